//! Bril's terms for the checker's diff (`waddle equiv` on Bril programs): an effect is
//! the line `print` printed (`print 3 true`, values as `brili` prints them, pointers as
//! `[object Object]`), the end of a run is `ret` / `ret 5`, a program error is
//! `brili`'s message (`error: division by zero`). The last steps of a run are the Bril
//! instructions it went through, each once, as `bril2txt` writes them, with their line
//! in a text file (`line 12`) or their index in a JSON function's `instrs`
//! (`instrs[7]`), and the labels control entered; blocks are named by their labels.
//! A run of a function other than `main` comes with a `@main` that calls it, for
//! `brili`. With `kernel`, steps keep the paper's notation: the import keeps Bril's
//! labels as block names and Bril's variable names as register names (`total.3` is the
//! third definition of `total`).

use super::float::push_float;
use super::lower::{Info, Listing, FAIL, UNDEFINED};
use super::run::{arg_text, error_text, printed, STRIDE};
use super::write::instr_text;
use super::{BType, Function, Item};
use crate::exec::{Effect, Outcome, Pos, ProgramError, Rule, TraceEntry};
use crate::format::{paper, run::trace_line};
use crate::ir::{BlockId, FuncId, Op, Operand, Program, Value};
use crate::oracle::{Notation, RunSpec, Side, STEPS_SHOWN};

/// The notation of a comparison between two imported Bril programs.
#[derive(Clone, Copy)]
pub struct Bril<'a> {
    pub before: &'a Info,
    pub after: &'a Info,
    /// The Bril types of BEFORE's `main`, to write a run of it as `brili`'s arguments.
    pub main: Option<&'a [BType]>,
    /// Show the last steps in the paper's notation (rules, registers), not as Bril
    /// instructions.
    pub kernel: bool,
}

impl Bril<'_> {
    /// The arguments of a run of `main` as `brili` reads them (`arg_text`).
    fn main_args(&self, r: &RunSpec) -> Option<Vec<String>> {
        let types = self.main.filter(|t| r.entry == "main" && t.len() == r.args.len())?;
        types.iter().zip(&r.args).map(|(t, a)| arg_text(t, a)).collect()
    }

    fn info(&self, side: Side) -> &Info {
        match side {
            Side::Before => self.before,
            Side::After => self.after,
        }
    }

    /// The listing of a side's program, unless the kernel's notation was asked for.
    fn listing(&self, side: Side) -> Option<&Listing> {
        self.info(side).listing.as_deref().filter(|_| !self.kernel)
    }

    /// The body of a `@main` that calls the function of run `r` (not `main`) with its
    /// arguments as constants and prints its result; `None` when an argument has no
    /// Bril constant (a pointer).
    fn wrapper(&self, r: &RunSpec) -> Option<Vec<String>> {
        let listing = self.before.listing.as_deref().filter(|_| r.entry != "main")?;
        let f = listing.program.functions.iter().find(|f| f.name == r.entry)?;
        if f.params.len() != r.args.len() {
            return None;
        }
        let mut body = Vec::new();
        for (p, a) in f.params.iter().zip(&r.args) {
            body.push(format!("{}: {} = const {};", p.name, p.ty, constant(&p.ty, a)?));
        }
        let args: String = f.params.iter().map(|p| format!(" {}", p.name)).collect();
        let mut result = "result".to_string();
        while f.params.iter().any(|p| p.name == result) {
            result.push('_');
        }
        match &f.ret {
            Some(t) => {
                body.push(format!("{result}: {t} = call @{}{args};", f.name));
                body.push(format!("print {result};"));
            }
            None => body.push(format!("call @{}{args};", f.name)),
        }
        Some(body)
    }

    /// `brili`'s words for the failure of the step `e`, when it fails.
    fn failure(&self, side: Side, e: &TraceEntry) -> Option<String> {
        if !e.rule.halts_with_error() {
            return None;
        }
        Some(match self.info(side).origins.get(&(e.at.func.0, e.at.block.0, e.at.index)) {
            Some(o) if o.op == UNDEFINED => format!("error: undefined variable {}", o.args[0]),
            Some(o) if o.op == "int2char" => format!("error: `int2char {}` of no Unicode scalar value", o.args[0]),
            Some(o) if o.op == FAIL => format!("error: {}", o.args[0]),
            _ => "the run fails here".into(),
        })
    }
}

/// The Bril item (function, index in its items) that position `at` comes from.
fn source(info: &Info, listing: &Listing, at: Pos) -> Option<(usize, usize)> {
    let s = *info.sources.get(at.func.index())?.get(at.block.index())?.get(at.index as usize)?;
    let start = (s as usize).checked_sub(1)?;
    Some((at.func.index(), listing.item(at.func.index(), start)?))
}

/// The label of the block item `k` of `f` is in: the nearest label before it.
fn label_before(f: &Function, k: usize) -> Option<(usize, &str)> {
    f.items[..k.min(f.items.len())].iter().enumerate().rev().find_map(|(j, i)| match i {
        Item::Label { name, .. } => Some((j, name.as_str())),
        Item::Instr(_) => None,
    })
}

/// The Bril instructions `shown` (function, item, failure), as a listing: each with its
/// place, a function's name where control entered it, a label where control did not
/// come from the instruction just before.
fn listing_lines(listing: &Listing, shown: &[(usize, usize, Option<String>)]) -> Vec<String> {
    let mut rows: Vec<(String, String)> = Vec::new();
    let mut prev: Option<(usize, usize)> = None;
    for (f, k, failure) in shown {
        let (f, k) = (*f, *k);
        let Some(func) = listing.program.functions.get(f) else { continue };
        let Some(Item::Instr(i)) = func.items.get(k) else { continue };
        if prev.map(|p| p.0) != Some(f) {
            rows.push((String::new(), format!("@{}", func.name)));
        }
        if prev != Some((f, k.wrapping_sub(1))) {
            if let Some((j, label)) = label_before(func, k) {
                rows.push((listing.place(f, j), format!(".{label}:")));
            }
        }
        let mut text = format!("  {}", instr_text(i));
        if let Some(why) = failure {
            text.push_str(&format!("   ← {why}"));
        }
        rows.push((listing.place(f, k), text));
        prev = Some((f, k));
    }
    let width = rows.iter().map(|(place, _)| place.chars().count()).max().unwrap_or(0);
    rows.into_iter()
        .map(|(place, text)| if place.is_empty() { text } else { format!("{place:<width$}  {text}") })
        .collect()
}

/// A constant for a wrapper `main`'s argument of type `t` (`v` in the CLI's text
/// form): the text after `const`.
fn constant(t: &BType, v: &str) -> Option<String> {
    match t {
        BType::Char => {
            let c = char::from_u32(u32::try_from(v.parse::<i64>().ok()?).ok()?)?;
            let mut text = String::new();
            for e in c.escape_default() {
                text.push(e);
            }
            Some(format!("'{}'", if c.is_control() { text } else { c.to_string() }))
        }
        BType::Float => arg_text(t, v).filter(|x| x.parse::<f64>().is_ok_and(f64::is_finite)),
        BType::Ptr(_) => None,
        _ => Some(v.to_string()),
    }
}

/// `ret` for a function without a result, `ret v` otherwise.
fn ret(p: &Program, v: &Value) -> String {
    match v {
        Value::Unit => "ret".into(),
        v => format!("ret {}", paper::value(p, v)),
    }
}

/// The constant operands of a float operation at `e`, as `brili` prints floats (the
/// paper notation shows them as their bits).
fn float_constants(p: &Program, e: &TraceEntry) -> Option<String> {
    let b = p.func(e.at.func).block(e.at.block);
    let Op::Binary(op, x, y) = &b.insts.get(e.at.index as usize)?.op else { return None };
    if !op.name().starts_with('f') {
        return None;
    }
    let texts: Vec<String> = [x, y]
        .into_iter()
        .filter_map(|o| match o {
            Operand::Const(Value::Int(k)) => {
                let mut t = format!("{k} = ");
                push_float(&mut t, f64::from_bits(k.wrap(true, 64).to_i64().unwrap_or_default() as u64));
                Some(t)
            }
            _ => None,
        })
        .collect();
    (!texts.is_empty()).then(|| texts.join(", "))
}

impl Notation for Bril<'_> {
    fn address_stride(&self) -> Option<u64> {
        Some(STRIDE)
    }

    /// The import's checks fail as a division by zero: that a variable was assigned
    /// (`brili`: an undefined variable), that `int2char`'s argument is a character, and
    /// the lowering's own failures (speculation, `phi`), each in `brili`'s words.
    fn halted_at(&self, side: Side, _p: &Program, err: &ProgramError, at: Pos) -> Option<String> {
        match self.info(side).origins.get(&(at.func.0, at.block.0, at.index)) {
            Some(o) if o.op == UNDEFINED && *err == ProgramError::DivisionByZero => {
                Some(format!("error: undefined variable {}", o.args[0]))
            }
            Some(o) if o.op == "int2char" && *err == ProgramError::DivisionByZero => {
                Some(format!("error: `int2char {}` of a value that is no Unicode scalar value", o.args[0]))
            }
            Some(o) if o.op == FAIL && *err == ProgramError::DivisionByZero => Some(format!("error: {}", o.args[0])),
            _ => None,
        }
    }

    fn leak(&self, side: Side) -> String {
        let _ = side;
        "brili would end it with `error: Some memory locations have not been freed by end of execution.`".into()
    }

    fn effect(&self, side: Side, p: &Program, e: &Effect) -> String {
        match e {
            Effect::Call { ext, args } => format!("print {}", printed(self.info(side), *ext, args)).trim_end().into(),
            Effect::Halt(v) => ret(p, v),
            Effect::HaltEx(err) => format!("error: {}", error_text(err)),
        }
    }

    /// A run of `main` is `brili`'s command line (a float as a decimal, a char as
    /// itself); another function's, a `@main` calling it (`reproduce`), else a spec's
    /// run.
    fn replay(&self, r: &RunSpec) -> String {
        match self.main_args(r) {
            Some(args) if args.is_empty() => "brili runs it with no arguments".to_string(),
            Some(args) => format!("as brili arguments: {}", args.join(" ")),
            None if self.wrapper(r).is_some() => "brili runs it through the `@main` shown below".into(),
            None => format!("as a plain run: {}", r.as_spec_run()),
        }
    }

    /// A run of `main` with its arguments as `brili` reads them: `main(1.0)`, not the
    /// float's bits.
    fn label(&self, r: &RunSpec) -> String {
        match self.main_args(r) {
            Some(args) => format!("main({})", args.join(", ")),
            None => r.label(),
        }
    }

    /// The paper's trace line; at the import's check that a variable was assigned,
    /// or that `int2char`'s argument is a character, `brili`'s words for its failure.
    fn step(&self, side: Side, p: &Program, e: &TraceEntry) -> String {
        let line = trace_line(p, e);
        let at = (e.at.func.0, e.at.block.0, e.at.index);
        match self.info(side).origins.get(&at) {
            Some(o) if o.op == UNDEFINED && e.rule == Rule::OpErr => {
                format!("{line}   (brili: undefined variable {})", o.args[0])
            }
            Some(o) if o.op == "int2char" && e.rule == Rule::OpErr => {
                format!("{line}   (brili: `int2char {}` of a value that is no Unicode scalar value)", o.args[0])
            }
            Some(o) if o.op == FAIL && e.rule == Rule::OpErr => format!("{line}   (brili: {})", o.args[0]),
            _ => match float_constants(p, e) {
                Some(floats) => format!("{line}   (floats: {floats})"),
                None => line,
            },
        }
    }

    /// Each Bril instruction the run went through once, in a listing
    /// (`listing_lines`): the last ones up to the divergence.
    fn steps(&self, side: Side, p: &Program, entries: &[TraceEntry]) -> Vec<String> {
        let info = self.info(side);
        let Some(listing) = self.listing(side) else {
            return entries[entries.len().saturating_sub(STEPS_SHOWN)..]
                .iter()
                .map(|e| self.step(side, p, e))
                .collect();
        };
        let mut shown: Vec<(usize, usize, Option<String>)> = Vec::new();
        for e in entries {
            let Some((f, k)) = source(info, listing, e.at) else { continue };
            let failure = self.failure(side, e);
            match shown.last_mut() {
                Some(last) if (last.0, last.1) == (f, k) => last.2 = failure.or(last.2.take()),
                _ => shown.push((f, k, failure)),
            }
        }
        listing_lines(listing, &shown[shown.len().saturating_sub(STEPS_SHOWN + 2)..])
    }

    /// A block by its Bril label (`.loop`), or as the start of its function; a block
    /// the import made to fail, by `brili`'s error; one the import split off a Bril
    /// block, by that block and the line it starts at.
    fn block_name(&self, side: Side, p: &Program, (f, b): (FuncId, BlockId)) -> Option<(String, bool)> {
        let (info, listing) = (self.info(side), self.listing(side)?);
        let (func, block) = (p.func(f), p.func(f).block(b));
        match info.origins.get(&(f.0, b.0, 0)) {
            Some(o) if o.op == UNDEFINED => {
                return Some((format!("the error `undefined variable {}`", o.args[0]), false))
            }
            Some(o) if o.op == FAIL => return Some((format!("the error `{}`", o.args[0]), false)),
            _ => {}
        }
        let at = |index| Pos { func: f, block: b, index };
        let (fi, k) = (0..=block.insts.len() as u32).find_map(|i| source(info, listing, at(i)))?;
        let bril = listing.program.functions.get(fi)?;
        // The import names a label's block after the label (`names::make_valid`).
        let label = label_before(bril, k).map(|(_, l)| l);
        let whole = b == func.entry() || label.is_some_and(|l| l == block.name);
        Some(match (label, whole) {
            (Some(l), true) => (format!(".{l}"), true),
            (None, true) => ("the start".into(), true),
            (Some(l), false) => (format!(".{l} (from {})", listing.place(fi, k)), false),
            (None, false) => (format!("the start (from {})", listing.place(fi, k)), false),
        })
    }

    /// A run of a function other than `main`: a `@main` that calls it with the run's
    /// arguments and prints its result, to put in place of each program's own.
    fn reproduce(&self, r: &RunSpec) -> Vec<String> {
        let Some(body) = self.wrapper(r) else { return Vec::new() };
        let mut out = vec![
            "to see it with brili, put this `@main` in place of BEFORE's own and of AFTER's (or beside their functions), then run each (`bril2json < FILE.bril | brili`):".to_string(),
            "    @main {".into(),
        ];
        out.extend(body.into_iter().map(|l| format!("      {l}")));
        out.push("    }".into());
        out
    }

    fn kernel(&self) -> Option<Box<dyn Notation + '_>> {
        (!self.kernel).then(|| Box::new(Bril { kernel: true, ..*self }) as Box<dyn Notation + '_>)
    }

    fn outcome(&self, _side: Side, p: &Program, o: &Outcome) -> String {
        match o {
            Outcome::Halt(v) => ret(p, v),
            Outcome::HaltEx(err) => format!("error: {}", error_text(err)),
            Outcome::Incomplete(why) => format!("incomplete: {why}"),
        }
    }
}
