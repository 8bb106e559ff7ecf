//! The boundary between text and IR. serde appears only in this module.
//!
//! - `ron`: the RON program schema, lowering to IR with located errors, and the writer;
//! - `spans`: the span scanner that gives errors a `line:column`;
//! - `paper`: the printer to the paper's notation;
//! - `dot`: Graphviz pictures of a function with its dominator tree and loop forest;
//! - `listing`: the text listing of dominator trees and loop forests (`waddle loops`).

pub mod bless;
pub mod dot;
pub mod listing;
pub mod paper;
pub mod report;
pub mod ron;
pub mod run;
pub mod schema;
pub mod skeleton;
pub mod spans;
pub mod spec;

use crate::diag::Diagnostic;
use crate::ir::Program;
pub use ron::SourceMap;

/// A program read from RON text, with the spans of its parts.
pub struct Parsed {
    pub program: Program,
    pub source_map: SourceMap,
}

/// Reads a RON program. Errors carry spans into `text`.
pub fn parse_program(text: &str) -> Result<Parsed, Vec<Diagnostic>> {
    let rp: schema::Program = ron::options().from_str(text).map_err(|e| vec![ron::ron_error(&e, text)])?;
    let spans = spans::scan(text);
    let (program, source_map) = ron::lower(&rp, spans.as_ref())?;
    Ok(Parsed { program, source_map })
}

/// Writes a program as RON; `parse_program` reads it back to the same program.
pub fn write_program(p: &Program) -> String {
    ron::write_program(p)
}
