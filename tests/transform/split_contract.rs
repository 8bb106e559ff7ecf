//! The always-canonical contract of the public splitting operations:
//! `Maintained::split_edge_set` refuses, with the function untouched, every edge set
//! whose split would leave the function out of canonical form, and splits the others
//! keeping every theorem; `dedicate_exit` on a block of the loop's body does nothing.

use waddle::analysis::{Cfg, DomTree, LoopForest};
use waddle::ir::{BlockId, Program};
use waddle::transform::{LoopShape, Maintained};

fn enter(text: &str) -> (Program, Maintained) {
    let program = waddle::format::parse_program(text).expect("a valid program").program;
    assert!(waddle::verify::verify_program(&program, None).is_empty());
    assert!(waddle::verify::verify_canonical(&program).is_empty(), "the input must be canonical");
    let f = program.funcs[0].clone();
    let cfg = Cfg::compute(&f);
    let dom = DomTree::from_cfg(&cfg);
    let loops = LoopForest::compute(&f, &cfg, &dom).expect("reducible");
    let m = Maintained::new(f, &dom, &LoopShape::from_forest(&loops)).expect("enters");
    (program, m)
}

fn b(m: &Maintained, name: &str) -> BlockId {
    m.function().block_by_name(name).unwrap_or_else(|| panic!("no block `{name}`"))
}

/// Every edge reference `from → to`.
fn refs(m: &Maintained, from: &str, to: &str) -> Vec<(BlockId, usize)> {
    let (a, t) = (b(m, from), b(m, to));
    let targets = m.function().block(a).term.targets();
    targets.iter().enumerate().filter(|(_, x)| x.block == t).map(|(k, _)| (a, k)).collect()
}

/// The program with `m`'s function, checked: types, SSA, canonical form and LCSSA, and
/// D and F equal to fresh computations.
fn assert_canonical(program: &Program, m: &Maintained) {
    let mut p = program.clone();
    p.funcs[0] = m.function().clone();
    let fid = p.func_ids().next().expect("one function");
    let failures = waddle::oracle::theorems(&p, fid, m, 0);
    assert!(failures.is_empty(), "{failures:?}\n{}", waddle::format::write_program(&p));
}

/// A loop at h with the exit x reached from h and from a; the latch l branches to h
/// from two switch cases; the entry enters h by two references.
const PROGRAM: &str = r#"Program(functions: [Function(name: "f", ret: Int, blocks: [
    Block(name: "entry", params: [("n", Int)], insts: [("z", Eq("n", 0))], term: Switch("z", [(true, ("h", [0]))], ("h", [1]))),
    Block(name: "h", params: [("i", Int)], insts: [("c", Lt("i", "n"))], term: Switch("c", [(true, "a")], ("x", ["i"]))),
    Block(name: "a", insts: [("s", Eq("i", 7))], term: Switch("s", [(true, ("x", [100]))], "l")),
    Block(name: "l", insts: [("i1", Add("i", 1)), ("k", Eq("i1", 5))], term: Switch("k", [(true, ("h", ["i1"]))], ("h", ["i1"]))),
    Block(name: "x", params: [("r", Int)], term: Return("r")),
])])"#;

#[test]
fn part_of_a_shared_exits_edges_is_refused_and_all_of_them_split() {
    let (program, mut m) = enter(PROGRAM);
    let before = m.function().num_blocks();
    let err = m.split_edge_set(&refs(&m, "a", "x")).expect_err("refused");
    assert!(err.0.contains("`x` is an exit of the loop at `h`") && err.0.contains("split (h, x) too"), "{}", err.0);
    assert_eq!(m.function().num_blocks(), before, "a refusal leaves the function untouched");
    assert_canonical(&program, &m);
    let all: Vec<_> = [refs(&m, "h", "x"), refs(&m, "a", "x")].concat();
    let n = m.split_edge_set(&all).expect("all of the exit's edges");
    assert_eq!(m.function().block(n).name, "x.split");
    assert_canonical(&program, &m);
}

#[test]
fn part_of_the_back_edges_or_of_the_entering_edges_is_refused() {
    let (program, mut m) = enter(PROGRAM);
    let back = refs(&m, "l", "h");
    assert_eq!(back.len(), 2);
    let err = m.split_edge_set(&back[..1]).expect_err("refused");
    assert!(err.0.contains("back edges into `h`") && err.0.contains("two latches"), "{}", err.0);
    let entering = refs(&m, "entry", "h");
    let err = m.split_edge_set(&entering[1..]).expect_err("refused");
    assert!(err.0.contains("edges entering the loop at `h`") && err.0.contains("preheader"), "{}", err.0);
    assert_canonical(&program, &m);
    m.split_edge_set(&back).expect("both back edges: a new latch");
    assert_canonical(&program, &m);
    m.split_edge_set(&entering).expect("both entering edges: a new preheader");
    assert_canonical(&program, &m);
}

/// Once found while writing specs/primitives/ (it was a spec until DedicateExit on a
/// non-exit became bad input): `dedicate_exit(l, h)` on the loop's own header split
/// the back edge, because h has a predecessor outside the loop.
#[test]
fn dedicate_exit_on_a_block_of_the_loop_does_nothing() {
    let (program, mut m) = enter(PROGRAM);
    let h = b(&m, "h");
    let l = m.forest().loop_with_header(h).expect("a loop at h");
    let before = m.function().num_blocks();
    assert_eq!(m.dedicate_exit(l, h).expect("no error"), None);
    assert_eq!(m.dedicate_exit(l, b(&m, "a")).expect("no error"), None);
    assert_eq!(m.function().num_blocks(), before);
    assert_canonical(&program, &m);
}

/// All the edges into a header at once, back edges and entering edges together: no
/// single new block can be both the latch and the preheader, so the set is refused
/// (by the building block under the contract check) and the function is untouched.
#[test]
fn back_and_entering_edges_together_are_refused() {
    let (program, mut m) = enter(PROGRAM);
    let before = m.function().clone();
    let all: Vec<_> = [refs(&m, "entry", "h"), refs(&m, "l", "h")].concat();
    assert_eq!(all.len(), 4);
    let err = m.split_edge_set(&all).expect_err("refused");
    assert!(err.0.contains("cannot split back and forward edges together"), "{}", err.0);
    assert!(m.function() == &before, "a refusal leaves the function untouched");
    assert_canonical(&program, &m);
}

/// The checks both splitting operations share (`shared_target`): an empty set, an edge
/// reference that does not exist and edges into different blocks are refused with
/// these messages, the function untouched; the edges into one block from several
/// sources pass them.
#[test]
fn sets_without_one_shared_target_are_refused() {
    let (program, mut m) = enter(PROGRAM);
    let before = m.function().clone();
    let err = m.split_edge_set(&[]).expect_err("refused");
    assert_eq!(err.0, "split_edges needs at least one edge");
    let a = b(&m, "a");
    let err = m.split_edge_set(&[(a, 0), (a, 2)]).expect_err("refused");
    assert_eq!(err.0, "block `a` has no edge number 2");
    let err = m.split_edge_set(&[(BlockId(999), 0)]).expect_err("refused");
    assert_eq!(err.0, "block id 999 does not exist");
    // a → x and a → l: two edges of the same block into different targets, with the
    // first one's target first and then second.
    let (to_x, to_l) = (refs(&m, "a", "x"), refs(&m, "a", "l"));
    for set in [[to_x[0], to_l[0]], [to_l[0], to_x[0]]] {
        let err = m.split_edge_set(&set).expect_err("refused");
        assert_eq!(err.0, "split_edges: the edges do not share a target");
    }
    let err = m.split_edge_set(&[refs(&m, "h", "x")[0], refs(&m, "entry", "h")[0]]).expect_err("refused");
    assert_eq!(err.0, "split_edges: the edges do not share a target");
    assert!(m.function() == &before, "a refusal leaves the function untouched");
    assert_canonical(&program, &m);
    let n = m.split_edge_set(&[refs(&m, "h", "x"), refs(&m, "a", "x")].concat()).expect("one shared target");
    assert_eq!(m.function().block(n).name, "x.split");
    assert_canonical(&program, &m);
}
