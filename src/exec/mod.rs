//! The small-step interpreter of `semantics/reduction.md`.
//!
//! Split as Cranelift's interpreter is, one job per file:
//! - `rule`: the rules' names;
//! - `budget`: the size of a configuration (one budget for all of it) and the fuel
//!   charged by the work of a step;
//! - `memory`: µ, bit addressed;
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
//! Each file uses only files listed above it (`fast/` included: its files form no
//! cycle either).
//!
//! Program errors are outcomes (`Outcome::HaltEx`), limits are `Outcome::Incomplete`;
//! only a configuration a verified program cannot reach is a Rust error (`Stuck`).

#![deny(unsafe_code)]

pub mod budget;
pub mod cont;
pub mod env;
pub mod fast;
pub mod frame;
pub mod machine;
pub mod memory;
pub mod rule;
pub mod run;
pub mod state;
pub mod step;

pub use env::{Env, Limits};
pub use fast::Engine;
pub use machine::{Machine, Oracle, OracleSpec};
pub use memory::Memory;
pub use rule::Rule;
pub use run::{check_args, run, Coverage, Observer, Outcome, Run, Tally, Trace, TraceEntry};
pub use state::{Config, Effect, Incomplete, Pos, ProgramError};
pub use step::{step, Stop, Stuck};

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// The files of `src/exec/` in the order of the list above, and those of
    /// `src/exec/fast/` (whose `mod.rs` may use them all): each uses only files
    /// before it.
    const LAYERS: [&str; 11] =
        ["rule", "budget", "memory", "frame", "cont", "state", "machine", "env", "step", "run", "fast"];
    const FAST_LAYERS: [&str; 5] = ["decode", "slots", "wide", "call", "engine"];

    /// The names among `others` that the code lines of `text` reach through `prefix`
    /// (comments excluded).
    fn used<'a>(text: &str, prefixes: &[&str], others: &[&'a str]) -> Vec<&'a str> {
        let code: Vec<&str> = text.lines().map(|l| l.split("//").next().unwrap_or("")).collect();
        let reaches = |name: &str| {
            prefixes.iter().any(|p| {
                let path = format!("{p}{name}");
                code.iter().any(|l| {
                    l.match_indices(&path)
                        .any(|(i, _)| !l[i + path.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_'))
                })
            })
        };
        others.iter().copied().filter(|o| reaches(o)).collect()
    }

    fn check(dir: &Path, layers: &[&str], prefixes: &[&str]) {
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .expect("a folder of src/exec")
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .map(|n| n.trim_end_matches(".rs").to_string())
            .filter(|n| n != "mod")
            .collect();
        files.sort();
        let mut listed: Vec<String> = layers.iter().map(|s| s.to_string()).collect();
        listed.sort();
        assert_eq!(files, listed, "every file of {} is in the layer list", dir.display());
        for (k, name) in layers.iter().enumerate() {
            let file = dir.join(format!("{name}.rs"));
            let file = if file.exists() { file } else { dir.join(name).join("mod.rs") };
            let text = std::fs::read_to_string(&file).expect("a file of the layer list");
            let later = used(&text, prefixes, &layers[k + 1..]);
            assert!(later.is_empty(), "{} uses {later:?}, listed after it", file.display());
        }
    }

    #[test]
    fn the_files_of_exec_form_no_cycle() {
        let exec = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/exec");
        check(&exec, &LAYERS, &["super::", "crate::exec::"]);
        check(&exec.join("fast"), &FAST_LAYERS, &["super::", "crate::exec::fast::"]);
    }
}
