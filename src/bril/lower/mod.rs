//! From a Bril syntax tree to a verified Waddle program.
//!
//! Per function: every instruction is checked (arity, operand and destination types,
//! defined variables and labels, the features outside the kernel); the instructions
//! are cut into basic blocks (a label starts one, `jmp`/`br`/`ret` end one, a block
//! without a terminator falls through into the next, the last one returns); a
//! synthetic entry node defines the arguments, so that a jump to the first label
//! gets a fresh entry block. SSA construction is Cytron et al.'s with the iterated
//! dominance frontier (`shared/seeds/loops-dominators-ssa-notes.txt`), pruned by
//! liveness: a block gets a parameter for a variable only when the variable is live
//! on entry to it; renaming walks the dominator tree and passes the reaching
//! definitions as branch arguments. A variable live on entry to the function (some
//! path uses it before assigning it) starts as a placeholder with a flag
//! `x.defined = false`; uses that some path reaches unassigned check the flag first
//! (`brili`'s "undefined variable" when it is false).
//!
//! Semantics: `add`, `sub`, `mul` and `div` wrap to 64-bit two's complement with an
//! explicit `wrap_s(·, 64)`; `div` truncates (Waddle's `div`) and a zero divisor is
//! Waddle's division-by-zero outcome. A pointer is a bit address (an `int`): cells
//! are 64 bits, `ptradd p k` adds `64·k`, `load`/`store` move 64 bits (an `int` cell
//! is read back with `wrap_s`, a `bool` cell is 0 or 1), `alloc n` checks `n > 0`
//! (Bril's error) before allocating `64·n` bits. `print` is a call of an external
//! `print_<types>` (one per list of argument types), whose effect `run.rs` renders as
//! Bril prints it.
//!
//! Alongside the program, `Info` keeps per Waddle position the number of Bril
//! instructions it accounts for (for `total_dyn_inst`) and, for each instruction that
//! can fail, the Bril instruction it came from (for Bril's error messages).

use super::{error, BType, Instr, Item, Lit, Span};
use crate::analysis::{cfg::Cfg, dom::DomTree};
use crate::diag::{Diagnostic, Loc};
use crate::ir::{
    self, BinOp, Block, BlockId, Callee, ExternId, FuncId, Op, Operand, Reg, RegData, Target, Terminator, Type, UnOp,
    Value,
};
use std::collections::{HashMap, HashSet};

/// The `op` of the origin of a failing check that a variable was assigned.
pub const UNDEFINED: &str = "<undefined variable>";

/// How `print` renders a value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    Int,
    Bool,
    Ptr,
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
}

/// An imported program.
pub struct Imported {
    pub program: ir::Program,
    pub info: Info,
    /// The `# ARGS:` comment's arguments (text form only).
    pub args: Option<Vec<String>>,
}

/// Reads Bril text (JSON or text form) and imports it.
pub fn import_text(text: &str) -> Result<Imported, Vec<Diagnostic>> {
    let p = super::parse(text)?;
    import(&p)
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
        _ => Kind::Ptr,
    }
}

fn unsupported(feature: &str) -> String {
    let what = match feature {
        "float" => "floating point (`float`) is",
        "char" => "characters (`char`) are",
        "speculation" => "speculative execution is",
        _ => return "`phi` (Bril's SSA form) is not imported: import the program before SSA conversion".into(),
    };
    format!("{what} outside Waddle's kernel")
}

/// Imports a Bril program. Every error is located in the Bril source.
pub fn import(p: &super::Program) -> Result<Imported, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let mut sigs: HashMap<&str, Sig> = HashMap::new();
    for (i, f) in p.functions.iter().enumerate() {
        for prm in &f.params {
            if let Some(feat) = prm.ty.unsupported() {
                errors.push(error(
                    prm.span.clone(),
                    format!("argument `{}` of `@{}` has type {}: {}", prm.name, f.name, prm.ty, unsupported(feat)),
                ));
            }
        }
        if let Some(feat) = f.ret.as_ref().and_then(|t| t.unsupported()) {
            errors.push(error(f.span.clone(), format!("`@{}` returns {feat}: {}", f.name, unsupported(feat))));
        }
        let sig =
            Sig { id: FuncId(i as u32), params: f.params.iter().map(|x| x.ty.clone()).collect(), ret: f.ret.clone() };
        if sigs.insert(&f.name, sig).is_some() {
            errors.push(error(f.span.clone(), format!("function `@{}` is defined twice", f.name)));
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut externs: Vec<(Vec<Kind>, ir::Extern)> = Vec::new();
    let mut info = Info::default();
    let mut funcs = Vec::new();
    for (i, f) in p.functions.iter().enumerate() {
        let mut l = FnLower::new(f, i as u32, &sigs, &mut externs, &mut info);
        match l.lower() {
            Some(func) if l.errors.is_empty() => funcs.push(func),
            _ => errors.append(&mut l.errors),
        }
        info.params.push(f.params.iter().map(|x| x.ty.clone()).collect());
        info.spans.push(f.span.clone());
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    info.prints = externs.iter().map(|(k, _)| k.clone()).collect();
    let program = ir::Program { funcs, externs: externs.into_iter().map(|(_, e)| e).collect() };
    let problems = crate::verify::verify_program(&program, None);
    if !problems.is_empty() {
        return Err(problems
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
            .collect());
    }
    Ok(Imported { program, info, args: p.args.clone() })
}

/// A checked Bril instruction over variable indices.
#[derive(Clone, Debug)]
enum Ins {
    Const(usize, Value),
    Id(usize, usize),
    /// `op`, wrap to 64 bits, destination, operands.
    Bin(BinOp, bool, usize, usize, usize),
    Not(usize, usize),
    Print(Vec<usize>),
    Call(Option<usize>, FuncId, Vec<usize>),
    Alloc(usize, usize),
    Free(usize),
    Store(usize, usize, Kind),
    Load(usize, usize, Kind),
    PtrAdd(usize, usize, usize),
    Nop,
}

#[derive(Clone, Debug)]
enum Term {
    Jmp(String),
    Br(usize, String, String),
    Ret(Option<usize>),
}

struct BB {
    label: Option<String>,
    ins: Vec<(Ins, usize)>,
    term: Option<(Term, usize)>,
}

struct FnLower<'a> {
    f: &'a super::Function,
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
    names: Vec<String>,
    types: Vec<BType>,
    /// The Bril instructions of the function, in order (`Ins` refer to them by index).
    instrs: Vec<&'a Instr>,
}

struct Bits {
    words: usize,
    data: Vec<u64>,
}

impl Bits {
    fn new(rows: usize, cols: usize) -> Bits {
        let words = cols.div_ceil(64).max(1);
        Bits { words, data: vec![0; rows * words] }
    }
    fn row(&self, r: usize) -> &[u64] {
        &self.data[r * self.words..(r + 1) * self.words]
    }
    fn get(&self, r: usize, c: usize) -> bool {
        self.data[r * self.words + c / 64] >> (c % 64) & 1 == 1
    }
    fn set(&mut self, r: usize, c: usize) {
        self.data[r * self.words + c / 64] |= 1 << (c % 64);
    }
    fn put(&mut self, r: usize, c: usize, on: bool) {
        let w = &mut self.data[r * self.words + c / 64];
        *w = (*w & !(1 << (c % 64))) | (u64::from(on) << (c % 64));
    }
}

impl<'a> FnLower<'a> {
    fn new(
        f: &'a super::Function,
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
        }
    }

    fn err(&mut self, span: &Span, msg: impl Into<String>) {
        self.errors.push(error(span.clone(), msg));
    }

    /// Gives every variable its type: the arguments' and the destinations'. A name
    /// assigned several types (legal Bril) becomes one variable per type, so that
    /// every SSA value has one type; `resolve_types` then tells each use which one.
    fn declare(&mut self) {
        let f = self.f;
        for p in &f.params {
            if self.vars.contains_key(&p.name) {
                self.err(&p.span, format!("argument `{}` is declared twice", p.name));
                continue;
            }
            self.vars.insert(p.name.clone(), vec![self.names.len()]);
            self.names.push(p.name.clone());
            self.types.push(p.ty.clone());
        }
        for it in &f.items {
            let Item::Instr(i) = it else { continue };
            let Some(d) = &i.dest else { continue };
            let Some(t) = &i.ty else {
                self.err(&i.span, format!("`{}` assigns `{d}` but gives no type", i.op));
                continue;
            };
            let versions = self.vars.entry(d.clone()).or_default();
            if versions.iter().any(|&v| &self.types[v] == t) {
                continue;
            }
            if versions.len() == 63 {
                self.err(&i.span, format!("variable `{d}` is assigned more than 63 types"));
                continue;
            }
            // The first type keeps the Bril name; the others get the type as a suffix.
            let name = if versions.is_empty() { d.clone() } else { format!("{d}.{}", type_suffix(t)) };
            versions.push(self.names.len());
            self.names.push(name);
            self.types.push(t.clone());
        }
    }

    /// For the names assigned several types: which of their variables reaches each use
    /// (a forward analysis over the Bril blocks; an assignment of one type kills the
    /// others, as it overwrites the variable in `brili`).
    fn resolve_types(&mut self) {
        let multi: HashMap<&str, usize> = self
            .vars
            .iter()
            .filter(|(_, vs)| vs.len() > 1)
            .enumerate()
            .map(|(k, (name, _))| (name.as_str(), k))
            .collect();
        if multi.is_empty() {
            return;
        }
        let f = self.f;
        // Blocks of (instruction index, instruction); a label starts one, `jmp`, `br`
        // and `ret` end one.
        let mut blocks: Vec<Vec<(usize, &Instr)>> = vec![Vec::new()];
        let mut at: HashMap<&str, usize> = HashMap::new();
        let mut ii = 0;
        for it in &f.items {
            match it {
                Item::Label { name, .. } => {
                    if !blocks.last().is_some_and(|b| b.is_empty()) {
                        blocks.push(Vec::new());
                    }
                    at.entry(name.as_str()).or_insert(blocks.len() - 1);
                }
                Item::Instr(i) => {
                    blocks.last_mut().expect("a current block").push((ii, i));
                    ii += 1;
                    if matches!(i.op.as_str(), "jmp" | "br" | "ret") {
                        blocks.push(Vec::new());
                    }
                }
            }
        }
        let nb = blocks.len();
        let succs: Vec<Vec<usize>> = (0..nb)
            .map(|b| match blocks[b].last() {
                Some((_, i)) if matches!(i.op.as_str(), "jmp" | "br") => {
                    i.labels.iter().filter_map(|l| at.get(l.as_str()).copied()).collect()
                }
                Some((_, i)) if i.op == "ret" => vec![],
                _ if b + 1 < nb => vec![b + 1],
                _ => vec![],
            })
            .collect();
        let bit = |lower: &Self, name: &str, t: &BType| -> u64 {
            let vs = &lower.vars[name];
            vs.iter().position(|&v| &lower.types[v] == t).map_or(0, |k| 1 << k)
        };
        let m = multi.len();
        let mut entry = vec![0u64; m];
        for p in &f.params {
            if let Some(&k) = multi.get(p.name.as_str()) {
                entry[k] = bit(self, &p.name, &p.ty);
            }
        }
        let transfer =
            |lower: &Self, b: usize, state: &mut Vec<u64>, mut record: Option<&mut HashMap<(usize, usize), u64>>| {
                for &(ii, i) in &blocks[b] {
                    if let Some(rec) = record.as_deref_mut() {
                        for (k, a) in i.args.iter().enumerate() {
                            if let Some(&x) = multi.get(a.as_str()) {
                                rec.insert((ii, k), state[x]);
                            }
                        }
                    }
                    if let (Some(d), Some(t)) = (&i.dest, &i.ty) {
                        if let Some(&x) = multi.get(d.as_str()) {
                            state[x] = bit(lower, d, t);
                        }
                    }
                }
            };
        let mut ins: Vec<Vec<u64>> = vec![vec![0; m]; nb];
        ins[0] = entry;
        let mut changed = true;
        while changed {
            changed = false;
            for b in 0..nb {
                let mut state = ins[b].clone();
                transfer(self, b, &mut state, None);
                for &s in &succs[b] {
                    for (x, y) in ins[s].iter_mut().zip(&state) {
                        if *x | y != *x {
                            *x |= y;
                            changed = true;
                        }
                    }
                }
            }
        }
        let mut reaching = HashMap::new();
        for (b, state) in ins.iter().enumerate() {
            transfer(self, b, &mut state.clone(), Some(&mut reaching));
        }
        self.reaching = reaching;
    }

    /// The variable that use `k` of the current instruction refers to: the one of its
    /// name's variables that reaches it, or, when none does (the use fails in `brili`
    /// as undefined), the one of type `want` if any. A use that variables of several
    /// types reach depending on the path is rejected: its one SSA value would need one
    /// type.
    fn resolve(&mut self, i: &Instr, k: usize, want: Option<&BType>) -> Option<usize> {
        let name = &i.args[k];
        let Some(vs) = self.vars.get(name) else {
            self.err(&i.span, format!("undefined variable `{name}` in `{}`", i.op));
            return None;
        };
        if vs.len() == 1 {
            return Some(vs[0]);
        }
        let vs = vs.clone();
        let mask = self.reaching.get(&(self.instrs.len() - 1, k)).copied().unwrap_or(0);
        match mask.count_ones() {
            0 => Some(want.and_then(|t| vs.iter().copied().find(|&v| &self.types[v] == t)).unwrap_or(vs[0])),
            1 => Some(vs[mask.trailing_zeros() as usize]),
            // Reported once per instruction (`add x x` names it twice).
            _ if i.args[..k].contains(name) => None,
            _ => {
                let types: Vec<String> = (0..vs.len())
                    .filter(|b| mask >> b & 1 == 1)
                    .map(|b| {
                        let t = self.types[vs[b]].to_string();
                        if t.starts_with('i') {
                            format!("an {t}")
                        } else {
                            format!("a {t}")
                        }
                    })
                    .collect();
                let msg =
                    format!("`{name}` in `{}` holds {} here depending on the path taken", i.op, types.join(" or "));
                self.errors.push(error(i.span.clone(), msg).note(
                    "each Waddle value has one type: a variable assigned several types is imported as one \
                     variable per type, which needs every use to be reached by assignments of one type",
                ));
                None
            }
        }
    }

    fn var(&mut self, i: &Instr, k: usize) -> Option<usize> {
        self.resolve(i, k, None)
    }

    /// Argument `k` of `i`, which must have type `want`.
    fn arg(&mut self, i: &Instr, k: usize, want: &BType) -> Option<usize> {
        let v = self.resolve(i, k, Some(want))?;
        if &self.types[v] != want {
            let msg = format!("`{}` argument {k} (`{}`) must be {want}, but it is {}", i.op, i.args[k], self.types[v]);
            self.err(&i.span, msg);
            return None;
        }
        Some(v)
    }

    fn dest(&mut self, i: &Instr, want: Option<&BType>) -> Option<usize> {
        let Some(d) = &i.dest else {
            self.err(&i.span, format!("`{}` needs a destination", i.op));
            return None;
        };
        // `declare` gave the name a variable of the destination's type (or reported
        // the missing type).
        let v = *self.vars.get(d)?.iter().find(|&&v| i.ty.as_ref() == Some(&self.types[v]))?;
        if let Some(want) = want {
            if &self.types[v] != want {
                let msg = format!("`{}` produces {want}, but its destination `{d}` has type {}", i.op, self.types[v]);
                self.err(&i.span, msg);
                return None;
            }
        }
        Some(v)
    }

    fn arity(&mut self, i: &Instr, args: usize, labels: usize, funcs: usize) -> bool {
        let mut ok = true;
        for (what, want, got) in
            [("argument", args, i.args.len()), ("label", labels, i.labels.len()), ("function", funcs, i.funcs.len())]
        {
            if want != got {
                self.err(&i.span, format!("`{}` takes {want} {what}(s); got {got}", i.op));
                ok = false;
            }
        }
        ok
    }

    fn no_dest(&mut self, i: &Instr) -> bool {
        if let Some(d) = &i.dest {
            self.err(&i.span, format!("`{}` has no result, but assigns `{d}`", i.op));
            return false;
        }
        true
    }

    /// Checks one instruction; `Err(())` when it was rejected (errors recorded).
    fn check(&mut self, i: &Instr) -> Result<Result<Ins, Term>, ()> {
        let int = BType::Int;
        let boolean = BType::Bool;
        let op = i.op.as_str();
        let feature = match op {
            "fadd" | "fsub" | "fmul" | "fdiv" | "feq" | "flt" | "fle" | "fgt" | "fge" => Some("float"),
            "ceq" | "clt" | "cle" | "cgt" | "cge" | "char2int" | "int2char" => Some("char"),
            "speculate" | "guard" | "commit" => Some("speculation"),
            "phi" => Some("phi"),
            _ => None,
        };
        if let Some(feat) = feature.or_else(|| i.ty.as_ref().and_then(|t| t.unsupported())) {
            let feat = if feat == "phi" { "phi" } else { feat };
            self.err(&i.span, format!("unsupported Bril feature in `{op}`: {}", unsupported(feat)));
            return Err(());
        }
        let bin = |o| match o {
            "add" => Some((BinOp::Add, true, true)),
            "sub" => Some((BinOp::Sub, true, true)),
            "mul" => Some((BinOp::Mul, true, true)),
            "div" => Some((BinOp::Div, true, true)),
            "eq" => Some((BinOp::Eq, false, true)),
            "lt" => Some((BinOp::Lt, false, true)),
            "le" => Some((BinOp::Le, false, true)),
            "gt" => Some((BinOp::Gt, false, true)),
            "ge" => Some((BinOp::Ge, false, true)),
            "and" => Some((BinOp::And, false, false)),
            "or" => Some((BinOp::Or, false, false)),
            _ => None,
        };
        let ok = |x: Option<Ins>| x.map(Ok).ok_or(());
        match op {
            "const" => {
                let Some(d) = self.dest(i, None) else { return Err(()) };
                let v = match (&i.value, &self.types[d]) {
                    (Some(Lit::Int(x)), BType::Int) => Value::int(*x),
                    (Some(Lit::Bool(b)), BType::Bool) => Value::Bool(*b),
                    (Some(_), t) => {
                        let msg = format!("`const` of type {t} has a value of another type");
                        self.err(&i.span, msg);
                        return Err(());
                    }
                    (None, _) => {
                        self.err(&i.span, "`const` needs a `value`");
                        return Err(());
                    }
                };
                Ok(Ok(Ins::Const(d, v)))
            }
            _ if bin(op).is_some() => {
                let (b, wrap, ints) = bin(op).unwrap_or((BinOp::Add, false, false));
                if !self.arity(i, 2, 0, 0) {
                    return Err(());
                }
                let t = if ints { &int } else { &boolean };
                let (x, y) = (self.arg(i, 0, t), self.arg(i, 1, t));
                let res = if ints && !wrap { &boolean } else { t };
                let d = self.dest(i, Some(res));
                ok((|| Some(Ins::Bin(b, wrap, d?, x?, y?)))())
            }
            "not" => {
                if !self.arity(i, 1, 0, 0) {
                    return Err(());
                }
                let x = self.arg(i, 0, &boolean);
                let d = self.dest(i, Some(&boolean));
                ok((|| Some(Ins::Not(d?, x?)))())
            }
            "id" => {
                if !self.arity(i, 1, 0, 0) {
                    return Err(());
                }
                let x = self.resolve(i, 0, i.ty.as_ref()).ok_or(())?;
                let t = self.types[x].clone();
                let d = self.dest(i, Some(&t)).ok_or(())?;
                Ok(Ok(Ins::Id(d, x)))
            }
            "print" => {
                let vs: Vec<Option<usize>> = (0..i.args.len()).map(|k| self.var(i, k)).collect();
                if !self.no_dest(i) {
                    return Err(());
                }
                ok(vs.into_iter().collect::<Option<Vec<_>>>().map(Ins::Print))
            }
            "nop" => {
                if !self.arity(i, 0, 0, 0) || !self.no_dest(i) {
                    return Err(());
                }
                Ok(Ok(Ins::Nop))
            }
            "jmp" => {
                if !self.arity(i, 0, 1, 0) || !self.no_dest(i) {
                    return Err(());
                }
                Ok(Err(Term::Jmp(i.labels[0].clone())))
            }
            "br" => {
                if !self.arity(i, 1, 2, 0) || !self.no_dest(i) {
                    return Err(());
                }
                let c = self.arg(i, 0, &boolean).ok_or(())?;
                Ok(Err(Term::Br(c, i.labels[0].clone(), i.labels[1].clone())))
            }
            "ret" => {
                if !self.no_dest(i) {
                    return Err(());
                }
                match (&self.f.ret, i.args.len()) {
                    (None, 0) => Ok(Err(Term::Ret(None))),
                    (Some(t), 1) => {
                        let t = t.clone();
                        Ok(Err(Term::Ret(Some(self.arg(i, 0, &t).ok_or(())?))))
                    }
                    (None, n) => {
                        let msg = format!("`@{}` has no return type, but `ret` has {n} argument(s)", self.f.name);
                        self.err(&i.span, msg);
                        Err(())
                    }
                    (Some(t), n) => {
                        let msg = format!("`@{}` returns {t}, so `ret` takes 1 argument; got {n}", self.f.name);
                        self.err(&i.span, msg);
                        Err(())
                    }
                }
            }
            "call" => {
                if i.funcs.len() != 1 || !i.labels.is_empty() {
                    self.err(&i.span, format!("`call` takes 1 function; got {}", i.funcs.len()));
                    return Err(());
                }
                let name = &i.funcs[0];
                let Some(sig) = self.sigs.get(name.as_str()) else {
                    self.err(&i.span, format!("call of undefined function `@{name}`"));
                    return Err(());
                };
                let (id, params, ret) = (sig.id, sig.params.clone(), sig.ret.clone());
                if params.len() != i.args.len() {
                    let msg = format!("`@{name}` takes {} argument(s); got {}", params.len(), i.args.len());
                    self.err(&i.span, msg);
                    return Err(());
                }
                let args: Vec<Option<usize>> = params.iter().enumerate().map(|(k, t)| self.arg(i, k, t)).collect();
                let d = match (&i.dest, &ret) {
                    (None, None) => None,
                    (Some(_), Some(t)) => Some(self.dest(i, Some(t)).ok_or(())?),
                    (Some(d), None) => {
                        let msg = format!("`@{name}` returns nothing, but the call assigns `{d}`");
                        self.err(&i.span, msg);
                        return Err(());
                    }
                    (None, Some(t)) => {
                        // brili: "non-void function (type: …) doesn't return anything".
                        let msg = format!("`@{name}` returns {t}, but the call has no destination");
                        self.err(&i.span, msg);
                        return Err(());
                    }
                };
                ok(args.into_iter().collect::<Option<Vec<_>>>().map(|a| Ins::Call(d, id, a)))
            }
            "alloc" => {
                if !self.arity(i, 1, 0, 0) {
                    return Err(());
                }
                let n = self.arg(i, 0, &int);
                let d = self.dest(i, None).ok_or(())?;
                if !matches!(self.types[d], BType::Ptr(_)) {
                    self.err(&i.span, format!("`alloc` must produce a pointer, not {}", self.types[d]));
                    return Err(());
                }
                Ok(Ok(Ins::Alloc(d, n.ok_or(())?)))
            }
            "free" => {
                if !self.arity(i, 1, 0, 0) || !self.no_dest(i) {
                    return Err(());
                }
                let p = self.var(i, 0).ok_or(())?;
                if !matches!(self.types[p], BType::Ptr(_)) {
                    let msg =
                        format!("`free` argument 0 (`{}`) must be a pointer, but it is {}", i.args[0], self.types[p]);
                    self.err(&i.span, msg);
                    return Err(());
                }
                Ok(Ok(Ins::Free(p)))
            }
            "store" | "load" | "ptradd" => {
                let n = if op == "load" { 1 } else { 2 };
                if !self.arity(i, n, 0, 0) {
                    return Err(());
                }
                let p = self.var(i, 0).ok_or(())?;
                let BType::Ptr(elem) = self.types[p].clone() else {
                    let msg =
                        format!("`{op}` argument 0 (`{}`) must be a pointer, but it is {}", i.args[0], self.types[p]);
                    self.err(&i.span, msg);
                    return Err(());
                };
                match op {
                    "store" => {
                        if !self.no_dest(i) {
                            return Err(());
                        }
                        let v = self.arg(i, 1, &elem).ok_or(())?;
                        Ok(Ok(Ins::Store(p, v, kind(&elem))))
                    }
                    "load" => {
                        let d = self.dest(i, Some(&elem)).ok_or(())?;
                        Ok(Ok(Ins::Load(d, p, kind(&elem))))
                    }
                    _ => {
                        let k = self.arg(i, 1, &int).ok_or(())?;
                        let d = self.dest(i, Some(&BType::Ptr(elem))).ok_or(())?;
                        Ok(Ok(Ins::PtrAdd(d, p, k)))
                    }
                }
            }
            _ => {
                self.err(&i.span, format!("unknown opcode `{op}`"));
                Err(())
            }
        }
    }

    /// Cuts the checked instructions into basic blocks.
    fn blocks(&mut self) -> Vec<BB> {
        let f = self.f;
        let mut bbs = vec![BB { label: None, ins: vec![], term: None }];
        let mut label_spans: HashMap<&str, &Span> = HashMap::new();
        for it in &f.items {
            match it {
                Item::Label { name, span } => {
                    if let Some(first) = label_spans.insert(name, span) {
                        let first = first.clone();
                        self.errors.push(
                            Diagnostic::new(Loc::span(span.clone()), format!("label `.{name}` is defined twice"))
                                .note(format!("first defined at byte {}", first.start)),
                        );
                    }
                    let first = bbs.len() == 1;
                    let cur = bbs.last_mut().expect("there is a current block");
                    if cur.label.is_none() && cur.ins.is_empty() && cur.term.is_none() && first {
                        cur.label = Some(name.clone());
                    } else {
                        bbs.push(BB { label: Some(name.clone()), ins: vec![], term: None });
                    }
                }
                Item::Instr(i) => {
                    let idx = self.instrs.len();
                    self.instrs.push(i);
                    let Ok(checked) = self.check(i) else { continue };
                    let cur = bbs.last_mut().expect("there is a current block");
                    match checked {
                        Ok(ins) => cur.ins.push((ins, idx)),
                        Err(t) => {
                            cur.term = Some((t, idx));
                            bbs.push(BB { label: None, ins: vec![], term: None });
                        }
                    }
                }
            }
        }
        // A block without a label after a terminator can never run.
        let mut k = 0;
        bbs.retain(|b| {
            k += 1;
            k == 1 || b.label.is_some()
        });
        bbs
    }

    fn lower(&mut self) -> Option<ir::Function> {
        self.declare();
        self.resolve_types();
        let bbs = self.blocks();
        if !self.errors.is_empty() {
            return None;
        }
        let f = self.f;
        let nb = bbs.len();
        let n = nb + 1; // node 0 is the synthetic entry; block k is node k + 1
        let labels: HashMap<&str, usize> =
            bbs.iter().enumerate().filter_map(|(k, b)| b.label.as_deref().map(|l| (l, k + 1))).collect();
        let mut succs: Vec<Vec<BlockId>> = vec![vec![BlockId(1)]];
        for (k, b) in bbs.iter().enumerate() {
            let mut s = Vec::new();
            match &b.term {
                Some((Term::Jmp(l), idx)) => s.push(self.label(&labels, l, *idx)),
                Some((Term::Br(_, a, c), idx)) => {
                    s.push(self.label(&labels, a, *idx));
                    s.push(self.label(&labels, c, *idx));
                }
                Some((Term::Ret(_), _)) => {}
                None if k + 1 < nb => s.push(Some(k + 2)),
                None => {}
            }
            succs.push(s.into_iter().map(|x| BlockId(x.unwrap_or(0) as u32)).collect());
        }
        if !self.errors.is_empty() {
            return None;
        }
        let cfg = Cfg::from_succs(BlockId(0), succs.clone());
        let dom = DomTree::from_cfg(&cfg);
        let reach = |x: usize| dom.is_reachable(BlockId(x as u32));
        // Falling off the end of a function that returns a value.
        if let Some(t) = &f.ret {
            if nb > 0 && reach(nb) && bbs[nb - 1].term.is_none() {
                let msg = format!(
                    "`@{}` returns {t}, but its last block can reach the end of the function without `ret`",
                    f.name
                );
                self.errors.push(error(f.span.clone(), msg));
                return None;
            }
        }
        let nv = self.names.len();
        // Uses and definitions per node, then liveness. Column `nv + v` is the flag
        // "`v` is assigned" of a variable that some path uses before assigning it.
        let (mut uses, mut defs) = (Bits::new(n, 2 * nv), Bits::new(n, 2 * nv));
        for p in 0..f.params.len() {
            defs.set(0, p);
        }
        for (k, b) in bbs.iter().enumerate() {
            let node = k + 1;
            for (ins, _) in &b.ins {
                for u in ins_uses(ins) {
                    if !defs.get(node, u) {
                        uses.set(node, u);
                    }
                }
                if let Some(d) = ins_def(ins) {
                    defs.set(node, d);
                }
            }
            if let Some((Term::Br(c, _, _) | Term::Ret(Some(c)), _)) = &b.term {
                if !defs.get(node, *c) {
                    uses.set(node, *c)
                }
            }
        }
        let liveness = |uses: &Bits, defs: &Bits| {
            let mut live_in = Bits::new(n, 2 * nv);
            let words = live_in.words;
            let mut changed = true;
            while changed {
                changed = false;
                for node in (0..n).rev() {
                    if !reach(node) {
                        continue;
                    }
                    let mut out = vec![0u64; words];
                    for s in &succs[node] {
                        for (o, x) in out.iter_mut().zip(live_in.row(s.index())) {
                            *o |= x;
                        }
                    }
                    for (w, o) in out.iter().enumerate() {
                        let v = uses.row(node)[w] | (o & !defs.row(node)[w]);
                        let slot = &mut live_in.data[node * words + w];
                        if *slot != v {
                            *slot = v;
                            changed = true;
                        }
                    }
                }
            }
            live_in
        };
        let mut live_in = liveness(&uses, &defs);
        // A variable live on entry is used before any assignment on some path, where
        // `brili` fails with "undefined variable" if that path runs. The entry gives
        // it a placeholder and a flag "assigned" (false), every assignment sets the flag,
        // and each use that is not preceded by an assignment on every path checks it
        // first (`guards`): a failing check is Waddle's division by zero, which `run.rs`
        // reports with `brili`'s words.
        let undefined: Vec<bool> = (0..nv).map(|v| live_in.get(0, v)).collect();
        let mut guards = Bits::new(n, nv);
        if undefined.iter().any(|u| *u) {
            // Must-be-assigned analysis (forward, intersection over predecessors).
            let mut md_out = Bits::new(n, nv);
            for node in 1..n {
                for v in 0..nv {
                    md_out.set(node, v);
                }
            }
            for p in 0..f.params.len() {
                md_out.set(0, p);
            }
            let mut md_in = Bits::new(n, nv);
            let mut changed = true;
            while changed {
                changed = false;
                for node in 1..n {
                    if !reach(node) {
                        continue;
                    }
                    for v in 0..nv {
                        let mut preds = cfg.preds[node].iter().filter(|p| reach(p.index()));
                        let all = preds.all(|p| md_out.get(p.index(), v));
                        md_in.put(node, v, all);
                        let out = all || defs.get(node, v);
                        if out != md_out.get(node, v) {
                            md_out.put(node, v, out);
                            changed = true;
                        }
                    }
                }
            }
            for v in (0..nv).filter(|&v| undefined[v]) {
                defs.set(0, v);
                defs.set(0, nv + v);
                for node in 1..n {
                    if defs.get(node, v) {
                        defs.set(node, nv + v);
                    }
                    if reach(node) && uses.get(node, v) && !md_in.get(node, v) {
                        guards.set(node, v);
                        uses.set(node, nv + v);
                    }
                }
            }
            live_in = liveness(&uses, &defs);
        }
        for v in 0..nv {
            let name = format!("{}.defined", self.names[v]);
            self.names.push(name);
            self.types.push(BType::Bool);
        }
        // Dominance frontiers (Cooper–Harvey–Kennedy's walk up from each predecessor).
        let mut df: Vec<Vec<usize>> = vec![Vec::new(); n];
        for b in 0..n {
            let preds: Vec<usize> = cfg.preds[b].iter().map(|p| p.index()).filter(|&p| reach(p)).collect();
            if preds.len() < 2 || !reach(b) {
                continue;
            }
            let idom = dom.idom(BlockId(b as u32)).map(|x| x.index());
            for p in preds {
                let mut r = Some(p);
                while let Some(x) = r {
                    if Some(x) == idom {
                        break;
                    }
                    if !df[x].contains(&b) {
                        df[x].push(b);
                    }
                    r = dom.idom(BlockId(x as u32)).map(|y| y.index());
                }
            }
        }
        // Block parameters at the iterated dominance frontier of each variable's
        // definitions, where the variable is live (pruned SSA).
        let mut params_of: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut seen = vec![usize::MAX; n];
        for v in 0..2 * nv {
            let mut work: Vec<usize> = (0..n).filter(|&b| reach(b) && defs.get(b, v)).collect();
            while let Some(x) = work.pop() {
                for &y in &df[x] {
                    if seen[y] != v {
                        seen[y] = v;
                        if live_in.get(y, v) {
                            params_of[y].push(v);
                        }
                        work.push(y);
                    }
                }
            }
        }
        self.emit(&bbs, &cfg, &dom, &params_of, &labels, (&undefined, &guards))
    }

    fn label(&mut self, labels: &HashMap<&str, usize>, l: &str, idx: usize) -> Option<usize> {
        let r = labels.get(l).copied();
        if r.is_none() {
            let span = self.instrs[idx].span.clone();
            self.err(&span, format!("jump to undefined label `.{l}`"));
        }
        r
    }

    fn print_extern(&mut self, kinds: Vec<Kind>) -> ExternId {
        if let Some(i) = self.externs.iter().position(|(k, _)| *k == kinds) {
            return ExternId(i as u32);
        }
        let mut name = "print".to_string();
        for k in &kinds {
            name.push_str(match k {
                Kind::Int => "_int",
                Kind::Bool => "_bool",
                Kind::Ptr => "_ptr",
            });
        }
        let params = kinds.iter().map(|k| if *k == Kind::Bool { Type::Bool } else { Type::Int }).collect();
        self.externs.push((kinds, ir::Extern { name, params, ret: Type::Unit }));
        ExternId(self.externs.len() as u32 - 1)
    }

    /// Renaming along the dominator tree, emitting Waddle blocks.
    fn emit(
        &mut self,
        bbs: &[BB],
        cfg: &Cfg,
        dom: &DomTree,
        params_of: &[Vec<usize>],
        labels: &HashMap<&str, usize>,
        (undefined, guards): (&[bool], &Bits),
    ) -> Option<ir::Function> {
        let f = self.f;
        let nv = undefined.len();
        let n = bbs.len() + 1;
        let merged = cfg.preds[1].len() == 1;
        // Waddle block ids: the synthetic entry (unless merged), then the reachable blocks.
        let mut wid: Vec<Option<u32>> = vec![None; n];
        let mut next = 0u32;
        for (node, slot) in wid.iter_mut().enumerate() {
            if (node == 0 && merged) || !dom.is_reachable(BlockId(node as u32)) {
                continue;
            }
            *slot = Some(next);
            next += 1;
        }
        let mut e = Emit {
            names: HashSet::new(),
            regs: Vec::new(),
            blocks: Vec::new(),
            weights: Vec::new(),
            next,
            pending: 0,
            fid: self.fid,
            cur: None,
        };
        for b in bbs.iter().filter_map(|b| b.label.as_ref()) {
            e.names.insert(format!("b:{b}"));
        }
        let mut stacks: Vec<Vec<Operand>> = vec![Vec::new(); self.names.len()];
        let param_regs: Vec<Reg> =
            f.params.iter().enumerate().map(|(i, p)| e.reg(&p.name, wtype(&self.types[i]))).collect();
        let block_name = |e: &mut Emit, node: usize| match bbs[node - 1].label.as_ref() {
            Some(l) => l.clone(),
            None => e.fresh_block("entry"),
        };
        let target = |node: usize, stacks: &[Vec<Operand>], wid: &[Option<u32>]| -> Option<Target> {
            let args = params_of[node].iter().map(|&v| stacks[v].last().cloned()).collect::<Option<Vec<_>>>()?;
            Some(Target { block: BlockId(wid[node]?), args })
        };
        let var_names = self.names.clone();
        let mut work: Vec<(usize, bool)> = vec![(0, false)];
        let mut pushed: Vec<Vec<usize>> = vec![Vec::new(); n];
        while let Some((node, exit)) = work.pop() {
            if exit {
                for &v in &pushed[node] {
                    stacks[v].pop();
                }
                continue;
            }
            work.push((node, true));
            for c in dom.children(BlockId(node as u32)).iter().rev() {
                work.push((c.index(), false));
            }
            if node == 0 {
                for (i, r) in param_regs.iter().enumerate() {
                    stacks[i].push(Operand::Reg(*r));
                    pushed[0].push(i);
                }
                for v in (0..nv).filter(|&v| undefined[v]) {
                    let placeholder = if self.types[v] == BType::Bool { Value::Bool(false) } else { Value::int(0) };
                    stacks[v].push(Operand::Const(placeholder));
                    stacks[nv + v].push(Operand::Const(Value::Bool(false)));
                    pushed[0].extend([v, nv + v]);
                }
                if !merged {
                    let name = e.fresh_block("entry");
                    let t = target(1, &stacks, &wid)?;
                    e.start(0, name, param_regs.clone());
                    e.finish(Terminator::Branch(t));
                }
                continue;
            }
            let mut params = Vec::new();
            for &v in &params_of[node] {
                let r = e.reg(&self.names[v], wtype(&self.types[v]));
                stacks[v].push(Operand::Reg(r));
                pushed[node].push(v);
                params.push(r);
            }
            if node == 1 && merged {
                params = param_regs.clone();
            }
            let name = block_name(&mut e, node);
            e.start(wid[node]?, name, params);
            let b = &bbs[node - 1];
            // Variables assigned, or checked, since the start of the block.
            let mut known: Vec<usize> = Vec::new();
            let var_names = &var_names;
            type Guarded<'x> = (&'x mut Vec<Vec<Operand>>, &'x mut Vec<usize>, &'x mut Vec<usize>, &'x mut Origins);
            let guard = |uses: &[usize], span: &Span, e: &mut Emit, g: Guarded<'_>| {
                let (stacks, known, pushed, origins) = g;
                for &v in uses {
                    if !undefined[v] || !guards.get(node, v) || known.contains(&v) {
                        continue;
                    }
                    known.push(v);
                    let flag = stacks[nv + v].last().cloned()?;
                    if flag == Operand::Const(Value::Bool(true)) {
                        continue;
                    }
                    let (fail, ok) = (e.next_id(), e.next_id());
                    let (fname, oname) = (e.fresh_block("undefined"), e.fresh_block("defined"));
                    e.finish(Terminator::Switch {
                        on: flag,
                        cases: vec![(Value::Bool(true), Target { block: ok, args: vec![] })],
                        default: Target { block: fail, args: vec![] },
                    });
                    e.start(fail.0, fname, vec![]);
                    let div = Op::Binary(BinOp::Div, Operand::Const(Value::int(1)), Operand::Const(Value::int(0)));
                    let at = e.inst(None, div);
                    let origin = Origin {
                        op: UNDEFINED.into(),
                        args: vec![var_names[v].clone()],
                        operands: vec![],
                        span: span.clone(),
                    };
                    origins.insert(at, origin);
                    e.finish(Terminator::Branch(Target { block: ok, args: vec![] }));
                    e.start(ok.0, oname, vec![]);
                    // Past the check, `v` is assigned in every block it dominates.
                    stacks[nv + v].push(Operand::Const(Value::Bool(true)));
                    pushed.push(nv + v);
                }
                Some(())
            };
            for (ins, idx) in &b.ins {
                let bi = self.instrs[*idx];
                let g = (&mut stacks, &mut known, &mut pushed[node], &mut self.info.origins);
                guard(&ins_uses(ins), &bi.span, &mut e, g)?;
                if let Some(d) = ins_def(ins) {
                    known.push(d);
                }
                e.pending += 1;
                let top = |v: usize, stacks: &[Vec<Operand>]| stacks[v].last().cloned();
                let def = |v: usize, e: &mut Emit, stacks: &mut Vec<Vec<Operand>>, pushed: &mut Vec<Vec<usize>>| {
                    let r = e.reg(&self.names[v], wtype(&self.types[v]));
                    stacks[v].push(Operand::Reg(r));
                    pushed[node].push(v);
                    if undefined[v] {
                        stacks[nv + v].push(Operand::Const(Value::Bool(true)));
                        pushed[node].push(nv + v);
                    }
                    r
                };
                let bind = |v: usize, x: Operand, stacks: &mut Vec<Vec<Operand>>, pushed: &mut Vec<Vec<usize>>| {
                    stacks[v].push(x);
                    pushed[node].push(v);
                    if undefined[v] {
                        stacks[nv + v].push(Operand::Const(Value::Bool(true)));
                        pushed[node].push(nv + v);
                    }
                };
                let origin = |operands: Vec<Operand>| Origin {
                    op: bi.op.clone(),
                    args: bi.args.clone(),
                    operands,
                    span: bi.span.clone(),
                };
                match ins {
                    Ins::Nop => {}
                    // `const` and `id` emit nothing: their destination names the constant
                    // or the argument's current value (constant and copy propagation
                    // during renaming), and their count goes to the next position of
                    // the block, which runs exactly when they do.
                    Ins::Const(d, v) => bind(*d, Operand::Const(v.clone()), &mut stacks, &mut pushed),
                    Ins::Id(d, x) => {
                        let x = top(*x, &stacks)?;
                        bind(*d, x, &mut stacks, &mut pushed);
                    }
                    Ins::Bin(op, wrap, d, x, y) => {
                        let (x, y) = (top(*x, &stacks)?, top(*y, &stacks)?);
                        if *wrap {
                            let t = e.reg(&self.names[*d], Type::Int);
                            let at = e.inst(Some(t), Op::Binary(*op, x.clone(), y.clone()));
                            if *op == BinOp::Div {
                                self.info.origins.insert(at, origin(vec![x, y]));
                            }
                            let r = def(*d, &mut e, &mut stacks, &mut pushed);
                            e.inst(Some(r), Op::Wrap { signed: true, bits: 64, arg: Operand::Reg(t) });
                        } else {
                            let r = def(*d, &mut e, &mut stacks, &mut pushed);
                            e.inst(Some(r), Op::Binary(*op, x, y));
                        }
                    }
                    Ins::Not(d, x) => {
                        let x = top(*x, &stacks)?;
                        let r = def(*d, &mut e, &mut stacks, &mut pushed);
                        e.inst(Some(r), Op::Unary(UnOp::Not, x));
                    }
                    Ins::Print(vs) => {
                        let kinds = vs.iter().map(|&v| kind(&self.types[v])).collect();
                        let ext = self.print_extern(kinds);
                        let args = vs.iter().map(|&v| top(v, &stacks)).collect::<Option<Vec<_>>>()?;
                        e.inst(None, Op::Call(Operand::Const(Value::Ref(Callee::Extern(ext))), args));
                    }
                    Ins::Call(d, callee, vs) => {
                        let args = vs.iter().map(|&v| top(v, &stacks)).collect::<Option<Vec<_>>>()?;
                        let r = d.map(|d| def(d, &mut e, &mut stacks, &mut pushed));
                        e.inst(r, Op::Call(Operand::Const(Value::Ref(Callee::Func(*callee))), args));
                    }
                    Ins::Alloc(d, k) => {
                        let k = top(*k, &stacks)?;
                        let bits = e.reg(&self.names[*d], Type::Int);
                        e.inst(Some(bits), Op::Binary(BinOp::Mul, k.clone(), Operand::Const(Value::int(64))));
                        let okr = e.reg(&self.names[*d], Type::Bool);
                        e.inst(Some(okr), Op::Binary(BinOp::Gt, k.clone(), Operand::Const(Value::int(0))));
                        let (fail, cont) = (e.next_id(), e.next_id());
                        let (fname, cname) = (e.fresh_block("alloc.fail"), e.fresh_block("alloc.ok"));
                        e.finish(Terminator::Switch {
                            on: Operand::Reg(okr),
                            cases: vec![(Value::Bool(true), Target { block: cont, args: vec![] })],
                            default: Target { block: fail, args: vec![] },
                        });
                        e.start(fail.0, fname, vec![]);
                        let at = e.inst(None, Op::Alloc(Operand::Const(Value::int(-1))));
                        self.info.origins.insert(at, origin(vec![k]));
                        e.finish(Terminator::Branch(Target { block: cont, args: vec![] }));
                        e.start(cont.0, cname, vec![]);
                        let r = def(*d, &mut e, &mut stacks, &mut pushed);
                        e.inst(Some(r), Op::Alloc(Operand::Reg(bits)));
                    }
                    Ins::Free(p) => {
                        let p = top(*p, &stacks)?;
                        let at = e.inst(None, Op::Free(p.clone()));
                        self.info.origins.insert(at, origin(vec![p]));
                    }
                    Ins::Store(p, v, k) => {
                        let (p, v) = (top(*p, &stacks)?, top(*v, &stacks)?);
                        let value = if *k == Kind::Bool {
                            let st = e.next_id();
                            let x = e.reg("cell", Type::Int);
                            let name = e.fresh_block("store.bool");
                            let to = |c: i64| Target { block: st, args: vec![Operand::Const(Value::int(c))] };
                            e.finish(Terminator::Switch {
                                on: v,
                                cases: vec![(Value::Bool(true), to(1))],
                                default: to(0),
                            });
                            e.start(st.0, name, vec![x]);
                            Operand::Reg(x)
                        } else {
                            v
                        };
                        let at = e.inst(None, Op::Store(p.clone(), value, 64));
                        self.info.origins.insert(at, origin(vec![p]));
                    }
                    Ins::Load(d, p, k) => {
                        let p = top(*p, &stacks)?;
                        let raw = if *k == Kind::Ptr {
                            def(*d, &mut e, &mut stacks, &mut pushed)
                        } else {
                            e.reg(&self.names[*d], Type::Int)
                        };
                        let at = e.inst(Some(raw), Op::Load(p.clone(), 64));
                        self.info.origins.insert(at, origin(vec![p]));
                        let raw = Operand::Reg(raw);
                        match k {
                            Kind::Int => {
                                let r = def(*d, &mut e, &mut stacks, &mut pushed);
                                e.inst(Some(r), Op::Wrap { signed: true, bits: 64, arg: raw });
                            }
                            Kind::Bool => {
                                let r = def(*d, &mut e, &mut stacks, &mut pushed);
                                e.inst(Some(r), Op::Binary(BinOp::Ne, raw, Operand::Const(Value::int(0))));
                            }
                            Kind::Ptr => {}
                        }
                    }
                    Ins::PtrAdd(d, p, k) => {
                        let (p, k) = (top(*p, &stacks)?, top(*k, &stacks)?);
                        let off = e.reg(&self.names[*d], Type::Int);
                        e.inst(Some(off), Op::Binary(BinOp::Mul, k, Operand::Const(Value::int(64))));
                        let r = def(*d, &mut e, &mut stacks, &mut pushed);
                        e.inst(Some(r), Op::Binary(BinOp::Add, p, Operand::Reg(off)));
                    }
                }
            }
            let term = match &b.term {
                Some((t, idx)) => {
                    if let Term::Br(c, ..) | Term::Ret(Some(c)) = t {
                        let span = self.instrs[*idx].span.clone();
                        let g = (&mut stacks, &mut known, &mut pushed[node], &mut self.info.origins);
                        guard(&[*c], &span, &mut e, g)?;
                    }
                    e.pending += 1;
                    match t {
                        Term::Jmp(l) => Terminator::Branch(target(labels[l.as_str()], &stacks, &wid)?),
                        Term::Br(c, l1, l2) => Terminator::Switch {
                            on: stacks[*c].last().cloned()?,
                            cases: vec![(Value::Bool(true), target(labels[l1.as_str()], &stacks, &wid)?)],
                            default: target(labels[l2.as_str()], &stacks, &wid)?,
                        },
                        Term::Ret(Some(v)) => Terminator::Return(stacks[*v].last().cloned()?),
                        Term::Ret(None) => Terminator::Return(Operand::Const(Value::Unit)),
                    }
                }
                None if node < bbs.len() => Terminator::Branch(target(node + 1, &stacks, &wid)?),
                None => Terminator::Return(Operand::Const(Value::Unit)),
            };
            e.finish(term);
        }
        let ret = f.ret.as_ref().map_or(Type::Unit, wtype);
        let mut blocks = e.blocks.into_iter();
        let entry = blocks.next()??;
        let mut func = ir::Function::new(f.name.clone(), ret, entry, e.regs);
        for b in blocks {
            func.add_block(b?);
        }
        self.info.weights.push(e.weights);
        Some(func)
    }
}

fn ins_uses(i: &Ins) -> Vec<usize> {
    match i {
        Ins::Const(..) | Ins::Nop => vec![],
        Ins::Id(_, x) | Ins::Not(_, x) | Ins::Alloc(_, x) | Ins::Free(x) | Ins::Load(_, x, _) => vec![*x],
        Ins::Bin(_, _, _, x, y) | Ins::Store(x, y, _) | Ins::PtrAdd(_, x, y) => vec![*x, *y],
        Ins::Print(vs) | Ins::Call(_, _, vs) => vs.clone(),
    }
}

fn ins_def(i: &Ins) -> Option<usize> {
    match i {
        Ins::Const(d, _)
        | Ins::Id(d, _)
        | Ins::Bin(_, _, d, _, _)
        | Ins::Not(d, _)
        | Ins::Alloc(d, _)
        | Ins::Load(d, _, _)
        | Ins::PtrAdd(d, _, _) => Some(*d),
        Ins::Call(d, _, _) => *d,
        Ins::Print(_) | Ins::Free(_) | Ins::Store(..) | Ins::Nop => None,
    }
}

/// The Waddle function under construction.
struct Emit {
    names: HashSet<String>,
    regs: Vec<RegData>,
    blocks: Vec<Option<Block>>,
    weights: Vec<Vec<u32>>,
    next: u32,
    /// Bril instructions executed since the last emitted position.
    pending: u32,
    fid: u32,
    /// The block being filled: its id, the block, its positions' weights.
    cur: Option<(u32, Block, Vec<u32>)>,
}

impl Emit {
    fn fresh(&mut self, prefix: &str, base: &str) -> String {
        let mut name = base.to_string();
        let mut k = 1;
        while !self.names.insert(format!("{prefix}{name}")) {
            name = format!("{base}.{k}");
            k += 1;
        }
        name
    }

    fn fresh_block(&mut self, base: &str) -> String {
        self.fresh("b:", base)
    }

    fn reg(&mut self, base: &str, ty: Type) -> Reg {
        let name = self.fresh("r:", base);
        self.regs.push(RegData { name, ty });
        Reg(self.regs.len() as u32 - 1)
    }

    fn next_id(&mut self) -> BlockId {
        self.next += 1;
        BlockId(self.next - 1)
    }

    fn start(&mut self, id: u32, name: String, params: Vec<Reg>) {
        let b = Block { name, params, insts: vec![], term: Terminator::Return(Operand::Const(Value::Unit)) };
        self.cur = Some((id, b, Vec::new()));
    }

    /// Appends an instruction to the current block; its position.
    fn inst(&mut self, dst: Option<Reg>, op: Op) -> (u32, u32, u32) {
        let w = std::mem::take(&mut self.pending);
        let fid = self.fid;
        let (id, b, ws) = self.cur.as_mut().expect("a block is being filled");
        b.insts.push(ir::Inst { dst, op });
        ws.push(w);
        (fid, *id, b.insts.len() as u32 - 1)
    }

    fn finish(&mut self, term: Terminator) {
        let w = std::mem::take(&mut self.pending);
        let (id, mut b, mut ws) = self.cur.take().expect("a block is being filled");
        b.term = term;
        ws.push(w);
        let i = id as usize;
        if self.blocks.len() <= i {
            self.blocks.resize(i + 1, None);
            self.weights.resize(i + 1, Vec::new());
        }
        self.blocks[i] = Some(b);
        self.weights[i] = ws;
    }
}
