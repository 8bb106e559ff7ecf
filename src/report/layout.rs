//! The layered layout of a drawing, computed by the `layout-rs` crate (a Sugiyama-style
//! layout: ranks, crossing reduction, Brandes–Köpf placement), so that no Graphviz is
//! needed.
//!
//! The crate lays out and routes; it does not draw: a recording backend keeps the
//! position of every box and the Bézier path of every edge, and `draw` writes the SVG
//! with its own classes (so that CSS gives it colours, dark mode and print).
//!
//! The crate makes the graph acyclic by reversing each edge whose target already
//! reaches its source, with a search that enumerates paths (exponential on a chain of
//! diamonds). So the graph is handed over acyclic and in an order where that search
//! ends at once: every edge oriented from the earlier to the later block of a reverse
//! postorder from the root (back edges, and any retreating edge, turned around), and
//! edges added by their source's place in that order, whose target then has no edge
//! yet. The CFG flows top to bottom; `draw` puts the arrowhead where the target is.
//! Should the crate ever panic on a graph, the layout falls back to one row per block
//! in the given order (never a failed report).

use layout::core::base::Orientation;
use layout::core::format::{ClipHandle, RenderBackend};
use layout::core::geometry::Point;
use layout::core::style::StyleAttr;
use layout::std_shapes::shapes::{Arrow, Element, ShapeKind};
use layout::topo::layout::VisualGraph;

/// A box's place: its centre and size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Place {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

/// What the layout gives: a place per box (in the order given), a path per edge (in
/// the order given: the start point, then pairs of a control point and a point of a
/// cubic Bézier spline), and the size of the whole.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    pub places: Vec<Place>,
    pub paths: Vec<Vec<(f64, f64)>>,
    pub width: f64,
    pub height: f64,
}

/// Lays out boxes of the given sizes (width, height) joined by the given edges (pairs
/// of indices into `sizes`), top to bottom from box `root`. A path may run from the
/// edge's target to its source (a back edge).
pub fn layered(sizes: &[(f64, f64)], edges: &[(usize, usize)], root: usize) -> Layout {
    let order = reverse_postorder(sizes.len(), edges, root);
    let mut oriented: Vec<(usize, (usize, usize))> =
        edges.iter().enumerate().map(|(i, &(a, b))| (i, if order[b] < order[a] { (b, a) } else { (a, b) })).collect();
    oriented.sort_by_key(|&(i, (a, _))| (order[a], i));
    let given: Vec<(usize, usize)> = oriented.iter().map(|&(_, e)| e).collect();
    let computed = std::panic::catch_unwind(|| with_layout_rs(sizes, &given)).ok();
    let mut out = computed.unwrap_or_else(|| in_rows(sizes, &given));
    // Back to the caller's edge order.
    let mut paths = vec![Vec::new(); edges.len()];
    for (k, &(i, _)) in oriented.iter().enumerate() {
        paths[i] = std::mem::take(&mut out.paths[k]);
    }
    out.paths = paths;
    normalize(&mut out);
    out
}

/// Each box's place in a reverse postorder from `root` (iterative, so any depth),
/// then the boxes it does not reach, in index order.
fn reverse_postorder(n: usize, edges: &[(usize, usize)], root: usize) -> Vec<usize> {
    let mut succs = vec![Vec::new(); n];
    for &(a, b) in edges {
        succs[a].push(b);
    }
    let mut post = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack: Vec<(usize, usize)> = Vec::new();
    if root < n {
        seen[root] = true;
        stack.push((root, 0));
    }
    while let Some(&mut (v, ref mut k)) = stack.last_mut() {
        if let Some(&w) = succs[v].get(*k) {
            *k += 1;
            if !seen[w] {
                seen[w] = true;
                stack.push((w, 0));
            }
        } else {
            post.push(v);
            stack.pop();
        }
    }
    let mut order = vec![0; n];
    let reached = post.len();
    for (place, v) in post.into_iter().rev().enumerate() {
        order[v] = place;
    }
    for (extra, v) in (0..n).filter(|v| !seen[*v]).enumerate() {
        order[v] = reached + extra;
    }
    order
}

/// The fallback layout itself, for drawings too large for the layered one.
pub fn rows(sizes: &[(f64, f64)], edges: &[(usize, usize)]) -> Layout {
    let mut out = in_rows(sizes, edges);
    normalize(&mut out);
    out
}

/// The paths of the edges, recorded from the crate's renderer by edge index.
#[derive(Default)]
struct Recorder {
    paths: Vec<Option<Vec<(f64, f64)>>>,
}

impl RenderBackend for Recorder {
    fn draw_rect(&mut self, _: Point, _: Point, _: &StyleAttr, _: Option<String>, _: Option<ClipHandle>) {}
    fn draw_line(&mut self, _: Point, _: Point, _: &StyleAttr, _: Option<String>) {}
    fn draw_circle(&mut self, _: Point, _: Point, _: &StyleAttr, _: Option<String>) {}
    fn draw_text(&mut self, _: Point, _: &str, _: &StyleAttr) {}
    fn draw_arrow(
        &mut self,
        path: &[(Point, Point)],
        _: bool,
        _: (bool, bool),
        _: &StyleAttr,
        properties: Option<String>,
        _: &str,
    ) {
        let Some(i) = properties.and_then(|p| p.parse::<usize>().ok()) else { return };
        if path.len() < 2 || i >= self.paths.len() {
            return;
        }
        // The crate's path: (start, first control), then (second control, end) of each
        // segment, the first control of the next segment mirrored (SVG's `S`).
        let mut points = vec![(path[0].0.x, path[0].0.y), (path[0].1.x, path[0].1.y)];
        for seg in &path[1..] {
            points.push((seg.0.x, seg.0.y));
            points.push((seg.1.x, seg.1.y));
        }
        self.paths[i] = Some(points);
    }
    fn create_clip(&mut self, _: Point, _: Point, _: usize) -> ClipHandle {
        0
    }
}

fn with_layout_rs(sizes: &[(f64, f64)], edges: &[(usize, usize)]) -> Layout {
    let mut vg = VisualGraph::new(Orientation::TopToBottom);
    // The crate checks the whole graph after every edge when validating: quadratic.
    vg.dag.set_validate(false);
    let handles: Vec<_> = sizes
        .iter()
        .map(|&(w, h)| {
            let look = StyleAttr::simple();
            vg.add_node(Element::create(ShapeKind::new_box(""), look, Orientation::TopToBottom, Point::new(w, h)))
        })
        .collect();
    for (i, &(a, b)) in edges.iter().enumerate() {
        vg.add_edge(Arrow::simple_with_properties("", i.to_string()), handles[a], handles[b]);
    }
    let mut rec = Recorder { paths: vec![None; edges.len()] };
    vg.do_it(false, false, false, &mut rec);
    let places = handles
        .iter()
        .zip(sizes)
        .map(|(h, &(w, hh))| {
            let c = vg.pos(*h).center();
            Place { x: c.x, y: c.y, w, h: hh }
        })
        .collect::<Vec<_>>();
    let paths = rec
        .paths
        .into_iter()
        .zip(edges)
        .map(|(p, &(a, b))| p.unwrap_or_else(|| straight(&places[a], &places[b])))
        .collect();
    Layout { places, paths, width: 0.0, height: 0.0 }
}

/// One box per row, in the given order: the fallback.
fn in_rows(sizes: &[(f64, f64)], edges: &[(usize, usize)]) -> Layout {
    let mut y = 0.0;
    let places: Vec<Place> = sizes
        .iter()
        .map(|&(w, h)| {
            let p = Place { x: w / 2.0, y: y + h / 2.0, w, h };
            y += h + 30.0;
            p
        })
        .collect();
    let paths = edges.iter().map(|&(a, b)| straight(&places[a], &places[b])).collect();
    Layout { places, paths, width: 0.0, height: 0.0 }
}

/// A straight edge between two boxes, as a degenerate spline.
fn straight(a: &Place, b: &Place) -> Vec<(f64, f64)> {
    let (s, e) = ((a.x, a.y + a.h / 2.0), (b.x, b.y - b.h / 2.0));
    vec![s, s, e, e]
}

/// Moves everything so that the top left corner of the whole is at (MARGIN, MARGIN),
/// and sets the size.
fn normalize(l: &mut Layout) {
    const MARGIN: f64 = 24.0;
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    let mut grow = |x: f64, y: f64| {
        if x.is_finite() && y.is_finite() {
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
    };
    for p in &l.places {
        grow(p.x - p.w / 2.0, p.y - p.h / 2.0);
        grow(p.x + p.w / 2.0, p.y + p.h / 2.0);
    }
    for path in &l.paths {
        for &(x, y) in path {
            grow(x, y);
        }
    }
    if x0 > x1 {
        (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0);
    }
    let (dx, dy) = (MARGIN - x0, MARGIN - y0);
    for p in &mut l.places {
        p.x += dx;
        p.y += dy;
    }
    for path in &mut l.paths {
        for pt in path {
            pt.0 += dx;
            pt.1 += dy;
        }
    }
    l.width = x1 - x0 + 2.0 * MARGIN;
    l.height = y1 - y0 + 2.0 * MARGIN;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_diamond_with_a_loop_flows_down() {
        // 0 → 1 → {2, 3} → 4 → 1 (back edge), 4 → 5.
        let sizes = vec![(60.0, 30.0); 6];
        let edges = [(0, 1), (1, 2), (1, 3), (2, 4), (3, 4), (4, 5), (4, 1)];
        let l = layered(&sizes, &edges, 0);
        assert_eq!(l.places.len(), 6);
        assert_eq!(l.paths.len(), 7);
        let y: Vec<f64> = l.places.iter().map(|p| p.y).collect();
        assert!(y[0] < y[1] && y[1] < y[2] && y[2] < y[4] && y[4] < y[5], "ranks top to bottom: {y:?}");
        assert!((y[2] - y[3]).abs() < 1e-6, "the two arms share a rank");
        assert!(l.places.iter().all(|p| p.x - p.w / 2.0 >= 0.0 && p.x + p.w / 2.0 <= l.width));
        assert!(l.paths.iter().all(|p| p.len() >= 4 && p.len() % 2 == 0));
    }

    #[test]
    fn a_long_chain_of_diamonds_is_laid_out_at_once() {
        // 2^300 paths: a search that enumerates them would never end.
        let n = 3 * 300 + 1;
        let mut edges = Vec::new();
        for k in 0..300 {
            let (a, l, r, next) = (3 * k, 3 * k + 1, 3 * k + 2, 3 * k + 3);
            edges.extend([(a, l), (a, r), (l, next), (r, next)]);
        }
        edges.push((n - 1, 0));
        let l = layered(&vec![(40.0, 20.0); n], &edges, 0);
        assert!(l.places[n - 1].y > l.places[0].y);
    }

    #[test]
    fn the_fallback_keeps_every_box() {
        let l = in_rows(&[(10.0, 10.0), (20.0, 10.0)], &[(0, 1)]);
        assert_eq!(l.places.len(), 2);
        assert!(l.places[1].y > l.places[0].y);
    }
}
