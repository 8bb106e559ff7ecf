//! Bril programs: `specs/bril/` holds programs of our own, each with the output Bril's
//! reference interpreter prints for it (`NAME.out`, worked out by hand from Bril's
//! semantics) and, for the ones that fail, its error (`NAME.err`); `tests/bad-bril/`
//! holds bad Bril input, each with its first located error (`NAME.err`, re-blessed
//! with `WADDLE_BLESS=1`).

use crate::common::{self, TempDir};

use std::path::Path;
use std::process::Command;
use waddle::bril;
use waddle::diag::{render, Source};

fn bril_files(dir: &str) -> Vec<std::path::PathBuf> {
    let mut v = common::files(dir, "bril");
    v.extend(common::files(dir, "json"));
    v.sort();
    v
}

fn args_of(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("readable Bril file");
    text.lines()
        .find_map(|l| l.strip_prefix("# ARGS:"))
        .map(|a| a.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

fn waddle(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_waddle")).args(args).output().expect("run waddle")
}

#[test]
fn every_bril_program_prints_what_brili_prints() {
    let files = bril_files("specs/bril");
    assert!(files.len() >= 15, "specs/bril has {} programs", files.len());
    let mut failures = Vec::new();
    for path in files {
        let want_out = std::fs::read_to_string(path.with_extension("out")).expect("every program has its .out");
        let want_err = std::fs::read_to_string(path.with_extension("err")).unwrap_or_default();
        let args = args_of(&path);
        let mut cli: Vec<&str> = vec!["run", path.to_str().unwrap(), "--bril"];
        cli.extend(args.iter().map(String::as_str));
        let out = waddle(&cli);
        let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        let want_code = if want_err.is_empty() { 0 } else { 2 };
        if stdout != want_out || stderr != want_err || out.status.code() != Some(want_code) {
            failures.push(format!(
                "{}: exit {:?} (want {want_code})\n--- stdout\n{stdout}--- want\n{want_out}--- stderr\n{stderr}--- want\n{want_err}",
                path.display(),
                out.status.code()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `total_dyn_inst` counted by hand: every executed instruction, `nop` and `jmp`
/// included, labels excluded.
#[test]
fn profiling_counts_bril_instructions() {
    for (file, args, count) in [
        // Straight-line: the 29 instructions of the file.
        ("specs/bril/core.bril", vec!["7", "-3"], 29),
        // 3 + Σ_{i<4} (7 + 5(i + 1)) + 3.
        ("specs/bril/nested_loops.bril", vec!["4"], 84),
        // 3 + 35 + 2 + 2 + 35 + 2 + 9 + 10 + 3.
        ("specs/bril/memory.bril", vec!["5"], 101),
        // 3 + 10·5 + 2 + (1 + 2 + 6).
        ("specs/bril/sum.json", vec![], 64),
    ] {
        let mut cli = vec!["run", file, "--bril", "-p"];
        cli.extend(args.iter().copied());
        let out = waddle(&cli);
        assert_eq!(out.status.code(), Some(0), "{file}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), format!("total_dyn_inst: {count}\n"), "{file}");
        // brili also takes `-p` among the arguments.
        let mut late = vec!["run", file, "--bril"];
        late.extend(args.iter().copied());
        late.push("-p");
        assert_eq!(waddle(&late).stderr, out.stderr, "{file}");
    }
    // No count after an error (brili throws first).
    let out = waddle(&["run", "specs/bril/err_leak.bril", "--bril", "-p"]);
    assert!(!String::from_utf8_lossy(&out.stderr).contains("total_dyn_inst"));
}

#[test]
fn main_arguments_are_checked_like_brili() {
    let out = waddle(&["run", "specs/bril/calls.bril", "--bril"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "error: mismatched main argument arity: expected 1; got 0\n");
    let out = waddle(&["run", "specs/bril/calls.bril", "--bril", "ten"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("int argument to main"));
    let out = waddle(&["run", "specs/bril/calls.bril", "--bril", "-4"]);
    assert_eq!((out.status.code(), String::from_utf8_lossy(&out.stdout).lines().next()), (Some(0), Some("-4")));
}

#[test]
fn runaway_bril_programs_end_incomplete() {
    let dir = TempDir::new("bril");
    let f = dir.join("forever.bril");
    std::fs::write(&f, "@main {\n.l:\n  jmp .l;\n}\n").unwrap();
    let out = waddle(&["run", f.to_str().unwrap(), "--bril", "--fuel", "1000"]);
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("out of fuel"));
}

fn first_error(path: &Path) -> Option<String> {
    let text = std::fs::read_to_string(path).expect("readable test file");
    let name = format!("tests/bad-bril/{}", path.file_name().unwrap().to_string_lossy());
    let errors = bril::lower::import_text(&text).err()?;
    errors.first().map(|e| render(std::slice::from_ref(e), Some(&Source { name: &name, text: &text })))
}

#[test]
fn bad_bril_input_yields_its_located_first_error() {
    let files = bril_files("tests/bad-bril");
    assert!(files.len() >= 15, "tests/bad-bril has {} files", files.len());
    let mut failures = Vec::new();
    for path in files {
        let Some(actual) = first_error(&path) else {
            failures.push(format!("{}: accepted, but it is bad input", path.display()));
            continue;
        };
        let ext = path.extension().unwrap().to_string_lossy().into_owned();
        assert!(actual.contains(&format!(".{ext}:")), "{}: no file:line:column:\n{actual}", path.display());
        if let Err(e) = waddle::format::bless::snapshot(&path.with_extension("err"), &actual) {
            failures.push(e);
        }
        let out = waddle(&["import", "bril", path.to_str().unwrap()]);
        let first = actual.lines().next().unwrap_or_default();
        let stderr = String::from_utf8_lossy(&out.stderr);
        if out.status.code() != Some(2) || !stderr.contains(first) || stderr.contains("panicked") {
            failures.push(format!("{}: exit {:?}, stderr:\n{stderr}", path.display(), out.status.code()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

fn import(path: &str) -> bril::Imported {
    let text = std::fs::read_to_string(common::root().join(path)).unwrap();
    bril::lower::import_text(&text).unwrap_or_else(|e| panic!("{path}: {e:?}"))
}

fn params(p: &waddle::ir::Program, func: &str, block: &str) -> Vec<String> {
    let f = p.func(p.func_by_name(func).unwrap());
    let b = f.block(f.block_by_name(block).unwrap_or_else(|| panic!("no block {block}")));
    b.params.iter().map(|r| f.reg_name(*r).to_string()).collect()
}

/// Pruned SSA: a join gets a parameter only for the variables live on entry to it.
#[test]
fn ssa_construction_is_pruned() {
    let imp = import("specs/bril/nested_loops.bril");
    let p = &imp.program;
    // `.outer` merges i and total (n and one are never reassigned; c and j are dead
    // there: both are assigned before any use).
    // (`const` and `id` emit nothing, so the first registers of i and total are these.)
    assert_eq!(params(p, "main", "outer"), vec!["i", "total"]);
    // `.inner` merges total and j; i is not reassigned inside the outer loop's body.
    assert_eq!(params(p, "main", "inner"), vec!["total.1", "j"]);
    for b in ["inner_init", "body", "next", "done"] {
        assert_eq!(params(p, "main", b), Vec::<String>::new(), "{b}");
    }
    // A jump to the entry label: a fresh entry block takes the arguments.
    let imp = import("specs/bril/entry_loop.bril");
    let f = imp.program.func(imp.program.func_by_name("main").unwrap());
    assert_eq!(f.block(f.entry()).name, "entry");
    assert_eq!(params(&imp.program, "main", "top"), vec!["n.1"]);
}

#[test]
fn the_text_and_json_forms_import_alike() {
    let json = import("specs/bril/sum.json");
    let text = "@main {\n  n: int = const 10;\n  acc: int = const 0;\n  one: int = const 1;\n.loop:\n  done: bool = lt n one;\n  br done .end .body;\n.body:\n  acc: int = add acc n;\n  n: int = sub n one;\n  jmp .loop;\n.end:\n  sq: int = call @square acc;\n  p: ptr<int> = alloc one;\n  store p sq;\n  v: int = load p;\n  free p;\n  print acc v;\n  ret;\n}\n@square(x: int): int {\n  y: int = mul x x;\n  ret y;\n}\n";
    let from_text = bril::lower::import_text(text).unwrap();
    assert_eq!(from_text.program, json.program);
}

#[test]
fn import_writes_a_ron_program_that_verifies() {
    let dir = TempDir::new("bril-import");
    for f in bril_files("specs/bril") {
        let out = dir.join(f.with_extension("ron").file_name().unwrap());
        let o = waddle(&["import", "bril", f.to_str().unwrap(), "-o", out.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(0), "{}", f.display());
        let v = waddle(&["verify", out.to_str().unwrap()]);
        assert_eq!(v.status.code(), Some(0), "{}: {}", f.display(), String::from_utf8_lossy(&v.stderr));
        let text = std::fs::read_to_string(&out).unwrap();
        let back = waddle::format::parse_program(&text).unwrap_or_else(|_| panic!("{}", f.display()));
        let imp = import(&format!("specs/bril/{}", f.file_name().unwrap().to_string_lossy()));
        // The same program up to register numbering (RON numbers registers as it reads them).
        assert_eq!(waddle::format::write_program(&back.program), text, "{}", f.display());
        assert_eq!(waddle::format::write_program(&imp.program), text, "{}", f.display());
    }
}

/// The JSON some `bril2json`s write: `"type": null` for a function without a return
/// type, empty `funcs`/`labels` arrays. `null` reads as an absent field.
#[test]
fn null_fields_read_as_absent() {
    let json = r#"{"functions": [{"name": "main", "args": [], "type": null, "instrs": [
        {"op": "const", "dest": "x", "type": "int", "value": 7, "args": [], "funcs": [], "labels": []},
        {"op": "print", "args": ["x"], "funcs": [], "labels": [], "dest": null, "type": null}
    ]}]}"#;
    let imp = bril::lower::import_text(json).unwrap_or_else(|e| panic!("{e:?}"));
    let run = bril::run::run(&imp, &[], waddle::exec::Limits::default(), true, waddle::exec::Engine::Fast).unwrap();
    assert_eq!(run.stdout, "7\n");
    assert_eq!(run.dyn_inst, Some(2));
}

/// One variable reassigned 20,000 times in one block: the import gives every register
/// of `x` a name of its own (`x`, `x.1`, `x.2`, …) and the program runs to its value. How long it takes is in BENCHMARKS.md ("The Bril import as programs grow").
#[test]
fn a_variable_reassigned_twenty_thousand_times_imports_and_runs() {
    let n = 20_000;
    let mut text = String::from("@main {\n  x: int = const 0;\n  one: int = const 1;\n");
    text.push_str(&"  x: int = add x one;\n".repeat(n));
    text.push_str("  print x;\n}\n");
    let imp = bril::lower::import_text(&text).unwrap_or_else(|e| panic!("{e:?}"));
    let f = imp.program.func(imp.program.func_by_name("main").unwrap());
    let names: std::collections::HashSet<&str> =
        (0..f.num_regs()).map(|r| f.reg_name(waddle::ir::Reg(r as u32))).collect();
    assert_eq!(names.len(), f.num_regs(), "register names are unique");
    assert!(names.contains("x") && names.contains(format!("x.{n}").as_str()), "{} registers", names.len());
    let run = bril::run::run(&imp, &[], waddle::exec::Limits::default(), true, waddle::exec::Engine::Fast).unwrap();
    assert_eq!(run.stdout, format!("{n}\n"));
    assert_eq!(run.dyn_inst, Some(n as u64 + 3));
}

/// `run --bril` keeps the limits of `run`: `--budget`, `--memory-bits` and
/// `--value-bits` end the run as incomplete (exit 3) with what was printed before, and
/// the message names the limit given and the flag that raises it.
#[test]
fn bril_runs_keep_the_limits_they_are_given() {
    let dir = TempDir::new("bril-limits");
    let f = dir.join("limits.bril");
    std::fs::write(
        &f,
        "@main {\n  x: int = const 1099511627776;\n  print x;\n  n: int = const 1000;\n  p: ptr<int> = alloc n;\n  y: int = mul x x;\n  print y;\n  free p;\n}\n",
    )
    .unwrap();
    let file = f.to_str().unwrap();
    assert_eq!(String::from_utf8_lossy(&waddle(&["run", file, "--bril"]).stdout), "1099511627776\n0\n");
    for (flag, value, printed, words) in [
        ("--budget", "0", "", "over its budget of 0 bytes"),
        ("--budget", "1K", "1099511627776\n", "over its budget of 1024 bytes, mostly the memory"),
        ("--memory-bits", "4096", "1099511627776\n", "the memory limit of 4096 bits"),
        // 2^40 · 2^40 is 81 bits wide before Bril's wraparound.
        ("--value-bits", "64", "1099511627776\n", "the value-size limit of 64 bits"),
        ("--fuel", "2", "1099511627776\n", "out of fuel after 2 steps"),
    ] {
        let out = waddle(&["run", file, "--bril", flag, value]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(3), "{flag} {value}: {stderr}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), printed, "{flag} {value}");
        assert!(stderr.starts_with("incomplete: ") && stderr.contains(words), "{flag} {value}: {stderr}");
        assert!(stderr.trim_end().ends_with(&format!("raise it with {flag})")), "{flag} {value}: {stderr}");
    }
}
