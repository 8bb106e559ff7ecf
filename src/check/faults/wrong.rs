//! The deliberately wrong transformations, each wrong in one way only.

use super::super::resolve;
use crate::analysis::{Cfg, DomTree};
use crate::canon;
use crate::format::spec::Fault;
use crate::ir::{BinOp, BlockId, FuncId, Inst, Op, Operand, Target, Terminator};
use crate::transform::{Maintained, TransformError};
use std::collections::HashMap;

fn err(m: String) -> TransformError {
    TransformError(m)
}

/// Blocks a fault copied, each → the block it copies (as `check::apply` returns them).
type Copies = HashMap<BlockId, BlockId>;

/// `copies` (original → copy, per copy) as copy → original (as `check::apply`'s own
/// helper, which this module cannot import: `apply` imports the faults).
fn reversed(copies: &[HashMap<BlockId, BlockId>]) -> Copies {
    copies.iter().flat_map(|m| m.iter().map(|(o, x)| (*x, *o))).collect()
}

/// Applies a deliberately wrong transformation (`InlineStaleContinuation` needs the
/// program's functions: `inline_stale_continuation`). Returns the blocks it copied,
/// each → the block it copies, as the transformation it imitates does.
pub fn apply(m: &mut Maintained, fault: &Fault) -> Result<Copies, TransformError> {
    let none = |r: Result<(), TransformError>| r.map(|_| Copies::new());
    match fault {
        Fault::DeleteLiveEdge { from, to } => {
            let (a, k) = resolve::edge_refs(m, from, to)?[0];
            none(m.delete_edge_ref(a, k))
        }
        Fault::StaleDomTree { from, to } => none(stale_dom_tree(m, from, to)),
        Fault::StaleLoopForest { from, to } => none(stale_loop_forest(m, from, to)),
        Fault::UndedicatedExit { header, exit } => none(undedicated_exit(m, header, exit)),
        Fault::InlineStaleContinuation { .. } => {
            Err(err("inlining needs the program's functions: applied by `apply_in_program`".into()))
        }
        Fault::UnswitchSwappedVersions { header, block } => unswitch_swapped_versions(m, header, block),
        Fault::UnswitchVariantScrutinee { header, block } => unswitch_variant_scrutinee(m, header, block),
        Fault::UnrollWithoutExitTests { header, factor } => unroll_without_exit_tests(m, header, factor),
        Fault::PeelForgettingValues { header, count } => peel_forgetting_values(m, header, count),
        Fault::SinkOutOfLoop { register, to } => none(sink_out_of_loop(m, register, to)),
        Fault::HoistOutOfGuard { block, index } => none(hoist_out_of_guard(m, block, *index)),
    }
}

/// Whether `op` may fail where a guard protects it: a division, a remainder or a load.
fn can_fail(op: &Op) -> bool {
    matches!(op, Op::Binary(BinOp::Div | BinOp::Mod, ..) | Op::Load(..))
}

/// Moves the instruction to the end of the innermost loop's preheader. Its operands
/// are defined outside the loop, so they dominate the preheader, and the preheader
/// dominates every use: the result is SSA, LCSSA and canonical, and only the runs can
/// tell that the instruction now runs where its guard did not let it.
fn hoist_out_of_guard(m: &mut Maintained, block: &str, index: usize) -> Result<(), TransformError> {
    let b = resolve::block(m, block)?;
    let l = m.forest().innermost(b).ok_or_else(|| err(format!("`{block}` is in no loop")))?;
    let p = m.preheader(l)?;
    let body = m.forest().get(l).body.clone();
    let mut f = m.function().clone();
    let inst =
        f.block(b).insts.get(index).cloned().ok_or_else(|| err(format!("`{block}` has no instruction {index}")))?;
    if !can_fail(&inst.op) {
        return Err(err(format!("instruction {index} of `{block}` is no division, remainder or load")));
    }
    let inside =
        |r| body.iter().any(|x| f.block(*x).params.contains(&r) || f.block(*x).insts.iter().any(|i| i.dst == Some(r)));
    let mut variant = false;
    inst.op.for_each_operand(|o| variant |= matches!(o, Operand::Reg(r) if inside(*r)));
    if variant {
        return Err(err(format!("instruction {index} of `{block}` reads a register the loop defines")));
    }
    f.block_mut(b).insts.remove(index);
    f.block_mut(p).insts.push(inst);
    *m = canon::enter(&f).map_err(err)?;
    Ok(())
}

fn stale_dom_tree(m: &mut Maintained, from: &str, to: &str) -> Result<(), TransformError> {
    let stale = DomTree::from_cfg(&Cfg::compute(m.function()));
    let (a, k) = resolve::edge_refs(m, from, to)?[0];
    m.delete_edge_ref(a, k)?;
    let shapes = m.forest().shapes();
    *m = Maintained::new(m.function().clone(), &stale, &shapes)?;
    Ok(())
}

fn stale_loop_forest(m: &mut Maintained, from: &str, to: &str) -> Result<(), TransformError> {
    let stale = m.forest().shapes();
    let (a, k) = resolve::edge_refs(m, from, to)?[0];
    m.delete_edge_ref(a, k)?;
    let dom = DomTree::from_cfg(&Cfg::compute(m.function()));
    *m = Maintained::new(m.function().clone(), &dom, &stale)?;
    Ok(())
}

fn undedicated_exit(m: &mut Maintained, header: &str, exit: &str) -> Result<(), TransformError> {
    let mut f = m.function().clone();
    let h = resolve::block(m, header)?;
    let e = resolve::block(m, exit)?;
    let l = m.forest().loop_with_header(h).ok_or_else(|| err(format!("`{header}` heads no loop")))?;
    let block = f.block(e).clone();
    let Terminator::Branch(next) = &block.term else {
        return Err(err(format!("`{exit}` does not end in a branch")));
    };
    if !block.insts.is_empty() {
        return Err(err(format!("`{exit}` has instructions")));
    }
    let preds: Vec<_> = f.block_ids().filter(|p| f.block(*p).term.succs().any(|s| s == e)).collect();
    for p in preds {
        if !m.forest().contains(l, p) {
            return Err(err(format!("`{exit}` has a predecessor outside the loop")));
        }
        for t in f.block_mut(p).term.targets_mut().into_iter().filter(|t| t.block == e) {
            // exit(args) → next(next.args with exit's parameters replaced by args)
            let args: Vec<Operand> = next
                .args
                .iter()
                .map(|a| match a {
                    Operand::Reg(r) => match block.params.iter().position(|x| x == r) {
                        Some(i) => t.args[i].clone(),
                        None => a.clone(),
                    },
                    _ => a.clone(),
                })
                .collect();
            *t = Target { block: next.block, args };
        }
    }
    f.remove_block(e);
    *m = canon::enter(&f).map_err(err)?;
    Ok(())
}

fn unswitch_swapped_versions(m: &mut Maintained, header: &str, block: &str) -> Result<Copies, TransformError> {
    let (h, b) = (resolve::block(m, header)?, resolve::block(m, block)?);
    let done = m.unswitch(h, b)?;
    let mut f = m.function().clone();
    let p = *done.switches.first().ok_or_else(|| err("nothing was unswitched".into()))?;
    let Terminator::Switch { cases, default, .. } = &mut f.block_mut(p).term else {
        return Err(err("the preheader does not end in a switch".into()));
    };
    std::mem::swap(&mut cases[0].1, default);
    *m = canon::enter(&f).map_err(err)?;
    Ok(reversed(&done.copies))
}

fn unswitch_variant_scrutinee(m: &mut Maintained, header: &str, block: &str) -> Result<Copies, TransformError> {
    let (h, b) = (resolve::block(m, header)?, resolve::block(m, block)?);
    let l = m.forest().loop_with_header(h).ok_or_else(|| err(format!("`{header}` heads no loop")))?;
    let p = m.preheader(l)?;
    let mut f = m.function().clone();
    let Terminator::Switch { on: Operand::Reg(r), .. } = f.block(b).term.clone() else {
        return Err(err(format!("`{block}` does not end in a switch on a register")));
    };
    let def = f
        .block(h)
        .insts
        .iter()
        .find(|i| i.dst == Some(r))
        .cloned()
        .ok_or_else(|| err(format!("the scrutinee of `{block}` is not defined in the header `{header}`")))?;
    // The condition as the loop's first iteration computes it: the header's
    // parameters replaced by what the preheader passes.
    let params = f.block(h).params.clone();
    let entry_args =
        f.block(p).term.targets().into_iter().find(|t| t.block == h).expect("the preheader enters h").args.clone();
    let mut op = def.op.clone();
    op.for_each_operand_mut(|o| {
        if let Operand::Reg(x) = o {
            if let Some(k) = params.iter().position(|q| q == x) {
                *o = entry_args[k].clone();
            }
        }
    });
    let name = format!("{}.entry", f.reg_name(r));
    let ty = f.reg_ty(r).clone();
    let r0 = f.new_reg(&name, ty);
    f.block_mut(p).insts.push(Inst { dst: Some(r0), op });
    if let Terminator::Switch { on, .. } = &mut f.block_mut(b).term {
        *on = Operand::Reg(r0);
    }
    *m = canon::enter(&f).map_err(err)?;
    Ok(reversed(&m.unswitch(h, b)?.copies))
}

fn unroll_without_exit_tests(m: &mut Maintained, header: &str, factor: &u32) -> Result<Copies, TransformError> {
    let h = resolve::block(m, header)?;
    let l = m.forest().loop_with_header(h).ok_or_else(|| err(format!("`{header}` heads no loop")))?;
    let original: Vec<_> = m.forest().get(l).body.iter().copied().collect();
    let copies = reversed(&m.unroll(h, *factor)?);
    let l = m.forest().loop_with_header(h).expect("unrolling keeps the loop");
    let body = m.forest().get(l).body.clone();
    let mut f = m.function().clone();
    for b in body.iter().copied().filter(|b| !original.contains(b)) {
        let targets: Vec<_> = f.block(b).term.targets().into_iter().cloned().collect();
        let inside: Vec<_> = targets.iter().filter(|t| body.contains(&t.block)).cloned().collect();
        if inside.len() < targets.len() && !inside.is_empty() {
            f.block_mut(b).term = Terminator::Branch(inside[0].clone());
        }
    }
    let reachable = DomTree::from_cfg(&Cfg::compute(&f));
    if f.block_ids().any(|b| !reachable.is_reachable(b)) {
        return Err(err("dropping the copies' exit tests leaves blocks unreachable: pick another loop".into()));
    }
    *m = canon::enter(&f).map_err(err)?;
    Ok(copies)
}

fn peel_forgetting_values(m: &mut Maintained, header: &str, count: &u32) -> Result<Copies, TransformError> {
    let h = resolve::block(m, header)?;
    let copies = m.peel(h, *count)?;
    let l = m.forest().loop_with_header(h).expect("peeling keeps the loop");
    let q = m.preheader(l)?;
    let first = copies[0][&h];
    let mut f = m.function().clone();
    let p = f
        .block_ids()
        .find(|p| f.block(*p).term.succs().any(|x| x == first))
        .ok_or_else(|| err("the first copy has no predecessor".into()))?;
    let entry_args = f.block(p).term.targets().into_iter().find(|t| t.block == first).unwrap().args.clone();
    for t in f.block_mut(q).term.targets_mut().into_iter().filter(|t| t.block == h) {
        t.args = entry_args.clone();
    }
    *m = canon::enter(&f).map_err(err)?;
    Ok(reversed(&copies))
}

fn sink_out_of_loop(m: &mut Maintained, register: &str, to: &str) -> Result<(), TransformError> {
    let mut f = m.function().clone();
    let r = f.reg_by_name(register).ok_or_else(|| err(format!("no register `{register}`")))?;
    let target = resolve::block(m, to)?;
    let (b, i) = f
        .blocks()
        .find_map(|(b, bl)| bl.insts.iter().position(|x| x.dst == Some(r)).map(|i| (b, i)))
        .ok_or_else(|| err(format!("no instruction defines `{register}`")))?;
    let inst = f.block_mut(b).insts.remove(i);
    // The exit's LCSSA parameters for `register` go: their uses read `register`.
    let preds: Vec<_> = f.block_ids().filter(|p| f.block(*p).term.succs().any(|s| s == target)).collect();
    let incoming: Vec<Vec<Operand>> = preds
        .iter()
        .flat_map(|p| f.block(*p).term.targets().into_iter().filter(|t| t.block == target))
        .map(|t| t.args.clone())
        .collect();
    let n = f.block(target).params.len();
    let closing: Vec<usize> = (0..n).filter(|k| incoming.iter().all(|args| args[*k] == Operand::Reg(r))).collect();
    let gone: Vec<_> = closing.iter().map(|k| f.block(target).params[*k]).collect();
    for k in closing.iter().rev() {
        f.block_mut(target).params.remove(*k);
        for p in &preds {
            for t in f.block_mut(*p).term.targets_mut().into_iter().filter(|t| t.block == target) {
                t.args.remove(*k);
            }
        }
    }
    let ids: Vec<_> = f.block_ids().collect();
    for id in ids {
        f.block_mut(id).for_each_operand_mut(|o| {
            if matches!(o, Operand::Reg(x) if gone.contains(x)) {
                *o = Operand::Reg(r);
            }
        });
    }
    f.block_mut(target).insts.insert(0, inst);
    *m = canon::enter(&f).map_err(err)?;
    Ok(())
}

/// `InlineStaleContinuation`: a correct inlining, then the continuation's immediate
/// dominator set to the call block instead of the NCA of the returning blocks (a
/// pass that forgets Alstrup and Lauridsen's observation). Everything else is right.
pub fn inline_stale_continuation(
    m: &mut Maintained,
    me: FuncId,
    c: BlockId,
    k: usize,
    g: FuncId,
    callee: &Maintained,
) -> Result<(), TransformError> {
    let done = m.inline(me, c, k, g, callee)?;
    let cont = done.cont.ok_or_else(|| TransformError("the callee never returns: no continuation".into()))?;
    let fresh = DomTree::from_cfg(&Cfg::compute(m.function()));
    let mut idoms: Vec<Option<BlockId>> = (0..fresh.capacity()).map(|i| fresh.idom(BlockId(i as u32))).collect();
    let present: Vec<bool> = (0..fresh.capacity()).map(|i| fresh.is_reachable(BlockId(i as u32))).collect();
    if idoms[cont.index()] == Some(c) {
        return Err(TransformError("the continuation's idom is the call block already: nothing to make stale".into()));
    }
    idoms[cont.index()] = Some(c);
    let stale = DomTree::from_idoms(fresh.root(), idoms, present);
    let shapes = m.forest().shapes();
    *m = Maintained::new(m.function().clone(), &stale, &shapes)?;
    Ok(())
}
