/* A C program for the gdb/lldb tests (tests/test_gdbserver.py): three frames deep (main ->
   middle -> leaf), a struct, arrays, a global to watch. Freestanding: its own _start calls
   main and exits with the status (svc #0, x8 = 93); clang-19 and gcc-12 build it. */
struct point { int x; int y; long tag; };

int counter;
int table[8] = {1, 2, 3, 5, 8, 13, 21, 34};

__attribute__((noinline)) int leaf(int v) {
    int twice = v * 2;
    counter += twice;
    return twice + 1;
}

__attribute__((noinline)) int middle(struct point *p, int k) {
    int acc = leaf(p->x + k);
    acc += table[k];
    return acc;
}

int main(void) {
    struct point pt = {3, 4, 77};
    int values[4] = {10, 20, 30, 40};
    int sum = 0;
    for (int i = 0; i < 4; i++) {
        sum += middle(&pt, i) + values[i];
    }
    pt.y = sum;
    return sum & 0x7f;
}
#if defined(__clang__)
__attribute__((naked, noreturn)) void _start(void) {
    __asm__ volatile("bl main\n\tmov x8, #93\n\tsvc #0\n");
}
#else /* GCC 12 has no naked functions on AArch64 */
__asm__(".globl _start\n_start:\n\tbl main\n\tmov x8, #93\n\tsvc #0\n");
#endif
