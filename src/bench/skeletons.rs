//! Generated CFG skeletons that mimic the statistics of the paper's benchmark
//! programs (§5): 2–237 blocks per function, about 21 on average (most functions
//! small, a few large), 1–10 loops per function nested up to depth 4, loops with
//! several exits.
//!
//! The statistics are those of the canonicalized function the benchmark works on
//! (what [`super::edge_deletion::synthesize`] builds from the skeleton): blocks are
//! its blocks, loops are the natural loops of its loop forest, depth is the loop
//! forest's (1 for a top-level loop), exits are a loop's exit blocks. Every generated
//! function (canonical already, as `Stmt::build` makes it) is checked against those
//! bounds ([`stats`]) before it is written; a candidate outside them is drawn again.
//! The unit tests check the statistics again on the synthesized functions.
//!
//! The generator does not use [`Stmt::random`] (which the scaling experiment and the
//! property tests depend on): it builds a `Stmt` tree for a drawn number of blocks
//! and loops, and keeps the candidate whose block count is closest to the drawn one.

use crate::analysis::{Cfg, DomTree, LoopForest};
use crate::exec::machine::Rng;
use crate::format::skeleton::{write_skeleton, FunctionParts};
use crate::fuzz::gen::Stmt;
use crate::ir::Function;
use std::path::Path;

/// Fewest and most blocks of a generated function.
pub const MIN_BLOCKS: usize = 2;
pub const MAX_BLOCKS: usize = 237;
/// Fewest and most loops of a generated function.
pub const MIN_LOOPS: usize = 1;
pub const MAX_LOOPS: usize = 10;
/// Deepest loop nesting (1 for a top-level loop).
pub const MAX_DEPTH: u32 = 4;

/// Skeleton of one generated function: block names and edges (one per reference).
pub fn skeleton_of(f: &Function) -> FunctionParts {
    let blocks: Vec<String> = f.blocks().map(|(_, b)| b.name.clone()).collect();
    let edges = f
        .blocks()
        .flat_map(|(_, b)| b.term.succs().map(|s| (b.name.clone(), f.block(s).name.clone())).collect::<Vec<_>>())
        .collect();
    (f.name.clone(), f.block(f.entry()).name.clone(), blocks, edges)
}

/// Shape of a function: what the paper's statistics are about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stats {
    pub blocks: usize,
    pub loops: usize,
    /// Deepest loop nesting (0 without loops).
    pub max_depth: u32,
    /// Loops with two or more exit blocks.
    pub multi_exit_loops: usize,
}

/// The statistics of a function (its natural loops; `None` if it is irreducible).
pub fn stats(f: &Function) -> Option<Stats> {
    let cfg = Cfg::compute(f);
    let dom = DomTree::from_cfg(&cfg);
    let forest = LoopForest::compute(f, &cfg, &dom).ok()?;
    Some(Stats {
        blocks: f.num_blocks(),
        loops: forest.num_loops(),
        max_depth: forest.loop_ids().map(|l| forest.depth(l)).max().unwrap_or(0),
        multi_exit_loops: forest.loop_ids().filter(|l| forest.exits(*l).len() >= 2).count(),
    })
}

fn within_bounds(s: &Stats) -> bool {
    (MIN_BLOCKS..=MAX_BLOCKS).contains(&s.blocks)
        && (MIN_LOOPS..=MAX_LOOPS).contains(&s.loops)
        && s.max_depth <= MAX_DEPTH
}

/// A standard normal deviate (Box–Muller).
fn normal(rng: &mut Rng) -> f64 {
    let u = |rng: &mut Rng| ((rng.next_u64() >> 11) as f64 + 0.5) / (1u64 << 53) as f64;
    let (a, b) = (u(rng), u(rng));
    (-2.0 * a.ln()).sqrt() * (std::f64::consts::TAU * b).cos()
}

/// Drawn number of blocks: one function in 20 is large (uniform in 60..=237), the
/// others log-normal with median 11 and σ = 0.8 (mean about 15, most of them small),
/// within 3..=237 (a function with a loop has at least three blocks: entry, header,
/// exit). About 21 on average.
fn target_blocks(rng: &mut Rng) -> usize {
    if rng.below(20) == 0 {
        return 60 + rng.below((MAX_BLOCKS - 60 + 1) as u64) as usize;
    }
    let b = (11.0 * (0.8 * normal(rng)).exp()).round();
    (b as usize).clamp(3, MAX_BLOCKS)
}

/// Drawn number of loops: 1–10, more in larger functions (a loop costs about 6
/// blocks): between a third of `blocks / 7` (at most 10) and all of it.
fn target_loops(rng: &mut Rng, blocks: usize) -> usize {
    let most = (blocks / 7).clamp(MIN_LOOPS, MAX_LOOPS);
    let least = most.div_ceil(3);
    least + rng.below((most - least + 1) as u64) as usize
}

/// Drawn block counts of one file's `functions` functions: drawn again until their
/// mean is within 19.5–22.5, so that every file, not only all of them together,
/// averages about 21 blocks (for very few functions, after 10,000 draws the last one
/// is kept).
fn file_targets(rng: &mut Rng, functions: usize) -> Vec<usize> {
    let mut draw = 0;
    loop {
        let t: Vec<usize> = (0..functions).map(|_| target_blocks(rng)).collect();
        let mean = t.iter().sum::<usize>() as f64 / functions.max(1) as f64;
        draw += 1;
        if functions == 0 || (19.5..=22.5).contains(&mean) || draw == 10_000 {
            return t;
        }
    }
}

/// A tree of about `budget` blocks holding `loops` loops, the outermost at nesting
/// `depth` (loops are emitted only below `MAX_DEPTH`).
fn gen(rng: &mut Rng, budget: isize, loops: usize, depth: u8) -> Stmt {
    if loops == 0 {
        return flat(rng, budget, depth);
    }
    if depth as u32 >= MAX_DEPTH {
        return flat(rng, budget, depth);
    }
    // Small budget and one loop: sometimes a self loop (3 blocks).
    if loops == 1 && budget <= 5 && rng.below(2) == 0 {
        return Stmt::Spin;
    }
    // One loop here, holding `inner` loops; the others follow it or sit in branches.
    let inner = match rng.below(3) {
        _ if (depth as u32) + 1 >= MAX_DEPTH => 0,
        0 => loops - 1,
        _ => rng.below(loops as u64) as usize,
    };
    let rest = loops - 1 - inner;
    // A loop costs preheader, header, body, exit, after and latch.
    let share = if rest == 0 { budget } else { budget * (1 + inner as isize) / loops as isize };
    let body = gen(rng, share - 6, inner, depth + 1);
    let this = Stmt::Loop(Box::new(body));
    if rest == 0 {
        let before = budget - share;
        return if before > 0 { Stmt::Seq(vec![flat(rng, before, depth), this]) } else { this };
    }
    let others = budget - share;
    if rng.below(3) == 0 {
        // The other loops in the arms of a branch.
        let l = rest / 2 + rng.below(2) as usize * (rest % 2);
        let half = (others - 3) / 2;
        let branch =
            Stmt::If(Box::new(gen(rng, half, l, depth)), Box::new(gen(rng, others - 3 - half, rest - l, depth)));
        Stmt::Seq(vec![this, branch])
    } else {
        Stmt::Seq(vec![this, gen(rng, others, rest, depth)])
    }
}

/// Loop-free code of about `budget` blocks; inside loops (`depth > 0`) some leaves
/// break out of (or continue) an enclosing loop or return, which makes loops with
/// several exits.
fn flat(rng: &mut Rng, budget: isize, depth: u8) -> Stmt {
    if budget <= 1 {
        return match rng.below(16) {
            0..=2 if depth > 0 => Stmt::Break(rng.below(depth as u64) as u8),
            3 if depth > 0 => Stmt::Continue(rng.below(depth as u64) as u8),
            4 => Stmt::Return,
            _ => Stmt::Code,
        };
    }
    match rng.below(10) {
        0..=5 => {
            // then, else and join.
            let rest = budget - 3;
            let l = if rest > 0 { rng.below(rest as u64 + 1) as isize } else { 0 };
            Stmt::If(Box::new(flat(rng, l, depth)), Box::new(flat(rng, rest - l, depth)))
        }
        6 | 7 if budget >= 4 => {
            let n = 2 + rng.below(3.min(budget as u64 - 2)) as usize;
            let rest = budget - n as isize - 1;
            Stmt::Switch((0..n).map(|_| flat(rng, rest / n as isize, depth)).collect())
        }
        _ => {
            let a = budget / 2;
            Stmt::Seq(vec![flat(rng, a, depth), flat(rng, budget - a, depth)])
        }
    }
}

/// One generated function named `name` of about `target` blocks: a drawn loop count,
/// the candidate within bounds closest to `target` (up to 64 candidates).
pub fn function(rng: &mut Rng, name: &str, target: usize) -> Function {
    let loops = target_loops(rng, target);
    let mut best: Option<(usize, Function)> = None;
    for attempt in 0..1000 {
        let mut f = gen(rng, target as isize, loops, 0).build(name);
        f.name = name.to_string();
        let Some(s) = stats(&f) else { continue };
        if !within_bounds(&s) {
            continue;
        }
        let off = s.blocks.abs_diff(target);
        if best.as_ref().is_none_or(|(o, _)| off < *o) {
            best = Some((off, f));
        }
        let tolerance = (target / 8).max(1);
        if best.as_ref().is_some_and(|(o, _)| *o <= tolerance) || (attempt >= 64 && best.is_some()) {
            break;
        }
    }
    best.map(|(_, f)| f).unwrap_or_else(|| {
        // A preheader, a self loop and its exit: always within bounds.
        Stmt::Spin.build(name)
    })
}

/// Writes `files` skeleton files of `functions` functions each into `out`.
/// Writes `files` files of `functions` functions each, one file generated and written
/// at a time (memory follows one file); more than `MAX_FILES` files or
/// `MAX_FUNCTIONS` functions are refused before anything is generated.
pub fn write(out: &Path, files: usize, functions: usize, seed: u64) -> Result<Vec<String>, String> {
    if files > MAX_FILES {
        return Err(format!("--files: {files} is above the maximum of {MAX_FILES}"));
    }
    if functions > MAX_FUNCTIONS {
        return Err(format!("--functions: {functions} is above the maximum of {MAX_FUNCTIONS}"));
    }
    std::fs::create_dir_all(out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let mut names = Vec::new();
    let mut rng = Rng::new(seed);
    for i in 0..files {
        let path = out.join(format!("generated{i}.json"));
        let text = write_skeleton(&generate_file(&mut rng, functions));
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        names.push(path.display().to_string());
    }
    Ok(names)
}

/// The most files `write` generates (`bench skeletons --files`).
pub const MAX_FILES: usize = 1000;
/// The most functions per file (`bench skeletons --functions`): a file of about
/// 21 blocks per function stays a few megabytes.
pub const MAX_FUNCTIONS: usize = 10_000;

/// The skeletons of `files` files of `functions` functions each.
pub fn generate(files: usize, functions: usize, seed: u64) -> Vec<Vec<FunctionParts>> {
    let mut rng = Rng::new(seed);
    (0..files).map(|_| generate_file(&mut rng, functions)).collect()
}

/// One file's skeletons, the next ones `rng` draws.
fn generate_file(rng: &mut Rng, functions: usize) -> Vec<FunctionParts> {
    let targets = file_targets(rng, functions);
    targets.iter().enumerate().map(|(j, t)| skeleton_of(&function(rng, &format!("f{j}"), *t))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::edge_deletion::synthesize;
    use crate::format::skeleton::parse_skeleton;

    /// Checks the paper's statistics on the functions the benchmark builds from
    /// `files` (printing a summary per file and over all of them).
    fn check(files: &[String]) {
        let mut all = Vec::new();
        for text in files {
            let skeleton = parse_skeleton(text).expect("generated skeletons parse");
            assert_eq!(skeleton.functions.len(), 37);
            let mut here = Vec::new();
            for sf in &skeleton.functions {
                let f = synthesize(sf).expect("generated skeletons synthesize");
                let s = stats(&f).expect("reducible");
                assert!(within_bounds(&s), "{}: {s:?}", sf.name);
                here.push(s);
            }
            eprintln!("{}", summary(&here));
            let mean = here.iter().map(|s| s.blocks as f64).sum::<f64>() / here.len() as f64;
            assert!((17.0..=25.0).contains(&mean), "mean blocks {mean} in one file");
            all.extend(here);
        }
        eprintln!("all: {}", summary(&all));
        let mean = all.iter().map(|s| s.blocks as f64).sum::<f64>() / all.len() as f64;
        assert!((17.0..=25.0).contains(&mean), "mean blocks {mean}");
        // Skewed: most functions are below the mean, a few are large.
        let small = all.iter().filter(|s| (s.blocks as f64) < mean).count();
        assert!(small * 2 > all.len(), "{small} of {} below the mean", all.len());
        assert!(all.iter().any(|s| s.blocks >= 60), "no large function");
        assert!(all.iter().any(|s| s.blocks <= 5), "no tiny function");
        assert!(all.iter().any(|s| s.loops >= 5), "no function with many loops");
        assert!(all.iter().any(|s| s.max_depth == MAX_DEPTH), "no loop at depth 4");
        assert!(all.iter().map(|s| s.multi_exit_loops).sum::<usize>() > 0, "no multi-exit loop");
    }

    fn summary(s: &[Stats]) -> String {
        let b: Vec<usize> = s.iter().map(|s| s.blocks).collect();
        let l: Vec<usize> = s.iter().map(|s| s.loops).collect();
        let loops: usize = l.iter().sum();
        let multi: usize = s.iter().map(|s| s.multi_exit_loops).sum();
        format!(
            "{} functions, blocks {}..{} mean {:.1}, loops {}..{} ({loops} in all, {multi} multi-exit), max depth {}",
            s.len(),
            b.iter().min().unwrap(),
            b.iter().max().unwrap(),
            b.iter().sum::<usize>() as f64 / s.len() as f64,
            l.iter().min().unwrap(),
            l.iter().max().unwrap(),
            s.iter().map(|s| s.max_depth).max().unwrap()
        )
    }

    /// The functions the benchmark builds from generated files have the paper's
    /// statistics: 2–237 blocks, mean about 21, 1–10 loops, depth at most 4, and
    /// multi-exit loops (seed 1, as the defaults of `waddle bench skeletons`).
    #[test]
    fn generated_skeletons_have_the_papers_statistics() {
        let files: Vec<String> = generate(3, 37, 1).iter().map(|fs| write_skeleton(fs)).collect();
        check(&files);
    }

    /// The bundled files are what `waddle bench skeletons` writes with its defaults,
    /// so they have the same statistics.
    #[test]
    fn bundled_skeletons_are_the_generated_ones() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("specs/skeletons");
        let generated = generate(3, 37, 1);
        let mut files = Vec::new();
        for (i, fs) in generated.iter().enumerate() {
            let path = dir.join(format!("generated{i}.json"));
            let text = std::fs::read_to_string(&path).expect("bundled skeleton");
            assert!(text == write_skeleton(fs), "{} is not `waddle bench skeletons` output", path.display());
            files.push(text);
        }
        check(&files);
    }
}
