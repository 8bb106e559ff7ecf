//! The checker: runs RON specs. For each step it applies the transformation to a copy
//! of the maintained function and checks, in this order and each by name, the
//! maintenance theorems of the slides: types, SSA, LCSSA, canonical form, dominator
//! tree equal to a fresh computation, loop nesting forest equal to a fresh
//! computation; then the step's expectations.
//!
//! This module is the only place (with the benchmarks' baseline) that computes D and F
//! from scratch after a transformation: that is the recompute-and-compare oracle.

pub mod driver;
pub mod equiv;
mod faults;
pub mod fuzz;
pub mod random;
pub mod replace;
pub mod shrink;
pub mod validate;

use crate::analysis::{Cfg, DomTree, LoopForest};
use crate::diag::{Diagnostic, Loc};
use crate::format::spec::{self, ExpectLoop, ProgramSource, Spec, Transform};
use crate::ir::{BlockId, FuncId, Function, Program};
use crate::transform::{LoopShape, Maintained, TransformError};
use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::path::Path;

/// The maintenance theorems, in the order they are checked.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Theorem {
    Types,
    Ssa,
    Lcssa,
    Canonical,
    DomTree,
    LoopForest,
    /// The slides' "Theorem (Semantic Equivalence)", checked by running the spec's runs
    /// before and after the step (after the six maintenance theorems).
    Equivalence,
}

impl Theorem {
    pub const ALL: [Theorem; 6] =
        [Theorem::Types, Theorem::Ssa, Theorem::Lcssa, Theorem::Canonical, Theorem::DomTree, Theorem::LoopForest];

    pub fn name(self) -> &'static str {
        match self {
            Theorem::Types => "maintenance of types",
            Theorem::Ssa => "maintenance of SSA",
            Theorem::Lcssa => "maintenance of LCSSA form",
            Theorem::Canonical => "maintenance of canonical form",
            Theorem::DomTree => "maintenance of the dominator tree",
            Theorem::LoopForest => "maintenance of the loop nesting forest",
            Theorem::Equivalence => "semantic equivalence",
        }
    }

    fn expected(e: spec::ExpectedFailure) -> Theorem {
        use spec::ExpectedFailure as E;
        match e {
            E::Types => Theorem::Types,
            E::Ssa => Theorem::Ssa,
            E::Lcssa => Theorem::Lcssa,
            E::Canonical => Theorem::Canonical,
            E::DomTree => Theorem::DomTree,
            E::LoopForest => Theorem::LoopForest,
            E::Equivalence => Theorem::Equivalence,
        }
    }
}

/// One thing that went wrong in a spec, with enough detail to read without a debugger.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The step (0-based) it happened at.
    pub step: usize,
    /// The theorem that failed, when the failure is one (not an expectation or an
    /// inapplicable step).
    pub theorem: Option<Theorem>,
    /// The step could not be applied (unknown names, unmet preconditions): the spec
    /// is wrong rather than the transformation, and a spec file reports it as bad
    /// input located at the step.
    pub cannot_apply: bool,
    pub title: String,
    pub details: Vec<String>,
}

impl Failure {
    fn new(step: usize, title: impl Into<String>, details: Vec<String>) -> Failure {
        Failure { step, theorem: None, cannot_apply: false, title: title.into(), details }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "step {}: {}", self.step + 1, self.title)?;
        for d in &self.details {
            writeln!(f, "    {d}")?;
        }
        Ok(())
    }
}

#[derive(Clone, Debug)]
pub struct SpecResult {
    pub description: String,
    pub steps: usize,
    pub failures: Vec<Failure>,
    /// Negative specs: the failures the last step expected (`Expect(fails: …)`), as
    /// they were reported. A spec with these and no `failures` passes.
    pub expected: Vec<Failure>,
    /// Per step applied: its description and the function after it, in the paper's
    /// notation (`waddle check --print-after`).
    pub after: Vec<(String, String)>,
    /// Per step applied: the whole program after it, as RON (`waddle check --emit-after`).
    pub after_ron: Vec<String>,
    /// How often each reduction rule fired in the spec's runs.
    pub coverage: crate::exec::Coverage,
    /// Per run, the outcome and effects of the input program (what `--bless` writes).
    pub observed: Vec<(String, Vec<String>)>,
    /// Verdicts that rest on the checker's fuel cap (`equiv::CheckLimits`), said so.
    pub notes: Vec<String>,
    /// Semantic equivalence was not really checked: no run at all, or every run
    /// vacuous (incomplete before and after every step). `--strict` makes these failures.
    pub warnings: Vec<String>,
}

impl SpecResult {
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// Bad input: the spec or its program cannot be read or is not a valid starting point.
#[derive(Debug)]
pub struct BadInput {
    /// The file the diagnostics point into, with its text.
    pub file: String,
    pub text: String,
    pub errors: Vec<Diagnostic>,
}

fn bad(file: &Path, text: &str, errors: Vec<Diagnostic>) -> BadInput {
    BadInput { file: file.display().to_string(), text: text.to_string(), errors }
}

/// Reads, verifies and runs one spec file.
pub fn check_spec_file(path: &Path) -> Result<SpecResult, BadInput> {
    let text = crate::format::read_source(path).map_err(|e| bad(path, "", vec![Diagnostic::new(Loc::default(), e)]))?;
    let spec = spec::parse_spec(&text).map_err(|d| bad(path, &text, vec![d]))?;
    let root = crate::format::spans::scan(&text);
    let problems = step_problems(&spec, root.as_ref());
    if !problems.is_empty() {
        return Err(bad(path, &text, problems));
    }
    let (spec, program) = match &spec.program {
        ProgramSource::Bril(rel) => bril_spec(path, &text, &spec, rel)?,
        _ => {
            let (program, (file, ptext, map)) = load_program(path, &text, &spec, root.as_ref())?;
            if !spec.canonicalize {
                // Located in the program's file: `run_spec` would report them without a span.
                let mut errors = crate::verify::verify_canonical(&program);
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
        run_spec_at(&spec, program, root.as_ref(), &replacements).map_err(|errors| bad(path, &text, errors))?;
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
fn name_span(text: &str, step: Option<&crate::format::spans::Node>, title: &str) -> Option<std::ops::Range<usize>> {
    let step = step?;
    let quoted = title.split('`').nth(1).filter(|n| !n.is_empty()).map(|n| format!("{n:?}"));
    let found = quoted.and_then(|q| {
        let at = text.get(step.span.clone())?.find(&q)?;
        Some(step.span.start + at..step.span.start + at + q.len())
    });
    Some(found.unwrap_or_else(|| step.span.clone()))
}

/// The program a spec names, verified, with the file its spans point into: that
/// file's name, its text and the program's source map.
fn load_program(
    path: &Path,
    text: &str,
    spec: &Spec,
    root: Option<&crate::format::spans::Node>,
) -> Result<(Program, (String, String, crate::diag::SourceMap)), BadInput> {
    match &spec.program {
        ProgramSource::Path(rel) => {
            let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
            let p = dir.join(rel);
            let ptext = crate::format::read_source(&p).map_err(|e| {
                let span = root.and_then(|r| r.field("program")).and_then(|n| n.item(0)).map(|n| n.span.clone());
                let abs = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
                bad(
                    path,
                    text,
                    vec![Diagnostic::new(
                        Loc::default().with_span(span),
                        format!("cannot read the program `{rel}` the spec names"),
                    )
                    .note(e)
                    .note(format!(
                        "a relative program path is resolved against the folder of the spec file, {} (tried {})",
                        abs.display(),
                        abs.join(rel).display()
                    ))],
                )
            })?;
            let parsed = crate::format::parse_program(&ptext).map_err(|e| bad(&p, &ptext, e))?;
            let errors = crate::verify::verify_program(&parsed.program, Some(&parsed.source_map));
            if !errors.is_empty() {
                return Err(bad(&p, &ptext, errors));
            }
            Ok((parsed.program, (p.display().to_string(), ptext, parsed.source_map)))
        }
        ProgramSource::Bril(rel) => {
            let (_, program) = bril_spec(path, text, spec, rel)?;
            Ok((program, (path.display().to_string(), text.to_string(), crate::diag::SourceMap::default())))
        }
        ProgramSource::Inline(rp) => {
            let root = crate::format::spans::scan(text);
            let node = root.as_ref().and_then(|n| n.field("program")).and_then(|n| n.item(0));
            let (program, map) = crate::format::ron::lower(rp, node).map_err(|e| bad(path, text, e))?;
            let errors = crate::verify::verify_program(&program, Some(&map));
            if !errors.is_empty() {
                return Err(bad(path, text, errors));
            }
            Ok((program, (path.display().to_string(), text.to_string(), map)))
        }
    }
}

/// A spec over a Bril program: the imported program, canonicalized; without runs, `main`
/// runs with the arguments of the file's `# ARGS:` comment.
fn bril_spec(path: &Path, text: &str, spec: &Spec, rel: &str) -> Result<(Spec, Program), BadInput> {
    let p = path.parent().unwrap_or(Path::new(".")).join(rel);
    let ptext = std::fs::read_to_string(&p).map_err(|e| {
        let msg = format!("cannot read the Bril program {}: {e}", p.display());
        bad(path, text, vec![Diagnostic::new(Loc::default(), msg)])
    })?;
    let imported = crate::bril::lower::import_text(&ptext).map_err(|e| bad(&p, &ptext, e))?;
    let mut spec = spec.clone();
    spec.canonicalize = true;
    if spec.runs.is_empty() {
        if let Some(main) = imported.program.func_by_name("main") {
            let args = crate::bril::run::parse_args(
                &imported.info.params[main.index()],
                imported.args.as_deref().unwrap_or(&[]),
            )
            .map_err(|m| {
                bad(&p, &ptext, vec![Diagnostic::new(Loc::default(), format!("`# ARGS:` of {}: {m}", p.display()))])
            })?;
            let args = args
                .into_iter()
                .map(|v| match v {
                    crate::ir::Value::Int(i) => crate::format::schema::Operand::Int(i),
                    crate::ir::Value::Bool(b) => crate::format::schema::Operand::Bool(b),
                    _ => crate::format::schema::Operand::Unit,
                })
                .collect();
            spec.runs.push(spec::RunEntry {
                entry: "main".into(),
                args,
                oracle: None,
                fuel: None,
                budget: None,
                outcome: None,
                effects: None,
            });
        }
    }
    Ok((spec, imported.program))
}

/// Steps that cannot be run: a fault outside the test build, or an expected failure
/// before the last step (a negative step ends the pipeline). Located with the spec's
/// span tree when there is one.
fn step_problems(spec: &Spec, root: Option<&crate::format::spans::Node>) -> Vec<Diagnostic> {
    let at = |i: usize, path: &[&str]| {
        let mut n = root.and_then(|r| r.field("steps")).and_then(|s| s.item(i));
        for f in path {
            n = n.and_then(|x| x.field(f));
        }
        n.map(|x| x.span.clone())
    };
    let mut out = Vec::new();
    for (i, step) in spec.steps.iter().enumerate() {
        if let spec::Transform::Fault { fault, .. } = &step.apply {
            if !faults::AVAILABLE {
                out.push(
                    Diagnostic::new(
                        Loc::default().with_span(at(i, &["apply"])),
                        format!("step {} applies the test-only fault {fault:?}", i + 1),
                    )
                    .note("faults exist only in the checker's own test build (negative specs run under `cargo test`) and in a build with `--features faults`"),
                );
            }
        }
        if step.expect.fails.is_some() && i + 1 != spec.steps.len() {
            out.push(
                Diagnostic::new(
                    Loc::default().with_span(at(i, &["expect", "fails"])),
                    format!("step {} expects a failure but is not the last step", i + 1),
                )
                .note("a step expected to fail ends the pipeline: move it last or split the spec"),
            );
        }
    }
    out
}

/// Enters the maintained world: D and F are computed once, here, for every function.
pub(crate) fn enter(f: &Function) -> Result<Maintained, String> {
    let cfg = Cfg::compute(f);
    let dom = DomTree::from_cfg(&cfg);
    let loops = LoopForest::compute(f, &cfg, &dom).map_err(|e| e.message(f))?;
    Maintained::new(f.clone(), &dom, &LoopShape::from_forest(&loops)).map_err(|e| e.to_string())
}

/// Runs that do not fit the input program (unknown entry, arguments of the wrong
/// number or type, a malformed oracle), each located at the run's field in the spec
/// when there is a span tree. Parameters are named as in the input program, before
/// any canonicalization.
fn run_problems(spec: &Spec, program: &Program, root: Option<&crate::format::spans::Node>) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (i, r) in spec.runs.iter().enumerate() {
        let run = root.and_then(|n| n.field("runs")).and_then(|n| n.item(i));
        let field = |name: &str| run.and_then(|n| n.field(name)).or(run);
        let at = |n: Option<&crate::format::spans::Node>| Loc::default().with_span(n.map(|x| x.span.clone()));
        let texts = r.arg_texts();
        let label = format!("run {}, {}({})", i + 1, r.entry, texts.join(", "));
        if let Some(text) = &r.oracle {
            if let Err(e) = crate::format::run::parse_oracle(text, program) {
                out.push(Diagnostic::new(at(field("oracle")), format!("{label}: malformed oracle `{text}`: {e}")));
            }
        }
        let Some(f) = program.func_by_name(&r.entry) else {
            let names: Vec<&str> = program.funcs.iter().map(|f| f.name.as_str()).collect();
            out.push(Diagnostic::new(
                at(field("entry")),
                format!("{label}: unknown entry function `{}` (the program defines: {})", r.entry, names.join(", ")),
            ));
            continue;
        };
        let func = program.func(f);
        let arg = |k: usize| run.and_then(|n| n.field("args")).and_then(|n| n.item(k)).or(field("args"));
        let mut values = Vec::new();
        for (k, t) in texts.iter().enumerate() {
            match crate::format::run::parse_value(t, program) {
                Ok(v) => values.push(v),
                Err(e) => out.push(Diagnostic::new(at(arg(k)), format!("{label}: argument {}: {e}", k + 1))),
            }
        }
        if values.len() != texts.len() {
            continue;
        }
        let params = func.params();
        if params.len() != values.len() {
            out.push(Diagnostic::new(
                at(field("args")),
                format!("{label}: `{}` takes {} argument(s), but {} were given", func.name, params.len(), values.len()),
            ));
            continue;
        }
        for (k, (p, v)) in params.iter().zip(&values).enumerate() {
            let (want, got) = (func.reg_ty(*p), program.value_type(v));
            if &got != want {
                out.push(Diagnostic::new(
                    at(arg(k)),
                    format!(
                        "{label}: argument {} has type {got}, but parameter `{}` of `{}` has type {want}",
                        k + 1,
                        func.reg_name(*p),
                        func.name
                    ),
                ));
            }
        }
    }
    out
}

/// Runs a spec on a verified program. `Err` is bad input (runs that do not fit the
/// program, a program that cannot enter the maintained world); failures of the
/// transformations are in the result.
/// `Replace` steps need the spec's file (`check_spec_file` reads their replacements):
/// here they cannot apply.
pub fn run_spec(spec: &Spec, program: Program) -> Result<SpecResult, Vec<Diagnostic>> {
    run_spec_at(spec, program, None, &replace::Replacements::new())
}

/// `run_spec`, with the spec's span tree to locate bad input in the spec's text.
fn run_spec_at(
    spec: &Spec,
    mut program: Program,
    root: Option<&crate::format::spans::Node>,
    replacements: &replace::Replacements,
) -> Result<SpecResult, Vec<Diagnostic>> {
    let mut problems = step_problems(spec, root);
    problems.extend(run_problems(spec, &program, root));
    if !problems.is_empty() {
        return Err(problems);
    }
    if spec.canonicalize {
        crate::canon::canonicalize_program(&mut program)?;
    }
    let not_canonical = crate::verify::verify_canonical(&program);
    if !not_canonical.is_empty() {
        let mut errors = not_canonical;
        errors[0]
            .notes
            .push("transformations start from canonical LCSSA form: add `canonicalize: true` to the spec".into());
        return Err(errors);
    }
    // Runs: resolved against the input (bad input if they do not fit it), and checked
    // against their expected outcomes.
    let mut runs: Vec<equiv::RunSpec> = spec
        .runs
        .iter()
        .map(|r| equiv::RunSpec {
            entry: r.entry.clone(),
            args: r.arg_texts(),
            oracle: r.oracle.clone(),
            fuel: r.fuel.unwrap_or(1_000_000),
            budget: r.budget,
        })
        .collect();
    let mut failures = Vec::new();
    let mut coverage = crate::exec::Coverage::default();
    let mut observed = Vec::new();
    let mut notes = Vec::new();
    for (r, entry) in runs.iter().zip(&spec.runs) {
        let (fuel, capped) = equiv::CheckLimits::current().first_fuel(r);
        if capped {
            notes.push(format!(
                "run {} of the input was given the fuel cap of {fuel} units instead of {}",
                r.label(),
                r.fuel
            ));
        }
        let e = equiv::execute(&program, r, fuel)
            .map_err(|m| vec![Diagnostic::new(Loc::default(), format!("run {}: {m}", r.label()))])?;
        equiv::add(&mut coverage, &e.coverage);
        let got = crate::format::run::outcome(&program, &e.outcome);
        let got_effects: Vec<String> = e.effects.iter().map(|x| crate::format::run::effect(&program, x)).collect();
        if let Some(want) = &entry.outcome {
            if &got != want {
                failures.push(Failure::new(
                    0,
                    format!("run {} of the input: expected {want}, got {got}", r.label()),
                    vec!["re-bless with `waddle check --bless` if the new outcome is right".into()],
                ));
            }
        }
        if let Some(want) = &entry.effects {
            if want != &got_effects {
                failures.push(Failure::new(
                    0,
                    format!("run {} of the input: the effects differ from the expected ones", r.label()),
                    vec![format!("expected {want:?}"), format!("got      {got_effects:?}")],
                ));
            }
        }
        observed.push((got, got_effects));
    }
    let given = runs.len();
    runs.extend(random_runs(spec, &program, &runs, &mut notes));
    let mut checked = 0usize;
    let mut vacuous = 0usize;
    let mut funcs: HashMap<String, (FuncId, Maintained)> = HashMap::new();
    for id in program.func_ids() {
        let f = program.func(id);
        let mut m = enter(f).map_err(|e| vec![Diagnostic::new(Loc::func(&f.name), e)])?;
        m.know_program(&program);
        funcs.insert(f.name.clone(), (id, m));
    }
    let mut expected = Vec::new();
    let mut after = Vec::new();
    let mut after_ron = Vec::new();
    for (i, step) in spec.steps.iter().enumerate() {
        let cannot = |title: String| Failure { cannot_apply: true, ..Failure::new(i, title, vec![]) };
        let fname = step.apply.function();
        // The functions the step changes, with their maintained structures.
        let mut changed: Vec<(String, FuncId, Maintained)> = Vec::new();
        let mut next_program = program.clone();
        if let Transform::ReplaceProgram(with) = &step.apply {
            let Some(r) = replacements.get(&i) else {
                failures.push(cannot(format!("step {}: the replacement `{}` was not read", i + 1, with.path())));
                break;
            };
            next_program = r.program.clone();
            for id in next_program.func_ids() {
                let f = next_program.func(id);
                let mut m = match enter(f) {
                    Ok(m) => m,
                    Err(e) => {
                        failures.push(cannot(format!("step {}: `{}` of `{}`: {e}", i + 1, f.name, r.file)));
                        break;
                    }
                };
                m.know_program(&next_program);
                changed.push((f.name.clone(), id, m));
            }
            if changed.len() < next_program.funcs.len() {
                break;
            }
            notes.push(format!(
                "step {}: the program was replaced by `{}`; the dominator trees and loop forests of its {} function(s) were computed once, from scratch, and are maintained from there",
                i + 1,
                r.file,
                changed.len()
            ));
        } else {
            let Some((fid, m)) = funcs.get(fname) else {
                failures.push(cannot(format!("step {}: no function `{fname}` in the program", i + 1)));
                break;
            };
            let (fid, mut next) = (*fid, m.clone());
            if let Transform::Replace { with, .. } = &step.apply {
                let entered = replacements
                    .get(&i)
                    .ok_or_else(|| format!("the replacement `{}` was not read", with.path()))
                    .and_then(|r| replace::function(&program, r, fname))
                    .and_then(|f| {
                        next_program.funcs[fid.index()] = f;
                        let errors = crate::verify::verify_program(&next_program, None);
                        match errors.first() {
                            Some(e) => Err(format!("the replacement does not verify in the program: {e}")),
                            None => enter(next_program.func(fid)),
                        }
                    });
                match entered {
                    Ok(m) => next = m,
                    Err(e) => {
                        failures.push(cannot(format!("step {}: cannot replace `{fname}`: {e}", i + 1)));
                        break;
                    }
                }
                next.know_program(&next_program);
                notes.push(format!(
                    "step {}: `{fname}` was replaced by the version in `{}`; its dominator tree and loop forest were computed once, from scratch, and are maintained from there",
                    i + 1,
                    with.path()
                ));
            } else if let Err(e) = apply_in_program(&mut next, fid, &step.apply, &funcs) {
                failures.push(cannot(format!("step {}: cannot apply {}: {e}", i + 1, describe(&step.apply))));
                break;
            }
            if let Some(b) = unknown_expected_block(next.function(), &step.expect) {
                failures.push(cannot(format!(
                    "step {}: block `{b}` of the expectation is not a block of `{fname}` after the step",
                    i + 1
                )));
                break;
            }
            next_program.funcs[fid.index()] = next.function().clone();
            changed.push((fname.to_string(), fid, next));
        }
        let before = std::mem::replace(&mut program, next_program);
        let listing: Vec<String> =
            changed.iter().map(|(_, fid, _)| crate::format::paper::function(&program, program.func(*fid))).collect();
        after.push((describe(&step.apply), listing.join("\n")));
        after_ron.push(crate::format::write_program(&program));
        let mut step_failures = Vec::new();
        for (_, fid, next) in &changed {
            step_failures.extend(theorems(&program, *fid, next, i));
        }
        if let [(_, _, next)] = changed.as_slice() {
            step_failures.extend(expectations(next, &step.expect, i));
        }
        for (k, r) in runs.iter().enumerate() {
            let verdict = equiv::compare_vacuity(&before, &program, r, &mut coverage, &equiv::CheckLimits::current());
            checked += 1;
            vacuous += usize::from(matches!(verdict, Ok((_, true))));
            match verdict.map(|(v, _)| v) {
                Ok(Ok(rests)) => notes.extend(rests.into_iter().map(|n| format!("step {}: {n}", i + 1))),
                Ok(Err(mut details)) => {
                    if k >= given {
                        details.insert(0, format!("a random run; as a plain run: {}", random::as_spec_run(r)));
                    }
                    step_failures.push(Failure {
                        step: i,
                        theorem: Some(Theorem::Equivalence),
                        cannot_apply: false,
                        title: format!("{} fails for run {}", Theorem::Equivalence.name(), r.label()),
                        details,
                    })
                }
                Err(m) => step_failures.push(Failure::new(i, format!("run {}: {m}", r.label()), vec![])),
            }
        }
        if let Some(want) = step.expect.fails.map(Theorem::expected) {
            // A negative step: exactly the named check fails; the pipeline ends here.
            let (hit, other): (Vec<Failure>, Vec<Failure>) =
                step_failures.into_iter().partition(|f| f.theorem == Some(want));
            if hit.is_empty() || !other.is_empty() {
                let what = match (hit.is_empty(), other.is_empty()) {
                    (true, true) => "every check passed".to_string(),
                    (true, false) => "other checks failed instead".to_string(),
                    _ => "other checks failed too".to_string(),
                };
                failures.push(Failure::new(i, format!("expected {} to fail, but {what}", want.name()), vec![]));
                failures.extend(other);
            }
            expected.extend(hit);
            break;
        }
        let stop = !step_failures.is_empty();
        failures.extend(step_failures);
        if matches!(step.apply, Transform::ReplaceProgram(_)) {
            funcs.clear();
        }
        for (name, fid, next) in changed {
            funcs.insert(name, (fid, next));
        }
        if stop {
            break;
        }
    }
    let mut warnings = Vec::new();
    if !spec.steps.is_empty() && checked == 0 && failures.iter().all(|f| !f.cannot_apply) && !expected_only(&expected) {
        warnings.push(
            "no run checks the steps' semantic equivalence: add `runs`, or `random_runs: N` (or `waddle check --random-runs N`)"
                .to_string(),
        );
    } else if checked > 0 && vacuous == checked {
        let zero = runs.iter().all(|r| r.fuel == 0);
        warnings.push(format!(
            "every run is vacuous: incomplete before and after every step{}, with no effect to compare, so semantic equivalence was not checked",
            if zero { " (fuel 0)" } else { "" }
        ));
    }
    if random::Settings::current().strict {
        for w in &warnings {
            failures.push(Failure::new(
                spec.steps.len().saturating_sub(1),
                format!("warning treated as a failure (--strict): {w}"),
                vec![],
            ));
        }
    }
    Ok(SpecResult {
        warnings,
        description: spec.description.clone(),
        steps: spec.steps.len(),
        failures,
        expected,
        after,
        after_ron,
        coverage,
        observed,
        notes,
    })
}

/// A block named by an expectation on loops or immediate dominators that the function
/// does not have: a mistake in the spec, not a failed check. (`removed` lists blocks
/// that must not exist after the step, so it may name any block.)
fn unknown_expected_block<'a>(f: &Function, e: &'a spec::Expect) -> Option<&'a str> {
    let loops = e
        .loops
        .iter()
        .flatten()
        .flat_map(|l| std::iter::once(&l.header).chain(&l.body).chain(&l.exits).chain(l.parent.as_ref()));
    let idoms = e.idoms.iter().flatten().flat_map(|(b, d)| [b, d]);
    loops.chain(idoms).find(|b| f.block_by_name(b).is_none()).map(String::as_str)
}

/// Whether the spec's checks ended at a negative step expecting a maintenance theorem
/// (not equivalence) to fail: runs are beside the point there.
fn expected_only(expected: &[Failure]) -> bool {
    !expected.is_empty() && expected.iter().all(|f| f.theorem.is_some_and(|t| t != Theorem::Equivalence))
}

/// The random runs of a spec (`random_runs`, `waddle check --random-runs`): for each
/// entry of its runs (every function when it has none), with the fuel of the entry's
/// first run (else `random::DEFAULT_FUEL`). Entries whose parameters cannot be drawn
/// are skipped, with a note when the spec has no runs of its own.
fn random_runs(
    spec: &Spec,
    program: &Program,
    given: &[equiv::RunSpec],
    notes: &mut Vec<String>,
) -> Vec<equiv::RunSpec> {
    let settings = random::Settings::current();
    let n = spec.random_runs.max(settings.runs);
    if n == 0 {
        return Vec::new();
    }
    let mut entries: Vec<(String, u64)> = Vec::new();
    for r in given {
        if !entries.iter().any(|(e, _)| e == &r.entry) {
            entries.push((r.entry.clone(), r.fuel));
        }
    }
    if entries.is_empty() {
        entries = program.funcs.iter().map(|f| (f.name.clone(), random::DEFAULT_FUEL)).collect();
    }
    let mut out = Vec::new();
    for (entry, fuel) in entries {
        match random::runs(program, &entry, n, settings.seed, fuel) {
            Some(rs) => out.extend(rs),
            None => notes.push(format!("no random runs of `{entry}`: a parameter's function type has no function")),
        }
    }
    out
}

/// A one-line description of a step, in the spec's terms.
pub fn describe(t: &Transform) -> String {
    match t {
        Transform::DeleteEdge { function, from, to } => format!("delete edge ({from}, {to}) in {function}"),
        Transform::SplitEdges { function, edges } => format!("split edges {edges:?} in {function}"),
        Transform::DedicateExit { function, header, exit } => {
            format!("dedicate exit {exit} of loop {header} in {function}")
        }
        Transform::Eject { function, header } => format!("eject from loop {header} in {function}"),
        Transform::Duplicate { function, region, redirect } => {
            format!("duplicate {region:?} redirecting {redirect:?} in {function}")
        }
        Transform::Straighten { function, block } => format!("straighten {block} in {function}"),
        Transform::IfSimplify { function, block } => format!("if-simplify {block} in {function}"),
        Transform::StraightenAll { function } => format!("straighten all of {function}"),
        Transform::Unswitch { function, header, block } => {
            format!("unswitch the switch ending {block} out of loop {header} in {function}")
        }
        Transform::Unroll { function, header, factor } => format!("unroll loop {header} by {factor} in {function}"),
        Transform::Peel { function, header, count } => {
            format!("peel {count} iteration(s) of loop {header} in {function}")
        }
        Transform::Inline { function, block, index } => {
            format!("inline the call at instruction {index} of {block} in {function}")
        }
        Transform::JumpThread { function, block } => format!("thread the jump into {block} in {function}"),
        Transform::Optimize { function, threshold } => {
            format!("optimize {function} (phaseless worklist, threshold {})", threshold.unwrap_or(0))
        }
        Transform::Fault { function, fault } => format!("the test-only fault {fault:?} in {function}"),
        Transform::Replace { function, with } => format!("replace {function} by the version in {}", with.path()),
        Transform::ReplaceProgram(with) => format!("replace the program by {}", with.path()),
    }
}

fn block(m: &Maintained, name: &str) -> Result<BlockId, TransformError> {
    m.function().block_by_name(name).ok_or_else(|| TransformError(format!("no block `{name}`")))
}

/// Edge references `from → to` (every reference of each pair).
fn edge_refs(m: &Maintained, from: &str, to: &str) -> Result<Vec<(BlockId, usize)>, TransformError> {
    let (a, b) = (block(m, from)?, block(m, to)?);
    let refs: Vec<(BlockId, usize)> = m
        .function()
        .block(a)
        .term
        .targets()
        .iter()
        .enumerate()
        .filter(|(_, t)| t.block == b)
        .map(|(k, _)| (a, k))
        .collect();
    if refs.is_empty() {
        return Err(TransformError(format!("there is no edge ({from}, {to})")));
    }
    Ok(refs)
}

/// The call at `index` of block `b`: its block, its callee and the callee's maintained
/// structures among the program's `funcs`.
fn call_site<'a>(
    m: &Maintained,
    b: &str,
    index: usize,
    funcs: &'a HashMap<String, (FuncId, Maintained)>,
) -> Result<(BlockId, FuncId, &'a Maintained), TransformError> {
    let c = block(m, b)?;
    let g = m.call_target(c, index)?;
    let callee = funcs
        .values()
        .find(|(id, _)| *id == g)
        .map(|(_, cm)| cm)
        .ok_or_else(|| TransformError("the callee is not a function of the program".into()))?;
    Ok((c, g, callee))
}

/// Applies a spec step to the maintained function `fid` of a program whose functions
/// are all maintained (`funcs`, by name): inlining reads the callee's maintained D and
/// F there; every other step is `apply`.
pub fn apply_in_program(
    m: &mut Maintained,
    fid: FuncId,
    t: &Transform,
    funcs: &HashMap<String, (FuncId, Maintained)>,
) -> Result<(), TransformError> {
    match t {
        Transform::Inline { block: b, index, .. } => {
            let (c, g, callee) = call_site(m, b, *index, funcs)?;
            m.inline(fid, c, *index, g, callee).map(|_| ())
        }
        Transform::Optimize { threshold, .. } => {
            let callees: HashMap<FuncId, Maintained> =
                funcs.values().filter(|(id, _)| *id != fid).map(|(id, cm)| (*id, cm.clone())).collect();
            let (cyclic, _) = crate::opt::call_graph(funcs.values().map(|(id, cm)| (*id, cm.function())));
            let opts = crate::opt::Options { threshold: threshold.unwrap_or(0), ..Default::default() };
            crate::opt::optimize_function(m, fid, &callees, &cyclic, &opts, &mut |_, _| Ok(Vec::new()))
                .map_err(TransformError)?;
            Ok(())
        }
        Transform::Fault { fault: spec::Fault::InlineStaleContinuation { block: b, index }, .. } => {
            let (c, g, callee) = call_site(m, b, *index, funcs)?;
            faults::inline_stale_continuation(m, fid, c, *index, g, callee)
        }
        _ => apply(m, t),
    }
}

/// Applies a spec step to a maintained function (inlining needs the program's other
/// functions: `apply_in_program`).
pub fn apply(m: &mut Maintained, t: &Transform) -> Result<(), TransformError> {
    match t {
        Transform::DeleteEdge { from, to, .. } => {
            let (a, k) = edge_refs(m, from, to)?[0];
            m.delete_edge_ref(a, k)
        }
        Transform::SplitEdges { edges, .. } => {
            let mut refs = Vec::new();
            for (from, to) in edges {
                refs.extend(edge_refs(m, from, to)?);
            }
            m.split_edge_set(&refs).map(|_| ())
        }
        Transform::DedicateExit { header, exit, .. } => {
            let h = block(m, header)?;
            let l =
                m.forest().loop_with_header(h).ok_or_else(|| TransformError(format!("`{header}` heads no loop")))?;
            let x = block(m, exit)?;
            if !m.forest().get(l).exits.contains(&x) {
                let f = m.function();
                let mut exits: Vec<&str> = m.forest().get(l).exits.iter().map(|b| f.block(*b).name.as_str()).collect();
                exits.sort();
                return Err(TransformError(format!(
                    "`{exit}` is not an exit of the loop at `{header}` (its exits: {})",
                    exits.join(", ")
                )));
            }
            m.dedicate_exit(l, x).map(|_| ())
        }
        Transform::Eject { header, .. } => {
            let h = block(m, header)?;
            let l =
                m.forest().loop_with_header(h).ok_or_else(|| TransformError(format!("`{header}` heads no loop")))?;
            m.eject(l)
        }
        Transform::Duplicate { region, redirect, .. } => {
            let region: Vec<BlockId> = region.iter().map(|b| block(m, b)).collect::<Result<_, _>>()?;
            let entry = *region.first().ok_or_else(|| TransformError("an empty region".into()))?;
            let entry_name = m.function().block(entry).name.clone();
            let mut refs = Vec::new();
            for from in redirect {
                refs.extend(edge_refs(m, from, &entry_name)?);
            }
            m.duplicate(&region, &refs).map(|_| ())
        }
        Transform::Straighten { block: b, .. } => {
            let p = block(m, b)?;
            m.straighten(p).map(|_| ())
        }
        Transform::IfSimplify { block: b, .. } => {
            let p = block(m, b)?;
            if m.if_simplify(p)? {
                Ok(())
            } else {
                Err(TransformError(format!("the switch ending `{b}` has no statically known scrutinee")))
            }
        }
        Transform::StraightenAll { .. } => loop {
            let next = m.function().block_ids().find(|b| m.can_straighten(*b).is_some());
            let Some(p) = next else { return Ok(()) };
            m.straighten(p)?;
        },
        Transform::Unswitch { header, block: b, .. } => {
            let (h, x) = (block(m, header)?, block(m, b)?);
            m.unswitch(h, x).map(|_| ())
        }
        Transform::Unroll { header, factor, .. } => {
            let h = block(m, header)?;
            m.unroll(h, *factor).map(|_| ())
        }
        Transform::Peel { header, count, .. } => {
            let h = block(m, header)?;
            m.peel(h, *count).map(|_| ())
        }
        Transform::Inline { .. } => {
            Err(TransformError("inlining needs the program's functions (`apply_in_program`)".into()))
        }
        Transform::JumpThread { block: b, .. } => {
            let x = block(m, b)?;
            m.jump_thread(x).map(|_| ())
        }
        Transform::Optimize { .. } => {
            Err(TransformError("the optimizer needs the program's functions (`apply_in_program`)".into()))
        }
        Transform::Fault { fault, .. } => faults::apply(m, fault),
        Transform::Replace { .. } | Transform::ReplaceProgram(_) => {
            Err(TransformError("a replacement is read from the spec's folder (`check_spec_file`)".into()))
        }
    }
}

/// Checks the six maintenance theorems in order; each failure names its theorem.
pub fn theorems(program: &Program, fid: FuncId, m: &Maintained, step: usize) -> Vec<Failure> {
    let f = program.func(fid);
    let mut out = Vec::new();
    let mut report = |t: Theorem, details: Vec<String>| {
        if !details.is_empty() {
            out.push(Failure {
                step,
                theorem: Some(t),
                cannot_apply: false,
                title: format!("{} fails for `{}`", t.name(), f.name),
                details,
            });
        }
    };
    let shown = |ds: Vec<Diagnostic>| ds.iter().map(|d| d.to_string()).collect::<Vec<_>>();
    report(Theorem::Types, shown(crate::verify::check_types(program, fid)));
    let wf = crate::verify::check_wellformed(program, fid);
    let graph_ok = wf.is_empty();
    let mut ssa = shown(wf);
    if graph_ok {
        ssa.extend(shown(crate::verify::check_ssa(program, fid)));
    }
    report(Theorem::Ssa, ssa);
    if !graph_ok {
        return out;
    }
    report(Theorem::Lcssa, shown(crate::verify::check_lcssa(program, fid)));
    report(Theorem::Canonical, shown(crate::verify::check_canonical(program, fid)));
    let cfg = Cfg::compute(f);
    let fresh = DomTree::from_cfg(&cfg);
    report(Theorem::DomTree, m.dom().snapshot().diff(&fresh, f));
    match LoopForest::compute(f, &cfg, &fresh) {
        Err(e) => report(Theorem::LoopForest, vec![e.message(f)]),
        Ok(loops) => report(Theorem::LoopForest, shape_diff(f, &LoopShape::from_forest(&loops), &m.forest().shapes())),
    }
    out
}

fn names(f: &Function, set: &BTreeSet<BlockId>) -> String {
    let mut v: Vec<&str> =
        set.iter().map(|b| if f.is_live(*b) { f.block(*b).name.as_str() } else { "<removed>" }).collect();
    v.sort();
    format!("{{{}}}", v.join(", "))
}

fn name(f: &Function, b: BlockId) -> String {
    if f.is_live(b) {
        f.block(b).name.clone()
    } else {
        format!("<removed #{}>", b.0)
    }
}

/// A readable diff between the loops a fresh computation finds and the maintained ones.
pub fn shape_diff(f: &Function, fresh: &[LoopShape], kept: &[LoopShape]) -> Vec<String> {
    let mut out = Vec::new();
    for w in fresh {
        match kept.iter().find(|k| k.header == w.header) {
            None => out.push(format!(
                "loop at header `{}` (body {}) exists in a fresh computation but is not maintained",
                name(f, w.header),
                names(f, &w.body)
            )),
            Some(k) => {
                let h = name(f, w.header);
                for (what, fresh, kept) in
                    [("body", &w.body, &k.body), ("exits", &w.exits, &k.exits), ("latches", &w.latches, &k.latches)]
                {
                    if kept != fresh {
                        out.push(format!(
                            "loop `{h}`: {what} should be {}, maintained {}",
                            names(f, fresh),
                            names(f, kept)
                        ));
                    }
                }
                if k.parent != w.parent {
                    let p = |x: Option<BlockId>| x.map_or("none".to_string(), |b| format!("`{}`", name(f, b)));
                    out.push(format!("loop `{h}`: parent should be {}, maintained {}", p(w.parent), p(k.parent)));
                }
            }
        }
    }
    for k in kept {
        if !fresh.iter().any(|w| w.header == k.header) {
            out.push(format!(
                "maintained loop at header `{}` (body {}) is not a loop in a fresh computation",
                name(f, k.header),
                names(f, &k.body)
            ));
        }
    }
    out
}

fn expectations(m: &Maintained, e: &spec::Expect, step: usize) -> Vec<Failure> {
    let f = m.function();
    let mut details = Vec::new();
    if let Some(want) = &e.loops {
        details.extend(loops_expectation(f, want, &m.forest().shapes()));
    }
    if let Some(idoms) = &e.idoms {
        for (b, d) in idoms {
            let got = f.block_by_name(b).and_then(|x| m.dom().idom(x)).map(|x| name(f, x));
            if got.as_deref() != Some(d.as_str()) {
                details.push(format!("expected idom({b}) = {d}, got {}", got.unwrap_or_else(|| "none".into())));
            }
        }
    }
    if let Some(removed) = &e.removed {
        for b in removed {
            if f.block_by_name(b).is_some() {
                details.push(format!("expected block `{b}` to be removed, but it is still there"));
            }
        }
    }
    if details.is_empty() {
        vec![]
    } else {
        vec![Failure::new(step, "the expected result does not match", details)]
    }
}

fn loops_expectation(f: &Function, want: &[ExpectLoop], got: &[LoopShape]) -> Vec<String> {
    let set = |v: &[String]| -> Vec<String> {
        let mut v = v.to_vec();
        v.sort();
        v
    };
    let got_named: Vec<(String, Vec<String>, Vec<String>, Option<String>)> = got
        .iter()
        .map(|s| {
            let n = |bs: &BTreeSet<BlockId>| set(&bs.iter().map(|b| name(f, *b)).collect::<Vec<_>>());
            (name(f, s.header), n(&s.body), n(&s.exits), s.parent.map(|p| name(f, p)))
        })
        .collect();
    let mut out = Vec::new();
    for w in want {
        match got_named.iter().find(|g| g.0 == w.header) {
            None => out.push(format!("expected a loop at header `{}`, there is none", w.header)),
            Some(g) => {
                if g.1 != set(&w.body) {
                    out.push(format!("loop `{}`: expected body {:?}, got {:?}", w.header, set(&w.body), g.1));
                }
                if g.2 != set(&w.exits) {
                    out.push(format!("loop `{}`: expected exits {:?}, got {:?}", w.header, set(&w.exits), g.2));
                }
                if g.3 != w.parent {
                    out.push(format!("loop `{}`: expected parent {:?}, got {:?}", w.header, w.parent, g.3));
                }
            }
        }
    }
    for g in &got_named {
        if !want.iter().any(|w| w.header == g.0) {
            out.push(format!("unexpected loop at header `{}` (body {:?})", g.0, g.1));
        }
    }
    out
}
