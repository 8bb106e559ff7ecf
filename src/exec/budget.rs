//! The budget (semantics/reduction.md, "Runs, outcomes and limits"): one bound on the
//! size of the whole configuration, and fuel charged by the work a step does.
//!
//! **Size.** A configuration's size, in bytes, is the sum of four parts, each a
//! function of the configuration (so equal configurations have equal sizes):
//!
//! - *registers*: per frame of ŝ and for the current function, `FRAME_BYTES` plus
//!   `VALUE_BYTES` per register of the function, plus the heap of every big integer
//!   held (`int_bytes`);
//! - *memory*: per live allocation `ALLOC_BYTES` plus `CELL_BYTES` per 64 bits (a
//!   zero-bit allocation still costs its bookkeeping);
//! - *effects*: per effect of Ψ `EFFECT_BYTES` plus `VALUE_BYTES` per argument plus
//!   the heap of its big integers;
//! - *tape*: per choice drawn from ν (the record that replays the run) `VALUE_BYTES`
//!   plus the heap of a big integer.
//!
//! The constants are at least what the host spends on each item (tested against
//! `size_of`), so a budget of B bytes bounds the host memory of a run by about B plus
//! the text of a report, by construction. The counters are kept up to date where the
//! configuration grows or shrinks (calls and returns, big values written to
//! registers, allocations, effects, draws), never by a scan. Every step that grows
//! the configuration checks, before it changes anything, that the configuration it
//! would produce fits the budget: one that computes an integer beyond a machine word
//! (E-Op, E-Wrap, E-Load), one that copies a big integer to a register (E-Move, the
//! parameters of E-Branch and E-Switch-*, E-Return-Frame: the copy shares its digits
//! with the host, a reference count, but counts in the size like any value), E-Call
//! (a frame), E-Call-Extern (an effect and a draw), E-Alloc (an allocation and a
//! draw) and the halting steps (the last effect). Steps on machine integers grow
//! nothing and check nothing; the driver's loop pays nothing per step.
//!
//! **Work.** Fuel is counted in units, so that it measures time: a step costs one
//! unit, plus the work it does beyond a machine word, counted in 64-bit digits
//! (`int_units`). A step on integers wider than one digit (a magnitude of 2^64 or
//! more) costs `BIG_STEP_UNITS` more for making a big integer (its allocation and
//! normalisation), plus one unit per digit operation: the longer operand for `add`,
//! `sub`, the bitwise operations, `neg` and `not`; the product of the lengths for
//! `mul` (`la·lb`, or `max · 4·√min` for long operands: Karatsuba and Toom-3);
//! `(la - lb + 1)·lb` for `div` and `mod` (long division); the operand and the result
//! for shifts. Comparisons make no integer: the longer operand only. A `wrap` to at most
//! 64 bits reads one digit and costs nothing more; a wider one, a load or a store of
//! more than 64 bits, costs `BIG_STEP_UNITS` plus its digits. Memory bookkeeping is
//! charged per `MEMORY_WORDS_PER_UNIT` words (`memory_units`): the cells an
//! allocation zeroes (two words each) and the table entries it or a free moves (five
//! words each). The work is charged when the step is taken and the fuel checked
//! before the next, so the last step may overdraw by its own cost, which the value
//! and memory limits bound. A step whose integers are all one digit costs exactly
//! one unit (its work is constant whatever its result), so step counts of ordinary
//! programs are fuel. The pre-decoded engine takes only such steps but one: a
//! comparison of a machine word with a constant beyond one digit (the bound of an
//! LLVM `getelementptr inbounds`), which it charges as `step` does and whose charge
//! lowers its own fuel limit at once (`exec/fast/poison.rs`).

use crate::ir::{Int, Value};
use std::fmt;

/// The largest size budget a run may be given (`--budget`, a spec run's `budget`):
/// 1 TiB.
pub const MAX_BUDGET: u64 = 1 << 40;

/// A step that grows the configuration by more than this many bytes at once first
/// asks the host whether it can give that much (`host_can_give`): a budget may allow
/// more than the machine has, and a failed allocation would abort the process.
pub const HOST_PROBE_BYTES: u64 = 1 << 28;

/// `Ok` when the host can allocate `bytes` at once now (a reservation made and given
/// back at once); else the run ends incomplete, as at any other limit.
#[cold]
#[inline(never)]
pub fn host_can_give(bytes: u64) -> Result<(), super::Incomplete> {
    let fits = usize::try_from(bytes).is_ok_and(|n| Vec::<u8>::new().try_reserve_exact(n).is_ok());
    if fits {
        Ok(())
    } else {
        Err(super::Incomplete::HostMemory(bytes))
    }
}

/// A register slot, a value in an effect, a choice on the tape.
pub const VALUE_BYTES: u64 = 32;
/// A frame of ŝ (position, result register, the saved registers' handle) or the
/// current function's register array header.
pub const FRAME_BYTES: u64 = 64;
/// The bookkeeping of one allocation: its table entry and its cell array's header.
pub const ALLOC_BYTES: u64 = 64;
/// 64 bits of an allocation and their initialised mask.
pub const CELL_BYTES: u64 = 16;
/// An effect of Ψ besides its arguments.
pub const EFFECT_BYTES: u64 = 64;
/// A big integer's header (reference count, vector) besides its digits.
pub const BIG_BYTES: u64 = 48;
/// The fixed part of a step on an integer wider than one 64-bit digit, in units of
/// fuel: making a big integer costs about what a few simple steps do.
pub const BIG_STEP_UNITS: u64 = 8;
/// Machine words of memory bookkeeping (cells zeroed, table entries moved) per unit.
pub const MEMORY_WORDS_PER_UNIT: u64 = 32;

/// The heap bytes of an integer: 0 for one whose magnitude fits in 64 bits (a
/// machine integer, or `Int`'s `Pos`/`Neg`, held in place).
#[inline(always)]
pub fn int_bytes(i: &Int) -> u64 {
    if i.is_heap() {
        big_bytes(i)
    } else {
        0
    }
}

/// `int_bytes(&Int::from(r))`, without building the integer.
#[inline]
pub fn i128_bytes(r: i128) -> u64 {
    let bits = 128 - u64::from(r.unsigned_abs().leading_zeros());
    if bits <= 64 {
        0
    } else {
        BIG_BYTES + 8 * bits.div_ceil(64)
    }
}

#[cold]
#[inline(never)]
fn big_bytes(i: &Int) -> u64 {
    BIG_BYTES + 8 * i.bits().div_ceil(64)
}

/// The heap bytes of a value: only big integers own any.
#[inline(always)]
pub fn value_bytes(v: &Value) -> u64 {
    match v {
        Value::Int(i) => int_bytes(i),
        _ => 0,
    }
}

/// The size of an effect with arguments `args`.
pub fn effect_bytes<'a>(args: impl IntoIterator<Item = &'a Value>) -> u64 {
    args.into_iter().fold(EFFECT_BYTES, |n, v| n + VALUE_BYTES + value_bytes(v))
}

/// The bytes of an allocation of `bits` bits.
pub fn allocation_bytes(bits: u64) -> u64 {
    ALLOC_BYTES + CELL_BYTES * bits.div_ceil(64)
}

/// The 64-bit digits of an integer (at least 1).
#[inline]
pub fn words(i: &Int) -> u64 {
    i.bits().div_ceil(64).max(1)
}

/// The extra fuel, beyond the step's one unit, of a step on integers of at most
/// `digits` digits each that does `work` digit operations: nothing when every integer
/// is one digit, else `BIG_STEP_UNITS + work`.
#[inline]
pub fn int_units(digits: u64, work: u64) -> u64 {
    if digits <= 1 {
        0
    } else {
        BIG_STEP_UNITS.saturating_add(work)
    }
}

/// The extra fuel, beyond the step's one unit, for `words` words of memory
/// bookkeeping.
#[inline]
pub fn memory_units(words: u64) -> u64 {
    words / MEMORY_WORDS_PER_UNIT
}

/// The digit operations of a multiplication of `la` by `lb` digits: schoolbook `la·lb`
/// for short operands, and for long ones `max · 4·√min`, an upper estimate of
/// `num-bigint`'s Karatsuba and Toom-3 (about `n^1.47` to `n^1.58`), so that a
/// product of two integers at the value limit costs what it takes, not `n²`.
pub fn mul_work(la: u64, lb: u64) -> u64 {
    let (lo, hi) = (la.min(lb), la.max(lb));
    hi.saturating_mul(lo.min(4 * lo.isqrt()))
}

/// The parts of a configuration's size other than the current registers' big
/// integers (kept by `Regs`), updated where they change. `total` is their sum plus
/// the memory's bytes, so that the driver's check reads two numbers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Size {
    /// Everything but the current registers' big integers.
    pub total: u64,
    /// Saved frames (with their registers' big integers) and the current function's
    /// register slots.
    pub frames: u64,
    /// Ψ.
    pub effects: u64,
    /// The choices drawn from ν.
    pub tape: u64,
}

/// The part of the configuration an exceeded budget names.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Resource {
    Registers,
    Memory,
    Effects,
    Tape,
}

impl Resource {
    pub fn name(self) -> &'static str {
        match self {
            Resource::Registers => "the registers of all frames",
            Resource::Memory => "the memory µ (allocations and their bookkeeping)",
            Resource::Effects => "the effect trace Ψ",
            Resource::Tape => "the tape of choices drawn from ν",
        }
    }
}

/// A step that would take the configuration over its budget: the budget and the four
/// parts' sizes after the step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OverBudget {
    pub budget: u64,
    /// Registers, memory, effects, tape, in bytes.
    pub parts: [u64; 4],
}

impl OverBudget {
    /// The largest part: the resource that used the budget up.
    pub fn resource(&self) -> Resource {
        let all = [Resource::Registers, Resource::Memory, Resource::Effects, Resource::Tape];
        let mut best = 0;
        for i in 1..4 {
            if self.parts[i] > self.parts[best] {
                best = i;
            }
        }
        all[best]
    }
}

impl fmt::Display for OverBudget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [r, m, e, t] = self.parts;
        write!(
            f,
            "the next step would take the configuration over its budget of {} bytes, mostly {} (registers {r}, \
             memory {m}, effects {e}, tape {t} bytes)",
            self.budget,
            self.resource().name()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::mem::size_of;

    /// The host is asked before a large step: what no machine can give ends the run,
    /// what any can passes.
    #[test]
    fn the_host_probe_refuses_what_cannot_be_allocated() {
        assert_eq!(host_can_give(u64::MAX), Err(crate::exec::Incomplete::HostMemory(u64::MAX)));
        assert_eq!(host_can_give(1 << 40 << 20), Err(crate::exec::Incomplete::HostMemory(1 << 60)));
        assert_eq!(host_can_give(HOST_PROBE_BYTES), Ok(()));
    }

    /// The constants cover what the host spends (those of frames, cells, allocations
    /// and effects are checked beside their types).
    #[test]
    fn the_constants_cover_what_the_host_spends() {
        assert!(VALUE_BYTES as usize >= size_of::<Option<Value>>());
        assert!(BIG_BYTES as usize >= 16 + size_of::<num_bigint::BigInt>(), "Arc counts and the BigInt");
    }

    #[test]
    fn i128_bytes_is_int_bytes() {
        let edges = [0i128, 1, -1, i64::MAX as i128, i64::MIN as i128, 1 << 63, -(1 << 63) - 1, u64::MAX as i128];
        for &e in &edges {
            for r in [e, e + 1, e - 1, -e, e << 1, e << 60, i128::MAX, i128::MIN] {
                assert_eq!(i128_bytes(r), int_bytes(&Int::from(r)), "{r}");
            }
        }
        assert_eq!(int_bytes(&Int::from(u64::MAX)), 0, "a 64-bit magnitude is held in place");
        assert_eq!(int_bytes(&Int::from(1i128 << 64)), BIG_BYTES + 16);
    }

    #[test]
    fn sizes_and_work_grow_with_what_is_touched() {
        assert_eq!(int_bytes(&Int::from(i64::MAX)), 0);
        let big = Int::from(1i64).shl(1000);
        assert_eq!(int_bytes(&big), BIG_BYTES + 8 * 16);
        assert_eq!(words(&big), 16);
        assert_eq!(words(&Int::ZERO), 1);
        assert_eq!(int_units(1, 1), 0, "a step on one-digit integers costs one unit");
        assert_eq!(int_units(2, 2), BIG_STEP_UNITS + 2);
        assert_eq!(mul_work(3, 5), 15, "schoolbook for short operands");
        assert_eq!(mul_work(10_000, 10_000), 10_000 * 400, "Karatsuba and Toom-3 for long ones");
        assert_eq!(memory_units(64), 2);
        assert_eq!(allocation_bytes(0), ALLOC_BYTES);
        assert_eq!(allocation_bytes(65), ALLOC_BYTES + 2 * CELL_BYTES);
        let over = OverBudget { budget: 10, parts: [1, 2, 30, 4] };
        assert_eq!(over.resource(), Resource::Effects);
        assert!(over.to_string().contains("mostly the effect trace Ψ"), "{over}");
    }
}
