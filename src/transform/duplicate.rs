//! Single-entry subgraph duplication (paper §1 "additive operations", slides
//! "Subgraph Duplication"): clone a region S with entry e, point some of e's incoming
//! edges at the clone e′, and clone S's part of D and F alongside.
//!
//! Preconditions (checked): e dominates S and every edge into S \ {e} comes from S; e
//! heads no loop, or only a loop wholly inside S (a whole loop is cloned, as loop
//! unswitching does); every loop is inside S, contains S, or is disjoint from it; S holds
//! no latch of a loop containing e; the redirected edges are forward edges into e from
//! outside S, and at least one forward edge into e stays.
//!
//! Maintenance (proofs-notes/duplicate.md):
//! - D: inside S′ the tree is a copy of S's; `idom(e′) = nca(redirected sources)`;
//!   `idom(e)` and the blocks outside S whose idom was in S (the places where S′ hooks
//!   back in) are repaired with the same fixed point as edge deletion.
//! - F: loops inside S are cloned (body, latch, exits mapped); S′ joins every loop that
//!   contains S and all redirected sources. Exits of cloned loops that now have
//!   predecessors in both copies are dedicated again, and loop headers outside S that
//!   gained a second forward predecessor get a fresh dedicated preheader.
//!   When e heads a loop, both it and its clone get a dedicated preheader.
//! - SSA/LCSSA: a register defined in S and used outside S ∪ S′ gets block parameters
//!   where the two copies' values merge (as in LCSSA repair).
//!
//! `duplicate_iterations` (below) clones a loop's body as a chain of iterations, before
//! the loop (peeling) or at its latch (unrolling): proofs-notes/loop-passes.md.

use super::{LoopId, Maintained, TransformError};
use crate::ir::{BlockId, Operand, Reg};
use std::collections::{BTreeSet, HashMap, HashSet};

impl Maintained {
    /// Duplicates `region` and redirects the edge references `redirect` (all into the
    /// region's entry) to the clone of the entry. Returns the map from original to
    /// cloned blocks.
    pub fn duplicate(
        &mut self,
        region: &[BlockId],
        redirect: &[(BlockId, usize)],
    ) -> Result<HashMap<BlockId, BlockId>, TransformError> {
        let s: HashSet<BlockId> = region.iter().copied().collect();
        let e = self.check_duplicable(&s, redirect)?;
        // In SSA every use of a register defined in S is dominated by its definition,
        // hence by e: the blocks outside S that can use one are e's dominator subtree
        // now, before D changes.
        let below_e: Vec<BlockId> = self.dom.subtree(e).into_iter().filter(|b| !s.contains(b)).collect();

        // IR: clone blocks and the registers they define; redirect the edges.
        let (bmap, rmap) = self.clone_region(region, redirect, e);

        // F first: back-edge classification during the D repair reads it.
        let outside_succs: BTreeSet<BlockId> = region
            .iter()
            .flat_map(|b| self.func.block(*b).term.succs().collect::<Vec<_>>())
            .filter(|x| !s.contains(x))
            .collect();
        let cloned_loops = self.clone_loops(&s, &bmap, redirect)?;
        let entry_loops = cloned_loops.iter().copied().find(|(l, _)| self.forest.get(*l).header == e);

        // D: copy the tree inside S, hang e′, repair where S′ hooks in.
        self.copy_dom(region, &s, (e, &bmap), redirect, &outside_succs);

        // Canonical form where the copies meet outside S.
        self.dedicate_meets(&s, cloned_loops, &outside_succs)?;

        // Dedicated preheaders when the entry heads a loop (cloned whole): the sources
        // of the redirected edges may now branch to both headers.
        if let Some((l, l2)) = entry_loops {
            for l in [l, l2] {
                self.dedicate_preheader(l)?;
            }
        }

        // SSA: merge the two copies' values where both reach a use outside.
        self.repair_duplicated_defs(&s, &bmap, &rmap, &below_e);
        Ok(bmap)
    }

    /// The IR part of `duplicate`: a clone of each block of `region` and of each
    /// register it defines, the clones' operands and targets renamed into the copy, their
    /// edges added to the predecessor lists, and the edge references `redirect` moved
    /// from `e` to its clone. Returns the block and register maps.
    fn clone_region(
        &mut self,
        region: &[BlockId],
        redirect: &[(BlockId, usize)],
        e: BlockId,
    ) -> (HashMap<BlockId, BlockId>, HashMap<Reg, Reg>) {
        let mut bmap: HashMap<BlockId, BlockId> = HashMap::new();
        for &b in region {
            let name = self.func.fresh_block_name(&format!("{}.dup", self.func.block(b).name));
            let clone = self.add_copy_of(b, name);
            self.grow(clone);
            bmap.insert(b, clone);
        }
        let mut rmap: HashMap<Reg, Reg> = HashMap::new();
        for &b in region {
            let block = self.func.block(b).clone();
            let defs = block.params.iter().copied().chain(block.insts.iter().filter_map(|i| i.dst));
            for r in defs.collect::<Vec<_>>() {
                let (name, ty) = (self.func.reg_name(r).to_string(), self.func.reg_ty(r).clone());
                let nr = self.new_reg(&name, ty, bmap[&b]);
                rmap.insert(r, nr);
            }
        }
        let rename = |o: &mut Operand| {
            if let Operand::Reg(r) = o {
                if let Some(n) = rmap.get(r) {
                    *r = *n;
                }
            }
        };
        for &b in region {
            let c = bmap[&b];
            let block = self.func.block_mut(c);
            for r in &mut block.params {
                *r = rmap[r];
            }
            for i in &mut block.insts {
                if let Some(d) = &mut i.dst {
                    *d = rmap[d];
                }
            }
            block.for_each_operand_mut(rename);
            for t in block.term.targets_mut() {
                if let Some(n) = bmap.get(&t.block) {
                    t.block = *n;
                }
            }
            let succs: Vec<BlockId> = block.term.succs().collect();
            for x in succs {
                self.preds[x.index()].push(c);
            }
        }
        let e2 = bmap[&e];
        for &(p, k) in redirect {
            self.func.block_mut(p).term.targets_mut()[k].block = e2;
            self.remove_pred(e, p);
            self.preds[e2.index()].push(p);
        }
        (bmap, rmap)
    }

    /// The D part of `duplicate`: the dominator subtree of `e` inside S copied under
    /// the nearest common ancestor of the redirected edges' sources, then the
    /// immediate dominators repaired where S′ hooks into the graph (the siblings of
    /// `e`, the children of S outside it, `outside_succs`, and their siblings).
    fn copy_dom(
        &mut self,
        region: &[BlockId],
        s: &HashSet<BlockId>,
        (e, bmap): (BlockId, &HashMap<BlockId, BlockId>),
        redirect: &[(BlockId, usize)],
        outside_succs: &BTreeSet<BlockId>,
    ) {
        let mut sources: Vec<BlockId> = redirect.iter().map(|r| r.0).collect();
        sources.sort();
        sources.dedup();
        let mut idom_e2 = sources[0];
        for &x in &sources[1..] {
            idom_e2 = self.dom.nca(idom_e2, x, &mut self.counters);
        }
        self.dom.copy_subtree(None, e, idom_e2, |x| s.contains(&x), |x| bmap[&x]);
        let mut affected: Vec<BlockId> = self.dom.siblings(e);
        for &x in region {
            affected.extend(self.dom.children(x).filter(|c| !s.contains(c)));
        }
        affected.extend(outside_succs.iter().copied());
        let more: Vec<BlockId> = affected.iter().flat_map(|x| self.dom.siblings(*x)).collect();
        affected.extend(more);
        affected.sort();
        affected.dedup();
        // No proven pass bound here (proofs-notes/duplicate.md).
        self.repair_idoms(&affected, affected.len(), None);
    }

    /// Canonical form where the copies meet outside S: the exits of each cloned loop
    /// pair dedicated, and the forward edges into a loop header outside S from more
    /// than one block split into one.
    fn dedicate_meets(
        &mut self,
        s: &HashSet<BlockId>,
        cloned_loops: Vec<(LoopId, LoopId)>,
        outside_succs: &BTreeSet<BlockId>,
    ) -> Result<(), TransformError> {
        for (l, l2) in cloned_loops {
            let exits: Vec<BlockId> = self.forest.get(l).exits.iter().copied().filter(|x| !s.contains(x)).collect();
            for x in exits {
                self.dedicate_exit(l, x)?;
                self.dedicate_exit(l2, x)?;
            }
        }
        for &y in outside_succs {
            if let Some(c) = self.forest.loop_with_header(y) {
                let fwd: Vec<(BlockId, usize)> =
                    self.refs_into(y).into_iter().filter(|(p, _)| !self.forest.contains(c, *p)).collect();
                let distinct: BTreeSet<BlockId> = fwd.iter().map(|r| r.0).collect();
                if distinct.len() > 1 {
                    self.split_edges(&fwd)?;
                }
            }
        }
        Ok(())
    }

    /// Makes the preheader of `l` dedicated (paper §2, Property 2.2) if it is not: when
    /// the header's forward predecessors are several blocks, or one block that also
    /// branches elsewhere, the forward edges into the header are split into one fresh
    /// block, which then is the dedicated preheader. Returns it (`None` when the
    /// preheader was dedicated already).
    pub(crate) fn dedicate_preheader(&mut self, l: LoopId) -> Result<Option<BlockId>, TransformError> {
        let h = self.forest.get(l).header;
        let fwd: Vec<(BlockId, usize)> =
            self.refs_into(h).into_iter().filter(|(p, _)| !self.forest.contains(l, *p)).collect();
        let Some(&(p, _)) = fwd.first() else {
            return Err(TransformError(format!(
                "the loop at `{}` has no preheader: its header is entered only by its back edge",
                self.func.block(h).name
            )));
        };
        let one_source = fwd.iter().all(|r| r.0 == p);
        if one_source && self.func.block(p).term.succs().all(|x| x == h) {
            return Ok(None);
        }
        self.split_edges(&fwd).map(Some)
    }

    /// Whether `duplicate(region, redirect)` would apply: `Err` is the precondition
    /// error it would refuse with, and nothing changes either way.
    pub fn check_duplicate(&self, region: &[BlockId], redirect: &[(BlockId, usize)]) -> Result<(), TransformError> {
        let s: HashSet<BlockId> = region.iter().copied().collect();
        self.check_duplicable(&s, redirect).map(|_| ())
    }

    fn check_duplicable(&self, s: &HashSet<BlockId>, redirect: &[(BlockId, usize)]) -> Result<BlockId, TransformError> {
        let err = |m: String| Err(TransformError(format!("cannot duplicate: {m}")));
        if s.is_empty() || redirect.is_empty() {
            return err("the region and the redirected edges must be non-empty".into());
        }
        for &b in s {
            if !self.func.is_live(b) {
                return err(format!("block id {} does not exist", b.0));
            }
        }
        let entries: Vec<BlockId> =
            s.iter().copied().filter(|b| self.preds[b.index()].iter().any(|p| !s.contains(p))).collect();
        let [e] = entries[..] else {
            return err(format!("the region must have exactly one entry block, it has {}", entries.len()));
        };
        if e == self.func.entry() {
            return err("the function's entry block cannot be duplicated".into());
        }
        if let Some(l) = self.forest.loop_with_header(e) {
            // A loop headed by the entry is cloned whole (loop unswitching); a region
            // holding only part of it would give the loop a second entry.
            if !self.forest.get(l).body.iter().all(|b| s.contains(b)) {
                return err(format!(
                    "the entry `{}` heads a loop that is not wholly inside the region",
                    self.func.block(e).name
                ));
            }
        }
        let mut c = self.counters;
        for &b in s {
            if !self.dom.dominates(e, b, &mut c) {
                return err(format!("`{}` is not dominated by the entry", self.func.block(b).name));
            }
        }
        for l in self.loops_meeting(s) {
            let body = &self.forest.get(l).body;
            let inside = body.iter().filter(|b| s.contains(b)).count();
            if inside != 0 && inside != body.len() && inside != s.len() {
                return err(format!(
                    "the loop at `{}` overlaps the region",
                    self.func.block(self.forest.get(l).header).name
                ));
            }
            if inside == s.len() && inside != body.len() && s.contains(&self.forest.get(l).latch) {
                return err(format!(
                    "the region holds the latch of the loop at `{}`",
                    self.func.block(self.forest.get(l).header).name
                ));
            }
        }
        for &(p, k) in redirect {
            if self.target_of(p, k)? != e || s.contains(&p) || self.forest.is_back_edge(p, e) {
                return err("every redirected edge must be a forward edge into the entry from outside".into());
            }
        }
        let redirected: Vec<BlockId> = redirect.iter().map(|r| r.0).collect();
        // The edges that keep the original reachable: forward edges from outside S (a
        // back edge into a loop-heading entry comes from S and does not count).
        let mut left: Vec<BlockId> = self.preds[e.index()].iter().copied().filter(|p| !s.contains(p)).collect();
        for p in &redirected {
            if let Some(i) = left.iter().position(|x| x == p) {
                left.swap_remove(i);
            }
        }
        if left.is_empty() {
            return err(
                "at least one edge into the entry must stay (otherwise the original becomes unreachable)".into()
            );
        }
        Ok(e)
    }

    /// The loops holding a block of `s`, in increasing id order (the order of
    /// `forest.ids()`): only these can overlap S or lie inside it.
    fn loops_meeting(&self, s: &HashSet<BlockId>) -> Vec<LoopId> {
        let mut v: Vec<LoopId> = s.iter().flat_map(|b| self.forest.enclosing(*b)).collect();
        v.sort();
        v.dedup();
        v
    }

    /// Clones the loops inside S and adds S′ to the loops containing S and the
    /// redirected sources. Returns the (original, clone) pairs.
    fn clone_loops(
        &mut self,
        s: &HashSet<BlockId>,
        bmap: &HashMap<BlockId, BlockId>,
        redirect: &[(BlockId, usize)],
    ) -> Result<Vec<(LoopId, LoopId)>, TransformError> {
        let map = |b: &BlockId| *bmap.get(b).unwrap_or(b);
        // The loops containing S′: those containing S (any block of it) and every source.
        let any = *s.iter().next().expect("non-empty");
        let home = self
            .forest
            .loops_of(any)
            .into_iter()
            .filter(|l| !self.forest.get(*l).body.iter().all(|b| s.contains(b)))
            .find(|l| redirect.iter().all(|r| self.forest.contains(*l, r.0)));
        let inner: Vec<LoopId> = self
            .loops_meeting(s)
            .into_iter()
            .filter(|l| self.forest.get(*l).body.iter().all(|b| s.contains(b)))
            .collect();
        let mut lmap: HashMap<LoopId, LoopId> = HashMap::new();
        for &l in &inner {
            let nl = self.forest.add_renamed_copy(l, map);
            lmap.insert(l, nl);
        }
        for &l in &inner {
            let parent = match self.forest.get(l).parent {
                Some(p) if lmap.contains_key(&p) => Some(lmap[&p]),
                _ => home,
            };
            self.forest.reparent(lmap[&l], parent);
        }
        if let Some(h) = home {
            let clones: Vec<BlockId> = s.iter().map(map).collect();
            for a in self.forest.ancestors(h) {
                self.forest.loop_mut(a).body.extend(clones.iter().copied());
            }
        }
        for &b in s {
            let inner_loop = self.forest.innermost(b).and_then(|l| lmap.get(&l).copied());
            self.forest.set_innermost(map(&b), inner_loop.or(home));
        }
        // A loop holding a redirected source but not e′ now exits to e′, and keeps e as
        // an exit only while some predecessor of e is still inside it.
        let (e, e2) = bmap
            .iter()
            .find(|(_, c)| redirect.iter().any(|r| self.target_of(r.0, r.1).ok() == Some(**c)))
            .map(|(a, b)| (*a, *b))
            .expect("the entry is cloned");
        let mut outer: Vec<LoopId> = redirect.iter().flat_map(|r| self.forest.loops_of(r.0)).collect();
        outer.sort();
        outer.dedup();
        for l in outer {
            if self.forest.contains(l, e2) {
                continue;
            }
            let e_stays = self.preds[e.index()].iter().any(|p| self.forest.contains(l, *p));
            let data = self.forest.loop_mut(l);
            data.exits.insert(e2);
            if !e_stays {
                data.exits.remove(&e);
            }
        }
        Ok(lmap.into_iter().collect())
    }

    /// For each register defined in S and used outside S ∪ S′ (in `outside`, the
    /// blocks e dominated before the duplication, less S), merge the original and the
    /// clone with block parameters where both can arrive.
    fn repair_duplicated_defs(
        &mut self,
        s: &HashSet<BlockId>,
        bmap: &HashMap<BlockId, BlockId>,
        rmap: &HashMap<Reg, Reg>,
        outside: &[BlockId],
    ) {
        let s2: HashSet<BlockId> = bmap.values().copied().collect();
        let mut regs: Vec<(Reg, Reg)> = rmap.iter().map(|(a, b)| (*a, *b)).collect();
        regs.sort();
        // One memo for all the registers, emptied for each: allocated once.
        let mut memo: HashMap<BlockId, Operand> = HashMap::new();
        for (r, r2) in regs {
            let users: Vec<BlockId> = outside.iter().copied().filter(|b| self.block_uses(*b, r)).collect();
            if users.is_empty() {
                continue;
            }
            memo.clear();
            let known = |_: &Maintained, b: BlockId| {
                if s.contains(&b) {
                    Some(Operand::Reg(r))
                } else if s2.contains(&b) {
                    Some(Operand::Reg(r2))
                } else {
                    None
                }
            };
            let (e, e2) = (self.def_block(r), self.def_block(r2));
            let inside = |m: &Maintained, c: LoopId| m.forest.contains(c, e) || m.forest.contains(c, e2);
            let ctx = super::Reconstruct { known: &known, force_param: &|_, _| false, defined_inside: &inside };
            for u in users {
                let v = self.reconstruct(r, u, &ctx, &mut memo);
                self.replace_uses(u, r, &v);
            }
        }
    }
}

/// Where `duplicate_iterations` puts the copies of a loop's body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Before the loop, entered from the preheader, as straight-line iterations whose
    /// last latch enters the loop (loop peeling, the slides' "usurp latch").
    BeforeLoop,
    /// Inside the loop, after the latch: the latch enters the first copy and the last
    /// copy's latch is the loop's back edge (loop unrolling, "over, under, pull it
    /// tight").
    AtLatch,
}

impl Maintained {
    /// Single-entry subgraph duplication of a loop's body `n` times as a chain of
    /// iterations (slides "Loop Unrolling", "Loop Peeling"). Copy `j` of the body `B`
    /// of the loop `l` (header `h`, latch `t`) is `B` with fresh blocks and registers,
    /// except that its references to `h` (its back edge) go to the next copy's header,
    /// the last copy's to `h` itself. The first copy is entered by the preheader's
    /// edges into `h` (`BeforeLoop`) or by the latch's back edges (`AtLatch`). Returns
    /// the map from original to cloned blocks of each copy, in chain order.
    ///
    /// Maintenance (proofs-notes/loop-passes.md):
    /// - D: each copy's tree is a copy of `B`'s with `idom(h_1)` the redirected source
    ///   and `idom(h_{j+1}) = t_j`; `BeforeLoop` makes `t_n` the only forward
    ///   predecessor of `h`, hence its idom; the blocks outside whose idom was in `B`
    ///   (where the copies hook back in) are repaired by the fixed point, as for
    ///   `duplicate`.
    /// - F: the loops strictly inside `l` are cloned per copy; the copies join `l` and
    ///   its ancestors (`AtLatch`, and `t_n` becomes `l`'s unique latch) or only the
    ///   ancestors (`BeforeLoop`). The exits of `l` and of the cloned loops outside `B`
    ///   are dedicated again where both copies now reach them, and `BeforeLoop` gives
    ///   `h` a dedicated preheader when `t_n` also branches elsewhere.
    /// - SSA/LCSSA: registers of `B` are used only inside `l` (LCSSA), so each copy
    ///   reads its own registers and hands the next copy (or `h`) its values through
    ///   the header's parameters, exactly as the back edge did.
    ///
    /// Cost: the copies, the loops inside `l` and the blocks `B` reaches directly.
    pub fn duplicate_iterations(
        &mut self,
        l: LoopId,
        n: usize,
        place: Placement,
    ) -> Result<Vec<HashMap<BlockId, BlockId>>, TransformError> {
        let it = self.plan_iterations(l, n, place)?;
        // IR, then F before D: the D repair classifies back edges with F.
        let maps = self.clone_iteration_blocks(&it);
        let clones = self.clone_iteration_loops(&it, &maps);
        self.copy_iteration_doms(&it, &maps);
        self.canonicalize_iterations(&it, &clones)?;
        Ok(maps)
    }

    /// The checks of `duplicate_iterations` and what it reads of the loop before any
    /// change.
    fn plan_iterations(&self, l: LoopId, n: usize, place: Placement) -> Result<Iterations, TransformError> {
        if !self.forest.is_live(l) {
            return Err(TransformError("no such loop".into()));
        }
        let data = self.forest.get(l);
        let (h, t) = (data.header, data.latch);
        let hname = &self.func.block(h).name;
        if n == 0 {
            return Err(TransformError("at least one copy of the loop body is needed".into()));
        }
        let pre: Vec<(BlockId, usize)> =
            self.refs_into(h).into_iter().filter(|(p, _)| !self.forest.contains(l, *p)).collect();
        if pre.is_empty() {
            return Err(TransformError(format!(
                "the loop at `{hname}` has no preheader: its header is entered only by its back edge"
            )));
        }
        let body: Vec<BlockId> = data.body.iter().copied().collect();
        let s: HashSet<BlockId> = body.iter().copied().collect();
        let limit = 100_000usize;
        if body.len().saturating_mul(n) > limit {
            return Err(TransformError(format!(
                "{n} copies of the {}-block body of the loop at `{hname}` exceed the limit of {limit} new blocks",
                body.len()
            )));
        }
        let redirect: Vec<(BlockId, usize)> = match place {
            Placement::BeforeLoop => pre,
            Placement::AtLatch => self.refs_into(h).into_iter().filter(|(p, _)| *p == t).collect(),
        };
        // The loops strictly inside `l`, parents before children.
        let mut inner: Vec<LoopId> = Vec::new();
        let mut stack: Vec<LoopId> = data.children.clone();
        while let Some(c) = stack.pop() {
            inner.push(c);
            stack.extend(self.forest.get(c).children.iter().copied());
        }
        inner.sort();
        // Blocks outside `B` that `B` reaches or whose idom is in `B`: where copies
        // hook back in, the only places outside whose idom can change.
        let mut hooks: Vec<BlockId> = Vec::new();
        for &b in &body {
            hooks.extend(self.func.block(b).term.succs().filter(|x| !s.contains(x)));
            hooks.extend(self.dom.children(b).filter(|x| !s.contains(x)));
        }
        Ok(Iterations { l, n, place, h, t, parent: data.parent, body, s, redirect, inner, hooks })
    }

    /// IR: the `n` copies of the body with fresh blocks and registers, chained through
    /// their references to `h`, and the redirected edges moved to the first copy's
    /// header. Returns the block map of each copy, in chain order.
    fn clone_iteration_blocks(&mut self, it: &Iterations) -> Vec<HashMap<BlockId, BlockId>> {
        let (h, n, body) = (it.h, it.n, &it.body);
        let suffix = match it.place {
            Placement::BeforeLoop => "peel",
            Placement::AtLatch => "unroll",
        };
        let mut maps: Vec<HashMap<BlockId, BlockId>> = Vec::with_capacity(n);
        for j in 1..=n {
            let mut bmap: HashMap<BlockId, BlockId> = HashMap::new();
            for &b in body {
                let name = self.func.fresh_block_name(&format!("{}.{suffix}{j}", self.func.block(b).name));
                let clone = self.add_copy_of(b, name);
                self.grow(clone);
                bmap.insert(b, clone);
            }
            maps.push(bmap);
        }
        for j in 0..n {
            let bmap = &maps[j];
            let next = if j + 1 < n { maps[j + 1][&h] } else { h };
            let mut rmap: HashMap<Reg, Reg> = HashMap::new();
            for &b in body {
                let block = self.func.block(b).clone();
                let defs = block.params.iter().copied().chain(block.insts.iter().filter_map(|i| i.dst));
                for r in defs.collect::<Vec<_>>() {
                    let (name, ty) = (self.func.reg_name(r).to_string(), self.func.reg_ty(r).clone());
                    let nr = self.new_reg(&name, ty, bmap[&b]);
                    rmap.insert(r, nr);
                }
            }
            for &b in body {
                let c = bmap[&b];
                let block = self.func.block_mut(c);
                for r in &mut block.params {
                    *r = rmap[r];
                }
                for i in &mut block.insts {
                    if let Some(d) = &mut i.dst {
                        *d = rmap[d];
                    }
                }
                block.for_each_operand_mut(|o| {
                    if let Operand::Reg(r) = o {
                        if let Some(x) = rmap.get(r) {
                            *r = *x;
                        }
                    }
                });
                for tg in block.term.targets_mut() {
                    if tg.block == h {
                        tg.block = next;
                    } else if let Some(x) = bmap.get(&tg.block) {
                        tg.block = *x;
                    }
                }
                let succs: Vec<BlockId> = block.term.succs().collect();
                for x in succs {
                    self.preds[x.index()].push(c);
                }
            }
        }
        let h1 = maps[0][&h];
        for &(p, k) in &it.redirect {
            self.func.block_mut(p).term.targets_mut()[k].block = h1;
            self.remove_pred(h, p);
            self.preds[h1.index()].push(p);
        }
        maps
    }

    /// F: the loops strictly inside `l` cloned per copy, under the copy's own clones or
    /// else under `home` (`l` for `AtLatch`, `l`'s parent for `BeforeLoop`), whose
    /// ancestors gain the copies; for `AtLatch` the last copy's latch becomes `l`'s.
    /// Returns the (original, clone) pairs of all copies.
    fn clone_iteration_loops(&mut self, it: &Iterations, maps: &[HashMap<BlockId, BlockId>]) -> Vec<(LoopId, LoopId)> {
        let home = match it.place {
            Placement::BeforeLoop => it.parent,
            Placement::AtLatch => Some(it.l),
        };
        let mut clones: Vec<(LoopId, LoopId)> = Vec::new();
        for bmap in maps {
            let map = |b: &BlockId| *bmap.get(b).unwrap_or(b);
            let mut lmap: HashMap<LoopId, LoopId> = HashMap::new();
            for &c in &it.inner {
                let nl = self.forest.add_renamed_copy(c, map);
                lmap.insert(c, nl);
                clones.push((c, nl));
            }
            for &c in &it.inner {
                let parent = match self.forest.get(c).parent {
                    Some(p) if lmap.contains_key(&p) => Some(lmap[&p]),
                    _ => home,
                };
                self.forest.reparent(lmap[&c], parent);
            }
            if let Some(hl) = home {
                for a in self.forest.ancestors(hl) {
                    self.forest.loop_mut(a).body.extend(bmap.values().copied());
                }
            }
            for &b in &it.body {
                let innermost = self.forest.innermost(b).and_then(|c| lmap.get(&c).copied());
                self.forest.set_innermost(bmap[&b], innermost.or(home));
            }
        }
        if it.place == Placement::AtLatch {
            self.forest.loop_mut(it.l).latch = maps[it.n - 1][&it.t];
        }
        clones
    }

    /// D: each copy's tree is a copy of the body's, the first under the redirected
    /// source and each next one under the previous copy's latch; for `BeforeLoop` the
    /// last copy's latch becomes `h`'s idom. Then the fixed point repairs the places
    /// where the copies hook back in.
    fn copy_iteration_doms(&mut self, it: &Iterations, maps: &[HashMap<BlockId, BlockId>]) {
        let (h, t, s) = (it.h, it.t, &it.s);
        for (j, bmap) in maps.iter().enumerate() {
            let top = if j == 0 { it.redirect[0].0 } else { maps[j - 1][&t] };
            self.dom.copy_subtree(None, h, top, |x| s.contains(&x), |x| bmap[&x]);
        }
        if it.place == Placement::BeforeLoop {
            self.dom.set_idom(h, maps[it.n - 1][&t]);
        }
        let mut affected = it.hooks.clone();
        let more: Vec<BlockId> = it.hooks.iter().flat_map(|x| self.dom.siblings(*x)).collect();
        affected.extend(more);
        affected.retain(|x| !s.contains(x));
        affected.sort();
        affected.dedup();
        // No proven pass bound (as for `duplicate`, proofs-notes/duplicate.md).
        self.repair_idoms(&affected, affected.len(), None);
    }

    /// Canonical form: exits reached by several copies, the preheader of `h`. Each
    /// loop of a group (an original and its clones) gets its own exit block before
    /// any enclosing loop is looked at, innermost groups first: an enclosing loop's
    /// split would otherwise take the references of two sibling clones into one
    /// block, dedicated to neither. Then the enclosing loops, innermost first.
    fn canonicalize_iterations(&mut self, it: &Iterations, clones: &[(LoopId, LoopId)]) -> Result<(), TransformError> {
        let mut originals: Vec<LoopId> = it.inner.clone();
        originals.sort_by_key(|c| std::cmp::Reverse(self.forest.ancestors(*c).len()));
        if it.place == Placement::BeforeLoop {
            originals.push(it.l);
        }
        let mut reached: Vec<BlockId> = Vec::new();
        for o in originals {
            let exits: Vec<BlockId> = self.forest.get(o).exits.iter().copied().filter(|x| !it.s.contains(x)).collect();
            for x in exits {
                self.dedicate_exit_here(o, x)?;
                for &(c, c2) in clones {
                    if c == o {
                        self.dedicate_exit_here(c2, x)?;
                    }
                }
                reached.push(x);
            }
        }
        reached.sort();
        reached.dedup();
        let around = match it.place {
            Placement::AtLatch => Some(it.l),
            Placement::BeforeLoop => it.parent,
        };
        if let Some(a0) = around {
            for a in self.forest.ancestors(a0) {
                for &x in &reached {
                    if self.forest.get(a).exits.contains(&x) {
                        self.dedicate_exit(a, x)?;
                    }
                }
            }
        }
        if it.place == Placement::BeforeLoop {
            self.dedicate_preheader(it.l)?;
        }
        Ok(())
    }
}

/// What `duplicate_iterations` reads of the loop `l` before it changes anything.
struct Iterations {
    l: LoopId,
    /// The number of copies.
    n: usize,
    place: Placement,
    /// The header and the latch of `l`.
    h: BlockId,
    t: BlockId,
    /// The loop around `l`.
    parent: Option<LoopId>,
    /// The body `B` of `l`, as a list and as a set.
    body: Vec<BlockId>,
    s: HashSet<BlockId>,
    /// The edge references into `h` that enter the first copy.
    redirect: Vec<(BlockId, usize)>,
    /// The loops strictly inside `l`, in increasing id order.
    inner: Vec<LoopId>,
    /// The blocks outside `B` where the copies hook back in (see `plan_iterations`).
    hooks: Vec<BlockId>,
}
