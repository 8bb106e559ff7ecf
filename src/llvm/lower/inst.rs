//! Instructions that compute a value from values: integer and floating-point
//! arithmetic with their poison-making flags, comparisons, conversions, `select` and
//! `freeze` (`semantics/llvm.md`, "Arithmetic").

use super::build::{boolean, int};
use super::func::FnLower;
use super::layout::err;
use super::repr::{Repr, V};
use super::Undef;
use crate::diag::Diagnostic;
use crate::ir::{BinOp as K, Int, Op, Operand, Type, UnOp, Value as KValue};
use crate::llvm::syntax::{BinOp, Block, CastOp, FPred, IPred, InstKind, Instruction, IntFlags, Span};
use num_bigint::BigInt;

fn pow2(n: u32) -> Operand {
    Operand::Const(KValue::Int(Int::from_big(BigInt::from(1) << n)))
}

impl<'m> FnLower<'_, 'm> {
    /// One instruction (not a φ node).
    pub(super) fn instruction(&mut self, block: &'m Block, i: &'m Instruction) -> Result<(), Diagnostic> {
        let at = &i.span;
        match &i.kind {
            InstKind::Ret(_)
            | InstKind::Br(_)
            | InstKind::CondBr { .. }
            | InstKind::Switch { .. }
            | InstKind::Unreachable => self.terminator(block, i),
            kind if super::vector::on_vectors(kind) => self.vector(i),
            kind if super::aggregate::on_aggregates(kind) => self.aggregate_inst(i),
            InstKind::Binary { op, flags, fast_math, lhs, rhs } => {
                self.modelled_flags(fast_math, at)?;
                let r = Repr::of(&lhs.ty, &lhs.span)?;
                let a = self.operand(lhs, r)?;
                let b = self.operand(rhs, r)?;
                let (x, y, name) = (a.v.clone(), b.v.clone(), self.name(i, ""));
                let mut v = self.binary(*op, *flags, r, a, b, &name, at)?;
                v.p = self.flagged_poison(fast_math, &[&x, &y], Some(&v.v), v.p, &name);
                self.bind(i, v)
            }
            InstKind::FNeg { fast_math, .. } | InstKind::Select { fast_math, .. }
                if *fast_math != Default::default() =>
            {
                Err(err(at, "fast-math flags are not supported"))
            }
            InstKind::FNeg { operand, .. } => {
                let r = Repr::of(&operand.ty, &operand.span)?;
                let a = self.operand(operand, r)?;
                let v = self.b.bin(&self.name(i, ""), K::Xor, a.v, int(i64::MIN));
                self.bind(i, V { v, p: a.p })
            }
            InstKind::ICmp { samesign, pred, lhs, rhs } => {
                let r = Repr::of(&lhs.ty, &lhs.span)?;
                let a = self.operand(lhs, r)?;
                let b = self.operand(rhs, r)?;
                let v = self.icmp(*pred, *samesign, r, a, b, &self.name(i, ""))?;
                self.bind(i, v)
            }
            InstKind::FCmp { pred, lhs, rhs, fast_math } => {
                self.modelled_flags(fast_math, at)?;
                let r = Repr::of(&lhs.ty, &lhs.span)?;
                let a = self.operand(lhs, r)?;
                let b = self.operand(rhs, r)?;
                let p = self.b.or(&self.name(i, "poison"), a.p, b.p);
                let p = self.flagged_poison(fast_math, &[&a.v, &b.v], None, p, &self.name(i, ""));
                let v = self.fcmp(*pred, a.v, b.v, &self.name(i, ""));
                self.bind(i, V { v, p })
            }
            InstKind::Cast { op, flags, value, to, fast_math } => {
                if *fast_math != Default::default() {
                    return Err(err(at, "fast-math flags are not supported"));
                }
                let from = Repr::of(&value.ty, &value.span)?;
                let to = Repr::of(to, at)?;
                let v = self.operand(value, from)?;
                let v = self.convert(*op, *flags, v, (from, to), &self.name(i, ""), at)?;
                self.bind(i, v)
            }
            InstKind::Select { cond, then, otherwise, .. } => {
                let r = Repr::of(&then.ty, &then.span)?;
                let c = self.operand(cond, Repr::Bool)?;
                let a = self.operand(then, r)?;
                let b = self.operand(otherwise, r)?;
                let v = self.select(c, a, b, &self.name(i, ""));
                self.bind(i, v)
            }
            InstKind::Freeze(op) => {
                let r = Repr::of(&op.ty, &op.span)?;
                let x = self.operand(op, r)?;
                let v = self.freeze(r, x, &self.name(i, ""));
                self.bind(i, v)
            }
            InstKind::Alloca { .. } | InstKind::Load { .. } | InstKind::Store { .. } | InstKind::Gep { .. } => {
                self.memory(i)
            }
            InstKind::Call(c) => self.call(i, c),
            InstKind::Phi { .. } => Ok(()),
            InstKind::Invoke { .. } => Err(err(at, "exception handling (`invoke`) is not supported")),
            InstKind::LandingPad { .. } => Err(err(at, "exception handling (`landingpad`) is not supported")),
            InstKind::Resume(_) => Err(err(at, "exception handling (`resume`) is not supported")),
            _ => {
                // Named by its opcode, the first word after the result's name.
                let text = &self.cx.text[i.span.clone()];
                let body = text.split_once(" = ").map_or(text, |(_, b)| b);
                let opcode = body.split_whitespace().next().unwrap_or("this instruction");
                Err(err(at, format!("`{opcode}` is not supported")))
            }
        }
    }

    /// `select c, a, b`: poison when the condition or the chosen operand is.
    pub(super) fn select(&mut self, c: V, a: V, b: V, name: &str) -> V {
        let v = self.b.select(name, c.v.clone(), a.v, b.v);
        let chosen = match (a.p, b.p) {
            (None, None) => None,
            (x, y) => {
                let x = x.unwrap_or(boolean(false));
                let y = y.unwrap_or(boolean(false));
                Some(self.b.select(&format!("{name}.chosen"), c.v, x, y))
            }
        };
        let p = self.b.or(&format!("{name}.poison"), c.p, chosen);
        V { v, p }
    }

    /// `freeze`: a poison value becomes 0 (`false`), one of the values LLVM allows,
    /// any other is kept. Read as BEFORE with every choice open (`Undef::Poison`), a
    /// poison value stays poison: a pass may pick another value for it, and poison
    /// allows every one.
    pub(super) fn freeze(&mut self, r: Repr, x: V, name: &str) -> V {
        match x.p {
            None => V::defined(x.v),
            Some(_) if self.cx.undef == Undef::Poison => x,
            Some(p) => V::defined(self.b.select(name, p, V::zero(r).v, x.v)),
        }
    }

    /// An integer operation on two values of representation `r`, or a floating one.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn binary(
        &mut self,
        op: BinOp,
        fl: IntFlags,
        r: Repr,
        a: V,
        b: V,
        name: &str,
        at: &Span,
    ) -> Result<V, Diagnostic> {
        let p = self.b.or(&format!("{name}.in"), a.p.clone(), b.p.clone());
        let n = match r {
            Repr::Int(n) => n,
            Repr::Bool => return self.binary_i1(op, a, b, p, name, at),
            Repr::Double => return self.binary_f(op, a, b, p, name, at),
            Repr::Float => {
                let wide = self.binary_f(op, a, b, p, &format!("{name}.binary64"), at)?;
                let v = self.round32(wide.v, name);
                return Ok(V { v, p: wide.p });
            }
            Repr::Ptr => return Err(err(at, "arithmetic on pointers")),
        };
        let (x, y) = (a.v, b.v);
        let (v, ovf) = match op {
            BinOp::Add | BinOp::Sub | BinOp::Mul => {
                let k = match op {
                    BinOp::Add => K::Add,
                    BinOp::Sub => K::Sub,
                    _ => K::Mul,
                };
                let t = self.b.bin(&format!("{name}.exact"), k, x.clone(), y.clone());
                let v = self.b.wrap(name, true, n, t.clone());
                let mut ovf = None;
                if fl.nsw {
                    ovf = Some(self.b.bin(&format!("{name}.nsw"), K::Ne, v.clone(), t));
                }
                if fl.nuw {
                    let ux = self.b.wrap(&format!("{name}.ul"), false, n, x);
                    let uy = self.b.wrap(&format!("{name}.ur"), false, n, y);
                    let ut = self.b.bin(&format!("{name}.uexact"), k, ux, uy);
                    let bad2 = self.b.wrap(&format!("{name}.uv"), false, n, v.clone());
                    let bad2 = self.b.bin(&format!("{name}.nuw"), K::Ne, ut, bad2);
                    ovf = self.b.or(&format!("{name}.flags"), ovf, Some(bad2));
                }
                (v, ovf)
            }
            BinOp::SDiv | BinOp::SRem | BinOp::UDiv | BinOp::URem => {
                return self.division(op, fl, n, V { v: x, p: a.p }, V { v: y, p: b.p }, name, at);
            }
            BinOp::Shl | BinOp::LShr | BinOp::AShr => return self.shift(op, fl, n, (x, y), p, name),
            BinOp::And | BinOp::Or | BinOp::Xor => {
                let k = match op {
                    BinOp::And => K::And,
                    BinOp::Or => K::Or,
                    _ => K::Xor,
                };
                let v = self.b.bin(name, k, x.clone(), y.clone());
                let ovf = if fl.disjoint && op == BinOp::Or {
                    let both = self.b.bin(&format!("{name}.both"), K::And, x, y);
                    Some(self.b.bin(&format!("{name}.disjoint"), K::Ne, both, int(0i64)))
                } else {
                    None
                };
                (v, ovf)
            }
            _ => return Err(err(at, "a floating-point operation on integers")),
        };
        let p = self.b.or(&format!("{name}.poison"), p, ovf);
        Ok(V { v, p })
    }

    /// `udiv`, `sdiv`, `urem`, `srem`: undefined behaviour for a zero or poison divisor
    /// and for `sdiv`/`srem` of the minimum by -1; `exact` makes an inexact quotient poison.
    #[allow(clippy::too_many_arguments)]
    fn division(
        &mut self,
        op: BinOp,
        fl: IntFlags,
        n: u32,
        a: V,
        b: V,
        name: &str,
        at: &Span,
    ) -> Result<V, Diagnostic> {
        self.ub_if(b.p.clone(), "division by poison", at);
        let zero = self.b.bin(&format!("{name}.byzero"), K::Eq, b.v.clone(), int(0i64));
        self.ub_if(Some(zero), "division by zero", at);
        let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
        let (x, y) = if signed {
            let min = self.b.bin(&format!("{name}.min"), K::Eq, a.v.clone(), neg_pow2(n - 1));
            let m1 = self.b.bin(&format!("{name}.minus1"), K::Eq, b.v.clone(), int(-1i64));
            let both = self.b.bin(&format!("{name}.overflow"), K::And, min, m1);
            self.ub_if(Some(both), "signed division overflows", at);
            (a.v, b.v)
        } else {
            (self.b.wrap(&format!("{name}.ul"), false, n, a.v), self.b.wrap(&format!("{name}.ur"), false, n, b.v))
        };
        let k = if matches!(op, BinOp::SDiv | BinOp::UDiv) { K::Div } else { K::Mod };
        let t = self.b.bin(&format!("{name}.exact"), k, x.clone(), y.clone());
        let v = if signed { t } else { self.b.wrap(name, true, n, t) };
        let mut p = a.p;
        if fl.exact {
            let rem = self.b.bin(&format!("{name}.rem"), K::Mod, x, y);
            let inexact = self.b.bin(&format!("{name}.inexact"), K::Ne, rem, int(0i64));
            p = self.b.or(&format!("{name}.poison"), p, Some(inexact));
        }
        Ok(V { v, p })
    }

    /// `shl`, `lshr`, `ashr`: an amount of the width or more is poison (the shift is
    /// then by 0, so that no huge integer is ever made).
    fn shift(
        &mut self,
        op: BinOp,
        fl: IntFlags,
        n: u32,
        (x, y): (Operand, Operand),
        p: Option<Operand>,
        name: &str,
    ) -> Result<V, Diagnostic> {
        let amount = self.b.wrap(&format!("{name}.amount"), false, n, y);
        let big = self.b.bin(&format!("{name}.toofar"), K::Ge, amount.clone(), int(i64::from(n)));
        let s = self.b.select(&format!("{name}.by"), big.clone(), int(0i64), amount);
        let mut bad = Some(big);
        let v = match op {
            BinOp::Shl => {
                let t = self.b.bin(&format!("{name}.exact"), K::Shl, x.clone(), s.clone());
                let v = self.b.wrap(name, true, n, t.clone());
                if fl.nsw {
                    let lost = self.b.bin(&format!("{name}.nsw"), K::Ne, v.clone(), t);
                    bad = self.b.or(&format!("{name}.flags"), bad, Some(lost));
                }
                if fl.nuw {
                    let ux = self.b.wrap(&format!("{name}.ul"), false, n, x);
                    let ut = self.b.bin(&format!("{name}.uexact"), K::Shl, ux, s);
                    let lost = self.b.bin(&format!("{name}.nuw"), K::Ge, ut, pow2(n));
                    bad = self.b.or(&format!("{name}.flags2"), bad, Some(lost));
                }
                v
            }
            _ => {
                let src = if op == BinOp::LShr { self.b.wrap(&format!("{name}.ul"), false, n, x) } else { x };
                let t = self.b.bin(&format!("{name}.exact"), K::Shr, src.clone(), s.clone());
                if fl.exact {
                    let back = self.b.bin(&format!("{name}.back"), K::Shl, t.clone(), s);
                    let lost = self.b.bin(&format!("{name}.inexact"), K::Ne, back, src);
                    bad = self.b.or(&format!("{name}.flags"), bad, Some(lost));
                }
                if op == BinOp::LShr {
                    self.b.wrap(name, true, n, t)
                } else {
                    t
                }
            }
        };
        let p = self.b.or(&format!("{name}.poison"), p, bad);
        Ok(V { v, p })
    }

    /// An operation on `i1`: `and`, `or`, `xor` directly on booleans; `add` and `sub`
    /// are `xor`, `mul` is `and` (arithmetic modulo 2).
    fn binary_i1(&mut self, op: BinOp, a: V, b: V, p: Option<Operand>, name: &str, at: &Span) -> Result<V, Diagnostic> {
        let k = match op {
            BinOp::And | BinOp::Mul => K::And,
            BinOp::Or => K::Or,
            BinOp::Xor | BinOp::Add | BinOp::Sub => K::Xor,
            _ => return Err(err(at, "this operation on `i1` is not supported")),
        };
        let v = self.b.bin(name, k, a.v, b.v);
        Ok(V { v, p })
    }

    /// `fadd`, `fsub`, `fmul`, `fdiv` on binary64 bit patterns.
    fn binary_f(&mut self, op: BinOp, a: V, b: V, p: Option<Operand>, name: &str, at: &Span) -> Result<V, Diagnostic> {
        let k = match op {
            BinOp::FAdd => K::FAdd,
            BinOp::FSub => K::FSub,
            BinOp::FMul => K::FMul,
            BinOp::FDiv => K::FDiv,
            BinOp::FRem => K::FRem,
            _ => return Err(err(at, "this floating-point operation is not supported")),
        };
        let v = self.b.bin(name, k, a.v, b.v);
        let p = self.open_nan(&v, p, name);
        Ok(V { v, p })
    }

    /// The poison of a floating-point operation's result `v`: `p`, and, when the
    /// module is read as BEFORE with everything LLVM leaves open (`Undef::Poison`), also
    /// whether `v` is a NaN, whose sign and payload LLVM does not determine (LangRef,
    /// "Behavior of Floating-Point NaN values"): a pass may fold `0.0 / 0.0` to a NaN of
    /// another sign than the one this machine computes.
    pub(super) fn open_nan(&mut self, v: &Operand, p: Option<Operand>, name: &str) -> Option<Operand> {
        if self.cx.undef != Undef::Poison {
            return p;
        }
        let ordered = self.b.bin(&format!("{name}.ordered"), K::FEq, v.clone(), v.clone());
        let nan = self.b.not(&format!("{name}.nan"), ordered);
        self.b.or(&format!("{name}.nan.poison"), p, Some(nan))
    }

    /// `icmp`: signed orderings on the signed normal forms, unsigned ones on the low
    /// N bits read unsigned; `samesign` makes operands of different signs poison.
    pub(super) fn icmp(
        &mut self,
        pred: IPred,
        samesign: bool,
        r: Repr,
        a: V,
        b: V,
        name: &str,
    ) -> Result<V, Diagnostic> {
        let mut p = self.b.or(&format!("{name}.in"), a.p.clone(), b.p.clone());
        let (mut x, mut y) = (a.v, b.v);
        if r == Repr::Bool && !matches!(pred, IPred::Eq | IPred::Ne) {
            // i1 as a signed number: true is -1.
            x = self.b.select(&format!("{name}.l"), x, int(-1i64), int(0i64));
            y = self.b.select(&format!("{name}.r"), y, int(-1i64), int(0i64));
        }
        let unsigned = matches!(pred, IPred::Ugt | IPred::Uge | IPred::Ult | IPred::Ule);
        if unsigned {
            let n = match r {
                Repr::Int(n) => n,
                Repr::Bool => 1,
                _ => 64,
            };
            if r != Repr::Ptr {
                x = self.b.wrap(&format!("{name}.ul"), false, n, x);
                y = self.b.wrap(&format!("{name}.ur"), false, n, y);
            }
        }
        if samesign {
            let sx = self.b.bin(&format!("{name}.lneg"), K::Lt, x.clone(), int(0i64));
            let sy = self.b.bin(&format!("{name}.rneg"), K::Lt, y.clone(), int(0i64));
            let differ = self.b.bin(&format!("{name}.signs"), K::Ne, sx, sy);
            p = self.b.or(&format!("{name}.poison"), p, Some(differ));
        }
        let k = match pred {
            IPred::Eq => K::Eq,
            IPred::Ne => K::Ne,
            IPred::Ugt | IPred::Sgt => K::Gt,
            IPred::Uge | IPred::Sge => K::Ge,
            IPred::Ult | IPred::Slt => K::Lt,
            IPred::Ule | IPred::Sle => K::Le,
        };
        let v = self.b.bin(name, k, x, y);
        Ok(V { v, p })
    }

    /// `fcmp`: the ordered predicates are the kernel's comparisons (false on a NaN);
    /// an unordered one is the negation of the opposite ordered one.
    pub(super) fn fcmp(&mut self, pred: FPred, x: Operand, y: Operand, name: &str) -> Operand {
        let ord = |me: &mut Self| {
            let a = me.b.bin(&format!("{name}.lord"), K::FEq, x.clone(), x.clone());
            let b = me.b.bin(&format!("{name}.rord"), K::FEq, y.clone(), y.clone());
            me.b.bin(&format!("{name}.ord"), K::And, a, b)
        };
        let one = |me: &mut Self| {
            let lt = me.b.bin(&format!("{name}.lt"), K::FLt, x.clone(), y.clone());
            let gt = me.b.bin(&format!("{name}.gt"), K::FGt, x.clone(), y.clone());
            me.b.bin(&format!("{name}.one"), K::Or, lt, gt)
        };
        let direct = |me: &mut Self, k: K| me.b.bin(name, k, x.clone(), y.clone());
        let negated = |me: &mut Self, k: K| {
            let t = me.b.bin(&format!("{name}.opposite"), k, x.clone(), y.clone());
            me.b.not(name, t)
        };
        match pred {
            FPred::False => boolean(false),
            FPred::True => boolean(true),
            FPred::Oeq => direct(self, K::FEq),
            FPred::Ogt => direct(self, K::FGt),
            FPred::Oge => direct(self, K::FGe),
            FPred::Olt => direct(self, K::FLt),
            FPred::Ole => direct(self, K::FLe),
            FPred::One => one(self),
            FPred::Ord => ord(self),
            FPred::Uno => {
                let o = ord(self);
                self.b.not(name, o)
            }
            FPred::Ueq => {
                let o = one(self);
                self.b.not(name, o)
            }
            FPred::Ugt => negated(self, K::FLe),
            FPred::Uge => negated(self, K::FLt),
            FPred::Ult => negated(self, K::FGe),
            FPred::Ule => negated(self, K::FGt),
            FPred::Une => negated(self, K::FEq),
        }
    }

    /// A conversion between representations (`semantics/llvm.md`, "Conversions").
    pub(super) fn convert(
        &mut self,
        op: CastOp,
        fl: IntFlags,
        x: V,
        (from, to): (Repr, Repr),
        name: &str,
        at: &Span,
    ) -> Result<V, Diagnostic> {
        let mut p = x.p;
        let v = match (op, from, to) {
            (CastOp::Trunc, Repr::Int(_), Repr::Bool) => {
                let low = self.b.bin(&format!("{name}.low"), K::And, x.v.clone(), int(1i64));
                let v = self.b.bin(name, K::Ne, low, int(0i64));
                if fl.nuw || fl.nsw {
                    // nuw: the value must be 0 or 1; nsw: 0 or -1.
                    let ok = if fl.nuw { 1i64 } else { -1 };
                    let is0 = self.b.bin(&format!("{name}.zero"), K::Eq, x.v.clone(), int(0i64));
                    let is1 = self.b.bin(&format!("{name}.one"), K::Eq, x.v, int(ok));
                    let fits = self.b.bin(&format!("{name}.fits"), K::Or, is0, is1);
                    let lost = self.b.not(&format!("{name}.lost"), fits);
                    p = self.b.or(&format!("{name}.poison"), p, Some(lost));
                }
                v
            }
            (CastOp::Trunc, Repr::Int(_), Repr::Int(m)) => {
                let v = self.b.wrap(name, true, m, x.v.clone());
                if fl.nsw {
                    let lost = self.b.bin(&format!("{name}.nsw"), K::Ne, v.clone(), x.v.clone());
                    p = self.b.or(&format!("{name}.poison.s"), p, Some(lost));
                }
                if fl.nuw {
                    let neg = self.b.bin(&format!("{name}.neg"), K::Lt, x.v.clone(), int(0i64));
                    let big = self.b.bin(&format!("{name}.big"), K::Ge, x.v, pow2(m));
                    let lost = self.b.bin(&format!("{name}.nuw"), K::Or, neg, big);
                    p = self.b.or(&format!("{name}.poison.u"), p, Some(lost));
                }
                v
            }
            (CastOp::ZExt, Repr::Bool, Repr::Int(_)) => self.b.select(name, x.v, int(1i64), int(0i64)),
            (CastOp::SExt, Repr::Bool, Repr::Int(_)) => self.b.select(name, x.v, int(-1i64), int(0i64)),
            (CastOp::ZExt, Repr::Int(n), Repr::Int(_)) => {
                if fl.nneg {
                    let neg = self.b.bin(&format!("{name}.neg"), K::Lt, x.v.clone(), int(0i64));
                    p = self.b.or(&format!("{name}.poison"), p, Some(neg));
                }
                self.b.wrap(name, false, n, x.v)
            }
            (CastOp::SExt, Repr::Int(_), Repr::Int(_)) => x.v,
            (CastOp::ZExt | CastOp::SExt, Repr::Bool, Repr::Bool) => x.v,
            (CastOp::PtrToInt, Repr::Ptr, Repr::Int(n)) => {
                let bytes = self.b.bin(&format!("{name}.bytes"), K::Shr, x.v, int(3i64));
                self.b.wrap(name, true, n, bytes)
            }
            (CastOp::IntToPtr, Repr::Int(n), Repr::Ptr) => {
                let u = self.b.wrap(&format!("{name}.u"), false, n.min(64), x.v);
                self.b.bin(name, K::Shl, u, int(3i64))
            }
            (CastOp::BitCast, a, b) if a == b => x.v,
            (CastOp::SiToFp | CastOp::UiToFp, Repr::Int(n), Repr::Double | Repr::Float) => {
                if fl.nneg {
                    let neg = self.b.bin(&format!("{name}.neg"), K::Lt, x.v.clone(), int(0i64));
                    p = self.b.or(&format!("{name}.poison"), p, Some(neg));
                }
                let src = if op == CastOp::UiToFp { self.b.wrap(&format!("{name}.u"), false, n, x.v) } else { x.v };
                match to {
                    Repr::Float if n > 53 => self.int_to_float(src, name),
                    Repr::Float => {
                        // Exact in binary64, so rounded once.
                        let d = self.b.emit(&format!("{name}.binary64"), Type::Int, Op::Unary(UnOp::IToF, src));
                        self.round32(d, name)
                    }
                    _ => self.b.emit(&format!("{name}.binary64"), Type::Int, Op::Unary(UnOp::IToF, src)),
                }
            }
            (CastOp::SiToFp | CastOp::UiToFp, Repr::Bool, Repr::Double | Repr::Float) => {
                let one = if op == CastOp::SiToFp { -1.0f64 } else { 1.0 };
                self.b.select(name, x.v, int(one.to_bits() as i64), int(0i64))
            }
            (CastOp::FpToSi | CastOp::FpToUi, Repr::Double | Repr::Float, Repr::Int(n)) => {
                // The truncation, poison when it does not fit the target type.
                let t = self.b.emit(&format!("{name}.trunc"), Type::Int, Op::Unary(UnOp::FToI, x.v));
                let (lo, hi) = if op == CastOp::FpToSi { (neg_pow2(n - 1), pow2(n - 1)) } else { (int(0i64), pow2(n)) };
                let below = self.b.bin(&format!("{name}.below"), K::Lt, t.clone(), lo);
                let above = self.b.bin(&format!("{name}.above"), K::Ge, t.clone(), hi);
                let out = self.b.bin(&format!("{name}.range"), K::Or, below, above);
                p = self.b.or(&format!("{name}.poison"), p, Some(out));
                self.b.wrap(name, true, n, t)
            }
            (CastOp::FpExt, Repr::Float, Repr::Double) => {
                p = self.open_nan(&x.v, p, name);
                x.v
            }
            (CastOp::FpTrunc, Repr::Double, Repr::Float) => {
                let v = self.round32(x.v, name);
                p = self.open_nan(&v, p, name);
                v
            }
            (CastOp::BitCast, Repr::Int(64), Repr::Double) | (CastOp::BitCast, Repr::Double, Repr::Int(64)) => x.v,
            // A float is kept as the binary64 of its value: its binary32 bits are what a
            // store writes and a load reads back (`memory.rs`).
            (CastOp::BitCast, Repr::Float, Repr::Int(32)) => {
                let bits = self.b.emit(&format!("{name}.binary32"), Type::Int, Op::Unary(UnOp::FNarrow, x.v));
                self.b.wrap(name, true, 32, bits)
            }
            (CastOp::BitCast, Repr::Int(32), Repr::Float) => {
                let bits = self.b.wrap(&format!("{name}.bits"), false, 32, x.v);
                self.b.emit(name, Type::Int, Op::Unary(UnOp::FWiden, bits))
            }
            _ => {
                let (op, from, to) = (op.keyword(), from.llvm_name(), to.llvm_name());
                return Err(err(at, format!("`{op}` from `{from}` to `{to}` is not supported")));
            }
        };
        Ok(V { v, p })
    }
}

impl FnLower<'_, '_> {
    /// The binary32 nearest to the integer `x` (ties to even), kept as a binary64, for
    /// an `x` that binary64 may not hold exactly: rounding to binary64 and then to
    /// binary32 can round twice the wrong way (2⁵³ + 2²⁹ + 1 becomes 2⁵³, not
    /// 2⁵³ + 2³⁰). So `|x|` is rounded to binary64 *to odd* — truncated, and the last
    /// bit set when that was inexact — from which rounding to binary32 is exact, since
    /// 53 ≥ 24 + 2 (Boldo and Melquiond, "Emulation of FMA and correctly rounded sums:
    /// proved algorithms using rounding to odd", IEEE TC 57(4), 2008). Where `itof`
    /// gives +∞ (`|x|` near 2¹⁰²⁴ or beyond) the truncation is the largest finite
    /// binary64, whose binary32 is +∞ as it should be.
    fn int_to_float(&mut self, x: Operand, name: &str) -> Operand {
        let part = |s: &str| format!("{name}.{s}");
        let neg = self.b.bin(&part("neg"), K::Lt, x.clone(), int(0i64));
        let minus = self.b.bin(&part("minus"), K::Sub, int(0i64), x.clone());
        let a = self.b.select(&part("abs"), neg.clone(), minus, x);
        let d = self.b.emit(&part("nearest"), Type::Int, Op::Unary(UnOp::IToF, a.clone()));
        let back = self.b.emit(&part("back"), Type::Int, Op::Unary(UnOp::FToI, d.clone()));
        // Positive binary64s are ordered as their bit patterns: one less is the next
        // one down.
        let above = self.b.bin(&part("above"), K::Gt, back.clone(), a.clone());
        let infinite = self.b.bin(&part("infinite"), K::Eq, d.clone(), int(f64::INFINITY.to_bits() as i64));
        let over = self.b.bin(&part("over"), K::Or, above, infinite);
        let down = self.b.bin(&part("down"), K::Sub, d.clone(), int(1i64));
        let trunc = self.b.select(&part("trunc"), over, down, d);
        let inexact = self.b.bin(&part("inexact"), K::Ne, back, a);
        let jammed = self.b.bin(&part("jammed"), K::Or, trunc.clone(), int(1i64));
        let odd = self.b.select(&part("odd"), inexact, jammed, trunc);
        let f = self.round32(odd, &part("magnitude"));
        let negated = self.b.bin(&part("negated"), K::Xor, f.clone(), int(i64::MIN));
        self.b.select(name, neg, negated, f)
    }

    /// A binary64 rounded to the nearest binary32, kept as a binary64.
    pub(super) fn round32(&mut self, v: Operand, name: &str) -> Operand {
        let narrow = self.b.emit(&format!("{name}.binary32"), Type::Int, Op::Unary(UnOp::FNarrow, v));
        self.b.emit(name, Type::Int, Op::Unary(UnOp::FWiden, narrow))
    }
}

/// `-2ⁿ`.
fn neg_pow2(n: u32) -> Operand {
    Operand::Const(KValue::Int(Int::from_big(-(BigInt::from(1) << n))))
}
