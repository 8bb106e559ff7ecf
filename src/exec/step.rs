//! One reduction step: `(⟨p, f, b⟩ | γ | ν | µ | Ψ ; s) → (⟨p, f', b'⟩ | γ' | ν' | µ' | Ψ' ; s')`.
//!
//! `step` is the rules of `semantics/reduction.md`, one match arm per rule, each arm
//! marked with the rule's name and returning its `Rule`. It works in two phases:
//! `redex` reads the configuration and selects the rule (evaluating operands and the
//! premises that do not change anything: the result of an operation, whether an
//! access is allocated); the arm then builds the next configuration. All choices go
//! through the machine (ν); `step` itself is deterministic.
//!
//! A step that cannot happen leaves the configuration unchanged and returns `Stop`:
//! `Stop::Limit` when a resource limit or ν prevents it (the run is incomplete), and
//! `Stop::Stuck` when the configuration is not one a verified program can reach (an
//! interpreter error, never a program error).

use super::budget;
use super::env::Env;
use super::float;
use super::machine::Machine;
use super::memory::{AccessError, Place};
use super::rule::Rule;
use super::state::{put, Config, Effect, Frame, Incomplete, Pos, ProgramError};
use crate::ir::{BinOp, Callee, ExternId, FuncId, Inst, Int, Op, Operand, Reg, Target, Terminator, Type, UnOp, Value};

/// Why `step` did not take a step. The configuration is unchanged.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Stop {
    Limit(Box<Incomplete>),
    Stuck(Box<Stuck>),
}

/// A configuration no rule applies to although it has not halted: this cannot happen
/// for a verified program, so it is an interpreter error.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Stuck {
    pub at: Pos,
    pub message: String,
}

impl From<Incomplete> for Stop {
    fn from(i: Incomplete) -> Stop {
        Stop::Limit(Box::new(i))
    }
}

#[cold]
fn stuck(at: Pos, message: impl Into<String>) -> Stop {
    Stop::Stuck(Box::new(Stuck { at, message: message.into() }))
}

/// The left-hand side of the rule that applies, with its premises evaluated.
///
/// `repr(u8)` gives the enum a tag byte of its own: without it the variants that hold
/// a `Value` share the value's tag, and telling the rules apart costs a range check
/// before the jump on every step.
#[repr(u8)]
enum Redex<'p> {
    Op { dst: &'p Option<Reg>, value: Value },
    OpErr { error: ProgramError },
    Move { dst: &'p Option<Reg>, value: Value },
    Wrap { dst: &'p Option<Reg>, value: Value },
    Addr { dst: &'p Option<Reg>, value: Value },
    Call { dst: &'p Option<Reg>, callee: FuncId, args: &'p [Operand] },
    CallExtern { dst: &'p Option<Reg>, ext: ExternId, args: Vec<Value> },
    Alloc { dst: &'p Option<Reg>, size: u64 },
    AllocErr,
    Free { dst: &'p Option<Reg>, base: u64 },
    FreeFault { addr: Int },
    Load { dst: &'p Option<Reg>, value: Int },
    LoadFault { addr: Int },
    LoadUninit { addr: Int },
    Store { dst: &'p Option<Reg>, place: Place, value: Int, bits: u32 },
    StoreFault { addr: Int },
    Select { dst: &'p Option<Reg>, value: Value },
    TryLoad { dst: &'p Option<Reg>, value: Int },
    TryLoadPoison { dst: &'p Option<Reg> },
    TryLoadFault { addr: Int },
    Forget { dst: &'p Option<Reg>, addr: Int, bits: u32, forget: bool },
    ForgetFault { addr: Int },
    Exit { value: Value },
    Fail { code: Int },
    FailSkip { dst: &'p Option<Reg> },
    Branch { target: &'p Target },
    SwitchCase { target: &'p Target },
    SwitchDefault { target: &'p Target },
    ReturnFrame { value: Value },
    ReturnHalt { value: Value },
}

/// Takes one step. See the module documentation.
#[inline(always)]
pub fn step<M: Machine>(env: &Env<'_>, c: &mut Config<M>) -> Result<Rule, Stop> {
    if c.halted {
        return Err(stuck(c.at, "the configuration has halted"));
    }
    match redex(env, c)? {
        // E-Op: r ← op(v…) with ⟦op⟧(v…) = v'  ⟹  γ[r ↦ v'].
        Redex::Op { dst, value } => Ok(advance(c, dst, value, Rule::Op)),
        // E-Op-Err: ⟦op⟧(v…) = ex(err)  ⟹  Ψ, halt(ex(err)).
        Redex::OpErr { error } => halt_ex(env, c, error, Rule::OpErr),
        // E-Move: r ← v  ⟹  γ[r ↦ v].
        Redex::Move { dst, value } => Ok(advance(c, dst, value, Rule::Move)),
        // E-Wrap: r ← wrap{s,u}N(v)  ⟹  γ[r ↦ v reduced to N bits].
        Redex::Wrap { dst, value } => Ok(advance(c, dst, value, Rule::Wrap)),
        // E-Addr: r ← addr(f)  ⟹  γ[r ↦ ref f].
        Redex::Addr { dst, value } => Ok(advance(c, dst, value, Rule::Addr)),
        // E-Call: r ← call(ref g, v…)  ⟹  enter g's entry block with γ_g = params ↦ v…,
        // pushing ŝ = ⟨f, b, r, s⟩ that saves the caller's γ.
        Redex::Call { dst, callee, args } => {
            enter(env, c, dst, callee, args)?;
            Ok(Rule::Call)
        }
        // E-Call-Extern: r ← call(ref ê, v…)  ⟹  Ψ, ê(v…) and γ[r ↦ v'] with v' drawn from ν.
        Redex::CallExtern { dst, ext, args } => {
            call_extern(env, c, dst, ext, args)?;
            Ok(Rule::CallExtern)
        }
        // E-Alloc: r ← alloc(n), n ≥ 0, a drawn from ν with [a, a+n) fresh  ⟹
        // γ[r ↦ a], µ with [a, a+n) allocated and uninitialised.
        Redex::Alloc { dst, size } => {
            alloc(env, c, dst, size)?;
            Ok(Rule::Alloc)
        }
        // E-Alloc-Err: r ← alloc(n), n < 0  ⟹  Ψ, halt(ex(negative size)).
        Redex::AllocErr => halt_ex(env, c, ProgramError::NegativeSize, Rule::AllocErr),
        // E-Free: free(a), a the base of a live allocation  ⟹  µ without it.
        Redex::Free { dst, base } => {
            let bytes = c.mem.bytes();
            let moved = c.mem.free(base);
            c.size.total -= bytes - c.mem.bytes();
            env.charge(budget::memory_units(TABLE_ENTRY_WORDS * moved));
            assign(c, dst, Value::Unit);
            c.at.index += 1;
            Ok(Rule::Free)
        }
        // E-Free-Fault: free(a), a not the base of a live allocation  ⟹  halt(ex(invalid free)).
        Redex::FreeFault { addr } => halt_ex(env, c, ProgramError::InvalidFree(addr), Rule::FreeFault),
        // E-Load: r ← loadN(a), [a, a+N) allocated and written  ⟹  γ[r ↦ µ[a, a+N) unsigned].
        Redex::Load { dst, value } => Ok(advance(c, dst, Value::Int(value), Rule::Load)),
        // E-Load-Fault: some bit of [a, a+N) unallocated  ⟹  halt(ex(memory fault)).
        Redex::LoadFault { addr } => halt_ex(env, c, ProgramError::MemoryFault(addr), Rule::LoadFault),
        // E-Load-Uninit: all allocated, some bit never written  ⟹  halt(ex(uninitialised)).
        Redex::LoadUninit { addr } => halt_ex(env, c, ProgramError::Uninitialised(addr), Rule::LoadUninit),
        // E-Store: storeN(a, v), [a, a+N) allocated  ⟹  µ[a + i ↦ bit i of v, i < N].
        Redex::Store { dst, place, value, bits } => {
            if c.mem.write_at(place, bits, &value).is_err() {
                return Err(stuck(c.at, "a store checked as allocated faulted"));
            }
            assign(c, dst, Value::Unit);
            c.at.index += 1;
            Ok(Rule::Store)
        }
        // E-Store-Fault: some bit of [a, a+N) unallocated  ⟹  halt(ex(memory fault)).
        Redex::StoreFault { addr } => halt_ex(env, c, ProgramError::MemoryFault(addr), Rule::StoreFault),
        // E-Select: r ← select(c, v₁, v₂)  ⟹  γ[r ↦ v₁] when c = true, γ[r ↦ v₂] when false.
        Redex::Select { dst, value } => Ok(advance(c, dst, value, Rule::Select)),
        // E-TryLoad: r ← tryloadN(a), [a, a+N) allocated, no bit poisoned  ⟹  γ[r ↦ µ[a, a+N)
        // unsigned, the bits never written read as 0].
        Redex::TryLoad { dst, value } => Ok(advance(c, dst, Value::Int(value), Rule::TryLoad)),
        // E-TryLoad-Poison: all allocated, some bit poisoned  ⟹  γ[r ↦ -1].
        Redex::TryLoadPoison { dst } => Ok(advance(c, dst, Value::int(-1), Rule::TryLoadPoison)),
        // E-TryLoad-Fault: some bit of [a, a+N) unallocated  ⟹  halt(ex(memory fault)).
        Redex::TryLoadFault { addr } => halt_ex(env, c, ProgramError::MemoryFault(addr), Rule::TryLoadFault),
        // E-Forget: forgetN(a, c), [a, a+N) allocated  ⟹  µ with [a, a+N) unwritten when c = true,
        // µ unchanged when c = false.
        Redex::Forget { dst, addr, bits, forget } => forget_bits(c, dst, (&addr, bits), forget),
        // E-Forget-Fault: some bit of [a, a+N) unallocated  ⟹  halt(ex(memory fault)).
        Redex::ForgetFault { addr } => halt_ex(env, c, ProgramError::MemoryFault(addr), Rule::ForgetFault),
        // E-Exit: exit(v)  ⟹  Ψ, halt(v), whatever ŝ holds.
        Redex::Exit { value } => halt_now(env, c, value),
        // E-Fail: fail(true, n)  ⟹  Ψ, halt(ex(fail(n))).
        Redex::Fail { code } => halt_ex(env, c, ProgramError::Failed(code), Rule::Fail),
        // E-Fail-Skip: fail(false, n)  ⟹  γ[r ↦ unit].
        Redex::FailSkip { dst } => Ok(advance(c, dst, Value::Unit, Rule::FailSkip)),
        // E-Branch: branch b'(v…)  ⟹  γ[params(b') ↦ v…], stream of b'.
        Redex::Branch { target } => {
            jump(env, c, target)?;
            Ok(Rule::Branch)
        }
        // E-Switch-Case: switch v (… cv_i ↦ b_i(…) …) d(…), i the first case with cv_i = v.
        Redex::SwitchCase { target } => {
            jump(env, c, target)?;
            Ok(Rule::SwitchCase)
        }
        // E-Switch-Default: switch v (cv_i ↦ …)* d(v…), v equal to no cv_i.
        Redex::SwitchDefault { target } => {
            jump(env, c, target)?;
            Ok(Rule::SwitchDefault)
        }
        // E-Return-Frame: return v with ŝ = ⟨f', b', r, s⟩ ŝ'  ⟹  the saved γ[r ↦ v], stream s.
        Redex::ReturnFrame { value } => {
            leave(env, c, value)?;
            Ok(Rule::ReturnFrame)
        }
        // E-Return-Halt: return v with ŝ = ε  ⟹  Ψ, halt(v).
        Redex::ReturnHalt { value } => {
            c.fits(env.limits.budget, [0, 0, budget::effect_bytes([&value]), 0])?;
            c.push_effect(Effect::Halt(value));
            c.halted = true;
            Ok(Rule::ReturnHalt)
        }
    }
}

/// The conclusion of E-Forget: the bits poisoned when the condition holds.
fn forget_bits<M>(c: &mut Config<M>, dst: &Option<Reg>, (addr, bits): (&Int, u32), forget: bool) -> Result<Rule, Stop> {
    if forget && c.mem.forget(addr, bits).is_err() {
        return Err(stuck(c.at, "a forget checked as allocated faulted"));
    }
    Ok(advance(c, dst, Value::Unit, Rule::Forget))
}

/// The conclusion of E-Exit: Ψ, halt(v), whatever frames are on the stack.
fn halt_now<M>(env: &Env<'_>, c: &mut Config<M>, value: Value) -> Result<Rule, Stop> {
    c.fits(env.limits.budget, [0, 0, budget::effect_bytes([&value]), 0])?;
    c.push_effect(Effect::Halt(value));
    c.halted = true;
    Ok(Rule::Exit)
}

/// The conclusion of a rule that binds `r` and goes on with the next instruction.
#[inline(always)]
fn advance<M>(c: &mut Config<M>, dst: &Option<Reg>, value: Value, rule: Rule) -> Rule {
    assign(c, dst, value);
    c.at.index += 1;
    rule
}

/// The conclusion of E-Call: push the frame, enter the callee.
#[inline(never)]
pub(super) fn enter<M>(
    env: &Env<'_>,
    c: &mut Config<M>,
    dst: &Option<Reg>,
    callee: FuncId,
    args: &[Operand],
) -> Result<(), Stop> {
    if c.cont.len() >= env.limits.call_depth as usize {
        return Err(Incomplete::CallDepth(env.limits.call_depth).into());
    }
    let (entry, params) = env.entry(callee);
    let mut regs = env.fresh_regs(callee);
    let mut heap = regs.heap();
    let slots = regs.slots_mut();
    for (p, a) in params.iter().zip(args) {
        let v = operand_ref(c, a)?;
        if let Some(slot) = slots.get_mut(p.index()) {
            // A machine integer is written in two word stores, not built on the stack
            // and copied (a 16-byte load of two fresh 8-byte stores stalls).
            match v {
                Value::Int(i) if i.to_i64().is_some() => {
                    let x = i.to_i64().unwrap_or_default();
                    if slot.is_none() {
                        *slot = Some(Value::int(x));
                    } else {
                        put(slot, Value::int(x), &mut heap);
                    }
                }
                Value::Bool(b) => {
                    let b = *b;
                    put(slot, Value::Bool(b), &mut heap)
                }
                _ => put(slot, v.clone(), &mut heap),
            }
        }
    }
    regs.set_heap(heap);
    // The callee's slots and arguments are new; the caller's registers move into the
    // frame. Nothing of `c` has changed yet.
    let grown = regs.frame_bytes() + heap;
    c.fits(env.limits.budget, [grown, 0, 0, 0])?;
    let grown = grown - heap + c.regs.heap();
    c.size.frames += grown;
    c.size.total += grown;
    let resume = Pos { index: c.at.index + 1, ..c.at };
    // The frame is built in place (a frame built on the stack and then copied stalls
    // on its fresh stores).
    c.cont.push_parts(resume, *dst, std::mem::replace(&mut c.regs, regs));
    c.at = Pos { func: callee, block: entry, index: 0 };
    Ok(())
}

/// The conclusion of E-Return-Frame: pop the frame, restore the caller's γ, bind `r`.
#[inline(never)]
pub(super) fn leave<M>(env: &Env<'_>, c: &mut Config<M>, value: Value) -> Result<(), Stop> {
    if c.cont.is_empty() {
        return Err(stuck(c.at, "return without a frame"));
    }
    // The callee's frame goes and the value comes into the caller's registers: only a
    // big constant returned from a small frame grows the configuration.
    let grown = budget::value_bytes(&value);
    let freed = c.regs.frame_bytes() + c.regs.heap();
    if grown > freed {
        c.fits(env.limits.budget, [grown - freed, 0, 0, 0])?;
    }
    let Some(Frame { resume, dst, regs }) = c.cont.pop() else {
        return Err(stuck(c.at, "return without a frame"));
    };
    let callee = std::mem::replace(&mut c.regs, regs);
    let shrunk = callee.frame_bytes() + c.regs.heap();
    c.size.frames -= shrunk;
    c.size.total -= shrunk;
    env.recycle(c.at.func, callee);
    c.at = resume;
    assign(c, &dst, value);
    Ok(())
}

/// The conclusion of E-Call-Extern: the effect, and the result drawn from ν.
#[inline(never)]
pub(super) fn call_extern<M: Machine>(
    env: &Env<'_>,
    c: &mut Config<M>,
    dst: &Option<Reg>,
    ext: ExternId,
    args: Vec<Value>,
) -> Result<(), Stop> {
    let draws = env.program.ext(ext).ret != Type::Unit;
    let stream = env.stream();
    let effect = if stream.is_some() { 0 } else { budget::effect_bytes(&args) };
    c.fits(env.limits.budget, [0, 0, effect, if draws { budget::VALUE_BYTES } else { 0 }])?;
    let value = c.nu.extern_result(env.program, ext, &args)?;
    if draws {
        // A choice drawn from ν, recorded on the tape.
        draw(c, &value);
    }
    match stream {
        Some(sink) => (sink.borrow_mut())(ext, &args),
        None => c.push_effect(Effect::Call { ext, args }),
    }
    assign(c, dst, value);
    c.at.index += 1;
    Ok(())
}

/// The conclusion of E-Alloc: the address drawn from ν, the new allocation.
#[inline(never)]
fn alloc<M: Machine>(env: &Env<'_>, c: &mut Config<M>, dst: &Option<Reg>, size: u64) -> Result<(), Stop> {
    let limit = env.limits.memory_bits;
    if c.mem.live_bits().checked_add(size).is_none_or(|total| total > limit) {
        return Err(Incomplete::MemorySize(limit).into());
    }
    c.fits(env.limits.budget, [0, budget::allocation_bytes(size), 0, budget::VALUE_BYTES])?;
    let a = c.nu.alloc_address(size, &c.mem)?;
    if !c.mem.is_fresh(a, size) {
        return Err(stuck(c.at, format!("the machine chose {a}, which is not a fresh address")));
    }
    let bytes = c.mem.bytes();
    let moved = c.mem.allocate(a, size);
    c.size.total += c.mem.bytes() - bytes;
    // The cells are zeroed (two words each) and table entries moved.
    env.charge(budget::memory_units(2 * size.div_ceil(64) + TABLE_ENTRY_WORDS * moved));
    let address = Value::Int(int_of_u64(a));
    draw(c, &address);
    assign(c, dst, address);
    c.at.index += 1;
    Ok(())
}

/// `value` when writing it to a register keeps the configuration within the budget
/// (only an integer beyond a machine word can take it over).
#[inline(always)]
fn fits<M>(env: &Env<'_>, c: &Config<M>, value: Value) -> Result<Value, Stop> {
    match budget::value_bytes(&value) {
        0 => Ok(value),
        bytes => {
            c.fits(env.limits.budget, [bytes, 0, 0, 0])?;
            Ok(value)
        }
    }
}

/// Writing `values` to registers keeps the configuration within the budget (counting
/// the copies: a big integer copied to a parameter counts twice, as the size does).
#[inline(always)]
fn fits_all<'v, M>(env: &Env<'_>, c: &Config<M>, values: impl IntoIterator<Item = &'v Value>) -> Result<(), Stop> {
    let bytes: u64 = values.into_iter().map(budget::value_bytes).sum();
    if bytes > 0 {
        c.fits(env.limits.budget, [bytes, 0, 0, 0])?;
    }
    Ok(())
}

/// Machine words of an allocation-table entry, for the work of moving one.
const TABLE_ENTRY_WORDS: u64 = 5;

/// Counts a choice drawn from ν on the tape's size.
fn draw<M>(c: &mut Config<M>, v: &Value) {
    let bytes = budget::VALUE_BYTES + budget::value_bytes(v);
    c.size.tape += bytes;
    c.size.total += bytes;
}

/// Selects the rule that applies to `c`. Reads only.
#[inline(always)]
fn redex<'p, M>(env: &Env<'p>, c: &Config<M>) -> Result<Redex<'p>, Stop> {
    let p = env.program;
    let block = p.func(c.at.func).block(c.at.block);
    let Some(inst) = block.insts.get(c.at.index as usize) else {
        return term_redex(c, &block.term);
    };
    let Inst { dst, op } = inst;
    let v = |o: &Operand| operand(c, o);
    Ok(match op {
        Op::Unary(u, a) => match unary(env, *u, operand_ref(c, a)?, c.at)? {
            Ok(value) => Redex::Op { dst, value: fits(env, c, value)? },
            Err(error) => Redex::OpErr { error },
        },
        Op::Binary(b, x, y) => {
            let (x, y) = (operand_ref(c, x)?, operand_ref(c, y)?);
            match binary_small(*b, x, y) {
                Some(value) => Redex::Op { dst, value },
                None => match binary_general(env, *b, x, y, c.at)? {
                    Ok(value) => Redex::Op { dst, value: fits(env, c, value)? },
                    Err(error) => Redex::OpErr { error },
                },
            }
        }
        Op::Move(a) => Redex::Move { dst, value: fits(env, c, v(a)?)? },
        Op::Wrap { signed, bits, arg } => {
            let x = int(v(arg)?, c.at)?;
            // To at most 64 bits only the low digit is read; a wider wrap reads the
            // operand and makes an integer of up to N bits.
            if *bits > 64 {
                let n = u64::from(*bits).div_ceil(64);
                env.charge(budget::int_units(n, budget::words(&x) + n));
            }
            Redex::Wrap { dst, value: fits(env, c, Value::Int(wrap(&x, *signed, *bits, env.limits.value_bits)?))? }
        }
        Op::Addr(callee) => Redex::Addr { dst, value: Value::Ref(*callee) },
        Op::Call(callee, args) => match v(callee)? {
            Value::Ref(Callee::Func(callee)) => Redex::Call { dst, callee, args },
            Value::Ref(Callee::Extern(ext)) => {
                let args = args.iter().map(v).collect::<Result<Vec<_>, _>>()?;
                Redex::CallExtern { dst, ext, args }
            }
            _ => return Err(stuck(c.at, "call of a value that is not a function reference")),
        },
        Op::Alloc(_) | Op::Free(_) | Op::Load(..) | Op::Store(..) => memory_redex(env, c, dst, op)?,
        Op::Select(cond, a, b) => match operand_ref(c, cond)? {
            Value::Bool(true) => Redex::Select { dst, value: v(a)? },
            Value::Bool(false) => Redex::Select { dst, value: v(b)? },
            _ => return Err(stuck(c.at, "select on a value that is not a boolean")),
        },
        Op::TryLoad(..) | Op::Forget(..) => poison_redex(env, c, dst, op)?,
        Op::Exit(a) => Redex::Exit { value: v(a)? },
        Op::Fail(cond, code) => match operand_ref(c, cond)? {
            Value::Bool(true) => Redex::Fail { code: int(v(code)?, c.at)? },
            Value::Bool(false) => Redex::FailSkip { dst },
            _ => return Err(stuck(c.at, "fail on a condition that is not a boolean")),
        },
    })
}

/// The memory premises: allocated, written, a base. Out of line, to keep the common
/// path of `step` small.
#[inline(never)]
fn memory_redex<'p, M>(env: &Env<'p>, c: &Config<M>, dst: &'p Option<Reg>, op: &'p Op) -> Result<Redex<'p>, Stop> {
    Ok(match op {
        Op::Alloc(n) => {
            let n = int(operand(c, n)?, c.at)?;
            if n.is_negative() {
                Redex::AllocErr
            } else {
                match n.to_u64() {
                    Some(size) => Redex::Alloc { dst, size },
                    None => return Err(Incomplete::MemorySize(env.limits.memory_bits).into()),
                }
            }
        }
        Op::Free(a) => {
            let addr = int(operand(c, a)?, c.at)?;
            match c.mem.base(&addr) {
                Some(base) => Redex::Free { dst, base },
                None => Redex::FreeFault { addr },
            }
        }
        Op::Load(a, bits) => {
            let addr = int_ref(operand_ref(c, a)?, c.at)?;
            let n = u64::from(*bits).div_ceil(64);
            env.charge(budget::int_units(n, n));
            match c.mem.read(addr, *bits) {
                Ok(value) if value.bits() > env.limits.value_bits => {
                    return Err(Incomplete::ValueSize(env.limits.value_bits).into())
                }
                Ok(value) => match fits(env, c, Value::Int(value))? {
                    Value::Int(value) => Redex::Load { dst, value },
                    _ => return Err(stuck(c.at, "a load produced a value that is not an integer")),
                },
                Err(AccessError::Fault) => Redex::LoadFault { addr: addr.clone() },
                Err(AccessError::Uninit) => Redex::LoadUninit { addr: addr.clone() },
            }
        }
        Op::Store(a, x, bits) => {
            let addr = int_ref(operand_ref(c, a)?, c.at)?;
            let value = int_ref(operand_ref(c, x)?, c.at)?;
            // Only the low N bits of the value are written.
            let n = u64::from(*bits).div_ceil(64);
            env.charge(budget::int_units(n, n));
            match c.mem.place(addr, *bits) {
                Ok(place) => Redex::Store { dst, place, value: value.clone(), bits: *bits },
                Err(_) => Redex::StoreFault { addr: addr.clone() },
            }
        }
        _ => return Err(stuck(c.at, "not a memory operation")),
    })
}

/// The premises of the memory operations that read and write whether bits were
/// written: allocated, written.
#[inline(never)]
fn poison_redex<'p, M>(env: &Env<'p>, c: &Config<M>, dst: &'p Option<Reg>, op: &'p Op) -> Result<Redex<'p>, Stop> {
    Ok(match op {
        Op::TryLoad(a, bits) => {
            let addr = int_ref(operand_ref(c, a)?, c.at)?;
            let n = u64::from(*bits).div_ceil(64);
            env.charge(budget::int_units(n, n));
            match c.mem.read_written(addr, *bits) {
                Ok(Some(value)) if value.bits() > env.limits.value_bits => {
                    return Err(Incomplete::ValueSize(env.limits.value_bits).into())
                }
                Ok(None) => Redex::TryLoadPoison { dst },
                Ok(Some(value)) => match fits(env, c, Value::Int(value))? {
                    Value::Int(value) => Redex::TryLoad { dst, value },
                    _ => return Err(stuck(c.at, "a load produced a value that is not an integer")),
                },
                Err(_) => Redex::TryLoadFault { addr: addr.clone() },
            }
        }
        Op::Forget(a, cond, bits) => {
            let addr = int_ref(operand_ref(c, a)?, c.at)?;
            let forget = match operand_ref(c, cond)? {
                Value::Bool(b) => *b,
                _ => return Err(stuck(c.at, "forget on a condition that is not a boolean")),
            };
            env.charge(budget::int_units(u64::from(*bits).div_ceil(64), 0));
            match c.mem.check(addr, *bits) {
                Ok(()) => Redex::Forget { dst, addr: addr.clone(), bits: *bits, forget },
                Err(_) => Redex::ForgetFault { addr: addr.clone() },
            }
        }
        _ => return Err(stuck(c.at, "not a memory operation on written bits")),
    })
}

#[inline(always)]
fn term_redex<'p, M>(c: &Config<M>, term: &'p Terminator) -> Result<Redex<'p>, Stop> {
    Ok(match term {
        Terminator::Branch(target) => Redex::Branch { target },
        Terminator::Switch { on, cases, default } => {
            let v = operand_ref(c, on)?;
            match first_case(cases, v) {
                Some(target) => Redex::SwitchCase { target },
                None => Redex::SwitchDefault { target: default },
            }
        }
        Terminator::Return(o) => {
            let value = operand(c, o)?;
            if !c.cont.is_empty() {
                Redex::ReturnFrame { value }
            } else {
                Redex::ReturnHalt { value }
            }
        }
    })
}

/// The target of the first case whose constant equals `v`.
#[inline(always)]
fn first_case<'p>(cases: &'p [(Value, Target)], v: &Value) -> Option<&'p Target> {
    for (cv, target) in cases {
        if same(cv, v) {
            return Some(target);
        }
    }
    None
}

/// `a == b`, with the comparisons of booleans and small integers inlined.
#[inline(always)]
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Int(x), Value::Int(y)) => match (x.to_i64(), y.to_i64()) {
            (Some(x), Some(y)) => x == y,
            _ => x == y,
        },
        _ => a == b,
    }
}

/// γ(o) for a register, the constant itself otherwise.
#[inline]
fn operand<M>(c: &Config<M>, o: &Operand) -> Result<Value, Stop> {
    operand_ref(c, o).map(clone_value)
}

/// `v.clone()`, with a small integer copied without dispatching on the variant.
#[inline(always)]
fn clone_value(v: &Value) -> Value {
    if let Value::Int(i) = v {
        if let Some(x) = i.to_i64() {
            return Value::Int(Int::from(x));
        }
    }
    v.clone()
}

/// γ(o), borrowed.
#[inline]
fn operand_ref<'a, M>(c: &'a Config<M>, o: &'a Operand) -> Result<&'a Value, Stop> {
    match o {
        Operand::Reg(r) => match c.regs.get(*r) {
            Some(v) => Ok(v),
            None => Err(unassigned(c.at, *r)),
        },
        Operand::Const(v) => Ok(v),
    }
}

#[cold]
fn unassigned(at: Pos, r: Reg) -> Stop {
    stuck(at, format!("read of unassigned register #{}", r.index()))
}

#[inline]
fn int(v: Value, at: Pos) -> Result<Int, Stop> {
    match v {
        Value::Int(i) => Ok(i),
        _ => Err(stuck(at, "an int operand holds a value of another type")),
    }
}

#[inline]
fn int_ref(v: &Value, at: Pos) -> Result<&Int, Stop> {
    match v {
        Value::Int(i) => Ok(i),
        _ => Err(stuck(at, "an int operand holds a value of another type")),
    }
}

#[inline]
fn assign<M>(c: &mut Config<M>, dst: &Option<Reg>, v: Value) {
    if let Some(r) = *dst {
        c.regs.set(r, v);
    }
}

/// Moves to the target block, assigning its parameters in parallel: every argument is
/// read before any parameter is written.
#[inline(always)]
fn jump<M>(env: &Env<'_>, c: &mut Config<M>, target: &Target) -> Result<(), Stop> {
    if !target.args.is_empty() {
        let params = &env.program.func(c.at.func).block(target.block).params;
        match (target.args.as_slice(), params.as_slice()) {
            ([a], [p]) => {
                let v = fits(env, c, operand(c, a)?)?;
                c.regs.set(*p, v);
            }
            ([a, b], [p, q]) => {
                let (v, w) = (operand(c, a)?, operand(c, b)?);
                fits_all(env, c, [&v, &w])?;
                let mut heap = c.regs.heap();
                let slots = c.regs.slots_mut();
                if let Some(slot) = slots.get_mut(p.index()) {
                    put(slot, v, &mut heap);
                }
                if let Some(slot) = slots.get_mut(q.index()) {
                    put(slot, w, &mut heap);
                }
                c.regs.set_heap(heap);
            }
            (args, _) => {
                let vals = args.iter().map(|a| operand(c, a)).collect::<Result<Vec<_>, _>>()?;
                fits_all(env, c, &vals)?;
                for (p, v) in params.iter().zip(vals) {
                    c.regs.set(*p, v);
                }
            }
        }
    }
    c.at = Pos { func: c.at.func, block: target.block, index: 0 };
    Ok(())
}

/// The conclusion of the error rules: Ψ, halt(ex(err)), when the effect fits the budget.
fn halt_ex<M>(env: &Env<'_>, c: &mut Config<M>, error: ProgramError, rule: Rule) -> Result<Rule, Stop> {
    c.fits(env.limits.budget, [0, 0, budget::EFFECT_BYTES, 0])?;
    c.push_effect(Effect::HaltEx(error));
    c.halted = true;
    Ok(rule)
}

fn int_of_u64(a: u64) -> Int {
    match i64::try_from(a) {
        Ok(v) => Int::from(v),
        Err(_) => Int::from(a),
    }
}

/// ⟦op⟧ for unary operations.
#[inline]
fn unary(env: &Env<'_>, op: UnOp, v: &Value, at: Pos) -> Result<Result<Value, ProgramError>, Stop> {
    if let Value::Int(a) = v {
        if a.is_heap() {
            let la = budget::words(a);
            env.charge(budget::int_units(la, la));
        }
    }
    Ok(Ok(match (op, v) {
        (UnOp::Neg, Value::Int(a)) => Value::Int(a.neg()),
        (UnOp::Not, Value::Int(a)) => Value::Int(a.not()),
        (UnOp::Not, Value::Bool(b)) => Value::Bool(!b),
        (UnOp::IToF, Value::Int(a)) => Value::Int(Int::from(match a.to_i64() {
            Some(n) => float::from_int(n),
            None => float::to_bits(num_traits::ToPrimitive::to_f64(&a.to_big()).unwrap_or(f64::NAN)),
        })),
        (UnOp::FToI, Value::Int(a)) => Value::Int(match float::to_int(low64(a)) {
            Some(t) => Int::from_big(t),
            None => {
                let huge: num_bigint::BigInt = num_bigint::BigInt::from(1) << 1024;
                Int::from_big(if float::of_bits(low64(a)) == f64::NEG_INFINITY { -huge } else { huge })
            }
        }),
        (UnOp::FNarrow, Value::Int(a)) => Value::Int(Int::from(float::narrow(low64(a)))),
        (UnOp::FWiden, Value::Int(a)) => Value::Int(Int::from(float::widen(low64(a)))),
        (UnOp::FSqrt, Value::Int(a)) => Value::Int(Int::from(float::sqrt(low64(a)))),
        (op, _) => return Err(stuck(at, format!("{} of a value of the wrong type", op.name()))),
    }))
}

/// ⟦op⟧ for binary operations on machine words: the result when both operands are
/// small integers and the result is one too (or a boolean), `None` otherwise. Where it
/// answers, it answers as `binary_general` does.
#[inline(always)]
fn binary_small(op: BinOp, x: &Value, y: &Value) -> Option<Value> {
    let (Value::Int(a), Value::Int(b)) = (x, y) else { return None };
    small_op(op, a.to_i64()?, b.to_i64()?)
}

/// ⟦op⟧ on two machine words, when the result is a machine word or a boolean; `None`
/// when it is not (overflow, division by zero, shifts), for `binary_general` to
/// answer. Shared by `binary_small` and the pre-decoded engine (`fast.rs`).
#[inline(always)]
pub(super) fn small_op(op: BinOp, a: i64, b: i64) -> Option<Value> {
    match small_compare(op, a, b) {
        Some(v) => Some(Value::Bool(v)),
        None => small_arith(op, a, b).map(|r| Value::Int(Int::from(r))),
    }
}

/// `small_op` of a comparison: `None` for the other operations.
#[inline(always)]
pub(super) fn small_compare(op: BinOp, a: i64, b: i64) -> Option<bool> {
    use BinOp::*;
    Some(match op {
        Lt => a < b,
        Le => a <= b,
        Gt => a > b,
        Ge => a >= b,
        Eq => a == b,
        Ne => a != b,
        FEq | FLt | FLe | FGt | FGe => return float::compare(op, a, b),
        _ => return None,
    })
}

/// `small_op` of an arithmetic or bitwise operation: `None` for comparisons, and when
/// the result is not a machine word (overflow, division by zero, shifts).
#[inline(always)]
pub(super) fn small_arith(op: BinOp, a: i64, b: i64) -> Option<i64> {
    use BinOp::*;
    match op {
        Add => a.checked_add(b),
        Sub => a.checked_sub(b),
        Mul => a.checked_mul(b),
        Div if b != 0 => a.checked_div(b),
        Mod if b != 0 => a.checked_rem(b),
        And => Some(a & b),
        Or => Some(a | b),
        Xor => Some(a ^ b),
        FAdd | FSub | FMul | FDiv | FRem => float::arith(op, a, b),
        Lt | Le | Gt | Ge | Eq | Ne | Div | Mod | Shl | Shr | FEq | FLt | FLe | FGt | FGe => None,
    }
}

/// ⟦op⟧ for binary operations on any values (big integers, booleans, references):
/// `Ok(Err(err))` is an undefined result (E-Op-Err); a result larger than `limit` bits
/// stops the run.
///
/// The step is charged for its work in digits before it computes (`budget.rs`):
/// nothing when every integer is one digit, else `BIG_STEP_UNITS` (but for
/// comparisons) and its digit operations.
#[inline(never)]
fn binary_general(
    env: &Env<'_>,
    op: BinOp,
    x: &Value,
    y: &Value,
    at: Pos,
) -> Result<Result<Value, ProgramError>, Stop> {
    use BinOp::*;
    let limit = env.limits.value_bits;
    if let (Value::Int(a), Value::Int(b)) = (x, y) {
        let (la, lb) = (budget::words(a), budget::words(b));
        let longer = la.max(lb);
        let units = match op {
            Mul => budget::int_units(longer, budget::mul_work(la, lb)),
            // Long division: about (la - lb + 1)·lb digit operations.
            Div | Mod => budget::int_units(longer, (la.saturating_sub(lb) + 1).saturating_mul(lb)),
            // The result of a shift left is at most the value limit wide.
            Shl => {
                let shift = b.to_u64().unwrap_or(u64::MAX);
                let result = match a.bits() {
                    0 => 1,
                    bits => bits.saturating_add(shift).div_ceil(64).min(limit.div_ceil(64)),
                };
                budget::int_units(longer.max(result), la + result)
            }
            Shr => budget::int_units(longer, la),
            // Comparisons make no integer.
            Lt | Le | Gt | Ge | Eq | Ne if longer > 1 => longer,
            Lt | Le | Gt | Ge | Eq | Ne => 0,
            Add | Sub | And | Or | Xor => budget::int_units(longer, longer),
            // Float operations read the low digit of each operand and make a machine
            // word: like comparisons.
            FAdd | FSub | FMul | FDiv | FRem | FEq | FLt | FLe | FGt | FGe if longer > 1 => longer,
            FAdd | FSub | FMul | FDiv | FRem | FEq | FLt | FLe | FGt | FGe => 0,
        };
        env.charge(units);
    }
    let value = match (op, x, y) {
        (Eq, _, _) => Value::Bool(x == y),
        (Ne, _, _) => Value::Bool(x != y),
        (And, Value::Bool(a), Value::Bool(b)) => Value::Bool(*a && *b),
        (Or, Value::Bool(a), Value::Bool(b)) => Value::Bool(*a || *b),
        (Xor, Value::Bool(a), Value::Bool(b)) => Value::Bool(*a != *b),
        (_, Value::Int(a), Value::Int(b)) => {
            let i = match op {
                Add => a.add(b),
                Sub => a.sub(b),
                Mul => a.mul(b),
                Div => match a.div(b) {
                    Some(q) => q,
                    None => return Ok(Err(ProgramError::DivisionByZero)),
                },
                Mod => match a.rem(b) {
                    Some(r) => r,
                    None => return Ok(Err(ProgramError::DivisionByZero)),
                },
                And => a.and(b),
                Or => a.or(b),
                Xor => a.xor(b),
                Shl | Shr if b.is_negative() => return Ok(Err(ProgramError::NegativeShift)),
                Shl => {
                    if a.is_zero() {
                        Int::ZERO
                    } else {
                        match b.to_u64() {
                            Some(n) if a.bits().saturating_add(n) <= limit => a.shl(n),
                            _ => return Err(Incomplete::ValueSize(limit).into()),
                        }
                    }
                }
                Shr => a.shr(b.to_u64().unwrap_or(u64::MAX)),
                Lt => return Ok(Ok(Value::Bool(a < b))),
                Le => return Ok(Ok(Value::Bool(a <= b))),
                Gt => return Ok(Ok(Value::Bool(a > b))),
                Ge => return Ok(Ok(Value::Bool(a >= b))),
                Eq => return Ok(Ok(Value::Bool(a == b))),
                Ne => return Ok(Ok(Value::Bool(a != b))),
                // Operands beyond a machine word: their low 64 bits are the binary64.
                FAdd | FSub | FMul | FDiv | FRem => Int::from(float::arith(op, low64(a), low64(b)).unwrap_or_default()),
                FEq | FLt | FLe | FGt | FGe => {
                    return Ok(Ok(Value::Bool(float::compare(op, low64(a), low64(b)).unwrap_or_default())))
                }
            };
            if i.to_i64().is_none() && i.bits() > limit {
                return Err(Incomplete::ValueSize(limit).into());
            }
            Value::Int(i)
        }
        _ => return Err(stuck(at, format!("{} of values of the wrong types", op.name()))),
    };
    Ok(Ok(value))
}

/// The low 64 bits of `a`, as a signed 64-bit integer.
fn low64(a: &Int) -> i64 {
    a.wrap(true, 64).to_i64().unwrap_or_default()
}

/// `wrap{s,u}N(x)` without building a value larger than `limit` bits.
fn wrap(x: &Int, signed: bool, bits: u32, limit: u64) -> Result<Int, Stop> {
    if bits as u64 <= limit {
        return Ok(x.wrap(signed, bits.max(1)));
    }
    // N > limit: when x is narrower than N - 1 bits it is already in range, unless it
    // is negative and the wrap is unsigned; then, or when x is wider, the result may
    // have N bits.
    if x.bits() + 1 < bits as u64 && (signed || !x.is_negative()) {
        Ok(x.clone())
    } else {
        Err(Incomplete::ValueSize(limit).into())
    }
}
