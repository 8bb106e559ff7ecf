//! The decoder: each function translated once into a flat array of instructions
//! (`FuncCode`) with registers and small constants resolved, the steps of an imported
//! Bril instruction paired into one dispatch, and every jump in its shortest form.
//!
//! Register indices in decoded instructions are `Slot`s, which only this module
//! makes: every `Slot` a `FuncCode` holds is below its `regs` (the last pass of
//! `FuncCode::new` turns an instruction with any other index into `Ins::Slow`, and
//! `FuncCode::jump` refuses such a parameter write). `slots.rs` relies on it.

use crate::exec::rule::Rule;
use crate::exec::step::small_op;
use crate::ir::{
    BinOp, BlockId, Callee, ExternId, FuncId, Function, Inst, Int, Op, Operand, Program, Reg, Target, Terminator, Type,
    UnOp, Value,
};

/// A register index of a decoded function, below the function's register count.
/// Only this module makes one (the field is private), and it hands out only those
/// below the `regs` of the `FuncCode` holding them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Slot(u32);

impl Slot {
    /// The index into the frame's register array.
    #[inline(always)]
    pub(super) fn index(self) -> usize {
        self.0 as usize
    }
}

/// A program translated for the engine: one `FuncCode` per function.
pub struct Code {
    pub(super) funcs: Vec<FuncCode>,
}

/// A function's blocks laid end to end: block `b` starts at `start[b]`, its
/// instructions then its terminator, one `Ins` each (the program position of `code[pc]`
/// is `pos[pc]`).
pub(super) struct FuncCode {
    /// The function's number of registers: every register index below is less.
    pub(super) regs: usize,
    pub(super) code: Vec<Ins>,
    pub(super) pos: Vec<(BlockId, u32)>,
    pub(super) start: Vec<u32>,
    pub(super) targets: Vec<Jump>,
    /// Parameter writes from registers, `(parameter, source)`.
    pub(super) reg_moves: Vec<(Slot, Slot)>,
    /// Parameter writes of constants.
    pub(super) lit_moves: Vec<(Slot, Lit)>,
    pub(super) calls: Vec<CallSite>,
    /// The calls of externals.
    pub(super) externs: Vec<ExternSite>,
    /// The two operands of each `select`.
    pub(super) selects: Vec<[Src; 2]>,
    /// The constants beyond a machine word that comparisons read (`Ins::CmpFar`).
    pub(super) fars: Vec<Int>,
}

/// An operand of a `select`: a register, a constant that owns no heap memory, or a
/// constant left to `step` (a big integer) when it is the one selected.
#[derive(Clone, Copy, Debug)]
pub(super) enum Src {
    Reg(Slot),
    Lit(Lit),
    Slow,
}

/// A call of an external: its destination, the external and the arguments, every
/// register among them below the function's register count.
pub(super) struct ExternSite {
    pub(super) dst: Option<Reg>,
    pub(super) ext: ExternId,
    pub(super) args: Box<[ExternArg]>,
    /// The external returns unit into no register (a streamed run takes such a call
    /// in the engine, `call::stream_extern`).
    pub(super) plain: bool,
}

/// An argument of a call of an external.
pub(super) enum ExternArg {
    Reg(Slot),
    Const(Value),
}

/// A call's destination and arguments, as in the program, and what an in-place call
/// needs to know of the callee.
pub(super) struct CallSite {
    pub(super) dst: Option<Reg>,
    pub(super) args: Box<[Operand]>,
    /// The callee's number of registers.
    pub(super) callee_regs: usize,
    /// As many arguments as the callee has parameters, each parameter a register of
    /// the callee.
    pub(super) fits: bool,
}

/// A branch target: the first instruction of the block and the parameter writes,
/// `reg_moves[regs]` then `lit_moves[lits]`. Writing the registers' first is the
/// parallel move too: `FuncCode::jump` made sure that no argument reads a parameter
/// written before it, and the constants read nothing.
#[derive(Clone, Debug)]
pub(super) struct Jump {
    pub(super) pc: u32,
    pub(super) regs: (u32, u32),
    pub(super) lits: (u32, u32),
}

/// A constant that owns no heap memory.
#[derive(Clone, Copy, Debug)]
pub(super) enum Lit {
    Int(i64),
    Bool(bool),
    Unit,
}

impl Lit {
    fn of(v: &Value) -> Option<Lit> {
        match v {
            Value::Int(i) => i.to_i64().map(Lit::Int),
            Value::Bool(b) => Some(Lit::Bool(*b)),
            Value::Unit => Some(Lit::Unit),
            Value::Ref(_) => None,
        }
    }

    #[inline(always)]
    pub(super) fn value(self) -> Value {
        match self {
            Lit::Int(x) => Value::int(x),
            Lit::Bool(b) => Value::Bool(b),
            Lit::Unit => Value::Unit,
        }
    }
}

/// A decoded instruction. Registers are indices into the frame's γ.
#[derive(Clone, Copy, Debug)]
pub(super) enum Ins {
    /// Taken by `step`.
    Slow,
    /// `dst ← a op b` on registers.
    BinRR { op: BinOp, dst: Slot, a: Slot, b: Slot },
    /// `dst ← a op k`.
    BinRK { op: BinOp, dst: Slot, a: Slot, k: i64 },
    /// `dst ← k op b`.
    BinKR { op: BinOp, dst: Slot, k: i64, b: Slot },
    /// `dst ← a`.
    Move { dst: Slot, a: Slot },
    /// `dst ← not(a)` of a boolean or a machine word.
    Not { dst: Slot, a: Slot },
    /// `dst ← k op k'` (Rule `E-Op`) or `dst ← k` (`E-Move`) on constants: the
    /// result, computed once.
    Lit { dst: Slot, v: Lit, rule: Rule },
    /// `storeN(a, k)`, `1 ≤ N ≤ 64`, result discarded.
    StoreK { a: Slot, k: i64, bits: u32 },
    /// `dst ← wrap{s,u}N(a)`, `1 ≤ N ≤ 64`.
    Wrap { dst: Slot, a: Slot, signed: bool, bits: u32 },
    /// `dst ← loadN(a)`, `1 ≤ N ≤ 64`.
    Load { dst: Slot, a: Slot, bits: u32 },
    /// `t ← load64(a); dst ← wraps64(t)`: two steps (an imported Bril `load`).
    LoadW { t: Slot, dst: Slot, a: Slot },
    /// `storeN(a, v)`, `1 ≤ N ≤ 64`, result discarded.
    Store { a: Slot, v: Slot, bits: u32 },
    /// `branch targets[t]`, or a switch on a constant, whose target is known (`rule`
    /// says which).
    Jump { t: u32, rule: Rule },
    /// A `Jump` to the instruction `pc` that writes no parameter (`targets[t]` has no
    /// moves): no table to read.
    Goto { pc: u32, rule: Rule },
    /// A `Jump` to `pc` whose only parameter write is `p ← r`, from a register
    /// (`targets[t]`, for the values the inline path does not take).
    Jump1 { t: u32, pc: u32, p: Slot, r: Slot, rule: Rule },
    /// A `Jump` to `pc` whose only parameter writes are `p0 ← r0` then `p1 ← r1`
    /// (`FuncCode::jump` made sure `r1` is not `p0`): a loop's back edge with two
    /// loop-carried registers.
    Jump2 { t: u32, pc: u32, p0: Slot, r0: Slot, p1: Slot, r1: Slot, rule: Rule },
    /// `switch on (when ↦ targets[yes]) targets[no]` on a boolean.
    SwitchBool { on: Slot, when: bool, yes: u32, no: u32 },
    // The pairs below have one form per operation, so that the dispatch selects the
    // operation too, with no second jump on the operation inside the arm.
    /// `dst ← tryloadN(a)`, `1 ≤ N ≤ 64`: the bits (never written: 0), or -1 when
    /// some bit is poisoned (E-TryLoad, E-TryLoad-Poison).
    TryLoad { dst: Slot, a: Slot, bits: u32 },
    /// `forgetN(a, c)`, `1 ≤ N ≤ 64`, result discarded (E-Forget).
    Forget { a: Slot, c: Slot, bits: u32 },
    /// `fail(c, n)`, result discarded: E-Fail-Skip when `c` is false (`step` halts
    /// the run when it is true).
    Fail { c: Slot },
    /// `dst ← select(c, v₁, v₂)`, the operands `selects[site]` (E-Select).
    Select { dst: Slot, c: Slot, site: u32 },
    /// `dst ← a op k`, `op` a comparison and `k = fars[k]` a constant beyond a
    /// machine word (E-Op; `binary_general`'s charge for its digits).
    CmpFar { op: BinOp, dst: Slot, a: Slot, k: u32 },
    /// `t ← a add b; dst ← wraps64(t)`: two steps in one dispatch (an imported Bril
    /// `add` is this pair); `SubRRW`, `MulRRW`, `DivRRW` the same for `sub`, `mul`, `div`.
    AddRRW { t: Slot, dst: Slot, a: Slot, b: Slot },
    /// `t ← a sub b; dst ← wraps64(t)`.
    SubRRW { t: Slot, dst: Slot, a: Slot, b: Slot },
    /// `t ← a mul b; dst ← wraps64(t)`.
    MulRRW { t: Slot, dst: Slot, a: Slot, b: Slot },
    /// `t ← a div b; dst ← wraps64(t)`.
    DivRRW { t: Slot, dst: Slot, a: Slot, b: Slot },
    /// `t ← a add k; dst ← wraps64(t)`.
    AddRKW { t: Slot, dst: Slot, a: Slot, k: i64 },
    /// `t ← a sub k; dst ← wraps64(t)`.
    SubRKW { t: Slot, dst: Slot, a: Slot, k: i64 },
    /// `t ← a mul k; dst ← wraps64(t)`.
    MulRKW { t: Slot, dst: Slot, a: Slot, k: i64 },
    /// `t ← a div k; dst ← wraps64(t)`.
    DivRKW { t: Slot, dst: Slot, a: Slot, k: i64 },
    /// `c ← a lt b` then the block's terminator `switch c (when ↦ targets[yes])
    /// targets[no]`: two steps in one dispatch; `Le`…`Ne` the same for the other
    /// comparisons.
    LtRRBr { c: Slot, a: Slot, b: Slot, when: bool, yes: u32, no: u32 },
    /// `c ← a le b` then the switch.
    LeRRBr { c: Slot, a: Slot, b: Slot, when: bool, yes: u32, no: u32 },
    /// `c ← a gt b` then the switch.
    GtRRBr { c: Slot, a: Slot, b: Slot, when: bool, yes: u32, no: u32 },
    /// `c ← a ge b` then the switch.
    GeRRBr { c: Slot, a: Slot, b: Slot, when: bool, yes: u32, no: u32 },
    /// `c ← a eq b` then the switch.
    EqRRBr { c: Slot, a: Slot, b: Slot, when: bool, yes: u32, no: u32 },
    /// `c ← a ne b` then the switch.
    NeRRBr { c: Slot, a: Slot, b: Slot, when: bool, yes: u32, no: u32 },
    /// `c ← a lt k` then the switch.
    LtRKBr { c: Slot, a: Slot, k: i64, when: bool, yes: u32, no: u32 },
    /// `c ← a le k` then the switch.
    LeRKBr { c: Slot, a: Slot, k: i64, when: bool, yes: u32, no: u32 },
    /// `c ← a gt k` then the switch.
    GtRKBr { c: Slot, a: Slot, k: i64, when: bool, yes: u32, no: u32 },
    /// `c ← a ge k` then the switch.
    GeRKBr { c: Slot, a: Slot, k: i64, when: bool, yes: u32, no: u32 },
    /// `c ← a eq k` then the switch.
    EqRKBr { c: Slot, a: Slot, k: i64, when: bool, yes: u32, no: u32 },
    /// `c ← a ne k` then the switch.
    NeRKBr { c: Slot, a: Slot, k: i64, when: bool, yes: u32, no: u32 },
    /// `call(ref g, …)` of a defined function, its destination and arguments in
    /// `calls[site]`.
    Call { callee: u32, site: u32 },
    /// `call(ref ê, …)` of an external (a Bril `print`), `externs[site]`.
    CallExtern { site: u32 },
    /// `t ← i * k; dst ← p + t`: two steps in one dispatch (an imported Bril `ptradd`).
    Index { t: Slot, dst: Slot, i: Slot, k: i64, p: Slot },
    /// `t ← i * 64; q ← p + t; v ← load64(q); dst ← wraps64(v)`: four steps in one
    /// dispatch (an imported Bril `ptradd` and the `load` from its result).
    IndexLoadW { t: Slot, q: Slot, v: Slot, dst: Slot, i: Slot, p: Slot },
    /// `return a`, taken by `step::leave` when there is a frame to return to.
    Return { a: Slot },
    /// `return k` of a constant that owns no heap memory (`()`, a boolean, a word).
    ReturnLit { v: Lit },
}

/// The form of `op` among `[Op: Form, …]`, built from the fields given, or `other`.
macro_rules! per_op {
    ($op:expr, $other:expr, [$($o:ident: $form:ident),*] $fields:tt) => {
        match $op {
            $(BinOp::$o => Ins::$form $fields,)*
            _ => $other,
        }
    };
}

impl Ins {
    /// The registers the instruction reads or writes (its targets' parameters are
    /// `FuncCode::jump`'s to check).
    fn registers(&self) -> Vec<Slot> {
        match *self {
            Ins::Slow
            | Ins::Jump { .. }
            | Ins::Goto { .. }
            | Ins::Call { .. }
            | Ins::CallExtern { .. }
            | Ins::ReturnLit { .. } => vec![],
            Ins::Jump1 { p, r, .. } => vec![p, r],
            Ins::Jump2 { p0, r0, p1, r1, .. } => vec![p0, r0, p1, r1],
            Ins::BinRR { dst, a, b, .. } => vec![dst, a, b],
            Ins::BinRK { dst, a, .. }
            | Ins::Move { dst, a }
            | Ins::Not { dst, a }
            | Ins::Wrap { dst, a, .. }
            | Ins::TryLoad { dst, a, .. }
            | Ins::CmpFar { dst, a, .. }
            | Ins::Load { dst, a, .. } => {
                vec![dst, a]
            }
            Ins::BinKR { dst, b, .. } => vec![dst, b],
            Ins::Lit { dst, .. } => vec![dst],
            Ins::StoreK { a, .. } | Ins::Return { a } | Ins::SwitchBool { on: a, .. } | Ins::Fail { c: a } => vec![a],
            Ins::Forget { a, c, .. } => vec![a, c],
            // The operands in `selects` were checked when it was recorded.
            Ins::Select { dst, c, .. } => vec![dst, c],
            Ins::LoadW { t, dst, a } => vec![t, dst, a],
            Ins::Store { a, v, .. } => vec![a, v],
            Ins::AddRRW { t, dst, a, b }
            | Ins::SubRRW { t, dst, a, b }
            | Ins::MulRRW { t, dst, a, b }
            | Ins::DivRRW { t, dst, a, b } => vec![t, dst, a, b],
            Ins::AddRKW { t, dst, a, .. }
            | Ins::SubRKW { t, dst, a, .. }
            | Ins::MulRKW { t, dst, a, .. }
            | Ins::DivRKW { t, dst, a, .. } => vec![t, dst, a],
            Ins::LtRRBr { c, a, b, .. }
            | Ins::LeRRBr { c, a, b, .. }
            | Ins::GtRRBr { c, a, b, .. }
            | Ins::GeRRBr { c, a, b, .. }
            | Ins::EqRRBr { c, a, b, .. }
            | Ins::NeRRBr { c, a, b, .. } => vec![c, a, b],
            Ins::LtRKBr { c, a, .. }
            | Ins::LeRKBr { c, a, .. }
            | Ins::GtRKBr { c, a, .. }
            | Ins::GeRKBr { c, a, .. }
            | Ins::EqRKBr { c, a, .. }
            | Ins::NeRKBr { c, a, .. } => vec![c, a],
            Ins::Index { t, dst, i, p, .. } => vec![t, dst, i, p],
            Ins::IndexLoadW { t, q, v, dst, i, p } => vec![t, q, v, dst, i, p],
        }
    }

    /// How many steps the instruction takes when it runs to its end (0 for `Slow`,
    /// which `step` takes), at consecutive positions from its own.
    pub(super) fn steps(&self) -> u32 {
        match self {
            Ins::Slow => 0,
            Ins::LoadW { .. }
            | Ins::Index { .. }
            | Ins::AddRRW { .. }
            | Ins::SubRRW { .. }
            | Ins::MulRRW { .. }
            | Ins::DivRRW { .. }
            | Ins::AddRKW { .. }
            | Ins::SubRKW { .. }
            | Ins::MulRKW { .. }
            | Ins::DivRKW { .. }
            | Ins::LtRRBr { .. }
            | Ins::LeRRBr { .. }
            | Ins::GtRRBr { .. }
            | Ins::GeRRBr { .. }
            | Ins::EqRRBr { .. }
            | Ins::NeRRBr { .. }
            | Ins::LtRKBr { .. }
            | Ins::LeRKBr { .. }
            | Ins::GtRKBr { .. }
            | Ins::GeRKBr { .. }
            | Ins::EqRKBr { .. }
            | Ins::NeRKBr { .. } => 2,
            Ins::IndexLoadW { .. } => 4,
            _ => 1,
        }
    }

    /// `t ← a op b; dst ← wraps64(t)` for `op` one of `add`, `sub`, `mul`, `div`.
    fn rrw(op: BinOp, t: Slot, dst: Slot, a: Slot, b: Slot) -> Ins {
        per_op!(op, Ins::BinRR { op, dst: t, a, b }, [Add: AddRRW, Sub: SubRRW, Mul: MulRRW, Div: DivRRW] { t, dst, a, b })
    }

    /// `t ← a op k; dst ← wraps64(t)`.
    fn rkw(op: BinOp, t: Slot, dst: Slot, a: Slot, k: i64) -> Ins {
        per_op!(op, Ins::BinRK { op, dst: t, a, k }, [Add: AddRKW, Sub: SubRKW, Mul: MulRKW, Div: DivRKW] { t, dst, a, k })
    }

    /// `c ← a op b` for a comparison `op`, then the switch on `c`.
    fn rr_br(op: BinOp, c: Slot, a: Slot, b: Slot, when: bool, yes: u32, no: u32) -> Ins {
        per_op!(op, Ins::BinRR { op, dst: c, a, b },
            [Lt: LtRRBr, Le: LeRRBr, Gt: GtRRBr, Ge: GeRRBr, Eq: EqRRBr, Ne: NeRRBr] { c, a, b, when, yes, no })
    }

    /// `c ← a op k` for a comparison `op`, then the switch on `c`.
    fn rk_br(op: BinOp, c: Slot, a: Slot, k: i64, when: bool, yes: u32, no: u32) -> Ins {
        per_op!(op, Ins::BinRK { op, dst: c, a, k },
            [Lt: LtRKBr, Le: LeRKBr, Gt: GtRKBr, Ge: GeRKBr, Eq: EqRKBr, Ne: NeRKBr] { c, a, k, when, yes, no })
    }
}

impl Code {
    /// Translates every function of `p`.
    pub fn new(p: &Program) -> Code {
        Code { funcs: p.funcs.iter().map(|f| FuncCode::new(p, f)).collect() }
    }
}

impl FuncCode {
    fn new(p: &Program, f: &Function) -> FuncCode {
        let mut fc = FuncCode {
            regs: f.num_regs(),
            code: Vec::new(),
            pos: Vec::new(),
            start: vec![u32::MAX; f.block_capacity()],
            targets: Vec::new(),
            reg_moves: Vec::new(),
            lit_moves: Vec::new(),
            calls: Vec::new(),
            externs: Vec::new(),
            selects: Vec::new(),
            fars: Vec::new(),
        };
        fc.instructions(p, f);
        fc.terminators(f);
        fc.pairs(f);
        fc.indexes(f);
        fc.check_registers();
        fc
    }

    /// Every block's instructions, each decoded alone, and a `Slow` placeholder for
    /// its terminator.
    fn instructions(&mut self, p: &Program, f: &Function) {
        let fc = self;
        for (b, block) in f.blocks() {
            fc.start[b.index()] = fc.code.len() as u32;
            for (i, inst) in block.insts.iter().enumerate() {
                let mut ins = decode(inst);
                if let (Ins::Call { site, callee }, Op::Call(_, args)) = (&mut ins, &inst.op) {
                    *site = fc.calls.len() as u32;
                    let g = p.func(FuncId(*callee));
                    let callee_regs = g.num_regs();
                    let fits = g.params().len() == args.len() && g.params().iter().all(|r| r.index() < callee_regs);
                    fc.calls.push(CallSite { dst: inst.dst, args: args.clone().into(), callee_regs, fits });
                }
                if let Op::Call(Operand::Const(Value::Ref(Callee::Extern(ext))), args) = &inst.op {
                    let inside = |r: &Reg| r.index() < fc.regs;
                    ins = if inst.dst.iter().all(inside)
                        && args.iter().all(|a| !matches!(a, Operand::Reg(r) if !inside(r)))
                    {
                        let args = args
                            .iter()
                            .map(|a| match a {
                                Operand::Reg(r) => ExternArg::Reg(Slot(r.0)),
                                Operand::Const(v) => ExternArg::Const(v.clone()),
                            })
                            .collect();
                        let plain = inst.dst.is_none() && p.ext(*ext).ret == Type::Unit;
                        fc.externs.push(ExternSite { dst: inst.dst, ext: *ext, args, plain });
                        Ins::CallExtern { site: fc.externs.len() as u32 - 1 }
                    } else {
                        Ins::Slow
                    };
                }
                if let Some(tabled) = fc.tabled(inst) {
                    ins = tabled;
                }
                fc.code.push(ins);
                fc.pos.push((b, i as u32));
            }
            fc.pos.push((b, block.insts.len() as u32));
            fc.code.push(Ins::Slow);
        }
    }

    /// The decoded forms whose operands go to a table of the function: a `select`'s
    /// (`selects`) and a comparison's constant beyond a machine word (`fars`).
    fn tabled(&mut self, inst: &Inst) -> Option<Ins> {
        let dst = inst.dst.filter(|r| r.index() < self.regs).map(|r| Slot(r.0))?;
        let inside = |r: &Reg| (r.index() < self.regs).then_some(Slot(r.0));
        match &inst.op {
            Op::Select(Operand::Reg(c), x, y) => {
                let src = |o: &Operand| match o {
                    Operand::Reg(r) => inside(r).map(Src::Reg),
                    Operand::Const(v) => Some(Lit::of(v).map_or(Src::Slow, Src::Lit)),
                };
                let operands = [src(x)?, src(y)?];
                let c = inside(c)?;
                self.selects.push(operands);
                Some(Ins::Select { dst, c, site: self.selects.len() as u32 - 1 })
            }
            Op::Binary(op, Operand::Reg(a), Operand::Const(Value::Int(k)))
                if k.to_i64().is_none()
                    && matches!(op, BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne) =>
            {
                let a = inside(a)?;
                self.fars.push(k.clone());
                Some(Ins::CmpFar { op: *op, dst, a, k: self.fars.len() as u32 - 1 })
            }
            _ => None,
        }
    }

    /// The terminators, once every block has a start (a jump reads its target's).
    fn terminators(&mut self, f: &Function) {
        let fc = self;
        for (b, block) in f.blocks() {
            let pc = fc.start[b.index()] as usize + block.insts.len();
            fc.code[pc] = match &block.term {
                Terminator::Branch(t) => match fc.jump(f, t) {
                    Some(t) => fc.goto(t, Rule::Branch),
                    None => Ins::Slow,
                },
                Terminator::Switch { on: Operand::Const(v), cases, default } => {
                    let (target, rule) = match cases.iter().find(|(cv, _)| cv == v) {
                        Some((_, t)) => (t, Rule::SwitchCase),
                        None => (default, Rule::SwitchDefault),
                    };
                    match fc.jump(f, target) {
                        Some(t) => fc.goto(t, rule),
                        None => Ins::Slow,
                    }
                }
                Terminator::Switch { on: Operand::Reg(on), cases, default } => match cases.as_slice() {
                    [(Value::Bool(when), yes)] => match (fc.jump(f, yes), fc.jump(f, default)) {
                        (Some(yes), Some(no)) => Ins::SwitchBool { on: Slot(on.0), when: *when, yes, no },
                        _ => Ins::Slow,
                    },
                    _ => Ins::Slow,
                },
                Terminator::Return(Operand::Reg(a)) => Ins::Return { a: Slot(a.0) },
                Terminator::Return(Operand::Const(v)) => match Lit::of(v) {
                    Some(v) => Ins::ReturnLit { v },
                    None => Ins::Slow,
                },
            };
        }
    }

    /// Pairs decoded as one instruction; the second keeps its own form, for a run
    /// that resumes between the two.
    fn pairs(&mut self, f: &Function) {
        let fc = self;
        for (b, block) in f.blocks() {
            let first = fc.start[b.index()] as usize;
            for i in 0..block.insts.len() {
                let pc = first + i;
                let wrapped = |t: Slot| {
                    matches!(block.insts.get(i + 1), Some(Inst { dst: Some(d), op: Op::Wrap { signed: true, bits: 64, arg: Operand::Reg(r) } }) if Slot(r.0) == t)
                        .then(|| Slot(block.insts[i + 1].dst.map_or(0, |d| d.0)))
                };
                let switch = |fc: &mut FuncCode, c: Slot| match &block.term {
                    Terminator::Switch { on: Operand::Reg(on), cases, default }
                        if Slot(on.0) == c && i + 1 == block.insts.len() =>
                    {
                        match cases.as_slice() {
                            [(Value::Bool(when), yes)] => match (fc.jump(f, yes), fc.jump(f, default)) {
                                (Some(yes), Some(no)) => Some((*when, yes, no)),
                                _ => None,
                            },
                            _ => None,
                        }
                    }
                    _ => None,
                };
                let arith = |op: BinOp| matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div);
                let compare =
                    |op: BinOp| matches!(op, BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne);
                fc.code[pc] = match fc.code[pc] {
                    Ins::BinRR { op, dst: t, a, b } if arith(op) => match wrapped(t) {
                        Some(dst) => Ins::rrw(op, t, dst, a, b),
                        None => fc.code[pc],
                    },
                    Ins::BinRK { op, dst: t, a, k } if arith(op) => match wrapped(t) {
                        Some(dst) => Ins::rkw(op, t, dst, a, k),
                        None => fc.code[pc],
                    },
                    Ins::Load { dst: t, a, bits: 64 } => match wrapped(t) {
                        Some(dst) => Ins::LoadW { t, dst, a },
                        None => fc.code[pc],
                    },
                    Ins::BinRR { op, dst: c, a, b } if compare(op) => match switch(&mut *fc, c) {
                        Some((when, yes, no)) => Ins::rr_br(op, c, a, b, when, yes, no),
                        None => fc.code[pc],
                    },
                    Ins::BinRK { op, dst: c, a, k } if compare(op) => match switch(&mut *fc, c) {
                        Some((when, yes, no)) => Ins::rk_br(op, c, a, k, when, yes, no),
                        None => fc.code[pc],
                    },
                    other => other,
                };
            }
        }
    }

    /// `ptradd`s, and the loads from them, once the pairs are formed.
    fn indexes(&mut self, f: &Function) {
        let fc = self;
        for (b, block) in f.blocks() {
            let first = fc.start[b.index()] as usize;
            for pc in first..first + block.insts.len() {
                let Ins::BinRK { op: BinOp::Mul, dst: t, a: i, k } = fc.code[pc] else { continue };
                // The base `p` and the address `q` of the `add` that follows.
                let (p, q) = match fc.code.get(pc + 1) {
                    Some(&Ins::BinRR { op: BinOp::Add, dst, a, b }) if b == t && a != t => (a, dst),
                    Some(&Ins::BinRR { op: BinOp::Add, dst, a, b }) if a == t && b != t => (b, dst),
                    _ => continue,
                };
                fc.code[pc] = match fc.code.get(pc + 2) {
                    Some(&Ins::LoadW { t: v, dst, a }) if k == 64 && a == q && pc + 2 < first + block.insts.len() => {
                        Ins::IndexLoadW { t, q, v, dst, i, p }
                    }
                    _ => Ins::Index { t, dst: q, i, k, p },
                };
            }
        }
    }

    /// Every register index the engine reads from `code` is below `regs`, which
    /// `Slots` relies on; a verified program has no other (this is the check, not
    /// an assumption).
    fn check_registers(&mut self) {
        let fc = self;
        for ins in &mut fc.code {
            if ins.registers().iter().any(|r| r.index() >= fc.regs) {
                *ins = Ins::Slow;
            }
        }
    }

    /// The jump to `targets[t]` by `rule`: its shortest form.
    fn goto(&self, t: u32, rule: Rule) -> Ins {
        let Some(j) = self.targets.get(t as usize) else { return Ins::Jump { t, rule } };
        if j.lits.0 != j.lits.1 {
            return Ins::Jump { t, rule };
        }
        let pc = j.pc;
        match self.reg_moves.get(j.regs.0 as usize..j.regs.1 as usize).unwrap_or_default() {
            [] => Ins::Goto { pc, rule },
            &[(p, r)] => Ins::Jump1 { t, pc, p, r, rule },
            &[(p0, r0), (p1, r1)] => Ins::Jump2 { t, pc, p0, r0, p1, r1, rule },
            _ => Ins::Jump { t, rule },
        }
    }

    /// Records a target whose parameters can be written one after the other (no
    /// argument reads a parameter written before it), or `None`.
    fn jump(&mut self, f: &Function, t: &Target) -> Option<u32> {
        let params = &f.block(t.block).params;
        if params.len() != t.args.len() {
            return None;
        }
        let beyond = |r: &Reg| r.index() >= self.regs;
        if params.iter().any(beyond) || t.args.iter().any(|a| matches!(a, Operand::Reg(r) if beyond(r))) {
            return None;
        }
        for (k, a) in t.args.iter().enumerate() {
            if let Operand::Reg(r) = a {
                if params[..k].contains(r) {
                    return None;
                }
            }
        }
        let lits = t
            .args
            .iter()
            .zip(params)
            .filter_map(|(a, p)| match a {
                Operand::Reg(_) => None,
                Operand::Const(v) => Some(Lit::of(v).map(|v| (Slot(p.0), v))),
            })
            .collect::<Option<Vec<_>>>()?;
        let regs = t.args.iter().zip(params).filter_map(|(a, p)| match a {
            Operand::Reg(r) => Some((Slot(p.0), Slot(r.0))),
            Operand::Const(_) => None,
        });
        let (r0, l0) = (self.reg_moves.len() as u32, self.lit_moves.len() as u32);
        self.reg_moves.extend(regs);
        self.lit_moves.extend(lits);
        self.targets.push(Jump {
            pc: self.start[t.block.index()],
            regs: (r0, self.reg_moves.len() as u32),
            lits: (l0, self.lit_moves.len() as u32),
        });
        Some(self.targets.len() as u32 - 1)
    }
}

/// The decoded form of an instruction, `Ins::Slow` when `step` takes it.
fn decode(inst: &Inst) -> Ins {
    let Some(dst) = inst.dst.map(|r| Slot(r.0)) else {
        return match &inst.op {
            Op::Call(Operand::Const(Value::Ref(Callee::Func(g))), _) => Ins::Call { callee: g.0, site: 0 },
            Op::Store(Operand::Reg(a), Operand::Reg(v), bits) if (1..=64).contains(bits) => {
                Ins::Store { a: Slot(a.0), v: Slot(v.0), bits: *bits }
            }
            Op::Forget(Operand::Reg(a), Operand::Reg(c), bits) if (1..=64).contains(bits) => {
                Ins::Forget { a: Slot(a.0), c: Slot(c.0), bits: *bits }
            }
            Op::Fail(Operand::Reg(c), _) => Ins::Fail { c: Slot(c.0) },
            Op::Store(Operand::Reg(a), Operand::Const(Value::Int(k)), bits) if (1..=64).contains(bits) => {
                match k.to_i64() {
                    Some(k) => Ins::StoreK { a: Slot(a.0), k, bits: *bits },
                    None => Ins::Slow,
                }
            }
            _ => Ins::Slow,
        };
    };
    let small = |v: &Value| match v {
        Value::Int(i) => i.to_i64(),
        _ => None,
    };
    match &inst.op {
        Op::Unary(UnOp::Not, Operand::Reg(a)) => Ins::Not { dst, a: Slot(a.0) },
        Op::Binary(op, Operand::Reg(a), Operand::Reg(b)) => Ins::BinRR { op: *op, dst, a: Slot(a.0), b: Slot(b.0) },
        Op::Binary(op, Operand::Reg(a), Operand::Const(k)) => match small(k) {
            Some(k) => Ins::BinRK { op: *op, dst, a: Slot(a.0), k },
            None => Ins::Slow,
        },
        // `k op b` is `b op k` for the commutative operations: one form fewer for
        // the pairs below to match.
        Op::Binary(op, Operand::Const(k), Operand::Reg(b)) => match small(k) {
            Some(k)
                if matches!(
                    op,
                    BinOp::Add | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor | BinOp::Eq | BinOp::Ne
                ) =>
            {
                Ins::BinRK { op: *op, dst, a: Slot(b.0), k }
            }
            Some(k) => Ins::BinKR { op: *op, dst, k, b: Slot(b.0) },
            None => Ins::Slow,
        },
        Op::Binary(op, Operand::Const(x), Operand::Const(y)) => {
            match small(x).zip(small(y)).and_then(|(x, y)| small_op(*op, x, y)).as_ref().and_then(Lit::of) {
                Some(v) => Ins::Lit { dst, v, rule: Rule::Op },
                None => Ins::Slow,
            }
        }
        Op::Move(Operand::Reg(a)) => Ins::Move { dst, a: Slot(a.0) },
        Op::Move(Operand::Const(v)) => match Lit::of(v) {
            Some(v) => Ins::Lit { dst, v, rule: Rule::Move },
            None => Ins::Slow,
        },
        Op::Wrap { signed, bits, arg: Operand::Reg(a) } if (1..=64).contains(bits) => {
            Ins::Wrap { dst, a: Slot(a.0), signed: *signed, bits: *bits }
        }
        Op::Load(Operand::Reg(a), bits) if (1..=64).contains(bits) => Ins::Load { dst, a: Slot(a.0), bits: *bits },
        Op::TryLoad(Operand::Reg(a), bits) if (1..=64).contains(bits) => {
            Ins::TryLoad { dst, a: Slot(a.0), bits: *bits }
        }
        Op::Call(Operand::Const(Value::Ref(Callee::Func(g))), _) => Ins::Call { callee: g.0, site: 0 },
        _ => Ins::Slow,
    }
}

/// How many of the instructions and terminators of `code`'s functions the engine
/// decodes (the others are handed to `step`), out of how many.
pub fn decoded(code: &Code) -> (usize, usize) {
    let total = code.funcs.iter().map(|f| f.code.len()).sum();
    let fast = code.funcs.iter().flat_map(|f| &f.code).filter(|i| !matches!(i, Ins::Slow)).count();
    (fast, total)
}

#[cfg(test)]
mod tests {
    use super::{decoded, Code, Ins};
    use crate::bril::lower::import_text;
    use crate::ir::Reg;

    /// The check `Slots` relies on: a register index beyond the function's registers
    /// (which no verified program has) leaves its instruction to `step`, and a jump
    /// writing such a parameter is not decoded.
    #[test]
    fn a_register_beyond_the_function_is_never_decoded() {
        let text = "@main {\n  a: int = const 1;\n  b: int = add a a;\n  print b;\n}\n";
        let Ok(imported) = import_text(text) else { panic!("imports") };
        let mut p = imported.program;
        let (fast, total) = decoded(&Code::new(&p));
        let f = &mut p.funcs[0];
        let beyond = Reg(f.num_regs() as u32 + 3);
        let entry = f.entry();
        let inst = f.block_mut(entry).insts.iter_mut().find(|i| i.dst.is_some()).expect("an assignment");
        inst.dst = Some(beyond);
        let code = Code::new(&p);
        assert_eq!(decoded(&code), (fast - 1, total));
        let fc = &code.funcs[0];
        assert!(fc.code.iter().all(|i| i.registers().iter().all(|r| r.index() < fc.regs)));
        assert!(matches!(fc.code[0], Ins::Slow), "{:?}", fc.code[0]);
    }
}
