//! Refinement, the second notion of agreement (`semantics/llvm.md`, "Refinement"): a
//! front end whose source language has undefined behaviour (LLVM's) hands `compare`
//! what only it knows — which outcome is undefined behaviour, and what an effect prints
//! — and two runs agree when AFTER's is one BEFORE's allows:
//!
//! - a run of BEFORE that reaches undefined behaviour constrains nothing;
//! - otherwise AFTER must not reach undefined behaviour, must print the same bytes, and
//!   must halt with the same value; a run that does not halt within the fuel must have
//!   printed a prefix of what the other printed, and when the other halted, nothing
//!   more is known (`Agreed::Undecided`).
//!
//! A run the front end cannot take further (LLVM's reaches a library function this tool
//! does not model: `Refinement::stopped`) is read as one stopped at a limit: what it
//! printed is compared, and nothing past it is known.
//!
//! Poison needs no case here: the front end's lowering makes every use of poison that
//! is observable (a branch, an argument of an output function) undefined behaviour in
//! the run that makes it, so a defined value that AFTER turns into poison shows as
//! AFTER's undefined behaviour, and poison in BEFORE as BEFORE's.

use super::notation::Side;
use crate::exec::{Effect, Incomplete, Outcome, Pos};
use crate::ir::{Program, Value};
use std::fmt;
use std::sync::Arc;

/// What refinement needs from a front end.
pub trait Refinement: Send + Sync {
    /// Whether a run that ended with `outcome` reached undefined behaviour.
    fn undefined(&self, outcome: &Outcome) -> bool;
    /// Why a run that ended with `outcome` stopped where the front end cannot say what
    /// the program does next (LLVM: a call of a library function it does not model),
    /// `None` when it did not: such a run is read as one stopped at a limit.
    fn stopped(&self, _outcome: &Outcome) -> Option<String> {
        None
    }
    /// Appends what effect `e` of program `p` prints; `Err` says why it cannot be
    /// rendered.
    fn observe(&self, p: &Program, e: &Effect, out: &mut Vec<u8>) -> Result<(), String>;
    /// The undefined behaviour BEFORE's run ended with at `at`, in the front end's
    /// words (`a division by zero at f.ll:3:7: …`), when it can say more than the
    /// kernel's error.
    fn undefined_in_before(&self, _p: &Program, _outcome: &Outcome, _at: Pos) -> Option<String> {
        None
    }
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

/// One run as refinement sees it: how it ended and its effects.
#[derive(Clone, Copy)]
pub struct Seen<'a> {
    /// How the run ended.
    pub outcome: &'a Outcome,
    /// Its effects, in order.
    pub effects: &'a [Effect],
}

impl Seen<'_> {
    /// Whether the run halted, as `r` reads it: neither stopped at a limit nor where
    /// the front end cannot go on.
    pub fn complete(&self, r: &dyn Refinement) -> bool {
        !matches!(self.outcome, Outcome::Incomplete(_)) && r.stopped(self.outcome).is_none()
    }

    fn out_of_fuel(&self) -> bool {
        matches!(self.outcome, Outcome::Incomplete(Incomplete::Fuel(_) | Incomplete::Work { .. }))
    }
}

/// Why AFTER's run is not one BEFORE's allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// AFTER reaches undefined behaviour where BEFORE does not.
    Undefined,
    /// The printed bytes differ, first at byte `at`.
    Output {
        /// The offset of the first byte that differs (or that only one run printed).
        at: usize,
    },
    /// The runs print the same and halt with different values.
    Exit,
    /// One run halts and the other does not within the fuel.
    Termination {
        /// The run that halts.
        halted: Side,
    },
}

/// The bytes a run printed.
pub fn printed(r: &dyn Refinement, p: &Program, effects: &[Effect]) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for effect in effects {
        r.observe(p, effect, &mut out)?;
    }
    Ok(out)
}

/// Two runs that refinement accepts, and how much that says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Agreed {
    /// AFTER's run is one BEFORE's allows.
    Yes,
    /// BEFORE reaches undefined behaviour: anything is allowed, nothing was compared.
    BeforeUndefined,
    /// One run stopped at a limit and what it printed is a prefix of what the other
    /// did, which is all that can be known: a BEFORE stopped short may still reach
    /// undefined behaviour (in LLVM, a loop without side effects that never ends is
    /// one), or print the rest and halt as AFTER did.
    Undecided,
    /// A run printed something the front end cannot render (the side and why): the
    /// outputs cannot be compared.
    Unrendered(Side, String),
}

/// The verdict of refinement on two runs, `Err` why AFTER's is not one BEFORE's
/// allows. Bytes a run printed were printed whatever it does later (an output call may
/// not return, so no later undefined behaviour reaches back past it).
pub fn refines(
    r: &dyn Refinement,
    before: &Program,
    after: &Program,
    b: Seen<'_>,
    a: Seen<'_>,
) -> Result<Agreed, Refused> {
    let (b_complete, a_complete) = (b.complete(r), a.complete(r));
    if b_complete && r.undefined(b.outcome) {
        return Ok(Agreed::BeforeUndefined);
    }
    let pb = printed(r, before, b.effects).map_err(|why| Agreed::Unrendered(Side::Before, why));
    let pa = printed(r, after, a.effects).map_err(|why| Agreed::Unrendered(Side::After, why));
    let (pb, pa) = match (pb, pa) {
        (Ok(pb), Ok(pa)) => (pb, pa),
        (Err(agreed), _) | (_, Err(agreed)) => return Ok(agreed),
    };
    let first = pb.iter().zip(&pa).position(|(x, y)| x != y).unwrap_or(pb.len().min(pa.len()));
    let differ = first < pb.len().min(pa.len());
    match (b_complete, a_complete) {
        (true, true) => {
            if r.undefined(a.outcome) {
                Err(Refused::Undefined)
            } else if pb != pa {
                Err(Refused::Output { at: first })
            } else if halt_value(b.outcome) != halt_value(a.outcome) {
                Err(Refused::Exit)
            } else {
                Ok(Agreed::Yes)
            }
        }
        _ if differ => Err(Refused::Output { at: first }),
        // AFTER runs on where BEFORE halted, after more than BEFORE's whole output or
        // past the fuel (given up to a hundred times BEFORE's).
        (true, false) if pa.len() > pb.len() => Err(Refused::Output { at: first }),
        (true, false) if a.out_of_fuel() => Err(Refused::Termination { halted: Side::Before }),
        // AFTER halted short of what BEFORE has printed so far.
        (false, true) if pa.len() < pb.len() && r.undefined(a.outcome) => Err(Refused::Undefined),
        (false, true) if pa.len() < pb.len() => Err(Refused::Output { at: first }),
        (true, false) | (false, true) => Ok(Agreed::Undecided),
        // Neither halted: what both printed so far agrees.
        (false, false) => Ok(Agreed::Yes),
    }
}

fn halt_value(o: &Outcome) -> Option<&Value> {
    match o {
        Outcome::Halt(v) => Some(v),
        _ => None,
    }
}
