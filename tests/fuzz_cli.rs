//! `waddle fuzz`: the smoke run CI does, and its command line.

fn waddle(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_waddle"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .output()
        .expect("run waddle");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().expect("exited normally"), text(&out.stdout), text(&out.stderr))
}

#[test]
fn a_smoke_run_finds_nothing_and_prints_a_summary() {
    let (code, stdout, stderr) = waddle(&["fuzz", "--seed", "1", "--count", "30"]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.starts_with("30 program(s), "), "{stdout}");
    assert!(stdout.contains("checks/s") && stdout.contains(", 0 failure(s)"), "{stdout}");
    for k in ["delete-edge", "split-edges", "straighten-all"] {
        assert!(stdout.contains(k), "{stdout}");
    }
    // The same seed gives the same session (the counts, not the timing).
    let (_, again, _) = waddle(&["fuzz", "--seed", "1", "--count", "30"]);
    let counts = |s: &str| s.lines().skip(1).map(String::from).collect::<Vec<_>>();
    assert_eq!(counts(&again), counts(&stdout));
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
