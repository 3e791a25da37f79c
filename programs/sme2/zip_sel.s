// QEMU: compare
// assembler: clang
// Covers: SME2 ZIP/UZP (two registers from two vectors, and four registers) for .b/.h/.s/.d/.q,
// with a source repeated and the x4 destination equal to its source; SEL (x2 and x4) under
// predicate-as-counter values in PN8-PN15 for every counter element size, counts inside the
// first vector, across vectors, zero, larger than the group, inverted, and an all-zero
// (no-element) counter. prctl(PR_SME_SET_VL = 63, 64) first: SVL 512, because ZIP/UZP .Q with
// four registers is UNDEFINED below it (Arm ARM: VL < esize * 4). Output: each result group.
// CHECK: exit == 0
        .text
        .global _start
_start:
        mov     x0, #63
        mov     x1, #64
        mov     x8, #167
        svc     #0
        smstart
        adr     x20, out
        adr     x0, ints
        ldr     z2, [x0, #0, mul vl]
        ldr     z3, [x0, #1, mul vl]
        zip {z0.b-z1.b}, z2.b, z3.b
        zip {z4.b-z5.b}, z3.b, z3.b
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z4, [x0, #10, mul vl]
        ldr     z5, [x0, #11, mul vl]
        ldr     z6, [x0, #12, mul vl]
        ldr     z7, [x0, #13, mul vl]
        zip {z8.b-z11.b}, {z4.b-z7.b}
        zip {z4.b-z7.b}, {z4.b-z7.b}
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z2, [x0, #5, mul vl]
        ldr     z3, [x0, #6, mul vl]
        uzp {z0.b-z1.b}, z2.b, z3.b
        uzp {z4.b-z5.b}, z3.b, z3.b
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z4, [x0, #8, mul vl]
        ldr     z5, [x0, #9, mul vl]
        ldr     z6, [x0, #10, mul vl]
        ldr     z7, [x0, #11, mul vl]
        uzp {z8.b-z11.b}, {z4.b-z7.b}
        uzp {z4.b-z7.b}, {z4.b-z7.b}
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z2, [x0, #11, mul vl]
        ldr     z3, [x0, #12, mul vl]
        zip {z0.h-z1.h}, z2.h, z3.h
        zip {z4.h-z5.h}, z3.h, z3.h
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z4, [x0, #0, mul vl]
        ldr     z5, [x0, #1, mul vl]
        ldr     z6, [x0, #2, mul vl]
        ldr     z7, [x0, #3, mul vl]
        zip {z8.h-z11.h}, {z4.h-z7.h}
        zip {z4.h-z7.h}, {z4.h-z7.h}
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z2, [x0, #5, mul vl]
        ldr     z3, [x0, #6, mul vl]
        uzp {z0.h-z1.h}, z2.h, z3.h
        uzp {z4.h-z5.h}, z3.h, z3.h
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z4, [x0, #9, mul vl]
        ldr     z5, [x0, #10, mul vl]
        ldr     z6, [x0, #11, mul vl]
        ldr     z7, [x0, #12, mul vl]
        uzp {z8.h-z11.h}, {z4.h-z7.h}
        uzp {z4.h-z7.h}, {z4.h-z7.h}
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z2, [x0, #1, mul vl]
        ldr     z3, [x0, #2, mul vl]
        zip {z0.s-z1.s}, z2.s, z3.s
        zip {z4.s-z5.s}, z3.s, z3.s
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z4, [x0, #11, mul vl]
        ldr     z5, [x0, #12, mul vl]
        ldr     z6, [x0, #13, mul vl]
        ldr     z7, [x0, #14, mul vl]
        zip {z8.s-z11.s}, {z4.s-z7.s}
        zip {z4.s-z7.s}, {z4.s-z7.s}
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z2, [x0, #9, mul vl]
        ldr     z3, [x0, #10, mul vl]
        uzp {z0.s-z1.s}, z2.s, z3.s
        uzp {z4.s-z5.s}, z3.s, z3.s
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z4, [x0, #3, mul vl]
        ldr     z5, [x0, #4, mul vl]
        ldr     z6, [x0, #5, mul vl]
        ldr     z7, [x0, #6, mul vl]
        uzp {z8.s-z11.s}, {z4.s-z7.s}
        uzp {z4.s-z7.s}, {z4.s-z7.s}
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z2, [x0, #0, mul vl]
        ldr     z3, [x0, #1, mul vl]
        zip {z0.d-z1.d}, z2.d, z3.d
        zip {z4.d-z5.d}, z3.d, z3.d
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z4, [x0, #11, mul vl]
        ldr     z5, [x0, #12, mul vl]
        ldr     z6, [x0, #13, mul vl]
        ldr     z7, [x0, #14, mul vl]
        zip {z8.d-z11.d}, {z4.d-z7.d}
        zip {z4.d-z7.d}, {z4.d-z7.d}
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z2, [x0, #10, mul vl]
        ldr     z3, [x0, #11, mul vl]
        uzp {z0.d-z1.d}, z2.d, z3.d
        uzp {z4.d-z5.d}, z3.d, z3.d
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z4, [x0, #4, mul vl]
        ldr     z5, [x0, #5, mul vl]
        ldr     z6, [x0, #6, mul vl]
        ldr     z7, [x0, #7, mul vl]
        uzp {z8.d-z11.d}, {z4.d-z7.d}
        uzp {z4.d-z7.d}, {z4.d-z7.d}
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z2, [x0, #10, mul vl]
        ldr     z3, [x0, #11, mul vl]
        zip {z0.q-z1.q}, z2.q, z3.q
        zip {z4.q-z5.q}, z3.q, z3.q
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z4, [x0, #10, mul vl]
        ldr     z5, [x0, #11, mul vl]
        ldr     z6, [x0, #12, mul vl]
        ldr     z7, [x0, #13, mul vl]
        zip {z8.q-z11.q}, {z4.q-z7.q}
        zip {z4.q-z7.q}, {z4.q-z7.q}
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z2, [x0, #6, mul vl]
        ldr     z3, [x0, #7, mul vl]
        uzp {z0.q-z1.q}, z2.q, z3.q
        uzp {z4.q-z5.q}, z3.q, z3.q
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z4, [x0, #3, mul vl]
        ldr     z5, [x0, #4, mul vl]
        ldr     z6, [x0, #5, mul vl]
        ldr     z7, [x0, #6, mul vl]
        uzp {z8.q-z11.q}, {z4.q-z7.q}
        uzp {z4.q-z7.q}, {z4.q-z7.q}
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z9, [x20]
        addvl   x20, x20, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z5, [x20]
        addvl   x20, x20, #1
        str     z6, [x20]
        addvl   x20, x20, #1
        str     z7, [x20]
        addvl   x20, x20, #1
        adr     x1, pns
        ldr     p8, [x1, #0, mul vl]
        ldr     p9, [x1, #1, mul vl]
        ldr     p10, [x1, #2, mul vl]
        ldr     p11, [x1, #3, mul vl]
        ldr     p12, [x1, #4, mul vl]
        ldr     p13, [x1, #5, mul vl]
        ldr     p14, [x1, #6, mul vl]
        ldr     p15, [x1, #7, mul vl]
        adr     x0, ints
        ldr     z0, [x0, #7, mul vl]
        ldr     z1, [x0, #8, mul vl]
        ldr     z2, [x0, #9, mul vl]
        ldr     z3, [x0, #10, mul vl]
        ldr     z4, [x0, #11, mul vl]
        ldr     z5, [x0, #12, mul vl]
        ldr     z6, [x0, #13, mul vl]
        ldr     z7, [x0, #14, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #11, mul vl]
        ldr     z17, [x0, #12, mul vl]
        ldr     z18, [x0, #13, mul vl]
        ldr     z19, [x0, #14, mul vl]
        sel {z16.b-z17.b}, pn8, {z0.b-z1.b}, {z4.b-z5.b}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #6, mul vl]
        ldr     z1, [x0, #7, mul vl]
        ldr     z2, [x0, #8, mul vl]
        ldr     z3, [x0, #9, mul vl]
        ldr     z4, [x0, #10, mul vl]
        ldr     z5, [x0, #11, mul vl]
        ldr     z6, [x0, #12, mul vl]
        ldr     z7, [x0, #13, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #3, mul vl]
        ldr     z17, [x0, #4, mul vl]
        ldr     z18, [x0, #5, mul vl]
        ldr     z19, [x0, #6, mul vl]
        sel {z16.b-z19.b}, pn9, {z0.b-z3.b}, {z4.b-z7.b}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #2, mul vl]
        ldr     z1, [x0, #3, mul vl]
        ldr     z2, [x0, #4, mul vl]
        ldr     z3, [x0, #5, mul vl]
        ldr     z4, [x0, #6, mul vl]
        ldr     z5, [x0, #7, mul vl]
        ldr     z6, [x0, #8, mul vl]
        ldr     z7, [x0, #9, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #5, mul vl]
        ldr     z17, [x0, #6, mul vl]
        ldr     z18, [x0, #7, mul vl]
        ldr     z19, [x0, #8, mul vl]
        sel {z16.b-z17.b}, pn10, {z0.b-z1.b}, {z4.b-z5.b}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #1, mul vl]
        ldr     z1, [x0, #2, mul vl]
        ldr     z2, [x0, #3, mul vl]
        ldr     z3, [x0, #4, mul vl]
        ldr     z4, [x0, #5, mul vl]
        ldr     z5, [x0, #6, mul vl]
        ldr     z6, [x0, #7, mul vl]
        ldr     z7, [x0, #8, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #7, mul vl]
        ldr     z17, [x0, #8, mul vl]
        ldr     z18, [x0, #9, mul vl]
        ldr     z19, [x0, #10, mul vl]
        sel {z16.b-z19.b}, pn11, {z0.b-z3.b}, {z4.b-z7.b}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #1, mul vl]
        ldr     z1, [x0, #2, mul vl]
        ldr     z2, [x0, #3, mul vl]
        ldr     z3, [x0, #4, mul vl]
        ldr     z4, [x0, #5, mul vl]
        ldr     z5, [x0, #6, mul vl]
        ldr     z6, [x0, #7, mul vl]
        ldr     z7, [x0, #8, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #4, mul vl]
        ldr     z17, [x0, #5, mul vl]
        ldr     z18, [x0, #6, mul vl]
        ldr     z19, [x0, #7, mul vl]
        sel {z16.b-z17.b}, pn12, {z0.b-z1.b}, {z4.b-z5.b}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #1, mul vl]
        ldr     z1, [x0, #2, mul vl]
        ldr     z2, [x0, #3, mul vl]
        ldr     z3, [x0, #4, mul vl]
        ldr     z4, [x0, #5, mul vl]
        ldr     z5, [x0, #6, mul vl]
        ldr     z6, [x0, #7, mul vl]
        ldr     z7, [x0, #8, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #8, mul vl]
        ldr     z17, [x0, #9, mul vl]
        ldr     z18, [x0, #10, mul vl]
        ldr     z19, [x0, #11, mul vl]
        sel {z16.b-z19.b}, pn13, {z0.b-z3.b}, {z4.b-z7.b}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #1, mul vl]
        ldr     z1, [x0, #2, mul vl]
        ldr     z2, [x0, #3, mul vl]
        ldr     z3, [x0, #4, mul vl]
        ldr     z4, [x0, #5, mul vl]
        ldr     z5, [x0, #6, mul vl]
        ldr     z6, [x0, #7, mul vl]
        ldr     z7, [x0, #8, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #7, mul vl]
        ldr     z17, [x0, #8, mul vl]
        ldr     z18, [x0, #9, mul vl]
        ldr     z19, [x0, #10, mul vl]
        sel {z16.b-z17.b}, pn14, {z0.b-z1.b}, {z4.b-z5.b}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #2, mul vl]
        ldr     z1, [x0, #3, mul vl]
        ldr     z2, [x0, #4, mul vl]
        ldr     z3, [x0, #5, mul vl]
        ldr     z4, [x0, #6, mul vl]
        ldr     z5, [x0, #7, mul vl]
        ldr     z6, [x0, #8, mul vl]
        ldr     z7, [x0, #9, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #7, mul vl]
        ldr     z17, [x0, #8, mul vl]
        ldr     z18, [x0, #9, mul vl]
        ldr     z19, [x0, #10, mul vl]
        sel {z16.b-z19.b}, pn15, {z0.b-z3.b}, {z4.b-z7.b}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #4, mul vl]
        ldr     z1, [x0, #5, mul vl]
        ldr     z2, [x0, #6, mul vl]
        ldr     z3, [x0, #7, mul vl]
        ldr     z4, [x0, #8, mul vl]
        ldr     z5, [x0, #9, mul vl]
        ldr     z6, [x0, #10, mul vl]
        ldr     z7, [x0, #11, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #7, mul vl]
        ldr     z17, [x0, #8, mul vl]
        ldr     z18, [x0, #9, mul vl]
        ldr     z19, [x0, #10, mul vl]
        sel {z16.h-z17.h}, pn8, {z0.h-z1.h}, {z4.h-z5.h}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        ldr     z3, [x0, #3, mul vl]
        ldr     z4, [x0, #4, mul vl]
        ldr     z5, [x0, #5, mul vl]
        ldr     z6, [x0, #6, mul vl]
        ldr     z7, [x0, #7, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #11, mul vl]
        ldr     z17, [x0, #12, mul vl]
        ldr     z18, [x0, #13, mul vl]
        ldr     z19, [x0, #14, mul vl]
        sel {z16.h-z19.h}, pn9, {z0.h-z3.h}, {z4.h-z7.h}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #5, mul vl]
        ldr     z1, [x0, #6, mul vl]
        ldr     z2, [x0, #7, mul vl]
        ldr     z3, [x0, #8, mul vl]
        ldr     z4, [x0, #9, mul vl]
        ldr     z5, [x0, #10, mul vl]
        ldr     z6, [x0, #11, mul vl]
        ldr     z7, [x0, #12, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #3, mul vl]
        ldr     z17, [x0, #4, mul vl]
        ldr     z18, [x0, #5, mul vl]
        ldr     z19, [x0, #6, mul vl]
        sel {z16.h-z17.h}, pn10, {z0.h-z1.h}, {z4.h-z5.h}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #3, mul vl]
        ldr     z1, [x0, #4, mul vl]
        ldr     z2, [x0, #5, mul vl]
        ldr     z3, [x0, #6, mul vl]
        ldr     z4, [x0, #7, mul vl]
        ldr     z5, [x0, #8, mul vl]
        ldr     z6, [x0, #9, mul vl]
        ldr     z7, [x0, #10, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #3, mul vl]
        ldr     z17, [x0, #4, mul vl]
        ldr     z18, [x0, #5, mul vl]
        ldr     z19, [x0, #6, mul vl]
        sel {z16.h-z19.h}, pn11, {z0.h-z3.h}, {z4.h-z7.h}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #7, mul vl]
        ldr     z1, [x0, #8, mul vl]
        ldr     z2, [x0, #9, mul vl]
        ldr     z3, [x0, #10, mul vl]
        ldr     z4, [x0, #11, mul vl]
        ldr     z5, [x0, #12, mul vl]
        ldr     z6, [x0, #13, mul vl]
        ldr     z7, [x0, #14, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #6, mul vl]
        ldr     z17, [x0, #7, mul vl]
        ldr     z18, [x0, #8, mul vl]
        ldr     z19, [x0, #9, mul vl]
        sel {z16.h-z17.h}, pn12, {z0.h-z1.h}, {z4.h-z5.h}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        ldr     z3, [x0, #3, mul vl]
        ldr     z4, [x0, #4, mul vl]
        ldr     z5, [x0, #5, mul vl]
        ldr     z6, [x0, #6, mul vl]
        ldr     z7, [x0, #7, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #7, mul vl]
        ldr     z17, [x0, #8, mul vl]
        ldr     z18, [x0, #9, mul vl]
        ldr     z19, [x0, #10, mul vl]
        sel {z16.h-z19.h}, pn13, {z0.h-z3.h}, {z4.h-z7.h}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #4, mul vl]
        ldr     z1, [x0, #5, mul vl]
        ldr     z2, [x0, #6, mul vl]
        ldr     z3, [x0, #7, mul vl]
        ldr     z4, [x0, #8, mul vl]
        ldr     z5, [x0, #9, mul vl]
        ldr     z6, [x0, #10, mul vl]
        ldr     z7, [x0, #11, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #1, mul vl]
        ldr     z17, [x0, #2, mul vl]
        ldr     z18, [x0, #3, mul vl]
        ldr     z19, [x0, #4, mul vl]
        sel {z16.h-z17.h}, pn14, {z0.h-z1.h}, {z4.h-z5.h}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #7, mul vl]
        ldr     z1, [x0, #8, mul vl]
        ldr     z2, [x0, #9, mul vl]
        ldr     z3, [x0, #10, mul vl]
        ldr     z4, [x0, #11, mul vl]
        ldr     z5, [x0, #12, mul vl]
        ldr     z6, [x0, #13, mul vl]
        ldr     z7, [x0, #14, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #9, mul vl]
        ldr     z17, [x0, #10, mul vl]
        ldr     z18, [x0, #11, mul vl]
        ldr     z19, [x0, #12, mul vl]
        sel {z16.h-z19.h}, pn15, {z0.h-z3.h}, {z4.h-z7.h}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #3, mul vl]
        ldr     z1, [x0, #4, mul vl]
        ldr     z2, [x0, #5, mul vl]
        ldr     z3, [x0, #6, mul vl]
        ldr     z4, [x0, #7, mul vl]
        ldr     z5, [x0, #8, mul vl]
        ldr     z6, [x0, #9, mul vl]
        ldr     z7, [x0, #10, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #3, mul vl]
        ldr     z17, [x0, #4, mul vl]
        ldr     z18, [x0, #5, mul vl]
        ldr     z19, [x0, #6, mul vl]
        sel {z16.s-z17.s}, pn8, {z0.s-z1.s}, {z4.s-z5.s}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #4, mul vl]
        ldr     z1, [x0, #5, mul vl]
        ldr     z2, [x0, #6, mul vl]
        ldr     z3, [x0, #7, mul vl]
        ldr     z4, [x0, #8, mul vl]
        ldr     z5, [x0, #9, mul vl]
        ldr     z6, [x0, #10, mul vl]
        ldr     z7, [x0, #11, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #6, mul vl]
        ldr     z17, [x0, #7, mul vl]
        ldr     z18, [x0, #8, mul vl]
        ldr     z19, [x0, #9, mul vl]
        sel {z16.s-z19.s}, pn9, {z0.s-z3.s}, {z4.s-z7.s}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #2, mul vl]
        ldr     z1, [x0, #3, mul vl]
        ldr     z2, [x0, #4, mul vl]
        ldr     z3, [x0, #5, mul vl]
        ldr     z4, [x0, #6, mul vl]
        ldr     z5, [x0, #7, mul vl]
        ldr     z6, [x0, #8, mul vl]
        ldr     z7, [x0, #9, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #4, mul vl]
        ldr     z17, [x0, #5, mul vl]
        ldr     z18, [x0, #6, mul vl]
        ldr     z19, [x0, #7, mul vl]
        sel {z16.s-z17.s}, pn10, {z0.s-z1.s}, {z4.s-z5.s}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #1, mul vl]
        ldr     z1, [x0, #2, mul vl]
        ldr     z2, [x0, #3, mul vl]
        ldr     z3, [x0, #4, mul vl]
        ldr     z4, [x0, #5, mul vl]
        ldr     z5, [x0, #6, mul vl]
        ldr     z6, [x0, #7, mul vl]
        ldr     z7, [x0, #8, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #8, mul vl]
        ldr     z17, [x0, #9, mul vl]
        ldr     z18, [x0, #10, mul vl]
        ldr     z19, [x0, #11, mul vl]
        sel {z16.s-z19.s}, pn11, {z0.s-z3.s}, {z4.s-z7.s}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #7, mul vl]
        ldr     z1, [x0, #8, mul vl]
        ldr     z2, [x0, #9, mul vl]
        ldr     z3, [x0, #10, mul vl]
        ldr     z4, [x0, #11, mul vl]
        ldr     z5, [x0, #12, mul vl]
        ldr     z6, [x0, #13, mul vl]
        ldr     z7, [x0, #14, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #3, mul vl]
        ldr     z17, [x0, #4, mul vl]
        ldr     z18, [x0, #5, mul vl]
        ldr     z19, [x0, #6, mul vl]
        sel {z16.s-z17.s}, pn12, {z0.s-z1.s}, {z4.s-z5.s}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #1, mul vl]
        ldr     z1, [x0, #2, mul vl]
        ldr     z2, [x0, #3, mul vl]
        ldr     z3, [x0, #4, mul vl]
        ldr     z4, [x0, #5, mul vl]
        ldr     z5, [x0, #6, mul vl]
        ldr     z6, [x0, #7, mul vl]
        ldr     z7, [x0, #8, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #9, mul vl]
        ldr     z17, [x0, #10, mul vl]
        ldr     z18, [x0, #11, mul vl]
        ldr     z19, [x0, #12, mul vl]
        sel {z16.s-z19.s}, pn13, {z0.s-z3.s}, {z4.s-z7.s}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #6, mul vl]
        ldr     z1, [x0, #7, mul vl]
        ldr     z2, [x0, #8, mul vl]
        ldr     z3, [x0, #9, mul vl]
        ldr     z4, [x0, #10, mul vl]
        ldr     z5, [x0, #11, mul vl]
        ldr     z6, [x0, #12, mul vl]
        ldr     z7, [x0, #13, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #4, mul vl]
        ldr     z17, [x0, #5, mul vl]
        ldr     z18, [x0, #6, mul vl]
        ldr     z19, [x0, #7, mul vl]
        sel {z16.s-z17.s}, pn14, {z0.s-z1.s}, {z4.s-z5.s}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #5, mul vl]
        ldr     z1, [x0, #6, mul vl]
        ldr     z2, [x0, #7, mul vl]
        ldr     z3, [x0, #8, mul vl]
        ldr     z4, [x0, #9, mul vl]
        ldr     z5, [x0, #10, mul vl]
        ldr     z6, [x0, #11, mul vl]
        ldr     z7, [x0, #12, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #3, mul vl]
        ldr     z17, [x0, #4, mul vl]
        ldr     z18, [x0, #5, mul vl]
        ldr     z19, [x0, #6, mul vl]
        sel {z16.s-z19.s}, pn15, {z0.s-z3.s}, {z4.s-z7.s}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #6, mul vl]
        ldr     z1, [x0, #7, mul vl]
        ldr     z2, [x0, #8, mul vl]
        ldr     z3, [x0, #9, mul vl]
        ldr     z4, [x0, #10, mul vl]
        ldr     z5, [x0, #11, mul vl]
        ldr     z6, [x0, #12, mul vl]
        ldr     z7, [x0, #13, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #7, mul vl]
        ldr     z17, [x0, #8, mul vl]
        ldr     z18, [x0, #9, mul vl]
        ldr     z19, [x0, #10, mul vl]
        sel {z16.d-z17.d}, pn8, {z0.d-z1.d}, {z4.d-z5.d}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #2, mul vl]
        ldr     z1, [x0, #3, mul vl]
        ldr     z2, [x0, #4, mul vl]
        ldr     z3, [x0, #5, mul vl]
        ldr     z4, [x0, #6, mul vl]
        ldr     z5, [x0, #7, mul vl]
        ldr     z6, [x0, #8, mul vl]
        ldr     z7, [x0, #9, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #0, mul vl]
        ldr     z17, [x0, #1, mul vl]
        ldr     z18, [x0, #2, mul vl]
        ldr     z19, [x0, #3, mul vl]
        sel {z16.d-z19.d}, pn9, {z0.d-z3.d}, {z4.d-z7.d}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #4, mul vl]
        ldr     z1, [x0, #5, mul vl]
        ldr     z2, [x0, #6, mul vl]
        ldr     z3, [x0, #7, mul vl]
        ldr     z4, [x0, #8, mul vl]
        ldr     z5, [x0, #9, mul vl]
        ldr     z6, [x0, #10, mul vl]
        ldr     z7, [x0, #11, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #9, mul vl]
        ldr     z17, [x0, #10, mul vl]
        ldr     z18, [x0, #11, mul vl]
        ldr     z19, [x0, #12, mul vl]
        sel {z16.d-z17.d}, pn10, {z0.d-z1.d}, {z4.d-z5.d}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #4, mul vl]
        ldr     z1, [x0, #5, mul vl]
        ldr     z2, [x0, #6, mul vl]
        ldr     z3, [x0, #7, mul vl]
        ldr     z4, [x0, #8, mul vl]
        ldr     z5, [x0, #9, mul vl]
        ldr     z6, [x0, #10, mul vl]
        ldr     z7, [x0, #11, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #3, mul vl]
        ldr     z17, [x0, #4, mul vl]
        ldr     z18, [x0, #5, mul vl]
        ldr     z19, [x0, #6, mul vl]
        sel {z16.d-z19.d}, pn11, {z0.d-z3.d}, {z4.d-z7.d}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #7, mul vl]
        ldr     z1, [x0, #8, mul vl]
        ldr     z2, [x0, #9, mul vl]
        ldr     z3, [x0, #10, mul vl]
        ldr     z4, [x0, #11, mul vl]
        ldr     z5, [x0, #12, mul vl]
        ldr     z6, [x0, #13, mul vl]
        ldr     z7, [x0, #14, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #10, mul vl]
        ldr     z17, [x0, #11, mul vl]
        ldr     z18, [x0, #12, mul vl]
        ldr     z19, [x0, #13, mul vl]
        sel {z16.d-z17.d}, pn12, {z0.d-z1.d}, {z4.d-z5.d}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #5, mul vl]
        ldr     z1, [x0, #6, mul vl]
        ldr     z2, [x0, #7, mul vl]
        ldr     z3, [x0, #8, mul vl]
        ldr     z4, [x0, #9, mul vl]
        ldr     z5, [x0, #10, mul vl]
        ldr     z6, [x0, #11, mul vl]
        ldr     z7, [x0, #12, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #10, mul vl]
        ldr     z17, [x0, #11, mul vl]
        ldr     z18, [x0, #12, mul vl]
        ldr     z19, [x0, #13, mul vl]
        sel {z16.d-z19.d}, pn13, {z0.d-z3.d}, {z4.d-z7.d}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        ldr     z3, [x0, #3, mul vl]
        ldr     z4, [x0, #4, mul vl]
        ldr     z5, [x0, #5, mul vl]
        ldr     z6, [x0, #6, mul vl]
        ldr     z7, [x0, #7, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #4, mul vl]
        ldr     z17, [x0, #5, mul vl]
        ldr     z18, [x0, #6, mul vl]
        ldr     z19, [x0, #7, mul vl]
        sel {z16.d-z17.d}, pn14, {z0.d-z1.d}, {z4.d-z5.d}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        adr     x0, ints
        ldr     z0, [x0, #1, mul vl]
        ldr     z1, [x0, #2, mul vl]
        ldr     z2, [x0, #3, mul vl]
        ldr     z3, [x0, #4, mul vl]
        ldr     z4, [x0, #5, mul vl]
        ldr     z5, [x0, #6, mul vl]
        ldr     z6, [x0, #7, mul vl]
        ldr     z7, [x0, #8, mul vl]
        adr     x0, ints
        ldr     z16, [x0, #0, mul vl]
        ldr     z17, [x0, #1, mul vl]
        ldr     z18, [x0, #2, mul vl]
        ldr     z19, [x0, #3, mul vl]
        sel {z16.d-z19.d}, pn15, {z0.d-z3.d}, {z4.d-z7.d}
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        smstop
        adr     x1, out
        sub     x2, x20, x1
        mov     x0, #1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0

        .data
        .balign 16
ints:
        .byte   0x41, 0x60, 0xae, 0x33, 0xf9, 0xb7, 0xb7, 0x01, 0xb4, 0x2e, 0x00, 0x0c, 0x87, 0x85, 0xe9, 0xff
        .byte   0xab, 0x08, 0x3a, 0x80, 0x55, 0x98, 0x62, 0x00, 0xb8, 0x7f, 0x2e, 0x00, 0xcd, 0x3e, 0x01, 0xe4
        .byte   0xc8, 0x7f, 0x01, 0x80, 0x05, 0x80, 0xf0, 0x00, 0x5a, 0xe6, 0xa0, 0x32, 0x01, 0xe7, 0x7e, 0x3b
        .byte   0x23, 0xa3, 0xc5, 0xe4, 0x9e, 0x55, 0xa9, 0x47, 0x28, 0xc9, 0xb1, 0x78, 0xaa, 0x7f, 0x8a, 0x00
        .byte   0x36, 0x50, 0x52, 0x05, 0x2e, 0x0c, 0x7d, 0xf5, 0x27, 0x7f, 0x2c, 0xac, 0x29, 0x0a, 0xf9, 0x9f
        .byte   0x86, 0x41, 0x01, 0xda, 0xa4, 0xff, 0x08, 0xe1, 0xc0, 0x5e, 0xff, 0x7f, 0x7f, 0x80, 0x6c, 0xa7
        .byte   0xf7, 0x77, 0xb9, 0x01, 0x43, 0x64, 0x80, 0x01, 0xdf, 0x7e, 0x63, 0xf7, 0x64, 0xe4, 0x27, 0xff
        .byte   0x66, 0x8c, 0xe7, 0x0e, 0x11, 0x80, 0x01, 0xa7, 0x97, 0xa8, 0xd6, 0x08, 0x4f, 0xd5, 0x6b, 0xd0
        .byte   0x80, 0xa4, 0x03, 0x49, 0x0f, 0x74, 0xbd, 0x66, 0x6b, 0xfc, 0xff, 0xb6, 0x35, 0x57, 0xd3, 0x2d
        .byte   0x8c, 0xcc, 0xa4, 0x00, 0xfb, 0x7f, 0xff, 0xa9, 0x86, 0x80, 0x80, 0x8a, 0x51, 0x93, 0xbc, 0x00
        .byte   0x80, 0xee, 0xbf, 0xe9, 0x7d, 0x84, 0x8a, 0x59, 0x1e, 0x7c, 0x01, 0xac, 0x81, 0x69, 0x60, 0xd5
        .byte   0xe2, 0x22, 0xce, 0x1b, 0x8d, 0xfc, 0x34, 0xe7, 0xae, 0xfd, 0x43, 0xc2, 0x20, 0xc9, 0x01, 0x16
        .byte   0x48, 0x14, 0x26, 0x28, 0x3e, 0x68, 0xdc, 0x00, 0x9a, 0x95, 0xbf, 0xb6, 0xba, 0x55, 0x4e, 0x5a
        .byte   0x7f, 0x2f, 0x17, 0xff, 0x00, 0xff, 0x39, 0x2c, 0x80, 0x61, 0x28, 0xdf, 0x79, 0x44, 0x7b, 0x15
        .byte   0x39, 0x00, 0x04, 0xf9, 0x15, 0x7f, 0x25, 0x68, 0x15, 0xb5, 0x7e, 0x94, 0xd7, 0x35, 0x6f, 0x85
        .byte   0x32, 0xeb, 0xd2, 0xe5, 0x91, 0x6e, 0x80, 0x00, 0xab, 0x8f, 0x7f, 0x3b, 0x00, 0x2d, 0xaa, 0x1b
        .byte   0x80, 0x8f, 0xe9, 0x0c, 0xec, 0x01, 0xd7, 0x17, 0x82, 0x8f, 0xff, 0x80, 0x73, 0x9a, 0xd8, 0x19
        .byte   0x1f, 0x90, 0x80, 0x05, 0x01, 0x11, 0x27, 0x1d, 0x7f, 0x01, 0x7f, 0x13, 0x4f, 0xae, 0x38, 0xff
        .byte   0x49, 0x01, 0xf7, 0xec, 0x8d, 0x8f, 0x80, 0xc3, 0x14, 0x28, 0x9c, 0x05, 0x2c, 0x51, 0x00, 0xe3
        .byte   0x22, 0x83, 0x3d, 0xff, 0xac, 0xd5, 0x8d, 0x01, 0xda, 0x00, 0x20, 0x6f, 0xd6, 0x99, 0xac, 0xb4
        .byte   0x28, 0x64, 0x1f, 0x95, 0x58, 0xff, 0x64, 0x7d, 0xf5, 0x7f, 0xff, 0x99, 0xc4, 0x00, 0x83, 0xbc
        .byte   0x6b, 0xbd, 0x80, 0xff, 0xf4, 0x80, 0xf0, 0xd9, 0xf7, 0xd3, 0x62, 0xb1, 0xbf, 0x7f, 0x13, 0x01
        .byte   0x80, 0x35, 0xe5, 0xaf, 0x99, 0xc9, 0x7f, 0x32, 0x3f, 0x7f, 0x08, 0xec, 0x2f, 0x01, 0x0e, 0xe3
        .byte   0x44, 0x48, 0xd1, 0xe0, 0x89, 0x80, 0xca, 0x79, 0x6b, 0x37, 0x4c, 0x34, 0x00, 0x3f, 0xb5, 0x31
        .byte   0x13, 0xa5, 0x7f, 0x80, 0x42, 0x5d, 0x5e, 0xc7, 0xac, 0x87, 0x9f, 0x5f, 0x9c, 0x7d, 0x88, 0x8f
        .byte   0x20, 0x46, 0x53, 0x98, 0xd2, 0x80, 0x7c, 0x34, 0x91, 0x00, 0xb9, 0xfa, 0x17, 0x0a, 0xd4, 0xd0
        .byte   0x98, 0xd1, 0xb3, 0xec, 0xa4, 0x85, 0x08, 0x77, 0x9e, 0xb5, 0xce, 0xec, 0xc3, 0x00, 0x77, 0xb4
        .byte   0x9b, 0x67, 0x34, 0x16, 0x35, 0x62, 0x7f, 0xf0, 0xf3, 0x67, 0x31, 0x80, 0x1e, 0xdc, 0x18, 0x5e
        .byte   0xea, 0xca, 0x45, 0x11, 0xa5, 0x8c, 0x55, 0x7c, 0x63, 0xe6, 0x62, 0x48, 0x47, 0xff, 0xc8, 0x05
        .byte   0x3b, 0x0f, 0x11, 0x23, 0xff, 0x19, 0x22, 0x0a, 0xa8, 0xa2, 0xb3, 0xb6, 0x2a, 0xf0, 0xef, 0x01
        .byte   0x01, 0x59, 0xff, 0x38, 0x00, 0x80, 0x27, 0x67, 0x0b, 0x94, 0xe3, 0xcf, 0x1f, 0x94, 0x00, 0xe2
        .byte   0xcd, 0x01, 0xaa, 0x15, 0x00, 0xa3, 0x80, 0x35, 0x01, 0x58, 0x7f, 0x01, 0xff, 0x61, 0xfa, 0xa8
        .byte   0x80, 0xf9, 0x50, 0x99, 0xff, 0x00, 0xb4, 0x62, 0x83, 0x5e, 0xd0, 0x6e, 0x47, 0x7e, 0x7f, 0xff
        .byte   0xaa, 0xca, 0x90, 0x01, 0x26, 0xc1, 0x23, 0x01, 0x84, 0xff, 0x27, 0xf1, 0xff, 0x2d, 0x34, 0x00
        .byte   0x31, 0x8d, 0xc2, 0xf0, 0xac, 0x00, 0xcb, 0x5c, 0x42, 0x53, 0x3f, 0x41, 0xff, 0xe7, 0x84, 0x7f
        .byte   0x01, 0x5a, 0x83, 0x7c, 0x18, 0x17, 0xd8, 0x82, 0x0b, 0x7f, 0xb6, 0x7f, 0xaf, 0x80, 0x34, 0x85
        .byte   0x01, 0x05, 0xff, 0x62, 0x26, 0xcb, 0x9d, 0x80, 0x7f, 0x96, 0x5a, 0x83, 0x11, 0xe4, 0x44, 0x7e
        .byte   0x9a, 0xfa, 0x59, 0xe7, 0x00, 0xc7, 0x6d, 0xc8, 0x6c, 0x01, 0x62, 0x5a, 0xe0, 0x59, 0x71, 0x7f
        .byte   0x70, 0x80, 0x01, 0x0d, 0x10, 0x05, 0x54, 0x7c, 0x59, 0x80, 0x23, 0xbf, 0x7f, 0x0a, 0x79, 0x00
        .byte   0x4e, 0x71, 0xf2, 0x01, 0xcc, 0x7d, 0x52, 0x7c, 0x80, 0xff, 0x9b, 0xd2, 0x00, 0x46, 0x80, 0xa6
        .byte   0x7c, 0x49, 0xa9, 0xcb, 0x5e, 0x94, 0x7f, 0x03, 0x9b, 0xbc, 0xad, 0x46, 0xf6, 0x03, 0x23, 0x06
        .byte   0x3c, 0xa5, 0x29, 0x2f, 0x98, 0x41, 0x15, 0x80, 0xb1, 0x15, 0x86, 0x4b, 0x01, 0x00, 0xf6, 0x80
        .byte   0xd9, 0x4b, 0x00, 0xaa, 0x7a, 0xea, 0x0b, 0xbc, 0xed, 0x8d, 0xc8, 0xb8, 0x37, 0xd9, 0xab, 0x2d
        .byte   0xef, 0x3f, 0xdf, 0xff, 0xf4, 0x32, 0xff, 0x51, 0x7f, 0x80, 0x8e, 0xdc, 0x80, 0x09, 0x86, 0x7f
        .byte   0x35, 0x8b, 0x49, 0x6c, 0xf6, 0x00, 0x39, 0xd5, 0x08, 0x98, 0x82, 0xb2, 0xe0, 0x35, 0xff, 0x95
        .byte   0x8e, 0x20, 0xfc, 0x01, 0x37, 0x9e, 0x53, 0x73, 0xff, 0xc7, 0xc7, 0x80, 0x86, 0x00, 0x62, 0x7f
        .byte   0xb2, 0x48, 0xd4, 0x00, 0x07, 0x00, 0xff, 0x6f, 0x21, 0x63, 0x00, 0xc2, 0xc1, 0x8b, 0xff, 0x80
        .byte   0xb5, 0x89, 0xa6, 0xd6, 0x80, 0x5d, 0x35, 0x53, 0xe1, 0xa1, 0x42, 0x59, 0x02, 0x0e, 0x5a, 0x5d
        .byte   0xab, 0x93, 0x66, 0xd2, 0x41, 0x89, 0xdd, 0xff, 0xa2, 0x12, 0x42, 0x9b, 0x5b, 0x01, 0x73, 0x40
        .byte   0x15, 0x01, 0x7d, 0x7b, 0xd9, 0x80, 0x9b, 0x86, 0xc1, 0x01, 0x75, 0x31, 0xd2, 0x12, 0xd8, 0x81
        .byte   0xae, 0x26, 0x7f, 0x31, 0xbe, 0xbf, 0x4d, 0x66, 0x27, 0x7f, 0x0f, 0xff, 0x33, 0x41, 0x5e, 0xa0
        .byte   0xd6, 0xa6, 0xee, 0xe6, 0x4a, 0x2c, 0x6c, 0x29, 0xec, 0xf1, 0x7f, 0x4d, 0xc1, 0x73, 0xe0, 0xf2
        .byte   0x00, 0x01, 0x4c, 0x53, 0x16, 0xe0, 0x33, 0xd9, 0xd3, 0x0d, 0xd9, 0x79, 0xcb, 0xf5, 0xf2, 0x79
        .byte   0xd1, 0x8b, 0xfd, 0x19, 0x33, 0x56, 0x04, 0x35, 0x5c, 0xdb, 0xfc, 0x64, 0x6f, 0xc4, 0x3e, 0x92
        .byte   0x6c, 0x7f, 0xff, 0x66, 0xc9, 0x47, 0x4f, 0xbe, 0xdb, 0x32, 0x07, 0x92, 0x13, 0x00, 0xd8, 0xda
        .byte   0x48, 0xce, 0x00, 0xfe, 0x01, 0xf7, 0x00, 0x09, 0xe1, 0x63, 0xde, 0x22, 0x24, 0x01, 0x89, 0x01
        .byte   0x87, 0x7f, 0xdb, 0x14, 0xad, 0x9e, 0xd1, 0xbc, 0x1e, 0x80, 0x02, 0x80, 0xcd, 0x3c, 0x13, 0xb8
        .byte   0x01, 0x96, 0x15, 0x98, 0x59, 0xe4, 0xaa, 0xa1, 0x66, 0x55, 0xcd, 0x01, 0xa5, 0xc7, 0xc9, 0x3e
        .byte   0xcc, 0x57, 0xc3, 0x8d, 0xd1, 0x80, 0xcc, 0xa1, 0xd5, 0x3c, 0x88, 0x7f, 0x7f, 0xa4, 0x91, 0x4d
        .byte   0x80, 0x57, 0x09, 0x66, 0xd5, 0xea, 0xb2, 0x9c, 0x75, 0x01, 0xa5, 0x7b, 0x00, 0x13, 0x21, 0x34
        .byte   0xf2, 0x5d, 0xcb, 0x38, 0xdd, 0x70, 0x89, 0x01, 0x80, 0x0b, 0x0b, 0x2f, 0x66, 0xd2, 0x4c, 0xbe
        .byte   0xee, 0xf8, 0x62, 0x8c, 0x9b, 0x49, 0x97, 0xcc, 0xa7, 0xa8, 0x59, 0x01, 0xbd, 0x01, 0xd2, 0xe9
        .byte   0x24, 0x22, 0x86, 0x38, 0xef, 0x40, 0x77, 0x27, 0xc0, 0x83, 0x57, 0x1a, 0x50, 0x99, 0x42, 0x80
        .byte   0x01, 0x2a, 0x80, 0x80, 0xcc, 0xe6, 0x12, 0xbe, 0x84, 0x7c, 0xa1, 0xcf, 0x7e, 0x01, 0x5b, 0xb8
pns:
        .byte   0x2c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x4b, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        .byte   0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x38, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        .byte   0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x6c, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        .byte   0x91, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x26, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        .bss
        .balign 16
out:    .skip   65536
