//! The `waddle` command line: a thin layer over the library.
//!
//! Exit codes: 0 success, 1 a check or run found a problem, 2 bad input (unreadable
//! file, malformed RON, a program that does not verify, bad arguments).
//! `waddle run`: 0 when the run halted, with `halt(v)` or `halt(ex(err))` alike (a
//! program error is a normal outcome), 3 when a limit left it incomplete, 4 on an
//! interpreter error (a stuck configuration, which a verified program never reaches).

use clap::{Parser, Subcommand, ValueEnum};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use waddle::diag::{self, Diagnostic, Source};
use waddle::exec;
use waddle::format;

#[derive(Parser)]
#[command(name = "waddle", version, about = "Reference interpreter and checker for the Waddle always-canonical IR")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// The main job: check every spec and program under the paths. Each spec's steps
    /// are applied and the maintenance theorems checked after each. Exit 0 when all
    /// pass, 1 when something fails, 2 on bad input.
    Check {
        /// Spec or program files, or folders to search for `.ron` files.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// Also report how often each reduction rule of `semantics/` fired across the
        /// specs' runs.
        #[arg(long)]
        coverage: bool,
        /// `text` (a line per file and a total) or `json` (one document, for tools).
        #[arg(long, value_enum, default_value_t = CheckFormat::Text)]
        format: CheckFormat,
        /// Rewrite each spec run's expected `outcome` and `effects` to what the input
        /// program does now, then check (also with `WADDLE_BLESS=1`).
        #[arg(long)]
        bless: bool,
        /// Print each spec's function after every step, in the paper's notation.
        #[arg(long)]
        print_after: bool,
    },
    /// Check a RON program: names, typing, SSA, reducibility. Errors exit with code 2.
    Verify {
        /// Program files (.ron).
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Print a program in the paper's notation (or back as RON).
    Fmt {
        file: PathBuf,
        #[arg(long, value_enum, default_value_t = FmtStyle::Paper)]
        to: FmtStyle,
    },
    /// Canonicalize a program (canonical loop form, then LCSSA) and write it as RON.
    /// The splits made are listed on standard error.
    Canon {
        file: PathBuf,
        /// Write the program here instead of standard output.
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
    },
    /// Print each function's dominator tree and loop nesting forest (H, L, X), then
    /// check canonical form and LCSSA. Violations exit with code 1.
    Loops { file: PathBuf },
    /// Write Graphviz DOT of a function's CFG with its dominator tree and loop forest.
    Dot {
        file: PathBuf,
        /// The function to draw (default: the first one).
        #[arg(long)]
        function: Option<String>,
    },
    /// Run a function of a verified program and print its outcome and effects.
    Run {
        file: PathBuf,
        /// The function to run.
        #[arg(long)]
        entry: String,
        /// Arguments: integers, true, false, () or @function.
        #[arg(long, num_args = 0.., allow_negative_numbers = true)]
        args: Vec<String>,
        /// ν: `seed:N`, `tape:v1,v2,…` or `tape:…;seed:N` (default `seed:0`).
        #[arg(long)]
        oracle: Option<String>,
        /// Maximum number of steps.
        #[arg(long)]
        fuel: Option<u64>,
        /// Maximum call depth (frames).
        #[arg(long)]
        depth: Option<u32>,
        /// Print every step: rule, function:block:index, instruction.
        #[arg(long)]
        trace: bool,
        #[arg(long, value_enum, default_value_t = OutFormat::Text)]
        format: OutFormat,
    },
    /// Run a benchmark and print its table.
    Bench {
        #[command(subcommand)]
        which: BenchKind,
    },
}

#[derive(Subcommand)]
enum BenchKind {
    /// From-scratch dominator tree plus loop forest on generated CFGs.
    Analysis,
    /// The paper's evaluation (§5): edge deletions on CFG skeletons, incremental repair
    /// against from-scratch recomputation (Figures 10 and 11).
    EdgeDeletion {
        /// Skeleton files (JSON); default: specs/skeletons/*.json.
        files: Vec<PathBuf>,
        /// Runs per file, for mean ± sd.
        #[arg(long, default_value_t = 5)]
        trials: usize,
        /// Deletions per function at most.
        #[arg(long, default_value_t = 40)]
        deletions: usize,
        /// Also measure the per-deletion cost as the function grows around an unchanged
        /// region.
        #[arg(long)]
        scaling: bool,
        /// Filler copies for the scaling experiment (comma-separated).
        #[arg(long, value_delimiter = ',', default_value = "1,10,100,230")]
        copies: Vec<usize>,
        /// Run only the scaling experiment (implies --scaling).
        #[arg(long)]
        scaling_only: bool,
    },
    /// Write generated CFG skeletons that mimic the paper's statistics (2–237 blocks,
    /// about 21 on average, 1–10 loops per function nested up to depth 4, multi-exit
    /// loops). The defaults write the bundled `specs/skeletons/generated{0,1,2}.json`.
    Skeletons {
        #[arg(long)]
        out: PathBuf,
        /// Files `generated0.json`, `generated1.json`, …
        #[arg(long, default_value_t = 3)]
        files: usize,
        /// Functions per file.
        #[arg(long, default_value_t = 37)]
        functions: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Interpreter steps per second on compute-heavy programs (use --release).
    Interp {
        /// Minimum measuring time per program, in seconds.
        #[arg(long, default_value_t = 1.0)]
        seconds: f64,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum CheckFormat {
    Text,
    Json,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum OutFormat {
    Text,
    Ron,
    Json,
}

#[derive(Clone, Copy, ValueEnum)]
enum FmtStyle {
    /// `r3 ← mod(r1, r2)` notation.
    Paper,
    /// Canonically formatted RON.
    Ron,
}

/// Reads and verifies a program file, rendering any errors to stderr.
fn load(path: &Path) -> Result<format::Parsed, ExitCode> {
    let name = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: cannot read {name}: {e}");
            return Err(ExitCode::from(2));
        }
    };
    let src = Source { name: &name, text: &text };
    let parsed = match format::parse_program(&text) {
        Ok(p) => p,
        Err(errors) => return Err(report(&errors, &src)),
    };
    let errors = waddle::verify::verify_program(&parsed.program, Some(&parsed.source_map));
    if !errors.is_empty() {
        return Err(report(&errors, &src));
    }
    Ok(parsed)
}

fn report(errors: &[Diagnostic], src: &Source<'_>) -> ExitCode {
    diag::emit_stderr(errors, Some(src));
    eprintln!("error: {} has {} error(s)", src.name, errors.len());
    ExitCode::from(2)
}

/// `waddle run`: parse → verify → check the invocation → run → print.
fn run_cmd(
    file: &Path,
    entry: &str,
    args: &[String],
    oracle: Option<&str>,
    limits: exec::Limits,
    trace: bool,
    fmt: OutFormat,
) -> ExitCode {
    let parsed = match load(file) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let p = &parsed.program;
    let inv = match format::run::parse_invocation(p, entry, args, oracle) {
        Ok(inv) => inv,
        Err(msg) => {
            eprintln!("error: {msg}");
            return ExitCode::from(2);
        }
    };
    let env = exec::Env::new(p, limits);
    let start = env.start(inv.entry, inv.args, exec::Oracle::new(inv.oracle));
    let mut recorded = exec::Trace::default();
    let result = match (trace, fmt) {
        (false, _) => exec::run(&env, start, &mut ()),
        (true, OutFormat::Text) => {
            let mut printer = format::run::TracePrinter::new(p, std::io::BufWriter::new(std::io::stdout().lock()));
            let result = exec::run(&env, start, &mut printer);
            printer.finish();
            result
        }
        (true, _) => exec::run(&env, start, &mut recorded),
    };
    let run = match result {
        Ok(run) => run,
        Err(stuck) => {
            eprintln!("internal error: stuck at {}: {}", format::run::pos(p, stuck.at), stuck.message);
            return ExitCode::from(4);
        }
    };
    let text = match fmt {
        OutFormat::Text => format::run::run_text(p, &run),
        OutFormat::Ron | OutFormat::Json => {
            let report = format::run::RunReport::new(p, &run, trace.then_some(recorded.0.as_slice()));
            let text = if fmt == OutFormat::Json { report.to_json() } else { report.to_ron() };
            text + "\n"
        }
    };
    // A closed pipe (`waddle run … | head`) is not an error of the run.
    let _ = std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes());
    match run.outcome {
        exec::Outcome::Incomplete(_) => ExitCode::from(3),
        _ => ExitCode::SUCCESS,
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check { paths, coverage, format, bless, print_after } => {
            let files = match waddle::check::driver::collect(&paths) {
                Ok(f) => f,
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(2);
                }
            };
            if bless || std::env::var_os("WADDLE_BLESS").is_some_and(|v| v != "0") {
                match waddle::check::driver::bless(&files) {
                    Ok(changed) => {
                        for f in changed {
                            eprintln!("blessed {}", f.display());
                        }
                    }
                    Err(e) => {
                        eprintln!("error: cannot bless: {e}");
                        return ExitCode::from(2);
                    }
                }
            }
            let summary = match format {
                CheckFormat::Json => waddle::check::driver::run_json(&files, coverage, &mut std::io::stdout().lock()),
                CheckFormat::Text => {
                    let s = waddle::check::driver::run(
                        &files,
                        &mut std::io::stdout(),
                        &mut std::io::stderr(),
                        &waddle::check::driver::TextOptions {
                            progress: waddle::check::driver::progress_bar(),
                            print_after,
                        },
                    );
                    if let (true, Ok(s)) = (coverage, &s) {
                        print!("{}", s.coverage_table());
                    }
                    s
                }
            };
            match summary {
                // The reader went away (`waddle check specs | head`): stop quietly.
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::from(1),
                Err(e) => {
                    eprintln!("error: {e}");
                    ExitCode::from(2)
                }
                Ok(s) if s.bad_input > 0 => ExitCode::from(2),
                Ok(s) if s.failed > 0 => ExitCode::from(1),
                Ok(_) => ExitCode::SUCCESS,
            }
        }
        Command::Verify { files } => {
            let mut status = ExitCode::SUCCESS;
            for f in &files {
                match load(f) {
                    Ok(p) => println!("{}: ok ({} function(s))", f.display(), p.program.funcs.len()),
                    Err(code) => status = code,
                }
            }
            status
        }
        Command::Fmt { file, to } => match load(&file) {
            Ok(p) => {
                match to {
                    FmtStyle::Paper => print!("{}", format::paper::program(&p.program)),
                    FmtStyle::Ron => print!("{}", format::write_program(&p.program)),
                }
                ExitCode::SUCCESS
            }
            Err(code) => code,
        },
        Command::Canon { file, output } => match load(&file) {
            Ok(mut p) => match waddle::canon::canonicalize_program(&mut p.program) {
                Ok(reports) => {
                    for r in &reports {
                        eprint!("{}", r.summary());
                    }
                    let mut text = format::write_program(&p.program);
                    if !text.ends_with('\n') {
                        text.push('\n');
                    }
                    match output {
                        Some(out) => match std::fs::write(&out, text) {
                            Ok(()) => ExitCode::SUCCESS,
                            Err(e) => {
                                eprintln!("error: cannot write {}: {e}", out.display());
                                ExitCode::from(2)
                            }
                        },
                        None => {
                            print!("{text}");
                            ExitCode::SUCCESS
                        }
                    }
                }
                Err(errors) => {
                    diag::emit_stderr(&errors, None);
                    ExitCode::from(2)
                }
            },
            Err(code) => code,
        },
        Command::Loops { file } => match load(&file) {
            Ok(p) => {
                print!("{}", waddle::format::listing::describe_program(&p.program));
                let mut errors = waddle::verify::verify_canonical(&p.program);
                if errors.is_empty() {
                    println!("canonical form and LCSSA: ok");
                    ExitCode::SUCCESS
                } else {
                    for e in &mut errors {
                        p.source_map.locate(&mut e.loc);
                    }
                    let name = file.display().to_string();
                    let text = std::fs::read_to_string(&file).unwrap_or_default();
                    diag::emit_stderr(&errors, Some(&Source { name: &name, text: &text }));
                    eprintln!("error: {} has {} canonical-form or LCSSA violation(s)", name, errors.len());
                    ExitCode::from(1)
                }
            }
            Err(code) => code,
        },
        Command::Dot { file, function } => match load(&file) {
            Ok(p) => {
                let f = match &function {
                    Some(name) => match p.program.func_by_name(name) {
                        Some(f) => f,
                        None => {
                            eprintln!("error: {} has no function `{name}`", file.display());
                            return ExitCode::from(2);
                        }
                    },
                    None if p.program.funcs.is_empty() => {
                        eprintln!("error: {} has no functions to draw", file.display());
                        return ExitCode::from(2);
                    }
                    None => waddle::ir::FuncId(0),
                };
                match format::dot::function(&p.program, f) {
                    Ok(text) => {
                        print!("{text}");
                        ExitCode::SUCCESS
                    }
                    Err(e) => {
                        diag::emit_stderr(&[e], None);
                        ExitCode::from(2)
                    }
                }
            }
            Err(code) => code,
        },
        Command::Bench { which: BenchKind::Analysis } => {
            print!("{}", waddle::bench::analysis::run_default());
            ExitCode::SUCCESS
        }
        Command::Bench {
            which: BenchKind::EdgeDeletion { files, trials, deletions, scaling, copies, scaling_only },
        } => bench_edge_deletion(files, trials, deletions, scaling || scaling_only, &copies, scaling_only),
        Command::Bench { which: BenchKind::Skeletons { out, files, functions, seed } } => {
            match waddle::bench::skeletons::write(&out, files, functions, seed) {
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
            }
        }
        Command::Run { file, entry, args, oracle, fuel, depth, trace, format } => {
            let defaults = exec::Limits::default();
            let limits = exec::Limits {
                fuel: fuel.unwrap_or(defaults.fuel),
                call_depth: depth.unwrap_or(defaults.call_depth),
                ..defaults
            };
            run_cmd(&file, &entry, &args, oracle.as_deref(), limits, trace, format)
        }
        Command::Bench { which: BenchKind::Interp { seconds } } => match waddle::bench::interp::run(seconds) {
            Ok(results) => {
                let _ = std::io::Write::write_all(
                    &mut std::io::stdout().lock(),
                    waddle::bench::interp::render(&results).as_bytes(),
                );
                ExitCode::SUCCESS
            }
            Err(msg) => {
                eprintln!("error: {msg}");
                ExitCode::from(1)
            }
        },
    }
}

fn bench_edge_deletion(
    files: Vec<PathBuf>,
    trials: usize,
    deletions: usize,
    scaling: bool,
    copies: &[usize],
    scaling_only: bool,
) -> ExitCode {
    if scaling_only {
        print!("{}", waddle::bench::edge_deletion::scaling(7, copies, 20, trials));
        return ExitCode::SUCCESS;
    }
    let files = if files.is_empty() {
        match waddle::check::driver::collect(&[PathBuf::from("specs/skeletons")]) {
            Ok(_) => {
                let mut v: Vec<PathBuf> = std::fs::read_dir("specs/skeletons")
                    .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
                    .unwrap_or_default();
                v.retain(|p| p.extension().is_some_and(|e| e == "json"));
                v.sort();
                v
            }
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        }
    } else {
        files
    };
    let mut loaded = Vec::new();
    for path in &files {
        let name = path.display().to_string();
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error: cannot read {name}: {e}");
                return ExitCode::from(2);
            }
        };
        match waddle::format::skeleton::parse_skeleton(&text) {
            Ok(s) => {
                if let Err(e) = waddle::bench::edge_deletion::validate(&s) {
                    eprintln!("error: {name}: {e}");
                    return ExitCode::from(2);
                }
                loaded.push((path.file_stem().map_or(name.clone(), |s| s.to_string_lossy().into_owned()), s))
            }
            Err(d) => {
                diag::emit_stderr(&[d], Some(&Source { name: &name, text: &text }));
                return ExitCode::from(2);
            }
        }
    }
    if loaded.is_empty() {
        eprintln!("error: no skeleton files (give some, or generate them with `waddle bench skeletons`)");
        return ExitCode::from(2);
    }
    match waddle::bench::edge_deletion::report(&loaded, trials, deletions) {
        Ok(table) => print!("{table}"),
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    }
    if scaling {
        println!("\nPer-deletion cost as the function grows around an unchanged region\n");
        print!("{}", waddle::bench::edge_deletion::scaling(7, copies, 20, trials));
    }
    ExitCode::SUCCESS
}
