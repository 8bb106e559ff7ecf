//! `waddle fuzz --llvm 'CMD'`: LLVM's passes fuzzed with the generator's programs.
//!
//! ```text
//! for each program i (deterministic in the seed):
//!     P ← the generator's random canonical loop nest (fuzz/gen), its entry f(n), with
//!         arrays read and written in some of its loops (`with_arrays`)
//!     BEFORE ← P exported for the run f(n) (llvm::export); refused: skip it
//!     AFTER ← BEFORE piped through CMD (a time limit, the process group killed)
//!     validate AFTER against BEFORE by refinement (check::pair, semantics/llvm.md);
//!         an AFTER that waddle does not read (a vector, an intrinsic the reader
//!         lacks) is counted unread: no verdict, not a failure
//!     a failure: shrink P (fuzz/gen's shrinker), re-exporting and re-piping each
//!         smaller program, while the pair still fails
//! ```
//!
//! A pair that does not refine is a wrong pass (or a wrong export: the failure keeps
//! both modules and the program, so either can be looked at).

use super::gen::{Guard, Prog, Stmt};
use crate::check::pair::{validate_files, PairBadInput, PairOptions};
use crate::check::per_pass::llvm_readable;
use crate::check::suite::{pass, DEFAULT_MAX_OUTPUT, STDERR_TAIL};
use crate::exec::machine::Rng;
use crate::exec::OracleSpec;
use crate::format;
use crate::ir::{FuncId, Program, Value};
use crate::llvm::export::{export, ExportRun};
use crate::llvm::facts;
use crate::oracle::validate::Options;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// A session's settings.
#[derive(Clone, Debug)]
pub struct LlvmFuzz {
    /// The pass pipeline: a shell command reading a module and printing one.
    pub command: String,
    pub seed: u64,
    /// Stop after this many programs, or after `time`.
    pub count: Option<u64>,
    pub time: Option<Duration>,
    /// The size of the entry's statement tree.
    pub size: usize,
    /// The bound on one run of the command, and on one pair's verdict.
    pub limit: Duration,
    /// Where the modules are written (the failures' are kept).
    pub dir: PathBuf,
    /// Shrink at most this many failures.
    pub shrink: usize,
}

/// A pair that does not refine (or could not be compared), smallest found.
#[derive(Clone, Debug)]
pub struct LlvmFailure {
    pub iteration: u64,
    /// The Waddle program, as RON, and the argument of its run.
    pub program: String,
    pub arg: i64,
    pub before: PathBuf,
    pub after: PathBuf,
    /// The validation's report, or why the command failed.
    pub report: String,
    /// Blocks of the program as generated, and of the shrunk one.
    pub blocks: (usize, usize),
}

/// What a session found.
#[derive(Clone, Debug, Default)]
pub struct LlvmSummary {
    pub programs: u64,
    /// Pairs validated: AFTER refines BEFORE.
    pub refined: u64,
    /// Programs the export refuses (the generator's memory statements are made
    /// straight-line code first, so this is what else it refuses).
    pub refused: u64,
    /// Pairs without a verdict (a run out of fuel, the time limit).
    pub no_verdict: u64,
    /// Pairs whose AFTER waddle does not read (what the pass made is outside what the
    /// reader supports): no verdict either.
    pub unread: u64,
    /// The first of them: the program, its AFTER module (kept) and why.
    pub first_unread: Option<(u64, PathBuf, String)>,
    pub failures: Vec<LlvmFailure>,
    pub elapsed: Duration,
}

impl LlvmSummary {
    /// Validated pairs per second.
    pub fn rate(&self) -> f64 {
        self.refined as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    pub fn text(&self, command: &str) -> String {
        let mut s = format!(
            "{} programs in {:.1}s: {} exported pairs refine ({:.1} checks/s), {} without a verdict, {} with an AFTER waddle does not read, {} refused by the export, {} failure(s) of `{command}`\n",
            self.programs,
            self.elapsed.as_secs_f64(),
            self.refined,
            self.rate(),
            self.no_verdict,
            self.unread,
            self.refused,
            self.failures.len()
        );
        if let Some((i, after, why)) = &self.first_unread {
            s += &format!("UNREAD program {i}: {} (kept): {why}\n", after.display());
        }
        if self.programs > 0 && self.refined == 0 && self.failures.is_empty() {
            s += "no verdict: no pair was validated\n";
        }
        for f in &self.failures {
            s += &format!(
                "FAIL  program {} (f({}); {} blocks, shrunk to {}): {} → {}\n{}\n",
                f.iteration,
                f.arg,
                f.blocks.0,
                f.blocks.1,
                f.before.display(),
                f.after.display(),
                f.report.trim_end()
            );
        }
        s
    }
}

/// How one pair came out.
enum Outcome {
    Refines,
    NoVerdict,
    /// AFTER is outside what waddle reads: the first line of why.
    Unread(String),
    /// Does not refine, or the command failed on a module LLVM reads: the report.
    Fails(String),
}

/// Runs a session; `progress` sees the summary after each program.
pub fn fuzz_llvm(cfg: &LlvmFuzz, mut progress: impl FnMut(&LlvmSummary)) -> LlvmSummary {
    let start = Instant::now();
    let mut s = LlvmSummary::default();
    for i in 0.. {
        let over = cfg.count.is_some_and(|c| i >= c) || cfg.time.is_some_and(|t| start.elapsed() >= t);
        if over || (cfg.count.is_none() && cfg.time.is_none() && i >= 100) {
            break;
        }
        let (prog, arg) = program(cfg.seed, i, cfg.size);
        s.programs += 1;
        let program = prog.build();
        let Some(before) = exported(&program, arg, i) else {
            s.refused += 1;
            progress(&s);
            continue;
        };
        match check(cfg, &before, &format!("p{i}")) {
            Outcome::Refines => {
                s.refined += 1;
                forget(cfg, &format!("p{i}"));
            }
            Outcome::NoVerdict => s.no_verdict += 1,
            Outcome::Unread(why) => {
                s.unread += 1;
                match s.first_unread {
                    None => s.first_unread = Some((i, cfg.dir.join(format!("p{i}.after.ll")), why)),
                    Some(_) => forget(cfg, &format!("p{i}")),
                }
            }
            Outcome::Fails(report) => {
                let blocks = count_blocks(&program);
                let mut failure = LlvmFailure {
                    iteration: i,
                    program: format::write_program(&program),
                    arg,
                    before: cfg.dir.join(format!("p{i}.before.ll")),
                    after: cfg.dir.join(format!("p{i}.after.ll")),
                    report,
                    blocks: (blocks, blocks),
                };
                if s.failures.len() < cfg.shrink {
                    shrink(cfg, &prog, arg, i, &mut failure);
                }
                s.failures.push(failure);
            }
        }
        s.elapsed = start.elapsed();
        progress(&s);
    }
    s.elapsed = start.elapsed();
    s
}

/// Program `i` of a session with `seed` and `size`: the generator's tree with arrays
/// (`with_arrays`), and the argument of its run.
pub fn program(seed: u64, i: u64, size: usize) -> (Prog, i64) {
    let mut rng = Rng::new(seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let drawn = Prog::random(&mut rng, size);
    let arg = rng.below(6) as i64;
    let mut arrays = Rng::new(seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ARRAY_STREAM);
    (Prog { funcs: drawn.funcs.iter().map(|f| with_arrays(f, false, &mut arrays)).collect() }, arg)
}

/// Mixed into a program's seed for the choice of its arrays, so that the generator's
/// own draws (and so the trees of `waddle fuzz`) stay what they are.
const ARRAY_STREAM: u64 = 0xA77A_7C0D_E11E_5EED;

/// The tree as the LLVM fuzzer runs it: the generator's memory statements (whose
/// accesses of several widths to one allocation the export refuses: `Stmt::Mem`, the
/// guards on memory) made straight-line code, and about half of the loops not already
/// in one put in a `Stmt::Array`, about half of their straight-line code made
/// `Stmt::Cell` accesses to it — loads and stores in loop nests for LICM, GVN and the
/// other passes that move memory operations.
fn with_arrays(s: &Stmt, inside: bool, rng: &mut Rng) -> Stmt {
    let all = |v: &[Stmt], rng: &mut Rng| v.iter().map(|s| with_arrays(s, inside, rng)).collect();
    match s {
        Stmt::Mem(_) => Stmt::Code,
        Stmt::Guard(k) if Guard::of(*k).uses_memory() => Stmt::Code,
        Stmt::Code if inside && rng.below(2) == 0 => Stmt::Cell(rng.below(4) as u8),
        Stmt::Seq(v) => Stmt::Seq(all(v, rng)),
        Stmt::Switch(v) => Stmt::Switch(all(v, rng)),
        Stmt::InvSwitch(v) => Stmt::InvSwitch(all(v, rng)),
        Stmt::If(a, b) => {
            let a = with_arrays(a, inside, rng);
            Stmt::If(Box::new(a), Box::new(with_arrays(b, inside, rng)))
        }
        Stmt::Loop(b) if !inside && rng.below(2) == 0 => {
            Stmt::Array(Box::new(Stmt::Loop(Box::new(with_arrays(b, true, rng)))))
        }
        Stmt::Loop(b) => Stmt::Loop(Box::new(with_arrays(b, inside, rng))),
        other => other.clone(),
    }
}

/// The module of `f(arg)` with ν seeded by `i`; `None` when the export refuses it.
fn exported(program: &Program, arg: i64, i: u64) -> Option<String> {
    let run = ExportRun { entry: FuncId(0), args: vec![Value::int(arg)], oracle: OracleSpec::seed(i) };
    export(program, &run, None).ok()
}

fn count_blocks(p: &Program) -> usize {
    p.funcs.iter().map(|f| f.num_blocks()).sum()
}

/// Writes BEFORE, pipes it through the command into AFTER and validates the pair.
fn check(cfg: &LlvmFuzz, before: &str, name: &str) -> Outcome {
    let (bp, ap) = (cfg.dir.join(format!("{name}.before.ll")), cfg.dir.join(format!("{name}.after.ll")));
    if let Err(e) = std::fs::write(&bp, before) {
        return Outcome::Fails(format!("cannot write {}: {e}", bp.display()));
    }
    // The command runs in a process group of its own, killed when it ends or its time
    // is up, each output capped (`check::suite::pass`, as `equiv --pass` runs a pass).
    let after = match pass(&cfg.command, before, cfg.limit, DEFAULT_MAX_OUTPUT, STDERR_TAIL) {
        Ok(a) => a.stdout,
        Err(f) => return Outcome::Fails(last_lines(f.why, &f.stderr)),
    };
    if let Err(e) = std::fs::write(&ap, &after) {
        return Outcome::Fails(format!("cannot write {}: {e}", ap.display()));
    }
    // The pipeline's promise of the loop forms: a loop pass that loses one fails.
    let opts = PairOptions {
        validate: Options { time_limit: Some(cfg.limit), ..Options::default() },
        llvm_pass: facts::pipeline_of_command(&cfg.command),
        ..PairOptions::default()
    };
    match validate_files(&bp, &ap, &opts) {
        Ok(o) => match o.exit_code() {
            0 => Outcome::Refines,
            3 => Outcome::NoVerdict,
            _ => Outcome::Fails(format!("{}{}", o.stderr(false), o.stdout())),
        },
        Err(PairBadInput::TimeLimit { .. }) => Outcome::NoVerdict,
        // BEFORE is the export's, which reads: an AFTER the reader refuses is what the
        // pass made outside what waddle supports, not a disproved refinement.
        Err(bad) => match (llvm_readable(&bp, before), llvm_readable(&ap, &after)) {
            (Ok(()), Err((why, _))) => Outcome::Unread(why),
            _ => Outcome::Fails(bad.render(false)),
        },
    }
}

/// Removes the two modules of a pair that needs no looking at.
fn forget(cfg: &LlvmFuzz, name: &str) {
    for side in ["before", "after"] {
        let _ = std::fs::remove_file(cfg.dir.join(format!("{name}.{side}.ll")));
    }
}

/// The most pairs a shrink validates.
const SHRINK_CHECKS: usize = 300;

/// Makes `failure` smaller: the first smaller program (the generator's shrinker) whose
/// pair still fails replaces it, until none does.
fn shrink(cfg: &LlvmFuzz, prog: &Prog, arg: i64, i: u64, failure: &mut LlvmFailure) {
    let mut current = prog.clone();
    let mut checks = 0;
    'smaller: loop {
        for candidate in current.shrink() {
            if checks >= SHRINK_CHECKS {
                break 'smaller;
            }
            let program = candidate.build();
            let Some(before) = exported(&program, arg, i) else { continue };
            checks += 1;
            let name = format!("p{i}-shrink{checks}");
            if let Outcome::Fails(report) = check(cfg, &before, &name) {
                failure.program = format::write_program(&program);
                failure.before = cfg.dir.join(format!("{name}.before.ll"));
                failure.after = cfg.dir.join(format!("{name}.after.ll"));
                failure.report = report;
                failure.blocks.1 = count_blocks(&program);
                current = candidate;
                continue 'smaller;
            }
            forget(cfg, &name);
        }
        break;
    }
}

/// Why the command failed, then the end of its standard error.
fn last_lines(why: String, stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    let tail = lines[lines.len().saturating_sub(20)..].join("\n");
    if tail.is_empty() {
        why
    } else {
        format!("{why}\n{tail}")
    }
}
