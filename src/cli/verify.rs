//! `waddle verify FILE…`.

use std::path::PathBuf;
use std::process::ExitCode;

/// Check a RON program: names, typing, SSA, reducibility. Errors exit with code 2.
#[derive(clap::Args)]
pub struct Args {
    /// Program files (.ron).
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

pub fn run(args: Args) -> ExitCode {
    let mut status = ExitCode::SUCCESS;
    for f in &args.files {
        match super::load(f) {
            Ok(p) => println!("{}: ok ({} function(s))", f.display(), p.program.funcs.len()),
            Err(code) => status = code,
        }
    }
    status
}
