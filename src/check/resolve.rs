//! Names in a spec step resolved against a maintained function: blocks, edges and
//! call sites.

use crate::ir::{BlockId, FuncId};
use crate::transform::{Maintained, TransformError};
use std::collections::HashMap;

/// The block named `name`.
pub(super) fn block(m: &Maintained, name: &str) -> Result<BlockId, TransformError> {
    m.function().block_by_name(name).ok_or_else(|| TransformError(format!("no block `{name}`")))
}

/// Edge references `from → to` (every reference of each pair).
pub(super) fn edge_refs(m: &Maintained, from: &str, to: &str) -> Result<Vec<(BlockId, usize)>, TransformError> {
    let (a, b) = (block(m, from)?, block(m, to)?);
    let refs: Vec<(BlockId, usize)> = m
        .function()
        .block(a)
        .term
        .targets()
        .iter()
        .enumerate()
        .filter(|(_, t)| t.block == b)
        .map(|(k, _)| (a, k))
        .collect();
    if refs.is_empty() {
        return Err(TransformError(format!("there is no edge ({from}, {to})")));
    }
    Ok(refs)
}

/// The call at `index` of block `b`: its block, its callee and the callee's maintained
/// structures among the program's `funcs`.
pub(super) fn call_site<'a>(
    m: &Maintained,
    b: &str,
    index: usize,
    funcs: &'a HashMap<String, (FuncId, Maintained)>,
) -> Result<(BlockId, FuncId, &'a Maintained), TransformError> {
    let c = block(m, b)?;
    let g = m.call_target(c, index)?;
    let callee = funcs
        .values()
        .find(|(id, _)| *id == g)
        .map(|(_, cm)| cm)
        .ok_or_else(|| TransformError("the callee is not a function of the program".into()))?;
    Ok((c, g, callee))
}
