//! Which registers of a function hold addresses, and the cells each allocation is
//! exported as.
//!
//! ν chooses an allocation's address, so the export keeps an address only where its
//! value cannot be observed: a register is a *pointer* when it is an `alloc`'s result,
//! `add(p, k)`, `add(k, p)` or `sub(p, k)` of a pointer `p` and an integer `k`, a
//! `move` of a pointer, or a block parameter that some edge passes a pointer. A
//! pointer may be used only as the address of `load`, `store`, `tryload`, `forget` and
//! `free`, as `p` in the forms above, and as an argument of a pointer parameter; every
//! other use (a comparison, a print, a call, a return, a stored value, …) would observe
//! ν's choice and is refused at its place, as is a memory operation whose address is
//! not a pointer, or a parameter that receives a pointer on one edge and an integer on
//! another.
//!
//! A pointer is exported as four values (`memory.rs`): its allocation's cells (`.d`),
//! their state bytes (`.s`), its size in bits (`.n`), all three those of its *root*
//! (the `alloc`, or a block parameter, where the values meet), and its offset in bits
//! (`.o`, held by the last `add` or parameter on the way, 0 at an `alloc`). Roots that
//! a parameter joins form a *class*; every access to a class has one width N (≤ 128
//! bits, refused otherwise), its *cell*: the allocation is an array of N-bit cells,
//! each in the smallest of `i8` … `i128` that holds N bits.

use crate::diag::{Item, Loc};
use crate::ir::{BinOp, Function, Op, Operand, Reg, Terminator};

/// A pointer: the register holding its allocation's values, and the one holding its
/// offset (`None`: offset 0, at the `alloc` itself).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ptr {
    pub root: Reg,
    pub off: Option<Reg>,
}

/// The pointers of a function and the cell width of each allocation.
#[derive(Clone, Debug, Default)]
pub struct Pointers {
    ptr: Vec<Option<Ptr>>,
    /// Each root's class representative (union-find parent).
    class: Vec<usize>,
    /// Each class representative's cell width, when some access fixes it.
    width: Vec<Option<u32>>,
}

/// The widest cell exported.
pub const MAX_CELL: u32 = 128;

impl Pointers {
    /// The pointers of `f`; the refusals located in `f`.
    pub fn of(f: &Function) -> (Pointers, Vec<(Loc, String)>) {
        let n = f.num_regs();
        let mut is = vec![false; n];
        let is_ptr = |is: &[bool], o: &Operand| matches!(o, Operand::Reg(r) if is[r.index()]);
        loop {
            let mut changed = false;
            for (_, b) in f.blocks() {
                for i in &b.insts {
                    let Some(d) = i.dst else { continue };
                    let p = match &i.op {
                        Op::Alloc(_) => true,
                        Op::Binary(BinOp::Add, a, b) => is_ptr(&is, a) || is_ptr(&is, b),
                        Op::Binary(BinOp::Sub, a, _) | Op::Move(a) => is_ptr(&is, a),
                        _ => false,
                    };
                    if p && !is[d.index()] {
                        is[d.index()] = true;
                        changed = true;
                    }
                }
                for t in b.term.targets_iter() {
                    for (a, q) in t.args.iter().zip(&f.block(t.block).params) {
                        if is_ptr(&is, a) && !is[q.index()] {
                            is[q.index()] = true;
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
        let mut ps = Pointers { ptr: vec![None; n], class: (0..n).collect(), width: vec![None; n] };
        ps.resolve(f, &is);
        let errors = ps.uses(f);
        (ps, errors)
    }

    /// Fills `ptr` for every pointer register: roots at `alloc`s and parameters.
    fn resolve(&mut self, f: &Function, is: &[bool]) {
        let mut def: Vec<Option<&Op>> = vec![None; self.ptr.len()];
        for (_, b) in f.blocks() {
            for i in &b.insts {
                if let Some(d) = i.dst {
                    def[d.index()] = Some(&i.op);
                }
            }
        }
        fn get(r: Reg, def: &[Option<&Op>], is: &[bool], out: &mut [Option<Ptr>]) -> Option<Ptr> {
            if !is[r.index()] {
                return None;
            }
            if let Some(p) = out[r.index()] {
                return Some(p);
            }
            // Provisional, so that a cycle of definitions (in unreachable code) ends.
            out[r.index()] = Some(Ptr { root: r, off: Some(r) });
            let here = |out: &mut [Option<Ptr>], from: Reg| {
                get(from, def, is, out).map(|p| Ptr { root: p.root, off: Some(r) })
            };
            let reg = |o: &Operand| match o {
                Operand::Reg(x) if is[x.index()] => Some(*x),
                _ => None,
            };
            let p = match def[r.index()] {
                None => Some(Ptr { root: r, off: Some(r) }),
                Some(Op::Alloc(_)) => Some(Ptr { root: r, off: None }),
                Some(Op::Move(a)) => reg(a).and_then(|a| get(a, def, is, out)),
                Some(Op::Binary(BinOp::Add, a, b)) => reg(a).or(reg(b)).and_then(|a| here(out, a)),
                Some(Op::Binary(BinOp::Sub, a, _)) => reg(a).and_then(|a| here(out, a)),
                Some(_) => None,
            };
            out[r.index()] = p;
            p
        }
        for k in 0..self.ptr.len() {
            get(Reg(k as u32), &def, is, &mut self.ptr);
        }
    }

    /// The pointer register `r` is, if it is one.
    pub fn get(&self, r: Reg) -> Option<Ptr> {
        self.ptr.get(r.index()).copied().flatten()
    }

    /// The pointer an operand is, if it is one.
    pub fn operand(&self, o: &Operand) -> Option<Ptr> {
        match o {
            Operand::Reg(r) => self.get(*r),
            Operand::Const(_) => None,
        }
    }

    fn find(&mut self, k: usize) -> usize {
        let mut k = k;
        while self.class[k] != k {
            self.class[k] = self.class[self.class[k]];
            k = self.class[k];
        }
        k
    }

    /// The cell width of the allocation a pointer addresses (8 when nothing reads or
    /// writes it).
    pub fn cell(&self, p: Ptr) -> u32 {
        let mut k = p.root.index();
        while self.class[k] != k {
            k = self.class[k];
        }
        self.width[k].unwrap_or(8)
    }

    /// Joins the classes, fixes the widths and checks every use of a pointer.
    fn uses(&mut self, f: &Function) -> Vec<(Loc, String)> {
        let mut errors = Vec::new();
        let name = |r: Reg| f.reg_name(r).to_string();
        for (_, b) in f.blocks() {
            for t in b.term.targets_iter() {
                for (a, q) in t.args.iter().zip(&f.block(t.block).params) {
                    let (Some(pq), Some(pa)) = (self.get(*q), self.operand(a)) else { continue };
                    let (x, y) = (self.find(pq.root.index()), self.find(pa.root.index()));
                    self.class[x] = y;
                }
            }
        }
        for (bid, b) in f.blocks() {
            for (k, i) in b.insts.iter().enumerate() {
                let at = Loc::item(&f.name, &b.name, Item::Inst(k));
                let observed = |errors: &mut Vec<(Loc, String)>, o: &Operand, what: &str| {
                    if let Operand::Reg(r) = o {
                        errors.push((
                            at.clone(),
                            format!("the address `{}` is {what}: ν chooses it, and the export keeps an address only where no use can observe its value", name(*r)),
                        ));
                    }
                };
                let (addr, width, rest): (Option<&Operand>, Option<u32>, Vec<&Operand>) = match &i.op {
                    Op::Load(a, w) | Op::TryLoad(a, w) => (Some(a), Some(*w), vec![]),
                    Op::Store(a, v, w) => (Some(a), Some(*w), vec![v]),
                    Op::Forget(a, c, w) => (Some(a), Some(*w), vec![c]),
                    Op::Free(a) => (Some(a), None, vec![]),
                    Op::Move(_) => (None, None, vec![]),
                    Op::Binary(BinOp::Add, a, c) if self.operand(a).is_some() || self.operand(c).is_some() => {
                        if self.operand(a).is_some() && self.operand(c).is_some() {
                            observed(&mut errors, c, "added to another address");
                        }
                        (None, None, vec![])
                    }
                    Op::Binary(BinOp::Sub, a, c) if self.operand(a).is_some() => (None, None, vec![c]),
                    other => (None, None, other.operands()),
                };
                for o in rest {
                    if self.operand(o).is_some() {
                        observed(&mut errors, o, &format!("an operand of `{}`", op_name(&i.op)));
                    }
                }
                let Some(a) = addr else { continue };
                let Some(p) = self.operand(a) else {
                    errors.push((at.clone(), format!("the address of this `{}` does not come from an `alloc` of `{}` by `add` and `sub`: not exported", op_name(&i.op), f.name)));
                    continue;
                };
                let Some(w) = width else { continue };
                let c = self.find(p.root.index());
                if w > MAX_CELL || w == 0 {
                    errors.push((
                        at.clone(),
                        format!("an access of {w} bits: the export's cells hold 1 to {MAX_CELL} bits"),
                    ));
                }
                match self.width[c] {
                    Some(u) if u != w => errors.push((
                        at.clone(),
                        format!("an access of {w} bits to memory accessed in cells of {u} bits elsewhere: the export keeps one cell width per allocation"),
                    )),
                    _ => self.width[c] = Some(w),
                }
            }
            let at = Loc::item(&f.name, &b.name, Item::Term);
            let mut term = |o: &Operand, what: &str| {
                if let Some(Operand::Reg(r)) = self.operand(o).map(|_| o) {
                    errors.push((at.clone(), format!("the address `{}` is {what}: ν chooses it, and the export keeps an address only where no use can observe its value", name(*r))));
                }
            };
            match &b.term {
                Terminator::Return(v) => term(v, "returned"),
                Terminator::Switch { on, .. } => term(on, "switched on"),
                Terminator::Branch(_) => {}
            }
            for t in b.term.targets_iter() {
                for (a, q) in t.args.iter().zip(&f.block(t.block).params) {
                    let mixed = self.get(*q).is_some() && self.operand(a).is_none();
                    let entry = t.block == f.entry() && self.operand(a).is_some();
                    if mixed || entry {
                        errors.push((at.clone(), format!("the parameter `{}` receives an address on one edge and an integer on another: not exported", name(*q))));
                    }
                }
            }
            let _ = bid;
        }
        errors
    }
}

/// An operation's name, for messages.
fn op_name(op: &Op) -> &'static str {
    match op {
        Op::Unary(u, _) => u.name(),
        Op::Binary(b, ..) => b.name(),
        Op::Wrap { signed: true, .. } => "wraps",
        Op::Wrap { .. } => "wrapu",
        Op::Move(_) => "move",
        Op::Addr(_) => "addr",
        Op::Call(..) => "call",
        Op::Alloc(_) => "alloc",
        Op::Free(_) => "free",
        Op::Load(..) => "load",
        Op::Store(..) => "store",
        Op::Select(..) => "select",
        Op::TryLoad(..) => "tryload",
        Op::Forget(..) => "forget",
        Op::Exit(_) => "exit",
        Op::Fail(..) => "fail",
    }
}
