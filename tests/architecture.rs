//! Architectural rules that the type system does not enforce, checked on the source.
//!
//! The transformations maintain D and F incrementally: nothing under `src/transform/`
//! may compute the CFG, the dominator tree or the loop forest from scratch, nor call
//! the from-scratch canonicalization or the verifiers (which the checker runs).

use std::path::Path;

/// The from-scratch entry points of `src/analysis`, `src/canon` and `src/verify`.
const FROM_SCRATCH: &[&str] = &[
    "Cfg::compute",
    "Cfg::from_succs",
    "DomTree::compute",
    "DomTree::from_cfg",
    "LoopForest::compute",
    "LoopForest::from_cfg",
    "diff_against_fresh",
    "dom_simple",
    "canon::",
    "verify::",
];

/// The lines of `text` that are code (not `//` comments), with their numbers.
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split("//").next().unwrap_or("")))
        .filter(|(_, l)| !l.trim().is_empty())
}

#[test]
fn transformations_never_recompute_the_analyses() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/transform");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert!(files.len() >= 8, "the transform modules are where they were: {files:?}");
    let mut found = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        for (n, line) in code_lines(&text) {
            for call in FROM_SCRATCH {
                if line.contains(call) {
                    found.push(format!("{}:{n}: {}", path.display(), line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "from-scratch analyses under src/transform:\n{}", found.join("\n"));
}

#[test]
fn the_rule_sees_a_call_in_code_but_not_in_a_comment() {
    let text = "let d = DomTree::from_cfg(&cfg); // fine?\n// LoopForest::compute is only named here\n";
    let hits: Vec<usize> =
        code_lines(text).filter(|(_, l)| FROM_SCRATCH.iter().any(|c| l.contains(c))).map(|(n, _)| n).collect();
    assert_eq!(hits, vec![1]);
}

/// `main.rs` only parses the command line and dispatches to `src/cli/`: it names no
/// library module (each subcommand's body lives in its own file).
#[test]
fn main_only_dispatches_to_the_cli_files() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/main.rs");
    let text = std::fs::read_to_string(&path).unwrap();
    let offending: Vec<String> = code_lines(&text)
        .filter(|(_, l)| l.contains("waddle::") || l.contains("std::fs") || l.contains("println!"))
        .map(|(n, l)| format!("src/main.rs:{n}: {}", l.trim()))
        .collect();
    assert!(offending.is_empty(), "logic in main.rs instead of src/cli/:\n{}", offending.join("\n"));
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cli");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let file = entry.unwrap().path();
        let stem = file.file_stem().unwrap().to_string_lossy().into_owned();
        if stem != "mod" {
            assert!(text.contains(&format!("cli::{stem}::run(")), "src/cli/{stem}.rs is not dispatched from main.rs");
        }
    }
}
