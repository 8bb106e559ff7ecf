//! The LLVM IR front end: the reader, C's `printf` as glibc prints it, `waddle run` and
//! `waddle equiv` on LLVM IR.

mod equiv;
mod export;
mod printf;
mod run;
mod syntax;
