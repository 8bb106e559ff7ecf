//! The token cursor the parser's files share: look at, take and expect tokens, and
//! make a located error naming what was expected and what was found.

use super::lex::{error, Tok};
use super::{Name, Span, Type};
use crate::diag::Diagnostic;

/// Nesting of types, constants and metadata deeper than this is rejected, so that no
/// input overflows the stack.
const MAX_DEPTH: u32 = 64;

pub struct Parser<'a> {
    pub text: &'a str,
    toks: Vec<(Tok, Span)>,
    pos: usize,
    depth: u32,
    /// Named types used, with where: checked against the definitions at the end.
    pub type_uses: Vec<(Name, Span)>,
}

impl<'a> Parser<'a> {
    pub fn new(text: &'a str, toks: Vec<(Tok, Span)>) -> Parser<'a> {
        Parser { text, toks, pos: 0, depth: 0, type_uses: Vec::new() }
    }

    pub fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|(t, _)| t)
    }

    pub fn peek_at(&self, ahead: usize) -> Option<&Tok> {
        self.toks.get(self.pos + ahead).map(|(t, _)| t)
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    /// The span of the next token (an empty span at the end of the text after the last).
    pub fn span(&self) -> Span {
        match self.toks.get(self.pos) {
            Some((_, s)) => s.clone(),
            None => self.text.len()..self.text.len(),
        }
    }

    /// Where the next token starts.
    pub fn start(&self) -> usize {
        self.span().start
    }

    /// Where the last token taken ends.
    pub fn end(&self) -> usize {
        match self.pos.checked_sub(1).and_then(|p| self.toks.get(p)) {
            Some((_, s)) => s.end,
            None => 0,
        }
    }

    pub fn next(&mut self) -> Option<(Tok, Span)> {
        let t = self.toks.get(self.pos).cloned();
        if t.is_some() {
            self.pos += 1;
        }
        t
    }

    pub fn bump(&mut self) {
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
    }

    /// An error at the next token: "expected WHAT, found TOKEN".
    pub fn expected(&self, what: &str) -> Diagnostic {
        let found = self.peek().map_or("the end of the file".to_string(), Tok::describe);
        error(self.span(), format!("expected {what}, found {found}"))
    }

    pub fn is_punct(&self, c: char) -> bool {
        self.peek() == Some(&Tok::Punct(c))
    }

    pub fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Some(Tok::Word(x)) if x == w)
    }

    /// The next word, if the next token is one.
    pub fn peek_word(&self) -> Option<&str> {
        match self.peek() {
            Some(Tok::Word(w)) => Some(w),
            _ => None,
        }
    }

    pub fn eat_punct(&mut self, c: char) -> bool {
        let yes = self.is_punct(c);
        if yes {
            self.pos += 1;
        }
        yes
    }

    pub fn eat_word(&mut self, w: &str) -> bool {
        let yes = self.is_word(w);
        if yes {
            self.pos += 1;
        }
        yes
    }

    pub fn expect_punct(&mut self, c: char) -> Result<(), Diagnostic> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            Err(self.expected(&format!("`{c}`")))
        }
    }

    pub fn expect_word(&mut self, w: &str) -> Result<(), Diagnostic> {
        if self.eat_word(w) {
            Ok(())
        } else {
            Err(self.expected(&format!("`{w}`")))
        }
    }

    /// A string literal, as UTF-8 (lossily).
    pub fn string(&mut self, what: &str) -> Result<String, Diagnostic> {
        match self.peek() {
            Some(Tok::Str(s)) => {
                let s = String::from_utf8_lossy(s).into_owned();
                self.pos += 1;
                Ok(s)
            }
            _ => Err(self.expected(what)),
        }
    }

    /// An unsigned integer literal that fits in a `u64`.
    pub fn u64(&mut self, what: &str) -> Result<u64, Diagnostic> {
        match self.peek() {
            Some(Tok::Int(i)) => {
                let v = u64::try_from(i).map_err(|_| error(self.span(), format!("{what} out of range")))?;
                self.pos += 1;
                Ok(v)
            }
            _ => Err(self.expected(what)),
        }
    }

    /// An unsigned integer literal that fits in a `u32`.
    pub fn u32(&mut self, what: &str) -> Result<u32, Diagnostic> {
        let span = self.span();
        let v = self.u64(what)?;
        u32::try_from(v).map_err(|_| error(span, format!("{what} out of range")))
    }

    /// `align N` after its `align` (a power of two).
    pub fn align_value(&mut self) -> Result<u64, Diagnostic> {
        let span = self.span();
        let a = self.u64("an alignment")?;
        if !a.is_power_of_two() {
            return Err(error(span, format!("alignment {a} is not a power of two")));
        }
        Ok(a)
    }

    /// `(N)` after `addrspace`.
    pub fn addrspace(&mut self) -> Result<u32, Diagnostic> {
        self.expect_punct('(')?;
        let n = self.u32("an address space")?;
        self.expect_punct(')')?;
        Ok(n)
    }

    /// Enters one level of nesting, failing past `MAX_DEPTH`.
    pub fn enter(&mut self) -> Result<(), Diagnostic> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(error(self.span(), "nesting too deep"));
        }
        Ok(())
    }

    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Skips a balanced group opened by the next token (`(`, `[`, `{` or `<`) and
    /// returns the text it covered, delimiters included.
    pub fn skip_balanced(&mut self) -> Result<String, Diagnostic> {
        let start = self.start();
        let open_span = self.span();
        let mut stack: Vec<char> = Vec::new();
        loop {
            let Some((tok, _)) = self.next() else {
                return Err(error(open_span, "unclosed bracket: the file ends before it is closed"));
            };
            match tok {
                Tok::Punct(c @ ('(' | '[' | '{' | '<')) => stack.push(c),
                Tok::Punct(c @ (')' | ']' | '}' | '>')) => {
                    let open = match c {
                        ')' => '(',
                        ']' => '[',
                        '}' => '{',
                        _ => '<',
                    };
                    if stack.pop() != Some(open) {
                        return Err(error(self.span_of_last(), format!("unbalanced `{c}`")));
                    }
                }
                _ if stack.is_empty() => return Err(error(open_span, "expected a bracket")),
                _ => {}
            }
            if stack.is_empty() {
                return Ok(self.text[start..self.end()].to_string());
            }
        }
    }

    /// The span of the last token taken.
    pub fn span_of_last(&self) -> Span {
        match self.pos.checked_sub(1).and_then(|p| self.toks.get(p)) {
            Some((_, s)) => s.clone(),
            None => 0..0,
        }
    }

    /// A metadata node or reference (`!7`, `!{…}`, `!"s"`, `!DILocation(…)`,
    /// `distinct !{…}`, or a typed value after `metadata`), skipped; its text.
    pub fn metadata_node(&mut self) -> Result<String, Diagnostic> {
        let start = self.start();
        self.eat_word("distinct");
        match self.peek() {
            Some(Tok::Meta(_)) => {
                self.bump();
                if self.is_punct('(') {
                    self.skip_balanced()?;
                }
            }
            Some(Tok::Bang) => {
                self.bump();
                match self.peek() {
                    Some(Tok::Punct('{')) => {
                        self.skip_balanced()?;
                    }
                    Some(Tok::Str(_)) => self.bump(),
                    _ => return Err(self.expected("`{` or a string after `!`")),
                }
            }
            _ => return Err(self.expected("a metadata node")),
        }
        Ok(self.text[start..self.end()].to_string())
    }
}

/// Whether a word begins a type.
pub fn is_type_word(w: &str) -> bool {
    matches!(
        w,
        "ptr"
            | "void"
            | "half"
            | "bfloat"
            | "float"
            | "double"
            | "fp128"
            | "x86_fp80"
            | "ppc_fp128"
            | "label"
            | "metadata"
            | "token"
            | "x86_amx"
            | "x86_mmx"
    ) || (w.len() > 1 && w.starts_with('i') && w[1..].bytes().all(|c| c.is_ascii_digit()))
}

/// The `Type` of a word naming a type without parameters.
pub fn simple_type(w: &str) -> Option<Type> {
    Some(match w {
        "void" => Type::Void,
        "half" => Type::Half,
        "bfloat" => Type::BFloat,
        "float" => Type::Float,
        "double" => Type::Double,
        "fp128" => Type::Fp128,
        "x86_fp80" => Type::X86Fp80,
        "ppc_fp128" => Type::PpcFp128,
        "label" => Type::Label,
        "metadata" => Type::Metadata,
        "token" => Type::Token,
        _ => return None,
    })
}
