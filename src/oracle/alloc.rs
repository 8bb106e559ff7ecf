//! Equivalence modulo allocation (semantics/equiv.md, "Programs that allocate"): the
//! run of BEFORE and the run of AFTER may place their allocations at different
//! addresses, make more or fewer of them, or make them in another order. What they
//! observe must agree up to a partial bijection π between their allocations, grown at
//! the observation points in trace order:
//!
//! - two values agree when they are equal, or when both are addresses at the same
//!   offset (one past the end included) of allocations that π pairs, or that π can
//!   pair because neither is paired yet;
//! - two effects agree when they are equal as the paper prints them, or name the same
//!   external (or are both halts, or the same program error) with agreeing values;
//! - at the end of two halting runs, π pairs the allocations still live on both sides
//!   one for one: equal sizes and agreeing contents, where a 64-bit word may hold
//!   agreeing addresses. A live allocation left over on one side is a leak the other
//!   side does not have.
//!
//! An allocation is named by its position in its run's allocation log
//! (`exec::Oracle::allocations`): the address policy never hands out an address twice
//! in a run, so an address names one allocation of the run; where a tape handed out an
//! address again, it names the latest allocation that contains it.

use crate::exec::{Allocation, Effect, Memory, ProgramError};
use crate::format::run as fmt;
use crate::ir::{Int, Program, Value};
use std::collections::HashMap;

/// One run's allocations, in the order they were made: base address and size in bits.
pub struct Log {
    allocs: Vec<(u64, u64)>,
    /// Whether bases increase and no allocation reaches the next one's base: then an
    /// address is found by binary search.
    sorted: bool,
}

impl Log {
    /// The log of `allocs`, `(base, bits)` in the order the run made them
    /// (`exec::Oracle::allocations`).
    pub fn new(allocs: Vec<(u64, u64)>) -> Log {
        let sorted = allocs.windows(2).all(|w| w[0].0.saturating_add(w[0].1) < w[1].0);
        Log { allocs, sorted }
    }

    /// The number of allocations the run made.
    pub fn len(&self) -> usize {
        self.allocs.len()
    }

    /// Whether the run made no allocation.
    pub fn is_empty(&self) -> bool {
        self.allocs.is_empty()
    }

    /// The latest allocation whose bits, or one past its end, include `x`; and the
    /// offset of `x` in it.
    fn find(&self, x: u64) -> Option<(usize, u64)> {
        let inside = |(b, n): (u64, u64)| x >= b && x - b <= n;
        if self.sorted {
            let i = self.allocs.partition_point(|(b, _)| *b <= x).checked_sub(1)?;
            return inside(self.allocs[i]).then(|| (i, x - self.allocs[i].0));
        }
        self.allocs.iter().rposition(|a| inside(*a)).map(|i| (i, x - self.allocs[i].0))
    }

    /// `a` renumbered as if allocation `i` were based at `(i + 1)·stride`: for a
    /// notation whose addresses name allocations by number (Bril's). `None` below every
    /// allocation.
    pub fn renumbered(&self, a: u64, stride: u64) -> Option<u64> {
        let (i, o) = self.below(a)?;
        (i as u64 + 1).checked_mul(stride)?.checked_add(o)
    }

    /// The latest allocation based at `base`.
    fn at(&self, base: u64) -> Option<usize> {
        if self.sorted {
            return self.allocs.binary_search_by_key(&base, |(b, _)| *b).ok();
        }
        self.allocs.iter().rposition(|(b, _)| *b == base)
    }

    /// The latest allocation based at or below `x`, and the offset of `x` from it.
    fn below(&self, x: u64) -> Option<(usize, u64)> {
        let i = if self.sorted {
            self.allocs.partition_point(|(b, _)| *b <= x).checked_sub(1)?
        } else {
            self.allocs.iter().rposition(|(b, _)| *b <= x)?
        };
        Some((i, x - self.allocs[i].0))
    }
}

/// π, with the two runs' logs and programs.
pub struct Bijection<'a> {
    pb: &'a Program,
    pa: &'a Program,
    before: &'a Log,
    after: &'a Log,
    fwd: HashMap<usize, usize>,
    back: HashMap<usize, usize>,
    /// The BEFORE side of each pair, in the order made, to undo tentative pairs.
    trail: Vec<usize>,
}

/// Why two final memories do not agree, for the diff.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MemoryMismatch {
    /// Allocations live at the end of one run only, as (address, bits): a leak that
    /// run has and the other has not. `before` is the side that has them.
    Leftover {
        /// `true` when BEFORE's run has the leftovers, `false` when AFTER's has.
        before: bool,
        /// The leftover allocations, as (base address, size in bits).
        allocations: Vec<(u64, u64)>,
    },
    /// Paired allocations, live at the end of both runs, whose sizes or contents differ.
    Contents {
        /// BEFORE's allocation, as (base address, size in bits).
        before: (u64, u64),
        /// AFTER's allocation, as (base address, size in bits).
        after: (u64, u64),
    },
}

impl<'a> Bijection<'a> {
    /// The empty π between BEFORE's run (`pb`, its log `before`) and AFTER's (`pa`,
    /// `after`).
    pub fn new(pb: &'a Program, pa: &'a Program, before: &'a Log, after: &'a Log) -> Bijection<'a> {
        Bijection { pb, pa, before, after, fwd: HashMap::new(), back: HashMap::new(), trail: Vec::new() }
    }

    /// Pairs allocation `i` of BEFORE with `j` of AFTER, when π allows it.
    fn pair(&mut self, i: usize, j: usize) -> bool {
        match (self.fwd.get(&i), self.back.get(&j)) {
            (Some(&k), _) => k == j,
            (None, Some(_)) => false,
            (None, None) => {
                self.fwd.insert(i, j);
                self.back.insert(j, i);
                self.trail.push(i);
                true
            }
        }
    }

    /// Forgets the pairs made since the trail had `mark` entries.
    fn undo(&mut self, mark: usize) {
        for i in self.trail.drain(mark..) {
            if let Some(j) = self.fwd.remove(&i) {
                self.back.remove(&j);
            }
        }
    }

    /// Whether `x` (BEFORE) and `y` (AFTER) are addresses at the same offset of
    /// allocations π pairs or can pair.
    fn addresses(&mut self, x: u64, y: u64) -> bool {
        match (self.before.find(x), self.after.find(y)) {
            (Some((i, o)), Some((j, p))) => o == p && self.pair(i, j),
            _ => false,
        }
    }

    fn ints(&mut self, x: &Int, y: &Int) -> bool {
        x == y || matches!((x.to_u64(), y.to_u64()), (Some(x), Some(y)) if self.addresses(x, y))
    }

    /// Whether two observed values agree.
    pub fn values(&mut self, x: &Value, y: &Value) -> bool {
        match (x, y) {
            (Value::Int(i), Value::Int(j)) => self.ints(i, j),
            _ => x == y || self.pb.value_text(x) == self.pa.value_text(y),
        }
    }

    /// Whether two program errors agree. A faulting address need not lie in an
    /// allocation: it agrees at the same offset from allocations π pairs.
    fn errors(&mut self, x: &ProgramError, y: &ProgramError) -> bool {
        use ProgramError::*;
        match (x, y) {
            (MemoryFault(a), MemoryFault(b))
            | (Uninitialised(a), Uninitialised(b))
            | (InvalidFree(a), InvalidFree(b)) => self.ints(a, b) || self.near(a, b),
            _ => x == y,
        }
    }

    fn near(&mut self, a: &Int, b: &Int) -> bool {
        let (Some(a), Some(b)) = (a.to_u64(), b.to_u64()) else { return false };
        match (self.before.below(a), self.after.below(b)) {
            (Some((i, o)), Some((j, p))) => o == p && self.pair(i, j),
            _ => false,
        }
    }

    /// Whether two effects agree.
    pub fn effects(&mut self, x: &Effect, y: &Effect) -> bool {
        if x == y || fmt::effect(self.pb, x) == fmt::effect(self.pa, y) {
            return true;
        }
        let mark = self.trail.len();
        let agree = match (x, y) {
            (Effect::Call { ext: e, args: xs }, Effect::Call { ext: f, args: ys }) => {
                self.pb.ext(*e).name == self.pa.ext(*f).name
                    && xs.len() == ys.len()
                    && xs.iter().zip(ys).all(|(x, y)| self.values(x, y))
            }
            (Effect::Halt(v), Effect::Halt(w)) => self.values(v, w),
            (Effect::HaltEx(e), Effect::HaltEx(f)) => self.errors(e, f),
            _ => false,
        };
        if !agree {
            self.undo(mark);
        }
        agree
    }

    /// The index of the first effect where the traces disagree, `None` when one is a
    /// prefix of the other. Grows π along the way.
    pub fn first_divergence(&mut self, b: &[Effect], a: &[Effect]) -> Option<usize> {
        b.iter().zip(a).position(|(x, y)| !self.effects(x, y))
    }

    /// Whether two allocations' contents agree: equal sizes, and each 64-bit cell equal
    /// or, fully written on both sides, agreeing addresses. Pairs made while checking
    /// are kept only when the whole contents agree.
    fn contents(&mut self, x: &Allocation, y: &Allocation) -> bool {
        if x.size() != y.size() {
            return false;
        }
        let mark = self.trail.len();
        let ok = x
            .cells()
            .iter()
            .zip(y.cells())
            .all(|(c, d)| c == d || (c.init == u64::MAX && d.init == u64::MAX && self.addresses(c.bits, d.bits)));
        if !ok {
            self.undo(mark);
        }
        ok
    }

    /// Pairs `i` and `j` and checks their contents; undoes both when they disagree.
    fn pair_with_contents(&mut self, i: usize, j: usize, x: &Allocation, y: &Allocation) -> bool {
        let mark = self.trail.len();
        if x.size() == y.size() && self.pair(i, j) && self.contents(x, y) {
            return true;
        }
        self.undo(mark);
        false
    }

    /// Compares the final memories of two halting runs (see the module documentation).
    pub fn memories(&mut self, mb: &Memory, ma: &Memory) -> Result<(), MemoryMismatch> {
        let (lb, la) = (live_of(mb, self.before), live_of(ma, self.after));
        let mut taken = vec![false; la.len()];
        let mut first_free = 0;
        let mut left_b = Vec::new();
        // Allocations π already pairs first, then the others in the order they were made.
        let mut order: Vec<usize> = (0..lb.len()).filter(|k| self.fwd.contains_key(&lb[*k].0)).collect();
        order.extend((0..lb.len()).filter(|k| !self.fwd.contains_key(&lb[*k].0)));
        for k in order {
            let (i, base, al) = lb[k];
            let m = match self.fwd.get(&i).copied() {
                Some(j) => match la.iter().position(|(jj, _, _)| *jj == j) {
                    Some(m) if !taken[m] => {
                        if !self.contents(al, la[m].2) {
                            return Err(MemoryMismatch::Contents {
                                before: (base, al.size()),
                                after: (la[m].1, la[m].2.size()),
                            });
                        }
                        Some(m)
                    }
                    _ => None,
                },
                None => {
                    while first_free < la.len() && taken[first_free] {
                        first_free += 1;
                    }
                    (first_free..la.len()).find(|m| {
                        !taken[*m]
                            && !self.back.contains_key(&la[*m].0)
                            && self.pair_with_contents(i, la[*m].0, al, la[*m].2)
                    })
                }
            };
            match m {
                Some(m) => taken[m] = true,
                None => left_b.push((base, al.size())),
            }
        }
        if !left_b.is_empty() {
            return Err(MemoryMismatch::Leftover { before: true, allocations: left_b });
        }
        let left_a: Vec<(u64, u64)> =
            la.iter().zip(&taken).filter(|(_, t)| !**t).map(|((_, b, al), _)| (*b, al.size())).collect();
        if !left_a.is_empty() {
            return Err(MemoryMismatch::Leftover { before: false, allocations: left_a });
        }
        Ok(())
    }
}

/// The allocations live in `m`, as (log index, base, allocation), in the order they
/// were made (an allocation missing from the log last, by address).
fn live_of<'m>(m: &'m Memory, log: &Log) -> Vec<(usize, u64, &'m Allocation)> {
    let mut v: Vec<_> = m.allocations().map(|(b, al)| (log.at(b).unwrap_or(usize::MAX), b, al)).collect();
    v.sort_by_key(|(i, b, _)| (*i, *b));
    v
}
