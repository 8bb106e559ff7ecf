//! Functions: the header of a `declare` or `define` (keywords, return type and
//! attributes, parameters, function attributes and the other trailing clauses) and a
//! definition's blocks, numbered as LLVM numbers them (`mod.rs`, "Numbering").

use super::cursor::{is_type_word, Parser};
use super::lex::{error, Tok};
use super::{Block, Function, Name, Param, Span};
use crate::diag::Diagnostic;
use std::collections::HashSet;

const LINKAGES: [&str; 11] = [
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];

/// Keywords before a global's or function's type that the tree keeps as written.
const KEYWORDS: [&str; 10] = [
    "dso_local",
    "dso_preemptable",
    "default",
    "hidden",
    "protected",
    "dllimport",
    "dllexport",
    "unnamed_addr",
    "local_unnamed_addr",
    "externally_initialized",
];

/// The clauses after a function's parameters other than attributes.
const TRAILER: [&str; 11] = [
    "unnamed_addr",
    "local_unnamed_addr",
    "addrspace",
    "section",
    "partition",
    "gc",
    "align",
    "comdat",
    "personality",
    "prefix",
    "prologue",
];

/// Words that begin a top-level item: a declaration's trailing attributes end there.
const TOP_LEVEL: [&str; 7] = ["define", "declare", "attributes", "target", "source_filename", "uselistorder", "module"];

pub fn is_linkage(w: &str) -> bool {
    LINKAGES.contains(&w)
}

pub fn is_top_level(w: &str) -> bool {
    TOP_LEVEL.contains(&w)
}

pub fn is_keyword(w: &str) -> bool {
    KEYWORDS.contains(&w)
}

/// The numbering of a function's unnamed values and the names it has used.
struct Numbering {
    next: u64,
    names: HashSet<String>,
}

impl Numbering {
    /// Checks an explicit number or name (`what` says where it is) and advances.
    fn define(&mut self, name: &Name, span: Span, what: &str) -> Result<(), Diagnostic> {
        match name {
            Name::Numbered(n) if u64::from(*n) < self.next => {
                Err(error(span, format!("{what} expected to be numbered `%{}` or greater, found `%{n}`", self.next)))
            }
            Name::Numbered(n) => {
                self.next = u64::from(*n) + 1;
                Ok(())
            }
            Name::Named(s) if !self.names.insert(s.clone()) => Err(error(span, format!("`%{name}` is defined twice"))),
            Name::Named(_) => Ok(()),
        }
    }

    /// The next number, taken.
    fn take(&mut self, span: Span) -> Result<Name, Diagnostic> {
        let n = u32::try_from(self.next).map_err(|_| error(span, "too many unnamed values"))?;
        self.next += 1;
        Ok(Name::Numbered(n))
    }
}

impl Parser<'_> {
    /// A function after `define` or `declare` (at `start`); `define` reads the body.
    pub fn function(&mut self, start: usize, define: bool) -> Result<Function, Diagnostic> {
        let (mut linkage, mut keywords, mut ret_attrs) = (None, Vec::new(), Vec::new());
        loop {
            if let Some(Tok::Meta(_)) = self.peek() {
                // `declare !dbg !7 …`: an attachment, skipped.
                self.bump();
                self.metadata_node()?;
                continue;
            }
            let Some(w) = self.peek_word().map(str::to_string) else { break };
            if is_linkage(&w) {
                linkage = Some(w);
                self.bump();
            } else if is_keyword(&w) || w.ends_with("cc") {
                keywords.push(w);
                self.bump();
            } else if w == "cc" {
                let s = self.start();
                self.bump();
                self.u32("a calling convention number")?;
                keywords.push(self.text[s..self.end()].to_string());
            } else if is_type_word(&w) || matches!(self.peek_at(1), Some(Tok::Global(_))) {
                // A word just before the name is the return type, known or not.
                break;
            } else {
                ret_attrs.push(self.ret_attr(false)?);
            }
        }
        let ret = self.ty()?;
        let name = match self.next() {
            Some((Tok::Global(n), _)) => n,
            _ => return Err(error(self.span_of_last(), "expected the function's name (`@f`)")),
        };
        let mut numbering = Numbering { next: 0, names: HashSet::new() };
        let (params, varargs) = self.params(define, &mut numbering)?;
        let mut f = Function {
            name,
            linkage,
            keywords,
            ret_attrs,
            ret,
            params,
            varargs,
            fn_attrs: Vec::new(),
            section: None,
            align: None,
            personality: None,
            gc: None,
            blocks: None,
            span: start..start,
        };
        self.trailer(&mut f)?;
        if define {
            self.expect_punct('{')?;
            f.blocks = Some(self.blocks(&mut numbering)?);
        }
        f.span = start..self.end();
        Ok(f)
    }

    /// `(T attrs [%name], …[, ...])`.
    fn params(&mut self, define: bool, numbering: &mut Numbering) -> Result<(Vec<Param>, bool), Diagnostic> {
        self.expect_punct('(')?;
        let mut params = Vec::new();
        if self.eat_punct(')') {
            return Ok((params, false));
        }
        loop {
            if self.peek() == Some(&Tok::Ellipsis) {
                self.bump();
                self.expect_punct(')')?;
                return Ok((params, true));
            }
            let start = self.start();
            let ty = self.ty()?;
            let attrs = self.param_attrs()?;
            let name = match self.peek() {
                Some(Tok::Local(n)) => {
                    let n = n.clone();
                    numbering.define(&n, self.span(), "parameter")?;
                    self.bump();
                    Some(n)
                }
                _ if define => Some(numbering.take(self.span())?),
                _ => None,
            };
            params.push(Param { ty, attrs, name, span: start..self.end() });
            if self.eat_punct(')') {
                return Ok((params, false));
            }
            self.expect_punct(',')?;
        }
    }

    /// What follows the parameters: keywords, attributes, `section`, `align`,
    /// `comdat`, `gc`, `prefix`, `prologue`, `personality`, metadata attachments.
    fn trailer(&mut self, f: &mut Function) -> Result<(), Diagnostic> {
        loop {
            match self.peek().cloned() {
                Some(Tok::Word(w)) if TOP_LEVEL.contains(&w.as_str()) => return Ok(()),
                Some(Tok::Word(w)) if TRAILER.contains(&w.as_str()) => {
                    self.bump();
                    match w.as_str() {
                        "unnamed_addr" | "local_unnamed_addr" => f.keywords.push(w),
                        "addrspace" => {
                            let n = self.addrspace()?;
                            f.keywords.push(format!("addrspace({n})"));
                        }
                        "section" => f.section = Some(self.string("a section name")?),
                        "partition" => drop(self.string("a partition name")?),
                        "gc" => f.gc = Some(self.string("a garbage collector name")?),
                        "align" => f.align = Some(self.align_value()?),
                        "comdat" if self.is_punct('(') => drop(self.skip_balanced()?),
                        "personality" => f.personality = Some(self.typed_value()?),
                        "prefix" | "prologue" => drop(self.typed_value()?),
                        _ => {}
                    }
                }
                Some(Tok::Word(_)) => f.fn_attrs.push(self.attr()?),
                Some(Tok::AttrGroup(_) | Tok::Str(_)) => f.fn_attrs.push(self.attr()?),
                Some(Tok::Meta(_)) if self.peek_at(1) != Some(&Tok::Punct('=')) => {
                    self.bump();
                    self.metadata_node()?;
                }
                _ => return Ok(()),
            }
        }
    }

    /// A definition's blocks after its `{`, up to and with its `}`.
    fn blocks(&mut self, numbering: &mut Numbering) -> Result<Vec<Block>, Diagnostic> {
        let mut blocks = Vec::new();
        if self.is_punct('}') {
            return Err(error(self.span(), "a function body needs at least one block"));
        }
        while !self.eat_punct('}') {
            if self.at_end() {
                return Err(self.expected("`}` at the end of the function"));
            }
            let start = self.start();
            let (label, label_span) = match self.peek() {
                Some(Tok::LabelDef(name)) => {
                    let (name, span) = (name.clone(), self.span());
                    numbering.define(&name, span.clone(), "block")?;
                    self.bump();
                    (name, Some(span))
                }
                Some(Tok::Local(_)) if self.peek_at(1) == Some(&Tok::Punct(':')) => {
                    return Err(error(self.span(), "a block label is written `name:`, without `%`"));
                }
                _ => (numbering.take(self.span())?, None),
            };
            let mut block =
                Block { label, label_span, instructions: Vec::new(), debug_records: Vec::new(), span: 0..0 };
            self.block_body(&mut block, numbering)?;
            block.span = start..self.end();
            blocks.push(block);
        }
        Ok(blocks)
    }

    /// A block's instructions, up to and with its terminator.
    fn block_body(&mut self, block: &mut Block, numbering: &mut Numbering) -> Result<(), Diagnostic> {
        loop {
            if let Some(Tok::Record(_)) = self.peek() {
                let start = self.start();
                self.bump();
                self.skip_balanced()?;
                block.debug_records.push(start..self.end());
                continue;
            }
            if matches!(self.peek(), Some(Tok::LabelDef(_)) | Some(Tok::Punct('}'))) {
                return Err(error(self.span(), format!("block `%{}` does not end with a terminator", block.label)));
            }
            let mut inst = self.instruction()?;
            match &inst.result {
                Some(name) => {
                    if !inst.kind.has_value() {
                        return Err(error(inst.span.clone(), "this instruction has no value to name"));
                    }
                    numbering.define(name, inst.span.clone(), "instruction")?;
                }
                None if inst.kind.has_value() => inst.result = Some(numbering.take(inst.span.clone())?),
                None => {}
            }
            let done = inst.kind.is_terminator();
            block.instructions.push(inst);
            if done {
                return Ok(());
            }
        }
    }
}
