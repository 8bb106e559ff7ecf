//! A function: its blocks in an arena indexed by `BlockId`, its register table indexed by
//! `Reg`, and the name indexes that make fresh block and register names cost O(1).

use super::ids::{BlockId, Reg};
use super::ops::{Inst, Target, Terminator};
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

    /// An unnamed block with no parameters or instructions that branches to block 0
    /// with no arguments: the shape `emptied` gives a recycled block.
    pub fn empty() -> Block {
        Block {
            name: String::new(),
            params: Vec::new(),
            insts: Vec::new(),
            term: Terminator::Branch(Target { block: BlockId(0), args: Vec::new() }),
        }
    }

    /// This block's storage as `Block::empty()`: the name, parameter and instruction
    /// vectors are cleared with their capacity kept, and so is a branch's argument
    /// vector (a switch or a return is replaced).
    pub fn emptied(mut self) -> Block {
        self.name.clear();
        self.params.clear();
        self.insts.clear();
        match &mut self.term {
            Terminator::Branch(t) => {
                t.block = BlockId(0);
                t.args.clear();
            }
            term => *term = Terminator::Branch(Target { block: BlockId(0), args: Vec::new() }),
        }
        self
    }

    /// Makes this block a copy of `src` except for its name, reusing the storage of
    /// its parameter and instruction vectors (`Vec::clone_from`).
    pub fn copy_contents_from(&mut self, src: &Block) {
        self.params.clone_from(&src.params);
        self.insts.clone_from(&src.insts);
        self.term.clone_from(&src.term);
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
///
/// A removed block's slot may keep its storage (`retire_block`) for a later block to
/// reuse (`take_retired`), so that removing a block moves nothing; equality and clones
/// ignore what a removed block's slot holds.
#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub ret: Type,
    entry: BlockId,
    blocks: Vec<Slot>,
    regs: Vec<RegData>,
    block_names: NameMap<BlockId>,
    reg_names: NameMap<Reg>,
    /// Next suffix to try per base name, so fresh names cost amortized O(1).
    suffixes: Suffixes,
}

/// One block of the arena: live, or removed, then holding whatever storage
/// `retire_block` left there (an empty block after `remove_block` or `take_retired`).
#[derive(Debug)]
struct Slot {
    live: bool,
    block: Block,
}

impl Slot {
    fn live(block: Block) -> Slot {
        Slot { live: true, block }
    }
}

/// A removed block's storage is not copied.
impl Clone for Slot {
    fn clone(&self) -> Slot {
        match self.live {
            true => Slot::live(self.block.clone()),
            false => Slot { live: false, block: Block::empty() },
        }
    }
}

/// Removed blocks are equal whatever their slots hold.
impl PartialEq for Slot {
    fn eq(&self, o: &Slot) -> bool {
        self.live == o.live && (!self.live || self.block == o.block)
    }
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
            blocks: vec![Slot::live(entry)],
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
        self.blocks.get(b.index()).is_some_and(|s| s.live)
    }

    #[inline]
    pub fn block(&self, b: BlockId) -> &Block {
        let slot = &self.blocks[b.index()];
        assert!(slot.live, "use of a removed block");
        &slot.block
    }

    pub fn block_mut(&mut self, b: BlockId) -> &mut Block {
        let slot = &mut self.blocks[b.index()];
        assert!(slot.live, "use of a removed block");
        &mut slot.block
    }

    /// Live blocks in id order.
    pub fn blocks(&self) -> impl Iterator<Item = (BlockId, &Block)> + '_ {
        self.blocks.iter().enumerate().filter(|(_, s)| s.live).map(|(i, s)| (BlockId(i as u32), &s.block))
    }

    pub fn block_ids(&self) -> impl Iterator<Item = BlockId> + '_ {
        self.blocks().map(|(id, _)| id)
    }

    /// One past the largest block id ever allocated: the size for dense side tables.
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }

    pub fn num_blocks(&self) -> usize {
        self.blocks.iter().filter(|s| s.live).count()
    }

    /// Reserves room for `additional` more blocks and registers, names included
    /// (amortizes growth for callers that know they will add many: without it the
    /// first name added to a function read whole rehashes its name table).
    pub fn reserve(&mut self, additional: usize) {
        self.blocks.reserve(additional);
        self.regs.reserve(additional);
        self.block_names.reserve(additional);
        self.reg_names.reserve(additional);
    }

    pub fn add_block(&mut self, block: Block) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.block_names.insert(block.name.clone(), id);
        self.blocks.push(Slot::live(block));
        id
    }

    /// Removes a block. Its id is never reused.
    pub fn remove_block(&mut self, b: BlockId) -> Block {
        self.retire_block(b);
        std::mem::replace(&mut self.blocks[b.index()].block, Block::empty())
    }

    /// Removes a block, leaving its storage (name, parameter, instruction and terminator
    /// vectors) in its slot for `take_retired`: nothing moves. Its id is never reused.
    pub fn retire_block(&mut self, b: BlockId) {
        assert_ne!(b, self.entry, "the entry block cannot be removed");
        let slot = &mut self.blocks[b.index()];
        assert!(slot.live, "block removed twice");
        slot.live = false;
        // The name's index entry stays (dead: see the type's documentation).
    }

    /// The storage a removed block's slot holds (what `retire_block` left there; an
    /// empty block otherwise), leaving an empty block in its place.
    pub fn take_retired(&mut self, b: BlockId) -> Block {
        let slot = &mut self.blocks[b.index()];
        assert!(!slot.live, "the storage of a live block cannot be taken");
        std::mem::replace(&mut slot.block, Block::empty())
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
        let live = |b: &BlockId| blocks.get(b.index()).is_some_and(|s| s.live);
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
    match next.get_mut(base) {
        Some(n) => *n = i + 1,
        None => {
            next.insert(base.to_string(), i + 1);
        }
    }
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

    /// A retired block is removed like any other (its name free again, equality and
    /// clones blind to its slot), and its storage waits in the slot for `take_retired`.
    #[test]
    fn a_retired_block_keeps_its_storage_for_take_retired_and_is_otherwise_removed() {
        let mut f = Function::new("f", Type::Unit, block("entry"), vec![]);
        let mut g = f.clone();
        let x = f.add_block(Block { insts: Vec::with_capacity(8), ..block("x") });
        f.retire_block(x);
        assert!(!f.is_live(x));
        assert_eq!((f.block_by_name("x"), f.num_blocks(), f.fresh_block_name("x")), (None, 1, "x".to_string()));
        let y = g.add_block(block("y"));
        g.remove_block(y);
        assert_eq!(f, g, "a retired block is as removed as a removed one");
        let mut copy = f.clone();
        assert_eq!(copy.take_retired(x), Block::empty(), "a clone does not copy the storage");
        let storage = f.take_retired(x);
        assert_eq!((storage.name.as_str(), storage.insts.capacity() >= 8), ("x", true));
        assert_eq!(f.take_retired(x), Block::empty(), "the storage is taken once");
        assert_eq!(f, g);
    }

    /// Taking a live block's storage and removing a block twice are broken contracts:
    /// each stops with its own message.
    #[test]
    fn taking_a_live_blocks_storage_or_retiring_twice_stops_with_a_message() {
        let message = |edit: fn(&mut Function, BlockId)| {
            let mut f = Function::new("f", Type::Unit, block("entry"), vec![]);
            let x = f.add_block(block("x"));
            let payload =
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| edit(&mut f, x))).expect_err("the edit stops");
            payload.downcast_ref::<&str>().map(|m| m.to_string()).or_else(|| payload.downcast_ref::<String>().cloned())
        };
        let take_live = |f: &mut Function, x| drop(f.take_retired(x));
        assert_eq!(message(take_live).as_deref(), Some("the storage of a live block cannot be taken"));
        let twice = |f: &mut Function, x| {
            f.retire_block(x);
            drop(f.remove_block(x));
        };
        assert_eq!(message(twice).as_deref(), Some("block removed twice"));
    }

    /// A split built in a removed block's storage gives the same function as one built
    /// in fresh storage, and reuses the shell's vectors.
    #[test]
    fn a_split_in_a_recycled_block_equals_a_fresh_split() {
        use crate::ir::edit::{split_edge_refs, split_edge_refs_in, EdgeRef};
        use crate::ir::{Inst, Op, Target};
        let mut f = Function::new("f", Type::Int, block("entry"), vec![]);
        let x = f.new_reg("x", Type::Int);
        let t = f.add_block(Block { params: vec![x], term: Terminator::Return(Operand::Reg(x)), ..block("t") });
        let args = vec![Operand::Const(Value::int(1))];
        f.block_mut(f.entry()).term = Terminator::Branch(Target { block: t, args });
        let refs = [EdgeRef { from: f.entry(), index: 0 }];
        let mut fresh = f.clone();
        let n = split_edge_refs(&mut fresh, t, &refs, "t.split");
        let mv = Inst { dst: Some(x), op: Op::Move(Operand::Const(Value::int(2))) };
        let switch =
            Terminator::Switch { on: Operand::Reg(x), cases: vec![], default: Target { block: t, args: vec![] } };
        let shell = Block { name: "old".into(), params: vec![x, x], insts: vec![mv.clone(), mv], term: switch };
        let insts_capacity = shell.insts.capacity();
        let m = split_edge_refs_in(&mut f, t, &refs, "t.split", Some(shell));
        assert_eq!((m, &f), (n, &fresh));
        assert!(f.block(m).insts.is_empty() && f.block(m).insts.capacity() == insts_capacity);
        // A copy into recycled storage equals the source, except for the name.
        let mut copy = Block::empty();
        copy.copy_contents_from(f.block(t));
        assert_eq!(Block { name: "t".into(), ..copy }, *f.block(t));
    }

    /// After `reserve(n)`, the next `n` blocks and registers, names included, fit in
    /// the tables as they are: none is reallocated (a name table that grew would
    /// rehash every name of the function).
    #[test]
    fn reserved_room_takes_new_blocks_and_registers_without_growing_a_table() {
        let mut f = Function::new("f", Type::Unit, block("entry"), vec![]);
        for i in 0..40 {
            f.new_reg("x", Type::Int);
            f.add_block(block(&format!("b{i}")));
        }
        f.reserve(100);
        let room =
            |f: &Function| (f.blocks.capacity(), f.regs.capacity(), f.block_names.capacity(), f.reg_names.capacity());
        let before = room(&f);
        for i in 0..100 {
            f.new_reg("x", Type::Int);
            f.add_block(block(&format!("c{i}")));
        }
        assert_eq!(room(&f), before);
        assert_eq!((f.num_regs(), f.num_blocks()), (140, 141));
        // Fresh names still follow the suffix counter: `x`, then `x.1` to `x.139`.
        assert_eq!(f.reg_by_name("x.139").map(|r| r.index()), Some(139));
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
