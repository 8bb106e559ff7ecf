"""A pass that misbehaves on purpose, for the suite runner's tests.

Usage: hostile.py MODE MARKER. MARKER is only there to be found among the running
processes' command lines, so that a test can see that none is left behind.

- hang: never ends.
- fork-and-hang: starts a grandchild that never ends, and never ends itself.
- holds-stdout: prints the program, exits, and leaves a grandchild holding its output.
- never-read: prints the program without reading its input.
- close-stdin: closes its input at once, then prints the program.
- write-first: prints a megabyte of the program's spaces before reading its input.
- print-forever: prints without end.
- long-stderr: writes a hundred lines to standard error, then exits with 3.
- flood-stderr: writes to standard error without end.
- huge-stderr-line: writes one line of half a million characters to standard error, then
  exits with 3.
- rename-main: prints the program with its function `main` renamed `entry`.
"""

import json
import os
import sys
import time

PROGRAM = '{"functions": [{"name": "main", "instrs": [{"op": "const", "dest": "x", "type": "int", "value": 1}, {"op": "print", "args": ["x"]}]}]}\n'


def sleep_forever():
    while True:
        time.sleep(60)


def main():
    mode = sys.argv[1]
    if mode == "hang":
        sleep_forever()
    elif mode == "fork-and-hang":
        if os.fork() == 0:
            sleep_forever()
        sleep_forever()
    elif mode == "holds-stdout":
        sys.stdout.write(PROGRAM)
        sys.stdout.flush()
        if os.fork() == 0:
            sleep_forever()
    elif mode == "never-read":
        sys.stdout.write(PROGRAM)
    elif mode == "close-stdin":
        sys.stdin.close()
        sys.stdout.write(PROGRAM)
    elif mode == "write-first":
        sys.stdout.write(" " * (1 << 20))
        sys.stdin.read()
        sys.stdout.write(PROGRAM)
    elif mode == "print-forever":
        line = "x" * 4096 + "\n"
        while True:
            sys.stdout.write(line)
    elif mode == "long-stderr":
        for i in range(100):
            print(f"Traceback line {i}: AssertionError: Multiple pre-header detected", file=sys.stderr)
        sys.exit(3)
    elif mode == "flood-stderr":
        line = "e" * 4096 + "\n"
        while True:
            sys.stderr.write(line)
    elif mode == "huge-stderr-line":
        sys.stderr.write("Traceback " + "x" * 500_000 + "\n")
        sys.exit(3)
    elif mode == "rename-main":
        program = json.load(sys.stdin)
        for f in program["functions"]:
            if f["name"] == "main":
                f["name"] = "entry"
        json.dump(program, sys.stdout)


main()
