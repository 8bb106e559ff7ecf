//! `waddle fuzz`: the smoke run CI does, and its command line.

use crate::common::{waddle, TempDir};
#[test]
fn a_smoke_run_finds_nothing_and_prints_a_summary() {
    let (code, stdout, stderr) = waddle(&["fuzz", "--seed", "1", "--count", "30"]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.starts_with("30 program(s) (entries of "), "{stdout}");
    assert!(stdout.contains("checks/s") && stdout.contains(", 0 failure(s)"), "{stdout}");
    for k in ["delete-edge", "split-edges", "straighten-all"] {
        assert!(stdout.contains(k), "{stdout}");
    }
    for k in ["inline", "optimize", "rules fired", "interpreter steps", "time: generation"] {
        assert!(stdout.contains(k), "{stdout}");
    }
    // The same seed gives the same session (the counts, not the timing), whatever the
    // number of threads.
    let (_, again, _) = waddle(&["fuzz", "--seed", "1", "--count", "30", "--jobs", "2"]);
    let counts = |s: &str| s.lines().skip(1).filter(|l| !l.starts_with("time:")).map(String::from).collect::<Vec<_>>();
    assert_eq!(counts(&again), counts(&stdout));
    assert!(again.contains("on 2 thread(s)"), "{again}");
}

/// The test-only faults are not in an ordinary build: `--fault` is refused as bad
/// input, naming the feature, and an unknown name lists the faults there are.
#[test]
fn faults_need_the_demonstration_build() {
    if !waddle::fuzz::FAULTS_AVAILABLE {
        let (code, _, stderr) = waddle(&["fuzz", "--count", "1", "--fault", "delete-live-edge"]);
        assert_eq!(code, 2, "{stderr}");
        assert!(stderr.contains("--features faults"), "{stderr}");
    }
    let (code, _, stderr) = waddle(&["fuzz", "--count", "1", "--fault", "no-such-fault"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("unknown fault `no-such-fault`") && stderr.contains("stale-dom-tree"), "{stderr}");
}

/// `--out` is created, and gets nothing when nothing fails.
#[test]
fn out_gets_no_spec_when_nothing_fails() {
    let tmp = TempDir::new("fuzz-out");
    let dir = tmp.join("out");
    let (code, stdout, stderr) = waddle(&["fuzz", "--seed", "2", "--count", "5", "--out", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(dir.is_dir());
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
}

#[test]
fn a_time_limit_stops_the_session_and_bad_durations_are_rejected() {
    let (code, stdout, _) = waddle(&["fuzz", "--time", "300ms"]);
    assert_eq!(code, 0, "{stdout}");
    assert!(stdout.contains("program(s)"), "{stdout}");
    let (code, _, stderr) = waddle(&["fuzz", "--time", "5 parsecs"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("unknown unit") || stderr.contains("not a duration"), "{stderr}");
}

#[test]
fn nothing_to_do_is_said_and_is_bad_input() {
    for (flags, why) in [
        (["--count", "0"], "--count 0 fuzzes no program"),
        (["--time", "0s"], "--time 0s leaves no time"),
        (["--runs", "0"], "--runs 0 compares no run"),
        (["--steps", "0"], "--steps 0 applies no transformation"),
    ] {
        let (code, out, err) = waddle(&[&["fuzz"][..], &flags].concat());
        assert_eq!(code, 2, "{flags:?}: {out}{err}");
        assert!(err.contains(&format!("error: nothing to do: {why}")), "{err}");
    }
    let (code, out, err) = waddle(&["fuzz", "--llvm", "cat", "--time-limit", "0s", "--count", "1"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("error: nothing to do: --time-limit 0s leaves the pass no time to run"), "{err}");
}
