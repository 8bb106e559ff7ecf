//! SSA: every register has one definition, and every use is dominated by it.
//!
//! A block parameter is defined at the top of its block; an instruction result right
//! after its instruction. Uses in a terminator, including branch arguments, happen
//! at the end of the block that holds the terminator.

use super::loc;
use crate::analysis::DomTree;
use crate::diag::{Diagnostic, Item};
use crate::ir::{BlockId, FuncId, Operand, Program, Reg};

/// Definition site: block and position (parameters at -1, instructions at their index).
type Site = (BlockId, i64);

pub fn check_ssa(p: &Program, f: FuncId) -> Vec<Diagnostic> {
    let func = p.func(f);
    let mut errors = Vec::new();
    let mut def: Vec<Option<Site>> = vec![None; func.num_regs()];
    let mut define = |r: Reg, site: Site, errors: &mut Vec<Diagnostic>, item| {
        if def[r.index()].is_some() {
            errors.push(Diagnostic::new(
                loc(p, f, site.0, Some(item)),
                format!("register `{}` is defined more than once (not SSA)", func.reg_name(r)),
            ));
        } else {
            def[r.index()] = Some(site);
        }
    };
    for (b, block) in func.blocks() {
        for (i, r) in block.params.iter().enumerate() {
            define(*r, (b, -1), &mut errors, Item::Param(i));
        }
        for (i, inst) in block.insts.iter().enumerate() {
            if let Some(d) = inst.dst {
                define(d, (b, i as i64), &mut errors, Item::Inst(i));
            }
        }
    }
    let dom = DomTree::compute(func);
    let check = |o: &Operand, at: Site, item: Item, errors: &mut Vec<Diagnostic>| {
        let Operand::Reg(r) = o else { return };
        let ok = match def[r.index()] {
            None => {
                errors.push(Diagnostic::new(
                    loc(p, f, at.0, Some(item)),
                    format!("use of register `{}`, which has no definition", func.reg_name(*r)),
                ));
                return;
            }
            Some((db, di)) => (db == at.0 && di < at.1) || dom.strictly_dominates(db, at.0),
        };
        if !ok {
            let (db, di) = def[r.index()].expect("checked above");
            if db == at.0 && di == at.1 {
                errors.push(Diagnostic::new(
                    loc(p, f, at.0, Some(item)),
                    format!("`{}` is used by its own definition (not SSA)", func.reg_name(*r)),
                ));
                return;
            }
            if db == at.0 {
                errors.push(Diagnostic::new(
                    loc(p, f, at.0, Some(item)),
                    format!(
                        "use of `{}` before its definition at instruction {di} of the same block (not SSA)",
                        func.reg_name(*r)
                    ),
                ));
                return;
            }
            errors.push(
                Diagnostic::new(
                    loc(p, f, at.0, Some(item)),
                    format!(
                        "use of `{}` is not dominated by its definition in block `{}` (not SSA)",
                        func.reg_name(*r),
                        func.block(db).name
                    ),
                )
                .note("pass the value through block parameters where control flow merges"),
            );
        }
    };
    for (b, block) in func.blocks() {
        for (i, inst) in block.insts.iter().enumerate() {
            for o in inst.op.operands() {
                check(o, (b, i as i64), Item::Inst(i), &mut errors);
            }
        }
        let end = block.insts.len() as i64;
        for o in block.term.own_operands() {
            check(o, (b, end), Item::Term, &mut errors);
        }
        for t in block.term.targets() {
            for o in &t.args {
                check(o, (b, end), Item::Term, &mut errors);
            }
        }
    }
    errors
}
