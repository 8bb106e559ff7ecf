//! `waddle equiv BEFORE AFTER`, and `--pass 'CMD' FILES…`: translation validation by
//! execution of a pass written elsewhere. The pair is `check::pair`'s, the suite
//! `check::suite`'s; this file parses the flags, calls them and prints.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use waddle::check::pair::{validate_files, Lang, PairOptions, PairOutcome};
use waddle::check::per_pass::{self, PerPass};
use waddle::check::suite::{self, Suite};
use waddle::diag;
use waddle::format::read_source;
use waddle::llvm::facts;
use waddle::oracle::validate::Options;
use waddle::oracle::CheckLimits;
use waddle::report::equiv::equiv_page;

/// Check a pass's output AFTER against its input BEFORE: both Waddle programs (RON),
/// both Bril programs (JSON or text), or both LLVM modules (`.ll`, by refinement: the
/// run of `main`). For each function in both (or the one named),
/// the static theorems on AFTER (types, SSA; LCSSA and canonical form when BEFORE has
/// them), then semantic equivalence on the given runs and on random ones, with the
/// first divergence as a readable diff. A function AFTER renamed is compared under
/// σref (`--rename f=g`, or inferred from signatures and call-graph positions when
/// that is unique).
#[derive(clap::Args)]
#[command(after_help = "Exit codes: 0 AFTER is equivalent to BEFORE on every run and keeps the static \
theorems; 1 a run diverges (not equivalent), or a static check fails: a signature changed, a static theorem fails on \
AFTER (each violation located), a function of BEFORE is missing from AFTER; 2 bad input (an unreadable or malformed file, a BEFORE that does not \
verify, one Waddle and one Bril file, an unknown --entry, a run that does not fit, a malformed --oracle, --fuel \
above the cap, a malformed --time-limit); 3 no verdict: nothing failed but something was not compared (no function \
in common, a function with no run, only vacuous runs, a function with no run compared when --time-limit was reached). \
--allow-partial turns a missing function, a function with no run and only vacuous runs into notes (exit 0); a function --time-limit left without a compared run stays no verdict. With --per-pass: 0 every pass's output refines its input, 1 one does not (the first is named), 2 the command failed or printed no module, 3 a module printed could not be read or a pair had no verdict.")]
pub struct Args {
    /// BEFORE, the pass's input (a Waddle program `.ron`, a Bril program `.json`,
    /// `.bril`, or an LLVM module `.ll`), then AFTER, the pass's output in the same
    /// language. With --pass: the programs (or folders of them) to pipe through the
    /// pass; with --per-pass: one `.ll`.
    #[arg(value_name = "FILE", required = true)]
    files: Vec<PathBuf>,
    /// Validate the pass CMD over a suite: each FILE is piped through `sh -c CMD`
    /// (standard input to standard output; a Bril text file as JSON unless
    /// --pass-reads-text) and the pair validated; a summary table follows.
    #[arg(long, value_name = "CMD")]
    pass: Option<String>,
    /// Validate an `opt` pipeline pass by pass on one FILE.ll: CMD (e.g. `opt-22 -S
    /// -passes=PIPELINE`, its flags last) runs once with `-print-changed
    /// -print-module-scope` added; every pass that changed the module is validated
    /// against its input, and the first whose output does not refine it is named, with
    /// the diff. The modules are saved in --out.
    #[arg(long, value_name = "CMD", conflicts_with = "pass")]
    per_pass: Option<String>,
    /// With --pass: how many files at once (default: the number of cores). At most 1024.
    #[arg(long, value_name = "N", value_parser = super::ranged::<u32>(1, super::MAX_JOBS))]
    jobs: Option<u32>,
    /// With --pass: where the pass's outputs are kept (default: a fresh folder in the
    /// system's temporary folder), for the reproduction commands.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// With --pass: the summary as `text` (a table) or `json` (for CI).
    #[arg(long, value_name = "FORMAT", default_value = "text", value_parser = ["text", "json"])]
    format: String,
    /// With --pass: the most the pass may print on standard output (and on standard
    /// error), in bytes or with K, M, G; a pass printing more is ended, its output
    /// "bad output". At most 4G.
    #[arg(long, value_name = "SIZE", value_parser = max_output, default_value = "64M")]
    max_output: u64,
    /// With --pass: the lines of each file's report the table shows (the JSON summary
    /// has them all). At most 1000000.
    #[arg(long, value_name = "N", value_parser = report_lines, default_value_t = suite::DEFAULT_REPORT_LINES)]
    report_lines: usize,
    /// With --pass: validate only part K of N of the files (`2/8`; N at most 100000):
    /// those whose place among all the files found is K-1 modulo N. Each part's `--format
    /// json` summary combines with the others' by `waddle equiv --combine PART.json…`.
    #[arg(long, value_name = "K/N", value_parser = suite::parse_shard)]
    shard: Option<(usize, usize)>,
    /// FILEs are the JSON summaries of the parts of a suite (`--pass … --shard K/N
    /// --format json`): print them as one table (or one JSON summary with --format
    /// json), with the whole suite's exit code.
    #[arg(long, conflicts_with_all = ["pass", "per_pass"])]
    combine: bool,
    /// With --pass: feed a Bril text file to the pass as text, not as JSON.
    #[arg(long)]
    pass_reads_text: bool,
    /// Compare only this function (BEFORE's name).
    #[arg(long)]
    entry: Option<String>,
    /// Runs to compare: `ENTRY ARG…` or `ENTRY(ARG, …)`, e.g. `--runs 'gcd 48 18'`. A
    /// Bril BEFORE with a `# ARGS:` line adds a run of `main` with them.
    #[arg(long, num_args = 1.., value_name = "RUN")]
    runs: Vec<String>,
    /// ν of the given runs (`--runs`, a Bril `# ARGS:` line): `seed:N`, `tape:v1,v2,…`
    /// or `tape:…;seed:N`, as `waddle run --oracle` takes it (default `seed:0`). Each
    /// random run draws its own ν seed.
    #[arg(long)]
    oracle: Option<String>,
    /// Random runs per function (default 100; 30 per file with --pass): arguments and ν
    /// drawn by type (Bril: 64-bit integers), one at a time, so any count runs in
    /// constant memory until --time-limit. At most 10^12.
    #[arg(long, value_name = "N", value_parser = super::ranged::<u64>(0, MAX_RANDOM_RUNS))]
    random_runs: Option<u64>,
    /// The seed of the random runs (the same seed draws the same runs): 0 to 2^64 − 1.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true, value_parser = super::seed)]
    seed: u64,
    /// Fuel of each run (default 10^6; 10^7 for the run of an LLVM module's `main`), at
    /// most 10^15. A run that halts on one side only is retried with 10 and 100 times as
    /// much, never beyond the checker's fuel cap: 10^8, or the fuel given when larger.
    #[arg(long, allow_negative_numbers = true, value_parser = super::ranged::<u64>(0, super::MAX_FUEL))]
    fuel: Option<u64>,
    /// The bound on the random runs: `30s`, `2m`, `500ms`, at most a week (default 30s;
    /// 10s per file, and for the pass itself, with --pass). Given runs are compared
    /// first and never cut; the random runs share what is left over the functions. A
    /// function with no run compared when it is reached has "no verdict" (exit 3).
    #[arg(long, value_parser = super::parse_duration, value_name = "DURATION")]
    time_limit: Option<std::time::Duration>,
    /// AFTER renamed function OLD to NEW (repeatable); compared under σref = [ref OLD / ref NEW].
    #[arg(long, value_name = "OLD=NEW")]
    rename: Vec<String>,
    /// Accept a partial verdict: a function of BEFORE missing from AFTER, a function with
    /// no run, or one whose runs are all vacuous are notes, not failures (exit 0); a
    /// function with no run compared when --time-limit was reached stays "no verdict".
    #[arg(long)]
    allow_partial: bool,
    /// Bril: AFTER claims to be out of SSA form (a `from_ssa` pass): each `set`, `get`
    /// or `phi` left in it is a violation (exit 1).
    #[arg(long)]
    expect_no_ssa: bool,
    /// Bril: show a divergence's last steps as the checker's kernel runs them (its rules
    /// and registers, as `waddle run --trace` prints them), not as Bril instructions
    #[arg(long)]
    kernel_steps: bool,
    /// LLVM: the passes that made AFTER, as `opt -passes=` takes them (`loop-rotate`,
    /// `loop-mssa(licm)`): when each promises LCSSA and loop-simplify form (LLVM's loop
    /// passes), a form BEFORE has and AFTER lost is a failure (exit 1), else a note.
    /// With --pass: read from CMD's `-passes=` unless given; with --per-pass: each
    /// pass's own promise.
    #[arg(long, value_name = "PIPELINE")]
    llvm_pass: Option<String>,
    /// Also write the verdict as an HTML page, `DIR/index.html`: every function
    /// compared drawn before and after, a counterexample's trace diff with the block
    /// where the runs part marked on both drawings.
    #[arg(long, value_name = "DIR")]
    html: Option<PathBuf>,
}

/// The defaults of one pair, and of each file of a `--pass` suite (a suite multiplies
/// them by its files).
const PAIR_RANDOM_RUNS: u64 = 100;
/// The fuel of each run without --fuel.
const PAIR_FUEL: u64 = 1_000_000;
const PAIR_TIME_LIMIT: std::time::Duration = std::time::Duration::from_secs(30);
const SUITE_RANDOM_RUNS: u64 = 30;
const SUITE_TIME_LIMIT: std::time::Duration = std::time::Duration::from_secs(10);

/// The most random runs per function: any count runs in constant memory, so the bound
/// is only there to be stated (the time limit ends the runs long before).
const MAX_RANDOM_RUNS: u64 = 1_000_000_000_000;

/// `--max-output`: a size up to 4 GiB.
fn max_output(text: &str) -> Result<u64, String> {
    let n = super::parse_bytes(text)?;
    if n > 4 << 30 {
        return Err(format!("{n} bytes is above the maximum of 4G"));
    }
    Ok(n)
}

/// `--report-lines`: a count up to a million.
fn report_lines(text: &str) -> Result<usize, String> {
    let n = super::count_within(text, 1_000_000, |t| format!("{t} is above the maximum of 1000000 lines"))?;
    Ok(n as usize)
}

pub fn run(args: Args) -> ExitCode {
    if args.combine {
        return run_combine(&args);
    }
    if args.pass.is_none() {
        let per_pass = args.per_pass.is_some();
        for (flag, given) in [
            ("--jobs", args.jobs.is_some()),
            ("--out", args.out.is_some() && !per_pass),
            ("--pass-reads-text", args.pass_reads_text),
            ("--max-output", args.max_output != suite::DEFAULT_MAX_OUTPUT && !per_pass),
            ("--report-lines", args.report_lines != suite::DEFAULT_REPORT_LINES),
            ("--format", args.format != "text"),
            ("--shard", args.shard.is_some()),
        ] {
            if given {
                eprintln!("error: {flag} belongs with --pass 'CMD' FILES…");
                return ExitCode::from(2);
            }
        }
    }
    let mut renames = Vec::new();
    for r in &args.rename {
        match r.split_once('=') {
            Some((old, new)) if !old.trim().is_empty() && !new.trim().is_empty() => {
                renames.push((old.trim().to_string(), new.trim().to_string()))
            }
            _ => {
                eprintln!("error: --rename `{r}`: write OLD=NEW (BEFORE's name, then AFTER's)");
                return ExitCode::from(2);
            }
        }
    }
    let fuel = args.fuel.unwrap_or(PAIR_FUEL);
    let runs = match super::parse_runs(&args.runs, fuel, "--runs") {
        Ok(r) => r,
        Err(code) => return code,
    };
    let suite_mode = args.pass.is_some();
    let validate = Options {
        entry: args.entry.clone(),
        runs,
        oracle: args.oracle.clone(),
        random_runs: args.random_runs.unwrap_or(if suite_mode { SUITE_RANDOM_RUNS } else { PAIR_RANDOM_RUNS }),
        seed: args.seed,
        fuel,
        renames,
        int_bits: None,
        allow_partial: args.allow_partial,
        time_limit: Some(args.time_limit.unwrap_or(if suite_mode { SUITE_TIME_LIMIT } else { PAIR_TIME_LIMIT })),
        started: None,
        imported: false,
        domains: Default::default(),
        limits: CheckLimits { fuel_cap: fuel.max(CheckLimits::DEFAULT_FUEL_CAP), ..CheckLimits::default() },
        notion: Default::default(),
    };
    let llvm_pass = args.llvm_pass.clone().or_else(|| args.pass.as_deref().and_then(facts::pipeline_of_command));
    let pair = PairOptions {
        validate,
        expect_no_ssa: args.expect_no_ssa,
        llvm_pass,
        kernel_steps: args.kernel_steps,
        llvm_fuel: args.fuel,
    };
    if args.html.is_some() && (args.pass.is_some() || args.per_pass.is_some()) {
        eprintln!(
            "error: --html writes the page of one pair (waddle equiv BEFORE AFTER --html DIR); with --pass or \
             --per-pass, give it to a row's reproduction command"
        );
        return ExitCode::from(2);
    }
    if let Some(command) = &args.pass {
        return run_suite(&args, command, pair);
    }
    if let Some(command) = &args.per_pass {
        return run_per_pass(&args, command, pair);
    }
    let [before, after] = &args.files[..] else {
        eprintln!(
            "error: equiv takes two programs, BEFORE and AFTER ({} given); to validate a pass over several files, use --pass 'CMD' FILES…",
            args.files.len()
        );
        return ExitCode::from(2);
    };
    let color = diag::stderr_is_terminal();
    let outcome = match validate_files(before, after, &pair) {
        Ok(o) => o,
        Err(bad) => {
            eprint!("{}", bad.render(color));
            return ExitCode::from(bad.exit_code());
        }
    };
    if let Err(code) = write_html(&args, (before, after), &outcome) {
        return code;
    }
    eprint!("{}", outcome.stderr(color));
    if let Some(code) = super::print_finding(&outcome.stdout()) {
        return code;
    }
    ExitCode::from(outcome.exit_code())
}

/// `--pass CMD FILES…`: the suite, its progress on standard error, its summary.
fn run_suite(args: &Args, command: &str, pair: PairOptions) -> ExitCode {
    let flags = suite::flags(&pair, &args.runs, &args.rename);
    let suite = Suite {
        command: command.to_string(),
        files: args.files.clone(),
        jobs: args.jobs.map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), |j| j as usize),
        out: args
            .out
            .clone()
            .unwrap_or_else(|| std::env::temp_dir().join(format!("waddle-pass-{}", std::process::id()))),
        bril_text: args.pass_reads_text,
        time_limit: pair.validate.time_limit.unwrap_or(SUITE_TIME_LIMIT),
        max_output: args.max_output,
        report_lines: args.report_lines,
        pair,
        flags,
        shard: args.shard,
    };
    let json = args.format == "json";
    let progress = |k: usize, n: usize, row: &suite::Row| {
        if !json {
            eprintln!("{:>4}/{n}  {:<22} {}", k + 1, row.verdict_name(), row.file.display());
        }
    };
    let report = match suite::run(&suite, &progress) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    for p in &report.left_out {
        eprintln!("note: {} left out: JSON that is no Bril program (no `functions`)", p.display());
    }
    let out = suite.out.display().to_string();
    let text = if json { report.json(command, &out, suite.shard) } else { report.table(suite.report_lines, &out) };
    if let Some(code) = super::print_finding(&text) {
        return code;
    }
    ExitCode::from(report.exit_code())
}

/// `--combine PART.json…`: the parts of a sharded suite as one summary.
fn run_combine(args: &Args) -> ExitCode {
    let mut parts = Vec::with_capacity(args.files.len());
    for f in &args.files {
        match read_source(f) {
            Ok(text) => parts.push((f.clone(), text)),
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        }
    }
    let (report, command, out) = match suite::combine(&parts) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: --combine: {e}");
            return ExitCode::from(2);
        }
    };
    let text =
        if args.format == "json" { report.json(&command, &out, None) } else { report.table(args.report_lines, &out) };
    if let Some(code) = super::print_finding(&text) {
        return code;
    }
    ExitCode::from(report.exit_code())
}

/// `--per-pass CMD FILE.ll`: the pipeline's passes, their verdicts, the first failure.
fn run_per_pass(args: &Args, command: &str, pair: PairOptions) -> ExitCode {
    let [file] = &args.files[..] else {
        eprintln!("error: --per-pass takes one module, FILE.ll ({} given)", args.files.len());
        return ExitCode::from(2);
    };
    if Lang::of(file) != Lang::Llvm {
        eprintln!("error: {}: --per-pass validates an `opt` pipeline on an LLVM module (.ll)", file.display());
        return ExitCode::from(2);
    }
    let p = PerPass {
        command: command.to_string(),
        file: file.clone(),
        out: args
            .out
            .clone()
            .unwrap_or_else(|| std::env::temp_dir().join(format!("waddle-per-pass-{}", std::process::id()))),
        time_limit: pair.validate.time_limit.unwrap_or(PAIR_TIME_LIMIT),
        max_output: args.max_output,
        pair,
    };
    match per_pass::run(&p) {
        Ok(report) => {
            if let Some(code) = super::print_finding(&report.table(&p)) {
                return code;
            }
            ExitCode::from(report.exit_code())
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}

/// `--html DIR`: the verdict's page, `DIR/index.html`.
fn write_html(args: &Args, (before_path, after_path): (&Path, &Path), o: &PairOutcome) -> Result<(), ExitCode> {
    let Some(dir) = &args.html else { return Ok(()) };
    let names = (before_path.display().to_string(), after_path.display().to_string());
    let page = equiv_page((&names.0, &names.1), &o.before, &o.after, &o.report);
    let path = dir.join("index.html");
    match std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, page)) {
        Ok(()) => {
            eprintln!("wrote {}", path.display());
            Ok(())
        }
        Err(e) => {
            eprintln!("error: cannot write {}: {e}", path.display());
            Err(ExitCode::from(2))
        }
    }
}
