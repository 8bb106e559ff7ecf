//! The memory operations in LLVM: an allocation is an array of cells from `malloc`
//! beside an array of state bytes from `calloc`, each pointer four values
//! (`pointers.rs`).
//!
//! An `alloc` of n bits with cells of N bits (n ≥ 0, else the kernel's error) gets
//! ⌈n/N⌉ cells (`.d`, freed by `free`) and a state array (`.s`, never freed): byte 0
//! is 1 while the allocation is live, byte 1 + i the state of cell i — 0 never
//! written, 1 written, 2 forgotten. An access of N bits at offset o is to cell o/N; it
//! is checked first: the allocation must be live and `0 ≤ o ≤ n - N` with o a multiple
//! of N. Then `load` reads the cell zero-extended (a state other than 1 is the
//! kernel's uninitialised read), `store` writes the low N bits and marks the cell
//! written, `tryload` gives the cell, 0 (never written) or -1 (forgotten), `forget`
//! marks the cell forgotten when its condition holds, and `free` (at offset 0 of a live
//! allocation) marks it dead and calls `free`.
//!
//! A failed check means the kernel's run goes on where the address matters — a fault,
//! a use after `free`, an invalid free or an uninitialised read names the address ν
//! chose, and an access across cells reads bits the cells do not keep apart — so the
//! module prints `memory: f:b:i: why` and exits with 4 (`@waddle-stop-if`), as it does
//! when an integer leaves the width.

use super::inst::Fx;
use super::pointers::Ptr;
use crate::ir::{Operand, Reg};

/// The four values of a pointer, as operands.
pub struct Parts {
    pub d: String,
    pub s: String,
    pub n: String,
    pub o: String,
}

/// Why `@waddle-stop-if` stops, by the check that failed.
const OUTSIDE: &str =
    "the access is not to a cell of a live allocation; the kernel's outcome then depends on the addresses ν chooses";
const UNWRITTEN: &str = "the load reads a cell never written; the kernel's error names its address, which ν chooses";
const BAD_FREE: &str =
    "the free is not of a live allocation's base; the kernel's error names the address, which ν chooses";
const TOO_LARGE: &str = "the allocation is too large for the export (2^40 bits or more)";

/// The LLVM integer type a cell of `n` bits is kept in.
fn cell_type(n: u32) -> u32 {
    [8, 16, 32, 64, 128].into_iter().find(|c| *c >= n).unwrap_or(128)
}

impl Fx<'_, '_> {
    /// The values of a pointer.
    pub fn parts(&self, p: Ptr) -> Parts {
        let name = |r: Reg, part: &str| super::ident('%', &format!("{}.{part}", self.f.reg_name(r)));
        Parts {
            d: name(p.root, "d"),
            s: name(p.root, "s"),
            n: name(p.root, "n"),
            o: p.off.map_or_else(|| "0".to_string(), |r| name(r, "o")),
        }
    }

    fn stop_if(&mut self, bad: &str, why: &str) {
        self.m.memory = true;
        let site = self.site();
        let why = self.m.string(why);
        self.line(format!("call void @waddle-stop-if(i1 {bad}, ptr {site}, ptr {why})"));
    }

    /// An offset as an `i64` (it is below 2⁴⁰ once checked).
    fn as_i64(&mut self, x: &str) -> String {
        if self.m.w == 64 {
            return x.to_string();
        }
        let t = self.tmp();
        let ity = self.m.ity();
        self.line(format!("{t} = trunc {ity} {x} to i64"));
        t
    }

    /// `r ← alloc(size)`.
    pub fn alloc(&mut self, size: &Operand, dst: Option<Reg>) {
        let ity = self.m.ity();
        let n = self.val(size, false);
        let neg = self.tmp();
        self.line(format!("{neg} = icmp slt {ity} {n}, 0"));
        self.error_if(&neg, "negative allocation size");
        let Some(p) = dst.and_then(|d| self.ptrs.get(d)) else { return };
        self.m.memory = true;
        let big = self.tmp();
        self.line(format!("{big} = icmp sge {ity} {n}, 1099511627776"));
        self.stop_if(&big, TOO_LARGE);
        let parts = self.parts(p);
        let cell = self.ptrs.cell(p);
        let c = cell_type(cell);
        let n64 = self.as_i64(&n);
        let (up, cells, bytes, states) = (self.tmp(), self.tmp(), self.tmp(), self.tmp());
        self.line(format!("{up} = add i64 {n64}, {}", cell - 1));
        self.line(format!("{cells} = udiv i64 {up}, {cell}"));
        self.line(format!("{bytes} = mul i64 {cells}, {}", c / 8));
        self.line(format!("{} = call ptr @malloc(i64 {bytes})", parts.d));
        self.line(format!("{states} = add i64 {cells}, 1"));
        self.line(format!("{} = call ptr @calloc(i64 {states}, i64 1)", parts.s));
        self.line(format!("store i8 1, ptr {}", parts.s));
        self.line(format!("{} = add {ity} {n}, 0", parts.n));
    }

    /// `r ← add(p, k)` or `sub(p, k)` of a pointer: the offset moves, exactly.
    pub fn offset(&mut self, sub: bool, from: Ptr, k: &Operand, dst: Reg) {
        let o = self.parts(from).o;
        let k = self.val(k, false);
        let to = self.parts(Ptr { root: from.root, off: Some(dst) }).o;
        self.checked(if sub { "sub" } else { "add" }, &o, &k, &to);
    }

    /// The checks of an access of `w` bits through `p`; the cell's index (`i64`) and
    /// its state byte's address.
    fn cell(&mut self, p: Ptr, w: u32) -> (Parts, String, String) {
        let ity = self.m.ity();
        let parts = self.parts(p);
        let (live, dead, neg, lim, past, rem, mis) =
            (self.tmp(), self.tmp(), self.tmp(), self.tmp(), self.tmp(), self.tmp(), self.tmp());
        self.line(format!("{live} = load i8, ptr {}", parts.s));
        self.line(format!("{dead} = icmp eq i8 {live}, 0"));
        self.line(format!("{neg} = icmp slt {ity} {}, 0", parts.o));
        self.line(format!("{lim} = sub {ity} {}, {w}", parts.n));
        self.line(format!("{past} = icmp sgt {ity} {}, {lim}", parts.o));
        self.line(format!("{rem} = srem {ity} {}, {w}", parts.o));
        self.line(format!("{mis} = icmp ne {ity} {rem}, 0"));
        let (b1, b2, bad) = (self.tmp(), self.tmp(), self.tmp());
        self.line(format!("{b1} = or i1 {dead}, {neg}"));
        self.line(format!("{b2} = or i1 {b1}, {past}"));
        self.line(format!("{bad} = or i1 {b2}, {mis}"));
        self.stop_if(&bad, OUTSIDE);
        let q = self.tmp();
        self.line(format!("{q} = sdiv {ity} {}, {w}", parts.o));
        let idx = self.as_i64(&q);
        let (sx, sp) = (self.tmp(), self.tmp());
        self.line(format!("{sx} = add i64 {idx}, 1"));
        self.line(format!("{sp} = getelementptr i8, ptr {}, i64 {sx}", parts.s));
        (parts, idx, sp)
    }

    /// `r ← load w(a)`, or `tryload w(a)` when `try_`.
    pub fn load(&mut self, a: &Operand, w: u32, dst: Option<Reg>, md: bool, try_: bool) {
        let Some(p) = self.ptrs.operand(a) else { return };
        let (ity, iw, c) = (self.m.ity(), self.m.w, cell_type(w));
        let (parts, idx, sp) = self.cell(p, w);
        let st = self.tmp();
        self.line(format!("{st} = load i8, ptr {sp}"));
        if !try_ {
            let un = self.tmp();
            self.line(format!("{un} = icmp ne i8 {st}, 1"));
            self.stop_if(&un, UNWRITTEN);
        }
        let (dp, raw) = (self.tmp(), self.tmp());
        self.line(format!("{dp} = getelementptr i{c}, ptr {}, i64 {idx}", parts.d));
        self.line(format!("{raw} = load i{c}, ptr {dp}"));
        let raw = if try_ {
            let f = self.tmp();
            self.line(format!("{f} = freeze i{c} {raw}"));
            f
        } else {
            raw
        };
        // The cell's value (below 2ʷ) in W bits: checked when it must be exact and
        // may not fit.
        let v = self.tmp();
        if c < iw {
            self.line(format!("{v} = zext i{c} {raw} to {ity}"));
        } else if c == iw {
            if w == iw && !md {
                let bad = self.tmp();
                self.line(format!("{bad} = icmp slt {ity} {raw}, 0"));
                self.overflow_if(&bad);
            }
            self.line(format!("{v} = or {ity} {raw}, 0"));
        } else {
            if !md {
                let (hi, bad) = (self.tmp(), self.tmp());
                self.line(format!("{hi} = lshr i{c} {raw}, {}", iw - 1));
                self.line(format!("{bad} = icmp ne i{c} {hi}, 0"));
                self.overflow_if(&bad);
            }
            self.line(format!("{v} = trunc i{c} {raw} to {ity}"));
        }
        let d = self.def(dst);
        if try_ {
            let (written, forgotten, v0) = (self.tmp(), self.tmp(), self.tmp());
            self.line(format!("{written} = icmp eq i8 {st}, 1"));
            self.line(format!("{forgotten} = icmp eq i8 {st}, 2"));
            self.line(format!("{v0} = select i1 {written}, {ity} {v}, {ity} 0"));
            self.line(format!("{d} = select i1 {forgotten}, {ity} -1, {ity} {v0}"));
        } else {
            self.line(format!("{d} = or {ity} {v}, 0"));
        }
    }

    /// `store w(a, v)`: the low `w` bits of the value, and the cell marked written.
    pub fn store(&mut self, a: &Operand, v: &Operand, w: u32, dst: Option<Reg>) {
        self.alias_unit(dst);
        let Some(p) = self.ptrs.operand(a) else { return };
        let (ity, iw, c) = (self.m.ity(), self.m.w, cell_type(w));
        let x = self.val(v, w <= iw);
        let (parts, idx, sp) = self.cell(p, w);
        let mask: num_bigint::BigInt = (num_bigint::BigInt::from(1) << w) - 1;
        let bits = self.tmp();
        if c <= iw {
            let low = self.tmp();
            self.line(format!("{low} = and {ity} {x}, {mask}"));
            if c < iw {
                self.line(format!("{bits} = trunc {ity} {low} to i{c}"));
            } else {
                self.line(format!("{bits} = or {ity} {low}, 0"));
            }
        } else {
            let wide = self.tmp();
            self.line(format!("{wide} = sext {ity} {x} to i{c}"));
            let mask = if w == c { "-1".to_string() } else { mask.to_string() };
            self.line(format!("{bits} = and i{c} {wide}, {mask}"));
        }
        let dp = self.tmp();
        self.line(format!("{dp} = getelementptr i{c}, ptr {}, i64 {idx}", parts.d));
        self.line(format!("store i{c} {bits}, ptr {dp}"));
        self.line(format!("store i8 1, ptr {sp}"));
    }

    /// `forget w(a, c)`: the cell forgotten when `c` holds.
    pub fn forget(&mut self, a: &Operand, cond: &Operand, w: u32, dst: Option<Reg>) {
        self.alias_unit(dst);
        let Some(p) = self.ptrs.operand(a) else { return };
        let c = self.val(cond, false);
        let (_, _, sp) = self.cell(p, w);
        let (cur, new) = (self.tmp(), self.tmp());
        self.line(format!("{cur} = load i8, ptr {sp}"));
        self.line(format!("{new} = select i1 {c}, i8 2, i8 {cur}"));
        self.line(format!("store i8 {new}, ptr {sp}"));
    }

    /// `free(a)`: at offset 0 of a live allocation.
    pub fn free(&mut self, a: &Operand, dst: Option<Reg>) {
        self.alias_unit(dst);
        let Some(p) = self.ptrs.operand(a) else { return };
        let ity = self.m.ity();
        let parts = self.parts(p);
        let (live, dead, inner, bad) = (self.tmp(), self.tmp(), self.tmp(), self.tmp());
        self.line(format!("{live} = load i8, ptr {}", parts.s));
        self.line(format!("{dead} = icmp eq i8 {live}, 0"));
        self.line(format!("{inner} = icmp ne {ity} {}, 0", parts.o));
        self.line(format!("{bad} = or i1 {dead}, {inner}"));
        self.stop_if(&bad, BAD_FREE);
        self.line(format!("store i8 0, ptr {}", parts.s));
        self.line(format!("call void @free(ptr {})", parts.d));
    }
}
