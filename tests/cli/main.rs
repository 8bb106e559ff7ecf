//! The command line from the outside: `run` and `bench`, input a user gets wrong, the
//! limit flags, `canon`/`loops`/`dot`, every file of `tests/bad-input/`, `fuzz`, and
//! `equiv`'s pairing of functions, `--oracle` and the line where control went differently.

#[path = "../common/mod.rs"]
mod common;

mod bad_input;
mod canon;
mod equiv;
mod equiv_pass;
mod fuzz;
mod input;
mod limits;
mod run;
