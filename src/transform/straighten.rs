//! Straightening (slides "Straightening"): merge `s` into `p` when `pred(s) = {p}` and
//! `succ(p) = {s}`; the block parameters of `s` become moves of the branch arguments.
//!
//! Maintenance: `s`'s only predecessor is `p`, so `idom(s) = p` and `s`'s dominator
//! children move to `p`. `s` heads no loop (a header has two predecessors). The merge
//! is refused when `p` and `s` are in different loops: `s` is then a dedicated exit
//! block, and merging it into the loop would leave its successors undedicated. When
//! `s` is a latch, `p` becomes the latch.

use super::{Maintained, TransformError};
use crate::ir::{BlockId, Inst, Op, Terminator};

impl Maintained {
    /// Can `s` be merged into `p`?
    pub fn can_straighten(&self, p: BlockId) -> Option<BlockId> {
        let Terminator::Branch(t) = &self.func.block(p).term else {
            let targets = self.func.block(p).term.targets();
            // A switch whose targets are all the same block with one reference.
            return (targets.len() == 1).then(|| targets[0].block).filter(|s| self.straightenable(p, *s));
        };
        Some(t.block).filter(|s| self.straightenable(p, *s))
    }

    fn straightenable(&self, p: BlockId, s: BlockId) -> bool {
        s != p
            && s != self.func.entry()
            && self.preds[s.index()] == [p]
            && self.forest.innermost(p) == self.forest.innermost(s)
    }

    /// Merges the single successor of `p` into `p`.
    pub fn straighten(&mut self, p: BlockId) -> Result<BlockId, TransformError> {
        let s = self.can_straighten(p).ok_or_else(|| {
            TransformError(format!("block `{}` has no successor that can be merged into it", self.func.block(p).name))
        })?;
        let target = self.func.block(p).term.targets()[0].clone();
        let merged = self.func.remove_block(s);
        let moves = merged.params.iter().zip(target.args).map(|(r, a)| Inst { dst: Some(*r), op: Op::Move(a) });
        let block = self.func.block_mut(p);
        block.insts.extend(moves);
        block.insts.extend(merged.insts);
        block.term = merged.term;
        for r in &merged.params {
            self.def_block[r.index()] = p;
        }
        let defs: Vec<_> = self.func.block(p).insts.iter().filter_map(|i| i.dst).collect();
        for d in defs {
            self.def_block[d.index()] = p;
        }
        // Predecessor lists of `s`'s successors now name `p`.
        let succs: Vec<BlockId> = self.func.block(p).term.succs().collect();
        for x in succs {
            for q in self.preds[x.index()].iter_mut() {
                if *q == s {
                    *q = p;
                }
            }
        }
        self.preds[s.index()].clear();
        // D: `s` goes and its children move up to `p` (its idom), in its place.
        debug_assert_eq!(self.dom.idom(s), Some(p));
        self.dom.contract(s);
        // F: `s` leaves the bodies it was in; a latch `s` hands over to `p`.
        let loops = self.forest.loops_of(s);
        for &l in &loops {
            if self.forest.get(l).latch == s {
                self.forest.loop_mut(l).latch = p;
            }
        }
        self.forest.forget_block(s, &loops);
        Ok(s)
    }
}
