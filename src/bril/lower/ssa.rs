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

use super::blocks::{Graph, BB};
use super::check::{ins_def, ins_uses, Term};
use super::FnLower;
use crate::bril::BType;
use crate::ir::BlockId;
use std::collections::HashSet;

/// What the renaming walk needs besides the blocks and their graph.
pub(super) struct Ssa {
    /// Per node, the variables (and flags) that get a block parameter there.
    pub(super) params_of: Vec<Vec<usize>>,
    /// Per variable, whether some path uses it before assigning it.
    pub(super) undefined: Vec<bool>,
    /// The (node, variable) pairs whose uses check the variable's flag.
    pub(super) guards: HashSet<(usize, usize)>,
}

/// Per column (a variable, or a variable's flag), the nodes that use it before
/// assigning it and the nodes that assign it, each list in increasing node order.
/// Everything below is sparse, per column: its cost is the program's size plus the
/// variables' live ranges, never nodes × variables.
struct Occurrences {
    uses: Vec<Vec<usize>>,
    defs: Vec<Vec<usize>>,
}

/// A mark per node, valid for one column at a time (a column's number as its stamp).
struct Stamps(Vec<usize>);

impl Stamps {
    fn new(n: usize) -> Stamps {
        Stamps(vec![usize::MAX; n])
    }
    /// Marks `node` for `col`; false when it was already marked for `col`.
    fn mark(&mut self, node: usize, col: usize) -> bool {
        let fresh = self.0[node] != col;
        self.0[node] = col;
        fresh
    }
    fn is(&self, node: usize, col: usize) -> bool {
        self.0[node] == col
    }
}

impl FnLower<'_> {
    /// Liveness, the guards of possibly undefined variables, then the parameters. Adds
    /// the flags' names and types after the variables'.
    pub(super) fn ssa(&mut self, bbs: &[BB], graph: &Graph<'_>) -> Ssa {
        let nv = self.names.len();
        let mut occ = self.occurrences(bbs, 2 * nv);
        let mut live_in = liveness(graph, &occ, 0..nv);
        let undefined: Vec<bool> = live_in.iter().map(|nodes| nodes.first() == Some(&0)).collect();
        let mut guards = HashSet::new();
        if undefined.iter().any(|u| *u) {
            self.guard_undefined(graph, &undefined, &mut occ, &mut guards);
            live_in = liveness(graph, &occ, 0..nv);
        }
        live_in.extend(liveness(graph, &occ, nv..2 * nv));
        for v in 0..nv {
            let name = format!("{}.defined", self.names[v]);
            self.names.push(name);
            self.types.push(BType::Bool);
        }
        let df = frontiers(graph);
        let params_of = place_params(graph, &df, &occ, &live_in);
        Ssa { params_of, undefined, guards }
    }

    /// Per column, the nodes that use it before assigning it and the nodes that assign
    /// it (node 0 assigns the arguments); the flags' columns start empty.
    fn occurrences(&self, bbs: &[BB], cols: usize) -> Occurrences {
        let mut occ = Occurrences { uses: vec![Vec::new(); cols], defs: vec![Vec::new(); cols] };
        for p in 0..self.f.params.len() {
            occ.defs[p].push(0);
        }
        // A column's last node in a list is the current node when it is listed here.
        let listed = |list: &Vec<usize>, node| list.last() == Some(&node);
        for (k, b) in bbs.iter().enumerate() {
            let node = k + 1;
            for (ins, _) in &b.ins {
                for u in ins_uses(ins) {
                    if !listed(&occ.defs[u], node) && !listed(&occ.uses[u], node) {
                        occ.uses[u].push(node);
                    }
                }
                if let Some(d) = ins_def(ins) {
                    if !listed(&occ.defs[d], node) {
                        occ.defs[d].push(node);
                    }
                }
            }
            if let Some((Term::Br(c, _, _) | Term::Ret(Some(c)) | Term::Guard(c, _), _)) = &b.term {
                if !listed(&occ.defs[*c], node) && !listed(&occ.uses[*c], node) {
                    occ.uses[*c].push(node);
                }
            }
        }
        occ
    }

    /// For the variables used before any assignment on some path: the entry assigns
    /// them and their flags, every assignment assigns the flag, and a use that some
    /// path reaches with the variable unassigned (forward from the entry through the
    /// nodes that do not assign it) gets a guard and uses the flag.
    fn guard_undefined(
        &self,
        graph: &Graph<'_>,
        undefined: &[bool],
        occ: &mut Occurrences,
        guards: &mut HashSet<(usize, usize)>,
    ) {
        let nv = undefined.len();
        let n = graph.cfg.num_nodes();
        let (mut assigns, mut unassigned_in) = (Stamps::new(n), Stamps::new(n));
        for v in (0..nv).filter(|&v| undefined[v]) {
            for &d in &occ.defs[v] {
                assigns.mark(d, v);
            }
            // The nodes some path enters with `v` unassigned: the entry assigns no
            // undefined variable (an argument is assigned), so the walk starts there.
            let mut work = vec![0];
            unassigned_in.mark(0, v);
            while let Some(x) = work.pop() {
                if assigns.is(x, v) {
                    continue;
                }
                for s in &graph.cfg.succs[x] {
                    if graph.reach(s.index()) && unassigned_in.mark(s.index(), v) {
                        work.push(s.index());
                    }
                }
            }
            let mut flag_uses = Vec::new();
            for &node in &occ.uses[v] {
                if node != 0 && graph.reach(node) && unassigned_in.is(node, v) {
                    guards.insert((node, v));
                    flag_uses.push(node);
                }
            }
            occ.uses[nv + v] = flag_uses;
            let mut flag_defs = vec![0];
            flag_defs.extend(occ.defs[v].iter().copied().filter(|&d| d != 0));
            occ.defs[nv + v] = flag_defs;
            if occ.defs[v].first() != Some(&0) {
                occ.defs[v].insert(0, 0);
            }
        }
    }
}

/// Per column of `cols`, the reachable nodes it is live on entry to, in increasing
/// order: backward from its uses through the predecessors that do not assign it.
fn liveness(graph: &Graph<'_>, occ: &Occurrences, cols: std::ops::Range<usize>) -> Vec<Vec<usize>> {
    let n = graph.cfg.num_nodes();
    let (mut assigns, mut live) = (Stamps::new(n), Stamps::new(n));
    let mut out = Vec::with_capacity(cols.len());
    for c in cols {
        for &d in &occ.defs[c] {
            assigns.mark(d, c);
        }
        let mut nodes: Vec<usize> = occ.uses[c].iter().copied().filter(|&u| graph.reach(u)).collect();
        for &u in &nodes {
            live.mark(u, c);
        }
        let mut work = nodes.clone();
        while let Some(x) = work.pop() {
            for p in &graph.cfg.preds[x] {
                let p = p.index();
                if graph.reach(p) && !assigns.is(p, c) && live.mark(p, c) {
                    nodes.push(p);
                    work.push(p);
                }
            }
        }
        nodes.sort_unstable();
        out.push(nodes);
    }
    out
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
                // `b`'s walks all run now, so `b` is last in `df[x]` if there at all.
                if df[x].last() != Some(&b) {
                    df[x].push(b);
                }
                r = dom.idom(BlockId(x as u32)).map(|y| y.index());
            }
        }
    }
    df
}

/// Block parameters at the iterated dominance frontier of each column's definitions,
/// where the column is live (pruned SSA); `live_in` lists each column's live nodes.
fn place_params(graph: &Graph<'_>, df: &[Vec<usize>], occ: &Occurrences, live_in: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = df.len();
    let mut params_of: Vec<Vec<usize>> = vec![Vec::new(); n];
    let (mut seen, mut live) = (Stamps::new(n), Stamps::new(n));
    for (v, live_nodes) in live_in.iter().enumerate() {
        for &x in live_nodes {
            live.mark(x, v);
        }
        let mut work: Vec<usize> = occ.defs[v].iter().copied().filter(|&b| graph.reach(b)).collect();
        while let Some(x) = work.pop() {
            for &y in &df[x] {
                if seen.mark(y, v) {
                    if live.is(y, v) {
                        params_of[y].push(v);
                    }
                    work.push(y);
                }
            }
        }
    }
    params_of
}
