//! A pass validated over a suite of programs (`waddle equiv --pass 'CMD' FILES…`).
//! Each file is piped through the pass (`sh -c CMD`, the program on standard input,
//! the output on standard output), the output is saved beside the others, and the pair
//! is validated (`pair::validate_files`), each pair on its own, so that one pair's
//! failure cannot stop the suite. Files run `jobs` at a time; the pass and each verdict
//! are bounded by the time limit. The summary (`SuiteReport`) renders as a table or as
//! JSON, one class per finding: equivalent, not equivalent (a run diverged), static
//! check failed, no verdict, rejected by the pass (it failed or timed out), bad output (not a program, or not one that imports), skipped (the input
//! itself is outside what `waddle` reads).

use super::pair::{validate_files, Finding, PairBadInput, PairOptions};
use super::strays;
use super::walk::{files_under, WalkError};
use crate::diag::{Diagnostic, Source};
use crate::format::suite::{read_summary, suite_json, FileRow, Summary};
use crate::{bril, format, llvm};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How a suite is run.
#[derive(Clone, Debug)]
pub struct Suite {
    /// The pass, a shell command reading a program and printing the transformed one.
    pub command: String,
    /// The programs, or folders of them.
    pub files: Vec<PathBuf>,
    /// Files validated at once.
    pub jobs: usize,
    /// Where the pass's outputs are kept.
    pub out: PathBuf,
    /// The pass reads a Bril text file as it is (else as Bril's JSON form).
    pub bril_text: bool,
    /// The bound on each file, from the start of the pass: the pass, the imports of
    /// the pair and the random runs of its verdict (its given runs are never cut).
    pub time_limit: Duration,
    /// The most bytes the pass may print on each of its outputs (`--max-output`).
    pub max_output: u64,
    /// Lines of each file's report the table shows (the JSON summary has them all).
    pub report_lines: usize,
    /// How each pair is validated.
    pub pair: PairOptions,
    /// The pair's options as `waddle equiv` flags, for the reproduction commands.
    pub flags: Vec<String>,
    /// Only part `K` of `N` (`--shard K/N`, counted from 1): the files whose place among
    /// all the suite's files is `K - 1` modulo `N`.
    pub shard: Option<(usize, usize)>,
}

/// The verdict on one file.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FileVerdict {
    /// The pair validates: `waddle equiv` exits 0 on it.
    Equivalent,
    /// A run diverged (`waddle equiv` exits 1).
    NotEquivalent,
    /// No run diverged, but a static check fails on the output (`waddle equiv` exits
    /// 1): not in SSA form where SSA is required, a changed signature, a lost function,
    /// a renamed entry point, a loop form the pass promises.
    StaticFailed,
    /// Nothing failed but nothing was decided: `waddle equiv` exits 3, the output could
    /// not be saved, or the validation broke down.
    NoVerdict,
    /// The pass failed on it or did not finish.
    Rejected,
    /// The pass's output is not a program of the input's language.
    BadOutput,
    /// The input itself is outside what `waddle` reads, or a flag does not fit it (an
    /// unknown `--entry`, a malformed `--oracle`).
    Skipped,
}

impl FileVerdict {
    /// Every verdict, in the summary's order.
    pub const ALL: [FileVerdict; 7] = [
        FileVerdict::Equivalent,
        FileVerdict::NotEquivalent,
        FileVerdict::StaticFailed,
        FileVerdict::NoVerdict,
        FileVerdict::Rejected,
        FileVerdict::BadOutput,
        FileVerdict::Skipped,
    ];

    /// The pass's output is wrong: a run diverged, a static check failed, or it is not
    /// a program.
    pub fn is_failure(self) -> bool {
        matches!(self, FileVerdict::NotEquivalent | FileVerdict::StaticFailed | FileVerdict::BadOutput)
    }

    /// `not equivalent`.
    pub fn name(self) -> &'static str {
        match self {
            FileVerdict::Equivalent => "equivalent",
            FileVerdict::NotEquivalent => "not equivalent",
            FileVerdict::StaticFailed => "static check failed",
            FileVerdict::NoVerdict => "no verdict",
            FileVerdict::Rejected => "rejected by the pass",
            FileVerdict::BadOutput => "bad output",
            FileVerdict::Skipped => "skipped",
        }
    }
}

impl From<Finding> for FileVerdict {
    fn from(f: Finding) -> FileVerdict {
        match f {
            Finding::Equivalent => FileVerdict::Equivalent,
            Finding::NotEquivalent => FileVerdict::NotEquivalent,
            Finding::StaticFailed => FileVerdict::StaticFailed,
            Finding::NoVerdict => FileVerdict::NoVerdict,
        }
    }
}

/// One file of a suite.
#[derive(Clone, Debug)]
pub struct Row {
    /// The input program, as found under the suite's paths.
    pub file: PathBuf,
    /// Its place among all the suite's files, counted from 0.
    pub index: usize,
    /// The command that validates the pair again.
    pub reproduce: String,
    /// What the file's pair came to.
    pub verdict: FileVerdict,
    /// One line: the runs compared, or why.
    pub detail: String,
    /// The whole report, for a file that is not equivalent.
    pub excerpt: Vec<String>,
    /// The report as the table shows it: the functions that did not pass first, each
    /// whole, the others summed in one line.
    pub shown: Vec<String>,
    /// The pass's standard error, when it failed.
    pub stderr: String,
    /// Where the pass's output was saved.
    pub after: Option<PathBuf>,
    /// Wall-clock seconds the file took: the pass and the validation.
    pub seconds: f64,
}

impl Row {
    /// The verdict's name in the words of the file's language: an LLVM module's output
    /// "refines" it or "does not refine" it.
    pub fn verdict_name(&self) -> &'static str {
        match self.verdict {
            FileVerdict::Equivalent if is_ll(&self.file) => "refines",
            FileVerdict::NotEquivalent if is_ll(&self.file) => "does not refine",
            v => v.name(),
        }
    }
}

/// A suite's verdicts, one row per file in the order of the files.
pub struct SuiteReport {
    /// One row per program, in the order of the files.
    pub rows: Vec<Row>,
    /// JSON files under the folders that hold no Bril program, left out.
    pub left_out: Vec<PathBuf>,
}

/// The default of `Suite::report_lines`.
pub const DEFAULT_REPORT_LINES: usize = 40;

/// Lines of a failed pass's standard error shown in the table (the JSON summary has
/// all that was kept: `STDERR_TAIL`).
const STDERR_LINES: usize = 40;

/// Bytes of a suite's pass's standard error kept for its report: the last 64 KiB,
/// however much it printed (up to the output cap).
pub const STDERR_TAIL: usize = 64 << 10;

/// Characters of one line of a pass's standard error shown in the table or in a
/// verdict's detail; a longer line is cut, with `…`.
const STDERR_LINE_CHARS: usize = 300;

/// `line`, cut to `STDERR_LINE_CHARS` characters with `…` when longer.
pub(crate) fn clip(line: &str) -> String {
    match line.char_indices().nth(STDERR_LINE_CHARS) {
        Some((at, _)) => format!("{}…", &line[..at]),
        None => line.to_string(),
    }
}

/// The default of `Suite::max_output`: 64 MiB.
pub const DEFAULT_MAX_OUTPUT: u64 = 64 << 20;

/// Why a suite cannot run.
#[derive(Debug)]
pub enum SuiteError {
    /// No program among the paths.
    NoProgram,
    /// A path or folder that cannot be read.
    Walk(String),
    /// The outputs' folder cannot be made.
    Out(String),
}

impl std::fmt::Display for SuiteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SuiteError::NoProgram => {
                f.write_str("--pass needs at least one program (.bril, .json, .ron or .ll file, or a folder of them)")
            }
            SuiteError::Walk(m) | SuiteError::Out(m) => f.write_str(m),
        }
    }
}

/// Runs the suite; `progress` sees each row as it is done, with its index and the
/// number of files.
pub fn run(suite: &Suite, progress: &(dyn Fn(usize, usize, &Row) + Sync)) -> Result<SuiteReport, SuiteError> {
    let (files, left_out) = expand(&suite.files)?;
    if files.is_empty() {
        return Err(SuiteError::NoProgram);
    }
    std::fs::create_dir_all(&suite.out)
        .map_err(|e| SuiteError::Out(format!("cannot create {}: {e}", suite.out.display())))?;
    let files: Vec<(usize, PathBuf)> = match suite.shard {
        Some((k, n)) => files.into_iter().enumerate().filter(|(i, _)| i % n == k - 1).collect(),
        None => files.into_iter().enumerate().collect(),
    };
    let next = AtomicUsize::new(0);
    let rows: Mutex<Vec<Option<Row>>> = Mutex::new((0..files.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..suite.jobs.clamp(1, files.len().max(1)) {
            s.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some((index, file)) = files.get(k) else { break };
                let row = one(suite, *index, file);
                progress(k, files.len(), &row);
                rows.lock().unwrap_or_else(|e| e.into_inner())[k] = Some(row);
            });
        }
    });
    let rows = rows.into_inner().unwrap_or_else(|e| e.into_inner()).into_iter().flatten().collect();
    Ok(SuiteReport { rows, left_out })
}

/// The files named, folders expanded to their `.bril`, `.ron` and `.ll` files and their
/// `.json` files that hold a Bril program (a `functions` array); other JSON files (a
/// plot's data beside the benchmarks) are left out, never a row of the table. A file
/// named on the command line is always a row.
fn expand(paths: &[PathBuf]) -> Result<(Vec<PathBuf>, Vec<PathBuf>), SuiteError> {
    let mut left_out = Vec::new();
    let mut keep = |p: &Path| match p.extension().and_then(|e| e.to_str()) {
        Some("bril" | "ron" | "ll") => true,
        Some("json") if format::read_source(p).is_ok_and(|t| t.contains("\"functions\"")) => true,
        Some("json") => {
            left_out.push(p.to_path_buf());
            false
        }
        _ => false,
    };
    let found = files_under(paths, &mut keep).map_err(|e| {
        SuiteError::Walk(match e {
            WalkError::Missing(p) => format!("cannot read {}: no such file or folder", p.display()),
            WalkError::Unreadable(p, e) => format!("cannot read folder {}: {e}", p.display()),
        })
    })?;
    Ok((found.into_iter().flatten().collect(), left_out))
}

fn is_ron(p: &Path) -> bool {
    p.extension().and_then(|e| e.to_str()) == Some("ron")
}

fn is_ll(p: &Path) -> bool {
    p.extension().and_then(|e| e.to_str()) == Some("ll")
}

/// What the pass reads: the RON, LLVM or Bril file, a text Bril file as JSON unless the
/// pass reads text. `Err(Some(why))` when the file itself is not one `waddle` reads,
/// `Err(None)` when its import reached `deadline`.
fn input(suite: &Suite, file: &Path, deadline: Instant) -> Result<String, Option<String>> {
    let text = format::read_source(file)?;
    if is_ron(file) {
        return format::parse_program(&text).map(|_| text.clone()).map_err(|d| Some(first_message(&d, file, &text)));
    }
    if is_ll(file) {
        let name = file.display().to_string();
        return match llvm::import_text(&name, text.clone()) {
            Ok(_) => Ok(text),
            Err(e) => Err(Some(e.lines().next().unwrap_or("unreadable").trim_start_matches("error: ").to_string())),
        };
    }
    let program = bril::parse(&text).map_err(|d| first_message(&d, file, &text))?;
    match bril::import_within(&program, Some(deadline)) {
        Ok(_) => {}
        Err(bril::ImportError::Invalid(d)) => return Err(Some(first_message(&d, file, &text))),
        Err(bril::ImportError::TimeLimit) => return Err(None),
    }
    if suite.bril_text || text.trim_start().starts_with('{') {
        Ok(text)
    } else {
        Ok(bril::write::to_json(&program))
    }
}

/// The first of `d`, located in `file` (`file:line:column: …`) when it has a place.
fn first_message(d: &[Diagnostic], file: &Path, text: &str) -> String {
    let Some(d) = d.first() else { return "unreadable".to_string() };
    match &d.loc.span {
        Some(span) => {
            let name = file.display().to_string();
            let (line, col) = Source { name: &name, text }.line_col(span.start);
            format!("{name}:{line}:{col}: {}", d.message)
        }
        None => d.message.clone(),
    }
}

/// Pipes `file` through the pass, saves the output and validates the pair.
fn one(suite: &Suite, k: usize, file: &Path) -> Row {
    let start = Instant::now();
    let mut row = Row {
        file: file.to_path_buf(),
        index: k,
        reproduce: format!("waddle equiv --pass '{}' {}", suite.command, file.display()),
        verdict: FileVerdict::Skipped,
        detail: String::new(),
        excerpt: vec![],
        shown: vec![],
        stderr: String::new(),
        after: None,
        seconds: 0.0,
    };
    let finish = |mut row: Row| {
        row.seconds = start.elapsed().as_secs_f64();
        row
    };
    let text = match input(suite, file, start + suite.time_limit) {
        Ok(t) => t,
        Err(Some(e)) => {
            row.detail = format!("the input is not a program waddle runs: {e}");
            return finish(row);
        }
        Err(None) => {
            row.verdict = FileVerdict::NoVerdict;
            row.detail = time_limit_reached(suite, file);
            return finish(row);
        }
    };
    let output = match pass(&suite.command, &text, suite.time_limit, suite.max_output, STDERR_TAIL) {
        Ok(o) => o.stdout,
        Err(f) => {
            (row.verdict, row.detail, row.stderr) = (f.verdict, f.why, f.stderr);
            return finish(row);
        }
    };
    let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or("program");
    let ext = if is_ron(file) {
        "ron"
    } else if is_ll(file) {
        "ll"
    } else if output.trim_start().starts_with('{') {
        "json"
    } else {
        "bril"
    };
    let after = suite.out.join(format!("{k:04}-{stem}.after.{ext}"));
    if let Err(e) = std::fs::write(&after, &output) {
        row.verdict = FileVerdict::NoVerdict;
        row.detail = format!("cannot save the output to {}: {e}", after.display());
        return finish(row);
    }
    row.after = Some(after.clone());
    row.reproduce = format!("waddle equiv {} {} {}", file.display(), after.display(), suite.flags.join(" "));
    if output.trim().is_empty() {
        row.verdict = FileVerdict::BadOutput;
        row.detail = "the pass printed nothing".into();
        return finish(row);
    }
    let (verdict, report, shown) = validate(suite, file, &after, start);
    let lines: Vec<&str> = report.lines().collect();
    let last = lines.iter().rev().find(|l| !l.trim().is_empty()).map_or("", |l| l.trim()).to_string();
    row.detail = match verdict {
        FileVerdict::BadOutput => lines.iter().find(|l| l.starts_with("error")).map_or(last, |l| l.to_string()),
        FileVerdict::NoVerdict if report.starts_with(BROKE_DOWN) => report.trim_end().to_string(),
        _ => last,
    };
    row.verdict = verdict;
    if row.verdict != FileVerdict::Equivalent {
        row.excerpt = lines.iter().map(|l| l.to_string()).collect();
        row.shown = shown.lines().map(str::to_string).collect();
    }
    finish(row)
}

/// What the validation broke down with (a panic): no verdict.
const BROKE_DOWN: &str = "waddle equiv ended abnormally: an internal error (a panic) in the validation";

/// "no verdict: the time limit of X was reached while importing FILE".
fn time_limit_reached(suite: &Suite, file: &Path) -> String {
    PairBadInput::TimeLimit { file: file.display().to_string(), limit: suite.time_limit }
        .render(false)
        .trim_end()
        .into()
}

/// The pair's verdict (one class per finding, `pair::Finding`), its whole report
/// (standard error then standard output, as `waddle equiv` prints it) and the report as
/// the table shows it (the functions that did not pass first, the others summed). The
/// file's time limit began with the pass (`start`): it covers the pass, the imports and
/// the random runs (the given runs are never cut).
fn validate(suite: &Suite, file: &Path, after: &Path, start: Instant) -> (FileVerdict, String, String) {
    let mut pair = suite.pair.clone();
    pair.validate.started = Some(start);
    pair.validate.time_limit = Some(suite.time_limit);
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| validate_files(file, after, &pair)));
    match outcome {
        Ok(Ok(o)) => {
            let err = o.stderr(false);
            let shown = format!("{err}{}", o.stdout_failures_first());
            (FileVerdict::from(o.finding()), format!("{err}{}", o.stdout()), shown)
        }
        Ok(Err(bad)) => {
            let r = render_bad(&bad);
            // A flag that does not fit the input is not the pass's doing.
            let verdict = match bad {
                PairBadInput::Flags(_) => FileVerdict::Skipped,
                _ if bad.exit_code() == 3 => FileVerdict::NoVerdict,
                _ => FileVerdict::BadOutput,
            };
            (verdict, r.clone(), r)
        }
        Err(_) => (FileVerdict::NoVerdict, BROKE_DOWN.to_string(), BROKE_DOWN.to_string()),
    }
}

fn render_bad(bad: &PairBadInput) -> String {
    bad.render(false)
}

/// Why a pass gave no output to validate.
pub struct PassFailure {
    /// The file's verdict: rejected by the pass, or bad output.
    pub verdict: FileVerdict,
    /// One line: why.
    pub why: String,
    /// Its standard error, up to the output cap.
    pub stderr: String,
}

/// What a pass that succeeded printed.
pub struct Passed {
    /// Its standard output.
    pub stdout: String,
    /// Its standard error, up to the output cap (invalid UTF-8 replaced).
    pub stderr: String,
}

/// Reads `from` to its end, keeping at most `cap` bytes; `true` when there was more
/// (then it stops reading, which closes the pipe).
fn read_capped(from: impl Read, cap: u64) -> (Vec<u8>, bool) {
    read_tail(from, cap, usize::MAX)
}

/// Reads `from` to its end, at most `cap` bytes, keeping only the last `tail` of them
/// (from the start of a line when cut, or from `…` and a part of the last line when
/// it is longer than the tail); `true` when there was more than `cap` (then it
/// stops reading, which closes the pipe). Memory: about twice `tail`, never more than
/// what was read.
fn read_tail(mut from: impl Read, cap: u64, tail: usize) -> (Vec<u8>, bool) {
    let mut kept = Vec::new();
    let (mut total, mut cut) = (0u64, false);
    let mut buf = [0u8; 1 << 16];
    let over = loop {
        let n = match from.read(&mut buf) {
            Ok(0) | Err(_) => break false,
            Ok(n) => n,
        };
        let room = cap.saturating_sub(total).min(n as u64) as usize;
        kept.extend_from_slice(&buf[..room]);
        total += room as u64;
        if kept.len() > tail.saturating_mul(2) {
            kept.drain(..kept.len() - tail);
            cut = true;
        }
        if room < n {
            break true;
        }
    };
    if kept.len() > tail {
        kept.drain(..kept.len() - tail);
        cut = true;
    }
    if cut {
        // The first line is a part of one: it goes, unless it is all there is, then
        // it is marked as cut.
        match kept.iter().position(|&b| b == b'\n') {
            Some(i) if i + 1 < kept.len() => drop(kept.drain(..=i)),
            _ => drop(kept.splice(..0, "…".bytes())),
        }
    }
    (kept, over)
}

/// Kills every process of the pass's process group (the shell, its children and
/// theirs), with the shell's `kill` (the group's id is the shell's pid).
fn kill_group(pgid: u32) {
    let _ = Command::new("sh")
        .arg("-c")
        .arg(format!("kill -KILL -{pgid} 2>/dev/null"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}

/// A process in the pass's group that kills the group once `waddle` is gone, however
/// it ended (Ctrl-C reaches `waddle`'s group, not the pass's; a kill leaves no handler
/// to run): it polls `waddle`'s pid five times a second. It is killed with the group.
fn watch_over(pgid: u32) -> Option<std::process::Child> {
    let me = std::process::id();
    let mut cmd = Command::new("sh");
    cmd.arg("-c")
        .arg(format!("while kill -0 {me} 2>/dev/null; do sleep 0.2; done; kill -KILL -{pgid} 2>/dev/null"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut cmd, pgid as i32);
    cmd.spawn().ok()
}

/// Runs the pass on `input` in a process group of its own: its input written from its
/// own thread while its outputs are read (so a pass that writes before it reads, or
/// never reads, cannot deadlock), each output capped at `cap` bytes. The time limit
/// covers the pass from its start to the end of its output, even when a process it
/// started keeps the output open; at the end, in every case, the whole group is killed,
/// and every process carrying the run's mark in its environment (one that left the
/// group), so no process of the pass outlives its verdict. Of its standard error the last
/// `stderr_tail` bytes are kept (all of it with a tail of at least the cap).
pub fn pass(command: &str, input: &str, limit: Duration, cap: u64, stderr_tail: usize) -> Result<Passed, PassFailure> {
    let fail = |verdict, why: String, stderr: String| PassFailure { verdict, why, stderr };
    let mark = strays::new_mark();
    let mut cmd = Command::new("sh");
    cmd.arg("-c").arg(command).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    cmd.env(strays::MARK_VAR, &mark);
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
    let mut child =
        cmd.spawn().map_err(|e| fail(FileVerdict::Rejected, format!("cannot start the pass: {e}"), String::new()))?;
    let pgid = child.id();
    let watcher = watch_over(pgid);
    let mut stdin = child.stdin.take();
    let text = input.to_string();
    let writer = std::thread::spawn(move || {
        if let Some(s) = stdin.as_mut() {
            let _ = s.write_all(text.as_bytes());
        }
        drop(stdin);
    });
    let (out, err) = (child.stdout.take(), child.stderr.take());
    let reader = std::thread::spawn(move || out.map(|o| read_capped(o, cap)).unwrap_or_default());
    let err_reader = std::thread::spawn(move || err.map(|e| read_tail(e, cap, stderr_tail)).unwrap_or_default());
    let start = Instant::now();
    let mut status = None;
    let outcome = loop {
        if status.is_none() {
            match child.try_wait() {
                Ok(s) => status = s,
                Err(e) => break Err(format!("cannot wait for the pass: {e}")),
            }
        }
        if status.is_some() && reader.is_finished() && err_reader.is_finished() {
            break Ok(());
        }
        if start.elapsed() > limit {
            let why = if status.is_some() {
                "the pass exited, but a process it started kept its output open past the time limit"
            } else {
                "the pass did not finish within the time limit"
            };
            break Err(format!("{why} of {}", format::run::duration(limit)));
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    kill_group(pgid);
    let _ = child.kill();
    let _ = child.wait();
    // Those that left the group (a new session) are found by their mark.
    strays::kill_marked(&mark);
    if let Some(mut w) = watcher {
        let _ = w.kill();
        let _ = w.wait();
    }
    // The readers end once every process holding the pipes is gone; one that escaped
    // the group is not waited for.
    let give_up = Instant::now() + Duration::from_millis(500);
    while !(reader.is_finished() && err_reader.is_finished()) && Instant::now() < give_up {
        std::thread::sleep(Duration::from_millis(2));
    }
    let joined = |h: std::thread::JoinHandle<(Vec<u8>, bool)>| {
        if h.is_finished() {
            h.join().unwrap_or_default()
        } else {
            (Vec::new(), false)
        }
    };
    let (stdout, too_large) = joined(reader);
    let (stderr, stderr_too_large) = joined(err_reader);
    if writer.is_finished() {
        let _ = writer.join();
    }
    let stderr = String::from_utf8_lossy(&stderr).to_string();
    if let Err(why) = outcome {
        return Err(fail(FileVerdict::Rejected, why, stderr));
    }
    if too_large {
        let why = format!("bad output: the pass printed more than {} bytes (--max-output)", cap);
        return Err(fail(FileVerdict::BadOutput, why, stderr));
    }
    if stderr_too_large {
        // Its standard error closed, the pass may have died of the broken pipe: that is
        // not its verdict, the flood is.
        let why = format!("bad output: the pass printed more than {cap} bytes on its standard error (--max-output)");
        return Err(fail(FileVerdict::BadOutput, why, stderr));
    }
    let status = status.expect("the loop ends with the pass's status");
    if !status.success() {
        let last = clip(stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim());
        let why = match status.code() {
            Some(c) => format!("the pass exited with {c}: {last}"),
            None => format!("the pass was killed by a signal: {last}"),
        };
        return Err(fail(FileVerdict::Rejected, why, stderr));
    }
    match String::from_utf8(stdout) {
        Ok(stdout) => Ok(Passed { stdout, stderr }),
        Err(_) => Err(fail(FileVerdict::BadOutput, "the pass printed bytes that are not UTF-8".into(), stderr)),
    }
}

impl SuiteReport {
    /// 0 when every file is equivalent; 1 when some pass output is wrong (not
    /// equivalent, rejected, bad output); otherwise 3: something was not compared.
    pub fn exit_code(&self) -> u8 {
        if self.rows.iter().any(|r| r.verdict.is_failure() || r.verdict == FileVerdict::Rejected) {
            1
        } else if self.rows.iter().all(|r| r.verdict == FileVerdict::Equivalent) {
            0
        } else {
            3
        }
    }

    /// The summary as a table, then each failure's report (at most `report_lines` of
    /// it) and how to reproduce it; `out` is where the outputs are.
    pub fn table(&self, report_lines: usize, out: &str) -> String {
        let rows = &self.rows;
        let mut s = String::new();
        let width = rows.iter().map(|r| r.file.display().to_string().len()).max().unwrap_or(4).max(4);
        s.push_str(&format!("{:<width$}  {:<20}  {:>7}  detail\n", "file", "verdict", "seconds"));
        for r in rows {
            s.push_str(&format!(
                "{:<width$}  {:<20}  {:>7.2}  {}\n",
                r.file.display(),
                r.verdict_name(),
                r.seconds,
                r.detail
            ));
        }
        for r in rows.iter().filter(|r| !r.shown.is_empty() || matches!(r.verdict, FileVerdict::Rejected)) {
            s.push_str(&format!("\n== {}: {}\n", r.file.display(), r.verdict_name()));
            for l in r.shown.iter().take(report_lines) {
                s.push_str(&format!("  {l}\n"));
            }
            if r.shown.len() > report_lines {
                let more = r.shown.len() - report_lines;
                s.push_str(&format!("  … {more} more line(s) (--report-lines N; --format json has them all)\n"));
            }
            let err: Vec<&str> = r.stderr.lines().collect();
            if !err.is_empty() {
                let shown = &err[err.len().saturating_sub(STDERR_LINES)..];
                let cut = if shown.len() < err.len() { format!(", its last {}", shown.len()) } else { String::new() };
                s.push_str(&format!("  the pass's standard error{cut}:\n"));
                for l in shown {
                    s.push_str(&format!("    {}\n", clip(l)));
                }
            }
            s.push_str(&format!("  reproduce: {}\n", r.reproduce.trim_end()));
        }
        let count = |v: FileVerdict| rows.iter().filter(|r| r.verdict == v).count();
        let parts: Vec<String> =
            FileVerdict::ALL.iter().filter(|v| count(**v) > 0).map(|v| format!("{} {}", count(*v), v.name())).collect();
        s.push_str(&format!("\n{} file(s): {}; outputs in {out}\n", rows.len(), parts.join(", ")));
        s
    }

    /// The summary as JSON, one object per file; `shard` is the part it covers.
    pub fn json(&self, command: &str, out: &str, shard: Option<(usize, usize)>) -> String {
        let files = self
            .rows
            .iter()
            .map(|r| FileRow {
                file: r.file.display().to_string(),
                index: r.index,
                reproduce: r.reproduce.clone(),
                verdict: r.verdict.name().to_string(),
                detail: r.detail.clone(),
                seconds: (r.seconds * 1000.0).round() / 1000.0,
                after: r.after.as_ref().map(|a| a.display().to_string()),
                report: r.excerpt.clone(),
                shown: r.shown.clone(),
                stderr: r.stderr.clone(),
            })
            .collect();
        let shard = shard.map(|(k, n)| format!("{k}/{n}"));
        suite_json(&Summary { exit_code: self.exit_code(), files, out: out.to_string(), pass: command.into(), shard })
    }
}

/// The JSON summaries of the parts of a sharded suite (`--shard K/N`, each part's
/// `--format json`), combined into one report: every part of the same pass once, the
/// rows in the order of the whole suite. Returns the report, the pass, and where the
/// parts' outputs are.
pub fn combine(parts: &[(PathBuf, String)]) -> Result<(SuiteReport, String, String), String> {
    let mut docs = Vec::with_capacity(parts.len());
    for (path, text) in parts {
        docs.push((path, read_summary(text).map_err(|e| format!("{}: {e}", path.display()))?));
    }
    let Some((first, doc)) = docs.first() else { return Err("--combine needs the parts' JSON summaries".into()) };
    let pass = doc.pass.clone();
    let mut seen: Vec<(usize, usize)> = Vec::new();
    for (path, d) in &docs {
        if d.pass != pass {
            return Err(format!("{} is a summary of `{}`, {} of `{pass}`", path.display(), d.pass, first.display()));
        }
        let shard = match &d.shard {
            None if docs.len() == 1 => (1, 1),
            None => return Err(format!("{} covers the whole suite, not a part (--shard K/N)", path.display())),
            Some(k) => parse_shard(k).map_err(|e| format!("{}: {e}", path.display()))?,
        };
        if seen.contains(&shard) {
            return Err(format!("{}: part {}/{} is given twice", path.display(), shard.0, shard.1));
        }
        seen.push(shard);
    }
    let n = seen[0].1;
    if seen.iter().any(|(_, m)| *m != n) {
        return Err("the parts split the suite in different numbers of parts".into());
    }
    let missing: Vec<String> = (1..=n).filter(|k| !seen.contains(&(*k, n))).map(|k| format!("{k}/{n}")).collect();
    if !missing.is_empty() {
        return Err(format!("part(s) {} of the suite are missing", missing.join(", ")));
    }
    let mut rows = Vec::new();
    for (path, d) in &docs {
        for f in &d.files {
            let Some(verdict) = FileVerdict::ALL.into_iter().find(|v| v.name() == f.verdict) else {
                return Err(format!("{}: `{}` has the unknown verdict `{}`", path.display(), f.file, f.verdict));
            };
            rows.push(Row {
                file: PathBuf::from(&f.file),
                index: f.index,
                reproduce: f.reproduce.clone(),
                verdict,
                detail: f.detail.clone(),
                excerpt: f.report.clone(),
                shown: f.shown.clone(),
                stderr: f.stderr.clone(),
                after: f.after.as_ref().map(PathBuf::from),
                seconds: f.seconds,
            });
        }
    }
    rows.sort_by_key(|r| r.index);
    // Each part's folder once, in the order the parts were given.
    let mut outs: Vec<&str> = Vec::new();
    for (_, d) in &docs {
        if !outs.contains(&d.out.as_str()) {
            outs.push(d.out.as_str());
        }
    }
    Ok((SuiteReport { rows, left_out: Vec::new() }, pass, outs.join(", ")))
}

/// `K/N` with 1 ≤ K ≤ N ≤ `MAX_SHARDS`.
pub fn parse_shard(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("`{text}` is not a part K/N (1 ≤ K ≤ N ≤ {MAX_SHARDS}), e.g. 2/8");
    let (k, n) = text.split_once('/').ok_or_else(bad)?;
    let (k, n): (usize, usize) = (k.trim().parse().map_err(|_| bad())?, n.trim().parse().map_err(|_| bad())?);
    if k == 0 || k > n || n > MAX_SHARDS {
        return Err(bad());
    }
    Ok((k, n))
}

/// The most parts a suite splits into.
pub const MAX_SHARDS: usize = 100_000;

/// The flags of `waddle equiv` that give a pair `opts`: what a reproduction command
/// needs to validate one pair of the suite as the suite did.
pub fn flags(opts: &PairOptions, runs: &[String], renames: &[String]) -> Vec<String> {
    let v = &opts.validate;
    let time_limit = v.time_limit.unwrap_or_default();
    let mut out = vec![
        "--random-runs".to_string(),
        v.random_runs.to_string(),
        "--seed".into(),
        v.seed.to_string(),
        "--fuel".into(),
        v.fuel.to_string(),
        "--time-limit".into(),
        format!("{}ms", time_limit.as_millis()),
    ];
    if let Some(e) = &v.entry {
        out.extend(["--entry".to_string(), e.clone()]);
    }
    for r in renames {
        out.extend(["--rename".to_string(), r.clone()]);
    }
    if let Some(o) = &v.oracle {
        out.extend(["--oracle".to_string(), o.clone()]);
    }
    if !runs.is_empty() {
        out.push("--runs".into());
        out.extend(runs.iter().cloned());
    }
    if v.allow_partial {
        out.push("--allow-partial".into());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{clip, read_tail, STDERR_LINE_CHARS};

    #[test]
    fn a_tail_keeps_the_last_whole_lines_and_counts_everything_up_to_the_cap() {
        let text: String = (0..1000).map(|i| format!("line {i}\n")).collect();
        let (kept, over) = read_tail(text.as_bytes(), u64::MAX, 64);
        assert!(!over);
        let kept = String::from_utf8(kept).expect("whole lines");
        assert!(kept.len() <= 64 && kept.ends_with("line 999\n"), "{kept}");
        assert!(kept.starts_with("line "), "a cut line is dropped: {kept}");
        // Everything kept when the tail is large enough; more than the cap is said.
        assert_eq!(read_tail(text.as_bytes(), u64::MAX, usize::MAX), (text.clone().into_bytes(), false));
        let (kept, over) = read_tail(text.as_bytes(), 100, usize::MAX);
        assert!(over);
        assert_eq!(kept, text.as_bytes()[..100]);
        assert_eq!(read_tail(&text.as_bytes()[..100], 100, usize::MAX), (text.as_bytes()[..100].to_vec(), false));
        // A line longer than the tail: its end, marked.
        let line = format!("start{}end\n", "x".repeat(1000));
        let (kept, _) = read_tail(line.as_bytes(), u64::MAX, 64);
        let kept = String::from_utf8(kept).expect("the mark and a part of the line");
        assert!(kept.starts_with("…xxx") && kept.ends_with("xend\n") && kept.len() == 64 + "…".len(), "{kept}");
    }

    #[test]
    fn a_long_line_is_clipped_on_a_character_boundary() {
        assert_eq!(clip("short"), "short");
        let long = "é".repeat(STDERR_LINE_CHARS + 5);
        let c = clip(&long);
        assert_eq!(c.chars().count(), STDERR_LINE_CHARS + 1);
        assert!(c.ends_with('…'));
        assert_eq!(clip(&"é".repeat(STDERR_LINE_CHARS)), "é".repeat(STDERR_LINE_CHARS));
    }
}
