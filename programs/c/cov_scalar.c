/* Scalar integer and floating-point code: conversions, libm calls, bit tricks, atomics. */
#include <math.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static _Atomic long counter;

double mathmix(double x, float y) {
    return sin(x) + cos(x) * exp(-x) + log1p(fabs(x)) + sqrt(fabs(x)) + fmod(x, 3.0)
        + (double)floorf(y) + (double)roundf(y) + (double)truncf(y) + fma(x, x, 1.0)
        + (double)fminf(y, 2.0f) + copysign(1.0, x) + nearbyint(x) + (double)lrint(x);
}

int64_t conversions(double x, float y, int64_t i, uint32_t u) {
    return (int64_t)x + (uint64_t)y + (int64_t)(double)i + (int64_t)(float)u
        + (int64_t)((float)x * 3.0f) + (int64_t)(x * 1024.0);
}

static inline uint32_t bitreverse32(uint32_t w) {
#if defined(__has_builtin) && __has_builtin(__builtin_bitreverse32)
    return __builtin_bitreverse32(w);  /* clang */
#else
    uint32_t r;  /* GCC has no such builtin: the instruction itself */
    __asm__("rbit %w0, %w1" : "=r"(r) : "r"(w));
    return r;
#endif
}

unsigned bits(uint64_t v, uint32_t w) {
    return __builtin_popcountll(v) + __builtin_clzll(v | 1) + __builtin_ctz(w | 1)
        + __builtin_bswap32(w) + (unsigned)(v >> 17) + (unsigned)bitreverse32(w);
}

long bump(long k) {
    atomic_fetch_add(&counter, k);
    long expected = 0;
    atomic_compare_exchange_strong(&counter, &expected, k);
    return atomic_exchange(&counter, 3) + atomic_fetch_or(&counter, 8);
}

int main(int argc, char **argv) {
    char buf[128];
    double x = argc > 1 ? atof(argv[1]) : 0.75;
    snprintf(buf, sizeof buf, "%.6f %ld %u %ld", mathmix(x, (float)x),
             (long)conversions(x, (float)x, argc, argc), bits((uint64_t)argc << 40, argc),
             bump(argc));
    puts(buf);
    return (int)strlen(buf) & 1;
}
