/* Function pointers: a table of operations, a callback, a comparison passed to a sort. */
#include <stdio.h>

typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int max(int a, int b) { return a > b ? a : b; }

static const binop ops[4] = {add, sub, mul, max};
static const char names[4] = {'+', '-', '*', 'M'};

static int fold(binop f, const int *a, int n, int init) {
    for (int i = 0; i < n; i++)
        init = f(init, a[i]);
    return init;
}

static int ascending(int a, int b) { return a - b; }
static int descending(int a, int b) { return b - a; }

static void insertion_sort(int *a, int n, int (*cmp)(int, int)) {
    for (int i = 1; i < n; i++) {
        int x = a[i], j = i - 1;
        while (j >= 0 && cmp(a[j], x) > 0) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = x;
    }
}

int main(void) {
    int a[6] = {4, -2, 7, 1, 3, -5};
    for (int i = 0; i < 4; i++)
        printf("fold %c: %d\n", names[i], fold(ops[i], a, 6, i == 2 ? 1 : 0));
    insertion_sort(a, 6, ascending);
    for (int i = 0; i < 6; i++)
        printf("%d ", a[i]);
    putchar('\n');
    insertion_sort(a, 6, descending);
    for (int i = 0; i < 6; i++)
        printf("%d ", a[i]);
    putchar('\n');
    binop pick = a[0] > 5 ? mul : add;
    printf("pick %d\n", pick(6, 7));
    return 0;
}
