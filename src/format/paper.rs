//! The paper's notation: `a(r1: int, r2: int): switch r2 (0 ↦ c()) b()`,
//! `r3 ← mod(r1, r2)`, `branch a(r2, r3)`. Every report and diff prints IR this way.

use crate::ir::{Block, Function, Inst, Op, Operand, Program, Target, Terminator, Value};
use std::fmt::Write as _;

pub fn value(p: &Program, v: &Value) -> String {
    p.value_text(v)
}

pub fn operand(p: &Program, f: &Function, o: &Operand) -> String {
    match o {
        Operand::Reg(r) => f.reg_name(*r).to_string(),
        Operand::Const(v) => value(p, v),
    }
}

fn operands(p: &Program, f: &Function, os: &[Operand]) -> String {
    os.iter().map(|o| operand(p, f, o)).collect::<Vec<_>>().join(", ")
}

pub fn target(p: &Program, f: &Function, t: &Target) -> String {
    format!("{}({})", f.block(t.block).name, operands(p, f, &t.args))
}

/// `r3 ← mod(r1, r2)`, or `store(p, x, 32)` when the result is discarded.
pub fn inst(p: &Program, f: &Function, i: &Inst) -> String {
    let o = |x: &Operand| operand(p, f, x);
    let rhs = match &i.op {
        Op::Binary(b, x, y) => format!("{}({}, {})", b.name(), o(x), o(y)),
        Op::Unary(u, x) => format!("{}({})", u.name(), o(x)),
        Op::Wrap { signed, bits, arg } => format!("wrap{}{bits}({})", if *signed { "s" } else { "u" }, o(arg)),
        Op::Move(x) => o(x),
        Op::Addr(c) => format!("addr({})", p.callee_name(*c)),
        Op::Call(c, args) => {
            let mut all = vec![o(c)];
            all.extend(args.iter().map(o));
            format!("call({})", all.join(", "))
        }
        Op::Alloc(x) => format!("alloc({})", o(x)),
        Op::Free(x) => format!("free({})", o(x)),
        Op::Load(a, bits) => format!("load{bits}({})", o(a)),
        Op::Store(a, v, bits) => format!("store{bits}({}, {})", o(a), o(v)),
        Op::Select(c, a, b) => format!("select({}, {}, {})", o(c), o(a), o(b)),
        Op::TryLoad(a, bits) => format!("tryload{bits}({})", o(a)),
        Op::Forget(a, c, bits) => format!("forget{bits}({}, {})", o(a), o(c)),
        Op::Exit(x) => format!("exit({})", o(x)),
        Op::Fail(c, n) => format!("fail({}, {})", o(c), o(n)),
    };
    match i.dst {
        Some(d) => format!("{} ← {rhs}", f.reg_name(d)),
        None => rhs,
    }
}

/// `switch r2 (0 ↦ c()) b()`, `branch a(r2, r3)`, `return r1`.
pub fn term(p: &Program, f: &Function, t: &Terminator) -> String {
    match t {
        Terminator::Branch(tg) => format!("branch {}", target(p, f, tg)),
        Terminator::Return(v) => format!("return {}", operand(p, f, v)),
        Terminator::Switch { on, cases, default } => {
            let mut s = format!("switch {}", operand(p, f, on));
            for (v, tg) in cases {
                let _ = write!(s, " ({} ↦ {})", value(p, v), target(p, f, tg));
            }
            let _ = write!(s, " {}", target(p, f, default));
            s
        }
    }
}

/// `a(r1: int, r2: int)`.
pub fn block_header(f: &Function, b: &Block) -> String {
    let ps: Vec<String> = b.params.iter().map(|r| format!("{}: {}", f.reg_name(*r), f.reg_ty(*r))).collect();
    format!("{}({})", b.name, ps.join(", "))
}

pub fn function(p: &Program, f: &Function) -> String {
    let mut s = format!("fn {} → {} {{\n", f.name, f.ret);
    let order = std::iter::once(f.entry()).chain(f.block_ids().filter(|b| *b != f.entry()));
    for id in order {
        let b = f.block(id);
        let _ = writeln!(s, "  {}:", block_header(f, b));
        for i in &b.insts {
            let _ = writeln!(s, "    {}", inst(p, f, i));
        }
        let _ = writeln!(s, "    {}", term(p, f, &b.term));
    }
    s.push_str("}\n");
    s
}

pub fn program(p: &Program) -> String {
    let mut s = String::new();
    for e in &p.externs {
        let ps: Vec<String> = e.params.iter().map(|t| t.to_string()).collect();
        let _ = writeln!(s, "extern {}({}) → {}", e.name, ps.join(", "), e.ret);
    }
    if !p.externs.is_empty() {
        s.push('\n');
    }
    for (i, f) in p.funcs.iter().enumerate() {
        if i > 0 {
            s.push('\n');
        }
        s.push_str(&function(p, f));
    }
    s
}
