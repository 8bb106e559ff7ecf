//! `waddle fuzz`: random differential checking. Each iteration generates a random
//! program (`gen::Prog`: an entry `f(n)` and helpers `g1 … gk(n, d)` that call each
//! other, recursion included, directly and through registers holding `ref g`, with
//! memory, externals, wide integers and guarded operations that can fail, so that
//! every rule of the semantics fires), draws random runs of each function
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
//!
//! The files: `candidates.rs` (the steps that may be drawn), `iteration.rs` (one
//! program and its steps), `summary.rs` (what a session found), `shrink.rs`, `gen/`;
//! `llvm.rs` (`waddle fuzz --llvm`: LLVM's passes on exported programs, each run as
//! `check::suite` runs a pass, bounded in time, its process group killed).

mod candidates;
pub mod gen;
mod iteration;
pub mod llvm;
pub mod shrink;
mod summary;

pub use candidates::kind;
pub use summary::{Case, Counts, Failure, Phases, Summary};

use crate::exec::machine::Rng;
use crate::oracle::{CheckLimits, Config};
use gen::Prog;
use iteration::one;
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
    /// The most blocks (all functions together) a program may grow to by its steps:
    /// unrolling, peeling, duplication and inlining multiply a program, and a step past
    /// this is not taken (every step, when the generated program is larger already).
    /// Generated programs start at some tens of blocks.
    pub max_blocks: usize,
    /// Shrink at most this many failures (the first ones, by iteration).
    pub shrink: usize,
    /// The limits of every run.
    pub limits: CheckLimits,
}

/// The default block budget of a program (`Options::max_blocks`): a step on a program
/// this large is checked in some milliseconds.
pub const MAX_BLOCKS: usize = 2_000;

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
            max_blocks: MAX_BLOCKS,
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
    HoistOutOfGuard,
}

impl FaultKind {
    pub const ALL: [(FaultKind, &'static str); 9] = [
        (FaultKind::DeleteLiveEdge, "delete-live-edge"),
        (FaultKind::StaleDomTree, "stale-dom-tree"),
        (FaultKind::StaleLoopForest, "stale-loop-forest"),
        (FaultKind::UndedicatedExit, "undedicated-exit"),
        (FaultKind::UnswitchSwappedVersions, "unswitch-swapped-versions"),
        (FaultKind::UnrollWithoutExitTests, "unroll-without-exit-tests"),
        (FaultKind::PeelForgettingValues, "peel-forgetting-values"),
        (FaultKind::InlineStaleContinuation, "inline-stale-continuation"),
        (FaultKind::HoistOutOfGuard, "hoist-out-of-guard"),
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

/// The iteration's generator: a function of the seed and the iteration only.
fn rng_for(seed: u64, i: u64) -> Rng {
    let mut rng = Rng::new(seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    rng.next_u64();
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
                    one(opts, i, &mut batch, opts.time.map(|d| start + d));
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
            "if-simplify",
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

    /// The generated programs reach every rule of the semantics, the error outcomes
    /// included (`gen::Guard`), and the steps keep them: nothing fails. Jump threading
    /// finds places too, and the steps drawn with a checked precondition apply.
    #[test]
    fn a_session_fires_every_rule() {
        let s = fuzz(&Options { seed: 5, count: Some(800), ..Options::default() }, |_| {});
        assert!(s.failures.is_empty(), "{}", s.text());
        let never: Vec<&str> = Rule::ALL.iter().filter(|r| s.coverage.count(**r) == 0).map(|r| r.name()).collect();
        assert!(never.is_empty(), "never fired: {never:?}\n{}", s.text());
        // The generator's retested joins give jump threading its places.
        assert!(s.per_transform.get("jump-thread").is_some_and(|c| c.applied > 0), "{}", s.text());
        // These are drawn only where their own precondition holds: none is refused.
        for k in ["jump-thread", "duplicate", "inline"] {
            assert!(s.per_transform.get(k).is_some_and(|c| c.applied > 0 && c.refused == 0), "{k}: {}", s.text());
        }
    }

    /// A division or a load moved from under its guard to the loop's preheader is
    /// caught by the runs, with the division by zero or the uninitialised read on the
    /// side after the step, and nothing else fails.
    #[test]
    fn a_division_or_load_hoisted_above_its_guard_is_caught_with_the_error_after() {
        let s = fuzz(
            &Options {
                seed: 3,
                count: Some(300),
                fault: Some(FaultKind::HoistOutOfGuard),
                shrink: 0,
                ..Options::default()
            },
            |_| {},
        );
        let c = &s.per_transform["fault"];
        assert!(c.applied > 0 && c.failed > 0, "{}", s.text());
        assert!(s.failures.iter().all(|f| f.report.contains("HoistOutOfGuard")), "{}", s.text());
        for error in ["division by zero", "uninitialised read"] {
            let f = s
                .failures
                .iter()
                .find(|f| f.report.contains(&format!("after: halt(ex({error}")))
                .unwrap_or_else(|| panic!("no {error} after the step: {}", s.text()));
            assert!(f.report.contains("semantic equivalence fails"), "{}", f.report);
        }
    }

    /// A program's steps stop at the block budget: a step that would grow the program
    /// past it is counted and not taken, and the session goes on without failing.
    #[test]
    fn no_program_grows_past_the_block_budget() {
        let o = Options {
            seed: 31337,
            count: Some(24),
            steps: 60,
            size: (3, 8),
            max_blocks: 80,
            shrink: 0,
            ..Options::default()
        };
        let s = fuzz(&o, |_| {});
        assert!(s.failures.is_empty(), "{}", s.text());
        let oversized: u64 = s.per_transform.values().map(|c| c.oversized).sum();
        assert!(oversized > 0, "{}", s.text());
        assert!(s.largest <= 80 && s.largest > 20, "largest {}: {}", s.largest, s.text());
        assert!(s.text().contains("too large"), "{}", s.text());
        // Without the budget the same session grows past it.
        let free = fuzz(&Options { max_blocks: usize::MAX, ..o }, |_| {});
        assert!(free.largest > 80, "largest {}", free.largest);
        assert!(!free.text().contains("too large"), "{}", free.text());
    }

    /// No step starts after the deadline: a program whose deadline has passed is
    /// entered, counted as cut short, and no step is tried.
    #[test]
    fn no_step_starts_after_the_deadline() {
        let o = Options { seed: 1, steps: 100, ..Options::default() };
        let mut s = Summary::default();
        iteration::one(&o, 0, &mut s, Some(Instant::now()));
        assert_eq!(s.cut_short, 1);
        assert!(s.per_transform.is_empty(), "{:?}", s.per_transform);
        let mut t = Summary::default();
        iteration::one(&o, 0, &mut t, Some(Instant::now() + Duration::from_secs(3600)));
        assert_eq!(t.cut_short, 0);
        assert!(t.per_transform.values().map(|c| c.applied).sum::<u64>() > 0, "{:?}", t.per_transform);
        // A session with a time limit reports the cut.
        t.merge(s);
        t.programs = 2;
        assert!(t.text().contains("1 program(s) cut short by the time limit"), "{}", t.text());
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
