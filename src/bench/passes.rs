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
//! Both sides start from the canonicalized program (not timed) and pick their sites
//! with the same rule on their own current function, so they do the same work up to
//! what maintenance itself adds (a split for a dedicated exit, an ejected block):
//! - *inline*: per function, callees first, the first call (in block order) of a known
//!   function that is on no call-graph cycle and has at most 40 instructions and
//!   terminators, until none is left (at most 64 per function); callees are inlined as
//!   they are in the canonicalized input;
//! - *straighten*: per function, the first block whose single successor has it as its
//!   only predecessor, until none is left. The maintained pass also requires both
//!   blocks to be in the same loop; the baseline, which knows no loops, does not, and
//!   its rebuild splits again what it merged across a loop boundary.
//!
//! The baseline's edits are plain IR edits (the same blocks, registers and branches as
//! the maintained pass makes); its rebuild removes unreachable blocks, re-establishes
//! canonical form and LCSSA from scratch (`canon`), and computes D and F. The
//! maintained side's time includes only its pass (D and F are maintained). Each
//! measurement is the median of `trials` runs.

use crate::analysis::{Cfg, DomTree, LoopForest};
use crate::ir::{Block, BlockId, Callee, FuncId, Function, Inst, Op, Operand, Program, Reg, Target, Terminator, Value};
use crate::transform::{LoopShape, Maintained};
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

/// The passes measured.
pub const PASSES: [&str; 2] = ["inline", "straighten"];

/// Largest callee inlined (instructions plus terminators).
const MAX_CALLEE: usize = 40;
/// Inlinings per function at most.
const MAX_INLINES: usize = 64;

/// One row of the table.
#[derive(Clone, Debug)]
pub struct Row {
    pub file: String,
    pub pass: &'static str,
    pub blocks: usize,
    /// Steps the baseline and the maintained pass applied.
    pub steps_baseline: usize,
    pub steps_maintained: usize,
    pub baseline: Duration,
    pub maintained: Duration,
}

fn enter(f: &Function) -> Maintained {
    let cfg = Cfg::compute(f);
    let dom = DomTree::from_cfg(&cfg);
    let loops = LoopForest::compute(f, &cfg, &dom).expect("a verified program is reducible");
    Maintained::new(f.clone(), &dom, &LoopShape::from_forest(&loops)).expect("canonical")
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

/// The plain IR edit of inlining (what `Maintained::inline` does to the blocks, without
/// D, F or any repair): split `c` after the call, clone the callee, returns branch to
/// the continuation. A never-returning callee leaves the continuation unreachable.
fn plain_inline(f: &mut Function, c: BlockId, k: usize, callee: &Function) {
    let Op::Call(_, args) = f.block(c).insts[k].op.clone() else { unreachable!("a call site") };
    let ret = f.block(c).insts[k].dst.unwrap_or_else(|| f.new_reg("ret", callee.ret.clone()));
    let name = f.fresh_block_name(&format!("{}.ret", f.block(c).name));
    let blk = f.block_mut(c);
    let after: Vec<Inst> = blk.insts.drain(k..).skip(1).collect();
    let term = std::mem::replace(&mut blk.term, Terminator::Return(Operand::Const(Value::Unit)));
    let cont = f.add_block(Block { name, params: vec![ret], insts: after, term });
    let mut bmap = HashMap::new();
    for (b, blk) in callee.blocks() {
        let name = f.fresh_block_name(&format!("{}.{}", callee.name, blk.name));
        let id = f.add_block(Block {
            name,
            params: vec![],
            insts: vec![],
            term: Terminator::Return(Operand::Const(Value::Unit)),
        });
        bmap.insert(b, id);
    }
    let mut rmap = HashMap::new();
    for (_, blk) in callee.blocks() {
        for r in blk.params.iter().copied().chain(blk.insts.iter().filter_map(|i| i.dst)) {
            rmap.insert(r, f.new_reg(callee.reg_name(r), callee.reg_ty(r).clone()));
        }
    }
    let op = |o: &Operand| match o {
        Operand::Reg(r) => Operand::Reg(rmap[r]),
        o => o.clone(),
    };
    let tg = |t: &Target| Target { block: bmap[&t.block], args: t.args.iter().map(op).collect() };
    for (b, blk) in callee.blocks() {
        let mut nb = blk.clone();
        nb.name = f.block(bmap[&b]).name.clone();
        nb.params = blk.params.iter().map(|r| rmap[r]).collect();
        for i in &mut nb.insts {
            i.dst = i.dst.map(|d| rmap[&d]);
            i.op.for_each_operand_mut(|o| *o = op(o));
        }
        nb.term = match &blk.term {
            Terminator::Branch(t) => Terminator::Branch(tg(t)),
            Terminator::Switch { on, cases, default } => Terminator::Switch {
                on: op(on),
                cases: cases.iter().map(|(v, t)| (v.clone(), tg(t))).collect(),
                default: tg(default),
            },
            Terminator::Return(v) => Terminator::Branch(Target { block: cont, args: vec![op(v)] }),
        };
        *f.block_mut(bmap[&b]) = nb;
    }
    f.block_mut(c).term = Terminator::Branch(Target { block: bmap[&callee.entry()], args });
}

/// The baseline's rebuild: unreachable blocks removed, canonical form and LCSSA from
/// scratch, then D and F.
fn rebuild(f: &mut Function) {
    let dom = DomTree::from_cfg(&Cfg::compute(f));
    let dead: Vec<BlockId> = f.block_ids().filter(|b| !dom.is_reachable(*b)).collect();
    for b in dead {
        f.remove_block(b);
    }
    crate::canon::canonicalize_function(f).expect("passes keep reducibility");
    let cfg = Cfg::compute(f);
    let dom = DomTree::from_cfg(&cfg);
    let forest = LoopForest::compute(f, &cfg, &dom).expect("reducible");
    std::hint::black_box((dom, forest));
}

/// The plain straightening edit of the first block that can be straightened (no loop
/// test: the baseline knows no loops). Returns whether one was found.
fn plain_straighten_one(f: &mut Function, preds: &mut HashMap<BlockId, Vec<BlockId>>) -> bool {
    let found = f.block_ids().find_map(|p| {
        let Terminator::Branch(t) = &f.block(p).term else { return None };
        let s = t.block;
        (s != p && s != f.entry() && preds.get(&s).is_some_and(|v| v == &[p])).then_some((p, s))
    });
    let Some((p, s)) = found else { return false };
    let Terminator::Branch(t) = f.block(p).term.clone() else { unreachable!("found a branch") };
    let merged = f.remove_block(s);
    let blk = f.block_mut(p);
    blk.insts.extend(merged.params.iter().zip(t.args).map(|(r, a)| Inst { dst: Some(*r), op: Op::Move(a) }));
    blk.insts.extend(merged.insts);
    blk.term = merged.term;
    let succs: Vec<BlockId> = f.block(p).term.succs().collect();
    for x in succs {
        for q in preds.entry(x).or_default().iter_mut() {
            if *q == s {
                *q = p;
            }
        }
    }
    preds.remove(&s);
    true
}

/// Times one pass on one program: (steps, time) for the baseline and the maintained
/// side, one trial each.
fn once(p: &Program, pass: &str) -> ((usize, Duration), (usize, Duration)) {
    let (cyclic, order) = crate::opt::call_graph(p.func_ids().map(|id| (id, p.func(id))));
    let sizes: HashMap<FuncId, usize> = p.func_ids().map(|id| (id, crate::opt::size(p.func(id)))).collect();
    // Baseline.
    let mut base_steps = 0;
    let mut funcs: Vec<Function> = p.funcs.clone();
    let t = Instant::now();
    for &fid in &order {
        let f = &mut funcs[fid.index()];
        let before = base_steps;
        match pass {
            "inline" => {
                for _ in 0..MAX_INLINES {
                    let Some((b, k, g)) = inline_site(f, fid, &cyclic, &sizes) else { break };
                    plain_inline(f, b, k, p.func(g));
                    base_steps += 1;
                }
            }
            _ => {
                let mut preds: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
                for (b, blk) in f.blocks() {
                    for s in blk.term.succs() {
                        preds.entry(s).or_default().push(b);
                    }
                }
                while plain_straighten_one(f, &mut preds) {
                    base_steps += 1;
                }
            }
        }
        // Nothing changed, nothing to rebuild.
        if base_steps > before {
            rebuild(f);
        }
    }
    let baseline = t.elapsed();
    std::hint::black_box(&funcs);
    // Maintained: entering computes D and F once, outside the timer (the canonicalized
    // program comes with them, as in the baseline's start).
    let callees: HashMap<FuncId, Maintained> = p.func_ids().map(|id| (id, enter(p.func(id)))).collect();
    let mut ms: Vec<Maintained> = p.func_ids().map(|id| callees[&id].clone()).collect();
    for m in &mut ms {
        m.know_program(p);
    }
    let mut steps = 0;
    let t = Instant::now();
    for &fid in &order {
        let m = &mut ms[fid.index()];
        match pass {
            "inline" => {
                for _ in 0..MAX_INLINES {
                    let Some((b, k, g)) = inline_site(m.function(), fid, &cyclic, &sizes) else { break };
                    m.inline(fid, b, k, g, &callees[&g]).expect("the site's callee is known and not recursive");
                    steps += 1;
                }
            }
            _ => loop {
                let next = m.function().block_ids().find(|b| m.can_straighten(*b).is_some());
                let Some(b) = next else { break };
                m.straighten(b).expect("straightenable");
                steps += 1;
            },
        }
    }
    let maintained = t.elapsed();
    std::hint::black_box(&ms);
    ((base_steps, baseline), (steps, maintained))
}

fn median(mut xs: Vec<Duration>) -> Duration {
    xs.sort();
    xs[xs.len() / 2]
}

/// Measures every pass on one (verified) program; a pass without sites in it gives no
/// row.
pub fn measure(file: &str, program: &Program, trials: usize) -> Result<Vec<Row>, String> {
    let mut p = program.clone();
    crate::canon::canonicalize_program(&mut p)
        .map_err(|e| format!("{file}: {}", e.first().map(|d| d.to_string()).unwrap_or_default()))?;
    let blocks = p.funcs.iter().map(|f| f.num_blocks()).sum();
    let mut rows = Vec::new();
    for pass in PASSES {
        let (mut tb, mut tm) = (Vec::new(), Vec::new());
        let (mut sb, mut sm) = (0, 0);
        for _ in 0..trials.max(1) {
            let ((b_steps, b), (m_steps, m)) = once(&p, pass);
            tb.push(b);
            tm.push(m);
            (sb, sm) = (b_steps, m_steps);
        }
        if sb == 0 && sm == 0 {
            continue;
        }
        rows.push(Row {
            file: file.to_string(),
            pass,
            blocks,
            steps_baseline: sb,
            steps_maintained: sm,
            baseline: median(tb),
            maintained: median(tm),
        });
    }
    Ok(rows)
}

/// A generated program for the table: `n` random structured functions, each calling the
/// later ones and a small helper several times (`gen`), so that inlining has work.
pub fn generated(n: usize, seed: u64) -> Program {
    use crate::gen::{Rng, Stmt};
    let mut rng = Rng::new(seed);
    let mut funcs: Vec<Function> = (0..n)
        .map(|i| {
            let size = 8 + rng.below(16) as usize;
            Stmt::random(&mut rng, size, 3).build(&format!("f{i}"))
        })
        .collect();
    for i in 0..n {
        for _ in 0..4 {
            if i + 1 >= n {
                break;
            }
            let g = FuncId((i + 1 + rng.below((n - i - 1) as u64) as usize) as u32);
            let f = &mut funcs[i];
            let blocks: Vec<BlockId> = f.block_ids().collect();
            let b = blocks[rng.below(blocks.len() as u64) as usize];
            let x = f.params()[0];
            let t = f.new_reg("t", crate::ir::Type::Int);
            let at = f.block(b).insts.len();
            f.block_mut(b).insts.insert(
                at,
                Inst { dst: Some(t), op: Op::Call(Operand::Const(Value::Ref(Callee::Func(g))), vec![Operand::Reg(x)]) },
            );
        }
    }
    Program { funcs, externs: vec![] }
}

/// The table.
pub fn render(rows: &[Row]) -> String {
    let mut out = String::from(
        "file                              pass        blocks  steps (base/maint)  baseline µs  maintained µs   ratio\n",
    );
    for r in rows {
        let us = |d: Duration| d.as_secs_f64() * 1e6;
        let ratio = if r.maintained.is_zero() { f64::NAN } else { us(r.baseline) / us(r.maintained) };
        out.push_str(&format!(
            "{:<33} {:<11} {:>6}  {:>8}/{:<9}  {:>11.1}  {:>13.1}  {:>6.2}×\n",
            r.file,
            r.pass,
            r.blocks,
            r.steps_baseline,
            r.steps_maintained,
            us(r.baseline),
            us(r.maintained),
            ratio
        ));
    }
    out.push_str("(a program without sites for a pass gives no row for it)\n");
    out
}
