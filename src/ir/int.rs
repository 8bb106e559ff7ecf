//! Unbounded integers with a small-integer fast path.
//!
//! `Int` is `Small(i64)`, `Pos(u64)`/`Neg(u64)` (a magnitude of 64 bits beyond the
//! `i64` range) or `Big(Arc<BigInt>)`. The invariant is that every value has exactly
//! one representation: a value that fits in an `i64` is always `Small`, one whose
//! magnitude fits in a `u64` is `Pos` or `Neg`, only the others are `Big`; so
//! equality and hashing are structural. Every operation tries the machine-word path
//! first (checked arithmetic), then 128-bit arithmetic when both operands are at
//! most 64-bit magnitudes, and falls back to `num-bigint` only beyond.
//!
//! `Pos` and `Neg` own no heap memory: they are the 64-bit unsigned patterns a
//! 64-bit load reads (an imported Bril program's negative numbers) and the results of
//! an `add` or `sub` that overflows 64 bits, both as frequent as the wrap after them.
//!
//! Rounding rules (documented in `semantics/`): `div` truncates toward zero and
//! `rem` takes the sign of the dividend, as C, LLVM `sdiv`/`srem` and Rust do.
//! Bitwise operations use infinite two's complement, shifts are arithmetic.

use num_bigint::{BigInt, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::fmt;
use std::sync::Arc;

/// An unbounded integer. See the module documentation for the invariant.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Int(Repr);

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    /// Every value in `[-2^63, 2^63)`.
    Small(i64),
    /// A value in `[2^63, 2^64)`.
    Pos(u64),
    /// `-m` for a magnitude `m` in `(2^63, 2^64)`.
    Neg(u64),
    /// Every value whose magnitude is at least `2^64`.
    Big(Arc<BigInt>),
}

/// `2^64`, the least magnitude that is `Big`.
const WIDE_END: u128 = 1 << 64;

impl Int {
    pub const ZERO: Int = Int(Repr::Small(0));

    pub fn from_big(b: BigInt) -> Int {
        match b.to_i128() {
            Some(v) if v.unsigned_abs() < WIDE_END => Int::of_i128(v),
            _ => Int(Repr::Big(Arc::new(b))),
        }
    }

    /// The representation of `v`, whose magnitude is below `2^64`.
    #[inline(always)]
    fn of_i128(v: i128) -> Int {
        debug_assert!(v.unsigned_abs() < WIDE_END);
        match i64::try_from(v) {
            Ok(x) => Int(Repr::Small(x)),
            Err(_) if v > 0 => Int(Repr::Pos(v as u64)),
            Err(_) => Int(Repr::Neg(v.unsigned_abs() as u64)),
        }
    }

    /// The value as an `i128`, unless it is `Big`.
    #[inline(always)]
    fn wide(&self) -> Option<i128> {
        match self.0 {
            Repr::Small(v) => Some(i128::from(v)),
            Repr::Pos(m) => Some(i128::from(m)),
            Repr::Neg(m) => Some(-i128::from(m)),
            Repr::Big(_) => None,
        }
    }

    /// Whether the integer holds heap memory (its magnitude is at least `2^64`).
    #[inline(always)]
    pub fn is_heap(&self) -> bool {
        matches!(self.0, Repr::Big(_))
    }

    pub fn to_big(&self) -> BigInt {
        match &self.0 {
            Repr::Small(v) => BigInt::from(*v),
            Repr::Pos(m) => BigInt::from(*m),
            Repr::Neg(m) => -BigInt::from(*m),
            Repr::Big(b) => (**b).clone(),
        }
    }

    /// The value as an `i64`, when it fits.
    #[inline]
    pub fn to_i64(&self) -> Option<i64> {
        match &self.0 {
            Repr::Small(v) => Some(*v),
            _ => None,
        }
    }

    #[inline]
    pub fn to_u64(&self) -> Option<u64> {
        match &self.0 {
            Repr::Small(v) => u64::try_from(*v).ok(),
            Repr::Pos(m) => Some(*m),
            Repr::Neg(_) | Repr::Big(_) => None,
        }
    }

    #[inline]
    pub fn is_zero(&self) -> bool {
        matches!(self.0, Repr::Small(0))
    }

    #[inline]
    pub fn is_negative(&self) -> bool {
        match &self.0 {
            Repr::Small(v) => *v < 0,
            Repr::Pos(_) => false,
            Repr::Neg(_) => true,
            Repr::Big(b) => b.is_negative(),
        }
    }

    /// The machine word of a small integer, to overwrite in place (any `i64` is a
    /// small integer, so the invariant holds whatever is written).
    #[inline(always)]
    pub fn small_mut(&mut self) -> Option<&mut i64> {
        match &mut self.0 {
            Repr::Small(v) => Some(v),
            _ => None,
        }
    }

    /// Makes this integer the unsigned `v`, in place, when it owns no heap memory;
    /// `false`, unchanged, when it does. The representation (`Small` below `2^63`,
    /// `Pos` from there) is chosen without a branch.
    #[inline(always)]
    pub fn set_u64(&mut self, v: u64) -> bool {
        if self.is_heap() {
            return false;
        }
        let repr = if (v as i64) < 0 { Repr::Pos(v) } else { Repr::Small(v as i64) };
        // Nothing to drop: only `Big` owns memory.
        std::mem::forget(std::mem::replace(self, Int(repr)));
        true
    }

    /// Makes this integer `v`, reusing the digits of a big integer no one else holds
    /// (no allocation when a register that held a big integer gets another).
    pub fn assign_i128(&mut self, v: i128) {
        if v.unsigned_abs() < WIDE_END {
            *self = Int::of_i128(v);
            return;
        }
        if let Repr::Big(b) = &mut self.0 {
            if let Some(b) = Arc::get_mut(b) {
                let m = v.unsigned_abs();
                let sign = if v < 0 { Sign::Minus } else { Sign::Plus };
                b.assign_from_slice(sign, &[m as u32, (m >> 32) as u32, (m >> 64) as u32, (m >> 96) as u32]);
                return;
            }
        }
        *self = Int::from(v);
    }

    /// Number of bits needed to represent the magnitude (0 for zero).
    #[inline]
    pub fn bits(&self) -> u64 {
        match &self.0 {
            Repr::Small(v) => 64 - v.unsigned_abs().leading_zeros() as u64,
            Repr::Pos(m) | Repr::Neg(m) => 64 - m.leading_zeros() as u64,
            Repr::Big(b) => b.bits(),
        }
    }

    pub fn parse(s: &str) -> Option<Int> {
        s.parse::<BigInt>().ok().map(Int::from_big)
    }

    #[inline]
    fn binop(
        &self,
        other: &Int,
        small: impl Fn(i64, i64) -> Option<i64>,
        wide: impl Fn(i128, i128) -> Option<i128>,
        big: impl Fn(&BigInt, &BigInt) -> BigInt,
    ) -> Int {
        if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &other.0) {
            if let Some(r) = small(*a, *b) {
                return Int(Repr::Small(r));
            }
        }
        if let (Some(a), Some(b)) = (self.wide(), other.wide()) {
            if let Some(r) = wide(a, b) {
                return Int::from(r);
            }
        }
        Int::from_big(big(&self.to_big(), &other.to_big()))
    }

    #[inline]
    pub fn add(&self, o: &Int) -> Int {
        self.binop(o, i64::checked_add, i128::checked_add, |a, b| a + b)
    }
    #[inline]
    pub fn sub(&self, o: &Int) -> Int {
        self.binop(o, i64::checked_sub, i128::checked_sub, |a, b| a - b)
    }
    #[inline]
    pub fn mul(&self, o: &Int) -> Int {
        self.binop(o, i64::checked_mul, i128::checked_mul, |a, b| a * b)
    }
    #[inline]
    pub fn neg(&self) -> Int {
        Int::ZERO.sub(self)
    }
    /// Truncating division. `None` when `o` is zero.
    #[inline]
    pub fn div(&self, o: &Int) -> Option<Int> {
        if o.is_zero() {
            return None;
        }
        Some(self.binop(o, i64::checked_div, i128::checked_div, |a, b| a / b))
    }
    /// Remainder with the sign of the dividend. `None` when `o` is zero.
    #[inline]
    pub fn rem(&self, o: &Int) -> Option<Int> {
        if o.is_zero() {
            return None;
        }
        Some(self.binop(o, i64::checked_rem, i128::checked_rem, |a, b| a % b))
    }
    #[inline]
    pub fn and(&self, o: &Int) -> Int {
        self.binop(o, |a, b| Some(a & b), |a, b| Some(a & b), |a, b| a & b)
    }
    #[inline]
    pub fn or(&self, o: &Int) -> Int {
        self.binop(o, |a, b| Some(a | b), |a, b| Some(a | b), |a, b| a | b)
    }
    #[inline]
    pub fn xor(&self, o: &Int) -> Int {
        self.binop(o, |a, b| Some(a ^ b), |a, b| Some(a ^ b), |a, b| a ^ b)
    }
    #[inline]
    pub fn not(&self) -> Int {
        // Two's complement: !x == -x - 1.
        self.neg().sub(&Int::from(1i64))
    }
    /// `self * 2^n`.
    #[inline]
    pub fn shl(&self, n: u64) -> Int {
        if let Repr::Small(a) = self.0 {
            if n < 63 && (a == 0 || (a.unsigned_abs().leading_zeros() as u64) > n + 1) {
                return Int(Repr::Small(a << n));
            }
            if a == 0 {
                return Int::ZERO;
            }
        }
        Int::from_big(self.to_big() << n)
    }
    /// `floor(self / 2^n)` (arithmetic shift).
    #[inline]
    pub fn shr(&self, n: u64) -> Int {
        match &self.0 {
            Repr::Small(a) => Int(Repr::Small(if n >= 64 {
                if *a < 0 {
                    -1
                } else {
                    0
                }
            } else {
                a >> n
            })),
            Repr::Pos(_) | Repr::Neg(_) => Int::from_big(self.to_big() >> n),
            Repr::Big(b) => Int::from_big(b.as_ref() >> n),
        }
    }
    /// Reduce to `bits` bits: unsigned into `[0, 2^bits)`, signed into
    /// `[-2^(bits-1), 2^(bits-1))`. `bits` must be at least 1.
    #[inline]
    pub fn wrap(&self, signed: bool, bits: u32) -> Int {
        debug_assert!(bits >= 1);
        if let Repr::Small(a) = self.0 {
            // Every i64 is a signed 64-bit value, and a non-negative one an unsigned one
            // (the common case: Bril's `wraps64` after each `add`).
            if bits == 64 && (signed || a >= 0) {
                return Int(Repr::Small(a));
            }
        }
        if bits <= 64 {
            // Only the low 64 bits of the two's complement matter (a big integer here is
            // typically a 64-bit cell loaded unsigned, e.g. Bril's negative `int`s).
            let low = match &self.0 {
                Repr::Small(a) => *a as u64,
                Repr::Pos(m) => *m,
                Repr::Neg(m) => m.wrapping_neg(),
                Repr::Big(b) => {
                    let d = b.iter_u64_digits().next().unwrap_or(0);
                    if b.sign() == Sign::Minus {
                        d.wrapping_neg()
                    } else {
                        d
                    }
                }
            };
            let u = if bits == 64 { low } else { low & ((1u64 << bits) - 1) };
            let mut v = i128::from(u);
            if signed && v >= 1i128 << (bits - 1) {
                v -= 1i128 << bits;
            }
            return Int::of_i128(v);
        }
        let m = BigInt::one() << bits;
        let u = self.to_big().mod_floor(&m);
        if signed && u >= (&m >> 1u32) {
            Int::from_big(u - m)
        } else {
            Int::from_big(u)
        }
    }

    /// Bit `i` of the infinite two's complement representation.
    pub fn bit(&self, i: u64) -> bool {
        match &self.0 {
            Repr::Small(a) => {
                if i >= 63 {
                    *a < 0
                } else {
                    (a >> i) & 1 == 1
                }
            }
            Repr::Pos(_) | Repr::Neg(_) => {
                let v = self.wide().unwrap_or(0);
                (v >> i.min(127)) & 1 == 1
            }
            Repr::Big(b) => {
                let shifted: BigInt = b.as_ref() >> i;
                !(shifted & BigInt::one()).is_zero()
            }
        }
    }
}

impl PartialOrd for Int {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Int {
    #[inline]
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        match (&self.0, &other.0) {
            (Repr::Small(a), Repr::Small(b)) => a.cmp(b),
            _ => match (self.wide(), other.wide()) {
                (Some(a), Some(b)) => a.cmp(&b),
                _ => self.to_big().cmp(&other.to_big()),
            },
        }
    }
}

impl From<i64> for Int {
    #[inline]
    fn from(v: i64) -> Int {
        Int(Repr::Small(v))
    }
}

impl From<i32> for Int {
    fn from(v: i32) -> Int {
        Int(Repr::Small(v as i64))
    }
}

impl From<i128> for Int {
    fn from(v: i128) -> Int {
        if v.unsigned_abs() < WIDE_END {
            Int::of_i128(v)
        } else {
            Int(Repr::Big(Arc::new(BigInt::from(v))))
        }
    }
}

impl From<u64> for Int {
    fn from(v: u64) -> Int {
        Int::of_i128(i128::from(v))
    }
}

impl fmt::Display for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Small(v) => write!(f, "{v}"),
            Repr::Pos(m) => write!(f, "{m}"),
            Repr::Neg(m) => write!(f, "-{m}"),
            Repr::Big(b) => write!(f, "{b}"),
        }
    }
}

impl fmt::Debug for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(v: i64) -> Int {
        Int::from(v)
    }

    fn big(s: &str) -> Int {
        Int::parse(s).unwrap()
    }

    #[test]
    fn overflow_promotes_and_demotes() {
        let max = int(i64::MAX);
        let one = int(1);
        let sum = max.add(&one);
        assert_eq!(sum.to_string(), "9223372036854775808");
        assert_eq!(sum.to_i64(), None);
        assert_eq!(sum.sub(&one), max, "a result that fits again is small");
        assert_eq!(sum.sub(&one).to_i64(), Some(i64::MAX));
    }

    #[test]
    fn division_truncates_and_remainder_follows_dividend() {
        let cases = [(7, 2, 3, 1), (-7, 2, -3, -1), (7, -2, -3, 1), (-7, -2, 3, -1)];
        for (a, b, q, r) in cases {
            let (a, b) = (int(a), int(b));
            assert_eq!(a.div(&b), Some(int(q)));
            assert_eq!(a.rem(&b), Some(int(r)));
        }
        assert_eq!(int(1).div(&Int::ZERO), None);
        assert_eq!(int(i64::MIN).div(&int(-1)), Some(big("9223372036854775808")));
    }

    /// The small-integer paths of `wrap` (the 64-bit identity, the mask below 63
    /// bits) agree with the definition on big integers: `v mod 2^bits`, shifted into
    /// `[-2^(bits-1), 2^(bits-1))` when signed.
    #[test]
    fn wrap_of_small_integers_is_the_big_definition() {
        let values = [i64::MIN, i64::MIN + 1, -(1 << 40) - 3, -129, -128, -1, 0, 1, 127, 128, 255, 1 << 40, i64::MAX];
        for &a in &values {
            for bits in [1, 7, 8, 31, 62, 63, 64, 65] {
                for signed in [false, true] {
                    let m = BigInt::one() << bits;
                    let mut want = BigInt::from(a).mod_floor(&m);
                    if signed && want >= (&m >> 1u32) {
                        want -= &m;
                    }
                    assert_eq!(int(a).wrap(signed, bits), Int::from_big(want), "wrap({a}, signed {signed}, {bits})");
                    // The same value plus or minus a multiple of 2^70 (a big integer) wraps
                    // alike below 65 bits.
                    if bits <= 64 {
                        for k in [-3i64, 1, 5] {
                            let big = Int::from_big(BigInt::from(a) + (BigInt::from(k) << 70u32));
                            assert_eq!(
                                big.wrap(signed, bits),
                                int(a).wrap(signed, bits),
                                "wrap({a} + {k}·2^70, {bits})"
                            );
                        }
                    }
                }
            }
        }
    }

    /// Around the edges of the three representations (±2^63, ±2^64), every
    /// operation agrees with `num-bigint`, and every value has one representation
    /// however it was made (so `==` and hashing are the values').
    #[test]
    fn every_value_has_one_representation_and_operations_agree_with_bigint() {
        use std::collections::hash_map::DefaultHasher;
        use std::hash::{Hash, Hasher};
        let hash = |i: &Int| {
            let mut h = DefaultHasher::new();
            i.hash(&mut h);
            h.finish()
        };
        let mut edges: Vec<BigInt> = Vec::new();
        for e in [BigInt::from(0), BigInt::one() << 63u32, BigInt::one() << 64u32, BigInt::one() << 65u32] {
            for d in [-2i64, -1, 0, 1, 2] {
                edges.push(&e + d);
                edges.push(-(&e + d));
            }
        }
        edges.push(BigInt::from(3) << 100u32);
        let ints: Vec<Int> = edges.iter().cloned().map(Int::from_big).collect();
        for (a, x) in edges.iter().zip(&ints) {
            assert_eq!(&x.to_big(), a);
            assert_eq!(x.to_string(), a.to_string());
            assert_eq!(Int::parse(&a.to_string()).as_ref(), Some(x));
            assert_eq!(x.is_heap(), a.magnitude().bits() > 64, "{a}");
            assert_eq!(x.to_i64(), a.to_i64());
            assert_eq!(x.to_u64(), a.to_u64());
            assert_eq!(x.is_negative(), a.is_negative());
            assert_eq!(x.bits(), a.bits());
            if let Some(v) = a.to_i128() {
                assert_eq!(Int::from(v), *x);
                let mut y = Int::from_big(BigInt::one() << 90u32);
                y.assign_i128(v);
                assert_eq!(y, *x);
            }
            for n in [0u64, 1, 63, 64, 65] {
                assert_eq!(x.shr(n), Int::from_big(a >> n), "{a} >> {n}");
                assert_eq!(x.shl(n), Int::from_big(a << n), "{a} << {n}");
                assert_eq!(x.bit(n), !((a >> n) & BigInt::one()).is_zero(), "bit {n} of {a}");
            }
            for bits in [1, 63, 64, 65] {
                for signed in [false, true] {
                    let m = BigInt::one() << bits;
                    let mut want = a.mod_floor(&m);
                    if signed && want >= (&m >> 1u32) {
                        want -= &m;
                    }
                    assert_eq!(x.wrap(signed, bits), Int::from_big(want), "wrap({a}, {signed}, {bits})");
                }
            }
            for (b, y) in edges.iter().zip(&ints) {
                let same = |got: Int, want: BigInt, op: &str| {
                    let want = Int::from_big(want);
                    assert_eq!(got, want, "{a} {op} {b}");
                    assert_eq!(hash(&got), hash(&want), "{a} {op} {b}");
                };
                same(x.add(y), a + b, "+");
                same(x.sub(y), a - b, "-");
                same(x.mul(y), a * b, "*");
                same(x.and(y), a & b, "&");
                same(x.or(y), a | b, "|");
                same(x.xor(y), a ^ b, "^");
                if !b.is_zero() {
                    same(x.div(y).unwrap(), a / b, "/");
                    same(x.rem(y).unwrap(), a % b, "%");
                }
                assert_eq!(x.cmp(y), a.cmp(b), "{a} cmp {b}");
                assert_eq!(x == y, a == b);
            }
        }
    }

    #[test]
    fn wrap_matches_machine_integers() {
        assert_eq!(int(255).wrap(true, 8), int(-1));
        assert_eq!(int(-1).wrap(false, 8), int(255));
        assert_eq!(int(300).wrap(false, 8), int(44));
        assert_eq!(int(-1).wrap(false, 64), big("18446744073709551615"));
        assert_eq!(big("18446744073709551615").wrap(true, 64), int(-1));
        assert_eq!(big("340282366920938463463374607431768211457").wrap(false, 128), int(1));
    }

    #[test]
    fn shifts_and_bits() {
        assert_eq!(int(1).shl(70).to_string(), "1180591620717411303424");
        assert_eq!(int(1).shl(70).shr(70), int(1));
        assert_eq!(int(-5).shr(1), int(-3));
        assert_eq!(int(-1).shl(62), int(i64::MIN / 2));
        assert!(int(-1).bit(200));
        assert!(!int(5).bit(1));
        assert!(int(5).bit(2));
        assert_eq!(int(5).not(), int(-6));
        assert_eq!(int(-6).and(&int(7)), int(2));
    }
}
