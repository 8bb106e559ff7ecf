/* Signed values near INT_MAX and INT_MIN without overflow; signed division and remainder. */
#include <stdio.h>
#include <limits.h>

static int clamp_add(int a, int b) {
    if (b > 0 && a > INT_MAX - b)
        return INT_MAX;
    if (b < 0 && a < INT_MIN - b)
        return INT_MIN;
    return a + b;
}

int main(void) {
    int big = INT_MAX - 5;
    for (int i = 0; i < 5; i++)
        big++;
    printf("%d %d\n", big, big == INT_MAX);
    int small = INT_MIN + 3;
    small -= 3;
    printf("%d %d\n", small, small == INT_MIN);
    printf("%d %d %d\n", clamp_add(INT_MAX, 1), clamp_add(INT_MIN, -1), clamp_add(100, -50));
    printf("%d %d %d %d\n", -7 / 2, -7 % 2, 7 / -2, 7 % -2);
    printf("%d %d\n", INT_MAX / -1, INT_MIN / 2);
    long long wide = (long long)INT_MAX * 2 + 1;
    printf("%lld %lld\n", wide, (long long)INT_MIN * INT_MIN);
    printf("%d\n", -(INT_MIN + 1));
    int neg = -17;
    printf("%d %d\n", neg >> 2, neg / 4);
    long long m = LLONG_MAX;
    printf("%lld %lld\n", m, m - LLONG_MAX / 2);
    return 0;
}
