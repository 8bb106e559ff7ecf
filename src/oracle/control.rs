//! Where control first went differently, for the diff of a divergence
//! (`equiv::render_diff`): `control first went differently after gcd:b3: the run of
//! BEFORE went to b4, the run of AFTER to b5`.
//!
//! Both runs are replayed side by side, one step of the rules (`exec::step`) at a time,
//! up to the step that appends the first differing effect (or to the end of the runs
//! when the traces are equal): after each step that moves control to another block (a
//! branch, a switch, a call of a defined function, a return into a frame), the blocks
//! the two runs entered are compared. AFTER's blocks are paired with BEFORE's by
//! function and block name: a spec step keeps the names of the blocks it does not
//! create, and `waddle equiv` compares AFTER under BEFORE's function names (σref).
//! A function's entry blocks pair with each other when neither's name is a block of
//! the other program (a pass that gave the entry block a name of its own).
//! A block of AFTER with no block of its name in BEFORE (a copy a step made, a block a
//! pass renamed) is not guessed at: the line names it and says that BEFORE has no
//! block of that name. The first pair of blocks that differs is the line (with the
//! visit of the block control left, when it was entered before: a loop's header on its
//! fourth visit is `sum:head (its visit #4)`); when control went the same way up to
//! the divergence, there is no line (the runs differ in data).
//!
//! Cost: the steps the two runs took up to the divergence, each with its own fuel;
//! memory: the two configurations and a count per block of BEFORE, nothing per step.

use crate::exec::{self, Config, Env, Limits, Oracle, Rule};
use crate::format::run as fmt;
use crate::ir::{BlockId, FuncId, Program};
use std::collections::{HashMap, HashSet, VecDeque};

/// A block of a program: its function and its id.
pub type At = (FuncId, BlockId);

/// Where the blocks of AFTER came from, when a step made them: AFTER's block → the
/// block of BEFORE it copies (a peeled or unrolled iteration, a loop version, an
/// inlined callee's block in its callee, the continuation of a call in the calling
/// block). Blocks not in it are paired by function and block name.
pub type Origins = HashMap<At, At>;

/// A block a run entered, and whether an unconditional branch entered it (no choice
/// was made to go there).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Entered {
    at: At,
    by_branch: bool,
}

/// How far one side looks ahead past blocks entered by an unconditional branch that
/// the other side does not enter (a block a split inserted, one straightening merged).
const PASS_THROUGH: usize = 4;

/// One run, replayed block by block, with the blocks it enters next buffered.
struct Walk<'p> {
    env: Env<'p>,
    c: Config<Oracle>,
    steps: u64,
    fuel: u64,
    /// The index of the first differing effect: the walk stops once it is appended.
    upto: usize,
    /// The block the run is in (first), then those it enters next, as far as looked.
    ahead: VecDeque<Entered>,
    /// Whether the run entered its last block (up to the divergence) among `ahead`.
    ended: bool,
}

impl<'p> Walk<'p> {
    /// The walk of `run` on `p`; with `follow`, ν as the run of AFTER in a comparison
    /// modulo allocation has it (`OracleSpec::without_addresses`).
    fn new(p: &'p Program, limits: Limits, run: &Run<'_>, follow: &[u32]) -> Option<Walk<'p>> {
        let inv = fmt::parse_invocation(p, run.entry, run.args, run.oracle).ok()?;
        let fuel = limits.fuel;
        let env = Env::new(p, limits);
        let nu = if follow.is_empty() { inv.oracle } else { inv.oracle.without_addresses(follow) };
        let c = env.start(inv.entry, inv.args, Oracle::new(nu));
        let start = Entered { at: (c.at.func, c.at.block), by_branch: false };
        Some(Walk { env, c, steps: 0, fuel, upto: run.upto, ahead: VecDeque::from([start]), ended: false })
    }

    /// The next block control enters; `None` when the run halts, reaches the first
    /// differing effect, runs out of fuel or stops at a limit.
    fn step_to_block(&mut self) -> Option<Entered> {
        loop {
            if self.c.halted || self.c.effects.len() > self.upto || self.steps + self.env.extra_work() >= self.fuel {
                return None;
            }
            let rule = exec::step(&self.env, &mut self.c).ok()?;
            self.steps += 1;
            if matches!(rule, Rule::Branch | Rule::SwitchCase | Rule::SwitchDefault | Rule::Call | Rule::ReturnFrame) {
                return Some(Entered { at: (self.c.at.func, self.c.at.block), by_branch: rule == Rule::Branch });
            }
        }
    }

    /// The `i`-th block from the current one (0: the current one).
    fn peek(&mut self, i: usize) -> Option<Entered> {
        while self.ahead.len() <= i && !self.ended {
            match self.step_to_block() {
                Some(next) => self.ahead.push_back(next),
                None => self.ended = true,
            }
        }
        self.ahead.get(i).copied()
    }

    /// Moves on by `k` blocks, counting each block left in `visits` (BEFORE's).
    fn advance(&mut self, k: usize, visits: Option<&mut HashMap<At, u64>>) {
        let mut visits = visits;
        for _ in 0..k {
            if let (Some(e), Some(v)) = (self.ahead.pop_front(), visits.as_deref_mut()) {
                *v.entry(e.at).or_default() += 1;
            }
        }
    }
}

/// The run both sides replay: its entry, arguments and ν, and the index of the first
/// differing effect (the number of effects when the traces are equal).
pub struct Run<'r> {
    /// The entry function, by BEFORE's name (AFTER is compared under σref).
    pub entry: &'r str,
    /// The arguments in the CLI's text form (`RunSpec::args`).
    pub args: &'r [String],
    /// ν as text (`tape:…`, `seed:N`); `None`: `seed:0`.
    pub oracle: Option<&'r str>,
    /// The index of the first differing effect: each walk stops once it is appended.
    pub upto: usize,
    /// The tape positions that answered an allocation in the run of BEFORE, which the
    /// run of AFTER skips (`equiv`'s comparison modulo allocation; empty: none).
    pub followed: &'r [u32],
}

/// How the line names a block of one side (`false`: BEFORE, `true`: AFTER), when the
/// notation has its own words for it (a Bril label `.loop`), and whether it is a
/// block of the user's program, paired by name (`false`: one the notation made, as a
/// Bril import's check, whose pairing is not worth a note); `None`: by its name.
pub type BlockNames<'a> = &'a dyn Fn(bool, At) -> Option<(String, bool)>;

/// How the two programs' blocks pair: through the step's `Origins`, else by function
/// and block name.
struct Pairing<'a> {
    before: &'a Program,
    after: &'a Program,
    origins: &'a Origins,
    /// BEFORE's blocks that are the origin of some block of AFTER.
    copied: HashSet<At>,
    names: BlockNames<'a>,
}

impl Pairing<'_> {
    /// BEFORE's block of AFTER's block `a`, or why there is none.
    fn of(&self, (f, b): At) -> Result<At, String> {
        if let Some(o) = self.origins.get(&(f, b)) {
            return Ok(*o);
        }
        let (fa, name) = (self.after.func(f), &self.after.func(f).block(b).name);
        let Some(fb) = self.before.func_by_name(&fa.name) else {
            return Err(format!("BEFORE has no function `{}`", fa.name));
        };
        match self.before.func(fb).block_by_name(name) {
            Some(bb) => Ok((fb, bb)),
            None if b == fa.entry() && self.entries_renamed(fb, f) => Ok((fb, self.before.func(fb).entry())),
            None => Err(format!("BEFORE has no block `{name}` in `{}`; blocks are paired by name", fa.name)),
        }
    }

    /// Whether the entry blocks of BEFORE's `fb` and AFTER's `fa` have no counterpart
    /// of their name in the other program, so that they pair with each other.
    fn entries_renamed(&self, fb: FuncId, fa: FuncId) -> bool {
        let (b, a) = (self.before.func(fb), self.after.func(fa));
        a.block_by_name(&b.block(b.entry()).name).is_none() && b.block_by_name(&a.block(a.entry()).name).is_none()
    }

    /// How block `at` of a side is named: the notation's words, else `name`.
    fn shown(&self, after: bool, at: At, from: Option<FuncId>, from_name: Option<&str>) -> String {
        let p = if after { self.after } else { self.before };
        match (self.names)(after, at) {
            Some((words, _)) if same_function(p, at.0, from, from_name) => words,
            Some((words, _)) => format!("{words} in `{}`", p.func(at.0).name),
            None => name(p, at, from, from_name),
        }
    }

    /// Whether the blocks BEFORE and AFTER are in pair up.
    fn same(&self, b: Option<Entered>, a: Option<Entered>) -> bool {
        matches!((b, a), (Some(b), Some(a)) if self.of(a.at) == Ok(b.at))
    }

    /// Whether AFTER has a block paired with BEFORE's block `b`.
    fn kept(&self, (f, b): At) -> bool {
        let func = self.before.func(f);
        self.copied.contains(&(f, b))
            || self.after.func_by_name(&func.name).is_some_and(|fa| {
                self.after.func(fa).block_by_name(&func.block(b).name).is_some()
                    || (b == func.entry() && self.entries_renamed(f, fa))
            })
    }

    /// How AFTER's block `a` is named in the line: with its origin when it has one, or
    /// why it has no counterpart.
    fn after_name(&self, a: At, from_name: Option<&str>) -> String {
        let shown = self.shown(true, a, None, from_name);
        match (self.origins.get(&a), self.of(a)) {
            (Some(&o), _) => format!("{shown} (a copy of {})", self.shown(false, o, Some(a.0), None)),
            (None, Err(_)) if (self.names)(true, a).is_some_and(|(_, users)| !users) => shown,
            (None, Err(why)) => format!("{shown} ({why})"),
            (None, Ok(_)) => shown,
        }
    }
}

/// The number of blocks `w` passes through before it reaches where the other run is
/// (`reaches`): blocks the other program has no counterpart of (`lone`), at most
/// `PASS_THROUGH`, each entered by an unconditional branch unless `any_entry`; `None`
/// when it does not reach it so.
fn pass_through(
    w: &mut Walk<'_>,
    lone: impl Fn(At) -> bool,
    reaches: impl Fn(Option<Entered>) -> bool,
    any_entry: bool,
) -> Option<usize> {
    for j in 0..PASS_THROUGH {
        let e = w.peek(j)?;
        if !lone(e.at) || !(e.by_branch || any_entry) {
            return None;
        }
        if reaches(w.peek(j + 1)) {
            return Some(j + 1);
        }
    }
    None
}

/// Whether function `f` is the one control left (by id in the same program, or by
/// name in the other).
fn same_function(p: &Program, f: FuncId, from: Option<FuncId>, from_name: Option<&str>) -> bool {
    from.is_some_and(|x| x == f) || from_name.is_some_and(|n| n == p.func(f).name)
}

/// `b4` when in function `f` (the block control left), else `gcd:b4`.
fn name(p: &Program, (f, b): At, from: Option<FuncId>, from_name: Option<&str>) -> String {
    let func = p.func(f);
    if same_function(p, f, from, from_name) {
        func.block(b).name.clone()
    } else {
        format!("{}:{}", func.name, func.block(b).name)
    }
}

/// The line naming where control first went differently, or `None` when it went the
/// same way up to the divergence (or a run cannot be replayed). `limits` are each
/// side's (the fuel its compared run had), `runs` how the diff names each side's run,
/// `origins` the blocks the step copied (empty: blocks pair by name), `names` the
/// notation's words for blocks.
///
/// The runs are compared block by block. A block with no counterpart in the other
/// program is passed through when the other run goes directly where it leads: on
/// AFTER's side any such block (one a split inserted, the switch unswitching puts in
/// front of a loop), since the choice that entered it is compared at the block it
/// leads to; on BEFORE's side only a block entered by an unconditional branch (a
/// successor straightening merged into its predecessor). A block of BEFORE entered by
/// a choice and gone from AFTER is never passed through: that choice is what a step
/// that deletes a live edge gets wrong.
pub fn first_difference(
    (before, after): (&Program, &Program),
    origins: &Origins,
    limits: [Limits; 2],
    run: &Run<'_>,
    (runs, names): ([&str; 2], BlockNames<'_>),
) -> Option<String> {
    let [lb, la] = limits;
    let mut wb = Walk::new(before, lb, run, &[])?;
    let mut wa = Walk::new(after, la, run, run.followed)?;
    let pairing = Pairing { before, after, origins, copied: origins.values().copied().collect(), names };
    let mut last: Option<At> = None;
    // How often BEFORE entered each block, to say which visit of a loop's block it was.
    let mut visits: HashMap<At, u64> = HashMap::new();
    let (nb, na) = loop {
        let (nb, na) = (wb.peek(0), wa.peek(0));
        if nb.is_none() && na.is_none() {
            return None;
        }
        if pairing.same(nb, na) {
            last = nb.map(|e| e.at);
            wb.advance(1, Some(&mut visits));
            wa.advance(1, None);
            continue;
        }
        if let Some(k) = pass_through(&mut wb, |b| !pairing.kept(b), |b| pairing.same(b, na), false) {
            wb.advance(k, Some(&mut visits));
            continue;
        }
        if let Some(k) = pass_through(&mut wa, |a| pairing.of(a).is_err(), |a| pairing.same(nb, a), true) {
            wa.advance(k, None);
            continue;
        }
        break (nb, na);
    };
    let from = last.map(|l| l.0);
    let from_name = from.map(|f| before.func(f).name.as_str());
    let went_b = match nb {
        Some(b) => format!("went to {}", pairing.shown(false, b.at, from, None)),
        None => "went no further (up to the divergence)".to_string(),
    };
    let went_a = match na {
        Some(a) => pairing.after_name(a.at, from_name),
        None => String::new(),
    };
    let where_ = match last {
        Some((f, b)) => {
            let visit = match visits.get(&(f, b)).copied().unwrap_or(1) {
                1 => String::new(),
                k => format!(" (its visit #{k})"),
            };
            let shown = match names(false, (f, b)) {
                Some((words, _)) => format!("{words} in `{}`", before.func(f).name),
                None => format!("{}:{}", before.func(f).name, before.func(f).block(b).name),
            };
            format!("after {shown}{visit}")
        }
        None => "from the start".to_string(),
    };
    let went_b = if last.is_none() { went_b.replace("went to", "started in") } else { went_b };
    let went_a = match (na, last) {
        (None, _) => "went no further (up to the divergence)".to_string(),
        (Some(_), None) => format!("in {went_a}"),
        (Some(_), Some(_)) if nb.is_none() => format!("went to {went_a}"),
        (Some(_), Some(_)) => format!("to {went_a}"),
    };
    Some(format!("control first went differently {where_}: {} {went_b}, {} {went_a}", runs[0], runs[1]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format;

    /// `sign(x)`: negative or not, then a print of -1 or 1 in its own block.
    fn sign(neg: &str, pos: &str, swap: bool) -> Program {
        let (t, f) = if swap { (pos, neg) } else { (neg, pos) };
        format::parse_program(&format!(
            r#"Program(externs: [Extern(name: "print", params: [Int], ret: Unit)], functions: [
            Function(name: "sign", ret: Int, blocks: [
                Block(name: "entry", params: [("x", Int)], insts: [("c", Lt("x", 0))], term: Switch("c", [(true, "{t}")], "{f}")),
                Block(name: "{neg}", insts: [("_", Call("@print", [-1]))], term: Return(0)),
                Block(name: "{pos}", insts: [("_", Call("@print", [1]))], term: Return(0)),
            ])])"#
        ))
        .unwrap()
        .program
    }

    /// A function `sign(x)` with these blocks (`c` is `x < 0`).
    fn blocks(blocks: &str) -> Program {
        format::parse_program(&format!(
            r#"Program(externs: [Extern(name: "print", params: [Int], ret: Unit)], functions: [
            Function(name: "sign", ret: Int, blocks: [{blocks}])])"#
        ))
        .unwrap()
        .program
    }

    /// The line for `sign(x)` when `after`'s blocks of `origins` are copies, with every
    /// effect up to the tenth compared.
    fn line_with(before: &Program, after: &Program, origins: &Origins, x: &str) -> Option<String> {
        let args = [x.to_string()];
        let run = Run { entry: "sign", args: &args, oracle: None, upto: 10, followed: &[] };
        let limits = Limits { fuel: 1000, ..Limits::default() };
        first_difference((before, after), origins, [limits, limits], &run, (["BEFORE", "AFTER"], &|_, _| None))
    }

    fn at(p: &Program, block: &str) -> At {
        let f = p.func_by_name("sign").unwrap();
        (f, p.func(f).block_by_name(block).unwrap())
    }

    #[test]
    fn a_copy_pairs_with_the_block_it_copies() {
        let before = sign("neg", "pos", false);
        let after = sign("neg", "pos.copy", false);
        let origins = Origins::from([(at(&after, "pos.copy"), at(&before, "pos"))]);
        assert_eq!(line_with(&before, &after, &origins, "5"), None, "the copy is its original");
        let by_name = line_with(&before, &after, &Origins::new(), "5").unwrap();
        assert!(by_name
            .ends_with("AFTER to pos.copy (BEFORE has no block `pos.copy` in `sign`; blocks are paired by name)"));
        let swapped = sign("neg", "pos.copy", true);
        assert_eq!(
            line_with(&before, &swapped, &origins, "-5").as_deref(),
            Some("control first went differently after sign:entry: BEFORE went to neg, AFTER to pos.copy (a copy of pos)")
        );
    }

    const NEG: &str = r#"Block(name: "neg", insts: [("_", Call("@print", [-1]))], term: Branch("pos"))"#;
    const POS: &str = r#"Block(name: "pos", insts: [("_", Call("@print", [1]))], term: Return(0))"#;

    #[test]
    fn a_block_only_after_has_is_passed_through_to_where_it_leads() {
        let entry = |neg: &str| {
            format!(
                r#"Block(name: "entry", params: [("x", Int)], insts: [("c", Lt("x", 0))], term: Switch("c", [(true, "{neg}")], "pos"))"#
            )
        };
        let before = blocks(&[entry("neg"), NEG.into(), POS.into()].join(","));
        let split = r#"Block(name: "neg.split", term: Branch("neg"))"#;
        let after = blocks(&[entry("neg.split"), split.into(), NEG.into(), POS.into()].join(","));
        assert_eq!(line_with(&before, &after, &Origins::new(), "-5"), None, "a split edge is the same control");
        let astray = r#"Block(name: "neg.split", term: Branch("pos"))"#;
        let wrong = blocks(&[entry("neg.split"), astray.into(), NEG.into(), POS.into()].join(","));
        assert_eq!(
            line_with(&before, &wrong, &Origins::new(), "-5").as_deref(),
            Some(
                "control first went differently after sign:entry: BEFORE went to neg, AFTER to neg.split \
                 (BEFORE has no block `neg.split` in `sign`; blocks are paired by name)"
            )
        );
    }

    #[test]
    fn a_block_gone_from_after_is_passed_through_only_when_no_choice_entered_it() {
        let test = r#"Block(name: "test", insts: [("c", Lt("x", 0))], term: Switch("c", [(true, "neg")], "pos"))"#;
        let entry = r#"Block(name: "entry", params: [("x", Int)], term: Branch("test"))"#;
        let before = blocks(&[entry, test, NEG, POS].join(","));
        // Straightened: `test` merged into `entry`.
        let merged = r#"Block(name: "entry", params: [("x", Int)], insts: [("c", Lt("x", 0))], term: Switch("c", [(true, "neg")], "pos"))"#;
        let after = blocks(&[merged, NEG, POS].join(","));
        assert_eq!(line_with(&before, &after, &Origins::new(), "-5"), None, "a merged block is the same control");
        // A live edge deleted: `neg`, entered by the switch's choice, is gone.
        let deleted = r#"Block(name: "entry", params: [("x", Int)], insts: [("c", Lt("x", 0))], term: Branch("pos"))"#;
        let wrong = blocks(&[deleted, POS].join(","));
        assert_eq!(
            line_with(&after, &wrong, &Origins::new(), "-5").as_deref(),
            Some("control first went differently after sign:entry: BEFORE went to neg, AFTER to pos")
        );
    }

    fn line(before: &Program, after: &Program, x: &str) -> Option<String> {
        let args = [x.to_string()];
        let run = Run { entry: "sign", args: &args, oracle: None, upto: 0, followed: &[] };
        let limits = Limits { fuel: 1000, ..Limits::default() };
        first_difference((before, after), &Origins::new(), [limits, limits], &run, (["BEFORE", "AFTER"], &|_, _| None))
    }

    #[test]
    fn swapped_targets_name_the_block_and_both_successors() {
        let before = sign("neg", "pos", false);
        let after = sign("neg", "pos", true);
        assert_eq!(
            line(&before, &after, "5").as_deref(),
            Some("control first went differently after sign:entry: BEFORE went to pos, AFTER to neg")
        );
        assert_eq!(line(&before, &before, "5"), None, "the same control: no line");
    }

    #[test]
    fn a_block_without_a_counterpart_of_its_name_is_said_so_not_guessed() {
        let before = sign("neg", "pos", false);
        let after = sign("neg", "positive", false);
        assert_eq!(
            line(&before, &after, "5").as_deref(),
            Some(
                "control first went differently after sign:entry: BEFORE went to pos, AFTER to positive \
                 (BEFORE has no block `positive` in `sign`; blocks are paired by name)"
            )
        );
        assert_eq!(line(&before, &after, "-5"), None, "the other way pairs by name");
    }

    #[test]
    fn entry_blocks_renamed_on_both_sides_pair_with_each_other() {
        let before = sign("neg", "pos", false);
        let renamed = |p: &Program| {
            let text = format::write_program(p).replace(r#"name: "entry""#, r#"name: "start""#);
            format::parse_program(&text).unwrap().program
        };
        let after = renamed(&sign("neg", "pos", true));
        assert_eq!(
            line(&before, &after, "5").as_deref(),
            Some("control first went differently after sign:entry: BEFORE went to pos, AFTER to neg")
        );
        assert_eq!(line(&before, &renamed(&before), "5"), None, "the same control: no line");
        // A block put before the entry keeps the entry's name: it is passed through.
        let front = r#"Block(name: "front", params: [("x", Int)], term: Branch("entry", ["x"]))"#;
        let entry = r#"Block(name: "entry", params: [("y", Int)], insts: [("c", Lt("y", 0))], term: Switch("c", [(true, "pos")], "neg"))"#;
        let neg = r#"Block(name: "neg", insts: [("_", Call("@print", [-1]))], term: Return(0))"#;
        let pos = r#"Block(name: "pos", insts: [("_", Call("@print", [1]))], term: Return(0))"#;
        let put_before = blocks(&[front, entry, neg, pos].join(","));
        assert_eq!(
            line(&before, &put_before, "5").as_deref(),
            Some("control first went differently after sign:entry: BEFORE went to pos, AFTER to neg")
        );
    }

    #[test]
    fn a_notation_names_blocks_in_its_own_words() {
        let before = sign("neg", "pos", false);
        let after = sign("neg", "pos", true);
        let args = ["5".to_string()];
        let run = Run { entry: "sign", args: &args, oracle: None, upto: 0, followed: &[] };
        let limits = Limits { fuel: 1000, ..Limits::default() };
        let words = |after: bool, (_, b): At| Some((format!("{}.{}", if after { "A" } else { "B" }, b.0), true));
        let line = first_difference((&before, &after), &Origins::new(), [limits, limits], &run, (["X", "Y"], &words));
        assert_eq!(
            line.as_deref(),
            Some("control first went differently after B.0 in `sign`: X went to B.2, Y to A.1")
        );
    }
}
