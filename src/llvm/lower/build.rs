//! A kernel function under construction: registers named after LLVM's values, blocks
//! filled one at a time, and the small instruction helpers the lowering uses.

use crate::ir::{self, BinOp, Block, BlockId, Inst, Int, Op, Operand, Reg, RegData, Target, Terminator, Type, Value};
use crate::llvm::syntax::Span;

/// A kernel function being built; block 0 is the entry.
pub(super) struct Build {
    regs: Vec<RegData>,
    names: std::collections::HashSet<String>,
    /// For each base name taken, the next suffix to try: names are never freed, so
    /// every suffix below it is taken, and naming stays linear in the registers.
    suffixes: std::collections::HashMap<String, u32>,
    blocks: Vec<Block>,
    /// For each block, the LLVM text each instruction was lowered from.
    spans: Vec<Vec<Option<Span>>>,
    /// The block being filled.
    pub(super) cur: usize,
    /// The LLVM instruction being lowered: where the instructions pushed come from.
    pub(super) span: Option<Span>,
}

/// An integer constant operand.
pub(super) fn int(v: impl Into<Int>) -> Operand {
    Operand::Const(Value::Int(v.into()))
}

/// A boolean constant operand.
pub(super) fn boolean(b: bool) -> Operand {
    Operand::Const(Value::Bool(b))
}

impl Build {
    pub(super) fn new() -> Build {
        Build {
            regs: Vec::new(),
            names: Default::default(),
            suffixes: Default::default(),
            blocks: Vec::new(),
            spans: Vec::new(),
            cur: 0,
            span: None,
        }
    }

    /// A register with a name not taken yet in the function (`base`, else `base.1`, …).
    pub(super) fn reg(&mut self, base: &str, ty: Type) -> Reg {
        let mut name = base.to_string();
        if !self.names.insert(name.clone()) {
            let k = self.suffixes.entry(name.clone()).or_insert(1);
            loop {
                name = format!("{base}.{k}");
                *k += 1;
                if self.names.insert(name.clone()) {
                    break;
                }
            }
        }
        self.regs.push(RegData { name, ty });
        Reg(self.regs.len() as u32 - 1)
    }

    /// A new empty block (ending in `return unit` until its terminator is set).
    pub(super) fn block(&mut self, name: String, params: Vec<Reg>) -> usize {
        let term = Terminator::Return(Operand::Const(Value::Unit));
        self.blocks.push(Block { name, params, insts: Vec::new(), term });
        self.spans.push(Vec::new());
        self.blocks.len() - 1
    }

    pub(super) fn params_mut(&mut self, b: usize) -> &mut Vec<Reg> {
        &mut self.blocks[b].params
    }

    /// Appends `dst ← op` to the current block.
    pub(super) fn push(&mut self, dst: Option<Reg>, op: Op) {
        self.blocks[self.cur].insts.push(Inst { dst, op });
        self.spans[self.cur].push(self.span.clone());
    }

    /// `op` into a new register named `name` of type `ty`.
    pub(super) fn emit(&mut self, name: &str, ty: Type, op: Op) -> Operand {
        let r = self.reg(name, ty);
        self.push(Some(r), op);
        Operand::Reg(r)
    }

    pub(super) fn bin(&mut self, name: &str, op: BinOp, a: Operand, b: Operand) -> Operand {
        let ty = if op.is_comparison() || (matches!(op, BinOp::And | BinOp::Or | BinOp::Xor) && self.is_bool(&a)) {
            Type::Bool
        } else {
            Type::Int
        };
        self.emit(name, ty, Op::Binary(op, a, b))
    }

    pub(super) fn wrap(&mut self, name: &str, signed: bool, bits: u32, a: Operand) -> Operand {
        self.emit(name, Type::Int, Op::Wrap { signed, bits, arg: a })
    }

    pub(super) fn not(&mut self, name: &str, a: Operand) -> Operand {
        let ty = if self.is_bool(&a) { Type::Bool } else { Type::Int };
        self.emit(name, ty, Op::Unary(ir::UnOp::Not, a))
    }

    pub(super) fn select(&mut self, name: &str, c: Operand, a: Operand, b: Operand) -> Operand {
        let ty = self.ty(&a);
        self.emit(name, ty, Op::Select(c, a, b))
    }

    /// `a ∨ b` of two poison flags, folding the constant `false`.
    pub(super) fn or(&mut self, name: &str, a: Option<Operand>, b: Option<Operand>) -> Option<Operand> {
        match (a, b) {
            (None, x) | (x, None) => x,
            (Some(a), Some(b)) => Some(self.bin(name, BinOp::Or, a, b)),
        }
    }

    pub(super) fn is_bool(&self, o: &Operand) -> bool {
        self.ty(o) == Type::Bool
    }

    pub(super) fn ty(&self, o: &Operand) -> Type {
        match o {
            Operand::Reg(r) => self.regs[r.index()].ty.clone(),
            Operand::Const(Value::Int(_)) => Type::Int,
            Operand::Const(Value::Bool(_)) => Type::Bool,
            Operand::Const(Value::Unit) => Type::Unit,
            Operand::Const(Value::Ref(_)) => Type::Unit,
        }
    }

    pub(super) fn terminate(&mut self, term: Terminator) {
        self.blocks[self.cur].term = term;
        self.spans[self.cur].push(self.span.clone());
    }

    /// Ends the current block, a counted loop's head, with `i < end`: on to `body`
    /// with `i`, else to `done`.
    pub(super) fn loop_test(&mut self, name: &str, i: Operand, end: Operand, body: usize, done: usize) {
        let more = self.bin(name, BinOp::Lt, i.clone(), end);
        self.terminate(Terminator::Switch {
            on: more,
            cases: vec![(Value::Bool(true), Build::target(body, vec![i]))],
            default: Build::target(done, vec![]),
        });
    }

    pub(super) fn target(b: usize, args: Vec<Operand>) -> Target {
        Target { block: BlockId(b as u32), args }
    }

    /// The finished function, and for each block the LLVM text of each position
    /// (instructions, then the terminator).
    pub(super) fn finish(self, name: &str, ret: Type) -> (ir::Function, Vec<Vec<Option<Span>>>) {
        let mut blocks = self.blocks.into_iter();
        let entry = blocks.next().unwrap_or(Block {
            name: "entry".into(),
            params: Vec::new(),
            insts: Vec::new(),
            term: Terminator::Return(Operand::Const(Value::Unit)),
        });
        let mut f = ir::Function::new(name, ret, entry, self.regs);
        for b in blocks {
            f.add_block(b);
        }
        (f, self.spans)
    }
}
