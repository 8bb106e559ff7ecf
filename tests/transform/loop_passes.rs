//! The loop passes of the slides (unswitching, unrolling, peeling) through the CLI:
//! each precondition that fails is bad input located at the spec's step, with a
//! message that says which condition fails and why; `--print-after` shows each pass's
//! result in the paper's notation. (The passes' maintenance is checked by the specs
//! under `specs/passes/` and by `tests/props/transform.rs`.)

use crate::common;
use common::{assert_step_refused, waddle_check};

/// A one-step spec on `specs/programs/search_modes.ron` whose step cannot apply.
fn refused(tag: &str, step: &str, message: &str) {
    assert_step_refused("loop-passes", tag, "search_modes.ron", step, message);
}

#[test]
fn unswitching_a_scrutinee_that_varies_in_the_loop_is_bad_input() {
    refused(
        "unswitch-variant",
        r#"Unswitch(function: "main", header: "inner", block: "check")"#,
        "cannot apply unswitch the switch ending check out of loop inner in main: the scrutinee `hit` of the switch \
         ending `check` is defined in `check`, inside the loop at `inner`: it may vary from one iteration to the next, \
         so the switch cannot be moved in front of the loop",
    );
}

#[test]
fn unswitching_needs_a_loop_a_block_inside_it_and_a_switch() {
    refused("unswitch-no-loop", r#"Unswitch(function: "main", header: "body", block: "body")"#, "`body` heads no loop");
    refused(
        "unswitch-outside",
        r#"Unswitch(function: "main", header: "inner", block: "inner_pre")"#,
        "block `inner_pre` is not in the loop at `inner`",
    );
    refused(
        "unswitch-branch",
        r#"Unswitch(function: "main", header: "inner", block: "inner_latch")"#,
        "block `inner_latch` does not end in a switch",
    );
    refused(
        "unswitch-unknown",
        r#"Unswitch(function: "main", header: "inner", block: "nowhere")"#,
        "no block `nowhere`",
    );
}

#[test]
fn unrolling_needs_a_factor_of_at_least_two_and_a_loop() {
    refused(
        "unroll-one",
        r#"Unroll(function: "main", header: "inner", factor: 1)"#,
        "the unroll factor must be at least 2 (it is 1): factor 1 would leave the loop at `inner` as it is",
    );
    refused("unroll-no-loop", r#"Unroll(function: "main", header: "entry", factor: 2)"#, "`entry` heads no loop");
    refused(
        "unroll-huge",
        r#"Unroll(function: "main", header: "outer", factor: 4000000000)"#,
        "copies of the 13-block body of the loop at `outer` exceed the limit of 100000 new blocks",
    );
}

#[test]
fn peeling_needs_a_count_of_at_least_one_and_a_loop() {
    refused(
        "peel-zero",
        r#"Peel(function: "main", header: "fill", count: 0)"#,
        "the peel count must be at least 1 (it is 0): peeling no iteration leaves the loop at `fill` as it is",
    );
    refused("peel-no-loop", r#"Peel(function: "main", header: "found", count: 1)"#, "`found` heads no loop");
}

/// `waddle check --print-after SPEC`: its standard output, after asserting that the
/// spec passed.
fn print_after(spec: &str) -> String {
    let (code, stdout, stderr) = waddle_check(&["--print-after", spec]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    stdout
}

#[test]
fn print_after_shows_the_unswitched_loop_in_the_papers_notation() {
    let out = print_after("specs/passes/unswitch-slides.ron");
    for want in [
        "after step 1, unswitch the switch ending h out of loop h in f:",
        "switch r (true ↦ h.dup.split(0, 0)) h.split(0, 0)",
        "h(i: int, acc: int):\n            branch s2()",
        "h.dup(i.1: int, acc.1: int):\n            branch s1.dup()",
    ] {
        assert!(out.contains(want), "no `{want}` in:\n{out}");
    }
    assert!(!out.contains("s1():"), "the original keeps no edge to s1:\n{out}");
}

#[test]
fn print_after_shows_the_unrolled_and_peeled_loops_in_the_papers_notation() {
    let out = print_after("specs/passes/unroll-slides.ron");
    for want in ["after step 1, unroll loop h by 2 in f:", "branch h.unroll1(i1, acc1)", "branch h(i1.1, acc1.1)"] {
        assert!(out.contains(want), "no `{want}` in:\n{out}");
    }
    let out = print_after("specs/passes/peel-slides.ron");
    for want in ["after step 1, peel 1 iteration(s) of loop h in f:", "branch h.peel1(0, 0)", "branch h(i1.1, acc1.1)"]
    {
        assert!(out.contains(want), "no `{want}` in:\n{out}");
    }
}

/// The maintained `search_modes` function (`specs/programs/search_modes.ron`).
fn search_modes() -> waddle::transform::Maintained {
    use waddle::analysis::{Cfg, DomTree, LoopForest};
    let text = include_str!("../../specs/programs/search_modes.ron");
    let f = waddle::format::parse_program(text).expect("the bundled program parses").program.funcs[0].clone();
    let cfg = Cfg::compute(&f);
    let dom = DomTree::from_cfg(&cfg);
    let loops = LoopForest::compute(&f, &cfg, &dom).expect("reducible");
    waddle::transform::Maintained::new(f, &dom, &waddle::transform::LoopShape::from_forest(&loops)).unwrap()
}

/// `switch_on`, the one operation the loop passes add to the maintained layer, refuses
/// a scrutinee that would break types, SSA or LCSSA in the preheader, and a block that
/// does not end in a branch; it accepts an invariant register and a constant.
#[test]
fn switch_on_refuses_scrutinees_that_would_break_types_ssa_or_lcssa() {
    use waddle::ir::{Operand, Value};
    let m = search_modes();
    let f = m.function();
    let b = |n: &str| f.block_by_name(n).unwrap();
    let r = |n: &str| Operand::Reg(f.reg_by_name(n).unwrap());
    let cases: [(&str, Operand, Value, &str); 7] = [
        ("inner_pre", r("mode"), Value::Bool(true), "register `mode` does not have the type of the case"),
        ("inner_pre", r("mode"), Value::Unit, "register `mode` does not have the type of the case"),
        ("inner_pre", Operand::Const(Value::int(1)), Value::Bool(true), "differ in type"),
        ("scan_pre", r("x"), Value::int(3), "register `x` is not defined in a block that dominates `scan_pre`"),
        (
            "inner_end",
            r("j"),
            Value::int(3),
            "register `j` is defined in a loop that does not contain `inner_end` (LCSSA)",
        ),
        ("inner_pre", r("xa"), Value::int(0), ""),
        ("outer", r("mode"), Value::int(0), "`outer` does not end in a branch"),
    ];
    for (block, on, value, want) in cases {
        let mut m2 = m.clone();
        match m2.switch_on(b(block), &on, &value) {
            Err(e) if !want.is_empty() => assert!(e.0.contains(want), "{block}: `{e}` lacks `{want}`"),
            Err(e) => panic!("{block}: refused a valid scrutinee: {e}"),
            Ok(()) if want.is_empty() => {
                let t = &m2.function().block(b(block)).term;
                assert_eq!(t.targets().len(), 2, "{block}: the branch becomes a two-edge switch");
                assert_eq!(m2.preds(b("inner")).len(), 3, "the header has one more edge reference");
            }
            Ok(()) => panic!("{block}: accepted a scrutinee that should be refused ({want})"),
        }
    }
    let mut m2 = m.clone();
    m2.switch_on(b("inner_pre"), &Operand::Const(Value::int(2)), &Value::int(2)).expect("a constant scrutinee");
}

/// `preheader` names the one forward predecessor of a loop's header.
#[test]
fn the_preheader_is_the_headers_one_forward_predecessor() {
    let m = search_modes();
    let f = m.function();
    for (h, p) in [("inner", "inner_pre"), ("outer", "scan_pre"), ("fill", "fill_pre")] {
        let l = m.forest().loop_with_header(f.block_by_name(h).unwrap()).unwrap();
        assert_eq!(f.block(m.preheader(l).unwrap()).name, p);
    }
}

/// The primitives behind the passes refuse what the passes never ask of them: no copy,
/// a loop that is gone, and a whole-loop duplication that would leave the original
/// entered only by its back edge.
#[test]
fn the_loop_primitives_refuse_degenerate_requests() {
    use waddle::transform::duplicate::Placement;
    let m = search_modes();
    let f = m.function();
    let b = |n: &str| f.block_by_name(n).unwrap();
    let inner = m.forest().loop_with_header(b("inner")).unwrap();
    let mut m2 = m.clone();
    let e = m2.duplicate_iterations(inner, 0, Placement::AtLatch).expect_err("no copy");
    assert_eq!(e.0, "at least one copy of the loop body is needed");
    // Deleting the inner loop's back edge removes the loop from the forest.
    let mut m3 = m.clone();
    m3.delete_edge(b("inner_latch"), b("inner")).unwrap();
    assert!(m3.forest().loop_with_header(b("inner")).is_none());
    let e = m3.duplicate_iterations(inner, 1, Placement::BeforeLoop).expect_err("a removed loop");
    assert_eq!(e.0, "no such loop");
    // The whole inner loop, its one preheader edge redirected: only the back edge would
    // enter the original.
    let body: Vec<_> = m.forest().get(inner).body.iter().copied().collect();
    let mut m4 = m.clone();
    let e = m4.duplicate(&body, &[(b("inner_pre"), 0)]).expect_err("the original would become unreachable");
    assert!(e.0.contains("at least one edge into the entry must stay"), "{e}");
    // Part of a loop headed by the region's entry would give the loop a second entry.
    let e = m4.duplicate(&[b("inner"), b("body")], &[(b("inner_pre"), 0)]).expect_err("part of a loop");
    assert!(e.0.contains("heads a loop that is not wholly inside the region"), "{e}");
}

/// Unrolling the outer loop of `search_modes`, whose inner loop leaves both loops at
/// `found` (a multi-level exit): each copy's edges into `found` are split into an
/// exit of its own, so `found` gains a predecessor per copy. The work per copy stays
/// bounded (a split does not compute the NCA of all of `found`'s predecessors, over
/// dominator-tree paths as long as the chain of copies, which would be cubic in the
/// factor): NCA queries grow linearly with the factor, and the result satisfies every
/// maintenance theorem.
#[test]
fn unrolling_a_nest_with_a_multi_level_exit_costs_work_linear_in_the_copies() {
    let unrolled = |factor: u32| {
        let mut m = search_modes();
        let h = m.function().block_by_name("outer").unwrap();
        let before = m.counters.nca_queries;
        m.unroll(h, factor).expect("unrolls");
        (m.counters.nca_queries - before, m)
    };
    let (small, _) = unrolled(50);
    let (large, m) = unrolled(400);
    assert!(small > 0 && large <= 10 * small, "{small} NCA queries for factor 50, {large} for factor 400");
    let text = include_str!("../../specs/programs/search_modes.ron");
    let mut program = waddle::format::parse_program(text).expect("the bundled program parses").program;
    program.funcs[0] = m.function().clone();
    let failures = waddle::oracle::theorems(&program, waddle::ir::FuncId(0), &m, 1);
    assert!(failures.is_empty(), "{}", failures.iter().map(|f| f.title.clone()).collect::<Vec<_>>().join("\n"));
}
