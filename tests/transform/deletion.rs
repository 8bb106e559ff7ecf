//! Edge deletion's ejection walk searches only the loops that can have lost a path to
//! their latch (lemma E0 of proofs-notes/ejection.md), and the dominator repair's time
//! is kept only when asked for.

use waddle::ir::{BlockId, FuncId, Program};
use waddle::transform::Maintained;

/// A loop `h → {a, e}`, `a → {c, d}`, `{c, d, e} → latch → h`, with exits from `h` and
/// `a` to `out`.
const ONE_LOOP: &str = r#"Program(functions: [Function(name: "f", ret: Int, blocks: [
    Block(name: "s", params: [("x", Int)], term: Branch("pre")),
    Block(name: "pre", term: Branch("h")),
    Block(name: "h", term: Switch("x", [(0, "out"), (3, "e")], "a")),
    Block(name: "a", term: Switch("x", [(1, "c"), (2, "out")], "d")),
    Block(name: "c", term: Branch("latch")),
    Block(name: "d", term: Branch("latch")),
    Block(name: "e", term: Branch("latch")),
    Block(name: "latch", term: Branch("h")),
    Block(name: "out", term: Return("x")),
])])"#;

fn one_loop() -> (Program, Maintained) {
    let program = waddle::format::parse_program(ONE_LOOP).expect("the program parses").program;
    let m = waddle::canon::enter(&program.funcs[0]).expect("a canonical function enters");
    (program, m)
}

fn block(m: &Maintained, name: &str) -> BlockId {
    m.function().block_by_name(name).unwrap_or_else(|| panic!("no block `{name}`"))
}

/// Deletes `a → b` and returns the partition iterations it took, after checking every
/// maintenance theorem against a fresh computation.
fn delete(program: &mut Program, m: &mut Maintained, a: &str, b: &str) -> u64 {
    let before = m.counters.partition_iterations;
    m.delete_edge(block(m, a), block(m, b)).expect("the edge is deleted");
    program.funcs[0] = m.function().clone();
    let failures = waddle::oracle::theorems(program, FuncId(0), m, 1);
    let titles: Vec<String> = failures.iter().map(|f| f.title.clone()).collect();
    assert!(titles.is_empty(), "after deleting {a} → {b}: {}", titles.join("\n"));
    m.counters.partition_iterations - before
}

#[test]
fn a_deletion_whose_source_still_reaches_the_latch_partitions_nothing() {
    let (mut program, mut m) = one_loop();
    assert_eq!(delete(&mut program, &mut m, "a", "c"), 0, "`a` still reaches the latch through `d`");
    let l = m.forest().innermost(block(&m, "a")).expect("`a` stays in the loop");
    assert_eq!(m.forest().get(l).body.len(), 5, "h, a, d, e and the latch; `c` is gone");
}

#[test]
fn a_deleted_exit_edge_partitions_nothing() {
    let (mut program, mut m) = one_loop();
    assert_eq!(delete(&mut program, &mut m, "a", "out"), 0, "the edge was not inside the loop");
    assert!(m.forest().innermost(block(&m, "a")).is_some());
}

#[test]
fn a_source_cut_off_from_the_latch_is_ejected_by_a_partition() {
    let (mut program, mut m) = one_loop();
    delete(&mut program, &mut m, "a", "c");
    assert!(delete(&mut program, &mut m, "a", "d") > 0, "`a` can no longer reach the latch");
    assert_eq!(m.forest().innermost(block(&m, "a")), None, "`a` left the loop");
    assert!(m.forest().innermost(block(&m, "e")).is_some(), "the loop lives on through `e`");
}

#[test]
fn the_dominator_repair_is_timed_only_when_asked() {
    for timed in [false, true] {
        let (mut program, mut m) = one_loop();
        m.time_dom = timed;
        // `out` stays reachable through `a`: its idom moves from `h` to `a`.
        delete(&mut program, &mut m, "h", "out");
        assert_eq!(m.dom().idom(block(&m, "out")), Some(block(&m, "a")));
        assert_eq!(m.dom_time > std::time::Duration::ZERO, timed, "time_dom = {timed}");
    }
}

/// `s` branches to `p`, `q` and `r`; `j` is reached from all three and `k` from `q`
/// and `r`, so `p`, `q`, `r`, `j` and `k` are all children of `s`.
const JOINS: &str = r#"Program(functions: [Function(name: "f", ret: Int, blocks: [
    Block(name: "s", params: [("x", Int)], term: Switch("x", [(0, "p"), (1, "q")], "r")),
    Block(name: "p", term: Branch("j")),
    Block(name: "q", term: Switch("x", [(2, "j")], "k")),
    Block(name: "r", term: Switch("x", [(3, "j")], "k")),
    Block(name: "j", term: Return("x")),
    Block(name: "k", term: Return(0)),
])])"#;

#[test]
fn a_target_that_keeps_its_idom_is_the_only_block_the_dominator_repair_evaluates() {
    let mut program = waddle::format::parse_program(JOINS).expect("the program parses").program;
    let mut m = waddle::canon::enter(&program.funcs[0]).expect("a canonical function enters");
    let before = m.counters.nca_queries;
    delete(&mut program, &mut m, "p", "j");
    // `j` reads `q` and `r` (one NCA query, `s` again); `k`, which would need one too,
    // is not evaluated: its predecessors and the tree are unchanged.
    assert_eq!(m.counters.nca_queries - before, 1);
    assert_eq!(m.dom().idom(block(&m, "j")), Some(block(&m, "s")));
}

/// Blocks a deletion makes unreachable go to the free list, and the next block a split
/// creates is built in one of them; the theorems hold throughout.
#[test]
fn removed_blocks_serve_the_next_split() {
    let (mut program, mut m) = one_loop();
    assert_eq!(m.spare_blocks(), 0);
    delete(&mut program, &mut m, "a", "c");
    assert_eq!(m.spare_blocks(), 1, "`c` is unreachable and removed");
    // `e → latch` and `d → latch` share the latch: split them together.
    let refs = [(block(&m, "d"), 0), (block(&m, "e"), 0)];
    let n = m.split_edge_set(&refs).expect("the edges are split");
    assert_eq!(m.spare_blocks(), 0, "the split took the spare block");
    assert_eq!(m.function().block(n).term.succs().collect::<Vec<_>>(), [block(&m, "latch")]);
    assert!(m.function().block(n).insts.is_empty(), "nothing of `c` is left in it");
    program.funcs[0] = m.function().clone();
    let failures = waddle::oracle::theorems(&program, FuncId(0), &m, 1);
    assert!(failures.is_empty(), "{:?}", failures.iter().map(|f| &f.title).collect::<Vec<_>>());
}

/// The storage a removed block leaves is what the next created block is built in: a
/// removed block with three instructions leaves an instruction vector with room for
/// three, which the split's block (no instructions of its own) then holds.
#[test]
fn the_next_split_is_built_in_the_storage_of_a_removed_block() {
    let text = ONE_LOOP.replace(
        r#"Block(name: "c", term: Branch("latch"))"#,
        r#"Block(name: "c", insts: [("y", Move("x")), ("z", Add("y", "y")), ("w", Add("z", "y"))], term: Branch("latch"))"#,
    );
    let mut program = waddle::format::parse_program(&text).expect("the program parses").program;
    let mut m = waddle::canon::enter(&program.funcs[0]).expect("a canonical function enters");
    delete(&mut program, &mut m, "a", "c");
    assert_eq!(m.spare_blocks(), 1);
    let refs = [(block(&m, "d"), 0), (block(&m, "e"), 0)];
    let n = m.split_edge_set(&refs).expect("the edges are split");
    let insts = &m.function().block(n).insts;
    assert!(insts.is_empty() && insts.capacity() >= 3, "`c`'s vector, emptied: room for {}", insts.capacity());
}

/// Two nested loops: the outer one headed by `h1` (exit `out`, latch `l1`) around the
/// inner one headed by `h2` (exit `x2`, inside the outer body; latch `l2`), whose body
/// goes on from `h2` to `first` and the blocks `inner`.
fn nested(first: &str, inner: &str) -> String {
    format!(
        r#"Program(functions: [Function(name: "f", ret: Int, blocks: [
    Block(name: "s", params: [("x", Int)], term: Branch("pre")),
    Block(name: "pre", term: Branch("h1")),
    Block(name: "h1", term: Switch("x", [(0, "out")], "ph2")),
    Block(name: "ph2", term: Branch("h2")),
    Block(name: "h2", term: Switch("x", [(1, "x2")], "{first}")),
    {inner}
    Block(name: "l2", term: Branch("h2")),
    Block(name: "x2", term: Branch("l1")),
    Block(name: "l1", term: Branch("h1")),
    Block(name: "out", term: Return("x")),
])])"#
    )
}

/// In the inner loop `a` branches to `c` and `d`, both going to its latch.
fn two_loops() -> String {
    nested(
        "a",
        r#"Block(name: "a", term: Switch("x", [(2, "c")], "d")),
    Block(name: "c", term: Branch("l2")),
    Block(name: "d", term: Branch("l2")),"#,
    )
}

fn enter(text: &str) -> (Program, Maintained) {
    let program = waddle::format::parse_program(text).expect("the program parses").program;
    let m = waddle::canon::enter(&program.funcs[0]).expect("a canonical function enters");
    (program, m)
}

/// Both loops held `c`, so both might have lost their latch; neither needs a search.
/// The inner one: `a` keeps `d`, a successor in its body (no loop inside it holds
/// `a`). The outer one: the inner loop kept all its blocks and exits into the outer
/// body at `x2`.
#[test]
fn a_source_that_keeps_a_branch_into_the_body_needs_no_search_at_any_level() {
    let (mut program, mut m) = enter(&two_loops());
    let before = m.counters.latch_searches;
    assert_eq!(delete(&mut program, &mut m, "a", "c"), 0);
    assert_eq!(m.counters.latch_searches - before, 0, "both answered without a search");
    let inner = m.forest().innermost(block(&m, "a")).expect("`a` stays in the inner loop");
    assert_eq!(m.forest().get(inner).header, block(&m, "h2"));
    // In the one-loop function, likewise: `a` keeps `d`.
    let (mut program, mut m) = one_loop();
    assert_eq!(delete(&mut program, &mut m, "a", "c"), 0);
    assert_eq!(m.counters.latch_searches, 0);
}

/// The outer loop holds a loop `{a, t}` (header `a`, latch `t`) whose only way out was
/// `a → b`, the inner loop's way to its latch `l2`. Deleting it removes `b` and `l2`
/// (and with `l2` the inner loop); `a` keeps `t`, a successor in the outer body, but
/// inside `{a, t}`, which now reaches no latch of the outer loop: the outer loop must
/// be searched and partitioned, and `{a, t}` ends up outside every loop.
fn trapped() -> String {
    nested(
        "pa",
        r#"Block(name: "pa", term: Branch("a")),
    Block(name: "a", term: Switch("x", [(2, "b")], "t")),
    Block(name: "t", term: Branch("a")),
    Block(name: "b", term: Branch("l2")),"#,
    )
}

#[test]
fn a_successor_in_the_same_inner_loop_does_not_stand_for_a_path_to_the_outer_latch() {
    let (mut program, mut m) = enter(&trapped());
    let before = m.counters.latch_searches;
    assert!(delete(&mut program, &mut m, "a", "b") > 0, "the outer loop is partitioned");
    assert_eq!(m.counters.latch_searches - before, 1, "one search: the outer loop");
    let l = m.forest().innermost(block(&m, "a")).expect("`a` still heads its loop");
    assert_eq!(m.forest().get(l).header, block(&m, "a"));
    assert_eq!(m.forest().get(l).parent, None, "`{{a, t}}` left the outer loop");
}

/// `s → {p, b}`, `p → {b, t}`, `b → t`: deleting `s → b` moves `b` under `p`, and then
/// `t` (reached from `p` and `b`) must move under `p` too, a sibling of `b` that only
/// the repair's second evaluation finds. The blocks are listed in two orders, so that
/// the sibling that must move comes before `b` among `s`'s children in one and after it
/// in the other.
#[test]
fn a_target_that_moves_takes_the_sibling_that_reads_it_along() {
    for order in [["p", "b", "t"], ["t", "p", "b"]] {
        let body = |name: &str| match name {
            "p" => r#"Block(name: "p", term: Switch("x", [(1, "b")], "t"))"#,
            "b" => r#"Block(name: "b", term: Branch("t"))"#,
            _ => r#"Block(name: "t", term: Return("x"))"#,
        };
        let text = format!(
            r#"Program(functions: [Function(name: "f", ret: Int, blocks: [
                Block(name: "s", params: [("x", Int)], term: Switch("x", [(0, "p")], "b")), {}])])"#,
            order.map(body).join(", ")
        );
        let mut program = waddle::format::parse_program(&text).expect("the program parses").program;
        let mut m = waddle::canon::enter(&program.funcs[0]).expect("a canonical function enters");
        let (s, p) = (block(&m, "s"), block(&m, "p"));
        assert_eq!(m.dom().idom(block(&m, "t")), Some(s), "{order:?}");
        let at = |name: &str| m.dom().children(s).position(|x| x == block(&m, name));
        assert_eq!(at("t") < at("b"), order[0] == "t", "{order:?}: {:?}", m.dom().children(s).collect::<Vec<_>>());
        delete(&mut program, &mut m, "s", "b");
        assert_eq!((m.dom().idom(block(&m, "b")), m.dom().idom(block(&m, "t"))), (Some(p), Some(p)), "{order:?}");
    }
}
