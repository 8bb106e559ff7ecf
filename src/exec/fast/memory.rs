//! The decoded steps of memory: loads and stores of at most 64 bits at a machine
//! integer address (E-Load, E-Store), and the address arithmetic of an imported Bril
//! `ptradd` (`t ← i * k; dst ← p + t`), alone or fused with the `load` from its
//! result and the `wraps64` of the loaded value.
//!
//! As in `arith.rs`, each method returns `None`, with nothing of the refused step
//! written, when `step` must take it.

use super::cursor::Cursor;
use super::decode::Slot;
use super::slots::{int_at, put_u64, set_word, word, Slots};
use crate::exec::memory::Memory;
use crate::exec::rule::Rule;
use crate::exec::run::Observer;
use crate::ir::Int;

impl<O: Observer> Cursor<'_, '_, O> {
    /// `dst ← loadN(a)`, `1 ≤ N ≤ 64`. At most 64 bits at a machine-integer address
    /// cost no extra fuel (`budget::int_units` of one digit is 0).
    #[inline(always)]
    pub(super) fn load(&mut self, mem: &Memory, slots: &mut Slots<'_>, dst: Slot, a: Slot, bits: u32) -> Option<()> {
        let addr = int_at(slots, a)?;
        let Some(Ok(v)) = mem.read_bits(addr, bits) else { return None };
        let v = i64::try_from(v).ok()?;
        self.word_step(slots, dst, v, Rule::Load)
    }

    /// `t ← load64(a); dst ← wraps64(t)`.
    #[inline(always)]
    pub(super) fn load_w(&mut self, mem: &Memory, slots: &mut Slots<'_>, [t, dst]: [Slot; 2], a: Slot) -> Option<()> {
        let addr = int_at(slots, a).and_then(Int::to_u64)?;
        self.load_wrap(mem, slots, addr, [t, dst])
    }

    /// `t ← i * k; dst ← p + t`.
    #[inline(always)]
    pub(super) fn index(
        &mut self,
        slots: &mut Slots<'_>,
        (i, k): (Slot, i64),
        p: Slot,
        [t, dst]: [Slot; 2],
    ) -> Option<()> {
        self.address(slots, (i, k), p, [t, dst]).map(|_| ())
    }

    /// `t ← i * 64; q ← p + t; v ← load64(q); dst ← wraps64(v)`.
    #[inline(always)]
    pub(super) fn index_load_w(
        &mut self,
        mem: &Memory,
        slots: &mut Slots<'_>,
        (i, p): (Slot, Slot),
        [t, q, v, dst]: [Slot; 4],
    ) -> Option<()> {
        let addr = self.address(slots, (i, 64), p, [t, q])?;
        if self.n >= self.limit {
            return None;
        }
        let addr = u64::try_from(addr).ok()?;
        self.load_wrap(mem, slots, addr, [v, dst])
    }

    /// `storeN(a, v)`, `1 ≤ N ≤ 64`, of a machine integer.
    #[inline(always)]
    pub(super) fn store(&mut self, mem: &mut Memory, slots: &mut Slots<'_>, a: Slot, v: Slot, bits: u32) -> Option<()> {
        let value = int_at(slots, v).filter(|i| i.to_i64().is_some())?;
        self.next_if(store(mem, int_at(slots, a), value, bits), Rule::Store)
    }

    /// `storeN(a, k)`, `1 ≤ N ≤ 64`.
    #[inline(always)]
    pub(super) fn store_k(
        &mut self,
        mem: &mut Memory,
        slots: &mut Slots<'_>,
        a: Slot,
        k: i64,
        bits: u32,
    ) -> Option<()> {
        self.next_if(store(mem, int_at(slots, a), &Int::from(k), bits), Rule::Store)
    }

    /// `t ← load64(addr); dst ← wraps64(t)`: E-Load then E-Wrap.
    #[inline(always)]
    fn load_wrap(&mut self, mem: &Memory, slots: &mut Slots<'_>, addr: u64, [t, dst]: [Slot; 2]) -> Option<()> {
        let Some(Ok(v)) = mem.read_word(addr) else { return None };
        // The unsigned value in `t` (from 2^63 on, a negative Bril number's pattern,
        // an `Int` held in place that owns no memory, so `step`'s `fits` has nothing
        // to check), its low 64 bits in `dst`.
        let slot = slots.get_mut(t)?;
        put_u64(slot, v, self.heap);
        self.took(Rule::Load);
        self.pc += 1;
        self.wrap_low(slots, v as i64, dst)
    }

    /// `t ← i * k; dst ← p + t` on machine words: E-Op twice; returns the address
    /// `dst`. The second step only when the fuel reaches it.
    #[inline(always)]
    fn address(&mut self, slots: &mut Slots<'_>, (i, k): (Slot, i64), p: Slot, [t, dst]: [Slot; 2]) -> Option<i64> {
        let off = word(slots, i).and_then(|x| x.checked_mul(k))?;
        if !set_word(slots, t, off, self.heap) {
            return None;
        }
        self.took(Rule::Op);
        self.pc += 1;
        if self.n >= self.limit {
            return None;
        }
        let q = word(slots, p).and_then(|x| x.checked_add(off))?;
        if !set_word(slots, dst, q, self.heap) {
            return None;
        }
        self.took(Rule::Op);
        self.pc += 1;
        Some(q)
    }
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
