//! Passes run by `waddle` on LLVM IR: `equiv --pass CMD` over `.ll` files, and
//! `equiv --per-pass CMD FILE.ll`, which splits what `opt -print-changed
//! -print-module-scope` prints into each pass's input and output. The commands here
//! stand in for `opt` (so no LLVM is needed): they print recorded modules.

use crate::common::TempDir;
use std::path::{Path, PathBuf};
use std::time::Duration;
use waddle::check::pair::PairOptions;
use waddle::check::per_pass::{self, Dump, PerPass};
use waddle::check::suite::{self, FileVerdict, Suite};

fn dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/llvm").join(name)
}

/// A fresh scratch folder, removed when dropped.
fn scratch(name: &str) -> TempDir {
    TempDir::new(&format!("llvm-passes-{name}"))
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).expect("readable")
}

/// What `opt -print-changed -print-module-scope` prints: the start, then each pass.
fn printed(start: &str, after: &[(&str, Option<&str>)]) -> String {
    let mut s = format!("*** IR Dump At Start ***\n{start}");
    for (pass, module) in after {
        match module {
            Some(m) => s += &format!("*** IR Dump After {pass} on loop %for.body in function main ***\n{m}"),
            None => s += &format!("*** IR Dump After {pass} on main omitted because no change ***\n"),
        }
        s += "*** IR Pass PassManager<Function> on main ignored ***\n";
    }
    s
}

/// A stand-in for `opt`: it reads its input, prints `stderr_file` on its standard error
/// and ignores the flags appended to it.
fn fake_opt(stderr_file: &Path) -> String {
    format!("cat >/dev/null; cat '{}' >&2; true", stderr_file.display())
}

/// `per_pass::run` with `text` as what the command prints; the scratch folder holding
/// the outputs is returned too, to be kept while they are looked at.
fn per_pass_on(name: &str, text: &str) -> (per_pass::PerPassReport, PerPass, TempDir) {
    let d = scratch(name);
    let dumps = d.join("stderr.txt");
    std::fs::write(&dumps, text).expect("writable");
    let p = PerPass {
        command: fake_opt(&dumps),
        file: dir("wrong").join("a_load_hoisted.before.ll"),
        out: d.join("out"),
        time_limit: Duration::from_secs(30),
        max_output: 64 << 20,
        pair: PairOptions::default(),
    };
    (per_pass::run(&p).expect("the pipeline runs"), p, d)
}

#[test]
fn the_printed_modules_are_split_by_pass() {
    let text = printed(
        "; A\n",
        &[("LICMPass", Some("; B\n")), ("LoopRotatePass", None), ("IndVarSimplifyPass", Some("; C\n"))],
    );
    let (dumps, unchanged) = per_pass::dumps(&text);
    let want = |pass: &str, on: &str, text: &str| Dump { pass: pass.into(), on: on.into(), text: text.into() };
    assert_eq!(
        dumps,
        vec![
            want("start", "", "; A\n"),
            want("LICMPass", "loop %for.body in function main", "; B\n"),
            want("IndVarSimplifyPass", "loop %for.body in function main", "; C\n"),
        ]
    );
    assert_eq!(unchanged, 1);
}

/// A pipeline whose second changing pass breaks the program: the first refines, the
/// second is named with the diff, the third is left unvalidated.
#[test]
fn the_first_pass_that_does_not_refine_is_named() {
    let (good, bad) =
        (read(&dir("wrong").join("a_load_hoisted.before.ll")), read(&dir("wrong").join("a_load_hoisted.after.ll")));
    let text = printed(
        &good,
        &[("LICMPass", Some(&good)), ("LoopRotatePass", None), ("GVNPass", Some(&bad)), ("LICMPass", Some(&bad))],
    );
    let (report, p, _dir) = per_pass_on("broken", &text);
    assert_eq!(report.steps.len(), 2, "{}", report.table(&p));
    assert_eq!(report.steps[0].verdict, FileVerdict::Equivalent);
    assert_eq!(report.steps[1].verdict, FileVerdict::NotEquivalent);
    assert_eq!(report.steps[1].passes, vec!["GVNPass on loop %for.body in function main".to_string()]);
    assert_eq!((report.left, report.unchanged, report.exit_code()), (1, 1, 1));
    let table = report.table(&p);
    assert!(table.contains("does not refine   SSA ✓  LCSSA ✓  loop-simplify ✓"), "{table}");
    assert!(table.contains("  GVNPass on loop %for.body in function main"), "{table}");
    assert!(table.contains("AFTER does not refine BEFORE"), "{table}");
    assert!(table.contains("reproduce: waddle equiv"), "{table}");
    // The modules are saved, each pass's under its name.
    assert!(p.out.join("02-GVNPass.ll").is_file());
}

/// A module `waddle` cannot read is passed over: the next readable one is validated
/// against the last readable one, the step naming both passes, and the verdict is
/// "no verdict" (exit 3) overall only when nothing failed.
#[test]
fn an_unreadable_module_is_passed_over_and_named() {
    let good = read(&dir("wrong").join("c_drop_nsw.before.ll"));
    let right = read(&dir("wrong").join("c_drop_nsw.after.ll"));
    let text = printed(
        &good,
        &[
            ("SLPVectorizerPass", Some("define <2 x i32> @v() {\n  ret <2 x i32> zeroinitializer\n}\n")),
            ("InstCombinePass", Some(&right)),
        ],
    );
    let (report, p, _dir) = per_pass_on("unread", &text);
    let table = report.table(&p);
    assert_eq!(report.unread.len(), 1, "{table}");
    assert_eq!(report.steps.len(), 1, "{table}");
    assert_eq!(report.steps[0].passes.len(), 2, "{table}");
    assert_eq!(report.steps[0].verdict, FileVerdict::Equivalent, "{table}");
    assert_eq!(report.exit_code(), 3);
    assert!(table.contains("after SLPVectorizerPass on loop %for.body in function main is not read"), "{table}");
    // The note locates what is not supported in the saved module.
    assert!(table.contains("-SLPVectorizerPass.ll:1:"), "{table}");
    // The pass passed over ran before the step's own, and is listed before it.
    let (unread, row) = (table.find("(after SLPVectorizerPass").expect("listed"), table.find("  InstCombinePass"));
    assert!(row.is_some_and(|row| unread < row), "{table}");
}

/// A command that prints no module is refused with the reason.
#[test]
fn a_command_printing_no_module_is_refused() {
    let d = scratch("none");
    let p = PerPass {
        command: "cat; true".into(),
        file: dir("wrong").join("c_drop_nsw.before.ll"),
        out: d.join("out"),
        time_limit: Duration::from_secs(30),
        max_output: 64 << 20,
        pair: PairOptions::default(),
    };
    let err = per_pass::run(&p).expect_err("nothing printed").to_string();
    assert!(err.contains("printed no module") && err.contains("-print-changed"), "{err}");
}

/// `--pass` over `.ll` files and a folder of them: each output validated by refinement.
#[test]
fn a_suite_runs_over_ll_files() {
    let d = scratch("suite");
    let wrong = dir("wrong");
    // The pass replaces a_load_hoisted's BEFORE by its broken AFTER, and leaves every
    // other module as it is.
    let bad = wrong.join("a_load_hoisted.after.ll");
    let command = format!(
        "t=$(cat); case \"$t\" in *store_then_load*) cat '{}';; *) printf '%s\\n' \"$t\";; esac",
        bad.display()
    );
    let files = vec![wrong.join("a_load_hoisted.before.ll"), wrong.join("c_drop_nsw.before.ll")];
    let s = Suite {
        command,
        files,
        jobs: 2,
        out: d.join("out"),
        bril_text: false,
        time_limit: Duration::from_secs(30),
        max_output: 64 << 20,
        report_lines: 40,
        pair: PairOptions::default(),
        flags: vec![],
        shard: None,
    };
    let report = suite::run(&s, &|_, _, _| {}).expect("the suite runs");
    let verdicts: Vec<FileVerdict> = report.rows.iter().map(|r| r.verdict).collect();
    assert_eq!(
        verdicts,
        vec![FileVerdict::NotEquivalent, FileVerdict::Equivalent],
        "{}",
        report.table(s.report_lines, "out")
    );
    assert!(report.rows[0].after.as_ref().is_some_and(|a| a.extension().is_some_and(|e| e == "ll")));
    assert!(report.table(s.report_lines, "out").contains("AFTER does not refine BEFORE"));
}

/// A loop pass promises LCSSA and loop-simplify form: its output losing one is named
/// ("loses a form"); another pass's output losing one is only a note.
#[test]
fn a_loop_pass_that_loses_a_loop_form_is_named() {
    let facts = |name: &str| read(&dir("facts").join(name));
    let (canonical, lost) = (facts("canonical.ll"), facts("no-lcssa-phi.ll"));
    let text = printed(
        &canonical,
        &[("InstCombinePass", Some(&lost)), ("LoopRotatePass", Some(&canonical)), ("LoopRotatePass", Some(&lost))],
    );
    let (report, p, _dir) = per_pass_on("promise", &text);
    let table = report.table(&p);
    let verdicts: Vec<FileVerdict> = report.steps.iter().map(|s| s.verdict).collect();
    assert_eq!(verdicts, vec![FileVerdict::Equivalent, FileVerdict::Equivalent, FileVerdict::StaticFailed], "{table}");
    assert!(report.steps[2].broke_promise, "{table}");
    // The facts of each output: InstCombine's loses LCSSA as information, the second
    // rotation's as a failure; the first rotation's output has every form again.
    let rows: Vec<&str> = table.lines().take(3).collect();
    assert!(rows[0].contains("refines           SSA ✓  LCSSA lost  loop-simplify ✓"), "{table}");
    assert!(rows[1].contains("refines           SSA ✓  LCSSA ✓  loop-simplify ✓"), "{table}");
    assert!(rows[2].contains("loses a form      SSA ✓  LCSSA lost  loop-simplify ✓"), "{table}");
    assert!(rows[2].ends_with("  LoopRotatePass on loop %for.body in function main"), "{table}");
    assert!(table.contains("`loop-rotate` promises to keep it"), "{table}");
    let f = &report.steps[0].forms;
    assert_eq!(
        f.iter().map(|f| (f.property.name(), f.before, f.after)).collect::<Vec<_>>(),
        [("SSA", true, true), ("LCSSA", true, false), ("loop-simplify", true, true)]
    );
}

/// `--pass` reads the pipeline of an `opt` command for the passes' promise.
#[test]
fn the_pipeline_is_read_from_an_opt_command() {
    use waddle::llvm::facts::pipeline_of_command;
    assert_eq!(
        pipeline_of_command("opt-22 -S -passes='loop-mssa(licm),loop-rotate'").as_deref(),
        Some("loop-mssa(licm),loop-rotate")
    );
    assert_eq!(pipeline_of_command("opt -S --passes=indvars -o -").as_deref(), Some("indvars"));
    assert_eq!(pipeline_of_command("opt -S -passes=\"sroa\"").as_deref(), Some("sroa"));
    assert_eq!(pipeline_of_command("./my-pass.sh"), None);
}
