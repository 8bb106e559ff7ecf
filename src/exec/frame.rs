//! The parts of a frame: a position in the instruction stream (`Pos`), the registers γ
//! of a function (`Regs`, a copy-on-write array that counts the heap bytes of its big
//! integers), and a frame of the continuation ŝ (`Frame`: where to resume, the
//! register that receives the result, the caller's γ).

use super::budget;
use crate::ir::{BlockId, FuncId, Int, Reg, Value};
use std::rc::Rc;

/// How many big integers a run keeps for reuse (`Regs::clear_if_unshared_keeping`, and
/// the fast engine's registers).
pub const SPARE_INTS: usize = 8;

/// The registers γ of the current function, indexed by `Reg`; `None` is unassigned.
///
/// A copy-on-write array: cloning is O(1), a write to an unshared array happens in
/// place, and the first write to a shared one copies the function's registers (a
/// function has few). A register access is an index into a slice, and a call or
/// return moves one pointer: the persistent structure with the least per-access and
/// per-call cost (the alternatives' costs are in BENCHMARKS.md).
///
/// The array also counts the heap bytes of the big integers it holds (`heap`, see
/// `budget.rs`), kept exact by every write, so that the configuration's size is known
/// without a scan.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Regs {
    slots: Rc<[Option<Value>]>,
    heap: u64,
}

impl Regs {
    /// `n` unassigned registers.
    pub fn unassigned(n: usize) -> Regs {
        Regs { slots: std::iter::repeat_n(None, n).collect(), heap: 0 }
    }

    #[inline]
    pub fn get(&self, r: Reg) -> Option<&Value> {
        self.slots.get(r.index()).and_then(Option::as_ref)
    }

    /// The heap bytes of the big integers held.
    #[inline(always)]
    pub fn heap(&self) -> u64 {
        self.heap
    }

    /// γ[r ↦ v]. The heap count is touched only when a big integer comes or goes.
    #[inline(always)]
    pub fn set(&mut self, r: Reg, v: Value) {
        if is_big(&v) {
            return self.set_big(r, v);
        }
        let old = match self.slots_mut().get_mut(r.index()) {
            Some(slot) => slot.replace(v),
            None => return,
        };
        match old {
            Some(Value::Int(ref i)) if i.to_i64().is_none() => {
                self.heap -= budget::int_bytes(i);
                drop(old)
            }
            _ => std::mem::forget(old),
        }
    }

    #[cold]
    #[inline(never)]
    fn set_big(&mut self, r: Reg, v: Value) {
        let mut heap = self.heap;
        if let Some(slot) = self.slots_mut().get_mut(r.index()) {
            put(slot, v, &mut heap);
        }
        self.heap = heap;
    }

    /// The budget's bytes of a frame holding these registers, besides the big
    /// integers (`budget.rs`).
    #[inline(always)]
    pub fn frame_bytes(&self) -> u64 {
        budget::FRAME_BYTES + budget::VALUE_BYTES * self.slots.len() as u64
    }

    /// The registers, unshared: a shared array is copied first. A caller that writes
    /// through them keeps `heap` exact with `put` and `set_heap`.
    #[inline(always)]
    pub fn slots_mut(&mut self) -> &mut [Option<Value>] {
        if Rc::get_mut(&mut self.slots).is_none() {
            self.unshare();
        }
        Rc::get_mut(&mut self.slots).map_or(&mut [], |s| s)
    }

    /// The registers when the array is not shared, without copying a shared one.
    #[inline(always)]
    pub fn slots_if_unshared(&mut self) -> Option<&mut [Option<Value>]> {
        Rc::get_mut(&mut self.slots)
    }

    /// Records the heap bytes after writes through `slots_mut`.
    #[inline(always)]
    pub fn set_heap(&mut self, heap: u64) {
        self.heap = heap;
    }

    /// Makes every register unassigned, in place, when the array is not shared, and
    /// says whether it did; the big integers it held go to `keep` (which may drop them
    /// or keep their digits for reuse). Used to recycle a returning callee's registers.
    #[inline]
    pub fn clear_if_unshared(&mut self, mut keep: impl FnMut(Int)) -> bool {
        match Rc::get_mut(&mut self.slots) {
            Some(slots) => {
                if self.heap == 0 {
                    // No big integer held, so no register owns memory: each is only
                    // marked unassigned, without looking at what it held.
                    for slot in slots.iter_mut() {
                        std::mem::forget(slot.take());
                    }
                } else {
                    for slot in slots.iter_mut() {
                        match slot.take() {
                            Some(Value::Int(i)) if i.is_heap() => keep(i),
                            // Nothing else a register holds owns memory.
                            other => std::mem::forget(other),
                        }
                    }
                }
                self.heap = 0;
                true
            }
            None => false,
        }
    }

    /// `clear_if_unshared`, the big integers going to `spare` (up to `SPARE_INTS`
    /// there) for the next big results to reuse their digits: a callee that computes
    /// one on every call, as a hash or a random number generator does, then allocates
    /// no more.
    #[inline(always)]
    pub fn clear_if_unshared_keeping(&mut self, spare: &mut Vec<Int>) -> bool {
        if self.heap == 0 {
            return self.clear_if_unshared(drop);
        }
        self.clear_keeping(spare)
    }

    #[cold]
    #[inline(never)]
    fn clear_keeping(&mut self, spare: &mut Vec<Int>) -> bool {
        self.clear_if_unshared(|i| {
            if spare.len() < SPARE_INTS {
                spare.push(i);
            }
        })
    }

    /// Copies a shared array before its first write.
    #[cold]
    #[inline(never)]
    fn unshare(&mut self) {
        self.slots = Rc::from(&self.slots[..]);
    }

    pub fn len(&self) -> usize {
        self.slots.len()
    }

    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// `(register, value)` for the assigned registers.
    pub fn assigned(&self) -> impl Iterator<Item = (Reg, &Value)> + '_ {
        self.slots.iter().enumerate().filter_map(|(i, v)| v.as_ref().map(|v| (Reg(i as u32), v)))
    }
}

/// `slot ← Some(v)`, keeping `heap` (the heap bytes of the array's big integers)
/// exact. Only a big integer owns heap memory; skipping the drop glue for every other
/// old value saves a call on the hottest path.
#[inline(always)]
pub fn put(slot: &mut Option<Value>, v: Value, heap: &mut u64) {
    if is_big(&v) {
        *heap += budget::value_bytes(&v);
    }
    let old = slot.replace(v);
    match old {
        Some(Value::Int(ref i)) if i.to_i64().is_none() => {
            *heap -= budget::int_bytes(i);
            drop(old)
        }
        _ => std::mem::forget(old),
    }
}

#[inline(always)]
fn is_big(v: &Value) -> bool {
    matches!(v, Value::Int(i) if i.to_i64().is_none())
}

/// A position in the instruction stream: instruction `index` of `block` in `func`;
/// `index == insts.len()` is the terminator.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Pos {
    pub func: FuncId,
    pub block: BlockId,
    pub index: u32,
}

/// A frame of the continuation `ŝ = ⟨f, b, r, s⟩`: where to resume, which register
/// receives the result, and the caller's registers.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Frame {
    /// The position after the call instruction (the stream `s` of the caller).
    pub resume: Pos,
    /// The register `r` of the call, `None` when the result is discarded.
    pub dst: Option<Reg>,
    /// The caller's γ, restored on return.
    pub regs: Regs,
}

#[cfg(test)]
mod tests {
    use super::Frame;
    use crate::exec::budget::FRAME_BYTES;
    use std::mem::size_of;

    #[test]
    fn the_budget_covers_a_frame() {
        assert!(FRAME_BYTES as usize >= size_of::<Frame>() + 16, "a frame and its array's reference counts");
    }
}
