//! Waddle checker: the reference interpreter and formal-semantics checker for the
//! Waddle always-canonical IR.
//!
//! The pipeline reads top to bottom: `format` parses RON into the `ir`, `verify`
//! checks it (using `analysis`), `exec` runs verified programs with the small-step
//! semantics of `semantics/`, `bench` measures it, and the CLI in `main.rs` is a thin
//! layer over these.

pub mod analysis;
pub mod bench;
pub mod bril;
pub mod canon;
pub mod check;
pub mod counters;
pub mod diag;
pub mod exec;
pub mod format;
pub mod gen;
pub mod ir;
pub mod opt;
pub mod transform;
pub mod verify;
