//! Dominator tree, computed from scratch with the Cooper–Harvey–Kennedy iterative
//! algorithm over reverse postorder.
//!
//! Representation: `idom` per block id (`None` for the entry and unreachable blocks),
//! children lists, depths, and DFS entry/exit numbers of the tree so that
//! `dominates(a, b)` is an O(1) interval test (see the incremental-dominator notes).

use super::cfg::Cfg;
use crate::counters::Counters;
use crate::ir::{BlockId, Function};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DomTree {
    root: BlockId,
    idom: Vec<Option<BlockId>>,
    children: Vec<Vec<BlockId>>,
    depth: Vec<u32>,
    pre: Vec<u32>,
    post: Vec<u32>,
    reachable: Vec<bool>,
}

impl DomTree {
    pub fn compute(f: &Function) -> DomTree {
        DomTree::from_cfg(&Cfg::compute(f))
    }

    pub fn from_cfg(cfg: &Cfg) -> DomTree {
        DomTree::from_cfg_counted(cfg, &mut Counters::default())
    }

    /// `from_cfg`, counting idom calculations (one per block per iteration), the
    /// recompute column of the paper's Figure 11.
    pub fn from_cfg_counted(cfg: &Cfg, counters: &mut Counters) -> DomTree {
        let n = cfg.num_nodes();
        let mut order = vec![u32::MAX; n]; // position in RPO
        for (i, b) in cfg.rpo.iter().enumerate() {
            order[b.index()] = i as u32;
        }
        let root = cfg.entry;
        let mut idom: Vec<Option<BlockId>> = vec![None; n];
        idom[root.index()] = Some(root);
        let intersect = |idom: &[Option<BlockId>], mut a: BlockId, mut b: BlockId| {
            while a != b {
                while order[a.index()] > order[b.index()] {
                    a = idom[a.index()].expect("processed blocks have an idom");
                }
                while order[b.index()] > order[a.index()] {
                    b = idom[b.index()].expect("processed blocks have an idom");
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &b in cfg.rpo.iter().skip(1) {
                counters.idom_calculations += 1;
                let mut new: Option<BlockId> = None;
                for &p in &cfg.preds[b.index()] {
                    if idom[p.index()].is_none() {
                        continue; // unprocessed or unreachable
                    }
                    new = Some(match new {
                        None => p,
                        Some(x) => intersect(&idom, p, x),
                    });
                }
                if new.is_some() && idom[b.index()] != new {
                    idom[b.index()] = new;
                    changed = true;
                }
            }
        }
        idom[root.index()] = None;
        let reachable: Vec<bool> = (0..n).map(|i| order[i] != u32::MAX).collect();
        DomTree::from_idoms(root, idom, reachable)
    }

    /// Builds the tree from an immediate-dominator table (`None` for the root and for
    /// unreachable blocks). Used by maintained trees after a repair.
    pub fn from_idoms(root: BlockId, idom: Vec<Option<BlockId>>, reachable: Vec<bool>) -> DomTree {
        let n = idom.len();
        let mut children = vec![Vec::new(); n];
        for (b, d) in idom.iter().enumerate() {
            if let Some(d) = d {
                children[d.index()].push(BlockId(b as u32));
            }
        }
        let mut t = DomTree {
            root,
            idom,
            children,
            depth: vec![0; n],
            pre: vec![u32::MAX; n],
            post: vec![u32::MAX; n],
            reachable,
        };
        t.renumber();
        t
    }

    /// Recomputes depths and DFS intervals from the children lists. One clock counts
    /// the blocks left so far: a block enters at the count before it (`pre`) and leaves
    /// at the count with its subtree (`post`), so `pre < post`, and `a` dominates `b`
    /// exactly when `[pre(a), post(a)]` contains `[pre(b), post(b)]` (a block left
    /// before `b` entered, or entered after `b` left, is not an ancestor of it).
    fn renumber(&mut self) {
        let mut clock = 0u32;
        let mut stack = vec![(self.root, 0usize)];
        self.pre[self.root.index()] = clock;
        self.depth[self.root.index()] = 0;
        while let Some(&mut (u, ref mut i)) = stack.last_mut() {
            if let Some(&c) = self.children[u.index()].get(*i) {
                *i += 1;
                self.pre[c.index()] = clock;
                self.depth[c.index()] = self.depth[u.index()] + 1;
                stack.push((c, 0));
            } else {
                clock += 1;
                self.post[u.index()] = clock;
                stack.pop();
            }
        }
    }

    pub fn root(&self) -> BlockId {
        self.root
    }

    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.reachable.get(b.index()).copied().unwrap_or(false)
    }

    /// The immediate dominator; `None` for the root and unreachable blocks.
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        self.idom.get(b.index()).copied().flatten()
    }

    pub fn children(&self, b: BlockId) -> &[BlockId] {
        &self.children[b.index()]
    }

    pub fn depth(&self, b: BlockId) -> u32 {
        self.depth[b.index()]
    }

    /// Does `a` dominate `b` (reflexively)? False when either is unreachable. O(1).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        self.is_reachable(a)
            && self.is_reachable(b)
            && self.pre[a.index()] <= self.pre[b.index()]
            && self.post[b.index()] <= self.post[a.index()]
    }

    pub fn strictly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        a != b && self.dominates(a, b)
    }

    /// Nearest common ancestor of two reachable blocks.
    pub fn nca(&self, mut a: BlockId, mut b: BlockId) -> BlockId {
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

    /// Number of block slots the tree covers (the function's block capacity).
    pub fn capacity(&self) -> usize {
        self.idom.len()
    }

    /// The immediate-dominator table, indexed by block id (`None` for the root and
    /// unreachable blocks): with `reachable_table`, what `from_idoms` takes back.
    pub fn idom_table(&self) -> &[Option<BlockId>] {
        &self.idom
    }

    /// Reachability from the entry, indexed by block id.
    pub fn reachable_table(&self) -> &[bool] {
        &self.reachable
    }

    /// DFS entry and exit numbers of a reachable block in the tree: `a` dominates `b`
    /// exactly when `interval(a)` contains `interval(b)`.
    pub fn interval(&self, b: BlockId) -> Option<(u32, u32)> {
        self.is_reachable(b).then(|| (self.pre[b.index()], self.post[b.index()]))
    }

    /// Blocks of the tree in preorder (each block before the blocks it dominates),
    /// children in the order of their lists.
    pub fn preorder(&self) -> Vec<BlockId> {
        let mut out = Vec::new();
        let mut stack = vec![self.root];
        while let Some(b) = stack.pop() {
            out.push(b);
            stack.extend(self.children[b.index()].iter().rev().copied());
        }
        out
    }

    /// Differences between `self` (a maintained or claimed tree) and `fresh` (a
    /// from-scratch computation, the expected one), one readable line per block:
    /// "idom(`x`): fresh computation `a`, maintained `b`". Empty when the trees agree
    /// on every block.
    pub fn diff(&self, fresh: &DomTree, func: &Function) -> Vec<String> {
        let (got, expected) = (self, fresh);
        let name = |b: BlockId| {
            if func.is_live(b) {
                format!("`{}`", func.block(b).name)
            } else {
                format!("removed block #{}", b.0)
            }
        };
        let show = |d: Option<BlockId>, reachable: bool| match (d, reachable) {
            (Some(d), _) => name(d),
            (None, true) => "none (root)".to_string(),
            (None, false) => "none (unreachable)".to_string(),
        };
        let mut out = Vec::new();
        if expected.root != got.root {
            out.push(format!("root: fresh computation {}, maintained {}", name(expected.root), name(got.root)));
        }
        let n = expected.capacity().max(got.capacity());
        for i in 0..n {
            let b = BlockId(i as u32);
            let (ei, gi) = (expected.idom(b), got.idom(b));
            let (er, gr) = (expected.is_reachable(b), got.is_reachable(b));
            if ei != gi || er != gr {
                out.push(format!("idom({}): fresh computation {}, maintained {}", name(b), show(ei, er), show(gi, gr)));
            }
        }
        out
    }
}
