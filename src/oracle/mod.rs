//! The oracle: what "checked" means, shared by the spec runner (`check`), `opt
//! --check`, `equiv` and `fuzz`.
//!
//! - `maintenance`: the six maintenance theorems, against a fresh computation;
//! - `equiv`: semantic equivalence by execution, with a bounded trace diff;
//! - `control`: where control first went differently, for that diff;
//! - `random`: random inputs drawn by type, reproducible from a seed;
//! - `pairing`: which function of AFTER is which of BEFORE (names, `--rename`, the
//!   call graph);
//! - `validate`: translation validation of two whole programs (`waddle equiv`).

pub mod alloc;
pub mod control;
pub mod equiv;
pub mod maintenance;
pub mod pairing;
pub mod random;
pub mod validate;

pub use maintenance::{block_name, interval_diff, label_diff, shape_diff, theorems, Failure, Theorem};
