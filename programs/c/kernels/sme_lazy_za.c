// ACLE SME kernels that call each other so that ZA is lazily saved and restored
// (AAPCS64 "SME support routines": the TPIDR2 block, __arm_tpidr2_save/restore).
#include <arm_sme.h>
#include <stdint.h>

// A private-ZA function with its own ZA (its interface is an ordinary function's): on entry it
// commits the caller's lazy save (__arm_tpidr2_save), then zeroes and uses ZA itself. Returns
// the sum of x[0..n) accumulated in column 0 of ZA0.S by outer products with a one-lane vector.
__arm_new("za") __arm_locally_streaming
float za_scratch_sum(const float *x, int n) {
  svbool_t all = svptrue_b32();
  svbool_t col0 = svwhilelt_b32(0, 1);
  svzero_za();
  for (int i = 0; i < n; i += (int)svcntw()) {
    svbool_t pg = svwhilelt_b32(i, n);
    svmopa_za32_f32_m(0, pg, col0, svld1_f32(pg, x + i), svdup_f32(1.0f));
  }
  return svaddv_f32(all, svread_ver_za32_f32_m(svdup_f32(0.0f), all, 0, 0));
}

// Shares the caller's ZA: accumulates the outer product a (x) b into ZA0.S.
void za_accumulate(const float *a, const float *b) __arm_streaming __arm_inout("za") {
  svbool_t all = svptrue_b32();
  svmopa_za32_f32_m(0, all, all, svld1_f32(all, a), svld1_f32(all, b));
}

// Reads ZA0.S into c (row-major SVL/32 x SVL/32).
void za_store(float *c) __arm_streaming __arm_in("za") {
  svbool_t all = svptrue_b32();
  uint64_t vl = svcntw();
  for (uint32_t r = 0; r < vl; r++)
    svst1_hor_za32(0, r, all, c + r * vl);
}

// The kernel: c = a0 (x) b0 + a1 (x) b1, and between the two outer products it calls a
// private-ZA function that uses ZA itself, so its own ZA contents must survive the call
// (lazy save by the callee, restore by this function). sums[k] gets the callee's results.
__arm_new("za") __arm_locally_streaming
void outer2_with_call(float *c, const float *a, const float *b, const float *x, int n,
                      float *sums) {
  uint64_t vl = svcntw();
  svzero_za();
  za_accumulate(a, b);
  sums[0] = za_scratch_sum(x, n);
  za_accumulate(a + vl, b + vl);
  sums[1] = za_scratch_sum(x + 1, n - 1);
  za_store(c);
}
