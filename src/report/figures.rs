//! The figures of a page: a function before and after a change side by side, with the
//! blocks the change touched marked (and, for a failed equivalence, where the runs
//! part); a function's expected and found structure side by side.

use super::draw::{self, Marks, Structure};
use super::html::esc;
use super::trace::{At, Tails};
use crate::analysis::DomTree;
use crate::format::paper;
use crate::ir::{BlockId, FuncId, Function, Program};
use crate::transform::LoopShape;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// Numbers the drawings of one page, so that every `<svg>` has its own id.
#[derive(Default)]
pub struct Ids(usize);

impl Ids {
    pub fn next(&mut self, what: &str) -> String {
        self.0 += 1;
        let clean: String = what.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '-' }).collect();
        format!("fig{}-{clean}", self.0)
    }
}

/// The blocks that differ between function `before` of `pb` and `after` of `pa`
/// (matched by name, compared in the paper's notation): on the before side those
/// removed or changed, on the after side those added or changed.
pub fn changed_blocks(
    pb: &Program,
    before: &Function,
    pa: &Program,
    after: &Function,
) -> (BTreeSet<BlockId>, BTreeSet<BlockId>) {
    let text = |p: &Program, f: &Function, b: BlockId| -> Vec<String> {
        let blk = f.block(b);
        let mut v = vec![paper::block_header(f, blk)];
        v.extend(blk.insts.iter().map(|i| paper::inst(p, f, i)));
        v.push(paper::term(p, f, &blk.term));
        v
    };
    let side = |p: &Program, f: &Function, q: &Program, g: &Function| -> BTreeSet<BlockId> {
        f.block_ids()
            .filter(|&b| match g.block_by_name(&f.block(b).name) {
                Some(o) => text(p, f, b) != text(q, g, o),
                None => true,
            })
            .collect()
    };
    (side(pb, before, pa, after), side(pa, after, pb, before))
}

/// A figure: a caption and a drawing of function `func` in a scrolling box; `side`
/// says which drawing of a pair it is (`before`, `after`, `expected`, `found`).
pub fn figure(caption: &str, svg: &str, side: &str, func: &str) -> String {
    format!(
        "<figure data-side=\"{}\" data-function=\"{}\"><figcaption>{}</figcaption><div class=\"scroll\">{svg}</div></figure>\n",
        esc(side),
        esc(func),
        esc(caption)
    )
}

/// The blocks of `f` named by positions of a run's tail in function `f`.
fn named(f: &Function, ats: &[At]) -> BTreeSet<BlockId> {
    ats.iter().filter(|a| a.func == f.name).filter_map(|a| f.block_by_name(&a.block)).collect()
}

/// Function `name` before (in `pb`) and after (in `pa`, id `fa`) a change: two
/// drawings side by side, with the changed blocks and, when `tails` is given, where
/// the runs part marked. Either side may be missing (a function added or removed).
pub fn before_after(
    ids: &mut Ids,
    (pb, fb): (&Program, Option<FuncId>),
    (pa, fa): (&Program, Option<FuncId>),
    after_structure: Option<Structure>,
    tails: Option<&Tails>,
    words: (&str, &str),
) -> String {
    let (fbf, faf) = (fb.map(|f| pb.func(f)), fa.map(|f| pa.func(f)));
    let (cb, ca) = match (fbf, faf) {
        (Some(b), Some(a)) => changed_blocks(pb, b, pa, a),
        _ => Default::default(),
    };
    let mut out = String::from("<div class=\"pair\">\n");
    for (side, prog, fid, changed) in [(words.0, pb, fb, cb), (words.1, pa, fa, ca)] {
        let Some(fid) = fid else {
            let _ = writeln!(
                out,
                "<figure><figcaption>{}</figcaption><p class=\"muted\">no such function</p></figure>",
                esc(side)
            );
            continue;
        };
        let f = prog.func(fid);
        let mut marks = Marks { changed, ..Marks::default() };
        if let Some(t) = tails {
            let (parting_b, parting_a) = t.parting();
            let (tail, parting) = if side == words.0 { (&t.before, parting_b) } else { (&t.after, parting_a) };
            marks.trace = named(f, tail);
            marks.diverged = named(f, &parting);
        }
        let s = match (&after_structure, side == words.1) {
            (Some(s), true) => s.clone(),
            _ => Structure::fresh(prog, fid),
        };
        let svg = draw::function(prog, f, &s, &marks, &ids.next(&format!("{}-{side}", f.name)), false);
        let mut caption = format!("{side}: {}", f.name);
        if let Some(n) = &s.note {
            caption.push_str(&format!(" ({n})"));
        }
        out.push_str(&figure(&caption, &svg, &side.to_lowercase(), &f.name));
    }
    out.push_str("</div>\n");
    out
}

/// The expected (a fresh computation) and the found (maintained) dominator tree and
/// loop forest of function `fid` of `p`, side by side, the blocks where they differ
/// marked.
pub fn expected_found(ids: &mut Ids, p: &Program, fid: FuncId, dom: &DomTree, loops: &[LoopShape]) -> String {
    let f = p.func(fid);
    let fresh = Structure::fresh(p, fid);
    let found = Structure::maintained(dom.clone(), loops.to_vec());
    let differs = differing(f, &fresh, &found);
    let marks = Marks { differs, ..Marks::default() };
    let mut out = String::from("<div class=\"pair\">\n");
    for (side, caption, s) in
        [("expected", "expected (a fresh computation)", &fresh), ("found", "found (maintained by the step)", &found)]
    {
        let svg = draw::function(p, f, s, &marks, &ids.next(&format!("{}-{side}", f.name)), false);
        out.push_str(&figure(&format!("{caption}: {}", f.name), &svg, side, &f.name));
    }
    out.push_str("</div>\n");
    out
}

/// The blocks whose immediate dominator, loops, or role in a loop (header, latch,
/// exit) differ between two structures.
fn differing(f: &Function, a: &Structure, b: &Structure) -> BTreeSet<BlockId> {
    let idom = |s: &Structure, x: BlockId| s.dom.as_ref().filter(|d| x.index() < d.capacity()).and_then(|d| d.idom(x));
    let roles = |s: &Structure| {
        let mut m: BTreeMap<BlockId, Vec<(BlockId, u8)>> = BTreeMap::new();
        for l in &s.loops {
            m.entry(l.header).or_default().push((l.header, 0));
            for x in &l.body {
                m.entry(*x).or_default().push((l.header, 1));
            }
            for x in &l.latches {
                m.entry(*x).or_default().push((l.header, 2));
            }
            for x in &l.exits {
                m.entry(*x).or_default().push((l.header, 3));
            }
        }
        m
    };
    let (ra, rb) = (roles(a), roles(b));
    f.block_ids().filter(|&x| idom(a, x) != idom(b, x) || ra.get(&x) != rb.get(&x)).collect()
}
