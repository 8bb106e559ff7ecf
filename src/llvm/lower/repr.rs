//! How an LLVM value is held in kernel registers (`semantics/llvm.md`, "Values"): an
//! `i1` as a `bool`, any other integer as an `int` in signed normal form, a pointer as
//! the `int` bit address, a `double` as the `int` of its bit pattern; beside it, when
//! it may be poison, a `bool` that says whether it is. At a function's boundary the two
//! travel as one `int`, the value or a sentinel no value has. A fixed-length vector
//! `<N x T>` is held as N lanes, each a value of T's representation with its own poison
//! flag (`Lanes`).

use super::build::{boolean, int, Build};
use super::layout::{describe, err};
use crate::diag::Diagnostic;
use crate::ir::{BinOp, Int, Operand, Type, Value};
use crate::llvm::syntax::{FloatLit, Span, Type as LType};
use num_bigint::BigInt;

/// The kernel form of an LLVM first-class type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Repr {
    Bool,
    /// `iN`, N ≥ 2, in signed normal form `-2ᴺ⁻¹ ≤ v < 2ᴺ⁻¹`.
    Int(u32),
    /// A bit address, `0 ≤ v < 2⁶⁷`; null is 0.
    Ptr,
    /// A binary64's bit pattern as a signed 64-bit `int`.
    Double,
    /// A `float`: the bit pattern of the binary64 of the same value, as `Double`
    /// (every arithmetic result rounded to binary32); 32 bits in memory.
    Float,
}

/// The widest integer the lowering accepts (the kernel's default value limit is
/// 2²⁰ bits; an `i128` is far below it).
pub(super) const MAX_INT: u32 = 1 << 16;

impl Repr {
    pub(super) fn of(t: &LType, span: &Span) -> Result<Repr, Diagnostic> {
        Ok(match t {
            LType::Int(1) => Repr::Bool,
            LType::Int(n) if *n <= MAX_INT => Repr::Int(*n),
            LType::Int(n) => return Err(err(span, format!("`i{n}` is wider than {MAX_INT} bits"))),
            LType::Ptr { addrspace: 0 } => Repr::Ptr,
            LType::Ptr { addrspace } => return Err(err(span, format!("address space {addrspace} is not supported"))),
            LType::Double => Repr::Double,
            LType::Float => Repr::Float,
            t @ LType::Vector { .. } => {
                Lanes::of(t, span)?;
                return Err(err(span, format!("a vector (`{t}`) is not supported here")));
            }
            t => return Err(err(span, format!("values of type `{}` are not supported", describe(t)))),
        })
    }

    /// The LLVM type's name, as the text writes it.
    pub(super) fn llvm_name(self) -> String {
        match self {
            Repr::Bool => "i1".into(),
            Repr::Int(n) => format!("i{n}"),
            Repr::Ptr => "ptr".into(),
            Repr::Double => "double".into(),
            Repr::Float => "float".into(),
        }
    }

    pub(super) fn ty(self) -> Type {
        match self {
            Repr::Bool => Type::Bool,
            _ => Type::Int,
        }
    }

    /// The bits the value occupies in memory (an `i1` takes a byte).
    pub(super) fn bits(self) -> u32 {
        match self {
            Repr::Bool => 8,
            Repr::Int(n) => n,
            Repr::Ptr | Repr::Double => 64,
            Repr::Float => 32,
        }
    }

    /// The sentinel a packed value holds when it is poison: outside every value's range.
    fn sentinel(self) -> Int {
        match self {
            Repr::Bool => Int::from(2i64),
            Repr::Int(n) => Int::from_big(num_bigint::BigInt::from(1) << n),
            Repr::Ptr => Int::from(-1i64),
            Repr::Double | Repr::Float => Int::from_big(num_bigint::BigInt::from(1) << 64),
        }
    }
}

/// The most lanes a vector may have: each lane is lowered to registers of its own, so
/// a longer vector would make a module's size grow with its types rather than its text.
pub(super) const MAX_LANES: u32 = 1024;

/// The kernel form of a fixed-length vector `<N x T>`: `n` lanes of `elem`, lane `k`
/// a value with its own poison flag.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Lanes {
    pub(super) elem: Repr,
    pub(super) n: u32,
}

impl Lanes {
    /// The lanes of a vector type; `None` for another type. A scalable vector, one of
    /// more than `MAX_LANES` lanes, and one whose elements have no scalar
    /// representation are refused.
    pub(super) fn of(t: &LType, span: &Span) -> Result<Option<Lanes>, Diagnostic> {
        let LType::Vector { len, scalable, elem } = t else { return Ok(None) };
        if *scalable {
            return Err(err(span, format!("the scalable vector `{t}` is not supported")));
        }
        if *len == 0 || *len > MAX_LANES {
            return Err(err(span, format!("the vector `{t}`: only 1 to {MAX_LANES} lanes are supported")));
        }
        if matches!(**elem, LType::Vector { .. }) {
            return Err(err(span, format!("values of type `{t}` are not supported")));
        }
        Ok(Some(Lanes { elem: Repr::of(elem, span)?, n: *len }))
    }

    /// The lanes of a type that must be a vector.
    pub(super) fn expect(t: &LType, span: &Span) -> Result<Lanes, Diagnostic> {
        Lanes::of(t, span)?.ok_or_else(|| err(span, format!("a vector is expected, not `{}`", describe(t))))
    }

    /// The bits one lane takes in memory, where LLVM lays a vector out as its lanes
    /// one after the other at whole bytes; `None` where it packs them by bit (`i1`,
    /// an `iN` whose N is not a multiple of 8).
    pub(super) fn stride(self) -> Option<u32> {
        match self.elem {
            Repr::Bool => None,
            Repr::Int(n) if n % 8 != 0 => None,
            r => Some(r.bits()),
        }
    }
}

/// Whether a type is a vector (fixed or scalable).
pub(super) fn is_vector(t: &LType) -> bool {
    matches!(t, LType::Vector { .. })
}

/// A lowered value: its operand, and the `bool` operand saying whether it is poison
/// (`None`: never poison).
#[derive(Clone, Debug)]
pub(super) struct V {
    pub(super) v: Operand,
    pub(super) p: Option<Operand>,
}

impl V {
    pub(super) fn defined(v: Operand) -> V {
        V { v, p: None }
    }

    /// The value 0 (`false`) of the representation, never poison.
    pub(super) fn zero(r: Repr) -> V {
        V::defined(if r == Repr::Bool { boolean(false) } else { int(0i64) })
    }

    /// A poison value of the representation.
    pub(super) fn poison(r: Repr) -> V {
        let v = if r == Repr::Bool { boolean(false) } else { int(0i64) };
        V { v, p: Some(boolean(true)) }
    }
}

/// The one `int` a value and its poison flag travel as across a call or return.
pub(super) fn pack(b: &mut Build, r: Repr, x: &V, name: &str) -> Operand {
    let v = match r {
        Repr::Bool => b.select(&format!("{name}.int"), x.v.clone(), int(1i64), int(0i64)),
        _ => x.v.clone(),
    };
    match &x.p {
        None => v,
        Some(p) => b.select(&format!("{name}.packed"), p.clone(), Operand::Const(Value::Int(r.sentinel())), v),
    }
}

/// The value and poison flag of a packed `int`.
pub(super) fn unpack(b: &mut Build, r: Repr, packed: Operand, name: &str) -> V {
    let sentinel = Operand::Const(Value::Int(r.sentinel()));
    let p = b.bin(&format!("{name}.poison"), BinOp::Eq, packed.clone(), sentinel);
    let v = match r {
        Repr::Bool => b.bin(name, BinOp::Eq, packed, int(1i64)),
        _ => packed,
    };
    V { v, p: Some(p) }
}

/// The value of the low `n` bits of `i` in signed normal form.
pub(super) fn signed(i: &BigInt, n: u32) -> Int {
    let m = BigInt::from(1) << n;
    let mut v = ((i % &m) + &m) % &m;
    if v >= (&m >> 1usize) {
        v -= &m;
    }
    Int::from_big(v)
}

/// A `double` literal's bits as a signed 64-bit integer.
pub(super) fn double_bits(f: &FloatLit, at: &Span) -> Result<i64, Diagnostic> {
    match f {
        FloatLit::Decimal(x) => Ok(x.to_bits() as i64),
        FloatLit::Double(bits) => Ok(*bits as i64),
        FloatLit::Raw(c, _) => Err(err(at, format!("a `0x{c}…` literal: only `double` is supported"))),
    }
}
