//! A readable listing of each function's dominator tree and loop nesting forest
//! (H, L, X), printed by `waddle loops`.

use crate::analysis::{Cfg, DomTree, LoopForest, LoopId};
use crate::ir::{BlockId, Program};

/// A readable listing of every function's dominator tree (idom per block) and loop
/// nesting forest (H, L, X with latches, parents and depths), for `waddle loops`.
pub fn describe_program(p: &Program) -> String {
    let mut out = String::new();
    for func in &p.funcs {
        let n = |b: BlockId| func.block(b).name.clone();
        let cfg = Cfg::compute(func);
        let dom = DomTree::from_cfg(&cfg);
        out.push_str(&format!("fn {}:\n  dominator tree (idom):\n", func.name));
        for b in dom.preorder() {
            let d = dom.idom(b).map_or("(root)".to_string(), n);
            out.push_str(&format!("    {}{} ← {d}\n", "  ".repeat(dom.depth(b) as usize), n(b)));
        }
        match LoopForest::compute(func, &cfg, &dom) {
            Err(e) => out.push_str(&format!("  {}\n", e.message(func))),
            Ok(forest) if forest.num_loops() == 0 => out.push_str("  loops: none\n"),
            Ok(forest) => {
                out.push_str("  loops:\n");
                let list = |s: &mut dyn Iterator<Item = BlockId>| {
                    let v: Vec<String> = s.map(n).collect();
                    format!("{{{}}}", v.join(", "))
                };
                let mut stack: Vec<LoopId> = forest.roots().into_iter().rev().collect();
                while let Some(l) = stack.pop() {
                    let d = forest.get(l);
                    out.push_str(&format!(
                        "    {}loop {} (depth {}): body {}, latches {}, exits {}\n",
                        "  ".repeat(d.depth as usize - 1),
                        n(d.header),
                        d.depth,
                        list(&mut d.body.iter().copied()),
                        list(&mut d.latches.iter().copied()),
                        list(&mut d.exits.iter().copied()),
                    ));
                    stack.extend(d.children.iter().rev().copied());
                }
            }
        }
    }
    out
}
