// QEMU: compare
// assembler: clang
// Covers: the decrementing SME2 WHILEGE/GT/HS/HI with predicate-as-counter results (VLx2/VLx4,
// every element size: the LAST elements are active, an inverted counter) and predicate pairs;
// counts of zero, partial, exactly the group and larger; Xm at the signed/unsigned minimum;
// their NZCV flags; CNTP and PEXT of the inverted counters. SVL 256. Output: the predicates,
// flag bytes N Z C V and counts.
// CHECK: exit == 0
        .text
        .global _start


_start:
        smstart
        adr     x20, out
        mov     x0, #10
        mov     x1, #5
        whilege     pn8.s, x0, x1, vlx2
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p8, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn8.s, vlx2
        str     x2, [x20], #8
        pext    p0.s, pn8[0]
        pext    p1.s, pn8[1]
        pext    {p2.s, p3.s}, pn8[1]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        mov     x0, #20
        mov     x1, #5
        whilege     pn8.s, x0, x1, vlx2
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p8, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn8.s, vlx2
        str     x2, [x20], #8
        pext    p0.s, pn8[0]
        pext    p1.s, pn8[1]
        pext    {p2.s, p3.s}, pn8[1]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        mov     x0, #4
        mov     x1, #5
        whilege     pn8.s, x0, x1, vlx2
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p8, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn8.s, vlx2
        str     x2, [x20], #8
        pext    p0.s, pn8[0]
        pext    p1.s, pn8[1]
        pext    {p2.s, p3.s}, pn8[1]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        mov     x0, #20
        mov     x1, #5
        whilegt     pn8.s, x0, x1, vlx2
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p8, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn8.s, vlx2
        str     x2, [x20], #8
        pext    p0.s, pn8[0]
        pext    p1.s, pn8[1]
        pext    {p2.s, p3.s}, pn8[1]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        mov     x0, #200
        mov     x1, #10
        whilegt     pn8.b, x0, x1, vlx4
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p8, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn8.b, vlx4
        str     x2, [x20], #8
        pext    p0.b, pn8[0]
        pext    p1.b, pn8[1]
        pext    {p2.b, p3.b}, pn8[1]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        mov     x0, #100
        mov     x1, #10
        whilegt     pn8.b, x0, x1, vlx4
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p8, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn8.b, vlx4
        str     x2, [x20], #8
        pext    p0.b, pn8[0]
        pext    p1.b, pn8[1]
        pext    {p2.b, p3.b}, pn8[1]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        mov     x0, #7
        mov     x1, #0
        whilehs     pn8.h, x0, x1, vlx2
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p8, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn8.h, vlx2
        str     x2, [x20], #8
        pext    p0.h, pn8[0]
        pext    p1.h, pn8[1]
        pext    {p2.h, p3.h}, pn8[1]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        mov     x0, #40
        mov     x1, #3
        whilehs     pn8.h, x0, x1, vlx4
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p8, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn8.h, vlx4
        str     x2, [x20], #8
        pext    p0.h, pn8[0]
        pext    p1.h, pn8[1]
        pext    {p2.h, p3.h}, pn8[1]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        mov     x0, #9
        mov     x1, #2
        whilehi     pn8.d, x0, x1, vlx4
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p8, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn8.d, vlx4
        str     x2, [x20], #8
        pext    p0.d, pn8[0]
        pext    p1.d, pn8[1]
        pext    {p2.d, p3.d}, pn8[1]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        mov     x0, #2
        mov     x1, #2
        whilehi     pn8.d, x0, x1, vlx2
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p8, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn8.d, vlx2
        str     x2, [x20], #8
        pext    p0.d, pn8[0]
        pext    p1.d, pn8[1]
        pext    {p2.d, p3.d}, pn8[1]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        mov     x0, #-3
        mov     x1, #-5
        whilege     pn8.d, x0, x1, vlx4
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p8, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn8.d, vlx4
        str     x2, [x20], #8
        pext    p0.d, pn8[0]
        pext    p1.d, pn8[1]
        pext    {p2.d, p3.d}, pn8[1]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        mov     x0, #10
        mov     x1, #5
        whilege     {p4.s, p5.s}, x0, x1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #100
        mov     x1, #60
        whilegt     {p4.b, p5.b}, x0, x1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #3
        mov     x1, #0
        whilehs     {p4.h, p5.h}, x0, x1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #50
        mov     x1, #2
        whilehi     {p4.d, p5.d}, x0, x1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #1
        mov     x1, #1
        whilegt     {p4.h, p5.h}, x0, x1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #5
        mov     x1, #0x8000000000000000                 // INT64_MIN: ">=" always holds
        whilege pn9.h, x0, x1, vlx2
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p9, [x20]
        addpl   x20, x20, #1
        whilegt pn10.h, x0, x1, vlx2
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p10, [x20]
        addpl   x20, x20, #1
        mov     x1, #0
        whilehs {p6.s, p7.s}, x0, x1                    // unsigned >= 0: all
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p6, [x20]
        addpl   x20, x20, #1
        str     p7, [x20]
        addpl   x20, x20, #1

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
out:    .space  4096
