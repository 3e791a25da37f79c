// kai_style_pack.c + kai_style_matmul.S as a freestanding program, and a caller that keeps
// data in ZA across the kernel call (the kernel's kai_commit_za commits the lazy save).
#include "freestanding.h"
#include "inputs.h"  // LHS_T[K*VL] (k rows of the M=VL lhs columns), RHS[K*VL]; VL, K
#include <arm_sme.h>

void kai_pack_bf16_pairs(uint32_t *packed, const float *src, uint64_t k, uint64_t n);
void kai_matmul_bf16_f32(const uint32_t *lhs_packed, const uint32_t *rhs_packed, float *dst,
                         uint64_t k_pairs);

static uint32_t LHS_P[(K + 1) / 2 * VL], RHS_P[(K + 1) / 2 * VL];
static float DST[VL * VL], PROBE[VL];

// ZA0.S row 0 = 1, 2, 3...; the kernel (a private-ZA function) runs; row 0 must be intact
__arm_new("za") __arm_locally_streaming
static void hold_za_across_kernel(float *probe) {
  svbool_t all = svptrue_b32();
  svzero_za();
  svmopa_za32_f32_m(0, svwhilelt_b32(0, 1), all, svdup_f32(1.0f),
                    svcvt_f32_u32_x(all, svindex_u32(1, 1)));
  kai_matmul_bf16_f32(LHS_P, RHS_P, DST, (K + 1) / 2);
  svst1_hor_za32(0, 0, all, probe);
}

int main(void) {
  if (svcntsw() != VL) return 2;  // built for another streaming vector length
  kai_pack_bf16_pairs(LHS_P, LHS_T, K, VL);
  kai_pack_bf16_pairs(RHS_P, RHS, K, VL);
  put_hex("lhs_packed", LHS_P, sizeof LHS_P);
  put_hex("rhs_packed", RHS_P, sizeof RHS_P);
  kai_matmul_bf16_f32(LHS_P, RHS_P, DST, (K + 1) / 2);
  put_hex("dst", DST, sizeof DST);
  hold_za_across_kernel(PROBE);
  put_hex("probe", PROBE, sizeof PROBE);
  return 0;
}
