//! The configuration `(⟨p, f, b⟩ | γ | ν | µ | Ψ ; s)` as a value.
//!
//! - `⟨f, b⟩` and the instruction stream `s` are one position `Pos { func, block,
//!   index }`: the stream `I_index, …, I_k, T` of block `b` is determined by the
//!   program, so the position is equivalent to the paper's list;
//! - γ is an `imbl::Vector` of optional values indexed by `Reg` (dense ids);
//! - ν is the machine `M` (see `machine.rs`);
//! - µ is `Memory` (see `memory.rs`);
//! - Ψ is an `imbl::Vector` of effects;
//! - the continuation `ŝ = ⟨f, b, r, s⟩ | ε` is a persistent linked list of frames,
//!   each saving the caller's γ, its position after the call and the register `r`
//!   that receives the result.
//!
//! Cloning a configuration is O(1) up to a few reference counts, equality is
//! structural, and an unshared configuration is updated in place.

use super::memory::Memory;
use crate::ir::{BlockId, ExternId, FuncId, Int, Reg, Value};
use std::fmt;
use std::sync::Arc;

/// The registers γ of the current function, indexed by `Reg`. `None` is unassigned.
pub type Regs = imbl::Vector<Option<Value>>;

/// A position in the instruction stream: instruction `index` of `block` in `func`;
/// `index == insts.len()` is the terminator.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Pos {
    pub func: FuncId,
    pub block: BlockId,
    pub index: u32,
}

/// A frame of the continuation `ŝ = ⟨f, b, r, s⟩`: where to resume, which register
/// receives the result, the caller's registers, and the rest of the continuation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Frame {
    /// The position after the call instruction (the stream `s` of the caller).
    pub resume: Pos,
    /// The register `r` of the call, `None` when the result is discarded.
    pub dst: Option<Reg>,
    /// The caller's γ, restored on return.
    pub regs: Regs,
    pub next: Cont,
}

/// The continuation: `None` is ε.
pub type Cont = Option<Arc<Frame>>;

impl Drop for Frame {
    /// Unlinks the chain iteratively, so that dropping a deep continuation does not
    /// recurse once per frame.
    fn drop(&mut self) {
        let mut next = self.next.take();
        while let Some(frame) = next {
            match Arc::try_unwrap(frame) {
                Ok(mut f) => next = f.next.take(),
                Err(_) => break,
            }
        }
    }
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
    pub effects: imbl::Vector<Effect>,
    /// ŝ.
    pub cont: Cont,
    /// The number of frames in `cont`.
    pub depth: u32,
    /// Whether Ψ ends with `halt`: no rule applies any more.
    pub halted: bool,
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
        std::iter::successors(self.cont.as_deref(), |f| f.next.as_deref())
    }
}
