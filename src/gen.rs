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

use crate::ir::{
    BinOp, Block, BlockId, Callee, ExternId, FnType, FuncId, Function, Inst, Int, Op, Operand, Program, Reg, RegData,
    Target, Terminator, Type, Value,
};
use num_bigint::BigInt;
use std::sync::Arc;

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
    /// In a program (`Prog`): a call of a helper `g<j>` chosen by the number. A call
    /// of an earlier helper or of the function itself (recursion) happens only
    /// outside loops and only when the depth argument `d` is positive, passing `d - 1`;
    /// a call of a later helper passes `d`. Outside a program, straight-line code.
    Call(u8),
    /// `Call`, through a register holding `ref g<j>`.
    CallRef(u8),
    /// Memory: an allocation, stores, loads and a free. Kind 0 stays in bounds; 1 loads
    /// and 2 stores at an offset drawn from the value, out of bounds on some inputs
    /// (a memory fault); 3 leaks its allocation; 4 frees and, on some inputs, loads
    /// after the free. Outside a program, straight-line code.
    Mem(u8),
    /// An external call whose result ν supplies, added to the value, which is printed.
    Input,
    /// Arithmetic beyond 64 bits (constants of 70 to 130 bits), wrapped back.
    Wide(u8),
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
            let pick = rng.below(12);
            return Stmt::control_leaf(rng, pick, depth).unwrap_or(Stmt::Code);
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

    /// The leaves that leave straight-line code, for draws 0 to 3: break and continue
    /// (inside loops), return, a self loop.
    fn control_leaf(rng: &mut Rng, pick: u64, depth: u8) -> Option<Stmt> {
        match pick {
            0 if depth > 0 => Some(Stmt::Break(rng.below(depth as u64) as u8)),
            1 if depth > 0 => Some(Stmt::Continue(rng.below(depth as u64) as u8)),
            2 => Some(Stmt::Return),
            3 => Some(Stmt::Spin),
            _ => None,
        }
    }

    /// A tree for a function of a `Prog` with `helpers` helpers: `gen`'s shapes with
    /// switches of up to 8 arms (every other one inside a loop on the invariant
    /// parameter) and leaves that call, touch memory, call externals or compute beyond
    /// 64 bits.
    fn gen_rich(rng: &mut Rng, size: usize, depth: u8, max_depth: u8, helpers: usize) -> Stmt {
        if size <= 1 {
            let pick = rng.below(20);
            if let Some(leaf) = Stmt::control_leaf(rng, pick, depth) {
                return leaf;
            }
            return match pick {
                4..=6 if helpers > 0 => Stmt::Call(rng.next() as u8),
                7 if helpers > 0 => Stmt::CallRef(rng.next() as u8),
                8 | 9 => Stmt::Mem(rng.below(5) as u8),
                10 => Stmt::Input,
                11 => Stmt::Wide(rng.below(3) as u8),
                _ => Stmt::Code,
            };
        }
        let sub = |rng: &mut Rng, size: usize, depth: u8| Stmt::gen_rich(rng, size, depth, max_depth, helpers);
        match rng.below(10) {
            0..=2 => {
                let n = 2 + rng.below(3) as usize;
                Stmt::Seq((0..n).map(|_| sub(rng, size / n, depth)).collect())
            }
            3 | 4 => {
                let l = size / 2;
                Stmt::If(Box::new(sub(rng, l, depth)), Box::new(sub(rng, size - l, depth)))
            }
            5 => {
                let n = 2 + rng.below(7) as usize;
                let arms = (0..n).map(|_| sub(rng, (size / n).max(1), depth)).collect();
                if depth > 0 && rng.below(2) == 0 {
                    Stmt::InvSwitch(arms)
                } else {
                    Stmt::Switch(arms)
                }
            }
            _ if depth < max_depth => Stmt::Loop(Box::new(sub(rng, size - 1, depth + 1))),
            _ => Stmt::Seq(vec![sub(rng, size / 2, depth), sub(rng, size / 2, depth)]),
        }
    }

    /// Smaller trees, for shrinking: each child alone, and each child shrunk in place.
    pub fn shrink(&self) -> Vec<Stmt> {
        let mut out = Vec::new();
        match self {
            Stmt::Code => {}
            Stmt::Break(_) | Stmt::Continue(_) | Stmt::Return | Stmt::Spin => out.push(Stmt::Code),
            Stmt::Call(_) | Stmt::Input | Stmt::Wide(_) => out.push(Stmt::Code),
            Stmt::CallRef(k) => out.extend([Stmt::Code, Stmt::Call(*k)]),
            Stmt::Mem(k) => {
                out.push(Stmt::Code);
                if *k != 0 {
                    out.push(Stmt::Mem(0));
                }
            }
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

/// The externals of generated programs: `print(int) → unit` (an effect) and
/// `input(int) → int` (its result drawn from ν).
pub const EXTERN_PRINT: ExternId = ExternId(0);
pub const EXTERN_INPUT: ExternId = ExternId(1);

/// A random program: the entry `f(n: int) → int` (`funcs[0]`) and helpers
/// `g1 … gk(n: int, d: int) → int` (`funcs[j]`), each a `Stmt` tree emitted with its
/// calls (`Stmt::Call`, `Stmt::CallRef`), memory (`Stmt::Mem`), externals
/// (`Stmt::Input`) and wide integers (`Stmt::Wide`) resolved in the program.
///
/// Every program terminates: loops count to 3; a helper clamps its depth argument to
/// 0…1 at entry; a call of a later helper passes the depth on, a call of an earlier
/// helper or of itself (recursion, direct or mutual) happens only outside loops, when
/// the depth is positive, passing it minus one; the entry passes 1. So every chain of
/// calls climbs the helpers at most twice, and the helpers have loops one deep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prog {
    pub funcs: Vec<Stmt>,
}

impl Prog {
    /// A program whose entry has about `size` statements, with 0 to 3 helpers of 2 to
    /// 6 statements.
    pub fn random(rng: &mut Rng, size: usize) -> Prog {
        let helpers = rng.below(4) as usize;
        let mut funcs = vec![Stmt::gen_rich(rng, size, 0, 3, helpers)];
        for _ in 0..helpers {
            let size = 2 + rng.below(5) as usize;
            funcs.push(Stmt::gen_rich(rng, size, 0, 1, helpers));
        }
        Prog { funcs }
    }

    /// Smaller programs, for shrinking: without the last helper (calls to it go to
    /// another), then each function shrunk.
    pub fn shrink(&self) -> Vec<Prog> {
        let mut out = Vec::new();
        if self.funcs.len() > 1 {
            out.push(Prog { funcs: self.funcs[..self.funcs.len() - 1].to_vec() });
        }
        for (i, f) in self.funcs.iter().enumerate() {
            for s in f.shrink() {
                let mut p = self.clone();
                p.funcs[i] = s;
                out.push(p);
            }
        }
        out
    }

    /// The program, every function canonical and LCSSA.
    pub fn build(&self) -> Program {
        let mut p = self.emit();
        for f in &mut p.funcs {
            crate::canon::canonicalize_function(f).expect("structured code is reducible");
        }
        p
    }

    /// The program as emitted, before canonicalization (reducible, SSA; a loop's exits
    /// may not be dedicated yet, nor its values closed).
    pub fn emit(&self) -> Program {
        let helpers = self.funcs.len().saturating_sub(1);
        let funcs = self
            .funcs
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mut e = Emitter::in_program(i, helpers);
                let entry = e.func.entry();
                let start = e.func.params()[0];
                if let Some((cur, avail)) = e.emit(s, entry, start, &mut Vec::new()) {
                    e.func.block_mut(cur).term = Terminator::Return(Operand::Reg(avail));
                }
                e.finish()
            })
            .collect();
        let externs = vec![
            crate::ir::Extern { name: "print".into(), params: vec![Type::Int], ret: Type::Unit },
            crate::ir::Extern { name: "input".into(), params: vec![Type::Int], ret: Type::Int },
        ];
        Program { funcs, externs }
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
    /// In a program (`Prog`): what calls can reach.
    ctx: Option<Ctx>,
}

/// The program around the function being emitted.
struct Ctx {
    /// This function's index: 0 is the entry `f`, `j ≥ 1` the helper `g<j>`.
    me: usize,
    /// The number of helpers.
    helpers: usize,
    /// In a helper: its depth argument, clamped to 0…1 at entry.
    depth: Option<Reg>,
}

impl Emitter {
    fn new(name: &str) -> Emitter {
        let entry = Block { name: "entry".into(), params: vec![Reg(0)], insts: Vec::new(), term: ret0() };
        let func = Function::new(name, Type::Int, entry, vec![RegData { name: "n".into(), ty: Type::Int }]);
        Emitter { func, next: 0, prefix: String::new(), ctx: None }
    }

    /// The emitter of function `me` of a program with `helpers` helpers: the entry
    /// `f(n)`, or a helper `g<me>(n, d)` whose first instruction clamps `d` to 0…1.
    fn in_program(me: usize, helpers: usize) -> Emitter {
        if me == 0 {
            let mut e = Emitter::new("f");
            e.ctx = Some(Ctx { me, helpers, depth: None });
            return e;
        }
        let entry = Block { name: "entry".into(), params: vec![Reg(0), Reg(1)], insts: Vec::new(), term: ret0() };
        let regs = vec![RegData { name: "n".into(), ty: Type::Int }, RegData { name: "d".into(), ty: Type::Int }];
        let func = Function::new(format!("g{me}"), Type::Int, entry, regs);
        let mut e = Emitter { func, next: 0, prefix: String::new(), ctx: None };
        let entry = e.func.entry();
        let d = e.inst(entry, "d", Op::Binary(BinOp::And, Operand::Reg(Reg(1)), int(1)));
        e.ctx = Some(Ctx { me, helpers, depth: Some(d) });
        e
    }

    fn reg_of(&mut self, base: &str, ty: Type) -> Reg {
        self.func.new_reg(base, ty)
    }

    fn push(&mut self, b: BlockId, dst: Option<Reg>, op: Op) {
        self.func.block_mut(b).insts.push(Inst { dst, op });
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
            Stmt::Call(c) | Stmt::CallRef(c) => {
                self.call(cur, avail, *c, matches!(s, Stmt::CallRef(_)), !loops.is_empty())
            }
            Stmt::Mem(kind) => self.memory(cur, avail, *kind),
            Stmt::Input => {
                if self.ctx.is_none() {
                    return self.emit(&Stmt::Code, cur, avail, loops);
                }
                let input = Operand::Const(Value::Ref(Callee::Extern(EXTERN_INPUT)));
                let t = self.inst(cur, "t", Op::Call(input, vec![Operand::Reg(avail)]));
                let v = self.inst(cur, "v", Op::Binary(BinOp::Add, Operand::Reg(avail), Operand::Reg(t)));
                let print = Operand::Const(Value::Ref(Callee::Extern(EXTERN_PRINT)));
                self.push(cur, None, Op::Call(print, vec![Operand::Reg(v)]));
                Some((cur, v))
            }
            Stmt::Wide(kind) => Some((cur, self.wide(cur, avail, *kind))),
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

    /// `Stmt::Call`: `v ← call g<j>(avail, d)`; a call backwards (recursion) is guarded
    /// by `d > 0`, passes `d - 1` and joins with the value unchanged.
    fn call(&mut self, cur: BlockId, avail: Reg, c: u8, through: bool, in_loop: bool) -> Option<(BlockId, Reg)> {
        let Some(ctx) = &self.ctx else { return Some((cur, self.code(cur, avail))) };
        let (me, k, depth) = (ctx.me, ctx.helpers, ctx.depth);
        if k == 0 {
            return Some((cur, self.code(cur, avail)));
        }
        let mut j = 1 + c as usize % k;
        // Recursion only outside loops (a call per iteration would multiply the work by
        // the trip count at every level of the recursion).
        if j <= me && in_loop {
            if me == k {
                return Some((cur, self.code(cur, avail)));
            }
            j = me + 1 + c as usize % (k - me);
        }
        let callee = |e: &mut Emitter, b: BlockId| -> Operand {
            let g = Callee::Func(FuncId(j as u32));
            if through {
                let ty = Type::Fn(Arc::new(FnType { params: vec![Type::Int, Type::Int], ret: Type::Int }));
                let r = e.reg_of("fp", ty);
                e.push(b, Some(r), Op::Addr(g));
                Operand::Reg(r)
            } else {
                Operand::Const(Value::Ref(g))
            }
        };
        if j > me {
            let d = depth.map_or(int(1), Operand::Reg);
            let target = callee(self, cur);
            let v = self.inst(cur, "r", Op::Call(target, vec![Operand::Reg(avail), d]));
            return Some((cur, v));
        }
        let d = depth.expect("a helper has a depth argument");
        let c = self.inst(cur, "c", Op::Binary(BinOp::Gt, Operand::Reg(d), int(0)));
        let (callb, join) = (self.block("rec"), self.block("join"));
        let v = self.reg("v");
        self.func.block_mut(join).params.push(v);
        self.func.block_mut(cur).term = Terminator::Switch {
            on: Operand::Reg(c),
            cases: vec![(Value::Bool(true), Target { block: callb, args: vec![] })],
            default: Target { block: join, args: vec![Operand::Reg(avail)] },
        };
        let d1 = self.inst(callb, "d", Op::Binary(BinOp::Sub, Operand::Reg(d), int(1)));
        let target = callee(self, callb);
        let r = self.inst(callb, "r", Op::Call(target, vec![Operand::Reg(avail), Operand::Reg(d1)]));
        self.branch(callb, join, vec![Operand::Reg(r)]);
        Some((join, v))
    }

    fn code(&mut self, cur: BlockId, avail: Reg) -> Reg {
        self.inst(cur, "v", Op::Binary(BinOp::Add, Operand::Reg(avail), int(1)))
    }

    /// `Stmt::Mem`: see its kinds.
    fn memory(&mut self, cur: BlockId, avail: Reg, kind: u8) -> Option<(BlockId, Reg)> {
        let r = |x: Reg| Operand::Reg(x);
        let bits = if kind == 2 { 128 } else { 64 };
        let a = self.inst(cur, "a", Op::Alloc(int(bits)));
        match kind % 5 {
            0 | 3 => {
                self.push(cur, None, Op::Store(r(a), r(avail), 64));
                let v = self.inst(cur, "v", Op::Load(r(a), if kind == 3 { 16 } else { 64 }));
                if kind == 0 {
                    self.push(cur, None, Op::Free(r(a)));
                }
                Some((cur, v))
            }
            1 => {
                // An 8-bit load at offset 0…63 of 64 bits: out of bounds above 56.
                self.push(cur, None, Op::Store(r(a), r(avail), 64));
                let o = self.inst(cur, "o", Op::Binary(BinOp::And, r(avail), int(63)));
                let p = self.inst(cur, "p", Op::Binary(BinOp::Add, r(a), r(o)));
                let v = self.inst(cur, "v", Op::Load(r(p), 8));
                self.push(cur, None, Op::Free(r(a)));
                Some((cur, v))
            }
            2 => {
                // An 8-bit store at offset 0…127 of 128 bits: out of bounds above 120.
                self.push(cur, None, Op::Store(r(a), int(0), 64));
                let hi = self.inst(cur, "p", Op::Binary(BinOp::Add, r(a), int(64)));
                self.push(cur, None, Op::Store(r(hi), int(0), 64));
                let o = self.inst(cur, "o", Op::Binary(BinOp::And, r(avail), int(127)));
                let p = self.inst(cur, "p", Op::Binary(BinOp::Add, r(a), r(o)));
                self.push(cur, None, Op::Store(r(p), r(avail), 8));
                let v = self.inst(cur, "v", Op::Load(r(a), 64));
                self.push(cur, None, Op::Free(r(a)));
                Some((cur, v))
            }
            _ => {
                // Freed, then read again when the value is 5 modulo 8: a use after free.
                self.push(cur, None, Op::Store(r(a), r(avail), 64));
                let v = self.inst(cur, "v", Op::Load(r(a), 32));
                self.push(cur, None, Op::Free(r(a)));
                let o = self.inst(cur, "o", Op::Binary(BinOp::And, r(avail), int(7)));
                let c = self.inst(cur, "c", Op::Binary(BinOp::Eq, r(o), int(5)));
                let (uaf, join) = (self.block("uaf"), self.block("join"));
                self.func.block_mut(cur).term = Terminator::Switch {
                    on: r(c),
                    cases: vec![(Value::Bool(true), Target { block: uaf, args: vec![] })],
                    default: Target { block: join, args: vec![] },
                };
                let _ = self.inst(uaf, "u", Op::Load(r(a), 32));
                self.branch(uaf, join, vec![]);
                Some((join, v))
            }
        }
    }

    /// `Stmt::Wide`: arithmetic through values of 70 to 130 bits, wrapped back.
    fn wide(&mut self, cur: BlockId, avail: Reg, kind: u8) -> Reg {
        let r = |x: Reg| Operand::Reg(x);
        let big = |bits: u32, plus: i64| Operand::Const(Value::Int(Int::from_big((BigInt::from(1) << bits) + plus)));
        match kind % 3 {
            0 => {
                let w = self.inst(cur, "w", Op::Binary(BinOp::Mul, r(avail), big(70, 3)));
                let x = self.inst(cur, "w", Op::Binary(BinOp::Add, r(w), big(100, -1)));
                self.inst(cur, "v", Op::Wrap { signed: true, bits: 90, arg: r(x) })
            }
            1 => {
                let w = self.inst(cur, "w", Op::Binary(BinOp::Shl, r(avail), int(65)));
                let x = self.inst(cur, "w", Op::Binary(BinOp::Xor, r(w), big(129, 12345)));
                let y = self.inst(cur, "w", Op::Wrap { signed: false, bits: 80, arg: r(x) });
                self.inst(cur, "v", Op::Binary(BinOp::Shr, r(y), int(60)))
            }
            _ => {
                let w = self.inst(cur, "w", Op::Binary(BinOp::Sub, r(avail), big(127, 0)));
                let x = self.inst(cur, "w", Op::Binary(BinOp::Div, r(w), big(64, 1)));
                self.inst(cur, "v", Op::Wrap { signed: true, bits: 64, arg: r(x) })
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

fn int(v: i64) -> Operand {
    Operand::Const(Value::int(v))
}

fn ret0() -> Terminator {
    Terminator::Return(Operand::Const(Value::int(0)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{equiv, random};
    use crate::exec::Outcome;

    /// Every generated program verifies, is canonical and LCSSA, and every random run
    /// of every function halts (a value or a program error) within the fuzzer's fuel
    /// (20,000 units); and the programs really have what the generator promises.
    #[test]
    fn generated_programs_verify_and_terminate() {
        let mut seen = std::collections::BTreeMap::<&str, usize>::new();
        for seed in 0..300u64 {
            let mut rng = Rng::new(seed);
            let size = 3 + rng.below(20) as usize;
            let prog = Prog::random(&mut rng, size);
            let p = prog.build();
            let errors = crate::verify::verify_program(&p, None);
            assert!(errors.is_empty(), "seed {seed}: {}\n{prog:?}", errors[0]);
            let errors = crate::verify::verify_canonical(&p);
            assert!(errors.is_empty(), "seed {seed}: {}\n{prog:?}", errors[0]);
            for f in &p.funcs {
                let text = crate::format::paper::function(&p, f);
                for (key, what) in [
                    ("call", "a call"),
                    ("alloc", "an allocation"),
                    ("free", "a free"),
                    ("input", "an external call"),
                    ("1267650600228229401496703205375", "an integer beyond 64 bits"),
                ] {
                    if text.contains(key) {
                        *seen.entry(what).or_default() += 1;
                    }
                }
                if f.blocks().any(|(_, b)| b.insts.iter().any(|i| matches!(i.op, Op::Addr(_)))) {
                    *seen.entry("a call through a register").or_default() += 1;
                }
                let rec = f.blocks().any(|(_, b)| {
                    b.insts.iter().any(|i| match &i.op {
                        Op::Call(Operand::Const(Value::Ref(Callee::Func(g))), _) => {
                            g.index() <= p.funcs.iter().position(|x| x.name == f.name).unwrap()
                        }
                        _ => false,
                    })
                });
                if rec {
                    *seen.entry("recursion").or_default() += 1;
                }
                let fuel = crate::check::fuzz::FUEL;
                let runs = random::runs(&p, &f.name, 3, seed, fuel).expect("int parameters");
                for r in &runs {
                    let e = equiv::execute(&p, r, fuel).unwrap();
                    match &e.outcome {
                        Outcome::Halt(_) => *seen.entry("a halt").or_default() += 1,
                        Outcome::HaltEx(_) => *seen.entry("a program error").or_default() += 1,
                        Outcome::Incomplete(i) => {
                            panic!("seed {seed}: {} does not terminate: {i:?}\n{prog:?}", r.label())
                        }
                    }
                }
            }
            let f0 = p.func(FuncId(0));
            let cfg = crate::analysis::Cfg::compute(f0);
            let dom = crate::analysis::DomTree::from_cfg(&cfg);
            let forest = crate::analysis::LoopForest::compute(f0, &cfg, &dom).unwrap();
            if forest.loops().any(|(_, l)| l.exits.len() >= 2) {
                *seen.entry("a loop with several exits").or_default() += 1;
            }
        }
        for what in [
            "a call",
            "a call through a register",
            "recursion",
            "an allocation",
            "a free",
            "an external call",
            "an integer beyond 64 bits",
            "a halt",
            "a program error",
            "a loop with several exits",
        ] {
            assert!(seen.get(what).copied().unwrap_or(0) >= 10, "{what} is rare: {seen:?}");
        }
    }

    /// `Stmt::random` draws as it always did: the benchmarks' inputs do not change.
    #[test]
    fn the_old_generator_is_unchanged() {
        let f = Stmt::random(&mut Rng::new(7), 30, 3).build("f");
        let text = crate::format::write_program(&Program { funcs: vec![f], externs: vec![] });
        assert!(!text.contains("Alloc") && !text.contains("Call"));
    }

    /// Shrinking a program gives smaller programs that still build and verify.
    #[test]
    fn shrunk_programs_verify() {
        let prog = Prog::random(&mut Rng::new(11), 12);
        for p in prog.shrink().into_iter().take(60) {
            let built = p.build();
            assert!(crate::verify::verify_program(&built, None).is_empty(), "{p:?}");
        }
    }
}
