//! `waddle check PATH…`: every `.ron` file under the paths is either a program (it
//! must verify) or a spec (it is run). One line per file, details under failures,
//! and a final `N passed, N failed` line.

use super::walk::{files_under, WalkError};
use super::{check_spec_file, BadInput, SpecResult};
use crate::diag::{self, Source};
use crate::exec::{Coverage, Rule};
use crate::format::bless::bless_runs;
use crate::format::report::{check_json, with_count, with_warned};
use crate::format::spec;
use crate::oracle::Config;
use crate::{format, verify};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The counts over all files checked, for the final line and the exit code.
#[derive(Default, Debug, Clone)]
pub struct Summary {
    /// Programs that verify and specs that passed.
    pub passed: usize,
    /// Specs whose checks failed.
    pub failed: usize,
    /// Specs with no verdict within `--time-limit` (`SpecResult::no_verdict`).
    pub no_verdict: usize,
    /// Specs with warnings (`SpecResult::warnings`), passed or failed.
    pub warned: usize,
    /// Files that are not valid input (malformed, not verifying, a spec that names
    /// what the program does not have): not counted as failed.
    pub bad_input: usize,
    /// How often each reduction rule fired across all specs' runs.
    pub coverage: Coverage,
}

impl Summary {
    /// `3 passed, 1 failed`, with `, 2 bad input` when there is any.
    pub fn line(&self) -> String {
        let mut line = format!("{} passed, {} failed", self.passed, self.failed);
        if self.no_verdict > 0 {
            line.push_str(&format!(", {} no verdict", self.no_verdict));
        }
        if self.warned > 0 {
            line.push_str(&format!(", {} with warnings", self.warned));
        }
        if self.bad_input > 0 {
            line.push_str(&format!(", {} bad input", self.bad_input));
        }
        line
    }

    /// The coverage table: one line per rule of `semantics/`, with the rules that never
    /// fired marked.
    pub fn coverage_table(&self) -> String {
        let mut out = String::from("rule coverage across the specs' runs:\n");
        for r in Rule::ALL {
            let n = self.coverage.count(*r);
            let mark = if n == 0 { "   <- never fired" } else { "" };
            out.push_str(&format!("  {:<18} {n:>12}{mark}\n", r.name()));
        }
        let missing = Rule::ALL.iter().filter(|r| self.coverage.count(**r) == 0).count();
        out.push_str(&format!("{} of {} rules fired\n", Rule::ALL.len() - missing, Rule::ALL.len()));
        out
    }

    /// The rules that never fired.
    pub fn unfired(&self) -> Vec<&'static str> {
        Rule::ALL.iter().filter(|r| self.coverage.count(**r) == 0).map(|r| r.name()).collect()
    }
}

/// The `.ron` files under `paths` (files as given, folders recursively), sorted.
pub fn collect(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let found = files_under(paths, &mut |p| p.extension().is_some_and(|e| e == "ron")).map_err(|e| match e {
        WalkError::Missing(p) => format!("{}: no such file or folder", p.display()),
        WalkError::Unreadable(p, e) => format!("cannot read {}: {e}", p.display()),
    })?;
    let mut out: Vec<PathBuf> = found.into_iter().flatten().collect();
    out.sort();
    out.dedup();
    Ok(out)
}

/// What checking one file gave.
pub enum FileOutcome {
    /// A program file, and it verifies.
    ProgramOk,
    /// A spec that passed (`SpecResult::passed`).
    SpecPassed(SpecResult),
    /// A spec that failed, or that reached no verdict within the time limit.
    SpecFailed(SpecResult),
    /// The file is not valid input: unreadable, malformed, a program that does not
    /// verify, or a spec that cannot run.
    Bad(BadInput),
}

/// Checks one file with the settings `config`: a program must verify, a spec is run.
pub fn check_file(path: &Path, config: &Config) -> FileOutcome {
    let text = match format::read_source(path) {
        Ok(t) => t,
        Err(e) => {
            return FileOutcome::Bad(BadInput {
                file: path.display().to_string(),
                text: String::new(),
                errors: vec![diag::Diagnostic::new(diag::Loc::default(), e)],
            })
        }
    };
    if spec::top_level_name(&text) == Some("Program") {
        let bad = |errors| FileOutcome::Bad(BadInput { file: path.display().to_string(), text: text.clone(), errors });
        return match format::parse_program(&text) {
            Err(e) => bad(e),
            Ok(p) => {
                let errors = verify::verify_program(&p.program, Some(&p.source_map));
                if errors.is_empty() {
                    FileOutcome::ProgramOk
                } else {
                    bad(errors)
                }
            }
        };
    }
    match check_spec_file(path, config) {
        Err(b) => FileOutcome::Bad(b),
        Ok(r) if r.passed() => FileOutcome::SpecPassed(r),
        Ok(r) => FileOutcome::SpecFailed(r),
    }
}

/// Rewrites the expected outcomes and effects of every spec's runs to what the input
/// program does now (`--bless`, or `WADDLE_BLESS=1`). Returns the files changed.
/// Specs that are bad input are left alone (the check that follows reports them).
pub fn bless(files: &[PathBuf], config: &Config) -> std::io::Result<Vec<PathBuf>> {
    let mut changed = Vec::new();
    for path in files {
        let text = format::read_source(path).map_err(std::io::Error::other)?;
        if spec::top_level_name(&text) != Some("Spec") {
            continue;
        }
        let Ok(result) = check_spec_file(path, config) else { continue };
        if result.observed.is_empty() {
            continue;
        }
        if let Some(new) = bless_runs(&text, &result.observed) {
            if new != text {
                std::fs::write(path, new)?;
                changed.push(path.clone());
            }
        }
    }
    Ok(changed)
}

/// Checks every file and writes one JSON document (see `format::report`).
pub fn run_json(files: &[PathBuf], coverage: bool, config: &Config, out: &mut dyn Write) -> std::io::Result<Summary> {
    use crate::format::report::FileReport;
    let mut s = Summary::default();
    let mut reports = Vec::new();
    for path in files {
        let file = path.display().to_string();
        let outcome = check_file(path, config);
        s.warned += usize::from(
            matches!(&outcome, FileOutcome::SpecPassed(r) | FileOutcome::SpecFailed(r) if !r.warnings.is_empty()),
        );
        let report = match outcome {
            FileOutcome::ProgramOk => {
                s.passed += 1;
                FileReport {
                    file,
                    kind: "program",
                    status: "ok",
                    steps: 0,
                    failures: vec![],
                    errors: vec![],
                    expected: vec![],
                    warnings: vec![],
                }
            }
            FileOutcome::SpecPassed(r) => {
                s.passed += 1;
                s.coverage.add(&r.coverage);
                let expected = r.expected.iter().map(|f| f.title.clone()).collect();
                FileReport {
                    file,
                    kind: "spec",
                    status: "ok",
                    steps: r.steps,
                    failures: vec![],
                    errors: vec![],
                    expected,
                    warnings: r.warnings.clone(),
                }
            }
            FileOutcome::SpecFailed(r) => {
                s.coverage.add(&r.coverage);
                let failures = r.failures.iter().map(|f| (f.step + 1, f.title.clone(), f.details.clone())).collect();
                let mut warnings = r.warnings.clone();
                let status = match &r.no_verdict {
                    Some(m) => {
                        s.no_verdict += 1;
                        warnings.push(m.clone());
                        "no-verdict"
                    }
                    None => {
                        s.failed += 1;
                        "fail"
                    }
                };
                FileReport {
                    file,
                    kind: "spec",
                    status,
                    steps: r.steps,
                    failures,
                    errors: vec![],
                    expected: vec![],
                    warnings,
                }
            }
            FileOutcome::Bad(b) => {
                s.bad_input += 1;
                let src = Source { name: &b.file, text: &b.text };
                let errors = b.errors.iter().map(|e| diag::render(std::slice::from_ref(e), Some(&src))).collect();
                let kind = if spec::top_level_name(&b.text) == Some("Program") { "program" } else { "spec" };
                FileReport {
                    file,
                    kind,
                    status: "bad-input",
                    steps: 0,
                    failures: vec![],
                    errors,
                    expected: vec![],
                    warnings: vec![],
                }
            }
        };
        reports.push(report);
    }
    let cov: Vec<(&str, u64)> = Rule::ALL.iter().map(|r| (r.name(), s.coverage.count(*r))).collect();
    let mut doc = check_json(&reports, s.passed, s.failed, s.bad_input, coverage.then_some(cov.as_slice()));
    if s.warned > 0 {
        doc = with_warned(&doc, s.warned);
    }
    if s.no_verdict > 0 {
        doc = with_count(&doc, "no_verdict", s.no_verdict);
    }
    writeln!(out, "{doc}")?;
    Ok(s)
}

/// How `run` prints.
pub struct TextOptions {
    /// Shows the files done (`ProgressBar::hidden()` when not on a terminal); lines are
    /// printed with the bar suspended.
    pub progress: indicatif::ProgressBar,
    /// Print each spec's function after every step, in the paper's notation.
    pub print_after: bool,
    /// Write each spec's program after every step as RON into this folder.
    pub emit_after: Option<PathBuf>,
    /// The settings of every check.
    pub config: Config,
}

impl Default for TextOptions {
    fn default() -> TextOptions {
        TextOptions {
            progress: indicatif::ProgressBar::hidden(),
            print_after: false,
            emit_after: None,
            config: Config::default(),
        }
    }
}

/// Checks every file, printing as it goes. Rendered diagnostics go to `err`.
pub fn run(
    files: &[PathBuf],
    out: &mut dyn Write,
    err: &mut dyn Write,
    opts: &TextOptions,
) -> std::io::Result<Summary> {
    run_observed(files, out, err, opts, &mut |_, _, _| Ok(()))
}

/// Sees each file's outcome, with the time its check took, before it is printed
/// (`waddle check --html` writes its pages from here).
pub type Observer<'a> = dyn FnMut(&Path, &FileOutcome, std::time::Duration) -> std::io::Result<()> + 'a;

/// `run`, with every file's outcome shown to `observe` as well.
pub fn run_observed(
    files: &[PathBuf],
    out: &mut dyn Write,
    err: &mut dyn Write,
    opts: &TextOptions,
    observe: &mut Observer<'_>,
) -> std::io::Result<Summary> {
    let progress = &opts.progress;
    let mut s = Summary::default();
    progress.set_length(files.len() as u64);
    for path in files {
        progress.set_message(path.display().to_string());
        let started = std::time::Instant::now();
        let outcome = check_file(path, &opts.config);
        observe(path, &outcome, started.elapsed())?;
        s.warned += usize::from(
            matches!(&outcome, FileOutcome::SpecPassed(r) | FileOutcome::SpecFailed(r) if !r.warnings.is_empty()),
        );
        progress.inc(1);
        if let (Some(dir), FileOutcome::SpecPassed(r) | FileOutcome::SpecFailed(r)) = (&opts.emit_after, &outcome) {
            let written = emit_after(dir, path, r)?;
            progress.suspend(|| written.iter().try_for_each(|w| writeln!(err, "wrote {}", w.display())))?;
        }
        progress.suspend(|| report(path, outcome, opts.print_after, &mut s, out, err))?;
    }
    progress.finish_and_clear();
    writeln!(out, "{}", s.line())?;
    Ok(s)
}

/// A progress bar on standard error, drawn only when standard error
/// is a terminal and `CI` is not set.
pub fn progress_bar() -> indicatif::ProgressBar {
    use std::io::IsTerminal;
    if !std::io::stderr().is_terminal() || std::env::var_os("CI").is_some() {
        return indicatif::ProgressBar::hidden();
    }
    let style = indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {wide_msg}")
        .expect("a valid template")
        .progress_chars("=> ");
    indicatif::ProgressBar::new(0).with_style(style)
}

/// Writes the program after each step of a spec as RON (`--emit-after DIR`):
/// `DIR/<spec name>.step<N>.ron`, which `waddle fmt`, `run` and `check` read back.
/// Returns the files written.
pub fn emit_after(dir: &Path, spec: &Path, r: &SpecResult) -> std::io::Result<Vec<PathBuf>> {
    let located = |what: &Path, e: std::io::Error| std::io::Error::new(e.kind(), format!("{}: {e}", what.display()));
    std::fs::create_dir_all(dir).map_err(|e| located(dir, e))?;
    let stem = spec.file_stem().map_or("spec".into(), |s| s.to_string_lossy().into_owned());
    let mut written = Vec::new();
    for (i, ron) in r.after_ron.iter().enumerate() {
        let file = dir.join(format!("{stem}.step{}.ron", i + 1));
        let header = format!("// {} after step {}: {}\n", spec.display(), i + 1, r.after[i].0);
        std::fs::write(&file, header + ron).map_err(|e| located(&file, e))?;
        written.push(file);
    }
    Ok(written)
}

/// The function after each step applied, in the paper's notation (`--print-after`).
fn print_listings(r: &SpecResult, out: &mut dyn Write) -> std::io::Result<()> {
    for (i, (what, listing)) in r.after.iter().enumerate() {
        writeln!(out, "      after step {}, {what}:", i + 1)?;
        for line in listing.lines() {
            writeln!(out, "        {line}")?;
        }
    }
    Ok(())
}

/// Prints one file's line (and details) and counts it.
fn report(
    path: &Path,
    outcome: FileOutcome,
    print_after: bool,
    s: &mut Summary,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> std::io::Result<()> {
    match outcome {
        FileOutcome::ProgramOk => {
            s.passed += 1;
            writeln!(out, "ok    {} (program verifies)", path.display())?;
        }
        FileOutcome::SpecPassed(r) => {
            s.passed += 1;
            s.coverage.add(&r.coverage);
            writeln!(out, "ok    {} ({} step(s))", path.display(), r.steps)?;
            for n in &r.notes {
                writeln!(out, "      note: {n}")?;
            }
            for w in &r.warnings {
                writeln!(out, "      warning: {w}")?;
            }
            for f in &r.expected {
                writeln!(out, "      failed as expected: {}", f.title)?;
            }
            if print_after {
                print_listings(&r, out)?;
            }
        }
        FileOutcome::SpecFailed(r) => {
            s.coverage.add(&r.coverage);
            if let Some(m) = &r.no_verdict {
                s.no_verdict += 1;
                writeln!(out, "NONE  {} ({} step(s)): {m}", path.display(), r.steps)?;
            } else {
                s.failed += 1;
                writeln!(out, "FAIL  {}", path.display())?;
            }
            if !r.description.is_empty() {
                writeln!(out, "      {}", r.description)?;
            }
            for f in &r.failures {
                for line in f.to_string().lines() {
                    writeln!(out, "      {line}")?;
                }
            }
            for n in &r.notes {
                writeln!(out, "      note: {n}")?;
            }
            for w in &r.warnings {
                writeln!(out, "      warning: {w}")?;
            }
            if print_after {
                print_listings(&r, out)?;
            }
        }
        FileOutcome::Bad(b) => {
            s.bad_input += 1;
            writeln!(out, "BAD   {} (see the errors above)", path.display())?;
            let src = Source { name: &b.file, text: &b.text };
            write!(err, "{}", diag::render(&b.errors, Some(&src)))?;
        }
    }
    Ok(())
}
