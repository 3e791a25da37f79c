// sme_lazy_za.c as a freestanding program: inputs from the test's generated header, results
// printed as hex bytes (compared byte for byte with QEMU and decoded against numpy).
#include "freestanding.h"
#include "inputs.h"  // A[2*VL], B[2*VL], X[NX] (float), VL = SVL/32 lanes
#include <arm_sme.h>

void outer2_with_call(float *c, const float *a, const float *b, const float *x, int n,
                      float *sums);

static float C[VL * VL];
static float SUMS[2];

int main(void) {
  if (svcntsw() != VL) return 2;  // built for another streaming vector length
  outer2_with_call(C, A, B, X, NX, SUMS);
  put_hex("c", C, sizeof C);
  put_hex("sums", SUMS, sizeof SUMS);
  return 0;
}
