//! Semantic equivalence by execution (semantics/README.md, slides "Theorem (Semantic
//! Equivalence)"): a run of the program before a transformation and the same run after
//! it must agree.
//!
//! - Both halt: equal effect traces Ψ, equal final memory µ, equal remaining ν.
//! - Neither halts: the shorter effect trace must be a prefix of the longer. More fuel
//!   cannot change that (a run with more fuel extends the same Ψ, since runs are
//!   deterministic), so there is no retry: a correct step on a run that prints forever
//!   costs its fuel, twice.
//! - Exactly one halts and the other ran out of fuel (a transformation may change step
//!   counts): the other is retried with ten and a hundred times the fuel, never more
//!   than the fuel cap (`CheckLimits`). If it still does not halt, that is a mismatch
//!   (the theorem asks for a run that reaches the same Ψ), and the report says when the
//!   verdict rests on the cap.
//!
//! A caller with a time bound (`compare_until`) climbs the ladder only while time
//! remains, and gets no verdict otherwise.
//!
//! Every verdict is bounded (semantics/reduction.md, "Runs, outcomes and limits"): each run is bounded by its fuel
//! (at most the cap) and the budget; the traces are compared in one linear pass up to
//! the first divergence; a mismatch shows a bounded window of the traces around it
//! (`similar`'s aligned diff of the window only) with counted summaries of the rest,
//! and for each side the last steps before it (rule, function:block:index,
//! instruction).

use super::alloc::{Bijection, Log, MemoryMismatch};
use crate::exec::{self, machine::Remaining, Effect, Incomplete, Limits, Oracle, Outcome, ProgramError};
use crate::format::run as fmt;
use crate::ir::Program;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// A run named in a spec, resolved against a program.
#[derive(Clone, Debug)]
pub struct RunSpec {
    pub entry: String,
    /// Arguments in the CLI's text form (`48`, `true`, `()`, `@f`).
    pub args: Vec<String>,
    pub oracle: Option<String>,
    pub fuel: u64,
    /// The run's budget in bytes, when the spec sets one (else `CheckLimits::budget`).
    pub budget: Option<u64>,
}

impl RunSpec {
    /// `gcd(48, 18)`.
    pub fn label(&self) -> String {
        format!("{}({})", self.entry, self.args.join(", "))
    }

    /// The run as a spec's plain `Run(…)`, ready to copy into `runs: [...]`.
    pub fn as_spec_run(&self) -> String {
        let args: Vec<String> = self
            .args
            .iter()
            .map(|a| match a.as_str() {
                "true" | "false" | "()" => a.clone(),
                _ if a.starts_with('@') => format!("{a:?}"),
                _ if a.parse::<i64>().is_ok() => a.clone(),
                _ => format!("{a:?}"),
            })
            .collect();
        let oracle = self.oracle.as_ref().map(|o| format!(", oracle: {o:?}")).unwrap_or_default();
        format!("Run(entry: {:?}, args: [{}]{oracle}, fuel: {})", self.entry, args.join(", "), self.fuel)
    }
}

/// The checker's own limits: the most fuel any run gets (a spec's `fuel` above it and
/// the retries are capped), and the budget of runs whose spec sets none.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CheckLimits {
    pub fuel_cap: u64,
    pub budget: u64,
}

impl CheckLimits {
    /// The default fuel cap: `waddle run`'s default fuel.
    pub const DEFAULT_FUEL_CAP: u64 = 100_000_000;

    /// The limits `waddle check` set for this process (`set`), else the defaults.
    pub fn current() -> CheckLimits {
        CheckLimits { fuel_cap: FUEL_CAP.load(Ordering::Relaxed), budget: BUDGET.load(Ordering::Relaxed) }
    }

    /// Sets the limits of every check in this process (the CLI's `--fuel-cap` and
    /// `--budget`, parsed once at the boundary).
    pub fn set(self) {
        FUEL_CAP.store(self.fuel_cap, Ordering::Relaxed);
        BUDGET.store(self.budget, Ordering::Relaxed);
    }

    /// The fuel a run of `r` starts with, and whether the cap lowered it.
    pub fn first_fuel(&self, r: &RunSpec) -> (u64, bool) {
        (r.fuel.min(self.fuel_cap), r.fuel > self.fuel_cap)
    }
}

impl Default for CheckLimits {
    fn default() -> CheckLimits {
        CheckLimits { fuel_cap: CheckLimits::DEFAULT_FUEL_CAP, budget: Limits::DEFAULT_BUDGET }
    }
}

static FUEL_CAP: AtomicU64 = AtomicU64::new(CheckLimits::DEFAULT_FUEL_CAP);
static BUDGET: AtomicU64 = AtomicU64::new(Limits::DEFAULT_BUDGET);

/// The observable result of one run.
pub struct Execution {
    /// How often each reduction rule fired.
    pub coverage: exec::Coverage,
    pub outcome: Outcome,
    pub effects: Vec<Effect>,
    pub memory: exec::Memory,
    pub remaining: Remaining,
    /// Where the run stopped: the position of its last step.
    pub at: exec::Pos,
    /// The allocations made, in order (base, bits): what π pairs.
    pub allocations: Vec<(u64, u64)>,
    /// The positions of the tape entries that answered an allocation.
    pub tape_addresses: Vec<u32>,
    pub steps: u64,
    /// The fuel it was given.
    pub fuel: u64,
}

impl Execution {
    pub fn complete(&self) -> bool {
        !matches!(self.outcome, Outcome::Incomplete(_))
    }

    /// Whether it stopped for want of fuel (the only limit more fuel can lift).
    pub fn out_of_fuel(&self) -> bool {
        matches!(self.outcome, Outcome::Incomplete(Incomplete::Fuel(_) | Incomplete::Work { .. }))
    }
}

/// Runs `r` on `p` with `fuel` units at most and the checker's budget. `Err` is bad
/// input (unknown entry, arguments that do not fit, a malformed oracle) or an
/// interpreter error.
pub fn execute(p: &Program, r: &RunSpec, fuel: u64) -> Result<Execution, String> {
    execute_with(p, r, fuel, &CheckLimits::current(), &[])
}

fn limits(r: &RunSpec, fuel: u64, cl: &CheckLimits) -> Limits {
    Limits { fuel, budget: r.budget.unwrap_or(cl.budget), ..Limits::default() }
}

/// Runs `r` on `p`. With `follow` (the tape positions that answered an allocation in
/// the run of BEFORE), the run makes BEFORE's value choices and its own addresses
/// (`OracleSpec::without_addresses`): the ν of AFTER in a comparison modulo allocation.
fn execute_with(p: &Program, r: &RunSpec, fuel: u64, cl: &CheckLimits, follow: &[u32]) -> Result<Execution, String> {
    let inv = fmt::parse_invocation(p, &r.entry, &r.args, r.oracle.as_deref())?;
    let env = exec::Env::new(p, limits(r, fuel, cl));
    let nu = if follow.is_empty() { inv.oracle } else { inv.oracle.without_addresses(follow) };
    let start = env.start(inv.entry, inv.args, Oracle::new(nu));
    let mut coverage = exec::Coverage::default();
    let run = exec::run(&env, start, &mut coverage).map_err(|e| format!("interpreter error: {e:?}"))?;
    Ok(Execution {
        coverage,
        effects: run.effects().iter().cloned().collect(),
        memory: run.memory().clone(),
        remaining: run.nu().remaining(),
        at: run.config.at,
        allocations: run.nu().allocations().iter().copied().collect(),
        tape_addresses: run.nu().tape_addresses().iter().copied().collect(),
        steps: run.steps,
        outcome: run.outcome,
        fuel,
    })
}

/// Compares the run before and after a transformation with the process's
/// `CheckLimits`. `Ok(Ok(notes))` when they agree as semantics/README.md reads equivalence
/// (`notes` says when the verdict rests on the fuel cap); otherwise readable details.
pub fn compare(
    before: &Program,
    after: &Program,
    r: &RunSpec,
    coverage: &mut exec::Coverage,
) -> Result<Result<Vec<String>, Vec<String>>, String> {
    compare_with(before, after, r, coverage, &CheckLimits::current())
}

/// `compare` with explicit limits.
pub fn compare_with(
    before: &Program,
    after: &Program,
    r: &RunSpec,
    coverage: &mut exec::Coverage,
    cl: &CheckLimits,
) -> Result<Result<Vec<String>, Vec<String>>, String> {
    compare_vacuity(before, after, r, coverage, cl).map(|(verdict, _)| verdict)
}

/// A comparison's verdict: notes when the runs agree, the details of the mismatch otherwise.
pub type Verdict = Result<Vec<String>, Vec<String>>;

/// Which program of a comparison a rendering is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Side {
    Before,
    After,
}

/// How a mismatch names what it shows: effects, outcomes and steps. The comparison
/// itself never depends on it (effects are compared in the paper's notation, by name).
/// `Paper` is the checker's own notation; `bril::notation` renders a Bril program's
/// runs as `brili` prints them.
pub trait Notation {
    fn effect(&self, _side: Side, p: &Program, e: &Effect) -> String {
        fmt::effect(p, e)
    }
    fn outcome(&self, _side: Side, p: &Program, o: &Outcome) -> String {
        fmt::outcome(p, o)
    }
    fn step(&self, _side: Side, p: &Program, e: &exec::TraceEntry) -> String {
        fmt::trace_line(p, e)
    }
    /// How a run is named in a verdict (`main(3)`).
    fn label(&self, r: &RunSpec) -> String {
        r.label()
    }
    /// How a user replays a failing random run outside the checker: a spec's plain run.
    fn replay(&self, r: &RunSpec) -> String {
        format!("as a plain run: {}", r.as_spec_run())
    }
    /// A program error as the notation words it, knowing the position `at` of the step
    /// that halted the run; `None` to use `outcome`'s and `effect`'s words.
    fn halted_at(&self, _side: Side, _p: &Program, _err: &ProgramError, _at: exec::Pos) -> Option<String> {
        None
    }
    /// When the notation names an address by the number of its allocation, as Bril's
    /// does: the stride, allocation `i` being shown based at `(i + 1)·stride`.
    fn address_stride(&self) -> Option<u64> {
        None
    }
    /// What a leak means in the notation's terms, when it has words for it (empty
    /// otherwise).
    fn leak(&self, _side: Side) -> String {
        String::new()
    }
    /// The blocks of AFTER a spec step copied, each → the block of BEFORE it copies
    /// (`control::first_difference`); `None`: blocks pair by name.
    fn origins(&self) -> Option<&super::control::Origins> {
        None
    }
    /// How the diff names the run of one side: a spec step's runs are before and after
    /// the step (`Pair` names a pair of programs' runs).
    fn run_of(&self, side: Side) -> &'static str {
        match side {
            Side::Before => "the run before the step",
            Side::After => "the run after the step",
        }
    }
}

/// A notation for two programs compared as a pair (`waddle equiv BEFORE AFTER`): the
/// words of `N`, with the runs named after the files, since there is no step.
pub struct Pair<N>(pub N);

impl<N: Notation> Notation for Pair<N> {
    fn effect(&self, side: Side, p: &Program, e: &Effect) -> String {
        self.0.effect(side, p, e)
    }
    fn outcome(&self, side: Side, p: &Program, o: &Outcome) -> String {
        self.0.outcome(side, p, o)
    }
    fn step(&self, side: Side, p: &Program, e: &exec::TraceEntry) -> String {
        self.0.step(side, p, e)
    }
    fn replay(&self, r: &RunSpec) -> String {
        self.0.replay(r)
    }
    fn label(&self, r: &RunSpec) -> String {
        self.0.label(r)
    }
    fn leak(&self, side: Side) -> String {
        self.0.leak(side)
    }
    fn address_stride(&self) -> Option<u64> {
        self.0.address_stride()
    }
    fn halted_at(&self, side: Side, p: &Program, err: &ProgramError, at: exec::Pos) -> Option<String> {
        self.0.halted_at(side, p, err, at)
    }
    fn run_of(&self, side: Side) -> &'static str {
        match side {
            Side::Before => "the run of BEFORE",
            Side::After => "the run of AFTER",
        }
    }
}

/// The paper's notation (`print(3)`, `halt(6)`, `E-Op  gcd:b:0  r3 ← mod(r1, r2)`).
pub struct Paper;

impl Notation for Paper {}

/// The paper's notation for the runs before and after a spec step, with the blocks the
/// step copied (`Notation::origins`).
pub struct PaperStep<'a>(pub &'a super::control::Origins);

impl Notation for PaperStep<'_> {
    fn origins(&self) -> Option<&super::control::Origins> {
        Some(self.0)
    }
}

/// `compare_with`, and whether the comparison was vacuous: neither run completed and
/// one of them produced no effect (e.g. fuel 0), so that nothing was compared.
pub fn compare_vacuity(
    before: &Program,
    after: &Program,
    r: &RunSpec,
    coverage: &mut exec::Coverage,
    cl: &CheckLimits,
) -> Result<(Verdict, bool), String> {
    compare_in(before, after, r, coverage, cl, &Paper)
}

/// `compare_vacuity`, with a mismatch rendered in `notation`.
pub fn compare_in(
    before: &Program,
    after: &Program,
    r: &RunSpec,
    coverage: &mut exec::Coverage,
    cl: &CheckLimits,
    notation: &dyn Notation,
) -> Result<(Verdict, bool), String> {
    // Without a deadline every comparison reaches a verdict.
    compare_until(before, after, r, coverage, cl, notation, (None, false))?
        .ok_or_else(|| "no verdict within the time limit".to_string())
}

/// `compare_in` within a time bound: the retries of the ladder (10 and 100 times the
/// fuel) are made only while `deadline` is ahead. `Ok(None)` when a retry was needed
/// and the time was up: the run is incomplete within the limit, with no verdict.
/// With `persist`, a vacuous comparison (both runs out of fuel, one with no effect)
/// also climbs the ladder, within the deadline: for the runs a verdict rests on (a
/// given run, the one run of a function without parameters), not for random ones,
/// many of which never halt.
pub fn compare_until(
    before: &Program,
    after: &Program,
    r: &RunSpec,
    coverage: &mut exec::Coverage,
    cl: &CheckLimits,
    notation: &dyn Notation,
    (deadline, persist): (Option<Instant>, bool),
) -> Result<Option<(Verdict, bool)>, String> {
    let (fuel, capped) = cl.first_fuel(r);
    let mut notes = Vec::new();
    if capped {
        notes.push(format!(
            "the verdict rests on the fuel cap: run {} was given {} units instead of the spec's {}",
            r.label(),
            fuel,
            r.fuel
        ));
    }
    let mut b = execute_with(before, r, fuel, cl, &[])?;
    // AFTER makes BEFORE's value choices; where the tape gave BEFORE its addresses,
    // AFTER chooses its own (semantics/equiv.md, "Programs that allocate").
    let mut a = execute_with(after, r, fuel, cl, &b.tape_addresses)?;
    add(coverage, &b.coverage);
    add(coverage, &a.coverage);
    // The retry ladder: a run that ran out of fuel while the other halted; with
    // `persist`, within a time bound, also two runs that both ran out of fuel with
    // nothing to compare (a program that prints only at its end needs more fuel).
    let mut followed = b.tape_addresses.clone();
    for factor in [10u64, 100] {
        let vacuous = persist
            && deadline.is_some()
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
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return Ok(None);
        }
        if vacuous {
            b = execute_with(before, r, more, cl, &[])?;
            followed = b.tape_addresses.clone();
            a = execute_with(after, r, more, cl, &followed)?;
            add(coverage, &b.coverage);
            add(coverage, &a.coverage);
        } else if retry_before {
            b = execute_with(before, r, more, cl, &[])?;
            add(coverage, &b.coverage);
            if b.tape_addresses != followed {
                // BEFORE went further and took more addresses from the tape: AFTER
                // follows the longer run's value choices.
                a = execute_with(after, r, a.fuel, cl, &b.tape_addresses)?;
                add(coverage, &a.coverage);
                followed = b.tape_addresses.clone();
            }
        } else {
            a = execute_with(after, r, more, cl, &followed)?;
            add(coverage, &a.coverage);
        }
    }
    let (log_b, log_a) = (Log::new(b.allocations.clone()), Log::new(a.allocations.clone()));
    let mut pi = Bijection::new(before, after, &log_b, &log_a);
    let first = pi.first_divergence(&b.effects, &a.effects);
    let mut details = Vec::new();
    if b.complete() && a.complete() {
        if first.is_some() || b.effects.len() != a.effects.len() {
            details.push("the effect traces differ".to_string());
        } else if let Err(m) = pi.memories(&b.memory, &a.memory) {
            details.extend(memory_mismatch(&m, notation));
            details.extend(memory_lines("before:", &b.memory));
            details.extend(memory_lines("after: ", &a.memory));
        } else if b.remaining != a.remaining {
            details.push("the remaining nondeterminism ν differs (the effect traces and memories are equal)".into());
            details.push(format!("  before: {}", fmt::remaining(before, &b.remaining)));
            details.push(format!("  after:  {}", fmt::remaining(after, &a.remaining)));
        }
    } else if b.complete() != a.complete() {
        let (done, stuck, e) =
            if b.complete() { (Side::Before, Side::After, &a) } else { (Side::After, Side::Before, &b) };
        let why = match &e.outcome {
            Outcome::Incomplete(why)
                if e.out_of_fuel() && e.fuel >= cl.fuel_cap && fuel.saturating_mul(100) > e.fuel =>
            {
                format!("still incomplete at the fuel cap of {} units ({why}); the verdict rests on that cap", e.fuel)
            }
            Outcome::Incomplete(why) if e.out_of_fuel() => {
                format!("still incomplete with {} times the fuel: {why}", e.fuel / fuel.max(1))
            }
            Outcome::Incomplete(why) => format!("incomplete: {why}"),
            _ => String::new(),
        };
        details.push(format!("{} halts, {} does not ({why})", notation.run_of(done), notation.run_of(stuck)));
    } else if first.is_some() {
        // Neither halts: the shorter trace must be a prefix of the longer.
        details.push("the effect traces differ (neither run halts, and neither trace is a prefix of the other)".into());
    }
    // Vacuous: neither run completed and no effect could be compared (fuel 0, or a run
    // that loops silently from the start).
    let vacuous = !b.complete() && !a.complete() && (b.effects.is_empty() || a.effects.is_empty());
    if details.is_empty() {
        return Ok(Some((Ok(notes), vacuous)));
    }
    details.extend(notes);
    if let Some(stride) = notation.address_stride() {
        renumber(&mut b, &log_b, stride);
        renumber(&mut a, &log_a, stride);
    }
    let shown = Shown { first, followed: &followed };
    details.extend(render_diff(before, after, r, (&b, &a), cl, notation, shown));
    Ok(Some((Err(details), vacuous)))
}

/// The index of the first effect where the traces differ (as the paper's notation
/// prints them), `None` when one is a prefix of the other. One linear pass; an effect
/// is formatted only when it is not structurally equal to its counterpart.
pub fn first_divergence(before: &Program, after: &Program, b: &[Effect], a: &[Effect]) -> Option<usize> {
    b.iter().zip(a).position(|(x, y)| x != y && fmt::effect(before, x) != fmt::effect(after, y))
}

/// Effects shown before the first divergence, and after it on each side.
pub const CONTEXT_BEFORE: usize = 10;
pub const CONTEXT_AFTER: usize = 20;

/// The outcome line, the first divergence, an aligned diff of a bounded window of the
/// traces around it with counted summaries of what lies outside, and the last steps
/// before it on each side.
fn render_diff(
    before: &Program,
    after: &Program,
    r: &RunSpec,
    (b, a): (&Execution, &Execution),
    cl: &CheckLimits,
    n: &dyn Notation,
    shown: Shown<'_>,
) -> Vec<String> {
    let mut out = Vec::new();
    let outcome = |side: Side, p: &Program, e: &Execution| match &e.outcome {
        Outcome::HaltEx(err) => n.halted_at(side, p, err, e.at).unwrap_or_else(|| n.outcome(side, p, &e.outcome)),
        o => n.outcome(side, p, o),
    };
    out.push(format!(
        "outcome before: {} ({} steps); after: {} ({} steps)",
        outcome(Side::Before, before, b),
        b.steps,
        outcome(Side::After, after, a),
        a.steps
    ));
    // The first effect that differs, or the first one only one trace has; when the
    // traces are equal, the window is their end and the last steps are the run's last.
    let shorter = b.effects.len().min(a.effects.len());
    let differs = shown.first.or((b.effects.len() != a.effects.len()).then_some(shorter));
    let first = match differs {
        Some(k) => {
            out.push(format!("first divergence at effect #{k}"));
            k
        }
        None => {
            out.push(format!("the effect traces are equal ({} effect(s))", b.effects.len()));
            shorter
        }
    };
    let (oracle, followed) = (r.oracle.as_deref(), shown.followed);
    let run = super::control::Run { entry: &r.entry, args: &r.args, oracle, upto: first, followed };
    let (sides, runs) =
        ([limits(r, b.fuel, cl), limits(r, a.fuel, cl)], [n.run_of(Side::Before), n.run_of(Side::After)]);
    let none = super::control::Origins::new();
    let origins = n.origins().unwrap_or(&none);
    out.extend(super::control::first_difference((before, after), origins, sides, &run, runs));
    let lo = first.saturating_sub(CONTEXT_BEFORE);
    let window = |side: Side, p: &Program, e: &Execution| -> String {
        let hi = e.effects.len().min(first + CONTEXT_AFTER);
        let last = e.effects.len().checked_sub(1);
        let text = |(k, f): (usize, &Effect)| match f {
            Effect::HaltEx(err) if Some(k) == last => {
                n.halted_at(side, p, err, e.at).unwrap_or_else(|| n.effect(side, p, f))
            }
            f => n.effect(side, p, f),
        };
        (lo.min(hi)..hi).map(|k| text((k, &e.effects[k])) + "\n").collect()
    };
    let (bt, at) = (window(Side::Before, before, b), window(Side::After, after, a));
    out.push("effects (- before, + after):".into());
    if lo > 0 {
        out.push(format!("    … {lo} equal effect(s) before: {}", summary(n, Side::Before, before, &b.effects[..lo])));
    }
    let diff = similar::TextDiff::from_lines(bt.as_str(), at.as_str());
    for change in diff.iter_all_changes() {
        let sign = match change.tag() {
            similar::ChangeTag::Delete => "-",
            similar::ChangeTag::Insert => "+",
            similar::ChangeTag::Equal => " ",
        };
        out.push(format!("  {sign} {}", change.value().trim_end()));
    }
    for (sign, side, p, effects) in [("-", Side::Before, before, &b.effects), ("+", Side::After, after, &a.effects)] {
        let hi = effects.len().min(first + CONTEXT_AFTER);
        if effects.len() > hi {
            let rest = summary(n, side, p, &effects[hi..]);
            out.push(format!("  {sign} … {} more effect(s): {rest}", effects.len() - hi));
        }
    }
    let upto = if differs.is_some() { "up to the divergence" } else { "up to its end" };
    for (side, p, e, follow) in [(Side::Before, before, b, &[][..]), (Side::After, after, a, shown.followed)] {
        out.push(format!("last steps of {}, {upto}:", n.run_of(side)));
        let steps = last_steps(p, r, (first, e.fuel), cl, follow);
        out.extend(steps.iter().map(|l| format!("    {}", n.step(side, p, l))));
    }
    out
}

/// Renumbers the addresses in a run's program error (its outcome and last effect) for
/// a notation that names allocations by number (`Notation::address_stride`).
fn renumber(e: &mut Execution, log: &Log, stride: u64) {
    let fix = |err: &mut ProgramError| {
        if let ProgramError::MemoryFault(a) | ProgramError::Uninitialised(a) | ProgramError::InvalidFree(a) = err {
            if let Some(x) = a.to_u64().and_then(|x| log.renumbered(x, stride)) {
                *a = x.into();
            }
        }
    };
    if let Outcome::HaltEx(err) = &mut e.outcome {
        fix(err);
    }
    if let Some(Effect::HaltEx(err)) = e.effects.last_mut() {
        fix(err);
    }
}

/// What a diff shows beside the runs: the first effect where they disagree modulo
/// allocation, and the tape positions AFTER's run did not take as addresses.
struct Shown<'a> {
    first: Option<usize>,
    followed: &'a [u32],
}

/// The headline of a final-memory mismatch: a leak one run has, or paired allocations
/// whose contents differ.
fn memory_mismatch(m: &MemoryMismatch, n: &dyn Notation) -> Vec<String> {
    match m {
        MemoryMismatch::Leftover { before, allocations } => {
            let (has, lacks) = if *before { (Side::Before, Side::After) } else { (Side::After, Side::Before) };
            let list: Vec<String> = allocations.iter().map(|(a, bits)| format!("{bits} bits at @{a}")).collect();
            vec![
                format!(
                    "{} ends with {} allocation(s) still live that {} does not have (the effect traces agree): {}",
                    n.run_of(has),
                    allocations.len(),
                    n.run_of(lacks),
                    list.join(", ")
                ),
                n.leak(has),
            ]
            .into_iter()
            .filter(|l| !l.is_empty())
            .collect()
        }
        MemoryMismatch::Contents { before, after } => vec![format!(
            "the final memories differ (the effect traces agree): the allocation of {} bits at @{} in {} and its counterpart of {} bits at @{} in {} differ",
            before.1,
            before.0,
            n.run_of(Side::Before),
            after.1,
            after.0,
            n.run_of(Side::After)
        )],
    }
}

/// A final memory for a diff, one line per cell, or `empty`.
fn memory_lines(side: &str, m: &exec::Memory) -> Vec<String> {
    let lines = fmt::memory(m);
    if lines.is_empty() {
        return vec![format!("  {side} empty")];
    }
    lines.into_iter().map(|l| format!("  {side} {l}")).collect()
}

/// How many effects of each kind, in order of first appearance: `print ×99,990,
/// halt ×1` (the kind is the effect's first word).
fn summary(n: &dyn Notation, side: Side, p: &Program, effects: &[Effect]) -> String {
    let mut counts: Vec<(String, usize)> = Vec::new();
    for e in effects {
        let line = n.effect(side, p, e);
        let name = line.split(['(', ' ']).next().unwrap_or("").to_string();
        match counts.iter_mut().find(|(n, _)| *n == name) {
            Some((_, k)) => *k += 1,
            None => counts.push((name, 1)),
        }
    }
    counts.iter().map(|(n, k)| format!("{n} ×{k}")).collect::<Vec<_>>().join(", ")
}

/// The last few steps up to the one that produced effect number `index` (or up to the
/// end of the run when it produced fewer effects). The run is replayed with the fuel
/// it had, so this costs no more than the run did.
fn last_steps(
    p: &Program,
    r: &RunSpec,
    (index, fuel): (usize, u64),
    cl: &CheckLimits,
    follow: &[u32],
) -> Vec<exec::TraceEntry> {
    const SHOWN: usize = 6;
    let Ok(inv) = fmt::parse_invocation(p, &r.entry, &r.args, r.oracle.as_deref()) else { return vec![] };
    let env = exec::Env::new(p, limits(r, fuel, cl));
    let nu = if follow.is_empty() { inv.oracle } else { inv.oracle.without_addresses(follow) };
    let start = env.start(inv.entry, inv.args, Oracle::new(nu));
    let mut window: std::collections::VecDeque<exec::TraceEntry> = std::collections::VecDeque::new();
    let mut effects = 0usize;
    let mut done = false;
    let mut observe = |at: exec::Pos, rule: exec::Rule| {
        if done {
            return;
        }
        window.push_back(exec::TraceEntry { rule, at });
        if window.len() > SHOWN {
            window.pop_front();
        }
        if produces_effect(rule) {
            if effects == index {
                done = true;
            }
            effects += 1;
        }
    };
    let _ = exec::run(&env, start, &mut &mut observe);
    window.into()
}

/// Rules that append to Ψ: a call of an external, a halt, and every error.
fn produces_effect(rule: exec::Rule) -> bool {
    let n = rule.name();
    n == "E-Call-Extern"
        || n == "E-Return-Halt"
        || n.ends_with("-Err")
        || n.ends_with("-Fault")
        || n.ends_with("-Uninit")
}

/// Adds the counts of `more` to `total`.
pub fn add(total: &mut exec::Coverage, more: &exec::Coverage) {
    for (t, m) in total.0.iter_mut().zip(more.0.iter()) {
        *t += m;
    }
}
