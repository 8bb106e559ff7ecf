//! `waddle bench interp`: interpreter steps per second on compute-heavy programs.
//!
//! Each program is parsed and verified once, then run from its initial configuration
//! until at least the requested time has passed; the figures are total steps over
//! total wall-clock time, and over the thread's CPU time (Linux, from
//! `/proc/thread-self/stat`), which is the fairer figure on a shared machine. The runs use the persistent configuration and the `()` observer (no trace),
//! exactly as `waddle run` does without `--trace`.

use crate::exec::{self, Env, Limits, Oracle, OracleSpec, Outcome};
use crate::ir::Value;
use crate::{format, verify};
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
    /// CPU time of the measuring thread, when the platform reports it.
    pub cpu: Option<Duration>,
    /// `step` (the reference) or `fast` (`exec::fast`).
    pub engine: &'static str,
}

impl BenchResult {
    pub fn steps_per_second(&self) -> f64 {
        (self.steps_per_run * self.runs) as f64 / self.elapsed.as_secs_f64()
    }

    pub fn steps_per_cpu_second(&self) -> Option<f64> {
        self.cpu.filter(|c| !c.is_zero()).map(|c| (self.steps_per_run * self.runs) as f64 / c.as_secs_f64())
    }
}

/// User plus system CPU time of the current thread (Linux only; the kernel counts in
/// ticks of 10 ms, so measurements should last a second or more).
pub(crate) fn thread_cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(Duration::from_millis(ticks * 10))
}

/// The engines measured, the reference first.
pub(crate) const ENGINES: [exec::Engine; 2] = [exec::Engine::Step, exec::Engine::Fast];

pub(crate) fn engine_name(e: exec::Engine) -> &'static str {
    match e {
        exec::Engine::Step => "step",
        exec::Engine::Fast => "fast",
    }
}

/// What `timed_runs` measured.
pub(crate) struct Timed {
    pub runs: u64,
    pub elapsed: Duration,
    pub cpu: Option<Duration>,
}

/// Runs `start` with `engine` until `min` has passed (at least once), each run's
/// result handed to `check` (not timed), which fails the benchmark with its message.
pub(crate) fn timed_runs<M: exec::Machine + Clone>(
    engine: exec::Engine,
    env: &Env<'_>,
    code: &exec::fast::Code,
    start: &exec::Config<M>,
    min: Duration,
    name: &str,
    mut check: impl FnMut(&exec::Run<M>) -> Result<(), String>,
) -> Result<Timed, String> {
    let (mut runs, mut elapsed) = (0u64, Duration::ZERO);
    let cpu_start = thread_cpu_time();
    while elapsed < min || runs == 0 {
        let t = Instant::now();
        let r = match engine {
            exec::Engine::Step => exec::run(env, start.clone(), &mut ()),
            exec::Engine::Fast => exec::fast::run(env, code, start.clone(), &mut ()),
        }
        .map_err(|s| format!("{name}: stuck: {}", s.message))?;
        elapsed += t.elapsed();
        runs += 1;
        check(&r)?;
    }
    let cpu = thread_cpu_time().zip(cpu_start).map(|(end, start)| end.saturating_sub(start));
    Ok(Timed { runs, elapsed, cpu })
}

/// Runs every case for at least `seconds` each, on each engine.
pub fn run(seconds: f64) -> Result<Vec<BenchResult>, String> {
    let min =
        Duration::try_from_secs_f64(seconds.max(0.0)).map_err(|_| format!("{seconds} is not a time in seconds"))?;
    let mut out = Vec::new();
    for case in CASES {
        let parsed = format::parse_program(case.source).map_err(|_| format!("{}: does not parse", case.name))?;
        let p = &parsed.program;
        if !verify::verify_program(p, None).is_empty() {
            return Err(format!("{}: does not verify", case.name));
        }
        let f = p.func_by_name(case.entry).ok_or_else(|| format!("{}: no entry", case.name))?;
        let args: Vec<Value> = case.args.iter().map(|a| Value::int(*a)).collect();
        let env = Env::new(p, Limits { fuel: u64::MAX, ..Limits::default() });
        let start = env.start(f, args, Oracle::new(OracleSpec::seed(0)));
        let code = exec::fast::Code::new(p);
        let mut reference = None;
        for engine in ENGINES {
            let mut steps = 0;
            let timed = timed_runs(engine, &env, &code, &start, min, case.name, |r| {
                steps = r.steps;
                match &r.outcome {
                    Outcome::Halt(Value::Int(v)) if case.expect == 0 || v.to_i64() == Some(case.expect) => {}
                    other => return Err(format!("{}: unexpected outcome {other:?}", case.name)),
                }
                // Both engines take the same steps to the same outcome.
                match &reference {
                    None => reference = Some((r.steps, r.outcome.clone())),
                    Some(want) if *want != (r.steps, r.outcome.clone()) => {
                        return Err(format!("{}: the engines' runs differ", case.name))
                    }
                    Some(_) => {}
                }
                Ok(())
            })?;
            out.push(BenchResult {
                name: case.name,
                steps_per_run: steps,
                runs: timed.runs,
                elapsed: timed.elapsed,
                cpu: timed.cpu,
                engine: engine_name(engine),
            });
        }
    }
    Ok(out)
}

/// A table of the results.
pub fn render(results: &[BenchResult]) -> String {
    let mut s = format!(
        "{:<30} {:<6} {:>10} {:>5} {:>8} {:>10} {:>14}\n",
        "program", "engine", "steps/run", "runs", "seconds", "Msteps/s", "Msteps/cpu-s"
    );
    for r in results {
        let cpu = r.steps_per_cpu_second().map_or("-".to_string(), |v| format!("{:.1}", v / 1e6));
        s.push_str(&format!(
            "{:<30} {:<6} {:>10} {:>5} {:>8.3} {:>10.1} {:>14}\n",
            r.name,
            r.engine,
            r.steps_per_run,
            r.runs,
            r.elapsed.as_secs_f64(),
            r.steps_per_second() / 1e6,
            cpu
        ));
    }
    s
}
