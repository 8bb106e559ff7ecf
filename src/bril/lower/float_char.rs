//! Checking Bril's floating-point and character instructions (`semantics/bril.md`,
//! "Floats and characters"). Both are imported as `int`s: a `float` is the bit pattern
//! of an IEEE-754 binary64, on which the kernel's `fadd` … `fge` compute; a `char` is
//! the code point of a Unicode scalar value, compared as an integer. So `float2bits`,
//! `bits2float` and `char2int` are copies (`Ins::Id`, no step of their own), and
//! `int2char` checks that its argument is a scalar value (`Ins::ToChar`, emitted by
//! `emit.rs` as a test and a failing block, `brili`'s "value N cannot be converted to
//! char").

use super::check::{ok, Checked, Ins};
use super::FnLower;
use crate::bril::{BType, Instr, Lit};
use crate::ir::{BinOp, Value};

/// What a float or char opcode is: a binary operation (operands' type, result's type)
/// or a conversion (argument's type, result's type).
enum Form {
    Binary(BinOp, BType, BType),
    Convert(BType, BType),
    ToChar,
}

fn form(op: &str) -> Option<Form> {
    use BType::{Bool, Char, Float, Int};
    let f = |b, res| Some(Form::Binary(b, Float, res));
    let c = |b| Some(Form::Binary(b, Char, Bool));
    match op {
        "fadd" => f(BinOp::FAdd, Float),
        "fsub" => f(BinOp::FSub, Float),
        "fmul" => f(BinOp::FMul, Float),
        "fdiv" => f(BinOp::FDiv, Float),
        "feq" => f(BinOp::FEq, Bool),
        "flt" => f(BinOp::FLt, Bool),
        "fle" => f(BinOp::FLe, Bool),
        "fgt" => f(BinOp::FGt, Bool),
        "fge" => f(BinOp::FGe, Bool),
        "ceq" => c(BinOp::Eq),
        "clt" => c(BinOp::Lt),
        "cle" => c(BinOp::Le),
        "cgt" => c(BinOp::Gt),
        "cge" => c(BinOp::Ge),
        "float2bits" => Some(Form::Convert(Float, Int)),
        "bits2float" => Some(Form::Convert(Int, Float)),
        "char2int" => Some(Form::Convert(Char, Int)),
        "int2char" => Some(Form::ToChar),
        _ => None,
    }
}

/// The binary64 a `float` constant denotes: an integer literal is converted (rounding
/// to nearest), a decimal one read as Bril's readers do (correctly rounded; `nan`,
/// `inf` and `-inf` in the text form).
fn float_value(l: &Lit) -> Option<f64> {
    match l {
        Lit::Int(x) => Some(*x as f64),
        Lit::Float(s) => s.parse::<f64>().ok(),
        Lit::Bool(_) | Lit::Char(_) => None,
    }
}

impl FnLower<'_> {
    /// Checks `i` when its opcode is one of floating point or characters; `None` for
    /// the other opcodes.
    pub(super) fn check_float_char(&mut self, i: &Instr) -> Option<Checked> {
        let form = form(&i.op)?;
        if !self.arity(i, if matches!(form, Form::Binary(..)) { 2 } else { 1 }, 0, 0) {
            return Some(Err(()));
        }
        Some(match form {
            Form::Binary(b, t, res) => {
                let (x, y) = (self.arg(i, 0, &t), self.arg(i, 1, &t));
                let d = self.dest(i, Some(&res));
                ok((|| Some(Ins::Bin(b, false, d?, x?, y?)))())
            }
            Form::Convert(from, to) => {
                let x = self.arg(i, 0, &from);
                let d = self.dest(i, Some(&to));
                ok((|| Some(Ins::Id(d?, x?)))())
            }
            Form::ToChar => {
                let x = self.arg(i, 0, &BType::Int);
                let d = self.dest(i, Some(&BType::Char));
                ok((|| Some(Ins::ToChar(d?, x?)))())
            }
        })
    }

    /// The value of `const` literal `l` of type `t` (`float` or `char`), or `None`
    /// with the error recorded.
    pub(super) fn float_char_const(&mut self, i: &Instr, l: &Lit, t: &BType) -> Option<Value> {
        let v = match (t, l) {
            (BType::Float, l) => float_value(l).map(|x| Value::int(x.to_bits() as i64)),
            (BType::Char, Lit::Char(s)) => {
                let mut cs = s.chars();
                match (cs.next(), cs.next()) {
                    (Some(c), None) => Some(Value::int(i64::from(u32::from(c)))),
                    // `brili`'s words.
                    _ => {
                        self.err(&i.span, format!("char must have one character; got `{s}`"));
                        return None;
                    }
                }
            }
            _ => None,
        };
        if v.is_none() {
            self.err(&i.span, format!("`const` of type {t} has a value of another type"));
        }
        v
    }
}
