// Functions with the argument kinds m.call passes: NEON and SVE vectors in V/Z registers (and
// returned there), a streaming function, and an indirection table of row pointers as
// KleidiAI's imatmul kernels and packers take them.
#include <arm_neon.h>
#include <arm_sme.h>
#include <stdint.h>

float32x4_t neon_fma(float32x4_t acc, float32x4_t a, float32x4_t b) {
  return vfmaq_f32(acc, a, b);
}

int32x2_t neon_add_halves(int32x4_t v) { return vadd_s32(vget_low_s32(v), vget_high_s32(v)); }

svfloat32_t sve_mla(svfloat32_t acc, svfloat32_t a, float s) {
  return svmla_n_f32_x(svptrue_b32(), acc, a, s);
}

svint32_t ssve_scale(svint32_t a, int32_t s) __arm_streaming {
  return svmul_n_s32_x(svptrue_b32(), a, s);
}

// out[j] = sum over i of rows[i][j] (rows[i] NULL: a row of zeros, KleidiAI's padding)
void sum_rows(float *out, const float *const *rows, int nrows, int n) {
  for (int j = 0; j < n; j++) {
    float s = 0.0f;
    for (int i = 0; i < nrows; i++)
      if (rows[i]) s += rows[i][j];
    out[j] = s;
  }
}
