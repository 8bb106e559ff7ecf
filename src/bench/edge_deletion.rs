//! The paper's evaluation (§5): a sequence of edge deletions on canonicalized
//! functions, timing incremental repair against from-scratch recomputation.
//!
//! Method, per function of each skeleton file:
//! 1. synthesize a Waddle function from the skeleton (each block computes a value from
//!    its immediate dominator's, so registers live across blocks as in real code;
//!    blocks with several successors switch on such a value);
//! 2. canonicalize it (canonical form and LCSSA, from scratch; not timed);
//! 3. repeatedly pick a dead-branch candidate — an edge out of a block with several
//!    successors — that still exists, and delete it;
//! 4. time both techniques on the same graph at every step:
//!    - *repair*: `Maintained::delete_edge_ref` (Algorithm 1 with ejection, dominator
//!      repair, exit dedication and LCSSA repair);
//!    - *recompute*: the same IR edit, then dominators from scratch, removal of the
//!      unreachable blocks, the loop forest from scratch, and a canonical-form and
//!      LCSSA check of every loop, re-canonicalizing when a loop violates it (the
//!      paper's baseline).
//!
//!    Trials alternate which side runs first at each step: the side that runs second
//!    starts with the caches the first left (its code and data partly evicted), and the
//!    tables give the median ratio of each order besides the overall one.
//!
//! Output: the columns of the paper's Figure 10 and the counts of Figure 11. The
//! whole steps ("all" columns, the ratios) are timed with no clock read inside them: a
//! reading costs tens of nanoseconds, a measurable part of a repair of a microsecond.
//! The two readings around each step are themselves measured, per file before its
//! runs (the fastest of many empty timed regions), and taken off every step of both
//! sides; the uncorrected average is printed beside the corrected one.
//! The dominator parts ("dom" columns, the savings) come from as many runs again of
//! the same deletions with both sides reading the clock around their dominator work.
//!
//! With a [`Rehearsal`] each timed repair is preceded by an untimed deletion on a copy
//! of the maintained function: the same deletion, so that the repair starts with its
//! code and branch history as the rehearsal left them, or another deletion of the same
//! function, which runs the repair's code but not this deletion's path through it; or
//! no deletion at all, only a copy of the maintained function made and dropped, which
//! reads all its tables into the cache and runs none of the repair's code. The
//! difference from the default (cold) tables is the cost of starting cold after the
//! baseline and the harness ran. With `warm_baseline` the baseline's step is rehearsed
//! the same way (on a copy of the step's function), so that both sides can be compared
//! warm. A rehearsal of the same step must end in the same function as the timed one,
//! and the tables count the rehearsals.

use super::ll_skeleton;
use crate::analysis::{Cfg, DomTree, LoopForest};
use crate::counters::Counters;
use crate::diag::{render, Source};
use crate::exec::machine::Rng;
use crate::format::read_source;
use crate::format::skeleton::{parse_skeleton, Name, Skeleton, SkeletonFunction};
use crate::fuzz::gen;
use crate::fuzz::gen::Stmt;
use crate::ir::{BinOp, Block, BlockId, Function, Inst, Op, Operand, Program, Reg, Terminator, Type, Value};
use crate::transform::Maintained;
use crate::verify::{canonical, lcssa};
use crate::{canon, verify};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Builds a function from a skeleton. Blocks unreachable from the entry are dropped;
/// `Err` names what is wrong (an unknown block in an edge, an irreducible graph).
pub fn synthesize(s: &SkeletonFunction) -> Result<Function, String> {
    let mut index: HashMap<String, usize> = HashMap::with_capacity(s.blocks.len());
    for (i, b) in s.blocks.iter().enumerate() {
        if let Some(first) = index.insert(b.text(), i) {
            return Err(format!("{}: blocks[{i}] `{}` is listed before, as blocks[{first}]", s.name, b.text()));
        }
    }
    let entry = *index
        .get(&s.entry.text())
        .ok_or_else(|| format!("{}: the entry `{}` is not one of its blocks", s.name, s.entry.text()))?;
    let mut succs = vec![Vec::new(); s.blocks.len()];
    for (i, (a, b)) in s.edges.iter().enumerate() {
        let find = |x: &Name| {
            index.get(&x.text()).copied().ok_or_else(|| {
                format!("{}: edges[{i}] ({}, {}) names an unknown block `{}`", s.name, a.text(), b.text(), x.text())
            })
        };
        let (a, b) = (find(a)?, find(b)?);
        if b == entry {
            return Err(format!(
                "{}: edges[{i}] ({}, {}) goes into the entry block; an entry has no predecessors, as in LLVM",
                s.name,
                s.edges[i].0.text(),
                s.edges[i].1.text()
            ));
        }
        succs[a].push(b);
    }
    // Renumber so that the entry is block 0, keeping only reachable blocks.
    let mut order = vec![entry];
    let mut seen = vec![false; succs.len()];
    seen[entry] = true;
    let mut i = 0;
    while i < order.len() {
        for &t in &succs[order[i]] {
            if !seen[t] {
                seen[t] = true;
                order.push(t);
            }
        }
        i += 1;
    }
    let pos: HashMap<usize, usize> = order.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    let dense: Vec<Vec<usize>> = order.iter().map(|b| succs[*b].iter().map(|t| pos[t]).collect()).collect();
    let mut f = super::analysis::function_from_succs(&s.name, &dense);
    for (new, old) in order.iter().enumerate() {
        let name = s.blocks[*old].text();
        // Keep the skeleton's names where they do not collide with generated ones (a
        // refused rename keeps the generated name).
        f.rename_block(BlockId(new as u32), name);
    }
    // Values: `n` enters; every block computes from its immediate dominator's value.
    let cfg = Cfg::compute(&f);
    let dom = DomTree::from_cfg(&cfg);
    LoopForest::compute(&f, &cfg, &dom).map_err(|e| format!("{}: {}", s.name, e.message(&f)))?;
    let mut g =
        Function::new(f.name.clone(), Type::Int, Block { params: Vec::new(), ..f.block(BlockId(0)).clone() }, vec![]);
    let n = g.new_reg("n", Type::Int);
    g.block_mut(g.entry()).params.push(n);
    for b in 1..f.block_capacity() {
        g.add_block(f.block(BlockId(b as u32)).clone());
    }
    let mut value: Vec<Option<Reg>> = vec![None; g.block_capacity()];
    let mut stack = vec![BlockId(0)];
    while let Some(b) = stack.pop() {
        let input = dom.idom(b).and_then(|d| value[d.index()]).unwrap_or(n);
        let v = g.new_reg("v", Type::Int);
        let block = g.block_mut(b);
        block.insts.push(Inst {
            dst: Some(v),
            op: Op::Binary(BinOp::Add, Operand::Reg(input), Operand::Const(Value::int(b.0 as i64 + 1))),
        });
        value[b.index()] = Some(v);
        stack.extend_from_slice(dom.children(b));
    }
    for b in 0..g.block_capacity() {
        let b = BlockId(b as u32);
        let v = value[b.index()].expect("every block is reachable");
        let k = g.block(b).term.targets().len();
        let term = &mut g.block_mut(b).term;
        match term {
            Terminator::Return(r) => *r = Operand::Reg(v),
            Terminator::Switch { on, cases, .. } => {
                *on = Operand::Reg(v);
                for (i, (c, _)) in cases.iter_mut().enumerate() {
                    *c = Value::int(i as i64);
                }
                let _ = k;
            }
            Terminator::Branch(_) => {}
        }
    }
    // Switch on `v mod k` so the cases are ints in range.
    for b in 0..g.block_capacity() {
        let b = BlockId(b as u32);
        if let Terminator::Switch { cases, .. } = &g.block(b).term {
            let k = cases.len() as i64 + 1;
            let v = value[b.index()].expect("reachable");
            let s = g.new_reg("s", Type::Int);
            g.block_mut(b).insts.push(Inst {
                dst: Some(s),
                op: Op::Binary(BinOp::Mod, Operand::Reg(v), Operand::Const(Value::int(k))),
            });
            if let Terminator::Switch { on, .. } = &mut g.block_mut(b).term {
                *on = Operand::Reg(s);
            }
        }
    }
    let program = Program { funcs: vec![g.clone()], externs: vec![] };
    let errors = verify::verify_program(&program, None);
    if let Some(e) = errors.first() {
        return Err(format!("{}: the synthesized function does not verify: {e}", s.name));
    }
    canon::canonicalize_function(&mut g).map_err(|e| format!("{}: {}", s.name, e.message(&g)))?;
    Ok(g)
}

/// The most trials per file (`--trials`).
pub const MAX_TRIALS: usize = 50;
/// The most deletions per function (`--deletions`).
pub const MAX_DELETIONS: usize = 1000;
/// The most filler copies of one size of the scaling experiment (`--copies`), and the
/// most sizes.
pub const MAX_COPIES: usize = 1000;
pub const MAX_SIZES: usize = 8;

/// Checks the benchmark's settings against their bounds; `Err` names the first flag
/// outside them.
pub fn check_settings(trials: usize, deletions: usize, copies: &[usize]) -> Result<(), String> {
    if !(1..=MAX_TRIALS).contains(&trials) {
        return Err(format!("--trials must be 1 to {MAX_TRIALS}"));
    }
    if deletions > MAX_DELETIONS {
        return Err(format!("--deletions must be at most {MAX_DELETIONS}"));
    }
    if copies.is_empty() || copies.len() > MAX_SIZES || copies.iter().any(|&c| !(1..=MAX_COPIES).contains(&c)) {
        return Err(format!("--copies: 1 to {MAX_SIZES} sizes, each 1 to {MAX_COPIES} copies"));
    }
    Ok(())
}

/// Totals over one source file.
#[derive(Default, Clone, Debug)]
pub struct Totals {
    pub functions: usize,
    pub edges: usize,
    pub recompute_all: Duration,
    pub repair_all: Duration,
    pub recompute_dom: Duration,
    pub repair_dom: Duration,
    pub incremental: Counters,
    pub recompute: Counters,
    /// Repairs rehearsed on a copy before being timed (see [`Rehearsal`]).
    pub rehearsed: usize,
    /// Baseline steps rehearsed on a copy before being timed (`warm_baseline`).
    pub baselines_rehearsed: usize,
    /// The deletions and both sides' times by the deletion's shape, indexed by
    /// [`Shape::index`].
    pub by_shape: [ShapeTotals; Shape::COUNT],
}

/// What a deletion did, for the breakdown by shape: the blocks it removed and where
/// the function's loops were before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Blocks that became unreachable and were removed: 0, 1, or 2 for two or more.
    pub removed: usize,
    pub loops: LoopsAround,
}

/// Where a function's loops are, seen from the source of a deleted edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopsAround {
    /// The function has no loop.
    None,
    /// It has loops, none of them around the source.
    Elsewhere,
    /// The source is inside a loop.
    Source,
}

impl Shape {
    pub const COUNT: usize = 9;

    pub fn index(self) -> usize {
        self.removed.min(2) * 3 + self.loops as usize
    }

    pub fn from_index(i: usize) -> Shape {
        let loops = [LoopsAround::None, LoopsAround::Elsewhere, LoopsAround::Source][i % 3];
        Shape { removed: i / 3, loops }
    }
}

/// The deletions of one shape and the time each side spent on them.
#[derive(Clone, Copy, Debug, Default)]
pub struct ShapeTotals {
    pub deletions: usize,
    pub repair: Duration,
    pub recompute: Duration,
}

/// What runs, untimed and on a copy of the maintained function, right before each
/// timed repair.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rehearsal {
    /// Nothing: the repair starts as the baseline and the harness left the caches.
    #[default]
    Off,
    /// The same deletion.
    Same,
    /// The next candidate edge of the function in the harness's list (the same one
    /// when it is the only candidate).
    Other,
    /// No deletion: a copy of the maintained function is made and dropped, so that
    /// the repair starts with the function's tables in the cache and its own code and
    /// branch history as cold as without a rehearsal.
    Data,
}

/// How the steps of [`run_skeleton`] are timed.
#[derive(Clone, Copy, Debug, Default)]
pub struct Timing {
    /// Both sides also time their dominator parts (a clock read inside each step).
    pub time_dom: bool,
    /// The repair runs before the baseline at every step (else after it).
    pub repair_first: bool,
    /// What each repair is rehearsed with first.
    pub rehearsal: Rehearsal,
    /// Each baseline step is first rehearsed, untimed, on a copy of its input.
    pub warm_baseline: bool,
}

impl Totals {
    /// The paper's "% savings claimed": the reduction not due to dominator repair.
    pub fn savings(&self) -> f64 {
        let rest_recompute = self.recompute_all.as_secs_f64() - self.recompute_dom.as_secs_f64();
        let rest_repair = self.repair_all.as_secs_f64() - self.repair_dom.as_secs_f64();
        if rest_recompute <= 0.0 {
            return 0.0;
        }
        100.0 * (1.0 - rest_repair / rest_recompute)
    }

    /// These totals with the clock's own cost, `per_step`, taken off every timed step
    /// of both sides (one step per deletion on each side), shape by shape too.
    pub fn less_clock(&self, per_step: Duration) -> Totals {
        let off = |d: Duration, steps: usize| d.saturating_sub(per_step * steps as u32);
        let mut t = self.clone();
        t.repair_all = off(self.repair_all, self.edges);
        t.recompute_all = off(self.recompute_all, self.edges);
        for s in &mut t.by_shape {
            s.repair = off(s.repair, s.deletions);
            s.recompute = off(s.recompute, s.deletions);
        }
        t
    }

    /// Repair time as a percentage of recompute time.
    pub fn ratio(&self) -> f64 {
        100.0 * self.repair_all.as_secs_f64() / self.recompute_all.as_secs_f64().max(1e-12)
    }
}

/// Dead-branch candidates: edge references out of blocks with several distinct
/// successors, not into the entry.
pub(crate) fn candidates(f: &Function) -> Vec<(BlockId, usize)> {
    let mut v = Vec::new();
    for (b, block) in f.blocks() {
        let targets = block.term.targets();
        let mut distinct: Vec<BlockId> = targets.iter().map(|t| t.block).collect();
        distinct.sort();
        distinct.dedup();
        if distinct.len() < 2 {
            continue;
        }
        for (k, t) in targets.iter().enumerate() {
            if t.block != f.entry() {
                v.push((b, k));
            }
        }
    }
    v
}

/// The baseline after deleting reference `k` of `a` from `f`: recompute everything.
/// With `time_dom`, returns the time spent on dominators alone (one computation: the
/// unreachable blocks are found by it and need no second); without, zero and no clock
/// is read.
fn recompute(mut f: Function, a: BlockId, k: usize, c: &mut Counters, time_dom: bool) -> (Function, Duration) {
    remove_reference(&mut f, a, k);
    let t0 = time_dom.then(Instant::now);
    let mut cfg = Cfg::compute(&f);
    let dom = DomTree::from_cfg_counted(&cfg, c);
    let dom_time = t0.map_or(Duration::ZERO, |t| t.elapsed());
    // The tree needs no second computation without the unreachable blocks: their
    // edges never entered it (a predecessor without an idom is skipped), so only the
    // function and the graph's lists lose them.
    let dead: Vec<BlockId> = f.block_ids().filter(|b| !dom.is_reachable(*b)).collect();
    for &b in &dead {
        f.remove_block(b);
    }
    cfg.remove_unreachable(&dead);
    let forest = LoopForest::from_cfg_counted(&cfg, &dom, c).expect("edge deletion keeps reducibility");
    let violations = canonical::violations(&f, &cfg, &forest);
    let lcssa = lcssa::lcssa_violations(&f, &forest);
    if !violations.is_empty() || !lcssa.is_empty() {
        canon::canonicalize_function(&mut f).expect("reducible");
    }
    (f, dom_time)
}

/// The plain IR edit of edge deletion (as `Maintained` does it).
fn remove_reference(f: &mut Function, a: BlockId, k: usize) {
    let ret = f.ret.clone();
    let term = &mut f.block_mut(a).term;
    match term {
        Terminator::Switch { cases, default, .. } if k < cases.len() => {
            cases.remove(k);
        }
        Terminator::Switch { cases, default, .. } if !cases.is_empty() => {
            *default = cases.pop().expect("non-empty").1;
        }
        _ => {
            let v = match ret {
                Type::Bool => Value::Bool(false),
                Type::Unit => Value::Unit,
                _ => Value::int(0),
            };
            *term = Terminator::Return(Operand::Const(v));
        }
    }
}

/// Checks that every function of a skeleton can be benchmarked (its blocks exist,
/// its graph is reducible, the synthesized function verifies), before anything is
/// timed. `Err` locates the first problem: `functions[i]`, the function's name and
/// what is wrong.
pub fn validate(s: &Skeleton) -> Result<(), String> {
    for (i, sf) in s.functions.iter().enumerate() {
        synthesize(sf).map_err(|e| format!("functions[{i}]: {e}"))?;
    }
    Ok(())
}

/// The benchmark's inputs: each path a JSON skeleton file, a `.ll` file (the CFGs of
/// the functions it defines, [`ll_skeleton`]) or a folder (its `.json` and `.ll` files,
/// sorted), each read, validated and named by its file's stem. `Err` is the first
/// problem, located in its file and rendered, ready to print.
pub fn load_inputs(paths: &[PathBuf]) -> Result<Vec<(String, Skeleton)>, String> {
    let mut files = Vec::new();
    for path in paths {
        if !path.is_dir() {
            files.push(path.clone());
            continue;
        }
        let entries =
            std::fs::read_dir(path).map_err(|e| format!("error: cannot read the folder {}: {e}\n", path.display()))?;
        let mut v: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        v.retain(|p| p.extension().is_some_and(|e| e == "json" || e == "ll"));
        v.sort();
        files.extend(v);
    }
    let mut loaded = Vec::new();
    for path in &files {
        let name = path.display().to_string();
        let text = read_source(path).map_err(|e| format!("error: {e}\n"))?;
        let s = if path.extension().is_some_and(|e| e == "ll") {
            ll_skeleton::read(&name, &text)?
        } else {
            parse_skeleton(&text).map_err(|d| render(&[d], Some(&Source { name: &name, text: &text })))?
        };
        validate(&s).map_err(|e| format!("error: {name}: {e}\n"))?;
        loaded.push((path.file_stem().map_or(name.clone(), |s| s.to_string_lossy().into_owned()), s));
    }
    Ok(loaded)
}

/// Runs the deletion sequence on every function of a skeleton. With `time_dom`, both
/// sides also time their dominator parts (the clock read inside each step); without,
/// only each side's whole step is timed and the dominator columns are zero. With
/// `repair_first`, the repair runs before the baseline at every step, else after it:
/// the side that runs second starts with the caches the first one left (see `report`).
/// With a `rehearsal`, a deletion runs on a copy first (see the module's
/// documentation); a rehearsal that fails, or that of the same deletion ending in
/// another function than the repair, is an `Err`.
pub fn run_skeleton(s: &Skeleton, seed: u64, max_deletions: usize, how: Timing) -> Result<Totals, String> {
    let Timing { time_dom, repair_first, rehearsal, warm_baseline } = how;
    let mut t = Totals::default();
    let mut rng = Rng::new(seed);
    for sf in &s.functions {
        let f = synthesize(sf)?;
        t.functions += 1;
        let mut m = canon::enter(&f).expect("canonical functions enter");
        m.time_dom = time_dom;
        for _ in 0..max_deletions {
            let cands = candidates(m.function());
            if cands.is_empty() {
                break;
            }
            let pick = rng.below(cands.len() as u64) as usize;
            let (a, k) = cands[pick];
            let rehearsed_edge = match rehearsal {
                Rehearsal::Off | Rehearsal::Data => None,
                Rehearsal::Same => Some((a, k)),
                Rehearsal::Other => Some(cands[(pick + 1) % cands.len()]),
            };
            let mut before = Some(m.function().clone());
            let blocks_before = m.function().num_blocks();
            let loops = match m.forest().innermost(a) {
                Some(_) => LoopsAround::Source,
                None if m.forest().ids().next().is_some() => LoopsAround::Elsewhere,
                None => LoopsAround::None,
            };
            let (mut step_repair, mut step_recompute) = (Duration::ZERO, Duration::ZERO);
            for repair_turn in [repair_first, !repair_first] {
                if !repair_turn {
                    let before = before.take().expect("the baseline runs once per step");
                    let rehearsal =
                        warm_baseline.then(|| recompute(before.clone(), a, k, &mut Counters::default(), false).0);
                    let t0 = Instant::now();
                    let (after, dom_time) = recompute(before, a, k, &mut t.recompute, time_dom);
                    step_recompute = t0.elapsed();
                    t.recompute_dom += dom_time;
                    if let Some(rehearsal) = rehearsal {
                        if rehearsal != after {
                            return Err(format!(
                                "{}: the rehearsal of a baseline step ended in another function",
                                sf.name
                            ));
                        }
                        t.baselines_rehearsed += 1;
                    }
                    // Freeing the baseline's copy is the harness's work, not the baseline's.
                    drop(after);
                    continue;
                }
                let rehearsed = rehearsed_edge.map(|(a2, k2)| ((a2, k2), rehearse(&m, a2, k2)));
                if rehearsal == Rehearsal::Data {
                    drop(std::hint::black_box(m.clone()));
                    t.rehearsed += 1;
                }
                let counters_before = m.counters;
                let dom_before = m.dom_time;
                let t1 = Instant::now();
                m.delete_edge_ref(a, k).map_err(|e| format!("{}: {e}", sf.name))?;
                step_repair = t1.elapsed();
                if let Some((edge, after)) = rehearsed {
                    let after = after.map_err(|e| format!("{}: a rehearsal failed: {e}", sf.name))?;
                    if edge == (a, k) && after != *m.function() {
                        return Err(format!("{}: the rehearsal of a repair ended in another function", sf.name));
                    }
                    t.rehearsed += 1;
                }
                t.repair_dom += m.dom_time - dom_before;
                let mut delta = m.counters;
                delta.domination_queries -= counters_before.domination_queries;
                delta.nca_queries -= counters_before.nca_queries;
                delta.dominator_iterations -= counters_before.dominator_iterations;
                delta.partition_iterations -= counters_before.partition_iterations;
                delta.latch_searches -= counters_before.latch_searches;
                t.incremental += Counters { idom_calculations: 0, backedge_queries: 0, gather_iterations: 0, ..delta };
            }
            t.edges += 1;
            t.recompute_all += step_recompute;
            t.repair_all += step_repair;
            let shape = Shape { removed: blocks_before - m.function().num_blocks(), loops };
            let s = &mut t.by_shape[shape.index()];
            s.deletions += 1;
            s.repair += step_repair;
            s.recompute += step_recompute;
        }
    }
    Ok(t)
}

/// The function after deleting reference `k` of `a` from a copy of `m` (`m` itself
/// is untouched).
fn rehearse(m: &Maintained, a: BlockId, k: usize) -> Result<Function, String> {
    let mut copy = m.clone();
    copy.delete_edge_ref(a, k).map_err(|e| e.to_string())?;
    Ok(copy.into_function())
}

/// The empty regions `clock_overhead` times.
pub const CLOCK_SAMPLES: usize = 10_001;

/// What a timed step costs with nothing in it: two clock readings around an empty
/// region, timed as the steps are (`Instant::now` then `elapsed`), the fastest of
/// [`CLOCK_SAMPLES`] (the smallest correction the clock allows, so the corrected
/// figures overstate neither side's speed by more than the clock's own spread).
pub fn clock_overhead() -> Duration {
    (0..CLOCK_SAMPLES)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(());
            t.elapsed()
        })
        .min()
        .unwrap_or(Duration::ZERO)
}

/// The ratio of the means over trials: total repair over total recompute, in percent.
fn ratio_of_means(runs: &[Totals]) -> f64 {
    let repair: f64 = runs.iter().map(|t| t.repair_all.as_secs_f64()).sum();
    let recompute: f64 = runs.iter().map(|t| t.recompute_all.as_secs_f64()).sum();
    100.0 * repair / recompute.max(1e-12)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn mean_sd(xs: &[f64]) -> (f64, f64) {
    let n = xs.len().max(1) as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n;
    (mean, var.sqrt())
}

/// The Figure 10 and Figure 11 tables for the given files, `trials` runs each; with
/// a `rehearsal`, every timed repair rehearsed first, and with `warm_baseline` every
/// baseline step (see the module's documentation).
pub fn report(
    files: &[(String, Skeleton)],
    trials: usize,
    max_deletions: usize,
    rehearsal: Rehearsal,
    warm_baseline: bool,
    by_shape: bool,
) -> Result<String, String> {
    let mut shapes = String::from(
        "| source | blocks removed | loops | deletions | repair (ns / deletion) | recompute (µs / deletion) | repair / recompute | share of repair time |\n\
         |---|---|---|---:|---:|---:|---:|---:|\n",
    );
    let mut fig10 = String::from(
        "| source | functions | edges | recompute all (ms) | repair all (ms) | recompute dom (ms) | repair dom (ms) | repair / recompute | median of trials | % savings claimed | median, recompute first | median, repair first |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let mut fig11 = String::from(
        "| source | edges | domination queries | nca queries | dominator iterations | partition iterations | idom calculations | backedge queries | gather iterations |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let (mut ratios, mut median_ratios, mut rehearsed, mut baselines_rehearsed) = (Vec::new(), Vec::new(), 0, 0);
    let (mut raw_ratios, mut raw_medians, mut clocks) = (Vec::new(), Vec::new(), Vec::new());
    for (name, s) in files {
        // The whole steps are timed with no clock read inside them; the dominator parts
        // in runs of their own (same deletions), which also give the savings column.
        // Trials alternate which side runs first at every step (even trials the
        // baseline, odd ones the repair), so that neither always starts with the
        // caches the other left.
        let trial = |time_dom| -> Result<Vec<Totals>, String> {
            (0..trials.max(1))
                .map(|i| {
                    run_skeleton(
                        s,
                        1,
                        max_deletions,
                        Timing { time_dom, repair_first: i % 2 == 1, rehearsal, warm_baseline },
                    )
                })
                .collect()
        };
        // The clock's own cost, measured before this file's runs, comes off every step.
        let clock = clock_overhead();
        clocks.push(clock);
        let (raw_runs, parts) = (trial(false)?, trial(true)?);
        raw_ratios.push(ratio_of_means(&raw_runs));
        raw_medians.push(median(&mut raw_runs.iter().map(Totals::ratio).collect::<Vec<_>>()));
        let runs: Vec<Totals> = raw_runs.iter().map(|t| t.less_clock(clock)).collect();
        let parts: Vec<Totals> = parts.iter().map(|t| t.less_clock(clock)).collect();
        rehearsed += runs.iter().chain(&parts).map(|t| t.rehearsed).sum::<usize>();
        baselines_rehearsed += runs.iter().chain(&parts).map(|t| t.baselines_rehearsed).sum::<usize>();
        let col = |runs: &[Totals], g: &dyn Fn(&Totals) -> Duration| {
            mean_sd(&runs.iter().map(|t| ms(g(t))).collect::<Vec<_>>())
        };
        let (ra, ra_sd) = col(&runs, &|t| t.recompute_all);
        let (pa, pa_sd) = col(&runs, &|t| t.repair_all);
        let (rd, rd_sd) = col(&parts, &|t| t.recompute_dom);
        let (pd, pd_sd) = col(&parts, &|t| t.repair_dom);
        let (ra_parts, pa_parts) = (col(&parts, &|t| t.recompute_all).0, col(&parts, &|t| t.repair_all).0);
        let t0 = &runs[0];
        if t0.edges == 0 {
            // Nothing was deleted: no time to compare, and no ratio to average.
            raw_ratios.pop();
            raw_medians.pop();
            let _ = writeln!(fig10, "| {name} | {} | 0 | – | – | – | – | – | – | – | – | – |", t0.functions);
            let _ = writeln!(fig11, "| {name} | 0 | – | – | – | – | – | – | – |");
            continue;
        }
        let ratio = 100.0 * pa / ra.max(1e-12);
        ratios.push(ratio);
        // Each trial's own ratio (both sides timed on the same deletions at the same
        // moment), and their median: robust to a trial slowed by a busy machine.
        let mut per_trial: Vec<f64> = runs.iter().map(Totals::ratio).collect();
        let mut by_order: [Vec<f64>; 2] = Default::default();
        for (i, r) in per_trial.iter().enumerate() {
            by_order[i % 2].push(*r);
        }
        let order_median = |xs: &mut Vec<f64>| {
            if xs.is_empty() {
                "–".to_string()
            } else {
                format!("{:.1}%", median(xs))
            }
        };
        let (recompute_first, repair_first) = (order_median(&mut by_order[0]), order_median(&mut by_order[1]));
        let median_ratio = median(&mut per_trial);
        median_ratios.push(median_ratio);
        let savings = if ra_parts - rd > 0.0 { 100.0 * (1.0 - (pa_parts - pd) / (ra_parts - rd)) } else { 0.0 };
        let _ = writeln!(
            fig10,
            "| {name} | {} | {} | {ra:.3} ± {ra_sd:.3} | {pa:.3} ± {pa_sd:.3} | {rd:.3} ± {rd_sd:.3} | {pd:.3} ± {pd_sd:.3} | {ratio:.1}% | {median_ratio:.1}% | {savings:.2}% | {recompute_first} | {repair_first} |",
            t0.functions, t0.edges
        );
        shape_rows(&mut shapes, name, &runs);
        let (i, r) = (&t0.incremental, &t0.recompute);
        let _ = writeln!(
            fig11,
            "| {name} | {} | {} | {} | {} | {} | {} | {} | {} |",
            t0.edges,
            i.domination_queries,
            i.nca_queries,
            i.dominator_iterations,
            i.partition_iterations,
            r.idom_calculations,
            r.backedge_queries,
            r.gather_iterations
        );
    }
    if ratios.is_empty() {
        let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        return Err(format!(
            "nothing to measure: no edge of {} could be deleted (a deletion takes an edge out of a block with two \
             or more distinct successors, at most --deletions {max_deletions} per function)",
            names.join(", ")
        ));
    }
    let (avg, _) = mean_sd(&ratios);
    let (avg_median, _) = mean_sd(&median_ratios);
    let (raw_avg, raw_avg_median) = (mean_sd(&raw_ratios).0, mean_sd(&raw_medians).0);
    let clock_ns: Vec<u128> = clocks.iter().map(Duration::as_nanos).collect();
    let (clock_min, clock_max) = (clock_ns.iter().min().unwrap_or(&0), clock_ns.iter().max().unwrap_or(&0));
    let warm = warm_note(rehearsal, rehearsed, warm_baseline.then_some(baselines_rehearsed));
    let shapes = if by_shape {
        format!(
            "\nFigure 10 by deletion shape (the same deletions and times: the blocks each deletion \
             removed, 2 for two or more, and where the function's loops were; per deletion, over all \
             trials)\n\n{shapes}"
        )
    } else {
        String::new()
    };
    Ok(format!(
        "Figure 10 (wall time of the whole deletion sequence, mean ± sd over {trials} trial(s); \
         trials alternate which side runs first at each step, the baseline in the first{warm})\n\n{fig10}\n\
         Average repair time: {avg:.1}% of the recompute baseline (ratio of the means; \
         {avg_median:.1}% with the median of per-trial ratios).\n\
         Clock: every timed step of both sides has the cost of reading the clock around it taken off, \
         {clock_min} to {clock_max} ns (per file, the fastest of {CLOCK_SAMPLES} empty timed regions); \
         without that correction the average is {raw_avg:.1}% ({raw_avg_median:.1}% with the median).\n\n\
         Figure 11 (operation counts; incremental repair on the left, recomputation on the right)\n\n{fig11}{shapes}"
    ))
}

/// What the title says of the rehearsals: `rehearsed` repairs, and with
/// `baselines_rehearsed` as many baseline steps.
fn warm_note(rehearsal: Rehearsal, rehearsed: usize, baselines_rehearsed: Option<usize>) -> String {
    let mut warm = match rehearsal {
        Rehearsal::Off => String::new(),
        Rehearsal::Same => format!("; warm repairs: each rehearsed untimed on a copy first, {rehearsed} rehearsals"),
        Rehearsal::Other => format!(
            "; warm repairs: another deletion of the function rehearsed untimed on a copy first, {rehearsed} rehearsals"
        ),
        Rehearsal::Data => format!(
            "; warm data: no deletion rehearsed, a copy of the maintained function made and dropped untimed \
             first, {rehearsed} rehearsals"
        ),
    };
    if let Some(n) = baselines_rehearsed {
        let _ = write!(warm, "; warm baseline: each step rehearsed untimed on a copy first, {n} rehearsals");
    }
    warm
}

/// The rows of the breakdown by shape for one file: each shape that occurred, with
/// its deletions per trial, both sides' mean time per deletion, their ratio and the
/// shape's share of the repair's whole time.
fn shape_rows(out: &mut String, name: &str, runs: &[Totals]) {
    let all_repair: f64 = runs.iter().map(|t| t.repair_all.as_secs_f64()).sum();
    for i in 0..Shape::COUNT {
        let sum = runs.iter().fold(ShapeTotals::default(), |acc, t| {
            let s = t.by_shape[i];
            ShapeTotals {
                deletions: acc.deletions + s.deletions,
                repair: acc.repair + s.repair,
                recompute: acc.recompute + s.recompute,
            }
        });
        if sum.deletions == 0 {
            continue;
        }
        let shape = Shape::from_index(i);
        let removed = if shape.removed >= 2 { "2+".to_string() } else { shape.removed.to_string() };
        let loops = match shape.loops {
            LoopsAround::None => "none",
            LoopsAround::Elsewhere => "elsewhere",
            LoopsAround::Source => "around the source",
        };
        let n = sum.deletions as f64;
        let (repair, recompute) = (sum.repair.as_secs_f64(), sum.recompute.as_secs_f64());
        let _ = writeln!(
            out,
            "| {name} | {removed} | {loops} | {} | {:.0} | {:.2} | {:.1}% | {:.1}% |",
            sum.deletions / runs.len().max(1),
            1e9 * repair / n,
            1e6 * recompute / n,
            100.0 * repair / recompute.max(1e-12),
            100.0 * repair / all_repair.max(1e-12),
        );
    }
}

/// Per-deletion cost as a function grows around an unchanged region: the region is
/// the same generated code, preceded by `k` copies of unrelated code; the deletions
/// hit the region only. Each trial replays the same deletion sequence on fresh copies
/// and yields a mean per deletion for each way of timing it; the table gives the
/// median over the trials (robust to a busy machine) and the spread (min–max).
///
/// The repair is timed in five cache situations, because a repair that does the same
/// work on the same region still pays for where that region's lines and the repair's
/// code are when it starts:
/// - *later*: deletions 2..n of a replay with nothing between the repairs (the code
///   and most of the region are in cache: the repair's own work);
/// - *first*: the first deletion of that replay, right after the function entered
///   the maintained world (which walked the whole function, so at large sizes the
///   region and the code come from the last-level cache);
/// - *L2 evicted*: every deletion right after the harness has read a buffer of
///   [`EVICT_L2_BYTES`], eight times this machine's 2 MiB second-level cache, so
///   that at every size the code and the region start equally cold, in the
///   last-level cache at best;
/// - *all evicted*: the same with [`EVICT_ALL_BYTES`], more than the 105 MiB
///   last-level cache, so that they start in memory;
/// - *interleaved*: as in Figure 10, right after the baseline has recomputed
///   everything (and the harness has copied the function and scanned candidates),
///   which evicts in proportion to the function's size.
pub fn scaling(region_seed: u64, sizes: &[usize], deletions: usize, trials: usize) -> String {
    let mut out = String::from(
        "| filler copies | blocks | deletions | repair later (µs) | repair first (µs) | repair L2 evicted (µs) | repair all evicted (µs) | repair interleaved (µs) | recompute (µs) | repair / recompute |\n\
         |---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let mut rng = Rng::new(region_seed);
    let region = Stmt::random(&mut rng, 40, 3);
    let filler = Stmt::random(&mut Rng::new(region_seed ^ 0x5eed), 30, 2);
    let evictors = [Evictor::new(EVICT_L2_BYTES), Evictor::new(EVICT_ALL_BYTES)];
    for &k in sizes {
        let f = gen::build_scaled(&region, &filler, k);
        // The region: blocks not named after the filler, and not the entry (where the
        // first filler statement's code starts).
        let region_blocks: std::collections::HashSet<String> = f
            .blocks()
            .filter(|(id, b)| !b.name.starts_with("fill") && *id != f.entry())
            .map(|(_, b)| b.name.clone())
            .collect();
        let mut cols: [Vec<f64>; 6] = Default::default();
        let mut n = 0usize;
        for _ in 0..trials.max(1) {
            let mut m = canon::enter(&f).expect("canonical functions enter");
            let mut rng = Rng::new(3);
            let mut c = Counters::default();
            let (mut rep, mut rec) = (Duration::ZERO, Duration::ZERO);
            let mut sequence = Vec::new();
            for _ in 0..deletions {
                let cands: Vec<(BlockId, usize)> = candidates(m.function())
                    .into_iter()
                    .filter(|(a, _)| region_blocks.contains(&m.function().block(*a).name))
                    .collect();
                if cands.is_empty() {
                    break;
                }
                let (a, k) = cands[rng.below(cands.len() as u64) as usize];
                let before = m.function().clone();
                let t0 = Instant::now();
                let after = recompute(before, a, k, &mut c, false);
                rec += t0.elapsed();
                drop(after);
                let t1 = Instant::now();
                m.delete_edge_ref(a, k).expect("a candidate edge can be deleted");
                rep += t1.elapsed();
                sequence.push((a, k));
            }
            drop(m);
            n = sequence.len();
            // The same deletions again, with nothing but the repairs in between.
            let mut m = canon::enter(&f).expect("canonical functions enter");
            let times = replay(&mut m, &sequence);
            drop(m);
            // And again, each after evicting the caches.
            let mut evicted = [Duration::ZERO; 2];
            for (e, total) in evictors.iter().zip(&mut evicted) {
                let mut m = canon::enter(&f).expect("canonical functions enter");
                for &(a, k) in &sequence {
                    e.evict();
                    let t = Instant::now();
                    m.delete_edge_ref(a, k).expect("the same deletions apply again");
                    *total += t.elapsed();
                }
            }
            let per = |d: Duration, n: usize| d.as_secs_f64() * 1e6 / n.max(1) as f64;
            let later: Duration = times.iter().skip(1).sum();
            cols[0].push(per(later, n.saturating_sub(1)));
            cols[1].push(per(times.first().copied().unwrap_or_default(), 1));
            cols[2].push(per(evicted[0], n));
            cols[3].push(per(evicted[1], n));
            cols[4].push(per(rep, n));
            cols[5].push(per(rec, n));
        }
        let meds: Vec<f64> = cols.iter_mut().map(|xs| median(xs)).collect();
        let range = |xs: &[f64]| format!("{:.1}–{:.1}", xs[0], xs[xs.len() - 1]);
        let _ = write!(out, "| {k} | {} | {n} |", f.num_blocks());
        for (med, xs) in meds.iter().zip(&cols) {
            let _ = write!(out, " {med:.1} ({}) |", range(xs));
        }
        let _ = writeln!(out, " {:.2}% |", 100.0 * meds[4] / meds[5].max(1e-12));
    }
    out
}

/// Bytes the harness reads before a repair in the scaling experiment's *L2 evicted*
/// column: eight times this machine's 2 MiB (per core) second-level cache.
pub const EVICT_L2_BYTES: usize = 16 << 20;

/// Bytes the harness reads before a repair in the *all evicted* column: more than
/// twice this machine's 105 MiB last-level cache.
pub const EVICT_ALL_BYTES: usize = 256 << 20;

/// A buffer read line by line to push everything else out of the private caches.
struct Evictor {
    buf: Vec<u64>,
}

impl Evictor {
    fn new(bytes: usize) -> Evictor {
        // Distinct non-zero contents, so that no page is shared zero memory.
        Evictor { buf: (0..bytes / 8).map(|i| i as u64 | 1).collect() }
    }

    /// Reads one word of every cache line of the buffer.
    fn evict(&self) {
        let mut acc = 0u64;
        for chunk in self.buf.chunks(8) {
            acc = acc.wrapping_add(chunk[0]);
        }
        std::hint::black_box(acc);
    }
}

/// Deletes the edge references of `sequence` one after the other and returns the time
/// each took (a separate function so that profilers can single it out).
#[inline(never)]
fn replay(m: &mut Maintained, sequence: &[(BlockId, usize)]) -> Vec<Duration> {
    let mut times = Vec::with_capacity(sequence.len());
    for &(a, k) in sequence {
        let t = Instant::now();
        m.delete_edge_ref(a, k).expect("the same deletions apply again");
        times.push(t.elapsed());
    }
    times
}

/// The median of `xs` (sorted in place).
fn median(xs: &mut [f64]) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n == 0 {
        0.0
    } else if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}
