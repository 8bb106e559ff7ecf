//! The from-scratch analyses and the canonical form: the dominator tree, loop forest and
//! reducibility against independent oracles, the canonicalizer, the paper's figures, and
//! the Graphviz snapshots.

#[path = "../common/mod.rs"]
mod common;

mod canon;
mod dot;
mod fixtures;
mod oracles;
