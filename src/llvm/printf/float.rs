//! The floating conversions `%f %e %g %a` (and their capitals) of a `double`, as glibc
//! prints them in the default rounding mode.
//!
//! The decimal digits are Rust's: `{:.*}` and `{:.*e}` print the exact binary value
//! correctly rounded to the precision, ties to even, which is what glibc's `printf_fp`
//! does in round-to-nearest. Rust formats at most 65,535 digits, so the precision given
//! to it is capped where no `double` has a nonzero digit left (1,074 decimals in
//! `%f`: the smallest subnormal is 2⁻¹⁰⁷⁴; fewer than 800 significant digits in `%e`)
//! and the rest is zeros, appended here. `%g` is C's rule on top: with `P` significant
//! digits and `X` the exponent `%e` would print, `%f` if `P > X ≥ -4`, else `%e`, then
//! trailing zeros removed unless `#` (and one glibc quirk kept, in `general`). `%a` is written here from the bits: glibc prints
//! the leading hexadecimal digit of a normal number as 1 (2 after rounding up), of a
//! subnormal as 0 with exponent -1022, and rounds ties to even.

use super::field::{pad, Field};
use super::Conv;
use std::fmt::Write;

/// `%f` decimals past which a `double` has only zeros.
const FIXED_CAP: usize = 1074;
/// `%e` decimals past which a `double` has only zeros (at most 767 significant digits).
const EXP_CAP: usize = 1100;

/// Appends the floating conversion `conv` of `x` with the field's flags, width and
/// precision.
pub(super) fn render(field: &Field, conv: Conv, x: f64, out: &mut Vec<u8>) {
    let flags = field.flags;
    // The sign bit decides, for `-0` and NaN too (glibc prints `-nan`).
    let sign = match (x.is_sign_negative(), flags.plus, flags.space) {
        (true, _, _) => "-",
        (false, true, _) => "+",
        (false, false, true) => " ",
        _ => "",
    };
    let upper = matches!(
        conv,
        Conv::Fixed { upper: true }
            | Conv::Exp { upper: true }
            | Conv::General { upper: true }
            | Conv::HexFloat { upper: true }
    );
    if !x.is_finite() {
        // Never zero-padded.
        let text = match (x.is_nan(), upper) {
            (true, false) => "nan",
            (true, true) => "NAN",
            (false, false) => "inf",
            (false, true) => "INF",
        };
        pad(field, sign.as_bytes(), text.as_bytes(), false, out);
        return;
    }
    let x = x.abs();
    let mut prefix = sign.to_string();
    let body = match conv {
        Conv::Fixed { .. } => fixed(x, field.precision.unwrap_or(6), flags.hash),
        Conv::Exp { .. } => exponential(x, field.precision.unwrap_or(6), flags.hash, upper),
        Conv::General { .. } => general(x, field.precision, flags.hash, upper),
        _ => {
            prefix.push_str(if upper { "0X" } else { "0x" });
            hex(x, field.precision, flags.hash, upper)
        }
    };
    pad(field, prefix.as_bytes(), body.as_bytes(), true, out);
}

/// `%.pf` of a finite `x ≥ 0`: a `.` with no decimals only under `#`.
fn fixed(x: f64, p: usize, hash: bool) -> String {
    let mut s = format!("{:.*}", p.min(FIXED_CAP), x);
    s.extend(std::iter::repeat_n('0', p.saturating_sub(FIXED_CAP)));
    if p == 0 && hash {
        s.push('.');
    }
    s
}

/// The mantissa `d.ddd` (`p` decimals) and the decimal exponent of a finite `x ≥ 0`
/// rounded to `p + 1` significant digits.
fn exponent_parts(x: f64, p: usize) -> (String, i32) {
    let s = format!("{:.*e}", p.min(EXP_CAP), x);
    let (mantissa, exponent) = s.split_once('e').unwrap_or((&s, "0"));
    let mut mantissa = mantissa.to_string();
    mantissa.extend(std::iter::repeat_n('0', p.saturating_sub(EXP_CAP)));
    (mantissa, exponent.parse().unwrap_or(0))
}

/// `d.ddde±dd`: at least two exponent digits.
fn with_exponent(mut mantissa: String, exponent: i32, upper: bool) -> String {
    let sign = if exponent < 0 { '-' } else { '+' };
    let _ = write!(mantissa, "{}{sign}{:02}", if upper { 'E' } else { 'e' }, exponent.unsigned_abs());
    mantissa
}

/// `%.pe` of a finite `x ≥ 0`.
fn exponential(x: f64, p: usize, hash: bool, upper: bool) -> String {
    let (mut mantissa, exponent) = exponent_parts(x, p);
    if p == 0 && hash {
        mantissa.push('.');
    }
    with_exponent(mantissa, exponent, upper)
}

/// `%.Pg` of a finite `x ≥ 0` (C99 7.19.6.1, the `g` conversion).
fn general(x: f64, precision: Option<usize>, hash: bool, upper: bool) -> String {
    let p = precision.unwrap_or(6).max(1);
    let (mut mantissa, exponent) = exponent_parts(x, p - 1);
    if hash && i64::from(exponent) == p as i64 && exponent_parts(x, 40).1 == exponent - 1 {
        // glibc's quirk: it chose `%f` with no decimals for the unrounded exponent
        // P - 1, and on the carry to 10^P it prints `1.` and the exponent, without
        // the P - 1 zeros C asks for (`%#g` of 999999.5 is `1.e+06`, not `1.00000e+06`).
        return with_exponent("1.".to_string(), exponent, upper);
    }
    if (-4..p as i64).contains(&i64::from(exponent)) {
        let mut s = fixed(x, (p as i64 - 1 - i64::from(exponent)) as usize, hash);
        if !hash {
            strip_zeros(&mut s);
        }
        s
    } else {
        if hash && p == 1 {
            mantissa.push('.');
        } else if !hash {
            strip_zeros(&mut mantissa);
        }
        with_exponent(mantissa, exponent, upper)
    }
}

/// Removes the trailing zeros of a fraction, and its `.` if nothing is left after it.
fn strip_zeros(s: &mut String) {
    if s.contains('.') {
        let kept = s.trim_end_matches('0').trim_end_matches('.').len();
        s.truncate(kept);
    }
}

/// `%a` of a finite `x ≥ 0` after its `0x`: `h.hhhp±d`.
fn hex(x: f64, precision: Option<usize>, hash: bool, upper: bool) -> String {
    let bits = x.to_bits();
    let fraction = bits & ((1 << 52) - 1);
    let biased = (bits >> 52) as i32;
    // The leading digit and the binary exponent: 0 and -1022 for subnormals, 0 and 0
    // for zero.
    let (lead, exponent) = match (biased, fraction) {
        (0, 0) => (0u64, 0),
        (0, _) => (0, -1022),
        _ => (1, biased - 1023),
    };
    // The 13 hexadecimal digits of the fraction, as many as printed (`shown`).
    let (lead, fraction, shown) = match precision {
        None => {
            let zeros = if fraction == 0 { 13 } else { (fraction.trailing_zeros() / 4) as usize };
            (lead, fraction >> (4 * zeros), 13 - zeros)
        }
        Some(p) if p < 13 => {
            // Round to p digits, ties to even; a carry may reach the leading digit.
            let shift = 4 * (13 - p);
            let whole = (lead << 52) | fraction;
            let (mut q, rest, half) = (whole >> shift, whole & ((1 << shift) - 1), 1 << (shift - 1));
            if rest > half || (rest == half && q & 1 == 1) {
                q += 1;
            }
            (q >> (4 * p), q & ((1 << (4 * p)) - 1), p)
        }
        Some(p) => (lead, fraction, p),
    };
    let mut s = format!("{lead}");
    if shown > 0 || hash {
        s.push('.');
    }
    if shown > 0 {
        let n = shown.min(13);
        let _ = if upper { write!(s, "{fraction:0n$X}") } else { write!(s, "{fraction:0n$x}") };
        s.extend(std::iter::repeat_n('0', shown - n));
    }
    let sign = if exponent < 0 { '-' } else { '+' };
    let _ = write!(s, "{}{sign}{}", if upper { 'P' } else { 'p' }, exponent.unsigned_abs());
    s
}
