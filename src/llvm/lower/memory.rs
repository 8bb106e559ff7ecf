//! Memory instructions: `alloca` (an allocation freed at every `ret`), `load` and
//! `store` of values with their poison (kept as unwritten bits: `tryload`,
//! `forget`; a `volatile` one as a plain one), and `getelementptr`'s address
//! arithmetic in bits (`semantics/llvm.md`, "Memory").

use super::build::{boolean, int};
use super::func::FnLower;
use super::layout::{err, packed_lanes};
use super::leaves::{leaves, places};
use super::repr::{is_vector, Lanes, Repr, V};
use crate::diag::Diagnostic;
use crate::ir::{BinOp as K, Int, Op, Operand, Type, UnOp, Value as KValue};
use crate::llvm::syntax::{GepFlags, InstKind, Instruction, Operand as LOperand, Span, Type as LType, Value};
use num_bigint::BigInt;

impl<'m> FnLower<'_, 'm> {
    pub(super) fn memory(&mut self, i: &'m Instruction) -> Result<(), Diagnostic> {
        let at = &i.span;
        match &i.kind {
            InstKind::Alloca { ty, count, .. } => {
                let size = self.cx.layout.size(ty, at)?;
                let bits = match count {
                    None => int(8 * size as i64),
                    Some(c) => {
                        let r = Repr::of(&c.ty, &c.span)?;
                        let n = self.operand(c, r)?;
                        self.ub_if(n.p, "an `alloca` count is poison", &c.span);
                        self.b.bin(&self.name(i, "bits"), K::Mul, n.v, int(8 * size as i64))
                    }
                };
                let a = self.b.emit(&self.name(i, ""), Type::Int, Op::Alloc(bits));
                match (self.in_entry, self.dynamic.clone()) {
                    (true, _) => self.allocas.push(a.clone()),
                    (false, Some(head)) => self.dynamic_alloca(head, a.clone(), &self.name(i, "node")),
                    (false, None) => {
                        return Err(err(at, "an `alloca` outside the entry block of a function without one"))
                    }
                }
                self.bind(i, V::defined(a))
            }
            InstKind::Load { ty, ptr, .. } => {
                let name = self.name(i, "");
                if let Some(l) = Lanes::of(ty, at)? {
                    let stride = l.stride().ok_or_else(|| err(at, packed_lanes(elem(ty))))?;
                    let a = self.address(ptr)?;
                    let mut out = Vec::new();
                    for k in 0..l.n {
                        let part = format!("{name}.{k}");
                        let ak = self.lane_address(&a, k, stride, &part);
                        out.push(self.load(ak, l.elem, &part));
                    }
                    let key = self.result(i)?;
                    self.vectors.insert(key, out);
                    return Ok(());
                }
                if let Some(ls) = leaves(&self.cx.layout, ty, at)? {
                    // Leaf by leaf, each at its offset; padding is not read.
                    let (places, _) = places(&self.cx.layout, ty, at)?;
                    let a = self.address(ptr)?;
                    let mut out = Vec::new();
                    for (k, (r, (offset, _))) in ls.iter().zip(places).enumerate() {
                        let part = format!("{name}.{k}");
                        let ak = self.b.bin(&format!("{part}.at"), K::Add, a.clone(), int(8 * offset as i64));
                        out.push(self.load(ak, *r, &part));
                    }
                    return self.bind_aggregate(i, out);
                }
                let r = Repr::of(ty, at)?;
                let a = self.address(ptr)?;
                let v = self.load(a, r, &name);
                self.bind(i, v)
            }
            InstKind::Store { value, ptr, .. } => {
                if let Some(l) = Lanes::of(&value.ty, &value.span)? {
                    let stride = l.stride().ok_or_else(|| err(&value.span, packed_lanes(elem(&value.ty))))?;
                    let xs = self.lanes(value, l)?;
                    let a = self.address(ptr)?;
                    for (k, x) in (0..l.n).zip(xs) {
                        let ak = self.lane_address(&a, k, stride, "%.lane");
                        self.store(ak, l.elem, x);
                    }
                    return Ok(());
                }
                if let Some(ls) = leaves(&self.cx.layout, &value.ty, &value.span)? {
                    // Leaf by leaf, each at its offset; the padding between and after
                    // the leaves is forgotten (poison), as LLVM leaves it unspecified.
                    let (places, size) = places(&self.cx.layout, &value.ty, &value.span)?;
                    let xs = self.aggregate(value, &value.ty)?;
                    let a = self.address(ptr)?;
                    // In bits: an `iN` leaf writes N bits, and the rest of its bytes are
                    // unspecified too.
                    let mut end = 0u64;
                    for (r, (x, (offset, _))) in ls.iter().zip(xs.into_iter().zip(places)) {
                        self.forget_bits(&a, end, 8 * offset);
                        let ak = self.b.bin("%.field.at", K::Add, a.clone(), int(8 * offset as i64));
                        self.store(ak, *r, x);
                        end = 8 * offset + u64::from(r.bits());
                    }
                    self.forget_bits(&a, end, 8 * size);
                    return Ok(());
                }
                let r = Repr::of(&value.ty, &value.span)?;
                let x = self.operand(value, r)?;
                let a = self.address(ptr)?;
                self.store(a, r, x);
                Ok(())
            }
            InstKind::Gep { base, indices, .. } if is_vector(&base.ty) || indices.iter().any(|x| is_vector(&x.ty)) => {
                Err(err(at, "a `getelementptr` with vector operands is not supported"))
            }
            InstKind::Gep { flags, source, base, indices } => {
                let v = self.gep(flags, source, base, indices, &self.name(i, ""), at)?;
                self.bind(i, v)
            }
            _ => Err(err(at, "not a memory instruction")),
        }
    }

    /// A load of a value of representation `r` from bit address `a`, poison when a bit
    /// of it is.
    fn load(&mut self, a: Operand, r: Repr, name: &str) -> V {
        let w = self.b.emit(&format!("{name}.bits"), Type::Int, Op::TryLoad(a, r.bits()));
        let p = self.b.bin(&format!("{name}.poison"), K::Lt, w.clone(), int(0i64));
        let v = match r {
            Repr::Bool => {
                let low = self.b.bin(&format!("{name}.low"), K::And, w, int(1i64));
                self.b.bin(name, K::Ne, low, int(0i64))
            }
            // Memory holds a pointer's byte address, as `ptrtoint` gives it.
            Repr::Ptr => self.b.bin(name, K::Shl, w, int(3i64)),
            Repr::Int(n) => self.b.wrap(name, true, n, w),
            Repr::Double => self.b.wrap(name, true, 64, w),
            Repr::Float => self.b.emit(name, Type::Int, Op::Unary(UnOp::FWiden, w)),
        };
        V { v, p: Some(p) }
    }

    /// An `alloca` outside the entry block (a C variable-length array), allocated as
    /// `a`: it joins the function's dynamic chain, whose head is the word at `head` (an
    /// entry allocation): a node of two words, the previous head and `a`. A `ret` frees
    /// the chain, and `llvm.stackrestore` the part added since its `llvm.stacksave`
    /// (`runtime.rs`, `unwind`).
    fn dynamic_alloca(&mut self, head: Operand, a: Operand, name: &str) {
        let node = self.b.emit(name, Type::Int, Op::Alloc(int(128i64)));
        let previous = self.b.emit(&format!("{name}.next"), Type::Int, Op::Load(head.clone(), 64));
        self.b.push(None, Op::Store(node.clone(), previous, 64));
        let object_at = self.b.bin(&format!("{name}.object.at"), K::Add, node.clone(), int(64i64));
        self.b.push(None, Op::Store(object_at, a, 64));
        self.b.push(None, Op::Store(head, node, 64));
    }

    /// The bits `from .. to` after bit address `a` forgotten (poison), if any. A gap
    /// between an aggregate's leaves is below one alignment (16 bytes), so its width
    /// fits a `forget`'s.
    fn forget_bits(&mut self, a: &Operand, from: u64, to: u64) {
        if from >= to {
            return;
        }
        let at = self.b.bin("%.padding.at", K::Add, a.clone(), int(from as i64));
        let bits = u32::try_from(to - from).unwrap_or(u32::MAX);
        self.b.push(None, Op::Forget(at, boolean(true), bits));
    }

    /// A store of `x` at bit address `a`, its bits forgotten when it is poison. A
    /// pointer is stored as its byte address (its bit address is always a multiple of
    /// 8), as the target stores it.
    pub(super) fn store(&mut self, a: Operand, r: Repr, x: V) {
        let v = match r {
            Repr::Bool => self.b.select("%.byte", x.v, int(1i64), int(0i64)),
            Repr::Float => self.b.emit("%.binary32", Type::Int, Op::Unary(UnOp::FNarrow, x.v)),
            // The byte address, so that a pointer stored and read back as an `i64` (a
            // `long` that holds one, a union) is what `ptrtoint` makes of it.
            Repr::Ptr => self.b.bin("%.byte.address", K::Shr, x.v, int(3i64)),
            _ => x.v,
        };
        self.b.push(None, Op::Store(a.clone(), v, r.bits()));
        if let Some(p) = x.p {
            self.b.push(None, Op::Forget(a, p, r.bits()));
        }
    }

    /// The bit address of lane `k` of a vector at `a`, lanes `stride` bits apart.
    fn lane_address(&mut self, a: &Operand, k: u32, stride: u32, name: &str) -> Operand {
        if k == 0 {
            return a.clone();
        }
        self.b.bin(&format!("{name}.at"), K::Add, a.clone(), int(i64::from(k) * i64::from(stride)))
    }

    /// The address an access goes to: undefined behaviour when it is poison.
    pub(super) fn address(&mut self, ptr: &'m LOperand) -> Result<Operand, Diagnostic> {
        let a = self.operand(ptr, Repr::Ptr)?;
        self.ub_if(a.p, "an access through a poison pointer", &ptr.span);
        Ok(a.v)
    }

    /// `getelementptr`: the base plus each index times its stride, in bits. With
    /// `inbounds` or `nusw` the address must stay in `[0, 2⁶⁴)` bytes, with `nuw` the
    /// offset must not be negative, or the result is poison.
    pub(super) fn gep(
        &mut self,
        flags: &GepFlags,
        source: &'m LType,
        base: &'m LOperand,
        indices: &'m [LOperand],
        name: &str,
        at: &Span,
    ) -> Result<V, Diagnostic> {
        let b = self.operand(base, Repr::Ptr)?;
        let mut p = b.p;
        let mut offset = int(0i64);
        let mut constant = BigInt::from(0);
        let mut ty: &LType = source;
        for (k, idx) in indices.iter().enumerate() {
            let stride_ty = if k == 0 { source } else { self.cx.layout.resolve(ty, at)? };
            let (step, next): (Option<u64>, &LType) = match (k, stride_ty) {
                (0, t) => (Some(self.cx.layout.size(t, at)?), t),
                (_, LType::Array(_, e)) => (Some(self.cx.layout.size(e, at)?), e),
                (_, LType::Struct { packed, fields }) => {
                    let Value::Int(f) = &idx.value else {
                        return Err(err(&idx.span, "a struct index must be a constant"));
                    };
                    let f = usize::try_from(f).ok().filter(|f| *f < fields.len());
                    let Some(f) = f else { return Err(err(&idx.span, "no such field")) };
                    let (offs, _, _) = self.cx.layout.fields(fields, *packed, at)?;
                    constant += BigInt::from(offs[f]) * 8;
                    ty = &fields[f];
                    continue;
                }
                _ => return Err(err(&idx.span, "an index into a type that is not an array or a struct")),
            };
            ty = next;
            let Some(step) = step else { continue };
            let r = Repr::of(&idx.ty, &idx.span)?;
            if let Value::Int(c) = &idx.value {
                if let Repr::Int(n) = r {
                    let c = super::repr::signed(c, n);
                    constant += c.to_big() * BigInt::from(step) * 8;
                    continue;
                }
            }
            let x = self.operand(idx, r)?;
            p = self.b.or(&format!("{name}.in"), p, x.p);
            let scaled = self.b.bin(&format!("{name}.i{k}"), K::Mul, x.v, int(8 * step as i64));
            offset =
                if offset == int(0i64) { scaled } else { self.b.bin(&format!("{name}.o{k}"), K::Add, offset, scaled) };
        }
        if constant != BigInt::from(0) {
            let c = Operand::Const(KValue::Int(Int::from_big(constant)));
            offset = if offset == int(0i64) { c } else { self.b.bin(&format!("{name}.oc"), K::Add, offset, c) };
        }
        if offset == int(0i64) {
            return Ok(V { v: b.v, p });
        }
        let mut v = self.b.bin(name, K::Add, b.v, offset.clone());
        if flags.inbounds || flags.nusw {
            let lo = self.b.bin(&format!("{name}.below"), K::Lt, v.clone(), int(0i64));
            let limit = Operand::Const(KValue::Int(Int::from_big(BigInt::from(1) << 67)));
            let hi = self.b.bin(&format!("{name}.above"), K::Ge, v.clone(), limit);
            let out = self.b.bin(&format!("{name}.wraps"), K::Or, lo, hi);
            p = self.b.or(&format!("{name}.poison"), p, Some(out));
        } else {
            // Without `inbounds` or `nusw` the address wraps around 2^64 bytes: a pointer
            // is always a bit address in `[0, 2^67)` (null − 1 byte is the last byte).
            v = self.b.wrap(&format!("{name}.wrapped"), false, 67, v);
        }
        if flags.nuw {
            let neg = self.b.bin(&format!("{name}.negative"), K::Lt, offset, int(0i64));
            p = self.b.or(&format!("{name}.poison.u"), p, Some(neg));
        }
        Ok(V { v, p })
    }
}

/// The element type of a vector type.
fn elem(t: &LType) -> &LType {
    match t {
        LType::Vector { elem, .. } => elem,
        t => t,
    }
}
