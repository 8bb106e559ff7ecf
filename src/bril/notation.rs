//! Bril's terms for the checker's diff (`waddle equiv` on Bril programs): an effect is
//! the line `print` printed (`print 3 true`, values as `brili` prints them, pointers as
//! `[object Object]`), the end of a run is `ret` / `ret 5`, a program error is
//! `brili`'s message (`error: division by zero`). Steps keep the paper's notation: the
//! import keeps Bril's labels as block names and Bril's variable names as register
//! names (`total.3` is the third definition of `total`).

use super::lower::{Info, FAIL, UNDEFINED};
use super::run::{error_text, printed, STRIDE};
use crate::exec::{Effect, Outcome, TraceEntry};
use crate::format::{paper, run::trace_line};
use crate::ir::{Program, Value};
use crate::oracle::equiv::{Notation, RunSpec, Side};

/// The notation of a comparison between two imported Bril programs.
pub struct Bril<'a> {
    pub before: &'a Info,
    pub after: &'a Info,
}

impl Bril<'_> {
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

impl Notation for Bril<'_> {
    fn address_stride(&self) -> Option<u64> {
        Some(STRIDE)
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

    /// A run of `main` is `brili`'s command line; another function's, a spec's run.
    fn replay(&self, r: &RunSpec) -> String {
        if r.entry == "main" {
            format!("as brili arguments: {}", r.args.join(" "))
        } else {
            format!("as a plain run: {}", r.as_spec_run())
        }
    }

    /// The paper's trace line; at the import's check that a variable was assigned,
    /// `brili`'s words for its failure.
    fn step(&self, side: Side, p: &Program, e: &TraceEntry) -> String {
        let line = trace_line(p, e);
        let at = (e.at.func.0, e.at.block.0, e.at.index);
        match self.info(side).origins.get(&at) {
            Some(o) if o.op == UNDEFINED && e.rule.name() == "E-Op-Err" => {
                format!("{line}   (brili: undefined variable {})", o.args[0])
            }
            Some(o) if o.op == FAIL && e.rule.name() == "E-Op-Err" => format!("{line}   (brili: {})", o.args[0]),
            _ => line,
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
