/* A singly linked list on the heap: push, reverse, insert sorted, delete, free. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    int value;
    struct node *next;
};

static struct node *push(struct node *head, int v) {
    struct node *n = malloc(sizeof *n);
    n->value = v;
    n->next = head;
    return n;
}

static struct node *reverse(struct node *head) {
    struct node *prev = NULL;
    while (head) {
        struct node *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

static struct node *insert_sorted(struct node *head, int v) {
    struct node **link = &head;
    while (*link && (*link)->value < v)
        link = &(*link)->next;
    struct node *n = malloc(sizeof *n);
    n->value = v;
    n->next = *link;
    *link = n;
    return head;
}

static struct node *remove_if_even(struct node *head) {
    struct node **link = &head;
    while (*link) {
        if ((*link)->value % 2 == 0) {
            struct node *dead = *link;
            *link = dead->next;
            free(dead);
        } else {
            link = &(*link)->next;
        }
    }
    return head;
}

static void print(const char *label, const struct node *n) {
    printf("%s:", label);
    for (; n; n = n->next)
        printf(" %d", n->value);
    putchar('\n');
}

static void free_all(struct node *n) {
    while (n) {
        struct node *next = n->next;
        free(n);
        n = next;
    }
}

int main(void) {
    struct node *list = NULL;
    for (int i = 1; i <= 8; i++)
        list = push(list, i * i % 11);
    print("pushed", list);
    list = reverse(list);
    print("reversed", list);
    struct node *sorted = NULL;
    for (struct node *n = list; n; n = n->next)
        sorted = insert_sorted(sorted, n->value);
    print("sorted", sorted);
    sorted = remove_if_even(sorted);
    print("odd", sorted);
    free_all(list);
    free_all(sorted);
    return 0;
}
