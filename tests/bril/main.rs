//! Bril input: the programs of `specs/bril/` with the output `brili` prints, the bad
//! input of `tests/bad-bril/`, Bril's corner cases, random programs against a direct
//! Bril interpreter (`oracle.rs`) and a model of `brili` (`model.rs`), and verdicts
//! within their bounds (`bounded.rs`).

#[path = "../common/mod.rs"]
mod common;

mod bounded;
mod corners;
mod diffs;
mod extensions;
mod model;
mod oracle;
mod programs;
