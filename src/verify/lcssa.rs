//! LCSSA: every use of a register occurs inside the innermost loop that defines it.
//!
//! The defining loop of a register is the innermost loop containing the block that
//! defines it (as a block parameter or an instruction result). A use in a terminator,
//! including a branch argument, is a use in the block holding the terminator. Values
//! leave a loop through parameters of its exit blocks: `e(x)` outside the loop, with
//! `branch e(r)` inside it.

use super::canonical::loop_analyses;
use super::loc;
use crate::analysis::{LoopForest, LoopId};
use crate::diag::{Diagnostic, Item};
use crate::ir::{BlockId, FuncId, Function, Operand, Program, Reg};

/// A use of `reg` in `use_block` outside `def_loop`, the innermost loop defining it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LcssaViolation {
    pub reg: Reg,
    pub def_block: BlockId,
    pub def_loop: LoopId,
    pub use_block: BlockId,
    pub item: Item,
}

impl LcssaViolation {
    pub fn message(&self, func: &Function, forest: &LoopForest) -> String {
        let n = |b: BlockId| &func.block(b).name;
        let what = match self.item {
            Item::Term => "in the terminator of",
            _ => "in",
        };
        format!(
            "register `{}` is defined in `{}`, inside the loop at header `{}`, but used {what} `{}`, outside that loop (not LCSSA)",
            func.reg_name(self.reg),
            n(self.def_block),
            n(forest.header(self.def_loop)),
            n(self.use_block)
        )
    }
}

/// Defining block of every register (`None` when undefined).
pub fn def_blocks(func: &Function) -> Vec<Option<BlockId>> {
    let mut def = vec![None; func.num_regs()];
    for (b, block) in func.blocks() {
        for r in &block.params {
            def[r.index()] = Some(b);
        }
        for i in &block.insts {
            if let Some(d) = i.dst {
                def[d.index()] = Some(b);
            }
        }
    }
    def
}

/// Every use of a register, as (register, block, item), in block and program order; a
/// register read twice by one item (`mul(i, i)`) is one use.
pub fn uses(func: &Function) -> Vec<(Reg, BlockId, Item)> {
    let mut out: Vec<(Reg, BlockId, Item)> = Vec::new();
    let push = |out: &mut Vec<(Reg, BlockId, Item)>, start: usize, r: Reg, b: BlockId, item: Item| {
        if !out[start..].iter().any(|u| u.0 == r) {
            out.push((r, b, item));
        }
    };
    for (b, block) in func.blocks() {
        for (i, inst) in block.insts.iter().enumerate() {
            let start = out.len();
            for o in inst.op.operands() {
                if let Operand::Reg(r) = o {
                    push(&mut out, start, *r, b, Item::Inst(i));
                }
            }
        }
        let term_ops =
            block.term.own_operands().into_iter().chain(block.term.targets().into_iter().flat_map(|t| t.args.iter()));
        let start = out.len();
        for o in term_ops {
            if let Operand::Reg(r) = o {
                push(&mut out, start, *r, b, Item::Term);
            }
        }
    }
    out
}

/// The LCSSA violations of a function, given its loop forest.
pub fn lcssa_violations(func: &Function, forest: &LoopForest) -> Vec<LcssaViolation> {
    let mut out = Vec::new();
    if forest.num_loops() == 0 {
        return out;
    }
    let def = def_blocks(func);
    // One visit per operand, no list of uses: a register read twice by one item is
    // one violation, found among those the item already gave (from `start`).
    let visit = |out: &mut Vec<LcssaViolation>, start: usize, o: &Operand, use_block: BlockId, item: Item| {
        let Operand::Reg(reg) = *o else { return };
        let Some(def_block) = def[reg.index()] else { return };
        let Some(def_loop) = forest.loop_of(def_block) else { return };
        if !forest.contains(def_loop, use_block) && !out[start..].iter().any(|v| v.reg == reg) {
            out.push(LcssaViolation { reg, def_block, def_loop, use_block, item });
        }
    };
    for (b, block) in func.blocks() {
        for (i, inst) in block.insts.iter().enumerate() {
            let start = out.len();
            inst.op.for_each_operand(|o| visit(&mut out, start, o, b, Item::Inst(i)));
        }
        let start = out.len();
        block.term.for_each_operand(|o| visit(&mut out, start, o, b, Item::Term));
    }
    out
}

/// LCSSA errors of function `f`, located at each offending use.
pub fn check_lcssa(p: &Program, f: FuncId) -> Vec<Diagnostic> {
    match loop_analyses(p, f) {
        Ok((_, _, forest)) => lcssa_diagnostics(p, f, &forest),
        Err(d) => vec![d],
    }
}

/// LCSSA errors of function `f` given its loop forest.
pub fn lcssa_diagnostics(p: &Program, f: FuncId, forest: &LoopForest) -> Vec<Diagnostic> {
    let func = p.func(f);
    lcssa_violations(func, forest)
        .iter()
        .map(|v| {
            Diagnostic::new(loc(p, f, v.use_block, Some(v.item)), v.message(func, forest))
                .note("values leave a loop through parameters of its exit blocks")
        })
        .collect()
}
