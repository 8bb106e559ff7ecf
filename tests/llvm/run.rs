//! `waddle run` on LLVM IR: every C program of `tests/llvm/programs/`, at -O0 and after
//! each pipeline, prints what its native binary printed and exits with its code; the
//! hand-written modules of `tests/llvm/ub/` end as their first line says: `; EXIT: n`
//! or `; UB: <the rule>`, at the instruction the rule names.

use std::path::{Path, PathBuf};
use waddle::exec::{Engine, Limits};
use waddle::llvm::run::{run_to, End};
use waddle::llvm::{import_file, Imported};

fn dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/llvm").join(name)
}

pub(crate) fn files(name: &str, suffix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir(name))
        .expect("the folder exists")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    v.sort();
    v
}

fn limits() -> Limits {
    Limits { fuel: 1_000_000_000, memory_bits: 1 << 36, ..Limits::default() }
}

/// The printed bytes and the end of a run of an imported module.
pub(crate) fn run(imported: &Imported, engine: Engine) -> (Vec<u8>, End) {
    let mut out = Vec::new();
    let run = run_to(&imported.lowered, limits(), engine, &mut out).expect("the run does not get stuck");
    (out, run.end)
}

fn import(path: &Path) -> Imported {
    import_file(path).unwrap_or_else(|e| panic!("{} does not import:\n{e}", path.display()))
}

#[test]
fn every_fixture_prints_what_the_native_binary_printed() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for variant in ["O0", "canon", "loops", "O1", "O2"] {
        for path in files("programs", &format!(".{variant}.ll")) {
            let stem = path.to_string_lossy().trim_end_matches(&format!(".{variant}.ll")).to_string();
            let want_out = std::fs::read(format!("{stem}.out")).expect("the recorded output");
            let want_code: i64 =
                std::fs::read_to_string(format!("{stem}.code")).expect("the code").trim().parse().expect("a number");
            let (out, end) = run(&import(&path), Engine::Fast);
            let code = match &end {
                End::Exit(v) => (v.to_big() & num_bigint::BigInt::from(255)).try_into().unwrap_or(-1i64),
                other => {
                    failures.push(format!("{}: {other:?}", path.display()));
                    continue;
                }
            };
            if out != want_out || code != want_code {
                failures.push(format!(
                    "{}: exit {code} (native {want_code}), output {}",
                    path.display(),
                    if out == want_out { "equal" } else { "differs" }
                ));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 5 * 25, "only {checked} fixtures");
}

#[test]
fn both_engines_agree_on_the_fixtures() {
    for path in files("programs", ".canon.ll").iter().step_by(3) {
        let imported = import(path);
        let (fast_out, fast_end) = run(&imported, Engine::Fast);
        let (step_out, step_end) = run(&imported, Engine::Step);
        assert_eq!(fast_end, step_end, "{}", path.display());
        assert!(fast_out == step_out, "{}: the engines print differently", path.display());
    }
}

#[test]
fn each_undefined_behaviour_is_named_at_its_instruction() {
    each_ends_as_its_first_line_says("ub", 15);
}

/// A call of a function the module declares and this tool does not model stops the
/// run where it is reached, named and located, whatever its result's type; one never
/// reached stops nothing.
#[test]
fn a_call_this_tool_does_not_model_stops_the_run_only_when_reached() {
    each_ends_as_its_first_line_says("unmodelled", 8);
    // The same stops on the reference engine.
    for path in files("unmodelled", ".ll") {
        let imported = import(&path);
        assert_eq!(run(&imported, Engine::Fast), run(&imported, Engine::Step), "{}", path.display());
    }
}

/// An integer too large for binary64 (2¹⁰²⁴ + 1 needs 1025 bits) converts to a `float`
/// infinity of its sign, not to a NaN; one just below the binary32 range's end
/// rounds to its largest finite value.
#[test]
fn a_huge_integer_converts_to_a_float_infinity() {
    let module = |op: &str, value: &str| {
        format!(
            "define i32 @main() {{\n  %big = shl i1100 1, 1024\n  %x = {value}\n  %f = {op} i1100 %x to float\n  \
             %b = bitcast float %f to i32\n  ret i32 %b\n}}\n"
        )
    };
    let cases = [
        ("uitofp", "add i1100 %big, 1", 0x7f80_0000u32),
        ("sitofp", "add i1100 %big, 1", 0x7f80_0000),
        ("sitofp", "sub i1100 0, %big", 0xff80_0000),
        ("sitofp", "sub i1100 -1, %big", 0xff80_0000),
        // (2 - 2⁻²⁴)·2¹²⁷ - 1, below the tie with 2¹²⁸: the largest finite binary32.
        ("uitofp", "sub i1100 340282356779733661637539395458142568447, 0", 0x7f7f_ffff),
    ];
    for (op, value, want) in cases {
        let imported = waddle::llvm::import_text("big.ll", module(op, value)).expect("imports");
        assert_eq!(run(&imported, Engine::Fast).1, End::Exit(i64::from(want as i32).into()), "{op} {value}");
    }
}

/// `llvm.fabs` and C's `fabs` clear the sign bit, of `-0.0` and of a NaN too; the
/// intrinsic passes poison on, and poison given to the C function is undefined
/// behaviour at the argument.
#[test]
fn fabs_clears_the_sign_bit_and_the_library_function_refuses_poison() {
    let module = |body: &str| {
        format!(
            "declare double @llvm.fabs.f64(double)\ndeclare float @llvm.fabs.f32(float)\n\
             declare double @fabs(double)\ndefine i32 @main() {{\nentry:\n{body}}}\n"
        )
    };
    let cases = [
        // -2.5 and -0.0 lose their sign; a negative NaN's payload stays.
        ("%a = call double @fabs(double -2.5)\n  %b = fcmp oeq double %a, 2.5\n  %r = zext i1 %b to i32\n  ret i32 %r\n", End::Exit(1.into())),
        ("%a = call double @llvm.fabs.f64(double -0.0)\n  %b = bitcast double %a to i64\n  %r = trunc i64 %b to i32\n  %s = lshr i64 %b, 63\n  %t = trunc i64 %s to i32\n  %u = add i32 %r, %t\n  ret i32 %u\n", End::Exit(0.into())),
        ("%a = call double @llvm.fabs.f64(double 0xFFF8000000000005)\n  %b = bitcast double %a to i64\n  %c = icmp eq i64 %b, 9221120237041090565\n  %r = zext i1 %c to i32\n  ret i32 %r\n", End::Exit(1.into())),
        ("%a = call float @llvm.fabs.f32(float -3.0)\n  %b = fptosi float %a to i32\n  ret i32 %b\n", End::Exit(3.into())),
        // Poison through the intrinsic, unused: nothing happens.
        ("%a = call double @llvm.fabs.f64(double poison)\n  ret i32 4\n", End::Exit(4.into())),
    ];
    for (body, want) in cases {
        let imported = waddle::llvm::import_text("fabs.ll", module(body)).expect("imports");
        assert_eq!(run(&imported, Engine::Fast).1, want, "{body}");
    }
    let imported =
        waddle::llvm::import_text("fabs.ll", module("%a = call double @fabs(double poison)\n  ret i32 4\n")).unwrap();
    let End::Undefined { rule, .. } = run(&imported, Engine::Fast).1 else { panic!("poison given to `fabs` runs") };
    assert!(rule.contains("a library function's argument is poison"), "{rule}");
}

/// `nnan` and `ninf` make a NaN or an infinite operand or result poison, and nothing
/// else: the flags that let a pass change a value (`nsz`, `fast` …) are refused. Poison
/// given to C's `sqrt` or `floor` is undefined behaviour at the argument.
#[test]
fn nnan_and_ninf_make_poison_and_library_math_refuses_poison() {
    let module = |body: &str| {
        format!("declare double @sqrt(double)\ndeclare float @floorf(float)\ndefine i32 @main() {{\nentry:\n{body}}}\n")
    };
    let branch = "  br i1 %c, label %t, label %f\nt:\n  ret i32 1\nf:\n  ret i32 2\n";
    let undefined = [
        "%a = fadd nnan double 0x7FF8000000000000, 1.0\n  %c = fcmp oeq double %a, 1.0\n",
        "%a = fmul nnan double 0x7FF0000000000000, 0.0\n  %c = fcmp oeq double %a, 1.0\n",
        "%a = fadd ninf double 0x7FF0000000000000, 1.0\n  %c = fcmp oeq double %a, 1.0\n",
        "%a = fmul ninf double 1.0e308, 10.0\n  %c = fcmp oeq double %a, 1.0\n",
        "%c = fcmp nnan oeq double 0x7FF8000000000000, 1.0\n",
        "%c = fcmp ninf olt double 0xFFF0000000000000, 1.0\n",
    ];
    for body in undefined {
        let imported = waddle::llvm::import_text("flags.ll", module(&format!("  {body}{branch}"))).expect("imports");
        let End::Undefined { rule, .. } = run(&imported, Engine::Fast).1 else { panic!("{body} runs") };
        assert!(rule.contains("poison"), "{body}: {rule}");
    }
    let defined = "%a = fadd nnan ninf double 1.0, 2.0\n  %c = fcmp nnan ninf oeq double %a, 3.0\n";
    let imported = waddle::llvm::import_text("flags.ll", module(&format!("  {defined}{branch}"))).expect("imports");
    assert_eq!(run(&imported, Engine::Fast).1, End::Exit(1.into()));
    for flag in ["nsz", "arcp", "contract", "afn", "reassoc", "fast"] {
        let body = format!("  %a = fadd {flag} double 1.0, 2.0\n  ret i32 0\n");
        let Err(e) = waddle::llvm::import_text("flags.ll", module(&body)) else { panic!("`{flag}` is read") };
        assert!(format!("{e:?}").contains("other than `nnan` and `ninf`"), "{flag}: {e:?}");
    }
    for call in ["%a = call double @sqrt(double poison)", "%a = call float @floorf(float poison)"] {
        let imported = waddle::llvm::import_text("libm.ll", module(&format!("  {call}\n  ret i32 4\n"))).unwrap();
        let End::Undefined { rule, .. } = run(&imported, Engine::Fast).1 else { panic!("{call} runs") };
        assert!(rule.contains("a library function's argument is poison"), "{call}: {rule}");
    }
}

/// An `alloca` outside the entry block is freed by the `llvm.stackrestore` of the
/// `llvm.stacksave` before it: a loop that makes a megabyte array 4,000 times runs in
/// the budget, and the same loop without the restore runs out of it (the arrays are
/// then freed only at `ret`).
#[test]
fn stackrestore_frees_the_arrays_made_since_its_stacksave() {
    let module = |restore: &str| {
        format!(
            "define i32 @main() {{\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %next, %body ]\n  \
             %done = icmp eq i32 %i, 4000\n  br i1 %done, label %exit, label %body\nbody:\n  \
             %saved = call ptr @llvm.stacksave.p0()\n  %a = alloca i8, i64 1048576, align 16\n  \
             %last = getelementptr i8, ptr %a, i64 1048575\n  store i8 7, ptr %last\n  {restore}\n  \
             %next = add i32 %i, 1\n  br label %loop\nexit:\n  ret i32 0\n}}\n\
             declare ptr @llvm.stacksave.p0()\ndeclare void @llvm.stackrestore.p0(ptr)\n"
        )
    };
    let restored = waddle::llvm::import_text("vla.ll", module("call void @llvm.stackrestore.p0(ptr %saved)")).unwrap();
    assert_eq!(run(&restored, Engine::Fast).1, End::Exit(0.into()));
    let kept = waddle::llvm::import_text("vla.ll", module("")).unwrap();
    let end = run(&kept, Engine::Fast).1;
    assert!(matches!(end, End::Incomplete(_)), "{end:?}");
}

/// A call through a pointer of an unprototyped C function type (`void (*f)()`, a call
/// of type `void (...)`) reaches the fixed-parameter function the pointer holds; one
/// that may reach a defined function with variable arguments is refused.
#[test]
fn an_unprototyped_indirect_call_reaches_a_fixed_parameter_function() {
    let module = |extra: &str| {
        format!(
            "define i32 @one() {{\nentry:\n  ret i32 1\n}}\ndefine i32 @two() {{\nentry:\n  ret i32 2\n}}\n{extra}\
             define i32 @main(i32 %argc, ptr %argv) {{\nentry:\n  %c = icmp sgt i32 %argc, 1\n  \
             %f = select i1 %c, ptr @one, ptr @two\n  %r = call i32 (...) %f()\n  ret i32 %r\n}}\n"
        )
    };
    let imported = waddle::llvm::import_text("kr.ll", module("")).expect("imports");
    assert_eq!(run(&imported, Engine::Fast).1, End::Exit(2.into()));
    let variadic = "define i32 @v(...) {\nentry:\n  ret i32 3\n}\n";
    let Err(e) = waddle::llvm::import_text("kr.ll", module(variadic)) else { panic!("a variadic target is read") };
    assert!(e.contains("an indirect call of a function with variable arguments"), "{e}");
}

/// Every module of `tests/llvm/FOLDER/`, at least `at_least` of them, ends as its first
/// line says (`ends_as_its_first_line_says`).
pub(crate) fn each_ends_as_its_first_line_says(folder: &str, at_least: usize) {
    let cases = files(folder, ".ll");
    assert!(cases.len() >= at_least, "{} modules in {folder}/", cases.len());
    for path in cases {
        ends_as_its_first_line_says(&path);
    }
}

/// A hand-written module's run ends as its first line says: `; EXIT: n`,
/// `; UB: <the rule>` at a place in the text, or `; STOP: @f` at a call of `f`, a
/// function this tool does not model.
pub(crate) fn ends_as_its_first_line_says(path: &Path) {
    let text = std::fs::read_to_string(path).expect("readable");
    let first = text.lines().next().unwrap_or_default();
    let imported = import(path);
    let (_, end) = run(&imported, Engine::Fast);
    if let Some(code) = first.strip_prefix("; EXIT: ") {
        let want: i64 = code.trim().parse().expect("a number");
        assert_eq!(end, End::Exit(want.into()), "{}", path.display());
    } else if let Some(rule) = first.strip_prefix("; UB: ") {
        let End::Undefined { rule: got, span } = &end else { panic!("{}: {end:?}, expected {rule}", path.display()) };
        assert!(got.contains(rule), "{}: {got}, expected {rule}", path.display());
        let span = span.as_ref().unwrap_or_else(|| panic!("{}: no place", path.display()));
        assert!(!text[span.clone()].trim().is_empty(), "{}: an empty place", path.display());
    } else if let Some(function) = first.strip_prefix("; STOP: @") {
        let End::Unmodelled { function: got, span } = &end else {
            panic!("{}: {end:?}, expected a stop at @{function}", path.display())
        };
        assert_eq!(got, function.trim(), "{}", path.display());
        let span = span.as_ref().unwrap_or_else(|| panic!("{}: no place", path.display()));
        // At the call: of the function by name, or through a pointer.
        let at = &text[span.clone()];
        assert!(at.contains(&format!("@{got}(")) || at.contains("call i32 %"), "{}: at {at}", path.display());
    } else {
        panic!("{}: the first line says neither `; EXIT:`, `; UB:` nor `; STOP:`", path.display());
    }
}

#[test]
fn every_reader_fixture_runs_or_is_refused_at_a_located_construct() {
    let fixtures = files("syntax", ".ll");
    assert!(fixtures.len() >= 8);
    let (mut ran, mut refused) = (0, 0);
    for path in fixtures {
        match import_file(&path) {
            Ok(imported) => {
                let (_, end) = run(&imported, Engine::Fast);
                assert!(matches!(end, End::Exit(_)), "{}: {end:?}", path.display());
                ran += 1;
            }
            Err(text) => {
                let name = path.display().to_string();
                assert!(text.contains(&format!("{name}:")) && text.contains("not supported"), "{name}: {text}");
                refused += 1;
            }
        }
    }
    assert!(ran >= 5 && refused >= 3, "{ran} ran, {refused} refused");
}

#[test]
fn an_imported_module_written_as_ron_reads_back_and_runs_alike() {
    use waddle::exec::{Env, Strided};
    for path in files("programs", ".canon.ll").iter().step_by(4) {
        let imported = import(path);
        let text = waddle::format::write_program(&waddle::llvm::with_ron_names(&imported.lowered.program));
        let parsed = waddle::format::parse_program(&text).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
        let p = &parsed.program;
        assert!(waddle::verify::verify_program(p, None).is_empty(), "{}", path.display());
        let start = p.func_by_name(waddle::llvm::lower::START).expect("the start function");
        let env = Env::new(p, limits());
        let run = waddle::exec::run(&env, env.start(start, vec![], Strided::default()), &mut ()).expect("runs");
        let original = run_to(&imported.lowered, limits(), Engine::Step, &mut Vec::new()).expect("runs");
        assert_eq!(run.steps, original.steps, "{}", path.display());
        assert!(matches!(run.outcome, waddle::exec::Outcome::Halt(_)), "{}", path.display());
    }
}

#[test]
fn a_zero_initializer_is_written_by_a_loop_whatever_its_size() {
    // The start function's instructions for one global of `n` words of zeros.
    let start_size = |n: u64| {
        let text = format!("@g = global [{n} x i64] zeroinitializer\ndefine i32 @main() {{\n  ret i32 0\n}}\n");
        let imported = waddle::llvm::import_text("zeros.ll", text).expect("the module imports");
        let start = imported.lowered.program.funcs.iter().find(|f| f.name == waddle::llvm::lower::START);
        start.expect("a start function").blocks().map(|(_, b)| b.insts.len()).sum::<usize>()
    };
    // 64 words are one store; 2^20 words are 16384 stores written by the loop, as are
    // 2^36, and 2^32 - 1 (34 GB, 82 bytes of text) with one more store for its tail.
    let small = start_size(64);
    let large = start_size(1 << 20);
    assert!(large < small + 10, "{large} instructions for 8 MiB of zeros against {small} for 512 bytes");
    assert_eq!(start_size(1 << 36), large);
    assert_eq!(start_size(u32::MAX as u64), large + 2);
    // What the loop writes reads back as zeros, its last store and the tail after it
    // included (tests/llvm/ub/large-zero-globals.ll reads them through a run).
    let text = "@g = global [70000 x i64] zeroinitializer\ndefine i32 @main() {\n  %p = getelementptr [70000 x i64], ptr @g, i64 0, i64 69999\n  %v = load i64, ptr %p\n  %r = trunc i64 %v to i32\n  ret i32 %r\n}\n";
    let (_, end) = run(&waddle::llvm::import_text("zeros.ll", text.into()).expect("imports"), Engine::Fast);
    assert!(matches!(&end, End::Exit(v) if v.to_big() == 0.into()), "{end:?}");
}

#[test]
fn an_unsupported_conversion_is_named_in_llvm_words() {
    let text = "define i32 @main() {\n  %f = fptoui double 1.0 to i1\n  ret i32 0\n}\n";
    let refused = waddle::llvm::import_text("conv.ll", text.into()).expect_err("not supported");
    assert!(refused.contains("`fptoui` from `double` to `i1` is not supported"), "{refused}");
    assert!(refused.contains("conv.ll:2:3"), "{refused}");
}

/// A typed pointer to `ptr` is no type (`llvm-as` refuses it): refused at the `*`,
/// where a typed pointer of another type (`i8*`, `i8**`) reads as `ptr`, as `llvm-as`
/// reads it.
#[test]
fn a_typed_pointer_to_ptr_is_refused_at_its_star() {
    let text = "declare i32 @puts(ptr*)\ndefine i32 @main() {\n  ret i32 0\n}\n";
    let refused = waddle::llvm::import_text("star.ll", text.into()).expect_err("not a type");
    assert!(refused.contains("`ptr*` is not a type") && refused.contains("star.ll:1:22"), "{refused}");
    let text = "declare i32 @puts(i8**)\ndefine i32 @main() {\n  ret i32 0\n}\n";
    waddle::llvm::import_text("typed.ll", text.into()).expect("a typed pointer reads as `ptr`");
}

#[test]
fn a_call_through_another_signature_is_refused_at_the_call() {
    let module = |def: &str, call: &str| format!("{def}\ndefine i32 @main() {{\n  {call}\n  ret i32 0\n}}\n");
    let cases = [
        // Ran silently before, passing an `i32` where the callee reads an `i64`.
        (
            "define i64 @f(i64 %x) {\n  ret i64 %x\n}",
            "%r = call i32 @f(i32 41)",
            "`@f` as `i32 (i32)`, a function of type `i64 (i64)`",
        ),
        // Was refused as a use of an undefined `%r`.
        ("define void @g() {\n  ret void\n}", "%r = call i32 @g()", "`@g` as `i32 ()`, a function of type `void ()`"),
        (
            "define i32 @h(i32 %a, i32 %b) {\n  ret i32 %a\n}",
            "%r = call i32 @h(i32 1)",
            "`@h` as `i32 (i32)`, a function of type `i32 (i32, i32)`",
        ),
        // A K&R call, its type written.
        (
            "define double @k(double %x) {\n  ret double %x\n}",
            "%r = call double (i32, ...) @k(i32 3)",
            "`@k` as `double (i32, ...)`, a function of type `double (double)`",
        ),
    ];
    for (def, call, says) in cases {
        let refused = waddle::llvm::import_text("sig.ll", module(def, call)).expect_err(call);
        assert!(refused.contains(&format!("not supported: a call of {says}")), "{call}: {refused}");
        let line = def.lines().count() + 2;
        assert!(refused.contains(&format!("sig.ll:{line}:3")), "{call}: {refused}");
    }
    // The callee's own type is accepted, whether written or not.
    for call in ["%r = call i64 @f(i64 41)", "%r = call i64 (i64) @f(i64 41)"] {
        let text = module("define i64 @f(i64 %x) {\n  ret i64 %x\n}", call);
        waddle::llvm::import_text("sig.ll", text).unwrap_or_else(|e| panic!("{call}: {e}"));
    }
}

#[test]
fn an_unsupported_instruction_is_named_by_its_opcode_and_optimizer_hints_do_nothing() {
    let text = "define i32 @main(ptr %ap) {\n  %v = va_arg ptr %ap, i32\n  ret i32 0\n}\n";
    let refused = waddle::llvm::import_text("va.ll", text.into()).expect_err("not supported");
    assert!(refused.contains("`va_arg` is not supported") && refused.contains("va.ll:2:3"), "{refused}");
    // `llvm.experimental.noalias.scope.decl`, which inlining leaves, has no effect on a run.
    let text = "declare void @llvm.experimental.noalias.scope.decl(metadata)\n\
                define i32 @main() {\n  call void @llvm.experimental.noalias.scope.decl(metadata !0)\n  ret i32 42\n}\n\
                !0 = !{!1}\n!1 = distinct !{!1, !2}\n!2 = distinct !{!2}\n";
    let imported = waddle::llvm::import_text("hint.ll", text.into()).unwrap_or_else(|e| panic!("{e}"));
    let (_, end) = run(&imported, Engine::Fast);
    assert!(matches!(&end, End::Exit(v) if v.to_big() == 42.into()), "{end:?}");
}

/// The bit intrinsics on widths clang does not emit: a byte swap of an odd number of
/// bytes, and any of them wider than 128 bits, are refused at the call; at 128 bits
/// they run (`0x…01` byte-swapped is `0x01…`, one bit set, 127 zeros above it).
#[test]
fn bit_intrinsics_refuse_widths_they_do_not_spell_out() {
    let module = |decl: &str, call: &str| format!("{decl}\ndefine i32 @main() {{\n  {call}\n  ret i32 0\n}}\n");
    let cases = [
        ("declare i24 @llvm.bswap.i24(i24)", "%r = call i24 @llvm.bswap.i24(i24 1)", "a byte swap of 24 bits"),
        (
            "declare i256 @llvm.ctpop.i256(i256)",
            "%r = call i256 @llvm.ctpop.i256(i256 7)",
            "`@llvm.ctpop.i256` wider than 128 bits is not supported",
        ),
    ];
    for (decl, call, says) in cases {
        let refused = waddle::llvm::import_text("bits.ll", module(decl, call)).expect_err(call);
        assert!(refused.contains(says) && refused.contains("bits.ll:3:3"), "{call}: {refused}");
    }
    let text = "declare i128 @llvm.bswap.i128(i128)\ndeclare i128 @llvm.ctlz.i128(i128, i1)\n\
                define i32 @main() {\n  %s = call i128 @llvm.bswap.i128(i128 1)\n  \
                %z = call i128 @llvm.ctlz.i128(i128 %s, i1 true)\n  %t = trunc i128 %z to i32\n  \
                %u = lshr i128 %s, 120\n  %w = trunc i128 %u to i32\n  %r = add i32 %t, %w\n  ret i32 %r\n}\n";
    let imported = waddle::llvm::import_text("wide.ll", text.into()).unwrap_or_else(|e| panic!("{e}"));
    let (_, end) = run(&imported, Engine::Fast);
    assert!(matches!(&end, End::Exit(v) if v.to_big() == 8.into()), "{end:?}");
}
