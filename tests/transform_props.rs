//! Property tests of the always-canonical primitives on random canonical CFGs:
//! after every edge deletion (and every straightening), the maintained dominator tree
//! and loop forest equal a fresh computation, and the function still verifies
//! (well-formed, SSA, typed). A failure prints the shrunk CFG in RON and the step.

use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};
use waddle::analysis::{Cfg, DomTree, LoopForest};
use waddle::gen::{Rng, Stmt};
use waddle::ir::{BlockId, Function, Program};
use waddle::transform::{LoopShape, Maintained};

#[derive(Clone, Debug)]
struct Case {
    stmt: Stmt,
    /// Each entry picks one of the existing edges to delete, modulo their number.
    deletions: Vec<u16>,
}

impl Arbitrary for Case {
    fn arbitrary(g: &mut Gen) -> Case {
        let seed = u64::arbitrary(g);
        let size = 1 + usize::arbitrary(g) % (g.size() * 2).max(2);
        let mut rng = Rng::new(seed);
        let stmt = Stmt::random(&mut rng, size, 4);
        let n = usize::arbitrary(g) % 12;
        Case { stmt, deletions: (0..n).map(|_| u16::arbitrary(g)).collect() }
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Case>> {
        let d = self.deletions.clone();
        let by_stmt = self.stmt.shrink().into_iter().map(move |s| Case { stmt: s, deletions: d.clone() });
        let s = self.stmt.clone();
        let by_del = self.deletions.shrink().map(move |d| Case { stmt: s.clone(), deletions: d });
        Box::new(by_stmt.chain(by_del))
    }
}

fn ron_of(f: &Function) -> String {
    waddle::format::write_program(&Program { funcs: vec![f.clone()], externs: vec![] })
}

fn enter(f: Function) -> Result<Maintained, String> {
    let cfg = Cfg::compute(&f);
    let dom = DomTree::from_cfg(&cfg);
    let loops = LoopForest::compute(&f, &cfg, &dom).map_err(|e| e.message(&f))?;
    Maintained::new(f, &dom, &LoopShape::from_forest(&loops)).map_err(|e| e.to_string())
}

/// Every maintenance theorem this test can check, as readable messages.
fn check(m: &Maintained) -> Vec<String> {
    let f = m.function();
    let mut errors = Vec::new();
    let program = Program { funcs: vec![f.clone()], externs: vec![] };
    errors.extend(waddle::verify::verify_program(&program, None).iter().map(|d| d.to_string()));
    if !errors.is_empty() {
        return errors;
    }
    let cfg = Cfg::compute(f);
    let fresh = DomTree::from_cfg(&cfg);
    let kept = m.dom().snapshot();
    for b in f.block_ids() {
        if fresh.idom(b) != kept.idom(b) {
            errors.push(format!(
                "dominator tree: expected idom({}) = {:?}, maintained has {:?}",
                f.block(b).name,
                fresh.idom(b).map(|x| f.block(x).name.clone()),
                kept.idom(b).map(|x| if f.is_live(x) { f.block(x).name.clone() } else { format!("removed #{}", x.0) })
            ));
        }
    }
    for i in 0..kept.capacity().max(fresh.capacity()) {
        let b = BlockId(i as u32);
        if kept.is_reachable(b) != f.is_live(b) {
            errors.push(format!("dominator tree: block #{i} presence is stale"));
        }
    }
    match LoopForest::compute(f, &cfg, &fresh) {
        Err(e) => errors.push(e.message(f)),
        Ok(loops) => {
            let want = LoopShape::from_forest(&loops);
            let got = m.forest().shapes();
            if want != got {
                errors.push(format!("loop forest: fresh {want:?}\n maintained {got:?}"));
            }
        }
    }
    errors.extend(m.forest().check_consistency(f.block_ids()));
    errors
}

fn edges(f: &Function) -> Vec<(BlockId, usize)> {
    let mut v = Vec::new();
    for (b, block) in f.blocks() {
        for (k, t) in block.term.targets().iter().enumerate() {
            if t.block != f.entry() {
                v.push((b, k));
            }
        }
    }
    v
}

fn deletions_keep_everything(case: Case) -> TestResult {
    let f = case.stmt.build("f");
    let mut m = match enter(f.clone()) {
        Ok(m) => m,
        Err(e) => return TestResult::error(format!("generator produced a bad function: {e}\n{}", ron_of(&f))),
    };
    let initial = check(&m);
    if !initial.is_empty() {
        return TestResult::error(format!("generated function fails: {initial:?}\n{}", ron_of(&f)));
    }
    for (step, d) in case.deletions.iter().enumerate() {
        let es = edges(m.function());
        if es.is_empty() {
            break;
        }
        let (a, k) = es[*d as usize % es.len()];
        let before = ron_of(m.function());
        let target = m.function().block(m.function().block(a).term.targets()[k].block).name.clone();
        let label = format!("step {step}: delete edge #{k} ({}, {target})", m.function().block(a).name);
        if let Err(e) = m.delete_edge_ref(a, k) {
            return TestResult::error(format!("{label} failed: {e}\n{before}"));
        }
        let errors = check(&m);
        if !errors.is_empty() {
            return TestResult::error(format!(
                "{label} broke:\n  {}\nfunction before the step:\n{before}",
                errors.join("\n  ")
            ));
        }
    }
    // Straighten everything that can be, checking after each merge.
    loop {
        let f = m.function();
        let Some(p) = f.block_ids().find(|b| m.can_straighten(*b).is_some()) else { break };
        let before = ron_of(f);
        let label = format!("straighten {}", f.block(p).name);
        if let Err(e) = m.straighten(p) {
            return TestResult::error(format!("{label} failed: {e}\n{before}"));
        }
        let errors = check(&m);
        if !errors.is_empty() {
            return TestResult::error(format!("{label} broke:\n  {}\nfunction before:\n{before}", errors.join("\n  ")));
        }
    }
    TestResult::passed()
}

#[test]
fn random_edge_deletions_and_straightening_maintain_everything() {
    QuickCheck::new().tests(2000).set_rng(Gen::new(60)).quickcheck(deletions_keep_everything as fn(Case) -> TestResult);
}

#[test]
fn generated_functions_are_large_enough_to_matter() {
    // Guards the generator: the property above is only as good as its inputs.
    let mut rng = Rng::new(7);
    let mut loops = 0;
    let mut blocks = 0;
    for _ in 0..50 {
        let f = Stmt::random(&mut rng, 40, 4).build("f");
        blocks += f.num_blocks();
        let cfg = Cfg::compute(&f);
        let dom = DomTree::from_cfg(&cfg);
        loops += LoopForest::compute(&f, &cfg, &dom).expect("reducible").num_loops();
    }
    assert!(blocks > 50 * 15, "generated functions average {} blocks", blocks / 50);
    assert!(loops > 50, "generated functions have {loops} loops in total");
}
