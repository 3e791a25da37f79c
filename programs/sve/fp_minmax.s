// QEMU: compare
// Covers: SVE FMAX/FMIN/FMAXNM/FMINNM (predicated, merging; .s and .d) with +-0 (max(-0,+0) = +0,
// min = -0), NaN operands (FMAX/FMIN propagate NaNs; FMAXNM/FMINNM return the number when exactly
// one operand is a quiet NaN, but a signalling NaN still wins, quieted), +-inf and subnormals.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x1, a
        ptrue   p0.s
        mov     x2, #0
        mov     x3, #14
        whilelt p1.s, x2, x3                    // lanes 0..13 active, 14..15 keep Zdn
        ld1w    {z0.s}, p0/z, [x1]
        ld1w    {z1.s}, p0/z, [x1, #1, mul vl]
        mov     z2.d, z0.d
        fmax    z2.s, p1/m, z2.s, z1.s  ; str z2, [x20] ; addvl x20, x20, #1
        mov     z2.d, z0.d
        fmin    z2.s, p1/m, z2.s, z1.s  ; str z2, [x20] ; addvl x20, x20, #1
        mov     z2.d, z0.d
        fmaxnm  z2.s, p1/m, z2.s, z1.s  ; str z2, [x20] ; addvl x20, x20, #1
        mov     z2.d, z0.d
        fminnm  z2.s, p1/m, z2.s, z1.s  ; str z2, [x20] ; addvl x20, x20, #1
        mov     z2.d, z1.d
        fmax    z2.s, p0/m, z2.s, z0.s  ; str z2, [x20] ; addvl x20, x20, #1   // operands swapped
        mov     z2.d, z1.d
        fminnm  z2.s, p0/m, z2.s, z0.s  ; str z2, [x20] ; addvl x20, x20, #1
        ptrue   p2.d
        ld1d    {z3.d}, p2/z, [x1, #2, mul vl]
        ld1d    {z4.d}, p2/z, [x1, #3, mul vl]
        mov     z5.d, z3.d
        fmaxnm  z5.d, p2/m, z5.d, z4.d  ; str z5, [x20] ; addvl x20, x20, #1
        mov     z5.d, z3.d
        fmin    z5.d, p2/m, z5.d, z4.d  ; str z5, [x20] ; addvl x20, x20, #1

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
//              lane 0      1           2           3           4           5           6           7
a:      .word   0x80000000, 0x00000000, 0x7fc00001, 0x3f800000, 0x7fa00002, 0x7fc00003, 0xff800000, 0x00000001
        .word   0x80000001, 0x40000000, 0xc0000000, 0x7f800000, 0x7fc00004, 0x3f800000, 0x40400000, 0x40800000
b:      .word   0x00000000, 0x80000000, 0x3f800000, 0x7fc00011, 0x3f800000, 0x7fa00013, 0x7f800000, 0x80000001
        .word   0x00000001, 0xc0000000, 0x40000000, 0xff800000, 0x7fc00014, 0x7f800015, 0x40a00000, 0x40c00000
da:     .double -0.0, 1.0, -1.0, 2.5
        .quad   0x7ff8000000000001, 0x7ff0000000000002, 0, 0x8000000000000000
db:     .double 0.0, -1.0
        .quad   0x7ff8000000000003, 0x7ff8000000000004
        .double 3.0, 4.0
        .quad   0x8000000000000000, 0
out:    .space  1024
