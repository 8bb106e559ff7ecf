/* Pointer arithmetic, pointer differences, pointers to pointers, out-parameters. */
#include <stdio.h>

static void swap(int *a, int *b) {
    int t = *a;
    *a = *b;
    *b = t;
}

static void reverse(int *lo, int *hi) {
    while (lo < hi)
        swap(lo++, hi--);
}

/* A write through one pointer, then a read through another that may point to the same int. */
static int store_then_load(int *p, const int *q) {
    *p = 7;
    return *q + 1;
}

static void divmod(int a, int b, int *q, int *r) {
    *q = a / b;
    *r = a % b;
}

int main(void) {
    int a[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    reverse(a, a + 8);
    reverse(a + 2, &a[5]);
    for (int *p = a; p != a + 9; p++)
        printf("%d ", *p);
    putchar('\n');

    int *mid = a + 4;
    printf("mid %d, back %d, fwd %d, diff %ld\n", *mid, mid[-2], *(mid + 3), (long)(&a[8] - mid));

    printf("alias %d, no alias %d\n", store_then_load(&a[3], &a[3]), store_then_load(&a[0], &a[1]));
    printf("a[0] %d a[3] %d\n", a[0], a[3]);

    int q, r;
    divmod(47, 5, &q, &r);
    printf("47 = 5*%d + %d\n", q, r);
    divmod(-47, 5, &q, &r);
    printf("-47 = 5*%d + %d\n", q, r);

    int x = 10, y = 20;
    int *px = &x, *py = &y;
    int **pp = &px;
    **pp += 5;
    pp = &py;
    **pp *= 2;
    printf("x %d y %d\n", x, y);

    char text[] = "pointer";
    char *c = text;
    int n = 0;
    while (*c++)
        n++;
    printf("len %d\n", n);
    return 0;
}
