// Packing routine for the packed GEMM (ulmBLAS pack_A / pack_B), fp32.
//
// pack_panels packs an R x kc block (R along the panel dimension r, kc along k) into panels of
// W = 2*SVL/32 values of r, each panel stored k-step after k-step (W values per k), the last
// panel zero-extended:  dst[(r/W)*W*kc + l*W + r%W] = X(r0 + r, l0 + l), 0 for r >= R.
// For A (r = row i):    dst = to_memory(block, packed_a(MC, kc, MR))  = f32[MC,kc]{0,1:T(kc,MR)}
// For B (r = column j): dst = to_memory(block, packed_b(kc, NC, NR))  = f32[kc,NC]{1,0:T(kc,NR)}
//
// The source is a matrix given by a descriptor {base, mode, G, s, T1e}: its element at physical
// coordinates (p, q) (q the contiguous index) lives at
//     base + (p>>3)*G + (p&7)*s + 4*((q>>7)*T1e + (q&127))
// which covers row-major / column-major (G = 8*s, T1e = 128) and XLA's f32 T(8,128) tiling in
// either dimension order (s = 512, G = 4096*tiles_per_row, T1e = 1024). Contiguous chunks of
// SVL/32 values never cross a 128-element tile column.
//   copy      (x6 = 1): the source is contiguous along r (A column-major, B row-major):
//             per k two predicated LD1W of the r-chunk and two ST1W into the panel.
//   transpose (x6 = 0): the source is contiguous along k (A row-major, B column-major): rows of
//             r are loaded into Z registers, moved into horizontal ZA slices (MOVA) and stored
//             as vertical slices (ZA as the transpose engine, as KleidiAI's packers do), 16 x 16
//             at a time at SVL 512. (Loading straight into slices would chain every load of a
//             tile on the L2 latency: writes to one tile complete in order.) At SVL 512 full
//             panels take a three-stage pipeline (.Lpk_t16: load / MOVA / store of three
//             consecutive chunks side by side), as fast as the copy.
// Both inner paths are software-pipelined two deep (load chunk c+1, then store chunk c) so the
// 18-cycle L2 latency of SME loads on m4 is hidden; edges (k tail, rows past R) take a simple
// path with WHILELT predicates and ZERO.
//
// in:  x0 -> source descriptor, x1 dst, x2 R, x3 kc, x4 r0 (absolute r of the block), x5 l0
//      (absolute k of the block; a multiple of 8), x6 copy flag.   Streaming mode, SVL >= 256.
// Clobbers x0-x18, z0-z31, p0-p7, ZA tiles 0-3; keeps x19-x30.
        .text
        .balign 4
pack_panels:
        stp     x19, x20, [sp, #-96]!
        stp     x29, x30, [sp, #80]
        stp     x21, x22, [sp, #16]
        stp     x23, x24, [sp, #32]
        stp     x25, x26, [sp, #48]
        stp     x27, x28, [sp, #64]
        ldr     x7, [x0]                        // base
        ldp     x8, x9, [x0, #16]               // G, s
        ldr     x10, [x0, #32]                  // T1e
        cntw    x11                             // H = SVL/32
        lsl     x16, x11, #1                    // W
        cntb    x24
        lsl     x24, x24, #1                    // bytes per packed k-step (W * 4)
        ptrue   p7.s
        mov     x17, #0                         // rp: first r of this panel
.Lpk_panel:
        cmp     x17, x2
        b.hs    .Lpk_done
        mul     x18, x17, x3
        add     x20, x1, x18, lsl #2            // d = dst + rp*kc*4
        cbz     x6, .Lpk_tr

// ------------------------------------------------------------------ copy (contiguous along r)
        whilelt p0.s, x17, x2                   // r chunk 0 valid (zero extension)
        add     x18, x17, x11
        whilelt p1.s, x18, x2                   // r chunk 1 valid
        add     x18, x4, x17
        lsr     x19, x18, #7
        and     x18, x18, #127
        madd    x18, x19, x10, x18              // q0 (elements)
        add     x19, x18, x11                   // q1
        lsr     x13, x3, #3                     // full groups of 8 k-steps
        cbz     x13, .Lpk_crem
        lsr     x21, x5, #3
        madd    x21, x21, x8, x7                // group pointer: base + (l0>>3)*G
        mov     x26, x21
        ld1w    {z0.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z1.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z2.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z3.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z4.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z5.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z6.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z7.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z8.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z9.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z10.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z11.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z12.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z13.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z14.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z15.s}, p1/z, [x26, x19, lsl #2]
        add     x21, x21, x8
.Lpk_cloop:
        // load group g+1 into z16-z31 (the last one reads into the source's slack; never stored)
        mov     x26, x21
        ld1w    {z16.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z17.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z18.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z19.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z20.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z21.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z22.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z23.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z24.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z25.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z26.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z27.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z28.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z29.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z30.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z31.s}, p1/z, [x26, x19, lsl #2]
        add     x21, x21, x8
        // store group g from z0-z15
        addvl   x27, x20, #8
        st1w    {z0.s}, p7, [x20]
        st1w    {z1.s}, p7, [x20, #1, mul vl]
        st1w    {z2.s}, p7, [x20, #2, mul vl]
        st1w    {z3.s}, p7, [x20, #3, mul vl]
        st1w    {z4.s}, p7, [x20, #4, mul vl]
        st1w    {z5.s}, p7, [x20, #5, mul vl]
        st1w    {z6.s}, p7, [x20, #6, mul vl]
        st1w    {z7.s}, p7, [x20, #7, mul vl]
        st1w    {z8.s}, p7, [x27]
        st1w    {z9.s}, p7, [x27, #1, mul vl]
        st1w    {z10.s}, p7, [x27, #2, mul vl]
        st1w    {z11.s}, p7, [x27, #3, mul vl]
        st1w    {z12.s}, p7, [x27, #4, mul vl]
        st1w    {z13.s}, p7, [x27, #5, mul vl]
        st1w    {z14.s}, p7, [x27, #6, mul vl]
        st1w    {z15.s}, p7, [x27, #7, mul vl]
        addvl   x20, x20, #16
        subs    x13, x13, #1
        b.eq    .Lpk_crem
        // load group g+2 into z0-z15
        mov     x26, x21
        ld1w    {z0.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z1.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z2.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z3.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z4.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z5.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z6.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z7.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z8.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z9.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z10.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z11.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z12.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z13.s}, p1/z, [x26, x19, lsl #2]
        add     x26, x26, x9
        ld1w    {z14.s}, p0/z, [x26, x18, lsl #2]
        ld1w    {z15.s}, p1/z, [x26, x19, lsl #2]
        add     x21, x21, x8
        // store group g+1 from z16-z31
        addvl   x27, x20, #8
        st1w    {z16.s}, p7, [x20]
        st1w    {z17.s}, p7, [x20, #1, mul vl]
        st1w    {z18.s}, p7, [x20, #2, mul vl]
        st1w    {z19.s}, p7, [x20, #3, mul vl]
        st1w    {z20.s}, p7, [x20, #4, mul vl]
        st1w    {z21.s}, p7, [x20, #5, mul vl]
        st1w    {z22.s}, p7, [x20, #6, mul vl]
        st1w    {z23.s}, p7, [x20, #7, mul vl]
        st1w    {z24.s}, p7, [x27]
        st1w    {z25.s}, p7, [x27, #1, mul vl]
        st1w    {z26.s}, p7, [x27, #2, mul vl]
        st1w    {z27.s}, p7, [x27, #3, mul vl]
        st1w    {z28.s}, p7, [x27, #4, mul vl]
        st1w    {z29.s}, p7, [x27, #5, mul vl]
        st1w    {z30.s}, p7, [x27, #6, mul vl]
        st1w    {z31.s}, p7, [x27, #7, mul vl]
        addvl   x20, x20, #16
        subs    x13, x13, #1
        b.ne    .Lpk_cloop
.Lpk_crem:                                      // k tail: one step at a time
        and     x22, x3, #0xfffffffffffffff8
        cmp     x22, x3
        b.hs    .Lpk_next
1:      add     x23, x5, x22
        lsr     x25, x23, #3
        and     x23, x23, #7
        madd    x25, x25, x8, x7
        madd    x25, x23, x9, x25
        ld1w    {z0.s}, p0/z, [x25, x18, lsl #2]
        ld1w    {z1.s}, p1/z, [x25, x19, lsl #2]
        st1w    {z0.s}, p7, [x20]
        st1w    {z1.s}, p7, [x20, #1, mul vl]
        addvl   x20, x20, #2
        add     x22, x22, #1
        cmp     x22, x3
        b.lo    1b
        b       .Lpk_next

// ------------------------------------------------------------------ transpose (contiguous along k)
.Lpk_tr:
        mov     x22, #0                         // l of the current chunk (relative)
        sub     x28, x2, x17
        cmp     x28, x16
        csel    x28, x28, x16, lo               // valid rows in this panel
        b.lo    .Lpk_tslow                      // edge panel: simple path for every chunk
        udiv    x19, x3, x11                    // full chunks of H k-steps
        cbz     x19, .Lpk_tslow
        add     x21, x4, x17
        lsr     x21, x21, #3
        madd    x21, x21, x8, x7                // first row group of the panel
        add     x23, x5, x22
        lsr     x25, x23, #7
        and     x23, x23, #127
        madd    x23, x25, x10, x23              // lofs: k part of the address (elements)
        whilelt p6.s, x22, x3
        cmp     x11, #16
        b.eq    .Lpk_t16                        // SVL 512: the three-stage pipeline below
        // L(chunk 0) -> za0 (rows 0..H-1), za1 (rows H..2H-1)
        mov     x25, x21                        // top rows: groups 0..H/8-1
        lsr     x15, x11, #3
        madd    x14, x15, x8, x21               // bottom rows: H/8 groups further
        mov     w12, #0
1:      add     w13, w12, #4
        mov     x26, x25
        mov     x27, x14
        ld1w    {z0.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z8.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z1.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z9.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z2.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z10.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z3.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z11.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z4.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z12.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z5.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z13.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z6.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z14.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z7.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z15.s}, p6/z, [x27, x23, lsl #2]
        mova    za0h.s[w12, 0], p7/m, z0.s
        mova    za1h.s[w12, 0], p7/m, z8.s
        mova    za0h.s[w12, 1], p7/m, z1.s
        mova    za1h.s[w12, 1], p7/m, z9.s
        mova    za0h.s[w12, 2], p7/m, z2.s
        mova    za1h.s[w12, 2], p7/m, z10.s
        mova    za0h.s[w12, 3], p7/m, z3.s
        mova    za1h.s[w12, 3], p7/m, z11.s
        mova    za0h.s[w13, 0], p7/m, z4.s
        mova    za1h.s[w13, 0], p7/m, z12.s
        mova    za0h.s[w13, 1], p7/m, z5.s
        mova    za1h.s[w13, 1], p7/m, z13.s
        mova    za0h.s[w13, 2], p7/m, z6.s
        mova    za1h.s[w13, 2], p7/m, z14.s
        mova    za0h.s[w13, 3], p7/m, z7.s
        mova    za1h.s[w13, 3], p7/m, z15.s
        add     x25, x25, x8
        add     x14, x14, x8
        add     w12, w12, #8
        subs    x15, x15, #1
        b.ne    1b
        bl      .Lpk_tnext                      // lofs, p6 for chunk 1
.Lpk_tloop:
        // L(chunk c+1) -> za2, za3 (the one after the last full chunk reads only k < kc)
        mov     x25, x21                        // top rows: groups 0..H/8-1
        lsr     x15, x11, #3
        madd    x14, x15, x8, x21               // bottom rows: H/8 groups further
        mov     w12, #0
1:      add     w13, w12, #4
        mov     x26, x25
        mov     x27, x14
        ld1w    {z0.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z8.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z1.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z9.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z2.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z10.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z3.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z11.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z4.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z12.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z5.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z13.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z6.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z14.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z7.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z15.s}, p6/z, [x27, x23, lsl #2]
        mova    za2h.s[w12, 0], p7/m, z0.s
        mova    za3h.s[w12, 0], p7/m, z8.s
        mova    za2h.s[w12, 1], p7/m, z1.s
        mova    za3h.s[w12, 1], p7/m, z9.s
        mova    za2h.s[w12, 2], p7/m, z2.s
        mova    za3h.s[w12, 2], p7/m, z10.s
        mova    za2h.s[w12, 3], p7/m, z3.s
        mova    za3h.s[w12, 3], p7/m, z11.s
        mova    za2h.s[w13, 0], p7/m, z4.s
        mova    za3h.s[w13, 0], p7/m, z12.s
        mova    za2h.s[w13, 1], p7/m, z5.s
        mova    za3h.s[w13, 1], p7/m, z13.s
        mova    za2h.s[w13, 2], p7/m, z6.s
        mova    za3h.s[w13, 2], p7/m, z14.s
        mova    za2h.s[w13, 3], p7/m, z7.s
        mova    za3h.s[w13, 3], p7/m, z15.s
        add     x25, x25, x8
        add     x14, x14, x8
        add     w12, w12, #8
        subs    x15, x15, #1
        b.ne    1b
        bl      .Lpk_tnext                      // lofs, p6 for chunk c+2 (ready before its loads)
        // S(chunk c) <- za0, za1: column t -> d + t*W*4 (+ H*4 for za1)
        mov     w12, #0
        lsr     x14, x11, #2
1:      st1w    {za0v.s[w12, 0]}, p7, [x20]
        st1w    {za1v.s[w12, 0]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        st1w    {za0v.s[w12, 1]}, p7, [x20]
        st1w    {za1v.s[w12, 1]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        st1w    {za0v.s[w12, 2]}, p7, [x20]
        st1w    {za1v.s[w12, 2]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        st1w    {za0v.s[w12, 3]}, p7, [x20]
        st1w    {za1v.s[w12, 3]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     w12, w12, #4
        subs    x14, x14, #1
        b.ne    1b
        subs    x19, x19, #1
        b.eq    .Lpk_ttail
        // L(chunk c+2) -> za0, za1
        mov     x25, x21                        // top rows: groups 0..H/8-1
        lsr     x15, x11, #3
        madd    x14, x15, x8, x21               // bottom rows: H/8 groups further
        mov     w12, #0
1:      add     w13, w12, #4
        mov     x26, x25
        mov     x27, x14
        ld1w    {z0.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z8.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z1.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z9.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z2.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z10.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z3.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z11.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z4.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z12.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z5.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z13.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z6.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z14.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z7.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z15.s}, p6/z, [x27, x23, lsl #2]
        mova    za0h.s[w12, 0], p7/m, z0.s
        mova    za1h.s[w12, 0], p7/m, z8.s
        mova    za0h.s[w12, 1], p7/m, z1.s
        mova    za1h.s[w12, 1], p7/m, z9.s
        mova    za0h.s[w12, 2], p7/m, z2.s
        mova    za1h.s[w12, 2], p7/m, z10.s
        mova    za0h.s[w12, 3], p7/m, z3.s
        mova    za1h.s[w12, 3], p7/m, z11.s
        mova    za0h.s[w13, 0], p7/m, z4.s
        mova    za1h.s[w13, 0], p7/m, z12.s
        mova    za0h.s[w13, 1], p7/m, z5.s
        mova    za1h.s[w13, 1], p7/m, z13.s
        mova    za0h.s[w13, 2], p7/m, z6.s
        mova    za1h.s[w13, 2], p7/m, z14.s
        mova    za0h.s[w13, 3], p7/m, z7.s
        mova    za1h.s[w13, 3], p7/m, z15.s
        add     x25, x25, x8
        add     x14, x14, x8
        add     w12, w12, #8
        subs    x15, x15, #1
        b.ne    1b
        bl      .Lpk_tnext
        // S(chunk c+1) <- za2, za3
        mov     w12, #0
        lsr     x14, x11, #2
1:      st1w    {za2v.s[w12, 0]}, p7, [x20]
        st1w    {za3v.s[w12, 0]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        st1w    {za2v.s[w12, 1]}, p7, [x20]
        st1w    {za3v.s[w12, 1]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        st1w    {za2v.s[w12, 2]}, p7, [x20]
        st1w    {za3v.s[w12, 2]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        st1w    {za2v.s[w12, 3]}, p7, [x20]
        st1w    {za3v.s[w12, 3]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     w12, w12, #4
        subs    x14, x14, #1
        b.ne    1b
        subs    x19, x19, #1
        b.ne    .Lpk_tloop
.Lpk_ttail:
        udiv    x22, x3, x11
        mul     x22, x22, x11                   // first k of the partial chunk (if any)
.Lpk_tslow:                                     // chunks from x22 on, x28 valid rows, d at x20
        cmp     x22, x3
        b.hs    .Lpk_next
        zero    {za0.s, za1.s}                  // rows past R stay zero (zero extension)
        add     x23, x5, x22
        lsr     x25, x23, #7
        and     x23, x23, #127
        madd    x23, x25, x10, x23
        whilelt p6.s, x22, x3
        mov     x26, #0
1:      cmp     x26, x28
        b.hs    3f
        add     x25, x4, x17
        add     x25, x25, x26
        lsr     x27, x25, #3
        and     x25, x25, #7
        madd    x27, x27, x8, x7
        madd    x27, x25, x9, x27               // row address
        cmp     x26, x11
        b.hs    2f
        mov     w12, w26
        ld1w    {za0h.s[w12, 0]}, p6/z, [x27, x23, lsl #2]
        b       4f
2:      sub     w12, w26, w11
        ld1w    {za1h.s[w12, 0]}, p6/z, [x27, x23, lsl #2]
4:      add     x26, x26, #1
        b       1b
3:      sub     x26, x3, x22
        cmp     x26, x11
        csel    x26, x26, x11, lo               // columns of this chunk
        mov     w12, #0
5:      st1w    {za0v.s[w12, 0]}, p7, [x20]
        st1w    {za1v.s[w12, 0]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     w12, w12, #1
        subs    x26, x26, #1
        b.ne    5b
        add     x22, x22, x11
        b       .Lpk_tslow

.Lpk_next:
        add     x17, x17, x16
        b       .Lpk_panel
.Lpk_done:
        ldp     x21, x22, [sp, #16]
        ldp     x23, x24, [sp, #32]
        ldp     x25, x26, [sp, #48]
        ldp     x27, x28, [sp, #64]
        ldp     x29, x30, [sp, #80]
        ldp     x19, x20, [sp], #96
        ret

// next chunk: x22 += H; x23 = lofs(l0 + x22); p6 = k < kc. Uses x15 only (x30 is the return).
.Lpk_tnext:
        add     x22, x22, x11
        add     x15, x5, x22
        lsr     x23, x15, #7
        and     x15, x15, #127
        madd    x23, x23, x10, x15
        whilelt p6.s, x22, x3
        ret

// ------------------------------------------------------------------ transpose, SVL 512
// Full panels (32 rows) at H = 16, three stages per chunk of 16 k-steps, software-
// pipelined across chunks: rows of chunk c+2 are loaded into z0-z31 (one register per
// row), chunk c+1 (loaded one iteration earlier) moves from z0-z31 into horizontal
// slices of one tile pair (MOVA), chunk c leaves the other pair as vertical slices
// (ST1W). Per row one load, one MOVA, one store: the SME load/store unit (one per
// cycle) is the only limit; no instruction waits for the L2 latency or the MOVA latency
// (MOVAs alternate between the two tiles of a pair). The k offset / predicate of the
// chunk being loaded alternate between x23/p6 (even chunks) and x18/p5 (odd chunks); the
// next one is computed in the shadow of the current loads. Pattern (written out): top
// rows 8g+j use z(8g+j), bottom rows z(16+8g+j), slice index 8g+j.
// in: x21 first row group, x22 = 0, x23 lofs(0), p6 chunk 0, x19 full chunks, x20 d.
// Uses x0 (the descriptor pointer is not needed any more), x15, x25-x29.
.Lpk_t16:
        add     x25, x21, x8                    // top rows 8..15
        add     x28, x25, x8                    // bottom rows 0..7 (rows 16..23)
        add     x29, x28, x8                    // bottom rows 8..15 (rows 24..31)
        // chunk 0 -> z0-z31
        mov     x26, x21
        mov     x27, x28
        mov     w12, #0
        mov     w13, #4
        ld1w    {z0.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z16.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        add     x22, x22, x11
        ld1w    {z1.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z17.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        add     x0, x5, x22
        ld1w    {z2.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z18.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        lsr     x18, x0, #7
        ld1w    {z3.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z19.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        and     x0, x0, #127
        ld1w    {z4.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z20.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        madd    x18, x18, x10, x0
        ld1w    {z5.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z21.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        whilelt p5.s, x22, x3
        ld1w    {z6.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z22.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z7.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z23.s}, p6/z, [x27, x23, lsl #2]
        mov     x26, x25
        mov     x27, x29
        mov     w12, #8
        mov     w13, #12
        ld1w    {z8.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z24.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z9.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z25.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z10.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z26.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z11.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z27.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z12.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z28.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z13.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z29.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z14.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z30.s}, p6/z, [x27, x23, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        ld1w    {z15.s}, p6/z, [x26, x23, lsl #2]
        ld1w    {z31.s}, p6/z, [x27, x23, lsl #2]
        // chunk 0: z -> za0/za1 rows; chunk 1 -> z
        mov     x26, x21
        mov     x27, x28
        mov     w12, #0
        mov     w13, #4
        mova    za0h.s[w12, 0], p7/m, z0.s
        ld1w    {z0.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w12, 0], p7/m, z16.s
        ld1w    {z16.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        add     x22, x22, x11
        mova    za0h.s[w12, 1], p7/m, z1.s
        ld1w    {z1.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w12, 1], p7/m, z17.s
        ld1w    {z17.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        add     x0, x5, x22
        mova    za0h.s[w12, 2], p7/m, z2.s
        ld1w    {z2.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w12, 2], p7/m, z18.s
        ld1w    {z18.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        lsr     x23, x0, #7
        mova    za0h.s[w12, 3], p7/m, z3.s
        ld1w    {z3.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w12, 3], p7/m, z19.s
        ld1w    {z19.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        and     x0, x0, #127
        mova    za0h.s[w13, 0], p7/m, z4.s
        ld1w    {z4.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w13, 0], p7/m, z20.s
        ld1w    {z20.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        madd    x23, x23, x10, x0
        mova    za0h.s[w13, 1], p7/m, z5.s
        ld1w    {z5.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w13, 1], p7/m, z21.s
        ld1w    {z21.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        whilelt p6.s, x22, x3
        mova    za0h.s[w13, 2], p7/m, z6.s
        ld1w    {z6.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w13, 2], p7/m, z22.s
        ld1w    {z22.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w13, 3], p7/m, z7.s
        ld1w    {z7.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w13, 3], p7/m, z23.s
        ld1w    {z23.s}, p5/z, [x27, x18, lsl #2]
        mov     x26, x25
        mov     x27, x29
        mov     w12, #8
        mov     w13, #12
        mova    za0h.s[w12, 0], p7/m, z8.s
        ld1w    {z8.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w12, 0], p7/m, z24.s
        ld1w    {z24.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w12, 1], p7/m, z9.s
        ld1w    {z9.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w12, 1], p7/m, z25.s
        ld1w    {z25.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w12, 2], p7/m, z10.s
        ld1w    {z10.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w12, 2], p7/m, z26.s
        ld1w    {z26.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w12, 3], p7/m, z11.s
        ld1w    {z11.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w12, 3], p7/m, z27.s
        ld1w    {z27.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w13, 0], p7/m, z12.s
        ld1w    {z12.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w13, 0], p7/m, z28.s
        ld1w    {z28.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w13, 1], p7/m, z13.s
        ld1w    {z13.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w13, 1], p7/m, z29.s
        ld1w    {z29.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w13, 2], p7/m, z14.s
        ld1w    {z14.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w13, 2], p7/m, z30.s
        ld1w    {z30.s}, p5/z, [x27, x18, lsl #2]
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w13, 3], p7/m, z15.s
        ld1w    {z15.s}, p5/z, [x26, x18, lsl #2]
        mova    za1h.s[w13, 3], p7/m, z31.s
        ld1w    {z31.s}, p5/z, [x27, x18, lsl #2]
.Lpk_t16loop:
        // chunk c+1 -> za2/za3, chunk c+2 -> z (x23/p6), chunk c <- za0/za1
        mov     x26, x21
        mov     x27, x28
        mov     w12, #0
        mov     w13, #4
        mova    za2h.s[w12, 0], p7/m, z0.s
        ld1w    {z0.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w12, 0]}, p7, [x20]
        mova    za3h.s[w12, 0], p7/m, z16.s
        ld1w    {z16.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w12, 0]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        add     x22, x22, x11
        mova    za2h.s[w12, 1], p7/m, z1.s
        ld1w    {z1.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w12, 1]}, p7, [x20]
        mova    za3h.s[w12, 1], p7/m, z17.s
        ld1w    {z17.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w12, 1]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        add     x0, x5, x22
        mova    za2h.s[w12, 2], p7/m, z2.s
        ld1w    {z2.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w12, 2]}, p7, [x20]
        mova    za3h.s[w12, 2], p7/m, z18.s
        ld1w    {z18.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w12, 2]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        lsr     x18, x0, #7
        mova    za2h.s[w12, 3], p7/m, z3.s
        ld1w    {z3.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w12, 3]}, p7, [x20]
        mova    za3h.s[w12, 3], p7/m, z19.s
        ld1w    {z19.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w12, 3]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        and     x0, x0, #127
        mova    za2h.s[w13, 0], p7/m, z4.s
        ld1w    {z4.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w13, 0]}, p7, [x20]
        mova    za3h.s[w13, 0], p7/m, z20.s
        ld1w    {z20.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w13, 0]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        madd    x18, x18, x10, x0
        mova    za2h.s[w13, 1], p7/m, z5.s
        ld1w    {z5.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w13, 1]}, p7, [x20]
        mova    za3h.s[w13, 1], p7/m, z21.s
        ld1w    {z21.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w13, 1]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        whilelt p5.s, x22, x3
        mova    za2h.s[w13, 2], p7/m, z6.s
        ld1w    {z6.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w13, 2]}, p7, [x20]
        mova    za3h.s[w13, 2], p7/m, z22.s
        ld1w    {z22.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w13, 2]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za2h.s[w13, 3], p7/m, z7.s
        ld1w    {z7.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w13, 3]}, p7, [x20]
        mova    za3h.s[w13, 3], p7/m, z23.s
        ld1w    {z23.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w13, 3]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        mov     x26, x25
        mov     x27, x29
        mov     w12, #8
        mov     w13, #12
        mova    za2h.s[w12, 0], p7/m, z8.s
        ld1w    {z8.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w12, 0]}, p7, [x20]
        mova    za3h.s[w12, 0], p7/m, z24.s
        ld1w    {z24.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w12, 0]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za2h.s[w12, 1], p7/m, z9.s
        ld1w    {z9.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w12, 1]}, p7, [x20]
        mova    za3h.s[w12, 1], p7/m, z25.s
        ld1w    {z25.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w12, 1]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za2h.s[w12, 2], p7/m, z10.s
        ld1w    {z10.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w12, 2]}, p7, [x20]
        mova    za3h.s[w12, 2], p7/m, z26.s
        ld1w    {z26.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w12, 2]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za2h.s[w12, 3], p7/m, z11.s
        ld1w    {z11.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w12, 3]}, p7, [x20]
        mova    za3h.s[w12, 3], p7/m, z27.s
        ld1w    {z27.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w12, 3]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za2h.s[w13, 0], p7/m, z12.s
        ld1w    {z12.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w13, 0]}, p7, [x20]
        mova    za3h.s[w13, 0], p7/m, z28.s
        ld1w    {z28.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w13, 0]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za2h.s[w13, 1], p7/m, z13.s
        ld1w    {z13.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w13, 1]}, p7, [x20]
        mova    za3h.s[w13, 1], p7/m, z29.s
        ld1w    {z29.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w13, 1]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za2h.s[w13, 2], p7/m, z14.s
        ld1w    {z14.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w13, 2]}, p7, [x20]
        mova    za3h.s[w13, 2], p7/m, z30.s
        ld1w    {z30.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w13, 2]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za2h.s[w13, 3], p7/m, z15.s
        ld1w    {z15.s}, p6/z, [x26, x23, lsl #2]
        st1w    {za0v.s[w13, 3]}, p7, [x20]
        mova    za3h.s[w13, 3], p7/m, z31.s
        ld1w    {z31.s}, p6/z, [x27, x23, lsl #2]
        st1w    {za1v.s[w13, 3]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        subs    x19, x19, #1                    // after the WHILELTs (they set the flags)
        b.eq    .Lpk_t16end
        // chunk c+2 -> za0/za1, chunk c+3 -> z (x18/p5), chunk c+1 <- za2/za3
        mov     x26, x21
        mov     x27, x28
        mov     w12, #0
        mov     w13, #4
        mova    za0h.s[w12, 0], p7/m, z0.s
        ld1w    {z0.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w12, 0]}, p7, [x20]
        mova    za1h.s[w12, 0], p7/m, z16.s
        ld1w    {z16.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w12, 0]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        add     x22, x22, x11
        mova    za0h.s[w12, 1], p7/m, z1.s
        ld1w    {z1.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w12, 1]}, p7, [x20]
        mova    za1h.s[w12, 1], p7/m, z17.s
        ld1w    {z17.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w12, 1]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        add     x0, x5, x22
        mova    za0h.s[w12, 2], p7/m, z2.s
        ld1w    {z2.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w12, 2]}, p7, [x20]
        mova    za1h.s[w12, 2], p7/m, z18.s
        ld1w    {z18.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w12, 2]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        lsr     x23, x0, #7
        mova    za0h.s[w12, 3], p7/m, z3.s
        ld1w    {z3.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w12, 3]}, p7, [x20]
        mova    za1h.s[w12, 3], p7/m, z19.s
        ld1w    {z19.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w12, 3]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        and     x0, x0, #127
        mova    za0h.s[w13, 0], p7/m, z4.s
        ld1w    {z4.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w13, 0]}, p7, [x20]
        mova    za1h.s[w13, 0], p7/m, z20.s
        ld1w    {z20.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w13, 0]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        madd    x23, x23, x10, x0
        mova    za0h.s[w13, 1], p7/m, z5.s
        ld1w    {z5.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w13, 1]}, p7, [x20]
        mova    za1h.s[w13, 1], p7/m, z21.s
        ld1w    {z21.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w13, 1]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        whilelt p6.s, x22, x3
        mova    za0h.s[w13, 2], p7/m, z6.s
        ld1w    {z6.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w13, 2]}, p7, [x20]
        mova    za1h.s[w13, 2], p7/m, z22.s
        ld1w    {z22.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w13, 2]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w13, 3], p7/m, z7.s
        ld1w    {z7.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w13, 3]}, p7, [x20]
        mova    za1h.s[w13, 3], p7/m, z23.s
        ld1w    {z23.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w13, 3]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        mov     x26, x25
        mov     x27, x29
        mov     w12, #8
        mov     w13, #12
        mova    za0h.s[w12, 0], p7/m, z8.s
        ld1w    {z8.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w12, 0]}, p7, [x20]
        mova    za1h.s[w12, 0], p7/m, z24.s
        ld1w    {z24.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w12, 0]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w12, 1], p7/m, z9.s
        ld1w    {z9.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w12, 1]}, p7, [x20]
        mova    za1h.s[w12, 1], p7/m, z25.s
        ld1w    {z25.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w12, 1]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w12, 2], p7/m, z10.s
        ld1w    {z10.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w12, 2]}, p7, [x20]
        mova    za1h.s[w12, 2], p7/m, z26.s
        ld1w    {z26.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w12, 2]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w12, 3], p7/m, z11.s
        ld1w    {z11.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w12, 3]}, p7, [x20]
        mova    za1h.s[w12, 3], p7/m, z27.s
        ld1w    {z27.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w12, 3]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w13, 0], p7/m, z12.s
        ld1w    {z12.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w13, 0]}, p7, [x20]
        mova    za1h.s[w13, 0], p7/m, z28.s
        ld1w    {z28.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w13, 0]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w13, 1], p7/m, z13.s
        ld1w    {z13.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w13, 1]}, p7, [x20]
        mova    za1h.s[w13, 1], p7/m, z29.s
        ld1w    {z29.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w13, 1]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w13, 2], p7/m, z14.s
        ld1w    {z14.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w13, 2]}, p7, [x20]
        mova    za1h.s[w13, 2], p7/m, z30.s
        ld1w    {z30.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w13, 2]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        add     x26, x26, x9
        add     x27, x27, x9
        mova    za0h.s[w13, 3], p7/m, z15.s
        ld1w    {z15.s}, p5/z, [x26, x18, lsl #2]
        st1w    {za2v.s[w13, 3]}, p7, [x20]
        mova    za1h.s[w13, 3], p7/m, z31.s
        ld1w    {z31.s}, p5/z, [x27, x18, lsl #2]
        st1w    {za3v.s[w13, 3]}, p7, [x20, x11, lsl #2]
        add     x20, x20, x24
        subs    x19, x19, #1
        b.ne    .Lpk_t16loop
.Lpk_t16end:
        mov     x28, x16                        // valid rows: a full panel
        b       .Lpk_ttail                      // k tail (partial chunk) by the simple path

// ------------------------------------------------------------------ fp16 / int8 operands
// pack_zip: the copy direction for the widening kernels (source contiguous along r: A
// column-major, B row-major). A packed k-step holds, per r, `per` consecutive k values in one
// 32-bit lane (pairs for fp16, quads for int8): dst word (r/W)*W*kc + l*W + r%W =
// {X(r, per*l), ..., X(r, per*l + per-1)}, = to_memory(block, {0,1:T(kc*per,W)(per,1)}) for A
// and {1,0:T(kc*per,W)(per,1)} for B. Per k-step: `per` predicated loads of W values of r
// (LD1H / LD1B; k >= K or r >= R load zero), ZIP1/ZIP2 into W 32-bit lanes, two ST1W.
// Two k-steps are in flight (the loads of step l+1 are issued before the ZIPs of step l).
// in:  x0 -> descriptor {base, mode, G, s, T1e} (s: bytes from one k to the next), x1 dst,
//      x2 R, x3 kc (k-steps), x4 r0, x5 l0 (k-steps), x6 per (2 or 4), x7 K (elements).
// Clobbers x0-x18, z0-z15, p0-p7; keeps x19-x30.
        .text
        .balign 4
pack_zip:
        stp     x19, x20, [sp, #-64]!
        stp     x21, x22, [sp, #16]
        stp     x23, x24, [sp, #32]
        stp     x29, x30, [sp, #48]
        ldr     x9, [x0]                        // base
        ldr     x10, [x0, #24]                  // s
        cntw    x11
        lsl     x16, x11, #1                    // W
        ptrue   p7.s
        mul     x19, x5, x6                     // first k element of the block
        mov     x20, #1
        cmp     x6, #2
        csel    x20, x20, xzr, eq               // log2 element bytes: 1 (fp16) or 0 (int8)
        mov     x17, #0                         // rp
.Lpz_panel:
        cmp     x17, x2
        b.hs    .Lpz_done
        mul     x18, x17, x3
        add     x21, x1, x18, lsl #2            // d = dst + rp*kc*4
        add     x12, x17, x16
        cmp     x12, x2
        csel    x12, x12, x2, lo                // rend = min(rp + W, R)
        add     x13, x4, x17
        lsl     x13, x13, x20
        add     x13, x9, x13                    // &X(r0 + rp, k = 0)
        madd    x22, x19, x10, x13              // &X(r0 + rp, first k of the block)
        mov     x23, x19                        // k of the step's first element
        mov     x24, x3                         // steps left
        cmp     x6, #2
        b.ne    .Lpz_b
        // ---- fp16: pairs; z0/z1 and z4/z5 alternate, step l+1 loaded before step l is zipped
        bl      .Lpz_pred2
        ld1h    {z0.h}, p0/z, [x22]
        ld1h    {z1.h}, p1/z, [x13]
        bl      .Lpz_adv2
.Lpz_h:
        subs    x24, x24, #1
        b.eq    .Lpz_h0
        bl      .Lpz_pred2
        ld1h    {z4.h}, p0/z, [x22]
        ld1h    {z5.h}, p1/z, [x13]
        bl      .Lpz_adv2
        zip1    z2.h, z0.h, z1.h
        zip2    z3.h, z0.h, z1.h
        st1w    {z2.s}, p7, [x21]
        st1w    {z3.s}, p7, [x21, #1, mul vl]
        addvl   x21, x21, #2
        subs    x24, x24, #1
        b.eq    .Lpz_h1
        bl      .Lpz_pred2
        ld1h    {z0.h}, p0/z, [x22]
        ld1h    {z1.h}, p1/z, [x13]
        bl      .Lpz_adv2
        zip1    z2.h, z4.h, z5.h
        zip2    z3.h, z4.h, z5.h
        st1w    {z2.s}, p7, [x21]
        st1w    {z3.s}, p7, [x21, #1, mul vl]
        addvl   x21, x21, #2
        b       .Lpz_h
.Lpz_h1:
        mov     z0.d, z4.d
        mov     z1.d, z5.d
.Lpz_h0:
        zip1    z2.h, z0.h, z1.h
        zip2    z3.h, z0.h, z1.h
        st1w    {z2.s}, p7, [x21]
        st1w    {z3.s}, p7, [x21, #1, mul vl]
        b       .Lpz_next
        // ---- int8: quads; z0-z3 and z4-z7 alternate
.Lpz_b:
        bl      .Lpz_pred4
        ld1b    {z0.b}, p0/z, [x0]
        ld1b    {z1.b}, p1/z, [x13]
        ld1b    {z2.b}, p2/z, [x14]
        ld1b    {z3.b}, p3/z, [x15]
.Lpz_bl:
        subs    x24, x24, #1
        b.eq    .Lpz_b0
        bl      .Lpz_pred4
        ld1b    {z4.b}, p0/z, [x0]
        ld1b    {z5.b}, p1/z, [x13]
        ld1b    {z6.b}, p2/z, [x14]
        ld1b    {z7.b}, p3/z, [x15]
        zip1    z8.b, z0.b, z1.b
        zip1    z9.b, z2.b, z3.b
        zip1    z10.h, z8.h, z9.h
        zip2    z11.h, z8.h, z9.h
        st1w    {z10.s}, p7, [x21]
        st1w    {z11.s}, p7, [x21, #1, mul vl]
        addvl   x21, x21, #2
        subs    x24, x24, #1
        b.eq    .Lpz_b1
        bl      .Lpz_pred4
        ld1b    {z0.b}, p0/z, [x0]
        ld1b    {z1.b}, p1/z, [x13]
        ld1b    {z2.b}, p2/z, [x14]
        ld1b    {z3.b}, p3/z, [x15]
        zip1    z8.b, z4.b, z5.b
        zip1    z9.b, z6.b, z7.b
        zip1    z10.h, z8.h, z9.h
        zip2    z11.h, z8.h, z9.h
        st1w    {z10.s}, p7, [x21]
        st1w    {z11.s}, p7, [x21, #1, mul vl]
        addvl   x21, x21, #2
        b       .Lpz_bl
.Lpz_b1:
        mov     z0.d, z4.d
        mov     z1.d, z5.d
        mov     z2.d, z6.d
        mov     z3.d, z7.d
.Lpz_b0:
        zip1    z8.b, z0.b, z1.b
        zip1    z9.b, z2.b, z3.b
        zip1    z10.h, z8.h, z9.h
        zip2    z11.h, z8.h, z9.h
        st1w    {z10.s}, p7, [x21]
        st1w    {z11.s}, p7, [x21, #1, mul vl]
.Lpz_next:
        add     x17, x17, x16
        b       .Lpz_panel
.Lpz_done:
        ldp     x21, x22, [sp, #16]
        ldp     x23, x24, [sp, #32]
        ldp     x29, x30, [sp, #48]
        ldp     x19, x20, [sp], #64
        ret
// p0 / p1: lanes r of k = x23 / x23+1 (rows rp.. < rend, all false past K)
.Lpz_pred2:
        cmp     x23, x7
        csel    x14, x12, x17, lo
        whilelt p0.h, x17, x14
        add     x15, x23, #1
        cmp     x15, x7
        csel    x14, x12, x17, lo
        whilelt p1.h, x17, x14
        add     x13, x22, x10
        ret
.Lpz_adv2:
        add     x22, x22, x10, lsl #1
        add     x23, x23, #2
        ret
// p0-p3: lanes r of k = x23 .. x23+3; x22/x13/x14/x15 their addresses; then x22, x23 advance
.Lpz_pred4:
        cmp     x23, x7
        csel    x14, x12, x17, lo
        whilelt p0.b, x17, x14
        add     x15, x23, #1
        cmp     x15, x7
        csel    x14, x12, x17, lo
        whilelt p1.b, x17, x14
        add     x15, x23, #2
        cmp     x15, x7
        csel    x14, x12, x17, lo
        whilelt p2.b, x17, x14
        add     x15, x23, #3
        cmp     x15, x7
        csel    x14, x12, x17, lo
        whilelt p3.b, x17, x14
        add     x13, x22, x10
        add     x14, x13, x10
        add     x15, x14, x10
        mov     x0, x22
        add     x22, x15, x10
        add     x23, x23, #4
        ret

// pack_mask: after pack_panels packed a narrow operand as 32-bit words (transpose direction),
// clear the values past K in the block's last k-step: word &= x7 in every panel.
// in: x1 dst, x2 R, x3 kc, x7 mask. Clobbers x8-x12, z0-z2, p7.
pack_mask:
        cntw    x11
        lsl     x12, x11, #1                    // W
        ptrue   p7.s
        dup     z2.s, w7
        sub     x9, x3, #1
        mul     x9, x9, x12
        add     x9, x1, x9, lsl #2              // panel 0, step kc-1
        mul     x10, x12, x3
        lsl     x10, x10, #2                    // bytes per panel
        mov     x8, #0
1:      cmp     x8, x2
        b.hs    2f
        ld1w    {z0.s}, p7/z, [x9]
        ld1w    {z1.s}, p7/z, [x9, #1, mul vl]
        and     z0.d, z0.d, z2.d
        and     z1.d, z1.d, z2.d
        st1w    {z0.s}, p7, [x9]
        st1w    {z1.s}, p7, [x9, #1, mul vl]
        add     x9, x9, x10
        add     x8, x8, x12
        b       1b
2:      ret
