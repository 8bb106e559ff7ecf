/* A small n-body simulation in doubles (no libm: a Newton square root); prints the energy. */
/* Each a * b + c stays a multiply and an add: no llvm.fmuladd, whose fusing is the compiler's choice. */
#pragma STDC FP_CONTRACT OFF
#include <stdio.h>

#define BODIES 5
#define STEPS 15000

struct body {
    double x, y, z, vx, vy, vz, mass;
};

static double root(double v) {
    double g = v > 1.0 ? v : 1.0;
    for (int i = 0; i < 20; i++)
        g = 0.5 * (g + v / g);
    return g;
}

static struct body bodies[BODIES] = {
    {0, 0, 0, 0, 0, 0, 39.47},
    {4.84, -1.16, -0.10, 0.606, 2.81, -0.025, 0.037},
    {8.34, 4.12, -0.40, -1.01, 1.82, 0.008, 0.011},
    {12.89, -15.11, -0.22, 1.08, 0.868, -0.010, 0.0017},
    {15.37, -25.91, 0.17, 0.979, 0.594, -0.034, 0.0020},
};

static double energy(void) {
    double e = 0;
    for (int i = 0; i < BODIES; i++) {
        struct body *b = &bodies[i];
        e += 0.5 * b->mass * (b->vx * b->vx + b->vy * b->vy + b->vz * b->vz);
        for (int j = i + 1; j < BODIES; j++) {
            double dx = b->x - bodies[j].x, dy = b->y - bodies[j].y, dz = b->z - bodies[j].z;
            e -= b->mass * bodies[j].mass / root(dx * dx + dy * dy + dz * dz);
        }
    }
    return e;
}

static void advance(double dt) {
    for (int i = 0; i < BODIES; i++)
        for (int j = i + 1; j < BODIES; j++) {
            double dx = bodies[i].x - bodies[j].x, dy = bodies[i].y - bodies[j].y, dz = bodies[i].z - bodies[j].z;
            double d2 = dx * dx + dy * dy + dz * dz;
            double mag = dt / (d2 * root(d2));
            bodies[i].vx -= dx * bodies[j].mass * mag;
            bodies[i].vy -= dy * bodies[j].mass * mag;
            bodies[i].vz -= dz * bodies[j].mass * mag;
            bodies[j].vx += dx * bodies[i].mass * mag;
            bodies[j].vy += dy * bodies[i].mass * mag;
            bodies[j].vz += dz * bodies[i].mass * mag;
        }
    for (int i = 0; i < BODIES; i++) {
        bodies[i].x += dt * bodies[i].vx;
        bodies[i].y += dt * bodies[i].vy;
        bodies[i].z += dt * bodies[i].vz;
    }
}

int main(void) {
    printf("energy before %.9f\n", energy());
    for (int s = 0; s < STEPS; s++)
        advance(0.01);
    printf("energy after  %.9f\n", energy());
    printf("x0 %.6e y4 %.6e\n", bodies[0].x, bodies[4].y);
    return 0;
}
