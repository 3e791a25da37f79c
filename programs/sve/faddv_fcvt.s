// QEMU: compare
// Covers: FADDV (.s/.d/.h; the Arm reduction is a pairwise tree, not a left-to-right sum;
// inactive lanes count as +0, so a sum of -0s over a partial predicate is +0), FCVT .s->.h
// (rounding to nearest even, overflow to inf, subnormal halves, NaN quieting/payload truncation)
// and FCVT .h->.s (exact widening, half subnormals, half NaNs). Results read with FMOV Xd, Dn.
// Tree check by hand: 16 lanes [2^24, 1, 1, ..., 1] -> (2^24+1) rounds to 2^24 (tie, even),
// the other 14 ones sum exactly to 14, total 2^24 + 14 = 0x4b800007 (sequential: 0x4b800000).
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x1, vals
        ptrue   p0.s
        ld1w    {z0.s}, p0/z, [x1]
        faddv   s1, p0, z0.s            ; fmov x2, d1 ; str x2, [x20], #8
        ld1w    {z0.s}, p0/z, [x1, #1, mul vl]
        faddv   s1, p0, z0.s            ; fmov x2, d1 ; str x2, [x20], #8     // all -0 -> -0
        ptrue   p1.s, vl8
        faddv   s1, p1, z0.s            ; fmov x2, d1 ; str x2, [x20], #8     // +0 from inactive
        ld1w    {z0.s}, p0/z, [x1, #2, mul vl]
        faddv   s1, p0, z0.s            ; fmov x2, d1 ; str x2, [x20], #8     // NaNs, inf
        faddv   s1, p1, z0.s            ; fmov x2, d1 ; str x2, [x20], #8
        ptrue   p2.d, vl5
        faddv   d1, p2, z0.d            ; fmov x2, d1 ; str x2, [x20], #8
        ptrue   p3.h
        ld1w    {z0.s}, p0/z, [x1]
        faddv   h1, p3, z0.h            ; fmov x2, d1 ; str x2, [x20], #8

        // FCVT narrowing: the .h result sits in the low half of each 32-bit container
        ld1w    {z2.s}, p0/z, [x1, #3, mul vl]
        dup     z3.s, #-1
        fcvt    z3.h, p0/m, z2.s        ; str z3, [x20] ; addvl x20, x20, #1
        mov     x3, #0
        mov     x4, #10
        whilelt p4.s, x3, x4
        dup     z3.s, #-1
        fcvt    z3.h, p4/m, z2.s        ; str z3, [x20] ; addvl x20, x20, #1   // merging
        // FCVT widening: reads the low half of each 32-bit container
        ld1w    {z4.s}, p0/z, [x1, #4, mul vl]
        fcvt    z5.s, p0/m, z4.h        ; str z5, [x20] ; addvl x20, x20, #1
        ptrue   p5.s, vl7
        fcvt    z5.s, p5/m, z3.h        ; str z5, [x20] ; addvl x20, x20, #1   // round trip

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
vals:   .word   0x4b800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000
        .word   0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000
        .fill   16, 4, 0x80000000                               // sixteen -0.0
        .word   0x3f800000, 0x7f800000, 0xff800000, 0x40000000, 0x7fc00001, 0x40400000, 0x7f800002, 0x3f800000
        .word   0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000
//      FCVT .s -> .h inputs: 1/3, 65504, 65520 (-> inf), 2^-24, 2^-25 (tie -> 0), 3*2^-26 (-> 2^-24),
//      sNaN payload, -qNaN payload, 1+2^-11 (tie -> 1), 1+3*2^-11 (tie -> up), -inf, 1e-10, ...
fcvts:  .word   0x3eaaaaab, 0x477fe000, 0x477ff000, 0x33800000, 0x33000000, 0x33400000, 0x7fa12345, 0xffc54321
        .word   0x3f801000, 0x3f803000, 0xff800000, 0x2edbe6ff, 0x80000000, 0x477fefff, 0xc0490fdb, 0x38800000
//      FCVT .h -> .s inputs (low halves): 1.0, 2^-24 (min sub), 0x03ff (max sub), 65504, -0, inf,
//      sNaN 0x7c01, qNaN 0xfe55, 0x3555 (~1/3), ...
fcvth:  .word   0x00003c00, 0xffff0001, 0x000003ff, 0x00007bff, 0x00008000, 0x00007c00, 0x00007c01, 0x0000fe55
        .word   0x00003555, 0x0000c000, 0x00000400, 0x00005640, 0x0000bc00, 0x0000fbff, 0x00000200, 0x00007e00
out:    .space  1024
