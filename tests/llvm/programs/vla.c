/* Variable-length arrays: one per loop iteration, each released when its iteration
   ends (clang saves and restores the stack around it), one per call of a recursive
   function, and one whose size depends on the arguments. At -O0 each is an `alloca`
   outside the entry block between `llvm.stacksave` and `llvm.stackrestore`. */
#include <stdio.h>

static long triangle(int n) {
    long a[n + 1];
    for (int i = 0; i <= n; i++)
        a[i] = i;
    long s = 0;
    for (int i = 0; i <= n; i++)
        s += a[i];
    return s;
}

static int depth(int n) {
    if (n == 0)
        return 0;
    char buf[n * 16];
    for (int i = 0; i < n * 16; i++)
        buf[i] = (char)(i + n);
    return buf[n * 16 - 1] + depth(n - 1);
}

static double grid(int rows, int cols) {
    double m[rows][cols];
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            m[r][c] = r * 0.5 + c;
    double s = 0;
    for (int r = 0; r < rows; r++)
        s += m[r][cols - 1 - r % cols];
    return s;
}

int main(void) {
    long total = 0;
    for (int k = 1; k <= 200; k++) {
        int v[k];
        for (int i = 0; i < k; i++)
            v[i] = i * k;
        total += v[k - 1] + triangle(k);
    }
    printf("%ld %d %g\n", total, depth(12), grid(7, 5));
    return 0;
}
