//! A counterexample made small: each integer argument of a diverging random run tried
//! at the simplest value of its domain, then halved toward it while the run still
//! diverges, within `SHRINK_ATTEMPTS` comparisons and the deadline.

use super::runs::Runner;
use crate::exec::Coverage;
use crate::oracle::equiv::{Counterexample, RunSpec, Verdict};
use num_bigint::BigInt;

/// Comparisons the shrinking of a divergence may make.
pub const SHRINK_ATTEMPTS: usize = 50;

impl Runner<'_> {
    /// A diverging random run with smaller integer arguments that still diverges, when one is
    /// found within `SHRINK_ATTEMPTS` comparisons (and the time limit): each integer
    /// argument is tried at 0, then halved toward 0 while the run diverges, then ±1.
    /// The ν seed is kept. Returns the run, its counterexample and what it was shrunk
    /// from.
    pub(super) fn shrink(
        &self,
        r: RunSpec,
        cx: Box<Counterexample>,
    ) -> (RunSpec, Box<Counterexample>, Option<(RunSpec, usize)>) {
        let mut coverage = Coverage::default();
        let mut tries = 0usize;
        let mut best = (r.clone(), cx);
        let mut attempt = |run: RunSpec, best: &mut (RunSpec, Box<Counterexample>)| -> Option<bool> {
            if tries >= SHRINK_ATTEMPTS || self.time_is_up() {
                return None;
            }
            tries += 1;
            if let Ok(Verdict::Diverge(cx)) = self.compare(&run, &mut coverage, false, self.deadline) {
                *best = (run, cx);
                return Some(true);
            }
            Some(false)
        };
        for i in 0..r.args.len() {
            let Ok(first) = r.args[i].parse::<BigInt>() else { continue };
            let with = |best: &RunSpec, v: &BigInt| {
                let mut run = best.clone();
                run.args[i] = v.to_string();
                run
            };
            let domain = self.domains.get(&r.entry).and_then(|d| d.get(i)).copied().unwrap_or_default();
            let simplest = domain.simplest();
            if first == simplest || attempt(with(&best.0, &simplest), &mut best).is_none() {
                continue;
            }
            'smaller: loop {
                let v: BigInt = best.0.args[i].parse().unwrap_or_default();
                for c in domain.simpler(&v) {
                    match attempt(with(&best.0, &c), &mut best) {
                        None => break 'smaller,
                        Some(true) => continue 'smaller,
                        Some(false) => {}
                    }
                }
                break;
            }
        }
        let from = (best.0.args != r.args).then_some((r, tries));
        (best.0, best.1, from)
    }
}
