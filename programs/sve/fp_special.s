// QEMU: compare
// Covers: SVE FADD/FSUB/FMUL (unpredicated and predicated /m), FDIV, FSQRT, FNEG, FABS on .s, .d
// and .h lanes with IEEE special values: +-0, +-inf, quiet and signalling NaNs with payloads
// (sNaN is quieted, payload kept; inf-inf and 0*inf give the default NaN 0x7fc00000), the
// smallest/largest subnormals, overflow to inf, underflow to subnormal, sqrt(-0) = -0,
// sqrt(-1) = default NaN. FNEG/FABS only flip/clear the sign, even of NaNs.
// Rounding: nearest-even, FPCR as Linux leaves it (no FZ, no DN).
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x1, a
        ptrue   p0.s
        ptrue   p1.s, vl8                       // first half of the lanes
        ld1w    {z0.s}, p0/z, [x1]
        ld1w    {z1.s}, p0/z, [x1, #1, mul vl]
        fadd    z2.s, z0.s, z1.s        ; str z2, [x20] ; addvl x20, x20, #1
        fsub    z2.s, z0.s, z1.s        ; str z2, [x20] ; addvl x20, x20, #1
        fmul    z2.s, z0.s, z1.s        ; str z2, [x20] ; addvl x20, x20, #1
        mov     z3.d, z0.d
        fdiv    z3.s, p0/m, z3.s, z1.s  ; str z3, [x20] ; addvl x20, x20, #1
        mov     z3.d, z1.d
        fdiv    z3.s, p1/m, z3.s, z0.s  ; str z3, [x20] ; addvl x20, x20, #1   // b / a, half
        mov     z4.d, z1.d
        fadd    z4.s, p1/m, z4.s, z0.s  ; str z4, [x20] ; addvl x20, x20, #1   // merging
        mov     z4.d, z0.d
        fsub    z4.s, p1/m, z4.s, z1.s  ; str z4, [x20] ; addvl x20, x20, #1
        mov     z4.d, z1.d
        fmul    z4.s, p0/m, z4.s, z0.s  ; str z4, [x20] ; addvl x20, x20, #1   // b*a order
        dup     z5.s, #-1
        fsqrt   z5.s, p0/m, z0.s        ; str z5, [x20] ; addvl x20, x20, #1
        fsqrt   z5.s, p0/m, z1.s        ; str z5, [x20] ; addvl x20, x20, #1
        mov     z6.d, z1.d
        fneg    z6.s, p1/m, z0.s        ; str z6, [x20] ; addvl x20, x20, #1
        fabs    z6.s, p0/m, z1.s        ; str z6, [x20] ; addvl x20, x20, #1
        // double precision
        ptrue   p2.d
        ld1d    {z7.d}, p2/z, [x1, #2, mul vl]
        ld1d    {z8.d}, p2/z, [x1, #3, mul vl]
        fadd    z9.d, z7.d, z8.d        ; str z9, [x20] ; addvl x20, x20, #1
        fmul    z9.d, z7.d, z8.d        ; str z9, [x20] ; addvl x20, x20, #1
        mov     z9.d, z7.d
        fdiv    z9.d, p2/m, z9.d, z8.d  ; str z9, [x20] ; addvl x20, x20, #1
        fsqrt   z9.d, p2/m, z7.d        ; str z9, [x20] ; addvl x20, x20, #1
        // half precision: reuse the .s bit patterns as pairs of halves
        ptrue   p3.h
        fadd    z10.h, z0.h, z1.h       ; str z10, [x20] ; addvl x20, x20, #1
        fmul    z10.h, z0.h, z1.h       ; str z10, [x20] ; addvl x20, x20, #1
        fsub    z10.h, p3/m, z10.h, z0.h ; str z10, [x20] ; addvl x20, x20, #1

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0

        .data
        .balign 16
a:      .word   0x3f800000, 0x80000000, 0x7f800000, 0xff800000  // 1, -0, +inf, -inf
        .word   0x7fc00001, 0x7f800005, 0x00000001, 0x007fffff  // qNaN, sNaN, min sub, max sub
        .word   0x7f7fffff, 0x40400000, 0xc0200000, 0x3dcccccd  // max, 3, -2.5, 0.1
        .word   0x006ce3ee, 0x80000003, 0x40000000, 0x41800000  // 1e-38, -3 sub, 2, 16
b:      .word   0x40400000, 0x00000000, 0xff800000, 0xff800000  // 3, +0, -inf, -inf
        .word   0x3f800000, 0xffc00007, 0x00000001, 0x00000001  // 1, -qNaN, min sub, min sub
        .word   0x7f7fffff, 0xff800009, 0x3f000000, 0x3e4ccccd  // max, -sNaN, 0.5, 0.2
        .word   0x3a83126f, 0x80000000, 0x00000000, 0xc0800000  // 1e-3, -0, +0, -4
da:     .double 1.0, -0.0, 0.1, 1e308, 2.0, 3.0
        .quad   0x7ff0000000000001, 0x0000000000000001        // sNaN, min subnormal
db:     .double 3.0, 0.0, 0.2, 1e308, -0.0, 1e-320
        .quad   0xfff8000000000002, 0x8000000000000001        // -qNaN payload 2, -min sub
out:    .space  2048
