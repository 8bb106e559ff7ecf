//! Analyses computed from scratch: the CFG view, the dominator tree (with `dom_simple`,
//! its slow dataflow baseline), the loop nesting forest.
//!
//! Each analysis has a `compute` that depends only on what its signature names.
//! These from-scratch computations are the oracle the checker compares maintained
//! structures against; transformations never call them.

pub mod cfg;
pub mod dom;
pub mod dom_simple;
pub mod loops;

pub use cfg::Cfg;
pub use dom::DomTree;
pub use loops::{IrreducibleError, LoopForest, LoopId};

use crate::ir::Function;

/// The "recompute and compare" oracle: differences between a maintained dominator tree
/// and loop forest of `func` and a from-scratch computation, one readable line each
/// (empty when both agree). An irreducible graph is reported as a difference too.
pub fn diff_against_fresh(func: &Function, dom: &DomTree, forest: &LoopForest) -> Vec<String> {
    let cfg = Cfg::compute(func);
    let fresh_dom = DomTree::from_cfg(&cfg);
    let mut out: Vec<String> = dom.diff(&fresh_dom, func).into_iter().map(|d| format!("dominator tree: {d}")).collect();
    match LoopForest::compute(func, &cfg, &fresh_dom) {
        Ok(fresh) => out.extend(forest.diff(&fresh, func).into_iter().map(|d| format!("loop forest: {d}"))),
        Err(e) => out.push(format!("loop forest: {}", e.message(func))),
    }
    out
}
