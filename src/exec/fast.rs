//! The pre-decoded engine: the same runs as `run::run`, faster on the common steps.
//!
//! `step` is the reference: one arm per rule, each decoding the instruction it is at
//! from the program (`Program → Function → Block → Inst → Op → Operand`) and writing
//! γ through its copy-on-write handle. This module translates each function once into
//! a flat array of instructions (`Code`) with registers and small constants
//! resolved, and runs the frequent steps from that array without leaving its loop:
//! arithmetic and comparisons on machine integers and booleans, moves, `wrap` of a
//! machine integer, 64-bit-or-narrower loads and stores of machine integers,
//! branches, boolean switches and switches on constants whose arguments need no
//! temporaries, and direct calls and returns. The steps an imported Bril
//! instruction becomes are paired into one dispatch (`add`/`sub`/`mul`/`div` and
//! their `wraps64`, a comparison and the switch on it, `load64` and its `wraps64`, a
//! `ptradd`'s `mul` by the cell size and `add`), and a `ptradd` and the load from its
//! result are one dispatch of four steps. It
//! keeps the unshared register array of the current frame borrowed across steps
//! instead of checking its reference count at every write, writes registers in
//! place, and counts fuel in a local. Calls and returns happen in place when they
//! can (`call_in_place`, `return_in_place`, with `Cont`'s left slots), else through
//! `step`'s own `enter` and `leave`.
//!
//! Every other step — externals, allocation, `free`, any step on a big integer
//! beyond 128 bits, a division by zero, a fault, a general switch, a step whose fuel
//! is not there — is handed, as it is, to the driver's `step` (`run::driver_step`),
//! on the same configuration. So a run here is the reference run: the same
//! configuration after every step, the same rules, the same step count, fuel and
//! outcome. `tests/fast_engine.rs` checks that on every bundled program, every
//! imported Bril program of `specs/bril/`, random programs, every fuel limit up to a
//! run's length, tight limits, and resumptions from shared snapshots; the arms here
//! are an optimization of `step`'s, not a second semantics (ARCHITECTURE.md,
//! `src/exec/`).
//!
//! The decoded forms assume a verified program (the only kind the tools run): every
//! register read is assigned, as SSA with dominance guarantees. A read of an
//! unassigned register falls back to `step`, which reports the configuration as
//! stuck, so even an unverified program is not misrun.

use super::machine::Machine;
use super::rule::Rule;
use super::run::{driver_step, Env, Observer, Run};
use super::state::{Config, Pos};
use super::step::{call_extern, enter, leave, small_arith, small_compare, small_op};
use crate::ir::{BinOp, BlockId, Callee, ExternId, FuncId, Inst, Int, Op, Operand, Program, Reg, Terminator, Value};

/// A program translated for the engine: one `FuncCode` per function.
pub struct Code {
    funcs: Vec<FuncCode>,
}

/// A function's blocks laid end to end: block `b` starts at `start[b]`, its
/// instructions then its terminator, one `Ins` each (the program position of `code[pc]`
/// is `pos[pc]`).
struct FuncCode {
    /// The function's number of registers: every register index below is less.
    regs: usize,
    code: Vec<Ins>,
    pos: Vec<(BlockId, u32)>,
    start: Vec<u32>,
    targets: Vec<Jump>,
    /// Parameter writes from registers, `(parameter, source)`.
    reg_moves: Vec<(u32, u32)>,
    /// Parameter writes of constants.
    lit_moves: Vec<(u32, Lit)>,
    calls: Vec<CallSite>,
    /// The calls of externals.
    externs: Vec<ExternSite>,
}

/// A call of an external: its destination, the external and the arguments, every
/// register among them below the function's register count.
struct ExternSite {
    dst: Option<Reg>,
    ext: ExternId,
    args: Box<[Operand]>,
}

/// A call's destination and arguments, as in the program, and what an in-place call
/// needs to know of the callee.
struct CallSite {
    dst: Option<Reg>,
    args: Box<[Operand]>,
    /// The callee's number of registers.
    callee_regs: usize,
    /// As many arguments as the callee has parameters, each parameter a register of
    /// the callee.
    fits: bool,
}

/// A branch target: the first instruction of the block and the parameter writes,
/// `reg_moves[regs]` then `lit_moves[lits]`. Writing the registers' first is the
/// parallel move too: `FuncCode::jump` made sure that no argument reads a parameter
/// written before it, and the constants read nothing.
#[derive(Clone, Debug)]
struct Jump {
    pc: u32,
    regs: (u32, u32),
    lits: (u32, u32),
}

/// A constant that owns no heap memory.
#[derive(Clone, Copy, Debug)]
enum Lit {
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
    fn value(self) -> Value {
        match self {
            Lit::Int(x) => Value::int(x),
            Lit::Bool(b) => Value::Bool(b),
            Lit::Unit => Value::Unit,
        }
    }
}

/// A decoded instruction. Registers are indices into the frame's γ.
#[derive(Clone, Copy, Debug)]
enum Ins {
    /// Taken by `step`.
    Slow,
    /// `dst ← a op b` on registers.
    BinRR { op: BinOp, dst: u32, a: u32, b: u32 },
    /// `dst ← a op k`.
    BinRK { op: BinOp, dst: u32, a: u32, k: i64 },
    /// `dst ← k op b`.
    BinKR { op: BinOp, dst: u32, k: i64, b: u32 },
    /// `dst ← a`.
    Move { dst: u32, a: u32 },
    /// `dst ← k op k'` (Rule `E-Op`) or `dst ← k` (`E-Move`) on constants: the
    /// result, computed once.
    Lit { dst: u32, v: Lit, rule: Rule },
    /// `storeN(a, k)`, `1 ≤ N ≤ 64`, result discarded.
    StoreK { a: u32, k: i64, bits: u32 },
    /// `dst ← wrap{s,u}N(a)`, `1 ≤ N ≤ 64`.
    Wrap { dst: u32, a: u32, signed: bool, bits: u32 },
    /// `dst ← loadN(a)`, `1 ≤ N ≤ 64`.
    Load { dst: u32, a: u32, bits: u32 },
    /// `t ← load64(a); dst ← wraps64(t)`: two steps (an imported Bril `load`).
    LoadW { t: u32, dst: u32, a: u32 },
    /// `storeN(a, v)`, `1 ≤ N ≤ 64`, result discarded.
    Store { a: u32, v: u32, bits: u32 },
    /// `branch targets[t]`, or a switch on a constant, whose target is known (`rule`
    /// says which).
    Jump { t: u32, rule: Rule },
    /// A `Jump` to the instruction `pc` that writes no parameter (`targets[t]` has no
    /// moves): no table to read.
    Goto { pc: u32, rule: Rule },
    /// A `Jump` to `pc` whose only parameter write is `p ← r`, from a register
    /// (`targets[t]`, for the values the inline path does not take).
    Jump1 { t: u32, pc: u32, p: u32, r: u32, rule: Rule },
    /// A `Jump` to `pc` whose only parameter writes are `p0 ← r0` then `p1 ← r1`
    /// (`FuncCode::jump` made sure `r1` is not `p0`): a loop's back edge with two
    /// loop-carried registers.
    Jump2 { t: u32, pc: u32, p0: u32, r0: u32, p1: u32, r1: u32, rule: Rule },
    /// `switch on (when ↦ targets[yes]) targets[no]` on a boolean.
    SwitchBool { on: u32, when: bool, yes: u32, no: u32 },
    // The pairs below have one form per operation, so that the dispatch selects the
    // operation too, with no second jump on the operation inside the arm (measured:
    // 4 to 9 % fewer instructions on loops, README "Speed against brilirs").
    /// `t ← a add b; dst ← wraps64(t)`: two steps in one dispatch (an imported Bril
    /// `add` is this pair); `SubRRW`, `MulRRW`, `DivRRW` the same for `sub`, `mul`, `div`.
    AddRRW { t: u32, dst: u32, a: u32, b: u32 },
    /// `t ← a sub b; dst ← wraps64(t)`.
    SubRRW { t: u32, dst: u32, a: u32, b: u32 },
    /// `t ← a mul b; dst ← wraps64(t)`.
    MulRRW { t: u32, dst: u32, a: u32, b: u32 },
    /// `t ← a div b; dst ← wraps64(t)`.
    DivRRW { t: u32, dst: u32, a: u32, b: u32 },
    /// `t ← a add k; dst ← wraps64(t)`.
    AddRKW { t: u32, dst: u32, a: u32, k: i64 },
    /// `t ← a sub k; dst ← wraps64(t)`.
    SubRKW { t: u32, dst: u32, a: u32, k: i64 },
    /// `t ← a mul k; dst ← wraps64(t)`.
    MulRKW { t: u32, dst: u32, a: u32, k: i64 },
    /// `t ← a div k; dst ← wraps64(t)`.
    DivRKW { t: u32, dst: u32, a: u32, k: i64 },
    /// `c ← a lt b` then the block's terminator `switch c (when ↦ targets[yes])
    /// targets[no]`: two steps in one dispatch; `Le`…`Ne` the same for the other
    /// comparisons.
    LtRRBr { c: u32, a: u32, b: u32, when: bool, yes: u32, no: u32 },
    /// `c ← a le b` then the switch.
    LeRRBr { c: u32, a: u32, b: u32, when: bool, yes: u32, no: u32 },
    /// `c ← a gt b` then the switch.
    GtRRBr { c: u32, a: u32, b: u32, when: bool, yes: u32, no: u32 },
    /// `c ← a ge b` then the switch.
    GeRRBr { c: u32, a: u32, b: u32, when: bool, yes: u32, no: u32 },
    /// `c ← a eq b` then the switch.
    EqRRBr { c: u32, a: u32, b: u32, when: bool, yes: u32, no: u32 },
    /// `c ← a ne b` then the switch.
    NeRRBr { c: u32, a: u32, b: u32, when: bool, yes: u32, no: u32 },
    /// `c ← a lt k` then the switch.
    LtRKBr { c: u32, a: u32, k: i64, when: bool, yes: u32, no: u32 },
    /// `c ← a le k` then the switch.
    LeRKBr { c: u32, a: u32, k: i64, when: bool, yes: u32, no: u32 },
    /// `c ← a gt k` then the switch.
    GtRKBr { c: u32, a: u32, k: i64, when: bool, yes: u32, no: u32 },
    /// `c ← a ge k` then the switch.
    GeRKBr { c: u32, a: u32, k: i64, when: bool, yes: u32, no: u32 },
    /// `c ← a eq k` then the switch.
    EqRKBr { c: u32, a: u32, k: i64, when: bool, yes: u32, no: u32 },
    /// `c ← a ne k` then the switch.
    NeRKBr { c: u32, a: u32, k: i64, when: bool, yes: u32, no: u32 },
    /// `call(ref g, …)` of a defined function, its destination and arguments in
    /// `calls[site]`.
    Call { callee: u32, site: u32 },
    /// `call(ref ê, …)` of an external (a Bril `print`), `externs[site]`.
    CallExtern { site: u32 },
    /// `t ← i * k; dst ← p + t`: two steps in one dispatch (an imported Bril `ptradd`).
    Index { t: u32, dst: u32, i: u32, k: i64, p: u32 },
    /// `t ← i * 64; q ← p + t; v ← load64(q); dst ← wraps64(v)`: four steps in one
    /// dispatch (an imported Bril `ptradd` and the `load` from its result).
    IndexLoadW { t: u32, q: u32, v: u32, dst: u32, i: u32, p: u32 },
    /// `return a`, taken by `step::leave` when there is a frame to return to.
    Return { a: u32 },
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
    fn registers(&self) -> Vec<u32> {
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
            Ins::BinRK { dst, a, .. } | Ins::Move { dst, a } | Ins::Wrap { dst, a, .. } | Ins::Load { dst, a, .. } => {
                vec![dst, a]
            }
            Ins::BinKR { dst, b, .. } => vec![dst, b],
            Ins::Lit { dst, .. } => vec![dst],
            Ins::StoreK { a, .. } | Ins::Return { a } | Ins::SwitchBool { on: a, .. } => vec![a],
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
    fn steps(&self) -> u32 {
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
    fn rrw(op: BinOp, t: u32, dst: u32, a: u32, b: u32) -> Ins {
        per_op!(op, Ins::BinRR { op, dst: t, a, b }, [Add: AddRRW, Sub: SubRRW, Mul: MulRRW, Div: DivRRW] { t, dst, a, b })
    }

    /// `t ← a op k; dst ← wraps64(t)`.
    fn rkw(op: BinOp, t: u32, dst: u32, a: u32, k: i64) -> Ins {
        per_op!(op, Ins::BinRK { op, dst: t, a, k }, [Add: AddRKW, Sub: SubRKW, Mul: MulRKW, Div: DivRKW] { t, dst, a, k })
    }

    /// `c ← a op b` for a comparison `op`, then the switch on `c`.
    fn rr_br(op: BinOp, c: u32, a: u32, b: u32, when: bool, yes: u32, no: u32) -> Ins {
        per_op!(op, Ins::BinRR { op, dst: c, a, b },
            [Lt: LtRRBr, Le: LeRRBr, Gt: GtRRBr, Ge: GeRRBr, Eq: EqRRBr, Ne: NeRRBr] { c, a, b, when, yes, no })
    }

    /// `c ← a op k` for a comparison `op`, then the switch on `c`.
    fn rk_br(op: BinOp, c: u32, a: u32, k: i64, when: bool, yes: u32, no: u32) -> Ins {
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
    fn new(p: &Program, f: &crate::ir::Function) -> FuncCode {
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
        };
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
                        fc.externs.push(ExternSite { dst: inst.dst, ext: *ext, args: args.clone().into() });
                        Ins::CallExtern { site: fc.externs.len() as u32 - 1 }
                    } else {
                        Ins::Slow
                    };
                }
                fc.code.push(ins);
                fc.pos.push((b, i as u32));
            }
            fc.pos.push((b, block.insts.len() as u32));
            fc.code.push(Ins::Slow);
        }
        // Terminators once every block has a start.
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
                        (Some(yes), Some(no)) => Ins::SwitchBool { on: on.0, when: *when, yes, no },
                        _ => Ins::Slow,
                    },
                    _ => Ins::Slow,
                },
                Terminator::Return(Operand::Reg(a)) => Ins::Return { a: a.0 },
                Terminator::Return(Operand::Const(v)) => match Lit::of(v) {
                    Some(v) => Ins::ReturnLit { v },
                    None => Ins::Slow,
                },
            };
        }
        // Pairs decoded as one instruction; the second keeps its own form, for a run
        // that resumes between the two.
        for (b, block) in f.blocks() {
            let first = fc.start[b.index()] as usize;
            for i in 0..block.insts.len() {
                let pc = first + i;
                let wrapped = |t: u32| {
                    matches!(block.insts.get(i + 1), Some(Inst { dst: Some(d), op: Op::Wrap { signed: true, bits: 64, arg: Operand::Reg(r) } }) if r.0 == t)
                        .then(|| block.insts[i + 1].dst.map_or(0, |d| d.0))
                };
                let switch = |fc: &mut FuncCode, c: u32| match &block.term {
                    Terminator::Switch { on: Operand::Reg(on), cases, default }
                        if on.0 == c && i + 1 == block.insts.len() =>
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
                    Ins::BinRR { op, dst: c, a, b } if compare(op) => match switch(&mut fc, c) {
                        Some((when, yes, no)) => Ins::rr_br(op, c, a, b, when, yes, no),
                        None => fc.code[pc],
                    },
                    Ins::BinRK { op, dst: c, a, k } if compare(op) => match switch(&mut fc, c) {
                        Some((when, yes, no)) => Ins::rk_br(op, c, a, k, when, yes, no),
                        None => fc.code[pc],
                    },
                    other => other,
                };
            }
        }
        // `ptradd`s, and the loads from them, once the pairs are formed.
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
        // Every register index the engine reads from `code` is below `regs`, which
        // `Slots` relies on; a verified program has no other (this is the check, not
        // an assumption).
        for ins in &mut fc.code {
            if ins.registers().iter().any(|&r| r as usize >= fc.regs) {
                *ins = Ins::Slow;
            }
        }
        fc
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
    fn jump(&mut self, f: &crate::ir::Function, t: &crate::ir::Target) -> Option<u32> {
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
                Operand::Const(v) => Some(Lit::of(v).map(|v| (p.0, v))),
            })
            .collect::<Option<Vec<_>>>()?;
        let regs = t.args.iter().zip(params).filter_map(|(a, p)| match a {
            Operand::Reg(r) => Some((p.0, r.0)),
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
    let Some(dst) = inst.dst.map(|r| r.0) else {
        return match &inst.op {
            Op::Call(Operand::Const(Value::Ref(Callee::Func(g))), _) => Ins::Call { callee: g.0, site: 0 },
            Op::Store(Operand::Reg(a), Operand::Reg(v), bits) if (1..=64).contains(bits) => {
                Ins::Store { a: a.0, v: v.0, bits: *bits }
            }
            Op::Store(Operand::Reg(a), Operand::Const(Value::Int(k)), bits) if (1..=64).contains(bits) => {
                match k.to_i64() {
                    Some(k) => Ins::StoreK { a: a.0, k, bits: *bits },
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
        Op::Binary(op, Operand::Reg(a), Operand::Reg(b)) => Ins::BinRR { op: *op, dst, a: a.0, b: b.0 },
        Op::Binary(op, Operand::Reg(a), Operand::Const(k)) => match small(k) {
            Some(k) => Ins::BinRK { op: *op, dst, a: a.0, k },
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
                Ins::BinRK { op: *op, dst, a: b.0, k }
            }
            Some(k) => Ins::BinKR { op: *op, dst, k, b: b.0 },
            None => Ins::Slow,
        },
        Op::Binary(op, Operand::Const(x), Operand::Const(y)) => {
            match small(x).zip(small(y)).and_then(|(x, y)| small_op(*op, x, y)).as_ref().and_then(Lit::of) {
                Some(v) => Ins::Lit { dst, v, rule: Rule::Op },
                None => Ins::Slow,
            }
        }
        Op::Move(Operand::Reg(a)) => Ins::Move { dst, a: a.0 },
        Op::Move(Operand::Const(v)) => match Lit::of(v) {
            Some(v) => Ins::Lit { dst, v, rule: Rule::Move },
            None => Ins::Slow,
        },
        Op::Wrap { signed, bits, arg: Operand::Reg(a) } if (1..=64).contains(bits) => {
            Ins::Wrap { dst, a: a.0, signed: *signed, bits: *bits }
        }
        Op::Load(Operand::Reg(a), bits) if (1..=64).contains(bits) => Ins::Load { dst, a: a.0, bits: *bits },
        Op::Call(Operand::Const(Value::Ref(Callee::Func(g))), _) => Ins::Call { callee: g.0, site: 0 },
        _ => Ins::Slow,
    }
}

/// The register array of the frame the engine runs, with at least `FuncCode::regs`
/// entries for the function it runs (checked once, on entering the frame). Every
/// register index the engine reads from that `FuncCode` is below `regs` (checked once,
/// when decoding: `FuncCode::new`, `FuncCode::jump`), so its accesses skip the bounds
/// check, which could never fail: measured, 7 % fewer instructions over the Bril
/// benchmarks and 8 % less time on the loops (README, "Speed against brilirs").
struct Slots<'a>(&'a mut [Option<Value>]);

impl<'a> Slots<'a> {
    /// The frame's array, when it has `fc.regs` entries at least.
    fn new(slots: &'a mut [Option<Value>], fc: &FuncCode) -> Option<Slots<'a>> {
        (slots.len() >= fc.regs).then_some(Slots(slots))
    }

    /// Register `r`, a register index of the `FuncCode` the frame was checked against.
    #[inline(always)]
    fn get(&self, r: u32) -> Option<&Option<Value>> {
        debug_assert!((r as usize) < self.0.len());
        // SAFETY: `r` comes from the `FuncCode` that `Slots::new` checked this array
        // against, and all its register indices are below `regs <= self.0.len()`.
        Some(unsafe { self.0.get_unchecked(r as usize) })
    }

    /// Register `r`, to write (as `get`).
    #[inline(always)]
    fn get_mut(&mut self, r: u32) -> Option<&mut Option<Value>> {
        debug_assert!((r as usize) < self.0.len());
        // SAFETY: as in `get`.
        Some(unsafe { self.0.get_unchecked_mut(r as usize) })
    }
}

/// The machine integer a register holds, if it holds one.
#[inline(always)]
fn word(slots: &Slots<'_>, r: u32) -> Option<i64> {
    match slots.get(r) {
        Some(Some(Value::Int(i))) => i.to_i64(),
        _ => None,
    }
}

/// The integer a register holds, borrowed.
#[inline(always)]
fn int_at<'s>(slots: &'s Slots<'_>, r: u32) -> Option<&'s Int> {
    match slots.get(r) {
        Some(Some(Value::Int(i))) => Some(i),
        _ => None,
    }
}

/// `γ[dst ↦ v]` for a value that owns no heap memory.
///
/// The old value is dropped in place and the new one written over it, never built on
/// the stack and copied: a 16-byte copy of a value just written as two 8-byte words
/// stalls store forwarding, and that copy was a third of the time of a step. An old
/// big integer is kept in `heap.spare` for the next big result to reuse.
#[inline(always)]
fn set(slots: &mut Slots<'_>, dst: u32, v: Value, heap: &mut Heap<'_>) -> bool {
    match slots.get_mut(dst) {
        Some(slot) => {
            if let Some(Value::Int(old)) = slot {
                if old.is_heap() {
                    heap.retire(slot);
                }
            }
            // The new value is written before the old one is dropped: with the drop
            // (a possible call) first, `v` would wait on the stack across it and be
            // copied as 16 bytes just after being stored as two smaller parts.
            let old = slot.replace(v);
            drop(old);
            true
        }
        None => false,
    }
}

/// `γ[dst ↦ b]` for a boolean: over a boolean or an unassigned register, the parts
/// are stored in place (`set` would build the value on the stack and copy it).
#[inline(always)]
fn set_bool(slots: &mut Slots<'_>, dst: u32, b: bool, heap: &mut Heap<'_>) -> bool {
    let Some(slot) = slots.get_mut(dst) else { return false };
    // The common case first, one test of the tag.
    if let Some(Value::Bool(x)) = slot {
        *x = b;
        return true;
    }
    match slot {
        None => *slot = Some(Value::Bool(b)),
        Some(_) => set_over(slot, Value::Bool(b), heap),
    }
    true
}

/// `γ[dst ↦ x]` for a machine integer: over a machine integer (a loop's registers,
/// from the second iteration on), only the word is written.
#[inline(always)]
fn set_word(slots: &mut Slots<'_>, dst: u32, x: i64, heap: &mut Heap<'_>) -> bool {
    let Some(slot) = slots.get_mut(dst) else { return false };
    // The common case first, one test of the tag.
    if let Some(Value::Int(i)) = slot {
        if let Some(w) = i.small_mut() {
            *w = x;
            return true;
        }
    }
    match slot {
        // An unassigned register (a callee's, at its first write): nothing to drop.
        None => *slot = Some(Value::int(x)),
        Some(_) => set_over(slot, Value::int(x), heap),
    }
    true
}

/// `slot ← v` over a value of another kind, out of line: the rare case of `set_word`
/// and `set_bool`, kept out of the engine's loop so that its common paths stay short.
#[cold]
#[inline(never)]
fn set_over(slot: &mut Option<Value>, v: Value, heap: &mut Heap<'_>) {
    if let Some(Value::Int(old)) = slot {
        if old.is_heap() {
            heap.retire(slot);
        }
    }
    *slot = Some(v);
}

/// The heap bytes of the current frame's big integers (`Regs::heap`, kept here while
/// the engine writes γ directly) and big integers overwritten in registers, whose
/// digits the next big results reuse instead of allocating (invisible to the
/// semantics, as `Env`'s recycled register arrays are).
struct Heap<'s> {
    bytes: u64,
    spare: &'s mut Vec<Int>,
}

impl Heap<'_> {
    /// How many overwritten big integers are kept.
    const SPARE: usize = super::state::SPARE_INTS;

    /// Uncounts the big integer in `slot`, about to be overwritten, and keeps it.
    #[cold]
    #[inline(never)]
    fn retire(&mut self, slot: &mut Option<Value>) {
        if let Some(Value::Int(old)) = slot.take() {
            self.bytes -= super::budget::int_bytes(&old);
            if self.spare.len() < Heap::SPARE {
                self.spare.push(old);
            }
        }
    }

    /// The integer `r` (beyond 64 bits), in the digits of a kept one when there is one.
    fn wide(&mut self, r: i128) -> Int {
        match self.spare.pop() {
            Some(mut i) => {
                i.assign_i128(r);
                i
            }
            None => Int::from(r),
        }
    }
}

/// `wrap{s,u}N(x)` of a machine integer when the result is one, `1 ≤ N ≤ 64`.
#[inline(always)]
fn wrap_word(x: i64, signed: bool, bits: u32) -> Option<i64> {
    if bits == 64 {
        return (signed || x >= 0).then_some(x);
    }
    let shift = 64 - bits;
    Some(if signed { (x << shift) >> shift } else { ((x as u64) << shift >> shift) as i64 })
}

/// Which engine runs a program: the two give the same runs (`tests/fast_engine.rs`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Engine {
    /// The pre-decoded engine of this module.
    #[default]
    Fast,
    /// `step` for every step (`run::run`), the reference.
    Step,
}

impl Engine {
    /// Runs `c` on `env`'s program with this engine.
    pub fn run<M: Machine, O: Observer>(
        self,
        env: &Env<'_>,
        c: Config<M>,
        obs: &mut O,
    ) -> Result<Run<M>, super::step::Stuck> {
        match self {
            Engine::Fast => run(env, &Code::new(env.program), c, obs),
            Engine::Step => super::run::run(env, c, obs),
        }
    }
}

/// Runs `c` as `run::run(env, c, obs)` does, with the same result. `code` must be
/// `Code::new(env.program)`.
pub fn run<M: Machine, O: Observer>(
    env: &Env<'_>,
    code: &Code,
    mut c: Config<M>,
    obs: &mut O,
) -> Result<Run<M>, super::step::Stuck> {
    let mut steps = 0u64;
    env.reset_work();
    let fuel = env.limits.fuel;
    // The decoded wraps and loads produce at most 64-bit values without checking the
    // value limit; below 64 bits every step is `step`'s.
    let decoded = env.limits.value_bits >= 64;
    let mut spare = Vec::new();
    // A weighted observer's weights by instruction (`FuncCode::pos`), and the sum of
    // those of the decoded steps, handed over at the end.
    let table: Vec<Weights> = match obs.weights() {
        Some(w) if O::WEIGHTED => code.weights(w),
        _ => Vec::new(),
    };
    let mut tally = 0u64;
    let outcome = loop {
        if decoded && !c.halted {
            // Steps the decoded instructions may take before the fuel check fails.
            let limit = fuel.saturating_sub(env.extra_work());
            let mut fs = Fast { code, table: &table, spare: &mut spare, tally: &mut tally };
            fast_steps(env, &mut fs, &mut c, &mut steps, limit, obs);
        }
        match driver_step(env, &mut c, &mut steps, obs) {
            Ok(Some(outcome)) => break outcome,
            Ok(None) => {}
            Err(stuck) => {
                obs.add(tally);
                return Err(stuck);
            }
        }
    };
    obs.add(tally);
    Ok(Run { outcome, steps, config: c })
}

/// What `fast_steps` keeps between its calls in one run.
struct Fast<'r> {
    code: &'r Code,
    /// The weights of each function's instructions, for a weighted observer (empty
    /// otherwise).
    table: &'r [Weights],
    /// Overwritten big integers, for reuse (`Heap`).
    spare: &'r mut Vec<Int>,
    /// The summed weights of the steps taken, for a weighted observer.
    tally: &'r mut u64,
}

/// A function's weights for a weighted observer, by instruction (`FuncCode::pos`'s
/// order): the engine adds the weights of all the steps of a decoded instruction when
/// it dispatches it (one addition per dispatch, not per step), and takes back those of
/// the steps it did not take when it stops inside one (`settle`).
struct Weights {
    /// The weight of the step at each position.
    step: Vec<u32>,
    /// The summed weights of the steps of the instruction decoded at each position
    /// (`Ins::steps` of them, from that position on).
    ins: Vec<u32>,
}

impl Code {
    /// `weights[func][block][index]` by instruction.
    fn weights(&self, weights: &[Vec<Vec<u32>>]) -> Vec<Weights> {
        let by_pc = |(f, fc): (usize, &FuncCode)| {
            let w = |&(b, i): &(BlockId, u32)| {
                super::run::Tally::weight(weights, Pos { func: FuncId(f as u32), block: b, index: i })
            };
            let step: Vec<u32> = fc.pos.iter().map(w).collect();
            let ins = (0..step.len())
                .map(|pc| (0..fc.code[pc].steps() as usize).filter_map(|k| step.get(pc + k)).sum())
                .collect();
            Weights { step, ins }
        };
        self.funcs.iter().enumerate().map(by_pc).collect()
    }
}

/// Takes back, from `tally`, the weights of the steps that the instruction being
/// executed, dispatched when `since` steps had been taken (`u64::MAX`: none is), did
/// not take by step `n`. The engine is at `pc`: every instruction advances `pc` by one
/// position per step until its last, so the instruction began at `pc - (n - since)`
/// and its steps not taken are at `pc` and after.
#[cold]
fn settle(code: &[Ins], w: Option<&Weights>, pc: usize, since: u64, n: u64, tally: &mut u64) {
    if since == u64::MAX {
        return;
    }
    let taken = (n - since) as usize;
    let (Some(w), Some(ins)) = (w, pc.checked_sub(taken).and_then(|p| code.get(p))) else { return };
    for k in 0..(ins.steps() as usize).saturating_sub(taken) {
        *tally -= u64::from(w.step.get(pc + k).copied().unwrap_or(0));
    }
}

/// Takes decoded steps from `c.at` while they apply and `steps < limit`, leaving `c`
/// at the first instruction that is `step`'s.
#[inline(never)]
fn fast_steps<M: Machine, O: Observer>(
    env: &Env<'_>,
    fs: &mut Fast<'_>,
    c: &mut Config<M>,
    steps: &mut u64,
    limit: u64,
    obs: &mut O,
) {
    let Fast { code, table, spare, tally } = fs;
    let mut n = *steps;
    // The weights of the steps taken (a weighted observer's), added to `tally` on
    // leaving, as `n` to `steps`.
    let mut weighed = 0u64;
    // One iteration per function entered or returned to.
    'frame: loop {
        let func = c.at.func;
        let Some(fc) = code.funcs.get(func.index()) else { break };
        let weights: Option<&Weights> = if O::WEIGHTED { table.get(func.index()) } else { None };
        let ins_weights: &[u32] = weights.map_or(&[], |w| w.ins.as_slice());
        // The steps taken before the instruction being executed was dispatched (for
        // `settle`); `u64::MAX` between instructions.
        let mut since = u64::MAX;
        let Some(&start) = fc.start.get(c.at.block.index()) else { break };
        let mut pc = start as usize + c.at.index as usize;
        let mut heap = Heap { bytes: c.regs.heap(), spare };
        let Some(mut frame) = Slots::new(c.regs.slots_mut(), fc) else { break };
        let slots = &mut frame;
        let at = |pc: usize| {
            let (block, index) = fc.pos[pc];
            Pos { func, block, index }
        };
        // A step by `rule` at `pc`.
        macro_rules! took {
            ($rule:expr) => {{
                // A weighted observer's weights were added at the dispatch.
                if O::ACTIVE && !O::WEIGHTED {
                    obs.step(at(pc), $rule);
                }
                n += 1;
            }};
        }
        // `dst ← w`, a machine word, by the rule `rule`.
        macro_rules! word_step {
            ($dst:expr, $w:expr, $rule:expr) => {{
                if !set_word(slots, $dst, $w, &mut heap) {
                    break;
                }
                took!($rule);
                pc += 1;
            }};
        }
        // `dst ← x op y` on machine words (E-Op); `break` when `step` must take it.
        macro_rules! binary {
            ($op:expr, $x:expr, $y:expr, $dst:expr) => {{
                let written = match small_compare($op, $x, $y) {
                    Some(v) => set_bool(slots, $dst, v, &mut heap),
                    None => match small_arith($op, $x, $y) {
                        Some(v) => set_word(slots, $dst, v, &mut heap),
                        None => break,
                    },
                };
                if !written {
                    break;
                }
                took!(Rule::Op);
                pc += 1;
            }};
        }
        // The second step of a pair, `dst ← wraps64(t)` (E-Wrap), whose result `low`
        // the first step computed.
        macro_rules! wrap_low {
            ($low:expr, $dst:expr) => {{
                if n >= limit || !set_word(slots, $dst, $low, &mut heap) {
                    break;
                }
                took!(Rule::Wrap);
                pc += 1;
            }};
        }
        // `t ← x op y; dst ← wraps64(t)`: E-Op then E-Wrap.
        macro_rules! wide_pair {
            ($op:expr, $x:expr, $y:expr, $t:expr, $dst:expr) => {{
                let Some(low) = wide(c.size.total, env, $op, $x, $y, $t, slots, &mut heap) else { break };
                took!(Rule::Op);
                pc += 1;
                wrap_low!(low, $dst);
            }};
        }
        // `r ← x op y` (a comparison, E-Op) then the block's `switch r (when ↦
        // targets[yes]) targets[no]`.
        macro_rules! compare_switch {
            ($op:expr, $x:expr, $y:expr, $r:expr, $when:expr, $yes:expr, $no:expr) => {{
                let Some(v) = small_compare($op, $x, $y) else { break };
                if !set_bool(slots, $r, v, &mut heap) {
                    break;
                }
                took!(Rule::Op);
                pc += 1;
                if n >= limit {
                    break;
                }
                switch!(v, $when, $yes, $no);
            }};
        }
        // E-Return-Frame of `v` to the frame below (there is one): in place, or by
        // `step::leave`; then on with the caller.
        macro_rules! ret {
            ($v:expr) => {{
                let v = $v;
                let here = at(pc);
                sync_heap(c, &heap);
                c.at = here;
                if !return_in_place(env, c, &v, heap.spare) && leave(env, c, v).is_err() {
                    if O::WEIGHTED {
                        settle(&fc.code, weights, pc, since, n, &mut weighed);
                    }
                    *steps = n;
                    **tally += weighed;
                    return;
                }
                took!(Rule::ReturnFrame);
                continue 'frame;
            }};
        }
        // `switch v (when ↦ targets[yes]) targets[no]` on the boolean `v`.
        macro_rules! switch {
            ($v:expr, $when:expr, $yes:expr, $no:expr) => {{
                let (t, rule) = if $v == $when { ($yes, Rule::SwitchCase) } else { ($no, Rule::SwitchDefault) };
                let Some(j) = fc.targets.get(t as usize) else { break };
                if !moves(fc, j, slots, &mut heap) {
                    break;
                }
                took!(rule);
                pc = j.pc as usize;
            }};
        }
        // `t ← a op b; dst ← wraps64(t)` on registers, `op` a constant.
        macro_rules! rr_pair {
            ($op:expr, $t:expr, $dst:expr, $a:expr, $b:expr) => {{
                let (Some(x), Some(y)) = (word(slots, $a), word(slots, $b)) else { break };
                wide_pair!($op, x, y, $t, $dst);
            }};
        }
        // `t ← a op k; dst ← wraps64(t)`.
        macro_rules! rk_pair {
            ($op:expr, $t:expr, $dst:expr, $a:expr, $k:expr) => {{
                let Some(x) = word(slots, $a) else { break };
                wide_pair!($op, x, $k, $t, $dst);
            }};
        }
        // `r ← a op b` then the switch on `r`.
        macro_rules! rr_switch {
            ($op:expr, $r:expr, $a:expr, $b:expr, $when:expr, $yes:expr, $no:expr) => {{
                let (Some(x), Some(y)) = (word(slots, $a), word(slots, $b)) else { break };
                compare_switch!($op, x, y, $r, $when, $yes, $no);
            }};
        }
        // `r ← a op k` then the switch on `r`.
        macro_rules! rk_switch {
            ($op:expr, $r:expr, $a:expr, $k:expr, $when:expr, $yes:expr, $no:expr) => {{
                let Some(x) = word(slots, $a) else { break };
                compare_switch!($op, x, $k, $r, $when, $yes, $no);
            }};
        }
        // `t ← load64(addr); dst ← wraps64(t)`: E-Load then E-Wrap.
        macro_rules! load_wrap {
            ($addr:expr, $t:expr, $dst:expr) => {{
                let Some(Ok(v)) = c.mem.read_word($addr) else { break };
                // The unsigned value in `t` (from 2^63 on, a negative Bril number's
                // pattern, an `Int` held in place that owns no memory, so `step`'s
                // `fits` has nothing to check), its low 64 bits in `dst`.
                let Some(slot) = slots.get_mut($t) else { break };
                put_u64(slot, v, &mut heap);
                took!(Rule::Load);
                pc += 1;
                wrap_low!(v as i64, $dst);
            }};
        }
        // `t ← i * k; dst ← p + t` on machine words: E-Op twice; the address `dst`.
        macro_rules! index {
            ($i:expr, $k:expr, $p:expr, $t:expr, $dst:expr) => {{
                let Some(off) = word(slots, $i).and_then(|x| x.checked_mul($k)) else { break };
                if !set_word(slots, $t, off, &mut heap) {
                    break;
                }
                took!(Rule::Op);
                pc += 1;
                if n >= limit {
                    break;
                }
                let Some(q) = word(slots, $p).and_then(|x| x.checked_add(off)) else { break };
                if !set_word(slots, $dst, q, &mut heap) {
                    break;
                }
                took!(Rule::Op);
                pc += 1;
                q
            }};
        }
        loop {
            if n >= limit {
                since = u64::MAX;
                break;
            }
            let Some(ins) = fc.code.get(pc) else {
                since = u64::MAX;
                break;
            };
            if O::WEIGHTED {
                weighed += u64::from(ins_weights.get(pc).copied().unwrap_or(0));
                since = n;
            }
            match *ins {
                Ins::Slow => break,
                Ins::BinRR { op, dst, a, b } => {
                    let (Some(x), Some(y)) = (word(slots, a), word(slots, b)) else {
                        // `and`, `or`, `xor`, `eq`, `ne` on booleans (`binary_general`'s).
                        let (Some(Some(Value::Bool(x))), Some(Some(Value::Bool(y)))) = (slots.get(a), slots.get(b))
                        else {
                            break;
                        };
                        let v = match op {
                            BinOp::And => *x && *y,
                            BinOp::Or => *x || *y,
                            BinOp::Xor | BinOp::Ne => x != y,
                            BinOp::Eq => x == y,
                            _ => break,
                        };
                        if !set_bool(slots, dst, v, &mut heap) {
                            break;
                        }
                        took!(Rule::Op);
                        pc += 1;
                        continue;
                    };
                    binary!(op, x, y, dst);
                }
                Ins::BinRK { op, dst, a, k } => {
                    let Some(x) = word(slots, a) else { break };
                    binary!(op, x, k, dst);
                }
                Ins::BinKR { op, dst, k, b } => {
                    let Some(y) = word(slots, b) else { break };
                    binary!(op, k, y, dst);
                }
                Ins::Move { dst, a } => {
                    let v = match slots.get(a) {
                        Some(Some(Value::Bool(b))) => {
                            let b = *b;
                            if !set_bool(slots, dst, b, &mut heap) {
                                break;
                            }
                            took!(Rule::Move);
                            pc += 1;
                            continue;
                        }
                        Some(Some(v @ (Value::Unit | Value::Ref(_)))) => v.clone(),
                        Some(Some(Value::Int(i))) => match i.to_i64() {
                            Some(x) => Value::int(x),
                            None => break,
                        },
                        _ => break,
                    };
                    if !set(slots, dst, v, &mut heap) {
                        break;
                    }
                    took!(Rule::Move);
                    pc += 1;
                }
                Ins::Lit { dst, v, rule } => {
                    if !set(slots, dst, v.value(), &mut heap) {
                        break;
                    }
                    took!(rule);
                    pc += 1;
                }
                Ins::StoreK { a, k, bits } => {
                    let Some(addr) = int_at(slots, a) else { break };
                    let Ok(place) = c.mem.place(addr, bits) else { break };
                    if c.mem.write_at(place, bits, &Int::from(k)).is_err() {
                        break;
                    }
                    took!(Rule::Store);
                    pc += 1;
                }
                Ins::Wrap { dst, a, signed, bits } => {
                    let Some(x) = word(slots, a) else { break };
                    let Some(w) = wrap_word(x, signed, bits) else { break };
                    word_step!(dst, w, Rule::Wrap);
                }
                Ins::Load { dst, a, bits } => {
                    // At most 64 bits of a machine-integer address: no extra fuel
                    // (`budget::extra_units` of one word is 0).
                    let Some(addr) = int_at(slots, a) else { break };
                    let Some(Ok(v)) = c.mem.read_bits(addr, bits) else { break };
                    let Ok(v) = i64::try_from(v) else { break };
                    word_step!(dst, v, Rule::Load);
                }
                Ins::LoadW { t, dst, a } => {
                    let Some(addr) = int_at(slots, a).and_then(Int::to_u64) else { break };
                    load_wrap!(addr, t, dst);
                }
                Ins::Index { t, dst, i, k, p } => {
                    let _ = index!(i, k, p, t, dst);
                }
                Ins::IndexLoadW { t, q, v, dst, i, p } => {
                    let addr = index!(i, 64, p, t, q);
                    if n >= limit {
                        break;
                    }
                    let Ok(addr) = u64::try_from(addr) else { break };
                    load_wrap!(addr, v, dst);
                }
                Ins::Store { a, v, bits } => {
                    let (Some(addr), Some(value)) = (int_at(slots, a), int_at(slots, v)) else { break };
                    if value.to_i64().is_none() {
                        break;
                    }
                    let Ok(place) = c.mem.place(addr, bits) else { break };
                    if c.mem.write_at(place, bits, value).is_err() {
                        break;
                    }
                    took!(Rule::Store);
                    pc += 1;
                }
                Ins::Jump { t, rule } => {
                    let Some(j) = fc.targets.get(t as usize) else { break };
                    if !moves(fc, j, slots, &mut heap) {
                        break;
                    }
                    took!(rule);
                    pc = j.pc as usize;
                }
                Ins::Goto { pc: to, rule } => {
                    took!(rule);
                    pc = to as usize;
                }
                Ins::Jump1 { t, pc: to, p, r, rule } => {
                    let done = word(slots, r).is_some_and(|x| set_word(slots, p, x, &mut heap));
                    if !done && !fc.targets.get(t as usize).is_some_and(|j| moves(fc, j, slots, &mut heap)) {
                        break;
                    }
                    took!(rule);
                    pc = to as usize;
                }
                Ins::Jump2 { t, pc: to, p0, r0, p1, r1, rule } => {
                    // Both sources are read before either parameter is written; the
                    // general path writes them again from the start when it must.
                    let done = match (word(slots, r0), word(slots, r1)) {
                        (Some(x), Some(y)) => set_word(slots, p0, x, &mut heap) && set_word(slots, p1, y, &mut heap),
                        _ => false,
                    };
                    if !done && !fc.targets.get(t as usize).is_some_and(|j| moves(fc, j, slots, &mut heap)) {
                        break;
                    }
                    took!(rule);
                    pc = to as usize;
                }
                Ins::SwitchBool { on, when, yes, no } => {
                    let Some(Some(Value::Bool(v))) = slots.get(on) else { break };
                    let v = *v;
                    switch!(v, when, yes, no);
                }
                Ins::AddRRW { t, dst, a, b } => rr_pair!(BinOp::Add, t, dst, a, b),
                Ins::SubRRW { t, dst, a, b } => rr_pair!(BinOp::Sub, t, dst, a, b),
                Ins::MulRRW { t, dst, a, b } => rr_pair!(BinOp::Mul, t, dst, a, b),
                Ins::DivRRW { t, dst, a, b } => rr_pair!(BinOp::Div, t, dst, a, b),
                Ins::AddRKW { t, dst, a, k } => rk_pair!(BinOp::Add, t, dst, a, k),
                Ins::SubRKW { t, dst, a, k } => rk_pair!(BinOp::Sub, t, dst, a, k),
                Ins::MulRKW { t, dst, a, k } => rk_pair!(BinOp::Mul, t, dst, a, k),
                Ins::DivRKW { t, dst, a, k } => rk_pair!(BinOp::Div, t, dst, a, k),
                Ins::LtRRBr { c: r, a, b, when, yes, no } => rr_switch!(BinOp::Lt, r, a, b, when, yes, no),
                Ins::LeRRBr { c: r, a, b, when, yes, no } => rr_switch!(BinOp::Le, r, a, b, when, yes, no),
                Ins::GtRRBr { c: r, a, b, when, yes, no } => rr_switch!(BinOp::Gt, r, a, b, when, yes, no),
                Ins::GeRRBr { c: r, a, b, when, yes, no } => rr_switch!(BinOp::Ge, r, a, b, when, yes, no),
                Ins::EqRRBr { c: r, a, b, when, yes, no } => rr_switch!(BinOp::Eq, r, a, b, when, yes, no),
                Ins::NeRRBr { c: r, a, b, when, yes, no } => rr_switch!(BinOp::Ne, r, a, b, when, yes, no),
                Ins::LtRKBr { c: r, a, k, when, yes, no } => rk_switch!(BinOp::Lt, r, a, k, when, yes, no),
                Ins::LeRKBr { c: r, a, k, when, yes, no } => rk_switch!(BinOp::Le, r, a, k, when, yes, no),
                Ins::GtRKBr { c: r, a, k, when, yes, no } => rk_switch!(BinOp::Gt, r, a, k, when, yes, no),
                Ins::GeRKBr { c: r, a, k, when, yes, no } => rk_switch!(BinOp::Ge, r, a, k, when, yes, no),
                Ins::EqRKBr { c: r, a, k, when, yes, no } => rk_switch!(BinOp::Eq, r, a, k, when, yes, no),
                Ins::NeRKBr { c: r, a, k, when, yes, no } => rk_switch!(BinOp::Ne, r, a, k, when, yes, no),
                Ins::Call { callee, site } => {
                    // `step::enter` reads the arguments and checks the call depth and
                    // the budget before it changes anything.
                    let here = at(pc);
                    let Some(call) = fc.calls.get(site as usize) else { break };
                    let CallSite { dst, args, .. } = call;
                    sync_heap(c, &heap);
                    c.at = here;
                    if call_in_place(env, c, call, FuncId(callee)) {
                        took!(Rule::Call);
                        continue 'frame;
                    }
                    if enter(env, c, dst, FuncId(callee), args).is_err() {
                        if O::WEIGHTED {
                            settle(&fc.code, weights, pc, since, n, &mut weighed);
                        }
                        *steps = n;
                        **tally += weighed;
                        return;
                    }
                    took!(Rule::Call);
                    continue 'frame;
                }
                Ins::CallExtern { site } => {
                    // `step::call_extern` checks the budget and draws from ν before it
                    // changes anything.
                    let Some(call) = fc.externs.get(site as usize) else { break };
                    let Some(args) = extern_args(&call.args, slots) else { break };
                    sync_heap(c, &heap);
                    c.at = at(pc);
                    if call_extern(env, c, &call.dst, call.ext, args).is_err() {
                        break;
                    }
                    took!(Rule::CallExtern);
                    continue 'frame;
                }
                Ins::Return { a } => {
                    if c.cont.is_empty() {
                        break;
                    }
                    let v = match slots.get(a) {
                        Some(Some(v)) => copy(v),
                        _ => break,
                    };
                    ret!(v);
                }
                Ins::ReturnLit { v } => {
                    if c.cont.is_empty() {
                        break;
                    }
                    ret!(v.value());
                }
            }
        }
        c.regs.set_heap(heap.bytes);
        if let Some(&(block, index)) = fc.pos.get(pc) {
            c.at = Pos { func, block, index };
        }
        if O::WEIGHTED {
            settle(&fc.code, weights, pc, since, n, &mut weighed);
        }
        break;
    }
    *steps = n;
    **tally += weighed;
}

/// Writes the frame's heap bytes back into `c.regs`, only when they changed: the
/// in-place call and return swap `c.regs` whole right after, and a load of it over a
/// field just stored stalls store forwarding.
#[inline(always)]
fn sync_heap<M>(c: &mut Config<M>, heap: &Heap<'_>) {
    if c.regs.heap() != heap.bytes {
        c.regs.set_heap(heap.bytes);
    }
}

/// E-Call in place: the frame is written field by field into the slot a return left
/// above the innermost frame (`Cont::spare_slot`), and the cleared register array
/// that return left there becomes the callee's γ, so that neither moves (moving a
/// frame through a temporary stalls store forwarding). It does what `step::enter`
/// does, to the byte of the size counters; `false`, with nothing changed, when it
/// does not apply (no such slot, an array of another size or shared, a big-integer
/// argument, the call-depth limit, the budget), and `enter` takes the call.
#[inline(never)]
fn call_in_place<M>(env: &Env<'_>, c: &mut Config<M>, call: &CallSite, callee: FuncId) -> bool {
    if !call.fits || c.cont.len() >= env.limits.call_depth as usize {
        return false;
    }
    let (entry, params) = env.entry(callee);
    let frame_bytes = env.frame_bytes(callee);
    // `enter`'s check: the callee's slots are new (its arguments hold no big integer).
    if c.fits(env.limits.budget, [frame_bytes, 0, 0, 0]).is_err() {
        return false;
    }
    let caller = &c.regs;
    let Some(slot) = c.cont.spare_slot() else { return false };
    if slot.regs.len() != call.callee_regs {
        return false;
    }
    let Some(slots) = slot.regs.slots_if_unshared() else { return false };
    // The arguments, into the cleared array; at an argument that is not a machine
    // word, a boolean, unit or a reference, the array is cleared again (`Cont`'s left
    // slots hold cleared arrays; the call is retried by `enter`, which replaces it).
    for (k, (p, a)) in params.iter().zip(call.args.iter()).enumerate() {
        let v = match a {
            Operand::Reg(r) => caller.get(*r),
            Operand::Const(v) => Some(v),
        };
        let written = match (v, slots.get_mut(p.index())) {
            (Some(Value::Int(i)), Some(s)) => match i.to_i64() {
                Some(x) => {
                    *s = Some(Value::int(x));
                    true
                }
                None => false,
            },
            (Some(Value::Bool(b)), Some(s)) => {
                *s = Some(Value::Bool(*b));
                true
            }
            (Some(v), Some(s)) => {
                *s = Some(v.clone());
                true
            }
            _ => false,
        };
        if !written {
            for q in &params[..k] {
                if let Some(s) = slots.get_mut(q.index()) {
                    *s = None;
                }
            }
            return false;
        }
    }
    let caller_heap = caller.heap();
    slot.resume = Pos { index: c.at.index + 1, ..c.at };
    slot.dst = call.dst;
    std::mem::swap(&mut c.regs, &mut slot.regs);
    c.cont.push_spare();
    let grown = frame_bytes + caller_heap;
    c.size.frames += grown;
    c.size.total += grown;
    c.at = Pos { func: callee, block: entry, index: 0 };
    true
}

/// E-Return-Frame in place: the caller's γ and the returning one change places in
/// the frame's slot, which is then left above the stack with the returning array
/// cleared (or, when something else shares it, the function's all-unassigned
/// template) for `call_in_place`. It does what `step::leave` does; `false`, with
/// nothing changed, when the innermost frame is not in an unshared chunk.
#[inline(never)]
fn return_in_place<M>(env: &Env<'_>, c: &mut Config<M>, value: &Value, spare: &mut Vec<Int>) -> bool {
    let func = c.at.func;
    let Some(frame) = c.cont.top_mut() else { return false };
    std::mem::swap(&mut c.regs, &mut frame.regs);
    let shrunk = frame.regs.frame_bytes() + c.regs.heap();
    let (resume, dst) = (frame.resume, frame.dst);
    if !frame.regs.clear_if_unshared_keeping(spare) {
        frame.regs = env.unassigned(func);
    }
    c.cont.pop_to_spare();
    c.size.frames -= shrunk;
    c.size.total -= shrunk;
    c.at = resume;
    if let Some(r) = dst {
        let placed = c.regs.slots_if_unshared().and_then(|s| s.get_mut(r.index())).is_some_and(|s| put_plain(s, value));
        if !placed {
            c.regs.set(r, copy(value));
        }
    }
    true
}

/// `slot ← v` in place for a machine integer or a boolean over an unassigned
/// register or one of the same kind (nothing to drop, no heap count to change), the
/// parts stored one by one: `Regs::set(r, copy(v))` builds the value on the stack and
/// copies it whole, which stalls store forwarding. `false`, with nothing written,
/// otherwise.
#[inline(always)]
fn put_plain(slot: &mut Option<Value>, v: &Value) -> bool {
    match (v, slot) {
        (Value::Int(i), slot) => {
            let Some(x) = i.to_i64() else { return false };
            match slot {
                Some(Value::Int(old)) => match old.small_mut() {
                    Some(w) => {
                        *w = x;
                        true
                    }
                    None => false,
                },
                slot @ None => {
                    *slot = Some(Value::int(x));
                    true
                }
                _ => false,
            }
        }
        (Value::Bool(b), Some(Value::Bool(old))) => {
            *old = *b;
            true
        }
        (Value::Bool(b), slot @ None) => {
            *slot = Some(Value::Bool(*b));
            true
        }
        _ => false,
    }
}

/// The first step of the pair `t ← x op y; dst ← wraps64(t)` (`op` one of `add`,
/// `sub`, `mul`, `div`): writes `t`, exact, and returns its low 64 bits, the second step's
/// result; `None` when `step` must take it. A result beyond 64 bits is a big integer
/// in `t`: written only when the value limit allows 128 bits and the size budget has
/// room for it, as `step` would check (`binary_general`'s `fits`); the work charged
/// for one-word operands, and for the wrap of a two-word integer, is 0 units
/// (`budget::extra_units`).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn wide(
    total: u64,
    env: &Env<'_>,
    op: BinOp,
    x: i64,
    y: i64,
    t: u32,
    slots: &mut Slots<'_>,
    heap: &mut Heap<'_>,
) -> Option<i64> {
    // A machine word first (one instruction and an overflow test), then, out of line,
    // the exact result in 128 bits.
    let r = match op {
        BinOp::Add => x.checked_add(y),
        BinOp::Sub => x.checked_sub(y),
        BinOp::Mul => x.checked_mul(y),
        // Truncating, as `step`'s; `step` takes a division by zero (an error outcome).
        _ if y == 0 => return None,
        _ => x.checked_div(y),
    };
    match r {
        Some(r) => set_word(slots, t, r, heap).then_some(r),
        None => wide_big(total, env, op, x, y, t, slots, heap),
    }
}

/// `wide` of a result beyond 64 bits: `t` gets it exact, and its low 64 bits are
/// returned.
#[inline(never)]
#[allow(clippy::too_many_arguments)]
fn wide_big(
    total: u64,
    env: &Env<'_>,
    op: BinOp,
    x: i64,
    y: i64,
    t: u32,
    slots: &mut Slots<'_>,
    heap: &mut Heap<'_>,
) -> Option<i64> {
    let r = match op {
        BinOp::Add => i128::from(x) + i128::from(y),
        BinOp::Sub => i128::from(x) - i128::from(y),
        BinOp::Mul => i128::from(x) * i128::from(y),
        // The only quotient beyond 64 bits is `i64::MIN / -1`.
        _ => -i128::from(x),
    };
    big(total, env, r, t, slots, heap).then_some(r as i64)
}

/// `wide`'s case of a result beyond 64 bits, out of line.
#[inline(never)]
fn big(total: u64, env: &Env<'_>, r: i128, t: u32, slots: &mut Slots<'_>, heap: &mut Heap<'_>) -> bool {
    env.limits.value_bits >= 128 && slots.get_mut(t).is_some_and(|slot| put_wide(total, env, r, slot, heap))
}

/// `slot ← r` for an `r` beyond the `i64` range, when the size budget has room for it (the
/// configuration's size with the new integer counted and the old one still held, as
/// `step`'s `fits` checks before writing). The digits of a big integer the slot held
/// alone are reused.
#[inline(never)]
fn put_wide(total: u64, env: &Env<'_>, r: i128, slot: &mut Option<Value>, heap: &mut Heap<'_>) -> bool {
    let bytes = super::budget::i128_bytes(r);
    if total + heap.bytes + bytes > env.limits.budget {
        return false;
    }
    if bytes == 0 {
        // A 64-bit magnitude, held in place.
        if matches!(slot, Some(Value::Int(old)) if old.is_heap()) {
            heap.retire(slot);
        }
        *slot = Some(Value::Int(Int::from(r)));
        return true;
    }
    match slot {
        Some(Value::Int(old)) if old.to_i64().is_none() => {
            heap.bytes -= super::budget::int_bytes(old);
            old.assign_i128(r);
        }
        _ => *slot = Some(Value::Int(heap.wide(r))),
    }
    heap.bytes += bytes;
    true
}

/// `slot ← v`, an unsigned 64-bit value: over an integer that owns no memory, in
/// place and without a branch on the top bit (which is a coin toss on the loads of a
/// matrix of random signed numbers); else through `set_over`.
#[inline(always)]
fn put_u64(slot: &mut Option<Value>, v: u64, heap: &mut Heap<'_>) {
    if let Some(Value::Int(i)) = slot {
        if i.set_u64(v) {
            return;
        }
    }
    match slot {
        None => *slot = Some(Value::Int(Int::from(v))),
        Some(_) => set_over(slot, Value::Int(Int::from(v)), heap),
    }
}

/// Writes the parameters of a jump: from registers, then constants (see `Jump`).
/// Nothing is written when an argument is not a machine word, a boolean, unit or a
/// reference: `step` takes those.
#[inline(always)]
fn moves(fc: &FuncCode, j: &Jump, slots: &mut Slots<'_>, heap: &mut Heap<'_>) -> bool {
    if j.regs.0 != j.regs.1 && !reg_moves(fc, j, slots, heap) {
        return false;
    }
    if j.lits.0 == j.lits.1 {
        return true;
    }
    for &(p, v) in fc.lit_moves.get(j.lits.0 as usize..j.lits.1 as usize).unwrap_or_default() {
        let written = match v {
            Lit::Int(x) => set_word(slots, p, x, heap),
            Lit::Bool(b) => set_bool(slots, p, b, heap),
            Lit::Unit => set(slots, p, Value::Unit, heap),
        };
        if !written {
            return false;
        }
    }
    true
}

/// The writes of `moves` from registers.
#[inline(always)]
fn reg_moves(fc: &FuncCode, j: &Jump, slots: &mut Slots<'_>, heap: &mut Heap<'_>) -> bool {
    let regs = fc.reg_moves.get(j.regs.0 as usize..j.regs.1 as usize).unwrap_or_default();
    for &(_, r) in regs {
        match slots.get(r) {
            Some(Some(Value::Int(i))) if i.to_i64().is_none() => return false,
            Some(Some(_)) => {}
            _ => return false,
        }
    }
    for &(p, r) in regs {
        if let Some(x) = word(slots, r) {
            if !set_word(slots, p, x, heap) {
                return false;
            }
            continue;
        }
        let written = match slots.get(r) {
            Some(Some(Value::Int(_))) => false,
            Some(Some(Value::Bool(b))) => {
                let b = *b;
                set_bool(slots, p, b, heap)
            }
            Some(Some(v)) => {
                let v = v.clone();
                set(slots, p, v, heap)
            }
            None | Some(None) => false,
        };
        if !written {
            return false;
        }
    }
    true
}

/// The values of an external call's arguments, `None` when a register is unassigned
/// (`step` takes the call then).
fn extern_args(args: &[Operand], slots: &Slots<'_>) -> Option<Vec<Value>> {
    let mut values = Vec::with_capacity(args.len());
    for a in args {
        values.push(match a {
            Operand::Reg(r) => slots.get(r.0)?.as_ref()?.clone(),
            Operand::Const(v) => v.clone(),
        });
    }
    Some(values)
}

/// A copy of a value.
#[inline(always)]
fn copy(v: &Value) -> Value {
    match v {
        Value::Int(i) => match i.to_i64() {
            Some(x) => Value::int(x),
            None => v.clone(),
        },
        Value::Bool(b) => Value::Bool(*b),
        Value::Unit => Value::Unit,
        Value::Ref(_) => v.clone(),
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
    use super::{decoded, wrap_word, Code, Ins};
    use crate::ir::{Int, Reg};

    /// The check `Slots` relies on: a register index beyond the function's registers
    /// (which no verified program has) leaves its instruction to `step`, and a jump
    /// writing such a parameter is not decoded.
    #[test]
    fn a_register_beyond_the_function_is_never_decoded() {
        let text = "@main {\n  a: int = const 1;\n  b: int = add a a;\n  print b;\n}\n";
        let Ok(imported) = crate::bril::lower::import_text(text) else { panic!("imports") };
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
        assert!(fc.code.iter().all(|i| i.registers().iter().all(|&r| (r as usize) < fc.regs)));
        assert!(matches!(fc.code[0], Ins::Slow), "{:?}", fc.code[0]);
    }

    #[test]
    fn wrap_word_agrees_with_int_wrap() {
        let xs = [0i64, 1, -1, 2, 127, 128, 255, 256, -128, -129, i64::MAX, i64::MIN, 0x1234_5678_9abc_def0];
        for &x in &xs {
            for bits in 1..=64u32 {
                for signed in [false, true] {
                    let want = Int::from(x).wrap(signed, bits).to_i64();
                    assert_eq!(wrap_word(x, signed, bits), want, "wrap{}{bits}({x})", if signed { 's' } else { 'u' });
                }
            }
        }
    }
}
