/* 64-bit integers converted to float, where rounding to double first would round
   twice: 2^53 + 2^29 + 1 is nearer 2^53 + 2^30 than 2^53, but the double nearest it is
   2^53 + 2^29, a tie that rounds to even, 2^53. Signed and unsigned, both signs,
   values past 2^63, and values a double holds exactly. */
#include <stdio.h>

static long long signed_values[] = {
    0, 1, -1, 16777217LL, 9007199254740993LL, 9007199791611905LL, -9007199791611905LL,
    9223372036854775807LL, -9223372036854775807LL - 1, 0x7fffff8000000001LL, 0x7fffff7fffffffffLL,
    1152921642045800449LL, -1152921642045800449LL, 123456789012345678LL,
};

static unsigned long long unsigned_values[] = {
    0, 1, 9007199791611905ULL, 18446744073709551615ULL, 18446743523953737728ULL,
    18446743523953737729ULL, 9223372586610589697ULL, 9223372036854775808ULL,
};

int main(void) {
    unsigned n = 0;
    for (unsigned i = 0; i < sizeof signed_values / sizeof *signed_values; i++, n++) {
        float f = (float)signed_values[i];
        printf("%lld -> %.1f\n", signed_values[i], (double)f);
    }
    for (unsigned i = 0; i < sizeof unsigned_values / sizeof *unsigned_values; i++, n++) {
        float f = (float)unsigned_values[i];
        printf("%llu -> %.1f\n", unsigned_values[i], (double)f);
    }
    /* The same through a double: rounded twice, as C asks for this expression. */
    double twice = (double)9007199791611905LL;
    printf("twice %.1f\n", (double)(float)twice);
    return (int)(n % 256);
}
