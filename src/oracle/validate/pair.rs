//! The pairing phase of a validation: which function of AFTER is which of BEFORE
//! (`oracle::pairing`), what each side has alone, `--entry`, `--oracle`, and the given
//! runs checked against BEFORE; AFTER under σref (its renamed functions take BEFORE's
//! names back).

use super::report::show;
use super::{BadInput, Options};
use crate::format::run;
use crate::ir::{FuncId, Program};
use crate::oracle::equiv::RunSpec;
use crate::oracle::pairing::{self, Pairing};
use num_bigint::BigInt;

/// What the pairing phase decided.
pub(super) struct Plan {
    /// The pairs `(BEFORE's function, AFTER's, renamed)`.
    pub pairs: Vec<(FuncId, FuncId, bool)>,
    pub pairing: Pairing,
    /// AFTER under BEFORE's names.
    pub renamed: Program,
    /// The given runs, each with its ν.
    pub given_runs: Vec<RunSpec>,
    /// What each side has alone (empty with `--entry`).
    pub only_before: Vec<String>,
    pub only_after: Vec<String>,
    /// BEFORE's functions AFTER cannot tell apart: name, candidates, signature.
    pub ambiguous: Vec<(String, Vec<String>, String)>,
    /// Notes before the verdict.
    pub hints: Vec<String>,
}

/// Pairs the functions and checks the given runs against BEFORE.
pub(super) fn plan(before: &Program, after: &Program, opts: &Options) -> Result<Plan, BadInput> {
    let pairing = pairing::pair(before, after, &opts.renames).map_err(BadInput::Renaming)?;
    let mut hints = pairing.hints.clone();
    let mut pairs = pairing.pairs.clone();
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
        if before.func_by_name(e).is_none() {
            let defined = before.funcs.iter().map(|f| f.name.clone()).collect();
            return Err(BadInput::UnknownEntry { entry: e.clone(), defined });
        }
        pairs.retain(|(b, _, _)| &before.func(*b).name == e);
        if pairs.is_empty() {
            return Err(BadInput::EntryNotInAfter { entry: e.clone() });
        }
    }
    if let Some(o) = &opts.oracle {
        run::parse_oracle(o, before).map_err(|message| BadInput::Oracle { oracle: o.clone(), message })?;
    }
    let given_runs: Vec<RunSpec> = opts
        .runs
        .iter()
        .map(|r| RunSpec { oracle: r.oracle.clone().or_else(|| opts.oracle.clone()), ..r.clone() })
        .collect();
    if opts.oracle.is_some() && given_runs.is_empty() {
        hints.push(
            "--oracle applies to the given runs (--runs, a Bril `# ARGS:` line), and there is none: \
             each random run draws its own ν seed"
                .to_string(),
        );
    }
    for r in &given_runs {
        run::parse_invocation(before, &r.entry, &r.args, r.oracle.as_deref())
            .map_err(|message| BadInput::GivenRun { run: r.label(), message })?;
        if let Some(bits) = opts.int_bits {
            outside_width(r, bits).map_err(|message| BadInput::GivenRun { run: r.label(), message })?;
        }
    }
    let mut renamed = after.clone();
    for (b, a, _) in pairs.iter().filter(|(_, _, r)| *r) {
        renamed.func_mut(*a).name = before.func(*b).name.clone();
    }
    let ambiguous = pairing
        .ambiguous
        .iter()
        .map(|(b, c)| {
            let names = c.iter().map(|a| after.func(*a).name.clone()).collect();
            (before.func(*b).name.clone(), names, show(&before.func(*b).signature()))
        })
        .collect();
    let keep = |v: Vec<String>| if opts.entry.is_some() { Vec::new() } else { v };
    Ok(Plan {
        pairs,
        pairing,
        renamed,
        given_runs,
        only_before: keep(only_before),
        only_after: keep(only_after),
        ambiguous,
        hints,
    })
}

/// A given run's integer argument beyond the program's `bits`-bit integers (Bril's 64):
/// no run of the program's own language can be given it. (Within the width, a value
/// outside a parameter's domain, a surrogate for a `char`, is the user's to give.)
fn outside_width(r: &RunSpec, bits: u32) -> Result<(), String> {
    for (k, a) in r.args.iter().enumerate() {
        let Ok(v) = a.trim().parse::<BigInt>() else { continue };
        if v.bits() >= u64::from(bits) && v != -(BigInt::from(1) << (bits - 1)) {
            return Err(format!("argument {} `{a}` is beyond the program's {bits}-bit integers", k + 1));
        }
    }
    Ok(())
}
