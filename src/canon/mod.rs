//! From-scratch canonicalization of input programs: canonical (loop-simplify) form by
//! edge-set splitting (paper §2), then LCSSA construction through exit-block
//! parameters (`lcssa`).
//!
//! This is the only place outside `transform/` that changes a program's graph, and it
//! is from-scratch by definition: after every split it recomputes the CFG view, the
//! dominator tree and the loop forest, and repairs the first remaining violation in
//! the order of `verify::canonical::violations` (loops outer to inner; per loop the
//! preheader, then the latch, then the exits). Each split repairs one violation and
//! creates none that were not counted before (paper §2), so the number of splits is
//! the number of violations of the input; a bound guards the loop anyway.
//!
//! `enter` is the door into the maintained world: it computes a canonical function's
//! dominator tree and loop forest once, from scratch, and hands them to `Maintained`,
//! which keeps them up to date from there.

pub mod lcssa;

use crate::analysis::{Cfg, DomTree, IrreducibleError, LoopForest};
use crate::diag::{Diagnostic, Item, Loc};
use crate::ir::edit::{split_edge_set, split_entry};
use crate::ir::{BlockId, Function, Program};
use crate::transform::{LoopShape, Maintained};
use crate::verify::canonical::{violations, Violation};

/// Enters the maintained world: D and F of a canonical function, computed once, here.
/// `Err` when the function is irreducible or not in canonical form.
pub fn enter(f: &Function) -> Result<Maintained, String> {
    let cfg = Cfg::compute(f);
    let dom = DomTree::from_cfg(&cfg);
    let loops = LoopForest::compute(f, &cfg, &dom).map_err(|e| e.message(f))?;
    let shapes = LoopShape::from_forest(&loops);
    // The maintained forest needs one latch per loop: say which blocks, by name.
    if let Some(s) = shapes.iter().find(|s| s.latches.len() != 1) {
        let name = |b: &BlockId| format!("`{}`", f.block(*b).name);
        let latches: Vec<String> = s.latches.iter().map(name).collect();
        return Err(format!(
            "the loop at header {} has {} latches ({}); the maintained world needs canonical form (one latch per loop)",
            name(&s.header),
            latches.len(),
            latches.join(", ")
        ));
    }
    Maintained::new(f.clone(), &dom, &shapes).map_err(|e| e.to_string())
}

/// Why a block was inserted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SplitKind {
    /// A new entry block, the preheader of a loop headed by the old entry.
    Entry,
    Preheader,
    Latch,
    Exit,
}

/// One edge-set split, by name.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Split {
    pub kind: SplitKind,
    /// Header of the loop the split repaired.
    pub header: String,
    pub new_block: String,
    /// The edges (from, to) that now go through `new_block`.
    pub edges: Vec<(String, String)>,
}

/// What canonicalization did to one function.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct FuncReport {
    pub func: String,
    pub splits: Vec<Split>,
    /// LCSSA parameters added: (register, block).
    pub lcssa_params: Vec<(String, String)>,
}

/// Why a function could not be canonicalized.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CanonError {
    /// The graph is irreducible; the edge is named.
    Irreducible(IrreducibleError),
    /// A bug guard: the repair loop did not converge, or SSA reconstruction found a
    /// use its definition does not dominate (the input was not verified).
    Internal(String),
}

impl CanonError {
    pub fn message(&self, func: &Function) -> String {
        match self {
            CanonError::Irreducible(e) => e.message(func),
            CanonError::Internal(m) => m.clone(),
        }
    }

    /// The block the error is about, when there is one.
    pub fn block(&self) -> Option<BlockId> {
        match self {
            CanonError::Irreducible(e) => Some(e.from),
            CanonError::Internal(_) => None,
        }
    }
}

impl From<IrreducibleError> for CanonError {
    fn from(e: IrreducibleError) -> CanonError {
        CanonError::Irreducible(e)
    }
}

/// Brings a function into canonical form by edge-set splitting.
pub fn canonicalize_loops(func: &mut Function) -> Result<Vec<Split>, CanonError> {
    let mut splits = Vec::new();
    let bound = 8 + 4 * func.block_capacity() + 4 * func.blocks().map(|(_, b)| b.term.targets().len()).sum::<usize>();
    for _ in 0..bound {
        let cfg = Cfg::compute(func);
        let dom = DomTree::from_cfg(&cfg);
        let forest = LoopForest::compute(func, &cfg, &dom)?;
        let Some(v) = violations(func, &cfg, &forest).into_iter().next() else {
            return Ok(splits);
        };
        splits.push(repair(func, &v));
    }
    // Each split removes one violation (paper §2), so this is a bug, reported rather
    // than looped on forever.
    Err(CanonError::Internal(format!("canonicalization of `{}` did not converge within {bound} splits", func.name)))
}

fn repair(func: &mut Function, v: &Violation) -> Split {
    let h = v.header();
    let hn = func.block(h).name.clone();
    let names = |func: &Function, preds: &[BlockId], to: BlockId| -> Vec<(String, String)> {
        preds.iter().map(|p| (func.block(*p).name.clone(), func.block(to).name.clone())).collect()
    };
    let (kind, preds, target, base) = match v {
        Violation::EntryHeader { .. } => {
            let new = split_entry(func, &format!("{hn}.preheader"));
            return Split {
                kind: SplitKind::Entry,
                header: hn.clone(),
                new_block: func.block(new).name.clone(),
                edges: vec![("(function entry)".to_string(), hn)],
            };
        }
        Violation::SeveralEntries { outside_preds, .. } => {
            (SplitKind::Preheader, outside_preds.clone(), h, format!("{hn}.preheader"))
        }
        Violation::UndedicatedPreheader { preheader, .. } | Violation::PreheaderIsExit { preheader, .. } => {
            (SplitKind::Preheader, vec![*preheader], h, format!("{hn}.preheader"))
        }
        Violation::SeveralLatches { latches, .. } => (SplitKind::Latch, latches.clone(), h, format!("{hn}.latch")),
        Violation::UndedicatedExit { exit, inside_preds, .. } => {
            (SplitKind::Exit, inside_preds.clone(), *exit, format!("{hn}.exit"))
        }
    };
    let edges = names(func, &preds, target);
    let new = split_edge_set(func, &preds, target, &base);
    Split { kind, header: hn, new_block: func.block(new).name.clone(), edges }
}

/// Canonical form, then LCSSA, for one function.
pub fn canonicalize_function(func: &mut Function) -> Result<FuncReport, CanonError> {
    let splits = canonicalize_loops(func)?;
    let added = lcssa::build_lcssa(func)?;
    let lcssa_params = added.iter().map(|&(r, b)| (func.reg_name(r).to_string(), func.block(b).name.clone())).collect();
    Ok(FuncReport { func: func.name.clone(), splits, lcssa_params })
}

/// Canonicalizes every function of a well-formed program (see `verify_program`).
/// Irreducible functions are reported with the offending edge.
pub fn canonicalize_program(p: &mut Program) -> Result<Vec<FuncReport>, Vec<Diagnostic>> {
    let mut reports = Vec::new();
    let mut errors = Vec::new();
    for func in &mut p.funcs {
        match canonicalize_function(func) {
            Ok(r) => reports.push(r),
            Err(e) => {
                let loc = match e.block() {
                    Some(b) => Loc::item(&func.name, &func.block(b).name, Item::Term),
                    None => Loc::func(&func.name),
                };
                errors.push(Diagnostic::new(loc, e.message(func)));
            }
        }
    }
    if errors.is_empty() {
        Ok(reports)
    } else {
        Err(errors)
    }
}

impl FuncReport {
    /// One line per split and per LCSSA parameter, for people.
    pub fn summary(&self) -> String {
        let mut out = String::new();
        for s in &self.splits {
            let what = match s.kind {
                SplitKind::Entry => "new entry (preheader)",
                SplitKind::Preheader => "preheader",
                SplitKind::Latch => "unique latch",
                SplitKind::Exit => "dedicated exit",
            };
            let edges: Vec<String> = s.edges.iter().map(|(a, b)| format!("({a}, {b})")).collect();
            out.push_str(&format!(
                "{}: {what} `{}` for the loop at `{}` on {}\n",
                self.func,
                s.new_block,
                s.header,
                edges.join(", ")
            ));
        }
        for (r, b) in &self.lcssa_params {
            out.push_str(&format!("{}: LCSSA parameter `{r}` of `{b}`\n", self.func));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::format;

    #[test]
    fn a_loop_with_two_latches_cannot_enter_and_the_message_names_its_blocks() {
        let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/specs/replace/sum.two-latches.ron"));
        let p = format::parse_program(&text.unwrap()).unwrap().program;
        let sum = p.func(p.func_by_name("sum").unwrap());
        let Err(e) = super::enter(sum) else { panic!("a loop with two latches entered") };
        assert_eq!(
            e,
            "the loop at header `head` has 2 latches (`latch.low`, `latch.high`); the maintained world needs canonical form (one latch per loop)"
        );
    }
}
