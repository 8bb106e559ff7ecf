"""Trivial dead code elimination for Bril (JSON on stdin, JSON on stdout): a test pass
for `waddle equiv --pass` (tests/cli/equiv_pass.rs). Written for this project.

Global: an instruction with a destination that no instruction of the function uses,
and no effect (not a call, not an allocation or load), is deleted, until nothing
changes. Local: in a block, an assignment overwritten before any use in the same
block is deleted. With --wrong, the local rule ignores control flow: an assignment is
deleted when the variable is assigned again anywhere later in the function, the
classic mistake that a single test input rarely exposes.
"""
import json
import sys

from blocks import blocks

EFFECTFUL = {"call", "alloc", "load", "store", "free", "print", "speculate", "commit", "guard", "set"}


def global_pass(fn):
    changed = True
    while changed:
        used = {a for i in fn["instrs"] for a in i.get("args", [])}
        keep = [i for i in fn["instrs"]
                if "dest" not in i or i["dest"] in used or i.get("op") in EFFECTFUL]
        changed = len(keep) != len(fn["instrs"])
        fn["instrs"] = keep


def local_pass(fn, wrong):
    out = []
    instrs = fn["instrs"]
    if wrong:
        dead = set()
        for k, i in enumerate(instrs):
            d = i.get("dest")
            if d is None or i.get("op") in EFFECTFUL:
                continue
            later = instrs[k + 1:]
            reassigned = any(j.get("dest") == d for j in later)
            if reassigned:
                first = next(n for n, j in enumerate(later) if j.get("dest") == d)
                if not any(d in j.get("args", []) for j in later[:first]):
                    dead.add(k)
        fn["instrs"] = [i for k, i in enumerate(instrs) if k not in dead]
        return
    for block in blocks(instrs):
        pending = {}
        dead = set()
        for k, i in enumerate(block):
            for a in i.get("args", []):
                pending.pop(a, None)
            d = i.get("dest")
            if d is not None:
                if d in pending:
                    dead.add(pending[d])
                if i.get("op") not in EFFECTFUL:
                    pending[d] = k
        out.extend(i for k, i in enumerate(block) if k not in dead)
    fn["instrs"] = out


def main():
    wrong = "--wrong" in sys.argv[1:]
    prog = json.load(sys.stdin)
    for fn in prog["functions"]:
        global_pass(fn)
        local_pass(fn, wrong)
        global_pass(fn)
    json.dump(prog, sys.stdout)


if __name__ == "__main__":
    main()
