/* Sieve of Eratosthenes up to N, repeated; prints the count and a checksum of the primes. */
#include <stdio.h>
#include <string.h>

#define N 1000000
static char composite[N];

int main(void) {
    int count = 0;
    unsigned long long checksum = 0;
    for (int round = 0; round < 4; round++) {
        memset(composite, 0, sizeof composite);
        count = 0;
        checksum = 0;
        for (int i = 2; i < N; i++) {
            if (composite[i])
                continue;
            count++;
            checksum = checksum * 31 + (unsigned)i;
            for (long j = (long)i * i; j < N; j += i)
                composite[j] = 1;
        }
    }
    printf("primes below %d: %d, checksum %llu\n", N, count, checksum);
    return 0;
}
