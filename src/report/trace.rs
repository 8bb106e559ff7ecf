//! Where two runs part, read from a trace diff (`oracle::equiv`'s lines, unchanged):
//! each side's "last steps of the run …" section lists `RULE  function:block:index …`
//! up to the divergence; its last line is the block where that run produced the
//! diverging effect.

/// A position of a run: a function and one of its blocks, by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct At {
    pub func: String,
    pub block: String,
}

/// The last steps of each side of a diff, in order (before, then after); empty when
/// the diff has none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tails {
    pub before: Vec<At>,
    pub after: Vec<At>,
}

impl Tails {
    /// The last position of each side: where each run was when they parted.
    pub fn parted(&self) -> (Option<&At>, Option<&At>) {
        (self.before.last(), self.after.last())
    }
}

/// The tails of a diff's lines.
pub fn tails(details: &[String]) -> Tails {
    let mut out = Tails::default();
    let mut section = 0;
    for line in details {
        if line.trim_start().starts_with("last steps of ") {
            section += 1;
            continue;
        }
        if section == 0 || !line.starts_with("    ") {
            continue;
        }
        let mut words = line.split_whitespace();
        let (Some(rule), Some(loc)) = (words.next(), words.next()) else { continue };
        let Some(at) = rule.starts_with("E-").then(|| location(loc)).flatten() else { continue };
        match section {
            1 => out.before.push(at),
            2 => out.after.push(at),
            _ => {}
        }
    }
    out
}

/// `function:block:index` (block names may hold `:`; the index is a number).
fn location(loc: &str) -> Option<At> {
    let (func, rest) = loc.split_once(':')?;
    let (block, index) = rest.rsplit_once(':')?;
    index.parse::<usize>().ok()?;
    (!func.is_empty() && !block.is_empty()).then(|| At { func: func.into(), block: block.into() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_tails_of_a_diff() {
        let lines: Vec<String> = [
            "the effect traces differ",
            "effects (- before, + after):",
            "  - halt(true)",
            "last steps of the run before the step, up to the divergence:",
            "    E-Switch-Case     f:b:1 switch more_y (true ↦ c()) f()",
            "    E-Return-Halt     f:d:0 return true",
            "last steps of the run after the step, up to the divergence:",
            "    E-Branch          f:a.latch:0 branch a(i.2)",
            "    E-Return-Halt     f:g:0 return false",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let t = tails(&lines);
        assert_eq!(t.before.len(), 2);
        assert_eq!(t.after[0], At { func: "f".into(), block: "a.latch".into() });
        let (b, a) = t.parted();
        assert_eq!(b.map(|x| x.block.as_str()), Some("d"));
        assert_eq!(a.map(|x| x.block.as_str()), Some("g"));
    }

    #[test]
    fn no_tails_in_other_lines() {
        assert_eq!(tails(&["idom(`g`): fresh computation `a.exit`, maintained `s`".to_string()]), Tails::default());
    }
}
