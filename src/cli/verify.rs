//! `waddle verify PATH…`.

use std::path::PathBuf;
use std::process::ExitCode;
use waddle::check::driver;
use waddle::format;

/// Check RON programs: names, typing, SSA, reducibility.
#[derive(clap::Args)]
#[command(after_help = "Exit codes: 0 every program verifies; 2 bad input (an unreadable or malformed file, a \
program that does not verify, a folder without any program).")]
pub struct Args {
    /// Program files (.ron), or folders: every `.ron` file under a folder (recursively)
    /// whose top-level value is `Program(...)` is verified; specs are left to
    /// `waddle check`.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
}

pub fn run(args: Args) -> ExitCode {
    let mut files = Vec::new();
    for p in &args.paths {
        if !p.is_dir() {
            files.push(p.clone());
            continue;
        }
        let found = match driver::collect(std::slice::from_ref(p)) {
            Ok(found) => found,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        };
        let programs: Vec<PathBuf> = found
            .into_iter()
            .filter(|f| format::read_source(f).map_or(true, |t| format::spec::top_level_name(&t) != Some("Spec")))
            .collect();
        if programs.is_empty() {
            eprintln!("error: nothing was verified: no program (`.ron` file) under {}", p.display());
            return ExitCode::from(2);
        }
        files.extend(programs);
    }
    let mut status = ExitCode::SUCCESS;
    for f in &files {
        match super::load(f) {
            Ok(p) => println!("{}: ok ({} function(s))", f.display(), p.program.funcs.len()),
            Err(code) => status = code,
        }
    }
    status
}
