//! Deliberately wrong transformations, the test-only hook of negative specs
//! (`tests/negative/`, `Transform::Fault`). Each imitates a plausible bug of an
//! always-canonical pass, and the checker's own tests show that each is caught as the
//! right failure, with the rendering kept as a snapshot:
//!
//! | fault | the bug | caught by |
//! |---|---|---|
//! | `DeleteLiveEdge` | a branch the runs take is "proved" dead and deleted (D, F, form repaired correctly) | semantic equivalence |
//! | `StaleDomTree` | an edge deletion that forgets to repair the dominator tree | dominator tree |
//! | `StaleLoopForest` | an edge deletion that forgets to repair the loop nesting forest | loop nesting forest |
//! | `UndedicatedExit` | a loop's edges skip its dedicated exit block (D and F are right for the result) | canonical form |
//! | `SinkOutOfLoop` | an instruction sunk out of its loop reads the loop's registers directly | LCSSA |
//! | `UnswitchSwappedVersions` | loop unswitching that enters each version of the loop on the other side of the condition | semantic equivalence |
//! | `UnswitchVariantScrutinee` | loop unswitching on a scrutinee that varies in the loop, taking its value in the first iteration for every iteration | semantic equivalence |
//! | `UnrollWithoutExitTests` | loop unrolling that drops the copies' exit tests (assumes the trip count is a multiple of the factor) | semantic equivalence |
//! | `PeelForgettingValues` | loop peeling whose usurped latch enters the loop with the values from before the peeled iterations | semantic equivalence |
//!
//! The faults exist only in the test build (`cfg(test)`) and in a build with the
//! `faults` feature (off by default): no ordinary binary can apply one, and `waddle
//! check` rejects a spec that names one as bad input (`AVAILABLE`).
//! They build their wrong result with plain IR edits and, where the bug is not about
//! the trees, re-enter the maintained world with fresh D and F, so that exactly one
//! check can fail.

#[cfg(any(test, feature = "faults"))]
use super::resolve;
#[cfg(any(test, feature = "faults"))]
use crate::canon;
use crate::format::spec::Fault;
use crate::ir::{BlockId, FuncId};
#[cfg(any(test, feature = "faults"))]
use crate::ir::{Inst, Target};
use crate::transform::{Maintained, TransformError};

/// Whether this build can apply faults (the checker's own tests, and a build with the
/// `faults` feature for demonstrations: `cargo run --features faults -- fuzz --fault …`).
pub const AVAILABLE: bool = cfg!(any(test, feature = "faults"));

#[cfg(not(any(test, feature = "faults")))]
pub fn apply(_: &mut Maintained, fault: &Fault) -> Result<(), TransformError> {
    Err(TransformError(format!("the fault {fault:?} exists only in the checker's test build")))
}

#[cfg(any(test, feature = "faults"))]
pub fn apply(m: &mut Maintained, fault: &Fault) -> Result<(), TransformError> {
    use crate::analysis::{Cfg, DomTree};
    use crate::ir::{Operand, Terminator};
    let err = |m: String| TransformError(m);
    match fault {
        Fault::DeleteLiveEdge { from, to } => {
            let (a, k) = resolve::edge_refs(m, from, to)?[0];
            m.delete_edge_ref(a, k)
        }
        Fault::StaleDomTree { from, to } => {
            let stale = DomTree::from_cfg(&Cfg::compute(m.function()));
            let (a, k) = resolve::edge_refs(m, from, to)?[0];
            m.delete_edge_ref(a, k)?;
            let shapes = m.forest().shapes();
            *m = Maintained::new(m.function().clone(), &stale, &shapes)?;
            Ok(())
        }
        Fault::StaleLoopForest { from, to } => {
            let stale = m.forest().shapes();
            let (a, k) = resolve::edge_refs(m, from, to)?[0];
            m.delete_edge_ref(a, k)?;
            let dom = DomTree::from_cfg(&Cfg::compute(m.function()));
            *m = Maintained::new(m.function().clone(), &dom, &stale)?;
            Ok(())
        }
        Fault::UndedicatedExit { header, exit } => {
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
        Fault::InlineStaleContinuation { .. } => {
            Err(err("inlining needs the program's functions: applied by `apply_in_program`".into()))
        }
        Fault::UnswitchSwappedVersions { header, block } => {
            let (h, b) = (resolve::block(m, header)?, resolve::block(m, block)?);
            let done = m.unswitch(h, b)?;
            let mut f = m.function().clone();
            let p = *done.switches.first().ok_or_else(|| err("nothing was unswitched".into()))?;
            let Terminator::Switch { cases, default, .. } = &mut f.block_mut(p).term else {
                return Err(err("the preheader does not end in a switch".into()));
            };
            std::mem::swap(&mut cases[0].1, default);
            *m = canon::enter(&f).map_err(err)?;
            Ok(())
        }
        Fault::UnswitchVariantScrutinee { header, block } => {
            let (h, b) = (resolve::block(m, header)?, resolve::block(m, block)?);
            let l = m.forest().loop_with_header(h).ok_or_else(|| err(format!("`{header}` heads no loop")))?;
            let p = m.preheader(l)?;
            let mut f = m.function().clone();
            let Terminator::Switch { on: Operand::Reg(r), .. } = f.block(b).term.clone() else {
                return Err(err(format!("`{block}` does not end in a switch on a register")));
            };
            let def =
                f.block(h).insts.iter().find(|i| i.dst == Some(r)).cloned().ok_or_else(|| {
                    err(format!("the scrutinee of `{block}` is not defined in the header `{header}`"))
                })?;
            // The condition as the loop's first iteration computes it: the header's
            // parameters replaced by what the preheader passes.
            let params = f.block(h).params.clone();
            let entry_args = f
                .block(p)
                .term
                .targets()
                .into_iter()
                .find(|t| t.block == h)
                .expect("the preheader enters h")
                .args
                .clone();
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
            m.unswitch(h, b).map(|_| ())
        }
        Fault::UnrollWithoutExitTests { header, factor } => {
            let h = resolve::block(m, header)?;
            let l = m.forest().loop_with_header(h).ok_or_else(|| err(format!("`{header}` heads no loop")))?;
            let original: Vec<_> = m.forest().get(l).body.iter().copied().collect();
            m.unroll(h, *factor)?;
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
            Ok(())
        }
        Fault::PeelForgettingValues { header, count } => {
            let h = resolve::block(m, header)?;
            let copies = m.peel(h, *count)?;
            let l = m.forest().loop_with_header(h).expect("peeling keeps the loop");
            let q = m.preheader(l)?;
            let first = copies[0];
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
            Ok(())
        }
        Fault::SinkOutOfLoop { register, to } => {
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
            let closing: Vec<usize> =
                (0..n).filter(|k| incoming.iter().all(|args| args[*k] == Operand::Reg(r))).collect();
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
    }
}

/// `InlineStaleContinuation`: a correct inlining, then the continuation's immediate
/// dominator set to the call block instead of the NCA of the returning blocks (a
/// pass that forgets Alstrup and Lauridsen's observation). Everything else is right.
#[cfg(any(test, feature = "faults"))]
pub fn inline_stale_continuation(
    m: &mut Maintained,
    me: FuncId,
    c: BlockId,
    k: usize,
    g: FuncId,
    callee: &Maintained,
) -> Result<(), TransformError> {
    use crate::analysis::{Cfg, DomTree};
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

#[cfg(not(any(test, feature = "faults")))]
pub fn inline_stale_continuation(
    _: &mut Maintained,
    _: FuncId,
    _: BlockId,
    _: usize,
    _: FuncId,
    _: &Maintained,
) -> Result<(), TransformError> {
    Err(TransformError("the fault InlineStaleContinuation exists only in the checker's test build".into()))
}

/// The negative specs of `tests/negative/`, one test each: the spec must pass (its
/// step fails exactly the named check), and the rendering of that failure must equal
/// the snapshot next to it (`NAME.out`; `WADDLE_BLESS=1` rewrites it).
#[cfg(test)]
mod tests {
    use crate::format::bless;
    use std::path::{Path, PathBuf};

    fn folder() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/negative")
    }

    fn negative(name: &str) {
        let spec = folder().join(format!("{name}.ron"));
        let result = match super::super::check_spec_file(&spec) {
            Ok(r) => r,
            Err(b) => panic!("{name}: bad input: {:?}", b.errors),
        };
        let rendered: String = result.failures.iter().map(|f| f.to_string()).collect();
        assert!(result.passed(), "{name}: the checker did not report the expected failure:\n{rendered}");
        assert!(!result.expected.is_empty(), "{name}: no step expects a failure");
        let mut shown = format!("{}\n", result.description);
        for f in &result.expected {
            shown.push_str(&f.to_string());
        }
        let snapshot = folder().join(format!("{name}.out"));
        if let Err(diff) = bless::snapshot(&snapshot, &shown) {
            panic!("{name}: {diff}");
        }
    }

    #[test]
    fn negative_delete_live_edge() {
        negative("delete-live-edge");
    }

    #[test]
    fn negative_stale_dom_tree() {
        negative("stale-dom-tree");
    }

    #[test]
    fn negative_stale_loop_forest() {
        negative("stale-loop-forest");
    }

    #[test]
    fn negative_undedicated_exit() {
        negative("undedicated-exit");
    }

    #[test]
    fn negative_sink_out_of_loop() {
        negative("sink-out-of-loop");
    }

    #[test]
    fn negative_inline_stale_continuation() {
        negative("inline-stale-continuation");
    }

    #[test]
    fn negative_unswitch_swapped_versions() {
        negative("unswitch-swapped-versions");
    }

    #[test]
    fn negative_unswitch_variant_scrutinee() {
        negative("unswitch-variant-scrutinee");
    }

    #[test]
    fn negative_unroll_without_exit_tests() {
        negative("unroll-without-exit-tests");
    }

    #[test]
    fn negative_peel_forgetting_values() {
        negative("peel-forgetting-values");
    }

    /// Every negative spec in the folder has its test above, and every snapshot its spec.
    #[test]
    fn every_negative_spec_is_tested() {
        let tested = [
            "delete-live-edge",
            "stale-dom-tree",
            "stale-loop-forest",
            "undedicated-exit",
            "sink-out-of-loop",
            "inline-stale-continuation",
            "unswitch-swapped-versions",
            "unswitch-variant-scrutinee",
            "unroll-without-exit-tests",
            "peel-forgetting-values",
        ];
        for entry in std::fs::read_dir(folder()).unwrap() {
            let p = entry.unwrap().path();
            let stem = p.file_stem().unwrap().to_string_lossy().to_string();
            assert!(tested.contains(&stem.as_str()), "{}: no test runs this negative spec", p.display());
        }
    }
}
