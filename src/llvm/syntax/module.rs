//! The top level of a module: `source_filename`, `target …`, named types, globals,
//! comdats, functions, attribute groups and metadata definitions; then the check that
//! every named type used is defined.

use super::cursor::Parser;
use super::function::{is_keyword, is_linkage, is_top_level};
use super::lex::{error, lex, Tok};
use super::{Attr, Global, Module, Name, Type, TypeDef};
use crate::diag::Diagnostic;
use std::collections::HashSet;

/// Reads a whole module.
pub fn parse_module(text: &str) -> Result<Module, Diagnostic> {
    let toks = lex(text)?;
    let mut p = Parser::new(text, toks);
    let mut m = Module::default();
    let mut globals_seen: HashSet<Name> = HashSet::new();
    let (mut types_seen, mut functions_seen): (HashSet<Name>, HashSet<Name>) = Default::default();
    while !p.at_end() {
        let start = p.start();
        let span = p.span();
        let functions = m.functions.len();
        match p.next() {
            Some((Tok::Word(w), _)) => p.top_word(&w, start, &mut m)?,
            Some((Tok::Local(name), _)) => {
                p.expect_punct('=')?;
                p.expect_word("type")?;
                let body = if p.eat_word("opaque") { None } else { Some(p.ty()?) };
                if !types_seen.insert(name.clone()) {
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
        if let Some(f) = m.functions.last().filter(|_| m.functions.len() > functions) {
            if !functions_seen.insert(f.name.clone()) || globals_seen.contains(&f.name) {
                return Err(error(f.span.clone(), format!("`@{}` is defined twice", f.name)));
            }
        }
    }
    check_type_uses(&p, &m)?;
    check_type_cycles(&m)?;
    Ok(m)
}

/// The longest chain of named types held by value, one in another, that a module may
/// define (a type's own syntax nests at most 64 deep besides): layouts are computed
/// by recursion over it.
const MAX_TYPE_NESTING: usize = 128;

/// No named type contains itself by value (through fields, array or vector elements;
/// a `ptr` does not contain what it points to): such a type would have no size, and
/// LLVM refuses it as an invalid recursive type. Located at the first definition on a
/// cycle, naming the cycle; a chain deeper than `MAX_TYPE_NESTING` is refused too.
fn check_type_cycles(m: &Module) -> Result<(), Diagnostic> {
    let index: std::collections::HashMap<&Name, usize> =
        m.types.iter().enumerate().map(|(k, t)| (&t.name, k)).collect();
    // The named types each definition holds by value.
    let held: Vec<Vec<usize>> = m
        .types
        .iter()
        .map(|t| {
            let mut out = Vec::new();
            let mut work: Vec<&Type> = t.body.iter().collect();
            while let Some(ty) = work.pop() {
                match ty {
                    Type::Named(n) => out.extend(index.get(n).copied()),
                    Type::Array(_, elem) | Type::Vector { elem, .. } => work.push(elem),
                    Type::Struct { fields, .. } => work.extend(fields),
                    _ => {}
                }
            }
            out
        })
        .collect();
    // Depth-first, without recursion: 0 unvisited, 1 on the path, 2 done (with its
    // depth, the longest chain of named types it holds, itself included).
    let mut state = vec![0u8; held.len()];
    let mut depth = vec![0usize; held.len()];
    for root in 0..held.len() {
        if state[root] != 0 {
            continue;
        }
        let mut path: Vec<(usize, usize)> = vec![(root, 0)];
        state[root] = 1;
        while let Some(&mut (t, ref mut next)) = path.last_mut() {
            let Some(&u) = held[t].get(*next) else {
                state[t] = 2;
                depth[t] = 1 + held[t].iter().map(|&u| depth[u]).max().unwrap_or(0);
                if depth[t] > MAX_TYPE_NESTING {
                    let d = &m.types[t];
                    return Err(error(
                        d.span.clone(),
                        format!("type `%{}` nests named types more than {MAX_TYPE_NESTING} deep", d.name),
                    ));
                }
                path.pop();
                continue;
            };
            *next += 1;
            match state[u] {
                0 => {
                    state[u] = 1;
                    path.push((u, 0));
                }
                1 => {
                    let from = path.iter().position(|&(x, _)| x == u).unwrap_or(0);
                    let cycle: Vec<String> =
                        path[from..].iter().chain([&(u, 0)]).map(|&(x, _)| format!("`%{}`", m.types[x].name)).collect();
                    let d = &m.types[u];
                    return Err(error(
                        d.span.clone(),
                        format!(
                            "type `%{}` contains itself ({}): a recursive type has no size",
                            d.name,
                            cycle.join(" → ")
                        ),
                    ));
                }
                _ => {}
            }
        }
    }
    Ok(())
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
                    m.datalayout_span = Some(self.span_of_last());
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
