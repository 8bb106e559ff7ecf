/* Number theory: Euclid's gcd (iterative and recursive), modular exponentiation, a small sieve. */
#include <stdio.h>

static unsigned gcd(unsigned a, unsigned b) {
    while (b) {
        unsigned t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static long long gcd_rec(long long a, long long b) {
    return b == 0 ? a : gcd_rec(b, a % b);
}

static unsigned powmod(unsigned long long base, unsigned exp, unsigned mod) {
    unsigned long long r = 1;
    base %= mod;
    while (exp) {
        if (exp & 1)
            r = r * base % mod;
        base = base * base % mod;
        exp >>= 1;
    }
    return (unsigned)r;
}

int main(void) {
    printf("gcd %u %u %u\n", gcd(1071, 462), gcd(17, 5), gcd(0, 9));
    printf("gcd_rec %lld\n", gcd_rec(1234567890123LL, 9876543210LL));
    printf("powmod %u %u\n", powmod(2, 100, 1000000007u), powmod(7, 65536, 65537));
    char composite[100] = {0};
    for (int i = 2; i * i < 100; i++)
        if (!composite[i])
            for (int j = i * i; j < 100; j += i)
                composite[j] = 1;
    int count = 0;
    for (int i = 2; i < 100; i++)
        if (!composite[i]) {
            count++;
            if (i > 80)
                printf("%d ", i);
        }
    printf("(%d primes)\n", count);
    return 0;
}
