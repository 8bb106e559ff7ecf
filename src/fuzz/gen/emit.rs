//! Emission of a `Stmt` tree as a Waddle function: blocks, loops with a preheader,
//! a unique latch and dedicated exits, values closed inside their loops.

use super::{Guard, Stmt, EXTERN_INPUT, EXTERN_PRINT};
use crate::ir::{
    BinOp, Block, BlockId, Callee, FnType, FuncId, Function, Inst, Int, Op, Operand, Reg, RegData, Target, Terminator,
    Type, Value,
};
use num_bigint::BigInt;
use std::sync::Arc;

pub(super) struct LoopCtx {
    header: BlockId,
    /// The latch, created on first use.
    latch: Option<BlockId>,
    /// The block after the loop, with its predecessors so far.
    after: BlockId,
    after_used: bool,
    counter: Reg,
    /// The preheader, and the value in scope before the loop (which no iteration
    /// changes).
    pre: BlockId,
    outer: Reg,
}

pub(super) struct Emitter {
    pub(super) func: Function,
    pub(super) next: usize,
    /// Prefix of generated block names.
    pub(super) prefix: String,
    /// In a program (`Prog`): what calls can reach.
    ctx: Option<Ctx>,
    /// The `Stmt::Array`s around the statement being emitted, innermost last.
    arrays: Vec<Reg>,
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
    pub(super) fn new(name: &str) -> Emitter {
        let entry = Block { name: "entry".into(), params: vec![Reg(0)], insts: Vec::new(), term: ret0() };
        let func = Function::new(name, Type::Int, entry, vec![RegData { name: "n".into(), ty: Type::Int }]);
        Emitter { func, next: 0, prefix: String::new(), ctx: None, arrays: Vec::new() }
    }

    /// The emitter of function `me` of a program with `helpers` helpers: the entry
    /// `f(n)`, or a helper `g<me>(n, d)` whose first instruction clamps `d` to 0…1.
    pub(super) fn in_program(me: usize, helpers: usize) -> Emitter {
        if me == 0 {
            let mut e = Emitter::new("f");
            e.ctx = Some(Ctx { me, helpers, depth: None });
            return e;
        }
        let entry = Block { name: "entry".into(), params: vec![Reg(0), Reg(1)], insts: Vec::new(), term: ret0() };
        let regs = vec![RegData { name: "n".into(), ty: Type::Int }, RegData { name: "d".into(), ty: Type::Int }];
        let func = Function::new(format!("g{me}"), Type::Int, entry, regs);
        let mut e = Emitter { func, next: 0, prefix: String::new(), ctx: None, arrays: Vec::new() };
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
    pub(super) fn emit(
        &mut self,
        s: &Stmt,
        cur: BlockId,
        avail: Reg,
        loops: &mut Vec<LoopCtx>,
    ) -> Option<(BlockId, Reg)> {
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
                let inverted = matches!(s, Stmt::InvSwitch(_));
                self.emit_switch(arms, inverted, cur, avail, loops)
            }
            Stmt::Loop(body) => self.emit_loop(body, cur, avail, loops),
            Stmt::Spin => self.emit_spin(cur, avail),
            Stmt::Call(c) | Stmt::CallRef(c) => {
                self.call(cur, avail, *c, matches!(s, Stmt::CallRef(_)), !loops.is_empty())
            }
            Stmt::Mem(kind) => self.memory(cur, avail, *kind),
            Stmt::Array(body) => self.array(body, cur, avail, loops),
            Stmt::Cell(kind) => Some(self.cell(cur, avail, *kind)),
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
            Stmt::Retest => Some(self.retest(cur, avail)),
            Stmt::Wide(kind) => Some((cur, self.wide(cur, avail, *kind))),
            Stmt::Float(kind) => Some(self.float(cur, avail, *kind)),
            Stmt::Guard(kind) => Some(match Guard::of(*kind) {
                g @ (Guard::Division | Guard::Load) => {
                    let around = loops.last().map(|l| (l.pre, l.outer));
                    self.guarded_invariant(cur, avail, around, g == Guard::Load)
                }
                g if g.uses_memory() => self.guarded_memory(cur, avail, g),
                g => self.guarded(cur, avail, g),
            }),
            Stmt::Break(k) | Stmt::Continue(k) if (*k as usize) < loops.len() => {
                self.emit_jump(matches!(s, Stmt::Break(_)), *k, cur, loops)
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

    /// `Stmt::Switch` and `Stmt::InvSwitch` (on the parameter): a switch on a value
    /// modulo the number of arms, each arm emitted in its own block, then joined.
    fn emit_switch(
        &mut self,
        arms: &[Stmt],
        inverted: bool,
        cur: BlockId,
        avail: Reg,
        loops: &mut Vec<LoopCtx>,
    ) -> Option<(BlockId, Reg)> {
        let m = if inverted {
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

    /// `Stmt::Loop`: a preheader, a header counting three iterations, the body, a
    /// latch, and a dedicated exit to the block after the loop.
    fn emit_loop(&mut self, body: &Stmt, cur: BlockId, avail: Reg, loops: &mut Vec<LoopCtx>) -> Option<(BlockId, Reg)> {
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
        loops.push(LoopCtx { header: h, latch: None, after, after_used: true, counter: i, pre: ph, outer: avail });
        let end = self.emit(body, first, i, loops);
        if let Some((e, _)) = end {
            let l = self.latch(loops.len() - 1, loops);
            self.branch(e, l, vec![]);
        }
        let ctx = loops.pop().expect("pushed above");
        let _ = ctx.header;
        Some((ctx.after, avail)).filter(|_| ctx.after_used)
    }

    /// `Stmt::Spin`: a self-loop of three iterations.
    fn emit_spin(&mut self, cur: BlockId, avail: Reg) -> Option<(BlockId, Reg)> {
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

    /// `Stmt::Break(k)` or `Stmt::Continue(k)` of the `k`-th enclosing loop: control
    /// does not fall through.
    fn emit_jump(&mut self, is_break: bool, k: u8, cur: BlockId, loops: &mut [LoopCtx]) -> Option<(BlockId, Reg)> {
        let idx = loops.len() - 1 - k as usize;
        if !is_break && k == 0 {
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

    /// `Stmt::Array`: `a ← alloc(256)`, cell k written with the value + k, the tree,
    /// then cell 0 added to the value and the array freed.
    fn array(&mut self, body: &Stmt, cur: BlockId, avail: Reg, loops: &mut Vec<LoopCtx>) -> Option<(BlockId, Reg)> {
        let r = |x: Reg| Operand::Reg(x);
        let a = self.inst(cur, "a", Op::Alloc(int(8 * 32)));
        for k in 0..8 {
            let v = self.inst(cur, "v", Op::Binary(BinOp::Add, r(avail), int(k)));
            let p = self.inst(cur, "p", Op::Binary(BinOp::Add, r(a), int(32 * k)));
            self.push(cur, None, Op::Store(r(p), r(v), 32));
        }
        self.arrays.push(a);
        let end = self.emit(body, cur, avail, loops);
        self.arrays.pop();
        let (cur, v) = end?;
        let x = self.inst(cur, "x", Op::Load(r(a), 32));
        self.push(cur, None, Op::Free(r(a)));
        Some((cur, self.inst(cur, "v", Op::Binary(BinOp::Add, r(v), r(x)))))
    }

    /// `Stmt::Cell`: see its kinds. Returns the open block and the value.
    fn cell(&mut self, cur: BlockId, avail: Reg, kind: u8) -> (BlockId, Reg) {
        let r = |x: Reg| Operand::Reg(x);
        let Some(&a) = self.arrays.last() else { return (cur, self.code(cur, avail)) };
        let at = |e: &mut Emitter| {
            let k = e.inst(cur, "k", Op::Binary(BinOp::And, r(avail), int(7)));
            let o = e.inst(cur, "o", Op::Binary(BinOp::Mul, r(k), int(32)));
            e.inst(cur, "p", Op::Binary(BinOp::Add, r(a), r(o)))
        };
        match kind % 4 {
            0 => {
                let p = at(self);
                let x = self.inst(cur, "x", Op::Load(r(p), 32));
                (cur, self.inst(cur, "v", Op::Binary(BinOp::Add, r(avail), r(x))))
            }
            1 => {
                let p = at(self);
                self.push(cur, None, Op::Store(r(p), r(avail), 32));
                (cur, self.code(cur, avail))
            }
            2 => {
                let x = self.inst(cur, "x", Op::Load(r(a), 32));
                let y = self.inst(cur, "v", Op::Binary(BinOp::Add, r(x), r(avail)));
                self.push(cur, None, Op::Store(r(a), r(y), 32));
                (cur, self.code(cur, avail))
            }
            _ => {
                let p = self.inst(cur, "p", Op::Binary(BinOp::Add, r(a), int(96)));
                let x = self.inst(cur, "x", Op::Load(r(p), 32));
                (cur, self.inst(cur, "v", Op::Binary(BinOp::Add, r(avail), r(x))))
            }
        }
    }

    /// `v and 7 = 5`, a condition true on one input in eight (never inside a loop,
    /// whose value is the counter 0…2).
    fn one_in_eight(&mut self, cur: BlockId, avail: Reg) -> Reg {
        let o = self.inst(cur, "o", Op::Binary(BinOp::And, Operand::Reg(avail), int(7)));
        self.inst(cur, "c", Op::Binary(BinOp::Eq, Operand::Reg(o), int(5)))
    }

    /// Ends `cur` in `switch c (true ↦ side()) join(default…)`: returns the side block
    /// (for the caller to fill and branch to the join) and the join, whose parameters
    /// (one per default argument) are returned too.
    fn one_side(&mut self, cur: BlockId, c: Reg, role: &str, default: Vec<Operand>) -> (BlockId, BlockId, Vec<Reg>) {
        let (side, join) = (self.block(role), self.block("join"));
        let params: Vec<Reg> = default.iter().map(|_| self.reg("v")).collect();
        self.func.block_mut(join).params.extend(params.iter().copied());
        self.func.block_mut(cur).term = Terminator::Switch {
            on: Operand::Reg(c),
            cases: vec![(Value::Bool(true), Target { block: side, args: vec![] })],
            default: Target { block: join, args: default },
        };
        (side, join, params)
    }

    /// `Guard::Division` and `Guard::Load`: `switch d ≠ 0 (true ↦ q ← div(1009, d))`,
    /// or `(true ↦ x ← load64(a))` with `a` written, then forgotten when `d = 0`; `d` is
    /// the value's low two bits. Inside a loop, `d` and `a` are computed in the
    /// innermost loop's preheader (`around`) from the value before the loop, so no
    /// loop changes them: hoisting the division or the load out of the loop is right
    /// only with its test. (The allocation is not freed: a leak, as `Mem(3)`.)
    fn guarded_invariant(
        &mut self,
        cur: BlockId,
        avail: Reg,
        around: Option<(BlockId, Reg)>,
        load: bool,
    ) -> (BlockId, Reg) {
        let r = |x: Reg| Operand::Reg(x);
        let (at, of) = around.unwrap_or((cur, avail));
        let d = self.inst(at, "d", Op::Binary(BinOp::And, r(of), int(3)));
        let op = if load {
            let z = self.inst(at, "c", Op::Binary(BinOp::Eq, r(d), int(0)));
            let a = self.inst(at, "a", Op::Alloc(int(64)));
            self.push(at, None, Op::Store(r(a), r(of), 64));
            self.push(at, None, Op::Forget(r(a), r(z), 64));
            Op::Load(r(a), 64)
        } else {
            Op::Binary(BinOp::Div, int(1009), r(d))
        };
        let c = self.inst(cur, "c", Op::Binary(BinOp::Ne, r(d), int(0)));
        let (g, join, params) = self.one_side(cur, c, "guard", vec![r(avail)]);
        let q = self.inst(g, "q", op);
        let v = self.inst(g, "v", Op::Binary(BinOp::Add, r(avail), r(q)));
        self.branch(g, join, vec![r(v)]);
        (join, params[0])
    }

    /// `Stmt::Guard` without memory: a division by zero on some inputs, `fail`,
    /// `exit`. Returns the open block and the value.
    fn guarded(&mut self, cur: BlockId, avail: Reg, kind: Guard) -> (BlockId, Reg) {
        let r = |x: Reg| Operand::Reg(x);
        match kind {
            Guard::DivisionByZero => {
                let o = self.inst(cur, "o", Op::Binary(BinOp::And, r(avail), int(7)));
                let d = self.inst(cur, "d", Op::Binary(BinOp::Sub, r(o), int(5)));
                let q = self.inst(cur, "q", Op::Binary(BinOp::Div, r(avail), r(d)));
                (cur, self.inst(cur, "v", Op::Binary(BinOp::Add, r(avail), r(q))))
            }
            Guard::Fail => {
                let c = self.one_in_eight(cur, avail);
                self.push(cur, None, Op::Fail(r(c), int(7)));
                (cur, avail)
            }
            _ => {
                let c = self.one_in_eight(cur, avail);
                let (x, join, _) = self.one_side(cur, c, "exit", vec![]);
                self.push(x, None, Op::Exit(r(avail)));
                self.branch(x, join, vec![]);
                (join, avail)
            }
        }
    }

    /// `Stmt::Guard` on memory: each error outcome of memory on one input in eight (or
    /// at offsets out of bounds). Returns the open block and the value.
    fn guarded_memory(&mut self, cur: BlockId, avail: Reg, kind: Guard) -> (BlockId, Reg) {
        let r = |x: Reg| Operand::Reg(x);
        match kind {
            Guard::Uninitialised => {
                // 128 bits, the low half written; the high half read on one path.
                let a = self.inst(cur, "a", Op::Alloc(int(128)));
                self.push(cur, None, Op::Store(r(a), r(avail), 64));
                let c = self.one_in_eight(cur, avail);
                let (u, join, params) = self.one_side(cur, c, "uninit", vec![r(avail)]);
                let p = self.inst(u, "p", Op::Binary(BinOp::Add, r(a), int(64)));
                let x = self.inst(u, "x", Op::Load(r(p), 64));
                self.branch(u, join, vec![r(x)]);
                self.push(join, None, Op::Free(r(a)));
                (join, params[0])
            }
            Guard::DoubleFree => {
                let a = self.inst(cur, "a", Op::Alloc(int(64)));
                self.push(cur, None, Op::Store(r(a), r(avail), 64));
                let v = self.inst(cur, "v", Op::Load(r(a), 32));
                self.push(cur, None, Op::Free(r(a)));
                let c = self.one_in_eight(cur, avail);
                let (twice, join, _) = self.one_side(cur, c, "twice", vec![]);
                self.push(twice, None, Op::Free(r(a)));
                self.branch(twice, join, vec![]);
                (join, v)
            }
            Guard::NegativeSize => {
                let c = self.one_in_eight(cur, avail);
                let n = self.inst(cur, "s", Op::Select(r(c), int(-8), int(64)));
                let a = self.inst(cur, "a", Op::Alloc(r(n)));
                self.push(cur, None, Op::Store(r(a), r(avail), 64));
                let v = self.inst(cur, "v", Op::Load(r(a), 16));
                self.push(cur, None, Op::Free(r(a)));
                (cur, v)
            }
            Guard::Forget => {
                // 8 bits forgotten at offset 0…63 of 64 (out of bounds above 56) when
                // the value is 5 modulo 8; the whole read back by `tryload`.
                let a = self.inst(cur, "a", Op::Alloc(int(64)));
                self.push(cur, None, Op::Store(r(a), r(avail), 64));
                let o = self.inst(cur, "o", Op::Binary(BinOp::And, r(avail), int(63)));
                let p = self.inst(cur, "p", Op::Binary(BinOp::Add, r(a), r(o)));
                let c = self.one_in_eight(cur, avail);
                self.push(cur, None, Op::Forget(r(p), r(c), 8));
                let t = self.inst(cur, "t", Op::TryLoad(r(a), 64));
                self.push(cur, None, Op::Free(r(a)));
                (cur, self.inst(cur, "v", Op::Binary(BinOp::Add, r(avail), r(t))))
            }
            _ => {
                // 32 bits written; 8 read at offset 0…63 of 64: never-written bits read
                // as 0, out of bounds above 56.
                let a = self.inst(cur, "a", Op::Alloc(int(64)));
                self.push(cur, None, Op::Store(r(a), r(avail), 32));
                let o = self.inst(cur, "o", Op::Binary(BinOp::And, r(avail), int(63)));
                let p = self.inst(cur, "p", Op::Binary(BinOp::Add, r(a), r(o)));
                let t = self.inst(cur, "t", Op::TryLoad(r(p), 8));
                self.push(cur, None, Op::Free(r(a)));
                (cur, self.inst(cur, "v", Op::Binary(BinOp::Add, r(avail), r(t))))
            }
        }
    }

    /// `Stmt::Float`: the value's bits as a binary64, through `fadd`, `fmul` and `fdiv`;
    /// kind 1 compares the square with 100 (`flt`) and subtracts 0.25 on one side, the
    /// two sides joining with a block parameter. Returns the open block and the value.
    fn float(&mut self, cur: BlockId, avail: Reg, kind: u8) -> (BlockId, Reg) {
        let r = |x: Reg| Operand::Reg(x);
        let f = |x: f64| Operand::Const(Value::int(x.to_bits() as i64));
        let x = self.inst(cur, "x", Op::Binary(BinOp::FAdd, r(avail), f(1.5)));
        let y = self.inst(cur, "x", Op::Binary(BinOp::FMul, r(x), r(x)));
        if kind % 2 == 0 {
            return (cur, self.inst(cur, "v", Op::Binary(BinOp::FDiv, r(y), f(3.0))));
        }
        let c = self.inst(cur, "c", Op::Binary(BinOp::FLt, r(y), f(100.0)));
        let (small, join) = (self.block("small"), self.block("join"));
        let v = self.reg("v");
        self.func.block_mut(join).params.push(v);
        let d = self.inst(small, "x", Op::Binary(BinOp::FSub, r(y), f(0.25)));
        self.branch(small, join, vec![r(d)]);
        self.func.block_mut(cur).term = Terminator::Switch {
            on: r(c),
            cases: vec![(Value::Bool(true), Target { block: small, args: vec![] })],
            default: Target { block: join, args: vec![r(y)] },
        };
        (join, v)
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

    /// `Stmt::Retest`: `c ← v > 2`, arms passing `true` and `false` to the join `k`,
    /// which switches on `k` to arms passing `v + 3` and `v` to the block after. The
    /// `true` arm gets there through a switch on `q ← move(true)` whose other target is
    /// dead (what a propagated constant leaves: if simplification deletes it).
    fn retest(&mut self, cur: BlockId, avail: Reg) -> (BlockId, Reg) {
        let c = self.inst(cur, "c", Op::Binary(BinOp::Gt, Operand::Reg(avail), int(2)));
        let (t, dead, f, j) = (self.block("then"), self.block("dead"), self.block("else"), self.block("retest"));
        let k = self.func.new_reg("k", Type::Bool);
        self.func.block_mut(j).params.push(k);
        let (yes, no) = (Operand::Const(Value::Bool(true)), Operand::Const(Value::Bool(false)));
        let test = |on: Reg, t: Target, f: Target| Terminator::Switch {
            on: Operand::Reg(on),
            cases: vec![(Value::Bool(true), t)],
            default: f,
        };
        let to = |block: BlockId, args: Vec<Operand>| Target { block, args };
        self.func.block_mut(cur).term = test(c, to(t, vec![]), to(f, vec![]));
        let q = self.func.new_reg("q", Type::Bool);
        self.push(t, Some(q), Op::Move(yes.clone()));
        self.func.block_mut(t).term = test(q, to(j, vec![yes]), to(dead, vec![]));
        self.branch(dead, j, vec![no.clone()]);
        self.branch(f, j, vec![no]);
        let (t2, f2, after) = (self.block("then"), self.block("else"), self.block("join"));
        self.func.block_mut(j).term = test(k, to(t2, vec![]), to(f2, vec![]));
        let w = self.inst(t2, "v", Op::Binary(BinOp::Add, Operand::Reg(avail), int(3)));
        let r = self.reg("r");
        self.func.block_mut(after).params.push(r);
        self.branch(t2, after, vec![Operand::Reg(w)]);
        self.branch(f2, after, vec![Operand::Reg(avail)]);
        (after, r)
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
    pub(super) fn finish(mut self) -> Function {
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
