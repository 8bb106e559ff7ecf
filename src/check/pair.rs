//! A pair of program files validated (`waddle equiv BEFORE AFTER`, and each file of a
//! `--pass` suite): both Waddle programs (RON) or both Bril programs (JSON or text),
//! read and imported here, then `oracle::validate`d with the notation of their language.
//!
//! - BEFORE must verify; AFTER must parse (or import), and its verification errors are
//!   the static theorems' failures, located in its file.
//! - A Bril BEFORE's `# ARGS:` line is a run of `main`; random integers are 64-bit and
//!   drawn in each parameter's domain (a `char`'s code points, a `float`'s values).
//! - Bril's own SSA form of AFTER (`bril::ssa_form`) is checked beside Waddle's SSA of
//!   its import.
//! - LLVM: the paper's facts of both modules (`llvm::facts`) compared: a loop form
//!   (LCSSA, loop-simplify) that AFTER lost is a failure when the pass named in
//!   `PairOptions::llvm_pass` promises it, else a note; an AFTER not in SSA form fails
//!   without a run.
//!
//! The outcome is a typed value (`PairOutcome`); `stderr` and `stdout` render it as
//! `waddle equiv` prints it.

use crate::bril::{self, notation::Bril, run::parse_args, ssa_form::SsaReport};
use crate::diag::{self, Diagnostic, Source};
use crate::format;
use crate::ir::Program;
use crate::llvm::{
    self,
    facts::{self, Property, Violation},
    lower::Undef,
    notation::{LlFile, Llvm, LlvmRefinement},
};
use crate::oracle::validate::{self, Answer, Options, Report, StaticFailure};
use crate::oracle::Notion;
use crate::oracle::{Notation, Pair, Paper, RunSpec, Theorem};
use crate::verify::verify_program;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

/// The language of a program file.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lang {
    /// A Waddle program in RON.
    Waddle,
    /// A Bril program, JSON or text.
    Bril,
    /// An LLVM module, textual IR (`.ll`).
    Llvm,
}

impl Lang {
    /// `a Waddle program (RON)`.
    pub fn name(self) -> &'static str {
        match self {
            Lang::Waddle => "a Waddle program (RON)",
            Lang::Bril => "a Bril program",
            Lang::Llvm => "an LLVM module (.ll)",
        }
    }

    /// The language of a file: by extension, else by its first token.
    pub fn of(path: &Path) -> Lang {
        match path.extension().and_then(|e| e.to_str()) {
            Some("ron") => Lang::Waddle,
            Some("bril" | "json") => Lang::Bril,
            Some("ll") => Lang::Llvm,
            _ => {
                let text = format::read_source(path).unwrap_or_default();
                let t = text.trim_start_matches('\u{feff}').trim_start();
                if bril::looks_like(t) || format::spec::top_level_name(t).is_none() {
                    Lang::Bril
                } else {
                    Lang::Waddle
                }
            }
        }
    }
}

/// How a pair is validated.
#[derive(Clone, Debug, Default)]
pub struct PairOptions {
    /// The validation's own options (runs, random runs, seed, fuel, time limit…).
    pub validate: Options,
    /// Bril: AFTER claims to be out of SSA form; each `set`, `get` or `phi` left in it
    /// is a violation.
    pub expect_no_ssa: bool,
    /// LLVM: the pass that made AFTER, as `opt -passes=` takes it (`loop-rotate`,
    /// `function(loop-mssa(licm))`). When it promises LCSSA and loop-simplify form
    /// (`llvm::facts::promises`), a function of AFTER that lost a form its BEFORE had
    /// fails; otherwise, and when no pass is named, the loss is a note.
    pub llvm_pass: Option<String>,
    /// Bril: show a divergence's last steps in the paper's notation (the kernel's
    /// rules and registers), not as Bril instructions.
    pub kernel_steps: bool,
    /// LLVM: the fuel of the run of `main` (`None`: `LLVM_FUEL`). Above the checker's
    /// fuel cap (`validate.limits`) the cap lowers it.
    pub llvm_fuel: Option<u64>,
}

/// A pair that cannot be validated: an unreadable or malformed file, a BEFORE that does
/// not verify, two languages, a run that does not fit (`waddle equiv` exits with 2).
#[derive(Clone, Debug)]
pub enum PairBadInput {
    /// A message, `error: …`.
    Message(String),
    /// A flag that does not fit BEFORE, whatever AFTER is: `error: …`.
    Flags(String),
    /// The time limit was reached while a file was imported: no verdict (`waddle
    /// equiv` exits with 3).
    TimeLimit {
        /// The file being imported.
        file: String,
        /// The time limit.
        limit: std::time::Duration,
    },
    /// Errors located in a file.
    Located {
        /// The file's name.
        file: String,
        /// The file's text, that the diagnostics' spans index.
        text: String,
        /// What is wrong, located in `file`.
        errors: Vec<Diagnostic>,
    },
}

impl PairBadInput {
    /// The text `waddle equiv` prints, coloured when `color`.
    pub fn render(&self, color: bool) -> String {
        match self {
            PairBadInput::Message(m) | PairBadInput::Flags(m) => format!("{m}\n"),
            PairBadInput::TimeLimit { file, limit } => {
                format!(
                    "no verdict: the time limit of {} was reached while importing {file}\n",
                    format::run::duration(*limit)
                )
            }
            PairBadInput::Located { file, text, errors } => {
                let src = Source { name: file, text };
                let shown = diag::render_styled(errors, Some(&src), color);
                format!("{shown}error: {file} has {} error(s)\n", errors.len())
            }
        }
    }
}

impl PairBadInput {
    /// `waddle equiv`'s exit code: 3 (no verdict) for the time limit, else 2.
    pub fn exit_code(&self) -> u8 {
        match self {
            PairBadInput::TimeLimit { .. } => 3,
            _ => 2,
        }
    }
}

fn bad(message: impl Into<String>) -> PairBadInput {
    PairBadInput::Message(message.into())
}

/// What validation refused: a flag that does not fit BEFORE (an unknown `--entry`, a
/// malformed `--oracle`, a given run that does not fit, a `--rename` of a function
/// BEFORE lacks or in conflict with another) is the user's, whatever AFTER
/// is (`PairBadInput::Flags`); the rest may be AFTER's.
fn bad_validation(e: validate::BadInput) -> PairBadInput {
    use validate::BadInput as B;
    match e {
        B::UnknownEntry { .. } | B::Oracle { .. } | B::GivenRun { .. } => PairBadInput::Flags(format!("error: {e}")),
        B::Renaming(ref r) if r.is_the_flags() => PairBadInput::Flags(format!("error: {e}")),
        _ => bad(format!("error: {e}")),
    }
}

/// Diagnostics located against their file.
fn bad_located(errors: &[Diagnostic], src: &Source<'_>) -> PairBadInput {
    PairBadInput::Located { file: src.name.to_string(), text: src.text.to_string(), errors: errors.to_vec() }
}

/// A pair validated.
pub struct PairOutcome {
    /// Their language.
    pub lang: Lang,
    /// BEFORE as the checker read it (Bril: its import).
    pub before: Program,
    /// AFTER as the checker read it (Bril: its import), before σref renames it.
    pub after: Program,
    /// The verdict.
    pub report: Report,
    /// The import's notes (Bril names made Waddle names), each with its side; for LLVM,
    /// the loop forms AFTER lost that its pass does not promise.
    pub notes: Vec<String>,
    /// Bril's SSA form of AFTER: the summary line when it is shown, and its violations
    /// located in AFTER's text.
    pub ssa: Option<(Option<String>, Vec<Diagnostic>, String)>,
    /// The static theorems' violations on AFTER, located in its file.
    pub static_errors: Vec<Diagnostic>,
    /// What `static_errors` outside the report's own theorems mean, in one line (an
    /// LLVM loop form its pass promises lost, a Bril entry point renamed).
    pub static_why: String,
    /// AFTER's file, as the diagnostics name it.
    pub after_name: String,
    /// AFTER's text, that the static violations are shown against; empty for a Bril
    /// pair, whose violations are located in the import, not in the file.
    pub after_text: String,
}

/// What a validated pair comes to: one class per pair, the class its last line names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Finding {
    /// Every run compared agrees and every static check holds (exit 0).
    Equivalent,
    /// A run diverged (exit 1).
    NotEquivalent,
    /// No run diverged, but a static check fails on AFTER: types or SSA, a changed
    /// signature, a lost function, Bril's SSA form it claims, a renamed entry point, an
    /// LLVM loop form its pass promises (exit 1).
    StaticFailed,
    /// Nothing failed, but something was not compared (exit 3).
    NoVerdict,
}

impl Finding {
    /// `waddle equiv`'s exit code: 0 equivalent, 1 not equivalent or a static check
    /// failed, 3 no verdict.
    pub fn exit_code(self) -> u8 {
        match self {
            Finding::Equivalent => 0,
            Finding::NotEquivalent | Finding::StaticFailed => 1,
            Finding::NoVerdict => 3,
        }
    }
}

impl PairOutcome {
    /// The pair's class: a divergence first, then a failed static check, then what was
    /// not compared.
    pub fn finding(&self) -> Finding {
        let r = &self.report;
        if r.diverged() > 0 {
            Finding::NotEquivalent
        } else if !r.no_failure() || r.answer() == Answer::Lost || !self.static_errors.is_empty() || self.ssa_failed() {
            Finding::StaticFailed
        } else if r.answer() == Answer::NoVerdict {
            Finding::NoVerdict
        } else {
            Finding::Equivalent
        }
    }

    /// `waddle equiv`'s exit code, the finding's.
    pub fn exit_code(&self) -> u8 {
        self.finding().exit_code()
    }

    /// AFTER breaks the Bril SSA form it claims.
    fn ssa_failed(&self) -> bool {
        self.ssa.as_ref().is_some_and(|(_, errors, _)| !errors.is_empty())
    }

    /// What `waddle equiv` prints on standard error: the import's notes, Bril's SSA
    /// violations, the static theorems' violations, located (coloured when `color`).
    pub fn stderr(&self, color: bool) -> String {
        let mut out: String = self.notes.iter().map(|n| format!("note: {n}\n")).collect();
        if let Some((_, errors, text)) = &self.ssa {
            out += &diag::render_styled(errors, Some(&Source { name: &self.after_name, text }), color);
        }
        let with_text =
            (!self.after_text.is_empty()).then_some(Source { name: &self.after_name, text: &self.after_text });
        out += &diag::render_styled(&self.static_errors, with_text.as_ref(), color);
        if !self.static_errors.is_empty() {
            out += &format!(
                "error: {} has {} violation(s) of the static theorems\n",
                self.after_name,
                self.static_errors.len()
            );
        }
        out
    }

    /// What `waddle equiv` prints on standard output: Bril's SSA line when shown, then
    /// the report, and the verdict on the loop forms when only they fail.
    pub fn stdout(&self) -> String {
        self.stdout_with(self.report.render())
    }

    /// `stdout` with the functions that did not pass first and the others summed in one
    /// line (`Report::render_failures_first`): a suite's table.
    pub fn stdout_failures_first(&self) -> String {
        self.stdout_with(self.report.render_failures_first())
    }

    fn stdout_with(&self, report: String) -> String {
        let mut out = String::new();
        if let Some((Some(summary), _, _)) = &self.ssa {
            out += summary;
            out.push('\n');
        }
        out += &report;
        if self.report.no_failure() && self.report.answer() != Answer::Lost {
            // The runs agree, but a check outside the report's fails: the last line says
            // which, so the summary never reads "equivalent" on a failed pair.
            let n = |k: usize| format!("{k} violation(s), on standard error");
            if !self.static_errors.is_empty() {
                out += &format!(
                    "not valid: {} ({}), though the runs agree\n",
                    self.static_why,
                    n(self.static_errors.len())
                );
            }
            if let Some((_, errors, _)) = self.ssa.as_ref().filter(|_| self.ssa_failed()) {
                out += &format!(
                    "not valid: AFTER is not in the SSA form it claims ({}), though the runs agree\n",
                    n(errors.len())
                );
            }
        }
        out
    }
}

/// Validates AFTER against BEFORE, read from their files.
pub fn validate_files(before: &Path, after: &Path, opts: &PairOptions) -> Result<PairOutcome, PairBadInput> {
    let (lb, la) = (Lang::of(before), Lang::of(after));
    if lb != la {
        return Err(bad(format!(
            "error: {} is {} and {} is {}: compare two Waddle programs or two Bril programs \
             (`waddle import bril` turns a Bril program into a Waddle one)",
            before.display(),
            lb.name(),
            after.display(),
            la.name()
        )));
    }
    match lb {
        Lang::Waddle => waddle_pair(before, after, opts),
        Lang::Bril => bril_pair(before, after, opts),
        Lang::Llvm => llvm_pair(before, after, opts),
    }
}

/// The fuel of the run of an LLVM module's `main` (ten times a spec run's, as `waddle
/// run` gives Bril programs): whole C programs, not functions.
pub const LLVM_FUEL: u64 = 10_000_000;

/// Two LLVM modules: both lowered (errors located in their files); the run of `main`
/// (through the start function) compared by refinement (`semantics/llvm.md`). AFTER
/// reads `undef` as 0, one of its choices. BEFORE first does too, a witness when the
/// runs agree; when they do not and BEFORE has `undef`, it is read again as poison,
/// which allows every choice, and that verdict stands. An AFTER not in SSA form fails
/// without a run; the loop forms BEFORE has and AFTER lost are failures when
/// `PairOptions::llvm_pass` promises them, else notes (`lost_forms`).
fn llvm_pair(before_path: &Path, after_path: &Path, opts: &PairOptions) -> Result<PairOutcome, PairBadInput> {
    let read = |p: &Path, undef| llvm::import_file_as(p, undef).map_err(|text| bad(text.trim_end().to_string()));
    let before = Arc::new(read(before_path, Undef::Zero)?);
    let after = match llvm::import_file(after_path) {
        Ok(after) => after,
        Err(text) => return not_ssa(&before, after_path, opts).ok_or_else(|| bad(text.trim_end().to_string())),
    };
    let report = llvm_validate(&before, &after, opts)?;
    let mut notes = Vec::new();
    let (undef, nan, freeze) = (has_undef(&before.text), before.leaves_float_choices_open(), before.freezes());
    let (before, report) = if report.answer() == Answer::Fails && (undef || nan || freeze) {
        if undef {
            notes.push(format!(
                "{} has `undef`: with 0 at each use its run and AFTER's differ, so it is read again with `undef` \
                 as poison, which allows every choice, and that verdict stands",
                before.name
            ));
        }
        if nan {
            notes.push(format!(
                "{} has floating-point operations: with this machine's choices its run and AFTER's differ, so it \
                 is read again with every result LLVM leaves open as poison (a NaN's sign and payload; whether \
                 `llvm.fmuladd` fuses), and that verdict stands",
                before.name
            ));
        }
        if freeze {
            notes.push(format!(
                "{} has `freeze`: with 0 for a frozen poison its run and AFTER's differ, so it is read again \
                 with a frozen poison left poison (a pass may pick any value for it), and that verdict stands",
                before.name
            ));
        }
        let before = Arc::new(read(before_path, Undef::Poison)?);
        let report = llvm_validate(&before, &after, opts)?;
        (before, report)
    } else {
        (before, report)
    };
    for side in [&*before, &after] {
        let n = side.volatile_accesses();
        let note = format!(
            "{} has {n} `volatile` load(s) and store(s): each is read as a plain one, so their number and \
                 order are not compared (a pass that drops or reorders one is caught only if the output changes)",
            side.name
        );
        // Once when BEFORE and AFTER are the same file.
        if n > 0 && !notes.contains(&note) {
            notes.push(note);
        }
    }
    let mut static_errors = static_errors(&report);
    let (lost, lost_notes) = lost_forms(&before, &after, opts.llvm_pass.as_deref());
    static_errors.extend(lost);
    notes.extend(lost_notes);
    Ok(PairOutcome {
        lang: Lang::Llvm,
        before: before.lowered.program.clone(),
        after: after.lowered.program.clone(),
        report,
        notes,
        ssa: None,
        static_errors,
        static_why: "AFTER lost a loop form its pass promises".into(),
        after_name: after.name.clone(),
        after_text: after.text.clone(),
    })
}

/// The run of `main` of two lowered modules, compared by refinement.
fn llvm_validate(
    before: &Arc<llvm::Imported>,
    after: &llvm::Imported,
    opts: &PairOptions,
) -> Result<Report, PairBadInput> {
    let mut v = opts.validate.clone();
    let mut run = RunSpec::new(llvm::lower::START, &[]);
    run.fuel = opts.llvm_fuel.unwrap_or(LLVM_FUEL);
    v.entry = Some(llvm::lower::START.into());
    v.runs = vec![run];
    v.random_runs = 0;
    v.imported = true;
    v.notion = Notion::Refines(Arc::new(LlvmRefinement { before: Some(before.clone()) }));
    let notation = Llvm {
        before: LlFile { name: &before.name, text: &before.text, lowered: &before.lowered },
        after: LlFile { name: &after.name, text: &after.text, lowered: &after.lowered },
    };
    validate::validate(&before.lowered.program, &after.lowered.program, &v, &notation).map_err(bad_validation)
}

/// Whether a module's text has the constant `undef` (not the attribute `noundef`).
fn has_undef(text: &str) -> bool {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.';
    text.match_indices("undef").any(|(k, _)| {
        !text[..k].chars().next_back().is_some_and(word) && !text[k + 5..].chars().next().is_some_and(word)
    })
}

/// An AFTER that does not import because a use is not dominated by its definition: the
/// pair fails with each such use located, and no run (`None` when AFTER is refused for
/// another reason).
fn not_ssa(before: &llvm::Imported, after_path: &Path, opts: &PairOptions) -> Option<PairOutcome> {
    let name = after_path.display().to_string();
    let text = format::read_source(after_path).ok()?;
    let module = llvm::syntax::parse(&text).ok()?;
    let unpaired_failures: Vec<(String, StaticFailure)> = facts::module_facts(&name, &text, &module)
        .functions
        .iter()
        .filter(|f| !f.holds(Property::Ssa))
        .map(|f| {
            let errors = f.violations_of(Property::Ssa).map(Violation::diagnostic).collect();
            (f.name.clone(), StaticFailure { theorem: Theorem::Ssa, errors })
        })
        .collect();
    if unpaired_failures.is_empty() {
        return None;
    }
    Some(unrunnable(Lang::Llvm, before.lowered.program.clone(), unpaired_failures, opts, name, text))
}

/// The outcome of a pair whose AFTER breaks SSA so that it cannot be read as a program
/// (`failures`, by function): a failed static check, located in AFTER, and no run.
fn unrunnable(
    lang: Lang,
    before: Program,
    unpaired_failures: Vec<(String, StaticFailure)>,
    opts: &PairOptions,
    after_name: String,
    after_text: String,
) -> PairOutcome {
    let report = Report {
        functions: Vec::new(),
        unpaired_failures,
        only_before: Vec::new(),
        only_after: Vec::new(),
        ambiguous: Vec::new(),
        hints: Vec::new(),
        runs_skipped: true,
        allow_partial: opts.validate.allow_partial,
        time_limit: opts.validate.time_limit,
        refinement: lang == Lang::Llvm,
    };
    let static_errors = static_errors(&report);
    PairOutcome {
        lang,
        before,
        after: Program { funcs: Vec::new(), externs: Vec::new() },
        report,
        notes: Vec::new(),
        ssa: None,
        static_errors,
        static_why: String::new(),
        after_name,
        after_text,
    }
}

/// The loop forms (LCSSA, loop-simplify) a function of BEFORE has and its namesake in
/// AFTER lost, each violation located in AFTER: errors when `pass` promises the form,
/// else notes.
fn lost_forms(before: &llvm::Imported, after: &llvm::Imported, pass: Option<&str>) -> (Vec<Diagnostic>, Vec<String>) {
    let (fb, fa) = (facts::facts(before), facts::facts(after));
    let promise = pass.map(facts::promises).unwrap_or_default();
    let (mut errors, mut notes) = (Vec::new(), Vec::new());
    for a in &fa.functions {
        let Some(b) = fb.function(&a.name) else { continue };
        for form in Property::FORMS.into_iter().filter(|p| b.holds(*p) && !a.holds(*p)) {
            for v in a.violations_of(form) {
                if let (true, Some(pass)) = (promise.keeps(form), pass) {
                    errors.push(v.diagnostic().note(format!(
                        "{} of BEFORE is in {} form, and `{pass}` promises to keep it",
                        a.name,
                        form.name()
                    )));
                    continue;
                }
                let why = match pass {
                    Some(pass) => format!("`{pass}` does not promise to keep it"),
                    None => "no pass that promises it is named".to_string(),
                };
                let at = v.at.as_ref().map(|at| format!(" at {at}")).unwrap_or_default();
                notes.push(format!(
                    "AFTER loses {} form in {}, which BEFORE has ({why}): {}{at}",
                    form.name(),
                    a.name,
                    v.message
                ));
            }
        }
    }
    (errors, notes)
}

/// Reads and verifies a Waddle program; errors rendered against the file.
pub fn load_waddle(path: &Path) -> Result<format::Parsed, PairBadInput> {
    let name = path.display().to_string();
    let text = format::read_source(path).map_err(|e| bad(format!("error: {e}")))?;
    let src = Source { name: &name, text: &text };
    let parsed = format::parse_program(&text).map_err(|errors| bad_located(&errors, &src))?;
    let errors = verify_program(&parsed.program, Some(&parsed.source_map));
    if !errors.is_empty() {
        return Err(bad_located(&errors, &src));
    }
    Ok(parsed)
}

/// Reads and imports a Bril file; errors rendered against the file.
pub fn load_bril(path: &Path) -> Result<bril::Imported, PairBadInput> {
    load_bril_within(path, None)
}

/// `load_bril`, ended at the end of `limit` (`PairBadInput::TimeLimit`): the start of
/// the verdict's time and the time limit.
fn load_bril_within(
    path: &Path,
    limit: Option<(Instant, std::time::Duration)>,
) -> Result<bril::Imported, PairBadInput> {
    let name = path.display().to_string();
    let text = format::read_source(path).map_err(|e| bad(format!("error: {e}")))?;
    bril::lower::import_text_within(&text, limit.map(|(start, t)| start + t)).map_err(|e| match (e, limit) {
        (bril::ImportError::Invalid(errors), _) => bad_located(&errors, &Source { name: &name, text: &text }),
        (e, None) => bad_located(&Vec::from(e), &Source { name: &name, text: &text }),
        (bril::ImportError::TimeLimit, Some((_, limit))) => PairBadInput::TimeLimit { file: name.clone(), limit },
    })
}

/// Two Waddle programs.
fn waddle_pair(before_path: &Path, after_path: &Path, opts: &PairOptions) -> Result<PairOutcome, PairBadInput> {
    let before = load_waddle(before_path)?;
    let name = after_path.display().to_string();
    let text = format::read_source(after_path).map_err(|e| bad(format!("error: {e}")))?;
    let after = match format::parse_program_phased(&text) {
        Ok(after) => after,
        Err(format::ParseError::Syntax(errors)) => {
            return Err(bad_located(&errors, &Source { name: &name, text: &text }))
        }
        Err(format::ParseError::Names(errors)) => {
            // A program whose registers are not SSA (defined twice, used undefined):
            // the SSA theorem fails on AFTER, by function, and nothing is run.
            let mut by_function: Vec<(String, StaticFailure)> = Vec::new();
            for e in errors {
                let f = e.loc.func.clone().unwrap_or_else(|| "the program".into());
                match by_function.iter_mut().find(|(g, _)| *g == f) {
                    Some((_, s)) => s.errors.push(e),
                    None => by_function.push((f, StaticFailure { theorem: Theorem::Ssa, errors: vec![e] })),
                }
            }
            return Ok(unrunnable(Lang::Waddle, before.program, by_function, opts, name, text));
        }
    };
    let report =
        validate::validate(&before.program, &after.program, &opts.validate, &Pair(Paper)).map_err(bad_validation)?;
    let mut static_errors = static_errors(&report);
    static_errors.iter_mut().for_each(|d| after.source_map.locate(&mut d.loc));
    Ok(PairOutcome {
        lang: Lang::Waddle,
        before: before.program,
        after: after.program,
        report,
        notes: Vec::new(),
        ssa: None,
        static_errors,
        static_why: String::new(),
        after_name: name,
        after_text: text,
    })
}

/// Two Bril programs: both imported (errors located in their files); the arguments of
/// BEFORE's `# ARGS:` line are a run of `main`; random integers are 64-bit.
fn bril_pair(before_path: &Path, after_path: &Path, opts: &PairOptions) -> Result<PairOutcome, PairBadInput> {
    // The imports count in the verdict's time (`validate::Options::started`).
    let started = opts.validate.started.unwrap_or_else(Instant::now);
    let limit = opts.validate.time_limit.map(|t| (started, t));
    let before = load_bril_within(before_path, limit)?;
    let after = load_bril_within(after_path, limit)?;
    let mut notes = Vec::new();
    for (side, imported) in [("BEFORE", &before), ("AFTER", &after)] {
        notes.extend(imported.notes.iter().map(|n| format!("{side}: {n}")));
    }
    let mut v = opts.validate.clone();
    v.started = Some(started);
    v.int_bits = Some(64);
    v.imported = true;
    v.domains = bril::run::domains(&before);
    if let (Some(a), Some(main)) = (&before.args, before.program.func_by_name("main")) {
        // brili's arguments (a float as a decimal, a char as itself) as the import's.
        let args = parse_args(&before.info.params[main.index()], a)
            .map_err(|m| bad(format!("error: `# ARGS:` of {}: {m}", before_path.display())))?
            .iter()
            .map(|v| format::paper::value(&before.program, v))
            .collect();
        let run = RunSpec { entry: "main".into(), args, oracle: None, fuel: v.fuel, budget: None };
        if v.entry.as_deref().is_none_or(|e| e == "main") {
            v.runs.insert(0, run);
        }
    }
    let main = before.program.func_by_name("main").map(|m| before.info.params[m.index()].as_slice());
    let notation = Pair(Bril { before: &before.info, after: &after.info, main, kernel: opts.kernel_steps });
    let name = after_path.display().to_string();
    let ssa = bril::ssa_form::check_file(after_path, opts.expect_no_ssa).map(|(text, r): (String, SsaReport)| {
        let shown = (r.in_ssa_form() || opts.expect_no_ssa).then(|| r.summary(&name, opts.expect_no_ssa));
        (shown, r.errors(), text)
    });
    let report =
        validate::validate(&before.program, &after.program, &v, &notation as &dyn Notation).map_err(bad_validation)?;
    let mut static_errors = static_errors(&report);
    static_errors.extend(entry_renamed(&report));
    Ok(PairOutcome {
        lang: Lang::Bril,
        before: before.program,
        after: after.program,
        report,
        notes,
        ssa,
        static_errors,
        static_why: "AFTER renames the entry point `main`, so brili no longer runs it".into(),
        after_name: name,
        after_text: String::new(),
    })
}

/// Bril's entry point `main` renamed by the pass (σref paired it with another name):
/// brili runs `main`, so AFTER no longer runs.
fn entry_renamed(report: &Report) -> Option<Diagnostic> {
    let main = report.functions.iter().find(|f| f.name == "main")?;
    let new = main.renamed.as_ref()?;
    Some(
        Diagnostic::new(
            diag::Loc::func(new),
            format!("the entry point `main` is `{new}` in AFTER: brili runs `main`, so AFTER no longer runs"),
        )
        .note("a Bril program's entry point is its function `main`; a pass keeps its name"),
    )
}

/// Every static theorem's violation on AFTER, each noting its theorem.
fn static_errors(report: &Report) -> Vec<Diagnostic> {
    report
        .unpaired_failures
        .iter()
        .map(|(_, s)| s)
        .chain(report.functions.iter().flat_map(|f| &f.static_failures))
        .flat_map(|s| {
            s.errors.iter().map(|e| {
                let mut e = e.clone();
                e.notes.push(format!("{} fails on AFTER", s.theorem.name()));
                e
            })
        })
        .collect()
}
