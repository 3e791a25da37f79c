// Packed GEMM with a non-streaming SVE FMLA micro-kernel (`tilesim gemm --kernel sve`).
// C (row-major, M x N, fp32) = A * B from host-packed operands (the layout library):
//   Apack = f32[MP,K]{0,1:T(K,8)}   panels of MR = 8 rows, k-step after k-step
//   Bpack = f32[K,NP]{1,0:T(K,NR)}  panels of NR = 2*VL/32 columns (32 at VL 512)
// Loops: for jr (NR) { for ir (MR) { micro-kernel } } over one block (MC = MP, KC = K,
// NC = NP); the five-loop structure of programs/gemm/driver.s with the outer three loops
// collapsed to one iteration (the host packs the whole problem).
// Micro-kernel: 8 x 2 accumulators z0-z15 (row r: z(2r), z(2r+1)); per k-step 2 LD1W of the
// B panel row, 8 LD1RW broadcasts of A, 16 FMLA; unrolled x2, the next step's operands are
// loaded right after the current step has read them (A rows 0-3 and B alternate between two
// register sets, so their loads issue a whole step ahead).
// CHECK: exit == 0
        .equ    M, 8
        .equ    N, 32
        .equ    K, 8
        .equ    MP, 8
        .equ    NP, 32
        .equ    LDC, N * 4
        .equ    REPS, 1
        .equ    APACK_BYTES, MP * K * 4 + 4096
        .equ    BPACK_BYTES, NP * K * 4 + 4096
        .equ    C_BYTES, M * N * 4 + 4096
        .text
        .global _start
_start:
        ptrue   p0.s
        cntw    x20
        lsl     x20, x20, #1                    // NR
        lsl     x21, x20, #2                    // bytes per packed B k-step
        adrp    x22, Apack
        add     x22, x22, :lo12:Apack
        adrp    x23, Bpack
        add     x23, x23, :lo12:Bpack
        adrp    x24, Cmat
        add     x24, x24, :lo12:Cmat
        mov     x25, #K
        mov     x26, #M
        mov     x27, #N
        mov     x28, #LDC
        mov     x19, #0                         // jr
.Ljr:
        cmp     x19, x27
        b.hs    .Ldone
        whilelt p1.s, x19, x27                  // C columns of this panel
        cntw    x9
        add     x9, x19, x9
        whilelt p2.s, x9, x27
        mov     x15, #0                         // ir
.Lir:
        cmp     x15, x26
        b.hs    .Ljr_next
        mul     x9, x15, x25
        add     x0, x22, x9, lsl #2             // A panel: ir*K values
        mul     x9, x19, x25
        add     x1, x23, x9, lsl #2             // B panel: jr*K values
        dup     z0.s, #0
        dup     z1.s, #0
        dup     z2.s, #0
        dup     z3.s, #0
        dup     z4.s, #0
        dup     z5.s, #0
        dup     z6.s, #0
        dup     z7.s, #0
        dup     z8.s, #0
        dup     z9.s, #0
        dup     z10.s, #0
        dup     z11.s, #0
        dup     z12.s, #0
        dup     z13.s, #0
        dup     z14.s, #0
        dup     z15.s, #0
        ld1w    {z24.s}, p0/z, [x1]
        ld1w    {z25.s}, p0/z, [x1, #1, mul vl]
        ld1rw   {z16.s}, p0/z, [x0, #0]
        ld1rw   {z17.s}, p0/z, [x0, #4]
        ld1rw   {z18.s}, p0/z, [x0, #8]
        ld1rw   {z19.s}, p0/z, [x0, #12]
        ld1rw   {z20.s}, p0/z, [x0, #16]
        ld1rw   {z21.s}, p0/z, [x0, #20]
        ld1rw   {z22.s}, p0/z, [x0, #24]
        ld1rw   {z23.s}, p0/z, [x0, #28]
        mov     x10, x25                        // k-steps left
        subs    x10, x10, #1
1:
        add     x0, x0, #32
        add     x1, x1, x21
        ld1w    {z26.s}, p0/z, [x1]
        ld1w    {z27.s}, p0/z, [x1, #1, mul vl]
        ld1rw   {z28.s}, p0/z, [x0, #0]
        ld1rw   {z29.s}, p0/z, [x0, #4]
        ld1rw   {z30.s}, p0/z, [x0, #8]
        ld1rw   {z31.s}, p0/z, [x0, #12]
        fmla    z0.s, p0/m, z16.s, z24.s
        fmla    z1.s, p0/m, z16.s, z25.s
        fmla    z2.s, p0/m, z17.s, z24.s
        fmla    z3.s, p0/m, z17.s, z25.s
        fmla    z4.s, p0/m, z18.s, z24.s
        fmla    z5.s, p0/m, z18.s, z25.s
        fmla    z6.s, p0/m, z19.s, z24.s
        fmla    z7.s, p0/m, z19.s, z25.s
        fmla    z8.s, p0/m, z20.s, z24.s
        fmla    z9.s, p0/m, z20.s, z25.s
        ld1rw   {z20.s}, p0/z, [x0, #16]
        fmla    z10.s, p0/m, z21.s, z24.s
        fmla    z11.s, p0/m, z21.s, z25.s
        ld1rw   {z21.s}, p0/z, [x0, #20]
        fmla    z12.s, p0/m, z22.s, z24.s
        fmla    z13.s, p0/m, z22.s, z25.s
        ld1rw   {z22.s}, p0/z, [x0, #24]
        fmla    z14.s, p0/m, z23.s, z24.s
        fmla    z15.s, p0/m, z23.s, z25.s
        ld1rw   {z23.s}, p0/z, [x0, #28]
        b.eq    2f
        subs    x10, x10, #1
        add     x0, x0, #32
        add     x1, x1, x21
        ld1w    {z24.s}, p0/z, [x1]
        ld1w    {z25.s}, p0/z, [x1, #1, mul vl]
        ld1rw   {z16.s}, p0/z, [x0, #0]
        ld1rw   {z17.s}, p0/z, [x0, #4]
        ld1rw   {z18.s}, p0/z, [x0, #8]
        ld1rw   {z19.s}, p0/z, [x0, #12]
        fmla    z0.s, p0/m, z28.s, z26.s
        fmla    z1.s, p0/m, z28.s, z27.s
        fmla    z2.s, p0/m, z29.s, z26.s
        fmla    z3.s, p0/m, z29.s, z27.s
        fmla    z4.s, p0/m, z30.s, z26.s
        fmla    z5.s, p0/m, z30.s, z27.s
        fmla    z6.s, p0/m, z31.s, z26.s
        fmla    z7.s, p0/m, z31.s, z27.s
        fmla    z8.s, p0/m, z20.s, z26.s
        fmla    z9.s, p0/m, z20.s, z27.s
        ld1rw   {z20.s}, p0/z, [x0, #16]
        fmla    z10.s, p0/m, z21.s, z26.s
        fmla    z11.s, p0/m, z21.s, z27.s
        ld1rw   {z21.s}, p0/z, [x0, #20]
        fmla    z12.s, p0/m, z22.s, z26.s
        fmla    z13.s, p0/m, z22.s, z27.s
        ld1rw   {z22.s}, p0/z, [x0, #24]
        fmla    z14.s, p0/m, z23.s, z26.s
        fmla    z15.s, p0/m, z23.s, z27.s
        ld1rw   {z23.s}, p0/z, [x0, #28]
        b.eq    2f
        subs    x10, x10, #1
        b       1b
2:      // C rows ir.. (at most 8, at most M - ir), columns masked by p1/p2
        mul     x9, x15, x28
        add     x9, x24, x9
        add     x9, x9, x19, lsl #2             // &C(ir, jr)
        sub     x10, x26, x15                   // rows left
        cmp     x10, #0
        b.ls    3f
        st1w    {z0.s}, p1, [x9]
        st1w    {z1.s}, p2, [x9, #1, mul vl]
        add     x9, x9, x28
        cmp     x10, #1
        b.ls    3f
        st1w    {z2.s}, p1, [x9]
        st1w    {z3.s}, p2, [x9, #1, mul vl]
        add     x9, x9, x28
        cmp     x10, #2
        b.ls    3f
        st1w    {z4.s}, p1, [x9]
        st1w    {z5.s}, p2, [x9, #1, mul vl]
        add     x9, x9, x28
        cmp     x10, #3
        b.ls    3f
        st1w    {z6.s}, p1, [x9]
        st1w    {z7.s}, p2, [x9, #1, mul vl]
        add     x9, x9, x28
        cmp     x10, #4
        b.ls    3f
        st1w    {z8.s}, p1, [x9]
        st1w    {z9.s}, p2, [x9, #1, mul vl]
        add     x9, x9, x28
        cmp     x10, #5
        b.ls    3f
        st1w    {z10.s}, p1, [x9]
        st1w    {z11.s}, p2, [x9, #1, mul vl]
        add     x9, x9, x28
        cmp     x10, #6
        b.ls    3f
        st1w    {z12.s}, p1, [x9]
        st1w    {z13.s}, p2, [x9, #1, mul vl]
        add     x9, x9, x28
        cmp     x10, #7
        b.ls    3f
        st1w    {z14.s}, p1, [x9]
        st1w    {z15.s}, p2, [x9, #1, mul vl]
        add     x9, x9, x28
3:
        add     x15, x15, #8
        b       .Lir
.Ljr_next:
        add     x19, x19, x20
        b       .Ljr
.Ldone:
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 256
Apack:  .space  APACK_BYTES
        .balign 256
Bpack:  .space  BPACK_BYTES
        .balign 256
Cmat:   .space  C_BYTES
