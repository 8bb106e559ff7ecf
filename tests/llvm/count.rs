//! The LLVM instructions a run executes (`waddle run FILE.ll -p`), counted as `lli`'s
//! interpreter counts them: each executed instruction once, a call once, φ nodes never.
//! Checked by hand on a small loop, and on the fixtures against a block profile: each
//! LLVM block's non-φ instructions times the times it was entered.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use waddle::exec::{Engine, Limits, Pos, Rule};
use waddle::llvm::run::{instruction_weights, run_counting, run_observed, End};
use waddle::llvm::syntax::InstKind;
use waddle::llvm::{import_file, import_text, Imported};

fn limits() -> Limits {
    Limits { fuel: 1_000_000_000, memory_bits: 1 << 36, ..Limits::default() }
}

/// The LLVM instructions a run of `imported` executes, and how it ended.
fn count(imported: &Imported, engine: Engine) -> (u64, End) {
    let weights = instruction_weights(&imported.module, &imported.lowered);
    let run = run_counting(&imported.lowered, &weights, limits(), engine, &mut Vec::new()).expect("runs");
    (run.instructions.expect("a count"), run.end)
}

/// A loop of three iterations calling a function, with a φ node (not counted) and a
/// `sext` that the lowering turns into no kernel code (counted all the same). By hand:
///
/// - `entry`: `br`, 1;
/// - `loop`, 3 times: `add`, `sext`, `call`, `icmp`, `br`, 5 each, 15;
/// - `@id`, once per call: `ret`, 3;
/// - `exit`: `ret`, 1;
///
/// 20 in all.
const LOOP: &str = "define i64 @id(i64 %x) {
  ret i64 %x
}

define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %w = sext i32 %next to i64
  %r = call i64 @id(i64 %w)
  %done = icmp eq i64 %r, 3
  br i1 %done, label %exit, label %loop

exit:
  ret i32 0
}
";

#[test]
fn a_loop_counts_each_executed_instruction_once_and_no_phi() {
    let imported = import_text("loop.ll", LOOP.to_string()).expect("the module imports");
    for engine in [Engine::Fast, Engine::Step] {
        let (n, end) = count(&imported, engine);
        assert_eq!(end, End::Exit(0i64.into()));
        assert_eq!(n, 20);
    }
}

fn programs(suffix: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/llvm/programs");
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the folder exists")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    v.sort();
    v
}

/// The block profile's count: for every LLVM block, its non-φ instructions times the
/// times its kernel block (`%label` of the function of the same name) was entered. It
/// equals the instruction count of a run that ends by `main`'s `ret`, not inside a
/// block (`exit`).
fn by_blocks(imported: &Imported) -> u64 {
    let p = &imported.lowered.program;
    let mut entries: HashMap<Pos, u64> = HashMap::new();
    let mut observe = |at: Pos, _: Rule| {
        if at.index == 0 {
            *entries.entry(at).or_default() += 1;
        }
    };
    run_observed(&imported.lowered, limits(), Engine::Fast, &mut Vec::new(), &mut &mut observe).expect("runs");
    let mut total = 0;
    for f in imported.module.functions.iter().filter(|f| f.blocks.is_some()) {
        let Some(kf) = p.func_by_name(&f.name.to_string()) else { panic!("no kernel function @{}", f.name) };
        let kernel = p.func(kf);
        let blocks: HashMap<&str, _> = kernel.blocks().map(|(id, b)| (b.name.as_str(), id)).collect();
        for b in f.blocks.iter().flatten() {
            let Some(&id) = blocks.get(format!("%{}", b.label).as_str()) else { continue };
            let n = b.instructions.iter().filter(|i| !matches!(i.kind, InstKind::Phi { .. })).count() as u64;
            total += n * entries.get(&Pos { func: kf, block: id, index: 0 }).copied().unwrap_or(0);
        }
    }
    total
}

/// At -O0 and in canonical form, every fixture that returns from `main` executes the
/// instructions its block profile says, on both engines; and the canonical form
/// executes fewer (mem2reg removes the stack slots' loads and stores, and loop-simplify
/// adds fewer branches).
#[test]
fn the_fixtures_count_their_blocks_instructions_on_both_engines() {
    let mut checked = 0;
    for o0 in programs(".O0.ll") {
        let canon = PathBuf::from(o0.to_string_lossy().replace(".O0.ll", ".canon.ll"));
        let mut counts = Vec::new();
        for path in [&o0, &canon] {
            let text = std::fs::read_to_string(path).expect("the fixture");
            if text.contains("@exit(") {
                continue;
            }
            let imported = import_file(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let (fast, end) = count(&imported, Engine::Fast);
            assert!(matches!(end, End::Exit(_)), "{}: {end:?}", path.display());
            assert_eq!(fast, by_blocks(&imported), "{}", path.display());
            if checked % 4 == 0 {
                assert_eq!(count(&imported, Engine::Step).0, fast, "{}: the engines differ", path.display());
            }
            counts.push(fast);
            checked += 1;
        }
        if let [o0_count, canon_count] = counts[..] {
            assert!(canon_count < o0_count, "{}: canon {canon_count}, -O0 {o0_count}", o0.display());
        }
    }
    assert!(checked >= 60, "only {checked} fixtures");
}
