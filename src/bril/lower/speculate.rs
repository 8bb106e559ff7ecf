//! Speculation (`speculate`, `commit`, `guard c .l`) as `brili` runs it, lowered into
//! the kernel by the shape of the graph SSA construction works on
//! (`semantics/bril.md`, "Speculation").
//!
//! `brili` keeps a stack of saved variable environments: `speculate` pushes a copy,
//! `commit` empties the stack (all levels at once: it sets the parent to null), a
//! `guard` whose condition is false restores the top environment, pops it and jumps
//! to its label. Memory, printed lines, `set`'s shadow variables and the instruction
//! count are not rolled back. `call` and `ret` while speculating, a failing `guard` or
//! a `commit` while not, and falling off the end of a function while speculating are
//! errors.
//!
//! The import requires the stack of open `speculate`s to be the same on every path
//! to a point (else a located error: such a program is rejected, never approximated),
//! so it is known statically at each instruction, and each `guard` rolls back to one
//! known `speculate`, which dominates it. Then a failing guard is a jump to its label
//! with the variables' values at that `speculate`: in the graph SSA construction works
//! on, the guard's failure edge leaves from the `speculate` (whose block ends there),
//! not from the guard, so that renaming passes, on the guard's failure edge, the SSA
//! values current at the `speculate` (`emit.rs` keeps them). The errors that the stack
//! decides are failing checks with `brili`'s words.

use super::check::{Ins, Term};
use super::FnLower;
use std::collections::{HashMap, HashSet};

/// A basic block as this file reads it: its label, instructions and terminator.
pub(super) type View<'b> = (Option<&'b str>, &'b [(Ins, usize)], Option<&'b (Term, usize)>);

/// What the emission needs to know about speculation.
#[derive(Default)]
pub(super) struct Spec {
    /// Per node ending in a `guard` that can roll back: the node ending in its
    /// `speculate`.
    pub(super) rollback: HashMap<usize, usize>,
    /// Per Bril instruction index: the error `brili` raises when it runs.
    pub(super) fails: HashMap<usize, &'static str>,
    /// Nodes ending in a `guard` run while not speculating (its failure is an error).
    pub(super) abort_fails: HashSet<usize>,
    /// Nodes that fall off the end of the function while speculating.
    pub(super) implicit_return: HashSet<usize>,
}

impl FnLower<'_> {
    /// The speculation stack at every node of the control-flow graph `succs` (node 0
    /// the synthetic entry, node k + 1 block k); moves each rolling-back guard's
    /// failure edge to its `speculate`'s node. `None` when the stack differs by path
    /// (errors recorded).
    pub(super) fn speculation(&mut self, bbs: &[View<'_>], succs: &mut [Vec<usize>]) -> Option<Spec> {
        let mut spec = Spec::default();
        let speculates = bbs.iter().any(|b| matches!(b.2, Some((Term::Speculate | Term::Guard(..), _))))
            || bbs.iter().any(|b| b.1.iter().any(|(i, _)| matches!(i, Ins::Commit)));
        if !speculates {
            return Some(spec);
        }
        if let Some(name) = self.vars.iter().find(|(_, vs)| vs.len() > 1).map(|(n, _)| n.clone()) {
            let span = self.f.span.clone();
            self.err(&span, format!("`@{}` speculates and assigns `{name}` several types: not imported", self.f.name));
            return None;
        }
        let n = succs.len();
        let mut stack_in: Vec<Option<Vec<usize>>> = vec![None; n];
        stack_in[0] = Some(Vec::new());
        let mut work = vec![0];
        while let Some(node) = work.pop() {
            let mut stack = stack_in[node].clone().unwrap_or_default();
            let mut out: Vec<(usize, Vec<usize>)> = Vec::new();
            if node == 0 {
                out.extend(succs[0].iter().map(|&s| (s, Vec::new())));
            } else {
                let b = &bbs[node - 1];
                for (ins, idx) in b.1 {
                    self.speculation_ins(ins, *idx, &mut stack, &mut spec)?;
                }
                match b.2 {
                    Some((Term::Speculate, _)) => {
                        let mut s = stack.clone();
                        s.push(node);
                        out.push((node + 1, s));
                    }
                    Some((Term::Guard(..), _)) => {
                        out.push((succs[node][0], stack.clone()));
                        match stack.split_last() {
                            Some((_, rest)) => out.push((succs[node][1], rest.to_vec())),
                            None => {
                                spec.abort_fails.insert(node);
                            }
                        }
                    }
                    Some((Term::Ret(_), idx)) if !stack.is_empty() => {
                        spec.fails.insert(*idx, "ret not allowed during speculation");
                    }
                    None if succs[node].is_empty() && !stack.is_empty() => {
                        spec.implicit_return.insert(node);
                    }
                    _ => out.extend(succs[node].iter().map(|&s| (s, stack.clone()))),
                }
            }
            for (s, st) in out {
                match &stack_in[s] {
                    None => {
                        stack_in[s] = Some(st);
                        work.push(s);
                    }
                    Some(old) if *old == st => {}
                    Some(old) => {
                        let (a, b) = (old.len(), st.len());
                        // The last instruction before the edge.
                        let last = (node > 0)
                            .then(|| &bbs[node - 1])
                            .and_then(|b| b.2.map(|(_, i)| *i).or_else(|| b.1.last().map(|(_, i)| *i)));
                        let span = last.map_or(self.f.span.clone(), |i| self.instrs[i].span.clone());
                        let at = bbs[s - 1].0.map_or("the next block".to_string(), |l| format!("`.{l}`"));
                        let msg = if a == b {
                            format!("control reaches {at} from here inside another `speculate` than by another path: not imported")
                        } else {
                            format!("control reaches {at} from here inside {b} nested `speculate`(s), and by another path inside {a}: not imported")
                        };
                        self.err(&span, msg);
                        return None;
                    }
                }
            }
        }
        for (node, b) in bbs.iter().enumerate().map(|(k, b)| (k + 1, b)) {
            if let (Some((Term::Guard(..), _)), Some(stack)) = (b.2, &stack_in[node]) {
                if let Some(&top) = stack.last() {
                    let l = succs[node].pop().expect("a guard has two successors");
                    succs[top].push(l);
                    spec.rollback.insert(node, top);
                }
            }
        }
        Some(spec)
    }

    /// One instruction's effect on the stack, and the errors it decides.
    fn speculation_ins(&mut self, ins: &Ins, idx: usize, stack: &mut Vec<usize>, spec: &mut Spec) -> Option<()> {
        match ins {
            Ins::Commit if stack.is_empty() => {
                spec.fails.insert(idx, "commit in non-speculative state");
            }
            Ins::Commit => stack.clear(),
            Ins::Call(..) if !stack.is_empty() => {
                spec.fails.insert(idx, "call not allowed during speculation");
            }
            _ if !stack.is_empty() && self.instrs[idx].op == "set" => {
                let span = self.instrs[idx].span.clone();
                self.err(
                    &span,
                    "`set` while speculating is not imported: `brili` does not roll back shadow variables on a failed `guard`",
                );
                return None;
            }
            _ => {}
        }
        Some(())
    }
}
