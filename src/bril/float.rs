//! Floats as `brili` prints and reads them. `print` of a float is JavaScript's
//! `toFixed(17)`, or `toExponential(17)` when `|log₁₀|x|| ≥ 10`, `-0` keeps its sign,
//! `NaN`, `Infinity` and `-Infinity` are spelled so; `main`'s float arguments are
//! numbers both `parseFloat` and `Number` read alike.
//!
//! Rust's `{:.17}` and `{:.17e}` print the exact decimal expansion correctly rounded,
//! ties to even; JavaScript breaks a tie away from zero ("let n be an integer for which
//! n / 10^f - x is as close to zero as possible; if there are two such n, pick the
//! larger n"). The two differ only when the expansion stops exactly one digit past the
//! printed ones with a `5`, which `tie` detects and `push_float` rounds up.

use std::fmt::Write;

/// Appends `x` as `brili`'s `print` renders a float.
pub fn push_float(out: &mut String, x: f64) {
    if x.is_nan() {
        out.push_str("NaN");
    } else if x.is_infinite() {
        out.push_str(if x > 0.0 { "Infinity" } else { "-Infinity" });
    } else if x != 0.0 && x.abs().log10().abs() >= 10.0 {
        exponential(out, x);
    } else {
        fixed(out, x);
    }
}

/// `toFixed(17)` of a finite `x` with `|x| < 10¹⁰` (`-0` printed `-0.000…`).
fn fixed(out: &mut String, x: f64) {
    // A tie needs the expansion to stop at the 18th decimal: x a multiple of 2⁻¹⁸
    // (exact: |x·2¹⁸| < 2⁵³ here).
    if (x * 262_144.0).fract() == 0.0 {
        let s = format!("{x:.18}");
        if let Some(head) = s.strip_suffix('5') {
            out.push_str(&round_up(head));
            return;
        }
    }
    let _ = write!(out, "{x:.17}");
}

/// `toExponential(17)`: 18 significant digits, then `e+N` or `e-N`.
fn exponential(out: &mut String, x: f64) {
    let s19 = format!("{x:.18e}");
    let (m19, e19) = s19.split_once('e').unwrap_or((&s19, "0"));
    let (mantissa, exp) = match m19.strip_suffix('5') {
        // The 19th significant digit is a 5: a tie when the expansion stops there
        // (800 digits hold the exact expansion of any binary64).
        Some(head) if exact_prefix(x, m19) => {
            let r = round_up(head);
            let e: i32 = e19.parse().unwrap_or(0);
            // 9.99…9|5 rounds up to 10.00…0: one more digit before the point.
            match r.split_once("10.") {
                Some((sign, rest)) => (format!("{sign}1.0{}", &rest[..rest.len() - 1]), e + 1),
                None => (r, e),
            }
        }
        _ => {
            let s = format!("{x:.17e}");
            let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
            (m.to_string(), e.parse().unwrap_or(0))
        }
    };
    let _ = write!(out, "{mantissa}e{}{exp}", if exp >= 0 { "+" } else { "" });
}

/// Whether the exact decimal expansion of `x` is the mantissa `m` (digits of
/// `{x:.Ne}`) followed by zeros only.
fn exact_prefix(x: f64, m: &str) -> bool {
    let exact = format!("{x:.800e}");
    let (digits, _) = exact.split_once('e').unwrap_or((&exact, ""));
    digits.strip_prefix(m).is_some_and(|rest| rest.bytes().all(|b| b == b'0'))
}

/// The decimal `digits` (a sign, digits and a point) rounded up by one unit of its
/// last digit, in magnitude.
fn round_up(digits: &str) -> String {
    let mut b = digits.as_bytes().to_vec();
    let mut k = b.len();
    loop {
        if k == 0 || !(b[k - 1].is_ascii_digit() || b[k - 1] == b'.') {
            // Carried past the first digit: a new leading 1 (after the sign).
            b.insert(k, b'1');
            break;
        }
        k -= 1;
        match b[k] {
            b'.' => continue,
            b'9' => b[k] = b'0',
            d => {
                b[k] = d + 1;
                break;
            }
        }
    }
    String::from_utf8(b).unwrap_or_default()
}

/// Reads `main`'s float argument as `brili` does: `Infinity` with its sign, else a
/// decimal number (surrounding whitespace allowed), never `NaN`.
pub fn parse_arg(s: &str) -> Result<f64, String> {
    let t = s.trim();
    let x = match t.trim_start_matches(['+', '-']) {
        "Infinity" if t.len() <= "-Infinity".len() => {
            Some(if t.starts_with('-') { f64::NEG_INFINITY } else { f64::INFINITY })
        }
        body if body.bytes().all(|b| b.is_ascii_digit() || b"+-.eE".contains(&b)) => t.parse().ok(),
        _ => None,
    };
    x.ok_or_else(|| format!("float argument to main must not be 'NaN'; got {s}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(x: f64) -> String {
        let mut s = String::new();
        push_float(&mut s, x);
        s
    }

    /// Expected strings from Node's `toFixed(17)` / `toExponential(17)`, as `brili`
    /// calls them.
    #[test]
    fn floats_print_as_javascript_prints_them() {
        assert_eq!(text(0.1), "0.10000000000000001");
        assert_eq!(text(-0.0), "-0.00000000000000000");
        assert_eq!(text(1e10), "1.00000000000000000e+10");
        assert_eq!(text(1.5e-10), "0.00000000015000000");
        assert_eq!(text(1e-10), "1.00000000000000004e-10");
        assert_eq!(text(5e-324), "4.94065645841246544e-324");
        assert_eq!(text(f64::NEG_INFINITY), "-Infinity");
        assert_eq!(text(f64::NAN), "NaN");
        // Ties, away from zero (Rust's own formatting would end in 2, the even digit).
        assert_eq!(text(2f64.powi(-18)), "0.00000381469726563");
        assert_eq!(text(-3.0 - 2f64.powi(-18)), "-3.00000381469726563");
        let x = 12_345_678_901.0 + 2f64.powi(-8);
        assert_eq!(text(x), "1.23456789010039063e+10");
        assert_eq!(text(-x), "-1.23456789010039063e+10");
    }

    #[test]
    fn rounding_up_carries() {
        assert_eq!(round_up("0.99"), "1.00");
        assert_eq!(round_up("-9.99"), "-10.00");
        assert_eq!(round_up("1.25"), "1.26");
    }

    #[test]
    fn arguments_are_read_as_brili_reads_them() {
        assert_eq!(parse_arg("2.5"), Ok(2.5));
        assert_eq!(parse_arg("-Infinity"), Ok(f64::NEG_INFINITY));
        assert_eq!(parse_arg(".5e1"), Ok(5.0));
        for bad in ["NaN", "inf", "0x10", "", "1.5x"] {
            assert_eq!(parse_arg(bad), Err(format!("float argument to main must not be 'NaN'; got {bad}")));
        }
    }
}
