//! The JSON summary of a `--pass` suite (`waddle equiv --pass … --format json`), written
//! and read back (the parts of a sharded suite combine into one summary).

use serde::{Deserialize, Serialize};

/// One file's row, as the JSON summary gives it (fields in the document's order).
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct FileRow {
    /// Where the pass's output was saved.
    pub after: Option<String>,
    /// One line: the runs compared, or why.
    pub detail: String,
    pub file: String,
    /// The file's place among all the suite's files, counted from 0 (a shard's rows keep
    /// theirs).
    pub index: usize,
    /// The command that validates the pair again.
    pub reproduce: String,
    /// The whole report, for a file that is not equivalent.
    pub report: Vec<String>,
    pub seconds: f64,
    /// The report as the table shows it: the functions that did not pass first.
    pub shown: Vec<String>,
    /// The pass's standard error, when it failed.
    pub stderr: String,
    pub verdict: String,
}

/// The summary document.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Summary {
    pub exit_code: u8,
    pub files: Vec<FileRow>,
    /// Where the pass's outputs are kept.
    pub out: String,
    pub pass: String,
    /// The part of the suite this summary covers, `K/N` (`--shard`); none: all of it.
    pub shard: Option<String>,
}

/// The summary document, pretty-printed, with a final newline.
pub fn suite_json(doc: &Summary) -> String {
    let mut text = serde_json::to_string_pretty(doc).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    text.push('\n');
    text
}

/// Reads a summary back; `Err` says what is wrong, with the line and column.
pub fn read_summary(text: &str) -> Result<Summary, String> {
    serde_json::from_str(text).map_err(|e| format!("not a suite summary of `waddle equiv --format json`: {e}"))
}
