//! Rendering one conversion: the `*` counts resolved, the argument read as the C type
//! the conversion names, the digits (integers here, doubles in `float.rs`), then the
//! field (`field.rs`).

use super::field::{pad, Field};
use super::float;
use super::{Arg, ArgKind, Conv, Count, ErrorKind, FormatError, Length, Spec, MAX_COUNT};

/// Appends what `printf` prints for one conversion. `args` are the arguments it
/// consumes, [`Spec::arity`] of them: the `int`s of its `*` width and precision, in that
/// order, then its value.
pub fn render(spec: &Spec, args: &[Arg], out: &mut Vec<u8>) -> Result<(), FormatError> {
    let at = spec.span.start;
    let fail = |kind| FormatError { at, kind };
    let mut args = args.iter();
    let mut next = || args.next().ok_or(fail(ErrorKind::MissingArgument));
    let mut flags = spec.flags;
    let width = match spec.width {
        None => 0,
        Some(Count::Fixed(n)) => n as usize,
        Some(Count::Star) => {
            // A negative `*` width is the `-` flag and its magnitude.
            let w = star(next()?).map_err(fail)?;
            flags.minus |= w < 0;
            w.unsigned_abs() as usize
        }
    };
    if width > MAX_COUNT as usize {
        return Err(fail(ErrorKind::WidthTooLarge));
    }
    let precision = match spec.precision {
        None => None,
        Some(Count::Fixed(n)) => Some(n as usize),
        // A negative `*` precision is taken as if it were omitted.
        Some(Count::Star) => usize::try_from(star(next()?).map_err(fail)?).ok(),
    };
    if precision.is_some_and(|p| p > MAX_COUNT as usize) {
        return Err(fail(ErrorKind::PrecisionTooLarge));
    }
    let field = Field { flags, width, precision };
    let arg = next()?;
    let wrong = |expected| fail(ErrorKind::WrongArgument { expected, found: arg.kind() });
    match (spec.conv, arg) {
        (conv, Arg::Int(v)) if conv.is_integer() => integer(&field, conv, spec.length, *v, out),
        (Conv::Char, Arg::Int(v)) => pad(&field, b"", &[*v as u8], false, out),
        (Conv::Str, Arg::Str(s)) => string(&field, s, out),
        // glibc prints a NULL string as `(null)`, or nothing if the precision is shorter.
        (Conv::Str, Arg::Ptr(0)) => {
            let text: &[u8] = if precision.is_none_or(|p| p >= 6) { b"(null)" } else { b"" };
            pad(&field, b"", text, false, out)
        }
        (Conv::Str, Arg::Ptr(_)) => return Err(fail(ErrorKind::StringPointer)),
        // glibc prints a NULL pointer as the string `(nil)`, whatever the precision.
        (Conv::Pointer, Arg::Ptr(0)) => pad(&field, b"", b"(nil)", false, out),
        (Conv::Pointer, Arg::Ptr(p)) => pointer(&field, *p, out),
        (conv, Arg::Double(x)) if conv.is_floating() => float::render(&field, conv, *x, out),
        (conv, _) => {
            return Err(wrong(match conv {
                Conv::Str => ArgKind::Str,
                Conv::Pointer => ArgKind::Ptr,
                c if c.is_floating() => ArgKind::Double,
                _ => ArgKind::Int,
            }))
        }
    }
    Ok(())
}

/// The `int` of a `*`: its low 32 bits, signed.
fn star(arg: &Arg) -> Result<i32, ErrorKind> {
    match arg {
        Arg::Int(v) => Ok(*v as i32),
        other => Err(ErrorKind::WrongArgument { expected: ArgKind::Int, found: other.kind() }),
    }
}

/// `%s`: at most `precision` bytes of the string.
fn string(field: &Field, s: &[u8], out: &mut Vec<u8>) {
    let n = field.precision.map_or(s.len(), |p| p.min(s.len()));
    pad(field, b"", &s[..n], false, out);
}

/// `%d %i %u %o %x %X`: `v` read as the C integer type of `length`, signed for `%d`
/// and `%i` (two's complement: its low bits, sign- or zero-extended).
fn integer(field: &Field, conv: Conv, length: Length, v: i128, out: &mut Vec<u8>) {
    let bits = length.int_bits();
    let low = (v as u128) & ((1u128 << bits) - 1);
    let negative = conv == Conv::Signed && low >> (bits - 1) == 1;
    let magnitude = if negative { (1u128 << bits) - low } else { low };
    let sign: &[u8] = match (negative, field.flags.plus, field.flags.space) {
        (true, _, _) => b"-",
        (false, true, _) => b"+",
        (false, false, true) => b" ",
        _ => b"",
    };
    let (base, prefix): (u128, &[u8]) = match conv {
        Conv::Octal => (8, b""),
        Conv::Hex { upper } if field.flags.hash && magnitude != 0 => (16, if upper { b"0X" } else { b"0x" }),
        Conv::Hex { .. } => (16, b""),
        _ => (10, b""),
    };
    let prefix = if conv == Conv::Signed { sign } else { prefix };
    let upper = conv == Conv::Hex { upper: true };
    let mut body = digits(magnitude, base, upper, field.precision.unwrap_or(1));
    // `%#o` raises the precision so that the first digit is a 0.
    if conv == Conv::Octal && field.flags.hash && body.first() != Some(&b'0') {
        body.insert(0, b'0');
    }
    pad(field, prefix, &body, field.precision.is_none(), out);
}

/// `%p` of a non-NULL pointer: glibc prints it as `%#lx` would, except that the `+`
/// and space flags still apply (it skips the unsigned conversions' clearing of them).
fn pointer(field: &Field, p: u64, out: &mut Vec<u8>) {
    let prefix: &[u8] = match (field.flags.plus, field.flags.space) {
        (true, _) => b"+0x",
        (false, true) => b" 0x",
        _ => b"0x",
    };
    let body = digits(u128::from(p), 16, false, field.precision.unwrap_or(1));
    pad(field, prefix, &body, field.precision.is_none(), out);
}

/// The digits of `n` in `base`, at least `min` of them (zeros in front): none for 0
/// with precision 0.
fn digits(mut n: u128, base: u128, upper: bool, min: usize) -> Vec<u8> {
    let table: &[u8; 16] = if upper { b"0123456789ABCDEF" } else { b"0123456789abcdef" };
    let mut d = Vec::new();
    while n != 0 {
        d.push(table[(n % base) as usize]);
        n /= base;
    }
    d.resize(d.len().max(min), b'0');
    d.reverse();
    d
}
