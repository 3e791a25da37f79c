// Small functions that tests/test_call.py calls with Machine.call (AAPCS64 arguments, results).
    .text
    .p2align 2

// void saxpy(uint64_t n, float a, const float *x, float *y): y[i] += a * x[i]
    .global saxpy
saxpy:
    mov     z0.s, s0
    mov     x3, #0
    whilelt p0.s, x3, x0
    b.none  2f
1:  ld1w    {z1.s}, p0/z, [x1, x3, lsl #2]
    ld1w    {z2.s}, p0/z, [x2, x3, lsl #2]
    fmla    z2.s, p0/m, z1.s, z0.s
    st1w    {z2.s}, p0, [x2, x3, lsl #2]
    incw    x3
    whilelt p0.s, x3, x0
    b.first 1b
2:  ret

// double fma_d(double a, double b): a + b * b
    .global fma_d
fma_d:
    ptrue   p0.d
    fmla    z0.d, p0/m, z1.d, z1.d
    ret

// float fma_s(float a, float b): a + b * b
    .global fma_s
fma_s:
    ptrue   p0.s
    fmla    z0.s, p0/m, z1.s, z1.s
    ret

// int64_t stack_ints(a1, ..., a10): a1 + ... + a8 + 100 * a9 + 10000 * a10
    .global stack_ints
stack_ints:
    add     x0, x0, x1
    add     x0, x0, x2
    add     x0, x0, x3
    add     x0, x0, x4
    add     x0, x0, x5
    add     x0, x0, x6
    add     x0, x0, x7
    ldr     x9, [sp]
    mov     x10, #100
    madd    x0, x9, x10, x0
    ldr     x9, [sp, #8]
    mov     x10, #10000
    madd    x0, x9, x10, x0
    ret

// double stack_double(int64_t k, double d1, ..., double d9): d1 + d9 + k (k small)
    .global stack_double
stack_double:
    ptrue   p0.d
    ld1rd   {z1.d}, p0/z, [sp]
    fmov    z2.d, #1.0
    fmla    z0.d, p0/m, z1.d, z2.d
    cbz     x0, 2f
1:  fmla    z0.d, p0/m, z2.d, z2.d
    subs    x0, x0, #1
    b.ne    1b
2:  ret

// struct blk { uint64_t a; uint32_t b; uint32_t c; int64_t *out; };
// int64_t block(const struct blk *p): *p->out = a + b * c; returns a - c
    .global block
block:
    ldr     x1, [x0]
    ldr     w2, [x0, #8]
    ldr     w3, [x0, #12]
    ldr     x4, [x0, #16]
    madd    x5, x2, x3, x1
    str     x5, [x4]
    sub     x0, x1, x3
    ret

// uint64_t count_calls(void): a counter in .data, incremented on every call
    .global count_calls
count_calls:
    adr     x1, counter
    ldr     x0, [x1]
    add     x0, x0, #1
    str     x0, [x1]
    ret

    .data
    .p2align 3
counter: .quad 0
