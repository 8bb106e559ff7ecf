//! One instruction: its result name, its opcode and operands, and its metadata
//! attachments. Each opcode's grammar is the one LLVM's printer writes
//! (`llvm/lib/IR/AsmWriter.cpp`), read in the order it writes it.

use super::cursor::{is_type_word, Parser};
use super::lex::{error, Tok};
use super::ops::{binop, cast, fpred, ipred};
use super::{Arg, Call, Clause, InstKind, Instruction, Label, Operand, Span, TailKind, Type};
use crate::diag::Diagnostic;

/// The funclet form of exception handling (Windows), which the reader rejects.
const FUNCLETS: [&str; 5] = ["cleanuppad", "catchpad", "catchswitch", "catchret", "cleanupret"];

impl Parser<'_> {
    /// An instruction, from its result name (if any) to its last attachment.
    pub fn instruction(&mut self) -> Result<Instruction, Diagnostic> {
        let start = self.start();
        let result = match (self.peek(), self.peek_at(1)) {
            (Some(Tok::Local(n)), Some(Tok::Punct('='))) => {
                let n = n.clone();
                self.bump();
                self.bump();
                Some(n)
            }
            _ => None,
        };
        let span = self.span();
        let op = match self.peek() {
            Some(Tok::Word(w)) => w.clone(),
            _ => return Err(self.expected("an instruction")),
        };
        self.bump();
        let kind = self.inst_kind(&op, span)?;
        let metadata = self.attachments()?;
        Ok(Instruction { result, kind, metadata, span: start..self.end() })
    }

    /// `, !kind !node` attachments.
    fn attachments(&mut self) -> Result<Vec<(String, String)>, Diagnostic> {
        let mut out = Vec::new();
        while self.is_punct(',') && matches!(self.peek_at(1), Some(Tok::Meta(_))) {
            self.bump();
            let Some((Tok::Meta(kind), _)) = self.next() else { return Err(self.expected("a metadata kind")) };
            out.push((kind, self.metadata_node()?));
        }
        Ok(out)
    }

    /// Whether a `,` follows that is not the start of the attachments.
    fn more_operands(&self) -> bool {
        self.is_punct(',') && !matches!(self.peek_at(1), Some(Tok::Meta(_)))
    }

    /// `label %bb`.
    pub fn label(&mut self) -> Result<Label, Diagnostic> {
        self.expect_word("label")?;
        self.block_ref()
    }

    /// `%bb` (as a `phi` names its predecessors).
    fn block_ref(&mut self) -> Result<Label, Diagnostic> {
        match self.next() {
            Some((Tok::Local(name), span)) => Ok(Label { name, span }),
            _ => Err(error(self.span_of_last(), "expected a block name (`%bb`)")),
        }
    }

    /// `, T v` (the comma included).
    fn comma_typed(&mut self) -> Result<Operand, Diagnostic> {
        self.expect_punct(',')?;
        self.typed_value()
    }

    /// Two values of one type: `T a, b`.
    fn two_of_a_type(&mut self) -> Result<(Operand, Operand), Diagnostic> {
        let ty = self.ty()?;
        let a = self.value_of(&ty)?;
        self.expect_punct(',')?;
        let b = self.value_of(&ty)?;
        Ok((a, b))
    }

    // Kept as one function: one arm per opcode, each the opcode's grammar.
    fn inst_kind(&mut self, op: &str, span: Span) -> Result<InstKind, Diagnostic> {
        if let Some(bop) = binop(op) {
            let flags = self.int_flags();
            let fast_math = self.fast_math();
            let (lhs, rhs) = self.two_of_a_type()?;
            return Ok(InstKind::Binary { op: bop, flags, fast_math, lhs, rhs });
        }
        if let Some(cop) = cast(op) {
            let flags = self.int_flags();
            let fast_math = self.fast_math();
            let value = self.typed_value()?;
            self.expect_word("to")?;
            let to = self.ty()?;
            return Ok(InstKind::Cast { op: cop, flags, fast_math, value, to });
        }
        Ok(match op {
            "ret" if self.eat_word("void") => InstKind::Ret(None),
            "ret" => InstKind::Ret(Some(self.typed_value()?)),
            "br" if self.is_word("label") => InstKind::Br(self.label()?),
            "br" if matches!(self.peek(), Some(Tok::Local(_))) && self.peek_at(1) != Some(&Tok::Punct(',')) => {
                return Err(error(self.span(), "a branch target is written `label %bb`"));
            }
            "br" => {
                let cond = self.typed_value()?;
                self.expect_punct(',')?;
                let then = self.label()?;
                self.expect_punct(',')?;
                InstKind::CondBr { cond, then, otherwise: self.label()? }
            }
            "switch" => self.switch()?,
            "unreachable" => InstKind::Unreachable,
            "fneg" => {
                let fast_math = self.fast_math();
                InstKind::FNeg { fast_math, operand: self.typed_value()? }
            }
            "icmp" => {
                let samesign = self.int_flags().samesign;
                let pred = self.peek_word().and_then(ipred).ok_or_else(|| self.expected("an `icmp` predicate"))?;
                self.bump();
                let (lhs, rhs) = self.two_of_a_type()?;
                InstKind::ICmp { samesign, pred, lhs, rhs }
            }
            "fcmp" => {
                let fast_math = self.fast_math();
                let pred = self.peek_word().and_then(fpred).ok_or_else(|| self.expected("an `fcmp` predicate"))?;
                self.bump();
                let (lhs, rhs) = self.two_of_a_type()?;
                InstKind::FCmp { fast_math, pred, lhs, rhs }
            }
            "alloca" => self.alloca()?,
            "load" | "store" => self.load_store(op, span)?,
            "getelementptr" => {
                let flags = self.gep_flags()?;
                let source = self.ty()?;
                let base = self.comma_typed()?;
                let mut indices = Vec::new();
                while self.more_operands() {
                    indices.push(self.comma_typed()?);
                }
                InstKind::Gep { flags, source, base, indices }
            }
            "select" => {
                let fast_math = self.fast_math();
                let cond = self.typed_value()?;
                let then = self.comma_typed()?;
                InstKind::Select { fast_math, cond, then, otherwise: self.comma_typed()? }
            }
            "phi" => self.phi()?,
            "freeze" => InstKind::Freeze(self.typed_value()?),
            "call" => InstKind::Call(Box::new(self.call(TailKind::None)?)),
            "tail" | "musttail" | "notail" => {
                let tail = match op {
                    "tail" => TailKind::Tail,
                    "musttail" => TailKind::MustTail,
                    _ => TailKind::NoTail,
                };
                self.expect_word("call")?;
                InstKind::Call(Box::new(self.call(tail)?))
            }
            "extractvalue" => {
                let aggregate = self.typed_value()?;
                InstKind::ExtractValue { aggregate, indices: self.indices()? }
            }
            "insertvalue" => {
                let aggregate = self.typed_value()?;
                let value = self.comma_typed()?;
                InstKind::InsertValue { aggregate, value, indices: self.indices()? }
            }
            "va_arg" => {
                let list = self.typed_value()?;
                self.expect_punct(',')?;
                InstKind::VaArg { list, ty: self.ty()? }
            }
            "extractelement" => {
                let vector = self.typed_value()?;
                InstKind::ExtractElement { vector, index: self.comma_typed()? }
            }
            "insertelement" => {
                let vector = self.typed_value()?;
                let value = self.comma_typed()?;
                InstKind::InsertElement { vector, value, index: self.comma_typed()? }
            }
            "invoke" => {
                let call = Box::new(self.call(TailKind::None)?);
                self.expect_word("to")?;
                let normal = self.label()?;
                self.expect_word("unwind")?;
                InstKind::Invoke { call, normal, unwind: self.label()? }
            }
            "landingpad" => self.landingpad(span)?,
            "resume" => InstKind::Resume(self.typed_value()?),
            "shufflevector" => {
                let a = self.typed_value()?;
                let b = self.comma_typed()?;
                InstKind::ShuffleVector { a, b, mask: self.comma_typed()? }
            }
            _ => return Err(reject(op, span)),
        })
    }

    /// `, N, …` (at least one index).
    fn indices(&mut self) -> Result<Vec<u32>, Diagnostic> {
        let mut out = Vec::new();
        while self.more_operands() || out.is_empty() {
            self.expect_punct(',')?;
            out.push(self.u32("an aggregate index")?);
        }
        Ok(out)
    }

    /// `switch T v, label %d [ T c, label %a … ]` after `switch`.
    fn switch(&mut self) -> Result<InstKind, Diagnostic> {
        let value = self.typed_value()?;
        self.expect_punct(',')?;
        let default = self.label()?;
        self.expect_punct('[')?;
        let mut cases = Vec::new();
        while !self.eat_punct(']') {
            let c = self.typed_value()?;
            self.expect_punct(',')?;
            cases.push((c, self.label()?));
        }
        Ok(InstKind::Switch { value, default, cases })
    }

    /// `landingpad T [cleanup] (catch T v | filter T v)…` after `landingpad`, which
    /// `span` locates: `cleanup` or at least one clause, as `llvm-as` requires.
    fn landingpad(&mut self, span: Span) -> Result<InstKind, Diagnostic> {
        let ty = self.ty()?;
        let cleanup = self.eat_word("cleanup");
        let mut clauses = Vec::new();
        loop {
            if self.eat_word("catch") {
                clauses.push(Clause::Catch(self.typed_value()?));
            } else if self.eat_word("filter") {
                clauses.push(Clause::Filter(self.typed_value()?));
            } else {
                break;
            }
        }
        if !cleanup && clauses.is_empty() {
            let message = "a `landingpad` needs `cleanup` or a `catch` or `filter` clause";
            return Err(error(span.start..self.end(), message));
        }
        Ok(InstKind::LandingPad { ty, cleanup, clauses })
    }

    /// `phi T [ v, %bb ], …` after `phi`.
    fn phi(&mut self) -> Result<InstKind, Diagnostic> {
        let fast_math = self.fast_math();
        let ty = self.ty()?;
        let mut incoming = Vec::new();
        loop {
            self.expect_punct('[')?;
            let v = self.value_of(&ty)?;
            self.expect_punct(',')?;
            let bb = self.block_ref()?;
            self.expect_punct(']')?;
            incoming.push((v, bb));
            if !self.more_operands() {
                return Ok(InstKind::Phi { fast_math, ty, incoming });
            }
            self.bump();
        }
    }

    /// `alloca [inalloca] T [, T n] [, align N] [, addrspace(N)]` after `alloca`.
    fn alloca(&mut self) -> Result<InstKind, Diagnostic> {
        self.eat_word("inalloca");
        let ty = self.ty()?;
        let (mut count, mut align, mut addrspace) = (None, None, None);
        while self.more_operands() {
            self.bump();
            if self.eat_word("align") {
                align = Some(self.align_value()?);
            } else if self.eat_word("addrspace") {
                addrspace = Some(self.addrspace()?);
            } else if count.is_none() && align.is_none() && addrspace.is_none() {
                count = Some(self.typed_value()?);
            } else {
                return Err(self.expected("`align` or `addrspace`"));
            }
        }
        Ok(InstKind::Alloca { ty, count, align, addrspace })
    }

    /// `load [volatile] T, ptr p [, align N]` or `store [volatile] T v, ptr p [, align N]`.
    fn load_store(&mut self, op: &str, span: Span) -> Result<InstKind, Diagnostic> {
        if self.is_word("atomic") {
            return Err(error(span.start..self.span().end, format!("atomic `{op}` is not supported")));
        }
        let volatile = self.eat_word("volatile");
        if op == "load" {
            let ty = self.ty()?;
            let ptr = self.comma_typed()?;
            Ok(InstKind::Load { ty, ptr, volatile, align: self.trailing_align()? })
        } else {
            let value = self.typed_value()?;
            let ptr = self.comma_typed()?;
            Ok(InstKind::Store { value, ptr, volatile, align: self.trailing_align()? })
        }
    }

    /// `, align N` when present.
    fn trailing_align(&mut self) -> Result<Option<u64>, Diagnostic> {
        if !self.more_operands() {
            return Ok(None);
        }
        self.bump();
        self.expect_word("align")?;
        Ok(Some(self.align_value()?))
    }

    /// A call after `call`: flags, calling convention, return attributes and type,
    /// callee, arguments, function attributes, operand bundles.
    fn call(&mut self, tail: TailKind) -> Result<Call, Diagnostic> {
        let fast_math = self.fast_math();
        let mut cconv = None;
        let mut ret_attrs = Vec::new();
        loop {
            match self.peek_word() {
                Some("cc") => {
                    let start = self.start();
                    self.bump();
                    self.u32("a calling convention number")?;
                    cconv = Some(self.text[start..self.end()].to_string());
                }
                Some(w) if w.ends_with("cc") => {
                    cconv = Some(w.to_string());
                    self.bump();
                }
                Some(w) if !is_type_word(w) => {
                    let attrs = self.ret_attrs()?;
                    if attrs.is_empty() {
                        // A word before the callee: the return type, which `ty` rejects.
                        break;
                    }
                    ret_attrs.extend(attrs);
                }
                _ => break,
            }
        }
        let ty = self.ty()?;
        let (ret, fn_ty) = match &ty {
            Type::Function { ret, .. } => ((**ret).clone(), Some(ty.clone())),
            _ => (ty, None),
        };
        if self.eat_word("addrspace") {
            self.addrspace()?;
        }
        if self.is_word("asm") {
            return Err(error(self.span(), "inline assembly is not supported"));
        }
        let callee = self.value_of(&Type::Ptr { addrspace: 0 })?;
        let args = self.args()?;
        let fn_attrs = self.call_fn_attrs()?;
        let bundles = if self.is_punct('[') { self.bundles()? } else { Vec::new() };
        Ok(Call { tail, fast_math, cconv, ret_attrs, ret, fn_ty, callee, args, fn_attrs, bundles })
    }

    /// `(T attrs v, …)`.
    fn args(&mut self) -> Result<Vec<Arg>, Diagnostic> {
        self.expect_punct('(')?;
        let mut args = Vec::new();
        if self.eat_punct(')') {
            return Ok(args);
        }
        loop {
            if self.peek() == Some(&Tok::Ellipsis) {
                return Err(error(self.span(), "forwarding varargs (`...` in a call) is not supported"));
            }
            let start = self.start();
            let ty = self.ty()?;
            let attrs = if ty == Type::Metadata { Vec::new() } else { self.param_attrs()? };
            let operand = self.value_at(ty, start)?;
            args.push(Arg { attrs, operand });
            if self.eat_punct(')') {
                return Ok(args);
            }
            self.expect_punct(',')?;
        }
    }

    /// `[ "tag"(T v, …), … ]`.
    fn bundles(&mut self) -> Result<Vec<(String, Vec<Operand>)>, Diagnostic> {
        self.expect_punct('[')?;
        let mut out = Vec::new();
        loop {
            let tag = self.string("an operand bundle tag")?;
            self.expect_punct('(')?;
            let mut ops = Vec::new();
            if !self.eat_punct(')') {
                loop {
                    ops.push(self.typed_value()?);
                    if self.eat_punct(')') {
                        break;
                    }
                    self.expect_punct(',')?;
                }
            }
            out.push((tag, ops));
            if self.eat_punct(']') {
                return Ok(out);
            }
            self.expect_punct(',')?;
        }
    }
}

/// The error for an opcode the reader does not accept.
fn reject(op: &str, span: Span) -> Diagnostic {
    let message = if FUNCLETS.contains(&op) {
        format!("exception handling (`{op}`) is not supported")
    } else if matches!(op, "atomicrmw" | "cmpxchg" | "fence") {
        format!("atomic instruction `{op}` is not supported")
    } else if matches!(op, "indirectbr" | "callbr") {
        format!("`{op}` is not supported")
    } else {
        format!("unknown instruction `{op}`")
    };
    error(span, message)
}
