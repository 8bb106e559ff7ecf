//! `waddle fuzz`: random differential checking. Each iteration generates a random
//! canonical LCSSA function `f(n: int) → int` (`gen::Stmt`), draws random runs of it
//! (`random`), and applies a pipeline of random transformation steps, each at a random
//! applicable place, to one maintained function. After every step it checks the six
//! maintenance theorems (`check::theorems`) and, for the steps that preserve semantics,
//! semantic equivalence on every run (`equiv`).
//!
//! Edge deletion is semantics-preserving only on dead edges, and a random edge is
//! usually live: deletions are checked against the theorems only. Everything is
//! deterministic in the seed: iteration `i` uses generators seeded by `(seed, i)`.

use super::{apply, describe, enter, equiv, random, theorems};
use crate::format::spec::Transform;
use crate::gen::{Rng, Stmt};
use crate::ir::{Program, Terminator};
use crate::transform::Maintained;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// What to fuzz and for how long.
#[derive(Clone, Debug)]
pub struct Options {
    pub seed: u64,
    /// Stop after this many programs…
    pub count: Option<u64>,
    /// …or after this much time (whichever comes first; 100 programs when neither).
    pub time: Option<Duration>,
    /// Transformation steps per program.
    pub steps: usize,
    /// Random runs per program.
    pub runs: u64,
    /// Also draw the deliberately wrong transformations of negative specs (test build
    /// only: `faults::AVAILABLE`), so that a test can see the fuzzer catch them.
    pub faults: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { seed: 0, count: None, time: None, steps: 4, runs: 4, faults: false }
    }
}

/// Counts for one kind of transformation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Steps applied (and checked).
    pub applied: u64,
    /// Attempts the transformation refused with a precondition error.
    pub refused: u64,
    /// Steps with a failed check.
    pub failed: u64,
}

/// What a fuzzing session did.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    pub programs: u64,
    /// One check: one step with its theorems, and each before/after comparison of a run.
    pub checks: u64,
    pub per_transform: BTreeMap<&'static str, Counts>,
    /// How often each reduction rule fired in the runs.
    pub coverage: crate::exec::Coverage,
    /// Each failure: the seed and iteration that reproduce it, the step, and the details.
    pub failures: Vec<String>,
    pub elapsed: Duration,
}

impl Summary {
    /// The summary `waddle fuzz` prints.
    pub fn text(&self) -> String {
        let secs = self.elapsed.as_secs_f64().max(1e-9);
        let mut s = format!(
            "{} program(s), {} check(s) in {:.2} s ({:.0} checks/s), {} failure(s)\n",
            self.programs,
            self.checks,
            secs,
            self.checks as f64 / secs,
            self.failures.len()
        );
        s.push_str("transformation      applied  refused   failed\n");
        for (name, c) in &self.per_transform {
            s.push_str(&format!("  {name:<16} {:>8} {:>8} {:>8}\n", c.applied, c.refused, c.failed));
        }
        let fired = crate::exec::Rule::ALL.iter().filter(|r| self.coverage.count(**r) > 0).count();
        s.push_str(&format!("rules fired: {fired} of {}\n", crate::exec::Rule::ALL.len()));
        for f in &self.failures {
            s.push_str(&format!("FAIL {f}\n"));
        }
        s
    }
}

fn kind(t: &Transform) -> &'static str {
    match t {
        Transform::DeleteEdge { .. } => "delete-edge",
        Transform::SplitEdges { .. } => "split-edges",
        Transform::DedicateExit { .. } => "dedicate-exit",
        Transform::Eject { .. } => "eject",
        Transform::Duplicate { .. } => "duplicate",
        Transform::Straighten { .. } => "straighten",
        Transform::IfSimplify { .. } => "if-simplify",
        Transform::StraightenAll { .. } => "straighten-all",
        Transform::Unswitch { .. } => "unswitch",
        Transform::Unroll { .. } => "unroll",
        Transform::Peel { .. } => "peel",
        Transform::Inline { .. } => "inline",
        Transform::JumpThread { .. } => "jump-thread",
        Transform::Optimize { .. } => "optimize",
        Transform::Fault { .. } => "fault",
        Transform::Replace { .. } => "replace",
        Transform::ReplaceProgram(_) => "replace-program",
    }
}

/// The steps that could apply to `m` now, named as a spec names them.
fn candidates(m: &Maintained, faults: bool) -> Vec<Transform> {
    let f = m.function();
    let function = f.name.clone();
    let name = |b| f.block(b).name.clone();
    let mut out = vec![Transform::StraightenAll { function: function.clone() }];
    for b in f.block_ids() {
        let mut seen = Vec::new();
        for t in f.block(b).term.targets() {
            if !seen.contains(&t.block) {
                seen.push(t.block);
                let (from, to) = (name(b), name(t.block));
                out.push(Transform::DeleteEdge { function: function.clone(), from: from.clone(), to: to.clone() });
                out.push(Transform::SplitEdges { function: function.clone(), edges: vec![(from.clone(), to.clone())] });
                if faults && super::faults::AVAILABLE {
                    let fault = crate::format::spec::Fault::StaleDomTree { from, to };
                    out.push(Transform::Fault { function: function.clone(), fault });
                }
            }
        }
        if m.can_straighten(b).is_some() {
            out.push(Transform::Straighten { function: function.clone(), block: name(b) });
        }
        if matches!(f.block(b).term, Terminator::Switch { .. }) {
            out.push(Transform::IfSimplify { function: function.clone(), block: name(b) });
            out.push(Transform::JumpThread { function: function.clone(), block: name(b) });
        }
        // A single-entry region: the block alone, entered from all but its first
        // predecessor edge source (duplication keeps the rest).
        let preds: Vec<_> = f
            .block_ids()
            .filter(|p| f.block(*p).term.targets().iter().any(|t| t.block == b) && *p != b)
            .map(name)
            .collect();
        if preds.len() >= 2 && f.entry() != b {
            out.push(Transform::Duplicate {
                function: function.clone(),
                region: vec![name(b)],
                redirect: vec![preds[1].clone()],
            });
        }
    }
    for l in m.forest().ids() {
        let d = m.forest().get(l);
        out.push(Transform::Eject { function: function.clone(), header: name(d.header) });
        for x in d.exits.iter() {
            out.push(Transform::DedicateExit { function: function.clone(), header: name(d.header), exit: name(*x) });
        }
        out.push(Transform::Unroll { function: function.clone(), header: name(d.header), factor: 2 });
        out.push(Transform::Peel { function: function.clone(), header: name(d.header), count: 1 });
        for b in d.body.iter() {
            if matches!(f.block(*b).term, Terminator::Switch { .. }) {
                out.push(Transform::Unswitch { function: function.clone(), header: name(d.header), block: name(*b) });
            }
        }
    }
    out
}

/// Fuzzes until the count or the time is reached; `progress` sees the summary after
/// each program.
pub fn fuzz(opts: &Options, mut progress: impl FnMut(&Summary)) -> Summary {
    let start = Instant::now();
    let mut s = Summary::default();
    let count = match (opts.count, opts.time) {
        (None, None) => Some(100),
        (c, _) => c,
    };
    let limits = equiv::CheckLimits::current();
    for i in 0.. {
        if count.is_some_and(|c| i >= c) || opts.time.is_some_and(|t| start.elapsed() >= t) {
            break;
        }
        one(opts, i, &limits, &mut s);
        s.programs += 1;
        s.elapsed = start.elapsed();
        progress(&s);
    }
    s.elapsed = start.elapsed();
    s
}

fn one(opts: &Options, i: u64, limits: &equiv::CheckLimits, s: &mut Summary) {
    let mut rng = Rng::new(opts.seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    rng.next();
    let size = 3 + rng.below(14) as usize;
    // Every other program switches on its parameter inside loops, so that unswitching
    // finds loop-invariant switches.
    let stmt = if i % 2 == 1 {
        Stmt::random_with_invariant_switches(&mut rng, size, 3)
    } else {
        Stmt::random(&mut rng, size, 3)
    };
    let mut program = Program { funcs: vec![stmt.build("f")], externs: vec![] };
    let at = format!("--seed {} iteration {i}", opts.seed);
    let errors = crate::verify::verify_program(&program, None);
    if !errors.is_empty() {
        s.failures.push(format!("{at}: the generated program does not verify: {}", errors[0]));
        return;
    }
    let mut m = match enter(&program.funcs[0]) {
        Ok(m) => m,
        Err(e) => {
            s.failures.push(format!("{at}: the generated program cannot enter the maintained world: {e}"));
            return;
        }
    };
    m.know_program(&program);
    let fid = crate::ir::FuncId(0);
    let runs = random::runs(&program, "f", opts.runs, rng.next(), random::DEFAULT_FUEL).unwrap_or_default();
    for step in 0..opts.steps {
        let mut cands = candidates(&m, opts.faults);
        // Up to 8 attempts at a random applicable place.
        let mut done = false;
        for _ in 0..8 {
            if cands.is_empty() || done {
                break;
            }
            let t = cands.swap_remove(rng.below(cands.len() as u64) as usize);
            let counts = s.per_transform.entry(kind(&t)).or_default();
            let mut next = m.clone();
            if apply(&mut next, &t).is_err() {
                counts.refused += 1;
                continue;
            }
            done = true;
            counts.applied += 1;
            let before = program.clone();
            *program.func_mut(fid) = next.function().clone();
            let mut failed: Vec<String> = theorems(&program, fid, &next, step).iter().map(|f| f.to_string()).collect();
            s.checks += 1;
            if !matches!(t, Transform::DeleteEdge { .. }) {
                for r in &runs {
                    s.checks += 1;
                    match equiv::compare_with(&before, &program, r, &mut s.coverage, limits) {
                        Ok(Ok(_)) => {}
                        Ok(Err(d)) => failed.push(format!(
                            "semantic equivalence fails for {}:\n    {}",
                            random::as_spec_run(r),
                            d.join("\n    ")
                        )),
                        Err(e) => failed.push(format!("run {}: {e}", r.label())),
                    }
                }
            }
            if !failed.is_empty() {
                s.per_transform.entry(kind(&t)).or_default().failed += 1;
                s.failures.push(format!(
                    "{at}, step {}: {}\n  {}\n  program before the step:\n{}",
                    step + 1,
                    describe(&t),
                    failed.join("\n  "),
                    crate::format::paper::function(&before, before.func(fid))
                ));
                return;
            }
            m = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_session_checks_many_kinds_of_step_and_finds_nothing() {
        let s = fuzz(&Options { seed: 5, count: Some(25), ..Options::default() }, |_| {});
        assert!(s.failures.is_empty(), "{}", s.text());
        assert_eq!(s.programs, 25);
        let applied: Vec<&str> = s.per_transform.iter().filter(|(_, c)| c.applied > 0).map(|(k, _)| *k).collect();
        for k in ["delete-edge", "split-edges", "straighten-all"] {
            assert!(applied.contains(&k), "{k} never applied: {}", s.text());
        }
        assert!(applied.len() >= 5, "{}", s.text());
        // Equivalence checks ran: more checks than steps.
        let steps: u64 = s.per_transform.values().map(|c| c.applied).sum();
        assert!(s.checks > steps, "{}", s.text());
        assert!(s.text().contains("checks/s"));
    }

    #[test]
    fn a_wrong_transformation_is_caught_and_reported_with_its_seed() {
        let s = fuzz(&Options { seed: 3, count: Some(40), faults: true, ..Options::default() }, |_| {});
        let c = &s.per_transform["fault"];
        assert!(c.applied > 0 && c.failed > 0, "{}", s.text());
        let f = s.failures.iter().find(|f| f.contains("test-only fault")).expect("a fault's failure");
        assert!(f.contains("--seed 3 iteration") && f.contains("maintenance of the dominator tree"), "{f}");
        assert!(s.failures.iter().all(|f| f.contains("test-only fault")), "{}", s.text());
    }

    #[test]
    fn sessions_are_deterministic_in_the_seed() {
        let o = Options { seed: 9, count: Some(6), ..Options::default() };
        let (a, b) = (fuzz(&o, |_| {}), fuzz(&o, |_| {}));
        assert_eq!(a.per_transform, b.per_transform);
        assert_eq!(a.checks, b.checks);
    }
}
