//! Renaming along the dominator tree, emitting Waddle blocks. Each variable has a
//! stack of the operands naming it, the current one last; a block's parameters and
//! assignments push onto it, and leaving the block in the walk pops them. A jump
//! passes the current operands of its target's parameters.
//!
//! `const` and `id` emit nothing: their destination names the constant or the
//! argument's current operand (constant and copy propagation during renaming). Every
//! other instruction becomes one or more Waddle instructions, with a block split
//! where Bril checks something (`alloc`'s size, a possibly undefined variable) or
//! stores a `bool`.

use super::blocks::{Graph, BB};
use super::builder::Emit;
use super::check::{ins_def, ins_uses, Ins, Term};
use super::ops::{weight, PHI_COPY};
use super::speculate::Spec;
use super::ssa::Ssa;
use super::{kind, wtype, FnLower, Kind, Origin, FAIL, UNDEFINED};
use crate::bril::{BType, Instr, Span};
use crate::ir::{self, BinOp, BlockId, Callee, ExternId, Op, Operand, Reg, Target, Terminator, Type, UnOp, Value};
use std::collections::HashMap;

/// The renaming walk's state.
struct Walk<'s> {
    e: Emit,
    /// Per variable (then per flag "assigned"), the operands naming it, the current
    /// one last.
    stacks: Vec<Vec<Operand>>,
    /// Per node, the stacks it pushed, popped when the walk leaves it.
    pushed: Vec<Vec<usize>>,
    /// Per node, its Waddle block id (none for an unreachable node, nor for the
    /// synthetic entry merged into the first block).
    wid: Vec<Option<u32>>,
    /// The node being emitted.
    node: usize,
    /// Variables assigned, or checked, since the start of the block.
    known: Vec<usize>,
    ssa: &'s Ssa,
    spec: &'s Spec,
    /// Per node ending in a `speculate`, every variable's operand there (what a
    /// failing guard rolls back to).
    saved: HashMap<usize, Vec<Option<Operand>>>,
}

impl Walk<'_> {
    fn top(&self, v: usize) -> Option<Operand> {
        self.stacks[v].last().cloned()
    }

    fn push(&mut self, v: usize, x: Operand) {
        self.stacks[v].push(x);
        self.pushed[self.node].push(v);
    }

    /// `v` is now `x`, and assigned.
    fn bind(&mut self, v: usize, x: Operand) {
        self.push(v, x);
        if self.ssa.undefined[v] {
            let nv = self.ssa.undefined.len();
            self.push(nv + v, Operand::Const(Value::Bool(true)));
        }
    }

    /// A jump to `node`, passing its parameters' current operands.
    fn target(&self, node: usize) -> Option<Target> {
        let args = self.ssa.params_of[node].iter().map(|&v| self.top(v)).collect::<Option<Vec<_>>>()?;
        Some(Target { block: BlockId(self.wid[node]?), args })
    }
}

/// Waddle block ids: the synthetic entry (unless merged), then the reachable blocks;
/// and the first id left free.
fn block_ids(graph: &Graph<'_>, merged: bool) -> (Vec<Option<u32>>, u32) {
    let mut wid: Vec<Option<u32>> = vec![None; graph.cfg.num_nodes()];
    let mut next = 0u32;
    for (node, slot) in wid.iter_mut().enumerate() {
        if (node == 0 && merged) || !graph.reach(node) {
            continue;
        }
        *slot = Some(next);
        next += 1;
    }
    (wid, next)
}

/// The origin of a Waddle instruction that can fail: Bril instruction `bi`.
fn origin(bi: &Instr, operands: Vec<Operand>) -> Origin {
    Origin { op: bi.op.clone(), args: bi.args.clone(), operands, span: bi.span.clone() }
}

/// Bril instruction `bi` as a position's source (`Info::sources`).
fn source(bi: &Instr) -> u32 {
    u32::try_from(bi.span.start).map_or(0, |s| s.saturating_add(1))
}

/// A block with no parameters, as a target.
fn to(block: BlockId) -> Target {
    Target { block, args: vec![] }
}

impl FnLower<'_> {
    /// The Waddle function: the walk from the synthetic entry, in dominator-tree
    /// preorder.
    pub(super) fn emit(&mut self, bbs: &[BB], graph: &Graph<'_>, ssa: &Ssa) -> Option<ir::Function> {
        let f = self.f;
        let n = bbs.len() + 1;
        // The entry merges into the first block when nothing else jumps there.
        let merged = graph.cfg.preds[1].len() == 1;
        let (wid, next) = block_ids(graph, merged);
        let mut e = Emit::new(self.fid, next);
        for b in bbs.iter().filter_map(|b| b.label.as_ref()) {
            e.reserve_block_name(b);
        }
        let param_regs: Vec<Reg> =
            f.params.iter().enumerate().map(|(i, p)| e.reg(&p.name, wtype(&self.types[i]))).collect();
        let mut w = Walk {
            e,
            stacks: vec![Vec::new(); self.names.len()],
            pushed: vec![Vec::new(); n],
            wid,
            node: 0,
            known: vec![],
            ssa,
            spec: &graph.spec,
            saved: HashMap::new(),
        };
        let mut work: Vec<(usize, bool)> = vec![(0, false)];
        while let Some((node, exit)) = work.pop() {
            if exit {
                for &v in &w.pushed[node] {
                    w.stacks[v].pop();
                }
                continue;
            }
            work.push((node, true));
            for c in graph.dom.children(BlockId(node as u32)).iter().rev() {
                work.push((c.index(), false));
            }
            w.node = node;
            if node == 0 {
                self.emit_entry(&mut w, &param_regs, merged)?;
            } else {
                let params = if node == 1 && merged { Some(&param_regs[..]) } else { None };
                self.emit_block(&mut w, bbs, &graph.labels, params)?;
            }
        }
        let ret = f.ret.as_ref().map_or(Type::Unit, wtype);
        let emitted = w.e.function(f.name.clone(), ret)?;
        self.info.weights.push(emitted.weights);
        self.info.sources.push(emitted.sources);
        Some(emitted.func)
    }

    /// The synthetic entry: the arguments, a placeholder and a false flag for each
    /// variable used before any assignment, and, unless merged, a block jumping to
    /// the first one.
    fn emit_entry(&self, w: &mut Walk<'_>, param_regs: &[Reg], merged: bool) -> Option<()> {
        for (i, r) in param_regs.iter().enumerate() {
            w.push(i, Operand::Reg(*r));
        }
        let nv = w.ssa.undefined.len();
        for v in (0..nv).filter(|&v| w.ssa.undefined[v]) {
            let placeholder = if self.types[v] == BType::Bool { Value::Bool(false) } else { Value::int(0) };
            w.push(v, Operand::Const(placeholder));
            w.push(nv + v, Operand::Const(Value::Bool(false)));
        }
        if !merged {
            let name = w.e.fresh_block("entry");
            let t = w.target(1)?;
            w.e.start(0, name, param_regs.to_vec());
            w.e.finish(Terminator::Branch(t));
        }
        Some(())
    }

    /// The block of node `w.node`: its parameters (the function's when the entry is
    /// merged into it), its instructions, its terminator.
    fn emit_block(
        &mut self,
        w: &mut Walk<'_>,
        bbs: &[BB],
        labels: &HashMap<&str, usize>,
        merged_params: Option<&[Reg]>,
    ) -> Option<()> {
        let (node, ssa) = (w.node, w.ssa);
        let mut params = Vec::new();
        for &v in &ssa.params_of[node] {
            let r = w.e.reg(&self.names[v], wtype(&self.types[v]));
            w.push(v, Operand::Reg(r));
            params.push(r);
        }
        if let Some(p) = merged_params {
            params = p.to_vec();
        }
        let b = &bbs[node - 1];
        let name = match b.label.as_ref() {
            Some(l) => l.clone(),
            None => w.e.fresh_block("entry"),
        };
        w.e.start(w.wid[node]?, name, params);
        w.known.clear();
        for (ins, idx) in &b.ins {
            if idx % 4096 == 0 {
                // A function of many instructions is emitted within the deadline too.
                self.in_time()?;
            }
            let bi = self.instrs[*idx];
            w.e.src = source(bi);
            self.speculation_fail(w, *idx);
            self.guard(w, &ins_uses(ins), &bi.span)?;
            if let Some(d) = ins_def(ins) {
                w.known.push(d);
            }
            w.e.pending += weight(&bi.op);
            self.emit_ins(w, ins, bi)?;
        }
        let term = self.emit_term(w, b, bbs.len(), labels)?;
        w.e.finish(term);
        Some(())
    }

    /// Checks the flag "assigned" of each variable in `uses` that needs it here (once
    /// per block): a block that fails with `brili`'s "undefined variable" when the
    /// flag is false.
    fn guard(&mut self, w: &mut Walk<'_>, uses: &[usize], span: &Span) -> Option<()> {
        let (node, ssa) = (w.node, w.ssa);
        let nv = ssa.undefined.len();
        for &v in uses {
            if !ssa.undefined[v] || !ssa.guards.contains(&(node, v)) || w.known.contains(&v) {
                continue;
            }
            w.known.push(v);
            let flag = w.top(nv + v)?;
            if flag == Operand::Const(Value::Bool(true)) {
                continue;
            }
            let (fail, ok) = (w.e.next_id(), w.e.next_id());
            let (fname, oname) = (w.e.fresh_block("undefined"), w.e.fresh_block("defined"));
            w.e.finish(Terminator::Switch { on: flag, cases: vec![(Value::Bool(true), to(ok))], default: to(fail) });
            w.e.start(fail.0, fname, vec![]);
            let div = Op::Binary(BinOp::Div, Operand::Const(Value::int(1)), Operand::Const(Value::int(0)));
            let at = w.e.inst(None, div);
            let origin = self.unassigned_origin(v, span);
            self.info.origins.insert(at, origin);
            w.e.finish(Terminator::Branch(to(ok)));
            w.e.start(ok.0, oname, vec![]);
            // Past the check, `v` is assigned in every block it dominates.
            w.push(nv + v, Operand::Const(Value::Bool(true)));
        }
        Some(())
    }

    /// The origin of a failing check that `v` was assigned: `brili`'s "undefined
    /// variable", or, for a `get` reading its shadow variable, "get without
    /// corresponding set".
    fn unassigned_origin(&mut self, v: usize, span: &Span) -> Origin {
        let copy =
            self.instrs.iter().any(|i| i.op == PHI_COPY && &i.span == span && i.args.first() == Some(&self.names[v]));
        if copy {
            let msg = format!(
                "`phi` argument `{}` may be unassigned when control comes this way: brili would leave the destination unassigned; not imported",
                self.names[v]
            );
            self.err(span, msg);
        }
        let get =
            self.instrs.iter().find(|i| i.op == "get" && &i.span == span && i.args.first() == Some(&self.names[v]));
        match get.and_then(|i| i.dest.as_ref()) {
            Some(x) => Origin {
                op: FAIL.into(),
                args: vec![format!("get without corresponding set for {x}")],
                operands: vec![],
                span: span.clone(),
            },
            None => {
                Origin { op: UNDEFINED.into(), args: vec![self.names[v].clone()], operands: vec![], span: span.clone() }
            }
        }
    }

    /// A block that fails with `brili`'s message `msg` when `cond` is true (nothing
    /// when it is the constant false).
    fn fail_when(&mut self, w: &mut Walk<'_>, cond: Operand, msg: &str, span: &Span) {
        if cond == Operand::Const(Value::Bool(false)) {
            return;
        }
        let (fail, ok) = (w.e.next_id(), w.e.next_id());
        let (fname, oname) = (w.e.fresh_block("fail"), w.e.fresh_block("ok"));
        w.e.finish(Terminator::Switch { on: cond, cases: vec![(Value::Bool(true), to(fail))], default: to(ok) });
        w.e.start(fail.0, fname, vec![]);
        let div = Op::Binary(BinOp::Div, Operand::Const(Value::int(1)), Operand::Const(Value::int(0)));
        let at = w.e.inst(None, div);
        let origin = Origin { op: FAIL.into(), args: vec![msg.to_string()], operands: vec![], span: span.clone() };
        self.info.origins.insert(at, origin);
        w.e.finish(Terminator::Branch(to(ok)));
        w.e.start(ok.0, oname, vec![]);
    }

    /// A fresh register for `v`, which is now that register.
    fn def(&self, w: &mut Walk<'_>, v: usize) -> Reg {
        let r = w.e.reg(&self.names[v], wtype(&self.types[v]));
        w.bind(v, Operand::Reg(r));
        r
    }

    /// One instruction, from Bril instruction `bi`.
    fn emit_ins(&mut self, w: &mut Walk<'_>, ins: &Ins, bi: &Instr) -> Option<()> {
        match ins {
            Ins::Nop | Ins::Commit => {}
            Ins::FailIf(_, flag, msg) => {
                let flag = w.top(*flag)?;
                self.fail_when(w, flag, msg, &bi.span);
            }
            // Their count goes to the next position of the block, which runs exactly
            // when they do.
            Ins::Const(d, v) => w.bind(*d, Operand::Const(v.clone())),
            Ins::Id(d, x) => {
                let x = w.top(*x)?;
                w.bind(*d, x);
            }
            Ins::Bin(op, wrap, d, x, y) => self.emit_binary(w, bi, (*op, *wrap), *d, (*x, *y))?,
            Ins::Not(d, x) => {
                let x = w.top(*x)?;
                let r = self.def(w, *d);
                w.e.inst(Some(r), Op::Unary(UnOp::Not, x));
            }
            Ins::Print(vs) => {
                let kinds = vs.iter().map(|&v| kind(&self.types[v])).collect();
                let ext = self.print_extern(kinds);
                let args = vs.iter().map(|&v| w.top(v)).collect::<Option<Vec<_>>>()?;
                w.e.inst(None, Op::Call(Operand::Const(Value::Ref(Callee::Extern(ext))), args));
            }
            Ins::Call(d, callee, vs) => {
                let args = vs.iter().map(|&v| w.top(v)).collect::<Option<Vec<_>>>()?;
                let r = d.map(|d| self.def(w, d));
                w.e.inst(r, Op::Call(Operand::Const(Value::Ref(Callee::Func(*callee))), args));
            }
            Ins::Alloc(d, k) => self.emit_alloc(w, bi, *d, *k)?,
            Ins::Free(p) => {
                let p = w.top(*p)?;
                let at = w.e.inst(None, Op::Free(p.clone()));
                self.info.origins.insert(at, origin(bi, vec![p]));
            }
            Ins::Store(p, v, k) => self.emit_store(w, bi, (*p, *v), *k)?,
            Ins::Load(d, p, k) => self.emit_load(w, bi, *d, *p, *k)?,
            Ins::PtrAdd(d, p, k) => {
                let (p, k) = (w.top(*p)?, w.top(*k)?);
                let off = w.e.reg(&self.names[*d], Type::Int);
                w.e.inst(Some(off), Op::Binary(BinOp::Mul, k, Operand::Const(Value::int(64))));
                let r = self.def(w, *d);
                w.e.inst(Some(r), Op::Binary(BinOp::Add, p, Operand::Reg(off)));
            }
            Ins::ToChar(d, x) => self.emit_to_char(w, bi, *d, *x)?,
        }
        Some(())
    }

    /// `d = x op y`; arithmetic wraps to 64 bits through a temporary.
    fn emit_binary(
        &mut self,
        w: &mut Walk<'_>,
        bi: &Instr,
        (op, wrap): (BinOp, bool),
        d: usize,
        (x, y): (usize, usize),
    ) -> Option<()> {
        let (x, y) = (w.top(x)?, w.top(y)?);
        if wrap {
            let t = w.e.reg(&self.names[d], Type::Int);
            let at = w.e.inst(Some(t), Op::Binary(op, x.clone(), y.clone()));
            if op == BinOp::Div {
                self.info.origins.insert(at, origin(bi, vec![x, y]));
            }
            let r = self.def(w, d);
            w.e.inst(Some(r), Op::Wrap { signed: true, bits: 64, arg: Operand::Reg(t) });
        } else {
            let r = self.def(w, d);
            w.e.inst(Some(r), Op::Binary(op, x, y));
        }
        Some(())
    }

    /// `d = alloc k`: `k > 0` is checked first (a failing `alloc` of -1 bits carries
    /// Bril's error), then `64·k` bits are allocated.
    fn emit_alloc(&mut self, w: &mut Walk<'_>, bi: &Instr, d: usize, k: usize) -> Option<()> {
        let k = w.top(k)?;
        let bits = w.e.reg(&self.names[d], Type::Int);
        w.e.inst(Some(bits), Op::Binary(BinOp::Mul, k.clone(), Operand::Const(Value::int(64))));
        let okr = w.e.reg(&self.names[d], Type::Bool);
        w.e.inst(Some(okr), Op::Binary(BinOp::Gt, k.clone(), Operand::Const(Value::int(0))));
        let (fail, cont) = (w.e.next_id(), w.e.next_id());
        let (fname, cname) = (w.e.fresh_block("alloc.fail"), w.e.fresh_block("alloc.ok"));
        w.e.finish(Terminator::Switch {
            on: Operand::Reg(okr),
            cases: vec![(Value::Bool(true), to(cont))],
            default: to(fail),
        });
        w.e.start(fail.0, fname, vec![]);
        let at = w.e.inst(None, Op::Alloc(Operand::Const(Value::int(-1))));
        self.info.origins.insert(at, origin(bi, vec![k]));
        w.e.finish(Terminator::Branch(to(cont)));
        w.e.start(cont.0, cname, vec![]);
        let r = self.def(w, d);
        w.e.inst(Some(r), Op::Alloc(Operand::Reg(bits)));
        Some(())
    }

    /// `d = int2char x`: `x` is a Unicode scalar value (`0 ≤ x < 0xD800` or
    /// `0xE000 ≤ x ≤ 0x10FFFF`), checked by a test and a switch into a block that fails
    /// (Waddle's `div(1, 0)`, whose origin gives `brili`'s words); then `d` is `x`.
    fn emit_to_char(&mut self, w: &mut Walk<'_>, bi: &Instr, d: usize, x: usize) -> Option<()> {
        let x = w.top(x)?;
        let test = |w: &mut Walk<'_>, op: BinOp, k: i64| {
            let r = w.e.reg("scalar", Type::Bool);
            w.e.inst(Some(r), Op::Binary(op, x.clone(), Operand::Const(Value::int(k))));
            Operand::Reg(r)
        };
        let (lo, hi) = (test(w, BinOp::Ge, 0), test(w, BinOp::Le, 0x10FFFF));
        let (below, above) = (test(w, BinOp::Lt, 0xD800), test(w, BinOp::Gt, 0xDFFF));
        let mut all = |op: BinOp, a: Operand, b: Operand| {
            let r = w.e.reg("scalar", Type::Bool);
            w.e.inst(Some(r), Op::Binary(op, a, b));
            Operand::Reg(r)
        };
        let (range, outside) = (all(BinOp::And, lo, hi), all(BinOp::Or, below, above));
        let ok = all(BinOp::And, range, outside);
        let (fail, cont) = (w.e.next_id(), w.e.next_id());
        let (fname, cname) = (w.e.fresh_block("int2char.fail"), w.e.fresh_block("int2char.ok"));
        w.e.finish(Terminator::Switch { on: ok, cases: vec![(Value::Bool(true), to(cont))], default: to(fail) });
        w.e.start(fail.0, fname, vec![]);
        let div = Op::Binary(BinOp::Div, Operand::Const(Value::int(1)), Operand::Const(Value::int(0)));
        let at = w.e.inst(None, div);
        self.info.origins.insert(at, origin(bi, vec![x.clone()]));
        w.e.finish(Terminator::Branch(to(cont)));
        w.e.start(cont.0, cname, vec![]);
        w.bind(d, x);
        Some(())
    }

    /// `store p v`: 64 bits; a `bool` is stored as 0 or 1, chosen by a switch into a
    /// block whose parameter is the cell.
    fn emit_store(&mut self, w: &mut Walk<'_>, bi: &Instr, (p, v): (usize, usize), k: Kind) -> Option<()> {
        let (p, v) = (w.top(p)?, w.top(v)?);
        let value = if k == Kind::Bool {
            let st = w.e.next_id();
            let x = w.e.reg("cell", Type::Int);
            let name = w.e.fresh_block("store.bool");
            let to = |c: i64| Target { block: st, args: vec![Operand::Const(Value::int(c))] };
            w.e.finish(Terminator::Switch { on: v, cases: vec![(Value::Bool(true), to(1))], default: to(0) });
            w.e.start(st.0, name, vec![x]);
            Operand::Reg(x)
        } else {
            v
        };
        let at = w.e.inst(None, Op::Store(p.clone(), value, 64));
        self.info.origins.insert(at, origin(bi, vec![p]));
        Some(())
    }

    /// `d = load p`: 64 bits, read back as a pointer, an `int`, a `float` or a `char`
    /// (`wrap_s`) or a `bool` (non-zero).
    fn emit_load(&mut self, w: &mut Walk<'_>, bi: &Instr, d: usize, p: usize, k: Kind) -> Option<()> {
        let p = w.top(p)?;
        let raw = if k == Kind::Ptr { self.def(w, d) } else { w.e.reg(&self.names[d], Type::Int) };
        let at = w.e.inst(Some(raw), Op::Load(p.clone(), 64));
        self.info.origins.insert(at, origin(bi, vec![p]));
        let raw = Operand::Reg(raw);
        match k {
            Kind::Int | Kind::Float | Kind::Char => {
                let r = self.def(w, d);
                w.e.inst(Some(r), Op::Wrap { signed: true, bits: 64, arg: raw });
            }
            Kind::Bool => {
                let r = self.def(w, d);
                w.e.inst(Some(r), Op::Binary(BinOp::Ne, raw, Operand::Const(Value::int(0))));
            }
            Kind::Ptr => {}
        }
        Some(())
    }

    /// The block's terminator: its Bril one, else a fall-through into the next block,
    /// or a return from the last.
    fn emit_term(&mut self, w: &mut Walk<'_>, b: &BB, nb: usize, labels: &HashMap<&str, usize>) -> Option<Terminator> {
        let Some((t, idx)) = &b.term else {
            w.e.src = 0;
            if w.node < nb {
                return Some(Terminator::Branch(w.target(w.node + 1)?));
            }
            if w.spec.implicit_return.contains(&w.node) {
                let span = self.f.span.clone();
                self.fail_when(w, Operand::Const(Value::Bool(true)), "implicit return in speculative state", &span);
            }
            return Some(Terminator::Return(Operand::Const(Value::Unit)));
        };
        w.e.src = source(self.instrs[*idx]);
        self.speculation_fail(w, *idx);
        if let Term::Br(c, ..) | Term::Ret(Some(c)) | Term::Guard(c, _) = t {
            let span = self.instrs[*idx].span.clone();
            self.guard(w, &[*c], &span)?;
        }
        w.e.pending += weight(&self.instrs[*idx].op);
        Some(match t {
            Term::Speculate => {
                let saved = (0..w.stacks.len()).map(|v| w.top(v)).collect();
                w.saved.insert(w.node, saved);
                Terminator::Branch(w.target(w.node + 1)?)
            }
            Term::Guard(c, l) => {
                let on = w.top(*c)?;
                let next = w.target(w.node + 1)?;
                let default = self.rollback(w, labels[l.as_str()], *idx, &next)?;
                Terminator::Switch { on, cases: vec![(Value::Bool(true), next)], default }
            }
            Term::Jmp(l) => Terminator::Branch(w.target(labels[l.as_str()])?),
            Term::Br(c, l1, l2) => Terminator::Switch {
                on: w.top(*c)?,
                cases: vec![(Value::Bool(true), w.target(labels[l1.as_str()])?)],
                default: w.target(labels[l2.as_str()])?,
            },
            Term::Ret(Some(v)) => Terminator::Return(w.top(*v)?),
            Term::Ret(None) => Terminator::Return(Operand::Const(Value::Unit)),
        })
    }

    /// The failure `brili` raises at Bril instruction `idx` for the speculation in
    /// progress, if any (`speculate.rs`).
    fn speculation_fail(&mut self, w: &mut Walk<'_>, idx: usize) {
        if let Some(msg) = w.spec.fails.get(&idx) {
            let span = self.instrs[idx].span.clone();
            self.fail_when(w, Operand::Const(Value::Bool(true)), msg, &span);
        }
    }

    /// Where a failing guard (Bril instruction `idx`, jumping to `node`) goes: `node`
    /// with the operands saved at its `speculate`, or, not speculating, a block that
    /// fails with `brili`'s words.
    fn rollback(&mut self, w: &mut Walk<'_>, node: usize, idx: usize, next: &Target) -> Option<Target> {
        if let Some(spec_node) = w.spec.rollback.get(&w.node) {
            let saved = w.saved.get(spec_node)?;
            let args = w.ssa.params_of[node].iter().map(|&v| saved[v].clone()).collect::<Option<Vec<_>>>()?;
            return Some(Target { block: BlockId(w.wid[node]?), args });
        }
        // Not speculating: the guard's failure is an error (after which nothing runs).
        let (fail, cur) = (w.e.next_id(), w.e.take());
        let name = w.e.fresh_block("abort");
        w.e.start(fail.0, name, vec![]);
        let div = Op::Binary(BinOp::Div, Operand::Const(Value::int(1)), Operand::Const(Value::int(0)));
        let at = w.e.inst(None, div);
        let span = self.instrs[idx].span.clone();
        let msg = "abort in non-speculative state".to_string();
        self.info.origins.insert(at, Origin { op: FAIL.into(), args: vec![msg], operands: vec![], span });
        w.e.finish(Terminator::Branch(next.clone()));
        w.e.resume(cur);
        Some(to(fail))
    }

    /// The external `print_<kinds>` (one per list of argument kinds).
    fn print_extern(&mut self, kinds: Vec<Kind>) -> ExternId {
        if let Some(i) = self.externs.iter().position(|(k, _)| *k == kinds) {
            return ExternId(i as u32);
        }
        let mut name = "print".to_string();
        for k in &kinds {
            name.push_str(match k {
                Kind::Int => "_int",
                Kind::Bool => "_bool",
                Kind::Ptr => "_ptr",
                Kind::Float => "_float",
                Kind::Char => "_char",
            });
        }
        let params = kinds.iter().map(|k| if *k == Kind::Bool { Type::Bool } else { Type::Int }).collect();
        self.externs.push((kinds, ir::Extern { name, params, ret: Type::Unit }));
        ExternId(self.externs.len() as u32 - 1)
    }
}
