//! `waddle equiv` and `waddle opt --check` from the outside: functions
//! paired by call-graph position, `--oracle` for the given runs, and the line naming
//! the block where control first went differently. Fixtures in `tests/equiv/`.

use crate::common::{waddle, TempDir};

const CALLS: &str = "tests/equiv/calls.ron";
const READ: &str = "tests/equiv/read.ron";

#[test]
fn renamed_functions_pair_by_their_call_sites() {
    // `inc` and `dbl` renamed `f1` and `f2`, one signature for both, `f2` defined first.
    let (code, out, err) = waddle(&["equiv", CALLS, "tests/equiv/calls.renamed.ron", "--random-runs", "5"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.starts_with(
            "σref: `f1` of AFTER is `inc` renamed (by its call sites in `main`); it is compared as `inc`\n\
             σref: `f2` of AFTER is `dbl` renamed (by its call sites in `main`); it is compared as `dbl`\n"
        ),
        "{out}"
    );
    assert!(out.contains("fn inc: equivalent on 5 runs") && out.contains("fn dbl: equivalent on 5 runs"), "{out}");
}

#[test]
fn functions_nothing_tells_apart_are_named_with_the_renamings_to_write() {
    let uncalled = "tests/equiv/calls.uncalled.ron";
    let (code, out, _) = waddle(&["equiv", CALLS, uncalled, "--random-runs", "5"]);
    assert_eq!(code, 1, "a function of BEFORE is missing: exit 1\n{out}");
    assert!(
        out.contains(
            "error: `inc` of BEFORE has no counterpart of its name in AFTER, and `f1`, `f2` of AFTER have its \
             signature fn(int) → int: neither its call sites nor its callees tell which; pair it with \
             --rename inc=f1 or --rename inc=f2\n"
        ),
        "{out}"
    );
    assert!(out.contains("pair it with --rename dbl=f1 or --rename dbl=f2\n"), "{out}");
    // One renaming written, the other is the only function of its signature left.
    let (code, out, err) = waddle(&["equiv", CALLS, uncalled, "--random-runs", "5", "--rename", "inc=f1"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("σref: `f2` of AFTER is `dbl` renamed; it is compared as `dbl`"), "{out}");
}

#[test]
fn swapped_names_are_kept_and_the_call_sites_say_which_renamings_to_write() {
    let swapped = "tests/equiv/calls.swapped.ron";
    let (code, out, _) = waddle(&["equiv", CALLS, swapped, "--random-runs", "5"]);
    assert_eq!(code, 1, "by name, `inc` is compared with the doubling:\n{out}");
    let hint = "note: the call sites in `main` pair these functions otherwise than their names do; if the pass \
                swapped their names, write --rename inc=dbl --rename dbl=inc\n";
    assert!(out.contains(hint), "{out}");
    let (code, out, err) =
        waddle(&["equiv", CALLS, swapped, "--random-runs", "5", "--rename", "inc=dbl", "--rename", "dbl=inc"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(!out.contains("note: the call sites"), "{out}");
}

#[test]
fn a_wrong_output_only_a_given_tape_reaches_is_caught_with_oracle() {
    let wrong = "tests/equiv/read.wrong.ron";
    // A seeded ν reads 16-bit integers, never 100000: every random run agrees.
    let (code, out, _) = waddle(&["equiv", READ, wrong, "--runs", "main"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("equivalent on 101 runs (1 given, 100 random)"), "{out}");
    let (code, out, _) = waddle(&["equiv", READ, wrong, "--runs", "main", "--oracle", "tape:100000"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("fn main: semantic equivalence fails for run main()"), "{out}");
    assert!(out.contains("        read()\n      - print(1)\n      + print(2)\n"), "{out}");
    assert!(out.contains("diverged after 0 runs agreed (1 given, 0 random compared)"), "the given run: {out}");
}

#[test]
fn random_runs_draw_a_different_nu_seed_each() {
    // Each random run of `main` (no arguments) differs only by its ν seed: the diff
    // prints it, and the runs found by two seeds differ.
    let (code, out, _) = waddle(&["equiv", READ, "tests/equiv/read.swapped.ron", "--random-runs", "3"]);
    assert_eq!(code, 1, "{out}");
    let seed = |text: &str| text.split("oracle: \"seed:").nth(1).and_then(|s| s.split('"').next()).map(String::from);
    let first = seed(&out).expect("a random run with its ν seed");
    let other = waddle(&["equiv", READ, "tests/equiv/read.swapped.ron", "--random-runs", "3", "--seed", "1"]).1;
    assert_ne!(seed(&other).expect("a random run"), first, "another --seed, another ν");
    // `--oracle` is the given runs' ν: with none given, the report says it is unused.
    let (code, out, _) = waddle(&["equiv", READ, READ, "--random-runs", "2", "--oracle", "tape:100000"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("note: --oracle applies to the given runs (--runs, a Bril `# ARGS:` line), and there is none: each random run draws its own ν seed\n"), "{out}");
}

#[test]
fn opt_check_runs_take_the_oracle() {
    // `countdown(n)` returns read() + n: with the tape 39, `countdown 3` halts with 42.
    let io = "specs/programs/io.ron";
    let dir = TempDir::new("opt-oracle");
    let out_file = dir.join("opt-oracle.ron");
    let o = out_file.to_str().unwrap();
    let (code, out, err) = waddle(&["opt", io, "-o", o, "--check", "countdown 3", "--oracle", "tape:39"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("countdown(3)") && out.contains("halt(42)"), "{out}");
    let (code, _, err) = waddle(&["opt", io, "-o", o, "--check", "countdown 3", "--oracle", "tape:x"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("error: --oracle `tape:x`: tape value `x` is not a constant"), "{err}");
}

#[test]
fn a_malformed_oracle_is_bad_input_naming_the_flag() {
    for (oracle, message) in [
        ("tape:1;tape:2", "error: --oracle `tape:1;tape:2`: the oracle is `tape:…`, `seed:N` or `tape:…;seed:N`"),
        ("seed:-1", "error: --oracle `seed:-1`: seed `-1` is not a non-negative integer below 2^64"),
    ] {
        // Refused even when no given run would use it.
        let (code, _, err) = waddle(&["equiv", READ, READ, "--oracle", oracle]);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(message), "{err}");
    }
}

#[test]
fn a_branch_with_swapped_targets_is_named_as_where_control_went_differently() {
    let swapped = "tests/equiv/read.swapped.ron";
    let (code, out, _) = waddle(&["equiv", READ, swapped, "--runs", "main", "--oracle", "tape:100000"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "    control first went differently after main:entry: the run of BEFORE went to hit, the run of AFTER to miss\n"
        ),
        "{out}"
    );
    // A loop that runs once more: the header, on its fourth visit.
    let (code, out, _) = waddle(&[
        "equiv",
        "specs/replace/sum.ron",
        "tests/equiv/sum.off-by-one.ron",
        "--entry",
        "sum",
        "--random-runs",
        "0",
        "--runs",
        "sum 3",
    ]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            "control first went differently after sum:head (its visit #4): the run of BEFORE went to exit, the run of AFTER to body"
        ),
        "{out}"
    );
}

#[test]
fn a_divergence_in_data_alone_has_no_control_line() {
    let (code, out, _) =
        waddle(&["equiv", READ, "tests/equiv/read.wrong.ron", "--runs", "main", "--oracle", "tape:100000"]);
    assert_eq!(code, 1, "{out}");
    assert!(!out.contains("control first went differently"), "both runs go to `hit`:\n{out}");
}
