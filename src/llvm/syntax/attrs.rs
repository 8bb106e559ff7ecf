//! Attributes of parameters, return values, functions and call sites, and the bodies
//! of attribute groups. The common ones are decoded (`Attr`'s variants); any other is
//! kept as its exact text, so that the lowering decides what it needs.

use super::cursor::{is_type_word, Parser};
use super::lex::{error, Tok};
use super::ops::{binop, cast, is_opcode};
use super::Attr;
use crate::diag::Diagnostic;
use num_bigint::BigInt;

/// Words that begin a value: where one of them follows a type, the attribute list
/// before the value has ended.
fn starts_value(w: &str) -> bool {
    matches!(
        w,
        "true"
            | "false"
            | "null"
            | "none"
            | "undef"
            | "poison"
            | "zeroinitializer"
            | "splat"
            | "asm"
            | "blockaddress"
            | "dso_local_equivalent"
            | "no_cfi"
            | "getelementptr"
            | "icmp"
            | "select"
            | "extractvalue"
    ) || binop(w).is_some()
        || cast(w).is_some()
}

/// Function attributes that may follow a call's arguments (where any other word
/// begins the next instruction).
fn is_call_fn_attr(w: &str) -> bool {
    matches!(
        w,
        "nounwind"
            | "readnone"
            | "readonly"
            | "writeonly"
            | "noreturn"
            | "nobuiltin"
            | "builtin"
            | "cold"
            | "hot"
            | "convergent"
            | "noinline"
            | "alwaysinline"
            | "nomerge"
            | "willreturn"
            | "nofree"
            | "nosync"
            | "strictfp"
            | "memory"
            | "minsize"
            | "optsize"
            | "noduplicate"
            | "returns_twice"
            | "mustprogress"
            | "allocsize"
            | "nocallback"
            | "norecurse"
            | "speculatable"
            | "uwtable"
            | "ssp"
            | "sspstrong"
            | "sspreq"
            | "optnone"
            | "inlinehint"
            | "naked"
            | "nonlazybind"
            | "noredzone"
            | "noimplicitfloat"
            | "nocf_check"
            | "shadowcallstack"
            | "safestack"
            | "sanitize_address"
            | "sanitize_memory"
            | "sanitize_thread"
            | "sanitize_hwaddress"
            | "allockind"
            | "allocalign"
            | "alignstack"
            | "vscale_range"
            | "jumptable"
            | "presplitcoroutine"
            | "noprofile"
            | "skipprofile"
            | "null_pointer_is_valid"
            | "nocreateundeforpoison"
            | "disable_sanitizer_instrumentation"
    )
}

/// The attribute words a return value takes (LangRef, "Parameter Attributes": the
/// others are refused on a return value by LLVM's verifier, and any other word by its
/// parser).
const RETURN_ATTRS: [&str; 12] = [
    "zeroext",
    "signext",
    "noext",
    "inreg",
    "noalias",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "align",
    "noundef",
    "range",
    "nofpclass",
];

/// The attribute words a parameter or a call's argument takes (LangRef, "Parameter
/// Attributes"; `nocapture` is the older spelling of `captures(none)`, which LLVM still
/// reads). Any other word there is refused by LLVM's parser.
const PARAM_ATTRS: [&str; 37] = [
    "align",
    "allocalign",
    "allocptr",
    "alignstack",
    "byref",
    "byval",
    "captures",
    "dead_on_return",
    "dead_on_unwind",
    "dereferenceable",
    "dereferenceable_or_null",
    "elementtype",
    "immarg",
    "inalloca",
    "initializes",
    "inreg",
    "nest",
    "noalias",
    "nocapture",
    "noext",
    "nofpclass",
    "nofree",
    "nonnull",
    "noundef",
    "preallocated",
    "range",
    "readnone",
    "readonly",
    "returned",
    "signext",
    "sret",
    "swiftasync",
    "swifterror",
    "swiftself",
    "writable",
    "writeonly",
    "zeroext",
];

impl Parser<'_> {
    /// Parameter or argument attributes, up to the name, the value, `,` or `)`. A word
    /// there that is neither a parameter attribute (`PARAM_ATTRS`) nor the start of a
    /// value is refused, located, as `opt` refuses it.
    pub fn param_attrs(&mut self) -> Result<Vec<Attr>, Diagnostic> {
        let mut attrs = Vec::new();
        loop {
            match self.peek() {
                Some(Tok::Word(w)) if PARAM_ATTRS.contains(&w.as_str()) => attrs.push(self.attr()?),
                Some(Tok::Word(w)) if !starts_value(w) && !is_type_word(w) => {
                    return Err(error(self.span(), format!("`{w}` is not a parameter attribute")));
                }
                Some(Tok::Str(_)) if self.peek_at(1) == Some(&Tok::Punct('=')) => attrs.push(self.attr()?),
                _ => return Ok(attrs),
            }
        }
    }

    /// Return attributes, up to the type.
    pub fn ret_attrs(&mut self) -> Result<Vec<Attr>, Diagnostic> {
        let mut attrs = Vec::new();
        while let Some(w) = self.peek_word() {
            // A word just before the callee is the return type, known or not.
            if is_type_word(w) || matches!(self.peek_at(1), Some(Tok::Global(_) | Tok::Local(_))) {
                break;
            }
            attrs.push(self.ret_attr(true)?);
        }
        Ok(attrs)
    }

    /// One attribute before a return type: a word must be one that LLVM lets a return
    /// value take (`RETURN_ATTRS`, and at a call site the callee's `addrspace(N)`), as
    /// `opt` refuses any other word there.
    pub fn ret_attr(&mut self, call_site: bool) -> Result<Attr, Diagnostic> {
        if let Some(w) = self.peek_word() {
            let takes = RETURN_ATTRS.contains(&w) || (call_site && w == "addrspace");
            if !takes {
                return Err(error(self.span(), format!("`{w}` is neither a return attribute nor a type")));
            }
        }
        self.attr()
    }

    /// A call site's function attributes: group references and known words.
    pub fn call_fn_attrs(&mut self) -> Result<Vec<Attr>, Diagnostic> {
        let mut attrs = Vec::new();
        loop {
            match self.peek() {
                Some(Tok::AttrGroup(_) | Tok::Str(_)) => attrs.push(self.attr()?),
                Some(Tok::Word(w)) if is_call_fn_attr(w) => attrs.push(self.attr()?),
                _ => return Ok(attrs),
            }
        }
    }

    /// The body of `attributes #N = { … }`, after its `{`, up to and with its `}`.
    pub fn group_body(&mut self) -> Result<Vec<Attr>, Diagnostic> {
        let mut attrs = Vec::new();
        while !self.eat_punct('}') {
            match self.peek() {
                Some(Tok::Word(_) | Tok::Str(_) | Tok::AttrGroup(_)) => attrs.push(self.attr()?),
                _ => return Err(self.expected("an attribute or `}`")),
            }
        }
        Ok(attrs)
    }

    /// One attribute.
    pub fn attr(&mut self) -> Result<Attr, Diagnostic> {
        let span = self.span();
        let w = match self.next() {
            Some((Tok::AttrGroup(n), _)) => return Ok(Attr::Group(n)),
            Some((Tok::Str(k), _)) => {
                let key = String::from_utf8_lossy(&k).into_owned();
                let value = if self.eat_punct('=') { Some(self.string("a string attribute value")?) } else { None };
                return Ok(Attr::Str { key, value });
            }
            Some((Tok::Word(w), _)) if !is_type_word(&w) && !starts_value(&w) && !is_opcode(&w) => w,
            Some((tok, _)) => return Err(error(span, format!("expected an attribute, found {}", tok.describe()))),
            None => return Err(error(span, "expected an attribute, found the end of the file")),
        };
        let simple = match w.as_str() {
            "noundef" => Attr::NoUndef,
            "nonnull" => Attr::NonNull,
            "nocapture" => Attr::NoCapture,
            "readonly" => Attr::ReadOnly,
            "writeonly" => Attr::WriteOnly,
            "readnone" => Attr::ReadNone,
            "signext" => Attr::SignExt,
            "zeroext" => Attr::ZeroExt,
            "noalias" => Attr::NoAlias,
            "returned" => Attr::Returned,
            "immarg" => Attr::ImmArg,
            "dead_on_unwind" => Attr::DeadOnUnwind,
            "writable" => Attr::Writable,
            "noreturn" => Attr::NoReturn,
            "nounwind" => Attr::NoUnwind,
            _ => return self.attr_with_argument(w, span.start),
        };
        Ok(simple)
    }

    /// An attribute with an argument (`align 8`, `range(i32 0, 10)`, …) or another word.
    fn attr_with_argument(&mut self, w: String, start: usize) -> Result<Attr, Diagnostic> {
        match w.as_str() {
            "align" if !self.is_punct('(') => return Ok(Attr::Align(self.align_value()?)),
            "align" | "alignstack" if self.is_punct('(') => {
                self.bump();
                let a = self.align_value()?;
                self.expect_punct(')')?;
                return Ok(if w == "align" { Attr::Align(a) } else { self.other(start) });
            }
            "dereferenceable" | "dereferenceable_or_null" => {
                self.expect_punct('(')?;
                let n = self.u64("a byte count")?;
                self.expect_punct(')')?;
                return Ok(if w == "dereferenceable" {
                    Attr::Dereferenceable(n)
                } else {
                    Attr::DereferenceableOrNull(n)
                });
            }
            "byval" | "sret" | "elementtype" if self.is_punct('(') => {
                self.bump();
                let t = self.ty()?;
                self.expect_punct(')')?;
                return Ok(match w.as_str() {
                    "byval" => Attr::ByVal(t),
                    "sret" => Attr::SRet(t),
                    _ => Attr::ElementType(t),
                });
            }
            "range" => return self.range_attr(),
            "initializes" => return self.initializes(),
            "captures" => {
                let inner = self.skip_balanced()?;
                let inner = inner.strip_prefix('(').and_then(|s| s.strip_suffix(')')).unwrap_or(&inner);
                return Ok(Attr::Captures(inner.trim().to_string()));
            }
            _ => {}
        }
        if self.is_punct('(') {
            self.skip_balanced()?;
        } else if self.eat_punct('=') {
            // `alignstack=16` in a group's body.
            self.bump();
        }
        Ok(self.other(start))
    }

    fn other(&self, start: usize) -> Attr {
        Attr::Other { text: self.text[start..self.end()].to_string(), span: start..self.end() }
    }

    /// `range(T lo, hi)` after `range`.
    fn range_attr(&mut self) -> Result<Attr, Diagnostic> {
        self.expect_punct('(')?;
        let ty = self.ty()?;
        let lo = self.int("the lower bound of a range")?;
        self.expect_punct(',')?;
        let hi = self.int("the upper bound of a range")?;
        self.expect_punct(')')?;
        Ok(Attr::Range { ty, lo, hi })
    }

    /// `initializes((a, b), …)` after `initializes`.
    fn initializes(&mut self) -> Result<Attr, Diagnostic> {
        self.expect_punct('(')?;
        let mut ranges = Vec::new();
        loop {
            self.expect_punct('(')?;
            let a = self.int("the start of a byte range")?;
            self.expect_punct(',')?;
            let b = self.int("the end of a byte range")?;
            self.expect_punct(')')?;
            ranges.push((a, b));
            if self.eat_punct(')') {
                return Ok(Attr::Initializes(ranges));
            }
            self.expect_punct(',')?;
        }
    }

    /// An integer literal of any size.
    pub fn int(&mut self, what: &str) -> Result<BigInt, Diagnostic> {
        match self.peek() {
            Some(Tok::Int(i)) => {
                let i = i.clone();
                self.bump();
                Ok(i)
            }
            _ => Err(self.expected(what)),
        }
    }
}
