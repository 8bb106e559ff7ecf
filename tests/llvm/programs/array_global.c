/* Global arrays, initialised and zero-initialised, one and two dimensions. */
#include <stdio.h>

int grid[5][6];
int weights[6] = {3, -1, 4, -1, 5, -9};
long long big[4] = {1LL << 40, -(1LL << 35), 7, 0};
unsigned char bytes[10];

static void fill(void) {
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 6; j++)
            grid[i][j] = (i + 1) * (j - 2);
}

int main(void) {
    fill();
    for (int i = 0; i < 5; i++) {
        int row = 0;
        for (int j = 0; j < 6; j++)
            row += grid[i][j] * weights[j];
        printf("row %d: %d\n", i, row);
    }
    long long s = 0;
    for (int i = 0; i < 4; i++)
        s += big[i];
    printf("big sum %lld\n", s);
    for (int i = 0; i < 10; i++)
        bytes[i] = (unsigned char)(i * 37);
    unsigned sum = 0;
    for (int i = 0; i < 10; i++)
        sum += bytes[i];
    printf("bytes %u\n", sum);
    return 0;
}
