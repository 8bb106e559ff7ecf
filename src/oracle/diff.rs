//! The readable diff of a counterexample (`equiv::Counterexample::diff`): what
//! differs, the outcomes, where control first went differently, an aligned diff of a
//! bounded window of the traces around the first divergence (`similar`'s, of the window
//! only) with counted summaries of the rest, and for each side the last steps before it
//! (rule, function:block:index, instruction). The verdict is decided in `equiv.rs`;
//! this file only renders it, in the caller's `Notation`.

use super::alloc::{Log, MemoryMismatch};
use super::config::CheckLimits;
use super::equiv::{run_limits, Counterexample, Execution, Mismatch, RunSpec};
use super::notation::{Notation, Side, STEPS_GIVEN};
use crate::exec::{self, Effect, Oracle, Outcome, ProgramError};
use crate::format::run as fmt;
use crate::ir::Program;

impl Counterexample {
    /// The readable diff, in `notation`: what differs, the notes, the outcomes, where
    /// control first went differently, a bounded window of the traces, and the last
    /// steps of each run.
    pub fn diff(&self, before: &Program, after: &Program, notation: &dyn Notation) -> Vec<String> {
        render(self, before, after, notation)
    }
}

/// The whole diff: the headline of the mismatch, the notes, then `render_diff`.
fn render(cx: &Counterexample, before: &Program, after: &Program, notation: &dyn Notation) -> Vec<String> {
    let (b, a) = (&cx.before, &cx.after);
    let mut details = Vec::new();
    match &cx.mismatch {
        Mismatch::Effects => details.push("the effect traces differ".to_string()),
        Mismatch::Memory(m) => {
            details.extend(memory_mismatch(m, notation));
            details.extend(memory_lines("before:", &b.memory));
            details.extend(memory_lines("after: ", &a.memory));
        }
        Mismatch::Remaining => {
            details.push("the remaining nondeterminism ν differs (the effect traces and memories are equal)".into());
            details.push(format!("  before: {}", fmt::remaining(before, &b.remaining)));
            details.push(format!("  after:  {}", fmt::remaining(after, &a.remaining)));
        }
        Mismatch::Termination { halted } => {
            let (stuck, e) = match halted {
                Side::Before => (Side::After, a),
                Side::After => (Side::Before, b),
            };
            let (fuel, cap) = (cx.first_fuel, cx.limits.fuel_cap);
            let why = match &e.outcome {
                Outcome::Incomplete(why) if e.out_of_fuel() && e.fuel >= cap && fuel.saturating_mul(100) > e.fuel => {
                    format!(
                        "still incomplete at the fuel cap of {} units ({why}); the verdict rests on that cap",
                        e.fuel
                    )
                }
                Outcome::Incomplete(why) if e.out_of_fuel() => {
                    format!("still incomplete with {} times the fuel: {why}", e.fuel / fuel.max(1))
                }
                Outcome::Incomplete(why) => format!("incomplete: {why}"),
                _ => String::new(),
            };
            details.push(format!("{} halts, {} does not ({why})", notation.run_of(*halted), notation.run_of(stuck)));
        }
        Mismatch::Traces => details
            .push("the effect traces differ (neither run halts, and neither trace is a prefix of the other)".into()),
        Mismatch::Undefined => details.push(format!(
            "{} reaches undefined behaviour, and {} does not: AFTER does not refine BEFORE",
            notation.run_of(Side::After),
            notation.run_of(Side::Before)
        )),
        Mismatch::Output { at } => details.push(format!("the printed output differs, first at byte {at}")),
        Mismatch::Exit => details.push("the runs print the same and end with different values".into()),
    }
    details.extend(cx.notes.iter().cloned());
    let (mut b, mut a) = (b.clone(), a.clone());
    if let Some(stride) = notation.address_stride() {
        let (log_b, log_a) = (Log::new(b.allocations.clone()), Log::new(a.allocations.clone()));
        renumber(&mut b, &log_b, stride);
        renumber(&mut a, &log_a, stride);
    }
    let shown = Shown { first: cx.first, followed: &cx.followed };
    details.extend(render_diff(before, after, &cx.run, (&b, &a), &cx.limits, notation, shown));
    details.extend(notation.reproduce(&cx.run));
    details
}

/// Effects shown before the first divergence, in the diff's window of the traces.
pub const CONTEXT_BEFORE: usize = 10;
/// Effects shown from the first divergence on, on each side.
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
        ([run_limits(r, b.fuel, cl), run_limits(r, a.fuel, cl)], [n.run_of(Side::Before), n.run_of(Side::After)]);
    let none = super::control::Origins::new();
    let origins = n.origins().unwrap_or(&none);
    let names = |is_after: bool, at| match is_after {
        false => n.block_name(Side::Before, before, at),
        true => n.block_name(Side::After, after, at),
    };
    out.extend(super::control::first_difference((before, after), origins, sides, &run, (runs, &names)));
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
        out.extend(n.steps(side, p, &steps).into_iter().map(|l| format!("    {l}")));
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
    let Ok(inv) = fmt::parse_invocation(p, &r.entry, &r.args, r.oracle.as_deref()) else { return vec![] };
    let env = exec::Env::new(p, run_limits(r, fuel, cl));
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
        if window.len() > STEPS_GIVEN {
            window.pop_front();
        }
        if rule.appends_effect() {
            if effects == index {
                done = true;
            }
            effects += 1;
        }
    };
    let _ = exec::run(&env, start, &mut &mut observe);
    window.into()
}
