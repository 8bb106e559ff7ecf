//! The checker must catch wrong transformations: each test here feeds it a spec whose
//! step is deliberately wrong (a live edge deleted) and checks the report.

use crate::common;
use common::{waddle_check, TempDir};
use std::path::PathBuf;
use waddle::check::{run_spec, SpecResult};
use waddle::format::spec::parse_spec;
use waddle::oracle::Config;

fn run(spec: &str, program: &str) -> SpecResult {
    let spec = parse_spec(spec).expect("a well-formed spec");
    let program = waddle::format::parse_program(program).expect("a well-formed program").program;
    run_spec(&spec, program, &Config::default()).expect("valid input")
}

const MEMORY: &str = include_str!("../../specs/programs/memory_externs.ron");

/// Writes a spec file `name` into a fresh temporary folder (removed when the folder is
/// dropped); `PROGRAM` in `text` becomes the absolute path of the bundled program
/// `program`. Returns the folder, the spec and the program's path.
fn temp_spec(tag: &str, name: &str, program: &str, text: &str) -> (TempDir, PathBuf, PathBuf) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = TempDir::new(tag);
    let spec = dir.join(name);
    let program = root.join("specs/programs").join(program);
    std::fs::write(&spec, text.replace("PROGRAM", &format!("{:?}", program.display().to_string()))).unwrap();
    (dir, spec, program)
}

#[test]
fn deleting_a_live_edge_breaks_semantic_equivalence_with_an_aligned_diff() {
    let r = run(
        r#"Spec(program: Path("unused"), runs: [Run(entry: "main", args: [3], oracle: "seed:1")],
               steps: [Step(apply: DeleteEdge(function: "main", from: "fill", to: "fill_body"))])"#,
        MEMORY,
    );
    assert_eq!(r.failures.len(), 1, "{:?}", r.failures);
    let f = &r.failures[0];
    assert_eq!(f.title, "semantic equivalence fails for run main(3)");
    let text = f.details.join("\n");
    assert!(text.contains("first divergence at effect #0"), "{text}");
    assert!(text.contains("- input()") && text.contains("+ halt(ex(uninitialised read at"), "{text}");
    assert!(text.contains("E-Load-Uninit     main:sum_body:2 raw ← load32(at2)"), "{text}");
}

#[test]
fn a_step_that_turns_a_halt_into_an_error_is_a_mismatch() {
    // gcd without its exit edge divides by zero once r2 reaches 0.
    let gcd = include_str!("../../specs/programs/gcd.ron");
    let r = run(
        r#"Spec(program: Path("unused"), canonicalize: true, runs: [Run(entry: "gcd", args: [48, 18])],
               steps: [Step(apply: DeleteEdge(function: "gcd", from: "a", to: "c"))])"#,
        gcd,
    );
    let text = r.failures.iter().flat_map(|f| f.details.clone()).collect::<Vec<_>>().join("\n");
    assert!(text.contains("- halt(6)") && text.contains("+ halt(ex(division by zero))"), "{text}");
    assert!(text.contains("E-Op-Err          gcd:b:0        r3 ← mod(r1, r2)"), "{text}");
}

#[test]
fn a_step_that_makes_a_run_diverge_is_a_mismatch_after_retrying_with_more_fuel() {
    // Figure 8 without the edge (a, b) never leaves its loop (a → c → a …); before,
    // fig8(3) halts after a few steps.
    let fig8 = include_str!("../../specs/programs/fig8_ejection_lcssa.ron");
    let r = run(
        r#"Spec(program: Path("unused"),
               runs: [Run(entry: "fig8", args: [3], fuel: 200)],
               steps: [Step(apply: DeleteEdge(function: "fig8", from: "a", to: "b"))])"#,
        fig8,
    );
    let f = r.failures.iter().find(|f| f.title.starts_with("semantic equivalence")).expect("a mismatch");
    assert!(f.details[0].contains("the run before the step halts, the run after the step does not"), "{:?}", f.details);
}

#[test]
fn an_unexpected_outcome_of_the_input_is_reported() {
    let gcd = include_str!("../../specs/programs/gcd.ron");
    let r = run(
        r#"Spec(program: Path("unused"), canonicalize: true, runs: [Run(entry: "gcd", args: [48, 18], outcome: "halt(7)")])"#,
        gcd,
    );
    assert_eq!(r.failures.len(), 1);
    assert_eq!(r.failures[0].title, "run gcd(48, 18) of the input: expected halt(7), got halt(6)");
}

#[test]
fn runs_that_do_not_fit_the_program_are_bad_input() {
    let gcd = include_str!("../../specs/programs/gcd.ron");
    let spec =
        parse_spec(r#"Spec(program: Path("unused"), canonicalize: true, runs: [Run(entry: "gcd", args: [true])])"#)
            .unwrap();
    let program = waddle::format::parse_program(gcd).unwrap().program;
    let errors = run_spec(&spec, program, &Config::default()).expect_err("bad input");
    assert_eq!(errors[0].message, "run 1, gcd(true): `gcd` takes 2 argument(s), but 1 were given", "{errors:?}");
}

#[test]
fn the_bundled_specs_fire_every_reduction_rule() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let files = waddle::check::driver::collect(&[root.join("specs")]).expect("readable specs");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let summary =
        waddle::check::driver::run(&files, &mut out, &mut err, &Default::default()).expect("writes to memory");
    assert_eq!(summary.failed, 0, "{}", String::from_utf8_lossy(&out));
    assert!(summary.unfired().is_empty(), "rules never fired by the specs' runs: {:?}", summary.unfired());
}

#[test]
fn the_json_report_carries_failures_for_tools() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let (dir, spec, _) = temp_spec(
        "json",
        "wrong.ron",
        "memory_externs.ron",
        r#"Spec(program: Path(PROGRAM), runs: [Run(entry: "main", args: [3], oracle: "seed:1")],
                steps: [Step(apply: DeleteEdge(function: "main", from: "fill", to: "fill_body"))])"#,
    );
    // The same step as a negative spec: it passes, and says what failed as expected.
    let negative = dir.join("negative.ron");
    let text = std::fs::read_to_string(&spec).unwrap();
    std::fs::write(&negative, text.replace("))])", "), expect: Expect(fails: Equivalence))])")).unwrap();
    let mut out = Vec::new();
    let files = vec![spec.clone(), root.join("specs/programs/gcd.ron"), negative];
    let summary = waddle::check::driver::run_json(&files, true, &Config::default(), &mut out).unwrap();
    assert_eq!((summary.passed, summary.failed), (2, 1));
    let doc: serde_json::Value = serde_json::from_slice(&out).expect("valid JSON");
    assert_eq!(doc["passed"], 2);
    assert_eq!(doc["failed"], 1);
    assert_eq!(doc["files"][2]["status"], "ok");
    assert_eq!(doc["files"][2]["expected_failures"][0], "semantic equivalence fails for run main(3)");
    let wrong = &doc["files"][0];
    assert_eq!(wrong["status"], "fail");
    assert_eq!(wrong["failures"][0]["step"], 1);
    assert_eq!(wrong["failures"][0]["title"], "semantic equivalence fails for run main(3)");
    // The deleted edge is where the runs part: named in the step's block names.
    let details: Vec<&str> =
        wrong["failures"][0]["details"].as_array().unwrap().iter().filter_map(|d| d.as_str()).collect();
    assert!(
        details.contains(
            &"control first went differently after main:fill: the run before the step went to fill_body, the run after the step to sum_pre"
        ),
        "{details:?}"
    );
    assert_eq!(doc["files"][1]["kind"], "program");
    assert!(doc["coverage"]["E-Call-Extern"].as_u64().unwrap() > 0);
}

#[test]
fn blessing_rewrites_expected_outcomes_and_effects_in_place() {
    let (_dir, spec, program) = temp_spec(
        "bless",
        "gcd.ron",
        "memory_externs.ron",
        "// a comment that must survive\nSpec(program: Path(PROGRAM), runs: [Run(entry: \"main\", args: [2], oracle: \"seed:4\", outcome: \"halt(0)\")])",
    );
    let before = waddle::check::check_spec_file(&spec, &Config::default()).unwrap();
    assert!(!before.passed(), "the stale expectation fails first");

    let changed = waddle::check::driver::bless(std::slice::from_ref(&spec), &Config::default()).unwrap();
    assert_eq!(changed, vec![spec.clone()]);
    let blessed = std::fs::read_to_string(&spec).unwrap();
    assert!(blessed.starts_with("// a comment that must survive\n"), "{blessed}");
    assert!(blessed.contains("effects: [\"input()\", \"input()\", \"print("), "{blessed}");
    let spec = parse_spec(&blessed).unwrap();
    let program = waddle::format::parse_program(&std::fs::read_to_string(program).unwrap()).unwrap().program;
    let after = run_spec(&spec, program, &Config::default()).unwrap();
    assert!(after.passed(), "{:?}", after.failures);
    assert_ne!(spec.runs[0].outcome.as_deref(), Some("halt(0)"));
}

#[test]
fn an_expected_failure_of_the_right_check_passes_and_of_another_fails() {
    // Deleting the live edge (fill, fill_body) breaks semantic equivalence only.
    let step = |fails: &str| {
        format!(
            r#"Spec(program: Path("unused"), runs: [Run(entry: "main", args: [3], oracle: "seed:1")],
               steps: [Step(apply: DeleteEdge(function: "main", from: "fill", to: "fill_body"),
                            expect: Expect(fails: {fails}))])"#
        )
    };
    let right = run(&step("Equivalence"), MEMORY);
    assert!(right.passed(), "{:?}", right.failures);
    assert_eq!(right.expected.len(), 1);
    assert_eq!(right.expected[0].title, "semantic equivalence fails for run main(3)");
    let wrong = run(&step("DomTree"), MEMORY);
    assert!(!wrong.passed());
    assert_eq!(
        wrong.failures[0].title,
        "expected maintenance of the dominator tree to fail, but other checks failed instead"
    );
    assert_eq!(wrong.failures[1].title, "semantic equivalence fails for run main(3)");
}

#[test]
fn a_step_expected_to_fail_that_passes_is_a_failure() {
    let gcd = include_str!("../../specs/programs/gcd.ron");
    let r = run(
        r#"Spec(program: Path("unused"), canonicalize: true, runs: [Run(entry: "gcd", args: [48, 18])],
               steps: [Step(apply: StraightenAll(function: "gcd"), expect: Expect(fails: Lcssa))])"#,
        gcd,
    );
    assert_eq!(r.failures.len(), 1, "{:?}", r.failures);
    assert_eq!(r.failures[0].title, "expected maintenance of LCSSA form to fail, but every check passed");
}

#[test]
fn an_expected_failure_before_the_last_step_is_bad_input() {
    let gcd = include_str!("../../specs/programs/gcd.ron");
    let spec = parse_spec(
        r#"Spec(program: Path("unused"), canonicalize: true,
               steps: [Step(apply: StraightenAll(function: "gcd"), expect: Expect(fails: Ssa)),
                       Step(apply: StraightenAll(function: "gcd"))])"#,
    )
    .unwrap();
    let program = waddle::format::parse_program(gcd).unwrap().program;
    let errors = run_spec(&spec, program, &Config::default()).expect_err("bad input");
    assert_eq!(errors[0].message, "step 1 expects a failure but is not the last step");
}

/// The faults of negative specs exist only in the checker's own test build: the CLI
/// rejects a spec that applies one, pointing at the step.
#[test]
fn the_cli_rejects_test_only_faults_as_bad_input() {
    let (code, _, stderr) = waddle_check(&["tests/negative/stale-dom-tree.ron"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("error: step 1 applies the test-only fault StaleDomTree"), "{stderr}");
    assert!(stderr.contains("tests/negative/stale-dom-tree.ron:13:20"), "{stderr}");
}

/// A step naming a block the function does not have is a mistake in the spec: bad
/// input (exit code 2), located at the step.
#[test]
fn a_step_that_cannot_apply_is_bad_input_located_at_the_step() {
    let (_dir, spec, _) = temp_spec(
        "typo",
        "typo.ron",
        "gcd.ron",
        "Spec(\n    program: Path(PROGRAM),\n    canonicalize: true,\n    steps: [\n        Step(apply: StraightenAll(function: \"gcd\")),\n        Step(apply: DeleteEdge(function: \"gcd\", from: \"a\", to: \"zz\")),\n    ],\n)\n",
    );
    let (code, _, stderr) = waddle_check(&[spec.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(stderr.contains("error: step 2: cannot apply delete edge (a, zz) in gcd: no block `zz`"), "{stderr}");
    // At the unknown name in the step.
    assert!(stderr.contains("typo.ron:6:64"), "{stderr}");
}

#[test]
fn print_after_shows_the_function_after_every_step() {
    let stdout = check_print_after("specs/passes/jump-threading-slides.ron");
    for want in [
        "after step 1, duplicate [\"b\"] redirecting [\"p1\"] in thread:",
        "branch b.dup(7)",
        "after step 2, if-simplify b.dup in thread:",
        "after step 3, straighten p1 in thread:",
        "r.1 ← 7",
    ] {
        assert!(stdout.contains(want), "no `{want}` in:\n{stdout}");
    }
    // The last listing has no b.dup any more: it was merged into p1.
    let last = stdout.rsplit("after step 3").next().unwrap();
    assert!(!last.contains("b.dup("), "{last}");
}

#[test]
fn a_block_losing_its_last_edge_returns_a_function_of_the_return_type() {
    let stdout = check_print_after("specs/regressions/last-edge-fn-return.ron");
    // `main` is the program's first function of type fn(int) → int.
    assert!(stdout.contains("b():\n            return ref main\n"), "{stdout}");
    assert!(stdout.contains("d():\n            return ref inc\n"), "{stdout}");
}

/// `waddle check --print-after SPEC`: its standard output, after asserting that the
/// spec passed.
fn check_print_after(spec: &str) -> String {
    let (code, stdout, stderr) = waddle_check(&["--print-after", spec]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    stdout
}
