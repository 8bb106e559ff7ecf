//! Always-canonical transformations: a function together with its maintained
//! dominator tree D and loop nesting forest F, and the primitives that are the only
//! code allowed to mutate them.
//!
//! Primitives (paper §2–§4, slides "Graph Modifications"):
//! - `split`: edge-set splitting with block-parameter forwarding, `dedicate_exit`;
//! - `delete`: edge deletion (Algorithm 1) and removal of the unreachable blocks;
//! - `eject`: block ejection (Algorithm 2) with dedicate-exit and LCSSA repair;
//! - `straighten`, `if_simplify`: passes built only from the primitives;
//! - `unswitch`, `unroll`, `peel`: the slides' loop passes, built only from the
//!   primitives (`duplicate`, `duplicate_iterations`, splitting, deletion);
//! - `inline`: function inlining with the callee's maintained D and F grafted in;
//! - `jump_thread`: jump threading (duplication, if simplification, straightening).
//!
//! Invariant: after every public operation, D and F equal a fresh computation on the
//! function, and the function is in SSA, LCSSA and canonical form. Nothing in this
//! module computes D or F from scratch: `Maintained::new` adopts trees computed once by
//! the caller, and the checker (not this module) compares them with fresh ones.
//!
//! Cost invariant: an operation costs the region it affects, not the function. Side
//! tables are dense vectors indexed by block or register id and only the entries of
//! touched blocks are read or written; nothing scans the blocks, the loops or a
//! per-block table, and nothing clears one (search marks are epoch-stamped, so a new
//! search is one increment). Temporary lists come from a pool of vectors kept across
//! operations (`Pool`), so once the pool has grown a repair allocates only for what it
//! creates (blocks, registers, names). Loop bodies and exits are sorted vectors
//! (`forest::BlockSet`), sized by the loop, not the function.

pub mod delete;
pub mod domtree;
pub mod duplicate;
pub mod eject;
pub mod forest;
pub mod forward;
pub mod if_simplify;
pub mod inline;
pub mod jump_thread;
pub mod labels;
pub mod peel;
pub mod split;
pub mod straighten;
pub mod unroll;
pub mod unswitch;

pub use crate::counters::Counters;
pub use domtree::{DomStrategy, MaintainedDom};
pub use forest::{LoopData, LoopId, LoopShape, MaintainedForest};

use crate::analysis::DomTree;
use crate::ir::{Block, BlockId, Callee, ExternId, Function, Operand, Program, Reg, Terminator, Type, Value};
use std::fmt;

/// Why a transformation could not be applied. The function is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TransformError(pub String);

impl fmt::Display for TransformError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TransformError {}

/// A function with its maintained D and F, predecessor lists and definition sites.
#[derive(Clone, Debug)]
pub struct Maintained {
    func: Function,
    dom: MaintainedDom,
    forest: MaintainedForest,
    /// Per block, one entry per incoming edge reference.
    preds: Vec<Vec<BlockId>>,
    /// Per register, the block that defines it.
    def_block: Vec<BlockId>,
    pub counters: Counters,
    /// Time spent repairing the dominator tree (for the benchmark's "repair dom"),
    /// kept only while `time_dom` is set: reading the clock inside a repair of a
    /// microsecond is a measurable part of it, so the benchmark times the whole repair
    /// with the clock off and its dominator part in runs of their own.
    pub dom_time: std::time::Duration,
    pub time_dom: bool,
    /// Scratch marks per block for searches.
    marks: Marks,
    /// Scratch marks per block for the body of the loop a search stays in (so that
    /// membership is one load, not a search of the body).
    inside: Marks,
    /// Reusable vectors for temporary lists.
    pool: Pool,
    /// The edge deletion's own lists, kept across deletions.
    lists: DeletionLists,
    /// Removed blocks whose storage serves the next blocks created.
    spare: SpareBlocks,
    /// What `make_return` returns when the function returns a function reference
    /// (set by `know_program`).
    fn_placeholder: Option<Value>,
}

/// Scratch marks per block for searches: a block is marked when its entry equals
/// `epoch`, so clearing all marks is one increment, not a pass over the function.
#[derive(Clone, Debug, Default)]
struct Marks {
    marks: Vec<u32>,
    epoch: u32,
}

impl Marks {
    /// Starts a new search over block ids below `capacity`: every block unmarked.
    fn clear(&mut self, capacity: usize) {
        if self.marks.len() < capacity {
            self.marks.resize(capacity, 0);
        }
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.marks.iter_mut().for_each(|m| *m = 0);
            self.epoch = 1;
        }
    }

    /// Marks `b`; returns whether it was unmarked.
    fn mark(&mut self, b: BlockId) -> bool {
        let m = &mut self.marks[b.index()];
        let fresh = *m != self.epoch;
        *m = self.epoch;
        fresh
    }

    fn is_marked(&self, b: BlockId) -> bool {
        self.marks.get(b.index()) == Some(&self.epoch)
    }
}

/// Vectors kept across operations for the primitives' temporary lists (affected
/// sets, unreachable blocks, search frontiers, loop lists), so that a repair does not
/// allocate once they have grown. `take_*` hands out an empty vector, `give_*` takes
/// it back. Invisible to the semantics: only capacity is kept.
#[derive(Clone, Debug, Default)]
struct Pool {
    blocks: Vec<Vec<BlockId>>,
    loops: Vec<Vec<LoopId>>,
}

impl Pool {
    /// A pool holding a few vectors of `n` slots each (block lists) and of `n / 4`
    /// (loop lists), so that the first operations on a function do not grow them one
    /// push at a time (like the headroom of the side tables, this is paid once, when
    /// the function enters the maintained world). With `n` the function's block
    /// capacity, a block list (an unreachable subtree, a set of siblings) never grows
    /// until the function has grown past it.
    fn with_capacity(n: usize) -> Pool {
        Pool {
            blocks: (0..6).map(|_| Vec::with_capacity(n)).collect(),
            loops: (0..3).map(|_| Vec::with_capacity(n / 4)).collect(),
        }
    }

    fn take_blocks(&mut self) -> Vec<BlockId> {
        self.blocks.pop().unwrap_or_default()
    }

    fn give_blocks(&mut self, mut v: Vec<BlockId>) {
        v.clear();
        self.blocks.push(v);
    }

    fn take_loops(&mut self) -> Vec<LoopId> {
        self.loops.pop().unwrap_or_default()
    }

    fn give_loops(&mut self, mut v: Vec<LoopId>) {
        v.clear();
        self.loops.push(v);
    }
}

/// The temporary lists of an edge deletion (`delete.rs`): the unreachable blocks R,
/// the outside targets, the loops around the target, the candidate loops and K. Like
/// the pool's, they keep their capacity across deletions, but each has its own slot:
/// a deletion takes a list whole (`std::mem::take`) and puts it back emptied, with no
/// pool to pop or push. A deletion started inside another would find the slots empty
/// and allocate, which is still correct. Invisible to the semantics.
#[derive(Clone, Debug, Default)]
struct DeletionLists {
    r: Vec<BlockId>,
    targets: Vec<BlockId>,
    target_loops: Vec<LoopId>,
    candidates: Vec<LoopId>,
    k_loops: Vec<LoopId>,
}

impl DeletionLists {
    /// Lists of `n` slots for blocks and `n / 4` for loops, as `Pool::with_capacity`.
    fn with_capacity(n: usize) -> DeletionLists {
        DeletionLists {
            r: Vec::with_capacity(n),
            targets: Vec::with_capacity(n),
            target_loops: Vec::with_capacity(n / 4),
            candidates: Vec::with_capacity(n / 4),
            k_loops: Vec::with_capacity(n / 4),
        }
    }
}

/// Puts `list`, emptied, back in its `slot`.
fn give_back<T>(slot: &mut Vec<T>, mut list: Vec<T>) {
    list.clear();
    *slot = list;
}

/// Blocks removed from the function whose slots keep their storage (name, parameter,
/// instruction and argument vectors, `Function::retire_block`) for the next blocks the
/// primitives create: a free list. A removal that finds room moves and frees nothing,
/// and a creation allocates a block only when the list is empty. The list is
/// allocated once, when the function enters the maintained world, with room for as
/// many blocks as the side tables' headroom, and never grows: a removal that finds it
/// full frees the block's storage. Invisible to the semantics.
#[derive(Debug)]
struct SpareBlocks(Vec<BlockId>);

impl SpareBlocks {
    fn with_room(room: usize) -> SpareBlocks {
        SpareBlocks(Vec::with_capacity(room))
    }

    /// Lists removed block `b` when there is room; returns whether it did.
    fn keep(&mut self, b: BlockId) -> bool {
        let room = self.0.len() < self.0.capacity();
        if room {
            self.0.push(b);
        }
        room
    }

    fn take(&mut self) -> Option<BlockId> {
        self.0.pop()
    }

    /// Removes block `x` from `func`, keeping its storage on the list when there is
    /// room and freeing it otherwise.
    fn retire(&mut self, func: &mut Function, x: BlockId) {
        func.retire_block(x);
        if !self.keep(x) {
            drop(func.take_retired(x));
        }
    }
}

/// A clone of the maintained function starts with an empty list (the clone's removed
/// blocks hold no storage).
impl Clone for SpareBlocks {
    fn clone(&self) -> SpareBlocks {
        SpareBlocks::with_room(self.0.capacity())
    }
}

impl Maintained {
    /// Enters the maintained world. `dom` and `loops` must be the dominator tree and
    /// loop shapes of `func` (computed once by the caller); `func` must be verified and
    /// in canonical form (one latch per loop).
    pub fn new(func: Function, dom: &DomTree, loops: &[LoopShape]) -> Result<Maintained, TransformError> {
        let mut forest = MaintainedForest::from_shapes(loops, func.block_capacity()).map_err(TransformError)?;
        let mut preds = vec![Vec::new(); func.block_capacity()];
        for (b, block) in func.blocks() {
            for s in block.term.succs() {
                preds[s.index()].push(b);
            }
        }
        let mut def_block = vec![func.entry(); func.num_regs()];
        for (b, block) in func.blocks() {
            for r in &block.params {
                def_block[r.index()] = b;
            }
            for i in &block.insts {
                if let Some(d) = i.dst {
                    def_block[d.index()] = b;
                }
            }
        }
        // Headroom: transformations add blocks (splits, clones) and registers; growing
        // the side tables by doubling would copy every slot now and then.
        let mut func = func;
        let headroom = func.block_capacity() / 2 + 64;
        func.reserve(headroom);
        preds.reserve(headroom);
        def_block.reserve(headroom);
        let capacity = func.block_capacity();
        let mut marks = Marks { marks: Vec::with_capacity(capacity + headroom), epoch: 0 };
        marks.clear(capacity);
        let mut dom = MaintainedDom::from_tree(dom);
        dom.reserve(headroom);
        forest.reserve(headroom);
        Ok(Maintained {
            func,
            dom,
            forest,
            preds,
            def_block,
            counters: Counters::default(),
            dom_time: std::time::Duration::ZERO,
            time_dom: false,
            marks,
            inside: Marks { marks: Vec::with_capacity(capacity + headroom), epoch: 0 },
            pool: Pool::with_capacity(capacity.max(64)),
            lists: DeletionLists::with_capacity(capacity.max(64)),
            spare: SpareBlocks::with_room(headroom),
            fn_placeholder: None,
        })
    }

    /// Starts a new search: every block unmarked.
    fn new_marks(&mut self) {
        self.marks.clear(self.func.block_capacity());
    }

    pub fn function(&self) -> &Function {
        &self.func
    }

    pub fn into_function(self) -> Function {
        self.func
    }

    pub fn dom(&self) -> &MaintainedDom {
        &self.dom
    }

    /// This function with its dominator tree answering queries by `strategy` (the
    /// default is `DomStrategy::Relabel`). The tree is kept; only its labels are
    /// rebuilt, once, over the whole tree: this is for choosing a strategy when a
    /// function enters the maintained world (the benchmark's comparison), never for
    /// use between transformations.
    pub fn with_dom_strategy(mut self, strategy: DomStrategy) -> Maintained {
        self.dom.set_strategy(strategy);
        self
    }

    pub fn forest(&self) -> &MaintainedForest {
        &self.forest
    }

    /// How many removed blocks are kept on the free list, their storage waiting to
    /// serve the next blocks created.
    pub fn spare_blocks(&self) -> usize {
        self.spare.0.len()
    }

    /// Predecessors of `b`, one entry per edge reference.
    pub fn preds(&self, b: BlockId) -> &[BlockId] {
        &self.preds[b.index()]
    }

    fn distinct_preds(&self, b: BlockId) -> Vec<BlockId> {
        let mut v = Vec::new();
        self.distinct_preds_into(b, &mut v);
        v
    }

    /// Puts the distinct predecessors of `b`, sorted, into `out` (cleared first).
    fn distinct_preds_into(&self, b: BlockId, out: &mut Vec<BlockId>) {
        out.clear();
        out.extend_from_slice(&self.preds[b.index()]);
        out.sort_unstable();
        out.dedup();
    }

    /// Forward predecessors (back edges left out, classified by the forest as it is).
    fn forward_preds(&self, b: BlockId) -> Vec<BlockId> {
        let mut v = Vec::new();
        self.forward_preds_into(b, &mut v);
        v
    }

    /// Puts the distinct forward predecessors of `b`, sorted, into `out`.
    fn forward_preds_into(&self, b: BlockId, out: &mut Vec<BlockId>) {
        self.distinct_preds_into(b, out);
        out.retain(|p| !self.forest.is_back_edge(*p, b));
    }

    /// The sources of `b`'s forward edge references, in the order of the predecessor
    /// list, one per reference: what an NCA over them needs, which neither order nor
    /// repetition changes. Back edges are looked for only when `b` heads a loop.
    fn forward_pred_refs<'a>(
        preds: &'a [Vec<BlockId>],
        forest: &'a MaintainedForest,
        b: BlockId,
    ) -> impl Iterator<Item = BlockId> + 'a {
        let header_of = forest.loop_with_header(b);
        preds[b.index()].iter().copied().filter(move |p| header_of.is_none_or(|l| !forest.contains(l, *p)))
    }

    /// Does `b` have a forward predecessor left?
    fn has_forward_pred(&self, b: BlockId) -> bool {
        Maintained::forward_pred_refs(&self.preds, &self.forest, b).next().is_some()
    }

    pub fn def_block(&self, r: Reg) -> BlockId {
        self.def_block[r.index()]
    }

    /// The storage of a block on the free list, if any.
    fn spare_block(&mut self) -> Option<Block> {
        self.spare.take().map(|x| self.func.take_retired(x))
    }

    /// Adds a copy of block `src` named `name` (a fresh name), built in the storage of
    /// a removed block when one is spare.
    fn add_copy_of(&mut self, src: BlockId, name: String) -> BlockId {
        let block = match self.spare_block() {
            Some(mut b) => {
                b.copy_contents_from(self.func.block(src));
                b.name = name;
                b
            }
            None => Block { name, ..self.func.block(src).clone() },
        };
        self.func.add_block(block)
    }

    fn grow(&mut self, b: BlockId) {
        if self.preds.len() <= b.index() {
            self.preds.resize(b.index() + 1, Vec::new());
        }
    }

    fn new_reg(&mut self, base: &str, ty: Type, at: BlockId) -> Reg {
        let r = self.func.new_reg(base, ty);
        if self.def_block.len() <= r.index() {
            self.def_block.resize(r.index() + 1, at);
        }
        self.def_block[r.index()] = at;
        r
    }

    /// Removes one entry `p` from `b`'s predecessor list, if any; returns whether
    /// another entry `p` remains (the edge still exists). One scan: entries before the
    /// one removed are not `p`.
    fn remove_one_pred(&mut self, b: BlockId, p: BlockId) -> bool {
        let list = &mut self.preds[b.index()];
        match list.iter().position(|&x| x == p) {
            Some(i) => {
                list.swap_remove(i);
                list[i..].contains(&p)
            }
            None => false,
        }
    }

    fn remove_pred(&mut self, b: BlockId, p: BlockId) {
        let list = &mut self.preds[b.index()];
        if let Some(i) = list.iter().position(|&x| x == p) {
            list.swap_remove(i);
        }
    }

    /// Makes `make_return` able to end a block of a function that returns a function
    /// reference: it returns the first function or extern of `program` (in program
    /// order) with the right type. Without it (or without such a callee), deleting a
    /// block's last edge in such a function cannot be applied.
    pub fn know_program(&mut self, program: &Program) {
        let Type::Fn(ft) = &self.func.ret else { return };
        self.fn_placeholder = program
            .funcs
            .iter()
            .filter_map(|f| program.func_by_name(&f.name).map(Callee::Func))
            .chain((0..program.externs.len() as u32).map(|e| Callee::Extern(ExternId(e))))
            .find(|c| &program.callee_type(*c) == ft.as_ref())
            .map(Value::Ref);
    }

    /// A constant of the return type for a block whose only edge was deleted and whose
    /// terminator becomes a return (the block is dead, so the value is never seen).
    fn placeholder(&self) -> Result<Operand, TransformError> {
        let t = &self.func.ret;
        Ok(Operand::Const(match t {
            Type::Int => Value::int(0),
            Type::Bool => Value::Bool(false),
            Type::Unit => Value::Unit,
            Type::Fn(_) => self.fn_placeholder.clone().ok_or_else(|| {
                TransformError(format!(
                    "no value of type {t} to return from a block that loses its last edge: no function or extern of the program has that type"
                ))
            })?,
        }))
    }

    /// Replaces the terminator of `b` with a return (its last edge is gone).
    fn make_return(&mut self, b: BlockId) -> Result<(), TransformError> {
        let v = self.placeholder()?;
        self.func.block_mut(b).term = Terminator::Return(v);
        Ok(())
    }

    /// Replaces every use of `r` in block `b` (instructions, terminator, branch
    /// arguments) by `v`.
    fn replace_uses(&mut self, b: BlockId, r: Reg, v: &Operand) {
        self.func.block_mut(b).for_each_operand_mut(|o| {
            if *o == Operand::Reg(r) {
                *o = v.clone();
            }
        });
    }

    /// SSA reconstruction in the manner of Braun et al.: the value of `r` on entry to
    /// `b`. `known(b)` gives the value where a definition is (inside the region that
    /// defines it); `force_param(b)` forces a block parameter (exits, for LCSSA);
    /// `defined_inside(c)` says whether loop `c` contains the definitions.
    ///
    /// Elsewhere, a block inside loops that do not contain the definitions reads the
    /// value at the preheader of the outermost such loop (the value is invariant there,
    /// and reading it outside keeps LCSSA); a block with one predecessor reads it there;
    /// a block where several values may merge gets a parameter.
    fn reconstruct(
        &mut self,
        r: Reg,
        b: BlockId,
        ctx: &Reconstruct<'_>,
        memo: &mut std::collections::HashMap<BlockId, Operand>,
    ) -> Operand {
        if let Some(v) = (ctx.known)(self, b) {
            return v;
        }
        if let Some(v) = memo.get(&b) {
            return v.clone();
        }
        let mut preds = self.pool.take_blocks();
        self.distinct_preds_into(b, &mut preds);
        if !(ctx.force_param)(self, b) {
            // The outermost loop around `b` that does not contain the definitions.
            let hoist = self.forest.enclosing(b).filter(|c| !(ctx.defined_inside)(self, *c)).last();
            let single = if let Some(c) = hoist {
                let h = self.forest.get(c).header;
                self.preds[h.index()].iter().copied().filter(|p| !self.forest.contains(c, *p)).min()
            } else if preds.len() == 1 {
                Some(preds[0])
            } else {
                None
            };
            if let Some(q) = single {
                self.pool.give_blocks(preds);
                let v = self.reconstruct(r, q, ctx, memo);
                memo.insert(b, v.clone());
                return v;
            }
        }
        let base = self.func.reg_name(r).to_string();
        let ty = self.func.reg_ty(r).clone();
        let p = self.new_reg(&base, ty, b);
        self.func.block_mut(b).params.push(p);
        memo.insert(b, Operand::Reg(p));
        for &q in &preds {
            let v = self.reconstruct(r, q, ctx, memo);
            self.func.block_mut(q).term.for_each_target_mut(|t| {
                if t.block == b {
                    t.args.push(v.clone());
                }
            });
        }
        self.pool.give_blocks(preds);
        Operand::Reg(p)
    }
}

/// What `reconstruct` needs to know about the definitions being merged.
pub(crate) struct Reconstruct<'a> {
    pub known: &'a dyn Fn(&Maintained, BlockId) -> Option<Operand>,
    pub force_param: &'a dyn Fn(&Maintained, BlockId) -> bool,
    pub defined_inside: &'a dyn Fn(&Maintained, LoopId) -> bool,
}

#[cfg(test)]
mod tests {
    use super::SpareBlocks;
    use crate::ir::BlockId;

    /// The free list lists blocks up to its room and refuses the rest: it never grows,
    /// so holding removed blocks costs no reallocation.
    #[test]
    fn the_free_list_keeps_blocks_up_to_its_room_and_never_grows() {
        let mut spare = SpareBlocks::with_room(2);
        let kept: Vec<bool> = (0..3).map(|k| spare.keep(BlockId(k))).collect();
        assert_eq!(kept, [true, true, false]);
        assert_eq!((spare.0.len(), spare.0.capacity()), (2, 2));
        assert_eq!(spare.take(), Some(BlockId(1)));
        let copy = spare.clone();
        assert_eq!((copy.0.len(), copy.0.capacity()), (0, 2));
    }
}
