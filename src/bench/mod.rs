//! Benchmarks run by `waddle bench …`. Speed is measured here, never in tests.

pub mod analysis;
pub mod bril;
pub mod cfg_stats;
pub mod dominance;
pub mod edge_deletion;
pub mod fuzz;
pub mod interp;
pub mod ll_skeleton;
pub mod llvm;
pub mod opt;
pub mod passes;
pub mod plain;
pub mod report;
pub mod skeletons;
