//! The verdict of a validation, as values (`Report`, one `FunctionReport` per paired
//! function), what it answers (`Answer`, with its exit code), and its text.

use crate::diag::Diagnostic;
use crate::format::run::duration;
use crate::ir::{FnType, Type};
use crate::oracle::equiv::RunSpec;
use crate::oracle::Theorem;
use std::time::Duration;

/// A static theorem that fails on AFTER, with its located violations.
pub struct StaticFailure {
    /// The theorem that fails (types, SSA, LCSSA or canonical form).
    pub theorem: Theorem,
    /// Its violations, located in AFTER (the caller renders them against AFTER's source).
    pub errors: Vec<Diagnostic>,
}

/// A run on which BEFORE and AFTER disagree.
pub struct Divergence {
    /// The diverging run, by BEFORE's names; for a random run, the smallest shrunk one.
    pub run: RunSpec,
    /// A random run, with how to replay it (`Notation::replay`).
    pub random: Option<String>,
    /// The comparison's readable details (the diff).
    pub details: Vec<String>,
    /// The same diff with the last steps as the kernel ran them, when the notation
    /// shows them otherwise (`Notation::kernel`: Bril's instructions); else empty.
    pub kernel: Vec<String>,
    /// The run as first found, when smaller arguments still diverge (`run` is the
    /// smallest found), and the comparisons the shrinking made.
    pub shrunk_from: Option<(RunSpec, usize)>,
    /// How the notation names `run` and the run as first found (`Notation::label`:
    /// Bril's names a float argument by its value, not its bits).
    pub labels: [String; 2],
}

/// The verdict on one function.
pub struct FunctionReport {
    /// BEFORE's name.
    pub name: String,
    /// AFTER's name, when the pass renamed the function.
    pub renamed: Option<String>,
    /// How the renaming was inferred from the call graph (`by its call sites in `main``).
    pub paired_by: Option<String>,
    /// The signature changed (`fn(int) → int` before, `fn(int, int) → int` after): no
    /// run can compare them.
    pub signature: Option<String>,
    /// The static theorems that fail on AFTER's version of the function.
    pub static_failures: Vec<StaticFailure>,
    /// BEFORE is canonical and LCSSA, so AFTER was required to be.
    pub canonical_required: bool,
    /// Given runs compared (the diverging one included).
    pub given: usize,
    /// Random runs compared (the diverging one included).
    pub random: usize,
    /// Runs compared that were vacuous: incomplete before and after, with no effect to compare.
    pub vacuous: usize,
    /// The first diverging run, with its details: the comparison stops there (so
    /// `diverged` is 0 or 1), the runs after it are `skipped`.
    pub first_divergence: Option<Divergence>,
    /// Runs that diverged: 0 or 1, since the comparison stops at the first.
    pub diverged: usize,
    /// Runs not made because an earlier one diverged.
    pub skipped: u64,
    /// Random runs not compared because the time limit was reached first (given runs
    /// are never cut).
    pub incomplete: u64,
    /// Verdicts that rest on the fuel cap; random runs that could not be drawn.
    pub notes: Vec<String>,
}

impl FunctionReport {
    /// Runs compared, given and random.
    pub fn compared(&self) -> usize {
        self.given + self.random
    }

    /// No failure: every run compared agrees and the static theorems hold (some runs
    /// may be incomplete within the time limit).
    pub fn no_failure(&self) -> bool {
        self.signature.is_none() && self.static_failures.is_empty() && self.diverged == 0
    }

    /// The time limit was reached before any run of the function was compared.
    pub fn undecided(&self) -> bool {
        self.incomplete > 0 && self.compared() == 0
    }

    /// No failure, and the time limit left some run of the function compared.
    pub fn passed(&self) -> bool {
        self.no_failure() && !self.undecided()
    }
}

/// The verdict on a pair of programs.
pub struct Report {
    /// One verdict per paired function of BEFORE and AFTER.
    pub functions: Vec<FunctionReport>,
    /// AFTER's functions that fail types or SSA and are not compared (new helpers, or
    /// left out by `--entry`): they make AFTER unrunnable too.
    pub unpaired_failures: Vec<(String, StaticFailure)>,
    /// Functions of BEFORE with no counterpart in AFTER (lost, or ambiguous).
    pub only_before: Vec<String>,
    /// Functions of AFTER with no counterpart in BEFORE (new, not compared).
    pub only_after: Vec<String>,
    /// Functions of BEFORE with no counterpart because several functions of AFTER fit
    /// and the call graph does not tell them apart: the name, the candidates and the
    /// signature (`pairing::Pairing::ambiguous`).
    pub ambiguous: Vec<(String, Vec<String>, String)>,
    /// Notes before the verdict: renamings the call sites suggest where the names say
    /// otherwise (a swap), an `--oracle` that no given run uses.
    pub hints: Vec<String>,
    /// Runs were not made: AFTER does not verify.
    pub runs_skipped: bool,
    /// The user accepts a partial verdict (`Options::allow_partial`).
    pub allow_partial: bool,
    /// The time limit the runs were made within.
    pub time_limit: Option<Duration>,
    /// The runs were compared by refinement (`Notion::Refines`): the verdict says
    /// "refines", not "equivalent".
    pub refinement: bool,
}

/// What a report answers, and its exit code (semantics/equiv.md, "Verdicts and exit
/// codes"). Nothing left uncompared passes silently: a lost function or a function no
/// run compared is an answer of its own unless the user accepts a partial verdict.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Answer {
    /// Equivalent on every run compared, the static theorems hold (exit 0).
    Equivalent,
    /// A run diverged, a signature changed or a static theorem fails (exit 1).
    Fails,
    /// A function of BEFORE is missing from AFTER: the pass lost it (exit 1).
    Lost,
    /// Nothing failed, but something was not compared: no function in common, a
    /// function with no run, or only vacuous runs (exit 3, "no verdict").
    NoVerdict,
}

impl Answer {
    /// The process exit code of `waddle equiv`: 0 equivalent, 1 fails or lost, 3 no verdict.
    pub fn exit_code(self) -> u8 {
        match self {
            Answer::Equivalent => 0,
            Answer::Fails | Answer::Lost => 1,
            Answer::NoVerdict => 3,
        }
    }
}

impl Report {
    /// Every paired function passed and AFTER's unpaired functions pass types and SSA.
    pub fn passed(&self) -> bool {
        self.functions.iter().all(FunctionReport::passed) && self.unpaired_failures.is_empty()
    }

    /// No run diverged and no static theorem failed (some runs may be incomplete within
    /// the time limit, some things not compared: `answer` says).
    pub fn no_failure(&self) -> bool {
        self.functions.iter().all(FunctionReport::no_failure) && self.unpaired_failures.is_empty()
    }

    /// No failure, but a function with no run compared within the time limit: neither
    /// equivalent nor not (`waddle equiv` exits with 3).
    pub fn no_verdict(&self) -> bool {
        !self.passed() && self.no_failure() && !self.runs_skipped
    }

    /// Random runs the time limit cut, over all functions.
    pub fn incomplete(&self) -> u64 {
        self.functions.iter().map(|f| f.incomplete).sum()
    }

    /// The functions the time limit left with no run compared.
    pub fn undecided(&self) -> Vec<&str> {
        self.functions.iter().filter(|f| f.undecided()).map(|f| f.name.as_str()).collect()
    }

    /// Runs compared, given and random, over all functions.
    pub fn compared(&self) -> usize {
        self.functions.iter().map(FunctionReport::compared).sum()
    }

    /// Vacuous runs among those compared, over all functions.
    pub fn vacuous(&self) -> usize {
        self.functions.iter().map(|f| f.vacuous).sum()
    }

    /// Functions with a diverging run (each stops at its first).
    pub fn diverged(&self) -> usize {
        self.functions.iter().map(|f| f.diverged).sum()
    }

    /// What was not compared although nothing failed on it: per function with no run or
    /// only vacuous runs, and a pair with no function in common.
    pub fn uncompared(&self) -> Vec<String> {
        if self.runs_skipped {
            return Vec::new();
        }
        let mut out = Vec::new();
        if self.functions.is_empty() && self.only_before.is_empty() {
            out.push("BEFORE and AFTER have no function in common, so no run was compared".to_string());
        }
        for f in self.functions.iter().filter(|f| f.signature.is_none() && f.diverged == 0 && f.incomplete == 0) {
            if f.compared() == 0 {
                out.push(format!(
                    "no run of `{}` was compared (give --runs '{} ARG…' or --random-runs N)",
                    f.name, f.name
                ));
            } else if f.vacuous == f.compared() && self.refinement {
                out.push(format!(
                    "every run of `{}` is vacuous: BEFORE reaches undefined behaviour (which allows any AFTER), \
                     a run stops short of the other (at a limit, or at a call of a function this tool does not \
                     model), or neither run completes with anything to compare (raise --fuel when a note says a \
                     run ran out of it)",
                    f.name
                ));
            } else if f.vacuous == f.compared() {
                out.push(format!(
                    "every run of `{}` is vacuous (incomplete before and after, with no effect to compare): raise --fuel",
                    f.name
                ));
            }
        }
        out
    }

    /// The answer, `allow_partial` taken into account.
    pub fn answer(&self) -> Answer {
        if !self.no_failure() {
            Answer::Fails
        } else if !self.undecided().is_empty() {
            Answer::NoVerdict
        } else if self.allow_partial {
            Answer::Equivalent
        } else if !self.only_before.is_empty() {
            Answer::Lost
        } else if !self.uncompared().is_empty() {
            Answer::NoVerdict
        } else {
            Answer::Equivalent
        }
    }

    /// The report as text: the pairing's notes, a line per function with its first
    /// divergence in full, then the total. Static violations are listed by theorem and
    /// count (the located errors are the caller's to render against AFTER's source).
    pub fn render(&self) -> String {
        let mut out = self.render_pairing();
        for f in &self.functions {
            out += &self.render_function(f);
        }
        out + &self.render_total()
    }

    /// The report as `render` gives it, with the functions that did not pass first, each
    /// whole, and those that passed summed in one line: what a table of many files shows.
    pub fn render_failures_first(&self) -> String {
        let mut out = self.render_pairing();
        let (passed, failed): (Vec<&FunctionReport>, Vec<&FunctionReport>) =
            self.functions.iter().partition(|f| f.passed() && !self.runs_skipped);
        for f in &failed {
            out += &self.render_function(f);
        }
        match passed.as_slice() {
            [] => {}
            [f] => out += &self.render_function(f),
            many => {
                const NAMED: usize = 8;
                let mut names: Vec<String> = many.iter().take(NAMED).map(|f| format!("`{}`", f.name)).collect();
                if many.len() > NAMED {
                    names.push(format!("and {} more", many.len() - NAMED));
                }
                let n: usize = many.iter().map(|f| f.compared()).sum();
                let v: usize = many.iter().map(|f| f.vacuous).sum();
                let notes: usize = many.iter().map(|f| f.notes.len()).sum();
                let agree = if self.refinement { "AFTER refines BEFORE" } else { "equivalent" };
                let notes = if notes > 0 { format!("; {notes} note(s) in the whole report") } else { String::new() };
                out += &format!(
                    "{} functions pass ({}): {agree} on {} in all; {v} vacuous{notes}\n",
                    many.len(),
                    names.join(", "),
                    runs(n)
                );
            }
        }
        out + &self.render_total()
    }

    /// σref's renamings, the hints, and what each side has alone.
    fn render_pairing(&self) -> String {
        let mut out = String::new();
        for f in &self.functions {
            let Some(after) = &f.renamed else { continue };
            let how = f.paired_by.as_ref().map(|b| format!(" ({b})")).unwrap_or_default();
            out += &format!("σref: `{after}` of AFTER is `{}` renamed{how}; it is compared as `{}`\n", f.name, f.name);
        }
        for h in &self.hints {
            out += &format!("note: {h}\n");
        }
        let level = self.level();
        for name in &self.only_before {
            match self.ambiguous.iter().find(|(n, _, _)| n == name) {
                Some((_, candidates, sig)) => {
                    let shown: Vec<String> = candidates.iter().map(|c| format!("`{c}`")).collect();
                    let flags: Vec<String> = candidates.iter().map(|c| format!("--rename {name}={c}")).collect();
                    out += &format!(
                        "{level}: `{name}` of BEFORE has no counterpart of its name in AFTER, and {} of AFTER have \
                         its signature {sig}: neither its call sites nor its callees tell which; pair it with {}\n",
                        shown.join(", "),
                        flags.join(" or ")
                    );
                }
                None => {
                    out += &format!(
                        "{level}: `{name}` of BEFORE has no counterpart in AFTER, so it is not compared \
                         (the pass lost it; if it renamed it, pair it with --rename {name}=NEW)\n"
                    )
                }
            }
        }
        for name in &self.only_after {
            out += &format!("note: `{name}` is new in AFTER (not compared)\n");
        }
        for (name, s) in &self.unpaired_failures {
            out += &format!("fn {name} (not compared): {} fails ({} violation(s))\n", s.theorem.name(), s.errors.len());
        }
        out
    }

    /// ` of 10s`: the time limit, when there is one.
    fn limit_text(&self) -> String {
        self.time_limit.map(|t| format!(" of {}", duration(t))).unwrap_or_default()
    }

    /// `; the time limit of 10s left 12 random run(s) unmade`, when it did.
    fn cut_text(&self) -> String {
        match self.incomplete() {
            0 => String::new(),
            k => format!("; the time limit{} left {k} random run(s) unmade", self.limit_text()),
        }
    }

    /// `error`, or `note` when a partial verdict is accepted.
    fn level(&self) -> &'static str {
        if self.allow_partial {
            "note"
        } else {
            "error"
        }
    }

    /// One function: its signature or static theorems, its first divergence in full,
    /// its notes, and its count of runs.
    fn render_function(&self, f: &FunctionReport) -> String {
        let mut out = String::new();
        let name = &f.name;
        if let Some(sig) = &f.signature {
            return format!("fn {name}: the signature changed: {sig}\n");
        }
        let shown: Vec<String> = f
            .static_failures
            .iter()
            .map(|s| format!("{} fails ({} violation(s))", s.theorem.name(), s.errors.len()))
            .collect();
        let which = if f.canonical_required { "types, SSA, LCSSA, canonical form" } else { "types, SSA" };
        if shown.is_empty() {
            out += &format!("fn {name}: {which}: ok\n");
        } else {
            out += &format!("fn {name}: {}\n", shown.join("; "));
        }
        if self.runs_skipped {
            return out + &format!("fn {name}: no run: AFTER does not verify\n");
        }
        if let Some(d) = &f.first_divergence {
            let theorem = if self.refinement { "refinement" } else { Theorem::Equivalence.name() };
            out += &format!("fn {name}: {theorem} fails for run {}\n", d.labels[0]);
            if let Some((_, tries)) = &d.shrunk_from {
                let comparisons = if *tries == 1 { "comparison" } else { "comparisons" };
                out += &format!(
                    "    shrunk from {} ({tries} {comparisons}): the smallest arguments found that still diverge\n",
                    d.labels[1]
                );
            }
            if let Some(replay) = &d.random {
                out += &format!("    a random run; {replay}\n");
            }
            for l in &d.details {
                out += &format!("    {l}\n");
            }
        }
        for n in &f.notes {
            out += &format!("    note: {n}\n");
        }
        let given = format!("{} given, {} random", f.given, f.random);
        out + &if f.diverged > 0 {
            let agreed = f.compared() - 1;
            format!(
                "fn {name}: diverged after {} agreed ({given} compared); stopped at the first divergence, {} not run; {} vacuous\n",
                runs(agreed),
                f.skipped,
                f.vacuous
            )
        } else if f.undecided() {
            format!(
                "fn {name}: no verdict: the time limit{} was reached before any run was compared ({} planned)\n",
                self.limit_text(),
                runs(f.incomplete as usize)
            )
        } else {
            let agree = if self.refinement { "AFTER refines BEFORE" } else { "equivalent" };
            let cut = if f.incomplete > 0 {
                format!("; the time limit{} left {} random run(s) unmade", self.limit_text(), f.incomplete)
            } else {
                String::new()
            };
            format!("fn {name}: {agree} on {} ({given}); {} vacuous{cut}\n", runs(f.compared()), f.vacuous)
        }
    }

    /// What was not compared, then the answer's line.
    fn render_total(&self) -> String {
        let mut out = String::new();
        let (n, v, d) = (self.compared(), self.vacuous(), self.diverged());
        let uncompared = self.uncompared();
        for u in &uncompared {
            out += &format!("{}: {u}\n", self.level());
        }
        let partial = if uncompared.is_empty() && self.only_before.is_empty() { "" } else { " (partial)" };
        let lost = self.only_before.join("`, `");
        out + &match (self.answer(), self.runs_skipped) {
            (Answer::Lost, _) => format!(
                "not valid: AFTER lacks `{lost}` of BEFORE; {} compared ({v} vacuous); \
                 --allow-partial accepts a partial verdict\n",
                runs(n)
            ),
            (Answer::NoVerdict, _) if !self.undecided().is_empty() => format!(
                "no verdict: the time limit{} was reached before any run of `{}` was compared; {} agree ({v} vacuous)\n",
                self.limit_text(),
                self.undecided().join("`, `"),
                runs(n)
            ),
            (Answer::NoVerdict, _) => format!(
                "no verdict: not everything was compared ({} compared, {v} vacuous); \
                 --allow-partial accepts a partial verdict\n",
                runs(n)
            ),
            (Answer::Equivalent, _) if self.refinement => format!(
                "AFTER refines BEFORE{partial} on {} ({v} vacuous: BEFORE undefined, or a run incomplete){}\n",
                runs(n),
                self.cut_text()
            ),
            (Answer::Equivalent, _) => format!(
                "equivalent{partial} on {} ({v} vacuous: incomplete before and after){}\n",
                runs(n),
                self.cut_text()
            ),
            (Answer::Fails, true) => {
                "not valid: AFTER does not verify (types or SSA), so no run was made\n".to_string()
            }
            (Answer::Fails, false) if d > 0 && self.refinement => {
                format!(
                    "AFTER does not refine BEFORE: a run diverged in {d} function(s); {} agree ({v} vacuous)\n",
                    runs(n - d)
                )
            }
            (Answer::Fails, false) if d > 0 => {
                format!("not equivalent: a run diverged in {d} function(s); {} agree ({v} vacuous)\n", runs(n - d))
            }
            (Answer::Fails, false) => {
                format!("not valid: a static theorem fails on AFTER; {} compared ({v} vacuous)\n", runs(n))
            }
        }
    }
}

/// `fn(int) → int`.
pub(super) fn show(s: &FnType) -> String {
    Type::func(s.params.clone(), s.ret.clone()).to_string()
}

/// `1 run`, `5 runs`.
fn runs(n: usize) -> String {
    if n == 1 {
        "1 run".into()
    } else {
        format!("{n} runs")
    }
}
