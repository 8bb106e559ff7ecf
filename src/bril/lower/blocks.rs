//! Basic blocks and their graph: a label starts a block, `jmp`/`br`/`ret` end one, a
//! block without a terminator falls through into the next and the last one returns.
//! Node 0 of the graph is a synthetic entry that defines the arguments, so that a
//! jump to the first label gets a fresh entry block; block k is node k + 1.

use super::check::{Ins, Term};
use super::speculate::{Spec, View};
use super::FnLower;
use crate::analysis::{cfg::Cfg, dom::DomTree};
use crate::bril::{error, Item, Span};
use crate::diag::{Diagnostic, Loc};
use crate::ir::BlockId;
use std::collections::HashMap;

/// A basic block of checked instructions, each with its index among the function's
/// Bril instructions.
pub(super) struct BB {
    pub(super) label: Option<String>,
    pub(super) ins: Vec<(Ins, usize)>,
    pub(super) term: Option<(Term, usize)>,
}

/// The graph of a function's blocks.
pub(super) struct Graph<'b> {
    /// The node of each label.
    pub(super) labels: HashMap<&'b str, usize>,
    /// The graph SSA construction works on: the control-flow graph, but for a
    /// guard's failure edge, which leaves from its `speculate` (`speculate.rs`).
    pub(super) cfg: Cfg,
    pub(super) dom: DomTree,
    pub(super) spec: Spec,
}

impl Graph<'_> {
    /// Whether the node can be reached from the entry.
    pub(super) fn reach(&self, node: usize) -> bool {
        self.dom.is_reachable(BlockId(node as u32))
    }
}

impl<'a> FnLower<'a> {
    /// Cuts the checked instructions into basic blocks.
    pub(super) fn blocks(&mut self) -> Vec<BB> {
        let f = self.f;
        let mut bbs = vec![BB { label: None, ins: vec![], term: None }];
        let mut label_spans: HashMap<&str, &Span> = HashMap::new();
        for it in &f.items {
            match it {
                Item::Label { name, span } => {
                    if let Some(first) = label_spans.insert(name, span) {
                        let first = first.clone();
                        self.errors.push(
                            Diagnostic::new(Loc::span(span.clone()), format!("label `.{name}` is defined twice"))
                                .note(format!("first defined at byte {}", first.start)),
                        );
                    }
                    let first = bbs.len() == 1;
                    let cur = bbs.last_mut().expect("there is a current block");
                    if cur.label.is_none() && cur.ins.is_empty() && cur.term.is_none() && first {
                        cur.label = Some(name.clone());
                    } else {
                        bbs.push(BB { label: Some(name.clone()), ins: vec![], term: None });
                    }
                }
                Item::Instr(i) => {
                    let idx = self.instrs.len();
                    self.instrs.push(i);
                    let Ok(checked) = self.check(i) else { continue };
                    let cur = bbs.last_mut().expect("there is a current block");
                    match checked {
                        Ok(ins) => cur.ins.push((ins, idx)),
                        Err(t) => {
                            cur.term = Some((t, idx));
                            bbs.push(BB { label: None, ins: vec![], term: None });
                        }
                    }
                }
            }
        }
        // A block without a label after a terminator can never run, but after a
        // `speculate` or a `guard` (which fall through).
        let mut kept: Vec<BB> = Vec::with_capacity(bbs.len());
        for b in bbs {
            let falls = kept.last().is_some_and(|p| matches!(p.term, Some((Term::Speculate | Term::Guard(..), _))));
            if kept.is_empty() || b.label.is_some() || falls {
                kept.push(b);
            }
        }
        kept
    }

    /// The graph of the blocks; `None` when a jump names an undefined label (errors
    /// recorded).
    pub(super) fn graph<'b>(&mut self, bbs: &'b [BB]) -> Option<Graph<'b>> {
        let nb = bbs.len();
        let labels: HashMap<&str, usize> =
            bbs.iter().enumerate().filter_map(|(k, b)| b.label.as_deref().map(|l| (l, k + 1))).collect();
        let mut succs: Vec<Vec<BlockId>> = vec![vec![BlockId(1)]];
        for (k, b) in bbs.iter().enumerate() {
            let mut s = Vec::new();
            match &b.term {
                Some((Term::Jmp(l), idx)) => s.push(self.label(&labels, l, *idx)),
                Some((Term::Br(_, a, c), idx)) => {
                    s.push(self.label(&labels, a, *idx));
                    s.push(self.label(&labels, c, *idx));
                }
                Some((Term::Ret(_), _)) => {}
                Some((Term::Speculate, _)) => s.push(Some(k + 2)),
                Some((Term::Guard(_, l), idx)) => {
                    s.push(Some(k + 2));
                    s.push(self.label(&labels, l, *idx));
                }
                None if k + 1 < nb => s.push(Some(k + 2)),
                None => {}
            }
            succs.push(s.into_iter().map(|x| BlockId(x.unwrap_or(0) as u32)).collect());
        }
        if !self.errors.is_empty() {
            return None;
        }
        let mut nodes: Vec<Vec<usize>> = succs.iter().map(|s| s.iter().map(|b| b.index()).collect()).collect();
        let view: Vec<View<'_>> = bbs.iter().map(|b| (b.label.as_deref(), &b.ins[..], b.term.as_ref())).collect();
        let spec = self.speculation(&view, &mut nodes)?;
        let succs = nodes.into_iter().map(|s| s.into_iter().map(|x| BlockId(x as u32)).collect()).collect();
        let cfg = Cfg::from_succs(BlockId(0), succs);
        let dom = DomTree::from_cfg(&cfg);
        Some(Graph { labels, cfg, dom, spec })
    }

    fn label(&mut self, labels: &HashMap<&str, usize>, l: &str, idx: usize) -> Option<usize> {
        let r = labels.get(l).copied();
        if r.is_none() {
            let span = self.instrs[idx].span.clone();
            self.err(&span, format!("jump to undefined label `.{l}`"));
        }
        r
    }

    /// Rejects a function that returns a value and whose last block, reachable, can
    /// fall off its end.
    pub(super) fn check_end(&mut self, bbs: &[BB], graph: &Graph<'_>) -> Option<()> {
        let f = self.f;
        let nb = bbs.len();
        if let Some(t) = &f.ret {
            if nb > 0 && graph.reach(nb) && bbs[nb - 1].term.is_none() {
                let msg = format!(
                    "`@{}` returns {t}, but its last block can reach the end of the function without `ret`",
                    f.name
                );
                self.errors.push(error(f.span.clone(), msg));
                return None;
            }
        }
        Some(())
    }
}
