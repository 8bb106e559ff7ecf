//! The limits from the outside: `waddle run --budget/--fuel/--value-bits/
//! --memory-bits` and `waddle check --budget/--fuel-cap` end runaway programs as
//! incomplete with exit code 3, name the resource, and say when a verdict rests on
//! the fuel cap. Small limits keep each test light; nothing is timed.

use crate::common::waddle;

#[test]
fn run_budget_names_the_effect_trace() {
    let (code, out, err) = waddle(&["run", "tests/runaway/print_forever.ron", "--entry", "main", "--budget", "64K"]);
    assert_eq!(code, 3, "{err}");
    assert!(
        out.starts_with(
            "outcome: incomplete: the next step would take the configuration over its budget of 65536 bytes, mostly the effect trace Ψ"
        ),
        "{out}"
    );
}

#[test]
fn run_budget_names_memory_and_registers() {
    let (code, out, _) = waddle(&["run", "tests/runaway/alloc_forever.ron", "--entry", "main", "--budget", "1M"]);
    assert_eq!(code, 3);
    assert!(out.contains("over its budget of 1048576 bytes, mostly the memory µ"), "{out}");
    let (code, out, _) =
        waddle(&["run", "tests/runaway/big_recursion.ron", "--entry", "down", "--args", "0", "--budget", "2M"]);
    assert_eq!(code, 3);
    assert!(out.contains("mostly the registers of all frames"), "{}", &out[..out.len().min(400)]);
}

#[test]
fn run_fuel_is_charged_by_work() {
    let (code, out, _) =
        waddle(&["run", "tests/runaway/alloc_free_forever.ron", "--entry", "main", "--fuel", "1000000"]);
    assert_eq!(code, 3);
    // 2^16 units per allocation of 2^26 bits: the 16th allocation overdraws, after
    // the first branch and 15 iterations of three steps.
    assert!(out.starts_with("outcome: incomplete: out of fuel: 1000000 units spent in 47 steps"), "{out}");
}

#[test]
fn run_value_and_memory_limits_are_flags() {
    let (code, out, _) =
        waddle(&["run", "tests/runaway/big_arithmetic.ron", "--entry", "main", "--value-bits", "1000"]);
    assert_eq!(code, 3);
    assert!(out.starts_with("outcome: incomplete: a value would exceed the value-size limit of 1000 bits"), "{out}");
    let (code, out, _) =
        waddle(&["run", "tests/runaway/alloc_free_forever.ron", "--entry", "main", "--memory-bits", "4096"]);
    assert_eq!(code, 3);
    assert!(out.starts_with("outcome: incomplete: an allocation would exceed the memory limit of 4096 bits"), "{out}");
}

#[test]
fn a_malformed_budget_is_bad_input() {
    let (code, _, err) = waddle(&["run", "tests/runaway/print_forever.ron", "--entry", "main", "--budget", "12X"]);
    assert_eq!(code, 2);
    assert!(err.contains("the unit must be K, M, G or T"), "{err}");
}

#[test]
fn check_says_when_a_verdict_rests_on_the_fuel_cap() {
    let (code, out, err) = waddle(&["check", "specs/limits", "--fuel-cap", "5000"]);
    // With the cap below the specs' fuel, the runs end earlier: the runaway spec's run
    // before the step no longer halts, so its expected failure is missed, and the
    // other spec's input run no longer has its expected outcome (exit 1); the reports
    // say that they rest on the cap.
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("note: step 1: the verdict rests on the fuel cap: run forever() was given 5000 units instead of the spec's 1000000"), "{out}");
    assert!(
        out.contains("note: run forever() of the input was given the fuel cap of 5000 units instead of 1000000"),
        "{out}"
    );
    let (code, out, err) = waddle(&["check", "specs/limits"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(!out.contains("note:"), "{out}");
}
