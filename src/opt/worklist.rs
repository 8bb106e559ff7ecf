//! The optimizer's worklist: the opportunities of a maintained function (`scan`),
//! their scores (`score`: steps saved per pass over the site, less the code copied),
//! what a step touched and must be rescanned (`touched`), and the step itself (`apply`).

use super::size;
use crate::ir::{BlockId, FuncId, Op, Operand, Reg, Terminator};
use crate::transform::{LoopId, Maintained, TransformError};
use std::collections::{BinaryHeap, HashMap, HashSet};

/// One optimization opportunity of a function, by block ids of its current state.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Opportunity {
    ForwardMove { block: BlockId, index: usize },
    IfSimplify { block: BlockId },
    Straighten { block: BlockId },
    JumpThread { block: BlockId },
    Inline { block: BlockId, index: usize },
    Unswitch { header: BlockId, block: BlockId },
    Unroll { header: BlockId },
    Peel { header: BlockId },
}

/// The state of one function's optimization.
pub(super) struct Work<'a> {
    pub(super) fid: FuncId,
    pub(super) cyclic: &'a HashSet<FuncId>,
    pub(super) done: &'a HashMap<FuncId, Maintained>,
    /// Loop passes are applied once per header.
    pub(super) looped: HashSet<(u8, BlockId)>,
    pub(super) limit: usize,
}

impl Work<'_> {
    /// Every opportunity of `m` now (unscored), in scan order: block by block (each
    /// block's instructions, then its switch, then straightening), then loop by loop.
    pub(super) fn scan(&self, m: &Maintained) -> Vec<Opportunity> {
        let mut out = Vec::new();
        for b in m.function().block_ids() {
            Self::scan_block(m, b, false, &mut out);
        }
        for l in m.forest().ids() {
            Self::scan_loop(m, l, &mut out);
        }
        out
    }

    /// The opportunities anchored at block `b` (only its unswitchings when
    /// `unswitch_only`), in scan order.
    fn scan_block(m: &Maintained, b: BlockId, unswitch_only: bool, out: &mut Vec<Opportunity>) {
        let f = m.function();
        if !f.is_live(b) {
            return;
        }
        let blk = f.block(b);
        if !unswitch_only {
            for (k, i) in blk.insts.iter().enumerate() {
                match &i.op {
                    Op::Move(_) if i.dst.is_some() => out.push(Opportunity::ForwardMove { block: b, index: k }),
                    Op::Call(..) => out.push(Opportunity::Inline { block: b, index: k }),
                    _ => {}
                }
            }
        }
        if let Terminator::Switch { .. } = blk.term {
            if !unswitch_only {
                out.push(Opportunity::IfSimplify { block: b });
                out.push(Opportunity::JumpThread { block: b });
            }
            for l in m.forest().enclosing(b) {
                out.push(Opportunity::Unswitch { header: m.forest().get(l).header, block: b });
            }
        }
        if !unswitch_only && m.can_straighten(b).is_some() {
            out.push(Opportunity::Straighten { block: b });
        }
    }

    /// The opportunities of loop `l`.
    fn scan_loop(m: &Maintained, l: LoopId, out: &mut Vec<Opportunity>) {
        let h = m.forest().get(l).header;
        out.push(Opportunity::Unroll { header: h });
        out.push(Opportunity::Peel { header: h });
    }

    /// The opportunities whose score a step from `before` to `after` can have changed,
    /// in scan order, with those of `retry` (refused steps, which a rescan would score
    /// again). Every other opportunity scores as it did before the step (or is queued),
    /// so a full rescan would enqueue nothing else (tested:
    /// `incremental_and_full_rescan_make_the_same_steps`). A score reads:
    /// - the anchor block (its instructions, terminator, predecessors, innermost loop,
    ///   whether it heads a loop): `changed`, the blocks where any of these differ;
    /// - its successor (straightening) or predecessors (threading): the neighbours of
    ///   `changed`;
    /// - known values and call targets, which follow registers through `move`s and
    ///   through parameters of blocks with one predecessor: the registers defined in
    ///   `changed` and the parameters `changed` passes arguments to, closed under those
    ///   two steps; every block using one of them, and the targets it passes one to;
    /// - the size of a loop (unrolling, peeling, unswitching): the loops around
    ///   `changed`, before and after, whose switches are rescored for unswitching.
    pub(super) fn touched(before: &Maintained, after: &Maintained, retry: &[Opportunity]) -> Vec<Opportunity> {
        let n = after.function().block_capacity();
        let changed = Self::changed_blocks(before, after, retry);
        let (mut region, mut regs) = Self::neighbours(before, after, &changed);
        Self::close_regs(after, &mut regs);
        Self::mark_uses(after, &regs, &mut region);
        let loops = Self::changed_loops(before, after, &changed);
        let mut unswitch_only: Vec<bool> = vec![false; n];
        for &l in &loops {
            for &b in after.forest().get(l).body.iter() {
                if matches!(after.function().block(b).term, Terminator::Switch { .. }) {
                    unswitch_only[b.index()] = true;
                }
            }
        }
        let mut out = Vec::new();
        for i in 0..n {
            if region[i] {
                Self::scan_block(after, BlockId(i as u32), false, &mut out);
            } else if unswitch_only[i] {
                Self::scan_block(after, BlockId(i as u32), true, &mut out);
            }
        }
        for l in loops {
            Self::scan_loop(after, l, &mut out);
        }
        out
    }

    /// `changed` of `touched`: the blocks whose instructions, terminator,
    /// predecessors, innermost loop or heading of a loop differ between `before` and
    /// `after` (added and removed blocks too), then the anchors of `retry`.
    fn changed_blocks(before: &Maintained, after: &Maintained, retry: &[Opportunity]) -> Vec<BlockId> {
        let (f0, f1) = (before.function(), after.function());
        let mut changed: Vec<BlockId> = Vec::new();
        for i in 0..f1.block_capacity() {
            let b = BlockId(i as u32);
            let live0 = i < f0.block_capacity() && f0.is_live(b);
            let same = live0 == f1.is_live(b)
                && (!live0
                    || (f0.block(b) == f1.block(b)
                        && before.preds(b) == after.preds(b)
                        && before.forest().innermost(b) == after.forest().innermost(b)
                        && before.forest().loop_with_header(b).is_some()
                            == after.forest().loop_with_header(b).is_some()));
            if !same {
                changed.push(b);
            }
        }
        for o in retry {
            match o {
                Opportunity::Unroll { header } | Opportunity::Peel { header } => changed.push(*header),
                Opportunity::ForwardMove { block, .. }
                | Opportunity::IfSimplify { block }
                | Opportunity::Straighten { block }
                | Opportunity::JumpThread { block }
                | Opportunity::Inline { block, .. }
                | Opportunity::Unswitch { block, .. } => changed.push(*block),
            }
        }
        changed
    }

    /// The region to rescan around `changed` (the live blocks, their successors and
    /// predecessors; the live neighbours of removed blocks), by block id, and the
    /// registers whose known value or call target may have changed (those defined in
    /// live changed blocks and the parameters of their successors).
    fn neighbours(before: &Maintained, after: &Maintained, changed: &[BlockId]) -> (Vec<bool>, HashSet<Reg>) {
        let (f0, f1) = (before.function(), after.function());
        let live = |b: &BlockId| f1.is_live(*b);
        let mut region: Vec<bool> = vec![false; f1.block_capacity()];
        let mark = |b: BlockId, region: &mut Vec<bool>| region[b.index()] = true;
        let mut regs: HashSet<Reg> = HashSet::new();
        for &b in changed.iter().filter(|b| live(b)) {
            mark(b, &mut region);
            let blk = f1.block(b);
            regs.extend(blk.params.iter().copied());
            regs.extend(blk.insts.iter().filter_map(|i| i.dst));
            for s in blk.term.succs() {
                mark(s, &mut region);
                regs.extend(f1.block(s).params.iter().copied());
            }
            for &p in after.preds(b) {
                mark(p, &mut region);
            }
        }
        // Removed blocks: their former neighbours (which still exist) may straighten.
        for &b in changed.iter().filter(|b| !live(b) && b.index() < f0.block_capacity() && f0.is_live(**b)) {
            for &p in before.preds(b) {
                if live(&p) {
                    mark(p, &mut region);
                }
            }
            for s in f0.block(b).term.succs().filter(live) {
                mark(s, &mut region);
                regs.extend(f1.block(s).params.iter().copied());
            }
        }
        (region, regs)
    }

    /// Closes `regs` under moves and the parameters of single-predecessor blocks that
    /// receive one of them.
    fn close_regs(after: &Maintained, regs: &mut HashSet<Reg>) {
        let f1 = after.function();
        loop {
            let mut more = Vec::new();
            for (b, blk) in f1.blocks() {
                for i in &blk.insts {
                    if let (Some(d), Op::Move(Operand::Reg(a))) = (i.dst, &i.op) {
                        if regs.contains(a) && !regs.contains(&d) {
                            more.push(d);
                        }
                    }
                }
                for t in blk.term.targets_iter() {
                    let single = after.preds(t.block).iter().all(|p| *p == b);
                    for (k, a) in t.args.iter().enumerate() {
                        if let Operand::Reg(a) = a {
                            let p = f1.block(t.block).params[k];
                            if single && regs.contains(a) && !regs.contains(&p) {
                                more.push(p);
                            }
                        }
                    }
                }
            }
            if more.is_empty() {
                break;
            }
            regs.extend(more);
        }
    }

    /// Adds to `region` every block using one of `regs` and its successors.
    fn mark_uses(after: &Maintained, regs: &HashSet<Reg>, region: &mut [bool]) {
        if regs.is_empty() {
            return;
        }
        for (b, blk) in after.function().blocks() {
            let mut uses = false;
            blk.for_each_operand(|o| uses |= matches!(o, Operand::Reg(r) if regs.contains(r)));
            if uses {
                region[b.index()] = true;
                for s in blk.term.succs() {
                    region[s.index()] = true;
                }
            }
        }
    }

    /// The loops whose size may have changed: those around `changed`, after the step
    /// and (when they still exist) before it, sorted without repeats.
    fn changed_loops(before: &Maintained, after: &Maintained, changed: &[BlockId]) -> Vec<LoopId> {
        let (f0, f1) = (before.function(), after.function());
        let mut loops: Vec<LoopId> = Vec::new();
        for &b in changed {
            if f1.is_live(b) {
                loops.extend(after.forest().enclosing(b));
            }
            if b.index() < f0.block_capacity() && f0.is_live(b) {
                loops.extend(before.forest().enclosing(b).filter(|l| after.forest().is_live(*l)));
            }
        }
        loops.sort();
        loops.dedup();
        loops
    }

    /// The size of the loop at `h` (instructions plus terminators of its body).
    fn loop_size(m: &Maintained, h: BlockId) -> Option<usize> {
        let l = m.forest().loop_with_header(h)?;
        Some(m.forest().get(l).body.iter().map(|b| m.function().block(*b).insts.len() + 1).sum())
    }

    /// The estimated benefit of `o` now, or `None` when it does not apply. The unit is
    /// an interpreter step saved each time a run passes the site; copying code costs
    /// one unit per two instructions copied (`growth` caps the total).
    pub(super) fn score(&self, m: &Maintained, o: &Opportunity) -> Option<i64> {
        let f = m.function();
        let live = |b: &BlockId| f.is_live(*b);
        let grows_ok = size(f) < self.limit;
        match o {
            Opportunity::ForwardMove { block, index } => (live(block) && m.forwardable(*block, *index)).then_some(2),
            Opportunity::IfSimplify { block } => {
                // A queued site may be gone (threading or a deletion removed its block).
                if !live(block) {
                    return None;
                }
                let Terminator::Switch { on, .. } = &f.block(*block).term else { return None };
                m.known_value(on).map(|_| 3)
            }
            Opportunity::Straighten { block } => (live(block) && m.can_straighten(*block).is_some()).then_some(2),
            Opportunity::JumpThread { block } => {
                if !live(block) || !grows_ok || m.preds(*block).len() < 2 {
                    return None;
                }
                m.thread_candidate(*block).ok()?;
                Some(3 - f.block(*block).insts.len() as i64)
            }
            Opportunity::Inline { block, index } => {
                if !live(block) || !grows_ok {
                    return None;
                }
                let g = m.call_target(*block, *index).ok()?;
                if g == self.fid || self.cyclic.contains(&g) {
                    return None;
                }
                let callee = self.done.get(&g)?;
                Some(8 - size(callee.function()) as i64)
            }
            Opportunity::Unswitch { header, block } => {
                if !live(header) || !live(block) || !grows_ok || self.looped.contains(&(0, *header)) {
                    return None;
                }
                let l = m.forest().loop_with_header(*header)?;
                if !m.forest().contains(l, *block) {
                    return None;
                }
                let Terminator::Switch { on, cases, .. } = &f.block(*block).term else { return None };
                let invariant = match on {
                    Operand::Const(_) => false,
                    Operand::Reg(r) => !m.forest().contains(l, m.def_block(*r)),
                };
                if !invariant || cases.is_empty() {
                    return None;
                }
                Some(4 - Self::loop_size(m, *header)? as i64 / 2)
            }
            Opportunity::Unroll { header } => {
                if !live(header) || !grows_ok || self.looped.contains(&(1, *header)) {
                    return None;
                }
                Some(2 - Self::loop_size(m, *header)? as i64 / 4)
            }
            Opportunity::Peel { header } => {
                if !live(header) || !grows_ok || self.looped.contains(&(2, *header)) {
                    return None;
                }
                Some(1 - Self::loop_size(m, *header)? as i64 / 4)
            }
        }
    }

    pub(super) fn describe(m: &Maintained, o: &Opportunity) -> String {
        let f = m.function();
        let n = |b: &BlockId| f.block(*b).name.clone();
        match o {
            Opportunity::ForwardMove { block, index } => format!("forward the move at {}:{index}", n(block)),
            Opportunity::IfSimplify { block } => format!("if-simplify {}", n(block)),
            Opportunity::Straighten { block } => format!("straighten {}", n(block)),
            Opportunity::JumpThread { block } => format!("thread the jump into {}", n(block)),
            Opportunity::Inline { block, index } => {
                format!("inline the call at {}:{index}", n(block))
            }
            Opportunity::Unswitch { header, block } => format!("unswitch {} out of loop {}", n(block), n(header)),
            Opportunity::Unroll { header } => format!("unroll loop {} by 2", n(header)),
            Opportunity::Peel { header } => format!("peel 1 iteration of loop {}", n(header)),
        }
    }

    pub(super) fn apply(&mut self, m: &mut Maintained, o: &Opportunity) -> Result<(), TransformError> {
        match o {
            Opportunity::ForwardMove { block, index } => m.forward_move(*block, *index),
            Opportunity::IfSimplify { block } => m.if_simplify(*block).map(|_| ()),
            Opportunity::Straighten { block } => m.straighten(*block).map(|_| ()),
            Opportunity::JumpThread { block } => m.jump_thread(*block).map(|_| ()),
            Opportunity::Inline { block, index } => {
                let g = m.call_target(*block, *index)?;
                let callee = self.done.get(&g).ok_or_else(|| TransformError("callee not optimized yet".into()))?;
                m.inline(self.fid, *block, *index, g, callee).map(|_| ())
            }
            Opportunity::Unswitch { header, block } => {
                self.looped.insert((0, *header));
                m.unswitch(*header, *block).map(|_| ())
            }
            Opportunity::Unroll { header } => {
                self.looped.insert((1, *header));
                m.unroll(*header, 2).map(|_| ())
            }
            Opportunity::Peel { header } => {
                self.looped.insert((2, *header));
                m.peel(*header, 1).map(|_| ())
            }
        }
    }
}

pub(super) type Heap = BinaryHeap<(i64, std::cmp::Reverse<u64>, Opportunity)>;

/// Scores the opportunities `candidates` not queued yet and enqueues those above the
/// threshold (the worklist's "new opportunities are scored and enqueued").
pub(super) fn enqueue(
    work: &Work,
    m: &Maintained,
    candidates: Vec<Opportunity>,
    heap: &mut Heap,
    queued: &mut HashSet<Opportunity>,
    seq: &mut u64,
    threshold: i64,
) {
    for o in candidates {
        if queued.contains(&o) {
            continue;
        }
        if let Some(s) = work.score(m, &o) {
            if s > threshold {
                *seq += 1;
                queued.insert(o.clone());
                heap.push((s, std::cmp::Reverse(*seq), o));
            }
        }
    }
}
