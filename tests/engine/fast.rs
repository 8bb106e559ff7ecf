//! The pre-decoded engine (`exec::fast`) against the reference (`exec::run`, which
//! takes every step through `step`): on every bundled program, every Bril program of
//! `specs/bril/`, random programs with calls, memory, externals and big integers, and
//! under every kind of limit, both give the same run — outcome, step count, extra
//! fuel, the rule and position of every step, and the whole final configuration
//! (γ, ŝ, µ, Ψ, ν).

use crate::common;
use waddle::exec::{self, fast, Config, Env, Limits, Oracle, OracleSpec, Tally, Trace};
use waddle::ir::{FuncId, Program, Type, Value};

/// Runs `start` with both engines and asserts the runs are the same; returns the
/// number of steps and whether the fast engine decoded any of them.
fn same_run<M: exec::Machine + Clone + PartialEq + std::fmt::Debug>(
    p: &Program,
    limits: Limits,
    start: &Config<M>,
    what: &str,
) -> u64 {
    let env = Env::new(p, limits);
    let code = fast::Code::new(p);
    let (mut t_ref, mut t_fast) = (Trace::default(), Trace::default());
    let reference = exec::run(&env, start.clone(), &mut t_ref);
    let work_ref = env.extra_work();
    let fast = fast::run(&env, &code, start.clone(), &mut t_fast);
    let work_fast = env.extra_work();
    // Without an observer too: the engine skips positions then.
    let quiet = fast::run(&env, &code, start.clone(), &mut ());
    match (reference, fast, quiet) {
        (Ok(r), Ok(f), Ok(q)) => {
            assert_eq!(r.outcome, f.outcome, "{what}: outcome");
            assert_eq!(r.steps, f.steps, "{what}: steps");
            assert_eq!(work_ref, work_fast, "{what}: extra fuel");
            assert!(t_ref.0 == t_fast.0, "{what}: the traces differ");
            assert!(r.config == f.config, "{what}: the final configurations differ");
            assert_eq!(r.outcome, q.outcome, "{what}: outcome without an observer");
            assert_eq!(r.steps, q.steps, "{what}: steps without an observer");
            assert!(r.config == q.config, "{what}: the final configurations differ without an observer");
            r.steps
        }
        (Err(r), Err(f), Err(q)) => {
            assert_eq!(r, f, "{what}: stuck differently");
            assert_eq!(r, q, "{what}: stuck differently without an observer");
            0
        }
        (r, f, _) => panic!("{what}: reference {:?}, fast {:?}", r.map(|r| r.outcome), f.map(|f| f.outcome)),
    }
}

/// Runs `start` with a weighted observer (`Tally`, Bril's `total_dyn_inst`) on both
/// engines, which the fast engine feeds from its own table by instruction, and asserts
/// both sums are the weights of the reference's trace, step by step; returns the sum.
fn same_tally<M: exec::Machine + Clone>(
    p: &Program,
    weights: &[Vec<Vec<u32>>],
    limits: Limits,
    start: &Config<M>,
    what: &str,
) -> u64 {
    let env = Env::new(p, limits);
    let mut trace = Trace::default();
    let _ = exec::run(&env, start.clone(), &mut trace);
    let expected: u64 = trace.0.iter().map(|e| u64::from(Tally::weight(weights, e.at))).sum();
    let (mut reference, mut fast) = (Tally::new(weights), Tally::new(weights));
    let _ = exec::run(&env, start.clone(), &mut reference);
    let _ = fast::run(&env, &fast::Code::new(p), start.clone(), &mut fast);
    assert_eq!(reference.total, expected, "{what}: the reference's tally");
    assert_eq!(fast.total, expected, "{what}: the fast engine's tally");
    expected
}

/// A weight at every position of `p`, each different from its neighbours' (`1 +
/// (f + 3b + 7i) mod 5`): a weighted observer must see the weight of every step the
/// engine takes, also the steps of a decoded instruction other than its first.
fn varied_weights(p: &Program) -> Vec<Vec<Vec<u32>>> {
    p.funcs
        .iter()
        .enumerate()
        .map(|(f, func)| {
            let mut by_block = vec![Vec::new(); func.block_capacity()];
            for (b, block) in func.blocks() {
                by_block[b.index()] =
                    (0..=block.insts.len()).map(|i| 1 + ((f + 3 * b.index() + 7 * i) % 5) as u32).collect();
            }
            by_block
        })
        .collect()
}

/// Arguments of `f`'s parameter types drawn from `seed`, or `None` when a parameter
/// is not an integer or a boolean.
fn args_for(p: &Program, f: FuncId, seed: u64) -> Option<Vec<Value>> {
    let func = p.func(f);
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    func.params()
        .iter()
        .map(|r| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            match func.reg_ty(*r) {
                Type::Int => Some(Value::int((x % 41) as i64 - 8)),
                Type::Bool => Some(Value::Bool(x & 1 == 1)),
                _ => None,
            }
        })
        .collect()
}

fn bundled_programs() -> Vec<(String, Program)> {
    let mut out = Vec::new();
    for path in common::files("specs/programs", "ron") {
        let text = std::fs::read_to_string(&path).unwrap();
        let parsed = waddle::format::parse_program(&text).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
        if waddle::verify::verify_program(&parsed.program, None).is_empty() {
            out.push((path.display().to_string(), parsed.program));
        }
    }
    assert!(out.len() >= 15, "the bundled programs were not found: {}", out.len());
    out
}

#[test]
fn every_bundled_program_runs_alike_on_both_engines() {
    let mut runs = 0;
    let mut steps = 0;
    for (name, p) in bundled_programs() {
        for f in p.func_ids() {
            for seed in 0..6 {
                let Some(args) = args_for(&p, f, seed) else { continue };
                let limits = Limits { fuel: 200_000, ..Limits::default() };
                let env = Env::new(&p, limits);
                let start = env.start(f, args, Oracle::new(OracleSpec::seed(seed)));
                steps += same_run(&p, limits, &start, &format!("{name} {} seed {seed}", p.func(f).name));
                runs += 1;
            }
        }
    }
    assert!(runs > 100 && steps > 100_000, "{runs} runs, {steps} steps");
}

#[test]
fn every_bril_program_runs_alike_on_both_engines() {
    let mut files = common::files("specs/bril", "bril");
    files.extend(common::files("specs/bril", "json"));
    let (mut runs, mut tallied) = (0, 0);
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(mut imp) = waddle::bril::lower::import_text(&text) else { continue };
        for f in &mut imp.program.funcs {
            waddle::canon::canonicalize_function(f).unwrap();
        }
        let p = &imp.program;
        let main = p.func_by_name("main").unwrap();
        let args = imp.args.clone().unwrap_or_default();
        let Ok(values) = waddle::bril::run::parse_args(&imp.info.params[main.index()], &args) else { continue };
        for fuel in [u64::MAX / 4, 1_000, 37] {
            let limits = Limits { fuel, memory_bits: 1 << 32, ..Limits::default() };
            let env = Env::new(p, limits);
            let start = env.start(main, values.clone(), waddle::bril::run::BrilMachine::default());
            let what = format!("{} fuel {fuel}", path.display());
            same_run(p, limits, &start, &what);
            tallied += same_tally(p, &imp.info.weights, limits, &start, &what);
            runs += 1;
        }
    }
    assert!(runs >= 60, "{runs} Bril runs");
    assert!(tallied > 10_000, "{tallied} Bril instructions counted");
}

/// Random programs with calls (direct and through references), recursion, memory
/// with faults, `input` from ν and integers of 70 to 130 bits.
#[test]
fn random_programs_run_alike_on_both_engines() {
    let mut decoded_steps = 0u64;
    for seed in 0..400u64 {
        let mut rng = waddle::exec::machine::Rng::new(seed);
        let size = 3 + (seed % 17) as usize;
        let p = waddle::fuzz::gen::Prog::random(&mut rng, size).build();
        assert!(waddle::verify::verify_program(&p, None).is_empty(), "seed {seed} does not verify");
        let f = FuncId(0);
        let Some(args) = args_for(&p, f, seed) else { continue };
        let limits = Limits { fuel: 50_000, ..Limits::default() };
        let env = Env::new(&p, limits);
        let start = env.start(f, args, Oracle::new(OracleSpec::seed(seed)));
        decoded_steps += same_run(&p, limits, &start, &format!("gen::Prog seed {seed}"));
    }
    assert!(decoded_steps > 50_000, "{decoded_steps} steps");
}

/// Every fuel limit from 0 to past the end of a run: the engine stops where the
/// reference does, also in the middle of a block and at a step it hands over.
#[test]
fn every_fuel_limit_stops_both_engines_at_the_same_step() {
    let programs = bundled_programs();
    let mut checked = 0;
    for (name, p) in programs.iter().filter(|(n, _)| n.ends_with("gcd.ron") || n.ends_with("memory_externs.ron")) {
        for f in p.func_ids() {
            let Some(args) = args_for(p, f, 3) else { continue };
            let env = Env::new(p, Limits::default());
            let start = env.start(f, args.clone(), Oracle::new(OracleSpec::seed(3)));
            let full = exec::run(&env, start.clone(), &mut ()).unwrap().steps;
            for fuel in 0..=full.min(400) + 1 {
                let limits = Limits { fuel, ..Limits::default() };
                let what = format!("{name} {} fuel {fuel}", p.func(f).name);
                same_run(p, limits, &start, &what);
                same_tally(p, &varied_weights(p), limits, &start, &what);
                checked += 1;
            }
        }
    }
    assert!(checked > 200, "{checked} fuel limits");
}

/// Small call-depth, value-size, memory and size limits, where the reference ends
/// runs as incomplete: the engine hands those steps over and ends them alike.
#[test]
fn tight_limits_end_both_engines_alike() {
    let mut incomplete = 0;
    for seed in 0..150u64 {
        let mut rng = waddle::exec::machine::Rng::new(seed);
        let p = waddle::fuzz::gen::Prog::random(&mut rng, 8 + (seed % 9) as usize).build();
        let f = FuncId(0);
        let Some(args) = args_for(&p, f, seed) else { continue };
        for limits in [
            Limits { call_depth: 2, ..Limits::default() },
            Limits { value_bits: 63, ..Limits::default() },
            Limits { value_bits: 64, ..Limits::default() },
            Limits { value_bits: 65, ..Limits::default() },
            Limits { memory_bits: 100, ..Limits::default() },
            Limits { budget: 2_000, ..Limits::default() },
        ] {
            let limits = Limits { fuel: 50_000, ..limits };
            let env = Env::new(&p, limits);
            let start = env.start(f, args.clone(), Oracle::new(OracleSpec::seed(seed)));
            same_run(&p, limits, &start, &format!("gen::Prog seed {seed} {limits:?}"));
            if matches!(exec::run(&env, start, &mut ()).map(|r| r.outcome), Ok(exec::Outcome::Incomplete(_))) {
                incomplete += 1;
            }
        }
    }
    assert!(incomplete > 50, "only {incomplete} runs hit a limit");
}

/// The engine decodes most of what the benchmark programs execute: the figure the
/// interpreter figures of BENCHMARKS.md rest on.
#[test]
fn the_engine_decodes_the_arithmetic_memory_and_branches_of_imported_programs() {
    let text = std::fs::read_to_string(common::root().join("specs/bril/bench_sieve.bril")).unwrap();
    let imp = waddle::bril::lower::import_text(&text).unwrap();
    let (fast, total) = fast::decoded(&fast::Code::new(&imp.program));
    assert!(fast * 10 >= total * 7, "{fast} of {total} instructions decoded");
}

/// A Bril loop whose `mul`, `add` and `sub` overflow 64 bits and whose loads (from a
/// `ptradd`: four steps in one dispatch) read negative numbers back as 64-bit
/// unsigned integers: the paired instructions' big intermediate results, under every
/// fuel limit and size budgets around what the run needs.
#[test]
fn overflowing_pairs_run_alike_under_every_fuel_limit_and_tight_budgets() {
    let text = r#"
@main(n: int) {
  m: int = const 6364136223846793005;
  inc: int = const 1442695040888963407;
  x: int = const -7;
  one: int = const 1;
  arr: ptr<int> = alloc one;
  i: int = const 0;
.loop:
  x: int = mul x m;
  x: int = add x inc;
  store arr x;
  z: int = sub i i;
  at: ptr<int> = ptradd arr z;
  y: int = load at;
  x: int = sub y m;
  i: int = add i one;
  c: bool = lt i n;
  br c .loop .done;
.done:
  print x;
  free arr;
}
"#;
    let mut imp = waddle::bril::lower::import_text(text).unwrap_or_else(|e| panic!("{e:?}"));
    for f in &mut imp.program.funcs {
        waddle::canon::canonicalize_function(f).unwrap();
    }
    let p = &imp.program;
    let main = p.func_by_name("main").unwrap();
    let n = 40i64;
    let start =
        |limits| Env::new(p, limits).start(main, vec![Value::int(n)], waddle::bril::run::BrilMachine::default());
    let limits = Limits { memory_bits: 1 << 32, ..Limits::default() };
    let full = exec::run(&Env::new(p, limits), start(limits), &mut ()).unwrap();
    // The loop in 64-bit wrapping arithmetic, as Bril computes it.
    let (m, inc) = (6364136223846793005i64, 1442695040888963407i64);
    let mut x = -7i64;
    for _ in 0..n {
        x = x.wrapping_mul(m).wrapping_add(inc).wrapping_sub(m);
    }
    match &full.effects()[0] {
        exec::Effect::Call { args, .. } => assert_eq!(args[0], Value::int(x)),
        other => panic!("{other:?}"),
    }
    let varied = varied_weights(p);
    for fuel in 0..=full.steps + 1 {
        let limits = Limits { fuel, ..limits };
        same_run(p, limits, &start(limits), &format!("fuel {fuel}"));
        same_tally(p, &imp.info.weights, limits, &start(limits), &format!("fuel {fuel}"));
        same_tally(p, &varied, limits, &start(limits), &format!("varied weights, fuel {fuel}"));
    }
    let needs = full.config.size.total;
    let mut incomplete = 0;
    for budget in (needs.saturating_sub(600)..needs + 600).step_by(8) {
        let limits = Limits { budget, ..limits };
        same_run(p, limits, &start(limits), &format!("budget {budget}"));
        let run = exec::run(&Env::new(p, limits), start(limits), &mut ()).unwrap();
        incomplete += matches!(run.outcome, exec::Outcome::Incomplete(_)) as u32;
    }
    assert!(incomplete > 0, "no budget ended the run");
    for value_bits in [64, 100, 127, 128, 129] {
        let limits = Limits { value_bits, ..limits };
        same_run(p, limits, &start(limits), &format!("value_bits {value_bits}"));
    }
}

/// Calls in a loop whose results go to registers that an earlier iteration's call
/// assigned (the in-place return writes the word or the boolean over the old one),
/// some returning a constant, under every fuel limit.
#[test]
fn calls_in_loops_return_into_the_registers_of_earlier_iterations() {
    let text = r#"
@odd(x: int): bool {
  two: int = const 2;
  h: int = div x two;
  d: int = mul h two;
  e: bool = eq d x;
  r: bool = not e;
  ret r;
}
@half(x: int): int {
  zero: int = const 0;
  z: bool = eq x zero;
  br z .zero .more;
.zero:
  ret zero;
.more:
  two: int = const 2;
  h: int = div x two;
  ret h;
}
@main(n: int) {
  i: int = const 0;
  acc: int = const 0;
  one: int = const 1;
.loop:
  o: bool = call @odd i;
  h: int = call @half i;
  br o .add .next;
.add:
  acc: int = add acc h;
.next:
  i: int = add i one;
  c: bool = lt i n;
  br c .loop .done;
.done:
  print acc;
}
"#;
    let imp = waddle::bril::lower::import_text(text).unwrap_or_else(|e| panic!("{e:?}"));
    let p = &imp.program;
    let main = p.func_by_name("main").unwrap();
    let start =
        |limits| Env::new(p, limits).start(main, vec![Value::int(9)], waddle::bril::run::BrilMachine::default());
    let full = exec::run(&Env::new(p, Limits::default()), start(Limits::default()), &mut ()).unwrap();
    // acc = half(1) + half(3) + half(5) + half(7) = 0 + 1 + 2 + 3.
    match &full.effects()[0] {
        exec::Effect::Call { args, .. } => assert_eq!(args[0], Value::int(6)),
        other => panic!("{other:?}"),
    }
    for fuel in 0..=full.steps + 1 {
        let limits = Limits { fuel, ..Limits::default() };
        same_run(p, limits, &start(limits), &format!("fuel {fuel}"));
        same_tally(p, &imp.info.weights, limits, &start(limits), &format!("fuel {fuel}"));
        same_tally(p, &varied_weights(p), limits, &start(limits), &format!("varied weights, fuel {fuel}"));
    }
}

/// Every binary operation on every pair of booleans and on machine integers around
/// the edges (overflow, division by zero, negative operands, shifts), each followed
/// by a boolean switch or a wrap, in all three operand forms: the engine's arms
/// against `step`'s.
#[test]
fn every_operation_on_booleans_and_edge_integers_runs_alike() {
    let ops = [
        "Add", "Sub", "Mul", "Div", "Mod", "And", "Or", "Xor", "Shl", "Shr", "Eq", "Ne", "Lt", "Le", "Gt", "Ge",
        "Fadd", "Fsub", "Fmul", "Fdiv", "Feq", "Flt", "Fle", "Fgt", "Fge",
    ];
    let bool_ops = ["And", "Or", "Xor", "Eq", "Ne"];
    let mut runs = 0;
    for op in ops {
        let text = format!(
            r#"Program(functions: [
    Function(name: "f", ret: Int, blocks: [
        Block(name: "e", params: [("x", Int), ("y", Int)], insts: [
            ("a", {op}("x", "y")),
            ("b", {op}("x", 3)),
            ("c", {op}(-5, "y")),
            ("d", Move("a")),
        ], term: Branch("g")),
        Block(name: "g", term: Return(0)),
    ]),
])"#
        );
        // The arithmetic ones again, each result wrapped as an imported Bril
        // instruction's is (the engine pairs the two steps).
        let wrapped = format!(
            r#"Program(functions: [
    Function(name: "f", ret: Int, blocks: [
        Block(name: "e", params: [("x", Int), ("y", Int)], insts: [
            ("a", {op}("x", "y")),
            ("a.1", WrapS("a", 64)),
            ("b", {op}("x", 3)),
            ("b.1", WrapS("b", 64)),
            ("c", {op}(-5, "y")),
            ("c.1", WrapS("c", 64)),
            ("d", {op}("x", -1)),
            ("d.1", WrapS("d", 64)),
        ], term: Return("a.1")),
    ]),
])"#
        );
        for (form, text) in [("", text), (" wrapped", wrapped)] {
            let p = waddle::format::parse_program(&text).unwrap_or_else(|e| panic!("{op}: {e:?}")).program;
            let verifies = waddle::verify::verify_program(&p, None).is_empty();
            let arithmetic =
                !matches!(op, "Eq" | "Ne" | "Lt" | "Le" | "Gt" | "Ge" | "Feq" | "Flt" | "Fle" | "Fgt" | "Fge");
            assert!(verifies || (!arithmetic && !form.is_empty()), "{op}{form} does not verify");
            if !verifies {
                continue;
            }
            // Integers, and the bit patterns of floats (1.5, -0, ∞, a NaN).
            let floats = [1.5f64, -0.0, f64::INFINITY, f64::NAN].map(|x| x.to_bits() as i64);
            let ints = [0i64, 1, -1, 2, 63, 64, -64, i64::MAX, i64::MIN, 1 << 32, -(1 << 40) + 7];
            let edges: Vec<i64> = ints.into_iter().chain(floats).collect();
            for &x in &edges {
                for &y in &edges {
                    let limits = Limits::default();
                    let env = Env::new(&p, limits);
                    let start =
                        env.start(FuncId(0), vec![Value::int(x), Value::int(y)], Oracle::new(OracleSpec::seed(0)));
                    same_run(&p, limits, &start, &format!("{op}{form}({x}, {y})"));
                    runs += 1;
                }
            }
        }
    }
    for op in bool_ops {
        let text = format!(
            r#"Program(functions: [
    Function(name: "f", ret: Int, blocks: [
        Block(name: "e", params: [("x", Bool), ("y", Bool)], insts: [
            ("a", {op}("x", "y")),
            ("b", Move("a")),
        ], term: Switch("a", [(true, "t")], "u")),
        Block(name: "t", term: Return(1)),
        Block(name: "u", term: Return(2)),
    ]),
])"#
        );
        let p = waddle::format::parse_program(&text).unwrap_or_else(|e| panic!("{op}: {e:?}")).program;
        assert!(waddle::verify::verify_program(&p, None).is_empty(), "{op} on booleans does not verify");
        for x in [false, true] {
            for y in [false, true] {
                let limits = Limits::default();
                let env = Env::new(&p, limits);
                let start =
                    env.start(FuncId(0), vec![Value::Bool(x), Value::Bool(y)], Oracle::new(OracleSpec::seed(0)));
                same_run(&p, limits, &start, &format!("{op}({x}, {y})"));
                runs += 1;
            }
        }
    }
    assert!(runs >= 2500, "{runs} runs");
}

/// `not` of a boolean and of integers (machine words and a big one): the engine's
/// `Ins::Not` against `step`'s E-Op.
#[test]
fn not_of_booleans_and_integers_runs_alike() {
    for (ty, args) in [
        ("Bool", vec![Value::Bool(false), Value::Bool(true)]),
        ("Int", [0i64, -1, i64::MAX, i64::MIN, 12345].map(Value::int).into_iter().collect()),
        ("Int", vec![Value::Int(waddle::ir::Int::from(1i128 << 90))]),
    ] {
        let text = format!(
            r#"Program(functions: [
    Function(name: "f", ret: {ty}, blocks: [
        Block(name: "e", params: [("x", {ty})], insts: [
            ("a", Not("x")),
            ("b", Not("a")),
            ("c", Not("b")),
        ], term: Return("c")),
    ]),
])"#
        );
        let p = waddle::format::parse_program(&text).unwrap_or_else(|e| panic!("{e:?}")).program;
        assert!(waddle::verify::verify_program(&p, None).is_empty(), "not on {ty}");
        for x in args {
            let limits = Limits::default();
            let start = Env::new(&p, limits).start(FuncId(0), vec![x.clone()], Oracle::new(OracleSpec::seed(0)));
            same_run(&p, limits, &start, &format!("not({x:?})"));
        }
    }
}

/// A call whose second argument is a big integer, after a call that left its slot
/// and cleared array for an in-place call: the engine writes the first argument,
/// finds the second is not a machine word, clears the array again and hands the call
/// to `enter`. With budgets at which `enter` then stops the run, the stopped
/// configuration, resumed by the engine (unshared, so that it reuses that slot),
/// ends as the whole run does.
#[test]
fn a_call_with_a_big_argument_leaves_a_cleared_slot_behind() {
    let text = r#"Program(functions: [
    Function(name: "f", ret: Int, blocks: [
        Block(name: "e", params: [("x", Int)], insts: [
            ("r", Call("@g", [1, 2])),
            ("y", Mul("x", "x")),
            ("s", Call("@g", [3, "y"])),
            ("t", Call("@g", ["r", 4])),
            ("u", Add("s", "t")),
        ], term: Return("u")),
    ]),
    Function(name: "g", ret: Int, blocks: [
        Block(name: "e", params: [("a", Int), ("b", Int)], insts: [
            ("c", Sub("b", "a")),
        ], term: Return("c")),
    ]),
])"#;
    let p = waddle::format::parse_program(text).unwrap_or_else(|e| panic!("{e:?}")).program;
    assert!(waddle::verify::verify_program(&p, None).is_empty());
    let code = fast::Code::new(&p);
    let start =
        |limits| Env::new(&p, limits).start(FuncId(0), vec![Value::int(1 << 40)], Oracle::new(OracleSpec::seed(0)));
    let limits = Limits::default();
    let full = exec::run(&Env::new(&p, limits), start(limits), &mut ()).unwrap();
    // (x² - 3) + (4 - (2 - 1)) = x².
    assert_eq!(full.outcome, exec::Outcome::Halt(Value::Int(waddle::ir::Int::from(1i128 << 80))));
    let mut resumed = 0;
    for budget in (full.config.size.total.saturating_sub(400)..full.config.size.total + 8).step_by(4) {
        let tight = Limits { budget, ..limits };
        let stopped = fast::run(&Env::new(&p, tight), &code, start(tight), &mut ()).unwrap();
        if !matches!(stopped.outcome, exec::Outcome::Incomplete(_)) {
            continue;
        }
        let rest = fast::run(&Env::new(&p, limits), &code, stopped.config, &mut ()).unwrap();
        assert_eq!(rest.outcome, full.outcome, "budget {budget}");
        assert_eq!(stopped.steps + rest.steps, full.steps, "budget {budget}");
        assert!(rest.config == full.config, "budget {budget}: the final configurations differ");
        resumed += 1;
    }
    assert!(resumed > 0, "no budget stopped the run");
}

/// Deep recursion that goes back and forth across the continuation's chunks of 64
/// frames, where the engine reuses the slots and register arrays that returns leave
/// (`Cont::spare_slot`, the spare chunks): stopped at many fuel limits, the stopped
/// configuration is kept alive (so that its chunks are shared) and resumed twice by
/// the engine and once by the reference, and all three end alike.
#[test]
fn deep_recursion_resumed_from_shared_snapshots_runs_alike() {
    let p = bundled_programs().into_iter().find(|(n, _)| n.ends_with("ackermann.ron")).expect("ackermann.ron").1;
    let ack = p.func_by_name("ack").expect("ack");
    let limits = Limits { fuel: u64::MAX / 4, ..Limits::default() };
    let env = Env::new(&p, limits);
    let code = fast::Code::new(&p);
    let start = env.start(ack, vec![Value::int(2), Value::int(200)], Oracle::new(OracleSpec::seed(0)));
    let whole = exec::run(&env, start.clone(), &mut ()).unwrap();
    assert!(matches!(whole.outcome, exec::Outcome::Halt(_)), "{:?}", whole.outcome);
    // The whole run, deep and back many times.
    same_run(&p, limits, &start, "ack(2, 200)");
    let mut deepest = 0;
    for k in (1..whole.steps).step_by((whole.steps / 40) as usize) {
        let cut = Limits { fuel: k, ..limits };
        let stopped = fast::run(&Env::new(&p, cut), &code, start.clone(), &mut ()).unwrap().config;
        deepest = deepest.max(stopped.depth());
        let reference = exec::run(&env, stopped.clone(), &mut ()).unwrap();
        let once = fast::run(&env, &code, stopped.clone(), &mut ()).unwrap();
        let twice = fast::run(&env, &code, stopped.clone(), &mut ()).unwrap();
        for (what, r) in [("first", &once), ("second", &twice)] {
            assert_eq!(r.outcome, reference.outcome, "fuel {k}, {what} resumption");
            assert_eq!(r.steps, reference.steps, "fuel {k}, {what} resumption");
            assert!(r.config == reference.config, "fuel {k}, {what} resumption: configurations differ");
        }
        // The kept snapshot is unchanged by the runs resumed from it.
        let again = fast::run(&Env::new(&p, cut), &code, start.clone(), &mut ()).unwrap().config;
        assert!(stopped == again, "fuel {k}: the snapshot changed");
    }
    assert!(deepest > 3 * 64, "the runs stopped at most {deepest} frames deep");
}

/// Euclid's algorithm on consecutive Fibonacci numbers that grow past one 64-bit
/// digit: the steps on big integers, charged by their digits, are the
/// reference's; both engines stop at the same step under every fuel limit, with the
/// same extra fuel.
#[test]
fn big_integer_work_stops_both_engines_at_the_same_step() {
    let src = r#"Program(functions: [Function(name: "main", ret: Int, blocks: [
        Block(name: "e", params: [("n", Int)], term: Branch("f", [0, 1, 0])),
        Block(name: "f", params: [("a", Int), ("b", Int), ("i", Int)],
              insts: [("c", Add("a", "b")), ("j", Add("i", 1)), ("more", Lt("j", "n"))],
              term: Switch("more", [(true, ("f", ["b", "c", "j"]))], ("g", ["c", "b"]))),
        Block(name: "g", params: [("x", Int), ("y", Int)], term: Switch("y", [(0, ("h", []))], ("m", []))),
        Block(name: "m", insts: [("r", Mod("x", "y"))], term: Branch("g", ["y", "r"])),
        Block(name: "h", term: Return("x")),
    ])])"#;
    let p = waddle::format::parse_program(src).unwrap_or_else(|_| panic!("parses")).program;
    let f = p.func_by_name("main").unwrap();
    let env = Env::new(&p, Limits::default());
    let start = env.start(f, vec![Value::int(150)], Oracle::new(OracleSpec::seed(0)));
    let full = exec::run(&env, start.clone(), &mut ()).unwrap();
    let needed = full.steps + env.extra_work();
    assert!(env.extra_work() > full.steps, "the big steps cost more than their count");
    for fuel in 0..=needed + 1 {
        same_run(&p, Limits { fuel, ..Limits::default() }, &start, &format!("fuel {fuel}"));
    }
}

/// The operations the LLVM lowering keeps poison with, on every path `step` has for
/// them: `tryload` of written bits (a negative number read back as 64 unsigned bits),
/// of bits never written (-1) and out of bounds (a fault); `forget` on a true and a
/// false condition; `select` of registers, small constants and a big one; `fail` on a
/// false and a true condition; comparisons with constants beyond a machine word
/// (charged by their digits) and of unsigned 64-bit values; `wrap` of those. Both
/// engines take the same steps under every fuel limit, from each entry argument.
#[test]
fn the_poison_operations_run_alike_under_every_fuel_limit() {
    let src = r#"Program(functions: [Function(name: "main", ret: Int, blocks: [
        Block(name: "e", params: [("n", Int)], insts: [("m", Alloc(128)), ("q", Add("m", 64))], term: Branch("f", [0, 0])),
        Block(name: "f", params: [("i", Int), ("acc", Int)],
              insts: [("neg", Sub(0, "i")), ("_", Store("m", "neg", 64)),
                      ("odd", And("i", 1)), ("forget", Eq("odd", 1)), ("_", Forget("m", "forget", 64)),
                      ("w", TryLoad("m", 64)), ("p", Lt("w", 0)), ("v", WrapS("w", 64)), ("u", WrapU("w", 32)),
                      ("hi", Ge("w", "147573952589676412928")), ("lo", Lt("v", "-147573952589676412928")),
                      ("big", Eq("w", "18446744073709551615")),
                      ("x", TryLoad("q", 32)), ("_", Store("q", "u", 32)), ("y", TryLoad("q", 16)),
                      ("s", Select("p", "v", 7)), ("t", Select("forget", 4294967296, "s")),
                      ("z", Select("big", "18446744073709551616", "t")), ("b", Select("hi", true, "lo")),
                      ("_", Fail("b", 3)), ("a1", Add("acc", "z")), ("a2", Add("a1", "x")), ("a3", Add("a2", "y")),
                      ("_", Forget("q", "p", 32)), ("j", Add("i", 1)), ("more", Lt("j", "n"))],
              term: Switch("more", [(true, ("f", ["j", "a3"]))], ("g", ["a3"]))),
        Block(name: "g", params: [("r", Int)],
              insts: [("past", Add("m", 128)), ("k", TryLoad("past", 8)), ("stop", Lt("k", 100)), ("_", Fail("stop", 9))],
              term: Return("r")),
    ])])"#;
    let p = waddle::format::parse_program(src).unwrap_or_else(|e| panic!("parses: {e:?}")).program;
    assert!(waddle::verify::verify_program(&p, None).is_empty(), "verifies");
    let f = p.func_by_name("main").unwrap();
    let (fast, total) = fast::decoded(&fast::Code::new(&p));
    assert!(fast + 4 >= total, "{fast} of {total} instructions decoded");
    for n in [1, 4] {
        let env = Env::new(&p, Limits::default());
        let start = env.start(f, vec![Value::int(n)], Oracle::new(OracleSpec::seed(0)));
        let full = exec::run(&env, start.clone(), &mut ()).unwrap();
        assert!(matches!(full.outcome, exec::Outcome::HaltEx(_)), "{:?}", full.outcome);
        assert!(env.extra_work() > 0, "the far comparisons are charged");
        let needed = full.steps + env.extra_work();
        for fuel in 0..=needed + 1 {
            let limits = Limits { fuel, ..Limits::default() };
            let what = format!("n {n} fuel {fuel}");
            same_run(&p, limits, &start, &what);
            same_tally(&p, &varied_weights(&p), limits, &start, &what);
        }
    }
}

/// The LLVM programs of `tests/llvm/` lowered onto the kernel (`tryload`, `forget`,
/// `select`, `fail`, far comparisons, float conversions) and their undefined
/// behaviours: both engines give the same run, configuration and trace.
#[test]
fn lowered_llvm_programs_run_alike_on_both_engines() {
    let mut paths = common::files("tests/llvm/programs", "ll");
    paths.retain(|p| p.to_string_lossy().ends_with(".canon.ll") || p.to_string_lossy().ends_with(".O0.ll"));
    paths.extend(common::files("tests/llvm/ub", "ll"));
    let mut runs = 0;
    for path in &paths {
        let Ok(imported) = waddle::llvm::import_file(path) else { continue };
        let p = &imported.lowered.program;
        let Some(start) = p.func_by_name(waddle::llvm::lower::START) else { continue };
        let limits = Limits { fuel: 300_000, memory_bits: 1 << 36, ..Limits::default() };
        let env = Env::new(p, limits);
        let config = env.start(start, Vec::new(), waddle::llvm::run::LlvmMachine::default());
        same_run(p, limits, &config, &path.display().to_string());
        runs += 1;
    }
    assert!(runs >= 80, "only {runs} lowered programs");
}
