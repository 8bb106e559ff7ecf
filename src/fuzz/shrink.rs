//! Shrinking a failure of `waddle fuzz` into a small, ready-to-run RON spec.
//!
//! The oracle is the checker itself: a candidate is kept only when `run_spec` on it
//! (exactly what `waddle check` does with the written file) still reports the same
//! check failing (the same maintenance theorem, or semantic equivalence) at some step;
//! the pipeline is then cut after that step. Candidates, tried greedily (the first
//! that still fails is kept, and the search starts again from it):
//!
//! 1. the pipeline without one of its steps before the failing one;
//! 2. a single run instead of all;
//! 3. the generator's smaller trees (`gen::Prog::shrink`), while the program is still
//!    a build of one (block names change, so a tree is kept only when the steps still
//!    name blocks of it);
//! 4. no runs at all when the failing check is a maintenance theorem; edits of the
//!    program that keep every block name: a function dropped when no other refers to
//!    it and no step names it; a switch replaced by a branch to one of its targets, or
//!    without one of its cases (unreachable blocks removed); an instruction whose
//!    result nothing reads removed; an instruction replaced by a constant — each kept
//!    only when the program still verifies and is canonical and LCSSA;
//! 5. smaller arguments (0, 1, half), smaller unrolling factors and peel counts.
//!
//! A candidate is kept only when every run still ends (with a value or an error) on
//! the program before the steps, so that the failure stays the one found.
//!
//! Every candidate is strictly smaller by `size` (a weighted count of steps, blocks,
//! instructions, cases, runs and argument digits), so shrinking ends; it also stops
//! after `MAX_ATTEMPTS` candidates.

use super::Case;
use crate::check::run_spec;
use crate::format::spec::{Expect, ProgramSource, RunEntry, Spec, Step, Transform};
use crate::format::{schema, spec};
use crate::ir::{BlockId, Callee, FuncId, Function, Int, Op, Operand, Program, Target, Terminator, Type, Value};
use crate::oracle::equiv;
use crate::oracle::equiv::RunSpec;
use crate::oracle::Config;
use crate::oracle::Theorem;
use crate::{format, verify};
use num_bigint::BigInt;

/// Candidates tried at most per failure.
pub const MAX_ATTEMPTS: u64 = 5_000;

/// A shrunk failure.
#[derive(Clone, Debug)]
pub struct Shrunk {
    /// The RON spec: `waddle check` on it fails with the same check.
    pub spec: String,
    pub functions: usize,
    /// Blocks of all functions.
    pub blocks: usize,
    pub instructions: usize,
    pub steps: usize,
    pub runs: usize,
    /// Candidates tried.
    pub attempts: u64,
    /// What still fails.
    pub check: String,
}

impl Shrunk {
    /// `1 function, 5 blocks, 7 instructions, 1 step, 1 run (212 candidates tried)`.
    pub fn size_line(&self) -> String {
        format!(
            "{} function(s), {} block(s), {} instruction(s), {} step(s), {} run(s) ({} candidates tried): {} still fails",
            self.functions, self.blocks, self.instructions, self.steps, self.runs, self.attempts, self.check
        )
    }
}

/// Shrinks `case` while `target` (`None`: any failure) still fails; `origin` names
/// where it came from in the spec's description. `None` when the case does not
/// reproduce as a spec at all.
pub fn shrink(case: &Case, target: Option<Theorem>, origin: &str, config: &Config) -> Option<Shrunk> {
    let mut attempts = 0u64;
    let mut best = case.clone();
    let step = fails(&best, target, config)?;
    best.steps.truncate(step + 1);
    'outer: loop {
        let size = size(&best);
        for cand in candidates(&best) {
            if attempts >= MAX_ATTEMPTS {
                break 'outer;
            }
            if self::size(&cand) >= size {
                continue;
            }
            attempts += 1;
            if let Some(step) = fails(&cand, target, config) {
                best = cand;
                best.steps.truncate(step + 1);
                continue 'outer;
            }
        }
        break;
    }
    let check = target.map_or("a check", Theorem::name).to_string();
    let description = format!("{origin}, shrunk: {check} fails at step {}", best.steps.len());
    Some(Shrunk {
        spec: write(&best, &description),
        functions: best.program.funcs.len(),
        blocks: best.program.funcs.iter().map(|f| f.block_ids().count()).sum(),
        instructions: best.program.funcs.iter().flat_map(|f| f.blocks().map(|(_, b)| b.insts.len())).sum(),
        steps: best.steps.len(),
        runs: best.runs.len(),
        attempts,
        check,
    })
}

fn spec_of(case: &Case) -> Spec {
    Spec {
        description: String::new(),
        program: ProgramSource::Path(String::new()),
        canonicalize: false,
        runs: case.runs.iter().map(entry).collect(),
        random_runs: 0,
        steps: case.steps.iter().map(|t| Step { apply: t.clone(), expect: Expect::default() }).collect(),
    }
}

fn entry(r: &RunSpec) -> RunEntry {
    let args = r
        .args
        .iter()
        .map(|a| match a.as_str() {
            "true" => schema::Operand::Bool(true),
            "false" => schema::Operand::Bool(false),
            "()" => schema::Operand::Unit,
            _ => Int::parse(a).map_or_else(|| schema::Operand::Name(a.clone()), schema::Operand::Int),
        })
        .collect();
    RunEntry {
        entry: r.entry.clone(),
        args,
        oracle: r.oracle.clone(),
        fuel: Some(r.fuel),
        budget: r.budget,
        outcome: None,
        effects: None,
    }
}

/// The step (0-based) at which `target` fails when the checker runs the case as a
/// spec, if it does.
fn fails(case: &Case, target: Option<Theorem>, config: &Config) -> Option<usize> {
    let needs_runs = target.is_none_or(|t| t == Theorem::Equivalence);
    if case.steps.is_empty() || (needs_runs && case.runs.is_empty()) {
        return None;
    }
    // The runs must still end on the program before the steps: a candidate that makes
    // one endless (an instruction replaced by a constant, in a loop's counter) turns
    // the failure into another, an endless run against whatever the step does.
    let ends = |r: &RunSpec| {
        let fuel = config.limits.first_fuel(r.fuel).0;
        equiv::execute(&case.program, r, fuel, &config.limits).is_ok_and(|e| e.complete())
    };
    if needs_runs && !case.runs.iter().all(ends) {
        return None;
    }
    let spec = spec_of(case);
    let program = case.program.clone();
    let result =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_spec(&spec, program, config))).ok()?.ok()?;
    if result.failures.iter().any(|f| f.cannot_apply) {
        return None;
    }
    result.failures.iter().find(|f| target.is_none() || f.theorem == target).map(|f| f.step)
}

/// A weighted size: every candidate must make it smaller.
fn size(case: &Case) -> u64 {
    let mut n = 10_000 * case.steps.len() as u64 + 2_000 * case.program.funcs.len() as u64;
    for f in &case.program.funcs {
        for (_, b) in f.blocks() {
            n += 100;
            for i in &b.insts {
                n += 10 + u64::from(!matches!(i.op, Op::Move(Operand::Const(_))));
            }
            if let Terminator::Switch { cases, .. } = &b.term {
                n += 10 * cases.len() as u64;
            }
        }
    }
    for r in &case.runs {
        n += 500;
        n += r.args.iter().map(|a| a.trim_start_matches('-').len() as u64 + u64::from(a.starts_with('-'))).sum::<u64>();
    }
    for t in &case.steps {
        n += match t {
            Transform::Unroll { factor, .. } => *factor as u64,
            Transform::Peel { count, .. } => *count as u64,
            _ => 0,
        };
    }
    n
}

fn candidates(case: &Case) -> Vec<Case> {
    let mut out = Vec::new();
    let with = |f: &dyn Fn(&mut Case)| {
        let mut c = case.clone();
        f(&mut c);
        c
    };
    // 1. Steps before the failing one.
    for j in 0..case.steps.len().saturating_sub(1) {
        out.push(with(&|c| {
            c.steps.remove(j);
        }));
    }
    // 2. One run.
    if case.runs.len() > 1 {
        for r in &case.runs {
            out.push(with(&|c| c.runs = vec![r.clone()]));
        }
    }
    // 3. The generator's smaller trees.
    if let Some(prog) = &case.source {
        for p in prog.shrink() {
            let program = p.build();
            out.push(Case { source: Some(p), program, ..case.clone() });
        }
    }
    // 4. Edits that keep block names.
    let edited = |program: Program| -> Option<Case> {
        let ok = verify::verify_program(&program, None).is_empty() && verify::verify_canonical(&program).is_empty();
        ok.then(|| Case { source: None, program, ..case.clone() })
    };
    let p = &case.program;
    // A maintenance theorem needs no run.
    if !case.runs.is_empty() {
        out.push(with(&|c| c.runs.clear()));
    }
    for k in 0..p.funcs.len() {
        if let Some(c) = without_function(case, k) {
            out.extend(edited(c.program).map(|e| Case { runs: c.runs, ..e }));
        }
    }
    for fi in 0..p.funcs.len() {
        let f = &p.funcs[fi];
        for (b, block) in f.blocks() {
            if let Terminator::Switch { cases, default, .. } = &block.term {
                let mut targets: Vec<&Target> = cases.iter().map(|(_, t)| t).chain(std::iter::once(default)).collect();
                targets.dedup_by_key(|t| t.block);
                for t in targets {
                    let mut q = p.clone();
                    q.funcs[fi].block_mut(b).term = Terminator::Branch(t.clone());
                    drop_unreachable(&mut q.funcs[fi]);
                    out.extend(edited(q));
                }
                for k in 0..cases.len() {
                    let mut q = p.clone();
                    if let Terminator::Switch { cases, .. } = &mut q.funcs[fi].block_mut(b).term {
                        cases.remove(k);
                    }
                    drop_unreachable(&mut q.funcs[fi]);
                    out.extend(edited(q));
                }
            }
            let used = |r| {
                f.blocks().any(|(_, x)| {
                    x.insts.iter().any(|i| i.op.operands().iter().any(|o| **o == Operand::Reg(r))) || {
                        let mut hit = false;
                        x.term.for_each_operand(|o| hit |= *o == Operand::Reg(r));
                        hit
                    }
                })
            };
            for (k, inst) in block.insts.iter().enumerate() {
                if inst.dst.is_none_or(|d| !used(d)) {
                    let mut q = p.clone();
                    q.funcs[fi].block_mut(b).insts.remove(k);
                    out.extend(edited(q));
                } else if let Some(d) = inst.dst {
                    let zero = match f.reg_ty(d) {
                        Type::Int => Value::int(0),
                        Type::Bool => Value::Bool(false),
                        Type::Unit => Value::Unit,
                        Type::Fn(_) => continue,
                    };
                    if !matches!(inst.op, Op::Move(Operand::Const(_))) {
                        let mut q = p.clone();
                        q.funcs[fi].block_mut(b).insts[k].op = Op::Move(Operand::Const(zero));
                        out.extend(edited(q));
                    }
                }
            }
        }
    }
    // 5. Smaller numbers.
    for (ri, r) in case.runs.iter().enumerate() {
        for (ai, a) in r.args.iter().enumerate() {
            let Ok(v) = a.parse::<BigInt>() else { continue };
            let half: BigInt = &v / 2;
            for smaller in [BigInt::from(0), BigInt::from(1), half] {
                if smaller != v {
                    out.push(with(&|c| c.runs[ri].args[ai] = smaller.to_string()));
                }
            }
        }
    }
    for (si, t) in case.steps.iter().enumerate() {
        let smaller = match t {
            Transform::Unroll { function, header, factor } if *factor > 2 => {
                Transform::Unroll { function: function.clone(), header: header.clone(), factor: 2 }
            }
            Transform::Peel { function, header, count } if *count > 1 => {
                Transform::Peel { function: function.clone(), header: header.clone(), count: 1 }
            }
            _ => continue,
        };
        out.push(with(&|c| c.steps[si] = smaller.clone()));
    }
    out
}

/// The case without function `k`, when no other function refers to it and no step
/// names it (its runs go; references to later functions are renumbered).
fn without_function(case: &Case, k: usize) -> Option<Case> {
    let p = &case.program;
    let gone = FuncId(k as u32);
    let name = &p.func(gone).name;
    if p.funcs.len() < 2 || case.steps.iter().any(|t| t.function() == name) {
        return None;
    }
    let refers = |op: &Op| {
        matches!(op, Op::Addr(Callee::Func(g)) if *g == gone)
            || op.operands().iter().any(|o| matches!(o, Operand::Const(Value::Ref(Callee::Func(g))) if *g == gone))
    };
    let mut terms = false;
    for (i, f) in p.funcs.iter().enumerate() {
        if i != k {
            for (_, b) in f.blocks() {
                b.term.for_each_operand(|o| {
                    terms |= matches!(o, Operand::Const(Value::Ref(Callee::Func(g))) if *g == gone)
                });
                if b.insts.iter().any(|x| refers(&x.op)) {
                    return None;
                }
            }
        }
    }
    if terms {
        return None;
    }
    let mut q = p.clone();
    q.funcs.remove(k);
    let renumber = |c: &mut Callee| {
        if let Callee::Func(g) = c {
            if g.index() > k {
                *g = FuncId(g.0 - 1);
            }
        }
    };
    for f in &mut q.funcs {
        let ids: Vec<BlockId> = f.block_ids().collect();
        for b in ids {
            let block = f.block_mut(b);
            for inst in &mut block.insts {
                if let Op::Addr(c) = &mut inst.op {
                    renumber(c);
                }
                for o in inst.op.operands_mut() {
                    if let Operand::Const(Value::Ref(c)) = o {
                        renumber(c);
                    }
                }
            }
            block.term.for_each_operand_mut(|o| {
                if let Operand::Const(Value::Ref(c)) = o {
                    renumber(c);
                }
            });
        }
    }
    let runs = case.runs.iter().filter(|r| &r.entry != name).cloned().collect();
    Some(Case { source: None, program: q, steps: case.steps.clone(), runs })
}

/// Removes the blocks the entry no longer reaches.
fn drop_unreachable(f: &mut Function) {
    let mut seen = vec![false; f.block_ids().map(|b| b.index() + 1).max().unwrap_or(0)];
    let mut stack = vec![f.entry()];
    seen[f.entry().index()] = true;
    while let Some(b) = stack.pop() {
        for s in f.block(b).term.succs() {
            if !seen[s.index()] {
                seen[s.index()] = true;
                stack.push(s);
            }
        }
    }
    let dead: Vec<BlockId> = f.block_ids().filter(|b| !seen[b.index()]).collect();
    for b in dead {
        f.remove_block(b);
    }
}

/// The case as a spec file, with the program inline.
fn write(case: &Case, description: &str) -> String {
    let indent = |text: &str, by: &str| {
        text.lines()
            .map(|l| if l.is_empty() { String::new() } else { format!("{by}{l}") })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let program = format::write_program(&case.program);
    let mut s = String::new();
    s.push_str("// Written by `waddle fuzz --out`: `waddle check` on this file reproduces the failure.\n");
    s.push_str(&format!("Spec(\n    description: {description:?},\n"));
    let inner = program.trim_end().strip_prefix("Program(").expect("write_program writes `Program(…)`");
    // `inner` ends with the parenthesis that closes `Inline(`.
    s.push_str(&format!("    program: Inline({},\n", indent(inner, "    ").trim_start()));
    if !case.runs.is_empty() {
        s.push_str("    runs: [\n");
        for r in &case.runs {
            s.push_str(&format!("        {},\n", r.as_spec_run()));
        }
        s.push_str("    ],\n");
    }
    s.push_str("    steps: [\n");
    for t in &case.steps {
        s.push_str(&format!("        Step(apply: {}),\n", spec::write_transform(t)));
    }
    s.push_str("    ],\n)\n");
    s
}

/// End to end, with the test-only faults: the fuzzer finds each, shrinks it, writes a
/// spec, and `waddle check`'s driver on that file fails with the same check and its
/// usual rendering (a trace diff for equivalence, the tree's diff for D).
#[cfg(test)]
mod tests {
    use crate::check::driver;
    use crate::format::temp_dir::TempDir;
    use crate::fuzz::{fuzz, FaultKind, Options};

    /// At most this many blocks in the shrunk program, and one step.
    const MAX_BLOCKS: usize = 12;

    fn found_shrunk_and_reproduced(fault: FaultKind, seed: u64, shown: &[&str]) {
        let opts = Options { seed, count: Some(30), fault: Some(fault), shrink: 1, ..Options::default() };
        let s = fuzz(&opts, |_| {});
        let f = s.failures.first().unwrap_or_else(|| panic!("{fault:?} not found:\n{}", s.text()));
        let shrunk = f.shrunk.as_ref().unwrap_or_else(|| panic!("{fault:?} not shrunk:\n{}", f.report));
        assert!(
            shrunk.blocks <= MAX_BLOCKS && shrunk.steps == 1 && shrunk.runs <= 1,
            "{fault:?}: {}\n{}",
            shrunk.size_line(),
            shrunk.spec
        );
        let dir = TempDir::new(&format!("shrink-{}", fault.name()));
        let path = dir.join("spec.ron");
        std::fs::write(&path, &shrunk.spec).unwrap();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let opts = driver::TextOptions::default();
        let summary = driver::run(&[path], &mut out, &mut err, &opts).unwrap();
        let out = String::from_utf8(out).unwrap() + &String::from_utf8(err).unwrap();
        assert_eq!((summary.failed, summary.bad_input), (1, 0), "{out}\n{}", shrunk.spec);
        for want in shown {
            assert!(out.contains(want), "{fault:?}: `{want}` not in the check's output:\n{out}\n{}", shrunk.spec);
        }
    }

    #[test]
    fn a_deleted_live_edge_is_found_shrunk_and_reproduced_with_a_trace_diff() {
        found_shrunk_and_reproduced(
            FaultKind::DeleteLiveEdge,
            1,
            &["semantic equivalence fails", "(- before, + after)", "first divergence"],
        );
    }

    #[test]
    fn a_stale_dominator_tree_is_found_shrunk_and_reproduced_with_the_tree_diff() {
        found_shrunk_and_reproduced(
            FaultKind::StaleDomTree,
            1,
            &["maintenance of the dominator tree fails", "fresh computation", "maintained"],
        );
    }
}
