//! The fixed part of a run (`Env`): the program, the resource limits, what entering
//! each function needs, the cache of recycled register arrays and the fuel charged
//! beyond one unit per step.

use super::budget::{self, Size};
use super::machine::Machine;
use super::state::{Config, Pos, Regs};
use crate::ir::{BlockId, ExternId, FuncId, Program, Reg, Value};
use std::cell::{Cell, RefCell};

/// Resource limits. Hitting one ends the run as `Incomplete`; none is an effect.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Limits {
    /// Units of work: one per step, more for steps that touch large values or memory
    /// (`budget.rs`).
    pub fuel: u64,
    /// Maximum number of frames on the continuation.
    pub call_depth: u32,
    /// Maximum width of a computed integer, in bits.
    pub value_bits: u64,
    /// Maximum number of live allocated bits.
    pub memory_bits: u64,
    /// Maximum size of the whole configuration in bytes: registers of all frames,
    /// memory with its bookkeeping, Ψ, the tape (`budget.rs`).
    pub budget: u64,
}

impl Limits {
    /// The default budget: 256 MiB (a run's host memory stays under about twice that
    /// with `waddle run`'s report).
    pub const DEFAULT_BUDGET: u64 = 1 << 28;
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            fuel: 100_000_000,
            call_depth: 100_000,
            value_bits: 1 << 20,
            memory_bits: 1 << 26,
            budget: Limits::DEFAULT_BUDGET,
        }
    }
}

/// The fixed part of a run: the program `p`, the limits, and for each function its
/// entry block, its parameters and its registers all unassigned (entering a function
/// copies these instead of building γ).
///
/// `Env` also keeps a small cache of register arrays that returning calls left
/// unshared, per function, so that a call reuses one instead of allocating. The cache
/// holds only arrays with every register unassigned, which are equal to the template,
/// so it is invisible to the semantics: `step` stays a function of the configuration.
pub struct Env<'p> {
    pub program: &'p Program,
    pub limits: Limits,
    funcs: Vec<FuncEnv<'p>>,
    pools: RefCell<Vec<Pool>>,
    /// Fuel spent by the current run beyond one unit per step (`budget.rs`).
    work: Cell<u64>,
    /// Where E-Call-Extern's effects go when the run streams them (`streaming`).
    stream: Option<&'p Sink<'p>>,
}

/// What a streamed run hands each E-Call-Extern effect `call(ê, args)` to, in order
/// (`Env::streaming`): the external and the arguments, borrowed, so that the engine can
/// hand over arguments where they are.
pub type Sink<'p> = RefCell<dyn FnMut(ExternId, &[Value]) + 'p>;

/// What entering a function needs, read once from the program.
struct FuncEnv<'p> {
    entry: BlockId,
    params: &'p [Reg],
    /// γ₀: every register unassigned.
    unassigned: Regs,
    /// The budget's bytes for a frame of this function without its big integers.
    frame_bytes: u64,
}

/// The recycled register arrays of one function, all unshared and unassigned.
#[derive(Clone)]
struct Pool {
    arrays: Vec<Regs>,
    /// How many arrays the pool keeps at most.
    keep: usize,
}

/// How many registers (summed over its arrays) `Env` keeps recycled per function.
const RECYCLED_REGS_PER_FUNCTION: usize = 1 << 16;

impl<'p> Env<'p> {
    pub fn new(program: &'p Program, limits: Limits) -> Env<'p> {
        let funcs = program
            .funcs
            .iter()
            .map(|f| FuncEnv {
                entry: f.entry(),
                params: f.params(),
                unassigned: Regs::unassigned(f.num_regs()),
                frame_bytes: budget::FRAME_BYTES + budget::VALUE_BYTES * f.num_regs() as u64,
            })
            .collect();
        let pools = program
            .funcs
            .iter()
            .map(|f| Pool { arrays: Vec::new(), keep: RECYCLED_REGS_PER_FUNCTION / f.num_regs().max(1) })
            .collect();
        Env { program, limits, funcs, pools: RefCell::new(pools), work: Cell::new(0), stream: None }
    }

    /// `new`, for a run that streams its effects: each effect of E-Call-Extern is handed
    /// to `sink` as the step is taken instead of being appended to Ψ, so that Ψ keeps
    /// only the halting effect and the budget does not count what was handed over
    /// (semantics/reduction.md, "Streamed runs"). For a run whose observations are only
    /// its output, as `waddle run --bril`'s are.
    pub fn streaming(program: &'p Program, limits: Limits, sink: &'p Sink<'p>) -> Env<'p> {
        Env { stream: Some(sink), ..Env::new(program, limits) }
    }

    /// The sink of a streamed run (`streaming`).
    #[inline]
    pub fn stream(&self) -> Option<&'p Sink<'p>> {
        self.stream
    }

    /// The budget's bytes for a frame of `f`, besides its big integers.
    #[inline]
    pub fn frame_bytes(&self, f: FuncId) -> u64 {
        self.funcs[f.index()].frame_bytes
    }

    /// The number of registers of `f`.
    #[inline]
    pub fn num_regs(&self, f: FuncId) -> usize {
        self.funcs[f.index()].unassigned.len()
    }

    /// Charges the current run `units` of fuel beyond the step's one (`budget.rs`).
    #[inline]
    pub fn charge(&self, units: u64) {
        // At most half the range, so that the driver's `steps + work` cannot overflow.
        self.work.set(self.work.get().saturating_add(units).min(u64::MAX / 2));
    }

    /// Starts a run's count of extra fuel.
    pub(super) fn reset_work(&self) {
        self.work.set(0);
    }

    /// The fuel the current run spent beyond one unit per step.
    #[inline]
    pub fn extra_work(&self) -> u64 {
        self.work.get()
    }

    /// The entry block of `f` and its parameters.
    #[inline]
    pub fn entry(&self, f: FuncId) -> (BlockId, &'p [Reg]) {
        let e = &self.funcs[f.index()];
        (e.entry, e.params)
    }

    /// γ₀ for entering `f`, unshared: a recycled array when there is one, else a new
    /// one.
    #[inline]
    pub fn fresh_regs(&self, f: FuncId) -> Regs {
        let recycled = self.pools.borrow_mut().get_mut(f.index()).and_then(|p| p.arrays.pop());
        match recycled {
            Some(regs) => regs,
            None => Regs::unassigned(self.funcs[f.index()].unassigned.len()),
        }
    }

    /// Takes back the registers of a returning call of `f`, for reuse when unshared.
    #[inline]
    pub fn recycle(&self, f: FuncId, mut regs: Regs) {
        if regs.clear_if_unshared(drop) {
            if let Some(pool) = self.pools.borrow_mut().get_mut(f.index()) {
                if pool.arrays.len() < pool.keep {
                    pool.arrays.push(regs);
                }
            }
        }
    }

    /// γ with every register of `f` unassigned.
    #[inline]
    pub fn unassigned(&self, f: FuncId) -> Regs {
        self.funcs[f.index()].unassigned.clone()
    }

    /// The initial configuration `(⟨p, f, entry⟩ | params ↦ args | ν | µ | ε ; entry's
    /// stream, ε)`. `check_args` must have accepted the arguments.
    pub fn start<M: Machine>(&self, f: FuncId, args: Vec<Value>, nu: M) -> Config<M> {
        let func = self.program.func(f);
        let mut regs = self.unassigned(f);
        for (p, v) in func.params().iter().zip(args) {
            regs.set(*p, v);
        }
        let frames = self.frame_bytes(f);
        Config {
            at: Pos { func: f, block: func.entry(), index: 0 },
            regs,
            nu,
            mem: Default::default(),
            effects: imbl::GenericVector::new(),
            cont: Default::default(),
            halted: false,
            size: Size { total: frames, frames, effects: 0, tape: 0 },
        }
    }
}
