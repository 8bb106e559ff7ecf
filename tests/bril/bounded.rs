//! Bril verdicts within their bounds: the import of a large program counts in the time
//! limit of `equiv`, `equiv --pass` and `check` (no verdict when it is reached, a
//! verdict when it is not), and two runs that print without end stop at their first
//! differing effect.

use crate::common::{waddle, TempDir};
use std::time::{Duration, Instant};
use waddle::bril;

/// A folder of its own under the system's temporary folder, holding `main` assigning
/// one variable `n` times (the import's largest case per instruction) as `big.bril`, a
/// spec over it, and nothing else (removed when dropped).
fn big_program(tag: &str, n: usize) -> TempDir {
    let dir = TempDir::new(&format!("bounded-{tag}"));
    let mut text = String::from("@main {\n  x: int = const 0;\n  one: int = const 1;\n");
    for _ in 0..n {
        text.push_str("  x: int = add x one;\n");
    }
    text.push_str("  print x;\n}\n");
    std::fs::write(dir.join("big.bril"), text).expect("program written");
    let spec = "Spec(\n    description: \"a long straight line\",\n    program: Bril(\"big.bril\"),\n    \
                steps: [Step(apply: StraightenAll(function: \"main\"))],\n)\n";
    std::fs::write(dir.join("big.ron"), spec).expect("spec written");
    dir
}

#[test]
fn equiv_gives_no_verdict_when_the_import_reaches_the_time_limit() {
    let dir = big_program("equiv", 20_000);
    let big = dir.join("big.bril").display().to_string();
    let (code, out, err) = waddle(&["equiv", &big, &big, "--time-limit", "1ms"]);
    assert_eq!(code, 3, "{out}{err}");
    assert!(
        err.contains(&format!("no verdict: the time limit of 1ms was reached while importing {big}")),
        "{out}{err}"
    );
    let (code, out, err) = waddle(&["equiv", &big, &big, "--time-limit", "10m"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("equivalent on 1 run"), "{out}");
}

#[test]
fn a_pass_and_the_import_of_its_output_share_the_time_limit_of_the_file() {
    let dir = big_program("pass", 20_000);
    let big = dir.join("big.bril").display().to_string();
    let out_dir = dir.join("out").display().to_string();
    let args = ["equiv", "--pass", "cat", "--pass-reads-text", &big, "--out", &out_dir];
    let (code, out, err) = waddle(&[&args[..], &["--time-limit", "1ms"]].concat());
    assert_eq!(code, 3, "{out}{err}");
    assert!(out.contains("no verdict: the time limit of 1ms was reached while importing"), "{out}{err}");
    let (code, out, err) = waddle(&[&args[..], &["--time-limit", "10m"]].concat());
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn check_gives_no_verdict_when_the_import_of_its_bril_program_reaches_the_time_limit() {
    let dir = big_program("check", 20_000);
    let spec = dir.join("big.ron").display().to_string();
    let (code, out, err) = waddle(&["check", &spec, "--time-limit", "1ms"]);
    assert_eq!(code, 3, "{out}{err}");
    let shown = format!("{out}{err}");
    assert!(shown.contains("the time limit of 1ms was reached while importing"), "{shown}");
    assert!(shown.contains("big.bril"), "{shown}");
    let (code, out, err) = waddle(&["check", &spec, "--time-limit", "10m"]);
    assert_eq!(code, 0, "{out}{err}");
}

/// The reader stops at a deadline already passed once it has read a few thousand
/// instructions, in both forms, and the same text read without a deadline (or with a
/// distant one) is the whole program: the deadline is checked inside the reading, not
/// only after it.
#[test]
fn the_reader_stops_at_a_passed_deadline_in_both_forms() {
    let n = 20_000;
    let mut text = String::from("@main {\n  x: int = const 0;\n");
    let mut instrs = vec![r#"{"dest":"x","type":"int","op":"const","value":0}"#.to_string()];
    for _ in 0..n {
        text.push_str("  x: int = add x x;\n");
        instrs.push(r#"{"dest":"x","type":"int","op":"add","args":["x","x"]}"#.to_string());
    }
    text.push_str("}\n");
    let json = format!(r#"{{"functions":[{{"name":"main","instrs":[{}]}}]}}"#, instrs.join(","));
    let passed = Instant::now();
    let distant = passed + Duration::from_secs(3600);
    for (form, program) in [("text", &text), ("JSON", &json)] {
        assert!(
            matches!(bril::parse_within(program, Some(passed)), Err(bril::ImportError::TimeLimit)),
            "the {form} form read past its deadline"
        );
        for deadline in [None, Some(distant)] {
            let p = bril::parse_within(program, deadline).unwrap_or_else(|_| panic!("the {form} form is read"));
            assert_eq!(p.functions[0].items.len(), n + 1, "the {form} form read whole");
        }
    }
}

/// BEFORE and AFTER both print without end, and differ at effect 1000 (from 0): the
/// comparison stops there, whatever the fuel, rather than running both to their fuel
/// (10^8 steps each here) and comparing after.
#[test]
fn two_runs_that_print_without_end_stop_at_their_first_differing_effect() {
    for fuel in ["1000000", "100000000"] {
        let (code, out, err) =
            waddle(&["equiv", "tests/equiv/forever.bril", "tests/equiv/forever.late.bril", "--fuel", fuel]);
        assert_eq!(code, 1, "{out}{err}");
        assert!(out.contains("the effect traces differ (neither run halts"), "{out}");
        assert!(out.contains("first divergence at effect #1000\n"), "{out}");
        assert!(out.contains("      - print 1000\n      + print -1000\n"), "{out}");
        assert!(
            out.contains("the traces already differ after 16384 units of fuel, so the runs went no further"),
            "{out}"
        );
    }
    let (code, out, err) = waddle(&["equiv", "tests/equiv/forever.bril", "tests/equiv/forever.bril"]);
    assert_eq!(code, 0, "a correct pass is compared with the whole fuel:\n{out}{err}");
}
