//! Translation validation by execution (`waddle equiv BEFORE AFTER`): the output of a
//! pass written elsewhere is checked against its input, function by function, with
//! the checker's own theorems and runs.
//!
//! - Functions are paired by `pairing::pair`: `--rename f=g`, then by name, then by
//!   signature and call-graph position when that is unique (the functions it cannot
//!   tell apart are reported with their candidates). AFTER is compared under σref (the
//!   slides' semantic-equivalence theorem, `[ref f / ref f_out]`): its renamed functions
//!   take BEFORE's names back, so that arguments, references in effects and the
//!   printed diff all speak BEFORE's names.
//! - Static theorems on AFTER that need no maintained structures: types and SSA (with
//!   well-formedness) for every function; LCSSA and canonical form for a paired
//!   function whose BEFORE version has both. Runs need a verified AFTER: when types or
//!   SSA fail, no run is made.
//! - Semantic equivalence on the given runs and on random ones (`oracle::random`, drawn
//!   one at a time), compared by `equiv::compare_until` (the checker's comparison, its
//!   retry ladder and its readable diff, in the caller's notation). A function's runs
//!   stop at the first divergence; a random one is shrunk (`Pair::shrink`).
//! - The whole verdict within `Options::time_limit`: checked before each run and each
//!   retry; runs left when it is reached are incomplete, and with no failure the
//!   outcome is "no verdict" (`Report::no_verdict`), neither equivalent nor not.

use super::config::CheckLimits;
use super::equiv::{self, Compare, Counterexample, RunSpec, Verdict};
use super::notation::Notation;
use super::{pairing, random, Theorem};
use crate::diag::Diagnostic;
use crate::exec::Coverage;
use crate::format::run;
use crate::ir::{FnType, FuncId, Program, Type};
use crate::verify;
use num_bigint::BigInt;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// What to compare and how.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Only this function (BEFORE's name).
    pub entry: Option<String>,
    /// Runs given by the user, by BEFORE's function names.
    pub runs: Vec<RunSpec>,
    /// ν of the given runs that name none (`--oracle`: `tape:…`, `seed:N`); random
    /// runs draw their own, a different seed per run.
    pub oracle: Option<String>,
    /// Random runs per function.
    pub random_runs: u64,
    pub seed: u64,
    /// The fuel of each random run.
    pub fuel: u64,
    /// Renamings `(BEFORE's name, AFTER's name)` given by the user.
    pub renames: Vec<(String, String)>,
    /// Random integer arguments wrapped to this width (Bril: 64).
    pub int_bits: Option<u32>,
    /// The domain of each integer parameter, by BEFORE's function name, where an
    /// import narrows it (a Bril `char` or `float`): random runs draw in it, and a
    /// counterexample shrinks within it.
    pub domains: HashMap<String, Vec<random::Domain>>,
    /// Accept a partial verdict (`--allow-partial`): a function of BEFORE missing from
    /// AFTER, a function with no run compared or only vacuous ones become notes.
    pub allow_partial: bool,
    /// The bound on the whole verdict's time (`--time-limit`), checked between runs and
    /// before each retry of the ladder; `None`: no bound.
    pub time_limit: Option<Duration>,
    /// The programs are imports of another language's (Bril's): LCSSA and canonical
    /// form are then properties of the import's SSA construction, not of the pass, and
    /// are not required of AFTER (types and SSA still are).
    pub imported: bool,
    /// The limits of every run (fuel cap, budget).
    pub limits: CheckLimits,
}

/// A static theorem that fails on AFTER, with its located violations.
pub struct StaticFailure {
    pub theorem: Theorem,
    pub errors: Vec<Diagnostic>,
}

/// A run on which BEFORE and AFTER disagree.
pub struct Divergence {
    pub run: RunSpec,
    /// A random run, with how to replay it (`Notation::replay`).
    pub random: Option<String>,
    /// The comparison's readable details (the diff).
    pub details: Vec<String>,
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
    pub static_failures: Vec<StaticFailure>,
    /// BEFORE is canonical and LCSSA, so AFTER was required to be.
    pub canonical_required: bool,
    pub given: usize,
    pub random: usize,
    pub vacuous: usize,
    /// The first diverging run, with its details: the comparison stops there (so
    /// `diverged` is 0 or 1), the runs after it are `skipped`.
    pub first_divergence: Option<Divergence>,
    pub diverged: usize,
    pub skipped: u64,
    /// Runs not compared because the time limit was reached first.
    pub incomplete: u64,
    /// Verdicts that rest on the fuel cap; random runs that could not be drawn.
    pub notes: Vec<String>,
}

impl FunctionReport {
    pub fn compared(&self) -> usize {
        self.given + self.random
    }

    /// No failure: every run compared agrees and the static theorems hold (some runs
    /// may be incomplete within the time limit).
    pub fn no_failure(&self) -> bool {
        self.signature.is_none() && self.static_failures.is_empty() && self.diverged == 0
    }

    pub fn passed(&self) -> bool {
        self.no_failure() && self.incomplete == 0
    }
}

/// The verdict on a pair of programs.
pub struct Report {
    pub functions: Vec<FunctionReport>,
    /// AFTER's functions that fail types or SSA and are not compared (new helpers, or
    /// left out by `--entry`): they make AFTER unrunnable too.
    pub unpaired_failures: Vec<(String, StaticFailure)>,
    /// Functions of BEFORE with no counterpart in AFTER, and the reverse.
    pub only_before: Vec<String>,
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
    pub fn exit_code(self) -> u8 {
        match self {
            Answer::Equivalent => 0,
            Answer::Fails | Answer::Lost => 1,
            Answer::NoVerdict => 3,
        }
    }
}

impl Report {
    pub fn passed(&self) -> bool {
        self.functions.iter().all(FunctionReport::passed) && self.unpaired_failures.is_empty()
    }

    /// No run diverged and no static theorem failed (some runs may be incomplete within
    /// the time limit, some things not compared: `answer` says).
    pub fn no_failure(&self) -> bool {
        self.functions.iter().all(FunctionReport::no_failure) && self.unpaired_failures.is_empty()
    }

    /// No failure, but runs incomplete within the time limit: neither equivalent nor
    /// not (`waddle equiv` exits with 3).
    pub fn no_verdict(&self) -> bool {
        !self.passed() && self.no_failure() && !self.runs_skipped
    }

    pub fn incomplete(&self) -> u64 {
        self.functions.iter().map(|f| f.incomplete).sum()
    }

    pub fn compared(&self) -> usize {
        self.functions.iter().map(FunctionReport::compared).sum()
    }

    pub fn vacuous(&self) -> usize {
        self.functions.iter().map(|f| f.vacuous).sum()
    }

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
        for f in self.functions.iter().filter(|f| f.signature.is_none() && f.diverged == 0) {
            if f.compared() == 0 {
                out.push(format!(
                    "no run of `{}` was compared (give --runs '{} ARG…' or --random-runs N)",
                    f.name, f.name
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
        } else if self.incomplete() > 0 {
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

    /// The report as text: a line per function, its first divergence in full, a total.
    /// Static violations are listed by theorem and count (the located errors are the
    /// caller's to render against AFTER's source).
    pub fn render(&self) -> String {
        let mut out = String::new();
        for f in &self.functions {
            let Some(after) = &f.renamed else { continue };
            let how = f.paired_by.as_ref().map(|b| format!(" ({b})")).unwrap_or_default();
            out += &format!("σref: `{after}` of AFTER is `{}` renamed{how}; it is compared as `{}`\n", f.name, f.name);
        }
        for h in &self.hints {
            out += &format!("note: {h}\n");
        }
        let level = if self.allow_partial { "note" } else { "error" };
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
        for f in &self.functions {
            let name = &f.name;
            if let Some(sig) = &f.signature {
                out += &format!("fn {name}: the signature changed: {sig}\n");
                continue;
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
                out += &format!("fn {name}: no run: AFTER does not verify\n");
                continue;
            }
            if let Some(d) = &f.first_divergence {
                out += &format!("fn {name}: {} fails for run {}\n", Theorem::Equivalence.name(), d.labels[0]);
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
            out += &if f.diverged > 0 {
                let agreed = f.compared() - 1;
                format!(
                    "fn {name}: diverged after {} agreed ({given} compared); stopped at the first divergence, {} not run; {} vacuous\n",
                    runs(agreed),
                    f.skipped,
                    f.vacuous
                )
            } else if f.incomplete > 0 {
                format!(
                    "fn {name}: no verdict: {} agree, {} incomplete within the time limit ({given} compared); {} vacuous\n",
                    runs(f.compared()),
                    f.incomplete,
                    f.vacuous
                )
            } else {
                format!("fn {name}: equivalent on {} ({given}); {} vacuous\n", runs(f.compared()), f.vacuous)
            };
        }
        let (n, v, d) = (self.compared(), self.vacuous(), self.diverged());
        let uncompared = self.uncompared();
        for u in &uncompared {
            out += &format!("{level}: {u}\n");
        }
        let partial = if uncompared.is_empty() && self.only_before.is_empty() { "" } else { " (partial)" };
        let lost = self.only_before.join("`, `");
        out += &match (self.answer(), self.runs_skipped) {
            (Answer::Lost, _) => format!(
                "not valid: AFTER lacks `{lost}` of BEFORE; {} compared ({v} vacuous); \
                 --allow-partial accepts a partial verdict\n",
                runs(n)
            ),
            (Answer::NoVerdict, _) if self.incomplete() > 0 => format!(
                "no verdict: {} agree, {} incomplete within the limit{} ({v} vacuous)\n",
                runs(n),
                self.incomplete(),
                self.time_limit.map(|t| format!(" of {}", duration(t))).unwrap_or_default()
            ),
            (Answer::NoVerdict, _) => format!(
                "no verdict: not everything was compared ({} compared, {v} vacuous); \
                 --allow-partial accepts a partial verdict\n",
                runs(n)
            ),
            (Answer::Equivalent, _) => {
                format!("equivalent{partial} on {} ({v} vacuous: incomplete before and after)\n", runs(n))
            }
            (Answer::Fails, true) => {
                "not valid: AFTER does not verify (types or SSA), so no run was made\n".to_string()
            }
            (Answer::Fails, false) if d > 0 => {
                format!("not equivalent: a run diverged in {d} function(s); {} agree ({v} vacuous)\n", runs(n - d))
            }
            (Answer::Fails, false) => {
                format!("not valid: a static theorem fails on AFTER; {} compared ({v} vacuous)\n", runs(n))
            }
        };
        out
    }
}

/// `fn(int) → int`.
fn show(s: &FnType) -> String {
    Type::func(s.params.clone(), s.ret.clone()).to_string()
}

/// `30s`, `500ms`.
pub fn duration(t: Duration) -> String {
    if t.subsec_millis() == 0 {
        format!("{}s", t.as_secs())
    } else {
        format!("{}ms", t.as_millis())
    }
}

/// `1 run`, `5 runs`.
fn runs(n: usize) -> String {
    if n == 1 {
        "1 run".into()
    } else {
        format!("{n} runs")
    }
}

/// The types and SSA theorems (well-formedness first) of one function of AFTER.
fn types_and_ssa(p: &Program, f: FuncId) -> Vec<StaticFailure> {
    let mut out = Vec::new();
    let wf = verify::check_wellformed(p, f);
    let mut ssa = wf.clone();
    if wf.is_empty() {
        ssa.extend(verify::check_ssa(p, f));
    }
    for (theorem, errors) in [(Theorem::Types, verify::check_types(p, f)), (Theorem::Ssa, ssa)] {
        if !errors.is_empty() {
            out.push(StaticFailure { theorem, errors });
        }
    }
    out
}

/// Whether a function of a verified program is in LCSSA and canonical form.
fn canonical(p: &Program, f: FuncId) -> bool {
    verify::check_lcssa(p, f).is_empty() && verify::check_canonical(p, f).is_empty()
}

/// Validates AFTER against BEFORE (a verified program). `Err` is bad input: an unknown
/// entry, a renaming that names no function, a given run that does not fit BEFORE.
pub fn validate(before: &Program, after: &Program, opts: &Options, notation: &dyn Notation) -> Result<Report, String> {
    let pairing = pairing::pair(before, after, &opts.renames)?;
    let mut report_notes = pairing.hints.clone();
    let mut pairs = pairing.pairs;
    let only_before: Vec<String> = before
        .func_ids()
        .filter(|b| !pairs.iter().any(|(x, _, _)| x == b))
        .map(|b| before.func(b).name.clone())
        .collect();
    let only_after: Vec<String> = after
        .func_ids()
        .filter(|a| !pairs.iter().any(|(_, x, _)| x == a))
        .map(|a| after.func(a).name.clone())
        .collect();
    if let Some(e) = &opts.entry {
        let names: Vec<&str> = before.funcs.iter().map(|f| f.name.as_str()).collect();
        if before.func_by_name(e).is_none() {
            return Err(format!("unknown --entry `{e}`: BEFORE defines {}", names.join(", ")));
        }
        pairs.retain(|(b, _, _)| &before.func(*b).name == e);
        if pairs.is_empty() {
            return Err(format!(
                "--entry `{e}`: AFTER has no function `{e}` (if the pass renamed it, add --rename {e}=NEW)"
            ));
        }
    }
    if let Some(o) = &opts.oracle {
        run::parse_oracle(o, before).map_err(|e| format!("--oracle `{o}`: {e}"))?;
    }
    let given_runs: Vec<RunSpec> = opts
        .runs
        .iter()
        .map(|r| RunSpec { oracle: r.oracle.clone().or_else(|| opts.oracle.clone()), ..r.clone() })
        .collect();
    if opts.oracle.is_some() && given_runs.is_empty() {
        report_notes.push(
            "--oracle applies to the given runs (--runs, a Bril `# ARGS:` line), and there is none: \
             each random run draws its own ν seed"
                .to_string(),
        );
    }
    for r in &given_runs {
        run::parse_invocation(before, &r.entry, &r.args, r.oracle.as_deref())
            .map_err(|m| format!("run `{}`: {m}", r.label()))?;
    }
    // σref: AFTER under BEFORE's names.
    let mut renamed = after.clone();
    for (b, a, _) in pairs.iter().filter(|(_, _, r)| *r) {
        renamed.func_mut(*a).name = before.func(*b).name.clone();
    }
    let paired_after: Vec<FuncId> = pairs.iter().map(|(_, a, _)| *a).collect();
    let mut report = Report {
        functions: Vec::new(),
        unpaired_failures: Vec::new(),
        only_before: if opts.entry.is_some() { Vec::new() } else { only_before },
        only_after: if opts.entry.is_some() { Vec::new() } else { only_after },
        ambiguous: pairing
            .ambiguous
            .iter()
            .map(|(b, c)| {
                let names = c.iter().map(|a| after.func(*a).name.clone()).collect();
                (before.func(*b).name.clone(), names, show(&before.func(*b).signature()))
            })
            .collect(),
        hints: report_notes,
        runs_skipped: false,
        allow_partial: opts.allow_partial,
        time_limit: opts.time_limit,
    };
    for a in after.func_ids().filter(|a| !paired_after.contains(a)) {
        for s in types_and_ssa(after, a) {
            report.unpaired_failures.push((after.func(a).name.clone(), s));
        }
    }
    let limits = opts.limits;
    let mut runnable = report.unpaired_failures.is_empty();
    for (b, a, is_renamed) in &pairs {
        let (fb, fa) = (before.func(*b), after.func(*a));
        let mut f = FunctionReport {
            name: fb.name.clone(),
            renamed: is_renamed.then(|| fa.name.clone()),
            paired_by: pairing.reasons.iter().find(|(x, _)| x == b).map(|(_, r)| r.clone()),
            signature: None,
            static_failures: types_and_ssa(after, *a),
            canonical_required: !opts.imported && canonical(before, *b),
            given: 0,
            random: 0,
            vacuous: 0,
            first_divergence: None,
            diverged: 0,
            skipped: 0,
            incomplete: 0,
            notes: Vec::new(),
        };
        let (sb, sa) = (fb.signature(), renamed.func(*a).signature());
        if sb != sa {
            f.signature = Some(format!("{} before, {} after", show(&sb), show(&sa)));
        }
        runnable &= f.static_failures.is_empty();
        if f.canonical_required && f.static_failures.is_empty() {
            for (theorem, errors) in [
                (Theorem::Lcssa, verify::check_lcssa(after, *a)),
                (Theorem::Canonical, verify::check_canonical(after, *a)),
            ] {
                if !errors.is_empty() {
                    f.static_failures.push(StaticFailure { theorem, errors });
                }
            }
        }
        report.functions.push(f);
    }
    if !runnable {
        report.runs_skipped = true;
        return Ok(report);
    }
    let deadline = opts.time_limit.map(|t| Instant::now() + t);
    let pair = Pair {
        before,
        after: &renamed,
        limits: &limits,
        notation,
        deadline,
        domains: &opts.domains,
        imported: opts.imported,
    };
    for f in report.functions.iter_mut().filter(|f| f.signature.is_none()) {
        let given: Vec<RunSpec> = given_runs.iter().filter(|r| r.entry == f.name).cloned().collect();
        let domains = opts.domains.get(&f.name).map(Vec::as_slice).unwrap_or_default();
        let draw = random::Draw::new(before, &f.name, opts.seed, opts.fuel, opts.int_bits).map(|d| d.within(domains));
        if draw.is_none() && opts.random_runs > 0 {
            f.notes.push(format!("no random runs of `{}`: a parameter's function type has no function", f.name));
        }
        // A function of an import without parameters: its runs differ only in ν, which
        // an import (Bril's) consults for addresses only, so one run stands for all.
        let no_params = before.func_by_name(&f.name).is_some_and(|id| before.func(id).params().is_empty());
        let random_runs = match (opts.imported && no_params, given.is_empty()) {
            (true, true) => opts.random_runs.min(1),
            (true, false) => 0,
            (false, _) => opts.random_runs,
        };
        let drawn = draw.iter().flat_map(|d| (0..random_runs).map(move |k| (d.run(k), true)));
        let total = given.len() as u64 + if draw.is_some() { random_runs } else { 0 };
        pair.compare_runs(f, given.into_iter().map(|r| (r, false)).chain(drawn), total)?;
    }
    Ok(report)
}

/// The comparisons a report's runs make: BEFORE, AFTER under σref, and the bounds.
struct Pair<'a> {
    before: &'a Program,
    after: &'a Program,
    limits: &'a CheckLimits,
    notation: &'a dyn Notation,
    deadline: Option<Instant>,
    /// `Options::domains`: what a counterexample's arguments shrink within.
    domains: &'a HashMap<String, Vec<random::Domain>>,
    /// `Options::imported`.
    imported: bool,
}

/// Notes kept per function (a verdict resting on the fuel cap is noted per run).
const NOTES_KEPT: usize = 3;

/// Comparisons the shrinking of a divergence may make.
pub const SHRINK_ATTEMPTS: usize = 50;

impl Pair<'_> {
    fn time_is_up(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// The comparison of one run (`Verdict::NoVerdict` when the time limit cut it).
    fn compare(&self, r: &RunSpec, coverage: &mut Coverage, persist: bool) -> Result<Verdict, String> {
        let how = Compare { limits: self.limits, deadline: self.deadline, persist };
        equiv::compare(self.before, self.after, r, &how, coverage).map_err(|e| e.to_string())
    }

    /// Whether a vacuous comparison of `r` climbs the fuel ladder (`compare_until`):
    /// a given run, or the run of an import's function without parameters.
    fn persists(&self, r: &RunSpec, random: bool) -> bool {
        let no_params = || self.before.func_by_name(&r.entry).is_some_and(|f| self.before.func(f).params().is_empty());
        !random || (self.imported && no_params())
    }

    /// Compares `runs` (drawn one at a time: `(run, random)`, `total` of them) until
    /// the first divergence, which is shrunk, or until the time limit.
    fn compare_runs(
        &self,
        f: &mut FunctionReport,
        runs: impl Iterator<Item = (RunSpec, bool)>,
        total: u64,
    ) -> Result<(), String> {
        let mut coverage = Coverage::default();
        let (mut done, mut dropped) = (0u64, 0usize);
        for (r, random) in runs {
            if self.time_is_up() {
                break;
            }
            let verdict = self.compare(&r, &mut coverage, self.persists(&r, random))?;
            if matches!(verdict, Verdict::NoVerdict) {
                break;
            }
            done += 1;
            if random {
                f.random += 1;
            } else {
                f.given += 1;
            }
            match verdict {
                Verdict::NoVerdict => {}
                Verdict::Agree(a) => {
                    f.vacuous += usize::from(a.vacuous);
                    let room = NOTES_KEPT.saturating_sub(f.notes.len());
                    dropped += a.notes.len().saturating_sub(room);
                    f.notes.extend(a.notes.into_iter().take(room));
                }
                Verdict::Diverge(cx) => {
                    f.diverged = 1;
                    f.skipped = total - done;
                    // A random run is shrunk; a given run is the user's, shown as given.
                    let (run, cx, shrunk_from) = if random { self.shrink(r, cx) } else { (r, cx, None) };
                    let details = cx.diff(self.before, self.after, self.notation);
                    let random = random.then(|| self.notation.replay(&run));
                    let label = |r: &RunSpec| self.notation.label(r);
                    let labels = [label(&run), shrunk_from.as_ref().map(|(r, _)| label(r)).unwrap_or_default()];
                    f.first_divergence = Some(Divergence { run, random, details, shrunk_from, labels });
                    break;
                }
            }
        }
        if dropped > 0 {
            f.notes.push(format!("and {dropped} more note(s) like these (a verdict that rests on the fuel cap)"));
        }
        if f.diverged == 0 {
            f.incomplete = total - done;
        }
        Ok(())
    }

    /// A diverging random run with smaller integer arguments that still diverges, when one is
    /// found within `SHRINK_ATTEMPTS` comparisons (and the time limit): each integer
    /// argument is tried at 0, then halved toward 0 while the run diverges, then ±1.
    /// The ν seed is kept. Returns the run, its counterexample and what it was shrunk
    /// from.
    fn shrink(&self, r: RunSpec, cx: Box<Counterexample>) -> (RunSpec, Box<Counterexample>, Option<(RunSpec, usize)>) {
        let mut coverage = Coverage::default();
        let mut tries = 0usize;
        let mut best = (r.clone(), cx);
        let mut attempt = |run: RunSpec, best: &mut (RunSpec, Box<Counterexample>)| -> Option<bool> {
            if tries >= SHRINK_ATTEMPTS || self.time_is_up() {
                return None;
            }
            tries += 1;
            if let Ok(Verdict::Diverge(cx)) = self.compare(&run, &mut coverage, false) {
                *best = (run, cx);
                return Some(true);
            }
            Some(false)
        };
        for i in 0..r.args.len() {
            let Ok(first) = r.args[i].parse::<BigInt>() else { continue };
            let with = |best: &RunSpec, v: &BigInt| {
                let mut run = best.clone();
                run.args[i] = v.to_string();
                run
            };
            let domain = self.domains.get(&r.entry).and_then(|d| d.get(i)).copied().unwrap_or_default();
            let simplest = domain.simplest();
            if first == simplest || attempt(with(&best.0, &simplest), &mut best).is_none() {
                continue;
            }
            'smaller: loop {
                let v: BigInt = best.0.args[i].parse().unwrap_or_default();
                for c in domain.simpler(&v) {
                    match attempt(with(&best.0, &c), &mut best) {
                        None => break 'smaller,
                        Some(true) => continue 'smaller,
                        Some(false) => {}
                    }
                }
                break;
            }
        }
        let from = (best.0.args != r.args).then_some((r, tries));
        (best.0, best.1, from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format;

    fn program(names: &[(&str, &str)]) -> Program {
        let funcs: Vec<String> = names
            .iter()
            .map(|(n, ty)| {
                format!(r#"Function(name: "{n}", ret: Int, blocks: [Block(name: "a", params: [("x", {ty})], term: Return(1))])"#)
            })
            .collect();
        format::parse_program(&format!("Program(functions: [{}])", funcs.join(", "))).unwrap().program
    }

    #[test]
    fn nothing_compared_is_an_answer_of_its_own_unless_partial_is_allowed() {
        let before = program(&[("f", "Int"), ("g", "Bool")]);
        let empty = format::parse_program("Program(functions: [])").unwrap().program;
        let mut opts = Options { random_runs: 2, fuel: 100, ..Default::default() };
        let lost = validate(&before, &empty, &opts, &crate::oracle::Paper).unwrap();
        assert_eq!((lost.answer(), lost.answer().exit_code()), (Answer::Lost, 1));
        let none = validate(&empty, &before, &opts, &crate::oracle::Paper).unwrap();
        assert_eq!((none.answer(), none.answer().exit_code()), (Answer::NoVerdict, 3));
        opts.random_runs = 0;
        let no_run = validate(&before, &before, &opts, &crate::oracle::Paper).unwrap();
        assert_eq!(no_run.answer(), Answer::NoVerdict);
        assert_eq!(no_run.uncompared().len(), 2, "one line per function: {:?}", no_run.uncompared());
        opts.allow_partial = true;
        let partial = validate(&before, &empty, &opts, &crate::oracle::Paper).unwrap();
        assert_eq!(partial.answer(), Answer::Equivalent);
        assert!(partial.render().contains("note: `f` of BEFORE has no counterpart in AFTER"));
    }

    /// Runs left incomplete by the time limit are no verdict whatever `--allow-partial`
    /// says: it accepts what was not compared, never what could not be decided.
    #[test]
    fn the_time_limit_leaves_no_verdict_even_with_partial_allowed() {
        let before = program(&[("f", "Int")]);
        let opts = Options {
            random_runs: 3,
            fuel: 100,
            time_limit: Some(std::time::Duration::ZERO),
            allow_partial: true,
            ..Default::default()
        };
        let r = validate(&before, &before, &opts, &crate::oracle::Paper).unwrap();
        assert!(r.incomplete() > 0 && r.no_failure());
        assert_eq!((r.answer(), r.answer().exit_code()), (Answer::NoVerdict, 3));
        assert!(r.render().contains("incomplete within the limit"), "{}", r.render());
    }

    #[test]
    fn a_changed_signature_is_a_failure_and_no_run_is_made() {
        let before = program(&[("f", "Int")]);
        let after = program(&[("f", "Bool")]);
        let opts = Options { random_runs: 3, fuel: 100, ..Default::default() };
        let r = validate(&before, &after, &opts, &crate::oracle::Paper).unwrap();
        assert!(!r.passed());
        assert_eq!(r.functions[0].signature.as_deref(), Some("fn(int) → int before, fn(bool) → int after"));
        assert_eq!(r.compared(), 0);
    }
}
