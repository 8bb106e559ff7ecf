//! A program: its defined functions and declared externals, the lookups by name, and the
//! types and paper notation of constants, which need the program to resolve `ref f`.

use super::function::Function;
use super::ids::{ExternId, FuncId};
use super::types::{FnType, Type};
use super::value::{Callee, Operand, Value};
use std::sync::Arc;

/// A declared external function. Calling it appends the effect `f̂(v…)` to Ψ; its
/// result is drawn from the nondeterminism ν.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Extern {
    pub name: String,
    pub params: Vec<Type>,
    pub ret: Type,
}

/// A program: defined functions and declared externals.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Program {
    pub funcs: Vec<Function>,
    pub externs: Vec<Extern>,
}

impl Program {
    #[inline]
    pub fn func(&self, f: FuncId) -> &Function {
        &self.funcs[f.index()]
    }

    pub fn func_mut(&mut self, f: FuncId) -> &mut Function {
        &mut self.funcs[f.index()]
    }

    pub fn ext(&self, e: ExternId) -> &Extern {
        &self.externs[e.index()]
    }

    pub fn func_ids(&self) -> impl Iterator<Item = FuncId> {
        (0..self.funcs.len() as u32).map(FuncId)
    }

    pub fn func_by_name(&self, name: &str) -> Option<FuncId> {
        self.funcs.iter().position(|f| f.name == name).map(|i| FuncId(i as u32))
    }

    /// Resolves a function or external name.
    pub fn callee_by_name(&self, name: &str) -> Option<Callee> {
        self.func_by_name(name)
            .map(Callee::Func)
            .or_else(|| self.externs.iter().position(|e| e.name == name).map(|i| Callee::Extern(ExternId(i as u32))))
    }

    /// A constant as the paper writes it: `3`, `true`, `unit`, `ref f`.
    pub fn value_text(&self, v: &Value) -> String {
        match v {
            Value::Int(i) => i.to_string(),
            Value::Bool(b) => b.to_string(),
            Value::Unit => "unit".into(),
            Value::Ref(c) => format!("ref {}", self.callee_name(*c)),
        }
    }

    pub fn callee_name(&self, c: Callee) -> &str {
        match c {
            Callee::Func(f) => &self.func(f).name,
            Callee::Extern(e) => &self.ext(e).name,
        }
    }

    pub fn callee_type(&self, c: Callee) -> FnType {
        match c {
            Callee::Func(f) => self.func(f).signature(),
            Callee::Extern(e) => {
                let e = self.ext(e);
                FnType { params: e.params.clone(), ret: e.ret.clone() }
            }
        }
    }

    /// The type of a constant.
    pub fn value_type(&self, v: &Value) -> Type {
        match v {
            Value::Int(_) => Type::Int,
            Value::Bool(_) => Type::Bool,
            Value::Unit => Type::Unit,
            Value::Ref(c) => {
                let ft = self.callee_type(*c);
                Type::Fn(Arc::new(ft))
            }
        }
    }

    pub fn operand_type(&self, f: &Function, o: &Operand) -> Type {
        match o {
            Operand::Reg(r) => f.reg_ty(*r).clone(),
            Operand::Const(v) => self.value_type(v),
        }
    }
}
