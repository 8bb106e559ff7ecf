//! The maintained dominator tree's interval labels under long random edit sequences:
//! leaves added (many into one gap, until it is used up), blocks put between a block
//! and its idom, subtrees moved, copied and removed, new roots. After every edit the
//! labels nest as the tree does (the checker's `interval_diff`), and `dominates`,
//! `nca` and `depth` agree with a model tree kept as a plain parent table and with the
//! DFS intervals of a fresh `DomTree` built from the maintained idoms.

use quickcheck::{Gen, QuickCheck, TestResult};
use std::collections::HashMap;
use waddle::analysis::DomTree;
use waddle::ir::BlockId;
use waddle::oracle::interval_diff;
use waddle::transform::labels::{Exhaustion, OrderList, HEAD, TAIL};
use waddle::transform::{Counters, DomStrategy, MaintainedDom};

/// The model: a parent per block id (`None` for the root and for absent blocks).
struct Model {
    root: usize,
    parent: Vec<Option<usize>>,
    present: Vec<bool>,
}

impl Model {
    fn ancestors(&self, b: usize) -> Vec<usize> {
        let mut out = vec![b];
        let mut x = b;
        while let Some(p) = self.parent[x] {
            out.push(p);
            x = p;
        }
        out
    }

    fn dominates(&self, a: usize, b: usize) -> bool {
        self.present[a] && self.present[b] && self.ancestors(b).contains(&a)
    }

    /// DFS entry and exit times of the model tree, computed afresh.
    fn dfs(&self) -> Vec<(usize, usize)> {
        let mut children = vec![Vec::new(); self.parent.len()];
        for x in self.live() {
            if let Some(p) = self.parent[x] {
                children[p].push(x);
            }
        }
        let mut times = vec![(usize::MAX, usize::MAX); self.parent.len()];
        let mut clock = 0;
        let mut stack = vec![(self.root, 0usize)];
        times[self.root].0 = clock;
        while let Some(&mut (u, ref mut i)) = stack.last_mut() {
            if let Some(&c) = children[u].get(*i) {
                *i += 1;
                clock += 1;
                times[c].0 = clock;
                stack.push((c, 0));
            } else {
                clock += 1;
                times[u].1 = clock;
                stack.pop();
            }
        }
        times
    }

    fn nca(&self, a: usize, b: usize) -> usize {
        let up = self.ancestors(b);
        *self.ancestors(a).iter().find(|x| up.contains(x)).expect("one root")
    }

    fn live(&self) -> Vec<usize> {
        (0..self.present.len()).filter(|&i| self.present[i]).collect()
    }

    fn subtree(&self, b: usize) -> Vec<usize> {
        self.live().into_iter().filter(|&x| self.dominates(b, x)).collect()
    }

    fn add(&mut self, b: usize, parent: Option<usize>) {
        if self.parent.len() <= b {
            self.parent.resize(b + 1, None);
            self.present.resize(b + 1, false);
        }
        self.parent[b] = parent;
        self.present[b] = true;
    }
}

/// A small deterministic generator (SplitMix64) seeded by quickcheck.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) % n as u64) as usize
    }

    fn pick(&mut self, v: &[usize]) -> usize {
        v[self.below(v.len())]
    }
}

/// Compares the maintained tree with the model: idoms, depths, labels, and the answers
/// of `dominates` (every pair) and `nca` (a sample of pairs).
fn agree(d: &MaintainedDom, m: &Model, rng: &mut Rng, what: &str) -> Result<(), String> {
    let b = |i: usize| BlockId(i as u32);
    let live = m.live();
    for &x in &live {
        if d.idom(b(x)) != m.parent[x].map(b) || !d.contains(b(x)) {
            return Err(format!("after {what}: block {x} has idom {:?}, model {:?}", d.idom(b(x)), m.parent[x]));
        }
        if d.depth(b(x)) as usize + 1 != m.ancestors(x).len() {
            return Err(format!("after {what}: block {x} has depth {}", d.depth(b(x))));
        }
    }
    if d.strategy() != DomStrategy::DepthWalk {
        let problems = interval_diff(d.root(), |x| d.children(x), |x| d.interval(x), |x| format!("b{}", x.0));
        if !problems.is_empty() {
            return Err(format!("after {what}: {problems:?}"));
        }
    }
    let fresh = d.snapshot();
    let times = m.dfs();
    let mut c = Counters::default();
    for &x in &live {
        for &y in &live {
            let want = times[x].0 <= times[y].0 && times[y].1 <= times[x].1;
            if d.dominates(b(x), b(y), &mut c) != want || fresh.dominates(b(x), b(y)) != want {
                return Err(format!("after {what}: dominates({x}, {y}) should be {want}"));
            }
        }
    }
    for _ in 0..live.len() {
        let (x, y) = (rng.pick(&live), rng.pick(&live));
        if d.nca(b(x), b(y), &mut c) != b(m.nca(x, y)) {
            return Err(format!("after {what}: nca({x}, {y}) should be {}", m.nca(x, y)));
        }
    }
    Ok(())
}

/// One random edit sequence of `steps` edits on a tree of `strategy`; returns how many
/// times a gap was used up.
fn run(strategy: DomStrategy, seed: u64, steps: usize) -> Result<u64, String> {
    let mut rng = Rng(seed);
    // A chain 0 → 1 → 2 to start with.
    let idoms = vec![None, Some(BlockId(0)), Some(BlockId(1))];
    let t = DomTree::from_idoms(BlockId(0), idoms, vec![true; 3]);
    let mut d = MaintainedDom::with_strategy(&t, strategy);
    let mut m = Model { root: 0, parent: vec![None, Some(0), Some(1)], present: vec![true; 3] };
    let mut next = 3usize;
    let b = |i: usize| BlockId(i as u32);
    agree(&d, &m, &mut rng, "building")?;
    for step in 0..steps {
        let live = m.live();
        let non_root: Vec<usize> = live.iter().copied().filter(|&x| x != m.root).collect();
        let what;
        // Deletions keep the tree small enough for the all-pairs comparison.
        let choice = if live.len() > 150 { 6 } else { rng.below(10) };
        match choice {
            // Leaves, several into the same gap (under one parent, or each under the
            // previous one: both insert right before one exit token).
            0..=2 => {
                let mut p = rng.pick(&live);
                let chain = rng.below(2) == 0;
                for _ in 0..1 + rng.below(40) {
                    d.add_leaf(b(next), b(p));
                    m.add(next, Some(p));
                    if chain {
                        p = next;
                    }
                    next += 1;
                }
                what = format!("step {step}: leaves");
            }
            // A fresh block between `x` and its idom (edge-set splitting's pattern).
            3 if !non_root.is_empty() => {
                let x = rng.pick(&non_root);
                let p = m.parent[x].expect("not the root");
                d.add_leaf(b(next), b(p));
                d.set_idom(b(x), b(next));
                m.add(next, Some(p));
                m.parent[x] = Some(next);
                next += 1;
                what = format!("step {step}: block put above {x}");
            }
            4..=5 if !non_root.is_empty() => {
                let x = rng.pick(&non_root);
                let inside = m.subtree(x);
                let outside: Vec<usize> = live.iter().copied().filter(|y| !inside.contains(y)).collect();
                // Half the time under the sibling whose tour ends where `x`'s begins
                // (the join of a branch that lost an arm), when there is one.
                let before = m.parent[x].and_then(|q| {
                    let start = d.interval(b(x)).map(|(enter, _)| enter);
                    let earlier = m.live().into_iter().filter(|&y| m.parent[y] == Some(q));
                    earlier.filter_map(|y| Some((d.interval(b(y))?.1, y))).filter(|&(e, _)| Some(e) < start).max()
                });
                let p = match before {
                    Some((_, y)) if rng.below(2) == 0 => y,
                    _ => rng.pick(&outside),
                };
                d.set_idom(b(x), b(p));
                m.parent[x] = Some(p);
                what = format!("step {step}: {x} moved under {p}");
            }
            // A block removed, its children moved up to its idom (straightening's update).
            9 if !non_root.is_empty() && rng.below(2) == 0 => {
                let x = rng.pick(&non_root);
                let p = m.parent[x].expect("not the root");
                d.contract(b(x));
                for y in m.live() {
                    if m.parent[y] == Some(x) {
                        m.parent[y] = Some(p);
                    }
                }
                m.present[x] = false;
                m.parent[x] = None;
                what = format!("step {step}: {x} contracted into {p}");
            }
            6 if non_root.len() > 3 => {
                let x = rng.pick(&non_root);
                let gone = d.remove_subtree(b(x));
                let mut want = m.subtree(x);
                for &g in &want {
                    m.present[g] = false;
                    m.parent[g] = None;
                }
                let mut got: Vec<usize> = gone.iter().map(|g| g.index()).collect();
                got.sort();
                want.sort();
                if got != want {
                    return Err(format!("step {step}: removing {x} removed {got:?}, model {want:?}"));
                }
                what = format!("step {step}: {x} removed");
            }
            7..=8 if live.len() < 100 => {
                let x = rng.pick(&live);
                let p = rng.pick(&live);
                // Copy the subtree but for one excluded block (and what is below it).
                let inside = m.subtree(x);
                let skip = if inside.len() > 1 { Some(rng.pick(&inside[1..])) } else { None };
                let kept: Vec<usize> = inside
                    .iter()
                    .copied()
                    .filter(|&y| !m.ancestors(y).iter().take_while(|&&z| z != x).any(|z| Some(*z) == skip))
                    .collect();
                let ids: HashMap<usize, usize> = kept.iter().enumerate().map(|(i, &y)| (y, next + i)).collect();
                d.copy_subtree(None, b(x), b(p), |y| Some(y.index()) != skip, |y| b(ids[&y.index()]));
                for &y in &kept {
                    let parent = if y == x { p } else { ids[&m.parent[y].expect("below x")] };
                    m.add(ids[&y], Some(parent));
                }
                next += kept.len();
                what = format!("step {step}: subtree of {x} copied under {p}");
            }
            _ => {
                d.add_root(b(next));
                m.add(next, None);
                m.parent[m.root] = Some(next);
                m.root = next;
                next += 1;
                what = format!("step {step}: new root");
            }
        }
        if d.root() != b(m.root) {
            return Err(format!("after {what}: root {:?}, model {}", d.root(), m.root));
        }
        agree(&d, &m, &mut rng, &what)?;
    }
    Ok(d.exhaustions())
}

#[test]
fn labels_nest_and_answer_dominance_through_random_edit_sequences() {
    fn prop(seed: u64) -> TestResult {
        for s in DomStrategy::ALL {
            if let Err(e) = run(s, seed, 60) {
                return TestResult::error(format!("{}: {e}", s.name()));
            }
        }
        TestResult::passed()
    }
    QuickCheck::new().tests(40).rng(Gen::new(100)).quickcheck(prop as fn(u64) -> TestResult);
    // Longer sequences use gaps up, so the relabelling itself is exercised.
    for s in [DomStrategy::Relabel, DomStrategy::Renumber] {
        let used_up: u64 = (1..=4).map(|seed| run(s, seed, 300).unwrap()).sum();
        assert!(used_up > 0, "{}: no gap was used up", s.name());
    }
}

#[test]
fn a_gap_used_up_by_leaves_is_relabelled_locally_not_renumbered() {
    // 3000 leaves under one block, each inserted right before its exit, then a chain
    // of 3000 blocks each under the previous one: both use up one gap again and again.
    let t = DomTree::from_idoms(BlockId(0), vec![None, Some(BlockId(0))], vec![true; 2]);
    let b = |i: usize| BlockId(i as u32);
    let mut trees: Vec<MaintainedDom> =
        [DomStrategy::Relabel, DomStrategy::Renumber].map(|s| MaintainedDom::with_strategy(&t, s)).into();
    for d in &mut trees {
        // A tree just built has used up no gap yet.
        assert_eq!((d.exhaustions(), d.relabels()), (0, 0), "{:?}", d.strategy());
        for i in 2..3002 {
            d.add_leaf(b(i), b(1));
        }
        for i in 3002..6002 {
            d.add_leaf(b(i), b(i - 1));
        }
        let problems = interval_diff(d.root(), |x| d.children(x), |x| d.interval(x), |x| format!("b{}", x.0));
        assert!(problems.is_empty(), "{problems:?}");
        let mut c = Counters::default();
        assert!(d.dominates(b(1), b(3000), &mut c) && !d.dominates(b(3000), b(3001), &mut c));
        assert!(d.dominates(b(3002), b(6001), &mut c) && !d.dominates(b(6001), b(3002), &mut c));
        assert!(d.dominates(b(1), b(6001), &mut c) && !d.dominates(b(2), b(6001), &mut c));
        assert!(d.exhaustions() > 0);
    }
    // Local relabelling rewrites far fewer labels than renumbering all of them on every
    // used-up gap (each of which rewrites every label of the tree).
    let (local, all) = (trees[0].relabels(), trees[1].relabels());
    assert!(local * 4 < all, "local relabels {local}, renumbering {all}");
    assert!(all >= trees[1].exhaustions() * 2, "every renumbering rewrites every label");
}

#[test]
fn order_list_relabelling_keeps_order_and_bounds_the_work() {
    // Insertions always right after the head: the worst case for halving gaps. The
    // amortized bound is O(log n) relabels per insertion; the run checks a generous
    // constant times log2(n) on average.
    let mut l = OrderList::new(Exhaustion::Relabel);
    let n = 20_000u32;
    for t in 2..2 + n {
        l.insert_after(HEAD, t);
    }
    l.check().unwrap();
    let mut t = l.next(HEAD);
    let mut expect = 1 + n;
    while t != TAIL {
        assert_eq!(t, expect);
        expect -= 1;
        t = l.next(t);
    }
    let per_insert = l.relabels() as f64 / n as f64;
    assert!(per_insert < 8.0 * (n as f64).log2(), "{per_insert} relabels per insertion");
    assert!(l.relabels() > 0);
}

#[test]
fn the_root_is_the_block_the_tree_was_built_from_and_follows_add_root() {
    // Block 0 is not the root here: the tree is rooted at block 2.
    let idoms = vec![Some(BlockId(2)), Some(BlockId(0)), None];
    let t = DomTree::from_idoms(BlockId(2), idoms, vec![true; 3]);
    for s in DomStrategy::ALL {
        let mut d = MaintainedDom::with_strategy(&t, s);
        assert_eq!(d.root(), BlockId(2));
        d.add_root(BlockId(3));
        assert_eq!(d.root(), BlockId(3));
        assert_eq!(d.idom(BlockId(2)), Some(BlockId(3)));
        let mut c = Counters::default();
        assert!(d.dominates(BlockId(3), BlockId(1), &mut c) && !d.dominates(BlockId(0), BlockId(3), &mut c));
    }
}

#[test]
fn a_tree_changes_strategy_without_changing_its_answers() {
    // A tree edited under one strategy, then switched to each other one and back.
    let t = DomTree::from_idoms(BlockId(0), vec![None, Some(BlockId(0)), Some(BlockId(1))], vec![true; 3]);
    let b = |i: u32| BlockId(i);
    for from in DomStrategy::ALL {
        let mut d = MaintainedDom::with_strategy(&t, from);
        d.add_leaf(b(3), b(0));
        d.add_leaf(b(4), b(3));
        d.set_idom(b(2), b(4));
        for to in DomStrategy::ALL.into_iter().chain([from]) {
            d.set_strategy(to);
            assert_eq!(d.strategy(), to);
            assert_eq!(d.interval(b(2)).is_some(), to != DomStrategy::DepthWalk, "{from:?} → {to:?}");
            assert_eq!([0, 1, 2, 3, 4].map(|i| d.depth(b(i))), [0, 1, 3, 1, 2], "{from:?} → {to:?}");
            let mut c = Counters::default();
            assert!(d.dominates(b(3), b(2), &mut c) && !d.dominates(b(1), b(2), &mut c), "{from:?} → {to:?}");
            assert_eq!(d.nca(b(1), b(2), &mut c), b(0));
            assert_eq!(d.nca(b(4), b(2), &mut c), b(4));
            if to != DomStrategy::DepthWalk {
                let problems = interval_diff(d.root(), |x| d.children(x), |x| d.interval(x), |x| format!("b{}", x.0));
                assert!(problems.is_empty(), "{problems:?}");
            }
        }
    }
}

#[test]
fn a_subtree_moved_under_the_sibling_before_it_keeps_its_labels() {
    // 0 has children 1 and 2 (in this order in the tour), 1 has child 4 (so 1 is no
    // leaf, the case `set_idom` wraps), 2 has child 3. Moving 2 under 1 moves only 1's
    // exit token past the tour of 2: the labels of 2, 3 and 1's entry stay.
    let idoms = vec![None, Some(BlockId(0)), Some(BlockId(0)), Some(BlockId(2)), Some(BlockId(1))];
    let t = DomTree::from_idoms(BlockId(0), idoms, vec![true; 5]);
    let b = |i: u32| BlockId(i);
    let mut d = MaintainedDom::with_strategy(&t, DomStrategy::Relabel);
    let (one, two, three) = (d.interval(b(1)).unwrap(), d.interval(b(2)).unwrap(), d.interval(b(3)).unwrap());
    assert!(one.1 < two.0, "1's tour comes before 2's");
    d.set_idom(b(2), b(1));
    assert_eq!((d.interval(b(2)), d.interval(b(3))), (Some(two), Some(three)));
    assert_eq!(d.interval(b(1)).unwrap().0, one.0);
    assert!(d.interval(b(1)).unwrap().1 > three.1);
    assert_eq!(d.children(b(1)).collect::<Vec<_>>(), [b(4), b(2)]);
    assert_eq!(d.children(b(0)).collect::<Vec<_>>(), [b(1)]);
    let mut c = Counters::default();
    assert!(d.dominates(b(1), b(3), &mut c) && !d.dominates(b(3), b(1), &mut c));
    let problems = interval_diff(d.root(), |x| d.children(x), |x| d.interval(x), |x| format!("b{}", x.0));
    assert!(problems.is_empty(), "{problems:?}");
}

#[test]
fn order_list_runs_unlink_and_splice_back_whole() {
    let mut l = OrderList::new(Exhaustion::Relabel);
    l.insert_after(HEAD, 5);
    l.insert_before(TAIL, 6);
    l.insert_after(5, 7);
    assert_eq!((l.next(HEAD), l.next(5), l.next(7), l.next(6)), (5, 7, 6, TAIL));
    assert!(l.label(5) < l.label(7) && l.label(7) < l.label(6));
    l.unlink(5, 7);
    assert_eq!((l.next(HEAD), l.prev(TAIL), l.prev(6)), (6, 6, HEAD));
    assert_eq!(l.next(5), 7, "the run stays linked inside");
    l.splice_after(6, 5, 7, 2);
    l.check().unwrap();
    assert_eq!((l.next(6), l.next(5), l.next(7)), (5, 7, TAIL));
}

#[test]
fn an_insertion_into_a_gap_with_room_relabels_nothing() {
    for ex in [Exhaustion::Relabel, Exhaustion::Renumber] {
        let mut l = OrderList::from_sequence(ex, &[2, 3]);
        let (a, b) = (l.label(2), l.label(3));
        l.insert_after(2, 4);
        l.insert_before(3, 5);
        assert_eq!((l.exhaustions(), l.relabels()), (0, 0), "{ex:?}");
        assert_eq!((l.label(2), l.label(3)), (a, b), "{ex:?}: the neighbours keep their labels");
        assert!(a < l.label(4) && l.label(4) < l.label(5) && l.label(5) < b, "{ex:?}");
    }
}

#[test]
fn the_strategies_have_the_names_the_benchmark_prints_and_intervals_are_the_default() {
    let names = DomStrategy::ALL.map(|s| s.name());
    assert_eq!(names, ["depth walk", "intervals, local relabel", "intervals, renumber all"]);
    assert_eq!(DomStrategy::default(), DomStrategy::Relabel);
    let t = DomTree::from_idoms(BlockId(0), vec![None], vec![true]);
    assert_eq!(MaintainedDom::from_tree(&t).strategy(), DomStrategy::Relabel);
}

#[test]
fn the_list_check_reports_labels_out_of_order() {
    // A run spliced in with a wrong length: its second token keeps label 0, after a
    // token with a larger label. `check` must say so.
    let mut l = OrderList::new(Exhaustion::Relabel);
    l.single(5);
    l.chain(5, 6);
    l.splice_after(HEAD, 5, 6, 1);
    let err = l.check().unwrap_err();
    assert!(err.contains("token 6 has label 0 after token 5"), "{err}");
}

#[test]
fn the_list_check_reports_a_link_that_disagrees() {
    // A well-formed run 5, 6; then token 6's back link pointed at a token 7 outside the
    // list, its forward link left to the tail. Only the back link is wrong: `check`
    // must name the token whose forward link it contradicts.
    let mut l = OrderList::new(Exhaustion::Relabel);
    l.single(5);
    l.chain(5, 6);
    l.splice_after(HEAD, 5, 6, 2);
    assert_eq!(l.check(), Ok(()));
    l.single(7);
    l.chain(7, 6);
    l.chain(6, TAIL);
    let err = l.check().unwrap_err();
    assert!(err.contains("token 5: next and prev links disagree"), "{err}");
}
