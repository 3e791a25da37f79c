/* C types for the debugger tests: base types, char and bool, enums, unions, typedefs, 2-D
   arrays, pointers to pointers, strings, bit-fields, nested structs (tests/test_debug_c.py). */
#include <stdbool.h>

typedef unsigned short u16;
enum color { RED, GREEN = 5, BLUE = -2 };
union word { unsigned int u; float f; unsigned char b[4]; };
struct flags { unsigned ready : 1; unsigned mode : 3; int level : 4; };
struct inner { short s; double d; };
struct outer { char name[6]; struct inner in; struct inner *link; enum color c; };

const char *greeting = "hello";

/* clang copies the initialized struct with memcpy; freestanding means providing it */
void *memcpy(void *dst, const void *src, unsigned long n) {
    unsigned char *d = dst;
    const unsigned char *s = src;
    while (n--)
        *d++ = *s++;
    return dst;
}
struct inner shared = {-7, 2.5};

__attribute__((noinline)) int inspect(struct outer *o, int depth) {
    char c = 'A';
    unsigned char uc = 200;
    bool yes = true;
    u16 small = 65535;
    long long big = -1234567890123LL;
    unsigned long long ubig = 18446744073709551615ULL;
    float fl = 0.1f;
    double db = -3.25;
    enum color col = BLUE;
    union word w = {.f = 1.0f};
    struct flags fl3 = {1, 5, -3};
    int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
    struct inner *pi = &shared;
    struct inner **ppi = &pi;
    const char *msg = greeting;
    return o->in.s + depth + c + uc + yes + small + (int)big + (int)ubig + (int)fl + (int)db
           + col + (int)w.u + fl3.level + grid[1][2] + pi->s + (*ppi)->s + msg[0];
}

int main(void) {
    struct outer o = {"abcde", {3, 0.5}, &shared, GREEN};
    return inspect(&o, 2) & 0x7f;
}

__attribute__((naked, noreturn)) void _start(void) {
    __asm__ volatile("bl main\n\tmov x8, #93\n\tsvc #0\n");
}
