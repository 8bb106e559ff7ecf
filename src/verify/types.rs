//! The typing rules of `semantics/typing.md`, one check per form, each marked with its
//! rule's name (`// T-Name`) as the document names it.

use super::loc;
use crate::diag::{Diagnostic, Item, Loc};
use crate::ir::{BinOp, Block, FuncId, Function, Inst, Op, Operand, Program, Reg, Terminator, Type, UnOp};

/// Every typing error of function `f`, located at its instruction or terminator.
pub fn check_types(p: &Program, f: FuncId) -> Vec<Diagnostic> {
    let func = p.func(f);
    let mut errors = Vec::new();
    for (b, block) in func.blocks() {
        for (i, inst) in block.insts.iter().enumerate() {
            let at = || loc(p, f, b, Some(Item::Inst(i)));
            let result = op_type(p, func, inst, &at, &mut errors);
            if let Some(d) = inst.dst {
                if func.reg_ty(d) != &result {
                    errors.push(Diagnostic::new(
                        at(),
                        format!(
                            "register `{}` has type {} but the instruction produces {result}",
                            func.reg_name(d),
                            func.reg_ty(d)
                        ),
                    ));
                }
            }
        }
        check_terminator(p, func, block, &|| loc(p, f, b, Some(Item::Term)), &mut errors);
    }
    errors
}

/// The type an instruction's operation produces, with the errors of its operands.
fn op_type(p: &Program, func: &Function, inst: &Inst, at: &dyn Fn() -> Loc, errors: &mut Vec<Diagnostic>) -> Type {
    // T-Reg, T-Int, T-Bool, T-Unit, T-Ref: an operand's type is its register's declared
    // type or its constant's (`Program::operand_type`).
    let ty = |o: &Operand| p.operand_type(func, o);
    let expect = |o: &Operand, want: &Type, what: &str, errors: &mut Vec<Diagnostic>| {
        let got = ty(o);
        if &got != want {
            errors.push(Diagnostic::new(at(), format!("{what} has type {got}, expected {want}")));
        }
    };
    match &inst.op {
        Op::Binary(op, a, c) => match op {
            // T-Bitwise: two ints or two bools, of the operands' type.
            BinOp::And | BinOp::Or | BinOp::Xor => {
                let t = ty(a);
                if t != Type::Int && t != Type::Bool {
                    errors.push(Diagnostic::new(at(), format!("{} takes int or bool operands, not {t}", op.name())));
                }
                expect(c, &t, &format!("right operand of {}", op.name()), errors);
                t
            }
            // T-Equal: two operands of one type give a bool.
            BinOp::Eq | BinOp::Ne => {
                let t = ty(a);
                expect(c, &t, &format!("right operand of {}", op.name()), errors);
                Type::Bool
            }
            // T-Compare: orderings and float comparisons of two ints give a bool.
            _ if op.is_comparison() => {
                expect(a, &Type::Int, &format!("left operand of {}", op.name()), errors);
                expect(c, &Type::Int, &format!("right operand of {}", op.name()), errors);
                Type::Bool
            }
            // T-Arith: arithmetic, shifts and float operations on two ints give an int.
            _ => {
                expect(a, &Type::Int, &format!("left operand of {}", op.name()), errors);
                expect(c, &Type::Int, &format!("right operand of {}", op.name()), errors);
                Type::Int
            }
        },
        // T-Neg
        Op::Unary(UnOp::Neg, a) => {
            expect(a, &Type::Int, "operand of neg", errors);
            Type::Int
        }
        // T-Not
        Op::Unary(UnOp::Not, a) => {
            let t = ty(a);
            if t != Type::Int && t != Type::Bool {
                errors.push(Diagnostic::new(at(), format!("not takes an int or a bool, not {t}")));
            }
            t
        }
        // T-Wrap
        Op::Wrap { bits, arg, .. } => {
            expect(arg, &Type::Int, "operand of wrap", errors);
            if *bits == 0 {
                errors.push(Diagnostic::new(at(), "wrap to 0 bits: the width must be at least 1"));
            }
            Type::Int
        }
        // T-Move
        Op::Move(a) => ty(a),
        // T-Addr
        Op::Addr(c) => Type::Fn(std::sync::Arc::new(p.callee_type(*c))),
        // T-Call
        Op::Call(c, args) => match ty(c) {
            Type::Fn(ft) => {
                if ft.params.len() != args.len() {
                    errors.push(Diagnostic::new(
                        at(),
                        format!(
                            "call passes {} argument(s) to a function of {} parameter(s)",
                            args.len(),
                            ft.params.len()
                        ),
                    ));
                } else {
                    for (k, (a, want)) in args.iter().zip(&ft.params).enumerate() {
                        expect(a, want, &format!("argument {} of the call", k + 1), errors);
                    }
                }
                ft.ret.clone()
            }
            other => {
                errors.push(Diagnostic::new(at(), format!("call of a value of type {other}, which is not a function")));
                func.reg_ty(inst.dst.unwrap_or(Reg(0))).clone()
            }
        },
        // T-Alloc
        Op::Alloc(n) => {
            expect(n, &Type::Int, "size of alloc", errors);
            Type::Int
        }
        // T-Free
        Op::Free(a) => {
            expect(a, &Type::Int, "address of free", errors);
            Type::Unit
        }
        Op::Load(..)
        | Op::Store(..)
        | Op::Unary(UnOp::IToF | UnOp::FToI | UnOp::FNarrow | UnOp::FWiden | UnOp::FSqrt, _)
        | Op::Select(..)
        | Op::TryLoad(..)
        | Op::Forget(..)
        | Op::Exit(_)
        | Op::Fail(..) => guard_type(p, func, inst, at, errors),
    }
}

/// The type of the loads and stores and of the operations front ends lower their own
/// checks, choices and conversions to (`select`, `tryload`, `forget`, `exit`, `fail`,
/// the float conversions), with the errors of their operands.
fn guard_type(p: &Program, func: &Function, inst: &Inst, at: &dyn Fn() -> Loc, errors: &mut Vec<Diagnostic>) -> Type {
    let ty = |o: &Operand| p.operand_type(func, o);
    let expect = |o: &Operand, want: &Type, what: &str, errors: &mut Vec<Diagnostic>| {
        let got = ty(o);
        if &got != want {
            errors.push(Diagnostic::new(at(), format!("{what} has type {got}, expected {want}")));
        }
    };
    match &inst.op {
        // T-Load
        Op::Load(a, bits) => {
            expect(a, &Type::Int, "address of load", errors);
            if *bits == 0 {
                errors.push(Diagnostic::new(at(), "load of 0 bits: the width must be at least 1"));
            }
            Type::Int
        }
        // T-Store
        Op::Store(a, v, bits) => {
            expect(a, &Type::Int, "address of store", errors);
            expect(v, &Type::Int, "value of store", errors);
            if *bits == 0 {
                errors.push(Diagnostic::new(at(), "store of 0 bits: the width must be at least 1"));
            }
            Type::Unit
        }
        // T-Convert: the float conversions read an int and make an int.
        Op::Unary(op @ (UnOp::IToF | UnOp::FToI | UnOp::FNarrow | UnOp::FWiden | UnOp::FSqrt), a) => {
            expect(a, &Type::Int, &format!("operand of {}", op.name()), errors);
            Type::Int
        }
        // T-Select: a bool chooses between two operands of one type.
        Op::Select(c, a, b) => {
            expect(c, &Type::Bool, "condition of select", errors);
            let t = ty(a);
            expect(b, &t, "second choice of select", errors);
            t
        }
        // T-TryLoad
        Op::TryLoad(a, bits) => {
            expect(a, &Type::Int, "address of tryload", errors);
            if *bits == 0 {
                errors.push(Diagnostic::new(at(), "tryload of 0 bits: the width must be at least 1"));
            }
            Type::Int
        }
        // T-Forget
        Op::Forget(a, c, bits) => {
            expect(a, &Type::Int, "address of forget", errors);
            expect(c, &Type::Bool, "condition of forget", errors);
            if *bits == 0 {
                errors.push(Diagnostic::new(at(), "forget of 0 bits: the width must be at least 1"));
            }
            Type::Unit
        }
        // T-Exit: the run halts with the value, of the entry function's type or not
        // (the value is the run's outcome, whatever its type).
        Op::Exit(_) => Type::Unit,
        // T-Fail
        Op::Fail(c, n) => {
            expect(c, &Type::Bool, "condition of fail", errors);
            expect(n, &Type::Int, "code of fail", errors);
            Type::Unit
        }
        _ => Type::Unit,
    }
}

/// The errors of a terminator: branch arguments against the target's parameters, the
/// returned value against the function's type, a switch's scrutinee and cases.
fn check_terminator(p: &Program, func: &Function, block: &Block, at: &dyn Fn() -> Loc, errors: &mut Vec<Diagnostic>) {
    // T-Target: each argument of a target has the type of the target's parameter.
    for t in block.term.targets() {
        if !func.is_live(t.block) {
            continue;
        }
        let target = func.block(t.block);
        for (k, (a, param)) in t.args.iter().zip(&target.params).enumerate() {
            let (got, want) = (p.operand_type(func, a), func.reg_ty(*param));
            if &got != want {
                errors.push(Diagnostic::new(
                    at(),
                    format!(
                        "argument {} of the branch to `{}` has type {got}, but parameter `{}` has type {want}",
                        k + 1,
                        target.name,
                        func.reg_name(*param)
                    ),
                ));
            }
        }
    }
    match &block.term {
        // T-Return
        Terminator::Return(v) => {
            let got = p.operand_type(func, v);
            if got != func.ret {
                errors.push(Diagnostic::new(
                    at(),
                    format!("return of {got} from `{}`, which returns {}", func.name, func.ret),
                ));
            }
        }
        // T-Switch
        Terminator::Switch { on, cases, .. } => {
            let t = p.operand_type(func, on);
            if !matches!(t, Type::Int | Type::Bool | Type::Unit) {
                errors.push(Diagnostic::new(
                    at(),
                    format!("switch on a value of type {t}; only int, bool and unit can be switched on"),
                ));
            }
            for (v, _) in cases {
                let vt = p.value_type(v);
                if vt != t {
                    let shown = p.value_text(v);
                    errors.push(Diagnostic::new(
                        at(),
                        format!("switch case {shown} has type {vt}, but the scrutinee has type {t}"),
                    ));
                }
            }
        }
        // T-Branch: its target is checked by T-Target above.
        Terminator::Branch(_) => {}
    }
}
