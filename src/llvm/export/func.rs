//! One kernel function as an LLVM function: a block per block (`%b-NAME`), its
//! parameters φ nodes with one entry per incoming edge, `branch` a `br`, `switch` a
//! `switch` (integers: the first case of each value, as the kernel takes the first
//! match) or a `br i1` (booleans), `return` a `ret`.
//!
//! LLVM's entry block has no predecessors, so a function whose entry block is a branch
//! target starts with a block `%start` that branches to it, passing the parameters
//! (`%NAME-in`). Two edges of one switch into the same block with parameters go
//! through a block of their own each (`%e-BLOCK-K`), since a φ node has one value per
//! predecessor block.

use super::exact;
use super::inst::Fx;
use super::pointers::Pointers;
use super::runtime::{function_name, label};
use super::{ident, indent, Module};
use crate::diag::{Item, Loc};
use crate::ir::{BlockId, FuncId, Target, Terminator, Type, Value};
use std::collections::HashMap;

/// The edges into each block: the label each comes from and the arguments it passes.
type Incoming = HashMap<BlockId, Vec<(String, Vec<String>)>>;

/// The LLVM function of `fid`.
pub fn function(m: &mut Module, fid: FuncId) -> String {
    let p = m.p;
    let f = p.func(fid);
    let (ptrs, refused) = Pointers::of(f);
    for (loc, message) in refused {
        m.error(loc, message);
    }
    let modular = exact::modular(f, m.w, &ptrs);
    let entry = f.entry();
    let looped = !f.preds()[entry.index()].is_empty();
    let name = function_name(m, fid);
    let mut fx = Fx::new(m, f, modular, ptrs);
    let mut incoming: Incoming = HashMap::new();
    let mut bodies: Vec<(BlockId, Vec<String>)> = Vec::new();
    let mut extra = String::new();
    for b in std::iter::once(entry).chain(f.block_ids().filter(|b| *b != entry)) {
        let block = f.block(b);
        fx.lines.clear();
        for (k, i) in block.insts.iter().enumerate() {
            fx.inst(&block.name, k, i);
        }
        fx.loc = Loc::item(&f.name, &block.name, Item::Term);
        extra.push_str(&terminator(&mut fx, b, &mut incoming));
        bodies.push((b, std::mem::take(&mut fx.lines)));
    }
    let params: Vec<String> = f
        .params()
        .iter()
        .map(|r| {
            let n = f.reg_name(*r);
            let local = if looped { ident('%', &format!("{n}-in")) } else { ident('%', n) };
            format!("{} {local}", fx.m.ty(f.reg_ty(*r)))
        })
        .collect();
    let mut out = format!("define {} {name}({}) {{\n", fx.m.ty(&f.ret), params.join(", "));
    if looped {
        let args = f.params().iter().map(|r| ident('%', &format!("{}-in", f.reg_name(*r)))).collect();
        incoming.entry(entry).or_default().push(("%start".into(), args));
        out.push_str(&format!("start:\n  br label {}\n", label(&f.block(entry).name)));
    }
    for (b, lines) in bodies {
        let block = f.block(b);
        out.push_str(&format!("{}:\n", &label(&block.name)[1..]));
        if b != entry || looped {
            let edges = incoming.get(&b).map(Vec::as_slice).unwrap_or_default();
            let mut k = 0;
            for q in &block.params {
                // One φ node per value: an address has four (`memory.rs`).
                let values: Vec<(String, String)> = match fx.ptrs.get(*q) {
                    Some(p) => {
                        let (parts, ity) = (fx.parts(p), fx.m.ity());
                        vec![("ptr".into(), parts.d), ("ptr".into(), parts.s), (ity.clone(), parts.n), (ity, parts.o)]
                    }
                    None => vec![(fx.m.ty(f.reg_ty(*q)), fx.reg(*q))],
                };
                for (ty, q) in values {
                    if edges.is_empty() {
                        out.push_str(&format!("  {q} = freeze {ty} poison\n"));
                    } else {
                        let ins: Vec<String> = edges
                            .iter()
                            .map(|(from, args)| format!("[ {}, {from} ]", args.get(k).map_or("poison", String::as_str)))
                            .collect();
                        out.push_str(&format!("  {q} = phi {ty} {}\n", ins.join(", ")));
                    }
                    k += 1;
                }
            }
        }
        out.push_str(&indent(&lines));
    }
    out.push_str(&extra);
    out.push_str("}\n");
    out
}

/// Writes the terminator of `b` and records its edges; returns the blocks of the
/// edges that need one.
fn terminator(fx: &mut Fx, b: BlockId, incoming: &mut Incoming) -> String {
    let f = fx.f;
    let block = f.block(b);
    let targets: Vec<&Target> = match &block.term {
        Terminator::Return(v) => {
            let (ty, v) = (fx.m.ty(&f.ret), fx.val(v, false));
            fx.lines.push(format!("ret {ty} {v}"));
            return String::new();
        }
        Terminator::Branch(t) => vec![t],
        Terminator::Switch { on, cases, default } => match fx.m.p.operand_type(f, on) {
            Type::Bool => {
                let pick = |want: bool| cases.iter().find(|(v, _)| *v == Value::Bool(want)).map_or(default, |c| &c.1);
                vec![pick(true), pick(false)]
            }
            Type::Unit => vec![cases.first().map_or(default, |c| &c.1)],
            Type::Int => {
                let mut seen = Vec::new();
                let mut chosen = Vec::new();
                for (v, t) in cases {
                    let Value::Int(i) = v else { continue };
                    if i.wrap(true, fx.m.w) == *i && !seen.contains(i) {
                        seen.push(i.clone());
                        chosen.push(t);
                    }
                }
                chosen.push(default);
                let labels = route(fx, b, &chosen, incoming);
                let (ity, x) = (fx.m.ity(), fx.val(on, false));
                let arms: Vec<String> =
                    seen.iter().zip(&labels.0).map(|(v, l)| format!("{ity} {v}, label {l}")).collect();
                let default = labels.0.last().cloned().unwrap_or_default();
                fx.lines.push(format!("switch {ity} {x}, label {default} [ {} ]", arms.join(" ")));
                return labels.1;
            }
            Type::Fn(_) => {
                let loc = fx.loc.clone();
                fx.m.error(loc, "a switch on a function reference is not exported");
                return String::new();
            }
        },
    };
    let (labels, extra) = route(fx, b, &targets, incoming);
    if let [t, e] = labels.as_slice() {
        let Terminator::Switch { on, .. } = &block.term else { return extra };
        let c = fx.val(on, false);
        fx.lines.push(format!("br i1 {c}, label {t}, label {e}"));
    } else {
        fx.lines.push(format!("br label {}", labels[0]));
    }
    extra
}

/// The labels the edges of `b` to `targets` jump to, and the blocks of the edges that
/// need one; records each edge's arguments in `incoming`.
fn route(fx: &mut Fx, b: BlockId, targets: &[&Target], incoming: &mut Incoming) -> (Vec<String>, String) {
    let f = fx.f;
    let here = label(&f.block(b).name);
    let mut labels = Vec::new();
    let mut extra = String::new();
    for (k, t) in targets.iter().enumerate() {
        let params = &f.block(t.block).params;
        let mut args: Vec<String> = Vec::new();
        for (a, q) in t.args.iter().zip(params) {
            if fx.ptrs.get(*q).is_none() {
                let v = fx.val(a, fx.modular[q.index()]);
                args.push(v);
            } else if let Some(p) = fx.ptrs.operand(a) {
                let parts = fx.parts(p);
                args.extend([parts.d, parts.s, parts.n, parts.o]);
            } else {
                // Refused already (`Pointers::of`): an integer for an address.
                args.extend(["poison".to_string(), "poison".into(), "poison".into(), "poison".into()]);
            }
        }
        let target = label(&f.block(t.block).name);
        let shared = targets.iter().filter(|u| u.block == t.block).count() > 1;
        let from = if shared && !params.is_empty() {
            let own = ident('%', &format!("e-{}-{k}", f.block(b).name));
            extra.push_str(&format!("{}:\n  br label {target}\n", &own[1..]));
            labels.push(own.clone());
            own
        } else {
            labels.push(target);
            here.clone()
        };
        incoming.entry(t.block).or_default().push((from, args));
    }
    (labels, extra)
}
