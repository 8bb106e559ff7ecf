//! Running an imported Bril program as Bril's reference interpreter `brili` does:
//! `main` gets its arguments from the command line, `print` effects become the printed
//! lines, program errors and memory still allocated at the end become `brili`'s
//! messages (`error: …`), and `-p` counts `total_dyn_inst`, the Bril instructions
//! executed (every instruction but labels, `nop` and `jmp` included).
//!
//! Allocation addresses come from `BrilMachine`, a ν that places the k-th allocation
//! (from 0) at bit address `(k + 1)·STRIDE`. Bril numbers its allocations the same
//! way, so a faulting address names Bril's base and offset; and since a pointer
//! cannot reach another allocation within ±STRIDE/2, every out-of-bounds access that
//! `brili` reports faults here too (Waddle's µ is a map over bits: an access that lands
//! in another live allocation would not fault).

use super::float::push_float;
use super::lower::{Imported, Info, Kind, FAIL, UNDEFINED};
use super::BType;
use crate::exec::{self, Limits, Outcome, ProgramError};
use crate::format::run::pos;
use crate::ir::{ExternId, Int, Operand, Value};
use crate::oracle::random::Domain;
use std::collections::HashMap;
use std::fmt::Write;

/// The distance between the bases of two allocations, in bits.
pub const STRIDE: u64 = exec::Strided::STRIDE;

/// ν for Bril runs: allocation k at `(k + 1)·STRIDE`; externals (`print`) return unit.
pub type BrilMachine = exec::Strided;

/// What a Bril run printed and how it ended.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BrilRun {
    /// The printed lines, each ending in a newline (`run`; empty from `run_to`, which
    /// wrote them as the run printed them).
    pub stdout: String,
    /// How the run ended.
    pub end: End,
    /// `total_dyn_inst`, when profiling.
    pub dyn_inst: Option<u64>,
    /// Waddle steps taken.
    pub steps: u64,
    /// The final configuration (the run streamed its prints, so Ψ holds only the
    /// halting effect), for a caller about to exit to drop without freeing its memory
    /// piece by piece (`std::mem::forget`, as `waddle run --bril` does).
    pub config: exec::Config<BrilMachine>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum End {
    /// `main` returned with every allocation freed.
    Ok,
    /// A Bril error, worded as `brili` words it (without the `error: ` prefix).
    Error(String),
    /// A resource limit of the interpreter ended the run: which one.
    Incomplete(exec::Incomplete),
}

/// Parses `main`'s arguments as `brili` does (`true`/`false` for `bool`).
pub fn parse_args(params: &[BType], args: &[String]) -> Result<Vec<Value>, String> {
    if params.len() != args.len() {
        return Err(format!("mismatched main argument arity: expected {}; got {}", params.len(), args.len()));
    }
    params
        .iter()
        .zip(args)
        .map(|(t, a)| match t {
            BType::Int => a
                .parse::<i64>()
                .map(Value::int)
                .map_err(|_| format!("int argument to main must be a 64-bit integer; got {a}")),
            BType::Float => super::float::parse_arg(a).map(|x| Value::int(x.to_bits() as i64)),
            BType::Char => {
                let mut cs = a.chars();
                match (cs.next(), cs.next()) {
                    (Some(c), None) => Ok(Value::int(i64::from(u32::from(c)))),
                    _ => Err(format!("char argument to main must have one character; got {a}")),
                }
            }
            BType::Bool => match a.as_str() {
                "true" => Ok(Value::Bool(true)),
                "false" => Ok(Value::Bool(false)),
                _ => Err(format!("boolean argument to main must be 'true'/'false'; got {a}")),
            },
            other => Err(format!("main cannot take an argument of type {other}")),
        })
        .collect()
}

/// What each integer parameter of each function of an import stands for (by function
/// name), for random runs: a `char` is a code point, a `float` a binary64's bits.
pub fn domains(imp: &Imported) -> HashMap<String, Vec<Domain>> {
    let p = &imp.program;
    p.func_ids()
        .map(|f| {
            let each = imp.info.params[f.index()].iter().map(|t| match t {
                BType::Char => Domain::CodePoint,
                BType::Float => Domain::Float64,
                _ => Domain::Int,
            });
            (p.func(f).name.clone(), each.collect())
        })
        .collect()
}

/// An argument of `main` of Bril type `t` as `brili` reads it (`parse_args`), from its
/// value as an integer (a float's bits, a char's code point) in `text`; `None` when it
/// is not one, or is a char a command line cannot carry alone (a control character,
/// a space).
pub fn arg_text(t: &BType, text: &str) -> Option<String> {
    let v: i64 = text.parse().ok()?;
    match t {
        BType::Float => {
            let x = f64::from_bits(v as u64);
            Some(match x {
                f64::INFINITY => "Infinity".into(),
                f64::NEG_INFINITY => "-Infinity".into(),
                x if x.is_nan() => return None,
                x => format!("{x:?}"),
            })
        }
        // A control character or a space cannot stand alone in a command line.
        BType::Char => {
            char::from_u32(u32::try_from(v).ok()?).filter(|c| !c.is_control() && !c.is_whitespace()).map(String::from)
        }
        _ => Some(text.to_string()),
    }
}

/// The Bril base and offset of a bit address.
pub fn base_offset(addr: &Int) -> (i128, i128) {
    let a: i128 = addr.to_string().parse().unwrap_or(i128::MAX);
    let s = STRIDE as i128;
    let k = (a + s / 2).div_euclid(s);
    (k - 1, (a - k * s).div_euclid(64))
}

/// Renders one printed value as `brili` does, onto `out`.
pub fn render(out: &mut String, v: &Value, k: Kind) {
    let _ = match (v, k) {
        (_, Kind::Ptr) => out.write_str("[object Object]"),
        (Value::Int(i), Kind::Float) => {
            push_float(out, f64::from_bits(i.wrap(true, 64).to_i64().unwrap_or_default() as u64));
            Ok(())
        }
        (Value::Int(i), Kind::Char) => {
            out.push(i.to_u64().and_then(|c| char::from_u32(c as u32)).unwrap_or(char::REPLACEMENT_CHARACTER));
            Ok(())
        }
        (Value::Int(i), _) => match i.to_i64() {
            Some(x) => {
                out.push_str(itoa::Buffer::new().format(x));
                Ok(())
            }
            None => write!(out, "{i}"),
        },
        (Value::Bool(b), _) => write!(out, "{b}"),
        (Value::Unit, _) => out.write_str("()"),
        (Value::Ref(_), _) => out.write_str("[function]"),
    };
}

/// The line a `print` prints (without its newline): its arguments as `brili` renders
/// them, separated by spaces, onto `out`.
pub fn push_printed(out: &mut String, info: &Info, ext: ExternId, args: &[Value]) {
    let kinds = info.prints.get(ext.index()).map(Vec::as_slice).unwrap_or(&[]);
    for (i, (v, k)) in args.iter().zip(kinds.iter().chain(std::iter::repeat(&Kind::Int))).enumerate() {
        if i > 0 {
            out.push(' ');
        }
        render(out, v, *k);
    }
}

/// The printed bytes of a run not yet written out, `bytes[..used]`; the rest of
/// `bytes` is room for the next line, which is written in place (at least `ROOM` bytes,
/// since `run_to` writes the bytes out once `CHUNK` are used).
struct Printed {
    bytes: Vec<u8>,
    used: usize,
}

/// The room `Printed` keeps beyond `CHUNK`: an integer's line fits in it.
const ROOM: usize = 64;

impl Printed {
    fn new() -> Printed {
        Printed { bytes: vec![0; CHUNK + ROOM], used: 0 }
    }

    /// The bytes used, now given up.
    fn take(&mut self) -> &[u8] {
        let used = std::mem::take(&mut self.used);
        &self.bytes[..used]
    }

    /// `used..used + n`, made room for.
    fn room(&mut self, n: usize) -> &mut [u8] {
        let end = self.used + n;
        if self.bytes.len() < end {
            self.bytes.resize(end, 0);
        }
        let start = std::mem::replace(&mut self.used, end);
        &mut self.bytes[start..end]
    }

    /// The line a `print` prints, with its newline: one integer written digit by digit
    /// in place (a counter's `print`, the common case), else through `push_printed` and
    /// `line`.
    #[inline(always)]
    fn line(&mut self, line: &mut String, info: &Info, ext: ExternId, args: &[Value]) {
        if let [Value::Int(i)] = args {
            if let (Some(x), Some([Kind::Int])) = (i.to_i64(), info.prints.get(ext.index()).map(Vec::as_slice)) {
                self.int_line(x);
                return;
            }
        }
        line.clear();
        push_printed(line, info, ext, args);
        line.push('\n');
        self.room(line.len()).copy_from_slice(line.as_bytes());
    }

    /// `x` in decimal and a newline, written in place: the number of digits from the
    /// highest set bit and a table of powers of ten, then the digits four at a time from
    /// the last (two pairs, each from a table), into a window of `LINE` bytes checked
    /// once.
    #[inline(always)]
    fn int_line(&mut self, x: i64) {
        const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
            2021222324252627282930313233343536373839\
            4041424344454647484950515253545556575859\
            6061626364656667686970717273747576777879\
            8081828384858687888990919293949596979899";
        let sign = usize::from(x < 0);
        let mut n = x.unsigned_abs();
        let len = decimal_digits(n);
        let Some(window) = self.window() else { return };
        window[0] = b'-';
        let mut k = sign + len;
        window[k] = b'\n';
        while n >= 10_000 {
            let four = (n % 10_000) as usize;
            n /= 10_000;
            let (high, low) = (four / 100 * 2, four % 100 * 2);
            k -= 4;
            window[k] = PAIRS[high];
            window[k + 1] = PAIRS[high + 1];
            window[k + 2] = PAIRS[low];
            window[k + 3] = PAIRS[low + 1];
        }
        if n >= 100 {
            let pair = (n % 100) as usize * 2;
            n /= 100;
            k -= 2;
            window[k] = PAIRS[pair];
            window[k + 1] = PAIRS[pair + 1];
        }
        if n >= 10 {
            let pair = n as usize * 2;
            window[k - 2] = PAIRS[pair];
            window[k - 1] = PAIRS[pair + 1];
        } else {
            window[k - 1] = b'0' + n as u8;
        }
        self.used += sign + len + 1;
    }

    /// The `LINE` bytes from `used` on, made room for, to write an integer's line in.
    #[inline(always)]
    fn window(&mut self) -> Option<&mut [u8; LINE]> {
        let end = self.used + LINE;
        if self.bytes.len() < end {
            self.bytes.resize(end, 0);
        }
        self.bytes.get_mut(self.used..end).and_then(|w| w.try_into().ok())
    }
}

/// The longest line of one integer: a sign, 19 digits and a newline.
const LINE: usize = 21;

/// The number of decimal digits of `n`: from the bit length `b`, `t = ⌊b·1233/4096⌋` is
/// `⌊log₁₀ 2^b⌋` (1233/4096 ≈ log₁₀ 2), and the digits are `t` or `t + 1` as `n` is
/// below `10^t` or not (`n | 1`: zero has one digit, and no power of ten is odd).
#[inline(always)]
fn decimal_digits(n: u64) -> usize {
    const POW10: [u64; 20] = {
        let mut p = [1u64; 20];
        let mut k = 1;
        while k < 20 {
            p[k] = p[k - 1] * 10;
            k += 1;
        }
        p
    };
    let m = n | 1;
    let t = (((64 - m.leading_zeros()) * 1233) >> 12) as usize;
    t + usize::from(POW10.get(t).is_none_or(|&p| m >= p))
}

/// `push_printed` into a new string.
pub fn printed(info: &Info, ext: ExternId, args: &[Value]) -> String {
    let mut line = String::new();
    push_printed(&mut line, info, ext, args);
    line
}

/// Runs `main` of an imported program with its command-line arguments; the printed
/// lines are in `stdout`.
pub fn run(
    imp: &Imported,
    args: &[String],
    limits: Limits,
    profile: bool,
    engine: exec::Engine,
) -> Result<BrilRun, String> {
    let mut out = Vec::new();
    let mut run = run_to(imp, args, limits, profile, engine, &mut out)?;
    run.stdout = String::from_utf8(out).map_err(|e| format!("internal error: a printed line is not UTF-8: {e}"))?;
    Ok(run)
}

/// The printed bytes `run_to` gathers before it writes them to its output in one call.
const CHUNK: usize = 1 << 16;

/// `run`, writing the printed lines to `out` as the run prints them, as `brili` does:
/// the run streams its effects (`exec::Env::streaming`), so neither Ψ nor the budget
/// grows with the output (a benchmark that prints 24 million lines runs in the default
/// budget). The lines are rendered into one buffer, written out each time it holds
/// `CHUNK` bytes and at the end, so a print costs no allocation and no call of `out`.
/// A write that fails (a closed pipe) is not an error of the run.
pub fn run_to(
    imp: &Imported,
    args: &[String],
    limits: Limits,
    profile: bool,
    engine: exec::Engine,
    out: &mut dyn std::io::Write,
) -> Result<BrilRun, String> {
    let p = &imp.program;
    let main = p.func_by_name("main").ok_or("no function of name main found")?;
    let values = parse_args(&imp.info.params[main.index()], args)?;
    let mut printed = Printed::new();
    let mut line = String::new();
    let mut count = 0;
    let result = {
        let sink = std::cell::RefCell::new(|ext: ExternId, args: &[Value]| {
            printed.line(&mut line, &imp.info, ext, args);
            if printed.used >= CHUNK {
                let _ = out.write_all(printed.take());
            }
        });
        let env = exec::Env::streaming(p, limits, &sink);
        let start = env.start(main, values, BrilMachine::default());
        if profile {
            let mut tally = exec::Tally::new(&imp.info.weights);
            let result = engine.run(&env, start, &mut tally);
            count = tally.total;
            result
        } else {
            engine.run(&env, start, &mut ())
        }
    };
    let _ = out.write_all(printed.take());
    let run = result.map_err(|s| format!("internal error: stuck at {}: {}", pos(p, s.at), s.message))?;
    let end = match &run.outcome {
        Outcome::Halt(_) if run.memory().is_empty() => End::Ok,
        Outcome::Halt(_) => End::Error("Some memory locations have not been freed by end of execution.".into()),
        Outcome::HaltEx(e) => End::Error(message(imp, &run, e)),
        Outcome::Incomplete(why) => End::Incomplete(why.clone()),
    };
    let dyn_inst = (profile && end == End::Ok).then_some(count);
    Ok(BrilRun { stdout: String::new(), end, dyn_inst, steps: run.steps, config: run.config })
}

/// `brili`'s message for a program error.
fn message(imp: &Imported, run: &exec::Run<BrilMachine>, e: &ProgramError) -> String {
    let at = run.config.at;
    let origin = imp.info.origins.get(&(at.func.0, at.block.0, at.index));
    let operand = |k: usize| -> Option<Value> {
        match origin?.operands.get(k)? {
            Operand::Reg(r) => run.config.regs.get(*r).cloned(),
            Operand::Const(v) => Some(v.clone()),
        }
    };
    match e {
        ProgramError::DivisionByZero => match origin {
            Some(o) if o.op == UNDEFINED => format!("undefined variable {}", o.args[0]),
            Some(o) if o.op == "int2char" => match operand(0) {
                Some(Value::Int(n)) => format!("value {n} cannot be converted to char"),
                _ => error_text(e),
            },
            Some(o) if o.op == FAIL => o.args[0].clone(),
            _ => error_text(e),
        },
        ProgramError::NegativeSize => match operand(0) {
            Some(Value::Int(n)) => format!("must allocate a positive amount of memory: {n} <= 0"),
            _ => error_text(e),
        },
        ProgramError::Uninitialised(_) => match origin.and_then(|o| o.args.first()) {
            Some(name) => format!("Pointer {name} points to uninitialized data"),
            None => error_text(e),
        },
        _ => error_text(e),
    }
}

/// `brili`'s message for a program error, from the error alone (without the
/// instruction that failed, which names the variable or the size when it is known).
pub fn error_text(e: &ProgramError) -> String {
    match e {
        ProgramError::DivisionByZero => "division by zero".into(),
        ProgramError::NegativeSize => "must allocate a positive amount of memory".into(),
        ProgramError::MemoryFault(a) => {
            let (b, o) = base_offset(a);
            format!("Uninitialized heap location {b} and/or illegal offset {o}")
        }
        ProgramError::InvalidFree(a) => {
            let (b, o) = base_offset(a);
            format!("Tried to free illegal memory location base: {b}, offset: {o}. Offset must be 0.")
        }
        ProgramError::Uninitialised(_) => "a pointer points to uninitialized data".into(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_are_written_as_rust_writes_them() {
        let mut cases = vec![0, 1, -1, 9, 10, 99, 100, 101, 999, 1000, i64::MAX, i64::MIN, i64::MIN + 1];
        cases.extend((0..19).flat_map(|k| [10i64.pow(k), 10i64.pow(k) - 1, -(10i64.pow(k)), 1 - 10i64.pow(k)]));
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..1000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            cases.push(x as i64 >> (x % 60));
        }
        let mut printed = Printed::new();
        let mut expected = String::new();
        for v in cases {
            printed.int_line(v);
            expected += &format!("{v}\n");
        }
        assert_eq!(String::from_utf8_lossy(printed.take()), expected);
    }
    use crate::bril::lower::import_text;
    use crate::exec::Incomplete;

    /// Every kind of printed value, several to a line, as `brili` prints them.
    #[test]
    fn print_renders_every_kind_separated_by_spaces() {
        let text = r#"
@main {
  one: int = const 1;
  p: ptr<int> = alloc one;
  b: bool = const true;
  f: bool = const false;
  x: int = const -5;
  big: int = const 9223372036854775807;
  print x b p;
  print f;
  print big x;
  free p;
}
"#;
        let imp = import_text(text).unwrap_or_else(|e| panic!("{e:?}"));
        let run = run(&imp, &[], Limits::default(), false, exec::Engine::Fast).unwrap();
        assert_eq!(run.end, End::Ok);
        assert_eq!(run.stdout, "-5 true [object Object]\nfalse\n9223372036854775807 -5\n");
    }

    /// A run's prints are streamed: a program printing far more than the budget could
    /// hold as Ψ runs to the end in both engines, with every line, in order; the same
    /// run with Ψ kept in the configuration stops at the budget.
    #[test]
    fn prints_are_streamed_so_the_output_does_not_count_in_the_budget() {
        let text = r#"
@main(n: int) {
  i: int = const 0;
  one: int = const 1;
.loop:
  more: bool = lt i n;
  br more .body .done;
.body:
  print i;
  i: int = add i one;
  jmp .loop;
.done:
}
"#;
        let imp = import_text(text).unwrap_or_else(|e| panic!("{e:?}"));
        let limits = Limits { budget: 64 << 10, ..Limits::default() };
        let want: String = (0..20_000).map(|i| format!("{i}\n")).collect();
        for engine in [exec::Engine::Fast, exec::Engine::Step] {
            let mut out = Vec::new();
            let r = run_to(&imp, &["20000".into()], limits, false, engine, &mut out).unwrap();
            assert_eq!((&r.end, r.stdout.as_str()), (&End::Ok, ""), "{engine:?}");
            assert_eq!(String::from_utf8(out).unwrap(), want, "{engine:?}");
            assert_eq!(r.config.effects.len(), 1, "{engine:?}: Ψ keeps the halting effect only");
            assert_eq!(run(&imp, &["20000".into()], limits, false, engine).unwrap().stdout, want);
        }
        // Kept in Ψ, the same prints take the configuration over the budget.
        let p = &imp.program;
        let env = exec::Env::new(p, limits);
        let main = p.func_by_name("main").unwrap();
        let start = env.start(main, vec![Value::Int(20_000.into())], BrilMachine::default());
        let kept = exec::Engine::Fast.run(&env, start, &mut ()).unwrap();
        assert!(matches!(kept.outcome, Outcome::Incomplete(Incomplete::Budget(_))), "{:?}", kept.outcome);
    }

    /// A run's arguments are written as brili reads them, when a command line can
    /// carry them.
    #[test]
    fn arguments_are_written_as_brili_reads_them() {
        let bits = |x: f64| (x.to_bits() as i64).to_string();
        assert_eq!(arg_text(&BType::Float, &bits(1.0)).as_deref(), Some("1.0"));
        assert_eq!(arg_text(&BType::Float, &bits(-0.1)).as_deref(), Some("-0.1"));
        assert_eq!(arg_text(&BType::Float, &bits(f64::NEG_INFINITY)).as_deref(), Some("-Infinity"));
        assert_eq!(arg_text(&BType::Float, &bits(f64::NAN)), None);
        for x in [1.0, -0.1, 1e300, 5e-324, f64::INFINITY] {
            let text = arg_text(&BType::Float, &bits(x)).unwrap();
            assert_eq!(super::super::float::parse_arg(&text), Ok(x), "{text} reads back");
        }
        assert_eq!(arg_text(&BType::Char, "97").as_deref(), Some("a"));
        assert_eq!(arg_text(&BType::Char, "128512").as_deref(), Some("😀"));
        assert_eq!(arg_text(&BType::Char, "10"), None, "a newline");
        assert_eq!(arg_text(&BType::Char, "32"), None, "a space");
        assert_eq!(arg_text(&BType::Char, "55296"), None, "a surrogate");
        assert_eq!(arg_text(&BType::Int, "-5").as_deref(), Some("-5"));
    }
}
