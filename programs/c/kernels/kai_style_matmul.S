// A KleidiAI-style SME2 micro-kernel (written for tilesim's tests in the style of
// ARM-software/kleidiai's kai/ukernels/matmul assembly): portable macros around the
// directives, SME instructions written as .inst words, a kai_commit_za that commits a
// caller's pending lazy ZA save, and the whole body under #if defined(__ARM_FEATURE_SME2) so
// that a preprocessor that does not target AArch64 leaves only `ret`.
//
//   void kai_matmul_bf16_f32(const uint32_t *lhs_packed, const uint32_t *rhs_packed,
//                            float *dst, uint64_t k_pairs)
//
// dst (SVL/32 x SVL/32 floats, row-major) = lhs^T rhs over k_pairs pairs of k: each packed
// operand holds, per pair, SVL/32 32-bit lanes of two bf16 (k, k+1) (kai_style_pack.c).
// With -DKAI_NEGATE it computes -(lhs^T rhs) (BFMOPS instead of BFMOPA).

#if defined(_MSC_VER)
#error "this tilesim example is for ELF targets"
#else
#define KAI_ASM_GLOBAL(name) .global name
#define KAI_ASM_FUNCTION_TYPE(name) .type name, %function
#define KAI_ASM_FUNCTION_LABEL(name) name:
#define KAI_ASM_FUNCTION_END(name) .size name, .-name
#define KAI_ASM_INST(num) .inst num
#endif

#if defined(KAI_NEGATE)
#define KAI_BFMOP_ZA0_P0_Z0_Z1 KAI_ASM_INST(0x81810010)  // bfmops za0.s, p0/m, p0/m, z0.h, z1.h
#else
#define KAI_BFMOP_ZA0_P0_Z0_Z1 KAI_ASM_INST(0x81810000)  // bfmopa za0.s, p0/m, p0/m, z0.h, z1.h
#endif

    .text
    .p2align 2

// Commit a pending lazy save of the caller's ZA (AAPCS64: TPIDR2_EL0 points at a TPIDR2
// block naming the buffer and the slice count) before this kernel overwrites ZA.
KAI_ASM_GLOBAL(kai_commit_za)
KAI_ASM_FUNCTION_TYPE(kai_commit_za)
KAI_ASM_FUNCTION_LABEL(kai_commit_za)
#if defined(__ARM_FEATURE_SME2)
    mrs     x9, tpidr2_el0
    cbz     x9, 2f
    ldr     x10, [x9]                   // za_save_buffer
    ldrh    w11, [x9, #8]               // num_za_save_slices
    cbz     x10, 1f
    mov     w12, #0
0:  cmp     w12, w11
    b.hs    1f
    str     za[w12, 0], [x10]
    addsvl  x10, x10, #1
    add     w12, w12, #1
    b       0b
1:  msr     tpidr2_el0, xzr
2:
#endif
    ret
KAI_ASM_FUNCTION_END(kai_commit_za)

KAI_ASM_GLOBAL(kai_matmul_bf16_f32)
KAI_ASM_FUNCTION_TYPE(kai_matmul_bf16_f32)
KAI_ASM_FUNCTION_LABEL(kai_matmul_bf16_f32)
#if defined(__ARM_FEATURE_SME2)
    stp     x29, x30, [sp, #-80]!
    stp     d8, d9, [sp, #16]           // SMSTART zeroes the vector registers: keep the
    stp     d10, d11, [sp, #32]         // callee-saved d8-d15
    stp     d12, d13, [sp, #48]
    stp     d14, d15, [sp, #64]
    bl      kai_commit_za
    smstart
    ptrue   p0.b                        // BFMOPA predicates .h elements: all of them
    zero    {za}
    cbz     x3, 4f
3:  ld1w    {z0.s}, p0/z, [x0]
    ld1w    {z1.s}, p0/z, [x1]
    KAI_BFMOP_ZA0_P0_Z0_Z1
    addvl   x0, x0, #1
    addvl   x1, x1, #1
    subs    x3, x3, #1
    b.ne    3b
4:  cntw    x4
    mov     w12, #0
5:  st1w    {za0h.s[w12, 0]}, p0, [x2]
    addvl   x2, x2, #1
    add     w12, w12, #1
    cmp     x12, x4
    b.lo    5b
    smstop
    ldp     d8, d9, [sp, #16]
    ldp     d10, d11, [sp, #32]
    ldp     d12, d13, [sp, #48]
    ldp     d14, d15, [sp, #64]
    ldp     x29, x30, [sp], #80
#endif
    ret
KAI_ASM_FUNCTION_END(kai_matmul_bf16_f32)
