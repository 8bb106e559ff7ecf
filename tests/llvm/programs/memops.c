/* memset, memcpy and memmove (overlapping both ways) from string.h. */
#include <stdio.h>
#include <string.h>

struct rec {
    int id;
    char name[12];
    double score;
};

static void show(const char *label, const char *buf, int n) {
    printf("%s: ", label);
    for (int i = 0; i < n; i++)
        putchar(buf[i] ? buf[i] : '_');
    putchar('\n');
}

int main(void) {
    char buf[20];
    memset(buf, '.', sizeof buf);
    memcpy(buf + 2, "abcdefgh", 8);
    show("copy", buf, 20);
    memmove(buf + 4, buf + 2, 8);
    show("right", buf, 20);
    memmove(buf, buf + 5, 10);
    show("left", buf, 20);
    memset(buf + 10, 0, 5);
    show("zero", buf, 20);

    int a[8] = {1, 2, 3, 4, 5, 6, 7, 8}, b[8];
    memcpy(b, a, sizeof a);
    memmove(b + 1, b, 6 * sizeof(int));
    for (int i = 0; i < 8; i++)
        printf("%d ", b[i]);
    putchar('\n');
    memset(a, 0xff, 3 * sizeof(int));
    printf("%d %d %d %d\n", a[0], a[2], a[3], a[7]);

    struct rec r1, r2;
    memset(&r1, 0, sizeof r1);
    r1.id = 7;
    memcpy(r1.name, "waddle", 7);
    r1.score = 9.5;
    memcpy(&r2, &r1, sizeof r1);
    r2.name[0] = 'W';
    printf("%d %s %.1f / %s\n", r2.id, r2.name, r2.score, r1.name);
    return 0;
}
