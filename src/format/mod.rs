//! The boundary between text and IR. serde appears only in this module.
//!
//! - `ron`: the RON program schema, lowering to IR with located errors, and the writer;
//! - `spans`: the span scanner that gives errors a `line:column`;
//! - `paper`: the printer to the paper's notation;
//! - `dot`: Graphviz pictures of a function with its dominator tree and loop forest;
//! - `listing`: the text listing of dominator trees and loop forests (`waddle loops`);
//! - `number`: a float as JSON writes it, for `bril::write`.

pub mod bless;
pub mod dot;
pub mod listing;
pub mod number;
pub mod paper;
pub mod report;
pub mod ron;
pub mod run;
pub mod schema;
pub mod skeleton;
pub mod spans;
pub mod spec;
pub mod suite;

use crate::diag::{Diagnostic, SourceMap};
use crate::ir::Program;

/// A program read from RON text, with the spans of its parts.
pub struct Parsed {
    pub program: Program,
    pub source_map: SourceMap,
}

/// Reads a RON program. Errors carry spans into `text`.
pub fn parse_program(text: &str) -> Result<Parsed, Vec<Diagnostic>> {
    parse_program_phased(text).map_err(|e| match e {
        ParseError::Syntax(d) | ParseError::Names(d) => d,
    })
}

/// Why RON text is not a program, by phase.
pub enum ParseError {
    /// The text is not RON of the program schema.
    Syntax(Vec<Diagnostic>),
    /// It is, but its names do not resolve to an SSA program: a register defined twice
    /// or used undefined, an unknown block or function.
    Names(Vec<Diagnostic>),
}

/// `parse_program`, telling a text that is no program from a program whose names do
/// not resolve (a pass's output that breaks SSA is the second).
pub fn parse_program_phased(text: &str) -> Result<Parsed, ParseError> {
    let text = &*ron::without_bom(text);
    let rp: schema::Program =
        ron::options().from_str(text).map_err(|e| ParseError::Syntax(vec![ron::ron_error(&e, text)]))?;
    let spans = spans::scan(text);
    let (program, source_map) = ron::lower(&rp, spans.as_ref()).map_err(ParseError::Names)?;
    Ok(Parsed { program, source_map })
}

/// Reads a text file: a file that is not UTF-8 is reported with the byte offset and
/// line of its first invalid byte; a byte-order mark at the start is dropped.
pub fn read_source(path: &std::path::Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    match String::from_utf8(bytes) {
        Ok(text) => Ok(text.strip_prefix('\u{feff}').map(str::to_string).unwrap_or(text)),
        Err(e) => {
            let bytes = e.as_bytes();
            let at = e.utf8_error().valid_up_to();
            let line = bytes[..at].iter().filter(|b| **b == b'\n').count() + 1;
            let col = bytes[..at].iter().rev().take_while(|b| **b != b'\n').count() + 1;
            Err(format!(
                "{} is not UTF-8 text: invalid byte 0x{:02x} at byte offset {at} (line {line}, byte {col} of the line)",
                path.display(),
                bytes[at]
            ))
        }
    }
}

/// Writes a program as RON; `parse_program` reads it back to the same program.
pub fn write_program(p: &Program) -> String {
    ron::write_program(p)
}
