//! Spec steps applied to maintained functions: each `Transform` of a spec names blocks
//! and edges by their names; here they are resolved and the transformation called.

use super::faults;
use super::resolve::{block, call_site, edge_refs};
use crate::format::spec::{Fault, Transform};
use crate::ir::{BlockId, FuncId};
use crate::opt;
use crate::oracle::control::Origins;
use crate::transform::{Maintained, TransformError};
use std::collections::HashMap;

/// A one-line description of a step, in the spec's terms.
pub fn describe(t: &Transform) -> String {
    match t {
        Transform::DeleteEdge { function, from, to } => format!("delete edge ({from}, {to}) in {function}"),
        Transform::SplitEdges { function, edges } => format!("split edges {edges:?} in {function}"),
        Transform::DedicateExit { function, header, exit } => {
            format!("dedicate exit {exit} of loop {header} in {function}")
        }
        Transform::Eject { function, header } => format!("eject from loop {header} in {function}"),
        Transform::Duplicate { function, region, redirect } => {
            format!("duplicate {region:?} redirecting {redirect:?} in {function}")
        }
        Transform::Straighten { function, block } => format!("straighten {block} in {function}"),
        Transform::IfSimplify { function, block } => format!("if-simplify {block} in {function}"),
        Transform::StraightenAll { function } => format!("straighten all of {function}"),
        Transform::Unswitch { function, header, block } => {
            format!("unswitch the switch ending {block} out of loop {header} in {function}")
        }
        Transform::Unroll { function, header, factor } => format!("unroll loop {header} by {factor} in {function}"),
        Transform::Peel { function, header, count } => {
            format!("peel {count} iteration(s) of loop {header} in {function}")
        }
        Transform::Inline { function, block, index } => {
            format!("inline the call at instruction {index} of {block} in {function}")
        }
        Transform::JumpThread { function, block } => format!("thread the jump into {block} in {function}"),
        Transform::Optimize { function, threshold } => {
            format!("optimize {function} (phaseless worklist, threshold {})", threshold.unwrap_or(0))
        }
        Transform::Fault { function, fault } => format!("the test-only fault {fault:?} in {function}"),
        Transform::Replace { function, with } => format!("replace {function} by the version in {}", with.path()),
        Transform::ReplaceProgram(with) => format!("replace the program by {}", with.path()),
    }
}

/// Applies a spec step to the maintained function `fid` of a program whose functions
/// are all maintained (`funcs`, by name): inlining reads the callee's maintained D and
/// F there; every other step is `apply`. Returns the blocks the step copied that are
/// still there, each → the block it copies (`Origins`): an inlined callee's blocks →
/// the callee's, the call's continuation → the calling block.
pub fn apply_in_program(
    m: &mut Maintained,
    fid: FuncId,
    t: &Transform,
    funcs: &HashMap<String, (FuncId, Maintained)>,
) -> Result<Origins, TransformError> {
    match t {
        Transform::Inline { block: b, index, .. } => {
            let (c, g, callee) = call_site(m, b, *index, funcs)?;
            let done = m.inline(fid, c, *index, g, callee)?;
            let mut origins: Origins = done.blocks.iter().map(|(o, x)| ((fid, *x), (g, *o))).collect();
            origins.extend(done.cont.map(|k| ((fid, k), (fid, c))));
            origins.retain(|(_, x), _| m.function().is_live(*x));
            Ok(origins)
        }
        Transform::Optimize { threshold, .. } => {
            let callees: HashMap<FuncId, Maintained> =
                funcs.values().filter(|(id, _)| *id != fid).map(|(id, cm)| (*id, cm.clone())).collect();
            let (cyclic, _) = opt::call_graph(funcs.values().map(|(id, cm)| (*id, cm.function())));
            let opts = opt::Options { threshold: threshold.unwrap_or(0), ..Default::default() };
            opt::optimize_function(m, fid, &callees, &cyclic, &opts, &mut |_, _| Ok(Vec::new()))
                .map_err(TransformError)?;
            Ok(Origins::new())
        }
        Transform::Fault { fault: Fault::InlineStaleContinuation { block: b, index }, .. } => {
            let (c, g, callee) = call_site(m, b, *index, funcs)?;
            faults::inline_stale_continuation(m, fid, c, *index, g, callee).map(|_| Origins::new())
        }
        _ => {
            let copies = apply(m, t)?;
            Ok(copies
                .into_iter()
                .filter(|(x, _)| m.function().is_live(*x))
                .map(|(x, o)| ((fid, x), (fid, o)))
                .collect())
        }
    }
}

/// A step that copied no block.
fn none<T>(r: Result<T, TransformError>) -> Result<HashMap<BlockId, BlockId>, TransformError> {
    r.map(|_| HashMap::new())
}

/// Every copy of `copies` (original → copy) as copy → original.
fn reversed<'a>(copies: impl IntoIterator<Item = &'a HashMap<BlockId, BlockId>>) -> HashMap<BlockId, BlockId> {
    copies.into_iter().flat_map(|m| m.iter().map(|(o, x)| (*x, *o))).collect()
}

/// Applies a spec step to a maintained function (inlining needs the program's other
/// functions: `apply_in_program`). Returns the blocks the step copied (peeling,
/// unrolling, unswitching, duplication, jump threading), each → the block it copies.
pub fn apply(m: &mut Maintained, t: &Transform) -> Result<HashMap<BlockId, BlockId>, TransformError> {
    match t {
        Transform::DeleteEdge { from, to, .. } => {
            let (a, k) = edge_refs(m, from, to)?[0];
            none(m.delete_edge_ref(a, k))
        }
        Transform::SplitEdges { edges, .. } => {
            let mut refs = Vec::new();
            for (from, to) in edges {
                refs.extend(edge_refs(m, from, to)?);
            }
            none(m.split_edge_set(&refs))
        }
        Transform::DedicateExit { header, exit, .. } => {
            let h = block(m, header)?;
            let l =
                m.forest().loop_with_header(h).ok_or_else(|| TransformError(format!("`{header}` heads no loop")))?;
            let x = block(m, exit)?;
            if !m.forest().get(l).exits.contains(&x) {
                let f = m.function();
                let mut exits: Vec<&str> = m.forest().get(l).exits.iter().map(|b| f.block(*b).name.as_str()).collect();
                exits.sort();
                return Err(TransformError(format!(
                    "`{exit}` is not an exit of the loop at `{header}` (its exits: {})",
                    exits.join(", ")
                )));
            }
            none(m.dedicate_exit(l, x))
        }
        Transform::Eject { header, .. } => {
            let h = block(m, header)?;
            let l =
                m.forest().loop_with_header(h).ok_or_else(|| TransformError(format!("`{header}` heads no loop")))?;
            none(m.eject(l))
        }
        Transform::Duplicate { region, redirect, .. } => {
            let region: Vec<BlockId> = region.iter().map(|b| block(m, b)).collect::<Result<_, _>>()?;
            let entry = *region.first().ok_or_else(|| TransformError("an empty region".into()))?;
            let entry_name = m.function().block(entry).name.clone();
            let mut refs = Vec::new();
            for from in redirect {
                refs.extend(edge_refs(m, from, &entry_name)?);
            }
            Ok(reversed([&m.duplicate(&region, &refs)?]))
        }
        Transform::Straighten { block: b, .. } => {
            let p = block(m, b)?;
            none(m.straighten(p))
        }
        Transform::IfSimplify { block: b, .. } => {
            let p = block(m, b)?;
            if m.if_simplify(p)? {
                Ok(HashMap::new())
            } else {
                Err(TransformError(format!("the switch ending `{b}` has no statically known scrutinee")))
            }
        }
        Transform::StraightenAll { .. } => loop {
            let next = m.function().block_ids().find(|b| m.can_straighten(*b).is_some());
            let Some(p) = next else { return Ok(HashMap::new()) };
            m.straighten(p)?;
        },
        Transform::Unswitch { header, block: b, .. } => {
            let (h, x) = (block(m, header)?, block(m, b)?);
            Ok(reversed(&m.unswitch(h, x)?.copies))
        }
        Transform::Unroll { header, factor, .. } => {
            let h = block(m, header)?;
            Ok(reversed(&m.unroll(h, *factor)?))
        }
        Transform::Peel { header, count, .. } => {
            let h = block(m, header)?;
            Ok(reversed(&m.peel(h, *count)?))
        }
        Transform::Inline { .. } => {
            Err(TransformError("inlining needs the program's functions (`apply_in_program`)".into()))
        }
        Transform::JumpThread { block: b, .. } => {
            let x = block(m, b)?;
            let done = m.jump_thread(x)?;
            Ok(if done.straightened { HashMap::new() } else { HashMap::from([(done.copy, x)]) })
        }
        Transform::Optimize { .. } => {
            Err(TransformError("the optimizer needs the program's functions (`apply_in_program`)".into()))
        }
        Transform::Fault { fault, .. } => faults::apply(m, fault),
        Transform::Replace { .. } | Transform::ReplaceProgram(_) => {
            Err(TransformError("a replacement is read from the spec's folder (`check_spec_file`)".into()))
        }
    }
}
