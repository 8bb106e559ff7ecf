//! Aggregates as values (`semantics/llvm.md`, "Aggregates"): a struct or array value
//! (`{ T, … }`, `[N x T]`, a named struct) whose leaves are scalars is held as its
//! leaves, flattened in order, each a value of its representation with its own poison
//! flag. `extractvalue` and `insertvalue` move leaves; a φ, a `select` or a `freeze` of
//! an aggregate works leaf by leaf; across a call or a return the leaves travel in one
//! `int`, each packed as a scalar is and given a field of its own. The
//! `llvm.{s,u}{add,sub,mul}.with.overflow` intrinsics return `{ iN, i1 }`: the wrapped
//! result and whether it wrapped.

use super::build::{int, Build};
use super::func::FnLower;
use super::layout::{err, Layout};
use super::repr::{pack, unpack, Repr, V};
use crate::diag::Diagnostic;
use crate::ir::{BinOp as K, Int, Operand, Value as KValue};
use crate::llvm::syntax::{Call, InstKind, Instruction, Operand as LOperand, Span, Type as LType, Value};
use num_bigint::BigInt;

/// The most leaves an aggregate value may have: each is lowered to registers of its
/// own, as a vector's lanes are.
pub(super) const MAX_LEAVES: usize = 1024;

/// The most bits an aggregate's packed form may take across a call or return (the
/// kernel's values are bounded: semantics/reduction.md).
const MAX_PACKED_BITS: u64 = 1 << 18;

/// The leaves of an aggregate type, in order; `None` for any other type. An empty
/// aggregate, one with more than `MAX_LEAVES` leaves, and one with a leaf that has no
/// scalar representation (a vector among them) are refused.
pub(super) fn leaves<'m>(layout: &Layout<'m>, t: &'m LType, span: &Span) -> Result<Option<Vec<Repr>>, Diagnostic> {
    if !matches!(t, LType::Struct { .. } | LType::Array(..) | LType::Named(_)) {
        return Ok(None);
    }
    let mut out = Vec::new();
    flatten(layout, t, span, &mut out)?;
    if out.is_empty() {
        return Err(err(span, format!("the empty aggregate `{t}` is not supported as a value")));
    }
    Ok(Some(out))
}

fn flatten<'m>(layout: &Layout<'m>, t: &'m LType, span: &Span, out: &mut Vec<Repr>) -> Result<(), Diagnostic> {
    match layout.resolve(t, span)? {
        LType::Struct { fields, .. } => {
            for f in fields {
                flatten(layout, f, span, out)?;
            }
        }
        LType::Array(n, elem) => {
            let mut one = Vec::new();
            flatten(layout, elem, span, &mut one)?;
            if (*n as usize).saturating_mul(one.len()) > MAX_LEAVES {
                return Err(too_many(t, span));
            }
            for _ in 0..*n {
                out.extend_from_slice(&one);
            }
        }
        v @ LType::Vector { .. } => {
            return Err(err(span, format!("the vector `{v}` inside an aggregate value is not supported")));
        }
        leaf => out.push(Repr::of(leaf, span)?),
    }
    if out.len() > MAX_LEAVES {
        return Err(too_many(t, span));
    }
    Ok(())
}

fn too_many(t: &LType, span: &Span) -> Diagnostic {
    err(span, format!("the aggregate `{t}` has more than {MAX_LEAVES} scalars: not supported as a value"))
}

/// How many leaves a type has (1 for a scalar).
fn count<'m>(layout: &Layout<'m>, t: &'m LType, span: &Span) -> Result<usize, Diagnostic> {
    Ok(leaves(layout, t, span)?.map_or(1, |l| l.len()))
}

/// Where the member an index list names lies among the leaves of `t`: its first leaf
/// and its type.
fn member<'m>(
    layout: &Layout<'m>,
    t: &'m LType,
    indices: &[u32],
    span: &Span,
) -> Result<(usize, &'m LType), Diagnostic> {
    let (mut start, mut t) = (0usize, t);
    for &k in indices {
        match layout.resolve(t, span)? {
            LType::Struct { fields, .. } => {
                let Some(f) = fields.get(k as usize) else {
                    return Err(err(span, format!("index {k} is past the {} fields of `{t}`", fields.len())));
                };
                for before in &fields[..k as usize] {
                    start += count(layout, before, span)?;
                }
                t = f;
            }
            LType::Array(n, elem) => {
                if u64::from(k) >= *n {
                    return Err(err(span, format!("index {k} is past the {n} elements of `{t}`")));
                }
                start += k as usize * count(layout, elem, span)?;
                t = elem;
            }
            other => return Err(err(span, format!("index {k} into `{other}`, which is not an aggregate"))),
        }
    }
    Ok((start, t))
}

/// The field a leaf takes in an aggregate's packed `int`: the scalar's packed form plus
/// `offset` is in `[0, 2^width)`.
fn field(r: Repr) -> (BigInt, u64) {
    match r {
        // 0, 1, or the sentinel 2.
        Repr::Bool => (BigInt::from(0), 2),
        // Signed normal form, or the sentinel 2^n.
        Repr::Int(n) => (BigInt::from(1) << (n - 1), u64::from(n) + 1),
        // A bit address below 2^67, or the sentinel −1.
        Repr::Ptr => (BigInt::from(1), 68),
        // A signed 64-bit pattern, or the sentinel 2^64.
        Repr::Double | Repr::Float => (BigInt::from(1) << 63, 65),
    }
}

/// The bits an aggregate's packed form takes, refused past `MAX_PACKED_BITS`.
pub(super) fn packed_bits(ls: &[Repr], t: &LType, span: &Span) -> Result<u64, Diagnostic> {
    let bits: u64 = ls.iter().map(|r| field(*r).1).sum();
    if bits > MAX_PACKED_BITS {
        return Err(err(span, format!("the aggregate `{t}` is too wide ({bits} bits packed) to pass or return")));
    }
    Ok(bits)
}

fn constant(v: BigInt) -> Operand {
    Operand::Const(KValue::Int(Int::from_big(v)))
}

/// The one `int` an aggregate's leaves travel as across a call or return.
pub(super) fn pack_leaves(b: &mut Build, ls: &[Repr], vs: &[V], name: &str) -> Operand {
    let mut acc = int(0i64);
    let mut shift = 0u64;
    for (k, (r, x)) in ls.iter().zip(vs).enumerate() {
        let (offset, width) = field(*r);
        let p = pack(b, *r, x, &format!("{name}.{k}"));
        let code = b.bin(&format!("{name}.{k}.code"), K::Add, p, constant(offset));
        let placed = b.bin(&format!("{name}.{k}.placed"), K::Shl, code, int(shift as i64));
        acc = b.bin(&format!("{name}.{k}.acc"), K::Add, acc, placed);
        shift += width;
    }
    acc
}

/// The leaves of an aggregate's packed `int`.
pub(super) fn unpack_leaves(b: &mut Build, ls: &[Repr], packed: Operand, name: &str) -> Vec<V> {
    let mut out = Vec::new();
    let mut shift = 0u64;
    for (k, r) in ls.iter().enumerate() {
        let (offset, width) = field(*r);
        let down = b.bin(&format!("{name}.{k}.down"), K::Shr, packed.clone(), int(shift as i64));
        let mask = constant((BigInt::from(1) << width) - 1);
        let code = b.bin(&format!("{name}.{k}.code"), K::And, down, mask);
        let p = b.bin(&format!("{name}.{k}.packed"), K::Sub, code, constant(offset));
        out.push(unpack(b, *r, p, &format!("{name}.{k}")));
        shift += width;
    }
    out
}

/// Where each leaf of an aggregate type lies in memory: its byte offset and its size
/// in bytes, in the order of the leaves; and the aggregate's size.
pub(super) fn places<'m>(layout: &Layout<'m>, t: &'m LType, span: &Span) -> Result<(Vec<(u64, u64)>, u64), Diagnostic> {
    let mut out = Vec::new();
    place(layout, t, 0, span, &mut out)?;
    Ok((out, layout.size(t, span)?))
}

fn place<'m>(
    layout: &Layout<'m>,
    t: &'m LType,
    base: u64,
    span: &Span,
    out: &mut Vec<(u64, u64)>,
) -> Result<(), Diagnostic> {
    match layout.resolve(t, span)? {
        LType::Struct { fields, packed } => {
            let (offsets, _, _) = layout.fields(fields, *packed, span)?;
            for (f, off) in fields.iter().zip(offsets) {
                place(layout, f, base + off, span, out)?;
            }
        }
        LType::Array(n, elem) => {
            let stride = layout.size(elem, span)?;
            for k in 0..*n {
                place(layout, elem, base + k * stride, span, out)?;
            }
        }
        leaf => out.push((base, layout.size(leaf, span)?)),
    }
    Ok(())
}

/// Whether an instruction computes on aggregates (and is lowered here).
pub(super) fn on_aggregates(kind: &InstKind) -> bool {
    let agg = |t: &LType| matches!(t, LType::Struct { .. } | LType::Array(..) | LType::Named(_));
    match kind {
        InstKind::ExtractValue { .. } | InstKind::InsertValue { .. } => true,
        InstKind::Select { then, .. } => agg(&then.ty),
        InstKind::Freeze(op) => agg(&op.ty),
        _ => false,
    }
}

impl<'m> FnLower<'_, 'm> {
    /// The leaves of an aggregate type, which the caller knows is one.
    pub(super) fn leaves_of(&self, t: &'m LType, span: &Span) -> Result<Vec<Repr>, Diagnostic> {
        leaves(&self.cx.layout, t, span)?.ok_or_else(|| err(span, format!("an aggregate is expected, not `{t}`")))
    }

    /// The leaves of an aggregate operand of type `t`.
    pub(super) fn aggregate(&mut self, op: &'m LOperand, t: &'m LType) -> Result<Vec<V>, Diagnostic> {
        let at = &op.span;
        let ls = self.leaves_of(t, at)?;
        let vs = match &op.value {
            Value::Local(name) => match self.aggregates.get(name) {
                Some(vs) => vs.clone(),
                None if self.values.contains_key(name) || self.vectors.contains_key(name) => {
                    return Err(err(at, format!("`%{name}` is not an aggregate")));
                }
                None => return Err(err(at, format!("`%{name}` is not defined before this use"))),
            },
            Value::Struct { fields: ops, .. } | Value::Array(ops) => {
                let mut vs = Vec::new();
                for o in ops {
                    vs.extend(self.member_value(o)?);
                }
                vs
            }
            // Every leaf the same scalar constant: `undef` is read leaf by leaf as a
            // scalar is.
            Value::ZeroInitializer | Value::Undef | Value::Poison => {
                ls.iter().map(|r| self.operand(op, *r)).collect::<Result<_, _>>()?
            }
            _ => return Err(err(at, format!("this constant of type `{t}` is not supported as a value"))),
        };
        if vs.len() != ls.len() {
            return Err(err(at, format!("the value has {} scalars where `{t}` has {}", vs.len(), ls.len())));
        }
        Ok(vs)
    }

    /// The leaves of an operand that is a member of an aggregate: one for a scalar.
    fn member_value(&mut self, op: &'m LOperand) -> Result<Vec<V>, Diagnostic> {
        match leaves(&self.cx.layout, &op.ty, &op.span)? {
            Some(_) => self.aggregate(op, &op.ty),
            None => Ok(vec![self.operand(op, Repr::of(&op.ty, &op.span)?)?]),
        }
    }

    /// Binds an instruction's aggregate result.
    pub(super) fn bind_aggregate(&mut self, i: &'m Instruction, vs: Vec<V>) -> Result<(), Diagnostic> {
        let name = self.result(i)?;
        self.aggregates.insert(name, vs);
        Ok(())
    }

    /// `extractvalue`, `insertvalue`, and a `select` or `freeze` of aggregates.
    pub(super) fn aggregate_inst(&mut self, i: &'m Instruction) -> Result<(), Diagnostic> {
        let at = &i.span;
        match &i.kind {
            InstKind::ExtractValue { aggregate, indices } => {
                let vs = self.aggregate(aggregate, &aggregate.ty)?;
                let (start, t) = member(&self.cx.layout, &aggregate.ty, indices, at)?;
                match leaves(&self.cx.layout, t, at)? {
                    Some(ls) => self.bind_aggregate(i, vs[start..start + ls.len()].to_vec()),
                    None => self.bind(i, vs[start].clone()),
                }
            }
            InstKind::InsertValue { aggregate, value, indices } => {
                let mut vs = self.aggregate(aggregate, &aggregate.ty)?;
                let (start, t) = member(&self.cx.layout, &aggregate.ty, indices, at)?;
                if &value.ty != t {
                    return Err(err(&value.span, format!("the value is a `{}`, the member a `{t}`", value.ty)));
                }
                let new = self.member_value(value)?;
                vs.splice(start..start + new.len(), new);
                self.bind_aggregate(i, vs)
            }
            InstKind::Select { cond, then, otherwise, .. } => {
                let c = self.operand(cond, Repr::Bool)?;
                let a = self.aggregate(then, &then.ty)?;
                let b = self.aggregate(otherwise, &then.ty)?;
                let name = self.name(i, "");
                let vs = a
                    .into_iter()
                    .zip(b)
                    .enumerate()
                    .map(|(k, (x, y))| self.select(c.clone(), x, y, &format!("{name}.{k}")))
                    .collect();
                self.bind_aggregate(i, vs)
            }
            InstKind::Freeze(op) => {
                let ls = self.leaves_of(&op.ty, at)?;
                let vs = self.aggregate(op, &op.ty)?;
                let name = self.name(i, "");
                let vs = ls.iter().zip(vs).enumerate().map(|(k, (r, x))| self.freeze(*r, x, &format!("{name}.{k}")));
                let vs = vs.collect();
                self.bind_aggregate(i, vs)
            }
            _ => Err(err(at, "not an instruction on aggregates")),
        }
    }

    /// `llvm.{s,u}{add,sub,mul}.with.overflow.iN(a, b)`: `{ a op b wrapped to N bits,
    /// whether it wrapped }` (signed or unsigned as the name says), both poison when an
    /// operand is.
    pub(super) fn with_overflow(&mut self, i: &'m Instruction, c: &'m Call, n: &str) -> Result<(), Diagnostic> {
        let at = &i.span;
        let (signed, k) = match n.trim_start_matches("llvm.").split('.').next() {
            Some("sadd") => (true, K::Add),
            Some("uadd") => (false, K::Add),
            Some("ssub") => (true, K::Sub),
            Some("usub") => (false, K::Sub),
            Some("smul") => (true, K::Mul),
            Some("umul") => (false, K::Mul),
            _ => return Err(err(at, format!("`@{n}` is not an arithmetic with overflow"))),
        };
        let [a, b] = &c.args[..] else { return Err(err(at, format!("`@{n}` takes two arguments"))) };
        let (a, b) = (&a.operand, &b.operand);
        let bits = match Repr::of(&a.ty, &a.span)? {
            Repr::Int(bits) => bits,
            _ => return Err(err(&a.span, format!("`@{n}` on `{}` is not supported", a.ty))),
        };
        let r = Repr::Int(bits);
        let (x, y) = (self.operand(a, r)?, self.operand(b, r)?);
        let name = self.name(i, "");
        let p = self.b.or(&format!("{name}.in"), x.p, y.p);
        let (x, y) = if signed {
            (x.v, y.v)
        } else {
            (self.b.wrap(&format!("{name}.ul"), false, bits, x.v), self.b.wrap(&format!("{name}.ur"), false, bits, y.v))
        };
        let exact = self.b.bin(&format!("{name}.exact"), k, x, y);
        let wrapped = self.b.wrap(&format!("{name}.wrapped"), signed, bits, exact.clone());
        let ovf = self.b.bin(&format!("{name}.overflow"), K::Ne, wrapped.clone(), exact);
        // The result in signed normal form, as every `iN` is held.
        let v = if signed { wrapped } else { self.b.wrap(&format!("{name}.value"), true, bits, wrapped) };
        self.bind_aggregate(i, vec![V { v, p: p.clone() }, V { v: ovf, p }])
    }
}
