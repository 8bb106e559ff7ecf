//! From-scratch analyses against independent oracles on thousands of random CFGs:
//! the dominator tree against petgraph's `simple_fast` and the dataflow baseline
//! `dom_simple`, the loop nesting forest
//! against a naive per-header search, and irreducibility against T1/T2 reduction.

use petgraph::algo::dominators::simple_fast;
use petgraph::graph::{DiGraph, NodeIndex};
use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};
use std::collections::{BTreeMap, BTreeSet};
use waddle::analysis::{Cfg, DomTree, LoopForest};
use waddle::bench::analysis::{function_from_succs, generate};
use waddle::ir::BlockId;

/// A random directed graph with entry 0: any shape, including irreducible cycles,
/// unreachable parts, self loops and multi-edges.
#[derive(Clone, Debug)]
struct RandomCfg(Vec<Vec<usize>>);

impl Arbitrary for RandomCfg {
    fn arbitrary(g: &mut Gen) -> RandomCfg {
        let n = 1 + usize::arbitrary(g) % g.size().clamp(1, 40);
        let succs = (0..n)
            .map(|_| {
                let k = usize::arbitrary(g) % 4;
                (0..k).map(|_| usize::arbitrary(g) % n).collect()
            })
            .collect();
        RandomCfg(succs)
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = RandomCfg>> {
        // Drop one edge at a time.
        let base = self.0.clone();
        let mut out = Vec::new();
        for (u, ss) in base.iter().enumerate() {
            for i in 0..ss.len() {
                let mut c = base.clone();
                c[u].remove(i);
                out.push(RandomCfg(c));
            }
        }
        Box::new(out.into_iter())
    }
}

/// A property's outcome: passed, or failed with the message.
fn verdict(r: Result<(), String>) -> TestResult {
    match r {
        Ok(()) => TestResult::passed(),
        Err(e) => TestResult::error(e),
    }
}

/// Runs `prop` on 3,000 random graphs.
fn on_random_graphs(prop: fn(RandomCfg) -> TestResult) {
    QuickCheck::new().tests(3000).max_tests(10_000).quickcheck(prop);
}

fn cfg_of(succs: &[Vec<usize>]) -> Cfg {
    Cfg::from_succs(BlockId(0), succs.iter().map(|ss| ss.iter().map(|&s| BlockId(s as u32)).collect()).collect())
}

fn petgraph_idoms(succs: &[Vec<usize>]) -> Vec<Option<usize>> {
    let mut g: DiGraph<(), ()> = DiGraph::new();
    let nodes: Vec<NodeIndex> = (0..succs.len()).map(|_| g.add_node(())).collect();
    for (u, ss) in succs.iter().enumerate() {
        for &s in ss {
            g.add_edge(nodes[u], nodes[s], ());
        }
    }
    let d = simple_fast(&g, nodes[0]);
    (0..succs.len()).map(|i| d.immediate_dominator(nodes[i]).map(|x| x.index())).collect()
}

fn reachable(succs: &[Vec<usize>]) -> Vec<bool> {
    let mut seen = vec![false; succs.len()];
    let mut stack = vec![0];
    seen[0] = true;
    while let Some(u) = stack.pop() {
        for &s in &succs[u] {
            if !seen[s] {
                seen[s] = true;
                stack.push(s);
            }
        }
    }
    seen
}

fn dom_agrees(succs: &[Vec<usize>]) -> Result<(), String> {
    let cfg = cfg_of(succs);
    let dom = DomTree::from_cfg(&cfg);
    let want = petgraph_idoms(succs);
    let reach = reachable(succs);
    let simple = waddle::analysis::dom_simple::idoms(&cfg);
    for b in 0..succs.len() {
        if simple[b] != dom.idom(BlockId(b as u32)) {
            return Err(format!(
                "block {b}: the dataflow baseline says {:?}, CHK {:?}",
                simple[b],
                dom.idom(BlockId(b as u32))
            ));
        }
        let got = dom.idom(BlockId(b as u32)).map(|x| x.index());
        if reach[b] && got != want[b] {
            return Err(format!("block {b}: expected idom {:?}, got {got:?} in {succs:?}", want[b]));
        }
        if reach[b] != dom.is_reachable(BlockId(b as u32)) {
            return Err(format!("block {b}: reachability differs in {succs:?}"));
        }
    }
    // `dominates` (O(1) intervals) against walking the idom chain, and `nca`.
    let chain = |b: usize| {
        let mut v = vec![b];
        let mut cur = b;
        while let Some(d) = want[cur] {
            v.push(d);
            cur = d;
        }
        v
    };
    for a in 0..succs.len() {
        for b in 0..succs.len() {
            let (ab, bb) = (BlockId(a as u32), BlockId(b as u32));
            let expect = reach[a] && reach[b] && chain(b).contains(&a);
            if dom.dominates(ab, bb) != expect {
                return Err(format!("dominates({a}, {b}) should be {expect} in {succs:?}"));
            }
            if reach[a] && reach[b] {
                let ca = chain(a);
                let nca = chain(b).into_iter().find(|x| ca.contains(x)).expect("common root");
                if dom.nca(ab, bb).index() != nca {
                    return Err(format!("nca({a}, {b}) should be {nca} in {succs:?}"));
                }
            }
        }
    }
    Ok(())
}

#[test]
fn dominator_tree_matches_petgraph_on_random_graphs() {
    on_random_graphs(|c| verdict(dom_agrees(&c.0)));
}

#[test]
fn dominator_tree_matches_petgraph_on_generated_reducible_graphs() {
    for seed in 1..=300u64 {
        let f = generate(5 + (seed as usize * 7) % 150, seed);
        let succs: Vec<Vec<usize>> = (0..f.block_capacity())
            .map(|b| f.block(BlockId(b as u32)).term.succs().map(|s| s.index()).collect())
            .collect();
        dom_agrees(&succs).unwrap();
    }
}

/// Reducibility by T1/T2 reduction of the reachable subgraph: remove self loops (T1),
/// merge a node with a unique predecessor into it (T2); reducible iff one node remains.
fn reducible_t1t2(succs: &[Vec<usize>]) -> bool {
    let reach = reachable(succs);
    let mut out: BTreeMap<usize, BTreeSet<usize>> = BTreeMap::new();
    for (u, ss) in succs.iter().enumerate() {
        if reach[u] {
            out.insert(u, ss.iter().copied().filter(|&s| s != u).collect());
        }
    }
    loop {
        if out.len() == 1 {
            return true;
        }
        let mut preds: BTreeMap<usize, BTreeSet<usize>> = out.keys().map(|&k| (k, BTreeSet::new())).collect();
        for (&u, ss) in &out {
            for &s in ss {
                preds.get_mut(&s).expect("live").insert(u);
            }
        }
        let Some((&v, ps)) = preds.iter().find(|(&v, ps)| v != 0 && ps.len() == 1) else { return false };
        let p = *ps.iter().next().expect("one pred");
        let vs = out.remove(&v).expect("live");
        let pset = out.get_mut(&p).expect("live");
        pset.remove(&v);
        pset.extend(vs.into_iter().filter(|&s| s != p)); // T1 on the merged node
        for ss in out.values_mut() {
            if ss.remove(&v) {
                ss.insert(p);
            }
        }
        let pset = out.get_mut(&p).expect("live");
        pset.remove(&p);
    }
}

/// The naive forest: per header, body = header plus everything that reaches a latch
/// without passing the header; parent = smallest strictly larger body containing it.
struct Naive {
    bodies: BTreeMap<usize, BTreeSet<usize>>,
    latches: BTreeMap<usize, BTreeSet<usize>>,
    exits: BTreeMap<usize, BTreeSet<usize>>,
}

fn naive(succs: &[Vec<usize>]) -> Naive {
    let idom = petgraph_idoms(succs);
    let reach = reachable(succs);
    let dominates = |a: usize, b: usize| {
        let mut cur = Some(b);
        while let Some(c) = cur {
            if c == a {
                return true;
            }
            cur = idom[c];
        }
        false
    };
    let mut preds = vec![Vec::new(); succs.len()];
    for (u, ss) in succs.iter().enumerate() {
        for &s in ss {
            preds[s].push(u);
        }
    }
    let mut n = Naive { bodies: BTreeMap::new(), latches: BTreeMap::new(), exits: BTreeMap::new() };
    for h in 0..succs.len() {
        if !reach[h] {
            continue;
        }
        let latches: BTreeSet<usize> = preds[h].iter().copied().filter(|&p| reach[p] && dominates(h, p)).collect();
        if latches.is_empty() {
            continue;
        }
        let mut body: BTreeSet<usize> = BTreeSet::from([h]);
        let mut stack: Vec<usize> = latches.iter().copied().collect();
        while let Some(b) = stack.pop() {
            if body.insert(b) {
                stack.extend(preds[b].iter().copied().filter(|&p| reach[p]));
            }
        }
        let exits = body.iter().flat_map(|&b| succs[b].iter().copied()).filter(|s| !body.contains(s)).collect();
        n.bodies.insert(h, body);
        n.latches.insert(h, latches);
        n.exits.insert(h, exits);
    }
    n
}

fn forest_agrees(succs: &[Vec<usize>]) -> Result<(), String> {
    let cfg = cfg_of(succs);
    let dom = DomTree::from_cfg(&cfg);
    let result = LoopForest::from_cfg(&cfg, &dom);
    let reducible = reducible_t1t2(succs);
    let forest = match (result, reducible) {
        (Ok(f), true) => f,
        (Err(_), false) => return Ok(()),
        (Ok(_), false) => return Err(format!("T1/T2 says irreducible but the forest was computed: {succs:?}")),
        (Err(e), true) => return Err(format!("T1/T2 says reducible but compute failed with {e}: {succs:?}")),
    };
    let want = naive(succs);
    let ids = |s: &BTreeSet<BlockId>| s.iter().map(|b| b.index()).collect::<BTreeSet<usize>>();
    let got_headers: BTreeSet<usize> = forest.headers().iter().map(|b| b.index()).collect();
    let want_headers: BTreeSet<usize> = want.bodies.keys().copied().collect();
    if got_headers != want_headers {
        return Err(format!("headers: expected {want_headers:?}, got {got_headers:?} in {succs:?}"));
    }
    for (l, d) in forest.loops() {
        let h = d.header.index();
        if ids(&d.body) != want.bodies[&h] {
            return Err(format!("body of {h}: expected {:?}, got {:?} in {succs:?}", want.bodies[&h], ids(&d.body)));
        }
        if ids(&d.exits) != want.exits[&h] {
            return Err(format!("exits of {h}: expected {:?}, got {:?} in {succs:?}", want.exits[&h], ids(&d.exits)));
        }
        let latches: BTreeSet<usize> = d.latches.iter().map(|b| b.index()).collect();
        if latches != want.latches[&h] {
            return Err(format!("latches of {h}: expected {:?}, got {latches:?}", want.latches[&h]));
        }
        let parent = want
            .bodies
            .iter()
            .filter(|(&k, b)| k != h && b.is_superset(&want.bodies[&h]))
            .min_by_key(|(_, b)| b.len())
            .map(|(&k, _)| k);
        if forest.parent(l).map(|p| forest.header(p).index()) != parent {
            return Err(format!("parent of {h}: expected {parent:?} in {succs:?}"));
        }
        let want_depth = 1 + want.bodies.iter().filter(|(&k, b)| k != h && b.is_superset(&want.bodies[&h])).count();
        if forest.depth(l) as usize != want_depth {
            return Err(format!("depth of {h}: expected {want_depth} in {succs:?}"));
        }
    }
    for b in 0..succs.len() {
        let innermost = want.bodies.iter().filter(|(_, body)| body.contains(&b)).min_by_key(|(_, body)| body.len());
        let got = forest.loop_of(BlockId(b as u32)).map(|l| forest.header(l).index());
        if got != innermost.map(|(&h, _)| h) {
            return Err(format!("innermost loop of {b}: expected {:?}, got {got:?}", innermost.map(|(&h, _)| h)));
        }
        let block = BlockId(b as u32);
        if forest.is_header(block) != want.bodies.contains_key(&b) {
            return Err(format!("is_header({b}) should be {} in {succs:?}", want.bodies.contains_key(&b)));
        }
    }
    if !forest.check_consistency().is_empty() {
        return Err(format!("inconsistent: {:?}", forest.check_consistency()));
    }
    let again = LoopForest::from_cfg(&cfg, &dom).expect("reducible");
    if !forest.diff(&again, &function_from_succs("f", succs)).is_empty() {
        return Err("diff of a forest with itself is not empty".to_string());
    }
    Ok(())
}

#[test]
fn loop_forest_matches_naive_search_on_random_graphs() {
    on_random_graphs(|c| verdict(forest_agrees(&c.0)));
}

#[test]
fn loop_forest_matches_naive_search_on_generated_reducible_graphs() {
    for seed in 1..=300u64 {
        let f = generate(5 + (seed as usize * 13) % 200, seed);
        let succs: Vec<Vec<usize>> = (0..f.block_capacity())
            .map(|b| f.block(BlockId(b as u32)).term.succs().map(|s| s.index()).collect())
            .collect();
        assert!(reducible_t1t2(&succs), "the generator made an irreducible graph: {succs:?}");
        forest_agrees(&succs).unwrap();
    }
}

/// The recompute columns of the paper's Figure 11: the from-scratch forest tests each
/// reachable block against each of its predecessors, one back-edge query per edge.
#[test]
fn loop_forest_counts_one_back_edge_query_per_edge() {
    // 0 → 1, 0 → 3, 1 → 2, 2 → 1 (the back edge), 2 → 3: five edges, all reachable.
    let succs = vec![vec![1, 3], vec![2], vec![1, 3], vec![]];
    let cfg = cfg_of(&succs);
    let dom = DomTree::from_cfg(&cfg);
    let mut counters = waddle::counters::Counters::default();
    LoopForest::from_cfg_counted(&cfg, &dom, &mut counters).unwrap();
    assert_eq!(counters.backedge_queries, 5);
}

#[test]
fn irreducible_graph_names_the_edge() {
    // 0 → 1, 0 → 2, 1 ⇄ 2: the cycle {1, 2} has two entries.
    let succs = vec![vec![1, 2], vec![2], vec![1]];
    let cfg = cfg_of(&succs);
    let dom = DomTree::from_cfg(&cfg);
    let e = LoopForest::from_cfg(&cfg, &dom).unwrap_err();
    let f = function_from_succs("f", &succs);
    assert_eq!(
        e.message(&f),
        "irreducible control flow in `f`: edge (b2, b1) closes a cycle entered at `b1`, which does not dominate `b2`"
    );
}

#[test]
fn dom_diff_reads_expected_then_got() {
    let a = function_from_succs("f", &[vec![1, 2], vec![2], vec![]]);
    let b = function_from_succs("f", &[vec![1], vec![2], vec![]]);
    let (da, db) = (DomTree::compute(&a), DomTree::compute(&b));
    // `db` plays the maintained tree, `da` the fresh one.
    assert_eq!(db.diff(&da, &a), vec!["idom(`b2`): fresh computation `b0`, maintained `b1`".to_string()]);
    assert!(da.diff(&da, &a).is_empty());
}

#[test]
fn from_idoms_rebuilds_the_same_tree() {
    for seed in 1..=50u64 {
        let f = generate(40, seed);
        let d = DomTree::compute(&f);
        let again = DomTree::from_idoms(d.root(), d.idom_table().to_vec(), d.reachable_table().to_vec());
        assert_eq!(again, d);
        assert!(again.diff(&d, &f).is_empty());
        for b in f.block_ids() {
            let (pre, post) = d.interval(b).expect("generated blocks are reachable");
            assert!(pre < post);
            // The documented contract: `a` dominates `b` exactly when `interval(a)`
            // contains `interval(b)`.
            for a in f.block_ids() {
                let (pa, qa) = d.interval(a).expect("generated blocks are reachable");
                assert_eq!(d.dominates(a, b), pa <= pre && post <= qa, "seed {seed}: blocks {a:?}, {b:?}");
            }
        }
    }
}

/// The edge-deletion baseline's shortcut: unreachable nodes removed from a computed
/// view give the view computed without them, and the dominator tree computed with them
/// is the tree computed without.
fn removal_agrees(succs: &[Vec<usize>]) -> Result<(), String> {
    let cfg = cfg_of(succs);
    let reach = reachable(succs);
    if cfg.reachable() != reach {
        return Err(format!("reachable() is {:?}, a search says {reach:?} in {succs:?}", cfg.reachable()));
    }
    let dead: Vec<BlockId> = (0..succs.len()).filter(|&b| !reach[b]).map(|b| BlockId(b as u32)).collect();
    let without: Vec<Vec<usize>> =
        succs.iter().enumerate().map(|(b, ss)| if reach[b] { ss.clone() } else { Vec::new() }).collect();
    let (mut removed, fresh) = (cfg.clone(), cfg_of(&without));
    removed.remove_unreachable(&dead);
    let same = removed.succs == fresh.succs
        && removed.preds == fresh.preds
        && removed.rpo == fresh.rpo
        && removed.retreating == fresh.retreating;
    if !same {
        return Err(format!("removing {dead:?} gives {removed:?}, computing without gives {fresh:?}"));
    }
    if DomTree::from_cfg(&cfg) != DomTree::from_cfg(&fresh) {
        return Err(format!("the dominator trees with and without {dead:?} differ in {succs:?}"));
    }
    Ok(())
}

#[test]
fn removing_unreachable_nodes_gives_the_view_and_the_tree_computed_without_them() {
    on_random_graphs(|c| verdict(removal_agrees(&c.0)));
    // A graph with an unreachable node that reaches a live one, so that a live node
    // loses a predecessor: the property's case that matters, pinned.
    let succs = vec![vec![1], vec![], vec![1, 2]];
    removal_agrees(&succs).expect("node 2 is unreachable and feeds node 1");
    let mut cfg = cfg_of(&succs);
    cfg.remove_unreachable(&[BlockId(2)]);
    assert_eq!(cfg.preds[1], vec![BlockId(0)]);
}
