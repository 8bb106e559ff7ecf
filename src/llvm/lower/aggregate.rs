//! Aggregates as values (`semantics/llvm.md`, "Aggregates"): a struct or array value
//! (`{ T, … }`, `[N x T]`, a named struct) whose leaves are scalars is held as its
//! leaves, flattened in order, each a value of its representation with its own poison
//! flag. `extractvalue` and `insertvalue` move leaves; a φ, a `select` or a `freeze` of
//! an aggregate works leaf by leaf; across a call or a return the leaves travel in one
//! `int` (`leaves.rs`). The `llvm.{s,u}{add,sub,mul}.with.overflow` intrinsics return
//! `{ iN, i1 }`: the wrapped result and whether it wrapped.

use super::func::FnLower;
use super::layout::err;
use super::leaves::{count, leaves, member};
use super::repr::{Repr, V};
use crate::diag::Diagnostic;
use crate::ir::BinOp as K;
use crate::llvm::syntax::{Call, InstKind, Instruction, Operand as LOperand, Span, Type as LType, Value};

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
        // A member without scalars (`{}`, `[N x {}]`) has none to give.
        if count(&self.cx.layout, &op.ty, &op.span)? == 0 {
            return Ok(Vec::new());
        }
        match leaves(&self.cx.layout, &op.ty, &op.span)? {
            Some(_) => self.aggregate(op, &op.ty),
            None => Ok(vec![self.operand(op, Repr::of(&op.ty, &op.span)?)?]),
        }
    }

    /// Undefined behaviour `rule` at `span` when any of the leaves `vs` is poison (a
    /// `noundef` aggregate crossing a call or a return).
    pub(super) fn ub_if_any_poison(&mut self, vs: &[V], rule: &'static str, span: &Span, name: &str) {
        let any = vs.iter().fold(None, |acc, x| self.b.or(&format!("{name}.poison"), acc, x.p.clone()));
        self.ub_if(any, rule, span);
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
