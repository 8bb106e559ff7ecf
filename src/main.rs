//! The `waddle` command line: parses the arguments and dispatches to one file per
//! subcommand under `src/cli/` (exit codes: `cli/mod.rs`).

mod cli;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "waddle", version, about = "Reference interpreter and checker for the Waddle always-canonical IR")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Check(cli::check::Args),
    Verify(cli::verify::Args),
    Fmt(cli::fmt::Args),
    Canon(cli::canon::Args),
    Loops(cli::loops::Args),
    Dot(cli::dot::Args),
    Run(cli::run::Args),
    Bench(cli::bench::Args),
    Import(cli::import::Args),
    Opt(cli::opt::Args),
    Fuzz(cli::fuzz::Args),
    Equiv(cli::equiv::Args),
    Export(cli::export::Args),
}

fn main() -> ExitCode {
    cli::end_on_failed_print();
    match Cli::parse().command {
        Command::Check(a) => cli::check::run(a),
        Command::Verify(a) => cli::verify::run(a),
        Command::Fmt(a) => cli::fmt::run(a),
        Command::Canon(a) => cli::canon::run(a),
        Command::Loops(a) => cli::loops::run(a),
        Command::Dot(a) => cli::dot::run(a),
        Command::Run(a) => cli::run::run(a),
        Command::Bench(a) => cli::bench::run(a),
        Command::Import(a) => cli::import::run(a),
        Command::Opt(a) => cli::opt::run(a),
        Command::Fuzz(a) => cli::fuzz::run(a),
        Command::Equiv(a) => cli::equiv::run(a),
        Command::Export(a) => cli::export::run(a),
    }
}
