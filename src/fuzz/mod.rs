//! `waddle fuzz`: random differential checking. Each iteration generates a random
//! program (`gen::Prog`: an entry `f(n)` and helpers `g1 … gk(n, d)` that call each
//! other, recursion included, directly and through registers holding `ref g`, with
//! memory, externals and wide integers), draws random runs of each function
//! (`random`), and applies a pipeline of random steps, each a random transformation or
//! pass (inlining and the phaseless optimizer included) at a random applicable place
//! of a random function, in the program's maintained world. After every step it
//! checks the six maintenance theorems (`oracle::theorems`) and semantic equivalence
//! on every run (`equiv`).
//!
//! Edge deletion is semantics-preserving only on dead edges, and a random edge is
//! usually live: a deletion is checked against the theorems, and kept in the pipeline
//! only when the runs agree (so that every pipeline is one a spec can replay, with
//! equivalence after every step).
//!
//! Everything is deterministic in the seed: iteration `i` uses generators seeded by
//! `(seed, i)` only, so `--jobs` changes which thread runs an iteration, never what it
//! finds. A failure keeps what reproduces it (`Case`), and `shrink` makes it small.

pub mod gen;
pub mod shrink;

use crate::check::{describe, World};
use crate::exec::machine::Rng;
use crate::format::spec::{Fault, Transform};
use crate::ir::{BlockId, FuncId, Op, Operand, Program, Reg, Terminator};
use crate::oracle::step::{check_step, How, Runs, Step};
use crate::oracle::{equiv, random, CheckLimits, Config, Paper, Theorem};
use crate::transform::Maintained;
use gen::Prog;
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
    /// Random runs of the entry per program (each helper gets a quarter as many, at
    /// least one), at most `MAX_RUNS`.
    pub runs: u64,
    /// Threads, each with its own programs and configurations.
    pub jobs: usize,
    /// The entry's size is drawn from this range (statements of `gen::Prog::random`).
    pub size: (usize, usize),
    /// Also draw this deliberately wrong transformation (`faults::AVAILABLE` builds
    /// only: the test build and `--features faults`), so that one can see the fuzzer
    /// catch it.
    pub fault: Option<FaultKind>,
    /// Shrink at most this many failures (the first ones, by iteration).
    pub shrink: usize,
    /// The limits of every run.
    pub limits: CheckLimits,
}

/// The most random runs per program: they are kept with the program (a failure's spec
/// replays them), so the count is bounded rather than the memory left to grow with it.
pub const MAX_RUNS: u64 = 10_000;

impl Default for Options {
    fn default() -> Options {
        Options {
            seed: 0,
            count: None,
            time: None,
            steps: 4,
            runs: 4,
            jobs: 1,
            size: (3, 20),
            fault: None,
            shrink: 3,
            limits: CheckLimits::default(),
        }
    }
}

/// The faults the fuzzer can draw at random places (`check::faults`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultKind {
    DeleteLiveEdge,
    StaleDomTree,
    StaleLoopForest,
    UndedicatedExit,
    UnswitchSwappedVersions,
    UnrollWithoutExitTests,
    PeelForgettingValues,
    InlineStaleContinuation,
}

impl FaultKind {
    pub const ALL: [(FaultKind, &'static str); 8] = [
        (FaultKind::DeleteLiveEdge, "delete-live-edge"),
        (FaultKind::StaleDomTree, "stale-dom-tree"),
        (FaultKind::StaleLoopForest, "stale-loop-forest"),
        (FaultKind::UndedicatedExit, "undedicated-exit"),
        (FaultKind::UnswitchSwappedVersions, "unswitch-swapped-versions"),
        (FaultKind::UnrollWithoutExitTests, "unroll-without-exit-tests"),
        (FaultKind::PeelForgettingValues, "peel-forgetting-values"),
        (FaultKind::InlineStaleContinuation, "inline-stale-continuation"),
    ];

    /// `stale-dom-tree` → `StaleDomTree`; the error lists the names.
    pub fn parse(name: &str) -> Result<FaultKind, String> {
        FaultKind::ALL.iter().find(|(_, n)| *n == name).map(|(k, _)| *k).ok_or_else(|| {
            let names: Vec<&str> = FaultKind::ALL.iter().map(|(_, n)| *n).collect();
            format!("unknown fault `{name}` (the faults: {})", names.join(", "))
        })
    }

    pub fn name(self) -> &'static str {
        FaultKind::ALL.iter().find(|(k, _)| *k == self).map(|(_, n)| *n).expect("every kind is listed")
    }
}

/// The fuel of each random run: generated programs halt in a few hundred steps (at most
/// some thousands), so a run that needs more has been made endless by a step.
pub const FUEL: u64 = 20_000;

/// Whether this build can apply faults.
pub use crate::check::FAULTS_AVAILABLE;
use crate::exec::{Coverage, Rule};
use crate::format::paper;
use crate::{canon, verify};

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
    fn add(&mut self, o: &Phases) {
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
    fn merge(&mut self, o: Summary) {
        self.programs += o.programs;
        self.entry_blocks += o.entry_blocks;
        self.checks += o.checks;
        for (k, c) in o.per_transform {
            let t = self.per_transform.entry(k).or_default();
            t.applied += c.applied;
            t.refused += c.refused;
            t.failed += c.failed;
        }
        self.coverage.add(&o.coverage);
        self.failures.extend(o.failures);
        self.phases.add(&o.phases);
    }

    /// The summary `waddle fuzz` prints.
    pub fn text(&self) -> String {
        let secs = self.elapsed.as_secs_f64().max(1e-9);
        let jobs = self.jobs.max(1);
        let mut s = format!(
            "{} program(s) (entries of {:.1} blocks on average), {} check(s) in {:.2} s: {:.0} checks/s on {jobs} thread(s), {:.0} per thread, {} failure(s)\n",
            self.programs,
            self.entry_blocks as f64 / self.programs.max(1) as f64,
            self.checks,
            secs,
            self.checks as f64 / secs,
            self.checks as f64 / secs / jobs as f64,
            self.failures.len()
        );
        s.push_str("transformation      applied  refused   failed\n");
        for (name, c) in &self.per_transform {
            s.push_str(&format!("  {name:<16} {:>8} {:>8} {:>8}\n", c.applied, c.refused, c.failed));
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

pub fn kind(t: &Transform) -> &'static str {
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

/// The steps that could apply to `m` now, named as a spec names them; the fault's
/// places separately.
fn candidates(m: &Maintained, fault: Option<FaultKind>) -> (Vec<Transform>, Vec<Transform>) {
    let f = m.function();
    let function = f.name.clone();
    let name = |b| f.block(b).name.clone();
    let mut out = vec![
        Transform::StraightenAll { function: function.clone() },
        Transform::Optimize { function: function.clone(), threshold: None },
    ];
    let mut faults = Vec::new();
    let mut fault_at = |fault: Fault| faults.push(Transform::Fault { function: function.clone(), fault });
    let mut preds: BTreeMap<BlockId, Vec<BlockId>> = BTreeMap::new();
    for b in f.block_ids() {
        let mut seen = Vec::new();
        for t in f.block(b).term.targets() {
            if !seen.contains(&t.block) {
                seen.push(t.block);
                if t.block != b {
                    preds.entry(t.block).or_default().push(b);
                }
                let (from, to) = (name(b), name(t.block));
                out.push(Transform::DeleteEdge { function: function.clone(), from: from.clone(), to: to.clone() });
                out.push(Transform::SplitEdges { function: function.clone(), edges: vec![(from.clone(), to.clone())] });
                match fault {
                    Some(FaultKind::DeleteLiveEdge) => {
                        fault_at(Fault::DeleteLiveEdge { from: from.clone(), to: to.clone() })
                    }
                    Some(FaultKind::StaleDomTree) => {
                        fault_at(Fault::StaleDomTree { from: from.clone(), to: to.clone() })
                    }
                    Some(FaultKind::StaleLoopForest) => fault_at(Fault::StaleLoopForest { from, to }),
                    _ => {}
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
        for (k, inst) in f.block(b).insts.iter().enumerate() {
            if let Op::Call(..) = inst.op {
                if m.call_target(b, k).is_ok() {
                    out.push(Transform::Inline { function: function.clone(), block: name(b), index: k });
                    if fault == Some(FaultKind::InlineStaleContinuation) {
                        fault_at(Fault::InlineStaleContinuation { block: name(b), index: k });
                    }
                }
            }
        }
    }
    // A single-entry region: a block alone, entered from all but its first
    // predecessor (duplication keeps the rest).
    for (b, ps) in &preds {
        if ps.len() >= 2 && f.entry() != *b {
            out.push(Transform::Duplicate {
                function: function.clone(),
                region: vec![name(*b)],
                redirect: vec![name(ps[1])],
            });
        }
    }
    for l in m.forest().ids() {
        let d = m.forest().get(l);
        let header = name(d.header);
        out.push(Transform::Eject { function: function.clone(), header: header.clone() });
        for x in d.exits.iter() {
            out.push(Transform::DedicateExit { function: function.clone(), header: header.clone(), exit: name(*x) });
            if fault == Some(FaultKind::UndedicatedExit) {
                fault_at(Fault::UndedicatedExit { header: header.clone(), exit: name(*x) });
            }
        }
        for factor in [2, 3] {
            out.push(Transform::Unroll { function: function.clone(), header: header.clone(), factor });
        }
        for count in [1, 2] {
            out.push(Transform::Peel { function: function.clone(), header: header.clone(), count });
        }
        match fault {
            Some(FaultKind::UnrollWithoutExitTests) => {
                fault_at(Fault::UnrollWithoutExitTests { header: header.clone(), factor: 2 })
            }
            Some(FaultKind::PeelForgettingValues) => {
                fault_at(Fault::PeelForgettingValues { header: header.clone(), count: 1 })
            }
            _ => {}
        }
        // Unswitching only where the scrutinee is loop-invariant (defined outside the
        // body, or a constant): anywhere else it is refused.
        let defined_inside = |r: Reg| {
            d.body.iter().any(|x| {
                let x = f.block(*x);
                x.params.contains(&r) || x.insts.iter().any(|i| i.dst == Some(r))
            })
        };
        for b in d.body.iter() {
            let invariant = match &f.block(*b).term {
                Terminator::Switch { on: Operand::Reg(r), .. } => !defined_inside(*r),
                Terminator::Switch { .. } => true,
                _ => false,
            };
            if invariant {
                out.push(Transform::Unswitch { function: function.clone(), header: header.clone(), block: name(*b) });
                if fault == Some(FaultKind::UnswitchSwappedVersions) {
                    fault_at(Fault::UnswitchSwappedVersions { header: header.clone(), block: name(*b) });
                }
            }
        }
    }
    (out, faults)
}

/// The iteration's generator: a function of the seed and the iteration only.
fn rng_for(seed: u64, i: u64) -> Rng {
    let mut rng = Rng::new(seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    rng.next();
    rng
}

/// Fuzzes until the count or the time is reached, on `opts.jobs` threads; `progress`
/// sees the merged summary after each program. The first `opts.shrink` failures (by
/// iteration) are shrunk at the end.
pub fn fuzz(opts: &Options, mut progress: impl FnMut(&Summary)) -> Summary {
    let start = Instant::now();
    let count = match (opts.count, opts.time) {
        (None, None) => Some(100),
        (c, _) => c,
    };
    let jobs = opts.jobs.max(1);
    let mut total = Summary { jobs, ..Summary::default() };
    let (tx, rx) = std::sync::mpsc::channel::<Summary>();
    std::thread::scope(|scope| {
        for t in 0..jobs as u64 {
            let tx = tx.clone();
            scope.spawn(move || {
                // Results go to the main thread in batches (every 50 ms): a message per
                // program would wake it, and the thread switch cost more than a program.
                let mut batch = Summary::default();
                let mut sent = Instant::now();
                let mut i = t;
                while count.is_none_or(|c| i < c) && opts.time.is_none_or(|d| start.elapsed() < d) {
                    let t0 = Instant::now();
                    one(opts, i, &mut batch);
                    batch.programs += 1;
                    batch.phases.whole += t0.elapsed();
                    if sent.elapsed() >= Duration::from_millis(50) {
                        if tx.send(std::mem::take(&mut batch)).is_err() {
                            return;
                        }
                        sent = Instant::now();
                    }
                    i += jobs as u64;
                }
                let _ = tx.send(batch);
            });
        }
        drop(tx);
        for s in rx {
            total.merge(s);
            total.elapsed = start.elapsed();
            progress(&total);
        }
    });
    total.failures.sort_by_key(|f| f.iteration);
    for f in total.failures.iter_mut().take(opts.shrink) {
        let origin = format!("waddle fuzz --seed {}, iteration {}", opts.seed, f.iteration);
        f.shrunk = shrink::shrink(&f.case, f.theorem, &origin, &Config { limits: opts.limits, ..Config::default() });
    }
    total.elapsed = start.elapsed();
    total
}

/// The program of iteration `i`, with the generator's tree (for `waddle bench fuzz`
/// and the tests).
pub fn program_of(opts: &Options, i: u64) -> (Prog, Rng) {
    let mut rng = rng_for(opts.seed, i);
    let (lo, hi) = opts.size;
    let size = lo + rng.below((hi.max(lo) - lo + 1) as u64) as usize;
    (Prog::random(&mut rng, size), rng)
}

/// Iteration `i`: a program generated, canonicalized and entered, then up to
/// `opts.steps` random steps, each checked by `oracle::step` (the same check as a spec
/// step) until the first failure.
fn one(opts: &Options, i: u64, s: &mut Summary) {
    let at = format!("--seed {} iteration {i}", opts.seed);
    let t0 = Instant::now();
    let (prog, mut rng) = program_of(opts, i);
    let mut program = prog.emit();
    let t1 = Instant::now();
    s.phases.generate += t1 - t0;
    for f in &mut program.funcs {
        if let Err(e) = canon::canonicalize_function(f) {
            s.failures.push(internal(
                i,
                &at,
                format!("the generated `{}` cannot be canonicalized: {e:?}", f.name),
                &prog,
            ));
            return;
        }
    }
    let errors = verify::verify_program(&program, None);
    if !errors.is_empty() {
        s.failures.push(internal(i, &at, format!("the generated program does not verify: {}", errors[0]), &prog));
        return;
    }
    s.entry_blocks += program.funcs[0].block_ids().count() as u64;
    let mut world = match World::enter(program) {
        Ok(w) => w,
        Err((_, e)) => {
            let why = format!("the generated program cannot enter the maintained world: {e}");
            s.failures.push(internal(i, &at, why, &prog));
            return;
        }
    };
    let t2 = Instant::now();
    s.phases.canonicalize += t2 - t1;
    let run_seed = rng.next();
    let mut runs = Vec::new();
    for f in &world.program().funcs {
        let n = if f.name == "f" { opts.runs } else { opts.runs.div_ceil(4) };
        runs.extend(random::runs(world.program(), &f.name, n, run_seed, FUEL).unwrap_or_default());
    }
    s.phases.generate += t2.elapsed();
    let initial = world.program().clone();
    let mut applied: Vec<Transform> = Vec::new();
    let how = How { limits: &opts.limits, notation: &Paper, deadline: None };
    for step in 0..opts.steps {
        let funcs = world.program().funcs.len();
        // The entry half the time, else a helper.
        let fid =
            if funcs == 1 || rng.below(2) == 0 { FuncId(0) } else { FuncId(1 + rng.below(funcs as u64 - 1) as u32) };
        let fname = world.program().func(fid).name.clone();
        let t3 = Instant::now();
        let (mut cands, mut fault_cands) =
            candidates(world.get(&fname).expect("every function is entered").1, opts.fault);
        s.phases.transform += t3.elapsed();
        // Up to 8 attempts at a random applicable place.
        for _ in 0..8 {
            let from_faults = !fault_cands.is_empty() && (cands.is_empty() || rng.below(2) == 0);
            let pool = if from_faults { &mut fault_cands } else { &mut cands };
            if pool.is_empty() {
                break;
            }
            let t = pool.swap_remove(rng.below(pool.len() as u64) as usize);
            let t3 = Instant::now();
            let attempt = world.attempt(fid, &t);
            s.phases.transform += t3.elapsed();
            let Ok(attempt) = attempt else {
                s.per_transform.entry(kind(&t)).or_default().refused += 1;
                continue;
            };
            s.per_transform.entry(kind(&t)).or_default().applied += 1;
            // A deletion is checked against the theorems here, and against the runs
            // below: kept only when every run agrees.
            let deletion = matches!(t, Transform::DeleteEdge { .. });
            let checked = Step {
                index: step,
                before: world.program(),
                after: &attempt.after,
                changed: vec![(fid, &attempt.next)],
            };
            let given = if deletion { &[][..] } else { &runs[..] };
            let report = check_step(&checked, Runs { given, ..Runs::default() }, &how);
            s.phases.theorems += report.theorems_time;
            s.phases.execute += report.runs_time;
            s.checks += 1 + runs.len() as u64;
            s.coverage.add(&report.coverage);
            let t5 = Instant::now();
            let agree = !deletion
                || runs
                    .iter()
                    .all(|r| same_complete_run(world.program(), &attempt.after, r, &mut s.coverage, &opts.limits));
            s.phases.execute += t5.elapsed();
            applied.push(t.clone());
            if !report.passed() {
                s.per_transform.entry(kind(&t)).or_default().failed += 1;
                let texts: Vec<String> = report.failures.iter().map(|f| f.to_string().trim_end().to_string()).collect();
                let before = world.program();
                s.failures.push(Failure {
                    iteration: i,
                    step: step + 1,
                    theorem: report.failures[0].theorem,
                    report: format!(
                        "{at}, step {}: {}\n  {}\n  function before the step:\n{}",
                        step + 1,
                        describe(&t),
                        texts.join("\n  "),
                        paper::function(before, before.func(fid))
                    ),
                    case: Case { source: Some(prog), program: initial, steps: applied, runs },
                    shrunk: None,
                });
                return;
            }
            if agree {
                world.commit(attempt);
            } else {
                // A live edge: the theorems held; the pipeline goes on without it.
                applied.pop();
            }
            break;
        }
    }
}

/// Whether `r` halts within its fuel before and after, with the same outcome and
/// effects: the test that keeps an edge deletion in the pipeline (a dead edge for every
/// run). No retry with more fuel: a deletion that makes a loop endless is simply
/// dropped.
fn same_complete_run(
    before: &Program,
    after: &Program,
    r: &equiv::RunSpec,
    coverage: &mut Coverage,
    limits: &CheckLimits,
) -> bool {
    let fuel = limits.first_fuel(r.fuel).0;
    let (Ok(b), Ok(a)) = (equiv::execute(before, r, fuel, limits), equiv::execute(after, r, fuel, limits)) else {
        return false;
    };
    coverage.add(&b.coverage);
    coverage.add(&a.coverage);
    b.complete() && a.complete() && b.outcome == a.outcome && b.effects == a.effects
}

/// A failure of the generator itself (a program that does not verify or cannot be
/// canonicalized): no step to shrink.
fn internal(i: u64, at: &str, what: String, prog: &Prog) -> Failure {
    Failure {
        iteration: i,
        step: 0,
        theorem: None,
        report: format!("{at}: {what}"),
        case: Case { source: Some(prog.clone()), program: Program::default(), steps: Vec::new(), runs: Vec::new() },
        shrunk: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::Rule;

    #[test]
    fn a_short_session_checks_every_kind_of_step_and_finds_nothing() {
        let s = fuzz(&Options { seed: 5, count: Some(60), ..Options::default() }, |_| {});
        assert!(s.failures.is_empty(), "{}", s.text());
        assert_eq!(s.programs, 60);
        let applied: Vec<&str> = s.per_transform.iter().filter(|(_, c)| c.applied > 0).map(|(k, _)| *k).collect();
        for k in [
            "delete-edge",
            "split-edges",
            "straighten-all",
            "inline",
            "optimize",
            "unroll",
            "peel",
            "eject",
            "duplicate",
            "straighten",
            "dedicate-exit",
        ] {
            assert!(applied.contains(&k), "{k} never applied: {}", s.text());
        }
        // Equivalence checks ran: more checks than steps.
        let steps: u64 = s.per_transform.values().map(|c| c.applied).sum();
        assert!(s.checks > steps, "{}", s.text());
        assert!(s.text().contains("checks/s"));
        for rule in ["E-Call", "E-Alloc", "E-Free", "E-Call-Extern", "E-Return-Frame", "E-Wrap", "E-Load-Fault"] {
            let r = Rule::ALL.iter().find(|r| r.name() == rule).expect("a rule of that name");
            assert!(s.coverage.count(*r) > 0, "{rule} never fired: {}", s.text());
        }
    }

    #[test]
    fn a_wrong_transformation_is_caught_and_reported_with_its_seed() {
        let s = fuzz(
            &Options {
                seed: 3,
                count: Some(40),
                fault: Some(FaultKind::StaleDomTree),
                shrink: 0,
                ..Options::default()
            },
            |_| {},
        );
        let c = &s.per_transform["fault"];
        assert!(c.applied > 0 && c.failed > 0, "{}", s.text());
        let f = s.failures.iter().find(|f| f.report.contains("test-only fault")).expect("a fault's failure");
        assert!(
            f.report.contains("--seed 3 iteration") && f.report.contains("maintenance of the dominator tree"),
            "{}",
            f.report
        );
        assert!(s.failures.iter().all(|f| f.report.contains("test-only fault")), "{}", s.text());
    }

    /// The same seed finds the same things whatever the number of threads.
    #[test]
    fn sessions_are_deterministic_in_the_seed_whatever_the_jobs() {
        let o = Options {
            seed: 9,
            count: Some(12),
            fault: Some(FaultKind::DeleteLiveEdge),
            shrink: 0,
            ..Options::default()
        };
        let a = fuzz(&o, |_| {});
        let b = fuzz(&Options { jobs: 3, ..o.clone() }, |_| {});
        assert_eq!(a.per_transform, b.per_transform);
        assert_eq!(a.checks, b.checks);
        assert_eq!(b.jobs, 3);
        let its = |s: &Summary| s.failures.iter().map(|f| (f.iteration, f.step, f.report.clone())).collect::<Vec<_>>();
        assert!(!a.failures.is_empty(), "{}", a.text());
        assert_eq!(its(&a), its(&b));
    }
}
