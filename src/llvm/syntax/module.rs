//! The top level of a module: `source_filename`, `target …`, named types, globals,
//! comdats, functions, attribute groups and metadata definitions; then the check that
//! every named type used is defined.

use super::cursor::Parser;
use super::function::{is_keyword, is_linkage, is_top_level};
use super::lex::{error, lex, Tok};
use super::{Attr, Global, Module, Name, TypeDef};
use crate::diag::Diagnostic;
use std::collections::HashSet;

/// Reads a whole module.
pub fn parse_module(text: &str) -> Result<Module, Diagnostic> {
    let toks = lex(text)?;
    let mut p = Parser::new(text, toks);
    let mut m = Module::default();
    let mut globals_seen: HashSet<Name> = HashSet::new();
    while !p.at_end() {
        let start = p.start();
        let span = p.span();
        match p.next() {
            Some((Tok::Word(w), _)) => p.top_word(&w, start, &mut m)?,
            Some((Tok::Local(name), _)) => {
                p.expect_punct('=')?;
                p.expect_word("type")?;
                let body = if p.eat_word("opaque") { None } else { Some(p.ty()?) };
                if m.types.iter().any(|t| t.name == name) {
                    return Err(error(span, format!("type `%{name}` is defined twice")));
                }
                m.types.push(TypeDef { name, body, span: start..p.end() });
            }
            Some((Tok::Global(name), _)) => {
                if !globals_seen.insert(name.clone()) {
                    return Err(error(span, format!("`@{name}` is defined twice")));
                }
                p.expect_punct('=')?;
                let g = p.global(name, start)?;
                m.globals.push(g);
            }
            Some((Tok::Comdat(_), _)) => {
                p.expect_punct('=')?;
                p.expect_word("comdat")?;
                if p.peek_word().is_none() {
                    return Err(p.expected("a comdat selection kind"));
                }
                p.bump();
            }
            Some((Tok::Meta(name), _)) => {
                p.expect_punct('=')?;
                p.metadata_definition()?;
                m.metadata.push((name, start..p.end()));
            }
            Some((tok, span)) => {
                return Err(error(span, format!("expected a top-level item, found {}", tok.describe())));
            }
            None => break,
        }
        if let Some(f) = m.functions.last() {
            if m.functions[..m.functions.len() - 1].iter().any(|g| g.name == f.name) || globals_seen.contains(&f.name) {
                return Err(error(f.span.clone(), format!("`@{}` is defined twice", f.name)));
            }
        }
    }
    check_type_uses(&p, &m)?;
    Ok(m)
}

/// Every named type used is defined.
fn check_type_uses(p: &Parser<'_>, m: &Module) -> Result<(), Diagnostic> {
    let defined: HashSet<&Name> = m.types.iter().map(|t| &t.name).collect();
    match p.type_uses.iter().find(|(n, _)| !defined.contains(n)) {
        Some((n, span)) => Err(error(span.clone(), format!("undefined type `%{n}`"))),
        None => Ok(()),
    }
}

impl Parser<'_> {
    /// A top-level item that begins with the word `w` (at `start`).
    fn top_word(&mut self, w: &str, start: usize, m: &mut Module) -> Result<(), Diagnostic> {
        match w {
            "source_filename" => {
                self.expect_punct('=')?;
                m.source_filename = Some(self.string("a file name")?);
            }
            "target" => {
                let which = self.peek_word().map(str::to_string);
                match which.as_deref() {
                    Some("datalayout") | Some("triple") => self.bump(),
                    _ => return Err(self.expected("`datalayout` or `triple`")),
                }
                self.expect_punct('=')?;
                let s = self.string("a string")?;
                if which.as_deref() == Some("triple") {
                    m.triple = Some(s);
                } else {
                    m.datalayout = Some(s);
                }
            }
            "define" | "declare" => {
                let f = self.function(start, w == "define")?;
                m.functions.push(f);
            }
            "attributes" => {
                let n = match self.next() {
                    Some((Tok::AttrGroup(n), _)) => n,
                    _ => return Err(error(self.span_of_last(), "expected an attribute group (`#N`)")),
                };
                self.expect_punct('=')?;
                self.expect_punct('{')?;
                let attrs = self.group_body()?;
                m.attribute_groups.insert(n, attrs);
            }
            "module" => {
                // `module asm "…"`.
                return Err(error(start..self.end(), "module-level inline assembly is not supported"));
            }
            _ => return Err(error(start..self.end(), format!("expected a top-level item, found `{w}`"))),
        }
        Ok(())
    }

    /// A global variable after `@name =`.
    fn global(&mut self, name: Name, start: usize) -> Result<Global, Diagnostic> {
        let mut linkage = None;
        let mut keywords = Vec::new();
        let constant = loop {
            let span = self.span();
            let Some(w) = self.peek_word().map(str::to_string) else {
                return Err(self.expected("`global` or `constant`"));
            };
            self.bump();
            match w.as_str() {
                "global" => break false,
                "constant" => break true,
                "alias" | "ifunc" => return Err(error(span, format!("`{w}` is not supported"))),
                "thread_local" | "addrspace" if self.is_punct('(') => {
                    let s = self.skip_balanced()?;
                    keywords.push(format!("{w}{s}"));
                }
                w if is_linkage(w) => linkage = Some(w.to_string()),
                w if is_keyword(w) || w == "thread_local" => keywords.push(w.to_string()),
                _ => return Err(error(span, format!("expected `global` or `constant`, found `{w}`"))),
            }
        };
        let ty = self.ty()?;
        let external = matches!(linkage.as_deref(), Some("external" | "extern_weak"));
        let init = if external { None } else { Some(self.value_of(&ty)?) };
        let (mut align, mut section) = (None, None);
        while self.eat_punct(',') {
            let span = self.span();
            match self.next() {
                Some((Tok::Word(w), _)) => match w.as_str() {
                    "align" => align = Some(self.align_value()?),
                    "section" => section = Some(self.string("a section name")?),
                    "partition" | "code_model" => drop(self.string("a string")?),
                    "comdat" if self.is_punct('(') => drop(self.skip_balanced()?),
                    "comdat"
                    | "no_sanitize_address"
                    | "no_sanitize_hwaddress"
                    | "sanitize_memtag"
                    | "sanitize_address_dyninit" => {}
                    _ => return Err(error(span, format!("unknown global attribute `{w}`"))),
                },
                Some((Tok::Meta(_), _)) => drop(self.metadata_node()?),
                _ => return Err(error(span, "expected a global attribute or metadata after `,`")),
            }
        }
        // Attributes of the variable (`#0`, or words as `llvm-as` also reads them).
        let mut attrs = Vec::new();
        loop {
            match self.peek() {
                Some(Tok::AttrGroup(_) | Tok::Str(_)) => attrs.push(self.attr()?),
                Some(Tok::Word(w)) if !is_top_level(w) => match self.attr()? {
                    Attr::Align(a) => align = Some(a),
                    other => attrs.push(other),
                },
                _ => break,
            }
        }
        Ok(Global { name, linkage, keywords, constant, ty, init, align, section, attrs, span: start..self.end() })
    }

    /// After `!x =`: a node, or for named metadata `!{!0, …}`.
    fn metadata_definition(&mut self) -> Result<(), Diagnostic> {
        self.metadata_node().map(drop)
    }
}
