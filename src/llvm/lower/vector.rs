//! Fixed-length vectors (`semantics/llvm.md`, "Vectors"): a value `<N x T>` is held as
//! N lanes, each a scalar of T's representation with its own poison flag. A lane-wise
//! instruction is its scalar lowering once per lane (the same flags, the same poison,
//! the same undefined behaviour); `extractelement`, `insertelement` and
//! `shufflevector` move lanes, a variable index by a chain of selects; a `bitcast`
//! that changes the number of lanes goes through the bits of the whole, lane 0 least
//! significant (x86-64 is little-endian); the reductions fold the lanes in order.

use super::build::{boolean, int};
use super::func::FnLower;
use super::layout::err;
use super::repr::{is_vector, Lanes, Repr, V};
use crate::diag::Diagnostic;
use crate::ir::{BinOp as K, Op, Operand, Type, UnOp};
use crate::llvm::syntax::{BinOp, Call, CastOp, InstKind, Instruction, IntFlags, Operand as LOperand, Type as LType};
use crate::llvm::syntax::{Span, Value};
use num_bigint::BigInt;

/// Whether an instruction computes on vectors (and is lowered here).
pub(super) fn on_vectors(kind: &InstKind) -> bool {
    match kind {
        InstKind::ExtractElement { .. } | InstKind::InsertElement { .. } | InstKind::ShuffleVector { .. } => true,
        InstKind::Binary { lhs, .. } | InstKind::ICmp { lhs, .. } | InstKind::FCmp { lhs, .. } => is_vector(&lhs.ty),
        InstKind::FNeg { operand, .. } | InstKind::Freeze(operand) => is_vector(&operand.ty),
        InstKind::Cast { value, to, .. } => is_vector(&value.ty) || is_vector(to),
        InstKind::Select { cond, then, .. } => is_vector(&then.ty) || is_vector(&cond.ty),
        _ => false,
    }
}

/// The name of lane `k` of value `name`.
fn lane(name: &str, k: usize) -> String {
    format!("{name}.{k}")
}

/// A vector index: a constant lane, a constant outside the vector, or a value read
/// unsigned with its poison.
enum Index {
    Lane(usize),
    Outside,
    Var(Operand, Option<Operand>),
}

impl<'m> FnLower<'_, 'm> {
    /// The lanes of a vector operand of shape `l`.
    pub(super) fn lanes(&mut self, op: &'m LOperand, l: Lanes) -> Result<Vec<V>, Diagnostic> {
        let at = &op.span;
        let n = l.n as usize;
        let vs = match &op.value {
            Value::Local(name) => match self.vectors.get(name) {
                Some(vs) => vs.clone(),
                None if self.values.contains_key(name) => {
                    return Err(err(at, format!("`%{name}` is not a vector")));
                }
                None => return Err(err(at, format!("`%{name}` is not defined before this use"))),
            },
            Value::Vector(elems) => elems.iter().map(|e| self.operand(e, l.elem)).collect::<Result<_, _>>()?,
            Value::Splat(x) => vec![self.operand(x, l.elem)?; n],
            // The same scalar in every lane: `undef` is read lane by lane as a scalar is.
            Value::ZeroInitializer | Value::Undef | Value::Poison => vec![self.operand(op, l.elem)?; n],
            _ => return Err(err(at, "this vector constant is not supported")),
        };
        if vs.len() != n {
            return Err(err(at, format!("a vector of {} lanes where {n} are expected", vs.len())));
        }
        Ok(vs)
    }

    /// Binds an instruction's vector result.
    pub(super) fn bind_lanes(&mut self, i: &'m Instruction, vs: Vec<V>) -> Result<(), Diagnostic> {
        let name = self.result(i)?;
        self.vectors.insert(name, vs);
        Ok(())
    }

    /// An instruction on vectors (`on_vectors`).
    pub(super) fn vector(&mut self, i: &'m Instruction) -> Result<(), Diagnostic> {
        let at = &i.span;
        let name = self.name(i, "");
        match &i.kind {
            InstKind::FNeg { fast_math, .. }
            | InstKind::Select { fast_math, .. }
            | InstKind::Cast { fast_math, .. }
                if *fast_math != Default::default() =>
            {
                Err(err(at, "fast-math flags are not supported"))
            }
            InstKind::Binary { op, flags, lhs, rhs, fast_math } => {
                self.modelled_flags(fast_math, at)?;
                let l = Lanes::expect(&lhs.ty, &lhs.span)?;
                let (a, b) = (self.lanes(lhs, l)?, self.lanes(rhs, l)?);
                let mut out = Vec::new();
                for (k, (x, y)) in a.into_iter().zip(b).enumerate() {
                    let name = lane(&name, k);
                    let (xv, yv) = (x.v.clone(), y.v.clone());
                    let mut v = self.binary(*op, *flags, l.elem, x, y, &name, at)?;
                    v.p = self.flagged_poison(fast_math, &[&xv, &yv], Some(&v.v), v.p, &name);
                    out.push(v);
                }
                self.bind_lanes(i, out)
            }
            InstKind::FNeg { operand, .. } => {
                let l = Lanes::expect(&operand.ty, &operand.span)?;
                let mut out = Vec::new();
                for (k, x) in self.lanes(operand, l)?.into_iter().enumerate() {
                    let v = self.b.bin(&lane(&name, k), K::Xor, x.v, int(i64::MIN));
                    out.push(V { v, p: x.p });
                }
                self.bind_lanes(i, out)
            }
            InstKind::ICmp { samesign, pred, lhs, rhs } => {
                let l = Lanes::expect(&lhs.ty, &lhs.span)?;
                let (a, b) = (self.lanes(lhs, l)?, self.lanes(rhs, l)?);
                let mut out = Vec::new();
                for (k, (x, y)) in a.into_iter().zip(b).enumerate() {
                    out.push(self.icmp(*pred, *samesign, l.elem, x, y, &lane(&name, k))?);
                }
                self.bind_lanes(i, out)
            }
            InstKind::FCmp { pred, lhs, rhs, fast_math } => {
                self.modelled_flags(fast_math, at)?;
                let l = Lanes::expect(&lhs.ty, &lhs.span)?;
                let (a, b) = (self.lanes(lhs, l)?, self.lanes(rhs, l)?);
                let mut out = Vec::new();
                for (k, (x, y)) in a.into_iter().zip(b).enumerate() {
                    let name = lane(&name, k);
                    let p = self.b.or(&format!("{name}.poison"), x.p, y.p);
                    let p = self.flagged_poison(fast_math, &[&x.v, &y.v], None, p, &name);
                    let v = self.fcmp(*pred, x.v, y.v, &name);
                    out.push(V { v, p });
                }
                self.bind_lanes(i, out)
            }
            InstKind::Cast { op, flags, value, to, .. } => self.vector_cast(i, *op, *flags, value, to),
            InstKind::Select { cond, then, otherwise, .. } => {
                let l = Lanes::expect(&then.ty, &then.span)?;
                // A scalar condition chooses for every lane.
                let c = match Lanes::of(&cond.ty, &cond.span)? {
                    Some(cl) => self.lanes(cond, Lanes { elem: Repr::Bool, n: cl.n })?,
                    None => vec![self.operand(cond, Repr::Bool)?; l.n as usize],
                };
                if c.len() != l.n as usize {
                    return Err(err(&cond.span, "the condition has another number of lanes than the arms"));
                }
                let (a, b) = (self.lanes(then, l)?, self.lanes(otherwise, l)?);
                let mut out = Vec::new();
                for (k, ((c, x), y)) in c.into_iter().zip(a).zip(b).enumerate() {
                    out.push(self.select(c, x, y, &lane(&name, k)));
                }
                self.bind_lanes(i, out)
            }
            InstKind::Freeze(op) => {
                let l = Lanes::expect(&op.ty, &op.span)?;
                let mut out = Vec::new();
                for (k, x) in self.lanes(op, l)?.into_iter().enumerate() {
                    out.push(self.freeze(l.elem, x, &lane(&name, k)));
                }
                self.bind_lanes(i, out)
            }
            InstKind::ExtractElement { .. } | InstKind::InsertElement { .. } | InstKind::ShuffleVector { .. } => {
                self.move_lanes(i)
            }
            _ => Err(err(at, "not an instruction on vectors")),
        }
    }

    /// `extractelement`, `insertelement`, `shufflevector`.
    fn move_lanes(&mut self, i: &'m Instruction) -> Result<(), Diagnostic> {
        let name = self.name(i, "");
        match &i.kind {
            InstKind::ExtractElement { vector, index } => {
                let l = Lanes::expect(&vector.ty, &vector.span)?;
                let xs = self.lanes(vector, l)?;
                let v = match self.index(index, l.n, &name)? {
                    Index::Lane(k) => xs[k].clone(),
                    Index::Outside => V::poison(l.elem),
                    Index::Var(u, up) => self.pick(&xs, l.elem, u, up, &name),
                };
                self.bind(i, v)
            }
            InstKind::InsertElement { vector, value, index } => {
                let l = Lanes::expect(&vector.ty, &vector.span)?;
                let xs = self.lanes(vector, l)?;
                let y = self.operand(value, l.elem)?;
                let out = self.insert(xs, y, l, index, &name)?;
                self.bind_lanes(i, out)
            }
            InstKind::ShuffleVector { a, b, mask } => {
                let l = Lanes::expect(&a.ty, &a.span)?;
                let (xs, ys) = (self.lanes(a, l)?, self.lanes(b, l)?);
                let picks = shuffle_mask(mask, l.n)?;
                let out = picks
                    .into_iter()
                    .map(|m| match m {
                        Some(k) if k < xs.len() => xs[k].clone(),
                        Some(k) => ys[k - xs.len()].clone(),
                        None => V::poison(l.elem),
                    })
                    .collect();
                self.bind_lanes(i, out)
            }
            _ => Err(err(&i.span, "not an instruction that moves lanes")),
        }
    }

    /// A conversion of a vector: lane by lane, or through the bits of the whole when a
    /// `bitcast` changes the number of lanes (or goes to or from a scalar).
    fn vector_cast(
        &mut self,
        i: &'m Instruction,
        op: CastOp,
        fl: IntFlags,
        value: &'m LOperand,
        to: &'m LType,
    ) -> Result<(), Diagnostic> {
        let at = &i.span;
        let (from_l, to_l) = (Lanes::of(&value.ty, &value.span)?, Lanes::of(to, at)?);
        if op == CastOp::BitCast && from_l.map(|l| l.n) != to_l.map(|l| l.n) {
            return self.bitcast_bits(i, value, from_l, (to, to_l));
        }
        let (Some(f), Some(t)) = (from_l, to_l) else {
            return Err(err(at, format!("`{}` between a vector and a scalar", op.keyword())));
        };
        if f.n != t.n {
            return Err(err(at, format!("`{}` between vectors of different lengths", op.keyword())));
        }
        let name = self.name(i, "");
        let mut out = Vec::new();
        for (k, x) in self.lanes(value, f)?.into_iter().enumerate() {
            out.push(self.convert(op, fl, x, (f.elem, t.elem), &lane(&name, k), at)?);
        }
        self.bind_lanes(i, out)
    }

    /// `bitcast` through the bits of the whole: the source's lanes (or its one scalar)
    /// laid side by side, lane 0 least significant, and cut into the target's. A target
    /// lane is poison when a source lane it takes bits from is.
    fn bitcast_bits(
        &mut self,
        i: &'m Instruction,
        value: &'m LOperand,
        from: Option<Lanes>,
        (to, to_l): (&'m LType, Option<Lanes>),
    ) -> Result<(), Diagnostic> {
        let at = &i.span;
        let name = self.name(i, "");
        let (r1, src) = match from {
            Some(l) => (l.elem, self.lanes(value, l)?),
            None => {
                let r = Repr::of(&value.ty, &value.span)?;
                (r, vec![self.operand(value, r)?])
            }
        };
        let (r2, m) = match to_l {
            Some(l) => (l.elem, l.n as usize),
            None => (Repr::of(to, at)?, 1),
        };
        let (w1, w2) = (lane_bits(r1, at)?, lane_bits(r2, at)?);
        if w1 * src.len() != w2 * m {
            return Err(err(at, "a `bitcast` between types of different sizes"));
        }
        let mut whole = int(0i64);
        for (k, x) in src.iter().enumerate() {
            let u = self.unsigned_bits(r1, x.v.clone(), &format!("{name}.in{k}"));
            let moved = self.b.bin(&format!("{name}.at{k}"), K::Shl, u, int((k * w1) as i64));
            whole = self.b.bin(&format!("{name}.whole{k}"), K::Or, whole, moved);
        }
        let mut out = Vec::new();
        for j in 0..m {
            let part = if to_l.is_some() { lane(&name, j) } else { name.clone() };
            let down = self.b.bin(&format!("{part}.bits"), K::Shr, whole.clone(), int((j * w2) as i64));
            let v = self.value_of_bits(r2, down, &part);
            let (lo, hi) = (j * w2, (j + 1) * w2);
            let mut p = None;
            for (k, x) in src.iter().enumerate() {
                if k * w1 < hi && lo < (k + 1) * w1 {
                    p = self.b.or(&format!("{part}.poison"), p, x.p.clone());
                }
            }
            out.push(V { v, p });
        }
        match to_l {
            Some(_) => self.bind_lanes(i, out),
            None => self.bind(i, out.remove(0)),
        }
    }

    /// A value's bits read unsigned.
    fn unsigned_bits(&mut self, r: Repr, v: Operand, name: &str) -> Operand {
        match r {
            Repr::Bool => self.b.select(name, v, int(1i64), int(0i64)),
            Repr::Int(n) => self.b.wrap(name, false, n, v),
            Repr::Float => self.b.emit(name, Type::Int, Op::Unary(UnOp::FNarrow, v)),
            Repr::Double | Repr::Ptr => self.b.wrap(name, false, 64, v),
        }
    }

    /// The value whose bits are the low bits of `u`.
    fn value_of_bits(&mut self, r: Repr, u: Operand, name: &str) -> Operand {
        match r {
            Repr::Bool => {
                let low = self.b.bin(&format!("{name}.low"), K::And, u, int(1i64));
                self.b.bin(name, K::Ne, low, int(0i64))
            }
            Repr::Int(n) => self.b.wrap(name, true, n, u),
            Repr::Double | Repr::Ptr => self.b.wrap(name, true, 64, u),
            Repr::Float => {
                let bits = self.b.wrap(&format!("{name}.binary32"), false, 32, u);
                self.b.emit(name, Type::Int, Op::Unary(UnOp::FWiden, bits))
            }
        }
    }

    /// An index into a vector of `n` lanes, read unsigned (LangRef).
    fn index(&mut self, idx: &'m LOperand, n: u32, name: &str) -> Result<Index, Diagnostic> {
        let LType::Int(width) = idx.ty else { return Err(err(&idx.span, "a vector index must be an integer")) };
        if let Value::Int(c) = &idx.value {
            let m = BigInt::from(1) << width;
            let u = ((c % &m) + &m) % &m;
            return Ok(match usize::try_from(&u) {
                Ok(k) if k < n as usize => Index::Lane(k),
                _ => Index::Outside,
            });
        }
        let r = Repr::of(&idx.ty, &idx.span)?;
        let x = self.operand(idx, r)?;
        let u = self.unsigned_bits(r, x.v, &format!("{name}.index"));
        Ok(Index::Var(u, x.p))
    }

    /// Lane `u` of `xs`: poison when `u` is poison or not below the number of lanes.
    fn pick(&mut self, xs: &[V], r: Repr, u: Operand, up: Option<Operand>, name: &str) -> V {
        let (mut v, mut p) = (V::zero(r).v, boolean(true));
        for (k, x) in xs.iter().enumerate() {
            let is = self.b.bin(&format!("{name}.is{k}"), K::Eq, u.clone(), int(k as i64));
            v = self.b.select(&format!("{name}.v{k}"), is.clone(), x.v.clone(), v);
            p = self.b.select(&format!("{name}.p{k}"), is, x.p.clone().unwrap_or(boolean(false)), p);
        }
        let p = self.b.or(&format!("{name}.poison"), Some(p), up);
        V { v, p }
    }

    /// `insertelement`: `y` in lane `index` of `xs`; every lane poison when the index
    /// is poison or not below the number of lanes.
    fn insert(
        &mut self,
        mut xs: Vec<V>,
        y: V,
        l: Lanes,
        index: &'m LOperand,
        name: &str,
    ) -> Result<Vec<V>, Diagnostic> {
        Ok(match self.index(index, l.n, name)? {
            Index::Lane(k) => {
                xs[k] = y;
                xs
            }
            Index::Outside => vec![V::poison(l.elem); l.n as usize],
            Index::Var(u, up) => {
                let outside = self.b.bin(&format!("{name}.outside"), K::Ge, u.clone(), int(i64::from(l.n)));
                let bad = self.b.or(&format!("{name}.bad"), Some(outside), up);
                let mut out = Vec::new();
                for (k, x) in xs.into_iter().enumerate() {
                    let part = lane(name, k);
                    let is = self.b.bin(&format!("{part}.is"), K::Eq, u.clone(), int(k as i64));
                    let v = self.b.select(&part, is.clone(), y.v.clone(), x.v);
                    let p = match (&x.p, &y.p) {
                        (None, None) => None,
                        (a, b) => {
                            let (a, b) = (a.clone().unwrap_or(boolean(false)), b.clone().unwrap_or(boolean(false)));
                            Some(self.b.select(&format!("{part}.chosen"), is, b, a))
                        }
                    };
                    let p = self.b.or(&format!("{part}.poison"), p, bad.clone());
                    out.push(V { v, p });
                }
                out
            }
        })
    }

    /// A call with a vector argument or result: `llvm.vector.reduce.*`, the lanes
    /// folded in order by the operation (`fadd` and `fmul` from their start value:
    /// without `reassoc`, which the lowering refuses with every fast-math flag, LangRef
    /// fixes that order), `llvm.experimental.cttz.elts`, and `llvm.fmuladd`, `llvm.sqrt`, `llvm.fabs` and
    /// the rest of `math.rs` lane by lane;
    /// the `fmax` and `fmin` reductions are refused, and any other function is not
    /// modelled (`unmodelled`).
    pub(super) fn reduce(&mut self, i: &'m Instruction, c: &'m Call, n: &str) -> Result<(), Diagnostic> {
        let at = &i.span;
        let name = self.name(i, "");
        let arg =
            |k: usize| c.args.get(k).map(|a| &a.operand).ok_or_else(|| err(at, format!("`@{n}` takes more arguments")));
        if n.starts_with("llvm.experimental.cttz.elts.") {
            return self.cttz_elts(i, c, arg(0)?, arg(1)?);
        }
        if super::math::Math::of(n).is_some() {
            return self.math_lanes(i, c, n);
        }
        if n.starts_with("llvm.is.fpclass.") {
            return self.fpclass_call(i, c);
        }
        if n.starts_with("llvm.fmuladd.") {
            // Lane by lane, as on scalars (`calls.rs`, `mul_add`).
            let l = Lanes::expect(&c.ret, at)?;
            let (a, b, x) = (self.lanes(arg(0)?, l)?, self.lanes(arg(1)?, l)?, self.lanes(arg(2)?, l)?);
            let mut out = Vec::new();
            for (k, ((a, b), x)) in a.into_iter().zip(b).zip(x).enumerate() {
                out.push(self.mul_add(l.elem, a, b, x, &format!("{name}.{k}"), at)?);
            }
            return self.bind_lanes(i, out);
        }
        if !n.starts_with("llvm.vector.reduce.") {
            return self.unmodelled(i, c, n);
        }
        let kind = n.split('.').nth(3).unwrap_or("");
        let op = match kind {
            "add" => BinOp::Add,
            "mul" => BinOp::Mul,
            "and" => BinOp::And,
            "or" => BinOp::Or,
            "xor" => BinOp::Xor,
            "fadd" => BinOp::FAdd,
            "fmul" => BinOp::FMul,
            "smax" | "smin" | "umax" | "umin" => BinOp::Add,
            "fmax" | "fmin" | "fmaximum" | "fminimum" => {
                let why = "the order of its comparisons, which decides among NaNs and zeros of both signs, is open";
                return Err(err(at, format!("`@{n}` is not supported: {why}")));
            }
            _ => return self.unmodelled(i, c, n),
        };
        let ordered = matches!(kind, "fadd" | "fmul");
        let vector = arg(usize::from(ordered))?;
        let l = Lanes::expect(&vector.ty, &vector.span)?;
        if Repr::of(&c.ret, at)? != l.elem {
            return Err(err(at, format!("`@{n}` must return the type of its vector's elements")));
        }
        let xs = self.lanes(vector, l)?;
        let (mut acc, rest) =
            if ordered { (self.operand(arg(0)?, l.elem)?, &xs[..]) } else { (xs[0].clone(), &xs[1..]) };
        for (k, x) in rest.iter().enumerate() {
            let part = format!("{name}.r{k}");
            acc = match kind {
                "smax" | "smin" | "umax" | "umin" => self.min_max_of(kind, l.elem, acc, x.clone(), &part, at)?,
                _ => self.binary(op, IntFlags::default(), l.elem, acc, x.clone(), &part, at)?,
            };
        }
        self.bind(i, acc)
    }

    /// The smaller or larger of two integers, signed or unsigned as `kind` (`smin`,
    /// `smax`, `umin`, `umax`) says: `llvm.smin` and the others, and their reductions.
    pub(super) fn min_max_of(
        &mut self,
        kind: &str,
        r: Repr,
        a: V,
        b: V,
        name: &str,
        at: &Span,
    ) -> Result<V, Diagnostic> {
        let p = self.b.or(&format!("{name}.poison"), a.p.clone(), b.p.clone());
        let v = match r {
            // `true` is -1 signed and 1 unsigned.
            Repr::Bool => self.b.bin(name, if matches!(kind, "smax" | "umin") { K::And } else { K::Or }, a.v, b.v),
            Repr::Int(w) => {
                let (x, y) = if kind.starts_with('u') {
                    (
                        self.b.wrap(&format!("{name}.ul"), false, w, a.v.clone()),
                        self.b.wrap(&format!("{name}.ur"), false, w, b.v.clone()),
                    )
                } else {
                    (a.v.clone(), b.v.clone())
                };
                let less = self.b.bin(&format!("{name}.less"), K::Lt, x, y);
                if kind.ends_with("min") {
                    self.b.select(name, less, a.v, b.v)
                } else {
                    self.b.select(name, less, b.v, a.v)
                }
            }
            _ => return Err(err(at, "an integer reduction of a vector that is not of integers")),
        };
        Ok(V { v, p })
    }

    /// `llvm.experimental.cttz.elts(v, zero_is_poison)`: the index of the first lane
    /// that is not zero, the number of lanes when none is (poison then when the flag is
    /// true); poison when a lane is.
    fn cttz_elts(
        &mut self,
        i: &'m Instruction,
        c: &'m Call,
        v: &'m LOperand,
        flag: &'m LOperand,
    ) -> Result<(), Diagnostic> {
        let at = &i.span;
        let name = self.name(i, "");
        let Repr::Int(w) = Repr::of(&c.ret, at)? else { return Err(err(at, "`cttz.elts` returns an integer")) };
        let l = Lanes::expect(&v.ty, &v.span)?;
        // LangRef leaves a count the result cannot hold undefined: refused, not guessed.
        if w < 32 && l.n >= 1 << w {
            return Err(err(at, format!("`cttz.elts` returning `i{w}` cannot count {} lanes", l.n)));
        }
        let xs = self.lanes(v, l)?;
        let flag = self.operand(flag, Repr::Bool)?;
        // From the last lane back: the count so far, and whether it is poison. Only the
        // lanes up to the first set one decide the count, so a poison lane after it
        // leaves the count defined (the loop vectorizer counts a mask whose later lanes
        // may be poison); no lane set is poison when the flag says so.
        let mut acc = int(i64::from(l.n));
        let mut p = flag.v;
        for (k, x) in xs.iter().enumerate().rev() {
            let set = match l.elem {
                Repr::Bool => x.v.clone(),
                Repr::Int(_) => self.b.bin(&format!("{name}.set{k}"), K::Ne, x.v.clone(), int(0i64)),
                _ => return Err(err(&v.span, "`cttz.elts` of a vector that is not of integers")),
            };
            acc = self.b.select(&format!("{name}.at{k}"), set.clone(), int(k as i64), acc);
            let beyond = self.b.select(&format!("{name}.beyond{k}"), set, boolean(false), p);
            p = match &x.p {
                Some(q) => self.b.bin(&format!("{name}.in{k}"), K::Or, q.clone(), beyond),
                None => beyond,
            };
        }
        let p = self.b.or(&format!("{name}.poison"), Some(p), flag.p);
        let v = self.b.wrap(&name, true, w, acc);
        self.bind(i, V { v, p })
    }
}

/// The bits of a lane in a `bitcast`.
fn lane_bits(r: Repr, at: &Span) -> Result<usize, Diagnostic> {
    Ok(match r {
        Repr::Bool => 1,
        Repr::Int(n) => n as usize,
        Repr::Double => 64,
        Repr::Float => 32,
        Repr::Ptr => return Err(err(at, "a `bitcast` of pointers that changes the number of lanes is not supported")),
    })
}

/// A `shufflevector` mask over two vectors of `n` lanes: for each result lane, the lane
/// of the two read one after the other, or `None` (poison, or `undef`, which LangRef
/// reads as poison in a mask).
fn shuffle_mask(mask: &LOperand, n: u32) -> Result<Vec<Option<usize>>, Diagnostic> {
    let at = &mask.span;
    let m = Lanes::expect(&mask.ty, at)?.n as usize;
    let one = |op: &LOperand| match &op.value {
        Value::Int(c) => match usize::try_from(c) {
            Ok(k) if k < 2 * n as usize => Ok(Some(k)),
            _ => Err(err(&op.span, format!("a mask element outside the {} lanes of the two vectors", 2 * n))),
        },
        Value::Undef | Value::Poison => Ok(None),
        _ => Err(err(&op.span, "a mask element must be a constant")),
    };
    match &mask.value {
        Value::Vector(elems) if elems.len() == m => elems.iter().map(one).collect(),
        Value::Splat(x) => Ok(vec![one(x)?; m]),
        Value::ZeroInitializer => Ok(vec![Some(0); m]),
        Value::Undef | Value::Poison => Ok(vec![None; m]),
        _ => Err(err(at, "a `shufflevector` mask must be a constant vector")),
    }
}
