//! Located diagnostics, collected rather than thrown, and rendered rustc-style.
//!
//! A `Loc` names the function, block and item (parameter, instruction, terminator) an
//! error is about, and carries the byte span in the RON source when the program came
//! from a file. Rendering uses codespan-reporting so every error shows the offending
//! line with a caret and its `file:line:column`.

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{self, termcolor, WriteStyle};
use std::fmt;
use std::ops::Range;

/// The part of a block an error is about.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Item {
    Param(usize),
    Inst(usize),
    Term,
}

/// Where an error is. Every field is optional: a malformed file has only a span, a
/// transformed program has no span.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Loc {
    pub func: Option<String>,
    pub block: Option<String>,
    pub item: Option<Item>,
    pub span: Option<Range<usize>>,
}

impl Loc {
    pub fn func(f: &str) -> Loc {
        Loc { func: Some(f.to_string()), ..Loc::default() }
    }

    pub fn block(f: &str, b: &str) -> Loc {
        Loc { func: Some(f.to_string()), block: Some(b.to_string()), ..Loc::default() }
    }

    pub fn item(f: &str, b: &str, item: Item) -> Loc {
        Loc { item: Some(item), ..Loc::block(f, b) }
    }

    pub fn span(span: Range<usize>) -> Loc {
        Loc { span: Some(span), ..Loc::default() }
    }

    pub fn with_span(mut self, span: Option<Range<usize>>) -> Loc {
        if self.span.is_none() {
            self.span = span;
        }
        self
    }
}

/// Spans of a program's parts in its source file, keyed by function, block and item
/// names: what `verify` uses to put a caret under the offending text.
#[derive(Default, Debug, Clone)]
pub struct SourceMap {
    spans: std::collections::HashMap<(String, Option<String>, Option<Item>), Range<usize>>,
}

impl SourceMap {
    /// Records the span of a function, a block or an item, when there is one.
    pub fn insert(&mut self, f: &str, b: Option<&str>, item: Option<Item>, span: Option<Range<usize>>) {
        if let Some(span) = span {
            self.spans.insert((f.to_string(), b.map(str::to_string), item), span);
        }
    }

    /// Fills in the span of a location from its function, block and item.
    pub fn locate(&self, loc: &mut Loc) {
        if loc.span.is_some() {
            return;
        }
        let Some(f) = &loc.func else { return };
        let keys =
            [(f.clone(), loc.block.clone(), loc.item), (f.clone(), loc.block.clone(), None), (f.clone(), None, None)];
        loc.span = keys.iter().find_map(|k| self.spans.get(k)).cloned();
    }
}

impl fmt::Display for Loc {
    /// `function:block:index`, `function:block:term` or `function:block:param#i`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        if let Some(func) = &self.func {
            parts.push(func.clone());
        }
        if let Some(b) = &self.block {
            parts.push(b.clone());
        }
        match self.item {
            Some(Item::Inst(i)) => parts.push(i.to_string()),
            Some(Item::Term) => parts.push("term".to_string()),
            Some(Item::Param(i)) => parts.push(format!("param#{i}")),
            None => {}
        }
        if parts.is_empty() {
            f.write_str("<program>")
        } else {
            f.write_str(&parts.join(":"))
        }
    }
}

/// One error: a message, where it is, and optional notes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    pub message: String,
    pub loc: Loc,
    pub notes: Vec<String>,
}

impl Diagnostic {
    pub fn new(loc: Loc, message: impl Into<String>) -> Diagnostic {
        Diagnostic { message: message.into(), loc, notes: Vec::new() }
    }

    pub fn note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.loc, self.message)
    }
}

/// A source file the diagnostics point into.
pub struct Source<'a> {
    pub name: &'a str,
    pub text: &'a str,
}

impl Source<'_> {
    /// 1-based `(line, column)` of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let before = &self.text[..offset];
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        (line, col)
    }
}

/// Renders diagnostics rustc-style into a string (no colour).
pub fn render(diags: &[Diagnostic], source: Option<&Source<'_>>) -> String {
    let mut buf = termcolor::NoColor::new(Vec::new());
    emit(diags, source, &mut buf);
    String::from_utf8_lossy(&buf.into_inner()).into_owned()
}

/// Renders diagnostics rustc-style into a string, with ANSI colour when `color`.
pub fn render_styled(diags: &[Diagnostic], source: Option<&Source<'_>>, color: bool) -> String {
    if !color {
        return render(diags, source);
    }
    let mut buf = termcolor::Ansi::new(Vec::new());
    emit(diags, source, &mut buf);
    String::from_utf8_lossy(&buf.into_inner()).into_owned()
}

/// Whether standard error is a terminal (where diagnostics are coloured).
pub fn stderr_is_terminal() -> bool {
    use std::io::IsTerminal;
    std::io::stderr().is_terminal()
}

/// Renders diagnostics to standard error, with colour when it is a terminal.
pub fn emit_stderr(diags: &[Diagnostic], source: Option<&Source<'_>>) {
    use std::io::IsTerminal;
    let choice =
        if std::io::stderr().is_terminal() { termcolor::ColorChoice::Auto } else { termcolor::ColorChoice::Never };
    let mut out = termcolor::StandardStream::stderr(choice);
    emit(diags, source, &mut out);
}

/// Lines longer than this are not shown whole under an error.
const LONG_LINE: usize = 160;

/// The byte range of the line around `offset`, when it is longer than `LONG_LINE`.
fn long_line(text: &str, offset: usize) -> Option<Range<usize>> {
    let offset = offset.min(text.len());
    let start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let end = text[offset..].find('\n').map_or(text.len(), |i| offset + i);
    (end - start > LONG_LINE).then_some(start..end)
}

/// `at FILE:LINE:COL`, with about 60 characters of the long line on each side of
/// `offset` and a caret under it.
fn excerpt(src: &Source<'_>, offset: usize, loc: &Loc) -> String {
    let line = long_line(src.text, offset).unwrap_or(0..0);
    let offset = offset.clamp(line.start, line.end);
    let before: String =
        src.text[line.start..offset].chars().rev().take(60).collect::<Vec<_>>().into_iter().rev().collect();
    let after: String = src.text[offset..line.end].chars().take(60).collect();
    let cut_before = before.len() < offset - line.start;
    let cut_after = after.len() < line.end - offset;
    let (l, c) = src.line_col(offset);
    let what = if loc.func.is_some() { format!(" ({loc})") } else { String::new() };
    format!(
        "at {}:{l}:{c}{what}, on a line of {} characters (shown around the error):\n{}{before}{after}{}\n{}^",
        src.name,
        src.text[line.clone()].chars().count(),
        if cut_before { "…" } else { "" },
        if cut_after { "…" } else { "" },
        " ".repeat(before.chars().count() + usize::from(cut_before)),
    )
}

fn emit<W: WriteStyle>(diags: &[Diagnostic], source: Option<&Source<'_>>, out: &mut W) {
    let config = term::Config::default();
    let file = source.map_or_else(|| SimpleFile::new("<program>", ""), |s| SimpleFile::new(s.name, s.text));
    for d in diags {
        let mut cs = CsDiagnostic::error().with_message(&d.message);
        match (&d.loc.span, source) {
            (Some(span), Some(src)) if long_line(src.text, span.start).is_some() => {
                cs = cs.with_notes(vec![excerpt(src, span.start, &d.loc)]);
            }
            (Some(span), Some(_)) => {
                let label = Label::primary((), span.clone());
                let label = if d.loc.func.is_some() { label.with_message(d.loc.to_string()) } else { label };
                cs = cs.with_labels(vec![label]);
            }
            // No place in the text: the function, block and item when known, else
            // the file the problem is in (the whole of it).
            (_, Some(src)) if d.loc.func.is_none() && d.loc.block.is_none() && d.loc.item.is_none() => {
                cs = cs.with_notes(vec![format!("in {}", src.name)]);
            }
            _ => cs = cs.with_notes(vec![format!("at {}", d.loc)]),
        }
        cs.notes.extend(d.notes.iter().cloned());
        // Rendering into memory or a terminal cannot fail in a way we could report
        // better than by dropping the rendering, and the message is also in the exit code.
        let _ = term::emit_to_write_style(out, &config, &file, &cs);
    }
}
