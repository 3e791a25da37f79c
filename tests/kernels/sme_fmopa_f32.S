// SME FMOPA micro-kernel, written the way Arm's KleidiAI writes its kernels: a .S file run through
// the C preprocessor (#define, #if), one pointer to an argument block as the only argument, and
// every SME instruction as an .inst word with its text in a comment (so any assembler builds it).
// The words are clang-19's encodings, checked against llvm-objdump-19 by tests/test_call.py.
//
//   struct sme_fmopa_args { const float *lhs; const float *rhs; float *dst; uint64_t k; };
//   void sme_fmopa_f32(const struct sme_fmopa_args *args);
//
// dst[M x N] += lhs^T rhs over k: lhs is k x M and rhs is k x N (row-major, one streaming
// vector per row), dst is M x N row-major, M = N = SVL / 32. Built with -DACCUMULATE=0 it
// computes dst = lhs^T rhs (ZA starts from zero instead of from dst); with -DUSE_MOVA=1 the
// tile leaves through MOVA + ST1W instead of a direct ST1W of each ZA slice.

#define ARGS_LHS 0
#define ARGS_RHS 8
#define ARGS_DST 16
#define ARGS_K 24

#ifndef ACCUMULATE
#define ACCUMULATE 1
#endif
#ifndef USE_MOVA
#define USE_MOVA 0
#endif

#define KERNEL sme_fmopa_f32

    .text
    .p2align 2
    .global KERNEL
    .type KERNEL, %function
KERNEL:
    ldr     x1, [x0, #ARGS_LHS]
    ldr     x2, [x0, #ARGS_RHS]
    ldr     x3, [x0, #ARGS_DST]
    ldr     x4, [x0, #ARGS_K]
    .inst 0xd503477f  // smstart
    .inst 0x2598e3e0  // ptrue p0.s
    .inst 0x04bf5825  // rdsvl x5, #0x1
    lsr     x7, x5, #2                  // M = N = SVL bytes / 4
#if ACCUMULATE
    mov     x6, x3
    mov     w12, #0
1:
    .inst 0xe09f00c0  // ld1w {za0h.s[w12, 0]}, p0/z, [x6]
    add     x6, x6, x5
    add     w12, w12, #1
    cmp     x12, x7
    b.lt    1b
#else
    .inst 0xc00800ff  // zero {za}
#endif
    cbz     x4, 3f
2:
    .inst 0xa540a020  // ld1w {z0.s}, p0/z, [x1]
    .inst 0xa540a041  // ld1w {z1.s}, p0/z, [x2]
    .inst 0x80810000  // fmopa za0.s, p0/m, p0/m, z0.s, z1.s
    add     x1, x1, x5
    add     x2, x2, x5
    subs    x4, x4, #1
    b.ne    2b
3:
    mov     x6, x3
    mov     w12, #0
4:
#if USE_MOVA
    .inst 0xc0820002  // mov z2.s, p0/m, za0h.s[w12, 0]
    .inst 0xe540e0c2  // st1w {z2.s}, p0, [x6]
#else
    .inst 0xe0bf00c0  // st1w {za0h.s[w12, 0]}, p0, [x6]
#endif
    add     x6, x6, x5
    add     w12, w12, #1
    cmp     x12, x7
    b.lt    4b
    .inst 0xd503467f  // smstop
    ret
    .size KERNEL, . - KERNEL
