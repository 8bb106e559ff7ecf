"""Basic blocks of a Bril function's instruction list, shared by the test passes of
this folder (tdce.py, lvn.py). Written for this project."""

TERMINATORS = ("br", "jmp", "ret")


def blocks(instrs):
    """The instructions in runs: a block starts at a label or after a terminator and
    ends with a terminator or before the next label (its label, if any, first)."""
    block = []
    for i in instrs:
        if "label" in i:
            if block:
                yield block
            block = [i]
        else:
            block.append(i)
            if i.get("op") in TERMINATORS:
                yield block
                block = []
    if block:
        yield block
