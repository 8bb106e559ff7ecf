//! The command line from the outside: `run` and `bench` (`edge-deletion` on `.ll` files
//! too), input a user gets wrong, the limit flags, `canon`/`loops`/`dot`, every file of
//! `tests/bad-input/`, `fuzz`, the HTML reports, `equiv`'s pairing of functions,
//! `--oracle`, the line where control went differently, `equiv --pass` over a suite,
//! `export`, and every numeric flag's maximum.

#[path = "../common/mod.rs"]
mod common;

mod bad_input;
mod bench;
mod canon;
mod equiv;
mod equiv_pass;
mod export;
mod flags;
mod fuzz;
mod html;
mod input;
mod limits;
mod run;
