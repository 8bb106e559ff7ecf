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
//! The pre-decoded engine (`fast.rs`) calls and returns in place: a return leaves the
//! frame's slot above the stack holding the returning call's register array,
//! cleared, and a call writes its frame into such a slot field by field and takes
//! the array as the callee's γ (`spare_slot`, `pop_to_spare`); top chunks that a
//! return below them gives up are kept (`spare`) to become the top again. None of
//! this is a frame of ŝ: iteration, equality and copies see the live frames only.
//!
//! An in-place push or pop is a uniqueness check and a `Vec` push or pop.

use super::frame::{Frame, Pos, Regs};
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

/// A top chunk kept for reuse, and the ones above it.
#[derive(Clone)]
struct Spare {
    top: Rc<Vec<Frame>>,
    next: Option<Rc<Spare>>,
}

/// The continuation, innermost frame last; empty is ε. See the module documentation.
#[derive(Clone, Default)]
pub struct Cont {
    /// The innermost frames, innermost last: `top[..live]`, at most `CHUNK`. The
    /// slots after `live` are left by returns of the pre-decoded engine
    /// (`pop_to_spare`), each holding the returning call's register array, cleared,
    /// or an array shared with something else; a call of that engine writes its
    /// frame into such a slot in place and takes the cleared array as the callee's γ
    /// (`spare_slot`), so that neither the frame nor the array moves. They are not
    /// frames of ŝ: iteration, equality and copies see `top[..live]` only.
    top: Rc<Vec<Frame>>,
    /// The number of frames of `top` that are on the stack.
    live: usize,
    /// The top chunks that returns below them replaced by the frozen chunks under
    /// them, nearest first, with their left slots (see `top`): each becomes the top
    /// again when a call fills the chunk below it, so that a recursion that goes
    /// back and forth across chunk boundaries neither allocates chunks nor loses the
    /// register arrays in their slots. Not part of ŝ.
    spare: Option<Rc<Spare>>,
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

    /// Pushes the frame `⟨resume, dst, regs⟩`.
    #[inline(always)]
    pub fn push_parts(&mut self, resume: Pos, dst: Option<Reg>, regs: Regs) {
        if let Some(top) = Rc::get_mut(&mut self.top) {
            if let Some(slot) = top.get_mut(self.live) {
                slot.resume = resume;
                slot.dst = dst;
                slot.regs = regs;
                self.live += 1;
                self.len += 1;
                return;
            }
            if top.len() < CHUNK {
                top.push(Frame { resume, dst, regs });
                self.live += 1;
                self.len += 1;
                return;
            }
        }
        self.push_slow(Frame { resume, dst, regs });
    }

    /// Pushes the innermost frame.
    #[inline]
    pub fn push(&mut self, frame: Frame) {
        self.push_parts(frame.resume, frame.dst, frame.regs)
    }

    #[cold]
    #[inline(never)]
    fn push_slow(&mut self, frame: Frame) {
        if self.live >= CHUNK {
            let next = match self.spare.take().map(Rc::try_unwrap) {
                Some(Ok(Spare { top, next })) if Rc::strong_count(&top) == 1 => {
                    self.spare = next;
                    top
                }
                _ => Rc::new(Vec::with_capacity(CHUNK)),
            };
            let mut full = std::mem::replace(&mut self.top, next);
            if let Some(frames) = Rc::get_mut(&mut full) {
                frames.truncate(self.live);
            }
            self.below = Some(Rc::new(Frozen { frames: full, below: self.below.take() }));
            self.live = 0;
            if Rc::get_mut(&mut self.top).is_some() {
                return self.push(frame);
            }
        }
        let top = unshare(&mut self.top, self.live);
        top.truncate(self.live);
        top.push(frame);
        self.live += 1;
        self.len += 1;
    }

    /// The slot above the innermost frame that a return left (see `top`), when the
    /// chunk is unshared: a call writes its frame there and then `push_spare`s it.
    #[inline(always)]
    pub fn spare_slot(&mut self) -> Option<&mut Frame> {
        Rc::get_mut(&mut self.top)?.get_mut(self.live)
    }

    /// Counts the frame written into `spare_slot` as pushed.
    #[inline(always)]
    pub fn push_spare(&mut self) {
        self.live += 1;
        self.len += 1;
    }

    /// The innermost frame, in place, when the chunk is unshared and holds it.
    #[inline(always)]
    pub fn top_mut(&mut self) -> Option<&mut Frame> {
        let k = self.live.checked_sub(1)?;
        Rc::get_mut(&mut self.top)?.get_mut(k)
    }

    /// Pops the frame `top_mut` gave, leaving its slot, with what it holds, for a
    /// later `spare_slot` (the caller made it hold a cleared array or a shared one).
    #[inline(always)]
    pub fn pop_to_spare(&mut self) {
        self.live -= 1;
        self.len -= 1;
    }

    /// Pops the innermost frame.
    #[inline]
    pub fn pop(&mut self) -> Option<Frame> {
        if let Some(top) = Rc::get_mut(&mut self.top) {
            if self.live > 0 {
                top.truncate(self.live);
                let frame = top.pop();
                self.live -= 1;
                self.len -= 1;
                return frame;
            }
        }
        self.pop_slow()
    }

    #[cold]
    #[inline(never)]
    fn pop_slow(&mut self) -> Option<Frame> {
        if self.live == 0 {
            let node = self.below.take()?;
            let Frozen { frames, below } = Rc::try_unwrap(node).unwrap_or_else(|shared| (*shared).clone());
            self.live = frames.len();
            let left = std::mem::replace(&mut self.top, frames);
            self.spare = Some(Rc::new(Spare { top: left, next: self.spare.take() }));
            self.below = below;
        }
        let top = unshare(&mut self.top, self.live);
        top.truncate(self.live);
        let frame = top.pop()?;
        self.live -= 1;
        self.len -= 1;
        Some(frame)
    }

    /// The frames, innermost first.
    pub fn frames(&self) -> impl Iterator<Item = &Frame> + '_ {
        let chunks = std::iter::successors(self.below.as_deref(), |f| f.below.as_deref()).map(|f| &f.frames[..]);
        std::iter::once(&self.top[..self.live.min(self.top.len())]).chain(chunks).flat_map(|c| c.iter().rev())
    }
}

/// The chunk, unshared: its first `live` frames copied (with room for `CHUNK` frames)
/// when it is shared.
fn unshare(chunk: &mut Rc<Vec<Frame>>, live: usize) -> &mut Vec<Frame> {
    if Rc::get_mut(chunk).is_none() {
        let mut copy = Vec::with_capacity(CHUNK.max(live));
        copy.extend(chunk.iter().take(live).cloned());
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
        let mut next = self.spare.take();
        while let Some(node) = next {
            next = match Rc::try_unwrap(node) {
                Ok(mut spare) => spare.next.take(),
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
    fn left_slots_and_spare_chunks_are_not_frames() {
        // Returns that leave their slots (`pop_to_spare`) and calls that write into
        // them (`spare_slot`) across chunk boundaries, with snapshots taken on the
        // way: every stack equals the one plain pushes and pops build, and the
        // snapshots keep their frames.
        let mut c = Cont::default();
        let mut model = Vec::new();
        let mut snapshots = Vec::new();
        let mut next = 0u32;
        for (round, depth) in [150usize, 20, 200, 63, 64, 65, 0, 130].into_iter().enumerate() {
            while c.len() > depth {
                if c.top_mut().is_some() {
                    c.pop_to_spare();
                } else {
                    c.pop();
                }
                model.pop();
            }
            while c.len() < depth {
                let f = frame(next);
                match c.spare_slot() {
                    Some(slot) => {
                        *slot = f.clone();
                        c.push_spare();
                    }
                    None => c.push(f.clone()),
                }
                model.push(f);
                next += 1;
            }
            let want: Vec<u32> = model.iter().rev().map(|f| f.resume.index).collect();
            assert_eq!(indices(&c), want, "round {round}");
            assert_eq!(c.len(), model.len());
            snapshots.push((c.clone(), want));
        }
        for (s, want) in &snapshots {
            assert_eq!(&indices(s), want);
        }
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
