//! One step checked, the same way for every caller (the spec runner, `opt --check`,
//! `fuzz`): the six maintenance theorems on every function the step changed, then
//! semantic equivalence on every given run, then on the random runs, drawn one at a
//! time, until the first that diverges or the deadline.
//!
//! Every given run is compared whatever the time: the deadline bounds only the random
//! runs. A random run the deadline cut is counted `incomplete`, never a failure.

use super::config::CheckLimits;
use super::equiv::{self, Compare, RunSpec, Verdict};
use super::maintenance::{theorems, Failure, Theorem};
use super::notation::Notation;
use super::random::Draw;
use crate::exec::Coverage;
use crate::ir::{FuncId, Program};
use crate::transform::Maintained;
use std::time::{Duration, Instant};

/// A step to check: the programs before and after it, and the functions it changed
/// with the structures the transformation maintained.
pub struct Step<'a> {
    /// The step's index (0-based), for the failures it reports.
    pub index: usize,
    /// The whole program before the step.
    pub before: &'a Program,
    /// The whole program after it.
    pub after: &'a Program,
    /// The functions the step changed (ids in `after`), maintained.
    pub changed: Vec<(FuncId, &'a Maintained)>,
}

/// The runs a step is checked on.
#[derive(Clone, Copy, Default)]
pub struct Runs<'a> {
    /// The user's runs: every one is compared.
    pub given: &'a [RunSpec],
    /// The random runs: `per_draw` of each.
    pub random: &'a [Draw],
    /// Runs drawn from each `Draw` (`Draw::run(k)` for `k` below it).
    pub per_draw: u64,
}

/// How a step is checked.
#[derive(Clone, Copy)]
pub struct How<'a> {
    /// The limits of every run.
    pub limits: &'a CheckLimits,
    /// The words of the diffs.
    pub notation: &'a dyn Notation,
    /// The bound on the random runs; `None`: none.
    pub deadline: Option<Instant>,
}

/// What checking a step found.
#[derive(Debug, Default)]
pub struct StepReport {
    /// The theorems that failed, then the runs that diverged (each with its diff) or
    /// could not be made.
    pub failures: Vec<Failure>,
    /// Comparisons made, given and random.
    pub checked: usize,
    /// Comparisons that were vacuous: incomplete before and after, nothing to compare.
    pub vacuous: usize,
    /// Random comparisons the deadline left out.
    pub incomplete: u64,
    /// Verdicts that rest on the fuel cap, said so.
    pub notes: Vec<String>,
    /// How often each reduction rule fired in the runs.
    pub coverage: Coverage,
    /// The wall-clock time the maintenance theorems took.
    pub theorems_time: Duration,
    /// The wall-clock time the runs took.
    pub runs_time: Duration,
}

impl StepReport {
    /// Whether every theorem holds and every run compared agrees.
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// Checks `step`: theorems, then runs.
pub fn check_step(step: &Step<'_>, runs: Runs<'_>, how: &How<'_>) -> StepReport {
    let mut report = StepReport::default();
    let t0 = Instant::now();
    for (fid, m) in &step.changed {
        report.failures.extend(theorems(step.after, *fid, m, step.index));
    }
    let t1 = Instant::now();
    compare_runs(step, runs, how, &mut report);
    (report.theorems_time, report.runs_time) = (t1 - t0, t1.elapsed());
    report
}

/// The runs before and after `step`: every given run, then the random ones until the
/// first that diverges or the deadline.
pub fn compare_runs(step: &Step<'_>, runs: Runs<'_>, how: &How<'_>, report: &mut StepReport) {
    for r in runs.given {
        compare_run(step, r, false, how, report);
    }
    let total = runs.random.len() as u64 * runs.per_draw;
    let (mut done, failed) = (0u64, report.failures.len());
    'draws: for d in runs.random {
        for k in 0..runs.per_draw {
            let timed_out = how.deadline.is_some_and(|t| Instant::now() >= t);
            if timed_out || !compare_run(step, &d.run(k), true, how, report) {
                report.incomplete += total - done;
                break 'draws;
            }
            done += 1;
            if report.failures.len() > failed {
                break 'draws;
            }
        }
    }
}

/// One run before and after the step; a failure is added to the report. A random run's
/// retries are made only before the deadline: `false` when it had no verdict.
fn compare_run(step: &Step<'_>, r: &RunSpec, random: bool, how: &How<'_>, report: &mut StepReport) -> bool {
    let deadline = if random { how.deadline } else { None };
    let c = Compare { deadline, ..Compare::new(how.limits) };
    let verdict = equiv::compare(step.before, step.after, r, &c, &mut report.coverage);
    if matches!(verdict, Ok(Verdict::NoVerdict)) {
        return false;
    }
    report.checked += 1;
    let i = step.index;
    match verdict {
        Ok(Verdict::NoVerdict) => {}
        Ok(Verdict::Agree(a)) => {
            report.vacuous += usize::from(a.vacuous);
            report.notes.extend(a.notes.into_iter().map(|n| format!("step {}: {n}", i + 1)));
        }
        Ok(Verdict::Diverge(cx)) => {
            let mut details = cx.diff(step.before, step.after, how.notation);
            if random {
                details.insert(0, format!("a random run; as a plain run: {}", r.as_spec_run()));
            }
            report.failures.push(Failure {
                step: i,
                theorem: Some(Theorem::Equivalence),
                cannot_apply: false,
                title: format!("{} fails for run {}", Theorem::Equivalence.name(), r.label()),
                details,
            })
        }
        Err(e) => report.failures.push(Failure::new(i, e.to_string(), vec![])),
    }
    true
}
