//! `waddle loops FILE`.

use std::path::PathBuf;
use std::process::ExitCode;
use waddle::diag::{self, Source};

/// Print each function's dominator tree and loop nesting forest (H, L, X), then
/// check canonical form and LCSSA. Violations exit with code 1.
#[derive(clap::Args)]
pub struct Args {
    file: PathBuf,
}

pub fn run(args: Args) -> ExitCode {
    let p = match super::load(&args.file) {
        Ok(p) => p,
        Err(code) => return code,
    };
    print!("{}", waddle::format::listing::describe_program(&p.program));
    let mut errors = waddle::verify::verify_canonical(&p.program);
    if errors.is_empty() {
        println!("canonical form and LCSSA: ok");
        return ExitCode::SUCCESS;
    }
    for e in &mut errors {
        p.source_map.locate(&mut e.loc);
    }
    let name = args.file.display().to_string();
    let text = std::fs::read_to_string(&args.file).unwrap_or_default();
    diag::emit_stderr(&errors, Some(&Source { name: &name, text: &text }));
    eprintln!("error: {} has {} canonical-form or LCSSA violation(s)", name, errors.len());
    ExitCode::from(1)
}
