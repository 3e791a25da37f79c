// A KleidiAI-style packer: fp32 (k rows of n floats, row-major) to the bf16 pair layout the
// SME kernel reads (kai_style_matmul.S): per pair of rows (k, k+1), SVL/32 32-bit lanes whose
// low half is bf16(row k) and high half bf16(row k+1), rounded by SVE BFCVT. It runs in
// streaming mode (__arm_locally_streaming), as SME packers do, so it runs on cores whose SVE
// exists only there.
#include <arm_sme.h>
#include <stdint.h>

__arm_locally_streaming
void kai_pack_bf16_pairs(uint32_t *packed, const float *src, uint64_t k, uint64_t n) {
  uint64_t vl = svcntw();
  for (uint64_t r = 0; r < k; r += 2) {
    svbool_t pg = svwhilelt_b32((uint64_t)0, n);
    svfloat32_t lo = svld1_f32(pg, src + r * n);
    svfloat32_t hi = r + 1 < k ? svld1_f32(pg, src + (r + 1) * n) : svdup_f32(0.0f);
    svuint32_t blo = svreinterpret_u32_bf16(svcvt_bf16_f32_x(pg, lo));  // bf16 in bits 15:0
    svuint32_t bhi = svreinterpret_u32_bf16(svcvt_bf16_f32_x(pg, hi));
    svuint32_t pair = svorr_u32_x(pg, svand_n_u32_x(pg, blo, 0xffff), svlsl_n_u32_x(pg, bhi, 16));
    svst1_u32(svptrue_b32(), packed + (r / 2) * vl, svsel_u32(pg, pair, svdup_u32(0)));
  }
}
