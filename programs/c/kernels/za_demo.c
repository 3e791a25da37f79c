// The SME lazy-save protocol in a few lines: demo() keeps 1, 2, 3... in row 0 of ZA0.S and calls
// za_scratch_sum (sme_lazy_za.c), which has its own ZA and zeroes it; ZA row 0 must come back.
#include "freestanding.h"
#include <arm_sme.h>

float za_scratch_sum(const float *x, int n);

static const float X[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
static float ROW[64];
static float SUM;

__arm_new("za") __arm_locally_streaming static void demo(void) {
  svbool_t all = svptrue_b32();
  svzero_za();
  svmopa_za32_f32_m(0, svwhilelt_b32(0, 1), all, svdup_f32(1.0f),
                    svcvt_f32_u32_x(all, svindex_u32(1, 1)));  // row 0 = 1, 2, 3...
  SUM = za_scratch_sum(X, 10);
  svst1_hor_za32(0, 0, all, ROW);
}

int main(void) {
  demo();
  put_dec("sum of 1..10: ", (long)SUM, "\n");
  put_dec("streaming vector length: ", (long)svcntsb() * 8, " bits\nZA row 0 after the call:");
  for (unsigned i = 0; i < svcntsw(); i++) put_dec(" ", (long)ROW[i], "");
  put_str("\n");
  return 0;
}
