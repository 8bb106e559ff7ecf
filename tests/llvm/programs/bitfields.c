/* Struct bit-fields and a union: packing, sign of narrow fields, reading bytes of an int. */
#include <stdio.h>

struct packed {
    unsigned lo : 3;
    unsigned mid : 7;
    signed neg : 5;
    unsigned flag : 1;
};

union word {
    unsigned u;
    unsigned char b[4];
};

int main(void) {
    struct packed p = {0, 0, 0, 0};
    for (int i = 0; i < 12; i++) {
        p.lo++;
        p.mid += 13;
        p.neg = i - 6;
        p.flag = !p.flag;
    }
    printf("lo %u mid %u neg %d flag %u size %d\n", p.lo, p.mid, p.neg, p.flag, (int)sizeof p);
    union word w;
    w.u = 0x11223344u;
    printf("bytes %02x %02x %02x %02x\n", w.b[0], w.b[1], w.b[2], w.b[3]);
    w.b[2] = 0xab;
    printf("word %08x\n", w.u);
    return 0;
}
