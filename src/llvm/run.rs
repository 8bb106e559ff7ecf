//! Runs a lowered module's `main` the way the compiled program runs: what it prints
//! (the effects `write` and `printf`, rendered as glibc renders them), and how it ends
//! — the value `main` returns or `exit` gets, the undefined behaviour it reached,
//! named by rule and LLVM instruction, or the call of a function this tool does not
//! model that stopped it.

use super::lower::{stopped_at, Lowered, START};
use super::printf::{parse_format, render, Arg, Conv, Piece};
use super::syntax::{Block, InstKind, Module, Span};
use crate::diag::Source;
use crate::exec::{self, Limits, Observer, Outcome, ProgramError, Tally};
use crate::ir::{ExternId, Int, Program, Value};
use std::collections::HashMap;

/// ν for LLVM runs: allocation k at `(k + 1)·2³⁶` bits, so no object is at null and an
/// access past an object's end is a fault (undefined behaviour); the output externals
/// return unit.
pub type LlvmMachine = exec::Strided;

/// How a run ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum End {
    /// `main` returned, or `exit` was called, with this value.
    Exit(Int),
    /// Undefined behaviour: the rule and where, `file:line:column`-ready.
    Undefined { rule: String, span: Option<Span> },
    /// A resource limit of the interpreter ended the run.
    Incomplete(exec::Incomplete),
    /// The run reached a call of a function the module declares and this tool does not
    /// model (its name, without `@`), and where: what it does is not known, so the run
    /// ends there, incomplete.
    Unmodelled { function: String, span: Option<Span> },
    /// The run printed something this tool cannot render (why); what it printed from
    /// there on is missing from its output.
    Unrendered(String),
}

/// A finished run.
#[derive(Clone, Debug)]
pub struct LlvmRun {
    pub end: End,
    /// Kernel steps taken.
    pub steps: u64,
    /// LLVM instructions executed (`run_counting`), as `instruction_weights` counts
    /// them.
    pub instructions: Option<u64>,
}

/// The bytes an output effect prints; `Err` says why it cannot be rendered (a `*`
/// width or precision given at run time beyond what `printf` renders here), with
/// nothing appended.
pub fn printed(p: &Program, ext: ExternId, args: &[Value], out: &mut Vec<u8>) -> Result<(), String> {
    let int = |k: usize| match args.get(k) {
        Some(Value::Int(i)) => i.clone(),
        _ => Int::from(0i64),
    };
    match p.ext(ext).name.as_str() {
        "write" => {
            let n = int(1).to_i64().unwrap_or(0).max(0) as usize;
            let mut bytes = bytes_of(&int(0));
            bytes.resize(n, 0);
            out.extend_from_slice(&bytes);
        }
        "printf" => {
            let spec = bytes_of(&int(0));
            let Ok(pieces) = parse_format(&spec) else { return Ok(()) };
            let Some(Piece::Conv(spec)) = pieces.first() else { return Ok(()) };
            let mut vals: Vec<Arg> = Vec::new();
            let arity = spec.arity();
            for k in 0..arity {
                let v = int(k + 1);
                let last = k + 1 == arity;
                let arg = if !last {
                    Arg::Int(i128_of(&v))
                } else if spec.conv == Conv::Str {
                    Arg::Str(bytes_of(&v))
                } else if spec.conv.is_floating() {
                    Arg::Double(f64::from_bits(v.to_i64().unwrap_or(0) as u64))
                } else if spec.conv == Conv::Pointer {
                    Arg::Ptr((i128_of(&v) / 8) as u64)
                } else {
                    Arg::Int(i128_of(&v))
                };
                vals.push(arg);
            }
            render(spec, &vals, out)
                .map_err(|e| format!("`printf` was given {} at run time, more than this tool renders", e.kind))?;
        }
        _ => {}
    }
    Ok(())
}

/// An integer argument as C's `printf` reads it: its low 128 bits, two's complement.
fn i128_of(v: &Int) -> i128 {
    use num_traits::ToPrimitive;
    let m = num_bigint::BigInt::from(1) << 128;
    let low: num_bigint::BigInt = ((v.to_big() % &m) + &m) % &m;
    let u = low.to_u128().unwrap_or(0);
    u as i128
}

/// The bytes of a packed integer, least significant first (none for 0).
fn bytes_of(v: &Int) -> Vec<u8> {
    let (_, mut b) = v.to_big().to_bytes_le();
    if b == [0] {
        b.clear();
    }
    b
}

/// Runs `llvm.start`, writing what the program prints to `out` as it prints it.
pub fn run_to(
    lowered: &Lowered,
    limits: Limits,
    engine: exec::Engine,
    out: &mut dyn std::io::Write,
) -> Result<LlvmRun, String> {
    run_observed(lowered, limits, engine, out, &mut ())
}

/// `run_to`, also counting the LLVM instructions executed: `weights` is
/// `instruction_weights` of the module and its lowering.
pub fn run_counting(
    lowered: &Lowered,
    weights: &[Vec<Vec<u32>>],
    limits: Limits,
    engine: exec::Engine,
    out: &mut dyn std::io::Write,
) -> Result<LlvmRun, String> {
    let mut tally = Tally::new(weights);
    let run = run_observed(lowered, limits, engine, out, &mut tally)?;
    Ok(LlvmRun { instructions: Some(tally.total), ..run })
}

/// For each kernel position (`weights[func][block][index]`, as `Lowered::spans`), the
/// number of LLVM instructions a step there stands for, so that the steps' summed
/// weights are the LLVM instructions executed, counted as `lli`'s interpreter counts
/// them (its `NumDynamicInsts`): every instruction once when it executes, a call once
/// (its callee's instructions count where they execute; a library function or an
/// intrinsic has none), and a φ node never, since `lli` sets a block's φ nodes as it
/// enters the block without executing them.
///
/// The lowering puts each LLVM instruction's kernel code in its block's kernel block,
/// in order, each position carrying the instruction's span. An instruction counts at
/// the first position of its own code, or, when it has none (a cast to the same
/// representation, an intrinsic that does nothing), at the next position of the block:
/// both execute exactly when the instruction does. Positions of no LLVM instruction
/// (the entry's parameter unpacking, the runtime helpers, `llvm.start`) weigh 0.
pub fn instruction_weights(module: &Module, lowered: &Lowered) -> Vec<Vec<Vec<u32>>> {
    // Each LLVM block, by the start of its terminator's span.
    let by_terminator: HashMap<usize, &Block> = module
        .functions
        .iter()
        .flat_map(|f| f.blocks.iter().flatten())
        .filter_map(|b| Some((b.instructions.last()?.span.start, b)))
        .collect();
    let block_weights = |positions: &Vec<Option<Span>>| {
        let mut w = vec![0u32; positions.len()];
        let Some(block) = positions.last().cloned().flatten().and_then(|t| by_terminator.get(&t.start)) else {
            return w;
        };
        let starts: Vec<usize> = block
            .instructions
            .iter()
            .filter(|i| !matches!(i.kind, InstKind::Phi { .. }))
            .map(|i| i.span.start)
            .collect();
        let mut next = 0;
        for (k, span) in positions.iter().enumerate() {
            let Some(span) = span else { continue };
            while starts.get(next).is_some_and(|s| *s <= span.start) {
                w[k] += 1;
                next += 1;
            }
        }
        w
    };
    lowered.spans.iter().map(|blocks| blocks.iter().map(block_weights).collect()).collect()
}

/// `run_to` with an observer of the steps.
pub fn run_observed<O: Observer>(
    lowered: &Lowered,
    limits: Limits,
    engine: exec::Engine,
    out: &mut dyn std::io::Write,
    obs: &mut O,
) -> Result<LlvmRun, String> {
    let p = &lowered.program;
    let start = p.func_by_name(START).ok_or("the lowered program has no start function")?;
    let mut buf = Vec::new();
    // The first output that cannot be rendered ends the output: what is written is a
    // prefix of what the program printed, and the run's end says where it stopped.
    let unrendered = std::cell::RefCell::new(None::<String>);
    let sink = std::cell::RefCell::new(|ext: ExternId, args: &[Value]| {
        if unrendered.borrow().is_some() {
            return;
        }
        buf.clear();
        match printed(p, ext, args, &mut buf) {
            Ok(()) => {
                let _ = out.write_all(&buf);
            }
            Err(why) => {
                unrendered.borrow_mut().get_or_insert(why);
            }
        }
    });
    let env = exec::Env::streaming(p, limits, &sink);
    let config = env.start(start, Vec::new(), LlvmMachine::default());
    let run = engine.run(&env, config, obs).map_err(|s| format!("internal error: stuck: {}", s.message))?;
    let end = match &run.outcome {
        Outcome::HaltEx(e) if stopped_at(e).is_some() => {
            End::Unmodelled { function: stopped_at(e).unwrap_or_default(), span: place(lowered, &run.config) }
        }
        Outcome::Halt(Value::Int(v)) => End::Exit(v.clone()),
        Outcome::Halt(v) => End::Exit(Int::from(i64::from(*v == Value::Bool(true)))),
        Outcome::HaltEx(ProgramError::Failed(code)) => {
            let site = code.to_i64().and_then(|c| lowered.sites.get(c as usize));
            match site {
                Some(s) => End::Undefined { rule: format!("{} (in @{})", s.rule, s.func), span: Some(s.span.clone()) },
                None => End::Undefined { rule: "undefined behaviour".into(), span: None },
            }
        }
        Outcome::HaltEx(e) => End::Undefined { rule: kernel_rule(e), span: place(lowered, &run.config) },
        Outcome::Incomplete(why) => End::Incomplete(why.clone()),
    };
    let end = match unrendered.into_inner() {
        Some(why) => End::Unrendered(why),
        None => end,
    };
    Ok(LlvmRun { end, steps: run.steps, instructions: None })
}

/// The LLVM instruction a run halted at: the position itself, or, inside a runtime
/// helper (which has no LLVM text), the innermost call that came from LLVM's text.
fn place(lowered: &Lowered, c: &exec::Config<LlvmMachine>) -> Option<Span> {
    // The frames are innermost first; each resumes after its call.
    let calls = c.cont.frames().map(|f| exec::Pos { index: f.resume.index.saturating_sub(1), ..f.resume });
    std::iter::once(c.at).chain(calls).find_map(|pos| lowered.span_at(pos).cloned())
}

/// LLVM's name for the undefined behaviour a kernel error stands for.
pub fn kernel_rule(e: &ProgramError) -> String {
    match e {
        ProgramError::DivisionByZero => "division by zero".into(),
        ProgramError::NegativeShift => "a shift by a negative amount".into(),
        ProgramError::NegativeSize => "an allocation of a negative size".into(),
        ProgramError::MemoryFault(_) => "an access outside every live object".into(),
        ProgramError::Uninitialised(_) => "a read of memory never written".into(),
        ProgramError::InvalidFree(_) => "`free` of a pointer that is not a live allocation's start".into(),
        ProgramError::Failed(_) => "undefined behaviour".into(),
    }
}

/// `file:line:column: the instruction` for an undefined behaviour's place.
pub fn locate(file: &str, text: &str, span: &Span) -> String {
    let (line, col) = Source { name: file, text }.line_col(span.start);
    let inst = text.get(span.clone()).unwrap_or("").lines().next().unwrap_or("").trim();
    format!("{file}:{line}:{col}: `{inst}`")
}
