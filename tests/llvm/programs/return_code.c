/* A non-zero status returned from main, computed at run time. */
#include <stdio.h>

static int checksum(const unsigned char *p, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s = (s * 31 + p[i]) % 251;
    return s;
}

int main(void) {
    unsigned char data[16];
    for (int i = 0; i < 16; i++)
        data[i] = (unsigned char)(i * 17 + 3);
    int c = checksum(data, 16);
    printf("checksum %d\n", c);
    return c % 50 + 7;
}
