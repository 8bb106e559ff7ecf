//! `waddle opt FILE [-o OUT] [--check RUN… [--oracle ν]] [--trace-steps]`: the phaseless optimizer.

use std::path::PathBuf;
use std::process::ExitCode;
use waddle::opt::Options;
use waddle::{format, opt};

/// Optimize a program with the phaseless driver of the slides: per function, a
/// worklist of opportunities (move forwarding, if simplification, straightening, jump
/// threading, inlining of small non-recursive callees, unswitching, unrolling, peeling)
/// scored by estimated benefit; the best above the threshold is applied, and the
/// opportunities it creates are scored and enqueued. Writes the optimized program as
/// RON and reports per function the steps applied and the size before and after. Exit
/// 0 when done, 1 when a checked step fails, 2 on bad input, 3 when `--check` compared
/// nothing (every run incomplete before and after every step: raise `--fuel`).
#[derive(clap::Args)]
pub struct Args {
    file: PathBuf,
    /// Write the optimized program here (the report then goes to standard output);
    /// without it the program goes to standard output and the report to standard error.
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
    /// Check every step like a spec step (the six maintenance theorems, then semantic
    /// equivalence on these runs), and report the executed steps of each run before and
    /// after. A run is `ENTRY ARG…` or `ENTRY(ARG, …)`, e.g. `--check 'main 4 0'`.
    #[arg(long = "check", num_args = 1.., value_name = "RUN")]
    check: Vec<String>,
    /// ν of the `--check` runs: `seed:N`, `tape:v1,v2,…` or `tape:…;seed:N`, as `waddle
    /// run --oracle` takes it (default `seed:0`).
    #[arg(long, requires = "check")]
    oracle: Option<String>,
    /// Print every step applied, with its benefit and the size before and after.
    #[arg(long)]
    trace_steps: bool,
    /// Apply only opportunities whose estimated benefit is above this (a whole number,
    /// -2^63 to 2^63 − 1).
    #[arg(long, default_value_t = 0, allow_negative_numbers = true, value_parser = super::whole)]
    threshold: i64,
    /// Steps per function at most. At most 100000 (each step may grow the function).
    #[arg(long, default_value_t = 500, allow_negative_numbers = true, value_parser = super::ranged::<usize>(0, 100_000))]
    max_steps: usize,
    /// Fuel of each run (steps before it counts as incomplete), at most the checker's
    /// fuel cap of 10^8, as in `waddle equiv`.
    #[arg(long, default_value_t = 1_000_000, allow_negative_numbers = true, value_parser = super::check_fuel)]
    fuel: u64,
}

pub fn run(args: Args) -> ExitCode {
    let parsed = match super::load(&args.file) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let mut runs = match super::parse_runs(&args.check, args.fuel, "--check") {
        Ok(r) => r,
        Err(code) => return code,
    };
    if let Some(o) = &args.oracle {
        if let Err(e) = format::run::parse_oracle(o, &parsed.program) {
            eprintln!("error: --oracle `{o}`: {e}");
            return ExitCode::from(2);
        }
        runs.iter_mut().for_each(|r| r.oracle = Some(o.clone()));
    }
    let opts = Options {
        threshold: args.threshold,
        max_steps: args.max_steps,
        check: !runs.is_empty(),
        runs,
        ..Default::default()
    };
    let report = match opt::optimize(&parsed.program, &opts) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {}: {e}", args.file.display());
            return ExitCode::from(2);
        }
    };
    let mut text = format::write_program(&report.program);
    if !text.ends_with('\n') {
        text.push('\n');
    }
    let shown = report.render(args.trace_steps);
    match &args.output {
        Some(out) => {
            if let Err(e) = super::write_file(out, &text) {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
            print!("{shown}");
        }
        None => {
            print!("{text}");
            eprint!("{shown}");
        }
    }
    if report.failure.is_some() {
        ExitCode::from(1)
    } else if report.check_was_vacuous() {
        eprintln!(
            "error: every --check run is vacuous: incomplete before and after every step (fuel {}), with no \
             effect to compare, so semantic equivalence was not checked; raise --fuel",
            args.fuel
        );
        ExitCode::from(3)
    } else {
        ExitCode::SUCCESS
    }
}
