/* Conditional expressions that become select, min/max/abs, and short-circuit && and ||. */
#include <stdio.h>

static int clamp(int x, int lo, int hi) {
    return x < lo ? lo : x > hi ? hi : x;
}

static int sign(long long x) {
    return (x > 0) - (x < 0);
}

static int calls;

static int noisy(int v) {
    calls++;
    return v;
}

int main(void) {
    int vals[7] = {-300, -7, 0, 5, 99, 100, 1000};
    for (int i = 0; i < 7; i++) {
        int v = vals[i];
        int a = v < 0 ? -v : v;
        unsigned umax = (unsigned)v > 50u ? (unsigned)v : 50u;
        printf("%d: clamp %d abs %d sign %d umax %u\n", v, clamp(v, -10, 100), a, sign(v), umax);
    }
    int hits = 0;
    for (int i = 0; i < 10; i++)
        if (noisy(i % 3 == 0) && noisy(i > 2))
            hits++;
    for (int i = 0; i < 10; i++)
        if (noisy(i % 2) || noisy(i == 4))
            hits += 10;
    printf("hits %d calls %d\n", hits, calls);
    double x = -2.5, y = 1.25;
    printf("%.2f %.2f\n", x < y ? x : y, x > y ? x : y);
    return 0;
}
