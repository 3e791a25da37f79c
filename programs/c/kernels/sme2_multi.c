// SME2 multi-vector ACLE kernels: svld1_x2/x4 loads, svmla_za32_vg1x2 and svdot_za32_vg1x4
// into ZA array vectors, svluti4_lane_zt lookups through ZT0. Each top-level kernel has its own ZA
// or ZT0 (__arm_new) and calls ZA-sharing helpers (__arm_inout("za")), so ZA lives across the
// calls; lut4 also calls a private function, around which ZT0 is saved and restored.
#include <arm_sme.h>
#include <stdint.h>

// ZA.S[0, vgx2] += x * y, lane by lane, for 2*SVL/32 floats from x and y
static void mla_block(const float *x, const float *y) __arm_streaming __arm_inout("za") {
  svcount_t pn = svptrue_c32();
  svmla_za32_f32_vg1x2(0, svld1_f32_x2(pn, x), svld1_f32_x2(pn, y));
}

// out[0..2*SVL/32) = sum over the n blocks of x*y, lane by lane
__arm_new("za") __arm_locally_streaming
void mla_sum(float *out, const float *x, const float *y, int blocks) {
  uint64_t step = 2 * svcntw();
  svzero_za();
  for (int b = 0; b < blocks; b++) mla_block(x + b * step, y + b * step);
  svfloat32x2_t r = svread_za32_f32_vg1x2(0);
  svcount_t pn = svptrue_c32();
  svst1_f32_x2(pn, out, r);
}

// ZA.S[0, vgx4] += 4-way int8 dot products of x and y (4 vectors of each)
static void dot_block(const int8_t *x, const int8_t *y) __arm_streaming __arm_inout("za") {
  svcount_t pn = svptrue_c8();
  svdot_za32_s8_vg1x4(0, svld1_s8_x4(pn, x), svld1_s8_x4(pn, y));
}

// out[0..4*SVL/32): lane k of vector v = sum over blocks of the 4-way dot product of the
// bytes 4k..4k+3 of vector v of x and y
__arm_new("za") __arm_locally_streaming
void dot_sum(int32_t *out, const int8_t *x, const int8_t *y, int blocks) {
  uint64_t step = 4 * svcntb();
  svzero_za();
  for (int b = 0; b < blocks; b++) dot_block(x + b * step, y + b * step);
  svint32x4_t r = svread_za32_s32_vg1x4(0);
  svst1_s32_x4(svptrue_c32(), out, r);
}

__attribute__((noinline)) uint64_t count_nonzero(const uint8_t *p, int n) {
  uint64_t k = 0;
  for (int i = 0; i < n; i++) k += p[i] != 0;
  return k;
}

// out[e] = table[4-bit index e of idx] for n (a multiple of SVL/8) bytes, through ZT0
// (LUTI4, segment 0: the indices are the packed nibbles of idx's first half-vector); the
// call in the loop makes ZT0 live across a call to a private-ZT0 function
__arm_new("zt0") __arm_locally_streaming
uint64_t lut4(uint8_t *out, const uint8_t *table64, const uint8_t *idx, int n) {
  uint64_t nz = 0;
  svldr_zt(0, table64);
  for (int i = 0; i < n; i += (int)svcntb()) {
    svuint8_t v = svld1_u8(svptrue_b8(), idx + i / 2);
    svst1_u8(svptrue_b8(), out + i, svluti4_lane_zt_u8(0, v, 0));
    nz += count_nonzero(out + i, (int)svcntb());
  }
  return nz;
}
