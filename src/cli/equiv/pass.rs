//! `waddle equiv --pass 'CMD' FILES…`: a pass validated over a suite of programs.
//! Each file is piped through the pass (`sh -c CMD`, the program on standard input,
//! the output on standard output), the output is saved beside the others, and the pair
//! is validated by `waddle equiv FILE OUTPUT` in a child process of this binary, so
//! that one pair's failure cannot stop the suite. Files run `--jobs` at a time; the
//! pass and each verdict are bounded by `--time-limit`. The summary is a table (or
//! JSON with `--format json`): equivalent, not equivalent, no verdict, rejected by the
//! pass (it failed or timed out), bad output (not a program, or not one that imports),
//! skipped (the input itself is outside what `waddle` reads).

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use waddle::diag::Diagnostic;
use waddle::{bril, format};

/// How the suite is run; the verdict's own options are forwarded to every pair.
pub struct Suite {
    pub command: String,
    pub files: Vec<PathBuf>,
    pub jobs: usize,
    pub out: Option<PathBuf>,
    pub json: bool,
    /// The pass reads Bril's JSON form (the default) or the file as it is.
    pub bril_text: bool,
    pub time_limit: Duration,
    /// `waddle equiv` options forwarded to each pair (`--random-runs 20`, …).
    pub forward: Vec<String>,
}

/// The verdict on one file.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Verdict {
    Equivalent,
    NotEquivalent,
    NoVerdict,
    Rejected,
    BadOutput,
    Skipped,
}

impl Verdict {
    fn name(self) -> &'static str {
        match self {
            Verdict::Equivalent => "equivalent",
            Verdict::NotEquivalent => "not equivalent",
            Verdict::NoVerdict => "no verdict",
            Verdict::Rejected => "rejected by the pass",
            Verdict::BadOutput => "bad output",
            Verdict::Skipped => "skipped",
        }
    }
}

struct Row {
    file: PathBuf,
    verdict: Verdict,
    /// One line: the runs compared, or why.
    detail: String,
    /// The first lines of the report, for a file that is not equivalent.
    excerpt: Vec<String>,
    after: Option<PathBuf>,
    seconds: f64,
}

/// Lines of a divergence's report shown in the summary.
const EXCERPT: usize = 12;

pub fn run(suite: Suite) -> ExitCode {
    let files = match expand(&suite.files) {
        Ok(f) if !f.is_empty() => f,
        Ok(_) => {
            eprintln!("error: --pass needs at least one program (.bril, .json or .ron file, or a folder of them)");
            return ExitCode::from(2);
        }
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let out =
        suite.out.clone().unwrap_or_else(|| std::env::temp_dir().join(format!("waddle-pass-{}", std::process::id())));
    if let Err(e) = std::fs::create_dir_all(&out) {
        eprintln!("error: cannot create {}: {e}", out.display());
        return ExitCode::from(2);
    }
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => {
            eprintln!("error: cannot find the waddle binary to validate each pair: {e}");
            return ExitCode::from(2);
        }
    };
    let next = AtomicUsize::new(0);
    let rows: Mutex<Vec<Option<Row>>> = Mutex::new((0..files.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..suite.jobs.clamp(1, files.len()) {
            s.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some(file) = files.get(k) else { break };
                let row = one(&suite, &exe, &out, k, file);
                if !suite.json {
                    eprintln!("{:>4}/{}  {:<22} {}", k + 1, files.len(), row.verdict.name(), file.display());
                }
                rows.lock().unwrap_or_else(|e| e.into_inner())[k] = Some(row);
            });
        }
    });
    let rows: Vec<Row> = rows.into_inner().unwrap_or_else(|e| e.into_inner()).into_iter().flatten().collect();
    let text = if suite.json { json(&suite, &rows) } else { table(&suite, &rows, &out) };
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    ExitCode::from(exit_code(&rows))
}

/// 0 when every file is equivalent; 1 when some pass output is wrong (not equivalent,
/// rejected, bad output); otherwise 3: something was not compared.
fn exit_code(rows: &[Row]) -> u8 {
    let bad = |v: Verdict| matches!(v, Verdict::NotEquivalent | Verdict::Rejected | Verdict::BadOutput);
    if rows.iter().any(|r| bad(r.verdict)) {
        1
    } else if rows.iter().all(|r| r.verdict == Verdict::Equivalent) {
        0
    } else {
        3
    }
}

/// The files named, folders expanded to their `.bril`, `.json` and `.ron` files (sorted).
fn expand(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut found = Vec::new();
            walk(p, &mut found).map_err(|e| format!("cannot read folder {}: {e}", p.display()))?;
            found.sort();
            out.extend(found);
        } else if p.is_file() {
            out.push(p.clone());
        } else {
            return Err(format!("cannot read {}: no such file or folder", p.display()));
        }
    }
    Ok(out)
}

/// The programs under `dir`: its `.bril` and `.ron` files, and its `.json` files that
/// hold a Bril program (a `functions` array); other JSON files (a plot's data beside
/// the benchmarks) are left out with a note, never a row of the table. A file named on
/// the command line is always a row.
fn walk(dir: &Path, found: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for e in std::fs::read_dir(dir)? {
        let p = e?.path();
        if p.is_dir() {
            walk(&p, found)?;
        } else {
            match p.extension().and_then(|e| e.to_str()) {
                Some("bril" | "ron") => found.push(p),
                Some("json") if std::fs::read_to_string(&p).is_ok_and(|t| t.contains("\"functions\"")) => found.push(p),
                Some("json") => {
                    eprintln!("note: {} left out: JSON that is no Bril program (no `functions`)", p.display())
                }
                _ => {}
            }
        }
    }
    Ok(())
}

fn is_ron(p: &Path) -> bool {
    p.extension().and_then(|e| e.to_str()) == Some("ron")
}

/// What the pass reads: the RON or Bril file, a text Bril file as JSON unless the pass
/// reads text. `Err` when the file itself is not one `waddle` reads.
fn input(suite: &Suite, file: &Path) -> Result<String, String> {
    let text = format::read_source(file)?;
    if is_ron(file) {
        return format::parse_program(&text).map(|_| text.clone()).map_err(|d| first_message(&d));
    }
    let program = bril::parse(&text).map_err(|d| first_message(&d))?;
    if let Err(d) = bril::import(&program) {
        return Err(first_message(&d));
    }
    if suite.bril_text || text.trim_start().starts_with('{') {
        Ok(text)
    } else {
        Ok(bril::write::to_json(&program))
    }
}

fn first_message(d: &[Diagnostic]) -> String {
    d.first().map_or_else(|| "unreadable".to_string(), |d| d.message.clone())
}

/// Pipes `file` through the pass, saves the output and validates the pair.
fn one(suite: &Suite, exe: &Path, out: &Path, k: usize, file: &Path) -> Row {
    let start = Instant::now();
    let mut row = Row {
        file: file.to_path_buf(),
        verdict: Verdict::Skipped,
        detail: String::new(),
        excerpt: vec![],
        after: None,
        seconds: 0.0,
    };
    let finish = |mut row: Row| {
        row.seconds = start.elapsed().as_secs_f64();
        row
    };
    let text = match input(suite, file) {
        Ok(t) => t,
        Err(e) => {
            row.detail = format!("the input is not a program waddle runs: {e}");
            return finish(row);
        }
    };
    let output = match pass(&suite.command, &text, suite.time_limit) {
        Ok(o) => o,
        Err(why) => {
            row.verdict = Verdict::Rejected;
            row.detail = why;
            return finish(row);
        }
    };
    let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or("program");
    let ext = if is_ron(file) {
        "ron"
    } else if output.trim_start().starts_with('{') {
        "json"
    } else {
        "bril"
    };
    let after = out.join(format!("{k:04}-{stem}.after.{ext}"));
    if let Err(e) = std::fs::write(&after, &output) {
        row.verdict = Verdict::NoVerdict;
        row.detail = format!("cannot save the output to {}: {e}", after.display());
        return finish(row);
    }
    row.after = Some(after.clone());
    if output.trim().is_empty() {
        row.verdict = Verdict::BadOutput;
        row.detail = "the pass printed nothing".into();
        return finish(row);
    }
    let mut cmd = Command::new(exe);
    cmd.arg("equiv").arg(file).arg(&after).args(&suite.forward);
    let (code, report) = match cmd.stdin(Stdio::null()).output() {
        Ok(o) => {
            (o.status.code(), format!("{}{}", String::from_utf8_lossy(&o.stderr), String::from_utf8_lossy(&o.stdout)))
        }
        Err(e) => (None, format!("cannot run waddle equiv: {e}")),
    };
    let lines: Vec<&str> = report.lines().collect();
    let last = lines.iter().rev().find(|l| !l.trim().is_empty()).map_or("", |l| l.trim()).to_string();
    (row.verdict, row.detail) = match code {
        Some(0) => (Verdict::Equivalent, last),
        Some(1) => (Verdict::NotEquivalent, last),
        Some(3) => (Verdict::NoVerdict, last),
        Some(2) => {
            let first = lines.iter().find(|l| l.starts_with("error")).map_or(last.clone(), |l| l.to_string());
            (Verdict::BadOutput, first)
        }
        _ => (Verdict::NoVerdict, format!("waddle equiv ended abnormally: {last}")),
    };
    if row.verdict != Verdict::Equivalent {
        row.excerpt = lines.iter().take(EXCERPT).map(|l| l.to_string()).collect();
    }
    finish(row)
}

/// Runs the pass on `input`; its standard output, or why it was rejected.
fn pass(command: &str, input: &str, limit: Duration) -> Result<String, String> {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(command)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start the pass: {e}"))?;
    let mut stdin = child.stdin.take();
    let text = input.to_string();
    let writer = std::thread::spawn(move || {
        if let Some(s) = stdin.as_mut() {
            let _ = s.write_all(text.as_bytes());
        }
        drop(stdin);
    });
    let (mut out, mut err) = (child.stdout.take(), child.stderr.take());
    let reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        if let Some(o) = out.as_mut() {
            let _ = o.read_to_end(&mut s);
        }
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        if let Some(e) = err.as_mut() {
            let _ = e.read_to_end(&mut s);
        }
        s
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s,
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("the pass did not finish within the time limit of {limit:?}"));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(format!("cannot wait for the pass: {e}")),
        }
    };
    let _ = writer.join();
    let stdout = reader.join().unwrap_or_default();
    let stderr = String::from_utf8_lossy(&err_reader.join().unwrap_or_default()).to_string();
    if !status.success() {
        let why = stderr.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string();
        return Err(match status.code() {
            Some(c) => format!("the pass exited with {c}: {why}"),
            None => format!("the pass was killed by a signal: {why}"),
        });
    }
    String::from_utf8(stdout).map_err(|_| "the pass printed bytes that are not UTF-8".to_string())
}

/// The summary as a table, then each failure's excerpt and how to reproduce it.
fn table(suite: &Suite, rows: &[Row], out: &Path) -> String {
    let mut s = String::new();
    let width = rows.iter().map(|r| r.file.display().to_string().len()).max().unwrap_or(4).max(4);
    s.push_str(&format!("{:<width$}  {:<20}  {:>7}  detail\n", "file", "verdict", "seconds"));
    for r in rows {
        s.push_str(&format!(
            "{:<width$}  {:<20}  {:>7.2}  {}\n",
            r.file.display(),
            r.verdict.name(),
            r.seconds,
            r.detail
        ));
    }
    for r in rows.iter().filter(|r| !r.excerpt.is_empty() || matches!(r.verdict, Verdict::Rejected)) {
        s.push_str(&format!("\n== {}: {}\n", r.file.display(), r.verdict.name()));
        for l in &r.excerpt {
            s.push_str(&format!("  {l}\n"));
        }
        if let Some(a) = &r.after {
            s.push_str(&format!(
                "  reproduce: waddle equiv {} {} {}\n",
                r.file.display(),
                a.display(),
                suite.forward.join(" ")
            ));
        } else {
            s.push_str(&format!("  reproduce: waddle equiv --pass '{}' {}\n", suite.command, r.file.display()));
        }
    }
    let count = |v: Verdict| rows.iter().filter(|r| r.verdict == v).count();
    let all = [
        Verdict::Equivalent,
        Verdict::NotEquivalent,
        Verdict::NoVerdict,
        Verdict::Rejected,
        Verdict::BadOutput,
        Verdict::Skipped,
    ];
    let parts: Vec<String> =
        all.iter().filter(|v| count(**v) > 0).map(|v| format!("{} {}", count(*v), v.name())).collect();
    s.push_str(&format!("\n{} file(s): {}; outputs in {}\n", rows.len(), parts.join(", "), out.display()));
    s
}

/// The summary as JSON, one object per file.
fn json(suite: &Suite, rows: &[Row]) -> String {
    let files: Vec<serde_json::Value> = rows
        .iter()
        .map(|r| {
            serde_json::json!({
                "file": r.file.display().to_string(),
                "verdict": r.verdict.name(),
                "detail": r.detail,
                "seconds": (r.seconds * 1000.0).round() / 1000.0,
                "after": r.after.as_ref().map(|a| a.display().to_string()),
                "report": r.excerpt,
            })
        })
        .collect();
    let v = serde_json::json!({ "pass": suite.command, "exit_code": exit_code(rows), "files": files });
    format!("{v:#}\n")
}
