//! The configuration `(⟨p, f, b⟩ | γ | ν | µ | Ψ ; s)` as a value.
//!
//! - `⟨f, b⟩` and the instruction stream `s` are one position `Pos { func, block,
//!   index }`: the stream `I_index, …, I_k, T` of block `b` is determined by the
//!   program, so the position is equivalent to the paper's list;
//! - γ is a copy-on-write array of optional values indexed by `Reg` (dense ids),
//!   see `Regs`;
//! - ν is the machine `M` (see `machine.rs`);
//! - µ is `Memory` (see `memory.rs`);
//! - Ψ is an `imbl::Vector` of effects;
//! - the continuation `ŝ = ⟨f, b, r, s⟩ ŝ' | ε` is a persistent stack of frames
//!   (`Cont`, see `cont.rs`: a copy-on-write chunk of the innermost frames on a
//!   persistent list of frozen chunks), each frame saving the caller's γ, its position
//!   after the call and the register `r` that receives the result.
//!
//! Cloning a configuration is O(1) up to a few reference counts, equality is
//! structural, and an unshared configuration is updated in place. The shared pointers
//! are `Rc` (and imbl's `RcK` for Ψ and the oracle's record): reference counting
//! without atomics is what makes in-place updates cheap on the hot path. A configuration therefore stays on the thread that
//! made it (run several programs in parallel by giving each thread its own).

pub use super::budget::Size;
use super::budget::{self, OverBudget};
pub use super::cont::Cont;
use super::memory::Memory;
use crate::ir::{BlockId, ExternId, FuncId, Int, Reg, Value};
use std::fmt;
use std::rc::Rc;

/// How many big integers a run keeps for reuse (`Regs::clear_if_unshared_keeping`, and
/// the fast engine's registers).
pub const SPARE_INTS: usize = 8;

/// The pointer kind of every persistent structure of the configuration.
pub type Shared = imbl::shared_ptr::RcK;

/// The registers γ of the current function, indexed by `Reg`; `None` is unassigned.
///
/// A copy-on-write array: cloning is O(1), a write to an unshared array happens in
/// place, and the first write to a shared one copies the function's registers (a
/// function has few). This is the persistent structure with the least per-access and
/// per-call cost. An `imbl::Vector` per frame was measured twice (the second time
/// with the vectors of returning calls recycled): imbl's `get` and `get_mut` are not
/// inlined and cost about 24 and 60 instructions a register access, and a call with
/// its return about 940 instead of 470, so the benchmark programs took 35 to 57 % more
/// instructions per step (README, "Interpreter"); each frame also held a whole 64-slot
/// chunk (1.5 KB). Reading through a leaf slice (`leaves`, `focus`) per access or per
/// step was slower still; a single register stack for all frames would pay the same
/// per-access cost plus the tree's five-part dispatch.
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

/// A program error: the `err` of `halt(ex(err))`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ProgramError {
    /// `div` or `mod` by zero.
    DivisionByZero,
    /// `shl` or `shr` by a negative amount.
    NegativeShift,
    /// `alloc` of a negative number of bits.
    NegativeSize,
    /// An access touching an unallocated bit; the address of the access.
    MemoryFault(Int),
    /// A read of allocated bits that were never written; the address of the access.
    Uninitialised(Int),
    /// `free` of an address that is not the base of a live allocation.
    InvalidFree(Int),
}

impl fmt::Display for ProgramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgramError::DivisionByZero => f.write_str("division by zero"),
            ProgramError::NegativeShift => f.write_str("negative shift"),
            ProgramError::NegativeSize => f.write_str("negative allocation size"),
            ProgramError::MemoryFault(a) => write!(f, "memory fault at {a}"),
            ProgramError::Uninitialised(a) => write!(f, "uninitialised read at {a}"),
            ProgramError::InvalidFree(a) => write!(f, "invalid free of {a}"),
        }
    }
}

/// An effect ψ of the trace Ψ.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Effect {
    /// `f̂(v…)`: a call of an external.
    Call { ext: ExternId, args: Vec<Value> },
    /// `halt(v)`.
    Halt(Value),
    /// `halt(ex(err))`.
    HaltEx(ProgramError),
}

/// Why a run stopped before halting. None of these is an effect: a transformation
/// may legitimately change them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Incomplete {
    /// The step budget was used up.
    Fuel(u64),
    /// A call would exceed the call-depth limit.
    CallDepth(u32),
    /// A value would exceed the value-size limit (bits).
    ValueSize(u64),
    /// An allocation would exceed the memory-size limit (live bits).
    MemorySize(u64),
    /// ν is empty and has no seed.
    OracleExhausted,
    /// ν supplied a choice the request cannot use.
    OracleRejected(String),
    /// The fuel was used up by steps that touch large values or memory and cost more
    /// than one unit each (`budget.rs`): the fuel and the steps taken.
    Work { fuel: u64, steps: u64 },
    /// The configuration exceeds its size budget (`budget.rs`).
    Budget(OverBudget),
}

impl fmt::Display for Incomplete {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Incomplete::Fuel(n) => write!(f, "out of fuel after {n} steps"),
            Incomplete::CallDepth(n) => write!(f, "call depth limit of {n} frames reached"),
            Incomplete::ValueSize(n) => write!(f, "a value would exceed the value-size limit of {n} bits"),
            Incomplete::MemorySize(n) => write!(f, "an allocation would exceed the memory limit of {n} bits"),
            Incomplete::OracleExhausted => f.write_str("the oracle tape is exhausted"),
            Incomplete::OracleRejected(why) => write!(f, "oracle: {why}"),
            Incomplete::Work { fuel, steps } => write!(
                f,
                "out of fuel: {fuel} units spent in {steps} steps (steps on large values or memory cost more than one)"
            ),
            Incomplete::Budget(over) => over.fmt(f),
        }
    }
}

/// The configuration. See the module documentation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Config<M> {
    /// `⟨f, b⟩` and the stream position.
    pub at: Pos,
    /// γ.
    pub regs: Regs,
    /// ν.
    pub nu: M,
    /// µ.
    pub mem: Memory,
    /// Ψ.
    pub effects: imbl::GenericVector<Effect, Shared>,
    /// ŝ.
    pub cont: Cont,
    /// Whether Ψ ends with `halt`: no rule applies any more.
    pub halted: bool,
    /// The size of everything but the current registers' big integers (`budget.rs`),
    /// a function of the configuration kept up to date where it changes.
    pub size: Size,
}

impl<M> Config<M> {
    /// The final effect, when the run has halted.
    pub fn halt_effect(&self) -> Option<&Effect> {
        if self.halted {
            self.effects.last()
        } else {
            None
        }
    }

    /// The frames of the continuation, innermost first.
    pub fn frames(&self) -> impl Iterator<Item = &Frame> + '_ {
        self.cont.frames()
    }

    /// The number of frames: the call depth.
    pub fn depth(&self) -> usize {
        self.cont.len()
    }

    /// The size of the configuration in bytes (`budget.rs`).
    #[inline(always)]
    pub fn bytes(&self) -> u64 {
        self.size.total + self.regs.heap()
    }

    /// The configuration's size by part (registers, memory, effects, tape), with
    /// `growth[i]` added to each: what a step would make of it.
    pub fn parts_after(&self, growth: [u64; 4]) -> [u64; 4] {
        let now = [self.size.frames + self.regs.heap(), self.mem.bytes(), self.size.effects, self.size.tape];
        std::array::from_fn(|i| now[i] + growth[i])
    }

    /// `Ok` when the configuration grown by `growth` (per part) stays within `budget`;
    /// else the incomplete outcome naming the part that used the budget up.
    #[inline]
    pub fn fits(&self, budget: u64, growth: [u64; 4]) -> Result<(), Incomplete> {
        if self.bytes().saturating_add(growth.iter().sum()) <= budget {
            return Ok(());
        }
        Err(Incomplete::Budget(OverBudget { budget, parts: self.parts_after(growth) }))
    }

    /// Appends `e` to Ψ, counting its size.
    pub fn push_effect(&mut self, e: Effect) {
        let bytes = match &e {
            Effect::Call { args, .. } => budget::effect_bytes(args),
            Effect::Halt(v) => budget::effect_bytes([v]),
            Effect::HaltEx(_) => budget::EFFECT_BYTES,
        };
        self.size.effects += bytes;
        self.size.total += bytes;
        self.effects.push_back(e);
    }
}
