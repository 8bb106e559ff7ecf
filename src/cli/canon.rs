//! `waddle canon FILE`.

use std::path::PathBuf;
use std::process::ExitCode;
use waddle::{canon, diag, format};

/// Canonicalize a program (canonical loop form, then LCSSA) and write it as RON.
/// The splits made are listed on standard error.
#[derive(clap::Args)]
#[command(
    after_help = "Exit codes: 0 success; 2 bad input (an unreadable or malformed file, a program that does not verify)."
)]
pub struct Args {
    /// The program: a RON file whose top-level value is `Program(...)` (see the README,
    /// "Writing programs").
    file: PathBuf,
    /// Write the program here instead of standard output.
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
}

pub fn run(args: Args) -> ExitCode {
    let mut p = match super::load(&args.file) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let reports = match canon::canonicalize_program(&mut p.program) {
        Ok(reports) => reports,
        Err(errors) => {
            diag::emit_stderr(&errors, None);
            return ExitCode::from(2);
        }
    };
    for r in &reports {
        eprint!("{}", r.summary());
    }
    let mut text = format::write_program(&p.program);
    if !text.ends_with('\n') {
        text.push('\n');
    }
    super::write_output(args.output.as_deref(), &text)
}
