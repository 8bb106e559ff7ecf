//! The phaseless optimizer of the slides ("Dream Architecture: Phaseless"), behind
//! `waddle opt`:
//!
//! ```text
//! for each function f (callees first):
//!     build a worklist of optimization opportunities scored by benefit
//!     while the most beneficial opportunity o is above the threshold:
//!         dequeue and execute o (one always-canonical pass step)
//!         as o modifies f, new opportunities are scored and enqueued
//! ```
//!
//! Opportunities are the passes of `transform`: move forwarding, if simplification on
//! a known scrutinee, straightening, jump threading, inlining of small callees that are
//! on no call-graph cycle, unswitching of invariant switches, unrolling by two and
//! peeling one iteration of small loops. The benefit estimates the interpreter steps a
//! run saves each time it passes the site, less the code the step copies (`score`).
//! Every step is one public operation on a maintained function, so it keeps D, F, SSA,
//! LCSSA and canonical form; with runs given, each step is also checked as a spec step
//! is (the six maintenance theorems and semantic equivalence on the runs), and the
//! first failing step ends the optimization with the checker's report.
//!
//! Functions enter the maintained world once, with D and F computed from scratch here
//! (as the checker does); the passes never recompute them.

mod callgraph;
mod worklist;

pub use callgraph::call_graph;
pub use worklist::Opportunity;

use crate::canon;
use crate::format::run;
use crate::ir::{FuncId, Function, Program};
use crate::oracle::equiv::{self, RunSpec};
use crate::oracle::step::{check_step, How, Runs, Step};
use crate::oracle::{CheckLimits, Failure, Paper};
use crate::transform::{Counters, DomStrategy, Maintained};
use std::collections::{BinaryHeap, HashMap, HashSet};
use worklist::{enqueue, Heap, Work};

/// What the optimizer may do.
#[derive(Clone, Debug)]
pub struct Options {
    /// Apply an opportunity only when its benefit is above this.
    pub threshold: i64,
    /// Steps per function at most.
    pub max_steps: usize,
    /// A function may grow to `growth` times its size (plus 40) through copying steps.
    pub growth: usize,
    /// Runs executed before and after: each step is checked on them when `check`.
    pub runs: Vec<RunSpec>,
    /// Check every step (theorems and equivalence on `runs`).
    pub check: bool,
    /// After a step, score only the opportunities the step can have created or
    /// changed (`touched`); `false` rescans the whole function (the same decisions,
    /// tested; kept for that test and for `waddle bench opt`).
    pub incremental: bool,
    /// The limits of the runs (fuel cap, budget).
    pub limits: CheckLimits,
    /// How each function's maintained dominator tree answers queries (the default,
    /// interval labels, except in `waddle bench dominance`'s comparison).
    pub dom_strategy: DomStrategy,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            threshold: 0,
            max_steps: 500,
            growth: 3,
            runs: Vec::new(),
            check: false,
            incremental: true,
            limits: CheckLimits::default(),
            dom_strategy: Default::default(),
        }
    }
}

/// One step applied.
#[derive(Clone, Debug)]
pub struct StepRecord {
    pub description: String,
    pub benefit: i64,
    pub size_before: usize,
    pub size_after: usize,
}

#[derive(Clone, Debug)]
pub struct FunctionReport {
    pub name: String,
    pub size_before: usize,
    pub size_after: usize,
    pub steps: Vec<StepRecord>,
    /// The maintained analyses' operation counts over the function's steps.
    pub counters: Counters,
    /// Dominator-tree labels rewritten because a gap was used up, over the steps.
    pub dom_relabels: u64,
}

/// A run's executed steps before and after (`None`: it did not halt within its fuel).
#[derive(Clone, Debug)]
pub struct RunReport {
    pub label: String,
    pub outcome: String,
    pub steps_before: Option<u64>,
    pub steps_after: Option<u64>,
}

#[derive(Clone, Debug)]
pub struct Report {
    pub functions: Vec<FunctionReport>,
    pub runs: Vec<RunReport>,
    /// With `check`: the first step that failed, its function, and the checker's report.
    pub failure: Option<(String, String, Vec<Failure>)>,
    /// With `check`: the runs compared over all steps, and those vacuous (incomplete
    /// before and after the step, nothing to compare).
    pub compared: usize,
    pub vacuous: usize,
    pub program: Program,
}

/// The size of a function: instructions plus terminators.
pub fn size(f: &Function) -> usize {
    f.blocks().map(|(_, b)| b.insts.len() + 1).sum()
}

/// What `optimize_function` returns: the steps applied and, when `check` reported
/// failures for a step, that step's description and the failures (the step is the last
/// one listed, and `m` is left as it was before it).
pub type Outcome = (Vec<StepRecord>, Option<(String, Vec<Failure>)>);

/// The worklist loop on one maintained function: `callees` are the maintained functions
/// inlining may copy (already optimized), `cyclic` the functions on a call-graph cycle
/// (never inlined). `check(next, i)` sees the function after each step `i` before it is
/// kept, and returns the checker's failures for it (none: keep it).
pub fn optimize_function(
    m: &mut Maintained,
    fid: FuncId,
    callees: &HashMap<FuncId, Maintained>,
    cyclic: &HashSet<FuncId>,
    opts: &Options,
    check: &mut dyn FnMut(&Maintained, usize) -> Result<Vec<Failure>, String>,
) -> Result<Outcome, String> {
    let start = size(m.function());
    let mut work = Work { fid, cyclic, done: callees, looped: HashSet::new(), limit: start * opts.growth + 40 };
    let mut heap: Heap = BinaryHeap::new();
    let mut queued: HashSet<Opportunity> = HashSet::new();
    let mut seq = 0u64;
    enqueue(&work, m, work.scan(m), &mut heap, &mut queued, &mut seq, opts.threshold);
    let mut steps = Vec::new();
    // Refused steps since the last enqueue: a rescan would score them again.
    let mut refused: Vec<Opportunity> = Vec::new();
    while let Some((s, _, o)) = heap.pop() {
        queued.remove(&o);
        if steps.len() >= opts.max_steps {
            break;
        }
        // Re-score: earlier steps may have changed or removed the site.
        match work.score(m, &o) {
            Some(now) if now > opts.threshold && now == s => {}
            Some(now) if now > opts.threshold => {
                seq += 1;
                queued.insert(o.clone());
                heap.push((now, std::cmp::Reverse(seq), o));
                continue;
            }
            _ => continue,
        }
        let description = Work::describe(m, &o);
        let mut next = m.clone();
        let size_before = size(next.function());
        if work.apply(&mut next, &o).is_err() {
            // A refused step leaves nothing behind (it ran on a copy).
            refused.push(o);
            continue;
        }
        let size_after = size(next.function());
        let fails = check(&next, steps.len())?;
        steps.push(StepRecord { description: description.clone(), benefit: s, size_before, size_after });
        if !fails.is_empty() {
            return Ok((steps, Some((description, fails))));
        }
        // Growing back under the limit re-enables copying steps anywhere: rescan.
        let regrown = size_before >= work.limit && size_after < work.limit;
        let candidates = if opts.incremental && !regrown {
            refused.push(o);
            Work::touched(m, &next, &refused)
        } else {
            work.scan(&next)
        };
        refused.clear();
        *m = next;
        enqueue(&work, m, candidates, &mut heap, &mut queued, &mut seq, opts.threshold);
    }
    Ok((steps, None))
}

/// Optimizes every function of `program` (callees first), after putting it in
/// canonical LCSSA form (from scratch, the methodology's "Canonicalize Program"). `Err`
/// is bad input: a run that does not fit the program.
pub fn optimize(program: &Program, opts: &Options) -> Result<Report, String> {
    let mut before_runs = Vec::new();
    for r in &opts.runs {
        before_runs.push(equiv::execute(program, r, r.fuel, &opts.limits).map_err(|e| e.to_string())?);
    }
    let mut p = program.clone();
    canon::canonicalize_program(&mut p).map_err(|e| e.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("; "))?;
    let (cyclic, order) = call_graph(p.func_ids().map(|id| (id, p.func(id))));
    let mut done: HashMap<FuncId, Maintained> = HashMap::new();
    let mut reports = Vec::new();
    let mut failure = None;
    let (mut compared, mut vacuous) = (0, 0);
    for fid in order {
        let mut m = canon::enter(p.func(fid))?.with_dom_strategy(opts.dom_strategy);
        m.know_program(&p);
        let start = size(m.function());
        let mut check = |next: &Maintained, step: usize| -> Result<Vec<Failure>, String> {
            if !opts.check {
                return Ok(Vec::new());
            }
            let before = p.clone();
            *p.func_mut(fid) = next.function().clone();
            // The same check as a spec step's (`oracle::step`), on the given runs.
            let checked = Step { index: step, before: &before, after: &p, changed: vec![(fid, next)] };
            let how = How { limits: &opts.limits, notation: &Paper, deadline: None };
            let report = check_step(&checked, Runs { given: &opts.runs, ..Runs::default() }, &how);
            compared += report.checked;
            vacuous += report.vacuous;
            // A run that cannot be made at all is bad input, not a failed step.
            if let Some(bad) = report.failures.iter().find(|f| f.theorem.is_none()) {
                return Err(bad.title.clone());
            }
            Ok(report.failures)
        };
        let (steps, failed) = optimize_function(&mut m, fid, &done, &cyclic, opts, &mut check)?;
        if let Some((description, fails)) = failed {
            let size_after = steps.last().map_or(start, |s| s.size_after);
            failure = Some((p.func(fid).name.clone(), description, fails));
            *p.func_mut(fid) = m.function().clone();
            reports.push(FunctionReport {
                name: p.func(fid).name.clone(),
                size_before: start,
                size_after,
                steps,
                counters: m.counters,
                dom_relabels: m.dom().relabels(),
            });
            break;
        }
        *p.func_mut(fid) = m.function().clone();
        reports.push(FunctionReport {
            name: p.func(fid).name.clone(),
            size_before: start,
            size_after: size(m.function()),
            steps,
            counters: m.counters,
            dom_relabels: m.dom().relabels(),
        });
        done.insert(fid, m);
    }
    let mut runs = Vec::new();
    for (r, b) in opts.runs.iter().zip(&before_runs) {
        let a = equiv::execute(&p, r, r.fuel, &opts.limits).map_err(|e| e.to_string())?;
        runs.push(RunReport {
            label: r.label(),
            outcome: run::outcome(program, &b.outcome),
            steps_before: b.complete().then_some(b.steps),
            steps_after: a.complete().then_some(a.steps),
        });
    }
    Ok(Report { functions: reports, runs, failure, compared, vacuous, program: p })
}

impl Report {
    /// Did the check compare nothing: runs given, and every comparison of every step
    /// vacuous (incomplete before and after)? Then no step's semantic equivalence was
    /// checked.
    pub fn check_was_vacuous(&self) -> bool {
        self.compared > 0 && self.vacuous == self.compared
    }

    /// The report as text: per function the steps and sizes, then the runs.
    pub fn render(&self, trace: bool) -> String {
        let mut out = String::new();
        for f in &self.functions {
            out.push_str(&format!(
                "fn {}: {} step(s), size {} → {}\n",
                f.name,
                f.steps.len(),
                f.size_before,
                f.size_after
            ));
            if trace {
                for (i, s) in f.steps.iter().enumerate() {
                    out.push_str(&format!(
                        "  {:>3}. {:<48} benefit {:>3}  size {} → {}\n",
                        i + 1,
                        s.description,
                        s.benefit,
                        s.size_before,
                        s.size_after
                    ));
                }
            } else {
                let mut counts: Vec<(String, usize)> = Vec::new();
                for s in &f.steps {
                    let kind = s.description.split(" the ").next().unwrap_or("").split(' ').next().unwrap_or("");
                    let kind = kind.to_string();
                    match counts.iter_mut().find(|(k, _)| *k == kind) {
                        Some(c) => c.1 += 1,
                        None => counts.push((kind, 1)),
                    }
                }
                if !counts.is_empty() {
                    let list: Vec<String> = counts.iter().map(|(k, n)| format!("{k} ×{n}")).collect();
                    out.push_str(&format!("  {}\n", list.join(", ")));
                }
            }
        }
        if !self.runs.is_empty() {
            out.push_str("runs (executed steps):\n");
            for r in &self.runs {
                let show = |s: Option<u64>| s.map_or("incomplete".to_string(), |n| n.to_string());
                let change = match (r.steps_before, r.steps_after) {
                    (Some(b), Some(a)) if b > 0 => {
                        format!(" ({:+.1}%)", (a as f64 - b as f64) * 100.0 / b as f64)
                    }
                    _ => String::new(),
                };
                out.push_str(&format!(
                    "  {:<24} {:<12} before {:>8}  after {:>8}{change}\n",
                    r.label,
                    r.outcome,
                    show(r.steps_before),
                    show(r.steps_after)
                ));
            }
        }
        if let Some((f, step, fails)) = &self.failure {
            out.push_str(&format!("FAILED: step `{step}` in {f}:\n"));
            for x in fails {
                out.push_str(&x.to_string());
            }
        }
        out
    }
}

/// The specs of inlining, jump threading and the optimizer, as one quick unit test
/// each (the mutation tests of `transform::inline`, `jump_thread` and `forward` use
/// these as their cheap test selection; `tests/specs.rs` runs every spec too).
#[cfg(test)]
mod tests {
    use crate::canon;
    use crate::check;
    use crate::format;
    use crate::ir::FuncId;
    use crate::ir::Program;
    use crate::oracle;
    use crate::oracle::equiv::RunSpec;
    use crate::verify;
    use std::path::Path;

    fn passes(spec: &str) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(spec);
        let r = check::check_spec_file(&path, &oracle::Config::default())
            .unwrap_or_else(|b| panic!("{spec}: bad input: {:?}", b.errors));
        let shown: String = r.failures.iter().map(|f| f.to_string()).collect();
        assert!(r.passed(), "{spec}:\n{shown}");
    }

    #[test]
    fn inlining_specs_pass() {
        passes("specs/inlining/example1-eject.ron");
        passes("specs/inlining/example2-never-returns.ron");
        passes("specs/inlining/through-references.ron");
    }

    #[test]
    fn jump_threading_spec_passes() {
        passes("specs/passes/jump-thread-pass.ron");
    }

    #[test]
    fn optimizer_specs_pass() {
        for s in ["demo", "gcd", "sieve", "inline-example1"] {
            passes(&format!("specs/opt/{s}.ron"));
        }
    }

    /// The optimizer's worklist applies forwarding, inlining, if simplification and
    /// threading on the demo and the result runs fewer steps.
    #[test]
    fn optimizer_makes_the_demo_faster() {
        let text =
            std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("specs/programs/opt_demo.ron")).unwrap();
        let program = format::parse_program(&text).unwrap().program;
        let run = RunSpec { entry: "main".into(), args: vec!["9".into()], oracle: None, fuel: 100_000, budget: None };
        let opts = super::Options { check: true, runs: vec![run], ..Default::default() };
        let report = super::optimize(&program, &opts).unwrap();
        assert!(report.failure.is_none(), "{}", report.render(true));
        let r = &report.runs[0];
        assert!(r.steps_after.unwrap() < r.steps_before.unwrap(), "{}", report.render(true));
        let kinds: Vec<&str> =
            report.functions.iter().flat_map(|f| f.steps.iter()).map(|s| s.description.as_str()).collect();
        for k in ["inline", "forward", "if-simplify", "straighten"] {
            assert!(kinds.iter().any(|d| d.starts_with(k)), "no {k} step: {kinds:?}");
        }
    }

    /// The incremental worklist makes the same steps as a full rescan after every
    /// step, on the bundled programs and on random ones (calls, invariant switches,
    /// threading sites).
    #[test]
    fn incremental_and_full_rescan_make_the_same_steps() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("specs/programs");
        let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        let mut programs: Vec<(String, Program)> = files
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "ron"))
            .map(|p| {
                let text = std::fs::read_to_string(&p).unwrap();
                (p.display().to_string(), format::parse_program(&text).unwrap().program)
            })
            .collect();
        for seed in 0..8 {
            programs.push((format!("calls {seed}"), crate::bench::passes::generated(6, seed)));
            programs.push((format!("invariant {seed}"), crate::bench::passes::generated_invariant(4, seed)));
            programs.push((format!("threading {seed}"), crate::bench::passes::generated_threading(2, 4, seed)));
        }
        let mut total = 0;
        for (name, p) in &programs {
            let run = |incremental: bool| {
                let opts = super::Options { incremental, ..Default::default() };
                super::optimize(p, &opts).unwrap()
            };
            let (a, b) = (run(true), run(false));
            for (x, y) in a.functions.iter().zip(&b.functions) {
                let dx: Vec<&str> = x.steps.iter().map(|s| s.description.as_str()).collect();
                let dy: Vec<&str> = y.steps.iter().map(|s| s.description.as_str()).collect();
                assert_eq!(dx, dy, "{name}: fn {}", x.name);
                total += dx.len();
            }
            assert_eq!(a.program, b.program, "{name}");
        }
        assert!(total > 500, "the optimizer had work: {total} steps");
    }

    fn program(text: &str) -> Program {
        let p = format::parse_program(text).unwrap().program;
        assert!(verify::verify_program(&p, None).is_empty());
        p
    }

    /// `returns_everywhere` says whether ejection was needed: true for a callee whose
    /// every block reaches a return, false for Example 1's `g` (a path never returns).
    #[test]
    fn inlining_reports_whether_the_callee_always_returns() {
        let text =
            std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("specs/programs/inline_example1.ron"))
                .unwrap();
        let p = program(&text);
        let (main, g) = (p.func_by_name("main").unwrap(), p.func_by_name("g").unwrap());
        let mut m = canon::enter(p.func(main)).unwrap();
        let c = m.function().block_by_name("c").unwrap();
        let done = m.inline(main, c, 1, g, &canon::enter(p.func(g)).unwrap()).unwrap();
        assert!(!done.returns_everywhere);
        let text =
            std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("specs/programs/opt_demo.ron")).unwrap();
        let p = program(&text);
        // `clamp`: every block reaches one of its three returns, two of them through
        // blocks that do not return themselves.
        let (main, clamp) = (p.func_by_name("main").unwrap(), p.func_by_name("clamp").unwrap());
        let mut m = canon::enter(p.func(main)).unwrap();
        let body = m.function().block_by_name("body").unwrap();
        let done = m.inline(main, body, 2, clamp, &canon::enter(p.func(clamp)).unwrap()).unwrap();
        assert!(done.returns_everywhere && done.cont.is_some());
    }

    /// A reference reaches the call through at most 8 moves (the search's bound).
    #[test]
    fn callees_are_known_through_up_to_eight_moves() {
        for (moves, known) in [(0, true), (1, true), (8, true), (9, false)] {
            let mut insts = vec![r#"("f0", Addr("sq"))"#.to_string()];
            for k in 1..=moves {
                insts.push(format!(r#"("f{k}", Move("f{}"))"#, k - 1));
            }
            insts.push(format!(r#"("y", Call("f{moves}", ["x"]))"#));
            let text = format!(
                r#"Program(functions: [
                    Function(name: "main", ret: Int, blocks: [Block(name: "a", params: [("x", Int)], insts: [{}], term: Return("y"))]),
                    Function(name: "sq", ret: Int, blocks: [Block(name: "e", params: [("n", Int)], insts: [("r", Mul("n", "n"))], term: Return("r"))]),
                ])"#,
                insts.join(", ")
            );
            let p = program(&text);
            let m = canon::enter(p.func(FuncId(0))).unwrap();
            let a = m.function().entry();
            let got = m.call_target(a, moves + 1);
            assert_eq!(got.is_ok(), known, "{moves} moves: {got:?}");
        }
    }

    /// Jump threading into a block with three predecessors inside a loop (not its
    /// latch): the first predecessor passing a known value is threaded and merged.
    #[test]
    fn jump_threading_inside_a_loop_with_three_predecessors() {
        let p = program(
            r#"Program(functions: [Function(name: "t", ret: Int, blocks: [
                Block(name: "e", params: [("x", Int)], term: Branch("h", [0])),
                Block(name: "h", params: [("i", Int)], insts: [("c", Lt("i", 3))], term: Switch("c", [(true, "sel")], ("out", ["i"]))),
                Block(name: "sel", insts: [("k", Mod("i", 3))], term: Switch("k", [(0, "p1"), (1, "p2")], "p3")),
                Block(name: "p1", term: Branch("b", [7])),
                Block(name: "p2", term: Branch("b", ["i"])),
                Block(name: "p3", term: Branch("b", ["x"])),
                Block(name: "b", params: [("r", Int)], term: Switch("r", [(7, "s1")], "s2")),
                Block(name: "s1", term: Branch("l")),
                Block(name: "s2", term: Branch("l")),
                Block(name: "l", insts: [("i1", Add("i", 1))], term: Branch("h", ["i1"])),
                Block(name: "out", params: [("v", Int)], term: Return("v")),
            ])])"#,
        );
        let fid = FuncId(0);
        let mut m = canon::enter(p.func(fid)).unwrap();
        let b = m.function().block_by_name("b").unwrap();
        let p1 = m.function().block_by_name("p1").unwrap();
        let done = m.jump_thread(b).unwrap();
        assert_eq!(done.pred, p1);
        assert!(done.straightened);
        let mut q = p.clone();
        *q.func_mut(fid) = m.function().clone();
        let fails = oracle::theorems(&q, fid, &m, 0);
        assert!(fails.is_empty(), "{fails:?}");
        assert_eq!(m.preds(b).len(), 2);
    }
}
