//! CFG skeleton files for the edge-deletion benchmark (paper §5), in JSON:
//! `{"functions": [{"name": "f", "entry": "b0", "blocks": ["b0", …], "edges": [["b0", "b1"], …]}]}`.
//! Block names may be strings or integers; unknown extra fields are ignored.

use crate::diag::{Diagnostic, Loc};
use serde::Deserialize;

#[derive(Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct Skeleton {
    pub functions: Vec<SkeletonFunction>,
}

#[derive(Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct SkeletonFunction {
    pub name: String,
    pub entry: Name,
    pub blocks: Vec<Name>,
    pub edges: Vec<(Name, Name)>,
}

/// A block name: a string or an integer in the file.
#[derive(Deserialize, Debug, Clone, PartialEq, Eq, Hash)]
#[serde(untagged)]
pub enum Name {
    Text(String),
    Number(u64),
}

impl Name {
    pub fn text(&self) -> String {
        match self {
            Name::Text(s) => s.clone(),
            Name::Number(n) => n.to_string(),
        }
    }
}

/// Reads a skeleton file; errors carry the JSON line and column.
pub fn parse_skeleton(text: &str) -> Result<Skeleton, Diagnostic> {
    serde_json::from_str(text).map_err(|e| {
        let offset: usize = text.split_inclusive('\n').take(e.line().saturating_sub(1)).map(str::len).sum::<usize>()
            + e.column().saturating_sub(1);
        Diagnostic::new(Loc::span(offset..(offset + 1).min(text.len())), format!("malformed skeleton: {e}"))
    })
}

/// One function of a skeleton as plain data: name, entry, blocks and edges.
pub type FunctionParts = (String, String, Vec<String>, Vec<(String, String)>);

/// Writes a skeleton as JSON.
pub fn write_skeleton(functions: &[FunctionParts]) -> String {
    let v = serde_json::json!({
        "functions": functions.iter().map(|(name, entry, blocks, edges)| serde_json::json!({
            "name": name, "entry": entry, "blocks": blocks, "edges": edges,
        })).collect::<Vec<_>>()
    });
    serde_json::to_string_pretty(&v).expect("JSON values serialize")
}
