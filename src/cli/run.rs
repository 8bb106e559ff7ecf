//! `waddle run FILE --entry F --args …`: parse → verify → check the invocation → run →
//! print.

use clap::ValueEnum;
use num_bigint::BigInt;
use std::path::PathBuf;
use std::process::ExitCode;
use waddle::bril::run::{self as bril_run, End};
use waddle::llvm::{self, run::End as LlvmEnd};
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
    entry: Option<String>,
    /// Arguments: integers, true, false, () or @function.
    #[arg(long, num_args = 0.., allow_negative_numbers = true)]
    args: Vec<String>,
    /// ν: `seed:N`, `tape:v1,v2,…` or `tape:…;seed:N` (default `seed:0`).
    #[arg(long)]
    oracle: Option<String>,
    /// Maximum number of steps (default 100000000); reaching it makes the run
    /// incomplete. A Bril run (--bril) or an LLVM run (a `.ll` file) takes up to
    /// 1000000000 by default. At most 10^15.
    #[arg(long, allow_negative_numbers = true, value_parser = super::ranged::<u64>(0, super::MAX_FUEL))]
    fuel: Option<u64>,
    /// Maximum call depth in frames (default 100000); reaching it makes the run
    /// incomplete. At most 10^9.
    #[arg(long, allow_negative_numbers = true, value_parser = super::ranged::<u32>(0, super::MAX_DEPTH))]
    depth: Option<u32>,
    /// Size budget of the whole configuration (registers of all frames, memory with
    /// its bookkeeping, effects, tape), in bytes or with K, M, G (default 256M). At
    /// most 1T.
    #[arg(long, value_parser = super::budget)]
    budget: Option<u64>,
    /// Maximum width of a computed integer, in bits (default 2^20). At most 2^32.
    #[arg(long, allow_negative_numbers = true, value_parser = super::ranged::<u64>(0, MAX_VALUE_BITS))]
    value_bits: Option<u64>,
    /// Maximum number of live allocated bits (default 2^26, 2^32 with --bril, 2^36 for
    /// a `.ll` file). At most 2^40.
    #[arg(long, allow_negative_numbers = true, value_parser = super::ranged::<u64>(0, MAX_MEMORY_BITS))]
    memory_bits: Option<u64>,
    /// Print every step: rule, function:block:index, instruction.
    #[arg(long)]
    trace: bool,
    #[arg(long, value_enum, default_value_t = OutFormat::Text)]
    format: OutFormat,
    /// The interpreter: `fast`, the pre-decoded engine, or `step`, the reference that
    /// takes every step through the rules' `step` function. Both give the same run.
    #[arg(long, value_enum, default_value_t = EngineArg::Fast)]
    engine: EngineArg,
    /// FILE is a Bril program (JSON or text form): import it and run `main` as Bril's
    /// reference interpreter does, printing what it prints.
    #[arg(long, conflicts_with_all = ["entry", "args", "oracle", "trace"])]
    bril: bool,
    /// With `--bril`: print `total_dyn_inst: N` on standard error, as `brili -p` does.
    /// With a `.ll` file: print `instructions: N`, the LLVM instructions executed as
    /// `lli`'s interpreter counts them (each executed instruction once, a call once,
    /// φ nodes never), and `kernel steps: N`, on standard error.
    #[arg(short = 'p')]
    profile: bool,
    /// With `--bril`: the arguments of `main` (`brili`'s command-line arguments).
    #[arg(allow_hyphen_values = true, num_args = 0..)]
    bril_args: Vec<String>,
}

/// The widest integer `--value-bits` allows: 2^32 bits (512 MiB, twice the default
/// budget).
const MAX_VALUE_BITS: u64 = 1 << 32;

/// The most live allocated bits `--memory-bits` allows: 2^40 (128 GiB; the budget bounds
/// them too).
const MAX_MEMORY_BITS: u64 = 1 << 40;

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum EngineArg {
    Fast,
    Step,
}

impl EngineArg {
    fn engine(self) -> exec::Engine {
        match self {
            EngineArg::Fast => exec::Engine::Fast,
            EngineArg::Step => exec::Engine::Step,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum OutFormat {
    Text,
    Ron,
    Json,
}

pub fn run(args: Args) -> ExitCode {
    if args.file.extension().is_some_and(|e| e == "ll") && !args.bril {
        // The module's `main` runs as the compiled program does: none of a Waddle run's
        // invocation applies, and a flag that would do nothing is refused.
        let given: Vec<&str> = [
            (args.entry.is_some(), "--entry"),
            (!args.args.is_empty(), "--args"),
            (args.oracle.is_some(), "--oracle"),
            (args.trace, "--trace"),
            (args.format != OutFormat::Text, "--format"),
            (!args.bril_args.is_empty(), "arguments after the file"),
        ]
        .into_iter()
        .filter_map(|(on, name)| on.then_some(name))
        .collect();
        if !given.is_empty() {
            let verb = if given.len() == 1 { "does" } else { "do" };
            eprintln!(
                "error: {} {verb} not apply to an LLVM run: `waddle run {}` runs the module's `main` with no \
                 arguments, as the compiled program runs (its limits: --fuel, --depth, --budget, --value-bits, \
                 --memory-bits; -p counts its instructions)",
                given.join(", "),
                args.file.display()
            );
            return ExitCode::from(2);
        }
        let defaults = exec::Limits::default();
        let limits = exec::Limits {
            fuel: args.fuel.unwrap_or(BRIL_FUEL),
            call_depth: args.depth.unwrap_or(defaults.call_depth),
            budget: args.budget.unwrap_or(defaults.budget),
            value_bits: args.value_bits.unwrap_or(defaults.value_bits),
            memory_bits: args.memory_bits.unwrap_or(LLVM_MEMORY_BITS),
        };
        return run_llvm(&args.file, args.profile, limits, args.engine.engine());
    }
    if !args.bril && args.entry.is_none() {
        eprintln!(
            "error: the argument '--entry <ENTRY>' is required (except for a Bril run, --bril, or an LLVM `.ll` file)"
        );
        return ExitCode::from(2);
    }
    if !args.bril && !args.bril_args.is_empty() {
        eprintln!(
            "error: the positional argument(s) `{}` are `main`'s arguments of a Bril run (with --bril); \
             a Waddle run takes its arguments with --args: `waddle run {} --entry {} --args {}`",
            args.bril_args.join(" "),
            args.file.display(),
            args.entry.as_deref().unwrap_or("F"),
            args.bril_args.join(" ")
        );
        return ExitCode::from(2);
    }
    if !args.bril && args.profile {
        eprintln!("error: -p prints brili's `total_dyn_inst` of a Bril run (it needs --bril) or the instruction count of an LLVM run (a `.ll` file)");
        return ExitCode::from(2);
    }
    let defaults = exec::Limits::default();
    if args.bril {
        let limits = exec::Limits {
            fuel: args.fuel.unwrap_or(BRIL_FUEL),
            call_depth: args.depth.unwrap_or(defaults.call_depth),
            budget: args.budget.unwrap_or(defaults.budget),
            value_bits: args.value_bits.unwrap_or(defaults.value_bits),
            memory_bits: args.memory_bits.unwrap_or(BRIL_MEMORY_BITS),
        };
        return run_bril(&args.file, &args.bril_args, args.profile, limits, args.engine.engine());
    }
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
    let inv = match format::run::parse_invocation(
        p,
        args.entry.as_deref().unwrap_or_default(),
        &args.args,
        args.oracle.as_deref(),
    ) {
        Ok(inv) => inv,
        Err(msg) => {
            eprintln!("error: {msg}");
            return ExitCode::from(2);
        }
    };
    let (trace, fmt, engine) = (args.trace, args.format, args.engine.engine());
    let env = exec::Env::new(p, limits);
    let start = env.start(inv.entry, inv.args, exec::Oracle::new(inv.oracle));
    let data = match fmt {
        OutFormat::Text => None,
        OutFormat::Json => Some(format::run::Data::Json),
        OutFormat::Ron => Some(format::run::Data::Ron),
    };
    let (result, stream) = match (trace, data) {
        (false, _) => (engine.run(&env, start, &mut ()), None),
        (true, None) => {
            let mut printer = format::run::TracePrinter::new(p, std::io::BufWriter::new(std::io::stdout().lock()));
            let result = engine.run(&env, start, &mut printer);
            printer.finish();
            (result, None)
        }
        (true, Some(data)) => {
            // The report as data, its trace written as the run goes.
            let out = super::WatchedOutput::new(std::io::BufWriter::new(std::io::stdout().lock()));
            let mut stream = format::run::TraceStream::new(p, data, out);
            (engine.run(&env, start, &mut stream), Some(stream))
        }
    };
    let run = match result {
        Ok(run) => run,
        Err(stuck) => {
            eprintln!("internal error: stuck at {}: {}", format::run::pos(p, stuck.at), stuck.message);
            return ExitCode::from(4);
        }
    };
    let text = match (data, stream) {
        (_, Some(stream)) => {
            if let Some(code) = stream.finish(&format::run::RunReport::new(p, &run)).finish() {
                return code;
            }
            String::new()
        }
        (None, None) => format::run::run_text(p, &run),
        (Some(data), None) => {
            let report = format::run::RunReport::new(p, &run);
            let text = if data == format::run::Data::Json { report.to_json() } else { report.to_ron() };
            text + "\n"
        }
    };
    // A closed pipe (`waddle run … | head`) is not an error of the run; a lost output is.
    if let Some(code) = super::print_finding(&text) {
        return code;
    }
    match run.outcome {
        exec::Outcome::Incomplete(_) => ExitCode::from(3),
        _ => ExitCode::SUCCESS,
    }
}

// `waddle run FILE --bril [-p] [ARGS…]`: import a Bril program and run its `main` as
// Bril's reference interpreter `brili` does: the printed lines on standard output,
// `total_dyn_inst: N` on standard error with `-p`, and errors (program errors, memory
// still allocated at the end) as `error: …` on standard error with exit code 2, as
// `brili` exits. A run cut short by a limit (`--fuel`, `--depth`, `--budget`,
// `--value-bits`, `--memory-bits`) exits 3, naming the limit and its flag.

/// Steps a Bril run may take by default: ten times `waddle run`'s, since imported
/// programs are whole benchmarks (`--fuel` sets it).
const BRIL_FUEL: u64 = 1_000_000_000;

/// Live allocated bits of an LLVM run by default: 2^36 (8 GiB of the module's memory;
/// `--memory-bits` sets it, the budget bounds it too).
const LLVM_MEMORY_BITS: u64 = 1 << 36;

/// Live allocated bits of a Bril run by default: 2^32, 2^26 of Bril's 64-bit cells
/// (`--memory-bits` sets it).
const BRIL_MEMORY_BITS: u64 = 1 << 32;

/// The limit that ended a run, as the flag that raises it.
fn limit_flag(why: &exec::Incomplete) -> Option<&'static str> {
    match why {
        exec::Incomplete::Fuel(_) | exec::Incomplete::Work { .. } => Some("--fuel"),
        exec::Incomplete::CallDepth(_) => Some("--depth"),
        exec::Incomplete::ValueSize(_) => Some("--value-bits"),
        exec::Incomplete::MemorySize(_) => Some("--memory-bits"),
        exec::Incomplete::Budget(_) => Some("--budget"),
        exec::Incomplete::OracleExhausted | exec::Incomplete::OracleRejected(_) | exec::Incomplete::HostMemory(_) => {
            None
        }
    }
}

fn run_bril(
    file: &std::path::Path,
    args: &[String],
    profile: bool,
    limits: exec::Limits,
    engine: exec::Engine,
) -> ExitCode {
    let imported = match super::import::load_bril(file) {
        Ok(i) => i,
        Err(code) => return code,
    };
    // `brili` takes `-p` anywhere among the arguments.
    let profile = profile || args.iter().any(|a| a == "-p");
    let args: Vec<String> = args.iter().filter(|a| *a != "-p").cloned().collect();
    let mut out = super::WatchedOutput::new(std::io::BufWriter::new(std::io::stdout().lock()));
    let result = match bril_run::run_to(&imported, &args, limits, profile, engine, &mut out) {
        Ok(r) => r,
        Err(msg) => {
            // Everything after the file is `main`'s (as for `brili`): a flag there was
            // read as an argument.
            let flags: Vec<&str> = args.iter().filter(|a| a.starts_with("--")).map(String::as_str).collect();
            let hint = match flags.is_empty() {
                true => String::new(),
                false => format!(
                    "\nnote: everything after the file is an argument of `main`, so {} was read as one: put \
                     waddle's flags before the file",
                    flags.iter().map(|f| format!("`{f}`")).collect::<Vec<_>>().join(", ")
                ),
            };
            eprintln!("error: {msg}{hint}");
            return ExitCode::from(2);
        }
    };
    // A closed pipe (`waddle run --bril … | head`) is not an error of the run; a lost
    // output is.
    if let Some(code) = out.finish() {
        return code;
    }
    // The process exits next: freeing the final configuration (one effect per printed
    // line, the memory µ) piece by piece would only cost time.
    std::mem::forget(result.config);
    match result.end {
        End::Ok => {
            if let Some(n) = result.dyn_inst {
                eprintln!("total_dyn_inst: {n}");
            }
            ExitCode::SUCCESS
        }
        End::Error(msg) => {
            eprintln!("error: {msg}");
            ExitCode::from(2)
        }
        End::Incomplete(why) => {
            let raise = limit_flag(&why).map(|f| format!("; raise it with {f}")).unwrap_or_default();
            eprintln!("incomplete: {why} (after {} steps{raise})", result.steps);
            ExitCode::from(3)
        }
    }
}

// `waddle run FILE.ll`: run an LLVM module's `main` as the compiled program runs: what
// it prints on standard output, exit code `main`'s value (or `exit`'s) modulo 256;
// undefined behaviour as `error: undefined behaviour: …` with its place, exit 2;
// a run cut short by a limit, or by a call of a function this tool does not model,
// exits 3. `-p` prints the LLVM instructions executed and
// the kernel steps taken on standard error.

fn run_llvm(file: &std::path::Path, profile: bool, limits: exec::Limits, engine: exec::Engine) -> ExitCode {
    let imported = match llvm::import_file(file) {
        Ok(i) => i,
        Err(text) => {
            eprint!("{text}");
            return ExitCode::from(2);
        }
    };
    let mut out = super::WatchedOutput::new(std::io::BufWriter::new(std::io::stdout().lock()));
    let result = if profile {
        let weights = llvm::run::instruction_weights(&imported.module, &imported.lowered);
        llvm::run::run_counting(&imported.lowered, &weights, limits, engine, &mut out)
    } else {
        llvm::run::run_to(&imported.lowered, limits, engine, &mut out)
    };
    if let Some(code) = out.finish() {
        return code;
    }
    let run = match result {
        Ok(r) => r,
        Err(msg) => {
            eprintln!("error: {msg}");
            return ExitCode::from(4);
        }
    };
    if let Some(n) = run.instructions {
        eprintln!("instructions: {n}\nkernel steps: {}", run.steps);
    }
    match run.end {
        LlvmEnd::Exit(v) => {
            let code = v.to_big() & BigInt::from(255);
            ExitCode::from(u8::try_from(code).unwrap_or(0))
        }
        LlvmEnd::Undefined { rule, span } => {
            let place = span.map(|s| llvm::run::locate(&imported.name, &imported.text, &s));
            eprintln!("error: undefined behaviour: {rule}{}", place.map(|p| format!("\n  at {p}")).unwrap_or_default());
            ExitCode::from(2)
        }
        LlvmEnd::Incomplete(why) => {
            let raise = limit_flag(&why).map(|f| format!("; raise it with {f}")).unwrap_or_default();
            eprintln!("incomplete: {why} (after {} steps{raise})", run.steps);
            ExitCode::from(3)
        }
        LlvmEnd::Unmodelled { function, span } => {
            let place = span.map(|s| llvm::run::locate(&imported.name, &imported.text, &s));
            eprintln!(
                "incomplete: the run reached a call of `@{function}` that this tool does not model, so what it \
                 does next is not known (after {} steps){}",
                run.steps,
                place.map(|p| format!("\n  at {p}")).unwrap_or_default()
            );
            ExitCode::from(3)
        }
        LlvmEnd::Unrendered(why) => {
            eprintln!("incomplete: {why}; the output above stops short from there (after {} steps)", run.steps);
            ExitCode::from(3)
        }
    }
}
