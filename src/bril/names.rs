//! Bril names made Waddle names. Bril allows any string as a function, variable or
//! label name (`f-g`, `a b`, `r:1`, even `""`); Waddle's are `format::ron::valid_name`
//! (a letter or `_`, then letters, digits, `_`, `.` or `'`), so that the imported RON
//! verifies and locations `function:block:index` stay unambiguous.
//!
//! The renaming is deterministic and collision-free: every character outside Waddle's
//! names becomes `_`, a name that does not start with a letter or `_` (or is `_`) gets
//! a leading `_`, an empty one is `_v`, and a name already taken in its namespace
//! (functions; per function, variables and labels) gets `_2`, `_3`, … . Valid names
//! are kept as they are and reserved first, so a renamed name never takes a kept
//! one's place. Each renaming is reported as a note.

use super::{Item, Program};
use crate::format::ron::valid_name;
use std::collections::{BTreeSet, HashMap};

/// One namespace: the names kept or given so far, and the renamings.
#[derive(Default)]
struct Space {
    taken: BTreeSet<String>,
    renamed: HashMap<String, String>,
}

impl Space {
    /// Reserves every valid name first, then gives each invalid one its new name, in
    /// order of first appearance.
    fn new<'a>(names: impl Iterator<Item = &'a String> + Clone) -> Space {
        let mut s = Space::default();
        s.taken.extend(names.clone().filter(|n| ok(n)).cloned());
        for n in names.filter(|n| !ok(n)) {
            if s.renamed.contains_key(n) {
                continue;
            }
            let base = sanitize(n);
            let mut new = base.clone();
            let mut k = 2;
            while s.taken.contains(&new) {
                new = format!("{base}_{k}");
                k += 1;
            }
            s.taken.insert(new.clone());
            s.renamed.insert(n.clone(), new);
        }
        s
    }

    fn rename(&self, n: &mut String) {
        if let Some(new) = self.renamed.get(n) {
            *n = new.clone();
        }
    }

    fn notes(&self, what: &str, out: &mut Vec<String>) {
        let mut v: Vec<_> = self.renamed.iter().collect();
        v.sort();
        for (old, new) in v {
            out.push(format!("{what} {old:?} is renamed `{new}` (not a Waddle name)"));
        }
    }
}

/// A Waddle name, and not `_` (which a register cannot be).
fn ok(n: &str) -> bool {
    valid_name(n) && n != "_"
}

fn sanitize(n: &str) -> String {
    if n.is_empty() {
        return "_v".into();
    }
    let s: String = n.chars().map(|c| if c.is_alphanumeric() || "_.'".contains(c) { c } else { '_' }).collect();
    if s.chars().next().is_some_and(|c| c.is_alphabetic()) || (s.starts_with('_') && s.len() > 1) {
        s
    } else {
        format!("_{s}")
    }
}

/// Renames every name of `p` that is not a Waddle name; the notes say which.
pub fn make_valid(p: &mut Program) -> Vec<String> {
    let mut notes = Vec::new();
    let funcs = Space::new(p.functions.iter().map(|f| &f.name));
    funcs.notes("function", &mut notes);
    for f in &mut p.functions {
        funcs.rename(&mut f.name);
        let instrs = || f.items.iter().filter_map(|i| if let Item::Instr(x) = i { Some(x) } else { None });
        let var_names: Vec<String> = f
            .params
            .iter()
            .map(|p| p.name.clone())
            .chain(instrs().flat_map(|x| x.dest.iter().chain(&x.args).cloned().collect::<Vec<_>>()))
            .collect();
        let label_names: Vec<String> = f
            .items
            .iter()
            .filter_map(|i| if let Item::Label { name, .. } = i { Some(name.clone()) } else { None })
            .chain(instrs().flat_map(|x| x.labels.clone()))
            .collect();
        let (vars, labels) = (Space::new(var_names.iter()), Space::new(label_names.iter()));
        vars.notes(&format!("in `{}`, variable", f.name), &mut notes);
        labels.notes(&format!("in `{}`, label", f.name), &mut notes);
        for prm in &mut f.params {
            vars.rename(&mut prm.name);
        }
        for item in &mut f.items {
            match item {
                Item::Label { name, .. } => labels.rename(name),
                Item::Instr(x) => {
                    x.dest.iter_mut().chain(&mut x.args).for_each(|n| vars.rename(n));
                    x.labels.iter_mut().for_each(|n| labels.rename(n));
                    x.funcs.iter_mut().for_each(|n| funcs.rename(n));
                }
            }
        }
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_waddle_names_without_collisions() {
        let names: Vec<String> = ["f-g", "f_g", "a b", "r:1", "", "_", "1x", "ok"].map(String::from).to_vec();
        let s = Space::new(names.iter());
        let got: Vec<String> = names
            .iter()
            .map(|n| {
                let mut n = n.clone();
                s.rename(&mut n);
                n
            })
            .collect();
        assert_eq!(got, ["f_g_2", "f_g", "a_b", "r_1", "_v", "__", "_1x", "ok"]);
    }
}
