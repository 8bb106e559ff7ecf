//! The words of a diff: how a counterexample names its effects, outcomes and steps.
//! A notation chooses words only, never a verdict: effects are compared in the paper's
//! notation whatever notation renders them. `Paper` is the checker's own; the Bril
//! front end's notation renders a Bril program's runs as `brili` prints them.

use super::control::{At, Origins};
use super::run::RunSpec;
use crate::exec::{self, Effect, Outcome, ProgramError};
use crate::format::run as fmt;
use crate::ir::Program;

/// The steps of each run a diff gives its notation (`Notation::steps`), up to the
/// divergence.
pub const STEPS_GIVEN: usize = 48;
/// The steps a diff shows of each run, or source instructions for a notation that
/// shows each once.
pub const STEPS_SHOWN: usize = 6;

/// Which program of a comparison a rendering is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Side {
    /// The program before the transformation (a pair's BEFORE).
    Before,
    /// The program after it (a pair's AFTER).
    After,
}

/// How a mismatch names what it shows: effects, outcomes and steps.
pub trait Notation {
    /// An effect of Ψ (`print(3)`).
    fn effect(&self, _side: Side, p: &Program, e: &Effect) -> String {
        fmt::effect(p, e)
    }
    /// A run's outcome (`halt(6)`).
    fn outcome(&self, _side: Side, p: &Program, o: &Outcome) -> String {
        fmt::outcome(p, o)
    }
    /// One step of a run: its rule, position and instruction.
    fn step(&self, _side: Side, p: &Program, e: &exec::TraceEntry) -> String {
        fmt::trace_line(p, e)
    }
    /// The last steps of a run, one line each (a notation whose source instruction
    /// takes several steps may show it once): of the steps up to the divergence given
    /// (`STEPS_GIVEN` at most), the last `STEPS_SHOWN`.
    fn steps(&self, side: Side, p: &Program, entries: &[exec::TraceEntry]) -> Vec<String> {
        entries[entries.len().saturating_sub(STEPS_SHOWN)..].iter().map(|e| self.step(side, p, e)).collect()
    }
    /// How the line of where control first went differently names block `at` of a
    /// side, when the notation has its own words for it, and whether it is a block of
    /// the user's (`control::BlockNames`); `None`: by its name.
    fn block_name(&self, _side: Side, _p: &Program, _at: At) -> Option<(String, bool)> {
        None
    }
    /// Lines that reproduce the diverging run `r` with the user's own tools, shown after the diff (none by default: `replay`
    /// says how).
    fn reproduce(&self, _r: &RunSpec) -> Vec<String> {
        Vec::new()
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
    fn origins(&self) -> Option<&Origins> {
        None
    }
    /// The same words with the last steps as the kernel ran them, when the notation
    /// shows them otherwise (Bril's instructions): for drawings that mark the blocks
    /// where the runs part, and for readers who want the rules.
    fn kernel(&self) -> Option<Box<dyn Notation + '_>> {
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
    fn steps(&self, side: Side, p: &Program, entries: &[exec::TraceEntry]) -> Vec<String> {
        self.0.steps(side, p, entries)
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
    fn block_name(&self, side: Side, p: &Program, at: At) -> Option<(String, bool)> {
        self.0.block_name(side, p, at)
    }
    fn reproduce(&self, r: &RunSpec) -> Vec<String> {
        self.0.reproduce(r)
    }
    fn kernel(&self) -> Option<Box<dyn Notation + '_>> {
        self.0.kernel().map(|n| Box::new(Pair(n)) as Box<dyn Notation + '_>)
    }
    fn run_of(&self, side: Side) -> &'static str {
        match side {
            Side::Before => "the run of BEFORE",
            Side::After => "the run of AFTER",
        }
    }
}

/// A boxed notation speaks as the notation it holds.
impl<N: Notation + ?Sized> Notation for Box<N> {
    fn effect(&self, side: Side, p: &Program, e: &Effect) -> String {
        (**self).effect(side, p, e)
    }
    fn outcome(&self, side: Side, p: &Program, o: &Outcome) -> String {
        (**self).outcome(side, p, o)
    }
    fn step(&self, side: Side, p: &Program, e: &exec::TraceEntry) -> String {
        (**self).step(side, p, e)
    }
    fn steps(&self, side: Side, p: &Program, entries: &[exec::TraceEntry]) -> Vec<String> {
        (**self).steps(side, p, entries)
    }
    fn block_name(&self, side: Side, p: &Program, at: At) -> Option<(String, bool)> {
        (**self).block_name(side, p, at)
    }
    fn reproduce(&self, r: &RunSpec) -> Vec<String> {
        (**self).reproduce(r)
    }
    fn label(&self, r: &RunSpec) -> String {
        (**self).label(r)
    }
    fn replay(&self, r: &RunSpec) -> String {
        (**self).replay(r)
    }
    fn halted_at(&self, side: Side, p: &Program, err: &ProgramError, at: exec::Pos) -> Option<String> {
        (**self).halted_at(side, p, err, at)
    }
    fn address_stride(&self) -> Option<u64> {
        (**self).address_stride()
    }
    fn leak(&self, side: Side) -> String {
        (**self).leak(side)
    }
    fn origins(&self) -> Option<&Origins> {
        (**self).origins()
    }
    fn kernel(&self) -> Option<Box<dyn Notation + '_>> {
        (**self).kernel()
    }
    fn run_of(&self, side: Side) -> &'static str {
        (**self).run_of(side)
    }
}

/// The paper's notation (`print(3)`, `halt(6)`, `E-Op  gcd:b:0  r3 ← mod(r1, r2)`).
pub struct Paper;

impl Notation for Paper {}

/// The paper's notation for the runs before and after a spec step, with the blocks the
/// step copied (`Notation::origins`).
pub struct PaperStep<'a>(pub &'a Origins);

impl Notation for PaperStep<'_> {
    fn origins(&self) -> Option<&Origins> {
        Some(self.0)
    }
}
