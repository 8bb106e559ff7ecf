//! Deliberately wrong transformations, the test-only hook of negative specs
//! (`tests/negative/`, `Transform::Fault`). Each imitates a plausible bug of an
//! always-canonical pass, and the checker's own tests show that each is caught as the
//! right failure, with the rendering kept as a snapshot:
//!
//! | fault | the bug | caught by |
//! |---|---|---|
//! | `DeleteLiveEdge` | a branch the runs take is "proved" dead and deleted (D, F, form repaired correctly) | semantic equivalence |
//! | `StaleDomTree` | an edge deletion that forgets to repair the dominator tree | dominator tree |
//! | `StaleLoopForest` | an edge deletion that forgets to repair the loop nesting forest | loop nesting forest |
//! | `UndedicatedExit` | a loop's edges skip its dedicated exit block (D and F are right for the result) | canonical form |
//! | `SinkOutOfLoop` | an instruction sunk out of its loop reads the loop's registers directly | LCSSA |
//! | `UnswitchSwappedVersions` | loop unswitching that enters each version of the loop on the other side of the condition | semantic equivalence |
//! | `UnswitchVariantScrutinee` | loop unswitching on a scrutinee that varies in the loop, taking its value in the first iteration for every iteration | semantic equivalence |
//! | `UnrollWithoutExitTests` | loop unrolling that drops the copies' exit tests (assumes the trip count is a multiple of the factor) | semantic equivalence |
//! | `PeelForgettingValues` | loop peeling whose usurped latch enters the loop with the values from before the peeled iterations | semantic equivalence |
//! | `HoistOutOfGuard` | a loop-invariant division or load moved from under its guard to the preheader | semantic equivalence (an error outcome after) |
//!
//! The faults exist only in the test build (`cfg(test)`) and in a build with the
//! `faults` feature (off by default): no ordinary binary can apply one, and `waddle
//! check` rejects a spec that names one as bad input (`AVAILABLE`).
//! They build their wrong result with plain IR edits and, where the bug is not about
//! the trees, re-enter the maintained world with fresh D and F, so that exactly one
//! check can fail.

#[cfg(not(any(test, feature = "faults")))]
use crate::format::spec::Fault;
#[cfg(not(any(test, feature = "faults")))]
use crate::ir::{BlockId, FuncId};
#[cfg(not(any(test, feature = "faults")))]
use crate::transform::{Maintained, TransformError};

/// The faults themselves, in the builds that have them.
#[cfg(any(test, feature = "faults"))]
mod wrong;

#[cfg(any(test, feature = "faults"))]
pub use wrong::{apply, inline_stale_continuation};

/// Whether this build can apply faults (the checker's own tests, and a build with the
/// `faults` feature for demonstrations: `cargo run --features faults -- fuzz --fault …`).
pub const AVAILABLE: bool = cfg!(any(test, feature = "faults"));

#[cfg(not(any(test, feature = "faults")))]
pub fn apply(_: &mut Maintained, fault: &Fault) -> Result<std::collections::HashMap<BlockId, BlockId>, TransformError> {
    Err(TransformError(format!("the fault {fault:?} exists only in the checker's test build")))
}

#[cfg(not(any(test, feature = "faults")))]
pub fn inline_stale_continuation(
    _: &mut Maintained,
    _: FuncId,
    _: BlockId,
    _: usize,
    _: FuncId,
    _: &Maintained,
) -> Result<(), TransformError> {
    Err(TransformError("the fault InlineStaleContinuation exists only in the checker's test build".into()))
}

/// The negative specs of `tests/negative/`, one test each: the spec must pass (its
/// step fails exactly the named check), and the rendering of that failure must equal
/// the snapshot next to it (`NAME.out`; `WADDLE_BLESS=1` rewrites it).
#[cfg(test)]
mod tests {
    use crate::check::check_spec_file;
    use crate::format::bless;
    use crate::oracle::Config;
    use std::path::{Path, PathBuf};

    fn folder() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/negative")
    }

    fn negative(name: &str) {
        let spec = folder().join(format!("{name}.ron"));
        let result = match check_spec_file(&spec, &Config::default()) {
            Ok(r) => r,
            Err(b) => panic!("{name}: bad input: {:?}", b.errors),
        };
        let rendered: String = result.failures.iter().map(|f| f.to_string()).collect();
        assert!(result.passed(), "{name}: the checker did not report the expected failure:\n{rendered}");
        assert!(!result.expected.is_empty(), "{name}: no step expects a failure");
        let mut shown = format!("{}\n", result.description);
        for f in &result.expected {
            shown.push_str(&f.to_string());
        }
        let snapshot = folder().join(format!("{name}.out"));
        if let Err(diff) = bless::snapshot(&snapshot, &shown) {
            panic!("{name}: {diff}");
        }
    }

    #[test]
    fn negative_delete_live_edge() {
        negative("delete-live-edge");
    }

    #[test]
    fn negative_stale_dom_tree() {
        negative("stale-dom-tree");
    }

    #[test]
    fn negative_stale_loop_forest() {
        negative("stale-loop-forest");
    }

    #[test]
    fn negative_undedicated_exit() {
        negative("undedicated-exit");
    }

    #[test]
    fn negative_sink_out_of_loop() {
        negative("sink-out-of-loop");
    }

    #[test]
    fn negative_inline_stale_continuation() {
        negative("inline-stale-continuation");
    }

    #[test]
    fn negative_unswitch_swapped_versions() {
        negative("unswitch-swapped-versions");
    }

    #[test]
    fn negative_unswitch_variant_scrutinee() {
        negative("unswitch-variant-scrutinee");
    }

    #[test]
    fn negative_unroll_without_exit_tests() {
        negative("unroll-without-exit-tests");
    }

    #[test]
    fn negative_peel_forgetting_values() {
        negative("peel-forgetting-values");
    }

    #[test]
    fn negative_hoist_out_of_guard() {
        negative("hoist-out-of-guard");
    }

    /// Every negative spec in the folder has its test above, and every snapshot its spec.
    #[test]
    fn every_negative_spec_is_tested() {
        let tested = [
            "delete-live-edge",
            "stale-dom-tree",
            "stale-loop-forest",
            "undedicated-exit",
            "sink-out-of-loop",
            "inline-stale-continuation",
            "unswitch-swapped-versions",
            "unswitch-variant-scrutinee",
            "unroll-without-exit-tests",
            "peel-forgetting-values",
            "hoist-out-of-guard",
        ];
        for entry in std::fs::read_dir(folder()).unwrap() {
            let p = entry.unwrap().path();
            let stem = p.file_stem().unwrap().to_string_lossy().to_string();
            assert!(tested.contains(&stem.as_str()), "{}: no test runs this negative spec", p.display());
        }
    }
}
