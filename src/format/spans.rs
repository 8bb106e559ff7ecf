//! A syntax-only scan of RON text that records the byte span of every value.
//!
//! serde deserialization loses positions, so after a file deserializes successfully we
//! scan it once more and keep a tree of spans that mirrors its structure
//! (`functions[0].blocks[2].insts[1]`). Lowering and the verifier use it to give every
//! error a `line:column`. The scan accepts a superset of the RON we read; when it
//! fails (it should not on text that ron accepted) errors simply carry no span.

use std::ops::Range;

/// A value in the source with its span and its children: named fields of a struct,
/// or positional items of a tuple, list or map (keys and values alternate).
#[derive(Debug, Clone)]
pub struct Node {
    pub span: Range<usize>,
    pub children: Vec<(Option<String>, Node)>,
}

impl Node {
    pub fn field(&self, name: &str) -> Option<&Node> {
        self.children.iter().find(|(n, _)| n.as_deref() == Some(name)).map(|(_, n)| n)
    }

    pub fn item(&self, i: usize) -> Option<&Node> {
        self.children.get(i).map(|(_, n)| n)
    }
}

/// Scans `text`, returning the span tree of its top-level value.
pub fn scan(text: &str) -> Option<Node> {
    let mut p = Scanner { s: text.as_bytes(), i: 0 };
    p.ws();
    while p.s[p.i..].starts_with(b"#!") {
        p.i += 2;
        p.ws();
        p.skip_balanced(b'[', b']')?;
        p.ws();
    }
    p.value()
}

struct Scanner<'a> {
    s: &'a [u8],
    i: usize,
}

impl Scanner<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn ws(&mut self) {
        loop {
            match self.peek() {
                Some(c) if c.is_ascii_whitespace() => self.i += 1,
                Some(b'/') if self.s.get(self.i + 1) == Some(&b'/') => {
                    while self.peek().is_some_and(|c| c != b'\n') {
                        self.i += 1;
                    }
                }
                Some(b'/') if self.s.get(self.i + 1) == Some(&b'*') => {
                    let mut depth = 0usize;
                    while self.i < self.s.len() {
                        if self.s[self.i..].starts_with(b"/*") {
                            depth += 1;
                            self.i += 2;
                        } else if self.s[self.i..].starts_with(b"*/") {
                            depth -= 1;
                            self.i += 2;
                            if depth == 0 {
                                break;
                            }
                        } else {
                            self.i += 1;
                        }
                    }
                }
                _ => return,
            }
        }
    }

    fn skip_balanced(&mut self, open: u8, close: u8) -> Option<()> {
        if self.peek()? != open {
            return None;
        }
        let mut depth = 0usize;
        while let Some(c) = self.peek() {
            self.i += 1;
            if c == open {
                depth += 1;
            } else if c == close {
                depth -= 1;
                if depth == 0 {
                    return Some(());
                }
            }
        }
        None
    }

    fn ident(&mut self) -> Option<String> {
        let start = self.i;
        if self.s[self.i..].starts_with(b"r#") {
            self.i += 2;
        }
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_') {
            self.i += 1;
        }
        (self.i > start).then(|| String::from_utf8_lossy(&self.s[start..self.i]).into_owned())
    }

    fn value(&mut self) -> Option<Node> {
        self.ws();
        let start = self.i;
        let c = self.peek()?;
        let children = match c {
            b'(' => self.seq(b')')?,
            b'[' => self.seq(b']')?,
            b'{' => self.seq(b'}')?,
            b'"' => {
                self.string()?;
                Vec::new()
            }
            b'\'' => {
                self.i += 1;
                while self.peek()? != b'\'' {
                    if self.peek()? == b'\\' {
                        self.i += 1;
                    }
                    self.i += 1;
                }
                self.i += 1;
                Vec::new()
            }
            b'r' if matches!(self.s.get(self.i + 1), Some(b'"') | Some(b'#'))
                && self.s[self.i + 1..].iter().find(|&&c| c != b'#') == Some(&b'"') =>
            {
                self.raw_string()?;
                Vec::new()
            }
            c if c.is_ascii_digit() || c == b'-' || c == b'+' || c == b'.' => {
                while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'+' | b'-')) {
                    self.i += 1;
                }
                Vec::new()
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                self.ident()?;
                let save = self.i;
                self.ws();
                if self.peek() == Some(b'(') {
                    self.seq(b')')?
                } else {
                    self.i = save;
                    Vec::new()
                }
            }
            _ => return None,
        };
        Some(Node { span: start..self.i, children })
    }

    fn string(&mut self) -> Option<()> {
        self.i += 1;
        loop {
            match self.peek()? {
                b'\\' => self.i += 2,
                b'"' => {
                    self.i += 1;
                    return Some(());
                }
                _ => self.i += 1,
            }
        }
    }

    fn raw_string(&mut self) -> Option<()> {
        self.i += 1;
        let mut hashes = 0;
        while self.peek()? == b'#' {
            hashes += 1;
            self.i += 1;
        }
        self.i += 1;
        loop {
            if self.peek()? == b'"'
                && self.s[self.i + 1..].iter().take(hashes).filter(|&&c| c == b'#').count() == hashes
            {
                self.i += 1 + hashes;
                return Some(());
            }
            self.i += 1;
        }
    }

    /// A parenthesised, bracketed or braced sequence, with optional `name:` fields.
    fn seq(&mut self, close: u8) -> Option<Vec<(Option<String>, Node)>> {
        self.i += 1;
        let mut out = Vec::new();
        loop {
            self.ws();
            if self.peek()? == close {
                self.i += 1;
                return Some(out);
            }
            let save = self.i;
            let mut name = None;
            if close == b')' {
                if let Some(id) = self.ident() {
                    self.ws();
                    if self.peek() == Some(b':') {
                        self.i += 1;
                        name = Some(id);
                    } else {
                        self.i = save;
                    }
                }
            }
            let v = self.value()?;
            out.push((name, v));
            self.ws();
            match self.peek()? {
                b',' => self.i += 1,
                b':' if close == b'}' => self.i += 1,
                c if c == close => {}
                _ => return None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_follow_structure() {
        let text = r#"#![enable(implicit_some)]
Program(functions: [ // a comment
  Function(name: "f", blocks: [Block(name: "a", term: Return(1))]),
])"#;
        let root = scan(text).unwrap();
        let b = root.field("functions").unwrap().item(0).unwrap().field("blocks").unwrap().item(0).unwrap();
        assert_eq!(&text[b.span.clone()], r#"Block(name: "a", term: Return(1))"#);
        let term = b.field("term").unwrap();
        assert_eq!(&text[term.item(0).unwrap().span.clone()], "1");
    }
}
