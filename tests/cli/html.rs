//! The HTML reports from the outside: `check --html`, `equiv --html`, `dot --svg`.
//! (What the pages hold is `report`'s unit tests'; the browser test is in `.ci/run`.)

use crate::common::{waddle, TempDir};
use std::path::PathBuf;

/// A fresh temporary folder (removed when dropped) and a report folder in it, not yet made.
fn temp(name: &str) -> (TempDir, PathBuf) {
    let tmp = TempDir::new(&format!("html-{name}"));
    let dir = tmp.join("html");
    (tmp, dir)
}

#[test]
fn check_html_writes_an_index_and_a_page_per_spec() {
    let (_tmp, dir) = temp("check");
    let d = dir.to_str().expect("a UTF-8 path");
    let (code, stdout, stderr) = waddle(&["check", "specs/replace", "tests/equiv/replace-off-by-one.ron", "--html", d]);
    assert_eq!(code, 1, "the failing spec fails: {stdout}{stderr}");
    assert!(stderr.contains("index.html"), "{stderr}");
    let index = std::fs::read_to_string(dir.join("index.html")).expect("an index");
    for page in ["specs_replace_replace-then-unroll.html", "tests_equiv_replace-off-by-one.html"] {
        assert!(index.contains(&format!("href=\"{page}\"")), "{page} linked");
        let text = std::fs::read_to_string(dir.join(page)).expect("the page");
        assert!(text.contains("<svg") && !text.contains("<script"), "{page}");
    }
    assert!(index.contains("program verifies"), "the program files of the folder have rows");
}

#[test]
fn check_html_goes_with_the_text_output_only() {
    let (code, _, stderr) = waddle(&["check", "specs/replace", "--format", "json", "--html", "nowhere"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("--html goes with the text output"), "{stderr}");
}

#[test]
fn equiv_html_draws_the_counterexample() {
    let (_tmp, dir) = temp("equiv");
    let d = dir.to_str().expect("a UTF-8 path");
    let args = [
        "equiv",
        "specs/replace/sum.ron",
        "tests/equiv/sum.off-by-one.ron",
        "--entry",
        "sum",
        "--random-runs",
        "0",
        "--runs",
        "sum 3",
        "--html",
        d,
    ];
    let (code, _, stderr) = waddle(&args);
    assert_eq!(code, 1, "{stderr}");
    let page = std::fs::read_to_string(dir.join("index.html")).expect("the page");
    assert!(page.contains("not equivalent") && page.contains("semantic equivalence fails for run sum(3)"));
    assert_eq!(page.matches("class=\"block").count(), 8, "the 4 blocks of `sum`, before and after");
}

/// A Bril pair's page shows the diff in Bril's instructions, keeps the kernel's steps
/// beside it, and marks the blocks where the runs part (read from the kernel's names).
#[test]
fn equiv_html_of_a_bril_pair_marks_where_the_runs_part() {
    let (_tmp, dir) = temp("equiv-bril");
    let d = dir.to_str().expect("a UTF-8 path");
    let args = [
        "equiv",
        "tests/equiv/twice.bril",
        "tests/equiv/twice.wrong.bril",
        "--entry",
        "main",
        "--random-runs",
        "0",
        "--runs",
        "main 0",
        "--html",
        d,
    ];
    let (code, _, stderr) = waddle(&args);
    assert_eq!(code, 1, "{stderr}");
    let page = std::fs::read_to_string(dir.join("index.html")).expect("the page");
    assert!(page.contains("line 6    br c .neg .pos;"), "the Bril instructions");
    assert!(page.contains("the diff with the kernel's steps") && page.contains("E-Switch-Case"), "the kernel's steps");
    let diverged: Vec<&str> = page
        .split("class=\"block ")
        .skip(1)
        .filter(|b| b.split('"').next().is_some_and(|c| c.contains("diverged")))
        .filter_map(|b| b.split("data-block=\"").nth(1)?.split('"').next())
        .collect();
    assert_eq!(diverged, ["entry", "neg", "pos"], "BEFORE's switch and its target, AFTER's target");
}

#[test]
fn dot_svg_draws_every_block_without_graphviz() {
    let (code, stdout, stderr) = waddle(&["dot", "specs/programs/fig1_common_element.ron", "--svg"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.starts_with("<svg") && stdout.contains("prefers-color-scheme: dark"));
    for b in ["s", "a", "b", "c", "d", "e", "f", "g"] {
        assert!(stdout.contains(&format!("data-block=\"{b}\"")), "block {b}");
    }
}
