//! Bril's SSA instructions (`set`/`get`/`undef`, the older `phi`) and speculation:
//! `total_dyn_inst` as `brili` counts them, `waddle equiv` of a program against its
//! SSA forms (equivalent) and a wrong one (a readable diff), and the checks of
//! Bril's own SSA form on AFTER (`is_ssa`, `--expect-no-ssa`). The programs' printed
//! lines and errors are checked by `programs.rs` with the rest of `specs/bril/`.

use crate::common::{waddle, TempDir};

/// `total_dyn_inst`: every executed instruction, `set`, `get`, `undef`, `phi`,
/// `speculate`, `commit` and `guard` included, and the instructions a failed guard
/// rolled back (`brili` does not restore its count).
#[test]
fn extensions_count_as_brili_counts() {
    for (file, args, count) in [
        // 9 straight-line instructions, `ret` included.
        ("spec_commit.bril", vec![], 9),
        // 12 up to the failing guard, `load` and `print` at `.failed`, `free`.
        ("spec_abort.bril", vec!["5"], 15),
        ("spec_nested.bril", vec!["3"], 14),
        ("spec_loop.bril", vec!["6"], 73),
        ("ssa_set_get.bril", vec!["5"], 58),
        ("ssa_swap.bril", vec!["4"], 48),
        ("ssa_undef.bril", vec!["true"], 15),
        // 4 + 1 (jmp) + 11 per iteration (2 phis, ge, br; add, add, jmp) · 10 + 4 + 1.
        ("phi_loop.bril", vec!["10"], 78),
        ("phi_sequential.bril", vec!["3"], 26),
        ("phi_unmatched.bril", vec!["true"], 9),
    ] {
        let path = format!("specs/bril/{file}");
        let mut cli = vec!["run", path.as_str(), "--bril", "-p"];
        cli.extend(args.iter().copied());
        let (code, _, err) = waddle(&cli);
        assert_eq!((code, err), (0, format!("total_dyn_inst: {count}\n")), "{file}");
    }
}

const BEFORE: &str = "tests/equiv/ssa/evens.bril";

fn equiv(after: &str, extra: &[&str]) -> (i32, String, String) {
    let mut cli = vec!["equiv", BEFORE, after, "--random-runs", "10"];
    cli.extend(extra);
    waddle(&cli)
}

#[test]
fn a_program_is_equivalent_to_its_ssa_forms() {
    for (after, form) in
        [("tests/equiv/ssa/evens.ssa.bril", "set/get: 6 set, 3 get"), ("tests/equiv/ssa/evens.phi.bril", "phi: 3")]
    {
        let (code, out, err) = equiv(after, &[]);
        assert_eq!(code, 0, "{after}\n{out}{err}");
        assert!(out.contains(&format!("is in Bril's SSA form ({form}")), "{out}");
        assert!(out.contains("each variable assigned once (is_ssa: yes)"), "{out}");
        assert!(out.contains("fn main: types, SSA: ok"), "{out}");
    }
}

#[test]
fn a_wrong_ssa_form_diverges_with_a_readable_diff() {
    let (code, out, _) = equiv("tests/equiv/ssa/evens.ssa-wrong.bril", &[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("semantic equivalence fails for run main(6)"), "{out}");
    assert!(out.contains("      - print 6\n      + print 0\n"), "{out}");
}

#[test]
fn ssa_form_reassignment_is_located_as_is_ssa_finds_it() {
    let (code, out, err) = equiv("tests/equiv/ssa/evens.not-ssa.bril", &[]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("1 variable(s) assigned more than once (is_ssa: no)"), "{out}");
    assert!(err.contains("`h` is assigned again in `@main`"), "{err}");
    assert!(err.contains("evens.not-ssa.bril:18:3"), "{err}");
    assert!(err.contains("first assigned at 17:3"), "{err}");
    // The runs agree, so the last line names the failed check, not "equivalent".
    let last = out.lines().last().unwrap_or_default();
    assert!(last.starts_with("not valid: AFTER is not in the SSA form it claims (1 violation(s)"), "{out}");
}

/// `--expect-no-ssa`: every `set`, `get` or `phi` left is located; a form out of SSA
/// (made here as Bril's `from_ssa` makes it: shadow variables copied with `id`) passes.
#[test]
fn expect_no_ssa_finds_what_remains() {
    let (code, out, err) = equiv("tests/equiv/ssa/evens.ssa.bril", &["--expect-no-ssa"]);
    assert_eq!(code, 1, "{out}{err}");
    assert_eq!(err.matches("remains in `@main`, which should be out of SSA form").count(), 9, "{err}");
    let ssa = std::fs::read_to_string("tests/equiv/ssa/evens.ssa.bril").unwrap();
    let out_of_ssa: String = ssa
        .lines()
        .map(|l| {
            let words: Vec<&str> = l.trim().trim_end_matches(';').split_whitespace().collect();
            match words.as_slice() {
                ["set", x, y] => format!("  shadow.{x}: int = id {y};"),
                [x, "int", "=", "get"] => format!("  {x} int = id shadow.{};", x.trim_end_matches(':')),
                _ => l.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let dir = TempDir::new("from-ssa");
    let path = dir.join("evens.from-ssa.bril");
    std::fs::write(&path, out_of_ssa).unwrap();
    let (code, out, err) = equiv(path.to_str().unwrap(), &["--expect-no-ssa"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("is not in Bril's SSA form (no set, get or phi)"), "{out}");
}
