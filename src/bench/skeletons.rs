//! Generated CFG skeletons that mimic the statistics of the paper's benchmark
//! programs (§5): 2–237 blocks per function, about 21 on average, 1–10 loops nested up
//! to depth 4, loops with several exits and some with none.

use crate::format::skeleton::write_skeleton;
use crate::gen::{Rng, Stmt};
use std::path::Path;

/// Skeleton of one generated function: block names and edges (one per reference).
pub fn skeleton_of(f: &crate::ir::Function) -> (String, String, Vec<String>, Vec<(String, String)>) {
    let blocks: Vec<String> = f.blocks().map(|(_, b)| b.name.clone()).collect();
    let edges = f
        .blocks()
        .flat_map(|(_, b)| b.term.succs().map(|s| (b.name.clone(), f.block(s).name.clone())).collect::<Vec<_>>())
        .collect();
    (f.name.clone(), f.block(f.entry()).name.clone(), blocks, edges)
}

/// Writes `files` skeleton files of `functions` functions each into `out`.
pub fn write(out: &Path, files: usize, functions: usize, seed: u64) -> Result<Vec<String>, String> {
    std::fs::create_dir_all(out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    let mut names = Vec::new();
    let mut rng = Rng::new(seed);
    for i in 0..files {
        let mut fs = Vec::new();
        for j in 0..functions {
            // Sizes skewed towards small functions, with a long tail.
            let size = match rng.below(10) {
                0 => 40 + rng.below(40) as usize,
                1..=3 => 12 + rng.below(12) as usize,
                _ => 2 + rng.below(8) as usize,
            };
            let stmt = Stmt::random(&mut rng, size, 4);
            let mut f = stmt.build(&format!("f{j}"));
            if f.num_blocks() < 2 {
                continue;
            }
            f.name = format!("f{j}");
            fs.push(skeleton_of(&f));
        }
        let path = out.join(format!("generated{i}.json"));
        std::fs::write(&path, write_skeleton(&fs)).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        names.push(path.display().to_string());
    }
    Ok(names)
}
