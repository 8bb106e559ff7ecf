//! Benchmarks run by `waddle bench …`. Speed is measured here, never in tests.

pub mod interp;
