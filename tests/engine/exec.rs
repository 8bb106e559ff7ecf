//! The interpreter against the rules of `semantics/reduction.md`: every rule fires, the
//! bundled programs compute what they should, memory round-trips at several widths,
//! errors are outcomes, limits make runs incomplete, and seeded runs replay.

use std::collections::BTreeSet;
use waddle::exec::{
    self, Coverage, Effect, Env, Incomplete, Limits, Oracle, OracleSpec, Outcome, ProgramError, Rule, Run, Trace,
};
use waddle::format;
use waddle::ir::{Int, Program, Value};

/// Parses and verifies a program, failing the test with the rendered errors.
fn prog(src: &str) -> Program {
    let parsed = match format::parse_program(src) {
        Ok(p) => p,
        Err(e) => panic!("does not parse:\n{}", waddle::diag::render(&e, None)),
    };
    let errors = waddle::verify::verify_program(&parsed.program, Some(&parsed.source_map));
    assert!(errors.is_empty(), "does not verify:\n{}", waddle::diag::render(&errors, None));
    parsed.program
}

fn bundled(name: &str) -> Program {
    let path = format!("{}/specs/programs/{name}", env!("CARGO_MANIFEST_DIR"));
    prog(&std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}")))
}

fn ints(args: &[i64]) -> Vec<Value> {
    args.iter().map(|a| Value::int(*a)).collect()
}

/// Runs `entry` and returns the run and the rules that fired.
fn go(p: &Program, entry: &str, args: Vec<Value>, oracle: OracleSpec, limits: Limits) -> (Run<Oracle>, Coverage) {
    let f = p.func_by_name(entry).expect("entry exists");
    exec::check_args(p, f, &args).expect("arguments match");
    let env = Env::new(p, limits);
    let mut cov = Coverage::default();
    let run = exec::run(&env, env.start(f, args, Oracle::new(oracle)), &mut cov).expect("not stuck");
    (run, cov)
}

fn run_ints(p: &Program, entry: &str, args: &[i64]) -> (Run<Oracle>, Coverage) {
    go(p, entry, ints(args), OracleSpec::seed(0), Limits::default())
}

fn effects(p: &Program, run: &Run<Oracle>) -> Vec<String> {
    run.effects().iter().map(|e| format::run::effect(p, e)).collect()
}

fn halt_int(run: &Run<Oracle>) -> i64 {
    match &run.outcome {
        Outcome::Halt(Value::Int(i)) => i.to_i64().expect("small result"),
        other => panic!("expected halt(int), got {other:?}"),
    }
}

/// A function `main` of no parameters returning int, with the given blocks.
fn main_fn(blocks: &str) -> String {
    format!("Program(functions: [Function(name: \"main\", ret: Int, blocks: [{blocks}])])")
}

// ---------------------------------------------------------------------------------
// The document and the code
// ---------------------------------------------------------------------------------

fn headings() -> Vec<String> {
    let dir = format!("{}/semantics", env!("CARGO_MANIFEST_DIR"));
    let mut names = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir).expect("semantics/ exists").map(|e| e.unwrap().path()).collect();
    files.sort();
    for f in files.into_iter().filter(|f| f.extension().is_some_and(|e| e == "md")) {
        let text = std::fs::read_to_string(&f).unwrap();
        for line in text.lines() {
            if let Some(name) = line.strip_prefix("### ") {
                if name.starts_with("E-") {
                    names.push(name.trim().to_string());
                }
            }
        }
    }
    names
}

#[test]
fn rule_names_match_the_document() {
    let doc = headings();
    let doc_set: BTreeSet<&str> = doc.iter().map(String::as_str).collect();
    assert_eq!(doc.len(), doc_set.len(), "a rule heading appears twice in semantics/: {doc:?}");
    let code: BTreeSet<&str> = Rule::ALL.iter().map(|r| r.name()).collect();
    assert_eq!(doc_set, code, "semantics/ and Rule::ALL differ");
    // The order of the document is the order of Rule::ALL.
    let code_order: Vec<&str> = Rule::ALL.iter().map(|r| r.name()).collect();
    assert_eq!(doc.iter().map(String::as_str).collect::<Vec<_>>(), code_order);
}

#[test]
fn step_has_one_marked_arm_per_rule() {
    let src = std::fs::read_to_string(format!("{}/src/exec/step.rs", env!("CARGO_MANIFEST_DIR"))).unwrap();
    for r in Rule::ALL {
        let marker = format!("// {}:", r.name());
        assert_eq!(src.matches(&marker).count(), 1, "`{marker}` should mark exactly one arm of step");
        let ret = format!("Rule::{r:?}");
        assert!(src.contains(&ret), "step never returns {ret}");
    }
    for r in Rule::ALL {
        assert_eq!(Rule::by_name(r.name()), Some(*r));
    }
}

// ---------------------------------------------------------------------------------
// Every rule fires
// ---------------------------------------------------------------------------------

/// One small program per rule, each run checked to fire its rule.
fn rule_cases() -> Vec<(Rule, String, Vec<Value>, OracleSpec)> {
    let no = Vec::new;
    let mem =
        |insts: &str| main_fn(&format!(r#"Block(name: "a", insts: [("p", Alloc(64)), {insts}], term: Return(0))"#));
    vec![
        (
            Rule::Op,
            main_fn(r#"Block(name: "a", insts: [("x", Add(1, 2))], term: Return("x"))"#),
            no(),
            OracleSpec::seed(0),
        ),
        (
            Rule::OpErr,
            main_fn(r#"Block(name: "a", insts: [("x", Div(1, 0))], term: Return("x"))"#),
            no(),
            OracleSpec::seed(0),
        ),
        (
            Rule::Move,
            main_fn(r#"Block(name: "a", insts: [("x", Move(7))], term: Return("x"))"#),
            no(),
            OracleSpec::seed(0),
        ),
        (
            Rule::Wrap,
            main_fn(r#"Block(name: "a", insts: [("x", WrapS(200, 8))], term: Return("x"))"#),
            no(),
            OracleSpec::seed(0),
        ),
        (
            Rule::Addr,
            main_fn(r#"Block(name: "a", insts: [("f", Addr("main")), ("e", Eq("f", "@main"))], term: Return(1))"#),
            no(),
            OracleSpec::seed(0),
        ),
        (Rule::Call, bundled_src("gcd_rec.ron"), ints(&[48, 18]), OracleSpec::seed(0)),
        (Rule::CallExtern, bundled_src("io.ron"), ints(&[2]), OracleSpec::tape(ints(&[5]))),
        (Rule::Alloc, mem(r#"("_", Free("p"))"#), no(), OracleSpec::seed(0)),
        (
            Rule::AllocErr,
            main_fn(r#"Block(name: "a", insts: [("p", Alloc(-1))], term: Return(0))"#),
            no(),
            OracleSpec::seed(0),
        ),
        (Rule::Free, mem(r#"("_", Free("p"))"#), no(), OracleSpec::seed(0)),
        (Rule::FreeFault, mem(r#"("_", Free("p")), ("_", Free("p"))"#), no(), OracleSpec::seed(0)),
        (Rule::Load, mem(r#"("_", Store("p", 5, 64)), ("x", Load("p", 64))"#), no(), OracleSpec::seed(0)),
        (Rule::LoadFault, mem(r#"("q", Add("p", 1)), ("x", Load("q", 64))"#), no(), OracleSpec::seed(0)),
        (Rule::LoadUninit, mem(r#"("x", Load("p", 8))"#), no(), OracleSpec::seed(0)),
        (Rule::Store, mem(r#"("_", Store("p", 5, 64))"#), no(), OracleSpec::seed(0)),
        (Rule::StoreFault, mem(r#"("_", Store("p", 5, 65))"#), no(), OracleSpec::seed(0)),
        (
            Rule::Select,
            main_fn(r#"Block(name: "a", insts: [("x", Select(true, 1, 2))], term: Return("x"))"#),
            no(),
            OracleSpec::seed(0),
        ),
        (Rule::TryLoad, mem(r#"("_", Store("p", 5, 64)), ("x", TryLoad("p", 64))"#), no(), OracleSpec::seed(0)),
        (Rule::TryLoadPoison, mem(r#"("_", Forget("p", true, 8)), ("x", TryLoad("p", 8))"#), no(), OracleSpec::seed(0)),
        (Rule::TryLoadFault, mem(r#"("x", TryLoad("p", 65))"#), no(), OracleSpec::seed(0)),
        (Rule::Forget, mem(r#"("_", Store("p", 5, 64)), ("_", Forget("p", true, 64))"#), no(), OracleSpec::seed(0)),
        (Rule::ForgetFault, mem(r#"("_", Forget("p", true, 65))"#), no(), OracleSpec::seed(0)),
        (
            Rule::Exit,
            main_fn(r#"Block(name: "a", insts: [("_", Exit(3))], term: Return(0))"#),
            no(),
            OracleSpec::seed(0),
        ),
        (
            Rule::Fail,
            main_fn(r#"Block(name: "a", insts: [("_", Fail(true, 3))], term: Return(0))"#),
            no(),
            OracleSpec::seed(0),
        ),
        (
            Rule::FailSkip,
            main_fn(r#"Block(name: "a", insts: [("_", Fail(false, 3))], term: Return(0))"#),
            no(),
            OracleSpec::seed(0),
        ),
        (Rule::Branch, bundled_src("gcd.ron"), ints(&[48, 18]), OracleSpec::seed(0)),
        (Rule::SwitchCase, bundled_src("gcd.ron"), ints(&[48, 18]), OracleSpec::seed(0)),
        (Rule::SwitchDefault, bundled_src("gcd.ron"), ints(&[48, 18]), OracleSpec::seed(0)),
        (Rule::ReturnFrame, bundled_src("fib.ron"), ints(&[5]), OracleSpec::seed(0)),
        (Rule::ReturnHalt, bundled_src("fib.ron"), ints(&[5]), OracleSpec::seed(0)),
    ]
}

fn bundled_src(name: &str) -> String {
    std::fs::read_to_string(format!("{}/specs/programs/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

#[test]
fn every_rule_fires() {
    let cases = rule_cases();
    let mut total = Coverage::default();
    for (rule, src, args, oracle) in cases.iter().cloned() {
        let p = prog(&src);
        let entry = p.funcs[0].name.clone();
        let (_, cov) = go(&p, &entry, args, oracle, Limits::default());
        assert!(cov.count(rule) > 0, "{rule} did not fire in its case:\n{src}");
        for r in Rule::ALL {
            total.0[r.index()] += cov.count(*r);
        }
    }
    let missing: Vec<&str> = Rule::ALL.iter().filter(|r| total.count(**r) == 0).map(|r| r.name()).collect();
    assert!(missing.is_empty(), "rules never exercised: {missing:?}");
    let covered: BTreeSet<Rule> = cases.iter().map(|c| c.0).collect();
    assert_eq!(covered.len(), Rule::ALL.len(), "every rule has its own case");
}

// ---------------------------------------------------------------------------------
// Bundled programs
// ---------------------------------------------------------------------------------

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

#[test]
fn gcd_iterative_steps_through_the_slides_rules() {
    let p = bundled("gcd.ron");
    let f = p.func_by_name("gcd").unwrap();
    let env = Env::new(&p, Limits::default());
    let mut trace = Trace::default();
    let run = exec::run(&env, env.start(f, ints(&[48, 18]), Oracle::new(OracleSpec::seed(0))), &mut trace).unwrap();
    assert_eq!(run.outcome, Outcome::Halt(Value::int(6)));
    assert_eq!(effects(&p, &run), ["halt(6)"]);
    let lines: Vec<String> = trace.0.iter().map(|e| format::run::trace_line(&p, e)).collect();
    assert_eq!(lines[0], "E-Switch-Default  gcd:a:0        switch r2 (0 ↦ c()) b()");
    assert_eq!(lines[1], "E-Op              gcd:b:0        r3 ← mod(r1, r2)");
    assert_eq!(lines[2], "E-Branch          gcd:b:1        branch a(r2, r3)");
    assert_eq!(lines.last().unwrap(), "E-Return-Halt     gcd:c:0        return r1");
    assert_eq!(run.steps as usize, lines.len());
    for (a, b) in [(48, 18), (18, 48), (17, 5), (0, 9), (9, 0), (-12, 18), (1071, 462)] {
        let (run, _) = run_ints(&p, "gcd", &[a, b]);
        assert_eq!(halt_int(&run), gcd(a, b), "gcd({a}, {b})");
    }
}

#[test]
fn gcd_recursive_pushes_and_pops_frames() {
    let p = bundled("gcd_rec.ron");
    for (a, b) in [(48, 18), (1071, 462), (5, 0), (13, 8)] {
        let (run, cov) = run_ints(&p, "gcd", &[a, b]);
        assert_eq!(halt_int(&run), gcd(a, b));
        assert_eq!(cov.count(Rule::Call), cov.count(Rule::ReturnFrame), "every call returns");
        assert_eq!(cov.count(Rule::ReturnHalt), 1);
        assert_eq!(run.config.depth(), 0);
    }
}

fn fib(n: i64) -> i64 {
    if n < 2 {
        n
    } else {
        fib(n - 1) + fib(n - 2)
    }
}

fn ack(m: i64, n: i64) -> i64 {
    match (m, n) {
        (0, n) => n + 1,
        (m, 0) => ack(m - 1, 1),
        (m, n) => ack(m - 1, ack(m, n - 1)),
    }
}

#[test]
fn recursive_programs() {
    let p = bundled("fib.ron");
    for n in [0, 1, 2, 10, 15] {
        assert_eq!(halt_int(&run_ints(&p, "fib", &[n]).0), fib(n));
    }
    let p = bundled("ackermann.ron");
    for (m, n) in [(0, 0), (1, 2), (2, 3), (3, 3)] {
        assert_eq!(halt_int(&run_ints(&p, "ack", &[m, n]).0), ack(m, n));
    }
}

#[test]
fn sieve_counts_primes_in_bit_memory() {
    let p = bundled("sieve.ron");
    for n in [2, 10, 100, 1000] {
        let expect = (2..n).filter(|k| (2..*k).take_while(|d| d * d <= *k).all(|d| k % d != 0)).count() as i64;
        let (run, cov) = run_ints(&p, "sieve", &[n]);
        assert_eq!(halt_int(&run), expect, "primes below {n}");
        assert!(run.memory().is_empty(), "the sieve frees its memory");
        assert_eq!(cov.count(Rule::Alloc), 1);
        assert_eq!(cov.count(Rule::Free), 1);
    }
}

#[test]
fn matrix_product_in_memory() {
    let p = bundled("matmul.ron");
    for n in [1i64, 3, 6] {
        let nn = n * n;
        let a: Vec<i64> = (0..nn).map(|k| k % 7).collect();
        let b: Vec<i64> = (0..nn).map(|k| k % 5).collect();
        let mut sum = 0;
        for i in 0..n {
            for j in 0..n {
                sum += (0..n).map(|l| a[(i * n + l) as usize] * b[(l * n + j) as usize]).sum::<i64>();
            }
        }
        let (run, cov) = run_ints(&p, "matmul", &[n]);
        assert_eq!(halt_int(&run), sum, "matmul({n})");
        assert_eq!(cov.count(Rule::Load) as i64, 2 * n * n * n + nn);
        assert!(run.memory().is_empty());
    }
}

// ---------------------------------------------------------------------------------
// Memory
// ---------------------------------------------------------------------------------

/// Stores `v` with `w` bits at offset 5 of an allocation and loads it back.
fn round_trip(w: u32, v: &Int) -> Outcome {
    let src = main_fn(&format!(
        r#"Block(name: "a", insts: [
            ("p", Alloc({size})), ("q", Add("p", 5)),
            ("_", Store("q", "{v}", {w})), ("x", Load("q", {w})), ("_", Free("p")),
        ], term: Return("x"))"#,
        size = w + 13
    ));
    let p = prog(&src);
    let (run, _) = go(&p, "main", vec![], OracleSpec::seed(3), Limits::default());
    assert!(run.memory().is_empty());
    run.outcome
}

#[test]
fn memory_round_trips_at_several_widths() {
    let big = Int::parse("-1234567890123456789012345678901234567890").unwrap();
    for w in [1u32, 8, 13, 32, 64, 100] {
        for v in [
            Int::from(0i64),
            Int::from(1i64),
            Int::from(-1i64),
            Int::from(1i64).shl(w as u64 - 1),
            Int::from(0x5a5a_5a5a_5a5ai64),
            big.clone(),
        ] {
            let expect = v.wrap(false, w);
            assert_eq!(round_trip(w, &v), Outcome::Halt(Value::Int(expect.clone())), "width {w}, value {v}");
        }
    }
}

#[test]
fn loads_read_unsigned_bits_and_wrap_recovers_the_sign() {
    let p = prog(&main_fn(
        r#"Block(name: "a", insts: [
            ("p", Alloc(16)), ("_", Store("p", -2, 16)), ("u", Load("p", 16)), ("s", WrapS("u", 16)),
            ("lo", Load("p", 8)), ("hi", Add("p", 8)), ("h", Load("hi", 8)),
            ("t1", Mul("s", 1000000)), ("t2", Add("t1", "u")), ("t3", Mul("t2", 1000)), ("t4", Add("t3", "lo")),
            ("t5", Mul("t4", 1000)), ("r", Add("t5", "h")),
        ], term: Return("r"))"#,
    ));
    // u = 65534, s = -2, lo = 254 (bits 0..8), h = 255 (bits 8..16).
    let (run, _) = go(&p, "main", vec![], OracleSpec::seed(0), Limits::default());
    assert_eq!(halt_int(&run), ((-2 * 1_000_000 + 65534) * 1000 + 254) * 1000 + 255);
}

#[test]
fn an_access_may_span_adjacent_allocations() {
    let p = prog(&main_fn(
        r#"Block(name: "a", insts: [
            ("p", Alloc(64)), ("q", Alloc(64)), ("_", Store("p", "340282366920938463463374607431768211455", 128)),
            ("x", Load("p", 128)), ("_", Free("p")), ("_", Free("q")),
        ], term: Return("x"))"#,
    ));
    let (run, _) = go(&p, "main", vec![], OracleSpec::tape(ints(&[4096, 4160])), Limits::default());
    assert_eq!(run.outcome, Outcome::Halt(Value::Int(Int::parse("340282366920938463463374607431768211455").unwrap())));
    // With a gap between the allocations, the same access faults.
    let (run, cov) = go(&p, "main", vec![], OracleSpec::tape(ints(&[4096, 4224])), Limits::default());
    assert_eq!(run.outcome, Outcome::HaltEx(ProgramError::MemoryFault(Int::from(4096i64))));
    assert_eq!(cov.count(Rule::StoreFault), 1);
}

#[test]
fn memory_faults_are_outcomes() {
    let cases: [(&str, Rule, ProgramError); 6] = [
        (r#"("x", Load(64, 8))"#, Rule::LoadFault, ProgramError::MemoryFault(Int::from(64i64))),
        (r#"("p", Alloc(8)), ("x", Load("p", 9))"#, Rule::LoadFault, ProgramError::MemoryFault(Int::from(4096i64))),
        (
            r#"("p", Alloc(8)), ("_", Free("p")), ("_", Store("p", 1, 8))"#,
            Rule::StoreFault,
            ProgramError::MemoryFault(Int::from(4096i64)),
        ),
        (
            r#"("p", Alloc(8)), ("_", Free("p")), ("_", Free("p"))"#,
            Rule::FreeFault,
            ProgramError::InvalidFree(Int::from(4096i64)),
        ),
        (
            r#"("p", Alloc(8)), ("q", Add("p", 1)), ("_", Free("q"))"#,
            Rule::FreeFault,
            ProgramError::InvalidFree(Int::from(4097i64)),
        ),
        (r#"("x", Load(-8, 8))"#, Rule::LoadFault, ProgramError::MemoryFault(Int::from(-8i64))),
    ];
    for (insts, rule, err) in cases {
        let p = prog(&main_fn(&format!(r#"Block(name: "a", insts: [{insts}], term: Return(0))"#)));
        let (run, cov) = go(&p, "main", vec![], OracleSpec::tape(ints(&[4096])), Limits::default());
        assert_eq!(run.outcome, Outcome::HaltEx(err.clone()), "{insts}");
        assert_eq!(cov.count(rule), 1, "{insts}");
        assert_eq!(run.effects().last(), Some(&Effect::HaltEx(err)));
    }
}

#[test]
fn uninitialised_bits_are_distinguished_from_faults() {
    let p = prog(&main_fn(
        r#"Block(name: "a", insts: [("p", Alloc(16)), ("_", Store("p", 255, 8)), ("x", Load("p", 8)), ("y", Load("p", 9))], term: Return("x"))"#,
    ));
    let (run, cov) = go(&p, "main", vec![], OracleSpec::tape(ints(&[8192])), Limits::default());
    assert_eq!(run.outcome, Outcome::HaltEx(ProgramError::Uninitialised(Int::from(8192i64))));
    assert_eq!((cov.count(Rule::Load), cov.count(Rule::LoadUninit)), (1, 1));
    // The failed run keeps its memory: the written byte and the unwritten one.
    let mem = format::run::memory(run.memory());
    assert_eq!(mem, ["@8192 [16 bits] 0x??ff"]);
    // A large allocation shows its low 256 bits.
    let p =
        prog(&main_fn(r#"Block(name: "a", insts: [("p", Alloc(100000)), ("_", Store("p", -1, 8))], term: Return(0))"#));
    let (run, _) = go(&p, "main", vec![], OracleSpec::tape(ints(&[0])), Limits::default());
    let mem = format::run::memory(run.memory());
    assert_eq!(mem, [format!("@0 [100000 bits] 0x…{}ff", "?".repeat(62))]);
}

// ---------------------------------------------------------------------------------
// Operations and errors
// ---------------------------------------------------------------------------------

#[test]
fn division_by_zero_and_negative_shifts_are_error_outcomes() {
    for (op, err) in [
        ("Div(7, \"z\")", ProgramError::DivisionByZero),
        ("Mod(7, \"z\")", ProgramError::DivisionByZero),
        ("Shl(7, \"m\")", ProgramError::NegativeShift),
        ("Shr(7, \"m\")", ProgramError::NegativeShift),
    ] {
        let p = prog(&main_fn(&format!(
            r#"Block(name: "a", insts: [("z", Sub(3, 3)), ("m", Sub(0, 1)), ("x", {op})], term: Return("x"))"#
        )));
        let (run, cov) = go(&p, "main", vec![], OracleSpec::seed(0), Limits::default());
        assert_eq!(run.outcome, Outcome::HaltEx(err.clone()), "{op}");
        assert_eq!(effects(&p, &run), [format!("halt(ex({err}))")]);
        assert_eq!(cov.count(Rule::OpErr), 1);
    }
}

#[test]
fn operations_follow_the_documented_rounding_and_widths() {
    let cases: [(&str, &str); 14] = [
        ("Div(-7, 2)", "-3"),
        ("Mod(-7, 2)", "-1"),
        ("Mod(7, -2)", "1"),
        ("Shr(-5, 1)", "-3"),
        ("Shl(3, 70)", "3541774862152233910272"),
        ("Mul(\"9223372036854775807\", 2)", "18446744073709551614"),
        ("WrapS(200, 8)", "-56"),
        ("WrapU(-1, 8)", "255"),
        ("WrapU(-1, 64)", "18446744073709551615"),
        ("And(-6, 7)", "2"),
        ("Xor(5, 3)", "6"),
        ("Neg(5)", "-5"),
        ("Not(5)", "-6"),
        ("Sub(0, \"9223372036854775808\")", "-9223372036854775808"),
    ];
    for (op, want) in cases {
        let p = prog(&main_fn(&format!(r#"Block(name: "a", insts: [("x", {op})], term: Return("x"))"#)));
        let (run, _) = go(&p, "main", vec![], OracleSpec::seed(0), Limits::default());
        assert_eq!(run.outcome, Outcome::Halt(Value::Int(Int::parse(want).unwrap())), "{op}");
    }
}

#[test]
fn switch_takes_the_first_matching_case_on_unit_and_bool() {
    // The slides' `switch unit (unit ↦ b()) (unit ↦ d()) c()`.
    let p = prog(&main_fn(
        r#"Block(name: "a", term: Switch((), [((), "b"), ((), "d")], "c")),
           Block(name: "b", insts: [("t", Lt(1, 2))], term: Switch("t", [(false, "c")], "d")),
           Block(name: "c", term: Return(3)),
           Block(name: "d", term: Return(4))"#,
    ));
    let f = p.func_by_name("main").unwrap();
    let env = Env::new(&p, Limits::default());
    let mut trace = Trace::default();
    let run = exec::run(&env, env.start(f, vec![], Oracle::new(OracleSpec::seed(0))), &mut trace).unwrap();
    assert_eq!(run.outcome, Outcome::Halt(Value::int(4)));
    let rules: Vec<Rule> = trace.0.iter().map(|e| e.rule).collect();
    assert_eq!(rules, [Rule::SwitchCase, Rule::Op, Rule::SwitchDefault, Rule::ReturnHalt]);
}

#[test]
fn branch_arguments_are_a_parallel_assignment() {
    // Swapping two block parameters through a back edge: (x, y) := (y, x) three times.
    let p = prog(&main_fn(
        r#"Block(name: "e", term: Branch("h", [1, 2, 0])),
           Block(name: "h", params: [("x", Int), ("y", Int), ("i", Int)], insts: [("c", Lt("i", 3))],
                 term: Switch("c", [(true, "l")], ("out", ["x", "y"]))),
           Block(name: "l", insts: [("i1", Add("i", 1))], term: Branch("h", ["y", "x", "i1"])),
           Block(name: "out", params: [("a", Int), ("b", Int)], insts: [("r", Mul("a", 10)), ("s", Add("r", "b"))], term: Return("s"))"#,
    ));
    let (run, _) = go(&p, "main", vec![], OracleSpec::seed(0), Limits::default());
    assert_eq!(halt_int(&run), 21);
}

// ---------------------------------------------------------------------------------
// External effects and ν
// ---------------------------------------------------------------------------------

#[test]
fn external_calls_are_effects_and_results_come_from_the_tape() {
    let p = bundled("io.ron");
    let (run, cov) = go(&p, "countdown", ints(&[3]), OracleSpec::tape(ints(&[39])), Limits::default());
    assert_eq!(effects(&p, &run), ["print(3)", "print(2)", "print(1)", "read()", "halt(42)"]);
    assert_eq!(cov.count(Rule::CallExtern), 4);
    assert_eq!(
        run.nu().consumed().iter().cloned().collect::<Vec<_>>(),
        ints(&[39]),
        "unit results take nothing from ν"
    );
    assert_eq!(run.nu().remaining().tape, vec![]);
}

#[test]
fn oracle_trouble_makes_runs_incomplete() {
    let p = bundled("io.ron");
    let (run, _) = go(&p, "countdown", ints(&[2]), OracleSpec::tape(vec![]), Limits::default());
    assert_eq!(run.outcome, Outcome::Incomplete(Incomplete::OracleExhausted));
    assert_eq!(effects(&p, &run), ["print(2)", "print(1)"], "the effects so far");
    let (run, _) = go(&p, "countdown", ints(&[0]), OracleSpec::tape(vec![Value::Bool(true)]), Limits::default());
    assert!(matches!(run.outcome, Outcome::Incomplete(Incomplete::OracleRejected(_))), "{:?}", run.outcome);
    // An allocation address that is not fresh.
    let p = prog(&main_fn(r#"Block(name: "a", insts: [("p", Alloc(64)), ("q", Alloc(64))], term: Return(0))"#));
    let (run, cov) = go(&p, "main", vec![], OracleSpec::tape(ints(&[4096, 4100])), Limits::default());
    assert!(matches!(run.outcome, Outcome::Incomplete(Incomplete::OracleRejected(_))));
    assert_eq!(cov.count(Rule::Alloc), 1);
    assert_eq!(run.memory().live_bits(), 64, "the run stops in the last configuration reached");
}

/// Reads three values, allocates, stores and prints: uses ν for results and addresses.
const MIXED: &str = r#"Program(
    externs: [Extern(name: "print", params: [Int], ret: Unit), Extern(name: "read", ret: Int)],
    functions: [Function(name: "main", ret: Int, blocks: [
        Block(name: "a", insts: [
            ("x", Call("@read", [])), ("y", Call("@read", [])),
            ("p", Alloc(64)), ("q", Alloc(32)),
            ("_", Store("p", "x", 64)), ("_", Store("q", "y", 32)),
            ("_", Call("@print", ["p"])), ("_", Call("@print", ["q"])),
            ("u", Load("p", 64)), ("v", Load("q", 32)), ("w", WrapS("u", 64)),
            ("z", Call("@read", [])), ("s1", Add("w", "v")), ("s", Add("s1", "z")),
            ("_", Free("q")),
        ], term: Return("s")),
    ])],
)"#;

#[test]
fn a_seeded_run_replays_from_its_recorded_tape() {
    let p = prog(MIXED);
    for seed in [0u64, 1, 7, 123456789] {
        let (first, _) = go(&p, "main", vec![], OracleSpec::seed(seed), Limits::default());
        assert!(matches!(first.outcome, Outcome::Halt(_)));
        let tape: Vec<Value> = first.nu().consumed().iter().cloned().collect();
        assert_eq!(tape.len(), 5, "three reads and two addresses");
        let (again, _) = go(&p, "main", vec![], OracleSpec::tape(tape.clone()), Limits::default());
        assert_eq!(again.outcome, first.outcome);
        assert_eq!(again.effects(), first.effects());
        assert_eq!(again.memory(), first.memory());
        assert_eq!(again.steps, first.steps);
        assert_eq!(again.nu().consumed().iter().cloned().collect::<Vec<_>>(), tape);
        // Through the textual oracle specification as well.
        let spec = format::run::parse_oracle(&format::run::tape_spec(&p, first.nu().consumed()), &p).unwrap();
        let (third, _) = go(&p, "main", vec![], spec, Limits::default());
        assert_eq!(third.effects(), first.effects());
    }
    // Different seeds choose differently (the first read differs for these seeds).
    let (a, _) = go(&p, "main", vec![], OracleSpec::seed(1), Limits::default());
    let (b, _) = go(&p, "main", vec![], OracleSpec::seed(2), Limits::default());
    assert_ne!(a.effects(), b.effects());
    // A tape, then a seed: the tape is used first.
    let (c, _) = go(
        &p,
        "main",
        vec![],
        OracleSpec { tape: ints(&[10, 20]), seed: Some(5), own_addresses: false },
        Limits::default(),
    );
    assert_eq!(c.nu().consumed().iter().take(2).cloned().collect::<Vec<_>>(), ints(&[10, 20]));
}

#[test]
fn a_configuration_is_a_value() {
    let p = prog(MIXED);
    let f = p.func_by_name("main").unwrap();
    let env = Env::new(&p, Limits::default());
    let mut c = env.start(f, vec![], Oracle::new(OracleSpec::seed(9)));
    for _ in 0..7 {
        exec::step(&env, &mut c).unwrap();
    }
    let snapshot = c.clone();
    assert_eq!(snapshot, c);
    let left = exec::run(&env, c, &mut ()).unwrap();
    let right = exec::run(&env, snapshot.clone(), &mut ()).unwrap();
    assert_eq!(left.config, right.config, "a run is a function of the configuration");
    assert_ne!(left.config, snapshot, "running a clone leaves the snapshot unchanged");
    // Seven steps: two reads, two allocations, two stores, one print.
    assert_eq!(snapshot.effects.len(), 3, "the snapshot keeps only its own effects");
    assert_eq!(left.effects().len(), 6, "read, read, print, print, read, halt");
}

// ---------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------

#[test]
fn a_runaway_loop_runs_out_of_fuel() {
    let p = prog(&main_fn(
        r#"Block(name: "a", term: Branch("l", [0])),
        Block(name: "l", params: [("i", Int)], insts: [("j", Add("i", 1))], term: Branch("l", ["j"]))"#,
    ));
    let limits = Limits { fuel: 1001, ..Limits::default() };
    let (run, cov) = go(&p, "main", vec![], OracleSpec::seed(0), limits);
    assert_eq!(run.outcome, Outcome::Incomplete(Incomplete::Fuel(1001)));
    assert_eq!(run.steps, 1001);
    assert_eq!((cov.count(Rule::Op), cov.count(Rule::Branch)), (500, 501));
    assert!(run.effects().is_empty(), "fuel is not an effect");
}

#[test]
fn deep_recursion_hits_the_depth_limit() {
    let src = r#"Program(functions: [Function(name: "down", ret: Int, blocks: [
        Block(name: "a", params: [("n", Int)], term: Switch("n", [(0, "z")], "r")),
        Block(name: "z", term: Return(0)),
        Block(name: "r", insts: [("m", Sub("n", 1)), ("x", Call("@down", ["m"])), ("y", Add("x", 1))], term: Return("y")),
    ])])"#;
    let p = prog(src);
    let limits = Limits { call_depth: 100, ..Limits::default() };
    let (run, cov) = go(&p, "down", ints(&[1000]), OracleSpec::seed(0), limits);
    assert_eq!(run.outcome, Outcome::Incomplete(Incomplete::CallDepth(100)));
    assert_eq!(cov.count(Rule::Call), 100);
    assert_eq!(run.config.frames().count(), 100);
    // Deep but within the limit: frames live on the heap, and dropping them is iterative.
    let (run, _) = go(&p, "down", ints(&[50_000]), OracleSpec::seed(0), Limits::default());
    assert_eq!(halt_int(&run), 50_000);
    let limits = Limits { fuel: 200_000, ..Limits::default() };
    let (run, _) = go(&p, "down", ints(&[90_000]), OracleSpec::seed(0), limits);
    assert!(matches!(run.outcome, Outcome::Incomplete(Incomplete::Fuel(_))));
    assert!(run.config.depth() > 60_000);
}

#[test]
fn value_and_memory_limits() {
    let p = prog(&main_fn(r#"Block(name: "a", insts: [("x", Shl(1, 100000000))], term: Return("x"))"#));
    let (run, _) = go(&p, "main", vec![], OracleSpec::seed(0), Limits::default());
    assert_eq!(run.outcome, Outcome::Incomplete(Incomplete::ValueSize(Limits::default().value_bits)));
    let p = prog(&main_fn(r#"Block(name: "a", insts: [("x", WrapU(-1, 4000000000))], term: Return("x"))"#));
    let (run, _) = go(&p, "main", vec![], OracleSpec::seed(0), Limits::default());
    assert!(matches!(run.outcome, Outcome::Incomplete(Incomplete::ValueSize(_))));
    // Repeated squaring grows past a small value limit.
    let p = prog(&main_fn(
        r#"Block(name: "a", term: Branch("l", [3])),
        Block(name: "l", params: [("v", Int)], insts: [("w", Mul("v", "v"))], term: Branch("l", ["w"]))"#,
    ));
    let (run, _) = go(&p, "main", vec![], OracleSpec::seed(0), Limits { value_bits: 4096, ..Limits::default() });
    assert_eq!(run.outcome, Outcome::Incomplete(Incomplete::ValueSize(4096)));
    let p = prog(&main_fn(r#"Block(name: "a", insts: [("p", Alloc("1099511627776"))], term: Return(0))"#));
    let (run, cov) = go(&p, "main", vec![], OracleSpec::seed(0), Limits::default());
    assert_eq!(run.outcome, Outcome::Incomplete(Incomplete::MemorySize(Limits::default().memory_bits)));
    assert_eq!(cov.count(Rule::Alloc), 0);
}

#[test]
fn benchmark_programs_compute_their_expected_results() {
    // One run of each (no timing): `run` fails when a program computes a wrong result.
    let results = waddle::bench::interp::run(0.0).expect("every benchmark halts with its expected value");
    // Four programs on each of the two engines, which take the same steps.
    assert_eq!(results.len(), 8);
    assert!(results.iter().all(|r| r.runs == 1 && r.steps_per_run > 100_000));
    for pair in results.chunks(2) {
        assert_eq!((pair[0].engine, pair[1].engine), ("step", "fast"));
        assert_eq!(pair[0].steps_per_run, pair[1].steps_per_run, "{}", pair[0].name);
    }
}

#[test]
fn recycled_registers_are_invisible() {
    // One environment for many runs, snapshots taken inside calls: every run from the
    // same configuration ends in the same configuration, whatever ran before.
    let p = bundled("ackermann.ron");
    let f = p.func_by_name("ack").unwrap();
    let env = Env::new(&p, Limits::default());
    let start = env.start(f, ints(&[2, 3]), Oracle::new(OracleSpec::seed(0)));
    let reference = exec::run(&Env::new(&p, Limits::default()), start.clone(), &mut ()).unwrap();
    for k in [0usize, 5, 17, 40, 99] {
        let mut c = start.clone();
        for _ in 0..k {
            exec::step(&env, &mut c).unwrap();
        }
        let snapshot = c.clone();
        let first = exec::run(&env, c, &mut ()).unwrap();
        let second = exec::run(&env, snapshot, &mut ()).unwrap();
        assert_eq!(first.config, second.config, "after {k} steps");
        assert_eq!(first.config, reference.config, "after {k} steps");
        assert_eq!(first.steps + k as u64, reference.steps);
    }
}
