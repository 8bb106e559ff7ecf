//! Numbers in the JSON form other tools read: the one place a Bril float constant
//! becomes JSON text, so that `bril::write` can write Bril's JSON by hand and still
//! lay its floats out exactly as serde_json does.

/// A binary64 as JSON writes it: the shortest decimal that reads back to the same
/// value (`0.1`, `1.0`, `1e+20`), or `null` when it is not finite (JSON has no NaN or
/// infinity).
pub fn json_float(x: f64) -> String {
    serde_json::Number::from_f64(x).map_or_else(|| "null".to_string(), |n| n.to_string())
}

#[cfg(test)]
mod tests {
    use super::json_float;

    #[test]
    fn floats_read_back_and_the_rest_is_null() {
        for (x, want) in [(0.1, "0.1"), (1.0, "1.0"), (-0.0, "-0.0"), (1e20, "1e+20"), (f64::NAN, "null")] {
            assert_eq!(json_float(x), want);
        }
        for x in [0.30000000000000004, 1.5e-7, f64::MAX, 5e-324] {
            assert_eq!(json_float(x).parse::<f64>().unwrap().to_bits(), x.to_bits());
        }
    }
}
