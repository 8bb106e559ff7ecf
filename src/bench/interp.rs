//! `waddle bench interp`: interpreter steps per second on compute-heavy programs.
//!
//! Each program is parsed and verified once, then run from its initial configuration
//! until at least the requested time has passed; the figure is total steps over total
//! time. The runs use the persistent configuration and the `()` observer (no trace),
//! exactly as `waddle run` does without `--trace`.

use crate::exec::{self, Env, Limits, Oracle, OracleSpec, Outcome};
use crate::format;
use crate::ir::Value;
use std::time::{Duration, Instant};

/// A benchmark: a bundled program, its entry and arguments, and the expected result
/// (so a benchmark that computes the wrong thing fails instead of reporting a speed).
struct Case {
    name: &'static str,
    source: &'static str,
    entry: &'static str,
    args: &'static [i64],
    expect: i64,
}

const CASES: &[Case] = &[
    Case {
        name: "fib(25), recursive",
        source: include_str!("../../specs/programs/fib.ron"),
        entry: "fib",
        args: &[25],
        expect: 75025,
    },
    Case {
        name: "ackermann(2, 300)",
        source: include_str!("../../specs/programs/ackermann.ron"),
        entry: "ack",
        args: &[2, 300],
        expect: 603,
    },
    Case {
        name: "sieve(200000), 1-bit cells",
        source: include_str!("../../specs/programs/sieve.ron"),
        entry: "sieve",
        args: &[200_000],
        expect: 17984,
    },
    Case {
        name: "matmul(40), 64-bit cells",
        source: include_str!("../../specs/programs/matmul.ron"),
        entry: "matmul",
        args: &[40],
        expect: 0,
    },
];

/// One measurement.
pub struct BenchResult {
    pub name: &'static str,
    pub steps_per_run: u64,
    pub runs: u64,
    pub elapsed: Duration,
}

impl BenchResult {
    pub fn steps_per_second(&self) -> f64 {
        (self.steps_per_run * self.runs) as f64 / self.elapsed.as_secs_f64()
    }
}

/// Runs every case for at least `seconds` each.
pub fn run(seconds: f64) -> Result<Vec<BenchResult>, String> {
    let min = Duration::from_secs_f64(seconds.max(0.0));
    let mut out = Vec::new();
    for case in CASES {
        let parsed = format::parse_program(case.source).map_err(|_| format!("{}: does not parse", case.name))?;
        let p = &parsed.program;
        if !crate::verify::verify_program(p, None).is_empty() {
            return Err(format!("{}: does not verify", case.name));
        }
        let f = p.func_by_name(case.entry).ok_or_else(|| format!("{}: no entry", case.name))?;
        let args: Vec<Value> = case.args.iter().map(|a| Value::int(*a)).collect();
        let env = Env::new(p, Limits { fuel: u64::MAX, ..Limits::default() });
        let start = env.start(f, args, Oracle::new(OracleSpec::seed(0)));
        let (mut runs, mut steps, mut elapsed) = (0u64, 0u64, Duration::ZERO);
        while elapsed < min || runs == 0 {
            let t = Instant::now();
            let r =
                exec::run(&env, start.clone(), &mut ()).map_err(|s| format!("{}: stuck: {}", case.name, s.message))?;
            elapsed += t.elapsed();
            runs += 1;
            steps = r.steps;
            match &r.outcome {
                Outcome::Halt(Value::Int(v)) if case.expect == 0 || v.to_i64() == Some(case.expect) => {}
                other => return Err(format!("{}: unexpected outcome {other:?}", case.name)),
            }
        }
        out.push(BenchResult { name: case.name, steps_per_run: steps, runs, elapsed });
    }
    Ok(out)
}

/// A table of the results.
pub fn render(results: &[BenchResult]) -> String {
    let mut s = format!("{:<36} {:>12} {:>6} {:>10} {:>14}\n", "program", "steps/run", "runs", "seconds", "Msteps/s");
    for r in results {
        s.push_str(&format!(
            "{:<36} {:>12} {:>6} {:>10.3} {:>14.1}\n",
            r.name,
            r.steps_per_run,
            r.runs,
            r.elapsed.as_secs_f64(),
            r.steps_per_second() / 1e6
        ));
    }
    s
}
