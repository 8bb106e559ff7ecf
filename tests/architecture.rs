//! Architectural rules that the type system does not enforce, checked on the source.
//!
//! - The layers of ARCHITECTURE.md ("Layers"): every top-level module of `src/` is in
//!   exactly one layer, and imports (its `crate::` paths; the CLI's `waddle::` paths)
//!   only from layers below its own. So there is no cycle between top-level modules.
//! - Inside a folder, the files (other than the folder's `mod.rs`, which its children
//!   may use) import each other without a cycle.
//! - One import style: `crate::` paths appear only in `use` declarations.
//! - Files have one job each: none over 1,000 lines; no function over 150 lines
//!   unless a comment directly above it says why ("Kept as one function: …").
//! - `unsafe` only in the engine's register slots.
//! - The transformations maintain D and F incrementally: nothing under
//!   `src/transform/` computes the CFG, the dominator tree or the loop forest from
//!   scratch, nor calls the from-scratch canonicalization or the verifiers.
//! - `main.rs` only parses the command line and dispatches to `src/cli/`.
//! - Only the benchmarks build a dominator tree with a query strategy other than the
//!   default (interval labels, O(1) `dominates`).
//!
//! Test modules inside `src/` (`#[cfg(test)]` items) are left out of the import rules:
//! a test may use any layer.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`, sorted, as (path relative to `src/`, text).
fn sources(dir: &Path) -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    walk(dir, &mut files);
    files.sort();
    let src = root().join("src");
    files
        .into_iter()
        .map(|p| {
            let rel = p.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
            (rel, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

/// The lines of `text` that are code (not `//` comments), with their numbers.
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split("//").next().unwrap_or("")))
        .filter(|(_, l)| !l.trim().is_empty())
}

/// The braces of a line of code, outside string and character literals (`in_string`
/// carries an open string literal from one line to the next).
fn braces(line: &str, in_string: &mut bool) -> Vec<char> {
    let mut out = Vec::new();
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if *in_string {
            match c {
                '\\' => i += 1,
                '"' => *in_string = false,
                _ => {}
            }
        } else {
            match c {
                '"' => *in_string = true,
                '/' if chars.get(i + 1) == Some(&'/') => break,
                // A character literal: `'{'`, `'\\''`; a lifetime has no closing quote.
                '\'' if chars.get(i + 2) == Some(&'\'') => i += 2,
                '\'' if chars.get(i + 1) == Some(&'\\') => {
                    while i + 1 < chars.len() && chars[i + 1] != '\'' {
                        i += 1;
                    }
                    i += 1;
                }
                '{' | '}' => out.push(c),
                _ => {}
            }
        }
        i += 1;
    }
    out
}

/// `text` with every `#[cfg(test)]` item blanked out (lines kept, so numbers hold).
fn without_tests(text: &str) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut skipping = false;
    let mut depth = 0i64;
    let mut opened = false;
    let mut in_string = false;
    for line in text.lines() {
        if !skipping && line.trim_start().starts_with("#[cfg(test)]") {
            skipping = true;
            depth = 0;
            opened = false;
            out.push(String::new());
            continue;
        }
        if skipping {
            let code = line.split("//").next().unwrap_or("");
            for c in braces(line, &mut in_string) {
                if c == '{' {
                    depth += 1;
                    opened = true;
                } else {
                    depth -= 1;
                }
            }
            if (opened && depth == 0) || (!opened && code.trim_end().ends_with(';')) {
                skipping = false;
            }
            out.push(String::new());
        } else {
            out.push(line.to_string());
        }
    }
    out.join("\n")
}

/// The module path of a source file: `check/pipeline.rs` → `[check, pipeline]`,
/// `fuzz/gen/mod.rs` → `[fuzz, gen]`; the binary's files are under `cli`.
fn module_of(rel: &str) -> Vec<String> {
    let rel = rel.strip_suffix(".rs").unwrap();
    if rel == "main" {
        return vec!["cli".into()];
    }
    let mut parts: Vec<String> = rel.split('/').map(str::to_string).collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The absolute module paths a file names, with the line of each: `crate::a::b`,
/// `waddle::a::b` (the binary), `super::…` and `self::…` resolved against the file's
/// module, and the groups of `use crate::{a, b::c}`.
fn references(rel: &str, text: &str) -> Vec<(usize, Vec<String>)> {
    let me = module_of(rel);
    let in_binary = me.first().is_some_and(|m| m == "cli");
    let mut out = Vec::new();
    let text = without_tests(text);
    let mut pending_use = String::new();
    let mut pending_line = 0;
    for (n, line) in code_lines(&text) {
        // Whole `use` declarations, joined across lines, so that groups resolve.
        let t = line.trim();
        if pending_use.is_empty()
            && (t.starts_with("use ") || t.starts_with("pub use ") || t.starts_with("pub(crate) use "))
        {
            pending_line = n;
        }
        if pending_line != 0 {
            pending_use.push_str(t);
            pending_use.push(' ');
            if t.ends_with(';') {
                let body = pending_use.split_once("use ").map(|x| x.1).unwrap_or("").trim_end().trim_end_matches(';');
                for path in expand_use(body.trim()) {
                    if let Some(abs) = absolute(&me, &path, in_binary) {
                        out.push((pending_line, abs));
                    }
                }
                pending_use.clear();
                pending_line = 0;
            }
            continue;
        }
        for start in ["crate::", "waddle::", "super::"] {
            let mut rest = line;
            while let Some(i) = rest.find(start) {
                let before = rest[..i].chars().last();
                let tail = &rest[i..];
                rest = &rest[i + start.len()..];
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                    continue;
                }
                let path: Vec<String> = tail
                    .split("::")
                    .map(|s| s.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect::<String>())
                    .take_while(|s| !s.is_empty())
                    .collect();
                if let Some(abs) = absolute(&me, &path, in_binary) {
                    out.push((n, abs));
                }
            }
        }
    }
    out
}

/// The paths of a `use` tree: `crate::a::{b, c::{d, e}}` → `crate::a::b`, `crate::a::c::d`, ….
fn expand_use(tree: &str) -> Vec<Vec<String>> {
    fn go(prefix: &[String], tree: &str, out: &mut Vec<Vec<String>>) {
        let tree = tree.trim();
        if tree.is_empty() {
            return;
        }
        if let Some(open) = tree.find('{') {
            let head: Vec<String> = tree[..open]
                .trim_end_matches("::")
                .split("::")
                .filter(|s| !s.is_empty())
                .map(|s| s.trim().to_string())
                .collect();
            let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
            let mut base = prefix.to_vec();
            base.extend(head);
            let (mut depth, mut start) = (0, 0);
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        go(&base, &inner[start..i], out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            go(&base, &inner[start..], out);
            return;
        }
        let tree = tree.split(" as ").next().unwrap_or(tree).trim();
        let mut path = prefix.to_vec();
        path.extend(tree.split("::").filter(|s| !s.is_empty() && *s != "self" && *s != "*").map(str::to_string));
        out.push(path);
    }
    let mut out = Vec::new();
    go(&[], tree, &mut out);
    out
}

/// A path made absolute (from the crate root), or `None` for other crates' paths.
fn absolute(me: &[String], path: &[String], in_binary: bool) -> Option<Vec<String>> {
    let (first, rest) = path.split_first()?;
    match first.as_str() {
        "crate" => Some(rest.to_vec()),
        "waddle" if in_binary => Some(rest.to_vec()),
        "super" | "self" => {
            let mut base = me.to_vec();
            let mut rest = path;
            while let Some((h, t)) = rest.split_first() {
                match h.as_str() {
                    "super" => {
                        base.pop();
                    }
                    "self" => {}
                    _ => break,
                }
                rest = t;
            }
            if in_binary && base.is_empty() {
                base.push("cli".into());
            }
            base.extend(rest.iter().cloned());
            Some(base)
        }
        _ => None,
    }
}

/// The layers of ARCHITECTURE.md, lowest first: the lines of the fenced block after the
/// line `<!-- layers -->`, each `name, name: description`.
fn layers() -> Vec<Vec<String>> {
    let doc = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let after = doc.split("<!-- layers -->").nth(1).expect("ARCHITECTURE.md has a `<!-- layers -->` block");
    let block = after.split("```").nth(1).expect("the layers block is fenced");
    block
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let names = l.split(':').next().unwrap();
            names.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
        })
        .collect()
}

fn top_level_modules() -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for e in std::fs::read_dir(root().join("src")).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_stem().unwrap().to_string_lossy().into_owned();
        if p.is_dir() || (name != "lib" && name != "main") {
            out.insert(name);
        }
    }
    out
}

#[test]
fn every_top_level_module_is_in_exactly_one_layer() {
    let layers = layers();
    let mut seen = BTreeMap::new();
    for (k, layer) in layers.iter().enumerate() {
        for m in layer {
            assert!(seen.insert(m.clone(), k).is_none(), "`{m}` is in two layers of ARCHITECTURE.md");
        }
    }
    let listed: BTreeSet<String> = seen.keys().cloned().collect();
    assert_eq!(listed, top_level_modules(), "ARCHITECTURE.md's layers and the folders of src/ differ");
    assert_eq!(layers.last().map(|l| l.as_slice()), Some(&["cli".to_string()][..]), "the CLI is the top layer");
}

#[test]
fn modules_import_only_from_layers_below() {
    let layer: BTreeMap<String, usize> =
        layers().iter().enumerate().flat_map(|(k, ms)| ms.iter().map(move |m| (m.clone(), k))).collect();
    let mut wrong = Vec::new();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (rel, text) in sources(&root().join("src")) {
        let me = module_of(&rel);
        let Some(top) = me.first() else { continue };
        for (n, path) in references(&rel, &text) {
            let Some(target) = path.first() else { continue };
            if target == top || !layer.contains_key(target) {
                continue;
            }
            edges.entry(top.clone()).or_default().insert(target.clone());
            if layer[target] >= layer[top] {
                wrong.push(format!("src/{rel}:{n}: `{top}` uses `{}`, which is not below it", path.join("::")));
            }
        }
    }
    assert!(wrong.is_empty(), "imports against the layers of ARCHITECTURE.md:\n{}", wrong.join("\n"));
    assert!(edges.len() >= 10, "the module graph was read: {edges:?}");
    assert!(edges["check"].contains("oracle") && edges["cli"].contains("check"), "the graph has its known edges");
}

/// The first cycle of a graph, if any (depth-first, in name order).
fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        v: &str,
        g: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(v.to_string(), 1);
        path.push(v.to_string());
        for w in g.get(v).into_iter().flatten() {
            match state.get(w.as_str()) {
                Some(1) => {
                    let at = path.iter().position(|x| x == w).unwrap();
                    let mut c = path[at..].to_vec();
                    c.push(w.clone());
                    return Some(c);
                }
                Some(_) => {}
                None => {
                    if let Some(c) = visit(w, g, state, path) {
                        return Some(c);
                    }
                }
            }
        }
        path.pop();
        state.insert(v.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for v in graph.keys() {
        if !state.contains_key(v.as_str()) {
            if let Some(c) = visit(v, graph, &mut state, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

/// Per folder (a module with children), the graph between its children: an edge from
/// child `a` to child `b` when a file of `a` names something inside `b`.
fn folder_graphs() -> BTreeMap<Vec<String>, BTreeMap<String, BTreeSet<String>>> {
    let files = sources(&root().join("src"));
    let modules: BTreeSet<Vec<String>> = files.iter().map(|(rel, _)| module_of(rel)).collect();
    let mut graphs: BTreeMap<Vec<String>, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for (rel, text) in &files {
        let me = module_of(rel);
        for (_, path) in references(rel, text) {
            let common = me.iter().zip(&path).take_while(|(a, b)| a == b).count();
            let (Some(a), Some(b)) = (me.get(common), path.get(common)) else { continue };
            let folder = me[..common].to_vec();
            let child_b = [folder.clone(), vec![b.clone()]].concat();
            if a != b && modules.contains(&child_b) {
                graphs.entry(folder).or_default().entry(a.clone()).or_default().insert(b.clone());
            }
        }
    }
    graphs
}

#[test]
fn no_cycle_between_top_level_modules_nor_between_the_files_of_a_folder() {
    let graphs = folder_graphs();
    assert!(graphs.contains_key(&vec![]), "the top-level graph was read");
    let cycles: Vec<String> = graphs
        .iter()
        .filter_map(|(folder, g)| {
            let name = if folder.is_empty() { "src".to_string() } else { format!("src/{}", folder.join("/")) };
            cycle(g).map(|c| format!("{name}: {}", c.join(" → ")))
        })
        .collect();
    assert!(cycles.is_empty(), "cycles:\n{}", cycles.join("\n"));
}

#[test]
fn the_cycle_finder_and_the_reference_reader_work_on_known_input() {
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    g.entry("a".into()).or_default().insert("b".into());
    g.entry("b".into()).or_default().insert("c".into());
    assert_eq!(cycle(&g), None);
    g.entry("c".into()).or_default().insert("a".into());
    assert_eq!(cycle(&g), Some(vec!["a".into(), "b".into(), "c".into(), "a".into()]));
    let text = "use crate::{ir::Program, oracle::{equiv, Failure}};\nuse super::load;\nfn f() { crate::format::paper::value(); }\n// crate::bench is a comment\n#[cfg(test)]\nmod tests {\n    use crate::fuzz;\n}\n";
    let refs: Vec<String> = references("check/pipeline.rs", text).into_iter().map(|(_, p)| p.join("::")).collect();
    assert_eq!(refs, ["ir::Program", "oracle::equiv", "oracle::Failure", "check::load", "format::paper::value"]);
    let bin: Vec<String> = references("cli/run.rs", "use waddle::exec::Limits;\nuse super::load;\n")
        .into_iter()
        .map(|(_, p)| p.join("::"))
        .collect();
    assert_eq!(bin, ["exec::Limits", "cli::load"]);
}

#[test]
fn crate_paths_appear_only_in_use_declarations() {
    let mut found = Vec::new();
    for (rel, text) in sources(&root().join("src")) {
        let text = without_tests(&text);
        let mut in_use = false;
        for (n, line) in code_lines(&text) {
            let t = line.trim();
            if t.starts_with("use ") || t.starts_with("pub use ") || t.starts_with("pub(crate) use ") {
                in_use = !t.ends_with(';');
                continue;
            }
            if in_use {
                in_use = !t.ends_with(';');
                continue;
            }
            if t.contains("crate::") || (rel.starts_with("cli/") || rel == "main.rs") && t.contains("waddle::") {
                found.push(format!("src/{rel}:{n}: {t}"));
            }
        }
    }
    assert!(found.is_empty(), "inline paths (import them with `use` at the top instead):\n{}", found.join("\n"));
}

/// The functions of a file: (first line, name, number of lines, the comment and
/// attribute lines directly above).
fn functions(text: &str) -> Vec<(usize, String, usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim_start();
        let after = ["pub(crate) ", "pub(super) ", "pub ", "const ", "unsafe ", "async "]
            .iter()
            .fold(t, |t, p| t.strip_prefix(p).unwrap_or(t));
        let Some(sig) = after.strip_prefix("fn ") else { continue };
        let name: String = sig.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let (mut depth, mut opened, mut end, mut in_string) = (0i64, false, None, false);
        for (j, m) in lines.iter().enumerate().skip(i) {
            let code = m.split("//").next().unwrap_or("");
            if !opened && code.trim_end().ends_with(';') {
                break;
            }
            for c in braces(m, &mut in_string) {
                if c == '{' {
                    depth += 1;
                    opened = true;
                } else {
                    depth -= 1;
                }
            }
            if opened && depth == 0 {
                end = Some(j);
                break;
            }
        }
        let Some(end) = end else { continue };
        let above: Vec<&str> = lines[..i]
            .iter()
            .rev()
            .take_while(|l| {
                let t = l.trim_start();
                t.starts_with("//") || t.starts_with("#[")
            })
            .copied()
            .collect();
        out.push((i + 1, name, end - i + 1, above.join("\n")));
    }
    out
}

#[test]
fn files_have_one_job_each() {
    let mut found = Vec::new();
    for (rel, text) in sources(&root().join("src")) {
        let n = text.lines().count();
        if n > 1000 {
            found.push(format!("src/{rel}: {n} lines (at most 1,000)"));
        }
        for (line, name, len, above) in functions(&text) {
            if len > 150 && !above.contains("Kept as one function:") {
                found.push(format!(
                    "src/{rel}:{line}: `{name}` has {len} lines (at most 150, or say why above it: `Kept as one function: …`)"
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_function_reader_measures_known_functions() {
    let text = "/// Doc.\n// Kept as one function: a reason.\nfn long() {\n    if x {\n    }\n}\nfn decl();\npub(crate) fn short() { }\nfn lit() { let c = '{'; let s = \"}{\"; }\n";
    let fs = functions(text);
    assert_eq!(fs.len(), 3);
    assert_eq!((fs[2].1.as_str(), fs[2].2), ("lit", 1));
    assert_eq!((fs[0].0, fs[0].1.as_str(), fs[0].2), (3, "long", 4));
    assert!(fs[0].3.contains("Kept as one function:"));
    assert_eq!((fs[1].1.as_str(), fs[1].2), ("short", 1));
}

#[test]
fn unsafe_code_is_only_in_the_register_slots() {
    let mut found = Vec::new();
    for (rel, text) in sources(&root().join("src")) {
        if rel == UNSAFE_FILE {
            assert!(text.contains("unsafe"), "the slots are where they were");
            continue;
        }
        for (n, line) in code_lines(&text) {
            if line.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == "unsafe") {
                found.push(format!("src/{rel}:{n}: {}", line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "`unsafe` outside {UNSAFE_FILE}:\n{}", found.join("\n"));
}

/// The only file with `unsafe` code: the pre-decoded engine's register slots.
const UNSAFE_FILE: &str = "exec/fast/slots.rs";

/// The from-scratch entry points of `src/analysis`, `src/canon` and `src/verify`.
const FROM_SCRATCH: &[&str] = &[
    "Cfg::compute",
    "Cfg::from_succs",
    "DomTree::compute",
    "DomTree::from_cfg",
    "LoopForest::compute",
    "LoopForest::from_cfg",
    "diff_against_fresh",
    "dom_simple",
    "canon::",
    "verify::",
];

#[test]
fn transformations_never_recompute_the_analyses() {
    let files = sources(&root().join("src/transform"));
    assert!(files.len() >= 8, "the transform modules are where they were: {}", files.len());
    let mut found = Vec::new();
    for (rel, text) in &files {
        for (n, line) in code_lines(text) {
            for call in FROM_SCRATCH {
                if line.contains(call) {
                    found.push(format!("src/{rel}:{n}: {}", line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "from-scratch analyses under src/transform:\n{}", found.join("\n"));
}

#[test]
fn the_rule_sees_a_call_in_code_but_not_in_a_comment() {
    let text = "let d = DomTree::from_cfg(&cfg); // fine?\n// LoopForest::compute is only named here\n";
    let hits: Vec<usize> =
        code_lines(text).filter(|(_, l)| FROM_SCRATCH.iter().any(|c| l.contains(c))).map(|(n, _)| n).collect();
    assert_eq!(hits, vec![1]);
}

/// `main.rs` only parses the command line and dispatches to `src/cli/`: it names no
/// library module (each subcommand's body lives in its own file).
#[test]
fn main_only_dispatches_to_the_cli_files() {
    let path = root().join("src/main.rs");
    let text = std::fs::read_to_string(&path).unwrap();
    let offending: Vec<String> = code_lines(&text)
        .filter(|(_, l)| l.contains("waddle::") || l.contains("std::fs") || l.contains("println!"))
        .map(|(n, l)| format!("src/main.rs:{n}: {}", l.trim()))
        .collect();
    assert!(offending.is_empty(), "logic in main.rs instead of src/cli/:\n{}", offending.join("\n"));
    for entry in std::fs::read_dir(root().join("src/cli")).unwrap() {
        let file = entry.unwrap().path();
        let stem = file.file_stem().unwrap().to_string_lossy().into_owned();
        if stem != "mod" {
            assert!(text.contains(&format!("cli::{stem}::run(")), "src/cli/{stem}.rs is not dispatched from main.rs");
        }
    }
}

/// The README is the guide and ARCHITECTURE.md the map: each stays short enough to read
/// in one sitting (measurements go to BENCHMARKS.md, guides beside their subject).
#[test]
fn the_guide_and_the_map_stay_short() {
    for (file, most) in [("README.md", 400), ("ARCHITECTURE.md", 260)] {
        let n = std::fs::read_to_string(root().join(file)).unwrap().lines().count();
        assert!(n <= most, "{file} has {n} lines, at most {most}");
        assert!(n >= most / 4, "{file} was read: {n} lines");
    }
}

/// Where a dominator-tree query strategy may be chosen (a `DomStrategy::` variant
/// named): the tree itself and the benchmarks that compare the strategies. Elsewhere
/// the type may only be passed along (the optimizer's `Options`), defaulting.
const STRATEGY_CHOOSERS: &[&str] = &["transform/domtree.rs", "bench/", "cli/bench.rs"];

/// Every transformation, pass and check runs on the default dominator strategy (O(1)
/// `dominates` by interval labels): only the benchmarks build a tree with another.
#[test]
fn only_the_benchmarks_choose_a_dominator_strategy() {
    let mut found = Vec::new();
    for (rel, text) in sources(&root().join("src")) {
        if STRATEGY_CHOOSERS.iter().any(|p| rel.starts_with(p)) {
            continue;
        }
        for (n, line) in code_lines(&without_tests(&text)) {
            if line.contains("DomStrategy::") {
                found.push(format!("src/{rel}:{n}: {}", line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "a dominator strategy chosen outside the benchmarks:\n{}", found.join("\n"));
}
