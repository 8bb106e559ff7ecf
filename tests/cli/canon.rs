//! The `canon`, `loops` and `dot` commands end to end: output, exit codes, bad input.

use crate::common::{waddle, TempDir};

#[test]
fn canon_writes_a_canonical_program_and_loops_accepts_it() {
    let dir = TempDir::new("canon");
    let out = dir.join("fig1b.ron");
    let (code, stdout, stderr) =
        waddle(&["canon", "specs/programs/fig1_common_element.ron", "-o", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.is_empty());
    assert!(
        stderr.contains("common_element: unique latch `a.latch` for the loop at `a` on (e, a), (f, a)"),
        "{stderr}"
    );
    let (code, stdout, stderr) = waddle(&["loops", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.ends_with("canonical form and LCSSA: ok\n"), "{stdout}");
    // To standard output by default, identical to the file.
    let (code, stdout, _) = waddle(&["canon", "specs/programs/fig1_common_element.ron"]);
    assert_eq!(code, 0);
    assert_eq!(stdout, std::fs::read_to_string(&out).unwrap());
}

#[test]
fn loops_reports_violations_with_exit_code_1() {
    let (code, stdout, stderr) = waddle(&["loops", "specs/programs/fig1_common_element.ron"]);
    assert_eq!(code, 1);
    assert!(stdout.contains("loop b (depth 2): body {b, c, e}, latches {e}, exits {a, d, f}"), "{stdout}");
    assert!(stderr.contains("has 5 canonical-form or LCSSA violation(s)"), "{stderr}");
}

#[test]
fn bad_input_to_canon_dot_and_loops_exits_2_without_panicking() {
    for args in [
        vec!["canon", "tests/bad-input/irreducible-two-entries.ron"],
        vec!["dot", "tests/bad-input/irreducible-nested.ron"],
        vec!["loops", "tests/bad-input/ron-unclosed-paren.ron"],
        vec!["dot", "specs/programs/gcd.ron", "--function", "nope"],
        vec!["canon", "no/such/file.ron"],
    ] {
        let (code, _, stderr) = waddle(&args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stderr.contains("error"), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn dot_draws_the_named_function() {
    let (code, stdout, stderr) = waddle(&["dot", "specs/programs/nested_exits.ron", "--function", "find_pair"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.starts_with("digraph \"find_pair\" {\n"), "{stdout}");
}

/// `loops` on a chain of 100,000 blocks (a dominator tree as deep as the function is
/// long): the listing indents up to a fixed depth and then names the depth, so it is
/// linear in the function's size, and the command ends with its verdict.
#[test]
fn loops_lists_a_chain_of_a_hundred_thousand_blocks_in_linear_space() {
    let n = 100_000;
    let blocks: Vec<String> = (0..n - 1)
        .map(|i| format!("Block(name: \"b{i}\", term: Branch(\"b{}\"))", i + 1))
        .chain(std::iter::once(format!("Block(name: \"b{}\", term: Return(0))", n - 1)))
        .collect();
    let text = format!("Program(functions: [Function(name: \"f\", ret: Int, blocks: [{}])])", blocks.join(",\n"));
    let dir = TempDir::new("chain");
    let path = dir.file("chain.ron", text);
    let (code, stdout, stderr) = waddle(&["loops", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), n + 4, "a line per block, the headers and the verdict");
    assert_eq!(lines[2].trim(), "b0 ← (root)");
    assert_eq!(lines[3].trim(), "b1 ← b0");
    assert_eq!(lines[n + 1].trim(), format!("[depth {}] b{} ← b{}", n - 1, n - 1, n - 2));
    assert_eq!(lines[n + 2], "  loops: none");
    assert_eq!(lines[n + 3], "canonical form and LCSSA: ok");
    // Every line is at most the deepest indentation and its tag longer than its names.
    assert!(lines.iter().all(|l| l.len() < 4 + 2 * 32 + 40), "{}", lines.iter().map(|l| l.len()).max().unwrap());
}
