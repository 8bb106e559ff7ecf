//! `waddle loops FILE`.

use std::path::PathBuf;
use std::process::ExitCode;
use waddle::diag::{self, Source};
use waddle::format::listing;
use waddle::{format, verify};

/// Print each function's dominator tree and loop nesting forest (H, L, X), then
/// check canonical form and LCSSA.
#[derive(clap::Args)]
#[command(
    after_help = "Exit codes: 0 canonical form and LCSSA hold; 1 a violation (listed); 2 bad input (an unreadable or malformed file, a program that does not verify)."
)]
pub struct Args {
    /// The program: a RON file whose top-level value is `Program(...)` (see the README,
    /// "Writing programs").
    file: PathBuf,
}

pub fn run(args: Args) -> ExitCode {
    let p = match super::load(&args.file) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let written = listing::write_program(&p.program, &mut out).and_then(|()| std::io::Write::flush(&mut out));
    drop(out);
    if let Err(e) = written {
        return super::output_failed(&e);
    }
    let mut errors = verify::verify_canonical(&p.program);
    if errors.is_empty() {
        println!("canonical form and LCSSA: ok");
        return ExitCode::SUCCESS;
    }
    for e in &mut errors {
        p.source_map.locate(&mut e.loc);
    }
    let name = args.file.display().to_string();
    let text = format::read_source(&args.file).unwrap_or_default();
    diag::emit_stderr(&errors, Some(&Source { name: &name, text: &text }));
    eprintln!("error: {} has {} canonical-form or LCSSA violation(s)", name, errors.len());
    ExitCode::from(1)
}
