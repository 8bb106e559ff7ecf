//! The driver: the loop that steps a configuration until it halts or a limit ends
//! the run as incomplete, the run's outcome, and the observers that see each step.

use super::env::Env;
use super::machine::Machine;
use super::memory::Memory;
use super::rule::Rule;
use super::state::{Config, Effect, Incomplete, Pos, ProgramError, Shared};
use super::step::{step, Stop, Stuck};
use crate::ir::{FuncId, Program, Value};

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
    HaltEx(ProgramError),
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
    pub fn effects(&self) -> &imbl::GenericVector<Effect, Shared> {
        &self.config.effects
    }

    pub fn memory(&self) -> &Memory {
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

    /// Adds the counts of `more` to these.
    pub fn add(&mut self, more: &Coverage) {
        for (t, m) in self.0.iter_mut().zip(more.0.iter()) {
            *t += m;
        }
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
    let work = env.extra_work();
    if *steps + work >= fuel {
        return Ok(Some(Outcome::Incomplete(match work {
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
