/* floats: single-precision arithmetic, rounding to float, float <-> double <-> int. */
/* Each a * b + c stays a multiply and an add: no llvm.fmuladd, whose fusing is the compiler's choice. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

static float poly(float x) {
    return ((2.0f * x - 3.0f) * x + 0.5f) * x - 1.25f;
}

int main(void) {
    float f = 0.1f;
    double d = f;
    printf("%.10f %.10f\n", d, 0.1);
    float acc = 0;
    for (int i = 0; i < 10; i++)
        acc += f;
    printf("%.8f %d\n", acc, acc == 1.0f);
    for (int i = -2; i <= 2; i++)
        printf("%g ", poly((float)i * 0.5f));
    putchar('\n');
    float big = 16777216.0f;
    printf("%.1f %.1f\n", big + 1.0f, (double)big + 1.0);
    int n = (int)-7.9f;
    unsigned u = (unsigned)250.75f;
    printf("%d %u\n", n, u);
    float from_int = (float)123456789;
    printf("%.1f\n", from_int);
    float third = 1.0f / 3.0f;
    printf("%.9g %.17g\n", third, (double)third);
    printf("%d %d\n", third < 0.3333334f, (double)third == 1.0 / 3.0);
    return 0;
}
