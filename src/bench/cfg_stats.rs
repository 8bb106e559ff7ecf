//! The shape of the edge-deletion benchmark's inputs, per file (JSON skeleton or
//! `.ll`): the statistics the paper gives for its programs (§5) and that `bench
//! skeletons` mimics — functions, blocks per function (mean and most), loops (in all,
//! functions with one and their mean blocks, most in one function, deepest nesting,
//! loops with two or more exits) — so that a measurement on compiled code can be set
//! beside the generated skeletons. Counted on each function's CFG as read, before the
//! benchmark canonicalizes it: blocks are all the function's blocks, those unreachable
//! from the entry counted apart; loops are the natural loops of the reachable part (a
//! function whose reachable part is irreducible is counted apart and gives no loops).

use super::analysis::function_from_succs;
use super::skeletons::stats;
use crate::format::skeleton::{Skeleton, SkeletonFunction};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The statistics of one file's functions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FileStats {
    pub functions: usize,
    /// Blocks of all the functions, and of the largest one.
    pub blocks: usize,
    pub max_blocks: usize,
    /// Blocks unreachable from their function's entry.
    pub unreachable: usize,
    pub loops: usize,
    pub functions_with_loops: usize,
    /// Blocks of the functions with a loop (the only kind `bench skeletons` makes).
    pub blocks_with_loops: usize,
    pub max_loops: usize,
    /// Deepest loop nesting (1 for a top-level loop; 0 without loops).
    pub max_depth: u32,
    pub multi_exit_loops: usize,
    /// Functions whose reachable part is irreducible.
    pub irreducible: usize,
}

impl FileStats {
    /// Mean blocks per function (0 without functions).
    pub fn mean_blocks(&self) -> f64 {
        self.blocks as f64 / self.functions.max(1) as f64
    }

    /// Mean blocks per function with a loop (0 without one).
    pub fn mean_blocks_with_loops(&self) -> f64 {
        self.blocks_with_loops as f64 / self.functions_with_loops.max(1) as f64
    }
}

/// The successors of each block reachable from the entry, renumbered densely in
/// breadth-first order from the entry (block 0); `None` when an edge or the entry names
/// no block of the function.
fn reachable_succs(f: &SkeletonFunction) -> Option<Vec<Vec<usize>>> {
    let index: HashMap<String, usize> = f.blocks.iter().enumerate().map(|(i, b)| (b.text(), i)).collect();
    let mut succs = vec![Vec::new(); f.blocks.len()];
    for (a, b) in &f.edges {
        succs[*index.get(&a.text())?].push(*index.get(&b.text())?);
    }
    let entry = *index.get(&f.entry.text())?;
    let mut order = vec![entry];
    let mut pos: HashMap<usize, usize> = HashMap::from([(entry, 0)]);
    let mut i = 0;
    while i < order.len() {
        for &t in &succs[order[i]] {
            if let std::collections::hash_map::Entry::Vacant(e) = pos.entry(t) {
                e.insert(order.len());
                order.push(t);
            }
        }
        i += 1;
    }
    Some(order.iter().map(|b| succs[*b].iter().map(|t| pos[t]).collect()).collect())
}

/// The statistics of a skeleton's functions; `Err` names a function whose edges or
/// entry name no block of it.
pub fn of(s: &Skeleton) -> Result<FileStats, String> {
    let mut out = FileStats::default();
    for f in &s.functions {
        let succs = reachable_succs(f).ok_or_else(|| format!("{}: an edge or the entry names no block", f.name))?;
        out.functions += 1;
        out.blocks += f.blocks.len();
        out.max_blocks = out.max_blocks.max(f.blocks.len());
        out.unreachable += f.blocks.len() - succs.len();
        let Some(st) = stats(&function_from_succs(&f.name, &succs)) else {
            out.irreducible += 1;
            continue;
        };
        out.loops += st.loops;
        if st.loops > 0 {
            out.functions_with_loops += 1;
            out.blocks_with_loops += f.blocks.len();
        }
        out.max_loops = out.max_loops.max(st.loops);
        out.max_depth = out.max_depth.max(st.max_depth);
        out.multi_exit_loops += st.multi_exit_loops;
    }
    Ok(out)
}

/// The statistics table of the files, one row each.
pub fn table(files: &[(String, Skeleton)]) -> Result<String, String> {
    let mut t = String::from(
        "| source | functions | blocks per function (mean) | blocks per function (most) | unreachable blocks \
         | loops | functions with loops | their blocks (mean) | loops per function (most) | deepest nesting \
         | multi-exit loops | irreducible functions |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    for (name, s) in files {
        let st = of(s).map_err(|e| format!("{name}: {e}"))?;
        writeln!(
            t,
            "| {name} | {} | {:.1} | {} | {} | {} | {} | {:.1} | {} | {} | {} | {} |",
            st.functions,
            st.mean_blocks(),
            st.max_blocks,
            st.unreachable,
            st.loops,
            st.functions_with_loops,
            st.mean_blocks_with_loops(),
            st.max_loops,
            st.max_depth,
            st.multi_exit_loops,
            st.irreducible
        )
        .expect("writing to a String");
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::ll_skeleton::read;

    /// Two functions: a nest of two loops, the outer one with two exits, plus a block
    /// no edge reaches; and a straight line. The counts are those of the text.
    #[test]
    fn a_files_statistics_count_its_blocks_and_loops() {
        let text = "define void @f(i1 %c) {\n  br label %outer\n\
            outer:\n  br i1 %c, label %inner, label %out1\n\
            inner:\n  br i1 %c, label %inner, label %latch\n\
            latch:\n  br i1 %c, label %outer, label %out2\n\
            out1:\n  ret void\nout2:\n  ret void\ndead:\n  br label %out1\n}\n\
            define void @g() {\n  br label %end\nend:\n  ret void\n}\n";
        let st = of(&read("s.ll", text).expect("the module reads")).expect("the statistics");
        let want = FileStats {
            functions: 2,
            blocks: 9,
            max_blocks: 7,
            unreachable: 1,
            loops: 2,
            functions_with_loops: 1,
            blocks_with_loops: 7,
            max_loops: 2,
            max_depth: 2,
            multi_exit_loops: 1,
            irreducible: 0,
        };
        assert_eq!(st, want);
        assert_eq!((st.mean_blocks(), st.mean_blocks_with_loops()), (4.5, 7.0));
    }

    /// An irreducible function is counted apart and gives no loops; an edge to an
    /// unknown block is an error naming the function.
    #[test]
    fn irreducible_functions_and_unknown_blocks_are_reported() {
        let text = "define void @f(i1 %c) {\n  br i1 %c, label %a, label %b\n\
            a:\n  br i1 %c, label %b, label %x\nb:\n  br i1 %c, label %a, label %x\nx:\n  ret void\n}\n";
        let st = of(&read("i.ll", text).expect("the module reads")).expect("the statistics");
        assert_eq!((st.irreducible, st.loops, st.functions), (1, 0, 1));
        let bad = "define void @h() {\n  br label %nowhere\n}\n";
        let err = of(&read("b.ll", bad).expect("the module reads")).expect_err("an unknown block");
        assert!(err.contains("h:") && err.contains("names no block"), "{err}");
    }
}
