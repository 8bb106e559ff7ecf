//! A function: its blocks in an arena indexed by `BlockId`, its register table indexed by
//! `Reg`, and the name indexes that make fresh block and register names cost O(1).

use super::ids::{BlockId, Reg};
use super::ops::{Inst, Terminator};
use super::types::{FnType, Type};
use super::value::Operand;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Value;

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
}
