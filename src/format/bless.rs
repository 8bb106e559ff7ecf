//! `waddle check --bless`: rewrites the expected `outcome` and `effects` of a spec's
//! runs in place, keeping the rest of the file (comments, layout) as written.

use super::spans;
use std::path::Path;

/// Whether the environment asks for blessing: `WADDLE_BLESS` set to anything but `0`.
pub fn requested() -> bool {
    std::env::var_os("WADDLE_BLESS").is_some_and(|v| v != "0")
}

/// Compares `actual` with the snapshot file at `path`, or rewrites the file when
/// blessing is [`requested`]. On a mismatch, the error is a unified diff.
pub fn snapshot(path: &Path, actual: &str) -> Result<(), String> {
    if requested() {
        return std::fs::write(path, actual).map_err(|e| format!("cannot bless {}: {e}", path.display()));
    }
    let expected = super::read_source(path)
        .map_err(|e| format!("{}: missing snapshot ({e}); run with WADDLE_BLESS=1 to create it", path.display()))?;
    if expected == actual {
        return Ok(());
    }
    let diff = similar::TextDiff::from_lines(expected.as_str(), actual);
    Err(format!(
        "{} differs from the snapshot (re-bless with WADDLE_BLESS=1):\n{}",
        path.display(),
        diff.unified_diff().context_radius(3).header("expected", "actual")
    ))
}

/// The spec text with each run's `outcome` and `effects` set to `observed[i]`
/// (replaced where present, inserted before the run's closing parenthesis where
/// absent). `None` when the text cannot be scanned or has fewer runs than observed.
pub fn bless_runs(text: &str, observed: &[(String, Vec<String>)]) -> Option<String> {
    let root = spans::scan(text)?;
    let runs = root.field("runs")?;
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    for (i, (outcome, effects)) in observed.iter().enumerate() {
        let run = runs.item(i)?;
        let outcome_text = format!("{outcome:?}");
        let effects_text = format!("[{}]", effects.iter().map(|e| format!("{e:?}")).collect::<Vec<_>>().join(", "));
        let close = run.span.end.checked_sub(1)?;
        if text.as_bytes().get(close) != Some(&b')') {
            return None;
        }
        let mut inserts = Vec::new();
        for (field, value) in [("outcome", outcome_text), ("effects", effects_text)] {
            match run.field(field) {
                Some(node) => edits.push((node.span.start, node.span.end, value)),
                None => inserts.push(format!("{field}: {value}")),
            }
        }
        if !inserts.is_empty() {
            let before = text[..close].trim_end();
            let sep = if before.ends_with(',') || before.ends_with('(') { " " } else { ", " };
            edits.push((close, close, format!("{sep}{}", inserts.join(", "))));
        }
    }
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    let mut out = text.to_string();
    for (start, end, with) in edits {
        out.replace_range(start..end, &with);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_present_fields_and_inserts_missing_ones() {
        let text = "Spec(program: Path(\"p\"), runs: [\n  // keep me\n  Run(entry: \"f\", args: [1], outcome: \"halt(0)\"),\n  Run(entry: \"f\",),\n])";
        let observed = vec![("halt(2)".to_string(), vec!["halt(2)".to_string()]), ("halt(3)".into(), vec![])];
        let out = bless_runs(text, &observed).unwrap();
        assert_eq!(
            out,
            "Spec(program: Path(\"p\"), runs: [\n  // keep me\n  Run(entry: \"f\", args: [1], outcome: \"halt(2)\", effects: [\"halt(2)\"]),\n  Run(entry: \"f\", outcome: \"halt(3)\", effects: []),\n])"
        );
    }
}
