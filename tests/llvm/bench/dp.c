/* Dynamic programming: longest common subsequence, 0/1 knapsack and edit distance. */
#include <stdio.h>

#define LEN 1200
#define ITEMS 60
#define CAP 1000

static short lcs_row[2][LEN + 1];
static int best[CAP + 1];
static short edit[2][LEN + 1];
static char s[LEN], t[LEN];

static int min3(int a, int b, int c) {
    int m = a < b ? a : b;
    return m < c ? m : c;
}

int main(void) {
    unsigned x = 12345;
    for (int i = 0; i < LEN; i++) {
        x = x * 1103515245u + 12345u;
        s[i] = (char)('a' + (x >> 16) % 4);
        x = x * 1103515245u + 12345u;
        t[i] = (char)('a' + (x >> 16) % 4);
    }
    for (int i = 1; i <= LEN; i++) {
        short *cur = lcs_row[i & 1], *prev = lcs_row[(i - 1) & 1];
        short *ecur = edit[i & 1], *eprev = edit[(i - 1) & 1];
        cur[0] = 0;
        eprev[0] = (short)(i - 1);
        ecur[0] = (short)i;
        for (int j = 1; j <= LEN; j++) {
            if (i == 1)
                eprev[j] = (short)j;
            if (s[i - 1] == t[j - 1])
                cur[j] = (short)(prev[j - 1] + 1);
            else
                cur[j] = prev[j] > cur[j - 1] ? prev[j] : cur[j - 1];
            ecur[j] = (short)min3(eprev[j] + 1, ecur[j - 1] + 1, eprev[j - 1] + (s[i - 1] != t[j - 1]));
        }
    }
    printf("lcs %d edit %d\n", lcs_row[LEN & 1][LEN], edit[LEN & 1][LEN]);
    for (int k = 0; k < ITEMS; k++) {
        x = x * 1103515245u + 12345u;
        int w = 10 + (int)((x >> 16) % 90);
        x = x * 1103515245u + 12345u;
        int v = 1 + (int)((x >> 16) % 100);
        for (int c = CAP; c >= w; c--)
            if (best[c - w] + v > best[c])
                best[c] = best[c - w] + v;
    }
    printf("knapsack %d\n", best[CAP]);
    return 0;
}
