//! ⟦op⟧ of the floating-point operations (`fadd fsub fmul fdiv feq flt fle fgt fge`,
//! `semantics/reduction.md`, "Floating point"). The kernel has no float values: a
//! float is the bit pattern of an IEEE-754 binary64, held in an `int` register as a
//! signed 64-bit integer, and these operations read their operands' low 64 bits as
//! binary64 numbers.
//!
//! Arithmetic is IEEE-754's, rounding to nearest, ties to even (the host's `f64`).
//! IEEE-754 leaves the bits of a NaN result open; the kernel fixes them so that a run
//! means the same on every host: the first operand that is a NaN, made quiet (bit 51
//! set), else the default NaN `0xFFF8_0000_0000_0000` (what x86-64, where the
//! reference interpreters run, produces). Comparisons are IEEE-754's: false when an
//! operand is a NaN, and `-0 = +0`.

use crate::ir::BinOp;
use num_traits::FromPrimitive;

/// The quiet bit of a binary64 NaN.
const QUIET: u64 = 1 << 51;

/// The NaN an invalid operation (`0/0`, `∞ - ∞`, `0·∞`) on numbers produces.
pub const DEFAULT_NAN: u64 = 0xFFF8_0000_0000_0000;

/// The binary64 whose bits are `a`.
#[inline(always)]
pub fn of_bits(a: i64) -> f64 {
    f64::from_bits(a as u64)
}

/// The bits of `x`, as the kernel holds them.
#[inline(always)]
pub fn to_bits(x: f64) -> i64 {
    x.to_bits() as i64
}

/// `a op b` for `fadd`, `fsub`, `fmul` and `fdiv`; `None` for the other operations.
#[inline(always)]
pub fn arith(op: BinOp, a: i64, b: i64) -> Option<i64> {
    let (x, y) = (of_bits(a), of_bits(b));
    let r = match op {
        BinOp::FAdd => x + y,
        BinOp::FSub => x - y,
        BinOp::FMul => x * y,
        BinOp::FDiv => x / y,
        BinOp::FRem => x % y,
        _ => return None,
    };
    Some(if r.is_nan() { nan(x, y) } else { to_bits(r) })
}

/// The NaN result of an operation on `x` and `y`.
#[cold]
fn nan(x: f64, y: f64) -> i64 {
    let bits = if x.is_nan() {
        x.to_bits() | QUIET
    } else if y.is_nan() {
        y.to_bits() | QUIET
    } else {
        DEFAULT_NAN
    };
    bits as i64
}

/// `itof(n)` of a machine integer: the nearest binary64, ties to even.
pub fn from_int(n: i64) -> i64 {
    to_bits(n as f64)
}

/// `ftoi(a)`: the binary64 truncated toward zero, exact; `None` for an infinity or a
/// NaN, whose result (`±2¹⁰²⁴`, `2¹⁰²⁴`) the caller makes.
pub fn to_int(a: i64) -> Option<num_bigint::BigInt> {
    let x = of_bits(a);
    if !x.is_finite() {
        return None;
    }
    num_bigint::BigInt::from_f64(x.trunc())
}

/// `fnarrow(a)`: the binary32 nearest to the binary64 `a`, as its 32-bit pattern (an
/// unsigned integer); a NaN stays a NaN, quiet, with its sign and high payload bits.
pub fn narrow(a: i64) -> i64 {
    let x = of_bits(a);
    let bits = if x.is_nan() {
        let sign = ((a as u64) >> 63) as u32;
        let payload = (((a as u64) >> 29) & 0x3F_FFFF) as u32;
        (sign << 31) | 0x7FC0_0000 | payload
    } else {
        (x as f32).to_bits()
    };
    i64::from(bits)
}

/// `fsqrt(a)`: the square root of the binary64 `a`, correctly rounded (IEEE 754's
/// `squareRoot`, the host's `f64::sqrt`): `-0` for `-0`, `+∞` for `+∞`; a NaN operand
/// comes back quiet, and a negative number (`-∞` too) gives the default NaN.
pub fn sqrt(a: i64) -> i64 {
    let r = of_bits(a).sqrt();
    if r.is_nan() {
        return nan(of_bits(a), 0.0);
    }
    to_bits(r)
}

/// `fwiden(a)`: the binary32 of `a`'s low 32 bits as a binary64 (exact).
pub fn widen(a: i64) -> i64 {
    to_bits(f64::from(f32::from_bits(a as u32)))
}

/// `a op b` for `feq`, `flt`, `fle`, `fgt` and `fge`; `None` for the other operations.
#[inline(always)]
pub fn compare(op: BinOp, a: i64, b: i64) -> Option<bool> {
    let (x, y) = (of_bits(a), of_bits(b));
    Some(match op {
        BinOp::FEq => x == y,
        BinOp::FLt => x < y,
        BinOp::FLe => x <= y,
        BinOp::FGt => x > y,
        BinOp::FGe => x >= y,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f64) -> i64 {
        to_bits(x)
    }

    #[test]
    fn arithmetic_is_ieee_with_fixed_nan_bits() {
        assert_eq!(arith(BinOp::FAdd, f(0.1), f(0.2)), Some(f(0.30000000000000004)));
        assert_eq!(arith(BinOp::FDiv, f(1.0), f(0.0)), Some(f(f64::INFINITY)));
        assert_eq!(arith(BinOp::FDiv, f(1.0), f(-0.0)), Some(f(f64::NEG_INFINITY)));
        assert_eq!(arith(BinOp::FDiv, f(0.0), f(0.0)), Some(DEFAULT_NAN as i64));
        assert_eq!(arith(BinOp::FSub, f(f64::INFINITY), f(f64::INFINITY)), Some(DEFAULT_NAN as i64));
        // A signalling NaN operand comes back quiet, with its payload and sign.
        let snan = 0x7FF0_0000_0000_0001_i64;
        assert_eq!(arith(BinOp::FMul, f(2.0), snan), Some(0x7FF8_0000_0000_0001));
        assert_eq!(arith(BinOp::FAdd, snan, DEFAULT_NAN as i64), Some(0x7FF8_0000_0000_0001));
        assert_eq!(arith(BinOp::Add, 1, 2), None);
    }

    #[test]
    fn square_roots_are_correctly_rounded_with_fixed_nan_bits() {
        assert_eq!(sqrt(f(2.0)), f(std::f64::consts::SQRT_2));
        // The least subnormal, 2⁻¹⁰⁷⁴, has the root 2⁻⁵³⁷.
        assert_eq!(sqrt(1), 486 << 52);
        assert_eq!(sqrt(f(-0.0)), f(-0.0));
        assert_eq!(sqrt(f(f64::INFINITY)), f(f64::INFINITY));
        assert_eq!(sqrt(f(-1.0)), DEFAULT_NAN as i64);
        assert_eq!(sqrt(f(f64::NEG_INFINITY)), DEFAULT_NAN as i64);
        assert_eq!(sqrt(0x7FF0_0000_0000_0001), 0x7FF8_0000_0000_0001);
        // The nearest binary64 to √(1 + 2⁻⁵²) is 1 (the root is 1 + 2⁻⁵³ − ε).
        assert_eq!(sqrt(f(1.0 + f64::EPSILON)), f(1.0));
    }

    #[test]
    fn comparisons_are_ieee() {
        assert_eq!(compare(BinOp::FEq, f(-0.0), f(0.0)), Some(true));
        assert_eq!(compare(BinOp::FEq, DEFAULT_NAN as i64, DEFAULT_NAN as i64), Some(false));
        assert_eq!(compare(BinOp::FLe, f(f64::NAN), f(1.0)), Some(false));
        assert_eq!(compare(BinOp::FLt, f(-1.0), f(-0.5)), Some(true));
        assert_eq!(compare(BinOp::FGe, f(f64::INFINITY), f(f64::MAX)), Some(true));
        assert_eq!(compare(BinOp::Lt, 1, 2), None);
    }
}
