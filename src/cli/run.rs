//! `waddle run FILE --entry F --args …`: parse → verify → check the invocation → run →
//! print.

use clap::ValueEnum;
use std::path::PathBuf;
use std::process::ExitCode;
use waddle::{exec, format};

/// Run a function of a verified program and print its outcome and effects.
#[derive(clap::Args)]
#[command(after_help = "Exit codes: 0 the run halted, with halt(v) or halt(ex(err)) alike (a program error is an \
outcome); 2 bad input (an unreadable or malformed file, a program that does not verify, an unknown entry, \
arguments that do not match its parameters, a malformed oracle or limit); 3 the run is incomplete (a limit \
was reached or ν ran out); 4 internal error (a stuck configuration).")]
pub struct Args {
    /// The program: a RON file whose top-level value is `Program(...)` (see the README,
    /// "Writing programs").
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
    /// Maximum number of steps (default 100000000); reaching it makes the run
    /// incomplete.
    #[arg(long, allow_negative_numbers = true, value_parser = super::count::<u64>)]
    fuel: Option<u64>,
    /// Maximum call depth in frames (default 100000); reaching it makes the run
    /// incomplete.
    #[arg(long, allow_negative_numbers = true, value_parser = super::count::<u32>)]
    depth: Option<u32>,
    /// Print every step: rule, function:block:index, instruction.
    #[arg(long)]
    trace: bool,
    #[arg(long, value_enum, default_value_t = OutFormat::Text)]
    format: OutFormat,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum OutFormat {
    Text,
    Ron,
    Json,
}

pub fn run(args: Args) -> ExitCode {
    let defaults = exec::Limits::default();
    let limits = exec::Limits {
        fuel: args.fuel.unwrap_or(defaults.fuel),
        call_depth: args.depth.unwrap_or(defaults.call_depth),
        ..defaults
    };
    let parsed = match super::load(&args.file) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let p = &parsed.program;
    let inv = match format::run::parse_invocation(p, &args.entry, &args.args, args.oracle.as_deref()) {
        Ok(inv) => inv,
        Err(msg) => {
            eprintln!("error: {msg}");
            return ExitCode::from(2);
        }
    };
    let (trace, fmt) = (args.trace, args.format);
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
