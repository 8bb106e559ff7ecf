//! A spec's pipeline: its runs on the input program, then each step applied to a copy
//! of the maintained function and checked (the maintenance theorems, the step's
//! expectations, semantic equivalence on every run), until the last step or the first
//! failing one.

use super::apply::{apply_in_program, describe};
use super::problems::{run_problems, step_problems};
use super::replace::{self, Replacements};
use super::world::World;
use super::{Applied, SpecResult};
use crate::canon::{canonicalize_program, enter};
use crate::diag::{Diagnostic, Loc};
use crate::exec::Coverage;
use crate::format::spans::Node;
use crate::format::spec::{Expect, ExpectLoop, Spec, Step, Transform};
use crate::format::{paper, run as fmt, write_program};
use crate::ir::{BlockId, FuncId, Function, Program};
use crate::oracle::control::Origins;
use crate::oracle::equiv::{self, RunSpec};
use crate::oracle::step::{self, How, Runs, StepReport};
use crate::oracle::{block_name, random, Config, Failure, PaperStep, Theorem};
use crate::transform::{LoopShape, Maintained};
use crate::verify::{check_canonical as verify_canonical_function, verify_canonical, verify_program};
use std::collections::BTreeSet;
use std::time::Instant;

/// Runs a spec on a verified program. `Err` is bad input (runs that do not fit the
/// program, a program that cannot enter the maintained world); failures of the
/// transformations are in the result.
/// `Replace` steps need the spec's file (`check_spec_file` reads their replacements):
/// here they cannot apply.
pub fn run_spec(spec: &Spec, program: Program, config: &Config) -> Result<SpecResult, Vec<Diagnostic>> {
    run_spec_at(spec, program, None, &Replacements::new(), config)
}

/// `run_spec`, with the spec's span tree to locate bad input in the spec's text.
pub(super) fn run_spec_at(
    spec: &Spec,
    mut program: Program,
    root: Option<&Node>,
    replacements: &Replacements,
    config: &Config,
) -> Result<SpecResult, Vec<Diagnostic>> {
    let mut problems = step_problems(spec, root);
    problems.extend(run_problems(spec, &program, root));
    if !problems.is_empty() {
        return Err(problems);
    }
    if spec.canonicalize {
        canonicalize_program(&mut program)?;
    }
    let not_canonical = verify_canonical(&program);
    if !not_canonical.is_empty() {
        let mut errors = not_canonical;
        errors[0]
            .notes
            .push("transformations start from canonical LCSSA form: add `canonicalize: true` to the spec".into());
        return Err(errors);
    }
    let mut p = Pipeline::new(spec, replacements, program, config)?;
    for (i, step) in spec.steps.iter().enumerate() {
        let (before, changed) = match p.apply(i, step) {
            Ok(applied) => applied,
            Err(failed) => {
                match step.expect.fails.map(Theorem::from) {
                    Some(want) if !failed.cannot_apply => p.negative(i, want, vec![failed]),
                    _ => p.failures.push(failed),
                }
                break;
            }
        };
        if p.check(i, step, &before, changed) == Next::Stop {
            break;
        }
    }
    Ok(p.finish())
}

/// A function a step changed: its name, its id and its maintained structures after.
type Changed = (String, FuncId, Maintained);

/// Whether the pipeline goes on after a step.
#[derive(PartialEq, Eq)]
enum Next {
    Continue,
    Stop,
}

/// The state of a spec's pipeline between two steps.
struct Pipeline<'a> {
    spec: &'a Spec,
    /// The settings of the check.
    config: &'a Config,
    replacements: &'a Replacements,
    /// The program after the steps so far, with every function maintained, by name.
    world: World,
    /// The spec's runs.
    runs: Vec<RunSpec>,
    /// The random runs: `random` of each entry, drawn again for every step (never
    /// stored, so memory does not grow with the count).
    draws: Vec<random::Draw>,
    random: u64,
    /// The end of `waddle check --time-limit` for this spec's random runs, and the
    /// random comparisons not made because it was reached.
    deadline: Option<Instant>,
    incomplete: u64,
    /// Runs compared, and those vacuous (incomplete before and after).
    checked: usize,
    vacuous: usize,
    coverage: Coverage,
    observed: Vec<(String, Vec<String>)>,
    failures: Vec<Failure>,
    expected: Vec<Failure>,
    notes: Vec<String>,
    after: Vec<(String, String)>,
    after_ron: Vec<String>,
    programs: Vec<Program>,
    applied: Vec<Applied>,
    /// The blocks the current step copied, each → the block it copies (the diff's
    /// control line pairs them).
    origins: Origins,
}

impl<'a> Pipeline<'a> {
    /// Runs the spec's runs on the input (checking their expected outcomes), draws the
    /// random runs, and enters every function into the maintained world.
    fn new(
        spec: &'a Spec,
        replacements: &'a Replacements,
        program: Program,
        config: &'a Config,
    ) -> Result<Self, Vec<Diagnostic>> {
        let runs: Vec<RunSpec> = spec
            .runs
            .iter()
            .map(|r| RunSpec {
                entry: r.entry.clone(),
                args: r.arg_texts(),
                oracle: r.oracle.clone(),
                fuel: r.fuel.unwrap_or(RunSpec::DEFAULT_FUEL),
                budget: r.budget,
            })
            .collect();
        let world = World::enter(program).map_err(|(f, e)| vec![Diagnostic::new(Loc::func(&f), e)])?;
        let mut p = Pipeline {
            spec,
            config,
            replacements,
            world,
            runs,
            draws: Vec::new(),
            random: 0,
            deadline: config.time_limit.map(|t| Instant::now() + t),
            incomplete: 0,
            checked: 0,
            vacuous: 0,
            coverage: Coverage::default(),
            observed: Vec::new(),
            failures: Vec::new(),
            expected: Vec::new(),
            notes: Vec::new(),
            after: Vec::new(),
            after_ron: Vec::new(),
            programs: Vec::new(),
            applied: Vec::new(),
            origins: Origins::new(),
        };
        p.run_input()?;
        p.programs.push(p.world.program().clone());
        p.random = spec.random_runs.max(config.random_runs);
        p.draws = random::draws(p.random, p.world.program(), &p.runs, config.seed, &mut p.notes);
        Ok(p)
    }

    /// The spec's own runs on the input program, against their expected outcome and
    /// effects (what `--bless` writes).
    fn run_input(&mut self) -> Result<(), Vec<Diagnostic>> {
        for (r, entry) in self.runs.iter().zip(&self.spec.runs) {
            let (fuel, capped) = self.config.limits.first_fuel(r.fuel);
            if capped {
                self.notes.push(format!(
                    "run {} of the input was given the fuel cap of {fuel} units instead of {}",
                    r.label(),
                    r.fuel
                ));
            }
            let e = equiv::execute(self.world.program(), r, fuel, &self.config.limits)
                .map_err(|m| vec![Diagnostic::new(Loc::default(), m.to_string())])?;
            self.coverage.add(&e.coverage);
            let got = fmt::outcome(self.world.program(), &e.outcome);
            let got_effects: Vec<String> = e.effects.iter().map(|x| fmt::effect(self.world.program(), x)).collect();
            if let Some(want) = &entry.outcome {
                if &got != want {
                    self.failures.push(Failure::new(
                        0,
                        format!("run {} of the input: expected {want}, got {got}", r.label()),
                        vec!["re-bless with `waddle check --bless` if the new outcome is right".into()],
                    ));
                }
            }
            if let Some(want) = &entry.effects {
                if want != &got_effects {
                    self.failures.push(Failure::new(
                        0,
                        format!("run {} of the input: the effects differ from the expected ones", r.label()),
                        vec![format!("expected {want:?}"), format!("got      {got_effects:?}")],
                    ));
                }
            }
            self.observed.push((got, got_effects));
        }
        Ok(())
    }

    /// Applies step `i` to copies of what it changes and makes the program after it
    /// current; returns the program before the step and the functions it changed, or
    /// the failure of a step that cannot apply (the spec is wrong rather than the
    /// transformation).
    fn apply(&mut self, i: usize, step: &Step) -> Result<(Program, Vec<Changed>), Failure> {
        let cannot = |title: String| Failure { cannot_apply: true, ..Failure::new(i, title, vec![]) };
        self.origins.clear();
        if let Some(failed) = self.replacement_not_canonical(i, step) {
            return Err(failed);
        }
        let (next_program, changed) = match &step.apply {
            Transform::ReplaceProgram(with) => {
                let r = self
                    .replacements
                    .get(&i)
                    .ok_or_else(|| cannot(format!("step {}: the replacement `{}` was not read", i + 1, with.path())))?;
                let changed = enter_all(&r.program)
                    .map_err(|(f, e)| cannot(format!("step {}: `{f}` of `{}`: {e}", i + 1, r.file)))?;
                self.notes.push(format!(
                    "step {}: the program was replaced by `{}`; the dominator trees and loop forests of its {} function(s) were computed once, from scratch, and are maintained from there",
                    i + 1,
                    r.file,
                    changed.len()
                ));
                (r.program.clone(), changed)
            }
            _ => {
                let fname = step.apply.function();
                let (fid, m) = self
                    .world
                    .funcs()
                    .get(fname)
                    .ok_or_else(|| cannot(format!("step {}: no function `{fname}` in the program", i + 1)))?;
                let (fid, next) = (*fid, m.clone());
                let mut next_program = self.world.program().clone();
                let next = self.apply_to_function(i, step, fid, next, &mut next_program).map_err(cannot)?;
                if let Some(b) = unknown_expected_block(next.function(), &step.expect) {
                    return Err(cannot(format!(
                        "step {}: block `{b}` of the expectation is not a block of `{fname}` after the step",
                        i + 1
                    )));
                }
                next_program.funcs[fid.index()] = next.function().clone();
                (next_program, vec![(fname.to_string(), fid, next)])
            }
        };
        let before = self.world.set_program(next_program);
        self.record_after(step, &changed);
        Ok((before, changed))
    }

    /// The failure of a `Replace`/`ReplaceProgram` step whose replacement is not in
    /// canonical form: like any step's output, it fails the maintenance of canonical
    /// form (the violations by block name), and it cannot enter the maintained world,
    /// whose loop forest needs one latch per loop, so the pipeline ends there.
    fn replacement_not_canonical(&self, i: usize, step: &Step) -> Option<Failure> {
        let r = self.replacements.get(&i)?;
        let p = &r.program;
        let fids: Vec<FuncId> = match &step.apply {
            Transform::ReplaceProgram(_) => p.func_ids().collect(),
            Transform::Replace { function, .. } => vec![p.func_by_name(function)?],
            _ => return None,
        };
        // Only what cannot enter is failed here; a replacement that enters (an exit not
        // dedicated, say) fails the same theorem after the step, with its runs compared.
        let refused: Vec<FuncId> = fids.into_iter().filter(|f| enter(p.func(*f)).is_err()).collect();
        let mut details = vec![format!(
            "the replacement in `{}` cannot enter the maintained world (its loop forest needs canonical form), so no run was compared",
            r.file
        )];
        details.extend(refused.iter().flat_map(|f| verify_canonical_function(p, *f)).map(|d| d.to_string()));
        if details.len() == 1 {
            return None;
        }
        let names: Vec<String> = refused.iter().map(|f| format!("`{}`", p.func(*f).name)).collect();
        let title = format!("{} fails for {}", Theorem::Canonical.name(), names.join(", "));
        Some(Failure { theorem: Some(Theorem::Canonical), ..Failure::new(i, title, details) })
    }

    /// A step on one function `fid`: a `Replace` (the replacement enters the maintained
    /// world) or a transformation of the maintained function `m`.
    fn apply_to_function(
        &mut self,
        i: usize,
        step: &Step,
        fid: FuncId,
        mut m: Maintained,
        next_program: &mut Program,
    ) -> Result<Maintained, String> {
        let fname = step.apply.function();
        if let Transform::Replace { with, .. } = &step.apply {
            let entered = self
                .replacements
                .get(&i)
                .ok_or_else(|| format!("the replacement `{}` was not read", with.path()))
                .and_then(|r| replace::function(self.world.program(), r, fname))
                .and_then(|f| {
                    next_program.funcs[fid.index()] = f;
                    let errors = verify_program(next_program, None);
                    match errors.first() {
                        Some(e) => Err(format!("the replacement does not verify in the program: {e}")),
                        None => enter(next_program.func(fid)),
                    }
                });
            let mut m = entered.map_err(|e| format!("step {}: cannot replace `{fname}`: {e}", i + 1))?;
            m.know_program(next_program);
            self.notes.push(format!(
                "step {}: `{fname}` was replaced by the version in `{}`; its dominator tree and loop forest were computed once, from scratch, and are maintained from there",
                i + 1,
                with.path()
            ));
            return Ok(m);
        }
        self.origins = apply_in_program(&mut m, fid, &step.apply, self.world.funcs())
            .map_err(|e| format!("step {}: cannot apply {}: {e}", i + 1, describe(&step.apply)))?;
        Ok(m)
    }

    /// The listing and the RON of the program after a step (`--print-after`,
    /// `--emit-after`).
    fn record_after(&mut self, step: &Step, changed: &[Changed]) {
        let p = self.world.program();
        let listing: Vec<String> = changed.iter().map(|(_, fid, _)| paper::function(p, p.func(*fid))).collect();
        self.after.push((describe(&step.apply), listing.join("\n")));
        self.after_ron.push(write_program(p));
        self.programs.push(p.clone());
        let changed = changed.iter().map(|(_, fid, m)| (*fid, m.dom().snapshot(), m.forest().shapes())).collect();
        self.applied.push(Applied { changed });
    }

    /// Checks step `i` on the functions it changed: the maintenance theorems, the
    /// step's expectations, and semantic equivalence on every run (`oracle::step`); a
    /// negative step ends the pipeline.
    fn check(&mut self, i: usize, step: &Step, before: &Program, changed: Vec<Changed>) -> Next {
        let report = self.check_step(i, before, &changed);
        let mut step_failures = report.failures;
        if let [(_, _, next)] = changed.as_slice() {
            // The expectations come after the theorems and before the runs.
            let at = step_failures.iter().position(|f| f.theorem == Some(Theorem::Equivalence) || f.theorem.is_none());
            let at = at.unwrap_or(step_failures.len());
            let expected = expectations(next, &step.expect, i);
            step_failures.splice(at..at, expected);
        }
        if let Some(want) = step.expect.fails.map(Theorem::from) {
            self.negative(i, want, step_failures);
            return Next::Stop;
        }
        let stop = !step_failures.is_empty();
        self.failures.extend(step_failures);
        if matches!(step.apply, Transform::ReplaceProgram(_)) {
            self.world.clear();
        }
        for (name, fid, next) in changed {
            self.world.insert(name, fid, next);
        }
        if stop {
            Next::Stop
        } else {
            Next::Continue
        }
    }

    /// The shared check of one step (`oracle::step`) on the spec's runs and its random
    /// runs, within the time limit; its counts are added to the spec's.
    fn check_step(&mut self, i: usize, before: &Program, changed: &[Changed]) -> StepReport {
        let checked = step::Step {
            index: i,
            before,
            after: self.world.program(),
            changed: changed.iter().map(|(_, fid, m)| (*fid, m)).collect(),
        };
        let runs = Runs { given: &self.runs, random: &self.draws, per_draw: self.random };
        let how = How { limits: &self.config.limits, notation: &PaperStep(&self.origins), deadline: self.deadline };
        let mut report = step::check_step(&checked, runs, &how);
        self.checked += report.checked;
        self.vacuous += report.vacuous;
        self.incomplete += report.incomplete;
        self.coverage.add(&report.coverage);
        self.notes.append(&mut report.notes);
        report
    }

    /// A negative step: exactly the named check fails.
    fn negative(&mut self, i: usize, want: Theorem, step_failures: Vec<Failure>) {
        let (hit, other): (Vec<Failure>, Vec<Failure>) =
            step_failures.into_iter().partition(|f| f.theorem == Some(want));
        if hit.is_empty() && other.is_empty() && self.incomplete > 0 {
            // The expected failure may be among the runs the time limit left out.
            return;
        }
        if hit.is_empty() || !other.is_empty() {
            let what = match (hit.is_empty(), other.is_empty()) {
                (true, true) => "every check passed".to_string(),
                (true, false) => "other checks failed instead".to_string(),
                _ => "other checks failed too".to_string(),
            };
            self.failures.push(Failure::new(i, format!("expected {} to fail, but {what}", want.name()), vec![]));
            self.failures.extend(other);
        }
        self.expected.extend(hit);
    }

    /// The result, with the warnings of a spec whose equivalence was not really checked.
    fn finish(mut self) -> SpecResult {
        let spec = self.spec;
        let mut warnings = Vec::new();
        if !spec.steps.is_empty()
            && self.checked == 0
            && self.failures.iter().all(|f| !f.cannot_apply)
            && !expected_only(&self.expected)
        {
            warnings.push(
                "no run checks the steps' semantic equivalence: add `runs`, or `random_runs: N` (or `waddle check --random-runs N`)"
                    .to_string(),
            );
        } else if self.checked > 0 && self.vacuous == self.checked {
            let zero = self.runs.iter().all(|r| r.fuel == 0) && self.draws.iter().all(|d| d.fuel() == 0);
            warnings.push(format!(
                "every run is vacuous: incomplete before and after every step{}, with no effect to compare, so semantic equivalence was not checked",
                if zero { " (fuel 0)" } else { "" }
            ));
        }
        if self.config.strict {
            for w in &warnings {
                self.failures.push(Failure::new(
                    spec.steps.len().saturating_sub(1),
                    format!("warning treated as a failure (--strict): {w}"),
                    vec![],
                ));
            }
        }
        let no_verdict = (self.failures.is_empty() && self.incomplete > 0).then(|| {
            let limit = self.config.time_limit.map(|t| format!(" of {}", fmt::duration(t)));
            format!(
                "no verdict: {} comparison(s) agree, {} random comparison(s) incomplete within the limit{}",
                self.checked,
                self.incomplete,
                limit.unwrap_or_default()
            )
        });
        SpecResult {
            no_verdict,
            warnings,
            description: spec.description.clone(),
            steps: spec.steps.len(),
            failures: self.failures,
            expected: self.expected,
            after: self.after,
            after_ron: self.after_ron,
            programs: self.programs,
            applied: self.applied,
            coverage: self.coverage,
            observed: self.observed,
            notes: self.notes,
        }
    }
}

/// Every function of a replacement program entered into the maintained world, or the
/// name of the first that cannot enter with the reason.
fn enter_all(program: &Program) -> Result<Vec<Changed>, (String, String)> {
    let mut out = Vec::new();
    for id in program.func_ids() {
        let f = program.func(id);
        let mut m = enter(f).map_err(|e| (f.name.clone(), e))?;
        m.know_program(program);
        out.push((f.name.clone(), id, m));
    }
    Ok(out)
}

/// A block named by an expectation on loops or immediate dominators that the function
/// does not have: a mistake in the spec, not a failed check. (`removed` lists blocks
/// that must not exist after the step, so it may name any block.)
fn unknown_expected_block<'a>(f: &Function, e: &'a Expect) -> Option<&'a str> {
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

fn expectations(m: &Maintained, e: &Expect, step: usize) -> Vec<Failure> {
    let f = m.function();
    let mut details = Vec::new();
    if let Some(want) = &e.loops {
        details.extend(loops_expectation(f, want, &m.forest().shapes()));
    }
    if let Some(idoms) = &e.idoms {
        for (b, d) in idoms {
            let got = f.block_by_name(b).and_then(|x| m.dom().idom(x)).map(|x| block_name(f, x));
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
            let n = |bs: &BTreeSet<BlockId>| set(&bs.iter().map(|b| block_name(f, *b)).collect::<Vec<_>>());
            (block_name(f, s.header), n(&s.body), n(&s.exits), s.parent.map(|p| block_name(f, p)))
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
