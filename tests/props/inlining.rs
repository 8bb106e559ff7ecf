//! Property test of function inlining on random programs whose functions call each
//! other: random structured functions `f0 … fk` (canonical, LCSSA; some spin forever,
//! some return only on some paths) get calls to later functions (directly, or through
//! a register holding `addr(fj)`) and to the recursive helpers `fact` (self-recursive)
//! and `even`/`odd` (mutually recursive), each result printed. Then random call sites
//! are inlined, each in its function's maintained world. After every inlining: every
//! maintenance theorem of the checker (types, SSA, LCSSA, canonical form, D and F equal
//! to fresh computations) and semantic equivalence on runs of every function. A call
//! of a function into itself must be refused as recursion, a call of an external as
//! having no body, and nothing else may be refused.

use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};
use std::collections::HashMap;
use waddle::analysis::{Cfg, DomTree, LoopForest};
use waddle::exec::machine::Rng;
use waddle::fuzz::gen::Stmt;
use waddle::ir::{BlockId, Callee, FuncId, Inst, Op, Operand, Program, Value};
use waddle::oracle::equiv::{self, RunSpec};
use waddle::transform::{LoopShape, Maintained};

const HELPERS: &str = r#"Program(
    externs: [Extern(name: "print", params: [Int], ret: Unit)],
    functions: [
        Function(name: "fact", ret: Int, blocks: [
            Block(name: "a", params: [("n", Int)], insts: [("small", Le("n", 1))], term: Switch("small", [(true, "one")], "rec")),
            Block(name: "one", term: Return(1)),
            Block(name: "rec", insts: [("m", Sub("n", 1)), ("r", Call("@fact", ["m"])), ("p", Mul("n", "r"))], term: Return("p")),
        ]),
        Function(name: "even", ret: Int, blocks: [
            Block(name: "a", params: [("n", Int)], insts: [("z", Le("n", 0))], term: Switch("z", [(true, "yes")], "rec")),
            Block(name: "yes", term: Return(1)),
            Block(name: "rec", insts: [("m", Sub("n", 1)), ("f", Addr("odd")), ("r", Call("f", ["m"]))], term: Return("r")),
        ]),
        Function(name: "odd", ret: Int, blocks: [
            Block(name: "a", params: [("n", Int)], insts: [("z", Le("n", 0))], term: Switch("z", [(true, "no")], "rec")),
            Block(name: "no", term: Return(0)),
            Block(name: "rec", insts: [("m", Sub("n", 1)), ("r", Call("@even", ["m"]))], term: Return("r")),
        ]),
    ],
)"#;

#[derive(Clone, Debug)]
struct Case {
    funcs: Vec<Stmt>,
    /// Per inserted call: (caller, block choice, callee choice, through a register).
    calls: Vec<(u8, u16, u8, bool)>,
    /// Inlinings: (function choice, call-site choice).
    inlines: Vec<(u8, u16)>,
    /// Returns replaced by an endless silent loop: (function choice, return choice).
    /// A function may so return only on some paths, or never.
    diverge: Vec<(u8, u8)>,
}

impl Arbitrary for Case {
    fn arbitrary(g: &mut Gen) -> Case {
        let k = 2 + usize::arbitrary(g) % 3;
        let funcs = (0..k)
            .map(|_| {
                let mut rng = Rng::new(u64::arbitrary(g));
                Stmt::random(&mut rng, 1 + usize::arbitrary(g) % g.size().max(2), 3)
            })
            .collect();
        let calls = (0..1 + usize::arbitrary(g) % 6)
            .map(|_| (u8::arbitrary(g), u16::arbitrary(g), u8::arbitrary(g), bool::arbitrary(g)))
            .collect();
        let inlines = (0..1 + usize::arbitrary(g) % 5).map(|_| (u8::arbitrary(g), u16::arbitrary(g))).collect();
        let diverge = (0..1 + usize::arbitrary(g) % 4).map(|_| (u8::arbitrary(g), u8::arbitrary(g))).collect();
        Case { funcs, calls, inlines, diverge }
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Case>> {
        let mut out = Vec::new();
        for i in 0..self.funcs.len() {
            for s in self.funcs[i].shrink() {
                let mut c = self.clone();
                c.funcs[i] = s;
                out.push(c);
            }
        }
        for calls in self.calls.shrink() {
            out.push(Case { calls, ..self.clone() });
        }
        for inlines in self.inlines.shrink() {
            out.push(Case { inlines, ..self.clone() });
        }
        for diverge in self.diverge.shrink() {
            out.push(Case { diverge, ..self.clone() });
        }
        Box::new(out.into_iter())
    }
}

fn enter(f: &waddle::ir::Function) -> Maintained {
    let cfg = Cfg::compute(f);
    let dom = DomTree::from_cfg(&cfg);
    let loops = LoopForest::compute(f, &cfg, &dom).expect("generated functions are reducible");
    Maintained::new(f.clone(), &dom, &LoopShape::from_forest(&loops)).expect("canonical")
}

/// The program of a case: the helpers, then `f0 … fk` with the calls inserted.
fn program(case: &Case) -> Program {
    let mut p = waddle::format::parse_program(HELPERS).expect("helpers parse").program;
    let helpers = p.funcs.len();
    let k = case.funcs.len();
    for (i, s) in case.funcs.iter().enumerate() {
        p.funcs.push(s.build(&format!("f{i}")));
    }
    for &(fc, r) in &case.diverge {
        let f = &mut p.funcs[helpers + fc as usize % k];
        let rets: Vec<BlockId> =
            f.block_ids().filter(|b| matches!(f.block(*b).term, waddle::ir::Terminator::Return(_))).collect();
        if rets.is_empty() {
            continue;
        }
        // b → pre → spin ⟲ (a loop without exits, with its dedicated preheader).
        let b = rets[r as usize % rets.len()];
        let name = f.fresh_block_name("forever");
        let spin = f.add_block(waddle::ir::Block {
            name,
            params: vec![],
            insts: vec![],
            term: waddle::ir::Terminator::Return(Operand::Const(Value::int(0))),
        });
        f.block_mut(spin).term = branch(spin);
        let name = f.fresh_block_name("pre");
        let pre = f.add_block(waddle::ir::Block { name, params: vec![], insts: vec![], term: branch(spin) });
        f.block_mut(b).term = branch(pre);
    }
    let print = Operand::Const(Value::Ref(Callee::Extern(waddle::ir::ExternId(0))));
    for &(caller, block, callee, through) in &case.calls {
        let i = caller as usize % k;
        // Later random functions and the helpers: no cycle among the random functions.
        // (The later random functions three times as often as the helpers.)
        let later: Vec<usize> = (helpers + i + 1..helpers + k).collect();
        let choices: Vec<usize> = (0..helpers).chain(later.iter().copied().cycle().take(3 * later.len())).collect();
        let target = FuncId(choices[callee as usize % choices.len()] as u32);
        let f = &mut p.funcs[helpers + i];
        let blocks: Vec<BlockId> = f.block_ids().collect();
        let b = blocks[block as usize % blocks.len()];
        let n = f.params()[0];
        let t = f.new_reg("t", waddle::ir::Type::Int);
        let mut insts = Vec::new();
        let callee_op = if through {
            let fty = waddle::ir::Type::Fn(std::sync::Arc::new(p_fn_type()));
            let r = f.new_reg("fr", fty);
            insts.push(Inst { dst: Some(r), op: Op::Addr(Callee::Func(target)) });
            Operand::Reg(r)
        } else {
            Operand::Const(Value::Ref(Callee::Func(target)))
        };
        insts.push(Inst { dst: Some(t), op: Op::Call(callee_op, vec![Operand::Reg(n)]) });
        insts.push(Inst { dst: None, op: Op::Call(print.clone(), vec![Operand::Reg(t)]) });
        let blk = f.block_mut(b);
        let at = blk.insts.len();
        blk.insts.splice(at..at, insts);
    }
    p
}

fn branch(b: BlockId) -> waddle::ir::Terminator {
    waddle::ir::Terminator::Branch(waddle::ir::Target { block: b, args: vec![] })
}

fn p_fn_type() -> waddle::ir::FnType {
    waddle::ir::FnType { params: vec![waddle::ir::Type::Int], ret: waddle::ir::Type::Int }
}

fn runs(p: &Program) -> Vec<RunSpec> {
    let mut out = Vec::new();
    for f in &p.funcs {
        for a in ["0", "2", "-1"] {
            out.push(RunSpec { entry: f.name.clone(), args: vec![a.into()], oracle: None, fuel: 5_000, budget: None });
        }
    }
    out
}

/// What a case did.
#[derive(Default)]
struct Stats {
    applied: usize,
    /// Inlined callees that do not return on every path (ejection or the fake edge).
    partial: usize,
    /// Recursive calls met and refused.
    refused_recursive: usize,
}

/// Applies the case's inlinings; `Err` describes the first broken property.
fn run(case: &Case) -> Result<Stats, String> {
    let mut p = program(case);
    let errors = waddle::verify::verify_program(&p, None);
    if !errors.is_empty() {
        return Err(format!("the generated program does not verify: {}", errors[0]));
    }
    let mut maintained: HashMap<FuncId, Maintained> = p.func_ids().map(|id| (id, enter(p.func(id)))).collect();
    for m in maintained.values_mut() {
        m.know_program(&p);
    }
    let runs = runs(&p);
    let mut stats = Stats::default();
    for &(fc, site) in &case.inlines {
        let fid = FuncId(fc as u32 % p.funcs.len() as u32);
        let m = &maintained[&fid];
        let sites: Vec<(BlockId, usize)> = m
            .function()
            .blocks()
            .flat_map(|(b, blk)| {
                blk.insts.iter().enumerate().filter(|(_, i)| matches!(i.op, Op::Call(..))).map(move |(k, _)| (b, k))
            })
            .collect();
        if sites.is_empty() {
            continue;
        }
        let (b, k) = sites[site as usize % sites.len()];
        let mut next = m.clone();
        let where_ = format!("{}:{}:{k}", m.function().name, m.function().block(b).name);
        let g = match next.call_target(b, k) {
            Ok(g) => g,
            Err(e) if e.0.contains("external function") => continue,
            Err(e) => return Err(format!("{where_}: unexpected refusal: {e}")),
        };
        let result = next.inline(fid, b, k, g, &maintained[&g]);
        match result {
            Err(e) if g == fid && e.0.contains("recursive call") => {
                stats.refused_recursive += 1;
                continue;
            }
            Err(e) => return Err(format!("{where_}: inlining refused: {e}")),
            Ok(_) if g == fid => return Err(format!("{where_}: a recursive call was inlined into its own function")),
            Ok(done) => stats.partial += usize::from(!done.returns_everywhere),
        }
        let before = p.clone();
        *p.func_mut(fid) = next.function().clone();
        let failures = waddle::oracle::theorems(&p, fid, &next, 0);
        if let Some(f) = failures.first() {
            return Err(format!("{where_}: inlining {}: {f}", p.func(g).name));
        }
        for r in &runs {
            let mut cov = waddle::exec::Coverage::default();
            let limits = waddle::oracle::CheckLimits::default();
            match equiv::compare(&before, &p, r, &equiv::Compare::new(&limits), &mut cov) {
                Ok(equiv::Verdict::Diverge(cx)) => {
                    let d = cx.diff(&before, &p, &waddle::oracle::Paper);
                    return Err(format!("{where_}: run {}: {}", r.label(), d.join("\n")));
                }
                Ok(_) => {}
                Err(e) => return Err(format!("{where_}: {e}")),
            }
        }
        maintained.insert(fid, next);
        stats.applied += 1;
    }
    Ok(stats)
}

/// A case drawn from a fixed-seed generator (the quickcheck `Gen` is seeded randomly).
fn seeded(rng: &mut Rng) -> Case {
    let k = 2 + rng.below(3) as usize;
    let funcs = (0..k)
        .map(|_| {
            let size = 1 + rng.below(14) as usize;
            Stmt::random(rng, size, 3)
        })
        .collect();
    let calls = (0..1 + rng.below(6))
        .map(|_| (rng.next_u64() as u8, rng.next_u64() as u16, rng.next_u64() as u8, rng.below(2) == 1))
        .collect();
    let inlines = (0..1 + rng.below(5)).map(|_| (rng.next_u64() as u8, rng.next_u64() as u16)).collect();
    let diverge = (0..1 + rng.below(4)).map(|_| (rng.next_u64() as u8, rng.next_u64() as u8)).collect();
    Case { funcs, calls, inlines, diverge }
}

fn prop(case: Case) -> TestResult {
    let outcome = std::panic::catch_unwind(|| run(&case));
    match outcome {
        Ok(Ok(_)) => TestResult::passed(),
        Ok(Err(e)) => TestResult::error(format!("{e}\nprogram:\n{}", waddle::format::write_program(&program(&case)))),
        Err(_) => TestResult::error(format!("panic; program:\n{}", waddle::format::write_program(&program(&case)))),
    }
}

fn cases() -> u64 {
    std::env::var("WADDLE_PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(150)
}

#[test]
fn random_inlinings_in_programs_that_call_each_other_maintain_everything() {
    QuickCheck::new().tests(cases()).rng(Gen::new(14)).quickcheck(prop as fn(Case) -> TestResult);
}

/// The property is not vacuous: over fixed seeds, inlinings are applied (also of
/// callees that do not return on every path, and of recursive helpers into other
/// functions), and recursive calls are met and refused.
#[test]
fn inlining_is_exercised_including_recursion() {
    let mut total = Stats::default();
    let mut rng = Rng::new(12);
    for _ in 0..60 {
        let case = seeded(&mut rng);
        let s = run(&case).unwrap_or_else(|e| panic!("{e}"));
        total.applied += s.applied;
        total.partial += s.partial;
        total.refused_recursive += s.refused_recursive;
    }
    eprintln!("applied {} partial {} refused {}", total.applied, total.partial, total.refused_recursive);
    assert!(total.applied >= 60, "only {} inlinings applied over 60 cases", total.applied);
    assert!(total.partial >= 5, "only {} callees that do not always return were inlined", total.partial);
    assert!(total.refused_recursive >= 10, "only {} recursive calls met", total.refused_recursive);
    // The self-recursive call of `fact` is refused with the reason.
    let p = program(&Case { funcs: vec![Stmt::Code], calls: vec![], inlines: vec![], diverge: vec![] });
    let fact = p.func_by_name("fact").unwrap();
    let mut m = enter(p.func(fact));
    let rec = m.function().block_by_name("rec").unwrap();
    let callee = enter(p.func(fact));
    let e = m.inline(fact, rec, 1, fact, &callee).unwrap_err();
    assert!(e.0.contains("recursive call of `fact`"), "{e}");
    // Mutual recursion is one unfolding: `odd` inlined into `even` (through `addr`).
    let even = p.func_by_name("even").unwrap();
    let odd = p.func_by_name("odd").unwrap();
    let mut m = enter(p.func(even));
    let rec = m.function().block_by_name("rec").unwrap();
    assert_eq!(m.call_target(rec, 2), Ok(odd));
    let done = m.inline(even, rec, 2, odd, &enter(p.func(odd))).unwrap();
    assert!(done.returns_everywhere && done.cont.is_some());
}
