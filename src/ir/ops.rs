//! What a block holds: the operations (`UnOp`, `BinOp`, `Op`), instructions, the edge
//! references `b(args)` and the terminators, with the walks over their operands and
//! targets.

use super::ids::{BlockId, Reg};
use super::value::{Callee, Operand, Value};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum UnOp {
    /// Integer negation.
    Neg,
    /// Boolean not, or bitwise not on integers.
    Not,
    /// The binary64 nearest to an integer, as its bit pattern.
    IToF,
    /// A binary64 (the low 64 bits) truncated toward zero; `±2¹⁰²⁴` for an infinity,
    /// `2¹⁰²⁴` for a NaN (values no finite binary64 truncates to).
    FToI,
    /// A binary64 rounded to the nearest binary32, as the binary32's bit pattern.
    FNarrow,
    /// A binary32 (the low 32 bits) as the binary64 of the same value.
    FWiden,
    /// The square root of a binary64 (the low 64 bits), correctly rounded.
    FSqrt,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// Truncating division; division by zero is an error outcome.
    Div,
    /// Remainder with the sign of the dividend; zero divisor is an error outcome.
    Mod,
    /// Boolean or bitwise (two's complement) and.
    And,
    Or,
    Xor,
    /// `a * 2^b`; a negative shift amount is an error outcome.
    Shl,
    /// `floor(a / 2^b)`; a negative shift amount is an error outcome.
    Shr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// IEEE-754 binary64 arithmetic on bit patterns: each operand's low 64 bits are a
    /// binary64, the result is the bit pattern of the rounded result as a signed
    /// 64-bit int (`semantics/reduction.md`, "Floating point").
    FAdd,
    FSub,
    FMul,
    FDiv,
    /// binary64 remainder of the truncated quotient (C's `fmod`).
    FRem,
    /// binary64 comparisons of bit patterns (false when an operand is a NaN).
    FEq,
    FLt,
    FLe,
    FGt,
    FGe,
}

impl BinOp {
    pub const ALL: [BinOp; 26] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::Div,
        BinOp::Mod,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
        BinOp::Shl,
        BinOp::Shr,
        BinOp::Eq,
        BinOp::Ne,
        BinOp::Lt,
        BinOp::Le,
        BinOp::Gt,
        BinOp::Ge,
        BinOp::FAdd,
        BinOp::FSub,
        BinOp::FMul,
        BinOp::FDiv,
        BinOp::FRem,
        BinOp::FEq,
        BinOp::FLt,
        BinOp::FLe,
        BinOp::FGt,
        BinOp::FGe,
    ];

    /// Whether the result is a `bool`: the comparisons of integers (`eq` and `ne` also
    /// of any two values of one type) and of floats.
    pub fn is_comparison(self) -> bool {
        use BinOp::*;
        matches!(self, Eq | Ne | Lt | Le | Gt | Ge | FEq | FLt | FLe | FGt | FGe)
    }

    /// The paper-notation name (`mod`, `add`, ...), also the RON variant in lower case.
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::Div => "div",
            BinOp::Mod => "mod",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
            BinOp::Shl => "shl",
            BinOp::Shr => "shr",
            BinOp::Eq => "eq",
            BinOp::Ne => "ne",
            BinOp::Lt => "lt",
            BinOp::Le => "le",
            BinOp::Gt => "gt",
            BinOp::Ge => "ge",
            BinOp::FAdd => "fadd",
            BinOp::FSub => "fsub",
            BinOp::FMul => "fmul",
            BinOp::FDiv => "fdiv",
            BinOp::FRem => "frem",
            BinOp::FEq => "feq",
            BinOp::FLt => "flt",
            BinOp::FLe => "fle",
            BinOp::FGt => "fgt",
            BinOp::FGe => "fge",
        }
    }
}

impl UnOp {
    pub fn name(self) -> &'static str {
        match self {
            UnOp::Neg => "neg",
            UnOp::Not => "not",
            UnOp::IToF => "itof",
            UnOp::FToI => "ftoi",
            UnOp::FNarrow => "fnarrow",
            UnOp::FWiden => "fwiden",
            UnOp::FSqrt => "fsqrt",
        }
    }
}

/// The operation of an instruction `r ← op(operands)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Op {
    Unary(UnOp, Operand),
    Binary(BinOp, Operand, Operand),
    /// Reduce an int to `bits` bits, signed or unsigned.
    Wrap {
        signed: bool,
        bits: u32,
        arg: Operand,
    },
    Move(Operand),
    /// `addr(f)`: the reference `ref f`.
    Addr(Callee),
    /// Call a defined function (pushes a frame) or an external (appends an effect).
    Call(Operand, Vec<Operand>),
    /// Allocate `size` bits; the address is chosen by the machine (ν).
    Alloc(Operand),
    /// Free the allocation starting at the address.
    Free(Operand),
    /// Read `bits` bits at the address as an unsigned int.
    Load(Operand, u32),
    /// Write the low `bits` bits (two's complement) of the value at the address.
    Store(Operand, Operand, u32),
    /// `select(c, a, b)`: `a` when the boolean `c` is true, `b` otherwise.
    Select(Operand, Operand, Operand),
    /// `tryload N(a)`: as `load` on allocated bits, but never an error there: bits
    /// never written read as 0, and `-1` when one of the bits was forgotten (`forget`).
    TryLoad(Operand, u32),
    /// `forget N(a, c)`: when the boolean `c` is true, the bits become unwritten again.
    Forget(Operand, Operand, u32),
    /// `exit(v)`: the whole run halts with `halt(v)`, whatever frames are on the stack.
    Exit(Operand),
    /// `fail(c, n)`: when the boolean `c` is true, the whole run halts with the
    /// program error `fail(n)`; otherwise nothing happens.
    Fail(Operand, Operand),
}

impl Op {
    /// Operands in order, for use-def walks.
    pub fn operands(&self) -> Vec<&Operand> {
        match self {
            Op::Unary(_, a)
            | Op::Move(a)
            | Op::Alloc(a)
            | Op::Free(a)
            | Op::Load(a, _)
            | Op::TryLoad(a, _)
            | Op::Exit(a) => vec![a],
            Op::Wrap { arg, .. } => vec![arg],
            Op::Binary(_, a, b) | Op::Store(a, b, _) | Op::Forget(a, b, _) | Op::Fail(a, b) => vec![a, b],
            Op::Select(c, a, b) => vec![c, a, b],
            Op::Addr(_) => vec![],
            Op::Call(c, args) => std::iter::once(c).chain(args.iter()).collect(),
        }
    }

    /// Applies `f` to every operand in order (as `operands`, without allocating).
    pub fn for_each_operand(&self, mut f: impl FnMut(&Operand)) {
        match self {
            Op::Unary(_, a)
            | Op::Move(a)
            | Op::Alloc(a)
            | Op::Free(a)
            | Op::Load(a, _)
            | Op::TryLoad(a, _)
            | Op::Exit(a) => f(a),
            Op::Wrap { arg, .. } => f(arg),
            Op::Binary(_, a, b) | Op::Store(a, b, _) | Op::Forget(a, b, _) | Op::Fail(a, b) => {
                f(a);
                f(b)
            }
            Op::Select(c, a, b) => {
                f(c);
                f(a);
                f(b)
            }
            Op::Addr(_) => {}
            Op::Call(c, args) => {
                f(c);
                args.iter().for_each(f)
            }
        }
    }

    /// Applies `f` to every operand in order (as `operands_mut`, without allocating).
    pub fn for_each_operand_mut(&mut self, mut f: impl FnMut(&mut Operand)) {
        match self {
            Op::Unary(_, a)
            | Op::Move(a)
            | Op::Alloc(a)
            | Op::Free(a)
            | Op::Load(a, _)
            | Op::TryLoad(a, _)
            | Op::Exit(a) => f(a),
            Op::Wrap { arg, .. } => f(arg),
            Op::Binary(_, a, b) | Op::Store(a, b, _) | Op::Forget(a, b, _) | Op::Fail(a, b) => {
                f(a);
                f(b)
            }
            Op::Select(c, a, b) => {
                f(c);
                f(a);
                f(b)
            }
            Op::Addr(_) => {}
            Op::Call(c, args) => {
                f(c);
                args.iter_mut().for_each(f)
            }
        }
    }

    pub fn operands_mut(&mut self) -> Vec<&mut Operand> {
        match self {
            Op::Unary(_, a)
            | Op::Move(a)
            | Op::Alloc(a)
            | Op::Free(a)
            | Op::Load(a, _)
            | Op::TryLoad(a, _)
            | Op::Exit(a) => vec![a],
            Op::Wrap { arg, .. } => vec![arg],
            Op::Binary(_, a, b) | Op::Store(a, b, _) | Op::Forget(a, b, _) | Op::Fail(a, b) => vec![a, b],
            Op::Select(c, a, b) => vec![c, a, b],
            Op::Addr(_) => vec![],
            Op::Call(c, args) => std::iter::once(c).chain(args.iter_mut()).collect(),
        }
    }
}

/// An instruction; `dst` is `None` when the result is discarded (`_` in RON).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Inst {
    pub dst: Option<Reg>,
    pub op: Op,
}

/// A control-flow edge reference `b(args)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Target {
    pub block: BlockId,
    pub args: Vec<Operand>,
}

/// Block terminators. A switch takes the first case whose constant equals the
/// scrutinee, and the default otherwise; duplicate case constants are allowed
/// (the slides' `switch unit (unit ↦ b()) (unit ↦ d()) c()`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Terminator {
    Branch(Target),
    Switch { on: Operand, cases: Vec<(Value, Target)>, default: Target },
    Return(Operand),
}

impl Terminator {
    /// Edge references in order: cases first, then the default.
    pub fn targets(&self) -> Vec<&Target> {
        match self {
            Terminator::Branch(t) => vec![t],
            Terminator::Switch { cases, default, .. } => {
                cases.iter().map(|(_, t)| t).chain(std::iter::once(default)).collect()
            }
            Terminator::Return(_) => vec![],
        }
    }

    pub fn targets_mut(&mut self) -> Vec<&mut Target> {
        match self {
            Terminator::Branch(t) => vec![t],
            Terminator::Switch { cases, default, .. } => {
                cases.iter_mut().map(|(_, t)| t).chain(std::iter::once(default)).collect()
            }
            Terminator::Return(_) => vec![],
        }
    }

    /// Edge references in order, without allocating (see `targets`).
    pub fn targets_iter(&self) -> impl Iterator<Item = &Target> + '_ {
        let (cases, last): (&[(Value, Target)], Option<&Target>) = match self {
            Terminator::Branch(t) => (&[], Some(t)),
            Terminator::Switch { cases, default, .. } => (cases, Some(default)),
            Terminator::Return(_) => (&[], None),
        };
        cases.iter().map(|(_, t)| t).chain(last)
    }

    /// The `k`-th edge reference (in `targets` order).
    pub fn target(&self, k: usize) -> Option<&Target> {
        match self {
            Terminator::Branch(t) => (k == 0).then_some(t),
            Terminator::Switch { cases, default, .. } => {
                if k < cases.len() {
                    Some(&cases[k].1)
                } else if k == cases.len() {
                    Some(default)
                } else {
                    None
                }
            }
            Terminator::Return(_) => None,
        }
    }

    /// Applies `f` to every edge reference in order (as `targets_mut`, without
    /// allocating).
    pub fn for_each_target_mut(&mut self, mut f: impl FnMut(&mut Target)) {
        match self {
            Terminator::Branch(t) => f(t),
            Terminator::Switch { cases, default, .. } => {
                cases.iter_mut().for_each(|(_, t)| f(t));
                f(default)
            }
            Terminator::Return(_) => {}
        }
    }

    /// Applies `f` to every operand the terminator uses, in the order of
    /// `for_each_operand_mut`.
    pub fn for_each_operand(&self, mut f: impl FnMut(&Operand)) {
        match self {
            Terminator::Switch { on, .. } => f(on),
            Terminator::Return(v) => f(v),
            Terminator::Branch(_) => {}
        }
        for t in self.targets_iter() {
            t.args.iter().for_each(&mut f);
        }
    }

    /// Successor blocks, one per edge reference (so multi-edges repeat).
    pub fn succs(&self) -> impl Iterator<Item = BlockId> + '_ {
        let (cases, default, single): (&[(Value, Target)], Option<&Target>, Option<&Target>) = match self {
            Terminator::Branch(t) => (&[], None, Some(t)),
            Terminator::Switch { cases, default, .. } => (cases, Some(default), None),
            Terminator::Return(_) => (&[], None, None),
        };
        cases.iter().map(|(_, t)| t.block).chain(default.map(|t| t.block)).chain(single.map(|t| t.block))
    }

    /// Applies `f` to the successor blocks in the order of `succs` (a loop per shape,
    /// for the hot paths that would otherwise step a chain of iterators).
    pub fn for_each_succ(&self, mut f: impl FnMut(BlockId)) {
        match self {
            Terminator::Branch(t) => f(t.block),
            Terminator::Switch { cases, default, .. } => {
                for (_, t) in cases {
                    f(t.block);
                }
                f(default.block);
            }
            Terminator::Return(_) => {}
        }
    }

    /// Applies `f` to every operand the terminator uses: the scrutinee or return value
    /// and every branch argument.
    pub fn for_each_operand_mut(&mut self, mut f: impl FnMut(&mut Operand)) {
        match self {
            Terminator::Switch { on, .. } => f(on),
            Terminator::Return(v) => f(v),
            Terminator::Branch(_) => {}
        }
        self.for_each_target_mut(|t| t.args.iter_mut().for_each(&mut f));
    }

    /// Operands that are not branch arguments (the switch scrutinee, the return value).
    pub fn own_operands(&self) -> Vec<&Operand> {
        match self {
            Terminator::Branch(_) => vec![],
            Terminator::Switch { on, .. } => vec![on],
            Terminator::Return(v) => vec![v],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn non_allocating_walks_agree_with_the_vectors() {
        let t = Terminator::Switch {
            on: Operand::Reg(Reg(0)),
            cases: vec![(Value::int(0), Target { block: BlockId(1), args: vec![Operand::Reg(Reg(1))] })],
            default: Target { block: BlockId(2), args: vec![Operand::Const(Value::int(3))] },
        };
        let v: Vec<&Target> = t.targets();
        assert_eq!(t.targets_iter().collect::<Vec<_>>(), v);
        assert_eq!((0..3).map(|k| t.target(k)).collect::<Vec<_>>(), vec![Some(v[0]), Some(v[1]), None]);
        let mut ops = Vec::new();
        t.for_each_operand(|o| ops.push(o.clone()));
        assert_eq!(ops, vec![Operand::Reg(Reg(0)), Operand::Reg(Reg(1)), Operand::Const(Value::int(3))]);
        let shapes = [
            t.clone(),
            Terminator::Branch(Target { block: BlockId(7), args: vec![] }),
            Terminator::Return(Operand::Reg(Reg(0))),
        ];
        for term in &shapes {
            let mut succs = Vec::new();
            term.for_each_succ(|b| succs.push(b));
            assert_eq!(succs, term.succs().collect::<Vec<_>>());
        }
        assert_eq!(t.succs().collect::<Vec<_>>(), [BlockId(1), BlockId(2)]);
        let op = Op::Call(Operand::Reg(Reg(4)), vec![Operand::Reg(Reg(5))]);
        let mut seen = Vec::new();
        op.for_each_operand(|o| seen.push(o.clone()));
        assert_eq!(seen, op.operands().into_iter().cloned().collect::<Vec<_>>());
    }
}
