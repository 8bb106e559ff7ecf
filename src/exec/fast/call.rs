//! Calls and returns taken by the engine: the decoded steps of calls and returns
//! (`Cursor::call`, `call_extern`, `ret`), E-Call and E-Return-Frame in place, in the
//! frame slots that returns leave above the continuation's stack (`Cont::spare_slot`),
//! and the arguments of a call of an external.
//!
//! A call or a return changes the running frame, so each step here returns a `Flow`:
//! `Frame` when the engine goes on with the new running frame, `Stop` when `step`
//! must take the step, `Leave` when `step::enter` or `step::leave` refused it.

use super::cursor::Cursor;
use super::decode::{CallSite, ExternArg, ExternSite, FuncCode};
use super::slots::{copy, discard, put, Heap, Slots};
use crate::exec::env::{Env, Sink};
use crate::exec::machine::Machine;
use crate::exec::rule::Rule;
use crate::exec::run::Observer;
use crate::exec::state::{Config, Pos};
use crate::exec::step::{call_extern, enter, leave};
use crate::ir::{FuncId, Int, Operand, Value};

/// Where the engine goes after a call or a return.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Flow {
    /// On with the frame that the call or the return made the running one.
    Frame,
    /// Out of the loop: the step is `step`'s.
    Stop,
    /// Out of the engine: `step::enter` or `step::leave` refused the step, and the
    /// configuration is as it was before it.
    Leave,
}

impl<O: Observer> Cursor<'_, '_, O> {
    /// `call(ref g, …)` of the defined function `callee`, with the destination and
    /// arguments of `calls[site]` (E-Call): in place, or by `step::enter`, which reads
    /// the arguments and checks the call depth and the budget before it changes
    /// anything.
    #[inline(always)]
    pub(super) fn call<M: Machine>(&mut self, env: &Env<'_>, c: &mut Config<M>, callee: u32, site: u32) -> Flow {
        let here = self.at(self.pc);
        let fc = self.fc;
        let Some(call) = fc.calls.get(site as usize) else { return Flow::Stop };
        let CallSite { dst, args, .. } = call;
        sync_heap(c, self.heap);
        c.at = here;
        if call_in_place(env, c, call, FuncId(callee)) {
            self.took(Rule::Call);
            return Flow::Frame;
        }
        if enter(env, c, dst, FuncId(callee), args).is_err() {
            return Flow::Leave;
        }
        self.took(Rule::Call);
        Flow::Frame
    }

    /// `call(ref ê, …)` of an external with the argument values of `call`
    /// (E-Call-Extern; `extern_call`, `None` when an argument is unassigned and the
    /// step is `step`'s): `step::call_extern` checks the budget and draws from ν before
    /// it changes anything. The arguments come first, read before the configuration is
    /// borrowed.
    #[inline(always)]
    pub(super) fn call_extern<M: Machine>(
        &mut self,
        call: Option<(&ExternSite, Vec<Value>)>,
        env: &Env<'_>,
        c: &mut Config<M>,
    ) -> Flow {
        let Some((call, args)) = call else { return Flow::Stop };
        sync_heap(c, self.heap);
        c.at = self.at(self.pc);
        if call_extern(env, c, &call.dst, call.ext, args).is_err() {
            return Flow::Stop;
        }
        self.took(Rule::CallExtern);
        Flow::Frame
    }

    /// E-Call-Extern at `externs[site]` in a streamed run (`nu`: ν, `total`: the
    /// configuration's size), by `stream_extern` without leaving the frame, counted and
    /// passed: `false`, with nothing changed, when the run does not stream or
    /// `stream_extern` refuses.
    #[inline(always)]
    pub(super) fn streamed<M: Machine>(
        &mut self,
        env: &Env<'_>,
        (nu, total): (&mut M, u64),
        site: u32,
        slots: &Slots<'_>,
        args: &mut Vec<Value>,
    ) -> bool {
        let Some(sink) = env.stream() else { return false };
        if !stream_extern(env, (sink, nu, total.saturating_add(self.heap.bytes)), self.fc, site, slots, args) {
            return false;
        }
        self.took(Rule::CallExtern);
        self.pc += 1;
        true
    }

    /// E-Return-Frame of `v` to the frame below: in place, or by `step::leave`;
    /// `step`'s (`Flow::Stop`) when there is no frame below or no value (an unassigned
    /// register). The value comes first, read before the configuration is borrowed.
    #[inline(always)]
    pub(super) fn ret<M: Machine>(&mut self, v: Option<Value>, env: &Env<'_>, c: &mut Config<M>) -> Flow {
        let Some(v) = v else { return Flow::Stop };
        if c.cont.is_empty() {
            discard(v);
            return Flow::Stop;
        }
        let here = self.at(self.pc);
        sync_heap(c, self.heap);
        c.at = here;
        if return_in_place(env, c, &v, self.heap.spare) {
            discard(v);
        } else if leave(env, c, v).is_err() {
            return Flow::Leave;
        }
        self.took(Rule::ReturnFrame);
        Flow::Frame
    }
}

/// E-Call-Extern of a streamed run (`Env::streaming`) without leaving the frame, at
/// `externs[site]`: what `step::call_extern` does for a call of an external returning
/// unit into no register (the budget checked with nothing added, since a streamed
/// effect is not in Ψ; ν asked for the unit result; the effect handed to `sink`). A
/// single register argument is handed over where it is, in the frame's registers;
/// more arguments are written over those of the last call in `args` (in place when both
/// are machine words), so a call allocates nothing. `false`, with nothing changed but
/// `args`, for any other call, an unassigned argument or a ν that refuses
/// (`call_extern` takes the step then); on `true` the caller counts the step and moves
/// on. Inlined in the engine's loop: it takes no cursor, so the cursor's fields stay in
/// registers across it.
#[inline(always)]
pub(super) fn stream_extern<M: Machine>(
    env: &Env<'_>,
    (sink, nu, bytes): (&Sink<'_>, &mut M, u64),
    fc: &FuncCode,
    site: u32,
    slots: &Slots<'_>,
    args: &mut Vec<Value>,
) -> bool {
    let Some(call) = fc.externs.get(site as usize).filter(|c| c.plain) else { return false };
    if bytes > env.limits.budget {
        return false;
    }
    let values: &[Value] = match &*call.args {
        [ExternArg::Reg(r)] => match slots.get(*r) {
            Some(Some(v)) => std::slice::from_ref(v),
            _ => return false,
        },
        several => {
            args.truncate(several.len());
            for (k, a) in several.iter().enumerate() {
                let v = match a {
                    ExternArg::Reg(r) => match slots.get(*r) {
                        Some(Some(v)) => v,
                        _ => return false,
                    },
                    ExternArg::Const(v) => v,
                };
                match args.get_mut(k) {
                    Some(old) => put_value(old, v),
                    None => args.push(copy(v)),
                }
            }
            args
        }
    };
    let result = nu.extern_result(env.program, call.ext, values);
    if !matches!(result, Ok(Value::Unit)) {
        return false;
    }
    // `Ok(Value::Unit)` owns nothing: forgotten rather than dropped, which would be a
    // call of the general drop of a result.
    std::mem::forget(result);
    (sink.borrow_mut())(call.ext, values);
    true
}

/// `*old = v`, in place when both are machine integers (no value built and moved).
#[inline(always)]
fn put_value(old: &mut Value, v: &Value) {
    if let (Value::Int(i), Value::Int(o)) = (v, &mut *old) {
        if let (Some(x), Some(w)) = (i.to_i64(), o.small_mut()) {
            *w = x;
            return;
        }
    }
    *old = copy(v);
}

/// Writes the frame's heap bytes back into `c.regs`, only when they changed: the
/// in-place call and return swap `c.regs` whole right after, and a load of it over a
/// field just stored stalls store forwarding.
#[inline(always)]
pub(super) fn sync_heap<M>(c: &mut Config<M>, heap: &Heap<'_>) {
    if c.regs.heap() != heap.bytes {
        c.regs.set_heap(heap.bytes);
    }
}

/// E-Call in place: the frame is written field by field into the slot a return left
/// above the innermost frame (`Cont::spare_slot`), and the cleared register array
/// that return left there becomes the callee's γ, so that neither moves (moving a
/// frame through a temporary stalls store forwarding). It does what `step::enter`
/// does, to the byte of the size counters; `false`, with nothing changed, when it
/// does not apply (no such slot, an array of another size or shared, a big-integer
/// argument, the call-depth limit, the budget), and `enter` takes the call.
#[inline(never)]
pub(super) fn call_in_place<M>(env: &Env<'_>, c: &mut Config<M>, call: &CallSite, callee: FuncId) -> bool {
    if !call.fits || c.cont.len() >= env.limits.call_depth as usize {
        return false;
    }
    let (entry, params) = env.entry(callee);
    let frame_bytes = env.frame_bytes(callee);
    // `enter`'s check: the callee's slots are new (its arguments hold no big integer).
    if c.fits(env.limits.budget, [frame_bytes, 0, 0, 0]).is_err() {
        return false;
    }
    let caller = &c.regs;
    let Some(slot) = c.cont.spare_slot() else { return false };
    if slot.regs.len() != call.callee_regs {
        return false;
    }
    let Some(slots) = slot.regs.slots_if_unshared() else { return false };
    // The arguments, into the cleared array; at an argument that is not a machine
    // word, a boolean, unit or a reference, the array is cleared again (`Cont`'s left
    // slots hold cleared arrays; the call is retried by `enter`, which replaces it).
    for (k, (p, a)) in params.iter().zip(call.args.iter()).enumerate() {
        let v = match a {
            Operand::Reg(r) => caller.get(*r),
            Operand::Const(v) => Some(v),
        };
        let written = match (v, slots.get_mut(p.index())) {
            (Some(Value::Int(i)), Some(s)) => match i.to_i64() {
                Some(x) => {
                    put(s, Value::int(x));
                    true
                }
                None => false,
            },
            (Some(Value::Bool(b)), Some(s)) => {
                put(s, Value::Bool(*b));
                true
            }
            (Some(v), Some(s)) => {
                *s = Some(v.clone());
                true
            }
            _ => false,
        };
        if !written {
            for q in &params[..k] {
                if let Some(s) = slots.get_mut(q.index()) {
                    *s = None;
                }
            }
            return false;
        }
    }
    let caller_heap = caller.heap();
    slot.resume = Pos { index: c.at.index + 1, ..c.at };
    slot.dst = call.dst;
    std::mem::swap(&mut c.regs, &mut slot.regs);
    c.cont.push_spare();
    let grown = frame_bytes + caller_heap;
    c.size.frames += grown;
    c.size.total += grown;
    c.at = Pos { func: callee, block: entry, index: 0 };
    true
}

/// E-Return-Frame in place: the caller's γ and the returning one change places in
/// the frame's slot, which is then left above the stack with the returning array
/// cleared (or, when something else shares it, the function's all-unassigned
/// template) for `call_in_place`. It does what `step::leave` does; `false`, with
/// nothing changed, when the innermost frame is not in an unshared chunk.
#[inline(never)]
pub(super) fn return_in_place<M>(env: &Env<'_>, c: &mut Config<M>, value: &Value, spare: &mut Vec<Int>) -> bool {
    let func = c.at.func;
    let Some(frame) = c.cont.top_mut() else { return false };
    std::mem::swap(&mut c.regs, &mut frame.regs);
    let shrunk = frame.regs.frame_bytes() + c.regs.heap();
    let (resume, dst) = (frame.resume, frame.dst);
    if !frame.regs.clear_if_unshared_keeping(spare) {
        frame.regs = env.unassigned(func);
    }
    c.cont.pop_to_spare();
    c.size.frames -= shrunk;
    c.size.total -= shrunk;
    c.at = resume;
    if let Some(r) = dst {
        let placed = c.regs.slots_if_unshared().and_then(|s| s.get_mut(r.index())).is_some_and(|s| put_plain(s, value));
        if !placed {
            c.regs.set(r, copy(value));
        }
    }
    true
}

/// `slot ← v` in place for a machine integer or a boolean over an unassigned
/// register or one of the same kind (nothing to drop, no heap count to change), the
/// parts stored one by one: `Regs::set(r, copy(v))` builds the value on the stack and
/// copies it whole, which stalls store forwarding. `false`, with nothing written,
/// otherwise.
#[inline(always)]
fn put_plain(slot: &mut Option<Value>, v: &Value) -> bool {
    match (v, slot) {
        (Value::Int(i), slot) => {
            let Some(x) = i.to_i64() else { return false };
            match slot {
                Some(Value::Int(old)) => match old.small_mut() {
                    Some(w) => {
                        *w = x;
                        true
                    }
                    None => false,
                },
                slot @ None => {
                    put(slot, Value::int(x));
                    true
                }
                _ => false,
            }
        }
        (Value::Bool(b), Some(Value::Bool(old))) => {
            *old = *b;
            true
        }
        (Value::Bool(b), slot @ None) => {
            put(slot, Value::Bool(*b));
            true
        }
        _ => false,
    }
}

/// The call of an external at `externs[site]` and the values of its arguments,
/// `None` when a register is unassigned (`step` takes the call then).
pub(super) fn extern_call<'a>(fc: &'a FuncCode, site: u32, slots: &Slots<'_>) -> Option<(&'a ExternSite, Vec<Value>)> {
    let call = fc.externs.get(site as usize)?;
    let mut values = Vec::with_capacity(call.args.len());
    for a in call.args.iter() {
        values.push(match a {
            ExternArg::Reg(r) => slots.get(*r)?.as_ref()?.clone(),
            ExternArg::Const(v) => v.clone(),
        });
    }
    Some((call, values))
}
