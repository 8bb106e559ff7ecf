/* Globals with initialisers: strings, struct arrays, const tables, pointers into them. */
#include <stdio.h>

struct planet {
    const char *name;
    int moons;
    double radius;
};

static const struct planet planets[] = {
    {"Mercury", 0, 2439.7},
    {"Venus", 0, 6051.8},
    {"Earth", 1, 6371.0},
    {"Mars", 2, 3389.5},
};

static const unsigned short crc_table[8] = {0x0000, 0x1021, 0x2042, 0x3063,
                                            0x4084, 0x50a5, 0x60c6, 0x70e7};
char greeting[] = "hello, globals";
const char *names[] = {"zero", "one", "two", "three"};
int counter = 100;
int *counter_ptr = &counter;
const char *tail = greeting + 7;

int main(void) {
    int total_moons = 0;
    for (unsigned i = 0; i < sizeof planets / sizeof planets[0]; i++) {
        printf("%-8s %d %.1f\n", planets[i].name, planets[i].moons, planets[i].radius);
        total_moons += planets[i].moons;
    }
    printf("moons %d\n", total_moons);
    unsigned x = 0;
    for (int i = 0; i < 8; i++)
        x = (x << 1) ^ crc_table[(i * 5) & 7];
    printf("table %u\n", x);
    greeting[0] = 'H';
    printf("%s / %s\n", greeting, tail);
    for (int i = 3; i >= 0; i--)
        printf("%s%c", names[i], i ? ' ' : '\n');
    *counter_ptr += 23;
    printf("counter %d\n", counter);
    return 0;
}
