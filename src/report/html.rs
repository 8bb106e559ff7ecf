//! The frame of every page: escaping, the style sheet (light and dark by
//! `prefers-color-scheme`, print without scrolling boxes or toggles) and the page
//! skeleton. A page is one file: inline SVG and CSS, no script, nothing fetched.

use std::fmt::Write;

/// Text made safe for HTML and SVG, in content and in quoted attributes.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The arrowheads, once per page (or per standalone drawing).
pub fn defs() -> String {
    concat!(
        r#"<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">"#,
        r#"<path class="head" d="M 0 0 L 10 5 L 0 10 z"/></marker>"#,
        r#"<marker id="domarrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">"#,
        r#"<path class="domhead" d="M 0 0 L 10 5 L 0 10 z"/></marker></defs>"#,
        "\n"
    )
    .to_string()
}

/// A time for people: `<1 ms`, `12 ms`, `1.3 s`.
pub fn time(t: std::time::Duration) -> String {
    let ms = t.as_secs_f64() * 1e3;
    if ms < 1.0 {
        "<1 ms".into()
    } else if ms < 1000.0 {
        format!("{ms:.0} ms")
    } else {
        format!("{:.1} s", ms / 1e3)
    }
}

/// The colours, light then dark. Drawings use only these variables.
pub const CSS_COLOURS: &str = "
:root { --bg: #ffffff; --fg: #1c1c1c; --muted: #5f5f5f; --rule: #d0d0d0; --panel: #f6f6f4;
  --box: #ffffff; --edge: #3a3a3a; --dom: #8c8c8c; --loop: #2f6fbd;
  --d1: #eaf2fb; --d2: #d6e6f7; --d3: #c2daf3; --d4: #aecdee;
  --changed: #e08a00; --diverged: #c62828; --trace: #fff1b8; --differs: #8e44ad;
  --pass: #1b7d3a; --fail: #c62828; --add: #e6f4ea; --del: #fbe9e7; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #16181c; --fg: #e4e4e4; --muted: #a0a0a0; --rule: #3a3d44; --panel: #1f2227;
    --box: #23262c; --edge: #c8c8c8; --dom: #8d8d8d; --loop: #6ea8ef;
    --d1: #1f2a38; --d2: #233246; --d3: #283a54; --d4: #2d4262;
    --changed: #f0a830; --diverged: #ef5350; --trace: #4a4220; --differs: #c07ad9;
    --pass: #5fcf80; --fail: #ef6b6b; --add: #1d3325; --del: #3d2220; }
}
";

/// The style of a drawing (also embedded in a standalone one, `waddle dot --svg`).
pub const CSS_DRAWING: &str = "
svg.cfg { font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
svg.cfg .block rect { fill: var(--box, #fff); stroke: var(--edge, #333); stroke-width: 1.2; }
svg.cfg .block.d1 rect { fill: var(--d1, #eaf2fb); } svg.cfg .block.d2 rect { fill: var(--d2, #d6e6f7); }
svg.cfg .block.d3 rect { fill: var(--d3, #c2daf3); } svg.cfg .block.d4 rect { fill: var(--d4, #aecdee); }
svg.cfg .block rect.inner { fill: none; }
svg.cfg .block.header > rect:first-of-type { stroke-width: 3; }
svg.cfg .block.entry > rect:first-of-type { stroke-dasharray: none; stroke-width: 2; }
svg.cfg .block.trace > rect:first-of-type { fill: var(--trace, #fff1b8); }
svg.cfg .block.changed > rect:first-of-type { stroke: var(--changed, #e08a00); stroke-width: 3.5; }
svg.cfg .block.differs > rect:first-of-type { stroke: var(--differs, #8e44ad); stroke-width: 3.5; stroke-dasharray: 6 3; }
svg.cfg .block.diverged > rect:first-of-type { stroke: var(--diverged, #c62828); stroke-width: 4.5; }
svg.cfg text { fill: var(--fg, #1c1c1c); }
svg.cfg text.name { font-weight: 600; }
svg.cfg text.tags, svg.cfg text.case { fill: var(--muted, #5f5f5f); font-size: 10.5px; }
svg.cfg .edge { fill: none; stroke: var(--edge, #333); stroke-width: 1.3; }
svg.cfg .edge.back { stroke-dasharray: 6 4; }
svg.cfg .head { fill: var(--edge, #333); }
svg.cfg .dom line { stroke: var(--dom, #8c8c8c); stroke-width: 1.2; stroke-dasharray: 1.5 3; }
svg.cfg .domhead { fill: var(--dom, #8c8c8c); }
svg.cfg .loop rect { fill: none; stroke: var(--loop, #2f6fbd); stroke-width: 1.4; }
svg.cfg .loop text { fill: var(--loop, #2f6fbd); font-size: 10.5px; }
";

const CSS_PAGE: &str = "
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1600px; padding: 1rem 1.5rem 3rem; background: var(--bg); color: var(--fg);
  font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', sans-serif; }
a { color: var(--loop); }
h1 { font-size: 1.5rem; margin: .4rem 0; } h2 { font-size: 1.2rem; margin: 2rem 0 .4rem; border-top: 1px solid var(--rule); padding-top: 1rem; }
h3 { font-size: 1rem; margin: 1rem 0 .3rem; }
code, pre { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
pre { background: var(--panel); padding: .6rem .8rem; overflow-x: auto; border-radius: 4px; margin: .3rem 0; }
.verdict { font-weight: 700; padding: 0 .45em; border-radius: 3px; }
.pass { color: var(--pass); } .fail { color: var(--fail); } .muted { color: var(--muted); }
table { border-collapse: collapse; margin: .4rem 0; }
th, td { text-align: left; padding: .2rem .7rem .2rem 0; border-bottom: 1px solid var(--rule); vertical-align: top; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.pair { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
figure { margin: 0; flex: 1 1 420px; min-width: 0; }
figcaption { font-weight: 600; margin-bottom: .2rem; }
.scroll { overflow: auto; max-height: 80vh; border: 1px solid var(--rule); border-radius: 4px; background: var(--bg); }
.legend { font-size: .85rem; color: var(--muted); }
.failure { border-left: 4px solid var(--fail); padding: .2rem .8rem; margin: .6rem 0; }
.diff .del { background: var(--del); display: block; } .diff .add { background: var(--add); display: block; }
.toggles { font-size: .9rem; margin: .4rem 0; }
#hide-dom:checked ~ main svg.cfg .dom { display: none; }
#hide-loops:checked ~ main svg.cfg .loops { display: none; }
@media print {
  body { max-width: none; padding: 0; font-size: 11pt; }
  .scroll { overflow: visible; max-height: none; border: none; }
  svg.cfg { max-width: 100%; height: auto; }
  .toggles, .toggle { display: none; }
  h2 { break-before: auto; } figure, .failure { break-inside: avoid; }
}
";

/// A whole page: `title`, then `body` (HTML) inside `<main>`, after the toggles that
/// hide the dominator tree or the loop frames of every drawing (pure CSS).
pub fn page(title: &str, body: &str) -> String {
    let mut out = String::with_capacity(body.len() + 8192);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"color-scheme\" content=\"light dark\">\n<title>{}</title>\n<style>{CSS_COLOURS}{CSS_DRAWING}{CSS_PAGE}</style>\n</head>\n<body>\n",
        esc(title)
    );
    let _ = writeln!(
        out,
        "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\">{}</svg>",
        defs()
    );
    out.push_str(
        "<input type=\"checkbox\" id=\"hide-dom\" class=\"toggle\"><label for=\"hide-dom\" class=\"toggle toggles\"> hide the dominator tree</label>\n\
         <input type=\"checkbox\" id=\"hide-loops\" class=\"toggle\"><label for=\"hide-loops\" class=\"toggle toggles\"> hide the loop frames</label>\n",
    );
    out.push_str("<main>\n");
    out.push_str(body);
    out.push_str("</main>\n</body>\n</html>\n");
    out
}

/// The legend of the drawings.
pub fn legend() -> &'static str {
    "<p class=\"legend\">Solid arrows: CFG edges (dashed: back edges), labelled with their switch case. \
     Dotted grey arrows: the dominator tree, idom(b) → b. Blue frames: the loop nesting forest (a frame around \
     each loop's blocks, nested as the loops nest; a loop's blocks are tinted by depth, so an untinted box inside a \
     frame is not in the loop); headers have a thick border, exits a double one. \
     Orange border: a block the step changed; red: where control first went differently (the block it left and the one each run took), else each run's last block; yellow: the run's last steps before it; \
     purple dashes: expected and found structure differ.</p>\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_and_quotes() {
        assert_eq!(esc("a<b & \"c\" 'd'>"), "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;");
    }

    #[test]
    fn a_page_is_one_document_without_script() {
        let p = page("t <1>", "<p>x</p>");
        assert!(p.starts_with("<!DOCTYPE html>"));
        assert!(p.contains("<title>t &lt;1&gt;</title>"));
        assert!(p.contains("prefers-color-scheme: dark"));
        assert!(p.contains("@media print"));
        assert!(!p.contains("<script"));
        assert!(!p.contains("src=") && !p.contains("href=\"http"), "nothing is fetched");
    }
}
