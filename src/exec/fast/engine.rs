//! The engine's loop: decoded instructions taken one dispatch at a time from the
//! running frame's `FuncCode`, while they apply and the fuel lasts; the parameter
//! writes of jumps; and the weights a weighted observer sums (`Weights`, `settle`).

use super::call::{call_in_place, extern_args, return_in_place, sync_heap};
use super::decode::{CallSite, Code, FuncCode, Ins, Jump, Lit, Slot};
use super::slots::{copy, int_at, put_u64, set, set_bool, set_word, word, Heap, Slots};
use super::wide::{wide, wrap_word};
use crate::exec::env::Env;
use crate::exec::machine::Machine;
use crate::exec::memory::Memory;
use crate::exec::rule::Rule;
use crate::exec::run::{Observer, Tally};
use crate::exec::state::{Config, Pos};
use crate::exec::step::{call_extern, enter, leave, small_arith, small_compare};
use crate::ir::{BinOp, BlockId, FuncId, Int, Value};

/// What `fast_steps` keeps between its calls in one run.
pub(super) struct Fast<'r> {
    pub(super) code: &'r Code,
    /// The weights of each function's instructions, for a weighted observer (empty
    /// otherwise).
    pub(super) table: &'r [Weights],
    /// Overwritten big integers, for reuse (`Heap`).
    pub(super) spare: &'r mut Vec<Int>,
    /// The summed weights of the steps taken, for a weighted observer.
    pub(super) tally: &'r mut u64,
}

/// A function's weights for a weighted observer, by instruction (`FuncCode::pos`'s
/// order): the engine adds the weights of all the steps of a decoded instruction when
/// it dispatches it (one addition per dispatch, not per step), and takes back those of
/// the steps it did not take when it stops inside one (`settle`).
pub(super) struct Weights {
    /// The weight of the step at each position.
    step: Vec<u32>,
    /// The summed weights of the steps of the instruction decoded at each position
    /// (`Ins::steps` of them, from that position on).
    ins: Vec<u32>,
}

impl Weights {
    /// The table of `code`'s functions, from `weights[func][block][index]`.
    pub(super) fn table(code: &Code, weights: &[Vec<Vec<u32>>]) -> Vec<Weights> {
        let by_pc = |(f, fc): (usize, &FuncCode)| {
            let w =
                |&(b, i): &(BlockId, u32)| Tally::weight(weights, Pos { func: FuncId(f as u32), block: b, index: i });
            let step: Vec<u32> = fc.pos.iter().map(w).collect();
            let ins = (0..step.len())
                .map(|pc| (0..fc.code[pc].steps() as usize).filter_map(|k| step.get(pc + k)).sum())
                .collect();
            Weights { step, ins }
        };
        code.funcs.iter().enumerate().map(by_pc).collect()
    }
}

/// Takes back, from `tally`, the weights of the steps that the instruction being
/// executed, dispatched when `since` steps had been taken (`u64::MAX`: none is), did
/// not take by step `n`. The engine is at `pc`: every instruction advances `pc` by one
/// position per step until its last, so the instruction began at `pc - (n - since)`
/// and its steps not taken are at `pc` and after.
#[cold]
fn settle(code: &[Ins], w: Option<&Weights>, pc: usize, since: u64, n: u64, tally: &mut u64) {
    if since == u64::MAX {
        return;
    }
    let taken = (n - since) as usize;
    let (Some(w), Some(ins)) = (w, pc.checked_sub(taken).and_then(|p| code.get(p))) else { return };
    for k in 0..(ins.steps() as usize).saturating_sub(taken) {
        *tally -= u64::from(w.step.get(pc + k).copied().unwrap_or(0));
    }
}

/// Takes decoded steps from `c.at` while they apply and `steps < limit`, leaving `c`
/// at the first instruction that is `step`'s.
///
/// Kept as one function: it is the dispatch loop, and its
/// locals (`pc`, the step count `n`, the frame's `slots` and `heap`, the weights
/// taken) stay in registers across every dispatch only while the arms are in its
/// body. The arms' shared parts are the local macros below (they read and write
/// those locals and leave the loop with `break`), and the arms' own work is in
/// `#[inline(always)]` helpers (`boolean`, `move_plain`, `store`, `jump1`, `jump2`,
/// `moves`, `wide` in `wide.rs`, the writes of `slots.rs`).
#[inline(never)]
pub(super) fn fast_steps<M: Machine, O: Observer>(
    env: &Env<'_>,
    fs: &mut Fast<'_>,
    c: &mut Config<M>,
    steps: &mut u64,
    limit: u64,
    obs: &mut O,
) {
    let Fast { code, table, spare, tally } = fs;
    let mut n = *steps;
    // The weights of the steps taken (a weighted observer's), added to `tally` on
    // leaving, as `n` to `steps`.
    let mut weighed = 0u64;
    // One iteration per function entered or returned to.
    'frame: loop {
        let func = c.at.func;
        let Some(fc) = code.funcs.get(func.index()) else { break };
        let weights: Option<&Weights> = if O::WEIGHTED { table.get(func.index()) } else { None };
        let ins_weights: &[u32] = weights.map_or(&[], |w| w.ins.as_slice());
        // The steps taken before the instruction being executed was dispatched (for
        // `settle`); `u64::MAX` between instructions.
        let mut since = u64::MAX;
        let Some(&start) = fc.start.get(c.at.block.index()) else { break };
        let mut pc = start as usize + c.at.index as usize;
        let mut heap = Heap { bytes: c.regs.heap(), spare };
        let Some(mut frame) = Slots::new(c.regs.slots_mut(), fc) else { break };
        let slots = &mut frame;
        let at = |pc: usize| {
            let (block, index) = fc.pos[pc];
            Pos { func, block, index }
        };
        // A step by `rule` at `pc`.
        macro_rules! took {
            ($rule:expr) => {{
                // A weighted observer's weights were added at the dispatch.
                if O::ACTIVE && !O::WEIGHTED {
                    obs.step(at(pc), $rule);
                }
                n += 1;
            }};
        }
        // `dst ← w`, a machine word, by the rule `rule`.
        macro_rules! word_step {
            ($dst:expr, $w:expr, $rule:expr) => {{
                if !set_word(slots, $dst, $w, &mut heap) {
                    break;
                }
                took!($rule);
                pc += 1;
            }};
        }
        // `dst ← x op y` on machine words (E-Op); `break` when `step` must take it.
        macro_rules! binary {
            ($op:expr, $x:expr, $y:expr, $dst:expr) => {{
                let written = match small_compare($op, $x, $y) {
                    Some(v) => set_bool(slots, $dst, v, &mut heap),
                    None => match small_arith($op, $x, $y) {
                        Some(v) => set_word(slots, $dst, v, &mut heap),
                        None => break,
                    },
                };
                if !written {
                    break;
                }
                took!(Rule::Op);
                pc += 1;
            }};
        }
        // The second step of a pair, `dst ← wraps64(t)` (E-Wrap), whose result `low`
        // the first step computed.
        macro_rules! wrap_low {
            ($low:expr, $dst:expr) => {{
                if n >= limit || !set_word(slots, $dst, $low, &mut heap) {
                    break;
                }
                took!(Rule::Wrap);
                pc += 1;
            }};
        }
        // `t ← x op y; dst ← wraps64(t)`: E-Op then E-Wrap.
        macro_rules! wide_pair {
            ($op:expr, $x:expr, $y:expr, $t:expr, $dst:expr) => {{
                let Some(low) = wide(c.size.total, env, $op, $x, $y, $t, slots, &mut heap) else { break };
                took!(Rule::Op);
                pc += 1;
                wrap_low!(low, $dst);
            }};
        }
        // `r ← x op y` (a comparison, E-Op) then the block's `switch r (when ↦
        // targets[yes]) targets[no]`.
        macro_rules! compare_switch {
            ($op:expr, $x:expr, $y:expr, $r:expr, $when:expr, $yes:expr, $no:expr) => {{
                let Some(v) = small_compare($op, $x, $y) else { break };
                if !set_bool(slots, $r, v, &mut heap) {
                    break;
                }
                took!(Rule::Op);
                pc += 1;
                if n >= limit {
                    break;
                }
                switch!(v, $when, $yes, $no);
            }};
        }
        // E-Return-Frame of `v` to the frame below (there is one): in place, or by
        // `step::leave`; then on with the caller.
        macro_rules! ret {
            ($v:expr) => {{
                let v = $v;
                let here = at(pc);
                sync_heap(c, &heap);
                c.at = here;
                if !return_in_place(env, c, &v, heap.spare) && leave(env, c, v).is_err() {
                    if O::WEIGHTED {
                        settle(&fc.code, weights, pc, since, n, &mut weighed);
                    }
                    *steps = n;
                    **tally += weighed;
                    return;
                }
                took!(Rule::ReturnFrame);
                continue 'frame;
            }};
        }
        // `switch v (when ↦ targets[yes]) targets[no]` on the boolean `v`.
        macro_rules! switch {
            ($v:expr, $when:expr, $yes:expr, $no:expr) => {{
                let (t, rule) = if $v == $when { ($yes, Rule::SwitchCase) } else { ($no, Rule::SwitchDefault) };
                let Some(j) = fc.targets.get(t as usize) else { break };
                if !moves(fc, j, slots, &mut heap) {
                    break;
                }
                took!(rule);
                pc = j.pc as usize;
            }};
        }
        // `t ← a op b; dst ← wraps64(t)` on registers, `op` a constant.
        macro_rules! rr_pair {
            ($op:expr, $t:expr, $dst:expr, $a:expr, $b:expr) => {{
                let (Some(x), Some(y)) = (word(slots, $a), word(slots, $b)) else { break };
                wide_pair!($op, x, y, $t, $dst);
            }};
        }
        // `t ← a op k; dst ← wraps64(t)`.
        macro_rules! rk_pair {
            ($op:expr, $t:expr, $dst:expr, $a:expr, $k:expr) => {{
                let Some(x) = word(slots, $a) else { break };
                wide_pair!($op, x, $k, $t, $dst);
            }};
        }
        // `r ← a op b` then the switch on `r`.
        macro_rules! rr_switch {
            ($op:expr, $r:expr, $a:expr, $b:expr, $when:expr, $yes:expr, $no:expr) => {{
                let (Some(x), Some(y)) = (word(slots, $a), word(slots, $b)) else { break };
                compare_switch!($op, x, y, $r, $when, $yes, $no);
            }};
        }
        // `r ← a op k` then the switch on `r`.
        macro_rules! rk_switch {
            ($op:expr, $r:expr, $a:expr, $k:expr, $when:expr, $yes:expr, $no:expr) => {{
                let Some(x) = word(slots, $a) else { break };
                compare_switch!($op, x, $k, $r, $when, $yes, $no);
            }};
        }
        // `t ← load64(addr); dst ← wraps64(t)`: E-Load then E-Wrap.
        macro_rules! load_wrap {
            ($addr:expr, $t:expr, $dst:expr) => {{
                let Some(Ok(v)) = c.mem.read_word($addr) else { break };
                // The unsigned value in `t` (from 2^63 on, a negative Bril number's
                // pattern, an `Int` held in place that owns no memory, so `step`'s
                // `fits` has nothing to check), its low 64 bits in `dst`.
                let Some(slot) = slots.get_mut($t) else { break };
                put_u64(slot, v, &mut heap);
                took!(Rule::Load);
                pc += 1;
                wrap_low!(v as i64, $dst);
            }};
        }
        // `t ← i * k; dst ← p + t` on machine words: E-Op twice; the address `dst`.
        macro_rules! index {
            ($i:expr, $k:expr, $p:expr, $t:expr, $dst:expr) => {{
                let Some(off) = word(slots, $i).and_then(|x| x.checked_mul($k)) else { break };
                if !set_word(slots, $t, off, &mut heap) {
                    break;
                }
                took!(Rule::Op);
                pc += 1;
                if n >= limit {
                    break;
                }
                let Some(q) = word(slots, $p).and_then(|x| x.checked_add(off)) else { break };
                if !set_word(slots, $dst, q, &mut heap) {
                    break;
                }
                took!(Rule::Op);
                pc += 1;
                q
            }};
        }
        loop {
            if n >= limit {
                since = u64::MAX;
                break;
            }
            let Some(ins) = fc.code.get(pc) else {
                since = u64::MAX;
                break;
            };
            if O::WEIGHTED {
                weighed += u64::from(ins_weights.get(pc).copied().unwrap_or(0));
                since = n;
            }
            match *ins {
                Ins::Slow => break,
                Ins::BinRR { op, dst, a, b } => {
                    let (Some(x), Some(y)) = (word(slots, a), word(slots, b)) else {
                        let Some(v) = boolean(op, slots, a, b) else { break };
                        if !set_bool(slots, dst, v, &mut heap) {
                            break;
                        }
                        took!(Rule::Op);
                        pc += 1;
                        continue;
                    };
                    binary!(op, x, y, dst);
                }
                Ins::BinRK { op, dst, a, k } => {
                    let Some(x) = word(slots, a) else { break };
                    binary!(op, x, k, dst);
                }
                Ins::BinKR { op, dst, k, b } => {
                    let Some(y) = word(slots, b) else { break };
                    binary!(op, k, y, dst);
                }
                Ins::Move { dst, a } => {
                    if !move_plain(slots, dst, a, &mut heap) {
                        break;
                    }
                    took!(Rule::Move);
                    pc += 1;
                }
                Ins::Not { dst, a } => {
                    let written = match (slots.get(a), word(slots, a)) {
                        (Some(Some(Value::Bool(b))), _) => {
                            let b = !*b;
                            set_bool(slots, dst, b, &mut heap)
                        }
                        // Two's complement: not(x) = -x - 1, a machine word.
                        (_, Some(x)) => set_word(slots, dst, !x, &mut heap),
                        _ => break,
                    };
                    if !written {
                        break;
                    }
                    took!(Rule::Op);
                    pc += 1;
                }
                Ins::Lit { dst, v, rule } => {
                    if !set(slots, dst, v.value(), &mut heap) {
                        break;
                    }
                    took!(rule);
                    pc += 1;
                }
                Ins::StoreK { a, k, bits } => {
                    if !store(&mut c.mem, int_at(slots, a), &Int::from(k), bits) {
                        break;
                    }
                    took!(Rule::Store);
                    pc += 1;
                }
                Ins::Wrap { dst, a, signed, bits } => {
                    let Some(x) = word(slots, a) else { break };
                    let Some(w) = wrap_word(x, signed, bits) else { break };
                    word_step!(dst, w, Rule::Wrap);
                }
                Ins::Load { dst, a, bits } => {
                    // At most 64 bits at a machine-integer address: no extra fuel
                    // (`budget::int_units` of one digit is 0).
                    let Some(addr) = int_at(slots, a) else { break };
                    let Some(Ok(v)) = c.mem.read_bits(addr, bits) else { break };
                    let Ok(v) = i64::try_from(v) else { break };
                    word_step!(dst, v, Rule::Load);
                }
                Ins::LoadW { t, dst, a } => {
                    let Some(addr) = int_at(slots, a).and_then(Int::to_u64) else { break };
                    load_wrap!(addr, t, dst);
                }
                Ins::Index { t, dst, i, k, p } => {
                    let _ = index!(i, k, p, t, dst);
                }
                Ins::IndexLoadW { t, q, v, dst, i, p } => {
                    let addr = index!(i, 64, p, t, q);
                    if n >= limit {
                        break;
                    }
                    let Ok(addr) = u64::try_from(addr) else { break };
                    load_wrap!(addr, v, dst);
                }
                Ins::Store { a, v, bits } => {
                    let Some(value) = int_at(slots, v).filter(|i| i.to_i64().is_some()) else { break };
                    if !store(&mut c.mem, int_at(slots, a), value, bits) {
                        break;
                    }
                    took!(Rule::Store);
                    pc += 1;
                }
                Ins::Jump { t, rule } => {
                    let Some(j) = fc.targets.get(t as usize) else { break };
                    if !moves(fc, j, slots, &mut heap) {
                        break;
                    }
                    took!(rule);
                    pc = j.pc as usize;
                }
                Ins::Goto { pc: to, rule } => {
                    took!(rule);
                    pc = to as usize;
                }
                Ins::Jump1 { t, pc: to, p, r, rule } => {
                    if !jump1(fc, t, p, r, slots, &mut heap) {
                        break;
                    }
                    took!(rule);
                    pc = to as usize;
                }
                Ins::Jump2 { t, pc: to, p0, r0, p1, r1, rule } => {
                    if !jump2(fc, t, [(p0, r0), (p1, r1)], slots, &mut heap) {
                        break;
                    }
                    took!(rule);
                    pc = to as usize;
                }
                Ins::SwitchBool { on, when, yes, no } => {
                    let Some(Some(Value::Bool(v))) = slots.get(on) else { break };
                    let v = *v;
                    switch!(v, when, yes, no);
                }
                Ins::AddRRW { t, dst, a, b } => rr_pair!(BinOp::Add, t, dst, a, b),
                Ins::SubRRW { t, dst, a, b } => rr_pair!(BinOp::Sub, t, dst, a, b),
                Ins::MulRRW { t, dst, a, b } => rr_pair!(BinOp::Mul, t, dst, a, b),
                Ins::DivRRW { t, dst, a, b } => rr_pair!(BinOp::Div, t, dst, a, b),
                Ins::AddRKW { t, dst, a, k } => rk_pair!(BinOp::Add, t, dst, a, k),
                Ins::SubRKW { t, dst, a, k } => rk_pair!(BinOp::Sub, t, dst, a, k),
                Ins::MulRKW { t, dst, a, k } => rk_pair!(BinOp::Mul, t, dst, a, k),
                Ins::DivRKW { t, dst, a, k } => rk_pair!(BinOp::Div, t, dst, a, k),
                Ins::LtRRBr { c: r, a, b, when, yes, no } => rr_switch!(BinOp::Lt, r, a, b, when, yes, no),
                Ins::LeRRBr { c: r, a, b, when, yes, no } => rr_switch!(BinOp::Le, r, a, b, when, yes, no),
                Ins::GtRRBr { c: r, a, b, when, yes, no } => rr_switch!(BinOp::Gt, r, a, b, when, yes, no),
                Ins::GeRRBr { c: r, a, b, when, yes, no } => rr_switch!(BinOp::Ge, r, a, b, when, yes, no),
                Ins::EqRRBr { c: r, a, b, when, yes, no } => rr_switch!(BinOp::Eq, r, a, b, when, yes, no),
                Ins::NeRRBr { c: r, a, b, when, yes, no } => rr_switch!(BinOp::Ne, r, a, b, when, yes, no),
                Ins::LtRKBr { c: r, a, k, when, yes, no } => rk_switch!(BinOp::Lt, r, a, k, when, yes, no),
                Ins::LeRKBr { c: r, a, k, when, yes, no } => rk_switch!(BinOp::Le, r, a, k, when, yes, no),
                Ins::GtRKBr { c: r, a, k, when, yes, no } => rk_switch!(BinOp::Gt, r, a, k, when, yes, no),
                Ins::GeRKBr { c: r, a, k, when, yes, no } => rk_switch!(BinOp::Ge, r, a, k, when, yes, no),
                Ins::EqRKBr { c: r, a, k, when, yes, no } => rk_switch!(BinOp::Eq, r, a, k, when, yes, no),
                Ins::NeRKBr { c: r, a, k, when, yes, no } => rk_switch!(BinOp::Ne, r, a, k, when, yes, no),
                Ins::Call { callee, site } => {
                    // `step::enter` reads the arguments and checks the call depth and
                    // the budget before it changes anything.
                    let here = at(pc);
                    let Some(call) = fc.calls.get(site as usize) else { break };
                    let CallSite { dst, args, .. } = call;
                    sync_heap(c, &heap);
                    c.at = here;
                    if call_in_place(env, c, call, FuncId(callee)) {
                        took!(Rule::Call);
                        continue 'frame;
                    }
                    if enter(env, c, dst, FuncId(callee), args).is_err() {
                        if O::WEIGHTED {
                            settle(&fc.code, weights, pc, since, n, &mut weighed);
                        }
                        *steps = n;
                        **tally += weighed;
                        return;
                    }
                    took!(Rule::Call);
                    continue 'frame;
                }
                Ins::CallExtern { site } => {
                    // `step::call_extern` checks the budget and draws from ν before it
                    // changes anything.
                    let Some(call) = fc.externs.get(site as usize) else { break };
                    let Some(args) = extern_args(&call.args, slots) else { break };
                    sync_heap(c, &heap);
                    c.at = at(pc);
                    if call_extern(env, c, &call.dst, call.ext, args).is_err() {
                        break;
                    }
                    took!(Rule::CallExtern);
                    continue 'frame;
                }
                Ins::Return { a } => {
                    if c.cont.is_empty() {
                        break;
                    }
                    let v = match slots.get(a) {
                        Some(Some(v)) => copy(v),
                        _ => break,
                    };
                    ret!(v);
                }
                Ins::ReturnLit { v } => {
                    if c.cont.is_empty() {
                        break;
                    }
                    ret!(v.value());
                }
            }
        }
        c.regs.set_heap(heap.bytes);
        if let Some(&(block, index)) = fc.pos.get(pc) {
            c.at = Pos { func, block, index };
        }
        if O::WEIGHTED {
            settle(&fc.code, weights, pc, since, n, &mut weighed);
        }
        break;
    }
    *steps = n;
    **tally += weighed;
}

/// `a op b` on two booleans, for the operations `binary_general` defines on them
/// (`and`, `or`, `xor`, `eq`, `ne`); `None` otherwise.
#[inline(always)]
fn boolean(op: BinOp, slots: &Slots<'_>, a: Slot, b: Slot) -> Option<bool> {
    let (Some(Some(Value::Bool(x))), Some(Some(Value::Bool(y)))) = (slots.get(a), slots.get(b)) else {
        return None;
    };
    match op {
        BinOp::And => Some(*x && *y),
        BinOp::Or => Some(*x || *y),
        BinOp::Xor | BinOp::Ne => Some(x != y),
        BinOp::Eq => Some(x == y),
        _ => None,
    }
}

/// `dst ← a` (E-Move) for a machine word, a boolean, unit or a reference; `false`,
/// with nothing written, for anything else.
#[inline(always)]
fn move_plain(slots: &mut Slots<'_>, dst: Slot, a: Slot, heap: &mut Heap<'_>) -> bool {
    let v = match slots.get(a) {
        Some(Some(Value::Bool(b))) => {
            let b = *b;
            return set_bool(slots, dst, b, heap);
        }
        Some(Some(v @ (Value::Unit | Value::Ref(_)))) => v.clone(),
        Some(Some(Value::Int(i))) => match i.to_i64() {
            Some(x) => Value::int(x),
            None => return false,
        },
        _ => return false,
    };
    set(slots, dst, v, heap)
}

/// `storeN(addr, value)` (E-Store) when `addr` is an integer and the premise holds
/// (`Memory::place` locates the access once, `write_at` writes there); `false`, with
/// nothing written, otherwise.
#[inline(always)]
fn store(mem: &mut Memory, addr: Option<&Int>, value: &Int, bits: u32) -> bool {
    let Some(addr) = addr else { return false };
    let Ok(place) = mem.place(addr, bits) else { return false };
    mem.write_at(place, bits, value).is_ok()
}

/// The parameter write `p ← r` of `Ins::Jump1`: inline for a machine word, else by
/// the general table of `targets[t]`.
#[inline(always)]
fn jump1(fc: &FuncCode, t: u32, p: Slot, r: Slot, slots: &mut Slots<'_>, heap: &mut Heap<'_>) -> bool {
    let done = word(slots, r).is_some_and(|x| set_word(slots, p, x, heap));
    done || fc.targets.get(t as usize).is_some_and(|j| moves(fc, j, slots, heap))
}

/// The parameter writes `p0 ← r0; p1 ← r1` of `Ins::Jump2`. Both sources are read
/// before either parameter is written; the general path writes them again from the
/// start when it must.
#[inline(always)]
fn jump2(
    fc: &FuncCode,
    t: u32,
    [(p0, r0), (p1, r1)]: [(Slot, Slot); 2],
    slots: &mut Slots<'_>,
    heap: &mut Heap<'_>,
) -> bool {
    let done = match (word(slots, r0), word(slots, r1)) {
        (Some(x), Some(y)) => set_word(slots, p0, x, heap) && set_word(slots, p1, y, heap),
        _ => false,
    };
    done || fc.targets.get(t as usize).is_some_and(|j| moves(fc, j, slots, heap))
}

/// Writes the parameters of a jump: from registers, then constants (see `Jump`).
/// Nothing is written when an argument is not a machine word, a boolean, unit or a
/// reference: `step` takes those.
#[inline(always)]
fn moves(fc: &FuncCode, j: &Jump, slots: &mut Slots<'_>, heap: &mut Heap<'_>) -> bool {
    if j.regs.0 != j.regs.1 && !reg_moves(fc, j, slots, heap) {
        return false;
    }
    if j.lits.0 == j.lits.1 {
        return true;
    }
    for &(p, v) in fc.lit_moves.get(j.lits.0 as usize..j.lits.1 as usize).unwrap_or_default() {
        let written = match v {
            Lit::Int(x) => set_word(slots, p, x, heap),
            Lit::Bool(b) => set_bool(slots, p, b, heap),
            Lit::Unit => set(slots, p, Value::Unit, heap),
        };
        if !written {
            return false;
        }
    }
    true
}

/// The writes of `moves` from registers.
#[inline(always)]
fn reg_moves(fc: &FuncCode, j: &Jump, slots: &mut Slots<'_>, heap: &mut Heap<'_>) -> bool {
    let regs = fc.reg_moves.get(j.regs.0 as usize..j.regs.1 as usize).unwrap_or_default();
    for &(_, r) in regs {
        match slots.get(r) {
            Some(Some(Value::Int(i))) if i.to_i64().is_none() => return false,
            Some(Some(_)) => {}
            _ => return false,
        }
    }
    for &(p, r) in regs {
        if let Some(x) = word(slots, r) {
            if !set_word(slots, p, x, heap) {
                return false;
            }
            continue;
        }
        let written = match slots.get(r) {
            Some(Some(Value::Int(_))) => false,
            Some(Some(Value::Bool(b))) => {
                let b = *b;
                set_bool(slots, p, b, heap)
            }
            Some(Some(v)) => {
                let v = v.clone();
                set(slots, p, v, heap)
            }
            None | Some(None) => false,
        };
        if !written {
            return false;
        }
    }
    true
}
