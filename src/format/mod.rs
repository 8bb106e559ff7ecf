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
#[cfg(test)]
pub(crate) mod temp_dir;

use crate::diag::{Diagnostic, SourceMap};
use crate::ir::Program;
use std::io::Read;
use std::path::Path;

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

/// The largest file a command reads: 256 MiB (`read_file`).
pub const MAX_FILE_BYTES: u64 = 256 << 20;

/// The bytes of the file at `path`: the one door through which the commands read a
/// user's file. Only a regular file is read (a link to one is followed), and only up
/// to `cap` bytes: a FIFO, a device (`/dev/zero`), a socket or a folder, and a file
/// larger than `cap`, are refused with the path before anything is read, so that no
/// input makes a command wait forever or fill its memory.
pub fn read_file(path: &Path, cap: u64) -> Result<Vec<u8>, String> {
    let shown = path.display();
    let meta = std::fs::metadata(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    refuse_unless_regular(path, &meta, cap)?;
    let file = std::fs::File::open(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
    // The file checked again once open: it may have been replaced meanwhile.
    let meta = file.metadata().map_err(|e| format!("cannot read {shown}: {e}"))?;
    refuse_unless_regular(path, &meta, cap)?;
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // One byte beyond the cap tells a file that grew since.
    file.take(cap + 1).read_to_end(&mut bytes).map_err(|e| format!("cannot read {shown}: {e}"))?;
    if bytes.len() as u64 > cap {
        return Err(format!("cannot read {shown}: it is larger than the limit of {cap} bytes"));
    }
    Ok(bytes)
}

/// Refuses what `read_file` does not read: anything but a regular file, or a file
/// above `cap` bytes.
fn refuse_unless_regular(path: &Path, meta: &std::fs::Metadata, cap: u64) -> Result<(), String> {
    let kind = file_kind(&meta.file_type());
    if !meta.is_file() {
        return Err(format!("cannot read {}: it is {kind}, not a regular file", path.display()));
    }
    if meta.len() > cap {
        let mib = |n: u64| n as f64 / (1 << 20) as f64;
        return Err(format!(
            "cannot read {}: it has {} bytes ({:.1} MiB), above the limit of {cap} bytes ({:.0} MiB)",
            path.display(),
            meta.len(),
            mib(meta.len()),
            mib(cap)
        ));
    }
    Ok(())
}

/// What a file is, in words, for `read_file`'s refusals.
fn file_kind(t: &std::fs::FileType) -> &'static str {
    if t.is_dir() {
        return "a folder";
    }
    if t.is_file() {
        return "a regular file";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        for (is, kind) in [
            (t.is_fifo(), "a FIFO (named pipe)"),
            (t.is_char_device(), "a character device"),
            (t.is_block_device(), "a block device"),
            (t.is_socket(), "a socket"),
        ] {
            if is {
                return kind;
            }
        }
    }
    "a special file"
}

/// Reads a text file through `read_file` (at most `MAX_FILE_BYTES`): a file that is
/// not UTF-8 is reported with the byte offset and line of its first invalid byte; a
/// byte-order mark at the start is dropped.
pub fn read_source(path: &Path) -> Result<String, String> {
    let bytes = read_file(path, MAX_FILE_BYTES)?;
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
