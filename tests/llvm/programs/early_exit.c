/* Functions that leave their loops early with return. */
#include <stdio.h>

static int find(const int *a, int n, int x) {
    for (int i = 0; i < n; i++)
        if (a[i] == x)
            return i;
    return -1;
}

static int first_repeat(const int *a, int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            if (a[i] == a[j])
                return a[i];
    return 0;
}

static int is_prime(int n) {
    if (n < 2)
        return 0;
    for (int d = 2; d * d <= n; d++)
        if (n % d == 0)
            return 0;
    return 1;
}

int main(void) {
    int a[10] = {5, 3, 9, 1, 7, 3, 8, 9, 2, 6};
    printf("find 7: %d\n", find(a, 10, 7));
    printf("find 4: %d\n", find(a, 10, 4));
    printf("first repeat: %d\n", first_repeat(a, 10));
    int primes = 0, last = 0;
    for (int n = 0; n < 200; n++)
        if (is_prime(n)) {
            primes++;
            last = n;
        }
    printf("primes below 200: %d, last %d\n", primes, last);
    return 0;
}
