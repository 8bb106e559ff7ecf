//! The Waddle kernel IR: programs, functions, blocks, instructions, values and types.
//!
//! Entities are addressed by dense ids (`FuncId`, `ExternId`, `BlockId`, `Reg`); names
//! exist only for printing and at the RON boundary. A function's parameters are the
//! parameters of its entry block, as in the paper (`a(r1: int, r2: int)` is both the
//! entry block and the signature of `gcd`). Blocks use block parameters instead of φ.
//!
//! Invariants kept by this module:
//! - a `BlockId` stays valid until its block is removed; removed ids are never reused;
//! - every register has exactly one entry in the register table, with its type;
//! - block names, register names and function names are unique in their scope
//!   (`fresh_*` helpers create new ones).

pub mod edit;
mod int;

pub use int::Int;

use std::fmt;
use std::sync::Arc;

macro_rules! id {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
        pub struct $name(pub u32);
        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

id!(
    /// A defined function of a program.
    FuncId
);
id!(
    /// A declared external function of a program.
    ExternId
);
id!(
    /// A block of a function.
    BlockId
);
id!(
    /// A register (SSA value) of a function.
    Reg
);

/// Types of the kernel IR.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    Int,
    Bool,
    Unit,
    /// A function reference with its signature.
    Fn(Arc<FnType>),
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FnType {
    pub params: Vec<Type>,
    pub ret: Type,
}

impl Type {
    pub fn func(params: Vec<Type>, ret: Type) -> Type {
        Type::Fn(Arc::new(FnType { params, ret }))
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Int => f.write_str("int"),
            Type::Bool => f.write_str("bool"),
            Type::Unit => f.write_str("unit"),
            Type::Fn(ft) => {
                f.write_str("fn(")?;
                for (i, p) in ft.params.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{p}")?;
                }
                write!(f, ") → {}", ft.ret)
            }
        }
    }
}

/// What a function reference points to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Callee {
    Func(FuncId),
    Extern(ExternId),
}

/// Constant values `cv` of the paper.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    Int(Int),
    Bool(bool),
    Unit,
    /// `ref f`.
    Ref(Callee),
}

impl Value {
    pub fn int(v: i64) -> Value {
        Value::Int(Int::from(v))
    }
}

/// An instruction operand: a register or a constant.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Operand {
    Reg(Reg),
    Const(Value),
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum UnOp {
    /// Integer negation.
    Neg,
    /// Boolean not, or bitwise not on integers.
    Not,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// Truncating division; division by zero is an error outcome.
    Div,
    /// Remainder with the sign of the dividend; zero divisor is an error outcome.
    Mod,
    /// Boolean or bitwise (two's complement) and.
    And,
    Or,
    Xor,
    /// `a * 2^b`; a negative shift amount is an error outcome.
    Shl,
    /// `floor(a / 2^b)`; a negative shift amount is an error outcome.
    Shr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// IEEE-754 binary64 arithmetic on bit patterns: each operand's low 64 bits are a
    /// binary64, the result is the bit pattern of the rounded result as a signed
    /// 64-bit int (`semantics/reduction.md`, "Floating point").
    FAdd,
    FSub,
    FMul,
    FDiv,
    /// binary64 comparisons of bit patterns (false when an operand is a NaN).
    FEq,
    FLt,
    FLe,
    FGt,
    FGe,
}

impl BinOp {
    pub const ALL: [BinOp; 25] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::Div,
        BinOp::Mod,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
        BinOp::Shl,
        BinOp::Shr,
        BinOp::Eq,
        BinOp::Ne,
        BinOp::Lt,
        BinOp::Le,
        BinOp::Gt,
        BinOp::Ge,
        BinOp::FAdd,
        BinOp::FSub,
        BinOp::FMul,
        BinOp::FDiv,
        BinOp::FEq,
        BinOp::FLt,
        BinOp::FLe,
        BinOp::FGt,
        BinOp::FGe,
    ];

    /// Whether the result is a `bool`: the comparisons of integers (`eq` and `ne` also
    /// of any two values of one type) and of floats.
    pub fn is_comparison(self) -> bool {
        use BinOp::*;
        matches!(self, Eq | Ne | Lt | Le | Gt | Ge | FEq | FLt | FLe | FGt | FGe)
    }

    /// The paper-notation name (`mod`, `add`, ...), also the RON variant in lower case.
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::Div => "div",
            BinOp::Mod => "mod",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
            BinOp::Shl => "shl",
            BinOp::Shr => "shr",
            BinOp::Eq => "eq",
            BinOp::Ne => "ne",
            BinOp::Lt => "lt",
            BinOp::Le => "le",
            BinOp::Gt => "gt",
            BinOp::Ge => "ge",
            BinOp::FAdd => "fadd",
            BinOp::FSub => "fsub",
            BinOp::FMul => "fmul",
            BinOp::FDiv => "fdiv",
            BinOp::FEq => "feq",
            BinOp::FLt => "flt",
            BinOp::FLe => "fle",
            BinOp::FGt => "fgt",
            BinOp::FGe => "fge",
        }
    }
}

impl UnOp {
    pub fn name(self) -> &'static str {
        match self {
            UnOp::Neg => "neg",
            UnOp::Not => "not",
        }
    }
}

/// The operation of an instruction `r ← op(operands)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Op {
    Unary(UnOp, Operand),
    Binary(BinOp, Operand, Operand),
    /// Reduce an int to `bits` bits, signed or unsigned.
    Wrap {
        signed: bool,
        bits: u32,
        arg: Operand,
    },
    Move(Operand),
    /// `addr(f)`: the reference `ref f`.
    Addr(Callee),
    /// Call a defined function (pushes a frame) or an external (appends an effect).
    Call(Operand, Vec<Operand>),
    /// Allocate `size` bits; the address is chosen by the machine (ν).
    Alloc(Operand),
    /// Free the allocation starting at the address.
    Free(Operand),
    /// Read `bits` bits at the address as an unsigned int.
    Load(Operand, u32),
    /// Write the low `bits` bits (two's complement) of the value at the address.
    Store(Operand, Operand, u32),
}

impl Op {
    /// Operands in order, for use-def walks.
    pub fn operands(&self) -> Vec<&Operand> {
        match self {
            Op::Unary(_, a) | Op::Move(a) | Op::Alloc(a) | Op::Free(a) | Op::Load(a, _) => vec![a],
            Op::Wrap { arg, .. } => vec![arg],
            Op::Binary(_, a, b) | Op::Store(a, b, _) => vec![a, b],
            Op::Addr(_) => vec![],
            Op::Call(c, args) => std::iter::once(c).chain(args.iter()).collect(),
        }
    }

    /// Applies `f` to every operand in order (as `operands`, without allocating).
    pub fn for_each_operand(&self, mut f: impl FnMut(&Operand)) {
        match self {
            Op::Unary(_, a) | Op::Move(a) | Op::Alloc(a) | Op::Free(a) | Op::Load(a, _) => f(a),
            Op::Wrap { arg, .. } => f(arg),
            Op::Binary(_, a, b) | Op::Store(a, b, _) => {
                f(a);
                f(b)
            }
            Op::Addr(_) => {}
            Op::Call(c, args) => {
                f(c);
                args.iter().for_each(f)
            }
        }
    }

    /// Applies `f` to every operand in order (as `operands_mut`, without allocating).
    pub fn for_each_operand_mut(&mut self, mut f: impl FnMut(&mut Operand)) {
        match self {
            Op::Unary(_, a) | Op::Move(a) | Op::Alloc(a) | Op::Free(a) | Op::Load(a, _) => f(a),
            Op::Wrap { arg, .. } => f(arg),
            Op::Binary(_, a, b) | Op::Store(a, b, _) => {
                f(a);
                f(b)
            }
            Op::Addr(_) => {}
            Op::Call(c, args) => {
                f(c);
                args.iter_mut().for_each(f)
            }
        }
    }

    pub fn operands_mut(&mut self) -> Vec<&mut Operand> {
        match self {
            Op::Unary(_, a) | Op::Move(a) | Op::Alloc(a) | Op::Free(a) | Op::Load(a, _) => vec![a],
            Op::Wrap { arg, .. } => vec![arg],
            Op::Binary(_, a, b) | Op::Store(a, b, _) => vec![a, b],
            Op::Addr(_) => vec![],
            Op::Call(c, args) => std::iter::once(c).chain(args.iter_mut()).collect(),
        }
    }
}

/// An instruction; `dst` is `None` when the result is discarded (`_` in RON).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Inst {
    pub dst: Option<Reg>,
    pub op: Op,
}

/// A control-flow edge reference `b(args)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Target {
    pub block: BlockId,
    pub args: Vec<Operand>,
}

/// Block terminators. A switch takes the first case whose constant equals the
/// scrutinee, and the default otherwise; duplicate case constants are allowed
/// (the slides' `switch unit (unit ↦ b()) (unit ↦ d()) c()`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Terminator {
    Branch(Target),
    Switch { on: Operand, cases: Vec<(Value, Target)>, default: Target },
    Return(Operand),
}

impl Terminator {
    /// Edge references in order: cases first, then the default.
    pub fn targets(&self) -> Vec<&Target> {
        match self {
            Terminator::Branch(t) => vec![t],
            Terminator::Switch { cases, default, .. } => {
                cases.iter().map(|(_, t)| t).chain(std::iter::once(default)).collect()
            }
            Terminator::Return(_) => vec![],
        }
    }

    pub fn targets_mut(&mut self) -> Vec<&mut Target> {
        match self {
            Terminator::Branch(t) => vec![t],
            Terminator::Switch { cases, default, .. } => {
                cases.iter_mut().map(|(_, t)| t).chain(std::iter::once(default)).collect()
            }
            Terminator::Return(_) => vec![],
        }
    }

    /// Edge references in order, without allocating (see `targets`).
    pub fn targets_iter(&self) -> impl Iterator<Item = &Target> + '_ {
        let (cases, last): (&[(Value, Target)], Option<&Target>) = match self {
            Terminator::Branch(t) => (&[], Some(t)),
            Terminator::Switch { cases, default, .. } => (cases, Some(default)),
            Terminator::Return(_) => (&[], None),
        };
        cases.iter().map(|(_, t)| t).chain(last)
    }

    /// The `k`-th edge reference (in `targets` order).
    pub fn target(&self, k: usize) -> Option<&Target> {
        match self {
            Terminator::Branch(t) => (k == 0).then_some(t),
            Terminator::Switch { cases, default, .. } => {
                if k < cases.len() {
                    Some(&cases[k].1)
                } else if k == cases.len() {
                    Some(default)
                } else {
                    None
                }
            }
            Terminator::Return(_) => None,
        }
    }

    /// Applies `f` to every edge reference in order (as `targets_mut`, without
    /// allocating).
    pub fn for_each_target_mut(&mut self, mut f: impl FnMut(&mut Target)) {
        match self {
            Terminator::Branch(t) => f(t),
            Terminator::Switch { cases, default, .. } => {
                cases.iter_mut().for_each(|(_, t)| f(t));
                f(default)
            }
            Terminator::Return(_) => {}
        }
    }

    /// Applies `f` to every operand the terminator uses, in the order of
    /// `for_each_operand_mut`.
    pub fn for_each_operand(&self, mut f: impl FnMut(&Operand)) {
        match self {
            Terminator::Switch { on, .. } => f(on),
            Terminator::Return(v) => f(v),
            Terminator::Branch(_) => {}
        }
        for t in self.targets_iter() {
            t.args.iter().for_each(&mut f);
        }
    }

    /// Successor blocks, one per edge reference (so multi-edges repeat).
    pub fn succs(&self) -> impl Iterator<Item = BlockId> + '_ {
        let (cases, default, single): (&[(Value, Target)], Option<&Target>, Option<&Target>) = match self {
            Terminator::Branch(t) => (&[], None, Some(t)),
            Terminator::Switch { cases, default, .. } => (cases, Some(default), None),
            Terminator::Return(_) => (&[], None, None),
        };
        cases.iter().map(|(_, t)| t.block).chain(default.map(|t| t.block)).chain(single.map(|t| t.block))
    }

    /// Applies `f` to every operand the terminator uses: the scrutinee or return value
    /// and every branch argument.
    pub fn for_each_operand_mut(&mut self, mut f: impl FnMut(&mut Operand)) {
        match self {
            Terminator::Switch { on, .. } => f(on),
            Terminator::Return(v) => f(v),
            Terminator::Branch(_) => {}
        }
        self.for_each_target_mut(|t| t.args.iter_mut().for_each(&mut f));
    }

    /// Operands that are not branch arguments (the switch scrutinee, the return value).
    pub fn own_operands(&self) -> Vec<&Operand> {
        match self {
            Terminator::Branch(_) => vec![],
            Terminator::Switch { on, .. } => vec![on],
            Terminator::Return(v) => vec![v],
        }
    }
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Block {
    pub name: String,
    pub params: Vec<Reg>,
    pub insts: Vec<Inst>,
    pub term: Terminator,
}

impl Block {
    /// Applies `f` to every operand the block uses: instruction operands, then the
    /// terminator's (see `Terminator::for_each_operand_mut`).
    pub fn for_each_operand_mut(&mut self, mut f: impl FnMut(&mut Operand)) {
        for i in &mut self.insts {
            i.op.for_each_operand_mut(&mut f);
        }
        self.term.for_each_operand_mut(f);
    }

    /// Applies `f` to every operand the block uses, in the order of
    /// `for_each_operand_mut`.
    pub fn for_each_operand(&self, mut f: impl FnMut(&Operand)) {
        for i in &self.insts {
            i.op.for_each_operand(&mut f);
        }
        self.term.for_each_operand(f);
    }

    /// Does the block use `o` (as an instruction operand, a terminator operand or a
    /// branch argument)?
    pub fn uses(&self, o: &Operand) -> bool {
        let mut found = false;
        self.for_each_operand(|x| found |= x == o);
        found
    }
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RegData {
    pub name: String,
    pub ty: Type,
}

/// A function: blocks in an arena indexed by `BlockId`, a register table indexed by
/// `Reg`, and the entry block whose parameters are the function's parameters.
///
/// Name lookups go through indexes kept by `add_block` and `new_reg`, so creating
/// fresh names costs O(1) whatever the function's size. Register names are therefore
/// not changed after creation, and block names only through `rename_block` (never
/// by assigning `Block::name` through `block_mut`). `remove_block` leaves the block's entry in
/// the block-name index (touching a table of the function's size for every removed
/// block would make removals pay for the function's size in cache misses): an entry
/// counts only while its block is live, and `add_block` overwrites a dead one. Equality
/// ignores dead entries.
#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub ret: Type,
    entry: BlockId,
    blocks: Vec<Option<Block>>,
    regs: Vec<RegData>,
    block_names: NameMap<BlockId>,
    reg_names: NameMap<Reg>,
    /// Next suffix to try per base name, so fresh names cost amortized O(1).
    suffixes: Suffixes,
}

impl PartialEq for Function {
    fn eq(&self, o: &Function) -> bool {
        let live_names = |f: &Function| f.block_names.iter().filter(|(_, b)| f.is_live(**b)).count();
        self.name == o.name
            && self.ret == o.ret
            && self.entry == o.entry
            && self.blocks == o.blocks
            && self.regs == o.regs
            && self.reg_names == o.reg_names
            && live_names(self) == live_names(o)
            && self.block_names.iter().filter(|(_, b)| self.is_live(**b)).all(|(n, b)| o.block_by_name(n) == Some(*b))
    }
}

impl Eq for Function {}

/// Bookkeeping for fresh names; not part of a function's identity.
#[derive(Clone, Debug, Default)]
struct Suffixes(NameMap<u32>);

/// The name indexes of a function: hash maps keyed by name with the Fx hash of
/// `rustc-hash` (as in rustc). Names come from the program text and from
/// `fresh_name`, not from an adversary, so a keyed hash buys nothing; Fx hashes a
/// short name in a few instructions, where SipHash costs more than the rest of a
/// lookup.
type NameMap<V> = rustc_hash::FxHashMap<String, V>;

impl PartialEq for Suffixes {
    fn eq(&self, _: &Suffixes) -> bool {
        true
    }
}

impl Eq for Suffixes {}

impl Function {
    /// A function with a single entry block. Further blocks are added with `add_block`.
    pub fn new(name: impl Into<String>, ret: Type, entry: Block, regs: Vec<RegData>) -> Function {
        let block_names = [(entry.name.clone(), BlockId(0))].into_iter().collect();
        let reg_names = regs.iter().enumerate().map(|(i, r)| (r.name.clone(), Reg(i as u32))).collect();
        Function {
            name: name.into(),
            ret,
            entry: BlockId(0),
            blocks: vec![Some(entry)],
            regs,
            block_names,
            reg_names,
            suffixes: Suffixes::default(),
        }
    }

    #[inline]
    pub fn entry(&self) -> BlockId {
        self.entry
    }

    pub fn set_entry(&mut self, b: BlockId) {
        assert!(self.is_live(b), "entry must be a live block");
        self.entry = b;
    }

    #[inline]
    pub fn params(&self) -> &[Reg] {
        &self.block(self.entry).params
    }

    pub fn signature(&self) -> FnType {
        FnType { params: self.params().iter().map(|r| self.reg_ty(*r).clone()).collect(), ret: self.ret.clone() }
    }

    pub fn is_live(&self, b: BlockId) -> bool {
        self.blocks.get(b.index()).is_some_and(|b| b.is_some())
    }

    #[inline]
    pub fn block(&self, b: BlockId) -> &Block {
        self.blocks[b.index()].as_ref().expect("use of a removed block")
    }

    pub fn block_mut(&mut self, b: BlockId) -> &mut Block {
        self.blocks[b.index()].as_mut().expect("use of a removed block")
    }

    /// Live blocks in id order.
    pub fn blocks(&self) -> impl Iterator<Item = (BlockId, &Block)> + '_ {
        self.blocks.iter().enumerate().filter_map(|(i, b)| b.as_ref().map(|b| (BlockId(i as u32), b)))
    }

    pub fn block_ids(&self) -> impl Iterator<Item = BlockId> + '_ {
        self.blocks().map(|(id, _)| id)
    }

    /// One past the largest block id ever allocated: the size for dense side tables.
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }

    pub fn num_blocks(&self) -> usize {
        self.blocks.iter().filter(|b| b.is_some()).count()
    }

    /// Reserves room for `additional` more blocks and registers (amortizes growth for
    /// callers that know they will add many).
    pub fn reserve(&mut self, additional: usize) {
        self.blocks.reserve(additional);
        self.regs.reserve(additional);
    }

    pub fn add_block(&mut self, block: Block) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.block_names.insert(block.name.clone(), id);
        self.blocks.push(Some(block));
        id
    }

    /// Removes a block. Its id is never reused.
    pub fn remove_block(&mut self, b: BlockId) -> Block {
        assert_ne!(b, self.entry, "the entry block cannot be removed");
        let block = self.blocks[b.index()].take().expect("block removed twice");
        // The name's index entry stays (dead: see the type's documentation).
        block
    }

    /// Renames live block `b` to `name`, keeping the name index true. Returns whether
    /// it did: a name already used by another live block is refused.
    pub fn rename_block(&mut self, b: BlockId, name: String) -> bool {
        if self.block_by_name(&name).is_some_and(|o| o != b) {
            return false;
        }
        let old = std::mem::replace(&mut self.block_mut(b).name, name.clone());
        if self.block_names.get(&old) == Some(&b) {
            self.block_names.remove(&old);
        }
        self.block_names.insert(name, b);
        true
    }

    pub fn block_by_name(&self, name: &str) -> Option<BlockId> {
        self.block_names.get(name).copied().filter(|b| self.is_live(*b))
    }

    /// A block name not used by a live block of this function, derived from `base`.
    pub fn fresh_block_name(&mut self, base: &str) -> String {
        let (names, blocks) = (&self.block_names, &self.blocks);
        let live = |b: &BlockId| blocks.get(b.index()).is_some_and(|b| b.is_some());
        fresh_name(base, &mut self.suffixes.0, |n| names.get(n).is_some_and(live))
    }

    pub fn reg(&self, r: Reg) -> &RegData {
        &self.regs[r.index()]
    }

    pub fn reg_name(&self, r: Reg) -> &str {
        &self.regs[r.index()].name
    }

    pub fn reg_ty(&self, r: Reg) -> &Type {
        &self.regs[r.index()].ty
    }

    #[inline]
    pub fn num_regs(&self) -> usize {
        self.regs.len()
    }

    pub fn reg_by_name(&self, name: &str) -> Option<Reg> {
        self.reg_names.get(name).copied()
    }

    /// A new register named after `base`, unique in this function.
    pub fn new_reg(&mut self, base: &str, ty: Type) -> Reg {
        let names = &self.reg_names;
        let name = fresh_name(base, &mut self.suffixes.0, |n| names.contains_key(n));
        let r = Reg(self.regs.len() as u32);
        self.reg_names.insert(name.clone(), r);
        self.regs.push(RegData { name, ty });
        r
    }

    /// Predecessor lists indexed by block id, one entry per edge reference.
    pub fn preds(&self) -> Vec<Vec<BlockId>> {
        let mut preds = vec![Vec::new(); self.blocks.len()];
        for (id, b) in self.blocks() {
            for s in b.term.succs() {
                preds[s.index()].push(id);
            }
        }
        preds
    }
}

/// `base` if it is free, else `base.N` for the first free N from the last one handed
/// out for this base.
fn fresh_name(base: &str, next: &mut NameMap<u32>, taken: impl Fn(&str) -> bool) -> String {
    if !taken(base) {
        return base.to_string();
    }
    let start = next.get(base).copied().unwrap_or(1);
    let (i, name) = (start..)
        .map(|i| (i, format!("{base}.{i}")))
        .find(|(_, n)| !taken(n))
        .expect("an unbounded range has a free name");
    next.insert(base.to_string(), i + 1);
    name
}

/// A declared external function. Calling it appends the effect `f̂(v…)` to Ψ; its
/// result is drawn from the nondeterminism ν.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Extern {
    pub name: String,
    pub params: Vec<Type>,
    pub ret: Type,
}

/// A program: defined functions and declared externals.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Program {
    pub funcs: Vec<Function>,
    pub externs: Vec<Extern>,
}

impl Program {
    #[inline]
    pub fn func(&self, f: FuncId) -> &Function {
        &self.funcs[f.index()]
    }

    pub fn func_mut(&mut self, f: FuncId) -> &mut Function {
        &mut self.funcs[f.index()]
    }

    pub fn ext(&self, e: ExternId) -> &Extern {
        &self.externs[e.index()]
    }

    pub fn func_ids(&self) -> impl Iterator<Item = FuncId> {
        (0..self.funcs.len() as u32).map(FuncId)
    }

    pub fn func_by_name(&self, name: &str) -> Option<FuncId> {
        self.funcs.iter().position(|f| f.name == name).map(|i| FuncId(i as u32))
    }

    /// Resolves a function or external name.
    pub fn callee_by_name(&self, name: &str) -> Option<Callee> {
        self.func_by_name(name)
            .map(Callee::Func)
            .or_else(|| self.externs.iter().position(|e| e.name == name).map(|i| Callee::Extern(ExternId(i as u32))))
    }

    /// A constant as the paper writes it: `3`, `true`, `unit`, `ref f`.
    pub fn value_text(&self, v: &Value) -> String {
        match v {
            Value::Int(i) => i.to_string(),
            Value::Bool(b) => b.to_string(),
            Value::Unit => "unit".into(),
            Value::Ref(c) => format!("ref {}", self.callee_name(*c)),
        }
    }

    pub fn callee_name(&self, c: Callee) -> &str {
        match c {
            Callee::Func(f) => &self.func(f).name,
            Callee::Extern(e) => &self.ext(e).name,
        }
    }

    pub fn callee_type(&self, c: Callee) -> FnType {
        match c {
            Callee::Func(f) => self.func(f).signature(),
            Callee::Extern(e) => {
                let e = self.ext(e);
                FnType { params: e.params.clone(), ret: e.ret.clone() }
            }
        }
    }

    /// The type of a constant.
    pub fn value_type(&self, v: &Value) -> Type {
        match v {
            Value::Int(_) => Type::Int,
            Value::Bool(_) => Type::Bool,
            Value::Unit => Type::Unit,
            Value::Ref(c) => {
                let ft = self.callee_type(*c);
                Type::Fn(Arc::new(ft))
            }
        }
    }

    pub fn operand_type(&self, f: &Function, o: &Operand) -> Type {
        match o {
            Operand::Reg(r) => f.reg_ty(*r).clone(),
            Operand::Const(v) => self.value_type(v),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(name: &str) -> Block {
        Block {
            name: name.into(),
            params: vec![],
            insts: vec![],
            term: Terminator::Return(Operand::Const(Value::Unit)),
        }
    }

    #[test]
    fn removed_block_names_are_free_again_and_invisible_to_equality() {
        let mut f = Function::new("f", Type::Unit, block("entry"), vec![]);
        let fresh = f.clone();
        let x = f.add_block(block("x"));
        assert_eq!(f.block_by_name("x"), Some(x));
        assert_eq!(f.fresh_block_name("x"), "x.1");
        f.remove_block(x);
        assert_eq!(f.block_by_name("x"), None);
        // The name is free again (as when removal dropped the index entry).
        assert_eq!(f.fresh_block_name("x"), "x");
        let y = f.add_block(block("x"));
        assert_eq!(f.block_by_name("x"), Some(y));
        f.remove_block(y);
        // Only the removed blocks' holes in the arena differ from a fresh function.
        let mut g = fresh.clone();
        let (a, b) = (g.add_block(block("a")), g.add_block(block("b")));
        g.remove_block(a);
        g.remove_block(b);
        assert_eq!(f, g);
        assert_ne!(f, fresh);
    }

    #[test]
    fn renaming_a_block_keeps_the_name_index_true() {
        let mut f = Function::new("f", Type::Unit, block("entry"), vec![]);
        let (x, y) = (f.add_block(block("x")), f.add_block(block("y")));
        assert!(f.rename_block(x, "loop".into()));
        assert_eq!((f.block_by_name("loop"), f.block_by_name("x")), (Some(x), None));
        assert_eq!(f.block(x).name, "loop");
        // The old name is free; a live block's name is not.
        assert_eq!(f.fresh_block_name("x"), "x");
        assert!(!f.rename_block(y, "loop".into()));
        assert_eq!((f.block(y).name.as_str(), f.block_by_name("y")), ("y", Some(y)));
        // Renaming to its own name is a no-op.
        assert!(f.rename_block(y, "y".into()));
        assert_eq!(f.block_by_name("y"), Some(y));
    }

    #[test]
    fn non_allocating_walks_agree_with_the_vectors() {
        let t = Terminator::Switch {
            on: Operand::Reg(Reg(0)),
            cases: vec![(Value::int(0), Target { block: BlockId(1), args: vec![Operand::Reg(Reg(1))] })],
            default: Target { block: BlockId(2), args: vec![Operand::Const(Value::int(3))] },
        };
        let v: Vec<&Target> = t.targets();
        assert_eq!(t.targets_iter().collect::<Vec<_>>(), v);
        assert_eq!((0..3).map(|k| t.target(k)).collect::<Vec<_>>(), vec![Some(v[0]), Some(v[1]), None]);
        let mut ops = Vec::new();
        t.for_each_operand(|o| ops.push(o.clone()));
        assert_eq!(ops, vec![Operand::Reg(Reg(0)), Operand::Reg(Reg(1)), Operand::Const(Value::int(3))]);
        let op = Op::Call(Operand::Reg(Reg(4)), vec![Operand::Reg(Reg(5))]);
        let mut seen = Vec::new();
        op.for_each_operand(|o| seen.push(o.clone()));
        assert_eq!(seen, op.operands().into_iter().cloned().collect::<Vec<_>>());
    }
}
