//! The types of the kernel IR (`semantics/typing.md`): integers, booleans, unit, and
//! function references with their signature (`FnType`).

use std::fmt;
use std::sync::Arc;

/// Types of the kernel IR.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    Int,
    Bool,
    Unit,
    /// A function reference with its signature.
    Fn(Arc<FnType>),
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FnType {
    pub params: Vec<Type>,
    pub ret: Type,
}

impl Type {
    pub fn func(params: Vec<Type>, ret: Type) -> Type {
        Type::Fn(Arc::new(FnType { params, ret }))
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Int => f.write_str("int"),
            Type::Bool => f.write_str("bool"),
            Type::Unit => f.write_str("unit"),
            Type::Fn(ft) => {
                f.write_str("fn(")?;
                for (i, p) in ft.params.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{p}")?;
                }
                write!(f, ") → {}", ft.ret)
            }
        }
    }
}
