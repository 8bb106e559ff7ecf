//! The width of the exported integers, and which registers the export may hold only
//! modulo 2ᵂ.
//!
//! A kernel `int` is a mathematical integer; the export holds it in an `iW` (W = 64, or
//! 128 when the program wraps at more than 64 bits). Each integer register is either
//! *exact* — its `iW` is its value, which must fit — or *modular* — its `iW` is its
//! value modulo 2ᵂ, which is all its uses need. A use needs only the value modulo 2ᵂ
//! when it is an operand of `add`, `sub`, `mul`, `neg`, `and`, `or`, `xor`, `not`, the
//! shifted operand of `shl`, an arm of `select`, a `move`, a block argument whose
//! parameter is modular, a `wrap` to at most W bits, or an operand of the float
//! operations (they read the low 64 or 32 bits) — each of these, in the positions
//! named, commutes with reduction modulo 2ᵂ. Every other use (comparisons, division,
//! `shr`, shift amounts, switches, returns, calls, effects) needs the exact value. The
//! modular registers are the greatest set closed under "every use needs only the value
//! modulo 2ᵂ": a register starts modular and becomes exact at its first exact use, until
//! nothing changes.

use crate::ir::{BinOp, Function, Op, Operand, Program, Reg, Terminator, Type, UnOp};

/// The width W of the exported integers: 128 when a `wrap` keeps more than 64 bits
/// (signed) or 64 or more bits (unsigned, whose values reach 2⁶⁴ - 1), else 64.
pub fn width(p: &Program) -> u32 {
    let wide = p.funcs.iter().flat_map(|f| f.blocks()).flat_map(|(_, b)| b.insts.iter()).any(|i| match &i.op {
        Op::Wrap { signed, bits, .. } => (*signed && *bits > 64) || (!*signed && *bits >= 64),
        _ => false,
    });
    if wide {
        128
    } else {
        64
    }
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
        Op::Unary(UnOp::FToI | UnOp::FNarrow | UnOp::FWiden, a) => vec![(a, true)],
        Op::Unary(UnOp::IToF, a) => vec![(a, false)],
        Op::Wrap { bits, arg, .. } => vec![(arg, *bits <= w)],
        Op::Move(a) => vec![(a, m)],
        Op::Select(c, a, b) => vec![(c, false), (a, m), (b, m)],
        other => other.operands().into_iter().map(|o| (o, false)).collect(),
    }
}

/// For each register of `f`, whether the export may hold it modulo 2ᵂ (always false for
/// registers that are not integers).
pub fn modular(f: &Function, w: u32) -> Vec<bool> {
    let n = f.num_regs();
    let mut modular: Vec<bool> = (0..n).map(|k| *f.reg_ty(Reg(k as u32)) == Type::Int).collect();
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
                let m = i.dst.is_none_or(|d| modular[d.index()]);
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
