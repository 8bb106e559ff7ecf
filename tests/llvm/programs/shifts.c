/* Shifts by variable amounts below the width, on signed and unsigned types of several widths. */
#include <stdio.h>

static unsigned rotl(unsigned x, unsigned r) {
    r &= 31;
    return r ? (x << r) | (x >> (32 - r)) : x;
}

int main(void) {
    unsigned u = 0x80000001u;
    for (unsigned s = 0; s < 32; s += 5)
        printf("%08x %08x %08x\n", u << s, u >> s, rotl(u, s));
    int neg = -1024;
    for (int s = 0; s < 31; s += 6)
        printf("%d ", neg >> s);
    putchar('\n');
    unsigned long long one = 1;
    for (int s = 0; s < 64; s += 9)
        printf("%llx ", one << s);
    putchar('\n');
    long long sl = -123456789012LL;
    for (int s = 1; s < 64; s += 13)
        printf("%lld ", sl >> s);
    putchar('\n');
    unsigned char b = 0xb5;
    int s = 3;
    printf("%d %d\n", b << s, (unsigned char)(b << s));
    return 0;
}
