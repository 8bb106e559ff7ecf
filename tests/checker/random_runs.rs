//! Random runs (`random_runs: N`, `waddle check --random-runs N --seed S`) and the
//! warnings for specs whose steps no run checks, or only vacuously (`--strict`).

use crate::common;
use common::{waddle_check, TempDir};
use std::path::PathBuf;

/// A spec file in a folder of its own, removed when dropped; it derefs to its path.
struct SpecFile {
    path: String,
    _dir: TempDir,
}

impl std::ops::Deref for SpecFile {
    type Target = str;

    fn deref(&self) -> &str {
        &self.path
    }
}

/// Writes `spec` (with `PROGRAM` standing for the memory/externs program's absolute
/// path) into a fresh folder.
fn write_spec(name: &str, spec: &str) -> SpecFile {
    let dir = TempDir::new(&format!("random-runs-{name}"));
    let program = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("specs/programs/memory_externs.ron");
    let path = dir.file(&format!("{name}.ron"), spec.replace("PROGRAM", &program.display().to_string()));
    SpecFile { path: path.display().to_string(), _dir: dir }
}

/// The wrong step of specs/README.md (the edge (fill, fill_body) is live), with `runs` as given.
fn live_edge_spec(name: &str, runs: &str) -> SpecFile {
    write_spec(
        name,
        &format!(
            r#"Spec(
    description: "deletes a live edge",
    program: Path("PROGRAM"),
    {runs}
    steps: [Step(apply: DeleteEdge(function: "main", from: "fill", to: "fill_body"))],
)"#
        ),
    )
}

const NO_RUN: &str = "no run checks the steps' semantic equivalence";

#[test]
fn a_spec_without_runs_that_deletes_a_live_edge_passes_with_a_warning() {
    let spec = live_edge_spec("no-runs", "");
    let (code, stdout, _) = waddle_check(&[&spec]);
    assert_eq!(code, 0, "{stdout}");
    assert!(stdout.contains(&format!("warning: {NO_RUN}")), "{stdout}");
    assert!(stdout.contains("1 passed, 0 failed, 1 with warnings"), "{stdout}");
    let (code, json, _) = waddle_check(&["--format", "json", &spec]);
    assert_eq!(code, 0, "{json}");
    let doc: serde_json::Value = serde_json::from_str(&json).unwrap();
    let warnings = doc["files"][0]["warnings"].as_array().unwrap();
    assert_eq!(warnings.len(), 1, "{json}");
    assert!(warnings[0].as_str().unwrap().starts_with(NO_RUN), "{json}");
    assert_eq!(doc["warned"], 1, "{json}");
}

#[test]
fn random_runs_catch_the_live_edge_and_print_a_plain_run_that_reproduces_it() {
    let spec = live_edge_spec("caught", "");
    let (code, stdout, _) = waddle_check(&["--random-runs", "8", "--seed", "1", &spec]);
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.contains("step 1: semantic equivalence fails for run main("), "{stdout}");
    assert!(!stdout.contains(NO_RUN), "{stdout}");
    // The failing random run, printed as a plain run, fails the same way in a spec.
    let line = stdout.lines().find(|l| l.contains("as a plain run: ")).expect("the run is printed");
    let run = line.split("as a plain run: ").nth(1).unwrap().trim();
    assert!(run.starts_with("Run(entry: \"main\", args: ["), "{run}");
    let copied = live_edge_spec("copied", &format!("runs: [{run}],"));
    let (code, again, _) = waddle_check(&[&copied]);
    assert_eq!(code, 1, "{again}");
    assert!(again.contains("step 1: semantic equivalence fails for run main("), "{again}");
    // Deterministic: the same seed draws the same runs, another seed others.
    let (_, same, _) = waddle_check(&["--random-runs", "8", "--seed", "1", &spec]);
    assert_eq!(same, stdout);
    let (_, other, _) = waddle_check(&["--random-runs", "8", "--seed", "2", &spec]);
    let plain = |s: &str| s.lines().filter(|l| l.contains("as a plain run")).map(String::from).collect::<Vec<_>>();
    assert_ne!(plain(&other), plain(&stdout));
}

#[test]
fn the_spec_field_random_runs_draws_runs_too() {
    let spec = live_edge_spec("field", "random_runs: 8,");
    let (code, stdout, _) = waddle_check(&[&spec]);
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.contains("a random run; as a plain run: Run(entry: \"main\""), "{stdout}");
}

#[test]
fn random_runs_pass_a_correct_step_and_silence_the_warning() {
    // `if-simplify-lcssa` has no runs of its own: random runs check it.
    let spec = "specs/regressions/if-simplify-lcssa.ron";
    let (code, stdout, _) = waddle_check(&["--random-runs", "8", "--strict", spec]);
    assert_eq!(code, 0, "{stdout}");
    assert!(!stdout.contains("warning"), "{stdout}");
}

#[test]
fn fuel_zero_is_vacuous_and_warned() {
    let spec = live_edge_spec("fuel0", r#"runs: [Run(entry: "main", args: [3], oracle: "seed:1", fuel: 0)],"#);
    let (code, stdout, _) = waddle_check(&[&spec]);
    assert_eq!(code, 0, "{stdout}");
    assert!(stdout.contains("warning: every run is vacuous") && stdout.contains("(fuel 0)"), "{stdout}");
    let (code, json, _) = waddle_check(&["--format", "json", &spec]);
    assert_eq!(code, 0, "{json}");
    assert!(json.contains("every run is vacuous"), "{json}");
}

#[test]
fn strict_turns_the_warnings_into_failures() {
    for (name, runs) in
        [("strict-none", ""), ("strict-fuel0", r#"runs: [Run(entry: "main", args: [3], oracle: "seed:1", fuel: 0)],"#)]
    {
        let spec = live_edge_spec(name, runs);
        let (code, stdout, _) = waddle_check(&["--strict", &spec]);
        assert_eq!(code, 1, "{stdout}");
        assert!(stdout.contains("FAIL") && stdout.contains("warning treated as a failure (--strict)"), "{stdout}");
        let (code, json, _) = waddle_check(&["--strict", "--format", "json", &spec]);
        assert_eq!(code, 1, "{json}");
        assert!(json.contains("\"status\": \"fail\""), "{json}");
    }
}

#[test]
fn a_spec_with_a_real_run_is_not_warned() {
    let spec = write_spec(
        "ok-run",
        r#"Spec(program: Path("PROGRAM"), runs: [Run(entry: "main", args: [3], oracle: "seed:1")],
            steps: [Step(apply: StraightenAll(function: "main"))])"#,
    );
    let (code, stdout, _) = waddle_check(&["--strict", &spec]);
    assert_eq!(code, 0, "{stdout}");
    assert!(!stdout.contains("warning"), "{stdout}");
}

#[test]
fn random_runs_not_compared_within_the_time_limit_are_no_verdict_with_exit_3() {
    let spec = "specs/replace/replace-then-unroll.ron";
    // A million random runs per entry are drawn one at a time after every step (never
    // stored); the limit cuts them short, and the outcome says so.
    let (code, out, err) = waddle_check(&["--random-runs", "1000000", "--time-limit", "200ms", spec]);
    assert_eq!(code, 3, "{out}{err}");
    let line = out.lines().find(|l| l.starts_with("NONE  ")).unwrap_or_else(|| panic!("no NONE line:\n{out}"));
    assert!(line.contains("no verdict: ") && line.ends_with(" incomplete within the limit of 200ms"), "{out}");
    assert!(out.ends_with("0 passed, 0 failed, 1 no verdict\n"), "{out}");
    let (code, json, _) =
        waddle_check(&["--random-runs", "1000000", "--time-limit", "200ms", "--format", "json", spec]);
    assert_eq!(code, 3, "{json}");
    assert!(json.contains("\"status\": \"no-verdict\"") && json.contains("\"no_verdict\": 1"), "{json}");
    // Within the limit, the verdict is the usual one.
    let (code, out, _) = waddle_check(&["--random-runs", "5", "--time-limit", "2m", spec]);
    assert_eq!(code, 0, "{out}");
    // A failure found before the limit is a verdict.
    let wrong = live_edge_spec("time-limit-live-edge", "");
    let (code, out, _) = waddle_check(&["--random-runs", "1000000", "--seed", "1", "--time-limit", "60s", &wrong]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("FAIL  "), "{out}");
}
