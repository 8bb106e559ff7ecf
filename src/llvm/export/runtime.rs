//! What the exported module needs besides the program's functions: printing values
//! as `waddle run` prints them, the externals' functions (an effect printed on a line,
//! a result drawn from ν), ν itself, and the checks that end the run (an error of the
//! kernel, an integer leaving the width, ν running out, an address that would matter).

use super::{ident, indent, Module};
use crate::diag::Loc;
use crate::exec::OracleSpec;
use crate::ir::{Callee, ExternId, FuncId, Type, Value};

/// A `printf` of constant text (its `%` doubled).
pub fn print_text(m: &mut Module, text: &str, lines: &mut Vec<String>) {
    let s = m.string(&text.replace('%', "%%"));
    lines.push(format!("call i32 (ptr, ...) @printf(ptr {s})"));
}

/// Prints a value of type `ty` held in `v` as the paper writes it: `-3`, `true`,
/// `unit`, `ref f`.
pub fn print_value(m: &mut Module, ty: &Type, v: &str, lines: &mut Vec<String>) {
    match ty {
        Type::Int => lines.push(format!("call void @waddle-print-int({} {v})", m.ity())),
        Type::Bool => lines.push(format!("call void @waddle-print-bool(i1 {v})")),
        Type::Unit => print_text(m, "unit", lines),
        Type::Fn(_) => {
            m.print_ref = true;
            lines.push(format!("call void @waddle-print-ref(ptr {v})"))
        }
    }
}

/// The function of external `e`: prints `e(v…)` and a newline, then returns ν's choice.
pub fn extern_function(m: &mut Module, e: ExternId) -> String {
    let ext = m.p.ext(e).clone();
    let params: Vec<String> = ext.params.iter().enumerate().map(|(k, t)| format!("{} %a{k}", m.ty(t))).collect();
    let mut lines = Vec::new();
    print_text(m, &format!("{}(", ext.name), &mut lines);
    for (k, t) in ext.params.iter().enumerate() {
        if k > 0 {
            print_text(m, ", ", &mut lines);
        }
        print_value(m, t, &format!("%a{k}"), &mut lines);
    }
    print_text(m, ")\n", &mut lines);
    let ity = m.ity();
    match &ext.ret {
        Type::Unit => lines.push("ret i1 false".into()),
        Type::Int => lines.extend([format!("%v = call {ity} @waddle-nu(i8 0)"), format!("ret {ity} %v")]),
        Type::Bool => lines.extend([
            format!("%v = call {ity} @waddle-nu(i8 1)"),
            format!("%b = trunc {ity} %v to i1"),
            "ret i1 %b".into(),
        ]),
        Type::Fn(_) => m.error(
            Loc::func(&ext.name),
            format!("the external `{}` returns a function reference, which ν chooses: not exported", ext.name),
        ),
    }
    format!(
        "define {} {}({}) {{\nentry:\n{}}}\n",
        m.ty(&ext.ret),
        m.callee(Callee::Extern(e)),
        params.join(", "),
        indent(&lines)
    )
}

/// SplitMix64's constants (`exec::machine::Rng`), as LLVM writes an `i64`.
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;
const MIX1: u64 = 0xBF58_476D_1CE4_E5B9;
const MIX2: u64 = 0x94D0_49BB_1331_11EB;

/// ν: `@waddle-nu(kind)` returns the next choice of the tape (kind 0 an integer, 1 a
/// boolean; a choice of another kind ends the run as ν's rejection does), then of the
/// seeded generator, drawn as `Oracle` draws; an empty ν without a seed ends the run
/// (exit 3). Empty when no external returns a value.
pub fn nu(m: &mut Module, oracle: &OracleSpec) -> String {
    if m.p.externs.iter().all(|e| e.ret == Type::Unit) {
        return String::new();
    }
    let ity = m.ity();
    let mut values = Vec::new();
    for v in &oracle.tape {
        let (kind, text) = match v {
            Value::Int(_) => (0, m.constant(v, false, &Loc::default())),
            Value::Bool(b) => (1, i32::from(*b).to_string()),
            Value::Unit => (2, "0".into()),
            Value::Ref(_) => {
                m.error(Loc::default(), "the oracle's tape holds a function reference: not exported");
                (3, "0".into())
            }
        };
        values.push((kind, text));
    }
    let n = values.len();
    let mut out = String::new();
    out.push_str("@waddle-nu-pos = private global i64 0\n");
    out.push_str(&format!("@waddle-nu-state = private global i64 {}\n", oracle.seed.unwrap_or(0) as i64));
    let mut entry = vec!["%pos = load i64, ptr @waddle-nu-pos".to_string()];
    let mut tape = Vec::new();
    if n == 0 {
        entry.push("br label %seed".into());
    } else {
        let vals: Vec<String> = values.iter().map(|(_, v)| format!("{ity} {v}")).collect();
        let kinds: Vec<String> = values.iter().map(|(k, _)| format!("i8 {k}")).collect();
        out.push_str(&format!("@waddle-nu-tape = private constant [{n} x {ity}] [{}]\n", vals.join(", ")));
        out.push_str(&format!("@waddle-nu-kind = private constant [{n} x i8] [{}]\n", kinds.join(", ")));
        entry.extend([format!("%more = icmp ult i64 %pos, {n}"), "br i1 %more, label %tape, label %seed".into()]);
        tape = vec![
            format!("%kp = getelementptr [{n} x i8], ptr @waddle-nu-kind, i64 0, i64 %pos"),
            "%k = load i8, ptr %kp".into(),
            "%bad = icmp ne i8 %k, %want".into(),
            "call void @waddle-incomplete-if(i1 %bad)".into(),
            format!("%vp = getelementptr [{n} x {ity}], ptr @waddle-nu-tape, i64 0, i64 %pos"),
            format!("%v = load {ity}, ptr %vp"),
            "%next = add i64 %pos, 1".into(),
            "store i64 %next, ptr @waddle-nu-pos".into(),
            format!("ret {ity} %v"),
        ];
    }
    let seed = if oracle.seed.is_none() {
        vec!["call void @waddle-incomplete-if(i1 true)".into(), format!("ret {ity} 0")]
    } else {
        let widen = |x: &str, from: &str| {
            if m.w == 64 && from == "i64" {
                format!("%{x}w = or i64 %{x}, 0")
            } else {
                format!("%{x}w = {} {from} %{x} to {ity}", if from == "i16" { "sext" } else { "zext" })
            }
        };
        vec![
            "%s0 = load i64, ptr @waddle-nu-state".into(),
            format!("%s = add i64 %s0, {}", GOLDEN as i64),
            "store i64 %s, ptr @waddle-nu-state".into(),
            "%z1 = lshr i64 %s, 30".into(),
            "%z2 = xor i64 %s, %z1".into(),
            format!("%z3 = mul i64 %z2, {}", MIX1 as i64),
            "%z4 = lshr i64 %z3, 27".into(),
            "%z5 = xor i64 %z3, %z4".into(),
            format!("%z6 = mul i64 %z5, {}", MIX2 as i64),
            "%z7 = lshr i64 %z6, 31".into(),
            "%z = xor i64 %z6, %z7".into(),
            "%hi = lshr i64 %z, 48".into(),
            "%int = trunc i64 %hi to i16".into(),
            widen("int", "i16"),
            "%bit = and i64 %z, 1".into(),
            widen("bit", "i64"),
            "%isbool = icmp eq i8 %want, 1".into(),
            format!("%r = select i1 %isbool, {ity} %bitw, {ity} %intw"),
            format!("ret {ity} %r"),
        ]
    };
    out.push_str(&format!("\ndefine {ity} @waddle-nu(i8 %want) {{\nentry:\n{}", indent(&entry)));
    if n > 0 {
        out.push_str(&format!("tape:\n{}", indent(&tape)));
    }
    out.push_str(&format!("seed:\n{}}}\n\n", indent(&seed)));
    out
}

/// A helper that does nothing unless its first argument is true, and then runs
/// `fire` (which ends the run).
fn conditional(name: &str, params: &str, fire: &[String]) -> String {
    format!(
        "define void @{name}(i1 %c{params}) {{\nentry:\n  br i1 %c, label %fire, label %done\nfire:\n{}  unreachable\ndone:\n  ret void\n}}\n\n",
        indent(fire)
    )
}

/// The helpers the functions call: printing, and the checks that end a run.
pub fn helpers(m: &mut Module) -> String {
    let ity = m.ity();
    let mut out = print_int(m);
    let (t, f) = (m.string("true"), m.string("false"));
    let s = m.string("%s");
    out.push_str(&format!(
        "define void @waddle-print-bool(i1 %b) {{\nentry:\n  %s = select i1 %b, ptr {t}, ptr {f}\n  call i32 (ptr, ...) @printf(ptr {s}, ptr %s)\n  ret void\n}}\n\n"
    ));
    if m.print_ref {
        out.push_str(&print_ref(m));
    }
    let ovf = m.string(&format!("overflow: %s leaves {ity}\n"));
    let fire = [format!("call i32 (ptr, ...) @printf(ptr {ovf}, ptr %site)"), "call void @exit(i32 4)".into()];
    out.push_str(&conditional("waddle-overflow-if", ", ptr %site", &fire));
    let ex = m.string("halt(ex(%s))\n");
    let fire = [format!("call i32 (ptr, ...) @printf(ptr {ex}, ptr %err)"), "call void @exit(i32 1)".into()];
    out.push_str(&conditional("waddle-error-if", ", ptr %err", &fire));
    let mut fire = Vec::new();
    print_text(m, "halt(ex(fail(", &mut fire);
    print_value(m, &Type::Int, "%n", &mut fire);
    print_text(m, ")))\n", &mut fire);
    fire.push("call void @exit(i32 1)".into());
    out.push_str(&conditional("waddle-fail-if", &format!(", {ity} %n"), &fire));
    out.push_str(&conditional("waddle-incomplete-if", "", &["call void @exit(i32 3)".into()]));
    if m.memory {
        let stop = m.string("memory: %s: %s\n");
        let fire =
            [format!("call i32 (ptr, ...) @printf(ptr {stop}, ptr %site, ptr %why)"), "call void @exit(i32 4)".into()];
        out.push_str(&conditional("waddle-stop-if", ", ptr %site, ptr %why", &fire));
    }
    out
}

/// `@waddle-print-int`: `printf("%lld")` for i64; wider, the digits one by one.
fn print_int(m: &mut Module) -> String {
    if m.w == 64 {
        let fmt = m.string("%lld");
        return format!(
            "define void @waddle-print-int(i64 %v) {{\nentry:\n  call i32 (ptr, ...) @printf(ptr {fmt}, i64 %v)\n  ret void\n}}\n\n"
        );
    }
    let t = m.ity();
    format!(
        "define void @waddle-print-int({t} %v) {{
entry:
  %neg = icmp slt {t} %v, 0
  br i1 %neg, label %minus, label %digits
minus:
  call i32 @putchar(i32 45)
  br label %digits
digits:
  %abs = sub {t} 0, %v
  %u = select i1 %neg, {t} %abs, {t} %v
  call void @waddle-print-unsigned({t} %u)
  ret void
}}

define void @waddle-print-unsigned({t} %u) {{
entry:
  %more = icmp uge {t} %u, 10
  br i1 %more, label %high, label %low
high:
  %q = udiv {t} %u, 10
  call void @waddle-print-unsigned({t} %q)
  br label %low
low:
  %r = urem {t} %u, 10
  %r32 = trunc {t} %r to i32
  %c = add i32 %r32, 48
  call i32 @putchar(i32 %c)
  ret void
}}

"
    )
}

/// `@waddle-print-ref`: `ref NAME` of the function or external a pointer addresses.
fn print_ref(m: &mut Module) -> String {
    let p = m.p;
    let callees: Vec<Callee> = p
        .func_ids()
        .map(Callee::Func)
        .chain((0..p.externs.len() as u32).map(|e| Callee::Extern(ExternId(e))))
        .collect();
    let mut out = String::from("define void @waddle-print-ref(ptr %p) {\nentry:\n  br label %c0\n");
    for (k, c) in callees.iter().enumerate() {
        let mut yes = Vec::new();
        print_text(m, &format!("ref {}", p.callee_name(*c)), &mut yes);
        yes.push("ret void".into());
        out.push_str(&format!(
            "c{k}:\n  %e{k} = icmp eq ptr %p, {}\n  br i1 %e{k}, label %y{k}, label %c{}\ny{k}:\n{}",
            m.callee(*c),
            k + 1,
            indent(&yes)
        ));
    }
    out.push_str(&format!("c{}:\n  ret void\n}}\n\n", callees.len()));
    out
}

/// The LLVM name of function `f` (for `func.rs`'s header).
pub fn function_name(m: &Module, f: FuncId) -> String {
    m.callee(Callee::Func(f))
}

/// The name of a block's label.
pub fn label(name: &str) -> String {
    ident('%', &format!("b-{name}"))
}
