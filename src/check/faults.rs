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
//!
//! The faults exist only in the test build (`cfg(test)`): no release binary can apply
//! one, and `waddle check` rejects a spec that names one as bad input (`AVAILABLE`).
//! They build their wrong result with plain IR edits and, where the bug is not about
//! the trees, re-enter the maintained world with fresh D and F, so that exactly one
//! check can fail.

use crate::format::spec::Fault;
use crate::transform::{Maintained, TransformError};

/// Whether this build can apply faults (only the checker's own tests can).
pub const AVAILABLE: bool = cfg!(test);

#[cfg(not(test))]
pub fn apply(_: &mut Maintained, fault: &Fault) -> Result<(), TransformError> {
    Err(TransformError(format!("the fault {fault:?} exists only in the checker's test build")))
}

#[cfg(test)]
pub fn apply(m: &mut Maintained, fault: &Fault) -> Result<(), TransformError> {
    use crate::analysis::{Cfg, DomTree};
    use crate::ir::{Operand, Terminator};
    let err = |m: String| TransformError(m);
    match fault {
        Fault::DeleteLiveEdge { from, to } => {
            let (a, k) = super::edge_refs(m, from, to)?[0];
            m.delete_edge_ref(a, k)
        }
        Fault::StaleDomTree { from, to } => {
            let stale = DomTree::from_cfg(&Cfg::compute(m.function()));
            let (a, k) = super::edge_refs(m, from, to)?[0];
            m.delete_edge_ref(a, k)?;
            let shapes = m.forest().shapes();
            *m = Maintained::new(m.function().clone(), &stale, &shapes)?;
            Ok(())
        }
        Fault::StaleLoopForest { from, to } => {
            let stale = m.forest().shapes();
            let (a, k) = super::edge_refs(m, from, to)?[0];
            m.delete_edge_ref(a, k)?;
            let dom = DomTree::from_cfg(&Cfg::compute(m.function()));
            *m = Maintained::new(m.function().clone(), &dom, &stale)?;
            Ok(())
        }
        Fault::UndedicatedExit { header, exit } => {
            let mut f = m.function().clone();
            let h = super::block(m, header)?;
            let e = super::block(m, exit)?;
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
                    *t = crate::ir::Target { block: next.block, args };
                }
            }
            f.remove_block(e);
            *m = super::enter(&f).map_err(err)?;
            Ok(())
        }
        Fault::InlineStaleContinuation { .. } => {
            Err(err("inlining needs the program's functions: applied by `apply_in_program`".into()))
        }
        Fault::SinkOutOfLoop { register, to } => {
            let mut f = m.function().clone();
            let r = f.reg_by_name(register).ok_or_else(|| err(format!("no register `{register}`")))?;
            let target = super::block(m, to)?;
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
            *m = super::enter(&f).map_err(err)?;
            Ok(())
        }
        // TEMPORARY until branch issue11 commits its loop faults' arms (remove on merge).
        #[allow(unreachable_patterns)]
        other => Err(err(format!("the fault {other:?} is not in this build"))),
    }
}

/// `InlineStaleContinuation`: a correct inlining, then the continuation's immediate
/// dominator set to the call block instead of the NCA of the returning blocks (a
/// pass that forgets Alstrup and Lauridsen's observation). Everything else is right.
#[cfg(test)]
pub fn inline_stale_continuation(
    m: &mut Maintained,
    me: crate::ir::FuncId,
    c: crate::ir::BlockId,
    k: usize,
    g: crate::ir::FuncId,
    callee: &Maintained,
) -> Result<(), TransformError> {
    use crate::analysis::{Cfg, DomTree};
    let done = m.inline(me, c, k, g, callee)?;
    let cont = done.cont.ok_or_else(|| TransformError("the callee never returns: no continuation".into()))?;
    let fresh = DomTree::from_cfg(&Cfg::compute(m.function()));
    let mut idoms: Vec<Option<crate::ir::BlockId>> =
        (0..fresh.capacity()).map(|i| fresh.idom(crate::ir::BlockId(i as u32))).collect();
    let present: Vec<bool> = (0..fresh.capacity()).map(|i| fresh.is_reachable(crate::ir::BlockId(i as u32))).collect();
    if idoms[cont.index()] == Some(c) {
        return Err(TransformError("the continuation's idom is the call block already: nothing to make stale".into()));
    }
    idoms[cont.index()] = Some(c);
    let stale = DomTree::from_idoms(fresh.root(), idoms, present);
    let shapes = m.forest().shapes();
    *m = Maintained::new(m.function().clone(), &stale, &shapes)?;
    Ok(())
}

#[cfg(not(test))]
pub fn inline_stale_continuation(
    _: &mut Maintained,
    _: crate::ir::FuncId,
    _: crate::ir::BlockId,
    _: usize,
    _: crate::ir::FuncId,
    _: &Maintained,
) -> Result<(), TransformError> {
    Err(TransformError("the fault InlineStaleContinuation exists only in the checker's test build".into()))
}

/// The negative specs of `tests/negative/`, one test each: the spec must pass (its
/// step fails exactly the named check), and the rendering of that failure must equal
/// the snapshot next to it (`NAME.out`; `WADDLE_BLESS=1` rewrites it).
#[cfg(test)]
mod tests {
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
        if std::env::var_os("WADDLE_BLESS").is_some() {
            std::fs::write(&snapshot, &shown).unwrap();
            return;
        }
        let want = std::fs::read_to_string(&snapshot)
            .unwrap_or_else(|e| panic!("{}: {e} (bless with WADDLE_BLESS=1)", snapshot.display()));
        if want != shown {
            let diff = similar::TextDiff::from_lines(&want, &shown);
            panic!(
                "{name}: the rendering differs from {} (bless with WADDLE_BLESS=1):\n{}",
                snapshot.display(),
                diff.unified_diff().header("snapshot", "now")
            );
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
        ];
        for entry in std::fs::read_dir(folder()).unwrap() {
            let p = entry.unwrap().path();
            let stem = p.file_stem().unwrap().to_string_lossy().to_string();
            assert!(tested.contains(&stem.as_str()), "{}: no test runs this negative spec", p.display());
        }
    }
}
