//! LCSSA construction: values leave a loop through parameters of its exit blocks.
//!
//! For a register `r` defined in block `d` whose innermost loop is `l`, and used
//! outside `l`, every use outside `l` is rewritten to the value of `r` that reaches it
//! through the exits of `l`: an exit `x` on the way gets a fresh parameter fed with `r`
//! by each of its predecessors (all inside `l` in canonical form); a block outside `l`
//! reached from several such exits gets a merging parameter (SSA reconstruction by
//! backward search with memoization, in the manner of Braun et al.). Merging
//! parameters that turn out trivial (all arguments equal) are removed afterwards.
//! New parameters are themselves checked, since an exit of an inner loop may lie inside
//! an outer loop that the value also leaves.
//!
//! Only block parameters and branch arguments change, never the graph, so the CFG
//! view, the dominator tree and the loop forest computed at the start stay valid.

use super::CanonError;
use crate::analysis::{Cfg, DomTree, LoopForest, LoopId};
use crate::diag::Item;
use crate::ir::{Block, BlockId, Function, Operand, Reg};
use crate::verify::lcssa::{def_blocks, uses};
use std::collections::{HashMap, VecDeque};

/// Puts a function in LCSSA form; returns the parameters added, as (register, block).
pub fn build_lcssa(func: &mut Function) -> Result<Vec<(Reg, BlockId)>, CanonError> {
    let cfg = Cfg::compute(func);
    let dom = DomTree::from_cfg(&cfg);
    let forest = LoopForest::compute(func, &cfg, &dom)?;
    let def = def_blocks(func);
    let regs: Vec<Reg> = (0..func.num_regs() as u32)
        .map(Reg)
        .filter(|r| def[r.index()].is_some_and(|d| forest.loop_of(d).is_some()))
        .collect();
    close_registers(func, &cfg.preds, &forest, regs)
}

/// Closes the given registers, and the parameters this creates, in LCSSA: every use
/// outside the innermost loop defining the register is rewritten to a value that
/// leaves the loop through exit-block parameters. Returns the parameters added.
///
/// This computes no analysis: it uses the predecessor lists and the loop forest it is
/// given, which stay valid since only parameters and arguments change. It requires
/// SSA, and dedicated exits for the loops the registers leave (their predecessors pass
/// the register itself), so maintained code (e.g. LCSSA repair after an ejection) may
/// call it with its maintained forest.
pub fn close_registers(
    func: &mut Function,
    preds: &[Vec<BlockId>],
    forest: &LoopForest,
    regs: impl IntoIterator<Item = Reg>,
) -> Result<Vec<(Reg, BlockId)>, CanonError> {
    let mut def = def_blocks(func);
    let mut work: VecDeque<Reg> = regs.into_iter().collect();
    let mut added: Vec<(Reg, BlockId)> = Vec::new();
    while let Some(r) = work.pop_front() {
        let Some(d) = def.get(r.index()).copied().flatten() else { continue };
        let Some(l) = forest.loop_of(d) else { continue };
        let outside: Vec<(BlockId, Item)> = uses(func)
            .into_iter()
            .filter(|&(u, b, _)| u == r && !forest.contains(l, b))
            .map(|(_, b, item)| (b, item))
            .collect();
        if outside.is_empty() {
            continue;
        }
        let mut rec = Reconstruct { r, l, forest, preds, memo: HashMap::new(), exits: Vec::new(), merges: Vec::new() };
        let mut rewrites = Vec::new();
        for &(b, item) in &outside {
            let v = rec.value_in(func, b)?;
            rewrites.push((b, item, v));
        }
        for (b, item, v) in rewrites {
            replace_in(func, b, item, r, v);
        }
        let (exits, merges) = (rec.exits, rec.merges);
        let merges = remove_trivial(func, merges);
        for (p, b) in exits.into_iter().chain(merges) {
            if def.len() <= p.index() {
                def.resize(p.index() + 1, None);
            }
            def[p.index()] = Some(b);
            added.push((p, b));
            work.push_back(p);
        }
    }
    Ok(added)
}

struct Reconstruct<'a> {
    r: Reg,
    l: LoopId,
    forest: &'a LoopForest,
    preds: &'a [Vec<BlockId>],
    memo: HashMap<BlockId, Reg>,
    exits: Vec<(Reg, BlockId)>,
    merges: Vec<(Reg, BlockId)>,
}

impl Reconstruct<'_> {
    /// The value of `r` at the end of `b`.
    fn value_at_end(&mut self, func: &mut Function, b: BlockId) -> Result<Reg, CanonError> {
        if self.forest.contains(self.l, b) {
            Ok(self.r)
        } else {
            self.value_in(func, b)
        }
    }

    /// The value of `r` inside `b`, a block outside the loop. Chains of blocks with a
    /// single predecessor are walked iteratively; only exits and merges recurse.
    fn value_in(&mut self, func: &mut Function, b: BlockId) -> Result<Reg, CanonError> {
        let mut chain: Vec<BlockId> = Vec::new();
        let mut cur = b;
        let v = loop {
            if let Some(&v) = self.memo.get(&cur) {
                break v;
            }
            if self.forest.contains(self.l, cur) {
                break self.r;
            }
            let mut preds: Vec<BlockId> = self.preds[cur.index()].clone();
            preds.sort();
            preds.dedup();
            let is_exit = self.forest.exits(self.l).contains(&cur);
            if !is_exit && preds.len() == 1 {
                chain.push(cur);
                cur = preds[0];
                continue;
            }
            break self.new_param(func, cur, preds, is_exit)?;
        };
        for c in chain {
            self.memo.insert(c, v);
        }
        Ok(v)
    }

    /// A new parameter of `b` for `r`, fed by each predecessor's value at its end.
    fn new_param(
        &mut self,
        func: &mut Function,
        b: BlockId,
        preds: Vec<BlockId>,
        is_exit: bool,
    ) -> Result<Reg, CanonError> {
        if preds.is_empty() {
            return Err(CanonError::Internal(format!(
                "LCSSA: the use of `{}` in `{}` is not dominated by its definition",
                func.reg_name(self.r),
                func.block(b).name
            )));
        }
        let name = func.reg_name(self.r).split('.').next().unwrap_or("v").to_string();
        let ty = func.reg_ty(self.r).clone();
        let p = func.new_reg(&name, ty);
        func.block_mut(b).params.push(p);
        self.memo.insert(b, p);
        if is_exit {
            self.exits.push((p, b));
        } else {
            self.merges.push((p, b));
        }
        for q in preds {
            let v = self.value_at_end(func, q)?;
            for t in func.block_mut(q).term.targets_mut() {
                if t.block == b {
                    t.args.push(Operand::Reg(v));
                }
            }
        }
        Ok(p)
    }
}

/// Replaces `r` by `v` in one instruction or terminator of `b`.
fn replace_in(func: &mut Function, b: BlockId, item: Item, r: Reg, v: Reg) {
    let block = func.block_mut(b);
    let fix = |o: &mut Operand| {
        if *o == Operand::Reg(r) {
            *o = Operand::Reg(v);
        }
    };
    match item {
        Item::Inst(i) => block.insts[i].op.operands_mut().into_iter().for_each(fix),
        Item::Term => block.term.for_each_operand_mut(fix),
        Item::Param(_) => {}
    }
}

/// Removes merging parameters whose arguments are all the same value (or the
/// parameter itself), replacing their uses; returns the ones that stay.
fn remove_trivial(func: &mut Function, mut merges: Vec<(Reg, BlockId)>) -> Vec<(Reg, BlockId)> {
    loop {
        let mut changed = false;
        let mut i = 0;
        while i < merges.len() {
            let (p, b) = merges[i];
            let Some(pos) = func.block(b).params.iter().position(|&x| x == p) else {
                merges.remove(i);
                continue;
            };
            let mut args: Vec<Operand> = Vec::new();
            for (_, block) in func.blocks() {
                for t in block.term.targets() {
                    if t.block == b {
                        let a = t.args[pos].clone();
                        if a != Operand::Reg(p) && !args.contains(&a) {
                            args.push(a);
                        }
                    }
                }
            }
            if args.len() == 1 {
                let v = args.pop().expect("one argument");
                func.block_mut(b).params.remove(pos);
                let ids: Vec<BlockId> = func.block_ids().collect();
                for q in ids {
                    let block = func.block_mut(q);
                    for t in block.term.targets_mut() {
                        if t.block == b {
                            t.args.remove(pos);
                        }
                    }
                    replace_everywhere(block, p, &v);
                }
                merges.remove(i);
                changed = true;
            } else {
                i += 1;
            }
        }
        if !changed {
            return merges;
        }
    }
}

fn replace_everywhere(block: &mut Block, p: Reg, v: &Operand) {
    let fix = |o: &mut Operand| {
        if *o == Operand::Reg(p) {
            *o = v.clone();
        }
    };
    block.for_each_operand_mut(fix);
}
