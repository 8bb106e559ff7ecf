/* Output through C's stdio to `stdout`: `fputs`, `fprintf`, `putc`, `fputc` and
   `fflush`, which opt -O2 partly turns into `fwrite` of constant strings, besides
   `printf`. The message to `stderr` is on a path no run takes (`argc` is 1). */
#include <stdio.h>

int main(int argc, char **argv) {
    if (argc > 5) {
        fprintf(stderr, "usage: %s\n", argv[0]);
        return 1;
    }
    printf("start\n");
    fflush(stdout);
    fputs("a line by fputs\n", stdout);
    for (int i = 0; i < 3; i++)
        fprintf(stdout, "fprintf %d %s\n", i * i, i % 2 ? "odd" : "even");
    fprintf(stdout, "no conversions\n");
    putc('p', stdout);
    fputc('q', stdout);
    fputc('\n', stdout);
    printf("%d\n", fflush(stdout));
    return 0;
}
