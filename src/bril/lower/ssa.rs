//! Where SSA construction puts block parameters: Cytron et al.'s iterated dominance
//! frontier (`shared/seeds/loops-dominators-ssa-notes.txt`), pruned by liveness, so a
//! block gets a parameter for a variable only when the variable is live on entry to
//! it.
//!
//! A variable live on entry to the function is used before any assignment on some
//! path, where `brili` fails with "undefined variable" if that path runs. The entry
//! gives it a placeholder and a flag "assigned" (false), every assignment sets the
//! flag, and each use that is not preceded by an assignment on every path checks it
//! first (a guard): a failing check is Waddle's division by zero, which `run.rs`
//! reports with `brili`'s words. The flags are variables too (column `nv + v` of
//! variable `v`), placed like the others.

use super::bits::Bits;
use super::blocks::{Graph, BB};
use super::check::{ins_def, ins_uses, Term};
use super::FnLower;
use crate::bril::BType;
use crate::ir::BlockId;

/// What the renaming walk needs besides the blocks and their graph.
pub(super) struct Ssa {
    /// Per node, the variables (and flags) that get a block parameter there.
    pub(super) params_of: Vec<Vec<usize>>,
    /// Per variable, whether some path uses it before assigning it.
    pub(super) undefined: Vec<bool>,
    /// Per node and variable: whether the node's uses of the variable check its flag.
    pub(super) guards: Bits,
}

impl FnLower<'_> {
    /// Liveness, the guards of possibly undefined variables, then the parameters. Adds
    /// the flags' names and types after the variables'.
    pub(super) fn ssa(&mut self, bbs: &[BB], graph: &Graph<'_>) -> Ssa {
        let n = bbs.len() + 1;
        let nv = self.names.len();
        let (mut uses, mut defs) = self.uses_defs(bbs);
        let mut live_in = liveness(graph, &uses, &defs, 2 * nv);
        let undefined: Vec<bool> = (0..nv).map(|v| live_in.get(0, v)).collect();
        let mut guards = Bits::new(n, nv);
        if undefined.iter().any(|u| *u) {
            self.guard_undefined(graph, &undefined, &mut uses, &mut defs, &mut guards);
            live_in = liveness(graph, &uses, &defs, 2 * nv);
        }
        for v in 0..nv {
            let name = format!("{}.defined", self.names[v]);
            self.names.push(name);
            self.types.push(BType::Bool);
        }
        let df = frontiers(graph);
        let params_of = place_params(graph, &df, &defs, &live_in, 2 * nv);
        Ssa { params_of, undefined, guards }
    }

    /// Per node, the variables it uses before assigning them and the variables it
    /// assigns (node 0 assigns the arguments).
    fn uses_defs(&self, bbs: &[BB]) -> (Bits, Bits) {
        let n = bbs.len() + 1;
        let nv = self.names.len();
        let (mut uses, mut defs) = (Bits::new(n, 2 * nv), Bits::new(n, 2 * nv));
        for p in 0..self.f.params.len() {
            defs.set(0, p);
        }
        for (k, b) in bbs.iter().enumerate() {
            let node = k + 1;
            for (ins, _) in &b.ins {
                for u in ins_uses(ins) {
                    if !defs.get(node, u) {
                        uses.set(node, u);
                    }
                }
                if let Some(d) = ins_def(ins) {
                    defs.set(node, d);
                }
            }
            if let Some((Term::Br(c, _, _) | Term::Ret(Some(c)) | Term::Guard(c, _), _)) = &b.term {
                if !defs.get(node, *c) {
                    uses.set(node, *c)
                }
            }
        }
        (uses, defs)
    }

    /// For the variables used before any assignment on some path: the entry assigns
    /// them and their flags, every assignment assigns the flag, and a use not preceded
    /// by an assignment on every path (a must-be-assigned analysis, forward,
    /// intersection over predecessors) gets a guard and uses the flag.
    fn guard_undefined(
        &self,
        graph: &Graph<'_>,
        undefined: &[bool],
        uses: &mut Bits,
        defs: &mut Bits,
        guards: &mut Bits,
    ) {
        let nv = undefined.len();
        let n = graph.cfg.num_nodes();
        let mut md_out = Bits::new(n, nv);
        for node in 1..n {
            for v in 0..nv {
                md_out.set(node, v);
            }
        }
        for p in 0..self.f.params.len() {
            md_out.set(0, p);
        }
        let mut md_in = Bits::new(n, nv);
        let mut changed = true;
        while changed {
            changed = false;
            for node in 1..n {
                if !graph.reach(node) {
                    continue;
                }
                for v in 0..nv {
                    let mut preds = graph.cfg.preds[node].iter().filter(|p| graph.reach(p.index()));
                    let all = preds.all(|p| md_out.get(p.index(), v));
                    md_in.put(node, v, all);
                    let out = all || defs.get(node, v);
                    if out != md_out.get(node, v) {
                        md_out.put(node, v, out);
                        changed = true;
                    }
                }
            }
        }
        for v in (0..nv).filter(|&v| undefined[v]) {
            defs.set(0, v);
            defs.set(0, nv + v);
            for node in 1..n {
                if defs.get(node, v) {
                    defs.set(node, nv + v);
                }
                if graph.reach(node) && uses.get(node, v) && !md_in.get(node, v) {
                    guards.set(node, v);
                    uses.set(node, nv + v);
                }
            }
        }
    }
}

/// Live-in sets (backward, union over successors) over `cols` columns.
fn liveness(graph: &Graph<'_>, uses: &Bits, defs: &Bits, cols: usize) -> Bits {
    let n = graph.cfg.num_nodes();
    let mut live_in = Bits::new(n, cols);
    let words = live_in.words;
    let mut changed = true;
    while changed {
        changed = false;
        for node in (0..n).rev() {
            if !graph.reach(node) {
                continue;
            }
            let mut out = vec![0u64; words];
            for s in &graph.cfg.succs[node] {
                for (o, x) in out.iter_mut().zip(live_in.row(s.index())) {
                    *o |= x;
                }
            }
            for (w, o) in out.iter().enumerate() {
                let v = uses.row(node)[w] | (o & !defs.row(node)[w]);
                let slot = &mut live_in.data[node * words + w];
                if *slot != v {
                    *slot = v;
                    changed = true;
                }
            }
        }
    }
    live_in
}

/// Dominance frontiers (Cooper–Harvey–Kennedy's walk up from each predecessor).
fn frontiers(graph: &Graph<'_>) -> Vec<Vec<usize>> {
    let n = graph.cfg.num_nodes();
    let dom = &graph.dom;
    let mut df: Vec<Vec<usize>> = vec![Vec::new(); n];
    for b in 0..n {
        let preds: Vec<usize> = graph.cfg.preds[b].iter().map(|p| p.index()).filter(|&p| graph.reach(p)).collect();
        if preds.len() < 2 || !graph.reach(b) {
            continue;
        }
        let idom = dom.idom(BlockId(b as u32)).map(|x| x.index());
        for p in preds {
            let mut r = Some(p);
            while let Some(x) = r {
                if Some(x) == idom {
                    break;
                }
                if !df[x].contains(&b) {
                    df[x].push(b);
                }
                r = dom.idom(BlockId(x as u32)).map(|y| y.index());
            }
        }
    }
    df
}

/// Block parameters at the iterated dominance frontier of each of the `cols`
/// variables' definitions, where the variable is live (pruned SSA).
fn place_params(graph: &Graph<'_>, df: &[Vec<usize>], defs: &Bits, live_in: &Bits, cols: usize) -> Vec<Vec<usize>> {
    let n = df.len();
    let mut params_of: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut seen = vec![usize::MAX; n];
    for v in 0..cols {
        let mut work: Vec<usize> = (0..n).filter(|&b| graph.reach(b) && defs.get(b, v)).collect();
        while let Some(x) = work.pop() {
            for &y in &df[x] {
                if seen[y] != v {
                    seen[y] = v;
                    if live_in.get(y, v) {
                        params_of[y].push(v);
                    }
                    work.push(y);
                }
            }
        }
    }
    params_of
}
