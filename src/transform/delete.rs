//! Edge deletion (paper §3.1, Algorithm 1) and removal of unreachable blocks.
//!
//! ```text
//!  1: remove a reference to b from a
//!  2: if an edge (a, b) still exists then return
//!  5: R ← repair dominators(a, b)
//!  6: K ← {l | latch(l) ∈ R or (a, b) is the backedge of l}
//!  7: remove the loops K from the forest
//! 10: remove R from all loop bodies and exit sets
//! 14: attach each orphaned loop to its lowest ancestor not in K
//! 18: eject(smallest loop containing a that is not in K)
//! ```
//!
//! Line 18's walk searches for blocks to eject only in the loops that held `b` and whose
//! latch `a` no longer reaches: any other loop lost no path to its latch
//! (proofs-notes/ejection.md, lemma E0), so the walk only repairs its exits.
//!
//! A deleted reference must be a dead edge: the checker verifies semantic equivalence
//! by execution. When a block loses its only successor edge, its terminator becomes a
//! `return` of a placeholder constant, as the paper prescribes (the block is dead).

use super::domtree::MaintainedDom;
use super::{give_back, Maintained, Marks, TransformError};
use crate::ir::{BlockId, Terminator};

impl Maintained {
    /// Deletes the `k`-th edge reference of block `a` (in `targets()` order).
    ///
    /// Cost: proportional to the affected region (the dominator siblings of `b`, the
    /// unreachable blocks R, the loops around `a` and R and the bodies ejection
    /// searches), never to the function: temporary lists are kept across deletions, K
    /// is found from the loops around R, and no per-block table is scanned or cleared.
    pub fn delete_edge_ref(&mut self, a: BlockId, k: usize) -> Result<(), TransformError> {
        self.delete_edge_ref_in(a, k, true)
    }

    /// `delete_edge_ref` where the forest may be approximate around `a` (`exact`
    /// false): its bodies may hold blocks that reach no latch, as after inlining a
    /// callee that never returns, and ejection searches every loop that held the
    /// target (see `eject_after_deletion`).
    pub(crate) fn delete_edge_ref_in(&mut self, a: BlockId, k: usize, exact: bool) -> Result<(), TransformError> {
        let b = self.target_of(a, k)?;
        if b == self.func.entry() {
            return Err(TransformError("an edge into the entry block cannot be deleted".into()));
        }
        // Classify before any change: is (a, b) the back edge of the loop headed by b?
        let back_of = self.forest.loop_with_header(b).filter(|l| self.forest.get(*l).latch == a);

        // Step 1: remove one reference.
        self.remove_reference(a, k)?;
        if self.remove_one_pred(b, a) {
            return Ok(());
        }
        // The loops whose bodies hold `b` (the forest is still the old one): only they
        // can have lost a path to their latch, so only they are searched in step 3,
        // which runs only when `a` lies in a loop (a deletion puts no block in a loop).
        // Without a loop in the function there is no loop bookkeeping at all.
        let has_loops = !self.forest.is_empty();
        let b_loops = self.forest.innermost(a).is_some().then(|| {
            let mut v = std::mem::take(&mut self.lists.target_loops);
            v.extend(self.forest.enclosing(b));
            v
        });

        // Step 2: dominators. `b` becomes unreachable iff no forward predecessor is left.
        // R (Case C) leaves D at once, listed as it goes (root first): nothing below
        // reads D before the repair of R's outside targets.
        let mut r = std::mem::take(&mut self.lists.r);
        if !self.has_forward_pred(b) {
            let start = self.dom_clock();
            self.dom.remove_subtree_into(b, &mut r);
            self.add_dom_time(start);
        } else if let Some(d) = self.dom.idom(b) {
            // Case B of a single deletion: only `b` lost a predecessor, so its siblings
            // satisfy their equations in the old tree and are listed only if `b` moves,
            // `b` first (its place taken by the first sibling). Lemma 6 (with `b`
            // first) bounds the passes by |A|.
            let siblings = self.dom.num_children(d);
            self.repair_idoms_lazily(
                &[b],
                |dom, _, out| {
                    // The siblings in order, the first in `b`'s place.
                    let mut kids = dom.children(d);
                    if let Some(first) = kids.next() {
                        out.extend(kids.map(|x| if x == b { first } else { x }));
                    }
                },
                Some(siblings),
            );
        }

        // R, marked: `remove_blocks` and K's latches test membership by the marks
        // (with R empty nothing reads them: no candidate loop is listed).
        if !r.is_empty() {
            self.new_marks();
            for &x in &r {
                self.marks.mark(x);
            }
        }
        let removed = match has_loops {
            true => self.remove_loops_and_blocks(a, &r, back_of),
            false if r.is_empty() => Ok(()),
            false => self.remove_blocks(&r, &[]),
        };
        give_back(&mut self.lists.r, r);
        // Step 3: eject from the smallest surviving loop containing `a`.
        let ejected = match (removed, self.forest.innermost(a), &b_loops) {
            (Ok(()), Some(p), Some(b_loops)) => self.eject_after_deletion(p, a, b_loops, exact),
            (removed, _, _) => removed,
        };
        if let Some(b_loops) = b_loops {
            give_back(&mut self.lists.target_loops, b_loops);
        }
        ejected
    }

    /// Lines 6–17 with R (marked) removed: the loops K that lost their back edge leave
    /// the forest, then R leaves the function, D, the loops' bodies and exits, and the
    /// predecessor lists. `back_of` is the loop whose back edge `(a, b)` was.
    fn remove_loops_and_blocks(
        &mut self,
        a: BlockId,
        r: &[BlockId],
        back_of: Option<super::LoopId>,
    ) -> Result<(), TransformError> {
        // Loops whose exits or bodies may mention R: every loop containing a block of R
        // or `a` (an exit of a loop has a predecessor in its body). A loop headed in R
        // lies inside R (its header dominates its body), so it loses its latch: it is
        // in K and leaves the forest whole. Any other loop holding a block of R enters
        // R from outside along a path in its body, and the only edge into R from
        // outside was `(a, b)` (Lemma 3): it holds `a`. So the candidates are the loops
        // around `a`, listed innermost first, and K is the loops headed in R, those
        // around `a` whose latch is in R, and the loop whose back edge `(a, b)` was.
        let mut candidates = std::mem::take(&mut self.lists.candidates);
        let mut k_loops = std::mem::take(&mut self.lists.k_loops);
        if r.is_empty() {
            // K is the loop whose back edge `(a, b)` was, if any.
            k_loops.extend(back_of);
        } else {
            let (forest, marks) = (&mut self.forest, &self.marks);
            for l in forest.enclosing(a) {
                candidates.push(l);
                if marks.is_marked(forest.get(l).latch) {
                    k_loops.push(l);
                }
            }
            // The loops headed in R (among them the one whose back edge `(a, b)` was)
            // leave whole, with their blocks: none of them is around `a`.
            for &x in r {
                forest.drop_headed_by_unreachable(x);
            }
        }
        // Removing a loop re-attaches its children to its parent, so after all of K is
        // removed every orphan hangs from its lowest ancestor not in K (lines 7–17).
        for &l in &k_loops {
            self.forest.remove_loop(l);
        }
        let removed = if r.is_empty() { Ok(()) } else { self.remove_blocks(r, &candidates) };
        give_back(&mut self.lists.k_loops, k_loops);
        give_back(&mut self.lists.candidates, candidates);
        removed
    }

    /// Runs the fixed-point idom repair over `affected` (see
    /// `MaintainedDom::recompute_idoms`: only its first `unsettled` blocks may violate
    /// their equations), with `max_passes` where a bound is proven.
    pub(crate) fn repair_idoms(&mut self, affected: &[BlockId], unsettled: usize, max_passes: Option<usize>) {
        let start = self.dom_clock();
        let (preds, forest) = (&self.preds, &self.forest);
        let forward_preds = |v| Maintained::forward_pred_refs(preds, forest, v);
        self.dom.recompute_idoms(affected, unsettled, forward_preds, max_passes, &mut self.counters);
        self.add_dom_time(start);
    }

    /// `MaintainedDom::recompute_idoms_lazily` over `unsettled`, the blocks that may
    /// violate their equations, with `settled(tree, marks, out)` listing the rest of
    /// the affected set should one of them move (the scratch marks are the caller's).
    fn repair_idoms_lazily(
        &mut self,
        unsettled: &[BlockId],
        settled: impl FnOnce(&MaintainedDom, &mut Marks, &mut Vec<BlockId>),
        max_passes: Option<usize>,
    ) {
        let start = self.dom_clock();
        let (preds, forest, marks) = (&self.preds, &self.forest, &mut self.marks);
        let forward_preds = |v| Maintained::forward_pred_refs(preds, forest, v);
        let settled = |dom: &MaintainedDom, out: &mut Vec<BlockId>| settled(dom, marks, out);
        self.dom.recompute_idoms_lazily(unsettled, settled, forward_preds, max_passes, &mut self.counters);
        self.add_dom_time(start);
    }

    /// The clock's reading when dominator repair time is kept (`time_dom`).
    fn dom_clock(&self) -> Option<std::time::Instant> {
        self.time_dom.then(std::time::Instant::now)
    }

    fn add_dom_time(&mut self, start: Option<std::time::Instant>) {
        if let Some(start) = start {
            self.dom_time += start.elapsed();
        }
    }

    /// Deletes one edge from `a` to `b` (the first reference).
    pub fn delete_edge(&mut self, a: BlockId, b: BlockId) -> Result<(), TransformError> {
        let k = self.func.block(a).term.targets().iter().position(|t| t.block == b).ok_or_else(|| {
            TransformError(format!("there is no edge ({}, {})", self.func.block(a).name, self.func.block(b).name))
        })?;
        self.delete_edge_ref(a, k)
    }

    /// Removes the `k`-th target reference from `a`'s terminator. A switch loses the
    /// case; when the default goes, the last case becomes the default; when the last
    /// target goes, the terminator becomes a return.
    fn remove_reference(&mut self, a: BlockId, k: usize) -> Result<(), TransformError> {
        let term = &mut self.func.block_mut(a).term;
        match term {
            Terminator::Branch(_) => return self.make_return(a),
            Terminator::Switch { cases, default, .. } => {
                if k < cases.len() {
                    cases.remove(k);
                } else if let Some((_, last)) = cases.pop() {
                    *default = last;
                } else {
                    return self.make_return(a);
                }
            }
            Terminator::Return(_) => unreachable!("target_of checked that the reference exists"),
        }
        Ok(())
    }

    /// Removes blocks that became unreachable (the old dominator subtree `r`, root
    /// first, marked in the scratch marks, already out of D), with their edges: from
    /// the function, F and the predecessor lists. Blocks outside `r` that lose
    /// predecessors get their idoms repaired as for a deleted edge.
    fn remove_blocks(&mut self, r: &[BlockId], candidates: &[super::LoopId]) -> Result<(), TransformError> {
        // One pass over R leaves the function: each block's edges out of R leave the
        // targets' predecessor lists, its own list empties and its slot is retired.
        let mut outside_targets = std::mem::take(&mut self.lists.targets);
        let (func, preds, marks, spare) = (&mut self.func, &mut self.preds, &self.marks, &mut self.spare);
        for &x in r {
            func.block(x).term.for_each_succ(|s| {
                if !marks.is_marked(s) {
                    let list = &mut preds[s.index()];
                    if let Some(i) = list.iter().position(|&p| p == x) {
                        list.swap_remove(i);
                    }
                    outside_targets.push(s);
                }
            });
            preds[x.index()].clear();
            spare.retire(func, x);
        }
        let marks = &self.marks;
        self.forest.forget_blocks(r, candidates, |x| marks.is_marked(x));
        if !outside_targets.is_empty() {
            // The targets first: only they lost predecessors, so only their equations
            // may fail in the tree without `R`; their other siblings keep theirs
            // (proofs-notes/edge-deletion.md, Case C), count as evaluated, and are
            // listed only if a target moves. Each block is listed once, by a mark
            // (`R`'s marks are done with).
            self.new_marks();
            let marks = &mut self.marks;
            outside_targets.retain(|&x| marks.mark(x));
            let targets = &outside_targets;
            self.repair_idoms_lazily(
                targets,
                |dom, marks, out| {
                    for &x in targets {
                        if let Some(d) = dom.idom(x) {
                            out.extend(dom.children(d).filter(|&s| marks.mark(s)));
                        }
                    }
                },
                None,
            );
        }
        give_back(&mut self.lists.targets, outside_targets);
        Ok(())
    }
}
