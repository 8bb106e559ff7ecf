//! Arithmetic on machine words whose exact result may need more than 64 bits: the
//! first step of an `add`/`sub`/`mul`/`div` + `wraps64` pair, with its result kept
//! exact in up to 128 bits when the value limit and the budget allow, as `step`
//! would; and `wrap` of a machine word.

use super::decode::Slot;
use super::slots::{set_word, Heap, Slots};
use crate::exec::budget::{i128_bytes, int_bytes};
use crate::exec::env::Env;
use crate::ir::{BinOp, Int, Value};

/// `wrap{s,u}N(x)` of a machine integer when the result is one, `1 ≤ N ≤ 64`.
#[inline(always)]
pub(super) fn wrap_word(x: i64, signed: bool, bits: u32) -> Option<i64> {
    if bits == 64 {
        return (signed || x >= 0).then_some(x);
    }
    let shift = 64 - bits;
    Some(if signed { (x << shift) >> shift } else { ((x as u64) << shift >> shift) as i64 })
}

/// The first step of the pair `t ← x op y; dst ← wraps64(t)` (`op` one of `add`,
/// `sub`, `mul`, `div`): writes `t`, exact, and returns its low 64 bits, the second step's
/// result; `None` when `step` must take it. A result beyond 64 bits is a big integer
/// in `t`: written only when the value limit allows 128 bits and the size budget has
/// room for it, as `step` would check (`binary_general`'s `fits`). Neither step
/// costs more than one unit: the operands are one digit each, and a wrap to 64 bits
/// reads one digit (`budget::int_units`).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn wide(
    total: u64,
    env: &Env<'_>,
    op: BinOp,
    x: i64,
    y: i64,
    t: Slot,
    slots: &mut Slots<'_>,
    heap: &mut Heap<'_>,
) -> Option<i64> {
    // A machine word first (one instruction and an overflow test), then, out of line,
    // the exact result in 128 bits.
    let r = match op {
        BinOp::Add => x.checked_add(y),
        BinOp::Sub => x.checked_sub(y),
        BinOp::Mul => x.checked_mul(y),
        // Truncating, as `step`'s; `step` takes a division by zero (an error outcome).
        _ if y == 0 => return None,
        _ => x.checked_div(y),
    };
    match r {
        Some(r) => set_word(slots, t, r, heap).then_some(r),
        None => wide_big(total, env, op, x, y, t, slots, heap),
    }
}

/// `wide` of a result beyond 64 bits: `t` gets it exact, and its low 64 bits are
/// returned.
#[inline(never)]
#[allow(clippy::too_many_arguments)]
fn wide_big(
    total: u64,
    env: &Env<'_>,
    op: BinOp,
    x: i64,
    y: i64,
    t: Slot,
    slots: &mut Slots<'_>,
    heap: &mut Heap<'_>,
) -> Option<i64> {
    let r = match op {
        BinOp::Add => i128::from(x) + i128::from(y),
        BinOp::Sub => i128::from(x) - i128::from(y),
        BinOp::Mul => i128::from(x) * i128::from(y),
        // The only quotient beyond 64 bits is `i64::MIN / -1`.
        _ => -i128::from(x),
    };
    big(total, env, r, t, slots, heap).then_some(r as i64)
}

/// `wide`'s case of a result beyond 64 bits, out of line.
#[inline(never)]
fn big(total: u64, env: &Env<'_>, r: i128, t: Slot, slots: &mut Slots<'_>, heap: &mut Heap<'_>) -> bool {
    env.limits.value_bits >= 128 && slots.get_mut(t).is_some_and(|slot| put_wide(total, env, r, slot, heap))
}

/// `slot ← r` for an `r` beyond the `i64` range, when the size budget has room for it (the
/// configuration's size with the new integer counted and the old one still held, as
/// `step`'s `fits` checks before writing). The digits of a big integer the slot held
/// alone are reused.
#[inline(never)]
fn put_wide(total: u64, env: &Env<'_>, r: i128, slot: &mut Option<Value>, heap: &mut Heap<'_>) -> bool {
    let bytes = i128_bytes(r);
    if total + heap.bytes + bytes > env.limits.budget {
        return false;
    }
    if bytes == 0 {
        // A 64-bit magnitude, held in place.
        if matches!(slot, Some(Value::Int(old)) if old.is_heap()) {
            heap.retire(slot);
        }
        *slot = Some(Value::Int(Int::from(r)));
        return true;
    }
    match slot {
        Some(Value::Int(old)) if old.to_i64().is_none() => {
            heap.bytes -= int_bytes(old);
            old.assign_i128(r);
        }
        _ => *slot = Some(Value::Int(heap.wide(r))),
    }
    heap.bytes += bytes;
    true
}

#[cfg(test)]
mod tests {
    use super::wrap_word;
    use crate::ir::Int;

    #[test]
    fn wrap_word_agrees_with_int_wrap() {
        let xs = [0i64, 1, -1, 2, 127, 128, 255, 256, -128, -129, i64::MAX, i64::MIN, 0x1234_5678_9abc_def0];
        for &x in &xs {
            for bits in 1..=64u32 {
                for signed in [false, true] {
                    let want = Int::from(x).wrap(signed, bits).to_i64();
                    assert_eq!(wrap_word(x, signed, bits), want, "wrap{}{bits}({x})", if signed { 's' } else { 'u' });
                }
            }
        }
    }
}
