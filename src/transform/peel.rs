//! Loop peeling (slides "Loop Peeling"): `count` iterations of a loop run before it as
//! straight-line copies of its body; each copy's latch, instead of going back to its
//! own header, enters the next copy or the loop ("usurp latch").
//!
//! ```text
//!  1: duplicate the loop body count times, entered from the preheader
//!                                                   (duplicate_iterations)
//!  2: usurp latch: each copy's latch enters the next copy, the last one the loop
//!                                                   (duplicate_iterations, BeforeLoop)
//!  3: dedicate the exits both the copies and the loop reach, and the loop's new
//!     preheader                                     (dedicate_exit, dedicate_preheader)
//! ```
//!
//! The copies keep their exit tests: a run that leaves the loop during a peeled
//! iteration leaves from the copy, so no trip count is needed.
//!
//! Precondition (checked): `header` heads a loop with a preheader, `count ≥ 1`, and the
//! copies stay within the primitive's size limit. Maintenance: the primitive's
//! (`Maintained::duplicate_iterations`, proofs-notes/loop-passes.md); the pass edits
//! nothing itself. Cost: the copies.

use super::duplicate::Placement;
use super::{Maintained, TransformError};
use crate::ir::BlockId;
use std::collections::HashMap;

impl Maintained {
    /// Peels `count` iterations off the front of the loop headed by `h`. Returns the
    /// copies, in the order they run: each maps a block of the loop to its copy.
    pub fn peel(&mut self, h: BlockId, count: u32) -> Result<Vec<HashMap<BlockId, BlockId>>, TransformError> {
        let hn = self.func.block(h).name.clone();
        let l = self.forest.loop_with_header(h).ok_or_else(|| TransformError(format!("`{hn}` heads no loop")))?;
        if count < 1 {
            return Err(TransformError(format!(
                "the peel count must be at least 1 (it is {count}): peeling no iteration leaves the loop at `{hn}` as it is"
            )));
        }
        self.duplicate_iterations(l, count as usize, Placement::BeforeLoop)
    }
}
