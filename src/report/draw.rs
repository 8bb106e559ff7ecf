//! A function drawn as SVG: its CFG laid out top to bottom (`layout`), with the
//! dominator tree and the loop nesting forest overlaid.
//!
//! - a block is a box with its name and parameters; the entry, loop headers (thick
//!   border), latches and exits (double border) say so; boxes are tinted by loop depth;
//! - CFG edges are arrows labelled with their switch case; back edges are dashed;
//! - the dominator tree is drawn as dotted lines idom(b) → b (class `dom`);
//! - each loop is a rounded frame around its body, labelled with its header and
//!   depth, frames nested as the forest nests (class `loop`);
//! - `Marks` add classes: blocks a step changed, the block where two runs part, the
//!   blocks of a run's last steps, blocks whose expected and found structure differ.
//!
//! Nothing is coloured here: every element has a class, and the page's CSS (`page`)
//! gives the colours, dark mode and print. Output is deterministic.

use super::html::{defs, esc};
use super::layout::{layered, rows, Layout, Place};
use crate::analysis::{Cfg, DomTree, LoopForest};
use crate::format::paper;
use crate::ir::{BlockId, FuncId, Function, Program, Terminator};
use crate::transform::LoopShape;
use crate::verify::check_wellformed;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// Above this many blocks a drawing is laid out one block per row (the layered
/// layout's cost grows faster than linearly), still with every block and edge.
pub const LAYERED_MAX: usize = 1500;

/// The structure drawn over a CFG: a dominator tree and a loop nesting forest, either
/// a fresh computation (the checker's view) or the ones a transformation maintained.
#[derive(Clone, Debug)]
pub struct Structure {
    pub dom: Option<DomTree>,
    pub loops: Vec<LoopShape>,
    /// Why there is no dominator tree or loop forest (a malformed or irreducible graph).
    pub note: Option<String>,
}

impl Structure {
    /// A fresh computation on function `fid` of `p`; none on a malformed graph, no
    /// loop forest on an irreducible one (the note says why).
    pub fn fresh(p: &Program, fid: FuncId) -> Structure {
        let f = p.func(fid);
        if !check_wellformed(p, fid).is_empty() {
            return Structure {
                dom: None,
                loops: vec![],
                note: Some("the graph is not well formed: no dominator tree or loop forest".into()),
            };
        }
        let cfg = Cfg::compute(f);
        let dom = DomTree::from_cfg(&cfg);
        let (loops, note) = match LoopForest::compute(f, &cfg, &dom) {
            Ok(forest) => (LoopShape::from_forest(&forest), None),
            Err(e) => (vec![], Some(format!("no loop forest: {}", e.message(f)))),
        };
        Structure { dom: Some(dom), loops, note }
    }

    /// The maintained structures of a transformation.
    pub fn maintained(dom: DomTree, loops: Vec<LoopShape>) -> Structure {
        Structure { dom: Some(dom), loops, note: None }
    }

    fn idom(&self, b: BlockId) -> Option<BlockId> {
        self.dom.as_ref().filter(|d| b.index() < d.capacity()).and_then(|d| d.idom(b))
    }
}

/// Blocks to mark on a drawing.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// Blocks a step added or changed (on the after drawing) or removed (on the before).
    pub changed: BTreeSet<BlockId>,
    /// The block where two runs part.
    pub diverged: BTreeSet<BlockId>,
    /// The blocks of a run's last steps before the divergence.
    pub trace: BTreeSet<BlockId>,
    /// Blocks whose dominator or loops differ between the expected and found structure.
    pub differs: BTreeSet<BlockId>,
}

/// The SVG of function `f` of `p` with structure `s` and `marks`. `id` names the
/// drawing (the `id` attribute of the `<svg>`); a `standalone` drawing carries its own
/// arrowheads and style (`waddle dot --svg`), one in a page uses the page's.
pub fn function(p: &Program, f: &Function, s: &Structure, marks: &Marks, id: &str, standalone: bool) -> String {
    let blocks: Vec<BlockId> = f.block_ids().collect();
    let index: BTreeMap<BlockId, usize> = blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    let info = BlockInfo::new(f, s);
    let large = blocks.len() > 200;
    let labels: Vec<Vec<String>> = blocks.iter().map(|&b| info.label(f, b, large)).collect();
    let sizes: Vec<(f64, f64)> = labels
        .iter()
        .map(|l| {
            let chars = l.iter().map(|x| x.chars().count()).max().unwrap_or(1) as f64;
            (chars * CHAR_W + 16.0, l.len() as f64 * LINE_H + 10.0)
        })
        .collect();
    let edges = cfg_edges(p, f, s, &index);
    let pairs: Vec<(usize, usize)> = edges.iter().map(|e| (e.from, e.to)).collect();
    let root = index.get(&f.entry()).copied().unwrap_or(0);
    let layout = if blocks.len() > LAYERED_MAX { rows(&sizes, &pairs) } else { layered(&sizes, &pairs, root) };
    let paths = &layout.paths;
    let mut out = String::new();
    let (w, h) = (layout.width.ceil(), layout.height.ceil());
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="cfg" id="{}" width="{w}" height="{h}" viewBox="0 0 {w} {h}" role="img" aria-label="{}">"#,
        esc(id),
        esc(&format!("the CFG of {} with its dominator tree and loop forest", f.name))
    );
    if standalone {
        out.push_str(&defs());
        let _ = writeln!(out, "<style>{}{}</style>", super::html::CSS_COLOURS, super::html::CSS_DRAWING);
    }
    let _ = writeln!(out, "<title>{}</title>", esc(&f.name));
    loop_frames(&mut out, f, s, &index, &layout);
    // Edges between the same two blocks (a two-block loop's edge and back edge, two
    // cases to one target) share a route: each after the first bows out to a side.
    let mut seen: BTreeMap<(usize, usize), usize> = BTreeMap::new();
    for (e, path) in edges.iter().zip(paths) {
        let k = seen.entry((e.from.min(e.to), e.from.max(e.to))).and_modify(|k| *k += 1).or_insert(0);
        edge(&mut out, e, &bowed(path, *k), &layout.places);
    }
    dom_edges(&mut out, f, s, &blocks, &index, &layout);
    for (i, &b) in blocks.iter().enumerate() {
        block(&mut out, f, b, &info, marks, &labels[i], &layout.places[i]);
    }
    out.push_str("</svg>\n");
    out
}

const CHAR_W: f64 = 7.4;
const LINE_H: f64 = 15.0;

/// What the loop forest says of each block.
struct BlockInfo {
    headers: BTreeMap<BlockId, u32>,
    latches: BTreeSet<BlockId>,
    exits: BTreeMap<BlockId, Vec<BlockId>>,
    depth: BTreeMap<BlockId, u32>,
}

impl BlockInfo {
    fn new(f: &Function, s: &Structure) -> BlockInfo {
        let depths = loop_depths(&s.loops);
        let mut info = BlockInfo {
            headers: BTreeMap::new(),
            latches: BTreeSet::new(),
            exits: BTreeMap::new(),
            depth: BTreeMap::new(),
        };
        for (l, d) in s.loops.iter().zip(&depths) {
            info.headers.insert(l.header, *d);
            info.latches.extend(l.latches.iter().copied());
            for x in &l.exits {
                info.exits.entry(*x).or_default().push(l.header);
            }
            for b in &l.body {
                let e = info.depth.entry(*b).or_insert(0);
                *e = (*e).max(*d);
            }
        }
        info.exits.retain(|b, _| f.is_live(*b));
        info
    }

    fn label(&self, f: &Function, b: BlockId, large: bool) -> Vec<String> {
        let block = f.block(b);
        let mut first = block.name.clone();
        if !large {
            let params: Vec<String> =
                block.params.iter().map(|&r| format!("{}: {}", f.reg_name(r), f.reg_ty(r))).collect();
            first = format!("{}({})", block.name, params.join(", "));
            if first.chars().count() > 40 {
                first = format!("{}({} params)", block.name, params.len());
            }
        }
        let mut tags = Vec::new();
        if b == f.entry() {
            tags.push("entry".to_string());
        }
        if let Some(d) = self.headers.get(&b) {
            tags.push(format!("header d{d}"));
        }
        if self.latches.contains(&b) {
            tags.push("latch".into());
        }
        if let Some(hs) = self.exits.get(&b) {
            let names: Vec<&str> = hs.iter().filter(|h| f.is_live(**h)).map(|h| f.block(*h).name.as_str()).collect();
            tags.push(format!("exit of {}", names.join(", ")));
        }
        let mut lines = vec![first];
        if !tags.is_empty() {
            lines.push(tags.join(" · "));
        }
        lines
    }
}

/// The depth of each loop (1 for an outermost one), in the order of `loops`.
fn loop_depths(loops: &[LoopShape]) -> Vec<u32> {
    let by_header: BTreeMap<BlockId, &LoopShape> = loops.iter().map(|l| (l.header, l)).collect();
    loops
        .iter()
        .map(|l| {
            let mut d = 1;
            let mut p = l.parent;
            while let Some(h) = p {
                d += 1;
                // A parent chain longer than the forest is a broken (maintained) forest.
                if d as usize > loops.len() {
                    break;
                }
                p = by_header.get(&h).and_then(|x| x.parent);
            }
            d
        })
        .collect()
}

/// A CFG edge to draw.
struct Edge {
    from: usize,
    to: usize,
    back: bool,
    label: Option<String>,
}

fn cfg_edges(p: &Program, f: &Function, s: &Structure, index: &BTreeMap<BlockId, usize>) -> Vec<Edge> {
    let mut out = Vec::new();
    for (b, block) in f.blocks() {
        let labels: Vec<Option<String>> = match &block.term {
            Terminator::Switch { cases, .. } => cases
                .iter()
                .map(|(v, _)| Some(paper::value(p, v)))
                .chain(std::iter::once(Some("default".to_string())))
                .collect(),
            _ => vec![None],
        };
        for (t, label) in block.term.targets().into_iter().zip(labels) {
            let Some(&to) = index.get(&t.block) else { continue };
            let back = s.loops.iter().any(|l| l.header == t.block && l.body.contains(&b));
            out.push(Edge { from: index[&b], to, back, label });
        }
    }
    out
}

fn edge(out: &mut String, e: &Edge, path: &[(f64, f64)], places: &[Place]) {
    if path.len() < 2 {
        return;
    }
    // The layout may have reversed the edge: the arrowhead goes where the target is.
    let dist = |pt: (f64, f64), p: &Place| (pt.0 - p.x).powi(2) + (pt.1 - p.y).powi(2);
    let reversed = e.from != e.to && dist(path[0], &places[e.to]) < dist(path[0], &places[e.from]);
    let marker = if reversed { r#"marker-start="url(#arrow)""# } else { r#"marker-end="url(#arrow)""# };
    let class = if e.back { "edge back" } else { "edge" };
    let _ = writeln!(out, r#"<path class="{class}" d="{}" {marker}/>"#, bezier(path));
    if let Some(label) = &e.label {
        let (x, y) = if reversed { path[path.len() - 1] } else { path[0] };
        let _ = writeln!(out, r#"<text class="case" x="{:.1}" y="{:.1}">{}</text>"#, x + 4.0, y + 12.0, esc(label));
    }
}

/// The `k`th route between the same two blocks: the interior points moved sideways,
/// alternately left and right, further for each pair.
fn bowed(path: &[(f64, f64)], k: usize) -> Vec<(f64, f64)> {
    let mut out = path.to_vec();
    if k == 0 || out.len() < 3 {
        return out;
    }
    let side = if k % 2 == 1 { -1.0 } else { 1.0 };
    let dx = side * 22.0 * k.div_ceil(2) as f64;
    let last = out.len() - 1;
    for p in &mut out[1..last] {
        p.0 += dx;
    }
    out
}

/// The SVG path data of a spline: `M p0 C c1 c2 p1 S c p …`.
fn bezier(path: &[(f64, f64)]) -> String {
    if path.len() < 4 {
        let pts: Vec<String> = path.iter().map(|p| format!("{:.1} {:.1}", p.0, p.1)).collect();
        return format!("M {}", pts.join(" L "));
    }
    let mut d = format!(
        "M {:.1} {:.1} C {:.1} {:.1} {:.1} {:.1} {:.1} {:.1}",
        path[0].0, path[0].1, path[1].0, path[1].1, path[2].0, path[2].1, path[3].0, path[3].1
    );
    for pair in path[4..].chunks(2) {
        if let [c, p] = pair {
            let _ = write!(d, " S {:.1} {:.1} {:.1} {:.1}", c.0, c.1, p.0, p.1);
        }
    }
    d
}

/// The dominator tree: a dotted line from the bottom of idom(b) to the top of b.
fn dom_edges(
    out: &mut String,
    f: &Function,
    s: &Structure,
    blocks: &[BlockId],
    index: &BTreeMap<BlockId, usize>,
    l: &Layout,
) {
    out.push_str("<g class=\"dom\">\n");
    for (i, &b) in blocks.iter().enumerate() {
        let Some(d) = s.idom(b) else { continue };
        let Some(&j) = index.get(&d) else { continue };
        let (a, c) = (&l.places[j], &l.places[i]);
        // Offset to the right of the CFG edges so that both stay visible.
        let (x1, y1, x2, y2) = (a.x + a.w / 4.0, a.y + a.h / 2.0, c.x + c.w / 4.0, c.y - c.h / 2.0);
        let _ = writeln!(
            out,
            r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" marker-end="url(#domarrow)"><title>idom({}) = {}</title></line>"#,
            esc(&f.block(b).name),
            esc(&f.block(d).name)
        );
    }
    out.push_str("</g>\n");
}

/// The loop forest: a frame around each loop's body, outer loops with more margin.
fn loop_frames(out: &mut String, f: &Function, s: &Structure, index: &BTreeMap<BlockId, usize>, l: &Layout) {
    let depths = loop_depths(&s.loops);
    let max = depths.iter().copied().max().unwrap_or(0);
    let mut order: Vec<usize> = (0..s.loops.len()).collect();
    order.sort_by_key(|&i| (depths[i], s.loops[i].header));
    out.push_str("<g class=\"loops\">\n");
    for i in order {
        let lp = &s.loops[i];
        let places: Vec<&Place> = lp.body.iter().filter_map(|b| index.get(b)).map(|&k| &l.places[k]).collect();
        if places.is_empty() {
            continue;
        }
        let pad = 6.0 + 7.0 * f64::from(max - depths[i]);
        let x0 = places.iter().map(|p| p.x - p.w / 2.0).fold(f64::MAX, f64::min) - pad;
        let y0 = places.iter().map(|p| p.y - p.h / 2.0).fold(f64::MAX, f64::min) - pad - 10.0;
        let x1 = places.iter().map(|p| p.x + p.w / 2.0).fold(f64::MIN, f64::max) + pad;
        let y1 = places.iter().map(|p| p.y + p.h / 2.0).fold(f64::MIN, f64::max) + pad;
        let name = if f.is_live(lp.header) { f.block(lp.header).name.clone() } else { "?".into() };
        let _ = writeln!(
            out,
            r#"<g class="loop d{}" data-header="{}"><rect x="{x0:.1}" y="{y0:.1}" width="{:.1}" height="{:.1}" rx="10"/><text x="{:.1}" y="{:.1}">loop {} · depth {}</text></g>"#,
            depths[i].min(4),
            esc(&name),
            x1 - x0,
            y1 - y0,
            x0 + 6.0,
            y0 + 11.0,
            esc(&name),
            depths[i]
        );
    }
    out.push_str("</g>\n");
}

fn block(out: &mut String, f: &Function, b: BlockId, info: &BlockInfo, marks: &Marks, label: &[String], p: &Place) {
    let mut class = String::from("block");
    let flags = [
        (b == f.entry(), "entry"),
        (info.headers.contains_key(&b), "header"),
        (info.latches.contains(&b), "latch"),
        (info.exits.contains_key(&b), "exit"),
        (marks.changed.contains(&b), "changed"),
        (marks.trace.contains(&b), "trace"),
        (marks.diverged.contains(&b), "diverged"),
        (marks.differs.contains(&b), "differs"),
    ];
    for (on, name) in flags {
        if on {
            class.push(' ');
            class.push_str(name);
        }
    }
    let depth = info.depth.get(&b).copied().unwrap_or(0).min(4);
    let _ = write!(
        out,
        r#"<g class="{class} d{depth}" data-block="{}"><title>{}</title>"#,
        esc(&f.block(b).name),
        esc(&label.join("\n"))
    );
    let (x, y) = (p.x - p.w / 2.0, p.y - p.h / 2.0);
    let _ = write!(out, r#"<rect x="{x:.1}" y="{y:.1}" width="{:.1}" height="{:.1}" rx="3"/>"#, p.w, p.h);
    if info.exits.contains_key(&b) {
        let _ = write!(
            out,
            r#"<rect class="inner" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="2"/>"#,
            x + 3.0,
            y + 3.0,
            p.w - 6.0,
            p.h - 6.0
        );
    }
    for (k, line) in label.iter().enumerate() {
        let class = if k == 0 { "name" } else { "tags" };
        let _ = write!(
            out,
            r#"<text class="{class}" x="{:.1}" y="{:.1}">{}</text>"#,
            x + 8.0,
            y + 5.0 + LINE_H * (k as f64 + 0.8),
            esc(line)
        );
    }
    out.push_str("</g>\n");
}
