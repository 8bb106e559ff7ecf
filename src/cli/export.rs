//! `waddle export llvm FILE.ron [-o OUT.ll] [--entry F] [--args …] [--oracle …] [--run K]`:
//! a Waddle program written as an LLVM module that performs one run of it and prints
//! its effect trace (`llvm::export`, the guide's "Exporting" in specs/llvm.md).

use clap::ValueEnum;
use std::path::PathBuf;
use std::process::ExitCode;
use waddle::diag::{self, Source};
use waddle::format;
use waddle::llvm::export::{default_entry, export, read_file, ExportRun};

/// Write a Waddle program as LLVM IR: a module whose `main` performs one run.
#[derive(clap::Args)]
#[command(after_help = "The module's `main` calls the entry with the arguments and prints the run's effects, one \
per line, as `waddle run` lists them (the last one `halt(v)` or `halt(ex(err))`). It exits with 0 after halt(v), \
1 after halt(ex(err)), 3 when ν runs out, 4 when an integer that must be exact leaves the module's width (it \
prints `overflow: f:b:i leaves iW` first). Exit codes of the command: 0 written; 2 bad input (an unreadable or \
malformed file, a program that does not verify, an unknown entry, arguments that do not match, a construct the \
export refuses, each located).")]
pub struct Args {
    /// The target language.
    #[arg(value_enum)]
    to: To,
    /// A RON file: a program (`Program(...)`), or a spec whose program and runs are used.
    file: PathBuf,
    /// Where to write the module (standard output by default).
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// The function `main` calls (default: the spec's run, else `main`, else the
    /// program's only function).
    #[arg(long)]
    entry: Option<String>,
    /// Its arguments: integers, true, false, () or @function.
    #[arg(long, num_args = 0.., allow_negative_numbers = true)]
    args: Vec<String>,
    /// ν for the externals' results: `seed:N`, `tape:v1,v2,…` or `tape:…;seed:N` (default:
    /// the spec's run's, else `seed:0` as `waddle run`).
    #[arg(long)]
    oracle: Option<String>,
    /// For a spec: which of its runs, from 0 (default 0). At most 100000.
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=100_000))]
    run: Option<u32>,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum To {
    Llvm,
}

pub fn run(args: Args) -> ExitCode {
    let To::Llvm = args.to;
    let file = match read_file(&args.file) {
        Ok(f) => f,
        Err(text) => {
            eprint!("{text}");
            return ExitCode::from(2);
        }
    };
    let p = &file.program;
    let named = file.runs.get(args.run.unwrap_or(0) as usize);
    if args.run.is_some() && named.is_none() {
        eprintln!("error: {}: the file lists {} run(s)", args.file.display(), file.runs.len());
        return ExitCode::from(2);
    }
    let entry = match (&args.entry, named, default_entry(p)) {
        (Some(e), _, _) => e.clone(),
        (None, Some(r), _) => r.entry.clone(),
        (None, None, Some(f)) => p.func(f).name.clone(),
        (None, None, None) => {
            eprintln!(
                "error: {}: the program defines no `main` and more than one function: name the entry with --entry",
                args.file.display()
            );
            return ExitCode::from(2);
        }
    };
    let (run_args, oracle) = match (args.entry.is_none() && args.args.is_empty(), named) {
        (true, Some(r)) => (r.args.clone(), args.oracle.clone().or(r.oracle.clone())),
        _ => (args.args.clone(), args.oracle.clone()),
    };
    let inv = match format::run::parse_invocation(p, &entry, &run_args, oracle.as_deref()) {
        Ok(inv) => inv,
        Err(msg) => {
            eprintln!("error: {}: {msg}", args.file.display());
            return ExitCode::from(2);
        }
    };
    let run = ExportRun { entry: inv.entry, args: inv.args, oracle: inv.oracle };
    let text = match export(p, &run, Some(&file.source_map)) {
        Ok(text) => text,
        Err(errors) => {
            let src = Source { name: &file.name, text: &file.text };
            eprint!("{}", diag::render_styled(&errors, Some(&src), diag::stderr_is_terminal()));
            return ExitCode::from(2);
        }
    };
    super::write_output(args.output.as_deref(), &text)
}
