//! LLVM's textual IR at the boundary, as clang and `opt` (LLVM 19 and 22) print it.
//!
//! No LLVM library is used at build or test time: the reader is written here by hand.

// Errors are `Diagnostic`s, as everywhere at the crate's boundary: returned once per
// file, so their size does not matter.
#![allow(clippy::result_large_err)]

pub mod export;
pub mod facts;
pub mod lower;
pub mod notation;
pub mod printf;
pub mod run;
pub mod syntax;

use crate::diag::{self, render, Diagnostic, Source};
use crate::exec::Pos;
use crate::format::read_source;
use crate::ir::{Block, Function, Program, Reg, RegData};
use crate::verify::verify_program;
use lower::Undef;
use std::collections::HashSet;
use std::path::Path;

/// A `.ll` file read, lowered onto the kernel and verified.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The file's name as given, for `file:line:column`.
    pub name: String,
    pub text: String,
    pub module: syntax::Module,
    pub lowered: lower::Lowered,
}

impl Imported {
    /// Whether the module has a floating-point operation whose result LLVM leaves open:
    /// one that may return a NaN, whose sign and payload are open (arithmetic, `fpext`,
    /// `fptrunc`, the `fadd` and `fmul` reductions of vectors), or `llvm.fmuladd`, fused
    /// or not. Read with `Undef::Poison`, such a NaN, and every result of
    /// `llvm.fmuladd`, is poison.
    pub fn leaves_float_choices_open(&self) -> bool {
        let body = self.module.functions.iter().flat_map(|f| f.blocks.iter().flatten());
        body.flat_map(|b| &b.instructions).any(|i| match &i.kind {
            syntax::InstKind::Binary { op, .. } => op.is_float(),
            syntax::InstKind::Cast { op, .. } => matches!(op, syntax::CastOp::FpExt | syntax::CastOp::FpTrunc),
            syntax::InstKind::Call(c) => matches!(&c.callee.value, syntax::Value::Global(n) if {
                let n = n.to_string();
                ["llvm.fmuladd.", "llvm.vector.reduce.fadd.", "llvm.vector.reduce.fmul."].iter().any(|f| n.starts_with(f))
            }),
            _ => false,
        })
    }
}

impl Imported {
    /// Whether the module has a `freeze`: the value it gives a poison operand is any
    /// value LLVM likes (the lowering picks 0), so a pass may pick another. Read with
    /// `Undef::Poison`, a frozen poison stays poison.
    pub fn freezes(&self) -> bool {
        let body = self.module.functions.iter().flat_map(|f| f.blocks.iter().flatten());
        body.flat_map(|b| &b.instructions).any(|i| matches!(i.kind, syntax::InstKind::Freeze(_)))
    }

    /// The module's `volatile` loads and stores, and its calls of `llvm.memcpy`,
    /// `llvm.memmove` and `llvm.memset` whose last argument (`isvolatile`) is `true`,
    /// which the lowering reads as plain ones: memory behaves the same, but their
    /// number and order are not observed.
    pub fn volatile_accesses(&self) -> usize {
        let body = self.module.functions.iter().flat_map(|f| f.blocks.iter().flatten());
        body.flat_map(|b| &b.instructions).filter(|i| is_volatile(&i.kind)).count()
    }
}

/// Whether an instruction is a `volatile` access (`Imported::volatile_accesses`).
fn is_volatile(kind: &syntax::InstKind) -> bool {
    use syntax::InstKind as K;
    match kind {
        K::Load { volatile, .. } | K::Store { volatile, .. } => *volatile,
        K::Call(c) => {
            let memory = ["llvm.memcpy.", "llvm.memmove.", "llvm.memset."];
            let named = matches!(&c.callee.value, syntax::Value::Global(n) if memory.iter().any(|m| n.to_string().starts_with(m)));
            named && c.args.last().is_some_and(|a| matches!(a.operand.value, syntax::Value::Bool(true)))
        }
        _ => false,
    }
}

/// Reads, lowers and verifies a `.ll` file, `undef` as 0; every error rendered against
/// the file. A module with a use not dominated by its definition or an irreducible CFG
/// (`facts`) is refused with each located.
pub fn import_file(path: &Path) -> Result<Imported, String> {
    import_file_as(path, Undef::Zero)
}

/// `import_file`, `undef` read as `undef` says.
pub fn import_file_as(path: &Path, undef: Undef) -> Result<Imported, String> {
    let name = path.display().to_string();
    let text = read_source(path).map_err(|e| format!("error: {e}\n"))?;
    import_text_as(&name, text, undef)
}

/// `import_file` of text already read.
pub fn import_text(name: &str, text: String) -> Result<Imported, String> {
    import_text_as(name, text, Undef::Zero)
}

/// `import_file_as` of text already read.
pub fn import_text_as(name: &str, text: String, undef: Undef) -> Result<Imported, String> {
    let module = syntax::parse(&text).map_err(|d| render(&[d], Some(&Source { name, text: &text })))?;
    let text_facts = facts::module_facts(name, &text, &module);
    import_parsed(name, text, module, &text_facts, undef)
}

/// `import_text_as` of a module already parsed from `text`, whose facts read from the
/// text are `text_facts` (`facts::module_facts`): its types are checked, a module not
/// in SSA form or irreducible is refused, then it is lowered and verified.
pub fn import_parsed(
    name: &str,
    text: String,
    module: syntax::Module,
    text_facts: &facts::ModuleFacts,
    undef: Undef,
) -> Result<Imported, String> {
    let located = |d: Diagnostic, text: &str| render(&[d], Some(&Source { name, text }));
    if let Some(refusal) = type_errors(name, &text, &module) {
        return Err(refusal);
    }
    let refused = text_facts.refusals();
    if !refused.is_empty() {
        let shown = render(&refused, Some(&Source { name, text: &text }));
        return Err(format!("{shown}error: {name} is not in SSA form or not reducible: {} error(s)\n", refused.len()));
    }
    let lowered = lower::lower(&module, &text, undef).map_err(|d| located(d, &text))?;
    // What the type rules leave unjudged (values of named struct types) may still lower
    // to a kernel program that does not verify: that is refused as not supported,
    // located back at the LLVM instruction it came from.
    let errors = verify_program(&lowered.program, None);
    if let Some(first) = errors.into_iter().next() {
        let span = llvm_span(&lowered, &first.loc);
        let at = first.loc.func.as_deref().map_or(String::new(), |f| format!(" (in @{f})"));
        let d = Diagnostic::new(
            diag::Loc { span, ..diag::Loc::default() },
            format!("not supported{at}: the lowered module does not verify: {}", first.message),
        );
        return Err(located(d, &text));
    }
    Ok(Imported { name: name.to_string(), text, module, lowered })
}

/// LLVM's type rules on a parsed module (`syntax::check_types`): `None` when it is well
/// typed, else its errors rendered against the text (the first
/// `syntax::MAX_TYPE_ERRORS_SHOWN`) and their count.
pub fn type_errors(name: &str, text: &str, module: &syntax::Module) -> Option<String> {
    let ill_typed = syntax::check_types(module);
    if ill_typed.is_empty() {
        return None;
    }
    let n = ill_typed.len();
    let shown: Vec<Diagnostic> = ill_typed.into_iter().take(syntax::MAX_TYPE_ERRORS_SHOWN).collect();
    let more = if n > shown.len() { format!(" ({} shown)", shown.len()) } else { String::new() };
    let shown = render(&shown, Some(&Source { name, text }));
    Some(format!("{shown}error: {name} is ill-typed: {n} error(s){more}\n"))
}

/// The span of the LLVM instruction a kernel location came from, when it has one.
fn llvm_span(lowered: &lower::Lowered, loc: &diag::Loc) -> Option<std::ops::Range<usize>> {
    let p = &lowered.program;
    let func = p.func_by_name(loc.func.as_deref()?)?;
    let block = p.func(func).block_by_name(loc.block.as_deref()?)?;
    let index = match loc.item? {
        diag::Item::Inst(i) => i,
        diag::Item::Term => p.func(func).block(block).insts.len(),
        diag::Item::Param(_) => return None,
    };
    let pos = Pos { func, block, index: index as u32 };
    lowered.span_at(pos).cloned()
}

/// The program with every block and register renamed to a name RON accepts (a letter
/// or `_`, then letters, digits, `_`, `.` or `'`): LLVM's `%7` becomes `b7` for a block
/// and `r7` for a register, `%x.poison` becomes `x.poison`, `@g` becomes `g_g`; a name
/// already taken gets `_2`, `_3`, …. What `waddle import llvm` writes.
pub fn with_ron_names(p: &Program) -> Program {
    let funcs = p
        .funcs
        .iter()
        .map(|f| {
            let mut taken = HashSet::new();
            let regs: Vec<RegData> = (0..f.num_regs())
                .map(|k| {
                    let r = f.reg(Reg(k as u32));
                    RegData { name: ron_name(&r.name, 'r', &mut taken), ty: r.ty.clone() }
                })
                .collect();
            let mut blocks = f.blocks().map(|(_, b)| b.clone()).collect::<Vec<_>>().into_iter();
            let rename = |mut b: Block, taken: &mut HashSet<String>| {
                b.name = ron_name(&b.name, 'b', taken);
                b
            };
            let Some(entry) = blocks.next() else { return f.clone() };
            let mut g = Function::new(f.name.clone(), f.ret.clone(), rename(entry, &mut taken), regs);
            for b in blocks {
                g.add_block(rename(b, &mut taken));
            }
            g
        })
        .collect();
    Program { funcs, externs: p.externs.clone() }
}

/// A name RON accepts for `name`, not in `taken` (which it joins).
fn ron_name(name: &str, prefix: char, taken: &mut HashSet<String>) -> String {
    let global = name.starts_with('@');
    let body: String = name
        .trim_start_matches(['%', '@'])
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || "_.'".contains(c) { c } else { '_' })
        .collect();
    let mut base = match body.chars().next() {
        _ if global => format!("g_{body}"),
        Some(c) if c.is_ascii_alphabetic() || c == '_' => body,
        _ => format!("{prefix}{body}"),
    };
    if base.len() == 1 && !base.chars().all(|c| c.is_ascii_alphanumeric()) {
        base = format!("{prefix}_");
    }
    let mut name = base.clone();
    let mut k = 2;
    while !taken.insert(format!("{prefix}:{name}")) {
        name = format!("{base}_{k}");
        k += 1;
    }
    name
}
