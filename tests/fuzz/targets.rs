//! The bodies of the fuzz targets, shared by the libFuzzer binaries
//! (`fuzz_targets/*.rs`, run by `.ci/fuzz`) and by the regression test that replays
//! every kept input (`tests/fuzz_regressions.rs`, under `cargo test`). Each function
//! takes the raw input and panics on a finding.
#![allow(dead_code)]

use waddle::analysis::{Cfg, DomTree, LoopForest};
use waddle::exec::machine::Rng;
use waddle::exec::{self, Limits, Oracle, OracleSpec};
use waddle::fuzz::gen::Stmt;
use waddle::ir::{BlockId, FuncId, Program, Type, Value};
use waddle::oracle::equiv::{compare, Compare, RunSpec, Verdict};
use waddle::oracle::{CheckLimits, Paper};
use waddle::transform::{LoopShape, Maintained};

/// A target: the raw input, a panic on a finding.
pub type Target = fn(&[u8]);

/// The targets by name, as `.ci/fuzz` and the regression folders name them.
pub const TARGETS: [(&str, Target); 4] =
    [("parse_program", parse_program), ("parse_spec", parse_spec), ("interp", interp), ("transform", transform)];

/// Parsing and verification of programs: any bytes. Properties: no panic; a program
/// that verifies prints as RON that reads back and verifies again, and prints the same.
pub fn parse_program(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let parsed = match waddle::format::parse_program(text) {
        Ok(p) => p,
        Err(errors) => {
            assert!(!errors.is_empty(), "a rejection names at least one error");
            let _ = waddle::diag::render(&errors, Some(&waddle::diag::Source { name: "fuzz.ron", text }));
            return;
        }
    };
    let errors = waddle::verify::verify_program(&parsed.program, Some(&parsed.source_map));
    let _ = waddle::diag::render(&errors, Some(&waddle::diag::Source { name: "fuzz.ron", text }));
    if !errors.is_empty() {
        return;
    }
    let _ = waddle::verify::verify_canonical(&parsed.program);
    let written = waddle::format::write_program(&parsed.program);
    let again = waddle::format::parse_program(&written).unwrap_or_else(|e| panic!("{e:?}\n{written}"));
    assert!(waddle::verify::verify_program(&again.program, None).is_empty(), "{written}");
    assert_eq!(waddle::format::write_program(&again.program), written);
    for f in &parsed.program.funcs {
        let _ = waddle::format::paper::function(&parsed.program, f);
    }
}

/// Parsing of specs, then of the inline program a spec carries, its verification and
/// its runs' validation by the checker (with no steps applied). Property: no panic.
pub fn parse_spec(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = waddle::format::spec::top_level_name(text);
    let _ = waddle::format::spans::scan(text);
    let Ok(mut spec) = waddle::format::spec::parse_spec(text) else { return };
    let waddle::format::spec::ProgramSource::Inline(rp) = &spec.program else { return };
    let Ok((program, _)) = waddle::format::ron::lower(rp, None) else { return };
    if !waddle::verify::verify_program(&program, None).is_empty() {
        return;
    }
    // The runs: validated against the program and executed (bounded), no step applied.
    for r in &mut spec.runs {
        r.fuel = Some(r.fuel.unwrap_or(1000).min(1000));
    }
    spec.steps.clear();
    let _ = waddle::check::run_spec(&spec, program, &waddle::oracle::Config::default());
}

/// The interpreter on verified programs: any bytes that read as a program that
/// verifies are run, every function with arguments made from the input's last bytes,
/// under small limits. Properties: no panic, never stuck (`Err`: only a configuration
/// a verified program cannot reach), and the recorded tape replays the run exactly.
pub fn interp(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(parsed) = waddle::format::parse_program(text) else { return };
    let p = &parsed.program;
    if !waddle::verify::verify_program(p, None).is_empty() {
        return;
    }
    let limits = Limits { fuel: 20_000, call_depth: 200, ..Limits::default() };
    let env = exec::Env::new(p, limits);
    let seed = data.iter().fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(*b)));
    for fid in p.func_ids() {
        let f = p.func(fid);
        let mut args = Vec::new();
        for (k, r) in f.params().iter().enumerate() {
            let byte = data.get(data.len().wrapping_sub(k + 1)).copied().unwrap_or(3);
            args.push(match f.reg_ty(*r) {
                Type::Int => Value::Int(waddle::ir::Int::from(i64::from(byte as i8))),
                Type::Bool => Value::Bool(byte & 1 == 1),
                Type::Unit => Value::Unit,
                Type::Fn(_) => return,
            });
        }
        let start = env.start(fid, args.clone(), Oracle::new(OracleSpec::seed(seed)));
        let run = exec::run(&env, start, &mut ()).unwrap_or_else(|s| panic!("stuck: {s:?}\n{text}"));
        let tape: Vec<Value> = run.nu().consumed().iter().cloned().collect();
        let again = env.start(fid, args, Oracle::new(OracleSpec::tape(tape)));
        let replay = exec::run(&env, again, &mut ()).unwrap_or_else(|s| panic!("stuck on replay: {s:?}\n{text}"));
        assert_eq!(run.outcome, replay.outcome, "the tape does not replay the run\n{text}");
        assert!(run.effects() == replay.effects(), "the tape does not replay the effects\n{text}");
    }
}

fn program(m: &Maintained) -> Program {
    Program { funcs: vec![m.function().clone()], externs: vec![] }
}

fn nth<T: Copy>(v: &[T], k: u8) -> Option<T> {
    (!v.is_empty()).then(|| v[k as usize % v.len()])
}

/// Each transformation on verified canonical programs. The input's first 8 bytes seed
/// the generator of random structured functions (`waddle::fuzz::gen`, canonical and LCSSA
/// by construction), the 9th chooses its size (2 to 8 statements: 1 to about 45
/// blocks, 13 at the median: an execution stays cheap, and nested loops with
/// multi-level breaks and continues, self loops and switches occur at these sizes), the 10th the
/// argument of the runs; the rest is a sequence of operations, 3 bytes each: which
/// transformation, where, and a parameter. After every operation that applies, the
/// checker's six maintenance theorems must hold (types, SSA, LCSSA, canonical form, D
/// and F equal to fresh computations) and, but for edge deletion (which may delete a
/// live edge here), a run of the function must agree with the run before; an
/// operation that refuses must leave the function exactly as it was.
pub fn transform(data: &[u8]) {
    if data.len() < 10 {
        return;
    }
    let seed = u64::from_le_bytes(data[..8].try_into().expect("8 bytes"));
    let size = 2 + data[8] as usize % 7;
    let arg = i64::from(data[9] % 12);
    let stmt = Stmt::random(&mut Rng::new(seed), size, 4);
    let f = stmt.build("f");
    let cfg = Cfg::compute(&f);
    let dom = DomTree::from_cfg(&cfg);
    let loops = LoopForest::compute(&f, &cfg, &dom).expect("generated code is reducible");
    let mut m = Maintained::new(f, &dom, &LoopShape::from_forest(&loops)).expect("enters");
    let run = RunSpec { entry: "f".into(), args: vec![arg.to_string()], oracle: None, fuel: 2_000, budget: None };
    // The program of `m`, kept from one operation to the next (cloned once per applied
    // operation); its text is made only for a failure's message.
    let mut before = program(&m);
    for op in data[10..].chunks_exact(3).take(16) {
        let (kind, k, x) = (op[0] % 8, op[1], op[2]);
        let mut next = m.clone();
        let f = next.function();
        let blocks: Vec<BlockId> = f.block_ids().collect();
        let loops: Vec<_> = next.forest().ids().collect();
        let result = match kind {
            0 => {
                let edges: Vec<(BlockId, usize)> =
                    blocks.iter().flat_map(|b| (0..f.block(*b).term.targets().len()).map(move |i| (*b, i))).collect();
                let Some((a, i)) = nth(&edges, k) else { continue };
                next.delete_edge_ref(a, i)
            }
            1 => {
                // A subset (bit mask `x`) of the edge references into a block.
                let Some(t) = nth(&blocks, k) else { continue };
                let into: Vec<(BlockId, usize)> = blocks
                    .iter()
                    .flat_map(|b| {
                        let targets = f.block(*b).term.targets();
                        targets
                            .iter()
                            .enumerate()
                            .filter(|(_, g)| g.block == t)
                            .map(|(i, _)| (*b, i))
                            .collect::<Vec<_>>()
                    })
                    .collect();
                let chosen: Vec<_> =
                    into.iter().enumerate().filter(|(i, _)| x >> (i % 8) & 1 == 1).map(|(_, r)| *r).collect();
                if chosen.is_empty() {
                    continue;
                }
                next.split_edge_set(&chosen).map(|_| ())
            }
            2 => {
                let Some(l) = nth(&loops, k) else { continue };
                let Some(b) = nth(&blocks, x) else { continue };
                next.dedicate_exit(l, b).map(|_| ())
            }
            3 => {
                let Some(l) = nth(&loops, k) else { continue };
                next.eject(l)
            }
            4 => {
                // A region: the block `k` and up to `x % 6` blocks found from it.
                let Some(e) = nth(&blocks, k) else { continue };
                let mut region = vec![e];
                let mut i = 0;
                while i < region.len() && region.len() <= (x % 6) as usize {
                    for s in f.block(region[i]).term.succs() {
                        if !region.contains(&s) && s != f.entry() {
                            region.push(s);
                        }
                    }
                    i += 1;
                }
                let preds: Vec<BlockId> = next.preds(e).to_vec();
                let Some(p) = nth(&preds, x) else { continue };
                let redirect: Vec<(BlockId, usize)> = f
                    .block(p)
                    .term
                    .targets()
                    .iter()
                    .enumerate()
                    .filter(|(_, g)| g.block == e)
                    .map(|(i, _)| (p, i))
                    .collect();
                next.duplicate(&region, &redirect).map(|_| ())
            }
            5 => {
                let Some(b) = nth(&blocks, k) else { continue };
                next.straighten(b).map(|_| ())
            }
            6 => {
                let Some(b) = nth(&blocks, k) else { continue };
                next.if_simplify(b).map(|_| ())
            }
            _ => {
                let Some(b) = nth(&blocks, k) else { continue };
                if next.can_straighten(b).is_none() {
                    continue;
                }
                next.straighten(b).map(|_| ())
            }
        };
        let text_before = || waddle::format::write_program(&before);
        if let Err(e) = result {
            // A refusal leaves the function as it was (`next` is thrown away, but the
            // operation must not have half-done its work on it either): equal as a
            // function (blocks, registers, names), which is finer than equal texts.
            assert!(
                next.function() == m.function(),
                "operation {kind} ({k}, {x}) refused ({}) but changed the function\nbefore:\n{}\nafter:\n{}",
                e.0,
                text_before(),
                waddle::format::write_program(&program(&next))
            );
            continue;
        }
        let after = program(&next);
        let failures = waddle::oracle::theorems(&after, FuncId(0), &next, 0);
        assert!(failures.is_empty(), "operation {kind} ({k}, {x}) broke {failures:?}\nbefore:\n{}", text_before());
        if kind != 0 {
            let mut cov = Default::default();
            let limits = CheckLimits::default();
            match compare(&before, &after, &run, &Compare::new(&limits), &mut cov) {
                Ok(Verdict::Diverge(cx)) => {
                    let d = cx.diff(&before, &after, &Paper);
                    panic!("operation {kind} ({k}, {x}) changed the run: {d:?}\nbefore:\n{}", text_before())
                }
                Ok(_) => {}
                Err(e) => panic!("the run cannot be made: {e}"),
            }
        }
        m = next;
        before = after;
    }
}
