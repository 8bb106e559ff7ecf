//! Text at the boundary of the interpreter: reading argument constants and oracle
//! specifications, and printing runs (effects, outcome, memory, trace) as text, RON
//! or JSON. The JSON/RON report is a plain serde structure built from the run.

use crate::exec;
use crate::exec::state::Shared;
use crate::exec::{Config, Effect, Memory, Observer, Oracle, OracleSpec, Outcome, Pos, Rule, Run, TraceEntry};
use crate::ir::{Callee, FuncId, Int, Program, Value};
use serde::Serialize;
use std::fmt::Write as _;

/// Reads a constant: an integer, `true`, `false`, `()` (or `unit`), or `@f` for `ref f`.
pub fn parse_value(text: &str, p: &Program) -> Result<Value, String> {
    let t = text.trim();
    match t {
        "true" => return Ok(Value::Bool(true)),
        "false" => return Ok(Value::Bool(false)),
        "()" | "unit" => return Ok(Value::Unit),
        _ => {}
    }
    if let Some(name) = t.strip_prefix('@') {
        return p
            .callee_by_name(name)
            .map(Value::Ref)
            .ok_or_else(|| format!("`{t}`: there is no function or external named `{name}`"));
    }
    let digits = t.strip_prefix('-').unwrap_or(t);
    if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
        if let Some(i) = Int::parse(t) {
            return Ok(Value::Int(i));
        }
    }
    Err(format!("`{t}` is not a constant (expected an integer, true, false, () or @function)"))
}

/// Reads an oracle specification:
/// - `seed:N`: choices from a generator seeded with `N`;
/// - `tape:v1,v2,…`: exactly these choices (an empty `tape:` is an empty ν);
/// - `tape:v1,…;seed:N`: the tape, then the seeded generator.
pub fn parse_oracle(text: &str, p: &Program) -> Result<OracleSpec, String> {
    let mut spec = OracleSpec::default();
    let mut seen_tape = false;
    for part in text.split(';').map(str::trim) {
        if let Some(seed) = part.strip_prefix("seed:") {
            if spec.seed.is_some() {
                return Err("the oracle names a seed twice".into());
            }
            let seed = seed.trim();
            let n =
                seed.parse::<u64>().map_err(|_| format!("seed `{seed}` is not a non-negative integer below 2^64"))?;
            spec.seed = Some(n);
        } else if let Some(tape) = part.strip_prefix("tape:") {
            if seen_tape || spec.seed.is_some() {
                return Err("the oracle is `tape:…`, `seed:N` or `tape:…;seed:N`".into());
            }
            seen_tape = true;
            let tape = tape.trim().trim_start_matches('[').trim_end_matches(']');
            // `tape:` is the empty tape; otherwise every entry holds a value.
            for (k, v) in tape.split(',').map(str::trim).enumerate().filter(|_| !tape.trim().is_empty()) {
                if v.is_empty() {
                    return Err(format!("tape entry {} is empty", k + 1));
                }
                spec.tape.push(parse_value(v, p).map_err(|e| format!("tape value {e}"))?);
            }
        } else {
            return Err(format!("`{part}`: expected `seed:N`, `tape:v1,v2,…` or `tape:…;seed:N`"));
        }
    }
    Ok(spec)
}

/// An oracle specification that replays a consumed tape: `tape:v1,v2,…`.
pub fn tape_spec(p: &Program, tape: &imbl::GenericVector<Value, Shared>) -> String {
    let vals: Vec<String> = tape.iter().map(|v| arg_value(p, v)).collect();
    format!("tape:{}", vals.join(","))
}

/// A value as `parse_value` reads it back.
fn arg_value(p: &Program, v: &Value) -> String {
    match v {
        Value::Ref(c) => format!("@{}", p.callee_name(*c)),
        Value::Unit => "()".into(),
        other => super::paper::value(p, other),
    }
}

/// `print(3)`, `halt(5)`, `halt(ex(division by zero))`: an effect in the paper's notation.
pub fn effect(p: &Program, e: &Effect) -> String {
    match e {
        Effect::Call { ext, args } => {
            let args: Vec<String> = args.iter().map(|v| super::paper::value(p, v)).collect();
            format!("{}({})", p.callee_name(Callee::Extern(*ext)), args.join(", "))
        }
        Effect::Halt(v) => format!("halt({})", super::paper::value(p, v)),
        Effect::HaltEx(err) => format!("halt(ex({err}))"),
    }
}

/// `halt(6)`, `halt(ex(division by zero))` or `incomplete: out of fuel after 100 steps`.
pub fn outcome(p: &Program, o: &Outcome) -> String {
    match o {
        Outcome::Halt(v) => format!("halt({})", super::paper::value(p, v)),
        Outcome::HaltEx(err) => format!("halt(ex({err}))"),
        Outcome::Incomplete(why) => format!("incomplete: {why}"),
    }
}

/// `gcd:b:0`: the position of a step.
pub fn pos(p: &Program, at: Pos) -> String {
    let f = p.func(at.func);
    format!("{}:{}:{}", f.name, f.block(at.block).name, at.index)
}

/// The instruction or terminator at a position, in the paper's notation.
pub fn at_text(p: &Program, at: Pos) -> String {
    let f = p.func(at.func);
    let b = f.block(at.block);
    match b.insts.get(at.index as usize) {
        Some(i) => super::paper::inst(p, f, i),
        None => super::paper::term(p, f, &b.term),
    }
}

/// One trace line: `E-Op              gcd:b:0  r3 ← mod(r1, r2)`.
pub fn trace_line(p: &Program, e: &TraceEntry) -> String {
    format!("{:<17} {:<14} {}", e.rule.name(), pos(p, e.at), at_text(p, e.at))
}

/// How many low bits of an allocation `memory` shows.
const MEMORY_SHOWN_BITS: u64 = 256;

/// One allocation per line: `@4096 [64 bits] 0x000000000000002a`, with `?` for hex
/// digits that contain unwritten bits. Allocations larger than 256 bits show their low
/// 256 bits after `…`.
pub fn memory(m: &Memory) -> Vec<String> {
    m.allocations()
        .map(|(base, al)| {
            let digits = al.size().div_ceil(4);
            let shown = digits.min(MEMORY_SHOWN_BITS / 4);
            let mut hex = String::with_capacity(shown as usize + 3);
            if shown < digits {
                hex.push('…');
            }
            for d in (0..shown).rev() {
                let (mut v, mut known) = (0u64, true);
                for k in (0..4).rev() {
                    let bit = d * 4 + k;
                    if bit >= al.size() {
                        continue;
                    }
                    let c = al.cells()[(bit / 64) as usize];
                    known &= c.init >> (bit % 64) & 1 == 1;
                    v = v << 1 | (c.bits >> (bit % 64) & 1);
                }
                hex.push(if known { char::from_digit(v as u32, 16).unwrap_or('?') } else { '?' });
            }
            format!("@{base} [{} bits] 0x{hex}", al.size())
        })
        .collect()
}

/// The serializable report of a run (`--format ron|json`).
#[derive(Serialize)]
pub struct RunReport {
    pub outcome: OutcomeReport,
    pub effects: Vec<String>,
    pub steps: u64,
    pub memory: Vec<String>,
    /// The consumed ν as an oracle specification that replays the run.
    pub replay: String,
    pub remaining_tape: Vec<String>,
    pub remaining_seed_state: Option<u64>,
    /// For a run that did not return: where it stopped, then the calls it was in.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub backtrace: Vec<String>,
}

#[derive(Serialize)]
pub enum OutcomeReport {
    Halt(String),
    HaltEx(String),
    Incomplete(String),
}

#[derive(Serialize)]
pub struct StepReport {
    pub rule: String,
    pub at: String,
    pub inst: String,
}

impl RunReport {
    pub fn new(p: &Program, run: &Run<Oracle>) -> RunReport {
        let c: &Config<Oracle> = &run.config;
        let remaining = c.nu.remaining();
        RunReport {
            outcome: match &run.outcome {
                Outcome::Halt(v) => OutcomeReport::Halt(super::paper::value(p, v)),
                Outcome::HaltEx(e) => OutcomeReport::HaltEx(e.to_string()),
                Outcome::Incomplete(why) => OutcomeReport::Incomplete(why.to_string()),
            },
            effects: c.effects.iter().map(|e| effect(p, e)).collect(),
            steps: run.steps,
            memory: memory(&c.mem),
            replay: tape_spec(p, c.nu.consumed()),
            remaining_tape: remaining.tape.iter().map(|v| arg_value(p, v)).collect(),
            remaining_seed_state: remaining.seed_state,
            backtrace: backtrace(p, run),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_else(|e| format!("/* {e} */"))
    }
}

/// The notation of a report as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Data {
    Json,
    Ron,
}

/// An observer that writes the report of a traced run as data while the run goes: the
/// report opens with its `trace` field, each step written as it happens (nothing is
/// kept, so a long run's trace costs no memory), and `finish` closes the trace and
/// writes the report's other fields. The whole is the report pretty-printed with the
/// trace as its first field. Write errors stop the writing, never the run.
pub struct TraceStream<'p, W: std::io::Write> {
    program: &'p Program,
    data: Data,
    out: W,
    steps: u64,
    broken: bool,
}

impl<'p, W: std::io::Write> TraceStream<'p, W> {
    pub fn new(program: &'p Program, data: Data, out: W) -> Self {
        TraceStream { program, data, out, steps: 0, broken: false }
    }

    fn put(&mut self, text: &str) {
        if !self.broken {
            self.broken = self.out.write_all(text.as_bytes()).is_err();
        }
    }

    /// Closes the trace, writes the other fields of `report` and a final newline, and
    /// flushes; returns the writer.
    pub fn finish(mut self, report: &RunReport) -> W {
        let (close, rest) = match (self.data, self.steps) {
            (Data::Json, 0) => ("{\n  \"trace\": [],\n", report.to_json()),
            (Data::Json, _) => ("\n  ],\n", report.to_json()),
            (Data::Ron, 0) => ("(\n    trace: Some([]),\n", report.to_ron()),
            (Data::Ron, _) => ("\n    ]),\n", report.to_ron()),
        };
        self.put(close);
        // The report's own opening (`{` or `(` and its line end) was written first.
        let rest = rest.get(2..).unwrap_or_default().to_string();
        self.put(&rest);
        self.put("\n");
        if !self.broken {
            let _ = self.out.flush();
        }
        self.out
    }
}

impl<W: std::io::Write> Observer for TraceStream<'_, W> {
    fn step(&mut self, at: Pos, rule: Rule) {
        if self.broken {
            return;
        }
        let p = self.program;
        let step = StepReport { rule: rule.name().into(), at: pos(p, at), inst: at_text(p, at) };
        let (lead, indent, text) = match self.data {
            Data::Json => (
                if self.steps == 0 { "{\n  \"trace\": [\n" } else { ",\n" },
                "    ",
                serde_json::to_string_pretty(&step).unwrap_or_default(),
            ),
            Data::Ron => (
                if self.steps == 0 { "(\n    trace: Some([\n" } else { "\n" },
                "        ",
                ron::ser::to_string_pretty(&step, ron::ser::PrettyConfig::default()).unwrap_or_default() + ",",
            ),
        };
        self.steps += 1;
        let mut chunk = String::with_capacity(text.len() + 64);
        chunk.push_str(lead);
        for (k, line) in text.lines().enumerate() {
            if k > 0 {
                chunk.push('\n');
            }
            chunk.push_str(indent);
            chunk.push_str(line);
        }
        self.put(&chunk);
    }
}

/// Where a run that did not return stopped, and the calls it was in, innermost first:
/// `f:a:0  y ← div(1, x)`, then `main:b:2  r ← call(ref f, z)`. Empty for `halt(v)`.
pub fn backtrace<M>(p: &Program, run: &Run<M>) -> Vec<String> {
    if matches!(run.outcome, Outcome::Halt(_)) {
        return Vec::new();
    }
    let c = &run.config;
    let here = std::iter::once(c.at);
    let calls = c.frames().map(|f| Pos { index: f.resume.index.saturating_sub(1), ..f.resume });
    let mut lines: Vec<String> =
        here.chain(calls).take(BACKTRACE_LINES).map(|at| format!("{}  {}", pos(p, at), at_text(p, at))).collect();
    let total = c.depth() + 1;
    if total > BACKTRACE_LINES {
        lines.push(format!("… {} more frame(s)", total - BACKTRACE_LINES));
    }
    lines
}

/// How many positions a backtrace shows before it elides the rest.
const BACKTRACE_LINES: usize = 16;

/// The text rendering of a run (without the trace, which is printed as it happens).
pub fn run_text(p: &Program, run: &Run<Oracle>) -> String {
    let c = &run.config;
    let mut s = String::new();
    let _ = writeln!(s, "outcome: {}", outcome(p, &run.outcome));
    for (k, line) in backtrace(p, run).iter().enumerate() {
        let lead = if k == 0 {
            "at "
        } else if line.starts_with('…') {
            ""
        } else {
            "called from "
        };
        let _ = writeln!(s, "  {lead}{line}");
    }
    let _ = writeln!(s, "effects:");
    for e in &c.effects {
        let _ = writeln!(s, "  {}", effect(p, e));
    }
    let _ = writeln!(s, "steps: {}", run.steps);
    let mem = memory(&c.mem);
    if mem.is_empty() {
        let _ = writeln!(s, "memory: empty");
    } else {
        let _ = writeln!(s, "memory:");
        for m in mem {
            let _ = writeln!(s, "  {m}");
        }
    }
    let _ = writeln!(s, "replay: --oracle '{}'", tape_spec(p, c.nu.consumed()));
    let _ = writeln!(s, "remaining ν: {}", remaining(p, &c.nu.remaining()));
    s
}

/// The remaining ν of a run: `tape [3, 4], seed state 17` (`tape []` when the tape is
/// used up; no seed state when ν has no seeded generator).
pub fn remaining(p: &Program, r: &exec::machine::Remaining) -> String {
    let tape: Vec<String> = r.tape.iter().map(|v| arg_value(p, v)).collect();
    match r.seed_state {
        Some(st) => format!("tape [{}], seed state {st}", tape.join(", ")),
        None => format!("tape [{}]", tape.join(", ")),
    }
}

/// What `waddle run` was asked to run, read from its command line.
pub struct Invocation {
    pub entry: FuncId,
    pub args: Vec<Value>,
    pub oracle: OracleSpec,
}

/// Resolves the entry, reads and checks the arguments against its parameters, and reads
/// the oracle (default `seed:0`). Every error is a message for the user (exit code 2).
pub fn parse_invocation(p: &Program, entry: &str, args: &[String], oracle: Option<&str>) -> Result<Invocation, String> {
    let f = p.func_by_name(entry).ok_or_else(|| {
        let names: Vec<&str> = p.funcs.iter().map(|f| f.name.as_str()).collect();
        format!("unknown entry function `{entry}` (the program defines: {})", names.join(", "))
    })?;
    let args = args
        .iter()
        .enumerate()
        .map(|(k, a)| parse_value(a, p).map_err(|e| format!("argument {}: {e}", k + 1)))
        .collect::<Result<Vec<_>, _>>()?;
    exec::check_args(p, f, &args)?;
    let oracle = match oracle {
        Some(text) => parse_oracle(text, p).map_err(|e| format!("malformed oracle `{text}`: {e}"))?,
        None => OracleSpec::seed(0),
    };
    Ok(Invocation { entry: f, args, oracle })
}

/// An observer that prints each step as a trace line to `out` as it happens. Write
/// errors (a closed pipe) stop the printing, never the run.
pub struct TracePrinter<'p, W: std::io::Write> {
    program: &'p Program,
    out: W,
    broken: bool,
}

impl<'p, W: std::io::Write> TracePrinter<'p, W> {
    pub fn new(program: &'p Program, out: W) -> Self {
        TracePrinter { program, out, broken: false }
    }

    /// Flushes the output; returns the writer.
    pub fn finish(mut self) -> W {
        if !self.broken {
            let _ = self.out.flush();
        }
        self.out
    }
}

impl<W: std::io::Write> Observer for TracePrinter<'_, W> {
    fn step(&mut self, at: Pos, rule: Rule) {
        if !self.broken {
            let line = trace_line(self.program, &TraceEntry { rule, at });
            self.broken = writeln!(self.out, "{line}").is_err();
        }
    }
}

/// `30s`, `500ms`.
pub fn duration(t: std::time::Duration) -> String {
    if t.subsec_millis() == 0 {
        format!("{}s", t.as_secs())
    } else {
        format!("{}ms", t.as_millis())
    }
}
