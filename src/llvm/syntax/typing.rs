//! LLVM's type rules that the reader checks, each as LLVM's parser or verifier states
//! it: a local value is used at the type it was defined with; `ret` returns the
//! function's type; a branch condition is `i1`; `switch` cases are distinct integers
//! of the value's type; integer operations take integers and floating-point ones
//! floats; casts go between the kinds and widths they name; loads and stores go
//! through pointers; `select`'s arms agree; a φ node names only predecessors of its
//! block; constant aggregates have their type's length and element types; vector
//! instructions take vectors, elements of their element type and integer indices.
//!
//! Where a rule needs what the reader does not resolve (named struct types, the result
//! of `extractvalue`), the value is left unchecked: the check
//! refuses only modules LLVM refuses.

use super::{BinOp, Label};
use super::{Block, CastOp, Function, InstKind, Module, Name, Operand, Span, Type, Value};
use crate::diag::{Diagnostic, Loc};
use std::collections::{HashMap, HashSet};

/// The most type errors reported for one module; the count says how many there were.
pub const MAX_SHOWN: usize = 20;

/// The type errors of a module, in text order.
pub fn check_types(module: &Module) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for g in &module.globals {
        if let Some(init) = &g.init {
            same(&mut out, &g.ty, &init.ty, &init.span, "the initializer");
            constant(&mut out, init);
        }
    }
    for f in module.functions.iter().filter(|f| f.blocks.is_some()) {
        function(&mut out, f);
    }
    out
}

fn error(out: &mut Vec<Diagnostic>, span: &Span, message: String) {
    out.push(Diagnostic::new(Loc::span(span.clone()), message));
}

/// Whether the rules can compare `t` (named types are not resolved here).
fn comparable(t: &Type) -> bool {
    match t {
        Type::Named(_) | Type::Metadata => false,
        Type::Array(_, e) | Type::Vector { elem: e, .. } => comparable(e),
        Type::Struct { fields, .. } => fields.iter().all(comparable),
        _ => true,
    }
}

/// `want` and `got` must be one type (when both are comparable).
fn same(out: &mut Vec<Diagnostic>, want: &Type, got: &Type, span: &Span, what: &str) {
    if want != got && comparable(want) && comparable(got) {
        error(out, span, format!("{what} has type `{got}` where `{want}` is expected"));
    }
}

/// The scalar type of `t`, or of its elements when it is a vector.
fn scalar(t: &Type) -> &Type {
    match t {
        Type::Vector { elem, .. } => elem,
        t => t,
    }
}

fn is_float(t: &Type) -> bool {
    matches!(t, Type::Half | Type::BFloat | Type::Float | Type::Double | Type::Fp128 | Type::X86Fp80 | Type::PpcFp128)
}

/// A floating-point type's width in bits.
fn float_bits(t: &Type) -> Option<u32> {
    Some(match t {
        Type::Half | Type::BFloat => 16,
        Type::Float => 32,
        Type::Double => 64,
        Type::X86Fp80 => 80,
        Type::Fp128 | Type::PpcFp128 => 128,
        _ => return None,
    })
}

/// Constant aggregates: their length and their elements' types are the type's.
fn constant(out: &mut Vec<Diagnostic>, op: &Operand) {
    match (&op.value, &op.ty) {
        (Value::Array(elems), Type::Array(n, e)) => {
            if elems.len() as u64 != *n {
                error(out, &op.span, format!("an array of type `{}` with {} element(s)", op.ty, elems.len()));
            }
            for x in elems {
                same(out, e, &x.ty, &x.span, "the element");
                constant(out, x);
            }
        }
        (Value::Vector(elems), Type::Vector { len, elem, scalable: false }) => {
            if elems.len() as u64 != u64::from(*len) {
                error(out, &op.span, format!("a vector of type `{}` with {} element(s)", op.ty, elems.len()));
            }
            for x in elems {
                same(out, elem, &x.ty, &x.span, "the element");
                constant(out, x);
            }
        }
        (Value::Bytes(b), Type::Array(n, e)) if b.len() as u64 != *n || **e != Type::Int(8) => {
            error(out, &op.span, format!("a string of {} byte(s) as a `{}`", b.len(), op.ty));
        }
        (Value::Struct { packed, fields }, Type::Struct { packed: packed_ty, fields: tys }) => {
            if packed != packed_ty {
                let written = if *packed { "a packed" } else { "an unpacked" };
                error(out, &op.span, format!("{written} struct constant as a `{}`", op.ty));
            }
            if fields.len() != tys.len() {
                error(out, &op.span, format!("a struct of type `{}` with {} field(s)", op.ty, fields.len()));
            }
            for (x, t) in fields.iter().zip(tys) {
                same(out, t, &x.ty, &x.span, "the field");
                constant(out, x);
            }
        }
        (Value::Array(_) | Value::Bytes(_), t) if !matches!(t, Type::Array(..)) && comparable(t) => {
            error(out, &op.span, format!("a constant array as a `{t}`"))
        }
        (Value::Vector(_), t) if !matches!(t, Type::Vector { .. }) && comparable(t) => {
            error(out, &op.span, format!("a constant vector as a `{t}`"))
        }
        (Value::Struct { .. }, t) if !matches!(t, Type::Struct { .. }) && comparable(t) => {
            error(out, &op.span, format!("a constant struct as a `{t}`"))
        }
        (Value::Int(_), t) if !matches!(t, Type::Int(_)) && comparable(t) => {
            error(out, &op.span, format!("an integer constant as a `{t}`"))
        }
        (Value::Float(_), t) if !is_float(t) && comparable(t) => {
            error(out, &op.span, format!("a floating-point constant as a `{t}`"))
        }
        (Value::Null, t) if !matches!(t, Type::Ptr { .. }) && comparable(t) => {
            error(out, &op.span, format!("`null` as a `{t}`, not a pointer"))
        }
        _ => {}
    }
}

/// The type of each local value whose type the rules know: the parameters' and the
/// results' of the instructions.
fn local_types(f: &Function) -> HashMap<&Name, Type> {
    let mut types = HashMap::new();
    for p in &f.params {
        if let Some(n) = &p.name {
            types.insert(n, p.ty.clone());
        }
    }
    for b in f.blocks.iter().flatten() {
        for i in &b.instructions {
            let Some(name) = &i.result else { continue };
            if let Some(t) = result_type(&i.kind) {
                types.insert(name, t);
            }
        }
    }
    types
}

/// The type an instruction's result has, where the reader knows it.
fn result_type(kind: &InstKind) -> Option<Type> {
    Some(match kind {
        InstKind::Binary { lhs, .. } => lhs.ty.clone(),
        InstKind::FNeg { operand, .. } | InstKind::Freeze(operand) => operand.ty.clone(),
        InstKind::ICmp { lhs, .. } | InstKind::FCmp { lhs, .. } => match &lhs.ty {
            Type::Vector { len, scalable, .. } => {
                Type::Vector { len: *len, scalable: *scalable, elem: Box::new(Type::Int(1)) }
            }
            _ => Type::Int(1),
        },
        // Without `addrspace(N)` the data layout's alloca address space, not read here.
        InstKind::Alloca { addrspace: Some(a), .. } => Type::Ptr { addrspace: *a },
        InstKind::Load { ty, .. } | InstKind::Phi { ty, .. } | InstKind::VaArg { ty, .. } => ty.clone(),
        InstKind::Cast { to, .. } => to.clone(),
        InstKind::Select { then, .. } => then.ty.clone(),
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } => c.ret.clone(),
        InstKind::InsertValue { aggregate, .. } | InstKind::InsertElement { vector: aggregate, .. } => {
            aggregate.ty.clone()
        }
        InstKind::LandingPad { ty, .. } => ty.clone(),
        InstKind::ExtractElement { vector: Operand { ty: Type::Vector { elem, .. }, .. }, .. } => (**elem).clone(),
        InstKind::ShuffleVector { a: Operand { ty: Type::Vector { elem, .. }, .. }, mask, .. } => match &mask.ty {
            Type::Vector { len, scalable, .. } => Type::Vector { len: *len, scalable: *scalable, elem: elem.clone() },
            _ => return None,
        },
        _ => return None,
    })
}

fn function(out: &mut Vec<Diagnostic>, f: &Function) {
    let blocks = f.blocks.as_deref().unwrap_or_default();
    let types = local_types(f);
    let preds = predecessors(blocks);
    for b in blocks {
        for i in &b.instructions {
            let mut ops = i.kind.operands();
            // A call's callee is a pointer of its call's address space, which the text
            // writes apart (`call addrspace(1) …`): any pointer is judged right.
            let callee = match &i.kind {
                InstKind::Call(c) | InstKind::Invoke { call: c, .. } => Some(&c.callee),
                _ => None,
            };
            if let InstKind::Phi { incoming, .. } = &i.kind {
                ops.extend(incoming.iter().map(|(op, _)| op));
                phi(out, &preds, b, incoming, &i.span);
            }
            for op in ops {
                if let Value::Local(n) = &op.value {
                    if let Some(t) = types.get(n).filter(|_| op.ty != Type::Metadata) {
                        let is_callee = callee.is_some_and(|c| std::ptr::eq(c, op));
                        let fits = if is_callee { matches!(t, Type::Ptr { .. }) } else { *t == op.ty };
                        if !fits && comparable(t) && comparable(&op.ty) {
                            error(out, &op.span, format!("`%{n}` has type `{t}`, used here as `{}`", op.ty));
                        }
                    }
                }
                constant(out, op);
            }
            rules(out, f, &i.kind, &i.span);
        }
    }
}

/// A φ node names each predecessor of its block, and only those, with one value per
/// predecessor (listed twice, the same value twice).
fn phi(
    out: &mut Vec<Diagnostic>,
    preds: &HashMap<&Name, HashSet<&Name>>,
    b: &Block,
    incoming: &[(Operand, Label)],
    span: &Span,
) {
    let empty = HashSet::new();
    let block_preds = preds.get(&b.label).unwrap_or(&empty);
    let mut values: HashMap<&Name, &Value> = HashMap::new();
    for (op, label) in incoming {
        if !block_preds.contains(&label.name) {
            error(out, &label.span, format!("`%{}` is not a predecessor of `%{}`", label.name, b.label));
        } else if values.insert(&label.name, &op.value).is_some_and(|v| *v != op.value) {
            error(out, &op.span, format!("a second, different value for the edge from `%{}`", label.name));
        }
    }
    let mut missing: Vec<String> =
        block_preds.iter().filter(|p| !values.contains_key(*p)).map(|p| format!("`%{p}`")).collect();
    if !missing.is_empty() {
        missing.sort();
        error(out, span, format!("the φ node has no value for the edge from {}", missing.join(", ")));
    }
}

/// Each block's predecessors, by label.
fn predecessors(blocks: &[Block]) -> HashMap<&Name, HashSet<&Name>> {
    let mut preds: HashMap<&Name, HashSet<&Name>> = HashMap::new();
    for b in blocks {
        for l in b.instructions.last().map(|i| i.kind.successors()).unwrap_or_default() {
            preds.entry(&l.name).or_default().insert(&b.label);
        }
    }
    preds
}

/// The rules of one instruction beyond its operands' types.
fn rules(out: &mut Vec<Diagnostic>, f: &Function, kind: &InstKind, span: &Span) {
    match kind {
        InstKind::Ret(None) if f.ret != Type::Void => {
            error(out, span, format!("`ret void` in a function returning `{}`", f.ret))
        }
        InstKind::Ret(Some(v)) => same(out, &f.ret, &v.ty, &v.span, "the returned value"),
        InstKind::CondBr { cond, .. } => same(out, &Type::Int(1), &cond.ty, &cond.span, "a branch condition"),
        InstKind::Switch { value, cases, .. } => {
            let Type::Int(bits) = value.ty else {
                return error(out, &value.span, format!("a switch on a `{}`, not an integer", value.ty));
            };
            let mut seen = HashSet::new();
            for (c, _) in cases {
                same(out, &value.ty, &c.ty, &c.span, "the case");
                let key = match &c.value {
                    Value::Int(v) => {
                        let m = num_bigint::BigInt::from(1) << bits;
                        ((v % &m) + &m) % &m
                    }
                    Value::Bool(b) => num_bigint::BigInt::from(u8::from(*b)),
                    _ => {
                        error(out, &c.span, "a switch case is an integer constant".into());
                        continue;
                    }
                };
                if !seen.insert(key) {
                    error(out, &c.span, "a switch case written twice".into());
                }
            }
        }
        InstKind::Binary { op, lhs, rhs, .. } => {
            same(out, &lhs.ty, &rhs.ty, &rhs.span, "the second operand");
            let float = matches!(op, BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem);
            let t = scalar(&lhs.ty);
            if float && !is_float(t) {
                error(out, &lhs.span, format!("a floating-point operation on `{}`", lhs.ty));
            } else if !float && !matches!(t, Type::Int(_)) {
                error(out, &lhs.span, format!("an integer operation on `{}`", lhs.ty));
            }
        }
        InstKind::FNeg { operand, .. } if !is_float(scalar(&operand.ty)) => {
            error(out, &operand.span, format!("`fneg` of `{}`", operand.ty))
        }
        InstKind::ICmp { lhs, .. } if !matches!(scalar(&lhs.ty), Type::Int(_) | Type::Ptr { .. }) => {
            error(out, &lhs.span, format!("`icmp` on `{}`", lhs.ty))
        }
        InstKind::FCmp { lhs, .. } if !is_float(scalar(&lhs.ty)) => {
            error(out, &lhs.span, format!("`fcmp` on `{}`", lhs.ty))
        }
        InstKind::Load { ptr, .. } | InstKind::Store { ptr, .. } if !matches!(ptr.ty, Type::Ptr { .. }) => {
            error(out, &ptr.span, format!("a load or store through `{}`, not a pointer", ptr.ty))
        }
        InstKind::Select { cond, then, otherwise, .. } => {
            same(out, &then.ty, &otherwise.ty, &otherwise.span, "the second arm");
            let vector_arms = matches!(then.ty, Type::Vector { .. });
            let lanes = |t: &Type| match t {
                Type::Vector { len, scalable, .. } => Some((*len, *scalable)),
                _ => None,
            };
            let other_lanes = vector_arms && lanes(&cond.ty).is_some_and(|c| Some(c) != lanes(&then.ty));
            if *scalar(&cond.ty) != Type::Int(1)
                || matches!(cond.ty, Type::Vector { .. }) && !vector_arms
                || other_lanes
            {
                error(out, &cond.span, format!("a `select` condition of type `{}`", cond.ty));
            }
        }
        InstKind::ExtractElement { vector, index } => element(out, vector, None, index),
        InstKind::InsertElement { vector, value, index } => element(out, vector, Some(value), index),
        InstKind::ShuffleVector { a, b, mask } => {
            same(out, &a.ty, &b.ty, &b.span, "the second vector");
            let Type::Vector { scalable, .. } = &a.ty else {
                return error(out, &a.span, format!("`shufflevector` of a `{}`, not a vector", a.ty));
            };
            match &mask.ty {
                Type::Vector { scalable: s, elem, .. } if s == scalable && **elem == Type::Int(32) => {}
                t => error(out, &mask.span, format!("a `shufflevector` mask of type `{t}`")),
            }
        }
        InstKind::Cast { op, value, to, .. } => cast(out, *op, &value.ty, to, span),
        _ => {}
    }
}

/// `extractelement` and `insertelement`: a vector, an element of its element type, an
/// integer index.
fn element(out: &mut Vec<Diagnostic>, vector: &Operand, value: Option<&Operand>, index: &Operand) {
    let Type::Vector { elem, .. } = &vector.ty else {
        return error(out, &vector.span, format!("a vector is expected, not `{}`", vector.ty));
    };
    if let Some(v) = value {
        same(out, elem, &v.ty, &v.span, "the element");
    }
    if !matches!(index.ty, Type::Int(_)) {
        error(out, &index.span, format!("a vector index of type `{}`", index.ty));
    }
}

/// A cast between scalars (vectors cast element-wise; their lengths are not checked).
fn cast(out: &mut Vec<Diagnostic>, op: CastOp, from: &Type, to: &Type, span: &Span) {
    let (a, b) = (scalar(from), scalar(to));
    let space = |t: &Type| match t {
        Type::Ptr { addrspace } => Some(*addrspace),
        _ => None,
    };
    let int = |t: &Type| match t {
        Type::Int(n) => Some(*n),
        _ => None,
    };
    let ptr = |t: &Type| matches!(t, Type::Ptr { .. });
    // Element-wise conversions keep the number of elements (and scalability).
    let shape = |t: &Type| match t {
        Type::Vector { len, scalable, .. } => Some((*len, *scalable)),
        _ => None,
    };
    let ok = match op {
        // Vectors convert element-wise, to vectors of as many elements only (except
        // `bitcast`).
        _ if op != CastOp::BitCast && shape(from) != shape(to) => false,
        // A pointer is bit-cast only to a pointer of its own address space.
        CastOp::BitCast if space(a).is_some() || space(b).is_some() => space(a).is_some() && space(a) == space(b),
        // Only first-class non-aggregate values are bit-cast.
        CastOp::BitCast if [a, b].iter().any(|t| matches!(t, Type::Struct { .. } | Type::Array(..))) => false,
        // Undecidable here (a named type, a scalable vector): accepted.
        CastOp::BitCast if bit_width(from).is_none() || bit_width(to).is_none() => true,
        CastOp::Trunc => matches!((int(a), int(b)), (Some(x), Some(y)) if x > y),
        CastOp::ZExt | CastOp::SExt => matches!((int(a), int(b)), (Some(x), Some(y)) if x < y),
        CastOp::FpTrunc => matches!((float_bits(a), float_bits(b)), (Some(x), Some(y)) if x > y),
        CastOp::FpExt => matches!((float_bits(a), float_bits(b)), (Some(x), Some(y)) if x < y),
        CastOp::FpToUi | CastOp::FpToSi => is_float(a) && int(b).is_some(),
        CastOp::UiToFp | CastOp::SiToFp => int(a).is_some() && is_float(b),
        CastOp::PtrToInt => ptr(a) && int(b).is_some(),
        CastOp::IntToPtr => int(a).is_some() && ptr(b),
        CastOp::AddrSpaceCast => ptr(a) && ptr(b) && space(a) != space(b),
        CastOp::BitCast => from == to || matches!((bit_width(from), bit_width(to)), (Some(x), Some(y)) if x == y),
    };
    if !ok {
        error(out, span, format!("`{}` cannot convert `{from}` to `{to}`", op.keyword()));
    }
}

/// A first-class value's width in bits for `bitcast`: a scalar's, a fixed vector's
/// elements' together (a pointer counts 64); `None` where the rules do not judge.
fn bit_width(t: &Type) -> Option<u64> {
    match t {
        Type::Int(n) => Some(u64::from(*n)),
        Type::Ptr { .. } => Some(64),
        Type::Vector { len, scalable: false, elem } => bit_width(elem).map(|w| w * u64::from(*len)),
        t => float_bits(t).map(u64::from),
    }
}
