//! A readable listing of each function's dominator tree and loop nesting forest
//! (H, L, X), printed by `waddle loops`.

use crate::analysis::{Cfg, DomTree, LoopForest, LoopId};
use crate::ir::{BlockId, Program};
use std::io::{self, Write};

/// A readable listing of every function's dominator tree (idom per block) and loop
/// nesting forest (H, L, X with latches, parents and depths), for `waddle loops`.
pub fn describe_program(p: &Program) -> String {
    let mut out = Vec::new();
    write_program(p, &mut out).expect("writing to memory does not fail");
    String::from_utf8(out).expect("the listing is UTF-8")
}

/// The deepest nesting shown by indentation: a deeper block or loop is indented as
/// deep as this and says its depth (`[depth 1234]`), so that a line's length, and the
/// listing's, stay linear in the function's size (a chain of 100,000 blocks is a
/// dominator tree 100,000 deep).
pub const MAX_INDENT: usize = 32;

/// The indentation of a line at `depth`, and its depth tag when deeper than
/// `MAX_INDENT`.
fn indent(depth: usize) -> String {
    if depth <= MAX_INDENT {
        "  ".repeat(depth)
    } else {
        format!("{}[depth {depth}] ", "  ".repeat(MAX_INDENT))
    }
}

/// `describe_program` written to `out` as it is produced (memory follows the largest
/// function's analyses, never the listing).
pub fn write_program(p: &Program, out: &mut dyn Write) -> io::Result<()> {
    for func in &p.funcs {
        let n = |b: BlockId| func.block(b).name.as_str();
        let cfg = Cfg::compute(func);
        let dom = DomTree::from_cfg(&cfg);
        writeln!(out, "fn {}:\n  dominator tree (idom):", func.name)?;
        for b in dom.preorder() {
            let d = dom.idom(b).map_or("(root)", n);
            writeln!(out, "    {}{} ← {d}", indent(dom.depth(b) as usize), n(b))?;
        }
        match LoopForest::compute(func, &cfg, &dom) {
            Err(e) => writeln!(out, "  {}", e.message(func))?,
            Ok(forest) if forest.num_loops() == 0 => writeln!(out, "  loops: none")?,
            Ok(forest) => {
                writeln!(out, "  loops:")?;
                let list = |s: &mut dyn Iterator<Item = BlockId>| {
                    let v: Vec<&str> = s.map(n).collect();
                    format!("{{{}}}", v.join(", "))
                };
                let mut stack: Vec<LoopId> = forest.roots().into_iter().rev().collect();
                while let Some(l) = stack.pop() {
                    let d = forest.get(l);
                    writeln!(
                        out,
                        "    {}loop {} (depth {}): body {}, latches {}, exits {}",
                        indent(d.depth as usize - 1),
                        n(d.header),
                        d.depth,
                        list(&mut d.body.iter().copied()),
                        list(&mut d.latches.iter().copied()),
                        list(&mut d.exits.iter().copied()),
                    )?;
                    stack.extend(d.children.iter().rev().copied());
                }
            }
        }
    }
    Ok(())
}
