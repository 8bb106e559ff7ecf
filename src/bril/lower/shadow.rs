//! Bril's SSA instructions (`set`, `get`, `undef`), lowered by a rewriting of the
//! Bril function before the phases of `mod.rs`, into instructions those phases
//! already lower (`semantics/bril.md`, "SSA instructions"):
//!
//! - A shadow variable `x` (written by `set x y`, read by `x: T = get`) is an
//!   ordinary variable of a name of its own (`x.set`, fresh in the function), so that
//!   `set x y` is `x.set: T = id y` and `x: T = get` is `x: T = id x.set` (the op
//!   names are kept, for the messages). `brili`'s shadow environment is per call and
//!   is never cleared, as a variable's value is; a `get` before any `set` is the
//!   existing check that a variable was assigned, worded "get without corresponding
//!   set for x".
//! - `x: T = undef` assigns a placeholder (`0`, `false`), and every variable that may
//!   hold the undefined value (a closure over `undef`, `id`, `set` and `get`) gets a
//!   flag `x.undef` (fresh), assigned beside it: `true` by `undef`, copied by the
//!   copies, `false` by every other assignment. Each other use of such a variable is
//!   preceded by a check of its flag that fails with `brili`'s words for that use
//!   (`print of undefined value`, `add argument 0 must be a int`, …), in argument
//!   order, after the check that the variable was assigned, as `brili` reads its
//!   arguments one at a time.
//!
//! The instructions added here are `ops.rs`'s, which weigh nothing in `total_dyn_inst`.

use super::ops::{CONST, COPY, FAIL_IF, PHI_COPY};
use crate::bril::{error, BType, Function, Instr, Item, Lit, Program};
use crate::diag::Diagnostic;
use std::collections::{HashMap, HashSet};

/// Whether a function uses Bril's SSA instructions.
fn uses_ssa(f: &Function) -> bool {
    f.items.iter().any(|it| matches!(it, Item::Instr(i) if matches!(i.op.as_str(), "set" | "get" | "undef" | "phi")))
}

/// Rejects the internal op names in the input, as unknown opcodes.
pub(super) fn reject_internal(p: &Program) -> Result<(), Vec<Diagnostic>> {
    let mut errors = Vec::new();
    for f in &p.functions {
        for it in &f.items {
            if let Item::Instr(i) = it {
                if i.op.starts_with('<') {
                    errors.push(error(i.span.clone(), format!("unknown opcode `{}`", i.op)));
                }
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The program with its SSA instructions rewritten (functions without any are
/// copied as they are).
pub(super) fn rewrite(p: &Program) -> Result<Program, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let mut out = p.clone();
    for f in &mut out.functions {
        if uses_ssa(f) {
            Rewrite::new(f).run(f, &mut errors);
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// An instruction made here, at the span of the Bril instruction it serves.
fn internal(
    op: impl Into<String>,
    dest: Option<String>,
    ty: Option<BType>,
    args: Vec<String>,
    value: Option<Lit>,
    at: &Instr,
) -> Item {
    Item::Instr(Instr { op: op.into(), dest, ty, args, funcs: vec![], labels: vec![], value, span: at.span.clone() })
}

/// The type `brili` names in "argument k must be a T": `[object Object]` for a pointer.
fn js_type(t: &BType) -> String {
    match t {
        BType::Ptr(_) => "[object Object]".into(),
        t => t.to_string(),
    }
}

struct Rewrite {
    /// Every variable name of the function (taken, for fresh names).
    taken: HashSet<String>,
    /// Per shadow variable, its variable.
    shadows: HashMap<String, String>,
    /// Per variable that may hold the undefined value, its flag.
    flags: HashMap<String, String>,
    /// The declared type of each name (its first).
    types: HashMap<String, BType>,
}

impl Rewrite {
    fn new(f: &Function) -> Rewrite {
        let mut taken = HashSet::new();
        let mut types = HashMap::new();
        for p in &f.params {
            taken.insert(p.name.clone());
            types.entry(p.name.clone()).or_insert(p.ty.clone());
        }
        for it in &f.items {
            if let Item::Instr(i) = it {
                taken.extend(i.args.iter().cloned());
                if let Some(d) = &i.dest {
                    taken.insert(d.clone());
                    if let Some(t) = &i.ty {
                        types.entry(d.clone()).or_insert(t.clone());
                    }
                }
            }
        }
        Rewrite { taken, shadows: HashMap::new(), flags: HashMap::new(), types }
    }

    fn fresh(&mut self, base: String) -> String {
        let mut name = base.clone();
        let mut k = 2;
        while !self.taken.insert(name.clone()) {
            name = format!("{base}_{k}");
            k += 1;
        }
        name
    }

    fn shadow(&mut self, x: &str) -> String {
        if let Some(s) = self.shadows.get(x) {
            return s.clone();
        }
        let s = self.fresh(format!("{x}.set"));
        self.shadows.insert(x.to_string(), s.clone());
        s
    }

    /// Checks the arity of `set`, `get` and `undef`; false when wrong (error recorded).
    fn well_formed(i: &Instr, errors: &mut Vec<Diagnostic>) -> bool {
        let (args, dest) = match i.op.as_str() {
            "set" => (2, false),
            "get" | "undef" => (0, true),
            _ => return true,
        };
        let mut ok = true;
        if i.args.len() != args || !i.labels.is_empty() || !i.funcs.is_empty() {
            errors.push(error(i.span.clone(), format!("`{}` takes {args} argument(s); got {}", i.op, i.args.len())));
            ok = false;
        }
        match (&i.dest, dest) {
            (Some(d), false) => {
                errors.push(error(i.span.clone(), format!("`{}` has no result, but assigns `{d}`", i.op)));
                ok = false;
            }
            (None, true) => {
                errors.push(error(i.span.clone(), format!("`{}` needs a destination", i.op)));
                ok = false;
            }
            _ => {}
        }
        ok
    }

    /// The variables that may hold the undefined value: a closure over `undef` and
    /// the copies.
    fn undefined_closure(&mut self, f: &Function) -> HashSet<String> {
        let mut u: HashSet<String> = HashSet::new();
        let mut changed = true;
        while changed {
            changed = false;
            for it in &f.items {
                let Item::Instr(i) = it else { continue };
                let target = match (i.op.as_str(), &i.dest) {
                    ("undef", Some(d)) => Some(d.clone()),
                    ("id" | "phi" | PHI_COPY, Some(d)) if i.args.first().is_some_and(|a| u.contains(a)) => {
                        Some(d.clone())
                    }
                    ("set", _) if u.contains(&i.args[1]) => Some(self.shadow(&i.args[0])),
                    ("get", Some(d)) if u.contains(&self.shadow(d)) => Some(d.clone()),
                    _ => None,
                };
                if let Some(t) = target {
                    changed |= u.insert(t);
                }
            }
        }
        u
    }

    fn run(mut self, f: &mut Function, errors: &mut Vec<Diagnostic>) {
        let before = errors.len();
        for it in &f.items {
            if let Item::Instr(i) = it {
                Self::well_formed(i, errors);
            }
        }
        if errors.len() > before {
            return;
        }
        // Shadow types: the `get`'s, else the `set` source's.
        let mut shadow_types: HashMap<String, BType> = HashMap::new();
        for it in &f.items {
            if let Item::Instr(i) = it {
                if let ("get", Some(d), Some(t)) = (i.op.as_str(), &i.dest, &i.ty) {
                    let s = self.shadow(d);
                    shadow_types.entry(s).or_insert(t.clone());
                }
            }
        }
        for it in &f.items {
            if let Item::Instr(i) = it {
                if i.op == "set" {
                    let s = self.shadow(&i.args[0]);
                    let t = self.types.get(&i.args[1]).cloned().unwrap_or(BType::Int);
                    shadow_types.entry(s).or_insert(t);
                }
            }
        }
        let undefined = self.undefined_closure(f);
        let mut sorted: Vec<&String> = undefined.iter().collect();
        sorted.sort();
        for v in sorted {
            let flag = self.fresh(format!("{v}.undef"));
            self.flags.insert(v.clone(), flag);
        }
        let main = f.name == "main";
        let set: HashSet<String> = f
            .items
            .iter()
            .filter_map(|it| match it {
                Item::Instr(i) if i.op == "set" => i.args.first().cloned(),
                _ => None,
            })
            .collect();
        let mut items = Vec::with_capacity(f.items.len());
        for it in std::mem::take(&mut f.items) {
            let Item::Instr(i) = it else {
                items.push(it);
                continue;
            };
            self.checks(&i, main, &mut items);
            let (copy_of, dest) = match i.op.as_str() {
                "set" => {
                    let s = self.shadow(&i.args[0]);
                    let ty = shadow_types.get(&s).cloned();
                    let src = i.args[1].clone();
                    items.push(internal("set", Some(s.clone()), ty, vec![src.clone()], None, &i));
                    (Some(src), Some(s))
                }
                "get" if !set.contains(i.dest.as_deref().unwrap_or_default()) => {
                    // No `set` of its shadow variable anywhere: a `get` that fails
                    // when it runs (and a placeholder for the type checker).
                    let d = i.dest.clone().unwrap_or_default();
                    let c = self.fresh(format!("{d}.unset"));
                    let t = Some(BType::Bool);
                    items.push(internal(CONST, Some(c.clone()), t, vec![], Some(Lit::Bool(true)), &i));
                    let msg = format!("{FAIL_IF}get without corresponding set for {d}");
                    items.push(internal(msg, None, None, vec![c.clone(), c], None, &i));
                    items.push(internal("undef", Some(d.clone()), i.ty.clone(), vec![], None, &i));
                    (None, Some(d))
                }
                "get" => {
                    let d = i.dest.clone().unwrap_or_default();
                    let s = self.shadow(&d);
                    items.push(internal("get", Some(d.clone()), i.ty.clone(), vec![s.clone()], None, &i));
                    (Some(s), Some(d))
                }
                "id" | "phi" | PHI_COPY => (i.args.first().cloned(), i.dest.clone()),
                _ => {
                    let d = i.dest.clone();
                    items.push(Item::Instr(i.clone()));
                    (None, d)
                }
            };
            if matches!(i.op.as_str(), "id" | "phi" | PHI_COPY) {
                items.push(Item::Instr(i.clone()));
            }
            let Some(flag) = dest.as_ref().and_then(|d| self.flags.get(d)).cloned() else { continue };
            let assign = match copy_of.as_ref().and_then(|c| self.flags.get(c)) {
                Some(src) => internal(COPY, Some(flag), Some(BType::Bool), vec![src.clone()], None, &i),
                None => {
                    let undef = i.op == "undef";
                    internal(CONST, Some(flag), Some(BType::Bool), vec![], Some(Lit::Bool(undef)), &i)
                }
            };
            items.push(assign);
        }
        f.items = items;
    }

    /// Before `i`: a check of the flag of each argument that may hold the undefined
    /// value, in argument order, with `brili`'s words for that use.
    fn checks(&self, i: &Instr, main: bool, items: &mut Vec<Item>) {
        for (k, a) in i.args.iter().enumerate() {
            let Some(flag) = self.flags.get(a) else { continue };
            let Some(msg) = self.undefined_use(i, k, main) else { continue };
            items.push(internal(format!("{FAIL_IF}{msg}"), None, None, vec![a.clone(), flag.clone()], None, i));
        }
    }

    /// `brili`'s error when argument `k` of `i` holds the undefined value; `None` for
    /// the copies (and `main`'s `ret`, whose value nobody checks).
    fn undefined_use(&self, i: &Instr, k: usize, main: bool) -> Option<String> {
        let op = i.op.as_str();
        let want = match op {
            "id" | "set" | "get" | "phi" => return None,
            _ if op.starts_with('<') => return None,
            "print" => return Some("print of undefined value".into()),
            "call" => return Some("function argument type mismatch".into()),
            "ret" if main => return None,
            "ret" => return Some("type of value returned by function does not match destination type".into()),
            "free" | "load" => "Pointer".to_string(),
            "store" | "ptradd" if k == 0 => "Pointer".to_string(),
            "store" => match self.types.get(&i.args[0]) {
                Some(BType::Ptr(e)) => js_type(e),
                _ => "int".into(),
            },
            "not" | "and" | "or" | "br" | "guard" => "bool".into(),
            "fadd" | "fsub" | "fmul" | "fdiv" | "feq" | "flt" | "fle" | "fgt" | "fge" => "float".into(),
            "ceq" | "clt" | "cle" | "cgt" | "cge" | "char2int" => "char".into(),
            _ => "int".into(),
        };
        Some(format!("{op} argument {k} must be a {want}"))
    }
}
