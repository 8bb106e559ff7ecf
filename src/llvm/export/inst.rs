//! One kernel instruction as LLVM instructions, in a block of its own function.
//!
//! An integer result the function needs exactly (`exact.rs`) is checked: `add`, `sub`
//! and `mul` are computed at twice the width and must come back unchanged from W
//! bits, `neg`, `div`, `shl`, `wrapu`, `ftoi` have their own conditions; a failed check
//! calls `@waddle-overflow-if`, which ends the run. The kernel's errors (division by
//! zero, a negative shift amount, `fail`) are checks too, made before the operation,
//! which is then made with operands that cannot be undefined in LLVM (a divisor of 1
//! for -1, a shift amount below W): no instruction of the export is ever undefined or
//! poison. None of these checks adds a block: each is a call that returns when the
//! condition is false.

use super::pointers::Pointers;
use super::runtime::{print_text, print_value};
use super::Module;
use crate::diag::{Item, Loc};
use crate::ir::{BinOp, Function, Inst, Op, Operand, Reg, Type, UnOp};

/// The writer of one function's instructions.
pub struct Fx<'m, 'p> {
    pub m: &'m mut Module<'p>,
    pub f: &'p Function,
    /// Which registers are held modulo 2ᵂ.
    pub modular: Vec<bool>,
    /// Which registers hold addresses, and the cells of their allocations.
    pub ptrs: Pointers,
    /// Registers that name another value (`move`, `addr`, a `wrap` that changes
    /// nothing): the value's text.
    alias: Vec<Option<String>>,
    /// The current block's instructions.
    pub lines: Vec<String>,
    temps: usize,
    /// Where the instruction being written is.
    pub loc: Loc,
}

impl<'m, 'p> Fx<'m, 'p> {
    pub fn new(m: &'m mut Module<'p>, f: &'p Function, modular: Vec<bool>, ptrs: Pointers) -> Fx<'m, 'p> {
        let alias = vec![None; f.num_regs()];
        Fx { m, f, modular, ptrs, alias, lines: Vec::new(), temps: 0, loc: Loc::func(&f.name) }
    }

    pub(super) fn line(&mut self, s: String) {
        self.lines.push(s);
    }

    pub(super) fn tmp(&mut self) -> String {
        self.temps += 1;
        format!("%t-{}", self.temps)
    }

    /// An operand's text; integer constants reduced modulo 2ᵂ when `modular`.
    pub fn val(&mut self, o: &Operand, modular: bool) -> String {
        match o {
            Operand::Reg(r) => self.reg(*r),
            Operand::Const(v) => {
                let loc = self.loc.clone();
                self.m.constant(v, modular, &loc)
            }
        }
    }

    pub fn reg(&self, r: Reg) -> String {
        self.alias[r.index()].clone().unwrap_or_else(|| super::ident('%', self.f.reg_name(r)))
    }

    fn ty_of(&self, o: &Operand) -> Type {
        self.m.p.operand_type(self.f, o)
    }

    /// The name the result is written to: the register's, or a temporary when the
    /// result is discarded.
    pub(super) fn def(&mut self, dst: Option<Reg>) -> String {
        match dst {
            Some(r) => super::ident('%', self.f.reg_name(r)),
            None => self.tmp(),
        }
    }

    pub(super) fn site(&mut self) -> String {
        let text = self.loc.to_string();
        self.m.string(&text)
    }

    pub(super) fn overflow_if(&mut self, bad: &str) {
        let site = self.site();
        self.line(format!("call void @waddle-overflow-if(i1 {bad}, ptr {site})"));
    }

    pub(super) fn error_if(&mut self, bad: &str, error: &str) {
        let s = self.m.string(error);
        self.line(format!("call void @waddle-error-if(i1 {bad}, ptr {s})"));
    }

    fn refuse(&mut self, message: String) {
        let loc = self.loc.clone();
        self.m.error(loc, message);
    }

    /// Writes instruction `k` of block `block`.
    pub fn inst(&mut self, block: &str, k: usize, i: &Inst) {
        self.loc = Loc::item(&self.f.name, block, Item::Inst(k));
        let md = i.dst.is_none_or(|d| self.modular[d.index()]);
        if let Some(p) = i.dst.and_then(|d| self.ptrs.get(d)) {
            // An address: its four values (`memory.rs`); a `move` renames them.
            match &i.op {
                Op::Alloc(n) => self.alloc(n, i.dst),
                Op::Binary(op, a, b) if p.off == i.dst => {
                    let (from, k) = match self.ptrs.operand(a) {
                        Some(q) => (q, b),
                        None => (self.ptrs.operand(b).unwrap_or(p), a),
                    };
                    self.offset(*op == BinOp::Sub, from, k, p.off.unwrap_or(p.root));
                }
                _ => {}
            }
            return;
        }
        match &i.op {
            Op::Binary(op, a, b) => self.binary(*op, a, b, i.dst, md),
            Op::Unary(u, a) => self.unary(*u, a, i.dst, md),
            Op::Wrap { signed, bits, arg } => self.wrap(*signed, *bits, arg, i.dst, md),
            Op::Move(a) => {
                let v = self.val(a, md);
                self.alias_to(i.dst, v);
            }
            Op::Addr(c) => {
                let v = self.m.callee(*c);
                self.alias_to(i.dst, v);
            }
            Op::Select(c, a, b) => {
                let ty = self.m.ty(&self.ty_of(a));
                let (c, a, b) = (self.val(c, false), self.val(a, md), self.val(b, md));
                let d = self.def(i.dst);
                self.line(format!("{d} = select i1 {c}, {ty} {a}, {ty} {b}"));
            }
            Op::Call(callee, args) => self.call(callee, args, i.dst),
            Op::Exit(a) => {
                let ty = self.ty_of(a);
                let v = self.val(a, false);
                let mut lines = Vec::new();
                print_text(self.m, "halt(", &mut lines);
                print_value(self.m, &ty, &v, &mut lines);
                print_text(self.m, ")\n", &mut lines);
                lines.push("call void @exit(i32 0)".into());
                self.lines.extend(lines);
            }
            Op::Fail(c, n) => {
                let (c, n) = (self.val(c, false), self.val(n, false));
                let ity = self.m.ity();
                self.line(format!("call void @waddle-fail-if(i1 {c}, {ity} {n})"));
            }
            Op::Alloc(n) => self.alloc(n, i.dst),
            Op::Load(a, w) => self.load(a, *w, i.dst, md, false),
            Op::TryLoad(a, w) => self.load(a, *w, i.dst, md, true),
            Op::Store(a, v, w) => self.store(a, v, *w, i.dst),
            Op::Forget(a, c, w) => self.forget(a, c, *w, i.dst),
            Op::Free(a) => self.free(a, i.dst),
        }
    }

    /// The `unit` result of a memory operation.
    pub(super) fn alias_unit(&mut self, dst: Option<Reg>) {
        self.alias_to(dst, "false".into());
    }

    fn alias_to(&mut self, dst: Option<Reg>, v: String) {
        if let Some(d) = dst {
            self.alias[d.index()] = Some(v);
        }
    }

    fn call(&mut self, callee: &Operand, args: &[Operand], dst: Option<Reg>) {
        let ft = match self.ty_of(callee) {
            Type::Fn(ft) => ft,
            _ => return self.refuse("a call of a value that is not a function".into()),
        };
        let target = match callee {
            Operand::Const(v) => self.val(&Operand::Const(v.clone()), false),
            Operand::Reg(r) => self.reg(*r),
        };
        let args: Vec<String> = args
            .iter()
            .zip(&ft.params)
            .map(|(a, t)| {
                let v = self.val(a, false);
                format!("{} {v}", self.m.ty(t))
            })
            .collect();
        let call = format!("call {} {target}({})", self.m.ty(&ft.ret), args.join(", "));
        match dst {
            Some(_) => {
                let d = self.def(dst);
                self.line(format!("{d} = {call}"))
            }
            None => self.line(call),
        }
    }

    fn binary(&mut self, op: BinOp, a: &Operand, b: &Operand, dst: Option<Reg>, md: bool) {
        use BinOp::*;
        let ty = self.ty_of(a);
        let ity = self.m.ity();
        match (op, &ty) {
            (Eq | Ne, Type::Unit) => self.alias_to(dst, (op == Eq).to_string()),
            (And | Or | Xor, Type::Bool) => {
                let (x, y) = (self.val(a, false), self.val(b, false));
                let d = self.def(dst);
                self.line(format!("{d} = {} i1 {x}, {y}", op.name()));
            }
            (Eq | Ne | Lt | Le | Gt | Ge, _) => {
                let pred = match op {
                    Eq => "eq",
                    Ne => "ne",
                    Lt => "slt",
                    Le => "sle",
                    Gt => "sgt",
                    _ => "sge",
                };
                let t = self.m.ty(&ty);
                let (x, y) = (self.val(a, false), self.val(b, false));
                let d = self.def(dst);
                self.line(format!("{d} = icmp {pred} {t} {x}, {y}"));
            }
            (Add | Sub | Mul, _) => {
                let (x, y) = (self.val(a, md), self.val(b, md));
                let d = self.def(dst);
                if md {
                    self.line(format!("{d} = {} {ity} {x}, {y}", op.name()));
                } else {
                    self.checked(op.name(), &x, &y, &d);
                }
            }
            (And | Or | Xor, _) => {
                let (x, y) = (self.val(a, md), self.val(b, md));
                let d = self.def(dst);
                self.line(format!("{d} = {} {ity} {x}, {y}", op.name()));
            }
            (Div | Mod, _) => self.divide(op == Div, a, b, dst, md),
            (Shl | Shr, _) => self.shift(op == Shl, a, b, dst, md),
            _ => self.float(op, a, b, dst),
        }
    }

    /// `d = x op y` at twice the width, checked to fit in W bits.
    pub(super) fn checked(&mut self, op: &str, x: &str, y: &str, d: &str) {
        let (w, w2) = (self.m.w, 2 * self.m.w);
        let wide = |fx: &mut Fx, v: &str| {
            if v.starts_with('%') {
                let t = fx.tmp();
                fx.line(format!("{t} = sext i{w} {v} to i{w2}"));
                t
            } else {
                v.to_string()
            }
        };
        let (xw, yw) = (wide(self, x), wide(self, y));
        let r = self.tmp();
        self.line(format!("{r} = {op} i{w2} {xw}, {yw}"));
        self.line(format!("{d} = trunc i{w2} {r} to i{w}"));
        let back = self.tmp();
        self.line(format!("{back} = sext i{w} {d} to i{w2}"));
        let bad = self.tmp();
        self.line(format!("{bad} = icmp ne i{w2} {r}, {back}"));
        self.overflow_if(&bad);
    }

    /// `div` (truncating) and `mod` (the dividend's sign): division by zero is the
    /// kernel's error; the minimum divided by -1 leaves the width.
    fn divide(&mut self, div: bool, a: &Operand, b: &Operand, dst: Option<Reg>, md: bool) {
        let ity = self.m.ity();
        let (x, y) = (self.val(a, false), self.val(b, false));
        let zero = self.tmp();
        self.line(format!("{zero} = icmp eq {ity} {y}, 0"));
        self.error_if(&zero, "division by zero");
        let m1 = self.tmp();
        self.line(format!("{m1} = icmp eq {ity} {y}, -1"));
        if div && !md {
            let (mn, bad) = (self.tmp(), self.tmp());
            let min = self.m.min();
            self.line(format!("{mn} = icmp eq {ity} {x}, {min}"));
            self.line(format!("{bad} = and i1 {m1}, {mn}"));
            self.overflow_if(&bad);
        }
        let safe = self.tmp();
        self.line(format!("{safe} = select i1 {m1}, {ity} 1, {ity} {y}"));
        let d = self.def(dst);
        if div {
            let (q, n) = (self.tmp(), self.tmp());
            self.line(format!("{q} = sdiv {ity} {x}, {safe}"));
            self.line(format!("{n} = sub {ity} 0, {x}"));
            self.line(format!("{d} = select i1 {m1}, {ity} {n}, {ity} {q}"));
        } else {
            self.line(format!("{d} = srem {ity} {x}, {safe}"));
        }
    }

    /// `shl` (`a·2ᵇ`) and `shr` (`⌊a/2ᵇ⌋`): a negative amount is the kernel's error; an
    /// amount of W or more is made by W - 1 (`shr`) or gives 0 (`shl`, exact only for
    /// 0).
    fn shift(&mut self, left: bool, a: &Operand, b: &Operand, dst: Option<Reg>, md: bool) {
        let (ity, w) = (self.m.ity(), self.m.w);
        let x = self.val(a, left && md);
        let y = self.val(b, false);
        let neg = self.tmp();
        self.line(format!("{neg} = icmp slt {ity} {y}, 0"));
        self.error_if(&neg, "negative shift");
        let big = self.tmp();
        self.line(format!("{big} = icmp sge {ity} {y}, {w}"));
        let amount = self.tmp();
        let d = self.def(dst);
        if !left {
            self.line(format!("{amount} = select i1 {big}, {ity} {}, {ity} {y}", w - 1));
            self.line(format!("{d} = ashr {ity} {x}, {amount}"));
            return;
        }
        self.line(format!("{amount} = select i1 {big}, {ity} 0, {ity} {y}"));
        let r = self.tmp();
        self.line(format!("{r} = shl {ity} {x}, {amount}"));
        if !md {
            let (back, lost, nz, far, bad) = (self.tmp(), self.tmp(), self.tmp(), self.tmp(), self.tmp());
            self.line(format!("{back} = ashr {ity} {r}, {amount}"));
            self.line(format!("{lost} = icmp ne {ity} {back}, {x}"));
            self.line(format!("{nz} = icmp ne {ity} {x}, 0"));
            self.line(format!("{far} = and i1 {big}, {nz}"));
            self.line(format!("{bad} = or i1 {far}, {lost}"));
            self.overflow_if(&bad);
        }
        self.line(format!("{d} = select i1 {big}, {ity} 0, {ity} {r}"));
    }

    fn unary(&mut self, u: UnOp, a: &Operand, dst: Option<Reg>, md: bool) {
        let ity = self.m.ity();
        match (u, self.ty_of(a)) {
            (UnOp::Not, Type::Bool) => {
                let x = self.val(a, false);
                let d = self.def(dst);
                self.line(format!("{d} = xor i1 {x}, true"));
            }
            (UnOp::Not, _) => {
                let x = self.val(a, md);
                let d = self.def(dst);
                self.line(format!("{d} = xor {ity} {x}, -1"));
            }
            (UnOp::Neg, _) => {
                let x = self.val(a, md);
                if !md {
                    let (bad, min) = (self.tmp(), self.m.min());
                    self.line(format!("{bad} = icmp eq {ity} {x}, {min}"));
                    self.overflow_if(&bad);
                }
                let d = self.def(dst);
                self.line(format!("{d} = sub {ity} 0, {x}"));
            }
            _ => self.float_unary(u, a, dst),
        }
    }

    /// `wrap` to `bits`: by shifts (signed) or a mask (unsigned) below W bits; at W bits
    /// or more the value itself, except an unsigned one that needs its exact value and
    /// is negative, which leaves the width.
    fn wrap(&mut self, signed: bool, bits: u32, arg: &Operand, dst: Option<Reg>, md: bool) {
        let (ity, w) = (self.m.ity(), self.m.w);
        let x = self.val(arg, bits <= w);
        if bits < w {
            let d = self.def(dst);
            if signed {
                let t = self.tmp();
                self.line(format!("{t} = shl {ity} {x}, {}", w - bits));
                self.line(format!("{d} = ashr {ity} {t}, {}", w - bits));
            } else {
                let mask = (num_bigint::BigInt::from(1) << bits) - 1;
                self.line(format!("{d} = and {ity} {x}, {mask}"));
            }
            return;
        }
        if !signed && !md {
            let neg = self.tmp();
            self.line(format!("{neg} = icmp slt {ity} {x}, 0"));
            self.overflow_if(&neg);
        }
        self.alias_to(dst, x);
    }

    /// The low 64 bits of an integer, as a `double`.
    fn double(&mut self, o: &Operand) -> String {
        let (ity, x) = (self.m.ity(), self.val(o, true));
        let low = if self.m.w == 64 {
            x
        } else {
            let t = self.tmp();
            self.line(format!("{t} = trunc {ity} {x} to i64"));
            t
        };
        let f = self.tmp();
        self.line(format!("{f} = bitcast i64 {low} to double"));
        f
    }

    /// `d` = the bits of the `double` `f`, read signed.
    fn bits_of(&mut self, f: &str, d: &str) {
        let ity = self.m.ity();
        if self.m.w == 64 {
            self.line(format!("{d} = bitcast double {f} to i64"));
        } else {
            let t = self.tmp();
            self.line(format!("{t} = bitcast double {f} to i64"));
            self.line(format!("{d} = sext i64 {t} to {ity}"));
        }
    }

    fn float(&mut self, op: BinOp, a: &Operand, b: &Operand, dst: Option<Reg>) {
        use BinOp::*;
        let (x, y) = (self.double(a), self.double(b));
        let d = self.def(dst);
        let cmp = match op {
            FEq => "oeq",
            FLt => "olt",
            FLe => "ole",
            FGt => "ogt",
            FGe => "oge",
            _ => "",
        };
        if !cmp.is_empty() {
            self.line(format!("{d} = fcmp {cmp} double {x}, {y}"));
            return;
        }
        let r = self.tmp();
        self.line(format!("{r} = {} double {x}, {y}", op.name()));
        self.bits_of(&r, &d);
    }

    fn float_unary(&mut self, u: UnOp, a: &Operand, dst: Option<Reg>) {
        let (ity, w) = (self.m.ity(), self.m.w);
        match u {
            UnOp::IToF => {
                let x = self.val(a, false);
                let f = self.tmp();
                self.line(format!("{f} = sitofp {ity} {x} to double"));
                let d = self.def(dst);
                self.bits_of(&f, &d);
            }
            UnOp::FToI => {
                let x = self.double(a);
                // 2^(W-1) as a binary64: the exponent field 1023 + W - 1.
                let limit = ((1023 + u64::from(w) - 1) << 52) as i64;
                let (hi, lo, ok, bad, safe) = (self.tmp(), self.tmp(), self.tmp(), self.tmp(), self.tmp());
                self.line(format!("{hi} = bitcast i64 {limit} to double"));
                self.line(format!("{lo} = bitcast i64 {} to double", limit | i64::MIN));
                let (below, above) = (self.tmp(), self.tmp());
                self.line(format!("{below} = fcmp olt double {x}, {hi}"));
                self.line(format!("{above} = fcmp oge double {x}, {lo}"));
                self.line(format!("{ok} = and i1 {below}, {above}"));
                self.line(format!("{bad} = xor i1 {ok}, true"));
                self.overflow_if(&bad);
                let zero = self.tmp();
                self.line(format!("{zero} = bitcast i64 0 to double"));
                self.line(format!("{safe} = select i1 {ok}, double {x}, double {zero}"));
                let d = self.def(dst);
                self.line(format!("{d} = fptosi double {safe} to {ity}"));
            }
            UnOp::FNarrow => {
                let x = self.double(a);
                let (n, b) = (self.tmp(), self.tmp());
                self.line(format!("{n} = fptrunc double {x} to float"));
                self.line(format!("{b} = bitcast float {n} to i32"));
                let d = self.def(dst);
                self.line(format!("{d} = zext i32 {b} to {ity}"));
            }
            UnOp::FSqrt => {
                let x = self.double(a);
                let r = self.tmp();
                self.line(format!("{r} = call double @llvm.sqrt.f64(double {x})"));
                let d = self.def(dst);
                self.bits_of(&r, &d);
            }
            UnOp::Neg | UnOp::Not => unreachable!("integer operations are exported by the caller"),
            UnOp::FWiden => {
                let x = self.val(a, true);
                let (t, n, e) = (self.tmp(), self.tmp(), self.tmp());
                self.line(format!("{t} = trunc {ity} {x} to i32"));
                self.line(format!("{n} = bitcast i32 {t} to float"));
                self.line(format!("{e} = fpext float {n} to double"));
                let d = self.def(dst);
                self.bits_of(&e, &d);
            }
        }
    }
}
