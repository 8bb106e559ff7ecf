//! A dense successor/predecessor view of a function's control-flow graph.
//!
//! Nodes are block ids (`BlockId::index()`); removed blocks have no edges. Edge lists
//! keep one entry per edge reference, so a switch with two cases to the same block
//! yields the successor twice.

use crate::ir::{BlockId, Function};

#[derive(Clone, Debug)]
pub struct Cfg {
    pub entry: BlockId,
    pub succs: Vec<Vec<BlockId>>,
    pub preds: Vec<Vec<BlockId>>,
    /// Reachable blocks in reverse postorder of a depth-first search from the entry
    /// that visits successors in terminator order.
    pub rpo: Vec<BlockId>,
    /// Edges `(u, v)` whose target was on the DFS stack when the edge was explored.
    pub retreating: Vec<(BlockId, BlockId)>,
}

impl Cfg {
    pub fn compute(f: &Function) -> Cfg {
        let n = f.block_capacity();
        let mut succs = vec![Vec::new(); n];
        for (id, b) in f.blocks() {
            succs[id.index()] = b.term.succs().collect();
        }
        Cfg::from_succs(f.entry(), succs)
    }

    /// Builds the view from raw successor lists (used by tests and benchmarks).
    pub fn from_succs(entry: BlockId, succs: Vec<Vec<BlockId>>) -> Cfg {
        let n = succs.len();
        let mut preds = vec![Vec::new(); n];
        for (u, ss) in succs.iter().enumerate() {
            for s in ss {
                preds[s.index()].push(BlockId(u as u32));
            }
        }
        // Iterative DFS: 0 = unvisited, 1 = on stack, 2 = done.
        let mut state = vec![0u8; n];
        let mut post = Vec::with_capacity(n);
        let mut retreating = Vec::new();
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        state[entry.index()] = 1;
        while let Some(&mut (u, ref mut i)) = stack.last_mut() {
            if let Some(&v) = succs[u.index()].get(*i) {
                *i += 1;
                match state[v.index()] {
                    0 => {
                        state[v.index()] = 1;
                        stack.push((v, 0));
                    }
                    1 => retreating.push((u, v)),
                    _ => {}
                }
            } else {
                state[u.index()] = 2;
                post.push(u);
                stack.pop();
            }
        }
        post.reverse();
        Cfg { entry, succs, preds, rpo: post, retreating }
    }

    /// Whether each node is reachable from the entry (in `rpo`), by index.
    pub fn reachable(&self) -> Vec<bool> {
        let mut reached = vec![false; self.num_nodes()];
        for b in &self.rpo {
            reached[b.index()] = true;
        }
        reached
    }

    /// Removes unreachable nodes `dead` (none is in `rpo`) with their edges, as if the
    /// view were computed again without them: the order, the retreating edges and the
    /// reachable nodes' successors stay as they are (an edge into a dead node would
    /// make it reachable), and only the dead nodes' successors lose predecessors.
    pub fn remove_unreachable(&mut self, dead: &[BlockId]) {
        for &d in dead {
            for s in std::mem::take(&mut self.succs[d.index()]) {
                self.preds[s.index()].retain(|&p| p != d);
            }
        }
        for &d in dead {
            self.preds[d.index()].clear();
        }
    }

    pub fn num_nodes(&self) -> usize {
        self.succs.len()
    }
}
