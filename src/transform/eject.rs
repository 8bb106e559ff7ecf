//! Block ejection (paper §3.2, Algorithm 2), with dedicate-exit and LCSSA repair.
//!
//! ```text
//!  1: I ← {b ∈ body(l) | a path b → latch(l) exists inside body(l)}
//!  3: O ← body(l) \ I
//!  4: remove O from body(l)
//!  7: re-attach the child loops whose header is in O to parent(l)
//! 10: drop the exits of l without a predecessor in I
//! 13: for b ∈ O with a predecessor in I: add b to exit(l); dedicate_exit(l, b)
//!     (and, a refinement the property tests showed necessary: dedicate again every
//!     exit of l with a predecessor outside l — an old exit with a predecessor in O, or
//!     a multi-level exit a split for a loop inside l left so; each loop is dedicated
//!     at its own turn of the walk, against its exact body, never an ancestor's)
//! 17: repair LCSSA for definitions in I used in O
//! 21: if l is not top-level: eject(parent(l))
//! ```
//!
//! LCSSA repair rebuilds SSA for each register defined in I and used in O (in the
//! manner of Braun et al.): every exit of `l` gets a parameter fed by the register from
//! each of its predecessors (all in I, the exit being dedicated); a block with several
//! predecessors gets a parameter fed by the value reaching the end of each; a loop
//! header outside `l` reads the value from its preheader, the value being invariant in
//! that loop. Uses in O are then rewritten to the reaching value.

use super::{LoopId, Maintained, TransformError};
use crate::ir::{BlockId, Operand, Reg};
use std::collections::HashMap;

/// What `eject_walk` knows of the deletion it follows (see `eject_after_deletion`).
#[derive(Clone, Copy)]
struct Deleted<'a> {
    a: BlockId,
    target_loops: &'a [LoopId],
    exact: bool,
}

impl Maintained {
    /// Ejects from `l` the blocks that can no longer reach its latch, then recurses to
    /// its parent.
    pub fn eject(&mut self, l: LoopId) -> Result<(), TransformError> {
        self.eject_walk(l, None)
    }

    /// The walk of `eject` after the deletion of an edge `(a, w)`, from the innermost
    /// surviving loop `l` around `a`; `target_loops` are the loops whose bodies held
    /// `w` before the deletion. By lemma E0 of proofs-notes/ejection.md, a loop of the
    /// walk ejects nothing when it did not hold `w` (the deleted edge was not inside
    /// it) or when `a` still reaches its latch inside its body (a forward search from
    /// `a` that stops at the latch, usually after a few blocks, where the partition's
    /// backward search from the latch visits the whole body). Such a loop only has its
    /// exits repaired; the others are partitioned as by `eject`.
    ///
    /// With `exact`, the forest was exact before the deletion (every block of a body
    /// reached its latch), and the search has two shortcuts (E0′ and E0″). Without,
    /// the bodies around `a` may hold blocks that reach no latch (inlining a callee
    /// that never returns grafts its blocks there), and every loop that held `w` is
    /// searched.
    ///
    /// With `exact`, a loop that ejects nothing while no loop below it on the walk has
    /// been partitioned keeps its exits as they are (E0‴): its exits were dedicated
    /// and only lost predecessors, so nothing is repaired there.
    pub(crate) fn eject_after_deletion(
        &mut self,
        l: LoopId,
        a: BlockId,
        target_loops: &[LoopId],
        exact: bool,
    ) -> Result<(), TransformError> {
        self.eject_walk(l, Some(Deleted { a, target_loops, exact }))
    }

    /// Ejects from `l` and its ancestors; with `deleted`, only where lemma E0 does not
    /// rule ejection out (see `eject_after_deletion`).
    fn eject_walk(&mut self, l: LoopId, deleted: Option<Deleted<'_>>) -> Result<(), TransformError> {
        let mut current = Some(l);
        // The loop of the walk just handled, when it kept all its blocks: `a` then
        // reaches its latch inside it (E0 of proofs-notes/ejection.md).
        let mut kept: Option<LoopId> = None;
        // Whether a loop of the walk has been partitioned (and its splits may have
        // left undedicated exits above it).
        let mut partitioned = false;
        while let Some(l) = current {
            let intact = deleted.is_some_and(|d| {
                !d.target_loops.contains(&l)
                    || (d.exact && kept.is_some_and(|c| self.exits_into(c, l)))
                    || (d.exact && self.exits_inner_loop_into_body(l, d.a))
                    || self.reaches_latch(l, d.a)
            });
            match deleted {
                Some(d) if intact && d.exact && !partitioned => {}
                _ if intact => self.repair_exits(l)?,
                _ => {
                    self.eject_one(l)?;
                    partitioned = true;
                }
            }
            kept = intact.then_some(l);
            current = self.forest.get(l).parent;
        }
        Ok(())
    }

    /// Does an exit of `c`, a child of `l` whose exits are exact, lie in `l`'s body?
    /// When `a` reaches `c`'s latch inside `c`, it then reaches `l`'s latch inside `l`
    /// with no search (proofs-notes/ejection.md, E0″).
    pub(crate) fn exits_into(&self, c: LoopId, l: LoopId) -> bool {
        self.forest.get(c).exits.iter().any(|&y| self.forest.contains(l, y))
    }

    /// Does `a`, a block of `l`'s body, reach `l`'s latch inside the body? Depth-first
    /// forward from `a`, stopping at the latch; membership is a binary search in the
    /// body, so the search costs the blocks it visits, not the body. (Not counted as
    /// partition iterations, which are the levels of the partition's search.)
    fn reaches_latch(&mut self, l: LoopId, a: BlockId) -> bool {
        let latch = self.forest.get(l).latch;
        if a == latch {
            return true;
        }
        self.counters.latch_searches += 1;
        self.new_marks();
        self.marks.mark(a);
        let mut stack = self.pool.take_blocks();
        stack.push(a);
        let mut found = false;
        'search: while let Some(x) = stack.pop() {
            for s in self.func.block(x).term.succs() {
                if s == latch {
                    found = true;
                    break 'search;
                }
                if self.forest.contains(l, s) && self.marks.mark(s) {
                    stack.push(s);
                }
            }
        }
        self.pool.give_blocks(stack);
        found
    }

    /// Does `a` keep a successor in `l`'s body outside the loop strictly inside `l`
    /// that holds `a` (any successor in the body when no such loop holds `a`)? Then
    /// `a` reaches `l`'s latch inside the body with no search: that successor reached
    /// it before the deletion along a path that cannot have used the deleted edge
    /// (proofs-notes/ejection.md, E0′).
    pub(crate) fn exits_inner_loop_into_body(&self, l: LoopId, a: BlockId) -> bool {
        let inner = self.forest.enclosing(a).take_while(|&x| x != l).last();
        self.func
            .block(a)
            .term
            .succs()
            .any(|s| self.forest.contains(l, s) && inner.is_none_or(|c| !self.forest.contains(c, s)))
    }

    fn eject_one(&mut self, l: LoopId) -> Result<(), TransformError> {
        // I: blocks that reach the latch inside the body (breadth-first, backwards),
        // marked in the scratch marks; the queue is the search's level-by-level list.
        self.new_marks();
        let latch = self.forest.get(l).latch;
        self.marks.mark(latch);
        let mut queue = self.pool.take_blocks();
        queue.push(latch);
        let (mut start, mut levels) = (0, 0);
        let body = &self.forest.get(l).body;
        // The body, marked once, so that each predecessor's membership is one load.
        self.inside.clear(self.func.block_capacity());
        for &b in body.iter() {
            self.inside.mark(b);
        }
        while start < queue.len() {
            levels += 1;
            let end = queue.len();
            for i in start..end {
                let x = queue[i];
                for &p in &self.preds[x.index()] {
                    if self.inside.is_marked(p) && self.marks.mark(p) {
                        queue.push(p);
                    }
                }
            }
            start = end;
        }
        self.counters.partition_iterations += levels;
        let inside_count = queue.len();
        self.pool.give_blocks(queue);
        if inside_count == body.len() {
            // Lines 10–12 still apply: an exit may have lost its predecessor in I. And
            // a split made for a loop inside `l` may have left an exit of `l` with a
            // predecessor outside it (a multi-level exit): dedicate it again here.
            return self.repair_exits(l);
        }
        let mut outside = self.pool.take_blocks();
        outside.extend(body.iter().copied().filter(|b| !self.marks.is_marked(*b)));

        // Lines 4–9. From here on the marks are O's (I is what stays in the body).
        let parent = self.forest.get(l).parent;
        let marks = &self.marks;
        self.forest.loop_mut(l).body.retain(|b| marks.is_marked(*b));
        self.new_marks();
        for &b in &outside {
            self.marks.mark(b);
            if self.forest.innermost(b) == Some(l) {
                self.forest.set_innermost(b, parent);
            }
        }
        let mut ejected_children = self.pool.take_loops();
        ejected_children.extend(
            self.forest.get(l).children.iter().copied().filter(|c| self.marks.is_marked(self.forest.get(*c).header)),
        );
        for &c in &ejected_children {
            self.forest.reparent(c, parent);
        }
        self.pool.give_loops(ejected_children);

        // Lines 10–16.
        self.drop_dead_exits(l);
        for &b in &outside {
            if self.preds[b.index()].iter().any(|p| self.forest.contains(l, *p)) {
                self.forest.loop_mut(l).exits.insert(b);
                if let Some(n) = self.dedicate_exit_here(l, b)? {
                    // `split_edges` made `n` the exit of `l` in place of `b`; `n` sits
                    // in the ancestors of `l`, like `b`.
                    debug_assert!(self.forest.get(l).exits.contains(&n));
                }
            }
        }

        // Refinement of lines 13–16: an exit that already existed and has a predecessor
        // in O (now outside `l`), or one that a split for a loop inside `l` left with a
        // predecessor outside `l`, is no longer dedicated either; dedicate it again.
        self.dedicate_exits(l)?;

        // Lines 17–20.
        let repaired = self.repair_lcssa(l, &outside);
        self.pool.give_blocks(outside);
        repaired
    }

    /// Dedicates every exit of `l` that has a predecessor outside `L(l)`, for `l` alone.
    /// The ancestors of `l` are not touched: their bodies are still approximate (they
    /// may contain blocks their own turn of the walk ejects), and the walk reaches each
    /// of them, so an exit this leaves undedicated for an ancestor is dedicated there,
    /// against the ancestor's exact body.
    fn dedicate_exits(&mut self, l: LoopId) -> Result<(), TransformError> {
        let mut undedicated = self.pool.take_blocks();
        undedicated.extend(
            self.forest
                .get(l)
                .exits
                .iter()
                .copied()
                .filter(|x| self.preds[x.index()].iter().any(|p| !self.forest.contains(l, *p))),
        );
        for &x in &undedicated {
            self.dedicate_exit_here(l, x)?;
        }
        self.pool.give_blocks(undedicated);
        Ok(())
    }

    /// Lines 10–12 and the refinement for a loop that ejects nothing, in one pass over
    /// its exits: drops those left without a predecessor in the body and dedicates
    /// those with a predecessor outside it (as `drop_dead_exits`, then
    /// `dedicate_exits`, would).
    fn repair_exits(&mut self, l: LoopId) -> Result<(), TransformError> {
        let mut exits = std::mem::take(&mut self.forest.loop_mut(l).exits);
        let mut undedicated = self.pool.take_blocks();
        exits.retain(|x| {
            let (mut inside, mut outside) = (false, false);
            for p in &self.preds[x.index()] {
                if self.forest.contains(l, *p) {
                    inside = true;
                } else {
                    outside = true;
                }
            }
            if inside && outside {
                undedicated.push(*x);
            }
            inside
        });
        self.forest.loop_mut(l).exits = exits;
        let dedicated = undedicated.iter().try_for_each(|&x| self.dedicate_exit_here(l, x).map(|_| ()));
        self.pool.give_blocks(undedicated);
        dedicated
    }

    fn drop_dead_exits(&mut self, l: LoopId) {
        let mut exits = std::mem::take(&mut self.forest.loop_mut(l).exits);
        exits.retain(|x| self.preds[x.index()].iter().any(|p| self.forest.contains(l, *p)));
        self.forest.loop_mut(l).exits = exits;
    }

    /// Rewrites uses in `outside` of registers defined in `l`'s body (in `l` or a loop
    /// inside it) so that values leave `l` through exit-block parameters.
    fn repair_lcssa(&mut self, l: LoopId, outside: &[BlockId]) -> Result<(), TransformError> {
        // Registers defined in `l`'s body (child loops included: `contains` tests the
        // whole body) and used in O.
        let mut regs: Vec<Reg> = Vec::new();
        for &b in outside {
            if !self.func.is_live(b) {
                continue;
            }
            self.func.block(b).for_each_operand(|o| {
                if let Operand::Reg(r) = o {
                    let d = self.def_block(*r);
                    if self.func.is_live(d) && self.forest.contains(l, d) && !regs.contains(r) {
                        regs.push(*r);
                    }
                }
            });
        }
        if regs.is_empty() {
            return Ok(());
        }
        let mut users = self.pool.take_blocks();
        users.extend(outside.iter().copied().filter(|b| self.func.is_live(*b)));
        // One memo for all the registers, emptied for each: allocated once.
        let mut memo: HashMap<BlockId, Operand> = HashMap::new();
        for r in regs {
            memo.clear();
            let known = |m: &Maintained, b: BlockId| m.forest.contains(l, b).then_some(Operand::Reg(r));
            // Every exit of `l` gets a parameter, so values leave `l` through it.
            let exit = |m: &Maintained, b: BlockId| m.preds[b.index()].iter().any(|p| m.forest.contains(l, *p));
            let def = self.def_block(r);
            let inside = |m: &Maintained, c: LoopId| m.forest.contains(c, def);
            let ctx = super::Reconstruct { known: &known, force_param: &exit, defined_inside: &inside };
            for &u in &users {
                if self.block_uses(u, r) {
                    let v = self.reconstruct(r, u, &ctx, &mut memo);
                    self.replace_uses(u, r, &v);
                }
            }
        }
        self.pool.give_blocks(users);
        Ok(())
    }

    pub(crate) fn block_uses(&self, b: BlockId, r: Reg) -> bool {
        self.func.block(b).uses(&Operand::Reg(r))
    }
}
