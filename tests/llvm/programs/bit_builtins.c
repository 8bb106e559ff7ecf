/* The compiler's bit builtins, which clang emits as LLVM intrinsics: population count,
   leading and trailing zeros, byte swaps and bit reversal, on values a loop computes
   (so that no optimization level folds them away). */
#include <stdio.h>

int main(void) {
    unsigned x = 1;
    unsigned long long y = 0x0123456789abcdefULL;
    unsigned acc = 0;
    for (int i = 0; i < 12; i++) {
        int pc = __builtin_popcount(x), pcl = __builtin_popcountll(y);
        int lz = __builtin_clz(x | 1), tz = __builtin_ctz(x | 0x80000000u);
        int lzl = __builtin_clzll(y | 1), tzl = __builtin_ctzll(y | (1ULL << 63));
        unsigned short s = __builtin_bswap16((unsigned short)x);
        unsigned b = __builtin_bswap32(x);
        unsigned long long bl = __builtin_bswap64(y);
        unsigned r = __builtin_bitreverse32(x);
        unsigned char r8 = __builtin_bitreverse8((unsigned char)i);
        printf("%2d %2d %2d %2d %2d %2d %04x %08x %016llx %08x %02x\n", pc, pcl, lz, tz, lzl, tzl, s, b, bl, r, r8);
        acc = acc * 33 + pc + lz + tz + b + r;
        x = x * 2654435761u + (unsigned)i;
        y = (y >> 7) ^ (y << 3) ^ (unsigned long long)i;
    }
    printf("%u\n", acc);
    return 0;
}
