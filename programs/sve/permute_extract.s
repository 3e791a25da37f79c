// QEMU: compare
// Covers: SVE EXT (offsets 0 to beyond the vector), TBL (indices out of range give 0), REV on
// vectors and predicates, LASTA/LASTB and CLASTA/CLASTB into W/X, B/H/S/D and Z registers with
// partial, empty and full predicates (CLAST keeps its operand when nothing is active), SPLICE,
// SUNPK/UUNPK LO/HI, REVB/REVH/REVW, PUNPKLO/HI on every element size, out of streaming mode
// (VL 512) and in it (SVL 256); COMPACT and FADDA (strictly ordered, NaN/overflow inputs) only
// out of streaming mode (they are not streaming SVE instructions). Output: each result.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x0, zin
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        ptrue   p0.b
        pfalse  p7.b
        mov     x2, #3
        mov     x3, #11
        whilelt p1.b, x2, x3    // elements 0..7
        whilelt p2.h, x2, x3    // elements 0..7
        whilelt p3.s, x2, x3    // elements 0..7
        whilelt p4.d, x2, x3    // elements 0..7
        cmphi   p5.b, p0/z, z0.b, #127
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #0
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #13
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #31
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #32
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #63
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #64
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #200
        str     z10, [x20]
        addvl   x20, x20, #1
        tbl     z10.b, {z0.b}, z2.b
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     p6.b, p1.b
        str     p6, [x20]
        addpl   x20, x20, #1
        lasta   w9, p1, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   b10, p1, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p1, w9, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  b10, p1, b10, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.b, p1, z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   w9, p7, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   b10, p7, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p7, w9, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  b10, p7, b10, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.b, p7, z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   w9, p0, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   b10, p0, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p0, w9, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  b10, p0, b10, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.b, p0, z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p1, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   b10, p1, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p1, w9, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  b10, p1, b10, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.b, p1, z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p7, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   b10, p7, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p7, w9, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  b10, p7, b10, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.b, p7, z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p0, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   b10, p0, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p0, w9, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  b10, p0, b10, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.b, p0, z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.b, p1, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.b, p7, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.b, p5, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        tbl     z10.h, {z0.h}, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     p6.h, p2.h
        str     p6, [x20]
        addpl   x20, x20, #1
        lasta   w9, p2, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   h10, p2, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p2, w9, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  h10, p2, h10, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.h, p2, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   w9, p7, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   h10, p7, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p7, w9, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  h10, p7, h10, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.h, p7, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   w9, p0, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   h10, p0, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p0, w9, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  h10, p0, h10, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.h, p0, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p2, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   h10, p2, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p2, w9, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  h10, p2, h10, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.h, p2, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p7, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   h10, p7, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p7, w9, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  h10, p7, h10, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.h, p7, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p0, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   h10, p0, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p0, w9, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  h10, p0, h10, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.h, p0, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.h, p2, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.h, p7, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.h, p5, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        tbl     z10.s, {z0.s}, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     p6.s, p3.s
        str     p6, [x20]
        addpl   x20, x20, #1
        lasta   w9, p3, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   s10, p3, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p3, w9, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  s10, p3, s10, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.s, p3, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   w9, p7, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   s10, p7, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p7, w9, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  s10, p7, s10, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.s, p7, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   w9, p0, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   s10, p0, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p0, w9, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  s10, p0, s10, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.s, p0, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p3, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   s10, p3, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p3, w9, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  s10, p3, s10, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.s, p3, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p7, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   s10, p7, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p7, w9, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  s10, p7, s10, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.s, p7, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p0, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   s10, p0, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p0, w9, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  s10, p0, s10, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.s, p0, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.s, p3, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.s, p7, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.s, p5, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        tbl     z10.d, {z0.d}, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     p6.d, p4.d
        str     p6, [x20]
        addpl   x20, x20, #1
        lasta   x9, p4, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   d10, p4, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  x9, p4, x9, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  d10, p4, d10, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.d, p4, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   x9, p7, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   d10, p7, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  x9, p7, x9, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  d10, p7, d10, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.d, p7, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   x9, p0, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   d10, p0, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  x9, p0, x9, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  d10, p0, d10, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.d, p0, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   x9, p4, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   d10, p4, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  x9, p4, x9, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  d10, p4, d10, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.d, p4, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   x9, p7, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   d10, p7, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  x9, p7, x9, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  d10, p7, d10, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.d, p7, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   x9, p0, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   d10, p0, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  x9, p0, x9, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  d10, p0, d10, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.d, p0, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.d, p4, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.d, p7, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.d, p5, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        sunpklo z10.h, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        sunpkhi z10.h, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        uunpklo z10.h, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        uunpkhi z10.h, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        sunpklo z10.s, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        sunpkhi z10.s, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        uunpklo z10.s, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        uunpkhi z10.s, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        sunpklo z10.d, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        sunpkhi z10.d, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        uunpklo z10.d, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        uunpkhi z10.d, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        revb    z10.h, p2/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        revb    z10.s, p3/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        revh    z10.s, p3/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        revb    z10.d, p4/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        revh    z10.d, p4/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        revw    z10.d, p4/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        punpklo p6.h, p5.b
        str     p6, [x20]
        addpl   x20, x20, #1
        punpkhi p6.h, p5.b
        str     p6, [x20]
        addpl   x20, x20, #1
        compact z10.s, p3, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        compact z10.s, p0, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        compact z10.d, p4, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        compact z10.d, p0, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        adr     x0, fin
        ldr     z3, [x0]
        fmov    s11, #1.0
        fadda   s11, p0, s11, z3.s
        str     z11, [x20]
        addvl   x20, x20, #1
        fmov    s11, #1.0
        fadda   s11, p3, s11, z3.s
        str     z11, [x20]
        addvl   x20, x20, #1
        fmov    d11, #1.0
        fadda   d11, p0, d11, z0.d
        str     z11, [x20]
        addvl   x20, x20, #1
        fmov    h11, #1.0
        fadda   h11, p2, h11, z0.h
        str     z11, [x20]
        addvl   x20, x20, #1
        smstart sm
        adr     x0, zin
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        ptrue   p0.b
        pfalse  p7.b
        mov     x2, #3
        mov     x3, #11
        whilelt p1.b, x2, x3    // elements 0..7
        whilelt p2.h, x2, x3    // elements 0..7
        whilelt p3.s, x2, x3    // elements 0..7
        whilelt p4.d, x2, x3    // elements 0..7
        cmphi   p5.b, p0/z, z0.b, #127
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #0
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #13
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #31
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #32
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #63
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #64
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        ext     z10.b, z10.b, z1.b, #200
        str     z10, [x20]
        addvl   x20, x20, #1
        tbl     z10.b, {z0.b}, z2.b
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     p6.b, p1.b
        str     p6, [x20]
        addpl   x20, x20, #1
        lasta   w9, p1, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   b10, p1, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p1, w9, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  b10, p1, b10, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.b, p1, z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   w9, p7, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   b10, p7, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p7, w9, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  b10, p7, b10, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.b, p7, z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   w9, p0, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   b10, p0, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p0, w9, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  b10, p0, b10, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.b, p0, z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p1, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   b10, p1, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p1, w9, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  b10, p1, b10, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.b, p1, z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p7, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   b10, p7, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p7, w9, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  b10, p7, b10, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.b, p7, z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p0, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   b10, p0, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p0, w9, z0.b
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  b10, p0, b10, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.b, p0, z10.b, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.b, p1, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.b, p7, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.b, p5, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        tbl     z10.h, {z0.h}, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     p6.h, p2.h
        str     p6, [x20]
        addpl   x20, x20, #1
        lasta   w9, p2, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   h10, p2, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p2, w9, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  h10, p2, h10, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.h, p2, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   w9, p7, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   h10, p7, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p7, w9, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  h10, p7, h10, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.h, p7, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   w9, p0, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   h10, p0, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p0, w9, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  h10, p0, h10, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.h, p0, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p2, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   h10, p2, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p2, w9, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  h10, p2, h10, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.h, p2, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p7, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   h10, p7, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p7, w9, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  h10, p7, h10, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.h, p7, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p0, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   h10, p0, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p0, w9, z0.h
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  h10, p0, h10, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.h, p0, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.h, p2, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.h, p7, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.h, p5, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        tbl     z10.s, {z0.s}, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     p6.s, p3.s
        str     p6, [x20]
        addpl   x20, x20, #1
        lasta   w9, p3, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   s10, p3, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p3, w9, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  s10, p3, s10, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.s, p3, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   w9, p7, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   s10, p7, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p7, w9, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  s10, p7, s10, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.s, p7, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   w9, p0, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   s10, p0, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  w9, p0, w9, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  s10, p0, s10, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.s, p0, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p3, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   s10, p3, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p3, w9, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  s10, p3, s10, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.s, p3, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p7, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   s10, p7, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p7, w9, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  s10, p7, s10, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.s, p7, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   w9, p0, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   s10, p0, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  w9, p0, w9, z0.s
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  s10, p0, s10, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.s, p0, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.s, p3, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.s, p7, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.s, p5, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        tbl     z10.d, {z0.d}, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        rev     p6.d, p4.d
        str     p6, [x20]
        addpl   x20, x20, #1
        lasta   x9, p4, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   d10, p4, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  x9, p4, x9, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  d10, p4, d10, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.d, p4, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   x9, p7, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   d10, p7, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  x9, p7, x9, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  d10, p7, d10, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.d, p7, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lasta   x9, p0, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lasta   d10, p0, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clasta  x9, p0, x9, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clasta  d10, p0, d10, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clasta  z10.d, p0, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   x9, p4, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   d10, p4, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  x9, p4, x9, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  d10, p4, d10, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.d, p4, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   x9, p7, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   d10, p7, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  x9, p7, x9, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  d10, p7, d10, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.d, p7, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lastb   x9, p0, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        lastb   d10, p0, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     x9, #-1
        clastb  x9, p0, x9, z0.d
        str     x9, [x20], #8
        mov     z10.d, z1.d
        clastb  d10, p0, d10, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        clastb  z10.d, p0, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.d, p4, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.d, p7, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        splice  z10.d, p5, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        sunpklo z10.h, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        sunpkhi z10.h, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        uunpklo z10.h, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        uunpkhi z10.h, z0.b
        str     z10, [x20]
        addvl   x20, x20, #1
        sunpklo z10.s, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        sunpkhi z10.s, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        uunpklo z10.s, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        uunpkhi z10.s, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        sunpklo z10.d, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        sunpkhi z10.d, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        uunpklo z10.d, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        uunpkhi z10.d, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        revb    z10.h, p2/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        revb    z10.s, p3/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        revh    z10.s, p3/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        revb    z10.d, p4/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        revh    z10.d, p4/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        revw    z10.d, p4/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        punpklo p6.h, p5.b
        str     p6, [x20]
        addpl   x20, x20, #1
        punpkhi p6.h, p5.b
        str     p6, [x20]
        addpl   x20, x20, #1
        smstop  sm
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
zin:
        .byte   0x76, 0x9c, 0x5f, 0x44, 0x23, 0x2f, 0xdd, 0xad, 0x01, 0x56, 0x80, 0x76, 0xe5, 0x9a, 0x14, 0x55
        .byte   0x8d, 0xef, 0x9d, 0xb3, 0x0a, 0xba, 0x61, 0x2b, 0xb4, 0xf2, 0x73, 0xf3, 0xb9, 0x6c, 0x28, 0x2b
        .byte   0x3c, 0x0d, 0x1c, 0x21, 0x81, 0xdf, 0xec, 0xfd, 0x97, 0x10, 0xc6, 0xb0, 0x62, 0xca, 0xbf, 0xe3
        .byte   0x1a, 0xeb, 0x4a, 0x34, 0xac, 0x39, 0xb9, 0xcb, 0x6b, 0xe3, 0x16, 0xc5, 0x44, 0xe9, 0x35, 0x65
        .byte   0x47, 0x57, 0xcf, 0x0b, 0x33, 0xb5, 0xe2, 0x01, 0xe1, 0x69, 0x0e, 0xe5, 0x60, 0xd8, 0x7d, 0x23
        .byte   0x06, 0x3c, 0x6c, 0xbc, 0xe8, 0xd9, 0x1c, 0xf6, 0x98, 0x00, 0x1f, 0xc3, 0x94, 0x32, 0xe5, 0xda
        .byte   0x33, 0x54, 0x02, 0xe4, 0x15, 0x22, 0x8a, 0xea, 0x04, 0x80, 0x15, 0x92, 0x7f, 0x89, 0xeb, 0x32
        .byte   0x6b, 0x11, 0x65, 0x31, 0xa3, 0xc3, 0x17, 0xb3, 0x94, 0x25, 0x2c, 0xf0, 0x9b, 0xb8, 0xf5, 0x0a
        .byte   0x01, 0x00, 0x05, 0x00, 0xc8, 0x00, 0x05, 0x00, 0x01, 0x00, 0x3f, 0x00, 0x00, 0x00, 0x00, 0x00
        .byte   0x0f, 0x00, 0x3f, 0x00, 0x0f, 0x00, 0x1f, 0x00, 0x07, 0x00, 0xff, 0x00, 0x03, 0x00, 0x40, 0x00
        .byte   0xff, 0x00, 0x01, 0x00, 0x0f, 0x00, 0xc8, 0x00, 0x03, 0x00, 0x01, 0x00, 0x0f, 0x00, 0x3f, 0x00
        .byte   0x07, 0x00, 0x3f, 0x00, 0x07, 0x00, 0x02, 0x00, 0xc8, 0x00, 0x05, 0x00, 0x02, 0x00, 0xff, 0x00
fin:
        .word   0x3f800000, 0x322bcc77, 0xbf800000, 0x7f61b1e6, 0x7f61b1e6, 0x7fc00000, 0x40200000, 0x80000000, 0x3f800000, 0x322bcc77, 0xbf800000, 0x7f61b1e6, 0x7f61b1e6, 0x7fc00000, 0x40200000, 0x80000000
out:    .space  65536
