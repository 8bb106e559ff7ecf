//! A spec's page (`waddle check --html`, `waddle fuzz --out`): its verdict, then every
//! step as written, the changed functions before and after, the theorems with their
//! result, and for a failure the failing theorem with the expected and found
//! structure, or the trace diff with the block where the runs part marked on both
//! drawings.

use super::draw::Structure;
use super::figures::{before_after, expected_found, Ids};
use super::html::{esc, legend, page};
use super::trace::{tails, Tails};
use crate::check::{describe, SpecResult};
use crate::exec::Rule;
use crate::format::spans;
use crate::format::spec::parse_spec;
use crate::oracle::{Failure, Theorem};
use std::fmt::Write;
use std::time::Duration;

/// What a spec's page shows besides its result: its name, its text (for the steps as
/// written) and how long it took.
pub struct SpecSource<'a> {
    pub name: &'a str,
    pub text: &'a str,
    pub elapsed: Option<Duration>,
    /// The page is one of `waddle check --html`'s, with an index to go back to.
    pub in_index: bool,
}

/// A spec's verdict in a word, with its CSS class.
pub fn verdict(r: &SpecResult) -> (&'static str, &'static str) {
    if r.no_verdict.is_some() {
        ("no verdict", "muted")
    } else if r.passed() {
        ("passed", "pass")
    } else {
        ("failed", "fail")
    }
}

/// The whole page of one spec.
pub fn spec_page(src: &SpecSource<'_>, r: &SpecResult) -> String {
    let mut body = String::new();
    let (word, class) = verdict(r);
    if src.in_index {
        let _ = writeln!(body, "<p><a href=\"index.html\">← all specs</a></p>");
    }
    let _ = writeln!(body, "<h1>{} <span class=\"verdict {class}\">{word}</span></h1>", esc(src.name));
    if !r.description.is_empty() {
        let _ = writeln!(body, "<p>{}</p>", esc(&r.description));
    }
    let time = src.elapsed.map(|t| format!(", {}", super::html::time(t))).unwrap_or_default();
    let _ = writeln!(body, "<p class=\"muted\">{} step(s){time}; rules fired: {}</p>", r.steps, rules_fired(r));
    for (what, lines) in [
        ("no verdict", r.no_verdict.iter().cloned().collect::<Vec<_>>()),
        ("warning", r.warnings.clone()),
        ("note", r.notes.clone()),
    ] {
        for l in lines {
            let _ = writeln!(body, "<p class=\"muted\">{what}: {}</p>", esc(&l));
        }
    }
    let step_texts = steps_as_written(src.text);
    let descriptions: Vec<String> = parse_spec(src.text)
        .map(|s| s.steps.iter().map(|st| describe(&st.apply)).collect())
        .unwrap_or_else(|_| r.after.iter().map(|(d, _)| d.clone()).collect());
    let input_failures: Vec<&Failure> = r.failures.iter().filter(|f| f.title.contains("of the input")).collect();
    if !input_failures.is_empty() {
        body.push_str("<h2>The input's runs</h2>\n");
        for f in input_failures {
            failure_box(&mut body, f, false);
        }
    }
    body.push_str(legend());
    let mut ids = Ids::default();
    for i in 0..r.steps.max(descriptions.len()) {
        step_section(&mut body, &mut ids, r, i, descriptions.get(i), step_texts.get(i));
    }
    coverage_table(&mut body, r);
    page(&format!("{} — waddle check", src.name), &body)
}

/// `12 of 19`.
pub fn rules_fired(r: &SpecResult) -> String {
    let n = Rule::ALL.iter().filter(|x| r.coverage.count(**x) > 0).count();
    format!("{n} of {}", Rule::ALL.len())
}

/// The text of each step of a spec, as written.
fn steps_as_written(text: &str) -> Vec<String> {
    let Some(root) = spans::scan(text) else { return vec![] };
    let Some(steps) = root.field("steps") else { return vec![] };
    (0..).map_while(|i| steps.item(i)).filter_map(|n| text.get(n.span.clone()).map(dedent)).collect()
}

/// A step's text with the indentation of its continuation lines made relative to
/// its first line's.
fn dedent(s: &str) -> String {
    let indent = s.lines().skip(1).filter(|l| !l.trim().is_empty()).map(|l| l.len() - l.trim_start().len()).min();
    // The closing parenthesis stands where the step began: it sets the margin.
    let cut = indent.unwrap_or(0);
    let mut lines = s.lines();
    let mut out = lines.next().unwrap_or("").to_string();
    for l in lines {
        out.push('\n');
        out.push_str(l.get(cut..).unwrap_or(l.trim_start()));
    }
    out
}

/// Step `i`: as written, its status, the changed functions before and after, the
/// theorems, and its failures.
fn step_section(
    body: &mut String,
    ids: &mut Ids,
    r: &SpecResult,
    i: usize,
    what: Option<&String>,
    text: Option<&String>,
) {
    let failures: Vec<&Failure> =
        r.failures.iter().filter(|f| f.step == i && !f.title.contains("of the input")).collect();
    let expected: Vec<&Failure> = r.expected.iter().filter(|f| f.step == i).collect();
    let applied = r.applied.get(i);
    let (status, class) = match (failures.is_empty(), expected.is_empty(), applied.is_some()) {
        (false, _, _) => ("fails", "fail"),
        (true, false, _) => ("fails as expected", "pass"),
        (true, true, true) => ("passes", "pass"),
        (true, true, false) => ("not reached", "muted"),
    };
    let what = what.map(String::as_str).unwrap_or("");
    let _ = writeln!(
        body,
        "<section class=\"step\" id=\"step{}\">\n<h2>Step {}: {} <span class=\"verdict {class}\">{status}</span></h2>",
        i + 1,
        i + 1,
        esc(what)
    );
    if let Some(t) = text {
        let _ = writeln!(body, "<pre class=\"step-text\">{}</pre>", esc(t));
    }
    let diverged: Option<Tails> =
        failures.iter().chain(&expected).find(|f| f.theorem == Some(Theorem::Equivalence)).map(|f| tails(&f.details));
    if let (Some(a), Some(pb), Some(pa)) = (applied, r.programs.get(i), r.programs.get(i + 1)) {
        for (fid, _, _) in &a.changed {
            let name = &pa.func(*fid).name;
            let _ = writeln!(body, "<h3>{} before and after the step</h3>", esc(name));
            body.push_str(&before_after(
                ids,
                (pb, pb.func_by_name(name)),
                (pa, Some(*fid)),
                None::<Structure>,
                diverged.as_ref(),
                ("before", "after"),
            ));
        }
        theorem_table(body, &failures, &expected);
        if let Some((_, listing)) = r.after.get(i) {
            let _ = writeln!(
                body,
                "<details><summary>after the step, in the paper's notation</summary><pre>{}</pre></details>",
                esc(listing)
            );
        }
    }
    for f in failures.iter().chain(&expected) {
        let is_expected = expected.iter().any(|e| std::ptr::eq(*e, *f));
        failure_box(body, f, is_expected);
        let structural = matches!(f.theorem, Some(Theorem::DomTree | Theorem::LoopForest));
        if let (true, Some(a), Some(pa)) = (structural, applied, r.programs.get(i + 1)) {
            for (fid, dom, loops) in &a.changed {
                if f.title.contains(&format!("`{}`", pa.func(*fid).name)) {
                    body.push_str(&expected_found(ids, pa, *fid, dom, loops));
                }
            }
        }
    }
    body.push_str("</section>\n");
}

/// The seven theorems of a step applied, each with its result.
fn theorem_table(body: &mut String, failures: &[&Failure], expected: &[&Failure]) {
    body.push_str("<table class=\"theorems\"><tr><th>theorem</th><th>result</th></tr>\n");
    for t in Theorem::ALL.iter().chain(std::iter::once(&Theorem::Equivalence)) {
        let (word, class) = if failures.iter().any(|f| f.theorem == Some(*t)) {
            ("fails", "fail")
        } else if expected.iter().any(|f| f.theorem == Some(*t)) {
            ("fails, as expected", "pass")
        } else {
            ("holds", "pass")
        };
        let _ = writeln!(body, "<tr><td>{}</td><td class=\"{class}\">{word}</td></tr>", esc(t.name()));
    }
    body.push_str("</table>\n");
}

/// A failure: its title and details; a trace diff keeps its lines, removed and added
/// effects coloured.
pub fn failure_box(body: &mut String, f: &Failure, expected: bool) {
    let head = if expected { "failed as expected" } else { "failure" };
    let class = if f.theorem.is_some() { "failure theorem" } else { "failure" };
    let _ = writeln!(body, "<div class=\"{class}\"><p><strong>{head}:</strong> {}</p>", esc(&f.title));
    if !f.details.is_empty() {
        body.push_str("<pre class=\"diff\">");
        for d in &f.details {
            let t = d.trim_start();
            let cls = if t.starts_with("- ") {
                "del"
            } else if t.starts_with("+ ") {
                "add"
            } else {
                ""
            };
            if cls.is_empty() {
                let _ = writeln!(body, "{}", esc(d));
            } else {
                let _ = write!(body, "<span class=\"{cls}\">{}</span>", esc(d));
            }
        }
        body.push_str("</pre>\n");
    }
    body.push_str("</div>\n");
}

fn coverage_table(body: &mut String, r: &SpecResult) {
    body.push_str(
        "<h2>Rule coverage of the spec's runs</h2>\n<table class=\"coverage\"><tr><th>rule</th><th>fired</th></tr>\n",
    );
    for rule in Rule::ALL {
        let n = r.coverage.count(*rule);
        let class = if n == 0 { "num muted" } else { "num" };
        let _ = writeln!(body, "<tr><td>{}</td><td class=\"{class}\">{n}</td></tr>", rule.name());
    }
    body.push_str("</table>\n");
}
