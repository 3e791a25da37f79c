/* Small kernels the profile tests call with m.call (cold and warm calls). Build:
 * clang-19 --target=aarch64-linux-gnu -O2 -g -fno-vectorize -c kernels.c */
float dot(const float *x, const float *y, long n) {
    float s = 0.0f;
    for (long i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}
