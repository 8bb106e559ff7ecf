//! Inlining and jump threading through the CLI: each precondition that fails is bad
//! input located at the spec's step (exit 2), with a message that says why. (The
//! passes' maintenance is checked by the specs under `specs/inlining/` and
//! `specs/passes/`, and by `tests/props/inlining.rs`.)
//! Move forwarding, which the CLI reaches only through `waddle opt`, is tested here on
//! the library.

use crate::common;
use common::{assert_located_in_step, assert_step_refused, waddle_check, TempDir};

/// A one-step spec on `specs/programs/PROGRAM` whose step cannot apply.
fn refused(tag: &str, program: &str, step: &str, message: &str) {
    assert_step_refused("inlining", tag, program, step, message);
}

#[test]
fn inlining_a_recursive_call_into_its_own_function_is_refused() {
    refused(
        "inline-recursive",
        "gcd_rec.ron",
        r#"Inline(function: "gcd", block: "b", index: 2)"#,
        "cannot apply inline the call at instruction 2 of b in gcd: instruction 2 of `b` is a recursive call of `gcd`: \
         inlining a function into itself is refused",
    );
}

#[test]
fn inlining_needs_a_call_to_a_known_defined_function() {
    refused(
        "inline-not-call",
        "inline_example1.ron",
        r#"Inline(function: "main", block: "c", index: 0)"#,
        "instruction 0 of `c` is not a call",
    );
    refused(
        "inline-extern",
        "inline_example1.ron",
        r#"Inline(function: "main", block: "c", index: 2)"#,
        "instruction 2 of `c` calls an external function, which has no body to inline",
    );
    refused(
        "inline-no-such-index",
        "inline_example1.ron",
        r#"Inline(function: "main", block: "c", index: 9)"#,
        "block `c` has 4 instruction(s), no instruction 9",
    );
    refused(
        "inline-no-block",
        "inline_example1.ron",
        r#"Inline(function: "main", block: "zz", index: 0)"#,
        "no block `zz`",
    );
}

/// A spec with an inline program (`functions` as RON) and one step: exit code 2, the
/// message, the location (the step's line: 5 plus the program's extra lines).
fn refused_inline(tag: &str, functions: &str, step: &str, message: &str) {
    let dir = TempDir::new(&format!("inlining-{tag}"));
    let spec = dir.join(format!("{tag}.ron"));
    let text = format!("Spec(\n    program: Inline(functions: [{functions}]),\n    steps: [\n\n        Step(apply: {step}),\n    ],\n)\n");
    std::fs::write(&spec, text).unwrap();
    let (code, stdout, stderr) = waddle_check(&[spec.to_str().unwrap()]);
    assert_eq!(code, 2, "{stdout}{stderr}");
    assert!(stderr.contains(message), "no `{message}` in:\n{stderr}");
    let line = 5 + functions.matches('\n').count();
    assert_located_in_step(&stderr, tag, line, step);
}

#[test]
fn inlining_through_an_unknown_reference_is_refused() {
    // The callee is the entry's parameter: no edge passes a known reference.
    refused_inline(
        "inline-unknown",
        r#"Function(name: "app", ret: Int, blocks: [
            Block(name: "a", params: [("f", Fn([Int], Int)), ("x", Int)], insts: [("y", Call("f", ["x"]))], term: Return("y")),
        ])"#,
        r#"Inline(function: "app", block: "a", index: 0)"#,
        "calls through a register whose function reference is not known statically",
    );
}

#[test]
fn jump_threading_needs_a_predecessor_that_knows_the_switch() {
    refused(
        "thread-no-switch",
        "inline_example1.ron",
        r#"JumpThread(function: "main", block: "c")"#,
        "`c` does not end in a switch",
    );
    refused(
        "thread-not-param",
        "inline_example1.ron",
        r#"JumpThread(function: "main", block: "b")"#,
        "the scrutinee `more` of the switch ending `b` is not a parameter of `b`",
    );
    refused_inline(
        "thread-unknown",
        r#"Function(name: "t", ret: Int, blocks: [
            Block(name: "e", params: [("x", Int)], insts: [("c", Lt("x", 0))], term: Switch("c", [(true, ("b", ["x"]))], ("b", [1]))),
            Block(name: "b", params: [("r", Int)], term: Switch("r", [(7, "s")], "s")),
            Block(name: "s", term: Return(0)),
        ])"#,
        r#"JumpThread(function: "t", block: "b")"#,
        "no predecessor of `b` enters it by one edge passing a known value for `r`",
    );
}

/// Move forwarding (reached from the CLI only through `waddle opt`): the move is
/// deleted and its uses read its source, in its block and in the blocks it dominates;
/// an instruction that is not a move to a register is refused and nothing changes.
#[test]
fn forwarding_a_move_deletes_it_and_rewrites_its_uses() {
    use waddle::analysis::{Cfg, DomTree, LoopForest};
    use waddle::transform::{LoopShape, Maintained};
    let text = r#"Program(functions: [Function(name: "f", ret: Int, blocks: [
        Block(name: "a", params: [("x", Int)], insts: [("y", Move("x")), ("z", Add("y", "y"))], term: Branch("b", [])),
        Block(name: "b", insts: [("w", Add("z", "y"))], term: Return("w")),
    ])])"#;
    let f = waddle::format::parse_program(text).unwrap().program.funcs.remove(0);
    let cfg = Cfg::compute(&f);
    let dom = DomTree::from_cfg(&cfg);
    let loops = LoopForest::compute(&f, &cfg, &dom).unwrap();
    let mut m = Maintained::new(f, &dom, &LoopShape::from_forest(&loops)).unwrap();
    let a = m.function().block_by_name("a").unwrap();
    let show = |m: &Maintained| {
        waddle::format::paper::program(&waddle::ir::Program { funcs: vec![m.function().clone()], externs: vec![] })
    };
    let before = show(&m);
    let refused = m.forward_move(a, 1).unwrap_err().to_string();
    assert!(refused.contains("instruction 1 of `a` is not a move to a register"), "{refused}");
    assert!(m.forward_move(a, 7).is_err());
    assert_eq!(show(&m), before, "a refused forwarding changes nothing");
    m.forward_move(a, 0).unwrap();
    assert_eq!(
        show(&m),
        "fn f → int {\n  a(x: int):\n    z ← add(x, x)\n    branch b()\n  b():\n    w ← add(z, x)\n    return w\n}\n"
    );
}

/// If simplification follows a switch's scrutinee back through at most eight block
/// parameters, each of a block entered by one edge, to a constant: a chain of eight is
/// simplified, a chain of nine is left alone.
#[test]
fn if_simplification_follows_up_to_eight_block_parameters() {
    use waddle::analysis::{Cfg, DomTree, LoopForest};
    use waddle::transform::{LoopShape, Maintained};
    for (n, known) in [(1, true), (8, true), (9, false)] {
        let mut blocks = vec![r#"Block(name: "e", term: Branch("b1", [7]))"#.to_string()];
        for k in 1..n {
            blocks
                .push(format!(r#"Block(name: "b{k}", params: [("v{k}", Int)], term: Branch("b{}", ["v{k}"]))"#, k + 1));
        }
        blocks.push(format!(r#"Block(name: "b{n}", params: [("v{n}", Int)], term: Switch("v{n}", [(7, "t")], "u"))"#));
        blocks.push(r#"Block(name: "t", term: Return(1))"#.to_string());
        blocks.push(r#"Block(name: "u", term: Return(2))"#.to_string());
        let text = format!(r#"Program(functions: [Function(name: "f", ret: Int, blocks: [{}])])"#, blocks.join(", "));
        let f = waddle::format::parse_program(&text).unwrap().program.funcs.remove(0);
        let cfg = Cfg::compute(&f);
        let dom = DomTree::from_cfg(&cfg);
        let loops = LoopForest::compute(&f, &cfg, &dom).unwrap();
        let mut m = Maintained::new(f, &dom, &LoopShape::from_forest(&loops)).unwrap();
        let b = m.function().block_by_name(&format!("b{n}")).unwrap();
        assert_eq!(m.if_simplify(b).unwrap(), known, "a chain of {n} parameters");
    }
}
