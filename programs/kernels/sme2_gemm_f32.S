// SME2 fp32 GEMM micro-kernel, written the way Arm's KleidiAI writes its kernels: a .S file run
// through the C preprocessor, one pointer to an argument block as the only argument, and every
// SME/SME2 instruction as an .inst word with its text in a comment (any assembler builds it;
// clang-19 accepts the text too). The words are clang-19's encodings; tests/test_sme2_gemm.py
// checks them against llvm-objdump-19.
//
//   struct sme2_gemm_f32_args { const float *lhs; const float *rhs; float *dst; uint64_t k; };
//   void sme2_gemm_f32(const struct sme2_gemm_f32_args *args);
//
// dst = lhs^T rhs: lhs is k x MR, rhs is k x NR (row-major: each row is two streaming vectors,
// MR = NR = 2 * SVL / 32), dst is MR x NR row-major. Four FMOPA tiles: ZA0 = rows 0..VLs-1 x
// columns 0..VLs-1, ZA1 = the same rows x columns VLs.., ZA2/ZA3 the second row block. Each loop
// step takes two k with two four-vector loads (LD1W {z0.s-z3.s}, pn8/z); an odd k ends with
// two-vector loads. The result leaves row by row through MOVA and a two-vector ST1W.

#define ARGS_LHS 0
#define ARGS_RHS 8
#define ARGS_DST 16
#define ARGS_K 24

#define KERNEL sme2_gemm_f32

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
    .inst 0x25a07810  // ptrue pn8.s
    .inst 0x04bf5825  // rdsvl x5, #1
    .inst 0xc00800ff  // zero {za}
    lsr     x9, x4, #1                  // pairs of k
    cbz     x9, 2f
1:
    .inst 0xa040c020  // ld1w {z0.s-z3.s}, pn8/z, [x1]      lhs rows k, k+1
    .inst 0xa040c044  // ld1w {z4.s-z7.s}, pn8/z, [x2]      rhs rows k, k+1
    .inst 0x80840000  // fmopa za0.s, p0/m, p0/m, z0.s, z4.s
    .inst 0x80850001  // fmopa za1.s, p0/m, p0/m, z0.s, z5.s
    .inst 0x80840022  // fmopa za2.s, p0/m, p0/m, z1.s, z4.s
    .inst 0x80850023  // fmopa za3.s, p0/m, p0/m, z1.s, z5.s
    .inst 0x80860040  // fmopa za0.s, p0/m, p0/m, z2.s, z6.s
    .inst 0x80870041  // fmopa za1.s, p0/m, p0/m, z2.s, z7.s
    .inst 0x80860062  // fmopa za2.s, p0/m, p0/m, z3.s, z6.s
    .inst 0x80870063  // fmopa za3.s, p0/m, p0/m, z3.s, z7.s
    addvl   x1, x1, #4
    addvl   x2, x2, #4
    subs    x9, x9, #1
    b.ne    1b
2:
    tbz     x4, #0, 3f                  // odd k: one more row
    .inst 0xa0404020  // ld1w {z0.s, z1.s}, pn8/z, [x1]
    .inst 0xa0404044  // ld1w {z4.s, z5.s}, pn8/z, [x2]
    .inst 0x80840000  // fmopa za0.s, p0/m, p0/m, z0.s, z4.s
    .inst 0x80850001  // fmopa za1.s, p0/m, p0/m, z0.s, z5.s
    .inst 0x80840022  // fmopa za2.s, p0/m, p0/m, z1.s, z4.s
    .inst 0x80850023  // fmopa za3.s, p0/m, p0/m, z1.s, z5.s
3:
    lsr     x8, x5, #2                  // VLs: fp32 lanes per vector
    mov     x6, x3                      // dst row i
    mul     x7, x8, x5
    add     x7, x3, x7, lsl #1          // dst row VLs + i
    mov     w12, #0
4:
    .inst 0xc0820000  // mov z0.s, p0/m, za0h.s[w12, 0]
    .inst 0xc0820081  // mov z1.s, p0/m, za1h.s[w12, 0]
    .inst 0xc0820102  // mov z2.s, p0/m, za2h.s[w12, 0]
    .inst 0xc0820183  // mov z3.s, p0/m, za3h.s[w12, 0]
    .inst 0xa06040c0  // st1w {z0.s, z1.s}, pn8, [x6]
    .inst 0xa06040e2  // st1w {z2.s, z3.s}, pn8, [x7]
    addvl   x6, x6, #2
    addvl   x7, x7, #2
    add     w12, w12, #1
    cmp     x12, x8
    b.lt    4b
    .inst 0xd503467f  // smstop
    ret
    .size KERNEL, . - KERNEL
