/* Loops a compiler vectorises at -O3 (NEON, SVE/SVE2, streaming SVE with SME): compare and
   select, min/max, widening multiply-accumulate, reductions, gathers, division by constants
   and by variables (SVE SDIVR/UDIVR), tails that do not fill a vector, saturation, byte
   shuffles. Prints hex checksums so any difference in one element shows. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define N 203 /* not a multiple of any vector length: every loop has a tail */

static float fa[N], fb[N], fc[N];
static int32_t ia[N], ib[N], ic[N];
static int16_t sa[N], sb[N];
static uint8_t ua[N], ub[N];
static int32_t idx[N];
static double da[N];

static uint64_t mix(uint64_t h, uint64_t v) { return (h ^ v) * 0x100000001b3ull; }

static uint64_t sum_bytes(const void *p, size_t n) {
    const uint8_t *b = p;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) h = mix(h, b[i]);
    return h;
}

__attribute__((noinline)) void cmp_select(float *restrict c, const float *a, const float *b, int n) {
    for (int i = 0; i < n; i++) c[i] = a[i] > b[i] ? a[i] - b[i] : b[i] * 0.5f;
}

__attribute__((noinline)) void minmax(int32_t *restrict c, const int32_t *a, const int32_t *b, int n) {
    for (int i = 0; i < n; i++) {
        int32_t lo = a[i] < b[i] ? a[i] : b[i];
        int32_t hi = a[i] > b[i] ? a[i] : b[i];
        c[i] = hi - lo + (lo > 0 ? lo : -lo);
    }
}

__attribute__((noinline)) int64_t widen_dot(const int16_t *a, const int16_t *b, int n) {
    int64_t s = 0;
    for (int i = 0; i < n; i++) s += (int32_t)a[i] * b[i];
    return s;
}

__attribute__((noinline)) uint32_t bytes_dot(const uint8_t *a, const uint8_t *b, int n) {
    uint32_t s = 0;
    for (int i = 0; i < n; i++) s += (uint32_t)a[i] * b[i];
    return s;
}

__attribute__((noinline)) float fsum(const float *a, int n) {
    float s = 0;
    for (int i = 0; i < n; i++) s += a[i];  /* in order (no -ffast-math): a strict reduction */
    return s;
}

__attribute__((noinline)) int32_t imax(const int32_t *a, int n) {
    int32_t m = a[0];
    for (int i = 1; i < n; i++) m = a[i] > m ? a[i] : m;
    return m;
}

__attribute__((noinline)) void gather(float *restrict c, const float *a, const int32_t *ix, int n) {
    for (int i = 0; i < n; i++) c[i] = a[ix[i]] + 1.0f;
}

__attribute__((noinline)) void divide(int32_t *restrict c, const int32_t *a, int n) {
    for (int i = 0; i < n; i++) c[i] = a[i] / 7 + a[i] % 10 + (int32_t)((uint32_t)a[i] / 3u);
}

__attribute__((noinline)) void divide_var(int32_t *restrict c, int64_t *restrict d,
                                          const int32_t *a, const int32_t *b, int n) {
    for (int i = 0; i < n; i++) {
        int32_t q = b[i] % 97;
        c[i] = (q ? a[i] / q : a[i]) + (int32_t)((uint32_t)a[i] / ((uint32_t)b[i] | 1u));
        d[i] = (int64_t)a[i] * 40503 / (int64_t)(q | 1);
    }
}

__attribute__((noinline)) void saturate(uint8_t *restrict c, const uint8_t *a, const uint8_t *b, int n) {
    for (int i = 0; i < n; i++) {
        unsigned v = a[i] + b[i];
        c[i] = v > 255 ? 255 : (uint8_t)v;
    }
}

__attribute__((noinline)) void axpy_d(double *restrict y, const double *x, double a, int n) {
    for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

__attribute__((noinline)) int count_if(const float *a, int n) {
    int k = 0;
    for (int i = 0; i < n; i++) k += a[i] < 0.25f;
    return k;
}

int main(void) {
    uint32_t x = 2463534242u;
    for (int i = 0; i < N; i++) {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        fa[i] = (float)(int)(x % 2001 - 1000) / 64.0f;
        fb[i] = (float)(int)((x >> 11) % 2001 - 1000) / 32.0f;
        ia[i] = (int32_t)(x % 200001) - 100000;
        ib[i] = (int32_t)((x >> 7) % 200001) - 100000;
        sa[i] = (int16_t)(x & 0xffff);
        sb[i] = (int16_t)(x >> 16);
        ua[i] = (uint8_t)x;
        ub[i] = (uint8_t)(x >> 8);
        idx[i] = (int32_t)((x >> 3) % N);
        da[i] = (double)ia[i] / 1024.0;
    }
    cmp_select(fc, fa, fb, N);
    printf("cmp_select %016llx\n", (unsigned long long)sum_bytes(fc, sizeof fc));
    minmax(ic, ia, ib, N);
    printf("minmax     %016llx\n", (unsigned long long)sum_bytes(ic, sizeof ic));
    printf("widen_dot  %lld\n", (long long)widen_dot(sa, sb, N));
    printf("bytes_dot  %u\n", bytes_dot(ua, ub, N));
    printf("fsum       %a\n", fsum(fa, N));
    printf("imax       %d\n", imax(ia, N));
    gather(fc, fa, idx, N);
    printf("gather     %016llx\n", (unsigned long long)sum_bytes(fc, sizeof fc));
    divide(ic, ia, N);
    printf("divide     %016llx\n", (unsigned long long)sum_bytes(ic, sizeof ic));
    int64_t dq[N];
    divide_var(ic, dq, ia, ib, N);
    printf("divide_var %016llx %016llx\n", (unsigned long long)sum_bytes(ic, sizeof ic),
           (unsigned long long)sum_bytes(dq, sizeof dq));
    uint8_t uc[N];
    saturate(uc, ua, ub, N);
    printf("saturate   %016llx\n", (unsigned long long)sum_bytes(uc, sizeof uc));
    double dy[N];
    memcpy(dy, da, sizeof dy);
    axpy_d(dy, da, 0.75, N);
    printf("axpy_d     %016llx\n", (unsigned long long)sum_bytes(dy, sizeof dy));
    printf("count_if   %d\n", count_if(fa, N));
    return 0;
}
