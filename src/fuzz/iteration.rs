//! One iteration of the fuzzer: a program generated, canonicalized and entered into the
//! maintained world, then random steps, each checked by `oracle::step` until the first
//! failure.

use super::candidates::{candidates, kind};
use super::gen::Prog;
use super::summary::{Case, Failure, Summary};
use super::{program_of, Options, FUEL};
use crate::check::{describe, World};
use crate::exec::Coverage;
use crate::format::paper;
use crate::format::spec::Transform;
use crate::ir::{FuncId, Program};
use crate::oracle::step::{check_step, How, Runs, Step};
use crate::oracle::{equiv, random, CheckLimits, Paper};
use crate::{canon, verify};
use std::time::Instant;

/// Iteration `i`: a program generated, canonicalized and entered, then up to
/// `opts.steps` random steps, each checked by `oracle::step` (the same check as a spec
/// step) until the first failure. No step starts after `deadline`, and no step is
/// taken whose program would exceed `opts.max_blocks` blocks.
pub(super) fn one(opts: &Options, i: u64, s: &mut Summary, deadline: Option<Instant>) {
    let at = format!("--seed {} iteration {i}", opts.seed);
    let t0 = Instant::now();
    let (prog, mut rng) = program_of(opts, i);
    let t1 = Instant::now();
    s.phases.generate += t1 - t0;
    let mut world = match enter(&prog, s) {
        Ok(w) => w,
        Err(why) => {
            s.failures.push(internal(i, &at, why, &prog));
            return;
        }
    };
    let t2 = Instant::now();
    s.phases.canonicalize += t2 - t1;
    let run_seed = rng.next_u64();
    let mut runs = Vec::new();
    for f in &world.program().funcs {
        let n = if f.name == "f" { opts.runs } else { opts.runs.div_ceil(4) };
        runs.extend(random::runs(world.program(), &f.name, n, run_seed, FUEL).unwrap_or_default());
    }
    s.phases.generate += t2.elapsed();
    let initial = world.program().clone();
    let mut applied: Vec<Transform> = Vec::new();
    let how = How { limits: &opts.limits, notation: &Paper, deadline: None };
    for step in 0..opts.steps {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            s.cut_short += 1;
            return;
        }
        let funcs = world.program().funcs.len();
        // The entry half the time, else a helper.
        let fid =
            if funcs == 1 || rng.below(2) == 0 { FuncId(0) } else { FuncId(1 + rng.below(funcs as u64 - 1) as u32) };
        let fname = world.program().func(fid).name.clone();
        let t3 = Instant::now();
        let (mut cands, mut fault_cands) =
            candidates(world.get(&fname).expect("every function is entered"), opts.fault);
        s.phases.transform += t3.elapsed();
        // Up to 8 attempts at a random applicable place.
        for _ in 0..8 {
            let from_faults = !fault_cands.is_empty() && (cands.is_empty() || rng.below(2) == 0);
            let pool = if from_faults { &mut fault_cands } else { &mut cands };
            if pool.is_empty() {
                break;
            }
            let t = pool.swap_remove(rng.below(pool.len() as u64) as usize);
            let t3 = Instant::now();
            let attempt = world.attempt(fid, &t);
            s.phases.transform += t3.elapsed();
            let Ok(attempt) = attempt else {
                s.per_transform.entry(kind(&t)).or_default().refused += 1;
                continue;
            };
            let size = blocks(&attempt.after);
            if size > opts.max_blocks {
                // Unrolling, peeling and duplication multiply a program: past the
                // budget every check would cost more than the programs fuzzing finds
                // things in, so the step is not taken.
                s.per_transform.entry(kind(&t)).or_default().oversized += 1;
                continue;
            }
            s.largest = s.largest.max(size);
            s.per_transform.entry(kind(&t)).or_default().applied += 1;
            // A deletion is checked against the theorems here, and against the runs
            // below: kept only when every run agrees.
            let deletion = matches!(t, Transform::DeleteEdge { .. });
            let checked = Step {
                index: step,
                before: world.program(),
                after: &attempt.after,
                changed: vec![(fid, &attempt.next)],
            };
            let given = if deletion { &[][..] } else { &runs[..] };
            let report = check_step(&checked, Runs { given, ..Runs::default() }, &how);
            s.phases.theorems += report.theorems_time;
            s.phases.execute += report.runs_time;
            s.checks += 1 + runs.len() as u64;
            s.coverage.add(&report.coverage);
            let t5 = Instant::now();
            let agree = !deletion
                || runs
                    .iter()
                    .all(|r| same_complete_run(world.program(), &attempt.after, r, &mut s.coverage, &opts.limits));
            s.phases.execute += t5.elapsed();
            applied.push(t.clone());
            if !report.passed() {
                s.per_transform.entry(kind(&t)).or_default().failed += 1;
                let texts: Vec<String> = report.failures.iter().map(|f| f.to_string().trim_end().to_string()).collect();
                let before = world.program();
                s.failures.push(Failure {
                    iteration: i,
                    step: step + 1,
                    theorem: report.failures[0].theorem,
                    report: format!(
                        "{at}, step {}: {}\n  {}\n  function before the step:\n{}",
                        step + 1,
                        describe(&t),
                        texts.join("\n  "),
                        paper::function(before, before.func(fid))
                    ),
                    case: Case { source: Some(prog), program: initial, steps: applied, runs },
                    shrunk: None,
                });
                return;
            }
            if agree {
                world.commit(attempt);
            } else {
                // A live edge: the theorems held; the pipeline goes on without it.
                applied.pop();
            }
            break;
        }
    }
}

fn blocks(p: &Program) -> usize {
    p.funcs.iter().map(|f| f.num_blocks()).sum()
}

/// The generated program canonicalized, verified and entered into the maintained world;
/// `Err` says why the generator's program is not a valid starting point.
fn enter(prog: &Prog, s: &mut Summary) -> Result<World, String> {
    let mut program = prog.emit();
    for f in &mut program.funcs {
        canon::canonicalize_function(f)
            .map_err(|e| format!("the generated `{}` cannot be canonicalized: {e:?}", f.name))?;
    }
    let errors = verify::verify_program(&program, None);
    if let Some(e) = errors.first() {
        return Err(format!("the generated program does not verify: {e}"));
    }
    s.entry_blocks += program.funcs[0].block_ids().count() as u64;
    s.largest = s.largest.max(blocks(&program));
    World::enter(program).map_err(|(_, e)| format!("the generated program cannot enter the maintained world: {e}"))
}

/// Whether `r` halts within its fuel before and after, with the same outcome and
/// effects: the test that keeps an edge deletion in the pipeline (a dead edge for every
/// run). No retry with more fuel: a deletion that makes a loop endless is simply
/// dropped.
fn same_complete_run(
    before: &Program,
    after: &Program,
    r: &equiv::RunSpec,
    coverage: &mut Coverage,
    limits: &CheckLimits,
) -> bool {
    let fuel = limits.first_fuel(r.fuel).0;
    let (Ok(b), Ok(a)) = (equiv::execute(before, r, fuel, limits), equiv::execute(after, r, fuel, limits)) else {
        return false;
    };
    coverage.add(&b.coverage);
    coverage.add(&a.coverage);
    b.complete() && a.complete() && b.outcome == a.outcome && b.effects == a.effects
}

/// A failure of the generator itself (a program that does not verify or cannot be
/// canonicalized): no step to shrink.
fn internal(i: u64, at: &str, what: String, prog: &Prog) -> Failure {
    Failure {
        iteration: i,
        step: 0,
        theorem: None,
        report: format!("{at}: {what}"),
        case: Case { source: Some(prog.clone()), program: Program::default(), steps: Vec::new(), runs: Vec::new() },
        shrunk: None,
    }
}
