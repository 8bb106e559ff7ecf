/* Integer and double matrix multiplication of N x N matrices; prints checksums. */
/* Each a * b + c stays a multiply and an add: no llvm.fmuladd, whose fusing is the compiler's choice. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

#define N 170
static int a[N][N], b[N][N], c[N][N];
static double x[N][N], y[N][N], z[N][N];

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (i * 7 + j * 3) % 17 - 8;
            b[i][j] = (i * 5 + j * 11) % 13 - 6;
            x[i][j] = (double)(i - j) / (double)(i + j + 1);
            y[i][j] = (double)((i * j) % 7) * 0.25;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            int s = 0;
            double t = 0;
            for (int k = 0; k < N; k++) {
                s += a[i][k] * b[k][j];
                t += x[i][k] * y[k][j];
            }
            c[i][j] = s;
            z[i][j] = t;
        }
    long long isum = 0;
    double dsum = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            isum += (long long)c[i][j] * (i + 1) - j;
            dsum += z[i][j] * ((i ^ j) & 3);
        }
    printf("int checksum %lld, double checksum %.6f\n", isum, dsum);
    return 0;
}
