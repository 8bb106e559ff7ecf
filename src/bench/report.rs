//! `waddle bench report`: the HTML page of a spec on a generated function of about N
//! blocks (structured code with loops nested up to three deep, `fuzz::gen`), one
//! unrolling step checked on a run. The check and the page are timed apart; the
//! page's time is what `waddle check --html` adds to the check.

use crate::analysis::{Cfg, DomTree, LoopForest};
use crate::check::{run_spec, SpecResult};
use crate::exec::machine::Rng;
use crate::format::spec::parse_spec;
use crate::fuzz::gen::Stmt;
use crate::ir::{FuncId, Program};
use crate::report::{spec_page, SpecSource};
use std::time::{Duration, Instant};

/// A program with one function `big` of at least `blocks` blocks, canonical and LCSSA.
pub fn program(blocks: usize) -> Program {
    let mut size = blocks / 2;
    loop {
        let f = Stmt::random(&mut Rng::new(7), size, 3).build("big");
        if f.num_blocks() >= blocks {
            return Program { funcs: vec![f], externs: vec![] };
        }
        size += size / 4 + 1;
    }
}

/// A spec on `p`: one run of `big`, then unrolling the first loop (by header name)
/// that unrolls without a failure. `None` when no loop does.
pub fn spec(p: &Program) -> Option<(String, SpecResult)> {
    let f = p.func(FuncId(0));
    let cfg = Cfg::compute(f);
    let dom = DomTree::from_cfg(&cfg);
    let forest = LoopForest::compute(f, &cfg, &dom).ok()?;
    let mut headers: Vec<String> = forest.loop_ids().map(|l| f.block(forest.header(l)).name.clone()).collect();
    headers.sort();
    headers.into_iter().find_map(|h| {
        let text = format!(
            "Spec(\n    description: \"unrolling a loop of a generated function of {} blocks\",\n    program: Path(\"generated\"),\n    runs: [Run(entry: \"big\", args: [5])],\n    steps: [\n        Step(apply: Unroll(function: \"big\", header: \"{h}\", factor: 2)),\n    ],\n)\n",
            f.num_blocks()
        );
        let parsed = parse_spec(&text).ok()?;
        let r = run_spec(&parsed, p.clone()).ok()?;
        (r.passed() && r.applied.len() == 1).then_some((text, r))
    })
}

/// One measurement: blocks drawn, the check's time, the page's time (median of
/// `trials`) and its size.
pub struct Row {
    pub blocks: usize,
    pub check: Duration,
    pub page: Duration,
    pub bytes: usize,
}

pub fn measure(blocks: usize, trials: usize) -> Result<Row, String> {
    let p = program(blocks);
    let started = Instant::now();
    let (text, r) = spec(&p).ok_or("no loop of the generated function unrolls")?;
    let check = started.elapsed();
    let mut times = Vec::new();
    let mut bytes = 0;
    for _ in 0..trials.max(1) {
        let t = Instant::now();
        let page = spec_page(&SpecSource { name: "generated.ron", text: &text, elapsed: Some(check) }, &r);
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
