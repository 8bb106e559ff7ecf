//! Loop nesting forest F = (H, L, X), computed from scratch.
//!
//! Representation, chosen for incremental maintenance by the transformations:
//! - loops live in an arena indexed by `LoopId`; a removed loop leaves a hole and its id
//!   is never reused, so ids held elsewhere stay meaningful;
//! - each loop stores its header, its latches (predecessors of the header inside the
//!   body), its body set and its exit set (blocks outside the body with a predecessor
//!   inside it), its parent, its children and its depth (1 for a top-level loop);
//! - each block stores the innermost (deepest) loop containing it, as in the paper's
//!   §7 ("a block keeps a reference to the deepest loop"), and each header maps back to
//!   its loop.
//!
//! Natural loops that share a header are merged, so there is one loop per header. The
//! body of the loop with header `h` is the set of blocks dominated by `h` from which a
//! latch of `h` is reachable without passing through `h`. Only reachable blocks belong
//! to loops. Irreducible graphs are rejected: `compute` names a retreating edge whose
//! target does not dominate its source.
//!
//! The computation walks the headers in postorder of the dominator tree, so inner
//! loops are discovered before the loops that contain them; a backward search from the
//! latches of a header jumps over already discovered inner loops through their
//! headers (the method of LLVM's `LoopInfo`). Cost: O((blocks + edges) × depth) for the
//! search (each step may walk up the partial forest), plus O(Σ body sizes) to fill the
//! body and exit sets; linear for bounded nesting depth.

use super::cfg::Cfg;
use super::dom::DomTree;
use crate::counters::Counters;
use crate::ir::{BlockId, Function};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// A loop of a `LoopForest`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct LoopId(pub u32);

impl LoopId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One natural loop (all natural loops of its header, merged).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LoopData {
    pub header: BlockId,
    /// Predecessors of the header inside the body, sorted by id.
    pub latches: Vec<BlockId>,
    pub body: BTreeSet<BlockId>,
    pub exits: BTreeSet<BlockId>,
    pub parent: Option<LoopId>,
    /// Children sorted by header id.
    pub children: Vec<LoopId>,
    /// 1 for a top-level loop.
    pub depth: u32,
}

/// The graph is irreducible: the edge `(from, to)` is retreating (it closes a cycle in
/// the depth-first search) but `to` does not dominate `from`, so the cycle has a second
/// entry besides `to`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct IrreducibleError {
    pub from: BlockId,
    pub to: BlockId,
}

impl IrreducibleError {
    /// The message with block names, e.g. "irreducible control flow: edge (c, b) ...".
    pub fn message(&self, func: &Function) -> String {
        let (u, v) = (&func.block(self.from).name, &func.block(self.to).name);
        format!(
            "irreducible control flow in `{}`: edge ({u}, {v}) closes a cycle entered at `{v}`, \
             which does not dominate `{u}`",
            func.name
        )
    }
}

impl fmt::Display for IrreducibleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "irreducible control flow: edge (#{}, #{}) enters a cycle at a non-dominating block",
            self.from.0, self.to.0
        )
    }
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LoopForest {
    loops: Vec<Option<LoopData>>,
    innermost: Vec<Option<LoopId>>,
    by_header: Vec<Option<LoopId>>,
}

/// Loops discovered from the dominator tree's postorder (inner headers first): the
/// headers, each loop's parent in this raw numbering, and each block's innermost loop
/// (the loop that discovered it first). Counts back-edge queries and gather
/// iterations in `counters`.
fn discover(
    cfg: &Cfg,
    dom: &DomTree,
    counters: &mut Counters,
) -> (Vec<BlockId>, Vec<Option<usize>>, Vec<Option<usize>>) {
    let n = cfg.num_nodes();
    let mut headers: Vec<BlockId> = Vec::new();
    let mut raw_parent: Vec<Option<usize>> = Vec::new();
    let mut innermost: Vec<Option<usize>> = vec![None; n];
    let outermost = |raw_parent: &[Option<usize>], mut l: usize| {
        while let Some(p) = raw_parent[l] {
            l = p;
        }
        l
    };
    let mut post = dom.preorder();
    post.reverse(); // children before parents: a valid postorder for nesting purposes
    let mut work: Vec<BlockId> = Vec::new();
    for h in post {
        counters.backedge_queries += cfg.preds[h.index()].len() as u64;
        let latches: Vec<BlockId> = cfg.preds[h.index()].iter().copied().filter(|&p| dom.dominates(h, p)).collect();
        if latches.is_empty() {
            continue;
        }
        let l = headers.len();
        headers.push(h);
        raw_parent.push(None);
        // `h` is in no loop yet: every loop found so far has a header that is not an
        // ancestor of `h` in the dominator tree, so its body excludes `h`.
        innermost[h.index()] = Some(l);
        work.clear();
        work.extend(latches);
        while let Some(b) = work.pop() {
            counters.gather_iterations += 1;
            match innermost[b.index()] {
                None => {
                    innermost[b.index()] = Some(l);
                    work.extend(cfg.preds[b.index()].iter().copied().filter(|&p| dom.is_reachable(p)));
                }
                Some(sub) => {
                    let sub = outermost(&raw_parent, sub);
                    if sub == l {
                        continue;
                    }
                    raw_parent[sub] = Some(l);
                    let sh = headers[sub];
                    // Continue from the entries of the inner loop: predecessors of
                    // its header that are not its latches.
                    work.extend(
                        cfg.preds[sh.index()].iter().copied().filter(|&p| dom.is_reachable(p) && !dom.dominates(sh, p)),
                    );
                }
            }
        }
    }
    (headers, raw_parent, innermost)
}

/// The discovered loops renumbered in preorder of the forest, roots and children
/// ordered by header RPO, each with its header, latches, parent, children and depth
/// (bodies and exits empty); and the new id of each raw loop.
fn renumber(
    cfg: &Cfg,
    dom: &DomTree,
    headers: &[BlockId],
    raw_parent: &[Option<usize>],
) -> (Vec<Option<LoopData>>, Vec<u32>) {
    let n = cfg.num_nodes();
    let mut rpo_pos = vec![u32::MAX; n];
    for (i, b) in cfg.rpo.iter().enumerate() {
        rpo_pos[b.index()] = i as u32;
    }
    let k = headers.len();
    let mut raw_children: Vec<Vec<usize>> = vec![Vec::new(); k];
    let mut roots = Vec::new();
    for (l, parent) in raw_parent.iter().enumerate() {
        match parent {
            Some(p) => raw_children[*p].push(l),
            None => roots.push(l),
        }
    }
    let by_rpo = |v: &mut Vec<usize>| v.sort_by_key(|&l| rpo_pos[headers[l].index()]);
    by_rpo(&mut roots);
    for c in &mut raw_children {
        by_rpo(c);
    }
    let mut new_id = vec![0u32; k];
    let mut order = Vec::with_capacity(k);
    let mut stack: Vec<usize> = roots.iter().rev().copied().collect();
    while let Some(l) = stack.pop() {
        new_id[l] = order.len() as u32;
        order.push(l);
        stack.extend(raw_children[l].iter().rev().copied());
    }
    let mut loops: Vec<Option<LoopData>> = Vec::with_capacity(k);
    for &l in &order {
        let h = headers[l];
        let mut latches: Vec<BlockId> = cfg.preds[h.index()].iter().copied().filter(|&p| dom.dominates(h, p)).collect();
        latches.sort();
        latches.dedup();
        let parent = raw_parent[l].map(|p| LoopId(new_id[p]));
        let depth = match parent {
            Some(p) => loops[p.index()].as_ref().map_or(1, |d: &LoopData| d.depth + 1),
            None => 1,
        };
        let mut children: Vec<LoopId> = raw_children[l].iter().map(|&c| LoopId(new_id[c])).collect();
        children.sort_by_key(|c| headers[order[c.index()]]);
        loops.push(Some(LoopData {
            header: h,
            latches,
            body: BTreeSet::new(),
            exits: BTreeSet::new(),
            parent,
            children,
            depth,
        }));
    }
    (loops, new_id)
}

impl LoopForest {
    /// The loop nesting forest of `func`, given its CFG view and dominator tree.
    pub fn compute(func: &Function, cfg: &Cfg, dom: &DomTree) -> Result<LoopForest, IrreducibleError> {
        debug_assert_eq!(cfg.num_nodes(), func.block_capacity());
        LoopForest::from_cfg(cfg, dom)
    }

    /// The forest of a raw CFG view (used by tests and benchmarks).
    pub fn from_cfg(cfg: &Cfg, dom: &DomTree) -> Result<LoopForest, IrreducibleError> {
        LoopForest::from_cfg_counted(cfg, dom, &mut Counters::default())
    }

    /// `from_cfg`, counting back-edge queries (dominance tests of a header against its
    /// predecessors) and gather iterations (blocks taken from the work list), the
    /// recompute columns of the paper's Figure 11.
    pub fn from_cfg_counted(cfg: &Cfg, dom: &DomTree, counters: &mut Counters) -> Result<LoopForest, IrreducibleError> {
        for &(u, v) in &cfg.retreating {
            if !dom.dominates(v, u) {
                return Err(IrreducibleError { from: u, to: v });
            }
        }
        let n = cfg.num_nodes();
        let (headers, raw_parent, innermost) = discover(cfg, dom, counters);
        let (loops, new_id) = renumber(cfg, dom, &headers, &raw_parent);
        let innermost: Vec<Option<LoopId>> = innermost.iter().map(|l| l.map(|l| LoopId(new_id[l]))).collect();
        let mut by_header = vec![None; n];
        for (i, l) in loops.iter().enumerate() {
            if let Some(l) = l {
                by_header[l.header.index()] = Some(LoopId(i as u32));
            }
        }
        let mut forest = LoopForest { loops, innermost, by_header };
        forest.fill_bodies_and_exits(cfg);
        Ok(forest)
    }

    /// The bodies and exits of the loops of a forest whose loops and innermost map
    /// are set. Bodies: each block joins its innermost loop and every ancestor; blocks
    /// are visited in id order, so each list is sorted and the sets are bulk-built.
    /// Exits: successors of body blocks outside the body.
    fn fill_bodies_and_exits(&mut self, cfg: &Cfg) {
        let n = cfg.num_nodes();
        let mut bodies: Vec<Vec<BlockId>> = vec![Vec::new(); self.loops.len()];
        for b in 0..n {
            let mut cur = self.innermost[b];
            while let Some(l) = cur {
                bodies[l.index()].push(BlockId(b as u32));
                cur = self.get(l).parent;
            }
        }
        for (l, body) in bodies.into_iter().enumerate() {
            self.data_mut(LoopId(l as u32)).body = body.into_iter().collect();
        }
        for i in 0..self.loops.len() {
            let Some(data) = self.loops[i].as_ref() else { continue };
            let exits: BTreeSet<BlockId> = data
                .body
                .iter()
                .flat_map(|b| cfg.succs[b.index()].iter().copied())
                .filter(|s| !data.body.contains(s))
                .collect();
            self.loops[i].as_mut().expect("checked above").exits = exits;
        }
    }

    fn data_mut(&mut self, l: LoopId) -> &mut LoopData {
        self.loops[l.index()].as_mut().expect("use of a removed loop")
    }

    // ---- queries -------------------------------------------------------------------

    /// The data of a live loop.
    pub fn get(&self, l: LoopId) -> &LoopData {
        self.loops[l.index()].as_ref().expect("use of a removed loop")
    }

    pub fn is_live(&self, l: LoopId) -> bool {
        self.loops.get(l.index()).is_some_and(|l| l.is_some())
    }

    /// Live loops in id order (a preorder of the forest right after `compute`).
    pub fn loops(&self) -> impl Iterator<Item = (LoopId, &LoopData)> + '_ {
        self.loops.iter().enumerate().filter_map(|(i, l)| l.as_ref().map(|l| (LoopId(i as u32), l)))
    }

    pub fn loop_ids(&self) -> impl Iterator<Item = LoopId> + '_ {
        self.loops().map(|(l, _)| l)
    }

    pub fn num_loops(&self) -> usize {
        self.loops.iter().filter(|l| l.is_some()).count()
    }

    /// Top-level loops, ordered by header id.
    pub fn roots(&self) -> Vec<LoopId> {
        let mut r: Vec<LoopId> = self.loops().filter(|(_, d)| d.parent.is_none()).map(|(l, _)| l).collect();
        r.sort_by_key(|&l| self.header(l));
        r
    }

    pub fn header(&self, l: LoopId) -> BlockId {
        self.get(l).header
    }

    pub fn latches(&self, l: LoopId) -> &[BlockId] {
        &self.get(l).latches
    }

    pub fn body(&self, l: LoopId) -> &BTreeSet<BlockId> {
        &self.get(l).body
    }

    pub fn exits(&self, l: LoopId) -> &BTreeSet<BlockId> {
        &self.get(l).exits
    }

    pub fn parent(&self, l: LoopId) -> Option<LoopId> {
        self.get(l).parent
    }

    pub fn children(&self, l: LoopId) -> &[LoopId] {
        &self.get(l).children
    }

    pub fn depth(&self, l: LoopId) -> u32 {
        self.get(l).depth
    }

    /// The innermost loop containing `b`, if any.
    pub fn loop_of(&self, b: BlockId) -> Option<LoopId> {
        self.innermost.get(b.index()).copied().flatten()
    }

    /// The loop whose header is `h`.
    pub fn loop_with_header(&self, h: BlockId) -> Option<LoopId> {
        self.by_header.get(h.index()).copied().flatten()
    }

    pub fn is_header(&self, b: BlockId) -> bool {
        self.loop_with_header(b).is_some()
    }

    /// Is `b` in the body of `l`?
    pub fn contains(&self, l: LoopId, b: BlockId) -> bool {
        self.get(l).body.contains(&b)
    }

    /// Is `inner` equal to or nested in `outer`?
    pub fn is_nested_in(&self, inner: LoopId, outer: LoopId) -> bool {
        self.ancestors(inner).any(|l| l == outer)
    }

    /// `l`, its parent, its grandparent, ... up to a root.
    pub fn ancestors(&self, l: LoopId) -> impl Iterator<Item = LoopId> + '_ {
        std::iter::successors(Some(l), move |&l| self.parent(l))
    }

    /// Loops containing `b`, innermost first.
    pub fn loops_containing(&self, b: BlockId) -> impl Iterator<Item = LoopId> + '_ {
        std::iter::successors(self.loop_of(b), move |&l| self.parent(l))
    }

    /// H of the decomposition (H, L, X): the set of headers.
    pub fn headers(&self) -> BTreeSet<BlockId> {
        self.loops().map(|(_, d)| d.header).collect()
    }

    // ---- comparison ----------------------------------------------------------------

    /// Structural differences between `self` (a maintained forest) and `fresh` (a
    /// from-scratch computation), keyed by header, one readable line each; for example
    /// "loop at header `b`: body differs: maintained has {c, e}, fresh has {c}". Loop
    /// ids play no part. Empty when the forests agree.
    pub fn diff(&self, fresh: &LoopForest, func: &Function) -> Vec<String> {
        let name = |b: BlockId| {
            if func.is_live(b) {
                func.block(b).name.clone()
            } else {
                format!("#{}", b.0)
            }
        };
        let set = |s: &BTreeSet<BlockId>| {
            let mut v: Vec<String> = s.iter().map(|&b| name(b)).collect();
            v.sort();
            format!("{{{}}}", v.join(", "))
        };
        let mut out = Vec::new();
        let mine: BTreeMap<BlockId, LoopId> = self.loops().map(|(l, d)| (d.header, l)).collect();
        let theirs: BTreeMap<BlockId, LoopId> = fresh.loops().map(|(l, d)| (d.header, l)).collect();
        let parent_header = |f: &LoopForest, l: LoopId| f.parent(l).map(|p| f.header(p));
        let show_parent = |h: Option<BlockId>| match h {
            Some(h) => format!("the loop at `{}`", name(h)),
            None => "none (top level)".to_string(),
        };
        for (&h, &l) in &mine {
            let Some(&r) = theirs.get(&h) else {
                out.push(format!("loop at header `{}`: in the maintained forest only", name(h)));
                continue;
            };
            let (a, b) = (self.get(l), fresh.get(r));
            let at = format!("loop at header `{}`", name(h));
            if a.body != b.body {
                let extra: BTreeSet<BlockId> = a.body.difference(&b.body).copied().collect();
                let missing: BTreeSet<BlockId> = b.body.difference(&a.body).copied().collect();
                out.push(format!(
                    "{at}: body differs: maintained has {}, fresh has {} (maintained extra {}, missing {})",
                    set(&a.body),
                    set(&b.body),
                    set(&extra),
                    set(&missing)
                ));
            }
            if a.exits != b.exits {
                out.push(format!("{at}: exits differ: maintained has {}, fresh has {}", set(&a.exits), set(&b.exits)));
            }
            if a.latches != b.latches {
                let (x, y): (BTreeSet<BlockId>, BTreeSet<BlockId>) =
                    (a.latches.iter().copied().collect(), b.latches.iter().copied().collect());
                out.push(format!("{at}: latches differ: maintained has {}, fresh has {}", set(&x), set(&y)));
            }
            let (pa, pb) = (parent_header(self, l), parent_header(fresh, r));
            if pa != pb {
                out.push(format!(
                    "{at}: parent differs: maintained has {}, fresh has {}",
                    show_parent(pa),
                    show_parent(pb)
                ));
            }
            if a.depth != b.depth {
                out.push(format!("{at}: depth differs: maintained has {}, fresh has {}", a.depth, b.depth));
            }
            let ca: BTreeSet<BlockId> = a.children.iter().map(|&c| self.header(c)).collect();
            let cb: BTreeSet<BlockId> = b.children.iter().map(|&c| fresh.header(c)).collect();
            if ca != cb {
                out.push(format!(
                    "{at}: children differ: maintained has loops at {}, fresh has loops at {}",
                    set(&ca),
                    set(&cb)
                ));
            }
        }
        for &h in theirs.keys() {
            if !mine.contains_key(&h) {
                out.push(format!("loop at header `{}`: in the fresh forest only", name(h)));
            }
        }
        let n = self.innermost.len().max(fresh.innermost.len());
        for i in 0..n {
            let b = BlockId(i as u32);
            let (a, c) = (self.loop_of(b).map(|l| self.header(l)), fresh.loop_of(b).map(|l| fresh.header(l)));
            if a != c {
                out.push(format!(
                    "block `{}`: innermost loop differs: maintained has {}, fresh has {}",
                    name(b),
                    show_parent(a),
                    show_parent(c)
                ));
            }
        }
        out
    }

    /// Internal consistency of the representation (useful after mutations): bodies
    /// agree with the innermost-loop map, children with parents, depths with nesting,
    /// bodies form a subset lattice, headers map to their loops. One line per problem.
    pub fn check_consistency(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (l, d) in self.loops() {
            if self.loop_with_header(d.header) != Some(l) {
                out.push(format!("loop {} is not registered under its header #{}", l.0, d.header.0));
            }
            if !d.body.contains(&d.header) {
                out.push(format!("loop {}: header #{} is not in its body", l.0, d.header.0));
            }
            let want_depth = d.parent.map_or(1, |p| self.depth(p) + 1);
            if d.depth != want_depth {
                out.push(format!("loop {}: depth {} but its parent gives {}", l.0, d.depth, want_depth));
            }
            if let Some(p) = d.parent {
                if !self.is_live(p) || !self.children(p).contains(&l) {
                    out.push(format!("loop {}: not among the children of its parent {}", l.0, p.0));
                } else if !d.body.is_subset(self.body(p)) {
                    out.push(format!("loop {}: body is not a subset of its parent's body", l.0));
                }
            }
            for &c in &d.children {
                if !self.is_live(c) || self.parent(c) != Some(l) {
                    out.push(format!("loop {}: child {} does not name it as parent", l.0, c.0));
                }
            }
            for b in &d.body {
                let ok = self.loops_containing(*b).any(|x| x == l);
                if !ok {
                    out.push(format!("loop {}: block #{} is in the body but not under its innermost loop", l.0, b.0));
                }
            }
        }
        for (i, m) in self.innermost.iter().enumerate() {
            if let Some(m) = m {
                if !self.is_live(*m) || !self.contains(*m, BlockId(i as u32)) {
                    out.push(format!("block #{i}: innermost loop {} does not contain it", m.0));
                }
            }
        }
        out
    }

    // ---- mutation (for maintenance code) -------------------------------------------
    //
    // These edit the representation only; they never look at the CFG. Each keeps the
    // arena, the header map, the children lists, the depths and the innermost-loop map
    // consistent; keeping bodies, exits and latches true to the CFG is the caller's job.

    /// Makes room for block ids below `capacity` (after blocks were added).
    pub fn grow(&mut self, capacity: usize) {
        if self.innermost.len() < capacity {
            self.innermost.resize(capacity, None);
            self.by_header.resize(capacity, None);
        }
    }

    /// Removes a loop: its children become children of its parent, its blocks whose
    /// innermost loop it was now have the parent as innermost loop. Ancestors' bodies
    /// are unchanged.
    pub fn remove_loop(&mut self, l: LoopId) -> LoopData {
        let data = self.loops[l.index()].take().expect("loop removed twice");
        self.by_header[data.header.index()] = None;
        if let Some(p) = data.parent {
            self.data_mut(p).children.retain(|&c| c != l);
        }
        for &c in &data.children {
            self.loops[c.index()].as_mut().expect("live child").parent = None;
            self.attach(c, data.parent);
        }
        for m in &mut self.innermost {
            if *m == Some(l) {
                *m = data.parent;
            }
        }
        data
    }

    /// Moves `l` (with its subtree) under `new_parent` (or to the top level) and
    /// updates depths. Bodies are left as they are.
    pub fn set_parent(&mut self, l: LoopId, new_parent: Option<LoopId>) {
        if let Some(p) = self.get(l).parent {
            self.data_mut(p).children.retain(|&c| c != l);
        }
        self.data_mut(l).parent = None;
        self.attach(l, new_parent);
    }

    fn attach(&mut self, l: LoopId, parent: Option<LoopId>) {
        self.data_mut(l).parent = parent;
        if let Some(p) = parent {
            let header = |f: &LoopForest, x: LoopId| f.header(x);
            let pos = {
                let kids = &self.get(p).children;
                let h = header(self, l);
                kids.iter().position(|&c| header(self, c) > h).unwrap_or(kids.len())
            };
            self.data_mut(p).children.insert(pos, l);
        }
        let base = parent.map_or(0, |p| self.depth(p));
        let mut stack = vec![(l, base + 1)];
        while let Some((x, d)) = stack.pop() {
            self.data_mut(x).depth = d;
            for &c in &self.get(x).children {
                stack.push((c, d + 1));
            }
        }
    }

    /// Adds a new loop (e.g. a clone) under `parent` with the given sets; `header`
    /// must head no other loop, and the header and latches must be in `body`. Blocks of `body` whose innermost loop was
    /// `parent` (or none) get the new loop as innermost loop.
    pub fn add_loop(
        &mut self,
        header: BlockId,
        latches: Vec<BlockId>,
        body: BTreeSet<BlockId>,
        exits: BTreeSet<BlockId>,
        parent: Option<LoopId>,
    ) -> LoopId {
        let l = LoopId(self.loops.len() as u32);
        let cap = body.iter().chain(exits.iter()).map(|b| b.index() + 1).max().unwrap_or(0);
        self.grow(cap.max(header.index() + 1));
        for &b in &body {
            if self.innermost[b.index()] == parent {
                self.innermost[b.index()] = Some(l);
            }
        }
        self.by_header[header.index()] = Some(l);
        self.loops.push(Some(LoopData { header, latches, body, exits, parent: None, children: Vec::new(), depth: 1 }));
        self.attach(l, parent);
        l
    }

    /// Adds `b` to the body of `l` and of every ancestor; `b` gets `l` as innermost
    /// loop unless it already is in a deeper loop nested in `l`.
    pub fn add_block(&mut self, l: LoopId, b: BlockId) {
        self.grow(b.index() + 1);
        let anc: Vec<LoopId> = self.ancestors(l).collect();
        for a in anc {
            self.data_mut(a).body.insert(b);
        }
        let deeper = self.loop_of(b).is_some_and(|m| m != l && self.is_nested_in(m, l));
        if !deeper {
            self.innermost[b.index()] = Some(l);
        }
    }

    /// Removes `b` from the body of `l` only (not from its ancestors): the ejection of
    /// Algorithm 2. If `l` was its innermost loop, the nearest ancestor still
    /// containing it becomes its innermost loop.
    pub fn remove_block_from_body(&mut self, l: LoopId, b: BlockId) {
        self.data_mut(l).body.remove(&b);
        if self.loop_of(b) == Some(l) {
            let up = self.ancestors(l).skip(1).find(|&a| self.contains(a, b));
            self.innermost[b.index()] = up;
        }
    }

    /// Removes `b` from every body and every exit set (a block that became
    /// unreachable or was deleted).
    pub fn remove_block(&mut self, b: BlockId) {
        for d in self.loops.iter_mut().flatten() {
            d.body.remove(&b);
            d.exits.remove(&b);
            d.latches.retain(|&x| x != b);
        }
        if let Some(m) = self.innermost.get_mut(b.index()) {
            *m = None;
        }
    }

    pub fn add_exit(&mut self, l: LoopId, b: BlockId) {
        self.data_mut(l).exits.insert(b);
    }

    pub fn remove_exit(&mut self, l: LoopId, b: BlockId) {
        self.data_mut(l).exits.remove(&b);
    }

    pub fn set_latches(&mut self, l: LoopId, mut latches: Vec<BlockId>) {
        latches.sort();
        latches.dedup();
        self.data_mut(l).latches = latches;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A forest whose inner loop names a live parent that does not list it among its
    /// children: no public operation builds one (each keeps both links), so it is built
    /// field by field here.
    #[test]
    fn a_parent_that_lacks_its_child_is_reported() {
        let b = |i: u32| BlockId(i);
        let outer = LoopData {
            header: b(0),
            latches: vec![b(1)],
            body: [0, 1, 2, 3].map(b).into(),
            exits: BTreeSet::new(),
            parent: None,
            children: Vec::new(),
            depth: 1,
        };
        let inner = LoopData {
            header: b(2),
            latches: vec![b(3)],
            body: [2, 3].map(b).into(),
            exits: BTreeSet::new(),
            parent: Some(LoopId(0)),
            children: Vec::new(),
            depth: 2,
        };
        let mut f = LoopForest {
            loops: vec![Some(outer), Some(inner)],
            innermost: vec![Some(LoopId(0)), Some(LoopId(0)), Some(LoopId(1)), Some(LoopId(1))],
            by_header: vec![Some(LoopId(0)), None, Some(LoopId(1)), None],
        };
        assert_eq!(f.check_consistency(), vec!["loop 1: not among the children of its parent 0".to_string()]);
        f.data_mut(LoopId(0)).children.push(LoopId(1));
        assert_eq!(f.check_consistency(), Vec::<String>::new());
    }
}
