//! The dominator repair that lists the settled blocks only when the tree changes
//! (`MaintainedDom::recompute_idoms_lazily`) against the one that is given the whole
//! affected set up front (`recompute_idoms`), on single edge deletions in random
//! acyclic graphs: both end in the same tree (idoms and children lists, in order), the
//! true dominator tree of the graph after the deletion (found by brute force), with
//! the same counts but no more NCA queries (the lazy repair stops an evaluation whose
//! NCA reaches the idom); the settled list is asked for exactly when some idom
//! changes.

use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};
use std::cell::Cell;
use waddle::analysis::DomTree;
use waddle::ir::BlockId;
use waddle::transform::{Counters, MaintainedDom};

/// Idoms by brute force: `d` dominates `v` when `v` is unreachable from block 0 with
/// `d` taken out; the idom is the strict dominator that all the others dominate.
fn brute_idoms(preds: &[Vec<usize>]) -> Vec<Option<BlockId>> {
    let n = preds.len();
    let mut succs = vec![Vec::new(); n];
    for (v, ps) in preds.iter().enumerate() {
        for &p in ps {
            succs[p].push(v);
        }
    }
    let reach_without = |cut: usize| {
        let mut seen = vec![false; n];
        let mut stack = vec![0];
        while let Some(x) = stack.pop() {
            if x == cut || seen[x] {
                continue;
            }
            seen[x] = true;
            stack.extend(&succs[x]);
        }
        seen
    };
    let reach: Vec<Vec<bool>> = (0..n).map(reach_without).collect();
    let reach = &reach;
    let strict = |v: usize| (0..n).filter(move |&d| d != v && !reach[d][v]);
    // Strict dominators form a chain: the idom is the one with the most of its own.
    (0..n).map(|v| strict(v).max_by_key(|&d| strict(d).count()).map(|d| BlockId(d as u32))).collect()
}

/// A random acyclic graph on `n` blocks (block 0 the entry, every other block with
/// one to three predecessors among the blocks before it) and a deleted edge `(u, w)`
/// whose target keeps a predecessor.
fn graph(g: &mut Gen) -> (Vec<Vec<usize>>, usize, usize) {
    let n = 3 + usize::arbitrary(g) % 10;
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (j, ps) in preds.iter_mut().enumerate().skip(1) {
        let k = 1 + usize::arbitrary(g) % 3;
        for _ in 0..k {
            let p = usize::arbitrary(g) % j;
            if !ps.contains(&p) {
                ps.push(p);
            }
        }
    }
    let with_two: Vec<usize> = (1..n).filter(|&v| preds[v].len() >= 2).collect();
    if with_two.is_empty() {
        let extra = if preds[n - 1][0] == 0 { 1 } else { 0 };
        preds[n - 1].push(extra);
        return (preds, 0, n - 1);
    }
    let w = with_two[usize::arbitrary(g) % with_two.len()];
    let u = preds[w][usize::arbitrary(g) % preds[w].len()];
    (preds, u, w)
}

/// A graph and the edge deleted from it.
#[derive(Clone, Debug)]
struct Deletion(Vec<Vec<usize>>, usize, usize);

impl Arbitrary for Deletion {
    fn arbitrary(g: &mut Gen) -> Deletion {
        let (preds, u, w) = graph(g);
        Deletion(preds, u, w)
    }
}

#[test]
fn the_lazy_repair_ends_where_the_eager_one_does_and_lists_the_settled_blocks_only_on_a_change() {
    fn prop(d: Deletion) -> TestResult {
        let Deletion(mut preds, u, w) = d;
        let n = preds.len();
        let old = DomTree::from_idoms(BlockId(0), brute_idoms(&preds), vec![true; n]);
        preds[w].retain(|&p| p != u);
        let new = brute_idoms(&preds);
        let forward_preds = |v: BlockId| preds[v.index()].iter().map(|&p| BlockId(p as u32));
        let (wb, c0) = (BlockId(w as u32), old.idom(BlockId(w as u32)).expect("w is not the entry"));
        // The eager repair: the siblings of `w`, `w` swapped to the front.
        let mut eager = MaintainedDom::from_tree(&old);
        let mut sib = eager.children(c0).collect::<Vec<_>>();
        let i = sib.iter().position(|&x| x == wb).expect("a child of its idom");
        sib.swap(0, i);
        let mut ce = Counters::default();
        eager.recompute_idoms(&sib, 1, forward_preds, Some(sib.len()), &mut ce);
        // The lazy one: `w`, and the rest in the same order only when asked.
        let mut lazy = MaintainedDom::from_tree(&old);
        let asked = Cell::new(0);
        let mut cl = Counters::default();
        let rest = sib[1..].to_vec();
        lazy.recompute_idoms_lazily(
            &[wb],
            |_, out| {
                asked.set(asked.get() + 1);
                out.extend_from_slice(&rest);
            },
            forward_preds,
            Some(sib.len()),
            &mut cl,
        );
        let ids = (0..n).map(|b| BlockId(b as u32));
        let idoms = |d: &MaintainedDom| ids.clone().map(|b| d.idom(b)).collect::<Vec<_>>();
        let kids = |d: &MaintainedDom| ids.clone().map(|b| d.children(b).collect::<Vec<_>>()).collect::<Vec<_>>();
        let changed = new != old.idom_table();
        TestResult::from_bool(
            idoms(&eager) == new
                && idoms(&lazy) == new
                && kids(&lazy) == kids(&eager)
                && Counters { nca_queries: 0, ..cl } == Counters { nca_queries: 0, ..ce }
                && cl.nca_queries <= ce.nca_queries
                && asked.get() == usize::from(changed),
        )
    }
    QuickCheck::new().tests(2000).quickcheck(prop as fn(Deletion) -> TestResult);
}

/// A deletion that moves `w` (and then a sibling that read it) asks for the settled
/// blocks once; one that moves nothing never does.
#[test]
fn settled_blocks_are_listed_once_when_the_target_moves_and_never_when_it_stays() {
    // 0 → {1, 2, 3}, 1 → 2, 2 → 3: deleting (0, 2) moves 2 under 1, and then 3
    // (preds 0 and 2) stays under 0; deleting (0, 3) instead moves 3 under 2.
    let preds = vec![vec![], vec![0], vec![0, 1], vec![0, 2]];
    let old = DomTree::from_idoms(BlockId(0), brute_idoms(&preds), vec![true; 4]);
    assert_eq!(old.children(BlockId(0)), &[BlockId(1), BlockId(2), BlockId(3)][..]);
    let run = |cut: (usize, usize)| {
        let mut p = preds.clone();
        p[cut.1].retain(|&x| x != cut.0);
        let fp = |v: BlockId| p[v.index()].iter().map(|&x| BlockId(x as u32));
        let mut d = MaintainedDom::from_tree(&old);
        let asked = Cell::new(0);
        let w = BlockId(cut.1 as u32);
        d.recompute_idoms_lazily(
            &[w],
            |t, out| {
                asked.set(asked.get() + 1);
                out.extend(t.children(BlockId(0)).filter(|&x| x != w));
            },
            fp,
            Some(3),
            &mut Counters::default(),
        );
        ((1..4).map(|b| d.idom(BlockId(b)).map(|x| x.0)).collect::<Vec<_>>(), asked.get())
    };
    assert_eq!(run((0, 2)), (vec![Some(0), Some(1), Some(0)], 1));
    assert_eq!(run((0, 3)), (vec![Some(0), Some(0), Some(2)], 1));
    // Deleting (1, 2): 2 keeps its idom 0, nothing moves, nothing is listed.
    assert_eq!(run((1, 2)), (vec![Some(0), Some(0), Some(0)], 0));
}

/// After deletions only, an evaluation stops once its NCA reaches the block's idom:
/// block 3, whose predecessors are 0 and 2 once (1, 3) is deleted, keeps its idom 0
/// with no NCA query, where the eager repair, which folds every predecessor (as
/// duplication needs), asks one.
#[test]
fn an_evaluation_after_deletions_stops_when_its_nca_reaches_the_idom() {
    let mut preds = vec![vec![], vec![0], vec![0], vec![0, 1, 2]];
    let old = DomTree::from_idoms(BlockId(0), brute_idoms(&preds), vec![true; 4]);
    preds[3].retain(|&p| p != 1);
    let fp = |v: BlockId| preds[v.index()].iter().map(|&x| BlockId(x as u32));
    let (mut lazy, mut eager) = (MaintainedDom::from_tree(&old), MaintainedDom::from_tree(&old));
    let (mut cl, mut ce) = (Counters::default(), Counters::default());
    lazy.recompute_idoms_lazily(&[BlockId(3)], |_, _| {}, fp, Some(3), &mut cl);
    eager.recompute_idoms(&[BlockId(3)], 1, fp, Some(3), &mut ce);
    assert_eq!((lazy.idom(BlockId(3)), eager.idom(BlockId(3))), (Some(BlockId(0)), Some(BlockId(0))));
    assert_eq!((cl.nca_queries, ce.nca_queries), (0, 1));
}
