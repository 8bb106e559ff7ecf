//! If simplification (slides "If Simplification"): a switch whose scrutinee is known
//! statically keeps the taken target and loses the others through edge deletion.
//!
//! The scrutinee is known when it is a constant, a register defined by
//! `r ← move(constant)`, or a parameter of a block entered by a single edge reference
//! whose argument is known (after duplication, the copy of a block is entered by the
//! one path that knows the value: the slides' jump threading). The switch is first rearranged to
//! `switch unit (unit ↦ x) … taken` (the taken target as default, every other
//! reference as a case). That intermediate form is never executed: its cases are dead
//! edges by the premise, and each is deleted at once with `delete_edge_ref`. The
//! remaining single-target switch becomes `branch taken`, with the target as it is
//! then (deletions may have repaired its arguments for LCSSA).

use super::{Maintained, TransformError};
use crate::ir::{BlockId, Op, Operand, Target, Terminator, Value};

impl Maintained {
    /// The statically known value of a switch scrutinee.
    pub(crate) fn known_value(&self, o: &Operand) -> Option<Value> {
        self.known_value_within(o, 8)
    }

    /// `known_value`, following at most `depth` block parameters back to the single
    /// edge that enters their block.
    fn known_value_within(&self, o: &Operand, depth: u32) -> Option<Value> {
        match o {
            Operand::Const(v) => Some(v.clone()),
            Operand::Reg(r) => {
                let b = self.def_block(*r);
                if !self.func.is_live(b) {
                    return None;
                }
                let block = self.func.block(b);
                if let Some(k) = block.params.iter().position(|p| p == r) {
                    // A parameter of a block entered by one edge reference is the
                    // argument that edge passes (the slides' jump threading: after
                    // duplication, the copy's scrutinee is known on its one path).
                    let [p] = self.preds[b.index()][..] else { return None };
                    if depth == 0 || b == self.func.entry() {
                        return None;
                    }
                    let t = self.func.block(p).term.targets().into_iter().find(|t| t.block == b)?;
                    return self.known_value_within(&t.args[k], depth - 1);
                }
                block.insts.iter().find(|i| i.dst == Some(*r)).and_then(|i| match &i.op {
                    Op::Move(Operand::Const(v)) => Some(v.clone()),
                    _ => None,
                })
            }
        }
    }

    /// Simplifies the switch ending block `b`. Returns whether anything changed.
    pub fn if_simplify(&mut self, b: BlockId) -> Result<bool, TransformError> {
        let Terminator::Switch { on, cases, .. } = &self.func.block(b).term else {
            return Ok(false);
        };
        let Some(v) = self.known_value(on) else { return Ok(false) };
        let taken_index = cases.iter().position(|(c, _)| *c == v).unwrap_or(cases.len());
        self.keep_only_target(b, taken_index)?;
        Ok(true)
    }

    /// Rearranges the switch ending `b` to `switch unit (unit ↦ x) … taken`, where
    /// `taken` is its `taken_index`-th edge reference (cases first, then the default),
    /// deletes every other reference with `delete_edge_ref`, and ends `b` with
    /// `branch taken`. The caller must know that the other references are dead (if
    /// simplification: the scrutinee is known; loop unswitching: the scrutinee is
    /// fixed on the copy's side of the preheader's switch).
    pub(crate) fn keep_only_target(&mut self, b: BlockId, taken_index: usize) -> Result<(), TransformError> {
        let Terminator::Switch { cases, default, .. } = &self.func.block(b).term else {
            return Err(TransformError(format!("`{}` does not end in a switch", self.func.block(b).name)));
        };
        if taken_index > cases.len() {
            return Err(TransformError(format!(
                "the switch ending `{}` has no edge {taken_index}",
                self.func.block(b).name
            )));
        }
        let mut refs: Vec<Target> = cases.iter().map(|(_, t)| t.clone()).collect();
        refs.push(default.clone());
        let taken = refs.remove(taken_index);
        let others: Vec<(Value, Target)> = refs.into_iter().map(|t| (Value::Unit, t)).collect();
        let n = others.len();
        self.func.block_mut(b).term =
            Terminator::Switch { on: Operand::Const(Value::Unit), cases: others, default: taken };
        for _ in 0..n {
            self.delete_edge_ref(b, 0)?;
        }
        let Terminator::Switch { default, .. } = &self.func.block(b).term else {
            unreachable!("deleting cases keeps the default of a switch")
        };
        self.func.block_mut(b).term = Terminator::Branch(default.clone());
        Ok(())
    }
}
