//! The pre-decoded engine: the same runs as `run::run`, faster on the common steps.
//!
//! `step` is the reference: one arm per rule, each decoding the instruction it is at
//! from the program (`Program → Function → Block → Inst → Op → Operand`) and writing
//! γ through its copy-on-write handle. This module translates each function once into
//! a flat array of instructions (`Code`) with registers and small constants
//! resolved, and runs the frequent steps from that array without leaving its loop:
//! arithmetic and comparisons on machine integers and booleans, moves, `wrap` of a
//! machine integer, 64-bit-or-narrower loads and stores of machine integers,
//! branches, boolean switches and switches on constants whose arguments need no
//! temporaries, direct calls and returns, and the operations the LLVM lowering keeps
//! poison with (`tryload`, `forget`, `select`, `fail` on a false condition, the
//! comparisons with a constant beyond a machine word). The steps an imported Bril
//! instruction becomes are paired into one dispatch (`add`/`sub`/`mul`/`div` and
//! their `wraps64`, a comparison and the switch on it, `load64` and its `wraps64`, a
//! `ptradd`'s `mul` by the cell size and `add`), and a `ptradd` and the load from its
//! result are one dispatch of four steps. It
//! keeps the unshared register array of the current frame borrowed across steps
//! instead of checking its reference count at every write, writes registers in
//! place, and counts fuel in a local. Calls and returns happen in place when they
//! can (`call_in_place`, `return_in_place`, with `Cont`'s left slots), else through
//! `step`'s own `enter` and `leave`.
//!
//! Every other step — externals, allocation, `free`, any step on a big integer
//! beyond 128 bits, a division by zero, a fault, a general switch, a step whose fuel
//! is not there — is handed, as it is, to the driver's `step` (`run::driver_step`),
//! on the same configuration. So a run here is the reference run: the same
//! configuration after every step, the same rules, the same step count, fuel and
//! outcome. `tests/engine/fast.rs` checks that on every bundled program, every
//! imported Bril program of `specs/bril/`, random programs, every fuel limit up to a
//! run's length, tight limits, and resumptions from shared snapshots; the arms here
//! are an optimization of `step`'s, not a second semantics (ARCHITECTURE.md,
//! `src/exec/`).
//!
//! The parts, each a file: `decode` (the translation, `Code`), `slots` (the
//! registers of the running frame, read and written without a bounds check: the
//! only `unsafe` code), `engine` (the loop of decoded steps), `cursor` (the running
//! frame's position and step count, which the steps advance), the steps by family:
//! `arith` (operations, moves, wraps), `branch` (jumps and switches), `memory` (loads,
//! stores, address arithmetic), `poison` (`tryload`, `forget`, `select`, `fail`, far
//! comparisons), `call` (calls and returns, in place when they can), and `wide`
//! (arithmetic whose exact result needs more than 64 bits).
//!
//! The decoded forms assume a verified program (the only kind the tools run): every
//! register read is assigned, as SSA with dominance guarantees. A read of an
//! unassigned register falls back to `step`, which reports the configuration as
//! stuck, so even an unverified program is not misrun.

mod arith;
mod branch;
mod call;
mod cursor;
mod decode;
mod engine;
mod memory;
mod poison;
// The only `unsafe` code of the crate: the unchecked register accesses (see its
// header for the invariant that makes them sound).
#[allow(unsafe_code)]
mod slots;
mod wide;

pub use decode::{decoded, Code};

use crate::exec::env::Env;
use crate::exec::machine::Machine;
use crate::exec::run::{self, driver_step, Observer, Run};
use crate::exec::state::Config;
use crate::exec::step::Stuck;
use engine::{fast_steps, Fast, Weights};

/// Which engine runs a program: the two give the same runs (`tests/engine/fast.rs`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Engine {
    /// The pre-decoded engine of this module.
    #[default]
    Fast,
    /// `step` for every step (`run::run`), the reference.
    Step,
}

impl Engine {
    /// Runs `c` on `env`'s program with this engine.
    pub fn run<M: Machine, O: Observer>(self, env: &Env<'_>, c: Config<M>, obs: &mut O) -> Result<Run<M>, Stuck> {
        match self {
            Engine::Fast => run(env, &Code::new(env.program), c, obs),
            Engine::Step => run::run(env, c, obs),
        }
    }
}

/// Runs `c` as `run::run(env, c, obs)` does, with the same result. `code` must be
/// `Code::new(env.program)`.
pub fn run<M: Machine, O: Observer>(
    env: &Env<'_>,
    code: &Code,
    mut c: Config<M>,
    obs: &mut O,
) -> Result<Run<M>, Stuck> {
    let mut steps = 0u64;
    env.reset_work();
    let fuel = env.limits.fuel;
    // The decoded wraps and loads produce at most 64-bit values without checking the
    // value limit; below 64 bits every step is `step`'s.
    let decoded = env.limits.value_bits >= 64;
    let mut spare = Vec::new();
    let mut extern_args = Vec::new();
    // A weighted observer's weights by instruction (`FuncCode::pos`), and the sum of
    // those of the decoded steps, handed over at the end.
    let table: Vec<Weights> = match obs.weights() {
        Some(w) if O::WEIGHTED => Weights::table(code, w),
        _ => Vec::new(),
    };
    let mut tally = 0u64;
    let outcome = loop {
        if decoded && !c.halted {
            // Steps the decoded instructions may take before the fuel check fails.
            let limit = fuel.saturating_sub(env.extra_work());
            let mut fs =
                Fast { code, table: &table, spare: &mut spare, tally: &mut tally, extern_args: &mut extern_args };
            fast_steps(env, &mut fs, &mut c, &mut steps, limit, obs);
        }
        match driver_step(env, &mut c, &mut steps, obs) {
            Ok(Some(outcome)) => break outcome,
            Ok(None) => {}
            Err(stuck) => {
                obs.add(tally);
                return Err(stuck);
            }
        }
    };
    obs.add(tally);
    Ok(Run { outcome, steps, config: c })
}
