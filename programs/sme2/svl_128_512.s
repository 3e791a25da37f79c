// QEMU: compare
// assembler: clang
// Covers: the SME2 core at two other streaming vector lengths, set with prctl(PR_SME_SET_VL =
// 63): SVL 128 (.d tiles of two slices, counters with few elements) and SVL
// 512 (wider counter fields): WHILELT/WHILELO counters and CNTP, PEXT, a four-vector LD1W and
// ST1D, MOVA to/from tile slices and ZA array groups, LUTI4. Output per length: the
// predicates, loaded/moved registers, the store buffer and ZA.
// CHECK: exit == 0
        .text
        .global _start


_start:
        adr     x0, src
        mov     x1, #0
1:      mov     w2, #29
        mul     w2, w1, w2
        add     w2, w2, #5
        strb    w2, [x0, x1]
        add     x1, x1, #1
        cmp     x1, #1024
        b.ne    1b
        adr     x20, out

        mov     x0, #63
        mov     x1, #16
        mov     x8, #167
        svc     #0
        smstart
        mov     x10, #0
        mov     x11, #7
        whilelt pn8.s, x10, x11, vlx4
        str     p8, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn8.s, vlx4
        str     x2, [x20], #8
        pext    {p0.s, p1.s}, pn8[0]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        mov     x11, #-1
        whilelo pn9.b, x10, x11, vlx2
        str     p9, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn9.b, vlx2
        str     x2, [x20], #8
        mov     x11, #13
        whilelt pn10.s, x10, x11, vlx4
        adr     x0, src
        ld1w    {z0.s-z3.s}, pn10/z, [x0, #4, mul vl]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        zero    {za}
        mov     w12, #3
        mova    za1h.d[w12, 0:1], {z0.d-z1.d}
        mova    za1h.s[w12, 0:3], {z0.s-z3.s}
        mov     w13, #1
        mova    {z4.d-z5.d}, za1v.d[w13, 0:1]
        mova    {z6.h-z7.h}, za0v.h[w13, 2:3]
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        mov     w8, #5
        mova    za.s[w8, 1, vgx2], {z2.s, z3.s}
        mova    {z8.h-z11.h}, za.h[w8, 3, vgx4]
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        adr     x0, table
        ldr     zt0, [x0]
        luti4   {z12.h-z15.h}, zt0, z0[1]
        str     z12, [x20]
        addvl   x20, x20, #1
        str     z13, [x20]
        addvl   x20, x20, #1
        str     z14, [x20]
        addvl   x20, x20, #1
        str     z15, [x20]
        addvl   x20, x20, #1
        mov     x11, #11
        whilelt pn11.d, x10, x11, vlx4
        adr     x0, dst
        st1d    {z3.d, z7.d, z11.d, z15.d}, pn11, [x0]
        rdsvl   x3, #1
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, w3
        b.ne    1b
        smstop
        mov     x0, #63
        mov     x1, #64
        mov     x8, #167
        svc     #0
        smstart
        mov     x10, #0
        mov     x11, #7
        whilelt pn8.s, x10, x11, vlx4
        str     p8, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn8.s, vlx4
        str     x2, [x20], #8
        pext    {p0.s, p1.s}, pn8[0]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        mov     x11, #-1
        whilelo pn9.b, x10, x11, vlx2
        str     p9, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn9.b, vlx2
        str     x2, [x20], #8
        mov     x11, #13
        whilelt pn10.s, x10, x11, vlx4
        adr     x0, src
        ld1w    {z0.s-z3.s}, pn10/z, [x0, #4, mul vl]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        zero    {za}
        mov     w12, #3
        mova    za1h.d[w12, 0:1], {z0.d-z1.d}
        mova    za1h.s[w12, 0:3], {z0.s-z3.s}
        mov     w13, #1
        mova    {z4.d-z5.d}, za1v.d[w13, 0:1]
        mova    {z6.h-z7.h}, za0v.h[w13, 2:3]
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        mov     w8, #5
        mova    za.s[w8, 1, vgx2], {z2.s, z3.s}
        mova    {z8.h-z11.h}, za.h[w8, 3, vgx4]
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        adr     x0, table
        ldr     zt0, [x0]
        luti4   {z12.h-z15.h}, zt0, z0[1]
        str     z12, [x20]
        addvl   x20, x20, #1
        str     z13, [x20]
        addvl   x20, x20, #1
        str     z14, [x20]
        addvl   x20, x20, #1
        str     z15, [x20]
        addvl   x20, x20, #1
        mov     x11, #11
        whilelt pn11.d, x10, x11, vlx4
        adr     x0, dst
        st1d    {z3.d, z7.d, z11.d, z15.d}, pn11, [x0]
        rdsvl   x3, #1
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, w3
        b.ne    1b
        smstop
        adr     x1, dst
        mov     x2, #512
1:      ldr     x3, [x1], #8
        str     x3, [x20], #8
        subs    x2, x2, #8
        b.ne    1b

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
src:    .space  1024
dst:    .space  512
out:    .space  16384
