//! The syntax tree of LLVM's textual IR (`.ll`), as clang and `opt` (LLVM 19 and 22)
//! print it, and its reader.
//!
//! The reader runs in two phases: `lex.rs` cuts the text into located tokens (comments
//! dropped, strings unescaped, `name:` labels recognised), then a recursive-descent
//! parser over those tokens builds this tree: `types.rs` reads types, `attrs.rs`
//! parameter, return and function attributes, `constants.rs` values and constant
//! expressions, `instructions.rs` one instruction, `function.rs` a function's header
//! and blocks, and `module.rs` the top-level items. `cursor.rs` is the token cursor
//! they share and `ops.rs` the names of opcodes, predicates and flags. The first
//! error ends the reading: it is returned as a `Diagnostic` with the span of the
//! offending token (`Loc::span`), its message naming the construct.
//!
//! # Invariants
//!
//! - Every item, instruction, parameter and operand carries the byte span of its text
//!   (`Span`); an instruction's span covers its whole text, from the result name to
//!   the last operand or metadata attachment, so a diff can show the IR line.
//! - The tree is syntax: names are not resolved (a `%x` or `label %bb` may name
//!   nothing; the lowering says so), except that every named struct type used is
//!   defined somewhere in the module, and value numbering follows LLVM's rule (below).
//! - A typed pointer (`i32*`, `i8 addrspace(1)*`) is read as `ptr`, as `llvm-as`
//!   reads it.
//! - What the reader accepts but a lowering may not support (vectors, `half`, `fp128`,
//!   `x86_fp80`, address spaces, `volatile`, metadata arguments, …) is kept in the
//!   tree; what it rejects is listed under "Rejected" and reported as a located
//!   `Diagnostic` naming the construct.
//!
//! # Numbering
//!
//! Unnamed parameters, unnamed blocks and unnamed value-producing instructions of a
//! function share one counter, starting at 0 with the parameters. A block without a
//! label (the entry, or a block after a terminator) takes the counter's next number:
//! in `define i32 @f(i32 %0, ptr %1)` the entry block is `%2`. An explicit number
//! (`%7 =`, `7:`) must not be below the counter, and the counter continues after it
//! (`llvm-as` 19 and 22 accept gaps and reject a smaller number: "instruction
//! expected to be numbered '%2' or greater"). A value-producing instruction written
//! without a result (`call i32 @f()`) is given the next number as its `result`.
//! Values, parameters and blocks share one namespace: a name defined twice is an
//! error, as in `llvm-as`.
//!
//! # Rejected
//!
//! Integer widths outside 1..=2^23 (LLVM's limit) and decimal literals longer than
//! 2^23 bits can hold (so no input makes the reader allocate more than a constant
//! factor of its own size), `0x` floats of more than 16 hex digits, nesting deeper
//! than 64 levels, a named type that contains itself or a chain of more than 128 named
//! types one in another, inline assembly, atomic `load`/`store`, `atomicrmw`, `cmpxchg`,
//! `fence`, the funclet form of exception handling (`cleanuppad`, `catchpad`,
//! `catchswitch`, `catchret`, `cleanupret`: the Itanium form, `invoke`, `landingpad`
//! and `resume`, is read, and the lowering refuses it), a `landingpad` with neither
//! `cleanup` nor a clause, `indirectbr`, `callbr`, `blockaddress`, aliases and ifuncs, `module asm`,
//! `uselistorder`, summary entries (`^0`), forwarded varargs (`...` among a call's
//! arguments), an empty function body, a block without a terminator, and any word the
//! reader does not know where an instruction, type or value is expected. Duplicate
//! names (two `%x` in a function, two `@f` or `%T` in a module) and uses of undefined
//! named types are rejected.
//!
//! # Read leniently
//!
//! Metadata (`!…`) is lexed and skipped by matching brackets, its content unchecked,
//! except for the attachment lists of instructions, which keep each attachment's kind
//! and the text of its node. An attribute word the reader does not decode is kept as
//! `Attr::Other` with its text (the lowering decides); a type, value keyword or
//! opcode is never taken for one. Types are not checked against values
//! (`i32 1.5` reads); that is the lowering's work.

mod attrs;
mod constants;
mod cursor;
mod function;
mod instructions;
mod lex;
mod module;
mod ops;
mod types;
mod typing;

pub use typing::{check_types, MAX_SHOWN as MAX_TYPE_ERRORS_SHOWN};

use crate::diag::Diagnostic;
use num_bigint::BigInt;
use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;

/// A byte range in the `.ll` text.
pub type Span = Range<usize>;

/// Reads a module from the text of a `.ll` file.
///
/// ```
/// let m = waddle::llvm::syntax::parse("define i32 @id(i32 %0) {\n  ret i32 %0\n}\n").unwrap();
/// let body = m.functions[0].blocks.as_ref().unwrap();
/// assert_eq!(body[0].label, waddle::llvm::syntax::Name::Numbered(1));
/// ```
pub fn parse(text: &str) -> Result<Module, Diagnostic> {
    module::parse_module(text)
}

/// The limit LLVM puts on integer widths (`IntegerType::MAX_INT_BITS`).
pub const MAX_INT_BITS: u32 = 1 << 23;

/// A name of a local (`%x`, `%7`, `%"a b"`) or global (`@f`, `@0`) value, of a block
/// or of a named type, without its sigil.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Name {
    Named(String),
    Numbered(u32),
}

impl fmt::Display for Name {
    /// The name as written after its sigil (quoted when it needs to be).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Name::Numbered(n) => write!(f, "{n}"),
            Name::Named(s) if !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || "._$-".contains(c)) => {
                f.write_str(s)
            }
            // Quoted as LLVM quotes it: a byte outside printable ASCII, `"` and `\` as
            // `\XX` in hexadecimal.
            Name::Named(s) => {
                f.write_str("\"")?;
                for b in s.bytes() {
                    match b {
                        b' '..=b'~' if b != b'"' && b != b'\\' => write!(f, "{}", b as char)?,
                        _ => write!(f, "\\{b:02X}")?,
                    }
                }
                f.write_str("\"")
            }
        }
    }
}

/// A whole `.ll` file.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Module {
    /// `source_filename = "…"`.
    pub source_filename: Option<String>,
    /// `target datalayout = "…"`, kept as written.
    pub datalayout: Option<String>,
    /// Where the data layout's string is.
    pub datalayout_span: Option<Span>,
    /// `target triple = "…"`, kept as written.
    pub triple: Option<String>,
    /// Named struct types (`%struct.P = type { … }`), in order of definition.
    pub types: Vec<TypeDef>,
    pub globals: Vec<Global>,
    /// Declarations (`declare`) and definitions (`define`), in order.
    pub functions: Vec<Function>,
    /// `attributes #N = { … }`, by group number.
    pub attribute_groups: BTreeMap<u32, Vec<Attr>>,
    /// Metadata definitions (`!0 = …`, `!llvm.ident = …`): read and skipped, kept as
    /// their name (without `!`) and span.
    pub metadata: Vec<(String, Span)>,
}

/// `%name = type { … }` or `%name = type opaque`.
#[derive(Clone, PartialEq, Debug)]
pub struct TypeDef {
    pub name: Name,
    /// `None` for `type opaque`.
    pub body: Option<Type>,
    pub span: Span,
}

/// A type.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Type {
    /// `iN`, 1 ≤ N ≤ `MAX_INT_BITS`.
    Int(u32),
    /// `ptr`, or `ptr addrspace(N)` (`addrspace` 0 when absent).
    Ptr {
        addrspace: u32,
    },
    Half,
    BFloat,
    Float,
    Double,
    Fp128,
    X86Fp80,
    PpcFp128,
    Void,
    Label,
    Metadata,
    Token,
    /// `[N x T]`.
    Array(u64, Box<Type>),
    /// `{ T, … }`, or `<{ T, … }>` when `packed`.
    Struct {
        packed: bool,
        fields: Vec<Type>,
    },
    /// A reference to a named struct type, `%struct.P` (the name without `%`).
    Named(Name),
    /// `<N x T>`, or `<vscale x N x T>` when `scalable`.
    Vector {
        len: u32,
        scalable: bool,
        elem: Box<Type>,
    },
    /// `R (T, …)` or `R (T, …, ...)` when `varargs`.
    Function {
        ret: Box<Type>,
        params: Vec<Type>,
        varargs: bool,
    },
}

impl fmt::Display for Type {
    /// The type as LLVM writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn list(f: &mut fmt::Formatter<'_>, items: &[Type]) -> fmt::Result {
            for (i, t) in items.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{t}")?;
            }
            Ok(())
        }
        match self {
            Type::Int(n) => write!(f, "i{n}"),
            Type::Ptr { addrspace: 0 } => f.write_str("ptr"),
            Type::Ptr { addrspace } => write!(f, "ptr addrspace({addrspace})"),
            Type::Half => f.write_str("half"),
            Type::BFloat => f.write_str("bfloat"),
            Type::Float => f.write_str("float"),
            Type::Double => f.write_str("double"),
            Type::Fp128 => f.write_str("fp128"),
            Type::X86Fp80 => f.write_str("x86_fp80"),
            Type::PpcFp128 => f.write_str("ppc_fp128"),
            Type::Void => f.write_str("void"),
            Type::Label => f.write_str("label"),
            Type::Metadata => f.write_str("metadata"),
            Type::Token => f.write_str("token"),
            Type::Array(n, t) => write!(f, "[{n} x {t}]"),
            Type::Struct { packed, fields } => {
                f.write_str(if *packed { "<{ " } else { "{ " })?;
                list(f, fields)?;
                f.write_str(if *packed { " }>" } else { " }" })
            }
            Type::Named(n) => write!(f, "%{n}"),
            Type::Vector { len, scalable: false, elem } => write!(f, "<{len} x {elem}>"),
            Type::Vector { len, scalable: true, elem } => write!(f, "<vscale x {len} x {elem}>"),
            Type::Function { ret, params, varargs } => {
                write!(f, "{ret} (")?;
                list(f, params)?;
                match (varargs, params.is_empty()) {
                    (true, true) => f.write_str("...)"),
                    (true, false) => f.write_str(", ...)"),
                    (false, _) => f.write_str(")"),
                }
            }
        }
    }
}

/// A global variable: `@name = [linkage …] global|constant T [init] [, align N …]`.
#[derive(Clone, PartialEq, Debug)]
pub struct Global {
    pub name: Name,
    /// `external`, `internal`, `private`, … (`None` when not written: external
    /// linkage with an initializer).
    pub linkage: Option<String>,
    /// The other keywords before `global`/`constant`, as written (`dso_local`,
    /// `unnamed_addr`, `hidden`, `thread_local`, `addrspace(1)`, …).
    pub keywords: Vec<String>,
    /// `constant` rather than `global`.
    pub constant: bool,
    pub ty: Type,
    /// `None` for an external declaration.
    pub init: Option<Operand>,
    pub align: Option<u64>,
    /// `section "…"`.
    pub section: Option<String>,
    /// Attributes after the initializer and its clauses (`#0`, …).
    pub attrs: Vec<Attr>,
    pub span: Span,
}

/// A parameter, of a definition or of a declaration.
#[derive(Clone, PartialEq, Debug)]
pub struct Param {
    pub ty: Type,
    pub attrs: Vec<Attr>,
    /// The name: always present in a definition (an unnamed one is given its number),
    /// possibly absent in a declaration.
    pub name: Option<Name>,
    pub span: Span,
}

/// A function: a declaration when `blocks` is `None`.
#[derive(Clone, PartialEq, Debug)]
pub struct Function {
    pub name: Name,
    /// `internal`, `private`, … when written.
    pub linkage: Option<String>,
    /// Other keywords before the return type (`dso_local`, `hidden`, calling
    /// convention, …) and after the parameters (`unnamed_addr`, `local_unnamed_addr`),
    /// as written.
    pub keywords: Vec<String>,
    pub ret_attrs: Vec<Attr>,
    pub ret: Type,
    pub params: Vec<Param>,
    /// `...` ends the parameter list.
    pub varargs: bool,
    /// Attributes after the parameter list, group references (`#0`) included.
    pub fn_attrs: Vec<Attr>,
    pub section: Option<String>,
    pub align: Option<u64>,
    /// `personality T @f` (`prefix T v` and `prologue T v` are read and ignored).
    pub personality: Option<Operand>,
    pub gc: Option<String>,
    /// The blocks of a definition, entry first.
    pub blocks: Option<Vec<Block>>,
    /// From `define`/`declare` to the closing `}` or the end of the declaration.
    pub span: Span,
}

/// A basic block.
#[derive(Clone, PartialEq, Debug)]
pub struct Block {
    /// The label, or the number LLVM gives an unlabelled entry block.
    pub label: Name,
    /// The span of `label:`, `None` for an unlabelled entry block.
    pub label_span: Option<Span>,
    /// Instructions in order; the terminator is the last.
    pub instructions: Vec<Instruction>,
    /// Debug records (`#dbg_value(…)`, `#dbg_declare(…)`): their span, skipped.
    pub debug_records: Vec<Span>,
    pub span: Span,
}

/// An instruction with its result name, attachments and span.
#[derive(Clone, PartialEq, Debug)]
pub struct Instruction {
    /// `%x =` (or the number an unnamed value-producing instruction is given).
    pub result: Option<Name>,
    pub kind: InstKind,
    /// Attachments `!dbg !12`, `!llvm.loop !5`, … as (kind without `!`, node text).
    pub metadata: Vec<(String, String)>,
    pub span: Span,
}

/// A typed value, with its span (from the type to the end of the value; only the
/// value's own text when the type is shared, as in `add i32 %a, %b`).
#[derive(Clone, PartialEq, Debug)]
pub struct Operand {
    pub ty: Type,
    pub value: Value,
    pub span: Span,
}

/// `label %bb`: a block reference.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Label {
    pub name: Name,
    pub span: Span,
}

/// A value as written (its type is beside it, in `Operand`).
#[derive(Clone, PartialEq, Debug)]
pub enum Value {
    Local(Name),
    Global(Name),
    /// An integer literal, of any size (`true`/`false` are `Bool`).
    Int(BigInt),
    Bool(bool),
    Float(FloatLit),
    Null,
    /// `none` (of type `token`).
    None,
    Undef,
    Poison,
    ZeroInitializer,
    /// `[T v, …]`.
    Array(Vec<Operand>),
    /// `c"…"`, unescaped.
    Bytes(Vec<u8>),
    /// `{ T v, … }`, or `<{ … }>` when `packed`.
    Struct {
        packed: bool,
        fields: Vec<Operand>,
    },
    /// `<T v, …>`.
    Vector(Vec<Operand>),
    /// `splat (T v)`: a vector whose every element is `v`.
    Splat(Box<Operand>),
    Expr(Box<ConstExpr>),
    /// `dso_local_equivalent @f`.
    DsoLocalEquivalent(Name),
    /// `no_cfi @f`.
    NoCfi(Name),
    /// A metadata argument (`metadata ptr %x`, `metadata !12`), as written.
    Metadata(String),
}

/// A floating-point literal.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum FloatLit {
    /// Decimal (`2.500000e+00`), as the nearest binary64.
    Decimal(f64),
    /// `0x…` with 16 hex digits: the bits of a binary64, whatever the type (LLVM
    /// prints `float` and `half` constants as the binary64 of the same value).
    Double(u64),
    /// `0xK…` (x86_fp80), `0xL…` (fp128), `0xM…` (ppc_fp128), `0xH…` (half), `0xR…`
    /// (bfloat): the prefix letter and the raw bits.
    Raw(char, u128),
}

/// A constant expression.
#[derive(Clone, PartialEq, Debug)]
pub enum ConstExpr {
    Gep { flags: GepFlags, source: Type, base: Operand, indices: Vec<Operand> },
    Cast { op: CastOp, value: Operand, to: Type },
    Binary { op: BinOp, flags: IntFlags, lhs: Operand, rhs: Operand },
    ICmp { pred: IPred, lhs: Operand, rhs: Operand },
    Select { cond: Operand, then: Operand, otherwise: Operand },
    ExtractValue { aggregate: Operand, indices: Vec<u32> },
}

/// The flags of a `getelementptr`.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct GepFlags {
    pub inbounds: bool,
    pub nuw: bool,
    pub nusw: bool,
    /// `inrange(a, b)` (constant expressions only), as written.
    pub inrange: Option<String>,
}

/// `nsw`, `nuw`, `exact`, `disjoint`, `nneg` (casts), `samesign` (`icmp`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct IntFlags {
    pub nsw: bool,
    pub nuw: bool,
    pub exact: bool,
    pub disjoint: bool,
    pub nneg: bool,
    pub samesign: bool,
}

/// Fast-math flags (`fast` sets them all).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct FastMath {
    pub nnan: bool,
    pub ninf: bool,
    pub nsz: bool,
    pub arcp: bool,
    pub contract: bool,
    pub afn: bool,
    pub reassoc: bool,
}

/// Two-operand integer and floating-point operations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
}

/// Conversions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FpTrunc,
    FpExt,
    FpToUi,
    FpToSi,
    UiToFp,
    SiToFp,
    PtrToInt,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
}

/// `icmp` predicates.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IPred {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

/// `fcmp` predicates.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FPred {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    Uno,
    True,
}

/// `tail`, `musttail`, `notail` before `call`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TailKind {
    None,
    Tail,
    MustTail,
    NoTail,
}

/// A `call`.
#[derive(Clone, PartialEq, Debug)]
pub struct Call {
    pub tail: TailKind,
    pub fast_math: FastMath,
    /// `fastcc`, `cc 10`, … as written.
    pub cconv: Option<String>,
    pub ret_attrs: Vec<Attr>,
    /// The return type.
    pub ret: Type,
    /// The function type when written (`call i32 (ptr, ...) @printf(…)`).
    pub fn_ty: Option<Type>,
    /// `@f`, or `%p` for an indirect call (its type is `ptr`).
    pub callee: Operand,
    pub args: Vec<Arg>,
    /// Attributes after the arguments, group references (`#2`) included.
    pub fn_attrs: Vec<Attr>,
    /// Operand bundles `[ "tag"(T v, …), … ]`.
    pub bundles: Vec<(String, Vec<Operand>)>,
}

/// A call argument with its attributes.
#[derive(Clone, PartialEq, Debug)]
pub struct Arg {
    pub attrs: Vec<Attr>,
    pub operand: Operand,
}

/// An instruction's operation and operands.
#[derive(Clone, PartialEq, Debug)]
pub enum InstKind {
    /// `ret void` (`None`) or `ret T v`.
    Ret(Option<Operand>),
    Br(Label),
    CondBr {
        cond: Operand,
        then: Label,
        otherwise: Label,
    },
    /// `switch T v, label %d [ T c, label %a … ]`.
    Switch {
        value: Operand,
        default: Label,
        cases: Vec<(Operand, Label)>,
    },
    Unreachable,
    Binary {
        op: BinOp,
        flags: IntFlags,
        fast_math: FastMath,
        lhs: Operand,
        rhs: Operand,
    },
    FNeg {
        fast_math: FastMath,
        operand: Operand,
    },
    ICmp {
        samesign: bool,
        pred: IPred,
        lhs: Operand,
        rhs: Operand,
    },
    FCmp {
        fast_math: FastMath,
        pred: FPred,
        lhs: Operand,
        rhs: Operand,
    },
    Alloca {
        ty: Type,
        count: Option<Operand>,
        align: Option<u64>,
        addrspace: Option<u32>,
    },
    Load {
        ty: Type,
        ptr: Operand,
        volatile: bool,
        align: Option<u64>,
    },
    Store {
        value: Operand,
        ptr: Operand,
        volatile: bool,
        align: Option<u64>,
    },
    Gep {
        flags: GepFlags,
        source: Type,
        base: Operand,
        indices: Vec<Operand>,
    },
    /// `flags`: `nuw`/`nsw` on `trunc`, `nneg` on `zext` and `uitofp`; `fast_math` on
    /// `fptrunc` and `fpext`.
    Cast {
        op: CastOp,
        flags: IntFlags,
        fast_math: FastMath,
        value: Operand,
        to: Type,
    },
    Select {
        fast_math: FastMath,
        cond: Operand,
        then: Operand,
        otherwise: Operand,
    },
    /// `phi T [ v, %bb ], …`: the incoming operands all have type `ty`.
    Phi {
        fast_math: FastMath,
        ty: Type,
        incoming: Vec<(Operand, Label)>,
    },
    Freeze(Operand),
    Call(Box<Call>),
    ExtractValue {
        aggregate: Operand,
        indices: Vec<u32>,
    },
    InsertValue {
        aggregate: Operand,
        value: Operand,
        indices: Vec<u32>,
    },
    VaArg {
        list: Operand,
        ty: Type,
    },
    ExtractElement {
        vector: Operand,
        index: Operand,
    },
    InsertElement {
        vector: Operand,
        value: Operand,
        index: Operand,
    },
    ShuffleVector {
        a: Operand,
        b: Operand,
        mask: Operand,
    },
    /// `invoke … @f(…) to label %normal unwind label %unwind`: a call (its `tail` is
    /// `None`) that continues at `normal` when the callee returns and at `unwind` when
    /// it unwinds.
    Invoke {
        call: Box<Call>,
        normal: Label,
        unwind: Label,
    },
    /// `landingpad T [cleanup] clause…`: the first instruction of an unwind target.
    LandingPad {
        ty: Type,
        cleanup: bool,
        clauses: Vec<Clause>,
    },
    /// `resume T v`: unwinds on to the caller with `v`.
    Resume(Operand),
}

/// A clause of a `landingpad`.
#[derive(Clone, PartialEq, Debug)]
pub enum Clause {
    /// `catch T v`: the type information of an exception caught here.
    Catch(Operand),
    /// `filter T v`: the array of the types an exception may have.
    Filter(Operand),
}

impl InstKind {
    /// Whether the instruction produces a value (and so takes a number when unnamed).
    pub fn has_value(&self) -> bool {
        match self {
            InstKind::Ret(_)
            | InstKind::Br(_)
            | InstKind::CondBr { .. }
            | InstKind::Switch { .. }
            | InstKind::Unreachable
            | InstKind::Resume(_)
            | InstKind::Store { .. } => false,
            InstKind::Call(c) | InstKind::Invoke { call: c, .. } => c.ret != Type::Void,
            _ => true,
        }
    }

    /// Whether the instruction ends a block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Ret(_)
                | InstKind::Br(_)
                | InstKind::CondBr { .. }
                | InstKind::Switch { .. }
                | InstKind::Unreachable
                | InstKind::Invoke { .. }
                | InstKind::Resume(_)
        )
    }

    /// The operands of an instruction other than a φ node's incoming values.
    pub fn operands(&self) -> Vec<&Operand> {
        match self {
            InstKind::Ret(v) => v.iter().collect(),
            InstKind::Br(_) | InstKind::Unreachable | InstKind::Phi { .. } => vec![],
            InstKind::CondBr { cond, .. } => vec![cond],
            InstKind::Switch { value, .. } => vec![value],
            InstKind::Binary { lhs, rhs, .. } | InstKind::ICmp { lhs, rhs, .. } | InstKind::FCmp { lhs, rhs, .. } => {
                vec![lhs, rhs]
            }
            InstKind::FNeg { operand, .. } => vec![operand],
            InstKind::Alloca { count, .. } => count.iter().collect(),
            InstKind::Load { ptr, .. } => vec![ptr],
            InstKind::Store { value, ptr, .. } => vec![value, ptr],
            InstKind::Gep { base, indices, .. } => std::iter::once(base).chain(indices).collect(),
            InstKind::Cast { value, .. } | InstKind::Freeze(value) => vec![value],
            InstKind::Select { cond, then, otherwise, .. } => vec![cond, then, otherwise],
            InstKind::Call(c) | InstKind::Invoke { call: c, .. } => std::iter::once(&c.callee)
                .chain(c.args.iter().map(|a| &a.operand))
                .chain(c.bundles.iter().flat_map(|(_, ops)| ops))
                .collect(),
            InstKind::ExtractValue { aggregate, .. } => vec![aggregate],
            InstKind::InsertValue { aggregate, value, .. } => vec![aggregate, value],
            InstKind::VaArg { list, .. } => vec![list],
            InstKind::ExtractElement { vector, index } => vec![vector, index],
            InstKind::InsertElement { vector, value, index } => vec![vector, value, index],
            InstKind::ShuffleVector { a, b, mask } => vec![a, b, mask],
            InstKind::LandingPad { clauses, .. } => clauses
                .iter()
                .map(|c| match c {
                    Clause::Catch(v) | Clause::Filter(v) => v,
                })
                .collect(),
            InstKind::Resume(v) => vec![v],
        }
    }

    /// The labels a terminator may branch to, one per reference, in LLVM's successor
    /// order: `br`'s target, or its true then false targets; `switch`'s default, then
    /// its cases in order; `invoke`'s normal then unwind target. Empty for `ret`,
    /// `unreachable`, `resume` and every other instruction.
    pub fn successors(&self) -> Vec<&Label> {
        match self {
            InstKind::Br(l) => vec![l],
            InstKind::CondBr { then, otherwise, .. } => vec![then, otherwise],
            InstKind::Switch { default, cases, .. } => {
                std::iter::once(default).chain(cases.iter().map(|(_, l)| l)).collect()
            }
            InstKind::Invoke { normal, unwind, .. } => vec![normal, unwind],
            _ => Vec::new(),
        }
    }
}

/// A parameter, return or function attribute.
#[derive(Clone, PartialEq, Debug)]
pub enum Attr {
    NoUndef,
    NonNull,
    Align(u64),
    Dereferenceable(u64),
    DereferenceableOrNull(u64),
    /// `range(T lo, hi)`: `lo` ≤ v < `hi` (wrapping when `hi` ≤ `lo`).
    Range {
        ty: Type,
        lo: BigInt,
        hi: BigInt,
    },
    NoCapture,
    /// `captures(…)`: the text between the parentheses.
    Captures(String),
    ReadOnly,
    WriteOnly,
    ReadNone,
    SignExt,
    ZeroExt,
    NoAlias,
    Returned,
    ImmArg,
    ByVal(Type),
    SRet(Type),
    ElementType(Type),
    /// `initializes((a, b), …)`: the ranges of bytes written before being read.
    Initializes(Vec<(BigInt, BigInt)>),
    DeadOnUnwind,
    Writable,
    NoReturn,
    NoUnwind,
    /// `#N`: a reference to an attribute group.
    Group(u32),
    /// `"key"` or `"key"="value"`.
    Str {
        key: String,
        value: Option<String>,
    },
    /// Any other attribute: its exact text (`memory(argmem: read)`, `uwtable`, …).
    Other {
        text: String,
        span: Span,
    },
}
