//! The pages as a person sees them, read with an HTML parser (`scraper`): every step
//! has its before and after drawings, every block of a drawn function appears, the
//! failing theorem is there with its expected and found structure or its trace diff.

use super::equiv::equiv_page;
use super::index::CheckReport;
use super::spec::{spec_page, SpecSource};
use crate::check::driver::check_file;
use crate::check::{check_spec_file, SpecResult};
use crate::format::parse_program;
use crate::format::temp_dir::TempDir;
use crate::ir::Program;
use crate::oracle::validate::{validate, Options};
use crate::oracle::{Config, Pair, Paper, RunSpec};
use scraper::{Html, Selector};
use std::path::{Path, PathBuf};

fn root(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

fn sel(s: &str) -> Selector {
    Selector::parse(s).expect("a valid selector")
}

fn page_of(rel: &str) -> (Html, SpecResult) {
    let path = root(rel);
    let r = check_spec_file(&path, &Config::default()).unwrap_or_else(|b| panic!("{rel}: bad input: {:?}", b.errors));
    let text = std::fs::read_to_string(&path).expect("readable");
    let html = spec_page(&SpecSource { name: rel, text: &text, elapsed: None, in_index: true }, &r);
    (Html::parse_document(&html), r)
}

fn program(rel: &str) -> Program {
    parse_program(&std::fs::read_to_string(root(rel)).expect("readable")).expect("parses").program
}

/// The block names of a drawing.
fn blocks_of(svg: scraper::ElementRef<'_>) -> Vec<String> {
    svg.select(&sel("g.block")).filter_map(|g| g.value().attr("data-block").map(String::from)).collect()
}

/// Every step applied has a `before` and an `after` figure per changed function, and
/// each drawing shows every block of its function, once.
fn assert_steps_drawn(doc: &Html, r: &SpecResult) {
    let sections: Vec<_> = doc.select(&sel("section.step")).collect();
    assert_eq!(sections.len(), r.steps, "one section per step");
    for (i, a) in r.applied.iter().enumerate() {
        let captions: Vec<String> =
            sections[i].select(&sel("figure figcaption")).map(|c| c.text().collect::<String>()).collect();
        for (fid, _, _) in &a.changed {
            let after = r.programs[i + 1].func(*fid);
            let before = r.programs[i].func_by_name(&after.name).map(|f| r.programs[i].func(f));
            assert!(
                captions.iter().any(|c| c.starts_with(&format!("after: {}", after.name))),
                "step {}: {captions:?}",
                i + 1
            );
            assert!(
                captions.iter().any(|c| c.starts_with(&format!("before: {}", after.name))),
                "step {}: {captions:?}",
                i + 1
            );
            for (func, side) in before.into_iter().map(|f| (f, "before")).chain([(after, "after")]) {
                let wanted = format!("figure[data-side=\"{side}\"][data-function=\"{}\"] svg.cfg", func.name);
                let svg = sections[i]
                    .select(&sel(&wanted))
                    .next()
                    .unwrap_or_else(|| panic!("step {}: no {side} drawing of {}", i + 1, func.name));
                let mut drawn = blocks_of(svg);
                drawn.sort();
                let mut want: Vec<String> = func.blocks().map(|(_, b)| b.name.clone()).collect();
                want.sort();
                assert_eq!(drawn, want, "step {}: the {side} drawing of {}", i + 1, func.name);
            }
        }
    }
}

#[test]
fn a_failing_step_shows_the_trace_diff_and_where_the_runs_part() {
    let (doc, r) = page_of("tests/equiv/replace-off-by-one.ron");
    assert!(!r.passed());
    assert_steps_drawn(&doc, &r);
    let h1 = doc.select(&sel("h1 .verdict")).next().expect("a verdict").text().collect::<String>();
    assert_eq!(h1, "failed");
    let failure = doc.select(&sel(".failure")).next().expect("the failure").text().collect::<String>();
    assert!(failure.contains("semantic equivalence fails for run sum(5)"), "{failure}");
    assert!(doc.select(&sel("pre.diff .del")).any(|d| d.text().collect::<String>().contains("halt(10)")));
    assert!(doc.select(&sel("pre.diff .add")).any(|d| d.text().collect::<String>().contains("halt(15)")));
    // Control first went differently after `head`: BEFORE went to `exit`, AFTER to
    // `body` (the control line of the diff), marked on each drawing; the changed loop
    // test at `head` marked after the step.
    let parted: Vec<String> = doc
        .select(&sel("svg.cfg g.block.diverged"))
        .filter_map(|g| g.value().attr("data-block").map(String::from))
        .collect();
    assert_eq!(parted, ["head", "exit", "head", "body"]);
    assert!(doc.select(&sel("svg.cfg g.block.changed[data-block=\"head\"]")).next().is_some());
    let row = doc
        .select(&sel("table.theorems tr"))
        .map(|tr| tr.text().collect::<String>())
        .find(|t| t.starts_with("semantic equivalence"))
        .expect("an equivalence row");
    assert!(row.ends_with("fails"), "{row}");
}

#[test]
fn a_stale_dominator_tree_is_drawn_expected_beside_found() {
    let (doc, r) = page_of("tests/negative/stale-dom-tree.ron");
    assert!(r.passed(), "a negative spec passes");
    assert_steps_drawn(&doc, &r);
    let captions: Vec<String> = doc.select(&sel("figcaption")).map(|c| c.text().collect()).collect();
    assert!(captions.iter().any(|c| c.starts_with("expected (a fresh computation)")), "{captions:?}");
    assert!(captions.iter().any(|c| c.starts_with("found (maintained by the step)")), "{captions:?}");
    let failure = doc.select(&sel(".failure")).next().expect("the failure").text().collect::<String>();
    assert!(failure.contains("maintenance of the dominator tree fails"), "{failure}");
    // idom(g) differs: `g` is marked on both the expected and the found drawing.
    let differs: Vec<_> = doc.select(&sel("g.block.differs[data-block=\"g\"]")).collect();
    assert_eq!(differs.len(), 2);
}

#[test]
fn every_spec_of_a_folder_gets_a_page_and_a_row_in_the_index() {
    let tmp = TempDir::new("report");
    let dir = tmp.join("report");
    let mut report = CheckReport::new(&dir).expect("a folder");
    let files = [
        "specs/replace/replace-then-unroll.ron",
        "tests/equiv/replace-off-by-one.ron",
        "specs/bril/calls-straighten.ron",
        "specs/replace/sum.ron",
    ];
    for f in files {
        report
            .add(Path::new(f), &check_file(&root(f), &Config::default()), std::time::Duration::from_millis(3))
            .expect("written");
    }
    let index = report.finish().expect("written");
    let doc = Html::parse_document(&std::fs::read_to_string(&index).expect("readable"));
    let rows: Vec<String> = doc.select(&sel("table.index tr")).skip(1).map(|r| r.text().collect()).collect();
    assert_eq!(rows.len(), files.len());
    assert!(
        rows[0].contains("passed") && rows[1].contains("failed") && rows[3].contains("program verifies"),
        "{rows:?}"
    );
    for a in doc.select(&sel("table.index a")) {
        let page = dir.join(a.value().attr("href").expect("a link"));
        let spec = Html::parse_document(&std::fs::read_to_string(&page).expect("the page exists"));
        assert!(spec.select(&sel("section.step svg.cfg g.block")).next().is_some(), "{}", page.display());
    }
}

#[test]
fn an_equiv_counterexample_is_drawn_before_and_after() {
    let (before, after) = (program("specs/replace/sum.ron"), program("tests/equiv/sum.off-by-one.ron"));
    let run = RunSpec { entry: "sum".into(), args: vec!["3".into()], oracle: None, fuel: 100_000, budget: None };
    let opts = Options {
        entry: Some("sum".into()),
        runs: vec![run],
        random_runs: 0,
        seed: 0,
        fuel: 100_000,
        renames: vec![],
        int_bits: None,
        allow_partial: false,
        time_limit: None,
        ..Options::default()
    };
    let report = validate(&before, &after, &opts, &Pair(Paper)).expect("a verdict");
    let doc = Html::parse_document(&equiv_page(("sum.ron", "sum.off-by-one.ron"), &before, &after, &report));
    let captions: Vec<String> = doc.select(&sel("section.function figcaption")).map(|c| c.text().collect()).collect();
    assert_eq!(captions, ["BEFORE: sum", "AFTER: sum"]);
    for svg in doc.select(&sel("section.function svg.cfg")) {
        assert_eq!(blocks_of(svg).len(), 4, "every block of `sum`");
    }
    // Where control went differently: the block it left and the one each run took.
    assert_eq!(doc.select(&sel("g.block.diverged")).count(), 4);
    let failure = doc.select(&sel(".failure")).next().expect("the counterexample").text().collect::<String>();
    assert!(failure.contains("semantic equivalence fails for run sum(3)"), "{failure}");
}
