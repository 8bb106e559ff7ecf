/* A growable array with malloc, memcpy and free; a calloc'd counting table. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vec {
    int *data;
    int len, cap;
};

static void vec_push(struct vec *v, int x) {
    if (v->len == v->cap) {
        int cap = v->cap ? v->cap * 2 : 2;
        int *data = malloc(cap * sizeof(int));
        if (v->len)
            memcpy(data, v->data, v->len * sizeof(int));
        free(v->data);
        v->data = data;
        v->cap = cap;
    }
    v->data[v->len++] = x;
}

int main(void) {
    struct vec v = {NULL, 0, 0};
    unsigned x = 12345;
    for (int i = 0; i < 50; i++) {
        x = x * 1103515245u + 12345u;
        vec_push(&v, (int)((x >> 16) % 100));
    }
    printf("len %d cap %d\n", v.len, v.cap);
    int *counts = calloc(10, sizeof(int));
    for (int i = 0; i < v.len; i++)
        counts[v.data[i] / 10]++;
    for (int i = 0; i < 10; i++)
        printf("%d ", counts[i]);
    putchar('\n');
    long sum = 0;
    for (int i = 0; i < v.len; i++)
        sum += (long)v.data[i] * (i + 1);
    printf("weighted %ld\n", sum);
    double *ds = calloc(4, sizeof(double));
    printf("calloc zero %.1f %.1f\n", ds[0], ds[3]);
    free(ds);
    free(counts);
    free(v.data);
    return 0;
}
