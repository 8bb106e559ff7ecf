//! A pipeline of `opt` validated pass by pass (`waddle equiv --per-pass CMD FILE.ll`):
//! the command runs once, with `-print-changed -print-module-scope` added, so that `opt`
//! prints the whole module at the start and after every pass that changed it; each
//! printed module is saved (`NN-Pass.ll` in the outputs' folder) and each pass's output
//! is validated against its input as a pair of `.ll` files (`pair::validate_files`,
//! refinement). The first pass whose output does not refine its input is named, with
//! the pair's diff. A printed module that `waddle` cannot read is passed over: the
//! next one readable is validated against the last one readable, and the step names
//! every pass between them.

use super::pair::{validate_files, PairOptions};
use super::suite::{clip, pass, FileVerdict, PassFailure};
use crate::format;
use crate::llvm::{self, facts};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How a pipeline is run.
#[derive(Clone, Debug)]
pub struct PerPass {
    /// The `opt` command, its flags last (the dump flags are appended to it).
    pub command: String,
    /// The module the pipeline transforms.
    pub file: PathBuf,
    /// Where the printed modules are kept.
    pub out: PathBuf,
    /// The bound on the pipeline, and on each pair's verdict.
    pub time_limit: Duration,
    /// The most bytes the command may print on each of its outputs.
    pub max_output: u64,
    /// How each pair is validated.
    pub pair: PairOptions,
}

/// The flags added to the command.
pub const DUMP_FLAGS: &str = "-print-changed -print-module-scope";

/// One module `opt` printed: at the start, or after a pass that changed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dump {
    /// The pass, as `opt` names it (`LICMPass`); `start` for the input.
    pub pass: String,
    /// What the pass ran on (`loop %for.body in function main`), empty at the start.
    pub on: String,
    /// The module's text.
    pub text: String,
}

/// One pass (or a run of passes whose outputs could not be read) validated.
#[derive(Clone, Debug)]
pub struct Step {
    /// The passes, in order: the last is the one whose output is AFTER.
    pub passes: Vec<String>,
    /// Its input, saved.
    pub before: PathBuf,
    /// Its output, saved.
    pub after: PathBuf,
    /// What the pair came to (`Equivalent` is "refines" for LLVM).
    pub verdict: FileVerdict,
    /// One line: the runs compared, or why.
    pub detail: String,
    /// The pair's whole report, when it is not equivalent.
    pub report: Vec<String>,
    /// The runs agree, but AFTER lost a loop form its pass promises to keep.
    pub broke_promise: bool,
    /// The paper's facts on AFTER (`llvm::facts`), each over every function it defines:
    /// SSA, LCSSA and loop-simplify form, with whether BEFORE had it.
    pub forms: Vec<Form>,
}

/// One of the paper's facts on a step's output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form {
    /// Which fact.
    pub property: facts::Property,
    /// It holds in every function of AFTER.
    pub after: bool,
    /// It holds in every function of BEFORE.
    pub before: bool,
}

impl Form {
    /// `SSA ✓`, `LCSSA ✗` (BEFORE did not have it either), `loop-simplify lost`.
    pub fn cell(&self) -> String {
        let mark = match (self.before, self.after) {
            (_, true) => "✓",
            (true, false) => "lost",
            (false, false) => "✗",
        };
        format!("{} {mark}", self.property.name())
    }
}

/// The facts of a saved module: for each property, whether it holds in every function
/// (empty when the module cannot be read).
fn module_forms(file: &Path) -> Option<[bool; 3]> {
    let text = format::read_source(file).ok()?;
    let module = llvm::syntax::parse(&text).ok()?;
    let f = facts::module_facts(&file.display().to_string(), &text, &module);
    Some(PROPERTIES.map(|p| f.holds(p)))
}

/// The facts the table shows, in its order.
const PROPERTIES: [facts::Property; 3] = [facts::Property::Ssa, facts::Property::Lcssa, facts::Property::LoopSimplify];

/// A printed module that was passed over.
#[derive(Clone, Debug)]
pub struct Unread {
    /// The pass that printed it.
    pub pass: String,
    /// Where it was saved.
    pub file: PathBuf,
    /// Why `waddle` does not read it (the first line of the located error).
    pub why: String,
    /// Where in the module, `file:line:column`, when the error is located.
    pub at: Option<String>,
}

/// The pipeline's verdicts.
#[derive(Clone, Debug)]
pub struct PerPassReport {
    /// The passes validated, in the order they ran, up to the first whose output does
    /// not refine its input (a pair with no verdict does not stop them).
    pub steps: Vec<Step>,
    /// Printed modules that were passed over.
    pub unread: Vec<Unread>,
    /// Passes after the first failure, not validated.
    pub left: usize,
    /// Passes `opt` reported as making no change.
    pub unchanged: usize,
}

/// Why a pipeline cannot be validated.
#[derive(Debug)]
pub enum PerPassError {
    /// The input is not a module `waddle` reads.
    Input(String),
    /// The outputs' folder cannot be made or written.
    Out(String),
    /// The command failed, timed out or printed too much: why, and the end of its
    /// standard error.
    Command(String),
    /// The command printed no module at all.
    NoDumps(String),
}

impl std::fmt::Display for PerPassError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PerPassError::Input(m) | PerPassError::Out(m) | PerPassError::NoDumps(m) | PerPassError::Command(m) => {
                f.write_str(m)
            }
        }
    }
}

/// The modules in `opt`'s standard error under `-print-changed -print-module-scope`,
/// in order, and the count of passes that changed nothing.
pub fn dumps(stderr: &str) -> (Vec<Dump>, usize) {
    let mut out: Vec<Dump> = Vec::new();
    let mut unchanged = 0;
    let mut open = false;
    for line in stderr.split_inclusive('\n') {
        let Some(header) = line.trim_end().strip_prefix("*** ").and_then(|h| h.strip_suffix(" ***")) else {
            if open {
                if let Some(d) = out.last_mut() {
                    d.text.push_str(line);
                }
            }
            continue;
        };
        open = false;
        if header == "IR Dump At Start" {
            out.push(Dump { pass: "start".into(), on: String::new(), text: String::new() });
            open = true;
        } else if let Some(rest) = header.strip_prefix("IR Dump After ") {
            if rest.ends_with(" omitted because no change") {
                unchanged += 1;
            } else if !rest.ends_with(" ignored") && !rest.ends_with(" filtered out") && !rest.ends_with(" invalidated")
            {
                let (pass, on) = rest.split_once(" on ").unwrap_or((rest, ""));
                out.push(Dump { pass: pass.to_string(), on: on.to_string(), text: String::new() });
                open = true;
            }
        }
    }
    (out, unchanged)
}

/// Runs the pipeline once and validates each pass that changed the module.
pub fn run(p: &PerPass) -> Result<PerPassReport, PerPassError> {
    let text = format::read_source(&p.file).map_err(PerPassError::Input)?;
    std::fs::create_dir_all(&p.out)
        .map_err(|e| PerPassError::Out(format!("cannot create {}: {e}", p.out.display())))?;
    let command = format!("{} {DUMP_FLAGS}", p.command);
    let passed = pass(&command, &text, p.time_limit, p.max_output, usize::MAX).map_err(failed)?;
    let (dumps, unchanged) = dumps(&passed.stderr);
    if dumps.is_empty() {
        return Err(PerPassError::NoDumps(format!(
            "`{command}` printed no module on its standard error: --per-pass needs an `opt` command whose \
             flags come last (so that `{DUMP_FLAGS}` reach opt), with its standard error not redirected"
        )));
    }
    let mut report = PerPassReport { steps: Vec::new(), unread: Vec::new(), left: 0, unchanged };
    let mut last: Option<PathBuf> = None;
    let mut between: Vec<String> = Vec::new();
    for (k, d) in dumps.iter().enumerate() {
        let file = p.out.join(format!("{k:02}-{}.ll", file_part(&d.pass)));
        std::fs::write(&file, &d.text)
            .map_err(|e| PerPassError::Out(format!("cannot write {}: {e}", file.display())))?;
        let name = if d.on.is_empty() { d.pass.clone() } else { format!("{} on {}", d.pass, d.on) };
        if let Err((why, at)) = llvm_readable(&file, &d.text) {
            report.unread.push(Unread { pass: name.clone(), file, why, at });
            between.push(name);
            continue;
        }
        let Some(before) = last.replace(file.clone()) else {
            between.clear();
            continue;
        };
        between.push(name);
        let step = validate(p, &before, &file, std::mem::take(&mut between), &d.pass);
        let failed = step.verdict.is_failure();
        report.steps.push(step);
        if failed {
            report.left = dumps.len() - k - 1;
            break;
        }
    }
    Ok(report)
}

/// The command's failure: why, then the end of its standard error (the modules left out).
fn failed(f: PassFailure) -> PerPassError {
    let mut m = f.why;
    let err: Vec<&str> = f.stderr.lines().filter(|l| !l.starts_with("*** ")).collect();
    if err.len() > 1 {
        m.push_str("\n  its standard error ends:");
    }
    for l in err[err.len().saturating_sub(20)..].iter().filter(|_| err.len() > 1) {
        m.push_str(&format!("\n  {}", clip(l)));
    }
    PerPassError::Command(m)
}

/// `Ok` when `waddle` reads the module; else the first line of why not, and where
/// (`file:line:column`) when the error says.
pub(crate) fn llvm_readable(file: &Path, text: &str) -> Result<(), (String, Option<String>)> {
    match llvm::import_text(&file.display().to_string(), text.to_string()) {
        Ok(_) => Ok(()),
        Err(e) => {
            let why = e.lines().find(|l| !l.trim().is_empty()).unwrap_or("unreadable").trim().to_string();
            // A rendered diagnostic locates itself as `┌─ file:l:c` or `= at file:l:c, …`.
            let at = e.lines().map(str::trim_start).find_map(|l| {
                let rest = l.strip_prefix("┌─ ").or_else(|| l.strip_prefix("= at "))?;
                Some(rest.split(',').next().unwrap_or(rest).trim().to_string())
            });
            Err((why, at))
        }
    }
}

/// A pass's name as part of a file name.
fn file_part(pass: &str) -> String {
    pass.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' }).take(60).collect()
}

/// The pair BEFORE → AFTER of one step, validated.
fn validate(p: &PerPass, before: &Path, after: &Path, passes: Vec<String>, class: &str) -> Step {
    let mut step = Step {
        passes,
        before: before.to_path_buf(),
        after: after.to_path_buf(),
        verdict: FileVerdict::NoVerdict,
        detail: String::new(),
        report: Vec::new(),
        broke_promise: false,
        forms: Vec::new(),
    };
    if let (Some(b), Some(a)) = (module_forms(before), module_forms(after)) {
        step.forms = (0..3).map(|k| Form { property: PROPERTIES[k], after: a[k], before: b[k] }).collect();
    }
    // The pass's promise of the loop forms, when only one pass made AFTER.
    let mut pair = p.pair.clone();
    pair.llvm_pass = (step.passes.len() == 1).then(|| facts::pass_of_class(class).map(str::to_string)).flatten();
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| validate_files(before, after, &pair)));
    let (verdict, text) = match outcome {
        Ok(Ok(o)) => (FileVerdict::from(o.finding()), format!("{}{}", o.stderr(false), o.stdout())),
        Ok(Err(bad)) => (FileVerdict::BadOutput, bad.render(false)),
        Err(_) => (FileVerdict::NoVerdict, "an internal error (a panic) in the validation".to_string()),
    };
    step.broke_promise = verdict == FileVerdict::StaticFailed;
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    step.detail = lines.iter().rev().find(|l| !l.trim().is_empty()).map_or("", |l| l.trim()).to_string();
    step.verdict = verdict;
    if step.verdict != FileVerdict::Equivalent {
        step.report = lines;
    }
    step
}

impl PerPassReport {
    /// 0 when every pass's output refines its input; 1 when one does not; 3 when
    /// something was not decided (a module passed over, a pair with no verdict).
    pub fn exit_code(&self) -> u8 {
        if self.steps.iter().any(|s| s.verdict.is_failure()) {
            1
        } else if self.unread.is_empty() && self.steps.iter().all(|s| s.verdict == FileVerdict::Equivalent) {
            0
        } else {
            3
        }
    }

    /// The passes and their verdicts, then the first failure's report and how to
    /// reproduce it.
    pub fn table(&self, p: &PerPass) -> String {
        let mut s = String::new();
        for (k, step) in self.steps.iter().enumerate() {
            let verdict = match step.verdict {
                FileVerdict::Equivalent => "refines",
                _ if step.broke_promise => "loses a form",
                FileVerdict::NotEquivalent => "does not refine",
                v => v.name(),
            };
            let last = step.passes.last().map_or("", String::as_str);
            let forms: Vec<String> = step.forms.iter().map(Form::cell).collect();
            // The passes whose output was not read ran before this step's own, in order.
            for earlier in &step.passes[..step.passes.len().saturating_sub(1)] {
                s.push_str(&format!("     {:<16}  (after {earlier}, not read)\n", ""));
            }
            s.push_str(&format!("{:>3}  {:<16}  {:<37}  {last}\n", k + 1, verdict, forms.join("  ")));
        }
        let mut k = 0;
        while let Some(u) = self.unread.get(k) {
            let same = self.unread[k..].iter().take_while(|v| v.why == u.why).count();
            let why = u.why.trim_start_matches("error: ");
            let why = match &u.at {
                Some(at) if same == 1 => format!("{why} (at {at})"),
                Some(at) => format!("{why} (in the first, at {at})"),
                None => why.to_string(),
            };
            if same == 1 {
                s.push_str(&format!("\nnote: the module printed after {} is not read: {why}\n", u.pass));
                s.push_str(&format!("  saved as {}\n", u.file.display()));
            } else {
                let last = &self.unread[k + same - 1];
                s.push_str(&format!(
                    "\nnote: the {same} modules printed after {} … {} are not read: {why}\n",
                    u.pass, last.pass
                ));
                s.push_str(&format!("  saved as {} … {}\n", u.file.display(), last.file.display()));
            }
            k += same;
        }
        let failed = |s: &&Step| matches!(s.verdict, FileVerdict::NotEquivalent | FileVerdict::BadOutput);
        let shown =
            self.steps.iter().find(failed).or_else(|| self.steps.iter().find(|s| s.verdict != FileVerdict::Equivalent));
        if let Some(bad) = shown {
            let last = bad.passes.last().map_or("", String::as_str);
            s.push_str(&format!("\n== {last}: {}\n", bad.detail));
            for l in &bad.report {
                s.push_str(&format!("  {l}\n"));
            }
            s.push_str(&format!("  reproduce: waddle equiv {} {}\n", bad.before.display(), bad.after.display()));
        }
        let refined = self.steps.iter().filter(|s| s.verdict == FileVerdict::Equivalent).count();
        s.push_str(&format!(
            "\n{} pass output(s) validated: {refined} refine their input; {} pass(es) changed nothing",
            self.steps.len(),
            self.unchanged
        ));
        if self.left > 0 {
            s.push_str(&format!("; {} later output(s) not validated", self.left));
        }
        s.push_str(&format!("; modules in {}\n", p.out.display()));
        if self.steps.iter().any(|s| s.forms.iter().any(|f| !f.after)) {
            s.push_str(
                "the facts are of each pass's output, in every function (`lost`: its input had the form);\n\
                 a loop pass that loses a form it promises fails (\"loses a form\"), for the others it is information\n",
            );
        }
        s
    }
}
