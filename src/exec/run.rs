//! The driver: the initial configuration, resource limits, and the loop that steps a
//! configuration until it halts or a limit ends the run as incomplete.

use super::budget;
use super::machine::Machine;
use super::rule::Rule;
use super::state::{Config, Effect, Incomplete, Pos, Regs};
use super::step::{step, Stop, Stuck};
use crate::ir::{BlockId, FuncId, Program, Reg, Value};
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
    /// with `waddle run`'s report; README, "Reliability").
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
}

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
        Env { program, limits, funcs, pools: RefCell::new(pools), work: Cell::new(0) }
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
            size: budget::Size { total: frames, frames, effects: 0, tape: 0 },
        }
    }
}

/// Checks that `args` match the parameters of `f` in number and type.
pub fn check_args(p: &Program, f: FuncId, args: &[Value]) -> Result<(), String> {
    let func = p.func(f);
    let params = func.params();
    if params.len() != args.len() {
        return Err(format!("`{}` takes {} argument(s), but {} were given", func.name, params.len(), args.len()));
    }
    for (k, (r, v)) in params.iter().zip(args).enumerate() {
        let (want, got) = (func.reg_ty(*r), p.value_type(v));
        if &got != want {
            return Err(format!(
                "argument {} of `{}` has type {got}, but parameter `{}` has type {want}",
                k + 1,
                func.name,
                func.reg_name(*r)
            ));
        }
    }
    Ok(())
}

/// How a run ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// `halt(v)`.
    Halt(Value),
    /// `halt(ex(err))`.
    HaltEx(super::state::ProgramError),
    /// A limit ended the run before it halted.
    Incomplete(Incomplete),
}

/// A finished run: the outcome, the number of steps, and the final configuration
/// (with Ψ, µ and the remaining ν).
#[derive(Clone, Debug)]
pub struct Run<M> {
    pub outcome: Outcome,
    pub steps: u64,
    pub config: Config<M>,
}

impl<M> Run<M> {
    pub fn effects(&self) -> &imbl::GenericVector<Effect, super::state::Shared> {
        &self.config.effects
    }

    pub fn memory(&self) -> &super::memory::Memory {
        &self.config.mem
    }

    pub fn nu(&self) -> &M {
        &self.config.nu
    }
}

/// Sees every step: its rule and the position it was taken at (before the step).
/// `()` ignores them, at no cost.
pub trait Observer {
    /// Whether `step` does anything: `false` lets the pre-decoded engine (`fast.rs`)
    /// skip computing the position of every step.
    const ACTIVE: bool = true;

    /// Whether `weights` is `Some`.
    const WEIGHTED: bool = false;

    fn step(&mut self, at: Pos, rule: Rule);

    /// The weight of each position, `weights[func][block][index]` (0 where absent),
    /// when the observer only sums the weights of the steps' positions, as `Tally`
    /// does. The pre-decoded engine then adds them itself, from a table by
    /// instruction, and hands over the sum with `add`; `step` sees the other steps.
    fn weights(&self) -> Option<&[Vec<Vec<u32>>]> {
        None
    }

    /// Adds the summed weights of steps the pre-decoded engine took (only called
    /// when `weights` is `Some`).
    fn add(&mut self, _weight: u64) {}
}

impl Observer for () {
    const ACTIVE: bool = false;

    #[inline(always)]
    fn step(&mut self, _: Pos, _: Rule) {}
}

/// One recorded step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TraceEntry {
    pub rule: Rule,
    pub at: Pos,
}

/// Records every step.
#[derive(Clone, Default, Debug)]
pub struct Trace(pub Vec<TraceEntry>);

impl Observer for Trace {
    fn step(&mut self, at: Pos, rule: Rule) {
        self.0.push(TraceEntry { rule, at });
    }
}

/// Counts how often each rule fired.
#[derive(Clone, Debug)]
pub struct Coverage(pub [u64; Rule::ALL.len()]);

impl Default for Coverage {
    fn default() -> Coverage {
        Coverage([0; Rule::ALL.len()])
    }
}

impl Coverage {
    pub fn count(&self, r: Rule) -> u64 {
        self.0[r.index()]
    }
}

impl Observer for Coverage {
    fn step(&mut self, _: Pos, rule: Rule) {
        self.0[rule.index()] += 1;
    }
}

/// Sums a weight per step, by the position it was taken at: `weights[func][block]
/// [index]`, 0 where absent (Bril's `total_dyn_inst`: a Bril instruction's weight is
/// 1 at the step that stands for it).
#[derive(Clone, Debug)]
pub struct Tally<'w> {
    pub weights: &'w [Vec<Vec<u32>>],
    pub total: u64,
}

impl<'w> Tally<'w> {
    pub fn new(weights: &'w [Vec<Vec<u32>>]) -> Tally<'w> {
        Tally { weights, total: 0 }
    }

    /// The weight of position `at`.
    pub fn weight(weights: &[Vec<Vec<u32>>], at: Pos) -> u32 {
        let w = weights.get(at.func.index()).and_then(|f| f.get(at.block.index()));
        w.and_then(|b| b.get(at.index as usize)).copied().unwrap_or(0)
    }
}

impl Observer for Tally<'_> {
    const WEIGHTED: bool = true;

    fn step(&mut self, at: Pos, _: Rule) {
        self.total += u64::from(Tally::weight(self.weights, at));
    }

    fn weights(&self) -> Option<&[Vec<Vec<u32>>]> {
        Some(self.weights)
    }

    fn add(&mut self, weight: u64) {
        self.total += weight;
    }
}

impl<F: FnMut(Pos, Rule)> Observer for &mut F {
    fn step(&mut self, at: Pos, rule: Rule) {
        (*self)(at, rule)
    }
}

/// Steps `c` until it halts, a limit is hit, or fuel runs out. An `Err` is an
/// interpreter error (a stuck configuration), which a verified program never reaches.
///
/// Before every step the driver checks the fuel (steps plus the extra work charged by
/// expensive steps, `budget.rs`); the steps that make the host allocate check the
/// budget themselves (`step`).
pub fn run<M: Machine, O: Observer>(env: &Env<'_>, mut c: Config<M>, obs: &mut O) -> Result<Run<M>, Stuck> {
    let mut steps = 0u64;
    env.reset_work();
    let outcome = loop {
        if let Some(outcome) = driver_step(env, &mut c, &mut steps, obs)? {
            break outcome;
        }
    };
    Ok(Run { outcome, steps, config: c })
}

/// One iteration of the driver: the outcome when `c` has halted or a limit ends the
/// run, else one step taken (counted in `steps` and shown to `obs`). Shared with the
/// pre-decoded engine, which hands every step it does not decode to this.
#[inline]
pub(super) fn driver_step<M: Machine, O: Observer>(
    env: &Env<'_>,
    c: &mut Config<M>,
    steps: &mut u64,
    obs: &mut O,
) -> Result<Option<Outcome>, Stuck> {
    if c.halted {
        return match c.effects.last() {
            Some(Effect::Halt(v)) => Ok(Some(Outcome::Halt(v.clone()))),
            Some(Effect::HaltEx(e)) => Ok(Some(Outcome::HaltEx(e.clone()))),
            _ => Err(Stuck { at: c.at, message: "halted without a halt effect".into() }),
        };
    }
    let fuel = env.limits.fuel;
    if *steps + env.work.get() >= fuel {
        return Ok(Some(Outcome::Incomplete(match env.work.get() {
            0 => Incomplete::Fuel(fuel),
            _ => Incomplete::Work { fuel, steps: *steps },
        })));
    }
    let at = c.at;
    match step(env, c) {
        Ok(rule) => {
            *steps += 1;
            obs.step(at, rule);
            Ok(None)
        }
        Err(Stop::Limit(why)) => Ok(Some(Outcome::Incomplete(*why))),
        Err(Stop::Stuck(s)) => Err(*s),
    }
}
