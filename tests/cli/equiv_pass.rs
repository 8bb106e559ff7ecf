//! `waddle equiv --pass 'CMD' FILES…`: this project's own test passes (a trivial dead
//! code elimination and a local value numbering, `tests/passes/*.py`, each with a
//! deliberately wrong variant) validated over the Bril programs of
//! `tests/passes/programs/`, and passes that crash, hang or print something else.

use crate::common::waddle;

const PROGRAMS: &str = "tests/passes/programs";

fn suite(pass: &str, extra: &[&str]) -> (i32, String, String) {
    let out = std::env::temp_dir().join(format!("waddle-pass-test-{}-{}", std::process::id(), pass.len()));
    let out = out.to_str().unwrap().to_string();
    let mut args = vec!["equiv", "--pass", pass, "--random-runs", "20", "--jobs", "2", "--out", &out];
    args.extend(extra);
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    waddle(&refs)
}

#[test]
fn a_correct_dce_and_lvn_are_equivalent_on_every_program() {
    for pass in ["python3 tests/passes/tdce.py", "python3 tests/passes/lvn.py"] {
        let (code, out, err) = suite(pass, &[PROGRAMS]);
        assert_eq!(code, 0, "{pass}:\n{out}{err}");
        assert!(out.contains("6 file(s): 6 equivalent"), "{pass}:\n{out}");
        for f in ["bools", "branches", "calls", "loop", "memory", "redundant"] {
            let line = out.lines().find(|l| l.contains(&format!("{f}.bril"))).unwrap_or("");
            assert!(line.contains("equivalent") && line.contains("equivalent on"), "{pass}, {f}:\n{out}");
        }
    }
}

#[test]
fn a_dce_that_ignores_control_flow_is_caught_with_a_diff_and_a_reproduction() {
    let (code, out, err) = suite("python3 tests/passes/tdce.py --wrong", &[PROGRAMS, "tests/equiv/dce.bril"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("7 file(s): 4 equivalent, 3 not equivalent"), "{out}");
    for f in ["branches.bril", "loop.bril", "dce.bril"] {
        assert!(out.contains(&format!("{f}: not equivalent")), "{f}:\n{out}");
    }
    assert!(out.contains("fn main: semantic equivalence fails for run main(3)"), "{out}");
    assert!(out.contains("  reproduce: waddle equiv tests/passes/programs/branches.bril "), "{out}");
}

#[test]
fn an_lvn_that_merges_two_allocations_is_caught_in_brils_words() {
    let (code, out, _) = suite("python3 tests/passes/lvn.py --wrong", &[PROGRAMS]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("6 file(s): 5 equivalent, 1 not equivalent"), "{out}");
    assert!(out.contains("== tests/passes/programs/memory.bril: not equivalent"), "{out}");
    assert!(out.contains("+ print 9 9 18 18"), "{out}");
    assert!(out.contains("Tried to free illegal memory location"), "{out}");
}

#[test]
fn a_pass_that_fails_hangs_or_prints_no_program_is_reported_as_such() {
    let one = "tests/passes/programs/bools.bril";
    let (code, out, _) = suite("echo broken >&2; exit 4", &[one]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("rejected by the pass") && out.contains("the pass exited with 4: broken"), "{out}");
    let (code, out, _) = suite("echo hello", &[one]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("bad output"), "{out}");
    let (code, out, _) = suite("cat > /dev/null", &[one]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("bad output") && out.contains("the pass printed nothing"), "{out}");
    let (code, out, _) = suite("sleep 5", &[one, "--time-limit", "300ms"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("the pass did not finish within the time limit"), "{out}");
}

#[test]
fn the_identity_pass_on_waddle_programs_and_the_json_summary() {
    let (code, out, err) = suite("cat", &["specs/replace/sum.ron", "tests/equiv/alloc/reads.ron", "--format", "json"]);
    assert_eq!(code, 0, "{out}{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("the summary is JSON");
    assert_eq!(v["exit_code"], 0);
    let files = v["files"].as_array().unwrap();
    assert_eq!(files.len(), 2);
    assert!(files.iter().all(|f| f["verdict"] == "equivalent"), "{out}");
    assert!(files[0]["after"].as_str().unwrap().ends_with(".after.ron"), "{out}");
}

#[test]
fn an_input_waddle_does_not_run_is_skipped_and_nothing_is_a_silent_success() {
    let dir = std::env::temp_dir().join(format!("waddle-pass-skip-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("ill-typed.bril");
    std::fs::write(&bad, "@main {\n  x: int = const true;\n  print x;\n}\n").unwrap();
    let (code, out, _) = suite("cat", &[bad.to_str().unwrap()]);
    assert_eq!(code, 3, "{out}");
    assert!(out.contains("skipped") && out.contains("the input is not a program waddle runs"), "{out}");
    // In a folder, JSON that is no Bril program (a plot's data) is left out, said on
    // standard error; named on the command line, it is a skipped row.
    let folder = dir.join("suite");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("one.bril"), "@main {\n  x: int = const 1;\n  print x;\n}\n").unwrap();
    std::fs::write(folder.join("plot.vl.json"), "{\"mark\": \"bar\"}\n").unwrap();
    let (code, out, err) = suite("cat", &[folder.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("1 file(s): 1 equivalent"), "{out}");
    assert!(err.contains("plot.vl.json left out: JSON that is no Bril program"), "{err}");
    let (code, out, _) = suite("cat", &[folder.join("plot.vl.json").to_str().unwrap()]);
    assert_eq!(code, 3, "{out}");
    assert!(out.contains("skipped"), "{out}");
    let (code, _, err) = waddle(&["equiv", "--pass", "cat", "does-not-exist.bril"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("cannot read does-not-exist.bril"), "{err}");
    let (code, _, err) = waddle(&["equiv", "--jobs", "2", "a.bril", "b.bril"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--jobs belongs with --pass"), "{err}");
    let (code, _, err) = waddle(&["equiv", "a.bril"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("equiv takes two programs, BEFORE and AFTER (1 given)"), "{err}");
}

#[test]
fn an_ssa_round_trip_is_equivalent_and_one_that_loses_loop_updates_is_not() {
    let (code, out, err) = suite("python3 tests/passes/ssa.py roundtrip", &[PROGRAMS, "--fuel", "100000"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("6 file(s): 6 equivalent"), "{out}");
    let (code, out, _) = suite("python3 tests/passes/ssa.py roundtrip --wrong", &[PROGRAMS, "--fuel", "100000"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("6 file(s): 3 equivalent, 3 not equivalent"), "{out}");
    assert!(out.contains("== tests/passes/programs/loop.bril: not equivalent"), "{out}");
}

/// The processes whose command line holds `marker`.
fn running(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    for e in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        if let Ok(cmd) = std::fs::read(e.path().join("cmdline")) {
            let cmd = String::from_utf8_lossy(&cmd).replace('\0', " ");
            if cmd.contains(marker) {
                found.push(cmd);
            }
        }
    }
    found
}

/// Each hostile pass under `tests/passes/hostile.py` ends with its own verdict within
/// the time limit, and no process of it is left running afterwards.
#[test]
fn a_hostile_pass_cannot_hang_the_suite_nor_outlive_it() {
    let one = "tests/passes/programs/bools.bril";
    let cases = [
        ("hang", "the pass did not finish within the time limit"),
        ("fork-and-hang", "the pass did not finish within the time limit"),
        ("holds-stdout", "a process it started kept its output open past the time limit"),
        ("never-read", "not equivalent"),
        ("close-stdin", "not equivalent"),
        ("write-first", "bad output"),
        ("print-forever", "the pass printed more than 1048576 bytes"),
        ("long-stderr", "the pass exited with 3: Traceback line 99"),
        ("rename-main", "static check failed"),
    ];
    for (mode, expected) in cases {
        let marker = format!("waddle-hostile-{}-{mode}", std::process::id());
        let pass = format!("python3 tests/passes/hostile.py {mode} {marker}");
        let (code, out, err) = suite(&pass, &[one, "--time-limit", "2s", "--max-output", "1M"]);
        assert_eq!(code, 1, "{mode}:\n{out}{err}");
        assert!(out.contains(expected), "{mode}: expected `{expected}`:\n{out}{err}");
        assert!(running(&marker).is_empty(), "{mode}: left behind: {:?}", running(&marker));
    }
}

/// A pass that renames Bril's entry point fails a static check, and the summary's
/// detail says so (never "equivalent" on a failed file).
#[test]
fn a_renamed_entry_point_is_a_failed_static_check() {
    let one = "tests/passes/programs/bools.bril";
    let (code, out, err) = suite("python3 tests/passes/hostile.py rename-main waddle-rename-test", &[one]);
    assert_eq!(code, 1, "{out}{err}");
    let row = out.lines().find(|l| l.starts_with(one)).unwrap_or_else(|| panic!("{out}"));
    assert!(row.contains("static check failed"), "{row}");
    assert!(row.contains("not valid: AFTER renames the entry point `main`, so brili no longer runs it"), "{row}");
    assert!(out.contains("the entry point `main` is `entry` in AFTER"), "{out}");
    assert!(out.contains("\n1 file(s): 1 static check failed; outputs in "), "{out}");
    let (_, json, _) =
        suite("python3 tests/passes/hostile.py rename-main waddle-rename-test", &[one, "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&json).expect("the summary is JSON");
    assert_eq!(v["files"][0]["verdict"], "static check failed", "{json}");
}

/// A failed pass's standard error is shown: its last 40 lines in the table, all of it
/// in the JSON summary, and the JSON report is whole.
#[test]
fn a_failed_pass_shows_its_standard_error() {
    let one = "tests/passes/programs/bools.bril";
    let pass = "python3 tests/passes/hostile.py long-stderr waddle-stderr-test";
    let (_, out, _) = suite(pass, &[one]);
    assert!(out.contains("the pass's standard error, its last 40:"), "{out}");
    assert!(out.contains("    Traceback line 60:") && !out.contains("    Traceback line 59:"), "{out}");
    let (_, out, _) = suite(pass, &[one, "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("the summary is JSON");
    let stderr = v["files"][0]["stderr"].as_str().unwrap();
    assert_eq!(stderr.lines().count(), 100, "{stderr}");
}
