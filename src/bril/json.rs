//! Bril's canonical JSON form, read by a small JSON reader that keeps the byte span of
//! every value (so that errors point into the file), then converted to the syntax
//! tree of `bril::Program`. Unknown fields are ignored, as Bril's tools do (`pos`
//! and other annotations are common); a field written twice in one object is refused.

use super::{error, BType, Function, ImportError, Instr, Item, Lit, Param, Program, Span, Ticker};
use crate::diag::Diagnostic;
use std::time::Instant;

/// A JSON value with its span.
#[derive(Clone, Debug)]
pub struct Json {
    pub value: Value,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Value {
    Null,
    Bool(bool),
    /// A number as written.
    Num(String),
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
}

impl Json {
    /// The field `name` of an object; a `null` field is absent (as serde's `Option`
    /// reads it, so `"type": null` from some `bril2json`s is a function without a
    /// return type).
    pub fn field(&self, name: &str) -> Option<&Json> {
        match &self.value {
            Value::Obj(fields) => {
                fields.iter().find(|(k, _)| k == name).map(|(_, v)| v).filter(|v| !matches!(v.value, Value::Null))
            }
            _ => None,
        }
    }

    fn kind(&self) -> &'static str {
        match self.value {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Num(_) => "a number",
            Value::Str(_) => "a string",
            Value::Arr(_) => "an array",
            Value::Obj(_) => "an object",
        }
    }
}

struct Reader<'a> {
    text: &'a str,
    pos: usize,
    depth: u32,
    ticker: Ticker,
    /// Whether the reading stopped because the ticker's deadline passed.
    expired: bool,
}

/// Nesting deeper than this is rejected (no Bril program comes close), so that a
/// malicious file cannot overflow the stack.
const MAX_DEPTH: u32 = 256;

impl Reader<'_> {
    fn new(text: &str, deadline: Option<Instant>) -> Reader<'_> {
        Reader { text, pos: 0, depth: 0, ticker: Ticker::new(deadline), expired: false }
    }

    /// The whole text as one value, with nothing after it.
    fn document(&mut self) -> Result<Json, Diagnostic> {
        let v = self.value()?;
        self.skip_ws();
        if self.pos < self.text.len() {
            return Err(self.err("trailing characters after the program"));
        }
        Ok(v)
    }

    fn bytes(&self) -> &[u8] {
        self.text.as_bytes()
    }

    fn skip_ws(&mut self) {
        while let Some(c) = self.bytes().get(self.pos) {
            if matches!(c, b' ' | b'\t' | b'\n' | b'\r') {
                self.pos += 1;
            } else {
                break;
            }
        }
    }

    fn err(&self, msg: impl Into<String>) -> Diagnostic {
        let end = (self.pos + 1).min(self.text.len());
        error(self.pos..end.max(self.pos), format!("malformed JSON: {}", msg.into()))
    }

    fn value(&mut self) -> Result<Json, Diagnostic> {
        if self.ticker.tick().is_err() {
            self.expired = true;
            return Err(self.err("the time limit was reached"));
        }
        self.skip_ws();
        let start = self.pos;
        let Some(&c) = self.bytes().get(self.pos) else { return Err(self.err("unexpected end of file")) };
        let value = match c {
            b'{' | b'[' => {
                self.depth += 1;
                if self.depth > MAX_DEPTH {
                    return Err(self.err("nesting too deep"));
                }
                let v = if c == b'{' { self.object()? } else { self.array()? };
                self.depth -= 1;
                v
            }
            b'"' => Value::Str(self.string()?),
            b't' => self.keyword("true", Value::Bool(true))?,
            b'f' => self.keyword("false", Value::Bool(false))?,
            b'n' => self.keyword("null", Value::Null)?,
            b'-' | b'0'..=b'9' => self.number()?,
            _ => {
                return Err(
                    self.err(format!("unexpected character `{}`", self.text[self.pos..].chars().next().unwrap_or('?')))
                )
            }
        };
        Ok(Json { value, span: start..self.pos })
    }

    fn keyword(&mut self, word: &str, v: Value) -> Result<Value, Diagnostic> {
        if self.text[self.pos..].starts_with(word) {
            self.pos += word.len();
            Ok(v)
        } else {
            Err(self.err("unexpected word"))
        }
    }

    fn number(&mut self) -> Result<Value, Diagnostic> {
        let start = self.pos;
        while let Some(c) = self.bytes().get(self.pos) {
            if c.is_ascii_digit() || matches!(c, b'-' | b'+' | b'.' | b'e' | b'E') {
                self.pos += 1;
            } else {
                break;
            }
        }
        let s = &self.text[start..self.pos];
        if s.parse::<f64>().is_err() {
            self.pos = start;
            return Err(self.err(format!("bad number `{s}`")));
        }
        Ok(Value::Num(s.to_string()))
    }

    fn string(&mut self) -> Result<String, Diagnostic> {
        self.pos += 1; // the opening quote
        let mut out = String::new();
        loop {
            let Some(c) = self.text[self.pos..].chars().next() else { return Err(self.err("unterminated string")) };
            self.pos += c.len_utf8();
            match c {
                '"' => return Ok(out),
                '\\' => {
                    let Some(e) = self.text[self.pos..].chars().next() else {
                        return Err(self.err("unterminated string"));
                    };
                    self.pos += 1;
                    match e {
                        '"' => out.push('"'),
                        '\\' => out.push('\\'),
                        '/' => out.push('/'),
                        'b' => out.push('\u{8}'),
                        'f' => out.push('\u{c}'),
                        'n' => out.push('\n'),
                        'r' => out.push('\r'),
                        't' => out.push('\t'),
                        'u' => out.push(self.unicode_escape()?),
                        _ => return Err(self.err(format!("bad escape `\\{e}`"))),
                    }
                }
                c if (c as u32) < 0x20 => return Err(self.err("control character in string")),
                c => out.push(c),
            }
        }
    }

    /// Four hex digits after `\u`, the position just past them.
    fn hex4(&mut self) -> Result<u32, Diagnostic> {
        let code = self
            .text
            .get(self.pos..self.pos + 4)
            .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|h| u32::from_str_radix(h, 16).ok())
            .ok_or_else(|| self.err("bad \\u escape: `\\u` takes four hexadecimal digits"))?;
        self.pos += 4;
        Ok(code)
    }

    /// The character of a `\uXXXX` escape (the `\u` read): a scalar value, or a high
    /// surrogate followed by `\u` and a low one (a character beyond the Basic
    /// Multilingual Plane, as `bril2json` writes it). A lone surrogate is no character
    /// and is refused.
    fn unicode_escape(&mut self) -> Result<char, Diagnostic> {
        let start = self.pos - 2;
        let hi = self.hex4()?;
        let lone = |r: &Self, code: u32| {
            error(start..r.pos, format!("malformed JSON: `\\u{code:04x}` is a lone surrogate, not a character"))
        };
        if let Some(c) = char::from_u32(hi) {
            return Ok(c);
        }
        if !(0xd800..0xdc00).contains(&hi) || !self.text[self.pos..].starts_with("\\u") {
            return Err(lone(self, hi));
        }
        self.pos += 2;
        let lo = self.hex4()?;
        if !(0xdc00..0xe000).contains(&lo) {
            return Err(lone(self, hi));
        }
        char::from_u32(0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00)).ok_or_else(|| lone(self, hi))
    }

    fn expect(&mut self, c: u8, what: &str) -> Result<(), Diagnostic> {
        self.skip_ws();
        if self.bytes().get(self.pos) == Some(&c) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.err(format!("expected {what}")))
        }
    }

    fn peek_is(&mut self, c: u8) -> bool {
        self.skip_ws();
        self.bytes().get(self.pos) == Some(&c)
    }

    fn array(&mut self) -> Result<Value, Diagnostic> {
        self.pos += 1;
        let mut items = Vec::new();
        if self.peek_is(b']') {
            self.pos += 1;
            return Ok(Value::Arr(items));
        }
        loop {
            items.push(self.value()?);
            if self.peek_is(b',') {
                self.pos += 1;
            } else {
                self.expect(b']', "`,` or `]`")?;
                return Ok(Value::Arr(items));
            }
        }
    }

    fn object(&mut self) -> Result<Value, Diagnostic> {
        self.pos += 1;
        let mut fields = Vec::new();
        if self.peek_is(b'}') {
            self.pos += 1;
            return Ok(Value::Obj(fields));
        }
        // The keys seen, in a set once the object is larger than a Bril instruction.
        let mut keys: Option<std::collections::HashSet<String>> = None;
        loop {
            self.skip_ws();
            if self.bytes().get(self.pos) != Some(&b'"') {
                return Err(self.err("expected a field name"));
            }
            let start = self.pos;
            let key = self.string()?;
            let seen = match &mut keys {
                Some(set) => !set.insert(key.clone()),
                None => fields.iter().any(|(k, _)| *k == key),
            };
            if seen {
                return Err(error(
                    start..self.pos,
                    format!("malformed JSON: the field \"{key}\" appears twice in this object (readers differ on which counts)"),
                ));
            }
            if keys.is_none() && fields.len() >= 16 {
                keys = Some(fields.iter().map(|(k, _)| k.clone()).chain([key.clone()]).collect());
            }
            self.expect(b':', "`:`")?;
            let v = self.value()?;
            fields.push((key, v));
            if self.peek_is(b',') {
                self.pos += 1;
            } else {
                self.expect(b'}', "`,` or `}`")?;
                return Ok(Value::Obj(fields));
            }
        }
    }
}

/// Reads JSON text into a located value.
pub fn read(text: &str) -> Result<Json, Diagnostic> {
    Reader::new(text, None).document()
}

/// `read`, ended as `ImportError::TimeLimit` once `deadline` has passed (checked every
/// few thousand values).
fn read_within(text: &str, deadline: Option<Instant>) -> Result<Json, ImportError> {
    let mut r = Reader::new(text, deadline);
    r.document().map_err(|d| if r.expired { ImportError::TimeLimit } else { d.into() })
}

/// Reads a Bril program in its JSON form.
pub fn parse(text: &str) -> Result<Program, Vec<Diagnostic>> {
    parse_within(text, None).map_err(Vec::from)
}

/// `parse`, ended as `ImportError::TimeLimit` once `deadline` has passed.
pub fn parse_within(text: &str, deadline: Option<Instant>) -> Result<Program, ImportError> {
    let root = read_within(text, deadline)?;
    let mut errors = Vec::new();
    let mut program = Program::default();
    match root.field("functions") {
        Some(Json { value: Value::Arr(fs), .. }) => {
            for f in fs {
                match function(f) {
                    Ok(f) => program.functions.push(f),
                    Err(mut e) => errors.append(&mut e),
                }
            }
        }
        Some(other) => {
            errors.push(error(other.span.clone(), format!("`functions` must be an array, found {}", other.kind())))
        }
        None => errors.push(error(root.span.start..root.span.start + 1, "a Bril program needs a `functions` array")),
    }
    if errors.is_empty() {
        Ok(program)
    } else {
        Err(ImportError::Invalid(errors))
    }
}

fn str_field(j: &Json, name: &str) -> Result<Option<String>, Diagnostic> {
    match j.field(name) {
        None => Ok(None),
        Some(Json { value: Value::Str(s), .. }) => Ok(Some(s.clone())),
        Some(other) => Err(error(other.span.clone(), format!("`{name}` must be a string, found {}", other.kind()))),
    }
}

fn str_list(j: &Json, name: &str) -> Result<Vec<String>, Diagnostic> {
    match j.field(name) {
        None => Ok(Vec::new()),
        Some(Json { value: Value::Arr(items), .. }) => items
            .iter()
            .map(|i| match &i.value {
                Value::Str(s) => Ok(s.clone()),
                _ => Err(error(i.span.clone(), format!("`{name}` must hold strings, found {}", i.kind()))),
            })
            .collect(),
        Some(other) => {
            Err(error(other.span.clone(), format!("`{name}` must be an array of strings, found {}", other.kind())))
        }
    }
}

/// A Bril type: `"int"`, `"bool"`, `{"ptr": T}`, `"float"`, `"char"`.
pub fn btype(j: &Json) -> Result<BType, Diagnostic> {
    match &j.value {
        Value::Str(s) => match s.as_str() {
            "int" => Ok(BType::Int),
            "bool" => Ok(BType::Bool),
            "float" => Ok(BType::Float),
            "char" => Ok(BType::Char),
            other => Err(error(j.span.clone(), format!("unknown type `{other}`"))),
        },
        Value::Obj(_) => match j.field("ptr") {
            Some(inner) => Ok(BType::Ptr(Box::new(btype(inner)?))),
            None => Err(error(j.span.clone(), "unknown type: an object type must be `{\"ptr\": T}`")),
        },
        _ => Err(error(j.span.clone(), format!("a type must be a string or `{{\"ptr\": T}}`, found {}", j.kind()))),
    }
}

fn function(f: &Json) -> Result<Function, Vec<Diagnostic>> {
    let one = |d: Diagnostic| vec![d];
    if !matches!(f.value, Value::Obj(_)) {
        return Err(one(error(f.span.clone(), format!("a function must be an object, found {}", f.kind()))));
    }
    let header = f.field("name").map_or(f.span.clone(), |n| n.span.clone());
    let name =
        str_field(f, "name").map_err(one)?.ok_or_else(|| one(error(f.span.clone(), "a function needs a `name`")))?;
    let mut params = Vec::new();
    let mut errors = Vec::new();
    match f.field("args") {
        None => {}
        Some(Json { value: Value::Arr(args), .. }) => {
            for a in args {
                let p = (|| {
                    let name =
                        str_field(a, "name")?.ok_or_else(|| error(a.span.clone(), "an argument needs a `name`"))?;
                    let ty =
                        btype(a.field("type").ok_or_else(|| error(a.span.clone(), "an argument needs a `type`"))?)?;
                    Ok(Param { name, ty, span: a.span.clone() })
                })();
                match p {
                    Ok(p) => params.push(p),
                    Err(e) => errors.push(e),
                }
            }
        }
        Some(other) => {
            errors.push(error(other.span.clone(), format!("`args` must be an array, found {}", other.kind())))
        }
    }
    let ret = match f.field("type") {
        None => None,
        Some(t) => match btype(t) {
            Ok(t) => Some(t),
            Err(e) => {
                errors.push(e);
                None
            }
        },
    };
    let mut items = Vec::new();
    match f.field("instrs") {
        Some(Json { value: Value::Arr(is), .. }) => {
            for i in is {
                match item(i) {
                    Ok(it) => items.push(it),
                    Err(e) => errors.push(e),
                }
            }
        }
        Some(other) => {
            errors.push(error(other.span.clone(), format!("`instrs` must be an array, found {}", other.kind())))
        }
        None => errors.push(error(f.span.clone(), format!("function `{name}` needs an `instrs` array"))),
    }
    if errors.is_empty() {
        Ok(Function { name, params, ret, items, span: header })
    } else {
        Err(errors)
    }
}

fn item(i: &Json) -> Result<Item, Diagnostic> {
    if !matches!(i.value, Value::Obj(_)) {
        return Err(error(i.span.clone(), format!("an instruction must be an object, found {}", i.kind())));
    }
    if let Some(label) = str_field(i, "label")? {
        return Ok(Item::Label { name: label, span: i.span.clone() });
    }
    let op = str_field(i, "op")?.ok_or_else(|| error(i.span.clone(), "an instruction needs an `op` (or a `label`)"))?;
    let ty = i.field("type").map(btype).transpose()?;
    let value = match i.field("value") {
        None => None,
        Some(v) => Some(match &v.value {
            Value::Bool(b) => Lit::Bool(*b),
            // An integer beyond 64 bits is a float constant's value (as brilirs reads
            // it); `check.rs` refuses it for an `int`.
            Value::Num(n) => n.parse::<i64>().map_or_else(|_| Lit::Float(n.clone()), Lit::Int),
            Value::Str(s) => Lit::Char(s.clone()),
            _ => {
                return Err(error(
                    v.span.clone(),
                    format!("a constant must be a number or a boolean, found {}", v.kind()),
                ))
            }
        }),
    };
    Ok(Item::Instr(Instr {
        op,
        dest: str_field(i, "dest")?,
        ty,
        args: str_list(i, "args")?,
        funcs: str_list(i, "funcs")?,
        labels: str_list(i, "labels")?,
        value,
        span: i.span.clone(),
    }))
}
