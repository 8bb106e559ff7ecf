//! LLVM's words for the checker's verdicts: refinement's view of a run (what is
//! undefined behaviour, what an effect prints) and the diff's notation — an effect
//! shown as the text it prints, undefined behaviour named by rule at its instruction
//! (`file:line:column` and the IR line), blocks by their LLVM labels.

use super::lower::{stopped_at, Lowered};
use super::run::{kernel_rule, locate, printed};
use super::Imported;
use crate::exec::{self, Effect, Outcome, ProgramError};
use crate::ir::Program;
use crate::oracle::{Notation, Refinement, RunSpec, Side, STEPS_SHOWN};
use std::sync::Arc;

/// Refinement as LLVM reads it: every program error of a lowered module is undefined
/// behaviour (`semantics/llvm.md`) but the stop at a call of a function this tool does
/// not model, which ends a run short, and an effect prints what `printed` renders.
/// BEFORE's module, when given, locates its undefined behaviour.
pub struct LlvmRefinement {
    pub before: Option<Arc<Imported>>,
}

impl Refinement for LlvmRefinement {
    fn undefined(&self, outcome: &Outcome) -> bool {
        matches!(outcome, Outcome::HaltEx(e) if stopped_at(e).is_none())
    }

    fn stopped(&self, outcome: &Outcome) -> Option<String> {
        let Outcome::HaltEx(e) = outcome else { return None };
        stopped_at(e).map(|f| unmodelled(&f))
    }

    fn observe(&self, p: &Program, e: &Effect, out: &mut Vec<u8>) -> Result<(), String> {
        match e {
            Effect::Call { ext, args } => printed(p, *ext, args, out),
            _ => Ok(()),
        }
    }

    fn undefined_in_before(&self, _p: &Program, outcome: &Outcome, at: exec::Pos) -> Option<String> {
        let (b, Outcome::HaltEx(err)) = (self.before.as_ref()?, outcome) else { return None };
        undefined_at(&LlFile { name: &b.name, text: &b.text, lowered: &b.lowered }, err, at)
    }
}

/// What stopped a run at a call of `function`, a function this tool does not model.
fn unmodelled(function: &str) -> String {
    format!("it reached a call of `@{function}`, which this tool does not model")
}

/// How a program error of a lowered module reads: undefined behaviour by rule, or the
/// stop at a call this tool does not model.
fn error_text(err: &ProgramError) -> String {
    match stopped_at(err) {
        Some(f) => format!("stopped: {}", unmodelled(&f)),
        None => format!("undefined behaviour: {}", kernel_rule(err)),
    }
}

/// Undefined behaviour `err` at `at` in `s`: its rule and, when known, its instruction
/// (or the stop at a call this tool does not model, and where).
fn undefined_at(s: &LlFile<'_>, err: &ProgramError, at: exec::Pos) -> Option<String> {
    if let Some(f) = stopped_at(err) {
        return Some(match s.lowered.span_at(at) {
            Some(span) => format!("stopped: {} at {}", unmodelled(&f), locate(s.name, s.text, span)),
            None => format!("stopped: {}", unmodelled(&f)),
        });
    }
    let (rule, span) = match err {
        ProgramError::Failed(code) => {
            let site = code.to_i64().and_then(|c| s.lowered.sites.get(usize::try_from(c).ok()?))?;
            (format!("{} (in @{})", site.rule, site.func), Some(site.span.clone()))
        }
        e => (kernel_rule(e), s.lowered.span_at(at).cloned()),
    };
    Some(match span {
        Some(span) => format!("undefined behaviour: {rule} at {}", locate(s.name, s.text, &span)),
        None => format!("undefined behaviour: {rule}"),
    })
}

/// One side of a pair of `.ll` files, for the notation: its name, text and lowering.
pub struct LlFile<'a> {
    pub name: &'a str,
    pub text: &'a str,
    pub lowered: &'a Lowered,
}

/// The notation of a pair of LLVM modules.
pub struct Llvm<'a> {
    pub before: LlFile<'a>,
    pub after: LlFile<'a>,
}

impl Llvm<'_> {
    fn side(&self, side: Side) -> &LlFile<'_> {
        match side {
            Side::Before => &self.before,
            Side::After => &self.after,
        }
    }
}

impl Notation for Llvm<'_> {
    fn effect(&self, _side: Side, p: &Program, e: &Effect) -> String {
        match e {
            Effect::Call { ext, args } => {
                let mut out = Vec::new();
                match printed(p, *ext, args, &mut out) {
                    Ok(()) => format!("prints {:?}", String::from_utf8_lossy(&out)),
                    Err(why) => format!("prints what cannot be shown: {why}"),
                }
            }
            Effect::Halt(v) => format!("exit({})", p.value_text(v)),
            Effect::HaltEx(err) => error_text(err),
        }
    }

    fn outcome(&self, _side: Side, p: &Program, o: &Outcome) -> String {
        match o {
            Outcome::Halt(v) => format!("exit({})", p.value_text(v)),
            Outcome::HaltEx(err) => error_text(err),
            Outcome::Incomplete(why) => format!("incomplete: {why}"),
        }
    }

    fn halted_at(&self, side: Side, _p: &Program, err: &ProgramError, at: exec::Pos) -> Option<String> {
        undefined_at(self.side(side), err, at)
    }

    /// Each LLVM instruction once, with its line: `checksum.ll:31: %34 = call …`;
    /// steps inside a runtime helper (`llvm.memcpy`, …) under the helper's name; the
    /// last eight.
    fn steps(&self, side: Side, p: &Program, entries: &[exec::TraceEntry]) -> Vec<String> {
        let s = self.side(side);
        let mut out: Vec<String> = Vec::new();
        for e in entries {
            let line = match s.lowered.span_at(e.at) {
                Some(span) => locate(s.name, s.text, span),
                None => format!("(in the runtime's `{}`)", p.func(e.at.func).name),
            };
            if out.last() != Some(&line) {
                out.push(line);
            }
        }
        out.split_off(out.len().saturating_sub(STEPS_SHOWN + 2))
    }

    fn label(&self, _r: &RunSpec) -> String {
        "main()".into()
    }

    fn replay(&self, _r: &RunSpec) -> String {
        format!("run each file: waddle run {} ; waddle run {}", self.before.name, self.after.name)
    }

    fn run_of(&self, side: Side) -> &'static str {
        match side {
            Side::Before => "the run of BEFORE",
            Side::After => "the run of AFTER",
        }
    }
}
