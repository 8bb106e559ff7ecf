//! `waddle fmt FILE`.

use clap::ValueEnum;
use std::path::PathBuf;
use std::process::ExitCode;
use waddle::format;

/// Print a program in the paper's notation (or back as RON).
#[derive(clap::Args)]
#[command(
    after_help = "Exit codes: 0 success; 2 bad input (an unreadable or malformed file, a program that does not verify)."
)]
pub struct Args {
    /// The program: a RON file whose top-level value is `Program(...)` (see the README,
    /// "Writing programs").
    file: PathBuf,
    /// What to print.
    #[arg(long, value_enum, default_value_t = FmtStyle::Paper)]
    to: FmtStyle,
}

#[derive(Clone, Copy, ValueEnum)]
enum FmtStyle {
    /// `r3 ← mod(r1, r2)` notation.
    Paper,
    /// Canonically formatted RON.
    Ron,
}

pub fn run(args: Args) -> ExitCode {
    match super::load(&args.file) {
        Ok(p) => {
            match args.to {
                FmtStyle::Paper => print!("{}", format::paper::program(&p.program)),
                FmtStyle::Ron => print!("{}", format::write_program(&p.program)),
            }
            ExitCode::SUCCESS
        }
        Err(code) => code,
    }
}
