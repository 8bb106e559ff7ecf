//! The decoded steps of control flow inside a function: branches and switches
//! whose target is known (E-Branch, E-Switch-Case, E-Switch-Default), switches on a
//! boolean, and a comparison fused with the switch on its result (an imported Bril
//! `lt`…`ne` and the `br` on it), with the parameter writes of the target (`moves`).
//!
//! As in `arith.rs`, each method returns `None`, with nothing of the refused step
//! written, when `step` must take it.

use super::cursor::Cursor;
use super::decode::{FuncCode, Jump, Lit, Slot};
use super::slots::{set, set_bool, set_word, word, Heap, Slots};
use crate::exec::rule::Rule;
use crate::exec::run::Observer;
use crate::exec::step::small_compare;
use crate::ir::{BinOp, Value};

/// A switch on a boolean: to `targets[yes]` when it is `when`, else to `targets[no]`.
pub(super) type Switch = (bool, u32, u32);

impl<O: Observer> Cursor<'_, '_, O> {
    /// `branch targets[t]`, or a switch on a constant, by `rule`.
    #[inline(always)]
    pub(super) fn jump(&mut self, slots: &mut Slots<'_>, t: u32, rule: Rule) -> Option<()> {
        let fc = self.fc;
        let j = fc.targets.get(t as usize)?;
        if !moves(fc, j, slots, self.heap) {
            return None;
        }
        self.took(rule);
        self.pc = j.pc as usize;
        Some(())
    }

    /// A jump to `to` that writes no parameter.
    #[inline(always)]
    pub(super) fn goto(&mut self, to: u32, rule: Rule) -> Option<()> {
        self.took(rule);
        self.pc = to as usize;
        Some(())
    }

    /// A jump to `to` whose one parameter write is `p ← r` (`targets[t]` the general
    /// table).
    #[inline(always)]
    pub(super) fn jump_one(
        &mut self,
        slots: &mut Slots<'_>,
        (t, to): (u32, u32),
        p: Slot,
        r: Slot,
        rule: Rule,
    ) -> Option<()> {
        if !jump1(self.fc, t, p, r, slots, self.heap) {
            return None;
        }
        self.took(rule);
        self.pc = to as usize;
        Some(())
    }

    /// A jump to `to` whose parameter writes are `p0 ← r0; p1 ← r1`.
    #[inline(always)]
    pub(super) fn jump_two(
        &mut self,
        slots: &mut Slots<'_>,
        (t, to): (u32, u32),
        writes: [(Slot, Slot); 2],
        rule: Rule,
    ) -> Option<()> {
        if !jump2(self.fc, t, writes, slots, self.heap) {
            return None;
        }
        self.took(rule);
        self.pc = to as usize;
        Some(())
    }

    /// `switch on (when ↦ targets[yes]) targets[no]` on the boolean in `on`.
    #[inline(always)]
    pub(super) fn switch_bool(&mut self, slots: &mut Slots<'_>, on: Slot, sw: Switch) -> Option<()> {
        let Some(Some(Value::Bool(v))) = slots.get(on) else { return None };
        let v = *v;
        self.switch(slots, v, sw)
    }

    /// `r ← a op b` (a comparison, E-Op) then the block's switch on `r`.
    #[inline(always)]
    pub(super) fn cmp_rr(&mut self, slots: &mut Slots<'_>, op: BinOp, [r, a, b]: [Slot; 3], sw: Switch) -> Option<()> {
        let (Some(x), Some(y)) = (word(slots, a), word(slots, b)) else { return None };
        self.compare_switch(slots, op, (x, y), r, sw)
    }

    /// `r ← a op k` then the switch on `r`.
    #[inline(always)]
    pub(super) fn cmp_rk(
        &mut self,
        slots: &mut Slots<'_>,
        op: BinOp,
        ([r, a], k): ([Slot; 2], i64),
        sw: Switch,
    ) -> Option<()> {
        let x = word(slots, a)?;
        self.compare_switch(slots, op, (x, k), r, sw)
    }

    /// `r ← x op y` (a comparison, E-Op) then the switch on `r`; the second step only
    /// when the fuel reaches it.
    #[inline(always)]
    fn compare_switch(
        &mut self,
        slots: &mut Slots<'_>,
        op: BinOp,
        (x, y): (i64, i64),
        r: Slot,
        sw: Switch,
    ) -> Option<()> {
        let v = small_compare(op, x, y)?;
        if !set_bool(slots, r, v, self.heap) {
            return None;
        }
        self.took(Rule::Op);
        self.pc += 1;
        if self.n >= self.limit {
            return None;
        }
        self.switch(slots, v, sw)
    }

    /// `switch v (when ↦ targets[yes]) targets[no]` on the boolean `v`.
    #[inline(always)]
    fn switch(&mut self, slots: &mut Slots<'_>, v: bool, (when, yes, no): Switch) -> Option<()> {
        let (t, rule) = if v == when { (yes, Rule::SwitchCase) } else { (no, Rule::SwitchDefault) };
        let fc = self.fc;
        let j = fc.targets.get(t as usize)?;
        if !moves(fc, j, slots, self.heap) {
            return None;
        }
        self.took(rule);
        self.pc = j.pc as usize;
        Some(())
    }
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
