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

use crate::ir::{BlockId, Callee, FuncId, Function, Op, Operand, Program, Terminator, Value};
use crate::oracle::equiv::{self, RunSpec};
use crate::oracle::Failure;
use crate::transform::{LoopId, Maintained, TransformError};
use std::collections::{BinaryHeap, HashMap, HashSet};

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
}

impl Default for Options {
    fn default() -> Options {
        Options { threshold: 0, max_steps: 500, growth: 3, runs: Vec::new(), check: false, incremental: true }
    }
}

/// One optimization opportunity of a function, by block ids of its current state.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Opportunity {
    ForwardMove { block: BlockId, index: usize },
    IfSimplify { block: BlockId },
    Straighten { block: BlockId },
    JumpThread { block: BlockId },
    Inline { block: BlockId, index: usize },
    Unswitch { header: BlockId, block: BlockId },
    Unroll { header: BlockId },
    Peel { header: BlockId },
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
    pub program: Program,
}

/// The size of a function: instructions plus terminators.
pub fn size(f: &Function) -> usize {
    f.blocks().map(|(_, b)| b.insts.len() + 1).sum()
}

/// The functions each function refers to (`ref g` operands and `addr(g)`).
fn references(f: &Function) -> Vec<FuncId> {
    let mut out = Vec::new();
    for (_, b) in f.blocks() {
        let mut note = |o: &Operand| {
            if let Operand::Const(Value::Ref(Callee::Func(g))) = o {
                out.push(*g);
            }
        };
        b.for_each_operand(&mut note);
        for i in &b.insts {
            if let Op::Addr(Callee::Func(g)) = &i.op {
                out.push(*g);
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Functions on a cycle of the reference graph (recursive, directly or not), and an
/// order with callees before callers where there is no cycle.
pub fn call_graph<'a>(funcs: impl Iterator<Item = (FuncId, &'a Function)>) -> (HashSet<FuncId>, Vec<FuncId>) {
    let mut ids: Vec<FuncId> = Vec::new();
    let mut refs: HashMap<FuncId, Vec<FuncId>> = HashMap::new();
    for (id, f) in funcs {
        ids.push(id);
        refs.insert(id, references(f));
    }
    ids.sort();
    let mut cyclic = HashSet::new();
    for &f in &ids {
        let mut seen = HashSet::new();
        let mut stack = refs[&f].clone();
        while let Some(g) = stack.pop() {
            if g == f {
                cyclic.insert(f);
                break;
            }
            if seen.insert(g) {
                stack.extend(refs.get(&g).into_iter().flatten().copied());
            }
        }
    }
    let mut order = Vec::new();
    let mut done = HashSet::new();
    fn visit(f: FuncId, refs: &HashMap<FuncId, Vec<FuncId>>, done: &mut HashSet<FuncId>, order: &mut Vec<FuncId>) {
        if !refs.contains_key(&f) || !done.insert(f) {
            return;
        }
        for &g in &refs[&f] {
            visit(g, refs, done, order);
        }
        order.push(f);
    }
    for &f in &ids {
        visit(f, &refs, &mut done, &mut order);
    }
    (cyclic, order)
}

/// The state of one function's optimization.
struct Work<'a> {
    fid: FuncId,
    cyclic: &'a HashSet<FuncId>,
    done: &'a HashMap<FuncId, Maintained>,
    /// Loop passes are applied once per header.
    looped: HashSet<(u8, BlockId)>,
    limit: usize,
}

impl Work<'_> {
    /// Every opportunity of `m` now (unscored), in scan order: block by block (each
    /// block's instructions, then its switch, then straightening), then loop by loop.
    fn scan(&self, m: &Maintained) -> Vec<Opportunity> {
        let mut out = Vec::new();
        for b in m.function().block_ids() {
            Self::scan_block(m, b, false, &mut out);
        }
        for l in m.forest().ids() {
            Self::scan_loop(m, l, &mut out);
        }
        out
    }

    /// The opportunities anchored at block `b` (only its unswitchings when
    /// `unswitch_only`), in scan order.
    fn scan_block(m: &Maintained, b: BlockId, unswitch_only: bool, out: &mut Vec<Opportunity>) {
        let f = m.function();
        if !f.is_live(b) {
            return;
        }
        let blk = f.block(b);
        if !unswitch_only {
            for (k, i) in blk.insts.iter().enumerate() {
                match &i.op {
                    Op::Move(_) if i.dst.is_some() => out.push(Opportunity::ForwardMove { block: b, index: k }),
                    Op::Call(..) => out.push(Opportunity::Inline { block: b, index: k }),
                    _ => {}
                }
            }
        }
        if let Terminator::Switch { .. } = blk.term {
            if !unswitch_only {
                out.push(Opportunity::IfSimplify { block: b });
                out.push(Opportunity::JumpThread { block: b });
            }
            for l in m.forest().enclosing(b) {
                out.push(Opportunity::Unswitch { header: m.forest().get(l).header, block: b });
            }
        }
        if !unswitch_only && m.can_straighten(b).is_some() {
            out.push(Opportunity::Straighten { block: b });
        }
    }

    /// The opportunities of loop `l`.
    fn scan_loop(m: &Maintained, l: LoopId, out: &mut Vec<Opportunity>) {
        let h = m.forest().get(l).header;
        out.push(Opportunity::Unroll { header: h });
        out.push(Opportunity::Peel { header: h });
    }

    /// The opportunities whose score a step from `before` to `after` can have changed,
    /// in scan order, with those of `retry` (refused steps, which a rescan would score
    /// again). Every other opportunity scores as it did before the step (or is queued),
    /// so a full rescan would enqueue nothing else (tested:
    /// `incremental_and_full_rescan_make_the_same_steps`). A score reads:
    /// - the anchor block (its instructions, terminator, predecessors, innermost loop,
    ///   whether it heads a loop): `changed`, the blocks where any of these differ;
    /// - its successor (straightening) or predecessors (threading): the neighbours of
    ///   `changed`;
    /// - known values and call targets, which follow registers through `move`s and
    ///   through parameters of blocks with one predecessor: the registers defined in
    ///   `changed` and the parameters `changed` passes arguments to, closed under those
    ///   two steps; every block using one of them, and the targets it passes one to;
    /// - the size of a loop (unrolling, peeling, unswitching): the loops around
    ///   `changed`, before and after, whose switches are rescored for unswitching.
    fn touched(before: &Maintained, after: &Maintained, retry: &[Opportunity]) -> Vec<Opportunity> {
        let (f0, f1) = (before.function(), after.function());
        let n = f1.block_capacity();
        let mut changed: Vec<BlockId> = Vec::new();
        for i in 0..n {
            let b = BlockId(i as u32);
            let live0 = i < f0.block_capacity() && f0.is_live(b);
            let same = live0 == f1.is_live(b)
                && (!live0
                    || (f0.block(b) == f1.block(b)
                        && before.preds(b) == after.preds(b)
                        && before.forest().innermost(b) == after.forest().innermost(b)
                        && before.forest().loop_with_header(b).is_some()
                            == after.forest().loop_with_header(b).is_some()));
            if !same {
                changed.push(b);
            }
        }
        for o in retry {
            match o {
                Opportunity::Unroll { header } | Opportunity::Peel { header } => changed.push(*header),
                Opportunity::ForwardMove { block, .. }
                | Opportunity::IfSimplify { block }
                | Opportunity::Straighten { block }
                | Opportunity::JumpThread { block }
                | Opportunity::Inline { block, .. }
                | Opportunity::Unswitch { block, .. } => changed.push(*block),
            }
        }
        let live = |b: &BlockId| f1.is_live(*b);
        let mut region: Vec<bool> = vec![false; n];
        let mark = |b: BlockId, region: &mut Vec<bool>| region[b.index()] = true;
        // Registers whose known value or call target may have changed.
        let mut regs: HashSet<crate::ir::Reg> = HashSet::new();
        for &b in changed.iter().filter(|b| live(b)) {
            mark(b, &mut region);
            let blk = f1.block(b);
            regs.extend(blk.params.iter().copied());
            regs.extend(blk.insts.iter().filter_map(|i| i.dst));
            for s in blk.term.succs() {
                mark(s, &mut region);
                regs.extend(f1.block(s).params.iter().copied());
            }
            for &p in after.preds(b) {
                mark(p, &mut region);
            }
        }
        // Removed blocks: their former neighbours (which still exist) may straighten.
        for &b in changed.iter().filter(|b| !live(b) && b.index() < f0.block_capacity() && f0.is_live(**b)) {
            for &p in before.preds(b) {
                if live(&p) {
                    mark(p, &mut region);
                }
            }
            for s in f0.block(b).term.succs().filter(live) {
                mark(s, &mut region);
                regs.extend(f1.block(s).params.iter().copied());
            }
        }
        // Close `regs` under moves and single-predecessor parameters.
        loop {
            let mut more = Vec::new();
            for (b, blk) in f1.blocks() {
                for i in &blk.insts {
                    if let (Some(d), Op::Move(Operand::Reg(a))) = (i.dst, &i.op) {
                        if regs.contains(a) && !regs.contains(&d) {
                            more.push(d);
                        }
                    }
                }
                for t in blk.term.targets_iter() {
                    let single = after.preds(t.block).iter().all(|p| *p == b);
                    for (k, a) in t.args.iter().enumerate() {
                        if let Operand::Reg(a) = a {
                            let p = f1.block(t.block).params[k];
                            if single && regs.contains(a) && !regs.contains(&p) {
                                more.push(p);
                            }
                        }
                    }
                }
            }
            if more.is_empty() {
                break;
            }
            regs.extend(more);
        }
        if !regs.is_empty() {
            for (b, blk) in f1.blocks() {
                let mut uses = false;
                blk.for_each_operand(|o| uses |= matches!(o, Operand::Reg(r) if regs.contains(r)));
                if uses {
                    region[b.index()] = true;
                    for s in blk.term.succs() {
                        region[s.index()] = true;
                    }
                }
            }
        }
        // Loops whose size may have changed.
        let mut loops: Vec<LoopId> = Vec::new();
        for &b in &changed {
            if live(&b) {
                loops.extend(after.forest().enclosing(b));
            }
            if b.index() < f0.block_capacity() && f0.is_live(b) {
                loops.extend(before.forest().enclosing(b).filter(|l| after.forest().is_live(*l)));
            }
        }
        loops.sort();
        loops.dedup();
        let mut unswitch_only: Vec<bool> = vec![false; n];
        for &l in &loops {
            for &b in after.forest().get(l).body.iter() {
                if matches!(f1.block(b).term, Terminator::Switch { .. }) {
                    unswitch_only[b.index()] = true;
                }
            }
        }
        let mut out = Vec::new();
        for i in 0..n {
            if region[i] {
                Self::scan_block(after, BlockId(i as u32), false, &mut out);
            } else if unswitch_only[i] {
                Self::scan_block(after, BlockId(i as u32), true, &mut out);
            }
        }
        for l in loops {
            Self::scan_loop(after, l, &mut out);
        }
        out
    }

    /// The size of the loop at `h` (instructions plus terminators of its body).
    fn loop_size(m: &Maintained, h: BlockId) -> Option<usize> {
        let l = m.forest().loop_with_header(h)?;
        Some(m.forest().get(l).body.iter().map(|b| m.function().block(*b).insts.len() + 1).sum())
    }

    /// The estimated benefit of `o` now, or `None` when it does not apply. The unit is
    /// an interpreter step saved each time a run passes the site; copying code costs
    /// one unit per two instructions copied (`growth` caps the total).
    fn score(&self, m: &Maintained, o: &Opportunity) -> Option<i64> {
        let f = m.function();
        let live = |b: &BlockId| f.is_live(*b);
        let grows_ok = size(f) < self.limit;
        match o {
            Opportunity::ForwardMove { block, index } => (live(block) && m.forwardable(*block, *index)).then_some(2),
            Opportunity::IfSimplify { block } => {
                // A queued site may be gone (threading or a deletion removed its block).
                if !live(block) {
                    return None;
                }
                let Terminator::Switch { on, .. } = &f.block(*block).term else { return None };
                m.known_value(on).map(|_| 3)
            }
            Opportunity::Straighten { block } => (live(block) && m.can_straighten(*block).is_some()).then_some(2),
            Opportunity::JumpThread { block } => {
                if !live(block) || !grows_ok || m.preds(*block).len() < 2 {
                    return None;
                }
                m.thread_candidate(*block).ok()?;
                Some(3 - f.block(*block).insts.len() as i64)
            }
            Opportunity::Inline { block, index } => {
                if !live(block) || !grows_ok {
                    return None;
                }
                let g = m.call_target(*block, *index).ok()?;
                if g == self.fid || self.cyclic.contains(&g) {
                    return None;
                }
                let callee = self.done.get(&g)?;
                Some(8 - size(callee.function()) as i64)
            }
            Opportunity::Unswitch { header, block } => {
                if !live(header) || !live(block) || !grows_ok || self.looped.contains(&(0, *header)) {
                    return None;
                }
                let l = m.forest().loop_with_header(*header)?;
                if !m.forest().contains(l, *block) {
                    return None;
                }
                let Terminator::Switch { on, cases, .. } = &f.block(*block).term else { return None };
                let invariant = match on {
                    Operand::Const(_) => false,
                    Operand::Reg(r) => !m.forest().contains(l, m.def_block(*r)),
                };
                if !invariant || cases.is_empty() {
                    return None;
                }
                Some(4 - Self::loop_size(m, *header)? as i64 / 2)
            }
            Opportunity::Unroll { header } => {
                if !live(header) || !grows_ok || self.looped.contains(&(1, *header)) {
                    return None;
                }
                Some(2 - Self::loop_size(m, *header)? as i64 / 4)
            }
            Opportunity::Peel { header } => {
                if !live(header) || !grows_ok || self.looped.contains(&(2, *header)) {
                    return None;
                }
                Some(1 - Self::loop_size(m, *header)? as i64 / 4)
            }
        }
    }

    fn describe(m: &Maintained, o: &Opportunity) -> String {
        let f = m.function();
        let n = |b: &BlockId| f.block(*b).name.clone();
        match o {
            Opportunity::ForwardMove { block, index } => format!("forward the move at {}:{index}", n(block)),
            Opportunity::IfSimplify { block } => format!("if-simplify {}", n(block)),
            Opportunity::Straighten { block } => format!("straighten {}", n(block)),
            Opportunity::JumpThread { block } => format!("thread the jump into {}", n(block)),
            Opportunity::Inline { block, index } => {
                format!("inline the call at {}:{index}", n(block))
            }
            Opportunity::Unswitch { header, block } => format!("unswitch {} out of loop {}", n(block), n(header)),
            Opportunity::Unroll { header } => format!("unroll loop {} by 2", n(header)),
            Opportunity::Peel { header } => format!("peel 1 iteration of loop {}", n(header)),
        }
    }

    fn apply(&mut self, m: &mut Maintained, o: &Opportunity) -> Result<(), TransformError> {
        match o {
            Opportunity::ForwardMove { block, index } => m.forward_move(*block, *index),
            Opportunity::IfSimplify { block } => m.if_simplify(*block).map(|_| ()),
            Opportunity::Straighten { block } => m.straighten(*block).map(|_| ()),
            Opportunity::JumpThread { block } => m.jump_thread(*block).map(|_| ()),
            Opportunity::Inline { block, index } => {
                let g = m.call_target(*block, *index)?;
                let callee = self.done.get(&g).ok_or_else(|| TransformError("callee not optimized yet".into()))?;
                m.inline(self.fid, *block, *index, g, callee).map(|_| ())
            }
            Opportunity::Unswitch { header, block } => {
                self.looped.insert((0, *header));
                m.unswitch(*header, *block).map(|_| ())
            }
            Opportunity::Unroll { header } => {
                self.looped.insert((1, *header));
                m.unroll(*header, 2).map(|_| ())
            }
            Opportunity::Peel { header } => {
                self.looped.insert((2, *header));
                m.peel(*header, 1).map(|_| ())
            }
        }
    }
}

type Heap = BinaryHeap<(i64, std::cmp::Reverse<u64>, Opportunity)>;

/// Scores the opportunities `candidates` not queued yet and enqueues those above the
/// threshold (the worklist's "new opportunities are scored and enqueued").
fn enqueue(
    work: &Work,
    m: &Maintained,
    candidates: Vec<Opportunity>,
    heap: &mut Heap,
    queued: &mut HashSet<Opportunity>,
    seq: &mut u64,
    threshold: i64,
) {
    for o in candidates {
        if queued.contains(&o) {
            continue;
        }
        if let Some(s) = work.score(m, &o) {
            if s > threshold {
                *seq += 1;
                queued.insert(o.clone());
                heap.push((s, std::cmp::Reverse(*seq), o));
            }
        }
    }
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
        before_runs.push(equiv::execute(program, r, r.fuel).map_err(|e| format!("run {}: {e}", r.label()))?);
    }
    let mut p = program.clone();
    crate::canon::canonicalize_program(&mut p)
        .map_err(|e| e.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("; "))?;
    let (cyclic, order) = call_graph(p.func_ids().map(|id| (id, p.func(id))));
    let mut done: HashMap<FuncId, Maintained> = HashMap::new();
    let mut reports = Vec::new();
    let mut failure = None;
    for fid in order {
        let mut m = crate::canon::enter(p.func(fid))?;
        m.know_program(&p);
        let start = size(m.function());
        let mut check = |next: &Maintained, step: usize| -> Result<Vec<Failure>, String> {
            if !opts.check {
                return Ok(Vec::new());
            }
            let before = p.clone();
            *p.func_mut(fid) = next.function().clone();
            let mut fails = crate::oracle::theorems(&p, fid, next, step);
            let mut cov = crate::exec::Coverage::default();
            for r in &opts.runs {
                match equiv::compare(&before, &p, r, &mut cov) {
                    Ok(Ok(_notes)) => {}
                    Ok(Err(details)) => fails.push(Failure {
                        step,
                        theorem: Some(crate::oracle::Theorem::Equivalence),
                        cannot_apply: false,
                        title: format!("semantic equivalence fails for run {}", r.label()),
                        details,
                    }),
                    Err(e) => return Err(format!("run {}: {e}", r.label())),
                }
            }
            Ok(fails)
        };
        let (steps, failed) = optimize_function(&mut m, fid, &done, &cyclic, opts, &mut check)?;
        if let Some((description, fails)) = failed {
            let size_after = steps.last().map_or(start, |s| s.size_after);
            failure = Some((p.func(fid).name.clone(), description, fails));
            *p.func_mut(fid) = m.function().clone();
            reports.push(FunctionReport { name: p.func(fid).name.clone(), size_before: start, size_after, steps });
            break;
        }
        *p.func_mut(fid) = m.function().clone();
        reports.push(FunctionReport {
            name: p.func(fid).name.clone(),
            size_before: start,
            size_after: size(m.function()),
            steps,
        });
        done.insert(fid, m);
    }
    let mut runs = Vec::new();
    for (r, b) in opts.runs.iter().zip(&before_runs) {
        let a = equiv::execute(&p, r, r.fuel).map_err(|e| format!("run {}: {e}", r.label()))?;
        runs.push(RunReport {
            label: r.label(),
            outcome: crate::format::run::outcome(program, &b.outcome),
            steps_before: b.complete().then_some(b.steps),
            steps_after: a.complete().then_some(a.steps),
        });
    }
    Ok(Report { functions: reports, runs, failure, program: p })
}

impl Report {
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
    use std::path::Path;

    fn passes(spec: &str) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(spec);
        let r = crate::check::check_spec_file(&path).unwrap_or_else(|b| panic!("{spec}: bad input: {:?}", b.errors));
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
        let program = crate::format::parse_program(&text).unwrap().program;
        let run = crate::oracle::equiv::RunSpec {
            entry: "main".into(),
            args: vec!["9".into()],
            oracle: None,
            fuel: 100_000,
            budget: None,
        };
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
        let mut programs: Vec<(String, crate::ir::Program)> = files
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "ron"))
            .map(|p| {
                let text = std::fs::read_to_string(&p).unwrap();
                (p.display().to_string(), crate::format::parse_program(&text).unwrap().program)
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

    fn program(text: &str) -> crate::ir::Program {
        let p = crate::format::parse_program(text).unwrap().program;
        assert!(crate::verify::verify_program(&p, None).is_empty());
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
        let mut m = crate::canon::enter(p.func(main)).unwrap();
        let c = m.function().block_by_name("c").unwrap();
        let done = m.inline(main, c, 1, g, &crate::canon::enter(p.func(g)).unwrap()).unwrap();
        assert!(!done.returns_everywhere);
        let text =
            std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("specs/programs/opt_demo.ron")).unwrap();
        let p = program(&text);
        // `clamp`: every block reaches one of its three returns, two of them through
        // blocks that do not return themselves.
        let (main, clamp) = (p.func_by_name("main").unwrap(), p.func_by_name("clamp").unwrap());
        let mut m = crate::canon::enter(p.func(main)).unwrap();
        let body = m.function().block_by_name("body").unwrap();
        let done = m.inline(main, body, 2, clamp, &crate::canon::enter(p.func(clamp)).unwrap()).unwrap();
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
            let m = crate::canon::enter(p.func(crate::ir::FuncId(0))).unwrap();
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
        let fid = crate::ir::FuncId(0);
        let mut m = crate::canon::enter(p.func(fid)).unwrap();
        let b = m.function().block_by_name("b").unwrap();
        let p1 = m.function().block_by_name("p1").unwrap();
        let done = m.jump_thread(b).unwrap();
        assert_eq!(done.pred, p1);
        assert!(done.straightened);
        let mut q = p.clone();
        *q.func_mut(fid) = m.function().clone();
        let fails = crate::oracle::theorems(&q, fid, &m, 0);
        assert!(fails.is_empty(), "{fails:?}");
        assert_eq!(m.preds(b).len(), 2);
    }
}
