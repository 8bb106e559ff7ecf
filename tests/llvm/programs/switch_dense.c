/* A dense switch (a jump table at -O1) and a switch on a char. */
#include <stdio.h>

static const char *day(int d) {
    switch (d) {
    case 0: return "Mon";
    case 1: return "Tue";
    case 2: return "Wed";
    case 3: return "Thu";
    case 4: return "Fri";
    case 5: return "Sat";
    case 6: return "Sun";
    default: return "???";
    }
}

static int eval(const char *ops, int x) {
    for (const char *p = ops; *p; p++) {
        switch (*p) {
        case '+': x += 1; break;
        case '-': x -= 1; break;
        case '*': x *= 2; break;
        case '/': x /= 2; break;
        case '~': x = -x; break;
        default: break;
        }
    }
    return x;
}

int main(void) {
    for (int d = -1; d <= 7; d++)
        printf("%s ", day(d));
    putchar('\n');
    printf("%d\n", eval("++*+*-~/x", 1));
    int hist[5] = {0, 0, 0, 0, 0};
    for (int i = 0; i < 40; i++) {
        switch (i % 5) {
        case 0: hist[0]++; break;
        case 1: hist[1] += 2; break;
        case 2: hist[2] += 3; break;
        case 3: hist[3] += 4; break;
        case 4: hist[4] += 5; break;
        }
    }
    printf("%d %d %d %d %d\n", hist[0], hist[1], hist[2], hist[3], hist[4]);
    return 0;
}
