//! The serde schema of RON program files. The type names are the RON names, since
//! serde's messages quote them (`Unexpected variant named `Modd` in enum `Op``).

use crate::ir::Int;
use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::Deserialize;
use std::fmt;

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct Program {
    #[serde(default)]
    pub externs: Vec<Extern>,
    pub functions: Vec<Function>,
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct Extern {
    pub name: String,
    #[serde(default)]
    pub params: Vec<Type>,
    pub ret: Type,
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct Function {
    pub name: String,
    pub ret: Type,
    pub blocks: Vec<Block>,
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct Block {
    pub name: String,
    #[serde(default)]
    pub params: Vec<(String, Type)>,
    #[serde(default)]
    pub insts: Vec<(String, Op)>,
    pub term: Terminator,
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub enum Type {
    Int,
    Bool,
    Unit,
    Fn(Vec<Type>, Box<Type>),
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub enum Op {
    Add(Operand, Operand),
    Sub(Operand, Operand),
    Mul(Operand, Operand),
    Div(Operand, Operand),
    Mod(Operand, Operand),
    And(Operand, Operand),
    Or(Operand, Operand),
    Xor(Operand, Operand),
    Shl(Operand, Operand),
    Shr(Operand, Operand),
    Eq(Operand, Operand),
    Ne(Operand, Operand),
    Lt(Operand, Operand),
    Le(Operand, Operand),
    Gt(Operand, Operand),
    Ge(Operand, Operand),
    /// binary64 arithmetic and comparisons on bit patterns (`semantics/reduction.md`).
    Fadd(Operand, Operand),
    Fsub(Operand, Operand),
    Fmul(Operand, Operand),
    Fdiv(Operand, Operand),
    Feq(Operand, Operand),
    Flt(Operand, Operand),
    Fle(Operand, Operand),
    Fgt(Operand, Operand),
    Fge(Operand, Operand),
    Frem(Operand, Operand),
    Neg(Operand),
    Not(Operand),
    /// binary64 conversions (`semantics/reduction.md`, "Floating point").
    Itof(Operand),
    Ftoi(Operand),
    Fnarrow(Operand),
    Fwiden(Operand),
    Fsqrt(Operand),
    /// Wrap to a signed width: `WrapS("x", 32)`.
    WrapS(Operand, u32),
    /// Wrap to an unsigned width: `WrapU("x", 8)`.
    WrapU(Operand, u32),
    Move(Operand),
    Addr(String),
    Call(Operand, Vec<Operand>),
    Alloc(Operand),
    Free(Operand),
    Load(Operand, u32),
    Store(Operand, Operand, u32),
    /// `Select("c", "a", "b")`: `a` when `c` is true, `b` otherwise.
    Select(Operand, Operand, Operand),
    /// `TryLoad("p", 32)`: as `Load`, but `-1` when a bit was never written.
    TryLoad(Operand, u32),
    /// `Forget("p", "c", 32)`: when `c` is true, the bits become unwritten.
    Forget(Operand, Operand, u32),
    /// `Exit("v")`: the run halts with `halt(v)`.
    Exit(Operand),
    /// `Fail("c", "n")`: when `c` is true, the run halts with the program error `fail(n)`.
    Fail(Operand, Operand),
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub enum Terminator {
    Branch(Target),
    Switch(Operand, Vec<(Operand, Target)>, Target),
    Return(Operand),
}

/// An operand as written: see the module documentation.
#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    Name(String),
    Int(Int),
    Bool(bool),
    Unit,
}

#[derive(Debug, Clone)]
pub struct Target {
    pub block: String,
    pub args: Vec<Operand>,
}

impl<'de> Deserialize<'de> for Operand {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Operand;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an operand: a register name, \"@function\", an integer, true, false or ()")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Operand, E> {
                Ok(match Int::parse(s) {
                    Some(i) if s.starts_with(|c: char| c.is_ascii_digit() || c == '-') => Operand::Int(i),
                    _ => Operand::Name(s.to_string()),
                })
            }
            fn visit_string<E: de::Error>(self, s: String) -> Result<Operand, E> {
                self.visit_str(&s)
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Operand, E> {
                Ok(Operand::Int(Int::from(v)))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Operand, E> {
                Ok(Operand::Int(Int::from(v)))
            }
            fn visit_i128<E: de::Error>(self, v: i128) -> Result<Operand, E> {
                Ok(Operand::Int(Int::parse(&v.to_string()).expect("an i128 prints as an integer")))
            }
            fn visit_u128<E: de::Error>(self, v: u128) -> Result<Operand, E> {
                Ok(Operand::Int(Int::parse(&v.to_string()).expect("a u128 prints as an integer")))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Operand, E> {
                Ok(Operand::Bool(v))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Operand, E> {
                Ok(Operand::Unit)
            }
        }
        d.deserialize_any(V)
    }
}

impl<'de> Deserialize<'de> for Target {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Target;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a branch target: \"block\" or (\"block\", [arguments])")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Target, E> {
                Ok(Target { block: s.to_string(), args: Vec::new() })
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> Result<Target, A::Error> {
                let block: String = a.next_element()?.ok_or_else(|| de::Error::invalid_length(0, &self))?;
                let args: Vec<Operand> = a.next_element()?.unwrap_or_default();
                if a.next_element::<de::IgnoredAny>()?.is_some() {
                    return Err(de::Error::invalid_length(3, &self));
                }
                Ok(Target { block, args })
            }
        }
        d.deserialize_any(V)
    }
}
