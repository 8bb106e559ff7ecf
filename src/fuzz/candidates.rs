//! The steps the fuzzer may draw on a maintained function: every applicable place of
//! every kind of transformation (and of the faults, in builds that have them).

use super::FaultKind;
use crate::format::spec::{Fault, Transform};
use crate::ir::{BinOp, BlockId, FuncId, Op, Operand, Reg, Terminator};
use crate::transform::{LoopId, Maintained};
use std::collections::BTreeMap;

pub fn kind(t: &Transform) -> &'static str {
    match t {
        Transform::DeleteEdge { .. } => "delete-edge",
        Transform::SplitEdges { .. } => "split-edges",
        Transform::DedicateExit { .. } => "dedicate-exit",
        Transform::Eject { .. } => "eject",
        Transform::Duplicate { .. } => "duplicate",
        Transform::Straighten { .. } => "straighten",
        Transform::IfSimplify { .. } => "if-simplify",
        Transform::StraightenAll { .. } => "straighten-all",
        Transform::Unswitch { .. } => "unswitch",
        Transform::Unroll { .. } => "unroll",
        Transform::Peel { .. } => "peel",
        Transform::Inline { .. } => "inline",
        Transform::JumpThread { .. } => "jump-thread",
        Transform::Optimize { .. } => "optimize",
        Transform::Fault { .. } => "fault",
        Transform::Replace { .. } => "replace",
        Transform::ReplaceProgram(_) => "replace-program",
    }
}

/// The steps that could apply to `m`, the program's function `me`, now, named as a
/// spec names them; the fault's places separately.
pub(super) fn candidates((me, m): (FuncId, &Maintained), fault: Option<FaultKind>) -> (Vec<Transform>, Vec<Transform>) {
    let f = m.function();
    let function = f.name.clone();
    let name = |b| f.block(b).name.clone();
    let mut out = vec![
        Transform::StraightenAll { function: function.clone() },
        Transform::Optimize { function: function.clone(), threshold: None },
    ];
    let mut faults = Vec::new();
    let mut fault_at = |fault: Fault| faults.push(Transform::Fault { function: function.clone(), fault });
    let mut preds: BTreeMap<BlockId, Vec<BlockId>> = BTreeMap::new();
    for b in f.block_ids() {
        let mut seen = Vec::new();
        for t in f.block(b).term.targets() {
            if !seen.contains(&t.block) {
                seen.push(t.block);
                if t.block != b {
                    preds.entry(t.block).or_default().push(b);
                }
                let (from, to) = (name(b), name(t.block));
                out.push(Transform::DeleteEdge { function: function.clone(), from: from.clone(), to: to.clone() });
                out.push(Transform::SplitEdges { function: function.clone(), edges: vec![(from.clone(), to.clone())] });
                match fault {
                    Some(FaultKind::DeleteLiveEdge) => {
                        fault_at(Fault::DeleteLiveEdge { from: from.clone(), to: to.clone() })
                    }
                    Some(FaultKind::StaleDomTree) => {
                        fault_at(Fault::StaleDomTree { from: from.clone(), to: to.clone() })
                    }
                    Some(FaultKind::StaleLoopForest) => fault_at(Fault::StaleLoopForest { from, to }),
                    _ => {}
                }
            }
        }
        if m.can_straighten(b).is_some() {
            out.push(Transform::Straighten { function: function.clone(), block: name(b) });
        }
        // Only where they apply: a switch on a value nothing knows statically is most
        // switches, and drawing them would leave these two passes almost never applied.
        if let Terminator::Switch { on, .. } = &f.block(b).term {
            if m.known_value(on).is_some() {
                out.push(Transform::IfSimplify { function: function.clone(), block: name(b) });
            }
            if m.thread_candidate(b).is_ok() {
                out.push(Transform::JumpThread { function: function.clone(), block: name(b) });
            }
        }
        for (k, inst) in f.block(b).insts.iter().enumerate() {
            if let Op::Call(..) = inst.op {
                // A recursive call is refused: a function is not inlined into itself.
                if m.call_target(b, k).is_ok_and(|g| g != me) {
                    out.push(Transform::Inline { function: function.clone(), block: name(b), index: k });
                    if fault == Some(FaultKind::InlineStaleContinuation) {
                        fault_at(Fault::InlineStaleContinuation { block: name(b), index: k });
                    }
                }
            }
        }
    }
    // A single-entry region: a block alone, entered from all but its first
    // predecessor (duplication keeps the rest), where duplication's precondition holds
    // (a block heading or closing a loop of more blocks is refused).
    for (b, ps) in &preds {
        if ps.len() < 2 || f.entry() == *b {
            continue;
        }
        let refs: Vec<(BlockId, usize)> = (f.block(ps[1]).term.targets().iter().enumerate())
            .filter(|(_, t)| t.block == *b)
            .map(|(k, _)| (ps[1], k))
            .collect();
        if m.check_duplicate(&[*b], &refs).is_ok() {
            out.push(Transform::Duplicate {
                function: function.clone(),
                region: vec![name(*b)],
                redirect: vec![name(ps[1])],
            });
        }
    }
    for l in m.forest().ids() {
        let d = m.forest().get(l);
        let header = name(d.header);
        out.push(Transform::Eject { function: function.clone(), header: header.clone() });
        for x in d.exits.iter() {
            out.push(Transform::DedicateExit { function: function.clone(), header: header.clone(), exit: name(*x) });
            if fault == Some(FaultKind::UndedicatedExit) {
                fault_at(Fault::UndedicatedExit { header: header.clone(), exit: name(*x) });
            }
        }
        for factor in [2, 3] {
            out.push(Transform::Unroll { function: function.clone(), header: header.clone(), factor });
        }
        for count in [1, 2] {
            out.push(Transform::Peel { function: function.clone(), header: header.clone(), count });
        }
        match fault {
            Some(FaultKind::UnrollWithoutExitTests) => {
                fault_at(Fault::UnrollWithoutExitTests { header: header.clone(), factor: 2 })
            }
            Some(FaultKind::PeelForgettingValues) => {
                fault_at(Fault::PeelForgettingValues { header: header.clone(), count: 1 })
            }
            _ => {}
        }
        // Unswitching only where the scrutinee is loop-invariant (defined outside the
        // body, or a constant): anywhere else it is refused.
        let defined_inside = |r: Reg| {
            d.body.iter().any(|x| {
                let x = f.block(*x);
                x.params.contains(&r) || x.insts.iter().any(|i| i.dst == Some(r))
            })
        };
        for b in d.body.iter() {
            let invariant = match &f.block(*b).term {
                Terminator::Switch { on: Operand::Reg(r), .. } => !defined_inside(*r),
                Terminator::Switch { .. } => true,
                _ => false,
            };
            if invariant {
                out.push(Transform::Unswitch { function: function.clone(), header: header.clone(), block: name(*b) });
                if fault == Some(FaultKind::UnswitchSwappedVersions) {
                    fault_at(Fault::UnswitchSwappedVersions { header: header.clone(), block: name(*b) });
                }
            }
        }
        if fault == Some(FaultKind::HoistOutOfGuard) {
            hoist_places(m, l).into_iter().for_each(&mut fault_at);
        }
    }
    (out, faults)
}

/// The places of `HoistOutOfGuard` in loop `l`: each division, remainder or load below
/// the header of `l`, in no inner loop, whose operands `l` does not define.
fn hoist_places(m: &Maintained, l: LoopId) -> Vec<Fault> {
    let f = m.function();
    let d = m.forest().get(l);
    let defined_inside = |r: Reg| {
        d.body.iter().any(|x| {
            let x = f.block(*x);
            x.params.contains(&r) || x.insts.iter().any(|i| i.dst == Some(r))
        })
    };
    let mut out = Vec::new();
    for b in d.body.iter().filter(|b| **b != d.header && m.forest().innermost(**b) == Some(l)) {
        for (index, inst) in f.block(*b).insts.iter().enumerate() {
            let may_fail = matches!(inst.op, Op::Binary(BinOp::Div | BinOp::Mod, ..) | Op::Load(..));
            let mut invariant = true;
            inst.op.for_each_operand(|o| invariant &= !matches!(o, Operand::Reg(r) if defined_inside(*r)));
            if may_fail && invariant {
                out.push(Fault::HoistOutOfGuard { block: f.block(*b).name.clone(), index });
            }
        }
    }
    out
}
