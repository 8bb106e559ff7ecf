/* A float's bits through memcpy (type punning that compilers turn into `bitcast`
   float <-> i32), and a constant array of floats. */
#include <stdio.h>
#include <string.h>

static unsigned bits(float f) {
    unsigned u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static float from_bits(unsigned u) {
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

int main(void) {
    float xs[] = {0.0f, -0.0f, 1.5f, -2.25f, 3.4e38f, 1e-45f, 0.1f};
    unsigned acc = 0;
    for (int i = 0; i < 7; i++) {
        unsigned b = bits(xs[i]);
        acc = acc * 31 + b;
        printf("%08x %g\n", b, from_bits(b ^ 0x80000000u));
    }
    printf("%u\n", acc);
    return 0;
}
