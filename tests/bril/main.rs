//! Bril input: the programs of `specs/bril/` with the output `brili` prints, the bad
//! input of `tests/bad-bril/`, and random programs against a direct Bril interpreter.

#[path = "../common/mod.rs"]
mod common;

mod corners;
mod extensions;
mod oracle;
mod programs;
