//! Random runs (DESIGN.md §3, "Random runs"): argument vectors and ν seeds drawn per
//! run by type, so that a spec's steps are checked on inputs nobody wrote by hand.
//!
//! - Integers are biased to edge values: 0, ±1, ±2^k, ±2^k±1 (k up to 129, beyond 64
//!   bits), small ranges (-8..=8), and some uniform 64-bit values.
//! - Booleans are fair coins; `unit` is `()`.
//! - A function reference is `ref f` for a function or external `f` of the right type
//!   (a parameter type no callee has makes the entry undrawable: it is skipped).
//! - ν is `seed:S` with a drawn `S`.
//! - An integer parameter an import gives a narrower meaning (`Domain`: a Bril `char`
//!   is a Unicode scalar value, a Bril `float` a binary64's bits) is drawn in it, and
//!   shrunk within it.
//!
//! Everything is drawn from `Rng` seeded by the check's seed (`Config::seed`), the entry's
//! name and the run's index, so a random run is reproducible, and it is printed as a
//! plain `Run(…)` that can be copied into a spec.

use super::equiv::RunSpec;
use crate::exec::machine::Rng;
use crate::ir::{Callee, ExternId, FnType, Program, Type};
use num_bigint::BigInt;

/// The fuel of a random run when the spec has no run of the same entry to copy it from.
pub const DEFAULT_FUEL: u64 = 100_000;

/// The most random runs per entry a spec or `waddle check --random-runs` may ask for:
/// every run is compared after every step, so a larger count is refused rather than
/// left to run for days. (`waddle equiv` has no such maximum: its `--time-limit`
/// bounds any count.)
pub const MAX_RUNS: u64 = 1_000_000;

/// FNV-1a, to mix an entry's name into the seed (stable across Rust versions).
fn fnv(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// The generator of the `k`-th random run of `entry` under `seed`.
pub fn rng_for(seed: u64, entry: &str, k: u64) -> Rng {
    let mut r = Rng::new(seed ^ fnv(entry).rotate_left(17) ^ k.wrapping_mul(0xD6E8_FEB8_6659_FD93));
    r.next_u64();
    r
}

/// A random integer biased to edge values.
pub fn int(rng: &mut Rng) -> BigInt {
    const KS: [u32; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 15, 16, 31, 32, 63, 64, 65, 128];
    let sign = |rng: &mut Rng, v: BigInt| if rng.below(2) == 0 { v } else { -v };
    match rng.below(20) {
        0..=5 => BigInt::from(rng.below(17) as i64 - 8),
        6..=7 => BigInt::from([0i64, 1, -1][rng.below(3) as usize]),
        8..=16 => {
            let k = if rng.below(4) == 0 { rng.below(130) as u32 } else { KS[rng.below(KS.len() as u64) as usize] };
            let d = rng.below(3) as i64 - 1;
            let v = (BigInt::from(1) << k) + d;
            sign(rng, v)
        }
        _ => BigInt::from(rng.next_u64() as i64),
    }
}

/// What an integer parameter stands for: any integer, or the narrower set of values an
/// import gives it (a Bril `char`'s code point, a Bril `float`'s bits). Random runs
/// draw in it and a counterexample shrinks within it, so that no run is outside the
/// inputs the source language can give.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Domain {
    /// Any integer (wrapped to the draw's width when it has one).
    #[default]
    Int,
    /// A Unicode scalar value: 0 to 0x10FFFF, without the surrogates.
    CodePoint,
    /// The bits of a binary64 as a signed 64-bit integer, never a NaN (Bril's `main`
    /// takes none).
    Float64,
}

impl Domain {
    /// A random value in the domain (`Int`: `int`, wrapped to `bits` when given).
    pub fn draw(self, rng: &mut Rng, bits: Option<u32>) -> BigInt {
        match self {
            Domain::Int => match bits {
                Some(w) => wrap_signed(&int(rng), w),
                None => int(rng),
            },
            Domain::CodePoint => {
                // Mostly printable ASCII, then the rest of the BMP below the surrogates,
                // emoji, and any scalar value (past the surrogates, 0xD800.. is moved up).
                let c = match rng.below(10) {
                    0..=5 => 0x21 + rng.below(0x7F - 0x21),
                    6..=7 => 0xA1 + rng.below(0xD800 - 0xA1),
                    8 => 0x1F300 + rng.below(0x350),
                    _ => match rng.below(0x11_0000 - 0x800) {
                        c if c >= 0xD800 => c + 0x800,
                        c => c,
                    },
                };
                BigInt::from(c)
            }
            Domain::Float64 => {
                const SPECIAL: [f64; 10] =
                    [0.0, -0.0, 1.0, -1.0, 0.5, 0.1, f64::INFINITY, f64::NEG_INFINITY, f64::MAX, f64::MIN_POSITIVE];
                let x = match rng.below(4) {
                    0 => SPECIAL[rng.below(SPECIAL.len() as u64) as usize],
                    1 => (rng.below(201) as f64) - 100.0,
                    2 => ((rng.below(20_001) as f64) - 10_000.0) / [10.0, 100.0, 8.0, 3.0][rng.below(4) as usize],
                    _ => f64::from_bits(rng.next_u64()),
                };
                BigInt::from(if x.is_nan() { 0.0f64 } else { x }.to_bits() as i64)
            }
        }
    }

    /// Whether `v` is in the domain.
    pub fn contains(self, v: &BigInt) -> bool {
        match self {
            Domain::Int => true,
            Domain::CodePoint => u32::try_from(v).ok().and_then(char::from_u32).is_some(),
            Domain::Float64 => i64::try_from(v).is_ok_and(|b| !f64::from_bits(b as u64).is_nan()),
        }
    }

    /// The simplest value, tried first when shrinking: 0 (the float 0.0), or the code
    /// point of `a` (a character a user can type).
    pub fn simplest(self) -> BigInt {
        BigInt::from(if self == Domain::CodePoint { u32::from('a') } else { 0 })
    }

    /// Values of the domain simpler than `v`, to shrink a counterexample to after
    /// `simplest`: halving for integers; for a float, half its value truncated, its
    /// integer part, and ±1; none for a code point. Each is strictly simpler than `v`
    /// (a smaller magnitude; a finite float is simpler than an infinite one), so
    /// shrinking ends.
    pub fn simpler(self, v: &BigInt) -> Vec<BigInt> {
        let mut out: Vec<BigInt> = Vec::new();
        let mut push = |c: BigInt| {
            if !out.contains(&c) && self.contains(&c) {
                out.push(c);
            }
        };
        match self {
            Domain::CodePoint => {}
            Domain::Int => {
                for c in [v / 2, BigInt::from(1), BigInt::from(-1)] {
                    if c.magnitude() < v.magnitude() && c != BigInt::from(0) {
                        push(c);
                    }
                }
            }
            Domain::Float64 => {
                let Ok(b) = i64::try_from(v) else { return out };
                let x = f64::from_bits(b as u64);
                let size = |y: f64| if y.is_finite() { y.abs() } else { f64::INFINITY };
                for y in [(x / 2.0).trunc(), x.trunc(), 1.0, -1.0] {
                    let smaller = size(y) < size(x) || (!x.is_finite() && y.is_finite());
                    if smaller && y != 0.0 {
                        push(BigInt::from(y.to_bits() as i64));
                    }
                }
            }
        }
        out
    }
}

/// A random value of type `ty` in the CLI's text form, or `None` when no value of that
/// type can be drawn (a function type no callee of the program has).
pub fn value(p: &Program, ty: &Type, rng: &mut Rng) -> Option<String> {
    Some(match ty {
        Type::Int => int(rng).to_string(),
        Type::Bool => (rng.below(2) == 0).to_string(),
        Type::Unit => "()".to_string(),
        Type::Fn(ft) => {
            let fits = callees_of_type(p, ft);
            if fits.is_empty() {
                return None;
            }
            format!("@{}", p.callee_name(fits[rng.below(fits.len() as u64) as usize]))
        }
    })
}

fn callees_of_type(p: &Program, ft: &FnType) -> Vec<Callee> {
    let funcs = p.func_ids().map(Callee::Func);
    let exts = (0..p.externs.len() as u32).map(|i| Callee::Extern(ExternId(i)));
    funcs.chain(exts).filter(|c| &p.callee_type(*c) == ft).collect()
}

/// `n` random runs of `entry` (`fuel` each), or `None` when its parameters cannot be
/// drawn. Deterministic in `(seed, entry, k)`. For small `n` only: a large count is
/// drawn one run at a time with `Draw`.
pub fn runs(p: &Program, entry: &str, n: u64, seed: u64, fuel: u64) -> Option<Vec<RunSpec>> {
    runs_within(p, entry, n, seed, fuel, None)
}

/// `runs`, with every integer argument wrapped to `bits`-bit two's complement when
/// given (see `Draw::new`).
pub fn runs_within(p: &Program, entry: &str, n: u64, seed: u64, fuel: u64, bits: Option<u32>) -> Option<Vec<RunSpec>> {
    let draw = Draw::new(p, entry, seed, fuel, bits)?;
    Some((0..n).map(|k| draw.run(k)).collect())
}

/// The random runs of one entry, drawn one at a time: run `k` depends only on
/// `(seed, entry, k)`, so any number of runs costs the memory of one, and a run used
/// again (after every step of a spec) is drawn again rather than stored. A `Draw`
/// owns what it needs (the parameter types, the names of the callees of each
/// function type), so the program may change after it is made.
#[derive(Clone, Debug)]
pub struct Draw {
    entry: String,
    /// Each parameter's type, with the callees of that type when it is a function type.
    params: Vec<(Type, Vec<String>)>,
    seed: u64,
    fuel: u64,
    bits: Option<u32>,
    /// The domain of each integer parameter (`Domain::Int` where not given).
    domains: Vec<Domain>,
}

impl Draw {
    /// The runs of `entry` in `p` (`fuel` each), or `None` when a parameter cannot be
    /// drawn (a function type no callee has). With `bits`, every integer argument is
    /// wrapped to `bits`-bit two's complement (a Bril program's integers are 64-bit:
    /// an argument beyond that is no input of the program); the edge values keep
    /// their meaning: `2^63` wraps to the smallest integer, `2^64 + 1` to 1.
    pub fn new(p: &Program, entry: &str, seed: u64, fuel: u64, bits: Option<u32>) -> Option<Draw> {
        let f = p.func(p.func_by_name(entry)?);
        let mut params = Vec::new();
        for t in f.signature().params {
            let names: Vec<String> = match &t {
                Type::Fn(ft) => callees_of_type(p, ft).into_iter().map(|c| p.callee_name(c).to_string()).collect(),
                _ => Vec::new(),
            };
            if matches!(t, Type::Fn(_)) && names.is_empty() {
                return None;
            }
            params.push((t, names));
        }
        Some(Draw { entry: entry.to_string(), params, seed, fuel, bits, domains: Vec::new() })
    }

    /// The same runs with each integer parameter drawn in its domain (by position; a
    /// parameter past the end, or not an integer, is drawn by its type).
    pub fn within(self, domains: &[Domain]) -> Draw {
        Draw { domains: domains.to_vec(), ..self }
    }

    /// The fuel of every run.
    pub fn fuel(&self) -> u64 {
        self.fuel
    }

    /// Random run number `k`, as `value` would draw it from `p`.
    pub fn run(&self, k: u64) -> RunSpec {
        let mut rng = rng_for(self.seed, &self.entry, k);
        let args = self
            .params
            .iter()
            .enumerate()
            .map(|(i, (t, names))| match t {
                Type::Int => self.domains.get(i).copied().unwrap_or_default().draw(&mut rng, self.bits).to_string(),
                Type::Bool => (rng.below(2) == 0).to_string(),
                Type::Unit => "()".to_string(),
                Type::Fn(_) => format!("@{}", names[rng.below(names.len() as u64) as usize]),
            })
            .collect();
        let nu = rng.next_u64();
        RunSpec { entry: self.entry.clone(), args, oracle: Some(format!("seed:{nu}")), fuel: self.fuel, budget: None }
    }
}

/// `v` wrapped to `bits`-bit two's complement.
fn wrap_signed(v: &BigInt, bits: u32) -> BigInt {
    let m = BigInt::from(1) << bits;
    let r = ((v % &m) + &m) % &m;
    if r >= (&m >> 1) {
        r - m
    } else {
        r
    }
}

/// The random runs of a check (a spec's `random_runs`, `waddle check --random-runs`:
/// `n` per entry): for each entry of its runs (every function when it has none), with the fuel
/// of the entry's first run (else `DEFAULT_FUEL`). Entries whose parameters
/// cannot be drawn are skipped, with a note.
pub fn draws(n: u64, program: &Program, given: &[RunSpec], seed: u64, notes: &mut Vec<String>) -> Vec<Draw> {
    if n == 0 {
        return Vec::new();
    }
    let mut entries: Vec<(String, u64)> = Vec::new();
    for r in given {
        if !entries.iter().any(|(e, _)| e == &r.entry) {
            entries.push((r.entry.clone(), r.fuel));
        }
    }
    if entries.is_empty() {
        entries = program.funcs.iter().map(|f| (f.name.clone(), DEFAULT_FUEL)).collect();
    }
    let mut out = Vec::new();
    for (entry, fuel) in entries {
        match Draw::new(program, &entry, seed, fuel, None) {
            Some(d) => out.push(d),
            None => notes.push(format!("no random runs of `{entry}`: a parameter's function type has no function")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format;
    use crate::format::run;

    #[test]
    fn narrower_domains_draw_and_shrink_only_their_values() {
        let mut rng = Rng::new(11);
        let chars: Vec<BigInt> = (0..3000).map(|_| Domain::CodePoint.draw(&mut rng, Some(64))).collect();
        assert!(chars.iter().all(|c| Domain::CodePoint.contains(c)), "a code point outside the scalar values");
        assert!(chars.iter().any(|c| *c > BigInt::from(0xE000)), "nothing past the surrogates");
        assert!(chars.iter().filter(|c| **c < BigInt::from(0x7F)).count() > 1000, "printable ASCII is not favoured");
        let floats: Vec<BigInt> = (0..3000).map(|_| Domain::Float64.draw(&mut rng, Some(64))).collect();
        assert!(floats.iter().all(|f| Domain::Float64.contains(f)), "a NaN or a value beyond 64 bits");
        let values: Vec<f64> = floats.iter().map(|b| f64::from_bits(i64::try_from(b).unwrap() as u64)).collect();
        for want in [0.0, 1.0, -1.0, f64::INFINITY, 0.1, 42.0] {
            assert!(values.contains(&want), "never drew {want}");
        }
        assert!(values.iter().any(|x| x.fract() != 0.0 && x.abs() < 1e4), "no fraction");
        // Shrinking stays in the domain and ends: every candidate is simpler.
        let bits = |x: f64| BigInt::from(x.to_bits() as i64);
        assert_eq!(Domain::Float64.simpler(&bits(100.75)), [bits(50.0), bits(100.0), bits(1.0), bits(-1.0)]);
        assert_eq!(Domain::Float64.simpler(&bits(f64::INFINITY)), [bits(1.0), bits(-1.0)]);
        assert!(Domain::Float64.simpler(&bits(1.0)).is_empty());
        assert!(Domain::CodePoint.simpler(&BigInt::from(0x1F600)).is_empty());
        assert_eq!(Domain::CodePoint.simplest(), BigInt::from(97));
        assert_eq!(Domain::Int.simpler(&BigInt::from(9)), [BigInt::from(4), BigInt::from(1), BigInt::from(-1)]);
        let mut v = bits(-3.5e300);
        for _ in 0..2000 {
            match Domain::Float64.simpler(&v).first() {
                Some(c) => v = c.clone(),
                None => break,
            }
        }
        assert!(Domain::Float64.simpler(&v).is_empty(), "shrinking a float ends");
    }

    #[test]
    fn ints_hit_edge_values_and_beyond_64_bits() {
        let mut rng = Rng::new(7);
        let xs: Vec<BigInt> = (0..2000).map(|_| int(&mut rng)).collect();
        for want in [0i64, 1, -1, 255, 256, 257, -256, i64::MAX] {
            assert!(xs.contains(&BigInt::from(want)), "never drew {want}");
        }
        assert!(xs.iter().any(|x| x.bits() > 64), "no integer beyond 64 bits");
        assert!(xs.iter().filter(|x| x.bits() <= 4).count() > 400, "small values are not favoured");
    }

    #[test]
    fn runs_are_deterministic_and_typed() {
        let text = r#"Program(functions: [
            Function(name: "f", ret: Int, blocks: [Block(name: "a",
                params: [("x", Int), ("b", Bool), ("u", Unit), ("g", Fn([Int], Int))],
                term: Return("x"))]),
            Function(name: "h", ret: Int, blocks: [Block(name: "a", params: [("y", Int)], term: Return("y"))]),
        ])"#;
        let p = format::parse_program(text).unwrap().program;
        let a = runs(&p, "f", 20, 3, 10).unwrap();
        let b = runs(&p, "f", 20, 3, 10).unwrap();
        assert_eq!(a.iter().map(|r| r.label()).collect::<Vec<_>>(), b.iter().map(|r| r.label()).collect::<Vec<_>>());
        let c = runs(&p, "f", 20, 4, 10).unwrap();
        assert_ne!(a.iter().map(|r| r.label()).collect::<Vec<_>>(), c.iter().map(|r| r.label()).collect::<Vec<_>>());
        for r in &a {
            let inv = run::parse_invocation(&p, &r.entry, &r.args, r.oracle.as_deref());
            assert!(inv.is_ok(), "{}: {:?}", r.label(), inv.err());
            assert_eq!(r.args[3], "@h", "`h` is the only function of type fn(int) → int");
            assert!(r.args[1] == "true" || r.args[1] == "false");
            assert_eq!(r.args[2], "()");
        }
        assert!(a.iter().any(|r| r.args[1] == "true") && a.iter().any(|r| r.args[1] == "false"));
        assert_eq!(
            a[0].as_spec_run(),
            format!(
                "Run(entry: \"f\", args: [{}, {}, (), \"@h\"], oracle: \"{}\", fuel: 10)",
                if a[0].args[0].parse::<i64>().is_ok() { a[0].args[0].clone() } else { format!("{:?}", a[0].args[0]) },
                a[0].args[1],
                a[0].oracle.as_ref().unwrap()
            )
        );
    }

    #[test]
    fn runs_within_64_bits_wrap_every_integer_and_keep_the_edges() {
        let text = r#"Program(functions: [Function(name: "f", ret: Int, blocks: [Block(name: "a",
            params: [("x", Int), ("b", Bool)], term: Return("x"))])])"#;
        let p = format::parse_program(text).unwrap().program;
        let wide = runs(&p, "f", 400, 5, 10).unwrap();
        let narrow = runs_within(&p, "f", 400, 5, 10, Some(64)).unwrap();
        let ints: Vec<BigInt> = narrow.iter().map(|r| r.args[0].parse().unwrap()).collect();
        assert!(ints.iter().all(|x| x.bits() <= 64 && i64::try_from(x).is_ok()), "an argument beyond 64 bits");
        assert!(wide.iter().any(|r| r.args[0].parse::<BigInt>().unwrap().bits() > 64), "nothing to wrap");
        assert!(ints.contains(&BigInt::from(i64::MIN)), "2^63 wraps to the smallest integer");
        for (w, n) in wide.iter().zip(&narrow) {
            assert_eq!(w.args[1], n.args[1], "only integers change");
            assert_eq!(wrap_signed(&w.args[0].parse().unwrap(), 64).to_string(), n.args[0]);
        }
        assert_eq!(wrap_signed(&((BigInt::from(1) << 64) + 1), 64), BigInt::from(1));
        assert_eq!(wrap_signed(&BigInt::from(-1), 64), BigInt::from(-1));
    }

    /// Every random run draws its own ν seed, also for an entry with no parameters
    /// (whose runs differ only by ν: an input-driven `main`).
    #[test]
    fn each_run_draws_its_own_nu_seed() {
        let text =
            r#"Program(functions: [Function(name: "main", ret: Int, blocks: [Block(name: "a", term: Return(0))])])"#;
        let p = format::parse_program(text).unwrap().program;
        let oracles: std::collections::BTreeSet<String> =
            runs(&p, "main", 200, 0, 10).unwrap().into_iter().map(|r| r.oracle.unwrap()).collect();
        assert_eq!(oracles.len(), 200, "a ν seed drawn twice");
        assert!(oracles.iter().all(|o| o.starts_with("seed:")));
    }

    #[test]
    fn an_undrawable_function_type_gives_none() {
        let text = r#"Program(functions: [
            Function(name: "f", ret: Int, blocks: [Block(name: "a",
                params: [("g", Fn([Bool], Int))], term: Branch("b")), Block(name: "b", term: Return(0))]),
        ])"#;
        let p = format::parse_program(text).unwrap().program;
        assert!(runs(&p, "f", 3, 0, 10).is_none());
    }
}
