/* char, short, int, long long: sign and zero extension, truncation, integer promotion. */
#include <stdio.h>

int main(void) {
    signed char sc = -100;
    unsigned char uc = 200;
    short ss = -30000;
    unsigned short us = 60000;
    long long ll = 1234567890123LL;
    printf("%d %d %d %d\n", sc, uc, ss, us);
    printf("%d %d\n", sc + uc, ss + us);
    printf("%d %d\n", (signed char)uc, (short)us);
    printf("%d %u\n", (int)(signed char)0x1ff, (unsigned)(unsigned char)0x1ff);
    printf("%lld %d %lld\n", ll, (int)ll, (long long)(int)ll);
    long l = -5;
    unsigned long ul = (unsigned long)l;
    printf("%ld %lu\n", l, ul);
    char text[6] = {'A', 'b', 'C', 'd', '9', 0};
    for (int i = 0; text[i]; i++) {
        char c = text[i];
        if (c >= 'a' && c <= 'z')
            c = (char)(c - 'a' + 'A');
        else if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        putchar(c);
    }
    putchar('\n');
    short acc = 0;
    for (int i = 0; i < 100; i++)
        acc = (short)(acc + 1000);
    printf("%d\n", acc);
    printf("%d %d %d %d\n", (int)sizeof(char), (int)sizeof(short), (int)sizeof(long long), (int)sizeof(long));
    return 0;
}
