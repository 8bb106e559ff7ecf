//! Edge-set splitting and entry splitting as plain IR edits.

use waddle::format::{self, paper};
use waddle::ir::edit::{edge_refs, split_edge_refs, split_edge_set, split_entry, EdgeRef};
use waddle::verify::verify_program;

const TWO_EDGES: &str = r#"Program(functions: [Function(name: "f", ret: Int, blocks: [
    Block(name: "p", params: [("x", Int)], term: Switch("x", [(0, ("t", [1]))], ("t", [2]))),
    Block(name: "t", params: [("v", Int)], term: Return("v")),
])])"#;

#[test]
fn splitting_a_multi_edge_forwards_each_reference_arguments() {
    let mut p = format::parse_program(TWO_EDGES).unwrap().program;
    let f = &mut p.funcs[0];
    let (src, t) = (f.block_by_name("p").unwrap(), f.block_by_name("t").unwrap());
    assert_eq!(edge_refs(f, src, t).len(), 2);
    let n = split_edge_set(f, &[src, src], t, "t.split");
    assert_eq!(f.block(n).name, "t.split");
    assert!(verify_program(&p, None).is_empty());
    assert_eq!(
        paper::program(&p),
        "fn f → int {\n  p(x: int):\n    switch x (0 ↦ t.split(1)) t.split(2)\n  t(v: int):\n    return v\n  t.split(v.1: int):\n    branch t(v.1)\n}\n"
    );
}

#[test]
fn splitting_one_reference_leaves_the_other() {
    let mut p = format::parse_program(TWO_EDGES).unwrap().program;
    let f = &mut p.funcs[0];
    let (src, t) = (f.block_by_name("p").unwrap(), f.block_by_name("t").unwrap());
    split_edge_refs(f, t, &[EdgeRef { from: src, index: 1 }], "d");
    assert!(verify_program(&p, None).is_empty());
    assert!(paper::program(&p).contains("switch x (0 ↦ t(1)) d(2)"), "{}", paper::program(&p));
}

#[test]
fn a_new_entry_takes_the_function_parameters() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/specs/programs/gcd.ron")).unwrap();
    let mut p = format::parse_program(&text).unwrap().program;
    let before = p.funcs[0].signature();
    split_entry(&mut p.funcs[0], "start");
    assert_eq!(p.funcs[0].signature(), before);
    assert!(verify_program(&p, None).is_empty());
    assert!(
        paper::program(&p).contains("  start(r1.1: int, r2.1: int):\n    branch a(r1.1, r2.1)\n"),
        "{}",
        paper::program(&p)
    );
}
