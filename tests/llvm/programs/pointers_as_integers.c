/* Pointers held in integer memory and read back: a `long` that holds a pointer
   (written through a pointer to the long, read as the long), a union of a pointer and
   an integer, an array of pointers read as integers, a pointer stored in a global
   initializer, and globals initialized with addresses cast to integers. Each is
   compared with what a cast of the pointer gives, and used to reach its object;
   nothing prints an address. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

struct packet {
    struct packet *link;
    int id;
    int count;
};

long head;
int seven = 7;
int *to_seven = &seven;
int table[4] = {1, 2, 3, 4};
long at_two = (long)&table[2];
unsigned long at_table = (unsigned long)&table;

union word {
    struct packet *p;
    uintptr_t bits;
};

/* Appends `p` to the list whose head is the `long` at `at`, read as a packet. */
static void append(struct packet *p, struct packet *at) {
    p->link = 0;
    while (at->link)
        at = at->link;
    at->link = p;
}

int main(void) {
    int sum = 0;
    for (int i = 0; i < 4; i++) {
        struct packet *p = malloc(sizeof *p);
        p->id = i;
        p->count = 10 * i;
        append(p, (struct packet *)&head);
    }
    for (long w = head; w != 0; w = (long)((struct packet *)w)->link)
        sum += ((struct packet *)w)->count + ((struct packet *)w)->id;
    printf("sum %d\n", sum);

    union word u;
    u.p = (struct packet *)head;
    printf("union %d %d\n", u.bits == (uintptr_t)u.p, ((struct packet *)u.bits)->link->count);

    struct packet *all[3];
    struct packet *q = (struct packet *)head;
    for (int i = 0; i < 3; i++, q = q->link)
        all[i] = q;
    long *as_longs = (long *)all;
    int same = 0;
    for (int i = 0; i < 3; i++)
        same += as_longs[i] == (long)all[i];
    printf("array %d %d\n", same, ((struct packet *)as_longs[2])->count);

    long *g = (long *)&to_seven;
    printf("global %d %d\n", *g == (long)&seven, *(int *)*g);
    printf("cast %d %ld %d\n", *(int *)at_two, at_two - (long)at_table, at_table == (unsigned long)table);

    while (head) {
        struct packet *p = (struct packet *)head;
        head = (long)p->link;
        free(p);
    }
    return sum % 7;
}
