//! Fixed-length vectors, held as lanes: the hand-written modules of
//! `tests/llvm/vectors/` end as their first line says (`; EXIT: n`, or `; UB: <the
//! rule>`; each `; EXIT:` is what `lli-22` returns too), the modules of
//! `tests/llvm/refused/` are refused with their recorded message at their recorded
//! `line:column`, and the number of lanes is bounded. The benchmark vectorized in
//! doubles runs and refines its -O0 module.

use crate::run::{each_ends_as_its_first_line_says, files, run};
use std::path::Path;
use waddle::check::pair::{validate_files, PairOptions};
use waddle::exec::Engine;
use waddle::llvm::run::End;
use waddle::oracle::validate::Answer;

#[test]
fn each_vector_module_ends_as_its_first_line_says() {
    each_ends_as_its_first_line_says("vectors", 12);
}

/// The expectation a refused file records in its first two lines.
fn expectation(text: &str) -> (Option<&str>, Option<&str>) {
    let field = |key: &str| text.lines().take(2).find_map(|l| l.strip_prefix(key)).map(str::trim);
    (field("; error:"), field("; at:"))
}

#[test]
fn each_refused_module_is_refused_where_and_how_it_says() {
    let cases = files("refused", ".ll");
    assert!(cases.len() >= 8, "{} refused modules", cases.len());
    let mut failures = Vec::new();
    for path in cases {
        let text = std::fs::read_to_string(&path).expect("readable");
        let name = format!("refused/{}", path.file_name().map(|n| n.to_string_lossy()).unwrap_or_default());
        let (Some(message), Some(at)) = expectation(&text) else {
            failures.push(format!("{name}: no `; error:` and `; at:` lines"));
            continue;
        };
        match waddle::llvm::import_text(&name, text.clone()) {
            Ok(_) => failures.push(format!("{name}: imported")),
            Err(shown) if !shown.contains(message) || !shown.contains(&format!("{name}:{at}")) => {
                failures.push(format!("{name}: expected `{message}` at {at}, got:\n{shown}"))
            }
            Err(_) => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A module whose `main` adds a splat of 3 to a vector of `n` ones and returns the sum
/// of its lanes.
fn lanes_module(n: u32) -> String {
    format!(
        "declare i32 @llvm.vector.reduce.add.v{n}i32(<{n} x i32>)\n\
         define i32 @main() {{\n  \
           %v = add <{n} x i32> splat (i32 1), splat (i32 3)\n  \
           %s = call i32 @llvm.vector.reduce.add.v{n}i32(<{n} x i32> %v)\n  \
           ret i32 %s\n}}\n"
    )
}

#[test]
fn a_vector_of_the_most_lanes_runs_and_one_more_lane_is_refused() {
    let most = waddle::llvm::import_text("lanes.ll", lanes_module(1024)).unwrap_or_else(|e| panic!("{e}"));
    let (_, end) = run(&most, Engine::Fast);
    assert_eq!(end, End::Exit((4 * 1024).into()));
    let refused = waddle::llvm::import_text("lanes.ll", lanes_module(1025)).expect_err("too many lanes");
    assert!(refused.contains("only 1 to 1024 lanes are supported") && refused.contains("lanes.ll:3:"), "{refused}");
}

#[test]
fn a_vector_initializer_of_a_global_is_laid_out_lane_after_lane() {
    let text = "@g = global <4 x i16> <i16 1, i16 -2, i16 3, i16 4>\n\
                @h = global <2 x i32> splat (i32 7)\n\
                define i32 @main() {\n  \
                  %p = getelementptr inbounds i16, ptr @g, i64 1\n  \
                  %x = load i16, ptr %p\n  \
                  %w = sext i16 %x to i32\n  \
                  %v = load <2 x i32>, ptr @h\n  \
                  %y = extractelement <2 x i32> %v, i64 1\n  \
                  %r = mul i32 %w, %y\n  \
                  ret i32 %r\n}\n";
    let imported = waddle::llvm::import_text("global.ll", text.into()).unwrap_or_else(|e| panic!("{e}"));
    let (_, end) = run(&imported, Engine::Fast);
    assert_eq!(end, End::Exit((-14).into()));
}

/// `nbody` at -O2 computes in `<2 x double>` (loads, stores, `fsub`, `fmul`, `fdiv`,
/// shuffles); its run prints the native checksum, and it refines its -O0 module. (The
/// other benchmarks' runs at -O0 exceed the checker's fuel cap.)
#[test]
fn the_benchmark_vectorized_in_doubles_prints_its_checksum_and_refines() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/llvm/bench");
    let imported = waddle::llvm::import_file(&dir.join("nbody.O2.ll")).unwrap_or_else(|e| panic!("{e}"));
    let (out, end) = run(&imported, Engine::Fast);
    assert_eq!(out, std::fs::read(dir.join("nbody.out")).expect("the native output"));
    assert_eq!(end, End::Exit(0.into()));
    let outcome = validate_files(&dir.join("nbody.O0.ll"), &dir.join("nbody.O2.ll"), &PairOptions::default())
        .expect("both import");
    assert_eq!(outcome.report.answer(), Answer::Equivalent, "{}", outcome.stdout());
}

/// Intrinsic calls that LLVM's verifier refuses (so they cannot be files that
/// `.ci/llvm-fixtures` verifies): a minimum with one argument, a reduction returning
/// another type than its lanes', a lane count the result of `cttz.elts` cannot hold.
/// Each is refused at the call, never a panic.
#[test]
fn malformed_intrinsic_calls_are_refused_at_the_call() {
    let cases = [
        ("%x = call i32 @llvm.smax.i32(i32 1)", "`@llvm.smax.i32` takes two arguments"),
        ("%x = call i32 @llvm.umin.i32(i32 1, i32 2, i32 3)", "`@llvm.umin.i32` takes two arguments"),
        (
            "%x = call i32 @llvm.vector.reduce.add.v4i64(<4 x i64> splat (i64 1))",
            "`@llvm.vector.reduce.add.v4i64` must return the type of its vector's elements",
        ),
        (
            "%x = call i2 @llvm.experimental.cttz.elts.i2.v4i1(<4 x i1> splat (i1 true), i1 false)",
            "`cttz.elts` returning `i2` cannot count 4 lanes",
        ),
    ];
    for (call, message) in cases {
        let text = format!("define i32 @main() {{\n  {call}\n  ret i32 0\n}}\n");
        match waddle::llvm::import_text("call.ll", text) {
            Ok(_) => panic!("imported: {call}"),
            Err(shown) => assert!(shown.contains(message) && shown.contains("call.ll:2:3"), "{call}:\n{shown}"),
        }
    }
}
