//! Sizes, alignments and field offsets of LLVM types in memory, as x86-64's data layout
//! gives them (`e-m:e-…-i64:64-i128:128-f80:128-n8:16:32:64-S128`): what
//! `getelementptr`, `alloca`, loads, stores and globals compute with. Sizes are in
//! bytes; the kernel's memory is addressed by bit, so the lowering multiplies by 8.

use crate::diag::{Diagnostic, Loc};
use crate::llvm::syntax::{Name, Span, Type, TypeDef};
use std::collections::HashMap;

/// The named struct types of a module, to resolve `%struct.P`.
pub(super) struct Layout<'m> {
    named: HashMap<&'m Name, Option<&'m Type>>,
}

/// The largest object the lowering lays out, in bytes (a larger type is refused).
pub(super) const MAX_BYTES: u64 = 1 << 40;

impl<'m> Layout<'m> {
    pub(super) fn new(types: &'m [TypeDef]) -> Layout<'m> {
        Layout { named: types.iter().map(|t| (&t.name, t.body.as_ref())).collect() }
    }

    /// The type a named struct stands for.
    pub(super) fn resolve(&self, ty: &'m Type, span: &Span) -> Result<&'m Type, Diagnostic> {
        match ty {
            Type::Named(n) => match self.named.get(n) {
                Some(Some(t)) => self.resolve(t, span),
                Some(None) => Err(err(span, format!("the opaque type `%{n}` has no size"))),
                None => Err(err(span, format!("unknown type `%{n}`"))),
            },
            t => Ok(t),
        }
    }

    /// (size, alignment) in bytes: the allocation size, a multiple of the alignment.
    pub(super) fn size_align(&self, ty: &'m Type, span: &Span) -> Result<(u64, u64), Diagnostic> {
        let (size, align) = match self.resolve(ty, span)? {
            Type::Int(1..=8) => (1, 1),
            Type::Int(9..=16) => (2, 2),
            Type::Int(17..=32) => (4, 4),
            Type::Int(33..=64) => (8, 8),
            Type::Int(n) => (u64::from(n.div_ceil(128)) * 16, 16),
            Type::Ptr { .. } | Type::Double => (8, 8),
            Type::Float => (4, 4),
            Type::Array(n, elem) => {
                let (s, a) = self.size_align(elem, span)?;
                let total = n.checked_mul(s).filter(|t| *t <= MAX_BYTES);
                (
                    total
                        .ok_or_else(|| err(span, format!("the array `[{n} x …]` is larger than {MAX_BYTES} bytes")))?,
                    a,
                )
            }
            Type::Struct { packed, fields } => {
                let (offsets, size, align) = self.fields(fields, *packed, span)?;
                let _ = offsets;
                (size, align)
            }
            Type::Vector { len, scalable: false, elem } => {
                // The lanes one after the other, the whole aligned to its size rounded
                // up to a power of two (the data layout names no vector alignment).
                let bits = match self.resolve(elem, span)? {
                    Type::Int(n) if n % 8 == 0 => u64::from(*n),
                    Type::Ptr { .. } | Type::Double => 64,
                    Type::Float => 32,
                    e => return Err(err(span, packed_lanes(e))),
                };
                let size = u64::from(*len) * bits / 8;
                if size > MAX_BYTES {
                    return Err(err(span, format!("the vector `{}` is larger than {MAX_BYTES} bytes", describe(ty))));
                }
                let align = size.next_power_of_two();
                (size.next_multiple_of(align), align)
            }
            t => return Err(err(span, format!("values of type `{}` are not supported", describe(t)))),
        };
        Ok((size, align))
    }

    /// Field offsets, total size and alignment of a struct.
    pub(super) fn fields(
        &self,
        fields: &'m [Type],
        packed: bool,
        span: &Span,
    ) -> Result<(Vec<u64>, u64, u64), Diagnostic> {
        let (mut at, mut align) = (0u64, 1u64);
        let mut offsets = Vec::with_capacity(fields.len());
        for f in fields {
            let (s, a) = self.size_align(f, span)?;
            let a = if packed { 1 } else { a };
            at = at.next_multiple_of(a);
            offsets.push(at);
            at = at.checked_add(s).filter(|t| *t <= MAX_BYTES).ok_or_else(|| err(span, "a struct too large"))?;
            align = align.max(a);
        }
        Ok((offsets, at.next_multiple_of(align), align))
    }

    pub(super) fn size(&self, ty: &'m Type, span: &Span) -> Result<u64, Diagnostic> {
        Ok(self.size_align(ty, span)?.0)
    }
}

/// An alignment given in bits, said in bytes.
fn bytes(bits: u32) -> String {
    match bits / 8 {
        1 => "1 byte".into(),
        n => format!("{n} bytes"),
    }
}

/// Checks that a module's `target datalayout` lays memory out as this lowering does
/// (x86-64's: little-endian, 64-bit pointers, each integer of 8 to 128 bits and each
/// float aligned to its size, wider integers to 16 bytes, vectors to their size rounded
/// up to a power of two, no minimum for aggregates). Each part of the string sets what
/// LLVM would use over LLVM's defaults (where `i64` is aligned to 4 bytes), and what a
/// part leaves unsaid keeps the default, so a string that names no `i64` alignment is
/// refused too. Parts about nothing the lowering lays out (other address spaces, `f16`,
/// `f80`, `f128`, native widths, the stack, mangling) are read and ignored.
pub(super) fn check_datalayout(spec: &str, span: &Span) -> Result<(), Diagnostic> {
    let refuse = |why: String| {
        err(
            span,
            format!(
                "the data layout `{spec}` {why}: the lowering lays memory out as x86-64 does (clang's `e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128`)"
            ),
        )
    };
    // (bits, ABI alignment in bits) as LLVM's defaults have them, then as the string says.
    let mut ints: Vec<(u32, u32)> = vec![(1, 8), (8, 8), (16, 16), (32, 32), (64, 32)];
    let mut floats: Vec<(u32, u32)> = vec![(16, 16), (32, 32), (64, 64), (128, 128)];
    let mut pointer = (64u32, 64u32);
    // Explicit vector and aggregate alignments (LLVM's defaults agree with the
    // lowering's: a vector aligned to its size rounded up to a power of two, no minimum
    // for aggregates).
    let mut vectors: Vec<(u32, u32)> = Vec::new();
    let mut aggregate = 0u32;
    for part in spec.split('-').filter(|p| !p.is_empty()) {
        let number =
            |t: &str| t.parse::<u32>().map_err(|_| refuse(format!("has a part `{part}` this tool cannot read")));
        let fields: Vec<&str> = part.split(':').collect();
        match part.as_bytes()[0] {
            b'E' if part == "E" => return Err(refuse("is big-endian".into())),
            b'e' if part == "e" => {}
            b'p' => {
                let space = &fields[0][1..];
                if (space.is_empty() || space == "0") && fields.len() >= 3 {
                    pointer = (number(fields[1])?, number(fields[2])?);
                }
            }
            b'i' if fields.len() >= 2 => {
                let (bits, abi) = (number(&fields[0][1..])?, number(fields[1])?);
                ints.retain(|(b, _)| *b != bits);
                ints.push((bits, abi));
            }
            b'v' if fields.len() >= 2 => vectors.push((number(&fields[0][1..])?, number(fields[1])?)),
            b'a' if fields.len() >= 2 && fields[0] == "a" => aggregate = number(fields[1])?,
            b'f' if fields.len() >= 2 && part.as_bytes().get(1).is_some_and(u8::is_ascii_digit) => {
                let (bits, abi) = (number(&fields[0][1..])?, number(fields[1])?);
                floats.retain(|(b, _)| *b != bits);
                floats.push((bits, abi));
            }
            _ => {}
        }
    }
    if pointer != (64, 64) {
        return Err(refuse(format!("makes pointers {} bits aligned to {}", pointer.0, pointer.1)));
    }
    // An integer width the string does not list takes the alignment of the smallest
    // listed one above it, else of the largest listed (LangRef, "Data Layout").
    ints.sort();
    let align_of = |bits: u32| ints.iter().find(|(b, _)| *b >= bits).or(ints.last()).map_or(8, |(_, a)| *a);
    // The lowering's integer alignment (`size_align`), in bits.
    let natural = |bits: u32| match bits {
        0..=8 => 8,
        9..=16 => 16,
        17..=32 => 32,
        33..=64 => 64,
        _ => 128,
    };
    let listed = ints.iter().map(|(b, _)| *b);
    for bits in [1, 8, 16, 32, 64, 128].into_iter().chain(listed) {
        let (got, want) = (align_of(bits), natural(bits));
        if got != want {
            return Err(refuse(format!("aligns `i{bits}` to {}, not {}", bytes(got), bytes(want))));
        }
    }
    for (bits, abi) in vectors {
        let want = bits.max(8).next_power_of_two();
        if abi != want {
            return Err(refuse(format!("aligns {bits}-bit vectors to {}, not {}", bytes(abi), bytes(want))));
        }
    }
    if aggregate > 8 {
        return Err(refuse(format!("aligns every aggregate to at least {}", bytes(aggregate))));
    }
    for (bits, want) in [(32, 32), (64, 64)] {
        let got = floats.iter().find(|(b, _)| *b == bits).map_or(want, |(_, a)| *a);
        if got != want {
            return Err(refuse(format!("aligns {bits}-bit floats to {}, not {}", bytes(got), bytes(want))));
        }
    }
    Ok(())
}

/// Why a vector of `elem` is refused in memory.
pub(super) fn packed_lanes(elem: &Type) -> String {
    format!("a vector of `{}` in memory is not supported: LLVM packs its lanes bit by bit", describe(elem))
}

/// A type as LLVM writes it, for messages.
pub(super) fn describe(t: &Type) -> String {
    match t {
        Type::Int(n) => format!("i{n}"),
        Type::Ptr { .. } => "ptr".into(),
        Type::Half => "half".into(),
        Type::BFloat => "bfloat".into(),
        Type::Float => "float".into(),
        Type::Double => "double".into(),
        Type::Fp128 => "fp128".into(),
        Type::X86Fp80 => "x86_fp80".into(),
        Type::PpcFp128 => "ppc_fp128".into(),
        Type::Void => "void".into(),
        Type::Label => "label".into(),
        Type::Metadata => "metadata".into(),
        Type::Token => "token".into(),
        Type::Array(n, e) => format!("[{n} x {}]", describe(e)),
        Type::Struct { packed, fields } => {
            let inner: Vec<String> = fields.iter().map(describe).collect();
            if *packed {
                format!("<{{ {} }}>", inner.join(", "))
            } else {
                format!("{{ {} }}", inner.join(", "))
            }
        }
        Type::Named(n) => format!("%{n}"),
        Type::Vector { len, scalable: false, elem } => format!("<{len} x {}>", describe(elem)),
        Type::Vector { len, scalable: true, elem } => format!("<vscale x {len} x {}>", describe(elem)),
        Type::Function { .. } => "a function type".into(),
    }
}

pub(super) fn err(span: &Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::new(Loc::span(span.clone()), message)
}

#[cfg(test)]
mod tests {
    use super::check_datalayout;

    #[test]
    fn only_a_data_layout_that_lays_memory_out_as_x86_64_is_accepted() {
        let accepted = [
            // clang's x86-64 (LLVM 18 and later), aarch64's, and one naming only what matters.
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32",
            "e-i64:64-i128:128",
            // LLVM's own defaults for vectors and aggregates, written out.
            "e-i64:64-i128:128-v64:64:64-v128:128:128-a:0:64",
        ];
        for spec in accepted {
            check_datalayout(spec, &(0..1)).unwrap_or_else(|d| panic!("{spec}: {}", d.message));
        }
        let refused = [
            ("E-m:e-i64:64-i128:128", "is big-endian"),
            ("e-p:32:32-i64:64-i128:128", "makes pointers 32 bits aligned to 32"),
            // LLVM's default aligns `i64` to 4 bytes, so saying nothing of it is refused.
            ("e", "aligns `i64` to 4 bytes, not 8 bytes"),
            // Without `i128`, it takes the largest listed integer's alignment.
            ("e-i64:64", "aligns `i128` to 8 bytes, not 16 bytes"),
            ("e-i64:64-i128:128-f64:32:64", "aligns 64-bit floats to 4 bytes, not 8 bytes"),
            ("e-i64:x", "has a part `i64:x` this tool cannot read"),
            // What else lays out a struct: vectors in it, a minimum for aggregates, an
            // integer width of its own.
            ("e-i64:64-i128:128-v128:64", "aligns 128-bit vectors to 8 bytes, not 16 bytes"),
            ("e-i64:64-i128:128-a:64", "aligns every aggregate to at least 8 bytes"),
            ("e-i64:64-i128:128-i24:8", "aligns `i24` to 1 byte, not 4 bytes"),
        ];
        for (spec, why) in refused {
            let d = check_datalayout(spec, &(0..1)).expect_err(spec);
            assert!(d.message.contains(why), "{spec}: {}", d.message);
        }
    }
}
