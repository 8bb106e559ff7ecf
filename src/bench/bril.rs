//! The Bril half of `waddle bench interp`: imported Bril programs (`specs/bril/`), run
//! as `waddle run --bril` runs them (the same interpreter, `BrilMachine` as ν, the `()`
//! observer), so that their steps per second compare with the native programs'. Each
//! run's printed output is checked before its speed is reported; Bril instructions
//! per run (`total_dyn_inst`) are counted once, outside the timed runs.

use crate::bril::{self, run::BrilMachine};
use crate::exec::{self, Env, Limits};
use std::time::Duration;

struct Case {
    name: &'static str,
    source: &'static str,
    /// What `brili` prints.
    expect: &'static str,
}

const CASES: &[Case] = &[
    Case {
        name: "bench_fib.bril (fib 25)",
        source: include_str!("../../specs/bril/bench_fib.bril"),
        expect: include_str!("../../specs/bril/bench_fib.out"),
    },
    Case {
        name: "bench_sieve.bril (100000)",
        source: include_str!("../../specs/bril/bench_sieve.bril"),
        expect: include_str!("../../specs/bril/bench_sieve.out"),
    },
    Case {
        name: "bench_collatz.bril (3000)",
        source: include_str!("../../specs/bril/bench_collatz.bril"),
        expect: include_str!("../../specs/bril/bench_collatz.out"),
    },
];

/// One measurement.
pub struct BrilBenchResult {
    pub name: &'static str,
    pub steps_per_run: u64,
    /// `total_dyn_inst` of one run.
    pub bril_instructions: u64,
    pub runs: u64,
    pub elapsed: Duration,
    /// CPU time of the measuring thread, when the platform reports it.
    pub cpu: Option<Duration>,
    /// `step` (the reference) or `fast` (`exec::fast`).
    pub engine: &'static str,
}

/// Runs every case for at least `seconds` each.
pub fn run(seconds: f64) -> Result<Vec<BrilBenchResult>, String> {
    let min =
        Duration::try_from_secs_f64(seconds.max(0.0)).map_err(|_| format!("{seconds} is not a time in seconds"))?;
    let limits = Limits { fuel: u64::MAX, memory_bits: 1 << 32, ..Limits::default() };
    let mut out = Vec::new();
    for case in CASES {
        let imp = bril::lower::import_text(case.source).map_err(|e| format!("{}: {}", case.name, e[0].message))?;
        let args = imp.args.clone().unwrap_or_default();
        let counted = bril::run::run(&imp, &args, limits, true, exec::Engine::Step)?;
        if counted.stdout != case.expect || counted.end != bril::run::End::Ok {
            return Err(format!("{}: printed {:?}, expected {:?}", case.name, counted.stdout, case.expect));
        }
        let p = &imp.program;
        let main = p.func_by_name("main").ok_or_else(|| format!("{}: no main", case.name))?;
        let values = bril::run::parse_args(&imp.info.params[main.index()], &args)?;
        let env = Env::new(p, limits);
        let start = env.start(main, values, BrilMachine::default());
        let code = exec::fast::Code::new(p);
        for engine in super::interp::ENGINES {
            let timed = super::interp::timed_runs(engine, &env, &code, &start, min, case.name, |r| {
                if r.steps != counted.steps || !r.memory().is_empty() {
                    return Err(format!("{}: a timed run differs from the checked one", case.name));
                }
                Ok(())
            })?;
            out.push(BrilBenchResult {
                name: case.name,
                steps_per_run: counted.steps,
                bril_instructions: counted.dyn_inst.unwrap_or(0),
                runs: timed.runs,
                elapsed: timed.elapsed,
                cpu: timed.cpu,
                engine: super::interp::engine_name(engine),
            });
        }
    }
    Ok(out)
}

/// A table of the results: Waddle steps and Bril instructions per run and per
/// second, and the wall time of one run.
pub fn render(results: &[BrilBenchResult]) -> String {
    let mut s = format!(
        "{:<30} {:<6} {:>10} {:>10} {:>5} {:>8} {:>10} {:>14} {:>12} {:>10}\n",
        "Bril program",
        "engine",
        "steps/run",
        "bril-inst",
        "runs",
        "seconds",
        "Msteps/s",
        "Msteps/cpu-s",
        "Mbril-inst/s",
        "ms/run"
    );
    for r in results {
        let secs = r.elapsed.as_secs_f64();
        let cpu = r
            .cpu
            .filter(|c| !c.is_zero())
            .map_or("-".to_string(), |c| format!("{:.1}", (r.steps_per_run * r.runs) as f64 / c.as_secs_f64() / 1e6));
        s.push_str(&format!(
            "{:<30} {:<6} {:>10} {:>10} {:>5} {:>8.3} {:>10.1} {:>14} {:>12.1} {:>10.2}\n",
            r.name,
            r.engine,
            r.steps_per_run,
            r.bril_instructions,
            r.runs,
            secs,
            (r.steps_per_run * r.runs) as f64 / secs / 1e6,
            cpu,
            (r.bril_instructions * r.runs) as f64 / secs / 1e6,
            secs * 1e3 / r.runs as f64
        ));
    }
    s
}
