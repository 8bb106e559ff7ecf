//! Problems of a spec found before anything runs, located in the spec's text: steps
//! that cannot be run, and runs that do not fit the input program.

use super::faults;
use crate::diag::{Diagnostic, Loc};
use crate::exec::budget::MAX_BUDGET;
use crate::format::run::{parse_oracle, parse_value};
use crate::format::spans::Node;
use crate::format::spec::{Spec, Transform};
use crate::ir::Program;
use crate::oracle::random;

/// Steps that cannot be run: a fault outside the test build, or an expected failure
/// before the last step (a negative step ends the pipeline). Located with the spec's
/// span tree when there is one.
pub(super) fn step_problems(spec: &Spec, root: Option<&Node>) -> Vec<Diagnostic> {
    let at = |i: usize, path: &[&str]| {
        let mut n = root.and_then(|r| r.field("steps")).and_then(|s| s.item(i));
        for f in path {
            n = n.and_then(|x| x.field(f));
        }
        n.map(|x| x.span.clone())
    };
    let mut out = Vec::new();
    for (i, step) in spec.steps.iter().enumerate() {
        if let Transform::Fault { fault, .. } = &step.apply {
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

/// Whether `text` has the shape of an outcome as `waddle run` prints it: `halt(…)`
/// (a value, or `ex(…)` for an error) or `incomplete: …`. Only the shape is checked: a
/// well-shaped outcome that differs from the run's is a failure of the spec, not bad
/// input.
fn outcome_shape(text: &str) -> Result<(), String> {
    let halt = text.strip_prefix("halt(").and_then(|t| t.strip_suffix(')'));
    let incomplete = text.strip_prefix("incomplete: ");
    match (halt, incomplete) {
        (Some(v), _) if !v.trim().is_empty() => Ok(()),
        (_, Some(why)) if !why.trim().is_empty() => Ok(()),
        _ => Err(format!(
            "`{text}` is no outcome: an outcome is `halt(VALUE)`, `halt(ex(ERROR))` or `incomplete: WHY`, as `waddle run` prints it"
        )),
    }
}

/// Runs that do not fit the input program (unknown entry, arguments of the wrong
/// number or type, a malformed oracle or expected outcome), each located at the run's
/// field in the spec when there is a span tree. Parameters are named as in the input
/// program, before any canonicalization.
pub(super) fn run_problems(spec: &Spec, program: &Program, root: Option<&Node>) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if spec.random_runs > random::MAX_RUNS {
        let at = Loc::default().with_span(root.and_then(|n| n.field("random_runs")).map(|x| x.span.clone()));
        out.push(Diagnostic::new(
            at,
            format!(
                "random_runs: {} is above the maximum of {} random runs per entry",
                spec.random_runs,
                random::MAX_RUNS
            ),
        ));
    }
    for (i, r) in spec.runs.iter().enumerate() {
        let run = root.and_then(|n| n.field("runs")).and_then(|n| n.item(i));
        let field = |name: &str| run.and_then(|n| n.field(name)).or(run);
        let at = |n: Option<&Node>| Loc::default().with_span(n.map(|x| x.span.clone()));
        let texts = r.arg_texts();
        let label = format!("run {}, {}({})", i + 1, r.entry, texts.join(", "));
        if let Some(b) = r.budget.filter(|b| *b > MAX_BUDGET) {
            out.push(Diagnostic::new(
                at(field("budget")),
                format!("{label}: budget: {b} is above the maximum of {MAX_BUDGET} bytes (1 TiB)"),
            ));
        }
        if let Some(Err(e)) = r.outcome.as_deref().map(outcome_shape) {
            out.push(Diagnostic::new(at(field("outcome")), format!("{label}: outcome: {e}")));
        }
        if let Some(text) = &r.oracle {
            if let Err(e) = parse_oracle(text, program) {
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
            match parse_value(t, program) {
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
