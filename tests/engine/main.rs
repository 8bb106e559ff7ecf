//! The interpreter: the rules of `semantics/` (`exec`), the pre-decoded engine against
//! the reference `step` (`fast`), independent models of the operations and of memory
//! (`model`), and the budget that ends every run (`budget`).

#[path = "../common/mod.rs"]
mod common;

mod budget;
mod exec;
mod fast;
mod model;
