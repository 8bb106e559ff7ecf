//! A divergence of two Bril programs in Bril's own terms: the last steps as the Bril
//! instructions the runs went through, with their lines and labels; where control
//! parted, by labels, with entry blocks a pass labelled paired; a run of a function
//! other than `main` as a `@main` that calls it, which `waddle run --bril` (as `brili`)
//! runs to show the difference.

use crate::common::{root, waddle, TempDir};
use std::fs;

const BEFORE: &str = "tests/equiv/twice.bril";
const AFTER: &str = "tests/equiv/twice.wrong.bril";

/// The report of `fn NAME`, from its first line to its last.
fn function_report<'a>(out: &'a str, name: &str) -> &'a str {
    let start = out.find(&format!("fn {name}: semantic")).unwrap_or_else(|| panic!("fn {name} diverges: {out}"));
    let end = out[start..].find(&format!("fn {name}: diverged")).map_or(out.len(), |e| start + e);
    &out[start..end]
}

#[test]
fn the_last_steps_are_bril_instructions_with_their_lines_and_labels() {
    let (code, out, _) = waddle(&["equiv", BEFORE, AFTER, "--runs", "main 0"]);
    assert_eq!(code, 1, "{out}");
    let main = function_report(&out, "main");
    // The entry blocks pair although AFTER labelled its own `.b1`: control parts at the
    // swapped branch, named by its labels.
    assert!(
        main.contains("control first went differently after the start in `main`: the run of BEFORE went to .neg, the run of AFTER to .pos\n"),
        "{main}"
    );
    assert!(
        main.contains(
            "    last steps of the run of BEFORE, up to the divergence:\n        @main\n        line 5    c: bool = lt n one;\n        line 6    br c .neg .pos;\n        line 7  .neg:\n        line 8    print one;\n"
        ),
        "{main}"
    );
    // AFTER's run goes through the call: the callee's instructions under its name, then
    // back in `main` after the call.
    assert!(main.contains("        @twice\n        line 16  .start:\n        line 17    y: int = mul x x;\n        line 18    ret y;\n        @main\n        line 11  .pos:\n        line 13    print v;\n"), "{main}");
    assert!(!main.contains("E-") && !main.contains(" ← "), "no kernel rule or register: {main}");
}

#[test]
fn kernel_steps_keep_the_papers_notation() {
    let (code, out, _) = waddle(&["equiv", BEFORE, AFTER, "--runs", "main 0", "--kernel-steps"]);
    assert_eq!(code, 1, "{out}");
    let main = function_report(&out, "main");
    assert!(main.contains("E-Switch-Case     main:entry:1   switch c (true ↦ neg()) pos()"), "{main}");
    assert!(main.contains("E-Call-Extern"), "{main}");
}

/// The `@main` the report gives for a run of `twice`, put in place of each program's
/// own, makes the two programs print different lines.
#[test]
fn a_run_of_another_function_comes_with_a_main_that_shows_it() {
    let (code, out, _) = waddle(&["equiv", BEFORE, AFTER, "--entry", "twice", "--runs", "twice 3"]);
    assert_eq!(code, 1, "{out}");
    let twice = function_report(&out, "twice");
    let lines: Vec<&str> = twice.lines().collect();
    let first = lines.iter().position(|l| l.trim() == "@main {").unwrap_or_else(|| panic!("a @main: {twice}"));
    let indent = lines[first].len() - "@main {".len();
    let last = first + lines[first..].iter().position(|l| l.trim() == "}").unwrap_or_else(|| panic!("{twice}"));
    let wrapper: String = lines[first..=last].iter().map(|l| format!("{}\n", &l[indent..])).collect();
    assert_eq!(wrapper, "@main {\n  x: int = const 3;\n  result: int = call @twice x;\n  print result;\n}\n");
    let dir = TempDir::new("bril-wrapper");
    let mut printed = Vec::new();
    for file in [BEFORE, AFTER] {
        let text = fs::read_to_string(root().join(file)).unwrap();
        let helper = &text[text.find("\n@twice").unwrap() + 1..];
        let path = dir.join("wrapped.bril");
        fs::write(&path, format!("{wrapper}{helper}")).unwrap();
        let (code, out, err) = waddle(&["run", "--bril", path.to_str().unwrap()]);
        assert_eq!(code, 0, "{out}{err}");
        printed.push(out);
    }
    assert_eq!(printed, ["6\n", "9\n"], "BEFORE doubles, AFTER squares");
}
