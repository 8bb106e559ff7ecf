//! The spec runner: reads a RON spec and the program it names, runs the spec's runs on
//! the input, then applies each step to the maintained function and checks it with
//! the oracle (the maintenance theorems and semantic equivalence) and the step's own
//! expectations.
//!
//! - `load`: the program a spec names (RON, inline or Bril), verified;
//! - `problems`: steps and runs that cannot be run, located in the spec;
//! - `pipeline`: the steps, applied and checked one after the other;
//! - `apply`: a spec step resolved against a maintained function;
//! - `replace`: `Replace`/`ReplaceProgram` steps' programs, read from files;
//! - `pair`: a pair of program files validated (`waddle equiv BEFORE AFTER`);
//! - `faults`: deliberately wrong transformations, for negative specs;
//! - `world`: a program with every function maintained, where steps are applied;
//! - `suite`: a pass validated over a suite of programs (`waddle equiv --pass`);
//! - `per_pass`: an `opt` pipeline validated pass by pass (`waddle equiv --per-pass`);
//! - `walk`: the files under some paths (the one directory walk);
//! - `driver`: many spec files, blessing, reports.

#![warn(missing_docs)]

mod apply;
pub mod driver;
mod faults;
mod load;
pub mod pair;
pub mod per_pass;
mod pipeline;
mod problems;
pub mod replace;
mod resolve;
mod strays;
pub mod suite;
pub mod walk;
mod world;

pub use apply::{apply, apply_in_program, describe};
pub use faults::AVAILABLE as FAULTS_AVAILABLE;
pub use pipeline::run_spec;
pub use world::{Attempt, Funcs, World};

use crate::analysis::DomTree;
use crate::diag::{Diagnostic, Loc};
use crate::exec::Coverage;
use crate::format::spans::{self, Node};
use crate::format::spec::{parse_spec, ProgramSource};
use crate::format::{self, read_source};
use crate::ir::{FuncId, Program};
use crate::oracle::{Config, Failure};
use crate::transform::LoopShape;
use crate::verify::verify_canonical;
use load::{bril_spec, load_program};
use pipeline::run_spec_at;
use problems::step_problems;
use std::ops::Range;
use std::path::Path;

/// The outcome of one spec: its failures and what the check observed along the way.
#[derive(Clone, Debug)]
pub struct SpecResult {
    /// The spec's `description`.
    pub description: String,
    /// The number of steps the spec lists.
    pub steps: usize,
    /// What went wrong, in the order found: failed theorems, unmet expectations,
    /// steps that cannot apply. Empty when the spec passes.
    pub failures: Vec<Failure>,
    /// Negative specs: the failures the last step expected (`Expect(fails: …)`), as
    /// they were reported. A spec with these and no `failures` passes.
    pub expected: Vec<Failure>,
    /// Per step applied: its description and the function after it, in the paper's
    /// notation (`waddle check --print-after`).
    pub after: Vec<(String, String)>,
    /// Per step applied: the whole program after it, as RON (`waddle check --emit-after`).
    pub after_ron: Vec<String>,
    /// The program the steps start from, then the program after each step applied
    /// (`waddle check --html` draws them).
    pub programs: Vec<Program>,
    /// Per step applied: what it changed, with the structures it maintained.
    pub applied: Vec<Applied>,
    /// How often each reduction rule fired in the spec's runs.
    pub coverage: Coverage,
    /// Per run, the outcome and effects of the input program (what `--bless` writes).
    pub observed: Vec<(String, Vec<String>)>,
    /// Verdicts that rest on the checker's fuel cap (`CheckLimits`), said so.
    pub notes: Vec<String>,
    /// Semantic equivalence was not really checked: no run at all, or every run
    /// vacuous (incomplete before and after every step). `--strict` makes these failures.
    pub warnings: Vec<String>,
    /// No failure, but random runs were incomplete when `waddle check --time-limit`
    /// was reached: the outcome, neither passed nor failed.
    pub no_verdict: Option<String>,
}

/// A step applied: the functions it changed (ids in the program after it), each with
/// the dominator tree and loop forest the transformation maintained, which the
/// maintenance theorems compare with a fresh computation.
#[derive(Clone, Debug)]
pub struct Applied {
    /// Each changed function with its maintained dominator tree and loop shapes.
    pub changed: Vec<(FuncId, DomTree, Vec<LoopShape>)>,
}

impl SpecResult {
    /// A spec with no verdict and nothing checked: `no_verdict` says why.
    fn undecided(spec: &format::spec::Spec, no_verdict: String) -> SpecResult {
        SpecResult {
            description: spec.description.clone(),
            steps: spec.steps.len(),
            failures: Vec::new(),
            expected: Vec::new(),
            after: Vec::new(),
            after_ron: Vec::new(),
            programs: Vec::new(),
            applied: Vec::new(),
            coverage: Coverage::default(),
            observed: Vec::new(),
            notes: Vec::new(),
            warnings: Vec::new(),
            no_verdict: Some(no_verdict),
        }
    }

    /// The spec passes: no failure, and a verdict (`no_verdict` is `None`).
    pub fn passed(&self) -> bool {
        self.failures.is_empty() && self.no_verdict.is_none()
    }
}

/// Bad input: the spec or its program cannot be read or is not a valid starting point.
#[derive(Debug)]
pub struct BadInput {
    /// The file the diagnostics point into, with its text.
    pub file: String,
    /// The file's text, that the diagnostics' spans index (empty when it cannot be read).
    pub text: String,
    /// What is wrong, located in `file`.
    pub errors: Vec<Diagnostic>,
}

fn bad(file: &Path, text: &str, errors: Vec<Diagnostic>) -> BadInput {
    BadInput { file: file.display().to_string(), text: text.to_string(), errors }
}

/// Reads, verifies and runs one spec file, with the check's settings `config`.
pub fn check_spec_file(path: &Path, config: &Config) -> Result<SpecResult, BadInput> {
    let text = read_source(path).map_err(|e| bad(path, "", vec![Diagnostic::new(Loc::default(), e)]))?;
    let spec = parse_spec(&text).map_err(|d| bad(path, &text, vec![d]))?;
    let root = spans::scan(&text);
    let problems = step_problems(&spec, root.as_ref());
    if !problems.is_empty() {
        return Err(bad(path, &text, problems));
    }
    // The import of a Bril program ends at `--time-limit` (the random runs get theirs).
    let deadline = config.time_limit.map(|t| (std::time::Instant::now() + t, t));
    let (spec, program) = match &spec.program {
        ProgramSource::Bril(rel) => match bril_spec(path, &text, &spec, rel, root.as_ref(), deadline)? {
            Ok(loaded) => loaded,
            Err(no_verdict) => return Ok(SpecResult::undecided(&spec, no_verdict)),
        },
        _ => {
            let (program, (file, ptext, map)) = load_program(path, &text, &spec, root.as_ref())?;
            if !spec.canonicalize {
                // Located in the program's file: `run_spec` would report them without a span.
                let mut errors = verify_canonical(&program);
                if !errors.is_empty() {
                    for e in &mut errors {
                        map.locate(&mut e.loc);
                    }
                    errors[0].notes.push(
                        "transformations start from canonical LCSSA form: add `canonicalize: true` to the spec".into(),
                    );
                    return Err(BadInput { file, text: ptext, errors });
                }
            }
            (spec, program)
        }
    };
    let replacements = replace::load(path, &text, &spec, root.as_ref())?;
    let result =
        run_spec_at(&spec, program, root.as_ref(), &replacements, config).map_err(|errors| bad(path, &text, errors))?;
    let inapplicable: Vec<Diagnostic> = result
        .failures
        .iter()
        .filter(|f| f.cannot_apply)
        .map(|f| {
            let step = root.as_ref().and_then(|r| r.field("steps")).and_then(|s| s.item(f.step));
            Diagnostic::new(Loc::default().with_span(name_span(&text, step, &f.title)), f.title.clone())
        })
        .collect();
    if !inapplicable.is_empty() {
        return Err(bad(path, &text, inapplicable));
    }
    Ok(result)
}

/// The span of a step's failure: the first block name the message quotes in
/// backticks, where the step's text has it as a string, or else the whole step.
fn name_span(text: &str, step: Option<&Node>, title: &str) -> Option<Range<usize>> {
    let step = step?;
    let quoted = title.split('`').nth(1).filter(|n| !n.is_empty()).map(|n| format!("{n:?}"));
    let found = quoted.and_then(|q| {
        let at = text.get(step.span.clone())?.find(&q)?;
        Some(step.span.start + at..step.span.start + at + q.len())
    });
    Some(found.unwrap_or_else(|| step.span.clone()))
}
