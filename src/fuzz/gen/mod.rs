//! Random structured functions that are canonical, SSA and LCSSA by construction,
//! for property tests and benchmarks.
//!
//! A `Stmt` tree (sequences, if/else, switches — some, inside loops, on the
//! function's parameter, which no loop changes —, loops with `break k`/`continue k`,
//! returns) is emitted as a Waddle function: every loop gets a fresh preheader, a
//! unique latch (created only when something continues the loop), and every exit
//! edge goes through a fresh block, so exits are dedicated. Loops count an induction
//! variable up to a small bound, so generated programs terminate. Values defined in
//! a loop are used only inside it (LCSSA). The tree shrinks structurally, so a failing
//! property reports a small CFG.

use crate::canon;
use crate::exec::machine::Rng;
use crate::ir::{Extern, ExternId, Function, Operand, Program, Terminator, Type};
use emit::Emitter;

mod emit;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    /// A block of straight-line code.
    Code,
    Seq(Vec<Stmt>),
    If(Box<Stmt>, Box<Stmt>),
    Switch(Vec<Stmt>),
    Loop(Box<Stmt>),
    /// A switch on the function's parameter `n`: invariant in every loop, so a
    /// loop around it can be unswitched (`n = i` takes arm `i`, the last arm is the
    /// default).
    InvSwitch(Vec<Stmt>),
    /// A self loop: one block that is header, body and latch.
    Spin,
    /// Leave the k-th enclosing loop (0 = innermost); a return outside loops.
    Break(u8),
    /// Continue the k-th enclosing loop; a return outside loops.
    Continue(u8),
    Return,
    /// In a program (`Prog`): a call of a helper `g<j>` chosen by the number. A call
    /// of an earlier helper or of the function itself (recursion) happens only
    /// outside loops and only when the depth argument `d` is positive, passing `d - 1`;
    /// a call of a later helper passes `d`. Outside a program, straight-line code.
    Call(u8),
    /// `Call`, through a register holding `ref g<j>`.
    CallRef(u8),
    /// Memory: an allocation, stores, loads and a free. Kind 0 stays in bounds; 1 loads
    /// and 2 stores at an offset drawn from the value, out of bounds on some inputs
    /// (a memory fault); 3 leaks its allocation; 4 frees and, on some inputs, loads
    /// after the free. Outside a program, straight-line code.
    Mem(u8),
    /// An external call whose result ν supplies, added to the value, which is printed.
    Input,
    /// An array of 8 cells of 32 bits allocated before the tree (a loop nest, where
    /// `Cell` leaves read and write it), every cell written first, one cell read back
    /// and the array freed after; only the LLVM fuzzer's trees have it (`fuzz/llvm.rs`),
    /// the generator draws none.
    Array(Box<Stmt>),
    /// An access to the innermost `Array` around it (straight-line code outside
    /// every `Array`): kind 0 loads the cell the value picks, 1 stores the value
    /// there, 2 adds the value to cell 0 (a load and a store at one address, the same
    /// in every iteration), 3 loads cell 3 (an address no loop changes).
    Cell(u8),
    /// Arithmetic beyond 64 bits (constants of 70 to 130 bits), wrapped back.
    Wide(u8),
    /// Binary64 arithmetic on the value's bits (the kernel's `fadd` … `fge`); kind 1
    /// also branches on a float comparison, joining with a block parameter.
    Float(u8),
    /// An operation that can fail, guarded or failing on some inputs only (`Guard::ALL`
    /// lists the kinds): a division and a load guarded by a test of a value computed
    /// before the innermost loop around them (so that a wrong hoist exposes them), and operations
    /// reaching each error outcome on some inputs (mostly when the value is 5 modulo 8).
    Guard(u8),
    /// A test of the value whose arms pass `true` and `false` to their join, which
    /// tests that flag again (what `if (c) …; if (c) …` lowers to): the join's switch
    /// is on a parameter each predecessor knows, where jump threading applies; the
    /// `true` arm passes through a switch on a constant, where if simplification does
    /// (as it does on a copy of the join entered from one arm).
    Retest,
}

/// The kinds of `Stmt::Guard`, by number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Guard {
    /// `switch d ≠ 0 (true ↦ q ← div(1009, d))` with `d` the value's low two bits, in a
    /// loop those of the value before the loop: never an error where it stands.
    Division,
    /// `switch d ≠ 0 (true ↦ x ← load64(a))`, `a` allocated and written before the
    /// test, its bits forgotten when `d = 0`: never an error where it stands.
    Load,
    /// A division by `(v and 7) - 5`: E-Op-Err on some inputs.
    DivisionByZero,
    /// A load of the unwritten half of an allocation on one path: E-Load-Uninit.
    Uninitialised,
    /// A second free of an allocation on one path: E-Free-Fault.
    DoubleFree,
    /// An allocation of `select(c, -8, 64)` bits: E-Select, E-Alloc-Err.
    NegativeSize,
    /// `forget` of 8 bits at an offset drawn from the value, out of bounds on some
    /// inputs, on some inputs only, then a `tryload` of the whole: E-Forget,
    /// E-Forget-Fault, E-TryLoad, E-TryLoad-Poison.
    Forget,
    /// A `tryload` of 8 bits at an offset drawn from the value: E-TryLoad-Fault.
    TryLoadOutOfBounds,
    /// `fail(c, 7)`: E-Fail, E-Fail-Skip.
    Fail,
    /// `exit(v)` on one path: E-Exit.
    Exit,
}

impl Guard {
    pub const ALL: [Guard; 10] = [
        Guard::Division,
        Guard::Load,
        Guard::DivisionByZero,
        Guard::Uninitialised,
        Guard::DoubleFree,
        Guard::NegativeSize,
        Guard::Forget,
        Guard::TryLoadOutOfBounds,
        Guard::Fail,
        Guard::Exit,
    ];

    /// The kind of `Stmt::Guard(k)`.
    pub fn of(k: u8) -> Guard {
        Guard::ALL[k as usize % Guard::ALL.len()]
    }

    /// Whether the kind touches memory (most of these kinds access one allocation with
    /// several widths, which the LLVM export refuses).
    pub fn uses_memory(self) -> bool {
        matches!(
            self,
            Guard::Load
                | Guard::Uninitialised
                | Guard::DoubleFree
                | Guard::NegativeSize
                | Guard::Forget
                | Guard::TryLoadOutOfBounds
        )
    }
}

impl Stmt {
    /// A random tree of about `size` statements, loops nested at most `max_depth` deep.
    pub fn random(rng: &mut Rng, size: usize, max_depth: u8) -> Stmt {
        Stmt::gen(rng, size, 0, max_depth, false)
    }

    /// `random`, with every other switch inside a loop on the function's parameter
    /// (`InvSwitch`), so that the loop passes find loops to unswitch. (`random` draws
    /// exactly as before, so the benchmarks' inputs do not change.)
    pub fn random_with_invariant_switches(rng: &mut Rng, size: usize, max_depth: u8) -> Stmt {
        Stmt::gen(rng, size, 0, max_depth, true)
    }

    fn gen(rng: &mut Rng, size: usize, depth: u8, max_depth: u8, inv: bool) -> Stmt {
        if size <= 1 {
            let pick = rng.below(12);
            return Stmt::control_leaf(rng, pick, depth).unwrap_or(Stmt::Code);
        }
        match rng.below(10) {
            0..=2 => {
                let n = 2 + rng.below(3) as usize;
                Stmt::Seq((0..n).map(|_| Stmt::gen(rng, size / n, depth, max_depth, inv)).collect())
            }
            3 | 4 => {
                let l = size / 2;
                Stmt::If(
                    Box::new(Stmt::gen(rng, l, depth, max_depth, inv)),
                    Box::new(Stmt::gen(rng, size - l, depth, max_depth, inv)),
                )
            }
            5 => {
                let n = 2 + rng.below(4) as usize;
                let arms = (0..n).map(|_| Stmt::gen(rng, size / n, depth, max_depth, inv)).collect();
                // Inside loops, every other switch is on the invariant parameter.
                if inv && depth > 0 && rng.below(2) == 0 {
                    Stmt::InvSwitch(arms)
                } else {
                    Stmt::Switch(arms)
                }
            }
            _ if depth < max_depth => Stmt::Loop(Box::new(Stmt::gen(rng, size - 1, depth + 1, max_depth, inv))),
            _ => Stmt::Seq(vec![
                Stmt::gen(rng, size / 2, depth, max_depth, inv),
                Stmt::gen(rng, size / 2, depth, max_depth, inv),
            ]),
        }
    }

    /// The leaves that leave straight-line code, for draws 0 to 3: break and continue
    /// (inside loops), return, a self loop.
    fn control_leaf(rng: &mut Rng, pick: u64, depth: u8) -> Option<Stmt> {
        match pick {
            0 if depth > 0 => Some(Stmt::Break(rng.below(depth as u64) as u8)),
            1 if depth > 0 => Some(Stmt::Continue(rng.below(depth as u64) as u8)),
            2 => Some(Stmt::Return),
            3 => Some(Stmt::Spin),
            _ => None,
        }
    }

    /// A tree for a function of a `Prog` with `helpers` helpers: `gen`'s shapes with
    /// switches of up to 8 arms (every other one inside a loop on the invariant
    /// parameter) and leaves that call, touch memory, call externals, compute beyond
    /// 64 bits or on floats, or guard an operation that can fail.
    fn gen_rich(rng: &mut Rng, size: usize, depth: u8, max_depth: u8, helpers: usize) -> Stmt {
        if size <= 1 {
            let pick = rng.below(20);
            if let Some(leaf) = Stmt::control_leaf(rng, pick, depth) {
                return leaf;
            }
            return match pick {
                4..=6 if helpers > 0 => Stmt::Call(rng.next_u64() as u8),
                7 if helpers > 0 => Stmt::CallRef(rng.next_u64() as u8),
                8 | 9 => Stmt::Mem(rng.below(5) as u8),
                10 => Stmt::Input,
                11 => Stmt::Wide(rng.below(3) as u8),
                12 => Stmt::Float(rng.below(2) as u8),
                13 | 14 => Stmt::Guard(rng.below(Guard::ALL.len() as u64) as u8),
                15 | 16 => Stmt::Retest,
                _ => Stmt::Code,
            };
        }
        let sub = |rng: &mut Rng, size: usize, depth: u8| Stmt::gen_rich(rng, size, depth, max_depth, helpers);
        match rng.below(10) {
            0..=2 => {
                let n = 2 + rng.below(3) as usize;
                Stmt::Seq((0..n).map(|_| sub(rng, size / n, depth)).collect())
            }
            3 | 4 => {
                let l = size / 2;
                Stmt::If(Box::new(sub(rng, l, depth)), Box::new(sub(rng, size - l, depth)))
            }
            5 => {
                let n = 2 + rng.below(7) as usize;
                let arms = (0..n).map(|_| sub(rng, (size / n).max(1), depth)).collect();
                if depth > 0 && rng.below(2) == 0 {
                    Stmt::InvSwitch(arms)
                } else {
                    Stmt::Switch(arms)
                }
            }
            _ if depth < max_depth => Stmt::Loop(Box::new(sub(rng, size - 1, depth + 1))),
            _ => Stmt::Seq(vec![sub(rng, size / 2, depth), sub(rng, size / 2, depth)]),
        }
    }

    /// Smaller trees, for shrinking: each child alone, and each child shrunk in place.
    pub fn shrink(&self) -> Vec<Stmt> {
        let mut out = Vec::new();
        match self {
            Stmt::Code => {}
            Stmt::Break(_) | Stmt::Continue(_) | Stmt::Return | Stmt::Spin => out.push(Stmt::Code),
            Stmt::Call(_)
            | Stmt::Input
            | Stmt::Wide(_)
            | Stmt::Float(_)
            | Stmt::Guard(_)
            | Stmt::Cell(_)
            | Stmt::Retest => out.push(Stmt::Code),
            Stmt::Array(a) => {
                out.extend([Stmt::Code, (**a).clone()]);
                out.extend(a.shrink().into_iter().map(|s| Stmt::Array(Box::new(s))));
            }
            Stmt::CallRef(k) => out.extend([Stmt::Code, Stmt::Call(*k)]),
            Stmt::Mem(k) => {
                out.push(Stmt::Code);
                if *k != 0 {
                    out.push(Stmt::Mem(0));
                }
            }
            Stmt::Seq(v) | Stmt::Switch(v) | Stmt::InvSwitch(v) => {
                let same = |w: Vec<Stmt>| match self {
                    Stmt::Seq(_) => Stmt::Seq(w),
                    Stmt::Switch(_) => Stmt::Switch(w),
                    _ => Stmt::InvSwitch(w),
                };
                out.push(Stmt::Code);
                out.extend(v.iter().cloned());
                if matches!(self, Stmt::InvSwitch(_)) {
                    out.push(Stmt::Switch(v.clone()));
                }
                for i in 0..v.len() {
                    let mut w = v.clone();
                    w.remove(i);
                    if !w.is_empty() {
                        out.push(same(w));
                    }
                    for s in v[i].shrink() {
                        let mut w = v.clone();
                        w[i] = s;
                        out.push(same(w));
                    }
                }
            }
            Stmt::If(a, b) => {
                out.extend([Stmt::Code, (**a).clone(), (**b).clone()]);
                out.extend(a.shrink().into_iter().map(|s| Stmt::If(Box::new(s), b.clone())));
                out.extend(b.shrink().into_iter().map(|s| Stmt::If(a.clone(), Box::new(s))));
            }
            Stmt::Loop(a) => {
                out.extend([Stmt::Code, (**a).clone()]);
                out.extend(a.shrink().into_iter().map(|s| Stmt::Loop(Box::new(s))));
            }
        }
        out
    }

    /// Emits the function `name(n: int) → int`, then puts it in canonical and LCSSA
    /// form from scratch (a block in a loop's scope that cannot reach the latch, such
    /// as one ending in a return, lies outside the natural loop).
    pub fn build(&self, name: &str) -> Function {
        let mut e = Emitter::new(name);
        let entry = e.func.entry();
        let n = e.func.params()[0];
        if let Some((cur, avail)) = e.emit(self, entry, n, &mut Vec::new()) {
            e.func.block_mut(cur).term = Terminator::Return(Operand::Reg(avail));
        }
        let mut f = e.finish();
        canon::canonicalize_function(&mut f).expect("structured code is reducible");
        f
    }
}

/// The externals of generated programs: `print(int) → unit` (an effect) and
/// `input(int) → int` (its result drawn from ν).
pub const EXTERN_PRINT: ExternId = ExternId(0);
pub const EXTERN_INPUT: ExternId = ExternId(1);

/// A random program: the entry `f(n: int) → int` (`funcs[0]`) and helpers
/// `g1 … gk(n: int, d: int) → int` (`funcs[j]`), each a `Stmt` tree emitted with its
/// calls (`Stmt::Call`, `Stmt::CallRef`), memory (`Stmt::Mem`), externals
/// (`Stmt::Input`), wide integers (`Stmt::Wide`) and floats (`Stmt::Float`) resolved
/// in the program.
///
/// Every program terminates: loops count to 3; a helper clamps its depth argument to
/// 0…1 at entry; a call of a later helper passes the depth on, a call of an earlier
/// helper or of itself (recursion, direct or mutual) happens only outside loops, when
/// the depth is positive, passing it minus one; the entry passes 1. So every chain of
/// calls climbs the helpers at most twice, and the helpers have loops one deep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prog {
    pub funcs: Vec<Stmt>,
}

impl Prog {
    /// A program whose entry has about `size` statements, with 0 to 3 helpers of 2 to
    /// 6 statements.
    pub fn random(rng: &mut Rng, size: usize) -> Prog {
        let helpers = rng.below(4) as usize;
        let mut funcs = vec![Stmt::gen_rich(rng, size, 0, 3, helpers)];
        for _ in 0..helpers {
            let size = 2 + rng.below(5) as usize;
            funcs.push(Stmt::gen_rich(rng, size, 0, 1, helpers));
        }
        Prog { funcs }
    }

    /// Smaller programs, for shrinking: without the last helper (calls to it go to
    /// another), then each function shrunk.
    pub fn shrink(&self) -> Vec<Prog> {
        let mut out = Vec::new();
        if self.funcs.len() > 1 {
            out.push(Prog { funcs: self.funcs[..self.funcs.len() - 1].to_vec() });
        }
        for (i, f) in self.funcs.iter().enumerate() {
            for s in f.shrink() {
                let mut p = self.clone();
                p.funcs[i] = s;
                out.push(p);
            }
        }
        out
    }

    /// The program, every function canonical and LCSSA.
    pub fn build(&self) -> Program {
        let mut p = self.emit();
        for f in &mut p.funcs {
            canon::canonicalize_function(f).expect("structured code is reducible");
        }
        p
    }

    /// The program as emitted, before canonicalization (reducible, SSA; a loop's exits
    /// may not be dedicated yet, nor its values closed).
    pub fn emit(&self) -> Program {
        let helpers = self.funcs.len().saturating_sub(1);
        let funcs = self
            .funcs
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let mut e = Emitter::in_program(i, helpers);
                let entry = e.func.entry();
                let start = e.func.params()[0];
                if let Some((cur, avail)) = e.emit(s, entry, start, &mut Vec::new()) {
                    e.func.block_mut(cur).term = Terminator::Return(Operand::Reg(avail));
                }
                e.finish()
            })
            .collect();
        let externs = vec![
            Extern { name: "print".into(), params: vec![Type::Int], ret: Type::Unit },
            Extern { name: "input".into(), params: vec![Type::Int], ret: Type::Int },
        ];
        Program { funcs, externs }
    }
}

/// A function that grows around an unchanged region: `copies` copies of `filler`
/// (blocks named `fill<i>_…`, returns removed so control reaches the region) followed
/// by `region`, whose block names do not depend on `copies`.
pub fn build_scaled(region: &Stmt, filler: &Stmt, copies: usize) -> Function {
    let mut e = Emitter::new("scaled");
    let (mut cur, mut avail) = (e.func.entry(), e.func.params()[0]);
    let filler = filler.without_returns(0);
    for i in 0..copies {
        e.prefix = format!("fill{i}_");
        (cur, avail) = e.emit(&filler, cur, avail, &mut Vec::new()).expect("filler without returns falls through");
    }
    e.prefix = String::new();
    e.next = 0;
    if let Some((cur, avail)) = e.emit(region, cur, avail, &mut Vec::new()) {
        e.func.block_mut(cur).term = Terminator::Return(Operand::Reg(avail));
    }
    let mut f = e.finish();
    canon::canonicalize_function(&mut f).expect("structured code is reducible");
    f
}

impl Stmt {
    /// The same tree with every way out of the enclosing code (returns, and breaks
    /// or continues of loops outside the tree) replaced by straight-line code.
    fn without_returns(&self, depth: u8) -> Stmt {
        match self {
            Stmt::Return => Stmt::Code,
            Stmt::Break(k) | Stmt::Continue(k) if *k >= depth => Stmt::Code,
            Stmt::Seq(v) => Stmt::Seq(v.iter().map(|s| s.without_returns(depth)).collect()),
            Stmt::Switch(v) => Stmt::Switch(v.iter().map(|s| s.without_returns(depth)).collect()),
            Stmt::InvSwitch(v) => Stmt::InvSwitch(v.iter().map(|s| s.without_returns(depth)).collect()),
            Stmt::If(a, b) => Stmt::If(Box::new(a.without_returns(depth)), Box::new(b.without_returns(depth))),
            Stmt::Loop(a) => Stmt::Loop(Box::new(a.without_returns(depth + 1))),
            Stmt::Array(a) => Stmt::Array(Box::new(a.without_returns(depth))),
            other => other.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::Cfg;
    use crate::analysis::DomTree;
    use crate::analysis::LoopForest;
    use crate::exec::Outcome;
    use crate::format;
    use crate::format::paper;
    use crate::fuzz::FUEL;
    use crate::ir::{Callee, FuncId, Op, Value};
    use crate::oracle::CheckLimits;
    use crate::oracle::{equiv, random};
    use crate::verify;

    /// Every generated program verifies, is canonical and LCSSA, and every random run
    /// of every function halts (a value or a program error) within the fuzzer's fuel
    /// (20,000 units); and the programs really have what the generator promises.
    #[test]
    fn generated_programs_verify_and_terminate() {
        let mut seen = std::collections::BTreeMap::<&str, usize>::new();
        for seed in 0..300u64 {
            let mut rng = Rng::new(seed);
            let size = 3 + rng.below(20) as usize;
            let prog = Prog::random(&mut rng, size);
            let p = prog.build();
            let errors = verify::verify_program(&p, None);
            assert!(errors.is_empty(), "seed {seed}: {}\n{prog:?}", errors[0]);
            let errors = verify::verify_canonical(&p);
            assert!(errors.is_empty(), "seed {seed}: {}\n{prog:?}", errors[0]);
            for f in &p.funcs {
                let text = paper::function(&p, f);
                for (key, what) in [
                    ("call", "a call"),
                    ("alloc", "an allocation"),
                    ("free", "a free"),
                    ("input", "an external call"),
                    ("1267650600228229401496703205375", "an integer beyond 64 bits"),
                    ("fmul", "float arithmetic"),
                    ("flt", "a float comparison"),
                    ("div(1009", "a guarded division"),
                    ("select", "a select"),
                    ("forget", "a forget"),
                    ("tryload", "a tryload"),
                    ("fail(", "a fail"),
                    ("exit(", "an exit"),
                ] {
                    if text.contains(key) {
                        *seen.entry(what).or_default() += 1;
                    }
                }
                if f.blocks().any(|(_, b)| b.insts.iter().any(|i| matches!(i.op, Op::Addr(_)))) {
                    *seen.entry("a call through a register").or_default() += 1;
                }
                let rec = f.blocks().any(|(_, b)| {
                    b.insts.iter().any(|i| match &i.op {
                        Op::Call(Operand::Const(Value::Ref(Callee::Func(g))), _) => {
                            g.index() <= p.funcs.iter().position(|x| x.name == f.name).unwrap()
                        }
                        _ => false,
                    })
                });
                if rec {
                    *seen.entry("recursion").or_default() += 1;
                }
                let fuel = FUEL;
                let runs = random::runs(&p, &f.name, 3, seed, fuel).expect("int parameters");
                for r in &runs {
                    let e = equiv::execute(&p, r, fuel, &CheckLimits::default()).unwrap();
                    match &e.outcome {
                        Outcome::Halt(_) => *seen.entry("a halt").or_default() += 1,
                        Outcome::HaltEx(_) => *seen.entry("a program error").or_default() += 1,
                        Outcome::Incomplete(i) => {
                            panic!("seed {seed}: {} does not terminate: {i:?}\n{prog:?}", r.label())
                        }
                    }
                }
            }
            let f0 = p.func(FuncId(0));
            let cfg = Cfg::compute(f0);
            let dom = DomTree::from_cfg(&cfg);
            let forest = LoopForest::compute(f0, &cfg, &dom).unwrap();
            if forest.loops().any(|(_, l)| l.exits.len() >= 2) {
                *seen.entry("a loop with several exits").or_default() += 1;
            }
        }
        // Most runs end with a value, so that the checks compare more than errors.
        let (halts, errors) = (seen["a halt"], seen["a program error"]);
        assert!(halts >= 3 * errors, "{halts} halts, {errors} errors");
        for what in [
            "a call",
            "a call through a register",
            "recursion",
            "an allocation",
            "a free",
            "an external call",
            "an integer beyond 64 bits",
            "float arithmetic",
            "a float comparison",
            "a guarded division",
            "a select",
            "a forget",
            "a tryload",
            "a fail",
            "an exit",
            "a halt",
            "a program error",
            "a loop with several exits",
        ] {
            assert!(seen.get(what).copied().unwrap_or(0) >= 10, "{what} is rare: {seen:?}");
        }
    }

    /// `Stmt::random` draws single functions without memory or calls (those are
    /// `Prog`'s), so the benchmarks built from it measure control flow only.
    #[test]
    fn single_function_trees_have_no_memory_and_no_calls() {
        let f = Stmt::random(&mut Rng::new(7), 30, 3).build("f");
        let text = format::write_program(&Program { funcs: vec![f], externs: vec![] });
        assert!(!text.contains("Alloc") && !text.contains("Call"));
    }

    /// Shrinking a program gives smaller programs that still build and verify.
    #[test]
    fn shrunk_programs_verify() {
        let prog = Prog::random(&mut Rng::new(11), 12);
        for p in prog.shrink().into_iter().take(60) {
            let built = p.build();
            assert!(verify::verify_program(&built, None).is_empty(), "{p:?}");
        }
    }
}
