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
    }
}
