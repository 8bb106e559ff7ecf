//! The import against a reference: random Bril programs (integers and booleans,
//! reassignment everywhere, fall-through, jumps and branches between any labels, early
//! returns, division by zero, variables assigned on some paths only) are run by a small
//! direct interpreter of Bril written here from Bril's documented semantics (`brili`'s
//! behaviour: 64-bit wraparound, truncating division, "undefined variable x",
//! "division by zero") and by `waddle::bril` (import with SSA construction, then the
//! Waddle interpreter); the printed lines and the error must agree. Irreducible
//! programs (rejected by the import) and programs the reference does not finish within
//! its step budget are skipped, and the test checks that enough remain.

use std::collections::HashMap;
use waddle::bril::{self, Item, Lit};
use waddle::exec::machine::Rng;

/// An index below `n`, from the library's generator.
fn below(rng: &mut Rng, n: usize) -> usize {
    rng.below(n as u64) as usize
}

const INTS: [&str; 4] = ["a", "b", "c", "d"];
const BOOLS: [&str; 2] = ["p", "q"];

/// A random `main(a: int)` in the text form.
fn program(rng: &mut Rng) -> String {
    let blocks = 2 + below(rng, 6);
    let mut s = String::from("@main(a: int) {\n");
    let mut assigned = vec!["a".to_string()];
    // Most variables start assigned; the others may be used before any assignment.
    for v in INTS.iter().skip(1).chain(BOOLS.iter()) {
        if below(rng, 8) != 0 {
            let ty = if BOOLS.contains(v) { "bool = const false" } else { "int = const 2" };
            s.push_str(&format!("  {v}: {ty};\n"));
            assigned.push(v.to_string());
        }
    }
    for b in 0..blocks {
        if b > 0 {
            s.push_str(&format!(".L{b}:\n"));
        }
        for _ in 0..below(rng, 5) {
            let x = INTS[below(rng, 4)];
            let y = INTS[below(rng, 4)];
            let line = match below(rng, 11) {
                0 => format!("  {x}: int = const {};\n", below(rng, 7) as i64 - 3),
                1 => format!("  {x}: int = add {x} {y};\n"),
                2 => format!("  {x}: int = sub {y} {x};\n"),
                3 => format!("  {x}: int = mul {x} {y};\n"),
                4 => format!("  {x}: int = div {x} {y};\n"),
                5 => format!("  {}: bool = lt {x} {y};\n", BOOLS[below(rng, 2)]),
                6 => format!("  {}: bool = eq {x} {y};\n", BOOLS[below(rng, 2)]),
                7 => format!("  p: bool = {} p q;\n", if below(rng, 2) == 0 { "and" } else { "or" }),
                8 => "  q: bool = not p;\n".to_string(),
                9 => format!("  {x}: int = id {y};\n"),
                _ => format!("  print {x} {};\n", BOOLS[below(rng, 2)]),
            };
            if let Some(dest) = line.split(':').next().map(str::trim) {
                if !line.contains("print") {
                    assigned.push(dest.to_string());
                }
            }
            s.push_str(&line);
        }
        let target = |rng: &mut Rng| format!(".L{}", 1 + below(rng, blocks - 1));
        match below(rng, 5) {
            0 => s.push_str(&format!("  jmp {};\n", target(rng))),
            1 | 2 => {
                let (t, e) = (target(rng), target(rng));
                s.push_str(&format!("  {}: bool = lt {} {};\n", BOOLS[0], INTS[below(rng, 4)], INTS[below(rng, 4)]));
                assigned.push("p".into());
                s.push_str(&format!("  br p {t} {e};\n"));
            }
            3 if b > 0 => s.push_str("  ret;\n"),
            _ => {}
        }
    }
    // Every variable is assigned somewhere (the import rejects one assigned nowhere).
    let mut tail = String::new();
    for v in INTS.iter().chain(BOOLS.iter()) {
        if !assigned.iter().any(|x| x == v) {
            let ty = if BOOLS.contains(v) { "bool = const true" } else { "int = const 1" };
            tail.push_str(&format!("  {v}: {ty};\n"));
        }
    }
    s.push_str(&format!(".end:\n  print a b;\n{tail}}}\n"));
    s
}

#[derive(Clone, PartialEq, Debug)]
enum V {
    I(i64),
    B(bool),
}

/// Runs `main(a)` directly: printed lines and the error, or `None` past `fuel`.
fn reference(p: &bril::Program, a: i64, fuel: u64) -> Option<(String, Option<String>)> {
    let f = &p.functions[0];
    let labels: HashMap<&str, usize> = f
        .items
        .iter()
        .enumerate()
        .filter_map(|(i, it)| match it {
            Item::Label { name, .. } => Some((name.as_str(), i)),
            Item::Instr(_) => None,
        })
        .collect();
    let mut env: HashMap<String, V> = HashMap::from([("a".to_string(), V::I(a))]);
    let mut out = String::new();
    let mut pc = 0;
    let mut steps = 0;
    let get = |env: &HashMap<String, V>, x: &str| env.get(x).cloned().ok_or(format!("undefined variable {x}"));
    while pc < f.items.len() {
        steps += 1;
        if steps > fuel {
            return None;
        }
        let Item::Instr(i) = &f.items[pc] else {
            pc += 1;
            continue;
        };
        pc += 1;
        let args: Result<Vec<V>, String> = i.args.iter().map(|x| get(&env, x)).collect();
        let args = match args {
            Ok(a) => a,
            Err(e) => return Some((out, Some(e))),
        };
        let int = |k: usize| match &args[k] {
            V::I(x) => *x,
            V::B(_) => unreachable!("well typed"),
        };
        let boolean = |k: usize| match &args[k] {
            V::B(x) => *x,
            V::I(_) => unreachable!("well typed"),
        };
        let val = match i.op.as_str() {
            "const" => match i.value {
                Some(Lit::Int(x)) => V::I(x),
                Some(Lit::Bool(x)) => V::B(x),
                _ => unreachable!(),
            },
            "add" => V::I(int(0).wrapping_add(int(1))),
            "sub" => V::I(int(0).wrapping_sub(int(1))),
            "mul" => V::I(int(0).wrapping_mul(int(1))),
            "div" => {
                if int(1) == 0 {
                    return Some((out, Some("division by zero".into())));
                }
                V::I(int(0).wrapping_div(int(1)))
            }
            "lt" => V::B(int(0) < int(1)),
            "eq" => V::B(int(0) == int(1)),
            "and" => V::B(boolean(0) && boolean(1)),
            "or" => V::B(boolean(0) || boolean(1)),
            "not" => V::B(!boolean(0)),
            "id" => args[0].clone(),
            "print" => {
                let words: Vec<String> = args
                    .iter()
                    .map(|v| match v {
                        V::I(x) => x.to_string(),
                        V::B(x) => x.to_string(),
                    })
                    .collect();
                out.push_str(&words.join(" "));
                out.push('\n');
                continue;
            }
            "jmp" => {
                pc = labels[i.labels[0].as_str()];
                continue;
            }
            "br" => {
                pc = labels[i.labels[if boolean(0) { 0 } else { 1 }].as_str()];
                continue;
            }
            "ret" => return Some((out, None)),
            other => unreachable!("{other}"),
        };
        env.insert(i.dest.clone().expect("a destination"), val);
    }
    Some((out, None))
}

#[test]
fn imported_programs_behave_as_the_reference_interpreter() {
    let mut rng = Rng::new(14);
    let (mut compared, mut irreducible, mut errors, mut undefined) = (0, 0, 0, 0);
    let limits = waddle::exec::Limits { fuel: 1_000_000, ..waddle::exec::Limits::default() };
    for case in 0..600 {
        let text = program(&mut rng);
        let parsed = bril::parse(&text).unwrap_or_else(|e| panic!("case {case}: {e:?}\n{text}"));
        let imported = match bril::import(&parsed) {
            Ok(i) => i,
            Err(e) if e[0].message.contains("irreducible") => {
                irreducible += 1;
                continue;
            }
            Err(e) => panic!("case {case}: rejected: {}\n{text}", e[0].message),
        };
        for a in [0i64, 3, -7] {
            let Some((want_out, want_err)) = reference(&parsed, a, 2_000) else { continue };
            let got =
                bril::run::run(&imported, &[a.to_string()], limits, false, waddle::exec::Engine::Fast).expect("runs");
            let got_err = match got.end {
                bril::run::End::Ok => None,
                bril::run::End::Error(e) => Some(e),
                bril::run::End::Incomplete(why) => panic!("case {case}: incomplete ({why})\n{text}"),
            };
            assert_eq!((&got.stdout, &got_err), (&want_out, &want_err), "case {case}, a = {a}:\n{text}");
            compared += 1;
            errors += usize::from(want_err.is_some());
            undefined += usize::from(want_err.as_deref().is_some_and(|e| e.starts_with("undefined")));
        }
    }
    // Enough programs took part, some of them ending in each kind of error.
    assert!(compared >= 600, "only {compared} runs compared ({irreducible} programs irreducible)");
    eprintln!("{compared} runs compared, {errors} errors ({undefined} undefined variables), {irreducible} irreducible programs skipped");
    assert!(compared - errors >= 300, "only {} runs ended normally", compared - errors);
    assert!(errors - undefined >= 30, "only {} runs divided by zero", errors - undefined);
    assert!(undefined >= 10, "only {undefined} runs used an unassigned variable");
}
