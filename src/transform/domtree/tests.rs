//! Unit tests of the children lists: their order through every update, and the
//! check that names lists which disagree with the idoms.

use super::MaintainedDom;
use crate::analysis::DomTree;
use crate::ir::BlockId;

fn b(i: u32) -> BlockId {
    BlockId(i)
}

fn kids(d: &MaintainedDom, x: u32) -> Vec<u32> {
    d.children(b(x)).map(|c| c.0).collect()
}

/// Children leave their lists from the front, the middle and the end, join at the
/// end, and a contracted block's children take its place in order; after each
/// update the lists agree with the idoms, and the counts with the lists.
#[test]
fn children_lists_keep_their_order_through_every_update() {
    // 0 → {1, 2, 3, 4}, 2 → {5, 6}, 6 → {7}.
    let parents = [None, Some(0), Some(0), Some(0), Some(0), Some(2), Some(2), Some(6)];
    let idoms: Vec<Option<BlockId>> = parents.iter().map(|p| p.map(BlockId)).collect();
    let mut d = MaintainedDom::from_tree(&DomTree::from_idoms(b(0), idoms, vec![true; 8]));
    let ok = |d: &MaintainedDom| assert_eq!(d.children_problems(|x| x.0.to_string()), Vec::<String>::new());
    assert_eq!((kids(&d, 0), kids(&d, 2), d.num_children(b(0))), (vec![1, 2, 3, 4], vec![5, 6], 4));
    d.set_idom(b(3), b(1)); // from the middle
    assert_eq!((kids(&d, 0), kids(&d, 1)), (vec![1, 2, 4], vec![3]));
    ok(&d);
    d.set_idom(b(1), b(4)); // from the front
    assert_eq!((kids(&d, 0), kids(&d, 4)), (vec![2, 4], vec![1]));
    ok(&d);
    d.set_idom(b(4), b(5)); // from the end, under a leaf
    assert_eq!((kids(&d, 0), kids(&d, 5)), (vec![2], vec![4]));
    ok(&d);
    d.contract(b(2)); // 5 and 6 take 2's place under 0, in order
    assert_eq!((kids(&d, 0), d.num_children(b(0)), d.num_children(b(2))), (vec![5, 6], 2, 0));
    ok(&d);
    d.add_leaf(b(8), b(0));
    d.contract(b(6)); // 7 takes 6's place, before 8
    assert_eq!(kids(&d, 0), vec![5, 7, 8]);
    ok(&d);
    assert_eq!(d.remove_subtree(b(5)), vec![b(5), b(4), b(1), b(3)]);
    assert_eq!((kids(&d, 0), d.num_children(b(0))), (vec![7, 8], 2));
    ok(&d);
    d.contract(b(8)); // a leaf: it only leaves
    assert_eq!(kids(&d, 0), vec![7]);
    ok(&d);
}

/// The check of the lists names a child listed under another block than its idom
/// and a list whose count is wrong.
#[test]
fn children_lists_that_disagree_with_the_idoms_are_reported() {
    let idoms = vec![None, Some(b(0)), Some(b(0))];
    let mut d = MaintainedDom::from_tree(&DomTree::from_idoms(b(0), idoms, vec![true; 3]));
    d.kin[2].idom = 1;
    let got = d.children_problems(|x| format!("b{}", x.0));
    assert!(got.contains(&"block `b2` is listed as a child of `b0`, which is not its idom".to_string()), "{got:?}");
    d.kin[2].idom = 0;
    d.kin[0].count = 1;
    let got = d.children_problems(|x| format!("b{}", x.0));
    assert!(got.iter().any(|l| l.starts_with("block `b0`: its list holds")), "{got:?}");
}
