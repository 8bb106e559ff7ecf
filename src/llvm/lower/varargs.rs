//! Functions with variable arguments, as x86-64's System V ABI passes them (§3.5.7):
//! clang spells each `va_arg` out as loads from the `va_list` (`{ i32 gp_offset, i32
//! fp_offset, ptr overflow_arg_area, ptr reg_save_area }`), so the lowering only lays
//! the arguments out where those loads look for them.
//!
//! A call of a variadic function the module defines allocates one *argument area* of
//! `REG_SAVE` bytes for the register save area (six 8-byte integer slots, then eight
//! 16-byte vector slots) followed by the overflow area, stores each variadic argument
//! where the ABI puts it — the next integer or vector slot while the named and earlier
//! arguments have left one, else the overflow area, 8-byte aligned (16 for a 16-byte
//! aligned type), a `byval` argument's bytes copied there — passes the area's address
//! as one more parameter, and frees it when the call returns. `llvm.va_start` writes the
//! `va_list`: the offsets past the slots the named parameters take, the overflow area
//! and the save area. `llvm.va_copy` copies the 24 bytes; `llvm.va_end` does nothing.
//! A slot no argument filled is memory never written, so `va_arg` past the arguments
//! reads it as such memory reads (`semantics/llvm.md`, "Memory and globals").

use super::build::int;
use super::func::FnLower;
use super::layout::{err, Layout};
use super::repr::{Repr, V};
use super::{Shape, Sig};
use crate::diag::Diagnostic;
use crate::ir::{BinOp as K, Op, Operand, Type};
use crate::llvm::syntax::{Attr, Call, Instruction, Param, Span, Type as LType};

/// The register save area's bytes: six integer registers, eight vector registers.
const REG_SAVE: u64 = 6 * 8 + 8 * 16;
const GP_SLOTS: u32 = 6;
const FP_SLOTS: u32 = 8;

/// Where the ABI passes a value of one type.
enum Class {
    /// `n` integer registers (`n` 8-byte slots).
    Integer(u32),
    /// One vector register.
    Sse,
    /// Memory, always: a `byval` argument of `size` bytes aligned to `align`.
    Memory { size: u64, align: u64 },
}

/// The class of a parameter or argument of type `ty` with attributes `attrs`.
fn classify<'m>(layout: &Layout<'m>, ty: &'m LType, attrs: &'m [Attr], at: &Span) -> Result<Class, Diagnostic> {
    if let Some(t) = attrs.iter().find_map(|a| match a {
        Attr::ByVal(t) => Some(t),
        _ => None,
    }) {
        let (size, align) = layout.size_align(t, at)?;
        return Ok(Class::Memory { size, align });
    }
    Ok(match Repr::of(ty, at)? {
        Repr::Double | Repr::Float => Class::Sse,
        Repr::Int(n) if n > 128 => return Err(err(at, format!("an `i{n}` among variable arguments is not supported"))),
        Repr::Int(n) if n > 64 => Class::Integer(2),
        _ => Class::Integer(1),
    })
}

/// The integer and vector registers a variadic function's named parameters take, as
/// `llvm.va_start` starts its offsets past them.
pub(super) fn named_registers<'m>(layout: &Layout<'m>, params: &'m [Param]) -> Result<(u32, u32), Diagnostic> {
    let (mut gp, mut fp) = (0, 0);
    for p in params {
        match classify(layout, &p.ty, &p.attrs, &p.span)? {
            Class::Integer(n) if gp + n <= GP_SLOTS => gp += n,
            Class::Sse if fp < FP_SLOTS => fp += 1,
            _ => {}
        }
    }
    Ok((gp, fp))
}

impl<'m> FnLower<'_, 'm> {
    /// The argument area of a call of a variadic function (`sig`), filled with the
    /// call's arguments past the named ones; its bit address, to be freed after the
    /// call.
    pub(super) fn variadic_area(&mut self, i: &'m Instruction, c: &'m Call, sig: &Sig) -> Result<Operand, Diagnostic> {
        let Some((mut gp, mut fp)) = sig.varargs else { return Err(err(&i.span, "not a variadic function")) };
        let extra = &c.args[sig.params.len()..];
        // First where each argument goes, so that the area is allocated at its size.
        let mut places = Vec::new();
        let mut overflow = 0u64;
        for a in extra {
            let at = &a.operand.span;
            let class = classify(&self.cx.layout, &a.operand.ty, &a.attrs, at)?;
            let byte = match class {
                Class::Integer(n) if gp + n <= GP_SLOTS => {
                    gp += n;
                    u64::from(gp - n) * 8
                }
                Class::Sse if fp < FP_SLOTS => {
                    fp += 1;
                    u64::from(GP_SLOTS) * 8 + u64::from(fp - 1) * 16
                }
                Class::Integer(n) => {
                    let align = if n == 2 { 16 } else { 8 };
                    overflow = overflow.next_multiple_of(align);
                    overflow += u64::from(n) * 8;
                    REG_SAVE + overflow - u64::from(n) * 8
                }
                Class::Sse => {
                    overflow += 8;
                    REG_SAVE + overflow - 8
                }
                Class::Memory { size, align } => {
                    overflow = overflow.next_multiple_of(align.max(8));
                    overflow += size.next_multiple_of(8);
                    REG_SAVE + overflow - size.next_multiple_of(8)
                }
            };
            places.push((byte, class));
        }
        let name = self.name(i, "va");
        let area = self.b.emit(&name, Type::Int, Op::Alloc(int((8 * (REG_SAVE + overflow)) as i64)));
        for (k, (a, (byte, class))) in extra.iter().zip(places).enumerate() {
            let at = &a.operand.span;
            let slot = self.b.bin(&format!("{name}.{k}.at"), K::Add, area.clone(), int((8 * byte) as i64));
            if let Class::Memory { size, .. } = class {
                let p = self.address(&a.operand)?;
                self.call_helper(self.cx.runtime.memcpy, vec![slot, p, int(size as i64)], Type::Unit);
                continue;
            }
            let Shape::Scalar(r) = Shape::of(&self.cx.layout, &a.operand.ty, at)? else {
                return Err(err(at, "an aggregate value among variable arguments is not supported"));
            };
            let x = self.operand(&a.operand, r)?;
            if self.cx.noundef(&a.attrs) {
                self.ub_if(x.p.clone(), "a `noundef` argument is poison", at);
            }
            self.store(slot, r, x);
        }
        Ok(area)
    }

    /// `llvm.va_start(ap)` in a variadic function, `llvm.va_copy(dst, src)` or
    /// `llvm.va_end(ap)` (`n`).
    pub(super) fn va_intrinsic(&mut self, i: &'m Instruction, c: &'m Call, n: &str) -> Result<(), Diagnostic> {
        let at = &i.span;
        let ap = match c.args.first() {
            Some(a) => self.address(&a.operand)?,
            None => return Err(err(at, format!("`@{n}` takes a `va_list`"))),
        };
        if n.starts_with("llvm.va_end") {
            return Ok(());
        }
        if n.starts_with("llvm.va_copy") {
            let Some(src) = c.args.get(1) else { return Err(err(at, "`llvm.va_copy` takes two `va_list`s")) };
            let src = self.address(&src.operand)?;
            self.call_helper(self.cx.runtime.memcpy, vec![ap, src, int(24i64)], Type::Unit);
            return Ok(());
        }
        let (Some(area), Some((gp, fp))) = (self.va_area.clone(), self.cx.funcs[&self.f.name].1.varargs) else {
            return Err(err(at, "`llvm.va_start` in a function without variable arguments"));
        };
        let field = |me: &mut Self, byte: i64| me.b.bin("%.va_list.field", K::Add, ap.clone(), int(8 * byte));
        self.store(ap.clone(), Repr::Int(32), V::defined(int(i64::from(gp) * 8)));
        let fp_at = field(self, 4);
        self.store(fp_at, Repr::Int(32), V::defined(int(i64::from(GP_SLOTS) * 8 + i64::from(fp) * 16)));
        let overflow = self.b.bin("%.va.overflow", K::Add, area.clone(), int(8 * REG_SAVE as i64));
        let overflow_at = field(self, 8);
        self.store(overflow_at, Repr::Ptr, V::defined(overflow));
        let save_at = field(self, 16);
        self.store(save_at, Repr::Ptr, V::defined(area));
        Ok(())
    }
}
