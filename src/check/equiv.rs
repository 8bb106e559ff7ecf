//! Semantic equivalence by execution (semantics/README.md, slides "Theorem (Semantic
//! Equivalence)"): a run of the program before a transformation and the same run after
//! it must agree.
//!
//! - Both halt: equal effect traces Ψ, equal final memory µ, equal remaining ν.
//! - One is incomplete (a resource limit is not an effect, and a transformation may
//!   change step counts): it is retried with ten and a hundred times the fuel. If it
//!   still does not halt while the other run does, that is a mismatch (the theorem asks
//!   for a run that reaches the same Ψ). When neither halts, the shorter effect trace
//!   must be a prefix of the longer.
//!
//! A mismatch is shown as an aligned diff of the two effect traces in the paper's
//! notation, the index of the first divergence, and for each side the last steps
//! before it (rule, function:block:index, instruction).

use crate::exec::{self, machine::Remaining, Effect, Limits, Oracle, Outcome};
use crate::format::run as fmt;
use crate::ir::Program;

/// A run named in a spec, resolved against a program.
#[derive(Clone, Debug)]
pub struct RunSpec {
    pub entry: String,
    /// Arguments in the CLI's text form (`48`, `true`, `()`, `@f`).
    pub args: Vec<String>,
    pub oracle: Option<String>,
    pub fuel: u64,
}

impl RunSpec {
    /// `gcd(48, 18)`.
    pub fn label(&self) -> String {
        format!("{}({})", self.entry, self.args.join(", "))
    }
}

/// The observable result of one run.
pub struct Execution {
    /// How often each reduction rule fired.
    pub coverage: exec::Coverage,
    pub outcome: Outcome,
    pub effects: Vec<Effect>,
    pub memory: exec::Memory,
    pub remaining: Remaining,
    pub steps: u64,
}

impl Execution {
    pub fn complete(&self) -> bool {
        !matches!(self.outcome, Outcome::Incomplete(_))
    }
}

/// Runs `r` on `p` with `fuel` steps at most. `Err` is bad input (unknown entry,
/// arguments that do not fit, a malformed oracle) or an interpreter error.
pub fn execute(p: &Program, r: &RunSpec, fuel: u64) -> Result<Execution, String> {
    let inv = fmt::parse_invocation(p, &r.entry, &r.args, r.oracle.as_deref())?;
    let limits = Limits { fuel, ..Limits::default() };
    let env = exec::Env::new(p, limits);
    let start = env.start(inv.entry, inv.args, Oracle::new(inv.oracle));
    let mut coverage = exec::Coverage::default();
    let run = exec::run(&env, start, &mut coverage).map_err(|e| format!("interpreter error: {e:?}"))?;
    Ok(Execution {
        coverage,
        effects: run.effects().iter().cloned().collect(),
        memory: run.memory().clone(),
        remaining: run.nu().remaining(),
        steps: run.steps,
        outcome: run.outcome,
    })
}

/// Runs `r` on `p`, retrying an incomplete run with more fuel.
fn execute_patiently(p: &Program, r: &RunSpec) -> Result<Execution, String> {
    let mut e = execute(p, r, r.fuel)?;
    for factor in [10, 100] {
        if e.complete() {
            break;
        }
        e = execute(p, r, r.fuel.saturating_mul(factor))?;
    }
    Ok(e)
}

/// Compares the run before and after a transformation. `Ok(())` when they agree as
/// semantics/README.md reads equivalence; otherwise readable details.
pub fn compare(
    before: &Program,
    after: &Program,
    r: &RunSpec,
    coverage: &mut exec::Coverage,
) -> Result<Result<(), Vec<String>>, String> {
    let b = execute_patiently(before, r)?;
    let a = execute_patiently(after, r)?;
    add(coverage, &b.coverage);
    add(coverage, &a.coverage);
    let (bl, al) = (effect_lines(before, &b.effects), effect_lines(after, &a.effects));
    let mut details = Vec::new();
    if b.complete() && a.complete() {
        if bl != al {
            details.push("the effect traces differ".to_string());
        } else if b.memory != a.memory {
            details.push("the final memories differ".to_string());
            details.extend(fmt::memory(&b.memory).into_iter().map(|l| format!("  before: {l}")));
            details.extend(fmt::memory(&a.memory).into_iter().map(|l| format!("  after:  {l}")));
        } else if b.remaining != a.remaining {
            details.push(format!(
                "the remaining nondeterminism differs: before {:?}, after {:?}",
                b.remaining, a.remaining
            ));
        }
    } else if b.complete() != a.complete() {
        let (done, stuck) = if b.complete() { ("before", "after") } else { ("after", "before") };
        details.push(format!(
            "the run {done} the step halts, the run {stuck} it does not (still incomplete with 100 times the fuel)"
        ));
    } else {
        // Neither halts even with more fuel: the shorter trace must be a prefix.
        let (short, long) = if bl.len() <= al.len() { (&bl, &al) } else { (&al, &bl) };
        if long[..short.len()] != short[..] {
            details.push(
                "the effect traces differ (neither run halts, and neither trace is a prefix of the other)".into(),
            );
        }
    }
    if details.is_empty() {
        return Ok(Ok(()));
    }
    details.extend(render_diff(before, after, r, &bl, &al, &b, &a));
    Ok(Err(details))
}

fn effect_lines(p: &Program, effects: &[Effect]) -> Vec<String> {
    effects.iter().map(|e| fmt::effect(p, e)).collect()
}

/// The aligned diff, the first divergence, and the last steps before it on each side.
fn render_diff(
    before: &Program,
    after: &Program,
    r: &RunSpec,
    bl: &[String],
    al: &[String],
    b: &Execution,
    a: &Execution,
) -> Vec<String> {
    let mut out = Vec::new();
    out.push(format!(
        "outcome before: {} ({} steps); after: {} ({} steps)",
        fmt::outcome(before, &b.outcome),
        b.steps,
        fmt::outcome(after, &a.outcome),
        a.steps
    ));
    let first = bl.iter().zip(al).position(|(x, y)| x != y).unwrap_or(bl.len().min(al.len()));
    out.push(format!("first divergence at effect #{first}"));
    let (bt, at) = (bl.join("\n") + "\n", al.join("\n") + "\n");
    let diff = similar::TextDiff::from_lines(bt.as_str(), at.as_str());
    out.push("effects (- before, + after):".into());
    for change in diff.iter_all_changes() {
        let sign = match change.tag() {
            similar::ChangeTag::Delete => "-",
            similar::ChangeTag::Insert => "+",
            similar::ChangeTag::Equal => " ",
        };
        out.push(format!("  {sign} {}", change.value().trim_end()));
    }
    for (side, p) in [("before", before), ("after", after)] {
        out.push(format!("last steps of the run {side} the step, up to the divergence:"));
        out.extend(last_steps(p, r, first).into_iter().map(|l| format!("    {l}")));
    }
    out
}

/// The last few steps up to the one that produced effect number `index` (or up to the
/// end of the run when it produced fewer effects).
fn last_steps(p: &Program, r: &RunSpec, index: usize) -> Vec<String> {
    const SHOWN: usize = 6;
    let Ok(inv) = fmt::parse_invocation(p, &r.entry, &r.args, r.oracle.as_deref()) else { return vec![] };
    let env = exec::Env::new(p, Limits { fuel: r.fuel.saturating_mul(100), ..Limits::default() });
    let start = env.start(inv.entry, inv.args, Oracle::new(inv.oracle));
    let mut window: std::collections::VecDeque<exec::TraceEntry> = std::collections::VecDeque::new();
    let mut effects = 0usize;
    let mut done = false;
    let mut observe = |at: exec::Pos, rule: exec::Rule| {
        if done {
            return;
        }
        window.push_back(exec::TraceEntry { rule, at });
        if window.len() > SHOWN {
            window.pop_front();
        }
        if produces_effect(rule) {
            if effects == index {
                done = true;
            }
            effects += 1;
        }
    };
    let _ = exec::run(&env, start, &mut &mut observe);
    window.iter().map(|e| fmt::trace_line(p, e)).collect()
}

/// Rules that append to Ψ: a call of an external, a halt, and every error.
fn produces_effect(rule: exec::Rule) -> bool {
    let n = rule.name();
    n == "E-Call-Extern"
        || n == "E-Return-Halt"
        || n.ends_with("-Err")
        || n.ends_with("-Fault")
        || n.ends_with("-Uninit")
}

/// Adds the counts of `more` to `total`.
pub fn add(total: &mut exec::Coverage, more: &exec::Coverage) {
    for (t, m) in total.0.iter_mut().zip(more.0.iter()) {
        *t += m;
    }
}
