/* Mutual recursion: even/odd and Hofstadter's female and male sequences. */
#include <stdio.h>

static int is_odd(unsigned n);

static int is_even(unsigned n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

static int is_odd(unsigned n) {
    return n == 0 ? 0 : is_even(n - 1);
}

static int hof_m(int n);

static int hof_f(int n) {
    return n == 0 ? 1 : n - hof_m(hof_f(n - 1));
}

static int hof_m(int n) {
    return n == 0 ? 0 : n - hof_f(hof_m(n - 1));
}

int main(void) {
    printf("even(10)=%d odd(10)=%d even(77)=%d odd(77)=%d\n", is_even(10), is_odd(10), is_even(77), is_odd(77));
    for (int i = 0; i < 15; i++)
        printf("%d%c", hof_f(i), i == 14 ? '\n' : ' ');
    for (int i = 0; i < 15; i++)
        printf("%d%c", hof_m(i), i == 14 ? '\n' : ' ');
    return 0;
}
