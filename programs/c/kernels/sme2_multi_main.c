// sme2_multi.c as a freestanding program: inputs from the test's generated header, results
// printed as hex bytes (compared byte for byte with QEMU and decoded against numpy).
#include "freestanding.h"
#include "inputs.h"  // XF, YF (float), XI, YI (int8), TABLE[64], IDX (uint8); VL, NBF, NBI, NL
#include <arm_sme.h>

void mla_sum(float *out, const float *x, const float *y, int blocks);
void dot_sum(int32_t *out, const int8_t *x, const int8_t *y, int blocks);
uint64_t lut4(uint8_t *out, const uint8_t *table64, const uint8_t *idx, int n);

static float MLA[2 * VL];
static int32_t DOT[4 * VL];
static uint8_t LUT[NL];

int main(void) {
  if (svcntsw() != VL) return 2;  // built for another streaming vector length
  mla_sum(MLA, XF, YF, NBF);
  put_hex("mla", MLA, sizeof MLA);
  dot_sum(DOT, XI, YI, NBI);
  put_hex("dot", DOT, sizeof DOT);
  uint64_t nz = lut4(LUT, TABLE, IDX, NL);
  put_hex("lut", LUT, sizeof LUT);
  put_hex("nonzero", &nz, sizeof nz);
  return 0;
}
