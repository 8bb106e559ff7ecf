//! The decoded steps of the operations the LLVM lowering keeps poison with: `tryload`
//! (E-TryLoad, E-TryLoad-Poison), `forget` (E-Forget), `fail` on a false condition
//! (E-Fail-Skip), `select` (E-Select), and the comparisons with a constant beyond a
//! machine word that bound a `getelementptr inbounds`'s address (E-Op).
//!
//! As in `arith.rs`, each method returns `None`, with nothing of the refused step
//! written, when `step` must take it: a fault, a `fail` that halts, an operand of
//! another kind, a big integer to copy.

use super::cursor::Cursor;
use super::decode::{Slot, Src};
use super::slots::{int_at, put_u64, set, set_bool, Slots};
use crate::exec::budget;
use crate::exec::env::Env;
use crate::exec::memory::Memory;
use crate::exec::rule::Rule;
use crate::exec::run::Observer;
use crate::ir::{BinOp, Int, Value};

impl<O: Observer> Cursor<'_, '_, O> {
    /// `dst ← tryloadN(a)`, `1 ≤ N ≤ 64`: the bits read unsigned, those never written
    /// as 0 (an integer of at most 64 bits, held in place, so `step`'s `fits` has
    /// nothing to check), or -1 when some bit is poisoned. At most 64 bits cost no
    /// extra fuel. An access spanning allocations, or a fault, is `step`'s.
    #[inline(always)]
    pub(super) fn try_load(
        &mut self,
        mem: &Memory,
        slots: &mut Slots<'_>,
        dst: Slot,
        a: Slot,
        bits: u32,
    ) -> Option<()> {
        let addr = int_at(slots, a)?;
        match mem.read_written_bits(addr, bits)? {
            Some(v) => {
                put_u64(slots.get_mut(dst)?, v, self.heap);
                self.took(Rule::TryLoad);
                self.pc += 1;
                Some(())
            }
            None => self.word_step(slots, dst, -1, Rule::TryLoadPoison),
        }
    }

    /// `forgetN(a, c)`, `1 ≤ N ≤ 64`: the bits made unwritten when `c` is true, after
    /// the premise that they are allocated (a fault is `step`'s E-Forget-Fault).
    #[inline(always)]
    pub(super) fn forget(&mut self, mem: &mut Memory, slots: &Slots<'_>, a: Slot, c: Slot, bits: u32) -> Option<()> {
        let Some(Some(Value::Bool(forget))) = slots.get(c) else { return None };
        let addr = int_at(slots, a)?;
        // `forget` locates every bit before it writes any: on a fault nothing changed.
        let done = if *forget { mem.forget(addr, bits) } else { mem.check(addr, bits) };
        self.next_if(done.is_ok(), Rule::Forget)
    }

    /// `fail(c, n)` with `c` false: E-Fail-Skip (the result is discarded).
    #[inline(always)]
    pub(super) fn fail(&mut self, slots: &Slots<'_>, c: Slot) -> Option<()> {
        let skip = matches!(slots.get(c), Some(Some(Value::Bool(false))));
        self.next_if(skip, Rule::FailSkip)
    }

    /// `dst ← select(c, v₁, v₂)`: a copy of the selected operand when it owns no heap
    /// memory (E-Select writes it as it is, with no budget premise).
    #[inline(always)]
    pub(super) fn select(&mut self, slots: &mut Slots<'_>, dst: Slot, c: Slot, [x, y]: [Src; 2]) -> Option<()> {
        let src = match slots.get(c) {
            Some(Some(Value::Bool(true))) => x,
            Some(Some(Value::Bool(false))) => y,
            _ => return None,
        };
        let done = match src {
            Src::Lit(v) => set(slots, dst, v.value(), self.heap),
            Src::Reg(r) => match slots.get(r) {
                Some(Some(Value::Bool(b))) => {
                    let b = *b;
                    set_bool(slots, dst, b, self.heap)
                }
                Some(Some(Value::Int(i))) if !i.is_heap() => {
                    let v = Value::Int(i.clone());
                    set(slots, dst, v, self.heap)
                }
                Some(Some(v @ (Value::Unit | Value::Ref(_)))) => {
                    let v = v.clone();
                    set(slots, dst, v, self.heap)
                }
                _ => false,
            },
            Src::Slow => false,
        };
        self.next_if(done, Rule::Select)
    }

    /// `dst ← a op k`, a comparison with a constant `k` beyond a machine word, when
    /// `a` is one digit: charged as `binary_general` charges a comparison (its longer
    /// operand's digits), the decoded steps' fuel limit lowered by the same.
    #[inline(always)]
    pub(super) fn cmp_far(
        &mut self,
        env: &Env<'_>,
        slots: &mut Slots<'_>,
        op: BinOp,
        (dst, a): (Slot, Slot),
        k: &Int,
    ) -> Option<()> {
        let x = int_at(slots, a).filter(|x| !x.is_heap())?;
        let v = compare(op, x, k)?;
        let longer = budget::words(x).max(budget::words(k));
        if !set_bool(slots, dst, v, self.heap) {
            return None;
        }
        if longer > 1 {
            env.charge(longer);
            self.limit = env.limits.fuel.saturating_sub(env.extra_work());
        }
        self.took(Rule::Op);
        self.pc += 1;
        Some(())
    }

    /// `dst ← a op k` for a comparison, `a` an integer of one digit that is not a
    /// machine word (the unsigned bits of a 64-bit `tryload`): `binary_general`'s
    /// answer, with no charge (both operands are one digit). The comparison itself is
    /// out of line (`cmp_unsigned`), and takes no cursor: a cursor whose address is
    /// passed to a call is kept in memory across the whole loop.
    #[inline(always)]
    pub(super) fn cmp_digit(&mut self, slots: &mut Slots<'_>, op: BinOp, (dst, a): (Slot, Slot), k: i64) -> Option<()> {
        let v = cmp_unsigned(slots, op, a, k)?;
        let done = set_bool(slots, dst, v, self.heap);
        self.next_if(done, Rule::Op)
    }
}

/// `a op k` for a comparison, `a` an integer of one digit that is not a machine word
/// (`Cursor::cmp_digit`).
#[cold]
#[inline(never)]
fn cmp_unsigned(slots: &Slots<'_>, op: BinOp, a: Slot, k: i64) -> Option<bool> {
    let x = int_at(slots, a).filter(|x| !x.is_heap() && budget::words(x) == 1)?;
    compare(op, x, &Int::from(k))
}

/// `x op k` for a comparison `op`, as `binary_general` computes it; `None` for any
/// other operation.
fn compare(op: BinOp, x: &Int, k: &Int) -> Option<bool> {
    Some(match op {
        BinOp::Lt => x < k,
        BinOp::Le => x <= k,
        BinOp::Gt => x > k,
        BinOp::Ge => x >= k,
        BinOp::Eq => x == k,
        BinOp::Ne => x != k,
        _ => return None,
    })
}
