//! The command line from the outside: `run` and `bench`, input a user gets wrong, the
//! limit flags, `canon`/`loops`/`dot`, every file of `tests/bad-input/`, `fuzz`, the HTML reports.

#[path = "../common/mod.rs"]
mod common;

mod bad_input;
mod canon;
mod fuzz;
mod html;
mod input;
mod limits;
mod run;
