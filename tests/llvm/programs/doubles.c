/* doubles: arithmetic, conversions between int and double, comparisons, a Newton iteration. */
#include <stdio.h>

static double my_sqrt(double x) {
    double g = x > 1 ? x / 2 : 1;
    for (int i = 0; i < 30; i++)
        g = 0.5 * (g + x / g);
    return g;
}

int main(void) {
    double a = 1.0 / 3.0, b = 2.0 / 3.0;
    printf("%f %f %f\n", a, b, a + b);
    printf("%.17g\n", 0.1 + 0.2);
    printf("%d %d %d\n", 0.1 + 0.2 == 0.3, a < b, -0.0 == 0.0);
    printf("%.10f %.10f\n", my_sqrt(2.0), my_sqrt(1e6));
    int i = 7;
    double d = i / 2;
    double e = i / 2.0;
    printf("%f %f\n", d, e);
    double vals[5] = {2.5, -2.5, 3.999, -0.75, 1e9};
    for (int k = 0; k < 5; k++)
        printf("%d ", (int)vals[k]);
    putchar('\n');
    long long big = (long long)9.007199254740993e15;
    printf("%lld\n", big);
    unsigned u = (unsigned)3.0e9;
    printf("%u\n", u);
    double x = (double)(1LL << 53) + 1.0;
    printf("%.1f\n", x);
    double sum = 0;
    for (int k = 1; k <= 1000; k++)
        sum += 1.0 / ((double)k * k);
    printf("%.12f\n", sum);
    double lo = -1.5, hi = 2.25;
    printf("%d %d %d\n", lo < hi, lo >= hi, hi != hi);
    return 0;
}
