//! The leaves of aggregate types (`semantics/llvm.md`, "Aggregates"): a struct or
//! array type flattened to its scalars in order, where each lies in memory, where a
//! member named by indices starts among them, and the one `int` the leaves travel as
//! across a call or return, each packed as a scalar is and given a field of its own.

use super::build::{int, Build};
use super::layout::{err, Layout};
use super::repr::{pack, unpack, Repr, V};
use crate::diag::Diagnostic;
use crate::ir::{BinOp as K, Int, Operand, Value as KValue};
use crate::llvm::syntax::{Span, Type as LType};
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
            if !one.is_empty() {
                for _ in 0..*n {
                    out.extend_from_slice(&one);
                }
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

/// How many leaves a type has (1 for a scalar, 0 for `{}`).
pub(super) fn count<'m>(layout: &Layout<'m>, t: &'m LType, span: &Span) -> Result<usize, Diagnostic> {
    let mut out = Vec::new();
    flatten(layout, t, span, &mut out)?;
    Ok(out.len())
}

/// Where the member an index list names lies among the leaves of `t`: its first leaf
/// and its type.
pub(super) fn member<'m>(
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
        // An element without scalars (`{}`, `[0 x T]`) has no place to list, however
        // many there are.
        LType::Array(n, elem) if count(layout, elem, span)? > 0 => {
            let stride = layout.size(elem, span)?;
            for k in 0..*n {
                place(layout, elem, base + k * stride, span, out)?;
            }
        }
        LType::Array(..) => {}
        leaf => out.push((base, layout.size(leaf, span)?)),
    }
    Ok(())
}
