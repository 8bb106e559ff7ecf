//! Where two runs part, read from a trace diff (`oracle::equiv`'s lines, unchanged):
//! the line `control first went differently after f:b: the run … went to x, the run …
//! to y` (`oracle::control`) names the block control left and the two blocks it went
//! to; without it (the runs differ in data only), each side's "last steps of the run …"
//! section lists `RULE  function:block:index …` up to the divergence, and its last line
//! is the block where that run produced the diverging effect.

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
    /// Where control first went differently: the block it left, and the block each
    /// side went to (BEFORE's, AFTER's).
    pub control: Option<(At, At, At)>,
}

impl Tails {
    /// The last position of each side: where each run was when they parted.
    pub fn parted(&self) -> (Option<&At>, Option<&At>) {
        (self.before.last(), self.after.last())
    }

    /// The blocks to mark where the runs part, on BEFORE's drawing and on AFTER's: the
    /// block control left and the one each side went to, else each side's last block.
    pub fn parting(&self) -> (Vec<At>, Vec<At>) {
        match &self.control {
            Some((from, b, a)) => (vec![from.clone(), b.clone()], vec![from.clone(), a.clone()]),
            None => {
                let (b, a) = self.parted();
                (b.into_iter().cloned().collect(), a.into_iter().cloned().collect())
            }
        }
    }
}

/// `control first went differently after f:b (its visit #k): RUN went to x, RUN to y`:
/// the block left and the two targets (`x` or `g:x`; a target's parenthesis dropped).
fn control(line: &str) -> Option<(At, At, At)> {
    let rest = line.trim_start().strip_prefix("control first went differently after ")?;
    let (from, went) = rest.split_once(": ")?;
    let from = from.split(" (its visit").next()?;
    let (func, block) = from.split_once(':')?;
    let from = At { func: func.into(), block: block.into() };
    let (b, a) = went.split_once(", ")?;
    let target = |t: &str| -> Option<At> {
        let t = t.split(" (").next()?.trim();
        match t.split_once(':') {
            Some((f, b)) if !f.is_empty() && !b.is_empty() => Some(At { func: f.into(), block: b.into() }),
            _ => (!t.is_empty()).then(|| At { func: from.func.clone(), block: t.into() }),
        }
    };
    let b = target(b.rsplit_once(" went to ")?.1)?;
    let a = target(a.rsplit_once(" to ")?.1)?;
    Some((from, b, a))
}

/// The tails of a diff's lines.
pub fn tails(details: &[String]) -> Tails {
    let mut out = Tails::default();
    let mut section = 0;
    for line in details {
        if out.control.is_none() {
            out.control = control(line);
        }
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
    fn reads_where_control_first_went_differently() {
        let at = |f: &str, b: &str| At { func: f.into(), block: b.into() };
        let line = "    control first went differently after sum:head (its visit #4): the run of BEFORE went to exit, the run of AFTER to body";
        assert_eq!(control(line), Some((at("sum", "head"), at("sum", "exit"), at("sum", "body"))));
        let line = "control first went differently after f:a: the run before the step went to g:c, the run after the step to h.peel1 (BEFORE has no block `h.peel1` in `f`; blocks are paired by name)";
        assert_eq!(control(line), Some((at("f", "a"), at("g", "c"), at("f", "h.peel1"))));
        let t = tails(&[line.to_string()]);
        assert_eq!(t.parting(), (vec![at("f", "a"), at("g", "c")], vec![at("f", "a"), at("f", "h.peel1")]));
        assert_eq!(control("control first went differently from the start: …"), None);
    }

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
