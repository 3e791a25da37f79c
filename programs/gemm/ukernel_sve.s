// SVE (non-streaming) FMLA micro-kernel for the packed fp32 GEMM (`tilesim gemm --kernel sve`).
// Called by gemm_driver (driver.s) in streaming mode with the SME kernel's interface; it
// leaves streaming mode (smstop sm) for its FMLAs and re-enters it (smstart sm) on return, so
// the driver and pack.s run unchanged. Needs VL = SVL (NR = 2*VL/32 = the packer's width W).
//
// Packed panels (pack.s, the same bytes as for the SME kernel):
//   A block  f32[MC,KC]{0,1:T(KC,W)}  panels of W rows, k-step after k-step (W values each)
//   B block  f32[KC,NC]{1,0:T(KC,W)}  panels of W columns, k-step after k-step
// The register block is MR x NR = 8 x 2VL: rows 8b..8b+7 of a W-row A panel are 8 consecutive
// values of each k-step (two quadwords), so one W-row panel serves W/8 register blocks.
// Per k-step: 2 LD1RQW (A rows 0-3 / 4-7 replicated to every 128-bit segment), 2 LD1W (the B
// row), 16 indexed FMLA (row r: zA[r/4].s[r%4] x B) into z8-z23 (row r: z(8+2r), z(9+2r)).
// Operands rotate through 4 register sets (A z0-z7 -- indexed FMLA takes Zm from z0-z7 --,
// B z24-z31): the loads of step k+3 issue beside the FMLAs of step k, ~12 cycles ahead of
// their use (the m4 L1 load-to-use is 6), and the 16 FMLAs of a step keep the 4 FP pipes busy
// (each accumulator is updated every 4 cycles = the FMLA latency).
//
// in:  x0 A panel of the first block, x1 B panel, x2 kc (k-steps), x3 mr (rows, all blocks),
//      x4 nr, x5 beta (0: C = AB, 1: C += AB), x6 / x7 bytes from one k-step to the next in
//      A / B, x8 -> C descriptor {base, mode (must be 0: rows contiguous), G, s, T1e}, x9 i0
//      (a multiple of 8), x10 j0, x12 bytes from one W-row A panel to the next.
// Clobbers x0-x18, z0-z31, p0-p7; keeps x19-x30 and ZA.
        .text
        .balign 4
ukernel_sve:
        stp     x19, x20, [sp, #-96]!
        stp     x21, x22, [sp, #16]
        stp     x23, x24, [sp, #32]
        stp     x25, x26, [sp, #48]
        stp     x27, x28, [sp, #64]
        stp     x29, x30, [sp, #80]
        smstop  sm
        cbz     x3, .Lks_ret
        cbz     x2, .Lks_ret
        ptrue   p0.s
        cntw    x11                             // VL/32
        lsl     x28, x11, #1                    // W = NR: rows per A panel
        whilelt p1.s, xzr, x4                   // C columns 0..VL/32-1
        whilelt p2.s, x11, x4                   // C columns VL/32..NR-1
        ldp     x19, x20, [x8]                  // C base, mode
        ldp     x21, x22, [x8, #16]             // G, s
        ldr     x23, [x8, #32]                  // T1e
        lsr     x13, x10, #7
        and     x14, x10, #127
        madd    x13, x13, x23, x14
        add     x24, x19, x13, lsl #2           // C base + column term of j0
        mov     x25, #0                         // r: first row of the register block
        mov     x17, x0                         // A panel of the block
        mov     x18, #0                         // bytes of the block's first row in its panel
        lsl     x19, x28, #2                    // bytes of one k-step of a panel
        lsr     x13, x9, #3
        madd    x29, x13, x21, x24              // &C(i0, j0): rows 8g..8g+7 are s apart
.Lks_row:
        cmp     x25, x3
        b.hs    .Lks_ret
        add     x15, x17, x18                   // A (next k-step at +x6)
        mov     x16, x1                         // B (next k-step at +x7)
        mov     x26, x29                        // C row 0 of the block
        sub     x27, x3, x25                    // rows left
        mov     x10, x2                         // k-steps left
.Lks_prime:
        ld1rqw  {z0.s}, p0/z, [x15]
        ld1rqw  {z1.s}, p0/z, [x15, #16]
        ld1w    {z24.s}, p0/z, [x16]
        ld1w    {z25.s}, p0/z, [x16, #1, mul vl]
        add     x15, x15, x6
        add     x16, x16, x7
        ld1rqw  {z2.s}, p0/z, [x15]
        ld1rqw  {z3.s}, p0/z, [x15, #16]
        ld1w    {z26.s}, p0/z, [x16]
        ld1w    {z27.s}, p0/z, [x16, #1, mul vl]
        add     x15, x15, x6
        add     x16, x16, x7
        ld1rqw  {z4.s}, p0/z, [x15]
        ld1rqw  {z5.s}, p0/z, [x15, #16]
        ld1w    {z28.s}, p0/z, [x16]
        ld1w    {z29.s}, p0/z, [x16, #1, mul vl]
        add     x15, x15, x6
        add     x16, x16, x7
        cbnz    x5, .Lks_cload
        dup     z8.s, #0
        dup     z9.s, #0
        dup     z10.s, #0
        dup     z11.s, #0
        dup     z12.s, #0
        dup     z13.s, #0
        dup     z14.s, #0
        dup     z15.s, #0
        dup     z16.s, #0
        dup     z17.s, #0
        dup     z18.s, #0
        dup     z19.s, #0
        dup     z20.s, #0
        dup     z21.s, #0
        dup     z22.s, #0
        dup     z23.s, #0
.Lks_k:
        // k-step in set 0 (A z0/z1, B z24/z25); loads for k+3 into set 3
        subs    x10, x10, #1
        fmla    z8.s, z24.s, z0.s[0]
        fmla    z9.s, z25.s, z0.s[0]
        fmla    z10.s, z24.s, z0.s[1]
        fmla    z11.s, z25.s, z0.s[1]
        ld1rqw  {z6.s}, p0/z, [x15]
        fmla    z12.s, z24.s, z0.s[2]
        fmla    z13.s, z25.s, z0.s[2]
        fmla    z14.s, z24.s, z0.s[3]
        fmla    z15.s, z25.s, z0.s[3]
        ld1rqw  {z7.s}, p0/z, [x15, #16]
        fmla    z16.s, z24.s, z1.s[0]
        fmla    z17.s, z25.s, z1.s[0]
        fmla    z18.s, z24.s, z1.s[1]
        fmla    z19.s, z25.s, z1.s[1]
        ld1w    {z30.s}, p0/z, [x16]
        fmla    z20.s, z24.s, z1.s[2]
        fmla    z21.s, z25.s, z1.s[2]
        fmla    z22.s, z24.s, z1.s[3]
        fmla    z23.s, z25.s, z1.s[3]
        ld1w    {z31.s}, p0/z, [x16, #1, mul vl]
        add     x15, x15, x6
        add     x16, x16, x7
        b.eq    .Lks_store
        // k-step in set 1 (A z2/z3, B z26/z27); loads for k+3 into set 0
        subs    x10, x10, #1
        fmla    z8.s, z26.s, z2.s[0]
        fmla    z9.s, z27.s, z2.s[0]
        fmla    z10.s, z26.s, z2.s[1]
        fmla    z11.s, z27.s, z2.s[1]
        ld1rqw  {z0.s}, p0/z, [x15]
        fmla    z12.s, z26.s, z2.s[2]
        fmla    z13.s, z27.s, z2.s[2]
        fmla    z14.s, z26.s, z2.s[3]
        fmla    z15.s, z27.s, z2.s[3]
        ld1rqw  {z1.s}, p0/z, [x15, #16]
        fmla    z16.s, z26.s, z3.s[0]
        fmla    z17.s, z27.s, z3.s[0]
        fmla    z18.s, z26.s, z3.s[1]
        fmla    z19.s, z27.s, z3.s[1]
        ld1w    {z24.s}, p0/z, [x16]
        fmla    z20.s, z26.s, z3.s[2]
        fmla    z21.s, z27.s, z3.s[2]
        fmla    z22.s, z26.s, z3.s[3]
        fmla    z23.s, z27.s, z3.s[3]
        ld1w    {z25.s}, p0/z, [x16, #1, mul vl]
        add     x15, x15, x6
        add     x16, x16, x7
        b.eq    .Lks_store
        // k-step in set 2 (A z4/z5, B z28/z29); loads for k+3 into set 1
        subs    x10, x10, #1
        fmla    z8.s, z28.s, z4.s[0]
        fmla    z9.s, z29.s, z4.s[0]
        fmla    z10.s, z28.s, z4.s[1]
        fmla    z11.s, z29.s, z4.s[1]
        ld1rqw  {z2.s}, p0/z, [x15]
        fmla    z12.s, z28.s, z4.s[2]
        fmla    z13.s, z29.s, z4.s[2]
        fmla    z14.s, z28.s, z4.s[3]
        fmla    z15.s, z29.s, z4.s[3]
        ld1rqw  {z3.s}, p0/z, [x15, #16]
        fmla    z16.s, z28.s, z5.s[0]
        fmla    z17.s, z29.s, z5.s[0]
        fmla    z18.s, z28.s, z5.s[1]
        fmla    z19.s, z29.s, z5.s[1]
        ld1w    {z26.s}, p0/z, [x16]
        fmla    z20.s, z28.s, z5.s[2]
        fmla    z21.s, z29.s, z5.s[2]
        fmla    z22.s, z28.s, z5.s[3]
        fmla    z23.s, z29.s, z5.s[3]
        ld1w    {z27.s}, p0/z, [x16, #1, mul vl]
        add     x15, x15, x6
        add     x16, x16, x7
        b.eq    .Lks_store
        // k-step in set 3 (A z6/z7, B z30/z31); loads for k+3 into set 2
        subs    x10, x10, #1
        fmla    z8.s, z30.s, z6.s[0]
        fmla    z9.s, z31.s, z6.s[0]
        fmla    z10.s, z30.s, z6.s[1]
        fmla    z11.s, z31.s, z6.s[1]
        ld1rqw  {z4.s}, p0/z, [x15]
        fmla    z12.s, z30.s, z6.s[2]
        fmla    z13.s, z31.s, z6.s[2]
        fmla    z14.s, z30.s, z6.s[3]
        fmla    z15.s, z31.s, z6.s[3]
        ld1rqw  {z5.s}, p0/z, [x15, #16]
        fmla    z16.s, z30.s, z7.s[0]
        fmla    z17.s, z31.s, z7.s[0]
        fmla    z18.s, z30.s, z7.s[1]
        fmla    z19.s, z31.s, z7.s[1]
        ld1w    {z28.s}, p0/z, [x16]
        fmla    z20.s, z30.s, z7.s[2]
        fmla    z21.s, z31.s, z7.s[2]
        fmla    z22.s, z30.s, z7.s[3]
        fmla    z23.s, z31.s, z7.s[3]
        ld1w    {z29.s}, p0/z, [x16, #1, mul vl]
        add     x15, x15, x6
        add     x16, x16, x7
        b.eq    .Lks_store
        b       .Lks_k
// beta 1: the block's C rows into the accumulators (rows past mr stay stale: never stored)
.Lks_cload:
        mov     x13, x26
        cmp     x27, #0
        b.ls    .Lks_k
        ld1w    {z8.s}, p1/z, [x13]
        ld1w    {z9.s}, p2/z, [x13, #1, mul vl]
        add     x13, x13, x22
        cmp     x27, #1
        b.ls    .Lks_k
        ld1w    {z10.s}, p1/z, [x13]
        ld1w    {z11.s}, p2/z, [x13, #1, mul vl]
        add     x13, x13, x22
        cmp     x27, #2
        b.ls    .Lks_k
        ld1w    {z12.s}, p1/z, [x13]
        ld1w    {z13.s}, p2/z, [x13, #1, mul vl]
        add     x13, x13, x22
        cmp     x27, #3
        b.ls    .Lks_k
        ld1w    {z14.s}, p1/z, [x13]
        ld1w    {z15.s}, p2/z, [x13, #1, mul vl]
        add     x13, x13, x22
        cmp     x27, #4
        b.ls    .Lks_k
        ld1w    {z16.s}, p1/z, [x13]
        ld1w    {z17.s}, p2/z, [x13, #1, mul vl]
        add     x13, x13, x22
        cmp     x27, #5
        b.ls    .Lks_k
        ld1w    {z18.s}, p1/z, [x13]
        ld1w    {z19.s}, p2/z, [x13, #1, mul vl]
        add     x13, x13, x22
        cmp     x27, #6
        b.ls    .Lks_k
        ld1w    {z20.s}, p1/z, [x13]
        ld1w    {z21.s}, p2/z, [x13, #1, mul vl]
        add     x13, x13, x22
        cmp     x27, #7
        b.ls    .Lks_k
        ld1w    {z22.s}, p1/z, [x13]
        ld1w    {z23.s}, p2/z, [x13, #1, mul vl]
        add     x13, x13, x22
        b       .Lks_k
.Lks_store:                                     // rows r.. (at most 8, at most mr - r)
        cmp     x27, #0
        b.ls    .Lks_next
        st1w    {z8.s}, p1, [x26]
        st1w    {z9.s}, p2, [x26, #1, mul vl]
        add     x26, x26, x22
        cmp     x27, #1
        b.ls    .Lks_next
        st1w    {z10.s}, p1, [x26]
        st1w    {z11.s}, p2, [x26, #1, mul vl]
        add     x26, x26, x22
        cmp     x27, #2
        b.ls    .Lks_next
        st1w    {z12.s}, p1, [x26]
        st1w    {z13.s}, p2, [x26, #1, mul vl]
        add     x26, x26, x22
        cmp     x27, #3
        b.ls    .Lks_next
        st1w    {z14.s}, p1, [x26]
        st1w    {z15.s}, p2, [x26, #1, mul vl]
        add     x26, x26, x22
        cmp     x27, #4
        b.ls    .Lks_next
        st1w    {z16.s}, p1, [x26]
        st1w    {z17.s}, p2, [x26, #1, mul vl]
        add     x26, x26, x22
        cmp     x27, #5
        b.ls    .Lks_next
        st1w    {z18.s}, p1, [x26]
        st1w    {z19.s}, p2, [x26, #1, mul vl]
        add     x26, x26, x22
        cmp     x27, #6
        b.ls    .Lks_next
        st1w    {z20.s}, p1, [x26]
        st1w    {z21.s}, p2, [x26, #1, mul vl]
        add     x26, x26, x22
        cmp     x27, #7
        b.ls    .Lks_next
        st1w    {z22.s}, p1, [x26]
        st1w    {z23.s}, p2, [x26, #1, mul vl]
        add     x26, x26, x22
.Lks_next:
        add     x25, x25, #8
        add     x29, x29, x21                   // C: the next 8 rows
        add     x18, x18, #32
        cmp     x18, x19
        b.lo    .Lks_row
        mov     x18, #0                         // next A panel
        add     x17, x17, x12
        b       .Lks_row
.Lks_ret:
        smstart sm
        ldp     x21, x22, [sp, #16]
        ldp     x23, x24, [sp, #32]
        ldp     x25, x26, [sp, #48]
        ldp     x27, x28, [sp, #64]
        ldp     x29, x30, [sp, #80]
        ldp     x19, x20, [sp], #96
        ret
