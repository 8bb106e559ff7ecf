//! The LLVM IR front end: C's `printf` as glibc prints it.

mod printf;
