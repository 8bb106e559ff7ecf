//! Graph well-formedness: live targets, argument counts, reachability, reducibility.

use super::loc;
use crate::analysis::{Cfg, DomTree};
use crate::diag::{Diagnostic, Item};
use crate::ir::{FuncId, Program};

pub fn check_wellformed(p: &Program, f: FuncId) -> Vec<Diagnostic> {
    let func = p.func(f);
    let mut errors = Vec::new();
    for (b, block) in func.blocks() {
        for t in block.term.targets() {
            let at = loc(p, f, b, Some(Item::Term));
            if !func.is_live(t.block) {
                errors.push(Diagnostic::new(at, format!("branch to a removed block (id {})", t.block.0)));
                continue;
            }
            let target = func.block(t.block);
            if t.args.len() != target.params.len() {
                errors.push(Diagnostic::new(
                    at,
                    format!(
                        "branch to `{}` passes {} argument(s) but `{}` has {} parameter(s)",
                        target.name,
                        t.args.len(),
                        target.name,
                        target.params.len()
                    ),
                ));
            }
        }
    }
    if !errors.is_empty() {
        return errors;
    }
    let cfg = Cfg::compute(func);
    let dom = DomTree::from_cfg(&cfg);
    for (b, block) in func.blocks() {
        if !dom.is_reachable(b) {
            errors.push(
                Diagnostic::new(loc(p, f, b, None), format!("block `{}` is unreachable from the entry", block.name))
                    .note("Waddle functions contain only reachable blocks; remove it"),
            );
        }
    }
    for &(u, v) in &cfg.retreating {
        if !dom.dominates(v, u) {
            errors.push(
                Diagnostic::new(
                    loc(p, f, u, Some(Item::Term)),
                    format!(
                        "irreducible control flow: edge ({}, {}) enters a cycle at `{}`, which does not dominate `{}`",
                        func.block(u).name,
                        func.block(v).name,
                        func.block(v).name,
                        func.block(u).name
                    ),
                )
                .note("Waddle accepts only reducible CFGs: every cycle must have a single entry (its header)"),
            );
        }
    }
    errors
}
