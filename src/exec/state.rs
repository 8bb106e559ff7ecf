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
//! without atomics is what makes in-place updates cheap on the hot path. A
//! configuration therefore stays on the thread that made it (run several programs in parallel by giving each thread its own).

pub use super::budget::Size;
use super::budget::{self, OverBudget};
pub use super::cont::Cont;
pub use super::frame::{put, Frame, Pos, Regs, SPARE_INTS};
use super::memory::Memory;
use crate::ir::{ExternId, Int, Value};
use std::fmt;

/// The pointer kind of every persistent structure of the configuration.
pub type Shared = imbl::shared_ptr::RcK;

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
    /// `fail(n)`: a failure the program itself raises, with its code.
    Failed(Int),
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
            ProgramError::Failed(n) => write!(f, "fail({n})"),
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
    /// The next step needs more host memory at once (bytes) than this machine gives,
    /// under a budget that allowed it.
    HostMemory(u64),
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
            Incomplete::HostMemory(n) => write!(
                f,
                "the next step needs {n} bytes at once, more than this machine could give (the budget allowed it)"
            ),
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
        let more: u64 = growth.iter().sum();
        if self.bytes().saturating_add(more) > budget {
            return Err(Incomplete::Budget(OverBudget { budget, parts: self.parts_after(growth) }));
        }
        if more > budget::HOST_PROBE_BYTES {
            return budget::host_can_give(more);
        }
        Ok(())
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

#[cfg(test)]
mod tests {
    use super::Effect;
    use crate::exec::budget::EFFECT_BYTES;
    use std::mem::size_of;

    #[test]
    fn the_budget_covers_an_effect() {
        assert!(EFFECT_BYTES as usize >= size_of::<Effect>() + 16, "an effect and its argument vector's header");
    }
}
