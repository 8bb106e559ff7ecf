/* __int128: wide multiplication, addition with carry, shifts and comparisons (no division). */
#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

static void print_u128(u128 x) {
    printf("%016llx%016llx\n", (unsigned long long)(x >> 64), (unsigned long long)x);
}

int main(void) {
    u128 a = (u128)0xffffffffffffffffULL * 0xffffffffffffffffULL;
    print_u128(a);
    u128 f = 1;
    for (int i = 1; i <= 30; i++)
        f *= (u128)i;
    print_u128(f);
    u128 s = ((u128)1 << 100) + ((u128)1 << 64) - 1;
    print_u128(s);
    print_u128(s >> 37);
    i128 n = -((i128)1 << 90);
    printf("%d %d\n", n < 0, n > -((i128)1 << 91));
    i128 m = n >> 80;
    printf("%lld\n", (long long)m);
    u128 x = 1;
    int bits = 0;
    while (x) {
        x <<= 1;
        bits++;
    }
    printf("bits %d\n", bits);
    return 0;
}
