//! Static checks of a program, each collecting every error it finds with a location.
//!
//! - `wellformed`: targets name live blocks, branch arguments match block parameters,
//!   every block is reachable from the entry, the CFG is reducible (the error names
//!   the offending retreating edge);
//! - `ssa`: one definition per register, every use dominated by its definition;
//! - `types`: the typing rules of `semantics/typing.md`;
//! - `canonical`: canonical form of every loop (unique latch, dedicated preheader,
//!   dedicated exits) and `lcssa`: loop-closed SSA. These are not part of
//!   `verify_program` (input programs need not be canonical); `verify_canonical`
//!   runs them.
//!
//! `verify_program` runs them in that order and stops before SSA and typing when the
//! graph itself is malformed, since dominance is meaningless there.

pub mod canonical;
pub mod lcssa;
mod ssa;
mod types;
mod wellformed;

use crate::diag::{Diagnostic, Item, Loc, SourceMap};
use crate::ir::{BlockId, FuncId, Program};

pub use canonical::check_canonical;
pub use lcssa::check_lcssa;
pub use ssa::check_ssa;
pub use types::check_types;
pub use wellformed::check_wellformed;

/// All errors of a program, located (with spans when a source map is given).
pub fn verify_program(p: &Program, map: Option<&SourceMap>) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    let mut names = std::collections::HashSet::new();
    for e in &p.externs {
        if !names.insert(e.name.as_str()) {
            errors.push(Diagnostic::new(Loc::default(), format!("duplicate definition of `{}`", e.name)));
        }
    }
    for f in p.func_ids() {
        let func = p.func(f);
        if !names.insert(func.name.as_str()) {
            errors.push(Diagnostic::new(Loc::func(&func.name), format!("duplicate definition of `{}`", func.name)));
        }
        let wf = check_wellformed(p, f);
        let graph_ok = wf.is_empty();
        errors.extend(wf);
        if graph_ok {
            errors.extend(check_ssa(p, f));
        }
        errors.extend(check_types(p, f));
    }
    if let Some(map) = map {
        for e in &mut errors {
            map.locate(&mut e.loc);
        }
    }
    errors
}

/// Canonical-form and LCSSA errors of every function of a well-formed program.
pub fn verify_canonical(p: &Program) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    for f in p.func_ids() {
        match canonical::loop_analyses(p, f) {
            Ok((cfg, _, forest)) => {
                errors.extend(canonical::canonical_diagnostics(p, f, &cfg, &forest));
                errors.extend(lcssa::lcssa_diagnostics(p, f, &forest));
            }
            Err(d) => errors.push(d),
        }
    }
    errors
}

/// A location inside function `f`.
pub(crate) fn loc(p: &Program, f: FuncId, b: BlockId, item: Option<Item>) -> Loc {
    let func = p.func(f);
    let mut l = Loc::block(&func.name, &func.block(b).name);
    l.item = item;
    l
}
