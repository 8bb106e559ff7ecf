/* Quicksort and heapsort of the same pseudo-random array; checks both agree and prints a checksum. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 100000

static void quicksort(int *a, int lo, int hi) {
    while (lo < hi) {
        int p = a[lo + (hi - lo) / 2], i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p)
                i++;
            while (a[j] > p)
                j--;
            if (i <= j) {
                int t = a[i];
                a[i++] = a[j];
                a[j--] = t;
            }
        }
        if (j - lo < hi - i) {
            quicksort(a, lo, j);
            lo = i;
        } else {
            quicksort(a, i, hi);
            hi = j;
        }
    }
}

static void sift(int *a, int root, int n) {
    for (;;) {
        int child = 2 * root + 1;
        if (child >= n)
            return;
        if (child + 1 < n && a[child + 1] > a[child])
            child++;
        if (a[root] >= a[child])
            return;
        int t = a[root];
        a[root] = a[child];
        a[child] = t;
        root = child;
    }
}

static void heapsort(int *a, int n) {
    for (int i = n / 2 - 1; i >= 0; i--)
        sift(a, i, n);
    for (int end = n - 1; end > 0; end--) {
        int t = a[0];
        a[0] = a[end];
        a[end] = t;
        sift(a, 0, end);
    }
}

int main(void) {
    int *a = malloc(N * sizeof(int)), *b = malloc(N * sizeof(int));
    unsigned x = 2463534242u;
    for (int i = 0; i < N; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        a[i] = (int)(x % 1000000u) - 500000;
    }
    memcpy(b, a, N * sizeof(int));
    quicksort(a, 0, N - 1);
    heapsort(b, N);
    int mismatches = 0;
    unsigned long long sum = 0;
    for (int i = 0; i < N; i++) {
        mismatches += a[i] != b[i];
        sum = sum * 1000003u + (unsigned)a[i];
    }
    printf("min %d max %d median %d mismatches %d checksum %llu\n", a[0], a[N - 1], a[N / 2], mismatches, sum);
    free(a);
    free(b);
    return 0;
}
