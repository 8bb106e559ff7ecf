//! `waddle bench edge-deletion FILE.ll…`: the CFGs of LLVM IR read directly give the
//! benchmark the input, and so the tables, that skeleton files written from the same
//! modules give; a `.ll` the reader rejects is located and exits with 2. Warm repairs
//! and baselines (`--warm-repair`, `--warm-baseline`) change the timing only.

use crate::common::{files, waddle, TempDir};
use std::path::Path;
use waddle::bench::ll_skeleton;
use waddle::format::skeleton::parse_skeleton;

/// A fresh folder in the temporary directory, unique to this test process and `name`,
/// removed when dropped.
fn temp_dir(name: &str) -> TempDir {
    TempDir::new(&format!("cli-bench-ll-{name}"))
}

/// A block or function name as JSON: a number as a number, any other name as a string.
fn json_name(name: &str) -> String {
    if !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()) {
        name.to_string()
    } else {
        format!("{:?}", name.trim_matches('"'))
    }
}

/// The name after a sigil at the start of `s`: up to the first character LLVM does not
/// allow in a bare name (or the closing quote of a quoted one).
fn name_at(s: &str) -> &str {
    if let Some(rest) = s.strip_prefix('"') {
        return &s[..rest.find('"').map_or(s.len(), |k| k + 2)];
    }
    let end = s.find(|c: char| !(c.is_ascii_alphanumeric() || "._$-".contains(c))).unwrap_or(s.len());
    &s[..end]
}

/// The skeleton a script would write from a `.ll` file's text, line by line, without
/// LLVM's reader: a `define` line starts a function (its unlabelled entry block
/// numbered after its unnamed parameters), an unindented `name:` line starts a block,
/// every `label %name` in a block is an edge from it, and `}` ends the function.
fn skeleton_by_lines(text: &str) -> String {
    let mut functions = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let Some(at) = line.strip_prefix("define ").and_then(|l| l.find('@').map(|k| &l[k + 1..])) else {
            continue;
        };
        let name = name_at(at);
        let header = &at[name.len()..];
        let unnamed = header
            .split(['(', ',', ')'])
            .filter(|p| {
                p.trim()
                    .rsplit(' ')
                    .next()
                    .is_some_and(|w| w.len() > 1 && w[1..].bytes().all(|b| b.is_ascii_digit()) && w.starts_with('%'))
            })
            .count();
        let mut blocks: Vec<String> = Vec::new();
        let mut edges: Vec<(String, String)> = Vec::new();
        for line in lines.by_ref() {
            if line.starts_with('}') {
                break;
            }
            let code = line.split(';').next().unwrap_or("").trim_end();
            if code.is_empty() {
                continue;
            }
            if !line.starts_with(' ') && code.ends_with(':') {
                blocks.push(code.trim_end_matches(':').to_string());
                continue;
            }
            if blocks.is_empty() {
                blocks.push(unnamed.to_string());
            }
            let from = blocks.last().expect("a block").clone();
            for part in code.split("label %").skip(1) {
                edges.push((from.clone(), name_at(part).to_string()));
            }
        }
        let list = |v: Vec<String>| v.join(", ");
        functions.push(format!(
            "{{\"name\": {}, \"entry\": {}, \"blocks\": [{}], \"edges\": [{}]}}",
            format_args!("{:?}", name.trim_matches('"')),
            json_name(&blocks[0]),
            list(blocks.iter().map(|b| json_name(b)).collect()),
            list(edges.iter().map(|(a, b)| format!("[{}, {}]", json_name(a), json_name(b))).collect())
        ));
    }
    format!("{{\"functions\": [\n  {}\n]}}\n", functions.join(",\n  "))
}

/// The counts of the tables: Figure 10's source, functions and edges (its other
/// columns are times) and every column of Figure 11.
fn counts(out: &str) -> Vec<Vec<String>> {
    out.lines()
        .filter(|l| l.starts_with("| "))
        .map(|l| {
            let cells: Vec<String> = l.trim_matches('|').split('|').map(|c| c.trim().to_string()).collect();
            if cells.len() == 12 {
                cells[..3].to_vec()
            } else {
                cells
            }
        })
        .collect()
}

/// For every committed fixture `tests/llvm/programs/*.ll`, the skeleton written line by
/// line from its text and the CFGs the reader gives are the same input, and the
/// benchmark run on the `.ll` files and on the skeleton files prints the same counts.
#[test]
fn ll_files_give_the_tables_of_skeletons_written_from_them() {
    let lls = files("tests/llvm/programs", "ll");
    assert!(lls.len() >= 100, "only {} fixtures", lls.len());
    let dir = temp_dir("skeletons");
    for path in &lls {
        let text = std::fs::read_to_string(path).expect("the fixture");
        let written = skeleton_by_lines(&text);
        let by_lines = parse_skeleton(&written).unwrap_or_else(|d| panic!("{}: {d:?}\n{written}", path.display()));
        let direct = ll_skeleton::read(&path.display().to_string(), &text).expect("the fixture reads");
        assert_eq!(by_lines, direct, "{}", path.display());
        let stem = path.file_stem().expect("a name").to_string_lossy().into_owned();
        std::fs::write(dir.join(format!("{stem}.json")), written).expect("a skeleton file");
    }
    let ll_args: Vec<String> = lls.iter().map(|p| p.display().to_string()).collect();
    let mut args = vec!["bench", "edge-deletion", "--trials", "1"];
    args.extend(ll_args.iter().map(String::as_str));
    let (code, from_ll, err) = waddle(&args);
    assert_eq!(code, 0, "{err}");
    args.truncate(4);
    args.push(dir.to_str().expect("a UTF-8 path"));
    let (code, from_json, err) = waddle(&args);
    assert_eq!(code, 0, "{err}");
    let (ll, json) = (counts(&from_ll), counts(&from_json));
    assert_eq!(ll.len(), 2 * lls.len() + 2, "{from_ll}");
    assert_eq!(ll, json);
    // The fixtures have branches to delete.
    let edges: usize = ll.iter().filter(|r| r.len() == 3).filter_map(|r| r[2].parse::<usize>().ok()).sum();
    assert!(edges >= 100, "{edges} edges deleted:\n{from_ll}");
}

/// A `.ll` the reader rejects stops the benchmark before anything is timed, located in
/// its file; one whose lowering onto the kernel is refused (here a definition with
/// variable arguments) still gives its CFG.
#[test]
fn a_bad_ll_is_located_and_a_refused_lowering_still_gives_its_cfg() {
    let dir = temp_dir("bad");
    let bad = dir.join("bad.ll");
    std::fs::write(&bad, "define i32 @f() {\n  ret i32 %\n}\n").expect("a file");
    let (code, out, err) = waddle(&["bench", "edge-deletion", bad.to_str().expect("UTF-8"), "--trials", "1"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains(&format!("{}:2:", bad.display())), "located: {err}");
    assert!(out.is_empty(), "nothing is timed: {out}");

    let varargs = dir.join("varargs.ll");
    let text = "define i32 @v(i32 %0, ...) {\n  %c = icmp eq i32 %0, 0\n  br i1 %c, label %a, label %b\n\
                a:\n  br label %b\nb:\n  ret i32 0\n}\n";
    std::fs::write(&varargs, text).expect("a file");
    let (code, _, err) = waddle(&["run", varargs.to_str().expect("UTF-8")]);
    assert_eq!(code, 2, "the lowering refuses it: {err}");
    let (code, out, err) = waddle(&["bench", "edge-deletion", dir.to_str().expect("UTF-8"), "--trials", "1"]);
    assert_eq!(code, 2, "the folder holds bad.ll: {out}{err}");
    std::fs::remove_file(&bad).ok();
    let (code, out, err) = waddle(&["bench", "edge-deletion", dir.to_str().expect("UTF-8"), "--trials", "1"]);
    assert_eq!(code, 0, "{err}");
    let row = counts(&out).into_iter().find(|r| r[0] == "varargs").expect("a row");
    assert_eq!(row, ["varargs", "1", "1"], "{out}");
}

/// The settings have maxima.
#[test]
fn edge_deletion_settings_have_maxima() {
    let ll = Path::new("tests/llvm/programs/fib.O0.ll").to_str().expect("UTF-8");
    for (flag, value) in [("--trials", "51"), ("--trials", "0"), ("--deletions", "1001"), ("--copies", "1001")] {
        let (code, out, err) = waddle(&["bench", "edge-deletion", ll, flag, value]);
        assert_eq!(code, 2, "{flag} {value}: {out}{err}");
        assert!(err.contains(flag), "{flag} {value}: {err}");
    }
}

/// A module with C++ exceptions: the lowering refuses its `invoke` (located, exit 2),
/// the benchmark reads its CFG with `invoke`'s normal then unwind edge, the same as the
/// line-by-line skeleton, and `--stats` adds the statistics of the CFGs as read.
#[test]
fn invoke_edges_reach_the_benchmark_and_stats_describe_the_cfgs() {
    let path = "tests/llvm/syntax/exceptions-O0-clang22.ll";
    let (code, _, err) = waddle(&["run", path]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("exception handling (`invoke`) is not supported") && err.contains(":19:3"), "{err}");
    let text = std::fs::read_to_string(path).expect("the fixture");
    let direct = ll_skeleton::read(path, &text).expect("the fixture reads");
    assert_eq!(parse_skeleton(&skeleton_by_lines(&text)).expect("a skeleton"), direct);
    let main = &direct.functions[0];
    let from = |b: &str| main.edges.iter().filter(|(a, _)| a.text() == b).map(|(_, t)| t.text()).collect::<Vec<_>>();
    assert_eq!((from("0"), from("5")), (vec!["5".to_string(), "7".into()], vec!["6".to_string(), "7".into()]));
    let (code, out, err) = waddle(&["bench", "edge-deletion", "--trials", "1", "--stats", path]);
    assert_eq!(code, 0, "{err}");
    let rows = counts(&out);
    assert!(rows.iter().any(|r| r[..3] == ["exceptions-O0-clang22", "3", "5"]), "{out}");
    let stats = "| exceptions-O0-clang22 | 3 | 4.0 | 7 | 0 | 0 | 0 | 0.0 | 0 | 0 | 0 | 0 |";
    assert!(out.lines().any(|l| l == stats), "{out}");
}

/// `--warm-repair` rehearses every timed repair once, on a copy, and changes nothing
/// but the timing: the counts are those of the default run, and the header gives as
/// many rehearsals as repairs were timed (each deletion twice: the whole steps, then
/// the dominator parts), of the same deletion or, with `=other`, of another one, or
/// with `=data` a copy of the function made and dropped;
/// `--warm-baseline` does the same for the baseline's steps. A path after the bare
/// flag is still an input; the scaling experiment refuses the flags.
#[test]
fn warm_steps_are_rehearsed_once_each_and_change_no_count() {
    let (code, cold, err) = waddle(&["bench", "edge-deletion", "--trials", "2"]);
    assert_eq!(code, 0, "{err}");
    let edges: usize = counts(&cold).iter().filter(|r| r.len() == 3).filter_map(|r| r[2].parse::<usize>().ok()).sum();
    assert!(edges >= 100, "{cold}");
    assert!(!cold.contains("rehears"), "{cold}");
    let rehearsals = format!("first, {} rehearsals)", 2 * 2 * edges);
    let runs = [
        ("--warm-repair", "warm repairs: each rehearsed"),
        ("--warm-repair=other", "another deletion of the function"),
        ("--warm-repair=data", "warm data: no deletion rehearsed, a copy of the maintained function"),
        ("--warm-baseline", "warm baseline: each step rehearsed"),
    ];
    for (flag, what) in runs {
        let (code, warm, err) = waddle(&["bench", "edge-deletion", "--trials", "2", flag, "specs/skeletons"]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(counts(&cold), counts(&warm), "{flag}");
        assert!(warm.contains(what) && warm.contains(&rehearsals), "{flag}: {warm}");
        assert_eq!(warm.matches("rehearsals").count(), 1, "{flag}: {warm}");
    }
    let (code, _, err) = waddle(&["bench", "edge-deletion", "--trials", "1", "--warm-repair=some"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("possible values: same, other, data"), "{err}");
    // The scaling experiment times its repairs in cache situations of its own.
    for flag in ["--warm-repair", "--warm-baseline"] {
        let (code, _, err) = waddle(&["bench", "edge-deletion", "--scaling-only", flag]);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains("cannot be used with") && err.contains("--scaling-only"), "{flag}: {err}");
    }
}

/// `--by-shape` breaks Figure 10 down by what each deletion did: per file, the shapes'
/// deletions add up to the file's edges and their shares of the repair's time to the
/// whole, and the other tables' counts are those of a run without the flag, which
/// prints no such table. The scaling experiment refuses the flag.
#[test]
fn the_breakdown_by_shape_accounts_for_every_deletion_and_all_the_repair_time() {
    let (code, plain, err) = waddle(&["bench", "edge-deletion", "--trials", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(!plain.contains("by deletion shape"), "{plain}");
    let (code, out, err) = waddle(&["bench", "edge-deletion", "--trials", "2", "--by-shape"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Figure 10 by deletion shape"), "{out}");
    let shapes: Vec<Vec<String>> =
        counts(&out).into_iter().filter(|r| r.len() == 8 && r[3].parse::<usize>().is_ok()).collect();
    let files: Vec<(String, usize)> = counts(&plain)
        .into_iter()
        .filter(|r| r.len() == 3)
        .filter_map(|r| Some((r[0].clone(), r[2].parse::<usize>().ok()?)))
        .collect();
    assert!(files.len() >= 3, "{plain}");
    for (name, edges) in files {
        let mine: Vec<&Vec<String>> = shapes.iter().filter(|r| r[0] == name).collect();
        assert!(mine.len() >= 2, "{name}: {out}");
        let deletions: usize = mine.iter().map(|r| r[3].parse::<usize>().expect("a count")).sum();
        assert_eq!(deletions, edges, "{name}: {out}");
        let share: f64 = mine.iter().map(|r| r[7].trim_end_matches('%').parse::<f64>().expect("a share")).sum();
        assert!((share - 100.0).abs() <= 0.5, "{name}: shares add up to {share}: {out}");
        assert!(mine.iter().all(|r| ["0", "1", "2+"].contains(&r[1].as_str())), "{name}: {out}");
    }
    let others = |out: &str| counts(out).into_iter().filter(|r| r.len() != 8).collect::<Vec<_>>();
    assert_eq!(others(&plain), others(&out));
    let (code, _, err) = waddle(&["bench", "edge-deletion", "--scaling-only", "--by-shape"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("cannot be used with") && err.contains("--scaling-only"), "{err}");
}

/// A module with no edge to delete is a row without times, left out of the average;
/// when no input has one, there is nothing to measure: exit 2, saying so.
#[test]
fn inputs_without_an_edge_to_delete_are_not_averaged_and_alone_are_refused() {
    let dir = temp_dir("no-edges");
    let flat = dir.join("flat.ll");
    std::fs::write(&flat, "define i32 @main() {\n  ret i32 0\n}\n").unwrap();
    let flat = flat.to_str().unwrap();
    let (code, out, err) = waddle(&["bench", "edge-deletion", flat, "--trials", "1"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("nothing to measure: no edge of flat could be deleted"), "{err}");
    let (code, out, err) =
        waddle(&["bench", "edge-deletion", flat, "specs/skeletons/generated0.json", "--trials", "1"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("| flat | 1 | 0 | – |"), "{out}");
    let ratio = |row: &str| -> String {
        let cells: Vec<&str> = out.lines().find(|l| l.starts_with(row)).unwrap().split('|').collect();
        cells[8].trim().to_string()
    };
    let average = out.lines().find(|l| l.starts_with("Average repair time: ")).unwrap();
    assert!(average.starts_with(&format!("Average repair time: {} of", ratio("| generated0 |"))), "{out}");
    let clock = out.lines().find(|l| l.starts_with("Clock: ")).unwrap();
    assert!(
        clock.contains("ns (per file, the fastest of 10001 empty timed regions); without that correction"),
        "{out}"
    );
}

/// The clock's correction takes its cost off every step of both sides, each shape's
/// steps included, and never makes a time negative.
#[test]
fn the_clock_correction_takes_one_reading_pair_off_every_step() {
    use std::time::Duration;
    use waddle::bench::edge_deletion::{clock_overhead, Shape, ShapeTotals, Totals};
    let mut t = Totals {
        edges: 10,
        repair_all: Duration::from_nanos(5_000),
        recompute_all: Duration::from_nanos(90_000),
        ..Totals::default()
    };
    t.by_shape[3] =
        ShapeTotals { deletions: 4, repair: Duration::from_nanos(2_000), recompute: Duration::from_nanos(30_000) };
    t.by_shape[Shape::COUNT - 1] =
        ShapeTotals { deletions: 6, repair: Duration::from_nanos(100), recompute: Duration::from_nanos(60_000) };
    let c = t.less_clock(Duration::from_nanos(25));
    assert_eq!((c.repair_all, c.recompute_all), (Duration::from_nanos(4_750), Duration::from_nanos(89_750)));
    assert_eq!(
        (c.by_shape[3].repair, c.by_shape[3].recompute),
        (Duration::from_nanos(1_900), Duration::from_nanos(29_900))
    );
    // 6 × 25 ns is more than the shape's 100 ns: the time stops at zero.
    assert_eq!(c.by_shape[Shape::COUNT - 1].repair, Duration::ZERO);
    assert_eq!((c.edges, c.by_shape[3].deletions), (10, 4));
    assert_eq!(t.less_clock(Duration::ZERO).repair_all, t.repair_all);
    // Two clock readings cost something, and far less than a repair.
    let overhead = clock_overhead();
    assert!(overhead > Duration::ZERO && overhead < Duration::from_micros(20), "{overhead:?}");
}

/// `bench llvm` reads every program before timing any: one the reader refuses is
/// shown as the reader says it (one `error:`, its place) with exit 2, and so is one
/// without its expected output.
#[test]
fn bench_llvm_refuses_unreadable_programs_before_timing_as_bad_input() {
    let dir = temp_dir("bench-llvm-bad");
    let bad = dir.join("bad.ll");
    std::fs::write(&bad, "garbage\n").unwrap();
    let (code, _, err) = waddle(&["bench", "llvm", bad.to_str().unwrap(), "--no-lli"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.starts_with("error: expected a top-level item") && !err.contains("error: error"), "{err}");
    assert!(err.contains("bad.ll:1:1"), "{err}");
    let quiet = dir.join("quiet.ll");
    std::fs::write(&quiet, "define i32 @main() {\n  ret i32 0\n}\n").unwrap();
    let (code, _, err) = waddle(&["bench", "llvm", quiet.to_str().unwrap(), "--no-lli"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("quiet.ll: its expected output: ") && err.contains("quiet.out"), "{err}");
}
