// QEMU: compare
// Covers: FMOPA/FMOPS .D (FEAT_SME_F64F64): 4x4 tiles at SVL 256, ZA0.D-ZA7.D (ZAk.D row r is
// ZA row k + 8r), partial predicates, fused rounding, NaN results (default NaN for ZA ops),
// and writing ZA7.D while ZA0.D holds data (tiles are disjoint).
// Hand values: ZA0.D[i][j] = a[i]*b[j] with a = 1, 2, 3, 4 and b = 0.25, 10, 1e300, -3, only for
// rows 0-2 (p0 = vl3) and columns 0,1,3 (p1 = lanes 1,1,0,1 built with SEL on predicates);
// column 2 (the 1e300 one) and row 3 stay 0.
// ZA7.D = -(a[i]*a[j]) (FMOPS). ZA3.D row 0 col 0 = 1 + (1+2^-30)^2 = 2 + 2^-29 (+2^-60 lost)
// = 0x4000000004000000. ZA2.D = specials (inf*0 -> default NaN 0x7ff8000000000000).
// Output: the whole ZA (1024 bytes).
// CHECK: exit == 0
        .text
        .global _start
_start:
        smstart
        ptrue   p7.d
        adr     x0, vals
        ld1d    {z0.d}, p7/z, [x0]
        ld1d    {z1.d}, p7/z, [x0, #1, mul vl]
        ld1d    {z2.d}, p7/z, [x0, #2, mul vl]
        ld1d    {z3.d}, p7/z, [x0, #3, mul vl]
        ld1d    {z4.d}, p7/z, [x0, #4, mul vl]
        ptrue   p0.d, vl3
        mov     x1, #2
        mov     x2, #3
        whilelt p2.d, x1, x2                            // only element 0 (count = 1)
        // build p1 = elements 0, 1, 3 with SEL on predicates: vl2 | (vl4 minus vl3)
        ptrue   p3.d, vl2
        ptrue   p4.d, vl4
        ptrue   p5.d, vl3
        sel     p1.b, p5, p3.b, p4.b                    // lanes 0-2 from p3, lane 3 from p4
        fmopa   za0.d, p0/m, p1/m, z0.d, z1.d
        fmops   za7.d, p7/m, p7/m, z0.d, z0.d
        fmopa   za2.d, p7/m, p7/m, z2.d, z3.d           // specials
        fmov    z6.d, #1.0
        mov     w12, #0
        mova    za3h.d[w12, 0], p2/m, z6.d              // ZA3.D[0][0] = 1.0
        fmopa   za3.d, p2/m, p2/m, z4.d, z4.d

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
vals:   .double 1, 2, 3, 4
        .double 0.25, 10, 1e300, -3
//              inf                 sNaN                -0                  1e-310 (subnormal)
        .quad   0x7ff0000000000000, 0x7ff0000000000007, 0x8000000000000000, 0x00001268d6f7a8d4
//              0                   2                   -0                  1e10
        .quad   0x0000000000000000, 0x4000000000000000, 0x8000000000000000, 0x4202a05f20000000
        .quad   0x3ff0000004000000, 0, 0, 0                                 // 1 + 2^-30
        .balign 16
out:    .space  1024
