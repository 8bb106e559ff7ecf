//! Canonical-form and LCSSA checks and the from-scratch canonicalizer: the paper's
//! Figure 1, the bundled programs, and random programs with values that leave loops.

use crate::common;

use quickcheck::{QuickCheck, TestResult};
use std::collections::BTreeSet;
use waddle::analysis::{Cfg, DomTree, LoopForest};
use waddle::bench::analysis::generate;
use waddle::canon::{canonicalize_program, SplitKind};
use waddle::format;
use waddle::ir::{BinOp, BlockId, Function, Inst, Op, Operand, Program, Type, Value};
use waddle::verify::{check_canonical, check_lcssa, verify_canonical, verify_program};

fn load(name: &str) -> Program {
    let path = common::root().join("specs/programs").join(name);
    let text = std::fs::read_to_string(&path).expect("readable program");
    let parsed = format::parse_program(&text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    assert!(verify_program(&parsed.program, None).is_empty(), "{name} does not verify");
    parsed.program
}

fn names(f: &Function, bs: impl IntoIterator<Item = BlockId>) -> BTreeSet<String> {
    bs.into_iter().map(|b| f.block(b).name.clone()).collect()
}

fn set(v: &[&str]) -> BTreeSet<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// (header, body, latches, exits, parent header) of every loop, by name.
type LoopRow = (String, BTreeSet<String>, BTreeSet<String>, BTreeSet<String>, Option<String>);

fn loops_of(f: &Function) -> Vec<LoopRow> {
    let cfg = Cfg::compute(f);
    let dom = DomTree::from_cfg(&cfg);
    let forest = LoopForest::compute(f, &cfg, &dom).expect("reducible");
    assert!(forest.check_consistency().is_empty());
    forest
        .loops()
        .map(|(l, d)| {
            (
                f.block(d.header).name.clone(),
                names(f, d.body.iter().copied()),
                names(f, d.latches.iter().copied()),
                names(f, d.exits.iter().copied()),
                forest.parent(l).map(|p| f.block(forest.header(p)).name.clone()),
            )
        })
        .collect()
}

fn idoms(f: &Function) -> Vec<(String, Option<String>)> {
    let dom = DomTree::compute(f);
    f.blocks().map(|(b, blk)| (blk.name.clone(), dom.idom(b).map(|d| f.block(d).name.clone()))).collect()
}

#[test]
fn figure_1_dominators_loops_and_exits() {
    let p = load("fig1_common_element.ron");
    let f = &p.funcs[0];
    let want: Vec<(&str, Option<&str>)> = vec![
        ("s", None),
        ("a", Some("s")),
        ("b", Some("a")),
        ("c", Some("b")),
        ("d", Some("c")),
        ("e", Some("c")),
        ("f", Some("b")),
        ("g", Some("s")),
    ];
    let want: Vec<(String, Option<String>)> =
        want.into_iter().map(|(a, b)| (a.to_string(), b.map(str::to_string))).collect();
    assert_eq!(idoms(f), want);
    // Paper §2: outer loop {a, b, c, e, f}, latches e and f, exits d and g; inner loop
    // {b, c, e}, latch e, exits a, d and f.
    assert_eq!(
        loops_of(f),
        vec![
            ("a".into(), set(&["a", "b", "c", "e", "f"]), set(&["e", "f"]), set(&["d", "g"]), None),
            ("b".into(), set(&["b", "c", "e"]), set(&["e"]), set(&["a", "d", "f"]), Some("a".into())),
        ]
    );
}

#[test]
fn figure_1_violations_are_reported_by_loop_property_and_block() {
    let p = load("fig1_common_element.ron");
    let got: Vec<String> = check_canonical(&p, waddle::ir::FuncId(0)).iter().map(|d| d.to_string()).collect();
    assert_eq!(
        got,
        vec![
            "common_element:s: loop at header `a`: preheader `s` is not dedicated (Property 2.2): it also branches to `g`, outside the loop",
            "common_element:f: loop at header `a`: 2 latches (`e`, `f`) where a unique latch is required (Property 2.1)",
            "common_element:g: loop at header `a`: exit `g` is not dedicated (Property 2.3): its predecessor `s` is outside the loop",
            "common_element:a: loop at header `b`: preheader `a` is not dedicated (Property 2.2): it also branches to `g`, outside the loop",
            "common_element:a: loop at header `b`: exit `a` is not dedicated (Property 2.3): its predecessor `s` is outside the loop",
        ]
    );
    assert!(check_lcssa(&p, waddle::ir::FuncId(0)).is_empty());
}

#[test]
fn figure_1_canonicalizes_as_figure_1b() {
    let mut p = load("fig1_common_element.ron");
    let before = p.funcs[0].num_blocks();
    let reports = canonicalize_program(&mut p).expect("reducible");
    type Row<'a> = (SplitKind, &'a str, &'a str, Vec<(&'a str, &'a str)>);
    let splits: Vec<Row> = reports[0]
        .splits
        .iter()
        .map(|s| {
            (
                s.kind,
                s.header.as_str(),
                s.new_block.as_str(),
                s.edges.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect(),
            )
        })
        .collect();
    // Figure 1(b): a preheader on (s, a), a new unique latch for the outer loop on
    // {(e, a), (f, a)}, an exit block on (a, g), a preheader on (a, b); and, as §2
    // remarks, the new latch is an undedicated exit of the inner loop, so its edge from
    // `e` gets a dedicated exit block too.
    assert_eq!(
        splits,
        vec![
            (SplitKind::Preheader, "a", "a.preheader", vec![("s", "a")]),
            (SplitKind::Latch, "a", "a.latch", vec![("e", "a"), ("f", "a")]),
            (SplitKind::Exit, "a", "a.exit", vec![("a", "g")]),
            (SplitKind::Preheader, "b", "b.preheader", vec![("a", "b")]),
            (SplitKind::Exit, "b", "b.exit", vec![("e", "a.latch")]),
        ]
    );
    let f = &p.funcs[0];
    assert_eq!(f.num_blocks(), before + 5);
    assert_eq!(
        loops_of(f),
        vec![
            (
                "a".into(),
                set(&["a", "b", "c", "e", "f", "a.latch", "b.preheader", "b.exit"]),
                set(&["a.latch"]),
                set(&["d", "a.exit"]),
                None
            ),
            ("b".into(), set(&["b", "c", "e"]), set(&["e"]), set(&["d", "f", "b.exit"]), Some("a".into())),
        ]
    );
    // Parameters are forwarded: the latch receives `i` from both old latches.
    let latch = f.block(f.block_by_name("a.latch").unwrap());
    assert_eq!(latch.params.len(), 1);
    assert!(verify_program(&p, None).is_empty(), "{:?}", verify_program(&p, None));
    assert!(verify_canonical(&p).is_empty(), "{:?}", verify_canonical(&p));
    // Canonicalizing again changes nothing.
    let again = p.clone();
    let mut q = p.clone();
    let r = canonicalize_program(&mut q).unwrap();
    assert!(r[0].splits.is_empty() && r[0].lcssa_params.is_empty());
    assert_eq!(q, again);
}

#[test]
fn an_entry_header_gets_a_new_entry_as_preheader_and_lcssa_closes_the_result() {
    let mut p = load("gcd.ron");
    let lcssa: Vec<String> = check_lcssa(&p, waddle::ir::FuncId(0)).iter().map(|d| d.to_string()).collect();
    assert_eq!(
        lcssa,
        vec!["gcd:c:term: register `r1` is defined in `a`, inside the loop at header `a`, but used in the terminator of `c`, outside that loop (not LCSSA)"]
    );
    let canon: Vec<String> = check_canonical(&p, waddle::ir::FuncId(0)).iter().map(|d| d.to_string()).collect();
    assert_eq!(
        canon,
        vec!["gcd:a: loop at header `a`: no dedicated preheader (Property 2.2): the header is the function entry"]
    );
    let r = canonicalize_program(&mut p).unwrap();
    assert_eq!(r[0].splits[0].kind, SplitKind::Entry);
    let f = &p.funcs[0];
    assert_eq!(f.block(f.entry()).name, "a.preheader");
    assert_eq!(f.signature().params, vec![Type::Int, Type::Int]);
    assert_eq!(r[0].lcssa_params, vec![("r1.2".to_string(), "c".to_string())]);
    assert!(verify_program(&p, None).is_empty());
    assert!(verify_canonical(&p).is_empty());
}

#[test]
fn values_leaving_through_two_exits_are_merged_after_the_loop() {
    let mut p = load("lcssa_escape.ron");
    assert!(check_canonical(&p, waddle::ir::FuncId(0)).is_empty());
    assert_eq!(check_lcssa(&p, waddle::ir::FuncId(0)).len(), 3);
    let r = canonicalize_program(&mut p).unwrap();
    assert!(r[0].splits.is_empty());
    let blocks: BTreeSet<&str> = r[0].lcssa_params.iter().map(|(_, b)| b.as_str()).collect();
    assert_eq!(blocks, BTreeSet::from(["out_big", "out_done", "join"]));
    assert!(verify_program(&p, None).is_empty());
    assert!(verify_canonical(&p).is_empty());
}

#[test]
fn bundled_programs_canonicalize_to_verified_canonical_lcssa_programs() {
    for path in common::files("specs/programs", "ron") {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let mut p = load(&name);
        canonicalize_program(&mut p).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert!(verify_program(&p, None).is_empty(), "{name}: {:?}", verify_program(&p, None));
        assert!(verify_canonical(&p).is_empty(), "{name}: {:?}", verify_canonical(&p));
        // The result reads back from RON (entry first, so ids may be renumbered) to a
        // program that writes the same text.
        let text = format::write_program(&p);
        let back = format::parse_program(&text).unwrap().program;
        assert_eq!(format::write_program(&back), text, "{name}");
        assert!(verify_canonical(&back).is_empty(), "{name}");
    }
}

/// A generated reducible CFG where every block `b` computes `x_b ← add(x_d, 1)` from
/// the value of a dominator `d` chosen by `pick`: many such uses sit outside the loop
/// that defines the value (e.g. an exit using its header's value).
fn program_with_escaping_values(blocks: usize, seed: u64) -> Program {
    let mut f = generate(blocks, seed);
    let dom = DomTree::compute(&f);
    let ids: Vec<BlockId> = f.block_ids().collect();
    let mut val = vec![None; f.block_capacity()];
    let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    for &b in &dom.preorder() {
        let mut chain = Vec::new();
        let mut cur = dom.idom(b);
        while let Some(d) = cur {
            chain.push(d);
            cur = dom.idom(d);
        }
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let src = if chain.is_empty() {
            Operand::Const(Value::int(0))
        } else {
            Operand::Reg(val[chain[(state >> 33) as usize % chain.len()].index()].expect("dominators come first"))
        };
        let r = f.new_reg(&format!("x{}", b.0), Type::Int);
        f.block_mut(b)
            .insts
            .push(Inst { dst: Some(r), op: Op::Binary(BinOp::Add, src, Operand::Const(Value::int(1))) });
        val[b.index()] = Some(r);
    }
    assert_eq!(ids.len(), f.num_blocks());
    Program { funcs: vec![f], externs: Vec::new() }
}

#[test]
fn random_programs_canonicalize_to_verified_canonical_lcssa_programs() {
    fn prop(size: u8, seed: u64) -> TestResult {
        let mut p = program_with_escaping_values(2 + size as usize, seed);
        if !verify_program(&p, None).is_empty() {
            return TestResult::error(format!("generated program does not verify: {:?}", verify_program(&p, None)));
        }
        if let Err(e) = canonicalize_program(&mut p) {
            return TestResult::error(format!("{e:?}"));
        }
        let errors: Vec<String> =
            verify_program(&p, None).into_iter().chain(verify_canonical(&p)).map(|d| d.to_string()).collect();
        if errors.is_empty() {
            TestResult::passed()
        } else {
            TestResult::error(format!("{errors:#?}\n{}", format::write_program(&p)))
        }
    }
    QuickCheck::new().tests(400).quickcheck(prop as fn(u8, u64) -> TestResult);
}

#[test]
fn the_random_programs_do_exercise_lcssa_construction() {
    let mut with_violations = 0;
    let mut with_merges = 0;
    for seed in 1..=100u64 {
        let mut p = program_with_escaping_values(60, seed);
        if !check_lcssa(&p, waddle::ir::FuncId(0)).is_empty() {
            with_violations += 1;
        }
        let r = canonicalize_program(&mut p).unwrap();
        let f = &p.funcs[0];
        let cfg = Cfg::compute(f);
        let forest = LoopForest::compute(f, &cfg, &DomTree::from_cfg(&cfg)).unwrap();
        // A parameter added to a block that is not a loop exit is a merge.
        if r[0].lcssa_params.iter().any(|(_, b)| {
            let b = f.block_by_name(b).unwrap();
            !forest.loops().any(|(_, d)| d.exits.contains(&b))
        }) {
            with_merges += 1;
        }
        assert!(verify_program(&p, None).is_empty() && verify_canonical(&p).is_empty(), "seed {seed}");
    }
    assert!(with_violations >= 50, "only {with_violations} of 100 random programs needed LCSSA repair");
    assert!(with_merges >= 5, "only {with_merges} of 100 random programs needed a merge after the exits");
}

/// The symmetric half of *dedicated*: a preheader that is also an exit of its loop,
/// reached from outside, is not dedicated even though it branches only into the loop.
#[test]
fn a_preheader_that_is_also_an_undedicated_exit_is_reported() {
    let text = r#"Program(functions: [Function(name: "f", ret: Unit, blocks: [
        Block(name: "s", params: [("c", Bool)], term: Switch("c", [(true, "a")], "g")),
        Block(name: "a", term: Branch("b")),
        Block(name: "b", term: Switch("c", [(true, "e")], "f")),
        Block(name: "e", term: Switch("c", [(true, "a")], "b")),
        Block(name: "f", term: Switch("c", [(true, "a")], "g")),
        Block(name: "g", term: Return(())),
    ])])"#;
    let mut p = format::parse_program(text).unwrap().program;
    let got: Vec<String> = check_canonical(&p, waddle::ir::FuncId(0)).iter().map(|d| d.message.clone()).collect();
    assert!(
        got.contains(&"loop at header `b`: preheader `a` is not dedicated (Property 2.2): it is also an exit of the loop, with predecessor `s` outside the loop".to_string()),
        "{got:#?}"
    );
    canonicalize_program(&mut p).unwrap();
    assert!(verify_program(&p, None).is_empty());
    assert!(verify_canonical(&p).is_empty(), "{:?}", verify_canonical(&p));
}

/// The LCSSA check visits operands in place; the violations are those of the list of
/// uses (`verify::lcssa::uses`), one per register and item, in the same order,
/// including an item that reads a register twice and a terminator's arguments.
#[test]
fn the_lcssa_check_reports_the_violations_of_the_list_of_uses() {
    use waddle::verify::lcssa::{def_blocks, lcssa_violations, uses};
    let (mut compared, mut in_terms, mut twice) = (0, 0, 0);
    for seed in 1..=200u64 {
        let mut p = program_with_escaping_values(2 + (seed % 40) as usize, seed);
        let f = &mut p.funcs[0];
        // Every other block reads its value twice, and every terminator with an
        // operand reads the value the block's instruction reads (structure only: the
        // check needs no types).
        for b in f.block_ids().collect::<Vec<_>>() {
            let block = f.block_mut(b);
            if let Some(Op::Binary(_, src, _)) = block.insts.first().map(|i| i.op.clone()) {
                match &mut block.term {
                    waddle::ir::Terminator::Switch { on, .. } | waddle::ir::Terminator::Return(on) => *on = src,
                    waddle::ir::Terminator::Branch(_) => {}
                }
            }
            if b.0 % 2 == 0 {
                for i in &mut block.insts {
                    if let Op::Binary(_, a, c) = &mut i.op {
                        *c = a.clone();
                    }
                }
            }
        }
        let f = &p.funcs[0];
        let cfg = Cfg::compute(f);
        let forest = LoopForest::compute(f, &cfg, &DomTree::from_cfg(&cfg)).unwrap();
        let def = def_blocks(f);
        let want: Vec<(waddle::ir::Reg, BlockId, waddle::diag::Item)> = uses(f)
            .into_iter()
            .filter(|(r, b, _)| def[r.index()].and_then(|d| forest.loop_of(d)).is_some_and(|l| !forest.contains(l, *b)))
            .collect();
        let got: Vec<_> = lcssa_violations(f, &forest).into_iter().map(|v| (v.reg, v.use_block, v.item)).collect();
        assert_eq!(got, want, "seed {seed}");
        compared += usize::from(!want.is_empty());
        in_terms += want.iter().filter(|u| u.2 == waddle::diag::Item::Term).count();
        twice += f.blocks().filter(|(b, _)| b.0 % 2 == 0).filter(|(b, _)| want.iter().any(|u| u.1 == *b)).count();
    }
    assert!(compared >= 50, "only {compared} of 200 programs had a violation to compare");
    assert!(in_terms >= 10 && twice >= 10, "{in_terms} violations in terminators, {twice} in blocks reading twice");
}
