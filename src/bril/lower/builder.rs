//! The Waddle function under construction: fresh block and register names, blocks
//! filled one at a time, and each position's weight (the Bril instructions executing
//! it accounts for).

use crate::ir::{self, Block, BlockId, Op, Operand, Reg, RegData, Terminator, Type, Value};
use std::collections::{HashMap, HashSet};
use std::mem;

pub(super) struct Emit {
    names: HashSet<String>,
    /// For each prefixed base name, the suffix `k` of its last fresh name `base.k`:
    /// every smaller suffix is taken (names are never released), so the next search
    /// starts there and a base renamed n times costs O(n) in all, not O(n²).
    suffixes: HashMap<String, u32>,
    regs: Vec<RegData>,
    blocks: Vec<Option<Block>>,
    weights: Vec<Vec<u32>>,
    next: u32,
    /// Bril instructions executed since the last emitted position.
    pub(super) pending: u32,
    fid: u32,
    /// The block being filled: its id, the block, its positions' weights.
    cur: Option<(u32, Block, Vec<u32>)>,
}

impl Emit {
    /// A function `fid` whose block ids below `next` are already taken.
    pub(super) fn new(fid: u32, next: u32) -> Emit {
        Emit {
            names: HashSet::new(),
            suffixes: HashMap::new(),
            regs: Vec::new(),
            blocks: Vec::new(),
            weights: Vec::new(),
            next,
            pending: 0,
            fid,
            cur: None,
        }
    }

    /// Keeps a Bril label's name for its block.
    pub(super) fn reserve_block_name(&mut self, label: &str) {
        self.names.insert(format!("b:{label}"));
    }

    /// `base` if `prefix base` is not taken, else `base.k` for the first free `k ≥ 1`.
    fn fresh(&mut self, prefix: &str, base: &str) -> String {
        if self.names.insert(format!("{prefix}{base}")) {
            return base.to_string();
        }
        let k = self.suffixes.entry(format!("{prefix}{base}")).or_insert(0);
        loop {
            *k += 1;
            let name = format!("{base}.{k}");
            if self.names.insert(format!("{prefix}{name}")) {
                return name;
            }
        }
    }

    pub(super) fn fresh_block(&mut self, base: &str) -> String {
        self.fresh("b:", base)
    }

    pub(super) fn reg(&mut self, base: &str, ty: Type) -> Reg {
        let name = self.fresh("r:", base);
        self.regs.push(RegData { name, ty });
        Reg(self.regs.len() as u32 - 1)
    }

    pub(super) fn next_id(&mut self) -> BlockId {
        self.next += 1;
        BlockId(self.next - 1)
    }

    pub(super) fn start(&mut self, id: u32, name: String, params: Vec<Reg>) {
        let b = Block { name, params, insts: vec![], term: Terminator::Return(Operand::Const(Value::Unit)) };
        self.cur = Some((id, b, Vec::new()));
    }

    /// Appends an instruction to the current block; its position.
    pub(super) fn inst(&mut self, dst: Option<Reg>, op: Op) -> (u32, u32, u32) {
        let w = mem::take(&mut self.pending);
        let fid = self.fid;
        let (id, b, ws) = self.cur.as_mut().expect("a block is being filled");
        b.insts.push(ir::Inst { dst, op });
        ws.push(w);
        (fid, *id, b.insts.len() as u32 - 1)
    }

    /// Sets the block being filled aside (to fill another one), for `resume`.
    pub(super) fn take(&mut self) -> Option<(u32, Block, Vec<u32>)> {
        self.cur.take()
    }

    /// Goes on filling a block set aside by `take`.
    pub(super) fn resume(&mut self, cur: Option<(u32, Block, Vec<u32>)>) {
        self.cur = cur;
    }

    pub(super) fn finish(&mut self, term: Terminator) {
        let w = mem::take(&mut self.pending);
        let (id, mut b, mut ws) = self.cur.take().expect("a block is being filled");
        b.term = term;
        ws.push(w);
        let i = id as usize;
        if self.blocks.len() <= i {
            self.blocks.resize(i + 1, None);
            self.weights.resize(i + 1, Vec::new());
        }
        self.blocks[i] = Some(b);
        self.weights[i] = ws;
    }

    /// The function, block 0 its entry, and its positions' weights; `None` when a
    /// block id was never filled.
    pub(super) fn function(self, name: String, ret: Type) -> Option<(ir::Function, Vec<Vec<u32>>)> {
        let mut blocks = self.blocks.into_iter();
        let entry = blocks.next()??;
        let mut func = ir::Function::new(name, ret, entry, self.regs);
        for b in blocks {
            func.add_block(b?);
        }
        Some((func, self.weights))
    }
}
