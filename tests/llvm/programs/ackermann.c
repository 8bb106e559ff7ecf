/* The Ackermann function for small arguments (deep, non-primitive recursion). */
#include <stdio.h>

static int calls;

static int ack(int m, int n) {
    calls++;
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

int main(void) {
    for (int m = 0; m <= 2; m++)
        for (int n = 0; n <= 3; n++)
            printf("ack(%d,%d) = %d\n", m, n, ack(m, n));
    calls = 0;
    int r = ack(3, 3);
    printf("ack(3,3) = %d in %d calls\n", r, calls);
    return 0;
}
