/* The C library's exact floating-point functions on the values where they are
   easiest to get wrong: zeros of both signs, halves, the last fractional binary64s,
   2^52 and beyond, infinities and subnormals. NaNs are left out: LLVM leaves the
   sign and payload of a NaN result open, so opt may fold one to other bits. At -O0
   each is a call (`sqrt`, `fmod`) or an intrinsic (`llvm.floor.f64` ...); opt -O2
   vectorizes the loops of `floor`, `ceil`, `trunc`, `round`, `floorf` and
   `copysignf`. */
#pragma STDC FP_CONTRACT OFF
#include <math.h>
#include <stdio.h>
#include <string.h>

static void bits(const char *what, double x) {
    unsigned long long b;
    memcpy(&b, &x, sizeof b);
    printf("%s %.17g %016llx\n", what, x, b);
}

double xs[] = {0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
               4503599627370495.5, -4503599627370495.5, 4503599627370497.0, 1e300, -1e300,
               4.9406564584124654e-324, 2.0, 10.0, 1e-310};
float fs[32], gs[32];
double ds[32], es[32];

int main(void) {
    int n = sizeof xs / sizeof xs[0];
    double inf = 1.0 / 0.0;
    for (int i = 0; i < n; i++) {
        double x = xs[i];
        printf("x = %.17g\n", x);
        bits(" floor", floor(x));
        bits(" ceil", ceil(x));
        bits(" trunc", trunc(x));
        bits(" round", round(x));
        bits(" sqrt", x < 0 ? -sqrt(-x) : sqrt(x));
        bits(" fmod 0.75", fmod(x, 0.75));
        if (x != 0)
            bits(" fmod -3", fmod(-3.0, x));
        bits(" copysign", copysign(3.0, x));
        float f = (float)x;
        printf(" floorf %.9g roundf %.9g sqrtf %.9g", (double)floorf(f), (double)roundf(f),
               (double)sqrtf(fabsf(f)));
        if (isfinite(f))
            printf(" fmodf %.9g", (double)fmodf(f, 0.3f));
        printf("\n");
    }
    double specials[] = {inf, -inf};
    for (int i = 0; i < 2; i++) {
        double x = specials[i];
        bits("infinite floor", floor(x));
        bits("infinite round", round(x));
        bits("infinite sqrt", sqrt(fabs(x)));
        bits("infinite fmod by", fmod(2.0, x));
        bits("infinite copysign", copysign(1.0, x));
    }
    /* Loops that opt -O2 makes vector code of. */
    for (int i = 0; i < 32; i++) {
        ds[i] = (i - 16) * 0.75;
        fs[i] = (float)(i * 1.3);
    }
    for (int i = 0; i < 32; i++)
        es[i] = floor(ds[i]) + ceil(ds[i]) * 3 + trunc(ds[i]) * 5 + round(ds[i]) * 7;
    for (int i = 0; i < 32; i++)
        gs[i] = copysignf(floorf(fs[i]), (float)(i % 2) - 0.5f);
    double s = 0;
    float t = 0;
    for (int i = 0; i < 32; i++) {
        s += es[i];
        t += gs[i] + sqrtf(fs[i]);
    }
    printf("%.17g %.9g\n", s, (double)t);
    return 0;
}
