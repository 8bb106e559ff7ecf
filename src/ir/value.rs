//! Constants and operands: the values `cv` an instruction may name directly, what a
//! function reference points to, and an operand that is a register or a constant.

use super::ids::{ExternId, FuncId, Reg};
use super::int::Int;

/// What a function reference points to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Callee {
    Func(FuncId),
    Extern(ExternId),
}

/// Constant values `cv` of the paper.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    Int(Int),
    Bool(bool),
    Unit,
    /// `ref f`.
    Ref(Callee),
}

impl Value {
    pub fn int(v: i64) -> Value {
        Value::Int(Int::from(v))
    }
}

/// An instruction operand: a register or a constant.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Operand {
    Reg(Reg),
    Const(Value),
}
