//! The memory µ : N → {0, 1}, bit addressed.
//!
//! µ is a partial map from bit addresses to bits, together with the set of live
//! allocations. Each allocation stores its bits in 64-bit cells, each cell with an
//! *initialised* mask, in a copy-on-write array (`Rc<[Cell]>`): cloning is O(1), a
//! write to an unshared allocation happens in place, and the first write to a shared
//! one copies that allocation only. The allocations sit in a copy-on-write table
//! sorted by base address (`Rc<Vec<_>>`, binary search): a lookup and an in-place
//! write cost less than the rest of a store, which `imbl`'s ordered map and vector do
//! not (see BENCHMARKS.md). `alloc` and `free` are O(number of live allocations). Bit `a` of µ
//! is defined iff some live allocation `[base, base + size)` contains `a`; it has a
//! value iff it was written since the allocation. Clones share structure; an unshared
//! memory is updated in place.
//!
//! E-Store checks its premise with `place`, which finds the allocation holding the
//! access (a `Place`), and writes with `write_at`, which does not search again. Loads
//! and stores of up to 64 bits within one allocation (and, for stores, of a machine
//! integer into unshared cells) take inline paths; everything else goes through the
//! general, segment-by-segment code out of line.
//!
//! Accesses are checked bit by bit in the sense of the semantics: an access of
//! `[a, a + w)` faults when any of its bits is unallocated, and reads uninitialised
//! bits when all are allocated but one was never written. An access may span adjacent
//! allocations, since µ is a map over bits.

use super::budget::allocation_bytes;
use crate::ir::Int;
use num_bigint::{BigInt, BigUint, Sign};
use std::rc::Rc;

/// 64 bits of an allocation and which of them were written.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Cell {
    pub bits: u64,
    pub init: u64,
}

/// A live allocation of `size` bits.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Allocation {
    size: u64,
    cells: Rc<[Cell]>,
}

impl Allocation {
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The cells, bit `i` of the allocation being bit `i % 64` of cell `i / 64`.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// Up to 64 bits at offset `off` (`len >= 1`), and whether all were written.
    #[inline(always)]
    fn get(&self, off: u64, len: u32) -> (u64, bool) {
        let (v, init) = self.get_mask(off, len);
        (v, init == low_mask(len))
    }

    /// Writes up to 64 bits at offset `off` and marks them initialised.
    #[inline]
    fn set(&mut self, off: u64, len: u32, value: u64) {
        set_bits(Rc::make_mut(&mut self.cells), off, len, value);
    }
}

/// Writes the low `len` bits of `value` (`1 <= len <= 64`) at bit offset `off` of
/// `cells` and marks them initialised.
#[inline(always)]
fn set_bits(cells: &mut [Cell], off: u64, len: u32, value: u64) {
    let (i, sh) = ((off / 64) as usize, (off % 64) as u32);
    let mask = low_mask(len);
    let value = value & mask;
    if let Some(lo) = cells.get_mut(i) {
        lo.bits = (lo.bits & !(mask << sh)) | (value << sh);
        lo.init |= mask << sh;
    }
    if sh > 0 && sh + len > 64 {
        if let Some(hi) = cells.get_mut(i + 1) {
            let (hmask, hval) = (mask >> (64 - sh), value >> (64 - sh));
            hi.bits = (hi.bits & !hmask) | hval;
            hi.init |= hmask;
        }
    }
}

#[inline]
fn low_mask(len: u32) -> u64 {
    if len >= 64 {
        u64::MAX
    } else {
        (1u64 << len) - 1
    }
}

/// Why an access did not succeed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AccessError {
    /// Some bit of the range is not allocated.
    Fault,
    /// Every bit is allocated but some bit was never written.
    Uninit,
}

/// The memory µ. See the module documentation.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Memory {
    /// Live allocations sorted by base address.
    allocs: Rc<Vec<(u64, Allocation)>>,
    live: u64,
    /// The size of µ in the budget's bytes (`budget.rs`): bookkeeping and cells.
    bytes: u64,
}

/// Where an access lies in a memory, when all its bits are allocated: the index of the
/// allocation that holds all of it and the offset in it, or `SPANNING` and the address
/// when it spans several allocations (16 bytes, as small as the address itself).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Place {
    at: u64,
    index: u32,
}

impl Place {
    const SPANNING: u32 = u32::MAX;
}

/// One piece of an access: `len` bits at offset `off` of allocation number `index`.
#[derive(Clone, Copy)]
struct Segment {
    index: usize,
    off: u64,
    len: u64,
}

impl Memory {
    /// The number of allocated bits.
    pub fn live_bits(&self) -> u64 {
        self.live
    }

    pub fn is_empty(&self) -> bool {
        self.allocs.is_empty()
    }

    /// The size of µ in the budget's bytes: `ALLOC_BYTES` per allocation and
    /// `CELL_BYTES` per 64 bits (`budget.rs`).
    #[inline]
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// Live allocations by increasing base address.
    pub fn allocations(&self) -> impl Iterator<Item = (u64, &Allocation)> + '_ {
        self.allocs.iter().map(|(b, a)| (*b, a))
    }

    /// One past the highest allocated bit (0 when nothing is allocated).
    pub fn end(&self) -> u64 {
        self.allocs.last().map_or(0, |(b, a)| b + a.size)
    }

    /// One past the highest *footprint*: an allocation's footprint is its bits, or its
    /// base alone when it has none (`semantics/reduction.md`, "Memory"). Every address
    /// at or above it is fresh for any size, zero-bit allocations included (`end` is
    /// not: a zero-bit allocation's end is its own base).
    pub fn footprint_end(&self) -> u64 {
        self.allocs.last().map_or(0, |(b, a)| b + a.size.max(1))
    }

    /// The index of the last allocation whose base is at most `a`.
    #[inline]
    fn floor(&self, a: u64) -> Option<usize> {
        self.allocs.partition_point(|(b, _)| *b <= a).checked_sub(1)
    }

    /// Whether `[a, a + n)` can be allocated, `fresh(A, a, n)`: no live allocation
    /// starts at `a`, and its footprint (`[a, a + max(n, 1))`) meets no live one's.
    pub fn is_fresh(&self, a: u64, n: u64) -> bool {
        let Some(end) = a.checked_add(n) else { return false };
        let next = match self.floor(a) {
            Some(i) => {
                let (b, al) = &self.allocs[i];
                if *b == a || b + al.size > a {
                    return false;
                }
                i + 1
            }
            None => 0,
        };
        self.allocs.get(next).is_none_or(|(b, _)| *b >= end)
    }

    /// Adds the allocation `[a, a + n)`, all bits uninitialised. The caller checked
    /// `is_fresh(a, n)`. Returns how many table entries moved to make room (the work
    /// besides the cells).
    pub fn allocate(&mut self, a: u64, n: u64) -> u64 {
        let cells = n.div_ceil(64) as usize;
        let cells: Rc<[Cell]> = std::iter::repeat_n(Cell::default(), cells).collect();
        let at = self.allocs.partition_point(|(b, _)| *b < a);
        let moved = (self.allocs.len() - at) as u64;
        Rc::make_mut(&mut self.allocs).insert(at, (a, Allocation { size: n, cells }));
        self.live += n;
        self.bytes += allocation_bytes(n);
        moved
    }

    /// The base address `addr` denotes, when it is the base of a live allocation.
    pub fn base(&self, addr: &Int) -> Option<u64> {
        let a = addr.to_u64()?;
        let i = self.floor(a)?;
        (self.allocs[i].0 == a).then_some(a)
    }

    /// Removes the allocation at base `a`. Returns how many table entries moved.
    pub fn free(&mut self, a: u64) -> u64 {
        if let Some(i) = self.floor(a).filter(|i| self.allocs[*i].0 == a) {
            let moved = (self.allocs.len() - i - 1) as u64;
            let (_, al) = Rc::make_mut(&mut self.allocs).remove(i);
            self.live -= al.size;
            self.bytes -= allocation_bytes(al.size);
            return moved;
        }
        0
    }

    /// The segments covering `[a, a + w)`, or `Fault` when a bit is unallocated.
    fn segments(&self, addr: &Int, w: u64) -> Result<Vec<Segment>, AccessError> {
        let a = addr.to_u64().ok_or(AccessError::Fault)?;
        let end = a.checked_add(w).ok_or(AccessError::Fault)?;
        let mut segs = Vec::new();
        let mut pos = a;
        while pos < end {
            let index = self.floor(pos).ok_or(AccessError::Fault)?;
            let (b, al) = &self.allocs[index];
            let alloc_end = b + al.size;
            if pos >= alloc_end {
                return Err(AccessError::Fault);
            }
            let len = end.min(alloc_end) - pos;
            segs.push(Segment { index, off: pos - b, len });
            pos += len;
        }
        Ok(segs)
    }

    /// The allocation containing all of `[a, a + w)` and the offset of `a` in it, for
    /// the fast path.
    #[inline]
    fn single(&self, addr: &Int, w: u64) -> Option<(usize, u64)> {
        self.single_at(addr.to_u64()?, w)
    }

    #[inline]
    fn single_at(&self, a: u64, w: u64) -> Option<(usize, u64)> {
        let i = self.floor(a)?;
        let (b, al) = &self.allocs[i];
        (a.checked_add(w)? <= b + al.size).then_some((i, a - b))
    }

    /// Whether every bit of `[addr, addr + w)` is allocated (the premise of E-Store).
    pub fn check(&self, addr: &Int, w: u32) -> Result<(), AccessError> {
        self.place(addr, w).map(|_| ())
    }

    /// Where `[addr, addr + w)` lies when every bit of it is allocated (the premise of
    /// E-Store), for `write_at`: the check finds the allocation once, and the write
    /// does not search again.
    #[inline(always)]
    pub fn place(&self, addr: &Int, w: u32) -> Result<Place, AccessError> {
        if let Some((index, off)) = addr.to_u64().and_then(|a| self.single_at(a, w as u64)) {
            if index < Place::SPANNING as usize {
                return Ok(Place { at: off, index: index as u32 });
            }
        }
        self.place_spanning(addr, w)
    }

    /// `place` for an access that no single allocation holds.
    #[inline(never)]
    fn place_spanning(&self, addr: &Int, w: u32) -> Result<Place, AccessError> {
        let a = addr.to_u64().ok_or(AccessError::Fault)?;
        self.segments(addr, w as u64)?;
        Ok(Place { at: a, index: Place::SPANNING })
    }

    /// Writes the low `w` bits of `v` (two's complement) at a place `place(_, w)`
    /// returned for this memory, unchanged since.
    #[inline(always)]
    pub fn write_at(&mut self, place: Place, w: u32, v: &Int) -> Result<(), AccessError> {
        // The common case in place: up to 64 bits of a machine integer into one
        // unshared allocation.
        if place.index != Place::SPANNING && w <= 64 && w > 0 {
            if let (Some(s), Some(allocs)) = (v.to_i64(), Rc::get_mut(&mut self.allocs)) {
                if let Some((_, al)) = allocs.get_mut(place.index as usize) {
                    if let Some(cells) = Rc::get_mut(&mut al.cells) {
                        set_bits(cells, place.at, w, s as u64);
                        return Ok(());
                    }
                }
            }
        }
        self.write_at_general(place, w, v)
    }

    /// `write_at` for every other case: a shared memory or allocation, a big integer,
    /// more than 64 bits, an access spanning allocations.
    #[inline(never)]
    fn write_at_general(&mut self, place: Place, w: u32, v: &Int) -> Result<(), AccessError> {
        if place.index != Place::SPANNING {
            let (i, off) = (place.index as usize, place.at);
            if w <= 64 && w > 0 {
                // The low `w` bits of `v` in two's complement: of its `i64` when it
                // has one, else from its digits.
                let bits = match v.to_i64() {
                    Some(s) => s as u64 & low_mask(w),
                    None => Source::new(v, w).bits(0, w),
                };
                if let Some((_, al)) = Rc::make_mut(&mut self.allocs).get_mut(i) {
                    al.set(off, w, bits);
                    return Ok(());
                }
            }
            let base = self.allocs.get(i).map_or(0, |(b, _)| *b);
            return self.write(&Int::from(base + off), w, v);
        }
        self.write(&Int::from(place.at), w, v)
    }

    /// Reads `w` bits at `addr` as an unsigned integer.
    #[inline(always)]
    pub fn read(&self, addr: &Int, w: u32) -> Result<Int, AccessError> {
        if w <= 64 && w > 0 {
            if let Some((i, off)) = self.single(addr, w as u64) {
                if let Some((_, al)) = self.allocs.get(i) {
                    let (v, init) = al.get(off, w);
                    return if init { Ok(int_of_u64(v)) } else { Err(AccessError::Uninit) };
                }
            }
        }
        self.read_general(addr, w)
    }

    /// `read` of 1 to 64 bits inside one allocation, as the bits themselves (the
    /// unsigned integer `read` returns, without building it); `None` for any other
    /// access, which `read` answers.
    #[inline(always)]
    pub fn read_bits(&self, addr: &Int, w: u32) -> Option<Result<u64, AccessError>> {
        if w == 0 || w > 64 {
            return None;
        }
        let (i, off) = self.single(addr, w as u64)?;
        let (_, al) = self.allocs.get(i)?;
        let (v, init) = al.get(off, w);
        Some(if init { Ok(v) } else { Err(AccessError::Uninit) })
    }

    /// `read_written` of 1 to 64 bits inside one allocation, as the bits themselves:
    /// `Some(None)` when one is poisoned; `None` for any other access, which
    /// `read_written` answers.
    #[inline(always)]
    pub fn read_written_bits(&self, addr: &Int, w: u32) -> Option<Option<u64>> {
        if w == 0 || w > 64 {
            return None;
        }
        let (i, off) = self.single(addr, w as u64)?;
        let (_, al) = self.allocs.get(i)?;
        let (v, init) = al.get_mask(off, w);
        Some(if v & !init != 0 { None } else { Some(v & init) })
    }

    /// `read_bits` of 64 bits at address `a` (an imported Bril program's loads): a
    /// cell read whole when the access is aligned to one.
    #[inline(always)]
    pub fn read_word(&self, a: u64) -> Option<Result<u64, AccessError>> {
        let (i, off) = self.single_at(a, 64)?;
        let (_, al) = self.allocs.get(i)?;
        let (v, init) = if off % 64 == 0 {
            let cell = al.cells.get((off / 64) as usize)?;
            (cell.bits, cell.init == u64::MAX)
        } else {
            al.get(off, 64)
        };
        Some(if init { Ok(v) } else { Err(AccessError::Uninit) })
    }

    /// `read` of more than 64 bits, or of bits in several allocations.
    #[inline(never)]
    fn read_general(&self, addr: &Int, w: u32) -> Result<Int, AccessError> {
        let segs = self.segments(addr, w as u64)?;
        let mut out = BitWriter::default();
        for s in &segs {
            let al = &self.allocs[s.index].1;
            let mut done = 0;
            while done < s.len {
                let len = (s.len - done).min(64) as u32;
                let (v, init) = al.get(s.off + done, len);
                if !init {
                    return Err(AccessError::Uninit);
                }
                out.push(v, len);
                done += len as u64;
            }
        }
        Ok(out.finish())
    }

    /// Writes the low `w` bits of `v` (two's complement) at `addr`.
    pub fn write(&mut self, addr: &Int, w: u32, v: &Int) -> Result<(), AccessError> {
        let src = Source::new(v, w);
        if w <= 64 && w > 0 {
            if let Some((i, off)) = self.single(addr, w as u64) {
                Rc::make_mut(&mut self.allocs)[i].1.set(off, w, src.bits(0, w));
                return Ok(());
            }
        }
        let segs = self.segments(addr, w as u64)?;
        let mut cursor = 0u64;
        let allocs = Rc::make_mut(&mut self.allocs);
        for s in segs {
            let al = &mut allocs[s.index].1;
            let mut done = 0;
            while done < s.len {
                let len = (s.len - done).min(64) as u32;
                al.set(s.off + done, len, src.bits(cursor, len));
                done += len as u64;
                cursor += len as u64;
            }
        }
        Ok(())
    }
}

impl Allocation {
    /// Up to 64 bits at offset `off` (`len >= 1`) and the mask of those written.
    #[inline(always)]
    fn get_mask(&self, off: u64, len: u32) -> (u64, u64) {
        let (i, sh) = ((off / 64) as usize, (off % 64) as u32);
        let lo = self.cells[i];
        let (mut v, mut init) = (lo.bits >> sh, lo.init >> sh);
        if sh > 0 && sh + len > 64 {
            let hi = self.cells[i + 1];
            v |= hi.bits << (64 - sh);
            init |= hi.init << (64 - sh);
        }
        let mask = low_mask(len);
        (v & mask, init & mask)
    }
}

impl Memory {
    /// The bits `[addr, addr + w)` as an unsigned integer with the bits never written
    /// read as 0, or `None` when one of them is poisoned (forgotten by `forget`): the
    /// premises of E-TryLoad and E-TryLoad-Poison; `Fault` when one is unallocated.
    ///
    /// An unwritten bit is poisoned when its cell holds a 1 there: `allocate` zeroes
    /// the cells and `forget` sets the bits it unwrites.
    pub fn read_written(&self, addr: &Int, w: u32) -> Result<Option<Int>, AccessError> {
        let segs = self.segments(addr, w as u64)?;
        let mut out = BitWriter::default();
        for s in &segs {
            let al = &self.allocs[s.index].1;
            let mut done = 0;
            while done < s.len {
                let len = (s.len - done).min(64) as u32;
                let (v, init) = al.get_mask(s.off + done, len);
                if v & !init != 0 {
                    return Ok(None);
                }
                out.push(v & init, len);
                done += len as u64;
            }
        }
        Ok(Some(out.finish()))
    }

    /// Marks the bits `[addr, addr + w)` poisoned (the conclusion of E-Forget): unwritten
    /// again, each with a 1 in its cell, which tells it from a bit never written
    /// (`read_written`); `Fault` when one of them is unallocated.
    pub fn forget(&mut self, addr: &Int, w: u32) -> Result<(), AccessError> {
        let segs = self.segments(addr, w as u64)?;
        let allocs = Rc::make_mut(&mut self.allocs);
        for s in segs {
            let cells = Rc::make_mut(&mut allocs[s.index].1.cells);
            let mut done = 0;
            while done < s.len {
                let off = s.off + done;
                let (i, sh) = ((off / 64) as usize, (off % 64) as u32);
                let len = (s.len - done).min(u64::from(64 - sh)) as u32;
                if let Some(cell) = cells.get_mut(i) {
                    cell.init &= !(low_mask(len) << sh);
                    cell.bits |= low_mask(len) << sh;
                }
                done += u64::from(len);
            }
        }
        Ok(())
    }
}

#[inline]
fn int_of_u64(v: u64) -> Int {
    match i64::try_from(v) {
        Ok(v) => Int::from(v),
        Err(_) => Int::from(v),
    }
}

/// Accumulates bits, least significant first, into an unsigned integer.
#[derive(Default)]
struct BitWriter {
    words: Vec<u64>,
    len: u64,
}

impl BitWriter {
    fn push(&mut self, v: u64, len: u32) {
        let sh = (self.len % 64) as u32;
        if sh == 0 {
            self.words.push(v);
        } else {
            if let Some(last) = self.words.last_mut() {
                *last |= v << sh;
            }
            if sh + len > 64 {
                self.words.push(v >> (64 - sh));
            }
        }
        self.len += len as u64;
    }

    fn finish(self) -> Int {
        let bytes: Vec<u8> = self.words.iter().flat_map(|w| w.to_le_bytes()).collect();
        Int::from_big(BigInt::from_biguint(Sign::Plus, BigUint::from_bytes_le(&bytes)))
    }
}

/// The two's complement bits of a value, truncated to the width of a store.
enum Source {
    Small(i64),
    Words(Vec<u64>),
}

impl Source {
    fn new(v: &Int, w: u32) -> Source {
        match v.to_i64() {
            Some(s) => Source::Small(s),
            None => Source::Words(v.wrap(false, w.max(1)).to_big().to_u64_digits().1),
        }
    }

    fn word(&self, k: u64) -> u64 {
        match self {
            Source::Small(s) if k == 0 => *s as u64,
            Source::Small(s) => {
                if *s < 0 {
                    u64::MAX
                } else {
                    0
                }
            }
            Source::Words(ws) => ws.get(k as usize).copied().unwrap_or(0),
        }
    }

    /// `len <= 64` bits starting at bit `off`.
    fn bits(&self, off: u64, len: u32) -> u64 {
        let (k, sh) = (off / 64, (off % 64) as u32);
        let mut v = self.word(k) >> sh;
        if sh > 0 && sh + len > 64 {
            v |= self.word(k + 1) << (64 - sh);
        }
        v & low_mask(len)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::budget::{ALLOC_BYTES, CELL_BYTES};
    use std::mem::size_of;

    #[test]
    fn the_budget_covers_cells_and_allocations() {
        assert!(CELL_BYTES as usize >= size_of::<Cell>());
        assert!(ALLOC_BYTES as usize >= size_of::<(u64, Allocation)>() + 16);
    }

    /// Two adjacent allocations and a third one apart, some bits written.
    fn sample() -> Memory {
        let mut m = Memory::default();
        m.allocate(4096, 100);
        m.allocate(4196, 64);
        m.allocate(8192, 3 * 64);
        m.write(&Int::from(4100i64), 20, &Int::from(0xABCDEi64)).unwrap();
        m
    }

    #[test]
    fn place_and_write_at_are_check_and_write() {
        let values = [
            Int::from(-1i64),
            Int::from(0x1234_5678_9ABC_DEF0i64),
            Int::parse("-340282366920938463463374607").unwrap(),
        ];
        // Inside one allocation, across a cell boundary, spanning adjacent allocations,
        // wider than 64 bits, zero bits, and faults.
        let accesses = [
            (4096u64, 1u32),
            (4150, 30),
            (4180, 40),
            (4096, 164),
            (8192 + 60, 70),
            (9000, 0),
            (4196 + 60, 8),
            (8100, 1),
        ];
        for v in &values {
            for &(a, w) in &accesses {
                let addr = Int::from(a);
                let base = sample();
                let snapshot = base.clone();
                let (mut direct, mut placed) = (base.clone(), base);
                let expect = direct.write(&addr, w, v);
                assert_eq!(snapshot.check(&addr, w), expect, "check at {a}, {w} bits");
                match snapshot.place(&addr, w) {
                    Ok(place) => {
                        assert_eq!(placed.write_at(place, w, v), Ok(()));
                        assert_eq!(placed, direct, "write_at at {a}, {w} bits of {v}");
                    }
                    Err(e) => assert_eq!(Err(e), expect),
                }
                assert_eq!(snapshot, sample(), "the shared memory is unchanged");
                // The same write into an unshared memory, in place.
                if let Ok(place) = sample().place(&addr, w) {
                    let mut alone = sample();
                    assert_eq!(alone.write_at(place, w, v), Ok(()));
                    assert_eq!(alone, direct, "write_at in place at {a}, {w} bits of {v}");
                }
            }
        }
        assert_eq!(sample().place(&Int::from(-3i64), 1), Err(AccessError::Fault));
    }
}
