//! The edge-deletion benchmark's input read from LLVM IR: the CFG skeleton of every
//! function a `.ll` file defines, as LLVM has it, so that `waddle bench edge-deletion
//! FILE.ll` measures what it measures on a skeleton file written from the same module.
//!
//! Only the reader (`llvm::syntax::parse`) is used: a module whose lowering onto the
//! kernel is refused (a construct the lowering does not map) still gives its CFG. Each
//! defined function gives one skeleton function: its name without `@`, its blocks in
//! text order (the unlabelled entry under the number LLVM gives it), and one edge per
//! successor reference of each block's terminator, in LLVM's successor order: `br`'s
//! target, or its true then false targets; `switch`'s default, then its cases in
//! order; `invoke`'s normal then unwind target (the landing pad's block). `ret`,
//! `resume` and `unreachable` have none. Numbered blocks (`%7`, `7:`) are written
//! as integers, named ones as strings, as the skeleton format allows. Declarations
//! give nothing.

use crate::diag::{render, Source};
use crate::format::skeleton::{Name as SName, Skeleton, SkeletonFunction};
use crate::llvm::syntax::{self, Block, Module, Name};

/// The skeleton of every function `module` defines, in the module's order.
pub fn skeleton(module: &Module) -> Skeleton {
    let functions = module
        .functions
        .iter()
        .filter_map(|f| {
            let blocks = f.blocks.as_ref()?;
            let entry = blocks.first().map_or(SName::Number(0), |b| block_name(&b.label));
            let edges = blocks
                .iter()
                .flat_map(|b| successors(b).into_iter().map(|t| (block_name(&b.label), block_name(t))))
                .collect();
            Some(SkeletonFunction {
                name: f.name.to_string(),
                entry,
                blocks: blocks.iter().map(|b| block_name(&b.label)).collect(),
                edges,
            })
        })
        .collect();
    Skeleton { functions }
}

/// Reads the skeleton of a `.ll` file's text; a reader error is rendered against the
/// file (`name:line:column`, the offending token underlined).
pub fn read(name: &str, text: &str) -> Result<Skeleton, String> {
    let module = syntax::parse(text).map_err(|d| render(&[d], Some(&Source { name, text })))?;
    Ok(skeleton(&module))
}

/// A block's label as a skeleton name: a number stays a number.
fn block_name(label: &Name) -> SName {
    match label {
        Name::Numbered(n) => SName::Number(u64::from(*n)),
        Name::Named(s) => SName::Text(s.clone()),
    }
}

/// The labels a block's terminator may branch to, one per reference, in LLVM's
/// successor order.
fn successors(b: &Block) -> Vec<&Name> {
    b.instructions.last().map_or_else(Vec::new, |i| i.kind.successors().into_iter().map(|l| &l.name).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A loop with a two-way exit test and a switch: the edges are the terminators'
    /// references in LLVM's order, the unlabelled entry is numbered after the unnamed
    /// parameter, and the declaration gives no function.
    #[test]
    fn a_module_gives_each_defined_functions_cfg() {
        let text = "declare i32 @g(i32)\n\
            define i32 @f(i32 %0) {\n  br label %loop\n\
            loop:\n  %c = icmp eq i32 %0, 0\n  br i1 %c, label %out, label %3\n\
            3:\n  switch i32 %0, label %loop [\n    i32 1, label %out\n    i32 2, label %loop\n  ]\n\
            out:\n  ret i32 0\n}\n";
        let s = read("t.ll", text).expect("the module reads");
        assert_eq!(s.functions.len(), 1);
        let f = &s.functions[0];
        let t = |s: &str| SName::Text(s.into());
        assert_eq!(f.name, "f");
        assert_eq!(f.entry, SName::Number(1));
        assert_eq!(f.blocks, vec![SName::Number(1), t("loop"), SName::Number(3), t("out")]);
        let edges = vec![
            (SName::Number(1), t("loop")),
            (t("loop"), t("out")),
            (t("loop"), SName::Number(3)),
            (SName::Number(3), t("loop")),
            (SName::Number(3), t("out")),
            (SName::Number(3), t("loop")),
        ];
        assert_eq!(f.edges, edges);
    }

    /// An `invoke` gives its normal then its unwind edge; `resume` ends a block with
    /// none; the landing pad's block is an ordinary block of the skeleton.
    #[test]
    fn an_invoke_gives_its_normal_then_its_unwind_edge() {
        let text = "declare void @g()\n\
            declare i32 @p(...)\n\
            define linkonce_odr void @f(i1 %c) comdat personality ptr @p {\n  br i1 %c, label %call, label %done\n\
            call:\n  invoke void @g()\n          to label %done unwind label %pad\n\
            done:\n  ret void\n\
            pad:\n  %lp = landingpad { ptr, i32 }\n          cleanup\n          catch ptr null\n  resume { ptr, i32 } %lp\n}\n";
        let s = read("eh.ll", text).expect("the module reads");
        let f = &s.functions[0];
        let t = |s: &str| SName::Text(s.into());
        assert_eq!(f.blocks, vec![SName::Number(0), t("call"), t("done"), t("pad")]);
        let edges = vec![
            (SName::Number(0), t("call")),
            (SName::Number(0), t("done")),
            (t("call"), t("done")),
            (t("call"), t("pad")),
        ];
        assert_eq!(f.edges, edges);
    }

    /// An `invoke` without its unwind target is a located error naming what is missing.
    #[test]
    fn an_invoke_without_its_unwind_target_is_a_located_error() {
        let text = "declare void @g()\ndefine void @f() {\n  invoke void @g() to label %1\n  ret void\n}\n";
        let err = read("eh.ll", text).expect_err("the module does not read");
        assert!(err.contains("eh.ll:4:3") && err.contains("expected `unwind`"), "{err}");
    }

    /// A reader error is located in the file.
    #[test]
    fn a_bad_module_is_a_located_error() {
        let err = read("bad.ll", "define i32 @f() {\n  ret i32 %\n}\n").expect_err("the module does not read");
        assert!(err.contains("bad.ll:2:"), "{err}");
    }
}
