//! The maintained loop nesting forest F = (H, L, X) of a canonical function.
//!
//! Representation (paper §7): loops in an arena indexed by `LoopId`, each with its
//! header, its unique latch (canonical form), its body set L and exit set X, its
//! parent and children; per block, the innermost loop containing it. Body and exit
//! sets are `BlockSet`s: sorted vectors of block ids, so containment is a binary
//! search in the loop's own set (never a structure sized by the function), iteration
//! is in id order, and adding a fresh block (always the largest id so far) is a push.
//! Bodies form a subset lattice (a child's body is inside its parent's). Removed loops
//! leave a hole; ids are never reused.
//!
//! Only `transform` mutates it, through the primitives. `shape` gives a neutral view
//! keyed by header, which the checker compares with a fresh computation.

use crate::analysis::LoopForest;
use crate::ir::BlockId;
use std::collections::{BTreeMap, BTreeSet};

/// In the per-block table of innermost loops: the block is in no loop.
const NO_LOOP: u32 = u32::MAX;

/// Up to this many blocks leave a set one shift each (`BlockSet::remove_listed`).
const FEW: usize = 4;

/// A set of blocks as a sorted vector without duplicates: the body and exit sets of
/// a maintained loop. Loop bodies and exit sets are small next to the function, so a
/// sorted vector beats a B-tree (no node allocation, one contiguous buffer, binary
/// search); fresh blocks have the largest ids, so inserting them appends.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BlockSet(Vec<BlockId>);

impl BlockSet {
    pub fn new() -> BlockSet {
        BlockSet(Vec::new())
    }

    pub fn contains(&self, b: &BlockId) -> bool {
        self.0.binary_search(b).is_ok()
    }

    /// Adds `b`; returns whether it was absent.
    pub fn insert(&mut self, b: BlockId) -> bool {
        match self.0.last() {
            Some(&last) if last < b => {
                self.0.push(b);
                true
            }
            _ => match self.0.binary_search(&b) {
                Ok(_) => false,
                Err(i) => {
                    self.0.insert(i, b);
                    true
                }
            },
        }
    }

    /// Removes `b`; returns whether it was present.
    pub fn remove(&mut self, b: &BlockId) -> bool {
        match self.0.binary_search(b) {
            Ok(i) => {
                self.0.remove(i);
                true
            }
            Err(_) => false,
        }
    }

    /// Removes the blocks of `gone` (any order; `is_gone` answers membership in it):
    /// one binary search per listed block finds the first to go, and one compaction
    /// pass from there, so the cost is `|gone| log |self|` plus the tail after the
    /// first removed block, however many go. A few blocks are each found and removed
    /// by a shift of the tail instead (a copy, not a test per element).
    pub fn remove_listed(&mut self, gone: &[BlockId], is_gone: impl Fn(BlockId) -> bool) {
        if gone.len() <= FEW {
            for b in gone {
                if let Ok(i) = self.0.binary_search(b) {
                    self.0.remove(i);
                }
            }
            return;
        }
        let Some(start) = gone.iter().filter_map(|b| self.0.binary_search(b).ok()).min() else { return };
        let mut kept = start;
        for i in start..self.0.len() {
            let b = self.0[i];
            if !is_gone(b) {
                self.0[kept] = b;
                kept += 1;
            }
        }
        self.0.truncate(kept);
    }

    /// Replaces the set's blocks with those of `iter`, in the set's own storage.
    fn refill(&mut self, iter: impl IntoIterator<Item = BlockId>) {
        self.0.clear();
        self.0.extend(iter);
        self.0.sort_unstable();
        self.0.dedup();
    }

    /// Keeps the blocks for which `keep` holds (one pass, order kept).
    pub fn retain(&mut self, keep: impl FnMut(&BlockId) -> bool) {
        self.0.retain(keep);
    }

    pub fn iter(&self) -> std::slice::Iter<'_, BlockId> {
        self.0.iter()
    }

    pub fn as_slice(&self) -> &[BlockId] {
        &self.0
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn first(&self) -> Option<BlockId> {
        self.0.first().copied()
    }

    /// Is every block of `self` in `other`? (One merge pass.)
    pub fn is_subset(&self, other: &BlockSet) -> bool {
        let mut j = 0;
        for b in &self.0 {
            while j < other.0.len() && other.0[j] < *b {
                j += 1;
            }
            if j == other.0.len() || other.0[j] != *b {
                return false;
            }
        }
        true
    }

    pub fn to_btree(&self) -> BTreeSet<BlockId> {
        self.0.iter().copied().collect()
    }
}

impl FromIterator<BlockId> for BlockSet {
    fn from_iter<I: IntoIterator<Item = BlockId>>(iter: I) -> BlockSet {
        let mut v: Vec<BlockId> = iter.into_iter().collect();
        v.sort_unstable();
        v.dedup();
        BlockSet(v)
    }
}

impl Extend<BlockId> for BlockSet {
    /// Sorts only the new blocks and appends them: fresh blocks, the usual case, come
    /// after every block of the set, so a body grown once per copy of an unrolled loop
    /// costs the copy, not a sort of the whole body. Blocks that interleave with the
    /// set's are sorted in.
    fn extend<I: IntoIterator<Item = BlockId>>(&mut self, iter: I) {
        let mut new: Vec<BlockId> = iter.into_iter().collect();
        new.sort_unstable();
        new.dedup();
        let interleaved = matches!((self.0.last(), new.first()), (Some(last), Some(first)) if last >= first);
        self.0.extend(new);
        if interleaved {
            self.0.sort_unstable();
            self.0.dedup();
        }
    }
}

impl<'a> IntoIterator for &'a BlockSet {
    type Item = &'a BlockId;
    type IntoIter = std::slice::Iter<'a, BlockId>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct LoopId(pub u32);

impl LoopId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopData {
    pub header: BlockId,
    pub latch: BlockId,
    pub body: BlockSet,
    pub exits: BlockSet,
    pub parent: Option<LoopId>,
    pub children: Vec<LoopId>,
}

impl LoopData {
    /// The same loop over the blocks `map` renames (a clone of the body): header,
    /// latch, body and exits renamed, with no parent or children yet (the caller
    /// links the clone into the forest).
    /// It is built in the vectors of `storage` (a removed loop's) when given.
    fn renamed_in(&self, map: impl Fn(&BlockId) -> BlockId, storage: Option<LoopData>) -> LoopData {
        let (mut body, mut exits, mut children) = match storage {
            Some(d) => (d.body, d.exits, d.children),
            None => (BlockSet::new(), BlockSet::new(), Vec::new()),
        };
        body.refill(self.body.iter().map(&map));
        exits.refill(self.exits.iter().map(&map));
        children.clear();
        LoopData { header: map(&self.header), latch: map(&self.latch), body, exits, parent: None, children }
    }
}

/// Removed loops whose vectors (body, exits, children; emptied) are kept for the next
/// loops a duplication adds: a free list, so that removing a loop frees nothing and
/// adding one allocates only when the list is empty. Its room is fixed when the
/// forest is built (as many loops as the function had, at least `MIN_SPARE_LOOPS`)
/// and never grows: a removal that finds it full frees the loop's vectors.
#[derive(Debug, Default)]
struct SpareLoops(Vec<LoopData>);

/// The least room of the free list of removed loops.
const MIN_SPARE_LOOPS: usize = 4;

impl SpareLoops {
    fn with_room(room: usize) -> SpareLoops {
        SpareLoops(Vec::with_capacity(room))
    }

    /// Keeps the vectors of removed loop `d` when there is room.
    fn keep(&mut self, mut d: LoopData) {
        if self.0.len() < self.0.capacity() {
            d.body.0.clear();
            d.exits.0.clear();
            d.children.clear();
            self.0.push(d);
        }
    }

    fn take(&mut self) -> Option<LoopData> {
        self.0.pop()
    }
}

/// A clone of the forest starts with an empty list of the same room.
impl Clone for SpareLoops {
    fn clone(&self) -> SpareLoops {
        SpareLoops::with_room(self.0.capacity())
    }
}

/// One loop described by blocks only: what two forests of the same graph must agree on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopShape {
    pub header: BlockId,
    pub latches: BTreeSet<BlockId>,
    pub body: BTreeSet<BlockId>,
    pub exits: BTreeSet<BlockId>,
    pub parent: Option<BlockId>,
}

#[derive(Clone, Debug, Default)]
pub struct MaintainedForest {
    loops: Vec<Option<LoopData>>,
    /// Per block id, the innermost loop containing it (`NO_LOOP` for none).
    innermost: Vec<u32>,
    /// The live loops, counted: `len` and `is_empty` in O(1).
    live: usize,
    spare: SpareLoops,
}

impl MaintainedForest {
    /// Builds the forest from loop shapes (computed once, when a function enters the
    /// maintained world). Each loop must have exactly one latch (canonical form).
    pub fn from_shapes(shapes: &[LoopShape], capacity: usize) -> Result<MaintainedForest, String> {
        let mut f = MaintainedForest {
            loops: Vec::new(),
            innermost: vec![NO_LOOP; capacity],
            live: shapes.len(),
            spare: SpareLoops::with_room(shapes.len().max(MIN_SPARE_LOOPS)),
        };
        let mut by_header = BTreeMap::new();
        for s in shapes {
            if s.latches.len() != 1 {
                return Err(format!(
                    "the loop at header {:?} has {} latches; the maintained forest needs canonical form",
                    s.header,
                    s.latches.len()
                ));
            }
            let id = LoopId(f.loops.len() as u32);
            by_header.insert(s.header, id);
            f.loops.push(Some(LoopData {
                header: s.header,
                latch: *s.latches.iter().next().expect("one latch"),
                body: s.body.iter().copied().collect(),
                exits: s.exits.iter().copied().collect(),
                parent: None,
                children: Vec::new(),
            }));
        }
        for s in shapes {
            let id = by_header[&s.header];
            if let Some(ph) = s.parent {
                let p = *by_header.get(&ph).ok_or_else(|| format!("parent header {ph:?} is not a loop"))?;
                f.loop_mut(id).parent = Some(p);
                f.loop_mut(p).children.push(id);
            }
        }
        // Innermost loop of each block: the deepest (smallest) body containing it.
        let mut order: Vec<LoopId> = f.ids().collect();
        order.sort_by_key(|l| std::cmp::Reverse(f.get(*l).body.len()));
        for l in order {
            for &b in &f.get(l).body.clone() {
                f.innermost[b.index()] = l.0;
            }
        }
        Ok(f)
    }

    /// One more than the largest loop id ever used (loop ids index tables below it).
    pub fn capacity(&self) -> usize {
        self.loops.len()
    }

    pub fn ids(&self) -> impl Iterator<Item = LoopId> + '_ {
        self.loops.iter().enumerate().filter_map(|(i, l)| l.as_ref().map(|_| LoopId(i as u32)))
    }

    pub fn get(&self, l: LoopId) -> &LoopData {
        self.loops[l.index()].as_ref().expect("use of a removed loop")
    }

    pub(crate) fn loop_mut(&mut self, l: LoopId) -> &mut LoopData {
        self.loops[l.index()].as_mut().expect("use of a removed loop")
    }

    pub fn is_live(&self, l: LoopId) -> bool {
        self.loops.get(l.index()).is_some_and(|l| l.is_some())
    }

    /// The live loops.
    pub fn len(&self) -> usize {
        self.live
    }

    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// The innermost loop containing `b`.
    pub fn innermost(&self, b: BlockId) -> Option<LoopId> {
        match self.innermost.get(b.index()) {
            Some(&l) if l != NO_LOOP => Some(LoopId(l)),
            _ => None,
        }
    }

    /// Reserves room for `additional` more blocks in the per-block table (the
    /// headroom the function's other side tables get when it enters the maintained
    /// world).
    pub(crate) fn reserve(&mut self, additional: usize) {
        self.innermost.reserve(additional);
    }

    pub(crate) fn set_innermost(&mut self, b: BlockId, l: Option<LoopId>) {
        if self.innermost.len() <= b.index() {
            self.innermost.resize(b.index() + 1, NO_LOOP);
        }
        self.innermost[b.index()] = l.map_or(NO_LOOP, |l| l.0);
    }

    pub fn contains(&self, l: LoopId, b: BlockId) -> bool {
        self.get(l).body.contains(&b)
    }

    /// The loop whose header is `b`, if any.
    pub fn loop_with_header(&self, b: BlockId) -> Option<LoopId> {
        self.innermost(b).filter(|l| self.get(*l).header == b)
    }

    /// `l` and its ancestors, innermost first.
    pub fn ancestors(&self, l: LoopId) -> Vec<LoopId> {
        let mut out = vec![l];
        let mut x = l;
        while let Some(p) = self.get(x).parent {
            out.push(p);
            x = p;
        }
        out
    }

    /// `l` and its ancestors, innermost first, without allocating.
    pub fn ancestors_iter(&self, l: LoopId) -> impl Iterator<Item = LoopId> + '_ {
        std::iter::successors(Some(l), move |x| self.get(*x).parent)
    }

    /// The loops containing `b`, innermost first.
    pub fn loops_of(&self, b: BlockId) -> Vec<LoopId> {
        self.enclosing(b).collect()
    }

    /// The loops containing `b`, innermost first, without allocating.
    pub fn enclosing(&self, b: BlockId) -> impl Iterator<Item = LoopId> + '_ {
        std::iter::successors(self.innermost(b), move |x| self.get(*x).parent)
    }

    /// Is `p → v` a back edge? (`v` heads a loop whose body holds `p`.)
    pub fn is_back_edge(&self, p: BlockId, v: BlockId) -> bool {
        self.loop_with_header(v).is_some_and(|l| self.contains(l, p))
    }

    /// Adds the loop `d` (of another function) over the blocks `map` renames, built in
    /// a removed loop's storage when one is spare (see `LoopData::renamed_in`).
    pub(crate) fn add_renamed(&mut self, d: &LoopData, map: impl Fn(&BlockId) -> BlockId) -> LoopId {
        let storage = self.spare.take();
        self.add_loop(d.renamed_in(map, storage))
    }

    /// Adds a copy of loop `l` over the blocks `map` renames (used when a loop is
    /// duplicated), built in a removed loop's storage when one is spare.
    pub(crate) fn add_renamed_copy(&mut self, l: LoopId, map: impl Fn(&BlockId) -> BlockId) -> LoopId {
        let storage = self.spare.take();
        let data = self.get(l).renamed_in(map, storage);
        self.add_loop(data)
    }

    fn add_loop(&mut self, data: LoopData) -> LoopId {
        self.loops.push(Some(data));
        self.live += 1;
        LoopId(self.loops.len() as u32 - 1)
    }

    /// Removes a loop from the forest: its children move to its parent and its blocks'
    /// innermost loop becomes the parent where it was this loop.
    pub(crate) fn remove_loop(&mut self, l: LoopId) {
        let data = self.loops[l.index()].take().expect("loop removed twice");
        self.live -= 1;
        if let Some(p) = data.parent {
            self.loop_mut(p).children.retain(|&c| c != l);
        }
        for &c in &data.children {
            self.loop_mut(c).parent = data.parent;
            if let Some(p) = data.parent {
                self.loop_mut(p).children.push(c);
            }
        }
        for &b in &data.body {
            if self.innermost(b) == Some(l) {
                self.set_innermost(b, data.parent);
            }
        }
        self.spare.keep(data);
    }

    /// Drops the loop headed by `h`, if any, when `h` left the function with the
    /// deletion that made it unreachable: the loop's body, inside `h`'s old dominator
    /// subtree, left too, and so did its descendants, each dropped the same way in any
    /// order. Only its parent, if still in the forest, is updated (it loses the loop
    /// from its children); its children keep their link to it and its blocks their
    /// innermost entries until `forget_blocks` clears them, so `h`'s entry may name a
    /// loop dropped already (then `h` heads none left).
    pub(crate) fn drop_headed_by_unreachable(&mut self, h: BlockId) {
        let Some(l) = self.innermost(h) else { return };
        if self.loops[l.index()].as_ref().is_none_or(|d| d.header != h) {
            return;
        }
        let data = self.loops[l.index()].take().expect("the loop is live");
        self.live -= 1;
        if let Some(p) = data.parent.and_then(|p| self.loops[p.index()].as_mut()) {
            p.children.retain(|&c| c != l);
        }
        self.spare.keep(data);
    }

    /// Attaches `l` as a child of `p` (or makes it a root).
    pub(crate) fn reparent(&mut self, l: LoopId, p: Option<LoopId>) {
        if let Some(old) = self.get(l).parent {
            self.loop_mut(old).children.retain(|&c| c != l);
        }
        self.loop_mut(l).parent = p;
        if let Some(p) = p {
            self.loop_mut(p).children.push(l);
        }
    }

    /// Forgets the blocks that a deletion made unreachable, `gone`: the old dominator
    /// subtree of `gone[0]` (`is_gone` answers membership in it), which the deleted edge
    /// was the only edge into from outside. `candidates` are the loops around the
    /// deleted edge's source, innermost first (the only loops besides those headed in
    /// `gone`, already dropped, whose bodies or exits may hold one). A live candidate
    /// whose body holds `gone[0]` loses `gone` from its body and exits, in one pass per
    /// set; any other holds no block of `gone` in its body (a body path into `gone`
    /// from its header enters by `gone[0]`), and of `gone` only `gone[0]` among its
    /// exits (an exit's predecessor in the body lies outside `gone`, so its edge is the
    /// deleted one). Holding `gone[0]` passes outwards: once a candidate holds it, the
    /// rest are not searched. Every block of `gone` loses its innermost loop.
    pub(crate) fn forget_blocks(&mut self, gone: &[BlockId], candidates: &[LoopId], is_gone: impl Fn(BlockId) -> bool) {
        let Some(&root) = gone.first() else { return };
        let mut holds_root = false;
        for &l in candidates {
            if let Some(d) = self.loops[l.index()].as_mut() {
                holds_root = holds_root || d.body.contains(&root);
                if holds_root {
                    d.body.remove_listed(gone, &is_gone);
                    d.exits.remove_listed(gone, &is_gone);
                } else {
                    d.exits.remove(&root);
                }
            }
        }
        for &b in gone {
            self.set_innermost(b, None);
        }
    }

    /// Forgets a block that left the function.
    pub(crate) fn forget_block(&mut self, b: BlockId, candidates: &[LoopId]) {
        for &l in candidates {
            if self.is_live(l) {
                let d = self.loop_mut(l);
                d.body.remove(&b);
                d.exits.remove(&b);
            }
        }
        self.set_innermost(b, None);
    }

    /// The neutral view, sorted by header.
    pub fn shapes(&self) -> Vec<LoopShape> {
        let mut v: Vec<LoopShape> = self
            .ids()
            .map(|l| {
                let d = self.get(l);
                LoopShape {
                    header: d.header,
                    latches: BTreeSet::from([d.latch]),
                    body: d.body.to_btree(),
                    exits: d.exits.to_btree(),
                    parent: d.parent.map(|p| self.get(p).header),
                }
            })
            .collect();
        v.sort_by_key(|s| s.header);
        v
    }

    /// Internal consistency: bodies nest like the parent links, innermost is the
    /// deepest body, children lists match parent links.
    pub fn check_consistency(&self, blocks: impl Iterator<Item = BlockId>) -> Vec<String> {
        let mut errors = Vec::new();
        if self.live != self.ids().count() {
            errors.push(format!("{} live loops counted, {} in the forest", self.live, self.ids().count()));
        }
        for l in self.ids() {
            let d = self.get(l);
            if !d.body.contains(&d.header) || !d.body.contains(&d.latch) {
                errors.push(format!("loop {:?}: body lacks its header or latch", d.header));
            }
            if let Some(p) = d.parent {
                if !self.is_live(p) {
                    errors.push(format!("loop {:?}: parent was removed", d.header));
                } else {
                    if !self.get(p).children.contains(&l) {
                        errors.push(format!("loop {:?}: missing from its parent's children", d.header));
                    }
                    if !d.body.is_subset(&self.get(p).body) {
                        errors.push(format!("loop {:?}: body is not inside its parent's", d.header));
                    }
                }
            }
            for &c in &d.children {
                if !self.is_live(c) || self.get(c).parent != Some(l) {
                    errors.push(format!("loop {:?}: child link without parent link", d.header));
                }
            }
        }
        for b in blocks {
            let want = self.ids().filter(|l| self.contains(*l, b)).min_by_key(|l| self.get(*l).body.len());
            if want != self.innermost(b) {
                errors.push(format!("block {b:?}: innermost loop is stale"));
            }
        }
        errors
    }
}

impl LoopShape {
    /// The neutral view of a forest computed by `analysis::LoopForest`.
    pub fn from_forest(f: &LoopForest) -> Vec<LoopShape> {
        let mut v: Vec<LoopShape> = f
            .loop_ids()
            .map(|l| LoopShape {
                header: f.header(l),
                latches: f.latches(l).iter().copied().collect(),
                body: f.body(l).clone(),
                exits: f.exits(l).clone(),
                parent: f.parent(l).map(|p| f.header(p)),
            })
            .collect();
        v.sort_by_key(|s| s.header);
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The live-loop count is what `len` and `is_empty` answer; `check_consistency`
    /// reports a count that disagrees with the loops in the forest.
    #[test]
    fn a_wrong_live_loop_count_is_reported() {
        let set = |bs: &[u32]| bs.iter().copied().map(BlockId).collect::<BTreeSet<_>>();
        let shape =
            LoopShape { header: BlockId(1), latches: set(&[2]), body: set(&[1, 2]), exits: set(&[3]), parent: None };
        let mut f = MaintainedForest::from_shapes(&[shape], 4).expect("one latch");
        assert_eq!((f.len(), f.is_empty()), (1, false));
        assert!(f.check_consistency((0..4).map(BlockId)).is_empty());
        f.live = 2;
        assert_eq!(f.check_consistency((0..4).map(BlockId)), vec!["2 live loops counted, 1 in the forest".to_string()]);
        f.live = 1;
        f.remove_loop(LoopId(0));
        assert_eq!((f.len(), f.is_empty()), (0, true));
        assert!(f.check_consistency((0..4).map(BlockId)).is_empty());
    }

    /// A removed loop's vectors go to the free list, and the next copy of a loop is
    /// built in them: its body is the removed body's buffer, holding the renamed
    /// blocks, sorted. The list never grows past its room: with it full, a removal
    /// frees the loop's vectors.
    #[test]
    fn a_removed_loops_storage_holds_the_next_copy_and_the_free_list_keeps_its_room() {
        let set = |bs: &[u32]| bs.iter().copied().map(BlockId).collect::<BTreeSet<_>>();
        let shapes: Vec<LoopShape> = (0..6)
            .map(|i| LoopShape {
                header: BlockId(3 * i + 1),
                latches: set(&[3 * i + 2]),
                body: set(&[3 * i + 1, 3 * i + 2]),
                exits: set(&[3 * i + 3]),
                parent: None,
            })
            .collect();
        let mut f = MaintainedForest::from_shapes(&shapes, 40).expect("one latch each");
        assert_eq!((f.spare.0.len(), f.spare.0.capacity()), (0, 6));
        let buffer = f.get(LoopId(0)).body.as_slice().as_ptr();
        f.remove_loop(LoopId(0));
        assert_eq!(f.spare.0.len(), 1);
        assert!(f.spare.0[0].body.is_empty() && f.spare.0[0].exits.is_empty());
        // A copy of loop 1 (blocks 4, 5; exit 6) renamed by b ↦ 40 − b, which reverses
        // the blocks' order, so the renamed body must be sorted again.
        let copy = f.add_renamed_copy(LoopId(1), |b| BlockId(40 - b.0));
        let d = f.get(copy);
        assert_eq!(d.body.as_slice().as_ptr(), buffer);
        assert_eq!((d.header, d.latch, d.body.as_slice()), (BlockId(36), BlockId(35), &[BlockId(35), BlockId(36)][..]));
        assert_eq!((d.exits.as_slice(), d.parent, d.children.is_empty()), (&[BlockId(34)][..], None, true));
        assert_eq!(f.spare.0.len(), 0);
        // A second copy, in new storage: seven loops to remove, one more than the room.
        let second = f.add_renamed_copy(LoopId(2), |b| BlockId(b.0 + 20));
        for l in 1..6 {
            f.remove_loop(LoopId(l));
        }
        f.remove_loop(copy);
        assert_eq!((f.spare.0.len(), f.spare.0.capacity()), (6, 6));
        f.remove_loop(second);
        assert_eq!((f.spare.0.len(), f.spare.0.capacity()), (6, 6));
        // A clone starts with an empty list of the same room.
        assert_eq!((f.clone().spare.0.len(), f.clone().spare.0.capacity()), (0, 6));
    }

    #[test]
    fn block_sets_stay_sorted_and_deduplicated() {
        let mut s: BlockSet = [5, 1, 3, 1].into_iter().map(BlockId).collect();
        assert_eq!(s.as_slice(), &[BlockId(1), BlockId(3), BlockId(5)]);
        assert!(s.insert(BlockId(9)));
        assert!(s.insert(BlockId(4)));
        assert!(!s.insert(BlockId(4)));
        assert_eq!(s.as_slice(), &[1, 3, 4, 5, 9].map(BlockId));
        assert!(s.remove(&BlockId(3)) && !s.remove(&BlockId(3)));
        assert!(s.contains(&BlockId(9)) && !s.contains(&BlockId(3)));
        let sub: BlockSet = [1, 9].into_iter().map(BlockId).collect();
        assert!(sub.is_subset(&s) && !s.is_subset(&sub));
        s.extend([BlockId(2), BlockId(1)]);
        assert_eq!(s.as_slice(), &[1, 2, 4, 5, 9].map(BlockId));
        s.retain(|b| b.0 % 2 == 1);
        assert_eq!(s.to_btree(), BTreeSet::from([BlockId(1), BlockId(5), BlockId(9)]));
        // Fresh blocks after the set's, in any order and repeated, are appended sorted;
        // a block equal to the last one is not repeated.
        s.extend([BlockId(12), BlockId(10), BlockId(12)]);
        assert_eq!(s.as_slice(), &[1, 5, 9, 10, 12].map(BlockId));
        s.extend([BlockId(12), BlockId(13)]);
        assert_eq!(s.as_slice(), &[1, 5, 9, 10, 12, 13].map(BlockId));
        s.extend(std::iter::empty());
        assert_eq!(s.len(), 6);
    }

    #[test]
    fn removing_listed_blocks_keeps_the_others_sorted_whether_few_or_many_go() {
        let all: Vec<u32> = (0..40).map(|i| i * 3).collect();
        // Few (one shift each) and many (one compaction pass), with blocks not in the
        // set among them and in any order.
        for gone in [vec![9, 0, 117, 10], vec![117], (0..30).map(|i| 118 - 4 * i).collect::<Vec<u32>>()] {
            let mut s: BlockSet = all.iter().copied().map(BlockId).collect();
            let gone_ids: Vec<BlockId> = gone.iter().copied().map(BlockId).collect();
            s.remove_listed(&gone_ids, |b| gone_ids.contains(&b));
            let want: Vec<BlockId> = all.iter().copied().filter(|b| !gone.contains(b)).map(BlockId).collect();
            assert_eq!(s.as_slice(), want.as_slice(), "gone: {gone:?}");
        }
    }
}
