//! `waddle equiv --pass 'CMD' FILES…`: this project's own test passes (a trivial dead
//! code elimination and a local value numbering, `tests/passes/*.py`, each with a
//! deliberately wrong variant) validated over the Bril programs of
//! `tests/passes/programs/`, and passes that crash, hang or print something else.

use crate::common::{waddle, TempDir};

const PROGRAMS: &str = "tests/passes/programs";

/// `waddle equiv --pass PASS EXTRA…`, the outputs in a temporary folder removed on return.
fn suite(pass: &str, extra: &[&str]) -> (i32, String, String) {
    let dir = TempDir::new("pass-test");
    let out = dir.join("out");
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

/// A flag that does not fit the input (an `--entry` it lacks, a malformed `--oracle`,
/// a `--rename` of a function it lacks) is the user's doing, not the pass's: the file
/// is skipped with the flag's error, never "bad output" or a failure of the pass.
#[test]
fn a_flag_that_does_not_fit_the_input_is_not_blamed_on_the_pass() {
    for (flag, value, said) in [
        ("--entry", "nope", "error: unknown --entry `nope`"),
        ("--oracle", "bogus", "error: --oracle `bogus`"),
        ("--rename", "nope=gcd", "error: --rename nope=gcd: BEFORE has no function `nope`"),
    ] {
        let (code, out, err) = suite("cat", &["specs/programs/gcd.ron", flag, value]);
        assert_eq!(code, 3, "{flag}: {out}{err}");
        assert!(out.contains("skipped") && !out.contains("bad output"), "{flag}: {out}");
        assert!(out.contains(said), "{flag}: no `{said}` in:\n{out}");
    }
    // A `--rename` onto a name the pass's output lacks may be the pass's doing: that
    // file's output is bad, as the pass was said to produce the name.
    let (code, out, err) = suite("cat", &["specs/programs/gcd.ron", "--rename", "gcd=nope"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("bad output") && out.contains("AFTER has no function `nope`"), "{out}");
    // A flag of the one-pair mode is refused, not ignored.
    let (code, _, err) = suite("cat", &["specs/programs/gcd.ron", "--html", "never-written"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--html writes the page of one pair"), "{err}");
    assert!(!std::path::Path::new("never-written").exists());
}

#[test]
fn an_input_waddle_does_not_run_is_skipped_and_nothing_is_a_silent_success() {
    let dir = TempDir::new("pass-skip");
    let bad = dir.join("ill-typed.bril");
    std::fs::write(&bad, "@main {\n  x: int = const true;\n  print x;\n}\n").unwrap();
    let (code, out, _) = suite("cat", &[bad.to_str().unwrap()]);
    assert_eq!(code, 3, "{out}");
    assert!(out.contains("skipped") && out.contains("the input is not a program waddle runs"), "{out}");
    // The reason is located in the input, as `waddle verify` locates it.
    assert!(out.contains(&format!("{}:2:3: `const` of type int", bad.display())), "{out}");
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
        ("never-read", "static check failed"),
        ("close-stdin", "static check failed"),
        ("write-first", "bad output"),
        ("print-forever", "the pass printed more than 1048576 bytes"),
        ("long-stderr", "the pass exited with 3: Traceback line 99"),
        ("flood-stderr", "the pass printed more than 1048576 bytes on its standard error"),
        ("huge-stderr-line", "the pass exited with 3: …xxx"),
        ("rename-main", "static check failed"),
    ];
    for (mode, expected) in cases {
        let marker = format!("waddle-hostile-{}-{mode}", std::process::id());
        let pass = format!("python3 tests/passes/hostile.py {mode} {marker}");
        let (code, out, err) = suite(&pass, &[one, "--time-limit", "2s", "--max-output", "1M"]);
        assert_eq!(code, 1, "{mode}:\n{out}{err}");
        assert!(out.contains(expected), "{mode}: expected `{expected}`:\n{out}{err}");
        // A line of the pass's standard error is shown cut, once in the detail and
        // once in the report's tail.
        assert!(out.len() < 20_000, "{mode}: {} bytes of summary", out.len());
        assert!(running(&marker).is_empty(), "{mode}: left behind: {:?}", running(&marker));
    }
}

/// A process of the pass that leaves its process group for a session of its own
/// (`setsid`), where killing the group does not reach it, is still killed when the
/// pass's verdict is in: it carries the run's mark in its environment.
#[test]
fn a_process_of_the_pass_in_a_new_session_does_not_outlive_it() {
    let marker = format!("waddle-new-session-{}", std::process::id());
    let pass = format!(
        "setsid python3 -c 'import time; time.sleep(600)' {marker} </dev/null >/dev/null 2>&1 & sleep 0.5; cat"
    );
    let (code, out, err) = suite(&pass, &["tests/passes/programs/bools.bril"]);
    assert_eq!(code, 0, "{out}{err}");
    let stopped = std::time::Instant::now();
    while !running(&marker).is_empty() && stopped.elapsed() < std::time::Duration::from_secs(5) {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(running(&marker).is_empty(), "left behind: {:?}", running(&marker));
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

/// In the table, the functions that did not pass come first, each whole, and those
/// that passed are summed in one line; the JSON report has every line.
#[test]
fn the_table_shows_failing_functions_first_and_sums_the_others() {
    let file = "tests/equiv/many-functions.bril";
    let (code, out, err) = suite("sed s/41/42/", &[file, "--report-lines", "200"]);
    assert_eq!(code, 1, "{out}{err}");
    let report =
        out.split_once(&format!("== {file}: not equivalent\n")).map(|(_, r)| r).unwrap_or_else(|| panic!("{out}"));
    let fn_lines: Vec<&str> = report.lines().filter(|l| l.starts_with("  fn ")).collect();
    assert!(fn_lines.iter().all(|l| l.starts_with("  fn main:") || l.starts_with("  fn last:")), "{report}");
    assert!(report.contains("  fn last: semantic equivalence fails for run last("), "{report}");
    assert!(
        report.contains(
            "  12 functions pass (`f1`, `f2`, `f3`, `f4`, `f5`, `f6`, `f7`, `f8`, and 4 more): equivalent on "
        ),
        "{report}"
    );
    let (_, json, _) = suite("sed s/41/42/", &[file, "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&json).expect("the summary is JSON");
    let lines: Vec<&str> = v["files"][0]["report"].as_array().unwrap().iter().filter_map(|l| l.as_str()).collect();
    assert!(lines.iter().any(|l| l.starts_with("fn f12: equivalent on ")), "the JSON report is whole: {lines:?}");
}

/// `waddle` interrupted (Ctrl-C, SIGINT) while a pass runs: no process of the pass
/// outlives it, grandchildren included.
#[test]
fn an_interrupted_suite_leaves_no_process_of_the_pass() {
    let marker = format!("waddle-interrupted-{}", std::process::id());
    let pass = format!("python3 tests/passes/hostile.py fork-and-hang {marker}");
    let dir = TempDir::new("pass-interrupted");
    let out = dir.join("out");
    let mut waddle = std::process::Command::new(env!("CARGO_BIN_EXE_waddle"))
        .args(["equiv", "--pass", &pass, "tests/passes/programs/bools.bril", "--time-limit", "60s", "--out"])
        .arg(&out)
        .current_dir(crate::common::root())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("waddle starts");
    let started = std::time::Instant::now();
    let pythons = || running(&marker).iter().filter(|c| !c.starts_with("sh ") && !c.contains("waddle equiv")).count();
    while pythons() < 2 && started.elapsed() < std::time::Duration::from_secs(20) {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(pythons() >= 2, "the pass and its grandchild run: {:?}", running(&marker));
    let sent = std::process::Command::new("kill").args(["-INT", &waddle.id().to_string()]).status().unwrap();
    assert!(sent.success());
    let status = waddle.wait().unwrap();
    assert!(!status.success(), "waddle ends on the interrupt: {status:?}");
    let stopped = std::time::Instant::now();
    while !running(&marker).is_empty() && stopped.elapsed() < std::time::Duration::from_secs(5) {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(running(&marker).is_empty(), "left behind: {:?}", running(&marker));
}

/// `--shard K/N` splits a suite into parts that together are the whole suite, once
/// each; `--combine` makes their JSON summaries one table with the whole exit code.
#[test]
fn the_parts_of_a_sharded_suite_combine_into_the_whole_table() {
    let pass = "python3 tests/passes/lvn.py --wrong";
    let (whole_code, whole, _) = suite(pass, &[PROGRAMS]);
    assert_eq!(whole_code, 1, "{whole}");
    let dir = TempDir::new("shards");
    let mut parts = Vec::new();
    for k in 1..=4 {
        let (_, json, err) = suite(pass, &[PROGRAMS, "--shard", &format!("{k}/4"), "--format", "json"]);
        let v: serde_json::Value = serde_json::from_str(&json).unwrap_or_else(|_| panic!("{json}{err}"));
        assert_eq!(v["shard"], format!("{k}/4"));
        let part = dir.join(format!("part{k}.json"));
        std::fs::write(&part, json).unwrap();
        parts.push(part.to_str().unwrap().to_string());
    }
    let rows = |table: &str| -> Vec<(String, String)> {
        table
            .lines()
            .skip(1)
            .take_while(|l| !l.is_empty())
            .map(|l| {
                let mut w = l.split_whitespace();
                (w.next().unwrap().to_string(), l.contains("not equivalent").to_string())
            })
            .collect()
    };
    let mut args = vec!["equiv", "--combine"];
    args.extend(parts.iter().map(String::as_str));
    let (code, combined, err) = waddle(&args);
    assert_eq!(code, whole_code, "{combined}{err}");
    assert_eq!(rows(&combined), rows(&whole), "the same files, verdicts and order:\n{combined}\n{whole}");
    assert_eq!(rows(&combined).len(), 6, "{combined}");
    assert!(combined.contains("reproduce: waddle equiv "), "{combined}");
    // A part missing, or given twice, is refused.
    let (code, _, err) = waddle(&["equiv", "--combine", &parts[0], &parts[2], &parts[3]]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("part(s) 2/4 of the suite are missing"), "{err}");
    let (code, _, err) = waddle(&["equiv", "--combine", &parts[0], &parts[0], &parts[1], &parts[2]]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("part 1/4 is given twice"), "{err}");
    for bad in ["0/4", "5/4", "1/100001", "x"] {
        let (code, _, err) = suite(pass, &[PROGRAMS, "--shard", bad]);
        assert_eq!(code, 2, "{bad}: {err}");
        assert!(err.contains("is not a part K/N"), "{bad}: {err}");
    }
}

/// A failed pass's standard error is shown: its last 40 lines in the table, all of it
/// (under 64 KiB) in the JSON summary, and the JSON report is whole.
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
