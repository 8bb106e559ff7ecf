//! The door to the outside world: the nondeterminism ν.
//!
//! Following Miri's `Machine`, every choice the IR does not fix goes through the
//! [`Machine`] trait: the result of an external call and the base address of an
//! allocation. `step` never draws randomness itself; a machine is a value stored in
//! the configuration (the ν component), so a configuration stays cheap to clone and
//! compare.
//!
//! [`Oracle`] is the standard machine: ν is an explicit tape of values, optionally
//! followed by a seeded generator ([`Rng`], SplitMix64) that supplies choices once the tape is
//! used up. Every choice it hands out is recorded, so `Oracle::consumed` is a tape that
//! replays the run exactly. Only real choices are drawn: an external returning `unit`
//! takes nothing from ν, since `unit` is its only possible result. A choice that does not fit the request (a value of the
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
}

impl OracleSpec {
    pub fn seed(seed: u64) -> OracleSpec {
        OracleSpec { tape: Vec::new(), seed: Some(seed) }
    }

    pub fn tape(tape: Vec<Value>) -> OracleSpec {
        OracleSpec { tape, seed: None }
    }
}

/// The standard machine. See the module documentation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Oracle {
    tape: Arc<[Value]>,
    pos: usize,
    rng: Option<Rng>,
    consumed: imbl::GenericVector<Value, Shared>,
}

/// What remains of ν: the rest of the tape and the generator's state.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Remaining {
    pub tape: Vec<Value>,
    pub seed_state: Option<u64>,
}

/// Lowest address the seeded generator hands out, so that small integers are rarely
/// valid addresses by accident.
const SEED_BASE: u64 = 4096;

impl Oracle {
    pub fn new(spec: OracleSpec) -> Oracle {
        Oracle { tape: spec.tape.into(), pos: 0, rng: spec.seed.map(Rng::new), consumed: imbl::GenericVector::new() }
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
            Type::Int => Value::int((rng.next() >> 48) as i16 as i64),
            Type::Bool => Value::Bool(rng.next() & 1 == 1),
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
                Value::Ref(candidates[(rng.next() % candidates.len() as u64) as usize])
            }
        };
        self.rng = Some(rng);
        Ok(self.take(v, false))
    }

    fn alloc_address(&mut self, size: u64, mem: &Memory) -> Result<u64, Incomplete> {
        if let Some(v) = self.peek() {
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
            self.take(Value::Int(a.into()), true);
            return Ok(a);
        }
        let Some(mut rng) = self.rng.clone() else { return Err(Incomplete::OracleExhausted) };
        let gap = 64 * (rng.next() % 4);
        let a = mem.footprint_end().max(SEED_BASE).checked_next_multiple_of(64).and_then(|a| a.checked_add(gap));
        let Some(a) = a.filter(|a| mem.is_fresh(*a, size)) else {
            return Err(Incomplete::OracleRejected(format!("no fresh address for an allocation of {size} bits")));
        };
        self.rng = Some(rng);
        self.take(Value::Int(a.into()), false);
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

    pub fn next(&mut self) -> u64 {
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
            self.next() % n
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
