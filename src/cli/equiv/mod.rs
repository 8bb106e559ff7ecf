//! `waddle equiv BEFORE AFTER`: translation validation by execution of a pass written
//! elsewhere (the checks are `check::validate`'s; this file reads, dispatches on the
//! format and prints).

mod pass;

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use waddle::bril::notation::Bril;
use waddle::bril::run::parse_args;
use waddle::diag::{self, Diagnostic, Source};
use waddle::ir::Program;
use waddle::oracle::validate::{self, Options, Report};
use waddle::oracle::{CheckLimits, Notation, Pair, Paper, RunSpec};
use waddle::report::equiv::equiv_page;
use waddle::{bril, format};

/// Check a pass's output AFTER against its input BEFORE: both Waddle programs (RON) or
/// both Bril programs (JSON or text). For each function in both (or the one named),
/// the static theorems on AFTER (types, SSA; LCSSA and canonical form when BEFORE has
/// them), then semantic equivalence on the given runs and on random ones, with the
/// first divergence as a readable diff. A function AFTER renamed is compared under
/// σref (`--rename f=g`, or inferred from signatures and call-graph positions when
/// that is unique).
#[derive(clap::Args)]
#[command(after_help = "Exit codes: 0 AFTER is equivalent to BEFORE on every run and keeps the static \
theorems; 1 a run diverges, a signature changed or a static theorem fails on AFTER (each violation located), or \
a function of BEFORE is missing from AFTER; 2 bad input (an unreadable or malformed file, a BEFORE that does not \
verify, one Waddle and one Bril file, an unknown --entry, a run that does not fit, a malformed --oracle, --fuel \
above the cap, a malformed --time-limit); 3 no verdict: nothing failed but something was not compared (no function \
in common, a function with no run, only vacuous runs, runs left incomplete when --time-limit was reached). \
--allow-partial turns a missing function and what was not compared into notes (exit 0).")]
pub struct Args {
    /// BEFORE, the pass's input (a Waddle program `.ron`, or a Bril program `.json`,
    /// `.bril`), then AFTER, the pass's output in the same language. With --pass: the
    /// programs (or folders of them) to pipe through the pass.
    #[arg(value_name = "FILE", required = true)]
    files: Vec<PathBuf>,
    /// Validate the pass CMD over a suite: each FILE is piped through `sh -c CMD`
    /// (standard input to standard output; a Bril text file as JSON unless
    /// --pass-reads-text) and the pair validated; a summary table follows.
    #[arg(long, value_name = "CMD")]
    pass: Option<String>,
    /// With --pass: how many files at once (default: the number of cores).
    #[arg(long, value_name = "N", value_parser = super::count::<u32>)]
    jobs: Option<u32>,
    /// With --pass: where the pass's outputs are kept (default: a fresh folder in the
    /// system's temporary folder), for the reproduction commands.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// With --pass: the summary as `text` (a table) or `json` (for CI).
    #[arg(long, value_name = "FORMAT", default_value = "text", value_parser = ["text", "json"])]
    format: String,
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
    /// constant memory until --time-limit.
    #[arg(long, value_name = "N", value_parser = super::count::<u64>)]
    random_runs: Option<u64>,
    /// The seed of the random runs (the same seed draws the same runs).
    #[arg(long, default_value_t = 0, value_parser = super::count::<u64>)]
    seed: u64,
    /// Fuel of each run, at most the checker's fuel cap of 10^8; a run that halts on one
    /// side only is retried with 10 and 100 times as much, never beyond the cap.
    #[arg(long, default_value_t = 1_000_000, allow_negative_numbers = true, value_parser = super::check_fuel)]
    fuel: u64,
    /// The bound on the whole verdict: `30s`, `2m`, `500ms` (default 30s; 10s per file,
    /// and for the pass itself, with --pass). Checked between runs and before each
    /// retry; when it is reached before a verdict, the outcome is "no verdict" (exit 3).
    #[arg(long, value_parser = super::parse_duration, value_name = "DURATION")]
    time_limit: Option<std::time::Duration>,
    /// AFTER renamed function OLD to NEW (repeatable); compared under σref = [ref OLD / ref NEW].
    #[arg(long, value_name = "OLD=NEW")]
    rename: Vec<String>,
    /// Accept a partial verdict: a function of BEFORE missing from AFTER, a function no
    /// run compared, or one whose runs are all vacuous are notes, not failures (exit 0).
    #[arg(long)]
    allow_partial: bool,
    /// Bril: AFTER claims to be out of SSA form (a `from_ssa` pass): each `set`, `get`
    /// or `phi` left in it is a violation (exit 1).
    #[arg(long)]
    expect_no_ssa: bool,
    /// Also write the verdict as an HTML page, `DIR/index.html`: every function
    /// compared drawn before and after, a counterexample's trace diff with the block
    /// where the runs part marked on both drawings.
    #[arg(long, value_name = "DIR")]
    html: Option<PathBuf>,
}

/// The defaults of one pair, and of each file of a `--pass` suite (a suite multiplies
/// them by its files).
const PAIR_RANDOM_RUNS: u64 = 100;
const PAIR_TIME_LIMIT: std::time::Duration = std::time::Duration::from_secs(30);
const SUITE_RANDOM_RUNS: u64 = 30;
const SUITE_TIME_LIMIT: std::time::Duration = std::time::Duration::from_secs(10);

#[derive(Clone, Copy, PartialEq, Eq)]
enum Lang {
    Waddle,
    Bril,
}

impl Lang {
    fn name(self) -> &'static str {
        match self {
            Lang::Waddle => "a Waddle program (RON)",
            Lang::Bril => "a Bril program",
        }
    }
}

/// The language of a file: by extension, else by its first token.
fn lang(path: &Path) -> Lang {
    match path.extension().and_then(|e| e.to_str()) {
        Some("ron") => Lang::Waddle,
        Some("bril" | "json") => Lang::Bril,
        _ => {
            let text = std::fs::read_to_string(path).unwrap_or_default();
            let t = text.trim_start_matches('\u{feff}').trim_start();
            if bril::looks_like(t) || format::spec::top_level_name(t).is_none() {
                Lang::Bril
            } else {
                Lang::Waddle
            }
        }
    }
}

pub fn run(args: Args) -> ExitCode {
    if let Some(command) = &args.pass {
        return pass::run(suite(&args, command));
    }
    for (flag, given) in [
        ("--jobs", args.jobs.is_some()),
        ("--out", args.out.is_some()),
        ("--pass-reads-text", args.pass_reads_text),
        ("--format", args.format != "text"),
    ] {
        if given {
            eprintln!("error: {flag} belongs with --pass 'CMD' FILES…");
            return ExitCode::from(2);
        }
    }
    let [before, after] = &args.files[..] else {
        eprintln!(
            "error: equiv takes two programs, BEFORE and AFTER ({} given); to validate a pass over several files, use --pass 'CMD' FILES…",
            args.files.len()
        );
        return ExitCode::from(2);
    };
    let (before, after) = (before.clone(), after.clone());
    let (lb, la) = (lang(&before), lang(&after));
    if lb != la {
        eprintln!(
            "error: {} is {} and {} is {}: compare two Waddle programs or two Bril programs \
             (`waddle import bril` turns a Bril program into a Waddle one)",
            before.display(),
            lb.name(),
            after.display(),
            la.name()
        );
        return ExitCode::from(2);
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
    let runs = match super::parse_runs(&args.runs, args.fuel, "--runs") {
        Ok(r) => r,
        Err(code) => return code,
    };
    let opts = Options {
        entry: args.entry.clone(),
        runs,
        oracle: args.oracle.clone(),
        random_runs: args.random_runs.unwrap_or(PAIR_RANDOM_RUNS),
        seed: args.seed,
        fuel: args.fuel,
        renames,
        int_bits: None,
        allow_partial: args.allow_partial,
        time_limit: Some(args.time_limit.unwrap_or(PAIR_TIME_LIMIT)),
        imported: false,
        domains: Default::default(),
        limits: CheckLimits::default(),
    };
    match lb {
        Lang::Waddle => waddle_pair(&args, &before, &after, opts),
        Lang::Bril => bril_pair(&args, &before, &after, opts),
    }
}

/// The suite of `--pass`: the verdict's own options forwarded to every pair.
fn suite(args: &Args, command: &str) -> pass::Suite {
    let time_limit = args.time_limit.unwrap_or(SUITE_TIME_LIMIT);
    let mut forward = vec![
        "--random-runs".to_string(),
        args.random_runs.unwrap_or(SUITE_RANDOM_RUNS).to_string(),
        "--seed".into(),
        args.seed.to_string(),
        "--fuel".into(),
        args.fuel.to_string(),
        "--time-limit".into(),
        format!("{}ms", time_limit.as_millis()),
    ];
    if let Some(e) = &args.entry {
        forward.extend(["--entry".to_string(), e.clone()]);
    }
    for r in &args.rename {
        forward.extend(["--rename".to_string(), r.clone()]);
    }
    if let Some(o) = &args.oracle {
        forward.extend(["--oracle".to_string(), o.clone()]);
    }
    if !args.runs.is_empty() {
        forward.push("--runs".into());
        forward.extend(args.runs.iter().cloned());
    }
    if args.allow_partial {
        forward.push("--allow-partial".into());
    }
    pass::Suite {
        command: command.to_string(),
        files: args.files.clone(),
        jobs: args.jobs.map_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()), |j| j as usize),
        out: args.out.clone(),
        json: args.format == "json",
        bril_text: args.pass_reads_text,
        time_limit,
        forward,
    }
}

/// Two Waddle programs: BEFORE must verify; AFTER must parse, and its verification
/// errors are the static theorems' failures, located in its file.
fn waddle_pair(args: &Args, before_path: &Path, after_path: &Path, opts: Options) -> ExitCode {
    let before = match super::load(before_path) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let name = after_path.display().to_string();
    let text = match format::read_source(after_path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let src = Source { name: &name, text: &text };
    let after = match format::parse_program(&text) {
        Ok(p) => p,
        Err(errors) => return super::report(&errors, &src),
    };
    let locate = |d: &mut Diagnostic| after.source_map.locate(&mut d.loc);
    let report = validate::validate(&before.program, &after.program, &opts, &Pair(Paper));
    if let Err(code) = write_html(args, (before_path, after_path), &before.program, &after.program, &report) {
        return code;
    }
    finish(report, &src, locate)
}

/// Two Bril programs: both imported (errors located in their files); the arguments of
/// BEFORE's `# ARGS:` line are a run of `main`; random integers are 64-bit.
fn bril_pair(args: &Args, before_path: &Path, after_path: &Path, mut opts: Options) -> ExitCode {
    let before = match super::import::load_bril(before_path) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let after = match super::import::load_bril(after_path) {
        Ok(p) => p,
        Err(code) => return code,
    };
    for (side, imported) in [("BEFORE", &before), ("AFTER", &after)] {
        for n in &imported.notes {
            eprintln!("note: {side}: {n}");
        }
    }
    opts.int_bits = Some(64);
    opts.imported = true;
    opts.domains = bril::run::domains(&before);
    if let (Some(a), Some(main)) = (&before.args, before.program.func_by_name("main")) {
        // brili's arguments (a float as a decimal, a char as itself) as the import's.
        let args = match parse_args(&before.info.params[main.index()], a) {
            Ok(values) => values.iter().map(|v| format::paper::value(&before.program, v)).collect(),
            Err(m) => {
                eprintln!("error: `# ARGS:` of {}: {m}", before_path.display());
                return ExitCode::from(2);
            }
        };
        let run = RunSpec { entry: "main".into(), args, oracle: None, fuel: opts.fuel, budget: None };
        if opts.entry.as_deref().is_none_or(|e| e == "main") {
            opts.runs.insert(0, run);
        }
    }
    let main = before.program.func_by_name("main").map(|m| before.info.params[m.index()].as_slice());
    let notation = Pair(Bril { before: &before.info, after: &after.info, main });
    let name = after_path.display().to_string();
    let src = Source { name: &name, text: "" };
    // Bril's own SSA form of AFTER (`bril::ssa_form`), beside Waddle's SSA of its import.
    let ssa = bril::ssa_form::check_file(after_path, args.expect_no_ssa);
    let mut ssa_failed = false;
    if let Some((text, r)) = &ssa {
        if r.in_ssa_form() || args.expect_no_ssa {
            println!("{}", r.summary(&name, args.expect_no_ssa));
        }
        let errors = r.errors();
        diag::emit_stderr(&errors, Some(&Source { name: &name, text }));
        ssa_failed = !errors.is_empty();
    }
    let report = validate::validate(&before.program, &after.program, &opts, &notation as &dyn Notation);
    if let Err(code) = write_html(args, (before_path, after_path), &before.program, &after.program, &report) {
        return code;
    }
    let code = finish(report, &src, |_| ());
    if ssa_failed && code == ExitCode::SUCCESS {
        return ExitCode::from(1);
    }
    code
}

/// `--html DIR`: the verdict's page, `DIR/index.html`.
fn write_html(
    args: &Args,
    (before_path, after_path): (&Path, &Path),
    before: &Program,
    after: &Program,
    report: &Result<Report, String>,
) -> Result<(), ExitCode> {
    let (Some(dir), Ok(report)) = (&args.html, report) else { return Ok(()) };
    let names = (before_path.display().to_string(), after_path.display().to_string());
    let page = equiv_page((&names.0, &names.1), before, after, report);
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

/// Prints the report (static violations located on standard error, as `waddle loops`
/// prints them) and picks the exit code.
fn finish(report: Result<Report, String>, src: &Source<'_>, locate: impl Fn(&mut Diagnostic)) -> ExitCode {
    let report = match report {
        Ok(r) => r,
        Err(m) => {
            eprintln!("error: {m}");
            return ExitCode::from(2);
        }
    };
    let mut errors: Vec<Diagnostic> = report
        .unpaired_failures
        .iter()
        .map(|(_, s)| s)
        .chain(report.functions.iter().flat_map(|f| &f.static_failures))
        .flat_map(|s| {
            s.errors.iter().map(|e| {
                let mut e = e.clone();
                e.notes.push(format!("{} fails on AFTER", s.theorem.name()));
                e
            })
        })
        .collect();
    errors.iter_mut().for_each(&locate);
    let with_text = (!src.text.is_empty()).then_some(src);
    diag::emit_stderr(&errors, with_text);
    if !errors.is_empty() {
        eprintln!("error: {} has {} violation(s) of the static theorems", src.name, errors.len());
    }
    let _ = std::io::Write::write_all(&mut std::io::stdout().lock(), report.render().as_bytes());
    ExitCode::from(report.answer().exit_code())
}
