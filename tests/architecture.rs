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
//! - The typing rules `T-Name` of `semantics/typing.md` are each named once at their
//!   check in `src/verify/types.rs`, as the reduction rules are at `step`'s arms.
//! - The report's colours are only in its stylesheet.
//! - The documents: every path ARCHITECTURE.md names exists, and every test its
//!   invariants name; every relative link between documents resolves, to a heading
//!   when it names one; no comment, test or document cites an issue number.
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
    for (file, most) in [("README.md", 400), ("ARCHITECTURE.md", 380)] {
        let n = std::fs::read_to_string(root().join(file)).unwrap().lines().count();
        assert!(n <= most, "{file} has {n} lines, at most {most}");
        assert!(n >= most / 4, "{file} was read: {n} lines");
    }
}

/// The ways to read a file's contents, which only `format::read_file` uses.
const FILE_READS: &[&str] = &["read_to_string(", "fs::read(", "File::open(", "read_to_end("];

/// Where a file is read other than through `format::read_file`: the door itself, a
/// benchmark's and the pass runner's readings of `/proc` (kernel files, never a
/// user's), and the Bril SSA report's second reading of a file its import has just
/// read through the door.
const OTHER_READERS: &[&str] = &["format/mod.rs", "bench/interp.rs", "check/strays.rs", "bril/ssa_form.rs"];

/// A user's file is read through one door, `format::read_file`, which refuses FIFOs,
/// devices and folders, and files above its cap, before reading anything.
#[test]
fn user_files_are_read_only_through_one_door() {
    let mut found = Vec::new();
    for (rel, text) in sources(&root().join("src")) {
        // `tests.rs` files are test modules (`#[cfg(test)] mod tests;`).
        if OTHER_READERS.contains(&rel.as_str()) || rel.ends_with("tests.rs") {
            continue;
        }
        for (n, line) in code_lines(&without_tests(&text)) {
            if FILE_READS.iter().any(|r| line.contains(r)) {
                found.push(format!("src/{rel}:{n}: {}", line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "files read around `format::read_file`:\n{}", found.join("\n"));
    let door = std::fs::read_to_string(root().join("src/format/mod.rs")).unwrap();
    assert!(door.contains("pub fn read_file("), "the door is where it was");
}

/// The marks of a process-wide setting: a `static` holding an atomic, a lazily set
/// cell or a lock, a `static mut`, or a thread-local.
fn hidden_setting(line: &str) -> bool {
    let l = line.trim_start();
    let kinds = ["Atomic", "OnceLock", "OnceCell", "LazyLock", "Mutex", "RwLock"];
    let is_static = l.starts_with("static ") || l.starts_with("pub static ") || l.starts_with("pub(crate) static ");
    (is_static && (l.contains("static mut ") || kinds.iter().any(|k| l.contains(k)))) || l.contains("thread_local!")
}

/// No setting of a check is process-wide: every setting is one value passed down
/// (`oracle::Config`), so two checks with different settings can run in one process.
/// Only `counters` (measurement counters for the benchmarks) may keep statics.
#[test]
fn the_library_keeps_no_process_wide_setting() {
    let mut found = Vec::new();
    for (rel, text) in sources(&root().join("src")) {
        if rel.starts_with("counters") {
            continue;
        }
        for (n, line) in code_lines(&without_tests(&text)) {
            if hidden_setting(line) {
                found.push(format!("src/{rel}:{n}: {}", line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "process-wide settings outside `counters`:\n{}", found.join("\n"));
}

#[test]
fn the_setting_finder_sees_statics_but_not_constants() {
    assert!(hidden_setting("static RUNS: AtomicU64 = AtomicU64::new(0);"));
    assert!(hidden_setting("    pub static CONFIG: OnceLock<Config> = OnceLock::new();"));
    assert!(hidden_setting("static mut X: u64 = 0;"));
    assert!(hidden_setting("thread_local! { static S: Cell<u8> = Cell::new(0) }"));
    assert!(!hidden_setting("const MAX_RUNS: u64 = 1_000_000;"));
    assert!(!hidden_setting("static NAMES: &[&str] = &[\"a\"];"));
}

// ---------------------------------------------------------------------------------
// The documents and the code they describe
// ---------------------------------------------------------------------------------

/// Every file under `dir` (recursively) whose name ends in one of `exts`, sorted, as
/// paths relative to the repository's root; build outputs and fuzzing data left out.
fn files_under(dir: &str, exts: &[&str]) -> Vec<String> {
    fn walk(dir: &Path, exts: &[&str], out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for e in entries {
            let p = e.unwrap().path();
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            if p.is_dir() {
                let skipped = name.starts_with('.')
                    || name.starts_with("target")
                    || ["corpus", "artifacts", "node_modules"].contains(&name.as_str());
                if !skipped {
                    walk(&p, exts, out);
                }
            } else if exts.iter().any(|x| name.ends_with(&format!(".{x}"))) {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    walk(&root().join(dir), exts, &mut files);
    files.sort();
    files.into_iter().map(|p| p.strip_prefix(root()).unwrap().to_string_lossy().replace('\\', "/")).collect()
}

/// The lines of a Markdown text outside fenced code blocks, with their numbers.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            out.push((i + 1, line));
        }
    }
    out
}

/// The spans of a line between backticks.
fn backticked(line: &str) -> Vec<&str> {
    line.split('`').skip(1).step_by(2).collect()
}

/// The typing rules `T-Name` of `semantics/typing.md` (the names beside the rules'
/// bars), each checked in `src/verify/types.rs` at a comment `// T-Name: …` (or
/// `// T-A, T-B: …` for rules checked together), exactly once, as the reduction rules
/// `E-Name` are marked in `step`.
#[test]
fn typing_rules_are_named_at_their_checks() {
    let doc = std::fs::read_to_string(root().join("semantics/typing.md")).unwrap();
    let mut rules = BTreeSet::new();
    for line in doc.lines() {
        for (i, _) in line.match_indices("─ T-") {
            let name: String =
                line[i + "─ ".len()..].chars().take_while(|c| c.is_alphanumeric() || *c == '-').collect();
            rules.insert(name);
        }
    }
    assert!(rules.len() >= 20 && rules.contains("T-Arith") && rules.contains("T-Switch"), "rules read: {rules:?}");
    let code = std::fs::read_to_string(root().join("src/verify/types.rs")).unwrap();
    let mut marks: BTreeMap<String, usize> = BTreeMap::new();
    for line in code.lines() {
        let Some(rest) = line.trim().strip_prefix("// ") else { continue };
        if !rest.starts_with("T-") {
            continue;
        }
        let names = rest.split(':').next().unwrap();
        for name in names.split(',').map(str::trim) {
            *marks.entry(name.to_string()).or_default() += 1;
        }
    }
    let twice: Vec<&String> = marks.iter().filter(|(_, n)| **n > 1).map(|(m, _)| m).collect();
    assert!(twice.is_empty(), "rules marked more than once in src/verify/types.rs: {twice:?}");
    let marked: BTreeSet<String> = marks.into_keys().collect();
    let unmarked: Vec<&String> = rules.difference(&marked).collect();
    let unknown: Vec<&String> = marked.difference(&rules).collect();
    assert!(
        unmarked.is_empty(),
        "rules of semantics/typing.md with no `// T-Name` in src/verify/types.rs: {unmarked:?}"
    );
    assert!(unknown.is_empty(), "marks in src/verify/types.rs that semantics/typing.md does not name: {unknown:?}");
}

/// A path ARCHITECTURE.md names: a span between backticks without spaces that ends in
/// `/` or has a file extension and a `/` or a `.rs`/`.md` suffix; `<`, `*` and `…`
/// mark patterns, not paths.
fn named_path(span: &str) -> bool {
    let pattern = span.contains(['<', '*', '…', ' ', ':']);
    let looks = span.ends_with('/') || span.ends_with(".rs") || span.ends_with(".md") || span.contains('/');
    !pattern && looks && !span.starts_with('-')
}

/// ARCHITECTURE.md routes the reader to files by their paths (relative to `src/` for
/// the code, to the repository's root otherwise): each one exists.
#[test]
fn every_path_the_map_names_exists() {
    let doc = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let mut missing = Vec::new();
    let mut seen = 0;
    for (n, line) in prose_lines(&doc) {
        for span in backticked(line).into_iter().filter(|s| named_path(s)) {
            seen += 1;
            if !root().join(span).exists() && !root().join("src").join(span).exists() {
                missing.push(format!("ARCHITECTURE.md:{n}: `{span}`"));
            }
        }
    }
    assert!(seen >= 50, "only {seen} paths read in ARCHITECTURE.md");
    assert!(missing.is_empty(), "paths ARCHITECTURE.md names that do not exist:\n{}", missing.join("\n"));
}

#[test]
fn the_path_reader_knows_paths_from_patterns() {
    let spans = backticked("`exec/step.rs`, `src/cli/<command>.rs`, `mod.rs`, `tests/`, `--pass`, `T-Name`, `a b/`");
    let paths: Vec<&str> = spans.into_iter().filter(|s| named_path(s)).collect();
    assert_eq!(paths, ["exec/step.rs", "mod.rs", "tests/"]);
}

/// The anchor GitHub gives a heading: lower case, spaces made `-`, every character but
/// letters, digits, `-` and `_` dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a Markdown text's headings (a repeated heading's get `-1`, `-2`, …).
fn anchors(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (_, line) in prose_lines(text) {
        let Some(heading) = line.strip_prefix('#') else { continue };
        let a = anchor(heading.trim_start_matches('#'));
        let mut k = 0;
        let mut name = a.clone();
        while !out.insert(name.clone()) {
            k += 1;
            name = format!("{a}-{k}");
        }
    }
    out
}

/// The relative link targets of a Markdown line: `[text](target)`, web links left out.
fn link_targets(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(i) = rest.find("](") {
        let after = &rest[i + 2..];
        let Some(end) = after.find(')') else { break };
        let target = after[..end].trim();
        if !target.contains("://") && !target.starts_with("mailto:") && !target.is_empty() {
            out.push(target);
        }
        rest = &after[end..];
    }
    out
}

/// Every relative link of every document resolves: to a file or folder that exists,
/// and, when it names a heading (`FILE.md#anchor`, `#anchor`), to a heading of it.
#[test]
fn links_between_documents_resolve() {
    let docs = files_under(".", &["md"]);
    assert!(docs.iter().any(|d| d == "README.md") && docs.len() >= 10, "documents read: {docs:?}");
    let mut broken = Vec::new();
    let mut links = 0;
    for doc in &docs {
        let text = std::fs::read_to_string(root().join(doc)).unwrap();
        let dir = Path::new(doc).parent().unwrap_or(Path::new(""));
        for (n, line) in prose_lines(&text) {
            for target in link_targets(line) {
                links += 1;
                let (file, fragment) = target.split_once('#').unwrap_or((target, ""));
                let path = if file.is_empty() { root().join(doc) } else { root().join(dir).join(file) };
                if !path.exists() {
                    broken.push(format!("{doc}:{n}: `{target}`: no such file"));
                    continue;
                }
                if !fragment.is_empty() && path.extension().is_some_and(|e| e == "md") {
                    let there = std::fs::read_to_string(&path).unwrap();
                    if !anchors(&there).contains(fragment) {
                        broken.push(format!("{doc}:{n}: `{target}`: no such heading"));
                    }
                }
            }
        }
    }
    assert!(links >= 50, "only {links} links read");
    assert!(broken.is_empty(), "links that do not resolve:\n{}", broken.join("\n"));
}

#[test]
fn the_link_reader_and_the_anchors_follow_github() {
    assert_eq!(anchor(" A pass over a whole suite: `--pass`"), "a-pass-over-a-whole-suite---pass");
    assert_eq!(anchor("The checker's fuzzer: `waddle fuzz`"), "the-checkers-fuzzer-waddle-fuzz");
    assert_eq!(anchor("Edge deletion (paper §5)"), "edge-deletion-paper-5");
    let text = "# Title\n```\n# not a heading\n```\n## Title\n";
    assert_eq!(anchors(text), ["title", "title-1"].into_iter().map(String::from).collect());
    assert_eq!(link_targets("see [a](b.md#c), [web](https://x.org) and ![img](p.png)"), ["b.md#c", "p.png"]);
}

/// Where a comment, test or document cites an issue number instead of saying what is
/// true: `issue` (or `issues`) followed by a number, with or without `#`.
fn cites_an_issue(line: &str) -> bool {
    let lower = line.to_lowercase();
    lower.match_indices("issue").any(|(i, _)| {
        let rest = lower[i + "issue".len()..].trim_start_matches('s').trim_start();
        rest.trim_start_matches('#').starts_with(|c: char| c.is_ascii_digit())
    })
}

/// Comments, tests, specs and documents say what is, not which issue asked for it:
/// no issue numbers anywhere in the sources or the documents (history is in git).
#[test]
fn no_issue_numbers_in_sources_or_documents() {
    let exts = ["rs", "md", "ron", "py", "bril", "toml", "txt"];
    let mut files = Vec::new();
    for dir in ["src", "tests", "specs", "semantics", "proofs-notes", ".ci", ".cargo"] {
        files.extend(files_under(dir, &exts));
    }
    files.extend(["README.md", "ARCHITECTURE.md", "BENCHMARKS.md", "Cargo.toml"].map(String::from));
    assert!(files.len() >= 200, "only {} files read", files.len());
    let mut found = Vec::new();
    for file in &files {
        let Ok(text) = std::fs::read_to_string(root().join(file)) else { continue };
        for (i, line) in text.lines().enumerate() {
            if cites_an_issue(line) {
                found.push(format!("{file}:{}: {}", i + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "issue numbers (say what is true instead):\n{}", found.join("\n"));
}

#[test]
fn the_issue_reader_sees_numbers_only() {
    let word = "Issue";
    for cited in
        [format!("({word} #15)"), format!("{word} 25 reorganised"), format!("the {}s #3, #5", word.to_lowercase())]
    {
        assert!(cites_an_issue(&cited), "{cited}");
    }
    for fine in ["an issue of the theorems", "effect #1500", "visit #4", "issues"] {
        assert!(!cites_an_issue(fine), "{fine}");
    }
}

/// The report's pictures carry classes; their colours (light, dark, print) are in the
/// one stylesheet of `src/report/html.rs`.
#[test]
fn colours_are_only_in_the_stylesheet() {
    let files = sources(&root().join("src/report"));
    assert!(files.iter().any(|(rel, _)| rel == "report/draw.rs"), "the report modules are where they were");
    let mut found = Vec::new();
    for (rel, text) in &files {
        if rel == "report/html.rs" {
            assert!(text.contains("prefers-color-scheme"), "the stylesheet is where it was");
            continue;
        }
        for (n, line) in text.lines().enumerate() {
            let hex = line.match_indices('#').any(|(i, _)| {
                let digits = line[i + 1..].chars().take_while(char::is_ascii_hexdigit).count();
                (digits == 3 || digits == 6) && !line[..i].ends_with('&')
            });
            if hex || ["fill=", "stroke=", "color:"].iter().any(|a| line.contains(a)) {
                found.push(format!("src/{rel}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "colours outside the stylesheet:\n{}", found.join("\n"));
}

/// Each test an Architecture Invariant of ARCHITECTURE.md names (a `snake_case` name
/// between backticks) is a function of the test suite.
#[test]
fn every_test_the_map_names_exists() {
    let doc = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let mut code = String::new();
    for file in files_under("tests", &["rs"]).into_iter().chain(files_under("src", &["rs"])) {
        code.push_str(&std::fs::read_to_string(root().join(file)).unwrap());
    }
    let mut named = 0;
    let mut missing = Vec::new();
    let mut invariant = false;
    for (n, line) in prose_lines(&doc) {
        if line.contains("**Architecture Invariant:**") {
            invariant = true;
        } else if line.trim().is_empty() || !line.starts_with("  ") {
            invariant = false;
        }
        if !invariant {
            continue;
        }
        for span in backticked(line) {
            let test_like = span.matches('_').count() >= 2
                && span.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
            if test_like {
                named += 1;
                if !code.contains(&format!("fn {span}(")) {
                    missing.push(format!("ARCHITECTURE.md:{n}: `{span}`"));
                }
            }
        }
    }
    assert!(named >= 10, "only {named} tests named by the invariants");
    assert!(missing.is_empty(), "tests ARCHITECTURE.md names that do not exist:\n{}", missing.join("\n"));
}

/// Serialization happens at one boundary: no file outside `src/format/` names serde
/// or serde_json in its code (comments may).
#[test]
fn serde_appears_only_in_the_format_layer() {
    let mut found = Vec::new();
    for (rel, text) in sources(&root().join("src")) {
        if rel.starts_with("format/") {
            continue;
        }
        for (n, line) in code_lines(&text) {
            if line.contains("serde") {
                found.push(format!("src/{rel}:{n}: {}", line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "serde outside src/format:\n{}", found.join("\n"));
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
