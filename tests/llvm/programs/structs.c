/* Structs: copies, padding, passing by pointer and by value, returning small structs. */
#include <stdio.h>

struct point {
    int x, y;
};

struct padded {
    char tag;
    double value;
    short count;
};

struct rect {
    struct point lo, hi;
};

static struct point add(struct point a, struct point b) {
    struct point r = {a.x + b.x, a.y + b.y};
    return r;
}

static void scale(struct point *p, int k) {
    p->x *= k;
    p->y *= k;
}

static int area(const struct rect *r) {
    return (r->hi.x - r->lo.x) * (r->hi.y - r->lo.y);
}

static struct padded make(char tag, double v, short c) {
    struct padded p;
    p.tag = tag;
    p.value = v;
    p.count = c;
    return p;
}

int main(void) {
    struct point a = {3, 4}, b = {-1, 7};
    struct point c = add(a, b);
    struct point d = c;
    scale(&d, 3);
    printf("c (%d,%d) d (%d,%d)\n", c.x, c.y, d.x, d.y);

    struct rect r = {{0, 0}, {5, 3}};
    struct rect s = r;
    s.hi.x = 10;
    printf("areas %d %d\n", area(&r), area(&s));

    struct padded p = make('q', 2.5, 7);
    struct padded q = p;
    q.count++;
    printf("sizeof padded %d, %c %.2f %d %d\n", (int)sizeof(struct padded), q.tag, q.value, p.count, q.count);

    struct point path[4] = {{0, 0}, {3, 0}, {3, 4}, {0, 4}};
    int len = 0;
    for (int i = 1; i < 4; i++) {
        struct point step = {path[i].x - path[i - 1].x, path[i].y - path[i - 1].y};
        len += (step.x < 0 ? -step.x : step.x) + (step.y < 0 ? -step.y : step.y);
    }
    printf("path %d\n", len);
    return 0;
}
