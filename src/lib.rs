//! Waddle checker: the reference interpreter and formal-semantics checker for the
//! Waddle always-canonical IR, as a library a pass author calls from their own tests.
//!
//! # Checking your own transformation
//!
//! Read a program (`format::parse_program` for RON, `bril::lower::import_text` for
//! Bril), put it in canonical form, enter it into the maintained world
//! (`check::World`), and hand your transformation to `World::check_edit` as a closure
//! over the maintained function. The step is checked as `waddle check` checks a spec
//! step: the six maintenance theorems, then semantic equivalence on your runs and on
//! random ones, with every setting in one `oracle::Config`.
//!
//! ```
//! use waddle::check::World;
//! use waddle::oracle::{Config, RunSpec};
//!
//! let text = std::fs::read_to_string("specs/programs/gcd.ron").unwrap();
//! let mut program = waddle::format::parse_program(&text).expect("it parses").program;
//! waddle::canon::canonicalize_program(&mut program).expect("it is reducible");
//! let world = World::enter(program).expect("every function enters");
//! let runs = [RunSpec::new("gcd", &["48", "18"]), RunSpec::new("gcd", &["7", "0"])];
//! let config = Config { random_runs: 20, ..Config::default() };
//! // The transformation under test: unroll the loop headed by `a` twice.
//! let report = world
//!     .check_edit("gcd", |m| m.unroll(m.function().block_by_name("a").unwrap(), 2).map(drop), &runs, &config)
//!     .expect("the transformation applies");
//! let failures: Vec<String> = report.failures.iter().map(|f| f.to_string()).collect();
//! assert!(report.passed(), "{}", failures.join("\n"));
//! assert_eq!(report.checked, 2 + 20);
//! ```
//!
//! # Comparing two programs
//!
//! When your pass produces a whole program, compare a run of each with
//! `oracle::compare`: the answer is a typed `oracle::Verdict`, and a divergence's
//! readable diff (the one `waddle` prints) is rendered only when you ask for it.
//!
//! ```
//! use waddle::format::parse_program;
//! use waddle::oracle::{compare, CheckLimits, Compare, Mismatch, Paper, RunSpec, Verdict};
//!
//! let before = std::fs::read_to_string("specs/programs/gcd.ron").unwrap();
//! // A wrong "optimization": the loop's exit returns the other register.
//! let after = before.replace(r#"Return("r1")"#, r#"Return("r2")"#);
//! let (before, after) = (parse_program(&before).unwrap().program, parse_program(&after).unwrap().program);
//! let limits = CheckLimits::default();
//! let run = RunSpec::new("gcd", &["48", "18"]);
//! let verdict = compare(&before, &after, &run, &Compare::new(&limits), &mut Default::default());
//! let Ok(Verdict::Diverge(cx)) = verdict else { panic!("the runs diverge") };
//! assert_eq!(cx.mismatch, Mismatch::Effects);
//! let diff = cx.diff(&before, &after, &Paper).join("\n");
//! assert!(diff.contains("- halt(6)") && diff.contains("+ halt(0)"), "{diff}");
//! ```
//!
//! `oracle::validate::validate` validates every function of two whole programs at once
//! (`waddle equiv`), and `check::pair::validate_files` does so from two files, Waddle or
//! Bril. ARCHITECTURE.md names the stable surface.
//!
//! # Layers
//!
//! The modules form layers, lowest first; each imports only from layers below it
//! (ARCHITECTURE.md, "Layers"; `tests/architecture.rs` enforces it):
//! `diag`, `counters` → `ir` → `analysis`, `exec` → `verify`, `transform` → `canon` →
//! `format` → `oracle` → `opt` → `bril`, `llvm` → `check` → `report` → `fuzz` → `bench` → `cli` (the
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
pub mod llvm;

pub mod check;

pub mod report;

pub mod fuzz;

pub mod bench;
