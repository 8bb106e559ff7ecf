//! Bril's text form (`bril2txt`'s output, the `.bril` files of the course and its
//! benchmark suite):
//!
//! ```text
//! # ARGS: 5
//! @main(n: int) {
//!   one: int = const 1;
//! .loop:
//!   done: bool = lt n one;
//!   br done .end .body;
//! .body:
//!   print n;
//!   n: int = sub n one;
//!   jmp .loop;
//! .end:
//! }
//! ```
//!
//! A function is `@name(arg: type, …): type { … }` (arguments and return type
//! optional); an instruction is `dest: type = op args…;`, `dest: type = const lit;` or
//! `op args…;`, where an argument `@f` is a function, `.l` a label and anything else a
//! variable; `.l:` is a label; `#` starts a comment, and a `# ARGS: …` comment gives
//! the arguments of `main` for the benchmark tools.

use super::{error, BType, Function, ImportError, Instr, Item, Lit, Param, Program, Span, Ticker};
use crate::diag::Diagnostic;
use std::time::Instant;

#[derive(Clone, PartialEq, Debug)]
enum Tok {
    Ident(String),
    Func(String),
    Label(String),
    Int(i64),
    Float(String),
    Char(String),
    Sym(char),
}

impl Tok {
    fn describe(&self) -> String {
        match self {
            Tok::Ident(s) => format!("`{s}`"),
            Tok::Func(s) => format!("`@{s}`"),
            Tok::Label(s) => format!("`.{s}`"),
            Tok::Int(i) => format!("`{i}`"),
            Tok::Float(s) => format!("`{s}`"),
            Tok::Char(s) => format!("`'{s}'`"),
            Tok::Sym(c) => format!("`{c}`"),
        }
    }
}

/// A character constant's text without its quotes: one of the escapes `\0 \a \b \t
/// \n \v \f \r` (as `bril2json` reads them), else as written.
fn unescape(s: &str) -> String {
    let c = match s {
        "\\0" => '\0',
        "\\a" => '\u{7}',
        "\\b" => '\u{8}',
        "\\t" => '\t',
        "\\n" => '\n',
        "\\v" => '\u{b}',
        "\\f" => '\u{c}',
        "\\r" => '\r',
        s => return s.to_string(),
    };
    c.to_string()
}

fn ident_start(c: char) -> bool {
    c == '_' || c == '%' || c.is_alphabetic()
}

fn ident_char(c: char) -> bool {
    ident_start(c) || c == '.' || c.is_ascii_digit()
}

/// The closing quote of the character constant opened at `open`: right after its
/// first character (so `'''` is the constant `'`, as `bril2txt` writes it), else
/// the next `'` on the line (a constant of several characters, refused later).
fn char_close(text: &str, open: usize) -> Option<usize> {
    let rest = &text[open + 1..];
    let first = rest.chars().next().filter(|c| *c != '\n')?;
    let after = open + 1 + first.len_utf8();
    if first != '\\' && text[after..].starts_with('\'') {
        return Some(after);
    }
    let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
    line.find('\'').map(|n| open + 1 + n)
}

/// Tokens with their spans, and the arguments of the `# ARGS:` line.
type Lexed = (Vec<(Tok, Span)>, Option<Vec<String>>);

/// Splits the text into tokens with spans; collects the `# ARGS:` line.
fn lex(text: &str, ticker: &mut Ticker) -> Result<Lexed, ImportError> {
    let mut toks = Vec::new();
    let mut args = None;
    let mut it = text.char_indices().peekable();
    let ident = |start: usize, it: &mut std::iter::Peekable<std::str::CharIndices<'_>>| {
        let mut end = start;
        while let Some(&(i, c)) = it.peek() {
            if ident_char(c) {
                end = i + c.len_utf8();
                it.next();
            } else {
                break;
            }
        }
        end
    };
    while let Some(&(i, c)) = it.peek() {
        ticker.tick()?;
        if c.is_whitespace() {
            it.next();
        } else if c == '#' {
            let end = text[i..].find('\n').map_or(text.len(), |n| i + n);
            let comment = text[i + 1..end].trim();
            if let Some(rest) = comment.strip_prefix("ARGS:") {
                args = Some(rest.split_whitespace().map(str::to_string).collect());
            }
            while it.peek().is_some_and(|&(j, _)| j < end) {
                it.next();
            }
        } else if c == '@' || (c == '.' && text[i + 1..].starts_with(ident_start)) {
            it.next();
            let end = ident(i + 1, &mut it);
            if end == i + 1 {
                return Err(error(i..i + 1, "expected a function name after `@`").into());
            }
            let name = text[i + 1..end].to_string();
            toks.push((if c == '@' { Tok::Func(name) } else { Tok::Label(name) }, i..end));
        } else if ident_start(c) {
            it.next();
            let end = ident(i + c.len_utf8(), &mut it);
            toks.push((Tok::Ident(text[i..end].to_string()), i..end));
        } else if c.is_ascii_digit()
            || (c == '.' && text[i + 1..].starts_with(|d: char| d.is_ascii_digit()))
            || ((c == '-' || c == '+') && text[i + 1..].starts_with(|d: char| d.is_ascii_digit() || d == '.'))
        {
            it.next();
            let mut end = i + 1;
            while let Some(&(j, d)) = it.peek() {
                if d.is_ascii_alphanumeric() || d == '.' || ((d == '-' || d == '+') && text[..j].ends_with(['e', 'E']))
                {
                    end = j + d.len_utf8();
                    it.next();
                } else {
                    break;
                }
            }
            let s = &text[i..end];
            let tok = match s.parse::<i64>() {
                Ok(v) => Tok::Int(v),
                // An integer beyond 64 bits too: a float constant's value (as brilirs
                // reads it); `check.rs` refuses it for an `int`.
                Err(_) if s.parse::<f64>().is_ok() => Tok::Float(s.to_string()),
                Err(_) => return Err(error(i..end, format!("malformed number `{s}`")).into()),
            };
            toks.push((tok, i..end));
        } else if c == '\'' {
            it.next();
            let Some(close) = char_close(text, i) else {
                return Err(error(i..i + 1, "unterminated character constant: no closing `'` on its line").into());
            };
            while it.peek().is_some_and(|&(j, _)| j <= close) {
                it.next();
            }
            toks.push((Tok::Char(text[i + 1..close].to_string()), i..close + 1));
        } else if "{}():;=,<>".contains(c) {
            it.next();
            toks.push((Tok::Sym(c), i..i + 1));
        } else {
            return Err(error(i..i + c.len_utf8(), format!("unexpected character `{c}`")).into());
        }
    }
    Ok((toks, args))
}

struct Parser {
    toks: Vec<(Tok, Span)>,
    pos: usize,
    end: usize,
    /// Nesting of `ptr<…>` (bounded, so that no input overflows the stack).
    depth: u32,
    ticker: Ticker,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.0)
    }

    fn peek2(&self) -> Option<&Tok> {
        self.toks.get(self.pos + 1).map(|t| &t.0)
    }

    fn span(&self) -> Span {
        self.toks.get(self.pos).map_or(self.end..self.end, |t| t.1.clone())
    }

    fn prev_end(&self) -> usize {
        self.pos.checked_sub(1).and_then(|p| self.toks.get(p)).map_or(0, |t| t.1.end)
    }

    fn unexpected(&self, wanted: &str) -> Diagnostic {
        match self.peek() {
            Some(t) => error(self.span(), format!("expected {wanted}, found {}", t.describe())),
            None => error(self.span(), format!("expected {wanted}, found the end of the file")),
        }
    }

    fn sym(&mut self, c: char) -> Result<(), Diagnostic> {
        if self.peek() == Some(&Tok::Sym(c)) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.unexpected(&format!("`{c}`")))
        }
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::Sym(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn ident(&mut self, what: &str) -> Result<String, Diagnostic> {
        match self.peek() {
            Some(Tok::Ident(s)) => {
                let s = s.clone();
                self.pos += 1;
                Ok(s)
            }
            _ => Err(self.unexpected(what)),
        }
    }

    fn btype(&mut self) -> Result<BType, Diagnostic> {
        let span = self.span();
        let name = self.ident("a type")?;
        match name.as_str() {
            "int" => Ok(BType::Int),
            "bool" => Ok(BType::Bool),
            "float" => Ok(BType::Float),
            "char" => Ok(BType::Char),
            "ptr" => {
                self.sym('<')?;
                self.depth += 1;
                if self.depth > 64 {
                    return Err(error(span, "pointer type nested too deeply"));
                }
                let t = self.btype()?;
                self.depth -= 1;
                self.sym('>')?;
                Ok(BType::Ptr(Box::new(t)))
            }
            other => Err(error(span, format!("unknown type `{other}`"))),
        }
    }

    fn function(&mut self) -> Result<Function, ImportError> {
        let start = self.span().start;
        let name = match self.peek() {
            Some(Tok::Func(n)) => n.clone(),
            _ => return Err(self.unexpected("a function `@name`").into()),
        };
        self.pos += 1;
        let mut params = Vec::new();
        if self.eat('(') && !self.eat(')') {
            loop {
                let pstart = self.span().start;
                let pname = self.ident("an argument name")?;
                self.sym(':')?;
                let ty = self.btype()?;
                params.push(Param { name: pname, ty, span: pstart..self.prev_end() });
                if self.eat(')') {
                    break;
                }
                self.sym(',')?;
            }
        }
        let ret = if self.eat(':') { Some(self.btype()?) } else { None };
        let header = start..self.prev_end();
        self.sym('{')?;
        let mut items = Vec::new();
        while !self.eat('}') {
            if self.peek().is_none() {
                return Err(self.unexpected("`}`").into());
            }
            self.ticker.tick()?;
            items.push(self.item()?);
        }
        Ok(Function { name, params, ret, items, span: header })
    }

    fn item(&mut self) -> Result<Item, Diagnostic> {
        let start = self.span().start;
        if let (Some(Tok::Label(l)), Some(Tok::Sym(':'))) = (self.peek(), self.peek2()) {
            let name = l.clone();
            self.pos += 2;
            return Ok(Item::Label { name, span: start..self.prev_end() });
        }
        let first = self.ident("an instruction")?;
        let mut ins = Instr {
            op: String::new(),
            dest: None,
            ty: None,
            args: vec![],
            funcs: vec![],
            labels: vec![],
            value: None,
            span: start..start,
        };
        if matches!(self.peek(), Some(Tok::Sym(':' | '='))) {
            ins.dest = Some(first);
            if self.eat(':') {
                ins.ty = Some(self.btype()?);
            }
            self.sym('=')?;
            ins.op = self.ident("an operation")?;
            if ins.op == "const" {
                let lit = match self.peek() {
                    Some(Tok::Int(v)) => Lit::Int(*v),
                    Some(Tok::Float(s)) => Lit::Float(s.clone()),
                    Some(Tok::Char(s)) => Lit::Char(unescape(s)),
                    Some(Tok::Ident(s)) if s == "true" || s == "false" => Lit::Bool(s == "true"),
                    Some(Tok::Ident(s)) if s == "nan" || s == "inf" => Lit::Float(s.clone()),
                    _ => return Err(self.unexpected("a constant")),
                };
                self.pos += 1;
                ins.value = Some(lit);
                self.sym(';')?;
                ins.span = start..self.prev_end();
                return Ok(Item::Instr(ins));
            }
        } else {
            ins.op = first;
        }
        loop {
            match self.peek() {
                Some(Tok::Sym(';')) => {
                    self.pos += 1;
                    break;
                }
                Some(Tok::Ident(a)) => ins.args.push(a.clone()),
                Some(Tok::Func(f)) => ins.funcs.push(f.clone()),
                Some(Tok::Label(l)) => ins.labels.push(l.clone()),
                _ => return Err(self.unexpected("an argument or `;`")),
            }
            self.pos += 1;
        }
        ins.span = start..self.prev_end();
        Ok(Item::Instr(ins))
    }
}

/// Reads a Bril program in its text form.
pub fn parse(text: &str) -> Result<Program, Vec<Diagnostic>> {
    parse_within(text, None).map_err(Vec::from)
}

/// `parse`, ended as `ImportError::TimeLimit` once `deadline` has passed (checked
/// every few thousand characters and instructions).
pub fn parse_within(text: &str, deadline: Option<Instant>) -> Result<Program, ImportError> {
    let mut ticker = Ticker::new(deadline);
    let (toks, args) = lex(text, &mut ticker)?;
    let mut p = Parser { toks, pos: 0, end: text.len(), depth: 0, ticker };
    let mut program = Program { functions: Vec::new(), args };
    while p.peek().is_some() {
        program.functions.push(p.function()?);
    }
    Ok(program)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_functions_labels_and_instructions() {
        let p = parse(
            "# ARGS: 4 true\n@main(n: int, b: bool) {\n  v: int = const -3;\n.l1:\n  x: ptr<int> = alloc v;\n  call @f v .l1;\n  ret;\n}\n@f(a: int): int { ret a; }\n",
        )
        .unwrap();
        assert_eq!(p.args, Some(vec!["4".to_string(), "true".to_string()]));
        assert_eq!(p.functions.len(), 2);
        let main = &p.functions[0];
        assert_eq!(main.params.len(), 2);
        assert_eq!(main.params[1].ty, BType::Bool);
        let Item::Instr(c) = &main.items[0] else { panic!("not an instruction") };
        assert_eq!((c.op.as_str(), c.value.clone()), ("const", Some(Lit::Int(-3))));
        assert!(matches!(&main.items[1], Item::Label { name, .. } if name == "l1"));
        let Item::Instr(a) = &main.items[2] else { panic!("not an instruction") };
        assert_eq!(a.ty, Some(BType::Ptr(Box::new(BType::Int))));
        let Item::Instr(call) = &main.items[3] else { panic!("not an instruction") };
        assert_eq!(
            (call.funcs.clone(), call.args.clone(), call.labels.clone()),
            (vec!["f".into()], vec!["v".into()], vec!["l1".into()])
        );
        assert_eq!(p.functions[1].ret, Some(BType::Int));
    }

    /// Float literals as `bril2json` reads them (a sign, a leading point, an
    /// exponent), and character constants with `bril2json`'s escapes.
    #[test]
    fn reads_float_and_char_literals() {
        let p = parse("@main {\n  a: float = const +.11e12;\n  b: float = const -1E+6;\n  c: char = const '\\n';\n}\n")
            .unwrap();
        let lits: Vec<Option<Lit>> = p.functions[0]
            .items
            .iter()
            .map(|i| match i {
                Item::Instr(i) => i.value.clone(),
                Item::Label { .. } => None,
            })
            .collect();
        assert_eq!(
            lits,
            vec![Some(Lit::Float("+.11e12".into())), Some(Lit::Float("-1E+6".into())), Some(Lit::Char("\n".into()))]
        );
    }

    #[test]
    fn errors_are_located() {
        let text = "@main {\n  x: int = const 1\n}\n";
        let e = parse(text).unwrap_err();
        assert_eq!(e[0].message, "expected `;`, found `}`");
        assert_eq!(e[0].loc.span.clone().map(|s| &text[s]), Some("}"));
    }
}
