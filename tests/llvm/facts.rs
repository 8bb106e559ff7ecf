//! The paper's facts on LLVM's own CFG (`llvm::facts`): the fixtures in canonical form
//! and after LLVM's loop passes have them all; the lowering keeps each function's CFG;
//! the facts agree with the kernel's checks of the import; each hand-made module of
//! `tests/llvm/facts/` breaks exactly one property, reported at its line in LLVM's
//! names; `waddle equiv` fails a lost form only when the pass promises it.

use std::path::{Path, PathBuf};
use std::process::Command;
use waddle::check::pair::{validate_files, PairOptions};
use waddle::llvm::facts::{self, facts, ModuleFacts, Property};
use waddle::llvm::{import_text, Imported};
use waddle::verify::{check_canonical, check_lcssa};

fn dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/llvm").join(name)
}

/// The fixtures of `tests/llvm/programs/` with this suffix (`canon.ll`), sorted.
fn fixtures(suffix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir("programs"))
        .expect("the folder exists")
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.ends_with(&format!(".{suffix}"))))
        .collect();
    v.sort();
    v
}

/// A module of `tests/llvm/facts/` imported under its bare name, as locations name it.
fn hand_made(name: &str) -> Imported {
    let text = std::fs::read_to_string(dir("facts").join(name)).expect("readable");
    import_text(name, text).unwrap_or_else(|e| panic!("{name} imports:\n{e}"))
}

fn import(path: &Path) -> Imported {
    waddle::llvm::import_file(path).unwrap_or_else(|e| panic!("{} imports:\n{e}", path.display()))
}

fn shown(f: &ModuleFacts) -> String {
    f.functions
        .iter()
        .flat_map(|f| std::iter::once(f.summary()).chain(f.violations.iter().map(|v| v.text())))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_canonical_fixtures_and_the_loop_passes_outputs_have_every_fact() {
    let mut checked = 0;
    let mut loops = 0;
    for suffix in ["canon.ll", "loops.ll"] {
        for path in fixtures(suffix) {
            let f = facts(&import(&path));
            for p in [Property::Ssa, Property::Lcssa, Property::LoopSimplify] {
                assert!(f.holds(p), "{}: {} fails\n{}", path.display(), p.name(), shown(&f));
            }
            loops += f.functions.iter().map(|f| f.loops).sum::<usize>();
            checked += 1;
        }
    }
    assert!(checked >= 2 * 30, "only {checked} fixtures");
    assert!(loops >= 40, "only {loops} loops: the fixtures are meant to have loops");
}

#[test]
fn the_lowering_keeps_every_functions_cfg_and_the_kernel_checks_agree() {
    let mut disagreeing = Vec::new();
    let mut broken = 0;
    for suffix in ["O0.ll", "canon.ll", "loops.ll", "O1.ll", "O2.ll"] {
        for path in fixtures(suffix) {
            let imported = import(&path);
            let f = facts(&imported);
            let p = &imported.lowered.program;
            for func in &f.functions {
                assert_eq!(func.kernel_cfg, Some(Ok(())), "{}: {}", path.display(), func.name);
                assert!(func.holds(Property::Ssa), "{}: {}", path.display(), shown(&f));
                let k = p.func_by_name(func.name.trim_start_matches('@')).expect("lowered by name");
                let lcssa = check_lcssa(p, k).is_empty();
                let canonical = check_canonical(p, k);
                let simplify = func.violations_of(Property::LoopSimplify).count();
                if lcssa != func.holds(Property::Lcssa) || canonical.len() != simplify {
                    disagreeing.push(format!("{}: {}", path.display(), func.summary()));
                }
                broken += usize::from(!func.holds(Property::Lcssa)) + simplify;
            }
        }
    }
    assert!(disagreeing.is_empty(), "{}", disagreeing.join("\n"));
    // -O1's and -O2's outputs are not in the loop forms: the comparison above saw violations.
    assert!(broken >= 10, "only {broken} violations in the -O1 and -O2 fixtures");
}

#[test]
fn each_hand_made_module_breaks_exactly_the_property_it_names() {
    let cases = [
        ("canonical.ll", None, ""),
        (
            "two-latches.ll",
            Some(Property::LoopSimplify),
            "loop-simplify: loop at header `%loop`: 2 latches (`%a`, `%b`) where a unique latch is required \
             (Property 2.1) at two-latches.ll:22:1: `b:`",
        ),
        (
            "two-entries.ll",
            Some(Property::LoopSimplify),
            "loop-simplify: loop at header `%loop`: no dedicated preheader (Property 2.2): the loop is entered \
             from 2 blocks (`%entry`, `%side`) at two-entries.ll:10:1: `loop:`",
        ),
        (
            "shared-exit.ll",
            Some(Property::LoopSimplify),
            "loop-simplify: loop at header `%loop`: exit `%exit` is not dedicated (Property 2.3): its \
             predecessor `%skip` is outside the loop at shared-exit.ll:24:1: `exit:`",
        ),
        (
            "no-lcssa-phi.ll",
            Some(Property::Lcssa),
            "LCSSA: `%s` is defined in `%loop`, inside the loop at header `%loop`, but used in `%exit`, outside \
             that loop, not through a φ node of an exit block (not LCSSA) at no-lcssa-phi.ll:18:16: `%s`",
        ),
    ];
    for (name, broken, message) in cases {
        let f = facts(&hand_made(name));
        let main = f.function("@main").expect("@main");
        assert_eq!(main.loops, 1, "{name}");
        assert_eq!(main.kernel_cfg, Some(Ok(())), "{name}");
        let texts: Vec<String> = main.violations.iter().map(|v| v.text()).collect();
        match broken {
            None => assert!(texts.is_empty(), "{name}: {texts:?}"),
            Some(p) => {
                assert_eq!(texts, [message], "{name}");
                assert_eq!(main.violations[0].property, p, "{name}");
            }
        }
    }
}

#[test]
fn a_use_not_dominated_by_its_definition_is_located_and_refused_at_import() {
    let text = std::fs::read_to_string(dir("facts/not-ssa.ll")).expect("readable");
    let module = waddle::llvm::syntax::parse(&text).expect("parses");
    let f = facts::module_facts("not-ssa.ll", &text, &module);
    let main = f.function("@main").expect("@main");
    let texts: Vec<String> = main.violations.iter().map(|v| v.text()).collect();
    assert_eq!(
        texts,
        ["SSA: `%x` is defined in `%a`, which does not dominate its use in `%c` (not SSA) at not-ssa.ll:15:7: `i32 %x`"]
    );
    let refused = import_text("not-ssa.ll", text).expect_err("not SSA");
    assert!(
        refused.contains("not-ssa.ll:15:7") && refused.contains("is not in SSA form or not reducible"),
        "{refused}"
    );
}

/// An `invoke`'s result exists only along its normal edge: the hand-written module
/// with exceptions is SSA as written, and reading the result in the landing pad (the
/// unwind target) is a violation at the use; a use in a φ node on the normal edge, or in
/// a block the normal edge dominates, is not.
#[test]
fn an_invoke_result_is_defined_only_along_its_normal_edge() {
    let text = std::fs::read_to_string(dir("syntax/exceptions-O0-clang22.ll")).expect("readable");
    let ssa_violations = |text: &str| -> Vec<String> {
        let module = waddle::llvm::syntax::parse(text).expect("parses");
        let f = facts::module_facts("eh.ll", text, &module);
        let main = f.function("@main").expect("@main");
        main.violations.iter().map(|v| v.text()).collect()
    };
    assert_eq!(ssa_violations(&text), Vec::<String>::new());
    let in_pad = text.replacen("  store i32 %10, ptr %3, align 4", "  store i32 %4, ptr %3, align 4", 1);
    assert_ne!(in_pad, text);
    let texts = ssa_violations(&in_pad);
    assert_eq!(texts.len(), 1, "{texts:?}");
    assert!(
        texts[0].starts_with("SSA: `%4` is the result of the invoke ending `%0`, which exists only along its normal edge to `%5`; that edge does not dominate its use in `%7` (not SSA) at eh.ll:"),
        "{texts:?}"
    );
    let in_normal = text.replacen("6:\n  br label %ok", "6:\n  store i32 %4, ptr %3, align 4\n  br label %ok", 1);
    assert_ne!(in_normal, text);
    assert_eq!(ssa_violations(&in_normal), Vec::<String>::new());
}

#[test]
fn the_loop_passes_promise_the_forms_and_the_others_do_not() {
    for pass in [
        "loop-rotate",
        "loop(loop-rotate)",
        "function(loop-mssa(licm))",
        "simple-loop-unswitch<nontrivial>",
        "loop-unroll,loop-unroll-full,loop-deletion,indvars",
        "function(loop-simplify,lcssa)",
        "lcssa,verify",
    ] {
        let p = facts::promises(pass);
        assert!(p.lcssa && p.loop_simplify, "{pass}");
    }
    // `loop-simplify` alone may lose LCSSA (the exit block it adds has no φ node);
    // `lcssa` after it makes it again.
    let p = facts::promises("loop-simplify");
    assert!(p.loop_simplify && !p.lcssa);
    let p = facts::promises("lcssa,loop-simplify");
    assert!(p.loop_simplify && !p.lcssa);
    let p = facts::promises("loop-simplify,gvn");
    assert!(!p.loop_simplify && !p.lcssa);
    for pass in [
        "simplifycfg",
        "instcombine",
        "gvn",
        "jump-threading",
        "sroa",
        "early-cse",
        "mem2reg",
        "licm,gvn",
        "frob",
        "",
        "loop-rotate)",
        "function(licm",
    ] {
        assert_eq!(facts::promises(pass), facts::Promise::default(), "{pass}");
    }
}

#[test]
fn a_lost_form_fails_when_the_pass_promises_it_and_is_a_note_otherwise() {
    let before = dir("facts/canonical.ll");
    for (after, form) in [("no-lcssa-phi.ll", "LCSSA"), ("two-latches.ll", "loop-simplify")] {
        let after = dir("facts").join(after);
        let promised = PairOptions { llvm_pass: Some("loop-rotate".into()), ..PairOptions::default() };
        let o = validate_files(&before, &after, &promised).expect("both import");
        assert_eq!(o.exit_code(), 1, "{}", o.stderr(false));
        let err = o.stderr(false);
        assert!(err.contains(&format!("error: {form} in @main: ")), "{err}");
        assert!(err.contains("`loop-rotate` promises to keep it"), "{err}");
        assert!(o
            .stdout()
            .ends_with("not valid: AFTER lost a loop form its pass promises (1 violation(s), on standard error), though the runs agree\n"));
        for pass in [None, Some("instcombine".to_string())] {
            let o = validate_files(&before, &after, &PairOptions { llvm_pass: pass.clone(), ..PairOptions::default() })
                .expect("both import");
            assert_eq!(o.exit_code(), 0, "{}", o.stderr(false));
            let why =
                pass.map_or("no pass that promises it is named".to_string(), |p| format!("`{p}` does not promise"));
            assert!(o
                .notes
                .iter()
                .any(|n| n.starts_with(&format!("AFTER loses {form} form in @main")) && n.contains(&why)));
            assert!(o.static_errors.is_empty());
        }
    }
    // A form BEFORE does not have is not required of AFTER.
    let o = validate_files(
        &dir("facts/two-latches.ll"),
        &dir("facts/two-entries.ll"),
        &PairOptions { llvm_pass: Some("loop-rotate".into()), ..PairOptions::default() },
    )
    .expect("both import");
    assert_eq!(o.exit_code(), 0, "{}", o.stderr(false));
}

#[test]
fn an_after_not_in_ssa_form_fails_without_a_run() {
    let o = validate_files(&dir("facts/canonical.ll"), &dir("facts/not-ssa.ll"), &PairOptions::default())
        .expect("a failure, not bad input");
    assert_eq!(o.exit_code(), 1);
    assert!(o.stdout().contains("AFTER does not verify"), "{}", o.stdout());
    assert!(o.stderr(false).contains("not-ssa.ll:15:7"), "{}", o.stderr(false));
}

#[test]
fn waddle_verify_prints_the_facts_and_fails_only_on_ssa() {
    let run = |name: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_waddle"))
            .current_dir(dir("facts"))
            .args(["verify", name])
            .output()
            .expect("runs");
        (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned())
    };
    let (code, out) = run("canonical.ll");
    assert_eq!(
        (code, out.as_str()),
        (Some(0), "canonical.ll: 1 function(s)\n  @main: SSA ✓, LCSSA ✓, loop-simplify ✓ (1 loop)\n")
    );
    let (code, out) = run("two-latches.ll");
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("@main: SSA ✓, LCSSA ✓, loop-simplify ✗ (1) (1 loop)\n    loop-simplify: "), "{out}");
    let (code, out) = run("not-ssa.ll");
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("@main: SSA ✗ (1), LCSSA ✓, loop-simplify ✓ (no loop)"), "{out}");
    // A library (no `main`) has its facts all the same.
    let (code, out) = run("library.ll");
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("@sum: SSA ✓, LCSSA ✓, loop-simplify ✗ (1) (1 loop)\n    loop-simplify: "), "{out}");
    // An ill-typed library is refused as a lowered module would be, its facts printed.
    let tmp = crate::common::TempDir::new("ill-typed-library");
    let lib = tmp.file("lib.ll", "define i32 @lib(i64 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n");
    let out = Command::new(env!("CARGO_BIN_EXE_waddle")).args(["verify"]).arg(&lib).output().expect("runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("@lib: SSA ✓"), "{err}");
    assert!(err.contains("`%x` has type `i64`, used here as `i32`") && err.contains("lib.ll:2:16"), "{err}");
}

#[test]
fn an_irreducible_cfg_breaks_both_loop_forms_and_is_refused_at_its_branch() {
    let text = std::fs::read_to_string(dir("facts/irreducible.ll")).expect("readable");
    let module = waddle::llvm::syntax::parse(&text).expect("parses");
    let f = facts::module_facts("irreducible.ll", &text, &module);
    let main = f.function("@main").expect("@main");
    assert!(main.irreducible && main.holds(Property::Ssa));
    assert!(!main.holds(Property::Lcssa) && !main.holds(Property::LoopSimplify));
    let at = main.violations_of(Property::LoopSimplify).next().and_then(|v| v.at.clone());
    assert_eq!(at.as_deref(), Some("irreducible.ll:15:3: `br label %a`"));
    let refused = import_text("irreducible.ll", text).expect_err("irreducible");
    assert!(
        refused.contains("irreducible.ll:15:3") && refused.contains("Waddle accepts only reducible CFGs"),
        "{refused}"
    );
}

/// The pipeline `.ci/llvm-fixtures` makes each `NAME.loops.ll` with.
const LOOP_PIPELINE: &str = "function(loop-mssa(licm),loop(loop-rotate),simple-loop-unswitch,loop-mssa(licm),indvars,\
                             loop-deletion,loop-unroll)";

#[test]
fn the_loop_pipeline_promises_the_forms_and_keeps_them_on_every_fixture() {
    assert_eq!(facts::promises(LOOP_PIPELINE), facts::Promise { lcssa: true, loop_simplify: true });
    let opts = PairOptions { llvm_pass: Some(LOOP_PIPELINE.into()), ..PairOptions::default() };
    let mut checked = 0;
    for before in fixtures("canon.ll") {
        let after = before.with_file_name(before.file_name().unwrap().to_str().unwrap().replace(".canon.", ".loops."));
        let o = validate_files(&before, &after, &opts).expect("both import");
        assert_eq!(o.exit_code(), 0, "{}\n{}{}", after.display(), o.stderr(false), o.stdout());
        assert!(o.notes.is_empty() && o.static_errors.is_empty(), "{}: {:?}", after.display(), o.notes);
        checked += 1;
    }
    assert!(checked >= 30);
}

/// LLVM's type rules, each refused at the construct that breaks it, with the count of
/// errors; a module of correct types (every fixture of `tests/llvm/`) is never refused.
#[test]
fn an_ill_typed_module_is_refused_at_its_construct() {
    let main = |body: &str| format!("define i32 @main() {{\nentry:\n{body}}}\n");
    let cases = [
        (
            main("  %c = add i32 1, 2\n  %m = and i1 %c, true\n  ret i32 0\n"),
            "`%c` has type `i32`, used here as `i1`",
            "typed.ll:4:15",
        ),
        (main("  ret void\n"), "`ret void` in a function returning `i32`", "typed.ll:3:3"),
        (main("  ret i64 5\n"), "the returned value has type `i64` where `i32` is expected", "typed.ll:3:7"),
        (main("  %t = trunc i8 3 to i32\n  ret i32 %t\n"), "`trunc` cannot convert `i8` to `i32`", "typed.ll:3:3"),
        (main("  %t = zext i32 3 to i32\n  ret i32 %t\n"), "`zext` cannot convert `i32` to `i32`", "typed.ll:3:3"),
        (
            main("  %p = inttoptr double 1.0 to ptr\n  ret i32 0\n"),
            "`inttoptr` cannot convert `double` to `ptr`",
            "typed.ll:3:3",
        ),
        (main("  %b = bitcast i32 1 to i64\n  ret i32 0\n"), "`bitcast` cannot convert `i32` to `i64`", "typed.ll:3:3"),
        (
            main("  br i32 1, label %a, label %a\na:\n  ret i32 0\n"),
            "a branch condition has type `i32` where `i1` is expected",
            "typed.ll:3:6",
        ),
        (
            main(
                "  switch i32 0, label %a [ i32 1, label %a\n i32 -1, label %a\n i32 1, label %a ]\na:\n  ret i32 0\n",
            ),
            "a switch case written twice",
            "typed.ll:5:2",
        ),
        (main("  %f = fadd i32 1, 2\n  ret i32 0\n"), "a floating-point operation on `i32`", "typed.ll:3:17"),
        (main("  %f = sdiv double 1.0, 2.0\n  ret i32 0\n"), "an integer operation on `double`", "typed.ll:3:20"),
        (
            main("  %v = load i32, i32 0\n  ret i32 0\n"),
            "a load or store through `i32`, not a pointer",
            "typed.ll:3:18",
        ),
        (
            main("  %s = select i32 1, i32 2, i32 3\n  ret i32 %s\n"),
            "a `select` condition of type `i32`",
            "typed.ll:3:15",
        ),
        (
            main("  br label %b\nb:\n  %p = phi i32 [ 1, %entry ], [ 2, %b2 ]\n  ret i32 %p\nb2:\n  ret i32 1\n"),
            "`%b2` is not a predecessor of `%b`",
            "typed.ll:5:36",
        ),
        (
            "@g = global [2 x i32] [i32 1]\n".to_string() + &main("  ret i32 0\n"),
            "an array of type `[2 x i32]` with 1 element(s)",
            "typed.ll:1:23",
        ),
        (
            "@g = global <{ i32, i8 }> { i32 1, i8 2 }\n".to_string() + &main("  ret i32 0\n"),
            "an unpacked struct constant as a `<{ i32, i8 }>`",
            "typed.ll:1:27",
        ),
        (
            "@g = global { i32, i8 } <{ i32 1, i8 2 }>\n".to_string() + &main("  ret i32 0\n"),
            "a packed struct constant as a `{ i32, i8 }`",
            "typed.ll:1:25",
        ),
        (
            "@g = global { i32, i8 } { i32 1, i32 2 }\n".to_string() + &main("  ret i32 0\n"),
            "the field has type `i32` where `i8` is expected",
            "typed.ll:1:34",
        ),
        (
            "@s = constant [3 x i8] c\"ab\"\n".to_string() + &main("  ret i32 0\n"),
            "a string of 2 byte(s) as a `[3 x i8]`",
            "typed.ll:1:24",
        ),
        (
            main("  br label %b\nb:\n  %p = phi i32 [ 1, %entry ], [ 2, %entry ]\n  ret i32 %p\n"),
            "a second, different value for the edge from `%entry`",
            "typed.ll:5:33",
        ),
        (
            main(
                "  br i1 true, label %b, label %c\nc:\n  br label %b\nb:\n  %p = phi i32 [ 1, %entry ]\n  ret i32 %p\n",
            ),
            "the φ node has no value for the edge from `%c`",
            "typed.ll:7:3",
        ),
        (
            main("  %t = trunc <2 x i32> zeroinitializer to i16\n  ret i32 0\n"),
            "`trunc` cannot convert `<2 x i32>` to `i16`",
            "typed.ll:3:3",
        ),
        (
            main("  %b = bitcast ptr null to i64\n  ret i32 0\n"),
            "`bitcast` cannot convert `ptr` to `i64`",
            "typed.ll:3:3",
        ),
        (
            main("  %b = addrspacecast ptr null to ptr\n  ret i32 0\n"),
            "`addrspacecast` cannot convert `ptr` to `ptr`",
            "typed.ll:3:3",
        ),
        (
            main("  switch i32 0, label %a [ i32 undef, label %a ]\na:\n  ret i32 0\n"),
            "a switch case is an integer constant",
            "typed.ll:3:28",
        ),
        (
            main("  %t = trunc <2 x i32> zeroinitializer to <4 x i16>\n  ret i32 0\n"),
            "`trunc` cannot convert `<2 x i32>` to `<4 x i16>`",
            "typed.ll:3:3",
        ),
        (main("  ret i32 1.5\n"), "a floating-point constant as a `i32`", "typed.ll:3:7"),
        (main("  store i32 null, ptr null\n  ret i32 0\n"), "`null` as a `i32`, not a pointer", "typed.ll:3:9"),
        (
            main("  br label %entry\n"),
            "a branch to the entry block `%entry`: LLVM's entry block has no predecessors",
            "typed.ll:3:12",
        ),
    ];
    let mut wrong = Vec::new();
    for (text, message, at) in cases {
        let refused = import_text("typed.ll", text.clone()).expect_err(message);
        if !refused.contains(message) || !refused.contains(at) || refused.contains("internal error") {
            wrong.push(format!("{text}\n{refused}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // Valid LLVM the rules must not refuse: an indirect call in another address space, a
    // φ listing one predecessor twice with one value, a pointer bit-cast to a vector of
    // one pointer, a vector truncated element-wise, a packed struct constant.
    let valid = "@s = global <{ i32, i8 }> <{ i32 1, i8 2 }>\n\
        define i32 @f(ptr addrspace(1) %fp) {\n  %r = call addrspace(1) i32 %fp()\n  ret i32 %r\n}\n\
        define i32 @main() {\nentry:\n  switch i32 0, label %b [ i32 1, label %b ]\nb:\n\
        %p = phi i32 [ 7, %entry ], [ 7, %entry ]\n  %v = bitcast ptr null to <1 x ptr>\n\
        %w = trunc <2 x i32> zeroinitializer to <2 x i16>\n  ret i32 %p\n}\n";
    let types = waddle::llvm::syntax::check_types(&waddle::llvm::syntax::parse(valid).expect("parses"));
    assert!(types.is_empty(), "{types:?}");
    // Every error is counted, the first 20 shown.
    let many: String = (0..30).map(|k| format!("  %t{k} = trunc i8 3 to i32\n")).collect();
    let refused = import_text("typed.ll", main(&(many + "  ret i32 0\n"))).expect_err("ill-typed");
    assert!(refused.contains("typed.ll is ill-typed: 30 error(s) (20 shown)"), "{refused}");
    assert_eq!(refused.matches("cannot convert").count(), 20, "{refused}");
}
