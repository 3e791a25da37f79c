/* libm results as hex floats: the bits must be the same as on the real machine. */
#include <math.h>
#include <stdio.h>

int main(void) {
    const double xs[] = {0.5, 1.0, 2.5, -3.25, 10.0, 1e-3, 123.456};
    for (unsigned i = 0; i < sizeof xs / sizeof *xs; i++) {
        double x = xs[i];
        printf("%a %a %a %a %a %a\n", sin(x), cos(x), exp(x), log(fabs(x)), pow(fabs(x), 1.5),
               sqrt(fabs(x)));
        float f = (float)x;
        printf("%a %a %a %a\n", sinf(f), expf(f), logf(fabsf(f)), tanhf(f));
    }
    printf("%a %a %a\n", fma(0.1, 0.2, 0.3), round(2.5), nearbyint(-2.5));
    printf("%d %d\n", isnan(sqrt(-1.0)), isinf(1.0 / 0.0));
    return 0;
}
