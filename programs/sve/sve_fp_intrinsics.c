/* SVE/SVE2 floating-point and BFloat16 ACLE intrinsics (arm_sve.h) on ordinary and special
 * values: complex multiply-add and add, reciprocal steps and estimates, the trigonometric
 * helpers, FLOGB, pairwise adds, FMMLA, BFDOT/BFMMLA/BFMLALB, round-to-odd narrowing.
 * Built with -march=armv9-a+sve2+bf16+f32mm (so not in programs/c, which builds without SVE);
 * tests/test_sve_fp_qemu.py runs it under QEMU 11.1 and tilesim and compares the printed bits. */
#include <arm_sve.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define N 64
static float a[N], b[N], c[N], out[N];
static double d[N];
static bfloat16_t ha[2 * N], hb[2 * N];

static bfloat16_t to_bf16(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  uint16_t h = (uint16_t)(u >> 16);
  bfloat16_t r;
  memcpy(&r, &h, 2);
  return r;
}

int main(void) {
  static const float special[] = {INFINITY, -0.0f, NAN, 1e-40f, -3.0e38f, 0.0f, 1.0f, -2.0f};
  for (int i = 0; i < N; i++) {
    a[i] = (i * 7 % 13) - 6.5f;
    b[i] = 1.0f / (i + 1);
    c[i] = i * 0.25f;
    d[i] = (i - 31) * 1.0000001 + 1e-12 * i;
  }
  for (int i = 0; i < 8; i++) {
    a[5 * i + 1] = special[i];
    b[7 * i + 3] = special[(i + 3) % 8];
  }
  for (int i = 0; i < 2 * N; i++) {
    ha[i] = to_bf16((i % 9) - 4.0f + i / 64.0f);
    hb[i] = to_bf16(i % 11 == 0 ? special[i % 8] : 0.5f * i);
  }
  svbool_t pg = svptrue_b32(), ph = svptrue_b16(), pd = svptrue_b64();
  for (int i = 0; i < N; i += (int)svcntw()) {
    svbool_t odd = svzip1_b32(svpfalse_b(), pg);
    svfloat32_t x = svld1(pg, a + i), y = svld1(pg, b + i), z = svld1(pg, c + i);
    svbfloat16_t bx = svld1(ph, ha + 2 * i), by = svld1(ph, hb + 2 * i);
    svfloat32_t r = svcmla_f32_m(odd, z, x, y, 90);
    r = svadd_f32_x(pg, r, svcmla_lane_f32(z, x, y, 1, 180));
    r = svadd_f32_x(pg, r, svcadd_f32_m(odd, x, y, 270));
    r = svadd_f32_x(pg, r, svrecps_f32(x, y));
    r = svadd_f32_x(pg, r, svrsqrts_f32(x, y));
    r = svadd_f32_x(pg, r, svrecpe_f32(y));
    r = svadd_f32_x(pg, r, svtmad_f32(x, y, 3));
    r = svadd_f32_x(pg, r, svtsmul_f32(x, svreinterpret_u32(y)));
    r = svadd_f32_x(pg, r, svtssel_f32(x, svreinterpret_u32(z)));
    r = svadd_f32_x(pg, r, svcvt_f32_s32_x(pg, svlogb_f32_x(pg, x)));
    r = svadd_f32_x(pg, r, svaddp_f32_m(odd, x, y));
    r = svadd_f32_x(pg, r, svmmla_f32(z, x, y));
    r = svadd_f32_x(pg, r, svbfmmla_f32(z, bx, by));
    r = svadd_f32_x(pg, r, svbfdot_f32(z, bx, by));
    r = svadd_f32_x(pg, r, svbfmlalb_f32(z, bx, by));
    svst1(pg, out + i, r);
  }
  for (int i = 0; i < N; i++) {
    uint32_t u;
    memcpy(&u, &out[i], 4);
    printf("%08x %a\n", u, out[i]);
  }
  for (int i = 0; i < N; i += (int)svcntd()) {
    svfloat32_t s = svcvtx_f32_f64_x(pd, svld1(pd, d + i));
    s = svcvtnt_f32_f64_m(s, pd, svld1(pd, d + i));
    float tmp[2 * 64];
    svst1(svptrue_b32(), tmp, s);
    for (uint64_t k = 0; k < 2 * svcntd(); k++) {
      uint32_t u;
      memcpy(&u, &tmp[k], 4);
      printf("%08x", u);
    }
    printf("\n");
  }
  return 0;
}
