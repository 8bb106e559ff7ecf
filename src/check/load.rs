//! The program a spec names: read from its file (RON or Bril) or inline, verified,
//! with the file its diagnostics point into.

use super::{bad, BadInput};
use crate::bril::lower::import_text_within;
use crate::bril::run::parse_args;
use crate::bril::ImportError;
use crate::diag::{Diagnostic, Loc, SourceMap};
use crate::format::spans::{self, Node};
use crate::format::spec::{ProgramSource, RunEntry, Spec};
use crate::format::{self, schema};
use crate::ir::{Program, Value};
use crate::verify::verify_program;
use std::path::Path;
use std::time::{Duration, Instant};

/// The program a spec names, verified, with the file its spans point into: that
/// file's name, its text and the program's source map.
pub(super) fn load_program(
    path: &Path,
    text: &str,
    spec: &Spec,
    root: Option<&Node>,
) -> Result<(Program, (String, String, SourceMap)), BadInput> {
    match &spec.program {
        ProgramSource::Path(rel) => {
            let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
            let p = dir.join(rel);
            let ptext = format::read_source(&p).map_err(|e| {
                let span = root.and_then(|r| r.field("program")).and_then(|n| n.item(0)).map(|n| n.span.clone());
                let abs = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
                bad(
                    path,
                    text,
                    vec![Diagnostic::new(
                        Loc::default().with_span(span),
                        format!("cannot read the program `{rel}` the spec names"),
                    )
                    .note(e)
                    .note(format!(
                        "a relative program path is resolved against the folder of the spec file, {} (tried {})",
                        abs.display(),
                        abs.join(rel).display()
                    ))],
                )
            })?;
            let parsed = format::parse_program(&ptext).map_err(|e| bad(&p, &ptext, e))?;
            let errors = verify_program(&parsed.program, Some(&parsed.source_map));
            if !errors.is_empty() {
                return Err(bad(&p, &ptext, errors));
            }
            Ok((parsed.program, (p.display().to_string(), ptext, parsed.source_map)))
        }
        ProgramSource::Bril(rel) => {
            let program = match bril_spec(path, text, spec, rel, root, None)? {
                Ok((_, program)) => program,
                Err(why) => return Err(bad(path, text, vec![Diagnostic::new(Loc::default(), why)])),
            };
            Ok((program, (path.display().to_string(), text.to_string(), SourceMap::default())))
        }
        ProgramSource::Inline(rp) => {
            let root = spans::scan(text);
            let node = root.as_ref().and_then(|n| n.field("program")).and_then(|n| n.item(0));
            let (program, map) = format::ron::lower(rp, node).map_err(|e| bad(path, text, e))?;
            let errors = verify_program(&program, Some(&map));
            if !errors.is_empty() {
                return Err(bad(path, text, errors));
            }
            Ok((program, (path.display().to_string(), text.to_string(), map)))
        }
    }
}

/// A spec over a Bril program: the imported program, canonicalized; without runs, `main`
/// runs with the arguments of the file's `# ARGS:` comment. The import ends at
/// `deadline` (its instant and the time limit it ends): `Ok(Err(no verdict))` then.
pub(super) fn bril_spec(
    path: &Path,
    text: &str,
    spec: &Spec,
    rel: &str,
    root: Option<&Node>,
    deadline: Option<(Instant, Duration)>,
) -> Result<Result<(Spec, Program), String>, BadInput> {
    let p = path.parent().unwrap_or(Path::new(".")).join(rel);
    let ptext = format::read_source(&p).map_err(|e| {
        let span = root.and_then(|r| r.field("program")).and_then(|n| n.item(0)).map(|n| n.span.clone());
        let msg = format!("cannot read the Bril program `{rel}` the spec names");
        bad(path, text, vec![Diagnostic::new(Loc::default().with_span(span), msg).note(e)])
    })?;
    let imported = match import_text_within(&ptext, deadline.map(|(d, _)| d)) {
        Ok(imported) => imported,
        Err(ImportError::Invalid(e)) => return Err(bad(&p, &ptext, e)),
        Err(ImportError::TimeLimit) => {
            let limit = deadline.map(|(_, t)| format!(" of {}", format::run::duration(t))).unwrap_or_default();
            return Ok(Err(format!("no verdict: the time limit{limit} was reached while importing {}", p.display())));
        }
    };
    let mut spec = spec.clone();
    spec.canonicalize = true;
    if spec.runs.is_empty() {
        if let Some(main) = imported.program.func_by_name("main") {
            let args = parse_args(&imported.info.params[main.index()], imported.args.as_deref().unwrap_or(&[]))
                .map_err(|m| {
                    bad(&p, &ptext, vec![Diagnostic::new(Loc::default(), format!("`# ARGS:` of {}: {m}", p.display()))])
                })?;
            let args = args
                .into_iter()
                .map(|v| match v {
                    Value::Int(i) => schema::Operand::Int(i),
                    Value::Bool(b) => schema::Operand::Bool(b),
                    _ => schema::Operand::Unit,
                })
                .collect();
            spec.runs.push(RunEntry {
                entry: "main".into(),
                args,
                oracle: None,
                fuel: None,
                budget: None,
                outcome: None,
                effects: None,
            });
        }
    }
    Ok(Ok((spec, imported.program)))
}
