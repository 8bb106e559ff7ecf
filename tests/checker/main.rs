//! The checker's verdicts: wrong steps caught and reported, verdicts in bounded time,
//! random runs and their warnings, and `waddle equiv` with the `Replace` steps.

#[path = "../common/mod.rs"]
mod common;

mod alloc;
mod bounded_verdicts;
mod equiv;
mod labels;
mod library;
mod random_runs;
mod wrong_steps;
