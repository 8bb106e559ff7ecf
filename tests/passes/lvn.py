"""Local value numbering for Bril (JSON on stdin, JSON on stdout): a test pass for
`waddle equiv --pass` (tests/cli/equiv_pass.rs). Written for this project.

In each block, a pure instruction whose operation and argument values were computed
before, by a variable that still holds that value, becomes `id` of that variable;
arguments are replaced by the variable that first held their value (copy
propagation). Commutative operations have their arguments ordered. A variable
assigned again stops holding its old value. With --wrong, `alloc` is treated as pure:
two allocations of the same size become one (they alias), the mistake a published
pass made.
"""
import json
import sys

from blocks import blocks

PURE = {"add", "mul", "sub", "div", "eq", "lt", "gt", "le", "ge", "not", "and", "or", "id", "const"}
COMMUTATIVE = {"add", "mul", "eq", "and", "or"}


def lvn_block(block, pure):
    table = {}       # value key -> value number
    holder = {}      # value number -> variable holding it
    num_of = {}      # variable -> value number
    fresh = [0]

    def new_number():
        fresh[0] += 1
        return fresh[0]

    out = []
    for i in block:
        if "label" in i:
            out.append(i)
            continue
        args = i.get("args", [])
        nums = [num_of.get(a) for a in args]
        # copy propagation: use the variable that holds the argument's value
        i = dict(i)
        if args:
            i["args"] = [holder.get(n, a) if n is not None and holder.get(n) is not None else a
                         for a, n in zip(args, nums)]
        d = i.get("dest")
        op = i.get("op")
        key = None
        if d is not None and op in pure and None not in nums:
            if op == "const":
                key = ("const", i.get("type") and json.dumps(i["type"]), json.dumps(i.get("value")))
            elif op == "id":
                key = None
            else:
                ns = sorted(nums) if op in COMMUTATIVE else nums
                key = (op, json.dumps(i.get("type")), tuple(ns), tuple(args) if op == "alloc" and False else ())
        if d is not None:
            # d no longer holds its old value
            old = num_of.pop(d, None)
            if old is not None and holder.get(old) == d:
                del holder[old]
        if key is not None and key in table and holder.get(table[key]) is not None:
            n = table[key]
            i = {"op": "id", "dest": d, "type": i.get("type"), "args": [holder[n]]}
            num_of[d] = n
        elif d is not None:
            if op == "id" and nums and nums[0] is not None:
                num_of[d] = nums[0]
                holder.setdefault(nums[0], d)
            else:
                n = new_number()
                num_of[d] = n
                holder[n] = d
                if key is not None:
                    table[key] = n
        out.append(i)
    return out


def main():
    wrong = "--wrong" in sys.argv[1:]
    pure = PURE | ({"alloc"} if wrong else set())
    prog = json.load(sys.stdin)
    for fn in prog["functions"]:
        out = []
        for block in blocks(fn["instrs"]):
            out.extend(lvn_block(block, pure))
        fn["instrs"] = out
    json.dump(prog, sys.stdout)


if __name__ == "__main__":
    main()
