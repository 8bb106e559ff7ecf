//! `waddle bench report`: the HTML page of a spec on a generated function of about N
//! blocks (diamonds and loops in a row), one unrolling step checked on a run. The check and the page are timed apart; the
//! page's time is what `waddle check --html` adds to the check.

use crate::canon::canonicalize_program;
use crate::check::{run_spec, SpecResult};
use crate::format::parse_program;
use crate::format::spec::parse_spec;
use crate::ir::{FuncId, Program};
use crate::oracle::Config;
use crate::report::{spec_page, SpecSource};
use std::time::{Duration, Instant};

/// A function `big(n)` of at least `blocks` blocks: diamonds and loops in a row,
/// made canonical.
pub fn program(blocks: usize) -> Program {
    let mut text = vec![r#"Block(name: "entry", params: [("n", Int)], term: Branch("s0"))"#.to_string()];
    let segments = blocks / 3;
    for k in 0..segments {
        let next = format!("s{}", k + 1);
        if k % 2 == 0 {
            text.push(format!(r#"Block(name: "s{k}", insts: [("c{k}", Lt("n", {k}))], term: Switch("c{k}", [(true, "l{k}")], "r{k}"))"#));
            text.push(format!(r#"Block(name: "l{k}", term: Branch("{next}"))"#));
            text.push(format!(r#"Block(name: "r{k}", term: Branch("{next}"))"#));
        } else {
            text.push(format!(r#"Block(name: "s{k}", term: Branch("h{k}", [0]))"#));
            text.push(format!(
                r#"Block(name: "h{k}", params: [("i{k}", Int)], insts: [("c{k}", Lt("i{k}", "n"))], term: Switch("c{k}", [(true, "b{k}")], "{next}"))"#
            ));
            text.push(format!(
                r#"Block(name: "b{k}", insts: [("j{k}", Add("i{k}", 1))], term: Branch("h{k}", ["j{k}"]))"#
            ));
        }
    }
    text.push(format!(r#"Block(name: "s{segments}", term: Return("n"))"#));
    let ron = format!("Program(functions: [Function(name: \"big\", ret: Int, blocks: [\n{}\n])])", text.join(",\n"));
    let mut p = parse_program(&ron).expect("the generated program parses").program;
    canonicalize_program(&mut p).expect("the generated program is reducible");
    p
}

/// A spec on `p`: one run of `big`, then unrolling its first loop (`h1`) twice.
pub fn spec(p: &Program) -> Result<(String, SpecResult), String> {
    let f = p.func(FuncId(0));
    let text = format!(
        "Spec(\n    description: \"unrolling a loop of a generated function of {} blocks\",\n    program: Path(\"generated\"),\n    runs: [Run(entry: \"big\", args: [5])],\n    steps: [Step(apply: Unroll(function: \"big\", header: \"h1\", factor: 2))],\n)\n",
        f.num_blocks()
    );
    let parsed = parse_spec(&text).map_err(|d| d.to_string())?;
    let r = run_spec(&parsed, p.clone(), &Config::default())
        .map_err(|e| e.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("; "))?;
    match (r.passed(), r.applied.len()) {
        (true, 1) => Ok((text, r)),
        _ => Err(format!("the spec on the generated function fails: {:?}", r.failures.first().map(|f| &f.title))),
    }
}

/// One measurement: blocks drawn, the check's time, the page's time (median of
/// `trials`) and its size.
pub struct Row {
    pub blocks: usize,
    pub check: Duration,
    pub page: Duration,
    pub bytes: usize,
}

/// The sizes `measure` takes (`bench report --blocks`): from 10 blocks (two loops) to
/// 20000 (a page of about 23 MB, drawn in seconds).
pub const MIN_BLOCKS: usize = 10;
pub const MAX_BLOCKS: usize = 20_000;
/// The most pages per measurement (`--trials`).
pub const MAX_TRIALS: usize = 50;

/// One measurement of a function of `blocks` blocks, `MIN_BLOCKS` to `MAX_BLOCKS`
/// (anything else is refused before a block is built).
pub fn measure(blocks: usize, trials: usize) -> Result<Row, String> {
    if !(MIN_BLOCKS..=MAX_BLOCKS).contains(&blocks) {
        return Err(format!("--blocks: each size must be {MIN_BLOCKS} to {MAX_BLOCKS} blocks, not {blocks}"));
    }
    let p = program(blocks);
    let started = Instant::now();
    let (text, r) = spec(&p)?;
    let check = started.elapsed();
    let mut times = Vec::new();
    let mut bytes = 0;
    for _ in 0..trials.max(1) {
        let t = Instant::now();
        let page =
            spec_page(&SpecSource { name: "generated.ron", text: &text, elapsed: Some(check), in_index: false }, &r);
        times.push(t.elapsed());
        // Checked before it is reported: every block of both drawings is on the page.
        let n = page.matches("<g class=\"block").count();
        let after = r.programs[1].func(FuncId(0)).num_blocks();
        if n != p.func(FuncId(0)).num_blocks() + after {
            return Err(format!("the page draws {n} blocks, not {} + {after}", p.func(FuncId(0)).num_blocks()));
        }
        bytes = page.len();
    }
    times.sort();
    Ok(Row { blocks: p.func(FuncId(0)).num_blocks(), check, page: times[times.len() / 2], bytes })
}

pub fn render(rows: &[Row]) -> String {
    let mut out = String::from("blocks  check (ms)  page (ms)  page (KB)\n");
    for r in rows {
        out.push_str(&format!(
            "{:>6}  {:>10.1}  {:>9.1}  {:>9}\n",
            r.blocks,
            r.check.as_secs_f64() * 1e3,
            r.page.as_secs_f64() * 1e3,
            r.bytes / 1024
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::draw::{self, Marks, Structure};
    use scraper::{Html, Selector};

    fn blocks_of(svg: scraper::ElementRef<'_>) -> Vec<String> {
        let sel = Selector::parse("g.block").expect("a selector");
        svg.select(&sel).filter_map(|g| g.value().attr("data-block").map(String::from)).collect()
    }

    fn sel(s: &str) -> Selector {
        Selector::parse(s).expect("a valid selector")
    }

    #[test]
    fn a_thousand_block_function_is_drawn_whole() {
        let p = program(1000);
        let f = p.func(FuncId(0));
        assert!(f.num_blocks() >= 1000);
        let s = Structure::fresh(&p, FuncId(0));
        assert!(s.note.is_none() && !s.loops.is_empty());
        let svg = draw::function(&p, f, &s, &Marks::default(), "big", true);
        let doc = Html::parse_fragment(&svg);
        let svg_el = doc.select(&sel("svg")).next().expect("an svg");
        assert_eq!(blocks_of(svg_el).len(), f.num_blocks());
        assert_eq!(doc.select(&sel("g.loop")).count(), s.loops.len());
        assert_eq!(doc.select(&sel("g.dom line")).count(), f.num_blocks() - 1, "an idom edge per block but the entry");
    }
}
