/* Functions with variable arguments: more integers than the six registers and more
   doubles than the eight vector registers hold (the rest in memory), pointers,
   promoted chars and shorts, negative longs, a 16-byte struct clang passes as a long
   and a double, a 24-byte struct passed in memory, `va_copy`, a `va_list` handed to
   another function, and `va_start` twice in one call. */
#include <stdarg.h>
#include <stdio.h>

struct pair { long n; double x; };
struct triple { long a, b, c; };

static long ints(int count, ...) {
    va_list ap;
    va_start(ap, count);
    long s = 0;
    for (int i = 0; i < count; i++)
        s = s * 3 + va_arg(ap, long);
    va_end(ap);
    return s;
}

static double doubles(int count, ...) {
    va_list ap;
    va_start(ap, count);
    double s = 0;
    for (int i = 0; i < count; i++)
        s = s * 0.5 + va_arg(ap, double);
    va_end(ap);
    return s;
}

/* A format of its own: i int, l long, d double, s string, p pair, t triple. */
static void show(const char *fmt, ...) {
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    for (const char *f = fmt; *f; f++) {
        switch (*f) {
        case 'i': printf("i%d ", va_arg(ap, int)); break;
        case 'l': printf("l%ld ", va_arg(ap, long)); break;
        case 'd': printf("d%g ", va_arg(ap, double)); break;
        case 's': printf("s%s ", va_arg(ap, const char *)); break;
        case 'p': {
            struct pair p = va_arg(ap, struct pair);
            printf("p%ld/%g ", p.n, p.x);
            break;
        }
        case 't': {
            struct triple t = va_arg(ap, struct triple);
            printf("t%ld/%ld/%ld ", t.a, t.b, t.c);
            break;
        }
        }
    }
    /* The copy still starts at the first argument. */
    if (*fmt == 'i')
        printf("first again %d", va_arg(again, int));
    va_end(again);
    va_end(ap);
    printf("\n");
}

static long sum_list(int count, va_list ap) {
    long s = 0;
    for (int i = 0; i < count; i++)
        s += va_arg(ap, int);
    return s;
}

static long twice(int count, ...) {
    va_list ap;
    va_start(ap, count);
    long a = sum_list(count, ap);
    va_end(ap);
    va_start(ap, count);
    long b = sum_list(count - 1, ap);
    va_end(ap);
    return a * 1000 + b;
}

int main(void) {
    printf("%ld\n", ints(9, 1L, -2L, 3L, -4L, 5L, -6L, 7L, -8L, 9L));
    printf("%ld\n", ints(2, -9000000000L, 7L));
    printf("%.17g\n", doubles(11, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.5));
    char c = -3;
    short h = 300;
    struct pair p = {42, 2.5};
    struct triple t = {7, -8, 9};
    show("iilidsptd", 1, (int)c, -77L, h, 0.25, "str", p, t, 1e10);
    show("ddddddddddipi", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11, p, 12);
    show("lllllllptl", 1L, 2L, 3L, 4L, 5L, 6L, 7L, p, t, 8L);
    printf("%ld\n", twice(5, 1, 2, 3, 4, 5));
    return 0;
}
