//! One LLVM function lowered onto one kernel function: blocks in reverse postorder
//! (so every value is lowered before its uses, whatever the text's block order), φ
//! nodes as block parameters with their poison flags, terminators, and the values an
//! operand names (`semantics/llvm.md`).

use super::build::{boolean, int, Build};
use super::layout::err;
use super::leaves::{leaves, pack_leaves, unpack_leaves};
use super::repr::{pack, unpack, Lanes, Repr, V};
use super::{Ctx, Shape, Site, Undef};
use crate::diag::Diagnostic;
use crate::ir::{self, BinOp, Op, Operand, Terminator, Type, Value as KValue};
use crate::llvm::syntax::{
    Attr, Block, Function, InstKind, Instruction, Label, Name, Operand as LOperand, Param, Span, Type as LType, Value,
};
use std::collections::HashMap;

/// How a φ node's value is held: a scalar, a vector's lanes or an aggregate's leaves.
#[derive(Clone, Debug)]
enum PhiShape {
    Scalar(Repr),
    Lanes(Lanes),
    Leaves(Vec<Repr>),
}

/// The state of one function's lowering.
pub(super) struct FnLower<'c, 'm> {
    pub(super) cx: &'c Ctx<'m>,
    pub(super) f: &'m Function,
    pub(super) b: Build,
    /// The base address of the globals' block (the kernel function's first parameter).
    pub(super) g: Operand,
    pub(super) values: HashMap<&'m Name, V>,
    /// The lanes of each vector value.
    pub(super) vectors: HashMap<&'m Name, Vec<V>>,
    /// The leaves of each aggregate value (`aggregate.rs`).
    pub(super) aggregates: HashMap<&'m Name, Vec<V>>,
    /// Kernel block of each reachable LLVM block, by label.
    blocks: HashMap<&'m Name, usize>,
    /// The φ nodes of each block, in order, each with its shape.
    phis: HashMap<&'m Name, Vec<(PhiShape, &'m Instruction)>>,
    /// The allocations of the function's `alloca`s, freed at every `ret`.
    pub(super) allocas: Vec<Operand>,
    /// The address of the argument area of a function with variable arguments
    /// (`varargs.rs`): its last kernel parameter.
    pub(super) va_area: Option<Operand>,
    /// The word holding the head of the function's dynamic chain (`memory.rs`,
    /// `dynamic_alloca`), when it has an `alloca` outside its entry block or saves and
    /// restores the stack.
    pub(super) dynamic: Option<Operand>,
    /// Whether the block being lowered is the entry.
    pub(super) in_entry: bool,
    pub(super) sites: &'c mut Vec<Site>,
}

impl<'c, 'm> FnLower<'c, 'm> {
    /// Lowers `f`, a definition; the kernel function and its positions' LLVM spans.
    pub(super) fn lower(
        cx: &'c Ctx<'m>,
        f: &'m Function,
        sites: &'c mut Vec<Site>,
    ) -> Result<(ir::Function, Vec<Vec<Option<Span>>>), Diagnostic> {
        let Some(body) = f.blocks.as_ref() else { return Err(err(&f.span, "a declaration has no body")) };
        let mut me = FnLower {
            cx,
            f,
            b: Build::new(),
            g: int(0i64),
            values: HashMap::new(),
            vectors: HashMap::new(),
            aggregates: HashMap::new(),
            blocks: HashMap::new(),
            phis: HashMap::new(),
            allocas: Vec::new(),
            va_area: None,
            dynamic: None,
            in_entry: false,
            sites,
        };
        let order = reverse_postorder(body, &f.span)?;
        me.entry(&body[0])?;
        for &k in &order[1..] {
            me.open(&body[k])?;
        }
        for &k in &order {
            me.body(&body[k])?;
        }
        let ret = match f.ret {
            LType::Void => Type::Unit,
            _ => Type::Int,
        };
        Ok(me.b.finish(&f.name.to_string(), ret))
    }

    /// The entry block: the globals' base and the parameters, unpacked.
    fn entry(&mut self, block: &'m Block) -> Result<(), Diagnostic> {
        let g = self.b.reg("%globals", Type::Int);
        self.g = Operand::Reg(g);
        let mut params = vec![g];
        let mut unpacks = Vec::new();
        for (k, p) in self.f.params.iter().enumerate() {
            let shape = self.cx.funcs[&self.f.name].1.params[k].0.clone();
            let name = p.name.clone().unwrap_or(Name::Numbered(k as u32));
            let noundef = self.cx.noundef(&p.attrs);
            let text = format!("%{name}");
            let reg = self.b.reg(&text, shape.kernel_type(noundef));
            params.push(reg);
            unpacks.push((name, shape, noundef, reg));
        }
        if self.cx.funcs[&self.f.name].1.varargs.is_some() {
            let area = self.b.reg("%va.area", Type::Int);
            params.push(area);
            self.va_area = Some(Operand::Reg(area));
        }
        let k = self.b.block(format!("%{}", block.label), params);
        self.b.cur = k;
        self.blocks.insert(&block.label, k);
        for (name, shape, noundef, reg) in unpacks {
            let key = self.f.params.iter().find_map(|p| p.name.as_ref().filter(|n| **n == name));
            let text = format!("%{name}");
            match shape {
                Shape::Leaves(ls) => {
                    let vs = unpack_leaves(&mut self.b, &ls, Operand::Reg(reg), &text);
                    if let Some(key) = key {
                        self.aggregates.insert(key, vs);
                    }
                }
                Shape::Scalar(r) => {
                    let v = if noundef {
                        V::defined(Operand::Reg(reg))
                    } else {
                        unpack(&mut self.b, r, Operand::Reg(reg), &text)
                    };
                    if let Some(key) = key {
                        self.values.insert(key, v);
                    }
                }
            }
        }
        for p in &self.f.params {
            self.byval_copy(p)?;
        }
        if needs_dynamic_chain(self.f) {
            let head = self.b.emit("%.dynamic.head", Type::Int, Op::Alloc(int(64i64)));
            self.b.push(None, Op::Store(head.clone(), int(0i64), 64));
            self.allocas.push(head.clone());
            self.dynamic = Some(head);
        }
        if block.instructions.iter().any(|i| matches!(i.kind, InstKind::Phi { .. })) {
            return Err(err(&block.span, "the entry block has φ nodes"));
        }
        Ok(())
    }

    /// A `byval(T)` parameter is a copy of its pointee, made between the caller and
    /// the callee: the entry allocates the size of `T`, copies the bytes the argument
    /// points to (poison included), and the parameter names the copy, freed at every
    /// `ret` as an `alloca` is.
    fn byval_copy(&mut self, p: &'m Param) -> Result<(), Diagnostic> {
        let Some(ty) = p.attrs.iter().find_map(|a| match a {
            Attr::ByVal(t) => Some(t),
            _ => None,
        }) else {
            return Ok(());
        };
        let Some(key) = p.name.as_ref() else { return Ok(()) };
        let size = self.cx.layout.size(ty, &p.span)?;
        let arg = self.values[key].clone();
        self.b.span = Some(p.span.clone());
        self.ub_if(arg.p, "a `byval` argument is poison", &p.span);
        let copy = self.b.emit(&format!("%{key}.byval"), Type::Int, Op::Alloc(int(8 * size as i64)));
        self.allocas.push(copy.clone());
        self.call_helper(self.cx.runtime.memcpy, vec![copy.clone(), arg.v, int(size as i64)], Type::Unit);
        self.values.insert(key, V::defined(copy));
        Ok(())
    }

    /// A block other than the entry: its φ nodes become its parameters.
    fn open(&mut self, block: &'m Block) -> Result<(), Diagnostic> {
        let k = self.b.block(format!("%{}", block.label), Vec::new());
        self.blocks.insert(&block.label, k);
        let mut phis = Vec::new();
        for i in &block.instructions {
            let InstKind::Phi { ty, fast_math, .. } = &i.kind else { continue };
            if *fast_math != Default::default() {
                return Err(err(&i.span, "fast-math flags are not supported"));
            }
            let name = self.result(i)?;
            let shape = match (Lanes::of(ty, &i.span)?, leaves(&self.cx.layout, ty, &i.span)?) {
                (Some(l), _) => PhiShape::Lanes(l),
                (None, Some(ls)) => PhiShape::Leaves(ls),
                (None, None) => PhiShape::Scalar(Repr::of(ty, &i.span)?),
            };
            // A vector's lanes, or an aggregate's leaves, are parameters one after the
            // other, each with its poison.
            let parts: Vec<(String, Repr)> = match &shape {
                PhiShape::Lanes(l) => (0..l.n).map(|j| (format!("%{name}.{j}"), l.elem)).collect(),
                PhiShape::Leaves(ls) => ls.iter().enumerate().map(|(j, r)| (format!("%{name}.{j}"), *r)).collect(),
                PhiShape::Scalar(r) => vec![(format!("%{name}"), *r)],
            };
            let mut vs = Vec::new();
            for (part, r) in parts {
                let v = self.b.reg(&part, r.ty());
                let p = self.b.reg(&format!("{part}.poison"), Type::Bool);
                self.b.params_mut(k).extend([v, p]);
                vs.push(V { v: Operand::Reg(v), p: Some(Operand::Reg(p)) });
            }
            match shape {
                PhiShape::Lanes(_) => _ = self.vectors.insert(name, vs),
                PhiShape::Leaves(_) => _ = self.aggregates.insert(name, vs),
                PhiShape::Scalar(_) => _ = self.values.insert(name, vs.remove(0)),
            }
            phis.push((shape, i));
        }
        self.phis.insert(&block.label, phis);
        Ok(())
    }

    /// The instructions of a block, φ nodes already parameters.
    fn body(&mut self, block: &'m Block) -> Result<(), Diagnostic> {
        self.b.cur = self.blocks[&block.label];
        self.in_entry = self.b.cur == 0;
        for i in &block.instructions {
            self.b.span = Some(i.span.clone());
            if matches!(i.kind, InstKind::Phi { .. }) {
                continue;
            }
            self.instruction(block, i)?;
        }
        Ok(())
    }

    /// The name an instruction's result is bound to.
    pub(super) fn result(&self, i: &'m Instruction) -> Result<&'m Name, Diagnostic> {
        i.result.as_ref().ok_or_else(|| err(&i.span, "the instruction's result has no name"))
    }

    /// Binds an instruction's result.
    pub(super) fn bind(&mut self, i: &'m Instruction, v: V) -> Result<(), Diagnostic> {
        let name = self.result(i)?;
        self.values.insert(name, v);
        Ok(())
    }

    /// A fresh kernel name for a part of instruction `i`'s lowering.
    pub(super) fn name(&self, i: &Instruction, part: &str) -> String {
        match &i.result {
            Some(n) if part.is_empty() => format!("%{n}"),
            Some(n) => format!("%{n}.{part}"),
            None => format!("%.{part}"),
        }
    }

    /// A `fail(c, n)` for undefined behaviour `rule` at `span` when `c` holds.
    pub(super) fn ub_if(&mut self, c: Option<Operand>, rule: &'static str, span: &Span) {
        let Some(c) = c else { return };
        if c == boolean(false) {
            return;
        }
        let code = self.sites.len() as i64;
        self.sites.push(Site { rule, func: self.f.name.to_string(), span: span.clone() });
        self.b.push(None, Op::Fail(c, int(code)));
    }

    /// A terminator: the branch, with the φ arguments of each target.
    pub(super) fn jump_to(&mut self, from: &'m Block, to: &'m Label) -> Result<ir::Target, Diagnostic> {
        let Some(&k) = self.blocks.get(&to.name) else {
            return Err(err(&to.span, format!("no block `%{}` in this function", to.name)));
        };
        let mut args = Vec::new();
        let phis = self.phis.get(&to.name).cloned().unwrap_or_default();
        for (shape, phi) in phis {
            let InstKind::Phi { incoming, ty, .. } = &phi.kind else { continue };
            let Some((op, _)) = incoming.iter().find(|(_, l)| l.name == from.label) else {
                return Err(err(&phi.span, format!("the φ node has no value for the edge from `%{}`", from.label)));
            };
            let vs = match shape {
                PhiShape::Lanes(l) => self.lanes(op, l)?,
                PhiShape::Leaves(_) => self.aggregate(op, ty)?,
                PhiShape::Scalar(r) => vec![self.operand(op, r)?],
            };
            for v in vs {
                args.push(v.v);
                args.push(v.p.unwrap_or(boolean(false)));
            }
        }
        Ok(Build::target(k, args))
    }

    /// `ret`: the allocas freed, the value packed.
    pub(super) fn ret(&mut self, value: &'m Option<LOperand>, i: &'m Instruction) -> Result<(), Diagnostic> {
        let packed = match value {
            None => Operand::Const(KValue::Unit),
            Some(op) => {
                let name = self.name(i, "ret");
                let noundef = self.cx.noundef(&self.f.ret_attrs);
                if let Some(ls) = leaves(&self.cx.layout, &op.ty, &op.span)? {
                    let vs = self.aggregate(op, &op.ty)?;
                    if noundef {
                        self.ub_if_any_poison(&vs, "a `noundef` return value is poison", &op.span, &name);
                    }
                    pack_leaves(&mut self.b, &ls, &vs, &name)
                } else {
                    let r = Repr::of(&op.ty, &op.span)?;
                    let v = self.operand(op, r)?;
                    if noundef {
                        self.ub_if(v.p.clone(), "a `noundef` return value is poison", &op.span);
                    }
                    pack(&mut self.b, r, &v, &name)
                }
            }
        };
        if let Some(head) = self.dynamic.clone() {
            let node = self.b.emit("%.dynamic.node", Type::Int, Op::Load(head, 64));
            self.call_helper(self.cx.runtime.unwind, vec![node, int(0i64)], Type::Unit);
        }
        for a in self.allocas.clone().into_iter().rev() {
            self.b.push(None, Op::Free(a));
        }
        self.b.terminate(Terminator::Return(packed));
        Ok(())
    }

    /// The value an operand names, of representation `r`; instructions computing a
    /// constant expression or a global's address go into the current block.
    pub(super) fn operand(&mut self, op: &'m LOperand, r: Repr) -> Result<V, Diagnostic> {
        let at = &op.span;
        Ok(match &op.value {
            Value::Local(n) => match self.values.get(n) {
                Some(v) => v.clone(),
                None if self.vectors.contains_key(n) => {
                    return Err(err(at, format!("the vector `%{n}` is not supported here")))
                }
                None if self.aggregates.contains_key(n) => {
                    return Err(err(at, format!("the aggregate `%{n}` is not supported here")))
                }
                None => return Err(err(at, format!("`%{n}` is not defined before this use"))),
            },
            Value::Global(n) => V::defined(self.global_address(n, at)?),
            Value::Int(i) => V::defined(match r {
                Repr::Bool => boolean(i.bit(0)),
                Repr::Int(n) => int(super::repr::signed(i, n)),
                _ => return Err(err(at, "an integer literal where no integer is expected")),
            }),
            Value::Bool(v) => V::defined(boolean(*v)),
            Value::Null | Value::ZeroInitializer => {
                V::defined(if r == Repr::Bool { boolean(false) } else { int(0i64) })
            }
            Value::Float(f) => V::defined(int(super::repr::double_bits(f, at)?)),
            Value::Undef if self.cx.undef == Undef::Zero => {
                V::defined(if r == Repr::Bool { boolean(false) } else { int(0i64) })
            }
            Value::Undef | Value::Poison => V::poison(r),
            Value::Expr(e) => self.const_expr(e, r, at)?,
            _ => return Err(err(at, "this constant is not supported as an operand")),
        })
    }

    /// The address of global `@n` (a variable, or a function's slot; null for a weak
    /// function no definition resolves).
    pub(super) fn global_address(&mut self, n: &Name, at: &Span) -> Result<Operand, Diagnostic> {
        match self.cx.global_offset(n) {
            Some(off) => Ok(self.b.bin(&format!("@{n}"), BinOp::Add, self.g.clone(), int(8 * off as i64))),
            None if self.cx.weak_undefined(n) => Ok(int(0i64)),
            None => Err(err(at, format!("`@{n}` is not a global variable or defined function of this module"))),
        }
    }

    /// A branch's condition: undefined behaviour when it is poison.
    pub(super) fn condition(&mut self, cond: &'m LOperand) -> Result<Operand, Diagnostic> {
        let c = self.operand(cond, Repr::Bool)?;
        self.ub_if(c.p, "branch on poison", &cond.span);
        Ok(c.v)
    }

    pub(super) fn terminator(&mut self, block: &'m Block, i: &'m Instruction) -> Result<(), Diagnostic> {
        match &i.kind {
            InstKind::Ret(v) => self.ret(v, i)?,
            InstKind::Br(l) => {
                let t = self.jump_to(block, l)?;
                self.b.terminate(Terminator::Branch(t));
            }
            InstKind::CondBr { cond, then, otherwise } => {
                let c = self.condition(cond)?;
                let yes = self.jump_to(block, then)?;
                let no = self.jump_to(block, otherwise)?;
                self.b.terminate(Terminator::Switch { on: c, cases: vec![(KValue::Bool(true), yes)], default: no });
            }
            InstKind::Switch { value, default, cases } => {
                let r = Repr::of(&value.ty, &value.span)?;
                let on = self.operand(value, r)?;
                self.ub_if(on.p, "switch on poison", &value.span);
                let mut kcases = Vec::new();
                for (c, l) in cases {
                    let V { v: Operand::Const(k), .. } = self.operand(c, r)? else {
                        return Err(err(&c.span, "a switch case must be a constant"));
                    };
                    kcases.push((k, self.jump_to(block, l)?));
                }
                let d = self.jump_to(block, default)?;
                self.b.terminate(Terminator::Switch { on: on.v, cases: kcases, default: d });
            }
            InstKind::Unreachable => {
                self.ub_if(Some(boolean(true)), "`unreachable` reached", &i.span);
                self.b.terminate(Terminator::Return(if self.f.ret == LType::Void {
                    Operand::Const(KValue::Unit)
                } else {
                    int(0i64)
                }));
            }
            _ => return Err(err(&i.span, "not a terminator")),
        }
        Ok(())
    }
}

/// The labels a block's terminator branches to.
fn succs(b: &Block) -> Vec<&Label> {
    b.instructions.last().map_or_else(Vec::new, |i| i.kind.successors())
}

/// The blocks reachable from the entry, in reverse postorder; an error for a branch to
/// a label no block has.
fn reverse_postorder(body: &[Block], span: &Span) -> Result<Vec<usize>, Diagnostic> {
    let index: HashMap<&Name, usize> = body.iter().enumerate().map(|(k, b)| (&b.label, k)).collect();
    if body.is_empty() {
        return Err(err(span, "a function definition without blocks"));
    }
    let mut seen = vec![false; body.len()];
    let mut post = Vec::new();
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    seen[0] = true;
    while let Some((b, k)) = stack.pop() {
        let s = succs(&body[b]);
        if let Some(l) = s.get(k) {
            stack.push((b, k + 1));
            let Some(&t) = index.get(&l.name) else {
                return Err(err(&l.span, format!("no block `%{}` in this function", l.name)));
            };
            if t == 0 {
                let why = format!("a branch to the entry block `%{}`: LLVM's entry block has no predecessors", l.name);
                return Err(err(&l.span, why));
            }
            if !seen[t] {
                seen[t] = true;
                stack.push((t, 0));
            }
        } else {
            post.push(b);
        }
    }
    post.reverse();
    Ok(post)
}

/// Whether `f` has an `alloca` outside its entry block, or calls `llvm.stacksave` or
/// `llvm.stackrestore`: then it keeps a dynamic chain (`memory.rs`, `dynamic_alloca`).
fn needs_dynamic_chain(f: &Function) -> bool {
    let Some(blocks) = &f.blocks else { return false };
    blocks.iter().enumerate().any(|(k, b)| {
        b.instructions.iter().any(|i| match &i.kind {
            InstKind::Alloca { .. } => k > 0,
            InstKind::Call(c) => matches!(&c.callee.value, Value::Global(n)
                if ["llvm.stacksave", "llvm.stackrestore"].iter().any(|p| n.to_string().starts_with(p))),
            _ => false,
        })
    })
}
