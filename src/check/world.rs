//! A program in the maintained world: the program, and every one of its functions with
//! the dominator tree and loop forest maintained for it, by name. The spec runner's
//! pipeline and `waddle fuzz` apply their steps through it: `attempt` applies a step to
//! a copy of one function and leaves the world unchanged, `commit` makes the attempt
//! current. D and F are computed from scratch once, by `World::enter`.

use super::apply::apply_in_program;
use crate::canon::enter;
use crate::format::spec::Transform;
use crate::ir::{FuncId, Program};
use crate::oracle::control::Origins;
use crate::oracle::step::{check_step, How, Runs, Step, StepReport};
use crate::oracle::{random, Config, PaperStep, RunSpec};
use crate::transform::{Maintained, TransformError};
use std::collections::HashMap;
use std::time::Instant;

/// The maintained functions of a program, by name.
pub type Funcs = HashMap<String, (FuncId, Maintained)>;

/// A program with every function maintained.
#[derive(Clone)]
pub struct World {
    program: Program,
    funcs: Funcs,
}

/// A step applied to a copy of one function, not yet committed.
pub struct Attempt {
    /// The function's id.
    pub fid: FuncId,
    /// The function's name.
    pub name: String,
    /// The function after the step, with its maintained structures.
    pub next: Maintained,
    /// The blocks the step copied, each → the block it copies.
    pub origins: Origins,
    /// The whole program after the step.
    pub after: Program,
}

impl World {
    /// Enters every function of a canonical program (D and F computed once, here);
    /// `Err` names the first function that cannot enter, with the reason.
    pub fn enter(program: Program) -> Result<World, (String, String)> {
        let mut funcs = Funcs::new();
        for id in program.func_ids() {
            let f = program.func(id);
            let mut m = enter(f).map_err(|e| (f.name.clone(), e))?;
            m.know_program(&program);
            funcs.insert(f.name.clone(), (id, m));
        }
        Ok(World { program, funcs })
    }

    /// The program as it stands.
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// The maintained functions, by name.
    pub fn funcs(&self) -> &Funcs {
        &self.funcs
    }

    /// The maintained function `name`.
    pub fn get(&self, name: &str) -> Option<(FuncId, &Maintained)> {
        self.funcs.get(name).map(|(id, m)| (*id, m))
    }

    /// Applies `t` to a copy of the function `fid`; the world is unchanged.
    pub fn attempt(&self, fid: FuncId, t: &Transform) -> Result<Attempt, TransformError> {
        let name = self.program.func(fid).name.clone();
        let (_, m) = self.funcs.get(&name).ok_or_else(|| TransformError(format!("no function `{name}`")))?;
        let mut next = m.clone();
        let origins = apply_in_program(&mut next, fid, t, &self.funcs)?;
        let mut after = self.program.clone();
        *after.func_mut(fid) = next.function().clone();
        Ok(Attempt { fid, name, next, origins, after })
    }

    /// Makes an attempt current; returns the program before it.
    pub fn commit(&mut self, a: Attempt) -> Program {
        self.funcs.insert(a.name, (a.fid, a.next));
        std::mem::replace(&mut self.program, a.after)
    }

    /// Makes `program` the program (its functions are entered with `insert`); returns
    /// the program before.
    pub fn set_program(&mut self, program: Program) -> Program {
        std::mem::replace(&mut self.program, program)
    }

    /// Makes `m` the maintained function `name`.
    pub fn insert(&mut self, name: String, fid: FuncId, m: Maintained) {
        self.funcs.insert(name, (fid, m));
    }

    /// Applies `edit`, a transformation of the caller's own, to a copy of the maintained
    /// function `name`, and checks the step as a spec step is checked
    /// (`oracle::step::check_step`): the six maintenance theorems, every run of `runs`,
    /// then `config.random_runs` random runs of each of their entries (of every function
    /// when `runs` is empty) within `config.time_limit`. The world is unchanged. `Err`:
    /// no function `name`, or `edit` refused.
    pub fn check_edit(
        &self,
        name: &str,
        edit: impl FnOnce(&mut Maintained) -> Result<(), TransformError>,
        runs: &[RunSpec],
        config: &Config,
    ) -> Result<StepReport, TransformError> {
        let (fid, m) = self.get(name).ok_or_else(|| TransformError(format!("no function `{name}`")))?;
        let mut next = m.clone();
        edit(&mut next)?;
        let mut after = self.program.clone();
        *after.func_mut(fid) = next.function().clone();
        let mut notes = Vec::new();
        let draws = random::draws(config.random_runs, &self.program, runs, config.seed, &mut notes);
        let step = Step { index: 0, before: &self.program, after: &after, changed: vec![(fid, &next)] };
        let runs = Runs { given: runs, random: &draws, per_draw: config.random_runs };
        let origins = Origins::new();
        let deadline = config.time_limit.map(|t| Instant::now() + t);
        let how = How { limits: &config.limits, notation: &PaperStep(&origins), deadline };
        let mut report = check_step(&step, runs, &how);
        report.notes.extend(notes);
        Ok(report)
    }

    /// Forgets every maintained function (the program was replaced as a whole).
    pub fn clear(&mut self) {
        self.funcs.clear();
    }
}
