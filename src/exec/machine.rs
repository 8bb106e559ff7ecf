//! The door to the outside world: the nondeterminism ν.
//!
//! Following Miri's `Machine`, every choice the IR does not fix goes through the
//! [`Machine`] trait: the result of an external call and the base address of an
//! allocation. `step` never draws randomness itself; a machine is a value stored in
//! the configuration (the ν component), so a configuration stays cheap to clone and
//! compare.
//!
//! [`Oracle`] is the standard machine: ν is an explicit tape of choices, optionally
//! followed by a seed that supplies choices once the tape is used up. A tape entry
//! answers whichever request comes next, an external's result or an allocation's
//! address, as the paper's ν does. Past the tape, the two kinds of choice come from two
//! separate streams (semantics/reduction.md, "Memory"): results from a generator
//! ([`Rng`], SplitMix64) seeded by the seed, addresses from the *address policy*, which
//! places each allocation fresh above every address the run has used, 64-bit aligned,
//! with a gap of 0 to 3 words drawn from its own generator. So the results a run draws
//! do not depend on how many allocations it made: equivalence modulo allocation
//! (semantics/equiv.md) rests on that. With `own_addresses`, every address comes from
//! the policy and the tape answers results only.
//!
//! Every choice handed out is recorded, so `Oracle::consumed` is a tape that replays
//! the run exactly; the allocations made (`allocations`) and the tape positions that
//! answered an allocation (`tape_addresses`) are recorded for the checker. Only real
//! choices are drawn: an external returning `unit` takes nothing from ν, since `unit`
//! is its only possible result. A choice that does not fit the request (a value of the
//! wrong type, an address that is not fresh) or an empty ν with no seed ends the run
//! as incomplete: the environment did not supply what the program asked for.

use super::memory::Memory;
use super::state::{Incomplete, Shared};
use crate::ir::{Callee, ExternId, Program, Type, Value};
use std::sync::Arc;

/// The hooks through which the semantic core draws from ν. An implementation must not
/// change itself when it returns an error.
pub trait Machine: Clone {
    /// The result of calling external `ext` with `args`; it must have the external's
    /// return type.
    fn extern_result(&mut self, p: &Program, ext: ExternId, args: &[Value]) -> Result<Value, Incomplete>;

    /// The base address of a new allocation of `size` bits; `[a, a + size)` must be
    /// fresh in `mem` (`Memory::is_fresh`).
    fn alloc_address(&mut self, size: u64, mem: &Memory) -> Result<u64, Incomplete>;
}

/// Where the choices come from: an explicit tape, then optionally a seed.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct OracleSpec {
    pub tape: Vec<Value>,
    pub seed: Option<u64>,
    /// Every address from the address policy; the tape answers results only.
    pub own_addresses: bool,
}

impl OracleSpec {
    pub fn seed(seed: u64) -> OracleSpec {
        OracleSpec { tape: Vec::new(), seed: Some(seed), own_addresses: false }
    }

    pub fn tape(tape: Vec<Value>) -> OracleSpec {
        OracleSpec { tape, seed: None, own_addresses: false }
    }

    /// The ν of a run that makes the value choices of a run of `self` and chooses its
    /// own addresses: the tape without the entries at `positions` (those that answered
    /// an allocation, `Oracle::tape_addresses`), and every address from the policy.
    pub fn without_addresses(&self, positions: &[u32]) -> OracleSpec {
        let tape = self
            .tape
            .iter()
            .enumerate()
            .filter(|(i, _)| positions.binary_search(&(*i as u32)).is_err())
            .map(|(_, v)| v.clone())
            .collect();
        OracleSpec { tape, seed: self.seed, own_addresses: true }
    }
}

/// The standard machine. See the module documentation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Oracle {
    tape: Arc<[Value]>,
    pos: usize,
    /// The results' generator, when seeded.
    rng: Option<Rng>,
    /// Whether the address policy answers even while the tape lasts.
    own_addresses: bool,
    /// The address policy: its generator (for the gaps) and the lowest address it may
    /// hand out, above every allocation this run has made.
    gaps: Rng,
    next: u64,
    consumed: imbl::GenericVector<Value, Shared>,
    allocations: imbl::GenericVector<(u64, u64), Shared>,
    tape_addresses: imbl::GenericVector<u32, Shared>,
}

/// What remains of ν: the rest of the tape and the generator's state.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Remaining {
    pub tape: Vec<Value>,
    pub seed_state: Option<u64>,
}

/// Lowest address the address policy hands out, so that small integers are rarely
/// valid addresses by accident.
const SEED_BASE: u64 = 4096;

/// Mixed into the seed for the address policy's generator, so that its stream is not
/// the results' stream.
const ADDRESS_STREAM: u64 = 0xA11C_0CA7_10A5_5EED;

impl Oracle {
    pub fn new(spec: OracleSpec) -> Oracle {
        Oracle {
            tape: spec.tape.into(),
            pos: 0,
            rng: spec.seed.map(Rng::new),
            own_addresses: spec.own_addresses,
            gaps: Rng::new(spec.seed.unwrap_or(0) ^ ADDRESS_STREAM),
            next: SEED_BASE,
            consumed: imbl::GenericVector::new(),
            allocations: imbl::GenericVector::new(),
            tape_addresses: imbl::GenericVector::new(),
        }
    }

    /// The allocations made so far, in order: base address and size in bits.
    pub fn allocations(&self) -> &imbl::GenericVector<(u64, u64), Shared> {
        &self.allocations
    }

    /// The positions of the tape entries that answered an allocation, increasing.
    pub fn tape_addresses(&self) -> &imbl::GenericVector<u32, Shared> {
        &self.tape_addresses
    }

    /// The choices handed out so far: a tape that replays the run.
    pub fn consumed(&self) -> &imbl::GenericVector<Value, Shared> {
        &self.consumed
    }

    /// The remaining ν, compared by the checker's equivalence.
    pub fn remaining(&self) -> Remaining {
        Remaining { tape: self.tape[self.pos..].to_vec(), seed_state: self.rng.as_ref().map(Rng::state) }
    }

    /// The next tape value, without consuming it.
    fn peek(&self) -> Option<&Value> {
        self.tape.get(self.pos)
    }

    fn take(&mut self, v: Value, from_tape: bool) -> Value {
        if from_tape {
            self.pos += 1;
        }
        self.consumed.push_back(v.clone());
        v
    }
}

impl Machine for Oracle {
    fn extern_result(&mut self, p: &Program, ext: ExternId, _args: &[Value]) -> Result<Value, Incomplete> {
        let want = &p.ext(ext).ret;
        if *want == Type::Unit {
            // There is nothing to choose: `unit` is the only value of its type.
            return Ok(Value::Unit);
        }
        if let Some(v) = self.peek() {
            if &p.value_type(v) != want {
                return Err(Incomplete::OracleRejected(format!(
                    "ν supplies {} for the result of `{}`, which has type {want}",
                    p.value_text(v),
                    p.ext(ext).name
                )));
            }
            let v = v.clone();
            return Ok(self.take(v, true));
        }
        let Some(mut rng) = self.rng.clone() else { return Err(Incomplete::OracleExhausted) };
        let v = match want {
            Type::Int => Value::int((rng.next_u64() >> 48) as i16 as i64),
            Type::Bool => Value::Bool(rng.next_u64() & 1 == 1),
            Type::Unit => Value::Unit,
            Type::Fn(ft) => {
                let candidates: Vec<Callee> = p
                    .func_ids()
                    .map(Callee::Func)
                    .chain((0..p.externs.len() as u32).map(|e| Callee::Extern(ExternId(e))))
                    .filter(|c| &p.callee_type(*c) == ft.as_ref())
                    .collect();
                if candidates.is_empty() {
                    return Err(Incomplete::OracleRejected(format!(
                        "no function of type {want} for the result of `{}`",
                        p.ext(ext).name
                    )));
                }
                Value::Ref(candidates[(rng.next_u64() % candidates.len() as u64) as usize])
            }
        };
        self.rng = Some(rng);
        Ok(self.take(v, false))
    }

    fn alloc_address(&mut self, size: u64, mem: &Memory) -> Result<u64, Incomplete> {
        let tape = if self.own_addresses { None } else { self.peek().cloned() };
        let a = if let Some(v) = &tape {
            let a = match v {
                Value::Int(i) => i.to_u64().filter(|a| mem.is_fresh(*a, size)),
                _ => None,
            };
            let Some(a) = a else {
                return Err(Incomplete::OracleRejected(format!(
                    "ν supplies {} as the address of an allocation of {size} bits, which is not a fresh address",
                    describe(v)
                )));
            };
            a
        } else {
            if self.rng.is_none() && !self.own_addresses {
                return Err(Incomplete::OracleExhausted);
            }
            let mut gaps = self.gaps.clone();
            let gap = 64 * (gaps.next_u64() % 4);
            let a = self
                .next
                .max(mem.footprint_end())
                .checked_next_multiple_of(64)
                .and_then(|a| a.checked_add(gap))
                .filter(|a| mem.is_fresh(*a, size));
            let Some(a) = a else {
                return Err(Incomplete::OracleRejected(format!("no fresh address for an allocation of {size} bits")));
            };
            self.gaps = gaps;
            a
        };
        let from_tape = tape.is_some();
        if from_tape {
            self.tape_addresses.push_back(self.pos as u32);
        }
        self.next = self.next.max(a.saturating_add(size.max(1)));
        self.allocations.push_back((a, size));
        self.take(Value::Int(a.into()), from_tape);
        Ok(a)
    }
}

/// SplitMix64, a small well-mixed generator whose whole state is one `u64`: what a
/// seeded ν draws from, and every random generator of the checker (random runs, random
/// programs, benchmarks' inputs), so that a seed means one sequence everywhere.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The state: the seed of the generator that continues this one.
    pub fn state(&self) -> u64 {
        self.0
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next_u64() % n
        }
    }
}

/// A value in the paper's notation, without a program to name references.
fn describe(v: &Value) -> String {
    match v {
        Value::Int(i) => i.to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Unit => "unit".to_string(),
        Value::Ref(_) => "a function reference".to_string(),
    }
}

/// ν for a front end's run of a whole program (`waddle run --bril`, `waddle run
/// FILE.ll`): allocation k (from 0) at `(k + 1)·STRIDE`, so that no object is at null and
/// an access past an object's end falls on unallocated bits; the externals, which all
/// return `unit`, draw nothing.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Strided {
    allocations: u64,
}

impl Strided {
    /// The distance between the bases of two allocations, in bits.
    pub const STRIDE: u64 = 1 << 36;
}

impl Machine for Strided {
    fn extern_result(&mut self, p: &Program, ext: ExternId, _args: &[Value]) -> Result<Value, Incomplete> {
        if p.ext(ext).ret == Type::Unit {
            Ok(Value::Unit)
        } else {
            Err(Incomplete::OracleExhausted)
        }
    }

    fn alloc_address(&mut self, size: u64, mem: &Memory) -> Result<u64, Incomplete> {
        let stride = Strided::STRIDE;
        let a = (self.allocations + 1).checked_mul(stride).filter(|a| size < stride && mem.is_fresh(*a, size));
        let Some(a) = a else {
            return Err(Incomplete::OracleRejected(format!("no address for allocation #{}", self.allocations)));
        };
        self.allocations += 1;
        Ok(a)
    }
}
