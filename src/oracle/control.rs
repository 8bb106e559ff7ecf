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
use std::collections::HashMap;

/// A block of a program: its function and its id.
type At = (FuncId, BlockId);

/// One run, replayed block by block.
struct Walk<'p> {
    p: &'p Program,
    env: Env<'p>,
    c: Config<Oracle>,
    steps: u64,
    fuel: u64,
    /// The index of the first differing effect: the walk stops once it is appended.
    upto: usize,
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
        Some(Walk { p, env, c, steps: 0, fuel, upto: run.upto })
    }

    fn at(&self) -> At {
        (self.c.at.func, self.c.at.block)
    }

    /// The next block control enters; `None` when the run halts, reaches the first
    /// differing effect, runs out of fuel or stops at a limit.
    fn next_block(&mut self) -> Option<At> {
        loop {
            if self.c.halted || self.c.effects.len() > self.upto || self.steps + self.env.extra_work() >= self.fuel {
                return None;
            }
            let rule = exec::step(&self.env, &mut self.c).ok()?;
            self.steps += 1;
            if matches!(rule, Rule::Branch | Rule::SwitchCase | Rule::SwitchDefault | Rule::Call | Rule::ReturnFrame) {
                return Some(self.at());
            }
        }
    }
}

/// The run both sides replay: its entry, arguments and ν, and the index of the first
/// differing effect (the number of effects when the traces are equal).
pub struct Run<'r> {
    pub entry: &'r str,
    pub args: &'r [String],
    pub oracle: Option<&'r str>,
    pub upto: usize,
    /// The tape positions that answered an allocation in the run of BEFORE, which the
    /// run of AFTER skips (`equiv`'s comparison modulo allocation; empty: none).
    pub followed: &'r [u32],
}

/// BEFORE's block of AFTER's block `a`, by function and block name, or why there is none.
fn paired(before: &Program, after: &Program, (f, b): At) -> Result<At, String> {
    let (fa, name) = (after.func(f), &after.func(f).block(b).name);
    let Some(fb) = before.func_by_name(&fa.name) else {
        return Err(format!("BEFORE has no function `{}`", fa.name));
    };
    match before.func(fb).block_by_name(name) {
        Some(bb) => Ok((fb, bb)),
        None => Err(format!("BEFORE has no block `{name}` in `{}`; blocks are paired by name", fa.name)),
    }
}

/// `b4` when in function `f` (the block control left), else `gcd:b4`.
fn name(p: &Program, (f, b): At, from: Option<FuncId>, from_name: Option<&str>) -> String {
    let func = p.func(f);
    let same = from.is_some_and(|x| x == f) || from_name.is_some_and(|n| n == func.name);
    if same {
        func.block(b).name.clone()
    } else {
        format!("{}:{}", func.name, func.block(b).name)
    }
}

/// The line naming where control first went differently, or `None` when it went the
/// same way up to the divergence (or a run cannot be replayed). `limits` are each
/// side's (the fuel its compared run had), `runs` how the diff names each side's run.
pub fn first_difference(
    before: &Program,
    after: &Program,
    limits: [Limits; 2],
    run: &Run<'_>,
    runs: [&str; 2],
) -> Option<String> {
    let [lb, la] = limits;
    let mut wb = Walk::new(before, lb, run, &[])?;
    let mut wa = Walk::new(after, la, run, run.followed)?;
    let (mut nb, mut na) = (Some(wb.at()), Some(wa.at()));
    let mut last: Option<At> = None;
    // How often BEFORE entered each block, to say which visit of a loop's block it was.
    let mut visits: HashMap<At, u64> = HashMap::new();
    loop {
        let mapped = na.map(|a| paired(before, after, a));
        match (nb, &mapped) {
            (None, None) => return None,
            (Some(b), Some(Ok(a))) if b == *a => {
                last = Some(b);
                *visits.entry(b).or_default() += 1;
                (nb, na) = (wb.next_block(), wa.next_block());
                continue;
            }
            _ => {}
        }
        let from = last.map(|l| l.0);
        let from_name = from.map(|f| before.func(f).name.as_str());
        let went_b = match nb {
            Some(b) => format!("went to {}", name(wb.p, b, from, None)),
            None => "went no further (up to the divergence)".to_string(),
        };
        let went_a = match (na, &mapped) {
            (Some(a), Some(Ok(_))) => name(wa.p, a, None, from_name),
            (Some(a), Some(Err(why))) => format!("{} ({why})", name(wa.p, a, None, from_name)),
            _ => "no further (up to the divergence)".to_string(),
        };
        let where_ = match last {
            Some((f, b)) => {
                let visit = match visits.get(&(f, b)).copied().unwrap_or(1) {
                    1 => String::new(),
                    k => format!(" (its visit #{k})"),
                };
                format!("after {}:{}{visit}", before.func(f).name, before.func(f).block(b).name)
            }
            None => "from the start".to_string(),
        };
        let went_b = if last.is_none() { went_b.replace("went to", "started in") } else { went_b };
        let to = if last.is_none() { "in" } else { "to" };
        return Some(format!(
            "control first went differently {where_}: {} {went_b}, {} {to} {went_a}",
            runs[0], runs[1]
        ));
    }
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

    fn line(before: &Program, after: &Program, x: &str) -> Option<String> {
        let args = [x.to_string()];
        let run = Run { entry: "sign", args: &args, oracle: None, upto: 0, followed: &[] };
        let limits = Limits { fuel: 1000, ..Limits::default() };
        first_difference(before, after, [limits, limits], &run, ["BEFORE", "AFTER"])
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
}
