/* for, while and do-while loops with break and continue. */
#include <stdio.h>

int main(void) {
    int sum = 0;
    for (int i = 0; i < 20; i++) {
        if (i % 3 == 0)
            continue;
        if (i > 15)
            break;
        sum += i;
    }
    printf("for: %d\n", sum);

    int n = 27, steps = 0;
    while (n != 1) {
        n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
        steps++;
    }
    printf("while: %d\n", steps);

    int k = 0, acc = 1;
    do {
        acc = acc * 3 % 1000;
        k++;
    } while (acc != 1 && k < 500);
    printf("do-while: %d %d\n", k, acc);

    int once = 0;
    do {
        once++;
    } while (0);
    printf("once: %d\n", once);

    int down = 0;
    for (int j = 10; j > 0; j -= 3)
        down = down * 10 + j;
    printf("down: %d\n", down);
    return 0;
}
