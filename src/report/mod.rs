//! Reports for people: a function's CFG drawn as SVG with its dominator tree and loop
//! nesting forest overlaid, and self-contained HTML pages (inline SVG and CSS, no
//! script, nothing fetched) for `waddle check --html`, `waddle equiv --html` and
//! `waddle fuzz --out`.
//!
//! - `layout`: the layered layout, by the `layout-rs` crate;
//! - `draw`: a function as SVG, with `Structure` (fresh or maintained D and F) and
//!   `Marks` (changed blocks, where runs part, expected and found differing);
//! - `html`: escaping, the style sheet (light, dark, print), the page frame;
//! - `trace`: where two runs part, read from a trace diff's lines;
//! - `figures`: before and after, expected and found, side by side;
//! - `spec`: a spec's page; `index`: `waddle check --html`'s pages and index;
//! - `equiv`: the page of a `waddle equiv` counterexample.
//!
//! Drawings compute D and F from scratch (`Structure::fresh`): the checker's view,
//! never fed back to a transformation.

pub mod draw;
pub mod equiv;
pub mod figures;
pub mod html;
pub mod index;
pub mod layout;
pub mod spec;
pub mod trace;

#[cfg(test)]
mod tests;

pub use index::CheckReport;
pub use spec::{spec_page, SpecSource};
