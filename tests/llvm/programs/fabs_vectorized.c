/* `fabs` of doubles of both signs, -0.0 among them: clang makes each call the
   intrinsic `llvm.fabs.f64`, and opt -O2 vectorizes the loop into `llvm.fabs.v2f64`. */
#include <math.h>
#include <stdio.h>

double a[64];

int main(void) {
    for (int i = 0; i < 64; i++)
        a[i] = (i % 3 - 1) * (i + 0.5);
    a[7] = -0.0;
    for (int i = 0; i < 64; i++)
        a[i] = fabs(a[i]);
    double s = 0;
    for (int i = 0; i < 64; i++)
        s += a[i];
    printf("%.2f %g %d\n", s, a[7], signbit(a[7]) != 0);
    return 0;
}
