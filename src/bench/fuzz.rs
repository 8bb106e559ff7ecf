//! `waddle bench fuzz`: the throughput of `waddle fuzz` on one core, in checks per
//! second (one check = one step of a pipeline with its six theorems, or the
//! before/after execution and comparison of one run), on generated programs whose
//! entries have about 20 blocks, with where the time goes (each phase of the fuzzer
//! timed where it runs: `fuzz::Phases`).

use crate::fuzz::{self, Options, Summary};
use std::time::Duration;

/// The entry sizes (`gen::Prog::random` statements) that give entries of about 20
/// blocks on average.
pub const SIZE: (usize, usize) = (3, 16);

/// Fuzzes on one thread for `seconds` from `seed`, shrinking nothing (a time that is
/// not a number of seconds a `Duration` holds is taken as no time at all).
pub fn run(seconds: f64, seed: u64) -> Summary {
    let opts = Options {
        seed,
        time: Some(Duration::try_from_secs_f64(seconds).unwrap_or_default()),
        jobs: 1,
        size: SIZE,
        shrink: 0,
        ..Options::default()
    };
    fuzz::fuzz(&opts, |_| {})
}

/// The table.
pub fn render(s: &Summary) -> String {
    let secs = s.elapsed.as_secs_f64().max(1e-9);
    let steps: u64 = s.per_transform.values().map(|c| c.applied).sum();
    let executed: u64 = s.coverage.0.iter().sum();
    let mut out = format!(
        "waddle fuzz on one core, {:.1} s: {} programs (entries of {:.1} blocks on average), {} steps, {} checks\n\
         checks/s per core: {:.0}   ({:.0} µs per check, {:.0} interpreter steps per check)\n\
         phase              share   µs per check\n",
        secs,
        s.programs,
        s.entry_blocks as f64 / s.programs.max(1) as f64,
        steps,
        s.checks,
        s.checks as f64 / secs,
        1e6 * secs / s.checks.max(1) as f64,
        executed as f64 / s.checks.max(1) as f64,
    );
    let phases = [
        ("generation", s.phases.generate),
        ("canonicalization", s.phases.canonicalize),
        ("transformation", s.phases.transform),
        ("theorems", s.phases.theorems),
        ("execution", s.phases.execute),
    ];
    let total = s.phases.total().as_secs_f64();
    for (name, d) in phases {
        out.push_str(&format!(
            "  {name:<16} {:>5.1} %  {:>8.1}\n",
            100.0 * d.as_secs_f64() / secs,
            1e6 * d.as_secs_f64() / s.checks.max(1) as f64
        ));
    }
    let between = (s.phases.whole.as_secs_f64() - total).max(0.0);
    let outside = (secs - s.phases.whole.as_secs_f64()).max(0.0);
    for (name, t, what) in [
        ("between phases", between, "copies of the program per step, drawing places, dropping"),
        ("outside", outside, "the thread between iterations"),
    ] {
        out.push_str(&format!(
            "  {name:<16} {:>5.1} %  {:>8.1}   ({what})\n",
            100.0 * t / secs,
            1e6 * t / s.checks.max(1) as f64
        ));
    }
    out
}
