//! Aggregates as values, held as their scalars: the hand-written modules of
//! `tests/llvm/aggregates/` end as their first line says (`; EXIT: n`, what `lli-22`
//! returns too, or `; UB: <the rule>`): every kind of scalar crosses a call and a
//! return in its field, a poison field leaves its neighbours defined, a struct stored
//! whole leaves its padding poison, and the `*.with.overflow` intrinsics wrap and flag
//! as LangRef says.

use crate::run::each_ends_as_its_first_line_says;

#[test]
fn each_aggregate_module_ends_as_its_first_line_says() {
    each_ends_as_its_first_line_says("aggregates", 6);
}
