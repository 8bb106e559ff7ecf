/* Unsigned arithmetic that wraps around (defined), hashes, and unsigned comparisons. */
#include <stdio.h>

static unsigned fnv1a(const char *s) {
    unsigned h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
}

static unsigned long long lcg(unsigned long long x) {
    return x * 6364136223846793005ULL + 1442695040888963407ULL;
}

int main(void) {
    unsigned a = 4000000000u, b = 500000000u;
    unsigned c = a + b;
    unsigned d = b - a;
    printf("%u %u %u\n", c, d, a * 3u);
    unsigned zero = 0;
    printf("%u %x\n", zero - 1, zero - 1);
    printf("fnv %u %x\n", fnv1a("waddle"), fnv1a("llvm"));
    unsigned long long x = 42;
    for (int i = 0; i < 5; i++)
        x = lcg(x);
    printf("lcg %llu\n", x);
    unsigned char uc = 250;
    uc += 10;
    unsigned short us = 65535;
    us++;
    printf("uc %u us %u\n", uc, us);
    unsigned count = 0;
    for (unsigned i = 10; i < 100; i--)
        count++;
    printf("count %u\n", count);
    printf("cmp %d %d\n", (unsigned)-1 > 1u, -1 < 1);
    printf("div %u mod %u\n", 4000000000u / 7u, 4000000000u % 7u);
    return 0;
}
