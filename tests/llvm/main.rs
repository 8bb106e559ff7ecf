//! The LLVM IR front end: the reader, C's `printf` as glibc prints it, `waddle run` and
//! `waddle equiv` on LLVM IR, the paper's facts on LLVM's CFG.

#[path = "../common/mod.rs"]
mod common;

mod aggregates;
mod count;
mod equiv;
mod export;
mod facts;
mod passes;
mod printf;
mod run;
mod syntax;
mod vectors;
