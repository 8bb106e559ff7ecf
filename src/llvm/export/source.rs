//! The program and runs a RON file gives `waddle export`: a program file (`Program(…)`),
//! or a spec (`Spec(…)`), whose program (a path or inline) comes with its runs.

use crate::diag::{render, Diagnostic, Loc, Source, SourceMap};
use crate::format::spec::{parse_spec, top_level_name, ProgramSource};
use crate::format::{self, spans};
use crate::ir::Program;
use crate::verify::verify_program;
use std::path::Path;

/// A run a spec lists, as its text gives it.
#[derive(Clone, Debug)]
pub struct NamedRun {
    pub entry: String,
    pub args: Vec<String>,
    pub oracle: Option<String>,
    pub fuel: Option<u64>,
}

/// A verified program, the file its spans point into, and the spec's runs (none for a
/// program file).
#[derive(Clone, Debug)]
pub struct FileProgram {
    pub name: String,
    pub text: String,
    pub program: Program,
    pub source_map: SourceMap,
    pub runs: Vec<NamedRun>,
}

/// Reads a program or spec file; every error rendered against its file. A spec over a
/// Bril program is refused (export the Bril program's import instead).
pub fn read_file(path: &Path) -> Result<FileProgram, String> {
    let name = path.display().to_string();
    let text = format::read_source(path).map_err(|e| format!("error: {e}\n"))?;
    let shown = |errors: &[Diagnostic], name: &str, text: &str| render(errors, Some(&Source { name, text }));
    if top_level_name(&text) != Some("Spec") {
        let parsed = format::parse_program(&text).map_err(|e| shown(&e, &name, &text))?;
        return verified(name, text, parsed.program, parsed.source_map, Vec::new());
    }
    let spec = parse_spec(&text).map_err(|e| shown(&[e], &name, &text))?;
    let runs = spec
        .runs
        .iter()
        .map(|r| NamedRun { entry: r.entry.clone(), args: r.arg_texts(), oracle: r.oracle.clone(), fuel: r.fuel })
        .collect();
    match &spec.program {
        ProgramSource::Path(rel) => {
            let file = path.parent().unwrap_or(Path::new(".")).join(rel);
            let pname = file.display().to_string();
            let ptext = format::read_source(&file).map_err(|e| format!("error: {name}: {e}\n"))?;
            let parsed = format::parse_program(&ptext).map_err(|e| shown(&e, &pname, &ptext))?;
            verified(pname, ptext, parsed.program, parsed.source_map, runs)
        }
        ProgramSource::Inline(rp) => {
            let root = spans::scan(&text);
            let node = root.as_ref().and_then(|n| n.field("program")).and_then(|n| n.item(0));
            let (program, map) = format::ron::lower(rp, node).map_err(|e| shown(&e, &name, &text))?;
            verified(name, text, program, map, runs)
        }
        ProgramSource::Bril(_) => {
            let d = Diagnostic::new(
                Loc::default(),
                format!("{name}: a spec over a Bril program: export its import (`waddle import bril`)"),
            );
            Err(shown(&[d], &name, &text))
        }
    }
}

fn verified(
    name: String,
    text: String,
    program: Program,
    source_map: SourceMap,
    runs: Vec<NamedRun>,
) -> Result<FileProgram, String> {
    let errors = verify_program(&program, Some(&source_map));
    if !errors.is_empty() {
        return Err(render(&errors, Some(&Source { name: &name, text: &text })));
    }
    Ok(FileProgram { name, text, program, source_map, runs })
}
