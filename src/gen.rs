//! Random structured functions that are canonical, SSA and LCSSA by construction,
//! for property tests and benchmarks.
//!
//! A `Stmt` tree (sequences, if/else, switches — some, inside loops, on the
//! function's parameter, which no loop changes —, loops with `break k`/`continue k`,
//! returns) is emitted as a Waddle function: every loop gets a fresh preheader, a
//! unique latch (created only when something continues the loop), and every exit
//! edge goes through a fresh block, so exits are dedicated. Loops count an induction
//! variable up to a small bound, so generated programs terminate. Values defined in
//! a loop are used only inside it (LCSSA). The tree shrinks structurally, so a failing
//! property reports a small CFG.

use crate::ir::{BinOp, Block, BlockId, Function, Inst, Op, Operand, Reg, RegData, Target, Terminator, Type, Value};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    /// A block of straight-line code.
    Code,
    Seq(Vec<Stmt>),
    If(Box<Stmt>, Box<Stmt>),
    Switch(Vec<Stmt>),
    Loop(Box<Stmt>),
    /// A switch on the function's parameter `n`: invariant in every loop, so a
    /// loop around it can be unswitched (`n = i` takes arm `i`, the last arm is the
    /// default).
    InvSwitch(Vec<Stmt>),
    /// A self loop: one block that is header, body and latch.
    Spin,
    /// Leave the k-th enclosing loop (0 = innermost); a return outside loops.
    Break(u8),
    /// Continue the k-th enclosing loop; a return outside loops.
    Continue(u8),
    Return,
}

/// A small deterministic generator (SplitMix64).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next() % n
        }
    }
}

impl Stmt {
    /// A random tree of about `size` statements, loops nested at most `max_depth` deep.
    pub fn random(rng: &mut Rng, size: usize, max_depth: u8) -> Stmt {
        Stmt::gen(rng, size, 0, max_depth, false)
    }

    /// `random`, with every other switch inside a loop on the function's parameter
    /// (`InvSwitch`), so that the loop passes find loops to unswitch. (`random` draws
    /// exactly as before, so the benchmarks' inputs do not change.)
    pub fn random_with_invariant_switches(rng: &mut Rng, size: usize, max_depth: u8) -> Stmt {
        Stmt::gen(rng, size, 0, max_depth, true)
    }

    fn gen(rng: &mut Rng, size: usize, depth: u8, max_depth: u8, inv: bool) -> Stmt {
        if size <= 1 {
            return match rng.below(12) {
                0 if depth > 0 => Stmt::Break(rng.below(depth as u64) as u8),
                1 if depth > 0 => Stmt::Continue(rng.below(depth as u64) as u8),
                2 => Stmt::Return,
                3 => Stmt::Spin,
                _ => Stmt::Code,
            };
        }
        match rng.below(10) {
            0..=2 => {
                let n = 2 + rng.below(3) as usize;
                Stmt::Seq((0..n).map(|_| Stmt::gen(rng, size / n, depth, max_depth, inv)).collect())
            }
            3 | 4 => {
                let l = size / 2;
                Stmt::If(
                    Box::new(Stmt::gen(rng, l, depth, max_depth, inv)),
                    Box::new(Stmt::gen(rng, size - l, depth, max_depth, inv)),
                )
            }
            5 => {
                let n = 2 + rng.below(4) as usize;
                let arms = (0..n).map(|_| Stmt::gen(rng, size / n, depth, max_depth, inv)).collect();
                // Inside loops, every other switch is on the invariant parameter.
                if inv && depth > 0 && rng.below(2) == 0 {
                    Stmt::InvSwitch(arms)
                } else {
                    Stmt::Switch(arms)
                }
            }
            _ if depth < max_depth => Stmt::Loop(Box::new(Stmt::gen(rng, size - 1, depth + 1, max_depth, inv))),
            _ => Stmt::Seq(vec![
                Stmt::gen(rng, size / 2, depth, max_depth, inv),
                Stmt::gen(rng, size / 2, depth, max_depth, inv),
            ]),
        }
    }

    /// Smaller trees, for shrinking: each child alone, and each child shrunk in place.
    pub fn shrink(&self) -> Vec<Stmt> {
        let mut out = Vec::new();
        match self {
            Stmt::Code => {}
            Stmt::Break(_) | Stmt::Continue(_) | Stmt::Return | Stmt::Spin => out.push(Stmt::Code),
            Stmt::Seq(v) | Stmt::Switch(v) | Stmt::InvSwitch(v) => {
                let same = |w: Vec<Stmt>| match self {
                    Stmt::Seq(_) => Stmt::Seq(w),
                    Stmt::Switch(_) => Stmt::Switch(w),
                    _ => Stmt::InvSwitch(w),
                };
                out.push(Stmt::Code);
                out.extend(v.iter().cloned());
                if matches!(self, Stmt::InvSwitch(_)) {
                    out.push(Stmt::Switch(v.clone()));
                }
                for i in 0..v.len() {
                    let mut w = v.clone();
                    w.remove(i);
                    if !w.is_empty() {
                        out.push(same(w));
                    }
                    for s in v[i].shrink() {
                        let mut w = v.clone();
                        w[i] = s;
                        out.push(same(w));
                    }
                }
            }
            Stmt::If(a, b) => {
                out.extend([Stmt::Code, (**a).clone(), (**b).clone()]);
                out.extend(a.shrink().into_iter().map(|s| Stmt::If(Box::new(s), b.clone())));
                out.extend(b.shrink().into_iter().map(|s| Stmt::If(a.clone(), Box::new(s))));
            }
            Stmt::Loop(a) => {
                out.extend([Stmt::Code, (**a).clone()]);
                out.extend(a.shrink().into_iter().map(|s| Stmt::Loop(Box::new(s))));
            }
        }
        out
    }

    /// Emits the function `name(n: int) → int`, then puts it in canonical and LCSSA
    /// form from scratch (a block in a loop's scope that cannot reach the latch, such
    /// as one ending in a return, lies outside the natural loop).
    pub fn build(&self, name: &str) -> Function {
        let mut e = Emitter::new(name);
        let entry = e.func.entry();
        let n = e.func.params()[0];
        if let Some((cur, avail)) = e.emit(self, entry, n, &mut Vec::new()) {
            e.func.block_mut(cur).term = Terminator::Return(Operand::Reg(avail));
        }
        let mut f = e.finish();
        crate::canon::canonicalize_function(&mut f).expect("structured code is reducible");
        f
    }
}

/// A function that grows around an unchanged region: `copies` copies of `filler`
/// (blocks named `fill<i>_…`, returns removed so control reaches the region) followed
/// by `region`, whose block names do not depend on `copies`.
pub fn build_scaled(region: &Stmt, filler: &Stmt, copies: usize) -> Function {
    let mut e = Emitter::new("scaled");
    let (mut cur, mut avail) = (e.func.entry(), e.func.params()[0]);
    let filler = filler.without_returns(0);
    for i in 0..copies {
        e.prefix = format!("fill{i}_");
        (cur, avail) = e.emit(&filler, cur, avail, &mut Vec::new()).expect("filler without returns falls through");
    }
    e.prefix = String::new();
    e.next = 0;
    if let Some((cur, avail)) = e.emit(region, cur, avail, &mut Vec::new()) {
        e.func.block_mut(cur).term = Terminator::Return(Operand::Reg(avail));
    }
    let mut f = e.finish();
    crate::canon::canonicalize_function(&mut f).expect("structured code is reducible");
    f
}

impl Stmt {
    /// The same tree with every way out of the enclosing code (returns, and breaks
    /// or continues of loops outside the tree) replaced by straight-line code.
    fn without_returns(&self, depth: u8) -> Stmt {
        match self {
            Stmt::Return => Stmt::Code,
            Stmt::Break(k) | Stmt::Continue(k) if *k >= depth => Stmt::Code,
            Stmt::Seq(v) => Stmt::Seq(v.iter().map(|s| s.without_returns(depth)).collect()),
            Stmt::Switch(v) => Stmt::Switch(v.iter().map(|s| s.without_returns(depth)).collect()),
            Stmt::InvSwitch(v) => Stmt::InvSwitch(v.iter().map(|s| s.without_returns(depth)).collect()),
            Stmt::If(a, b) => Stmt::If(Box::new(a.without_returns(depth)), Box::new(b.without_returns(depth))),
            Stmt::Loop(a) => Stmt::Loop(Box::new(a.without_returns(depth + 1))),
            other => other.clone(),
        }
    }
}

struct LoopCtx {
    header: BlockId,
    /// The latch, created on first use.
    latch: Option<BlockId>,
    /// The block after the loop, with its predecessors so far.
    after: BlockId,
    after_used: bool,
    counter: Reg,
}

struct Emitter {
    func: Function,
    next: usize,
    /// Prefix of generated block names.
    prefix: String,
}

impl Emitter {
    fn new(name: &str) -> Emitter {
        let entry = Block { name: "entry".into(), params: vec![Reg(0)], insts: Vec::new(), term: ret0() };
        let func = Function::new(name, Type::Int, entry, vec![RegData { name: "n".into(), ty: Type::Int }]);
        Emitter { func, next: 0, prefix: String::new() }
    }

    fn block(&mut self, role: &str) -> BlockId {
        self.next += 1;
        let name = format!("{}{role}{}", self.prefix, self.next);
        self.func.add_block(Block { name, params: Vec::new(), insts: Vec::new(), term: ret0() })
    }

    fn reg(&mut self, base: &str) -> Reg {
        self.func.new_reg(base, Type::Int)
    }

    fn inst(&mut self, b: BlockId, base: &str, op: Op) -> Reg {
        let r = if base == "c" { self.func.new_reg(base, Type::Bool) } else { self.reg(base) };
        self.func.block_mut(b).insts.push(Inst { dst: Some(r), op });
        r
    }

    fn branch(&mut self, from: BlockId, to: BlockId, args: Vec<Operand>) {
        self.func.block_mut(from).term = Terminator::Branch(Target { block: to, args });
    }

    /// Emits `s` into block `cur` with `avail` the value in scope. Returns the open
    /// block and value after `s`, or `None` when control does not fall through.
    fn emit(&mut self, s: &Stmt, cur: BlockId, avail: Reg, loops: &mut Vec<LoopCtx>) -> Option<(BlockId, Reg)> {
        match s {
            Stmt::Code => {
                let v = self.inst(cur, "v", Op::Binary(BinOp::Add, Operand::Reg(avail), Operand::Const(Value::int(1))));
                Some((cur, v))
            }
            Stmt::Seq(v) => {
                let (mut cur, mut avail) = (cur, avail);
                for s in v {
                    (cur, avail) = self.emit(s, cur, avail, loops)?;
                }
                Some((cur, avail))
            }
            Stmt::If(a, b) => {
                let c = self.inst(cur, "c", Op::Binary(BinOp::Gt, Operand::Reg(avail), Operand::Const(Value::int(2))));
                let (t, f) = (self.block("then"), self.block("else"));
                self.func.block_mut(cur).term = Terminator::Switch {
                    on: Operand::Reg(c),
                    cases: vec![(Value::Bool(true), Target { block: t, args: vec![] })],
                    default: Target { block: f, args: vec![] },
                };
                let ends = [self.emit(a, t, avail, loops), self.emit(b, f, avail, loops)];
                self.join(&ends, avail)
            }
            Stmt::Switch(arms) | Stmt::InvSwitch(arms) => {
                let m = if matches!(s, Stmt::InvSwitch(_)) {
                    self.func.params()[0]
                } else {
                    self.inst(
                        cur,
                        "m",
                        Op::Binary(BinOp::Mod, Operand::Reg(avail), Operand::Const(Value::int(arms.len() as i64))),
                    )
                };
                let blocks: Vec<BlockId> = arms.iter().map(|_| self.block("case")).collect();
                let cases = blocks[..blocks.len() - 1]
                    .iter()
                    .enumerate()
                    .map(|(i, b)| (Value::int(i as i64), Target { block: *b, args: vec![] }))
                    .collect();
                self.func.block_mut(cur).term = Terminator::Switch {
                    on: Operand::Reg(m),
                    cases,
                    default: Target { block: *blocks.last().expect("a switch has arms"), args: vec![] },
                };
                let ends: Vec<_> = arms.iter().zip(&blocks).map(|(s, b)| self.emit(s, *b, avail, loops)).collect();
                self.join(&ends, avail)
            }
            Stmt::Loop(body) => {
                let ph = self.block("pre");
                self.branch(cur, ph, vec![]);
                let h = self.block("head");
                let i = self.reg("i");
                self.func.block_mut(h).params.push(i);
                self.branch(ph, h, vec![Operand::Const(Value::int(0))]);
                let c = self.inst(h, "c", Op::Binary(BinOp::Lt, Operand::Reg(i), Operand::Const(Value::int(3))));
                let first = self.block("body");
                let exit = self.block("exit");
                let after = self.block("after");
                self.func.block_mut(h).term = Terminator::Switch {
                    on: Operand::Reg(c),
                    cases: vec![(Value::Bool(true), Target { block: first, args: vec![] })],
                    default: Target { block: exit, args: vec![] },
                };
                self.branch(exit, after, vec![]);
                loops.push(LoopCtx { header: h, latch: None, after, after_used: true, counter: i });
                let end = self.emit(body, first, i, loops);
                if let Some((e, _)) = end {
                    let l = self.latch(loops.len() - 1, loops);
                    self.branch(e, l, vec![]);
                }
                let ctx = loops.pop().expect("pushed above");
                let _ = ctx.header;
                Some((ctx.after, avail)).filter(|_| ctx.after_used)
            }
            Stmt::Spin => {
                // pre → spin(0); spin(i): i1 ← i + 1; switch (i1 < 3) (true ↦ spin(i1)) exit
                let ph = self.block("pre");
                self.branch(cur, ph, vec![]);
                let h = self.block("spin");
                let i = self.reg("i");
                self.func.block_mut(h).params.push(i);
                self.branch(ph, h, vec![Operand::Const(Value::int(0))]);
                let i1 = self.inst(h, "i", Op::Binary(BinOp::Add, Operand::Reg(i), Operand::Const(Value::int(1))));
                let c = self.inst(h, "c", Op::Binary(BinOp::Lt, Operand::Reg(i1), Operand::Const(Value::int(3))));
                let exit = self.block("exit");
                self.func.block_mut(h).term = Terminator::Switch {
                    on: Operand::Reg(c),
                    cases: vec![(Value::Bool(true), Target { block: h, args: vec![Operand::Reg(i1)] })],
                    default: Target { block: exit, args: vec![] },
                };
                Some((exit, avail))
            }
            Stmt::Break(k) | Stmt::Continue(k) if (*k as usize) < loops.len() => {
                let idx = loops.len() - 1 - *k as usize;
                let is_break = matches!(s, Stmt::Break(_));
                if !is_break && *k == 0 {
                    let l = self.latch(idx, loops);
                    self.branch(cur, l, vec![]);
                    return None;
                }
                // Through a fresh block: a dedicated exit of every loop it leaves.
                let x = self.block(if is_break { "break" } else { "cont" });
                self.branch(cur, x, vec![]);
                if is_break {
                    loops[idx].after_used = true;
                    let after = loops[idx].after;
                    self.branch(x, after, vec![]);
                } else {
                    let l = self.latch(idx, loops);
                    self.branch(x, l, vec![]);
                }
                None
            }
            Stmt::Break(_) | Stmt::Continue(_) | Stmt::Return => {
                // A return block inside a loop lies outside the loop's body (it cannot
                // reach the latch), so for LCSSA it returns a value defined outside
                // every loop: the parameter.
                let v = if loops.is_empty() { avail } else { self.func.params()[0] };
                self.func.block_mut(cur).term = Terminator::Return(Operand::Reg(v));
                None
            }
        }
    }

    fn latch(&mut self, idx: usize, loops: &mut [LoopCtx]) -> BlockId {
        if let Some(l) = loops[idx].latch {
            return l;
        }
        let l = self.block("latch");
        let i = loops[idx].counter;
        let i1 = self.inst(l, "i", Op::Binary(BinOp::Add, Operand::Reg(i), Operand::Const(Value::int(1))));
        let h = loops[idx].header;
        self.branch(l, h, vec![Operand::Reg(i1)]);
        loops[idx].latch = Some(l);
        l
    }

    fn join(&mut self, ends: &[Option<(BlockId, Reg)>], avail: Reg) -> Option<(BlockId, Reg)> {
        let live: Vec<BlockId> = ends.iter().flatten().map(|(b, _)| *b).collect();
        if live.is_empty() {
            return None;
        }
        let j = self.block("join");
        for b in live {
            self.branch(b, j, vec![]);
        }
        Some((j, avail))
    }

    /// Drops blocks nothing branches to (an `after` block no path reaches), and makes
    /// a loop whose latch was never created an ordinary block.
    fn finish(mut self) -> Function {
        loop {
            let preds = self.func.preds();
            let dead: Vec<BlockId> =
                self.func.block_ids().filter(|b| *b != self.func.entry() && preds[b.index()].is_empty()).collect();
            if dead.is_empty() {
                break;
            }
            for b in dead {
                self.func.remove_block(b);
            }
        }
        self.func
    }
}

fn ret0() -> Terminator {
    Terminator::Return(Operand::Const(Value::int(0)))
}
