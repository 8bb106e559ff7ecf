//! Waddle checker: the reference interpreter and formal-semantics checker for the
//! Waddle always-canonical IR.
//!
//! The modules form layers, lowest first; each imports only from layers below it
//! (ARCHITECTURE.md, "Layers"; `tests/architecture.rs` enforces it):
//! `diag`, `counters` → `ir` → `analysis`, `exec` → `verify`, `transform` → `canon` →
//! `format` → `oracle` → `opt` → `bril` → `check` → `report` → `fuzz` → `bench` → `cli` (the
//! binary's `src/cli/`).

#![deny(unsafe_code)]

pub mod counters;
pub mod diag;

pub mod ir;

pub mod analysis;
pub mod exec;

pub mod transform;
pub mod verify;

pub mod canon;

pub mod format;

pub mod oracle;

pub mod opt;

pub mod bril;

pub mod check;

pub mod report;

pub mod fuzz;

pub mod bench;
