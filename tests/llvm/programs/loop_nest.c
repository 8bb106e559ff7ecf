/* Nested loop nests: triangular bounds, an inner break, a flag to leave two loops. */
#include <stdio.h>

int main(void) {
    long total = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j <= i; j++)
            for (int k = j; k < i; k++)
                total += i * 100 + j * 10 + k;
    printf("triangle: %ld\n", total);

    int found_i = -1, found_j = -1, done = 0;
    for (int i = 1; i < 50 && !done; i++) {
        for (int j = i; j < 50; j++) {
            if (i * i + j * j == 25 * 25 && i > 10) {
                found_i = i;
                found_j = j;
                done = 1;
                break;
            }
        }
    }
    printf("pythagoras: %d %d\n", found_i, found_j);

    int count = 0;
    int i = 0;
    while (i < 10) {
        int j = 0;
        do {
            if ((i + j) % 4 == 0) {
                j++;
                continue;
            }
            count += (i ^ j) & 3;
            j++;
        } while (j < i);
        i++;
    }
    printf("mixed: %d\n", count);

    for (int a = 0; a < 4; a++) {
        for (int b = 0; b < 4; b++)
            putchar(a == b ? '\\' : (a < b ? '.' : '#'));
        putchar('\n');
    }
    return 0;
}
