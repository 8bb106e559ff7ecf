//! The engine's loop: decoded instructions taken one dispatch at a time from the
//! running frame's `FuncCode`, while they apply and the fuel lasts; and the weights a
//! weighted observer sums (`Weights`, `settle`).
//!
//! `fast_steps` runs in three parts, each frame in turn:
//! 1. enter the running frame: its code, its registers (`Slots`) and a `Cursor` at
//!    its position;
//! 2. dispatch: one arm per decoded instruction, each handing its steps to the
//!    `Cursor` method of its family (`arith.rs`, `branch.rs`, `memory.rs`) until one
//!    refuses, the fuel is spent, or the instruction is a call or a return;
//! 3. leave the frame: a call or a return (`call.rs`) goes on with the new running
//!    frame; anything else writes the position and the heap count back and hands
//!    the configuration to `step`.

use super::call::{extern_call, Flow};
use super::cursor::Cursor;
use super::decode::{Code, FuncCode, Ins};
use super::slots::{copy, Heap, Slots};
use crate::exec::env::Env;
use crate::exec::machine::Machine;
use crate::exec::run::{Observer, Tally};
use crate::exec::state::{Config, Pos};
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
    /// The arguments of the last external of several arguments a streamed run called
    /// in place, whose allocation the next one reuses (`call::stream_extern`).
    pub(super) extern_args: &'r mut Vec<Value>,
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
/// One arm per decoded instruction, each a call of an `#[inline(always)]` method of
/// its family: inlined, the cursor's fields (`pc`, the step count) and the frame's
/// `slots` are locals of this loop and stay in registers across every dispatch.
#[inline(never)]
pub(super) fn fast_steps<M: Machine, O: Observer>(
    env: &Env<'_>,
    fs: &mut Fast<'_>,
    c: &mut Config<M>,
    steps: &mut u64,
    mut limit: u64,
    obs: &mut O,
) {
    let Fast { code, table, spare, tally, extern_args } = fs;
    let mut n = *steps;
    // The weights of the steps taken (a weighted observer's), added to `tally` on
    // leaving, as `n` to `steps`.
    let mut weighed = 0u64;
    // The running frame's heap count, read from the configuration at each frame. One
    // local for every frame, so that the cursor's pointer to it is one fixed address,
    // recomputed where it is used rather than held in a register of the loop.
    let mut heap = Heap { bytes: 0, spare };
    // One iteration per function entered or returned to.
    'frame: loop {
        // Step 1: the running frame.
        let func = c.at.func;
        let Some(fc) = code.funcs.get(func.index()) else { break };
        let weights: Option<&Weights> = if O::WEIGHTED { table.get(func.index()) } else { None };
        let ins_weights: &[u32] = weights.map_or(&[], |w| w.ins.as_slice());
        // The step count when the running instruction was dispatched (`settle`; `u64::MAX`: none).
        let mut since = u64::MAX;
        let Some(pc) = fc.start.get(c.at.block.index()).map(|&s| s as usize + c.at.index as usize) else { break };
        heap.bytes = c.regs.heap();
        let mut cur = Cursor { fc, func, pc, n, limit, heap: &mut heap, obs: &mut *obs };
        let Some(mut frame) = Slots::new(c.regs.slots_mut(), fc) else { break };
        let slots = &mut frame;
        // Step 2: the dispatch, until a step is `step`'s or a call or a return ends it.
        let flow = loop {
            let Some(ins) = fc.code.get(cur.pc).filter(|_| cur.n < cur.limit) else {
                since = u64::MAX;
                break Flow::Stop;
            };
            if O::WEIGHTED {
                weighed += u64::from(ins_weights.get(cur.pc).copied().unwrap_or(0));
                since = cur.n;
            }
            let done = match *ins {
                Ins::Slow => None,
                Ins::BinRR { op, dst, a, b } => cur.bin_rr(slots, op, dst, a, b),
                Ins::BinRK { op, dst, a, k } => cur.bin_rk(slots, op, dst, a, k),
                Ins::BinKR { op, dst, k, b } => cur.bin_kr(slots, op, dst, k, b),
                Ins::Move { dst, a } => cur.moved(slots, dst, a),
                Ins::Not { dst, a } => cur.not(slots, dst, a),
                Ins::Lit { dst, v, rule } => cur.lit(slots, dst, v, rule),
                Ins::Wrap { dst, a, signed, bits } => cur.wrap(slots, dst, a, signed, bits),
                Ins::AddRRW { t, dst, a, b } => cur.pair_rr(env, c.size.total, slots, BinOp::Add, [t, dst, a, b]),
                Ins::SubRRW { t, dst, a, b } => cur.pair_rr(env, c.size.total, slots, BinOp::Sub, [t, dst, a, b]),
                Ins::MulRRW { t, dst, a, b } => cur.pair_rr(env, c.size.total, slots, BinOp::Mul, [t, dst, a, b]),
                Ins::DivRRW { t, dst, a, b } => cur.pair_rr(env, c.size.total, slots, BinOp::Div, [t, dst, a, b]),
                Ins::AddRKW { t, dst, a, k } => cur.pair_rk(env, c.size.total, slots, BinOp::Add, ([t, dst, a], k)),
                Ins::SubRKW { t, dst, a, k } => cur.pair_rk(env, c.size.total, slots, BinOp::Sub, ([t, dst, a], k)),
                Ins::MulRKW { t, dst, a, k } => cur.pair_rk(env, c.size.total, slots, BinOp::Mul, ([t, dst, a], k)),
                Ins::DivRKW { t, dst, a, k } => cur.pair_rk(env, c.size.total, slots, BinOp::Div, ([t, dst, a], k)),
                Ins::Load { dst, a, bits } => cur.load(&c.mem, slots, dst, a, bits),
                Ins::TryLoad { dst, a, bits } => cur.try_load(&c.mem, slots, dst, a, bits),
                Ins::Forget { a, c: on, bits } => cur.forget(&mut c.mem, slots, a, on, bits),
                Ins::Fail { c: on } => cur.fail(slots, on),
                Ins::Select { dst, c: on, site } => {
                    fc.selects.get(site as usize).and_then(|&s| cur.select(slots, dst, on, s))
                }
                Ins::CmpFar { op, dst, a, k } => {
                    fc.fars.get(k as usize).and_then(|k| cur.cmp_far(env, slots, op, (dst, a), k))
                }
                Ins::LoadW { t, dst, a } => cur.load_w(&c.mem, slots, [t, dst], a),
                Ins::Index { t, dst, i, k, p } => cur.index(slots, (i, k), p, [t, dst]),
                Ins::IndexLoadW { t, q, v, dst, i, p } => cur.index_load_w(&c.mem, slots, (i, p), [t, q, v, dst]),
                Ins::Store { a, v, bits } => cur.store(&mut c.mem, slots, a, v, bits),
                Ins::StoreK { a, k, bits } => cur.store_k(&mut c.mem, slots, a, k, bits),
                Ins::Jump { t, rule } => cur.jump(slots, t, rule),
                Ins::Goto { pc: to, rule } => cur.goto(to, rule),
                Ins::Jump1 { t, pc: to, p, r, rule } => cur.jump_one(slots, (t, to), p, r, rule),
                Ins::Jump2 { t, pc, p0, r0, p1, r1, rule } => cur.jump_two(slots, (t, pc), [(p0, r0), (p1, r1)], rule),
                Ins::SwitchBool { on, when, yes, no } => cur.switch_bool(slots, on, (when, yes, no)),
                Ins::LtRRBr { c: r, a, b, when, yes, no } => cur.cmp_rr(slots, BinOp::Lt, [r, a, b], (when, yes, no)),
                Ins::LeRRBr { c: r, a, b, when, yes, no } => cur.cmp_rr(slots, BinOp::Le, [r, a, b], (when, yes, no)),
                Ins::GtRRBr { c: r, a, b, when, yes, no } => cur.cmp_rr(slots, BinOp::Gt, [r, a, b], (when, yes, no)),
                Ins::GeRRBr { c: r, a, b, when, yes, no } => cur.cmp_rr(slots, BinOp::Ge, [r, a, b], (when, yes, no)),
                Ins::EqRRBr { c: r, a, b, when, yes, no } => cur.cmp_rr(slots, BinOp::Eq, [r, a, b], (when, yes, no)),
                Ins::NeRRBr { c: r, a, b, when, yes, no } => cur.cmp_rr(slots, BinOp::Ne, [r, a, b], (when, yes, no)),
                Ins::LtRKBr { c: r, a, k, when, yes, no } => cur.cmp_rk(slots, BinOp::Lt, ([r, a], k), (when, yes, no)),
                Ins::LeRKBr { c: r, a, k, when, yes, no } => cur.cmp_rk(slots, BinOp::Le, ([r, a], k), (when, yes, no)),
                Ins::GtRKBr { c: r, a, k, when, yes, no } => cur.cmp_rk(slots, BinOp::Gt, ([r, a], k), (when, yes, no)),
                Ins::GeRKBr { c: r, a, k, when, yes, no } => cur.cmp_rk(slots, BinOp::Ge, ([r, a], k), (when, yes, no)),
                Ins::EqRKBr { c: r, a, k, when, yes, no } => cur.cmp_rk(slots, BinOp::Eq, ([r, a], k), (when, yes, no)),
                Ins::NeRKBr { c: r, a, k, when, yes, no } => cur.cmp_rk(slots, BinOp::Ne, ([r, a], k), (when, yes, no)),
                // Calls and returns change the running frame: each leaves with its `Flow`.
                Ins::Call { callee, site } => break cur.call(env, c, callee, site),
                Ins::CallExtern { site } if cur.streamed(env, (&mut c.nu, c.size.total), site, slots, extern_args) => {
                    Some(())
                }
                Ins::CallExtern { site } => break cur.call_extern(extern_call(fc, site, slots), env, c),
                Ins::Return { a } => break cur.ret(slots.get(a).and_then(Option::as_ref).map(copy), env, c),
                Ins::ReturnLit { v } => break cur.ret(Some(v.value()), env, c),
            };
            if done.is_none() {
                break Flow::Stop;
            }
        };
        // Step 3: on with the new running frame, out of the engine, or to `step`.
        (n, limit) = (cur.n, cur.limit);
        match flow {
            Flow::Frame => continue 'frame,
            Flow::Stop => cur.hand_over(c),
            Flow::Leave => {}
        }
        if O::WEIGHTED {
            settle(&fc.code, weights, cur.pc, since, n, &mut weighed);
        }
        break;
    }
    *steps = n;
    **tally += weighed;
}
