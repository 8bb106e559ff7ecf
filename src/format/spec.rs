//! The RON spec format (documented in `specs/README.md`): a program, a pipeline of
//! transformation steps with optional expectations after each. Serde lives here; the
//! runner in `check` works on these plain values.
//!
//! ```ron
//! Spec(
//!     description: "Figure 4: deleting (b, d) destroys the middle loop",
//!     program: Path("programs/fig4_three_loops.ron"),
//!     steps: [
//!         Step(
//!             apply: DeleteEdge(function: "f", from: "b", to: "d"),
//!             expect: Expect(loops: Some([
//!                 Loop(header: "a", body: ["a", "l"], exits: ["x"]),
//!             ])),
//!         ),
//!     ],
//! )
//! ```

use super::schema;
use crate::diag::Diagnostic;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct Spec {
    #[serde(default)]
    pub description: String,
    pub program: ProgramSource,
    /// Put the input in canonical and LCSSA form (from scratch) before the steps.
    #[serde(default)]
    pub canonicalize: bool,
    /// Runs executed before and after every step; each must agree (semantic
    /// equivalence as specs/README.md, "Runs", defines it).
    #[serde(default)]
    pub runs: Vec<RunEntry>,
    /// Extra runs of each entry (each entry of `runs`, or every function when there
    /// are none) with random arguments and ν seeds (`oracle::random`); `waddle check
    /// --random-runs N` asks for at least N.
    #[serde(default)]
    pub random_runs: u64,
    #[serde(default)]
    pub steps: Vec<Step>,
}

/// `Run(entry: "gcd", args: [48, 18], oracle: "seed:3", fuel: 100000, outcome: "halt(6)")`.
#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields, rename = "Run")]
pub struct RunEntry {
    pub entry: String,
    #[serde(default)]
    pub args: Vec<schema::Operand>,
    /// ν as on the command line: `seed:N`, `tape:v1,v2,…` or `tape:…;seed:N`.
    #[serde(default)]
    pub oracle: Option<String>,
    /// Steps before a run counts as incomplete (default 1,000,000; units of work, see
    /// `exec/budget.rs`; never more than `waddle check --fuel-cap`).
    #[serde(default)]
    pub fuel: Option<u64>,
    /// The size budget of the run's configuration in bytes (default: `waddle check
    /// --budget`, 256 MiB).
    #[serde(default)]
    pub budget: Option<u64>,
    /// The expected outcome of the input program, as `waddle run` prints it.
    #[serde(default)]
    pub outcome: Option<String>,
    /// The expected effect trace Ψ of the input program, in the paper's notation
    /// (`["print(3)", "halt(6)"]`).
    #[serde(default)]
    pub effects: Option<Vec<String>>,
}

impl RunEntry {
    /// Arguments in the command line's text form.
    pub fn arg_texts(&self) -> Vec<String> {
        self.args
            .iter()
            .map(|a| match a {
                schema::Operand::Name(n) => n.clone(),
                schema::Operand::Int(i) => i.to_string(),
                schema::Operand::Bool(b) => b.to_string(),
                schema::Operand::Unit => "()".to_string(),
            })
            .collect()
    }
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub enum ProgramSource {
    /// A program file, relative to the spec file.
    Path(String),
    Inline(schema::Program),
    /// A Bril program (JSON or text form), relative to the spec file, imported with
    /// `waddle import bril`; it is canonicalized, and when the spec lists no runs, `main`
    /// runs with the arguments of the file's `# ARGS:` comment.
    Bril(String),
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub apply: Transform,
    #[serde(default)]
    pub expect: Expect,
}

/// A transformation and its target, named as in the program.
#[derive(Deserialize, Serialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub enum Transform {
    /// Edge deletion (Algorithm 1) of the first edge reference `from → to`.
    DeleteEdge { function: String, from: String, to: String },
    /// Edge-set splitting: a fresh block on the edges `(from, to)`, which share `to`.
    SplitEdges { function: String, edges: Vec<(String, String)> },
    /// Make `exit` a dedicated exit of the loop headed by `header`.
    DedicateExit { function: String, header: String, exit: String },
    /// Block ejection (Algorithm 2) on the loop headed by `header` and its ancestors.
    Eject { function: String, header: String },
    /// Duplicate the single-entry `region`, redirecting the edges from `redirect` (into
    /// the region's entry) to the copy.
    Duplicate { function: String, region: Vec<String>, redirect: Vec<String> },
    /// Merge the single successor of `block` into it.
    Straighten { function: String, block: String },
    /// Simplify the switch ending `block` when its scrutinee is known.
    IfSimplify { function: String, block: String },
    /// Straighten every block of the function that can be, until none can.
    StraightenAll { function: String },
    /// Loop unswitching: move the switch ending `block`, whose scrutinee does not vary
    /// in the loop headed by `header`, in front of the loop (one version per case).
    Unswitch { function: String, header: String, block: String },
    /// Loop unrolling: `factor` iterations of the loop headed by `header` per trip.
    Unroll { function: String, header: String, factor: u32 },
    /// Loop peeling: `count` iterations of the loop headed by `header` run before it.
    Peel { function: String, header: String, count: u32 },
    /// Function inlining of the call at instruction `index` (0-based) of `block`.
    Inline { function: String, block: String, index: usize },
    /// Jump threading into `block` from the first predecessor that knows its switch.
    JumpThread { function: String, block: String },
    /// The phaseless optimizer of `waddle opt` on one function, as one step: its
    /// worklist until no opportunity scores above `threshold` (default 0).
    Optimize {
        function: String,
        #[serde(default)]
        threshold: Option<i64>,
    },
    /// A deliberately wrong transformation, for negative specs: the checker must catch
    /// it. Faults exist only in the checker's own test build (`cargo test`).
    Fault { function: String, fault: Fault },
    /// A step made elsewhere: `function` becomes the function of that name in the
    /// program file `with` (relative to the spec); its D and F are computed once from it.
    Replace { function: String, with: Replacement },
    /// A whole-program step made elsewhere: the program becomes the one in the file.
    ReplaceProgram(Replacement),
}

/// Where a replacement comes from (`Replace`, `ReplaceProgram`).
#[derive(Deserialize, Serialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub enum Replacement {
    /// A Waddle program file, relative to the spec file (as `program: Path(…)` is).
    Path(String),
}

impl Replacement {
    pub fn path(&self) -> &str {
        match self {
            Replacement::Path(p) => p,
        }
    }
}

/// The deliberately wrong transformations of negative specs (`tests/negative/`).
#[derive(Deserialize, Serialize, Debug, Clone)]
#[serde(deny_unknown_fields)]
pub enum Fault {
    /// Deletes the edge `(from, to)`, repairing D, F and the form correctly, although
    /// the runs take it: a pass with a wrong proof of deadness.
    DeleteLiveEdge { from: String, to: String },
    /// Deletes the edge `(from, to)` but leaves the dominator tree as it was.
    StaleDomTree { from: String, to: String },
    /// Deletes the edge `(from, to)` but leaves the loop nesting forest as it was.
    StaleLoopForest { from: String, to: String },
    /// Bypasses the dedicated exit `exit` of the loop at `header`: the loop's edges into
    /// it go straight to its successor (D and F are correct for the result).
    UndedicatedExit { header: String, exit: String },
    /// Moves the instruction defining `register` out of its loop, to the start of block
    /// `to`, without routing its operands through the exit's block parameters.
    SinkOutOfLoop { register: String, to: String },
    /// Unswitches the switch ending `block` out of the loop at `header` correctly, then
    /// swaps the targets of the preheader's new switch: each version of the loop runs
    /// on the other side of the condition.
    UnswitchSwappedVersions { header: String, block: String },
    /// Unswitches the switch ending `block` out of the loop at `header` although its
    /// scrutinee is computed in the header from the iteration's values: the pass takes
    /// the value of the first iteration (computed in the preheader) for every iteration.
    UnswitchVariantScrutinee { header: String, block: String },
    /// Unrolls the loop at `header` by `factor`, then drops the exit tests of the
    /// copies (each copy's switch keeps only its edge inside the loop): an unrolling
    /// that assumes the trip count is a multiple of the factor.
    UnrollWithoutExitTests { header: String, factor: u32 },
    /// Peels `count` iterations of the loop at `header`, then enters the loop with the
    /// values the preheader passed to the first copy instead of the last copy's: the
    /// usurped latch forgets the peeled iterations' results.
    PeelForgettingValues { header: String, count: u32 },
    /// Inlines the call at instruction `index` of `block` correctly, then hangs the
    /// continuation under the call block in the dominator tree instead of under the
    /// nearest common ancestor of the returning blocks.
    InlineStaleContinuation { block: String, index: usize },
    /// Moves instruction `index` of `block` (a division, remainder or load in a loop,
    /// its operands defined outside the innermost loop around it) to the end of that
    /// loop's preheader: loop-invariant code motion that forgets the guard the
    /// instruction stood under.
    HoistOutOfGuard { block: String, index: usize },
}

/// What a negative spec expects to fail at a step (`Expect(fails: …)`).
#[derive(Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExpectedFailure {
    Types,
    Ssa,
    Lcssa,
    Canonical,
    DomTree,
    LoopForest,
    Equivalence,
}

impl Transform {
    /// The function the step transforms (empty for `ReplaceProgram`, which replaces
    /// them all).
    pub fn function(&self) -> &str {
        match self {
            Transform::DeleteEdge { function, .. }
            | Transform::SplitEdges { function, .. }
            | Transform::DedicateExit { function, .. }
            | Transform::Eject { function, .. }
            | Transform::Duplicate { function, .. }
            | Transform::Straighten { function, .. }
            | Transform::IfSimplify { function, .. }
            | Transform::StraightenAll { function }
            | Transform::Unswitch { function, .. }
            | Transform::Unroll { function, .. }
            | Transform::Peel { function, .. }
            | Transform::Inline { function, .. }
            | Transform::JumpThread { function, .. }
            | Transform::Optimize { function, .. }
            | Transform::Fault { function, .. }
            | Transform::Replace { function, .. } => function,
            Transform::ReplaceProgram(_) => "",
        }
    }
}

/// Expectations after a step. Absent fields are not checked.
#[derive(Deserialize, Debug, Clone, Default)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// The loop forest after the step, every loop listed.
    #[serde(default)]
    pub loops: Option<Vec<ExpectLoop>>,
    /// Immediate dominators `(block, idom)` that must hold after the step.
    #[serde(default)]
    pub idoms: Option<Vec<(String, String)>>,
    /// Blocks that must be gone after the step.
    #[serde(default)]
    pub removed: Option<Vec<String>>,
    /// Negative specs: the one check that must fail at this step (and nothing else);
    /// the pipeline ends there.
    #[serde(default)]
    pub fails: Option<ExpectedFailure>,
}

#[derive(Deserialize, Debug, Clone)]
#[serde(deny_unknown_fields, rename = "Loop")]
pub struct ExpectLoop {
    pub header: String,
    pub body: Vec<String>,
    pub exits: Vec<String>,
    #[serde(default)]
    pub parent: Option<String>,
}

/// Reads a spec. Errors are located in `text`.
pub fn parse_spec(text: &str) -> Result<Spec, Diagnostic> {
    let text = &*super::ron::without_bom(text);
    super::ron::options().from_str(text).map_err(|e| super::ron::ron_error(&e, text))
}

/// The name of the top-level RON value (`Spec`, `Program`), skipping comments and
/// attributes.
pub fn top_level_name(text: &str) -> Option<&str> {
    let mut rest = text.strip_prefix('\u{feff}').unwrap_or(text);
    loop {
        rest = rest.trim_start();
        if let Some(r) = rest.strip_prefix("//") {
            rest = r.split_once('\n').map_or("", |(_, r)| r);
        } else if let Some(r) = rest.strip_prefix("/*") {
            rest = r.split_once("*/").map_or("", |(_, r)| r);
        } else if let Some(r) = rest.strip_prefix("#!") {
            rest = r.split_once(']').map_or("", |(_, r)| r);
        } else {
            break;
        }
    }
    let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
    (end > 0).then(|| &rest[..end])
}

/// A step as a spec writes it: `DeleteEdge(function: "f", from: "a", to: "b")`.
pub fn write_transform(t: &Transform) -> String {
    let text = ron::ser::to_string(t).expect("a transformation is plain data");
    // `ron` writes `name:"x"`; a person writes `name: "x"` (outside strings only).
    let mut out = String::with_capacity(text.len() + 16);
    let mut in_string = false;
    let mut escaped = false;
    for c in text.chars() {
        out.push(c);
        if in_string {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => in_string = false,
                _ => escaped = false,
            }
        } else if c == '"' {
            in_string = true;
        } else if c == ':' || c == ',' {
            out.push(' ');
        }
    }
    out
}
