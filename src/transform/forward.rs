//! Move forwarding (copy propagation of one move): `x ← move(a)` is deleted and every
//! use of `x` reads `a` instead. Straightening turns block parameters into such moves;
//! forwarding them is what makes a merged block cheaper to run, and it turns a
//! scrutinee moved from a constant into the constant if simplification sees.
//!
//! Maintenance: no edge changes, so D and F are unchanged. SSA: the uses of `x` are
//! dominated by its block `b`, which the definition of `a` dominates (it is used in
//! `b`). LCSSA: a use of `x` lies in the innermost loop `L_x` of `b`; `b` uses `a`, so
//! `b` lies in the innermost loop `L_a` defining `a` (LCSSA of the input), and loops
//! nest, so `L_x ⊆ L_a` and the use stays inside `L_a`. Types: `x` and `a` have the
//! same type. Canonical form: no edge changes. Cost: the dominator subtree of `b`,
//! where the uses of `x` can be (proofs-notes/inlining.md, "Move forwarding").

use super::{Maintained, TransformError};
use crate::ir::{BlockId, Op};

impl Maintained {
    /// The `k`-th instruction of `b` if it is a move that can be forwarded.
    pub fn forwardable(&self, b: BlockId, k: usize) -> bool {
        self.func.is_live(b)
            && self.func.block(b).insts.get(k).is_some_and(|i| i.dst.is_some() && matches!(i.op, Op::Move(_)))
    }

    /// Forwards the move at instruction `k` of `b` into its uses and deletes it.
    pub fn forward_move(&mut self, b: BlockId, k: usize) -> Result<(), TransformError> {
        if !self.forwardable(b, k) {
            let name = if self.func.is_live(b) { self.func.block(b).name.clone() } else { format!("#{}", b.0) };
            return Err(TransformError(format!("instruction {k} of `{name}` is not a move to a register")));
        }
        let inst = self.func.block_mut(b).insts.remove(k);
        let (Some(x), Op::Move(a)) = (inst.dst, inst.op) else { unreachable!("checked by forwardable") };
        let mut region = self.pool.take_blocks();
        self.dom.subtree_into(b, &mut region);
        for &u in &region {
            self.replace_uses(u, x, &a);
        }
        self.pool.give_blocks(region);
        Ok(())
    }
}
