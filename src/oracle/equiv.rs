//! Semantic equivalence by execution (semantics/README.md, slides "Theorem (Semantic
//! Equivalence)"): a run of the program before a transformation and the same run after
//! it must agree.
//!
//! - Both halt: equal effect traces Ψ, equal final memory µ, equal remaining ν.
//! - Neither halts: the shorter effect trace must be a prefix of the longer. More fuel
//!   cannot change that (a run with more fuel extends the same Ψ, since runs are
//!   deterministic), so there is no retry: a correct step on a run that prints forever
//!   costs its fuel, twice. A wrong one stops soon after its first differing effect:
//!   the runs are first made with less fuel (`first_runs`), and traces that already
//!   differ there are the verdict.
//! - Exactly one halts and the other ran out of fuel (a transformation may change step
//!   counts): the other is retried with ten and a hundred times the fuel, never more
//!   than the fuel cap (`CheckLimits`). If it still does not halt, that is a mismatch
//!   (the theorem asks for a run that reaches the same Ψ), and the report says when the
//!   verdict rests on the cap.
//!
//! `compare` is the one entry point: it decides, and returns a typed `Verdict`. A
//! `Counterexample` is rendered as a readable diff by `diff.rs`, in the caller's
//! `Notation`, only when someone asks for it. With a deadline (`Compare::deadline`) the
//! ladder is climbed only while time remains, and the verdict is otherwise `NoVerdict`.
//!
//! Every verdict is bounded (semantics/reduction.md, "Runs, outcomes and limits"): each
//! run is bounded by its fuel (at most the cap) and the budget, and the traces are
//! compared in one linear pass up to the first divergence.

use super::alloc::{Bijection, Log, MemoryMismatch};
use super::config::CheckLimits;
use super::notation::Side;
use super::refine::{self, Agreed, Notion, Refinement, Refused};
pub use super::run::RunSpec;
use crate::exec::{self, machine::Remaining, Effect, Incomplete, Limits, Oracle, Outcome};
use crate::format::run as fmt;
use crate::ir::Program;
use std::fmt as sfmt;
use std::time::Instant;

/// The observable result of one run.
#[derive(Clone, Debug)]
pub struct Execution {
    /// How often each reduction rule fired.
    pub coverage: exec::Coverage,
    /// How the run ended: halted with a value, halted with a program error, or stopped
    /// by a limit.
    pub outcome: Outcome,
    /// The effect trace Ψ, in order.
    pub effects: Vec<Effect>,
    /// The final memory µ.
    pub memory: exec::Memory,
    /// What remains of ν: the rest of the tape and the generator's state.
    pub remaining: Remaining,
    /// Where the run stopped: the position of its last step.
    pub at: exec::Pos,
    /// The allocations made, in order (base, bits): what π pairs.
    pub allocations: Vec<(u64, u64)>,
    /// The positions of the tape entries that answered an allocation.
    pub tape_addresses: Vec<u32>,
    /// The number of reduction steps the run took.
    pub steps: u64,
    /// The fuel it was given.
    pub fuel: u64,
}

impl Execution {
    /// Whether the run halted (with a value or a program error) rather than stopping at a limit.
    pub fn complete(&self) -> bool {
        !matches!(self.outcome, Outcome::Incomplete(_))
    }

    /// Whether it stopped for want of fuel (the only limit more fuel can lift).
    pub fn out_of_fuel(&self) -> bool {
        matches!(self.outcome, Outcome::Incomplete(Incomplete::Fuel(_) | Incomplete::Work { .. }))
    }
}

/// Runs `r` on `p` with `fuel` units at most, within `limits`' budget when the run
/// sets none.
pub fn execute(p: &Program, r: &RunSpec, fuel: u64, limits: &CheckLimits) -> Result<Execution, RunError> {
    execute_following(p, r, fuel, limits, &[])
}

/// The interpreter's limits of a run of `r` with `fuel`.
pub(super) fn run_limits(r: &RunSpec, fuel: u64, cl: &CheckLimits) -> Limits {
    Limits { fuel, budget: r.budget.unwrap_or(cl.budget), ..Limits::default() }
}

/// Runs `r` on `p`. With `follow` (the tape positions that answered an allocation in
/// the run of BEFORE), the run makes BEFORE's value choices and its own addresses
/// (`OracleSpec::without_addresses`): the ν of AFTER in a comparison modulo allocation.
fn execute_following(
    p: &Program,
    r: &RunSpec,
    fuel: u64,
    cl: &CheckLimits,
    follow: &[u32],
) -> Result<Execution, RunError> {
    let start = Part::start(p, r, cl, follow)?;
    Ok(start.resume(p, r, cl, fuel)?.0)
}

/// A run made so far: where it stopped, the fuel it used (steps and extra work), its
/// steps and the rules it fired (`first_runs` goes on with more fuel from there).
struct Part {
    config: exec::Config<Oracle>,
    used: u64,
    steps: u64,
    coverage: exec::Coverage,
}

impl Part {
    /// The run of `r` on `p` not yet begun (`execute_following`'s ν).
    fn start(p: &Program, r: &RunSpec, cl: &CheckLimits, follow: &[u32]) -> Result<Part, RunError> {
        let inv = fmt::parse_invocation(p, &r.entry, &r.args, r.oracle.as_deref())
            .map_err(|message| RunError::BadRun { run: r.label(), message })?;
        let env = exec::Env::new(p, run_limits(r, 0, cl));
        let nu = if follow.is_empty() { inv.oracle } else { inv.oracle.without_addresses(follow) };
        let config = env.start(inv.entry, inv.args, Oracle::new(nu));
        Ok(Part { config, used: 0, steps: 0, coverage: exec::Coverage::default() })
    }

    /// The run gone on until it halts or has used `fuel` units in all: the same run as
    /// one made with `fuel` from the start (runs are deterministic, and the fuel
    /// check counts the steps and the extra work of every part), and the part to go
    /// on from.
    fn resume(mut self, p: &Program, r: &RunSpec, cl: &CheckLimits, fuel: u64) -> Result<(Execution, Part), RunError> {
        let env = exec::Env::new(p, run_limits(r, fuel.saturating_sub(self.used), cl));
        let mut coverage = exec::Coverage::default();
        let engine = if fuel >= DECODE_FUEL { exec::Engine::Fast } else { exec::Engine::Step };
        let run = engine
            .run(&env, self.config, &mut coverage)
            .map_err(|e| RunError::Stuck { run: r.label(), message: format!("{e:?}") })?;
        self.used = self.used.saturating_add(run.steps + env.extra_work());
        self.steps += run.steps;
        self.coverage.add(&coverage);
        let work = self.used - self.steps;
        let outcome = match &run.outcome {
            Outcome::Incomplete(Incomplete::Fuel(_) | Incomplete::Work { .. }) if work == 0 => {
                Outcome::Incomplete(Incomplete::Fuel(fuel))
            }
            Outcome::Incomplete(Incomplete::Fuel(_) | Incomplete::Work { .. }) => {
                Outcome::Incomplete(Incomplete::Work { fuel, steps: self.steps })
            }
            other => other.clone(),
        };
        let execution = Execution {
            coverage: self.coverage.clone(),
            effects: run.effects().iter().cloned().collect(),
            memory: run.memory().clone(),
            remaining: run.nu().remaining(),
            at: run.config.at,
            allocations: run.nu().allocations().iter().copied().collect(),
            tape_addresses: run.nu().tape_addresses().iter().copied().collect(),
            steps: self.steps,
            outcome,
            fuel,
        };
        self.config = run.config;
        Ok((execution, self))
    }
}

/// The fuel from which a run is made by the pre-decoded engine: decoding costs about
/// what a few steps per instruction of the program do, which a short run (a fuzzed
/// step's, of 20,000) does not repay and a longer one (a random run's, of 10⁵; a given
/// run's; an LLVM module's `main`) repays. Both engines make the same run.
const DECODE_FUEL: u64 = 100_000;

/// A run that could not be compared: bad input, or an interpreter error.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RunError {
    /// The run does not fit the program: an unknown entry, arguments that do not match
    /// its parameters, a malformed oracle.
    BadRun {
        /// The run, as `Notation::label` names it by default (`gcd(48, 18)`).
        run: String,
        /// What is wrong with it.
        message: String,
    },
    /// The interpreter reached a configuration no rule applies to (a verified program
    /// never does).
    Stuck {
        /// The run.
        run: String,
        /// The stuck configuration, described.
        message: String,
    },
}

impl RunError {
    /// The message without the run's name.
    pub fn message(&self) -> String {
        match self {
            RunError::BadRun { message, .. } => message.clone(),
            RunError::Stuck { message, .. } => format!("interpreter error: {message}"),
        }
    }
}

impl sfmt::Display for RunError {
    fn fmt(&self, f: &mut sfmt::Formatter<'_>) -> sfmt::Result {
        match self {
            RunError::BadRun { run, .. } | RunError::Stuck { run, .. } => write!(f, "run {run}: {}", self.message()),
        }
    }
}

/// How one comparison is made.
#[derive(Clone, Copy, Debug)]
pub struct Compare<'a> {
    /// The limits of every run.
    pub limits: &'a CheckLimits,
    /// Retries of the ladder are made only before this instant; `None`: always.
    pub deadline: Option<Instant>,
    /// A vacuous comparison (both runs out of fuel, one with no effect) also climbs the
    /// ladder, within the deadline: for the runs a verdict rests on (a given run, the
    /// one run of a function without parameters), not for random ones, many of which
    /// never halt.
    pub persist: bool,
    /// How the runs must agree: equal, or AFTER refining BEFORE.
    pub notion: &'a Notion,
}

impl<'a> Compare<'a> {
    /// A comparison within `limits`, with no deadline, of runs that must be equal.
    pub fn new(limits: &'a CheckLimits) -> Compare<'a> {
        Compare { limits, deadline: None, persist: false, notion: &Notion::Equal }
    }
}

/// The verdict of one comparison.
#[derive(Debug)]
pub enum Verdict {
    /// The runs agree as semantics/README.md reads equivalence.
    Agree(Agreement),
    /// The runs disagree.
    Diverge(Box<Counterexample>),
    /// The deadline came before a retry the verdict needed: the run is incomplete
    /// within the limit.
    NoVerdict,
}

/// Two runs that agree.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Agreement {
    /// When the verdict rests on the fuel cap, it says so here.
    pub notes: Vec<String>,
    /// Neither run completed and one produced no effect (fuel 0, or a run that loops
    /// silently from the start): nothing was really compared.
    pub vacuous: bool,
}

/// What differs between two runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// Both halt, and the effect traces differ.
    Effects,
    /// Both halt with the same effects, and the final memories differ.
    Memory(MemoryMismatch),
    /// Both halt with the same effects and memories, and the remaining ν differs.
    Remaining,
    /// One run halts and the other does not, even with more fuel.
    Termination {
        /// The run that halts.
        halted: Side,
    },
    /// Neither run halts, and neither trace is a prefix of the other.
    Traces,
    /// Refinement: AFTER reaches undefined behaviour where BEFORE does not.
    Undefined,
    /// Refinement: the printed bytes differ, first at byte `at`.
    Output {
        /// The offset of the first byte that differs (or that only one run printed).
        at: usize,
    },
    /// Refinement: the runs print the same and halt with different values.
    Exit,
}

/// Two runs that disagree, with everything the diff shows (`Counterexample::diff`).
#[derive(Debug)]
pub struct Counterexample {
    /// The run compared.
    pub run: RunSpec,
    /// What differs.
    pub mismatch: Mismatch,
    /// When the verdict rests on the fuel cap, it says so here.
    pub notes: Vec<String>,
    /// The run of BEFORE.
    pub before: Execution,
    /// The run of AFTER, its ν following BEFORE's value choices.
    pub after: Execution,
    /// The index of the first effect that differs modulo allocation, when one does.
    pub first: Option<usize>,
    /// The tape positions AFTER's run did not take as addresses.
    pub followed: Vec<u32>,
    /// The fuel each run started with.
    pub first_fuel: u64,
    /// The limits the runs were made within (the diff replays them).
    pub limits: CheckLimits,
}

/// Compares the run `r` before and after a transformation; `coverage` counts the rules
/// the runs fired. `Err` is a run that cannot be made.
pub fn compare(
    before: &Program,
    after: &Program,
    r: &RunSpec,
    how: &Compare<'_>,
    coverage: &mut exec::Coverage,
) -> Result<Verdict, RunError> {
    let cl = how.limits;
    let (fuel, capped) = cl.first_fuel(r.fuel);
    let mut notes = Vec::new();
    if capped {
        notes.push(format!(
            "the verdict rests on the fuel cap: run {} was given {} units instead of the spec's {}",
            r.label(),
            fuel,
            r.fuel
        ));
    }
    let (mut b, mut a) = first_runs((before, after), r, how, fuel, coverage)?;
    let first_fuel = b.fuel.min(a.fuel).min(fuel);
    if first_fuel < fuel {
        notes.push(format!(
            "the traces already differ after {first_fuel} units of fuel, so the runs went no further: more fuel \
             only extends each trace"
        ));
    }
    let Some(followed) = climb(before, after, r, how, fuel, (&mut b, &mut a), coverage)? else {
        return Ok(Verdict::NoVerdict);
    };
    let (log_b, log_a) = (Log::new(b.allocations.clone()), Log::new(a.allocations.clone()));
    let mut pi = Bijection::new(before, after, &log_b, &log_a);
    let first = pi.first_divergence(&b.effects, &a.effects);
    let mismatch = if let Notion::Refines(rf) = how.notion {
        match refinement(rf.as_ref(), (before, after), (&b, &a)) {
            Ok(m) => m,
            Err(Undecided::BeforeUndefined) => {
                let what = rf.undefined_in_before(before, &b.outcome, b.at).unwrap_or("undefined behaviour".into());
                notes.push(format!("the run of BEFORE reaches {what}: run {} constrains nothing", r.label()));
                return Ok(Verdict::Agree(Agreement { notes, vacuous: true }));
            }
            Err(Undecided::Stopped) => {
                let (stopped, side, other) = match halted(rf.as_ref(), &b) {
                    false => (&b, "BEFORE", "AFTER"),
                    true => (&a, "AFTER", "BEFORE"),
                };
                let (why, remedy) = match rf.stopped(&stopped.outcome) {
                    Some(why) => (why, ""),
                    None => (outcome_word(&stopped.outcome, stopped.steps), " (a larger limit may decide it)"),
                };
                notes.push(format!(
                    "the run {} of {side} stopped ({why}) after printing a prefix of what {other} printed, and \
                     {other} halted: a run stopped short may still reach undefined behaviour (a loop without side \
                     effects that never ends is one) or go on as the other did, so nothing was decided{remedy}",
                    r.label(),
                ));
                return Ok(Verdict::Agree(Agreement { notes, vacuous: true }));
            }
            Err(Undecided::Unrendered(side, why)) => {
                let side = match side {
                    Side::Before => "BEFORE",
                    Side::After => "AFTER",
                };
                notes.push(format!(
                    "the run {} of {side} printed what cannot be compared ({why}), so nothing was decided",
                    r.label()
                ));
                return Ok(Verdict::Agree(Agreement { notes, vacuous: true }));
            }
        }
    } else if b.complete() && a.complete() {
        if first.is_some() || b.effects.len() != a.effects.len() {
            Some(Mismatch::Effects)
        } else if let Err(m) = pi.memories(&b.memory, &a.memory) {
            Some(Mismatch::Memory(m))
        } else if b.remaining != a.remaining {
            Some(Mismatch::Remaining)
        } else {
            None
        }
    } else if b.complete() != a.complete() && differ_already(before, after, &b, &a) {
        Some(Mismatch::Effects)
    } else if b.complete() != a.complete() {
        Some(Mismatch::Termination { halted: if b.complete() { Side::Before } else { Side::After } })
    } else if first.is_some() {
        Some(Mismatch::Traces)
    } else {
        None
    };
    let Some(mismatch) = mismatch else {
        // Vacuous: neither run completed and no effect could be compared.
        let (b_halted, a_halted) = match how.notion {
            Notion::Refines(rf) => (halted(rf.as_ref(), &b), halted(rf.as_ref(), &a)),
            Notion::Equal => (b.complete(), a.complete()),
        };
        let word = |e: &Execution| match how.notion {
            Notion::Refines(rf) => rf.stopped(&e.outcome),
            Notion::Equal => None,
        };
        let word = |e: &Execution| word(e).unwrap_or_else(|| outcome_word(&e.outcome, e.steps));
        let silent = |e: &Execution| !e.effects.iter().any(|f| matches!(f, Effect::Call { .. }));
        let vacuous = !b_halted && !a_halted && (silent(&b) || silent(&a));
        if vacuous {
            notes.push(format!(
                "neither run of {} completed (BEFORE: {}; AFTER: {}) and one printed nothing before it \
                 stopped: nothing was compared",
                r.label(),
                word(&b),
                word(&a)
            ));
        } else if !b_halted && !a_halted && (b.complete() || a.complete()) {
            // Stopped where the front end cannot go on (not at a limit, which more fuel
            // lifts): what the runs printed agrees, and that is all that was compared.
            notes.push(format!(
                "neither run of {} completed (BEFORE: {}; AFTER: {}): only what they printed before they stopped \
                 was compared",
                r.label(),
                word(&b),
                word(&a)
            ));
        }
        return Ok(Verdict::Agree(Agreement { notes, vacuous }));
    };
    let run = r.clone();
    let (before, after, limits) = (b, a, *cl);
    Ok(Verdict::Diverge(Box::new(Counterexample {
        run,
        mismatch,
        notes,
        before,
        after,
        first,
        followed,
        first_fuel,
        limits,
    })))
}

/// The fuel of the first runs of a comparison that `first_runs` makes before the
/// runs with the whole fuel.
pub const PROBE_FUEL: u64 = 1 << 14;

/// How much more fuel each of `first_runs`' runs gets than the one before.
const PROBE_GROWTH: u64 = 16;

/// The runs of BEFORE and AFTER that `compare` decides on, compared as they go. Runs
/// are deterministic and a run with more fuel extends the same trace, so both are
/// made in parts, each going on from where the last stopped (`Part::resume`), with
/// `PROBE_FUEL` units in all, then `PROBE_GROWTH` times more at each part, up to `fuel`,
/// while both run out of it: runs that already differ (neither halts and the traces
/// differ at an effect both made, or one halts and `differ_already`) are the verdict's,
/// however much fuel is left, so a run that prints differently without end stops soon
/// after its first differing effect. A run that halted is not made again. The parts
/// cost no more steps than one run with `fuel` (each re-reads its trace, Ψ, to compare
/// it). Under refinement, and with a tape, whose addresses AFTER follows only as far
/// as BEFORE took them, the runs are made with `fuel` at once.
fn first_runs(
    (before, after): (&Program, &Program),
    r: &RunSpec,
    how: &Compare<'_>,
    fuel: u64,
    coverage: &mut exec::Coverage,
) -> Result<(Execution, Execution), RunError> {
    let cl = how.limits;
    let probes = matches!(how.notion, Notion::Equal) && r.oracle.as_deref().is_none_or(|o| !o.contains("tape"));
    if !probes {
        let b = execute_following(before, r, fuel, cl, &[])?;
        // AFTER makes BEFORE's value choices; where the tape gave BEFORE its addresses,
        // AFTER chooses its own (semantics/equiv.md, "Programs that allocate").
        let a = execute_following(after, r, fuel, cl, &b.tape_addresses)?;
        coverage.add(&b.coverage);
        coverage.add(&a.coverage);
        return Ok((b, a));
    }
    // Without a tape, no address comes from it: AFTER follows no position.
    let mut probe = PROBE_FUEL.min(fuel);
    let (mut b, mut pb) = Part::start(before, r, cl, &[])?.resume(before, r, cl, probe)?;
    let (mut a, mut pa) = Part::start(after, r, cl, &[])?.resume(after, r, cl, probe)?;
    while probe < fuel && (b.out_of_fuel() || a.out_of_fuel()) && !differ_so_far((before, after), &b, &a) {
        probe = probe.saturating_mul(PROBE_GROWTH).min(fuel);
        if b.out_of_fuel() {
            (b, pb) = pb.resume(before, r, cl, probe)?;
        }
        if a.out_of_fuel() {
            (a, pa) = pa.resume(after, r, cl, probe)?;
        }
    }
    coverage.add(&pb.coverage);
    coverage.add(&pa.coverage);
    // A run that stopped before its fuel ran out is the run with `fuel`.
    for e in [&mut b, &mut a] {
        if !e.out_of_fuel() {
            e.fuel = fuel;
        }
    }
    Ok((b, a))
}

/// Two runs made so far already differ, whatever fuel is left: neither halted and
/// their traces differ at an effect both made, or one halted and `differ_already`.
fn differ_so_far((before, after): (&Program, &Program), b: &Execution, a: &Execution) -> bool {
    if b.out_of_fuel() && a.out_of_fuel() {
        let (log_b, log_a) = (Log::new(b.allocations.clone()), Log::new(a.allocations.clone()));
        Bijection::new(before, after, &log_b, &log_a).first_divergence(&b.effects, &a.effects).is_some()
    } else {
        differ_already(before, after, b, a)
    }
}

/// The retry ladder of `compare`: a run that ran out of fuel while the other halted is
/// made again with 10 and 100 times the fuel; with `persist`, within a time bound, also
/// two runs that both ran out of fuel with nothing to compare (a program that prints
/// only at its end needs more fuel). Returns the tape positions AFTER followed, or
/// `None` when the deadline cut the ladder.
fn climb(
    before: &Program,
    after: &Program,
    r: &RunSpec,
    how: &Compare<'_>,
    fuel: u64,
    (b, a): (&mut Execution, &mut Execution),
    coverage: &mut exec::Coverage,
) -> Result<Option<Vec<u32>>, RunError> {
    let cl = how.limits;
    let mut followed = b.tape_addresses.clone();
    let equal = !matches!(how.notion, Notion::Refines(_));
    for factor in [10u64, 100] {
        if equal && differ_already(before, after, b, a) {
            // A run that halted and one that did not, whose traces already differ: more
            // fuel cannot undo a difference, so the comparison stops at it.
            break;
        }
        let vacuous = how.persist
            && how.deadline.is_some()
            && b.out_of_fuel()
            && a.out_of_fuel()
            && (b.effects.is_empty() || a.effects.is_empty());
        let retry_before = match (b.complete(), a.complete()) {
            (true, false) if a.out_of_fuel() => false,
            (false, true) if b.out_of_fuel() => true,
            (false, false) if vacuous => true,
            _ => break,
        };
        let more = fuel.saturating_mul(factor).min(cl.fuel_cap);
        if more <= if retry_before { b.fuel } else { a.fuel } {
            break;
        }
        if how.deadline.is_some_and(|d| Instant::now() >= d) {
            return Ok(None);
        }
        if vacuous {
            *b = execute_following(before, r, more, cl, &[])?;
            followed = b.tape_addresses.clone();
            *a = execute_following(after, r, more, cl, &followed)?;
            coverage.add(&b.coverage);
            coverage.add(&a.coverage);
        } else if retry_before {
            *b = execute_following(before, r, more, cl, &[])?;
            coverage.add(&b.coverage);
            if b.tape_addresses != followed {
                // BEFORE went further and took more addresses from the tape: AFTER
                // follows the longer run's value choices.
                *a = execute_following(after, r, a.fuel, cl, &b.tape_addresses)?;
                coverage.add(&a.coverage);
                followed = b.tape_addresses.clone();
            }
        } else {
            *a = execute_following(after, r, more, cl, &followed)?;
            coverage.add(&a.coverage);
        }
    }
    Ok(Some(followed))
}

/// One run halted and the other did not, and their traces already differ: at an effect
/// both made, or because the one still running made more effects than the whole trace
/// of the one that halted.
fn differ_already(before: &Program, after: &Program, b: &Execution, a: &Execution) -> bool {
    let (done, running) = match (b.complete(), a.complete()) {
        (true, false) => (b, a),
        (false, true) => (a, b),
        _ => return false,
    };
    if running.effects.len() > done.effects.len() {
        return true;
    }
    let (log_b, log_a) = (Log::new(b.allocations.clone()), Log::new(a.allocations.clone()));
    Bijection::new(before, after, &log_b, &log_a).first_divergence(&b.effects, &a.effects).is_some()
}

/// How a run that did not complete stopped, for a note.
fn outcome_word(o: &exec::Outcome, steps: u64) -> String {
    match o {
        exec::Outcome::Incomplete(why) => why.to_string(),
        _ => format!("stopped after {steps} steps"),
    }
}

/// Whether a run halted as refinement `rf` reads it (`refine::Seen::complete`).
fn halted(rf: &dyn Refinement, e: &Execution) -> bool {
    refine::Seen { outcome: &e.outcome, effects: &e.effects }.complete(rf)
}

/// Why refinement compared nothing on a run.
enum Undecided {
    /// BEFORE reaches undefined behaviour, which allows anything.
    BeforeUndefined,
    /// A run stopped at a limit after printing a prefix of the other's output.
    Stopped,
    /// A run printed what the front end cannot render (the side, why).
    Unrendered(Side, String),
}

/// The mismatch of two runs under refinement, `None` when AFTER's is one BEFORE's
/// allows; `Err` when the runs decide nothing.
fn refinement(
    rf: &dyn Refinement,
    (before, after): (&Program, &Program),
    (b, a): (&Execution, &Execution),
) -> Result<Option<Mismatch>, Undecided> {
    let seen_b = refine::Seen { outcome: &b.outcome, effects: &b.effects };
    let seen_a = refine::Seen { outcome: &a.outcome, effects: &a.effects };
    Ok(match refine::refines(rf, before, after, seen_b, seen_a) {
        Ok(Agreed::Yes) => None,
        Ok(Agreed::BeforeUndefined) => return Err(Undecided::BeforeUndefined),
        Ok(Agreed::Undecided) => return Err(Undecided::Stopped),
        Ok(Agreed::Unrendered(side, why)) => return Err(Undecided::Unrendered(side, why)),
        Err(Refused::Undefined) => Some(Mismatch::Undefined),
        Err(Refused::Output { at }) => Some(Mismatch::Output { at }),
        Err(Refused::Exit) => Some(Mismatch::Exit),
        Err(Refused::Termination { halted }) => Some(Mismatch::Termination { halted }),
    })
}

/// The index of the first effect where the traces differ (as the paper's notation
/// prints them), `None` when one is a prefix of the other. One linear pass; an effect
/// is formatted only when it is not structurally equal to its counterpart.
pub fn first_divergence(before: &Program, after: &Program, b: &[Effect], a: &[Effect]) -> Option<usize> {
    b.iter().zip(a).position(|(x, y)| x != y && fmt::effect(before, x) != fmt::effect(after, y))
}
