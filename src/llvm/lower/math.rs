//! The C library's exact floating-point functions and their intrinsics: `sqrt`,
//! `fmod`, `floor`, `ceil`, `trunc`, `round`, `fabs` and `copysign` (each with its
//! `float` twin, `sqrtf` …, and its `llvm.*` intrinsic, lane by lane on vectors).
//! Each has one correct result (IEEE 754 fixes it, or it is exact), so a run means the
//! same wherever it runs; the functions whose results a C library only approximates
//! (`sin`, `exp`, `pow` …) are not modelled (`calls.rs`, `unmodelled`).

use super::build::int;
use super::func::FnLower;
use super::layout::err;
use super::repr::{Lanes, Repr, V};
use crate::diag::Diagnostic;
use crate::ir::{BinOp as K, Int, Op, Operand, Type, UnOp, Value};
use crate::llvm::syntax::{BinOp, Call, FastMath, Instruction, Span, Value as LValue};

/// The quiet bit of a binary64 NaN.
const QUIET: i64 = 1 << 51;
/// The bits of 2⁵², the least binary64 whose neighbours are all integers.
const TWO_52: i64 = 0x4330_0000_0000_0000;
/// The bits of +∞: a magnitude's bits above them are a NaN's.
const INFINITY: i64 = 0x7FF0_0000_0000_0000;

/// One of the modelled functions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Math {
    Sqrt,
    Fmod,
    Floor,
    Ceil,
    Trunc,
    Round,
    Fabs,
    Copysign,
}

impl Math {
    /// The function a callee's name denotes, `llvm.sqrt.f64` and `sqrtf` alike, and
    /// whether it is the C library's (whose arguments are `noundef`); `None` for any
    /// other name.
    pub(super) fn of(name: &str) -> Option<(Math, bool)> {
        let (base, library) = match name.strip_prefix("llvm.") {
            Some(rest) => (rest.split('.').next().unwrap_or(""), false),
            None => (name.strip_suffix('f').filter(|b| Math::named(b).is_some()).unwrap_or(name), true),
        };
        let m = Math::named(base)?;
        // `fmod` has no intrinsic: LLVM's `frem` is its instruction.
        (library || m != Math::Fmod).then_some((m, library))
    }

    fn named(base: &str) -> Option<Math> {
        Some(match base {
            "sqrt" => Math::Sqrt,
            "fmod" => Math::Fmod,
            "floor" => Math::Floor,
            "ceil" => Math::Ceil,
            "trunc" => Math::Trunc,
            "round" => Math::Round,
            "fabs" => Math::Fabs,
            "copysign" => Math::Copysign,
            _ => return None,
        })
    }

    fn arity(self) -> usize {
        match self {
            Math::Fmod | Math::Copysign => 2,
            _ => 1,
        }
    }
}

impl<'m> FnLower<'_, 'm> {
    /// A call of one of the functions (`Math::of`) on scalars: the result of
    /// `math_value`, with poison among a library function's arguments undefined
    /// behaviour.
    pub(super) fn math(&mut self, i: &'m Instruction, c: &'m Call, n: &str) -> Result<(), Diagnostic> {
        let at = &i.span;
        let Some((m, library)) = Math::of(n) else { return Err(err(at, format!("`@{n}` is not modelled"))) };
        let r = Repr::of(&c.ret, at)?;
        // A library function's `float` twin ends in `f` (`sqrtf`); no other name does.
        let expected = library.then_some(if n.ends_with('f') { Repr::Float } else { Repr::Double });
        let fits = matches!(r, Repr::Double | Repr::Float) && expected.is_none_or(|e| e == r);
        if !fits || c.args.len() != m.arity() || c.args.iter().any(|a| a.operand.ty != c.ret) {
            let of = expected.map_or("`double` or `float`", |e| if e == Repr::Float { "`float`" } else { "`double`" });
            return Err(err(at, format!("`@{n}` takes {} {of} and returns one", m.arity())));
        }
        let mut args = Vec::new();
        for a in &c.args {
            let mut x = self.operand(&a.operand, r)?;
            if library {
                self.ub_if(x.p.take(), "a library function's argument is poison", &a.operand.span);
            }
            args.push(x);
        }
        let name = self.name(i, "");
        let v = self.math_value(m, r, args, &name, at)?;
        match i.result {
            Some(_) => self.bind(i, v),
            None => Ok(()),
        }
    }

    /// An intrinsic of `Math::of` on vectors: `math_value` lane by lane.
    pub(super) fn math_lanes(&mut self, i: &'m Instruction, c: &'m Call, n: &str) -> Result<(), Diagnostic> {
        let at = &i.span;
        let Some((m, false)) = Math::of(n) else { return Err(err(at, format!("`@{n}` is not modelled on vectors"))) };
        let l = Lanes::expect(&c.ret, at)?;
        if !matches!(l.elem, Repr::Double | Repr::Float) || c.args.len() != m.arity() {
            return Err(err(at, format!("`@{n}` takes {} vectors of `double` or `float`", m.arity())));
        }
        let mut columns = Vec::new();
        for a in &c.args {
            if a.operand.ty != c.ret {
                return Err(err(&a.operand.span, format!("`@{n}`'s operands have its result's type")));
            }
            columns.push(self.lanes(&a.operand, l)?);
        }
        let name = self.name(i, "");
        let mut out = Vec::new();
        for k in 0..l.n as usize {
            let args = columns.iter().map(|col| col[k].clone()).collect();
            out.push(self.math_value(m, l.elem, args, &format!("{name}.{k}"), at)?);
        }
        self.bind_lanes(i, out)
    }

    /// `m` of `args` (binary64s, or binary32s kept as binary64s when `r` is `Float`):
    /// poison when an argument is; a NaN result is open in BEFORE as any float
    /// operation's (`open_nan`), except for `fabs` and `copysign`, which only set the
    /// sign bit and so keep a NaN's bits (LangRef).
    fn math_value(&mut self, m: Math, r: Repr, args: Vec<V>, name: &str, at: &Span) -> Result<V, Diagnostic> {
        let mut args = args.into_iter();
        let (Some(x), y) = (args.next(), args.next()) else { return Err(err(at, "an operand is missing")) };
        let part = |s: &str| format!("{name}.{s}");
        let v = match (m, y) {
            (Math::Fmod, Some(y)) => return self.binary(BinOp::FRem, Default::default(), r, x, y, name, at),
            (Math::Copysign, Some(y)) => {
                let p = self.b.or(&part("poison"), x.p, y.p);
                let magnitude = self.b.bin(&part("magnitude"), K::And, x.v, int(i64::MAX));
                let sign = self.b.bin(&part("sign"), K::And, y.v, int(i64::MIN));
                return Ok(V { v: self.b.bin(name, K::Or, magnitude, sign), p });
            }
            (Math::Fabs, None) => return Ok(V { v: self.b.bin(name, K::And, x.v, int(i64::MAX)), p: x.p }),
            (Math::Sqrt, None) => {
                // The binary64 root rounded to binary32 is the binary32 root: double
                // rounding is innocuous for a square root when 53 ≥ 2·24 + 2
                // (Figueroa, "When is double rounding innocuous?", SIGNUM 30(3), 1995).
                match r {
                    Repr::Float => {
                        let root = self.b.emit(&part("binary64"), Type::Int, Op::Unary(UnOp::FSqrt, x.v));
                        self.round32(root, name)
                    }
                    _ => self.b.emit(name, Type::Int, Op::Unary(UnOp::FSqrt, x.v)),
                }
            }
            (Math::Floor | Math::Ceil | Math::Trunc | Math::Round, None) => self.rounded_to_integer(m, x.v, name),
            _ => return Err(err(at, "the operands do not match the function")),
        };
        let p = self.open_nan(&v, x.p, name);
        Ok(V { v, p })
    }

    /// `floor`, `ceil`, `trunc` or `round` (halves away from zero) of the binary64 `x`,
    /// exact: a magnitude of 2⁵² or more (an infinity too) is already integral and
    /// stays, a NaN comes back quiet, and below 2⁵² `t = itof(ftoi(x))` is the
    /// truncation, exact, moved by one toward the side the function rounds to when
    /// `x` lies there (`x - t` is exact). The result takes `x`'s sign, which it has
    /// whenever it is not zero, so a zero result keeps the sign of `x`
    /// (`ceil(-0.5) = -0`). A binary32's result is a binary32, so `float` needs no
    /// rounding.
    fn rounded_to_integer(&mut self, m: Math, x: Operand, name: &str) -> Operand {
        let part = |s: &str| format!("{name}.{s}");
        let magnitude = self.b.bin(&part("magnitude"), K::And, x.clone(), int(i64::MAX));
        let integral = self.b.bin(&part("integral"), K::Ge, magnitude.clone(), int(TWO_52));
        let nan = self.b.bin(&part("nan"), K::Gt, magnitude, int(INFINITY));
        let whole = self.b.emit(&part("whole"), Type::Int, Op::Unary(UnOp::FToI, x.clone()));
        let t = self.b.emit(&part("t"), Type::Int, Op::Unary(UnOp::IToF, whole));
        let one = int(1.0f64.to_bits() as i64);
        let moved = match m {
            Math::Floor => {
                let below = self.b.bin(&part("below"), K::FLt, x.clone(), t.clone());
                let down = self.b.bin(&part("down"), K::FSub, t.clone(), one);
                self.b.select(&part("moved"), below, down, t)
            }
            Math::Ceil => {
                let above = self.b.bin(&part("above"), K::FLt, t.clone(), x.clone());
                let up = self.b.bin(&part("up"), K::FAdd, t.clone(), one);
                self.b.select(&part("moved"), above, up, t)
            }
            Math::Round => {
                let fraction = self.b.bin(&part("fraction"), K::FSub, x.clone(), t.clone());
                let size = self.b.bin(&part("fraction.size"), K::And, fraction, int(i64::MAX));
                let half = self.b.bin(&part("half"), K::FGe, size, int(0.5f64.to_bits() as i64));
                let sign = self.b.bin(&part("sign"), K::And, x.clone(), int(i64::MIN));
                let step = self.b.bin(&part("step"), K::Or, one, sign);
                let away = self.b.bin(&part("away"), K::FAdd, t.clone(), step);
                self.b.select(&part("moved"), half, away, t)
            }
            _ => t,
        };
        let unsigned = self.b.bin(&part("unsigned"), K::And, moved, int(i64::MAX));
        let sign = self.b.bin(&part("x.sign"), K::And, x.clone(), int(i64::MIN));
        let signed = self.b.bin(&part("signed"), K::Or, unsigned, sign);
        let quiet = self.b.bin(&part("quiet"), K::Or, x.clone(), int(QUIET));
        let kept = self.b.select(&part("kept"), nan, quiet, x);
        self.b.select(name, integral, kept, signed)
    }

    /// A call of `llvm.is.fpclass` on a scalar or lane by lane on a vector.
    pub(super) fn fpclass_call(&mut self, i: &'m Instruction, c: &'m Call) -> Result<(), Diagnostic> {
        let at = &i.span;
        let [x, mask] = &c.args[..] else { return Err(err(at, "`llvm.is.fpclass` takes two arguments")) };
        let mask = match &mask.operand.value {
            LValue::Int(m) => u32::try_from(m).ok().filter(|m| *m < 1 << 10),
            _ => None,
        };
        let Some(mask) = mask else {
            return Err(err(at, "`llvm.is.fpclass`'s mask must be a constant of ten bits"));
        };
        let name = self.name(i, "");
        match Lanes::of(&x.operand.ty, at)? {
            None => {
                let r = Repr::of(&x.operand.ty, at)?;
                let x = self.operand(&x.operand, r)?;
                let v = self.is_fpclass(r, x, mask, &name, at)?;
                self.bind(i, v)
            }
            Some(l) => {
                let mut out = Vec::new();
                for (k, x) in self.lanes(&x.operand, l)?.into_iter().enumerate() {
                    out.push(self.is_fpclass(l.elem, x, mask, &format!("{name}.{k}"), at)?);
                }
                self.bind_lanes(i, out)
            }
        }
    }

    /// `llvm.is.fpclass(x, mask)`: whether `x` is in one of the classes the mask's
    /// bits name (0 signalling NaN, 1 quiet NaN, 2 −∞, 3 negative normal, 4 negative
    /// subnormal, 5 −0, 6 +0, 7 positive subnormal, 8 positive normal, 9 +∞), read from
    /// the bits of `x`'s own format (a `float`'s binary32, whose subnormals are normal
    /// binary64s); poison when `x` is.
    pub(super) fn is_fpclass(&mut self, r: Repr, x: V, mask: u32, name: &str, at: &Span) -> Result<V, Diagnostic> {
        let part = |s: &str| format!("{name}.{s}");
        let (bits, width, fraction) = match r {
            Repr::Double => (x.v, 64, 52),
            Repr::Float => {
                let narrow = self.b.emit(&part("binary32"), Type::Int, Op::Unary(UnOp::FNarrow, x.v));
                (narrow, 32, 23)
            }
            _ => return Err(err(at, "`llvm.is.fpclass` of a type that is not `double` or `float`")),
        };
        let u = self.b.wrap(&part("u"), false, width, bits);
        let sign_bit = Operand::Const(Value::Int(Int::from_big(num_bigint::BigInt::from(1) << (width - 1))));
        let negative = self.b.bin(&part("negative"), K::Ge, u.clone(), sign_bit.clone());
        let magnitude = self.b.bin(&part("magnitude"), K::Sub, u.clone(), sign_bit);
        let magnitude = self.b.select(&part("abs"), negative.clone(), magnitude, u);
        let inf = int(((1i64 << (width - 1 - fraction)) - 1) << fraction);
        let least_normal = int(1i64 << fraction);
        let quiet = int(((1i64 << (width - fraction)) - 1) << (fraction - 1));
        let is_zero = self.b.bin(&part("zero"), K::Eq, magnitude.clone(), int(0i64));
        let is_inf = self.b.bin(&part("inf"), K::Eq, magnitude.clone(), inf.clone());
        let is_qnan = self.b.bin(&part("qnan"), K::Ge, magnitude.clone(), quiet.clone());
        let is_snan = {
            let nan = self.b.bin(&part("nan"), K::Gt, magnitude.clone(), inf.clone());
            let not_quiet = self.b.bin(&part("not.quiet"), K::Lt, magnitude.clone(), quiet);
            self.b.bin(&part("snan"), K::And, nan, not_quiet)
        };
        let below_normal = self.b.bin(&part("below.normal"), K::Lt, magnitude.clone(), least_normal);
        let not_zero = self.b.not(&part("not.zero"), is_zero.clone());
        let is_sub = self.b.bin(&part("subnormal"), K::And, below_normal.clone(), not_zero);
        let finite = self.b.bin(&part("finite"), K::Lt, magnitude, inf);
        let not_below = self.b.not(&part("not.below"), below_normal);
        let is_normal = self.b.bin(&part("normal"), K::And, finite, not_below);
        let positive = self.b.not(&part("positive"), negative.clone());
        let mut any: Option<Operand> = None;
        let classes = [
            (0, is_snan.clone(), None),
            (1, is_qnan.clone(), None),
            (2, is_inf.clone(), Some(negative.clone())),
            (3, is_normal.clone(), Some(negative.clone())),
            (4, is_sub.clone(), Some(negative.clone())),
            (5, is_zero.clone(), Some(negative)),
            (6, is_zero, Some(positive.clone())),
            (7, is_sub, Some(positive.clone())),
            (8, is_normal, Some(positive.clone())),
            (9, is_inf, Some(positive)),
        ];
        for (bit, class, sign) in classes {
            if mask & (1 << bit) == 0 {
                continue;
            }
            let hit = match sign {
                Some(s) => self.b.bin(&part(&format!("class{bit}")), K::And, class, s),
                None => class,
            };
            any = self.b.or(&part(&format!("upto{bit}")), any, Some(hit));
        }
        let v = any.unwrap_or_else(|| super::build::boolean(false));
        Ok(V { v, p: x.p })
    }

    /// Refuses the fast-math flags this lowering does not model: all but `nnan` and
    /// `ninf`, which make a result poison and change no value.
    pub(super) fn modelled_flags(&self, fm: &FastMath, at: &Span) -> Result<(), Diagnostic> {
        let FastMath { nnan: _, ninf: _, nsz, arcp, contract, afn, reassoc } = *fm;
        if nsz || arcp || contract || afn || reassoc {
            return Err(err(at, "fast-math flags other than `nnan` and `ninf` are not supported"));
        }
        Ok(())
    }

    /// The poison of an operation with fast-math flags `fm` (`modelled_flags`) on
    /// `operands` with result `result` (none for a comparison): `p`, or an operand or
    /// the result a NaN under `nnan`, an infinity under `ninf` (LangRef, "Fast-Math
    /// Flags").
    pub(super) fn flagged_poison(
        &mut self,
        fm: &FastMath,
        operands: &[&Operand],
        result: Option<&Operand>,
        mut p: Option<Operand>,
        name: &str,
    ) -> Option<Operand> {
        let values: Vec<Operand> = operands.iter().map(|o| (*o).clone()).chain(result.cloned()).collect();
        for (k, v) in values.into_iter().enumerate() {
            if fm.nnan {
                let ordered = self.b.bin(&format!("{name}.nnan{k}.ordered"), K::FEq, v.clone(), v.clone());
                let nan = self.b.not(&format!("{name}.nnan{k}"), ordered);
                p = self.b.or(&format!("{name}.nnan{k}.poison"), p, Some(nan));
            }
            if fm.ninf {
                let magnitude = self.b.bin(&format!("{name}.ninf{k}.abs"), K::And, v, int(i64::MAX));
                let inf = self.b.bin(&format!("{name}.ninf{k}"), K::Eq, magnitude, int(INFINITY));
                p = self.b.or(&format!("{name}.ninf{k}.poison"), p, Some(inf));
            }
        }
        p
    }
}
