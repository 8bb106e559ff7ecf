/* The C library's strlen and strcpy: copies into a global buffer and into the heap,
   lengths of the empty string and of suffixes, and strcpy's result used. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char buf[64];

int main(void) {
    const char *words[] = {"", "a", "hello", "always-canonical"};
    size_t total = 0;
    for (int i = 0; i < 4; i++) {
        strcpy(buf, words[i]);
        total += strlen(buf) * (size_t)(i + 1);
        printf("%zu [%s]\n", strlen(words[i]), buf);
    }
    char *p = malloc(32);
    char *q = strcpy(p, "xyz");
    printf("%s %zu %lu\n", q, strlen(p + 1), (unsigned long)total);
    free(p);
    return 0;
}
