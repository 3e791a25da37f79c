// QEMU: compare
// Covers: FMOPA/FMOPS .S (non-widening) with partial row/column predicates: only active (i, j)
// pairs change, inactive ones keep their old value; accumulation over several outer products;
// FMOPS = subtract the product; fused single rounding; IEEE specials (0*inf -> NaN, inf-inf,
// NaN operands in Zn/Zm/ZA with payloads, -0 results, overflow).
// Hand values: ZA0.S[i][j] = 2*a[i]*b[j] (two FMOPAs) for i < 5, j < 6, where a = 1..8 and
// b = 0.5, 1, 2, 4, 8, 16, 32, 64; other elements stay 7.0 (pre-filled via MOVA). ZA1.S =
// -(a[i]*b[j]) for all i, j (FMOPS from zero). Lane (0,0) of ZA3.S: (1+2^-12)^2 - 1 fused =
// 0x3a000400. Output: the whole ZA (1024 bytes): ZAk.S row r is ZA row k + 4r.
// CHECK: exit == 0
        .text
        .global _start
_start:
        smstart
        ptrue   p7.s
        adr     x0, vals
        ld1w    {z0.s}, p7/z, [x0]                      // a
        ld1w    {z1.s}, p7/z, [x0, #1, mul vl]          // b
        ld1w    {z2.s}, p7/z, [x0, #2, mul vl]          // specials for Zn
        ld1w    {z3.s}, p7/z, [x0, #3, mul vl]          // specials for Zm
        ld1w    {z4.s}, p7/z, [x0, #4, mul vl]          // ZA2 initial rows
        fmov    z5.s, #7.0
        mov     w12, #0
1:      mova    za0h.s[w12, 0], p7/m, z5.s
        mova    za2h.s[w12, 0], p7/m, z4.s
        add     w12, w12, #1
        cmp     w12, #8
        b.ne    1b
        ptrue   p0.s, vl5
        mov     x1, #0
        mov     x2, #6
        whilelt p1.s, x1, x2
        fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
        fmopa   za0.s, p0/m, p1/m, z0.s, z1.s
        fmops   za1.s, p7/m, p7/m, z0.s, z1.s
        fmopa   za2.s, p7/m, p7/m, z2.s, z3.s           // specials against specials
        fmops   za2.s, p7/m, p0/m, z3.s, z2.s           // then transposed, subtracting
        ld1w    {z6.s}, p7/z, [x0, #5, mul vl]          // 1+2^-12 in lane 0
        dup     z7.s, #0
        fmov    z7.s, p0/m, #-1.0
        mov     w12, #0
        mova    za3h.s[w12, 0], p7/m, z7.s              // row 0 of ZA3 = -1 (5 lanes)
        fmopa   za3.s, p7/m, p7/m, z6.s, z6.s

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
vals:   .float  1, 2, 3, 4, 5, 6, 7, 8
        .float  0.5, 1, 2, 4, 8, 16, 32, 64
//              inf         0           sNaN        qNaN        -0          1e38        min sub     -1
        .word   0x7f800000, 0x00000000, 0x7f800011, 0x7fc00022, 0x80000000, 0x7e967699, 0x00000001, 0xbf800000
//              0           inf         1           -qNaN       +0          1e38        0.5         -inf
        .word   0x00000000, 0x7f800000, 0x3f800000, 0xffc00033, 0x00000000, 0x7e967699, 0x3f000000, 0xff800000
//              ZA2 rows start as: 1, -0, qNaN, inf, -inf, 0, 2, 3
        .word   0x3f800000, 0x80000000, 0x7fc00044, 0x7f800000, 0xff800000, 0x00000000, 0x40000000, 0x40400000
        .word   0x3f800800, 0x3f800800, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000
        .balign 16
out:    .space  1024
