/* A sparse switch, fallthrough between cases, and a switch inside a loop with continue. */
#include <stdio.h>

static int classify(int code) {
    switch (code) {
    case 200: return 1;
    case 301:
    case 302: return 2;
    case 404: return 3;
    case 500: return 4;
    case -1000000: return 5;
    case 1 << 20: return 6;
    default: return 0;
    }
}

static int fallthrough(int n) {
    int r = 0;
    switch (n) {
    case 4: r += 1000; /* fall through */
    case 3: r += 100; /* fall through */
    case 2: r += 10; /* fall through */
    case 1: r += 1; break;
    case 0: r = -1;
    }
    return r;
}

int main(void) {
    int codes[] = {200, 301, 302, 404, 500, 503, -1000000, 1 << 20, 0};
    for (int i = 0; i < 9; i++)
        printf("%d->%d ", codes[i], classify(codes[i]));
    putchar('\n');
    for (int n = -1; n <= 5; n++)
        printf("%d ", fallthrough(n));
    putchar('\n');
    int skipped = 0, sum = 0;
    for (int i = 0; i < 30; i++) {
        switch (i * 7 % 11) {
        case 3:
        case 8:
            skipped++;
            continue;
        case 10:
            sum += 100;
            break;
        default:
            sum += i;
        }
        sum++;
    }
    printf("skipped %d sum %d\n", skipped, sum);
    return 0;
}
