//! Constant expressions, computed by instructions where they are used.

use super::func::FnLower;
use super::layout::err;
use super::repr::{Repr, V};
use crate::diag::Diagnostic;
use crate::llvm::syntax::{CastOp, ConstExpr, Span};

impl<'m> FnLower<'_, 'm> {
    /// A constant expression, computed by instructions in the current block.
    pub(super) fn const_expr(&mut self, e: &'m ConstExpr, r: Repr, at: &Span) -> Result<V, Diagnostic> {
        match e {
            ConstExpr::Gep { flags, source, base, indices } => self.gep(flags, source, base, indices, "gep", at),
            ConstExpr::Cast { op: op @ (CastOp::PtrToInt | CastOp::IntToPtr | CastOp::BitCast), value, to } => {
                let from = Repr::of(&value.ty, &value.span)?;
                let to = Repr::of(to, at)?;
                let v = self.operand(value, from)?;
                self.convert(*op, Default::default(), v, (from, to), "cast", at)
            }
            _ => {
                let _ = r;
                Err(err(at, "this constant expression is not supported"))
            }
        }
    }
}
