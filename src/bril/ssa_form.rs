//! Static checks of a Bril program's own SSA form, for a pass's output (`waddle equiv
//! --expect-no-ssa`): whether it is in Bril's SSA form (by `set`/`get`, or by the
//! older `phi`), each variable then assigned once per function as Bril's `is_ssa`
//! (`examples/is_ssa.py`) checks it (a `dest` seen twice in a function's
//! instructions, whatever the path), and, for a pass that claims to leave SSA
//! (`from_ssa`), that no `set`, `get` or `phi` remains. `undef` is not counted as
//! remaining: Bril's `from_ssa` keeps it by design (it is a note).

use super::{error, parse, Item, Program};
use crate::diag::Diagnostic;
use std::collections::HashMap;

/// What the checks found in one program.
#[derive(Clone, Debug, Default)]
pub struct SsaReport {
    /// Instructions of the SSA extensions: `set`, `get`, `undef`, `phi`.
    pub sets: usize,
    pub gets: usize,
    pub undefs: usize,
    pub phis: usize,
    /// Each variable assigned again in its function (in SSA form only), located.
    pub reassigned: Vec<Diagnostic>,
    /// Each `set`, `get` or `phi` left when none should remain, located.
    pub remaining: Vec<Diagnostic>,
}

impl SsaReport {
    /// Whether the program is in Bril's SSA form (uses `set`/`get` or `phi`).
    pub fn in_ssa_form(&self) -> bool {
        self.sets + self.gets + self.phis > 0
    }

    /// Every violation, located.
    pub fn errors(&self) -> Vec<Diagnostic> {
        self.reassigned.iter().chain(&self.remaining).cloned().collect()
    }

    /// One line saying what was checked and found.
    pub fn summary(&self, name: &str, expect_no_ssa: bool) -> String {
        let mut line = if self.in_ssa_form() {
            let mut forms = Vec::new();
            if self.sets + self.gets > 0 {
                forms.push(format!("set/get: {} set, {} get, {} undef", self.sets, self.gets, self.undefs));
            }
            if self.phis > 0 {
                forms.push(format!("phi: {}", self.phis));
            }
            let is_ssa = match self.reassigned.len() {
                0 => "each variable assigned once (is_ssa: yes)".to_string(),
                n => format!("{n} variable(s) assigned more than once (is_ssa: no)"),
            };
            format!("{name} is in Bril's SSA form ({}); {is_ssa}", forms.join("; "))
        } else {
            format!("{name} is not in Bril's SSA form (no set, get or phi)")
        };
        if expect_no_ssa && self.undefs > 0 {
            line.push_str(&format!("; note: {} undef left (from_ssa keeps them)", self.undefs));
        }
        line
    }
}

/// Checks a Bril program's text (JSON or text form); `expect_no_ssa` reports each
/// `set`, `get` or `phi` left. Errors are those of reading the file.
pub fn check_text(text: &str, expect_no_ssa: bool) -> Result<SsaReport, Vec<Diagnostic>> {
    let mut r = check(&parse(text)?, expect_no_ssa);
    // The first assignment's place as `line:column`.
    for e in &mut r.reassigned {
        for n in &mut e.notes {
            if let Some(at) = n.strip_prefix("first assigned at byte ").and_then(|b| b.parse::<usize>().ok()) {
                let before = &text[..at.min(text.len())];
                let line = before.matches('\n').count() + 1;
                let col = before.len() - before.rfind('\n').map_or(0, |k| k + 1) + 1;
                *n = format!("first assigned at {line}:{col}");
            }
        }
    }
    Ok(r)
}

/// Reads and checks a Bril file: its text and the report, or `None` when it cannot be
/// read or parsed (the import reports that).
pub fn check_file(path: &std::path::Path, expect_no_ssa: bool) -> Option<(String, SsaReport)> {
    let text = std::fs::read_to_string(path).ok()?;
    let report = check_text(&text, expect_no_ssa).ok()?;
    Some((text, report))
}

/// Checks a parsed Bril program.
pub fn check(p: &Program, expect_no_ssa: bool) -> SsaReport {
    let mut r = SsaReport::default();
    for f in &p.functions {
        for it in &f.items {
            let Item::Instr(i) = it else { continue };
            match i.op.as_str() {
                "set" => r.sets += 1,
                "get" => r.gets += 1,
                "undef" => r.undefs += 1,
                "phi" => r.phis += 1,
                _ => continue,
            }
            if expect_no_ssa && i.op != "undef" {
                let msg = format!("`{}` remains in `@{}`, which should be out of SSA form", i.op, f.name);
                r.remaining.push(error(i.span.clone(), msg));
            }
        }
    }
    if !r.in_ssa_form() {
        return r;
    }
    for f in &p.functions {
        // As `is_ssa.py`: the function's arguments are not counted.
        let mut first: HashMap<&str, &super::Span> = HashMap::new();
        for it in &f.items {
            let Item::Instr(i) = it else { continue };
            let Some(d) = &i.dest else { continue };
            match first.get(d.as_str()) {
                None => {
                    first.insert(d, &i.span);
                }
                Some(at) => {
                    let msg = format!("`{d}` is assigned again in `@{}`: not in SSA form (is_ssa)", f.name);
                    let mut e = error(i.span.clone(), msg);
                    e.notes.push(format!("first assigned at byte {}", at.start));
                    r.reassigned.push(e);
                }
            }
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reassignment_in_ssa_form_is_located_and_remaining_ssa_is_reported() {
        let text = "@main {\n  a: int = const 1;\n  set x a;\n  x: int = get;\n  a: int = const 2;\n  print x a;\n}\n";
        let r = check_text(text, false).unwrap();
        assert!(r.in_ssa_form());
        assert_eq!((r.sets, r.gets, r.remaining.len()), (1, 1, 0));
        assert_eq!(r.reassigned.len(), 1);
        assert_eq!(
            r.reassigned[0].loc.span,
            Some(text.find("a: int = const 2").unwrap()..text.find("\n  print").unwrap())
        );
        let r = check_text(text, true).unwrap();
        assert_eq!(r.remaining.len(), 2);
        let plain = check_text("@main {\n  a: int = const 1;\n  a: int = const 2;\n}\n", true).unwrap();
        assert!(!plain.in_ssa_form() && plain.errors().is_empty());
    }
}
