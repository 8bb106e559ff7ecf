//! `waddle export llvm`: a module written for a program or a spec's run (memory
//! included), and what it refuses named at its place with exit code 2.

use crate::common::waddle;

#[test]
fn a_program_is_written_with_its_run() {
    let (code, stdout, stderr) = waddle(&["export", "llvm", "specs/programs/gcd.ron", "--args", "12", "18"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("define i64 @w.gcd(i64 %r1-in, i64 %r2-in)"), "{stdout}");
    assert!(stdout.contains("%result = call i64 @w.gcd(i64 12, i64 18)"), "{stdout}");
}

#[test]
fn a_program_with_memory_is_written_with_malloc_and_free() {
    let (code, stdout, stderr) =
        waddle(&["export", "llvm", "specs/programs/sieve.ron", "--entry", "sieve", "--args", "30"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("%a.d = call ptr @malloc(i64 %t-"), "{stdout}");
    assert!(stdout.contains("declare void @free(ptr nocapture)"), "{stdout}");
}

#[test]
fn a_spec_gives_its_program_and_its_runs() {
    let (code, stdout, stderr) =
        waddle(&["export", "llvm", "specs/passes/gcd-if-simplify-straighten.ron", "--run", "0"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("define i32 @main()"), "{stdout}");
    let (code, _, stderr) = waddle(&["export", "llvm", "specs/programs/gcd.ron", "--run", "3"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("lists 0 run(s)"), "{stderr}");
}

#[test]
fn a_refusal_is_located_and_exits_with_2() {
    let (code, _, stderr) =
        waddle(&["export", "llvm", "specs/programs/memory_externs.ron", "--args", "3", "--oracle", "tape:4096,5,7"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("ν is a tape, which would answer this allocation's address"), "{stderr}");
    assert!(stderr.contains("specs/programs/memory_externs.ron:15:55"), "{stderr}");
    let (code, _, stderr) = waddle(&["export", "llvm", "specs/programs/gcd.ron"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("`gcd` takes 2 argument(s)"), "{stderr}");
}
