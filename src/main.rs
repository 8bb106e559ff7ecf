//! The `waddle` command line: a thin layer over the library.
//!
//! Exit codes: 0 success, 1 a check or run found a problem, 2 bad input (unreadable
//! file, malformed RON, a program that does not verify, bad arguments).
//! `waddle run`: 0 when the run halted, with `halt(v)` or `halt(ex(err))` alike (a
//! program error is a normal outcome), 3 when a limit left it incomplete, 4 on an
//! interpreter error (a stuck configuration, which a verified program never reaches).

use clap::{Parser, Subcommand, ValueEnum};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use waddle::diag::{self, Diagnostic, Source};
use waddle::exec;
use waddle::format;

#[derive(Parser)]
#[command(name = "waddle", version, about = "Reference interpreter and checker for the Waddle always-canonical IR")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check a RON program: names, typing, SSA, reducibility. Errors exit with code 2.
    Verify {
        /// Program files (.ron).
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Print a program in the paper's notation (or back as RON).
    Fmt {
        file: PathBuf,
        #[arg(long, value_enum, default_value_t = FmtStyle::Paper)]
        to: FmtStyle,
    },
    /// Run a function of a verified program and print its outcome and effects.
    Run {
        file: PathBuf,
        /// The function to run.
        #[arg(long)]
        entry: String,
        /// Arguments: integers, true, false, () or @function.
        #[arg(long, num_args = 0.., allow_negative_numbers = true)]
        args: Vec<String>,
        /// ν: `seed:N`, `tape:v1,v2,…` or `tape:…;seed:N` (default `seed:0`).
        #[arg(long)]
        oracle: Option<String>,
        /// Maximum number of steps.
        #[arg(long)]
        fuel: Option<u64>,
        /// Maximum call depth (frames).
        #[arg(long)]
        depth: Option<u32>,
        /// Print every step: rule, function:block:index, instruction.
        #[arg(long)]
        trace: bool,
        #[arg(long, value_enum, default_value_t = OutFormat::Text)]
        format: OutFormat,
    },
    /// Benchmarks.
    Bench {
        #[command(subcommand)]
        what: BenchWhat,
    },
}

#[derive(Subcommand)]
enum BenchWhat {
    /// Interpreter steps per second on compute-heavy programs (use --release).
    Interp {
        /// Minimum measuring time per program, in seconds.
        #[arg(long, default_value_t = 1.0)]
        seconds: f64,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum OutFormat {
    Text,
    Ron,
    Json,
}

#[derive(Clone, Copy, ValueEnum)]
enum FmtStyle {
    /// `r3 ← mod(r1, r2)` notation.
    Paper,
    /// Canonically formatted RON.
    Ron,
}

/// Reads and verifies a program file, rendering any errors to stderr.
fn load(path: &Path) -> Result<format::Parsed, ExitCode> {
    let name = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: cannot read {name}: {e}");
            return Err(ExitCode::from(2));
        }
    };
    let src = Source { name: &name, text: &text };
    let parsed = match format::parse_program(&text) {
        Ok(p) => p,
        Err(errors) => return Err(report(&errors, &src)),
    };
    let errors = waddle::verify::verify_program(&parsed.program, Some(&parsed.source_map));
    if !errors.is_empty() {
        return Err(report(&errors, &src));
    }
    Ok(parsed)
}

fn report(errors: &[Diagnostic], src: &Source<'_>) -> ExitCode {
    diag::emit_stderr(errors, Some(src));
    eprintln!("error: {} has {} error(s)", src.name, errors.len());
    ExitCode::from(2)
}

/// `waddle run`: parse → verify → check the invocation → run → print.
fn run_cmd(
    file: &Path,
    entry: &str,
    args: &[String],
    oracle: Option<&str>,
    limits: exec::Limits,
    trace: bool,
    fmt: OutFormat,
) -> ExitCode {
    let parsed = match load(file) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let p = &parsed.program;
    let inv = match format::run::parse_invocation(p, entry, args, oracle) {
        Ok(inv) => inv,
        Err(msg) => {
            eprintln!("error: {msg}");
            return ExitCode::from(2);
        }
    };
    let env = exec::Env::new(p, limits);
    let start = env.start(inv.entry, inv.args, exec::Oracle::new(inv.oracle));
    let mut recorded = exec::Trace::default();
    let result = match (trace, fmt) {
        (false, _) => exec::run(&env, start, &mut ()),
        (true, OutFormat::Text) => {
            let mut printer = format::run::TracePrinter::new(p, std::io::BufWriter::new(std::io::stdout().lock()));
            let result = exec::run(&env, start, &mut printer);
            printer.finish();
            result
        }
        (true, _) => exec::run(&env, start, &mut recorded),
    };
    let run = match result {
        Ok(run) => run,
        Err(stuck) => {
            eprintln!("internal error: stuck at {}: {}", format::run::pos(p, stuck.at), stuck.message);
            return ExitCode::from(4);
        }
    };
    let text = match fmt {
        OutFormat::Text => format::run::run_text(p, &run),
        OutFormat::Ron | OutFormat::Json => {
            let report = format::run::RunReport::new(p, &run, trace.then_some(recorded.0.as_slice()));
            let text = if fmt == OutFormat::Json { report.to_json() } else { report.to_ron() };
            text + "\n"
        }
    };
    // A closed pipe (`waddle run … | head`) is not an error of the run.
    let _ = std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes());
    match run.outcome {
        exec::Outcome::Incomplete(_) => ExitCode::from(3),
        _ => ExitCode::SUCCESS,
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Verify { files } => {
            let mut status = ExitCode::SUCCESS;
            for f in &files {
                match load(f) {
                    Ok(p) => println!("{}: ok ({} function(s))", f.display(), p.program.funcs.len()),
                    Err(code) => status = code,
                }
            }
            status
        }
        Command::Fmt { file, to } => match load(&file) {
            Ok(p) => {
                match to {
                    FmtStyle::Paper => print!("{}", format::paper::program(&p.program)),
                    FmtStyle::Ron => print!("{}", format::write_program(&p.program)),
                }
                ExitCode::SUCCESS
            }
            Err(code) => code,
        },
        Command::Run { file, entry, args, oracle, fuel, depth, trace, format } => {
            let defaults = exec::Limits::default();
            let limits = exec::Limits {
                fuel: fuel.unwrap_or(defaults.fuel),
                call_depth: depth.unwrap_or(defaults.call_depth),
                ..defaults
            };
            run_cmd(&file, &entry, &args, oracle.as_deref(), limits, trace, format)
        }
        Command::Bench { what: BenchWhat::Interp { seconds } } => match waddle::bench::interp::run(seconds) {
            Ok(results) => {
                let _ = std::io::Write::write_all(
                    &mut std::io::stdout().lock(),
                    waddle::bench::interp::render(&results).as_bytes(),
                );
                ExitCode::SUCCESS
            }
            Err(msg) => {
                eprintln!("error: {msg}");
                ExitCode::from(1)
            }
        },
    }
}
