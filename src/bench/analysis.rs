//! `waddle bench analysis`: from-scratch dominator tree plus loop nesting forest on
//! generated reducible CFGs of 10, 100, 1,000 and 10,000 blocks.
//!
//! The generator (`generate`) builds structured control flow: straight-line blocks,
//! if/else diamonds, loops whose header tests for exit, `break`s from anywhere in a loop
//! body to the exit of any enclosing loop (multi-exit and multi-level exits), and
//! self loops. Loop nesting is bounded (depth ≤ 7, counting self loops), as in real programs, so the cost
//! per block should stay flat as functions grow.

use crate::analysis::{Cfg, DomTree, LoopForest};
use crate::ir::{Block, BlockId, Function, Operand, Target, Terminator, Type, Value};
use std::time::{Duration, Instant};

/// A small deterministic generator (xorshift64*), so runs are reproducible.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

struct Gen {
    succs: Vec<Vec<usize>>,
    rng: Rng,
    target: usize,
    max_nest: u32,
}

impl Gen {
    fn block(&mut self) -> usize {
        self.succs.push(Vec::new());
        self.succs.len() - 1
    }

    fn edge(&mut self, a: usize, b: usize) {
        self.succs[a].push(b);
    }

    /// Appends a sequence of regions after `cur`, adding about `budget` blocks; returns
    /// the last block, which has no successor yet. `exits` are the exit blocks of the
    /// enclosing loops (targets for `break`).
    fn seq(&mut self, mut cur: usize, budget: usize, exits: &mut Vec<usize>, nest: u32) -> usize {
        let start = self.succs.len();
        while self.succs.len() - start < budget && self.succs.len() < self.target {
            let room = budget - (self.succs.len() - start);
            let r = self.rng.below(100);
            if r < 22 && nest < self.max_nest && room >= 3 {
                let h = self.block();
                self.edge(cur, h);
                let b0 = self.block();
                let x = self.block();
                self.edge(h, b0);
                self.edge(h, x);
                exits.push(x);
                let inner = 1 + self.rng.below(room.min(60));
                let latch = self.seq(b0, inner, exits, nest + 1);
                exits.pop();
                self.edge(latch, h);
                cur = x;
            } else if r < 40 && nest < self.max_nest + 2 && room >= 4 {
                let (t, e) = (self.block(), self.block());
                self.edge(cur, t);
                self.edge(cur, e);
                let (bt, be) = (self.rng.below(room.min(8)), self.rng.below(room.min(8)));
                let tl = self.seq(t, bt, exits, nest + 1);
                let el = self.seq(e, be, exits, nest + 1);
                let j = self.block();
                self.edge(tl, j);
                self.edge(el, j);
                cur = j;
            } else if r < 52 && !exits.is_empty() {
                let b = self.block();
                self.edge(cur, b);
                let k = exits[exits.len() - 1 - self.rng.below(exits.len().min(3))];
                self.edge(b, k);
                cur = b;
            } else if r < 55 {
                let b = self.block();
                self.edge(cur, b);
                self.edge(b, b);
                cur = b;
            } else {
                let b = self.block();
                self.edge(cur, b);
                cur = b;
            }
        }
        cur
    }
}

/// A reducible function of about `blocks` blocks (no instructions; branches switch on
/// `()`), deterministic in `seed`.
pub fn generate(blocks: usize, seed: u64) -> Function {
    let mut g = Gen {
        succs: Vec::new(),
        rng: Rng(seed.wrapping_mul(2).wrapping_add(0x9E37_79B9_7F4A_7C15)),
        target: blocks.max(1),
        max_nest: 6,
    };
    let entry = g.block();
    let mut exits = Vec::new();
    g.seq(entry, blocks.max(1), &mut exits, 0);
    function_from_succs("generated", &g.succs)
}

/// A function with one empty block per entry of `succs` (block 0 is the entry):
/// no successor returns `()`, one branches, more switch on `()` (the last target is
/// the default).
pub fn function_from_succs(name: &str, succs: &[Vec<usize>]) -> Function {
    let term = |ss: &[usize]| {
        let t = |b: usize| Target { block: BlockId(b as u32), args: Vec::new() };
        match ss {
            [] => Terminator::Return(Operand::Const(Value::Unit)),
            [b] => Terminator::Branch(t(*b)),
            [cases @ .., last] => Terminator::Switch {
                on: Operand::Const(Value::Unit),
                cases: cases.iter().map(|&b| (Value::Unit, t(b))).collect(),
                default: t(*last),
            },
        }
    };
    let block =
        |i: usize| Block { name: format!("b{i}"), params: Vec::new(), insts: Vec::new(), term: term(&succs[i]) };
    let mut f = Function::new(name, Type::Unit, block(0), Vec::new());
    for i in 1..succs.len() {
        f.add_block(block(i));
    }
    f
}

/// One row of the table.
pub struct Row {
    pub blocks: usize,
    pub edges: usize,
    pub loops: usize,
    pub max_depth: u32,
    /// CFG view plus dominator tree only.
    pub dom_per_function: Duration,
    /// CFG view, dominator tree and loop forest.
    pub per_function: Duration,
}

/// Mean time of `work` over `funcs`, repeated until `min_time` has passed.
fn time_per_function(funcs: &[Function], min_time: Duration, work: impl Fn(&Function)) -> Duration {
    let start = Instant::now();
    let mut runs = 0u32;
    while start.elapsed() < min_time || runs == 0 {
        for f in funcs {
            work(f);
        }
        runs += 1;
    }
    start.elapsed() / (runs * funcs.len() as u32)
}

/// Times CFG view + dominator tree + loop forest on `count` generated functions of
/// about `size` blocks, repeating until at least `min_time` has passed.
pub fn measure(size: usize, count: usize, min_time: Duration) -> Row {
    let funcs: Vec<Function> = (0..count.max(1) as u64).map(|s| generate(size, s + 1)).collect();
    let count = funcs.len();
    let (mut blocks, mut edges, mut loops, mut max_depth) = (0, 0, 0, 0);
    for f in &funcs {
        let cfg = Cfg::compute(f);
        let dom = DomTree::from_cfg(&cfg);
        let forest = LoopForest::compute(f, &cfg, &dom).expect("generated CFGs are reducible");
        blocks += f.num_blocks();
        edges += cfg.succs.iter().map(Vec::len).sum::<usize>();
        loops += forest.num_loops();
        max_depth = max_depth.max(forest.loops().map(|(_, d)| d.depth).max().unwrap_or(0));
    }
    let dom_per_function = time_per_function(&funcs, min_time, |f| {
        let cfg = Cfg::compute(f);
        std::hint::black_box(DomTree::from_cfg(&cfg));
    });
    let per_function = time_per_function(&funcs, min_time, |f| {
        let cfg = Cfg::compute(f);
        let dom = DomTree::from_cfg(&cfg);
        std::hint::black_box(LoopForest::compute(f, &cfg, &dom).is_ok());
    });
    Row {
        blocks: blocks / count,
        edges: edges / count,
        loops: loops / count,
        max_depth,
        dom_per_function,
        per_function,
    }
}

/// The table for 10, 100, 1,000 and 10,000 blocks, as Markdown.
pub fn run_default() -> String {
    let mut out = String::from(
        "| blocks (avg) | edges (avg) | loops (avg) | max loop depth | dominators / function | dominators + loops / function | per block |\n|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    for (size, count) in [(10, 200), (100, 100), (1_000, 20), (10_000, 4)] {
        let r = measure(size, count, Duration::from_millis(400));
        let per_block = r.per_function.as_nanos() as f64 / r.blocks.max(1) as f64;
        out.push_str(&format!(
            "| {} | {} | {} | {} | {:.1} µs | {:.1} µs | {:.0} ns |\n",
            r.blocks,
            r.edges,
            r.loops,
            r.max_depth,
            r.dom_per_function.as_nanos() as f64 / 1000.0,
            r.per_function.as_nanos() as f64 / 1000.0,
            per_block
        ));
    }
    out
}
