//! The helper functions every lowered program has, written in the kernel: the C
//! library's `memcpy`, `memmove`, `memset` (one byte at a time, poison bytes copied as
//! poison), `free` (of null: nothing), `strlen` and `strcpy`, and the packing of a C
//! string's bytes into one integer for an output effect, and the release of a function's
//! `alloca`s outside its entry block. Addresses are bit addresses; lengths are in bytes.

use super::build::{int, Build};
use crate::ir::{BinOp as K, Function, Op, Operand, Reg, Terminator, Type, Value};

/// The helpers, in the order of `Runtime`'s ids: memcpy, memmove, memset, strpack, free,
/// strlen, strcpy, unwind.
pub(super) fn helpers() -> Vec<Function> {
    vec![
        byte_loop("llvm.memcpy", &["d", "s", "n"], copy_byte),
        memmove(),
        memset(),
        strpack(),
        free(),
        until_nul("llvm.strlen", false),
        until_nul("llvm.strcpy", true),
        unwind(),
    ]
}

/// A walk of the C string at `s` up to its NUL: `strlen(s)`, its length in bytes, or
/// with `copy`, `strcpy(d, s)`, which copies its bytes and the NUL to `d` (a poison
/// byte staying poison) and returns `d`.
fn until_nul(name: &str, copy: bool) -> Function {
    let mut b = Build::new();
    let params: Vec<Reg> =
        if copy { vec![b.reg("d", Type::Int), b.reg("s", Type::Int)] } else { vec![b.reg("s", Type::Int)] };
    let s = Operand::Reg(params[params.len() - 1]);
    let entry = b.block("entry".into(), params.clone());
    let k = b.reg("k", Type::Int);
    let head = b.block("loop".into(), vec![k]);
    let r = b.reg("result", Type::Int);
    let done = b.block("done".into(), vec![r]);
    b.cur = entry;
    b.terminate(Terminator::Branch(Build::target(head, vec![int(0i64)])));
    b.cur = head;
    let off = b.bin("off", K::Mul, Operand::Reg(k), int(8i64));
    let from = b.bin("from", K::Add, s, off.clone());
    let byte = b.emit("byte", Type::Int, Op::TryLoad(from, 8));
    if copy {
        let to = b.bin("to", K::Add, Operand::Reg(params[0]), off);
        let poison = b.bin("poison", K::Lt, byte.clone(), int(0i64));
        b.push(None, Op::Store(to.clone(), byte.clone(), 8));
        b.push(None, Op::Forget(to, poison, 8));
    }
    let end = b.bin("end", K::Eq, byte, int(0i64));
    let next = b.bin("next", K::Add, Operand::Reg(k), int(1i64));
    let result = if copy { Operand::Reg(params[0]) } else { Operand::Reg(k) };
    b.terminate(Terminator::Switch {
        on: end,
        cases: vec![(Value::Bool(true), Build::target(done, vec![result]))],
        default: Build::target(head, vec![next]),
    });
    b.cur = done;
    b.terminate(Terminator::Return(Operand::Reg(r)));
    b.finish(name, Type::Int).0
}

/// A loop `for i in 0..n` over bytes: `entry(params) → loop(i) → body(i) → loop(i+1)`,
/// `done`; `body` is filled by `each(build, params, i)`.
fn byte_loop(name: &str, params: &[&str], each: impl Fn(&mut Build, &[Operand], Operand)) -> Function {
    let mut b = Build::new();
    let regs: Vec<_> = params.iter().map(|p| b.reg(p, Type::Int)).collect();
    let args: Vec<Operand> = regs.iter().map(|r| Operand::Reg(*r)).collect();
    let n = args[args.len() - 1].clone();
    let entry = b.block("entry".into(), regs.clone());
    let i = b.reg("i", Type::Int);
    let head = b.block("loop".into(), vec![i]);
    let j = b.reg("j", Type::Int);
    let body = b.block("body".into(), vec![j]);
    let done = b.block("done".into(), vec![]);
    b.cur = entry;
    b.terminate(Terminator::Branch(Build::target(head, vec![int(0i64)])));
    b.cur = head;
    b.loop_test("more", Operand::Reg(i), n, body, done);
    b.cur = body;
    each(&mut b, &args, Operand::Reg(j));
    let next = b.bin("next", K::Add, Operand::Reg(j), int(1i64));
    b.terminate(Terminator::Branch(Build::target(head, vec![next])));
    b.cur = done;
    b.terminate(Terminator::Return(Operand::Const(Value::Unit)));
    b.finish(name, Type::Unit).0
}

/// `d[j] = s[j]`, a poison byte staying poison.
fn copy_byte(b: &mut Build, args: &[Operand], j: Operand) {
    let off = b.bin("off", K::Mul, j, int(8i64));
    let from = b.bin("from", K::Add, args[1].clone(), off.clone());
    let to = b.bin("to", K::Add, args[0].clone(), off);
    let w = b.emit("byte", Type::Int, Op::TryLoad(from, 8));
    let poison = b.bin("poison", K::Lt, w.clone(), int(0i64));
    b.push(None, Op::Store(to.clone(), w, 8));
    b.push(None, Op::Forget(to, poison, 8));
}

/// `memmove`: forward when the destination is below the source, else backward.
fn memmove() -> Function {
    let mut b = Build::new();
    let regs: Vec<_> = ["d", "s", "n"].iter().map(|p| b.reg(p, Type::Int)).collect();
    let entry = b.block("entry".into(), regs.clone());
    let fwd_head = loop_into(&mut b, &regs, false, "f");
    let bwd_head = loop_into(&mut b, &regs, true, "b");
    b.cur = entry;
    let below = b.bin("below", K::Lt, Operand::Reg(regs[0]), Operand::Reg(regs[1]));
    b.terminate(Terminator::Switch {
        on: below,
        cases: vec![(Value::Bool(true), Build::target(fwd_head.0, vec![fwd_head.1]))],
        default: Build::target(bwd_head.0, vec![bwd_head.1]),
    });
    b.finish("llvm.memmove", Type::Unit).0
}

/// A copying loop over `regs` (d, s, n) added to `b`: its head and first index.
fn loop_into(b: &mut Build, regs: &[Reg], backward: bool, tag: &str) -> (usize, Operand) {
    let args: Vec<Operand> = regs.iter().map(|r| Operand::Reg(*r)).collect();
    let n = args[2].clone();
    let i = b.reg(&format!("{tag}.i"), Type::Int);
    let head = b.block(format!("{tag}.loop"), vec![i]);
    let j = b.reg(&format!("{tag}.j"), Type::Int);
    let body = b.block(format!("{tag}.body"), vec![j]);
    let done = b.block(format!("{tag}.done"), vec![]);
    // Backward, the head's index is one past the byte to copy: it starts at n.
    let first = if backward { Operand::Reg(regs[2]) } else { int(0i64) };
    b.cur = head;
    let (idx, more) = if backward {
        let idx = b.bin(&format!("{tag}.k"), K::Sub, Operand::Reg(i), int(1i64));
        (idx.clone(), b.bin(&format!("{tag}.more"), K::Ge, idx, int(0i64)))
    } else {
        (Operand::Reg(i), b.bin(&format!("{tag}.more"), K::Lt, Operand::Reg(i), n))
    };
    b.terminate(Terminator::Switch {
        on: more,
        cases: vec![(Value::Bool(true), Build::target(body, vec![idx]))],
        default: Build::target(done, vec![]),
    });
    b.cur = body;
    copy_byte(b, &args, Operand::Reg(j));
    let next =
        if backward { Operand::Reg(j) } else { b.bin(&format!("{tag}.next"), K::Add, Operand::Reg(j), int(1i64)) };
    b.terminate(Terminator::Branch(Build::target(head, vec![next])));
    b.cur = done;
    b.terminate(Terminator::Return(Operand::Const(Value::Unit)));
    (head, first)
}

fn memset() -> Function {
    byte_loop("llvm.memset", &["d", "v", "n"], |b, args, j| {
        let off = b.bin("off", K::Mul, j, int(8i64));
        let to = b.bin("to", K::Add, args[0].clone(), off);
        b.push(None, Op::Store(to, args[1].clone(), 8));
    })
}

/// The bytes of the C string at `p` up to its NUL, the first least significant.
fn strpack() -> Function {
    let mut b = Build::new();
    let p = b.reg("p", Type::Int);
    let entry = b.block("entry".into(), vec![p]);
    let (k, acc) = (b.reg("k", Type::Int), b.reg("acc", Type::Int));
    let head = b.block("loop".into(), vec![k, acc]);
    let (k2, acc2, byte) = (b.reg("k2", Type::Int), b.reg("acc2", Type::Int), b.reg("byte", Type::Int));
    let body = b.block("more".into(), vec![k2, acc2, byte]);
    let r = b.reg("result", Type::Int);
    let done = b.block("done".into(), vec![r]);
    b.cur = entry;
    b.terminate(Terminator::Branch(Build::target(head, vec![int(0i64), int(0i64)])));
    b.cur = head;
    let off = b.bin("off", K::Mul, Operand::Reg(k), int(8i64));
    let at = b.bin("at", K::Add, Operand::Reg(p), off);
    let v = b.emit("v", Type::Int, Op::Load(at, 8));
    let end = b.bin("end", K::Eq, v.clone(), int(0i64));
    b.terminate(Terminator::Switch {
        on: end,
        cases: vec![(Value::Bool(true), Build::target(done, vec![Operand::Reg(acc)]))],
        default: Build::target(body, vec![Operand::Reg(k), Operand::Reg(acc), v]),
    });
    b.cur = body;
    let sh = b.bin("sh", K::Mul, Operand::Reg(k2), int(8i64));
    let placed = b.bin("placed", K::Shl, Operand::Reg(byte), sh);
    let acc3 = b.bin("acc3", K::Or, Operand::Reg(acc2), placed);
    let k3 = b.bin("k3", K::Add, Operand::Reg(k2), int(1i64));
    b.terminate(Terminator::Branch(Build::target(head, vec![k3, acc3])));
    b.cur = done;
    b.terminate(Terminator::Return(Operand::Reg(r)));
    b.finish("llvm.strpack", Type::Int).0
}

/// `free(p)`: nothing when `p` is null.
fn free() -> Function {
    let mut b = Build::new();
    let p = b.reg("p", Type::Int);
    let entry = b.block("entry".into(), vec![p]);
    let release = b.block("release".into(), vec![]);
    let done = b.block("done".into(), vec![]);
    b.cur = entry;
    let null = b.bin("null", K::Eq, Operand::Reg(p), int(0i64));
    b.terminate(Terminator::Switch {
        on: null,
        cases: vec![(Value::Bool(true), Build::target(done, vec![]))],
        default: Build::target(release, vec![]),
    });
    b.cur = release;
    b.push(None, Op::Free(Operand::Reg(p)));
    b.terminate(Terminator::Branch(Build::target(done, vec![])));
    b.cur = done;
    b.terminate(Terminator::Return(Operand::Const(Value::Unit)));
    b.finish("llvm.free", Type::Unit).0
}

/// `unwind(node, until)`: frees the `alloca`s of a function's dynamic chain from `node`
/// back to `until` or to its end (null), each node two 64-bit words, the next node's
/// address and the allocation's (`memory.rs`, `dynamic_alloca`), then the node itself.
fn unwind() -> Function {
    let mut b = Build::new();
    let (node, until) = (b.reg("node", Type::Int), b.reg("until", Type::Int));
    let entry = b.block("entry".into(), vec![node, until]);
    let x = b.reg("x", Type::Int);
    let head = b.block("loop".into(), vec![x]);
    let body = b.block("release".into(), vec![]);
    let done = b.block("done".into(), vec![]);
    b.cur = entry;
    b.terminate(Terminator::Branch(Build::target(head, vec![Operand::Reg(node)])));
    b.cur = head;
    let reached = b.bin("reached", K::Eq, Operand::Reg(x), Operand::Reg(until));
    let end = b.bin("end", K::Eq, Operand::Reg(x), int(0i64));
    let stop = b.bin("stop", K::Or, reached, end);
    b.terminate(Terminator::Switch {
        on: stop,
        cases: vec![(Value::Bool(true), Build::target(done, vec![]))],
        default: Build::target(body, vec![]),
    });
    b.cur = body;
    let next = b.emit("next", Type::Int, Op::Load(Operand::Reg(x), 64));
    let at = b.bin("object.at", K::Add, Operand::Reg(x), int(64i64));
    let object = b.emit("object", Type::Int, Op::Load(at, 64));
    b.push(None, Op::Free(object));
    b.push(None, Op::Free(Operand::Reg(x)));
    b.terminate(Terminator::Branch(Build::target(head, vec![next])));
    b.cur = done;
    b.terminate(Terminator::Return(Operand::Const(Value::Unit)));
    b.finish("llvm.unwind", Type::Unit).0
}
