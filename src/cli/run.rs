//! `waddle run FILE --entry F --args …`: parse → verify → check the invocation → run →
//! print.

use clap::ValueEnum;
use std::path::PathBuf;
use std::process::ExitCode;
use waddle::{exec, format};

/// Run a function of a verified program and print its outcome and effects.
#[derive(clap::Args)]
pub struct Args {
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
    /// Size budget of the whole configuration (registers of all frames, memory with
    /// its bookkeeping, effects, tape), in bytes or with K, M, G (default 256M).
    #[arg(long, value_parser = super::parse_bytes)]
    budget: Option<u64>,
    /// Maximum width of a computed integer, in bits (default 2^20).
    #[arg(long)]
    value_bits: Option<u64>,
    /// Maximum number of live allocated bits (default 2^26).
    #[arg(long)]
    memory_bits: Option<u64>,
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
        budget: args.budget.unwrap_or(defaults.budget),
        value_bits: args.value_bits.unwrap_or(defaults.value_bits),
        memory_bits: args.memory_bits.unwrap_or(defaults.memory_bits),
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
