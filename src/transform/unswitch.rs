//! Loop unswitching (slides "Loop Unswitching"): a switch inside a loop whose
//! scrutinee does not vary in the loop is moved in front of it; each version of the
//! loop keeps only the targets its side of the moved switch can take.
//!
//! ```text
//!  1: clone the loop containing the switchable condition        (duplicate)
//!  2: update the preheader to simulate the switchable condition  (switch_on)
//!  3: dedicate the preheaders and the exits                      (duplicate)
//!  4: rearrange the terminator cases                             (keep_only_target)
//!  5: run edge deletion on the unswitched edges                  (delete_edge_ref)
//! ```
//!
//! A switch `switch r (c1 ↦ t1, …, ck ↦ tk) d` is unswitched one case at a time: for
//! case `ci` the preheader becomes `switch r (ci ↦ h′) h`; the copy (`r = ci`) keeps
//! only the edge of case `ci`, the original (`r ≠ ci`, and `r` differs from the
//! cases already unswitched) loses it. After the last case the original keeps only
//! its default: `k + 1` versions of the loop, each with a branch where the switch was.
//!
//! Precondition (checked): `header` heads a loop with a preheader, `block` is in it
//! and ends in a switch with at least one case, and the scrutinee is a constant or a
//! register defined outside the loop (loop-invariant).
//!
//! Maintenance: the primitives'. `switch_on` changes no edge set (the preheader still
//! reaches only the header) and uses a register whose definition dominates the
//! preheader from a loop around it, so D, F, SSA, LCSSA and the form are unchanged;
//! `duplicate` clones the loop whole with D and F and dedicates both preheaders and the
//! exits both copies reach; the rearrangement and deletions are edge deletions
//! (Algorithm 1) of edges that are dead on that side of the preheader's switch
//! (proofs-notes/loop-passes.md). Cost: the loop's size per case.

use super::{LoopId, Maintained, TransformError};
use crate::ir::{BlockId, Operand, Target, Terminator, Type, Value};
use std::collections::HashMap;

/// What `unswitch` did: per unswitched case, the block whose switch now chooses the
/// version of the loop, and the version made for that case (each block of the loop
/// then → its copy; blocks a later deletion removed included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unswitched {
    pub switches: Vec<BlockId>,
    pub copies: Vec<HashMap<BlockId, BlockId>>,
}

impl Maintained {
    /// The preheader of loop `l`: the one forward predecessor of its header.
    pub fn preheader(&self, l: LoopId) -> Result<BlockId, TransformError> {
        let h = self.forest.get(l).header;
        let fwd = self.forward_preds(h);
        match fwd[..] {
            [p] => Ok(p),
            [] => Err(TransformError(format!(
                "the loop at `{}` has no preheader: its header is entered only by its back edge",
                self.func.block(h).name
            ))),
            _ => Err(TransformError(format!(
                "the loop at `{}` has {} forward predecessors where canonical form has one preheader",
                self.func.block(h).name,
                fwd.len()
            ))),
        }
    }

    /// Replaces `p`'s terminator `branch t(args)` with `switch on (value ↦ t(args))
    /// t(args)`: the same successor, so D and F do not change. `on` must be a constant
    /// or a register whose definition dominates `p` from a loop containing `p` (SSA,
    /// LCSSA), of `value`'s type.
    pub fn switch_on(&mut self, p: BlockId, on: &Operand, value: &Value) -> Result<(), TransformError> {
        let Terminator::Branch(t) = &self.func.block(p).term else {
            return Err(TransformError(format!("`{}` does not end in a branch", self.func.block(p).name)));
        };
        let t: Target = t.clone();
        // The constant's kind must be the scrutinee's type (a function reference's
        // exact type needs the program; the verifier checks it for the spec's cases).
        let fits = |ty: &Type| match value {
            Value::Int(_) => *ty == Type::Int,
            Value::Bool(_) => *ty == Type::Bool,
            Value::Unit => *ty == Type::Unit,
            Value::Ref(_) => matches!(ty, Type::Fn(_)),
        };
        match on {
            Operand::Const(c) => {
                if std::mem::discriminant(c) != std::mem::discriminant(value) {
                    return Err(TransformError(format!("the constant {c:?} and the case {value:?} differ in type")));
                }
            }
            Operand::Reg(r) => {
                let name = self.func.reg_name(*r).to_string();
                if !fits(self.func.reg_ty(*r)) {
                    return Err(TransformError(format!(
                        "register `{name}` does not have the type of the case {value:?}"
                    )));
                }
                let d = self.def_block(*r);
                let mut c = self.counters;
                if !self.func.is_live(d) || !self.dom.dominates(d, p, &mut c) {
                    return Err(TransformError(format!(
                        "register `{name}` is not defined in a block that dominates `{}`",
                        self.func.block(p).name
                    )));
                }
                if self.forest.enclosing(d).any(|l| !self.forest.contains(l, p)) {
                    return Err(TransformError(format!(
                        "register `{name}` is defined in a loop that does not contain `{}` (LCSSA)",
                        self.func.block(p).name
                    )));
                }
            }
        }
        self.func.block_mut(p).term =
            Terminator::Switch { on: on.clone(), cases: vec![(value.clone(), t.clone())], default: t.clone() };
        self.preds[t.block.index()].push(p);
        Ok(())
    }

    /// Unswitches the switch ending `b` out of the loop headed by `h` (see the module
    /// header).
    pub fn unswitch(&mut self, h: BlockId, b: BlockId) -> Result<Unswitched, TransformError> {
        let (hn, bn) = (self.func.block(h).name.clone(), self.func.block(b).name.clone());
        let l = self.forest.loop_with_header(h).ok_or_else(|| TransformError(format!("`{hn}` heads no loop")))?;
        if !self.forest.contains(l, b) {
            return Err(TransformError(format!("block `{bn}` is not in the loop at `{hn}`")));
        }
        let Terminator::Switch { on, cases, .. } = &self.func.block(b).term else {
            return Err(TransformError(format!("block `{bn}` does not end in a switch")));
        };
        if cases.is_empty() {
            return Err(TransformError(format!("the switch ending `{bn}` has no case to unswitch")));
        }
        let on = on.clone();
        if let Operand::Reg(r) = &on {
            let d = self.def_block(*r);
            if self.forest.contains(l, d) {
                return Err(TransformError(format!(
                    "the scrutinee `{}` of the switch ending `{bn}` is defined in `{}`, inside the loop at `{hn}`: \
                     it may vary from one iteration to the next, so the switch cannot be moved in front of the loop",
                    self.func.reg_name(*r),
                    self.func.block(d).name
                )));
            }
        }
        self.preheader(l)?;
        let mut done = Unswitched { switches: Vec::new(), copies: Vec::new() };
        // The original loop and switch may be gone once a deletion made its latch or
        // the block unreachable: nothing is left to unswitch then.
        while let Some(l) = self.forest.loop_with_header(h) {
            if !self.func.is_live(b) || !self.forest.contains(l, b) {
                break;
            }
            let Terminator::Switch { cases, .. } = &self.func.block(b).term else { break };
            let Some((value, _)) = cases.first().cloned() else { break };
            // Steps 2 and 1, 3: the preheader switches, the case's edge goes to a copy.
            let mut p = self.preheader(l)?;
            if !matches!(self.func.block(p).term, Terminator::Branch(_)) {
                let refs = self.refs_into(h).into_iter().filter(|r| r.0 == p).collect::<Vec<_>>();
                p = self.split_edges(&refs)?;
            }
            self.switch_on(p, &on, &value)?;
            let body: Vec<BlockId> = self.forest.get(l).body.iter().copied().collect();
            let bmap = self.duplicate(&body, &[(p, 0)])?;
            done.switches.push(p);
            // Steps 4, 5: the copy keeps the case's edge; the original loses it.
            let b2 = bmap[&b];
            done.copies.push(bmap);
            if self.func.is_live(b2) {
                self.keep_only_target(b2, 0)?;
            }
            self.delete_edge_ref(b, 0)?;
            if self.func.is_live(b) {
                if let Terminator::Switch { cases, default, .. } = &self.func.block(b).term {
                    if cases.is_empty() {
                        let d = default.clone();
                        self.func.block_mut(b).term = Terminator::Branch(d);
                    }
                }
            }
        }
        Ok(done)
    }
}
