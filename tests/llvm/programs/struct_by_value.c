/* Structs passed and returned by value: a callee that writes to its copy leaves the
   caller's struct as it was (clang passes a struct of more than 16 bytes `byval`). */
#include <stdio.h>

struct Big {
    int v[8];
    long tag;
};

static int consume(struct Big b) {
    int s = 0;
    for (int i = 0; i < 8; i++) {
        s += b.v[i];
        b.v[i] = -1;
    }
    b.tag = 0;
    return s + (int)b.tag;
}

static struct Big bump(struct Big b) {
    for (int i = 0; i < 8; i++)
        b.v[i] += i;
    b.tag++;
    return b;
}

static long twice(struct Big a, struct Big b) {
    a.tag *= 2;
    b.tag *= 3;
    return a.tag + b.tag;
}

int main(void) {
    struct Big x;
    for (int i = 0; i < 8; i++)
        x.v[i] = i * i;
    x.tag = 42;
    int t = 0;
    for (int k = 0; k < 3; k++) {
        t += consume(x);
        x = bump(x);
    }
    long w = twice(x, x);
    printf("%d %d %d %ld %ld\n", t, x.v[0], x.v[7], x.tag, w);
    return 0;
}
