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
//!   one at a time), compared by `equiv::compare` (the checker's comparison and its retry
//!   ladder; the diff in the caller's notation). A function's runs stop at the first
//!   divergence; a random one is shrunk (`shrink.rs`).
//! - Every function's given runs are compared first and never cut by the time limit
//!   (`Options::time_limit`); the random runs share the time that remains, each function
//!   an equal share of what is left when its turn comes. Random runs the limit cuts are
//!   counted and said; a function with no run compared when the limit is reached is
//!   "no verdict" (`Report::undecided`), so the verdict does not depend on the
//!   machine's load as long as one run of each function fits.
//!
//! The phases, one file each: `pair.rs` (which function is which, the given runs
//! checked against BEFORE), `statics.rs` (the static theorems on AFTER), `runs.rs` (the
//! comparisons), `shrink.rs` (a counterexample made small), `report.rs` (the verdict
//! as values, and its text).

mod pair;
mod report;
mod runs;
mod shrink;
mod statics;

pub use report::{Answer, Divergence, FunctionReport, Report, StaticFailure};
pub use shrink::SHRINK_ATTEMPTS;

use super::config::CheckLimits;
use super::equiv::{RunError, RunSpec};
use super::notation::Notation;
use super::pairing::RenameError;
use super::random;
use crate::ir::Program;
use std::collections::HashMap;
use std::fmt;
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
    /// The seed random runs are drawn from; the same seed draws the same runs.
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
    /// When the verdict's time began, when that was before `validate` (the imports of
    /// the programs count in it); `None`: when `validate` is called.
    pub started: Option<Instant>,
    /// The programs are imports of another language's (Bril's): LCSSA and canonical
    /// form are then properties of the import's SSA construction, not of the pass, and
    /// are not required of AFTER (types and SSA still are).
    pub imported: bool,
    /// The limits of every run (fuel cap, budget).
    pub limits: CheckLimits,
    /// How the runs must agree: equal (Waddle, Bril) or by refinement (LLVM).
    pub notion: super::refine::Notion,
}

/// Input that cannot be validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadInput {
    /// `--entry` names no function of BEFORE; the functions it defines.
    UnknownEntry {
        /// The name `--entry` gave.
        entry: String,
        /// The names of BEFORE's functions.
        defined: Vec<String>,
    },
    /// `--entry` names a function AFTER lacks.
    EntryNotInAfter {
        /// The name `--entry` gave.
        entry: String,
    },
    /// A renaming that cannot be: a name renamed twice, a function already paired, a
    /// name no program has.
    Renaming(RenameError),
    /// `--oracle` is malformed.
    Oracle {
        /// The `--oracle` text as given.
        oracle: String,
        /// What is wrong with it.
        message: String,
    },
    /// A given run does not fit BEFORE.
    GivenRun {
        /// The run's label (`RunSpec::label`).
        run: String,
        /// Why it does not fit BEFORE.
        message: String,
    },
    /// A run could not be made (an interpreter error).
    Run(RunError),
}

impl fmt::Display for BadInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadInput::UnknownEntry { entry, defined } => {
                write!(f, "unknown --entry `{entry}`: BEFORE defines {}", defined.join(", "))
            }
            BadInput::EntryNotInAfter { entry: e } => {
                write!(f, "--entry `{e}`: AFTER has no function `{e}` (if the pass renamed it, add --rename {e}=NEW)")
            }
            BadInput::Renaming(e) => write!(f, "{e}"),
            BadInput::Oracle { oracle, message } => write!(f, "--oracle `{oracle}`: {message}"),
            BadInput::GivenRun { run, message } => write!(f, "run `{run}`: {message}"),
            BadInput::Run(e) => write!(f, "{e}"),
        }
    }
}

/// Validates AFTER against BEFORE (a verified program), phase by phase.
pub fn validate(
    before: &Program,
    after: &Program,
    opts: &Options,
    notation: &dyn Notation,
) -> Result<Report, BadInput> {
    let plan = pair::plan(before, after, opts)?;
    let mut report = statics::check(before, after, &plan, opts);
    if report.runs_skipped {
        return Ok(report);
    }
    let runner = runs::Runner {
        before,
        after: &plan.renamed,
        limits: &opts.limits,
        notation,
        deadline: opts.time_limit.map(|t| opts.started.unwrap_or_else(Instant::now) + t),
        domains: &opts.domains,
        imported: opts.imported,
        notion: &opts.notion,
    };
    // Every function's given runs first, whatever the time limit: a verdict never
    // depends on how fast the machine made the random runs before them.
    let mut random = Vec::with_capacity(report.functions.len());
    for f in report.functions.iter_mut() {
        let given: Vec<RunSpec> = plan.given_runs.iter().filter(|r| r.entry == f.name).cloned().collect();
        let planned = random_plan(before, f, opts, !given.is_empty());
        if f.signature.is_some() {
            random.push(0);
            continue;
        }
        let n = given.len() as u64;
        runner.compare_runs(f, given.into_iter().map(|r| (r, false)), n, None).map_err(BadInput::Run)?;
        if f.diverged > 0 {
            f.skipped += planned;
            random.push(0);
        } else {
            random.push(planned);
        }
    }
    // Then the random runs, each function within an equal share of the time left (a
    // share a function does not use passes to those after it).
    let mut left = random.iter().filter(|n| **n > 0).count() as u32;
    for (f, n) in report.functions.iter_mut().zip(random) {
        if n == 0 {
            continue;
        }
        let until = runner.deadline.map(|d| {
            let now = Instant::now();
            now + d.saturating_duration_since(now) / left.max(1)
        });
        left -= 1;
        let domains = opts.domains.get(&f.name).map(Vec::as_slice).unwrap_or_default();
        let draw = random::Draw::new(before, &f.name, opts.seed, opts.fuel, opts.int_bits).map(|d| d.within(domains));
        let drawn = draw.iter().flat_map(|d| (0..n).map(move |k| (d.run(k), true)));
        runner.compare_runs(f, drawn, n, until).map_err(BadInput::Run)?;
    }
    Ok(report)
}

/// How many random runs `f` gets: `Options::random_runs`, none when they cannot be drawn
/// (noted), and for an import's function without parameters one run at most, none
/// beside a given run: its runs differ only in ν, which an import (Bril's) consults for
/// addresses only, so one run stands for all.
fn random_plan(before: &Program, f: &mut FunctionReport, opts: &Options, has_given: bool) -> u64 {
    let drawable = random::Draw::new(before, &f.name, opts.seed, opts.fuel, opts.int_bits).is_some();
    if !drawable {
        if opts.random_runs > 0 && f.signature.is_none() {
            f.notes.push(format!("no random runs of `{}`: a parameter's function type has no function", f.name));
        }
        return 0;
    }
    let no_params = before.func_by_name(&f.name).is_some_and(|id| before.func(id).params().is_empty());
    match (opts.imported && no_params, has_given) {
        (true, false) => opts.random_runs.min(1),
        (true, true) => 0,
        (false, _) => opts.random_runs,
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

    /// A function the time limit left with no run compared is no verdict whatever
    /// `--allow-partial` says: it accepts what was not compared, never what could not
    /// be decided.
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
        assert!(r.render().contains("the time limit of 0s was reached before any run of `f`"), "{}", r.render());
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
