//! `waddle import bril FILE [-o OUT.ron]`: reads a Bril program (JSON or text form),
//! imports it into Waddle (SSA construction, explicit wraparound, `print` as an
//! external) and writes the verified program as RON. `waddle import llvm FILE.ll`
//! does the same for an LLVM module (its lowering, `semantics/llvm.md`).

use clap::ValueEnum;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use waddle::check::pair;
use waddle::diag;
use waddle::{bril, format, llvm};

/// Import a program from another IR into Waddle RON.
#[derive(clap::Args)]
pub struct Args {
    /// The source language.
    #[arg(value_enum)]
    from: From,
    /// The program: Bril JSON (`.json`) or Bril text (`.bril`); LLVM textual IR (`.ll`).
    file: PathBuf,
    /// Where to write the RON program (standard output by default).
    #[arg(short, long)]
    output: Option<PathBuf>,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum From {
    Bril,
    Llvm,
}

/// Reads and imports a Bril file, rendering any errors (located in the file) to stderr.
pub fn load_bril(path: &Path) -> Result<bril::Imported, ExitCode> {
    pair::load_bril(path).map_err(|bad| {
        eprint!("{}", bad.render(diag::stderr_is_terminal()));
        ExitCode::from(2)
    })
}

pub fn run(args: Args) -> ExitCode {
    let program = match args.from {
        From::Bril => match load_bril(&args.file) {
            Ok(imported) => {
                for n in &imported.notes {
                    eprintln!("note: {n}");
                }
                imported.program
            }
            Err(code) => return code,
        },
        From::Llvm => match llvm::import_file(&args.file) {
            Ok(imported) => llvm::with_ron_names(&imported.lowered.program),
            Err(text) => {
                eprint!("{text}");
                return ExitCode::from(2);
            }
        },
    };
    let text = format::write_program(&program);
    super::write_output(args.output.as_deref(), &text)
}
