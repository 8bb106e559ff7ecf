//! The blocks a step copies, as `check::apply_in_program` returns them (`Origins`):
//! each copy → the block it copies, which the diff's control line pairs it with. For
//! each copying step: every copy is a block the step added, every original a block
//! the program had, the copy is named after its original, and the count is what the
//! step copies (the loop's blocks once per iteration, the callee's blocks).

use std::collections::{HashMap, HashSet};
use waddle::check::apply_in_program;
use waddle::format::spec::parse_spec;
use waddle::ir::{FuncId, Program};
use waddle::oracle::control::Origins;
use waddle::transform::Maintained;

const SEARCH: &str = include_str!("../../specs/programs/search_modes.ron");
const INLINE: &str = include_str!("../../specs/programs/inline_example1.ron");

/// Applies `step` (a spec's `apply:`) to `program`; returns the program before, after,
/// and the step's origins.
fn apply(program: &str, step: &str) -> (Program, Program, Origins) {
    let before = waddle::format::parse_program(program).expect("a well-formed program").program;
    let spec = parse_spec(&format!(r#"Spec(program: Path("unused"), steps: [Step(apply: {step})])"#)).unwrap();
    let t = &spec.steps[0].apply;
    let mut funcs: HashMap<String, (FuncId, Maintained)> = HashMap::new();
    for id in before.func_ids() {
        let mut m = waddle::canon::enter(before.func(id)).expect("canonical");
        m.know_program(&before);
        funcs.insert(before.func(id).name.clone(), (id, m));
    }
    let (fid, mut m) = funcs[t.function()].clone();
    let origins = apply_in_program(&mut m, fid, t, &funcs).expect("the step applies");
    let mut after = before.clone();
    after.funcs[fid.index()] = m.function().clone();
    (before, after, origins)
}

/// The origins by name: `f:copy` → `g:original`.
fn named(before: &Program, after: &Program, origins: &Origins) -> Vec<(String, String)> {
    let name =
        |p: &Program, (f, b): (FuncId, waddle::ir::BlockId)| format!("{}:{}", p.func(f).name, p.func(f).block(b).name);
    let mut v: Vec<_> = origins.iter().map(|(c, o)| (name(after, *c), name(before, *o))).collect();
    v.sort();
    v
}

/// Every copy is new and live in AFTER, every original a block of BEFORE, and each
/// copy is named after its original (`h.peel1`, `h.dup`, `g.x` for `g`'s `x`).
fn well_formed(before: &Program, after: &Program, origins: &Origins) {
    for (&(fa, c), &(fb, o)) in origins.iter() {
        let (copy, orig) = (&after.func(fa).block(c).name, &before.func(fb).block(o).name);
        assert!(after.func(fa).is_live(c), "the copy {copy} is a block of AFTER");
        assert!(before.func(fb).is_live(o), "the original {orig} is a block of BEFORE");
        let old = before.func_by_name(&after.func(fa).name).and_then(|f| before.func(f).block_by_name(copy));
        assert!(old.is_none(), "the copy {copy} is a block the step added");
        assert!(copy.starts_with(orig.as_str()) || copy.contains(&format!(".{orig}")), "{copy} copies {orig}");
    }
}

#[test]
fn peeling_maps_each_copy_of_each_iteration_to_the_loop_block_it_copies() {
    let (b, a, o) = apply(SEARCH, r#"Peel(function: "main", header: "inner", count: 2)"#);
    well_formed(&b, &a, &o);
    let f = b.func_by_name("main").unwrap();
    let m = waddle::canon::enter(b.func(f)).unwrap();
    let h = b.func(f).block_by_name("inner").unwrap();
    let l = m.forest().loop_with_header(h).unwrap();
    let body: HashSet<_> = m.forest().get(l).body.iter().map(|x| (f, *x)).collect();
    assert_eq!(o.len(), 2 * body.len(), "two copies of each of the loop's blocks");
    assert!(o.values().all(|x| body.contains(x)), "every original is in the loop");
    let headers: Vec<_> = named(&b, &a, &o).into_iter().filter(|(_, x)| x == "main:inner").map(|(c, _)| c).collect();
    assert_eq!(headers, ["main:inner.peel1", "main:inner.peel2"]);
}

#[test]
fn unrolling_and_unswitching_map_their_copies() {
    let (b, a, o) = apply(SEARCH, r#"Unroll(function: "main", header: "outer", factor: 3)"#);
    well_formed(&b, &a, &o);
    let n = named(&b, &a, &o);
    assert!(n.contains(&("main:outer.unroll1".into(), "main:outer".into())), "{n:?}");
    assert!(n.contains(&("main:inner.unroll2".into(), "main:inner".into())), "a nested loop's blocks too: {n:?}");
    let (b, a, o) = apply(SEARCH, r#"Unswitch(function: "main", header: "inner", block: "body")"#);
    well_formed(&b, &a, &o);
    assert!(named(&b, &a, &o).iter().any(|(c, x)| x == "main:body" && c.starts_with("main:body.")));
}

#[test]
fn inlining_maps_the_callee_copy_to_the_callee_and_the_continuation_to_the_call() {
    let (b, a, o) = apply(INLINE, r#"Inline(function: "main", block: "c", index: 1)"#);
    well_formed(&b, &a, &o);
    let n = named(&b, &a, &o);
    assert!(n.contains(&("main:c.ret".into(), "main:c".into())), "{n:?}");
    let g = b.func_by_name("g").unwrap();
    let callee: HashSet<String> = b.func(g).block_ids().map(|x| format!("g:{}", b.func(g).block(x).name)).collect();
    let copied: HashSet<String> = n.iter().filter(|(_, x)| x.starts_with("g:")).map(|(_, x)| x.clone()).collect();
    assert_eq!(copied, callee, "every block of the callee is copied once");
}

#[test]
fn steps_that_copy_nothing_return_no_origins() {
    for step in [
        r#"DeleteEdge(function: "main", from: "check", to: "found")"#,
        r#"Eject(function: "main", header: "inner")"#,
        r#"StraightenAll(function: "main")"#,
    ] {
        let (_, _, o) = apply(SEARCH, step);
        assert!(o.is_empty(), "{step}: {o:?}");
    }
}
