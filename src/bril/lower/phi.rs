//! The older SSA form's `phi` (`x: T = phi a .l1 b .l2`), lowered by a rewriting of
//! the Bril function before `shadow.rs` (`semantics/bril.md`, "phi").
//!
//! `brili` (until `phi` was dropped from it) ran a `phi` by the *last label*, the
//! label executed before the current block's: the argument of that label is copied,
//! or, when no label matches or that argument is unassigned, the destination becomes
//! unassigned (a later use fails with "undefined variable"); with no last label
//! (the function's first block) it fails with "phi node executed with no last
//! label". The `phi`s of a block run one after the other, each reading the
//! variables as the previous ones left them.
//!
//! Every control-flow edge into a block with `phi`s gets a block of its own (a fresh
//! label, `<jmp>` back to the block) that copies, for each `phi` j in order, the
//! argument of the edge's label into a temporary `t_j` (reading `t_i` for the
//! destination of an earlier `phi` i); the `phi` itself becomes `x_j = id t_j`. The
//! last label is the edge's source block's, known statically. A destination that an
//! edge can leave unassigned gets a flag `x.unset`, and every use of it but by a
//! `phi` checks it with `brili`'s "undefined variable x". An argument assigned on
//! some paths only is rejected where it would be read unassigned (`emit.rs`).
//!
//! A function is rewritten by `Rewrite`, one method per step, in this order:
//! 1. `scan`: the names taken and the variables assigned; a `phi` that is malformed or
//!    in a function that speculates is an error;
//! 2. `collect_phis`: each block's leading `phi`s, each with a fresh temporary; a `phi`
//!    after other instructions is an error (with any error, nothing is rewritten);
//! 3. `find_unset`: the destinations and temporaries some edge may leave unassigned,
//!    a fixed point over the edges into blocks with `phi`s;
//! 4. `name_flags`: a flag `x.unset` for each of them, in name order;
//! 5. `build_edge_blocks`: the block of each edge into a block with `phi`s (the entry
//!    block's copies, for the function's first block, run before everything);
//! 6. `rewrite_items`: the function's items with jumps retargeted to the edge blocks,
//!    each `phi` made a copy of its temporary, and the flags set and checked; then the
//!    edge blocks.

use super::ops::{CONST, COPY, FAIL_IF, JMP, PHI_COPY, RET, UNDEF};
use crate::bril::{error, BType, Function, Instr, Item, Lit, Program};
use crate::diag::Diagnostic;
use std::collections::{HashMap, HashSet};

/// The program with every function's `phi`s rewritten (functions without any are
/// copied as they are).
pub(super) fn rewrite(p: &Program) -> Result<Program, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let mut out = p.clone();
    for f in &mut out.functions {
        if f.items.iter().any(|it| matches!(it, Item::Instr(i) if i.op == "phi")) {
            rewrite_function(f, &mut errors);
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

fn instr(
    op: &str,
    dest: Option<String>,
    ty: Option<BType>,
    args: Vec<String>,
    labels: Vec<String>,
    at: &Instr,
) -> Item {
    Item::Instr(Instr { op: op.into(), dest, ty, args, funcs: vec![], labels, value: None, span: at.span.clone() })
}

fn constant(dest: String, b: bool, at: &Instr) -> Item {
    Item::Instr(Instr {
        op: CONST.into(),
        dest: Some(dest),
        ty: Some(BType::Bool),
        args: vec![],
        funcs: vec![],
        labels: vec![],
        value: Some(Lit::Bool(b)),
        span: at.span.clone(),
    })
}

/// A Bril block: its label and its items' range.
struct Block {
    label: Option<String>,
    start: usize,
    end: usize,
}

fn blocks(f: &Function) -> Vec<Block> {
    let mut out = vec![Block { label: None, start: 0, end: 0 }];
    for (k, it) in f.items.iter().enumerate() {
        let cur = out.last_mut().expect("a current block");
        match it {
            Item::Label { name, .. } => {
                if cur.label.is_none() && cur.start == k && k == 0 {
                    cur.label = Some(name.clone());
                    cur.start = k + 1;
                    cur.end = k + 1;
                } else {
                    out.push(Block { label: Some(name.clone()), start: k + 1, end: k + 1 });
                }
            }
            Item::Instr(i) => {
                cur.end = k + 1;
                if matches!(i.op.as_str(), "jmp" | "br" | "ret") {
                    out.push(Block { label: None, start: k + 1, end: k + 1 });
                }
            }
        }
    }
    out
}

struct Phi<'a> {
    instr: &'a Instr,
    temp: String,
}

/// The rewriting of one function's `phi`s: the tables its steps (the module header's
/// list) build and share.
struct Rewrite<'a> {
    f: &'a Function,
    /// Variable names in use (parameters, arguments, destinations, and the names made
    /// here), so that fresh names collide with none.
    taken: HashSet<String>,
    /// Labels in use, likewise.
    labels_taken: HashSet<String>,
    /// Variables that some instruction assigns, or parameters.
    assigned: HashSet<String>,
    bbs: Vec<Block>,
    /// Each block's phis, which must come first in it.
    phis: HashMap<usize, Vec<Phi<'a>>>,
    /// The block of each label.
    at: HashMap<String, usize>,
    /// Destinations and temporaries some edge may leave unassigned (a closure).
    unset: HashSet<String>,
    /// The flag of each variable in `unset`.
    flags: HashMap<String, String>,
    /// The edge block of each edge `(from, to)` into a block with phis.
    retarget: HashMap<(usize, usize), String>,
    /// The edge blocks, appended after the function's items.
    tail: Vec<Item>,
    /// The copies of the entry edge into the first block, when it has phis.
    entry: Vec<Item>,
}

/// Rewrites `f`'s phis (the module header's steps in order); nothing is changed
/// when an error is reported.
fn rewrite_function(f: &mut Function, errors: &mut Vec<Diagnostic>) {
    let Some(mut rw) = Rewrite::new(f, errors) else { return };
    rw.find_unset();
    rw.name_flags();
    rw.build_edge_blocks();
    let items = rw.rewrite_items();
    f.items = items;
}

impl<'a> Rewrite<'a> {
    /// Steps 1 and 2 (`scan`, `collect_phis`); `None` when either reported an error.
    fn new(f: &'a Function, errors: &mut Vec<Diagnostic>) -> Option<Rewrite<'a>> {
        let before = errors.len();
        let mut rw = Rewrite {
            f,
            taken: HashSet::new(),
            labels_taken: HashSet::new(),
            assigned: HashSet::new(),
            bbs: blocks(f),
            phis: HashMap::new(),
            at: HashMap::new(),
            unset: HashSet::new(),
            flags: HashMap::new(),
            retarget: HashMap::new(),
            tail: Vec::new(),
            entry: Vec::new(),
        };
        rw.scan(errors);
        rw.collect_phis(errors);
        if errors.len() > before {
            return None;
        }
        rw.at = rw.bbs.iter().enumerate().filter_map(|(k, b)| b.label.clone().map(|l| (l, k))).collect();
        Some(rw)
    }

    /// Step 1: the names taken and the variables assigned; a `phi` in a function
    /// that speculates, or without as many labels as arguments and a typed
    /// destination, is an error.
    fn scan(&mut self, errors: &mut Vec<Diagnostic>) {
        self.taken = self.f.params.iter().map(|p| p.name.clone()).collect();
        self.assigned = self.taken.clone();
        for it in &self.f.items {
            match it {
                Item::Instr(i) => {
                    self.taken.extend(i.args.iter().cloned());
                    if let Some(d) = &i.dest {
                        self.taken.insert(d.clone());
                        self.assigned.insert(d.clone());
                    }
                    if matches!(i.op.as_str(), "speculate" | "guard" | "commit") {
                        errors.push(error(i.span.clone(), "`phi` in a function that speculates is not imported"));
                    }
                    if i.op == "phi" && (i.args.len() != i.labels.len() || i.dest.is_none() || i.ty.is_none()) {
                        errors.push(error(
                            i.span.clone(),
                            format!("`phi` takes as many labels as arguments and a typed destination; got {} argument(s) and {} label(s)", i.args.len(), i.labels.len()),
                        ));
                    }
                }
                Item::Label { name, .. } => {
                    self.labels_taken.insert(name.clone());
                }
            }
        }
    }

    /// Step 2: each block's phis, each with a fresh temporary `x.phi`; a phi after
    /// other instructions of its block is an error.
    fn collect_phis(&mut self, errors: &mut Vec<Diagnostic>) {
        let items: &'a [Item] = &self.f.items;
        for (b, bb) in self.bbs.iter().enumerate() {
            let mut leading = true;
            for it in &items[bb.start..bb.end] {
                let Item::Instr(i) = it else { continue };
                if i.op != "phi" {
                    leading = false;
                    continue;
                }
                if !leading {
                    errors.push(error(i.span.clone(), "a `phi` after other instructions of its block is not imported"));
                    continue;
                }
                let temp = fresh(format!("{}.phi", i.dest.clone().unwrap_or_default()), &mut self.taken);
                self.phis.entry(b).or_default().push(Phi { instr: i, temp });
            }
        }
    }

    /// The blocks that flow into block `b`: by a jump or a branch to its label, or by
    /// falling through.
    fn preds(&self, b: usize) -> Vec<usize> {
        let (bbs, items) = (&self.bbs, &self.f.items);
        (0..bbs.len())
            .filter(|&p| {
                let last = items[bbs[p].start..bbs[p].end].iter().rev().find_map(|it| match it {
                    Item::Instr(i) => Some(i),
                    _ => None,
                });
                match last {
                    Some(i) if matches!(i.op.as_str(), "jmp" | "br") => {
                        i.labels.iter().any(|l| self.at.get(l.as_str()) == Some(&b))
                    }
                    Some(i) if i.op == "ret" => false,
                    _ => p + 1 == b,
                }
            })
            .collect()
    }

    /// Step 3: the destinations and temporaries some edge may leave unassigned, to a
    /// fixed point. A phi's temporary is unset on an edge whose label it does not
    /// name, or whose argument is unassigned or unset (an earlier phi's destination
    /// read as that phi's temporary); its destination is unset when its temporary is.
    fn find_unset(&mut self) {
        let mut changed = true;
        while changed {
            changed = false;
            for (&b, ps) in &self.phis {
                for p in self.preds(b) {
                    let from = &self.bbs[p].label;
                    let mut dests: HashMap<&str, &str> = HashMap::new();
                    for phi in ps {
                        let src = edge_arg(phi, from);
                        let is_unset = match &src {
                            None => from.is_some(),
                            Some(a) => match dests.get(a.as_str()) {
                                Some(t) => self.unset.contains(*t),
                                None => !self.assigned.contains(a) || self.unset.contains(a),
                            },
                        };
                        if is_unset && self.unset.insert(phi.temp.clone()) {
                            changed = true;
                        }
                        if self.unset.contains(&phi.temp)
                            && self.unset.insert(phi.instr.dest.clone().unwrap_or_default())
                        {
                            changed = true;
                        }
                        dests.insert(phi.instr.dest.as_deref().unwrap_or_default(), &phi.temp);
                    }
                }
            }
        }
    }

    /// Step 4: a fresh flag `x.unset` for each variable of `unset`, in name order.
    fn name_flags(&mut self) {
        let mut sorted: Vec<&String> = self.unset.iter().collect();
        sorted.sort();
        for v in sorted {
            self.flags.insert(v.clone(), fresh(format!("{v}.unset"), &mut self.taken));
        }
    }

    /// Step 5: the block of each edge into a block with phis, by block then by
    /// predecessor: the copies of the edge's arguments into the temporaries, then a
    /// jump to the block. The entry edge of the function's first block (no last
    /// label: `brili`'s error) is kept in `entry`, the others appended to `tail` under
    /// a fresh label `b.from.p` noted in `retarget`.
    fn build_edge_blocks(&mut self) {
        let mut order: Vec<usize> = self.phis.keys().copied().collect();
        order.sort();
        for b in order {
            let target = self.bbs[b].label.clone().unwrap_or_default();
            let mut edges: Vec<Option<usize>> = self.preds(b).into_iter().map(Some).collect();
            if b == 0 {
                edges.push(None);
            }
            for p in edges {
                let from = p.and_then(|p| self.bbs[p].label.clone());
                let body = self.edge_copies(b, &from);
                let at_instr = self.phis[&b][0].instr;
                match p {
                    None => self.entry = body,
                    Some(p) => {
                        let name = fresh(
                            format!("{target}.from.{}", from.as_deref().unwrap_or("entry")),
                            &mut self.labels_taken,
                        );
                        self.tail.push(Item::Label { name: name.clone(), span: at_instr.span.clone() });
                        self.tail.extend(body);
                        self.tail.push(instr(JMP, None, None, vec![], vec![target.clone()], at_instr));
                        self.retarget.insert((p, b), name);
                    }
                }
            }
        }
    }

    /// The copies of an edge from the block labelled `from` (`None`: the entry edge)
    /// into block `b`, for each of `b`'s phis in order: the argument (an earlier phi's
    /// temporary, a variable, or a flagged placeholder when there is none) into the
    /// phi's temporary, with its flag.
    fn edge_copies(&mut self, b: usize, from: &Option<String>) -> Vec<Item> {
        let ps = &self.phis[&b];
        let mut body: Vec<Item> = Vec::new();
        let at_instr = ps[0].instr;
        if from.is_none() {
            let c = fresh("phi.fails".into(), &mut self.taken);
            body.push(constant(c.clone(), true, at_instr));
            let msg = format!("{FAIL_IF}phi node executed with no last label");
            body.push(instr(&msg, None, None, vec![c.clone(), c], vec![], at_instr));
        }
        let mut dests: HashMap<&str, &str> = HashMap::new();
        for phi in ps {
            let ty = phi.instr.ty.clone();
            // The argument: an earlier phi's temporary, a variable, or none.
            let src = edge_arg(phi, from).and_then(|a| match dests.get(a.as_str()) {
                Some(t) => Some(t.to_string()),
                None => self.assigned.contains(&a).then_some(a),
            });
            let flag = self.flags.get(&phi.temp);
            match src {
                Some(a) => {
                    body.push(instr(PHI_COPY, Some(phi.temp.clone()), ty, vec![a.clone()], vec![], phi.instr));
                    if let Some(flag) = flag {
                        let copy = match self.flags.get(&a) {
                            Some(src) => {
                                instr(COPY, Some(flag.clone()), Some(BType::Bool), vec![src.clone()], vec![], phi.instr)
                            }
                            None => constant(flag.clone(), false, phi.instr),
                        };
                        body.push(copy);
                    }
                }
                None => {
                    // Unassigned: a placeholder, flagged.
                    body.push(instr(UNDEF, Some(phi.temp.clone()), ty, vec![], vec![], phi.instr));
                    if let Some(flag) = flag {
                        body.push(constant(flag.clone(), true, phi.instr));
                    }
                }
            }
            dests.insert(phi.instr.dest.as_deref().unwrap_or_default(), &phi.temp);
        }
        body
    }

    /// Step 6: the function's items rewritten, block by block (`rewrite_block`), after
    /// the entry edge's copies and before the edge blocks.
    fn rewrite_items(mut self) -> Vec<Item> {
        let mut out: Vec<Item> = std::mem::take(&mut self.entry);
        for k in 0..self.bbs.len() {
            self.rewrite_block(k, &mut out);
        }
        out.extend(std::mem::take(&mut self.tail));
        out
    }

    /// Block `k` rewritten into `out`: its label; each instruction with its jumps
    /// retargeted to the edge blocks, preceded by the checks of its flagged arguments
    /// and followed by its destination's flag, each phi a copy of its temporary; a
    /// fall-through into a block with phis through its edge block.
    fn rewrite_block(&self, k: usize, out: &mut Vec<Item>) {
        let (bb, items, flags) = (&self.bbs[k], &self.f.items, &self.flags);
        if let Some(l) = &bb.label {
            let span = items[..bb.start].iter().rev().find_map(|it| match it {
                Item::Label { span, .. } => Some(span.clone()),
                _ => None,
            });
            out.push(Item::Label { name: l.clone(), span: span.unwrap_or_default() });
        }
        let mut last_jumps = false;
        let mut nphi = 0;
        for it in &items[bb.start..bb.end] {
            let Item::Instr(i) = it else { continue };
            let mut i = i.clone();
            last_jumps = matches!(i.op.as_str(), "jmp" | "br" | "ret");
            if matches!(i.op.as_str(), "jmp" | "br") {
                for l in &mut i.labels {
                    if let Some(&t) = self.at.get(l.as_str()) {
                        if let Some(e) = self.retarget.get(&(k, t)) {
                            *l = e.clone();
                        }
                    }
                }
            }
            let uses_checked = i.op != "phi";
            if uses_checked {
                for a in i.args.clone() {
                    if let Some(flag) = flags.get(&a) {
                        let msg = format!("{FAIL_IF}undefined variable {a}");
                        out.push(instr(&msg, None, None, vec![a.clone(), flag.clone()], vec![], &i));
                    }
                }
            }
            let dest = i.dest.clone();
            if i.op == "phi" {
                let temp = self.phis[&k][nphi].temp.clone();
                nphi += 1;
                let flag_src = flags.get(&temp).cloned();
                i.args = vec![temp];
                i.labels.clear();
                out.push(Item::Instr(i.clone()));
                if let Some(flag) = dest.as_ref().and_then(|d| flags.get(d)) {
                    match flag_src {
                        Some(src) => {
                            out.push(instr(COPY, Some(flag.clone()), Some(BType::Bool), vec![src], vec![], &i))
                        }
                        None => out.push(constant(flag.clone(), false, &i)),
                    }
                }
                continue;
            }
            out.push(Item::Instr(i.clone()));
            if let Some(flag) = dest.as_ref().and_then(|d| flags.get(d)) {
                out.push(constant(flag.clone(), false, &i));
            }
        }
        // A fall-through into a block with phis goes through its edge block.
        if !last_jumps {
            if let Some(e) = self.retarget.get(&(k, k + 1)) {
                let at_instr = self.phis[&(k + 1)][0].instr;
                out.push(instr(JMP, None, None, vec![], vec![e.clone()], at_instr));
            } else if k + 1 == self.bbs.len() && !self.tail.is_empty() && self.f.ret.is_none() {
                let at_instr = self.phis.values().next().expect("a phi")[0].instr;
                out.push(instr(RET, None, None, vec![], vec![], at_instr));
            }
        }
    }
}

/// `base` if it is not in `set`, else `base_2`, `base_3`, …: the first not in it, then
/// added to it.
fn fresh(base: String, set: &mut HashSet<String>) -> String {
    let mut name = base.clone();
    let mut k = 2;
    while !set.insert(name.clone()) {
        name = format!("{base}_{k}");
        k += 1;
    }
    name
}

/// The argument of `phi` for the edge from the block labelled `from`: none for the
/// entry edge or a label the phi does not name.
fn edge_arg(phi: &Phi<'_>, from: &Option<String>) -> Option<String> {
    let l = from.as_ref()?;
    let k = phi.instr.labels.iter().position(|x| x == l)?;
    Some(phi.instr.args[k].clone())
}
