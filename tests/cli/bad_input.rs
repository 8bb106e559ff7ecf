//! Every file in `tests/bad-input/` must be rejected with exactly its recorded first
//! error (`NAME.err`, rendered rustc-style with `line:column`), by the library and by
//! the CLI with exit code 2, and nothing may panic.

use crate::common;

use std::process::Command;
use waddle::diag::{render, Source};

fn first_error(path: &std::path::Path) -> Option<String> {
    let text = std::fs::read_to_string(path).expect("readable test file");
    let name = format!("tests/bad-input/{}", path.file_name().unwrap().to_string_lossy());
    let src = Source { name: &name, text: &text };
    let errors = match waddle::format::parse_program(&text) {
        Err(errors) => errors,
        Ok(parsed) => waddle::verify::verify_program(&parsed.program, Some(&parsed.source_map)),
    };
    errors.first().map(|e| render(std::slice::from_ref(e), Some(&src)))
}

#[test]
fn corpus_is_large_enough() {
    let n = common::files("tests/bad-input", "ron").len();
    assert!(n >= 40, "the bad-input corpus has {n} files; it must keep at least 40");
}

#[test]
fn every_bad_file_yields_its_recorded_first_error() {
    let mut failures = Vec::new();
    for path in common::files("tests/bad-input", "ron") {
        let Some(actual) = first_error(&path) else {
            failures.push(format!("{}: accepted, but it is bad input", path.display()));
            continue;
        };
        assert!(actual.contains(".ron:"), "{}: the error has no file:line:column:\n{actual}", path.display());
        if let Err(e) = waddle::format::bless::snapshot(&path.with_extension("err"), &actual) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn cli_rejects_every_bad_file_with_exit_code_2() {
    let mut failures = Vec::new();
    for path in common::files("tests/bad-input", "ron") {
        let out = Command::new(env!("CARGO_BIN_EXE_waddle")).arg("verify").arg(&path).output().expect("run waddle");
        let stderr = String::from_utf8_lossy(&out.stderr);
        let first_line = first_error(&path).unwrap_or_default().lines().next().unwrap_or_default().to_string();
        if out.status.code() != Some(2) {
            failures.push(format!("{}: exit status {:?}, expected 2\n{stderr}", path.display(), out.status.code()));
        } else if stderr.contains("panicked") || !stderr.contains(&first_line) {
            failures.push(format!("{}: stderr lacks `{first_line}`:\n{stderr}", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
