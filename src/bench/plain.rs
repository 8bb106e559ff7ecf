//! The baseline of `waddle bench passes`: each pass's CFG edits on a plain function,
//! maintaining nothing (no dominator tree, no loop forest, no canonical form, no SSA
//! repair), then one rebuild at the end (`Plain::rebuild`).
//!
//! A `Plain` function keeps only its predecessor lists, which the edits update as any
//! IR with use lists does. The edits are those of the maintained passes in
//! `src/transform/` without the repairs: the same blocks copied (named the same way),
//! the same registers, the same edges redirected, the same terminators rewritten.
//! What the maintained passes do on top (dedicated exits and preheaders, ejection,
//! LCSSA and SSA repair, removal of unreachable blocks) the rebuild does once, from
//! scratch: unreachable blocks removed, canonical form by edge-set splits, SSA
//! reconstruction of the registers jump threading copied (`reconstruct`, the
//! maintained pass's rule with fresh D and F), LCSSA, then D and F.
//!
//! `same_function` compares the result with the maintained pass's: the bench refuses
//! to report a pair of times whose functions differ.

use crate::analysis::{Cfg, DomTree, LoopForest};
use crate::canon;
use crate::canon::lcssa;
use crate::ir::edit::{split_edge_refs, EdgeRef};
use crate::ir::{Block, BlockId, Function, Inst, Op, Operand, Reg, Target, Terminator, Value};
use std::collections::{BTreeSet, HashMap};

/// A function edited without maintenance: the function and its predecessor lists (one
/// entry per edge reference).
#[derive(Clone, Debug)]
pub struct Plain {
    pub f: Function,
    preds: Vec<Vec<BlockId>>,
    /// Registers of blocks jump threading copied, with their copies: the rebuild merges
    /// them where both reach a use.
    copies: Vec<(Reg, Reg)>,
}

impl Plain {
    pub fn new(f: Function) -> Plain {
        let preds = f.preds();
        Plain { f, preds, copies: Vec::new() }
    }

    fn push_pred(&mut self, s: BlockId, p: BlockId) {
        if self.preds.len() <= s.index() {
            self.preds.resize(s.index() + 1, Vec::new());
        }
        self.preds[s.index()].push(p);
    }

    fn remove_pred(&mut self, s: BlockId, p: BlockId) {
        if let Some(i) = self.preds[s.index()].iter().position(|x| *x == p) {
            self.preds[s.index()].remove(i);
        }
    }

    /// Replaces `b`'s terminator.
    fn set_term(&mut self, b: BlockId, t: Terminator) {
        let old: Vec<BlockId> = self.f.block(b).term.succs().collect();
        for s in old {
            self.remove_pred(s, b);
        }
        for s in t.succs().collect::<Vec<_>>() {
            self.push_pred(s, b);
        }
        self.f.block_mut(b).term = t;
    }

    /// Points the `k`-th edge reference of `p` at `to`.
    fn retarget(&mut self, p: BlockId, k: usize, to: BlockId) {
        let from = std::mem::replace(&mut self.f.block_mut(p).term.targets_mut()[k].block, to);
        self.remove_pred(from, p);
        self.push_pred(to, p);
    }

    /// Copies `region` with fresh blocks (named `NAME.suffix`) and registers; the
    /// copies' references into the region go to the copies, except references to
    /// `keep`, which stay. Returns the block and register maps.
    fn copy_region(
        &mut self,
        region: &[BlockId],
        suffix: &str,
        keep: Option<BlockId>,
    ) -> (HashMap<BlockId, BlockId>, HashMap<Reg, Reg>) {
        let mut bmap = HashMap::new();
        for &b in region {
            let name = self.f.fresh_block_name(&format!("{}.{suffix}", self.f.block(b).name));
            let blk = Block { name, term: Terminator::Return(Operand::Const(Value::Unit)), ..self.f.block(b).clone() };
            let c = self.f.add_block(blk);
            bmap.insert(b, c);
        }
        let mut rmap = HashMap::new();
        for &b in region {
            let blk = self.f.block(b);
            let defs: Vec<Reg> = blk.params.iter().copied().chain(blk.insts.iter().filter_map(|i| i.dst)).collect();
            for r in defs {
                let (name, ty) = (self.f.reg_name(r).to_string(), self.f.reg_ty(r).clone());
                rmap.insert(r, self.f.new_reg(&name, ty));
            }
        }
        for &b in region {
            let c = bmap[&b];
            let mut term = self.f.block(b).term.clone();
            let blk = self.f.block_mut(c);
            for r in &mut blk.params {
                *r = rmap[r];
            }
            for i in &mut blk.insts {
                i.dst = i.dst.map(|d| rmap[&d]);
            }
            let rename = |o: &mut Operand| {
                if let Operand::Reg(r) = o {
                    if let Some(n) = rmap.get(r) {
                        *r = *n;
                    }
                }
            };
            blk.for_each_operand_mut(rename);
            term.for_each_operand_mut(rename);
            term.for_each_target_mut(|t| {
                if Some(t.block) != keep {
                    if let Some(n) = bmap.get(&t.block) {
                        t.block = *n;
                    }
                }
            });
            self.set_term(c, term);
        }
        (bmap, rmap)
    }

    /// The natural loop of the back edge `latch → h`: `h` and the blocks that reach
    /// `latch` without passing `h`, in block order.
    fn natural_loop(&self, h: BlockId, latch: BlockId) -> Vec<BlockId> {
        let mut body = BTreeSet::from([h]);
        let mut stack = vec![latch];
        while let Some(x) = stack.pop() {
            if body.insert(x) {
                stack.extend(self.preds[x.index()].iter().copied());
            }
        }
        body.into_iter().collect()
    }

    /// If simplification: the switch ending `b` becomes a branch to its `taken`-th edge
    /// reference (cases first, then the default).
    pub fn if_simplify(&mut self, b: BlockId, taken: usize) {
        let t = self.f.block(b).term.targets()[taken].clone();
        self.set_term(b, Terminator::Branch(t));
    }

    /// Straightening: the single successor of `p` is merged into it.
    pub fn straighten(&mut self, p: BlockId) {
        let t = self.f.block(p).term.targets()[0].clone();
        let s = t.block;
        self.remove_pred(s, p);
        let merged = self.f.remove_block(s);
        let blk = self.f.block_mut(p);
        blk.insts.extend(merged.params.iter().zip(t.args).map(|(r, a)| Inst { dst: Some(*r), op: Op::Move(a) }));
        blk.insts.extend(merged.insts);
        blk.term = merged.term;
        for x in self.f.block(p).term.succs().collect::<Vec<_>>() {
            for q in self.preds[x.index()].iter_mut() {
                if *q == s {
                    *q = p;
                }
            }
        }
    }

    /// Jump threading: `b` is copied for the `k`-th edge reference of `p`, the copy
    /// keeps only its `taken`-th edge reference, and is merged into `p` when
    /// `straighten`.
    pub fn jump_thread(&mut self, b: BlockId, p: BlockId, k: usize, taken: usize, straighten: bool) {
        let (bmap, rmap) = self.copy_region(&[b], "dup", None);
        let copy = bmap[&b];
        self.retarget(p, k, copy);
        let mut pairs: Vec<(Reg, Reg)> = rmap.into_iter().collect();
        pairs.sort();
        self.copies.extend(pairs);
        self.if_simplify(copy, taken);
        if straighten {
            self.straighten(p);
        }
    }

    /// The forward predecessors of `h` (not in `body`), distinct, in block order.
    fn entering(&self, h: BlockId, body: &[BlockId]) -> Vec<BlockId> {
        let mut v: Vec<BlockId> = self.preds[h.index()].iter().copied().filter(|p| !body.contains(p)).collect();
        v.sort();
        v.dedup();
        v
    }

    /// Loop unswitching of the switch ending `b` out of the loop `latch → h`, one case
    /// at a time: the preheader switches on the scrutinee, a copy of the loop is taken
    /// for the case and keeps only its edge, the original loses it.
    pub fn unswitch(&mut self, h: BlockId, latch: BlockId, b: BlockId) {
        while let Terminator::Switch { on, cases, .. } = &self.f.block(b).term {
            let Some((value, _)) = cases.first().cloned() else { break };
            let on = on.clone();
            let body = self.natural_loop(h, latch);
            let mut p = self.entering(h, &body)[0];
            if !matches!(self.f.block(p).term, Terminator::Branch(_)) {
                let refs: Vec<EdgeRef> = (0..self.f.block(p).term.targets().len())
                    .filter(|k| self.f.block(p).term.targets()[*k].block == h)
                    .map(|index| EdgeRef { from: p, index })
                    .collect();
                let name = format!("{}.pre", self.f.block(h).name);
                let n = split_edge_refs(&mut self.f, h, &refs, &name);
                for _ in &refs {
                    self.remove_pred(h, p);
                    self.push_pred(n, p);
                }
                self.push_pred(h, n);
                p = n;
            }
            let Terminator::Branch(t) = self.f.block(p).term.clone() else { unreachable!("a branch") };
            self.set_term(p, Terminator::Switch { on, cases: vec![(value, t.clone())], default: t });
            let (bmap, _) = self.copy_region(&body, "dup", None);
            self.retarget(p, 0, bmap[&h]);
            self.if_simplify(bmap[&b], 0);
            let Terminator::Switch { on, mut cases, default } = self.f.block(b).term.clone() else {
                unreachable!("a switch")
            };
            cases.remove(0);
            let term =
                if cases.is_empty() { Terminator::Branch(default) } else { Terminator::Switch { on, cases, default } };
            self.set_term(b, term);
        }
    }

    /// Loop unrolling by 2: one copy of the loop `latch → h` after its latch, whose
    /// back edge is the loop's.
    pub fn unroll(&mut self, h: BlockId, latch: BlockId) {
        let body = self.natural_loop(h, latch);
        let (bmap, _) = self.copy_region(&body, "unroll1", Some(h));
        let refs: Vec<usize> = (0..self.f.block(latch).term.targets().len())
            .filter(|k| self.f.block(latch).term.targets()[*k].block == h)
            .collect();
        for k in refs {
            self.retarget(latch, k, bmap[&h]);
        }
    }

    /// Loop peeling of one iteration: a copy of the loop `latch → h` entered by the
    /// edges that entered the loop, whose latch enters the loop.
    pub fn peel(&mut self, h: BlockId, latch: BlockId) {
        let body = self.natural_loop(h, latch);
        let (bmap, _) = self.copy_region(&body, "peel1", Some(h));
        for p in self.entering(h, &body) {
            if bmap.values().any(|c| *c == p) {
                continue;
            }
            let refs: Vec<usize> = (0..self.f.block(p).term.targets().len())
                .filter(|k| self.f.block(p).term.targets()[*k].block == h)
                .collect();
            for k in refs {
                self.retarget(p, k, bmap[&h]);
            }
        }
    }

    /// Function inlining: `c` is split after its `k`-th instruction (a call), the
    /// callee's blocks are copied, and its returns branch to the continuation with the
    /// returned value. A callee that never returns leaves the continuation unreachable.
    pub fn inline(&mut self, c: BlockId, k: usize, callee: &Function) {
        let Op::Call(_, args) = self.f.block(c).insts[k].op.clone() else { unreachable!("a call site") };
        let ret = self.f.block(c).insts[k].dst.unwrap_or_else(|| self.f.new_reg("ret", callee.ret.clone()));
        let name = self.f.fresh_block_name(&format!("{}.ret", self.f.block(c).name));
        let blk = self.f.block_mut(c);
        let after: Vec<Inst> = blk.insts.drain(k..).skip(1).collect();
        let term = std::mem::replace(&mut blk.term, Terminator::Return(Operand::Const(Value::Unit)));
        let cont = self.f.add_block(Block {
            name,
            params: vec![ret],
            insts: after,
            term: Terminator::Return(Operand::Const(Value::Unit)),
        });
        // The continuation takes over `c`'s successors.
        for x in term.succs().collect::<Vec<_>>() {
            for q in self.preds[x.index()].iter_mut() {
                if *q == c {
                    *q = cont;
                }
            }
        }
        self.f.block_mut(cont).term = term;
        let mut bmap = HashMap::new();
        for (b, blk) in callee.blocks() {
            let name = self.f.fresh_block_name(&format!("{}.{}", callee.name, blk.name));
            let id = self.f.add_block(Block {
                name,
                params: vec![],
                insts: vec![],
                term: Terminator::Return(Operand::Const(Value::Unit)),
            });
            bmap.insert(b, id);
        }
        let mut rmap = HashMap::new();
        for (_, blk) in callee.blocks() {
            for r in blk.params.iter().copied().chain(blk.insts.iter().filter_map(|i| i.dst)) {
                rmap.insert(r, self.f.new_reg(callee.reg_name(r), callee.reg_ty(r).clone()));
            }
        }
        let op = |o: &Operand| match o {
            Operand::Reg(r) => Operand::Reg(rmap[r]),
            o => o.clone(),
        };
        let tg = |t: &Target| Target { block: bmap[&t.block], args: t.args.iter().map(op).collect() };
        for (b, blk) in callee.blocks() {
            let id = bmap[&b];
            let mut nb = blk.clone();
            nb.name = self.f.block(id).name.clone();
            nb.params = blk.params.iter().map(|r| rmap[r]).collect();
            for i in &mut nb.insts {
                i.dst = i.dst.map(|d| rmap[&d]);
                i.op.for_each_operand_mut(|o| *o = op(o));
            }
            let term = match &blk.term {
                Terminator::Branch(t) => Terminator::Branch(tg(t)),
                Terminator::Switch { on, cases, default } => Terminator::Switch {
                    on: op(on),
                    cases: cases.iter().map(|(v, t)| (v.clone(), tg(t))).collect(),
                    default: tg(default),
                },
                Terminator::Return(v) => Terminator::Branch(Target { block: cont, args: vec![op(v)] }),
            };
            nb.term = Terminator::Return(Operand::Const(Value::Unit));
            *self.f.block_mut(id) = nb;
            self.set_term(id, term);
        }
        self.set_term(c, Terminator::Branch(Target { block: bmap[&callee.entry()], args }));
    }

    /// The rebuild, once at the end: unreachable blocks removed, canonical form, SSA
    /// reconstruction of the copied registers, LCSSA, then D and F (computed and
    /// dropped: the maintained side has them). Returns the function.
    pub fn rebuild(mut self) -> Function {
        let f = &mut self.f;
        // Reachability is the graph's own search (its reverse postorder); dominators
        // are computed once, on the rebuilt function.
        let reached = Cfg::compute(f).reachable();
        let dead: Vec<BlockId> = f.block_ids().filter(|b| !reached[b.index()]).collect();
        for b in dead {
            f.remove_block(b);
        }
        canon::canonicalize_loops(f).expect("passes keep reducibility");
        if !self.copies.is_empty() {
            reconstruct_copies(f, &self.copies);
        }
        lcssa::build_lcssa(f).expect("passes keep reducibility");
        let cfg = Cfg::compute(f);
        let dom = DomTree::from_cfg(&cfg);
        let forest = LoopForest::compute(f, &cfg, &dom).expect("reducible");
        std::hint::black_box((dom, forest));
        self.f
    }
}

/// SSA reconstruction, from scratch, of registers copied by jump threading: every use
/// of a register `r` outside the blocks defining `r` or one of its copies reads the
/// value that reaches it (the maintained pass's rule, `Maintained::reconstruct`: a
/// block inside loops that do not contain the definitions reads the value at the
/// preheader of the outermost one, a block with one predecessor reads it there, a
/// block where several values may merge gets a parameter).
fn reconstruct_copies(f: &mut Function, copies: &[(Reg, Reg)]) {
    // Classes: an original register and every copy of it (copies of copies included).
    let mut root: HashMap<Reg, Reg> = HashMap::new();
    for &(r, c) in copies {
        let top = *root.get(&r).unwrap_or(&r);
        root.insert(c, top);
    }
    let mut classes: Vec<(Reg, Vec<Reg>)> = Vec::new();
    for (&c, &r) in &root {
        match classes.iter_mut().find(|(x, _)| *x == r) {
            Some((_, v)) => v.push(c),
            None => classes.push((r, vec![c])),
        }
    }
    classes.sort();
    let mut def: HashMap<Reg, BlockId> = HashMap::new();
    for (b, blk) in f.blocks() {
        for r in blk.params.iter().copied().chain(blk.insts.iter().filter_map(|i| i.dst)) {
            def.insert(r, b);
        }
    }
    for (r, mut members) in classes {
        members.push(r);
        members.retain(|m| def.contains_key(m));
        let cfg = Cfg::compute(f);
        let dom = DomTree::from_cfg(&cfg);
        let forest = LoopForest::compute(f, &cfg, &dom).expect("reducible");
        let known: HashMap<BlockId, Reg> = members.iter().map(|m| (def[m], *m)).collect();
        let users: Vec<BlockId> = f
            .blocks()
            .filter(|(b, blk)| !known.contains_key(b) && members.iter().any(|m| blk.uses(&Operand::Reg(*m))))
            .map(|(b, _)| b)
            .collect();
        let mut memo: HashMap<BlockId, Operand> = HashMap::new();
        let ctx = Ctx { r, cfg: &cfg, forest: &forest, known: &known };
        for u in users {
            let v = ctx.value(f, u, &mut memo);
            f.block_mut(u).for_each_operand_mut(|o| {
                if let Operand::Reg(x) = o {
                    if members.contains(x) {
                        *o = v.clone();
                    }
                }
            });
        }
    }
}

struct Ctx<'a> {
    r: Reg,
    cfg: &'a Cfg,
    forest: &'a LoopForest,
    known: &'a HashMap<BlockId, Reg>,
}

impl Ctx<'_> {
    fn value(&self, f: &mut Function, b: BlockId, memo: &mut HashMap<BlockId, Operand>) -> Operand {
        if let Some(m) = self.known.get(&b) {
            return Operand::Reg(*m);
        }
        if let Some(v) = memo.get(&b) {
            return v.clone();
        }
        let mut preds = self.cfg.preds[b.index()].clone();
        preds.sort();
        preds.dedup();
        let inside = |l| self.known.keys().any(|d| self.forest.contains(l, *d));
        let hoist = self.forest.loops_containing(b).filter(|l| !inside(*l)).last();
        let single = if let Some(c) = hoist {
            let h = self.forest.header(c);
            self.cfg.preds[h.index()].iter().copied().filter(|p| !self.forest.contains(c, *p)).min()
        } else if preds.len() == 1 {
            Some(preds[0])
        } else {
            None
        };
        if let Some(q) = single {
            let v = self.value(f, q, memo);
            memo.insert(b, v.clone());
            return v;
        }
        let (name, ty) = (f.reg_name(self.r).to_string(), f.reg_ty(self.r).clone());
        let p = f.new_reg(&name, ty);
        f.block_mut(b).params.push(p);
        memo.insert(b, Operand::Reg(p));
        for q in preds {
            let v = self.value(f, q, memo);
            f.block_mut(q).term.for_each_target_mut(|t| {
                if t.block == b {
                    t.args.push(v.clone());
                }
            });
        }
        Operand::Reg(p)
    }
}

/// An empty block (not the entry) that only branches elsewhere with its parameters,
/// in order: an edge split.
fn forwarding(f: &Function, x: BlockId) -> Option<BlockId> {
    let blk = f.block(x);
    let Terminator::Branch(t) = &blk.term else { return None };
    let forwards = blk.insts.is_empty()
        && x != f.entry()
        && t.block != x
        && t.args.len() == blk.params.len()
        && t.args.iter().zip(&blk.params).all(|(a, p)| *a == Operand::Reg(*p));
    forwards.then_some(t.block)
}

/// Where an edge into `x` arrives once edge splits are skipped (a cycle of splits,
/// which never returns, is left as it is).
fn through_splits(f: &Function, x: BlockId) -> BlockId {
    let mut y = x;
    for _ in 0..f.block_capacity() {
        match forwarding(f, y) {
            Some(z) => y = z,
            None => return y,
        }
    }
    x
}

/// Whether two functions are the same up to the names and ids of their blocks and
/// registers and up to edge splits: the blocks reachable from the entries, less the
/// empty blocks that only forward their parameters to another block, correspond one to
/// one (following terminator targets in order, through such splits), corresponding
/// blocks have parameters of the same types and the same instructions and terminators
/// with corresponding registers and blocks. `Err` names the first difference.
///
/// Splits are left out because the two sides make canonical form at different times:
/// the maintained unswitching of a second case copies the loop with the exit block
/// the first case dedicated, and dedicates that block again (two splits in a row),
/// where the rebuild splits the original exit edge once per loop. Trivial parameters
/// (every edge passes the same value, or the parameter itself) are removed from both
/// sides first: maintained jump threading repairs SSA while the copy still has all of
/// the original's edges, and the parameters that repair made stay once if
/// simplification has deleted all but one of them, where the rebuild, after the
/// deletion, needs none.
pub fn same_function(a: &Function, b: &Function) -> Result<(), String> {
    let (mut a, mut b) = (a.clone(), b.clone());
    without_trivial_params(&mut a);
    without_trivial_params(&mut b);
    same_shape(&a, &b)
}

/// Removes trivial block parameters (every edge into the block passes the same value,
/// or the parameter itself), replacing their uses with that value, until none is left.
fn without_trivial_params(f: &mut Function) {
    loop {
        let preds = f.preds();
        let mut found = None;
        'blocks: for (b, blk) in f.blocks() {
            if b == f.entry() || preds[b.index()].is_empty() {
                continue;
            }
            for (i, &p) in blk.params.iter().enumerate() {
                let mut value: Option<&Operand> = None;
                let mut trivial = true;
                for q in &preds[b.index()] {
                    for t in f.block(*q).term.targets_iter().filter(|t| t.block == b) {
                        let a = &t.args[i];
                        if *a == Operand::Reg(p) || value == Some(a) {
                            continue;
                        }
                        if value.is_some() {
                            trivial = false;
                        }
                        value = Some(a);
                    }
                }
                if let (true, Some(v)) = (trivial, value) {
                    found = Some((b, i, p, v.clone()));
                    break 'blocks;
                }
            }
        }
        let Some((b, i, p, v)) = found else { return };
        f.block_mut(b).params.remove(i);
        let ids: Vec<BlockId> = f.block_ids().collect();
        for x in ids {
            let blk = f.block_mut(x);
            blk.term.for_each_target_mut(|t| {
                if t.block == b {
                    t.args.remove(i);
                }
            });
            blk.for_each_operand_mut(|o| {
                if *o == Operand::Reg(p) {
                    *o = v.clone();
                }
            });
        }
    }
}

fn same_shape(a: &Function, b: &Function) -> Result<(), String> {
    let mut bmap: HashMap<BlockId, BlockId> = HashMap::from([(a.entry(), b.entry())]);
    let mut back: HashMap<BlockId, BlockId> = HashMap::from([(b.entry(), a.entry())]);
    let mut order = vec![a.entry()];
    let mut i = 0;
    let mut rmap: HashMap<Reg, Reg> = HashMap::new();
    let mut rback: HashMap<Reg, Reg> = HashMap::new();
    let mut pair = |x: Reg, y: Reg, rmap: &mut HashMap<Reg, Reg>| -> Result<(), String> {
        if *rmap.entry(x).or_insert(y) != y || *rback.entry(y).or_insert(x) != x {
            return Err(format!("register `{}` corresponds to two registers", a.reg_name(x)));
        }
        Ok(())
    };
    // Blocks and definitions first (a use may come before its definition in this order).
    while i < order.len() {
        let x = order[i];
        i += 1;
        let y = bmap[&x];
        let (bx, by) = (a.block(x), b.block(y));
        let here = || format!("block `{}` (`{}` on the other side)", bx.name, by.name);
        if bx.params.len() != by.params.len() || bx.insts.len() != by.insts.len() {
            return Err(format!(
                "{}: {} parameters and {} instructions against {} and {}",
                here(),
                bx.params.len(),
                bx.insts.len(),
                by.params.len(),
                by.insts.len()
            ));
        }
        for (p, q) in bx.params.iter().zip(&by.params) {
            if a.reg_ty(*p) != b.reg_ty(*q) {
                return Err(format!("{}: parameter `{}` has another type", here(), a.reg_name(*p)));
            }
            pair(*p, *q, &mut rmap)?;
        }
        for (u, v) in bx.insts.iter().zip(&by.insts) {
            match (u.dst, v.dst) {
                (Some(p), Some(q)) => pair(p, q, &mut rmap)?,
                (None, None) => {}
                _ => return Err(format!("{}: a result is discarded on one side only", here())),
            }
        }
        let (tx, ty) = (bx.term.targets(), by.term.targets());
        if tx.len() != ty.len() {
            return Err(format!("{}: {} edge references against {}", here(), tx.len(), ty.len()));
        }
        for (s, t) in tx.iter().zip(&ty) {
            let (s, t) = (through_splits(a, s.block), through_splits(b, t.block));
            match (bmap.get(&s), back.get(&t)) {
                (None, None) => {
                    bmap.insert(s, t);
                    back.insert(t, s);
                    order.push(s);
                }
                (Some(m), Some(n)) if *m == t && *n == s => {}
                _ => {
                    return Err(format!("{}: its successor `{}` corresponds to another block", here(), a.block(s).name))
                }
            }
        }
    }
    let reachable_b = {
        let mut seen = BTreeSet::from([b.entry()]);
        let mut stack = vec![b.entry()];
        while let Some(x) = stack.pop() {
            stack.extend(b.block(x).term.succs().map(|s| through_splits(b, s)).filter(|s| seen.insert(*s)));
        }
        seen.len()
    };
    if reachable_b != order.len() {
        return Err(format!("{} reachable blocks against {reachable_b}", order.len()));
    }
    // Then every operand.
    let map = |o: &Operand| -> Result<Operand, String> {
        match o {
            Operand::Reg(r) => rmap
                .get(r)
                .map(|x| Operand::Reg(*x))
                .ok_or_else(|| format!("register `{}` is used but defined in no reachable block", a.reg_name(*r))),
            c => Ok(c.clone()),
        }
    };
    for &x in &order {
        let y = bmap[&x];
        let (bx, by) = (a.block(x), b.block(y));
        let differ = || format!("block `{}` differs from `{}`", bx.name, by.name);
        // `a`'s block in `b`'s registers.
        let mut renamed = bx.clone();
        let mut err = None;
        renamed.for_each_operand_mut(|o| match map(o) {
            Ok(n) => *o = n,
            Err(e) => err = Some(e),
        });
        if let Some(e) = err {
            return Err(e);
        }
        for ((u, v), w) in bx.insts.iter().zip(&by.insts).zip(&renamed.insts) {
            if w.op != v.op {
                return Err(format!("{}: instruction {:?} against {:?}", differ(), u.op, v.op));
            }
        }
        let mut term = renamed.term;
        term.for_each_target_mut(|t| t.block = bmap[&through_splits(a, t.block)]);
        let mut other = by.term.clone();
        other.for_each_target_mut(|t| t.block = through_splits(b, t.block));
        if term != other {
            return Err(format!("{}: terminator {:?} against {:?}", differ(), bx.term, by.term));
        }
    }
    Ok(())
}
