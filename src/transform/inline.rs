//! Function inlining (paper §4, slides "Function Inlining", Examples 1 and 2): the call
//! at instruction `k` of block `c` is replaced by a copy of the callee's body, whose
//! dominator tree and loop forest are copied from the callee's *maintained* D and F.
//!
//! ```text
//!  1: split c after the call: c keeps the instructions before it and branches to the
//!     copy of the callee's entry with the call's arguments; the continuation c′ takes
//!     the instructions after it and c's terminator, and receives the returned value as
//!     a block parameter (the call's destination)
//!  2: clone the callee's blocks and registers; `return v` becomes `branch c′(v)`
//!  3: D: the callee's tree hangs under c; idom(c′) = NCA of the returning blocks
//!     (Alstrup and Lauridsen); c's old children move under c′
//!  4: F: the callee's top-level loops become children of the loop containing the
//!     call site, whose ancestors gain every cloned block; c′ takes c's place (and its
//!     latches)
//!  5: a callee that returns on no path: c also has a fake edge to c′ (never taken),
//!     which keeps the graph connected while D and F are grafted, and is then deleted
//!     with edge deletion (Algorithm 1), which removes c′ and what only it reached
//!  6: a callee that does not return on every path: eject (Algorithm 2) from the loop
//!     containing the call site ("devil in the details")
//! ```
//!
//! Preconditions (checked): the instruction is a call whose callee is known statically
//! (`ref f` as a constant, or a register holding one through `addr`, `move` and
//! parameters of blocks entered by one edge) to a defined function other than the
//! caller itself (recursion is refused), whose entry block heads no loop.
//!
//! Maintenance (proofs-notes/inlining.md): D, F, SSA, LCSSA and canonical form as in
//! the steps above; references `ref g` in the copy denote the same functions as in the
//! callee, and `ref f` to the caller denotes the transformed caller (σref). Cost: the
//! callee's size plus the dominator subtree of `c` (moved under c′), plus the ejection
//! of the loop around the call site when the callee does not always return.

use super::{LoopId, Maintained, TransformError};
use crate::ir::{Block, BlockId, Callee, FuncId, Inst, Op, Operand, Reg, Target, Terminator, Type, Value};
use std::collections::HashMap;

/// What `inline` did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inlined {
    /// The inlined function.
    pub callee: FuncId,
    /// The copy of the callee's entry block.
    pub entry: BlockId,
    /// The continuation block (`None` when the callee never returns: it was deleted
    /// with the fake edge).
    pub cont: Option<BlockId>,
    /// Callee block → its copy (copies that ejection or deletion removed included).
    pub blocks: HashMap<BlockId, BlockId>,
    /// Whether the callee returns on every path (no ejection was needed).
    pub returns_everywhere: bool,
}

impl Maintained {
    /// The function a call at instruction `k` of `b` calls, when it is known
    /// statically. `Err` for something that is not a call, an external, or an unknown
    /// callee.
    pub fn call_target(&self, b: BlockId, k: usize) -> Result<FuncId, TransformError> {
        if !self.func.is_live(b) {
            return Err(TransformError(format!("block id {} does not exist", b.0)));
        }
        let bn = &self.func.block(b).name;
        let inst = self.func.block(b).insts.get(k).ok_or_else(|| {
            TransformError(format!(
                "block `{bn}` has {} instruction(s), no instruction {k}",
                self.func.block(b).insts.len()
            ))
        })?;
        let Op::Call(callee, _) = &inst.op else {
            return Err(TransformError(format!("instruction {k} of `{bn}` is not a call")));
        };
        match self.known_callee(callee, 8) {
            Some(Callee::Func(g)) => Ok(g),
            Some(Callee::Extern(_)) => Err(TransformError(format!(
                "instruction {k} of `{bn}` calls an external function, which has no body to inline"
            ))),
            None => Err(TransformError(format!(
                "instruction {k} of `{bn}` calls through a register whose function reference is not known statically"
            ))),
        }
    }

    /// The function reference an operand holds when it is known statically: a constant
    /// `ref f`, a register defined by `addr(f)` or by a `move` of a known reference, or a
    /// parameter of a block entered by one edge passing a known reference (at most
    /// `depth` parameters back).
    fn known_callee(&self, o: &Operand, depth: u32) -> Option<Callee> {
        match o {
            Operand::Const(Value::Ref(c)) => Some(*c),
            Operand::Const(_) => None,
            Operand::Reg(r) => {
                let b = self.def_block(*r);
                if !self.func.is_live(b) {
                    return None;
                }
                let block = self.func.block(b);
                if let Some(i) = block.params.iter().position(|p| p == r) {
                    let [p] = self.preds[b.index()][..] else { return None };
                    if depth == 0 || b == self.func.entry() {
                        return None;
                    }
                    let t = self.func.block(p).term.targets().into_iter().find(|t| t.block == b)?;
                    return self.known_callee(&t.args[i], depth - 1);
                }
                block.insts.iter().find(|i| i.dst == Some(*r)).and_then(|i| match &i.op {
                    Op::Addr(c) => Some(*c),
                    Op::Move(o) if depth > 0 => self.known_callee(o, depth - 1),
                    _ => None,
                })
            }
        }
    }

    /// Inlines the call at instruction `k` of block `c`. `me` is this function's id
    /// (a call to it is refused as recursion); `callee` is the maintained callee the call
    /// targets (`call_target`), whose D and F are copied.
    pub fn inline(
        &mut self,
        me: FuncId,
        c: BlockId,
        k: usize,
        callee_id: FuncId,
        callee: &Maintained,
    ) -> Result<Inlined, TransformError> {
        let g = self.check_inlinable(me, c, k, callee_id, callee)?;
        let Op::Call(_, args) = self.func.block(c).insts[k].op.clone() else { unreachable!("call_target checked") };
        let (returns, returns_everywhere) = callee.returning_blocks();

        // Steps 1 and 2: split `c` after the call, clone the callee's body.
        let cont = self.split_after_call(c, k, &callee.func.ret);
        let bmap = self.clone_callee_body(callee, cont);
        let entry2 = bmap[&callee.func.entry()];
        let enter = Target { block: entry2, args };
        self.func.block_mut(c).term = if returns.is_empty() {
            // Example 2: the fake edge (the default, never taken: `unit` matches the case).
            let ph = self.placeholder_of(&callee.func.ret, g);
            Terminator::Switch {
                on: Operand::Const(Value::Unit),
                cases: vec![(Value::Unit, enter)],
                default: Target { block: cont, args: vec![ph] },
            }
        } else {
            Terminator::Branch(enter)
        };
        self.preds[entry2.index()].push(c);
        if returns.is_empty() {
            self.preds[cont.index()].push(c);
        }

        // Steps 3 and 4: D and F.
        self.graft_callee_dom(c, cont, callee, &bmap, &returns);
        let home = self.graft_callee_forest(c, cont, callee, &bmap);

        // Steps 5 and 6: delete the fake edge, or eject what cannot return.
        let cont_left = if returns.is_empty() {
            // The copy's blocks sit in the loops around `c` but reach no latch.
            self.delete_edge_ref_in(c, 1, false)?;
            let Terminator::Switch { default, .. } = &self.func.block(c).term else {
                unreachable!("deleting the default of a one-case switch keeps a switch")
            };
            self.func.block_mut(c).term = Terminator::Branch(default.clone());
            None
        } else {
            if !returns_everywhere {
                if let Some(l) = home {
                    self.eject(l)?;
                }
            }
            Some(cont)
        };
        Ok(Inlined { callee: g, entry: entry2, cont: cont_left, blocks: bmap, returns_everywhere })
    }

    /// The preconditions of `inline`: the instruction calls `callee_id` (which is not
    /// this function), whose entry heads no loop. Returns the callee's id.
    fn check_inlinable(
        &self,
        me: FuncId,
        c: BlockId,
        k: usize,
        callee_id: FuncId,
        callee: &Maintained,
    ) -> Result<FuncId, TransformError> {
        let g = self.call_target(c, k)?;
        let cn = &self.func.block(c).name;
        if g != callee_id {
            return Err(TransformError(format!(
                "instruction {k} of `{cn}` does not call `{}` (internal: wrong callee given)",
                callee.func.name
            )));
        }
        if g == me {
            return Err(TransformError(format!(
                "instruction {k} of `{cn}` is a recursive call of `{}`: inlining a function into itself is refused (it would never end as a strategy, and the copy would be of the function being changed)",
                self.func.name
            )));
        }
        let cf = &callee.func;
        if callee.forest.loop_with_header(cf.entry()).is_some() {
            return Err(TransformError(format!(
                "the entry block of `{}` heads a loop (not canonical form): it cannot be entered from a call site",
                cf.name
            )));
        }
        Ok(g)
    }

    /// The blocks of this function that end in `return`, and whether every block
    /// reaches one (searched backwards over the predecessors).
    fn returning_blocks(&self) -> (Vec<BlockId>, bool) {
        let f = &self.func;
        let returns: Vec<BlockId> =
            f.block_ids().filter(|b| matches!(f.block(*b).term, Terminator::Return(_))).collect();
        let mut reach = vec![false; f.block_capacity()];
        let mut stack = returns.clone();
        for r in &returns {
            reach[r.index()] = true;
        }
        while let Some(x) = stack.pop() {
            for &p in self.preds(x) {
                if !reach[p.index()] {
                    reach[p.index()] = true;
                    stack.push(p);
                }
            }
        }
        let returns_everywhere = f.block_ids().all(|b| reach[b.index()]);
        (returns, returns_everywhere)
    }

    /// Step 1: `c` keeps the instructions before the call at `k` (and a placeholder
    /// terminator until it enters the copy); the continuation c′ gets those after it
    /// and `c`'s terminator, and receives the call's destination (a fresh register of
    /// type `ret` when the call has none) as its parameter. Returns c′.
    fn split_after_call(&mut self, c: BlockId, k: usize, ret: &Type) -> BlockId {
        let ret_reg = match self.func.block(c).insts[k].dst {
            Some(r) => r,
            None => self.new_reg("ret", ret.clone(), c),
        };
        let cont_name = self.func.fresh_block_name(&format!("{}.ret", self.func.block(c).name));
        let block = self.func.block_mut(c);
        let after: Vec<Inst> = block.insts.drain(k..).skip(1).collect();
        let old_term = std::mem::replace(&mut block.term, Terminator::Return(Operand::Const(Value::Unit)));
        let cont = self.func.add_block(Block { name: cont_name, params: vec![ret_reg], insts: after, term: old_term });
        self.grow(cont);
        self.def_block[ret_reg.index()] = cont;
        let defs: Vec<Reg> = self.func.block(cont).insts.iter().filter_map(|i| i.dst).collect();
        for d in defs {
            self.def_block[d.index()] = cont;
        }
        let succs: Vec<BlockId> = self.func.block(cont).term.succs().collect();
        for x in succs {
            for q in self.preds[x.index()].iter_mut() {
                if *q == c {
                    *q = cont;
                }
            }
        }
        cont
    }

    /// Step 2: copies of the callee's blocks with fresh registers, `return v` turned
    /// into `branch cont(v)`. Returns the map from callee blocks to their copies.
    fn clone_callee_body(&mut self, callee: &Maintained, cont: BlockId) -> HashMap<BlockId, BlockId> {
        let cf = &callee.func;
        let mut bmap: HashMap<BlockId, BlockId> = HashMap::new();
        for (b, blk) in cf.blocks() {
            let name = self.func.fresh_block_name(&format!("{}.{}", cf.name, blk.name));
            let clone = self.func.add_block(Block {
                name,
                params: Vec::new(),
                insts: Vec::new(),
                term: Terminator::Return(Operand::Const(Value::Unit)),
            });
            self.grow(clone);
            bmap.insert(b, clone);
        }
        let mut rmap: HashMap<Reg, Reg> = HashMap::new();
        for (b, blk) in cf.blocks() {
            for r in blk.params.iter().copied().chain(blk.insts.iter().filter_map(|i| i.dst)) {
                let nr = self.new_reg(cf.reg_name(r), cf.reg_ty(r).clone(), bmap[&b]);
                rmap.insert(r, nr);
            }
        }
        let map_op = |o: &Operand| match o {
            Operand::Reg(r) => Operand::Reg(rmap[r]),
            Operand::Const(v) => Operand::Const(v.clone()),
        };
        let map_target = |t: &Target| Target { block: bmap[&t.block], args: t.args.iter().map(map_op).collect() };
        for (b, blk) in cf.blocks() {
            let mut nb = blk.clone();
            nb.name = self.func.block(bmap[&b]).name.clone();
            nb.params = blk.params.iter().map(|r| rmap[r]).collect();
            for i in &mut nb.insts {
                i.dst = i.dst.map(|d| rmap[&d]);
                i.op.for_each_operand_mut(|o| *o = map_op(o));
            }
            nb.term = match &blk.term {
                Terminator::Branch(t) => Terminator::Branch(map_target(t)),
                Terminator::Switch { on, cases, default } => Terminator::Switch {
                    on: map_op(on),
                    cases: cases.iter().map(|(v, t)| (v.clone(), map_target(t))).collect(),
                    default: map_target(default),
                },
                Terminator::Return(v) => Terminator::Branch(Target { block: cont, args: vec![map_op(v)] }),
            };
            let copy = bmap[&b];
            let succs: Vec<BlockId> = nb.term.succs().collect();
            *self.func.block_mut(copy) = nb;
            for x in succs {
                self.preds[x.index()].push(copy);
            }
        }
        bmap
    }

    /// Step 3: D. The callee's tree under `c`, then c′ under the NCA of the returning
    /// copies (under `c` when there is none: the fake edge), then c's old children
    /// under c′.
    fn graft_callee_dom(
        &mut self,
        c: BlockId,
        cont: BlockId,
        callee: &Maintained,
        bmap: &HashMap<BlockId, BlockId>,
        returns: &[BlockId],
    ) {
        let old_children: Vec<BlockId> = self.dom.children(c).collect();
        self.dom.copy_subtree(Some(&callee.dom), callee.func.entry(), c, |_| true, |x| bmap[&x]);
        let idom_cont = match returns.split_first() {
            None => c,
            Some((first, rest)) => {
                let mut n = bmap[first];
                for r in rest {
                    n = self.dom.nca(n, bmap[r], &mut self.counters);
                }
                n
            }
        };
        self.dom.add_leaf(cont, idom_cont);
        for ch in old_children {
            self.dom.set_idom(ch, cont);
        }
    }

    /// Step 4: F. c′ replaces c as latch; the copies join the loops around the call
    /// site; the callee's loops are copied under the innermost of them, which is
    /// returned.
    fn graft_callee_forest(
        &mut self,
        c: BlockId,
        cont: BlockId,
        callee: &Maintained,
        bmap: &HashMap<BlockId, BlockId>,
    ) -> Option<LoopId> {
        let home: Option<LoopId> = self.forest.innermost(c);
        let around: Vec<LoopId> = self.forest.loops_of(c);
        for &l in &around {
            if self.forest.get(l).latch == c {
                self.forest.loop_mut(l).latch = cont;
            }
        }
        let mut lmap: HashMap<LoopId, LoopId> = HashMap::new();
        let callee_loops: Vec<LoopId> = callee.forest.ids().collect();
        let map = |b: &BlockId| bmap[b];
        for &l in &callee_loops {
            let nl = self.forest.add_renamed(callee.forest.get(l), map);
            lmap.insert(l, nl);
        }
        for &l in &callee_loops {
            let parent = callee.forest.get(l).parent.map(|p| lmap[&p]).or(home);
            self.forest.reparent(lmap[&l], parent);
        }
        for (b, _) in callee.func.blocks() {
            let inner = callee.forest.innermost(b).map(|l| lmap[&l]);
            self.forest.set_innermost(bmap[&b], inner.or(home));
        }
        self.forest.set_innermost(cont, home);
        for &l in &around {
            let data = self.forest.loop_mut(l);
            data.body.extend(bmap.values().copied());
            data.body.insert(cont);
        }
        home
    }

    /// A constant for the fake edge's argument. The edge is deleted before `inline`
    /// returns, with the continuation it enters, so the argument is never passed and
    /// never seen by a check; for a function type, whose constants are references, the
    /// callee's own reference stands in.
    fn placeholder_of(&self, t: &Type, g: FuncId) -> Operand {
        Operand::Const(match t {
            Type::Int => Value::int(0),
            Type::Bool => Value::Bool(false),
            Type::Unit => Value::Unit,
            Type::Fn(_) => Value::Ref(Callee::Func(g)),
        })
    }
}
