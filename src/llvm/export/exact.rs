//! The width of the exported integers, and which registers the export may hold only
//! modulo 2ᵂ.
//!
//! A kernel `int` is a mathematical integer; the export holds it in an `iW` (W = 64, 128
//! or 256, as the program's constants and `wrap`s need). Each integer register is either
//! *exact* — its `iW` is its value, which must fit — or *modular* — its `iW` is its
//! value modulo 2ᵂ, which is all its uses need. A use needs only the value modulo 2ᵂ
//! when it is an operand of `add`, `sub`, `mul`, `neg`, `and`, `or`, `xor`, `not`, the
//! shifted operand of `shl`, an arm of `select`, a `move`, a block argument whose
//! parameter is modular, a `wrap` to at most W bits, the value a `store` of at most W
//! bits writes, or an operand of the float
//! operations (they read the low 64 or 32 bits) — each of these, in the positions
//! named, commutes with reduction modulo 2ᵂ. Every other use (comparisons, division,
//! `shr`, shift amounts, switches, returns, calls, effects) needs the exact value. The
//! modular registers are the greatest set closed under "every use needs only the value
//! modulo 2ᵂ": a register starts modular and becomes exact at its first exact use, until
//! nothing changes. An address (`pointers.rs`) and the operands of the `add` or `sub`
//! that makes it are exact: its offset is compared with its allocation's size.

use super::pointers::Pointers;
use crate::ir::{BinOp, Function, Op, Operand, Program, Reg, Terminator, Type, UnOp, Value};

/// The width W of the exported integers: the smallest of 64, 128 and 256 bits that
/// holds every integer constant of the program and every value of its `wrap`s (a
/// signed `wrap` to N bits needs N, an unsigned one N + 1).
pub fn width(p: &Program) -> u32 {
    let mut need = 64;
    for f in &p.funcs {
        for (_, b) in f.blocks() {
            for i in &b.insts {
                if let Op::Wrap { signed, bits, .. } = &i.op {
                    need = need.max(u64::from(*bits) + u64::from(!*signed));
                }
                i.op.for_each_operand(|o| {
                    if let Operand::Const(Value::Int(c)) = o {
                        need = need.max(c.bits() + 1);
                    }
                });
            }
            b.term.for_each_operand(|o| {
                if let Operand::Const(Value::Int(c)) = o {
                    need = need.max(c.bits() + 1);
                }
            });
        }
    }
    [64, 128, 256].into_iter().find(|w| u64::from(*w) >= need).unwrap_or(256)
}

/// Whether each operand of an instruction is used only modulo 2ᵂ, given whether the
/// instruction's result is (a discarded result is).
pub fn modular_uses(op: &Op, result_modular: bool, w: u32) -> Vec<(&Operand, bool)> {
    use BinOp::*;
    let m = result_modular;
    match op {
        Op::Binary(Add | Sub | Mul | And | Or | Xor, a, b) => vec![(a, m), (b, m)],
        Op::Binary(Shl, a, b) => vec![(a, m), (b, false)],
        Op::Binary(FAdd | FSub | FMul | FDiv | FRem | FEq | FLt | FLe | FGt | FGe, a, b) => {
            vec![(a, true), (b, true)]
        }
        Op::Binary(_, a, b) => vec![(a, false), (b, false)],
        Op::Unary(UnOp::Neg | UnOp::Not, a) => vec![(a, m)],
        Op::Unary(UnOp::FToI | UnOp::FNarrow | UnOp::FWiden | UnOp::FSqrt, a) => vec![(a, true)],
        Op::Unary(UnOp::IToF, a) => vec![(a, false)],
        Op::Wrap { bits, arg, .. } => vec![(arg, *bits <= w)],
        Op::Move(a) => vec![(a, m)],
        Op::Select(c, a, b) => vec![(c, false), (a, m), (b, m)],
        Op::Store(a, v, bits) => vec![(a, false), (v, *bits <= w)],
        other => other.operands().into_iter().map(|o| (o, false)).collect(),
    }
}

/// For each register of `f`, whether the export may hold it modulo 2ᵂ (always false for
/// registers that are not integers, and for addresses, whose offsets are exact).
pub fn modular(f: &Function, w: u32, ptrs: &Pointers) -> Vec<bool> {
    let n = f.num_regs();
    let mut modular: Vec<bool> =
        (0..n).map(|k| *f.reg_ty(Reg(k as u32)) == Type::Int && ptrs.get(Reg(k as u32)).is_none()).collect();
    loop {
        let mut changed = false;
        let mut exact = |o: &Operand, modular: &mut Vec<bool>| {
            if let Operand::Reg(r) = o {
                if modular[r.index()] {
                    modular[r.index()] = false;
                    changed = true;
                }
            }
        };
        for (_, b) in f.blocks() {
            for i in &b.insts {
                let m = i.dst.is_none_or(|d| modular[d.index()] && ptrs.get(d).is_none());
                for (o, ok) in modular_uses(&i.op, m, w) {
                    if !ok {
                        exact(o, &mut modular);
                    }
                }
            }
            match &b.term {
                Terminator::Switch { on, .. } => exact(on, &mut modular),
                Terminator::Return(v) => exact(v, &mut modular),
                Terminator::Branch(_) => {}
            }
            for t in b.term.targets_iter() {
                let params = &f.block(t.block).params;
                for (a, q) in t.args.iter().zip(params) {
                    if !modular[q.index()] {
                        exact(a, &mut modular);
                    }
                }
            }
        }
        if !changed {
            return modular;
        }
    }
}
