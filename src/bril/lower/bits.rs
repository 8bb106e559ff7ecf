//! A dense bit matrix: one row per graph node, one column per variable (or per
//! variable's flag "assigned").

pub(super) struct Bits {
    pub(super) words: usize,
    pub(super) data: Vec<u64>,
}

impl Bits {
    pub(super) fn new(rows: usize, cols: usize) -> Bits {
        let words = cols.div_ceil(64).max(1);
        Bits { words, data: vec![0; rows * words] }
    }
    pub(super) fn row(&self, r: usize) -> &[u64] {
        &self.data[r * self.words..(r + 1) * self.words]
    }
    pub(super) fn get(&self, r: usize, c: usize) -> bool {
        self.data[r * self.words + c / 64] >> (c % 64) & 1 == 1
    }
    pub(super) fn set(&mut self, r: usize, c: usize) {
        self.data[r * self.words + c / 64] |= 1 << (c % 64);
    }
    pub(super) fn put(&mut self, r: usize, c: usize, on: bool) {
        let w = &mut self.data[r * self.words + c / 64];
        *w = (*w & !(1 << (c % 64))) | (u64::from(on) << (c % 64));
    }
}
