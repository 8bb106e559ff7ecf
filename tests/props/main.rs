//! Property tests of the transformations on random programs: after every step, every
//! maintenance theorem against fresh computations and semantic equivalence.
//! `WADDLE_PROPTEST_CASES=N` sets the number of cases.

mod alloc;
mod inlining;
mod loop_passes;
mod transform;
