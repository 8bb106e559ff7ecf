//! Every run ends in bounded memory and time: each runaway shape of `tests/runaway/`
//! ends as *incomplete*, naming the resource, and the configuration's size that
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
            let per_iteration = 3 + budget::memory_units(2 << 20);
            assert_eq!(steps / 3, limits.fuel / per_iteration, "{steps} steps");
        }
        other => panic!("expected the fuel to run out, got {other:?}"),
    }
}

#[test]
fn arithmetic_near_the_value_limit_runs_out_of_fuel_early() {
    // Adding and multiplying integers of about 2^19 bits: each step is cheap to count
    // and expensive to do, and is charged by its work in digits.
    let p = prog(
        r#"Program(functions: [Function(name: "main", ret: Int, blocks: [
        Block(name: "a", insts: [("x", Shl(3, 500000)), ("y", Sub("x", 1))], term: Branch("l")),
        Block(name: "l", insts: [("s", Add("x", "y")), ("m", Mul("x", "y"))], term: Branch("l")),
    ])])"#,
    );
    let run = go(&p, "main", vec![], Limits::default());
    match run.outcome {
        Outcome::Incomplete(Incomplete::Work { steps, .. }) => {
            let words = 500_002u64.div_ceil(64);
            let mul = words * (4 * words.isqrt());
            let per_iteration = 3 + budget::int_units(words, words) + budget::int_units(words, mul);
            assert_eq!(budget::mul_work(words, words), mul);
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

/// Euclid's algorithm on consecutive Fibonacci numbers of `digits` 64-bit digits: its
/// `mod`s, `add`s and comparisons on big integers.
fn big_euclid() -> Program {
    prog(
        r#"Program(functions: [Function(name: "main", ret: Int, blocks: [
        Block(name: "e", params: [("n", Int)], term: Branch("f", [0, 1, 0])),
        Block(name: "f", params: [("a", Int), ("b", Int), ("i", Int)],
              insts: [("c", Add("a", "b")), ("j", Add("i", 1)), ("more", Lt("j", "n"))],
              term: Switch("more", [(true, ("f", ["b", "c", "j"]))], ("g", ["c", "b"]))),
        Block(name: "g", params: [("x", Int), ("y", Int)], term: Switch("y", [(0, ("h", []))], ("m", []))),
        Block(name: "m", insts: [("r", Mod("x", "y"))], term: Branch("g", ["y", "r"])),
        Block(name: "h", term: Return("x")),
    ])])"#,
    )
}

/// Fuel is charged by the work of each operation in 64-bit digits: a run
/// on one-digit integers spends one unit per step, a run on big integers its steps
/// plus, per operation on a wider integer, `BIG_STEP_UNITS` and its digit operations.
/// Recounted here from the trace, with the values of every step.
#[test]
fn operations_on_big_integers_cost_their_digits() {
    let p = big_euclid();
    for (n, small) in [(60, true), (2000, false)] {
        let env = Env::new(&p, Limits::default());
        let f = p.func_by_name("main").unwrap();
        let start = env.start(f, vec![Value::int(n)], Oracle::new(OracleSpec::seed(0)));
        // Step by step: the expected charge of each step from the values it reads.
        let mut c = start.clone();
        let mut expected = 0u64;
        let mut steps = 0u64;
        while !c.halted {
            let at = c.at;
            let func = p.func(at.func);
            let block = func.block(at.block);
            if let Some(inst) = block.insts.get(at.index as usize) {
                let int = |o: &waddle::ir::Operand| match o {
                    waddle::ir::Operand::Reg(r) => match c.regs.get(*r) {
                        Some(Value::Int(i)) => i.clone(),
                        other => panic!("{other:?}"),
                    },
                    waddle::ir::Operand::Const(Value::Int(i)) => i.clone(),
                    other => panic!("{other:?}"),
                };
                if let waddle::ir::Op::Binary(op, x, y) = &inst.op {
                    let (la, lb) = (budget::words(&int(x)), budget::words(&int(y)));
                    let longer = la.max(lb);
                    expected += match op {
                        waddle::ir::BinOp::Add => budget::int_units(longer, longer),
                        waddle::ir::BinOp::Mod => budget::int_units(longer, (la - lb.min(la) + 1) * lb),
                        waddle::ir::BinOp::Lt if longer > 1 => longer,
                        _ => 0,
                    };
                }
            }
            exec::step(&env, &mut c).expect("a step");
            steps += 1;
        }
        let run = exec::run(&env, start.clone(), &mut ()).unwrap();
        assert_eq!(run.steps, steps);
        assert_eq!(env.extra_work(), expected, "n = {n}");
        assert_eq!(expected == 0, small, "n = {n}: {expected} extra units");
        // The run needs exactly its steps plus its work: one unit less ends it.
        let fuel = steps + expected;
        let exact = exec::run(&Env::new(&p, Limits { fuel, ..Limits::default() }), start.clone(), &mut ()).unwrap();
        assert!(matches!(exact.outcome, Outcome::Halt(_)), "{:?}", exact.outcome);
        let env = Env::new(&p, Limits { fuel: fuel - 1, ..Limits::default() });
        let cut = exec::run(&env, start, &mut ()).unwrap();
        let want =
            if small { Incomplete::Fuel(fuel - 1) } else { Incomplete::Work { fuel: fuel - 1, steps: cut.steps } };
        assert_eq!(cut.outcome, Outcome::Incomplete(want));
    }
}

/// The budget is checked on every step that grows the configuration, not only on
/// those that make the host allocate: copies of one big integer by moves
/// and by block parameters count in the size, so a run that copies it past the budget
/// ends as incomplete at the copy, naming the registers, with nothing allocated.
#[test]
fn copies_of_a_big_integer_end_on_the_budget_without_allocating() {
    let p = prog(
        r#"Program(functions: [
        Function(name: "moves", ret: Int, blocks: [
            Block(name: "a", insts: [("x", Shl(1, 65536)), ("y1", Move("x")), ("y2", Move("x")), ("y3", Move("x")),
                  ("y4", Move("x")), ("y5", Move("x")), ("y6", Move("x")), ("y7", Move("x")), ("y8", Move("x"))],
                  term: Return("y8")),
        ]),
        Function(name: "params", ret: Int, blocks: [
            Block(name: "a", insts: [("x", Shl(1, 65536))], term: Branch("b", ["x", "x"])),
            Block(name: "b", params: [("p", Int), ("q", Int)], term: Branch("c", ["p", "q", "x"])),
            Block(name: "c", params: [("r", Int), ("s", Int), ("t", Int)], term: Branch("d", ["r"])),
            Block(name: "d", params: [("u", Int)], term: Return("u")),
        ]),
    ])"#,
    );
    let one = budget::BIG_BYTES + 8 * (65537u64.div_ceil(64));
    for (entry, copies) in [("moves", 8u64), ("params", 6)] {
        let f = p.func_by_name(entry).unwrap();
        // Enough for the frame and the integer with three copies.
        let frame = budget::FRAME_BYTES + budget::VALUE_BYTES * p.func(f).num_regs() as u64;
        let limits = Limits { budget: frame + 4 * one + one / 2, ..Limits::default() };
        let run = go(&p, entry, vec![], limits);
        assert_over_budget(&run, limits, Resource::Registers, 3 * one);
        assert_eq!(run.config.mem.allocations().count(), 0);
        assert!(run.steps > 1 && run.steps < 1 + copies, "{entry}: ended at step {}", run.steps);
        // Both engines end there.
        let env = Env::new(&p, limits);
        let code = exec::fast::Code::new(&p);
        let start = env.start(f, vec![], Oracle::new(OracleSpec::seed(7)));
        let fast = exec::fast::run(&env, &code, start, &mut ()).unwrap();
        assert_eq!((fast.outcome, fast.steps), (run.outcome.clone(), run.steps));
        // With room for every copy, the run halts.
        let roomy = Limits { budget: frame + (copies + 3) * one, ..Limits::default() };
        assert!(matches!(go(&p, entry, vec![], roomy).outcome, Outcome::Halt(_)), "{entry}");
    }
}

/// A budget may allow more than the machine has (`--budget 1T`): an allocation the
/// host cannot give ends the run as incomplete, naming the bytes, in both engines,
/// instead of aborting the process.
#[test]
fn an_allocation_beyond_the_host_ends_the_run() {
    let p = prog(
        r#"Program(functions: [Function(name: "f", ret: Int, blocks: [
            Block(name: "e", params: [("a", Int)], insts: [("p", Alloc("a")), ("x", Load("p", 64))], term: Return("x")),
        ])])"#,
    );
    let f = p.func_by_name("f").unwrap();
    // 2^40 bits: 256 GiB of cells, within the largest budget and memory limit, more
    // than any machine these tests run on gives at once.
    let bits = 1u64 << 40;
    let limits = Limits { budget: budget::MAX_BUDGET, memory_bits: bits, ..Limits::default() };
    let bytes = budget::allocation_bytes(bits) + budget::VALUE_BYTES;
    assert!(bytes <= budget::MAX_BUDGET && bytes > 1 << 37, "{bytes}");
    let run = go(&p, "f", vec![Value::int(bits as i64)], limits);
    assert_eq!(run.outcome, Outcome::Incomplete(Incomplete::HostMemory(bytes)));
    assert_eq!(run.config.mem.allocations().count(), 0);
    let env = Env::new(&p, limits);
    let code = exec::fast::Code::new(&p);
    let start = env.start(f, vec![Value::int(bits as i64)], Oracle::new(OracleSpec::seed(7)));
    let fast = exec::fast::run(&env, &code, start, &mut ()).unwrap();
    assert_eq!((fast.outcome, fast.steps), (run.outcome, run.steps));
}
