//! `waddle bench dominance`: the three ways the maintained dominator tree can answer
//! `dominates` and `nca` (`DomStrategy`), on the same edit-and-query sequences.
//!
//! - *depth walk*: no labels; a query walks idom chains guided by depths, O(depth);
//! - *intervals, local relabel* (the default): DFS interval labels kept by order
//!   maintenance, a used-up gap relabelling a local range;
//! - *intervals, renumber all*: the incremental-dominator notes' labels, 64 apart, and
//!   every label renumbered when a gap is used up (their recompute-on-exhaustion; the
//!   tree itself is kept, so this is a lower bound on the notes' fallback).
//!
//! Workloads, each run once per strategy on identical input:
//! 1. `skeletons`: the edge-deletion sequences of `waddle bench edge-deletion` on the
//!    CFGs of `specs/skeletons/` (one deletion = one edit);
//! 2. `opt N`: `waddle opt` (without `--check`) on a generated function of about `N`
//!    blocks (one optimizer step = one edit; the time includes everything the
//!    optimizer does, from-scratch canonicalization of the input included);
//! 3. `nest N`: edge-set splits of random edges (one edge each) on a chain of nested
//!    loops of about `N` blocks, whose dominator tree is about as deep as the function
//!    is large (one split = one edit: a fresh block put between a block and its idom,
//!    the updates edge-set splitting, unrolling and inlining make most).
//!
//! Per row: edits, `dominates` and `nca` queries and relabels per edit (the tree's own
//! counts), time per edit, and time per query, measured apart on the final tree with
//! random pairs of its blocks (the same pairs for every strategy). Every strategy must
//! reach the same function (compared before anything is reported).

use super::edge_deletion::{candidates, synthesize};
use crate::canon;
use crate::exec::machine::Rng;
use crate::format::skeleton::Skeleton;
use crate::fuzz::gen::Stmt;
use crate::ir::{BlockId, Function, Program};
use crate::opt::{optimize, Options};
use crate::transform::{Counters, DomStrategy, Maintained};
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// Largest function a workload may be asked for, in blocks.
pub const MAX_BLOCKS: usize = 20_000;
/// Most runs per measurement.
pub const MAX_TRIALS: usize = 50;
/// Most timed queries per row.
pub const MAX_QUERIES: usize = 10_000_000;
/// Most deletions per function of a skeleton.
pub const MAX_DELETIONS: usize = 1_000;
/// Most edge splits per nest of loops.
pub const MAX_SPLITS: usize = 100_000;

/// What to measure.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Sizes (blocks) of the generated functions of the `opt` and `nest` workloads.
    pub sizes: Vec<usize>,
    /// Runs per measurement; the median time is reported.
    pub trials: usize,
    /// Timed queries of each kind per row.
    pub queries: usize,
    /// Deletions per skeleton function at most.
    pub deletions: usize,
    /// Edge splits per nest of loops.
    pub splits: usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { sizes: vec![100, 1_000, 10_000], trials: 3, queries: 200_000, deletions: 40, splits: 1_000 }
    }
}

impl Settings {
    /// `Err` names the first setting beyond its maximum (or zero where one is needed).
    pub fn validate(&self) -> Result<(), String> {
        if self.sizes.is_empty() || self.sizes.iter().any(|&s| !(10..=MAX_BLOCKS).contains(&s)) {
            return Err(format!("--sizes: each size must be 10 to {MAX_BLOCKS} blocks"));
        }
        if self.sizes.len() > 8 {
            return Err("--sizes: at most 8 sizes".into());
        }
        if !(1..=MAX_TRIALS).contains(&self.trials) {
            return Err(format!("--trials must be 1 to {MAX_TRIALS}"));
        }
        if !(1..=MAX_QUERIES).contains(&self.queries) {
            return Err(format!("--queries must be 1 to {MAX_QUERIES}"));
        }
        if self.deletions > MAX_DELETIONS {
            return Err(format!("--deletions must be at most {MAX_DELETIONS}"));
        }
        if !(1..=MAX_SPLITS).contains(&self.splits) {
            return Err(format!("--splits must be 1 to {MAX_SPLITS}"));
        }
        Ok(())
    }
}

/// One workload under one strategy.
#[derive(Clone, Debug)]
pub struct Row {
    pub workload: String,
    /// Blocks of the function(s) before the edits (the mean for `skeletons`).
    pub blocks: usize,
    pub strategy: DomStrategy,
    pub edits: u64,
    pub dominates: u64,
    pub nca: u64,
    pub relabels: u64,
    /// Time of all the edits (median over the trials).
    pub edit_time: Duration,
    /// Time per `dominates` and per `nca` on the final tree, in nanoseconds.
    pub dominates_ns: f64,
    pub nca_ns: f64,
}

/// Times `queries` calls of `dominates` and of `nca` on random pairs of `m`'s blocks
/// (drawn from a fixed seed, so the same for every strategy). Returns ns per call.
fn time_queries(m: &Maintained, queries: usize) -> (f64, f64) {
    let blocks: Vec<BlockId> = m.function().block_ids().filter(|b| m.dom().contains(*b)).collect();
    let mut rng = Rng::new(11);
    let pairs: Vec<(BlockId, BlockId)> = (0..queries.min(1 << 16))
        .map(|_| {
            let pick = |rng: &mut Rng| blocks[rng.below(blocks.len() as u64) as usize];
            (pick(&mut rng), pick(&mut rng))
        })
        .collect();
    let mut c = Counters::default();
    let d = m.dom();
    let t = Instant::now();
    let mut yes = 0u64;
    for i in 0..queries {
        let (a, b) = pairs[i % pairs.len()];
        yes += u64::from(d.dominates(a, b, &mut c));
    }
    let dom_ns = t.elapsed().as_secs_f64() * 1e9 / queries as f64;
    let t = Instant::now();
    let mut sum = 0u64;
    for i in 0..queries {
        let (a, b) = pairs[i % pairs.len()];
        sum += u64::from(d.nca(a, b, &mut c).0);
    }
    let nca_ns = t.elapsed().as_secs_f64() * 1e9 / queries as f64;
    std::hint::black_box((yes, sum));
    (dom_ns, nca_ns)
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// The edge-deletion sequences of every function of the skeletons, under `s`. Returns
/// the row and the final functions (to compare across strategies).
fn skeletons(files: &[(String, Skeleton)], st: &Settings, s: DomStrategy) -> Result<(Row, Vec<Function>), String> {
    let mut times = Vec::new();
    let mut out = (Row::empty("skeletons", s), Vec::new());
    for trial in 0..st.trials {
        let mut row = Row::empty("skeletons", s);
        let (mut functions, mut blocks, mut dq, mut nq) = (0usize, 0usize, 0f64, 0f64);
        let mut finals = Vec::new();
        let mut time = Duration::ZERO;
        let mut rng = Rng::new(1);
        for (_, sk) in files {
            for sf in &sk.functions {
                let f = synthesize(sf)?;
                let mut m = canon::enter(&f)?.with_dom_strategy(s);
                functions += 1;
                blocks += m.function().num_blocks();
                for _ in 0..st.deletions {
                    let cands = candidates(m.function());
                    if cands.is_empty() {
                        break;
                    }
                    let (a, k) = cands[rng.below(cands.len() as u64) as usize];
                    let t = Instant::now();
                    m.delete_edge_ref(a, k).map_err(|e| format!("{}: {e}", sf.name))?;
                    time += t.elapsed();
                    row.edits += 1;
                }
                row.dominates += m.counters.domination_queries;
                row.nca += m.counters.nca_queries;
                row.relabels += m.dom().relabels();
                if trial == 0 {
                    let (d, n) = time_queries(&m, st.queries / 64 + 1);
                    dq += d;
                    nq += n;
                }
                finals.push(m.into_function());
            }
        }
        times.push(time);
        if trial == 0 {
            row.blocks = blocks / functions.max(1);
            row.dominates_ns = dq / functions.max(1) as f64;
            row.nca_ns = nq / functions.max(1) as f64;
            out = (row, finals);
        }
    }
    out.0.edit_time = median(times);
    Ok(out)
}

/// A generated function of about `blocks` blocks: random structured code (`opt`), or a
/// chain of nested loops with a little code at each level (`nest`).
pub fn generate(nest: bool, blocks: usize) -> Function {
    if nest {
        // Each level is a preheader, a header, some code, the inner level, a latch
        // and an exit: about six blocks.
        let mut s = Stmt::Code;
        for _ in 0..(blocks / 6).max(1) {
            s = Stmt::Loop(Box::new(Stmt::Seq(vec![
                Stmt::Code,
                s,
                Stmt::If(Box::new(Stmt::Code), Box::new(Stmt::Code)),
            ])));
        }
        return s.build("nest");
    }
    let mut rng = Rng::new(blocks as u64);
    let mut size = blocks / 2;
    loop {
        let f = Stmt::random(&mut rng, size, 6).build("f");
        if f.num_blocks() >= blocks || size > 4 * blocks {
            return f;
        }
        size += size / 4 + 1;
    }
}

/// `st.splits` splits of random edges of `f` under `s` (a refused split, of which there
/// are none in structured code, is drawn again up to four times).
fn splits(name: &str, f: &Function, st: &Settings, s: DomStrategy) -> Result<(Row, Function), String> {
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..st.trials {
        let mut m = canon::enter(f)?.with_dom_strategy(s);
        let mut rng = Rng::new(3);
        let (mut edits, mut time) = (0u64, Duration::ZERO);
        for _ in 0..st.splits {
            for _ in 0..4 {
                let blocks: Vec<BlockId> = m.function().block_ids().collect();
                let a = blocks[rng.below(blocks.len() as u64) as usize];
                let n = m.function().block(a).term.targets().len();
                if n == 0 {
                    continue;
                }
                let k = rng.below(n as u64) as usize;
                let t = Instant::now();
                let done = m.split_edge_set(&[(a, k)]);
                time += t.elapsed();
                if done.is_ok() {
                    edits += 1;
                    break;
                }
            }
        }
        times.push(time);
        last = Some((m, edits));
    }
    let (m, edits) = last.expect("at least one trial");
    let (dominates_ns, nca_ns) = time_queries(&m, st.queries);
    let row = Row {
        workload: name.to_string(),
        blocks: f.num_blocks(),
        strategy: s,
        edits,
        dominates: m.counters.domination_queries,
        nca: m.counters.nca_queries,
        relabels: m.dom().relabels(),
        edit_time: median(times),
        dominates_ns,
        nca_ns,
    };
    Ok((row, m.into_function()))
}

/// `waddle opt` on `f` under `s`.
fn opt(name: &str, f: &Function, st: &Settings, s: DomStrategy) -> Result<(Row, Function), String> {
    let p = Program { funcs: vec![f.clone()], externs: vec![] };
    let opts = Options { dom_strategy: s, ..Default::default() };
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..st.trials {
        let t = Instant::now();
        let r = optimize(&p, &opts)?;
        times.push(t.elapsed());
        last = Some(r);
    }
    let r = last.expect("at least one trial");
    let fr = &r.functions[0];
    let after = r.program.funcs[0].clone();
    // Queries on the optimized function's tree, entered afresh under `s` (the same
    // tree the optimizer ended with; its labels freshly spread).
    let m = canon::enter(&after)?.with_dom_strategy(s);
    let (dominates_ns, nca_ns) = time_queries(&m, st.queries);
    let row = Row {
        workload: name.to_string(),
        blocks: f.num_blocks(),
        strategy: s,
        edits: fr.steps.len() as u64,
        dominates: fr.counters.domination_queries,
        nca: fr.counters.nca_queries,
        relabels: fr.dom_relabels,
        edit_time: median(times),
        dominates_ns,
        nca_ns,
    };
    Ok((row, after))
}

impl Row {
    fn empty(workload: &str, strategy: DomStrategy) -> Row {
        Row {
            workload: workload.to_string(),
            blocks: 0,
            strategy,
            edits: 0,
            dominates: 0,
            nca: 0,
            relabels: 0,
            edit_time: Duration::ZERO,
            dominates_ns: 0.0,
            nca_ns: 0.0,
        }
    }
}

/// Every workload under every strategy. `Err` when a workload fails or the strategies
/// disagree on a result.
pub fn run(files: &[(String, Skeleton)], st: &Settings) -> Result<Vec<Row>, String> {
    st.validate()?;
    let mut rows = Vec::new();
    if !files.is_empty() {
        let mut first: Option<Vec<Function>> = None;
        for s in DomStrategy::ALL {
            let (row, finals) = skeletons(files, st, s)?;
            check_same(&mut first, finals, "skeletons")?;
            rows.push(row);
        }
    }
    for nest in [false, true] {
        for &n in &st.sizes {
            let f = generate(nest, n);
            let name = format!("{} {n}", if nest { "nest" } else { "opt" });
            let mut first = None;
            for s in DomStrategy::ALL {
                let (row, after) = if nest { splits(&name, &f, st, s)? } else { opt(&name, &f, st, s)? };
                check_same(&mut first, vec![after], &name)?;
                rows.push(row);
            }
        }
    }
    Ok(rows)
}

fn check_same(first: &mut Option<Vec<Function>>, got: Vec<Function>, what: &str) -> Result<(), String> {
    match first {
        None => {
            *first = Some(got);
            Ok(())
        }
        Some(f) if *f == got => Ok(()),
        Some(_) => Err(format!("{what}: the strategies reached different functions")),
    }
}

/// The table, then how each strategy's costs grow from the smallest generated size to
/// the largest.
pub fn render(rows: &[Row]) -> String {
    let mut out = String::from(
        "| workload | blocks | strategy | edits | dominates / edit | nca / edit | relabels / edit | µs / edit | ns / dominates | ns / nca |\n\
         |---|---:|---|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    for r in rows {
        let per = |x: u64| x as f64 / r.edits.max(1) as f64;
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {:.1} | {:.1} | {:.1} | {:.1} | {:.1} | {:.1} |",
            r.workload,
            r.blocks,
            r.strategy.name(),
            r.edits,
            per(r.dominates),
            per(r.nca),
            per(r.relabels),
            r.edit_time.as_secs_f64() * 1e6 / r.edits.max(1) as f64,
            r.dominates_ns,
            r.nca_ns
        );
    }
    let mut growth = String::new();
    for kind in ["opt", "nest"] {
        for s in DomStrategy::ALL {
            let of_kind: Vec<&Row> =
                rows.iter().filter(|r| r.strategy == s && r.workload.starts_with(&format!("{kind} "))).collect();
            let (Some(small), Some(large)) = (of_kind.first(), of_kind.last()) else { continue };
            if of_kind.len() < 2 {
                continue;
            }
            let edit = |r: &Row| r.edit_time.as_secs_f64() / r.edits.max(1) as f64;
            let _ = writeln!(
                growth,
                "| {kind} | {} | {:.0}× | {:.2}× | {:.2}× | {:.2}× |",
                s.name(),
                large.blocks as f64 / small.blocks.max(1) as f64,
                edit(large) / edit(small).max(1e-12),
                large.dominates_ns / small.dominates_ns.max(1e-9),
                large.nca_ns / small.nca_ns.max(1e-9)
            );
        }
    }
    if !growth.is_empty() {
        out.push_str(
            "\nGrowth from the smallest to the largest function:\n\n\
             | workload | strategy | blocks | time / edit | time / dominates | time / nca |\n\
             |---|---|---:|---:|---:|---:|\n",
        );
        out.push_str(&growth);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_functions_have_about_the_requested_size() {
        for nest in [false, true] {
            let f = generate(nest, 100);
            assert!((60..=400).contains(&f.num_blocks()), "nest {nest}: {} blocks", f.num_blocks());
        }
    }

    #[test]
    fn settings_beyond_their_maximums_are_refused() {
        assert!(Settings::default().validate().is_ok());
        let bad = [
            Settings { sizes: vec![MAX_BLOCKS + 1], ..Default::default() },
            Settings { sizes: vec![], ..Default::default() },
            Settings { trials: MAX_TRIALS + 1, ..Default::default() },
            Settings { trials: 0, ..Default::default() },
            Settings { queries: MAX_QUERIES + 1, ..Default::default() },
            Settings { deletions: MAX_DELETIONS + 1, ..Default::default() },
            Settings { splits: MAX_SPLITS + 1, ..Default::default() },
            Settings { splits: 0, ..Default::default() },
        ];
        for s in bad {
            assert!(s.validate().is_err(), "{s:?}");
        }
    }

    #[test]
    fn every_strategy_reaches_the_same_functions_with_the_same_counts_of_edits() {
        let st = Settings { sizes: vec![40], trials: 1, queries: 100, deletions: 5, splits: 30 };
        let rows = run(&[], &st).unwrap();
        assert_eq!(rows.len(), 6);
        for w in rows.chunks(3) {
            assert!(w.iter().all(|r| r.edits == w[0].edits && r.workload == w[0].workload), "{w:?}");
            assert_eq!(w[0].relabels, 0, "depth walks keep no labels");
        }
        let table = render(&rows);
        assert!(table.contains("| opt 40 |") && table.contains("intervals, local relabel"), "{table}");
    }
}
