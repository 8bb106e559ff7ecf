//! Checking one Bril instruction (arity, operand and destination types, defined
//! functions, the features outside the kernel) into an `Ins` or a `Term` over
//! variable indices.

use super::ops::{CONST, COPY, FAIL_IF, JMP, PHI_COPY, RET, UNDEF};
use super::{kind, FnLower, Kind};
use crate::bril::{BType, Instr, Lit};
use crate::ir::{BinOp, FuncId, Value};

/// A checked Bril instruction over variable indices.
#[derive(Clone, Debug)]
pub(super) enum Ins {
    Const(usize, Value),
    Id(usize, usize),
    /// `op`, wrap to 64 bits, destination, operands.
    Bin(BinOp, bool, usize, usize, usize),
    Not(usize, usize),
    Print(Vec<usize>),
    Call(Option<usize>, FuncId, Vec<usize>),
    Alloc(usize, usize),
    Free(usize),
    Store(usize, usize, Kind),
    Load(usize, usize, Kind),
    PtrAdd(usize, usize, usize),
    /// `int2char`: destination, the code point (checked, `float_char.rs`).
    ToChar(usize, usize),
    Nop,
    Commit,
    /// Fails with the message when the flag (the second variable) is true; the first
    /// is the variable the flag is about (`shadow.rs`).
    FailIf(usize, usize, String),
}

/// A checked block terminator; labels are resolved when the blocks are known.
#[derive(Clone, Debug)]
pub(super) enum Term {
    Jmp(String),
    Br(usize, String, String),
    Ret(Option<usize>),
    /// `speculate`: ends its block, which falls through (`speculate.rs`).
    Speculate,
    /// `guard c .l`: on to the next block when `c`, else roll back and jump to `.l`.
    Guard(usize, String),
}

/// A checked instruction: `Ok(Ok(_))` an instruction, `Ok(Err(_))` a terminator,
/// `Err(())` rejected (errors recorded).
pub(super) type Checked = Result<Result<Ins, Term>, ()>;

/// The operation of a binary Bril opcode: the Waddle operator, whether the result
/// wraps to 64 bits, whether the operands are `int`s (else `bool`s).
fn binary(op: &str) -> Option<(BinOp, bool, bool)> {
    match op {
        "add" => Some((BinOp::Add, true, true)),
        "sub" => Some((BinOp::Sub, true, true)),
        "mul" => Some((BinOp::Mul, true, true)),
        "div" => Some((BinOp::Div, true, true)),
        "eq" => Some((BinOp::Eq, false, true)),
        "lt" => Some((BinOp::Lt, false, true)),
        "le" => Some((BinOp::Le, false, true)),
        "gt" => Some((BinOp::Gt, false, true)),
        "ge" => Some((BinOp::Ge, false, true)),
        "and" => Some((BinOp::And, false, false)),
        "or" => Some((BinOp::Or, false, false)),
        _ => None,
    }
}

/// An instruction, or a rejection when some part of it was rejected.
pub(super) fn ok(x: Option<Ins>) -> Checked {
    x.map(Ok).ok_or(())
}

impl FnLower<'_> {
    /// The variable argument `k` of `i` reads, of any type.
    fn var(&mut self, i: &Instr, k: usize) -> Option<usize> {
        self.resolve(i, k, None)
    }

    /// Argument `k` of `i`, which must have type `want`.
    pub(super) fn arg(&mut self, i: &Instr, k: usize, want: &BType) -> Option<usize> {
        let v = self.resolve(i, k, Some(want))?;
        if &self.types[v] != want {
            let msg = format!("`{}` argument {k} (`{}`) must be {want}, but it is {}", i.op, i.args[k], self.types[v]);
            self.err(&i.span, msg);
            return None;
        }
        Some(v)
    }

    pub(super) fn dest(&mut self, i: &Instr, want: Option<&BType>) -> Option<usize> {
        let Some(d) = &i.dest else {
            self.err(&i.span, format!("`{}` needs a destination", i.op));
            return None;
        };
        // `declare` gave the name a variable of the destination's type (or reported
        // the missing type).
        let v = *self.vars.get(d)?.iter().find(|&&v| i.ty.as_ref() == Some(&self.types[v]))?;
        if let Some(want) = want {
            if &self.types[v] != want {
                let msg = format!("`{}` produces {want}, but its destination `{d}` has type {}", i.op, self.types[v]);
                self.err(&i.span, msg);
                return None;
            }
        }
        Some(v)
    }

    pub(super) fn arity(&mut self, i: &Instr, args: usize, labels: usize, funcs: usize) -> bool {
        let mut ok = true;
        for (what, want, got) in
            [("argument", args, i.args.len()), ("label", labels, i.labels.len()), ("function", funcs, i.funcs.len())]
        {
            if want != got {
                self.err(&i.span, format!("`{}` takes {want} {what}(s); got {got}", i.op));
                ok = false;
            }
        }
        ok
    }

    fn no_dest(&mut self, i: &Instr) -> bool {
        if let Some(d) = &i.dest {
            self.err(&i.span, format!("`{}` has no result, but assigns `{d}`", i.op));
            return false;
        }
        true
    }

    /// Checks one instruction; `Err(())` when it was rejected (errors recorded).
    pub(super) fn check(&mut self, i: &Instr) -> Checked {
        let op = i.op.as_str();
        if let Some(checked) = self.check_float_char(i) {
            return checked;
        }
        if let Some(b) = binary(op) {
            return self.check_binary(i, b);
        }
        match op {
            "const" => self.check_const(i),
            "not" => {
                if !self.arity(i, 1, 0, 0) {
                    return Err(());
                }
                let x = self.arg(i, 0, &BType::Bool);
                let d = self.dest(i, Some(&BType::Bool));
                ok((|| Some(Ins::Not(d?, x?)))())
            }
            "undef" | UNDEF => self.check_undef(i),
            JMP => {
                if !self.arity(i, 0, 1, 0) {
                    return Err(());
                }
                Ok(Err(Term::Jmp(i.labels[0].clone())))
            }
            RET => Ok(Err(Term::Ret(None))),
            CONST => self.check_const(i),
            op if op.starts_with(FAIL_IF) => self.check_fail_if(i),
            "id" | "set" | "get" | "phi" | COPY | PHI_COPY => {
                if !self.arity(i, 1, 0, 0) {
                    return Err(());
                }
                let x = self.resolve(i, 0, i.ty.as_ref()).ok_or(())?;
                let t = self.types[x].clone();
                let d = self.dest(i, Some(&t)).ok_or(())?;
                Ok(Ok(Ins::Id(d, x)))
            }
            "print" => {
                let vs: Vec<Option<usize>> = (0..i.args.len()).map(|k| self.var(i, k)).collect();
                if !self.no_dest(i) {
                    return Err(());
                }
                ok(vs.into_iter().collect::<Option<Vec<_>>>().map(Ins::Print))
            }
            "nop" => {
                if !self.arity(i, 0, 0, 0) || !self.no_dest(i) {
                    return Err(());
                }
                Ok(Ok(Ins::Nop))
            }
            "jmp" | "br" | "ret" => self.check_control(i),
            "speculate" | "commit" | "guard" => self.check_speculation(i),
            "call" => self.check_call(i),
            "alloc" | "free" => self.check_allocation(i),
            "store" | "load" | "ptradd" => self.check_access(i),
            _ => {
                self.err(&i.span, format!("unknown opcode `{op}`"));
                Err(())
            }
        }
    }

    fn check_const(&mut self, i: &Instr) -> Checked {
        let Some(d) = self.dest(i, None) else { return Err(()) };
        let v = match (&i.value, &self.types[d]) {
            (Some(Lit::Int(x)), BType::Int) => Value::int(*x),
            (Some(Lit::Bool(b)), BType::Bool) => Value::Bool(*b),
            (Some(l @ (Lit::Int(_) | Lit::Float(_) | Lit::Char(_))), t @ (BType::Float | BType::Char)) => {
                let t = t.clone();
                self.float_char_const(i, l, &t).ok_or(())?
            }
            (Some(Lit::Float(n)), BType::Int) if is_integer(n) => {
                self.err(&i.span, format!("integer constant `{n}` does not fit in 64 bits"));
                return Err(());
            }
            (Some(_), t) => {
                let msg = format!("`const` of type {t} has a value of another type");
                self.err(&i.span, msg);
                return Err(());
            }
            (None, _) => {
                self.err(&i.span, "`const` needs a `value`");
                return Err(());
            }
        };
        Ok(Ok(Ins::Const(d, v)))
    }

    /// `x: T = undef`: a placeholder of type `T` (`shadow.rs` flags it undefined).
    fn check_undef(&mut self, i: &Instr) -> Checked {
        if !self.arity(i, 0, 0, 0) {
            return Err(());
        }
        let d = self.dest(i, None).ok_or(())?;
        let v = if self.types[d] == BType::Bool { Value::Bool(false) } else { Value::int(0) };
        Ok(Ok(Ins::Const(d, v)))
    }

    /// `speculate`, `commit` and `guard c .l`.
    fn check_speculation(&mut self, i: &Instr) -> Checked {
        let guard = i.op == "guard";
        if !self.arity(i, usize::from(guard), usize::from(guard), 0) || !self.no_dest(i) {
            return Err(());
        }
        match i.op.as_str() {
            "speculate" => Ok(Err(Term::Speculate)),
            "commit" => Ok(Ok(Ins::Commit)),
            _ => {
                let c = self.arg(i, 0, &BType::Bool).ok_or(())?;
                Ok(Err(Term::Guard(c, i.labels[0].clone())))
            }
        }
    }

    /// `<fail if> MESSAGE x flag` (`shadow.rs`).
    fn check_fail_if(&mut self, i: &Instr) -> Checked {
        let x = self.var(i, 0).ok_or(())?;
        let flag = self.arg(i, 1, &BType::Bool).ok_or(())?;
        Ok(Ok(Ins::FailIf(x, flag, i.op[FAIL_IF.len()..].to_string())))
    }

    /// Arithmetic, comparisons and `and`/`or`.
    fn check_binary(&mut self, i: &Instr, (b, wrap, ints): (BinOp, bool, bool)) -> Checked {
        if !self.arity(i, 2, 0, 0) {
            return Err(());
        }
        let t = if ints { &BType::Int } else { &BType::Bool };
        let (x, y) = (self.arg(i, 0, t), self.arg(i, 1, t));
        let res = if ints && !wrap { &BType::Bool } else { t };
        let d = self.dest(i, Some(res));
        ok((|| Some(Ins::Bin(b, wrap, d?, x?, y?)))())
    }

    /// `jmp`, `br` and `ret`.
    fn check_control(&mut self, i: &Instr) -> Checked {
        match i.op.as_str() {
            "jmp" => {
                if !self.arity(i, 0, 1, 0) || !self.no_dest(i) {
                    return Err(());
                }
                Ok(Err(Term::Jmp(i.labels[0].clone())))
            }
            "br" => {
                if !self.arity(i, 1, 2, 0) || !self.no_dest(i) {
                    return Err(());
                }
                let c = self.arg(i, 0, &BType::Bool).ok_or(())?;
                Ok(Err(Term::Br(c, i.labels[0].clone(), i.labels[1].clone())))
            }
            _ => self.check_ret(i),
        }
    }

    fn check_ret(&mut self, i: &Instr) -> Checked {
        if !self.no_dest(i) {
            return Err(());
        }
        match (&self.f.ret, i.args.len()) {
            (None, 0) => Ok(Err(Term::Ret(None))),
            (Some(t), 1) => {
                let t = t.clone();
                Ok(Err(Term::Ret(Some(self.arg(i, 0, &t).ok_or(())?))))
            }
            (None, n) => {
                let msg = format!("`@{}` has no return type, but `ret` has {n} argument(s)", self.f.name);
                self.err(&i.span, msg);
                Err(())
            }
            (Some(t), n) => {
                let msg = format!("`@{}` returns {t}, so `ret` takes 1 argument; got {n}", self.f.name);
                self.err(&i.span, msg);
                Err(())
            }
        }
    }

    fn check_call(&mut self, i: &Instr) -> Checked {
        if i.funcs.len() != 1 || !i.labels.is_empty() {
            self.err(&i.span, format!("`call` takes 1 function; got {}", i.funcs.len()));
            return Err(());
        }
        let name = &i.funcs[0];
        let Some(sig) = self.sigs.get(name.as_str()) else {
            self.err(&i.span, format!("call of undefined function `@{name}`"));
            return Err(());
        };
        let (id, params, ret) = (sig.id, sig.params.clone(), sig.ret.clone());
        if params.len() != i.args.len() {
            let msg = format!("`@{name}` takes {} argument(s); got {}", params.len(), i.args.len());
            self.err(&i.span, msg);
            return Err(());
        }
        let args: Vec<Option<usize>> = params.iter().enumerate().map(|(k, t)| self.arg(i, k, t)).collect();
        let d = match (&i.dest, &ret) {
            (None, None) => None,
            (Some(_), Some(t)) => Some(self.dest(i, Some(t)).ok_or(())?),
            (Some(d), None) => {
                let msg = format!("`@{name}` returns nothing, but the call assigns `{d}`");
                self.err(&i.span, msg);
                return Err(());
            }
            (None, Some(t)) => {
                // brili: "non-void function (type: …) doesn't return anything".
                let msg = format!("`@{name}` returns {t}, but the call has no destination");
                self.err(&i.span, msg);
                return Err(());
            }
        };
        ok(args.into_iter().collect::<Option<Vec<_>>>().map(|a| Ins::Call(d, id, a)))
    }

    /// `alloc` and `free`.
    fn check_allocation(&mut self, i: &Instr) -> Checked {
        if i.op == "alloc" {
            if !self.arity(i, 1, 0, 0) {
                return Err(());
            }
            let n = self.arg(i, 0, &BType::Int);
            let d = self.dest(i, None).ok_or(())?;
            if !matches!(self.types[d], BType::Ptr(_)) {
                self.err(&i.span, format!("`alloc` must produce a pointer, not {}", self.types[d]));
                return Err(());
            }
            return Ok(Ok(Ins::Alloc(d, n.ok_or(())?)));
        }
        if !self.arity(i, 1, 0, 0) || !self.no_dest(i) {
            return Err(());
        }
        let p = self.var(i, 0).ok_or(())?;
        if !matches!(self.types[p], BType::Ptr(_)) {
            let msg = format!("`free` argument 0 (`{}`) must be a pointer, but it is {}", i.args[0], self.types[p]);
            self.err(&i.span, msg);
            return Err(());
        }
        Ok(Ok(Ins::Free(p)))
    }

    /// `store`, `load` and `ptradd`: a pointer first, then what its element type asks.
    fn check_access(&mut self, i: &Instr) -> Checked {
        let op = i.op.as_str();
        let n = if op == "load" { 1 } else { 2 };
        if !self.arity(i, n, 0, 0) {
            return Err(());
        }
        let p = self.var(i, 0).ok_or(())?;
        let BType::Ptr(elem) = self.types[p].clone() else {
            let msg = format!("`{op}` argument 0 (`{}`) must be a pointer, but it is {}", i.args[0], self.types[p]);
            self.err(&i.span, msg);
            return Err(());
        };
        match op {
            "store" => {
                if !self.no_dest(i) {
                    return Err(());
                }
                let v = self.arg(i, 1, &elem).ok_or(())?;
                Ok(Ok(Ins::Store(p, v, kind(&elem))))
            }
            "load" => {
                let d = self.dest(i, Some(&elem)).ok_or(())?;
                Ok(Ok(Ins::Load(d, p, kind(&elem))))
            }
            _ => {
                let k = self.arg(i, 1, &BType::Int).ok_or(())?;
                let d = self.dest(i, Some(&BType::Ptr(elem))).ok_or(())?;
                Ok(Ok(Ins::PtrAdd(d, p, k)))
            }
        }
    }
}

pub(super) fn ins_uses(i: &Ins) -> Vec<usize> {
    match i {
        Ins::Const(..) | Ins::Nop | Ins::Commit => vec![],
        Ins::FailIf(x, flag, _) => vec![*x, *flag],
        Ins::Id(_, x) | Ins::Not(_, x) | Ins::Alloc(_, x) | Ins::Free(x) | Ins::Load(_, x, _) | Ins::ToChar(_, x) => {
            vec![*x]
        }
        Ins::Bin(_, _, _, x, y) | Ins::Store(x, y, _) | Ins::PtrAdd(_, x, y) => vec![*x, *y],
        Ins::Print(vs) | Ins::Call(_, _, vs) => vs.clone(),
    }
}

pub(super) fn ins_def(i: &Ins) -> Option<usize> {
    match i {
        Ins::Const(d, _)
        | Ins::Id(d, _)
        | Ins::Bin(_, _, d, _, _)
        | Ins::Not(d, _)
        | Ins::Alloc(d, _)
        | Ins::Load(d, _, _)
        | Ins::PtrAdd(d, _, _)
        | Ins::ToChar(d, _) => Some(*d),
        Ins::Call(d, _, _) => *d,
        Ins::Print(_) | Ins::Free(_) | Ins::Store(..) | Ins::Nop | Ins::Commit | Ins::FailIf(..) => None,
    }
}

/// Whether a literal is an integer as written (a sign and digits only).
fn is_integer(n: &str) -> bool {
    let digits = n.strip_prefix(['-', '+']).unwrap_or(n);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}
