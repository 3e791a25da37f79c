// QEMU: compare
// Covers: SVE FMLA/FMLS (predicated, merging) on .s/.d/.h: single rounding (fused), NaN
// selection order (Arm FPProcessNaNs3: signalling before quiet, then addend, Zn, Zm), the
// "qNaN addend + 0*inf -> default NaN" rule, inf - inf, signs of zero results, and FMLS
// negating Zn *before* NaN handling (so a NaN from Zn comes back with its sign flipped).
// Lane 9 shows fusion: (1+2^-12)^2 - 1 = 2^-11 + 2^-24 = 0x3a000400 (unfused would give
// 0x3a000000). Lanes 12-15: 10 + 2*3 = 16 (FMLA) and 10 - 6 = 4 (FMLS).
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x1, acc
        ptrue   p0.s
        mov     x2, #0
        mov     x3, #12
        whilelt p1.s, x2, x3                    // lanes 0..11
        ld1w    {z0.s}, p0/z, [x1]
        ld1w    {z1.s}, p0/z, [x1, #1, mul vl]
        ld1w    {z2.s}, p0/z, [x1, #2, mul vl]
        mov     z3.d, z0.d
        fmla    z3.s, p0/m, z1.s, z2.s  ; str z3, [x20] ; addvl x20, x20, #1
        mov     z3.d, z0.d
        fmls    z3.s, p0/m, z1.s, z2.s  ; str z3, [x20] ; addvl x20, x20, #1
        mov     z3.d, z0.d
        fmla    z3.s, p1/m, z2.s, z1.s  ; str z3, [x20] ; addvl x20, x20, #1   // Zn/Zm swapped
        ptrue   p2.d, vl3
        mov     z4.d, z0.d
        fmla    z4.d, p2/m, z1.d, z2.d  ; str z4, [x20] ; addvl x20, x20, #1   // bit patterns as .d
        ptrue   p3.h
        mov     z5.d, z0.d
        fmla    z5.h, p3/m, z1.h, z2.h  ; str z5, [x20] ; addvl x20, x20, #1
        mov     z5.d, z0.d
        fmls    z5.h, p3/m, z2.h, z1.h  ; str z5, [x20] ; addvl x20, x20, #1

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
acc:    .word   0x3f800000, 0x7fc00011, 0x7fc00011, 0x3f800000, 0x7fc00055, 0x3f800000, 0xff800000, 0x80000000
        .word   0x00000000, 0xbf800000, 0x7f7fffff, 0x3f800000, 0x41200000, 0x41200000, 0x41200000, 0x41200000
zn:     .word   0x40000000, 0x7f800022, 0x7fc00022, 0xffc00033, 0x00000000, 0x00000000, 0x7f800000, 0x00000000
        .word   0x80000000, 0x3f800800, 0x7f7fffff, 0x7f800066, 0x40000000, 0x40000000, 0x40000000, 0x40000000
zm:     .word   0x40400000, 0x3f800000, 0x3f800000, 0x7f800044, 0x7f800000, 0x7f800000, 0x3f800000, 0xbf800000
        .word   0x3f800000, 0x3f800800, 0x3f800000, 0x3f800000, 0x40400000, 0x40400000, 0x40400000, 0x40400000
out:    .space  1024
