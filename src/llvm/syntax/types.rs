//! Types: `iN`, `ptr [addrspace(N)]`, the floating-point types, `void`, `label`,
//! `metadata`, `token`, arrays `[N x T]`, structs `{ … }` and `<{ … }>`, named struct
//! references `%T`, vectors `<N x T>`, and function types `R (T, …)`.

use super::cursor::{simple_type, Parser};
use super::lex::{error, Tok};
use super::{Type, MAX_INT_BITS};
use crate::diag::Diagnostic;

impl Parser<'_> {
    /// A type, with the function-type suffix `(T, …)` when one follows.
    pub fn ty(&mut self) -> Result<Type, Diagnostic> {
        self.enter()?;
        let base = self.base_type()?;
        let t = self.type_suffix(base);
        self.leave();
        t
    }

    fn type_suffix(&mut self, mut t: Type) -> Result<Type, Diagnostic> {
        loop {
            // A typed pointer `T*` or `T addrspace(N)*` is read as `ptr`, as `llvm-as`
            // (19 and 22) reads it.
            if self.eat_punct('*') {
                t = Type::Ptr { addrspace: 0 };
                continue;
            }
            if self.is_word("addrspace") && self.peek_at(4) == Some(&Tok::Punct('*')) {
                self.bump();
                let addrspace = self.addrspace()?;
                self.expect_punct('*')?;
                t = Type::Ptr { addrspace };
                continue;
            }
            if !self.is_punct('(') || t == Type::Label || t == Type::Metadata {
                return Ok(t);
            }
            self.bump();
            let mut params = Vec::new();
            let mut varargs = false;
            if !self.eat_punct(')') {
                loop {
                    if self.peek() == Some(&Tok::Ellipsis) {
                        self.bump();
                        varargs = true;
                        self.expect_punct(')')?;
                        break;
                    }
                    params.push(self.ty()?);
                    if self.eat_punct(')') {
                        break;
                    }
                    self.expect_punct(',')?;
                }
            }
            t = Type::Function { ret: Box::new(t), params, varargs };
        }
    }

    fn base_type(&mut self) -> Result<Type, Diagnostic> {
        let span = self.span();
        match self.peek().cloned() {
            Some(Tok::Word(w)) => {
                self.bump();
                if let Some(t) = simple_type(&w) {
                    return Ok(t);
                }
                if w == "ptr" {
                    let addrspace = if self.eat_word("addrspace") { self.addrspace()? } else { 0 };
                    // A typed pointer to `ptr` is no type (`llvm-as`: "ptr* is invalid").
                    if self.is_punct('*') {
                        return Err(error(self.span(), "`ptr*` is not a type: a pointer is `ptr`"));
                    }
                    return Ok(Type::Ptr { addrspace });
                }
                if let Some(digits) =
                    w.strip_prefix('i').filter(|d| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit()))
                {
                    let width = digits.parse::<u32>().ok().filter(|&n| (1..=MAX_INT_BITS).contains(&n));
                    return width.map(Type::Int).ok_or_else(|| {
                        error(span, format!("integer width `{w}` out of range (1 to {MAX_INT_BITS}, LLVM's limit)"))
                    });
                }
                if w == "x86_amx" || w == "x86_mmx" || w == "target" {
                    return Err(error(span, format!("type `{w}` is not supported")));
                }
                Err(error(span, format!("expected a type, found `{w}`")))
            }
            Some(Tok::Local(name)) => {
                self.bump();
                self.type_uses.push((name.clone(), span));
                Ok(Type::Named(name))
            }
            Some(Tok::Punct('[')) => {
                self.bump();
                let n = self.u64("an array length")?;
                self.expect_word("x")?;
                let elem = self.ty()?;
                self.expect_punct(']')?;
                Ok(Type::Array(n, Box::new(elem)))
            }
            Some(Tok::Punct('{')) => {
                self.bump();
                let fields = self.struct_fields('}')?;
                Ok(Type::Struct { packed: false, fields })
            }
            Some(Tok::Punct('<')) => {
                self.bump();
                if self.eat_punct('{') {
                    let fields = self.struct_fields('}')?;
                    self.expect_punct('>')?;
                    return Ok(Type::Struct { packed: true, fields });
                }
                let scalable = self.eat_word("vscale");
                if scalable {
                    self.expect_word("x")?;
                }
                let len = self.u32("a vector length")?;
                self.expect_word("x")?;
                let elem = self.ty()?;
                self.expect_punct('>')?;
                Ok(Type::Vector { len, scalable, elem: Box::new(elem) })
            }
            _ => Err(self.expected("a type")),
        }
    }

    /// `T, …` up to the closing `close`, which is taken.
    fn struct_fields(&mut self, close: char) -> Result<Vec<Type>, Diagnostic> {
        let mut fields = Vec::new();
        if self.eat_punct(close) {
            return Ok(fields);
        }
        loop {
            fields.push(self.ty()?);
            if self.eat_punct(close) {
                return Ok(fields);
            }
            self.expect_punct(',')?;
        }
    }
}
