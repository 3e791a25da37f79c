// QEMU: compare
// Covers: SVE FMLA/FMLS/FMUL (indexed) on .s (index 0-3, Zm z0-z7), .d (index 0-1, Zm up to
// z15) and .h (index 0-7), and LD1RQB/LD1RQH/LD1RQW/LD1RQD (scalar + imm, scalar + scalar) at
// VL 512 = four 128-bit segments. Indexed forms pick element `imm` of *each segment* of Zm, so
// zm below holds different values per segment. Fusion: lane 1 computes
// (1+2^-12)*(1+2^-12) - 1 = 2^-11 + 2^-24 (0x3a000400; unfused 0x3a000000); lane 2 takes a
// signalling NaN from Zn (FMLS returns it quieted with its sign flipped), lane 3 a quiet NaN
// addend. LD1RQW with a partial predicate (elements 1 and 2 of the first segment; predicate bits
// of later segments are ignored) zeroes the inactive words, and an all-false predicate reads
// nothing (the base is 0). One Z register (64 bytes) per result on stdout.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x1, acc
        ptrue   p0.s
        ld1w    {z16.s}, p0/z, [x1]                     // acc
        ld1w    {z17.s}, p0/z, [x1, #1, mul vl]         // zn
        ld1w    {z5.s}, p0/z, [x1, #2, mul vl]          // zm (z0-z7 for .s)
        mov     z3.d, z16.d
        fmla    z3.s, z17.s, z5.s[0]    ; str z3, [x20] ; addvl x20, x20, #1
        mov     z3.d, z16.d
        fmla    z3.s, z17.s, z5.s[1]    ; str z3, [x20] ; addvl x20, x20, #1
        mov     z3.d, z16.d
        fmla    z3.s, z17.s, z5.s[2]    ; str z3, [x20] ; addvl x20, x20, #1
        mov     z3.d, z16.d
        fmls    z3.s, z17.s, z5.s[3]    ; str z3, [x20] ; addvl x20, x20, #1
        fmul    z3.s, z17.s, z5.s[1]    ; str z3, [x20] ; addvl x20, x20, #1
        fmul    z5.s, z17.s, z5.s[2]    ; str z5, [x20] ; addvl x20, x20, #1   // Zd = Zm
        // .d: Zm may be z8-z15
        ld1d    {z12.d}, p0/z, [x1, #2, mul vl]
        mov     z3.d, z16.d
        fmla    z3.d, z17.d, z12.d[1]   ; str z3, [x20] ; addvl x20, x20, #1
        mov     z3.d, z16.d
        fmls    z3.d, z17.d, z12.d[0]   ; str z3, [x20] ; addvl x20, x20, #1
        fmul    z3.d, z17.d, z12.d[1]   ; str z3, [x20] ; addvl x20, x20, #1
        // .h: index 0-7
        ld1w    {z7.s}, p0/z, [x1, #3, mul vl]
        mov     z3.d, z16.d
        fmla    z3.h, z17.h, z7.h[5]    ; str z3, [x20] ; addvl x20, x20, #1
        mov     z3.d, z16.d
        fmls    z3.h, z17.h, z7.h[7]    ; str z3, [x20] ; addvl x20, x20, #1
        fmul    z3.h, z17.h, z7.h[0]    ; str z3, [x20] ; addvl x20, x20, #1

        // LD1RQ
        adr     x2, quad
        ld1rqw  {z20.s}, p0/z, [x2]                     ; str z20, [x20] ; addvl x20, x20, #1
        ld1rqw  {z21.s}, p0/z, [x2, #48]                ; str z21, [x20] ; addvl x20, x20, #1
        add     x3, x2, #128
        ld1rqw  {z22.s}, p0/z, [x3, #-128]              ; str z22, [x20] ; addvl x20, x20, #1
        mov     x4, #5
        ld1rqw  {z23.s}, p0/z, [x2, x4, lsl #2]         ; str z23, [x20] ; addvl x20, x20, #1
        adr     x5, pbits
        ldr     p1, [x5]                                // .s elements 1, 2 (+ later segments)
        ld1rqw  {z24.s}, p1/z, [x2, #16]                ; str z24, [x20] ; addvl x20, x20, #1
        ldr     p2, [x5, #1, mul vl]                    // .d element 1 only
        ld1rqd  {z25.d}, p2/z, [x2, #32]                ; str z25, [x20] ; addvl x20, x20, #1
        mov     x6, #3
        ld1rqd  {z26.d}, p0/z, [x2, x6, lsl #3]         ; str z26, [x20] ; addvl x20, x20, #1
        ptrue   p3.h, vl5
        ld1rqh  {z27.h}, p3/z, [x2, #16]                ; str z27, [x20] ; addvl x20, x20, #1
        mov     x7, #3
        ld1rqb  {z28.b}, p0/z, [x2, x7]                 ; str z28, [x20] ; addvl x20, x20, #1
        pfalse  p4.b
        mov     x9, #0
        ld1rqw  {z29.s}, p4/z, [x9]                     ; str z29, [x20] ; addvl x20, x20, #1
        // LD1RQW + indexed FMLA, the GEMM micro-kernel step
        ld1rqw  {z0.s}, p0/z, [x2]
        mov     z3.d, z16.d
        fmla    z3.s, z17.s, z0.s[3]    ; str z3, [x20] ; addvl x20, x20, #1

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
//              lane 0      1           2           3
acc:    .word   0x3f800000, 0xbf800000, 0x3f800000, 0x7fc00055, 0x41200000, 0x41200000, 0x00000000, 0x80000000
        .word   0x3e800000, 0xc0000000, 0x3f000000, 0x40a00000, 0x3fc00000, 0x7f7fffff, 0xff7fffff, 0x3f800001
zn:     .word   0x40000000, 0x3f800800, 0x7f800022, 0x3f800000, 0x40400000, 0xc0400000, 0x00000000, 0x80000000
        .word   0x3f800800, 0x3fc00000, 0xbe800000, 0x40000000, 0x3f800001, 0x7f7fffff, 0x7f7fffff, 0x3f800001
zm:     .word   0x3f800800, 0x3f800800, 0x40000000, 0xc0000000, 0x40400000, 0x3f000000, 0xbf800000, 0x41000000
        .word   0x3f800800, 0x3e000000, 0x7fc00099, 0x3f800001, 0xbf800001, 0x40800000, 0x3f400000, 0x00000000
zh:     .hword  0x3c00, 0x3c01, 0x4000, 0xc000, 0x3555, 0x7bff, 0x0001, 0x3c02
        .hword  0x4200, 0xbc01, 0x3800, 0x7e01, 0x3c03, 0x4400, 0x8000, 0x3bff
        .hword  0x3c04, 0x4500, 0x3c00, 0x4000, 0x3c05, 0x4600, 0xc200, 0x3c01
        .hword  0x3bfe, 0x3c06, 0x0400, 0x4001, 0x3c07, 0x4700, 0x7c00, 0x3c08
quad:   .word   0x11111111, 0x22222222, 0x33333333, 0x44444444, 0x55555555, 0x66666666
        .word   0x77777777, 0x88888888, 0x99999999, 0xaaaaaaaa, 0xbbbbbbbb, 0xcccccccc
        .word   0xdddddddd, 0xeeeeeeee, 0xf0f0f0f0, 0x0f0f0f0f, 0x12345678, 0x9abcdef0
        .word   0x13579bdf, 0x2468ace0, 0x0, 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0x7
        .balign 16
pbits:  .byte   0x10, 0x01, 0x11, 0x11, 0x01, 0x00, 0x11, 0x10    // p1 at VL 512 (8 bytes)
        .byte   0x00, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff    // p2
        .balign 16
out:    .space  2048
