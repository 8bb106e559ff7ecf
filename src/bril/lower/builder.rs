//! The Waddle function under construction: fresh block and register names, blocks
//! filled one at a time, and each position's weight (the Bril instructions executing
//! it accounts for) and source (the Bril instruction it comes from).

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
    /// Per block id, per position: the Bril instruction it comes from (`Info::sources`).
    sources: Vec<Vec<u32>>,
    next: u32,
    /// Bril instructions executed since the last emitted position.
    pub(super) pending: u32,
    /// The Bril instruction being emitted, as the start of its span plus one (0: a
    /// jump the import adds).
    pub(super) src: u32,
    fid: u32,
    /// The block being filled.
    cur: Option<Filling>,
}

/// A block being filled: its id, the block, its positions' weights and sources.
pub(super) struct Filling {
    id: u32,
    block: Block,
    weights: Vec<u32>,
    sources: Vec<u32>,
}

/// A function emitted: the function, block 0 its entry, and per block id, per
/// position, its weight and its source.
pub(super) struct Emitted {
    pub func: ir::Function,
    pub weights: Vec<Vec<u32>>,
    pub sources: Vec<Vec<u32>>,
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
            sources: Vec::new(),
            next,
            pending: 0,
            src: 0,
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
        let block = Block { name, params, insts: vec![], term: Terminator::Return(Operand::Const(Value::Unit)) };
        self.cur = Some(Filling { id, block, weights: Vec::new(), sources: Vec::new() });
    }

    /// Appends an instruction to the current block; its position.
    pub(super) fn inst(&mut self, dst: Option<Reg>, op: Op) -> (u32, u32, u32) {
        let w = mem::take(&mut self.pending);
        let (fid, src) = (self.fid, self.src);
        let cur = self.cur.as_mut().expect("a block is being filled");
        cur.block.insts.push(ir::Inst { dst, op });
        cur.weights.push(w);
        cur.sources.push(src);
        (fid, cur.id, cur.block.insts.len() as u32 - 1)
    }

    /// Sets the block being filled aside (to fill another one), for `resume`.
    pub(super) fn take(&mut self) -> Option<Filling> {
        self.cur.take()
    }

    /// Goes on filling a block set aside by `take`.
    pub(super) fn resume(&mut self, cur: Option<Filling>) {
        self.cur = cur;
    }

    pub(super) fn finish(&mut self, term: Terminator) {
        let w = mem::take(&mut self.pending);
        let mut cur = self.cur.take().expect("a block is being filled");
        cur.block.term = term;
        cur.weights.push(w);
        cur.sources.push(self.src);
        let i = cur.id as usize;
        if self.blocks.len() <= i {
            self.blocks.resize(i + 1, None);
            self.weights.resize(i + 1, Vec::new());
            self.sources.resize(i + 1, Vec::new());
        }
        self.blocks[i] = Some(cur.block);
        self.weights[i] = cur.weights;
        self.sources[i] = cur.sources;
    }

    /// The function, block 0 its entry, with its positions' weights and sources;
    /// `None` when a block id was never filled.
    pub(super) fn function(self, name: String, ret: Type) -> Option<Emitted> {
        let mut blocks = self.blocks.into_iter();
        let entry = blocks.next()??;
        let mut func = ir::Function::new(name, ret, entry, self.regs);
        for b in blocks {
            func.add_block(b?);
        }
        Some(Emitted { func, weights: self.weights, sources: self.sources })
    }
}
