//! The static phase of a validation: the theorems that need no maintained structures,
//! checked on AFTER (types and SSA with well-formedness for every function; LCSSA and
//! canonical form for a paired function whose BEFORE has both), and each paired
//! function's signature compared.

use super::pair::Plan;
use super::report::{show, FunctionReport, Report, StaticFailure};
use super::Options;
use crate::ir::{FuncId, Program};
use crate::oracle::refine::Notion;
use crate::oracle::Theorem;
use crate::verify;

/// The types and SSA theorems (well-formedness first) of one function of AFTER.
pub(super) fn types_and_ssa(p: &Program, f: FuncId) -> Vec<StaticFailure> {
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
pub(super) fn canonical(p: &Program, f: FuncId) -> bool {
    verify::check_lcssa(p, f).is_empty() && verify::check_canonical(p, f).is_empty()
}

/// The report's skeleton with the static theorems checked: AFTER's unpaired functions
/// (types and SSA), then each pair's signature and theorems. `runs_skipped` when AFTER
/// does not verify, so that no run can be made.
pub(super) fn check(before: &Program, after: &Program, plan: &Plan, opts: &Options) -> Report {
    let paired_after: Vec<FuncId> = plan.pairs.iter().map(|(_, a, _)| *a).collect();
    let mut report = Report {
        functions: Vec::new(),
        unpaired_failures: Vec::new(),
        only_before: plan.only_before.clone(),
        only_after: plan.only_after.clone(),
        ambiguous: plan.ambiguous.clone(),
        hints: plan.hints.clone(),
        runs_skipped: false,
        allow_partial: opts.allow_partial,
        time_limit: opts.time_limit,
        refinement: matches!(opts.notion, Notion::Refines(_)),
    };
    for a in after.func_ids().filter(|a| !paired_after.contains(a)) {
        for s in types_and_ssa(after, a) {
            report.unpaired_failures.push((after.func(a).name.clone(), s));
        }
    }
    let mut runnable = report.unpaired_failures.is_empty();
    for (b, a, is_renamed) in &plan.pairs {
        let (fb, fa) = (before.func(*b), after.func(*a));
        let mut f = FunctionReport {
            name: fb.name.clone(),
            renamed: is_renamed.then(|| fa.name.clone()),
            paired_by: plan.pairing.reasons.iter().find(|(x, _)| x == b).map(|(_, r)| r.clone()),
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
        let (sb, sa) = (fb.signature(), plan.renamed.func(*a).signature());
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
    report.runs_skipped = !runnable;
    report
}
