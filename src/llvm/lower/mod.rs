//! An LLVM module lowered onto a kernel program (`semantics/llvm.md`): each defined
//! function onto a kernel function of the same name, taking the base address of the
//! globals' block first; a start function `llvm.start` that lays out the globals, runs
//! `main` and halts with its value; the runtime helpers (`runtime.rs`) for the C
//! library's memory functions; and three externals, whose effects are the program's
//! output: `write(bytes, n)`, `printf(spec, a, b, c)` and `abort()`.
//!
//! Undefined behaviour is a `fail(c, n)` whose code `n` indexes `Lowered::sites`, or a
//! program error of the kernel (a memory fault, a division by zero, an invalid free);
//! `Lowered::spans` maps every kernel position back to the LLVM instruction it came from.
//! A call of a function the module declares and this tool does not model is a
//! `fail(true, n)` with a negative code naming the function (`stop_code`): it stops
//! the run there, and is not undefined behaviour.

mod aggregate;
mod build;
mod calls;
mod consts;
mod func;
mod globals;
mod inst;
mod layout;
mod leaves;
mod math;
mod memory;
mod repr;
mod runtime;
mod varargs;
mod vector;

use crate::diag::Diagnostic;
use crate::exec::{Pos, ProgramError};
use crate::ir::{Extern, FuncId, Int, Program, Type};
use crate::llvm::syntax::{Attr, Function, Module, Name, Span, Type as LType};
use layout::{err, Layout};
use num_bigint::{BigInt, Sign};
use repr::Repr;
use std::collections::HashMap;

/// Whether `f` is declared `extern_weak` and not defined (`Ctx::weak_undefined`).
fn is_weak_undefined(f: &Function) -> bool {
    f.blocks.is_none() && f.linkage.as_deref() == Some("extern_weak")
}

/// The name of the start function.
pub const START: &str = "llvm.start";

/// The code of the `fail` that stops a run at a call of `name`, a function this tool
/// does not model: minus one more than the name's bytes packed (the first least
/// significant), so that it is negative where every undefined behaviour's code (an
/// index of `Lowered::sites`) is not.
pub fn stop_code(name: &str) -> Int {
    let packed = BigInt::from_bytes_le(Sign::Plus, name.as_bytes());
    Int::from_big(-(packed + BigInt::from(1)))
}

/// The function whose call stopped a run that ended with `err`, when `err` is such a
/// stop (`stop_code`).
pub fn stopped_at(err: &ProgramError) -> Option<String> {
    let ProgramError::Failed(code) = err else { return None };
    let code = code.to_big();
    if code.sign() != Sign::Minus {
        return None;
    }
    let (_, bytes) = (-code - BigInt::from(1)).to_bytes_le();
    let bytes = if bytes == [0] { Vec::new() } else { bytes };
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

/// An undefined behaviour a `fail` reports: the rule broken, and where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Site {
    pub rule: &'static str,
    /// The LLVM function (without `@`).
    pub func: String,
    pub span: Span,
}

/// How the constant `undef` is read (`semantics/llvm.md`, Refinement). Each use of
/// `undef` may be any value; a run makes one choice per use.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Undef {
    /// As 0 at every use: one of the choices, so a run is one of the module's runs
    /// (`waddle run`, and AFTER of a pair).
    #[default]
    Zero,
    /// As poison: a value that allows more than any choice, so BEFORE of a pair has
    /// at least every behaviour it has in LLVM. So is a NaN that a floating-point
    /// operation returns, whose sign and payload LLVM leaves open, and the result of
    /// `llvm.fmuladd`, fused or not as the target chooses.
    Poison,
}

/// A lowered module.
#[derive(Clone, Debug)]
pub struct Lowered {
    pub program: Program,
    /// The undefined behaviours `fail(c, n)` reports, by code `n`.
    pub sites: Vec<Site>,
    /// For each kernel function, block and position (instructions, then the
    /// terminator): the LLVM instruction's span, when it came from one.
    pub spans: Vec<Vec<Vec<Option<Span>>>>,
}

impl Lowered {
    /// The LLVM span of a kernel position.
    pub fn span_at(&self, pos: Pos) -> Option<&Span> {
        self.spans.get(pos.func.index())?.get(pos.block.index())?.get(pos.index as usize)?.as_ref()
    }
}

/// How a parameter or a return value crosses a call: a scalar of its representation,
/// or an aggregate's leaves packed in one `int` (`leaves.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Shape {
    Scalar(Repr),
    Leaves(Vec<Repr>),
}

impl Shape {
    fn of<'m>(layout: &Layout<'m>, t: &'m LType, span: &Span) -> Result<Shape, Diagnostic> {
        match leaves::leaves(layout, t, span)? {
            Some(ls) => {
                leaves::packed_bits(&ls, t, span)?;
                Ok(Shape::Leaves(ls))
            }
            None => Ok(Shape::Scalar(Repr::of(t, span)?)),
        }
    }

    /// The kernel type of the value as it crosses: bare when `noundef` and a scalar,
    /// else the packed `int`.
    fn kernel_type(&self, noundef: bool) -> Type {
        match self {
            Shape::Scalar(r) if noundef => r.ty(),
            _ => Type::Int,
        }
    }
}

/// A defined function's kernel signature: each parameter's shape and whether it is
/// `noundef` (a scalar passed bare) or packed with its poison; the return's shape.
struct Sig {
    pub(super) params: Vec<(Shape, bool)>,
    pub(super) ret: Option<Shape>,
    /// The function's LLVM type, which a direct call must have.
    pub(super) ty: LType,
    /// For a function with variable arguments, the integer and vector registers its
    /// named parameters take (`varargs.rs`).
    pub(super) varargs: Option<(u32, u32)>,
}

/// The externals and helper functions every lowered program has.
struct Runtime {
    pub(super) memcpy: FuncId,
    pub(super) memmove: FuncId,
    pub(super) memset: FuncId,
    pub(super) strpack: FuncId,
    pub(super) free: FuncId,
    pub(super) strlen: FuncId,
    pub(super) strcpy: FuncId,
    pub(super) unwind: FuncId,
}

impl Runtime {
    pub(super) const WRITE: u32 = 0;
    pub(super) const PRINTF: u32 = 1;
    pub(super) const ABORT: u32 = 2;
}

/// What every function's lowering reads.
struct Ctx<'m> {
    pub(super) module: &'m Module,
    pub(super) text: &'m str,
    pub(super) layout: Layout<'m>,
    pub(super) funcs: HashMap<&'m Name, (FuncId, Sig)>,
    /// Byte offsets in the globals' block: variables, and one byte per defined function.
    pub(super) offsets: HashMap<&'m Name, u64>,
    pub(super) runtime: Runtime,
    pub(super) undef: Undef,
}

impl Ctx<'_> {
    pub(super) fn global_offset(&self, n: &Name) -> Option<u64> {
        self.offsets.get(n).copied()
    }

    /// Whether `@n` is a function declared `extern_weak` and not defined: a weak
    /// symbol no definition resolves, whose address is null (as the linker leaves it).
    pub(super) fn weak_undefined(&self, n: &Name) -> bool {
        self.module.functions.iter().any(|f| f.name == *n && is_weak_undefined(f))
    }

    /// Whether the attributes (with the groups they name) include `noundef`.
    pub(super) fn noundef(&self, attrs: &[Attr]) -> bool {
        attrs.iter().any(|a| match a {
            Attr::NoUndef => true,
            Attr::Group(g) => self.module.attribute_groups.get(g).is_some_and(|g| g.contains(&Attr::NoUndef)),
            _ => false,
        })
    }
}

/// Lowers a module read from `text`, `undef` read as `undef` says.
pub fn lower(module: &Module, text: &str, undef: Undef) -> Result<Lowered, Diagnostic> {
    // A module without a data layout is laid out as x86-64's, as `lli` on this machine
    // runs it (semantics/llvm.md, "Memory and globals").
    if let (Some(spec), Some(at)) = (&module.datalayout, &module.datalayout_span) {
        layout::check_datalayout(spec, at)?;
    }
    let layout = Layout::new(&module.types);
    let defined: Vec<_> = module.functions.iter().filter(|f| f.blocks.is_some()).collect();
    let mut funcs = HashMap::new();
    for (k, f) in defined.iter().enumerate() {
        // A vector would travel as several kernel values, one per lane.
        if let Some(p) = f.params.iter().find(|p| repr::is_vector(&p.ty)) {
            return Err(err(&p.span, "a vector parameter is not supported"));
        }
        if repr::is_vector(&f.ret) {
            return Err(err(&f.span, "a function returning a vector is not supported"));
        }
        let mut params = Vec::new();
        for p in &f.params {
            let noundef = p.attrs.contains(&Attr::NoUndef);
            params.push((Shape::of(&layout, &p.ty, &p.span)?, noundef));
        }
        let ret = match &f.ret {
            LType::Void => None,
            t => Some(Shape::of(&layout, t, &f.span)?),
        };
        let ty = LType::Function {
            ret: Box::new(f.ret.clone()),
            params: f.params.iter().map(|p| p.ty.clone()).collect(),
            varargs: f.varargs,
        };
        let varargs = match f.varargs {
            true => Some(varargs::named_registers(&layout, &f.params)?),
            false => None,
        };
        funcs.insert(&f.name, (FuncId(k as u32), Sig { params, ret, ty, varargs }));
    }
    let n = defined.len() as u32;
    let runtime = Runtime {
        memcpy: FuncId(n),
        memmove: FuncId(n + 1),
        memset: FuncId(n + 2),
        strpack: FuncId(n + 3),
        free: FuncId(n + 4),
        strlen: FuncId(n + 5),
        strcpy: FuncId(n + 6),
        unwind: FuncId(n + 7),
    };
    let (offsets, size) = globals::layout(module, &layout)?;
    let cx = Ctx { module, text, layout, funcs, offsets, runtime, undef };
    let mut sites = Vec::new();
    let mut program = Program { funcs: Vec::new(), externs: externs() };
    let mut spans = Vec::new();
    for f in &defined {
        let (kf, s) = func::FnLower::lower(&cx, f, &mut sites)?;
        program.funcs.push(kf);
        spans.push(s);
    }
    for kf in runtime::helpers() {
        spans.push(vec![Vec::new(); kf.num_blocks()]);
        program.funcs.push(kf);
    }
    let start = globals::start(&cx, size, &mut sites)?;
    spans.push(vec![Vec::new(); start.num_blocks()]);
    program.funcs.push(start);
    Ok(Lowered { program, sites, spans })
}

fn externs() -> Vec<Extern> {
    vec![
        Extern { name: "write".into(), params: vec![Type::Int, Type::Int], ret: Type::Unit },
        Extern { name: "printf".into(), params: vec![Type::Int; 4], ret: Type::Unit },
        Extern { name: "abort".into(), params: vec![], ret: Type::Unit },
    ]
}
