//! LLVM's textual IR at the boundary, as clang and `opt` (LLVM 19 and 22) print it.
//!
//! No LLVM library is used at build or test time: the reader is written here by hand.

// Errors are `Diagnostic`s, as everywhere at the crate's boundary: returned once per
// file, so their size does not matter.
#![allow(clippy::result_large_err)]

pub mod printf;
pub mod syntax;
