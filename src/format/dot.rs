//! Graphviz DOT of a function, for people who would rather look than read.
//!
//! - CFG edges are solid arrows, labelled with their switch case (or `default`);
//!   back edges (latch → header) are dashed;
//! - the dominator tree is overlaid as dotted grey arrows idom(b) → b that do not
//!   constrain the layout;
//! - each loop is a cluster (`subgraph cluster_…`) nested like the loop forest, labelled
//!   with its header, depth, latches and exits; headers are drawn bold;
//! - exits have a double border and an `xlabel` naming the loops they exit; dedicated
//!   preheaders say so in their label;
//! - the entry is labelled `entry`.
//!
//! Output is deterministic (blocks in id order, loops in forest preorder) so it can be
//! snapshot-tested.

use crate::analysis::{DomTree, LoopForest, LoopId};
use crate::diag::Diagnostic;
use crate::ir::{BlockId, FuncId, Function, Program, Terminator};
use crate::verify::canonical::loop_analyses;
use std::fmt::Write;

fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// DOT text for function `f`; irreducible graphs are an error naming the edge. The
/// parts in order: the graph's attributes, the loops as nested clusters with their
/// blocks (`cluster`), the blocks in no loop (`node`), the CFG edges (`cfg_edges`),
/// then the dominator tree (`dom_edges`).
pub fn function(p: &Program, f: FuncId) -> Result<String, Diagnostic> {
    let func = p.func(f);
    let (_, dom, forest) = loop_analyses(p, f)?;
    let mut out = String::new();
    let _ = writeln!(out, "digraph {} {{", quote(&func.name));
    let _ = writeln!(
        out,
        "  // Solid: CFG edges (dashed: back edges). Dotted grey: dominator tree. Clusters: loops. Double border: loop exits."
    );
    let _ = writeln!(out, "  graph [fontname=\"monospace\", labeljust=l];");
    let _ = writeln!(out, "  node [shape=box, fontname=\"monospace\"];");
    let _ = writeln!(out, "  edge [fontname=\"monospace\"];");
    for l in forest.roots() {
        cluster(&mut out, func, &forest, l, 0);
    }
    for (b, _) in func.blocks() {
        if forest.loop_of(b).is_none() {
            node(&mut out, func, &forest, b, "  ");
        }
    }
    cfg_edges(&mut out, p, func, &forest);
    dom_edges(&mut out, func, &dom);
    out.push_str("}\n");
    Ok(out)
}

/// The node of block `b`: its name and parameters, `entry`, `preheader of h`, `header`
/// (bold), and for an exit a double border and an `xlabel` naming the loops it exits.
fn node(out: &mut String, func: &Function, forest: &LoopForest, b: BlockId, indent: &str) {
    let block = func.block(b);
    let params: Vec<String> =
        block.params.iter().map(|&r| format!("{}: {}", func.reg_name(r), func.reg_ty(r))).collect();
    let mut label = format!("{}({})", block.name, params.join(", "));
    if b == func.entry() {
        label.push_str("\nentry");
    }
    // A dedicated preheader: the only predecessor of a header from outside its loop,
    // branching only to that header.
    let succs: Vec<BlockId> = block.term.succs().collect();
    if let Some(&h) = succs.first() {
        if succs.iter().all(|&s| s == h) {
            if let Some(l) =
                forest.loop_with_header(h).filter(|&l| !forest.contains(l, b) && !forest.exits(l).contains(&b))
            {
                let mut outside =
                    func.blocks().filter(|(q, qb)| !forest.contains(l, *q) && qb.term.succs().any(|s| s == h));
                if outside.next().is_some() && outside.next().is_none() {
                    label.push_str(&format!("\npreheader of {}", func.block(h).name));
                }
            }
        }
    }
    let mut attrs = Vec::new();
    if forest.is_header(b) {
        label.push_str("\nheader");
        attrs.push("style=bold".to_string());
    }
    let exiting: Vec<LoopId> = forest.loops().filter(|(_, d)| d.exits.contains(&b)).map(|(l, _)| l).collect();
    if !exiting.is_empty() {
        attrs.push("peripheries=2".to_string());
        let of = exiting.iter().map(|&l| func.block(forest.header(l)).name.as_str()).collect::<Vec<_>>().join(", ");
        attrs.push(format!("xlabel={}", quote(&format!("exit of {of}"))));
    }
    attrs.insert(0, format!("label={}", quote(&label)));
    let _ = writeln!(out, "{indent}{} [{}];", quote(&block.name), attrs.join(", "));
}

/// Loop `l` as a cluster at nesting `depth`: its label, the blocks whose innermost
/// loop it is, then its children's clusters.
fn cluster(out: &mut String, func: &Function, forest: &LoopForest, l: LoopId, depth: usize) {
    let indent = "  ".repeat(depth + 1);
    let d = forest.get(l);
    let n = |b: &BlockId| func.block(*b).name.clone();
    let latches: Vec<String> = d.latches.iter().map(n).collect();
    let exits: Vec<String> = d.exits.iter().map(n).collect();
    let label = format!(
        "loop {} (depth {})\nlatches: {}\nexits: {}",
        n(&d.header),
        d.depth,
        latches.join(", "),
        if exits.is_empty() { "∅".to_string() } else { exits.join(", ") }
    );
    let _ = writeln!(out, "{indent}subgraph {} {{", quote(&format!("cluster_loop_{}", n(&d.header))));
    let _ = writeln!(out, "{indent}  label={};", quote(&label));
    let _ = writeln!(out, "{indent}  style=rounded; color=blue;");
    for &b in &d.body {
        if forest.loop_of(b) == Some(l) {
            node(out, func, forest, b, &format!("{indent}  "));
        }
    }
    for &c in &d.children {
        cluster(out, func, forest, c, depth + 1);
    }
    let _ = writeln!(out, "{indent}}}");
}

/// The CFG edges, one per edge reference: labelled with their switch case (or
/// `default`), dashed when they are back edges.
fn cfg_edges(out: &mut String, p: &Program, func: &Function, forest: &LoopForest) {
    let name = |b: BlockId| func.block(b).name.as_str();
    for (b, block) in func.blocks() {
        let labels: Vec<Option<String>> = match &block.term {
            Terminator::Switch { cases, .. } => cases
                .iter()
                .map(|(v, _)| Some(super::paper::value(p, v)))
                .chain(std::iter::once(Some("default".to_string())))
                .collect(),
            _ => vec![None],
        };
        for (t, label) in block.term.targets().into_iter().zip(labels) {
            let mut attrs = Vec::new();
            if let Some(label) = label {
                attrs.push(format!("label={}", quote(&label)));
            }
            if forest.loop_with_header(t.block).is_some_and(|l| forest.contains(l, b)) {
                attrs.push("style=dashed".to_string());
            }
            let attrs = if attrs.is_empty() { String::new() } else { format!(" [{}]", attrs.join(", ")) };
            let _ = writeln!(out, "  {} -> {}{attrs};", quote(name(b)), quote(name(t.block)));
        }
    }
}

/// The dominator tree, as dotted grey arrows idom(b) → b that do not constrain the
/// layout.
fn dom_edges(out: &mut String, func: &Function, dom: &DomTree) {
    let name = |b: BlockId| func.block(b).name.as_str();
    for (b, _) in func.blocks() {
        if let Some(d) = dom.idom(b) {
            let _ = writeln!(
                out,
                "  {} -> {} [style=dotted, color=grey, arrowhead=empty, constraint=false];",
                quote(name(d)),
                quote(name(b))
            );
        }
    }
}
