//! The settings of a check, as one value built once (at the command line, or by a
//! library user) and passed down to every comparison. Nothing in the library reads a
//! setting from anywhere else: two checks with different settings can run side by side
//! in one process.

use crate::exec::Limits;
use std::time::Duration;

/// The checker's own limits on runs: the most fuel any run gets (a spec's `fuel` above
/// it, and the retries of the ladder, are capped), and the budget of runs whose spec
/// sets none.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CheckLimits {
    /// The most fuel any run of a comparison gets.
    pub fuel_cap: u64,
    /// The size budget, in bytes, of a run whose spec sets none.
    pub budget: u64,
}

impl CheckLimits {
    /// The default fuel cap: `waddle run`'s default fuel.
    pub const DEFAULT_FUEL_CAP: u64 = 100_000_000;

    /// The fuel a run asking for `fuel` starts with, and whether the cap lowered it.
    pub fn first_fuel(&self, fuel: u64) -> (u64, bool) {
        (fuel.min(self.fuel_cap), fuel > self.fuel_cap)
    }
}

impl Default for CheckLimits {
    fn default() -> CheckLimits {
        CheckLimits { fuel_cap: CheckLimits::DEFAULT_FUEL_CAP, budget: Limits::DEFAULT_BUDGET }
    }
}

/// Every setting of a check: `waddle check --fuel-cap --budget --random-runs --seed
/// --strict --time-limit`, or a library user's choice. `Config::default()` is the
/// command line's defaults.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Config {
    /// The limits of every run.
    pub limits: CheckLimits,
    /// Random runs per entry, at least (a spec's `random_runs` may ask for more).
    pub random_runs: u64,
    /// The seed of the random runs: the same seed draws the same runs.
    pub seed: u64,
    /// Warnings (no run checks the steps, every run is vacuous) are failures.
    pub strict: bool,
    /// The bound on each spec's random runs; `None`: no bound.
    pub time_limit: Option<Duration>,
}
