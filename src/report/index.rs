//! `waddle check PATHS… --html DIR`: a page per spec as it is checked (so memory does
//! not grow with the number of specs), then `DIR/index.html` with every file's verdict,
//! time, steps and rule coverage, and the coverage across all specs.

use super::html::{esc, page};
use super::spec::{rules_fired, spec_page, verdict, SpecSource};
use crate::check::driver::FileOutcome;
use crate::check::SpecResult;
use crate::diag::{self, Source};
use crate::exec::{Coverage, Rule};
use crate::format::read_source;
use std::collections::BTreeSet;
use std::fmt::Write;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// One file's line in the index.
struct Row {
    file: String,
    page: Option<String>,
    verdict: (&'static str, &'static str),
    elapsed: Duration,
    steps: usize,
    rules: String,
    /// Rendered diagnostics of bad input.
    errors: String,
}

/// The report being written.
pub struct CheckReport {
    dir: PathBuf,
    rows: Vec<Row>,
    pages: BTreeSet<String>,
    coverage: Coverage,
}

impl CheckReport {
    /// A report into `dir` (created).
    pub fn new(dir: &Path) -> io::Result<CheckReport> {
        std::fs::create_dir_all(dir)?;
        Ok(CheckReport {
            dir: dir.to_path_buf(),
            rows: Vec::new(),
            pages: BTreeSet::new(),
            coverage: Coverage::default(),
        })
    }

    /// One file checked: its page written (a spec's), its row kept.
    pub fn add(&mut self, path: &Path, outcome: &FileOutcome, elapsed: Duration) -> io::Result<()> {
        let file = path.display().to_string();
        let row = match outcome {
            FileOutcome::ProgramOk => Row {
                file,
                page: None,
                verdict: ("program verifies", "pass"),
                elapsed,
                steps: 0,
                rules: String::new(),
                errors: String::new(),
            },
            FileOutcome::SpecPassed(r) | FileOutcome::SpecFailed(r) => {
                let name = self.page_name(path);
                self.write_spec(&name, path, r, elapsed)?;
                self.coverage.add(&r.coverage);
                Row {
                    file,
                    page: Some(name),
                    verdict: verdict(r),
                    elapsed,
                    steps: r.steps,
                    rules: rules_fired(r),
                    errors: String::new(),
                }
            }
            FileOutcome::Bad(b) => {
                let src = Source { name: &b.file, text: &b.text };
                Row {
                    file,
                    page: None,
                    verdict: ("bad input", "fail"),
                    elapsed,
                    steps: 0,
                    rules: String::new(),
                    errors: diag::render(&b.errors, Some(&src)),
                }
            }
        };
        self.rows.push(row);
        Ok(())
    }

    fn write_spec(&self, name: &str, path: &Path, r: &SpecResult, elapsed: Duration) -> io::Result<()> {
        let text = read_source(path).unwrap_or_default();
        let file = path.display().to_string();
        let src = SpecSource { name: &file, text: &text, elapsed: Some(elapsed), in_index: true };
        std::fs::write(self.dir.join(name), spec_page(&src, r))
    }

    /// A page name for a spec file, unique in this report.
    fn page_name(&mut self, path: &Path) -> String {
        let cwd = std::env::current_dir().unwrap_or_default();
        let base: String = path
            .strip_prefix(&cwd)
            .unwrap_or(path)
            .with_extension("")
            .display()
            .to_string()
            .trim_start_matches(['.', '/'])
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' })
            .collect();
        let mut name = format!("{base}.html");
        let mut k = 1;
        while name == "index.html" || !self.pages.insert(name.clone()) {
            k += 1;
            name = format!("{base}-{k}.html");
        }
        name
    }

    /// Writes `index.html`; returns its path.
    pub fn finish(self) -> io::Result<PathBuf> {
        let mut body = String::from("<h1>waddle check</h1>\n");
        let count = |w: &str| self.rows.iter().filter(|r| r.verdict.0 == w).count();
        let passed = count("passed") + count("program verifies");
        let _ = writeln!(
            body,
            "<p>{passed} passed, {} failed, {} no verdict, {} bad input.</p>",
            count("failed"),
            count("no verdict"),
            count("bad input")
        );
        body.push_str("<table class=\"index\"><tr><th>file</th><th>verdict</th><th>time</th><th>steps</th><th>rules fired</th></tr>\n");
        for r in &self.rows {
            let file = match &r.page {
                Some(p) => format!("<a href=\"{}\">{}</a>", esc(p), esc(&r.file)),
                None => esc(&r.file),
            };
            let errors = if r.errors.is_empty() {
                String::new()
            } else {
                format!("<details><summary>errors</summary><pre>{}</pre></details>", esc(&r.errors))
            };
            let _ = writeln!(
                body,
                "<tr><td>{file}{errors}</td><td class=\"{}\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
                r.verdict.1,
                r.verdict.0,
                esc(&super::html::time(r.elapsed)),
                r.steps,
                r.rules
            );
        }
        body.push_str("</table>\n<h2>Rule coverage across the specs' runs</h2>\n<table class=\"coverage\"><tr><th>rule</th><th>fired</th></tr>\n");
        for rule in Rule::ALL {
            let n = self.coverage.count(*rule);
            let mark = if n == 0 { " <span class=\"muted\">never fired</span>" } else { "" };
            let _ = writeln!(body, "<tr><td>{}{mark}</td><td class=\"num\">{n}</td></tr>", rule.name());
        }
        body.push_str("</table>\n");
        let path = self.dir.join("index.html");
        std::fs::write(&path, page("waddle check", &body))?;
        Ok(path)
    }
}
