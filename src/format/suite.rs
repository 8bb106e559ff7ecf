//! The JSON summary of a `--pass` suite (`waddle equiv --pass … --format json`).

use serde::Serialize;

/// One file's row, as the JSON summary gives it (fields in the document's order).
#[derive(Serialize)]
pub struct FileRow {
    /// Where the pass's output was saved.
    pub after: Option<String>,
    /// One line: the runs compared, or why.
    pub detail: String,
    pub file: String,
    /// The whole report, for a file that is not equivalent.
    pub report: Vec<String>,
    pub seconds: f64,
    /// The pass's standard error, when it failed.
    pub stderr: String,
    pub verdict: &'static str,
}

#[derive(Serialize)]
struct Summary<'a> {
    exit_code: u8,
    files: &'a [FileRow],
    pass: &'a str,
}

/// The summary document, pretty-printed, with a final newline.
pub fn suite_json(pass: &str, exit_code: u8, files: &[FileRow]) -> String {
    let doc = Summary { pass, exit_code, files };
    let mut text = serde_json::to_string_pretty(&doc).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    text.push('\n');
    text
}
