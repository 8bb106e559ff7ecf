//! `waddle equiv BEFORE AFTER` (translation validation of a pass written elsewhere) and
//! the spec steps `Replace` / `ReplaceProgram`, from the outside. Each session is a
//! snapshot in `tests/snapshots/equiv/` (re-bless with `WADDLE_BLESS=1`); the asserts
//! say what each one must show.

use crate::common;
use common::{waddle, waddle_check, waddle_snapshot, TempDir};

const SUM: &str = "specs/replace/sum.ron";

#[test]
fn a_correct_ron_pass_output_is_equivalent_on_every_run() {
    let (code, out, err) = waddle_snapshot(
        "equiv/peeled.out",
        &["equiv", SUM, "specs/replace/sum.peeled.ron", "--random-runs", "20", "--runs", "sum 5", "sum(0)"],
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("fn sum: types, SSA, LCSSA, canonical form: ok"), "{out}");
    assert!(out.contains("fn sum: equivalent on 22 runs (2 given, 20 random); 0 vacuous"), "{out}");
    assert!(out.ends_with("equivalent on 82 runs (0 vacuous: incomplete before and after)\n"), "{out}");
}

#[test]
fn a_wrong_output_diverges_on_a_given_run_with_the_checkers_diff() {
    let args =
        ["equiv", SUM, "tests/equiv/sum.off-by-one.ron", "--random-runs", "0", "--runs", "sum 3", "--entry", "sum"];
    let (code, out, _) = waddle_snapshot("equiv/off-by-one.out", &args);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("fn sum: semantic equivalence fails for run sum(3)"), "{out}");
    assert!(out.contains("outcome before: halt(3)") && out.contains("after: halt(6)"), "0+1+2 against 0+1+2+3:\n{out}");
    assert!(out.contains("      - halt(3)\n      + halt(6)"), "{out}");
    assert!(out.contains("c ← le(i, k)"), "the last steps show the changed test:\n{out}");
    assert!(out.contains("fn sum: diverged after 0 runs agreed (1 given, 0 random compared)"), "{out}");
    assert!(out.ends_with("not equivalent: a run diverged in 1 function(s); 0 runs agree (0 vacuous)\n"), "{out}");
}

#[test]
fn a_wrong_output_only_random_inputs_expose() {
    // The given runs (even x, positive x) pass: div(x, 2) and shr(x, 1) agree there.
    let shr = "tests/equiv/sum.shr.ron";
    let (code, out, _) = waddle(&[
        "equiv",
        SUM,
        shr,
        "--entry",
        "half",
        "--random-runs",
        "0",
        "--runs",
        "half 10",
        "half 7",
        "half(-4)",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("equivalent on 3 runs"), "{out}");
    // Random runs find a negative odd argument.
    let (code, out, _) =
        waddle_snapshot("equiv/shr-random.out", &["equiv", SUM, shr, "--entry", "half", "--random-runs", "30"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("a random run; as a plain run: Run(entry: \"half\""), "{out}");
    let label = out.split("fails for run ").nth(1).and_then(|l| l.lines().next()).expect("the failing run");
    let x: i128 = label.trim_start_matches("half(").trim_end_matches(')').parse().expect("an integer argument");
    assert!(x < 0 && x % 2 != 0, "the divergence is on a negative odd integer, not {x}");
    // The run it prints reproduces it as a given run.
    let (code, again, _) = waddle(&["equiv", SUM, shr, "--random-runs", "0", "--runs", label]);
    assert_eq!(code, 1, "{again}");
    // Deterministic in the seed; another seed draws other runs.
    assert_eq!(waddle(&["equiv", SUM, shr, "--entry", "half", "--random-runs", "30"]).1, out);
    let other = waddle(&["equiv", SUM, shr, "--entry", "half", "--random-runs", "30", "--seed", "9"]).1;
    assert_ne!(other, out);
}

/// A register defined twice is an SSA violation like any other: a failed static
/// theorem (exit 1), located in AFTER, not bad input.
#[test]
fn a_register_defined_twice_fails_the_ssa_theorem_with_exit_1() {
    let (code, out, err) = waddle(&["equiv", SUM, "tests/equiv/sum.twice.ron"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("register `s2` is defined more than once (not SSA)"), "{err}");
    assert!(err.contains("tests/equiv/sum.twice.ron:12:90"), "located in AFTER:\n{err}");
    assert!(err.contains("maintenance of SSA fails on AFTER"), "{err}");
    assert!(out.contains("fn sum (not compared): maintenance of SSA fails (1 violation(s))"), "{out}");
    assert!(out.ends_with("not valid: AFTER does not verify (types or SSA), so no run was made\n"), "{out}");
    // Text that is not a program at all stays bad input.
    let dir = TempDir::new("twice");
    let junk = dir.join("junk.ron");
    std::fs::write(&junk, "Program(functions: [").unwrap();
    let (code, _, err) = waddle(&["equiv", SUM, junk.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn an_output_that_breaks_ssa_is_reported_located_and_not_run() {
    let (code, out, err) = waddle_snapshot("equiv/not-ssa.out", &["equiv", SUM, "tests/equiv/sum.not-ssa.ron"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("use of `s2` is not dominated by its definition"), "{err}");
    assert!(err.contains("tests/equiv/sum.not-ssa.ron:15:65"), "located in AFTER:\n{err}");
    assert!(err.contains("maintenance of SSA fails on AFTER"), "{err}");
    assert!(out.contains("fn sum: maintenance of SSA fails (1 violation(s))"), "{out}");
    assert!(out.contains("fn half: no run: AFTER does not verify"), "{out}");
    assert!(out.ends_with("not valid: AFTER does not verify (types or SSA), so no run was made\n"), "{out}");
}

#[test]
fn an_output_that_breaks_canonical_form_fails_although_its_runs_agree() {
    let args = ["equiv", SUM, "tests/equiv/sum.not-canonical.ron", "--random-runs", "10"];
    let (code, out, err) = waddle_snapshot("equiv/not-canonical.out", &args);
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("exit `exit` is not dedicated (Property 2.3)"), "as `waddle loops` words it:\n{err}");
    assert!(err.contains("tests/equiv/sum.not-canonical.ron:17:17"), "{err}");
    assert!(out.contains("fn sum: maintenance of canonical form fails (1 violation(s))"), "{out}");
    assert!(out.contains("fn sum: equivalent on 10 runs"), "{out}");
    assert!(out.contains("not valid: a static theorem fails on AFTER"), "{out}");
}

#[test]
fn canonical_form_is_required_only_when_before_has_it() {
    // gcd is not in LCSSA form: its own copy passes with types and SSA only.
    let gcd = "specs/programs/gcd.ron";
    let (code, out, _) = waddle(&["equiv", gcd, gcd, "--random-runs", "5", "--runs", "gcd 48 18"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("fn gcd: types, SSA: ok"), "{out}");
}

#[test]
fn a_renamed_function_is_compared_under_sigma_ref() {
    let renamed = "tests/equiv/sum.renamed.ron";
    let args = ["equiv", SUM, renamed, "--random-runs", "5", "--runs", "apply @sum 5", "pick true"];
    let (code, out, _) = waddle_snapshot("equiv/renamed.out", &args);
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("σref: `sum.peeled` of AFTER is `sum` renamed; it is compared as `sum`\n"), "{out}");
    assert!(
        out.contains("fn pick: equivalent on 6 runs (1 given, 5 random)"),
        "halt(ref sum) = halt(ref sum.peeled):\n{out}"
    );
    // The same renaming, given explicitly.
    let (code, same, _) = waddle(&[&args[..], &["--rename", "sum=sum.peeled"]].concat());
    assert_eq!((code, same), (0, out));
    // A renaming the user gives comes before pairing by name: `sum` compared with
    // AFTER's `half` (same signature) diverges, and BEFORE's `half`, whose name AFTER's
    // `half` no longer answers, pairs with the one function left of its signature.
    let (code, out, err) = waddle(&["equiv", SUM, renamed, "--rename", "sum=half", "--random-runs", "5"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("fn sum: semantic equivalence fails for run sum("), "{out}");
    // Two renamings of one function, or two functions onto one, are bad input.
    let (code, _, err) = waddle(&["equiv", SUM, renamed, "--rename", "sum=half", "--rename", "half=half"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--rename half=half: `half` of AFTER is already paired"), "{err}");
    let (code, _, err) = waddle(&["equiv", SUM, renamed, "--rename", "sum=half", "--rename", "sum=sum.peeled"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--rename sum=sum.peeled: `sum` is renamed twice"), "{err}");
}

/// A pass that swapped two functions' names: pairing by name compares the wrong
/// functions; `--rename inc=dbl --rename dbl=inc` compares the right ones.
#[test]
fn two_swapped_functions_are_paired_by_two_renamings() {
    let dir = TempDir::new("equiv-swap");
    let program = |inc: &str, dbl: &str| {
        format!(
            r#"Program(functions: [
    Function(name: "{inc}", ret: Int, blocks: [Block(name: "a", params: [("x", Int)], insts: [("y", Add("x", 1))], term: Return("y"))]),
    Function(name: "{dbl}", ret: Int, blocks: [Block(name: "a", params: [("x", Int)], insts: [("y", Mul("x", 2))], term: Return("y"))]),
])"#
        )
    };
    let (before, after) = (dir.join("before.ron"), dir.join("after.ron"));
    std::fs::write(&before, program("inc", "dbl")).unwrap();
    std::fs::write(&after, program("dbl", "inc")).unwrap();
    let (b, a) = (before.to_str().unwrap(), after.to_str().unwrap());
    let (code, out, _) = waddle(&["equiv", b, a, "--random-runs", "5"]);
    assert_eq!(code, 1, "paired by name, `inc` is compared with the doubling:\n{out}");
    let (code, out, err) = waddle(&["equiv", b, a, "--random-runs", "5", "--rename", "inc=dbl", "--rename", "dbl=inc"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("fn inc: equivalent on 5 runs") && out.contains("fn dbl: equivalent on 5 runs"), "{out}");
}

#[test]
fn a_renamed_function_with_another_signature_is_not_paired_by_guess() {
    let dir = TempDir::new("equiv-sig");
    let text = std::fs::read_to_string(common::root().join("tests/equiv/sum.renamed.ron")).unwrap();
    // `sum.peeled` takes a second, unused parameter: no function of AFTER has `sum`'s signature.
    let after = dir.join("after.ron");
    let text = text.replacen(r#"params: [("n", Int)]"#, r#"params: [("n", Int), ("unused", Int)]"#, 1);
    std::fs::write(&after, text.replace(r#"Return("@sum.peeled")"#, r#"Return("@half")"#)).unwrap();
    let (code, out, err) = waddle(&["equiv", SUM, after.to_str().unwrap(), "--random-runs", "2"]);
    assert_eq!(code, 1, "`pick` now returns `ref half`:\n{out}{err}");
    assert!(out.contains("fn pick: semantic equivalence fails for run pick(true)"), "{out}");
    assert!(out.contains("fn half: equivalent on 2 runs"), "{out}");
    assert!(
        out.contains("error: `sum` of BEFORE has no counterpart in AFTER, so it is not compared (the pass lost it; if it renamed it, pair it with --rename sum=NEW)"),
        "{out}"
    );
    assert!(out.contains("note: `sum.peeled` is new in AFTER (not compared)"), "{out}");
}

#[test]
fn a_correct_bril_dce_output_is_equivalent() {
    let (code, out, _) =
        waddle_snapshot("equiv/bril-tdce.out", &["equiv", "tests/equiv/dce.bril", "tests/equiv/dce.tdce.json"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("fn main: equivalent on 101 runs (1 given, 100 random); 0 vacuous"),
        "`# ARGS:` is a run:\n{out}"
    );
}

/// Floats are binary64 bit patterns under exact IEEE-754 operations: `x·2 = x + x`
/// holds, reassociating a sum does not, and the diff prints floats as `brili` does.
#[test]
fn a_float_rewrite_is_checked_bit_for_bit() {
    let (code, out, _) = waddle(&["equiv", "tests/equiv/float.bril", "tests/equiv/float.double.bril"]);
    assert_eq!(code, 0, "{out}");
    // `main` takes no arguments: its runs differ only in addresses, so one is made.
    assert!(out.contains("fn main: equivalent on 1 run (0 given, 1 random)"), "{out}");
    let (code, out, _) = waddle(&["equiv", "tests/equiv/float.bril", "tests/equiv/float.reassoc.bril"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("      - print 0.60000000000000009 1.20000000000000018 true"), "{out}");
    assert!(out.contains("      + print 0.59999999999999998 1.19999999999999996 true"), "{out}");
    // The last steps are the Bril instructions, with their lines.
    assert!(
        out.contains("        line 7     bc: float = fadd b c;\n        line 8     s: float = fadd a bc;\n"),
        "{out}"
    );
    // With --kernel-steps, the paper's notation shows a float constant as its bits, and
    // the Bril notation adds its value.
    let (code, out, _) =
        waddle(&["equiv", "tests/equiv/float.bril", "tests/equiv/float.reassoc.bril", "--kernel-steps"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("s ← fadd(4591870180066957722, bc)   (floats: 4591870180066957722 = 0.10000000000000001)"),
        "{out}"
    );
}

/// Random arguments of Bril `float` and `char` parameters are drawn among the values
/// brili can be given (no NaN, no integer that is no Unicode scalar value), shrunk
/// within them, and replayed as brili's arguments, not as bit patterns.
#[test]
fn float_and_char_arguments_are_drawn_and_replayed_as_brili_reads_them() {
    let (code, out, _) = waddle(&["equiv", "tests/equiv/float-arg.bril", "tests/equiv/float-arg.wrong.bril"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("as brili arguments: 1.0\n"), "{out}");
    assert!(
        out.contains("      - print 1.00000000000000000") && out.contains("      + print 2.00000000000000000"),
        "{out}"
    );
    let (before, folded) = ("tests/equiv/char-arg.bril", "tests/equiv/char-arg.folded.bril");
    let (code, out, _) = waddle(&["equiv", before, folded]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("fn main: equivalent on 100 runs (0 given, 100 random)"), "{out}");
    // An integer that is no character (a surrogate), given by hand, tells them apart.
    let (code, out, _) = waddle(&["equiv", before, folded, "--runs", "main 55296", "--random-runs", "0"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("outcome before: error: `int2char i` of a value that is no Unicode scalar value"), "{out}");
}

/// The one run of a parameterless Bril `main` is what the verdict rests on: vacuous at
/// the given fuel (it prints only at its end), it climbs the fuel ladder (10×, 100×)
/// within the time limit; with no time to climb, it is no verdict, never a success.
#[test]
fn a_vacuous_run_the_verdict_rests_on_climbs_the_fuel_ladder() {
    let late = "tests/equiv/late-print.bril";
    let (code, out, _) = waddle(&["equiv", late, late, "--fuel", "100000"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("fn main: equivalent on 1 run (0 given, 1 random); 0 vacuous"), "{out}");
    let (code, out, err) = waddle(&["equiv", late, late, "--fuel", "1000"]);
    assert_eq!(code, 3, "{out}{err}");
    assert!(out.contains("1 vacuous"), "10⁵ units are not enough: {out}");
}

#[test]
fn a_wrong_bril_dce_output_diverges_in_brils_terms() {
    let (before, wrong) = ("tests/equiv/dce.bril", "tests/equiv/dce.wrong.json");
    // The `# ARGS: 5` run takes the branch that overwrites `x`: it cannot see the bug.
    let (code, out, _) = waddle(&["equiv", before, wrong, "--random-runs", "0"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("equivalent on 1 run (1 given"), "{out}");
    let (code, out, _) = waddle_snapshot("equiv/bril-wrong.out", &["equiv", before, wrong]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("fn main: semantic equivalence fails for run main("), "{out}");
    // Printed lines as `brili` prints them, the end of the run as `ret`.
    let minus = out.lines().find(|l| l.starts_with("      - print ")).expect("a printed line before");
    let plus = out.lines().find(|l| l.starts_with("      + print ")).expect("a printed line after");
    assert!(minus.ends_with(" false") && plus == "      + print 2 false", "{minus}\n{plus}");
    assert!(out.contains("outcome before: ret ("), "{out}");
    // The last steps are Bril's instructions, with their lines in BEFORE's text and
    // their indices in AFTER's JSON.
    assert!(out.contains("        line 10    x: int = add x n;\n"), "{out}");
    assert!(out.contains("        instrs[2]    x: int = add one one;\n"), "{out}");
    // With --kernel-steps, Bril's variable names: the import's registers are `x`, `x.1`,
    // … for Bril's `x`.
    let (code, out, _) = waddle(&["equiv", before, wrong, "--kernel-steps"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("x.2 ← add(x.1, n)"), "{out}");
    // Random Bril arguments are 64-bit integers.
    let arg: i128 = out.split("fails for run main(").nth(1).and_then(|l| l.split(')').next()).unwrap().parse().unwrap();
    assert!(i64::try_from(arg).is_ok() && arg >= 10, "{arg}");
}

#[test]
fn every_run_vacuous_is_no_verdict_unless_partial_is_allowed() {
    let args = ["equiv", SUM, "specs/replace/sum.peeled.ron", "--entry", "sum", "--fuel", "0", "--random-runs", "3"];
    let (code, out, _) = waddle(&args);
    assert_eq!(code, 3, "{out}");
    assert!(out.contains("fn sum: equivalent on 3 runs (0 given, 3 random); 3 vacuous"), "{out}");
    assert!(out.contains("error: every run of `sum` is vacuous"), "{out}");
    assert!(out.ends_with("--allow-partial accepts a partial verdict\n"), "{out}");
    assert!(out.contains("no verdict: not everything was compared (3 runs compared, 3 vacuous)"), "{out}");
    let (code, out, _) = waddle(&[&args[..], &["--allow-partial"]].concat());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("note: every run of `sum` is vacuous"), "{out}");
    assert!(out.ends_with("equivalent (partial) on 3 runs (3 vacuous: incomplete before and after)\n"), "{out}");
}

#[test]
fn nothing_compared_is_never_a_silent_success() {
    let dir = TempDir::new("equiv-empty");
    let empty = dir.join("empty.ron");
    std::fs::write(&empty, "Program(functions: [])").unwrap();
    let empty = empty.to_str().unwrap();
    // AFTER lost every function: exit 1, each named.
    let (code, out, _) = waddle(&["equiv", SUM, empty]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("error: `half` of BEFORE has no counterpart in AFTER"), "{out}");
    assert!(out.contains("not valid: AFTER lacks `sum`, `half`, `apply`, `pick` of BEFORE; 0 runs compared"), "{out}");
    let (code, out, _) = waddle(&["equiv", SUM, empty, "--allow-partial"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("note: `half` of BEFORE has no counterpart in AFTER"), "{out}");
    // No function in common: no verdict.
    let (code, out, _) = waddle(&["equiv", empty, SUM]);
    assert_eq!(code, 3, "{out}");
    assert!(out.contains("BEFORE and AFTER have no function in common, so no run was compared"), "{out}");
    // A Bril pair with no `# ARGS:` and no random run: no verdict.
    let tdce = "tests/equiv/dce.tdce.json";
    let (code, out, _) = waddle(&["equiv", tdce, tdce, "--random-runs", "0"]);
    assert_eq!(code, 3, "{out}");
    assert!(out.contains("error: no run of `main` was compared (give --runs 'main ARG…' or --random-runs N)"), "{out}");
    let (code, _, _) = waddle(&["equiv", tdce, tdce, "--random-runs", "0", "--allow-partial"]);
    assert_eq!(code, 0);
}

#[test]
fn a_memory_only_divergence_shows_both_memories_and_no_effect_past_the_end() {
    let args = ["equiv", "tests/equiv/leak.ron", "tests/equiv/leak.fixed.ron", "--random-runs", "0", "--runs", "f 1"];
    let (code, out, _) = waddle_snapshot("equiv/leak.out", &args);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("the run of BEFORE ends with 1 allocation(s) still live that the run of AFTER does not have"),
        "{out}"
    );
    assert!(out.contains("      before: @") && out.contains("      after:  empty"), "{out}");
    assert!(!out.contains("first divergence at effect"), "no effect differs:\n{out}");
    assert!(out.contains("the effect traces are equal (1 effect(s))"), "{out}");
    assert!(out.contains("last steps of the run of BEFORE, up to its end:"), "{out}");
    assert!(!out.contains("the step"), "there is no step in equiv:\n{out}");
}

#[test]
fn removing_a_dead_allocation_is_equivalent_with_nothing_left_of_nu_to_compare() {
    // `f` allocates a cell and frees it; `leak.fixed.ron` does neither. The allocation's
    // address is not a value choice, so the remaining ν agrees (semantics/equiv.md,
    // "Programs that allocate").
    let args =
        ["equiv", "tests/equiv/dead-alloc.ron", "tests/equiv/leak.fixed.ron", "--random-runs", "5", "--runs", "f 1"];
    let (code, out, _) = waddle(&args);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("fn f: equivalent on 6 runs (1 given, 5 random)"), "{out}");
}

/// `equiv --fuel` above the checker's default cap raises the cap with it (the run of a
/// long program needs it); `opt`, whose runs check its own steps, keeps the cap.
#[test]
fn a_fuel_above_the_cap_raises_it_in_equiv_and_is_refused_by_opt() {
    let (code, out, err) = waddle(&["equiv", SUM, SUM, "--fuel", "100000001", "--random-runs", "3"]);
    assert_eq!(code, 0, "{out}{err}");
    let (code, _, err) = waddle(&["equiv", SUM, SUM, "--fuel", "1000000000000001"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("1000000000000001"), "{err}");
    let (code, _, err) = waddle(&["opt", SUM, "--fuel", "100000001"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("above the checker's fuel cap of 100000000 units"), "{err}");
}

#[test]
fn a_replacement_with_two_latches_fails_its_step_naming_the_blocks() {
    for spec in ["tests/equiv/replace-two-latches.ron", "tests/equiv/replace-program-two-latches.ron"] {
        let (code, out, err) = waddle_check(&[spec]);
        assert_eq!(code, 1, "{out}{err}");
        assert!(out.contains("step 1: maintenance of canonical form fails for `sum`"), "{out}");
        assert!(
            out.contains(
                "loop at header `head`: 2 latches (`latch.low`, `latch.high`) where a unique latch is required"
            ),
            "{out}"
        );
        assert!(!out.contains("BlockId"), "{out}");
    }
}

#[test]
fn bad_input_is_exit_code_2_with_a_message() {
    let peeled = "specs/replace/sum.peeled.ron";
    let cases: [(&[&str], &str); 8] = [
        (&["equiv", SUM, "tests/equiv/missing.ron"], "cannot read tests/equiv/missing.ron"),
        (&["equiv", "missing.bril", "tests/equiv/dce.tdce.json"], "cannot read missing.bril"),
        (
            &["equiv", SUM, "tests/equiv/dce.tdce.json"],
            "is a Waddle program (RON) and tests/equiv/dce.tdce.json is a Bril program",
        ),
        (&["equiv", SUM, peeled, "--entry", "nope"], "unknown --entry `nope`: BEFORE defines sum, half, apply, pick"),
        (&["equiv", SUM, peeled, "--runs", "sum 1 2"], "run `sum(1, 2)`: `sum` takes 1 argument(s), but 2 were given"),
        (&["equiv", SUM, peeled, "--runs", "sum("], "--runs `sum(` is not a run"),
        (
            &["equiv", SUM, peeled, "--runs", "sum", "4", "5"],
            "--runs `sum` then `4`, `5` read as runs of their own: a run and its arguments are one value, quoted: --runs 'sum 4 5'",
        ),
        (&["equiv", SUM, peeled, "--rename", "sum"], "--rename `sum`: write OLD=NEW"),
    ];
    for (args, message) in cases {
        let (code, out, err) = waddle(args);
        assert_eq!(code, 2, "{args:?}:\n{out}{err}");
        assert!(err.contains(message), "{args:?}: no `{message}` in:\n{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    // A register of AFTER used undefined fails the SSA theorem (exit 1), located in it.
    let (code, _, err) = waddle(&["equiv", SUM, "tests/bad-input/undefined-register.ron"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("undefined register `r9` in function `gcd`"), "{err}");
    assert!(err.contains("tests/bad-input/undefined-register.ron:9:59"), "{err}");
    // A Bril entry's argument beyond Bril's 64-bit integers; the extremes are accepted.
    let dce = ["equiv", "tests/equiv/dce.bril", "tests/equiv/dce.tdce.json", "--random-runs", "0", "--runs"];
    let (code, _, err) = waddle(&[&dce[..], &["main 99999999999999999999"]].concat());
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("argument 1 `99999999999999999999` is beyond the program's 64-bit integers"), "{err}");
    let (code, out, err) = waddle(&[&dce[..], &["main -9223372036854775808", "main 9223372036854775807"]].concat());
    assert_eq!(code, 0, "{out}{err}");
    let (code, _, err) = waddle(&["equiv", "tests/equiv/dce.bril", "tests/bad-bril/undefined-variable.bril"]);
    assert_eq!(code, 2);
    assert!(err.contains("tests/bad-bril/undefined-variable.bril:3:3"), "{err}");
}

/// Writes a spec with one step `STEP` on `specs/replace/sum.ron` into a fresh folder
/// (the step on line 4, from column 9), removed when dropped; `files` are copied next to it.
fn replace_spec(tag: &str, step: &str, files: &[(&str, &str)]) -> (TempDir, String) {
    let dir = TempDir::new(&format!("equiv-{tag}"));
    for (name, from) in files {
        std::fs::copy(common::root().join(from), dir.join(name)).unwrap();
    }
    let program = common::root().join(SUM);
    let text = format!(
        "Spec(\n    program: Path({:?}),\n    runs: [Run(entry: \"half\", args: [-3]), Run(entry: \"sum\", args: [4])],\n        Step(apply: {step}),\n    ],\n)\n",
        program.display().to_string()
    )
    .replacen("\n        Step", "\n    steps: [\n        Step", 1);
    let spec = dir.join(format!("{tag}.ron"));
    std::fs::write(&spec, text).unwrap();
    (dir, spec.display().to_string())
}

#[test]
fn a_replacement_that_does_not_exist_or_verify_is_located_bad_input() {
    let step = r#"Replace(function: "sum", with: Path("nowhere.ron"))"#;
    let (_dir, spec) = replace_spec("missing", step, &[]);
    let (code, _, err) = waddle_check(&[&spec]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("step 1: cannot read the replacement `nowhere.ron`"), "{err}");
    assert!(err.contains("missing.ron:5:"), "located at the step's path:\n{err}");

    let step = r#"ReplaceProgram(Path("after.ron"))"#;
    let (_dir, spec) = replace_spec("not-ssa", step, &[("after.ron", "tests/equiv/sum.not-ssa.ron")]);
    let (code, _, err) = waddle_check(&[&spec]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("use of `s2` is not dominated by its definition"), "{err}");
    assert!(err.contains("after.ron:15:65"), "located in the replacement:\n{err}");

    // A replacement whose function has another signature cannot replace it.
    let step = r#"Replace(function: "sum", with: Path("after.ron"))"#;
    let (_dir, spec) = replace_spec("signature", step, &[("after.ron", "tests/equiv/sum.renamed.ron")]);
    let (code, _, err) = waddle_check(&[&spec]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("the replacement `after.ron` has no function `sum`"), "{err}");
    common::assert_located_in_step(&err, "signature", 5, step);
}

#[test]
fn a_wrong_or_non_canonical_replacement_fails_its_step() {
    let step = r#"ReplaceProgram(Path("after.ron"))"#;
    let (_dir, spec) = replace_spec("shr", step, &[("after.ron", "tests/equiv/sum.shr.ron")]);
    let (code, out, _) = waddle_check(&[&spec]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("step 1: semantic equivalence fails for run half(-3)"), "{out}");

    let step = r#"Replace(function: "sum", with: Path("after.ron"))"#;
    let (_dir, spec) = replace_spec("canonical", step, &[("after.ron", "tests/equiv/sum.not-canonical.ron")]);
    let (code, out, _) = waddle_check(&[&spec]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("step 1: maintenance of canonical form fails for `sum`"), "{out}");
    assert!(!out.contains("semantic equivalence fails"), "the runs agree:\n{out}");
}

#[test]
fn the_report_says_the_structures_restart_from_the_replacement() {
    let (code, out, _) = waddle_check(&["specs/replace"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("note: step 1: `sum` was replaced by the version in `sum.peeled.ron`; its dominator tree and loop forest were computed once"), "{out}");
    assert!(out.contains("note: step 2: the program was replaced by `sum.peeled.ron`; the dominator trees and loop forests of its 4 function(s) were computed once"), "{out}");
}

#[test]
fn a_bril_output_that_leaves_a_variable_unassigned_names_it_as_brili_does() {
    // This DCE also deleted `x: int = add one one`: the next `x: int = add x n` reads
    // an unassigned `x`, which `brili` reports as an undefined variable.
    let (code, out, _) =
        waddle(&["equiv", "tests/equiv/dce.bril", "tests/equiv/dce.undefined.json", "--random-runs", "0"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("outcome before: ret (13 steps); after: error: undefined variable x"), "{out}");
    assert!(out.contains("      - print 50 true\n      - ret\n      + error: undefined variable x"), "{out}");
    // Control parts where BEFORE goes on to `.small` and AFTER fails at its first use
    // of `x`, the third instruction of its JSON.
    assert!(
        out.contains("control first went differently after the start in `main`: the run of BEFORE went to .small, the run of AFTER to the error `undefined variable x`\n"),
        "{out}"
    );
    assert!(
        out.contains("        @main\n        instrs[2]    x: int = add x n;   ← error: undefined variable x\n"),
        "{out}"
    );
    let kernel =
        ["equiv", "tests/equiv/dce.bril", "tests/equiv/dce.undefined.json", "--random-runs", "0", "--kernel-steps"];
    let (code, out, _) = waddle(&kernel);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("div(1, 0)   (brili: undefined variable x)"), "{out}");
}

#[test]
fn equiv_stops_at_the_first_divergence_and_shrinks_a_random_counterexample() {
    let (code, out, _) = waddle(&["equiv", "tests/equiv/dce.bril", "tests/equiv/dce.wrong.json"]);
    assert_eq!(code, 1, "{out}");
    // One counterexample, with the runs that agreed before it and those not run.
    assert_eq!(out.matches("fails for run").count(), 1, "{out}");
    assert!(out.contains("stopped at the first divergence, "), "{out}");
    let agreed = out.split("diverged after ").nth(1).and_then(|l| l.split(' ').next()).expect("a count");
    let agreed: u64 = agreed.parse().expect("a number of runs");
    assert!(out.contains(&format!("{} not run", 101 - agreed - 1)), "{out}");
    // The random run (a power of two beyond 10) is shrunk to the smallest argument
    // that still diverges by halving: 16 (8 takes the branch that hides the bug).
    assert!(out.contains("fails for run main(16)\n    shrunk from main("), "{out}");
    assert!(out.contains("as brili arguments: 16\n"), "{out}");
    // The shrunk run replays as a given run.
    let (code, again, _) = waddle(&[
        "equiv",
        "tests/equiv/dce.bril",
        "tests/equiv/dce.wrong.json",
        "--random-runs",
        "0",
        "--runs",
        "main 16",
    ]);
    assert_eq!(code, 1, "{again}");
}

#[test]
fn the_time_limit_cuts_random_runs_never_given_ones_and_no_run_at_all_is_no_verdict() {
    // An absurd count is not drawn up front (memory does not grow with it): the runs
    // go on until the time limit; the verdict rests on the runs made, and says how many
    // the limit cut.
    let (code, out, err) = waddle(&[
        "equiv",
        SUM,
        "specs/replace/sum.peeled.ron",
        "--entry",
        "sum",
        "--random-runs",
        "4000000000",
        "--time-limit",
        "200ms",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let fn_line = out.lines().find(|l| l.starts_with("fn sum: equivalent on ")).unwrap_or_else(|| panic!("{out}"));
    assert!(fn_line.contains("random run(s) unmade"), "{out}");
    let last = out.lines().last().expect("a last line");
    assert!(last.starts_with("equivalent on ") && last.contains("the time limit of 200ms left "), "{out}");
    // With no time at all, the given run is still compared: it diverges.
    let (code, out, _) = waddle(&[
        "equiv",
        SUM,
        "tests/equiv/sum.shr.ron",
        "--entry",
        "half",
        "--runs",
        "half(-1)",
        "--time-limit",
        "0s",
    ]);
    assert_eq!(code, 1, "the given run is compared whatever the limit:\n{out}");
    assert!(out.contains("fn half: semantic equivalence fails for run half(-1)"), "{out}");
    // No time and no given run: nothing compared, no verdict, and the message says why.
    let (code, out, _) = waddle(&["equiv", SUM, "tests/equiv/sum.shr.ron", "--entry", "half", "--time-limit", "0s"]);
    assert_eq!(code, 3, "{out}");
    assert!(
        out.ends_with("no verdict: the time limit of 0s was reached before any run of `half` was compared; 0 runs agree (0 vacuous)\n"),
        "{out}"
    );
    assert!(!out.contains("--random-runs N"), "the advice is not to give what was given:\n{out}");
    // The random runs share the time over the functions: the first does not take it all.
    let (code, out, _) =
        waddle(&["equiv", SUM, "specs/replace/sum.peeled.ron", "--random-runs", "4000000000", "--time-limit", "400ms"]);
    assert_eq!(code, 0, "{out}");
    let verdicts: Vec<&str> = out.lines().filter(|l| l.starts_with("fn ") && l.contains(" vacuous")).collect();
    assert_eq!(verdicts.len(), 4, "{out}");
    for v in verdicts {
        assert!(v.contains(": equivalent on ") && !v.contains(" on 0 runs"), "every function has runs:\n{out}");
    }
    // An absurd count with a divergence among the first runs: a verdict, quickly.
    let (code, out, _) =
        waddle(&["equiv", SUM, "tests/equiv/sum.shr.ron", "--entry", "half", "--random-runs", "4000000000"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("stopped at the first divergence"), "{out}");
    // A malformed limit is bad input.
    let (code, _, err) = waddle(&["equiv", SUM, SUM, "--time-limit", "soon"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("`soon` is not a duration (e.g. 60s, 2m, 500ms)"), "{err}");
}

#[test]
fn absurd_counts_of_check_and_fuzz_are_refused_with_a_message() {
    let (code, _, err) = waddle(&["check", "--random-runs", "10000000", "specs/replace/sum.ron"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("10000000 is above the maximum of 1000000 random runs per entry"), "{err}");
    let (code, _, err) = waddle(&["fuzz", "--runs", "100000000", "--count", "1"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("100000000 is above the maximum of 10000 random runs per program"), "{err}");
    let dir = TempDir::new("huge-random-runs");
    for f in ["sum.ron", "sum.peeled.ron"] {
        std::fs::copy(format!("specs/replace/{f}"), dir.join(f)).unwrap();
    }
    let text = std::fs::read_to_string("specs/replace/replace-then-unroll.ron").unwrap();
    assert!(text.contains("random_runs: 10,"));
    let spec = dir.join("huge.ron");
    // The spec with `from` replaced by `to`, checked.
    let check = |from: &str, to: &str| {
        std::fs::write(&spec, text.replace(from, to)).unwrap();
        waddle(&["check", spec.to_str().unwrap()])
    };
    let (code, _, err) = check("random_runs: 10,", "random_runs: 4000000000,");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("random_runs: 4000000000 is above the maximum of 1000000 random runs per entry"), "{err}");
    assert!(err.contains("huge.ron:14:18"), "located at the count:\n{err}");
    // A run's budget has the flag's maximum, 1 TiB.
    let (code, _, err) = check("args: [0], outcome", "args: [0], budget: 1099511627777, outcome");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("run 2, sum(0): budget: 1099511627777 is above the maximum of 1099511627776 bytes"), "{err}");
    assert!(err.contains("huge.ron:10:"), "located at the run:\n{err}");
    let (code, out, err) = check("args: [0], outcome", "args: [0], budget: 1099511627776, outcome");
    assert_eq!(code, 0, "{out}{err}");
}

/// An AFTER that prints without end beside a BEFORE that halts: the traces differ at
/// the first effect BEFORE did not make, so the comparison stops there, with the first
/// runs' fuel (`oracle::equiv::PROBE_FUEL`), without giving AFTER its whole fuel, nor 10
/// and 100 times it.
#[test]
fn an_output_that_prints_without_end_is_stopped_at_its_first_differing_effect() {
    let (code, out, err) = waddle(&["equiv", "tests/equiv/count.bril", "tests/equiv/count.forever.bril"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("    the effect traces differ\n"), "{out}");
    assert!(out.contains("first divergence at effect #3"), "{out}");
    assert!(out.contains("a random run; brili runs it with no arguments\n"), "{out}");
    assert!(out.contains("after: incomplete: out of fuel after 16384 steps"), "the first runs' fuel only:\n{out}");
    assert!(!out.contains("times the fuel"), "{out}");
}

/// The combined summary names the parts' output folders once each, in the order the
/// parts were given, however the parts alternate between them.
#[test]
fn combined_parts_name_each_output_folder_once() {
    use waddle::format::suite::{suite_json, FileRow, Summary};
    let part = |k: usize, out: &str| {
        let row = FileRow {
            after: None,
            detail: String::new(),
            file: format!("f{k}.ron"),
            index: k - 1,
            reproduce: String::new(),
            report: vec![],
            seconds: 0.0,
            shown: vec![],
            stderr: String::new(),
            verdict: "equivalent".into(),
        };
        let doc = Summary {
            exit_code: 0,
            files: vec![row],
            out: out.into(),
            pass: "p".into(),
            shard: Some(format!("{k}/3")),
        };
        (std::path::PathBuf::from(format!("part{k}.json")), suite_json(&doc))
    };
    let parts = [part(1, "/tmp/a"), part(2, "/tmp/b"), part(3, "/tmp/a")];
    let (report, pass, outs) = waddle::check::suite::combine(&parts).expect("the parts make the whole suite");
    assert_eq!((report.rows.len(), pass.as_str(), outs.as_str()), (3, "p", "/tmp/a, /tmp/b"));
}
