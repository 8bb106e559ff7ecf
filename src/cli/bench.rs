//! `waddle bench …`: run a benchmark and print its table.

use clap::{Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;
use waddle::bench::{
    analysis, bril, cfg_stats, dominance, edge_deletion, fuzz, interp, llvm, opt, passes, report, skeletons,
};
use waddle::format::skeleton;
use waddle::ir::Program;

/// Run a benchmark and print its table.
#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    which: BenchKind,
}

#[derive(Subcommand)]
enum BenchKind {
    /// From-scratch dominator tree plus loop forest on generated CFGs.
    Analysis,
    /// The paper's evaluation (§5): edge deletions on CFG skeletons, incremental repair
    /// against from-scratch recomputation (Figures 10 and 11). A `.ll` file gives the
    /// CFGs of the functions it defines, as LLVM has them (read, not lowered): the same
    /// tables as a skeleton file written from those CFGs.
    EdgeDeletion {
        /// Skeleton files (JSON), `.ll` files, or folders of them; default: the folder
        /// specs/skeletons.
        files: Vec<PathBuf>,
        /// Runs per file, for mean ± sd (1 to 50).
        #[arg(long, allow_negative_numbers = true, default_value_t = 5)]
        trials: usize,
        /// Deletions per function at most (0 to 1000).
        #[arg(long, allow_negative_numbers = true, default_value_t = 40)]
        deletions: usize,
        /// Also measure the per-deletion cost as the function grows around an unchanged
        /// region.
        #[arg(long)]
        scaling: bool,
        /// Filler copies for the scaling experiment (comma-separated; 1 to 1000 each, at
        /// most 8 sizes).
        #[arg(long, allow_negative_numbers = true, value_delimiter = ',', default_value = "1,10,100,230")]
        copies: Vec<usize>,
        /// Run only the scaling experiment (implies --scaling).
        #[arg(long)]
        scaling_only: bool,
        /// Also print each file's CFG statistics (functions, blocks per function, loops,
        /// nesting, multi-exit loops), counted on the CFGs as read.
        #[arg(long)]
        stats: bool,
        /// Rehearse each repair, untimed, on a copy of the maintained function just
        /// before timing it: `same` (the default value) the same deletion, so that the
        /// repair starts with its code and branch history warm and measures its own
        /// work without the cold start that the baseline and the harness leave it;
        /// `other` another deletion of the function (its code warm, not its path);
        /// `data` no deletion, only a copy of the maintained function made and dropped
        /// (its tables in the cache, the repair's code and branch history cold).
        /// Figures 10 and 11 only: not with --scaling-only.
        #[arg(long, value_enum, num_args = 0..=1, require_equals = true, default_missing_value = "same", conflicts_with = "scaling_only")]
        warm_repair: Option<WarmRepair>,
        /// Rehearse each baseline step, untimed, on a copy of its input just before
        /// timing it, so that with --warm-repair both sides are compared warm.
        /// Figures 10 and 11 only: not with --scaling-only.
        #[arg(long, conflicts_with = "scaling_only")]
        warm_baseline: bool,
        /// Also break Figure 10 down by the shape of each deletion: the blocks it
        /// removed (0, 1, 2 or more) and where the function's loops were (none, elsewhere,
        /// around the deleted edge's source). Not with --scaling-only.
        #[arg(long, conflicts_with = "scaling_only")]
        by_shape: bool,
    },
    /// The maintained dominator tree's three query strategies (depth walks, interval
    /// labels relabelled locally, labels renumbered on a used-up gap) on the same
    /// edits: the skeletons' edge deletions and `waddle opt` on generated functions
    /// and on chains of nested loops.
    Dominance {
        /// Skeleton files (JSON), `.ll` files, or folders of them; default: the folder
        /// specs/skeletons.
        files: Vec<PathBuf>,
        /// Blocks of the generated functions (comma-separated; 10 to 20000 each, at
        /// most 8 sizes).
        #[arg(long, allow_negative_numbers = true, value_delimiter = ',', default_value = "100,1000,10000")]
        sizes: Vec<usize>,
        /// Runs per measurement, the median reported (1 to 50).
        #[arg(long, allow_negative_numbers = true, default_value_t = 3)]
        trials: usize,
        /// Timed queries of each kind per row (1 to 10000000).
        #[arg(long, allow_negative_numbers = true, default_value_t = 200_000)]
        queries: usize,
        /// Deletions per skeleton function at most (0 to 1000).
        #[arg(long, allow_negative_numbers = true, default_value_t = 40)]
        deletions: usize,
        /// Edge splits per nest of loops (1 to 100000).
        #[arg(long, allow_negative_numbers = true, default_value_t = 1_000)]
        splits: usize,
    },
    /// Write generated CFG skeletons that mimic the paper's statistics (2–237 blocks,
    /// about 21 on average, 1–10 loops per function nested up to depth 4, multi-exit
    /// loops). The defaults write the bundled `specs/skeletons/generated{0,1,2}.json`.
    Skeletons {
        #[arg(long)]
        out: PathBuf,
        /// Files `generated0.json`, `generated1.json`, … (0 to 1000).
        #[arg(long, default_value_t = 3, allow_negative_numbers = true,
              value_parser = super::ranged::<usize>(0, skeletons::MAX_FILES as u64))]
        files: usize,
        /// Functions per file (0 to 10000; each file is generated and written alone).
        #[arg(long, default_value_t = 37, allow_negative_numbers = true,
              value_parser = super::ranged::<usize>(0, skeletons::MAX_FUNCTIONS as u64))]
        functions: usize,
        /// The seed (0 to 2^64 − 1).
        #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = super::seed)]
        seed: u64,
    },
    /// The slides' evaluation methodology for whole passes (inlining, straightening, if
    /// simplification, jump threading, unswitching, unrolling, peeling): each pass's
    /// worklist applied while maintaining D, F and canonical form, against the same
    /// worklist applied without maintaining anything and canonical form, SSA, LCSSA, D
    /// and F rebuilt at the end; both sides' results are compared before reporting.
    Passes {
        /// RON programs; default: the bundled specs/programs/*.ron and three generated
        /// programs (functions calling each other, invariant switches, threading sites).
        files: Vec<PathBuf>,
        /// Runs per measurement (the median is reported; 1 to 50).
        #[arg(long, default_value_t = 11, allow_negative_numbers = true, value_parser = trials)]
        trials: usize,
    },
    /// `waddle opt` (without --check) with its incremental worklist against a full
    /// rescan after every step: the same steps, both times.
    Opt {
        /// RON programs; default: the bundled specs/programs/*.ron and the generated
        /// programs of `bench passes`.
        files: Vec<PathBuf>,
        /// Runs per measurement (the median is reported; 1 to 50).
        #[arg(long, default_value_t = 5, allow_negative_numbers = true, value_parser = trials)]
        trials: usize,
    },
    /// `waddle fuzz` throughput on one core: checks per second on generated programs
    /// of about 20 blocks, and where the time goes (use --release).
    Fuzz {
        /// Measuring time, in seconds (above 0, at most a week: 604800).
        #[arg(long, default_value_t = 10.0, allow_negative_numbers = true, value_parser = super::seconds)]
        seconds: f64,
        /// The seed (0 to 2^64 − 1).
        #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = super::seed)]
        seed: u64,
    },
    /// `waddle check --html`'s page of a spec on a generated function of about N blocks
    /// (one unrolling step): the check's time and the page's (use --release).
    Report {
        /// Blocks of the generated function (comma-separated sizes; 10 to 20000 each, at
        /// most 8 sizes).
        #[arg(long, value_delimiter = ',', default_value = "100,1000", allow_negative_numbers = true,
              value_parser = super::ranged::<usize>(report::MIN_BLOCKS as u64, report::MAX_BLOCKS as u64))]
        blocks: Vec<usize>,
        /// Pages per measurement (the median is reported; 1 to 50).
        #[arg(long, default_value_t = 5, allow_negative_numbers = true, value_parser = trials)]
        trials: usize,
    },
    /// Interpreter steps per second on compute-heavy programs (use --release).
    Interp {
        /// Minimum measuring time per program, in seconds (above 0, at most a week:
        /// 604800).
        #[arg(long, default_value_t = 1.0, allow_negative_numbers = true, value_parser = super::seconds)]
        seconds: f64,
    },
    /// Wall time of `waddle run FILE.ll` against `lli-22 -force-interpreter FILE.ll`
    /// (when `lli-22` is on the PATH), outputs checked against `NAME.out` (use
    /// --release).
    Llvm {
        /// The `.ll` files; default: tests/llvm/bench/*.O0.ll and *.canon.ll.
        files: Vec<PathBuf>,
        /// Runs per program and interpreter, the best reported (1 to 50).
        #[arg(long, default_value_t = 3, allow_negative_numbers = true,
              value_parser = super::ranged::<usize>(1, llvm::MAX_RUNS as u64))]
        runs: usize,
        /// Time Waddle alone, even when `lli-22` is on the PATH.
        #[arg(long)]
        no_lli: bool,
    },
}

pub fn run(args: Args) -> ExitCode {
    match args.which {
        BenchKind::Analysis => {
            print!("{}", analysis::run_default());
            ExitCode::SUCCESS
        }
        BenchKind::EdgeDeletion {
            files,
            trials,
            deletions,
            scaling,
            copies,
            scaling_only,
            stats,
            warm_repair,
            warm_baseline,
            by_shape,
        } => {
            let what = EdgeDeletionRun {
                trials,
                deletions,
                scaling: scaling || scaling_only,
                scaling_only,
                stats,
                warm_repair,
                warm_baseline,
                by_shape,
            };
            edge_deletion(files, &what, &copies)
        }
        BenchKind::Skeletons { out, files, functions, seed } => match skeletons::write(&out, files, functions, seed) {
            Ok(names) => {
                for n in names {
                    println!("wrote {n}");
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(2)
            }
        },
        BenchKind::Passes { files, trials } => passes(files, trials),
        BenchKind::Dominance { files, sizes, trials, queries, deletions, splits } => {
            let settings = dominance::Settings { sizes, trials, queries, deletions, splits };
            if let Err(e) = settings.validate() {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
            let loaded = match skeleton_files(files) {
                Ok(l) => l,
                Err(code) => return code,
            };
            match dominance::run(&loaded, &settings) {
                Ok(rows) => {
                    print!("{}", dominance::render(&rows));
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(1)
                }
            }
        }
        BenchKind::Opt { files, trials } => opt(files, trials),
        BenchKind::Fuzz { seconds, seed } => {
            let s = fuzz::run(seconds, seed);
            print!("{}", fuzz::render(&s));
            if s.failures.is_empty() {
                ExitCode::SUCCESS
            } else {
                for f in &s.failures {
                    eprintln!("FAIL {}", f.report);
                }
                ExitCode::from(1)
            }
        }
        BenchKind::Report { blocks, trials } => {
            if blocks.len() > 8 {
                eprintln!("error: --blocks: at most 8 sizes");
                return ExitCode::from(2);
            }
            let rows: Result<Vec<_>, String> = blocks.iter().map(|&b| report::measure(b, trials)).collect();
            match rows {
                Ok(rows) => {
                    print!("{}", report::render(&rows));
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(1)
                }
            }
        }
        BenchKind::Llvm { files, runs, no_lli } => bench_llvm(files, runs, no_lli),
        BenchKind::Interp { seconds } => match interp::run(seconds) {
            Ok(results) => {
                print!("{}", interp::render(&results));
                // Imported Bril programs, through the same interpreter.
                match bril::run(seconds) {
                    Ok(results) => {
                        let table = bril::render(&results);
                        print!("\n{table}");
                        ExitCode::SUCCESS
                    }
                    Err(msg) => {
                        eprintln!("error: {msg}");
                        ExitCode::from(1)
                    }
                }
            }
            Err(msg) => {
                eprintln!("error: {msg}");
                ExitCode::from(1)
            }
        },
    }
}

/// `--trials` of `bench passes`, `opt` and `report`: 1 to 50.
fn trials(text: &str) -> Result<usize, String> {
    super::ranged::<usize>(1, 50)(text)
}

fn bench_llvm(files: Vec<PathBuf>, runs: usize, no_lli: bool) -> ExitCode {
    let files =
        if files.is_empty() { llvm::default_files(std::path::Path::new("tests/llvm/bench")) } else { Ok(files) };
    let files = match files {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let lli = if no_lli { None } else { llvm::find_lli() };
    match llvm::run(&llvm::Options { files, runs, lli }) {
        Ok(rows) => {
            print!("{}", llvm::render(&rows, runs));
            ExitCode::SUCCESS
        }
        Err(llvm::Problem::Input(rendered)) => {
            eprint!("{}", if rendered.ends_with('\n') { rendered } else { rendered + "\n" });
            ExitCode::from(2)
        }
        Err(llvm::Problem::Settings(e)) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
        Err(llvm::Problem::Mismatch(e)) => {
            eprintln!("error: {e}");
            ExitCode::from(1)
        }
    }
}

/// What `--warm-repair` rehearses (`edge_deletion::Rehearsal`).
#[derive(Clone, Copy, Debug, ValueEnum)]
enum WarmRepair {
    Same,
    Other,
    Data,
}

/// What `bench edge-deletion` runs besides Figures 10 and 11.
struct EdgeDeletionRun {
    trials: usize,
    deletions: usize,
    scaling: bool,
    scaling_only: bool,
    stats: bool,
    warm_repair: Option<WarmRepair>,
    warm_baseline: bool,
    by_shape: bool,
}

fn edge_deletion(files: Vec<PathBuf>, what: &EdgeDeletionRun, copies: &[usize]) -> ExitCode {
    let EdgeDeletionRun { trials, deletions, scaling, scaling_only, stats, warm_repair, warm_baseline, by_shape } =
        *what;
    let rehearsal = match warm_repair {
        None => edge_deletion::Rehearsal::Off,
        Some(WarmRepair::Same) => edge_deletion::Rehearsal::Same,
        Some(WarmRepair::Other) => edge_deletion::Rehearsal::Other,
        Some(WarmRepair::Data) => edge_deletion::Rehearsal::Data,
    };
    if let Err(e) = edge_deletion::check_settings(trials, deletions, copies) {
        eprintln!("error: {e}");
        return ExitCode::from(2);
    }
    if scaling_only {
        print!("{}", edge_deletion::scaling(7, copies, 20, trials));
        return ExitCode::SUCCESS;
    }
    let loaded = match skeleton_files(files) {
        Ok(l) => l,
        Err(code) => return code,
    };
    match edge_deletion::report(&loaded, trials, deletions, rehearsal, warm_baseline, by_shape) {
        Ok(table) => print!("{table}"),
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    }
    if stats {
        match cfg_stats::table(&loaded) {
            Ok(table) => print!("\nCFG statistics (each function as read, before canonicalization)\n\n{table}"),
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        }
    }
    if scaling {
        println!("\nPer-deletion cost as the function grows around an unchanged region\n");
        print!("{}", edge_deletion::scaling(7, copies, 20, trials));
    }
    ExitCode::SUCCESS
}

/// The skeleton inputs `files` (default: the folder specs/skeletons), loaded by
/// `edge_deletion::load_inputs`; a problem is reported and becomes exit code 2.
fn skeleton_files(files: Vec<PathBuf>) -> Result<Vec<(String, skeleton::Skeleton)>, ExitCode> {
    let given = if files.is_empty() { vec![PathBuf::from("specs/skeletons")] } else { files };
    match edge_deletion::load_inputs(&given) {
        Ok(loaded) if loaded.is_empty() => {
            eprintln!(
                "error: no skeleton files (give some, or `.ll` files, or generate them with `waddle bench skeletons`)"
            );
            Err(ExitCode::from(2))
        }
        Ok(loaded) => Ok(loaded),
        Err(rendered) => {
            eprint!("{rendered}");
            Err(ExitCode::from(2))
        }
    }
}

/// `files`, or the bundled specs/programs/*.ron when none is given.
fn bundled_or(files: Vec<PathBuf>) -> Vec<PathBuf> {
    if !files.is_empty() {
        return files;
    }
    let mut v: Vec<PathBuf> = std::fs::read_dir("specs/programs")
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == "ron"));
    v.sort();
    v
}

/// The programs a pass or optimizer benchmark measures: `files`, or the bundled ones
/// and the generated programs of `bench passes`.
fn programs(files: Vec<PathBuf>) -> Result<Vec<(String, Program)>, ExitCode> {
    let bundled = files.is_empty();
    let mut programs = Vec::new();
    for path in bundled_or(files) {
        let parsed = super::load(&path)?;
        let name = path.file_name().map_or(path.display().to_string(), |s| s.to_string_lossy().into_owned());
        programs.push((name, parsed.program));
    }
    if bundled {
        programs.extend(passes::generated_programs());
    }
    Ok(programs)
}

fn passes(files: Vec<PathBuf>, trials: usize) -> ExitCode {
    let programs = match programs(files) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let mut rows = Vec::new();
    for (name, p) in &programs {
        match passes::measure(name, p, trials) {
            Ok(r) => rows.extend(r),
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(1);
            }
        }
    }
    print!("{}", passes::render(&rows));
    ExitCode::SUCCESS
}

fn opt(files: Vec<PathBuf>, trials: usize) -> ExitCode {
    let programs = match programs(files) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let mut rows = Vec::new();
    for (name, p) in &programs {
        match opt::measure(name, p, trials) {
            Ok(r) => rows.push(r),
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(1);
            }
        }
    }
    print!("{}", opt::render(&rows));
    ExitCode::SUCCESS
}
