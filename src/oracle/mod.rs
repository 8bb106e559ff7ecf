//! The oracle: what "checked" means, shared by the spec runner (`check`), `opt
//! --check`, `equiv` and `fuzz`. Every setting of a check is one value (`Config`)
//! passed down; every verdict is a typed value, rendered by the caller.
//!
//! - `config`: the settings of a check;
//! - `maintenance`: the six maintenance theorems, against a fresh computation;
//! - `run`: a run as the checker names it (`RunSpec`);
//! - `equiv`: semantic equivalence of one run by execution (`compare` → `Verdict`);
//! - `diff`: a counterexample's readable diff, in a `notation`;
//! - `control`: where control first went differently, for that diff;
//! - `alloc`: agreement modulo a bijection of allocations;
//! - `random`: random inputs drawn by type, reproducible from a seed;
//! - `refine`: refinement, the notion of agreement of a front end with undefined
//!   behaviour (LLVM's), passed to `compare`;
//! - `step`: one transformation step checked (theorems, then runs);
//! - `pairing`: which function of AFTER is which of BEFORE (names, `--rename`, the
//!   call graph);
//! - `validate`: translation validation of two whole programs (`waddle equiv`).

#![warn(missing_docs)]

pub mod alloc;
pub mod config;
pub mod control;
mod diff;
pub mod equiv;
pub mod maintenance;
pub mod notation;
pub mod pairing;
pub mod random;
pub mod refine;
pub mod run;
pub mod step;
pub mod validate;

pub use config::{CheckLimits, Config};
pub use diff::{CONTEXT_AFTER, CONTEXT_BEFORE};
pub use equiv::{compare, Compare, Counterexample, Mismatch, RunError, RunSpec, Verdict};
pub use maintenance::{block_name, interval_diff, label_diff, shape_diff, theorems, Failure, Theorem};
pub use notation::{Notation, Pair, Paper, PaperStep, Side, STEPS_SHOWN};
pub use refine::{Notion, Refinement};
pub use step::{check_step, StepReport};
