//! Bril's corner cases as Bril's own tools write them: float constants written as
//! integers beyond 64 bits, user functions named like the import's externals,
//! characters beyond the Basic Multilingual Plane as JSON surrogate pairs, the
//! constant `'''` of `bril2txt`, and files that are not UTF-8 or missing.

use crate::common::TempDir;
use std::process::Command;
use waddle::bril;
use waddle::exec::{Engine, Limits};

/// `main`'s printed lines and end, the program imported from `text`.
fn run(text: &str) -> (String, bril::run::End) {
    let imp = bril::lower::import_text(text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    let r = bril::run::run(&imp, &[], Limits::default(), false, Engine::Fast).expect("runs");
    (r.stdout, r.end)
}

/// The errors of importing `text`, which must fail.
fn refused(text: &str) -> Vec<waddle::diag::Diagnostic> {
    bril::lower::import_text(text).err().unwrap_or_else(|| panic!("accepted:\n{text}"))
}

fn printed(text: &str) -> String {
    let (out, end) = run(text);
    assert!(matches!(end, bril::run::End::Ok), "{text}");
    out
}

/// A float `const` written as an integer beyond 64 bits is that float, correctly
/// rounded (brilirs reads it so), in both forms; its bits show the rounding.
#[test]
fn float_constants_written_as_big_integers_are_exactly_rounded_floats() {
    for lit in ["123456789012345678901234567890", "-99999999999999999999999", "18446744073709551617"] {
        let want = lit.parse::<f64>().unwrap().to_bits() as i64;
        let text = format!("@main {{\n  f: float = const {lit};\n  b: int = float2bits f;\n  print b;\n}}\n");
        assert_eq!(printed(&text), format!("{want}\n"), "{lit}");
        let json = format!(
            r#"{{"functions": [{{"name": "main", "instrs": [
              {{"op": "const", "dest": "f", "type": "float", "value": {lit}}},
              {{"op": "float2bits", "dest": "b", "type": "int", "args": ["f"]}},
              {{"op": "print", "args": ["b"]}}]}}]}}"#
        );
        assert_eq!(printed(&json), format!("{want}\n"), "{lit}");
    }
    // An `int` constant beyond 64 bits is refused (`tests/bad-bril/int-const-beyond-64-bits.bril`).
    let e = refused("@main {\n  x: int = const 18446744073709551616;\n}\n");
    assert_eq!(e[0].message, "integer constant `18446744073709551616` does not fit in 64 bits");
}

/// The import names its externals `print_int`, `print_bool`, …; a user's function of
/// that name keeps it, and the external is the one renamed.
#[test]
fn user_functions_keep_the_names_of_the_imports_externals() {
    let text = "@print_int(x: int) {\n  y: int = add x x;\n  print y;\n}\n@print_bool_int(b: bool, x: int) {\n  print b x;\n}\n@main {\n  v: int = const 4;\n  call @print_int v;\n  t: bool = const true;\n  call @print_bool_int t v;\n  print v;\n  print t v;\n}\n";
    assert_eq!(printed(text), "8\ntrue 4\n4\ntrue 4\n");
    let imp = bril::lower::import_text(text).unwrap();
    let p = &imp.program;
    for f in ["print_int", "print_bool_int", "main"] {
        assert!(p.func_by_name(f).is_some(), "the user's `{f}` keeps its name");
    }
    let externs: Vec<&str> = p.externs.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(externs, ["print_int.1", "print_bool_int.1"]);
}

/// `bril2json` writes a character beyond the Basic Multilingual Plane as a JSON
/// surrogate pair: it is the one character. A lone surrogate is no character
/// (`tests/bad-bril/char-lone-surrogate.json`).
#[test]
fn json_surrogate_pairs_are_one_character() {
    let json = r#"{"functions": [{"name": "main", "instrs": [
        {"op": "const", "dest": "c", "type": "char", "value": "\ud83d\ude00"},
        {"op": "print", "args": ["c"]},
        {"op": "char2int", "dest": "i", "type": "int", "args": ["c"]},
        {"op": "print", "args": ["i"]},
        {"op": "const", "dest": "e", "type": "char", "value": "\u00e9"},
        {"op": "print", "args": ["e"]}]}]}"#;
    assert_eq!(printed(json), "😀\n128512\né\n");
    for (lone, code) in [(r#""\ud83d""#, "ud83d"), (r#""\ude00x""#, "ude00"), (r#""\ud83d\u0041""#, "ud83d")] {
        let json = format!(
            r#"{{"functions": [{{"name": "main", "instrs": [{{"op": "const", "dest": "c", "type": "char", "value": {lone}}}]}}]}}"#
        );
        let e = refused(&json);
        assert!(e[0].message.contains(&format!("`\\{code}` is a lone surrogate")), "{lone}: {}", e[0].message);
    }
}

/// `bril2txt` writes the character `'` as `'''`.
#[test]
fn the_quote_character_constant_reads_as_bril2txt_writes_it() {
    let text = "@main {\n  q: char = const ''';\n  print q;\n  a: char = const 'a';\n  print a q;\n}\n";
    assert_eq!(printed(text), "'\na '\n");
    // An empty constant is one of no character, on its own line.
    let e = refused("@main {\n  c: char = const '';\n  d: char = const 'x';\n}\n");
    assert_eq!(e[0].message, "char must have one character; got ``");
}

/// A Bril file that is not UTF-8 is refused with the offset, line and column of its
/// first bad byte, by every command that reads one.
#[test]
fn a_file_that_is_not_utf8_is_located() {
    let dir = TempDir::new("bril-utf8");
    let text = dir.join("bad.bril");
    std::fs::write(&text, b"@main {\n  x: int = const 1;\n  print x; # \xff\n}\n").unwrap();
    let json = dir.join("bad.json");
    std::fs::write(&json, b"{\"functions\": [{\"name\": \"m\xc3\", \"instrs\": []}]}").unwrap();
    for (file, place) in [
        (&text, "byte offset 41 (line 3, byte 14 of the line)"),
        (&json, "byte offset 26 (line 1, byte 27 of the line)"),
    ] {
        for cmd in [vec!["import", "bril"], vec!["run", "--bril"], vec!["equiv"]] {
            let mut args = cmd.clone();
            args.push(file.to_str().unwrap());
            if cmd[0] == "equiv" {
                args.push(file.to_str().unwrap());
            }
            let out = Command::new(env!("CARGO_BIN_EXE_waddle")).args(&args).output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
            assert!(stderr.contains("is not UTF-8 text") && stderr.contains(place), "{args:?}: {stderr}");
        }
    }
}

/// A spec whose Bril program is missing or not UTF-8 is refused at the spec's line
/// that names it, the reason in a note.
#[test]
fn a_spec_whose_bril_program_cannot_be_read_is_located_in_the_spec() {
    let dir = TempDir::new("bril-spec");
    std::fs::write(dir.join("bad.bril"), b"@main {\n  x: int = const 1; # \xff\n}\n").unwrap();
    for (program, reason) in [("nowhere.bril", "cannot read"), ("bad.bril", "is not UTF-8 text: invalid byte 0xff")] {
        let spec = dir.join(format!("{program}.ron"));
        std::fs::write(
            &spec,
            format!("Spec(\n    description: \"d\",\n    program: Bril(\"{program}\"),\n    steps: [],\n)\n"),
        )
        .unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_waddle")).args(["check", spec.to_str().unwrap()]).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(&format!("cannot read the Bril program `{program}` the spec names")), "{stderr}");
        assert!(stderr.contains(&format!("{program}.ron:3:19")) && stderr.contains(reason), "{stderr}");
    }
}

/// A chain of 5,000 tests, each in its own blocks, each variable used only where it is
/// assigned or right after: SSA gives no block a parameter (the variables' live ranges
/// are a few blocks each, and the import's work follows them, not blocks × variables),
/// and a variable used on some path before any assignment still gets its guard.
#[test]
fn a_long_chain_of_tests_gives_no_block_parameters() {
    let cases = 5000;
    let mut text = String::from("@main {\n  x: int = const 4321;\n");
    for i in 0..cases {
        text += &format!("  c{i}: int = const {i};\n  b{i}: bool = eq x c{i};\n  br b{i} .y{i} .n{i};\n");
        text += &format!(".y{i}:\n  print c{i};\n  ret;\n.n{i}:\n");
    }
    text += "  ret;\n}\n";
    let imp = bril::lower::import_text(&text).unwrap_or_else(|e| panic!("{e:?}"));
    let main = &imp.program.funcs[0];
    let params: usize = main.blocks().map(|(_, b)| b.params.len()).sum();
    assert_eq!(params, 0, "block parameters in a chain of tests");
    assert_eq!(printed(&text), "4321\n");
    // `late` is assigned on one arm only: the other path reaches its use unassigned.
    let guarded =
        "@main {\n  t: bool = const false;\n  br t .a .b;\n.a:\n  late: int = const 1;\n.b:\n  print late;\n}\n";
    let (out, end) = run(guarded);
    assert_eq!(out, "");
    assert!(matches!(&end, bril::run::End::Error(e) if e.contains("undefined variable")), "{end:?}");
}

/// A field written twice in one JSON object is refused at its second occurrence:
/// JSON readers differ on which one counts (`brili`'s takes the last), so either
/// reading could disagree with the program's author. Small objects (instructions) and
/// large ones (past the reader's switch to a set of keys) alike.
#[test]
fn a_json_field_written_twice_is_refused_where_it_repeats() {
    let small = r#"{"functions": [{"name": "main", "instrs": [{"op": "const", "dest": "v", "type": "int", "value": 1, "value": 2}, {"op": "print", "args": ["v"]}]}]}"#;
    let fields: Vec<String> = (0..40).map(|i| format!("\"pos{i}\": {i}")).collect();
    let large = format!(r#"{{"functions": [{{"name": "main", {}, "pos7": 0, "instrs": []}}]}}"#, fields.join(", "));
    for (text, key) in [(small.to_string(), "value"), (large, "pos7")] {
        let errors = bril::parse(&text).expect_err("a repeated field is refused");
        let second = text.rfind(&format!("\"{key}\"")).expect("the key is there");
        assert_eq!(errors[0].loc.span.as_ref().map(|s| s.start), Some(second), "{:?}", errors[0]);
        assert!(errors[0].message.contains(&format!("the field \"{key}\" appears twice")), "{:?}", errors[0]);
    }
    // The same fields once each are read.
    assert!(bril::parse(&small.replace(", \"value\": 2", "")).is_ok());
}
