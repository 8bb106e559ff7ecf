/* Strings handled by hand (no string.h): length, compare, reverse, count words, puts. */
#include <stdio.h>

/* The bound keeps -O1 from turning the loop into a call to strlen. */
static int length(const char *s) {
    int n = 0;
    while (n < 4096 && s[n])
        n++;
    return n;
}

static int compare(const char *a, const char *b) {
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

static void reverse(char *s) {
    int n = length(s);
    for (int i = 0, j = n - 1; i < j; i++, j--) {
        char t = s[i];
        s[i] = s[j];
        s[j] = t;
    }
}

static int words(const char *s) {
    int n = 0, in = 0;
    for (; *s; s++) {
        if (*s == ' ') {
            in = 0;
        } else if (!in) {
            in = 1;
            n++;
        }
    }
    return n;
}

int main(void) {
    char text[] = "the quick  brown fox";
    printf("len %d words %d\n", length(text), words(text));
    printf("cmp %d %d %d\n", compare("abc", "abd") < 0, compare("abc", "abc"), compare("b", "abc") > 0);
    reverse(text);
    puts(text);
    char digits[12];
    int v = 9081726, k = 0;
    do {
        digits[k++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    digits[k] = 0;
    reverse(digits);
    puts(digits);
    puts("");
    return 0;
}
