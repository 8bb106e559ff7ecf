//! The LLVM IR front end: C's `printf` as glibc prints it, and `waddle run` on LLVM IR.

mod equiv;
mod printf;
mod run;
