//! `waddle bench llvm`: the wall time of `waddle run FILE.ll` (in this process,
//! through the library: import, lower, run with the fast engine) against LLVM's own
//! interpreter, `lli-22 -force-interpreter FILE.ll` (a subprocess, when it is on the
//! `PATH`), on the programs of `tests/llvm/bench/`. Every run's output is checked
//! against the program's `NAME.out` before its time counts; each figure is the best
//! of `runs` runs.

use crate::exec::{self, Limits};
use crate::format::{read_file, MAX_FILE_BYTES};
use crate::llvm::{self, run::End};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The most runs per program and interpreter.
pub const MAX_RUNS: usize = 50;

/// What to measure.
#[derive(Clone, Debug)]
pub struct Options {
    /// The `.ll` files; each prints what `NAME.out` beside it holds (`NAME` its name
    /// up to the first dot).
    pub files: Vec<PathBuf>,
    /// Runs per program and interpreter, the best reported (1 to `MAX_RUNS`).
    pub runs: usize,
    /// LLVM's interpreter (`lli-22`), or `None` to time Waddle alone.
    pub lli: Option<PathBuf>,
}

/// One program's figures.
#[derive(Clone, Debug)]
pub struct Row {
    pub file: String,
    /// Kernel steps of one run.
    pub steps: u64,
    /// The best wall time of `waddle run`.
    pub waddle: Duration,
    /// The best wall time of `lli -force-interpreter`, when it was timed.
    pub lli: Option<Duration>,
}

/// The programs of `dir` that `waddle bench llvm` times by default: every
/// `*.O0.ll` and `*.canon.ll`, sorted.
pub fn default_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_str().is_some_and(|s| s.ends_with(".O0.ll") || s.ends_with(".canon.ll")))
        .collect();
    files.sort();
    Ok(files)
}

/// `lli-22` when it runs (`lli-22 --version` succeeds), else `None`.
pub fn find_lli() -> Option<PathBuf> {
    let lli = PathBuf::from("lli-22");
    let ok = std::process::Command::new(&lli).arg("--version").output().is_ok_and(|o| o.status.success());
    ok.then_some(lli)
}

/// Why `run` timed nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The settings: no program, or a number of runs out of range.
    Settings(String),
    /// A program the reader refuses (its diagnostics, rendered with their places and
    /// their `error:`), or one whose expected output cannot be read.
    Input(String),
    /// An interpreter printed other than the expected output.
    Mismatch(String),
}

/// Times every file of `opts`. Every program is read, and its expected output with
/// it, before anything is timed; an output that differs from the expected one is a
/// `Problem::Mismatch` naming the file and the interpreter.
pub fn run(opts: &Options) -> Result<Vec<Row>, Problem> {
    if opts.runs == 0 || opts.runs > MAX_RUNS {
        return Err(Problem::Settings(format!("--runs must be between 1 and {MAX_RUNS}")));
    }
    if opts.files.is_empty() {
        return Err(Problem::Settings("no program to time (give `.ll` files with a `NAME.out` beside each)".into()));
    }
    let mut expected = Vec::with_capacity(opts.files.len());
    for file in &opts.files {
        llvm::import_file(file).map_err(Problem::Input)?;
        let path = expected_path(file).map_err(Problem::Input)?;
        let text = read_file(&path, MAX_FILE_BYTES)
            .map_err(|e| Problem::Input(format!("{}: its expected output: {e}", file.display())))?;
        expected.push(text);
    }
    let mut rows = Vec::new();
    for (file, expected) in opts.files.iter().zip(expected) {
        let mut steps = 0;
        let mut waddle = Duration::MAX;
        let mut lli = opts.lli.as_ref().map(|_| Duration::MAX);
        for _ in 0..opts.runs {
            let (t, n) = time_waddle(file, &expected).map_err(Problem::Mismatch)?;
            waddle = waddle.min(t);
            steps = n;
            if let (Some(best), Some(bin)) = (lli.as_mut(), &opts.lli) {
                *best = (*best).min(time_lli(bin, file, &expected).map_err(Problem::Mismatch)?);
            }
        }
        rows.push(Row { file: file.display().to_string(), steps, waddle, lli });
    }
    Ok(rows)
}

/// `NAME.out` beside `file`, `NAME` the file name up to its first dot.
fn expected_path(file: &Path) -> Result<PathBuf, String> {
    let name = file.file_name().and_then(|n| n.to_str()).ok_or_else(|| format!("{}: no file name", file.display()))?;
    let stem = name.split('.').next().unwrap_or(name);
    Ok(file.with_file_name(format!("{stem}.out")))
}

/// One `waddle run FILE.ll` in this process, as `src/cli/run.rs` runs it: its wall
/// time (import, lowering and run) and its steps, its output checked.
fn time_waddle(file: &Path, expected: &[u8]) -> Result<(Duration, u64), String> {
    let limits = Limits { fuel: 1_000_000_000, memory_bits: 1 << 36, ..Limits::default() };
    let mut out = Vec::with_capacity(expected.len());
    let start = Instant::now();
    let imported = llvm::import_file(file)?;
    let run = llvm::run::run_to(&imported.lowered, limits, exec::Engine::Fast, &mut out)?;
    let elapsed = start.elapsed();
    if !matches!(run.end, End::Exit(_)) || out != expected {
        return Err(format!("{}: waddle printed other than expected ({:?})", file.display(), run.end));
    }
    Ok((elapsed, run.steps))
}

/// One `lli -force-interpreter FILE.ll`: its wall time, its output checked.
fn time_lli(lli: &Path, file: &Path, expected: &[u8]) -> Result<Duration, String> {
    let start = Instant::now();
    let output = std::process::Command::new(lli)
        .arg("-force-interpreter")
        .arg(file)
        .output()
        .map_err(|e| format!("{}: {e}", lli.display()))?;
    let elapsed = start.elapsed();
    if output.stdout != expected {
        return Err(format!("{}: {} printed other than expected", file.display(), lli.display()));
    }
    Ok(elapsed)
}

/// The table: steps, the best wall time of each interpreter, and their ratio.
pub fn render(rows: &[Row], runs: usize) -> String {
    let mut s = format!("{:<36} {:>12} {:>11} {:>11} {:>14}\n", "program", "steps", "waddle_s", "lli_s", "waddle/lli");
    for r in rows {
        let (lli, ratio) = match r.lli {
            Some(l) => (format!("{:.3}", l.as_secs_f64()), format!("{:.2}", r.waddle.as_secs_f64() / l.as_secs_f64())),
            None => ("-".to_string(), "-".to_string()),
        };
        s.push_str(&format!(
            "{:<36} {:>12} {:>11.3} {:>11} {:>14}\n",
            r.file,
            r.steps,
            r.waddle.as_secs_f64(),
            lli,
            ratio
        ));
    }
    s.push_str(&format!(
        "(best of {runs} runs each; waddle_s = `waddle run` in process, import included; lli_s = `lli-22 \
         -force-interpreter`, a subprocess)\n"
    ));
    s
}

#[cfg(test)]
mod tests {
    use super::{expected_path, run, Options, Problem, MAX_RUNS};
    use std::path::{Path, PathBuf};

    #[test]
    fn the_expected_output_is_named_by_the_program_up_to_its_first_dot() {
        let got = expected_path(Path::new("tests/llvm/bench/sieve.O0.ll"));
        assert_eq!(got, Ok(PathBuf::from("tests/llvm/bench/sieve.out")));
    }

    #[test]
    fn the_number_of_runs_is_bounded() {
        for runs in [0, MAX_RUNS + 1] {
            let opts = Options { files: Vec::new(), runs, lli: None };
            assert!(run(&opts).is_err(), "{runs} runs accepted");
        }
        let none = run(&Options { files: Vec::new(), runs: 1, lli: None });
        assert!(matches!(none, Err(Problem::Settings(m)) if m.starts_with("no program to time")));
    }
}
