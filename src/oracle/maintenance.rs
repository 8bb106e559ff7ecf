//! The maintenance theorems of the slides, checked on a maintained function after a
//! transformation: types, SSA, LCSSA, canonical form, and the maintained dominator
//! tree and loop nesting forest equal to a fresh computation.
//!
//! This is the only place (with the benchmarks' baseline) that computes D and F from
//! scratch after a transformation: the recompute-and-compare oracle.

use crate::analysis::{Cfg, DomTree, LoopForest};
use crate::diag::Diagnostic;
use crate::format::spec::ExpectedFailure;
use crate::ir::{BlockId, FuncId, Function, Program};
use crate::transform::{LoopShape, Maintained, MaintainedDom};
use crate::verify;
use std::collections::BTreeSet;
use std::fmt;

/// The maintenance theorems, in the order they are checked.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Theorem {
    /// Every instruction and terminator is well typed (`verify::check_types`).
    Types,
    /// The function is well formed and in SSA: each use dominated by its definition.
    Ssa,
    /// LCSSA: every use of a register is inside the innermost loop that defines it.
    Lcssa,
    /// Canonical form: every loop has a unique latch, a dedicated preheader and
    /// dedicated exits.
    Canonical,
    /// The maintained dominator tree equals a fresh computation on the CFG.
    DomTree,
    /// The maintained loop nesting forest equals a fresh computation (bodies, exits,
    /// latches, parents).
    LoopForest,
    /// The slides' "Theorem (Semantic Equivalence)", checked by running the spec's runs
    /// before and after the step (after the six maintenance theorems).
    Equivalence,
}

impl Theorem {
    /// The six maintenance theorems in the order `theorems` checks them
    /// (`Equivalence` excluded).
    pub const ALL: [Theorem; 6] =
        [Theorem::Types, Theorem::Ssa, Theorem::Lcssa, Theorem::Canonical, Theorem::DomTree, Theorem::LoopForest];

    /// The theorem as reports name it (`maintenance of SSA`).
    pub fn name(self) -> &'static str {
        match self {
            Theorem::Types => "maintenance of types",
            Theorem::Ssa => "maintenance of SSA",
            Theorem::Lcssa => "maintenance of LCSSA form",
            Theorem::Canonical => "maintenance of canonical form",
            Theorem::DomTree => "maintenance of the dominator tree",
            Theorem::LoopForest => "maintenance of the loop nesting forest",
            Theorem::Equivalence => "semantic equivalence",
        }
    }
}

impl From<ExpectedFailure> for Theorem {
    /// The theorem a negative step names (`Expect(fails: …)`).
    fn from(e: ExpectedFailure) -> Theorem {
        use ExpectedFailure as E;
        match e {
            E::Types => Theorem::Types,
            E::Ssa => Theorem::Ssa,
            E::Lcssa => Theorem::Lcssa,
            E::Canonical => Theorem::Canonical,
            E::DomTree => Theorem::DomTree,
            E::LoopForest => Theorem::LoopForest,
            E::Equivalence => Theorem::Equivalence,
        }
    }
}

/// One thing that went wrong in a spec, with enough detail to read without a debugger.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The step (0-based) it happened at.
    pub step: usize,
    /// The theorem that failed, when the failure is one (not an expectation or an
    /// inapplicable step).
    pub theorem: Option<Theorem>,
    /// The step could not be applied (unknown names, unmet preconditions): the spec
    /// is wrong rather than the transformation, and a spec file reports it as bad
    /// input located at the step.
    pub cannot_apply: bool,
    /// A one-line summary, printed after `step N:` by `Display`.
    pub title: String,
    /// The readable details, one line each (violations, a diff).
    pub details: Vec<String>,
}

impl Failure {
    /// A failure at `step` that names no theorem and is not an inapplicable step
    /// (`theorem: None`, `cannot_apply: false`).
    pub fn new(step: usize, title: impl Into<String>, details: Vec<String>) -> Failure {
        Failure { step, theorem: None, cannot_apply: false, title: title.into(), details }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "step {}: {}", self.step + 1, self.title)?;
        for d in &self.details {
            writeln!(f, "    {d}")?;
        }
        Ok(())
    }
}

/// Checks the six maintenance theorems in order; each failure names its theorem.
pub fn theorems(program: &Program, fid: FuncId, m: &Maintained, step: usize) -> Vec<Failure> {
    let f = program.func(fid);
    let mut out = Vec::new();
    let mut report = |t: Theorem, details: Vec<String>| {
        if !details.is_empty() {
            out.push(Failure {
                step,
                theorem: Some(t),
                cannot_apply: false,
                title: format!("{} fails for `{}`", t.name(), f.name),
                details,
            });
        }
    };
    let shown = |ds: Vec<Diagnostic>| ds.iter().map(|d| d.to_string()).collect::<Vec<_>>();
    report(Theorem::Types, shown(verify::check_types(program, fid)));
    let wf = verify::check_wellformed(program, fid);
    let graph_ok = wf.is_empty();
    let mut ssa = shown(wf);
    if graph_ok {
        ssa.extend(shown(verify::check_ssa(program, fid)));
    }
    report(Theorem::Ssa, ssa);
    if !graph_ok {
        return out;
    }
    report(Theorem::Lcssa, shown(verify::check_lcssa(program, fid)));
    report(Theorem::Canonical, shown(verify::check_canonical(program, fid)));
    let cfg = Cfg::compute(f);
    let fresh = DomTree::from_cfg(&cfg);
    let mut dom = m.dom().snapshot().diff(&fresh, f);
    dom.extend(m.dom().children_problems(|b| block_name(f, b)));
    dom.extend(label_diff(f, m.dom()));
    report(Theorem::DomTree, dom);
    match LoopForest::compute(f, &cfg, &fresh) {
        Err(e) => report(Theorem::LoopForest, vec![e.message(f)]),
        Ok(loops) => report(Theorem::LoopForest, shape_diff(f, &LoopShape::from_forest(&loops), &m.forest().shapes())),
    }
    out
}

/// The most problems `interval_diff` lists; the rest are counted.
const MAX_LABEL_PROBLEMS: usize = 20;

/// Where the interval labels of a maintained dominator tree do not nest as the tree
/// does (nothing for a tree kept without labels): see `interval_diff`.
pub fn label_diff(f: &Function, dom: &MaintainedDom) -> Vec<String> {
    if dom.interval(dom.root()).is_none() {
        return Vec::new();
    }
    interval_diff(dom.root(), |b| dom.children(b), |b| dom.interval(b), |b| block_name(f, b))
}

/// Checks that the labels of a tree nest exactly as the tree does, so that interval
/// containment answers dominance: every block's interval `[entry, exit]` has
/// `entry < exit`, lies strictly inside its idom's, and is disjoint from each of its
/// siblings'. Walks the tree from `root` through `children`; `interval` gives a
/// block's labels (`None` is a problem: a block of the tree without labels), `name` its
/// name. One line per problem, naming the blocks, at most `MAX_LABEL_PROBLEMS` of them
/// and then a count.
pub fn interval_diff<I: IntoIterator<Item = BlockId>>(
    root: BlockId,
    children: impl Fn(BlockId) -> I,
    interval: impl Fn(BlockId) -> Option<(u64, u64)>,
    name: impl Fn(BlockId) -> String,
) -> Vec<String> {
    let mut out = Vec::new();
    let show = name;
    let mut stack = vec![root];
    while let Some(b) = stack.pop() {
        let Some((e, x)) = interval(b) else {
            out.push(format!("block `{}` is in the dominator tree but has no interval label", show(b)));
            continue;
        };
        if e >= x {
            out.push(format!("block `{}`: interval [{e}, {x}] is empty or reversed", show(b)));
        }
        let mut kids: Vec<(u64, u64, BlockId)> = Vec::new();
        for c in children(b) {
            stack.push(c);
            let Some((ce, cx)) = interval(c) else { continue };
            if !(e < ce && cx < x) {
                out.push(format!(
                    "block `{}`: interval [{ce}, {cx}] is not strictly inside that of its idom `{}`, [{e}, {x}]",
                    show(c),
                    show(b)
                ));
            }
            kids.push((ce, cx, c));
        }
        kids.sort_unstable();
        for w in kids.windows(2) {
            let ((ae, ax, a), (be, bx, c)) = (w[0], w[1]);
            if ax >= be {
                out.push(format!(
                    "blocks `{}` [{ae}, {ax}] and `{}` [{be}, {bx}], both children of `{}`, have overlapping intervals",
                    show(a),
                    show(c),
                    show(b)
                ));
            }
        }
    }
    if out.len() > MAX_LABEL_PROBLEMS {
        let more = out.len() - MAX_LABEL_PROBLEMS;
        out.truncate(MAX_LABEL_PROBLEMS);
        out.push(format!("… and {more} more interval problems"));
    }
    out
}

fn names(f: &Function, set: &BTreeSet<BlockId>) -> String {
    let mut v: Vec<&str> =
        set.iter().map(|b| if f.is_live(*b) { f.block(*b).name.as_str() } else { "<removed>" }).collect();
    v.sort();
    format!("{{{}}}", v.join(", "))
}

/// A block's name, or `<removed #N>` for a block the function no longer has.
pub fn block_name(f: &Function, b: BlockId) -> String {
    if f.is_live(b) {
        f.block(b).name.clone()
    } else {
        format!("<removed #{}>", b.0)
    }
}

/// A readable diff between the loops a fresh computation finds and the maintained ones.
pub fn shape_diff(f: &Function, fresh: &[LoopShape], kept: &[LoopShape]) -> Vec<String> {
    let mut out = Vec::new();
    for w in fresh {
        match kept.iter().find(|k| k.header == w.header) {
            None => out.push(format!(
                "loop at header `{}` (body {}) exists in a fresh computation but is not maintained",
                block_name(f, w.header),
                names(f, &w.body)
            )),
            Some(k) => {
                let h = block_name(f, w.header);
                for (what, fresh, kept) in
                    [("body", &w.body, &k.body), ("exits", &w.exits, &k.exits), ("latches", &w.latches, &k.latches)]
                {
                    if kept != fresh {
                        out.push(format!(
                            "loop `{h}`: {what} should be {}, maintained {}",
                            names(f, fresh),
                            names(f, kept)
                        ));
                    }
                }
                if k.parent != w.parent {
                    let p = |x: Option<BlockId>| x.map_or("none".to_string(), |b| format!("`{}`", block_name(f, b)));
                    out.push(format!("loop `{h}`: parent should be {}, maintained {}", p(w.parent), p(k.parent)));
                }
            }
        }
    }
    for k in kept {
        if !fresh.iter().any(|w| w.header == k.header) {
            out.push(format!(
                "maintained loop at header `{}` (body {}) is not a loop in a fresh computation",
                block_name(f, k.header),
                names(f, &k.body)
            ));
        }
    }
    out
}
