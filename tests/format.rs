//! The RON boundary and the printer: every bundled program verifies, round-trips
//! losslessly through the writer, and prints in the paper's notation.

mod common;

use waddle::format::{self, paper};

fn load(path: &std::path::Path) -> format::Parsed {
    let text = std::fs::read_to_string(path).expect("readable program");
    format::parse_program(&text).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()))
}

#[test]
fn bundled_programs_verify() {
    let programs = common::files("specs/programs", "ron");
    assert!(programs.len() >= 4, "expected the bundled programs in specs/programs");
    for path in programs {
        let parsed = load(&path);
        let errors = waddle::verify::verify_program(&parsed.program, Some(&parsed.source_map));
        assert!(errors.is_empty(), "{}: {errors:?}", path.display());
    }
}

#[test]
fn ron_round_trips_on_every_bundled_program() {
    for path in common::files("specs/programs", "ron") {
        let first = load(&path).program;
        let written = format::write_program(&first);
        let second = format::parse_program(&written)
            .unwrap_or_else(|e| panic!("{}: the written RON does not read back: {e:?}\n{written}", path.display()))
            .program;
        assert_eq!(first, second, "{}: RON → IR → RON → IR changed the program", path.display());
        assert_eq!(written, format::write_program(&second), "{}: writing is not stable", path.display());
    }
}

#[test]
fn gcd_prints_as_in_the_slides() {
    let p = load(&common::root().join("specs/programs/gcd.ron")).program;
    assert_eq!(
        paper::program(&p),
        "fn gcd → int {\n  a(r1: int, r2: int):\n    switch r2 (0 ↦ c()) b()\n  b():\n    r3 ← mod(r1, r2)\n    branch a(r2, r3)\n  c():\n    return r1\n}\n"
    );
    let p = load(&common::root().join("specs/programs/gcd_rec.ron")).program;
    let text = paper::program(&p);
    assert!(text.contains("    r4 ← addr(gcd)\n    r5 ← call(r4, r2, r3)\n    return r5\n"), "{text}");
}

#[test]
fn big_integers_are_literals_when_they_fit_and_strings_otherwise() {
    let text = r#"Program(functions: [Function(name: "f", ret: Int, blocks: [
        Block(name: "a", insts: [("x", Add(9223372036854775807, "123456789012345678901234567890")),
                                 ("y", Sub("x", -5))], term: Return("y"))])])"#;
    let p = format::parse_program(text).unwrap().program;
    let written = format::write_program(&p);
    assert!(written.contains(r#"Add(9223372036854775807, "123456789012345678901234567890")"#), "{written}");
    assert!(written.contains(r#"Sub("x", -5)"#), "{written}");
    assert_eq!(format::parse_program(&written).unwrap().program, p);
}

#[test]
fn constants_of_every_kind_round_trip() {
    let text = r#"Program(
        externs: [Extern(name: "print", params: [Bool, Unit], ret: Unit)],
        functions: [Function(name: "f", ret: Unit, blocks: [
        Block(name: "a", params: [("k", Fn([Bool, Unit], Unit))], insts: [
            ("_", Call("@print", [true, ()])),
            ("_", Call("k", [false, ()])),
        ], term: Switch((), [((), "b"), ((), ("c", [1]))], "b")),
        Block(name: "b", term: Return(())),
        Block(name: "c", params: [("v", Int)], term: Return(())),
    ])])"#;
    let parsed = format::parse_program(text).unwrap();
    assert!(waddle::verify::verify_program(&parsed.program, None).is_empty());
    let written = format::write_program(&parsed.program);
    assert_eq!(format::parse_program(&written).unwrap().program, parsed.program);
    let paper = paper::program(&parsed.program);
    assert!(paper.contains("switch unit (unit ↦ b()) (unit ↦ c(1)) b()"), "{paper}");
    assert!(paper.contains("call(ref print, true, unit)"), "{paper}");
}
