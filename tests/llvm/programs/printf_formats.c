/* printf conversions with flags, width and precision. */
#include <stdio.h>

int main(void) {
    int n = 42, neg = -42;
    printf("[%d] [%i] [%u] [%x] [%X] [%o]\n", n, neg, 3000000000u, 255, 255, 8);
    printf("[%-5d] [%05d] [%+d] [%+d] [% d] [%5d]\n", n, n, n, neg, n, neg);
    printf("[%#x] [%#o] [%8.3d] [%-8.3d]\n", 255, 8, 7, 7);
    printf("[%ld] [%lld] [%lu] [%llx]\n", -1234567890123L, -9000000000000000000LL, 18000000000000000000UL, 0xdeadbeefcafeULL);
    printf("[%c] [%3c] [%-3c] [%s] [%8s] [%-8s] [%.3s] [%%]\n", 'x', 'y', 'z', "str", "right", "left", "truncate");
    double pi = 3.14159265358979;
    printf("[%f] [%.3f] [%10.4f] [%-10.2f] [%+.1f] [%08.3f]\n", pi, pi, pi, pi, pi, -pi);
    printf("[%e] [%10.4e] [%.0e] [%E]\n", pi * 1e5, pi, 12345.678, 0.000123);
    printf("[%g] [%g] [%g] [%g] [%.3g] [%#g]\n", pi, 1e-5, 123456789.0, 100.0, pi, 2.0);
    printf("[%*d] [%-*d] [%.*f]\n", 6, 12, 6, 12, 2, pi);
    printf("[%hd] [%hhu] [%zu]\n", (short)-3, (unsigned char)300, sizeof(int));
    printf("[%.0f] [%.0f] [%.0f] [%.2f]\n", 0.5, 1.5, 2.5, 1.005);
    return 0;
}
