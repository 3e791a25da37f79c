// QEMU: compare
// assembler: clang
// Covers: SME2 predicate-as-counter: PTRUE PNd.T; WHILELT/LE/LO/LS PNd.T with VLx2 and VLx4
// for every element size (counts of zero, inside the first vector, across vectors, exactly
// the group, larger than it, signed/unsigned limits and wrap-around), their NZCV flags;
// the predicate-pair WHILELT/LE/LO/LS {Pd.T, Pd+1.T}; CNTP Xd, PNn.T, VLx2/VLx4 (also a
// counter read at another element size); PEXT of every portion into one register and into a
// pair; PSEL with P and PN registers, index wrap-around and an inactive element. SVL 256.
// Output: every P register after each step (4 bytes each), flag bytes N Z C V and counts.
// CHECK: exit == 0
        .text
        .global _start

        // one counter: WHILE<op> PN8.<t>, x0, x1, <vl>; its flags; CNTP both ways; PEXT x4

_start:
        smstart
        adr     x20, out

        ptrue   pn8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        ptrue   pn9.h
        str     p9, [x20]
        addpl   x20, x20, #1
        ptrue   pn10.s
        str     p10, [x20]
        addpl   x20, x20, #1
        ptrue   pn15.d
        str     p15, [x20]
        addpl   x20, x20, #1
        cntp    x2, pn15.d, vlx4
        str     x2, [x20], #8

        mov     x0, #0
        mov     x1, #5
        whilelt     pn8.s, x0, x1, vlx2
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
        cntp    x2, pn8.s, vlx4
        str     x2, [x20], #8
        pext    p0.s, pn8[0]
        pext    p1.s, pn8[1]
        pext    p2.s, pn8[2]
        pext    p3.s, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.s, p5.s}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #0
        mov     x1, #12
        whilelt     pn8.s, x0, x1, vlx2
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
        cntp    x2, pn8.s, vlx4
        str     x2, [x20], #8
        pext    p0.s, pn8[0]
        pext    p1.s, pn8[1]
        pext    p2.s, pn8[2]
        pext    p3.s, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.s, p5.s}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #0
        mov     x1, #16
        whilelt     pn8.s, x0, x1, vlx2
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
        cntp    x2, pn8.s, vlx4
        str     x2, [x20], #8
        pext    p0.s, pn8[0]
        pext    p1.s, pn8[1]
        pext    p2.s, pn8[2]
        pext    p3.s, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.s, p5.s}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #3
        mov     x1, #100
        whilelt     pn8.s, x0, x1, vlx2
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
        cntp    x2, pn8.s, vlx4
        str     x2, [x20], #8
        pext    p0.s, pn8[0]
        pext    p1.s, pn8[1]
        pext    p2.s, pn8[2]
        pext    p3.s, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.s, p5.s}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #5
        mov     x1, #0
        whilelt     pn8.s, x0, x1, vlx2
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
        cntp    x2, pn8.s, vlx4
        str     x2, [x20], #8
        pext    p0.s, pn8[0]
        pext    p1.s, pn8[1]
        pext    p2.s, pn8[2]
        pext    p3.s, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.s, p5.s}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #0
        mov     x1, #100
        whilelt     pn8.b, x0, x1, vlx4
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
        cntp    x2, pn8.b, vlx2
        str     x2, [x20], #8
        cntp    x2, pn8.b, vlx4
        str     x2, [x20], #8
        pext    p0.b, pn8[0]
        pext    p1.b, pn8[1]
        pext    p2.b, pn8[2]
        pext    p3.b, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.b, p5.b}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #0
        mov     x1, #127
        whilelt     pn8.b, x0, x1, vlx4
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
        cntp    x2, pn8.b, vlx2
        str     x2, [x20], #8
        cntp    x2, pn8.b, vlx4
        str     x2, [x20], #8
        pext    p0.b, pn8[0]
        pext    p1.b, pn8[1]
        pext    p2.b, pn8[2]
        pext    p3.b, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.b, p5.b}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #0
        mov     x1, #128
        whilelt     pn8.b, x0, x1, vlx4
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
        cntp    x2, pn8.b, vlx2
        str     x2, [x20], #8
        cntp    x2, pn8.b, vlx4
        str     x2, [x20], #8
        pext    p0.b, pn8[0]
        pext    p1.b, pn8[1]
        pext    p2.b, pn8[2]
        pext    p3.b, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.b, p5.b}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #0
        mov     x1, #33
        whilelt     pn8.b, x0, x1, vlx2
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
        cntp    x2, pn8.b, vlx2
        str     x2, [x20], #8
        cntp    x2, pn8.b, vlx4
        str     x2, [x20], #8
        pext    p0.b, pn8[0]
        pext    p1.b, pn8[1]
        pext    p2.b, pn8[2]
        pext    p3.b, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.b, p5.b}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #0
        mov     x1, #47
        whilelt     pn8.h, x0, x1, vlx4
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
        cntp    x2, pn8.h, vlx4
        str     x2, [x20], #8
        pext    p0.h, pn8[0]
        pext    p1.h, pn8[1]
        pext    p2.h, pn8[2]
        pext    p3.h, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.h, p5.h}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #0
        mov     x1, #17
        whilelt     pn8.h, x0, x1, vlx2
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
        cntp    x2, pn8.h, vlx4
        str     x2, [x20], #8
        pext    p0.h, pn8[0]
        pext    p1.h, pn8[1]
        pext    p2.h, pn8[2]
        pext    p3.h, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.h, p5.h}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #0
        mov     x1, #9
        whilelt     pn8.d, x0, x1, vlx4
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
        cntp    x2, pn8.d, vlx4
        str     x2, [x20], #8
        pext    p0.d, pn8[0]
        pext    p1.d, pn8[1]
        pext    p2.d, pn8[2]
        pext    p3.d, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.d, p5.d}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #7
        mov     x1, #9
        whilelt     pn8.d, x0, x1, vlx2
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
        cntp    x2, pn8.d, vlx4
        str     x2, [x20], #8
        pext    p0.d, pn8[0]
        pext    p1.d, pn8[1]
        pext    p2.d, pn8[2]
        pext    p3.d, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.d, p5.d}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #0
        mov     x1, #15
        whilele     pn8.s, x0, x1, vlx2
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
        cntp    x2, pn8.s, vlx4
        str     x2, [x20], #8
        pext    p0.s, pn8[0]
        pext    p1.s, pn8[1]
        pext    p2.s, pn8[2]
        pext    p3.s, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.s, p5.s}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #2
        mov     x1, #7
        whilele     pn8.d, x0, x1, vlx4
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
        cntp    x2, pn8.d, vlx4
        str     x2, [x20], #8
        pext    p0.d, pn8[0]
        pext    p1.d, pn8[1]
        pext    p2.d, pn8[2]
        pext    p3.d, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.d, p5.d}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #0
        mov     x1, #20
        whilelo     pn8.h, x0, x1, vlx2
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
        cntp    x2, pn8.h, vlx4
        str     x2, [x20], #8
        pext    p0.h, pn8[0]
        pext    p1.h, pn8[1]
        pext    p2.h, pn8[2]
        pext    p3.h, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.h, p5.h}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #0
        mov     x1, #40
        whilels     pn8.b, x0, x1, vlx2
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
        cntp    x2, pn8.b, vlx2
        str     x2, [x20], #8
        cntp    x2, pn8.b, vlx4
        str     x2, [x20], #8
        pext    p0.b, pn8[0]
        pext    p1.b, pn8[1]
        pext    p2.b, pn8[2]
        pext    p3.b, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.b, p5.b}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #9
        mov     x1, #9
        whilels     pn8.s, x0, x1, vlx4
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
        cntp    x2, pn8.s, vlx4
        str     x2, [x20], #8
        pext    p0.s, pn8[0]
        pext    p1.s, pn8[1]
        pext    p2.s, pn8[2]
        pext    p3.s, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.s, p5.s}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1
        mov     x0, #10
        mov     x1, #9
        whilels     pn8.s, x0, x1, vlx4
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
        cntp    x2, pn8.s, vlx4
        str     x2, [x20], #8
        pext    p0.s, pn8[0]
        pext    p1.s, pn8[1]
        pext    p2.s, pn8[2]
        pext    p3.s, pn8[3]
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        pext    {p4.s, p5.s}, pn8[1]
        str     p4, [x20]
        addpl   x20, x20, #1
        str     p5, [x20]
        addpl   x20, x20, #1

        // limits: signed/unsigned, wrap-around of the incrementing operand
        mov     x0, #-3
        mov     x1, #2
        whilelt pn9.s, x0, x1, vlx2
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
        whilelo pn10.s, x0, x1, vlx2                    // 0xff..fd < 2 unsigned: none
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
        mov     x1, #0x7fffffffffffffff
        sub     x0, x1, #2
        whilele pn11.h, x0, x1, vlx4                    // <= INT64_MAX holds for every element
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p11, [x20]
        addpl   x20, x20, #1
        whilelt pn12.h, x0, x1, vlx4                    // 2 elements
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p12, [x20]
        addpl   x20, x20, #1
        mov     x1, #-1
        sub     x0, x1, #1
        whilels pn13.d, x0, x1, vlx2                    // <= UINT64_MAX: all
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p13, [x20]
        addpl   x20, x20, #1
        whilelo pn14.d, x0, x1, vlx2                    // 1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p14, [x20]
        addpl   x20, x20, #1

        // predicate pairs
        mov     x0, #0
        mov     x1, #11
        whilelt {p0.s, p1.s}, x0, x1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p0, [x20]
        addpl   x20, x20, #1
        str     p1, [x20]
        addpl   x20, x20, #1
        mov     x1, #3
        whilelo {p2.b, p3.b}, x0, x1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p2, [x20]
        addpl   x20, x20, #1
        str     p3, [x20]
        addpl   x20, x20, #1
        mov     x1, #31
        whilele {p4.h, p5.h}, x0, x1
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
        mov     x0, #40
        whilels {p14.d, p15.d}, x0, x1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        str     p14, [x20]
        addpl   x20, x20, #1
        str     p15, [x20]
        addpl   x20, x20, #1
        mov     x0, #-8
        mov     x1, #0
        whilele {p6.d, p7.d}, x0, x1
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

        // a .b counter read as .h / .s / .d elements
        mov     x0, #0
        mov     x1, #13
        whilelt pn8.b, x0, x1, vlx2
        cntp    x2, pn8.h, vlx2
        str     x2, [x20], #8
        cntp    x2, pn8.s, vlx2
        str     x2, [x20], #8
        cntp    x2, pn8.d, vlx4
        str     x2, [x20], #8
        pext    p0.h, pn8[0]
        str     p0, [x20]
        addpl   x20, x20, #1
        pext    p1.s, pn8[0]
        str     p1, [x20]
        addpl   x20, x20, #1

        // PSEL
        ptrue   p2.s, vl3
        mov     w12, #1
        mov     x0, #0
        mov     x1, #6
        whilelt p1.h, x0, x1
        psel    p3, p1, p2.s[w12, 1]                    // element 2 of p2.s active: p3 = p1
        str     p3, [x20]
        addpl   x20, x20, #1
        psel    p4, p1, p2.s[w12, 3]                    // element 4 inactive: p4 = 0
        str     p4, [x20]
        addpl   x20, x20, #1
        mov     w13, #21
        psel    p5, p1, p2.s[w13, 3]                    // (21 + 3) mod 8 = 0: active
        str     p5, [x20]
        addpl   x20, x20, #1
        whilelt pn9.s, x0, x1, vlx4
        mov     w14, #20
        ptrue   p6.b, vl2
        psel    pn10, pn9, p6.b[w14, 13]                // (20 + 13) mod 32 = 1: active
        str     p10, [x20]
        addpl   x20, x20, #1
        psel    pn11, pn9, p6.b[w14, 14]                // 2: inactive
        str     p11, [x20]
        addpl   x20, x20, #1
        ptrue   p7.d
        psel    p12, p7, p7.d[w12, 1]
        str     p12, [x20]
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
