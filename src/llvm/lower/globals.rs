//! The globals' block: every global variable at its aligned offset, one byte per
//! defined function (its address, for `ptr @f`), the initializers written by the
//! start function before it calls `main`, and the constant strings `printf` reads.

use super::build::{int, Build};
use super::layout::{err, packed_lanes, Layout};
use super::repr::{signed, unpack, Lanes, Repr, V};
use super::{is_weak_undefined, Ctx, Site, START};
use crate::diag::Diagnostic;
use crate::ir::{BinOp as K, Callee, Function, Int, Op, Operand, Terminator, Type, Value as KValue};
use crate::llvm::syntax::{CastOp, ConstExpr, Global, Module, Name, Operand as LOperand, Span, Type as LType, Value};
use num_bigint::BigInt;
use std::collections::HashMap;

/// The offsets of globals and function slots, and the block's size in bytes.
pub(super) fn layout<'m>(module: &'m Module, layout: &Layout<'m>) -> Result<(HashMap<&'m Name, u64>, u64), Diagnostic> {
    let mut offsets = HashMap::new();
    // Offset 0 is never an object's, so no object is at the block's base by accident.
    let mut at = 16u64;
    for g in &module.globals {
        let (size, align) = layout.size_align(&g.ty, &g.span)?;
        let align = align.max(g.align.unwrap_or(1)).clamp(1, 4096);
        at = at.next_multiple_of(align);
        offsets.insert(&g.name, at);
        at = at
            .checked_add(size.max(1))
            .filter(|a| *a <= super::layout::MAX_BYTES)
            .ok_or_else(|| err(&g.span, "the globals are too large"))?;
    }
    // A function, defined or only declared, has one byte as its address (`ptr @f`);
    // an `extern_weak` one that is not defined has null (`Ctx::weak_undefined`).
    for f in module.functions.iter().filter(|f| !is_weak_undefined(f)) {
        offsets.insert(&f.name, at);
        at += 1;
    }
    Ok((offsets, at.next_multiple_of(16)))
}

/// One piece of an initializer, at a byte offset.
enum Item<'m> {
    /// An integer of `bits` bits (a `double`'s bit pattern included).
    Int(Int, u32),
    Bytes(&'m [u8]),
    /// The address of a global, plus bytes.
    Addr(&'m Name, i64),
    Zero(u64),
}

impl<'m> Ctx<'m> {
    /// The bytes of the constant global `op` points into, from where it points to the
    /// object's end.
    pub(super) fn constant_bytes(&self, op: &LOperand) -> Option<&[u8]> {
        let (name, offset) = match &op.value {
            Value::Global(n) => (n, 0usize),
            Value::Expr(e) => match &**e {
                ConstExpr::Gep { base: LOperand { value: Value::Global(n), .. }, indices, source, .. } => {
                    let mut off = 0i64;
                    let mut ty = source;
                    for (k, i) in indices.iter().enumerate() {
                        let Value::Int(v) = &i.value else { return None };
                        let v = i64::try_from(v).ok()?;
                        let step = if k == 0 {
                            self.layout.size(ty, &op.span).ok()?
                        } else {
                            let LType::Array(_, e) = ty else { return None };
                            ty = e;
                            self.layout.size(e, &op.span).ok()?
                        };
                        off += v * step as i64;
                    }
                    (n, usize::try_from(off).ok()?)
                }
                _ => return None,
            },
            _ => return None,
        };
        let g = self.module.globals.iter().find(|g| &g.name == name && g.constant)?;
        let Some(LOperand { value: Value::Bytes(b), .. }) = &g.init else { return None };
        b.get(offset..)
    }

    /// The C string `op` points to in a constant global, up to its NUL (or the
    /// object's end, when `constant_bytes` holds none: a read past it is undefined).
    pub(super) fn constant_string(&self, op: &LOperand) -> Option<Vec<u8>> {
        let b = self.constant_bytes(op)?;
        Some(b.iter().take_while(|c| **c != 0).copied().collect())
    }

    /// The pieces of an initializer of type `ty` at byte `at`.
    fn items(
        &self,
        init: &'m LOperand,
        ty: &'m LType,
        at: u64,
        out: &mut Vec<(u64, Item<'m>)>,
    ) -> Result<(), Diagnostic> {
        let span = &init.span;
        let ty = self.layout.resolve(ty, span)?;
        match (&init.value, ty) {
            (Value::ZeroInitializer | Value::Null, t) => out.push((at, Item::Zero(self.layout.size(t, span)?))),
            (Value::Undef | Value::Poison, _) => {}
            (Value::Int(i), LType::Int(n)) => out.push((at, Item::Int(signed(i, *n), Repr::of(ty, span)?.bits()))),
            (Value::Bool(b), LType::Int(1)) => out.push((at, Item::Int(Int::from(i64::from(*b)), 8))),
            (Value::Float(f), LType::Double) => {
                out.push((at, Item::Int(Int::from(super::repr::double_bits(f, span)?), 64)))
            }
            (Value::Float(f), LType::Float) => {
                // LLVM writes a `float` constant as the binary64 of its value, which
                // binary32 holds exactly: its 32 bits.
                let value = f64::from_bits(super::repr::double_bits(f, span)? as u64) as f32;
                out.push((at, Item::Int(Int::from(i64::from(value.to_bits() as i32)), 32)))
            }
            (Value::Bytes(b), LType::Array(..)) => out.push((at, Item::Bytes(b))),
            (Value::Global(n), LType::Ptr { .. }) => out.push((at, Item::Addr(n, 0))),
            (Value::Array(elems), LType::Array(_, e)) => {
                let step = self.layout.size(e, span)?;
                for (k, x) in elems.iter().enumerate() {
                    self.items(x, e, at + k as u64 * step, out)?;
                }
            }
            (Value::Vector(_) | Value::Splat(_), LType::Vector { len, elem, .. }) => {
                let lanes = Lanes::expect(ty, span)?;
                let step = u64::from(lanes.stride().ok_or_else(|| err(span, packed_lanes(elem)))? / 8);
                for k in 0..*len {
                    let x = match &init.value {
                        Value::Vector(xs) => xs.get(k as usize),
                        Value::Splat(x) => Some(&**x),
                        _ => None,
                    };
                    if let Some(x) = x {
                        self.items(x, elem, at + u64::from(k) * step, out)?;
                    }
                }
            }
            (Value::Struct { fields, .. }, LType::Struct { packed, fields: tys }) => {
                let (offs, _, _) = self.layout.fields(tys, *packed, span)?;
                for ((x, t), o) in fields.iter().zip(tys).zip(offs) {
                    self.items(x, t, at + o, out)?;
                }
            }
            (Value::Expr(e), LType::Ptr { .. }) => match &**e {
                ConstExpr::Gep { base: LOperand { value: Value::Global(n), .. }, indices, source, .. } => {
                    let off = self.constant_offset(source, indices, span)?;
                    out.push((at, Item::Addr(n, off)));
                }
                ConstExpr::Cast { op: CastOp::BitCast | CastOp::AddrSpaceCast, value, .. } => {
                    self.items(value, ty, at, out)?
                }
                _ => return Err(err(span, "this constant expression is not supported in an initializer")),
            },
            // In memory a pointer is its byte address in 64 bits, which is what
            // `ptrtoint` to `i64` gives: the same item.
            (Value::Expr(e), LType::Int(64)) => match &**e {
                ConstExpr::Cast { op: CastOp::PtrToInt, value, .. } if matches!(value.ty, LType::Ptr { .. }) => {
                    self.items(value, &value.ty, at, out)?
                }
                _ => return Err(err(span, "this constant expression is not supported in an initializer")),
            },
            _ => return Err(err(span, "this initializer is not supported")),
        }
        Ok(())
    }

    /// The byte offset of constant `getelementptr` indices.
    fn constant_offset(&self, source: &LType, indices: &[LOperand], span: &Span) -> Result<i64, Diagnostic> {
        let mut off = 0i64;
        let mut ty = source;
        for (k, i) in indices.iter().enumerate() {
            let Value::Int(v) = &i.value else { return Err(err(&i.span, "a constant index is expected")) };
            let v = i64::try_from(v).map_err(|_| err(&i.span, "an index too large"))?;
            if k == 0 {
                off += v * self.layout.size(ty, span)? as i64;
                continue;
            }
            match self.layout.resolve(ty, span)? {
                LType::Array(_, e) => {
                    off += v * self.layout.size(e, span)? as i64;
                    ty = e;
                }
                LType::Struct { packed, fields } => {
                    let (offs, _, _) = self.layout.fields(fields, *packed, span)?;
                    let f = usize::try_from(v)
                        .ok()
                        .filter(|f| *f < fields.len())
                        .ok_or_else(|| err(&i.span, "no such field"))?;
                    off += offs[f] as i64;
                    ty = &fields[f];
                }
                _ => return Err(err(&i.span, "an index into a type that is not an array or a struct")),
            }
        }
        Ok(off)
    }
}

/// The start function: allocate and initialize the globals, call `main` (with
/// `argc = 1` and an `argv` holding the program's name), halt with its value.
pub(super) fn start(cx: &Ctx<'_>, size: u64, sites: &mut Vec<Site>) -> Result<Function, Diagnostic> {
    let mut b = Build::new();
    let entry = b.block("entry".into(), vec![]);
    b.cur = entry;
    let g = b.emit("globals", Type::Int, Op::Alloc(int(8 * size as i64)));
    let mut items = Vec::new();
    for gl in &cx.module.globals {
        if let Some(init) = &gl.init {
            cx.items(init, &gl.ty, cx.offsets[&gl.name], &mut items)?;
        } else if is_stream(gl) {
            // C's `stdout`, `stderr` and `stdin`: each holds its own address, a pointer
            // no other stream has, which `fputs` and the rest compare (`calls.rs`).
            items.push((cx.offsets[&gl.name], Item::Addr(&gl.name, 0)));
        }
    }
    for (k, (at, item)) in items.into_iter().enumerate() {
        let addr = b.bin("at", K::Add, g.clone(), int(8 * at as i64));
        match item {
            Item::Int(v, bits) => b.push(None, Op::Store(addr, Operand::Const(KValue::Int(v)), bits)),
            Item::Bytes(bytes) => store_bytes(&mut b, addr, bytes),
            Item::Addr(n, 0) if cx.weak_undefined(n) => b.push(None, Op::Store(addr, int(0i64), 64)),
            Item::Addr(n, plus) => {
                let Some(off) = cx.global_offset(n) else {
                    return Err(err(&cx.module.globals[0].span, format!("unknown global `@{n}`")));
                };
                // In memory a pointer is its byte address (`memory.rs`, `store`).
                let v = b.bin("target", K::Add, g.clone(), int(8 * (off as i64 + plus)));
                let v = b.bin("target.byte", K::Shr, v, int(3i64));
                b.push(None, Op::Store(addr, v, 64));
            }
            Item::Zero(n) => store_zeros(&mut b, addr, n, k),
        }
    }
    let main = cx.module.functions.iter().find(|f| f.blocks.is_some() && f.name == Name::Named("main".into()));
    let Some(main) = main else { return Err(Diagnostic::new(Default::default(), "the module defines no `main`")) };
    let (id, sig) = &cx.funcs[&main.name];
    let mut args = vec![g.clone()];
    if sig.params.len() == 2 {
        let name = b.emit("argv0", Type::Int, Op::Alloc(int(64)));
        store_bytes(&mut b, name.clone(), b"main\0\0\0\0");
        let argv = b.emit("argv", Type::Int, Op::Alloc(int(128)));
        let name = b.bin("argv0.byte", K::Shr, name, int(3i64));
        b.push(None, Op::Store(argv.clone(), name, 64));
        let second = b.bin("argv1", K::Add, argv.clone(), int(64));
        b.push(None, Op::Store(second, int(0i64), 64));
        args.extend([int(1i64), argv]);
    } else if !sig.params.is_empty() {
        return Err(err(&main.span, "`main` takes no parameters or (argc, argv)"));
    }
    let callee = Operand::Const(KValue::Ref(Callee::Func(*id)));
    let result = match &sig.ret {
        None => {
            b.push(None, Op::Call(callee, args));
            int(0i64)
        }
        Some(super::Shape::Leaves(_)) => return Err(err(&main.span, "`main` returns an aggregate")),
        Some(super::Shape::Scalar(r)) => {
            let packed = b.emit("packed", Type::Int, Op::Call(callee, args));
            let V { v, p } = unpack(&mut b, *r, packed, "result");
            if let Some(p) = p {
                let code = sites.len() as i64;
                sites.push(Site { rule: "`main` returns poison", func: "main".into(), span: main.span.clone() });
                b.push(None, Op::Fail(p, int(code)));
            }
            v
        }
    };
    b.terminate(Terminator::Return(result));
    Ok(b.finish(START, Type::Int).0)
}

/// Stores bytes at a bit address, up to 64 bytes per store.
fn store_bytes(b: &mut Build, addr: Operand, bytes: &[u8]) {
    for (k, chunk) in bytes.chunks(64).enumerate() {
        let at = if k == 0 { addr.clone() } else { b.bin("at", K::Add, addr.clone(), int(512 * k as i64)) };
        let v = Int::from_big(BigInt::from_bytes_le(num_bigint::Sign::Plus, chunk));
        b.push(None, Op::Store(at, Operand::Const(KValue::Int(v)), 8 * chunk.len() as u32));
    }
}

/// Stores `n` zero bytes at a bit address, 512 bytes per store: in line up to
/// `ZEROS_IN_LINE` stores, else by a loop (named after `tag`), so that the start
/// function's size does not grow with the initializer's; the run pays for the bytes.
fn store_zeros(b: &mut Build, addr: Operand, n: u64, tag: usize) {
    const CHUNK: u64 = 512;
    let whole = n / CHUNK;
    let mut done = 0u64;
    if whole > ZEROS_IN_LINE {
        let bits = 8 * CHUNK as i64;
        let end = b.bin("zeros.end", K::Add, addr.clone(), int(bits * whole as i64));
        let at = b.reg("zeros.at", Type::Int);
        let head = b.block(format!("zeros{tag}"), vec![at]);
        let here = b.reg("zeros.here", Type::Int);
        let body = b.block(format!("zeros{tag}.body"), vec![here]);
        let exit = b.block(format!("zeros{tag}.done"), vec![]);
        b.terminate(Terminator::Branch(Build::target(head, vec![addr.clone()])));
        b.cur = head;
        b.loop_test("zeros.more", Operand::Reg(at), end, body, exit);
        b.cur = body;
        b.push(None, Op::Store(Operand::Reg(here), int(0i64), 8 * CHUNK as u32));
        let next = b.bin("zeros.next", K::Add, Operand::Reg(here), int(bits));
        b.terminate(Terminator::Branch(Build::target(head, vec![next])));
        b.cur = exit;
        done = whole * CHUNK;
    }
    while done < n {
        let len = (n - done).min(CHUNK);
        let at = if done == 0 { addr.clone() } else { b.bin("at", K::Add, addr.clone(), int(8 * done as i64)) };
        b.push(None, Op::Store(at, int(0i64), 8 * len as u32));
        done += len;
    }
}

/// The most 512-byte stores of zeros written in line; a longer run of zeros is a loop.
const ZEROS_IN_LINE: u64 = 16;

/// Whether `gl` is C's `stdout`, `stderr` or `stdin`, as a C library declares it: an
/// external pointer variable.
fn is_stream(gl: &Global) -> bool {
    let named = ["stdout", "stderr", "stdin"].iter().any(|n| gl.name == Name::Named((*n).into()));
    named && matches!(gl.ty, LType::Ptr { .. })
}
