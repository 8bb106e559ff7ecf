//! The call graph of a program, as the optimizer needs it: which functions are on a
//! cycle (never inlined) and an order with callees before callers.

use crate::ir::{Callee, FuncId, Function, Op, Operand, Value};
use std::collections::{HashMap, HashSet};

/// The functions each function refers to (`ref g` operands and `addr(g)`).
fn references(f: &Function) -> Vec<FuncId> {
    let mut out = Vec::new();
    for (_, b) in f.blocks() {
        let mut note = |o: &Operand| {
            if let Operand::Const(Value::Ref(Callee::Func(g))) = o {
                out.push(*g);
            }
        };
        b.for_each_operand(&mut note);
        for i in &b.insts {
            if let Op::Addr(Callee::Func(g)) = &i.op {
                out.push(*g);
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Functions on a cycle of the reference graph (recursive, directly or not), and an
/// order with callees before callers where there is no cycle.
pub fn call_graph<'a>(funcs: impl Iterator<Item = (FuncId, &'a Function)>) -> (HashSet<FuncId>, Vec<FuncId>) {
    let mut ids: Vec<FuncId> = Vec::new();
    let mut refs: HashMap<FuncId, Vec<FuncId>> = HashMap::new();
    for (id, f) in funcs {
        ids.push(id);
        refs.insert(id, references(f));
    }
    ids.sort();
    let mut cyclic = HashSet::new();
    for &f in &ids {
        let mut seen = HashSet::new();
        let mut stack = refs[&f].clone();
        while let Some(g) = stack.pop() {
            if g == f {
                cyclic.insert(f);
                break;
            }
            if seen.insert(g) {
                stack.extend(refs.get(&g).into_iter().flatten().copied());
            }
        }
    }
    let mut order = Vec::new();
    let mut done = HashSet::new();
    fn visit(f: FuncId, refs: &HashMap<FuncId, Vec<FuncId>>, done: &mut HashSet<FuncId>, order: &mut Vec<FuncId>) {
        if !refs.contains_key(&f) || !done.insert(f) {
            return;
        }
        for &g in &refs[&f] {
            visit(g, refs, done, order);
        }
        order.push(f);
    }
    for &f in &ids {
        visit(f, &refs, &mut done, &mut order);
    }
    (cyclic, order)
}
