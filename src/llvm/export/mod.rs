//! A Waddle program written as LLVM textual IR (`waddle export llvm`), for a given run:
//! an entry, its arguments and ν.
//!
//! The mapping (the guide's "Exporting", `specs/llvm.md`): `int` is an `iW` (W = 64, 128
//! or 256, as the program's constants and `wrap`s need, `exact.rs`), `bool` an `i1`,
//! `unit` the `i1` false, a function reference a `ptr`. A defined function `f` becomes
//! `@w.f`, its blocks `%b-NAME`, its block parameters φ nodes, its registers `%NAME`;
//! an external `e` becomes `@x.e`, a function that prints the effect `e(v…)` on a line
//! of its own and returns what ν supplies (a tape, then SplitMix64 when ν has a seed,
//! as `exec::machine::Oracle` draws). `@main` calls the entry with the run's arguments
//! and prints `halt(v)`. So the program prints its effect trace, one effect per line,
//! as `waddle run` lists it, and exits with 0 after `halt(v)`, 1 after
//! `halt(ex(err))`, 3 when ν runs out (the kernel's run is then incomplete), and 4
//! after printing `overflow: f:b:i leaves iW` when a value that must be exact does not
//! fit in W bits — the one place where the exported program stops meaning the kernel
//! program, and it says so instead of going on with a wrong value. Wrapping arithmetic
//! (no `nsw`, `nuw`) is used only where a `wrap` makes the result exact.
//!
//! Memory is `malloc`'d cells beside state bytes, every access checked (`memory.rs`),
//! and an address is kept only where no use observes it (`pointers.rs`); a run that
//! goes where ν's addresses matter (a fault, an uninitialised read, an invalid free)
//! prints `memory: f:b:i: why` and exits with 4.
//!
//! The files: `exact.rs` (the width, and which registers are needed exactly),
//! `pointers.rs` (which registers are addresses, the cells), `runtime.rs` (printing, ν,
//! the checks, the externals' functions), `inst.rs` (one instruction), `memory.rs` (the
//! memory operations), `func.rs` (a function: φ nodes, branches, switches),
//! `source.rs` (the program and runs a program or spec file gives).
//!
//! Refused, each with its location: a use of an address that would observe it (a
//! comparison, a print, a call, a return, a stored value), a memory access whose
//! address is not an `alloc`'s of the function, accesses of two widths to one
//! allocation or of more than 128 bits, a run whose ν is a tape (which would answer
//! allocations), a switch on a function reference, an external whose result is a
//! function reference, an integer constant or argument that does not fit in W bits
//! where it is needed exactly.

mod exact;
mod func;
mod inst;
mod memory;
mod pointers;
mod runtime;
mod source;

pub use source::{read_file, FileProgram, NamedRun};

use crate::diag::{Diagnostic, Item, Loc, SourceMap};
use crate::exec::OracleSpec;
use crate::ir::{Callee, ExternId, FuncId, Op, Program, Type, Value};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The run an exported module performs: its `@main` calls `entry` with `args`, and the
/// externals draw their results from `oracle`.
#[derive(Clone, Debug)]
pub struct ExportRun {
    pub entry: FuncId,
    pub args: Vec<Value>,
    pub oracle: OracleSpec,
}

/// The entry `waddle export` runs when none is named: `main` when the program defines
/// it, else its only function.
pub fn default_entry(p: &Program) -> Option<FuncId> {
    p.func_by_name("main").or_else(|| (p.funcs.len() == 1).then_some(FuncId(0)))
}

/// The width `waddle export` gives the program's integers (64, 128 or 256).
pub fn int_width(p: &Program) -> u32 {
    exact::width(p)
}

/// Writes `p` as an LLVM module that performs `run`. What cannot be written faithfully
/// is refused, every reason located (spans from `spans` when the program came from a
/// file).
pub fn export(p: &Program, run: &ExportRun, spans: Option<&SourceMap>) -> Result<String, Vec<Diagnostic>> {
    let mut m = Module::new(p);
    refuse_tape_addresses(&mut m, run);
    let mut body = String::new();
    for f in p.func_ids() {
        body.push_str(&func::function(&mut m, f));
        body.push('\n');
    }
    for e in 0..p.externs.len() {
        body.push_str(&runtime::extern_function(&mut m, ExternId(e as u32)));
        body.push('\n');
    }
    body.push_str(&driver(&mut m, run));
    body.push_str(&runtime::nu(&mut m, &run.oracle));
    body.push_str(&runtime::helpers(&mut m));
    if !m.errors.is_empty() {
        let mut errors = m.errors;
        if let Some(spans) = spans {
            errors.iter_mut().for_each(|d| spans.locate(&mut d.loc));
        }
        return Err(errors);
    }
    let mut out = String::new();
    let _ = writeln!(out, "; A Waddle program exported by `waddle export llvm` (specs/llvm.md, \"Exporting\").");
    let _ = writeln!(out, "; It prints its effect trace, one effect per line; integers are i{}.\n", m.w);
    for (k, s) in m.strings.iter().enumerate() {
        let _ = writeln!(out, "@str-{k} = private unnamed_addr constant [{} x i8] c\"{}\\00\"", s.len() + 1, escape(s));
    }
    out.push('\n');
    out.push_str(&body);
    out.push_str("declare i32 @printf(ptr, ...)\ndeclare i32 @putchar(i32)\ndeclare void @exit(i32)\n");
    out.push_str("declare double @llvm.sqrt.f64(double)\n");
    if m.memory {
        out.push_str("declare noalias ptr @malloc(i64)\ndeclare noalias ptr @calloc(i64, i64)\ndeclare void @free(ptr nocapture)\n");
    }
    Ok(out)
}

/// A tape answers allocations and externals in turn (`exec::machine`); the export
/// draws no address, so a run whose tape would answer an allocation is refused at the
/// program's first `alloc` (a seed, or a tape of results only, is exported).
fn refuse_tape_addresses(m: &mut Module, run: &ExportRun) {
    if run.oracle.tape.is_empty() || run.oracle.own_addresses {
        return;
    }
    for f in &m.p.funcs {
        for (_, b) in f.blocks() {
            if let Some(k) = b.insts.iter().position(|i| matches!(i.op, Op::Alloc(_))) {
                let loc = Loc::item(&f.name, &b.name, Item::Inst(k));
                m.error(loc, "ν is a tape, which would answer this allocation's address in turn with the externals' results: export the run with a seed");
                return;
            }
        }
    }
}

/// `@main`: the entry called with the run's arguments, then `halt(v)` printed.
fn driver(m: &mut Module, run: &ExportRun) -> String {
    let p = m.p;
    let f = p.func(run.entry);
    let sig = f.signature();
    let mut lines = Vec::new();
    let loc = Loc::func(&f.name);
    if sig.params.len() != run.args.len() {
        m.error(
            loc.clone(),
            format!("`{}` takes {} argument(s), the run gives {}", f.name, sig.params.len(), run.args.len()),
        );
    }
    let args: Vec<String> = run
        .args
        .iter()
        .zip(&sig.params)
        .enumerate()
        .map(|(k, (a, t))| {
            // An argument comes from the run (`--args`, a spec's run), not the text: say so.
            if let Value::Int(i) = a {
                if &i.wrap(true, m.w) != i {
                    let msg = format!(
                        "argument {} of the run of `{}`, {i}, does not fit in i{}, the exported module's integers",
                        k + 1,
                        f.name,
                        m.w
                    );
                    m.error(loc.clone(), msg);
                }
            }
            let v = m.constant(a, true, &loc);
            format!("{} {v}", m.ty(t))
        })
        .collect();
    lines.push(format!("%result = call {} {}({})", m.ty(&sig.ret), m.callee(Callee::Func(run.entry)), args.join(", ")));
    runtime::print_text(m, "halt(", &mut lines);
    runtime::print_value(m, &sig.ret, "%result", &mut lines);
    runtime::print_text(m, ")\n", &mut lines);
    lines.push("ret i32 0".into());
    format!("define i32 @main() {{\nentry:\n{}}}\n\n", indent(&lines))
}

/// What the writer shares across functions: the program, the width, the string
/// constants, the refusals, and which optional helpers are used.
pub(super) struct Module<'p> {
    pub p: &'p Program,
    pub w: u32,
    strings: Vec<Vec<u8>>,
    string_ids: HashMap<Vec<u8>, usize>,
    pub errors: Vec<Diagnostic>,
    /// Whether some printed value is a function reference (`@waddle-print-ref`).
    pub print_ref: bool,
    /// Whether the program allocates (`malloc`, `calloc`, `free`, `@waddle-stop-if`).
    pub memory: bool,
}

impl<'p> Module<'p> {
    fn new(p: &'p Program) -> Module<'p> {
        Module {
            p,
            w: exact::width(p),
            strings: Vec::new(),
            string_ids: HashMap::new(),
            errors: Vec::new(),
            print_ref: false,
            memory: false,
        }
    }

    /// The global holding `text` as a C string.
    pub fn string(&mut self, text: &str) -> String {
        let bytes = text.as_bytes().to_vec();
        let n = self.strings.len();
        let k = *self.string_ids.entry(bytes.clone()).or_insert(n);
        if k == n {
            self.strings.push(bytes);
        }
        format!("@str-{k}")
    }

    pub fn error(&mut self, loc: Loc, message: impl Into<String>) {
        self.errors.push(Diagnostic::new(loc, message));
    }

    /// `i64`, `i128` or `i256`.
    pub fn ity(&self) -> String {
        format!("i{}", self.w)
    }

    pub fn ty(&self, t: &Type) -> String {
        match t {
            Type::Int => self.ity(),
            Type::Bool | Type::Unit => "i1".into(),
            Type::Fn(_) => "ptr".into(),
        }
    }

    /// The LLVM name of a defined function or of an external's function.
    pub fn callee(&self, c: Callee) -> String {
        match c {
            Callee::Func(f) => ident('@', &format!("w.{}", self.p.func(f).name)),
            Callee::Extern(e) => ident('@', &format!("x.{}", self.p.ext(e).name)),
        }
    }

    /// A constant as an operand: an integer reduced modulo 2ᵂ when `modular`, else one
    /// that must fit in W bits (refused at `loc` otherwise).
    pub fn constant(&mut self, v: &Value, modular: bool, loc: &Loc) -> String {
        match v {
            Value::Int(i) => {
                let r = i.wrap(true, self.w);
                if !modular && &r != i {
                    let w = self.w;
                    self.error(
                        loc.clone(),
                        format!("the integer {i} does not fit in i{w}, where its exact value is needed"),
                    );
                }
                r.to_string()
            }
            Value::Bool(b) => b.to_string(),
            Value::Unit => "false".into(),
            Value::Ref(c) => self.callee(*c),
        }
    }

    /// The smallest integer of the width, in decimal.
    pub fn min(&self) -> String {
        (-(num_bigint::BigInt::from(1) << (self.w - 1))).to_string()
    }
}

/// A local (`%`) or global (`@`) name, quoted when LLVM needs it.
pub(super) fn ident(sigil: char, name: &str) -> String {
    let plain = name.bytes().next().is_some_and(|c| !c.is_ascii_digit())
        && name.bytes().all(|c| c.is_ascii_alphanumeric() || b"-$._".contains(&c));
    if plain {
        format!("{sigil}{name}")
    } else {
        format!("{sigil}\"{}\"", escape(name.as_bytes()))
    }
}

/// Bytes as the inside of an LLVM string: `\XX` for quotes, backslashes and anything
/// not printable.
fn escape(bytes: &[u8]) -> String {
    let mut s = String::new();
    for &b in bytes {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            let _ = write!(s, "\\{b:02X}");
        } else {
            s.push(b as char);
        }
    }
    s
}

/// Instruction lines, indented, one per line.
pub(super) fn indent(lines: &[String]) -> String {
    lines.iter().map(|l| format!("  {l}\n")).collect()
}
