//! The RON program format: the serde schema, lowering from names to dense ids (with
//! result-type inference), and a writer that prints a program as hand-written RON.
//!
//! ```ron
//! Program(
//!     functions: [
//!         Function(
//!             name: "gcd",
//!             ret: Int,
//!             blocks: [
//!                 Block(name: "a", params: [("r1", Int), ("r2", Int)],
//!                       term: Switch("r2", [(0, "c")], "b")),
//!                 Block(name: "b", insts: [("r3", Mod("r1", "r2"))],
//!                       term: Branch("a", ["r2", "r3"])),
//!                 Block(name: "c", term: Return("r1")),
//!             ],
//!         ),
//!     ],
//! )
//! ```
//!
//! Operands: a string that is an identifier names a register; `"@f"` is the constant
//! `ref f`; integers are literals, or strings of digits when they do not fit 64 bits;
//! `true`, `false` and `()` are the other constants. A branch target is `"b"` or
//! `("b", [args])`; in `Branch(...)` the parentheses of the pair may be dropped.
//! An instruction is `("dst", Op(...))`, with `"_"` as the destination to discard
//! the result.

use super::schema::{
    Function as RFunction, Op as ROp, Operand as ROperand, Program as RProgram, Target as RTarget, Terminator as RTerm,
    Type as RType,
};
use super::spans::Node;
use crate::diag::{Diagnostic, Item, Loc, SourceMap};
use crate::ir::{
    BinOp, Block, BlockId, Callee, Extern, ExternId, FuncId, Function, Inst, Op, Operand, Program, Reg, RegData,
    Target, Terminator, Type, UnOp, Value,
};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The ron options every Waddle file is read with.
pub fn options() -> ron::Options {
    ron::Options::default().with_default_extension(
        ron::extensions::Extensions::UNWRAP_VARIANT_NEWTYPES | ron::extensions::Extensions::IMPLICIT_SOME,
    )
}

/// Converts a ron error into a located diagnostic. Two of ron's messages are replaced
/// by ours: a bare integer too large for 64 bits (ron reads it as a floating-point
/// number) and nesting beyond ron's recursion limit (ron advises on its own options).
pub fn ron_error(e: &ron::error::SpannedError, text: &str) -> Diagnostic {
    let start = offset_of(text, e.span.start.line, e.span.start.col);
    let end = offset_of(text, e.span.end.line, e.span.end.col).max(start);
    let end = if end == start { (start + 1).min(text.len()) } else { end };
    let found = text.get(start..end).unwrap_or("");
    let digits = found.strip_prefix('-').unwrap_or(found);
    let message = match &e.code {
        ron::Error::ExceededRecursionLimit => {
            return Diagnostic::new(
                Loc::span(start..(start + 1).min(text.len())),
                "malformed RON: values nested too deeply (more than 128 levels)",
            )
            .note("no Waddle program or spec needs that many levels of parentheses or brackets")
        }
        code if !digits.is_empty()
            && digits.bytes().all(|b| b.is_ascii_digit())
            && code.to_string().contains("floating point number") =>
        {
            return Diagnostic::new(
                Loc::span(start..end),
                format!("malformed RON: the integer {found} is too large for a bare RON number (64 bits)"),
            )
            .note(format!("write it as a string of digits: \"{found}\""))
        }
        code => format!("malformed RON: {code}"),
    };
    Diagnostic::new(Loc::span(start..end), message)
}

/// A UTF-8 byte-order mark at the start of `text` is accepted: it is replaced by three
/// spaces (its length in bytes), so that spans into the result are spans into `text`.
pub fn without_bom(text: &str) -> std::borrow::Cow<'_, str> {
    match text.strip_prefix('\u{feff}') {
        Some(rest) => std::borrow::Cow::Owned(format!("   {rest}")),
        None => std::borrow::Cow::Borrowed(text),
    }
}

fn offset_of(text: &str, line: usize, col: usize) -> usize {
    let mut off = 0;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line {
            return off + l.char_indices().nth(col.saturating_sub(1)).map_or(l.len(), |(b, _)| b);
        }
        off += l.len();
    }
    text.len()
}

// ---------------------------------------------------------------------------------
// Lowering
// ---------------------------------------------------------------------------------

/// Builds the IR from the schema. `spans` is the span tree of the text the schema was
/// read from (the `Program(...)` node), when there is one.
pub fn lower(rp: &RProgram, spans: Option<&Node>) -> Result<(Program, SourceMap), Vec<Diagnostic>> {
    let mut cx = Lower { errors: Vec::new(), map: SourceMap::default() };
    let fn_nodes = spans.and_then(|n| n.field("functions"));
    let ext_nodes = spans.and_then(|n| n.field("externs"));

    // Program-level names.
    let mut names: HashMap<&str, Callee> = HashMap::new();
    for (i, e) in rp.externs.iter().enumerate() {
        let node = ext_nodes.and_then(|n| n.item(i)).map(|n| n.field("name").unwrap_or(n));
        if !valid_name(&e.name) {
            cx.err(node, Loc::default(), name_error("external", &e.name));
        }
        if names.insert(&e.name, Callee::Extern(ExternId(i as u32))).is_some() {
            cx.err(node, Loc::default(), format!("duplicate definition of `{}`", e.name));
        }
    }
    for (i, f) in rp.functions.iter().enumerate() {
        let node = fn_nodes.and_then(|n| n.item(i));
        cx.map.insert(&f.name, None, None, node.map(|n| n.span.clone()));
        if !valid_name(&f.name) {
            cx.err(node.map(|n| n.field("name").unwrap_or(n)), Loc::default(), name_error("function", &f.name));
        }
        if names.insert(&f.name, Callee::Func(FuncId(i as u32))).is_some() {
            cx.err(
                node.map(|n| n.field("name").unwrap_or(n)),
                Loc::func(&f.name),
                format!("duplicate definition of `{}`", f.name),
            );
        }
    }

    let externs: Vec<Extern> = rp
        .externs
        .iter()
        .map(|e| Extern { name: e.name.clone(), params: e.params.iter().map(ty).collect(), ret: ty(&e.ret) })
        .collect();
    let mut program = Program { funcs: Vec::new(), externs };
    // Signatures first: calls and `addr` need the callee's type.
    let sigs: Vec<(Vec<Type>, Type)> = rp
        .functions
        .iter()
        .map(|f| (f.blocks.first().map_or(Vec::new(), |b| b.params.iter().map(|(_, t)| ty(t)).collect()), ty(&f.ret)))
        .collect();
    for (i, rf) in rp.functions.iter().enumerate() {
        let node = fn_nodes.and_then(|n| n.item(i));
        if let Some(f) = cx.function(rf, node, &names, &sigs, &program) {
            program.funcs.push(f);
        }
    }
    if cx.errors.is_empty() {
        Ok((program, cx.map))
    } else {
        Err(cx.errors)
    }
}

fn ty(t: &RType) -> Type {
    match t {
        RType::Int => Type::Int,
        RType::Bool => Type::Bool,
        RType::Unit => Type::Unit,
        RType::Fn(ps, r) => Type::func(ps.iter().map(ty).collect(), ty(r)),
    }
}

struct Lower {
    errors: Vec<Diagnostic>,
    map: SourceMap,
}

/// Per-function name tables.
struct Scope<'a> {
    func: &'a str,
    blocks: HashMap<String, BlockId>,
    regs: HashMap<String, Reg>,
    names: &'a HashMap<&'a str, Callee>,
}

/// A name of a function, an external, a block or a register: a letter or `_`, then
/// letters, digits, `_`, `.` or `'`. Locations print as `function:block:index`, so a
/// name must not contain `:`, quotes, spaces or line breaks, and must not be empty.
pub fn valid_name(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next().is_some_and(|c| c.is_alphabetic() || c == '_') && cs.all(|c| c.is_alphanumeric() || "_.'".contains(c))
}

fn valid_reg_name(s: &str) -> bool {
    valid_name(s) && s != "_"
}

/// The message for a function, external or block name that is not `valid_name`.
fn name_error(what: &str, name: &str) -> String {
    if name.is_empty() {
        format!("{what} has an empty name")
    } else {
        format!(
            "{name:?} is not a valid {what} name (a name starts with a letter or `_` and continues with letters, digits, `_`, `.` or `'`)"
        )
    }
}

impl Lower {
    fn err(&mut self, node: Option<&Node>, loc: Loc, msg: String) {
        self.errors.push(Diagnostic::new(loc.with_span(node.map(|n| n.span.clone())), msg));
    }

    /// Lowers one function in four phases: `declare` (block names and register
    /// definitions), `resolve_blocks` (operands and targets), `infer_types` (result
    /// types by fixed point) and `reg_table` (a type for every register). `None`, with
    /// the errors recorded, when any phase fails.
    fn function(
        &mut self,
        rf: &RFunction,
        node: Option<&Node>,
        names: &HashMap<&str, Callee>,
        sigs: &[(Vec<Type>, Type)],
        program: &Program,
    ) -> Option<Function> {
        let fname = rf.name.as_str();
        let block_nodes = node.and_then(|n| n.field("blocks"));
        if rf.blocks.is_empty() {
            self.err(node, Loc::func(fname), format!("function `{fname}` has no blocks"));
            return None;
        }
        let errors_before = self.errors.len();
        let mut scope = Scope { func: fname, blocks: HashMap::new(), regs: HashMap::new(), names };
        let regs = self.declare(rf, block_nodes, &mut scope);
        let blocks = self.resolve_blocks(rf, block_nodes, &scope);
        if self.errors.len() > errors_before {
            return None;
        }
        let types = infer_types(&blocks, &regs, program, sigs);
        let reg_data = self.reg_table(rf, &regs, &types);
        if self.errors.len() > errors_before {
            return None;
        }
        let mut it = blocks.into_iter();
        let mut f = Function::new(fname, ty(&rf.ret), it.next().expect("checked non-empty above"), reg_data);
        for b in it {
            f.add_block(b);
        }
        Some(f)
    }

    /// Block names and register definitions, in file order, with their spans in the
    /// source map: the registers, each with its declared type (parameters) or none
    /// (instruction results, inferred later).
    fn declare(
        &mut self,
        rf: &RFunction,
        block_nodes: Option<&Node>,
        scope: &mut Scope<'_>,
    ) -> Vec<(String, Option<Type>)> {
        let fname = rf.name.as_str();
        let mut regs: Vec<(String, Option<Type>)> = Vec::new();
        for (bi, rb) in rf.blocks.iter().enumerate() {
            let bnode = block_nodes.and_then(|n| n.item(bi));
            self.map.insert(fname, Some(&rb.name), None, bnode.map(|n| n.span.clone()));
            if !valid_name(&rb.name) {
                self.err(bnode.map(|n| n.field("name").unwrap_or(n)), Loc::func(fname), name_error("block", &rb.name));
            }
            if scope.blocks.insert(rb.name.clone(), BlockId(bi as u32)).is_some() {
                self.err(
                    bnode.map(|n| n.field("name").unwrap_or(n)),
                    Loc::block(fname, &rb.name),
                    format!("duplicate block `{}` in function `{fname}`", rb.name),
                );
            }
            let pnodes = bnode.and_then(|n| n.field("params"));
            for (pi, (pname, pty)) in rb.params.iter().enumerate() {
                let pnode = pnodes.and_then(|n| n.item(pi));
                self.map.insert(fname, Some(&rb.name), Some(Item::Param(pi)), pnode.map(|n| n.span.clone()));
                self.define(scope, &mut regs, pname, Some(ty(pty)), pnode, Loc::item(fname, &rb.name, Item::Param(pi)));
            }
            let inodes = bnode.and_then(|n| n.field("insts"));
            for (ii, (dst, _)) in rb.insts.iter().enumerate() {
                let inode = inodes.and_then(|n| n.item(ii));
                self.map.insert(fname, Some(&rb.name), Some(Item::Inst(ii)), inode.map(|n| n.span.clone()));
                if dst != "_" {
                    let dnode = inode.and_then(|n| n.item(0));
                    self.define(scope, &mut regs, dst, None, dnode, Loc::item(fname, &rb.name, Item::Inst(ii)));
                }
            }
            self.map.insert(
                fname,
                Some(&rb.name),
                Some(Item::Term),
                bnode.and_then(|n| n.field("term")).map(|n| n.span.clone()),
            );
        }
        regs
    }

    /// Every block resolved: its parameters, instructions and terminator in terms of
    /// the registers and blocks that `declare` named.
    fn resolve_blocks(&mut self, rf: &RFunction, block_nodes: Option<&Node>, scope: &Scope<'_>) -> Vec<Block> {
        let fname = rf.name.as_str();
        let mut blocks = Vec::new();
        for (bi, rb) in rf.blocks.iter().enumerate() {
            let bnode = block_nodes.and_then(|n| n.item(bi));
            let params = rb.params.iter().map(|(p, _)| scope.regs.get(p.as_str()).copied().unwrap_or(Reg(0))).collect();
            let inodes = bnode.and_then(|n| n.field("insts"));
            let mut insts = Vec::new();
            for (ii, (dst, rop)) in rb.insts.iter().enumerate() {
                let inode = inodes.and_then(|n| n.item(ii));
                let loc = Loc::item(fname, &rb.name, Item::Inst(ii));
                let opnode = inode.and_then(|n| n.item(1));
                let op = self.op(scope, rop, opnode, &loc);
                let dst = if dst == "_" { None } else { scope.regs.get(dst.as_str()).copied() };
                insts.push(Inst { dst, op });
            }
            let tnode = bnode.and_then(|n| n.field("term"));
            let term = self.term(scope, &rb.term, tnode, &Loc::item(fname, &rb.name, Item::Term));
            blocks.push(Block { name: rb.name.clone(), params, insts, term });
        }
        blocks
    }

    /// The register table: each register with its type; a register whose type
    /// `infer_types` could not find (its definition depends on itself) is an error.
    fn reg_table(&mut self, rf: &RFunction, regs: &[(String, Option<Type>)], types: &[Option<Type>]) -> Vec<RegData> {
        let fname = rf.name.as_str();
        let mut reg_data = Vec::new();
        for ((name, _), t) in regs.iter().zip(types) {
            match t {
                Some(t) => reg_data.push(RegData { name: name.clone(), ty: t.clone() }),
                None => {
                    let (bname, ii) = rf
                        .blocks
                        .iter()
                        .find_map(|b| b.insts.iter().position(|(d, _)| d == name).map(|ii| (b.name.clone(), ii)))
                        .unwrap_or_default();
                    let loc = Loc::item(fname, &bname, Item::Inst(ii));
                    let mut loc2 = loc.clone();
                    self.map.locate(&mut loc2);
                    self.errors.push(Diagnostic::new(
                        loc2,
                        format!("cannot infer the type of `{name}`: its definition depends on itself"),
                    ));
                }
            }
        }
        reg_data
    }

    fn define(
        &mut self,
        scope: &mut Scope<'_>,
        regs: &mut Vec<(String, Option<Type>)>,
        name: &str,
        t: Option<Type>,
        node: Option<&Node>,
        loc: Loc,
    ) {
        if name == "_" {
            self.err(node, loc, "`_` discards an instruction's result; it cannot name a parameter".to_string());
            return;
        }
        if !valid_reg_name(name) {
            self.err(node, loc, format!("`{name}` is not a valid register name (it must start with a letter or `_`)"));
            return;
        }
        if scope.regs.contains_key(name) {
            self.err(node, loc, format!("register `{name}` is defined more than once (not SSA)"));
            return;
        }
        let r = Reg(regs.len() as u32);
        regs.push((name.to_string(), t));
        scope.regs.insert(name.to_string(), r);
    }

    fn operand(&mut self, scope: &Scope<'_>, o: &ROperand, node: Option<&Node>, loc: &Loc) -> Operand {
        match o {
            ROperand::Int(i) => Operand::Const(Value::Int(i.clone())),
            ROperand::Bool(b) => Operand::Const(Value::Bool(*b)),
            ROperand::Unit => Operand::Const(Value::Unit),
            ROperand::Name(n) => {
                if let Some(f) = n.strip_prefix('@') {
                    match scope.names.get(f) {
                        Some(c) => Operand::Const(Value::Ref(*c)),
                        None => {
                            self.err(node, loc.clone(), format!("unknown function `{f}` in `{n}`"));
                            Operand::Const(Value::Unit)
                        }
                    }
                } else {
                    match scope.regs.get(n.as_str()) {
                        Some(r) => Operand::Reg(*r),
                        None => {
                            let hint = if scope.names.contains_key(n.as_str()) {
                                format!(" (to refer to the function, write \"@{n}\")")
                            } else {
                                String::new()
                            };
                            self.err(
                                node,
                                loc.clone(),
                                format!("undefined register `{n}` in function `{}`{hint}", scope.func),
                            );
                            Operand::Const(Value::Unit)
                        }
                    }
                }
            }
        }
    }

    fn operands(&mut self, scope: &Scope<'_>, os: &[ROperand], node: Option<&Node>, loc: &Loc) -> Vec<Operand> {
        os.iter().enumerate().map(|(i, o)| self.operand(scope, o, node.and_then(|n| n.item(i)), loc)).collect()
    }

    fn op(&mut self, scope: &Scope<'_>, rop: &ROp, node: Option<&Node>, loc: &Loc) -> Op {
        let arg = |i: usize| node.and_then(|n| n.item(i));
        macro_rules! bin {
            ($op:expr, $a:expr, $b:expr) => {{
                let a = self.operand(scope, $a, arg(0), loc);
                let b = self.operand(scope, $b, arg(1), loc);
                Op::Binary($op, a, b)
            }};
        }
        match rop {
            ROp::Add(a, b) => bin!(BinOp::Add, a, b),
            ROp::Sub(a, b) => bin!(BinOp::Sub, a, b),
            ROp::Mul(a, b) => bin!(BinOp::Mul, a, b),
            ROp::Div(a, b) => bin!(BinOp::Div, a, b),
            ROp::Mod(a, b) => bin!(BinOp::Mod, a, b),
            ROp::And(a, b) => bin!(BinOp::And, a, b),
            ROp::Or(a, b) => bin!(BinOp::Or, a, b),
            ROp::Xor(a, b) => bin!(BinOp::Xor, a, b),
            ROp::Shl(a, b) => bin!(BinOp::Shl, a, b),
            ROp::Shr(a, b) => bin!(BinOp::Shr, a, b),
            ROp::Eq(a, b) => bin!(BinOp::Eq, a, b),
            ROp::Ne(a, b) => bin!(BinOp::Ne, a, b),
            ROp::Lt(a, b) => bin!(BinOp::Lt, a, b),
            ROp::Le(a, b) => bin!(BinOp::Le, a, b),
            ROp::Gt(a, b) => bin!(BinOp::Gt, a, b),
            ROp::Ge(a, b) => bin!(BinOp::Ge, a, b),
            ROp::Fadd(a, b) => bin!(BinOp::FAdd, a, b),
            ROp::Fsub(a, b) => bin!(BinOp::FSub, a, b),
            ROp::Fmul(a, b) => bin!(BinOp::FMul, a, b),
            ROp::Fdiv(a, b) => bin!(BinOp::FDiv, a, b),
            ROp::Feq(a, b) => bin!(BinOp::FEq, a, b),
            ROp::Flt(a, b) => bin!(BinOp::FLt, a, b),
            ROp::Fle(a, b) => bin!(BinOp::FLe, a, b),
            ROp::Fgt(a, b) => bin!(BinOp::FGt, a, b),
            ROp::Fge(a, b) => bin!(BinOp::FGe, a, b),
            ROp::Neg(a) => Op::Unary(UnOp::Neg, self.operand(scope, a, arg(0), loc)),
            ROp::Not(a) => Op::Unary(UnOp::Not, self.operand(scope, a, arg(0), loc)),
            ROp::Itof(a) => Op::Unary(UnOp::IToF, self.operand(scope, a, arg(0), loc)),
            ROp::Ftoi(a) => Op::Unary(UnOp::FToI, self.operand(scope, a, arg(0), loc)),
            ROp::Fnarrow(a) => Op::Unary(UnOp::FNarrow, self.operand(scope, a, arg(0), loc)),
            ROp::Fwiden(a) => Op::Unary(UnOp::FWiden, self.operand(scope, a, arg(0), loc)),
            ROp::Fsqrt(a) => Op::Unary(UnOp::FSqrt, self.operand(scope, a, arg(0), loc)),
            ROp::Frem(a, b) => bin!(BinOp::FRem, a, b),
            ROp::WrapS(a, bits) => Op::Wrap { signed: true, bits: *bits, arg: self.operand(scope, a, arg(0), loc) },
            ROp::WrapU(a, bits) => Op::Wrap { signed: false, bits: *bits, arg: self.operand(scope, a, arg(0), loc) },
            ROp::Move(a) => Op::Move(self.operand(scope, a, arg(0), loc)),
            ROp::Addr(f) => match scope.names.get(f.as_str()) {
                Some(c) => Op::Addr(*c),
                None => {
                    self.err(arg(0), loc.clone(), format!("unknown function `{f}` in addr"));
                    Op::Move(Operand::Const(Value::Unit))
                }
            },
            ROp::Call(c, args) => {
                let c = self.operand(scope, c, arg(0), loc);
                Op::Call(c, self.operands(scope, args, arg(1), loc))
            }
            ROp::Alloc(a) => Op::Alloc(self.operand(scope, a, arg(0), loc)),
            ROp::Free(a) => Op::Free(self.operand(scope, a, arg(0), loc)),
            ROp::Load(a, bits) => Op::Load(self.operand(scope, a, arg(0), loc), *bits),
            ROp::Store(a, v, bits) => {
                let a = self.operand(scope, a, arg(0), loc);
                Op::Store(a, self.operand(scope, v, arg(1), loc), *bits)
            }
            ROp::Select(c, a, b) => {
                let c = self.operand(scope, c, arg(0), loc);
                let a = self.operand(scope, a, arg(1), loc);
                Op::Select(c, a, self.operand(scope, b, arg(2), loc))
            }
            ROp::TryLoad(a, bits) => Op::TryLoad(self.operand(scope, a, arg(0), loc), *bits),
            ROp::Forget(a, c, bits) => {
                let a = self.operand(scope, a, arg(0), loc);
                Op::Forget(a, self.operand(scope, c, arg(1), loc), *bits)
            }
            ROp::Exit(a) => Op::Exit(self.operand(scope, a, arg(0), loc)),
            ROp::Fail(c, n) => {
                let c = self.operand(scope, c, arg(0), loc);
                Op::Fail(c, self.operand(scope, n, arg(1), loc))
            }
        }
    }

    fn target(&mut self, scope: &Scope<'_>, t: &RTarget, node: Option<&Node>, loc: &Loc) -> Target {
        // `"b"` has no children; `("b", [args])` has the label and the argument list.
        let label_node = node.and_then(|n| n.item(0)).or(node);
        let block = match scope.blocks.get(t.block.as_str()) {
            Some(b) => *b,
            None => {
                self.err(
                    label_node,
                    loc.clone(),
                    format!("undefined block `{}` in function `{}`", t.block, scope.func),
                );
                BlockId(0)
            }
        };
        let args = self.operands(scope, &t.args, node.and_then(|n| n.item(1)), loc);
        Target { block, args }
    }

    fn term(&mut self, scope: &Scope<'_>, t: &RTerm, node: Option<&Node>, loc: &Loc) -> Terminator {
        let arg = |i: usize| node.and_then(|n| n.item(i));
        match t {
            // `Branch("b", [..])` unwraps the pair, so the node's children are the pair's.
            RTerm::Branch(tg) => Terminator::Branch(self.target(scope, tg, node, loc)),
            RTerm::Return(v) => Terminator::Return(self.operand(scope, v, arg(0), loc)),
            RTerm::Switch(on, cases, default) => {
                let on = self.operand(scope, on, arg(0), loc);
                let case_nodes = arg(1);
                let mut cs = Vec::new();
                for (i, (c, tg)) in cases.iter().enumerate() {
                    let cnode = case_nodes.and_then(|n| n.item(i));
                    let v = match self.operand(scope, c, cnode.and_then(|n| n.item(0)), loc) {
                        Operand::Const(v) => v,
                        Operand::Reg(_) => {
                            self.err(cnode, loc.clone(), "a switch case must be a constant, not a register".into());
                            Value::Unit
                        }
                    };
                    cs.push((v, self.target(scope, tg, cnode.and_then(|n| n.item(1)), loc)));
                }
                let default = self.target(scope, default, arg(2), loc);
                Terminator::Switch { on, cases: cs, default }
            }
        }
    }
}

/// Result types by fixed point: an instruction's result type follows from its
/// operation and, for moves, bitwise ops and indirect calls, its operands' types. A
/// register still `None` at the end depends on itself.
fn infer_types(
    blocks: &[Block],
    regs: &[(String, Option<Type>)],
    program: &Program,
    sigs: &[(Vec<Type>, Type)],
) -> Vec<Option<Type>> {
    let mut types: Vec<Option<Type>> = regs.iter().map(|(_, t)| t.clone()).collect();
    loop {
        let mut changed = false;
        for b in blocks {
            for inst in &b.insts {
                let Some(d) = inst.dst else { continue };
                if types[d.index()].is_some() {
                    continue;
                }
                if let Some(t) = result_type(&inst.op, &types, program, sigs) {
                    types[d.index()] = Some(t);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    types
}

fn result_type(op: &Op, types: &[Option<Type>], program: &Program, sigs: &[(Vec<Type>, Type)]) -> Option<Type> {
    let callee_ty = |c: &Callee| -> Type {
        match c {
            Callee::Func(f) => Type::func(sigs[f.index()].0.clone(), sigs[f.index()].1.clone()),
            Callee::Extern(e) => {
                let e = program.ext(*e);
                Type::func(e.params.clone(), e.ret.clone())
            }
        }
    };
    let of = |o: &Operand| -> Option<Type> {
        match o {
            Operand::Reg(r) => types[r.index()].clone(),
            Operand::Const(Value::Int(_)) => Some(Type::Int),
            Operand::Const(Value::Bool(_)) => Some(Type::Bool),
            Operand::Const(Value::Unit) => Some(Type::Unit),
            Operand::Const(Value::Ref(c)) => Some(callee_ty(c)),
        }
    };
    Some(match op {
        Op::Binary(BinOp::And | BinOp::Or | BinOp::Xor, a, _) | Op::Unary(UnOp::Not, a) => match of(a)? {
            Type::Bool => Type::Bool,
            _ => Type::Int,
        },
        Op::Binary(op, _, _) if op.is_comparison() => Type::Bool,
        Op::Binary(..)
        | Op::Unary(UnOp::Neg | UnOp::IToF | UnOp::FToI | UnOp::FNarrow | UnOp::FWiden | UnOp::FSqrt, _)
        | Op::Wrap { .. }
        | Op::Alloc(_)
        | Op::Load(..)
        | Op::TryLoad(..) => Type::Int,
        Op::Select(_, a, _) => of(a)?,
        Op::Move(a) => of(a)?,
        Op::Addr(c) => callee_ty(c),
        Op::Call(c, _) => match of(c)? {
            Type::Fn(ft) => ft.ret.clone(),
            // Not a function: the type checker reports it; give the result a type so
            // that checking can go on.
            _ => Type::Unit,
        },
        Op::Free(_) | Op::Store(..) | Op::Forget(..) | Op::Exit(_) | Op::Fail(..) => Type::Unit,
    })
}

// ---------------------------------------------------------------------------------
// Writer
// ---------------------------------------------------------------------------------

/// Prints a program as RON in the style a person would write it. Reading the result
/// back gives the same program (entry block first).
pub fn write_program(p: &Program) -> String {
    let mut s = String::from("Program(\n");
    if !p.externs.is_empty() {
        s.push_str("    externs: [\n");
        for e in &p.externs {
            let params: Vec<String> = e.params.iter().map(write_type).collect();
            let _ = writeln!(
                s,
                "        Extern(name: {:?}, params: [{}], ret: {}),",
                e.name,
                params.join(", "),
                write_type(&e.ret)
            );
        }
        s.push_str("    ],\n");
    }
    s.push_str("    functions: [\n");
    for f in &p.funcs {
        let _ = writeln!(
            s,
            "        Function(\n            name: {:?},\n            ret: {},\n            blocks: [",
            f.name,
            write_type(&f.ret)
        );
        let order = std::iter::once(f.entry()).chain(f.block_ids().filter(|b| *b != f.entry()));
        for b in order {
            write_block(&mut s, p, f, f.block(b));
        }
        s.push_str("            ],\n        ),\n");
    }
    s.push_str("    ],\n)\n");
    s
}

fn write_block(s: &mut String, p: &Program, f: &Function, b: &Block) {
    let _ = write!(s, "                Block(name: {:?}", b.name);
    if !b.params.is_empty() {
        let ps: Vec<String> =
            b.params.iter().map(|r| format!("({:?}, {})", f.reg_name(*r), write_type(f.reg_ty(*r)))).collect();
        let _ = write!(s, ", params: [{}]", ps.join(", "));
    }
    if !b.insts.is_empty() {
        s.push_str(", insts: [\n");
        for i in &b.insts {
            let dst = i.dst.map_or("_", |d| f.reg_name(d));
            let _ = writeln!(s, "                    ({:?}, {}),", dst, write_op(p, f, &i.op));
        }
        s.push_str("                ]");
    }
    let _ = writeln!(s, ", term: {}),", write_term(p, f, &b.term));
}

pub fn write_type(t: &Type) -> String {
    match t {
        Type::Int => "Int".into(),
        Type::Bool => "Bool".into(),
        Type::Unit => "Unit".into(),
        Type::Fn(ft) => {
            let ps: Vec<String> = ft.params.iter().map(write_type).collect();
            format!("Fn([{}], {})", ps.join(", "), write_type(&ft.ret))
        }
    }
}

pub fn write_value(p: &Program, v: &Value) -> String {
    match v {
        Value::Int(i) if i.to_i64().is_some() => i.to_string(),
        Value::Int(i) => format!("\"{i}\""),
        Value::Bool(b) => b.to_string(),
        Value::Unit => "()".into(),
        Value::Ref(c) => format!("\"@{}\"", p.callee_name(*c)),
    }
}

fn write_operand(p: &Program, f: &Function, o: &Operand) -> String {
    match o {
        Operand::Reg(r) => format!("{:?}", f.reg_name(*r)),
        Operand::Const(v) => write_value(p, v),
    }
}

fn write_operands(p: &Program, f: &Function, os: &[Operand]) -> String {
    os.iter().map(|o| write_operand(p, f, o)).collect::<Vec<_>>().join(", ")
}

fn variant(name: &str) -> String {
    let mut c = name.chars();
    c.next().map_or(String::new(), |h| h.to_uppercase().chain(c).collect())
}

fn write_op(p: &Program, f: &Function, op: &Op) -> String {
    let o = |x: &Operand| write_operand(p, f, x);
    match op {
        Op::Binary(b, x, y) => format!("{}({}, {})", variant(b.name()), o(x), o(y)),
        Op::Unary(u, x) => format!("{}({})", variant(u.name()), o(x)),
        Op::Wrap { signed, bits, arg } => format!("Wrap{}({}, {bits})", if *signed { "S" } else { "U" }, o(arg)),
        Op::Move(x) => format!("Move({})", o(x)),
        Op::Addr(c) => format!("Addr({:?})", p.callee_name(*c)),
        Op::Call(c, args) => format!("Call({}, [{}])", o(c), write_operands(p, f, args)),
        Op::Alloc(x) => format!("Alloc({})", o(x)),
        Op::Free(x) => format!("Free({})", o(x)),
        Op::Load(a, bits) => format!("Load({}, {bits})", o(a)),
        Op::Store(a, v, bits) => format!("Store({}, {}, {bits})", o(a), o(v)),
        Op::Select(c, a, b) => format!("Select({}, {}, {})", o(c), o(a), o(b)),
        Op::TryLoad(a, bits) => format!("TryLoad({}, {bits})", o(a)),
        Op::Forget(a, c, bits) => format!("Forget({}, {}, {bits})", o(a), o(c)),
        Op::Exit(x) => format!("Exit({})", o(x)),
        Op::Fail(c, n) => format!("Fail({}, {})", o(c), o(n)),
    }
}

fn write_target(p: &Program, f: &Function, t: &Target) -> String {
    let name = &f.block(t.block).name;
    if t.args.is_empty() {
        format!("{name:?}")
    } else {
        format!("({name:?}, [{}])", write_operands(p, f, &t.args))
    }
}

fn write_term(p: &Program, f: &Function, t: &Terminator) -> String {
    match t {
        Terminator::Branch(tg) => {
            let name = &f.block(tg.block).name;
            if tg.args.is_empty() {
                format!("Branch({name:?})")
            } else {
                format!("Branch({name:?}, [{}])", write_operands(p, f, &tg.args))
            }
        }
        Terminator::Return(v) => format!("Return({})", write_operand(p, f, v)),
        Terminator::Switch { on, cases, default } => {
            let cs: Vec<String> =
                cases.iter().map(|(v, t)| format!("({}, {})", write_value(p, v), write_target(p, f, t))).collect();
            format!("Switch({}, [{}], {})", write_operand(p, f, on), cs.join(", "), write_target(p, f, default))
        }
    }
}
