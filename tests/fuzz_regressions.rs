//! Replays every input kept from fuzzing (`tests/fuzz/regressions/<target>/`): each
//! crashing input the fuzzers found, after its fix, and a sample of each target's
//! corpus, through the same target bodies the fuzzers run (`tests/fuzz/targets.rs`).
//! A target panics on a finding, so a regression fails this test.

#[path = "fuzz/targets.rs"]
mod targets;

mod common;

#[test]
fn every_kept_fuzz_input_passes_its_target() {
    let mut replayed = 0;
    for (name, target) in targets::TARGETS {
        let dir = format!("tests/fuzz/regressions/{name}");
        let files: Vec<_> = std::fs::read_dir(common::root().join(&dir))
            .unwrap_or_else(|e| panic!("cannot list {dir}: {e}"))
            .map(|e| e.expect("directory entry").path())
            .collect();
        assert!(!files.is_empty(), "{dir} keeps no input");
        for path in files {
            let data = std::fs::read(&path).expect("readable");
            let outcome = std::panic::catch_unwind(|| target(&data));
            assert!(outcome.is_ok(), "{}: the {name} target fails on it again", path.display());
            replayed += 1;
        }
    }
    assert!(replayed >= 4);
}
