/* Loops compilers auto-vectorise (compare-select, min/max, widening, reductions, gathers,
   division by constants, predicated tails): a corpus for `tilesim coverage`. */
#include <stdint.h>
#include <stddef.h>

void select_gt(float *restrict d, const float *restrict a, const float *restrict b, size_t n) {
    for (size_t i = 0; i < n; i++)
        d[i] = a[i] > b[i] ? a[i] : b[i] * 0.5f;
}

void cmp_masks(int32_t *restrict d, const float *restrict a, size_t n) {
    for (size_t i = 0; i < n; i++)
        d[i] = (a[i] == 0.0f) | ((a[i] >= 1.0f) << 1) | ((a[i] < -1.0f) << 2);
}

int32_t minmax_i32(const int32_t *a, size_t n) {
    int32_t lo = a[0], hi = a[0];
    for (size_t i = 1; i < n; i++) {
        lo = a[i] < lo ? a[i] : lo;
        hi = a[i] > hi ? a[i] : hi;
    }
    return hi - lo;
}

uint32_t widen_sum_u8(const uint8_t *a, size_t n) {
    uint32_t s = 0;
    for (size_t i = 0; i < n; i++)
        s += a[i];
    return s;
}

int64_t dot_i16(const int16_t *a, const int16_t *b, size_t n) {
    int64_t s = 0;
    for (size_t i = 0; i < n; i++)
        s += (int32_t)a[i] * b[i];
    return s;
}

double sum_f64(const double *a, size_t n) {
    double s = 0;
    for (size_t i = 0; i < n; i++)
        s += a[i] * a[i];
    return s;
}

void gather_f32(float *restrict d, const float *restrict t, const int32_t *restrict idx,
                size_t n) {
    for (size_t i = 0; i < n; i++)
        d[i] = t[idx[i]];
}

void div_const(uint32_t *restrict d, const uint32_t *restrict a, int32_t *restrict e,
               const int32_t *restrict b, size_t n) {
    for (size_t i = 0; i < n; i++) {
        d[i] = a[i] / 7u;
        e[i] = b[i] / 10;
    }
}

void saturate_u8(uint8_t *restrict d, const int16_t *restrict a, size_t n) {
    for (size_t i = 0; i < n; i++) {
        int v = a[i] >> 2;
        d[i] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
}

void fixed_point(int32_t *restrict d, const float *restrict a, float *restrict f,
                 const int32_t *restrict b, size_t n) {
    for (size_t i = 0; i < n; i++) {
        d[i] = (int32_t)(a[i] * 65536.0f);
        f[i] = (float)b[i] / 256.0f;
    }
}

void abs_diff(float *restrict d, const float *restrict a, const float *restrict b, size_t n) {
    for (size_t i = 0; i < n; i++)
        d[i] = __builtin_fabsf(a[i] - b[i]);
}

void shifts(uint32_t *restrict d, const uint32_t *restrict a, const uint32_t *restrict s,
            size_t n) {
    for (size_t i = 0; i < n; i++)
        d[i] = (a[i] << (s[i] & 31)) | (a[i] >> 3);
}

void mul_add_i32(int32_t *restrict d, const int32_t *restrict a, int32_t k, size_t n) {
    for (size_t i = 0; i < n; i++)
        d[i] += a[i] * k;
}
