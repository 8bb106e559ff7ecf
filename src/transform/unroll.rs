//! Loop unrolling (slides "Loop Unrolling"): the body of a loop is duplicated
//! `factor - 1` times inside it; each copy's latch enters the next copy's header and
//! the last copy's latch is the loop's back edge ("over, under, pull it tight").
//!
//! ```text
//!  1: duplicate the loop body factor − 1 times       (duplicate_iterations)
//!  2: chain each latch to the next copy's header,
//!     the last copy's latch back to the header       (duplicate_iterations, AtLatch)
//!  3: dedicate the exits each copy creates           (dedicate_exit, in the primitive)
//! ```
//!
//! Every copy keeps its exit tests, so no trip count is needed and any loop of a
//! canonical function can be unrolled: the unrolled loop runs the same iterations in
//! the same order, `factor` of them per trip around the back edge.
//!
//! Precondition (checked): `header` heads a loop, `factor ≥ 2`, and the copies stay
//! within the primitive's size limit. Maintenance: the primitive's
//! (`Maintained::duplicate_iterations`, proofs-notes/loop-passes.md); the pass edits
//! nothing itself. Cost: the copies.

use super::duplicate::Placement;
use super::{Maintained, TransformError};
use crate::ir::BlockId;
use std::collections::HashMap;

impl Maintained {
    /// Unrolls the loop headed by `h` by `factor`. Returns the copies, in the order the
    /// iterations run them: each maps a block of the loop to its copy.
    pub fn unroll(&mut self, h: BlockId, factor: u32) -> Result<Vec<HashMap<BlockId, BlockId>>, TransformError> {
        let hn = self.func.block(h).name.clone();
        let l = self.forest.loop_with_header(h).ok_or_else(|| TransformError(format!("`{hn}` heads no loop")))?;
        if factor < 2 {
            return Err(TransformError(format!(
                "the unroll factor must be at least 2 (it is {factor}): factor 1 would leave the loop at `{hn}` as it is"
            )));
        }
        self.duplicate_iterations(l, factor as usize - 1, Placement::AtLatch)
    }
}
