//! Input a new user gets wrong, from the outside: every mistake is bad
//! input with a message that says where and what, exit code 2, never a silent
//! acceptance; plus the CLI's help texts and `check --emit-after`.

use crate::common::{waddle, TempDir};
use std::path::{Path, PathBuf};

/// A fresh temporary folder for one test, removed when it is dropped.
fn temp(tag: &str) -> TempDir {
    TempDir::new(&format!("input-{tag}"))
}

fn s(p: &Path) -> &str {
    p.to_str().expect("UTF-8 path")
}

/// The bundled gcd program's absolute path, as a RON string.
fn gcd_path() -> String {
    format!("{:?}", Path::new(env!("CARGO_MANIFEST_DIR")).join("specs/programs/gcd.ron").display().to_string())
}

/// A loop with an exit `x` reached from two blocks of the loop, h and a.
const SHARED_EXIT: &str = r#"Inline(
        externs: [Extern(name: "print", params: [Int], ret: Unit)],
        functions: [Function(name: "f", ret: Int, blocks: [
            Block(name: "entry", params: [("n", Int)], term: Branch("h", [0])),
            Block(name: "h", params: [("i", Int)], insts: [("c", Lt("i", "n"))],
                  term: Switch("c", [(true, "a")], ("x", ["i"]))),
            Block(name: "a", insts: [("s", Eq("i", 7))], term: Switch("s", [(true, ("x", [100]))], "l")),
            Block(name: "l", insts: [("_", Call("@print", ["i"])), ("i1", Add("i", 1))], term: Branch("h", ["i1"])),
            Block(name: "x", params: [("r", Int)], term: Return("r")),
        ])],
    )"#;

fn shared_exit_spec(step: &str) -> String {
    format!("Spec(\n    program: {SHARED_EXIT},\n    steps: [\n        Step({step}),\n    ],\n)\n")
}

#[test]
fn check_on_a_folder_without_ron_files_says_nothing_was_checked() {
    let t = temp("empty");
    t.file("notes.txt", "not a spec");
    let (code, out, err) = waddle(&["check", s(&t)]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("error: nothing was checked: no `.ron` file under"), "{err}");
    assert!(!out.contains("0 passed"), "{out}");
}

#[test]
fn a_split_of_part_of_a_shared_exit_is_refused() {
    let t = temp("split");
    let spec = t.file("split.ron", shared_exit_spec(r#"apply: SplitEdges(function: "f", edges: [("a", "x")])"#));
    let (code, out, err) = waddle(&["check", s(&spec)]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("error: step 1: cannot apply split edges [(\"a\", \"x\")] in f: `x` is an exit of the loop at `h`: splitting only some of the loop's edges into it would leave it undedicated"),
        "{err}"
    );
    assert!(err.contains("split (h, x) too, or use DedicateExit"), "{err}");
    assert!(err.contains("split.ron:14:61"), "{err}");
    assert!(out.contains("0 passed, 0 failed, 1 bad input"), "{out}");
}

#[test]
fn dedicate_exit_naming_a_block_that_is_not_an_exit_is_bad_input() {
    let t = temp("dedicate");
    // The loop's own header (which `dedicate_exit` once mistook for an exit and split
    // the back edge of: the library keeps that case a no-op) and a block before the loop.
    for (exit, col) in [("h", 57), ("entry", 68)] {
        let step = format!(r#"apply: DedicateExit(function: "f", header: "h", exit: "{exit}")"#);
        let spec = t.file("dedicate.ron", shared_exit_spec(&step));
        let (code, out, err) = waddle(&["check", s(&spec)]);
        assert_eq!(code, 2, "{out}{err}");
        assert!(
            err.contains(&format!("error: step 1: cannot apply dedicate exit {exit} of loop h in f: `{exit}` is not an exit of the loop at `h` (its exits: x)")),
            "{err}"
        );
        assert!(err.contains(&format!("dedicate.ron:14:{col}")), "{err}");
    }
    // The exit itself is fine (a no-op on a canonical loop).
    let spec = t.file("ok.ron", shared_exit_spec(r#"apply: DedicateExit(function: "f", header: "h", exit: "x")"#));
    let (code, out, err) = waddle(&["check", s(&spec)]);
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn an_expectation_naming_a_block_that_does_not_exist_is_bad_input_not_a_failure() {
    let t = temp("expect");
    let cases = [
        (
            r#"Expect(loops: [Loop(header: "h", body: ["a", "h", "l", "zz"], exits: ["x"])])"#,
            "block `zz` of the expectation is not a block of `f` after the step",
            "14:137",
        ),
        (
            r#"Expect(idoms: [("x", "hh")])"#,
            "block `hh` of the expectation is not a block of `f` after the step",
            "14:103",
        ),
    ];
    for (expect, msg, at) in cases {
        let step = format!(r#"apply: DedicateExit(function: "f", header: "h", exit: "x"), expect: {expect}"#);
        let spec = t.file("expect.ron", shared_exit_spec(&step));
        let (code, out, err) = waddle(&["check", s(&spec)]);
        assert_eq!(code, 2, "{out}{err}");
        assert!(err.contains(&format!("error: step 1: {msg}")), "{err}");
        assert!(err.contains(&format!("expect.ron:{at}")), "{err}");
        assert!(out.contains("BAD   ") && out.contains("0 passed, 0 failed, 1 bad input"), "{out}");
    }
    // `removed` lists blocks that must not exist after the step: any name will do.
    let step = r#"apply: DedicateExit(function: "f", header: "h", exit: "x"), expect: Expect(removed: ["x.split"])"#;
    let spec = t.file("removed.ron", shared_exit_spec(step));
    let (code, out, err) = waddle(&["check", s(&spec)]);
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn run_errors_point_at_the_run_in_the_spec_and_name_the_programs_parameters() {
    let t = temp("runs");
    let spec = t.file(
        "runs.ron",
        format!(
            "Spec(\n    program: Path({}),\n    canonicalize: true,\n    runs: [\n        Run(entry: \"gcd\", args: [true, 18]),\n        Run(entry: \"gcd\", args: [48]),\n        Run(entry: \"gdc\", args: [48, 18]),\n        Run(entry: \"gcd\", args: [48, 18], oracle: \"tape:x\"),\n        Run(entry: \"gcd\", args: [48, 18], outcome: \"halt(((\"),\n    ],\n    steps: [Step(apply: StraightenAll(function: \"gcd\"))],\n)\n",
            gcd_path()
        ),
    );
    let (code, out, err) = waddle(&["check", s(&spec)]);
    assert_eq!(code, 2, "{out}{err}");
    for want in [
        "error: run 1, gcd(true, 18): argument 1 has type bool, but parameter `r1` of `gcd` has type int",
        "runs.ron:5:34",
        "error: run 2, gcd(48): `gcd` takes 2 argument(s), but 1 were given",
        "runs.ron:6:33",
        "error: run 3, gdc(48, 18): unknown entry function `gdc` (the program defines: gcd)",
        "runs.ron:7:20",
        "error: run 4, gcd(48, 18): malformed oracle `tape:x`",
        "runs.ron:8:51",
        "error: run 5, gcd(48, 18): outcome: `halt(((` is no outcome: an outcome is `halt(VALUE)`",
        "runs.ron:9:52",
    ] {
        assert!(err.contains(want), "no `{want}` in:\n{err}");
    }
    assert!(!err.contains("r1.1") && !err.contains("<program>"), "{err}");
}

#[test]
fn a_program_path_that_cannot_be_read_says_what_was_tried_relative_to_what() {
    let t = temp("path");
    let spec = t.file("outside.ron", "Spec(\n    program: Path(\"../programs/gcd.ron\"),\n    steps: [],\n)\n");
    let (code, out, err) = waddle(&["check", s(&spec)]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("error: cannot read the program `../programs/gcd.ron` the spec names"), "{err}");
    assert!(err.contains("outside.ron:2:19"), "{err}");
    let folder = std::fs::canonicalize(&*t).unwrap_or(t.to_path_buf());
    assert!(
        err.contains(&format!(
            "a relative program path is resolved against the folder of the spec file, {}",
            t.display()
        )) || err.contains(&folder.display().to_string()),
        "{err}"
    );
    assert!(err.contains(&format!("(tried {})", t.join("../programs/gcd.ron").display())), "{err}");
}

#[test]
fn non_utf8_input_names_the_first_bad_byte() {
    let t = temp("utf8");
    let mut bytes = b"Program(\n    functions: [], // caf".to_vec();
    bytes.extend([0xe9, b'\n', b')']);
    let p = t.file("latin1.ron", &bytes);
    let want = "is not UTF-8 text: invalid byte 0xe9 at byte offset 34 (line 2, byte 26 of the line)";
    let (code, _, err) = waddle(&["verify", s(&p)]);
    assert_eq!(code, 2);
    assert!(err.contains(want), "{err}");
    let (code, _, err) = waddle(&["check", s(&p)]);
    assert_eq!(code, 2);
    assert!(err.contains(want), "{err}");
}

#[test]
fn a_byte_order_mark_is_accepted_and_errors_after_it_are_located() {
    let t = temp("bom");
    let gcd = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("specs/programs/gcd.ron")).unwrap();
    let p = t.file("bom.ron", format!("\u{feff}{gcd}"));
    let (code, out, err) = waddle(&["verify", s(&p)]);
    assert_eq!((code, out.ends_with("ok (1 function(s))\n")), (0, true), "{out}{err}");
    let (code, out, err) = waddle(&["check", s(&p)]);
    assert_eq!(code, 0, "{out}{err}");
    let p = t.file("bad.ron", format!("\u{feff}{}", gcd.replace("Mod(\"r1\", \"r2\")", "Mod(\"r1\", \"r9\")")));
    let (code, _, err) = waddle(&["verify", s(&p)]);
    assert_eq!(code, 2);
    assert!(err.contains("undefined register `r9`") && err.contains("bad.ron:10:59"), "{err}");
    // The library reads a text with a mark too, with spans into that text.
    let parsed = waddle::format::parse_program(&format!("\u{feff}{gcd}")).expect("accepted");
    assert_eq!(parsed.program.funcs.len(), 1);
}

#[test]
fn negative_and_oversized_limits_get_a_message_about_the_value() {
    let base = ["run", "specs/programs/gcd.ron", "--entry", "gcd", "--args", "48", "18"];
    let (code, _, err) = waddle(&[&base[..], &["--fuel", "-5"]].concat());
    assert_eq!(code, 2);
    assert!(err.contains("invalid value '-5' for '--fuel <FUEL>': `-5` is negative"), "{err}");
    assert!(!err.contains("tip: to pass"), "{err}");
    let (code, _, err) = waddle(&[&base[..], &["--depth", "4294967296"]].concat());
    assert_eq!(code, 2);
    assert!(err.contains("`4294967296` is above the maximum of 1000000000"), "{err}");
    let (code, _, err) = waddle(&[&base[..], &["--fuel", "lots"]].concat());
    assert_eq!(code, 2);
    assert!(err.contains("`lots` is not a whole number"), "{err}");
    let (code, out, err) = waddle(&[&base[..], &["--fuel", "5"]].concat());
    assert_eq!(code, 3, "{out}{err}");
}

#[test]
fn verify_on_a_folder_verifies_every_program_in_it() {
    let (code, out, err) = waddle(&["verify", "specs/programs"]);
    assert_eq!(code, 0, "{err}");
    let n = std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("specs/programs")).unwrap().count();
    assert_eq!(out.lines().filter(|l| l.contains(": ok (")).count(), n, "{out}");
    // Specs under a folder are left to `check`; programs that do not verify fail it.
    let (code, out, _) = waddle(&["verify", "specs/primitives"]);
    assert_eq!(code, 2, "{out}");
    let (code, out, err) = waddle(&["verify", "tests/bad-input"]);
    assert_eq!(code, 2);
    assert!(out.is_empty() && err.contains("error: undefined register `r9`"), "{out}{err}");
}

#[test]
fn subcommand_help_describes_files_defaults_and_exit_codes() {
    for sub in ["check", "verify", "fmt", "canon", "loops", "dot", "run"] {
        let (code, out, err) = waddle(&[sub, "--help"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("Exit codes: 0 "), "{sub} --help has no exit codes:\n{out}");
        assert!(
            out.contains(".ron") || out.contains("Program(...)"),
            "{sub} --help does not describe its files:\n{out}"
        );
    }
    let (_, out, _) = waddle(&["run", "--help"]);
    assert!(out.contains("(default 100000000)") && out.contains("(default 100000)"), "{out}");
    assert!(out.contains("3 the run is incomplete"), "{out}");
    let (_, out, _) = waddle(&["check", "--help"]);
    assert!(out.contains("--emit-after <DIR>"), "{out}");
}

#[test]
fn emit_after_writes_each_step_as_ron_that_reads_back() {
    let t = temp("emit");
    let out_dir = t.join("out");
    let (code, out, err) = waddle(&["check", "--emit-after", s(&out_dir), "specs/primitives/split-forward-join.ron"]);
    assert_eq!(code, 0, "{out}{err}");
    for step in 1..=2 {
        let file = out_dir.join(format!("split-forward-join.step{step}.ron"));
        assert!(err.contains(&format!("wrote {}", file.display())), "{err}");
        let text = std::fs::read_to_string(&file).expect("written");
        let parsed = waddle::format::parse_program(&text).expect("reads back");
        assert!(waddle::verify::verify_program(&parsed.program, None).is_empty());
        assert!(waddle::verify::verify_canonical(&parsed.program).is_empty(), "{text}");
        let f = &parsed.program.funcs[0];
        let want = if step == 1 { "j.split" } else { "out.split" };
        assert!(f.block_by_name(want).is_some(), "step {step} has no `{want}`:\n{text}");
    }
    // The emitted program is what `waddle run` runs.
    let first = out_dir.join("split-forward-join.step2.ron");
    let (code, out, _) = waddle(&["run", s(&first), "--entry", "f", "--args", "5"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("outcome: halt(122)\n"), "{out}");
    // A file where the folder should be is refused before anything runs, by its path.
    let file = t.file("taken", "");
    let (code, out, err) = waddle(&["check", "--emit-after", s(&file), "specs/primitives/split-forward-join.ron"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.is_empty(), "nothing is checked: {out}");
    assert!(err.contains(&format!("error: --emit-after {}: cannot make the folder", file.display())), "{err}");
}

#[test]
fn a_program_named_by_a_spec_that_is_not_canonical_is_located_in_the_program_file() {
    let t = temp("canonical");
    let spec = t.file("nc.ron", format!("Spec(\n    program: Path({}),\n    steps: [],\n)\n", gcd_path()));
    let (code, _, err) = waddle(&["check", s(&spec)]);
    assert_eq!(code, 2);
    assert!(err.contains("error: loop at header `a`: no dedicated preheader (Property 2.2)"), "{err}");
    assert!(err.contains("specs/programs/gcd.ron:8:17"), "{err}");
    assert!(err.contains("add `canonicalize: true` to the spec"), "{err}");
    assert!(!err.contains("= at gcd:"), "{err}");
}

/// A reader that goes away (`waddle fmt BIG.ron | head -c 10`) ends the command quietly,
/// as it ends the Unix tools: no panic, no message.
#[test]
fn a_closed_output_pipe_ends_the_command_quietly() {
    use std::io::Read;
    let blocks: Vec<String> = (0..20_000)
        .map(|i| format!("Block(name: \"b{i}\", term: Branch(\"b{}\"))", i + 1))
        .chain(std::iter::once("Block(name: \"b20000\", term: Return(0))".to_string()))
        .collect();
    let text = format!("Program(functions: [Function(name: \"f\", ret: Int, blocks: [{}])])", blocks.join(",\n"));
    let t = temp("big");
    let big = t.file("big.ron", text);
    for cmd in ["fmt", "dot", "loops"] {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_waddle"))
            .args([cmd, s(&big)])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = [0u8; 10];
        child.stdout.take().unwrap().read_exact(&mut first).unwrap();
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{cmd}: {err}");
        assert!(matches!(out.status.code(), Some(0 | 141)), "{cmd}: {:?} {err}", out.status);
    }
}

/// A time limit beyond what any flag takes is refused with the maximum, never an
/// overflow.
#[test]
fn a_huge_time_limit_is_refused_with_its_maximum() {
    for flag in ["18446744073709551615s", "99999999999999999999999ms", "307445734561825861m"] {
        let (code, _, err) = waddle(&["equiv", "--time-limit", flag, "a.ron", "b.ron"]);
        assert_eq!(code, 2, "{flag}: {err}");
        assert!(err.contains("above the maximum of a week"), "{flag}: {err}");
    }
}

/// Commands that print, each run with its standard output a pipe whose reader is
/// already gone: every one ends without a panic, quietly (exit 141, a broken pipe's, or
/// 0 when it stops writing and finishes), and so does an error written to a closed
/// standard error.
#[test]
fn every_printing_command_ends_quietly_on_a_closed_pipe() {
    let commands: &[&[&str]] = &[
        &["fmt", "specs/programs/gcd.ron"],
        &["fmt", "--to", "ron", "specs/programs/gcd.ron"],
        &["canon", "specs/programs/gcd.ron"],
        &["loops", "specs/programs/gcd.ron"],
        &["dot", "specs/programs/gcd.ron"],
        &["dot", "--svg", "specs/programs/gcd.ron"],
        &["verify", "specs/programs/gcd.ron"],
        &["check", "specs/programs/gcd.ron"],
        &["opt", "specs/programs/gcd.ron"],
        &["run", "specs/programs/gcd.ron", "--entry", "gcd", "--args", "48", "18", "--trace"],
        &["run", "--bril", "specs/bril/bench_fib.bril", "20"],
        &["import", "bril", "specs/bril/sum.json"],
        &["export", "llvm", "specs/programs/gcd.ron", "--args", "48", "18"],
    ];
    for args in commands {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_waddle"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .args(*args)
            .stdout(writer)
            .output()
            .expect("run waddle");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(matches!(out.status.code(), Some(0 | 1 | 141)), "{args:?}: {:?} {err}", out.status);
    }
    // An error for a standard error that nobody reads.
    for args in [&["verify", "tests/bad-input/duplicate-block.ron"][..], &["run", "/dev/zero", "--entry", "f"]] {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_waddle"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .args(args)
            .stderr(writer)
            .output()
            .expect("run waddle");
        assert!(matches!(out.status.code(), Some(2 | 141)), "{args:?}: {:?}", out.status);
    }
}

/// Commands whose output cannot be written (standard output on a full disk,
/// `/dev/full`) say so and exit 2, whatever they found: no panic, and no success when
/// the output is lost; one whose standard error cannot be written exits 2 as well.
#[test]
fn every_printing_command_says_when_its_output_cannot_be_written() {
    let commands: &[&[&str]] = &[
        &["fmt", "specs/programs/gcd.ron"],
        &["canon", "specs/programs/gcd.ron"],
        &["loops", "specs/programs/gcd.ron"],
        &["dot", "--svg", "specs/programs/gcd.ron"],
        &["verify", "specs/programs/gcd.ron"],
        &["check", "specs/programs/gcd.ron"],
        &["opt", "specs/programs/gcd.ron"],
        &["fuzz", "--count", "2"],
        &["run", "specs/programs/gcd.ron", "--entry", "gcd", "--args", "48", "18"],
        &["run", "specs/programs/gcd.ron", "--entry", "gcd", "--args", "48", "18", "--format", "json"],
        &["run", "--bril", "specs/bril/bench_fib.bril", "20"],
        &["run", "tests/llvm/programs/ackermann.O0.ll"],
        &["equiv", "specs/programs/gcd.ron", "specs/programs/gcd.ron", "--random-runs", "3"],
        &["import", "bril", "specs/bril/sum.json"],
    ];
    for args in commands {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_waddle"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .args(*args)
            .stdout(std::fs::File::create("/dev/full").expect("/dev/full"))
            .output()
            .expect("run waddle");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("error: cannot write the output: "), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_waddle"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["verify", "tests/bad-input/duplicate-block.ron"])
        .stderr(std::fs::File::create("/dev/full").expect("/dev/full"))
        .output()
        .expect("run waddle");
    assert_eq!(out.status.code(), Some(2));
}

/// A FIFO named `name` in `t`, made by `mkfifo`.
fn fifo(t: &Path, name: &str) -> PathBuf {
    let fifo = t.join(name);
    let made = std::process::Command::new("mkfifo").arg(&fifo).status().expect("mkfifo runs");
    assert!(made.success());
    fifo
}

/// A program named by a path that is not a regular file (a device that never ends, a
/// FIFO nobody writes, a folder) is refused with its path and its kind before anything
/// is read: exit 2, no wait, no memory filled.
#[test]
fn special_files_are_refused_with_their_kind_without_being_read() {
    let t = temp("special");
    let fifo = fifo(&t, "waiting.ron");
    let folder = t.join("folder.json");
    std::fs::create_dir(&folder).unwrap();
    let spec = t.file("spec.ron", format!("Spec(\n    program: Path({:?}),\n    steps: [],\n)\n", s(&fifo)));
    let cases: Vec<(Vec<&str>, &Path, &str)> = vec![
        (vec!["verify", "/dev/zero"], Path::new("/dev/zero"), "a character device"),
        (vec!["fmt", "/dev/urandom"], Path::new("/dev/urandom"), "a character device"),
        (vec!["run", "/dev/zero", "--entry", "f"], Path::new("/dev/zero"), "a character device"),
        (vec!["run", "--bril", "/dev/zero"], Path::new("/dev/zero"), "a character device"),
        (vec!["import", "bril", "/dev/zero"], Path::new("/dev/zero"), "a character device"),
        (vec!["check", "/dev/zero"], Path::new("/dev/zero"), "a character device"),
        (vec!["equiv", "specs/programs/gcd.ron", s(&fifo)], &fifo, "a FIFO"),
        (vec!["canon", s(&fifo)], &fifo, "a FIFO"),
        (vec!["loops", s(&fifo)], &fifo, "a FIFO"),
        (vec!["dot", s(&fifo)], &fifo, "a FIFO"),
        (vec!["opt", s(&fifo)], &fifo, "a FIFO"),
        (vec!["export", "llvm", s(&fifo)], &fifo, "a FIFO"),
        (vec!["check", s(&spec)], &fifo, "a FIFO"),
        (vec!["bench", "edge-deletion", s(&fifo)], &fifo, "a FIFO"),
        (vec!["import", "bril", s(&folder)], &folder, "a folder"),
        (vec!["equiv", s(&folder), s(&folder)], &folder, "a folder"),
    ];
    for (args, path, kind) in cases {
        let (code, out, err) = waddle(&args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        let said = format!("cannot read {}: it is {kind}", path.display());
        assert!(err.contains(&said), "{args:?}: no `{said}` in:\n{err}");
    }
}

/// `-o` naming a FIFO is refused with its path before anything is written: opening
/// one for writing waits for a reader, which would leave the command silent forever.
#[test]
fn an_output_fifo_is_refused_without_waiting() {
    let t = temp("out-fifo");
    let fifo = fifo(&t, "out.ron");
    for args in [
        vec!["canon", "specs/programs/gcd.ron", "-o", s(&fifo)],
        vec!["opt", "specs/programs/gcd.ron", "-o", s(&fifo)],
        vec!["export", "llvm", "specs/programs/gcd.ron", "--entry", "gcd", "--args", "1", "2", "-o", s(&fifo)],
        vec!["import", "bril", "specs/bril/memory.bril", "-o", s(&fifo)],
    ] {
        let (code, out, err) = waddle(&args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        let said = format!("cannot write {}: it is a FIFO", fifo.display());
        assert!(err.contains(&said), "{args:?}: no `{said}` in:\n{err}");
    }
}

/// A file above the cap of 256 MiB is refused by its size, before it is read.
#[test]
fn a_file_above_the_cap_is_refused_by_its_size() {
    let t = temp("cap");
    let big = t.join("big.ron");
    let f = std::fs::File::create(&big).unwrap();
    // A sparse file: its size is set, no block is written.
    f.set_len(waddle::format::MAX_FILE_BYTES + 1).unwrap();
    let (code, _, err) = waddle(&["verify", s(&big)]);
    assert_eq!(code, 2);
    assert!(err.contains("has 268435457 bytes (256.0 MiB), above the limit of 268435456 bytes (256 MiB)"), "{err}");
    let small = t.file("small.ron", "Program(functions: [])");
    assert!(waddle::format::read_file(&small, 5).unwrap_err().contains("above the limit of 5 bytes"));
}

/// A problem of a whole file, with no place inside it (an LLVM module without
/// `main`), names the file, not a placeholder.
#[test]
fn a_problem_of_a_whole_file_names_the_file() {
    let t = temp("whole-file");
    let ll = t.file("lib.ll", "define i32 @f() {\n  ret i32 0\n}\n");
    let (code, _, err) = waddle(&["run", s(&ll)]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("the module defines no `main`") && err.contains(&format!("= in {}", s(&ll))), "{err}");
}
