//! The reference interpreter against independent models.
//!
//! Both sides of a checked step run on the same interpreter, so the checker cannot see
//! a wrong rule: only a model written independently can. Here:
//!
//! - every operation of `semantics/` (`⟦op⟧`, `wraps`, `wrapu`) is run through the
//!   interpreter (`step`, with its machine-word fast paths) and compared with a model
//!   written directly on `num-bigint` from the definitions of `semantics/grammar.md`,
//!   on edge values (0, ±1, ±2ᵏ, ±2ᵏ±1 for k up to 130), every width from 1 to 130,
//!   and quickcheck-generated values;
//! - the memory rules are run on random straight-line programs of alloc, load, store
//!   and free (zero-bit allocations, wild addresses, accesses spanning allocations
//!   included) and compared with a map-based model of `µ = (A, m)` that keeps one
//!   entry per bit.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};
use std::collections::{BTreeMap, HashMap};
use waddle::exec::machine::Rng;
use waddle::exec::{self, Env, Limits, Oracle, OracleSpec, Outcome, ProgramError};
use waddle::format;
use waddle::ir::{Int, Program, Value};

fn prog(src: &str) -> Program {
    let parsed = match format::parse_program(src) {
        Ok(p) => p,
        Err(e) => panic!("does not parse:\n{}\n{src}", waddle::diag::render(&e, None)),
    };
    let errors = waddle::verify::verify_program(&parsed.program, Some(&parsed.source_map));
    assert!(errors.is_empty(), "does not verify:\n{}\n{src}", waddle::diag::render(&errors, None));
    parsed.program
}

// ---------------------------------------------------------------------------------
// The arithmetic model
// ---------------------------------------------------------------------------------

/// What the model says an operation yields.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Expect {
    Int(BigInt),
    Bool(bool),
    Err(ProgramError),
    /// The result would exceed the value-size limit: the run is incomplete.
    TooBig,
}

const LIMIT: u64 = 1 << 20;

fn pow2(n: u64) -> BigInt {
    BigInt::one() << n
}

fn sized(v: BigInt) -> Expect {
    if v.bits() > LIMIT {
        Expect::TooBig
    } else {
        Expect::Int(v)
    }
}

/// `⟦op⟧(a, b)` from the definitions in `semantics/grammar.md`, on `BigInt` only.
fn model_binary(op: &str, a: &BigInt, b: &BigInt) -> Expect {
    match op {
        "Add" => sized(a + b),
        "Sub" => sized(a - b),
        "Mul" => sized(a * b),
        // Truncating division; the remainder has the dividend's sign: computed from
        // the floor division, so that the model does not lean on `/` and `%`.
        "Div" | "Mod" => {
            if b.is_zero() {
                return Expect::Err(ProgramError::DivisionByZero);
            }
            let (mut q, mut r) = a.div_mod_floor(b);
            if !r.is_zero() && (a.is_negative() != b.is_negative()) {
                q += 1;
                r -= b;
            }
            debug_assert_eq!(&(&q * b) + &r, *a);
            sized(if op == "Div" { q } else { r })
        }
        "And" => sized(a & b),
        "Or" => sized(a | b),
        "Xor" => sized(a ^ b),
        "Shl" | "Shr" if b.is_negative() => Expect::Err(ProgramError::NegativeShift),
        // shl(a, n) = a·2ⁿ.
        "Shl" => {
            if a.is_zero() {
                Expect::Int(BigInt::zero())
            } else if b > &BigInt::from(LIMIT) {
                Expect::TooBig
            } else {
                sized(a * pow2(u64::try_from(b).unwrap()))
            }
        }
        // shr(a, n) = ⌊a / 2ⁿ⌋.
        "Shr" => {
            if b >= &BigInt::from(a.bits() + 1) {
                Expect::Int(if a.is_negative() { -BigInt::one() } else { BigInt::zero() })
            } else {
                Expect::Int(a.div_floor(&pow2(u64::try_from(b).unwrap())))
            }
        }
        "Lt" => Expect::Bool(a < b),
        "Le" => Expect::Bool(a <= b),
        "Gt" => Expect::Bool(a > b),
        "Ge" => Expect::Bool(a >= b),
        "Eq" => Expect::Bool(a == b),
        "Ne" => Expect::Bool(a != b),
        op if op.starts_with('F') => model_float(op, a, b),
        _ => unreachable!("unknown operation {op}"),
    }
}

/// The binary64 whose bits are the low 64 bits of `a` (`semantics/reduction.md`,
/// "Floating point").
fn binary64(a: &BigInt) -> f64 {
    let low = model_wrap(false, 64, a);
    f64::from_bits(u64::try_from(low).expect("64 bits"))
}

/// The kernel's float operations: IEEE-754 on the operands' low 64 bits; a NaN
/// result is the first NaN operand with its quiet bit set, else `0xFFF8…0`.
fn model_float(op: &str, a: &BigInt, b: &BigInt) -> Expect {
    let (x, y) = (binary64(a), binary64(b));
    let r = match op {
        "Fadd" => x + y,
        "Fsub" => x - y,
        "Fmul" => x * y,
        "Fdiv" => x / y,
        "Feq" => return Expect::Bool(x == y),
        "Flt" => return Expect::Bool(x < y),
        "Fle" => return Expect::Bool(x <= y),
        "Fgt" => return Expect::Bool(x > y),
        "Fge" => return Expect::Bool(x >= y),
        _ => unreachable!("unknown operation {op}"),
    };
    let bits = match [x, y].into_iter().find(|v| v.is_nan()) {
        _ if !r.is_nan() => r.to_bits(),
        Some(nan) => nan.to_bits() | (1 << 51),
        None => 0xFFF8_0000_0000_0000,
    };
    Expect::Int(model_wrap(true, 64, &BigInt::from(bits)))
}

fn model_unary(op: &str, a: &BigInt) -> Expect {
    match op {
        "Neg" => sized(-a),
        // Two's complement: not a = -a - 1.
        "Not" => sized(-a - 1),
        _ => unreachable!(),
    }
}

/// `wraps N(v)`: the unique v' ≡ v (mod 2ᴺ) in [-2ᴺ⁻¹, 2ᴺ⁻¹); `wrapu`: in [0, 2ᴺ).
fn model_wrap(signed: bool, n: u64, v: &BigInt) -> BigInt {
    let m = pow2(n);
    let u = ((v % &m) + &m) % &m;
    if signed && u >= pow2(n - 1) {
        u - m
    } else {
        u
    }
}

const BINARY: [&str; 25] = [
    "Add", "Sub", "Mul", "Div", "Mod", "And", "Or", "Xor", "Shl", "Shr", "Lt", "Le", "Gt", "Ge", "Eq", "Ne", "Fadd",
    "Fsub", "Fmul", "Fdiv", "Feq", "Flt", "Fle", "Fgt", "Fge",
];

fn is_comparison(op: &str) -> bool {
    matches!(op, "Lt" | "Le" | "Gt" | "Ge" | "Eq" | "Ne" | "Feq" | "Flt" | "Fle" | "Fgt" | "Fge")
}

/// A one-instruction function `f(x, y) = op(x, y)` (or `op(x)`), run by the interpreter.
struct OneOp {
    program: Program,
}

impl OneOp {
    fn new(inst: &str, params: usize, ret: &str) -> OneOp {
        let params = ["(\"x\", Int)", "(\"y\", Int)"][..params].join(", ");
        let src = format!(
            "Program(functions: [Function(name: \"f\", ret: {ret}, blocks: [Block(name: \"a\", params: [{params}], \
             insts: [(\"r\", {inst})], term: Return(\"r\"))])])"
        );
        OneOp { program: prog(&src) }
    }

    fn binary(op: &str) -> OneOp {
        OneOp::new(&format!("{op}(\"x\", \"y\")"), 2, if is_comparison(op) { "Bool" } else { "Int" })
    }

    fn run(&self, env: &Env<'_>, args: &[&BigInt]) -> Expect {
        let args = args.iter().map(|a| Value::Int(Int::from_big((*a).clone()))).collect();
        let start = env.start(self.program.func_ids().next().unwrap(), args, Oracle::new(OracleSpec::default()));
        let run = exec::run(env, start, &mut ()).expect("not stuck");
        match run.outcome {
            Outcome::Halt(Value::Int(i)) => {
                // The representation invariant: a value that fits a machine word is small.
                assert_eq!(i.to_i64().is_some(), i64::try_from(i.to_big()).is_ok(), "representation of {i}");
                Expect::Int(i.to_big())
            }
            Outcome::Halt(Value::Bool(b)) => Expect::Bool(b),
            Outcome::HaltEx(e) => Expect::Err(e),
            Outcome::Incomplete(exec::Incomplete::ValueSize(_)) => Expect::TooBig,
            other => panic!("unexpected outcome {other:?}"),
        }
    }
}

/// 0, ±1, ±2ᵏ, ±(2ᵏ+1), ±(2ᵏ-1) for 1 ≤ k ≤ 130, and the machine-word extremes.
fn edge_values() -> Vec<BigInt> {
    let mut vs = vec![BigInt::zero(), BigInt::one(), -BigInt::one()];
    for k in 1..=130u64 {
        let p = pow2(k);
        for v in [p.clone(), &p + 1, &p - 1] {
            vs.push(-v.clone());
            vs.push(v);
        }
    }
    vs.push(BigInt::from(i64::MIN));
    vs.push(BigInt::from(i64::MAX));
    vs.sort();
    vs.dedup();
    vs
}

fn env(p: &Program) -> Env<'_> {
    Env::new(p, Limits { value_bits: LIMIT, ..Limits::default() })
}

#[test]
fn every_binary_operation_agrees_with_the_bigint_model_on_edge_values() {
    let values = edge_values();
    assert!(values.len() > 700, "{} edge values", values.len());
    for op in BINARY {
        let one = OneOp::binary(op);
        let env = env(&one.program);
        let mut disagreements = Vec::new();
        for a in &values {
            for b in &values {
                let (want, got) = (model_binary(op, a, b), one.run(&env, &[a, b]));
                if want != got && disagreements.len() < 5 {
                    disagreements.push(format!("{op}({a}, {b}): model {want:?}, interpreter {got:?}"));
                }
            }
        }
        assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
    }
}

/// The bit patterns of ±0, ±1, 0.1, 1.5, ±∞, the largest and smallest normal and
/// subnormal numbers, a quiet and a signalling NaN of each sign, 10²¹, 2⁵³ + 1 …
fn float_values() -> Vec<BigInt> {
    let floats = [0.0, -0.0, 1.0, -1.0, 0.1, 1.5, -2.75, 1e21, 9007199254740993.0, f64::INFINITY, f64::NEG_INFINITY];
    let extremes = [f64::MAX, f64::MIN_POSITIVE, 5e-324, -5e-324, f64::EPSILON, 1.0 + f64::EPSILON];
    let mut bits: Vec<u64> = floats.iter().chain(&extremes).map(|x| x.to_bits()).collect();
    bits.extend([0x7FF8_0000_0000_0000, 0xFFF8_0000_0000_0000, 0x7FF0_0000_0000_0001, 0xFFF4_0000_0000_0ABC]);
    bits.into_iter().map(|b| BigInt::from(b as i64)).collect()
}

#[test]
fn float_operations_agree_with_the_ieee_model_on_special_values() {
    let values = float_values();
    for op in BINARY.iter().filter(|op| op.starts_with('F')) {
        let one = OneOp::binary(op);
        let env = env(&one.program);
        for a in &values {
            for b in &values {
                assert_eq!(one.run(&env, &[a, b]), model_binary(op, a, b), "{op}({a}, {b})");
            }
        }
    }
}

#[test]
fn unary_operations_agree_with_the_bigint_model_on_edge_values() {
    for op in ["Neg", "Not"] {
        let one = OneOp::new(&format!("{op}(\"x\")"), 1, "Int");
        let env = env(&one.program);
        for a in &edge_values() {
            assert_eq!(one.run(&env, &[a]), model_unary(op, a), "{op}({a})");
        }
    }
}

#[test]
fn wraps_and_wrapu_agree_with_the_bigint_model_at_every_width() {
    let values = edge_values();
    let mut disagreements = Vec::new();
    for n in 1..=130u64 {
        for (signed, name) in [(true, "WrapS"), (false, "WrapU")] {
            let one = OneOp::new(&format!("{name}(\"x\", {n})"), 1, "Int");
            let env = env(&one.program);
            for a in &values {
                let (want, got) = (Expect::Int(model_wrap(signed, n, a)), one.run(&env, &[a]));
                if want != got && disagreements.len() < 8 {
                    disagreements.push(format!("{name}({a}, {n}): model {want:?}, interpreter {got:?}"));
                }
            }
        }
    }
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}

#[test]
fn wraps_of_5_at_63_bits_is_5() {
    // The bug the model found: a shift overflow in `Int::wrap`'s small-integer path.
    assert_eq!(Int::from(5i64).wrap(true, 63), Int::from(5i64));
    assert_eq!(Int::from(-5i64).wrap(true, 63), Int::from(-5i64));
    assert_eq!(Int::from(i64::MAX).wrap(true, 63), Int::from(-1i64));
    assert_eq!(Int::from(-1i64).wrap(false, 63), Int::from(i64::MAX));
}

#[test]
fn boolean_operations_agree_with_their_truth_tables() {
    let src = |op: &str| {
        format!(
            "Program(functions: [Function(name: \"f\", ret: Bool, blocks: [Block(name: \"a\", \
             params: [(\"x\", Bool), (\"y\", Bool)], insts: [(\"r\", {op})], term: Return(\"r\"))])])"
        )
    };
    type Model = fn(bool, bool) -> bool;
    let table: [(&str, Model); 6] = [
        ("And(\"x\", \"y\")", |a, b| a && b),
        ("Or(\"x\", \"y\")", |a, b| a || b),
        ("Xor(\"x\", \"y\")", |a, b| a != b),
        ("Eq(\"x\", \"y\")", |a, b| a == b),
        ("Ne(\"x\", \"y\")", |a, b| a != b),
        ("Not(\"x\")", |a, _| !a),
    ];
    for (op, model) in table {
        let p = prog(&src(op));
        let env = env(&p);
        for a in [false, true] {
            for b in [false, true] {
                let start = env.start(
                    p.func_ids().next().unwrap(),
                    vec![Value::Bool(a), Value::Bool(b)],
                    Oracle::new(OracleSpec::default()),
                );
                let run = exec::run(&env, start, &mut ()).unwrap();
                assert_eq!(run.outcome, Outcome::Halt(Value::Bool(model(a, b))), "{op} on {a}, {b}");
            }
        }
    }
}

/// An integer for quickcheck: up to four 64-bit digits with a sign, often near a power
/// of two or a machine word.
#[derive(Clone, Debug)]
struct Arb(BigInt);

impl quickcheck::Arbitrary for Arb {
    fn arbitrary(g: &mut quickcheck::Gen) -> Arb {
        let digits: Vec<u32> = (0..(u8::arbitrary(g) % 9)).map(|_| u32::arbitrary(g)).collect();
        let mut v = BigInt::from_slice(num_bigint::Sign::Plus, &digits);
        if bool::arbitrary(g) {
            v >>= u8::arbitrary(g) % 64;
        }
        if u8::arbitrary(g) % 4 == 0 {
            v = pow2(u64::from(u8::arbitrary(g) % 140)) + BigInt::from(i8::arbitrary(g));
        }
        if bool::arbitrary(g) {
            v = -v;
        }
        Arb(v)
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Arb>> {
        let v = self.0.clone();
        Box::new([BigInt::zero(), &v / 2, &v >> 32u32].into_iter().filter(move |s| s != &v).map(Arb))
    }
}

thread_local! {
    static BINARIES: Vec<(&'static str, OneOp)> = BINARY.iter().map(|op| (*op, OneOp::binary(op))).collect();
    static WRAPS: Vec<(bool, u64, OneOp)> = (1..=130u64)
        .flat_map(|n| [(true, n), (false, n)])
        .map(|(s, n)| (s, n, OneOp::new(&format!("{}(\"x\", {n})", if s { "WrapS" } else { "WrapU" }), 1, "Int")))
        .collect();
}

fn agrees_on(a: Arb, b: Arb, pick: u16) -> bool {
    let ok_bin = BINARIES.with(|ops| {
        let (name, one) = &ops[pick as usize % ops.len()];
        // A shift by a random big amount fails like any other: shift by something small.
        let b = if name.starts_with("Sh") { &b.0 % 200 } else { b.0.clone() };
        one.run(&env(&one.program), &[&a.0, &b]) == model_binary(name, &a.0, &b)
    });
    let ok_wrap = WRAPS.with(|ws| {
        let (signed, n, w) = &ws[pick as usize % ws.len()];
        w.run(&env(&w.program), &[&a.0]) == Expect::Int(model_wrap(*signed, *n, &a.0))
    });
    ok_bin && ok_wrap
}

#[test]
fn quickcheck_values_agree_with_the_bigint_model() {
    quickcheck::QuickCheck::new().tests(20_000).quickcheck(agrees_on as fn(Arb, Arb, u16) -> bool);
}

// ---------------------------------------------------------------------------------
// The memory model
// ---------------------------------------------------------------------------------

/// µ = (A, m) as `semantics/reduction.md` states it, one map entry per bit: `A` maps
/// each live base to its size, `m` each written bit to its value.
#[derive(Default, Debug)]
struct MemModel {
    allocs: BTreeMap<u64, u64>,
    bits: HashMap<u64, bool>,
}

impl MemModel {
    /// The footprint of an allocation: its bits, or its base alone when it has none.
    fn footprint(a: u64, n: u64) -> (u64, u64) {
        (a, a + n.max(1))
    }

    /// fresh(A, a, n): no live allocation has base `a`, and footprints do not meet.
    fn fresh(&self, a: u64, n: u64) -> bool {
        let (lo, hi) = Self::footprint(a, n);
        self.allocs.iter().all(|(&b, &m)| {
            let (blo, bhi) = Self::footprint(b, m);
            b != a && (hi <= blo || bhi <= lo)
        })
    }

    fn allocated(&self, bit: i128) -> bool {
        self.allocs.iter().any(|(&b, &n)| (b as i128) <= bit && bit < (b + n) as i128)
    }

    /// The bits of `[a, a + w)`, or the error of E-Load-Fault / E-Load-Uninit.
    fn load(&self, a: i128, w: u64) -> Result<BigInt, ProgramError> {
        let addr = Int::from_big(BigInt::from(a));
        if (0..w).any(|i| !self.allocated(a + i as i128)) {
            return Err(ProgramError::MemoryFault(addr));
        }
        let mut v = BigInt::zero();
        for i in (0..w).rev() {
            match self.bits.get(&((a + i as i128) as u64)) {
                Some(b) => v = (v << 1) + u8::from(*b),
                None => return Err(ProgramError::Uninitialised(addr)),
            }
        }
        Ok(v)
    }

    fn store(&mut self, a: i128, w: u64, v: &BigInt) -> Result<(), ProgramError> {
        if (0..w).any(|i| !self.allocated(a + i as i128)) {
            return Err(ProgramError::MemoryFault(Int::from_big(BigInt::from(a))));
        }
        for i in 0..w {
            // Bit i of v in two's complement: ⌊v / 2ⁱ⌋ mod 2.
            let bit = v.div_floor(&pow2(i)).mod_floor(&BigInt::from(2)).is_one();
            self.bits.insert((a + i as i128) as u64, bit);
        }
        Ok(())
    }

    fn free(&mut self, a: i128) -> Result<(), ProgramError> {
        let n = u64::try_from(a).ok().and_then(|a| self.allocs.remove(&a));
        let Some(n) = n else { return Err(ProgramError::InvalidFree(Int::from_big(BigInt::from(a)))) };
        for i in 0..n {
            self.bits.remove(&(a as u64 + i));
        }
        Ok(())
    }
}

/// One memory operation of a random program. Addresses are a live or dead
/// allocation's base plus an offset (possibly out of range), or a wild constant.
#[derive(Clone, Debug)]
enum MemOp {
    Alloc(u64),
    Free(Addr),
    Load(Addr, u32),
    Store(Addr, u32, BigInt),
}

#[derive(Clone, Debug)]
enum Addr {
    /// The address returned by allocation number `k`, plus `off`.
    Of(usize, i64),
    Wild(i64),
}

fn random_ops(rng: &mut Rng) -> Vec<MemOp> {
    let mut ops = Vec::new();
    let mut allocs = 0usize;
    let len = 1 + rng.below(40);
    for _ in 0..len {
        let sizes = [0, 0, 1, 7, 63, 64, 65, 128, 130, 200];
        let addr = |rng: &mut Rng, allocs: usize| {
            if allocs == 0 || rng.below(10) == 0 {
                Addr::Wild([0, 1, 4095, 4096, 4160, -1, -64][rng.below(7) as usize])
            } else {
                let off = if rng.below(4) == 0 { rng.below(300) as i64 - 20 } else { rng.below(64) as i64 };
                Addr::Of(rng.below(allocs as u64) as usize, off)
            }
        };
        let width = |rng: &mut Rng| [1u32, 1, 3, 8, 32, 63, 64, 65, 100, 130][rng.below(10) as usize];
        match rng.below(if allocs == 0 { 1 } else { 5 }) {
            0 => {
                ops.push(MemOp::Alloc(sizes[rng.below(sizes.len() as u64) as usize]));
                allocs += 1;
            }
            1 => {
                let a = addr(rng, allocs);
                let w = width(rng);
                let mut v = BigInt::from(rng.next_u64()) << rng.below(80);
                if rng.below(2) == 0 {
                    v = -v;
                }
                ops.push(MemOp::Store(a, w, v));
            }
            2 | 3 => ops.push(MemOp::Load(addr(rng, allocs), width(rng))),
            _ => ops.push(MemOp::Free(addr(rng, allocs))),
        }
    }
    ops
}

/// The straight-line program `main` performing `ops`; each loaded value is printed.
fn memory_program(ops: &[MemOp]) -> String {
    let mut insts = Vec::new();
    let (mut allocs, mut temps) = (0, 0);
    let mut addr = |a: &Addr, insts: &mut Vec<String>| -> String {
        match a {
            Addr::Wild(c) => c.to_string(),
            Addr::Of(k, off) => {
                temps += 1;
                insts.push(format!("(\"t{temps}\", Add(\"p{k}\", {off}))"));
                format!("\"t{temps}\"")
            }
        }
    };
    for (i, op) in ops.iter().enumerate() {
        match op {
            MemOp::Alloc(n) => {
                insts.push(format!("(\"p{allocs}\", Alloc({n}))"));
                allocs += 1;
            }
            MemOp::Free(a) => {
                let a = addr(a, &mut insts);
                insts.push(format!("(\"_\", Free({a}))"));
            }
            MemOp::Load(a, w) => {
                let a = addr(a, &mut insts);
                insts.push(format!("(\"v{i}\", Load({a}, {w}))"));
                insts.push(format!("(\"_\", Call(\"@print\", [\"v{i}\"]))"));
            }
            MemOp::Store(a, w, v) => {
                let a = addr(a, &mut insts);
                insts.push(format!("(\"_\", Store({a}, \"{v}\", {w}))"));
            }
        }
    }
    format!(
        "Program(externs: [Extern(name: \"print\", params: [Int], ret: Unit)], functions: [Function(name: \"main\", \
         ret: Int, blocks: [Block(name: \"a\", insts: [{}], term: Return(0))])])",
        insts.join(", ")
    )
}

/// Runs `ops` on the model, taking allocation addresses from `tape` (what the
/// interpreter's ν chose, each checked fresh). Returns the printed values and the
/// outcome.
fn run_model(ops: &[MemOp], tape: &[u64], model: &mut MemModel) -> (Vec<BigInt>, Result<(), ProgramError>) {
    let mut bases: Vec<u64> = Vec::new();
    let mut printed = Vec::new();
    let resolve = |a: &Addr, bases: &[u64]| -> i128 {
        match a {
            Addr::Wild(c) => *c as i128,
            Addr::Of(k, off) => bases[*k] as i128 + *off as i128,
        }
    };
    for op in ops {
        let r = match op {
            MemOp::Alloc(n) => {
                let a = tape[bases.len()];
                assert!(model.fresh(a, *n), "ν chose {a} for {n} bits, not fresh in the model: {model:?}");
                model.allocs.insert(a, *n);
                bases.push(a);
                Ok(())
            }
            MemOp::Free(a) => model.free(resolve(a, &bases)),
            MemOp::Load(a, w) => model.load(resolve(a, &bases), u64::from(*w)).map(|v| printed.push(v)),
            MemOp::Store(a, w, v) => model.store(resolve(a, &bases), u64::from(*w), v),
        };
        if let Err(e) = r {
            return (printed, Err(e));
        }
    }
    (printed, Ok(()))
}

#[test]
fn memory_rules_agree_with_a_map_of_bits_on_random_programs() {
    let mut rng = Rng::new(15);
    for case in 0..1500 {
        let ops = random_ops(&mut rng);
        let p = prog(&memory_program(&ops));
        let seed = rng.next_u64();
        let env = Env::new(&p, Limits::default());
        let start = env.start(p.func_ids().next().unwrap(), vec![], Oracle::new(OracleSpec::seed(seed)));
        let run = exec::run(&env, start, &mut ()).expect("not stuck");
        let context = || format!("case {case}, seed {seed}, ops {ops:?}");
        let tape: Vec<u64> = run
            .nu()
            .consumed()
            .iter()
            .map(|v| match v {
                Value::Int(i) => i.to_u64().expect("an address"),
                other => panic!("ν drew {other:?}"),
            })
            .collect();
        assert!(!matches!(run.outcome, Outcome::Incomplete(_)), "{:?}: {}", run.outcome, context());
        let mut model = MemModel::default();
        let (printed, outcome) = run_model(&ops, &tape, &mut model);
        let mut want: Vec<String> = printed.iter().map(|v| format!("print({v})")).collect();
        want.push(match &outcome {
            Ok(()) => "halt(0)".to_string(),
            Err(e) => format!("halt(ex({e}))"),
        });
        let got: Vec<String> = run.effects().iter().map(|e| format::run::effect(&p, e)).collect();
        assert_eq!(got, want, "{}", context());
        // The final memory, bit by bit.
        let mem = run.memory();
        let live: BTreeMap<u64, u64> = mem.allocations().map(|(b, a)| (b, a.size())).collect();
        assert_eq!(live, model.allocs, "live allocations, {}", context());
        for (base, al) in mem.allocations() {
            for i in 0..al.size() {
                let cell = al.cells()[(i / 64) as usize];
                let init = cell.init >> (i % 64) & 1 == 1;
                let bit = cell.bits >> (i % 64) & 1 == 1;
                let got = init.then_some(bit);
                assert_eq!(got, model.bits.get(&(base + i)).copied(), "bit {} of µ, {}", base + i, context());
            }
        }
        assert_eq!(
            model.bits.len() as u64,
            mem.allocations()
                .map(|(_, a)| { a.cells().iter().map(|c| c.init.count_ones() as u64).sum::<u64>() })
                .sum::<u64>(),
            "written bits outside the allocations, {}",
            context()
        );
    }
}

#[test]
fn two_zero_bit_allocations_in_a_row_are_legal_under_every_seed() {
    let p = prog(
        "Program(functions: [Function(name: \"main\", ret: Int, blocks: [Block(name: \"a\", \
         insts: [(\"p\", Alloc(0)), (\"q\", Alloc(0)), (\"r\", Alloc(64)), (\"s\", Alloc(0)), (\"_\", Free(\"q\"))], \
         term: Return(0))])])",
    );
    let env = Env::new(&p, Limits::default());
    for seed in 0..256 {
        let start = env.start(p.func_ids().next().unwrap(), vec![], Oracle::new(OracleSpec::seed(seed)));
        let run = exec::run(&env, start, &mut ()).expect("not stuck");
        assert_eq!(run.outcome, Outcome::Halt(Value::int(0)), "seed {seed}");
        assert_eq!(run.memory().allocations().count(), 3, "seed {seed}");
    }
    // The default oracle too (`seed:0`), and an explicit tape: a zero-bit allocation
    // occupies its base, so a second one there is refused (incomplete), elsewhere fine.
    let tape = |t: &[i64]| OracleSpec::tape(t.iter().map(|a| Value::int(*a)).collect());
    let start = env.start(p.func_ids().next().unwrap(), vec![], Oracle::new(tape(&[4096, 4097, 4160, 4098])));
    assert_eq!(exec::run(&env, start, &mut ()).unwrap().outcome, Outcome::Halt(Value::int(0)));
    let start = env.start(p.func_ids().next().unwrap(), vec![], Oracle::new(tape(&[4096, 4096])));
    assert!(matches!(
        exec::run(&env, start, &mut ()).unwrap().outcome,
        Outcome::Incomplete(exec::Incomplete::OracleRejected(_))
    ));
}
