//! The slow, obviously correct dominator baseline: the dataflow equations of the
//! loops/dominators notes (§5), solved by iteration over full dominator sets.
//!
//! `Dom(entry) = {entry}`, `Dom(b) = {b} ∪ ⋂ Dom(p)` over reachable predecessors `p`,
//! starting from "all blocks". The immediate dominator of `b` is its strict dominator
//! with the most dominators itself (the deepest one). O(n²) memory and more time: an
//! oracle for `DomTree`, not something to run on large functions.

use super::cfg::Cfg;
use crate::ir::BlockId;

/// Immediate dominators by the dataflow definition (`None` for the entry and for
/// unreachable blocks).
pub fn idoms(cfg: &Cfg) -> Vec<Option<BlockId>> {
    let n = cfg.num_nodes();
    let mut reachable = vec![false; n];
    for b in &cfg.rpo {
        reachable[b.index()] = true;
    }
    let entry = cfg.entry.index();
    let mut dom: Vec<Vec<bool>> = vec![vec![true; n]; n];
    dom[entry] = vec![false; n];
    dom[entry][entry] = true;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in cfg.rpo.iter().skip(1) {
            let mut new = vec![true; n];
            for p in cfg.preds[b.index()].iter().filter(|p| reachable[p.index()]) {
                for (x, d) in new.iter_mut().zip(&dom[p.index()]) {
                    *x &= *d;
                }
            }
            new[b.index()] = true;
            if new != dom[b.index()] {
                dom[b.index()] = new;
                changed = true;
            }
        }
    }
    let size: Vec<usize> = dom.iter().map(|d| d.iter().filter(|&&x| x).count()).collect();
    (0..n)
        .map(|b| {
            if !reachable[b] || b == entry {
                return None;
            }
            (0..n).filter(|&d| d != b && dom[b][d]).max_by_key(|&d| size[d]).map(|d| BlockId(d as u32))
        })
        .collect()
}
