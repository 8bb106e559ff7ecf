//! The paper's facts on an LLVM module, each function on its own CFG: SSA dominance
//! (every use dominated by its definition), LCSSA (a value defined in a loop is used
//! outside it only through the φ nodes of its exit blocks) and canonical form, the
//! paper's Properties 2.1–2.3 (a unique latch, a dedicated preheader, dedicated exits),
//! which is LLVM's loop-simplify form; and which of LLVM's passes promise the two loop
//! forms (`promises`).
//!
//! The facts are computed on the function's blocks and branches as the `.ll` file has
//! them, and every violation is named in LLVM's words (`@main`, `%for.body`, `%5`) at
//! its IR line. A φ node's use of a value happens at the end of the incoming block, as
//! in LangRef. Blocks unreachable from the entry are left out, as LLVM's verifier and
//! its loop analysis leave them out: the lowering does not lower them either.
//!
//! The lowering maps every reachable LLVM block onto one kernel block named `%label`,
//! φ nodes onto its parameters and each branch target onto one kernel edge; it adds and
//! merges no block. `facts` checks this for an import (`FunctionFacts::kernel_cfg`), so
//! that the facts are also the kernel's facts of the lowered function.

use super::syntax::{Block, ConstExpr, Function, InstKind, Module, Name, Operand, Span, Value};
use super::Imported;
use crate::analysis::{Cfg, DomTree, LoopForest};
use crate::diag::{Diagnostic, Loc, Source};
use crate::ir::{self, BlockId, Terminator, Type};
use crate::verify::canonical;
use std::collections::HashMap;

/// One of the facts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Property {
    /// Every use of a value is dominated by its definition.
    Ssa,
    /// Loop-closed SSA.
    Lcssa,
    /// Canonical form: Properties 2.1–2.3 for every loop (LLVM's loop-simplify form).
    LoopSimplify,
}

impl Property {
    /// The two loop forms, which a pass may promise.
    pub const FORMS: [Property; 2] = [Property::Lcssa, Property::LoopSimplify];

    /// `SSA`, `LCSSA`, `loop-simplify`.
    pub fn name(self) -> &'static str {
        match self {
            Property::Ssa => "SSA",
            Property::Lcssa => "LCSSA",
            Property::LoopSimplify => "loop-simplify",
        }
    }
}

/// A violation of one property, in LLVM's names.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Violation {
    pub property: Property,
    /// The function, `@main`.
    pub func: String,
    /// What is wrong.
    pub message: String,
    /// The text it is about: the use, or the label of the block.
    pub span: Option<Span>,
    /// `file:line:column: `the IR line`` of the span.
    pub at: Option<String>,
}

impl Violation {
    /// `LCSSA: … at file.ll:12:10: `%y = add i32 %x, 1``.
    pub fn text(&self) -> String {
        let at = self.at.as_ref().map(|a| format!(" at {a}")).unwrap_or_default();
        format!("{}: {}{at}", self.property.name(), self.message)
    }

    /// The violation as a diagnostic located in the file.
    pub fn diagnostic(&self) -> Diagnostic {
        let loc = Loc::func(&self.func).with_span(self.span.clone());
        let note = match self.property {
            Property::Ssa => "every use of a value must be dominated by its definition",
            Property::Lcssa => "values leave a loop through the φ nodes of its exit blocks",
            Property::LoopSimplify => "loop-simplify form: a unique latch, a dedicated preheader, dedicated exits",
        };
        Diagnostic::new(loc, format!("{} in {}: {}", self.property.name(), self.func, self.message)).note(note)
    }
}

/// The facts of one function the module defines.
#[derive(Clone, Debug)]
pub struct FunctionFacts {
    /// `@main`.
    pub name: String,
    /// Its natural loops (none counted when the CFG is irreducible).
    pub loops: usize,
    /// The CFG is irreducible: a cycle has two entries. LLVM allows it, the kernel does
    /// not, and the loop forms are defined on reducible CFGs only (both are violated).
    pub irreducible: bool,
    /// Every violation, SSA first, then LCSSA, then loop-simplify.
    pub violations: Vec<Violation>,
    /// For an import: `Ok` when the kernel function has exactly this function's
    /// reachable blocks and edges, else what differs; `None` when not compared.
    pub kernel_cfg: Option<Result<(), String>>,
}

impl FunctionFacts {
    /// Whether the property holds.
    pub fn holds(&self, p: Property) -> bool {
        self.violations.iter().all(|v| v.property != p)
    }

    /// The property's violations.
    pub fn violations_of(&self, p: Property) -> impl Iterator<Item = &Violation> + '_ {
        self.violations.iter().filter(move |v| v.property == p)
    }

    /// `@main: SSA ✓, LCSSA ✓, loop-simplify ✗ (1) (2 loops)`: a ✗ with its count of
    /// violations.
    pub fn summary(&self) -> String {
        let mark = |p: Property| match self.violations_of(p).count() {
            0 => format!("{} ✓", p.name()),
            n => format!("{} ✗ ({n})", p.name()),
        };
        let loops = match self.loops {
            0 => "no loop".to_string(),
            1 => "1 loop".to_string(),
            n => format!("{n} loops"),
        };
        format!(
            "{}: {}, {}, {} ({loops})",
            self.name,
            mark(Property::Ssa),
            mark(Property::Lcssa),
            mark(Property::LoopSimplify)
        )
    }
}

/// The facts of every function a module defines, in the module's order.
#[derive(Clone, Debug)]
pub struct ModuleFacts {
    /// The file, as its locations name it.
    pub file: String,
    pub functions: Vec<FunctionFacts>,
}

impl ModuleFacts {
    /// Whether the property holds in every function.
    pub fn holds(&self, p: Property) -> bool {
        self.functions.iter().all(|f| f.holds(p))
    }

    /// The facts of function `name` (with its `@`).
    pub fn function(&self, name: &str) -> Option<&FunctionFacts> {
        self.functions.iter().find(|f| f.name == name)
    }

    /// Why the module cannot be lowered, as diagnostics located in the file: each use
    /// not dominated by its definition, and each irreducible CFG.
    pub fn refusals(&self) -> Vec<Diagnostic> {
        let ssa = self.functions.iter().flat_map(|f| f.violations_of(Property::Ssa)).map(Violation::diagnostic);
        let irreducible = self.functions.iter().filter(|f| f.irreducible).filter_map(|f| {
            let v = f.violations_of(Property::LoopSimplify).next()?;
            let loc = Loc::func(&f.name).with_span(v.span.clone());
            Some(Diagnostic::new(loc, v.message.clone()).note("Waddle accepts only reducible CFGs"))
        });
        ssa.chain(irreducible).collect()
    }
}

/// What a pass promises of its output when its input has it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Promise {
    pub lcssa: bool,
    pub loop_simplify: bool,
}

impl Promise {
    /// Whether the pass promises to keep `p` (SSA is always required).
    pub fn keeps(self, p: Property) -> bool {
        match p {
            Property::Ssa => true,
            Property::Lcssa => self.lcssa,
            Property::LoopSimplify => self.loop_simplify,
        }
    }
}

/// LLVM's passes that keep LCSSA and loop-simplify form when their input has them: the
/// loop passes, which the loop pass manager runs on loops in both forms, and `lcssa`,
/// which adds φ nodes and changes no edge.
const LOOP_PASSES: [&str; 8] = [
    "loop-rotate",
    "licm",
    "simple-loop-unswitch",
    "loop-unroll",
    "loop-unroll-full",
    "loop-deletion",
    "indvars",
    "lcssa",
];

/// `loop-simplify` keeps loop-simplify form only: run on its own, outside the loop pass
/// manager, the exit block it adds for a shared exit takes no φ node, so a value that
/// left the loop through the old exit's φ node no longer does (LCSSA is lost).
const LOOP_SIMPLIFY: &str = "loop-simplify";

/// Adaptors of a pipeline (`function(…)`, `loop-mssa(…)`), whose passes are inside.
const ADAPTORS: [&str; 6] = ["module", "cgscc", "function", "loop", "loop-mssa", "repeat"];

/// Passes that read the IR and do not change it.
const NEUTRAL: [&str; 4] = ["verify", "require", "invalidate", "print"];

/// What a pass, or a pipeline as `opt -passes=` takes it (`function(loop-mssa(licm),
/// simplifycfg)`), promises: a pipeline promises the loop forms when each of its
/// passes does. A pass's parameters (`simple-loop-unswitch<nontrivial>`) do not change
/// its promise; an unknown pass promises nothing.
pub fn promises(pipeline: &str) -> Promise {
    let names = pass_names(pipeline);
    let changing: Vec<&String> = names.iter().filter(|n| !NEUTRAL.contains(&n.as_str())).collect();
    // Each pass in order: `loop-simplify` makes its form and may lose LCSSA, `lcssa`
    // makes LCSSA, the loop passes keep both, any other pass may lose both.
    let mut p = Promise { lcssa: !changing.is_empty(), loop_simplify: !changing.is_empty() };
    for n in changing {
        match n.as_str() {
            LOOP_SIMPLIFY => (p.lcssa, p.loop_simplify) = (false, true),
            "lcssa" => p.lcssa = true,
            n if LOOP_PASSES.contains(&n) => {}
            _ => p = Promise::default(),
        }
    }
    p
}

/// The pass `opt` prints as `class` under `-print-changed` (`LICMPass`), as a pipeline
/// names it (`licm`), for the passes whose promise differs from an unknown pass's.
pub fn pass_of_class(class: &str) -> Option<&'static str> {
    Some(match class {
        "LoopRotatePass" => "loop-rotate",
        "LICMPass" => "licm",
        "SimpleLoopUnswitchPass" => "simple-loop-unswitch",
        "LoopUnrollPass" => "loop-unroll",
        "LoopFullUnrollPass" => "loop-unroll-full",
        "LoopDeletionPass" => "loop-deletion",
        "IndVarSimplifyPass" => "indvars",
        "LCSSAPass" => "lcssa",
        "LoopSimplifyPass" => "loop-simplify",
        _ => return None,
    })
}

/// The pipeline of an `opt` command line (`opt-22 -S -passes='loop-mssa(licm)'`): the
/// value of its `-passes=` or `--passes=` word, quotes dropped.
pub fn pipeline_of_command(command: &str) -> Option<String> {
    let at = command.find("-passes=")? + "-passes=".len();
    let rest = &command[at..];
    let value = match rest.chars().next()? {
        q @ ('\'' | '"') => rest[1..].split(q).next()?,
        _ => rest.split_whitespace().next()?,
    };
    (!value.is_empty()).then(|| value.to_string())
}

/// The passes a pipeline names, adaptors opened and parameters dropped; the text of an
/// unbalanced pipeline is one unknown name.
fn pass_names(pipeline: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    let ends = pipeline.char_indices().chain(std::iter::once((pipeline.len(), ',')));
    for (i, c) in ends {
        match c {
            '(' | '<' => depth += 1,
            ')' | '>' => depth -= 1,
            ',' if depth == 0 || i == pipeline.len() => {
                let element = pipeline[start..i].trim();
                start = i + 1;
                let name = element.split(['<', '(']).next().unwrap_or("").trim().to_string();
                match (element.find('('), element.rfind(')')) {
                    (Some(open), Some(close)) if open < close && ADAPTORS.contains(&name.as_str()) => {
                        out.extend(pass_names(&element[open + 1..close]));
                    }
                    _ if !name.is_empty() => out.push(name),
                    _ => {}
                }
            }
            _ => {}
        }
    }
    out
}

/// The facts of every function of an import, each function's kernel CFG compared with
/// its LLVM CFG.
pub fn facts(imported: &Imported) -> ModuleFacts {
    let src = Source { name: &imported.name, text: &imported.text };
    let program = &imported.lowered.program;
    let functions = defined(&imported.module)
        .map(|f| {
            let (mut facts, graph) = function_facts(&src, f);
            let kernel = program.func_by_name(&f.name.to_string()).map(|k| program.func(k));
            facts.kernel_cfg = Some(match kernel {
                Some(k) => same_cfg(&graph, k),
                None => Err(format!("the import has no function `{}`", f.name)),
            });
            facts
        })
        .collect();
    ModuleFacts { file: imported.name.clone(), functions }
}

/// The facts of every function of a module read from `text` (named `file`), without
/// lowering it; `import_text` checks SSA with it before lowering.
pub fn module_facts(file: &str, text: &str, module: &Module) -> ModuleFacts {
    let src = Source { name: file, text };
    ModuleFacts { file: file.to_string(), functions: defined(module).map(|f| function_facts(&src, f).0).collect() }
}

fn defined(module: &Module) -> impl Iterator<Item = &Function> + '_ {
    module.functions.iter().filter(|f| f.blocks.is_some())
}

/// A use of a value: its name and text, the instruction (block and index) and, for a
/// φ node's incoming value, the incoming block, where the use happens.
struct Use<'m> {
    name: &'m Name,
    span: &'m Span,
    block: usize,
    inst: usize,
    edge: Option<usize>,
}

/// The function's CFG as LLVM has it: its reachable blocks, named `%label`, with one
/// edge per branch target (the kernel's view of the lowering, built without lowering).
struct Graph {
    func: ir::Function,
    /// The block of the graph of each LLVM block, `None` when unreachable.
    ids: Vec<Option<BlockId>>,
}

/// The successors of each block, by index; branches to no block are left out (the
/// lowering reports them).
fn successors(f: &Function) -> Vec<Vec<usize>> {
    let blocks = f.blocks.as_deref().unwrap_or_default();
    let index: HashMap<&Name, usize> = blocks.iter().enumerate().map(|(k, b)| (&b.label, k)).collect();
    blocks
        .iter()
        .map(|b| {
            let labels = match b.instructions.last().map(|i| &i.kind) {
                Some(InstKind::Br(l)) => vec![l],
                Some(InstKind::CondBr { then, otherwise, .. }) => vec![then, otherwise],
                Some(InstKind::Switch { default, cases, .. }) => {
                    cases.iter().map(|(_, l)| l).chain([default]).collect()
                }
                Some(InstKind::Invoke { normal, unwind, .. }) => vec![normal, unwind],
                _ => vec![],
            };
            labels.iter().filter_map(|l| index.get(&l.name).copied()).collect()
        })
        .collect()
}

/// The function's graph from its terminators.
fn graph(f: &Function) -> Graph {
    let blocks = f.blocks.as_deref().unwrap_or_default();
    let succs = successors(f);
    let mut reachable = vec![false; blocks.len()];
    let mut stack = if blocks.is_empty() { vec![] } else { vec![0] };
    while let Some(b) = stack.pop() {
        if !std::mem::replace(&mut reachable[b], true) {
            stack.extend(succs[b].iter().copied());
        }
    }
    let mut ids = vec![None; blocks.len()];
    let mut next = 0u32;
    for (k, r) in reachable.iter().enumerate() {
        if *r {
            ids[k] = Some(BlockId(next));
            next += 1;
        }
    }
    let block = |k: usize| {
        let targets: Vec<ir::Target> =
            succs[k].iter().filter_map(|&s| Some(ir::Target { block: ids[s]?, args: vec![] })).collect();
        let term = match targets.split_last() {
            None => Terminator::Return(ir::Operand::Const(ir::Value::Unit)),
            Some((t, [])) => Terminator::Branch(t.clone()),
            Some((default, cases)) => Terminator::Switch {
                on: ir::Operand::Const(ir::Value::Int(0i64.into())),
                cases: cases.iter().enumerate().map(|(c, t)| (ir::Value::Int((c as i64).into()), t.clone())).collect(),
                default: default.clone(),
            },
        };
        let name = blocks.get(k).map_or_else(|| "%entry".to_string(), |b| format!("%{}", b.label));
        ir::Block { name, params: vec![], insts: vec![], term }
    };
    let mut func = ir::Function::new(format!("@{}", f.name), Type::Unit, block(0), vec![]);
    for k in (1..blocks.len()).filter(|&k| reachable[k]) {
        func.add_block(block(k));
    }
    Graph { func, ids }
}

/// Whether the kernel function has the graph's blocks (by name, the entry first) and,
/// for each, the same successors counted with multiplicity; else the first difference.
fn same_cfg(graph: &Graph, kernel: &ir::Function) -> Result<(), String> {
    let g = &graph.func;
    if g.num_blocks() != kernel.num_blocks() {
        return Err(format!(
            "{} has {} reachable block(s) and its kernel function {}",
            g.name,
            g.num_blocks(),
            kernel.num_blocks()
        ));
    }
    let (ge, ke) = (&g.block(g.entry()).name, &kernel.block(kernel.entry()).name);
    if ge != ke {
        return Err(format!("{} enters at `{ge}` and its kernel function at `{ke}`", g.name));
    }
    let by_name: HashMap<&str, BlockId> = kernel.blocks().map(|(k, b)| (b.name.as_str(), k)).collect();
    let names = |f: &ir::Function, b: BlockId| {
        let mut s: Vec<String> = f.block(b).term.succs().map(|t| f.block(t).name.clone()).collect();
        s.sort();
        s
    };
    for (b, block) in g.blocks() {
        let Some(&k) = by_name.get(block.name.as_str()) else {
            return Err(format!("block `{}` of {} is not in its kernel function", block.name, g.name));
        };
        let (ls, ks) = (names(g, b), names(kernel, k));
        if ls != ks {
            return Err(format!(
                "`{}` of {} branches to [{}] and its kernel block to [{}]",
                block.name,
                g.name,
                ls.join(", "),
                ks.join(", ")
            ));
        }
    }
    Ok(())
}

/// The local values an operand reads, constant aggregates and expressions included.
fn locals<'m>(op: &'m Operand, out: &mut Vec<(&'m Name, &'m Span)>) {
    match &op.value {
        Value::Local(n) => out.push((n, &op.span)),
        Value::Array(ops) | Value::Struct { fields: ops, .. } | Value::Vector(ops) => {
            ops.iter().for_each(|o| locals(o, out))
        }
        Value::Splat(o) => locals(o, out),
        Value::Expr(e) => match e.as_ref() {
            ConstExpr::Gep { base, indices, .. } => {
                locals(base, out);
                indices.iter().for_each(|o| locals(o, out));
            }
            ConstExpr::Cast { value, .. } => locals(value, out),
            ConstExpr::Binary { lhs, rhs, .. } | ConstExpr::ICmp { lhs, rhs, .. } => {
                locals(lhs, out);
                locals(rhs, out);
            }
            ConstExpr::Select { cond, then, otherwise } => {
                [cond, then, otherwise].into_iter().for_each(|o| locals(o, out))
            }
            ConstExpr::ExtractValue { aggregate, .. } => locals(aggregate, out),
        },
        _ => {}
    }
}

/// Every use of a local value in the function, in text order.
fn uses(f: &Function) -> Vec<Use<'_>> {
    let blocks = f.blocks.as_deref().unwrap_or_default();
    let index: HashMap<&Name, usize> = blocks.iter().enumerate().map(|(k, b)| (&b.label, k)).collect();
    let mut out = Vec::new();
    for (b, block) in blocks.iter().enumerate() {
        for (i, inst) in block.instructions.iter().enumerate() {
            let mut read = Vec::new();
            if let InstKind::Phi { incoming, .. } = &inst.kind {
                for (op, label) in incoming {
                    let Some(&edge) = index.get(&label.name) else { continue };
                    locals(op, &mut read);
                    out.extend(read.drain(..).map(|(name, span)| Use {
                        name,
                        span,
                        block: b,
                        inst: i,
                        edge: Some(edge),
                    }));
                }
                continue;
            }
            inst.kind.operands().into_iter().for_each(|o| locals(o, &mut read));
            out.extend(read.drain(..).map(|(name, span)| Use { name, span, block: b, inst: i, edge: None }));
        }
    }
    out
}

/// The facts of one defined function, and its graph.
fn function_facts(src: &Source<'_>, f: &Function) -> (FunctionFacts, Graph) {
    let g = graph(f);
    let blocks = f.blocks.as_deref().unwrap_or_default();
    let name = format!("@{}", f.name);
    let violation = |property, message: String, span: Option<&Span>| {
        let at = span.map(|s| {
            let (line, col) = src.line_col(s.start);
            let text = src.text.get(s.clone()).unwrap_or("").lines().next().unwrap_or("").trim();
            format!("{}:{line}:{col}: `{text}`", src.name)
        });
        Violation { property, func: name.clone(), message, span: span.cloned(), at }
    };
    // The block's label, or its first instruction when it has none (an entry).
    let block_span = |b: BlockId| {
        let k = g.ids.iter().position(|id| *id == Some(b))?;
        blocks[k].label_span.as_ref().or(blocks[k].instructions.first().map(|i| &i.span))
    };
    let cfg = Cfg::compute(&g.func);
    let dom = DomTree::from_cfg(&cfg);
    let uses = uses(f);
    let def = definitions(f);
    let mut violations: Vec<Violation> =
        ssa(f, &g, &dom, &def, &uses).into_iter().map(|(m, s)| violation(Property::Ssa, m, Some(s))).collect();
    let (mut loops, mut irreducible) = (0, false);
    match LoopForest::compute(&g.func, &cfg, &dom) {
        Ok(forest) => {
            loops = forest.num_loops();
            for (m, s) in lcssa(f, &g, &forest, &def, &uses) {
                violations.push(violation(Property::Lcssa, m, Some(s)));
            }
            for v in canonical::violations(&g.func, &cfg, &forest) {
                violations.push(violation(Property::LoopSimplify, v.message(&g.func), block_span(v.block())));
            }
        }
        Err(e) => {
            irreducible = true;
            let k = g.ids.iter().position(|id| *id == Some(e.from)).unwrap_or(0);
            let branch = blocks[k].instructions.last().map(|i| &i.span);
            let message = format!("{}; loops and their forms are defined on reducible CFGs only", e.message(&g.func));
            violations.push(violation(Property::Lcssa, message.clone(), branch));
            violations.push(violation(Property::LoopSimplify, message, branch));
        }
    }
    (FunctionFacts { name: name.clone(), loops, irreducible, violations, kernel_cfg: None }, g)
}

/// Where each value is defined: its block and instruction (`None` for a parameter).
type Definitions = HashMap<Name, (usize, Option<usize>)>;

fn definitions(f: &Function) -> Definitions {
    let mut def = HashMap::new();
    for (k, p) in f.params.iter().enumerate() {
        def.insert(p.name.clone().unwrap_or(Name::Numbered(k as u32)), (0, None));
    }
    for (b, block) in f.blocks.as_deref().unwrap_or_default().iter().enumerate() {
        for (i, inst) in block.instructions.iter().enumerate() {
            if let Some(n) = &inst.result {
                def.insert(n.clone(), (b, Some(i)));
            }
        }
    }
    def
}

/// The SSA violations: each use in a reachable block not dominated by its definition,
/// with the text of the use.
fn ssa<'m>(f: &'m Function, g: &Graph, dom: &DomTree, def: &Definitions, uses: &[Use<'m>]) -> Vec<(String, &'m Span)> {
    let blocks = f.blocks.as_deref().unwrap_or_default();
    let label = |b: usize| format!("`%{}`", blocks[b].label);
    let succs = successors(f);
    let mut out = Vec::new();
    for u in uses {
        let at = u.edge.unwrap_or(u.block);
        let (Some(user), Some(_)) = (g.ids[at], g.ids[u.block]) else { continue };
        let Some(&(db, di)) = def.get(u.name) else {
            out.push((format!("`%{}` is used in {} and defined nowhere (not SSA)", u.name, label(u.block)), u.span));
            continue;
        };
        if let Some(n) = invoke_normal(blocks, db, di) {
            // An invoke's result exists only along its normal edge `db → n`.
            let at_phi_of_edge = u.edge == Some(db) && u.block == n;
            if at_phi_of_edge || normal_edge_dominates(g, dom, &succs, db, n, at) {
                continue;
            }
            let message = format!(
                "`%{}` is the result of the invoke ending {}, which exists only along its normal edge to {}; that edge does not dominate its use in {}",
                u.name,
                label(db),
                label(n),
                label(at)
            );
            out.push((format!("{message} (not SSA)"), u.span));
            continue;
        }
        let message = match (g.ids[db], u.edge) {
            (None, _) => format!(
                "`%{}` is used in {}, but its definition in {} is unreachable from the entry, so it dominates no use",
                u.name,
                label(at),
                label(db)
            ),
            (Some(d), Some(_)) if d == user || dom.strictly_dominates(d, user) => continue,
            (Some(d), None) if (d == user && di.is_none_or(|i| i < u.inst)) || dom.strictly_dominates(d, user) => {
                continue
            }
            (Some(d), None) if d == user => format!("`%{}` is used in {} before its definition", u.name, label(at)),
            (Some(_), Some(_)) => format!(
                "`%{}` is defined in {}, which does not dominate the end of {}, where the φ node of {} reads it",
                u.name,
                label(db),
                label(at),
                label(u.block)
            ),
            (Some(_), None) => {
                format!("`%{}` is defined in {}, which does not dominate its use in {}", u.name, label(db), label(at))
            }
        };
        out.push((format!("{message} (not SSA)"), u.span));
    }
    out
}

/// The normal destination's block index when instruction `di` of block `db` is an
/// `invoke` (its result is defined along that edge, not in `db`).
fn invoke_normal(blocks: &[Block], db: usize, di: Option<usize>) -> Option<usize> {
    let inst = &blocks[db].instructions[di?];
    let InstKind::Invoke { normal, .. } = &inst.kind else { return None };
    blocks.iter().position(|b| b.label == normal.name)
}

/// Whether the edge `a → n` dominates block `x` (LLVM's edge dominance): it is the only
/// edge from `a` to `n`, `n` dominates `x`, and every other edge into `n` comes from a
/// block `n` dominates (a back edge), so every path to `x` takes the edge.
fn normal_edge_dominates(g: &Graph, dom: &DomTree, succs: &[Vec<usize>], a: usize, n: usize, x: usize) -> bool {
    let (Some(nn), Some(xx)) = (g.ids[n], g.ids[x]) else { return false };
    if !(nn == xx || dom.strictly_dominates(nn, xx)) || succs[a].iter().filter(|&&s| s == n).count() != 1 {
        return false;
    }
    succs
        .iter()
        .enumerate()
        .filter(|&(p, ss)| p != a && ss.contains(&n))
        .all(|(p, _)| g.ids[p].is_none_or(|pp| pp == nn || dom.strictly_dominates(nn, pp)))
}

/// The LCSSA violations: each use in a reachable block outside the innermost loop that
/// defines the value, with the text of the use.
fn lcssa<'m>(
    f: &'m Function,
    g: &Graph,
    forest: &LoopForest,
    def: &Definitions,
    uses: &[Use<'m>],
) -> Vec<(String, &'m Span)> {
    let blocks = f.blocks.as_deref().unwrap_or_default();
    let label = |b: usize| format!("`%{}`", blocks[b].label);
    let mut out = Vec::new();
    for u in uses {
        let at = u.edge.unwrap_or(u.block);
        let (Some(user), Some(_)) = (g.ids[at], g.ids[u.block]) else { continue };
        let Some(&(db, _)) = def.get(u.name) else { continue };
        let Some(l) = g.ids[db].and_then(|d| forest.loop_of(d)) else { continue };
        if forest.contains(l, user) {
            continue;
        }
        let header = &g.func.block(forest.header(l)).name;
        let how = match u.edge {
            Some(_) => format!("by the φ node of {} on the edge from {}", label(u.block), label(at)),
            None => format!("in {}", label(at)),
        };
        out.push((
            format!(
                "`%{}` is defined in {}, inside the loop at header `{header}`, but used {how}, outside that loop, \
                 not through a φ node of an exit block (not LCSSA)",
                u.name,
                label(db)
            ),
            u.span,
        ));
    }
    out
}
