/* The oracle table of tests/llvm/printf.rs: for each case, a printf format, the
 * arguments it consumes and what glibc prints.
 *
 * Produced once, not at build or test time, on Debian 12 (glibc 2.36, gcc 12.2):
 *
 *     cd tests/llvm && gcc -O1 -w printf-glibc.c -lm && ./a.out > printf-glibc.txt
 *
 * The cases are deterministic (a fixed-seed xorshift generator), so rerunning this
 * reproduces the table byte for byte on the same glibc.
 *
 * Line format (after the `#` comment lines): fields separated by one TAB,
 *
 *     FORMAT <TAB> OUTPUT <TAB> ARG <TAB> ARG ...
 *
 * FORMAT and OUTPUT are byte strings in which `\\` stands for a backslash, `\xHH` for
 * any byte outside printable ASCII (so TAB and newline never occur raw), and every
 * other byte for itself. Each ARG is one argument as the C type printf reads:
 *   i:N   an integer argument (int, long, long long, ... as the length modifier says,
 *         or the int of a `*`), N its C value in decimal;
 *   d:H   a double, H its bit pattern in 16 hexadecimal digits;
 *   s:S   a string's bytes (escaped as above; a space is \x20), without the NUL;
 *   p:H   a pointer, H in hexadecimal (p:0 is NULL, also for %s).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <stddef.h>
#include <math.h>
#include <float.h>

static uint64_t state = 0x9e3779b97f4a7c15ull;

static uint64_t next(void) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

static unsigned below(unsigned n) { return (unsigned)(next() % n); }

static void escape(const char *s, size_t n, int in_arg) {
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\\')
            fputs("\\\\", stdout);
        else if (c < 0x20 || c > 0x7e || (in_arg && c == ' '))
            printf("\\x%02x", c);
        else
            putchar(c);
    }
}

static char out[1 << 16];

static void begin(const char *fmt, int n) {
    escape(fmt, strlen(fmt), 0);
    putchar('\t');
    escape(out, (size_t)n, 0);
}

static uint64_t bits(double x) {
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    return b;
}

static double from_bits(uint64_t b) {
    double x;
    memcpy(&x, &b, sizeof x);
    return x;
}

/* Length modifier codes. */
enum { L_NONE, L_HH, L_H, L_L, L_LL, L_J, L_Z, L_T };
static const char *length_text[] = {"", "hh", "h", "l", "ll", "j", "z", "t"};

/* One integer conversion: `v` converted to the type the length modifier names (as
 * passed after promotion). */
static void int_case(const char *fmt, int length, long long v) {
    int n;
    long long passed;
    switch (length) {
    case L_NONE: case L_HH: case L_H:
        passed = (int)v; n = snprintf(out, sizeof out, fmt, (int)v); break;
    case L_L: passed = (long)v; n = snprintf(out, sizeof out, fmt, (long)v); break;
    case L_LL: passed = v; n = snprintf(out, sizeof out, fmt, v); break;
    case L_J: passed = (intmax_t)v; n = snprintf(out, sizeof out, fmt, (intmax_t)v); break;
    case L_Z: passed = (long)(size_t)v; n = snprintf(out, sizeof out, fmt, (size_t)v); break;
    default: passed = (ptrdiff_t)v; n = snprintf(out, sizeof out, fmt, (ptrdiff_t)v); break;
    }
    begin(fmt, n);
    printf("\ti:%lld\n", passed);
}

/* An unsigned 64-bit value for an `l`/`ll` conversion, recorded as unsigned. */
static void ulong_case(const char *fmt, unsigned long long v) {
    int n = snprintf(out, sizeof out, fmt, v);
    begin(fmt, n);
    printf("\ti:%llu\n", v);
}

static void double_case(const char *fmt, double x) {
    int n = snprintf(out, sizeof out, fmt, x);
    begin(fmt, n);
    printf("\td:%016llx\n", (unsigned long long)bits(x));
}

static void string_case(const char *fmt, const char *s) {
    int n = snprintf(out, sizeof out, fmt, s);
    begin(fmt, n);
    if (s == NULL) {
        printf("\tp:0\n");
    } else {
        fputs("\ts:", stdout);
        escape(s, strlen(s), 1);
        putchar('\n');
    }
}

static void pointer_case(const char *fmt, uintptr_t p) {
    int n = snprintf(out, sizeof out, fmt, (void *)p);
    begin(fmt, n);
    printf("\tp:%llx\n", (unsigned long long)p);
}

/* A random flag set, width and precision: "%<flags><width><.prec>" into buf. */
static void random_spec(char *buf, int max_prec, int allow_prec) {
    static const char flags[] = "-+ #0";
    char *p = buf;
    *p++ = '%';
    for (int i = 0; i < 5; i++)
        if (below(3) == 0)
            *p++ = flags[i];
    if (below(5) == 0 && p - buf > 1) { /* a repeated or reordered flag */
        char c = p[-1];
        *p++ = c;
    }
    if (below(2))
        p += sprintf(p, "%u", below(4) ? below(12) + 1 : below(40) + 1);
    if (allow_prec && below(3)) {
        *p++ = '.';
        if (below(8))
            p += sprintf(p, "%u", below(4) ? below(10) : below((unsigned)max_prec + 1));
    }
    *p = 0;
}

static const long long int_edges[] = {
    0, 1, -1, 7, 8, 9, 10, 15, 16, 42, -42, 65, 65 + 256, 127, 128, -128, -129, 255, 256, 300,
    -300, 32767, 32768, -32768, -32769, 65535, 65536, 2147483647LL, 2147483648LL,
    -2147483647LL - 1, -2147483649LL, 4294967295LL, 4294967296LL, 0x123456789abcdefLL,
    9223372036854775807LL, -9223372036854775807LL - 1, 1000000000000LL, -7, 0777, 0xdeadbeefLL,
};

static void integer_cases(void) {
    static const char convs[] = "diouxX";
    char spec[64], fmt[96];
    int count = (int)(sizeof int_edges / sizeof int_edges[0]);
    /* Every edge value under every length and conversion, plain. */
    for (int l = 0; l < 8; l++)
        for (int c = 0; c < 6; c++)
            for (int i = 0; i < count; i++) {
                sprintf(fmt, "%%%s%c", length_text[l], convs[c]);
                int_case(fmt, l, int_edges[i]);
            }
    /* Hand-picked flag cases. */
    static const char *fixed[] = {"%-5d|", "%05d", "%+d", "% d", "%.0d", "%+.0d", "% .0d", "%5.0d",
                                  "%#x", "%#X", "%#o", "%#.0o", "%#.0x", "%#5o", "%#05x", "%-#8x|",
                                  "%08.3d", "%-08d|", "%+05d", "% 05d", "%+ d", "% +d", "%.10d",
                                  "%#.3o", "%#10.4x", "%+u", "% u", "%+x", "%.0u", "%.0o", "%#o"};
    static const long long few[] = {0, 1, -1, 42, -42, 255, 8, 0x7fffffff};
    for (size_t f = 0; f < sizeof fixed / sizeof fixed[0]; f++)
        for (size_t i = 0; i < sizeof few / sizeof few[0]; i++)
            int_case(fixed[f], L_NONE, few[i]);
    /* Large unsigned values for the 64-bit lengths. */
    static const char *ufmts[] = {"%lu", "%llu", "%lx", "%llo", "%ld", "%lld", "%#lX"};
    static const unsigned long long big[] = {18446744073709551615ull, 9223372036854775808ull,
                                             12345678901234567890ull};
    for (size_t f = 0; f < sizeof ufmts / sizeof ufmts[0]; f++)
        for (size_t i = 0; i < 3; i++)
            ulong_case(ufmts[f], big[i]);
    /* Random flags, widths and precisions. */
    for (int k = 0; k < 1500; k++) {
        int l = (int)below(8);
        random_spec(spec, 25, 1);
        sprintf(fmt, "%s%s%c", spec, length_text[l], convs[below(6)]);
        long long v = below(3) ? int_edges[below((unsigned)count)] : (long long)next() >> below(64);
        int_case(fmt, l, v);
    }
}

static double random_double(void) {
    switch (below(6)) {
    case 0: /* any bit pattern (mostly huge or tiny magnitudes, some NaNs) */
        return from_bits(next());
    case 1: /* a short decimal: ties and exact cases */
        return (double)((long long)below(2000001) - 1000000) / (double)(1u << below(12));
    case 2: /* subnormals */
        return from_bits(next() >> (12 + below(52))) * (below(2) ? 1 : -1);
    default: { /* magnitudes 1e-30 .. 1e30 */
        double m = (double)(next() >> 11) / 9007199254740992.0;
        int e = (int)below(61) - 30;
        return (below(2) ? m : -m) * pow(10.0, e);
    }
    }
}

static const double double_edges_init[] = {
    0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 9.5, 99.5, 0.05, 0.15, 0.25, 0.35, 1e-5,
    1e-4, 123456.0, 1234567.0, 999999.5, 9999995.0, 0.1, 0.2, 0.3, 1.0 / 3.0, 2.0 / 3.0,
    3.14159265358979, 100.0, 1e15, 1e16, 1e17, 1e21, 1e22, 1e23, 1e100, 1e300, -1e300, 1e308,
    DBL_MAX, -DBL_MAX, DBL_MIN, 5e-324, -5e-324, 1e-300, 2.2250738585072009e-308, 0.0001,
    0.00001234, 12345.6789, 0.999999, 0.9999995, 9.9999995, 1e-7, 65536.0, 4294967296.0,
};

static void double_cases(void) {
    static const char convs[] = "fFeEgGaA";
    char spec[64], fmt[96];
    double edges[64];
    int count = (int)(sizeof double_edges_init / sizeof double_edges_init[0]);
    memcpy(edges, double_edges_init, sizeof double_edges_init);
    edges[count++] = -0.0;
    edges[count++] = INFINITY;
    edges[count++] = -INFINITY;
    edges[count++] = from_bits(0x7ff8000000000000ull);
    edges[count++] = from_bits(0xfff8000000000000ull);
    edges[count++] = from_bits(0x7ff0000000000001ull);
    /* Every edge value under every conversion, with a few fixed specs. */
    static const char *specs[] = {"%", "%.0", "%.1", "%.3", "%.20", "%#", "%#.0", "%+", "% ", "%012",
                                  "%-12", "%+012.3", "%#.3", "%#12.0", "%-+#15.4", "%.17", "% 020.10"};
    for (size_t s = 0; s < sizeof specs / sizeof specs[0]; s++)
        for (int c = 0; c < 8; c++)
            for (int i = 0; i < count; i++) {
                sprintf(fmt, "%s%c", specs[s], convs[c]);
                double_case(fmt, edges[i]);
            }
    /* `l` and `L`-free long forms, and large precisions on a few values. */
    double_case("%lf", 1.5);
    double_case("%le", 1.5);
    double_case("%lg", 1.5);
    double_case("%la", 1.5);
    double_case("%.60f", 0.1);
    double_case("%.400f", 5e-324);
    double_case("%.1100f", 5e-324);
    double_case("%.800e", 5e-324);
    double_case("%.800e", DBL_MAX);
    double_case("%.1100e", 0.1);
    double_case("%.40a", 0.1);
    double_case("%.800g", 1e300);
    double_case("%#.800g", 0.1);
    double_case("%.1000g", 5e-324);
    /* Random doubles with random flags, widths and precisions. */
    for (int k = 0; k < 4500; k++) {
        random_spec(spec, 60, 1);
        sprintf(fmt, "%s%c", spec, convs[below(8)]);
        double x = below(10) ? random_double() : edges[below((unsigned)count)];
        double_case(fmt, x);
    }
    /* Precision 0..18 over %e and %f on short decimals (rounding ties). */
    for (int k = 0; k < 600; k++) {
        sprintf(fmt, "%%.%u%c", below(19), "efg"[below(3)]);
        double_case(fmt, (double)((long long)below(200001) - 100000) / (double)(1u << below(10)));
    }
    /* %a rounding at every precision. */
    for (int k = 0; k < 300; k++) {
        sprintf(fmt, "%%.%ua", below(14));
        double_case(fmt, random_double());
    }
}

static void other_cases(void) {
    static const char *strings[] = {"", "a", "hello", "hello, world", "tab\there", "\xff\x80 bytes",
                                    "back\\slash", "% not a spec"};
    static const char *sfmts[] = {"%s", "%.3s", "%.0s", "%10s", "%-10s|", "%10.2s", "%-.4s|",
                                  "%05s", "%.10s", "%1s", "%#s", "%+s", "% s"};
    for (size_t f = 0; f < sizeof sfmts / sizeof sfmts[0]; f++) {
        for (size_t i = 0; i < sizeof strings / sizeof strings[0]; i++)
            string_case(sfmts[f], strings[i]);
        string_case(sfmts[f], NULL);
    }
    string_case("%.5s", NULL);
    string_case("%.6s", NULL);
    string_case("%-8s|", NULL);
    static const char *cfmts[] = {"%c", "%5c", "%-5c|", "%05c", "%.0c", "%.3c", "%+c", "%hhd"};
    static const long long chars[] = {65, 65 + 256, 0, 10, 9, 255, -1, 0x7e, 32};
    for (size_t f = 0; f < sizeof cfmts / sizeof cfmts[0]; f++)
        for (size_t i = 0; i < sizeof chars / sizeof chars[0]; i++)
            int_case(cfmts[f], L_NONE, chars[i]);
    static const char *pfmts[] = {"%p", "%20p", "%-20p|", "%020p", "%+p", "% p", "%#p", "%.0p",
                                  "%.20p", "%3p", "%.3p", "%-3.1p|"};
    static const uintptr_t ptrs[] = {0, 1, 0x1234, 0x7ffde4a3b2c0, 0xffffffffffffffffull};
    for (size_t f = 0; f < sizeof pfmts / sizeof pfmts[0]; f++)
        for (size_t i = 0; i < sizeof ptrs / sizeof ptrs[0]; i++)
            pointer_case(pfmts[f], ptrs[i]);
}

/* `*` widths and precisions, negative ones included, and whole formats. */
static void star_and_whole_cases(void) {
    static const int stars[] = {0, 1, 5, 12, -1, -5, -12};
    int n;
    for (size_t a = 0; a < 7; a++)
        for (size_t b = 0; b < 7; b++) {
            n = snprintf(out, sizeof out, "%*.*d|", stars[a], stars[b], 42);
            begin("%*.*d|", n);
            printf("\ti:%d\ti:%d\ti:42\n", stars[a], stars[b]);
            n = snprintf(out, sizeof out, "%*.*f|", stars[a], stars[b], 3.14159);
            begin("%*.*f|", n);
            printf("\ti:%d\ti:%d\td:%016llx\n", stars[a], stars[b], (unsigned long long)bits(3.14159));
            n = snprintf(out, sizeof out, "%-*s|%.*s|", stars[a], "ab", stars[b], "abcdefgh");
            begin("%-*s|%.*s|", n);
            printf("\ti:%d\ts:ab\ti:%d\ts:abcdefgh\n", stars[a], stars[b]);
        }
    n = snprintf(out, sizeof out, "x=%d, y=%5.2f%%, s=\"%s\"\n", 3, 2.5, "str");
    begin("x=%d, y=%5.2f%%, s=\"%s\"\n", n);
    printf("\ti:3\td:%016llx\ts:str\n", (unsigned long long)bits(2.5));
    n = snprintf(out, sizeof out, "100%% plain text, no conversions\n");
    begin("100%% plain text, no conversions\n", n);
    printf("\n");
    n = snprintf(out, sizeof out, "%c%c%c %lu %lld %hhu %hx", 'a', 'b', 'c', 7ul, -8ll, 300, 70000);
    begin("%c%c%c %lu %lld %hhu %hx", n);
    printf("\ti:97\ti:98\ti:99\ti:7\ti:-8\ti:300\ti:70000\n");
}

/* %#g where rounding carries to the next power of ten (glibc prints `1.e+06`). */
static void carry_cases(void) {
    char fmt[32];
    for (int p = 0; p < 9; p++)
        for (int k = 0; k < 10; k++) {
            double x = pow(10.0, k) - (k % 3 == 0 ? 0.5 : k % 3 == 1 ? 0.05 : 0.3) * pow(10.0, k - p);
            sprintf(fmt, "%%#.%d%c", p, "gG"[k % 2]);
            double_case(fmt, x);
            sprintf(fmt, "%%-#12.%dg|", p);
            double_case(fmt, -x);
        }
}

int main(void) {
    puts("# printf's output on glibc 2.36 (Debian 12), made by printf-glibc.c: see that file for the");
    puts("# line format: FORMAT <TAB> OUTPUT <TAB> ARG <TAB> ARG ... (\\\\ and \\xHH escapes).");
    integer_cases();
    double_cases();
    other_cases();
    star_and_whole_cases();
    carry_cases();
    return 0;
}
