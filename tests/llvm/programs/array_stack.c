/* One- and two-dimensional arrays on the stack. */
/* Each a * b + c stays a multiply and an add: no llvm.fmuladd, whose fusing is the compiler's choice. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

static int trace(int m[4][4]) {
    int t = 0;
    for (int i = 0; i < 4; i++)
        t += m[i][i];
    return t;
}

int main(void) {
    int v[16];
    for (int i = 0; i < 16; i++)
        v[i] = i * i - 3 * i;
    int mn = v[0], mx = v[0];
    for (int i = 1; i < 16; i++) {
        if (v[i] < mn)
            mn = v[i];
        if (v[i] > mx)
            mx = v[i];
    }
    printf("min %d max %d\n", mn, mx);

    int m[4][4];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            m[i][j] = i * 4 + j;
    int t[4][4];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            t[j][i] = m[i][j];
    printf("trace %d, t[1][2]=%d t[3][0]=%d\n", trace(t), t[1][2], t[3][0]);

    char s[8] = {'w', 'a', 'd', 'd', 'l', 'e', 0, 0};
    for (int i = 0; i < 3; i++) {
        char c = s[i];
        s[i] = s[5 - i];
        s[5 - i] = c;
    }
    printf("%s\n", s);

    double d[3][2] = {{1.5, 2.0}, {-0.5, 4.25}, {3.0, 0.125}};
    double sum = 0;
    for (int i = 0; i < 3; i++)
        sum += d[i][0] * d[i][1];
    printf("%.4f\n", sum);
    return 0;
}
