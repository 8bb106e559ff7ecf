/* Loops whose branches test a loop-invariant value: candidates for loop unswitching. */
#include <stdio.h>

static int sum_unless(const int *a, int n, int abort_early) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        if (abort_early)
            break;
        s += a[i];
    }
    return s;
}

static int scan(const int *a, int n, int mode) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        switch (mode) {
        case 0:
            return -1;
        case 1:
            s += a[i];
            break;
        default:
            s ^= a[i] * mode;
            break;
        }
    }
    return s;
}

static void scale(int *a, int n, int by, int negate) {
    for (int i = 0; i < n; i++) {
        if (negate)
            a[i] = -a[i] * by;
        else
            a[i] = a[i] * by;
    }
}

int main(void) {
    int a[12];
    for (int i = 0; i < 12; i++)
        a[i] = i * 5 - 17;
    printf("%d %d\n", sum_unless(a, 12, 0), sum_unless(a, 12, 1));
    printf("%d %d %d\n", scan(a, 12, 0), scan(a, 12, 1), scan(a, 12, 3));
    scale(a, 12, 3, 1);
    scale(a, 12, 2, 0);
    printf("%d %d %d\n", a[0], a[5], a[11]);
    return 0;
}
