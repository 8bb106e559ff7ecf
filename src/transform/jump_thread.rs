//! Jump threading (slides "Jump Simplification"), as one pass:
//!
//! ```text
//!  1: b(r) ends in `switch r …` and a predecessor p passes a known value for r
//!  2: duplicate b for the edge from p                          (duplicate)
//!  3: the copy b′ is entered by p alone, so r is known there: if-simplify b′
//!                                                              (if_simplify)
//!  4: thread the jump: merge b′ into p when p only branches to it (straighten)
//! ```
//!
//! Precondition (checked): `b` ends in a switch whose scrutinee is one of `b`'s
//! parameters; some predecessor `p` enters `b` by exactly one forward edge reference
//! whose argument for that parameter is known statically (a constant, a `move` of one,
//! or a parameter known the same way), and the single-block region `{b}` can be
//! duplicated (b heads no loop and is no latch, and another edge into b stays). The
//! first such predecessor in block order is threaded.
//!
//! Maintenance: the primitives' (`duplicate`, `if_simplify` — edge deletion of the
//! copy's dead targets —, `straighten`; proofs-notes/jump-threading.md). The pass edits
//! nothing itself. Cost: the primitives', i.e. the block, its successors and the
//! dominator siblings the deletions touch.

use super::{Maintained, TransformError};
use crate::ir::{BlockId, Operand, Terminator};

/// What `jump_thread` did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Threaded {
    /// The predecessor whose jump was threaded.
    pub pred: BlockId,
    /// The copy of the block (gone when it was merged into `pred`).
    pub copy: BlockId,
    /// Whether the copy was merged into `pred`.
    pub straightened: bool,
}

impl Maintained {
    /// The predecessor edge reference into `b` that jump threading would take: the
    /// first predecessor (by block id) that passes a known value for the scrutinee.
    /// `Err` names the first part of the precondition (module header) that fails, so
    /// `Ok` means `jump_thread(b)` applies.
    pub fn thread_candidate(&self, b: BlockId) -> Result<(BlockId, usize), TransformError> {
        if !self.func.is_live(b) {
            return Err(TransformError(format!("block id {} does not exist", b.0)));
        }
        let bn = &self.func.block(b).name;
        let Terminator::Switch { on, .. } = &self.func.block(b).term else {
            return Err(TransformError(format!("`{bn}` does not end in a switch")));
        };
        let Operand::Reg(r) = on else {
            return Err(TransformError(format!(
                "the switch ending `{bn}` is on a constant: if simplification, not jump threading, applies"
            )));
        };
        let Some(i) = self.func.block(b).params.iter().position(|p| p == r) else {
            return Err(TransformError(format!(
                "the scrutinee `{}` of the switch ending `{bn}` is not a parameter of `{bn}`",
                self.func.reg_name(*r)
            )));
        };
        if self.forest.loop_with_header(b).is_some() {
            return Err(TransformError(format!("`{bn}` heads a loop: thread the loop with unswitching or peeling")));
        }
        if self.forest.enclosing(b).any(|l| self.forest.get(l).latch == b) {
            return Err(TransformError(format!("`{bn}` is the latch of a loop")));
        }
        if self.preds[b.index()].len() < 2 {
            return Err(TransformError(format!("`{bn}` has one predecessor: if-simplify it instead of threading")));
        }
        let refs = self.refs_into(b);
        for &(p, k) in &refs {
            if p == b || self.forest.is_back_edge(p, b) || refs.iter().filter(|x| x.0 == p).count() != 1 {
                continue;
            }
            let t = self.func.block(p).term.targets()[k].clone();
            if self.known_value(&t.args[i]).is_some() {
                return Ok((p, k));
            }
        }
        Err(TransformError(format!(
            "no predecessor of `{bn}` enters it by one edge passing a known value for `{}`",
            self.func.reg_name(*r)
        )))
    }

    /// Threads the jump into `b` from the first predecessor that knows `b`'s switch.
    pub fn jump_thread(&mut self, b: BlockId) -> Result<Threaded, TransformError> {
        let (p, k) = self.thread_candidate(b)?;
        let copy = self.duplicate(&[b], &[(p, k)])?[&b];
        if !self.if_simplify(copy)? {
            // Cannot happen: the copy is entered by the one edge from `p`, which passes
            // a known value. The function is maintained (duplication is complete).
            return Err(TransformError(format!(
                "internal: the copy `{}` of the threaded block has no known scrutinee",
                self.func.block(copy).name
            )));
        }
        let straightened = self.can_straighten(p) == Some(copy);
        if straightened {
            self.straighten(p)?;
        }
        Ok(Threaded { pred: p, copy, straightened })
    }
}
