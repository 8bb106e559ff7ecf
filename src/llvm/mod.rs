//! LLVM's textual IR at the boundary, as clang and `opt` (LLVM 19 and 22) print it.
//!
//! No LLVM library is used at build or test time: the reader is written here by hand.

// Errors are `Diagnostic`s, as everywhere at the crate's boundary: returned once per
// file, so their size does not matter.
#![allow(clippy::result_large_err)]

pub mod lower;
pub mod notation;
pub mod printf;
pub mod run;
pub mod syntax;

use crate::diag::{render, Diagnostic, Source};
use crate::format::read_source;
use crate::verify::verify_program;
use std::path::Path;

/// A `.ll` file read, lowered onto the kernel and verified.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The file's name as given, for `file:line:column`.
    pub name: String,
    pub text: String,
    pub module: syntax::Module,
    pub lowered: lower::Lowered,
}

/// Reads, lowers and verifies a `.ll` file; every error rendered against the file.
pub fn import_file(path: &Path) -> Result<Imported, String> {
    let name = path.display().to_string();
    let text = read_source(path).map_err(|e| format!("error: {e}\n"))?;
    import_text(&name, text)
}

/// `import_file` of text already read.
pub fn import_text(name: &str, text: String) -> Result<Imported, String> {
    let located = |d: Diagnostic, text: &str| render(&[d], Some(&Source { name, text }));
    let module = syntax::parse(&text).map_err(|d| located(d, &text))?;
    let lowered = lower::lower(&module, &text).map_err(|d| located(d, &text))?;
    let errors = verify_program(&lowered.program, None);
    if let Some(first) = errors.into_iter().next() {
        return Err(format!("internal error: the lowered program does not verify: {}\n", first.message));
    }
    Ok(Imported { name: name.to_string(), text, module, lowered })
}
