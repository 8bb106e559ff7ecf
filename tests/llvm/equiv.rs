//! `waddle equiv` on LLVM IR, by refinement: each pipeline's output refines its input
//! on every C program of `tests/llvm/programs/`, and each hand-broken AFTER of
//! `tests/llvm/wrong/` gets the verdict its first line records (`; WRONG:` or
//! `; RIGHT:`), a wrong one with a diff in LLVM's words.

use std::path::{Path, PathBuf};
use waddle::check::pair::{validate_files, PairOptions};
use waddle::oracle::validate::Answer;

fn dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/llvm").join(name)
}

fn stems(name: &str, suffix: &str) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir(name))
        .expect("the folder exists")
        .filter_map(|e| e.ok()?.file_name().to_str()?.strip_suffix(suffix).map(str::to_string))
        .collect();
    v.sort();
    v
}

#[test]
fn every_pipeline_output_refines_its_input() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for s in stems("programs", ".c") {
        for (b, a) in [("O0", "canon"), ("canon", "loops"), ("O0", "O1"), ("O0", "O2")] {
            let before = dir("programs").join(format!("{s}.{b}.ll"));
            let after = dir("programs").join(format!("{s}.{a}.ll"));
            let outcome = validate_files(&before, &after, &PairOptions::default()).expect("both import");
            if outcome.report.answer() != Answer::Equivalent {
                failures.push(format!("{s}: {b} → {a}\n{}", outcome.stdout()));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 4 * 25);
}

#[test]
fn each_broken_after_gets_its_recorded_verdict_with_a_diff_in_llvm_words() {
    let cases = stems("wrong", ".after.ll");
    assert!(cases.len() >= 8);
    for s in cases {
        let (before, after) = (dir("wrong").join(format!("{s}.before.ll")), dir("wrong").join(format!("{s}.after.ll")));
        let text = std::fs::read_to_string(&after).expect("readable");
        let outcome = validate_files(&before, &after, &PairOptions::default()).expect("both import");
        let out = outcome.stdout();
        if text.starts_with("; WRONG:") {
            assert_eq!(outcome.report.answer(), Answer::Fails, "{s}:\n{out}");
            assert_eq!(outcome.exit_code(), 1);
            assert!(out.contains("AFTER does not refine BEFORE"), "{s}:\n{out}");
            // The diff names LLVM's lines, not the kernel's registers.
            assert!(out.contains(&format!("{s}.after.ll:")) || out.contains("prints "), "{s}:\n{out}");
            assert!(!out.contains("E-Op "), "{s}: kernel rules in the diff:\n{out}");
        } else {
            assert!(text.starts_with("; RIGHT:"), "{s}: the first line says neither WRONG nor RIGHT");
            assert_eq!(outcome.report.answer(), Answer::Equivalent, "{s}:\n{out}");
            assert!(out.contains("AFTER refines BEFORE"), "{s}:\n{out}");
        }
    }
}

#[test]
fn undefined_behaviour_in_before_constrains_nothing_and_says_so() {
    let ub = dir("ub").join("nsw-overflow-branch.ll");
    let defined = dir("ub").join("nsw-overflow-unused.ll");
    // AFTER is allowed, but nothing was really compared: no verdict, never silence.
    let outcome = validate_files(&ub, &defined, &PairOptions::default()).expect("both import");
    assert_eq!(outcome.report.answer(), Answer::NoVerdict, "{}", outcome.stdout());
    assert_eq!(outcome.exit_code(), 3);
    let out = outcome.stdout();
    assert!(out.contains("reaches undefined behaviour") && out.contains("1 vacuous"), "{out}");
    // The other way round, AFTER adds undefined behaviour: caught, at its instruction.
    let outcome = validate_files(&defined, &ub, &PairOptions::default()).expect("both import");
    assert_eq!(outcome.report.answer(), Answer::Fails);
    let out = outcome.stdout();
    assert!(out.contains("reaches undefined behaviour") && out.contains("nsw-overflow-branch.ll:7:6"), "{out}");
}

/// `undef` in BEFORE: read as 0 first, a witness when the runs agree; when they do not,
/// as poison, which allows every choice — so a fold of `undef` is never a false alarm.
#[test]
fn undef_in_before_is_a_choice_and_never_a_false_alarm() {
    let pair = |b: &str, a: &str| {
        let (before, after) = (dir("undef").join(format!("{b}.ll")), dir("undef").join(format!("{a}.ll")));
        let o = validate_files(&before, &after, &PairOptions::default()).expect("both import");
        (o.report.answer(), format!("{}{}", o.stderr(false), o.stdout()))
    };
    // `(undef & ~255 | 7) & 255` is 7 whatever `undef` is: the folded constant refines it.
    let (answer, out) = pair("masked.before", "masked.folded");
    assert_eq!(answer, Answer::Equivalent, "{out}");
    assert!(!out.contains("read again"), "{out}");
    // Printing 8 instead is wrong, but `undef` is not tracked bit by bit: read as poison,
    // BEFORE is undefined, and the verdict says so rather than claiming anything.
    let (answer, out) = pair("masked.before", "masked.changed");
    assert_eq!(answer, Answer::NoVerdict, "{out}");
    assert!(out.contains("read again with `undef` as poison"), "{out}");
    assert!(out.contains("is poison (in @main) at"), "the undefined behaviour is located:\n{out}");
    // `undef | 5` printed is undefined behaviour (a `noundef` argument that may be
    // undef); instcombine's fold to -1 is allowed, and is not reported.
    let (answer, out) = pair("or_undef.before", "or_undef.folded");
    assert_eq!(answer, Answer::NoVerdict, "{out}");
    // `freeze` of poison may give any value: the lowering's 0 is a witness, and when
    // instcombine picks -1 instead BEFORE is read again with the frozen poison left
    // poison, and no verdict is claimed either way.
    let (answer, out) = pair("freeze.before", "freeze.folded");
    assert_eq!(answer, Answer::NoVerdict, "{out}");
    assert!(out.contains("read again with a frozen poison left poison"), "{out}");
    // AFTER reads `undef` as one of its values, so an AFTER with `undef` that BEFORE
    // does not allow still fails: the folded constant against the masked module
    // reversed.
    let (answer, out) = pair("masked.changed", "masked.before");
    assert_eq!(answer, Answer::Fails, "{out}");
}

/// A module whose `main` prints each of `lines` with `puts`, then calls `@spin`, whose
/// body is `spin`, and returns 0.
fn stopping_module(lines: &[&str], spin: &str) -> String {
    let mut globals = String::new();
    let mut calls = String::new();
    for (k, line) in lines.iter().enumerate() {
        globals += &format!("@s{k} = private constant [{} x i8] c\"{line}\\00\"\n", line.len() + 1);
        calls += &format!("  %r{k} = call i32 @puts(ptr @s{k})\n");
    }
    format!(
        "{globals}declare i32 @puts(ptr)\n\
         define void @spin(i32 %k) mustprogress {{\n{spin}}}\n\
         define i32 @main() {{\n{calls}  call void @spin(i32 0)\n  ret i32 0\n}}\n"
    )
}

#[test]
fn a_before_stopped_at_a_limit_decides_nothing_unless_after_printed_less_or_otherwise() {
    let dir = crate::common::TempDir::new("stopped");
    // Endless recursion without side effects: stopped by the depth limit. In LLVM it is
    // undefined behaviour (`mustprogress`), so a pass may make it anything.
    let endless = "  %n = add i32 %k, 1\n  call void @spin(i32 %n)\n  ret void\n";
    let before = dir.file("before.ll", stopping_module(&["ab", "c"], endless));
    let verdict = |after: &str| {
        let after = dir.file("after.ll", after);
        validate_files(&before, &after, &PairOptions::default()).expect("both import")
    };
    // AFTER halts, or reaches undefined behaviour, after printing what BEFORE did: what
    // BEFORE would do past its limit is unknown, so no verdict, said so (never a false
    // alarm, and never a silent agreement).
    for (printed, spin) in
        [(&["ab", "c"][..], "  ret void\n"), (&["ab", "c"], "  unreachable\n"), (&["ab", "c", "d"], "  ret void\n")]
    {
        let outcome = verdict(&stopping_module(printed, spin));
        let out = outcome.stdout();
        assert_eq!(outcome.report.answer(), Answer::NoVerdict, "{printed:?} {spin}{out}");
        assert_eq!(outcome.exit_code(), 3);
        assert!(out.contains("of BEFORE stopped (call depth limit") && out.contains("nothing was decided"), "{out}");
    }
    // AFTER halts having printed less than BEFORE already has, or something else: a
    // failure, whatever BEFORE does later.
    for (printed, spin) in [(&["ab"][..], "  ret void\n"), (&["ab"], "  unreachable\n"), (&["ax", "c"], "  ret void\n")]
    {
        let outcome = verdict(&stopping_module(printed, spin));
        assert_eq!(outcome.report.answer(), Answer::Fails, "{printed:?} {spin}{}", outcome.stdout());
    }
}

/// A module whose `main` prints each of `lines` with `puts`, then, when `reached`,
/// calls `atoi`, a function this tool does not model, and returns 0.
fn atoi_module(lines: &[&str], reached: bool) -> String {
    let mut globals = String::new();
    let mut calls = String::new();
    for (k, line) in lines.iter().enumerate() {
        globals += &format!("@s{k} = private constant [{} x i8] c\"{line}\\00\"\n", line.len() + 1);
        calls += &format!("  %r{k} = call i32 @puts(ptr @s{k})\n");
    }
    let atoi = if reached { "  %n = call i32 @atoi(ptr @s0)\n" } else { "" };
    format!(
        "{globals}declare i32 @puts(ptr)\ndeclare i32 @atoi(ptr)\n\
         define i32 @main() {{\n{calls}{atoi}  ret i32 0\n}}\n"
    )
}

/// A run that reaches a call of a function this tool does not model stops there: what
/// it printed is compared as a run stopped at a limit is, and past it nothing is known,
/// so there is no verdict, said so, unless the printed bytes already decide.
#[test]
fn a_call_this_tool_does_not_model_stops_a_run_and_decides_only_what_was_printed() {
    let dir = crate::common::TempDir::new("unmodelled");
    let verdict = |before: &str, after: &str| {
        let (b, a) = (dir.file("before.ll", before), dir.file("after.ll", after));
        let outcome = validate_files(&b, &a, &PairOptions::default()).expect("both import");
        let out = outcome.stdout();
        (outcome.report.answer(), outcome.exit_code(), out)
    };
    let stops = atoi_module(&["ab", "c"], true);
    // One side stops after printing a prefix of what the other printed, and the other
    // halts: no verdict, naming the function.
    for (before, after, side) in [
        (&stops, atoi_module(&["ab", "c"], false), "BEFORE"),
        (&atoi_module(&["ab", "c"], false), atoi_module(&["ab"], true), "AFTER"),
    ] {
        let (answer, code, out) = verdict(before, &after);
        assert_eq!((answer, code), (Answer::NoVerdict, 3), "{out}");
        let says = format!("of {side} stopped (it reached a call of `@atoi`, which this tool does not model)");
        assert!(out.contains(&says) && out.contains("nothing was decided"), "{out}");
        assert!(!out.contains("a larger limit"), "no limit to raise:\n{out}");
    }
    // BEFORE stopped having printed what AFTER did not: a failure whatever BEFORE does
    // later; and so is an AFTER that halts having printed less.
    for after in [atoi_module(&["ax", "c"], false), atoi_module(&["ab"], false)] {
        let (answer, code, out) = verdict(&stops, &after);
        assert_eq!((answer, code), (Answer::Fails, 1), "{out}");
    }
    // Both stop after printing the same: only that was compared, and the note says so.
    let (answer, _, out) = verdict(&stops, &stops);
    assert_eq!(answer, Answer::Equivalent, "{out}");
    assert!(out.contains("only what they printed before they stopped was compared"), "{out}");
    // Both stop before printing anything: nothing was compared, no verdict.
    let silent = atoi_module(&[], true).replace("@s0", "null");
    let (answer, _, out) = verdict(&silent, &silent);
    assert_eq!(answer, Answer::NoVerdict, "{out}");
    assert!(out.contains("nothing was compared"), "{out}");
    // The call on a path no run takes is no obstacle: the pair is compared in full.
    let (answer, _, out) = verdict(&atoi_module(&["ab"], false), &atoi_module(&["ab"], false));
    assert_eq!(answer, Answer::Equivalent, "{out}");
    assert!(!out.contains("stopped"), "{out}");
}

/// A `volatile` load or store is read as a plain one: the module runs, memory behaves
/// as it does, and `equiv` says that the accesses' number and order are not compared.
#[test]
fn volatile_accesses_run_as_plain_ones_and_equiv_says_what_is_not_compared() {
    let module = |volatile: &str| {
        format!(
            "define i32 @main() {{\nentry:\n  %x = alloca i32, align 4\n  store {volatile} i32 5, ptr %x, align 4\n  \
             %v = load {volatile} i32, ptr %x, align 4\n  %w = add i32 %v, 2\n  ret i32 %w\n}}\n"
        )
    };
    let imported = waddle::llvm::import_text("volatile.ll", module("volatile")).expect("imports");
    assert_eq!(imported.volatile_accesses(), 2);
    // A `memset` or `memcpy` whose `isvolatile` is true counts as well.
    let memset = "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n\
                  define i32 @main() {\n  %x = alloca i32, align 4\n  \
                  call void @llvm.memset.p0.i64(ptr %x, i8 0, i64 4, i1 true)\n  \
                  call void @llvm.memset.p0.i64(ptr %x, i8 0, i64 4, i1 false)\n  ret i32 0\n}\n";
    assert_eq!(waddle::llvm::import_text("memset.ll", memset.into()).expect("imports").volatile_accesses(), 1);
    let (_, end) = crate::run::run(&imported, waddle::exec::Engine::Fast);
    assert_eq!(end, waddle::llvm::run::End::Exit(7.into()));
    let dir = crate::common::TempDir::new("volatile");
    let before = dir.file("before.ll", module("volatile"));
    for (after, notes) in [(module("volatile"), 2), (module(""), 1)] {
        let after = dir.file("after.ll", after);
        let outcome = validate_files(&before, &after, &PairOptions::default()).expect("both import");
        assert_eq!(outcome.report.answer(), Answer::Equivalent, "{}", outcome.stdout());
        let said: Vec<_> = outcome.notes.iter().filter(|n| n.contains("`volatile` load(s) and store(s)")).collect();
        assert_eq!(said.len(), notes, "{:?}", outcome.notes);
        assert!(said[0].contains("before.ll has 2") && said[0].contains("not compared"), "{said:?}");
    }
}

/// A module whose `main` computes `%v` by `value` and prints it with `printf`'s
/// conversion `conv` (`%f`, `%g`).
fn printing_double(conv: &str, value: &str) -> String {
    format!(
        "@f = private constant [4 x i8] c\"{conv}\\0A\\00\"\ndeclare i32 @printf(ptr, ...)\n\
         declare double @llvm.fmuladd.f64(double, double, double)\n\
         define i32 @main() {{\n{value}  %c = call i32 (ptr, ...) @printf(ptr @f, double noundef %v)\n  ret i32 0\n}}\n"
    )
}

#[test]
fn a_nan_of_another_sign_is_no_false_alarm_and_a_wrong_float_still_fails() {
    let dir = crate::common::TempDir::new("nan");
    let module = |value: &str| printing_double("%f", value);
    let verdict = |before: &str, after: &str| {
        let (b, a) = (dir.file("before.ll", module(before)), dir.file("after.ll", module(after)));
        validate_files(&b, &a, &PairOptions::default()).expect("both import")
    };
    // This machine's 0/0 prints "-nan"; instsimplify folds it to a positive NaN, which
    // prints "nan": LLVM leaves the sign open, so BEFORE allows both.
    let folded = verdict("  %v = fdiv double 0.0, 0.0\n", "  %v = fadd double 0x7FF8000000000000, 0.0\n");
    let out = folded.stdout();
    assert_ne!(folded.report.answer(), Answer::Fails, "{out}");
    let said = folded.notes.join("\n");
    assert!(said.contains("has floating-point operations") && said.contains("a NaN's sign and payload"), "{said}");
    // So is a NaN that a reduction of a vector makes (∞ + −∞).
    let reduce = "declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>)\n";
    let (b, a) = (
        dir.file("reduced.ll", format!("{reduce}{}", module("  %v = call double @llvm.vector.reduce.fadd.v2f64(double -0.0, <2 x double> <double 0x7FF0000000000000, double 0xFFF0000000000000>)\n"))),
        dir.file("folded.ll", module("  %v = fadd double 0x7FF8000000000000, 0.0\n")),
    );
    let reduced = validate_files(&b, &a, &PairOptions::default()).expect("both import");
    assert_ne!(reduced.report.answer(), Answer::Fails, "{}", reduced.stdout());
    // A value that is no NaN is still compared exactly.
    let wrong = verdict("  %v = fdiv double 1.0, 4.0\n", "  %v = fdiv double 1.0, 2.0\n");
    assert_eq!(wrong.report.answer(), Answer::Fails, "{}", wrong.stdout());
}

#[test]
fn fmuladd_runs_unfused_and_a_fused_fold_is_no_false_alarm() {
    let dir = crate::common::TempDir::new("fmuladd");
    let module = |value: &str| printing_double("%g", value);
    // 0.1 × 10 − 1: the product rounded is 1, so unfused the sum is 0; fused, 2^-54.
    let before =
        dir.file("before.ll", module("  %v = call double @llvm.fmuladd.f64(double 0.1, double 10.0, double -1.0)\n"));
    let imported = waddle::llvm::import_file(&before).unwrap_or_else(|e| panic!("{e}"));
    let mut out = Vec::new();
    let limits = waddle::exec::Limits::default();
    let run = waddle::llvm::run::run_to(&imported.lowered, limits, waddle::exec::Engine::Fast, &mut out);
    assert_eq!(String::from_utf8_lossy(&out), "0\n", "{:?}", run.map(|r| r.end));
    // An `opt` that folds it fused (5.55112e-17) made the target's other choice.
    let after = dir.file("after.ll", module("  %v = fadd double 0x3C90000000000000, 0.0\n"));
    let outcome = validate_files(&before, &after, &PairOptions::default()).expect("both import");
    assert_ne!(outcome.report.answer(), Answer::Fails, "{}", outcome.stdout());
    assert!(outcome.notes.join("\n").contains("whether `llvm.fmuladd` fuses"), "{:?}", outcome.notes);
}

/// A module whose `main` needs more fuel than an LLVM run gets by default: no verdict
/// without more, and a verdict with the fuel asked for (`equiv --fuel`), which raises
/// the checker's cap with it.
#[test]
fn the_fuel_asked_for_reaches_the_run_of_main() {
    let text = "define i32 @main() {\n\
                entry:\n  br label %loop\n\
                loop:\n  %i = phi i32 [ 0, %entry ], [ %j, %loop ]\n  %j = add i32 %i, 1\n\
                \x20 %done = icmp eq i32 %j, 3000000\n  br i1 %done, label %exit, label %loop\n\
                exit:\n  %r = and i32 %j, 127\n  ret i32 %r\n}\n";
    let folder = std::env::temp_dir().join(format!("waddle-llvm-fuel-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let file = folder.join("count.ll");
    std::fs::write(&file, text).expect("written");
    let default = validate_files(&file, &file, &PairOptions::default()).expect("imports");
    assert_eq!(default.exit_code(), 3, "{}", default.stdout());
    assert!(default.stdout().contains("out of fuel after 10000000 steps"), "{}", default.stdout());
    assert!(default.stdout().contains("raise --fuel when a note says a run ran out of it"), "{}", default.stdout());
    let mut opts = PairOptions { llvm_fuel: Some(100_000_000), ..PairOptions::default() };
    let capped = validate_files(&file, &file, &opts).expect("imports");
    assert_eq!(capped.exit_code(), 0, "{}", capped.stdout());
    opts.llvm_fuel = Some(1_000_000);
    let short = validate_files(&file, &file, &opts).expect("imports");
    assert!(short.stdout().contains("out of fuel after 1000000 steps"), "{}", short.stdout());
    std::fs::remove_dir_all(&folder).ok();
}

/// A `*` width given at run time beyond what `printf` renders here (2^31 - 1 spaces)
/// leaves the output unknown: `run` ends incomplete saying so, and `equiv` compares
/// nothing on that run and says why, never "equivalent" on outputs it could not see.
#[test]
fn a_printf_width_too_large_to_render_decides_nothing() {
    let text = "@s = constant [5 x i8] c\"%*d\\0A\\00\"\n\
                declare i32 @printf(ptr, ...)\n\
                define i32 @main() {\n  %r = call i32 (ptr, ...) @printf(ptr @s, i32 2147483647, i32 1)\n  ret i32 0\n}\n";
    let imported = waddle::llvm::import_text("wide.ll", text.into()).expect("imports");
    let mut out = Vec::new();
    let limits = waddle::exec::Limits::default();
    let run = waddle::llvm::run::run_to(&imported.lowered, limits, waddle::exec::Engine::Fast, &mut out).unwrap();
    let waddle::llvm::run::End::Unrendered(why) = &run.end else { panic!("{:?}", run.end) };
    assert!(why.contains("a width over 1048576 at run time"), "{why}");
    assert!(out.is_empty(), "nothing of the conversion is printed");
    let folder = std::env::temp_dir().join(format!("waddle-llvm-wide-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let file = folder.join("wide.ll");
    std::fs::write(&file, text).expect("written");
    let outcome = validate_files(&file, &file, &PairOptions::default()).expect("imports");
    assert_eq!(outcome.report.answer(), Answer::NoVerdict, "{}", outcome.stdout());
    assert!(outcome.stdout().contains("printed what cannot be compared"), "{}", outcome.stdout());
    std::fs::remove_dir_all(&folder).ok();
}
