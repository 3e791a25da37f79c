// SME2 int8 GEMM micro-kernel with 4-bit weights dequantised through ZT0 (LUTI4), written the
// way Arm's KleidiAI writes its kernels: a .S file run through the C preprocessor, one pointer
// to an argument block, SME/SME2 instructions as .inst words with their text in a comment (the
// words are clang-19's; tests/test_sme2_gemm.py checks them against llvm-objdump-19).
//
//   struct sme2_gemm_i8_luti4_args { const int8_t *lhs; const uint8_t *rhs4; const int32_t *lut;
//                                    int32_t *dst; uint64_t k; };
//   void sme2_gemm_i8_luti4(const struct sme2_gemm_i8_luti4_args *args);
//
// dst (MR x NR int32, row-major, MR = NR = SVL / 32) = A^T B where A is k x MR int8 and B is
// k x NR with B[k][j] = (int8_t)lut[W[k][j]] for 4-bit codes W: ZT0 holds the codebook as 16
// 32-bit entries, of which LUTI4 with 8-bit elements takes the low byte (Arm ARM LUTI4).
// k is a multiple of 8. Packing (per group of 4 k, as SMOPA's 4-way dot product reads it):
// lhs: for each group g, MR rows of 4 bytes A[4g+t][i] (one streaming vector per group);
// rhs4: for each group, NR x 4 codes in the same order, two codes per byte (low nibble first),
// so one vector of codes covers two groups: LUTI4 z.b, zt0, zN[0] expands the first, [1] the
// second.

#define ARGS_LHS 0
#define ARGS_RHS4 8
#define ARGS_LUT 16
#define ARGS_DST 24
#define ARGS_K 32

#define KERNEL sme2_gemm_i8_luti4

    .text
    .p2align 2
    .global KERNEL
    .type KERNEL, %function
KERNEL:
    ldr     x1, [x0, #ARGS_LHS]
    ldr     x2, [x0, #ARGS_RHS4]
    ldr     x3, [x0, #ARGS_LUT]
    ldr     x6, [x0, #ARGS_DST]
    ldr     x4, [x0, #ARGS_K]
    .inst 0xd503477f  // smstart
    .inst 0x2518e3e0  // ptrue p0.b
    .inst 0x25207810  // ptrue pn8.b
    .inst 0x04bf5825  // rdsvl x5, #1
    .inst 0xc00800ff  // zero {za}
    .inst 0xe11f8060  // ldr zt0, [x3]                    the codebook
    lsr     x9, x4, #3                  // groups of 8 k
    cbz     x9, 2f
1:
    .inst 0xa0400020  // ld1b {z0.b, z1.b}, pn8/z, [x1]    two groups of lhs
    .inst 0xa400a042  // ld1b {z2.b}, p0/z, [x2]           codes of two groups
    .inst 0xc0ca0043  // luti4 z3.b, zt0, z2[0]
    .inst 0xc0ca4044  // luti4 z4.b, zt0, z2[1]
    .inst 0xa0830000  // smopa za0.s, p0/m, p0/m, z0.b, z3.b
    .inst 0xa0840020  // smopa za0.s, p0/m, p0/m, z1.b, z4.b
    addvl   x1, x1, #2
    addvl   x2, x2, #1
    subs    x9, x9, #1
    b.ne    1b
2:
    lsr     x8, x5, #2                  // MR
    mov     w12, #0
3:
    .inst 0xe0bf00c0  // st1w {za0h.s[w12, 0]}, p0, [x6]
    add     x6, x6, x5
    add     w12, w12, #1
    cmp     x12, x8
    b.lt    3b
    .inst 0xd503467f  // smstop
    ret
    .size KERNEL, . - KERNEL
