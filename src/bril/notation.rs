//! Bril's terms for the checker's diff (`waddle equiv` on Bril programs): an effect is
//! the line `print` printed (`print 3 true`, values as `brili` prints them, pointers as
//! `[object Object]`), the end of a run is `ret` / `ret 5`, a program error is
//! `brili`'s message (`error: division by zero`). Steps keep the paper's notation: the
//! import keeps Bril's labels as block names and Bril's variable names as register
//! names (`total.3` is the third definition of `total`).

use super::float::push_float;
use super::lower::{Info, FAIL, UNDEFINED};
use super::run::{arg_text, error_text, printed, STRIDE};
use super::BType;
use crate::exec::{Effect, Outcome, Pos, ProgramError, Rule, TraceEntry};
use crate::format::{paper, run::trace_line};
use crate::ir::{Op, Operand, Program, Value};
use crate::oracle::{Notation, RunSpec, Side};

/// The notation of a comparison between two imported Bril programs.
pub struct Bril<'a> {
    pub before: &'a Info,
    pub after: &'a Info,
    /// The Bril types of BEFORE's `main`, to write a run of it as `brili`'s arguments.
    pub main: Option<&'a [BType]>,
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
    /// itself); another function's, a spec's run.
    fn replay(&self, r: &RunSpec) -> String {
        match self.main_args(r) {
            Some(args) if args.is_empty() => "brili runs it with no arguments".to_string(),
            Some(args) => format!("as brili arguments: {}", args.join(" ")),
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

    fn outcome(&self, _side: Side, p: &Program, o: &Outcome) -> String {
        match o {
            Outcome::Halt(v) => ret(p, v),
            Outcome::HaltEx(err) => format!("error: {}", error_text(err)),
            Outcome::Incomplete(why) => format!("incomplete: {why}"),
        }
    }
}
