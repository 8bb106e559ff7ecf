//! Order maintenance: a linked list of tokens, each carrying an integer label that
//! increases along the list, so that "does `x` come before `y`" is one comparison.
//!
//! Method: list labelling in the manner of Dietz and Sleator ("Two algorithms for
//! maintaining order in a list", STOC 1987) as simplified by Bender, Cole, Demaine,
//! Farach-Colton and Zito ("Two simplified algorithms for maintaining order in a
//! list", ESA 2002, §2):
//!
//! ```text
//! labels are integers in [0, 2^62); the range of size 2^i containing a label ℓ is
//! the aligned block [ℓ − ℓ mod 2^i, ℓ − ℓ mod 2^i + 2^i)
//! insert k tokens after x:
//!   if the gap between x and its successor holds k labels: spread them in it
//!   else for i = 1, 2, …: count the tokens whose labels fall in x's range of size 2^i,
//!        plus the k new ones; stop at the first range whose density count / 2^i is at
//!        most T^(−i) (1 < T < 2) and relabel its tokens evenly across the range
//! ```
//!
//! Each insertion relabels O(log n) tokens, amortized (Bender et al., Theorem 2.1).
//! The list also offers the fallback of the incremental-dominator notes
//! (`Exhaustion::Renumber`): labels spaced 64 apart, and every label renumbered when a
//! gap is used up; it exists to be measured against (`waddle bench dominance`).
//!
//! Tokens are dense `u32` indices chosen by the caller; 0 and 1 are the list's head
//! and tail sentinels, labelled 0 and 2^62, which no range ever relabels past.

/// What the list does when the gap an insertion needs is used up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exhaustion {
    /// Relabel the smallest enclosing range that is sparse enough (Bender et al.).
    Relabel,
    /// Renumber the whole list with gaps of 64 (the notes' recompute-on-exhaustion).
    Renumber,
}

/// The head sentinel's token: every other token comes after it.
pub const HEAD: u32 = 0;
/// The tail sentinel's token: every other token comes before it.
pub const TAIL: u32 = 1;
/// Labels lie in `[0, TOP)`; the tail's label is `TOP`.
const BITS: u32 = 62;
const TOP: u64 = 1 << BITS;
/// The notes' spacing between consecutive labels, used by `Exhaustion::Renumber`.
const NOTES_GAP: u64 = 64;
/// Bender et al.'s density parameter: a range of size 2^i may hold (2/T)^i tokens.
const T: f64 = 1.4;
/// No token: the links of a token that is not in the list.
const NONE: u32 = u32::MAX;

/// A token's label and its neighbours in the list (`NONE` when it is not in it).
#[derive(Clone, Copy, Debug)]
struct Node {
    label: u64,
    next: u32,
    prev: u32,
}

/// A token in no list.
const UNLINKED: Node = Node { label: 0, next: NONE, prev: NONE };

/// A list of tokens in order, with labels that increase along it.
#[derive(Clone, Debug)]
pub struct OrderList {
    /// Per token, its label and links: one record, so that a token's label and links
    /// are one bounds check and one cache line (a block's two tokens are adjacent).
    nodes: Vec<Node>,
    exhaustion: Exhaustion,
    /// Labels rewritten because a gap was used up, since the list was built.
    relabels: u64,
    /// Times a gap was used up.
    exhaustions: u64,
}

impl OrderList {
    /// An empty list (the two sentinels only).
    pub fn new(exhaustion: Exhaustion) -> OrderList {
        OrderList {
            nodes: vec![Node { label: 0, next: TAIL, prev: NONE }, Node { label: TOP, next: NONE, prev: HEAD }],
            exhaustion,
            relabels: 0,
            exhaustions: 0,
        }
    }

    /// A list of `tokens` in the given order, none of them sentinels, labelled evenly
    /// across the whole range (`Relabel`) or 64 apart (`Renumber`).
    pub fn from_sequence(exhaustion: Exhaustion, tokens: &[u32]) -> OrderList {
        let mut l = OrderList::new(exhaustion);
        if let Some(&max) = tokens.iter().max() {
            l.reserve_token(max);
        }
        let mut x = HEAD;
        for &t in tokens {
            l.link_after(x, t, t);
            x = t;
        }
        let step = match exhaustion {
            Exhaustion::Relabel => TOP / (tokens.len() as u64 + 1),
            Exhaustion::Renumber => NOTES_GAP,
        };
        for (i, &t) in tokens.iter().enumerate() {
            l.nodes[t as usize].label = step * (i as u64 + 1);
        }
        l
    }

    pub fn exhaustion(&self) -> Exhaustion {
        self.exhaustion
    }

    /// Labels rewritten because a gap was used up, since the list was built.
    pub fn relabels(&self) -> u64 {
        self.relabels
    }

    /// Times an insertion found its gap used up, since the list was built.
    pub fn exhaustions(&self) -> u64 {
        self.exhaustions
    }

    /// Makes room for tokens up to `t`.
    pub fn reserve_token(&mut self, t: u32) {
        let n = t as usize + 1;
        if self.nodes.len() < n {
            self.nodes.resize(n, UNLINKED);
        }
    }

    /// Reserves room for `additional` more tokens.
    pub fn reserve(&mut self, additional: usize) {
        self.nodes.reserve(additional);
    }

    /// The label of `t` (meaningful only while `t` is in the list).
    #[inline]
    pub fn label(&self, t: u32) -> u64 {
        self.nodes[t as usize].label
    }

    pub fn next(&self, t: u32) -> u32 {
        self.nodes[t as usize].next
    }

    pub fn prev(&self, t: u32) -> u32 {
        self.nodes[t as usize].prev
    }

    /// Inserts the fresh token `t` right after `x`.
    pub fn insert_after(&mut self, x: u32, t: u32) {
        self.single(t);
        self.splice_after(x, t, t, 1);
    }

    /// Inserts the fresh token `t` right before `y`.
    pub fn insert_before(&mut self, y: u32, t: u32) {
        let x = self.nodes[y as usize].prev;
        self.insert_after(x, t);
    }

    /// Moves `t`, a token in the list, to right after `x` (another token in the list,
    /// not the tail) and labels it in its new gap.
    pub fn move_after(&mut self, x: u32, t: u32) {
        debug_assert!(t != x && t > TAIL);
        self.unlink(t, t);
        self.splice_after(x, t, t, 1);
    }

    /// Takes the run `first ..= last` out of the list; its tokens stay linked to each
    /// other, ready for `splice_after`, and their labels are free for others.
    pub fn unlink(&mut self, first: u32, last: u32) {
        let (p, n) = (self.nodes[first as usize].prev, self.nodes[last as usize].next);
        self.nodes[p as usize].next = n;
        self.nodes[n as usize].prev = p;
        self.nodes[first as usize].prev = NONE;
        self.nodes[last as usize].next = NONE;
    }

    /// Links `t` (not in the list) as a run of one token, ready for `splice_after`.
    pub fn single(&mut self, t: u32) {
        self.reserve_token(t);
        self.nodes[t as usize].prev = NONE;
        self.nodes[t as usize].next = NONE;
    }

    /// Links `t` after `x` inside a run being built (neither is in the list yet).
    pub fn chain(&mut self, x: u32, t: u32) {
        self.reserve_token(t.max(x));
        self.nodes[x as usize].next = t;
        self.nodes[t as usize].prev = x;
        self.nodes[t as usize].next = NONE;
    }

    /// Puts the run `first ..= last` of `k` tokens (linked by `unlink`, `single` or
    /// `chain`) right after `x` and labels it: in the gap when it holds `k` labels,
    /// else by relabelling a range (`Relabel`) or the whole list (`Renumber`).
    pub fn splice_after(&mut self, x: u32, first: u32, last: u32, k: u64) {
        debug_assert!(x != TAIL && k >= 1);
        let s = self.nodes[x as usize].next;
        self.link_after(x, first, last);
        let (lo, hi) = (self.nodes[x as usize].label, self.nodes[s as usize].label);
        if k == 1 && hi - lo > 1 {
            // One token, the commonest case: the middle of the gap, without a division.
            self.nodes[first as usize].label = lo + (hi - lo) / 2;
            return;
        }
        if hi - lo > k {
            let step = (hi - lo) / (k + 1);
            let mut t = first;
            for j in 1..=k {
                self.nodes[t as usize].label = lo + step * j;
                t = self.nodes[t as usize].next;
            }
            return;
        }
        self.exhaustions += 1;
        match self.exhaustion {
            Exhaustion::Relabel => self.relabel_range(x, last, k),
            Exhaustion::Renumber => self.renumber(),
        }
    }

    fn link_after(&mut self, x: u32, first: u32, last: u32) {
        let s = self.nodes[x as usize].next;
        self.nodes[x as usize].next = first;
        self.nodes[first as usize].prev = x;
        self.nodes[last as usize].next = s;
        self.nodes[s as usize].prev = last;
    }

    /// Bender et al.'s relabelling: the run of `k` fresh tokens ends at `last` and
    /// follows `x`; the smallest aligned range around `x`'s label that stays under the
    /// density threshold with them is relabelled evenly.
    fn relabel_range(&mut self, x: u32, last: u32, k: u64) {
        let base = self.nodes[x as usize].label;
        // `lo_tok ..= hi_tok` are the tokens counted so far (`count` of them).
        let (mut lo_tok, mut hi_tok, mut count) = (x, last, k + 1);
        for i in 1..=BITS {
            let size = 1u64 << i;
            let lo = base & !(size - 1);
            let hi = lo + (size - 1);
            while lo_tok != HEAD && self.nodes[self.nodes[lo_tok as usize].prev as usize].label >= lo {
                lo_tok = self.nodes[lo_tok as usize].prev;
                count += 1;
            }
            loop {
                let n = self.nodes[hi_tok as usize].next;
                if n == TAIL || self.nodes[n as usize].label > hi {
                    break;
                }
                hi_tok = n;
                count += 1;
            }
            let threshold = (2.0 / T).powi(i as i32);
            if (count as f64) <= threshold || i == BITS {
                // Even spacing from `lo`: the head, when counted, is first and keeps 0.
                let step = size / count;
                let mut t = lo_tok;
                for j in 0..count {
                    self.nodes[t as usize].label = lo + step * j;
                    t = self.nodes[t as usize].next;
                }
                self.relabels += count;
                return;
            }
        }
    }

    /// The notes' fallback: every token relabelled, 64 apart.
    fn renumber(&mut self) {
        let mut t = self.nodes[HEAD as usize].next;
        let mut l = 0;
        while t != TAIL {
            l += NOTES_GAP;
            self.nodes[t as usize].label = l;
            self.relabels += 1;
            t = self.nodes[t as usize].next;
        }
    }

    /// Is the list well formed: links agree both ways and labels strictly increase
    /// from the head to the tail? Returns the first problem found.
    pub fn check(&self) -> Result<(), String> {
        let mut t = HEAD;
        let mut seen = 0usize;
        while t != TAIL {
            let n = self.nodes[t as usize].next;
            if n == NONE || self.nodes[n as usize].prev != t {
                return Err(format!("token {t}: next and prev links disagree"));
            }
            if self.nodes[n as usize].label <= self.nodes[t as usize].label {
                return Err(format!(
                    "token {n} has label {} after token {t}'s {}",
                    self.nodes[n as usize].label, self.nodes[t as usize].label
                ));
            }
            seen += 1;
            if seen > self.nodes.len() {
                return Err("the list has a cycle".into());
            }
            t = n;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(l: &OrderList) -> Vec<u32> {
        let mut out = Vec::new();
        let mut t = l.next(HEAD);
        while t != TAIL {
            out.push(t);
            t = l.next(t);
        }
        out
    }

    #[test]
    fn insertions_into_one_gap_relabel_locally_and_keep_the_order() {
        for ex in [Exhaustion::Relabel, Exhaustion::Renumber] {
            let mut l = OrderList::from_sequence(ex, &[2, 3]);
            let mut want = vec![2];
            // Every insertion goes right after token 2: one gap, halved each time.
            for t in 4..400 {
                l.insert_after(2, t);
                want.insert(1, t);
            }
            want.push(3);
            l.check().unwrap();
            assert_eq!(order(&l), want);
            assert!(l.exhaustions() > 0, "{ex:?}");
        }
    }
}
