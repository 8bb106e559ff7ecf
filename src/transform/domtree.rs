//! The maintained dominator tree D of a function.
//!
//! Representation: per block id, one record holding the immediate dominator (or a
//! mark for the root, or for a block not in the tree) and the links of the children
//! lists (intrusive: first and last child, previous and next sibling), and (unless
//! the tree was built with `DomStrategy::DepthWalk`) an interval of labels: the block's
//! entry and exit tokens in the DFS (Euler) tour of the tree, kept in an
//! order-maintenance list (`labels.rs`). A subtree's tokens are a contiguous run of the
//! tour, so `a` dominates `b` exactly when `a`'s interval contains `b`'s: two
//! comparisons. The method is that of the incremental-dominator notes (DFS entry/exit
//! times with gaps between them), with the notes' fallback on a used-up gap (recompute)
//! replaced by list labelling in the manner of Dietz and Sleator, as simplified by
//! Bender et al. (2002): a local range is relabelled, with O(log n) relabels per
//! inserted token, amortized. Why the labels nest exactly as the tree does after every
//! update: proofs-notes/dominance-labels.md.
//!
//! Updates are local: `add_leaf` for a fresh block (two tokens before its parent's
//! exit), `copy_subtree` for fresh copies of a subtree (of this tree or another
//! function's: one run of tokens, spliced in at once), `set_idom` to re-hang a subtree
//! (its run of tokens moves with it and is labelled in its new gap), `contract` to
//! remove a block whose children move up to its idom (straightening; two tokens
//! unlinked), `remove_subtree` for blocks that became unreachable (their run is
//! unlinked; its labels become gap), and `recompute_idoms`, the Ramalingam–Reps style
//! repair with the fixed-point variant of paper §7, made of `set_idom`s (and
//! `recompute_idoms_lazily`, the same repair listing the blocks known to be settled
//! only once the tree changes: proofs-notes/edge-deletion.md). Nothing here
//! computes dominators from scratch; `snapshot` turns the maintained tree into an
//! `analysis::DomTree` for the checker's comparison, and `interval` shows the labels to
//! the checker.
//!
//! Queries: `dominates` compares labels; `nca` walks up from both blocks in turn until
//! one walk reaches a block that dominates the other's start, so it costs twice the
//! shorter distance to the answer. No depths are kept: labels answer everything the
//! depths did. With `DomStrategy::DepthWalk` (kept for the benchmark's comparison) the
//! tree keeps depths instead and both queries walk idom chains guided by them, O(depth)
//! per query, and every re-hang shifts the depths of the subtree it moves.
//!
//! Cost: the per-block tables are indexed by block id and only the entries of the
//! blocks an update touches are read or written; a block leaves or joins a children
//! list in O(1); `add_leaf`, `add_root`, `contract` (but for its children's idoms)
//! and putting a fresh block between a block and its idom
//! (`set_idom`'s wrap case) are O(1) plus the amortized relabels; any other `set_idom`
//! and `copy_subtree` cost the subtree they move or create (its labels in the new gap)
//! plus the amortized relabels. Traversals use scratch vectors kept across updates, so
//! a repair allocates nothing once the scratch has grown.

use super::labels::{Exhaustion, OrderList, HEAD, TAIL};
use crate::analysis::DomTree;
use crate::counters::Counters;
use crate::ir::BlockId;

/// How a maintained tree answers `dominates` and `nca`, chosen when it is built.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DomStrategy {
    /// Walk idom chains guided by depths: no labels to keep, O(depth) per query.
    DepthWalk,
    /// DFS interval labels, a used-up gap relabelling a local range (the default).
    #[default]
    Relabel,
    /// DFS interval labels 64 apart, a used-up gap renumbering every label (the
    /// incremental-dominator notes' fallback).
    Renumber,
}

impl DomStrategy {
    pub const ALL: [DomStrategy; 3] = [DomStrategy::DepthWalk, DomStrategy::Relabel, DomStrategy::Renumber];

    pub fn name(self) -> &'static str {
        match self {
            DomStrategy::DepthWalk => "depth walk",
            DomStrategy::Relabel => "intervals, local relabel",
            DomStrategy::Renumber => "intervals, renumber all",
        }
    }
}

/// No block: an empty end of a children list.
const NIL: u32 = u32::MAX;

/// In `Kin::idom`: the block is not in the tree.
const ABSENT: u32 = u32::MAX;
/// In `Kin::idom`: the block is the root (in the tree, without an idom).
const ROOT: u32 = u32::MAX - 1;

/// A block's place in the tree: its idom (or `ABSENT`, or `ROOT`), its links in the
/// children lists (its first and last child, its siblings before and after it, `NIL`
/// for none) and how many children it has. One record per block, so that an update
/// reads and writes one place per block it touches. The lists are intrusive: a child
/// leaves its list, or joins one at the end, in O(1), and no block owns a vector.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Kin {
    idom: u32,
    first: u32,
    last: u32,
    prev: u32,
    next: u32,
    count: u32,
}

impl Kin {
    /// A block not in the tree: no idom, no children, in no list.
    const ALONE: Kin = Kin { idom: ABSENT, first: NIL, last: NIL, prev: NIL, next: NIL, count: 0 };
}

/// The children of a block, in order (`MaintainedDom::children`).
pub struct Children<'a> {
    kin: &'a [Kin],
    at: u32,
}

impl Iterator for Children<'_> {
    type Item = BlockId;

    fn next(&mut self) -> Option<BlockId> {
        if self.at == NIL {
            return None;
        }
        let b = self.at;
        self.at = self.kin[b as usize].next;
        Some(BlockId(b))
    }
}

/// The entry token of `b` in the Euler tour of the tree.
#[inline]
fn enter(b: BlockId) -> u32 {
    2 + 2 * b.0
}

/// The exit token of `b` in the Euler tour of the tree.
#[inline]
fn exit(b: BlockId) -> u32 {
    3 + 2 * b.0
}

/// Where the repair's round-robin goes on: the next position in the affected list
/// (the list's length for the start of a pass), the evaluations since the tree last
/// changed, and the passes opened so far.
struct Resume {
    at: usize,
    since_change: usize,
    passes: usize,
}

#[derive(Clone, Debug, Default)]
pub struct MaintainedDom {
    root: BlockId,
    /// Per block id, its idom and its place in the children lists.
    kin: Vec<Kin>,
    /// Depth in the tree per block id, kept only without labels (`DepthWalk`, whose
    /// walks need it); empty otherwise.
    depth: Vec<u32>,
    /// The Euler tour of the tree: `enter(b)`, the tours of `b`'s children, `exit(b)`.
    /// `None` for `DomStrategy::DepthWalk` (and in the placeholder `Default` value).
    tour: Option<OrderList>,
    /// Scratch for depth shifts and tours (empty between calls).
    stack: Vec<BlockId>,
    /// Scratch for the walks that link a subtree's tour: each block on the walk with
    /// its next child to visit (empty between calls).
    walk: Vec<(BlockId, u32)>,
    /// Scratch for the affected list of `recompute_idoms_lazily` (empty between calls).
    affected: Vec<BlockId>,
}

impl MaintainedDom {
    /// Adopts a tree computed once (when the function enters the maintained world),
    /// answering queries by labels relabelled locally (`DomStrategy::Relabel`).
    pub fn from_tree(t: &DomTree) -> MaintainedDom {
        MaintainedDom::with_strategy(t, DomStrategy::default())
    }

    /// Adopts a tree computed once, answering queries with `strategy`.
    pub fn with_strategy(t: &DomTree, strategy: DomStrategy) -> MaintainedDom {
        let n = t.capacity();
        let present: Vec<bool> = (0..n).map(|i| t.is_reachable(BlockId(i as u32))).collect();
        let depth = (0..n).map(|i| if present[i] { t.depth(BlockId(i as u32)) } else { 0 }).collect();
        let mut d = MaintainedDom {
            root: t.root(),
            kin: vec![Kin::ALONE; n],
            depth,
            tour: None,
            stack: Vec::new(),
            walk: Vec::new(),
            affected: Vec::new(),
        };
        for (i, &p) in present.iter().enumerate() {
            if p {
                d.put_idom(BlockId(i as u32), t.idom(BlockId(i as u32)));
            }
        }
        for i in 0..n {
            for &c in t.children(BlockId(i as u32)) {
                d.adopt(BlockId(i as u32), c);
            }
        }
        d.set_strategy(strategy);
        d
    }

    /// Makes this tree answer queries with `strategy`: unless it already does, the
    /// labels are rebuilt from the tree (which is unchanged), all of them, so this
    /// belongs where a tree is adopted, never between updates.
    pub fn set_strategy(&mut self, strategy: DomStrategy) {
        if self.tour.is_some() && self.strategy() == strategy {
            return;
        }
        let exhaustion = match strategy {
            DomStrategy::DepthWalk => None,
            DomStrategy::Relabel => Some(Exhaustion::Relabel),
            DomStrategy::Renumber => Some(Exhaustion::Renumber),
        };
        self.tour = exhaustion.map(|e| {
            let mut tokens = Vec::with_capacity(2 * self.kin.len());
            self.tour_tokens(self.root, &mut tokens);
            OrderList::from_sequence(e, &tokens)
        });
        self.depth.clear();
        if self.tour.is_none() {
            self.depth.resize(self.kin.len(), 0);
            let mut order = Vec::new();
            self.subtree_into(self.root, &mut order);
            for b in order {
                self.depth[b.index()] = self.idom(b).map_or(0, |p| self.depth[p.index()] + 1);
            }
        }
    }

    /// How this tree answers queries.
    pub fn strategy(&self) -> DomStrategy {
        match self.tour.as_ref().map(|t| t.exhaustion()) {
            None => DomStrategy::DepthWalk,
            Some(Exhaustion::Relabel) => DomStrategy::Relabel,
            Some(Exhaustion::Renumber) => DomStrategy::Renumber,
        }
    }

    /// Labels rewritten because a gap was used up, since the tree was built (0 for
    /// `DomStrategy::DepthWalk`).
    pub fn relabels(&self) -> u64 {
        self.tour.as_ref().map_or(0, |t| t.relabels())
    }

    /// Times an update found its gap of labels used up, since the tree was built.
    pub fn exhaustions(&self) -> u64 {
        self.tour.as_ref().map_or(0, |t| t.exhaustions())
    }

    /// The labels of `b`'s entry and exit in the tour of the tree, when the tree keeps
    /// labels and contains `b`: `a` dominates `b` iff `a`'s pair encloses `b`'s.
    pub fn interval(&self, b: BlockId) -> Option<(u64, u64)> {
        let t = self.tour.as_ref()?;
        self.contains(b).then(|| (t.label(enter(b)), t.label(exit(b))))
    }

    /// Appends the tokens of the tour of `b`'s subtree to `out`, in order (children in
    /// the order of their lists).
    fn tour_tokens(&self, b: BlockId, out: &mut Vec<u32>) {
        let mut stack: Vec<(BlockId, u32)> = vec![(b, self.kin[b.index()].first)];
        out.push(enter(b));
        while let Some(&mut (u, ref mut at)) = stack.last_mut() {
            if *at != NIL {
                let c = BlockId(*at);
                *at = self.kin[c.index()].next;
                out.push(enter(c));
                stack.push((c, self.kin[c.index()].first));
            } else {
                out.push(exit(u));
                stack.pop();
            }
        }
    }

    /// Links the tour of `b`'s subtree (children in the order of their lists) as a run
    /// of tokens not yet in the list, from `enter(b)`; returns its last token and its
    /// length. The tree must keep labels.
    fn link_tour_run(&mut self, b: BlockId) -> (u32, u64) {
        let mut stack = std::mem::take(&mut self.walk);
        let kin = &self.kin;
        let t = self.tour.as_mut().expect("a tree with labels");
        t.single(enter(b));
        let (mut last, mut k) = (enter(b), 1u64);
        stack.push((b, kin[b.index()].first));
        while let Some(&mut (u, ref mut at)) = stack.last_mut() {
            let next = if *at != NIL {
                let c = BlockId(*at);
                *at = kin[c.index()].next;
                stack.push((c, kin[c.index()].first));
                enter(c)
            } else {
                stack.pop();
                exit(u)
            };
            t.chain(last, next);
            last = next;
            k += 1;
        }
        self.walk = stack;
        (last, k)
    }

    /// Reserves room for `additional` more blocks.
    pub fn reserve(&mut self, additional: usize) {
        self.kin.reserve(additional);
        if self.tour.is_none() {
            self.depth.reserve(additional);
        }
        self.affected.reserve(additional);
        if let Some(t) = &mut self.tour {
            t.reserve(2 * additional);
        }
    }

    /// The tree as an analysis value, for comparison with a fresh computation.
    pub fn snapshot(&self) -> DomTree {
        let n = self.kin.len();
        let idom = (0..n).map(|i| self.idom(BlockId(i as u32))).collect();
        let present = (0..n).map(|i| self.contains(BlockId(i as u32))).collect();
        DomTree::from_idoms(self.root, idom, present)
    }

    pub fn root(&self) -> BlockId {
        self.root
    }

    #[inline]
    pub fn contains(&self, b: BlockId) -> bool {
        self.kin.get(b.index()).is_some_and(|k| k.idom != ABSENT)
    }

    #[inline]
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        match self.kin.get(b.index()) {
            Some(k) if k.idom < ROOT => Some(BlockId(k.idom)),
            _ => None,
        }
    }

    /// Records `b` in the tree with idom `p` (`None` for the root).
    #[inline]
    fn put_idom(&mut self, b: BlockId, p: Option<BlockId>) {
        self.kin[b.index()].idom = p.map_or(ROOT, |p| p.0);
    }

    /// The children of `b`, in order.
    pub fn children(&self, b: BlockId) -> Children<'_> {
        Children { kin: &self.kin, at: self.kin.get(b.index()).map_or(NIL, |k| k.first) }
    }

    /// How many children `b` has.
    pub fn num_children(&self, b: BlockId) -> usize {
        self.kin.get(b.index()).map_or(0, |k| k.count as usize)
    }

    /// The depth of `b` in the tree (0 for the root): from the table without labels,
    /// else by walking up, O(depth) (no transformation asks for it).
    pub fn depth(&self, b: BlockId) -> u32 {
        if self.tour.is_none() {
            return self.depth[b.index()];
        }
        let (mut d, mut x) = (0, b);
        while let Some(p) = self.idom(x) {
            d += 1;
            x = p;
        }
        d
    }

    fn grow(&mut self, b: BlockId) {
        let n = b.index() + 1;
        if self.kin.len() < n {
            self.kin.resize(n, Kin::ALONE);
        }
        if self.tour.is_none() && self.depth.len() < n {
            self.depth.resize(n, 0);
        }
        if let Some(t) = &mut self.tour {
            t.reserve_token(exit(b));
        }
    }

    /// Does `a` dominate `b`? With labels, `a`'s interval encloses `b`'s; without,
    /// walks up from `b` to `a`'s depth.
    pub fn dominates(&self, a: BlockId, b: BlockId, c: &mut Counters) -> bool {
        c.domination_queries += 1;
        if !self.contains(a) || !self.contains(b) {
            return false;
        }
        self.dominates_present(a, b)
    }

    /// `dominates` for two blocks of the tree.
    #[inline]
    fn dominates_present(&self, a: BlockId, b: BlockId) -> bool {
        match &self.tour {
            Some(t) => t.label(enter(a)) <= t.label(enter(b)) && t.label(exit(b)) <= t.label(exit(a)),
            None => {
                let mut x = b;
                while self.depth(x) > self.depth(a) {
                    x = self.idom(x).expect("a non-root block has an idom");
                }
                x == a
            }
        }
    }

    /// Nearest common ancestor of two blocks of the tree. With labels, walks up from
    /// `a` and from `b` in turn: the first ancestor of `a` that dominates `b` is the
    /// answer, and so is the first ancestor of `b` that dominates `a`, so whichever walk
    /// gets there first stops both (the root dominates everything, so neither walk goes
    /// past it). Without labels, walks both to equal depth and then together.
    pub fn nca(&self, a: BlockId, b: BlockId, c: &mut Counters) -> BlockId {
        c.nca_queries += 1;
        if self.tour.is_some() {
            let (mut x, mut y) = (a, b);
            loop {
                if self.dominates_present(x, b) {
                    return x;
                }
                if self.dominates_present(y, a) {
                    return y;
                }
                x = self.idom(x).expect("a block that does not dominate is not the root");
                y = self.idom(y).expect("a block that does not dominate is not the root");
            }
        }
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

    /// Adds a fresh block as a leaf under `parent`, last among its children: its two
    /// tokens go right before `parent`'s exit.
    pub fn add_leaf(&mut self, b: BlockId, parent: BlockId) {
        self.attach_leaf(b, parent);
        if let Some(t) = &mut self.tour {
            t.single(enter(b));
            t.chain(enter(b), exit(b));
            let x = t.prev(exit(parent));
            t.splice_after(x, enter(b), exit(b), 2);
        }
    }

    /// The tree part of `add_leaf`: `b` present, its idom, place among `parent`'s
    /// children and (without labels) depth; no labels.
    fn attach_leaf(&mut self, b: BlockId, parent: BlockId) {
        self.grow(b);
        debug_assert!(!self.contains(b));
        self.put_idom(b, Some(parent));
        if self.tour.is_none() {
            self.depth[b.index()] = self.depth[parent.index()] + 1;
        }
        self.adopt(parent, b);
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
    /// the copied blocks and their children, plus the amortized relabels of one run of
    /// twice as many tokens spliced in before `parent`'s exit.
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
                links.extend(src.children(x).filter(|c| inside(*c)).map(|c| (c, cx)));
            }
            links
        };
        for &(x, p) in &links {
            self.attach_leaf(copy(x), p);
        }
        // The copies form the whole subtree of `copy(root)`, whose tour is one run.
        if self.tour.is_some() {
            let first = enter(copy(root));
            let (last, k) = self.link_tour_run(copy(root));
            let t = self.tour.as_mut().expect("checked above");
            let x = t.prev(exit(parent));
            t.splice_after(x, first, last, k);
        }
    }

    /// Makes `b` the new root (a fresh entry block that dominates the old root): its
    /// entry goes first in the tour and its exit last.
    pub fn add_root(&mut self, b: BlockId) {
        self.grow(b);
        let old = self.root;
        self.put_idom(b, None);
        self.root = b;
        self.put_idom(old, Some(b));
        self.adopt(b, old);
        if self.tour.is_none() {
            self.depth[b.index()] = 0;
            self.shift_depths(old, 1);
        }
        if let Some(t) = &mut self.tour {
            t.insert_after(HEAD, enter(b));
            t.insert_before(TAIL, exit(b));
        }
    }

    /// Re-hangs the subtree of `b` under `parent`, last among its children. The run of
    /// tokens of `b`'s subtree moves, whole, to right before `parent`'s exit and is
    /// labelled in its new gap. When `parent` is a leaf beside `b` (a block just put
    /// between `b` and its idom), `parent`'s two tokens move around `b`'s run instead,
    /// so the labels cost O(1) amortized whatever the size of the subtree.
    pub fn set_idom(&mut self, b: BlockId, parent: BlockId) {
        let old = self.idom(b).expect("the root's idom cannot change");
        if old == parent {
            return;
        }
        let wrap = self.kin[parent.index()].first == NIL && self.idom(parent) == Some(old);
        self.unlist_child(old, b);
        self.adopt(parent, b);
        self.put_idom(b, Some(parent));
        let Some(t) = &mut self.tour else {
            let delta = (self.depth[parent.index()] + 1) as i64 - self.depth[b.index()] as i64;
            self.shift_depths(b, delta);
            return;
        };
        if wrap {
            // `parent`'s two tokens leave their place and go around `b`'s run.
            let before = t.prev(enter(b));
            let before = if before == exit(parent) { t.prev(enter(parent)) } else { before };
            t.move_after(before, enter(parent));
            t.move_after(exit(b), exit(parent));
            return;
        }
        if t.prev(enter(b)) == exit(parent) {
            // Adjacent case: `parent`'s tour ends right where `b`'s begins (`parent` is
            // the sibling before `b`, as for the join of a branch that lost an arm), so
            // moving `exit(parent)` past `tour(b)` makes `b` its last child.
            t.move_after(exit(b), exit(parent));
            return;
        }
        t.unlink(enter(b), exit(b));
        let mut k = 1u64;
        let mut x = enter(b);
        while x != exit(b) {
            x = t.next(x);
            k += 1;
        }
        let at = t.prev(exit(parent));
        t.splice_after(at, enter(b), exit(b), k);
    }

    /// Takes `b`, a child of `parent`, out of `parent`'s children, keeping the others'
    /// order: its neighbours are linked to each other.
    fn unlist_child(&mut self, parent: BlockId, b: BlockId) {
        let Kin { prev, next, .. } = self.kin[b.index()];
        self.bridge(parent, prev, next, next, prev);
        self.kin[parent.index()].count -= 1;
        let k = &mut self.kin[b.index()];
        k.prev = NIL;
        k.next = NIL;
    }

    /// Links what comes between `prev` and `next` in `parent`'s children (`NIL` for the
    /// list's ends): `prev` (or the list's start) now leads to `first`, and `next` (or
    /// the list's end) back to `last`.
    fn bridge(&mut self, parent: BlockId, prev: u32, next: u32, first: u32, last: u32) {
        match prev {
            NIL => self.kin[parent.index()].first = first,
            p => self.kin[p as usize].next = first,
        }
        match next {
            NIL => self.kin[parent.index()].last = last,
            n => self.kin[n as usize].prev = last,
        }
    }

    /// Appends `b`, in no list, to `parent`'s children.
    fn adopt(&mut self, parent: BlockId, b: BlockId) {
        let last = self.kin[parent.index()].last;
        match last {
            NIL => self.kin[parent.index()].first = b.0,
            l => self.kin[l as usize].next = b.0,
        }
        let p = &mut self.kin[parent.index()];
        p.last = b.0;
        p.count += 1;
        let k = &mut self.kin[b.index()];
        k.prev = last;
        k.next = NIL;
    }

    /// Puts `s`'s children, in order, in `s`'s place among `parent`'s children; `s`
    /// is left in no list and without children.
    fn splice_children_in_place(&mut self, parent: BlockId, s: BlockId) {
        let Kin { first, last, prev, next, count, .. } = self.kin[s.index()];
        if count == 0 {
            self.unlist_child(parent, s);
            return;
        }
        self.kin[first as usize].prev = prev;
        self.kin[last as usize].next = next;
        self.bridge(parent, prev, next, first, last);
        self.kin[parent.index()].count += count - 1;
        self.kin[s.index()] = Kin { idom: self.kin[s.index()].idom, ..Kin::ALONE };
    }

    fn shift_depths(&mut self, b: BlockId, delta: i64) {
        if delta == 0 {
            return;
        }
        let mut stack = std::mem::take(&mut self.stack);
        stack.push(b);
        while let Some(x) = stack.pop() {
            self.depth[x.index()] = (self.depth[x.index()] as i64 + delta) as u32;
            stack.extend(self.children(x));
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
            out.extend(self.children(x));
            i += 1;
        }
    }

    /// Removes `s`, a block other than the root, and hangs its children under its idom
    /// (where `s` was among the idom's children). The children's runs of tokens stay
    /// where they are: with `s`'s two tokens gone they lie directly inside the idom's
    /// run, which is its tour with the children in `s`'s place. So the labels cost O(1)
    /// whatever the size of the subtree; the tree part costs `s`'s children (and,
    /// without labels, the depth shift of their subtrees).
    pub fn contract(&mut self, s: BlockId) {
        let p = self.idom(s).expect("the root cannot be contracted");
        let mut c = self.kin[s.index()].first;
        while c != NIL {
            self.kin[c as usize].idom = p.0;
            if self.tour.is_none() {
                self.shift_depths(BlockId(c), -1);
            }
            c = self.kin[c as usize].next;
        }
        self.splice_children_in_place(p, s);
        if let Some(t) = &mut self.tour {
            t.unlink(enter(s), enter(s));
            t.unlink(exit(s), exit(s));
        }
        self.kin[s.index()].idom = ABSENT;
        if let Some(d) = self.depth.get_mut(s.index()) {
            *d = 0;
        }
    }

    /// Removes the subtree rooted at `b` (blocks that became unreachable) and returns
    /// its blocks, `b` first, then breadth-first.
    pub fn remove_subtree(&mut self, b: BlockId) -> Vec<BlockId> {
        let mut gone = Vec::new();
        self.remove_subtree_into(b, &mut gone);
        gone
    }

    /// Removes the subtree rooted at `b`, a block of the tree other than the root, and
    /// appends its blocks to `out` in the order of `subtree_into`: one pass lists each
    /// block and takes it out of the tree.
    pub fn remove_subtree_into(&mut self, b: BlockId, out: &mut Vec<BlockId>) {
        if let Some(p) = self.idom(b) {
            self.unlist_child(p, b);
        }
        // The subtree's run of tokens leaves the tour; its labels become gap.
        if let Some(t) = &mut self.tour {
            t.unlink(enter(b), exit(b));
        }
        let start = out.len();
        let mut i = start;
        out.push(b);
        while i < out.len() {
            let x = out[i];
            i += 1;
            // A block leaves the tree before its children, whose links are still read.
            let mut c = std::mem::replace(&mut self.kin[x.index()], Kin::ALONE).first;
            while c != NIL {
                out.push(BlockId(c));
                c = self.kin[c as usize].next;
            }
        }
        if !self.depth.is_empty() {
            for x in &out[start..] {
                self.depth[x.index()] = 0;
            }
        }
    }

    /// Recomputes the idoms of `affected` (and keeps doing so until nothing changes)
    /// after edges were deleted from the graph: the Ramalingam–Reps repair with the
    /// fixed-point variant of paper §7 instead of a priority order.
    ///
    /// `forward_preds(v)` must yield the predecessors of `v` in the graph as it is now
    /// (in any order, repeats allowed: an NCA over them needs neither), leaving out
    /// back edges (`p → v` with `v` dominating `p` before the deletion: deleting an edge
    /// creates no back edge). For reducible graphs the idom of `v` is the nearest
    /// common ancestor of its forward predecessors, so iterating from the old tree
    /// converges to the new one. Callers pass, for each deleted edge `(u, w)` whose
    /// target stays reachable, the siblings of `w` (blocks with `idom(v) = idom(w)`):
    /// the affected set of Ramalingam–Reps.
    ///
    /// The blocks are evaluated round-robin, and the repair stops once every one has
    /// been evaluated since the tree last changed: an evaluation reads only the tree and
    /// the fixed predecessor lists, so it would change nothing more. Blocks of
    /// `affected` after its first `unsettled` already satisfy their equation in the
    /// tree as given (callers that know nothing pass `affected.len()`): a single
    /// deletion passes its target first and 1, so that when the target keeps its idom
    /// the repair is one evaluation.
    ///
    /// `max_passes` is a proven bound on the passes (Lemma 6 of
    /// proofs-notes/edge-deletion.md: `|A|` for a single deletion, its target first); exceeding it is
    /// a broken invariant and stops with an internal error instead of spinning. Callers
    /// without a proven bound pass `None`.
    pub fn recompute_idoms<P: Iterator<Item = BlockId>>(
        &mut self,
        affected: &[BlockId],
        unsettled: usize,
        forward_preds: impl Fn(BlockId) -> P,
        max_passes: Option<usize>,
        c: &mut Counters,
    ) {
        let n = affected.len();
        // Starting at the end of a pass that counted none: the first evaluation opens
        // pass 1 at position 0.
        let from = Resume { at: n, since_change: n - unsettled.min(n), passes: 0 };
        self.settle(affected, from, &forward_preds, false, max_passes, c);
    }

    /// `recompute_idoms` over `unsettled` followed by the blocks that `settled` lists,
    /// where the list is made only if the repair changes the tree: `settled(tree, out)`
    /// appends them (blocks that satisfy their equations in the tree as given), and is
    /// called at most once, when the first evaluation that moves a block has found its
    /// new idom, before the move. So the tree `settled` reads is the one given, the
    /// evaluations and moves are exactly those of `recompute_idoms` over the whole
    /// list, and when no block of `unsettled` moves, the repair is one evaluation each
    /// and the settled blocks are never listed.
    ///
    /// For a graph that lost edges only (edges, or unreachable blocks with their
    /// edges, deleted since the tree was exact): then every forward predecessor of a
    /// block stays in the subtree of the block's current idom throughout the repair,
    /// so an evaluation stops folding once its NCA reaches the idom (Lemma 7 of
    /// proofs-notes/edge-deletion.md). The moves are `recompute_idoms`'; only the NCA
    /// queries are fewer.
    pub fn recompute_idoms_lazily<P: Iterator<Item = BlockId>>(
        &mut self,
        unsettled: &[BlockId],
        settled: impl FnOnce(&MaintainedDom, &mut Vec<BlockId>),
        forward_preds: impl Fn(BlockId) -> P,
        max_passes: Option<usize>,
        c: &mut Counters,
    ) {
        if unsettled.is_empty() {
            return;
        }
        c.dominator_iterations += 1;
        let mut moved = None;
        for (i, &v) in unsettled.iter().enumerate() {
            if let Some(new) = self.equation(v, &forward_preds, true, c) {
                moved = Some((i, v, new));
                break;
            }
        }
        let Some((i, v, new)) = moved else { return };
        let mut affected = std::mem::take(&mut self.affected);
        affected.extend_from_slice(unsettled);
        settled(self, &mut affected);
        self.set_idom(v, new);
        // As `recompute_idoms` goes on after a move at position `i` of pass 1.
        let from = Resume { at: i + 1, since_change: 1, passes: 1 };
        self.settle(&affected, from, &forward_preds, true, max_passes, c);
        affected.clear();
        self.affected = affected;
    }

    /// The round-robin of `recompute_idoms` over `affected` from `from`: evaluates
    /// until every block has been evaluated since the tree last changed, opening a
    /// pass at each return to position 0. `deletions_only` as for `equation`.
    fn settle<P: Iterator<Item = BlockId>>(
        &mut self,
        affected: &[BlockId],
        from: Resume,
        forward_preds: &impl Fn(BlockId) -> P,
        deletions_only: bool,
        max_passes: Option<usize>,
        c: &mut Counters,
    ) {
        let n = affected.len();
        let Resume { mut at, mut since_change, mut passes } = from;
        while since_change < n {
            if at >= n {
                at = 0;
                c.dominator_iterations += 1;
                passes += 1;
                if let Some(max) = max_passes {
                    assert!(
                        passes <= max,
                        "internal error: the dominator repair did not converge in {max} passes over {n} blocks"
                    );
                }
            }
            let v = affected[at];
            at += 1;
            since_change += 1;
            if let Some(new) = self.equation(v, forward_preds, deletions_only, c) {
                self.set_idom(v, new);
                since_change = 1;
            }
        }
    }

    /// One evaluation of the repair: the nearest common ancestor of `v`'s forward
    /// predecessors in the tree, when `v` must move there (`None` when it keeps its
    /// idom). With `deletions_only` (the graph lost edges only, see
    /// `recompute_idoms_lazily`), every running NCA lies in the subtree of `v`'s idom,
    /// so one that reaches the idom ends the evaluation: `v` keeps it.
    fn equation<P: Iterator<Item = BlockId>>(
        &self,
        v: BlockId,
        forward_preds: &impl Fn(BlockId) -> P,
        deletions_only: bool,
        c: &mut Counters,
    ) -> Option<BlockId> {
        if !self.contains(v) || v == self.root {
            return None;
        }
        let idom = self.idom(v);
        // Predecessors outside the tree (removed, or not yet reachable) do not count.
        let mut nca = None;
        for p in forward_preds(v) {
            if self.contains(p) {
                let x = match nca {
                    None => p,
                    Some(x) => self.nca(x, p, c),
                };
                if deletions_only && Some(x) == idom {
                    return None;
                }
                nca = Some(x);
            }
        }
        let new = nca?;
        // A forward predecessor is never dominated by `v`; the guard keeps the tree a
        // tree while stale idoms are being replaced.
        (idom != Some(new) && new != v && !self.in_subtree(new, v)).then_some(new)
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
            Some(d) => out.extend(self.children(d)),
            None => out.push(w),
        }
    }

    /// Where the children lists disagree with the idoms, one line per problem naming
    /// the blocks by `name`: a listed child whose idom is another block, links that do
    /// not mirror each other, a count or a last child that is not the list's, a block
    /// of the tree missing from its idom's list. Empty when the lists are exactly the
    /// children by idom.
    pub fn children_problems(&self, name: impl Fn(BlockId) -> String) -> Vec<String> {
        let mut out = Vec::new();
        let mut listed = 0usize;
        for (i, k) in self.kin.iter().enumerate() {
            let b = BlockId(i as u32);
            if !self.contains(b) {
                if *k != Kin::ALONE {
                    out.push(format!("block `{}` is not in the tree but has children links", name(b)));
                }
                continue;
            }
            let (mut prev, mut at, mut count) = (NIL, k.first, 0u32);
            while at != NIL && count <= k.count {
                let c = BlockId(at);
                if self.idom(c) != Some(b) {
                    out.push(format!(
                        "block `{}` is listed as a child of `{}`, which is not its idom",
                        name(c),
                        name(b)
                    ));
                }
                if self.kin[c.index()].prev != prev {
                    out.push(format!("block `{}`: its link back does not lead to the child before it", name(c)));
                }
                prev = at;
                at = self.kin[c.index()].next;
                count += 1;
            }
            if count != k.count || prev != k.last {
                out.push(format!(
                    "block `{}`: its list holds {count} children up to its last, its count says {}",
                    name(b),
                    k.count
                ));
            }
            listed += count as usize;
        }
        let present = self.kin.iter().filter(|k| k.idom != ABSENT).count();
        if listed + 1 != present {
            out.push(format!("the children lists hold {listed} blocks, the tree {present} besides its root"));
        }
        out
    }

    /// Is `x` inside the subtree rooted at `root`? Both must be in the tree.
    fn in_subtree(&self, x: BlockId, root: BlockId) -> bool {
        self.dominates_present(root, x)
    }
}

#[cfg(test)]
mod tests;
