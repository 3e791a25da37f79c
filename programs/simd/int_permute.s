// QEMU: compare
// Covers: AdvSIMD integer and permute forms at every arrangement they take, on 64-bit
// (.8b/.4h/.2s: the upper half and the rest of the Z register are zeroed) and 128-bit
// vectors: ADD SUB MUL, SMAX SMIN UMAX UMIN ADDP, CMEQ CMGT CMGE CMHI CMHS CMTST, ABS NEG,
// AND ORR ORN EOR BIC BSL BIT BIF, MOV, NOT/MVN, CNT, ZIP1/2 UZP1/2
// TRN1/2, EXT, TBL/TBX with 1-4 table registers and out-of-range indices, DUP (element,
// general), INS/MOV (element, general), UMOV/SMOV/MOV to W/X, MOV scalar from an element,
// MOVI/MVNI/ORR/BIC (immediate, every shift), ADDV SMAXV SMINV UMAXV UMINV.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x1, vin
        ldp     q0, q1, [x1]
        ldp     q2, q4, [x1, #32]
        ldr     q5, [x1, #64]                   // TBL indices, some out of range
        add     v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        add     v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        add     v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        add     v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        add     v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        add     v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        add     v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        sub     v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        sub     v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        sub     v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        sub     v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        sub     v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        sub     v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        sub     v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        mul     v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        mul     v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        mul     v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        mul     v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        mul     v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        mul     v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        smax    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        smax    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        smax    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        smax    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        smax    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        smax    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        smin    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        smin    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        smin    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        smin    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        smin    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        smin    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        umax    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        umax    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        umax    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        umax    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        umax    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        umax    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        umin    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        umin    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        umin    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        umin    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        umin    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        umin    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        addp    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        addp    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        addp    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        addp    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        addp    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        addp    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        addp    v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        cmeq    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        cmeq    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        cmeq    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        cmeq    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        cmeq    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        cmeq    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        cmeq    v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        cmgt    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        cmgt    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        cmgt    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        cmgt    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        cmgt    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        cmgt    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        cmgt    v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        cmge    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        cmge    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        cmge    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        cmge    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        cmge    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        cmge    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        cmge    v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        cmhi    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        cmhi    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        cmhi    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        cmhi    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        cmhi    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        cmhi    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        cmhi    v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        cmhs    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        cmhs    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        cmhs    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        cmhs    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        cmhs    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        cmhs    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        cmhs    v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        cmtst   v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        cmtst   v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        cmtst   v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        cmtst   v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        cmtst   v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        cmtst   v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        cmtst   v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        cmeq    v3.16b, v0.16b, v0.16b ; str q3, [x20], #16
        abs     v3.8b, v0.8b ; str q3, [x20], #16
        abs     v3.16b, v0.16b ; str q3, [x20], #16
        abs     v3.4h, v0.4h ; str q3, [x20], #16
        abs     v3.8h, v0.8h ; str q3, [x20], #16
        abs     v3.2s, v0.2s ; str q3, [x20], #16
        abs     v3.4s, v0.4s ; str q3, [x20], #16
        abs     v3.2d, v0.2d ; str q3, [x20], #16
        neg     v3.8b, v0.8b ; str q3, [x20], #16
        neg     v3.16b, v0.16b ; str q3, [x20], #16
        neg     v3.4h, v0.4h ; str q3, [x20], #16
        neg     v3.8h, v0.8h ; str q3, [x20], #16
        neg     v3.2s, v0.2s ; str q3, [x20], #16
        neg     v3.4s, v0.4s ; str q3, [x20], #16
        neg     v3.2d, v0.2d ; str q3, [x20], #16
        and     v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        and     v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        orr     v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        orr     v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        orn     v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        orn     v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        eor     v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        eor     v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        bic     v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        bic     v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; bsl v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; bsl v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; bit v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; bit v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; bif v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; bif v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        mov     v3.8b, v1.8b ; str q3, [x20], #16
        mov     v3.16b, v1.16b ; str q3, [x20], #16
        not     v3.8b, v1.8b ; str q3, [x20], #16
        not     v3.16b, v1.16b ; str q3, [x20], #16
        mvn     v3.8b, v1.8b ; str q3, [x20], #16
        mvn     v3.16b, v1.16b ; str q3, [x20], #16
        cnt     v3.8b, v1.8b ; str q3, [x20], #16
        cnt     v3.16b, v1.16b ; str q3, [x20], #16
        zip1    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        zip1    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        zip1    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        zip1    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        zip1    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        zip1    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        zip1    v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        zip2    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        zip2    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        zip2    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        zip2    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        zip2    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        zip2    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        zip2    v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        uzp1    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        uzp1    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        uzp1    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        uzp1    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        uzp1    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        uzp1    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        uzp1    v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        uzp2    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        uzp2    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        uzp2    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        uzp2    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        uzp2    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        uzp2    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        uzp2    v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        trn1    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        trn1    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        trn1    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        trn1    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        trn1    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        trn1    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        trn1    v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        trn2    v3.8b, v0.8b, v1.8b ; str q3, [x20], #16
        trn2    v3.16b, v0.16b, v1.16b ; str q3, [x20], #16
        trn2    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        trn2    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        trn2    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        trn2    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        trn2    v3.2d, v0.2d, v1.2d ; str q3, [x20], #16
        ext     v3.8b, v0.8b, v1.8b, #0 ; str q3, [x20], #16
        ext     v3.8b, v0.8b, v1.8b, #1 ; str q3, [x20], #16
        ext     v3.8b, v0.8b, v1.8b, #7 ; str q3, [x20], #16
        ext     v3.16b, v0.16b, v1.16b, #0 ; str q3, [x20], #16
        ext     v3.16b, v0.16b, v1.16b, #5 ; str q3, [x20], #16
        ext     v3.16b, v0.16b, v1.16b, #15 ; str q3, [x20], #16
        mov     v6.16b, v0.16b ; mov v7.16b, v1.16b ; mov v8.16b, v2.16b ; mov v9.16b, v4.16b
        tbl     v3.16b, {v6.16b}, v5.16b ; str q3, [x20], #16
        tbl     v3.8b, {v6.16b}, v5.8b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; tbx v3.16b, {v6.16b}, v5.16b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; tbx v3.8b, {v6.16b}, v5.8b ; str q3, [x20], #16
        tbl     v3.16b, {v6.16b, v7.16b}, v5.16b ; str q3, [x20], #16
        tbl     v3.8b, {v6.16b, v7.16b}, v5.8b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; tbx v3.16b, {v6.16b, v7.16b}, v5.16b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; tbx v3.8b, {v6.16b, v7.16b}, v5.8b ; str q3, [x20], #16
        tbl     v3.16b, {v6.16b, v7.16b, v8.16b}, v5.16b ; str q3, [x20], #16
        tbl     v3.8b, {v6.16b, v7.16b, v8.16b}, v5.8b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; tbx v3.16b, {v6.16b, v7.16b, v8.16b}, v5.16b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; tbx v3.8b, {v6.16b, v7.16b, v8.16b}, v5.8b ; str q3, [x20], #16
        tbl     v3.16b, {v6.16b, v7.16b, v8.16b, v9.16b}, v5.16b ; str q3, [x20], #16
        tbl     v3.8b, {v6.16b, v7.16b, v8.16b, v9.16b}, v5.8b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; tbx v3.16b, {v6.16b, v7.16b, v8.16b, v9.16b}, v5.16b ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; tbx v3.8b, {v6.16b, v7.16b, v8.16b, v9.16b}, v5.8b ; str q3, [x20], #16
        mov     v30.16b, v0.16b ; mov v31.16b, v1.16b
        tbl     v3.16b, {v30.16b, v31.16b, v0.16b}, v5.16b ; str q3, [x20], #16   // wraps v31 -> v0
        dup     v3.8b, v1.b[3] ; str q3, [x20], #16
        dup     v3.16b, v1.b[15] ; str q3, [x20], #16
        dup     v3.4h, v1.h[1] ; str q3, [x20], #16
        dup     v3.8h, v1.h[7] ; str q3, [x20], #16
        dup     v3.2s, v1.s[2] ; str q3, [x20], #16
        dup     v3.4s, v1.s[3] ; str q3, [x20], #16
        dup     v3.2d, v1.d[1] ; str q3, [x20], #16
        ldr     x2, =0x8182838485868788
        dup     v3.8b, w2 ; str q3, [x20], #16
        dup     v3.16b, w2 ; str q3, [x20], #16
        dup     v3.4h, w2 ; str q3, [x20], #16
        dup     v3.8h, w2 ; str q3, [x20], #16
        dup     v3.2s, w2 ; str q3, [x20], #16
        dup     v3.4s, w2 ; str q3, [x20], #16
        dup     v3.2d, x2 ; str q3, [x20], #16
        mov     v3.16b, v0.16b ; mov v3.b[9], w2 ; str q3, [x20], #16
        mov     v3.16b, v0.16b ; ins v3.b[9], v1.b[0] ; str q3, [x20], #16
        mov     b3, v1.b[9] ; str q3, [x20], #16
        mov     v3.16b, v0.16b ; mov v3.h[5], w2 ; str q3, [x20], #16
        mov     v3.16b, v0.16b ; ins v3.h[5], v1.h[0] ; str q3, [x20], #16
        mov     h3, v1.h[5] ; str q3, [x20], #16
        mov     v3.16b, v0.16b ; mov v3.s[2], w2 ; str q3, [x20], #16
        mov     v3.16b, v0.16b ; ins v3.s[2], v1.s[0] ; str q3, [x20], #16
        mov     s3, v1.s[2] ; str q3, [x20], #16
        mov     v3.16b, v0.16b ; mov v3.d[1], x2 ; str q3, [x20], #16
        mov     v3.16b, v0.16b ; ins v3.d[1], v1.d[0] ; str q3, [x20], #16
        mov     d3, v1.d[1] ; str q3, [x20], #16
        umov    w3, v1.b[13] ; smov w4, v1.b[13] ; smov x5, v1.b[13]
        stp     x3, x4, [x20], #16 ; str x5, [x20], #8
        umov    w3, v1.h[6] ; smov w4, v1.h[6] ; smov x5, v1.h[6]
        stp     x3, x4, [x20], #16 ; str x5, [x20], #8
        mov     w3, v1.s[3] ; smov x4, v1.s[3] ; mov x5, v1.d[1] ; umov x6, v1.d[0]
        stp     x3, x4, [x20], #16 ; stp x5, x6, [x20], #16
        movi v3.8b, #0x81 ; str q3, [x20], #16
        movi v3.16b, #0x7e ; str q3, [x20], #16
        movi v3.4h, #0x12 ; str q3, [x20], #16
        movi v3.8h, #0x34, lsl #8 ; str q3, [x20], #16
        movi v3.2s, #0x56, lsl #16 ; str q3, [x20], #16
        movi v3.4s, #0x78, lsl #24 ; str q3, [x20], #16
        movi v3.4s, #0x9a ; str q3, [x20], #16
        movi v3.2s, #0xbc, msl #8 ; str q3, [x20], #16
        movi v3.4s, #0xde, msl #16 ; str q3, [x20], #16
        mvni v3.4h, #0x12, lsl #8 ; str q3, [x20], #16
        mvni v3.4s, #0x34, lsl #16 ; str q3, [x20], #16
        mvni v3.2s, #0x56, msl #8 ; str q3, [x20], #16
        movi v3.2d, #0xff00ff0000ffff00 ; str q3, [x20], #16
        movi d3, #0x00ff00ff00ff00ff ; str q3, [x20], #16
        movi v3.2d, #0 ; str q3, [x20], #16
        mov v3.16b, v1.16b ; orr v3.4s, #0x81, lsl #8 ; str q3, [x20], #16
        mov v3.16b, v1.16b ; orr v3.8h, #0x3c ; str q3, [x20], #16
        mov v3.16b, v1.16b ; bic v3.4s, #0xff, lsl #24 ; str q3, [x20], #16
        mov v3.16b, v1.16b ; bic v3.4h, #0xf0, lsl #8 ; str q3, [x20], #16
        mov v3.16b, v1.16b ; orr v3.2s, #0x1 ; str q3, [x20], #16
        addv    b3, v1.8b ; str q3, [x20], #16
        addv    b3, v1.16b ; str q3, [x20], #16
        addv    h3, v1.4h ; str q3, [x20], #16
        addv    h3, v1.8h ; str q3, [x20], #16
        addv    s3, v1.4s ; str q3, [x20], #16
        smaxv   b3, v1.8b ; str q3, [x20], #16
        smaxv   b3, v1.16b ; str q3, [x20], #16
        smaxv   h3, v1.4h ; str q3, [x20], #16
        smaxv   h3, v1.8h ; str q3, [x20], #16
        smaxv   s3, v1.4s ; str q3, [x20], #16
        sminv   b3, v1.8b ; str q3, [x20], #16
        sminv   b3, v1.16b ; str q3, [x20], #16
        sminv   h3, v1.4h ; str q3, [x20], #16
        sminv   h3, v1.8h ; str q3, [x20], #16
        sminv   s3, v1.4s ; str q3, [x20], #16
        umaxv   b3, v1.8b ; str q3, [x20], #16
        umaxv   b3, v1.16b ; str q3, [x20], #16
        umaxv   h3, v1.4h ; str q3, [x20], #16
        umaxv   h3, v1.8h ; str q3, [x20], #16
        umaxv   s3, v1.4s ; str q3, [x20], #16
        uminv   b3, v1.8b ; str q3, [x20], #16
        uminv   b3, v1.16b ; str q3, [x20], #16
        uminv   h3, v1.4h ; str q3, [x20], #16
        uminv   h3, v1.8h ; str q3, [x20], #16
        uminv   s3, v1.4s ; str q3, [x20], #16
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
vin:    .quad   0x80ff7f0102fe0355, 0x00aa5501807f81c3
        .quad   0xfedcba9876543210, 0x8000ffff7fff0001
        .quad   0x1111111111111111, 0xeeeeeeeeeeeeeeee
        .quad   0x0f1e2d3c4b5a6978, 0x8796a5b4c3d2e1f0
        .byte   0, 17, 3, 31, 32, 47, 48, 63, 64, 255, 16, 1, 15, 40, 60, 8
        .balign 16
out:    .space  8192
