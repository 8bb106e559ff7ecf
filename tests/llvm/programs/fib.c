/* Recursion: Fibonacci, factorial and the tower of Hanoi. */
#include <stdio.h>

static int fib(int n) {
    return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

static long long fact(int n) {
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}

static int moves;

static void hanoi(int n, int from, int to, int via) {
    if (n == 0)
        return;
    hanoi(n - 1, from, via, to);
    moves++;
    if (n == 4)
        printf("move disc 4 from %d to %d\n", from, to);
    hanoi(n - 1, via, to, from);
}

int main(void) {
    for (int i = 0; i <= 15; i += 3)
        printf("fib(%d) = %d\n", i, fib(i));
    printf("20! = %lld\n", fact(20));
    hanoi(6, 1, 3, 2);
    printf("hanoi moves %d\n", moves);
    return 0;
}
