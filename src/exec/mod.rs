//! The small-step interpreter of `semantics/reduction.md`.
//!
//! Split as Cranelift's interpreter is, one job per file:
//! - `rule`: the rules' names;
//! - `budget`: the size of a configuration (one budget for all of it) and the fuel
//!   charged by the work of a step;
//! - `memory`: µ, bit addressed;
//! - `float`: ⟦op⟧ of the floating-point operations, on binary64 bit patterns;
//! - `frame`: a position, the registers γ (`Regs`) and a frame of ŝ;
//! - `cont`: the continuation ŝ, a persistent stack of frames;
//! - `state`: the configuration `(⟨p, f, b⟩ | γ | ν | µ | Ψ ; s)` as a value;
//! - `machine`: the door for ν (external results, allocation addresses), with the
//!   tape/seed `Oracle` that records what it hands out;
//! - `env`: the fixed part of a run (`Env`: the program, the `Limits`, what entering a
//!   function needs, recycled register arrays, the fuel charged beyond the steps);
//! - `step`: one step, one match arm per rule of `rule::Rule`;
//! - `run`: the driver with fuel, call-depth, value-size and memory-size limits, the
//!   outcome of a run and the observers of its steps;
//! - `fast`: the pre-decoded engine, the same runs as `run` with the frequent steps
//!   taken from a flat translation of the program (every other step is `step`'s).
//!
//! Each file uses only files listed above it (`fast/` included), so the files form no
//! cycle (`tests/architecture.rs`).
//!
//! Program errors are outcomes (`Outcome::HaltEx`), limits are `Outcome::Incomplete`;
//! only a configuration a verified program cannot reach is a Rust error (`Stuck`).

pub mod budget;
pub mod cont;
pub mod env;
pub mod fast;
pub mod float;
pub mod frame;
pub mod machine;
pub mod memory;
pub mod rule;
pub mod run;
pub mod state;
pub mod step;

pub use env::{Env, Limits, Sink};
pub use fast::Engine;
pub use machine::{Machine, Oracle, OracleSpec, Strided};
pub use memory::{Allocation, Memory};
pub use rule::Rule;
pub use run::{check_args, run, Coverage, Observer, Outcome, Run, Tally, Trace, TraceEntry};
pub use state::{Config, Effect, Incomplete, Pos, ProgramError};
pub use step::{step, Stop, Stuck};
