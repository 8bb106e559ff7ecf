//! Property tests of the always-canonical primitives on random canonical CFGs:
//! after every edge deletion (and every straightening), the maintained dominator tree
//! and loop forest equal a fresh computation, and the function still verifies
//! (well-formed, SSA, typed). A failure (an error or a panic) prints the step, the
//! function before it, and the shrunk input function in RON with its operations.

use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};
use waddle::analysis::{Cfg, DomTree, LoopForest};
use waddle::exec::machine::Rng;
use waddle::fuzz::gen::Stmt;
use waddle::ir::{BlockId, Function, Program};
use waddle::transform::{LoopShape, Maintained};

#[derive(Clone, Debug)]
struct Case {
    stmt: Stmt,
    /// Operations: `(0, k, _)` deletes the k-th existing edge (modulo their number);
    /// `(1, k, size)` duplicates a region of at most `size` blocks entered at the k-th
    /// merge block, redirecting one of its predecessors to the copy.
    deletions: Vec<(u8, u16, u8)>,
}

impl Arbitrary for Case {
    fn arbitrary(g: &mut Gen) -> Case {
        let seed = u64::arbitrary(g);
        let size = 1 + usize::arbitrary(g) % (g.size() * 2).max(2);
        let mut rng = Rng::new(seed);
        let stmt = Stmt::random(&mut rng, size, 4);
        let n = usize::arbitrary(g) % 12;
        Case {
            stmt,
            deletions: (0..n)
                .map(|_| (u8::arbitrary(g) % 3 / 2, u16::arbitrary(g), u8::arbitrary(g) % 12 + 1))
                .collect(),
        }
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

/// The library's door into the maintained world, for a function the test owns.
fn enter(f: Function) -> Result<Maintained, String> {
    waddle::canon::enter(&f)
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
    let fid = waddle::ir::FuncId(0);
    errors.extend(waddle::verify::check_lcssa(&program, fid).iter().map(|d| format!("LCSSA: {d}")));
    errors.extend(waddle::verify::check_canonical(&program, fid).iter().map(|d| format!("canonical form: {d}")));
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

/// A single-entry region at a merge block (not a loop header), grown greedily along
/// successors whose predecessors are all inside, trimmed until no loop overlaps it.
fn pick_region(m: &Maintained, d: u16, size: u8) -> Option<(Vec<BlockId>, Vec<(BlockId, usize)>)> {
    let f = m.function();
    let merges: Vec<BlockId> = f
        .block_ids()
        .filter(|b| *b != f.entry() && m.forest().loop_with_header(*b).is_none())
        .filter(|b| {
            let mut p = m.preds(*b).to_vec();
            p.sort();
            p.dedup();
            p.len() >= 2
        })
        .collect();
    if merges.is_empty() {
        return None;
    }
    let e = merges[d as usize % merges.len()];
    let mut region = vec![e];
    let mut i = 0;
    while i < region.len() && region.len() < size as usize {
        // (Loop bodies may push the region past `size`; that is fine.)
        let succs: Vec<BlockId> = f.block(region[i]).term.succs().collect();
        for x in succs {
            if region.len() >= size as usize || region.contains(&x) || x == f.entry() {
                continue;
            }
            if let Some(l) = m.forest().loop_with_header(x) {
                // A loop enters whole, through its preheader.
                let data = m.forest().get(l);
                if m.preds(x).iter().all(|p| region.contains(p) || data.body.contains(p)) {
                    let new: Vec<BlockId> = data.body.iter().copied().filter(|b| !region.contains(b)).collect();
                    region.extend(new);
                }
            } else if m.preds(x).iter().all(|p| region.contains(p)) {
                region.push(x);
            }
        }
        i += 1;
    }
    // Keep the region whole with respect to loops: drop blocks until no loop overlaps.
    loop {
        let bad = m.forest().ids().find(|l| {
            let body = &m.forest().get(*l).body;
            let inside = body.iter().filter(|b| region.contains(b)).count();
            (inside != 0 && inside != body.len() && inside != region.len())
                || (inside == region.len() && inside != body.len() && region.contains(&m.forest().get(*l).latch))
        });
        let Some(l) = bad else { break };
        let body = m.forest().get(l).body.clone();
        let before = region.len();
        region.retain(|b| *b == e || !body.contains(b));
        if region.len() == before {
            return None;
        }
        // Blocks cut off from the entry by the trimming would make a second entry.
        let mut kept = vec![e];
        let mut j = 0;
        while j < kept.len() {
            for x in f.block(kept[j]).term.succs() {
                let back = |p: &BlockId| m.forest().is_back_edge(*p, x);
                if region.contains(&x) && !kept.contains(&x) && m.preds(x).iter().all(|p| kept.contains(p) || back(p)) {
                    kept.push(x);
                }
            }
            j += 1;
        }
        region = kept;
    }
    let mut preds = m.preds(e).to_vec();
    preds.sort();
    preds.dedup();
    let p = preds[d as usize / merges.len() % preds.len()];
    let redirect: Vec<(BlockId, usize)> =
        f.block(p).term.targets().iter().enumerate().filter(|(_, t)| t.block == e).map(|(k, _)| (p, k)).collect();
    Some((region, redirect))
}

/// Runs one case; `Err` says which step broke what, with the function before it.
fn run_case(case: &Case) -> Result<(), String> {
    let f = case.stmt.build("f");
    let mut m = match enter(f.clone()) {
        Ok(m) => m,
        Err(e) => return Err(format!("generator produced a bad function: {e}\n{}", ron_of(&f))),
    };
    let initial = check(&m);
    if !initial.is_empty() {
        return Err(format!("generated function fails: {initial:?}\n{}", ron_of(&f)));
    }
    for (step, &(kind, d, size)) in case.deletions.iter().enumerate() {
        if kind == 1 {
            let Some((region, redirect)) = pick_region(&m, d, size) else { continue };
            let before = ron_of(m.function());
            let f = m.function();
            let label = format!(
                "step {step}: duplicate {:?} redirecting {:?}",
                region.iter().map(|b| f.block(*b).name.clone()).collect::<Vec<_>>(),
                redirect.iter().map(|(p, _)| f.block(*p).name.clone()).collect::<Vec<_>>()
            );
            if let Err(e) = m.duplicate(&region, &redirect) {
                return Err(format!("{label} failed: {e}\n{before}"));
            }
            let errors = check(&m);
            if !errors.is_empty() {
                return Err(format!("{label} broke:\n  {}\nfunction before the step:\n{before}", errors.join("\n  ")));
            }
            continue;
        }
        let es = edges(m.function());
        if es.is_empty() {
            break;
        }
        let (a, k) = es[d as usize % es.len()];
        let before = ron_of(m.function());
        let target = m.function().block(m.function().block(a).term.targets()[k].block).name.clone();
        let label = format!("step {step}: delete edge #{k} ({}, {target})", m.function().block(a).name);
        if let Err(e) = m.delete_edge_ref(a, k) {
            return Err(format!("{label} failed: {e}\n{before}"));
        }
        let errors = check(&m);
        if !errors.is_empty() {
            return Err(format!("{label} broke:\n  {}\nfunction before the step:\n{before}", errors.join("\n  ")));
        }
    }
    // Straighten everything that can be, checking after each merge.
    loop {
        let f = m.function();
        let Some(p) = f.block_ids().find(|b| m.can_straighten(*b).is_some()) else { break };
        let before = ron_of(f);
        let label = format!("straighten {}", f.block(p).name);
        if let Err(e) = m.straighten(p) {
            return Err(format!("{label} failed: {e}\n{before}"));
        }
        let errors = check(&m);
        if !errors.is_empty() {
            return Err(format!("{label} broke:\n  {}\nfunction before:\n{before}", errors.join("\n  ")));
        }
    }
    Ok(())
}

/// The property: `run_case` passes. A failure (an error or a panic) reports the
/// case's input function in RON and its operations, so that the shrunk case can be
/// replayed as a spec or by hand.
fn deletions_keep_everything(case: Case) -> TestResult {
    match reported(&case, run_case) {
        Ok(()) => TestResult::passed(),
        Err(report) => TestResult::error(report),
    }
}

/// Runs `body` on `case`; an error or a panic becomes the case's failure report.
fn reported(case: &Case, body: fn(&Case) -> Result<(), String>) -> Result<(), String> {
    std::panic::catch_unwind(|| body(case))
        .unwrap_or_else(|p| {
            let msg = p.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| p.downcast_ref::<String>().cloned());
            Err(format!("panicked: {}", msg.unwrap_or_else(|| "(no message)".into())))
        })
        .map_err(|e| failure_report(case, &e))
}

/// What a failing case prints: the failure, then the input in RON and the operations.
fn failure_report(case: &Case, failure: &str) -> String {
    format!(
        "{failure}\ninput function (RON):\n{}\noperations (kind 0 deletes the k-th edge, 1 duplicates): {:?}",
        ron_of(&case.stmt.build("f")),
        case.deletions
    )
}

#[test]
fn a_panicking_primitive_is_reported_with_the_input_in_ron() {
    let case = Case { stmt: Stmt::random(&mut Rng::new(9), 4, 1), deletions: vec![(0, 1, 1)] };
    let report = reported(&case, |_| panic!("the repair broke")).expect_err("a panic is a failure");
    assert!(report.starts_with("panicked: the repair broke\ninput function (RON):\n"), "{report}");
    assert!(report.contains("Program("), "{report}");
    assert!(reported(&case, |_| Ok(())).is_ok());
    let err = reported(&case, |_| Err("step 1: broke".into())).expect_err("an error is a failure");
    assert!(err.starts_with("step 1: broke\ninput function (RON):"), "{err}");
}

#[test]
fn a_failure_report_carries_the_input_in_ron_and_the_operations() {
    let mut rng = Rng::new(5);
    let case = Case { stmt: Stmt::random(&mut rng, 6, 2), deletions: vec![(0, 3, 1), (1, 2, 4)] };
    let report = failure_report(&case, "step 0: delete edge #0 (a, b) broke: idom");
    assert!(report.starts_with("step 0: delete edge #0 (a, b) broke: idom\ninput function (RON):\n"), "{report}");
    // The RON is a program that parses back to the same function.
    let ron = report.split("input function (RON):\n").nth(1).unwrap().split("\noperations").next().unwrap();
    let p = match waddle::format::parse_program(ron) {
        Ok(parsed) => parsed.program,
        Err(_) => panic!("the report's RON does not parse:\n{ron}"),
    };
    assert_eq!(p.funcs[0], case.stmt.build("f"));
    assert!(report.ends_with("[(0, 3, 1), (1, 2, 4)]"), "{report}");
}

#[test]
fn random_deletions_duplications_and_straightening_maintain_everything() {
    // WADDLE_PROPTEST_CASES raises the count for a longer hunt.
    let cases = std::env::var("WADDLE_PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(400);
    QuickCheck::new().tests(cases).rng(Gen::new(60)).quickcheck(deletions_keep_everything as fn(Case) -> TestResult);
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

#[test]
fn generated_functions_include_self_loops_and_wide_switches() {
    // The property's inputs must contain self loops and switches of four targets or more.
    let mut rng = Rng::new(5);
    let (mut self_loops, mut wide) = (0, 0);
    for _ in 0..50 {
        let f = Stmt::random(&mut rng, 40, 4).build("f");
        for (b, block) in f.blocks() {
            if block.term.succs().any(|s| s == b) {
                self_loops += 1;
            }
            if block.term.targets().len() >= 4 {
                wide += 1;
            }
        }
    }
    assert!(self_loops >= 10, "only {self_loops} self loops in 50 generated functions");
    assert!(wide >= 10, "only {wide} switches with 4 or more targets in 50 generated functions");
}

#[test]
fn duplication_is_exercised_on_regions_with_loops() {
    // Guards the property above: regions are found, duplicated, and some contain loops.
    let mut rng = Rng::new(11);
    let (mut applied, mut with_loops, mut max_size) = (0, 0, 0);
    for i in 0..200u16 {
        let f = Stmt::random(&mut rng, 30, 3).build("f");
        let mut m = enter(f).expect("generated functions enter the maintained world");
        let Some((region, redirect)) = pick_region(&m, i.wrapping_mul(7919), 12) else { continue };
        let loops_before = m.forest().len();
        m.duplicate(&region, &redirect).expect("a picked region can be duplicated");
        assert!(check(&m).is_empty(), "{:?}", check(&m));
        applied += 1;
        max_size = max_size.max(region.len());
        if m.forest().len() > loops_before {
            with_loops += 1;
        }
    }
    assert!(applied >= 100, "only {applied} of 200 duplications applied");
    assert!(with_loops >= 5, "only {with_loops} duplications cloned a loop");
    assert!(max_size >= 5, "regions stay tiny (at most {max_size} blocks)");
}

/// `BlockSet`, the loops' block sets, against `BTreeSet` on random insertion
/// sequences (ascending runs hit its append path, repeats of the largest block its
/// guard): the same answer from every `insert`, the same members in order.
#[test]
fn block_sets_insert_as_ordered_sets_do() {
    fn prop(ids: Vec<u8>) -> bool {
        let mut set = waddle::transform::forest::BlockSet::new();
        let mut model = std::collections::BTreeSet::new();
        let empty_at_first = set.is_empty();
        // Each id twice in a row, then the whole sequence again: the second insert of
        // the largest block so far must report it present.
        let seq: Vec<u32> =
            ids.iter().flat_map(|&b| [u32::from(b), u32::from(b)]).chain(ids.iter().map(|&b| u32::from(b))).collect();
        seq.into_iter().all(|b| set.insert(BlockId(b)) == model.insert(b))
            && set.iter().map(|b| b.0).eq(model.iter().copied())
            && set.len() == model.len()
            && set.is_empty() == model.is_empty()
            && empty_at_first
            && subsets_agree(&set, &model)
    }
    /// `is_subset` against the model, on the set itself and on every other block of it.
    fn subsets_agree(set: &waddle::transform::forest::BlockSet, model: &std::collections::BTreeSet<u32>) -> bool {
        let mut half = waddle::transform::forest::BlockSet::new();
        let half_model: std::collections::BTreeSet<u32> = model.iter().copied().step_by(2).collect();
        for &b in &half_model {
            half.insert(BlockId(b));
        }
        set.is_subset(set) && half.is_subset(set) && set.is_subset(&half) == model.is_subset(&half_model)
    }
    assert!(prop(vec![1, 2, 3, 3, 2, 7, 0]));
    assert!(prop(vec![]));
    QuickCheck::new().tests(500).quickcheck(prop as fn(Vec<u8>) -> bool);
}

/// The maintained forest is empty exactly when the function has no loop, on random
/// functions with and without loops.
#[test]
fn the_maintained_forest_is_empty_exactly_when_there_is_no_loop() {
    let (mut with, mut without) = (0, 0);
    for seed in 0..40u64 {
        let f = Stmt::random(&mut Rng::new(seed), 1 + (seed % 6) as usize, 2).build("f");
        let m = enter(f).expect("generated functions enter");
        let shapes = m.forest().shapes();
        assert_eq!(m.forest().is_empty(), shapes.is_empty(), "seed {seed}");
        assert_eq!(m.forest().len(), shapes.len(), "seed {seed}");
        if shapes.is_empty() {
            without += 1;
        } else {
            with += 1;
        }
    }
    assert!(with > 0 && without > 0, "both kinds drawn: {with} with loops, {without} without");
}
