//! Refinement, the second notion of agreement (`semantics/llvm.md`, "Refinement"): a
//! front end whose source language has undefined behaviour (LLVM's) hands `compare`
//! what only it knows — which outcome is undefined behaviour, and what an effect prints
//! — and two runs agree when AFTER's is one BEFORE's allows:
//!
//! - a run of BEFORE that reaches undefined behaviour constrains nothing;
//! - otherwise AFTER must not reach undefined behaviour, must print the same bytes, and
//!   must halt with the same value; a run that does not halt within the fuel must have
//!   printed a prefix of what the other printed.
//!
//! Poison needs no case here: the front end's lowering makes every use of poison that
//! is observable (a branch, an argument of an output function) undefined behaviour in
//! the run that makes it, so a defined value that AFTER turns into poison shows as
//! AFTER's undefined behaviour, and poison in BEFORE as BEFORE's.

use super::equiv::{Execution, Mismatch};
use super::notation::Side;
use crate::exec::{Effect, Outcome};
use crate::ir::Program;
use std::fmt;
use std::sync::Arc;

/// What refinement needs from a front end.
pub trait Refinement: Send + Sync {
    /// Whether a run that ended with `outcome` reached undefined behaviour.
    fn undefined(&self, outcome: &Outcome) -> bool;
    /// Appends what effect `e` of program `p` prints.
    fn observe(&self, p: &Program, e: &Effect, out: &mut Vec<u8>);
}

/// How two runs must agree.
#[derive(Clone, Default)]
pub enum Notion {
    /// Equal outcomes, effects, memories and remaining ν (Waddle, Bril).
    #[default]
    Equal,
    /// AFTER refines BEFORE, as the front end's `Refinement` reads undefined behaviour
    /// and output (LLVM).
    Refines(Arc<dyn Refinement>),
}

impl fmt::Debug for Notion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notion::Equal => f.write_str("Equal"),
            Notion::Refines(_) => f.write_str("Refines"),
        }
    }
}

/// The bytes a run printed.
pub fn printed(r: &dyn Refinement, p: &Program, e: &Execution) -> Vec<u8> {
    let mut out = Vec::new();
    for effect in &e.effects {
        r.observe(p, effect, &mut out);
    }
    out
}

/// The verdict of refinement on two runs: `Ok(true)` agreement, `Ok(false)` agreement
/// that constrains nothing (BEFORE reaches undefined behaviour), `Err` a mismatch.
pub fn refines(
    r: &dyn Refinement,
    before: &Program,
    after: &Program,
    b: &Execution,
    a: &Execution,
) -> Result<bool, Mismatch> {
    if b.complete() && r.undefined(&b.outcome) {
        return Ok(false);
    }
    let (pb, pa) = (printed(r, before, b), printed(r, after, a));
    let first = pb.iter().zip(&pa).position(|(x, y)| x != y).unwrap_or(pb.len().min(pa.len()));
    match (b.complete(), a.complete()) {
        (true, true) => {
            if r.undefined(&a.outcome) {
                Err(Mismatch::Undefined)
            } else if pb != pa {
                Err(Mismatch::Output { at: first })
            } else if halt_value(&b.outcome) != halt_value(&a.outcome) {
                Err(Mismatch::Exit)
            } else {
                Ok(true)
            }
        }
        (true, false) if a.out_of_fuel() => Err(Mismatch::Termination { halted: Side::Before }),
        (false, true) if b.out_of_fuel() && !r.undefined(&a.outcome) => {
            Err(Mismatch::Termination { halted: Side::After })
        }
        (false, true) if b.out_of_fuel() => Err(Mismatch::Undefined),
        _ => {
            // Neither halted (or a limit other than fuel stopped one): what both printed
            // so far must agree.
            if first < pb.len().min(pa.len()) {
                Err(Mismatch::Output { at: first })
            } else {
                Ok(true)
            }
        }
    }
}

fn halt_value(o: &Outcome) -> Option<&crate::ir::Value> {
    match o {
        Outcome::Halt(v) => Some(v),
        _ => None,
    }
}
