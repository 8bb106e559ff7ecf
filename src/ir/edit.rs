//! Plain IR edits shared by the from-scratch canonicalizer and the maintained
//! transformations: edge-set splitting (paper §2) and entry splitting.
//!
//! These functions touch only the function; they neither read nor update any analysis.
//! Callers that maintain a dominator tree or a loop forest update them around the edit.

use super::{Block, BlockId, Function, Operand, Terminator};

/// One edge reference: the `index`-th target of `from`'s terminator, in the order of
/// `Terminator::targets` (switch cases first, then the default).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct EdgeRef {
    pub from: BlockId,
    pub index: usize,
}

/// The edge references from `from` to `to`.
pub fn edge_refs(func: &Function, from: BlockId, to: BlockId) -> Vec<EdgeRef> {
    func.block(from)
        .term
        .targets()
        .iter()
        .enumerate()
        .filter(|(_, t)| t.block == to)
        .map(|(index, _)| EdgeRef { from, index })
        .collect()
}

/// Splits a set of edge references that share the target `target`: inserts a fresh
/// empty block `n` named after `name`, redirects each reference to `n` with its
/// original arguments, and makes `n` forward its parameters to `target`. `n` has fresh
/// parameters of `target`'s parameter types (named after them) and the terminator
/// `branch target(params of n)`. Returns `n`.
///
/// Panics if a reference does not exist or does not point to `target` (a caller bug).
pub fn split_edge_refs(func: &mut Function, target: BlockId, refs: &[EdgeRef], name: &str) -> BlockId {
    split_edge_refs_in(func, target, refs, name, None)
}

/// `split_edge_refs`, building `n` in the storage of `shell` when given (a block
/// removed earlier, whose vectors are cleared and refilled instead of allocated).
pub fn split_edge_refs_in(
    func: &mut Function,
    target: BlockId,
    refs: &[EdgeRef],
    name: &str,
    shell: Option<Block>,
) -> BlockId {
    let param_specs: Vec<(String, super::Type)> = func
        .block(target)
        .params
        .iter()
        .map(|&r| (base_name(func.reg_name(r)).to_string(), func.reg_ty(r).clone()))
        .collect();
    let mut block = shell.map_or_else(Block::empty, Block::emptied);
    block.params.extend(param_specs.iter().map(|(n, ty)| func.new_reg(n, ty.clone())));
    block.name = func.fresh_block_name(name);
    if let Terminator::Branch(t) = &mut block.term {
        t.block = target;
        t.args.extend(block.params.iter().map(|&r| Operand::Reg(r)));
    }
    let new = func.add_block(block);
    for r in refs {
        let mut targets = func.block_mut(r.from).term.targets_mut();
        let t = targets.get_mut(r.index).expect("edge reference names an existing target");
        assert_eq!(t.block, target, "edge references of one split share their target");
        t.block = new;
    }
    new
}

/// `i` for `i.2.1`: the name without the numeric suffixes `fresh` names add.
fn base_name(name: &str) -> &str {
    let mut n = name;
    while let Some((head, tail)) = n.rsplit_once('.') {
        if !head.is_empty() && !tail.is_empty() && tail.bytes().all(|c| c.is_ascii_digit()) {
            n = head;
        } else {
            break;
        }
    }
    n
}

/// Splits the edge set {(p, target) | p ∈ preds}: every reference from each `p` to
/// `target` goes to one fresh block that branches to `target` (see `split_edge_refs`).
pub fn split_edge_set(func: &mut Function, preds: &[BlockId], target: BlockId, name: &str) -> BlockId {
    let mut seen = Vec::new();
    let mut refs = Vec::new();
    for &p in preds {
        if !seen.contains(&p) {
            seen.push(p);
            refs.extend(edge_refs(func, p, target));
        }
    }
    split_edge_refs(func, target, &refs, name)
}

/// Gives the function a fresh entry block that takes the function's parameters (fresh
/// registers of the same types and names) and branches to the old entry with them.
/// The old entry keeps its parameters as ordinary block parameters. Returns the new
/// entry.
pub fn split_entry(func: &mut Function, name: &str) -> BlockId {
    let old = func.entry();
    let new = split_edge_refs(func, old, &[], name);
    func.set_entry(new);
    new
}
