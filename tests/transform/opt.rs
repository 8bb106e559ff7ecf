//! `waddle opt`, the phaseless optimizer: on the bundled demo it inlines, threads and
//! cleans up with every step checked, and the runs execute fewer steps; the program
//! it writes verifies and computes the same results; bad runs are bad input. On random
//! programs whose functions call each other, every step passes the checker.

use crate::common::{waddle, TempDir};
use std::path::PathBuf;
use waddle::oracle::equiv::{self, RunSpec};

/// The executed steps `before … after …` of the report's run lines.
fn steps(report: &str, label: &str) -> (u64, u64) {
    let line = report.lines().find(|l| l.trim_start().starts_with(label)).unwrap_or_else(|| panic!("{report}"));
    let num = |key: &str| -> u64 {
        let rest = line.split(key).nth(1).unwrap().trim_start();
        rest.split_whitespace().next().unwrap().parse().unwrap()
    };
    (num("before"), num("after"))
}

#[test]
fn opt_on_the_demo_inlines_checks_every_step_and_runs_faster() {
    let dir = TempDir::new("opt-demo");
    let out = dir.join("opt-demo.ron");
    let (code, stdout, stderr) = waddle(&[
        "opt",
        "specs/programs/opt_demo.ron",
        "-o",
        out.to_str().unwrap(),
        "--check",
        "main 6",
        "main(20)",
        "--trace-steps",
    ]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains("inline the call at body:1"), "{stdout}");
    assert!(stdout.contains("if-simplify scale.a"), "{stdout}");
    let (b6, a6) = steps(&stdout, "main(6)");
    let (b20, a20) = steps(&stdout, "main(20)");
    assert!(a6 < b6 && a20 < b20, "{stdout}");
    // The written program verifies and computes the same.
    for (args, want) in [("6", "halt(38)"), ("20", "halt(316)")] {
        let (code, o, e) = waddle(&["run", out.to_str().unwrap(), "--entry", "main", "--args", args]);
        assert_eq!(code, 0, "{o}{e}");
        assert!(o.contains(want), "{o}");
    }
}

#[test]
fn opt_without_output_writes_the_program_and_reports_on_stderr() {
    let (code, stdout, stderr) = waddle(&["opt", "specs/programs/gcd.ron"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.starts_with("Program("), "{stdout}");
    assert!(stderr.contains("fn gcd:"), "{stderr}");
}

#[test]
fn opt_rejects_bad_runs_as_bad_input() {
    let (code, _, stderr) = waddle(&["opt", "specs/programs/gcd.ron", "--check", "nosuch 1"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("nosuch"), "{stderr}");
    let (code, _, stderr) = waddle(&["opt", "specs/programs/gcd.ron", "--check", "gcd(1, 2"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("is not a run"), "{stderr}");
    let (code, _, stderr) = waddle(&["opt", "specs/programs/gcd.ron", "--check", "gcd 1"]);
    assert_eq!(code, 2, "{stderr}");
}

/// Every bundled program: `optimize` with checking on finds no failing step, and the
/// runs agree with the input (the checker's equivalence on the final program).
/// A check that compared nothing (every run out of fuel before and after every step)
/// is not a pass: exit 3, saying so and what to raise; with fuel the same check passes.
#[test]
fn opt_with_only_vacuous_check_runs_exits_three() {
    let (code, out, err) = waddle(&["opt", "specs/programs/gcd.ron", "--fuel", "0", "--check", "gcd 4 6"]);
    assert_eq!(code, 3, "{err}");
    assert!(out.contains("name: \"gcd\""), "the program is still written: {out}");
    assert!(err.contains("every --check run is vacuous") && err.contains("raise --fuel"), "{err}");
    let (code, _, err) = waddle(&["opt", "specs/programs/gcd.ron", "--check", "gcd 4 6"]);
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("vacuous"), "{err}");
}

#[test]
fn opt_on_the_bundled_programs_passes_every_check() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let cases: [(&str, &[(&str, &[&str])]); 6] = [
        ("gcd.ron", &[("gcd", &["48", "18"])]),
        ("sieve.ron", &[("sieve", &["60"])]),
        ("opt_demo.ron", &[("main", &["7"])]),
        ("inline_example1.ron", &[("main", &["4", "0"])]),
        ("search_modes.ron", &[]),
        ("fib.ron", &[("fib", &["9"])]),
    ];
    for (file, runs) in cases {
        let text = std::fs::read_to_string(root.join("specs/programs").join(file)).unwrap();
        let program = waddle::format::parse_program(&text).unwrap().program;
        let runs: Vec<RunSpec> = runs
            .iter()
            .map(|(e, a)| RunSpec {
                entry: e.to_string(),
                args: a.iter().map(|s| s.to_string()).collect(),
                oracle: None,
                fuel: 100_000,
                budget: None,
            })
            .collect();
        let opts = waddle::opt::Options { check: true, runs: runs.clone(), ..Default::default() };
        let report = waddle::opt::optimize(&program, &opts).unwrap();
        assert!(report.failure.is_none(), "{file}: {}", report.render(true));
        for r in &runs {
            let mut cov = waddle::exec::Coverage::default();
            let limits = waddle::oracle::CheckLimits::default();
            let verdict = equiv::compare(&program, &report.program, r, &equiv::Compare::new(&limits), &mut cov);
            match verdict.unwrap() {
                equiv::Verdict::Agree(a) => assert!(a.notes.is_empty(), "{file}: {:?}", a.notes),
                v => panic!("{file}: {v:?}"),
            }
        }
    }
}
