//! Property test of equivalence modulo allocation (semantics/equiv.md, "Programs that
//! allocate") on random programs that allocate: `main(k)` allocates cells of 1 to 3
//! words, with dead scratch allocations (allocated and freed, never read) among them,
//! fills every word with an input from the external `input` or with `k + j`, prints
//! each cell's sum and (sometimes) the first cell's address, and frees every cell.
//!
//! - Correct rewrites — the dead allocations removed, the cells allocated and freed in
//!   another order — are judged equivalent, under a seeded ν and under an explicit tape
//!   that gives BEFORE its addresses.
//! - Wrong rewrites — one cell freed before it is read (a use after free), or never
//!   freed (a leak) — are judged divergent.

use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};
use waddle::exec::Coverage;
use waddle::format::parse_program;
use waddle::ir::Program;
use waddle::oracle::equiv::{self, Compare, RunSpec, Verdict};
use waddle::oracle::{CheckLimits, Paper};

#[derive(Clone, Debug)]
struct Case {
    /// Per cell: its size in words (1..=3) and, per word, whether it holds an input.
    cells: Vec<Vec<bool>>,
    /// Dead allocations: (the cell they come before, size in words).
    dead: Vec<(u8, u8)>,
    /// A permutation of the cells' allocation order, and of their frees.
    alloc_order: Vec<usize>,
    free_order: Vec<usize>,
    print_address: bool,
    /// The cell a wrong rewrite breaks.
    victim: u8,
}

impl Arbitrary for Case {
    fn arbitrary(g: &mut Gen) -> Case {
        let n = 1 + usize::arbitrary(g) % 4;
        let cells = (0..n).map(|_| (0..1 + usize::arbitrary(g) % 3).map(|_| bool::arbitrary(g)).collect()).collect();
        let dead = (0..usize::arbitrary(g) % 4).map(|_| (u8::arbitrary(g), 1 + u8::arbitrary(g) % 3)).collect();
        let shuffle = |g: &mut Gen| {
            let mut v: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                v.swap(i, usize::arbitrary(g) % (i + 1));
            }
            v
        };
        let (alloc_order, free_order) = (shuffle(g), shuffle(g));
        Case { cells, dead, alloc_order, free_order, print_address: bool::arbitrary(g), victim: u8::arbitrary(g) }
    }
}

/// How a rewrite of the case's program differs from BEFORE.
#[derive(Clone, Copy, PartialEq)]
enum Variant {
    Before,
    /// Dead allocations removed, allocations and frees reordered.
    Correct,
    /// As `Correct`, and the victim cell freed before its first read.
    UseAfterFree,
    /// As `Correct`, and the victim cell never freed.
    Leak,
}

impl Case {
    fn victim(&self) -> usize {
        self.victim as usize % self.cells.len()
    }

    /// The number of allocations BEFORE makes.
    fn allocations(&self) -> usize {
        self.cells.len() + self.dead.len()
    }

    fn program(&self, v: Variant) -> Program {
        let mut insts: Vec<String> = Vec::new();
        let n = self.cells.len();
        let natural: Vec<usize> = (0..n).collect();
        let order = if v == Variant::Before { &natural } else { &self.alloc_order };
        for (pos, &c) in order.iter().enumerate() {
            if v == Variant::Before {
                for (d, (at, words)) in self.dead.iter().enumerate() {
                    if *at as usize % n == pos {
                        insts.push(format!(r#"("dead{d}", Alloc({}))"#, 64 * *words as u64));
                        insts.push(format!(r#"("_", Free("dead{d}"))"#));
                    }
                }
            }
            insts.push(format!(r#"("c{c}", Alloc({}))"#, 64 * self.cells[c].len()));
        }
        // Fill every word, inputs in the same order on every variant.
        for (c, words) in self.cells.iter().enumerate() {
            for (j, input) in words.iter().enumerate() {
                insts.push(format!(r#"("a{c}_{j}", Add("c{c}", {}))"#, 64 * j));
                if *input {
                    insts.push(format!(r#"("v{c}_{j}", Call("@input", []))"#));
                } else {
                    insts.push(format!(r#"("v{c}_{j}", Add("k", {j}))"#));
                }
                insts.push(format!(r#"("_", Store("a{c}_{j}", "v{c}_{j}", 64))"#));
            }
        }
        let victim = self.victim();
        for (c, words) in self.cells.iter().enumerate() {
            if v == Variant::UseAfterFree && c == victim {
                insts.push(format!(r#"("_", Free("c{c}"))"#));
            }
            insts.push(format!(r#"("s{c}_0", Load("a{c}_0", 64))"#));
            for j in 1..words.len() {
                insts.push(format!(r#"("l{c}_{j}", Load("a{c}_{j}", 64))"#));
                insts.push(format!(r#"("s{c}_{j}", Add("s{c}_{}", "l{c}_{j}"))"#, j - 1));
            }
            insts.push(format!(r#"("_", Call("@print", ["s{c}_{}"]))"#, words.len() - 1));
        }
        if self.print_address {
            insts.push(r#"("_", Call("@print", ["c0"]))"#.to_string());
        }
        let frees = if v == Variant::Before { &natural } else { &self.free_order };
        for &c in frees {
            let skip = matches!(v, Variant::UseAfterFree | Variant::Leak) && c == victim;
            if !skip {
                insts.push(format!(r#"("_", Free("c{c}"))"#));
            }
        }
        let text = format!(
            r#"Program(
    externs: [Extern(name: "input", params: [], ret: Int), Extern(name: "print", params: [Int], ret: Unit)],
    functions: [Function(name: "main", ret: Int, blocks: [
        Block(name: "entry", params: [("k", Int)], insts: [{}], term: Return("k")),
    ])],
)"#,
            insts.join(", ")
        );
        match parse_program(&text) {
            Ok(p) => p.program,
            Err(e) => panic!("the generated program does not parse: {e:?}\n{text}"),
        }
    }
}

/// The runs every variant is compared on: seeded ν, and a tape that gives BEFORE its
/// addresses (4096·(i+1) for allocation i) before its inputs.
fn runs(case: &Case, seed: u64) -> Vec<RunSpec> {
    let addresses: Vec<String> = (1..=case.allocations()).map(|i| (4096 * i as u64 * 4).to_string()).collect();
    let inputs: Vec<String> = (0..12).map(|i| (i * 7 - 20).to_string()).collect();
    let tape = format!("tape:{},{}", addresses.join(","), inputs.join(","));
    [Some(format!("seed:{seed}")), Some(tape)]
        .into_iter()
        .map(|oracle| RunSpec { entry: "main".into(), args: vec!["3".into()], oracle, fuel: 10_000, budget: None })
        .collect()
}

fn verdict(before: &Program, after: &Program, r: &RunSpec) -> Result<Vec<String>, Vec<String>> {
    let mut cov = Coverage::default();
    match equiv::compare(before, after, r, &Compare::new(&CheckLimits::default()), &mut cov) {
        Ok(Verdict::Agree(a)) => Ok(a.notes),
        Ok(Verdict::Diverge(cx)) => Err(cx.diff(before, after, &Paper)),
        Ok(Verdict::NoVerdict) => unreachable!("a comparison without a deadline always has a verdict"),
        Err(e) => panic!("the runs fit the program: {e}"),
    }
}

fn property(case: Case, seed: u64) -> TestResult {
    let before = case.program(Variant::Before);
    let correct = case.program(Variant::Correct);
    for r in runs(&case, seed) {
        if let Err(details) = verdict(&before, &correct, &r) {
            return TestResult::error(format!("a correct rewrite diverges on {:?}:\n{}", r.oracle, details.join("\n")));
        }
        for wrong in [Variant::UseAfterFree, Variant::Leak] {
            if verdict(&before, &case.program(wrong), &r).is_ok() {
                let what = if wrong == Variant::Leak { "a leak" } else { "a use after free" };
                return TestResult::error(format!("{what} is judged equivalent on {:?}", r.oracle));
            }
        }
    }
    TestResult::passed()
}

#[test]
fn correct_allocation_rewrites_are_equivalent_and_faulty_ones_are_not() {
    let cases = std::env::var("WADDLE_PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(200);
    QuickCheck::new().tests(cases).quickcheck(property as fn(Case, u64) -> TestResult);
}
