//! The registers of the frame the engine runs, read and written without a bounds
//! check, and the writes the engine makes through them. This file holds the
//! project's only `unsafe` code.
//!
//! **Invariant.** `Slots::get` and `Slots::get_mut` index the array unchecked, and
//! are in bounds by two checks made once each:
//! - a `Slot` is made only by `decode.rs` (its field is private there), which hands
//!   out only slots below the `regs` of the `FuncCode` holding them (the last pass of
//!   `FuncCode::new`, and `FuncCode::jump` for parameter writes);
//! - a `Slots` is made only by `Slots::new`, which checks that the array has at least
//!   `fc.regs` entries for the `FuncCode` given.
//!
//! The engine (`engine.rs`) pairs the two: it builds a `Slots` from the running
//! frame's array and that function's `FuncCode`, at the top of each frame, and reads
//! slots only from that `FuncCode` until the frame changes. Debug builds assert each
//! bound.

use super::decode::{FuncCode, Slot};
use crate::exec::budget::int_bytes;
use crate::exec::state::SPARE_INTS;
use crate::ir::{Int, Value};

/// The register array of the frame the engine runs, with at least `FuncCode::regs`
/// entries for the function it runs, read and written without the bounds check
/// (the invariant above).
pub(super) struct Slots<'a>(&'a mut [Option<Value>]);

impl<'a> Slots<'a> {
    /// The frame's array, when it has `fc.regs` entries at least.
    pub(super) fn new(slots: &'a mut [Option<Value>], fc: &FuncCode) -> Option<Slots<'a>> {
        (slots.len() >= fc.regs).then_some(Slots(slots))
    }

    /// Register `r`, a slot of the `FuncCode` the array was checked against.
    #[inline(always)]
    pub(super) fn get(&self, r: Slot) -> Option<&Option<Value>> {
        debug_assert!(r.index() < self.0.len());
        // SAFETY: `r` is below the `regs` of the `FuncCode` it came from (`decode.rs`
        // makes no other `Slot`), which is the one `Slots::new` checked this array
        // against, so `r.index() < fc.regs <= self.0.len()`.
        Some(unsafe { self.0.get_unchecked(r.index()) })
    }

    /// Register `r`, to write (as `get`).
    #[inline(always)]
    pub(super) fn get_mut(&mut self, r: Slot) -> Option<&mut Option<Value>> {
        debug_assert!(r.index() < self.0.len());
        // SAFETY: as in `get`.
        Some(unsafe { self.0.get_unchecked_mut(r.index()) })
    }
}

/// The machine integer a register holds, if it holds one.
#[inline(always)]
pub(super) fn word(slots: &Slots<'_>, r: Slot) -> Option<i64> {
    match slots.get(r) {
        Some(Some(Value::Int(i))) => i.to_i64(),
        _ => None,
    }
}

/// The integer a register holds, borrowed.
#[inline(always)]
pub(super) fn int_at<'s>(slots: &'s Slots<'_>, r: Slot) -> Option<&'s Int> {
    match slots.get(r) {
        Some(Some(Value::Int(i))) => Some(i),
        _ => None,
    }
}

/// `γ[dst ↦ v]` for a value that owns no heap memory.
///
/// The old value is dropped in place and the new one written over it, never built on
/// the stack and copied: a 16-byte copy of a value just written as two 8-byte words
/// stalls store forwarding. An old
/// big integer is kept in `heap.spare` for the next big result to reuse.
#[inline(always)]
pub(super) fn set(slots: &mut Slots<'_>, dst: Slot, v: Value, heap: &mut Heap<'_>) -> bool {
    match slots.get_mut(dst) {
        Some(slot) => {
            if let Some(Value::Int(old)) = slot {
                if old.is_heap() {
                    heap.retire(slot);
                }
            }
            // The new value is written before the old one is dropped: with the drop
            // (a possible call) first, `v` would wait on the stack across it and be
            // copied as 16 bytes just after being stored as two smaller parts.
            let old = slot.replace(v);
            drop(old);
            true
        }
        None => false,
    }
}

/// `γ[dst ↦ b]` for a boolean: over a boolean or an unassigned register, the parts
/// are stored in place (`set` would build the value on the stack and copy it).
#[inline(always)]
pub(super) fn set_bool(slots: &mut Slots<'_>, dst: Slot, b: bool, heap: &mut Heap<'_>) -> bool {
    let Some(slot) = slots.get_mut(dst) else { return false };
    // The common case first, one test of the tag.
    if let Some(Value::Bool(x)) = slot {
        *x = b;
        return true;
    }
    match slot {
        None => put(slot, Value::Bool(b)),
        Some(_) => set_over(slot, Value::Bool(b), heap),
    }
    true
}

/// `γ[dst ↦ x]` for a machine integer: over a machine integer (a loop's registers,
/// from the second iteration on), only the word is written.
#[inline(always)]
pub(super) fn set_word(slots: &mut Slots<'_>, dst: Slot, x: i64, heap: &mut Heap<'_>) -> bool {
    let Some(slot) = slots.get_mut(dst) else { return false };
    // The common case first, one test of the tag.
    if let Some(Value::Int(i)) = slot {
        if let Some(w) = i.small_mut() {
            *w = x;
            return true;
        }
    }
    match slot {
        // An unassigned register (a callee's, at its first write): nothing to drop.
        None => put(slot, Value::int(x)),
        Some(_) => set_over(slot, Value::int(x), heap),
    }
    true
}

/// `slot ← v` over a value of another kind, out of line: the rare case of `set_word`
/// and `set_bool`, kept out of the engine's loop so that its common paths stay short.
#[cold]
#[inline(never)]
pub(super) fn set_over(slot: &mut Option<Value>, v: Value, heap: &mut Heap<'_>) {
    if let Some(Value::Int(old)) = slot {
        if old.is_heap() {
            heap.retire(slot);
        }
    }
    *slot = Some(v);
}

/// The heap bytes of the current frame's big integers (`Regs::heap`, kept here while
/// the engine writes γ directly) and big integers overwritten in registers, whose
/// digits the next big results reuse instead of allocating (invisible to the
/// semantics, as `Env`'s recycled register arrays are).
pub(super) struct Heap<'s> {
    pub(super) bytes: u64,
    pub(super) spare: &'s mut Vec<Int>,
}

impl Heap<'_> {
    /// How many overwritten big integers are kept.
    const SPARE: usize = SPARE_INTS;

    /// Uncounts the big integer in `slot`, about to be overwritten, and keeps it.
    #[cold]
    #[inline(never)]
    pub(super) fn retire(&mut self, slot: &mut Option<Value>) {
        if let Some(Value::Int(old)) = slot.take() {
            self.bytes -= int_bytes(&old);
            if self.spare.len() < Heap::SPARE {
                self.spare.push(old);
            }
        }
    }

    /// The integer `r` (beyond 64 bits), in the digits of a kept one when there is one.
    pub(super) fn wide(&mut self, r: i128) -> Int {
        match self.spare.pop() {
            Some(mut i) => {
                i.assign_i128(r);
                i
            }
            None => Int::from(r),
        }
    }
}

/// `slot ← v`, an unsigned 64-bit value: over an integer that owns no memory, in
/// place and without a branch on the top bit (which is a coin toss on the loads of a
/// matrix of random signed numbers); else through `set_over`.
#[inline(always)]
pub(super) fn put_u64(slot: &mut Option<Value>, v: u64, heap: &mut Heap<'_>) {
    if let Some(Value::Int(i)) = slot {
        if i.set_u64(v) {
            return;
        }
    }
    match slot {
        None => put(slot, Value::Int(Int::from(v))),
        Some(_) => set_over(slot, Value::Int(Int::from(v)), heap),
    }
}

/// `slot ← v`, the old value dropped only when it owns memory (a big integer, the
/// one value that does), out of line: a plain assignment calls the general drop of
/// the old value whatever it is, even over an unassigned register.
#[inline(always)]
pub(super) fn put(slot: &mut Option<Value>, v: Value) {
    if let Some(old) = slot.replace(v) {
        discard(old);
    }
}

/// Drops `v`, by the general drop (out of line) only when it owns memory (`put`).
#[inline(always)]
pub(super) fn discard(v: Value) {
    // Every variant is named, so that a new one that owns memory must be placed here.
    match &v {
        Value::Int(i) if i.is_heap() => drop_owned(v),
        Value::Int(_) | Value::Bool(_) | Value::Unit | Value::Ref(_) => std::mem::forget(v),
    }
}

/// Drops a value that owns memory.
#[cold]
#[inline(never)]
fn drop_owned<T>(v: T) {
    drop(v);
}

/// A copy of a value.
#[inline(always)]
pub(super) fn copy(v: &Value) -> Value {
    match v {
        Value::Int(i) => match i.to_i64() {
            Some(x) => Value::int(x),
            None => v.clone(),
        },
        Value::Bool(b) => Value::Bool(*b),
        Value::Unit => Value::Unit,
        Value::Ref(_) => v.clone(),
    }
}
