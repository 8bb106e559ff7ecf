//! Canonical (loop-simplify) form, paper §2: every natural loop has a unique latch
//! (Property 2.1), a dedicated preheader (Property 2.2) and dedicated exits (Property
//! 2.3).
//!
//! A block `b` is *dedicated* to a loop `l` when: if `b` is a predecessor of a block in
//! `l`, all successors of `b` are in the body of `l`; and if `b` is a successor of a
//! block in `l`, all predecessors of `b` are in the body of `l`. So a dedicated
//! preheader is the only predecessor of the header outside the body and branches only
//! into the loop; a dedicated exit has all its predecessors in the body.
//!
//! `violations` lists the problems in a fixed order (loops in forest preorder; per loop
//! preheader, then latch, then exits in id order), which is also the order in which
//! the canonicalizer repairs them.

use super::loc;
use crate::analysis::{Cfg, DomTree, LoopForest, LoopId};
use crate::diag::{Diagnostic, Item};
use crate::ir::{BlockId, FuncId, Function, Program};

/// One violation of canonical form.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Violation {
    /// Property 2.2: the header is the function entry, so the loop is entered from the
    /// function's caller and has no preheader at all.
    EntryHeader { header: BlockId },
    /// Property 2.2: the header has several predecessors outside the loop.
    SeveralEntries { header: BlockId, outside_preds: Vec<BlockId> },
    /// Property 2.2: the only outside predecessor also branches outside the loop.
    UndedicatedPreheader { header: BlockId, preheader: BlockId, elsewhere: BlockId },
    /// Property 2.2: the only outside predecessor is also a successor of a block in the
    /// loop (an exit of it) with a predecessor outside the loop.
    PreheaderIsExit { header: BlockId, preheader: BlockId, outside_pred: BlockId },
    /// Property 2.1: several latches.
    SeveralLatches { header: BlockId, latches: Vec<BlockId> },
    /// Property 2.3: an exit with a predecessor outside the loop.
    UndedicatedExit { header: BlockId, exit: BlockId, outside_pred: BlockId, inside_preds: Vec<BlockId> },
}

impl Violation {
    pub fn header(&self) -> BlockId {
        match self {
            Violation::EntryHeader { header }
            | Violation::SeveralEntries { header, .. }
            | Violation::UndedicatedPreheader { header, .. }
            | Violation::PreheaderIsExit { header, .. }
            | Violation::SeveralLatches { header, .. }
            | Violation::UndedicatedExit { header, .. } => *header,
        }
    }

    /// The block the report points at.
    pub fn block(&self) -> BlockId {
        match self {
            Violation::EntryHeader { header } | Violation::SeveralEntries { header, .. } => *header,
            Violation::UndedicatedPreheader { preheader, .. } | Violation::PreheaderIsExit { preheader, .. } => {
                *preheader
            }
            Violation::SeveralLatches { latches, .. } => latches[1],
            Violation::UndedicatedExit { exit, .. } => *exit,
        }
    }

    /// A readable one-line report naming the loop, the property and the block.
    pub fn message(&self, func: &Function) -> String {
        let n = |b: &BlockId| format!("`{}`", func.block(*b).name);
        let list = |bs: &[BlockId]| bs.iter().map(n).collect::<Vec<_>>().join(", ");
        let at = format!("loop at header {}", n(&self.header()));
        match self {
            Violation::EntryHeader { .. } => {
                format!("{at}: no dedicated preheader (Property 2.2): the header is the function entry")
            }
            Violation::SeveralEntries { outside_preds, .. } => format!(
                "{at}: no dedicated preheader (Property 2.2): the loop is entered from {} blocks ({})",
                outside_preds.len(),
                list(outside_preds)
            ),
            Violation::UndedicatedPreheader { preheader, elsewhere, .. } => format!(
                "{at}: preheader {} is not dedicated (Property 2.2): it also branches to {}, outside the loop",
                n(preheader),
                n(elsewhere)
            ),
            Violation::PreheaderIsExit { preheader, outside_pred, .. } => format!(
                "{at}: preheader {} is not dedicated (Property 2.2): it is also an exit of the loop, \
                 with predecessor {} outside the loop",
                n(preheader),
                n(outside_pred)
            ),
            Violation::SeveralLatches { latches, .. } => {
                format!(
                    "{at}: {} latches ({}) where a unique latch is required (Property 2.1)",
                    latches.len(),
                    list(latches)
                )
            }
            Violation::UndedicatedExit { exit, outside_pred, .. } => format!(
                "{at}: exit {} is not dedicated (Property 2.3): its predecessor {} is outside the loop",
                n(exit),
                n(outside_pred)
            ),
        }
    }
}

/// The violations of canonical form of one function, in repair order.
pub fn violations(func: &Function, cfg: &Cfg, forest: &LoopForest) -> Vec<Violation> {
    let mut out = Vec::new();
    let mut order: Vec<LoopId> = Vec::new();
    let mut stack: Vec<LoopId> = forest.roots().into_iter().rev().collect();
    while let Some(l) = stack.pop() {
        order.push(l);
        stack.extend(forest.children(l).iter().rev().copied());
    }
    for l in order {
        let h = forest.header(l);
        let body = forest.body(l);
        let mut outside: Vec<BlockId> = cfg.preds[h.index()].iter().copied().filter(|p| !body.contains(p)).collect();
        outside.sort();
        outside.dedup();
        if h == func.entry() {
            out.push(Violation::EntryHeader { header: h });
        } else if outside.len() > 1 {
            out.push(Violation::SeveralEntries { header: h, outside_preds: outside });
        } else if let Some(&p) = outside.first() {
            if let Some(&s) = cfg.succs[p.index()].iter().find(|s| !body.contains(s)) {
                out.push(Violation::UndedicatedPreheader { header: h, preheader: p, elsewhere: s });
            } else if forest.exits(l).contains(&p) {
                if let Some(&o) = cfg.preds[p.index()].iter().find(|q| !body.contains(q)) {
                    out.push(Violation::PreheaderIsExit { header: h, preheader: p, outside_pred: o });
                }
            }
        }
        if forest.latches(l).len() > 1 {
            out.push(Violation::SeveralLatches { header: h, latches: forest.latches(l).to_vec() });
        }
        for &x in forest.exits(l) {
            let preds = &cfg.preds[x.index()];
            if let Some(&o) = preds.iter().find(|p| !body.contains(p)) {
                let mut inside: Vec<BlockId> = preds.iter().copied().filter(|p| body.contains(p)).collect();
                inside.sort();
                inside.dedup();
                out.push(Violation::UndedicatedExit { header: h, exit: x, outside_pred: o, inside_preds: inside });
            }
        }
    }
    out
}

/// The analyses the loop checks need, or the located irreducibility error.
pub(crate) fn loop_analyses(p: &Program, f: FuncId) -> Result<(Cfg, DomTree, LoopForest), Diagnostic> {
    let func = p.func(f);
    let cfg = Cfg::compute(func);
    let dom = DomTree::from_cfg(&cfg);
    match LoopForest::compute(func, &cfg, &dom) {
        Ok(forest) => Ok((cfg, dom, forest)),
        Err(e) => Err(Diagnostic::new(loc(p, f, e.from, Some(Item::Term)), e.message(func))
            .note("Waddle accepts only reducible CFGs: every cycle must have a single entry (its header)")),
    }
}

/// Canonical-form errors of function `f`, one per violation, located at the
/// offending block.
pub fn check_canonical(p: &Program, f: FuncId) -> Vec<Diagnostic> {
    match loop_analyses(p, f) {
        Ok((cfg, _, forest)) => canonical_diagnostics(p, f, &cfg, &forest),
        Err(d) => vec![d],
    }
}

/// Canonical-form errors of function `f` given its CFG view and loop forest.
pub fn canonical_diagnostics(p: &Program, f: FuncId, cfg: &Cfg, forest: &LoopForest) -> Vec<Diagnostic> {
    let func = p.func(f);
    violations(func, cfg, forest).iter().map(|v| Diagnostic::new(loc(p, f, v.block(), None), v.message(func))).collect()
}
