//! `waddle export llvm`: a program written as LLVM IR, read back by the project's own
//! reader and run, prints the effect trace of the kernel's run and exits as the guide
//! says (specs/llvm.md, "Exporting"). Every run of `specs/` (a spec's runs, a program
//! file's `main` or only function when it takes no arguments) and random programs of
//! the fuzzer's generator; what the export refuses is named at its place. `waddle fuzz
//! --llvm` finds a wrong "pass" (a shell command, no LLVM needed) and no fault in one that
//! changes nothing.

use std::path::{Path, PathBuf};
use std::time::Duration;
use waddle::diag::{render, Source, SourceMap};
use waddle::exec::machine::Rng;
use waddle::exec::{self, Engine, Incomplete, Limits, Oracle, OracleSpec, Outcome};
use waddle::format;
use waddle::format::run::{effect, parse_invocation};
use waddle::fuzz::gen::Prog;
use waddle::fuzz::llvm::{fuzz_llvm, LlvmFuzz, LlvmSummary};
use waddle::ir::{FuncId, Program, Value};
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

/// Every run of `specs/`: each spec's runs, and each program file's default entry
/// when it takes no arguments.
fn spec_cases() -> Vec<Case> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    spec_files(&root.join("specs"), &mut files);
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
            (last.starts_with("overflow: ") && prefix).then_some(Verdict::Overflow).ok_or_else(|| mismatch("overflow"))
        }
        (End::Incomplete(_), None) => {
            let n = got.len().min(want.len());
            (got[..n] == want[..n]).then_some(Verdict::Prefix).ok_or_else(|| mismatch("cut short"))
        }
        _ => Err(mismatch("different")),
    }
}

#[test]
fn every_exported_spec_run_prints_the_kernel_effect_trace() {
    let (mut same, mut overflow, mut prefix, mut refused) = (0, 0, 0, 0);
    let mut failures = Vec::new();
    for case in spec_cases() {
        if let Err(errors) = export(&case.program, &case.run, Some(&case.source_map)) {
            refused += 1;
            let rendered = render(&errors, Some(&Source { name: &case.name, text: &case.text }));
            for e in &errors {
                if e.loc.func.is_none() || (e.loc.span.is_none() && !case.inline) {
                    failures.push(format!("{}: a refusal without its place: {rendered}", case.name));
                }
            }
            continue;
        }
        match round_trip(&case) {
            Ok(Verdict::Same) => same += 1,
            Ok(Verdict::Overflow) => overflow += 1,
            Ok(Verdict::Prefix) => prefix += 1,
            Err(e) => failures.push(format!("{}: {e}", case.name)),
        }
    }
    eprintln!("{same} runs print the same trace, {overflow} leave the width, {prefix} cut short; {refused} refused");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(same >= 40, "only {same} runs round-trip");
}

#[test]
fn a_refused_construct_is_named_at_its_place() {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("specs/programs/memory_externs.ron"))
        .expect("readable");
    let parsed = format::parse_program(&text).expect("parses");
    let p = &parsed.program;
    let inv = parse_invocation(p, "main", &["2".into()], None).expect("a run");
    let run = ExportRun { entry: inv.entry, args: inv.args, oracle: inv.oracle };
    let errors = export(p, &run, Some(&parsed.source_map)).expect_err("memory is refused");
    let shown = render(&errors, Some(&Source { name: "memory_externs.ron", text: &text }));
    assert!(shown.starts_with("error: a memory operation is not exported"), "{shown}");
    assert!(shown.contains("memory_externs.ron:15:55"), "{shown}");
    assert!(shown.contains("main:entry:1"), "{shown}");
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

/// A session of `waddle fuzz --llvm` over `count` programs, its modules in a fresh
/// folder.
fn llvm_session(command: &str, count: u64, tag: &str) -> LlvmSummary {
    let dir = std::env::temp_dir().join(format!("waddle-export-test-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let cfg = LlvmFuzz {
        command: command.into(),
        seed: 3,
        count: Some(count),
        time: None,
        size: 8,
        limit: Duration::from_secs(60),
        dir: dir.clone(),
        shrink: 1,
    };
    let s = fuzz_llvm(&cfg, |_| {});
    let _ = std::fs::remove_dir_all(&dir);
    s
}

#[test]
fn fuzzing_a_pass_that_changes_nothing_finds_nothing() {
    let s = llvm_session("cat", 6, "cat");
    assert_eq!((s.refined, s.failures.len()), (6, 0), "{}", s.text("cat"));
}

#[test]
fn fuzzing_a_wrong_pass_finds_it_and_shrinks_the_program() {
    let wrong = "sed 's/icmp slt/icmp sle/'";
    let s = llvm_session(wrong, 6, "wrong");
    let f = s.failures.first().unwrap_or_else(|| panic!("the wrong pass is caught: {}", s.text(wrong)));
    assert!(f.report.contains("AFTER does not refine BEFORE"), "{}", f.report);
    assert!(f.blocks.1 <= f.blocks.0);
}
