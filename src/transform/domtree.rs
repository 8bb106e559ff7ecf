//! The maintained dominator tree D of a function.
//!
//! Representation: per block id, the immediate dominator, the children and the depth
//! in the tree. Queries (`dominates`, `nca`) walk idom chains guided by depths, so an
//! update costs only the size of the subtrees it moves: there are no global DFS
//! numbers to renumber after each edit (that would make every edit O(n)).
//!
//! Updates are local: `add_leaf` for a fresh block, `copy_subtree` for fresh copies of
//! a subtree (of this tree or another function's), `set_idom` to re-hang a subtree,
//! `remove_subtree` for blocks that became unreachable, and `recompute_idoms`,
//! the Ramalingam–Reps style repair with the fixed-point variant of paper §7.
//! Nothing here computes dominators from scratch; `snapshot` turns the maintained tree
//! into an `analysis::DomTree` for the checker's comparison.
//!
//! Cost: the per-block tables are indexed by block id and only the entries of the
//! blocks an update touches are read or written; traversals use a scratch vector kept
//! across updates, so a repair allocates nothing once the scratch has grown.

use crate::analysis::DomTree;
use crate::counters::Counters;
use crate::ir::BlockId;

#[derive(Clone, Debug, Default)]
pub struct MaintainedDom {
    root: BlockId,
    idom: Vec<Option<BlockId>>,
    children: Vec<Vec<BlockId>>,
    depth: Vec<u32>,
    present: Vec<bool>,
    /// Scratch for depth shifts (empty between calls).
    stack: Vec<BlockId>,
    /// Scratch for the predecessor lists of `recompute_idoms` (empty between calls).
    preds: Vec<BlockId>,
}

impl MaintainedDom {
    /// Adopts a tree computed once (when the function enters the maintained world).
    pub fn from_tree(t: &DomTree) -> MaintainedDom {
        let n = t.capacity();
        let present: Vec<bool> = (0..n).map(|i| t.is_reachable(BlockId(i as u32))).collect();
        let idom = (0..n).map(|i| t.idom(BlockId(i as u32))).collect();
        let children = (0..n).map(|i| t.children(BlockId(i as u32)).to_vec()).collect();
        let depth = (0..n).map(|i| if present[i] { t.depth(BlockId(i as u32)) } else { 0 }).collect();
        MaintainedDom { root: t.root(), idom, children, depth, present, stack: Vec::new(), preds: Vec::new() }
    }

    /// Reserves room for `additional` more blocks.
    pub fn reserve(&mut self, additional: usize) {
        self.idom.reserve(additional);
        self.children.reserve(additional);
        self.depth.reserve(additional);
        self.present.reserve(additional);
    }

    /// The tree as an analysis value, for comparison with a fresh computation.
    pub fn snapshot(&self) -> DomTree {
        DomTree::from_idoms(self.root, self.idom.clone(), self.present.clone())
    }

    pub fn root(&self) -> BlockId {
        self.root
    }

    pub fn contains(&self, b: BlockId) -> bool {
        self.present.get(b.index()).copied().unwrap_or(false)
    }

    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        self.idom.get(b.index()).copied().flatten()
    }

    pub fn children(&self, b: BlockId) -> &[BlockId] {
        &self.children[b.index()]
    }

    pub fn depth(&self, b: BlockId) -> u32 {
        self.depth[b.index()]
    }

    fn grow(&mut self, b: BlockId) {
        let n = b.index() + 1;
        if self.idom.len() < n {
            self.idom.resize(n, None);
            self.children.resize(n, Vec::new());
            self.depth.resize(n, 0);
            self.present.resize(n, false);
        }
    }

    /// Does `a` dominate `b`? Walks up from `b` to `a`'s depth.
    pub fn dominates(&self, a: BlockId, b: BlockId, c: &mut Counters) -> bool {
        c.domination_queries += 1;
        if !self.contains(a) || !self.contains(b) {
            return false;
        }
        let mut x = b;
        while self.depth(x) > self.depth(a) {
            x = self.idom(x).expect("a non-root block has an idom");
        }
        x == a
    }

    /// Nearest common ancestor of two blocks of the tree.
    pub fn nca(&self, a: BlockId, b: BlockId, c: &mut Counters) -> BlockId {
        c.nca_queries += 1;
        let (mut a, mut b) = (a, b);
        while self.depth(a) > self.depth(b) {
            a = self.idom(a).expect("a non-root block has an idom");
        }
        while self.depth(b) > self.depth(a) {
            b = self.idom(b).expect("a non-root block has an idom");
        }
        while a != b {
            a = self.idom(a).expect("a non-root block has an idom");
            b = self.idom(b).expect("a non-root block has an idom");
        }
        a
    }

    /// Adds a fresh block as a leaf under `parent`.
    pub fn add_leaf(&mut self, b: BlockId, parent: BlockId) {
        self.grow(b);
        debug_assert!(!self.contains(b));
        self.present[b.index()] = true;
        self.idom[b.index()] = Some(parent);
        self.depth[b.index()] = self.depth(parent) + 1;
        self.children[parent.index()].push(b);
    }

    /// Adds to this tree a copy of the subtree of `root` in the tree `from` (this tree
    /// itself when `None`), restricted to the blocks `inside` accepts: the walk goes
    /// from `root` down through accepted children only, so a block is copied when it
    /// and every block between it and `root` are accepted (`root` always is). The copy
    /// of `root` becomes a leaf under `parent`, and the copy of every other copied `x`
    /// a child of the copy of its idom in `from`: the copied part keeps its shape, with
    /// each block's children in `from`'s order.
    ///
    /// Contract: `copy` maps the copied blocks to distinct fresh blocks, none of them in
    /// this tree, and `parent` is in this tree. The subtree is read as it is before
    /// the call, so copying within this tree sees none of the copies. Nothing else
    /// changes except `parent`'s children (the copy of `root` is appended last). Cost:
    /// the copied blocks and their children.
    pub fn copy_subtree(
        &mut self,
        from: Option<&MaintainedDom>,
        root: BlockId,
        parent: BlockId,
        inside: impl Fn(BlockId) -> bool,
        copy: impl Fn(BlockId) -> BlockId,
    ) {
        // The walk only reads `from`, so it is done first; each entry is a block and
        // the parent of its copy, in breadth-first order (a parent before its children).
        let links: Vec<(BlockId, BlockId)> = {
            let src = from.unwrap_or(self);
            let mut links = vec![(root, parent)];
            let mut i = 0;
            while i < links.len() {
                let x = links[i].0;
                i += 1;
                let cx = copy(x);
                links.extend(src.children(x).iter().filter(|c| inside(**c)).map(|&c| (c, cx)));
            }
            links
        };
        for (x, p) in links {
            self.add_leaf(copy(x), p);
        }
    }

    /// Makes `b` the new root (a fresh entry block that dominates the old root).
    pub fn add_root(&mut self, b: BlockId) {
        self.grow(b);
        let old = self.root;
        self.present[b.index()] = true;
        self.idom[b.index()] = None;
        self.depth[b.index()] = 0;
        self.root = b;
        self.idom[old.index()] = Some(b);
        self.children[b.index()].push(old);
        self.shift_depths(old, 1);
    }

    /// Re-hangs the subtree of `b` under `parent`.
    pub fn set_idom(&mut self, b: BlockId, parent: BlockId) {
        let old = self.idom(b).expect("the root's idom cannot change");
        if old == parent {
            return;
        }
        self.children[old.index()].retain(|&x| x != b);
        self.children[parent.index()].push(b);
        self.idom[b.index()] = Some(parent);
        let delta = (self.depth(parent) + 1) as i64 - self.depth(b) as i64;
        self.shift_depths(b, delta);
    }

    fn shift_depths(&mut self, b: BlockId, delta: i64) {
        if delta == 0 {
            return;
        }
        let mut stack = std::mem::take(&mut self.stack);
        stack.push(b);
        while let Some(x) = stack.pop() {
            self.depth[x.index()] = (self.depth[x.index()] as i64 + delta) as u32;
            stack.extend_from_slice(&self.children[x.index()]);
        }
        self.stack = stack;
    }

    /// The blocks of the subtree rooted at `b`, `b` first.
    pub fn subtree(&self, b: BlockId) -> Vec<BlockId> {
        let mut out = Vec::new();
        self.subtree_into(b, &mut out);
        out
    }

    /// Appends the blocks of the subtree rooted at `b` to `out` (`b` first, then
    /// breadth-first), using `out` itself as the work list.
    pub fn subtree_into(&self, b: BlockId, out: &mut Vec<BlockId>) {
        let start = out.len();
        out.push(b);
        let mut i = start;
        while i < out.len() {
            let x = out[i];
            out.extend_from_slice(&self.children[x.index()]);
            i += 1;
        }
    }

    /// Removes the subtree rooted at `b` (blocks that became unreachable).
    pub fn remove_subtree(&mut self, b: BlockId) -> Vec<BlockId> {
        let gone = self.subtree(b);
        self.remove_listed_subtree(&gone);
        gone
    }

    /// Removes the subtree listed in `gone`, which must be `subtree(gone[0])`.
    pub fn remove_listed_subtree(&mut self, gone: &[BlockId]) {
        let Some(&b) = gone.first() else { return };
        debug_assert_eq!(gone.len(), self.subtree(b).len());
        if let Some(p) = self.idom(b) {
            self.children[p.index()].retain(|&x| x != b);
        }
        for &x in gone {
            self.present[x.index()] = false;
            self.idom[x.index()] = None;
            self.children[x.index()].clear();
            self.depth[x.index()] = 0;
        }
    }

    /// Recomputes the idoms of `affected` (and keeps doing so until nothing changes)
    /// after edges were deleted from the graph: the Ramalingam–Reps repair with the
    /// fixed-point variant of paper §7 instead of a priority order.
    ///
    /// `forward_preds(v, out)` must put in `out` (which it receives empty) the distinct
    /// predecessors of `v` in the graph as it is now, leaving out back edges (`p → v` with `v` dominating `p` before the deletion:
    /// deleting an edge creates no back edge). For reducible graphs the idom of `v` is
    /// the nearest common ancestor of its forward predecessors, so iterating from the
    /// old tree converges to the new one. Callers pass, for each deleted edge `(u, w)`
    /// whose target stays reachable, the siblings of `w` (blocks with
    /// `idom(v) = idom(w)`): the affected set of Ramalingam–Reps.
    ///
    /// `max_passes` is a proven bound on the passes (Lemma 6 of
    /// proofs-notes/edge-deletion.md: `|A| + 1` for a single deletion); exceeding it is
    /// a broken invariant and stops with an internal error instead of spinning. Callers
    /// without a proven bound pass `None`.
    pub fn recompute_idoms(
        &mut self,
        affected: &[BlockId],
        forward_preds: &dyn Fn(BlockId, &mut Vec<BlockId>),
        max_passes: Option<usize>,
        c: &mut Counters,
    ) {
        let mut preds = std::mem::take(&mut self.preds);
        let mut passes = 0usize;
        loop {
            c.dominator_iterations += 1;
            passes += 1;
            if let Some(max) = max_passes {
                assert!(
                    passes <= max,
                    "internal error: the dominator repair did not converge in {max} passes over {} blocks",
                    affected.len()
                );
            }
            let mut changed = false;
            for &v in affected {
                if !self.contains(v) || v == self.root {
                    continue;
                }
                preds.clear();
                forward_preds(v, &mut preds);
                let mut live = preds.iter().copied().filter(|p| self.contains(*p));
                let Some(first) = live.next() else { continue };
                let mut new = first;
                for p in live {
                    new = self.nca(new, p, c);
                }
                // A forward predecessor is never dominated by `v`; the guard keeps the
                // tree a tree while stale idoms are being replaced.
                if self.idom(v) != Some(new) && new != v && !self.in_subtree(new, v) {
                    self.set_idom(v, new);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        preds.clear();
        self.preds = preds;
    }

    /// The siblings of `w` (blocks with the same idom), `w` included.
    pub fn siblings(&self, w: BlockId) -> Vec<BlockId> {
        let mut out = Vec::new();
        self.siblings_into(w, &mut out);
        out
    }

    /// Appends the siblings of `w` (`w` included) to `out`.
    pub fn siblings_into(&self, w: BlockId, out: &mut Vec<BlockId>) {
        match self.idom(w) {
            Some(d) => out.extend_from_slice(self.children(d)),
            None => out.push(w),
        }
    }

    /// Is `x` inside the subtree rooted at `root`?
    fn in_subtree(&self, x: BlockId, root: BlockId) -> bool {
        let mut y = x;
        while self.depth(y) > self.depth(root) {
            y = self.idom(y).expect("a non-root block has an idom");
        }
        y == root
    }
}
