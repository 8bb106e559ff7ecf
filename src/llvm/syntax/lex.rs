//! The lexer: the text of a `.ll` file as a list of located tokens.
//!
//! Comments (`;` to the end of the line) and white space are dropped. Strings are
//! unescaped (`\XX` is the byte 0xXX, `\\` a backslash; any other backslash is an
//! error). A word, a quoted string or a number directly followed by `:` is a label
//! definition, as in LLVM's own lexer. Numbers are read with a bound: a decimal
//! literal longer than what `MAX_INT_BITS` bits can hold is an error, so that no
//! input makes the reader allocate beyond a constant factor of its own size.

use super::{Name, Span, MAX_INT_BITS};
use crate::diag::{Diagnostic, Loc};
use num_bigint::BigInt;

/// One token.
#[derive(Clone, PartialEq, Debug)]
pub enum Tok {
    /// `%x`, `%7`, `%"a b"`.
    Local(Name),
    /// `@f`, `@0`, `@"a b"`.
    Global(Name),
    /// `$c` (a comdat).
    Comdat(String),
    /// `!name` or `!7` (without the `!`).
    Meta(String),
    /// A lone `!` (before `{` or a string).
    Bang,
    /// `#7`: an attribute group.
    AttrGroup(u32),
    /// `#dbg_value` and the like (without the `#`).
    Record(String),
    /// `name:`, `7:`, `"quoted":`.
    LabelDef(Name),
    /// A keyword, type name or other bare word.
    Word(String),
    Int(BigInt),
    /// A decimal floating-point literal, as written.
    Float(String),
    /// `0x…`, `0xK…`, …: the prefix letter (`None` for plain `0x`) and the digits.
    HexFloat(Option<char>, String),
    /// `"…"`, unescaped.
    Str(Vec<u8>),
    /// `c"…"`, unescaped.
    CStr(Vec<u8>),
    /// `...`.
    Ellipsis,
    /// One of `( ) [ ] { } < > , = * : |`.
    Punct(char),
}

impl Tok {
    /// The token as an error message quotes it.
    pub fn describe(&self) -> String {
        match self {
            Tok::Local(n) => format!("`%{n}`"),
            Tok::Global(n) => format!("`@{n}`"),
            Tok::Comdat(s) => format!("`${s}`"),
            Tok::Meta(s) => format!("`!{s}`"),
            Tok::Bang => "`!`".to_string(),
            Tok::AttrGroup(n) => format!("`#{n}`"),
            Tok::Record(s) => format!("`#{s}`"),
            Tok::LabelDef(n) => format!("label `{n}:`"),
            Tok::Word(w) => format!("`{w}`"),
            Tok::Int(i) => format!("`{i}`"),
            Tok::Float(s) => format!("`{s}`"),
            Tok::HexFloat(p, s) => format!("`0x{}{s}`", p.map(String::from).unwrap_or_default()),
            Tok::Str(_) => "a string".to_string(),
            Tok::CStr(_) => "a `c\"…\"` string".to_string(),
            Tok::Ellipsis => "`...`".to_string(),
            Tok::Punct(c) => format!("`{c}`"),
        }
    }
}

/// The longest decimal literal accepted: 2^23 bits hold at most this many digits.
const MAX_DECIMAL_DIGITS: usize = (MAX_INT_BITS as usize) * 30103 / 100000 + 1;

pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::new(Loc::span(span), message)
}

fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

fn is_word_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-')
}

struct Lexer<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    out: Vec<(Tok, Span)>,
}

/// The tokens of `text`, with their spans.
pub fn lex(text: &str) -> Result<Vec<(Tok, Span)>, Diagnostic> {
    let mut lx = Lexer { text, bytes: text.as_bytes(), pos: 0, out: Vec::new() };
    while let Some(&c) = lx.bytes.get(lx.pos) {
        let start = lx.pos;
        match c {
            b' ' | b'\t' | b'\n' | b'\r' => lx.pos += 1,
            b';' => {
                while lx.bytes.get(lx.pos).is_some_and(|&c| c != b'\n') {
                    lx.pos += 1;
                }
            }
            b'%' | b'@' => {
                lx.pos += 1;
                let name = lx.name(if c == b'%' { "local" } else { "global" })?;
                let tok = if c == b'%' { Tok::Local(name) } else { Tok::Global(name) };
                lx.out.push((tok, start..lx.pos));
            }
            b'$' => {
                lx.pos += 1;
                let name = lx.name("comdat")?;
                lx.out.push((Tok::Comdat(name.to_string()), start..lx.pos));
            }
            b'!' => lx.metadata(),
            b'#' => lx.hash()?,
            b'"' => {
                let s = lx.string()?;
                lx.label_or(Tok::Str(s), start)?;
            }
            b'.' if lx.text[lx.pos..].starts_with("...") => {
                lx.pos += 3;
                lx.out.push((Tok::Ellipsis, start..lx.pos));
            }
            b'-' | b'+' | b'0'..=b'9' => lx.number()?,
            b'c' if lx.bytes.get(lx.pos + 1) == Some(&b'"') => {
                lx.pos += 1;
                let s = lx.string()?;
                lx.out.push((Tok::CStr(s), start..lx.pos));
            }
            c if c.is_ascii_alphabetic() || matches!(c, b'_' | b'.' | b'$') => lx.word()?,
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b',' | b'=' | b'*' | b':' | b'|' => {
                lx.pos += 1;
                lx.out.push((Tok::Punct(c as char), start..lx.pos));
            }
            _ => {
                let ch = lx.text[start..].chars().next().unwrap_or('?');
                return Err(error(
                    start..start + ch.len_utf8(),
                    format!("unexpected character `{}`", ch.escape_debug()),
                ));
            }
        }
    }
    Ok(lx.out)
}

impl Lexer<'_> {
    /// A word, or a label definition when a `:` follows it.
    fn word(&mut self) -> Result<(), Diagnostic> {
        let start = self.pos;
        while self.bytes.get(self.pos).is_some_and(|&c| is_word_char(c)) {
            self.pos += 1;
        }
        let w = self.text[start..self.pos].to_string();
        self.label_or(Tok::Word(w), start)
    }

    /// Pushes `tok`, or a label definition of its text when a `:` follows.
    fn label_or(&mut self, tok: Tok, start: usize) -> Result<(), Diagnostic> {
        if self.bytes.get(self.pos) == Some(&b':') {
            let name = match tok {
                Tok::Word(w) => Name::Named(w),
                Tok::Str(s) => Name::Named(String::from_utf8_lossy(&s).into_owned()),
                Tok::Int(i) => {
                    Name::Numbered(u32::try_from(i).map_err(|_| error(start..self.pos, "label number out of range"))?)
                }
                other => {
                    self.out.push((other, start..self.pos));
                    return Ok(());
                }
            };
            self.pos += 1;
            self.out.push((Tok::LabelDef(name), start..self.pos));
        } else {
            self.out.push((tok, start..self.pos));
        }
        Ok(())
    }

    /// A name after `%`, `@` or `$`: digits, a word, or a quoted string.
    fn name(&mut self, what: &str) -> Result<Name, Diagnostic> {
        let start = self.pos;
        match self.bytes.get(self.pos) {
            Some(b'"') => {
                let s = self.string()?;
                Ok(Name::Named(String::from_utf8_lossy(&s).into_owned()))
            }
            Some(c) if c.is_ascii_digit() => {
                while self.bytes.get(self.pos).is_some_and(u8::is_ascii_digit) {
                    self.pos += 1;
                }
                let digits = &self.text[start..self.pos];
                let n = digits.parse::<u32>().map_err(|_| error(start - 1..self.pos, "value number out of range"))?;
                Ok(Name::Numbered(n))
            }
            Some(&c) if is_name_char(c) => {
                while self.bytes.get(self.pos).is_some_and(|&c| is_name_char(c)) {
                    self.pos += 1;
                }
                Ok(Name::Named(self.text[start..self.pos].to_string()))
            }
            _ => Err(error(start.saturating_sub(1)..start, format!("expected a {what} name after its sigil"))),
        }
    }

    /// `!name`, `!7`, or a lone `!`.
    fn metadata(&mut self) {
        let start = self.pos;
        self.pos += 1;
        while self.bytes.get(self.pos).is_some_and(|&c| is_name_char(c) || c == b'\\') {
            self.pos += 1;
        }
        let tok = if self.pos == start + 1 { Tok::Bang } else { Tok::Meta(self.text[start + 1..self.pos].to_string()) };
        self.out.push((tok, start..self.pos));
    }

    /// `#7` or `#dbg_value`.
    fn hash(&mut self) -> Result<(), Diagnostic> {
        let start = self.pos;
        self.pos += 1;
        while self.bytes.get(self.pos).is_some_and(|&c| is_word_char(c)) {
            self.pos += 1;
        }
        let body = &self.text[start + 1..self.pos];
        let tok = if body.is_empty() {
            return Err(error(start..start + 1, "expected an attribute group number or a debug record after `#`"));
        } else if body.bytes().all(|c| c.is_ascii_digit()) {
            Tok::AttrGroup(body.parse().map_err(|_| error(start..self.pos, "attribute group number out of range"))?)
        } else {
            Tok::Record(body.to_string())
        };
        self.out.push((tok, start..self.pos));
        Ok(())
    }

    /// A quoted string, the opening quote at `pos`.
    fn string(&mut self) -> Result<Vec<u8>, Diagnostic> {
        let start = self.pos;
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            let Some(&c) = self.bytes.get(self.pos) else {
                return Err(error(start..start + 1, "unterminated string"));
            };
            match c {
                b'"' => {
                    self.pos += 1;
                    return Ok(out);
                }
                b'\\' if self.bytes.get(self.pos + 1) == Some(&b'\\') => {
                    out.push(b'\\');
                    self.pos += 2;
                }
                b'\\' => {
                    let hex =
                        self.bytes.get(self.pos + 1..self.pos + 3).filter(|h| h.iter().all(u8::is_ascii_hexdigit));
                    let Some(hex) = hex else {
                        let end = (self.pos + 2).min(self.text.len());
                        let end = (end..=self.text.len()).find(|&e| self.text.is_char_boundary(e)).unwrap_or(end);
                        return Err(error(
                            self.pos..end,
                            "bad escape in string (expected `\\\\` or `\\` and two hex digits)",
                        ));
                    };
                    let byte = hex.iter().fold(0u8, |acc, &h| (acc << 4) | (h as char).to_digit(16).unwrap_or(0) as u8);
                    out.push(byte);
                    self.pos += 3;
                }
                c => {
                    out.push(c);
                    self.pos += 1;
                }
            }
        }
    }

    /// An integer, a decimal float, or a hexadecimal float (`0x…`, `0xK…`, …).
    fn number(&mut self) -> Result<(), Diagnostic> {
        let start = self.pos;
        if self.text[start..].starts_with("0x") {
            self.pos += 2;
            let prefix = match self.bytes.get(self.pos) {
                Some(&c @ (b'K' | b'L' | b'M' | b'H' | b'R')) => {
                    self.pos += 1;
                    Some(c as char)
                }
                _ => None,
            };
            let digits = self.pos;
            while self.bytes.get(self.pos).is_some_and(u8::is_ascii_hexdigit) {
                self.pos += 1;
            }
            if self.pos == digits {
                return Err(error(start..self.pos, "expected hexadecimal digits after `0x`"));
            }
            self.out.push((Tok::HexFloat(prefix, self.text[digits..self.pos].to_string()), start..self.pos));
            return Ok(());
        }
        if matches!(self.bytes[start], b'-' | b'+') {
            self.pos += 1;
        }
        let digits = self.pos;
        while self.bytes.get(self.pos).is_some_and(u8::is_ascii_digit) {
            self.pos += 1;
        }
        if self.pos == digits {
            // `-` alone, or `-name` (a word with a dash).
            return Err(error(start..start + 1, format!("unexpected `{}`", self.bytes[start] as char)));
        }
        if self.bytes.get(self.pos) == Some(&b'.') {
            return self.float(start);
        }
        if self.pos - digits > MAX_DECIMAL_DIGITS {
            return Err(error(
                start..self.pos,
                format!("integer literal wider than {MAX_INT_BITS} bits (LLVM's limit)"),
            ));
        }
        let mut value = decimal(&self.text[digits..self.pos]);
        if self.bytes[start] == b'-' {
            value = -value;
        }
        self.label_or(Tok::Int(value), start)
    }

    /// The rest of a decimal float, from its `.`.
    fn float(&mut self, start: usize) -> Result<(), Diagnostic> {
        self.pos += 1;
        while self.bytes.get(self.pos).is_some_and(u8::is_ascii_digit) {
            self.pos += 1;
        }
        if matches!(self.bytes.get(self.pos), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.bytes.get(self.pos), Some(b'-' | b'+')) {
                self.pos += 1;
            }
            let exp = self.pos;
            while self.bytes.get(self.pos).is_some_and(u8::is_ascii_digit) {
                self.pos += 1;
            }
            if self.pos == exp {
                return Err(error(start..self.pos, "malformed floating-point literal"));
            }
        }
        self.out.push((Tok::Float(self.text[start..self.pos].to_string()), start..self.pos));
        Ok(())
    }
}

/// The value of a string of decimal digits, by halves: the product of the high half
/// with a power of ten is a multiplication of large numbers, which num-bigint does in
/// subquadratic time (digit by digit, a literal of 2^23 bits would take seconds).
fn decimal(digits: &str) -> BigInt {
    const SMALL: usize = 2000;
    if digits.len() <= SMALL {
        return digits.bytes().fold(BigInt::from(0u8), |acc, d| acc * 10u8 + (d - b'0'));
    }
    let low_len = digits.len() / 2;
    let (high, low) = digits.split_at(digits.len() - low_len);
    let shift = u32::try_from(low_len).unwrap_or(u32::MAX);
    decimal(high) * BigInt::from(10u8).pow(shift) + decimal(low)
}
