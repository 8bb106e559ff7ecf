//! Bril (Cornell CS 6120's educational IR) at the boundary: its canonical JSON form
//! (`json.rs`) and its text form (`text.rs`) are read into one located syntax tree
//! (this file), which `lower/` type-checks and translates into a Waddle program with
//! SSA construction (iterated dominance frontiers, pruned by liveness, block
//! parameters). `run.rs` runs an imported `main` the way Bril's reference interpreter
//! `brili` does: its printed lines, its error messages, `-p`'s `total_dyn_inst`.
//!
//! Both readers are written here by hand (no serde: the JSON reader keeps the byte span
//! of every value, so every error carries the Bril file's `line:column`).

// Errors are `Diagnostic`s, as everywhere at the crate's boundary (`format::spec`):
// returned once per file, so their size does not matter.
#![allow(clippy::result_large_err)]

pub mod float;
pub mod json;
pub mod lower;
pub mod names;
pub mod notation;
pub mod run;
pub mod ssa_form;
pub mod text;
pub mod write;

use crate::diag::{Diagnostic, Loc};
use std::fmt;
use std::ops::Range;
use std::time::Instant;

pub use lower::{import, import_within, Imported};

/// A byte range in the Bril source.
pub type Span = Range<usize>;

/// Bril types. `float` and `char` are imported as `int`s (a binary64's bit pattern, a
/// Unicode scalar value's code point; `semantics/bril.md`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BType {
    Int,
    Bool,
    Ptr(Box<BType>),
    Float,
    Char,
}

impl fmt::Display for BType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BType::Int => f.write_str("int"),
            BType::Bool => f.write_str("bool"),
            BType::Float => f.write_str("float"),
            BType::Char => f.write_str("char"),
            BType::Ptr(t) => write!(f, "ptr<{t}>"),
        }
    }
}

/// A literal of `const`.
#[derive(Clone, PartialEq, Debug)]
pub enum Lit {
    Int(i64),
    Bool(bool),
    /// A number with a fractional part or exponent, or an integer beyond 64 bits, as
    /// written: a float constant's value.
    Float(String),
    /// A character constant.
    Char(String),
}

/// A Bril program: its functions and, from the text form, the `# ARGS:` line.
#[derive(Clone, Debug, Default)]
pub struct Program {
    pub functions: Vec<Function>,
    /// The arguments of the file's `# ARGS:` comment, if it has one.
    pub args: Option<Vec<String>>,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: String,
    pub ty: BType,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub params: Vec<Param>,
    pub ret: Option<BType>,
    pub items: Vec<Item>,
    /// The function's header (name and signature).
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Item {
    Label { name: String, span: Span },
    Instr(Instr),
}

/// One instruction, in the JSON form's fields.
#[derive(Clone, Debug)]
pub struct Instr {
    pub op: String,
    pub dest: Option<String>,
    pub ty: Option<BType>,
    pub args: Vec<String>,
    pub funcs: Vec<String>,
    pub labels: Vec<String>,
    pub value: Option<Lit>,
    pub span: Span,
}

/// A located error in a Bril file.
pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::new(Loc::span(span), message)
}

/// Why an import within a deadline gave no program.
#[derive(Clone, Debug)]
pub enum ImportError {
    /// The program is not one the import reads: each error located in the Bril source.
    Invalid(Vec<Diagnostic>),
    /// The deadline came before the import ended.
    TimeLimit,
}

impl From<ImportError> for Vec<Diagnostic> {
    fn from(e: ImportError) -> Vec<Diagnostic> {
        match e {
            ImportError::Invalid(errors) => errors,
            ImportError::TimeLimit => {
                vec![Diagnostic::new(Default::default(), "the time limit was reached while importing the program")]
            }
        }
    }
}

impl From<Diagnostic> for ImportError {
    fn from(d: Diagnostic) -> ImportError {
        ImportError::Invalid(vec![d])
    }
}

/// A deadline checked every `Ticker::EVERY` ticks of a reader's loop, so that the
/// clock is read about once per few thousand tokens.
pub(crate) struct Ticker {
    deadline: Option<Instant>,
    ticks: u32,
}

impl Ticker {
    const EVERY: u32 = 4096;

    pub(crate) fn new(deadline: Option<Instant>) -> Ticker {
        Ticker { deadline, ticks: 0 }
    }

    /// Counts one unit of work; `Err(TimeLimit)` once the deadline has passed.
    pub(crate) fn tick(&mut self) -> Result<(), ImportError> {
        self.ticks += 1;
        if self.ticks < Ticker::EVERY {
            return Ok(());
        }
        self.ticks = 0;
        match self.deadline {
            Some(d) if Instant::now() >= d => Err(ImportError::TimeLimit),
            _ => Ok(()),
        }
    }
}

/// Reads a Bril file's text: JSON when it starts with `{`, the text form otherwise.
pub fn parse(text: &str) -> Result<Program, Vec<Diagnostic>> {
    parse_within(text, None).map_err(Vec::from)
}

/// `parse`, ended as `ImportError::TimeLimit` once `deadline` has passed (checked
/// every few thousand tokens or JSON values).
pub fn parse_within(text: &str, deadline: Option<Instant>) -> Result<Program, ImportError> {
    if text.trim().is_empty() {
        return Err(ImportError::Invalid(vec![error(
            0..0,
            "the file is empty: a Bril program is a JSON object `{\"functions\": [...]}` or text with functions `@name { ... }`",
        )]));
    }
    if text.trim_start().starts_with('{') {
        json::parse_within(text, deadline)
    } else {
        text::parse_within(text, deadline)
    }
}

/// Whether text, its leading whitespace skipped, starts as a Bril file does: the JSON
/// form's object or the text form's first function `@name`.
pub fn looks_like(text: &str) -> bool {
    let t = text.trim_start();
    t.starts_with('{') || t.starts_with('@')
}
