//! Values and constants: names, literals, aggregates, `c"…"` strings and constant
//! expressions (`getelementptr`, casts, binary operations, `icmp`, `select`,
//! `extractvalue`), each read against the type written before it.

use super::cursor::Parser;
use super::lex::{error, Tok};
use super::ops::{binop, cast, ipred};
use super::{ConstExpr, FloatLit, Operand, Span, Type, Value};
use crate::diag::Diagnostic;

impl Parser<'_> {
    /// `T v`.
    pub fn typed_value(&mut self) -> Result<Operand, Diagnostic> {
        let start = self.start();
        let ty = self.ty()?;
        self.value_at(ty, start)
    }

    /// A value of type `ty` (already read); its span starts at `start`.
    pub fn value_at(&mut self, ty: Type, start: usize) -> Result<Operand, Diagnostic> {
        self.enter()?;
        let value = if ty == Type::Metadata { self.metadata_value()? } else { self.value()? };
        self.leave();
        Ok(Operand { ty, value, span: start..self.end() })
    }

    /// A value of type `ty` whose span is its own text.
    pub fn value_of(&mut self, ty: &Type) -> Result<Operand, Diagnostic> {
        let start = self.start();
        self.value_at(ty.clone(), start)
    }

    /// After `metadata`: a node (`!7`, `!{…}`, `!DIExpression()`) or a typed value.
    fn metadata_value(&mut self) -> Result<Value, Diagnostic> {
        let start = self.start();
        if matches!(self.peek(), Some(Tok::Meta(_) | Tok::Bang)) || self.is_word("distinct") {
            self.metadata_node()?;
        } else {
            self.typed_value()?;
        }
        Ok(Value::Metadata(self.text[start..self.end()].to_string()))
    }

    fn value(&mut self) -> Result<Value, Diagnostic> {
        let span = self.span();
        let Some(tok) = self.peek().cloned() else { return Err(self.expected("a value")) };
        let v = match tok {
            Tok::Local(n) => Value::Local(n),
            Tok::Global(n) => Value::Global(n),
            Tok::Int(i) => Value::Int(i),
            Tok::Float(s) => Value::Float(FloatLit::Decimal(
                s.parse::<f64>().map_err(|_| error(span.clone(), "malformed floating-point literal"))?,
            )),
            Tok::HexFloat(prefix, digits) => Value::Float(hex_float(prefix, &digits, span.clone())?),
            Tok::CStr(bytes) => Value::Bytes(bytes),
            Tok::Punct('[') => Value::Array(self.aggregate(']')?),
            Tok::Punct('{') => Value::Struct { packed: false, fields: self.aggregate('}')? },
            Tok::Punct('<') => {
                self.bump();
                if self.is_punct('{') {
                    let fields = self.aggregate('}')?;
                    self.expect_punct('>')?;
                    return Ok(Value::Struct { packed: true, fields });
                }
                return Ok(Value::Vector(self.list_until('>')?));
            }
            Tok::Word(w) => return self.word_value(&w),
            _ => return Err(self.expected("a value")),
        };
        if matches!(v, Value::Array(_) | Value::Struct { .. }) {
            return Ok(v);
        }
        self.bump();
        Ok(v)
    }

    /// `[T v, …]` or `{T v, …}` from its opening bracket.
    fn aggregate(&mut self, close: char) -> Result<Vec<Operand>, Diagnostic> {
        self.bump();
        self.list_until(close)
    }

    /// `T v, …` up to `close`, which is taken.
    fn list_until(&mut self, close: char) -> Result<Vec<Operand>, Diagnostic> {
        let mut items = Vec::new();
        if self.eat_punct(close) {
            return Ok(items);
        }
        loop {
            items.push(self.typed_value()?);
            if self.eat_punct(close) {
                return Ok(items);
            }
            self.expect_punct(',')?;
        }
    }

    /// A value that begins with a word: a keyword constant or a constant expression.
    fn word_value(&mut self, w: &str) -> Result<Value, Diagnostic> {
        let span = self.span();
        let simple = match w {
            "true" => Some(Value::Bool(true)),
            "false" => Some(Value::Bool(false)),
            "null" => Some(Value::Null),
            "none" => Some(Value::None),
            "undef" => Some(Value::Undef),
            "poison" => Some(Value::Poison),
            "zeroinitializer" => Some(Value::ZeroInitializer),
            _ => None,
        };
        self.bump();
        if let Some(v) = simple {
            return Ok(v);
        }
        match w {
            "dso_local_equivalent" | "no_cfi" => {
                let name = match self.next() {
                    Some((Tok::Global(n), _)) => n,
                    _ => return Err(error(self.span_of_last(), format!("expected a function after `{w}`"))),
                };
                Ok(if w == "no_cfi" { Value::NoCfi(name) } else { Value::DsoLocalEquivalent(name) })
            }
            "splat" => {
                self.expect_punct('(')?;
                let v = self.typed_value()?;
                self.expect_punct(')')?;
                Ok(Value::Splat(Box::new(v)))
            }
            "asm" => Err(error(span, "inline assembly is not supported")),
            "blockaddress" => Err(error(span, "`blockaddress` is not supported")),
            _ => Ok(Value::Expr(Box::new(self.const_expr(w, span)?))),
        }
    }

    /// A constant expression, after its opcode `w` (at `span`).
    fn const_expr(&mut self, w: &str, span: Span) -> Result<ConstExpr, Diagnostic> {
        if w == "getelementptr" {
            let flags = self.gep_flags()?;
            self.expect_punct('(')?;
            let source = self.ty()?;
            self.expect_punct(',')?;
            let base = self.typed_value()?;
            let mut indices = Vec::new();
            while self.eat_punct(',') {
                indices.push(self.typed_value()?);
            }
            self.expect_punct(')')?;
            return Ok(ConstExpr::Gep { flags, source, base, indices });
        }
        if let Some(op) = cast(w) {
            self.int_flags();
            self.expect_punct('(')?;
            let value = self.typed_value()?;
            self.expect_word("to")?;
            let to = self.ty()?;
            self.expect_punct(')')?;
            return Ok(ConstExpr::Cast { op, value, to });
        }
        if let Some(op) = binop(w) {
            let flags = self.int_flags();
            self.expect_punct('(')?;
            let lhs = self.typed_value()?;
            self.expect_punct(',')?;
            let rhs = self.typed_value()?;
            self.expect_punct(')')?;
            return Ok(ConstExpr::Binary { op, flags, lhs, rhs });
        }
        match w {
            "icmp" => {
                let pspan = self.span();
                let pred =
                    self.peek_word().and_then(ipred).ok_or_else(|| error(pspan, "expected an `icmp` predicate"))?;
                self.bump();
                self.expect_punct('(')?;
                let lhs = self.typed_value()?;
                self.expect_punct(',')?;
                let rhs = self.typed_value()?;
                self.expect_punct(')')?;
                Ok(ConstExpr::ICmp { pred, lhs, rhs })
            }
            "select" => {
                self.expect_punct('(')?;
                let cond = self.typed_value()?;
                self.expect_punct(',')?;
                let then = self.typed_value()?;
                self.expect_punct(',')?;
                let otherwise = self.typed_value()?;
                self.expect_punct(')')?;
                Ok(ConstExpr::Select { cond, then, otherwise })
            }
            "extractvalue" => {
                self.expect_punct('(')?;
                let aggregate = self.typed_value()?;
                let mut indices = Vec::new();
                while self.eat_punct(',') {
                    indices.push(self.u32("an aggregate index")?);
                }
                self.expect_punct(')')?;
                Ok(ConstExpr::ExtractValue { aggregate, indices })
            }
            _ => Err(error(span, format!("expected a value, found `{w}`"))),
        }
    }
}

/// A hexadecimal floating-point literal: `0x` and 16 digits (a binary64's bits), or a
/// prefix letter and the raw bits of its type.
fn hex_float(prefix: Option<char>, digits: &str, span: Span) -> Result<FloatLit, Diagnostic> {
    let (max, what) = match prefix {
        None => (16, "`0x` floating-point literal"),
        Some('H' | 'R') => (4, "half-precision literal"),
        Some('K') => (20, "x86_fp80 literal"),
        _ => (32, "128-bit floating-point literal"),
    };
    if digits.len() > max {
        return Err(error(span, format!("{what} has more than {max} hex digits")));
    }
    let bits = u128::from_str_radix(digits, 16).map_err(|_| error(span, format!("malformed {what}")))?;
    Ok(match prefix {
        None => FloatLit::Double(bits as u64),
        Some(p) => FloatLit::Raw(p, bits),
    })
}
