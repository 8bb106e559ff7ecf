//! Which function of AFTER is which function of BEFORE (`waddle equiv`), before σref
//! compares them under BEFORE's names.
//!
//! 1. The user's `--rename OLD=NEW`, first, so that they may name functions that exist
//!    on both sides (a swap: `--rename f=g --rename g=f`).
//! 2. By name.
//! 3. The functions left (BEFORE's *open* ones, AFTER's *free* ones) by signature and
//!    call-graph position, repeated until nothing changes, since every pair made is
//!    evidence for the next:
//!    - *call sites*: a pair of functions already paired mentions functions (calls,
//!      `addr(f)`, `ref f` operands) in the same order on both sides; when the two
//!      sequences have the same length (else block by block, in blocks of the same
//!      name with as many mentions), the function BEFORE mentions at a position is
//!      the one AFTER mentions there;
//!    - *callees*: of several candidates, keep those whose own mentions agree with the
//!      open function's at every position where BEFORE mentions a paired function;
//!    - *signature*: a function of AFTER is a candidate only if it has the signature.
//!
//!    An open function is paired when it has exactly one candidate and no other open
//!    function has that candidate as its only one; conflicting call-site evidence is
//!    no evidence.
//!
//! Nothing is guessed: a function still open with several candidates is reported with
//! them (`Pairing::ambiguous`), and the user names the pair with `--rename`. Names are
//! never overridden by positions; when the call sites contradict the by-name pairs in
//! a way a swap of names explains, `Pairing::hints` says which `--rename` to write.

use crate::ir::{Callee, FuncId, Function, Op, Operand, Program, Terminator, Value};
use std::collections::{BTreeMap, BTreeSet};

/// The functions of BEFORE paired with AFTER's.
#[derive(Clone, Debug, Default)]
pub struct Pairing {
    /// `(BEFORE, AFTER, renamed)`, by BEFORE's order.
    pub pairs: Vec<(FuncId, FuncId, bool)>,
    /// The renamings the call graph decided, and how (`by its call sites in `main``,
    /// `by its callees`), by BEFORE's id.
    pub reasons: Vec<(FuncId, String)>,
    /// Functions of BEFORE left unpaired with two or more candidates of AFTER.
    pub ambiguous: Vec<(FuncId, Vec<FuncId>)>,
    /// Renamings the call sites suggest where the names say otherwise (a swap).
    pub hints: Vec<String>,
}

/// What a function mentions, in order: its calls' callees, `addr(f)` and `ref f`
/// operands, block by block from the entry (depth first, successors in the
/// terminator's order, then the unreachable blocks by id), so that a pass that only
/// reorders the blocks of a file mentions in the same order.
fn mentions(f: &Function) -> Vec<(String, Vec<Callee>)> {
    let mut order = Vec::new();
    let mut seen = BTreeSet::new();
    let mut stack = vec![f.entry()];
    while let Some(b) = stack.pop() {
        if !f.is_live(b) || !seen.insert(b) {
            continue;
        }
        order.push(b);
        stack.extend(f.block(b).term.targets().iter().rev().map(|t| t.block));
    }
    order.extend(f.blocks().map(|(b, _)| b).filter(|b| !seen.contains(b)));
    order
        .into_iter()
        .map(|b| {
            let block = f.block(b);
            let mut out = Vec::new();
            let mut operand = |o: &Operand| {
                if let Operand::Const(Value::Ref(c)) = o {
                    out.push(*c);
                }
            };
            for inst in &block.insts {
                if let Op::Addr(c) = &inst.op {
                    operand(&Operand::Const(Value::Ref(*c)));
                }
                inst.op.for_each_operand(&mut operand);
            }
            match &block.term {
                Terminator::Switch { on, cases, .. } => {
                    operand(on);
                    for (v, _) in cases {
                        operand(&Operand::Const(v.clone()));
                    }
                }
                Terminator::Return(o) => operand(o),
                Terminator::Branch(_) => {}
            }
            for t in block.term.targets() {
                t.args.iter().for_each(&mut operand);
            }
            (block.name.clone(), out)
        })
        .collect()
}

/// The positions of two functions' mentions that correspond: all of them when there
/// are as many on both sides, else those of blocks of the same name with as many.
fn aligned(b: &[(String, Vec<Callee>)], a: &[(String, Vec<Callee>)]) -> Vec<(Callee, Callee)> {
    let flat = |m: &[(String, Vec<Callee>)]| m.iter().flat_map(|(_, c)| c.iter().copied()).collect::<Vec<_>>();
    let (fb, fa) = (flat(b), flat(a));
    if fb.len() == fa.len() {
        return fb.into_iter().zip(fa).collect();
    }
    let mut out = Vec::new();
    for (name, cb) in b {
        if let Some((_, ca)) = a.iter().find(|(n, ca)| n == name && ca.len() == cb.len()) {
            out.extend(cb.iter().copied().zip(ca.iter().copied()));
        }
    }
    out
}

/// The state of the inference: who is paired with whom.
struct State<'p> {
    before: &'p Program,
    after: &'p Program,
    to_after: Vec<Option<FuncId>>,
    to_before: Vec<Option<FuncId>>,
}

impl State<'_> {
    /// Two mentions name the same thing: paired functions, or externals of one name.
    fn same(&self, b: Callee, a: Callee) -> bool {
        match (b, a) {
            (Callee::Func(x), Callee::Func(y)) => self.to_after[x.index()] == Some(y),
            (Callee::Extern(x), Callee::Extern(y)) => self.before.ext(x).name == self.after.ext(y).name,
            _ => false,
        }
    }

    /// Whether `a`'s mentions agree with `b`'s wherever BEFORE mentions something paired
    /// (an open function of BEFORE matches anything).
    fn callees_agree(&self, mb: &[(String, Vec<Callee>)], ma: &[(String, Vec<Callee>)]) -> bool {
        let flat = |m: &[(String, Vec<Callee>)]| m.iter().flat_map(|(_, c)| c.iter().copied()).collect::<Vec<_>>();
        let (fb, fa) = (flat(mb), flat(ma));
        fb.len() == fa.len()
            && fb.iter().zip(&fa).all(|(x, y)| match x {
                Callee::Func(f) if self.to_after[f.index()].is_none() => matches!(y, Callee::Func(_)),
                _ => self.same(*x, *y),
            })
    }
}

/// A `--rename OLD=NEW` that cannot be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenameError {
    /// What is wrong with it.
    pub problem: RenameProblem,
    /// The flag's `OLD`.
    pub old: String,
    /// The flag's `NEW`.
    pub new: String,
}

/// What is wrong with a `--rename OLD=NEW`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RenameProblem {
    /// BEFORE has no function `OLD`: the flag does not fit BEFORE.
    NotInBefore,
    /// AFTER has no function `NEW`.
    NotInAfter,
    /// `OLD` is renamed by two flags.
    RenamedTwice,
    /// `NEW` is the target of two flags.
    TwoOntoOne,
}

impl RenameError {
    /// Whether the flag is wrong whatever AFTER is: it names no function of BEFORE, or
    /// it conflicts with another flag. Only a missing `NEW` depends on AFTER.
    pub fn is_the_flags(&self) -> bool {
        self.problem != RenameProblem::NotInAfter
    }
}

impl std::fmt::Display for RenameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (old, new) = (&self.old, &self.new);
        write!(f, "--rename {old}={new}: ")?;
        match self.problem {
            RenameProblem::NotInBefore => write!(f, "BEFORE has no function `{old}`"),
            RenameProblem::NotInAfter => write!(f, "AFTER has no function `{new}`"),
            RenameProblem::RenamedTwice => write!(f, "`{old}` is renamed twice"),
            RenameProblem::TwoOntoOne => write!(f, "`{new}` of AFTER is already paired"),
        }
    }
}

/// Pairs BEFORE's functions with AFTER's (the module header says how). `Err` is bad
/// input: a renaming that names no function, a function renamed twice, two onto one.
pub fn pair(before: &Program, after: &Program, renames: &[(String, String)]) -> Result<Pairing, RenameError> {
    let mut s =
        State { before, after, to_after: vec![None; before.funcs.len()], to_before: vec![None; after.funcs.len()] };
    let mut out = Pairing::default();
    for (old, new) in renames {
        let refuse = |problem| Err(RenameError { problem, old: old.clone(), new: new.clone() });
        let (b, a) = match (before.func_by_name(old), after.func_by_name(new)) {
            (None, _) => return refuse(RenameProblem::NotInBefore),
            (_, None) => return refuse(RenameProblem::NotInAfter),
            (Some(b), Some(a)) => (b, a),
        };
        if s.to_after[b.index()].is_some() {
            return refuse(RenameProblem::RenamedTwice);
        }
        if s.to_before[a.index()].is_some() {
            return refuse(RenameProblem::TwoOntoOne);
        }
        s.to_after[b.index()] = Some(a);
        s.to_before[a.index()] = Some(b);
        out.pairs.push((b, a, true));
    }
    let mut by_name = Vec::new();
    for b in before.func_ids() {
        if s.to_after[b.index()].is_some() {
            continue;
        }
        if let Some(a) = after.func_by_name(&before.func(b).name).filter(|a| s.to_before[a.index()].is_none()) {
            s.to_after[b.index()] = Some(a);
            s.to_before[a.index()] = Some(b);
            out.pairs.push((b, a, false));
            by_name.push((b, a));
        }
    }
    let mb: Vec<_> = before.funcs.iter().map(mentions).collect();
    let ma: Vec<_> = after.funcs.iter().map(mentions).collect();
    let mut candidates: BTreeMap<FuncId, Vec<FuncId>> = BTreeMap::new();
    loop {
        let open: Vec<FuncId> = before.func_ids().filter(|b| s.to_after[b.index()].is_none()).collect();
        let free: Vec<FuncId> = after.func_ids().filter(|a| s.to_before[a.index()].is_none()).collect();
        // Call-site evidence from every pair made so far.
        let mut votes: BTreeMap<FuncId, (BTreeSet<FuncId>, String)> = BTreeMap::new();
        for (pb, pa) in before.func_ids().filter_map(|b| Some((b, s.to_after[b.index()]?))) {
            for (x, y) in aligned(&mb[pb.index()], &ma[pa.index()]) {
                if let (Callee::Func(x), Callee::Func(y)) = (x, y) {
                    if s.to_after[x.index()].is_none() && s.to_before[y.index()].is_none() {
                        let why = format!("by its call sites in `{}`", before.func(pb).name);
                        votes.entry(x).or_insert_with(|| (BTreeSet::new(), why)).0.insert(y);
                    }
                }
            }
        }
        candidates.clear();
        let mut reason: BTreeMap<FuncId, String> = BTreeMap::new();
        // Unique by signature on both sides: paired as before any call graph is read.
        let mut unique: BTreeSet<FuncId> = BTreeSet::new();
        for &b in &open {
            let sig = before.func(b).signature();
            let mut c: Vec<FuncId> = free.iter().copied().filter(|a| after.func(*a).signature() == sig).collect();
            if c.len() == 1 && open.iter().filter(|o| before.func(**o).signature() == sig).count() == 1 {
                unique.insert(b);
            }
            match votes.get(&b) {
                Some((v, why)) if v.len() == 1 && v.iter().all(|a| c.contains(a)) => {
                    c.retain(|a| v.contains(a));
                    reason.insert(b, why.clone());
                }
                _ if c.len() > 1 => {
                    let agree: Vec<FuncId> =
                        c.iter().copied().filter(|a| s.callees_agree(&mb[b.index()], &ma[a.index()])).collect();
                    if !agree.is_empty() && agree.len() < c.len() {
                        c = agree;
                        reason.insert(b, "by its callees".into());
                    }
                }
                _ => {}
            }
            if unique.contains(&b) {
                reason.remove(&b);
            }
            candidates.insert(b, c);
        }
        let mut progress = false;
        for &b in &open {
            let [a] = candidates[&b][..] else { continue };
            let rivals = open.iter().filter(|o| **o != b && candidates[o].contains(&a)).count();
            // Unique on both sides, or singled out by the call sites or the callees.
            let singled = (reason.contains_key(&b) || unique.contains(&b))
                && open.iter().all(|o| *o == b || candidates[o] != [a]);
            if s.to_before[a.index()].is_none() && (rivals == 0 || singled) {
                s.to_after[b.index()] = Some(a);
                s.to_before[a.index()] = Some(b);
                out.pairs.push((b, a, true));
                out.reasons.extend(reason.remove(&b).map(|r| (b, r)));
                progress = true;
            }
        }
        if !progress {
            break;
        }
    }
    out.ambiguous = candidates.into_iter().filter(|(b, c)| s.to_after[b.index()].is_none() && c.len() > 1).collect();
    out.hints = swap_hints(&s, &by_name, &mb, &ma);
    out.pairs.sort_by_key(|(b, _, _)| *b);
    Ok(out)
}

/// When the call sites of the pairs made by name say, consistently, that functions
/// paired by name are one another's renamings (a permutation, e.g. `inc` and `dbl`
/// swapped), the `--rename` flags that pair them that way.
fn swap_hints(
    s: &State<'_>,
    by_name: &[(FuncId, FuncId)],
    mb: &[Vec<(String, Vec<Callee>)>],
    ma: &[Vec<(String, Vec<Callee>)>],
) -> Vec<String> {
    let named: BTreeMap<FuncId, FuncId> = by_name.iter().copied().collect();
    let mut says: BTreeMap<FuncId, BTreeSet<FuncId>> = BTreeMap::new();
    let mut site = BTreeSet::new();
    for (pb, pa) in s.before.func_ids().filter_map(|b| Some((b, s.to_after[b.index()]?))) {
        for (x, y) in aligned(&mb[pb.index()], &ma[pa.index()]) {
            if let (Callee::Func(x), Callee::Func(y)) = (x, y) {
                if named.contains_key(&x) {
                    says.entry(x).or_default().insert(y);
                    if named[&x] != y {
                        site.insert(s.before.func(pb).name.clone());
                    }
                }
            }
        }
    }
    // A permutation: each function said to be exactly one other, that one paired by name too.
    let moved: BTreeMap<FuncId, FuncId> = says
        .iter()
        .filter_map(|(x, ys)| match ys.iter().collect::<Vec<_>>()[..] {
            [y] if named[x] != *y => Some((*x, *y)),
            _ => None,
        })
        .collect();
    let targets: BTreeSet<FuncId> = moved.values().copied().collect();
    let sources: BTreeSet<FuncId> = moved.keys().map(|x| named[x]).collect();
    let sigs_match = moved.iter().all(|(x, y)| s.before.func(*x).signature() == s.after.func(*y).signature());
    if moved.is_empty() || targets != sources || !sigs_match {
        return Vec::new();
    }
    let flags: Vec<String> =
        moved.iter().map(|(x, y)| format!("--rename {}={}", s.before.func(*x).name, s.after.func(*y).name)).collect();
    let sites: Vec<String> = site.into_iter().map(|n| format!("`{n}`")).collect();
    vec![format!(
        "the call sites in {} pair these functions otherwise than their names do; if the pass swapped their names, write {}",
        sites.join(", "),
        flags.join(" ")
    )]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format;

    fn program(text: &str) -> Program {
        format::parse_program(text).unwrap().program
    }

    fn leaves(names: &[(&str, &str)]) -> String {
        names
            .iter()
            .map(|(n, ty)| {
                format!(r#"Function(name: "{n}", ret: Int, blocks: [Block(name: "a", params: [("x", {ty})], term: Return(1))])"#)
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn names(b: &Program, a: &Program, p: &Pairing) -> Vec<(String, String, bool)> {
        p.pairs.iter().map(|(x, y, r)| (b.func(*x).name.clone(), a.func(*y).name.clone(), *r)).collect()
    }

    /// `main` calls `g1` then `g2` (both fn(int) → int), under the names given.
    fn caller(main: &str, g1: &str, g2: &str, order: [&str; 2]) -> Program {
        let leaf = |n: &str, op: &str| {
            format!(
                r#"Function(name: "{n}", ret: Int, blocks: [Block(name: "a", params: [("x", Int)], insts: [("y", {op}("x", 2))], term: Return("y"))])"#
            )
        };
        let defs: Vec<String> =
            order.iter().map(|n| if *n == g1 { leaf(g1, "Add") } else { leaf(g2, "Mul") }).collect();
        program(&format!(
            r#"Program(functions: [
            Function(name: "{main}", ret: Int, blocks: [Block(name: "a", params: [("x", Int)],
                insts: [("u", Call("@{g1}", ["x"])), ("v", Call("@{g2}", ["u"]))], term: Return("v"))]),
            {}])"#,
            defs.join(", ")
        ))
    }

    #[test]
    fn functions_pair_by_name_then_by_a_unique_signature() {
        let before = program(&format!("Program(functions: [{}])", leaves(&[("f", "Int"), ("g", "Bool")])));
        let after = program(&format!("Program(functions: [{}])", leaves(&[("g2", "Bool"), ("f", "Int")])));
        let got = pair(&before, &after, &[]).unwrap();
        assert_eq!(
            names(&before, &after, &got),
            vec![("f".into(), "f".into(), false), ("g".into(), "g2".into(), true)]
        );
        assert!(got.ambiguous.is_empty());
    }

    #[test]
    fn two_candidates_of_one_signature_are_not_guessed_but_named() {
        let before = program(&format!("Program(functions: [{}])", leaves(&[("f", "Int"), ("g", "Int")])));
        let after = program(&format!("Program(functions: [{}])", leaves(&[("f2", "Int"), ("g2", "Int")])));
        let got = pair(&before, &after, &[]).unwrap();
        assert!(got.pairs.is_empty(), "ambiguous: nothing inferred");
        assert_eq!(got.ambiguous.len(), 2);
        assert_eq!(got.ambiguous[0].1.len(), 2, "both candidates named");
        let renames = [("g".to_string(), "f2".to_string())];
        let got = pair(&before, &after, &renames).unwrap();
        // `g` is named; `f` is then the only unpaired one of its signature on each side.
        assert_eq!(
            names(&before, &after, &got),
            vec![("f".into(), "g2".into(), true), ("g".into(), "f2".into(), true)]
        );
        let bad = [("h".to_string(), "f2".to_string())];
        let err = pair(&before, &after, &bad).unwrap_err();
        assert_eq!(err.to_string(), "--rename h=f2: BEFORE has no function `h`");
        assert!(err.is_the_flags(), "a name BEFORE lacks is the flag's fault");
        let missing = [("g".to_string(), "h".to_string())];
        let err = pair(&before, &after, &missing).unwrap_err();
        assert_eq!(err.to_string(), "--rename g=h: AFTER has no function `h`");
        assert!(!err.is_the_flags(), "a name AFTER lacks may be the pass's");
    }

    #[test]
    fn renamed_callees_pair_by_their_call_sites_in_either_order_of_definition() {
        let before = caller("main", "inc", "dbl", ["inc", "dbl"]);
        for order in [["f1", "f2"], ["f2", "f1"]] {
            let after = caller("main", "f1", "f2", order);
            let got = pair(&before, &after, &[]).unwrap();
            let want = vec![
                ("main".to_string(), "main".to_string(), false),
                ("inc".into(), "f1".into(), true),
                ("dbl".into(), "f2".into(), true),
            ];
            assert_eq!(names(&before, &after, &got), want, "{order:?}");
            assert!(got.reasons.iter().all(|(_, r)| r == "by its call sites in `main`"), "{:?}", got.reasons);
        }
    }

    #[test]
    fn a_renamed_caller_pairs_by_its_signature_then_its_callees_by_its_call_sites() {
        // All three renamed: `main` → `m` has a unique signature (fn(int, int) → int
        // against fn(int) → int), its call sites pair the other two.
        let text = |main: &str, g1: &str, g2: &str| {
            format!(
                r#"Program(functions: [
                Function(name: "{main}", ret: Int, blocks: [Block(name: "a", params: [("x", Int), ("z", Int)],
                    insts: [("u", Call("@{g1}", ["x"])), ("v", Call("@{g2}", ["u"]))], term: Return("v"))]),
                Function(name: "{g1}", ret: Int, blocks: [Block(name: "a", params: [("x", Int)], term: Return("x"))]),
                Function(name: "{g2}", ret: Int, blocks: [Block(name: "a", params: [("x", Int)], term: Return(0))]),
            ])"#
            )
        };
        let (before, after) = (program(&text("main", "inc", "dbl")), program(&text("m", "f1", "f2")));
        let got = pair(&before, &after, &[]).unwrap();
        assert_eq!(got.pairs.len(), 3, "{:?}", got.ambiguous);
        assert_eq!(
            names(&before, &after, &got)[1..],
            [("inc".into(), "f1".into(), true), ("dbl".into(), "f2".into(), true)]
        );
    }

    #[test]
    fn names_swapped_are_kept_but_the_call_sites_suggest_the_renaming() {
        let before = caller("main", "inc", "dbl", ["inc", "dbl"]);
        // AFTER's `main` calls `dbl` then `inc`, whose bodies are BEFORE's `inc` and `dbl`.
        let after = caller("main", "dbl", "inc", ["dbl", "inc"]);
        let got = pair(&before, &after, &[]).unwrap();
        assert!(got.pairs.iter().all(|(_, _, r)| !r), "names win");
        assert_eq!(
            got.hints,
            vec!["the call sites in `main` pair these functions otherwise than their names do; if the pass swapped \
                  their names, write --rename inc=dbl --rename dbl=inc"
                .to_string()]
        );
    }

    #[test]
    fn functions_of_one_signature_pair_by_their_callees() {
        // `p1` prints, `p2` does not: renamed `q2` and `q1`, defined in the other order.
        let text = |p1: &str, p2: &str, first: bool| {
            let f1 = format!(
                r#"Function(name: "{p1}", ret: Int, blocks: [Block(name: "a", params: [("x", Int)], insts: [("_", Call("@print", ["x"]))], term: Return("x"))])"#
            );
            let f2 = format!(
                r#"Function(name: "{p2}", ret: Int, blocks: [Block(name: "a", params: [("x", Int)], term: Return(0))])"#
            );
            let (a, b) = if first { (f1, f2) } else { (f2, f1) };
            format!(r#"Program(externs: [Extern(name: "print", params: [Int], ret: Unit)], functions: [{a}, {b}])"#)
        };
        let (before, after) = (program(&text("p1", "p2", true)), program(&text("q1", "q2", false)));
        let got = pair(&before, &after, &[]).unwrap();
        assert_eq!(
            names(&before, &after, &got),
            vec![("p1".into(), "q1".into(), true), ("p2".into(), "q2".into(), true)]
        );
        assert_eq!(got.reasons.len(), 2, "{:?}", got.reasons);
    }
}
