// QEMU: compare
// Covers: BFMOPA/BFMOPS ZA.S <- .H (bfloat16 pairs, 2-way dot product per 32-bit element),
// half-granular predicates, accumulation onto existing values. bf16 = top half of a float32:
// 1.0 = 0x3f80, 2.0 = 0x4000, 0.5 = 0x3f00, 3.0 = 0x4040, -1 = 0xbf80.
// Hand values: n = (1,2),(3,0.5),... m = (1,1),(2,-1),...: ZA0.S[0][0] = 1+2 = 3, [1][1] = 6-0.5.
// Row 0 of ZA2.S starts at 1.0 and adds products 2^-30 (bf16 0x3080 * 1.0): with round-to-
// nearest-even the sum stays 1.0, the rounding QEMU 11.1 uses here (round-to-odd, FPCR.EBF = 0
// style with flush-to-zero of inputs/outputs and default NaN) gives 0x3f800001; bf16 subnormal
// inputs (0x0001) are flushed to zero. Output: whole ZA (1024 bytes).
// CHECK: exit == 0
        .text
        .global _start
_start:
        smstart
        ptrue   p7.h
        adr     x0, vals
        ld1h    {z0.h}, p7/z, [x0]
        ld1h    {z1.h}, p7/z, [x0, #1, mul vl]
        ld1h    {z2.h}, p7/z, [x0, #2, mul vl]
        ld1h    {z3.h}, p7/z, [x0, #3, mul vl]
        bfmopa  za0.s, p7/m, p7/m, z0.h, z1.h
        ptrue   p0.h, vl5                               // rows 0,1 full, row 2 lo half only
        mov     x1, #1
        mov     x2, #4
        whilelt p1.h, x1, x2                            // halves 0..2: col 0 full, col 1 lo
        bfmopa  za1.s, p0/m, p1/m, z0.h, z1.h
        bfmops  za1.s, p7/m, p7/m, z1.h, z1.h
        fmov    z4.s, #1.0
        mov     w12, #0
        mova    za2h.s[w12, 0], p7/m, z4.s
        bfmopa  za2.s, p7/m, p7/m, z2.h, z3.h
        bfmopa  za3.s, p7/m, p7/m, z3.h, z2.h

        adr     x20, out
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smstop
        mov     x0, #1
        adr     x1, out
        mov     x2, #1024
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 16
//      n: (1,2) (3,0.5) (-1,1) (2,2) (0.5,0.5) (4,-2) (1,-1) (3,3)
vals:   .hword  0x3f80, 0x4000, 0x4040, 0x3f00, 0xbf80, 0x3f80, 0x4000, 0x4000
        .hword  0x3f00, 0x3f00, 0x4080, 0xc000, 0x3f80, 0xbf80, 0x4040, 0x4040
//      m: (1,1) (2,-1) (0.5,2) (1,0) (-1,-1) (0,1) (2,0.5) (1,3)
        .hword  0x3f80, 0x3f80, 0x4000, 0xbf80, 0x3f00, 0x4000, 0x3f80, 0x0000
        .hword  0xbf80, 0xbf80, 0x0000, 0x3f80, 0x4000, 0x3f00, 0x3f80, 0x4040
//      specials: (2^-30, 0) (inf, 1) (0, inf) (sub 0x0001, 1) (qNaN, 1) (1e38, 1e38) (-0, 1) (1, 1)
        .hword  0x3080, 0x0000, 0x7f80, 0x3f80, 0x0000, 0x7f80, 0x0001, 0x3f80
        .hword  0x7fc1, 0x3f80, 0x7e96, 0x7e96, 0x8000, 0x3f80, 0x3f80, 0x3f80
//      (1, 5) (1, 1) (1, 1) (1e38, 1) (1, 1) (1e38, 1e38) (1, -0) (-1, -1)
        .hword  0x3f80, 0x40a0, 0x3f80, 0x3f80, 0x3f80, 0x3f80, 0x7e96, 0x3f80
        .hword  0x3f80, 0x3f80, 0x7e96, 0x7e96, 0x3f80, 0x8000, 0xbf80, 0xbf80
        .balign 16
out:    .space  1024
