//! The `waddle` command line: a thin layer over the library.
//!
//! Exit codes: 0 success, 1 a check or run found a problem, 2 bad input (unreadable
//! file, malformed RON, a program that does not verify, bad arguments).

use clap::{Parser, Subcommand, ValueEnum};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use waddle::diag::{self, Diagnostic, Source};
use waddle::format;

#[derive(Parser)]
#[command(name = "waddle", version, about = "Reference interpreter and checker for the Waddle always-canonical IR")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
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
    /// Run a benchmark and print its table.
    Bench {
        #[arg(value_enum)]
        which: BenchKind,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum BenchKind {
    /// From-scratch dominator tree plus loop forest on generated CFGs.
    Analysis,
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
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
    }
}
