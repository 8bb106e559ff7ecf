//! `waddle dot FILE`.

use std::path::PathBuf;
use std::process::ExitCode;
use waddle::ir::FuncId;
use waddle::report::draw::{self, Marks, Structure};
use waddle::{diag, format};

/// Write Graphviz DOT (or SVG) of a function's CFG with its dominator tree and loop forest.
#[derive(clap::Args)]
#[command(
    after_help = "Exit codes: 0 success; 2 bad input (an unreadable or malformed file, a program that does not verify). Render with Graphviz: `waddle dot FILE | dot -Tsvg > out.svg`."
)]
pub struct Args {
    /// The program: a RON file whose top-level value is `Program(...)` (see the README,
    /// "Writing programs").
    file: PathBuf,
    /// The function to draw (default: the first one).
    #[arg(long)]
    function: Option<String>,
    /// Write SVG instead, laid out here (no Graphviz needed): the drawing of
    /// `waddle check --html`, with its own style (dark mode included).
    #[arg(long)]
    svg: bool,
}

pub fn run(args: Args) -> ExitCode {
    let p = match super::load(&args.file) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let f = match &args.function {
        Some(name) => match p.program.func_by_name(name) {
            Some(f) => f,
            None => {
                eprintln!("error: {} has no function `{name}`", args.file.display());
                return ExitCode::from(2);
            }
        },
        None if p.program.funcs.is_empty() => {
            eprintln!("error: {} has no functions to draw", args.file.display());
            return ExitCode::from(2);
        }
        None => FuncId(0),
    };
    if args.svg {
        let s = Structure::fresh(&p.program, f);
        let func = p.program.func(f);
        print!("{}", draw::function(&p.program, func, &s, &Marks::default(), &func.name, true));
        return ExitCode::SUCCESS;
    }
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
