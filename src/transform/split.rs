//! Edge-set splitting (paper §2): a fresh empty block on a set of edges that share
//! a target, forwarding block parameters; and `dedicate_exit`, its use for exits.
//!
//! Maintenance argument (proofs-notes/split.md): for a new block `n` on edges from
//! sources S into `t`:
//! - D: `idom(n) = nca(S)`; when the edges are forward edges, `t`'s forward
//!   predecessors become `(old ones \ S) ∪ {n}` and `idom(t)` is their NCA; back
//!   edges do not take part in dominance, so `idom(t)` is unchanged for them.
//! - F: `n` belongs to exactly the loops that contain `t` and all of S (it reaches `t`,
//!   and its header dominates it iff it dominates all of S); when S are latches of the
//!   loop headed by `t`, `n` becomes its unique latch. Every loop that contains a
//!   source but not `n` gains `n` as an exit, and loses `t` as an exit when no
//!   remaining predecessor of `t` lies in it.

use super::{Maintained, TransformError};
use crate::ir::edit::EdgeRef;
use crate::ir::{edit, BlockId};

impl Maintained {
    /// Edge-set splitting as a public operation: splits the edge references `refs`
    /// (`(source, index into targets())`), which must all point to the same block `t`,
    /// and returns the new block. It keeps the always-canonical contract, so it refuses
    /// (a precondition error, the function untouched) a set that would break canonical
    /// form:
    /// - some but not all of the back edges into a header (two latches), or of the
    ///   edges entering a loop (no dedicated preheader);
    /// - some but not all of the edges from a loop into its exit `t`: the new block
    ///   would lie outside the loop while `t` keeps a predecessor inside, so `t` would
    ///   not be dedicated. Splitting all of them is what `dedicate_exit` does.
    ///
    /// The check costs the edges into `t` and the loops around the sources.
    pub fn split_edge_set(&mut self, refs: &[(BlockId, usize)]) -> Result<BlockId, TransformError> {
        let (a0, t) = self.shared_target(refs)?;
        let all = self.refs_into(t);
        let name = |b: BlockId| self.func.block(b).name.clone();
        let left = |keep: &dyn Fn(BlockId) -> bool| -> Vec<String> {
            let mut v: Vec<String> = all
                .iter()
                .filter(|r| keep(r.0) && !refs.contains(r))
                .map(|r| format!("({}, {})", name(r.0), name(t)))
                .collect();
            v.dedup();
            v
        };
        if self.forest.loop_with_header(t).is_some() {
            let back = self.forest.is_back_edge(a0, t);
            let missing = left(&|p| self.forest.is_back_edge(p, t) == back);
            if !missing.is_empty() {
                let (what, why) = if back {
                    ("back edges into", "it would have two latches")
                } else {
                    ("edges entering the loop at", "it would have no dedicated preheader")
                };
                return Err(TransformError(format!(
                    "splitting only some of the {what} `{}` would leave the function out of canonical form ({why}): split {} too",
                    name(t),
                    missing.join(", ")
                )));
            }
        }
        let mut sources: Vec<BlockId> = refs.iter().map(|r| r.0).collect();
        sources.sort();
        sources.dedup();
        for &s in &sources {
            for l in self.forest.loops_of(s) {
                if self.forest.contains(l, t) {
                    continue;
                }
                let missing = left(&|p| self.forest.contains(l, p));
                if !missing.is_empty() {
                    let h = name(self.forest.get(l).header);
                    return Err(TransformError(format!(
                        "`{}` is an exit of the loop at `{h}`: splitting only some of the loop's edges into it would leave it undedicated (canonical form, Property 2.3); split {} too, or use DedicateExit",
                        name(t),
                        missing.join(", ")
                    )));
                }
            }
        }
        self.split_edges(refs)
    }

    /// Splits the edge references `refs` (`(source, index into targets())`), which must
    /// all point to the same block. Returns the new block. The building block of the
    /// other operations, which use it on states they repair afterwards: it does not
    /// refuse sets that leave an exit undedicated (`split_edge_set` does).
    pub(crate) fn split_edges(&mut self, refs: &[(BlockId, usize)]) -> Result<BlockId, TransformError> {
        let (_, t) = self.shared_target(refs)?;
        let sources: Vec<BlockId> = {
            let mut s: Vec<BlockId> = refs.iter().map(|r| r.0).collect();
            s.sort();
            s.dedup();
            s
        };
        let back = sources.iter().all(|s| self.forest.is_back_edge(*s, t));
        if !back && sources.iter().any(|s| self.forest.is_back_edge(*s, t)) {
            return Err(TransformError("split_edges: cannot split back and forward edges together".into()));
        }

        // IR: the plain edit (fresh block forwarding the target's parameters), then the
        // maintained side tables.
        let name = format!("{}.split", self.func.block(t).name);
        let edge_refs: Vec<EdgeRef> = refs.iter().map(|&(from, index)| EdgeRef { from, index }).collect();
        let shell = self.spare_block();
        let n = edit::split_edge_refs_in(&mut self.func, t, &edge_refs, &name, shell);
        self.grow(n);
        for i in 0..self.func.block(n).params.len() {
            let r = self.func.block(n).params[i];
            if self.def_block.len() <= r.index() {
                self.def_block.resize(r.index() + 1, n);
            }
            self.def_block[r.index()] = n;
        }
        for &(a, _) in refs {
            self.remove_pred(t, a);
            self.preds[n.index()].push(a);
        }
        self.preds[t.index()].push(n);

        // D.
        let mut idom_n = sources[0];
        for &s in &sources[1..] {
            idom_n = self.dom.nca(idom_n, s, &mut self.counters);
        }
        self.dom.add_leaf(n, idom_n);
        // `t`'s forward predecessors are now `(old \ S) ∪ {n}`: their NCA is the old
        // `idom(t)` when some old one is left (`NCA(n, others) = NCA(NCA(S), others)`),
        // else `n` (proofs-notes/split.md). No NCA over all of them: an exit that many
        // copies reach (unrolling) has as many predecessors, and each split would
        // walk them all.
        if !back && !self.preds[t.index()].iter().any(|&p| p != n && !self.forest.is_back_edge(p, t)) {
            self.dom.set_idom(t, n);
        }

        // F: membership, latch, exits.
        let home = self.forest.enclosing(t).find(|l| sources.iter().all(|s| self.forest.contains(*l, *s)));
        let mut around = home;
        while let Some(l) = around {
            self.forest.loop_mut(l).body.insert(n);
            around = self.forest.get(l).parent;
        }
        if let (Some(h), true) = (home, back) {
            self.forest.loop_mut(h).latch = n;
        }
        self.forest.set_innermost(n, home);
        let mut touched = self.pool.take_loops();
        for &s in &sources {
            touched.extend(self.forest.enclosing(s));
        }
        touched.sort_unstable();
        touched.dedup();
        for &l in &touched {
            if self.forest.contains(l, n) {
                continue;
            }
            let t_still_exit = self.preds[t.index()].iter().any(|p| self.forest.contains(l, *p));
            let data = self.forest.loop_mut(l);
            data.exits.insert(n);
            if !t_still_exit {
                data.exits.remove(&t);
            }
        }
        self.pool.give_loops(touched);
        Ok(n)
    }

    /// The block that all the edge references `refs` point to, with the source of the
    /// first: refuses an empty set, a reference that does not exist, and references
    /// into different blocks (`split_edge_set` and `split_edges` share these checks and
    /// their messages).
    fn shared_target(&self, refs: &[(BlockId, usize)]) -> Result<(BlockId, BlockId), TransformError> {
        let Some(&(a0, k0)) = refs.first() else {
            return Err(TransformError("split_edges needs at least one edge".into()));
        };
        let t = self.target_of(a0, k0)?;
        for &(a, k) in refs {
            if self.target_of(a, k)? != t {
                return Err(TransformError("split_edges: the edges do not share a target".into()));
            }
        }
        Ok((a0, t))
    }

    /// The block an edge reference points to.
    pub fn target_of(&self, a: BlockId, k: usize) -> Result<BlockId, TransformError> {
        if !self.func.is_live(a) {
            return Err(TransformError(format!("block id {} does not exist", a.0)));
        }
        self.func
            .block(a)
            .term
            .target(k)
            .map(|t| t.block)
            .ok_or_else(|| TransformError(format!("block `{}` has no edge number {k}", self.func.block(a).name)))
    }

    /// All edge references into `y`, by predecessor.
    pub(crate) fn refs_into(&self, y: BlockId) -> Vec<(BlockId, usize)> {
        let mut refs = Vec::new();
        for p in self.distinct_preds(y) {
            for (k, t) in self.func.block(p).term.targets_iter().enumerate() {
                if t.block == y {
                    refs.push((p, k));
                }
            }
        }
        refs
    }

    /// All edge references from blocks in loop `l` to `x`.
    ///
    /// Reads the smaller of `x`'s predecessors and `l`'s body: an exit that many
    /// copies of a loop reach (unrolling) has as many predecessors, while each copy's
    /// body stays small.
    fn refs_from_loop(&self, l: super::LoopId, x: BlockId) -> Vec<(BlockId, usize)> {
        let body = &self.forest.get(l).body;
        if self.preds[x.index()].len() <= body.len() {
            return self.refs_into(x).into_iter().filter(|(p, _)| self.forest.contains(l, *p)).collect();
        }
        let mut refs = Vec::new();
        for &p in body {
            for (k, t) in self.func.block(p).term.targets_iter().enumerate() {
                if t.block == x {
                    refs.push((p, k));
                }
            }
        }
        refs
    }

    /// Makes `x` a dedicated exit of `l` (paper §2) if it is not one: splits the edges
    /// from `l`'s body into `x`, and the new block becomes the exit. Returns it (`None`
    /// when `x` is already dedicated or is no exit of `l`, a block of its body included).
    ///
    /// `x` may also be an exit of loops enclosing `l`; the new block lies outside them
    /// (it joins only loops that contain `x`), so `x` may stop being dedicated for an
    /// enclosing loop that still has other predecessors of `x` inside: those are
    /// dedicated in turn, innermost first. (This needs the enclosing loops' bodies to
    /// be exact; ejection, which works while they are not, uses `dedicate_exit_here`.)
    pub fn dedicate_exit(&mut self, l: super::LoopId, x: BlockId) -> Result<Option<BlockId>, TransformError> {
        let Some(n) = self.dedicate_exit_here(l, x)? else { return Ok(None) };
        let outer: Vec<super::LoopId> = self.forest.ancestors(l).into_iter().skip(1).collect();
        for a in outer {
            if self.forest.get(a).exits.contains(&x) {
                self.dedicate_exit(a, x)?;
            }
        }
        Ok(Some(n))
    }

    /// `dedicate_exit` for `l` alone: the enclosing loops of which `x` is an exit are
    /// left as they are. Ejection uses it, because the bodies of the enclosing loops
    /// are still approximate when it handles `l` (dedicating `x` for them then would
    /// split edges from blocks they are about to lose) and its walk reaches each of
    /// them anyway (`eject_one` dedicates every undedicated exit of its loop).
    pub(crate) fn dedicate_exit_here(
        &mut self,
        l: super::LoopId,
        x: BlockId,
    ) -> Result<Option<BlockId>, TransformError> {
        // A block of `l`'s body is no exit of `l` (its header has predecessors outside,
        // but the edges from the body into it are back edges, not exit edges).
        if self.forest.contains(l, x) {
            return Ok(None);
        }
        let dedicated = self.preds[x.index()].iter().all(|p| self.forest.contains(l, *p));
        let refs = self.refs_from_loop(l, x);
        // Not an exit (any more), or already dedicated: nothing to do.
        if dedicated || refs.is_empty() {
            return Ok(None);
        }
        self.split_edges(&refs).map(Some)
    }
}
