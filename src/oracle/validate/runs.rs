//! The runs phase of a validation: every paired function's given runs first, never cut
//! by the time limit; then each function's random runs (drawn one at a time) within its
//! share of the time that remains, compared until the first divergence, which is shrunk
//! (`shrink.rs`), or until the share ends.

use super::report::{Divergence, FunctionReport};
use crate::exec::Coverage;
use crate::ir::Program;
use crate::oracle::config::CheckLimits;
use crate::oracle::equiv::{self, Compare, RunError, RunSpec, Verdict};
use crate::oracle::notation::Notation;
use crate::oracle::random;
use crate::oracle::refine::Notion;
use std::collections::HashMap;
use std::time::Instant;

/// The comparisons a report's runs make: BEFORE, AFTER under σref, and the bounds.
pub(super) struct Runner<'a> {
    pub(super) before: &'a Program,
    pub(super) after: &'a Program,
    pub(super) limits: &'a CheckLimits,
    pub(super) notation: &'a dyn Notation,
    /// The end of the whole verdict's time (`Options::time_limit`): random runs and
    /// the shrinking stop there.
    pub(super) deadline: Option<Instant>,
    /// `Options::domains`: what a counterexample's arguments shrink within.
    pub(super) domains: &'a HashMap<String, Vec<random::Domain>>,
    /// `Options::imported`.
    pub(super) imported: bool,
    /// `Options::notion`.
    pub(super) notion: &'a Notion,
}

/// Notes kept per function (a verdict resting on the fuel cap is noted per run).
const NOTES_KEPT: usize = 3;

impl Runner<'_> {
    pub(super) fn time_is_up(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// The comparison of one run (`Verdict::NoVerdict` when `deadline` cut it).
    pub(super) fn compare(
        &self,
        r: &RunSpec,
        coverage: &mut Coverage,
        persist: bool,
        deadline: Option<Instant>,
    ) -> Result<Verdict, RunError> {
        let how = Compare { limits: self.limits, deadline, persist, notion: self.notion };
        equiv::compare(self.before, self.after, r, &how, coverage)
    }

    /// Whether a vacuous comparison of `r` climbs the fuel ladder (`compare_until`):
    /// a given run, or the run of an import's function without parameters.
    fn persists(&self, r: &RunSpec, random: bool) -> bool {
        let no_params = || self.before.func_by_name(&r.entry).is_some_and(|f| self.before.func(f).params().is_empty());
        !random || (self.imported && no_params())
    }

    /// Compares `runs` (drawn one at a time: `(run, random)`, `total` of them) until
    /// the first divergence, which is shrunk, or until `until` (`None`: every run, as
    /// given runs are); the runs `until` cuts are counted in `FunctionReport::incomplete`.
    pub(super) fn compare_runs(
        &self,
        f: &mut FunctionReport,
        runs: impl Iterator<Item = (RunSpec, bool)>,
        total: u64,
        until: Option<Instant>,
    ) -> Result<(), RunError> {
        let mut coverage = Coverage::default();
        let (mut done, mut dropped) = (0u64, 0usize);
        for (r, random) in runs {
            if until.is_some_and(|d| Instant::now() >= d) {
                break;
            }
            let verdict = self.compare(&r, &mut coverage, self.persists(&r, random), until)?;
            if matches!(verdict, Verdict::NoVerdict) {
                break;
            }
            done += 1;
            if random {
                f.random += 1;
            } else {
                f.given += 1;
            }
            match verdict {
                Verdict::NoVerdict => {}
                Verdict::Agree(a) => {
                    f.vacuous += usize::from(a.vacuous);
                    let room = NOTES_KEPT.saturating_sub(f.notes.len());
                    dropped += a.notes.len().saturating_sub(room);
                    f.notes.extend(a.notes.into_iter().take(room));
                }
                Verdict::Diverge(cx) => {
                    f.diverged = 1;
                    f.skipped = total - done;
                    // A random run is shrunk; a given run is the user's, shown as given.
                    let (run, cx, shrunk_from) = if random { self.shrink(r, cx) } else { (r, cx, None) };
                    let details = cx.diff(self.before, self.after, self.notation);
                    let kernel =
                        self.notation.kernel().map(|n| cx.diff(self.before, self.after, &*n)).unwrap_or_default();
                    let random = random.then(|| self.notation.replay(&run));
                    let label = |r: &RunSpec| self.notation.label(r);
                    let labels = [label(&run), shrunk_from.as_ref().map(|(r, _)| label(r)).unwrap_or_default()];
                    f.first_divergence = Some(Divergence { run, random, details, kernel, shrunk_from, labels });
                    break;
                }
            }
        }
        if dropped > 0 {
            f.notes.push(format!("and {dropped} more note(s) like these (a verdict that rests on the fuel cap)"));
        }
        if f.diverged == 0 {
            f.incomplete += total - done;
        }
        Ok(())
    }
}
