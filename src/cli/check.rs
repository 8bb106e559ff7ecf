//! `waddle check PATH…`: the main job.

use clap::ValueEnum;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use waddle::check::driver;
use waddle::format::bless;
use waddle::oracle::random::MAX_RUNS;
use waddle::oracle::{CheckLimits, Config};
use waddle::report::CheckReport;

/// The main job: check every spec and program under the paths. Each spec's steps
/// are applied and the maintenance theorems checked after each.
#[derive(clap::Args)]
#[command(after_help = "Exit codes: 0 every file passed; 1 a spec's check failed; 2 bad input (an unreadable or \
malformed file, a program that does not verify, a spec naming what its program does not have, \
or no `.ron` file under the paths); 3 no verdict: nothing failed, but a spec's random runs were incomplete \
when --time-limit was reached.")]
pub struct Args {
    /// Spec or program files, or folders searched recursively for `.ron` files. A file
    /// whose top-level value is `Program(...)` must verify; `Spec(...)` is run.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Also report how often each reduction rule of `semantics/` fired across the
    /// specs' runs.
    #[arg(long)]
    coverage: bool,
    /// `text` (a line per file and a total) or `json` (one document, for tools).
    #[arg(long, value_enum, default_value_t = CheckFormat::Text)]
    format: CheckFormat,
    /// Rewrite each spec run's expected `outcome` and `effects` to what the input
    /// program does now, then check (also with `WADDLE_BLESS=1`).
    #[arg(long)]
    bless: bool,
    /// Print each spec's function after every step, in the paper's notation.
    #[arg(long)]
    print_after: bool,
    /// The most fuel any run gets: a spec's `fuel` above it, and the retries of a run
    /// that did not halt, are capped, and a verdict that rests on the cap says so. At
    /// most 10^15.
    #[arg(long, default_value_t = CheckLimits::DEFAULT_FUEL_CAP, allow_negative_numbers = true,
          value_parser = super::ranged::<u64>(0, super::MAX_FUEL))]
    fuel_cap: u64,
    /// Size budget of each run's configuration when its spec sets none, in bytes or
    /// with K, M, G. At most 1T.
    #[arg(long, value_parser = super::budget, default_value = "256M")]
    budget: u64,
    /// Write each spec's program after every step as RON into DIR, as
    /// `DIR/<spec>.step<N>.ron` (text output only).
    #[arg(long, value_name = "DIR")]
    emit_after: Option<PathBuf>,
    /// Check every step on N extra runs of each entry (every function when a spec has
    /// no runs) with random arguments and ν, drawn by type; a spec's `random_runs`
    /// may ask for more. At most 1000000.
    #[arg(long, default_value_t = 0, value_name = "N", value_parser = random_count)]
    random_runs: u64,
    /// The seed of the random runs (the same seed draws the same runs): 0 to 2^64 − 1.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true, value_parser = super::seed)]
    seed: u64,
    /// Fail a spec with a warning: no run checks its steps, or every run is vacuous.
    #[arg(long)]
    strict: bool,
    /// The bound on each spec's random runs: `30s`, `2m`, `500ms` (none by default).
    /// Checked before each random run and each of its retries; when it is reached
    /// before a verdict, the spec's outcome is "no verdict" (exit 3). The spec's own
    /// runs and the theorems are always checked. At most a week.
    #[arg(long, value_parser = super::parse_duration, value_name = "DURATION")]
    time_limit: Option<std::time::Duration>,
    /// Also write an HTML report into DIR: `DIR/index.html` (every file's verdict, time,
    /// steps and rule coverage) and a page per spec with every step drawn before and
    /// after (text output only).
    #[arg(long, value_name = "DIR")]
    html: Option<PathBuf>,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum CheckFormat {
    Text,
    Json,
}

/// `driver::run` writing the HTML report into `dir` as it goes, then its index.
fn with_html(dir: &Path, files: &[PathBuf], opts: &driver::TextOptions) -> std::io::Result<driver::Summary> {
    let mut report = CheckReport::new(dir)
        .map_err(|e| std::io::Error::new(e.kind(), format!("cannot create --html {}: {e}", dir.display())))?;
    let (mut out, mut err) = (std::io::stdout(), std::io::stderr());
    let s = driver::run_observed(files, &mut out, &mut err, opts, &mut |p, o, t| report.add(p, o, t)).map_err(lost)?;
    let index = report.finish()?;
    eprintln!("wrote {}", index.display());
    Ok(s)
}

/// A failed write of the report, said as such (its kind kept: a closed pipe ends the
/// command quietly).
fn lost(e: std::io::Error) -> std::io::Error {
    std::io::Error::new(e.kind(), format!("cannot write the output: {e}"))
}

/// `--random-runs`: a count up to `random::MAX_RUNS` (every run is compared after every
/// step, and a larger count is refused rather than left to run for days).
fn random_count(text: &str) -> Result<u64, String> {
    super::count_within(text, MAX_RUNS, |t| format!("{t} is above the maximum of {MAX_RUNS} random runs per entry"))
}

pub fn run(args: Args) -> ExitCode {
    let Args {
        paths,
        coverage,
        format,
        bless,
        print_after,
        fuel_cap,
        budget,
        emit_after,
        random_runs,
        seed,
        strict,
        time_limit,
        html,
    } = args;
    if html.is_some() && format == CheckFormat::Json {
        eprintln!("error: --html goes with the text output, not --format json");
        return ExitCode::from(2);
    }
    let config = Config { limits: CheckLimits { fuel_cap, budget }, random_runs, seed, strict, time_limit };
    let files = match driver::collect(&paths) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    if files.is_empty() {
        let shown: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        eprintln!("error: nothing was checked: no `.ron` file under {}", shown.join(", "));
        return ExitCode::from(2);
    }
    if bless || bless::requested() {
        match driver::bless(&files, &config) {
            Ok(changed) => {
                for f in changed {
                    eprintln!("blessed {}", f.display());
                }
            }
            Err(e) => {
                eprintln!("error: cannot bless: {e}");
                return ExitCode::from(2);
            }
        }
    }
    // The folder of `--emit-after` is made before anything runs, or refused at once.
    if let Some(dir) = &emit_after {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("error: --emit-after {}: cannot make the folder: {e}", dir.display());
            return ExitCode::from(2);
        }
    }
    let summary = match format {
        CheckFormat::Json => driver::run_json(&files, coverage, &config, &mut std::io::stdout().lock()).map_err(lost),
        CheckFormat::Text => {
            let opts = driver::TextOptions { progress: driver::progress_bar(), print_after, emit_after, config };
            let (mut out, mut err) = (std::io::stdout(), std::io::stderr());
            let s = match &html {
                None => driver::run(&files, &mut out, &mut err, &opts).map_err(lost),
                Some(dir) => with_html(dir, &files, &opts),
            };
            if let (true, Ok(s)) = (coverage, &s) {
                print!("{}", s.coverage_table());
            }
            s
        }
    };
    match summary {
        // The reader went away (`waddle check specs | head`): stop quietly, as a broken
        // pipe ends the Unix tools.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::from(141),
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
        Ok(s) if s.bad_input > 0 => ExitCode::from(2),
        Ok(s) if s.failed > 0 => ExitCode::from(1),
        Ok(s) if s.no_verdict > 0 => ExitCode::from(3),
        Ok(_) => ExitCode::SUCCESS,
    }
}
