//! Every run ends in bounded memory and time (issue #15): each runaway shape of the
//! issue ends as *incomplete*, naming the resource, and the configuration's size that
//! the budget is checked against is exact: recounted here by scanning the final
//! configuration. Nothing is timed; work and size are counted.

use waddle::exec::budget::{self, Resource};
use waddle::exec::{self, Config, Env, Incomplete, Limits, Oracle, OracleSpec, Outcome, Run};
use waddle::format;
use waddle::ir::{Program, Value};

fn prog(src: &str) -> Program {
    let parsed = match format::parse_program(src) {
        Ok(p) => p,
        Err(e) => panic!("does not parse:\n{}", waddle::diag::render(&e, None)),
    };
    let errors = waddle::verify::verify_program(&parsed.program, Some(&parsed.source_map));
    assert!(errors.is_empty(), "does not verify:\n{}", waddle::diag::render(&errors, None));
    parsed.program
}

fn go(p: &Program, entry: &str, args: Vec<Value>, limits: Limits) -> Run<Oracle> {
    let f = p.func_by_name(entry).expect("entry exists");
    let env = Env::new(p, limits);
    let run = exec::run(&env, env.start(f, args, Oracle::new(OracleSpec::seed(7))), &mut ()).expect("not stuck");
    assert_eq!(recount(p, &run.config), run.config.bytes(), "the kept size is the configuration's size");
    run
}

/// The size of a configuration by the definition in `budget.rs`, scanning everything.
fn recount(p: &Program, c: &Config<Oracle>) -> u64 {
    let regs = |func: waddle::ir::FuncId, regs: &waddle::exec::state::Regs| {
        budget::FRAME_BYTES
            + budget::VALUE_BYTES * p.func(func).num_regs() as u64
            + regs.assigned().map(|(_, v)| budget::value_bytes(v)).sum::<u64>()
    };
    // The current function's registers, then each frame's: a frame resumes in the
    // function whose registers it saved.
    let mut total = regs(c.at.func, &c.regs);
    for f in c.frames() {
        total += regs(f.resume.func, &f.regs);
    }
    for (_, al) in c.mem.allocations() {
        total += budget::allocation_bytes(al.size());
    }
    for e in c.effects.iter() {
        total += match e {
            exec::Effect::Call { args, .. } => budget::effect_bytes(args),
            exec::Effect::Halt(v) => budget::effect_bytes([v]),
            exec::Effect::HaltEx(_) => budget::EFFECT_BYTES,
        };
    }
    for v in c.nu.consumed().iter() {
        total += budget::VALUE_BYTES + budget::value_bytes(v);
    }
    total
}

/// Asserts that `run` ended on the budget, naming `resource`: its last configuration
/// fits the budget, and the step it did not take would have grown it past the budget
/// by at most `slack` bytes (one step's growth).
fn assert_over_budget(run: &Run<Oracle>, limits: Limits, resource: Resource, slack: u64) {
    match &run.outcome {
        Outcome::Incomplete(Incomplete::Budget(over)) => {
            assert_eq!(over.resource(), resource, "{over}");
            assert_eq!(over.budget, limits.budget);
            let size: u64 = over.parts.iter().sum();
            assert!(run.config.bytes() <= limits.budget, "the last configuration fits");
            assert!(size > limits.budget && size <= run.config.bytes() + slack, "{size} bytes: {over}");
        }
        other => panic!("expected the budget to end the run, got {other:?}"),
    }
}

const SMALL: u64 = 1 << 22;

fn small_budget() -> Limits {
    Limits { budget: SMALL, ..Limits::default() }
}

#[test]
fn allocating_one_bit_forever_ends_on_the_budget_counting_bookkeeping() {
    let p = prog(
        r#"Program(functions: [Function(name: "main", ret: Int, blocks: [
        Block(name: "a", term: Branch("l")),
        Block(name: "l", insts: [("p", Alloc(1))], term: Branch("l")),
    ])])"#,
    );
    let run = go(&p, "main", vec![], small_budget());
    assert_over_budget(&run, small_budget(), Resource::Memory, budget::allocation_bytes(1) + budget::VALUE_BYTES);
    // Far fewer live bits than the memory limit: the bookkeeping is what counts.
    let allocations = run.config.mem.allocations().count() as u64;
    assert!(run.config.mem.live_bits() < Limits::default().memory_bits / 1000);
    assert!(allocations > SMALL / 200, "{allocations} allocations");
}

#[test]
fn recursion_holding_a_large_integer_per_frame_ends_on_the_budget() {
    let p = prog(
        r#"Program(functions: [Function(name: "down", ret: Int, blocks: [
        Block(name: "a", params: [("n", Int)], insts: [
            ("x", Shl(1, 1000000)),
            ("m", Add("n", 1)),
            ("y", Call("@down", ["m"])),
            ("z", Add("x", "y")),
        ], term: Return("z")),
    ])])"#,
    );
    let run = go(&p, "down", vec![Value::int(0)], small_budget());
    // One step grows the registers by at most one integer of the value limit.
    let slack = budget::BIG_BYTES + 8 * (1 << 20) / 64 + budget::FRAME_BYTES + 6 * budget::VALUE_BYTES;
    assert_over_budget(&run, small_budget(), Resource::Registers, slack);
    assert!(run.config.depth() < 100, "stopped after {} frames, far below the depth limit", run.config.depth());
}

fn print_loop() -> Program {
    prog(
        r#"Program(externs: [Extern(name: "print", params: [Int], ret: Unit), Extern(name: "read", params: [], ret: Int)],
        functions: [
        Function(name: "prints", ret: Int, blocks: [
            Block(name: "a", term: Branch("l", [0])),
            Block(name: "l", params: [("i", Int)], insts: [("_", Call("@print", ["i"])), ("j", Add("i", 1))],
                  term: Branch("l", ["j"])),
        ]),
        Function(name: "reads", ret: Int, blocks: [
            Block(name: "a", term: Branch("l")),
            Block(name: "l", insts: [("v", Call("@read", []))], term: Branch("l")),
        ]),
    ])"#,
    )
}

#[test]
fn printing_forever_ends_on_the_budget_of_the_effect_trace() {
    let p = print_loop();
    let run = go(&p, "prints", vec![], small_budget());
    assert_over_budget(&run, small_budget(), Resource::Effects, budget::EFFECT_BYTES + budget::VALUE_BYTES);
    assert!(run.effects().len() as u64 > SMALL / 200);
    assert!(run.steps < Limits::default().fuel / 100, "long before the fuel");
}

#[test]
fn an_external_returning_values_forever_ends_on_the_budget_counting_the_tape() {
    let p = print_loop();
    let run = go(&p, "reads", vec![], small_budget());
    assert_over_budget(&run, small_budget(), Resource::Effects, budget::EFFECT_BYTES + 2 * budget::VALUE_BYTES);
    let Outcome::Incomplete(Incomplete::Budget(over)) = run.outcome else { unreachable!() };
    // Every draw is on the tape that replays the run, and counted, with the one the
    // refused step would have made.
    assert_eq!(over.parts[3], budget::VALUE_BYTES * (run.config.nu.consumed().len() as u64 + 1));
    assert_eq!(run.config.nu.consumed().len(), run.effects().len());
}

#[test]
fn allocating_and_freeing_the_memory_limit_each_iteration_runs_out_of_fuel_early() {
    let p = prog(
        r#"Program(functions: [Function(name: "main", ret: Int, blocks: [
        Block(name: "a", term: Branch("l")),
        Block(name: "l", insts: [("p", Alloc(67108864)), ("_", Free("p"))], term: Branch("l")),
    ])])"#,
    );
    let limits = Limits { fuel: 10_000_000, ..Limits::default() };
    let run = go(&p, "main", vec![], limits);
    match run.outcome {
        Outcome::Incomplete(Incomplete::Work { fuel, steps }) => {
            assert_eq!(fuel, limits.fuel);
            // Each allocation zeroes 2^20 cells: 2^21 words, 2^16 units of fuel.
            let per_iteration = 3 + budget::extra_units(2 << 20);
            assert_eq!(steps / 3, limits.fuel / per_iteration, "{steps} steps");
        }
        other => panic!("expected the fuel to run out, got {other:?}"),
    }
}

#[test]
fn arithmetic_near_the_value_limit_runs_out_of_fuel_early() {
    // Adding and multiplying integers of about 2^19 bits: each step is cheap to count
    // and expensive to do, and is charged by the words it touches.
    let p = prog(
        r#"Program(functions: [Function(name: "main", ret: Int, blocks: [
        Block(name: "a", insts: [("x", Shl(3, 500000)), ("y", Sub("x", 1))], term: Branch("l")),
        Block(name: "l", insts: [("s", Add("x", "y")), ("m", Mul("x", "y"))], term: Branch("l")),
    ])])"#,
    );
    let run = go(&p, "main", vec![], Limits::default());
    match run.outcome {
        Outcome::Incomplete(Incomplete::Work { steps, .. }) => {
            let words = 500_000u64.div_ceil(64);
            let mul = words * (4 * words.isqrt());
            let per_iteration = 3 + budget::extra_units(4 * words) + budget::extra_units(mul);
            assert!(steps < 3 + 3 * Limits::default().fuel.div_ceil(per_iteration), "{steps} steps");
            assert!(steps > 3, "the loop ran");
        }
        other => panic!("expected the fuel to run out, got {other:?}"),
    }
}

#[test]
fn ordinary_programs_spend_one_unit_of_fuel_per_step() {
    // gcd on machine integers: a step is a unit, so the fuel is the step count.
    let p = prog(&std::fs::read_to_string(format!("{}/specs/programs/gcd.ron", env!("CARGO_MANIFEST_DIR"))).unwrap());
    let full = go(&p, "gcd", vec![Value::int(48), Value::int(18)], Limits::default());
    assert_eq!(full.outcome, Outcome::Halt(Value::int(6)));
    let cut = go(&p, "gcd", vec![Value::int(48), Value::int(18)], Limits { fuel: full.steps - 1, ..Limits::default() });
    assert_eq!(cut.outcome, Outcome::Incomplete(Incomplete::Fuel(full.steps - 1)));
    let exact = go(&p, "gcd", vec![Value::int(48), Value::int(18)], Limits { fuel: full.steps, ..Limits::default() });
    assert_eq!(exact.outcome, Outcome::Halt(Value::int(6)));
}

#[test]
fn the_default_budget_is_well_under_the_host_and_reported_by_name() {
    assert_eq!(Limits::default().budget, 256 << 20);
    let p = print_loop();
    let run = go(&p, "prints", vec![], Limits { budget: 4096, ..Limits::default() });
    let text = format::run::outcome(&p, &run.outcome);
    assert!(
        text.starts_with("incomplete: the next step would take the configuration over its budget of 4096 bytes, mostly the effect trace Ψ"),
        "{text}"
    );
}
