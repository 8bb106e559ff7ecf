//! The paper's example graphs with their expected dominator trees, loops and exit
//! sets, including the forests the text of §3 describes after the deletions of Figure 4
//! (checked here by deleting the edge and recomputing from scratch); and a snapshot of
//! `waddle loops` for every bundled program (re-bless with WADDLE_BLESS=1).

use crate::common;

use std::collections::BTreeSet;
use waddle::analysis::{Cfg, DomTree, LoopForest};
use waddle::format;
use waddle::format::listing::describe_program;
use waddle::ir::{Function, Program, Terminator};

fn load(name: &str) -> Program {
    let text = std::fs::read_to_string(common::root().join("specs/programs").join(name)).expect("readable");
    format::parse_program(&text).expect("parses").program
}

/// Each loop as "header: body | latches | exits | parent", names sorted.
fn forest_rows(f: &Function) -> Vec<String> {
    let cfg = Cfg::compute(f);
    let dom = DomTree::from_cfg(&cfg);
    let forest = LoopForest::compute(f, &cfg, &dom).expect("reducible");
    let n = |b: &waddle::ir::BlockId| f.block(*b).name.clone();
    let list = |s: &mut dyn Iterator<Item = String>| {
        let v: BTreeSet<String> = s.collect();
        v.into_iter().collect::<Vec<_>>().join(" ")
    };
    let mut rows: Vec<String> = forest
        .loops()
        .map(|(l, d)| {
            format!(
                "{}: {{{}}} latches {{{}}} exits {{{}}} parent {}",
                n(&d.header),
                list(&mut d.body.iter().map(n)),
                list(&mut d.latches.iter().map(n)),
                list(&mut d.exits.iter().map(n)),
                forest.parent(l).map_or("-".to_string(), |p| n(&forest.header(p)))
            )
        })
        .collect();
    rows.sort();
    rows
}

fn idoms(f: &Function) -> Vec<String> {
    let dom = DomTree::compute(f);
    let mut v: Vec<String> = f
        .blocks()
        .filter(|(b, _)| dom.is_reachable(*b))
        .map(|(b, blk)| format!("{}←{}", blk.name, dom.idom(b).map_or("-".to_string(), |d| f.block(d).name.clone())))
        .collect();
    v.sort();
    v
}

/// Deletes the edge (from, to) from the IR alone: the switch loses that target, and a
/// switch left with one target becomes a branch.
fn delete_edge(f: &mut Function, from: &str, to: &str) {
    let (a, b) = (f.block_by_name(from).unwrap(), f.block_by_name(to).unwrap());
    let block = f.block_mut(a);
    let Terminator::Switch { cases, default, .. } = &mut block.term else { panic!("({from}, {to}) is a switch edge") };
    if let Some(i) = cases.iter().position(|(_, t)| t.block == b) {
        cases.remove(i);
    } else {
        assert_eq!(default.block, b);
        let (_, t) = cases.pop().expect("another target");
        *default = t;
    }
    if cases.is_empty() {
        block.term = Terminator::Branch(default.clone());
    }
}

#[test]
fn figure_4_initial_graph() {
    let p = load("fig4_three_loops.ron");
    let f = &p.funcs[0];
    assert_eq!(idoms(f), ["a←p", "b←c", "c←a", "d←b", "e←d", "f←b", "g←a", "h←c", "p←-"]);
    assert_eq!(
        forest_rows(f),
        [
            "a: {a b c d e f h} latches {h} exits {g} parent -",
            "b: {b d e f} latches {f} exits {c h} parent c",
            "c: {b c d e f} latches {d} exits {h} parent a",
        ]
    );
}

#[test]
fn figure_4_after_deleting_b_d_the_middle_loop_dies_and_the_inner_loop_unnests() {
    let mut p = load("fig4_three_loops.ron");
    delete_edge(&mut p.funcs[0], "b", "d");
    let f = &p.funcs[0];
    assert_eq!(idoms(f), ["a←p", "b←c", "c←a", "f←b", "g←a", "h←c", "p←-"]);
    assert_eq!(
        forest_rows(f),
        ["a: {a c h} latches {h} exits {b g} parent -", "b: {b f} latches {f} exits {} parent -"]
    );
}

#[test]
fn figure_4_after_deleting_e_f_blocks_d_and_e_are_ejected_from_the_inner_loop() {
    let mut p = load("fig4_three_loops.ron");
    delete_edge(&mut p.funcs[0], "e", "f");
    assert_eq!(
        forest_rows(&p.funcs[0]),
        [
            "a: {a b c d e f h} latches {h} exits {g} parent -",
            "b: {b f} latches {f} exits {d} parent c",
            "c: {b c d f} latches {d} exits {e h} parent a",
        ]
    );
}

#[test]
fn figure_6_true_forest_after_ejection() {
    let p = load("fig6_ejection.ron");
    assert_eq!(
        forest_rows(&p.funcs[0]),
        [
            "a: {a b c e g} latches {g} exits {f} parent -",
            "b: {b c} latches {c} exits {e} parent a",
            "f: {f h} latches {h} exits {} parent -",
        ]
    );
}

#[test]
fn figure_8_before_and_after_deleting_b_c() {
    let mut p = load("fig8_ejection_lcssa.ron");
    assert_eq!(forest_rows(&p.funcs[0]), ["a: {a b c} latches {c} exits {d} parent -"]);
    assert!(waddle::verify::verify_canonical(&p).is_empty());
    delete_edge(&mut p.funcs[0], "b", "c");
    assert_eq!(forest_rows(&p.funcs[0]), ["a: {a c} latches {c} exits {b} parent -"]);
    // b's use of r1 now lies outside the loop that defines r1: the violation the
    // ejection must repair.
    let errors: Vec<String> = waddle::verify::verify_canonical(&p).iter().map(|d| d.message.clone()).collect();
    assert_eq!(
        errors,
        ["register `r1` is defined in `a`, inside the loop at header `a`, but used in `b`, outside that loop (not LCSSA)"]
    );
}

#[test]
fn loops_listing_snapshots() {
    let mut failures = Vec::new();
    for path in common::files("specs/programs", "ron") {
        let p = load(path.file_name().unwrap().to_str().unwrap());
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let snap = common::root().join("tests/snapshots").join(format!("{stem}.loops"));
        if let Err(e) = waddle::format::bless::snapshot(&snap, &describe_program(&p)) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The mutation API the maintenance code uses, exercised by hand on Figure 4's deletion
/// of (b, d) in the steps of Algorithm 1 (prune R, drop K, eject upwards): the result
/// must equal a fresh computation, as `diff` reports.
#[test]
fn figure_4_deletion_by_hand_with_the_mutation_api_matches_a_fresh_forest() {
    let mut p = load("fig4_three_loops.ron");
    let old = {
        let f = &p.funcs[0];
        let cfg = Cfg::compute(f);
        LoopForest::compute(f, &cfg, &DomTree::from_cfg(&cfg)).unwrap()
    };
    delete_edge(&mut p.funcs[0], "b", "d");
    let f = &p.funcs[0];
    let id = |n: &str| f.block_by_name(n).unwrap();
    let mut m = old.clone();
    // R = {d, e}: pruned from every body and exit set.
    m.remove_block(id("d"));
    m.remove_block(id("e"));
    // K = {middle loop c}: its latch d is in R.
    let middle = m.loop_with_header(id("c")).unwrap();
    m.remove_loop(middle);
    let (outer, inner) = (m.loop_with_header(id("a")).unwrap(), m.loop_with_header(id("b")).unwrap());
    assert_eq!(m.parent(inner), Some(outer), "orphans are re-attached to the closest living ancestor");
    // eject(inner): I = {b, f}, O = ∅; its old exits c and h lost their predecessors in I.
    m.remove_exit(inner, id("c"));
    m.remove_exit(inner, id("h"));
    // eject(outer): I = {a, c, h}, O = {b, f}; the inner loop's header is in O.
    m.remove_block_from_body(outer, id("b"));
    m.remove_block_from_body(outer, id("f"));
    m.set_parent(inner, None);
    m.add_exit(outer, id("b"));
    let fresh = {
        let cfg = Cfg::compute(f);
        LoopForest::compute(f, &cfg, &DomTree::from_cfg(&cfg)).unwrap()
    };
    assert!(m.check_consistency().is_empty(), "{:?}", m.check_consistency());
    assert_eq!(m.diff(&fresh, f), Vec::<String>::new());
    assert_eq!(waddle::analysis::diff_against_fresh(f, &DomTree::compute(f), &m), Vec::<String>::new());
    let stale = waddle::analysis::diff_against_fresh(f, &DomTree::compute(f), &old);
    assert!(
        stale.contains(&"loop forest: loop at header `c`: in the maintained forest only".to_string()),
        "{stale:#?}"
    );
    // And the old forest differs from the fresh one in readable ways.
    let d = old.diff(&fresh, f);
    assert!(d.contains(&"loop at header `c`: in the maintained forest only".to_string()), "{d:#?}");
    assert!(
        d.contains(&"loop at header `a`: body differs: maintained has {a, b, c, d, e, f, h}, fresh has {a, c, h} (maintained extra {b, d, e, f}, missing {})".to_string()),
        "{d:#?}"
    );
    assert!(
        d.contains(
            &"loop at header `b`: parent differs: maintained has the loop at `c`, fresh has none (top level)"
                .to_string()
        ),
        "{d:#?}"
    );
}

/// Splitting the latch edge set of Figure 1 with the plain IR edit, then updating the
/// old forest by hand (the new block joins the outer loop and becomes its latch; it
/// replaces `a` among the inner loop's exits) gives the fresh forest.
#[test]
fn edge_set_split_with_a_hand_updated_forest_matches_a_fresh_forest() {
    let mut p = load("fig1_common_element.ron");
    let f = &mut p.funcs[0];
    let cfg = Cfg::compute(f);
    let mut m = LoopForest::compute(f, &cfg, &DomTree::from_cfg(&cfg)).unwrap();
    let id = |f: &Function, n: &str| f.block_by_name(n).unwrap();
    let (a, e, fb) = (id(f, "a"), id(f, "e"), id(f, "f"));
    let new = waddle::ir::edit::split_edge_set(f, &[e, fb], a, "a.latch");
    let (outer, inner) = (m.loop_with_header(a).unwrap(), m.loop_with_header(id(f, "b")).unwrap());
    m.grow(f.block_capacity());
    m.add_block(outer, new);
    m.set_latches(outer, vec![new]);
    m.remove_exit(inner, a);
    m.add_exit(inner, new);
    assert_eq!(m.loop_of(new), Some(outer));
    assert_eq!(waddle::analysis::diff_against_fresh(f, &DomTree::compute(f), &m), Vec::<String>::new());
}

/// Removing a loop and adding it back (with a new id) under the same parent, then
/// moving its old child under it, restores the forest; `diff` ignores ids.
#[test]
fn remove_and_add_loop_round_trip() {
    let p = load("fig4_three_loops.ron");
    let f = &p.funcs[0];
    let cfg = Cfg::compute(f);
    let fresh = LoopForest::compute(f, &cfg, &DomTree::from_cfg(&cfg)).unwrap();
    let mut m = fresh.clone();
    let c = m.loop_with_header(f.block_by_name("c").unwrap()).unwrap();
    let data = m.remove_loop(c);
    assert!(!m.is_live(c));
    let inner = m.loop_with_header(f.block_by_name("b").unwrap()).unwrap();
    assert_eq!(m.depth(inner), 2, "children move up and their depths follow");
    assert!(!m.diff(&fresh, f).is_empty());
    let back = m.add_loop(data.header, data.latches.clone(), data.body.clone(), data.exits.clone(), data.parent);
    m.set_parent(inner, Some(back));
    assert_ne!(back, c, "ids are never reused");
    assert!(m.check_consistency().is_empty(), "{:?}", m.check_consistency());
    assert_eq!(m.diff(&fresh, f), Vec::<String>::new());
}

/// Moving a loop moves its whole subtree's depths along: the middle loop of Figure 4
/// (which holds the inner loop) to the top level, then back under the outer loop.
#[test]
fn set_parent_moves_the_depths_of_the_whole_subtree() {
    let p = load("fig4_three_loops.ron");
    let f = &p.funcs[0];
    let cfg = Cfg::compute(f);
    let fresh = LoopForest::compute(f, &cfg, &DomTree::from_cfg(&cfg)).unwrap();
    let mut m = fresh.clone();
    let header = |n: &str| f.block_by_name(n).unwrap();
    let outer = m.loop_with_header(header("a")).unwrap();
    let middle = m.loop_with_header(header("c")).unwrap();
    let inner = m.loop_with_header(header("b")).unwrap();
    assert_eq!((m.depth(middle), m.depth(inner)), (2, 3));
    m.set_parent(middle, None);
    assert_eq!((m.depth(middle), m.depth(inner)), (1, 2));
    m.set_parent(middle, Some(outer));
    assert_eq!((m.depth(middle), m.depth(inner)), (2, 3));
    assert!(m.check_consistency().is_empty(), "{:?}", m.check_consistency());
    assert_eq!(m.diff(&fresh, f), Vec::<String>::new());
}

/// Figure 8's LCSSA repair after the ejection of b, with `close_registers` on a given
/// forest (here a fresh one standing in for the maintained one): b, now an exit,
/// receives r1 as a parameter.
#[test]
fn figure_8_lcssa_repair_after_ejection() {
    let mut p = load("fig8_ejection_lcssa.ron");
    delete_edge(&mut p.funcs[0], "b", "c");
    let f = &mut p.funcs[0];
    let cfg = Cfg::compute(f);
    let forest = LoopForest::compute(f, &cfg, &DomTree::from_cfg(&cfg)).unwrap();
    let r1 = f.reg_by_name("r1").unwrap();
    let added = waddle::canon::lcssa::close_registers(f, &cfg.preds, &forest, [r1]).unwrap();
    assert_eq!(added.len(), 1);
    assert_eq!(f.block(added[0].1).name, "b");
    assert!(waddle::verify::verify_program(&p, None).is_empty());
    assert!(waddle::verify::verify_canonical(&p).is_empty(), "{:?}", waddle::verify::verify_canonical(&p));
    let text = waddle::format::paper::program(&p);
    assert!(text.contains("switch inside (true ↦ b(r1)) c()"), "{text}");
    assert!(text.contains("  b(r1.1: int):\n    r2 ← mul(r1.1, 2)\n"), "{text}");
}
