//! The decoded steps of arithmetic (E-Op, E-Move, E-Wrap): binary operations on
//! machine words and booleans, `not`, moves, constants, `wrap`, and the pairs
//! `t ← a op b; dst ← wraps64(t)` of an imported Bril `add`, `sub`, `mul` or `div`.
//!
//! Each method takes its steps and returns `Some(())`, or `None`, with nothing of the
//! refused step written, when `step` must take it (a big integer, a division by
//! zero, a value of another kind, the fuel).

use super::cursor::Cursor;
use super::decode::{Lit, Slot};
use super::slots::{int_at, set, set_bool, set_word, word, Heap, Slots};
use super::wide::{wide, wrap_word};
use crate::exec::env::Env;
use crate::exec::rule::Rule;
use crate::exec::run::Observer;
use crate::exec::step::{small_arith, small_compare};
use crate::ir::{BinOp, Int, Value};

impl<O: Observer> Cursor<'_, '_, O> {
    /// `dst ← a op b` on registers: machine words, or two booleans.
    #[inline(always)]
    pub(super) fn bin_rr(&mut self, slots: &mut Slots<'_>, op: BinOp, dst: Slot, a: Slot, b: Slot) -> Option<()> {
        let (Some(x), Some(y)) = (word(slots, a), word(slots, b)) else {
            let v = boolean(op, slots, a, b)?;
            if !set_bool(slots, dst, v, self.heap) {
                return None;
            }
            self.took(Rule::Op);
            self.pc += 1;
            return Some(());
        };
        self.binary(slots, op, x, y, dst)
    }

    /// `dst ← a op k`.
    #[inline(always)]
    pub(super) fn bin_rk(&mut self, slots: &mut Slots<'_>, op: BinOp, dst: Slot, a: Slot, k: i64) -> Option<()> {
        let Some(x) = word(slots, a) else { return self.cmp_digit(slots, op, (dst, a), k) };
        self.binary(slots, op, x, k, dst)
    }

    /// `dst ← k op b`.
    #[inline(always)]
    pub(super) fn bin_kr(&mut self, slots: &mut Slots<'_>, op: BinOp, dst: Slot, k: i64, b: Slot) -> Option<()> {
        let y = word(slots, b)?;
        self.binary(slots, op, k, y, dst)
    }

    /// `dst ← x op y` on machine words (E-Op): a comparison's boolean or an
    /// arithmetic result that is a machine word.
    #[inline(always)]
    fn binary(&mut self, slots: &mut Slots<'_>, op: BinOp, x: i64, y: i64, dst: Slot) -> Option<()> {
        let written = match small_compare(op, x, y) {
            Some(v) => set_bool(slots, dst, v, self.heap),
            None => set_word(slots, dst, small_arith(op, x, y)?, self.heap),
        };
        self.next_if(written, Rule::Op)
    }

    /// `dst ← not(a)` (E-Op) of a boolean or a machine word.
    #[inline(always)]
    pub(super) fn not(&mut self, slots: &mut Slots<'_>, dst: Slot, a: Slot) -> Option<()> {
        let written = match (slots.get(a), word(slots, a)) {
            (Some(Some(Value::Bool(b))), _) => {
                let b = !*b;
                set_bool(slots, dst, b, self.heap)
            }
            // Two's complement: not(x) = -x - 1, a machine word.
            (_, Some(x)) => set_word(slots, dst, !x, self.heap),
            _ => return None,
        };
        self.next_if(written, Rule::Op)
    }

    /// `dst ← a` (E-Move).
    #[inline(always)]
    pub(super) fn moved(&mut self, slots: &mut Slots<'_>, dst: Slot, a: Slot) -> Option<()> {
        let done = move_plain(slots, dst, a, self.heap);
        self.next_if(done, Rule::Move)
    }

    /// `dst ← v`, a result computed once by the decoder, by `rule`.
    #[inline(always)]
    pub(super) fn lit(&mut self, slots: &mut Slots<'_>, dst: Slot, v: Lit, rule: Rule) -> Option<()> {
        let done = set(slots, dst, v.value(), self.heap);
        self.next_if(done, rule)
    }

    /// `dst ← wrap{s,u}N(a)` (E-Wrap) of a machine word to a machine word.
    #[inline(always)]
    pub(super) fn wrap(&mut self, slots: &mut Slots<'_>, dst: Slot, a: Slot, signed: bool, bits: u32) -> Option<()> {
        // An unsigned 64-bit integer (a `tryload`'s) wraps as its two's complement
        // pattern: the low N bits are the same.
        let x = word(slots, a).or_else(|| int_at(slots, a).and_then(Int::to_u64).map(|u| u as i64))?;
        let w = wrap_word(x, signed, bits)?;
        self.word_step(slots, dst, w, Rule::Wrap)
    }

    /// `t ← a op b; dst ← wraps64(t)` on registers, `op` a constant of the arm.
    #[inline(always)]
    pub(super) fn pair_rr(
        &mut self,
        env: &Env<'_>,
        total: u64,
        slots: &mut Slots<'_>,
        op: BinOp,
        [t, dst, a, b]: [Slot; 4],
    ) -> Option<()> {
        let (Some(x), Some(y)) = (word(slots, a), word(slots, b)) else { return None };
        self.wide_pair(env, total, slots, op, (x, y), [t, dst])
    }

    /// `t ← a op k; dst ← wraps64(t)`.
    #[inline(always)]
    pub(super) fn pair_rk(
        &mut self,
        env: &Env<'_>,
        total: u64,
        slots: &mut Slots<'_>,
        op: BinOp,
        ([t, dst, a], k): ([Slot; 3], i64),
    ) -> Option<()> {
        let x = word(slots, a)?;
        self.wide_pair(env, total, slots, op, (x, k), [t, dst])
    }

    /// `t ← x op y; dst ← wraps64(t)`: E-Op, exact in `t` (`wide`), then E-Wrap.
    /// `total` is the configuration's size, for the budget of a result beyond 64 bits.
    #[inline(always)]
    fn wide_pair(
        &mut self,
        env: &Env<'_>,
        total: u64,
        slots: &mut Slots<'_>,
        op: BinOp,
        (x, y): (i64, i64),
        [t, dst]: [Slot; 2],
    ) -> Option<()> {
        let low = wide(total, env, op, x, y, t, slots, self.heap)?;
        self.took(Rule::Op);
        self.pc += 1;
        self.wrap_low(slots, low, dst)
    }
}

/// `a op b` on two booleans, for the operations `binary_general` defines on them
/// (`and`, `or`, `xor`, `eq`, `ne`); `None` otherwise.
#[inline(always)]
fn boolean(op: BinOp, slots: &Slots<'_>, a: Slot, b: Slot) -> Option<bool> {
    let (Some(Some(Value::Bool(x))), Some(Some(Value::Bool(y)))) = (slots.get(a), slots.get(b)) else {
        return None;
    };
    match op {
        BinOp::And => Some(*x && *y),
        BinOp::Or => Some(*x || *y),
        BinOp::Xor | BinOp::Ne => Some(x != y),
        BinOp::Eq => Some(x == y),
        _ => None,
    }
}

/// `dst ← a` (E-Move) for a machine word, a boolean, unit or a reference; `false`,
/// with nothing written, for anything else.
#[inline(always)]
fn move_plain(slots: &mut Slots<'_>, dst: Slot, a: Slot, heap: &mut Heap<'_>) -> bool {
    let v = match slots.get(a) {
        Some(Some(Value::Bool(b))) => {
            let b = *b;
            return set_bool(slots, dst, b, heap);
        }
        Some(Some(v @ (Value::Unit | Value::Ref(_)))) => v.clone(),
        Some(Some(Value::Int(i))) => match i.to_i64() {
            Some(x) => Value::int(x),
            None => return false,
        },
        _ => return false,
    };
    set(slots, dst, v, heap)
}
