//! `waddle run` and `waddle bench` from the outside: outputs, exit codes, bad input.

use crate::common::{waddle, TempDir};
use std::path::PathBuf;

/// A program file `NAME.ron` in a fresh temporary folder, removed when the folder is
/// dropped.
fn temp_program(name: &str, text: &str) -> (TempDir, PathBuf) {
    let dir = TempDir::new(&format!("cli-run-{name}"));
    let path = dir.file(&format!("{name}.ron"), text);
    (dir, path)
}

#[test]
fn gcd_halts_with_exit_code_zero() {
    let (code, out, err) = waddle(&["run", "specs/programs/gcd.ron", "--entry", "gcd", "--args", "48", "18"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "outcome: halt(6)\neffects:\n  halt(6)\nsteps: 11\nmemory: empty\nreplay: --oracle 'tape:'\nremaining ν: tape [], seed state 0\n"
    );
}

#[test]
fn trace_prints_rule_position_and_instruction() {
    let (code, out, _) =
        waddle(&["run", "specs/programs/gcd_rec.ron", "--entry", "gcd", "--args", "48", "18", "--trace"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "E-Switch-Default  gcd:a:0        switch r2 (0 ↦ c()) b()");
    assert_eq!(lines[1], "E-Op              gcd:b:0        r3 ← mod(r1, r2)");
    assert_eq!(lines[2], "E-Addr            gcd:b:1        r4 ← addr(gcd)");
    assert_eq!(lines[3], "E-Call            gcd:b:2        r5 ← call(r4, r2, r3)");
    assert!(out.contains("E-Return-Frame    gcd:b:3        return r5"), "{out}");
    assert!(out.contains("outcome: halt(6)"));
}

#[test]
fn program_errors_are_normal_outcomes() {
    let (_dir, path) = temp_program(
        "div0",
        r#"Program(functions: [Function(name: "f", ret: Int, blocks: [
            Block(name: "a", params: [("x", Int)], insts: [("y", Div(1, "x"))], term: Return("y"))])])"#,
    );
    let (code, out, _) = waddle(&["run", path.to_str().unwrap(), "--entry", "f", "--args", "0"]);
    assert_eq!(code, 0, "halt(ex(err)) is a completed run");
    assert!(out.starts_with("outcome: halt(ex(division by zero))\n"), "{out}");
    assert!(out.contains("\n  at f:a:0  y ← div(1, x)\n"), "the error is located: {out}");
    let (code, out, _) = waddle(&["run", path.to_str().unwrap(), "--entry", "f", "--args", "-1"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("outcome: halt(-1)\n"), "{out}");
}

#[test]
fn an_incomplete_run_exits_with_three() {
    let (code, out, _) = waddle(&["run", "specs/programs/fib.ron", "--entry", "fib", "--args", "40", "--fuel", "500"]);
    assert_eq!(code, 3);
    assert!(out.starts_with("outcome: incomplete: out of fuel after 500 steps\n"), "{out}");
    let (code, out, _) =
        waddle(&["run", "specs/programs/ackermann.ron", "--entry", "ack", "--args", "3", "9", "--depth", "50"]);
    assert_eq!(code, 3);
    assert!(out.starts_with("outcome: incomplete: call depth limit of 50 frames reached\n"), "{out}");
    assert!(out.contains("\n  called from ack:n1:1  inner ← call(ref ack, m, pn)\n"), "{out}");
    assert!(out.contains("\n  … 35 more frame(s)\n"), "the backtrace is elided: {out}");
}

#[test]
fn json_and_ron_reports_carry_effects_and_the_replay_tape() {
    let args = ["run", "specs/programs/io.ron", "--entry", "countdown", "--args", "2", "--oracle", "seed:5"];
    let (code, json, _) = waddle(&[&args[..], &["--format", "json"]].concat());
    assert_eq!(code, 0);
    assert!(json.contains("\"effects\": [\n    \"print(2)\",\n    \"print(1)\",\n    \"read()\","), "{json}");
    let replay = json.lines().find(|l| l.contains("\"replay\"")).expect("a replay line");
    let tape = replay.split('"').nth(3).expect("the tape");
    assert!(tape.starts_with("tape:"));
    // Replaying the recorded tape gives the same outcome.
    let (_, again, _) = waddle(&[
        "run",
        "specs/programs/io.ron",
        "--entry",
        "countdown",
        "--args",
        "2",
        "--oracle",
        tape,
        "--format",
        "json",
    ]);
    let outcome = |s: &str| s.lines().skip_while(|l| !l.contains("\"outcome\"")).nth(1).unwrap_or_default().to_string();
    assert_eq!(outcome(&again), outcome(&json));
    let (code, ron, _) = waddle(&[&args[..], &["--format", "ron", "--trace"]].concat());
    assert_eq!(code, 0);
    assert!(ron.contains("rule: \"E-Call-Extern\","), "{ron}");
    assert!(ron.contains("at: \"countdown:body:0\","), "{ron}");
}

#[test]
fn bad_input_exits_with_two_and_says_why() {
    let cases: [(&[&str], &str); 9] = [
        (&["--entry", "nope", "--args", "1", "2"], "unknown entry function `nope`"),
        (&["--entry", "gcd", "--args", "1", "2", "--oracle", "tape:1,,2"], "tape entry 2 is empty"),
        (&["--entry", "gcd", "--args", "1", "2", "--oracle", "tape:1,"], "tape entry 2 is empty"),
        (&["--entry", "gcd", "--args", "1"], "`gcd` takes 2 argument(s), but 1 were given"),
        (&["--entry", "gcd", "--args", "1", "true"], "argument 2 of `gcd` has type bool"),
        (&["--entry", "gcd", "--args", "1", "two"], "argument 2: `two` is not a constant"),
        (&["--entry", "gcd", "--args", "1", "2", "--oracle", "dice:3"], "malformed oracle `dice:3`"),
        (&["--entry", "gcd", "--args", "1", "2", "--oracle", "seed:x"], "seed `x` is not a non-negative integer"),
        (
            &["--entry", "gcd", "--args", "1", "2", "--oracle", "tape:1,@nowhere"],
            "no function or external named `nowhere`",
        ),
    ];
    for (args, msg) in cases {
        let all = [&["run", "specs/programs/gcd.ron"][..], args].concat();
        let (code, out, err) = waddle(&all);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}: nothing is run");
        assert!(err.contains(msg), "{args:?}: {err}");
    }
}

#[test]
fn an_unverified_program_is_not_run() {
    let (_dir, path) = temp_program(
        "ill-typed",
        r#"Program(functions: [Function(name: "f", ret: Int, blocks: [
            Block(name: "a", params: [("x", Bool)], insts: [("y", Add(1, "x"))], term: Return("y"))])])"#,
    );
    let (code, out, err) = waddle(&["run", path.to_str().unwrap(), "--entry", "f", "--args", "true"]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("right operand of add has type bool, expected int"), "{err}");
    assert!(err.contains("f:a:0"), "the error is located: {err}");
}

/// A skeleton file `bench-NAME.json` in a fresh temporary folder, removed when the
/// folder is dropped.
fn temp_skeleton(name: &str, text: &str) -> (TempDir, PathBuf) {
    let dir = TempDir::new(&format!("cli-bench-{name}"));
    let path = dir.file(&format!("bench-{name}.json"), text);
    (dir, path)
}

/// The cells of the markdown table row that starts with `| {first} |`.
fn row<'a>(table: &'a str, first: &str) -> Vec<&'a str> {
    let line = table
        .lines()
        .find(|l| l.starts_with(&format!("| {first} |")))
        .unwrap_or_else(|| panic!("no row for {first} in\n{table}"));
    line.trim_matches('|').split('|').map(str::trim).collect()
}

#[test]
fn edge_deletion_bench_reads_skeletons_with_extra_fields_and_prints_figures_10_and_11() {
    // A loop 1 → {2, 3}, 3 → 1 with integer block names and fields the format does
    // not know, which are ignored.
    let (_dir, path) = temp_skeleton(
        "loop",
        r#"{"source": "hand", "functions": [
            {"name": "f", "entry": 0, "blocks": [0, 1, 2, 3, 4],
             "edges": [[0, 1], [1, 2], [1, 3], [2, 3], [3, 1], [3, 4]],
             "loops": 1, "extra": {"depth": [1]}}]}"#,
    );
    let (code, out, err) = waddle(&["bench", "edge-deletion", path.to_str().unwrap(), "--trials", "1"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("| recompute all (ms) | repair all (ms) | recompute dom (ms) | repair dom (ms) |"), "{out}");
    assert!(out.contains("| domination queries | nca queries | dominator iterations | partition iterations | idom calculations | backedge queries | gather iterations |"), "{out}");
    let stem = path.file_stem().unwrap().to_str().unwrap();
    // Figure 10: one function; the branches out of 1 and 3 are the candidates.
    let fig10 = row(&out, stem);
    assert_eq!(fig10[1], "1", "{out}");
    let edges: usize = fig10[2].parse().expect("an edge count");
    assert!((1..=2).contains(&edges), "{out}");
    // Figure 11 (the second row of the file): the baseline recomputed idoms every time.
    let fig11 = out.lines().filter(|l| l.starts_with(&format!("| {stem} |"))).nth(1).expect("a Figure 11 row");
    let cells: Vec<&str> = fig11.trim_matches('|').split('|').map(str::trim).collect();
    assert_eq!(cells[1], fig10[2]);
    let idoms: usize = cells[6].parse().expect("a count");
    assert!(idoms >= edges * 4, "{fig11}");
}

#[test]
fn edge_deletion_bench_locates_bad_skeletons_and_exits_with_two() {
    let cases = [
        (
            "unknown",
            r#"{"functions": [{"name": "g", "entry": "a", "blocks": ["a"], "edges": [["a", "zz"]]}]}"#,
            "functions[0]: g: edges[0] (a, zz) names an unknown block `zz`",
        ),
        (
            "irreducible",
            r#"{"functions": [{"name": "ok", "entry": "a", "blocks": ["a"], "edges": []},
                {"name": "irr", "entry": "a", "blocks": ["a", "b", "c"],
                 "edges": [["a", "b"], ["a", "c"], ["b", "c"], ["c", "b"]]}]}"#,
            "functions[1]: irr: irreducible control flow",
        ),
        ("entry", r#"{"functions": [{"name": "h", "entry": "q", "blocks": ["a"], "edges": []}]}"#, "the entry `q`"),
        (
            "twice",
            r#"{"functions": [{"name": "d", "entry": "a", "blocks": ["a", "b", "b"], "edges": [["a", "b"]]}]}"#,
            "functions[0]: d: blocks[2] `b` is listed before, as blocks[1]",
        ),
        (
            "into-entry",
            r#"{"functions": [{"name": "e", "entry": "a", "blocks": ["a", "b"], "edges": [["a", "b"], ["b", "a"]]}]}"#,
            "functions[0]: e: edges[1] (b, a) goes into the entry block",
        ),
        ("malformed", "{\"functions\": [\n  {\"name\": 3}]}", ":2:12"),
    ];
    for (name, text, want) in cases {
        let (_dir, path) = temp_skeleton(name, text);
        let (code, out, err) = waddle(&["bench", "edge-deletion", path.to_str().unwrap(), "--trials", "1"]);
        assert_eq!(code, 2, "{name}: {out}{err}");
        assert!(err.contains(path.to_str().unwrap()), "{name}: the file is named: {err}");
        assert!(err.contains(want), "{name}: {err}");
        assert!(out.is_empty(), "{name}: nothing is timed: {out}");
    }
}

#[test]
fn edge_deletion_scaling_reports_every_cache_situation() {
    let (code, out, err) = waddle(&["bench", "edge-deletion", "--scaling-only", "--copies", "1", "--trials", "1"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("| repair later (µs) | repair first (µs) | repair L2 evicted (µs) | repair all evicted (µs) | repair interleaved (µs) | recompute (µs) |"), "{out}");
    let cells = row(&out, "1");
    assert_eq!(cells.len(), 10, "{out}");
    assert_eq!(cells[1], "140", "the region and one filler copy: {out}");
    assert_eq!(cells[2], "10", "ten deletions in the region: {out}");
    for c in &cells[3..9] {
        let median: f64 = c.split_whitespace().next().unwrap().parse().expect("a time");
        assert!(median > 0.0, "{out}");
    }
}

/// `--engine step` (the reference) and `--engine fast` (the default) print the same
/// report, trace and Bril output, and exit alike, on normal, erroneous and
/// incomplete runs.
#[test]
fn both_engines_print_the_same_run() {
    let runs: [&[&str]; 6] = [
        &["run", "specs/programs/gcd_rec.ron", "--entry", "gcd", "--args", "48", "18", "--trace"],
        &["run", "specs/programs/memory_externs.ron", "--entry", "main", "--args", "5", "--format", "json"],
        &["run", "specs/programs/ackermann.ron", "--entry", "ack", "--args", "2", "3", "--fuel", "100"],
        &["run", "specs/bril/bench_sieve.bril", "--bril", "-p", "1000"],
        &["run", "specs/bril/err_out_of_bounds.bril", "--bril"],
        &["run", "specs/bril/wrap.bril", "--bril", "-p"],
    ];
    for args in runs {
        // Before the file: after `--bril FILE`, words are `main`'s arguments.
        let fast = waddle(&[&["run", "--engine", "fast"], &args[1..]].concat());
        let default = waddle(args);
        let step = waddle(&[&["run", "--engine", "step"], &args[1..]].concat());
        assert_eq!(fast, step, "{args:?}");
        assert_eq!(fast, default, "{args:?}: the default is not the fast engine's run");
        assert!(!fast.1.is_empty() || !fast.2.is_empty(), "{args:?} printed nothing");
    }
    let (code, _, err) = waddle(&["run", "specs/programs/gcd.ron", "--entry", "gcd", "--engine", "jit"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("fast") && err.contains("step"), "{err}");
}

#[test]
fn brils_arguments_and_profile_without_bril_are_refused_naming_the_flag() {
    let (code, _, err) = waddle(&["run", "specs/programs/gcd.ron", "--entry", "gcd", "48", "18"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("the positional argument(s) `48 18` are `main`'s arguments of a Bril run"), "{err}");
    assert!(err.contains("--entry gcd --args 48 18"), "{err}");
    let (code, _, err) = waddle(&["run", "specs/programs/gcd.ron", "--entry", "gcd", "--args", "48", "18", "-p"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("-p prints brili's `total_dyn_inst` of a Bril run (it needs --bril)"), "{err}");
    // After `--bril FILE` every word is `main`'s: a flag there is named as read so.
    let (code, _, err) = waddle(&["run", "--bril", "specs/bril/bench_sieve.bril", "1000", "--format", "json"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("mismatched main argument arity"), "{err}");
    assert!(err.contains("so `--format` was read as one: put waddle's flags before the file"), "{err}");
}

#[test]
fn a_bril_import_renames_names_waddle_does_not_allow_and_refuses_an_empty_file() {
    let dir = TempDir::new("odd-names");
    let out = dir.join("odd-names.ron");
    let (code, _, err) = waddle(&["import", "bril", "tests/equiv/odd-names.json", "-o", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("note: function \"f-g\" is renamed `f_g` (not a Waddle name)"), "{err}");
    assert!(err.contains("note: in `f_g`, variable \"a b\" is renamed `a_b`"), "{err}");
    assert!(
        err.contains("variable \"r:1\" is renamed `r_1`") && err.contains("variable \"\" is renamed `_v`"),
        "{err}"
    );
    let (code, verified, err) = waddle(&["verify", out.to_str().unwrap()]);
    assert_eq!(code, 0, "the imported RON verifies:\n{verified}{err}");
    let (code, printed, _) = waddle(&["run", "tests/equiv/odd-names.json", "--bril"]);
    assert_eq!((code, printed.as_str()), (0, "3\n"));
    let empty = dir.file("empty.json", "");
    let (code, _, err) = waddle(&["import", "bril", empty.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("the file is empty"), "{err}");
}

/// `bench dominance` refuses every numeric flag beyond its maximum (or zero where it
/// needs one) with exit code 2 and the flag's name, before measuring anything.
#[test]
fn dominance_bench_refuses_flags_beyond_their_maximums() {
    for (flag, value) in [
        ("--trials", "51"),
        ("--trials", "0"),
        ("--sizes", "30000"),
        ("--sizes", "10,20,30,40,50,60,70,80,90"),
        ("--queries", "20000000"),
        ("--deletions", "1001"),
        ("--splits", "100001"),
    ] {
        let (code, out, err) = waddle(&["bench", "dominance", flag, value]);
        assert_eq!(code, 2, "{flag} {value}: {out}{err}");
        assert!(err.contains(flag), "{flag} {value}: {err}");
        assert!(out.is_empty(), "{flag} {value}: nothing measured: {out}");
    }
}

/// `-p` on a `.ll` file prints the LLVM instructions executed, the same on both
/// engines: a loop of three iterations of `add`, `icmp` and `br` after the entry's
/// `br`, then `ret` (the φ node is not counted): 1 + 3·3 + 1 = 11.
#[test]
fn profile_of_an_ll_run_counts_llvm_instructions_on_both_engines() {
    let dir = TempDir::new("cli-run-count");
    let path = dir.join("count.ll");
    let text = "define i32 @main() {\nentry:\n  br label %loop\nloop:\n\
                %i = phi i32 [ 0, %entry ], [ %next, %loop ]\n  %next = add i32 %i, 1\n\
                %done = icmp eq i32 %next, 3\n  br i1 %done, label %exit, label %loop\nexit:\n  ret i32 0\n}\n";
    std::fs::write(&path, text).expect("temp file");
    for engine in ["fast", "step"] {
        let (code, out, err) = waddle(&["run", path.to_str().unwrap(), "-p", "--engine", engine]);
        assert_eq!(code, 0, "{engine}: {err}");
        assert!(out.is_empty(), "{engine}: {out}");
        assert!(err.starts_with("instructions: 11\nkernel steps: "), "{engine}: {err}");
    }
}

/// An LLVM run takes no invocation of a Waddle run: each such flag, and arguments
/// after the file, are refused by name with exit code 2; its limits are taken, and one
/// that ends the run is named with the flag that raises it.
#[test]
fn an_ll_run_refuses_what_does_not_apply_and_names_the_limit_it_reached() {
    let ll = "tests/llvm/programs/ackermann.O0.ll";
    let refused: &[(&[&str], &str)] = &[
        (&["extra"], "arguments after the file does not apply"),
        (&["--entry", "main"], "--entry does not apply"),
        (&["--args", "1"], "--args does not apply"),
        (&["--oracle", "seed:5"], "--oracle does not apply"),
        (&["--trace"], "--trace does not apply"),
        (&["--format", "json", "--trace"], "--trace, --format do not apply"),
    ];
    for (extra, message) in refused {
        let (code, out, err) = waddle(&[&["run", ll][..], extra].concat());
        assert_eq!(code, 2, "{extra:?}: {err}");
        assert!(out.is_empty() && err.contains(message), "{extra:?}: {err}");
    }
    for (flag, value) in [("--fuel", "1000"), ("--memory-bits", "8"), ("--budget", "1K")] {
        let (code, _, err) = waddle(&["run", ll, flag, value]);
        assert_eq!(code, 3, "{flag}: {err}");
        assert!(
            err.starts_with("incomplete: ") && err.trim_end().ends_with(&format!("raise it with {flag})")),
            "{err}"
        );
    }
}

#[test]
fn a_traced_report_as_data_opens_with_the_trace_and_parses() {
    let args = ["run", "specs/programs/gcd.ron", "--entry", "gcd", "--args", "4", "2", "--trace", "--format"];
    let (code, json, err) = waddle(&[&args[..], &["json"]].concat());
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).expect("the report is JSON");
    assert!(json.starts_with("{\n  \"trace\": [\n    {\n      \"rule\": \"E-Switch-Default\","), "{json}");
    let trace = v["trace"].as_array().expect("the trace is a list");
    assert_eq!(trace.len() as u64, v["steps"].as_u64().expect("the steps"), "one entry per step");
    assert_eq!(trace[0]["rule"], "E-Switch-Default");
    assert_eq!(trace[1]["inst"], "r3 ← mod(r1, r2)");
    assert_eq!(v["outcome"]["Halt"], "2");
    let (code, ron, err) = waddle(&[&args[..], &["ron"]].concat());
    assert_eq!(code, 0, "{err}");
    let r: ron::Value = ron::from_str(&ron).expect("the report is RON");
    let text = format!("{r:?}");
    assert!(text.contains("E-Return-Halt") && text.contains("Halt"), "{ron}");
    assert!(ron.starts_with("(\n    trace: Some([\n        (\n            rule: \"E-Switch-Default\","), "{ron}");
    // A run of no step has an empty trace, still well formed.
    for (format, empty) in [("json", "{\n  \"trace\": [],\n"), ("ron", "(\n    trace: Some([]),\n")] {
        let (code, out, _) = waddle(&[&args[..], &[format, "--fuel", "0"]].concat());
        assert_eq!(code, 3);
        assert!(out.starts_with(empty), "{out}");
        if format == "json" {
            serde_json::from_str::<serde_json::Value>(&out).expect("the report is JSON");
        } else {
            ron::from_str::<ron::Value>(&out).expect("the report is RON");
        }
    }
}
