//! The older SSA form's `phi` (`x: T = phi a .l1 b .l2`), lowered by a rewriting of
//! the Bril function before `shadow.rs` (`semantics/bril.md`, "phi").
//!
//! `brili` (until `phi` was dropped from it) ran a `phi` by the *last label*, the
//! label executed before the current block's: the argument of that label is copied,
//! or, when no label matches or that argument is unassigned, the destination becomes
//! unassigned (a later use fails with "undefined variable"); with no last label
//! (the function's first block) it fails with "phi node executed with no last
//! label". The `phi`s of a block run one after the other, each reading the
//! variables as the previous ones left them.
//!
//! Every control-flow edge into a block with `phi`s gets a block of its own (a fresh
//! label, `<jmp>` back to the block) that copies, for each `phi` j in order, the
//! argument of the edge's label into a temporary `t_j` (reading `t_i` for the
//! destination of an earlier `phi` i); the `phi` itself becomes `x_j = id t_j`. The
//! last label is the edge's source block's, known statically. A destination that an
//! edge can leave unassigned gets a flag `x.unset`, and every use of it but by a
//! `phi` checks it with `brili`'s "undefined variable x". An argument assigned on
//! some paths only is rejected where it would be read unassigned (`emit.rs`).

use super::ops::{CONST, COPY, FAIL_IF, JMP, PHI_COPY, RET, UNDEF};
use crate::bril::{error, BType, Function, Instr, Item, Lit, Program};
use crate::diag::Diagnostic;
use std::collections::{HashMap, HashSet};

/// The program with every function's `phi`s rewritten (functions without any are
/// copied as they are).
pub(super) fn rewrite(p: &Program) -> Result<Program, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let mut out = p.clone();
    for f in &mut out.functions {
        if f.items.iter().any(|it| matches!(it, Item::Instr(i) if i.op == "phi")) {
            rewrite_function(f, &mut errors);
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

fn instr(
    op: &str,
    dest: Option<String>,
    ty: Option<BType>,
    args: Vec<String>,
    labels: Vec<String>,
    at: &Instr,
) -> Item {
    Item::Instr(Instr { op: op.into(), dest, ty, args, funcs: vec![], labels, value: None, span: at.span.clone() })
}

fn constant(dest: String, b: bool, at: &Instr) -> Item {
    Item::Instr(Instr {
        op: CONST.into(),
        dest: Some(dest),
        ty: Some(BType::Bool),
        args: vec![],
        funcs: vec![],
        labels: vec![],
        value: Some(Lit::Bool(b)),
        span: at.span.clone(),
    })
}

/// A Bril block: its label and its items' range.
struct Block {
    label: Option<String>,
    start: usize,
    end: usize,
}

fn blocks(f: &Function) -> Vec<Block> {
    let mut out = vec![Block { label: None, start: 0, end: 0 }];
    for (k, it) in f.items.iter().enumerate() {
        let cur = out.last_mut().expect("a current block");
        match it {
            Item::Label { name, .. } => {
                if cur.label.is_none() && cur.start == k && k == 0 {
                    cur.label = Some(name.clone());
                    cur.start = k + 1;
                    cur.end = k + 1;
                } else {
                    out.push(Block { label: Some(name.clone()), start: k + 1, end: k + 1 });
                }
            }
            Item::Instr(i) => {
                cur.end = k + 1;
                if matches!(i.op.as_str(), "jmp" | "br" | "ret") {
                    out.push(Block { label: None, start: k + 1, end: k + 1 });
                }
            }
        }
    }
    out
}

struct Phi<'a> {
    instr: &'a Instr,
    temp: String,
}

/// Kept as one function: the steps (blocks, edges, edge blocks, the rewritten items,
/// the flags) share every table.
fn rewrite_function(f: &mut Function, errors: &mut Vec<Diagnostic>) {
    let before = errors.len();
    let mut taken: HashSet<String> = f.params.iter().map(|p| p.name.clone()).collect();
    let mut labels_taken: HashSet<String> = HashSet::new();
    let mut assigned: HashSet<String> = taken.clone();
    for it in &f.items {
        match it {
            Item::Instr(i) => {
                taken.extend(i.args.iter().cloned());
                if let Some(d) = &i.dest {
                    taken.insert(d.clone());
                    assigned.insert(d.clone());
                }
                if matches!(i.op.as_str(), "speculate" | "guard" | "commit") {
                    errors.push(error(i.span.clone(), "`phi` in a function that speculates is not imported"));
                }
                if i.op == "phi" && (i.args.len() != i.labels.len() || i.dest.is_none() || i.ty.is_none()) {
                    errors.push(error(
                        i.span.clone(),
                        format!("`phi` takes as many labels as arguments and a typed destination; got {} argument(s) and {} label(s)", i.args.len(), i.labels.len()),
                    ));
                }
            }
            Item::Label { name, .. } => {
                labels_taken.insert(name.clone());
            }
        }
    }
    let bbs = blocks(f);
    // Each block's phis, which must come first in it.
    let mut phis: HashMap<usize, Vec<Phi<'_>>> = HashMap::new();
    let fresh = |base: String, set: &mut HashSet<String>| -> String {
        let mut name = base.clone();
        let mut k = 2;
        while !set.insert(name.clone()) {
            name = format!("{base}_{k}");
            k += 1;
        }
        name
    };
    let items = &f.items;
    for (b, bb) in bbs.iter().enumerate() {
        let mut leading = true;
        for it in &items[bb.start..bb.end] {
            let Item::Instr(i) = it else { continue };
            if i.op != "phi" {
                leading = false;
                continue;
            }
            if !leading {
                errors.push(error(i.span.clone(), "a `phi` after other instructions of its block is not imported"));
                continue;
            }
            let temp = fresh(format!("{}.phi", i.dest.clone().unwrap_or_default()), &mut taken);
            phis.entry(b).or_default().push(Phi { instr: i, temp });
        }
    }
    if errors.len() > before {
        return;
    }
    let at: HashMap<&str, usize> =
        bbs.iter().enumerate().filter_map(|(k, b)| b.label.as_deref().map(|l| (l, k))).collect();
    // Destinations and temporaries some edge may leave unassigned (a closure).
    let mut unset: HashSet<String> = HashSet::new();
    let edge_arg = |phi: &Phi<'_>, from: &Option<String>| -> Option<String> {
        let l = from.as_ref()?;
        let k = phi.instr.labels.iter().position(|x| x == l)?;
        Some(phi.instr.args[k].clone())
    };
    let preds = |b: usize| -> Vec<usize> {
        (0..bbs.len())
            .filter(|&p| {
                let last = items[bbs[p].start..bbs[p].end].iter().rev().find_map(|it| match it {
                    Item::Instr(i) => Some(i),
                    _ => None,
                });
                match last {
                    Some(i) if matches!(i.op.as_str(), "jmp" | "br") => {
                        i.labels.iter().any(|l| at.get(l.as_str()) == Some(&b))
                    }
                    Some(i) if i.op == "ret" => false,
                    _ => p + 1 == b,
                }
            })
            .collect()
    };
    let mut changed = true;
    while changed {
        changed = false;
        for (&b, ps) in &phis {
            for p in preds(b) {
                let from = &bbs[p].label;
                let mut dests: HashMap<&str, &str> = HashMap::new();
                for phi in ps {
                    let src = edge_arg(phi, from);
                    let is_unset = match &src {
                        None => from.is_some(),
                        Some(a) => match dests.get(a.as_str()) {
                            Some(t) => unset.contains(*t),
                            None => !assigned.contains(a) || unset.contains(a),
                        },
                    };
                    if is_unset && unset.insert(phi.temp.clone()) {
                        changed = true;
                    }
                    if unset.contains(&phi.temp) && unset.insert(phi.instr.dest.clone().unwrap_or_default()) {
                        changed = true;
                    }
                    dests.insert(phi.instr.dest.as_deref().unwrap_or_default(), &phi.temp);
                }
            }
        }
    }
    let mut flags: HashMap<String, String> = HashMap::new();
    let mut sorted: Vec<&String> = unset.iter().collect();
    sorted.sort();
    for v in sorted {
        flags.insert(v.clone(), fresh(format!("{v}.unset"), &mut taken));
    }
    // The edge blocks, appended after the function's items; jumps retargeted.
    let mut retarget: HashMap<(usize, usize), String> = HashMap::new();
    let mut tail: Vec<Item> = Vec::new();
    let mut entry: Vec<Item> = Vec::new();
    let mut order: Vec<&usize> = phis.keys().collect();
    order.sort();
    for &b in order {
        let ps = &phis[&b];
        let target = bbs[b].label.clone().unwrap_or_default();
        let mut edges: Vec<Option<usize>> = preds(b).into_iter().map(Some).collect();
        if b == 0 {
            edges.push(None);
        }
        for p in edges {
            let from = p.and_then(|p| bbs[p].label.clone());
            let mut body: Vec<Item> = Vec::new();
            let at_instr = ps[0].instr;
            if from.is_none() {
                let c = fresh("phi.fails".into(), &mut taken);
                body.push(constant(c.clone(), true, at_instr));
                let msg = format!("{FAIL_IF}phi node executed with no last label");
                body.push(instr(&msg, None, None, vec![c.clone(), c], vec![], at_instr));
            }
            let mut dests: HashMap<&str, &str> = HashMap::new();
            for phi in ps {
                let ty = phi.instr.ty.clone();
                // The argument: an earlier phi's temporary, a variable, or none.
                let src = edge_arg(phi, &from).and_then(|a| match dests.get(a.as_str()) {
                    Some(t) => Some(t.to_string()),
                    None => assigned.contains(&a).then_some(a),
                });
                let flag = flags.get(&phi.temp);
                match src {
                    Some(a) => {
                        body.push(instr(PHI_COPY, Some(phi.temp.clone()), ty, vec![a.clone()], vec![], phi.instr));
                        if let Some(flag) = flag {
                            let copy = match flags.get(&a) {
                                Some(src) => instr(
                                    COPY,
                                    Some(flag.clone()),
                                    Some(BType::Bool),
                                    vec![src.clone()],
                                    vec![],
                                    phi.instr,
                                ),
                                None => constant(flag.clone(), false, phi.instr),
                            };
                            body.push(copy);
                        }
                    }
                    None => {
                        // Unassigned: a placeholder, flagged.
                        body.push(instr(UNDEF, Some(phi.temp.clone()), ty, vec![], vec![], phi.instr));
                        if let Some(flag) = flag {
                            body.push(constant(flag.clone(), true, phi.instr));
                        }
                    }
                }
                dests.insert(phi.instr.dest.as_deref().unwrap_or_default(), &phi.temp);
            }
            match p {
                None => entry = body,
                Some(p) => {
                    let name =
                        fresh(format!("{target}.from.{}", from.as_deref().unwrap_or("entry")), &mut labels_taken);
                    tail.push(Item::Label { name: name.clone(), span: at_instr.span.clone() });
                    tail.extend(body);
                    tail.push(instr(JMP, None, None, vec![], vec![target.clone()], at_instr));
                    retarget.insert((p, b), name);
                }
            }
        }
    }
    let mut out: Vec<Item> = entry;
    for (k, bb) in bbs.iter().enumerate() {
        if let Some(l) = &bb.label {
            let span = items[..bb.start].iter().rev().find_map(|it| match it {
                Item::Label { span, .. } => Some(span.clone()),
                _ => None,
            });
            out.push(Item::Label { name: l.clone(), span: span.unwrap_or_default() });
        }
        let mut last_jumps = false;
        let mut nphi = 0;
        for it in &items[bb.start..bb.end] {
            let Item::Instr(i) = it else { continue };
            let mut i = i.clone();
            last_jumps = matches!(i.op.as_str(), "jmp" | "br" | "ret");
            if matches!(i.op.as_str(), "jmp" | "br") {
                for l in &mut i.labels {
                    if let Some(&t) = at.get(l.as_str()) {
                        if let Some(e) = retarget.get(&(k, t)) {
                            *l = e.clone();
                        }
                    }
                }
            }
            let uses_checked = i.op != "phi";
            if uses_checked {
                for a in i.args.clone() {
                    if let Some(flag) = flags.get(&a) {
                        let msg = format!("{FAIL_IF}undefined variable {a}");
                        out.push(instr(&msg, None, None, vec![a.clone(), flag.clone()], vec![], &i));
                    }
                }
            }
            let dest = i.dest.clone();
            if i.op == "phi" {
                let temp = phis[&k][nphi].temp.clone();
                nphi += 1;
                let flag_src = flags.get(&temp).cloned();
                i.args = vec![temp];
                i.labels.clear();
                out.push(Item::Instr(i.clone()));
                if let Some(flag) = dest.as_ref().and_then(|d| flags.get(d)) {
                    match flag_src {
                        Some(src) => {
                            out.push(instr(COPY, Some(flag.clone()), Some(BType::Bool), vec![src], vec![], &i))
                        }
                        None => out.push(constant(flag.clone(), false, &i)),
                    }
                }
                continue;
            }
            out.push(Item::Instr(i.clone()));
            if let Some(flag) = dest.as_ref().and_then(|d| flags.get(d)) {
                out.push(constant(flag.clone(), false, &i));
            }
        }
        // A fall-through into a block with phis goes through its edge block.
        if !last_jumps {
            if let Some(e) = retarget.get(&(k, k + 1)) {
                let at_instr = phis[&(k + 1)][0].instr;
                out.push(instr(JMP, None, None, vec![], vec![e.clone()], at_instr));
            } else if k + 1 == bbs.len() && !tail.is_empty() && f.ret.is_none() {
                let at_instr = phis.values().next().expect("a phi")[0].instr;
                out.push(instr(RET, None, None, vec![], vec![], at_instr));
            }
        }
    }
    out.extend(tail);
    f.items = out;
}
