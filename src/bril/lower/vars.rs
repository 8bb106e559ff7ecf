//! Variables: one per (Bril name, type), since every SSA value has one type. A name
//! assigned several types gets one variable per type, and a forward analysis of the
//! types reaching each use (an assignment of one type kills the others, as it
//! overwrites the variable in `brili`) tells each use which variable it reads.

use super::{type_suffix, FnLower};
use crate::bril::{error, BType, Instr, Item};
use std::collections::HashMap;

impl FnLower<'_> {
    /// Gives every variable its type: the arguments' and the destinations'. A name
    /// assigned several types (legal Bril) becomes one variable per type, so that
    /// every SSA value has one type; `resolve_types` then tells each use which one.
    pub(super) fn declare(&mut self) {
        let f = self.f;
        for p in &f.params {
            if self.vars.contains_key(&p.name) {
                self.err(&p.span, format!("argument `{}` is declared twice", p.name));
                continue;
            }
            self.vars.insert(p.name.clone(), vec![self.names.len()]);
            self.names.push(p.name.clone());
            self.types.push(p.ty.clone());
        }
        for it in &f.items {
            let Item::Instr(i) = it else { continue };
            let Some(d) = &i.dest else { continue };
            let Some(t) = &i.ty else {
                self.err(&i.span, format!("`{}` assigns `{d}` but gives no type", i.op));
                continue;
            };
            let versions = self.vars.entry(d.clone()).or_default();
            if versions.iter().any(|&v| &self.types[v] == t) {
                continue;
            }
            if versions.len() == 63 {
                self.err(&i.span, format!("variable `{d}` is assigned more than 63 types"));
                continue;
            }
            // The first type keeps the Bril name; the others get the type as a suffix.
            let name = if versions.is_empty() { d.clone() } else { format!("{d}.{}", type_suffix(t)) };
            versions.push(self.names.len());
            self.names.push(name);
            self.types.push(t.clone());
        }
    }

    /// For the names assigned several types: which of their variables reaches each use
    /// (a forward analysis over the Bril blocks; an assignment of one type kills the
    /// others, as it overwrites the variable in `brili`).
    pub(super) fn resolve_types(&mut self) {
        let multi: HashMap<&str, usize> = self
            .vars
            .iter()
            .filter(|(_, vs)| vs.len() > 1)
            .enumerate()
            .map(|(k, (name, _))| (name.as_str(), k))
            .collect();
        if multi.is_empty() {
            return;
        }
        let f = self.f;
        // Blocks of (instruction index, instruction); a label starts one, `jmp`, `br`
        // and `ret` end one.
        let mut blocks: Vec<Vec<(usize, &Instr)>> = vec![Vec::new()];
        let mut at: HashMap<&str, usize> = HashMap::new();
        let mut ii = 0;
        for it in &f.items {
            match it {
                Item::Label { name, .. } => {
                    if !blocks.last().is_some_and(|b| b.is_empty()) {
                        blocks.push(Vec::new());
                    }
                    at.entry(name.as_str()).or_insert(blocks.len() - 1);
                }
                Item::Instr(i) => {
                    blocks.last_mut().expect("a current block").push((ii, i));
                    ii += 1;
                    if matches!(i.op.as_str(), "jmp" | "br" | "ret") {
                        blocks.push(Vec::new());
                    }
                }
            }
        }
        let nb = blocks.len();
        let succs: Vec<Vec<usize>> = (0..nb)
            .map(|b| match blocks[b].last() {
                Some((_, i)) if matches!(i.op.as_str(), "jmp" | "br") => {
                    i.labels.iter().filter_map(|l| at.get(l.as_str()).copied()).collect()
                }
                Some((_, i)) if i.op == "ret" => vec![],
                _ if b + 1 < nb => vec![b + 1],
                _ => vec![],
            })
            .collect();
        let bit = |lower: &Self, name: &str, t: &BType| -> u64 {
            let vs = &lower.vars[name];
            vs.iter().position(|&v| &lower.types[v] == t).map_or(0, |k| 1 << k)
        };
        let m = multi.len();
        let mut entry = vec![0u64; m];
        for p in &f.params {
            if let Some(&k) = multi.get(p.name.as_str()) {
                entry[k] = bit(self, &p.name, &p.ty);
            }
        }
        let transfer =
            |lower: &Self, b: usize, state: &mut Vec<u64>, mut record: Option<&mut HashMap<(usize, usize), u64>>| {
                for &(ii, i) in &blocks[b] {
                    if let Some(rec) = record.as_deref_mut() {
                        for (k, a) in i.args.iter().enumerate() {
                            if let Some(&x) = multi.get(a.as_str()) {
                                rec.insert((ii, k), state[x]);
                            }
                        }
                    }
                    if let (Some(d), Some(t)) = (&i.dest, &i.ty) {
                        if let Some(&x) = multi.get(d.as_str()) {
                            state[x] = bit(lower, d, t);
                        }
                    }
                }
            };
        let mut ins: Vec<Vec<u64>> = vec![vec![0; m]; nb];
        ins[0] = entry;
        let mut changed = true;
        while changed {
            changed = false;
            for b in 0..nb {
                let mut state = ins[b].clone();
                transfer(self, b, &mut state, None);
                for &s in &succs[b] {
                    for (x, y) in ins[s].iter_mut().zip(&state) {
                        if *x | y != *x {
                            *x |= y;
                            changed = true;
                        }
                    }
                }
            }
        }
        let mut reaching = HashMap::new();
        for (b, state) in ins.iter().enumerate() {
            transfer(self, b, &mut state.clone(), Some(&mut reaching));
        }
        self.reaching = reaching;
    }

    /// The variable that use `k` of the current instruction refers to: the one of its
    /// name's variables that reaches it, or, when none does (the use fails in `brili`
    /// as undefined), the one of type `want` if any. A use that variables of several
    /// types reach depending on the path is rejected: its one SSA value would need one
    /// type.
    pub(super) fn resolve(&mut self, i: &Instr, k: usize, want: Option<&BType>) -> Option<usize> {
        let name = &i.args[k];
        let Some(vs) = self.vars.get(name) else {
            self.err(&i.span, format!("undefined variable `{name}` in `{}`", i.op));
            return None;
        };
        if vs.len() == 1 {
            return Some(vs[0]);
        }
        let vs = vs.clone();
        let mask = self.reaching.get(&(self.instrs.len() - 1, k)).copied().unwrap_or(0);
        match mask.count_ones() {
            0 => Some(want.and_then(|t| vs.iter().copied().find(|&v| &self.types[v] == t)).unwrap_or(vs[0])),
            1 => Some(vs[mask.trailing_zeros() as usize]),
            // Reported once per instruction (`add x x` names it twice).
            _ if i.args[..k].contains(name) => None,
            _ => {
                let types: Vec<String> = (0..vs.len())
                    .filter(|b| mask >> b & 1 == 1)
                    .map(|b| {
                        let t = self.types[vs[b]].to_string();
                        if t.starts_with('i') {
                            format!("an {t}")
                        } else {
                            format!("a {t}")
                        }
                    })
                    .collect();
                let msg =
                    format!("`{name}` in `{}` holds {} here depending on the path taken", i.op, types.join(" or "));
                self.errors.push(error(i.span.clone(), msg).note(
                    "each Waddle value has one type: a variable assigned several types is imported as one \
                     variable per type, which needs every use to be reached by assignments of one type",
                ));
                None
            }
        }
    }
}
