//! Property tests of the loop passes (unswitching, unrolling, peeling) on random
//! canonical functions whose loops contain switches on the function's parameter
//! (`Stmt::random_with_invariant_switches`): each pass is applied at random
//! applicable places, and after every single step every maintenance theorem is checked
//! against fresh computations (types, SSA, LCSSA, canonical form, D, F) and the
//! function is run before and after on several arguments (semantic equivalence, as
//! the checker reads it). A failure (an error or a panic) prints the shrunk input
//! function in RON with the steps.

use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};
use waddle::analysis::{Cfg, DomTree, LoopForest};
use waddle::exec::machine::Rng;
use waddle::fuzz::gen::Stmt;
use waddle::ir::{BlockId, Function, Operand, Program, Terminator};
use waddle::oracle::equiv::{compare, RunSpec};
use waddle::transform::{LoopId, LoopShape, Maintained};

/// A pass and where to apply it: `(pass, k, p)` applies pass 0 (unswitch), 1 (unroll)
/// or 2 (peel) at the k-th applicable place (modulo their number), with factor
/// `2 + p % 2` or count `1 + p % 2`.
#[derive(Clone, Debug)]
struct Case {
    stmt: Stmt,
    steps: Vec<(u8, u16, u8)>,
}

impl Arbitrary for Case {
    fn arbitrary(g: &mut Gen) -> Case {
        let seed = u64::arbitrary(g);
        let size = 2 + usize::arbitrary(g) % g.size().max(2);
        let stmt = Stmt::random_with_invariant_switches(&mut Rng::new(seed), size, 3);
        let n = 1 + usize::arbitrary(g) % 4;
        Case { stmt, steps: (0..n).map(|_| (u8::arbitrary(g) % 3, u16::arbitrary(g), u8::arbitrary(g))).collect() }
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Case>> {
        let d = self.steps.clone();
        let by_stmt = self.stmt.shrink().into_iter().map(move |s| Case { stmt: s, steps: d.clone() });
        let s = self.stmt.clone();
        let by_steps = self.steps.shrink().filter(|d| !d.is_empty()).map(move |d| Case { stmt: s.clone(), steps: d });
        Box::new(by_stmt.chain(by_steps))
    }
}

fn program_of(f: &Function) -> Program {
    Program { funcs: vec![f.clone()], externs: vec![] }
}

fn ron_of(f: &Function) -> String {
    waddle::format::write_program(&program_of(f))
}

/// The library's door into the maintained world, for a function the test owns.
fn enter(f: Function) -> Result<Maintained, String> {
    waddle::canon::enter(&f)
}

/// Every maintenance theorem, against fresh computations, as readable messages.
fn theorems(m: &Maintained) -> Vec<String> {
    let f = m.function();
    let program = program_of(f);
    let mut errors: Vec<String> =
        waddle::verify::verify_program(&program, None).iter().map(|d| d.to_string()).collect();
    if !errors.is_empty() {
        return errors;
    }
    let fid = waddle::ir::FuncId(0);
    errors.extend(waddle::verify::check_lcssa(&program, fid).iter().map(|d| format!("LCSSA: {d}")));
    errors.extend(waddle::verify::check_canonical(&program, fid).iter().map(|d| format!("canonical form: {d}")));
    let cfg = Cfg::compute(f);
    let fresh = DomTree::from_cfg(&cfg);
    errors.extend(m.dom().snapshot().diff(&fresh, f).into_iter().map(|d| format!("dominator tree: {d}")));
    match LoopForest::compute(f, &cfg, &fresh) {
        Err(e) => errors.push(e.message(f)),
        Ok(loops) => {
            let fresh = LoopShape::from_forest(&loops);
            errors.extend(
                waddle::oracle::shape_diff(f, &fresh, &m.forest().shapes())
                    .into_iter()
                    .map(|d| format!("loop forest: {d}")),
            );
        }
    }
    errors.extend(m.forest().check_consistency(f.block_ids()));
    errors
}

/// The runs compared before and after every step: `f(n)` for a few `n` (the
/// invariant switches take each of their arms for some of them).
fn runs() -> Vec<RunSpec> {
    [0, 1, 2, 3, 4, 7]
        .iter()
        .map(|n| RunSpec { entry: "f".into(), args: vec![n.to_string()], oracle: None, fuel: 1_000_000, budget: None })
        .collect()
}

fn loops(m: &Maintained) -> Vec<LoopId> {
    let mut v: Vec<LoopId> = m.forest().ids().collect();
    v.sort();
    v
}

/// The places where unswitching applies: a loop and a block of it ending in a switch
/// on a constant or on a register defined outside the loop.
fn unswitchable(m: &Maintained) -> Vec<(BlockId, BlockId)> {
    let f = m.function();
    let mut out = Vec::new();
    for l in loops(m) {
        let data = m.forest().get(l);
        for &b in data.body.iter() {
            if let Terminator::Switch { on, cases, .. } = &f.block(b).term {
                let invariant = match on {
                    Operand::Const(_) => true,
                    Operand::Reg(r) => !data.body.contains(&m.def_block(*r)),
                };
                if invariant && !cases.is_empty() {
                    out.push((data.header, b));
                }
            }
        }
    }
    out
}

/// Runs one case; `Err` says which step broke what, with the function before it.
fn run_case(case: &Case) -> Result<(), String> {
    let f = case.stmt.build("f");
    let mut m = enter(f.clone()).map_err(|e| format!("generator produced a bad function: {e}\n{}", ron_of(&f)))?;
    let initial = theorems(&m);
    if !initial.is_empty() {
        return Err(format!("generated function fails: {initial:?}\n{}", ron_of(&f)));
    }
    for (step, &(pass, k, p)) in case.steps.iter().enumerate() {
        if m.function().num_blocks() > 400 {
            break;
        }
        let before = m.function().clone();
        let name = |b: BlockId| before.block(b).name.clone();
        let (label, result) = match pass {
            0 => {
                let places = unswitchable(&m);
                let Some(&(h, b)) = places.get(k as usize % places.len().max(1)) else { continue };
                (format!("step {step}: unswitch {} out of loop {}", name(b), name(h)), m.unswitch(h, b).map(|_| ()))
            }
            _ => {
                let ls = loops(&m);
                let Some(&l) = ls.get(k as usize % ls.len().max(1)) else { continue };
                let h = m.forest().get(l).header;
                if pass == 1 {
                    let factor = 2 + (p % 2) as u32;
                    (format!("step {step}: unroll loop {} by {factor}", name(h)), m.unroll(h, factor).map(|_| ()))
                } else {
                    let count = 1 + (p % 2) as u32;
                    (format!("step {step}: peel {count} of loop {}", name(h)), m.peel(h, count).map(|_| ()))
                }
            }
        };
        APPLIED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if let Err(e) = result {
            return Err(format!("{label} failed: {e}\nfunction before:\n{}", ron_of(&before)));
        }
        let mut errors = theorems(&m);
        if errors.is_empty() {
            let (old, new) = (program_of(&before), program_of(m.function()));
            let mut coverage = waddle::exec::Coverage::default();
            for r in runs() {
                let limits = waddle::oracle::CheckLimits::default();
                match compare(&old, &new, &r, &waddle::oracle::Compare::new(&limits), &mut coverage) {
                    Ok(waddle::oracle::Verdict::Diverge(cx)) => {
                        let details = cx.diff(&old, &new, &waddle::oracle::Paper);
                        errors.push(format!("semantic equivalence fails for {}: {}", r.label(), details.join("\n    ")))
                    }
                    Ok(_) => {}
                    Err(e) => errors.push(e.to_string()),
                }
            }
        }
        if !errors.is_empty() {
            return Err(format!(
                "{label} broke:\n  {}\nfunction before the step:\n{}",
                errors.join("\n  "),
                ron_of(&before)
            ));
        }
    }
    Ok(())
}

static APPLIED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

fn passes_keep_everything(case: Case) -> TestResult {
    let outcome = std::panic::catch_unwind(|| run_case(&case)).unwrap_or_else(|p| {
        let msg = p.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| p.downcast_ref::<String>().cloned());
        Err(format!("panicked: {}", msg.unwrap_or_else(|| "(no message)".into())))
    });
    match outcome {
        Ok(()) => TestResult::passed(),
        Err(e) => TestResult::error(format!(
            "{e}\ninput function (RON):\n{}\nsteps (pass 0 unswitch, 1 unroll, 2 peel; k-th place; parameter): {:?}",
            ron_of(&case.stmt.build("f")),
            case.steps
        )),
    }
}

#[test]
fn random_unswitching_unrolling_and_peeling_maintain_everything() {
    // WADDLE_PROPTEST_CASES raises the count for a longer hunt.
    let cases = std::env::var("WADDLE_PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    QuickCheck::new().tests(cases).rng(Gen::new(60)).quickcheck(passes_keep_everything as fn(Case) -> TestResult);
    let applied = APPLIED.load(std::sync::atomic::Ordering::Relaxed);
    eprintln!("{applied} pass applications in {cases} cases");
    assert!(applied >= cases as usize, "only {applied} pass applications in {cases} cases");
}

/// Guards the property: its inputs have loops with invariant switches, nested loops
/// and multi-level exits, and each pass applies to them.
#[test]
fn the_generated_functions_give_every_pass_something_to_do() {
    let mut rng = Rng::new(17);
    let (mut unswitched, mut nested, mut unrolled, mut peeled) = (0, 0, 0, 0);
    for _ in 0..60 {
        let f = Stmt::random_with_invariant_switches(&mut rng, 30, 3).build("f");
        let m = enter(f).expect("generated functions enter the maintained world");
        if let Some(&(h, b)) = unswitchable(&m).first() {
            let l = m.forest().loop_with_header(h).unwrap();
            if !m.forest().get(l).children.is_empty() {
                nested += 1;
            }
            let mut u = m.clone();
            u.unswitch(h, b).expect("an unswitchable place can be unswitched");
            assert!(theorems(&u).is_empty(), "{:?}", theorems(&u));
            unswitched += 1;
        }
        if let Some(l) = loops(&m).first() {
            let h = m.forest().get(*l).header;
            let (mut u, mut p) = (m.clone(), m.clone());
            u.unroll(h, 2).expect("any loop can be unrolled");
            p.peel(h, 1).expect("any loop can be peeled");
            assert!(theorems(&u).is_empty() && theorems(&p).is_empty());
            unrolled += 1;
            peeled += 1;
        }
    }
    assert!(unswitched >= 20, "only {unswitched} of 60 functions have a loop to unswitch");
    assert!(nested >= 3, "only {nested} unswitched loops hold another loop");
    assert!(unrolled >= 40 && peeled >= 40, "only {unrolled} unrolled, {peeled} peeled of 60");
}
