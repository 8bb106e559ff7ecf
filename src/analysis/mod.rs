//! Analyses computed from scratch: the CFG view, the dominator tree, the loop nesting
//! forest.
//!
//! Each analysis has a `compute` that depends only on what its signature names.
//! These from-scratch computations are the oracle the checker compares maintained
//! structures against; transformations never call them.

pub mod cfg;
pub mod dom;
pub mod loops;

pub use cfg::Cfg;
pub use dom::DomTree;
pub use loops::{IrreducibleError, LoopForest, LoopId};
