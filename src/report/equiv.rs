//! The page of `waddle equiv BEFORE AFTER --html DIR`: the verdict as the terminal
//! prints it, then every function compared, BEFORE's and AFTER's drawn side by side
//! with the blocks that differ marked, its theorems, and for a counterexample the
//! trace diff with the block where the runs part marked on both drawings. It reads
//! `oracle::validate`'s report as it is.

use super::figures::{before_after, Ids};
use super::html::{esc, legend, page};
use super::spec::failure_box;
use super::trace::tails;
use crate::ir::{FuncId, Program};
use crate::llvm::lower::START;
use crate::oracle::validate::{Answer, FunctionReport, Report};
use crate::oracle::{Failure, Theorem};
use std::fmt::Write;

/// The page; `names` are BEFORE's and AFTER's file names.
pub fn equiv_page(names: (&str, &str), before: &Program, after: &Program, report: &Report) -> String {
    let mut body = String::new();
    let (word, class) = match report.answer() {
        Answer::Equivalent if report.refinement => ("refines", "pass"),
        Answer::Equivalent => ("equivalent", "pass"),
        Answer::NoVerdict => ("no verdict", "muted"),
        Answer::Fails | Answer::Lost if report.refinement => ("does not refine", "fail"),
        Answer::Fails | Answer::Lost => ("not equivalent", "fail"),
    };
    let _ = writeln!(
        body,
        "<h1>waddle equiv {} {} <span class=\"verdict {class}\">{word}</span></h1>",
        esc(names.0),
        esc(names.1)
    );
    let _ = writeln!(
        body,
        "<details><summary>the verdict as printed</summary><pre class=\"verdict-text\">{}</pre></details>",
        esc(&report.render())
    );
    body.push_str(legend());
    let mut ids = Ids::default();
    // Failing functions first: the counterexample is what the page is for.
    let mut order: Vec<&FunctionReport> = report.functions.iter().collect();
    order.sort_by_key(|f| f.no_failure());
    for f in order {
        function_section(&mut body, &mut ids, before, after, f);
    }
    page(&format!("waddle equiv {} {}", names.0, names.1), &body)
}

/// The functions drawn for the function compared: itself, or, for an LLVM module's
/// start function (which only lays out the globals and calls `main`), every function
/// the module defines, paired by name, `main` first.
fn drawn(before: &Program, after: &Program, name: &str, after_name: &str) -> Vec<(Option<FuncId>, Option<FuncId>)> {
    if name != START {
        return vec![(before.func_by_name(name), after.func_by_name(after_name))];
    }
    let mut names: Vec<&str> =
        before.funcs.iter().chain(&after.funcs).map(|f| f.name.as_str()).filter(|n| !n.starts_with("llvm.")).collect();
    names.sort_by_key(|n| (*n != "main", *n));
    names.dedup();
    names.into_iter().map(|n| (before.func_by_name(n), after.func_by_name(n))).collect()
}

fn function_section(body: &mut String, ids: &mut Ids, before: &Program, after: &Program, f: &FunctionReport) {
    let after_name = f.renamed.as_deref().unwrap_or(&f.name);
    let (status, class) = if f.no_failure() { ("agrees", "pass") } else { ("fails", "fail") };
    let _ = writeln!(
        body,
        "<section class=\"function\" id=\"fn-{}\">\n<h2>fn {} <span class=\"verdict {class}\">{status}</span></h2>",
        esc(&f.name),
        esc(&f.name)
    );
    let divergence = f.first_divergence.as_ref();
    // The blocks where the runs part, read from the diff in the kernel's terms.
    let t = divergence.map(|d| tails(if d.kernel.is_empty() { &d.details } else { &d.kernel }));
    for (b, a) in drawn(before, after, &f.name, after_name) {
        body.push_str(&before_after(ids, (before, b), (after, a), None, t.as_ref(), ("BEFORE", "AFTER")));
    }
    body.push_str("<table class=\"theorems\"><tr><th>theorem on AFTER</th><th>result</th></tr>\n");
    let mut theorems = vec![Theorem::Types, Theorem::Ssa];
    if f.canonical_required {
        theorems.extend([Theorem::Lcssa, Theorem::Canonical]);
    }
    theorems.push(Theorem::Equivalence);
    for th in theorems {
        let fails = f.static_failures.iter().any(|s| s.theorem == th) || (th == Theorem::Equivalence && f.diverged > 0);
        let (word, class) = if fails { ("fails", "fail") } else { ("holds", "pass") };
        let _ = writeln!(body, "<tr><td>{}</td><td class=\"{class}\">{word}</td></tr>", esc(th.name()));
    }
    body.push_str("</table>\n");
    if let Some(sig) = &f.signature {
        let _ = writeln!(
            body,
            "<div class=\"failure\"><p><strong>failure:</strong> the signature changed: {}</p></div>",
            esc(sig)
        );
    }
    for s in &f.static_failures {
        let details = s.errors.iter().map(|e| e.to_string()).collect();
        let failure = Failure {
            theorem: Some(s.theorem),
            ..Failure::new(0, format!("{} fails on AFTER", s.theorem.name()), details)
        };
        failure_box(body, &failure, false);
    }
    if let Some(d) = divergence {
        let mut details = Vec::new();
        if let Some(r) = &d.random {
            details.push(format!("a random run; {r}"));
        }
        details.extend(d.details.iter().cloned());
        let title = format!("{} fails for run {}", Theorem::Equivalence.name(), d.labels[0]);
        let failure = Failure { theorem: Some(Theorem::Equivalence), ..Failure::new(0, title, details) };
        failure_box(body, &failure, false);
        if !d.kernel.is_empty() {
            let _ = writeln!(
                body,
                "<details><summary>the diff with the kernel's steps (rules and registers)</summary><pre>{}</pre></details>",
                esc(&d.kernel.join("\n"))
            );
        }
    }
    for n in &f.notes {
        let _ = writeln!(body, "<p class=\"muted\">note: {}</p>", esc(n));
    }
    body.push_str("</section>\n");
}
