// QEMU: compare
// Covers: widening FMOPA/FMOPS ZA.S <- .H x .H (2-way dot product per 32-bit element: each .S
// lane of Zn/Zm holds the half pair (lo, hi); ZA[i][j] += n[i].lo*m[j].lo + n[i].hi*m[j].hi),
// half-granular predicates (an inactive half contributes 0; an element whose both halves are
// inactive in row or column is left unchanged), FMOPS (products subtracted), half specials.
// Hand values with n = pairs (1, 2), (3, 4), ... and m = pairs (1, 0.5), (2, 1), ...:
// ZA0.S[0][0] = 1*1 + 2*0.5 = 2; [1][1] = 3*2 + 4*1 = 10. Output: whole ZA (1024 bytes).
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
        fmopa   za0.s, p7/m, p7/m, z0.h, z1.h
        mov     x1, #0
        mov     x2, #7
        whilelt p0.h, x1, x2                    // halves 0..6: row 3 has only its lo half
        ptrue   p1.h, vl4                       // columns 0, 1 fully
        fmopa   za1.s, p0/m, p1/m, z0.h, z1.h
        fmops   za1.s, p1/m, p0/m, z1.h, z0.h   // subtract the transposed product
        fmopa   za2.s, p7/m, p7/m, z2.h, z3.h   // specials
        // accumulate onto an existing value: ZA3.S row 0 = 0.1f, then += small products
        ld1w    {z4.s}, p7/z, [x0, #4, mul vl]
        mov     w12, #0
        mova    za3h.s[w12, 0], p7/m, z4.s
        fmopa   za3.s, p7/m, p7/m, z3.h, z3.h

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
//              n pairs: (1,2) (3,4) (5,6) (7,8) (9,10) (11,12) (13,14) (15,16)
vals:   .hword  0x3c00, 0x4000, 0x4200, 0x4400, 0x4500, 0x4600, 0x4700, 0x4800
        .hword  0x4880, 0x4900, 0x4980, 0x4a00, 0x4a80, 0x4b00, 0x4b80, 0x4c00
//              m pairs: (1,0.5) (2,1) (3,1.5) (4,2) (-1,-0.5) (0.25,0) (65504,65504) (-0,-0)
        .hword  0x3c00, 0x3800, 0x4000, 0x3c00, 0x4200, 0x3e00, 0x4400, 0x4000
        .hword  0xbc00, 0xb800, 0x3400, 0x0000, 0x7bff, 0x7bff, 0x8000, 0x8000
//              specials: (inf, 1) (0, inf) (sNaN, 1) (qNaN, -1) (min sub, 1) (1e-4, 1e-4) (-inf, -inf) (1, 1)
        .hword  0x7c00, 0x3c00, 0x0000, 0x7c00, 0x7c01, 0x3c00, 0x7e11, 0xbc00
        .hword  0x0001, 0x3c00, 0x068e, 0x068e, 0xfc00, 0xfc00, 0x3c00, 0x3c00
//              (1, 0) (-inf, 1) (1, 1) (1, qNaN) (max sub, max sub) (2^-14, 2^-14) (inf, 1) (0.5, 0.5)
        .hword  0x3c00, 0x0000, 0xfc00, 0x3c00, 0x3c00, 0x3c00, 0x3c00, 0x7e22
        .hword  0x03ff, 0x03ff, 0x0400, 0x0400, 0x7c00, 0x3c00, 0x3800, 0x3800
        .float  0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1
        .balign 16
out:    .space  1024
