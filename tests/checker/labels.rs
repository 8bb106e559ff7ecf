//! The dominator-tree theorem's check of interval labels: a labelling that does not
//! nest as the tree does is reported block by block (the theorem applies the same check
//! to every maintained tree after every step of the specs and property tests).

use waddle::ir::BlockId;
use waddle::oracle::interval_diff;

/// The tree 0 → {1, 2}, 1 → {3}, with the labels of `labels` (index = block).
fn check(labels: [(u64, u64); 4]) -> Vec<String> {
    let kids: Vec<Vec<BlockId>> = vec![vec![BlockId(1), BlockId(2)], vec![BlockId(3)], vec![], vec![]];
    let names = ["entry", "left", "right", "inner"];
    interval_diff(
        BlockId(0),
        |b| kids[b.index()].iter().copied(),
        |b| Some(labels[b.index()]),
        |b| names[b.index()].to_string(),
    )
}

#[test]
fn labels_that_nest_as_the_tree_does_pass() {
    assert_eq!(check([(0, 100), (10, 40), (50, 60), (20, 30)]), Vec::<String>::new());
}

#[test]
fn a_child_outside_its_idom_is_named_with_both_intervals() {
    let got = check([(0, 100), (10, 40), (50, 60), (20, 45)]);
    assert_eq!(got, vec!["block `inner`: interval [20, 45] is not strictly inside that of its idom `left`, [10, 40]"]);
}

#[test]
fn overlapping_siblings_are_named_with_their_idom() {
    let got = check([(0, 100), (10, 55), (50, 60), (20, 30)]);
    assert_eq!(
        got,
        vec!["blocks `left` [10, 55] and `right` [50, 60], both children of `entry`, have overlapping intervals"]
    );
}

#[test]
fn an_empty_interval_and_a_missing_label_are_reported() {
    let got = check([(0, 100), (40, 40), (50, 60), (20, 30)]);
    assert!(got.iter().any(|l| l == "block `left`: interval [40, 40] is empty or reversed"), "{got:?}");
    let kids: Vec<Vec<BlockId>> = vec![vec![BlockId(1)], vec![]];
    let got = interval_diff(
        BlockId(0),
        |b| kids[b.index()].iter().copied(),
        |b| (b.0 == 0).then_some((0, 9)),
        |b| format!("b{}", b.0),
    );
    assert_eq!(got, vec!["block `b1` is in the dominator tree but has no interval label"]);
}

#[test]
fn many_problems_are_capped_with_a_count() {
    let kids: Vec<Vec<BlockId>> =
        std::iter::once((1..40).map(BlockId).collect()).chain((1..40).map(|_| vec![])).collect();
    let got =
        interval_diff(BlockId(0), |b| kids[b.index()].iter().copied(), |_| Some((0, 10)), |b| format!("b{}", b.0));
    assert_eq!(got.len(), 21);
    assert!(got[20].starts_with("… and ") && got[20].ends_with(" more interval problems"), "{got:?}");
}
