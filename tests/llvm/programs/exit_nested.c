/* exit(n) called from a nested call: the output before it is flushed, main never returns. */
#include <stdio.h>
#include <stdlib.h>

static int depth;

static void check(int v) {
    if (v > 50) {
        printf("limit passed at depth %d with %d\n", depth, v);
        exit(3);
    }
}

static int walk(int v) {
    if (v < 0)
        return v;
    depth++;
    check(v);
    return walk(v * 2 + 1);
}

int main(void) {
    printf("start\n");
    int r = walk(1);
    printf("unreachable %d\n", r);
    return 0;
}
