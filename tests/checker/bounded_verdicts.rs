//! Every verdict of the checker ends in bounded time: a capped retry
//! ladder that says when a verdict rests on the cap, a linear comparison up to the
//! first divergence, a bounded window of the traces with summaries, and a correct step
//! on a run that never halts checked at the cost of its fuel. Work is counted (rules
//! fired, steps, lines), never timed.

use std::path::Path;
use waddle::check::{check_spec_file, SpecResult};
use waddle::exec::Coverage;
use waddle::format;
use waddle::ir::Program;
use waddle::oracle::equiv::{self, Compare, RunSpec, Verdict};
use waddle::oracle::{CheckLimits, Config, Paper};

fn spec(name: &str) -> SpecResult {
    let path = format!("{}/specs/limits/{name}", env!("CARGO_MANIFEST_DIR"));
    check_spec_file(Path::new(&path), &Config::default())
        .unwrap_or_else(|b| panic!("{name} is bad input: {:?}", b.errors))
}

fn steps_run(c: &Coverage) -> u64 {
    c.0.iter().sum()
}

fn prog(src: &str) -> Program {
    let parsed = format::parse_program(src).unwrap_or_else(|e| panic!("{}", waddle::diag::render(&e, None)));
    assert!(waddle::verify::verify_program(&parsed.program, Some(&parsed.source_map)).is_empty());
    parsed.program
}

/// `count(n)` prints 0 … n-1 and returns n; with `exit = false` its loop has no exit.
fn count(exit: bool) -> Program {
    let (switch, done) = if exit {
        (r#"Switch("c", [(true, "body")], "done")"#, r#"Block(name: "done", term: Return("n")),"#)
    } else {
        (r#"Switch("c", [], "body")"#, "")
    };
    prog(&format!(
        r#"Program(externs: [Extern(name: "print", params: [Int], ret: Unit)], functions: [
        Function(name: "count", ret: Int, blocks: [
            Block(name: "a", params: [("n", Int)], term: Branch("h", [0])),
            Block(name: "h", params: [("i", Int)], insts: [("c", Lt("i", "n"))], term: {switch}),
            Block(name: "body", insts: [("_", Call("@print", ["i"])), ("j", Add("i", 1))], term: Branch("h", ["j"])),
            {done}
        ])])"#
    ))
}

/// `count(n)`'s loop with no exit and no print: a run that never halts, whose empty
/// trace never differs from a prefix of `count(true)`'s, so the retry ladder is climbed.
fn silent() -> Program {
    prog(
        r#"Program(externs: [Extern(name: "print", params: [Int], ret: Unit)], functions: [
        Function(name: "count", ret: Int, blocks: [
            Block(name: "a", params: [("n", Int)], term: Branch("h", [0])),
            Block(name: "h", params: [("i", Int)], insts: [("c", Lt("i", "n"))], term: Switch("c", [], "body")),
            Block(name: "body", insts: [("j", Add("i", 1)), ("k", Add("j", 0))], term: Branch("h", ["k"])),
        ])])"#,
    )
}

fn run(fuel: u64) -> RunSpec {
    RunSpec { entry: "count".into(), args: vec!["1500".into()], oracle: None, fuel, budget: None }
}

#[test]
fn a_step_that_makes_the_run_print_forever_is_caught_with_a_bounded_report() {
    let r = spec("runaway-after-step.ron");
    assert!(r.passed(), "{:?}", r.failures);
    let [caught] = r.expected.as_slice() else { panic!("one expected failure: {:?}", r.expected) };
    let text = caught.details.join("\n");
    assert!(text.contains("first divergence at effect #1500"), "{text}");
    // The traces already differ when the first run after the step runs out of fuel:
    // more fuel cannot undo that, so none is given.
    assert!(text.starts_with("the effect traces differ"), "{text}");
    assert!(!text.contains("times the fuel"), "{text}");
    assert!(text.contains("… 1490 equal effect(s) before: print ×1490"), "{text}");
    assert!(text.contains("+ … 480 more effect(s): print ×480"), "{text}");
    // A bounded window: context, the summaries, the outcome and the last steps.
    let bound = waddle::oracle::CONTEXT_BEFORE + 2 * waddle::oracle::CONTEXT_AFTER + 2 * 7 + 8;
    assert!(caught.details.len() <= bound, "{} lines:\n{text}", caught.details.len());
    // The work: the input run, the run before, the run after with the fuel of 10,000
    // units, and nothing more.
    let before = 7504;
    assert!(steps_run(&r.coverage) <= 2 * before + 10_000, "{}", steps_run(&r.coverage));
}

#[test]
fn a_correct_step_on_a_run_that_prints_forever_costs_its_fuel() {
    let r = spec("prints-forever.ron");
    assert!(r.passed(), "{:?}", r.failures);
    assert!(r.notes.is_empty(), "{:?}", r.notes);
    // The input run and one run on each side of the step, each of exactly its fuel:
    // no retry with more fuel, since neither run halts.
    assert_eq!(steps_run(&r.coverage), 3 * 1_000_000);
}

#[test]
fn the_retry_ladder_stops_at_the_cap_and_says_so() {
    let (before, after) = (count(true), silent());
    let cl = CheckLimits { fuel_cap: 20_000, ..CheckLimits::default() };
    let mut cov = Coverage::default();
    let Ok(Verdict::Diverge(cx)) = equiv::compare(&before, &after, &run(10_000), &Compare::new(&cl), &mut cov) else {
        panic!("a divergence")
    };
    let details = cx.diff(&before, &after, &Paper);
    let text = details.join("\n");
    assert!(
        text.contains(
            "the run before the step halts, the run after the step does not (still incomplete at the fuel cap of 20000 units"
        ),
        "{text}"
    );
    assert!(text.contains("the verdict rests on that cap"), "{text}");
    // Before: halts at 7,504 steps; after: 10,000 units, then 20,000 (the cap, below
    // ten times the fuel), and no third try at the cap.
    assert_eq!(steps_run(&cov), 7_504 + 10_000 + 20_000);
}

#[test]
fn fuel_near_two_to_the_64_is_capped_and_the_verdict_says_it_rests_on_the_cap() {
    let p = count(false);
    let cl = CheckLimits { fuel_cap: 30_000, ..CheckLimits::default() };
    let mut cov = Coverage::default();
    let Ok(Verdict::Agree(a)) = equiv::compare(&p, &p, &run(u64::MAX - 1), &Compare::new(&cl), &mut cov) else {
        panic!("equivalent")
    };
    let notes = a.notes;
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(notes[0].contains("the verdict rests on the fuel cap"), "{notes:?}");
    assert_eq!(steps_run(&cov), 2 * 30_000);
}

#[test]
fn the_comparison_stops_at_the_first_divergence_in_one_pass() {
    let p = count(true);
    let e = |n: &str| {
        let r = RunSpec { args: vec![n.into()], ..run(1_000_000) };
        equiv::execute(&p, &r, r.fuel, &CheckLimits::default()).unwrap().effects
    };
    let (short, long) = (e("100"), e("200"));
    // 0…99 then halt(100), against 0…199 then halt(200): they part at #100.
    assert_eq!(equiv::first_divergence(&p, &p, &short, &long), Some(100));
    assert_eq!(equiv::first_divergence(&p, &p, &short[..100], &long), None, "a prefix");
}

#[test]
fn the_retry_ladder_is_climbed_only_while_time_remains() {
    let (before, after) = (count(true), silent());
    let cl = CheckLimits { fuel_cap: 20_000, ..CheckLimits::default() };
    // A deadline already passed: the first runs are made, the retry is not, and there
    // is no verdict.
    let mut cov = Coverage::default();
    let past = Some(std::time::Instant::now());
    let until = Compare { deadline: past, ..Compare::new(&cl) };
    let got = equiv::compare(&before, &after, &run(10_000), &until, &mut cov).unwrap();
    assert!(matches!(got, Verdict::NoVerdict), "no verdict once the time is up");
    assert_eq!(steps_run(&cov), 7_504 + 10_000, "no retry after the deadline");
    // Two runs that agree need no retry: a verdict even past the deadline.
    let mut cov = Coverage::default();
    let same = equiv::compare(&before, &before, &run(10_000), &until, &mut cov).unwrap();
    assert!(matches!(same, Verdict::Agree(a) if !a.vacuous));
}
