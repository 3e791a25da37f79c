/* A freestanding C program for the profile tests and docs/profiling.md: no C library, its own
 * _start (sets its own stack, calls main, exits with main's value through the exit system
 * call, x8 = 93).
 * Build: clang-19 --target=aarch64-linux-gnu -fuse-ld=lld -static -nostdlib -ffreestanding
 *        -O2 -g fmm.c -o fmm */
#define N 24

static float a[N * N], b[N * N], c[N * N];

__attribute__((noinline)) void fill(float *m, int n, unsigned seed) {
    for (int i = 0; i < n * n; i++) {  /* a linear congruential sequence: one value at a time */
        seed = seed * 1103515245u + 12345u;
        m[i] = (float)((int)(seed >> 16) % 13 - 6);
    }
}

__attribute__((noinline)) void matmul(const float *x, const float *y, float *z, int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            float s = 0.0f;
            for (int k = 0; k < n; k++)
                s += x[i * n + k] * y[k * n + j];
            z[i * n + j] = s;
        }
}

__attribute__((noinline)) long fib(long k) {
    return k < 2 ? k : fib(k - 1) + fib(k - 2);
}

__attribute__((noinline)) long checksum(const float *m, int n) {
    long s = 0;
    for (int i = 0; i < n * n; i++)
        s += (long)m[i] * (i % 5 + 1);
    return s;
}

int main(void) {
    fill(a, N, 1);
    fill(b, N, 5);
    matmul(a, b, c, N);
    long s = checksum(c, N) + fib(12);
    return (int)(s & 0x7f);
}

/* Its own stack, so its cycles do not depend on where the kernel put the initial one (the
 * environment's size moves it, and with it which cache lines the stack touches). */
unsigned char fmm_stack[1 << 14] __attribute__((aligned(4096)));

__attribute__((naked, noreturn)) void _start(void) {
    __asm__("adrp x9, fmm_stack + 16384\n\t"
            "add x9, x9, :lo12:fmm_stack + 16384\n\t"
            "mov sp, x9\n\t"
            "bl main\n\t"
            "mov x8, #93\n\t"
            "svc #0");
}
