//! LLVM input: the reader of textual IR (`src/llvm/syntax/`) on the fixtures of
//! `tests/llvm/syntax/` and the bad input of `tests/bad-llvm/`.

mod syntax;
