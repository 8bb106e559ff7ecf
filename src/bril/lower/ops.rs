//! The instructions the rewritings of `phi.rs` and `shadow.rs` add to a Bril
//! function: op names that start with `<`, which no Bril reader accepts from a user
//! (`shadow::reject_internal`), and that weigh nothing in `total_dyn_inst`.

/// An internal constant assignment.
pub(super) const CONST: &str = "<const>";
/// An internal copy.
pub(super) const COPY: &str = "<id>";
/// `<fail if> MESSAGE x flag`: fails with MESSAGE when `flag` is true.
pub(super) const FAIL_IF: &str = "<fail if> ";
/// A `phi`'s copy of its argument on an edge.
pub(super) const PHI_COPY: &str = "<phi copy>";
/// A jump added by a rewriting.
pub(super) const JMP: &str = "<jmp>";
/// A return added by a rewriting.
pub(super) const RET: &str = "<ret>";
/// A placeholder for an unassigned temporary.
pub(super) const UNDEF: &str = "<undef>";

/// How many Bril instructions an instruction of a rewritten function counts for in
/// `total_dyn_inst`: 0 for those a rewriting added, 1 for the others.
pub(super) fn weight(op: &str) -> u32 {
    u32::from(!op.starts_with('<'))
}
