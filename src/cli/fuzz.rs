//! `waddle fuzz [--seed N] [--count N | --time 60s]`: random differential checking
//! (`check::fuzz`).

use std::process::ExitCode;
use std::time::Duration;
use waddle::check::fuzz;

/// Generate random canonical functions, apply random transformation steps at random
/// applicable places, and check the maintenance theorems after each step and semantic
/// equivalence on random runs. Exit 0 when nothing fails, 1 otherwise.
#[derive(clap::Args)]
pub struct Args {
    /// The seed: the same seed fuzzes the same programs, steps and runs.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Stop after N programs (100 when neither --count nor --time is given).
    #[arg(long, value_name = "N")]
    count: Option<u64>,
    /// Stop after this long: `60s`, `2m`, `500ms`.
    #[arg(long, value_parser = parse_duration)]
    time: Option<Duration>,
    /// Transformation steps per program.
    #[arg(long, default_value_t = 4)]
    steps: usize,
    /// Random runs per program.
    #[arg(long, default_value_t = 4)]
    runs: u64,
}

/// `60s`, `2m`, `500ms`, or a number of seconds.
fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let (num, unit) = t.split_at(t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len()));
    let n: u64 = num.parse().map_err(|_| format!("`{text}` is not a duration (e.g. 60s, 2m, 500ms)"))?;
    match unit {
        "" | "s" => Ok(Duration::from_secs(n)),
        "ms" => Ok(Duration::from_millis(n)),
        "m" => Ok(Duration::from_secs(n * 60)),
        _ => Err(format!("`{text}`: unknown unit `{unit}` (use ms, s or m)")),
    }
}

pub fn run(args: Args) -> ExitCode {
    let opts = fuzz::Options {
        seed: args.seed,
        count: args.count,
        time: args.time,
        steps: args.steps,
        runs: args.runs,
        faults: false,
    };
    let bar = waddle::check::driver::progress_bar();
    if let Some(c) = opts.count {
        bar.set_length(c);
    }
    let s = fuzz::fuzz(&opts, |s| {
        bar.set_position(s.programs);
        bar.set_message(format!("{} checks, {} failure(s)", s.checks, s.failures.len()));
    });
    bar.finish_and_clear();
    print!("{}", s.text());
    if s.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
