//! `waddle bench passes`: the slides' evaluation methodology ("Evaluation /
//! Methodology") for whole passes.
//!
//! ```text
//! Baseline:   canonicalize the program; build the pass's worklist; perform the
//!             optimizations without maintaining properties; rebuild canonical form
//!             (and D and F) at the end
//! Comparison: canonicalize the program; build the pass's worklist; perform the
//!             optimizations while maintaining properties
//! ```
//!
//! The worklist of each pass is built first, per function, by running the maintained
//! pass on a copy of the canonicalized program (not timed): the rule picking the next
//! site, applied to the function as it is then, recorded by block names (which both
//! sides share: the input's blocks and the copies, named alike on both sides):
//! - *inline*: callees first, the first call (in block order) of a known function on
//!   no call-graph cycle with at most 40 instructions and terminators;
//! - *straighten*: the first block whose single successor can be merged into it;
//! - *if-simplify*: the first switch whose scrutinee is known;
//! - *jump-thread*: the first block with two predecessors or more that one of them
//!   can be threaded through (`Maintained::thread_candidate`);
//! - *unswitch*, *unroll* (by 2), *peel* (1 iteration): the input's loops, outer ones
//!   first; unswitching takes each switch on a register defined outside the loop.
//!
//! (at most 64 steps per function, and the copying passes stop at 4 times the size).
//! Then both sides apply that worklist, timed: the baseline with the unmaintained
//! implementations of `bench::plain` and one rebuild per changed function at the end
//! (unreachable blocks removed, canonical form, SSA repair of threaded registers,
//! LCSSA, D and F, all from scratch), the comparison with the maintained passes (D and
//! F computed once on entering, outside the timer). Before a time is reported the two
//! sides' functions are compared (`plain::same_function`: the same up to names, edge
//! splits and trivial parameters); a difference is an error. Each measurement is the
//! median of `trials` runs.

use super::plain::{same_function, Plain};
use crate::exec::machine::Rng;
use crate::ir::{BlockId, Callee, FuncId, Function, Inst, Op, Operand, Program, Reg, Terminator, Type, Value};
use crate::transform::{Maintained, TransformError};
use crate::{canon, format, opt};
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

/// The passes measured.
pub const PASSES: [&str; 7] = ["inline", "straighten", "if-simplify", "jump-thread", "unswitch", "unroll", "peel"];

/// Largest callee inlined (instructions plus terminators).
const MAX_CALLEE: usize = 40;
/// Steps of one pass per function at most.
const MAX_STEPS: usize = 64;
/// Loop passes stop copying once a function has grown to this many times its size.
const GROWTH: usize = 4;

/// One row of the table.
#[derive(Clone, Debug)]
pub struct Row {
    pub file: String,
    pub pass: &'static str,
    pub blocks: usize,
    /// Steps of the worklist (both sides apply the same).
    pub steps: usize,
    pub baseline: Duration,
    pub maintained: Duration,
}

/// One step of a pass's worklist, by block names (the names both sides give the blocks
/// they share: the input's and the copies').
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Inline { block: String, index: usize, callee: FuncId },
    Straighten { block: String },
    IfSimplify { block: String, taken: usize },
    JumpThread { block: String, pred: String, index: usize, taken: usize, straighten: bool },
    Unswitch { header: String, latch: String, block: String },
    Unroll { header: String, latch: String },
    Peel { header: String, latch: String },
}

/// The first call site of `f` the inline worklist takes: a call of a known function
/// (constant `ref g` or a register defined by `addr(g)`) other than `me`, not cyclic,
/// small enough.
fn inline_site(
    f: &Function,
    me: FuncId,
    cyclic: &HashSet<FuncId>,
    sizes: &HashMap<FuncId, usize>,
) -> Option<(BlockId, usize, FuncId)> {
    let addr_of = |r: &Reg| -> Option<FuncId> {
        f.blocks().find_map(|(_, b)| {
            b.insts.iter().find(|i| i.dst == Some(*r)).and_then(|i| match i.op {
                Op::Addr(Callee::Func(g)) => Some(g),
                _ => None,
            })
        })
    };
    for (b, blk) in f.blocks() {
        for (k, i) in blk.insts.iter().enumerate() {
            let Op::Call(c, _) = &i.op else { continue };
            let g = match c {
                Operand::Const(Value::Ref(Callee::Func(g))) => Some(*g),
                Operand::Reg(r) => addr_of(r),
                _ => None,
            };
            if let Some(g) = g {
                if g != me && !cyclic.contains(&g) && sizes.get(&g).is_some_and(|s| *s <= MAX_CALLEE) {
                    return Some((b, k, g));
                }
            }
        }
    }
    None
}

/// The index of the edge reference a switch on `v` takes (cases first, then the
/// default).
fn taken(term: &Terminator, v: &Value) -> usize {
    let Terminator::Switch { cases, .. } = term else { unreachable!("a switch") };
    cases.iter().position(|(c, _)| c == v).unwrap_or(cases.len())
}

/// Builds `pass`'s worklist for one function by running the maintained pass on a copy
/// (not timed): the rule picking each site, applied to the function as it is then.
fn worklist(m: &mut Maintained, fid: FuncId, pass: &str, ctx: &Ctx) -> Vec<Item> {
    let mut items = Vec::new();
    let name = |m: &Maintained, b: BlockId| m.function().block(b).name.clone();
    let limit = opt::size(m.function()) * GROWTH + 40;
    match pass {
        "inline" => {
            while items.len() < MAX_STEPS {
                let Some((b, k, g)) = inline_site(m.function(), fid, &ctx.cyclic, &ctx.sizes) else { break };
                items.push(Item::Inline { block: name(m, b), index: k, callee: g });
                m.inline(fid, b, k, g, &ctx.callees[&g]).expect("the site's callee is known and not recursive");
            }
        }
        "straighten" => loop {
            let next = m.function().block_ids().find(|b| m.can_straighten(*b).is_some());
            let Some(b) = next else { break };
            items.push(Item::Straighten { block: name(m, b) });
            m.straighten(b).expect("straightenable");
        },
        "if-simplify" => {
            while items.len() < MAX_STEPS {
                let site = m.function().blocks().find_map(|(b, blk)| match &blk.term {
                    Terminator::Switch { on, .. } => m.known_value(on).map(|v| (b, taken(&blk.term, &v))),
                    _ => None,
                });
                let Some((b, t)) = site else { break };
                items.push(Item::IfSimplify { block: name(m, b), taken: t });
                m.if_simplify(b).expect("a known scrutinee");
            }
        }
        "jump-thread" => {
            while items.len() < MAX_STEPS && opt::size(m.function()) < limit {
                let site = m
                    .function()
                    .block_ids()
                    .filter(|b| m.preds(*b).len() >= 2)
                    .find_map(|b| m.thread_candidate(b).ok().map(|pk| (b, pk)));
                let Some((b, (p, k))) = site else { break };
                let blk = m.function().block(b);
                let Terminator::Switch { on: Operand::Reg(r), .. } = &blk.term else { unreachable!("a candidate") };
                let i = blk.params.iter().position(|x| x == r).expect("a parameter");
                let arg = m.function().block(p).term.targets()[k].args[i].clone();
                let t = taken(&blk.term, &m.known_value(&arg).expect("a known argument"));
                let (bn, pn) = (name(m, b), name(m, p));
                let done = m.jump_thread(b).expect("a candidate");
                items.push(Item::JumpThread { block: bn, pred: pn, index: k, taken: t, straighten: done.straightened });
            }
        }
        _ => {
            // The loop passes: the input's loops, outer ones first; unswitching takes
            // every switch on a register defined outside the loop.
            let headers: Vec<BlockId> = m.forest().ids().map(|l| m.forest().get(l).header).collect();
            for h in headers {
                let Some(l) = m.forest().loop_with_header(h) else { continue };
                if items.len() >= MAX_STEPS || opt::size(m.function()) >= limit {
                    break;
                }
                let (hn, latch) = (name(m, h), name(m, m.forest().get(l).latch));
                match pass {
                    "unroll" => {
                        items.push(Item::Unroll { header: hn, latch });
                        m.unroll(h, 2).expect("a loop");
                    }
                    "peel" => {
                        items.push(Item::Peel { header: hn, latch });
                        m.peel(h, 1).expect("a loop with a preheader");
                    }
                    _ => {
                        let body: Vec<BlockId> = m.forest().get(l).body.iter().copied().collect();
                        for b in body {
                            if opt::size(m.function()) >= limit {
                                break;
                            }
                            let Some(l) = m.forest().loop_with_header(h) else { break };
                            if !m.function().is_live(b) || !m.forest().contains(l, b) {
                                continue;
                            }
                            let invariant = match &m.function().block(b).term {
                                Terminator::Switch { on: Operand::Reg(r), cases, .. } => {
                                    !cases.is_empty() && !m.forest().contains(l, m.def_block(*r))
                                }
                                _ => false,
                            };
                            if invariant {
                                let latch = name(m, m.forest().get(l).latch);
                                items.push(Item::Unswitch { header: hn.clone(), latch, block: name(m, b) });
                                m.unswitch(h, b).expect("an invariant switch");
                            }
                        }
                    }
                }
            }
        }
    }
    items
}

/// What every function's worklist needs: the call graph and the inlinable callees.
struct Ctx {
    cyclic: HashSet<FuncId>,
    order: Vec<FuncId>,
    sizes: HashMap<FuncId, usize>,
    callees: HashMap<FuncId, Maintained>,
}

/// A block of the function by the name the worklist gives it.
fn named(f: &Function, name: &str) -> Result<BlockId, String> {
    f.block_by_name(name).ok_or_else(|| format!("the worklist names a block `{name}` that `{}` lacks", f.name))
}

/// The baseline's step: the pass's edit on the plain function.
fn plain_step(x: &mut Plain, item: &Item, p: &Program) -> Result<(), String> {
    let b = |x: &Plain, n: &str| named(&x.f, n);
    match item {
        Item::Inline { block, index, callee } => x.inline(b(x, block)?, *index, p.func(*callee)),
        Item::Straighten { block } => x.straighten(b(x, block)?),
        Item::IfSimplify { block, taken } => x.if_simplify(b(x, block)?, *taken),
        Item::JumpThread { block, pred, index, taken, straighten } => {
            x.jump_thread(b(x, block)?, b(x, pred)?, *index, *taken, *straighten)
        }
        Item::Unswitch { header, latch, block } => x.unswitch(b(x, header)?, b(x, latch)?, b(x, block)?),
        Item::Unroll { header, latch } => x.unroll(b(x, header)?, b(x, latch)?),
        Item::Peel { header, latch } => x.peel(b(x, header)?, b(x, latch)?),
    }
    Ok(())
}

/// The maintained side's step: the pass itself.
fn maintained_step(m: &mut Maintained, fid: FuncId, item: &Item, ctx: &Ctx) -> Result<(), String> {
    let b = |m: &Maintained, n: &str| named(m.function(), n);
    let e = |e: TransformError| e.to_string();
    match item {
        Item::Inline { block, index, callee } => {
            m.inline(fid, b(m, block)?, *index, *callee, &ctx.callees[callee]).map(|_| ()).map_err(e)
        }
        Item::Straighten { block } => m.straighten(b(m, block)?).map(|_| ()).map_err(e),
        Item::IfSimplify { block, .. } => m.if_simplify(b(m, block)?).map(|_| ()).map_err(e),
        Item::JumpThread { block, .. } => m.jump_thread(b(m, block)?).map(|_| ()).map_err(e),
        Item::Unswitch { header, block, .. } => m.unswitch(b(m, header)?, b(m, block)?).map(|_| ()).map_err(e),
        Item::Unroll { header, .. } => m.unroll(b(m, header)?, 2).map(|_| ()).map_err(e),
        Item::Peel { header, .. } => m.peel(b(m, header)?, 1).map(|_| ()).map_err(e),
    }
}

/// The functions of `p` after `pass`'s worklists, baseline and maintained: both sides
/// apply the same worklist, and the bench compares their results.
pub struct Applied {
    pub steps: usize,
    pub baseline: (Vec<Function>, Duration),
    pub maintained: (Vec<Function>, Duration),
}

/// Builds the worklists, then times both sides on them (one trial).
pub fn apply(p: &Program, pass: &str) -> Result<Applied, String> {
    let (cyclic, order) = opt::call_graph(p.func_ids().map(|id| (id, p.func(id))));
    let sizes: HashMap<FuncId, usize> = p.func_ids().map(|id| (id, opt::size(p.func(id)))).collect();
    let callees: HashMap<FuncId, Maintained> =
        p.func_ids().map(|id| (id, canon::enter(p.func(id)).expect("canonical functions enter"))).collect();
    let ctx = Ctx { cyclic, order, sizes, callees };
    let entered: Vec<Maintained> = p
        .func_ids()
        .map(|id| {
            let mut m = ctx.callees[&id].clone();
            m.know_program(p);
            m
        })
        .collect();
    let lists: Vec<Vec<Item>> =
        p.func_ids().map(|id| worklist(&mut entered[id.index()].clone(), id, pass, &ctx)).collect();
    let steps = lists.iter().map(|l| l.len()).sum();
    // Baseline: the plain edits, then one rebuild per function that changed.
    let mut plains: Vec<Option<Plain>> = p.funcs.iter().map(|f| Some(Plain::new(f.clone()))).collect();
    let mut done: Vec<Function> = p.funcs.clone();
    let t = Instant::now();
    for &fid in &ctx.order {
        if lists[fid.index()].is_empty() {
            continue;
        }
        let mut x = plains[fid.index()].take().expect("one function once");
        for item in &lists[fid.index()] {
            plain_step(&mut x, item, p)?;
        }
        done[fid.index()] = x.rebuild();
    }
    let baseline = t.elapsed();
    // Maintained: D and F were computed once on entering, outside the timer (the
    // canonicalized program comes with them, as in the baseline's start).
    let mut ms = entered;
    let t = Instant::now();
    for &fid in &ctx.order {
        for item in &lists[fid.index()] {
            maintained_step(&mut ms[fid.index()], fid, item, &ctx)?;
        }
    }
    let maintained = t.elapsed();
    let ms: Vec<Function> = ms.into_iter().map(|m| m.function().clone()).collect();
    Ok(Applied { steps, baseline: (done, baseline), maintained: (ms, maintained) })
}

/// Checks that both sides made the same functions.
fn same_results(a: &Applied, pass: &str) -> Result<(), String> {
    for (x, y) in a.baseline.0.iter().zip(&a.maintained.0) {
        same_function(x, y)
            .map_err(|e| format!("{pass}: the baseline and the maintained pass differ on `{}`: {e}", x.name))?;
    }
    Ok(())
}

fn median(mut xs: Vec<Duration>) -> Duration {
    xs.sort();
    xs[xs.len() / 2]
}

/// Measures every pass on one (verified) program; a pass without sites in it gives no
/// row.
pub fn measure(file: &str, program: &Program, trials: usize) -> Result<Vec<Row>, String> {
    let mut p = program.clone();
    canon::canonicalize_program(&mut p)
        .map_err(|e| format!("{file}: {}", e.first().map(|d| d.to_string()).unwrap_or_default()))?;
    let blocks = p.funcs.iter().map(|f| f.num_blocks()).sum();
    let mut rows = Vec::new();
    for pass in PASSES {
        let (mut tb, mut tm) = (Vec::new(), Vec::new());
        let mut steps = 0;
        for _ in 0..trials.max(1) {
            let a = apply(&p, pass).map_err(|e| format!("{file}: {pass}: {e}"))?;
            same_results(&a, pass).map_err(|e| format!("{file}: {e}"))?;
            tb.push(a.baseline.1);
            tm.push(a.maintained.1);
            steps = a.steps;
        }
        if steps == 0 {
            continue;
        }
        rows.push(Row { file: file.to_string(), pass, blocks, steps, baseline: median(tb), maintained: median(tm) });
    }
    Ok(rows)
}

/// A generated program for the table: `n` random structured functions, each calling the
/// later ones and a small helper several times (`gen`), so that inlining has work.
pub fn generated(n: usize, seed: u64) -> Program {
    use crate::fuzz::gen::Stmt;
    let mut rng = Rng::new(seed);
    let mut funcs: Vec<Function> = (0..n)
        .map(|i| {
            let size = 8 + rng.below(16) as usize;
            Stmt::random(&mut rng, size, 3).build(&format!("f{i}"))
        })
        .collect();
    for (i, f) in funcs.iter_mut().enumerate() {
        for _ in 0..4 {
            if i + 1 >= n {
                break;
            }
            let g = FuncId((i + 1 + rng.below((n - i - 1) as u64) as usize) as u32);
            let blocks: Vec<BlockId> = f.block_ids().collect();
            let b = blocks[rng.below(blocks.len() as u64) as usize];
            let x = f.params()[0];
            let t = f.new_reg("t", Type::Int);
            let at = f.block(b).insts.len();
            f.block_mut(b).insts.insert(
                at,
                Inst { dst: Some(t), op: Op::Call(Operand::Const(Value::Ref(Callee::Func(g))), vec![Operand::Reg(x)]) },
            );
        }
    }
    Program { funcs, externs: vec![] }
}

/// A generated program for unswitching: `n` random structured functions whose every
/// other switch inside a loop is on the parameter (`gen`, invariant switches).
pub fn generated_invariant(n: usize, seed: u64) -> Program {
    use crate::fuzz::gen::Stmt;
    let mut rng = Rng::new(seed);
    let funcs = (0..n)
        .map(|i| {
            let size = 8 + rng.below(12) as usize;
            Stmt::random_with_invariant_switches(&mut rng, size, 2).build(&format!("u{i}"))
        })
        .collect();
    Program { funcs, externs: vec![] }
}

/// A generated program for jump threading: `n` functions, each a loop whose body is a
/// chain of `diamonds` diamonds; each diamond sets a flag to 0 or 1 on its two sides,
/// and the join switches on the flag (`m(x): v ← add(x, acc); switch x (0 ↦ s) t`): a
/// predecessor passing a constant is a threading site, and `v` is used after the join,
/// so threading needs SSA repair.
pub fn generated_threading(n: usize, diamonds: usize, seed: u64) -> Program {
    let mut rng = Rng::new(seed);
    let mut fs = Vec::new();
    for f in 0..n {
        let mut blocks = vec![
            r#"Block(name: "entry", params: [("n", Int)], term: Branch("h", [0, 0]))"#.to_string(),
            r#"Block(name: "h", params: [("i", Int), ("acc0", Int)], insts: [("c", Lt("i", "n"))], term: Switch("c", [(true, "d0")], "out"))"#.to_string(),
        ];
        for d in 0..diamonds {
            let k = 2 + rng.below(5);
            blocks.push(format!(
                r#"Block(name: "d{d}", insts: [("q{d}", Mod("i", {k})), ("c{d}", Eq("q{d}", 0))], term: Switch("c{d}", [(true, "a{d}")], "b{d}"))"#
            ));
            blocks.push(format!(r#"Block(name: "a{d}", term: Branch("m{d}", [0]))"#));
            blocks.push(format!(r#"Block(name: "b{d}", term: Branch("m{d}", [1]))"#));
            blocks.push(format!(
                r#"Block(name: "m{d}", params: [("x{d}", Int)], insts: [("v{d}", Add("x{d}", "acc{d}"))], term: Switch("x{d}", [(0, "s{d}")], "t{d}"))"#
            ));
            blocks.push(format!(
                r#"Block(name: "s{d}", insts: [("w{d}", Add("v{d}", 1))], term: Branch("j{d}", ["w{d}"]))"#
            ));
            blocks.push(format!(
                r#"Block(name: "t{d}", insts: [("u{d}", Mul("v{d}", 2))], term: Branch("j{d}", ["u{d}"]))"#
            ));
            let next = if d + 1 < diamonds { format!("d{}", d + 1) } else { "latch".into() };
            blocks.push(format!(
                r#"Block(name: "j{d}", params: [("acc{}", Int)], insts: [("z{d}", Add("acc{}", "v{d}"))], term: Branch("{next}"))"#,
                d + 1,
                d + 1
            ));
        }
        blocks.push(format!(
            r#"Block(name: "latch", insts: [("i1", Add("i", 1))], term: Branch("h", ["i1", "acc{diamonds}"]))"#
        ));
        blocks.push(r#"Block(name: "out", term: Return("acc0"))"#.to_string());
        fs.push(format!(r#"Function(name: "t{f}", ret: Int, blocks: [{}])"#, blocks.join(", ")));
    }
    let text = format!("Program(functions: [{}])", fs.join(", "));
    let mut p = format::parse_program(&text).expect("a well-formed generated program").program;
    canon::canonicalize_program(&mut p).expect("structured code is reducible");
    p
}

/// The generated programs `waddle bench passes` measures after the bundled ones.
pub fn generated_programs() -> Vec<(String, Program)> {
    vec![
        ("(generated: 24 functions)".to_string(), generated(24, 5)),
        ("(generated: 12, inv. switches)".to_string(), generated_invariant(12, 7)),
        ("(generated: 12 × 16 diamonds)".to_string(), generated_threading(12, 16, 3)),
    ]
}

/// The table.
pub fn render(rows: &[Row]) -> String {
    let mut out = String::from(
        "file                              pass         blocks   steps  baseline µs  maintained µs   ratio\n",
    );
    for r in rows {
        let us = |d: Duration| d.as_secs_f64() * 1e6;
        let ratio = if r.maintained.is_zero() { f64::NAN } else { us(r.baseline) / us(r.maintained) };
        out.push_str(&format!(
            "{:<33} {:<12} {:>6}  {:>6}  {:>11.1}  {:>13.1}  {:>6.2}×\n",
            r.file,
            r.pass,
            r.blocks,
            r.steps,
            us(r.baseline),
            us(r.maintained),
            ratio
        ));
    }
    out.push_str("(a program without sites for a pass gives no row for it)\n");
    out
}

/// The unmaintained implementations (`bench::plain`) against the maintained passes:
/// the same worklist gives the same functions, on the bundled programs and on random
/// ones (`gen`).
#[cfg(test)]
mod tests {
    use super::*;
    use crate::canon;
    use crate::format;

    fn failures(name: &str, program: &Program) -> Vec<String> {
        let mut p = program.clone();
        canon::canonicalize_program(&mut p).unwrap();
        let mut out = Vec::new();
        for pass in PASSES {
            match apply(&p, pass).and_then(|a| same_results(&a, pass).map(|_| a.steps)) {
                Ok(_) => {}
                Err(e) => out.push(format!("{name}: {e}")),
            }
        }
        out
    }

    fn bundled() -> Vec<(String, Program)> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("specs/programs");
        let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        files
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "ron"))
            .map(|p| {
                let text = std::fs::read_to_string(&p).unwrap();
                (p.display().to_string(), format::parse_program(&text).unwrap().program)
            })
            .collect()
    }

    /// Random programs: the benchmark's generated ones with other seeds (calls,
    /// invariant switches, threading sites), every pass.
    #[test]
    fn plain_passes_make_the_maintained_functions_on_random_programs() {
        let mut fails = Vec::new();
        for seed in 0..6 {
            fails.extend(failures(&format!("calls {seed}"), &generated(6, seed)));
            fails.extend(failures(&format!("invariant {seed}"), &generated_invariant(4, seed)));
            fails.extend(failures(&format!("threading {seed}"), &generated_threading(2, 3, seed)));
        }
        assert!(fails.is_empty(), "{}", fails.join("\n"));
    }

    /// The comparison sees a difference: one more instruction on one side.
    #[test]
    fn the_comparison_fails_on_a_changed_function() {
        let p = generated_threading(1, 2, 1);
        let a = apply(&p, "jump-thread").unwrap();
        assert!(a.steps > 0);
        same_results(&a, "jump-thread").unwrap();
        let mut other = a.maintained.0[0].clone();
        let b = other.entry();
        let r = other.params()[0];
        other.block_mut(b).insts.push(Inst { dst: None, op: Op::Move(Operand::Reg(r)) });
        assert!(same_function(&a.baseline.0[0], &other).is_err());
    }

    #[test]
    fn plain_passes_make_the_maintained_functions_on_the_bundled_programs() {
        let fails: Vec<String> = bundled().iter().flat_map(|(n, p)| failures(n, p)).collect();
        assert!(fails.is_empty(), "{}", fails.join("\n"));
        // Every pass has work in the bundled and generated programs (the comparison is
        // not vacuous).
        let mut all = bundled();
        all.extend(generated_programs());
        for pass in PASSES {
            let steps: usize = all
                .iter()
                .map(|(_, p)| {
                    let mut p = p.clone();
                    canon::canonicalize_program(&mut p).unwrap();
                    apply(&p, pass).unwrap().steps
                })
                .sum();
            assert!(steps > 0, "no {pass} step anywhere");
        }
    }
}
