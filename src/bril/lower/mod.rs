//! From a Bril syntax tree to a verified Waddle program. First, two rewritings of the
//! Bril program into instructions the phases lower (`ops.rs`): `phi.rs` (the older
//! `phi`) and `shadow.rs` (`set`, `get`, `undef`). Then per function, in phases:
//!
//! 1. `vars.rs`: one variable per (name, type) assigned; which one each use reads.
//! 2. `check.rs`: each instruction checked (arity, operand and destination types,
//!    defined variables and functions, the features outside the kernel) into an
//!    `Ins` or a `Term` over variable indices.
//! 3. `blocks.rs`: the checked instructions cut into basic blocks, and their graph
//!    from a synthetic entry node that defines the arguments (so that a jump to the
//!    first label gets a fresh entry block); labels checked; `speculate.rs` moves each
//!    guard's failure edge to its `speculate`.
//! 4. `ssa.rs`: liveness, the guards of variables that some path uses unassigned, and
//!    the block parameters (iterated dominance frontiers, pruned by liveness).
//! 5. `emit.rs`: renaming along the dominator tree, each instruction translated into
//!    Waddle code built by `builder.rs`.
//!
//! Then the whole program is verified.
//!
//! Semantics: `add`, `sub`, `mul` and `div` wrap to 64-bit two's complement with an
//! explicit `wrap_s(·, 64)`; `div` truncates (Waddle's `div`) and a zero divisor is
//! Waddle's division-by-zero outcome. A pointer is a bit address (an `int`): cells
//! are 64 bits, `ptradd p k` adds `64·k`, `load`/`store` move 64 bits (an `int` cell
//! is read back with `wrap_s`, a `bool` cell is 0 or 1), `alloc n` checks `n > 0`
//! (Bril's error) before allocating `64·n` bits. `print` is a call of an external
//! `print_<types>` (one per list of argument types), whose effect `run.rs` renders as
//! Bril prints it. A variable used before any assignment on some path starts as a
//! placeholder with a flag `x.defined = false`, which the uses that some path reaches
//! unassigned check first (`brili`'s "undefined variable" when it is false).
//! A `float` is its binary64 bit pattern (an `int`, under the kernel's `fadd` …
//! `fge`), a `char` its code point; `float_char.rs` checks their instructions.
//!
//! Alongside the program, `Info` keeps per Waddle position the number of Bril
//! instructions it accounts for (for `total_dyn_inst`) and, for each instruction that
//! can fail, the Bril instruction it came from (for Bril's error messages).

mod blocks;
mod builder;
mod check;
mod emit;
mod float_char;
mod ops;
mod phi;
mod shadow;
mod speculate;
mod ssa;
mod vars;

use crate::bril::names::make_valid;
use crate::bril::{error, parse_within, BType, Function, ImportError, Instr, Item, Program, Span};
use crate::diag::Diagnostic;
use crate::ir::{self, FuncId, Operand, Type};
use crate::verify::verify_program;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Instant;

/// The `op` of the origin of a failing check that a variable was assigned.
pub const UNDEFINED: &str = "<undefined variable>";

/// The `op` of the origin of a failing check whose `brili` message is its first
/// argument (Bril's SSA instructions and speculation).
pub const FAIL: &str = "<fail>";

/// How `print` renders a value (and how a memory cell holds it).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    Int,
    Bool,
    Ptr,
    /// A binary64's bit pattern.
    Float,
    /// A Unicode scalar value's code point.
    Char,
}

/// The Bril instruction a Waddle instruction that can fail came from.
#[derive(Clone, Debug)]
pub struct Origin {
    pub op: String,
    /// The Bril argument names.
    pub args: Vec<String>,
    /// The Waddle operands holding those arguments at that point.
    pub operands: Vec<Operand>,
    pub span: Span,
}

/// Origins by (function, block, index).
pub type Origins = HashMap<(u32, u32, u32), Origin>;

/// What running an imported program needs besides the program.
#[derive(Clone, Debug, Default)]
pub struct Info {
    /// Per function, per block id, per position (instructions, then the terminator):
    /// how many Bril instructions executing it accounts for.
    pub weights: Vec<Vec<Vec<u32>>>,
    /// The origins of the instructions that can fail, by (function, block, index).
    pub origins: Origins,
    /// Per external (all are `print`s): how each argument is printed.
    pub prints: Vec<Vec<Kind>>,
    /// The Bril parameter types of each function.
    pub params: Vec<Vec<BType>>,
    /// The Bril source span of each function's header.
    pub spans: Vec<Span>,
    /// Per function, per block id, per position: the Bril instruction it comes from,
    /// as the start of its span in the source plus one (0: a jump the import adds).
    pub sources: Vec<Vec<Vec<u32>>>,
    /// The program as read, for naming its instructions (`Listing`); `None` when it
    /// was imported from a syntax tree, not read from text.
    pub listing: Option<Arc<Listing>>,
}

/// A Bril program as the user wrote it (before any renaming), and where its lines
/// start when it was written in the text form.
#[derive(Debug)]
pub struct Listing {
    pub program: Program,
    /// The byte offsets where the source's lines start (text form only: a JSON file's
    /// instructions are named by their index in their function's `instrs`).
    pub lines: Option<Vec<usize>>,
}

impl Listing {
    /// The listing of `program`, read from `text`.
    pub fn new(program: Program, text: &str) -> Listing {
        let text_form = !text.trim_start().starts_with('{');
        let lines = text_form.then(|| {
            std::iter::once(0)
                .chain(text.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i + 1))
                .collect()
        });
        Listing { program, lines }
    }

    /// The function `f`'s item (label or instruction) whose span starts at `start`.
    pub fn item(&self, f: usize, start: usize) -> Option<usize> {
        let items = &self.program.functions.get(f)?.items;
        let span = |i: &Item| match i {
            Item::Label { span, .. } => span.start,
            Item::Instr(x) => x.span.start,
        };
        let k = items.partition_point(|i| span(i) < start);
        (items.get(k).map(span) == Some(start)).then_some(k)
    }

    /// Where item `k` of function `f` is: `line N` of a text file, `instrs[k]` of a
    /// JSON one.
    pub fn place(&self, f: usize, k: usize) -> String {
        let item = self.program.functions.get(f).and_then(|func| func.items.get(k));
        match (&self.lines, item) {
            (Some(lines), Some(item)) => {
                let start = match item {
                    Item::Label { span, .. } => span.start,
                    Item::Instr(x) => x.span.start,
                };
                format!("line {}", lines.partition_point(|&s| s <= start))
            }
            _ => format!("instrs[{k}]"),
        }
    }
}

/// An imported program.
pub struct Imported {
    pub program: ir::Program,
    pub info: Info,
    /// The `# ARGS:` comment's arguments (text form only).
    pub args: Option<Vec<String>>,
    /// The Bril names the import renamed into Waddle names (`bril::names`).
    pub notes: Vec<String>,
}

/// Reads Bril text (JSON or text form) and imports it, however long that takes
/// (`import_text_within` stops at a deadline).
pub fn import_text(text: &str) -> Result<Imported, Vec<Diagnostic>> {
    import_text_within(text, None).map_err(Vec::from)
}

/// `import_text`, ended as `ImportError::TimeLimit` once `deadline` has passed. The
/// deadline is checked after reading the text, after each rewriting of the whole
/// program, before each function and between the phases of each function, and before
/// the program is verified: the import runs past it by one phase of one function at
/// most (see `specs/bril/README.md` for the figures).
pub fn import_text_within(text: &str, deadline: Option<Instant>) -> Result<Imported, ImportError> {
    let mut p = parse_within(text, deadline)?;
    let notes = make_valid(&mut p);
    let mut imported = import_within(&p, deadline)?;
    // The listing names what the user wrote: the program as read, before renaming.
    let written = if notes.is_empty() { p } else { parse_within(text, deadline)? };
    imported.info.listing = Some(Arc::new(Listing::new(written, text)));
    Ok(Imported { notes, ..imported })
}

/// `Ok` while `deadline` (if any) has not passed.
fn in_time(deadline: Option<Instant>) -> Result<(), ImportError> {
    match deadline {
        Some(d) if Instant::now() >= d => Err(ImportError::TimeLimit),
        _ => Ok(()),
    }
}

struct Sig {
    id: FuncId,
    params: Vec<BType>,
    ret: Option<BType>,
}

/// A type in a register name: `int`, `bool`, `ptr_int`, ….
fn type_suffix(t: &BType) -> String {
    match t {
        BType::Ptr(e) => format!("ptr_{}", type_suffix(e)),
        t => t.to_string(),
    }
}

fn wtype(t: &BType) -> Type {
    match t {
        BType::Bool => Type::Bool,
        _ => Type::Int,
    }
}

fn kind(t: &BType) -> Kind {
    match t {
        BType::Int => Kind::Int,
        BType::Bool => Kind::Bool,
        BType::Float => Kind::Float,
        BType::Char => Kind::Char,
        BType::Ptr(_) => Kind::Ptr,
    }
}

/// Imports a Bril program. Every error is located in the Bril source.
pub fn import(p: &Program) -> Result<Imported, Vec<Diagnostic>> {
    import_within(p, None).map_err(Vec::from)
}

/// `import`, ended as `ImportError::TimeLimit` once `deadline` has passed
/// (`import_text_within`).
pub fn import_within(p: &Program, deadline: Option<Instant>) -> Result<Imported, ImportError> {
    use ImportError::Invalid;
    in_time(deadline)?;
    shadow::reject_internal(p).map_err(Invalid)?;
    let phis = phi::rewrite(p).map_err(Invalid)?;
    in_time(deadline)?;
    let rewritten = shadow::rewrite(&phis).map_err(Invalid)?;
    drop(phis);
    in_time(deadline)?;
    let p = &rewritten;
    let mut errors = Vec::new();
    let mut sigs: HashMap<&str, Sig> = HashMap::new();
    for (i, f) in p.functions.iter().enumerate() {
        let sig =
            Sig { id: FuncId(i as u32), params: f.params.iter().map(|x| x.ty.clone()).collect(), ret: f.ret.clone() };
        if sigs.insert(&f.name, sig).is_some() {
            errors.push(error(f.span.clone(), format!("function `@{}` is defined twice", f.name)));
        }
    }
    if !errors.is_empty() {
        return Err(Invalid(errors));
    }
    let mut externs: Vec<(Vec<Kind>, ir::Extern)> = Vec::new();
    let mut info = Info::default();
    let mut funcs = Vec::new();
    for (i, f) in p.functions.iter().enumerate() {
        in_time(deadline)?;
        let mut l = FnLower::new(f, i as u32, &sigs, &mut externs, &mut info);
        l.deadline = deadline;
        let lowered = l.lower();
        if l.late {
            return Err(ImportError::TimeLimit);
        }
        match lowered {
            Some(func) if l.errors.is_empty() => funcs.push(func),
            _ => errors.append(&mut l.errors),
        }
        info.params.push(f.params.iter().map(|x| x.ty.clone()).collect());
        info.spans.push(f.span.clone());
    }
    if !errors.is_empty() {
        return Err(Invalid(errors));
    }
    in_time(deadline)?;
    info.prints = externs.iter().map(|(k, _)| k.clone()).collect();
    let program = ir::Program { funcs, externs: extern_names_apart(externs, p) };
    let problems = verify_program(&program, None);
    if !problems.is_empty() {
        return Err(Invalid(
            problems
                .into_iter()
                .map(|d| {
                    let span = d
                        .loc
                        .func
                        .as_ref()
                        .and_then(|n| p.functions.iter().find(|f| &f.name == n))
                        .map_or(0..0, |f| f.span.clone());
                    let mut out = error(span, format!("the imported function does not verify: {}", d.message));
                    out.notes = d.notes;
                    if let Some(b) = d.loc.block {
                        out.notes.push(format!("at block `{b}` of the import (the Bril label of that name)"));
                    }
                    out
                })
                .collect(),
        ));
    }
    Ok(Imported { program, info, args: p.args.clone(), notes: Vec::new() })
}

/// The import's own externals (`print_int`, …) with names apart from the user's
/// functions: a function keeps its name, an external of the same name becomes
/// `print_int.1` (the first `.k` free).
fn extern_names_apart(externs: Vec<(Vec<Kind>, ir::Extern)>, p: &Program) -> Vec<ir::Extern> {
    let taken: HashSet<&str> = p.functions.iter().map(|f| f.name.as_str()).collect();
    externs
        .into_iter()
        .map(|(_, mut e)| {
            let base = e.name.clone();
            let mut k = 0;
            while taken.contains(e.name.as_str()) {
                k += 1;
                e.name = format!("{base}.{k}");
            }
            e
        })
        .collect()
}

/// The lowering of one function: what its phases share.
struct FnLower<'a> {
    f: &'a Function,
    fid: u32,
    sigs: &'a HashMap<&'a str, Sig>,
    externs: &'a mut Vec<(Vec<Kind>, ir::Extern)>,
    info: &'a mut Info,
    errors: Vec<Diagnostic>,
    /// Per Bril variable name, one variable per type it is assigned (most have one).
    vars: HashMap<String, Vec<usize>>,
    /// For each use of a name with several types, by (instruction, argument): the types
    /// (bits over the name's variables) whose assignments reach it.
    reaching: HashMap<(usize, usize), u64>,
    /// Per variable (then, from `ssa`, per flag "assigned"), its register name and
    /// type.
    names: Vec<String>,
    types: Vec<BType>,
    /// The Bril instructions of the function, in order (`Ins` refer to them by index).
    instrs: Vec<&'a Instr>,
    /// The import's deadline, checked between the phases (`import_within`).
    deadline: Option<Instant>,
    /// The deadline passed between two phases, and the function was left unlowered.
    late: bool,
}

impl<'a> FnLower<'a> {
    fn new(
        f: &'a Function,
        fid: u32,
        sigs: &'a HashMap<&'a str, Sig>,
        externs: &'a mut Vec<(Vec<Kind>, ir::Extern)>,
        info: &'a mut Info,
    ) -> FnLower<'a> {
        FnLower {
            f,
            fid,
            sigs,
            externs,
            info,
            errors: Vec::new(),
            vars: HashMap::new(),
            reaching: HashMap::new(),
            names: Vec::new(),
            types: Vec::new(),
            instrs: Vec::new(),
            deadline: None,
            late: false,
        }
    }

    /// `Some` while the deadline has not passed; else `None`, noted in `late`.
    fn in_time(&mut self) -> Option<()> {
        self.late = in_time(self.deadline).is_err();
        (!self.late).then_some(())
    }

    fn err(&mut self, span: &Span, msg: impl Into<String>) {
        self.errors.push(error(span.clone(), msg));
    }

    /// The phases, in order; `None` when one of them rejected the function (errors
    /// recorded).
    fn lower(&mut self) -> Option<ir::Function> {
        self.declare();
        self.in_time()?;
        self.resolve_types();
        self.in_time()?;
        let bbs = self.blocks();
        if !self.errors.is_empty() {
            return None;
        }
        self.in_time()?;
        let graph = self.graph(&bbs)?;
        self.in_time()?;
        self.check_end(&bbs, &graph)?;
        self.in_time()?;
        let ssa = self.ssa(&bbs, &graph);
        self.in_time()?;
        self.emit(&bbs, &graph, &ssa)
    }
}
