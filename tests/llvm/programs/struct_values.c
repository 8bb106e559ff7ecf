/* Structs passed and returned by value (two eightbytes: LLVM's `{ i64, i64 }` and
   `{ double, double }` aggregates), and the checked arithmetic builtins (LLVM's
   `*.with.overflow` intrinsics, which return `{ iN, i1 }`). */
#include <stdio.h>

struct pair { long a, b; };
struct point { double x, y; };
struct mixed { int tag; char c; long v; };

__attribute__((noinline)) static struct pair twist(struct pair p, long k) {
    struct pair q = { p.b * k, p.a - k };
    return q;
}

__attribute__((noinline)) static struct point mid(struct point p, struct point q) {
    struct point m = { (p.x + q.x) / 2, (p.y + q.y) / 2 };
    return m;
}

__attribute__((noinline)) static struct mixed bump(struct mixed m) {
    m.tag += 1;
    m.c = (char)(m.c + 2);
    m.v *= 3;
    return m;
}

__attribute__((noinline)) static int checked(long a, long b, long *out) {
    int bad = 0;
    int r32;
    unsigned u32;
    long r64;
    bad |= __builtin_add_overflow((int)a, (int)b, &r32);
    bad |= __builtin_sub_overflow((unsigned)a, (unsigned)b, &u32) << 1;
    bad |= __builtin_mul_overflow(a, b, &r64) << 2;
    *out = (long)r32 + (long)u32 + r64;
    return bad;
}

int main(void) {
    long s = 0;
    for (long i = 0; i < 10; i++) {
        struct pair p = { i * 3, i + 7 };
        struct pair q = twist(p, i);
        s += q.a ^ q.b;
    }
    struct point m = mid((struct point){ 1.5, -2.0 }, (struct point){ 4.0, 8.25 });
    struct mixed x = bump((struct mixed){ 41, 'a', -7 });
    printf("%ld %.3f %.3f %d %c %ld\n", s, m.x, m.y, x.tag, x.c, x.v);
    long cases[][2] = { { 1, 2 }, { 2147483647, 1 }, { 3, 5 }, { 4611686018427387904L, 2 }, { -2147483648L, -1 } };
    for (int k = 0; k < 5; k++) {
        long out;
        int bad = checked(cases[k][0], cases[k][1], &out);
        printf("%ld %ld: flags %d, sum %ld\n", cases[k][0], cases[k][1], bad, out);
    }
    return 0;
}
