// QEMU: compare
// assembler: clang
// Covers: SME2 ZT0: zeroed by SMSTART (PSTATE.ZA 0 -> 1) and by ZERO {ZT0}; LDR/STR ZT0; MOVT
// in both directions at several offsets, also outside streaming mode with PSTATE.ZA = 1;
// LUTI2 and LUTI4 with one, two and four consecutive destinations for .b/.h/.s (the table's
// 32-bit entries truncated), packed indices from every segment selectable by the immediate
// (0, middle, largest). SVL 256. Output: ZT0 snapshots, MOVT results and each LUTI result.
// CHECK: exit == 0
        .text
        .global _start


_start:
        adr     x20, out
        smstart
        str     zt0, [x20]
        add     x20, x20, #64
        adr     x0, table
        ldr     zt0, [x0]
        str     zt0, [x20]
        add     x20, x20, #64
        movt    x1, zt0[0]
        movt    x2, zt0[16]
        movt    x3, zt0[56]
        stp     x1, x2, [x20], #16
        str     x3, [x20], #8
        mov     x4, #0x1122
        movk    x4, #0x3344, lsl #16
        movk    x4, #0x5566, lsl #32
        movk    x4, #0x7788, lsl #48
        movt    zt0[24], x4
        movt    zt0[40], xzr
        str     zt0, [x20]
        add     x20, x20, #64
        ldr     zt0, [x0]
        adr     x1, idx
        ldr     z30, [x1]
        ldr     z31, [x1, #1, mul vl]

        luti2   z0.b, zt0, z30[0]
        luti2   z1.b, zt0, z30[7]
        luti2   z2.b, zt0, z31[15]
        luti2   z3.h, zt0, z30[5]
        luti2   z4.s, zt0, z31[3]
        luti4   z5.b, zt0, z30[0]
        luti4   z6.b, zt0, z31[7]
        luti4   z7.h, zt0, z30[2]
        luti4   z8.s, zt0, z31[6]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        str     z8, [x20]
        addvl   x20, x20, #1
        luti2   {z0.b, z1.b}, zt0, z30[3]
        luti2   {z2.h, z3.h}, zt0, z31[7]
        luti2   {z4.s, z5.s}, zt0, z30[0]
        luti4   {z6.b, z7.b}, zt0, z31[3]
        luti4   {z8.h, z9.h}, zt0, z30[1]
        luti4   {z10.s, z11.s}, zt0, z31[2]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        luti2   {z0.b-z3.b}, zt0, z31[1]
        luti2   {z4.h-z7.h}, zt0, z30[3]
        luti2   {z8.s-z11.s}, zt0, z31[2]
        luti4   {z12.h-z15.h}, zt0, z30[1]
        luti4   {z16.s-z19.s}, zt0, z31[0]
        luti4   {z28.s-z31.s}, zt0, z31[1]              // the index register is a destination
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        str     z12, [x20]
        addvl   x20, x20, #1
        str     z13, [x20]
        addvl   x20, x20, #1
        str     z14, [x20]
        addvl   x20, x20, #1
        str     z15, [x20]
        addvl   x20, x20, #1
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        str     z28, [x20]
        addvl   x20, x20, #1
        str     z29, [x20]
        addvl   x20, x20, #1
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1

        smstop  sm                                      // ZT0 stays usable with PSTATE.ZA = 1
        movt    zt0[8], x4
        movt    x5, zt0[8]
        str     x5, [x20], #8
        str     zt0, [x20]
        add     x20, x20, #64
        zero    {zt0}
        str     zt0, [x20]
        add     x20, x20, #64
        movt    zt0[0], x4
        smstop
        smstart za                                      // ZA 0 -> 1 zeroes ZT0 again
        str     zt0, [x20]
        add     x20, x20, #64
        smstop

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
table:  .word   0x03020100, 0x87654321, 0xdeadbeef, 0x00ff00ff, 0x7f800001, 0x12345678, 0xcafef00d, 0x0badc0de
        .word   0xffffffff, 0x80000000, 0x00000001, 0x13579bdf, 0x2468ace0, 0xfedcba98, 0x55aa55aa, 0xa5a5a5a5
idx:    .byte   0x1b, 0xe4, 0x39, 0x93, 0x00, 0xff, 0x55, 0xaa, 0x0f, 0xf0, 0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc
        .byte   0xde, 0xf1, 0x27, 0x72, 0xc6, 0x6c, 0x8d, 0xd8, 0x01, 0x10, 0x2e, 0xe2, 0x4b, 0xb4, 0x63, 0x36
        .byte   0x5f, 0xf5, 0xa0, 0x0a, 0x3c, 0xc3, 0x96, 0x69, 0x7e, 0xe7, 0x18, 0x81, 0xbd, 0xdb, 0x42, 0x24
        .byte   0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff, 0x00
        .balign 16
out:    .space  8192
