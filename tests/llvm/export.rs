//! `waddle export llvm`: a program written as LLVM IR, read back by the project's own
//! reader and run, prints the effect trace of the kernel's run and exits as the guide
//! says (specs/llvm.md, "Exporting"). Every run of `specs/` (a spec's runs, a program
//! file's `main` or only function when it takes no arguments, small arguments for a
//! program with memory), and random programs of the fuzzer's generator, with the arrays
//! of `fuzz --llvm`; `opt-22 -passes=verify` accepts every module when it is installed.
//! What the export refuses (an address a use would observe) is named at its place.
//! `waddle fuzz --llvm` finds a wrong "pass" (a shell command, no LLVM needed) and no
//! fault in one that changes nothing.

use crate::common::TempDir;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;
use waddle::diag::{render, Source, SourceMap};
use waddle::exec::machine::Rng;
use waddle::exec::{self, Engine, Incomplete, Limits, Oracle, OracleSpec, Outcome};
use waddle::format;
use waddle::format::run::{effect, parse_invocation};
use waddle::fuzz::gen::Prog;
use waddle::fuzz::llvm::{fuzz_llvm, program as fuzz_program, LlvmFuzz, LlvmSummary};
use waddle::ir::{FuncId, Op, Program, Type, Value};
use waddle::llvm::export::{default_entry, export, read_file, ExportRun, NamedRun};
use waddle::llvm::import_text;
use waddle::llvm::run::{run_to, End};

/// A program to export with one run, and the file it came from (for messages).
struct Case {
    name: String,
    program: Program,
    source_map: SourceMap,
    text: String,
    run: ExportRun,
    fuel: u64,
    /// Whether the program is written inside a spec (whose spans the export does not
    /// get).
    inline: bool,
}

fn spec_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir).expect("a folder").map(|e| e.expect("entry").path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            spec_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "ron") {
            out.push(p);
        }
    }
}

/// Every run of `specs/` and of the programs with memory of `tests/equiv/` and
/// `tests/runaway/`: each spec's runs, each program file's default entry when it takes
/// no arguments, and when it takes integers and the program allocates, four runs with
/// small arguments.
fn spec_cases() -> Vec<Case> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    spec_files(&root.join("specs"), &mut files);
    // The programs with memory of the tests' own folders.
    let mut more = Vec::new();
    spec_files(&root.join("tests/equiv"), &mut more);
    spec_files(&root.join("tests/runaway"), &mut more);
    files.extend(more.into_iter().filter(|p| std::fs::read_to_string(p).is_ok_and(|t| t.contains("Alloc("))));
    let mut cases = Vec::new();
    for path in files {
        let Ok(file) = read_file(&path) else { continue };
        let name = path.strip_prefix(root).unwrap_or(&path).display().to_string();
        let program = &file.program;
        let mut runs: Vec<NamedRun> = file.runs.clone();
        if runs.is_empty() {
            let entry = default_entry(program).filter(|f| program.func(*f).params().is_empty());
            let entry = entry.map(|f| program.func(f).name.clone());
            runs.extend(entry.map(|entry| NamedRun { entry, args: vec![], oracle: None, fuel: None }));
        }
        if runs.is_empty() && allocates(program) {
            // A program with memory whose entry takes integers: small arguments.
            let entry = default_entry(program).map(|f| program.func(f));
            if let Some(f) = entry.filter(|f| f.params().iter().all(|r| *f.reg_ty(*r) == Type::Int)) {
                for k in ["0", "1", "3", "7"] {
                    let args = vec![k.to_string(); f.params().len()];
                    runs.push(NamedRun { entry: f.name.clone(), args, oracle: None, fuel: None });
                }
            }
        }
        let inline = Path::new(&file.name) == path;
        for r in runs {
            let Ok(inv) = parse_invocation(program, &r.entry, &r.args, r.oracle.as_deref()) else { continue };
            let run = ExportRun { entry: inv.entry, args: inv.args, oracle: inv.oracle };
            cases.push(Case {
                name: format!("{name} {}{:?}", r.entry, r.args),
                program: program.clone(),
                source_map: file.source_map.clone(),
                text: file.text.clone(),
                run,
                fuel: r.fuel.unwrap_or(1_000_000),
                inline,
            });
        }
    }
    cases
}

/// What a case's module must print and its exit code, from the kernel's run; `None`
/// for a run the fuel cut short (the module's output is then compared as a prefix).
fn expected(case: &Case) -> (Vec<String>, Option<i64>, u64) {
    let p = &case.program;
    let limits = Limits { fuel: case.fuel, ..Limits::default() };
    let env = exec::Env::new(p, limits);
    let start = env.start(case.run.entry, case.run.args.clone(), Oracle::new(case.run.oracle.clone()));
    let run = Engine::Fast.run(&env, start, &mut ()).expect("a verified program does not get stuck");
    let lines = run.config.effects.iter().map(|e| effect(p, e)).collect();
    let code = match &run.outcome {
        Outcome::Halt(_) => Some(0),
        Outcome::HaltEx(_) => Some(1),
        Outcome::Incomplete(Incomplete::OracleExhausted | Incomplete::OracleRejected(_)) => Some(3),
        Outcome::Incomplete(_) => None,
    };
    (lines, code, run.steps)
}

/// How a module's run compared with the kernel's.
#[derive(Debug, PartialEq, Eq)]
enum Verdict {
    Same,
    /// An integer left the width; what was printed before agrees.
    Overflow,
    /// The run went where ν's addresses matter (a memory fault, an uninitialised read,
    /// …); what was printed before agrees.
    Address,
    /// Both runs were cut short; what each printed is a prefix of the other.
    Prefix,
}

/// Exports, reads back and runs a case; a mismatch is an error message.
fn round_trip(case: &Case) -> Result<Verdict, String> {
    let text = export(&case.program, &case.run, Some(&case.source_map)).map_err(|e| format!("refused: {e:?}"))?;
    let imported = import_text(&case.name, text.clone()).map_err(|e| format!("does not read back: {e}\n{text}"))?;
    let (want, code, steps) = expected(case);
    let fuel = if code.is_none() { 50 * steps + 10_000 } else { 1_000_000_000 };
    let limits = Limits { fuel, memory_bits: 1 << 36, ..Limits::default() };
    let mut out = Vec::new();
    let run = run_to(&imported.lowered, limits, Engine::Fast, &mut out).map_err(|e| format!("stuck: {e}"))?;
    let printed = String::from_utf8_lossy(&out).into_owned();
    let got: Vec<String> = printed.lines().map(str::to_string).collect();
    let mismatch = |why: &str| format!("{why}: printed {got:?}, the kernel's effects {want:?} (end {:?})", run.end);
    match (&run.end, code) {
        (End::Exit(c), Some(k)) if c.to_i64() == Some(k) && got == want => Ok(Verdict::Same),
        (End::Exit(c), _) if c.to_i64() == Some(4) => {
            let (last, before) = got.split_last().ok_or_else(|| mismatch("exit 4 without a message"))?;
            let prefix = before.len() <= want.len() && want[..before.len()] == *before;
            let verdict = if last.starts_with("overflow: ") { Verdict::Overflow } else { Verdict::Address };
            let named = last.starts_with("overflow: ") || last.starts_with("memory: ");
            (named && prefix).then_some(verdict).ok_or_else(|| mismatch("exit 4"))
        }
        (End::Incomplete(_), None) => {
            let n = got.len().min(want.len());
            (got[..n] == want[..n]).then_some(Verdict::Prefix).ok_or_else(|| mismatch("cut short"))
        }
        _ => Err(mismatch("different")),
    }
}

/// Whether the program allocates memory.
fn allocates(p: &Program) -> bool {
    p.funcs.iter().any(|f| f.blocks().any(|(_, b)| b.insts.iter().any(|i| matches!(i.op, Op::Alloc(_)))))
}

/// Whether `opt-22` is installed (`.ci/install-llvm`); the tests need it only to check
/// that LLVM reads what the export writes, and run without it.
fn opt_installed() -> bool {
    Command::new("opt-22").arg("--version").output().is_ok_and(|o| o.status.success())
}

/// `opt-22 -passes=verify` on a module: `None` when it accepts it, else its complaint.
fn opt_rejects(text: &str, tag: &str) -> Option<String> {
    let dir = TempDir::new(&format!("export-verify-{tag}"));
    let path = dir.file(&format!("{tag}.ll"), text);
    let out = Command::new("opt-22").args(["-passes=verify", "-disable-output"]).arg(&path).output();
    match out {
        Ok(o) if o.status.success() => None,
        Ok(o) => Some(String::from_utf8_lossy(&o.stderr).into_owned()),
        Err(e) => Some(e.to_string()),
    }
}

#[test]
fn every_exported_spec_run_prints_the_kernel_effect_trace() {
    let (mut same, mut overflow, mut address, mut prefix, mut refused) = (0, 0, 0, 0, 0);
    let (mut memory, mut verified) = (0, 0);
    let opt = opt_installed();
    let mut failures = Vec::new();
    for case in spec_cases() {
        let text = match export(&case.program, &case.run, Some(&case.source_map)) {
            Ok(text) => text,
            Err(errors) => {
                refused += 1;
                let rendered = render(&errors, Some(&Source { name: &case.name, text: &case.text }));
                for e in &errors {
                    if e.loc.func.is_none() || (e.loc.span.is_none() && !case.inline) {
                        failures.push(format!("{}: a refusal without its place: {rendered}", case.name));
                    }
                }
                continue;
            }
        };
        match round_trip(&case) {
            Ok(Verdict::Same) => same += 1,
            Ok(Verdict::Overflow) => overflow += 1,
            Ok(Verdict::Address) => address += 1,
            Ok(Verdict::Prefix) => prefix += 1,
            Err(e) => failures.push(format!("{}: {e}", case.name)),
        }
        memory += usize::from(allocates(&case.program));
        if opt {
            verified += 1;
            if let Some(why) = opt_rejects(&text, "spec") {
                failures.push(format!("{}: opt-22 rejects the module: {why}", case.name));
            }
        }
    }
    eprintln!(
        "{same} runs print the same trace, {overflow} leave the width, {address} stop where an address matters, \
         {prefix} cut short; {memory} of them allocate; {refused} refused; {verified} verified by opt-22"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(same >= 40, "only {same} runs round-trip");
    assert!(memory >= 20 && address >= 5, "only {memory} runs with memory round-trip, {address} stop at an address");
}

/// A program that prints an address ν chose: its outcome depends on ν's addresses.
const PRINTS_AN_ADDRESS: &str = r#"Program(
    externs: [Extern(name: "print", params: [Int], ret: Unit)],
    functions: [Function(name: "main", ret: Int, blocks: [
        Block(name: "entry", insts: [("p", Alloc(64)), ("q", Add("p", 64)), ("_", Call("@print", ["q"]))],
              term: Return(0)),
    ])],
)"#;

#[test]
fn a_program_observing_an_address_is_refused_at_the_use() {
    let parsed = format::parse_program(PRINTS_AN_ADDRESS).expect("parses");
    let p = &parsed.program;
    let run = ExportRun { entry: FuncId(0), args: vec![], oracle: OracleSpec::seed(0) };
    let errors = export(p, &run, Some(&parsed.source_map)).expect_err("an observed address is refused");
    let shown = render(&errors, Some(&Source { name: "prints.ron", text: PRINTS_AN_ADDRESS }));
    assert!(shown.starts_with("error: the address `q` is an operand of `call`: ν chooses it"), "{shown}");
    assert!(shown.contains("prints.ron:4:77"), "{shown}");
    assert!(shown.contains("main:entry:2"), "{shown}");
    assert_eq!(errors.len(), 1, "{shown}");
}

#[test]
fn each_use_that_would_observe_an_address_is_refused() {
    let cases = [
        (r#"("c", Eq("p", 0))"#, "the address `p` is an operand of `eq`"),
        (r#"("_", Store("p", "p", 64))"#, "the address `p` is an operand of `store`"),
        (r#"("x", Sub(1, "p"))"#, "the address `p` is an operand of `sub`"),
        (r#"("x", Add("p", "p"))"#, "the address `p` is added to another address"),
        (r#"("x", Load(4096, 64))"#, "the address of this `load` does not come from an `alloc` of `main`"),
        (r#"("x", Load("p", 200))"#, "an access of 200 bits: the export's cells hold 1 to 128 bits"),
        (r#"("x", Load("p", 32))"#, "an access of 32 bits to memory accessed in cells of 64 bits elsewhere"),
    ];
    for (inst, want) in cases {
        let text = format!(
            r#"Program(functions: [Function(name: "main", ret: Int, blocks: [
                Block(name: "entry", insts: [("p", Alloc(64)), ("_", Store("p", 1, 64)), {inst}], term: Return(0)),
            ])])"#
        );
        let parsed = format::parse_program(&text).unwrap_or_else(|e| panic!("{inst}: {e:?}"));
        let run = ExportRun { entry: FuncId(0), args: vec![], oracle: OracleSpec::seed(0) };
        let errors = export(&parsed.program, &run, Some(&parsed.source_map)).expect_err(inst);
        let shown: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        assert!(shown.iter().any(|e| e.starts_with("main:entry:2: ") && e.contains(want)), "{inst}: {shown:?}");
    }
    let returned = r#"Program(functions: [Function(name: "main", ret: Int, blocks: [
        Block(name: "entry", insts: [("p", Alloc(64))], term: Return("p")),
    ])])"#;
    let parsed = format::parse_program(returned).expect("parses");
    let run = ExportRun { entry: FuncId(0), args: vec![], oracle: OracleSpec::seed(0) };
    let errors = export(&parsed.program, &run, None).expect_err("a returned address is refused");
    assert_eq!(errors[0].to_string().split(": ν").next(), Some("main:entry:term: the address `p` is returned"));
}

#[test]
fn a_tape_that_would_answer_an_allocation_is_refused_and_a_seed_is_not() {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("specs/programs/memory_externs.ron"))
        .expect("readable");
    let parsed = format::parse_program(&text).expect("parses");
    let p = &parsed.program;
    let inv = parse_invocation(p, "main", &["2".into()], Some("tape:4096,5,7")).expect("a run");
    let run = ExportRun { entry: inv.entry, args: inv.args, oracle: inv.oracle };
    let errors = export(p, &run, Some(&parsed.source_map)).expect_err("a tape's address is refused");
    let shown = render(&errors, Some(&Source { name: "memory_externs.ron", text: &text }));
    assert!(shown.starts_with("error: ν is a tape, which would answer this allocation's address"), "{shown}");
    assert!(shown.contains("memory_externs.ron:15:55"), "{shown}");
    assert!(shown.contains("main:entry:1"), "{shown}");
    let inv = parse_invocation(p, "main", &["2".into()], Some("seed:5")).expect("a run");
    let run = ExportRun { entry: inv.entry, args: inv.args, oracle: inv.oracle };
    let text = export(p, &run, None).expect("a seed is exported");
    assert!(text.contains("call ptr @malloc(") && text.contains("call void @free("), "{text}");
}

#[test]
fn a_constant_beyond_the_width_is_refused_where_it_is_needed_exactly() {
    let text = r#"Program(functions: [Function(name: "main", ret: Bool, blocks: [
        Block(name: "a", insts: [("c", Lt(1, "2037035976334486086268445688409378161051468393665936250636140449354381299763336706183397376"))], term: Return("c")),
    ])])"#;
    let parsed = format::parse_program(text).expect("parses");
    let run = ExportRun { entry: FuncId(0), args: vec![], oracle: Default::default() };
    let errors = export(&parsed.program, &run, Some(&parsed.source_map)).expect_err("refused");
    assert_eq!(
        errors[0].to_string(),
        "main:a:0: the integer 2037035976334486086268445688409378161051468393665936250636140449354381299763336706183397376 does not fit in i256, where its exact value is needed"
    );
}

/// An argument of the run too wide for the module is the run's, and the message says
/// which argument, not a constant of the text.
#[test]
fn a_run_argument_beyond_the_width_is_named_as_the_runs() {
    let text = r#"Program(functions: [Function(name: "id", ret: Int, blocks: [
        Block(name: "a", params: [("x", Int)], term: Return("x")),
    ])])"#;
    let parsed = format::parse_program(text).expect("parses");
    let wide =
        waddle::ir::Value::Int(waddle::ir::Int::parse("1234567890123456789012345678901234567890").expect("an integer"));
    let run = ExportRun { entry: FuncId(0), args: vec![wide], oracle: Default::default() };
    let errors = export(&parsed.program, &run, Some(&parsed.source_map)).expect_err("refused");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0]
            .to_string()
            .contains("argument 1 of the run of `id`, 1234567890123456789012345678901234567890, does not fit in i64"),
        "{}",
        errors[0]
    );
}

#[test]
fn random_programs_of_the_generator_round_trip() {
    let mut rng = Rng::new(7);
    let (mut same, mut tried) = (0, 0);
    let mut failures = Vec::new();
    while same < 25 && tried < 400 {
        tried += 1;
        let program = Prog::random(&mut rng, 12).build();
        for (k, n) in [0i64, 1, 2, 5].into_iter().enumerate() {
            let run = ExportRun { entry: FuncId(0), args: vec![Value::int(n)], oracle: OracleSpec::seed(k as u64) };
            let case = Case {
                name: format!("program {tried}, f({n})"),
                text: format::write_program(&program),
                source_map: Default::default(),
                program: program.clone(),
                run,
                fuel: 1_000_000,
                inline: false,
            };
            if export(&case.program, &case.run, None).is_err() {
                break;
            }
            match round_trip(&case) {
                Ok(Verdict::Same) if k == 0 => same += 1,
                Ok(_) => {}
                Err(e) => failures.push(format!("{}: {e}\n{}", case.name, case.text)),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(same >= 25, "only {same} of {tried} random programs are exported");
}

#[test]
fn the_llvm_fuzzers_programs_with_arrays_round_trip() {
    let (mut same, mut arrays, mut verified) = (0, 0, 0);
    let opt = opt_installed();
    let mut failures = Vec::new();
    for i in 0..60 {
        let (prog, arg) = fuzz_program(3, i, 12);
        let program = prog.build();
        let run = ExportRun { entry: FuncId(0), args: vec![Value::int(arg)], oracle: OracleSpec::seed(i) };
        let case = Case {
            name: format!("program {i}, f({arg})"),
            text: format::write_program(&program),
            source_map: Default::default(),
            program,
            run,
            fuel: 1_000_000,
            inline: false,
        };
        let text = match export(&case.program, &case.run, None) {
            Ok(text) => text,
            Err(e) => {
                failures.push(format!("{}: refused: {e:?}\n{}", case.name, case.text));
                continue;
            }
        };
        arrays += usize::from(allocates(&case.program));
        match round_trip(&case) {
            Ok(Verdict::Same) => same += 1,
            Ok(_) => {}
            Err(e) => failures.push(format!("{}: {e}\n{}", case.name, case.text)),
        }
        if opt {
            verified += 1;
            if let Some(why) = opt_rejects(&text, "fuzz") {
                failures.push(format!("{}: opt-22 rejects the module: {why}", case.name));
            }
        }
    }
    eprintln!("{same} of 60 print the same trace, {arrays} with arrays; {verified} verified by opt-22");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(same >= 50 && arrays >= 20, "{same} print the same trace, {arrays} have arrays");
}

/// A session of `waddle fuzz --llvm` over `count` programs, its modules in a fresh
/// folder, removed on return.
fn llvm_session(command: &str, count: u64, tag: &str) -> LlvmSummary {
    let dir = TempDir::new(&format!("export-test-{tag}"));
    let cfg = LlvmFuzz {
        command: command.into(),
        seed: 3,
        count: Some(count),
        time: None,
        size: 8,
        limit: Duration::from_secs(60),
        dir: dir.to_path_buf(),
        shrink: 1,
    };
    fuzz_llvm(&cfg, |_| {})
}

#[test]
fn fuzzing_a_pass_that_changes_nothing_finds_nothing() {
    let s = llvm_session("cat", 6, "cat");
    assert_eq!((s.refined, s.failures.len()), (6, 0), "{}", s.text("cat"));
}

/// A pass whose AFTER waddle does not read (here a function of a vector appended) is
/// counted unread, without a verdict: not a failure, and not silent either.
#[test]
fn fuzzing_a_pass_whose_output_waddle_does_not_read_fails_nothing_and_says_so() {
    let vector = "cat; printf 'define <2 x i32> @v(<2 x i32> %%a) {\\n  %%b = insertelement <2 x i32> %%a, i32 1, i32 0\\n  ret <2 x i32> %%b\\n}\\n'";
    let s = llvm_session(vector, 3, "unread");
    let text = s.text("vector");
    assert_eq!((s.unread, s.refined, s.failures.len()), (3, 0, 0), "{text}");
    assert!(text.contains("UNREAD program 0") && text.contains("a vector parameter is not supported"), "{text}");
    assert!(text.contains("no verdict: no pair was validated"), "{text}");
    // A malformed AFTER is no proof of a wrong pass either (opt verifies what it
    // prints): unread, with the reader's error located in it.
    let broken = "sed 's/ ret / rett /'";
    let s = llvm_session(broken, 1, "broken");
    let text = s.text(broken);
    assert_eq!((s.unread, s.failures.len()), (1, 0), "{text}");
    assert!(text.contains("p0.after.ll (kept): error: "), "{text}");
}

#[test]
fn fuzzing_a_wrong_pass_finds_it_and_shrinks_the_program() {
    let wrong = "sed 's/icmp slt/icmp sle/'";
    let s = llvm_session(wrong, 6, "wrong");
    let f = s.failures.first().unwrap_or_else(|| panic!("the wrong pass is caught: {}", s.text(wrong)));
    assert!(f.report.contains("AFTER does not refine BEFORE"), "{}", f.report);
    assert!(f.blocks.1 <= f.blocks.0);
}
