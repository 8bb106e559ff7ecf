//! The running frame as the decoded steps see it: a `Cursor` holds the function's
//! code, the position `pc` in it, the steps taken, the heap count of the frame's
//! registers and the observer.
//!
//! The steps of each family of instructions are `Cursor` methods in a file of their
//! own (`arith.rs`, `branch.rs`, `memory.rs`, `call.rs`); the registers (`Slots`) are
//! an argument of their own because they borrow the configuration that calls and
//! returns change. Every method is `#[inline(always)]`: once inlined in `fast_steps`
//! the cursor's fields are locals of the loop, held in registers across dispatches.

use super::decode::{FuncCode, Slot};
use super::slots::{set_word, Heap, Slots};
use crate::exec::rule::Rule;
use crate::exec::run::Observer;
use crate::exec::state::{Config, Pos};
use crate::ir::FuncId;

/// The running frame's position and counts, for the decoded steps.
pub(super) struct Cursor<'a, 'h, O> {
    /// The running function's decoded code.
    pub(super) fc: &'a FuncCode,
    pub(super) func: FuncId,
    /// The position in `fc.code` of the instruction being executed.
    pub(super) pc: usize,
    /// The steps taken in the run.
    pub(super) n: u64,
    /// The steps the decoded instructions may take before the fuel check fails.
    pub(super) limit: u64,
    /// The heap count of the frame's registers, kept here and written back to the
    /// configuration before a call, a return or a hand-over to `step`. A local of
    /// `fast_steps` of its own: its address goes to the out-of-line writes of
    /// `slots.rs`, and a cursor with it inside would be kept in memory as a whole.
    pub(super) heap: &'a mut Heap<'h>,
    pub(super) obs: &'a mut O,
}

impl<O: Observer> Cursor<'_, '_, O> {
    /// The program position of `fc.code[pc]`.
    #[inline(always)]
    pub(super) fn at(&self, pc: usize) -> Pos {
        let (block, index) = self.fc.pos[pc];
        Pos { func: self.func, block, index }
    }

    /// Counts a step by `rule` at `pc`, and shows it to an active observer (a weighted
    /// observer's weights were added at the dispatch).
    #[inline(always)]
    pub(super) fn took(&mut self, rule: Rule) {
        if O::ACTIVE && !O::WEIGHTED {
            self.obs.step(self.at(self.pc), rule);
        }
        self.n += 1;
    }

    /// A step by `rule` whose write `done` succeeded, then on to the next position;
    /// `None` (the step is handed to `step`) when it did not.
    #[inline(always)]
    pub(super) fn next_if(&mut self, done: bool, rule: Rule) -> Option<()> {
        if !done {
            return None;
        }
        self.took(rule);
        self.pc += 1;
        Some(())
    }

    /// `dst ← w`, a machine word, by `rule`, then on to the next position.
    #[inline(always)]
    pub(super) fn word_step(&mut self, slots: &mut Slots<'_>, dst: Slot, w: i64, rule: Rule) -> Option<()> {
        let done = set_word(slots, dst, w, self.heap);
        self.next_if(done, rule)
    }

    /// Leaves the frame to `step` at `pc`: the heap count and the position written
    /// back to the configuration.
    #[inline(always)]
    pub(super) fn hand_over<M>(&self, c: &mut Config<M>) {
        c.regs.set_heap(self.heap.bytes);
        if let Some(&(block, index)) = self.fc.pos.get(self.pc) {
            c.at = Pos { func: self.func, block, index };
        }
    }

    /// The second step of a pair, `dst ← wraps64(t)` (E-Wrap), whose result `low` the
    /// first step computed; `None` when the fuel does not reach it.
    #[inline(always)]
    pub(super) fn wrap_low(&mut self, slots: &mut Slots<'_>, low: i64, dst: Slot) -> Option<()> {
        if self.n >= self.limit {
            return None;
        }
        self.word_step(slots, dst, low, Rule::Wrap)
    }
}
