"""SSA conversion for Bril (JSON on stdin, JSON on stdout), into and out of Bril's SSA
instructions (`set`, `get`, `undef`): a test pass for `waddle equiv --pass`
(tests/cli/equiv_pass.rs). Written for this project.

    python3 ssa.py to          into SSA form
    python3 ssa.py from        out of SSA form
    python3 ssa.py roundtrip   into SSA form and out again
    add --wrong: on every edge, `set` passes the value a variable had when its block
    began instead of the one it has at the end (a loop-carried update is lost).

Into SSA: a fresh entry block jumps to the function's first block; every block but the
fresh entry starts with `v.B: T = get;` for every variable `v` of the function, every
definition gets a fresh name, and before every jump (and fall-through) the block sets,
for each successor `S`, `set v.S x` with the current name `x` of `v` (an `undef` when
`v` has none yet). Out of SSA: `set v x` becomes `v: T = id x`, `get` disappears, and
`undef` becomes a constant of its type (a pointer's `undef` and its `set`s disappear).
"""
import json
import sys

TERMINATORS = ("br", "jmp", "ret")


def split_blocks(instrs):
    blocks = []
    cur = {"label": None, "body": []}
    for i in instrs:
        if "label" in i:
            if cur["label"] is not None or cur["body"]:
                blocks.append(cur)
            cur = {"label": i["label"], "body": []}
        else:
            cur["body"].append(i)
            if i.get("op") in TERMINATORS:
                blocks.append(cur)
                cur = {"label": None, "body": []}
    if cur["label"] is not None or cur["body"]:
        blocks.append(cur)
    for k, b in enumerate(blocks):
        if b["label"] is None:
            b["label"] = f"ssa.b{k}"
    return blocks


def successors(blocks, k):
    body = blocks[k]["body"]
    last = body[-1] if body else None
    if last and last.get("op") in ("br", "jmp"):
        return last["labels"]
    if last and last.get("op") == "ret":
        return []
    return [blocks[k + 1]["label"]] if k + 1 < len(blocks) else []


def to_ssa(fn, wrong):
    types = {a["name"]: a["type"] for a in fn.get("args", [])}
    for i in fn["instrs"]:
        if "dest" in i:
            types[i["dest"]] = i["type"]
    blocks = split_blocks(fn["instrs"])
    entry = {"label": "ssa.entry", "body": [{"op": "jmp", "labels": [blocks[0]["label"]]}]} if blocks else None
    if entry is None:
        return
    variables = sorted(types)
    fresh = [0]

    def new(v):
        fresh[0] += 1
        return f"{v}.{fresh[0]}"

    out = []
    order = [entry] + blocks
    for k, b in enumerate(order):
        out.append({"label": b["label"]})
        if k == 0:
            current = {a["name"]: a["name"] for a in fn.get("args", [])}
        else:
            current = {}
            for v in variables:
                name = f"{v}.{b['label']}"
                out.append({"op": "get", "dest": name, "type": types[v]})
                current[v] = name
        at_start = dict(current)
        body = b["body"]
        term = body[-1] if body and body[-1].get("op") in TERMINATORS else None
        for i in (body[:-1] if term else body):
            i = dict(i)
            if "args" in i:
                i["args"] = [current.get(a, a) for a in i["args"]]
            if "dest" in i:
                name = new(i["dest"])
                current[i["dest"]] = name
                i["dest"] = name
            out.append(i)
        succ = [blocks[0]["label"]] if k == 0 else successors(blocks, k - 1)
        passed = at_start if wrong and k > 0 else current
        for s in succ:
            for v in variables:
                x = passed.get(v)
                if x is None:
                    x = new(v + ".undef")
                    out.append({"op": "undef", "dest": x, "type": types[v]})
                out.append({"op": "set", "args": [f"{v}.{s}", x]})
        if term:
            t = dict(term)
            if "args" in t:
                t["args"] = [current.get(a, a) for a in t["args"]]
            out.append(t)
        elif k > 0 and k < len(order) - 1 and succ:
            out.append({"op": "jmp", "labels": succ})
    fn["instrs"] = out


DEFAULT = {"int": 0, "bool": False}


def default(t):
    """The constant an `undef` of type `t` becomes, or None for a pointer."""
    return DEFAULT.get(t) if isinstance(t, str) else None


def from_ssa(fn):
    types = {i["dest"]: i["type"] for i in fn["instrs"] if i.get("op") == "get"}
    undef = {i["dest"] for i in fn["instrs"] if i.get("op") == "undef" and default(i["type"]) is None}
    out = []
    for i in fn["instrs"]:
        op = i.get("op")
        if op == "undef" and default(i["type"]) is not None:
            # An undefined value copied along edges where it is never read: any value
            # of its type will do (a pointer has none, so its copies are dropped).
            out.append({"op": "const", "dest": i["dest"], "type": i["type"], "value": default(i["type"])})
            continue
        if op in ("get", "undef"):
            continue
        if op == "set":
            shadow, value = i["args"]
            if value not in undef:
                out.append({"op": "id", "dest": shadow, "type": types[shadow], "args": [value]})
            continue
        out.append(i)
    fn["instrs"] = out


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "roundtrip"
    wrong = "--wrong" in sys.argv[2:]
    prog = json.load(sys.stdin)
    for fn in prog["functions"]:
        if mode in ("to", "roundtrip"):
            to_ssa(fn, wrong)
        if mode in ("from", "roundtrip"):
            from_ssa(fn)
    json.dump(prog, sys.stdout)


if __name__ == "__main__":
    main()
