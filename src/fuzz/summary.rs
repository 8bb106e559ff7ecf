//! What a fuzzing session found: counts per transformation, where the time went, the
//! failures with what reproduces them, and the summary `waddle fuzz` prints.

use super::gen::Prog;
use super::shrink;
use crate::exec::{Coverage, Rule};
use crate::format::spec::Transform;
use crate::ir::Program;
use crate::oracle::{equiv, Theorem};
use std::collections::BTreeMap;
use std::time::Duration;

/// Counts for one kind of transformation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Steps applied (and checked).
    pub applied: u64,
    /// Attempts the transformation refused with a precondition error.
    pub refused: u64,
    /// Steps with a failed check.
    pub failed: u64,
    /// Steps not taken: the program would have grown past `Options::max_blocks`.
    pub oversized: u64,
}

/// Where the time went, summed over the threads.
#[derive(Clone, Copy, Debug, Default)]
pub struct Phases {
    /// Drawing and emitting programs, drawing runs.
    pub generate: Duration,
    /// Canonical and LCSSA form from scratch, verification, entering the maintained
    /// world (D and F computed once per function).
    pub canonicalize: Duration,
    /// Applying the steps (refused attempts included).
    pub transform: Duration,
    /// The six maintenance theorems (D and F recomputed from scratch and compared).
    pub theorems: Duration,
    /// Running each run before and after each step, and comparing.
    pub execute: Duration,
    /// Whole iterations (the phases and what lies between them).
    pub whole: Duration,
}

impl Phases {
    pub(super) fn add(&mut self, o: &Phases) {
        self.generate += o.generate;
        self.canonicalize += o.canonicalize;
        self.transform += o.transform;
        self.theorems += o.theorems;
        self.execute += o.execute;
        self.whole += o.whole;
    }

    pub fn total(&self) -> Duration {
        self.generate + self.canonicalize + self.transform + self.theorems + self.execute
    }

    /// `generation 4 %, canonicalization 9 %, …`.
    pub fn shares(&self) -> Vec<(&'static str, f64)> {
        let t = self.total().as_secs_f64().max(1e-12);
        [
            ("generation", self.generate),
            ("canonicalization", self.canonicalize),
            ("transformation", self.transform),
            ("theorems", self.theorems),
            ("execution", self.execute),
        ]
        .into_iter()
        .map(|(n, d)| (n, 100.0 * d.as_secs_f64() / t))
        .collect()
    }
}

/// What reproduces a failure: the program before the pipeline, the pipeline up to the
/// failing step, and the runs (the entry's and each helper's).
#[derive(Clone, Debug)]
pub struct Case {
    /// The generator's tree, while the program is still exactly its build (shrinking
    /// tries smaller trees first).
    pub source: Option<Prog>,
    pub program: Program,
    pub steps: Vec<Transform>,
    pub runs: Vec<equiv::RunSpec>,
}

/// One failure.
#[derive(Clone, Debug)]
pub struct Failure {
    pub iteration: u64,
    /// 1-based, in the pipeline.
    pub step: usize,
    /// The check that failed first (`None`: a run could not be executed at all).
    pub theorem: Option<Theorem>,
    /// The seed, iteration, step and every failed check, with the function before.
    pub report: String,
    pub case: Case,
    /// The shrunk case as a ready-to-run RON spec (`shrink`), when shrunk.
    pub shrunk: Option<shrink::Shrunk>,
}

/// What a fuzzing session did.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub programs: u64,
    /// Programs whose steps `--time` cut short (no step starts after it).
    pub cut_short: u64,
    /// The most blocks a program had (all its functions), generated or after a step.
    pub largest: usize,
    /// Blocks of the generated programs' entries, summed (for the mean size).
    pub entry_blocks: u64,
    /// One check: one step with its theorems, and each before/after comparison of a run.
    pub checks: u64,
    pub per_transform: BTreeMap<&'static str, Counts>,
    /// How often each reduction rule fired in the runs.
    pub coverage: Coverage,
    /// Sorted by iteration.
    pub failures: Vec<Failure>,
    pub phases: Phases,
    pub elapsed: Duration,
    pub jobs: usize,
}

impl Summary {
    pub(super) fn merge(&mut self, o: Summary) {
        self.programs += o.programs;
        self.entry_blocks += o.entry_blocks;
        self.checks += o.checks;
        for (k, c) in o.per_transform {
            let t = self.per_transform.entry(k).or_default();
            t.applied += c.applied;
            t.refused += c.refused;
            t.failed += c.failed;
            t.oversized += c.oversized;
        }
        self.cut_short += o.cut_short;
        self.largest = self.largest.max(o.largest);
        self.coverage.add(&o.coverage);
        self.failures.extend(o.failures);
        self.phases.add(&o.phases);
    }

    /// The summary `waddle fuzz` prints.
    pub fn text(&self) -> String {
        let secs = self.elapsed.as_secs_f64().max(1e-9);
        let jobs = self.jobs.max(1);
        let mut s = format!(
            "{} program(s) (entries of {:.1} blocks on average, the largest program {} blocks), {} check(s) in {:.2} s: {:.0} checks/s on {jobs} thread(s), {:.0} per thread, {} failure(s)\n",
            self.programs,
            self.entry_blocks as f64 / self.programs.max(1) as f64,
            self.largest,
            self.checks,
            secs,
            self.checks as f64 / secs,
            self.checks as f64 / secs / jobs as f64,
            self.failures.len()
        );
        if self.cut_short > 0 {
            s.push_str(&format!(
                "{} program(s) cut short by the time limit: no step starts after it\n",
                self.cut_short
            ));
        }
        let oversized = self.per_transform.values().any(|c| c.oversized > 0);
        s.push_str("transformation      applied  refused   failed");
        s.push_str(if oversized { "  too large\n" } else { "\n" });
        for (name, c) in &self.per_transform {
            s.push_str(&format!("  {name:<16} {:>8} {:>8} {:>8}", c.applied, c.refused, c.failed));
            if oversized {
                s.push_str(&format!(" {:>10}", c.oversized));
            }
            s.push('\n');
        }
        if oversized {
            s.push_str("(too large: the step would have grown the program past the block budget, and was not taken)\n");
        }
        let unfired: Vec<&str> = Rule::ALL.iter().filter(|r| self.coverage.count(**r) == 0).map(|r| r.name()).collect();
        s.push_str(&format!(
            "rules fired: {} of {}{}\n",
            Rule::ALL.len() - unfired.len(),
            Rule::ALL.len(),
            if unfired.is_empty() { String::new() } else { format!(" (never: {})", unfired.join(", ")) }
        ));
        let steps: u64 = self.coverage.0.iter().sum();
        s.push_str(&format!(
            "interpreter steps: {steps} ({:.0} per check)\n",
            steps as f64 / self.checks.max(1) as f64
        ));
        let shares: Vec<String> = self.phases.shares().iter().map(|(n, p)| format!("{n} {p:.0} %")).collect();
        s.push_str(&format!("time: {}\n", shares.join(", ")));
        for f in &self.failures {
            s.push_str(&format!("FAIL {}\n", f.report));
            if let Some(sh) = &f.shrunk {
                s.push_str(&format!("  shrunk to {}\n", sh.size_line()));
            }
        }
        s
    }
}
