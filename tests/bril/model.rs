//! The Bril front end against a model of `brili` written here: random well-formed Bril
//! programs over every kind of value (64-bit integers that overflow and divide by zero,
//! binary64 floats, chars converted both ways, pointers into memory that is allocated,
//! stored, loaded, offset, freed, faulted and leaked) with loops, branches, calls and
//! recursion, run by `waddle::bril` (import, then the Waddle interpreter) and by the
//! model, which reads the parsed syntax tree directly and shares nothing with the
//! import or the interpreter (only `brili`'s float printing, `bril::float::push_float`).
//! The printed lines, the error (in `brili`'s words) and, for runs that end normally,
//! `total_dyn_inst` must agree.

use std::collections::HashMap;
use waddle::bril::{self, BType, Function, Item, Lit};
use waddle::exec::machine::Rng;

fn pick<'a>(rng: &mut Rng, xs: &[&'a str]) -> &'a str {
    xs[rng.below(xs.len() as u64) as usize]
}

const INTS: [&str; 3] = ["i0", "i1", "i2"];
const FLOATS: [&str; 2] = ["f0", "f1"];
const INT_LITS: [&str; 9] =
    ["0", "1", "-1", "2", "3", "-7", "9223372036854775807", "-9223372036854775808", "4611686018427387904"];
const FLOAT_LITS: [&str; 8] = ["0.5", "-0.0", "3.0", "0.1", "1e308", "-2.5", "0.0", "123456789012345678901234567890"];
const CHAR_LITS: [&str; 5] = ["a", "Z", "é", "😀", "'"];

/// A random program generator: `label` numbers the labels of a function.
struct Gen<'a> {
    rng: &'a mut Rng,
    out: String,
    label: u32,
}

impl Gen<'_> {
    fn below(&mut self, n: u64) -> u64 {
        self.rng.below(n)
    }

    fn line(&mut self, s: &str) {
        self.out.push_str("  ");
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn int(&mut self) -> &'static str {
        pick(self.rng, &INTS)
    }

    fn float(&mut self) -> &'static str {
        pick(self.rng, &FLOATS)
    }

    /// One instruction over the variables every function of the generator defines
    /// first (`i0..i2`, `f0`, `f1`, `c0`, `b0`, `p0`); `calls` says whether `@rec` and
    /// `@fl` may be called.
    fn statement(&mut self, calls: bool) {
        let (x, y, z) = (self.int(), self.int(), self.int());
        let (f, g) = (self.float(), self.float());
        let s = match self.below(24) {
            0 => format!("{x}: int = const {};", pick(self.rng, &INT_LITS)),
            1 => format!("{x}: int = add {y} {z};"),
            2 => format!("{x}: int = sub {y} {z};"),
            3 => format!("{x}: int = mul {y} {z};"),
            4 => format!("{x}: int = div {y} {z};"),
            5 => format!("b0: bool = {} {y} {z};", pick(self.rng, &["lt", "le", "eq", "gt", "ge"])),
            6 => format!("b0: bool = {} b0 b0;", pick(self.rng, &["and", "or"])),
            7 => format!("{f}: float = const {};", pick(self.rng, &FLOAT_LITS)),
            8 => format!("{f}: float = {} {g} {};", pick(self.rng, &["fadd", "fsub", "fmul", "fdiv"]), self.float()),
            9 => format!("b0: bool = {} {f} {g};", pick(self.rng, &["feq", "flt", "fle", "fgt", "fge"])),
            10 => format!("c0: char = const '{}';", pick(self.rng, &CHAR_LITS)),
            11 => format!("{x}: int = char2int c0;"),
            12 => format!("c0: char = int2char {x};"),
            13 => format!("b0: bool = {} c0 c0;", pick(self.rng, &["ceq", "clt", "cge"])),
            14 => format!("print {x} b0 c0;"),
            15 => format!("print {f} {y};"),
            16 => format!("off: int = const {};\n  q: ptr<int> = ptradd p0 off;", self.below(5) as i64 - 1),
            17 => format!("store q {x};"),
            18 => format!("{x}: int = load q;"),
            19 => "q: ptr<int> = ptradd q off;".into(),
            20 if self.below(4) == 0 => "free p0;".into(),
            21 if calls => format!("{x}: int = call @rec {y} {z};"),
            22 if calls => format!("{f}: float = call @fl {g} {x};"),
            23 => format!("{x}: int = id {y};"),
            _ => "nop;".into(),
        };
        self.line(&s);
    }

    /// A sequence of statements, branches and bounded loops, nested up to `depth`.
    fn body(&mut self, depth: u32, calls: bool) {
        for _ in 0..1 + self.below(6) {
            match self.below(8) {
                0 if depth > 0 => {
                    let k = self.label;
                    self.label += 1;
                    self.line(&format!("br b0 .t{k} .e{k};"));
                    self.out.push_str(&format!(".t{k}:\n"));
                    self.body(depth - 1, calls);
                    self.line(&format!("jmp .j{k};"));
                    self.out.push_str(&format!(".e{k}:\n"));
                    self.body(depth - 1, calls);
                    self.out.push_str(&format!(".j{k}:\n"));
                }
                1 if depth > 0 => {
                    let k = self.label;
                    self.label += 1;
                    let n = self.below(4);
                    self.line(&format!("cnt{k}: int = const 0;"));
                    self.line(&format!("lim{k}: int = const {n};"));
                    self.out.push_str(&format!(".h{k}:\n"));
                    self.line(&format!("go{k}: bool = lt cnt{k} lim{k};"));
                    self.line(&format!("br go{k} .b{k} .x{k};"));
                    self.out.push_str(&format!(".b{k}:\n"));
                    self.body(depth - 1, calls);
                    self.line("one: int = const 1;");
                    self.line(&format!("cnt{k}: int = add cnt{k} one;"));
                    self.line(&format!("jmp .h{k};"));
                    self.out.push_str(&format!(".x{k}:\n"));
                }
                _ => self.statement(calls),
            }
        }
    }

    /// The variables every function defines first, and its memory.
    fn prologue(&mut self, first: &str) {
        self.line(&format!("i0: int = id {first};"));
        let i1 = format!("i1: int = const {};", pick(self.rng, &INT_LITS));
        self.line(&i1);
        self.line("i2: int = const 2;");
        let f0 = format!("f0: float = const {};", pick(self.rng, &FLOAT_LITS));
        self.line(&f0);
        self.line("f1: float = const 1.5;");
        self.line("c0: char = const 'x';");
        self.line("b0: bool = lt i0 i1;");
        let size = if self.below(12) == 0 { "0" } else { pick(self.rng, &["1", "2", "3"]) };
        self.line(&format!("size: int = const {size};"));
        self.line("p0: ptr<int> = alloc size;");
        self.line("q: ptr<int> = id p0;");
        self.line("off: int = const 1;");
    }

    /// Frees `p0` (most of the time: else the run leaks).
    fn epilogue(&mut self) {
        if self.below(8) != 0 {
            self.line("free p0;");
        }
    }
}

/// A random program: `main(a)`, `@rec(n, x)` (recursive, `n` levels deep, `n` at most
/// 3) and `@fl(x, k)` (floats).
fn program(rng: &mut Rng) -> String {
    let mut g = Gen { rng, out: String::new(), label: 0 };
    g.out.push_str("@main(a: int) {\n");
    g.prologue("a");
    g.body(2, true);
    g.epilogue();
    g.line("print i0 i1 i2 b0 c0;");
    g.out.push_str("}\n@rec(n: int, x: int): int {\n");
    g.line("zero: int = const 0;");
    g.line("three: int = const 3;");
    g.line("n: int = call @clamp n zero three;");
    g.prologue("x");
    g.body(1, false);
    g.line("done: bool = le n zero;");
    g.line("br done .base .down;");
    g.out.push_str(".base:\n");
    g.epilogue();
    g.line("ret i0;");
    g.out.push_str(".down:\n");
    g.line("one: int = const 1;");
    g.line("m: int = sub n one;");
    g.line("r: int = call @rec m i1;");
    g.line("i2: int = add r i2;");
    g.epilogue();
    g.line("ret i2;");
    g.out.push_str("}\n@fl(x: float, k: int): float {\n");
    g.line("y: float = fmul x x;");
    g.line("kf: int = const 3;");
    g.line("k: int = div k kf;");
    g.line("print y k;");
    g.line("ret y;");
    g.out.push_str("}\n@clamp(v: int, lo: int, hi: int): int {\n");
    g.line("small: bool = lt v lo;");
    g.line("br small .lo .high;");
    g.out.push_str(".lo:\n  ret lo;\n.high:\n");
    g.line("big: bool = gt v hi;");
    g.line("br big .hi .mid;");
    g.out.push_str(".hi:\n  ret hi;\n.mid:\n  ret v;\n}\n");
    g.out
}

/// A value of the model.
#[derive(Clone, Copy, PartialEq, Debug)]
enum V {
    I(i64),
    B(bool),
    F(f64),
    C(char),
    /// A pointer: the allocation's number and the offset.
    P(usize, i64),
}

/// The model's state: the heap (allocation k, `None` once freed), the printed text,
/// instructions counted, and the steps left.
struct Model<'a> {
    funcs: HashMap<&'a str, &'a Function>,
    heap: Vec<Option<Vec<Option<V>>>>,
    out: String,
    count: u64,
    fuel: u64,
}

/// How a call ends: its value, or the run's error (`Err(None)`: out of fuel).
type Ret = Result<Option<V>, Option<String>>;

impl<'a> Model<'a> {
    fn call(&mut self, f: &'a Function, args: Vec<V>) -> Ret {
        let mut env: HashMap<&str, V> = f.params.iter().map(|p| p.name.as_str()).zip(args).collect();
        let labels: HashMap<&str, usize> = f
            .items
            .iter()
            .enumerate()
            .filter_map(|(i, it)| if let Item::Label { name, .. } = it { Some((name.as_str(), i)) } else { None })
            .collect();
        let mut pc = 0;
        while pc < f.items.len() {
            let Item::Instr(i) = &f.items[pc] else {
                pc += 1;
                continue;
            };
            pc += 1;
            self.count += 1;
            self.fuel = self.fuel.checked_sub(1).ok_or(None)?;
            let a: Vec<V> = i.args.iter().map(|x| env[x.as_str()]).collect();
            let int = |k: usize| if let V::I(x) = a[k] { x } else { unreachable!("{a:?}") };
            let float = |k: usize| if let V::F(x) = a[k] { x } else { unreachable!("{a:?}") };
            let chr = |k: usize| if let V::C(x) = a[k] { x as u32 } else { unreachable!("{a:?}") };
            let boolean = |k: usize| if let V::B(x) = a[k] { x } else { unreachable!("{a:?}") };
            let fault = |b: usize, o: i64| Some(format!("Uninitialized heap location {b} and/or illegal offset {o}"));
            let v = match i.op.as_str() {
                "const" => match (&i.value, &i.ty) {
                    (Some(Lit::Int(x)), Some(BType::Int)) => V::I(*x),
                    (Some(Lit::Int(x)), Some(BType::Float)) => V::F(*x as f64),
                    (Some(Lit::Float(s)), _) => V::F(s.parse().unwrap()),
                    (Some(Lit::Bool(b)), _) => V::B(*b),
                    (Some(Lit::Char(s)), _) => V::C(s.chars().next().unwrap()),
                    other => unreachable!("{other:?}"),
                },
                "id" => a[0],
                "add" => V::I(int(0).wrapping_add(int(1))),
                "sub" => V::I(int(0).wrapping_sub(int(1))),
                "mul" => V::I(int(0).wrapping_mul(int(1))),
                "div" if int(1) == 0 => return Err(Some("division by zero".into())),
                "div" => V::I(int(0).wrapping_div(int(1))),
                "lt" => V::B(int(0) < int(1)),
                "le" => V::B(int(0) <= int(1)),
                "gt" => V::B(int(0) > int(1)),
                "ge" => V::B(int(0) >= int(1)),
                "eq" => V::B(int(0) == int(1)),
                "and" => V::B(boolean(0) && boolean(1)),
                "or" => V::B(boolean(0) || boolean(1)),
                "fadd" => V::F(float(0) + float(1)),
                "fsub" => V::F(float(0) - float(1)),
                "fmul" => V::F(float(0) * float(1)),
                "fdiv" => V::F(float(0) / float(1)),
                "feq" => V::B(float(0) == float(1)),
                "flt" => V::B(float(0) < float(1)),
                "fle" => V::B(float(0) <= float(1)),
                "fgt" => V::B(float(0) > float(1)),
                "fge" => V::B(float(0) >= float(1)),
                "ceq" => V::B(chr(0) == chr(1)),
                "clt" => V::B(chr(0) < chr(1)),
                "cge" => V::B(chr(0) >= chr(1)),
                "char2int" => V::I(i64::from(chr(0))),
                "int2char" => match u32::try_from(int(0)).ok().and_then(char::from_u32) {
                    Some(c) => V::C(c),
                    None => return Err(Some(format!("value {} cannot be converted to char", int(0)))),
                },
                "alloc" if int(0) <= 0 => {
                    return Err(Some(format!("must allocate a positive amount of memory: {} <= 0", int(0))))
                }
                "alloc" => {
                    self.heap.push(Some(vec![None; int(0) as usize]));
                    V::P(self.heap.len() - 1, 0)
                }
                "ptradd" => match a[0] {
                    V::P(b, o) => V::P(b, o.wrapping_add(int(1))),
                    _ => unreachable!(),
                },
                "store" | "load" => {
                    let V::P(b, o) = a[0] else { unreachable!() };
                    let Some(cells) = self.heap[b].as_mut() else { return Err(fault(b, o)) };
                    let Some(cell) = usize::try_from(o).ok().and_then(|o| cells.get_mut(o)) else {
                        return Err(fault(b, o));
                    };
                    if i.op == "store" {
                        *cell = Some(a[1]);
                        continue;
                    }
                    match cell {
                        Some(v) => *v,
                        None => return Err(Some(format!("Pointer {} points to uninitialized data", i.args[0]))),
                    }
                }
                "free" => {
                    let V::P(b, o) = a[0] else { unreachable!() };
                    if o != 0 || self.heap[b].is_none() {
                        return Err(Some(format!(
                            "Tried to free illegal memory location base: {b}, offset: {o}. Offset must be 0."
                        )));
                    }
                    self.heap[b] = None;
                    continue;
                }
                "print" => {
                    let words: Vec<String> = a
                        .iter()
                        .map(|v| match v {
                            V::I(x) => x.to_string(),
                            V::B(x) => x.to_string(),
                            V::C(c) => c.to_string(),
                            V::F(x) => {
                                let mut s = String::new();
                                bril::float::push_float(&mut s, *x);
                                s
                            }
                            V::P(..) => "[object Object]".into(),
                        })
                        .collect();
                    self.out.push_str(&words.join(" "));
                    self.out.push('\n');
                    continue;
                }
                "nop" => continue,
                "jmp" => {
                    pc = labels[i.labels[0].as_str()];
                    continue;
                }
                "br" => {
                    pc = labels[i.labels[usize::from(!boolean(0))].as_str()];
                    continue;
                }
                "ret" => return Ok(a.first().copied()),
                "call" => match self.call(self.funcs[i.funcs[0].as_str()], a.clone())? {
                    Some(v) => v,
                    None => continue,
                },
                other => unreachable!("{other}"),
            };
            env.insert(i.dest.as_deref().expect("a destination"), v);
        }
        Ok(None)
    }
}

/// `main(a)` as `brili` runs it: the printed text, the error, `total_dyn_inst`; `None`
/// past the fuel.
fn reference(p: &bril::Program, a: i64) -> Option<(String, Option<String>, u64)> {
    let funcs = p.functions.iter().map(|f| (f.name.as_str(), f)).collect();
    let mut m = Model { funcs, heap: Vec::new(), out: String::new(), count: 0, fuel: 200_000 };
    let err = match m.call(&p.functions[0], vec![V::I(a)]) {
        Ok(_) if m.heap.iter().any(Option::is_some) => {
            Some("Some memory locations have not been freed by end of execution.".to_string())
        }
        Ok(_) => None,
        Err(Some(e)) => Some(e),
        Err(None) => return None,
    };
    Some((m.out, err, m.count))
}

#[test]
fn random_programs_run_as_the_model_of_brili_runs_them() {
    let mut rng = Rng::new(2026);
    let limits = waddle::exec::Limits { fuel: 10_000_000, ..waddle::exec::Limits::default() };
    let mut kinds: HashMap<String, usize> = HashMap::new();
    let mut compared = 0;
    for case in 0..400 {
        let text = program(&mut rng);
        let parsed = bril::parse(&text).unwrap_or_else(|e| panic!("case {case}: {e:?}\n{text}"));
        let imported = bril::lower::import_text(&text)
            .unwrap_or_else(|e| panic!("case {case}: rejected: {}\n{text}", e[0].message));
        for a in [0i64, 5, -7, i64::MAX] {
            let Some((want_out, want_err, want_count)) = reference(&parsed, a) else { continue };
            let got = bril::run::run(&imported, &[a.to_string()], limits, true, waddle::exec::Engine::Fast)
                .unwrap_or_else(|e| panic!("case {case}: {e}\n{text}"));
            let got_err = match got.end {
                bril::run::End::Ok => None,
                bril::run::End::Error(e) => Some(e),
                bril::run::End::Incomplete(why) => panic!("case {case}, a = {a}: incomplete ({why})\n{text}"),
            };
            assert_eq!((&got.stdout, &got_err), (&want_out, &want_err), "case {case}, a = {a}:\n{text}");
            if want_err.is_none() {
                assert_eq!(got.dyn_inst, Some(want_count), "case {case}, a = {a}: total_dyn_inst\n{text}");
            }
            let kind = want_err.as_deref().map_or("ok", |e| e.split([' ', ':']).next().unwrap_or(e));
            *kinds.entry(kind.to_string()).or_default() += 1;
            compared += 1;
        }
    }
    eprintln!("{compared} runs compared: {kinds:?}");
    assert!(compared >= 1200, "only {compared} runs compared");
    // Every way a run ends took part.
    for kind in ["ok", "division", "value", "must", "Uninitialized", "Pointer", "Tried", "Some"] {
        assert!(
            kinds.get(kind).copied().unwrap_or(0) >= 5,
            "only {:?} runs ended `{kind}`: {kinds:?}",
            kinds.get(kind)
        );
    }
}
