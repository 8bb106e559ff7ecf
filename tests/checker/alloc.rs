//! Equivalence modulo allocation (semantics/equiv.md, "Programs that allocate"), from
//! the outside: correct allocation rewrites are equivalent, a leak or a use after free
//! a rewrite introduces is a divergence, in Waddle's words and in Bril's.

use crate::common::{waddle, TempDir};

const READS: &str = "tests/equiv/alloc/reads.ron";

fn equiv(after: &str, extra: &[&str]) -> (i32, String) {
    let mut args = vec!["equiv", READS, after, "--random-runs", "30"];
    args.extend(extra);
    let (code, out, err) = waddle(&args);
    (code, format!("{out}{err}"))
}

#[test]
fn removing_reordering_and_merging_allocations_are_equivalent() {
    for after in ["reads.dead.ron", "reads.reordered.ron", "reads.merged.ron"] {
        let (code, out) = equiv(&format!("tests/equiv/alloc/{after}"), &[]);
        assert_eq!(code, 0, "{after}:\n{out}");
        assert!(out.contains("fn main: equivalent on 30 runs (0 given, 30 random)"), "{after}:\n{out}");
    }
}

#[test]
fn the_inputs_line_up_when_the_tape_gave_the_addresses() {
    // The tape answers BEFORE's three allocations, then its input; AFTER, which makes
    // two allocations only, takes the input 7 and chooses its own addresses.
    let dir = TempDir::new("alloc-tape");
    let root = std::env::current_dir().unwrap();
    let spec = format!(
        r#"Spec(
    program: Path("{root}/{READS}"),
    runs: [Run(entry: "main", args: [5], oracle: "tape:4096,8192,16384,7", outcome: "halt(12)")],
    steps: [Step(apply: Replace(function: "main", with: Path("{root}/tests/equiv/alloc/reads.dead.ron")))],
)"#,
        root = root.display()
    );
    let path = dir.join("tape.ron");
    std::fs::write(&path, spec).unwrap();
    let (code, out, err) = waddle(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("1 passed, 0 failed"), "{out}");
}

#[test]
fn a_leak_the_rewrite_introduces_is_a_divergence_naming_the_allocation() {
    let (code, out) = equiv("tests/equiv/alloc/reads.leak.ron", &[]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("the run of AFTER ends with 1 allocation(s) still live that the run of BEFORE does not have"),
        "{out}"
    );
    assert!(out.contains("      before: empty") && out.contains("      after:  @"), "{out}");
    assert!(!out.contains("remaining nondeterminism") && !out.contains("Remaining {"), "{out}");
}

#[test]
fn a_use_after_free_the_rewrite_introduces_is_a_divergence() {
    let (code, out) = equiv("tests/equiv/alloc/reads.uaf.ron", &[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("the effect traces differ"), "{out}");
    assert!(out.contains("halt(ex(memory fault at "), "{out}");
}

#[test]
fn the_reverse_rewrite_that_frees_what_before_leaks_is_a_divergence_too() {
    let (code, out, _) = waddle(&["equiv", "tests/equiv/alloc/reads.leak.ron", READS, "--random-runs", "5"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("the run of BEFORE ends with 1 allocation(s) still live that the run of AFTER does not have"),
        "{out}"
    );
}

#[test]
fn a_bril_dead_allocation_removal_is_equivalent_and_a_leak_is_in_brilis_words() {
    let (code, out, _) = waddle(&["equiv", "tests/equiv/alloc/scratch.bril", "tests/equiv/alloc/scratch.dead.bril"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("fn main: equivalent on 101 runs (1 given, 100 random)"), "{out}");
    let (code, out, _) = waddle(&["equiv", "tests/equiv/alloc/scratch.bril", "tests/equiv/alloc/scratch.leak.bril"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("error: Some memory locations have not been freed by end of execution."), "{out}");
    assert!(!out.contains("remaining nondeterminism"), "{out}");
}

#[test]
fn a_bril_use_after_free_names_the_allocation_as_brili_does() {
    let (code, out, _) = waddle(&["equiv", "tests/equiv/alloc/scratch.bril", "tests/equiv/alloc/scratch.uaf.bril"]);
    assert_eq!(code, 1, "{out}");
    // The same words as `waddle run --bril` (and brili): allocation 0, offset 0.
    let (_, _, run) = waddle(&["run", "--bril", "tests/equiv/alloc/scratch.uaf.bril", "5"]);
    assert!(run.contains("error: Uninitialized heap location 0 and/or illegal offset 0"), "{run}");
    assert!(out.contains("+ error: Uninitialized heap location 0 and/or illegal offset 0"), "{out}");
}
