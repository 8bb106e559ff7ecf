/* Bit manipulation by hand: population count, bit reversal, parity, lowest set bit, masks. */
#include <stdio.h>

static int popcount(unsigned x) {
    int n = 0;
    while (x) {
        x &= x - 1;
        n++;
    }
    return n;
}

static unsigned reverse_bits(unsigned x) {
    unsigned r = 0;
    for (int i = 0; i < 32; i++) {
        r = (r << 1) | (x & 1);
        x >>= 1;
    }
    return r;
}

static int parity(unsigned long long x) {
    x ^= x >> 32;
    x ^= x >> 16;
    x ^= x >> 8;
    x ^= x >> 4;
    x ^= x >> 2;
    x ^= x >> 1;
    return (int)(x & 1);
}

int main(void) {
    unsigned vals[5] = {0, 1, 0xf0f0u, 0xffffffffu, 0x12345678u};
    for (int i = 0; i < 5; i++)
        printf("%08x pop %d rev %08x low %08x\n", vals[i], popcount(vals[i]), reverse_bits(vals[i]), vals[i] & -vals[i]);
    printf("parity %d %d %d\n", parity(7), parity(0x8000000000000001ULL), parity(0xabcdefULL));
    unsigned flags = 0;
    flags |= 1u << 3;
    flags |= 1u << 9;
    flags ^= 0xffu;
    flags &= ~(1u << 1);
    printf("flags %#x %d\n", flags, (flags >> 9) & 1);
    int mixed = (0x5a & 0x3c) | (0x5a ^ 0x3c);
    printf("%d %d\n", mixed, ~mixed);
    return 0;
}
