//! Calls: of a function the module defines (the globals' base first, every argument
//! packed with its poison), and of the intrinsics and C library functions a C program
//! of this kind calls, each given its meaning here (`semantics/llvm.md`, "Calls").

use super::build::{boolean, int};
use super::func::FnLower;
use super::layout::err;
use super::leaves::{pack_leaves, unpack_leaves};
use super::repr::{is_vector, pack, unpack, Lanes, Repr, V};
use super::{stop_code, Runtime, Shape, Undef};
use crate::diag::Diagnostic;
use crate::ir::{BinOp as K, Callee, ExternId, FuncId, Int, Op, Operand, Type, UnOp, Value as KValue};
use crate::llvm::printf::{parse_format, Conv, Piece};
use crate::llvm::syntax::{Arg, BinOp, Call, Instruction, Name, Operand as LOperand, Span, Type as LType, Value};

/// The widest operand of `llvm.bswap`, `bitreverse`, `ctpop`, `ctlz` and `cttz`: each
/// is lowered to a few kernel instructions per bit.
const MAX_BITS_SPELLED: u32 = 128;

/// Packs bytes into one integer, the first byte least significant.
pub(super) fn pack_bytes(bytes: &[u8]) -> Operand {
    let v = num_bigint::BigInt::from_bytes_le(num_bigint::Sign::Plus, bytes);
    Operand::Const(KValue::Int(Int::from_big(v)))
}

impl<'m> FnLower<'_, 'm> {
    pub(super) fn call(&mut self, i: &'m Instruction, c: &'m Call) -> Result<(), Diagnostic> {
        let at = &i.span;
        if !c.bundles.is_empty() {
            return Err(err(at, "operand bundles are not supported"));
        }
        if c.fast_math != Default::default() {
            return Err(err(at, "fast-math flags are not supported"));
        }
        let callee = match &c.callee.value {
            Value::Global(n) if !self.cx.module.globals.iter().any(|g| g.name == *n) => n,
            // A global variable called is a call through its address, which no function has.
            _ => return self.call_indirect(i, c),
        };
        if let Some((id, sig)) = self.cx.funcs.get(callee) {
            // Valid LLVM, and undefined or target-dependent at run time: refused rather
            // than given a meaning the target may not share.
            let ty = c.fn_ty.clone().unwrap_or_else(|| LType::Function {
                ret: Box::new(c.ret.clone()),
                params: c.args.iter().map(|a| a.operand.ty.clone()).collect(),
                varargs: false,
            });
            if ty != sig.ty {
                return Err(err(
                    at,
                    format!("not supported: a call of `@{callee}` as `{ty}`, a function of type `{}`", sig.ty),
                ));
            }
            let callee = Operand::Const(KValue::Ref(Callee::Func(*id)));
            return self.call_defined(i, c, callee, sig);
        }
        let name = callee.to_string();
        let args = &c.args;
        let arg =
            |k: usize| args.get(k).map(|a| &a.operand).ok_or_else(|| err(at, format!("`{name}` takes more arguments")));
        match name.as_str() {
            n if is_vector(&c.ret) || args.iter().any(|a| is_vector(&a.operand.ty)) => self.reduce(i, c, n),
            "printf" | "fprintf" | "puts" | "fputs" | "putchar" | "fputc" | "putc" | "fwrite" | "fflush" => {
                self.stdio(i, c, &name)
            }
            "malloc" | "calloc" => {
                let mut n = self.int_arg(arg(0)?)?;
                if name == "calloc" {
                    let m = self.int_arg(arg(1)?)?;
                    n = self.b.bin(&self.name(i, "size"), K::Mul, n, m);
                }
                let bits = self.b.bin(&self.name(i, "bits"), K::Mul, n.clone(), int(8i64));
                let a = self.b.emit(&self.name(i, ""), Type::Int, Op::Alloc(bits));
                if name == "calloc" {
                    self.call_helper(self.cx.runtime.memset, vec![a.clone(), int(0i64), n], Type::Unit);
                }
                self.bind(i, V::defined(a))
            }
            "strlen" => {
                let s = self.address(arg(0)?)?;
                let n = self.call_helper(self.cx.runtime.strlen, vec![s], Type::Int).unwrap_or(int(0i64));
                match i.result {
                    Some(_) => self.bind(i, V::defined(n)),
                    None => Ok(()),
                }
            }
            "strcpy" => {
                let (d, s) = (self.address(arg(0)?)?, self.address(arg(1)?)?);
                let r = self.call_helper(self.cx.runtime.strcpy, vec![d, s], Type::Int).unwrap_or(int(0i64));
                match i.result {
                    Some(_) => self.bind(i, V::defined(r)),
                    None => Ok(()),
                }
            }
            "free" => {
                let p = self.address(arg(0)?)?;
                self.call_helper(self.cx.runtime.free, vec![p], Type::Unit);
                Ok(())
            }
            "exit" => {
                let x = self.int_arg(arg(0)?)?;
                self.b.push(None, Op::Exit(x));
                Ok(())
            }
            "abort" => {
                self.call_extern(Runtime::ABORT, vec![]);
                self.b.push(None, Op::Exit(int(134i64)));
                Ok(())
            }
            n if n.starts_with("llvm.memcpy.") || n.starts_with("llvm.memmove.") || n.starts_with("llvm.memset.") => {
                self.mem_intrinsic(n, arg(0)?, arg(1)?, arg(2)?)
            }
            // Hints for the optimizer, with no effect on a run.
            n if n.starts_with("llvm.lifetime.") || n == "llvm.experimental.noalias.scope.decl" => Ok(()),
            "llvm.assume" => {
                let x = self.operand(arg(0)?, Repr::Bool)?;
                let no = self.b.not(&self.name(i, "false"), x.v);
                let bad = self.b.or(&self.name(i, "bad"), x.p, Some(no));
                self.ub_if(bad, "an `llvm.assume` that does not hold", at);
                Ok(())
            }
            n if n.starts_with("llvm.fmuladd.") => self.fmuladd(i, c),
            n if super::math::Math::of(n).is_some() => self.math(i, c, n),
            n if n.starts_with("llvm.is.fpclass.") => self.fpclass_call(i, c),
            n if n.starts_with("llvm.stacksave") || n.starts_with("llvm.stackrestore") => self.stack_intrinsic(i, c, n),
            n if ["llvm.va_start", "llvm.va_end", "llvm.va_copy"].iter().any(|p| n.starts_with(p)) => {
                self.va_intrinsic(i, c, n)
            }
            n if n.starts_with("llvm.") && n.contains(".with.overflow.") => self.with_overflow(i, c, n),
            n if n.starts_with("llvm.expect.") => {
                let r = Repr::of(&c.ret, at)?;
                let x = self.operand(arg(0)?, r)?;
                self.bind(i, x)
            }
            n if n.starts_with("llvm.fshl.") || n.starts_with("llvm.fshr.") => {
                self.funnel(i, c, n.starts_with("llvm.fshl."))
            }
            n if ["llvm.bswap.", "llvm.bitreverse.", "llvm.ctpop.", "llvm.ctlz.", "llvm.cttz."]
                .iter()
                .any(|p| n.starts_with(p)) =>
            {
                self.bits(i, c, n)
            }
            n if ["llvm.smin.", "llvm.smax.", "llvm.umin.", "llvm.umax.", "llvm.abs."]
                .iter()
                .any(|p| n.starts_with(p)) =>
            {
                self.min_max(i, c, n)
            }
            _ => self.unmodelled(i, c, &name),
        }
    }

    /// `llvm.memcpy`, `llvm.memmove` or `llvm.memset` (`n`) of destination `d`, source or
    /// byte `x` and length `len`: the kernel helper that copies or sets byte by byte.
    fn mem_intrinsic(
        &mut self,
        n: &str,
        d: &'m LOperand,
        x: &'m LOperand,
        len: &'m LOperand,
    ) -> Result<(), Diagnostic> {
        let d = self.address(d)?;
        // The length is unsigned: `i64 -1` is 2^64 − 1 bytes, not none.
        let bits = match len.ty {
            LType::Int(bits) => Some(bits),
            _ => None,
        };
        let len = self.int_arg(len)?;
        let len = match bits {
            Some(bits) => self.b.wrap("%.len", false, bits, len),
            None => len,
        };
        if n.starts_with("llvm.memset.") {
            let v = self.int_arg(x)?;
            self.call_helper(self.cx.runtime.memset, vec![d, v, len], Type::Unit);
        } else {
            let s = self.address(x)?;
            let h = if n.starts_with("llvm.memcpy.") { self.cx.runtime.memcpy } else { self.cx.runtime.memmove };
            self.call_helper(h, vec![d, s, len], Type::Unit);
        }
        Ok(())
    }

    /// `llvm.stacksave`, the head of the function's dynamic chain as the token, and
    /// `llvm.stackrestore(token)`, which frees the chain's `alloca`s made since
    /// (`memory.rs`, `dynamic_alloca`).
    fn stack_intrinsic(&mut self, i: &'m Instruction, c: &'m Call, n: &str) -> Result<(), Diagnostic> {
        let Some(head) = self.dynamic.clone() else {
            return Err(err(&i.span, format!("`@{n}` in a function without a dynamic chain")));
        };
        let node = self.b.emit(&self.name(i, "head"), Type::Int, Op::Load(head.clone(), 64));
        if n.starts_with("llvm.stacksave") {
            return match i.result {
                Some(_) => self.bind(i, V::defined(node)),
                None => Ok(()),
            };
        }
        let Some(token) = c.args.first() else { return Err(err(&i.span, "`llvm.stackrestore` takes a pointer")) };
        let token = self.address(&token.operand)?;
        self.call_helper(self.cx.runtime.unwind, vec![node, token.clone()], Type::Unit);
        self.b.push(None, Op::Store(head, token, 64));
        Ok(())
    }

    /// A call of a function the module declares and this tool does not model (`atoi`,
    /// `qsort`, …): reaching it stops the run (`stop_code`), which is then incomplete,
    /// since what the function does is not known. Its result, never read, is poison.
    pub(super) fn unmodelled(&mut self, i: &'m Instruction, c: &'m Call, name: &str) -> Result<(), Diagnostic> {
        let code = Operand::Const(KValue::Int(stop_code(name)));
        self.b.push(None, Op::Fail(boolean(true), code));
        self.poison_result(i, c)
    }

    /// The result of a call that no run gets past, bound to poison of its type.
    fn poison_result(&mut self, i: &'m Instruction, c: &'m Call) -> Result<(), Diagnostic> {
        if i.result.is_none() {
            return Ok(());
        }
        if let Some(l) = Lanes::of(&c.ret, &i.span)? {
            let key = self.result(i)?;
            self.vectors.insert(key, vec![V::poison(l.elem); l.n as usize]);
            return Ok(());
        }
        match Shape::of(&self.cx.layout, &c.ret, &i.span)? {
            Shape::Scalar(r) => self.bind(i, V::poison(r)),
            Shape::Leaves(ls) => self.bind_aggregate(i, ls.into_iter().map(V::poison).collect()),
        }
    }

    /// A call through a pointer: the pointer compared with the address of every
    /// defined function of the call's type, undefined behaviour when it is none of them;
    /// a stop when it is a function the module only declares.
    fn call_indirect(&mut self, i: &'m Instruction, c: &'m Call) -> Result<(), Diagnostic> {
        let at = &i.span;
        // A call through a pointer to a function with variable arguments would need the
        // callee's argument area (`varargs.rs`); one of an unprototyped C function
        // (`void (*f)()`, a call of type `void (...)`) reaches a fixed-parameter one.
        let variadic_call = matches!(c.fn_ty, Some(LType::Function { varargs: true, .. }));
        if variadic_call && self.cx.module.functions.iter().any(|f| f.blocks.is_some() && f.varargs && f.ret == c.ret) {
            return Err(err(at, "an indirect call of a function with variable arguments is not supported"));
        }
        let p = self.address(&c.callee)?;
        let arg_types: Vec<_> = c.args.iter().map(|a| &a.operand.ty).collect();
        let defined = self.cx.module.functions.iter().filter(|f| f.blocks.is_some() && !f.varargs);
        let candidates: Vec<_> = defined
            .filter(|f| {
                f.ret == c.ret
                    && f.params.len() == arg_types.len()
                    && f.params.iter().zip(&arg_types).all(|(p, t)| &p.ty == *t)
            })
            .collect();
        // A pointer to a function the module only declares: a call this tool does not
        // model, which stops the run (`unmodelled`).
        let name = self.name(i, "callee");
        let declared = self.cx.module.functions.iter().filter(|f| f.blocks.is_none());
        for f in declared.filter(|f| !self.cx.weak_undefined(&f.name)) {
            let addr = self.global_address(&f.name, at)?;
            let is = self.b.bin(&format!("{name}.is.{}", f.name), K::Eq, p.clone(), addr);
            self.b.push(None, Op::Fail(is, Operand::Const(KValue::Int(stop_code(&f.name.to_string())))));
        }
        let Some(first) = candidates.first() else {
            // No defined function has the call's type: past the stops, undefined
            // behaviour, and the result is never read.
            self.ub_if(Some(boolean(true)), "an indirect call of a pointer to no function of its type", &c.callee.span);
            return self.poison_result(i, c);
        };
        let sig = &self.cx.funcs[&first.name].1;
        let kernel_type = |s: &super::Sig| {
            let mut params = vec![Type::Int];
            params.extend(s.params.iter().map(|(shape, noundef)| shape.kernel_type(*noundef)));
            Type::func(params, if s.ret.is_some() { Type::Int } else { Type::Unit })
        };
        let ty = kernel_type(sig);
        let mut callee = Operand::Const(KValue::Ref(Callee::Func(self.cx.funcs[&first.name].0)));
        let mut matched: Option<Operand> = None;
        for f in &candidates {
            let (id, s) = &self.cx.funcs[&f.name];
            if kernel_type(s) != ty {
                return Err(err(
                    at,
                    format!("the functions this call may reach (`@{}`, `@{}`) differ in `noundef`", first.name, f.name),
                ));
            }
            let addr = self.global_address(&f.name, at)?;
            let is = self.b.bin(&format!("{name}.is.{}", f.name), K::Eq, p.clone(), addr);
            let r = Operand::Const(KValue::Ref(Callee::Func(*id)));
            callee = self.b.emit(&name, ty.clone(), Op::Select(is.clone(), r, callee));
            matched = self.b.or(&format!("{name}.known"), matched, Some(is));
        }
        if let Some(m) = matched {
            let none = self.b.not(&format!("{name}.unknown"), m);
            self.ub_if(Some(none), "an indirect call of a pointer to no function of its type", &c.callee.span);
        }
        self.call_defined(i, c, callee, sig)
    }

    fn call_defined(
        &mut self,
        i: &'m Instruction,
        c: &'m Call,
        callee: Operand,
        sig: &super::Sig,
    ) -> Result<(), Diagnostic> {
        let mut args = vec![self.g.clone()];
        let arity_fits = match sig.varargs {
            Some(_) => c.args.len() >= sig.params.len(),
            None => c.args.len() == sig.params.len(),
        };
        if !arity_fits {
            return Err(err(&i.span, "the call's arguments do not match the function's parameters"));
        }
        for (a, (shape, noundef)) in c.args.iter().zip(&sig.params) {
            let name = self.name(i, "arg");
            let undefined_if_poison = *noundef || self.cx.noundef(&a.attrs);
            let r = match shape {
                Shape::Leaves(ls) => {
                    let vs = self.aggregate(&a.operand, &a.operand.ty)?;
                    if undefined_if_poison {
                        self.ub_if_any_poison(&vs, "a `noundef` argument is poison", &a.operand.span, &name);
                    }
                    args.push(pack_leaves(&mut self.b, ls, &vs, &name));
                    continue;
                }
                Shape::Scalar(r) => *r,
            };
            let x = self.operand(&a.operand, r)?;
            if undefined_if_poison {
                self.ub_if(x.p.clone(), "a `noundef` argument is poison", &a.operand.span);
            }
            if *noundef {
                args.push(x.v);
            } else {
                args.push(pack(&mut self.b, r, &x, &name));
            }
        }
        let area = match sig.varargs {
            Some(_) => Some(self.variadic_area(i, c, sig)?),
            None => None,
        };
        args.extend(area.clone());
        match &sig.ret {
            None => {
                self.b.push(None, Op::Call(callee, args));
                if let Some(a) = area {
                    self.b.push(None, Op::Free(a));
                }
                Ok(())
            }
            Some(shape) => {
                let packed = self.b.emit(&self.name(i, "packed"), Type::Int, Op::Call(callee, args));
                if let Some(a) = area {
                    self.b.push(None, Op::Free(a));
                }
                let name = self.name(i, "");
                match shape {
                    Shape::Scalar(r) => {
                        let v = unpack(&mut self.b, *r, packed, &name);
                        if i.result.is_some() {
                            self.bind(i, v)?;
                        }
                    }
                    Shape::Leaves(ls) => {
                        let vs = unpack_leaves(&mut self.b, ls, packed, &name);
                        if i.result.is_some() {
                            self.bind_aggregate(i, vs)?;
                        }
                    }
                }
                Ok(())
            }
        }
    }

    /// An integer argument of a library function: undefined behaviour when poison.
    fn int_arg(&mut self, op: &'m LOperand) -> Result<Operand, Diagnostic> {
        let r = Repr::of(&op.ty, &op.span)?;
        let x = self.operand(op, r)?;
        self.ub_if(x.p, "a library function's argument is poison", &op.span);
        Ok(match r {
            Repr::Bool => self.b.select("%.int", x.v, int(1i64), int(0i64)),
            _ => x.v,
        })
    }

    fn result_unused(&mut self, i: &Instruction, what: &str) -> Result<(), Diagnostic> {
        match &i.result {
            Some(n) if self.used(n) => Err(err(&i.span, format!("the result of `{what}` is used: not supported"))),
            _ => Ok(()),
        }
    }

    /// Whether `%n` is used anywhere in the function.
    fn used(&self, n: &Name) -> bool {
        let text = format!("%{n}");
        let body = self.f.blocks.iter().flatten().flat_map(|b| &b.instructions);
        body.filter(|i| i.result.as_ref() != Some(n)).any(|i| {
            let s = &self.cx.text[i.span.clone()];
            s.match_indices(&text).any(|(k, _)| {
                let next = s[k + text.len()..].chars().next();
                !matches!(next, Some(c) if c.is_ascii_alphanumeric() || c == '.' || c == '_')
            })
        })
    }

    fn call_extern(&mut self, ext: u32, args: Vec<Operand>) {
        let callee = Operand::Const(KValue::Ref(Callee::Extern(ExternId(ext))));
        self.b.push(None, Op::Call(callee, args));
    }

    pub(super) fn call_helper(&mut self, f: FuncId, args: Vec<Operand>, ret: Type) -> Option<Operand> {
        let callee = Operand::Const(KValue::Ref(Callee::Func(f)));
        if ret == Type::Unit {
            self.b.push(None, Op::Call(callee, args));
            None
        } else {
            Some(self.b.emit("%.helper", ret, Op::Call(callee, args)))
        }
    }

    fn write_bytes(&mut self, bytes: &[u8]) {
        if !bytes.is_empty() {
            self.call_extern(Runtime::WRITE, vec![pack_bytes(bytes), int(bytes.len() as i64)]);
        }
    }

    /// The bytes of a C string, packed, read from memory up to its NUL.
    fn string(&mut self, op: &'m LOperand) -> Result<Operand, Diagnostic> {
        let p = self.address(op)?;
        Ok(self.call_helper(self.cx.runtime.strpack, vec![p], Type::Int).unwrap_or(int(0i64)))
    }

    /// One conversion, as an effect `printf(spec, a, b, c)` with the spec's text packed.
    fn write_value(&mut self, v: Operand, spec: &str, _i: &Instruction) -> Result<(), Diagnostic> {
        let spec = format!("%{spec}");
        self.call_extern(Runtime::PRINTF, vec![pack_bytes(spec.as_bytes()), v, int(0i64), int(0i64)]);
        Ok(())
    }

    /// `printf` with a constant format: its literal text and one effect per conversion.
    /// C's output functions, to `stdout` (`require_stdout`): `printf`, `fprintf`,
    /// `puts`, `fputs`, `putchar`, `fputc`, `putc`, `fwrite`, and `fflush`.
    fn stdio(&mut self, i: &'m Instruction, c: &'m Call, name: &str) -> Result<(), Diagnostic> {
        let at = &i.span;
        let arg = |k: usize| {
            c.args.get(k).map(|a| &a.operand).ok_or_else(|| err(at, format!("`{name}` takes more arguments")))
        };
        match name {
            "printf" => self.printf(i, c, 0),
            "fprintf" => {
                self.require_stdout(arg(0)?, "fprintf")?;
                self.printf(i, c, 1)
            }
            "fputs" => {
                // The stream first, as for `fprintf`: a run writing elsewhere stops
                // before reading the string.
                self.require_stdout(arg(1)?, "fputs")?;
                let s = self.string(arg(0)?)?;
                self.write_value(s, "s", i)?;
                self.result_unused(i, "fputs")
            }
            "fwrite" => self.fwrite(i, c),
            "fflush" => {
                self.address(arg(0)?)?;
                match i.result {
                    Some(_) => self.bind(i, V::defined(int(0i64))),
                    None => Ok(()),
                }
            }
            "puts" => {
                let s = self.string(arg(0)?)?;
                self.write_value(s, "s", i)?;
                self.write_bytes(b"\n");
                self.result_unused(i, "puts")
            }
            "putchar" | "fputc" | "putc" => {
                let x = self.int_arg(arg(0)?)?;
                if name != "putchar" {
                    self.require_stdout(arg(1)?, name)?;
                }
                let b = self.b.wrap(&self.name(i, "byte"), false, 8, x);
                self.call_extern(Runtime::WRITE, vec![b.clone(), int(1i64)]);
                if i.result.is_some() {
                    self.bind(i, V::defined(b))?;
                }
                Ok(())
            }
            _ => self.unmodelled(i, c, name),
        }
    }

    /// A stream argument `f` of `function`: C's `stdout` goes on; any other stream
    /// (`stderr`, a file) stops the run, as a call this tool does not model does
    /// (`unmodelled`), since what is written there is not part of the output.
    fn require_stdout(&mut self, f: &'m LOperand, function: &str) -> Result<(), Diagnostic> {
        let p = self.address(f)?;
        let stdout = Name::Named("stdout".into());
        let elsewhere = match self.cx.global_offset(&stdout) {
            Some(_) => {
                let out = self.global_address(&stdout, &f.span)?;
                self.b.bin("%.stream.other", K::Ne, p, out)
            }
            None => boolean(true),
        };
        self.b.push(None, Op::Fail(elsewhere, Operand::Const(KValue::Int(stop_code(function)))));
        Ok(())
    }

    /// `fwrite(p, size, n, stdout)` of a constant string's bytes (what `opt` makes of
    /// `fputs` and of `printf` without conversions): the `size · n` bytes written; its
    /// result, the items written, is `n`, or 0 when `size` is. Bytes that are not
    /// constant, or fewer than written, are not modelled (`unmodelled`).
    fn fwrite(&mut self, i: &'m Instruction, c: &'m Call) -> Result<(), Diagnostic> {
        let [p, size, n, f] = &c.args[..] else { return Err(err(&i.span, "`fwrite` takes four arguments")) };
        let count = |a: &Arg| match &a.operand.value {
            Value::Int(v) => u64::try_from(v).ok(),
            _ => None,
        };
        let len = count(size).zip(count(n)).and_then(|(a, b)| a.checked_mul(b).map(|l| (a, b, l)));
        let bytes = len.and_then(|(_, _, l)| {
            let bytes = self.cx.constant_bytes(&p.operand)?;
            bytes.get(..usize::try_from(l).ok()?)
        });
        let (Some((size, n, _)), Some(bytes)) = (len, bytes) else { return self.unmodelled(i, c, "fwrite") };
        self.require_stdout(&f.operand, "fwrite")?;
        self.write_bytes(bytes);
        match i.result {
            Some(_) => self.bind(i, V::defined(int(if size == 0 { 0 } else { n as i64 }))),
            None => Ok(()),
        }
    }

    /// `printf`, or `fprintf` to `stdout`, whose format is argument `first`.
    fn printf(&mut self, i: &'m Instruction, c: &'m Call, first: usize) -> Result<(), Diagnostic> {
        let Some(fmt) = c.args.get(first) else { return Err(err(&i.span, "`printf` without a format")) };
        let Some(bytes) = self.cx.constant_string(&fmt.operand) else {
            // What a format made at run time prints is not modelled: the run stops there.
            let name = if first == 0 { "printf" } else { "fprintf" };
            return self.unmodelled(i, c, name);
        };
        if !self.cx.constant_bytes(&fmt.operand).is_some_and(|b| b.contains(&0)) {
            // The format runs to its object's end with no NUL: `printf` reads past it.
            self.ub_if(Some(boolean(true)), "`printf`'s format has no NUL inside its object", &fmt.operand.span);
            return Ok(());
        }
        let pieces = parse_format(&bytes).map_err(|e| err(&fmt.operand.span, format!("bad printf format: {e}")))?;
        let mut next = first + 1;
        for piece in &pieces {
            match piece {
                Piece::Literal(text) => self.write_bytes(text),
                Piece::Conv(spec) => {
                    let mut vals = Vec::new();
                    for _ in 0..spec.arity() {
                        let Some(a) = c.args.get(next) else {
                            return Err(err(&i.span, "`printf` has fewer arguments than its format needs"));
                        };
                        next += 1;
                        let v = if spec.conv == Conv::Str && vals.len() + 1 == spec.arity() {
                            self.string(&a.operand)?
                        } else {
                            self.int_arg(&a.operand)?
                        };
                        vals.push(v);
                    }
                    vals.resize(3, int(0i64));
                    let text = &bytes[spec.span.clone()];
                    let mut args = vec![pack_bytes(text)];
                    args.extend(vals);
                    self.call_extern(Runtime::PRINTF, args);
                }
            }
        }
        self.result_unused(i, "printf")
    }

    /// `llvm.fshl(a, b, s)`: the high N bits of `a·2ᴺ + b` shifted left by `s mod N`;
    /// `llvm.fshr`: the low N bits of it shifted right by `s mod N`.
    fn funnel(&mut self, i: &'m Instruction, c: &'m Call, left: bool) -> Result<(), Diagnostic> {
        let r = Repr::of(&c.ret, &i.span)?;
        let Repr::Int(n) = r else { return Err(err(&i.span, "a funnel shift of a type that is not an integer")) };
        let [a, b, s] = [0, 1, 2].map(|k| c.args.get(k).map(|x| &x.operand));
        let (Some(a), Some(b), Some(s)) = (a, b, s) else {
            return Err(err(&i.span, "a funnel shift takes three operands"));
        };
        let name = self.name(i, "");
        let (a, b, s) = (self.operand(a, r)?, self.operand(b, r)?, self.operand(s, r)?);
        let p = self.b.or(&format!("{name}.in"), a.p, b.p);
        let p = self.b.or(&format!("{name}.in2"), p, s.p);
        let hi = self.b.wrap(&format!("{name}.hi"), false, n, a.v);
        let lo = self.b.wrap(&format!("{name}.lo"), false, n, b.v);
        let hi = self.b.bin(&format!("{name}.top"), K::Shl, hi, int(i64::from(n)));
        let both = self.b.bin(&format!("{name}.both"), K::Or, hi, lo);
        let by = self.b.wrap(&format!("{name}.by"), false, n, s.v);
        let by = self.b.bin(&format!("{name}.mod"), K::Mod, by, int(i64::from(n)));
        let v = if left {
            let up = self.b.bin(&format!("{name}.up"), K::Shl, both, by);
            let down = self.b.bin(&format!("{name}.down"), K::Shr, up, int(i64::from(n)));
            self.b.wrap(&name, true, n, down)
        } else {
            let down = self.b.bin(&format!("{name}.down"), K::Shr, both, by);
            self.b.wrap(&name, true, n, down)
        };
        self.bind(i, V { v, p })
    }

    /// `llvm.fmuladd`: `a * b + c`, fused or not as the target chooses (LangRef). A run
    /// makes the unfused choice, the product rounded and then the sum. Read as BEFORE
    /// with every choice open (`Undef::Poison`), the result is poison: the fused one
    /// may differ in its last bit, and the lowering does not compute it.
    fn fmuladd(&mut self, i: &'m Instruction, c: &'m Call) -> Result<(), Diagnostic> {
        let at = &i.span;
        let r = Repr::of(&c.ret, at)?;
        let [a, b, x] = &c.args[..] else { return Err(err(at, "`llvm.fmuladd` takes three arguments")) };
        let (a, b, x) = (self.operand(&a.operand, r)?, self.operand(&b.operand, r)?, self.operand(&x.operand, r)?);
        let sum = self.mul_add(r, a, b, x, &self.name(i, ""), at)?;
        self.bind(i, sum)
    }

    /// `a·b + x` as `llvm.fmuladd` computes it here: the product rounded, then the
    /// sum; poison in BEFORE, since the target may fuse the two instead.
    pub(super) fn mul_add(&mut self, r: Repr, a: V, b: V, x: V, name: &str, at: &Span) -> Result<V, Diagnostic> {
        let fl = Default::default();
        let product = self.binary(BinOp::FMul, fl, r, a, b, &format!("{name}.product"), at)?;
        let mut sum = self.binary(BinOp::FAdd, fl, r, product, x, name, at)?;
        if self.cx.undef == Undef::Poison {
            sum.p = Some(boolean(true));
        }
        Ok(sum)
    }

    /// `llvm.bswap` (the bytes reversed), `llvm.bitreverse` (the bits reversed),
    /// `llvm.ctpop` (the bits set), `llvm.ctlz` and `llvm.cttz` (the zeros above the
    /// highest and below the lowest set bit: N for 0, or poison when the flag says so),
    /// of the operand's N bits read unsigned, spelled out bit by bit (byte by byte for
    /// `bswap`) in the kernel's arithmetic.
    fn bits(&mut self, i: &'m Instruction, c: &'m Call, n: &str) -> Result<(), Diagnostic> {
        let at = &i.span;
        let r = Repr::of(&c.ret, at)?;
        let Repr::Int(bits) = r else {
            return Err(err(at, format!("`@{n}` of a type that is not an integer is not supported")));
        };
        // Spelled out bit by bit, a wider operand would make a module's size grow
        // with its widths rather than its text.
        if bits > MAX_BITS_SPELLED {
            return Err(err(at, format!("`@{n}` wider than {MAX_BITS_SPELLED} bits is not supported")));
        }
        let kind = n.split('.').nth(1).unwrap_or("");
        if kind == "bswap" && bits % 16 != 0 {
            return Err(err(at, format!("`@{n}`: a byte swap of {bits} bits (not a whole number of byte pairs)")));
        }
        let Some(x) = c.args.first() else { return Err(err(at, format!("`@{n}` takes an operand"))) };
        let x = self.operand(&x.operand, r)?;
        let name = self.name(i, "");
        let u = self.b.wrap(&format!("{name}.u"), false, bits, x.v);
        let mut p = x.p;
        // Bit (or byte) `k` of `u`, each an instruction named after the call.
        let (width, mask) = if kind == "bswap" { (8, 255i64) } else { (1, 1) };
        let mut acc = int(0i64);
        for k in 0..bits / width {
            let part = |what: &str| format!("{name}.{what}{k}");
            let down = self.b.bin(&part("down"), K::Shr, u.clone(), int(i64::from(k * width)));
            let term = match kind {
                "bswap" | "bitreverse" => {
                    let piece = self.b.bin(&part("piece"), K::And, down, int(mask));
                    let to = i64::from(bits - width - k * width);
                    self.b.bin(&part("moved"), K::Shl, piece, int(to))
                }
                "ctpop" => self.b.bin(&part("bit"), K::And, down, int(1i64)),
                // ctlz: N minus the number of k with u ≥ 2^k (u's length).
                "ctlz" => {
                    let set = self.b.bin(&part("above"), K::Ne, down, int(0i64));
                    self.b.select(&part("one"), set, int(-1i64), int(0i64))
                }
                // cttz: the number of k in 1…N with u ≡ 0 mod 2^k.
                _ => {
                    let shift = int(i64::from(k + 1));
                    let d1 = self.b.bin(&part("d"), K::Shr, u.clone(), shift.clone());
                    let back = self.b.bin(&part("back"), K::Shl, d1, shift);
                    let zero = self.b.bin(&part("low"), K::Eq, back, u.clone());
                    self.b.select(&part("one"), zero, int(1i64), int(0i64))
                }
            };
            let op = if matches!(kind, "bswap" | "bitreverse") { K::Or } else { K::Add };
            acc = self.b.bin(&part("acc"), op, acc, term);
        }
        if kind == "ctlz" {
            acc = self.b.bin(&format!("{name}.lz"), K::Add, acc, int(i64::from(bits)));
        }
        if matches!(kind, "ctlz" | "cttz") {
            if let Some(flag) = c.args.get(1) {
                let flag = self.operand(&flag.operand, Repr::Bool)?;
                let zero = self.b.bin(&format!("{name}.zero"), K::Eq, u, int(0i64));
                let bad = self.b.bin(&format!("{name}.bad"), K::And, zero, flag.v);
                p = self.b.or(&format!("{name}.poison"), p, Some(bad));
                p = self.b.or(&format!("{name}.poison2"), p, flag.p);
            }
        }
        let v = self.b.wrap(&name, true, bits, acc);
        self.bind(i, V { v, p })
    }

    /// `llvm.smin`, `smax`, `umin`, `umax`, `abs`.
    fn min_max(&mut self, i: &'m Instruction, c: &'m Call, n: &str) -> Result<(), Diagnostic> {
        let r = Repr::of(&c.ret, &i.span)?;
        let Repr::Int(bits) = r else { return Err(err(&i.span, "only integer minimum and maximum are supported")) };
        let two = || err(&i.span, format!("`@{n}` takes two arguments"));
        let Some(first) = c.args.first() else { return Err(two()) };
        let x = self.operand(&first.operand, r)?;
        let name = self.name(i, "");
        if n.starts_with("llvm.abs.") {
            let y = c.args.get(1).map(|a| self.operand(&a.operand, Repr::Bool)).transpose()?;
            let neg = self.b.bin(&format!("{name}.neg"), K::Lt, x.v.clone(), int(0i64));
            let minus = self.b.emit(&format!("{name}.minus"), Type::Int, Op::Unary(UnOp::Neg, x.v.clone()));
            let minus = self.b.wrap(&format!("{name}.wrapped"), true, bits, minus);
            let v = self.b.select(&name, neg, minus, x.v.clone());
            let mut p = x.p;
            if let Some(y) = y {
                let min = super::repr::signed(&(-(num_bigint::BigInt::from(1) << (bits - 1))), bits);
                let is_min = self.b.bin(&format!("{name}.min"), K::Eq, x.v, Operand::Const(KValue::Int(min)));
                let bad = self.b.bin(&format!("{name}.bad"), K::And, is_min, y.v);
                p = self.b.or(&format!("{name}.poison"), p, Some(bad));
            }
            return self.bind(i, V { v, p });
        }
        let [_, second] = &c.args[..] else { return Err(two()) };
        let y = self.operand(&second.operand, r)?;
        let kind = n.split('.').nth(1).unwrap_or("");
        let v = self.min_max_of(kind, r, x, y, &name, &i.span)?;
        self.bind(i, v)
    }
}
