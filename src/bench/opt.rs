//! `waddle bench opt`: the time `waddle opt` takes (without `--check`) with its
//! incremental worklist, against a full rescan of the function after every step (the
//! same steps: both reports are compared before the times are shown; tested in
//! `opt::tests`).

use crate::ir::Program;
use crate::opt::{optimize, Options, Report};
use std::time::{Duration, Instant};

/// One row: a program, the steps the optimizer made, both times (medians).
#[derive(Clone, Debug)]
pub struct Row {
    pub file: String,
    pub steps: usize,
    pub full: Duration,
    pub incremental: Duration,
}

fn time(p: &Program, incremental: bool) -> Result<(Duration, Report), String> {
    let opts = Options { incremental, ..Default::default() };
    let t = Instant::now();
    let r = optimize(p, &opts)?;
    Ok((t.elapsed(), r))
}

/// Measures one program (`trials` runs of each driver, interleaved; medians).
pub fn measure(file: &str, p: &Program, trials: usize) -> Result<Row, String> {
    let (mut full, mut inc) = (Vec::new(), Vec::new());
    let mut steps = 0;
    for _ in 0..trials.max(1) {
        let (tf, rf) = time(p, false)?;
        let (ti, ri) = time(p, true)?;
        let describe = |r: &Report| -> Vec<String> {
            r.functions.iter().flat_map(|f| f.steps.iter().map(|s| s.description.clone())).collect()
        };
        if describe(&rf) != describe(&ri) || rf.program != ri.program {
            return Err(format!("{file}: the incremental worklist and the full rescan made different steps"));
        }
        steps = ri.functions.iter().map(|f| f.steps.len()).sum();
        full.push(tf);
        inc.push(ti);
    }
    full.sort();
    inc.sort();
    Ok(Row { file: file.to_string(), steps, full: full[full.len() / 2], incremental: inc[inc.len() / 2] })
}

/// The table.
pub fn render(rows: &[Row]) -> String {
    let mut out = String::from("file                              steps   full rescan ms  incremental ms  speedup\n");
    for r in rows {
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        out.push_str(&format!(
            "{:<33} {:>5}  {:>15.2}  {:>14.2}  {:>6.2}×\n",
            r.file,
            r.steps,
            ms(r.full),
            ms(r.incremental),
            ms(r.full) / ms(r.incremental).max(1e-9)
        ));
    }
    out
}
