//! `waddle fuzz [--seed N] [--count N | --time 60s] [--jobs N] [--out DIR]`: random
//! differential checking (`fuzz`), failures shrunk into specs (`fuzz::shrink`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;
use waddle::check::{check_spec_file, driver};
use waddle::fuzz;
use waddle::oracle::Config;
use waddle::report::{spec_page, SpecSource};

/// Generate random canonical programs (functions calling each other, recursion,
/// memory, externals, wide integers), apply random transformation steps and passes at
/// random applicable places, and check the maintenance theorems after each step and
/// semantic equivalence on random runs. A failure is shrunk, while the same check still
/// fails, into a RON spec that `waddle check` reproduces.
#[derive(clap::Args)]
#[command(after_help = "Exit codes: 0 nothing failed; 1 a check failed (each failure is printed with its seed and \
iteration, and written as a spec into --out when given); 2 bad input, or nothing to do (--count 0, --time 0s, --steps 0, --time-limit 0s, \
--runs 0); 3 with --llvm, no pair validated (each program refused by the export, without a verdict, or with an AFTER waddle does not read).")]
pub struct Args {
    /// The seed: the same seed fuzzes the same programs, steps and runs (0 to 2^64 − 1).
    #[arg(long, default_value_t = 0, allow_negative_numbers = true, value_parser = super::seed)]
    seed: u64,
    /// Stop after N programs (100 when neither --count nor --time is given). At most
    /// 10^12.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = super::ranged::<u64>(0, MAX_COUNT))]
    count: Option<u64>,
    /// Start no new program or step after this long: `60s`, `2m`, `500ms`; at most a
    /// week (the step being checked is finished: its runs are bounded by their fuel,
    /// and no program grows past 2000 blocks).
    #[arg(long, value_parser = super::parse_duration)]
    time: Option<Duration>,
    /// Transformation steps per program. At most 100000 (each step may grow the
    /// program, and the steps of a failure are kept to replay it).
    #[arg(long, default_value_t = 4, allow_negative_numbers = true, value_parser = super::ranged::<usize>(0, MAX_STEPS))]
    steps: usize,
    /// Random runs of the entry per program (each helper function gets a quarter as
    /// many). At most 10000: a program's runs are kept to replay a failure.
    #[arg(long, default_value_t = 4, allow_negative_numbers = true, value_parser = runs_count)]
    runs: u64,
    /// Threads, each fuzzing its own programs (0: one per core). The same seed finds
    /// the same failures whatever the number of threads. At most 1024.
    #[arg(long, default_value_t = 1, value_name = "N", allow_negative_numbers = true,
          value_parser = super::ranged::<usize>(0, super::MAX_JOBS))]
    jobs: usize,
    /// Write each shrunk failure as a ready-to-run spec `DIR/fuzz-seed<S>-<I>.ron`, with
    /// its HTML page beside it (`.html`: the failing step drawn before and after).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Shrink at most this many failures (the first ones). At most 100000.
    #[arg(long, default_value_t = 3, value_name = "N", allow_negative_numbers = true,
          value_parser = super::ranged::<usize>(0, MAX_SHRINK))]
    shrink: usize,
    /// Also draw a deliberately wrong transformation, to see the fuzzer catch it
    /// (only in a build with `--features faults`).
    #[arg(long, value_name = "NAME", hide = !fuzz::FAULTS_AVAILABLE)]
    fault: Option<String>,
    /// Fuzz an LLVM pass pipeline instead: each program is exported as LLVM IR (`waddle
    /// export llvm`), piped through this shell command (e.g. `opt-22 -S
    /// -passes=loop-rotate`), and the output validated by refinement; a failure is
    /// shrunk, and its two modules kept in --out (default: a temporary folder).
    #[arg(long, value_name = "CMD")]
    llvm: Option<String>,
    /// With --llvm: the size of each program's random statement tree (default 12; 1 to
    /// 200: larger trees nest more loops and export longer modules).
    #[arg(long, value_name = "N", default_value_t = LLVM_SIZE, value_parser = super::ranged::<usize>(1, MAX_LLVM_SIZE))]
    size: usize,
    /// With --llvm: the bound on one run of CMD and on one pair's verdict (default 20s;
    /// at most a week).
    #[arg(long, value_name = "DURATION", value_parser = super::parse_duration)]
    time_limit: Option<Duration>,
}

/// The default of `--size`.
const LLVM_SIZE: usize = 12;

/// The largest statement tree `--size` asks for.
const MAX_LLVM_SIZE: u64 = 200;

/// The most programs `--count` asks for: 10^12 (days at the fuzzer's speed; `--time`
/// bounds a session by the clock).
const MAX_COUNT: u64 = 1_000_000_000_000;

/// The most steps per program (`--steps`): 100000, a few seconds per program.
const MAX_STEPS: u64 = 100_000;

/// The most failures shrunk (`--shrink`).
const MAX_SHRINK: u64 = 100_000;

/// The default bound on one run of the `--llvm` command, and on one pair's verdict.
const LLVM_LIMIT: Duration = Duration::from_secs(20);

/// `--llvm CMD`: the session of `fuzz::llvm`, its summary printed.
fn run_llvm(args: &Args, command: &str) -> ExitCode {
    let dir = args
        .out
        .clone()
        .unwrap_or_else(|| std::env::temp_dir().join(format!("waddle-fuzz-llvm-{}", std::process::id())));
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("error: cannot create {}: {e}", dir.display());
        return ExitCode::from(2);
    }
    let cfg = fuzz::llvm::LlvmFuzz {
        command: command.to_string(),
        seed: args.seed,
        count: args.count,
        time: args.time,
        size: args.size,
        limit: args.time_limit.unwrap_or(LLVM_LIMIT),
        dir,
        shrink: args.shrink,
    };
    let bar = driver::progress_bar();
    if let Some(c) = cfg.count {
        bar.set_length(c);
    }
    let s = fuzz::llvm::fuzz_llvm(&cfg, |s| {
        bar.set_position(s.programs);
        bar.set_message(format!("{} pairs refine, {} failure(s)", s.refined, s.failures.len()));
    });
    bar.finish_and_clear();
    print!("{}", s.text(command));
    if !s.failures.is_empty() {
        ExitCode::from(1)
    } else if s.programs > 0 && s.refined == 0 {
        ExitCode::from(3)
    } else {
        ExitCode::SUCCESS
    }
}

/// The page of a shrunk failure's spec (the spec checked again, as `waddle check --html`
/// draws it), beside the spec: `DIR/fuzz-seed<S>-<I>.html`.
fn write_page(spec: &Path, text: &str) -> std::io::Result<PathBuf> {
    let page = spec.with_extension("html");
    let name = spec.display().to_string();
    let html = match check_spec_file(spec, &Config::default()) {
        Ok(r) => spec_page(&SpecSource { name: &name, text, elapsed: None, in_index: false }, &r),
        Err(b) => {
            let errors: Vec<String> = b.errors.iter().map(|e| e.to_string()).collect();
            return Err(std::io::Error::other(format!("the shrunk spec does not check again: {}", errors.join("; "))));
        }
    };
    std::fs::write(&page, html)?;
    Ok(page)
}

/// `--runs`: a count up to `fuzz::MAX_RUNS` (a program's runs are kept, to be written
/// into the spec of a failure).
fn runs_count(text: &str) -> Result<u64, String> {
    let max = fuzz::MAX_RUNS;
    super::count_within(text, max, |t| format!("{t} is above the maximum of {max} random runs per program"))
}

/// Why the options leave nothing to fuzz (no program, no time, no run to compare, no
/// step to check).
fn nothing_to_do(args: &Args) -> Option<&'static str> {
    if args.count == Some(0) {
        Some("--count 0 fuzzes no program")
    } else if args.time == Some(Duration::ZERO) {
        Some("--time 0s leaves no time to fuzz a program")
    } else if args.runs == 0 {
        Some("--runs 0 compares no run, so no step's semantic equivalence would be checked")
    } else if args.steps == 0 && args.llvm.is_none() {
        Some("--steps 0 applies no transformation, so there is no step to check")
    } else if args.time_limit == Some(Duration::ZERO) {
        Some("--time-limit 0s leaves the pass no time to run")
    } else {
        None
    }
}

pub fn run(args: Args) -> ExitCode {
    if let Some(why) = nothing_to_do(&args) {
        eprintln!("error: nothing to do: {why}");
        return ExitCode::from(2);
    }
    if let Some(command) = &args.llvm {
        return run_llvm(&args, command);
    }
    for (flag, given) in [("--size", args.size != LLVM_SIZE), ("--time-limit", args.time_limit.is_some())] {
        if given {
            eprintln!("error: {flag} belongs with --llvm CMD");
            return ExitCode::from(2);
        }
    }
    let fault = match args.fault.as_deref().map(fuzz::FaultKind::parse).transpose() {
        Ok(_) if args.fault.is_some() && !fuzz::FAULTS_AVAILABLE => {
            eprintln!("error: --fault needs a build with the test-only faults: `cargo run --release --features faults -- fuzz …`");
            return ExitCode::from(2);
        }
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: --fault: {e}");
            return ExitCode::from(2);
        }
    };
    let jobs = match args.jobs {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    };
    let opts = fuzz::Options {
        seed: args.seed,
        count: args.count,
        time: args.time,
        steps: args.steps,
        runs: args.runs,
        jobs,
        fault,
        shrink: args.shrink,
        ..fuzz::Options::default()
    };
    if let Some(dir) = &args.out {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("error: cannot create --out {}: {e}", dir.display());
            return ExitCode::from(2);
        }
    }
    let bar = driver::progress_bar();
    if let Some(c) = opts.count {
        bar.set_length(c);
    }
    let s = fuzz::fuzz(&opts, |s| {
        bar.set_position(s.programs);
        bar.set_message(format!("{} checks, {} failure(s)", s.checks, s.failures.len()));
    });
    bar.finish_and_clear();
    print!("{}", s.text());
    if let Some(dir) = &args.out {
        for f in s.failures.iter().filter(|f| f.shrunk.is_some()) {
            let path = dir.join(format!("fuzz-seed{}-{}.ron", opts.seed, f.iteration));
            let spec = &f.shrunk.as_ref().expect("filtered").spec;
            match std::fs::write(&path, spec).and_then(|()| write_page(&path, spec)) {
                Ok(page) => println!(
                    "wrote {} (run `waddle check {}`) and its page {}",
                    path.display(),
                    path.display(),
                    page.display()
                ),
                Err(e) => {
                    eprintln!("error: cannot write {}: {e}", path.display());
                    return ExitCode::from(2);
                }
            }
        }
    }
    if s.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
