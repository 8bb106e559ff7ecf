//! The oracle: what "checked" means, shared by the spec runner (`check`), `opt
//! --check`, `equiv` and `fuzz`.
//!
//! - `maintenance`: the six maintenance theorems, against a fresh computation;
//! - `equiv`: semantic equivalence by execution, with a bounded trace diff;
//! - `random`: random inputs drawn by type, reproducible from a seed;
//! - `validate`: translation validation of two whole programs (`waddle equiv`).

pub mod alloc;
pub mod equiv;
pub mod maintenance;
pub mod random;
pub mod validate;

pub use maintenance::{block_name, shape_diff, theorems, Failure, Theorem};
