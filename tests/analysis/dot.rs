//! Snapshot tests of the Graphviz output (`waddle dot`). Re-bless with WADDLE_BLESS=1.

use crate::common;

use waddle::format;
use waddle::ir::FuncId;

fn dot_of(program: &waddle::ir::Program) -> String {
    format::dot::function(program, FuncId(0)).expect("reducible")
}

fn load(name: &str) -> waddle::ir::Program {
    let text = std::fs::read_to_string(common::root().join("specs/programs").join(name)).expect("readable");
    format::parse_program(&text).expect("parses").program
}

#[test]
fn dot_snapshots() {
    let mut failures = Vec::new();
    let mut check = |snapshot: &str, text: String| {
        let path = common::root().join("tests/snapshots").join(snapshot);
        if let Err(e) = waddle::format::bless::snapshot(&path, &text) {
            failures.push(e);
        }
    };
    for name in ["fig1_common_element", "gcd", "nested_exits", "lcssa_escape"] {
        let mut p = load(&format!("{name}.ron"));
        check(&format!("{name}.dot"), dot_of(&p));
        waddle::canon::canonicalize_program(&mut p).expect("reducible");
        check(&format!("{name}.canonical.dot"), dot_of(&p));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn dot_marks_back_edges_exits_loops_and_the_dominator_tree() {
    let text = dot_of(&load("gcd.ron"));
    assert!(text.contains("subgraph \"cluster_loop_a\""), "{text}");
    assert!(text.contains("\"b\" -> \"a\" [style=dashed];"), "{text}");
    assert!(text.contains("\"c\" [label=\"c()\", peripheries=2, xlabel=\"exit of a\"];"), "{text}");
    assert!(text.contains("\"a\" -> \"c\" [style=dotted, color=grey"), "{text}");
}

#[test]
fn irreducible_programs_get_a_located_error_not_a_picture() {
    let text = r#"Program(functions: [Function(name: "f", ret: Unit, blocks: [
        Block(name: "a", params: [("c", Bool)], term: Switch("c", [(true, "b")], "d")),
        Block(name: "b", term: Branch("d")),
        Block(name: "d", term: Branch("b")),
    ])])"#;
    let p = format::parse_program(text).unwrap().program;
    let e = format::dot::function(&p, FuncId(0)).unwrap_err();
    assert_eq!(e.to_string(), "f:d:term: irreducible control flow in `f`: edge (d, b) closes a cycle entered at `b`, which does not dominate `d`");
}
