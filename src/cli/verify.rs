//! `waddle verify PATH…`: RON programs verified, and the paper's facts of LLVM modules.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use waddle::check::driver;
use waddle::diag::{self, Source};
use waddle::format;
use waddle::llvm::{
    self,
    facts::{self, ModuleFacts, Property},
};

/// Check RON programs (names, typing, SSA, reducibility), or print the paper's facts of
/// LLVM modules (`.ll`): for each function the module defines, on its own CFG, SSA
/// (every use dominated by its definition), LCSSA and loop-simplify form (the paper's
/// Properties 2.1–2.3: a unique latch, a dedicated preheader, dedicated exits), each
/// violation in LLVM's names at its `file:line:column`.
#[derive(clap::Args)]
#[command(after_help = "Exit codes: 0 every program verifies, and every function of every `.ll` module is \
in SSA form (LCSSA and loop-simplify form are facts to print, not requirements: an LLVM module need not have \
them); 1 a function of a `.ll` module is not in SSA form; 2 bad input (an unreadable or malformed file, a \
program that does not verify, a folder without any program; a module the LLVM front end refuses, whose facts are \
printed all the same); 4 internal \
error (a lowered function whose CFG is not its LLVM function's).")]
pub struct Args {
    /// Program files (.ron) or LLVM modules (.ll), or folders: every `.ron` file under a
    /// folder (recursively) whose top-level value is `Program(...)` is verified; specs
    /// are left to `waddle check`.
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
    let mut status = 0u8;
    for f in &files {
        let code = if f.extension().is_some_and(|e| e == "ll") {
            llvm_facts(f)
        } else {
            match super::load(f) {
                Ok(p) => {
                    println!("{}: ok ({} function(s))", f.display(), p.program.funcs.len());
                    0
                }
                Err(_) => 2,
            }
        };
        status = status.max(code);
    }
    ExitCode::from(status)
}

/// The facts of one `.ll` file printed; its exit code.
fn llvm_facts(path: &Path) -> u8 {
    let name = path.display().to_string();
    let text = match format::read_source(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let module = match llvm::syntax::parse(&text) {
        Ok(m) => m,
        Err(d) => {
            let shown =
                diag::render_styled(&[d], Some(&Source { name: &name, text: &text }), diag::stderr_is_terminal());
            eprint!("{shown}");
            return 2;
        }
    };
    // A module not in SSA form, or one the front end refuses, is not lowered: its facts
    // are read from the text alone.
    let unlowered = facts::module_facts(&name, &text, &module);
    // Its types are checked whatever else holds (a module not in SSA form included).
    if let Some(refusal) = llvm::type_errors(&name, &text, &module) {
        print(&unlowered);
        eprint!("{refusal}");
        return 2;
    }
    if !unlowered.holds(Property::Ssa) {
        print(&unlowered);
        return 1;
    }
    // Only a module with a `main` is lowered (a lowered module is a run of its
    // `main`); a library's facts are those of its text.
    let has_main =
        module.functions.iter().any(|f| f.blocks.is_some() && f.name == llvm::syntax::Name::Named("main".into()));
    if !has_main {
        print(&unlowered);
        eprintln!("note: {name} defines no `main`: its facts are read from its text");
        return 0;
    }
    let imported = match llvm::import_parsed(&name, text, module, &unlowered, llvm::lower::Undef::Zero) {
        Ok(i) => i,
        Err(m) => {
            print(&unlowered);
            eprint!("{m}");
            eprintln!("note: the facts of {name} are read from its text: the LLVM front end refuses it (above)");
            return 2;
        }
    };
    let facts = facts::facts(&imported);
    print(&facts);
    let mut code = 0;
    for f in &facts.functions {
        if let Some(Err(why)) = &f.kernel_cfg {
            eprintln!("internal error: the lowering of {} does not keep its CFG: {why}", f.name);
            code = 4;
        }
    }
    code
}

/// `FILE: N function(s)`, then a line per function and one per violation.
fn print(facts: &ModuleFacts) {
    println!("{}: {} function(s)", facts.file, facts.functions.len());
    for f in &facts.functions {
        println!("  {}", f.summary());
        for v in &f.violations {
            println!("    {}", v.text());
        }
    }
}
