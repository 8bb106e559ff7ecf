//! The Waddle kernel IR: programs, functions, blocks, instructions, values and types.
//!
//! Entities are addressed by dense ids (`FuncId`, `ExternId`, `BlockId`, `Reg`); names
//! exist only for printing and at the RON boundary. A function's parameters are the
//! parameters of its entry block, as in the paper (`a(r1: int, r2: int)` is both the
//! entry block and the signature of `gcd`). Blocks use block parameters instead of φ.
//!
//! Invariants kept by this module:
//! - a `BlockId` stays valid until its block is removed; removed ids are never reused;
//! - every register has exactly one entry in the register table, with its type;
//! - block names, register names and function names are unique in their scope
//!   (`fresh_*` helpers create new ones).
//!
//! The files, one subject each, lowest first:
//! - `ids.rs`: the dense ids `FuncId`, `ExternId`, `BlockId`, `Reg`;
//! - `types.rs`: `Type` and `FnType`;
//! - `int.rs`: `Int`, one representation per integer;
//! - `value.rs`: constants (`Value`, `Callee`) and operands (`Operand`);
//! - `ops.rs`: operations, instructions, edge references and terminators;
//! - `function.rs`: blocks, the register table and `Function` with its name indexes;
//! - `program.rs`: `Program`, its externals and the lookups by name;
//! - `edit.rs`: plain edits that touch a function, never an analysis.

pub mod edit;
mod function;
mod ids;
mod int;
mod ops;
mod program;
mod types;
mod value;

pub use function::{Block, Function, RegData};
pub use ids::{BlockId, ExternId, FuncId, Reg};
pub use int::Int;
pub use ops::{BinOp, Inst, Op, Target, Terminator, UnOp};
pub use program::{Extern, Program};
pub use types::{FnType, Type};
pub use value::{Callee, Operand, Value};
