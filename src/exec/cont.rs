//! The continuation `ŝ = ⟨f, b, r, s | γ⟩ ŝ' | ε` as a persistent stack of frames.
//!
//! The innermost frames (at most `CHUNK`) sit in a copy-on-write chunk,
//! `Rc<Vec<Frame>>`, that a call pushes onto and a return pops from in place while
//! it is unshared; full chunks below it are frozen in a persistent linked list of
//! `Rc` nodes, which no call or return touches until the chunk above is used up.
//! Cloning is O(1) (two reference counts); the first push or pop after a clone copies
//! at most one chunk, `CHUNK` frames (one reference count each), never the whole
//! stack. Equality is structural: two stacks are equal when they hold equal frames in
//! the same order, however the frames are split into chunks.
//!
//! This replaces an `imbl::Vector` of frames, whose `push_back` and `pop_back` are not
//! inlined and cost about 75 and 63 instructions in place; here the in-place push and
//! pop are a uniqueness check and a `Vec` push or pop.

use super::state::{Frame, Pos, Regs};
use crate::ir::Reg;
use std::fmt;
use std::rc::Rc;

/// How many frames the copy-on-write chunk at the top holds before it is frozen.
const CHUNK: usize = 64;

/// A frozen chunk of `CHUNK` frames and the frozen chunks below it.
#[derive(Clone)]
struct Frozen {
    frames: Rc<Vec<Frame>>,
    below: Option<Rc<Frozen>>,
}

/// The continuation, innermost frame last; empty is ε. See the module documentation.
#[derive(Clone, Default)]
pub struct Cont {
    /// The innermost frames, innermost last; at most `CHUNK`.
    top: Rc<Vec<Frame>>,
    /// Full chunks below `top`, the nearest first.
    below: Option<Rc<Frozen>>,
    /// The number of frames.
    len: usize,
}

impl Cont {
    /// The number of frames: the call depth.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the continuation is ε.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Pushes the frame `⟨resume, dst, regs⟩`, built where it is stored (a frame
    /// built on the stack and then copied stalls on its fresh stores).
    #[inline(always)]
    pub fn push_parts(&mut self, resume: Pos, dst: Option<Reg>, regs: Regs) {
        if let Some(top) = Rc::get_mut(&mut self.top) {
            if top.len() < CHUNK {
                top.push(Frame { resume, dst, regs });
                self.len += 1;
                return;
            }
        }
        self.push_slow(Frame { resume, dst, regs });
    }

    /// Pushes the innermost frame.
    #[inline]
    pub fn push(&mut self, frame: Frame) {
        if let Some(top) = Rc::get_mut(&mut self.top) {
            if top.len() < CHUNK {
                top.push(frame);
                self.len += 1;
                return;
            }
        }
        self.push_slow(frame);
    }

    #[cold]
    #[inline(never)]
    fn push_slow(&mut self, frame: Frame) {
        if self.top.len() >= CHUNK {
            let full = std::mem::replace(&mut self.top, Rc::new(Vec::with_capacity(CHUNK)));
            self.below = Some(Rc::new(Frozen { frames: full, below: self.below.take() }));
        }
        unshare(&mut self.top).push(frame);
        self.len += 1;
    }

    /// Pops the innermost frame.
    #[inline]
    pub fn pop(&mut self) -> Option<Frame> {
        if let Some(top) = Rc::get_mut(&mut self.top) {
            if let Some(frame) = top.pop() {
                self.len -= 1;
                return Some(frame);
            }
        }
        self.pop_slow()
    }

    #[cold]
    #[inline(never)]
    fn pop_slow(&mut self) -> Option<Frame> {
        if self.top.is_empty() {
            let node = self.below.take()?;
            let Frozen { frames, below } = Rc::try_unwrap(node).unwrap_or_else(|shared| (*shared).clone());
            self.top = frames;
            self.below = below;
        }
        let frame = unshare(&mut self.top).pop()?;
        self.len -= 1;
        Some(frame)
    }

    /// The frames, innermost first.
    pub fn frames(&self) -> impl Iterator<Item = &Frame> + '_ {
        let chunks = std::iter::successors(self.below.as_deref(), |f| f.below.as_deref()).map(|f| &f.frames);
        std::iter::once(&self.top).chain(chunks).flat_map(|c| c.iter().rev())
    }
}

/// The chunk, unshared: copied (with room for `CHUNK` frames) when it is shared.
fn unshare(chunk: &mut Rc<Vec<Frame>>) -> &mut Vec<Frame> {
    if Rc::get_mut(chunk).is_none() {
        let mut copy = Vec::with_capacity(CHUNK.max(chunk.len()));
        copy.extend(chunk.iter().cloned());
        *chunk = Rc::new(copy);
    }
    Rc::get_mut(chunk).expect("a chunk just copied is unshared")
}

impl Drop for Cont {
    /// Drops the frozen chunks one after the other instead of recursively, so that a
    /// deep continuation cannot overflow the Rust stack.
    fn drop(&mut self) {
        let mut next = self.below.take();
        while let Some(node) = next {
            next = match Rc::try_unwrap(node) {
                Ok(mut frozen) => frozen.below.take(),
                Err(_) => None,
            };
        }
    }
}

impl PartialEq for Cont {
    fn eq(&self, other: &Cont) -> bool {
        self.len == other.len && self.frames().eq(other.frames())
    }
}

impl Eq for Cont {}

impl fmt::Debug for Cont {
    /// The frames, outermost first (as a vector of frames prints).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut frames: Vec<&Frame> = self.frames().collect();
        frames.reverse();
        f.debug_list().entries(frames).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::state::{Pos, Regs};
    use crate::ir::{BlockId, FuncId, Reg};

    fn frame(k: u32) -> Frame {
        Frame {
            resume: Pos { func: FuncId(0), block: BlockId(k), index: k },
            dst: Some(Reg(k)),
            regs: Regs::unassigned(k as usize % 3),
        }
    }

    fn indices(c: &Cont) -> Vec<u32> {
        c.frames().map(|f| f.resume.index).collect()
    }

    #[test]
    fn pushes_and_pops_across_chunks() {
        let mut c = Cont::default();
        assert!(c.is_empty() && c.pop().is_none());
        let n = 5 * CHUNK as u32 + 7;
        for k in 0..n {
            c.push(frame(k));
            assert_eq!(c.len(), k as usize + 1);
        }
        assert_eq!(indices(&c), (0..n).rev().collect::<Vec<_>>(), "innermost first");
        for k in (0..n).rev() {
            assert_eq!(c.pop().map(|f| f.resume.index), Some(k));
            assert_eq!(c.len(), k as usize);
        }
        assert!(c.pop().is_none() && c.is_empty());
    }

    #[test]
    fn clones_are_independent_values() {
        // Snapshots taken at every depth, including chunk boundaries, keep their frames
        // while the original is pushed and popped on; equality ignores the chunking.
        let mut c = Cont::default();
        let mut snapshots = Vec::new();
        for k in 0..3 * CHUNK as u32 {
            snapshots.push(c.clone());
            c.push(frame(k));
        }
        for _ in 0..CHUNK + 3 {
            c.pop();
        }
        for k in 0..2 * CHUNK as u32 {
            c.push(frame(1000 + k));
        }
        for (depth, s) in snapshots.iter().enumerate() {
            assert_eq!(indices(s), (0..depth as u32).rev().collect::<Vec<_>>());
        }
        // The same frames reached along different paths compare equal.
        let mut a = snapshots[2 * CHUNK].clone();
        let mut b = Cont::default();
        for k in 0..2 * CHUNK as u32 + 1 {
            b.push(frame(k));
        }
        b.pop();
        assert_eq!(a, b);
        a.pop();
        assert_ne!(a, b);
        b.pop();
        assert_eq!(a, b);
        // Popping a clone below its shared chunks leaves the original intact.
        let original = snapshots[3 * CHUNK - 1].clone();
        let mut copy = original.clone();
        while copy.pop().is_some() {}
        assert_eq!(original.len(), 3 * CHUNK - 1);
        assert_eq!(indices(&original), (0..3 * CHUNK as u32 - 1).rev().collect::<Vec<_>>());
    }

    #[test]
    fn deep_stacks_drop_without_recursion() {
        let mut c = Cont::default();
        for k in 0..200_000 {
            c.push(frame(k));
        }
        let shared = c.clone();
        drop(c);
        assert_eq!(shared.len(), 200_000);
        drop(shared);
    }
}
