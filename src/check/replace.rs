//! Steps made elsewhere: `Replace(function, with: Path("after.ron"))` and
//! `ReplaceProgram(Path("after.ron"))`. The files are read once, before the pipeline
//! runs (paths relative to the spec, like `program: Path(…)`), each parsed and
//! verified on its own; an unreadable or non-verifying file is bad input located at
//! the step (or in the file). At the step, the replacement enters the maintained world
//! as the input did (`canon::enter`: D and F computed once, from scratch) and the
//! checker checks it like any other step.

use super::{bad, BadInput};
use crate::diag::{Diagnostic, Loc};
use crate::format::spans::Node;
use crate::format::spec::{Spec, Transform};
use crate::ir::{Callee, Function, Op, Operand, Program, Terminator, Value};
use crate::{format, verify};
use std::collections::HashMap;
use std::path::Path;

/// A replacement program read from its file.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The path as the spec wrote it.
    pub file: String,
    /// The program the file holds, parsed and verified.
    pub program: Program,
}

/// The replacement of each step that has one, by step index.
pub type Replacements = HashMap<usize, Loaded>;

/// Reads and verifies the replacement file of every `Replace`/`ReplaceProgram` step.
pub(crate) fn load(path: &Path, text: &str, spec: &Spec, root: Option<&Node>) -> Result<Replacements, BadInput> {
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let mut out = Replacements::new();
    for (i, step) in spec.steps.iter().enumerate() {
        let (with, node) = match &step.apply {
            Transform::Replace { with, .. } => (with, apply(root, i).and_then(|n| n.field("with"))),
            Transform::ReplaceProgram(with) => (with, apply(root, i).and_then(|n| n.item(0))),
            _ => continue,
        };
        let rel = with.path();
        let file = dir.join(rel);
        let ptext = format::read_source(&file).map_err(|e| {
            let span = node.map(|n| n.item(0).unwrap_or(n).span.clone());
            let d = Diagnostic::new(
                Loc::default().with_span(span),
                format!("step {}: cannot read the replacement `{rel}`", i + 1),
            )
            .note(e)
            .note(format!(
                "a replacement path is resolved against the folder of the spec file (tried {})",
                file.display()
            ));
            bad(path, text, vec![d])
        })?;
        let parsed = format::parse_program(&ptext).map_err(|e| bad(&file, &ptext, e))?;
        let errors = verify::verify_program(&parsed.program, Some(&parsed.source_map));
        if !errors.is_empty() {
            return Err(bad(&file, &ptext, errors));
        }
        out.insert(i, Loaded { file: rel.to_string(), program: parsed.program });
    }
    Ok(out)
}

/// The span node of step `i`'s `apply`.
fn apply(root: Option<&Node>, i: usize) -> Option<&Node> {
    root?.field("steps")?.item(i)?.field("apply")
}

/// The function `name` of the replacement, with its references to functions and
/// externals (by name) renumbered for `into`, where it replaces the function of that
/// name. `Err`: the replacement has no such function, changes its signature, or
/// names a callee `into` does not have.
pub(crate) fn function(into: &Program, r: &Loaded, name: &str) -> Result<Function, String> {
    let file = &r.file;
    let from = &r.program;
    let id = from.func_by_name(name).ok_or_else(|| format!("the replacement `{file}` has no function `{name}`"))?;
    let mut f = from.func(id).clone();
    let old = into.func_by_name(name).map(|g| into.func(g).signature());
    if old.as_ref() != Some(&f.signature()) {
        return Err(format!("the replacement of `{name}` in `{file}` changes its signature"));
    }
    let mut missing = None;
    let mut map = |c: &mut Callee| {
        let n = from.callee_name(*c);
        match into.callee_by_name(n) {
            Some(d) if into.callee_type(d) == from.callee_type(*c) => *c = d,
            _ => missing = Some(n.to_string()),
        }
    };
    for b in f.block_ids().collect::<Vec<_>>() {
        let block = f.block_mut(b);
        for i in &mut block.insts {
            if let Op::Addr(c) = &mut i.op {
                map(c);
            }
        }
        block.for_each_operand_mut(|o| {
            if let Operand::Const(Value::Ref(c)) = o {
                map(c);
            }
        });
        if let Terminator::Switch { cases, .. } = &mut block.term {
            for (v, _) in cases {
                if let Value::Ref(c) = v {
                    map(c);
                }
            }
        }
    }
    match missing {
        Some(n) => Err(format!(
            "the replacement of `{name}` in `{file}` refers to `{n}`, which the program has not (with that type)"
        )),
        None => Ok(f),
    }
}
