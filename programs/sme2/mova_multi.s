// QEMU: compare
// assembler: clang
// Covers: SME2 multi-vector MOVA/MOV: two and four Z registers to and from consecutive
// horizontal and vertical tile slices for .b/.h/.s/.d (Ws + offset rounded down to a multiple
// of the count, wrap-around modulo the tile dimension, every tile number's position), and to
// and from ZA array vector groups VGx2/VGx4 (za.d/za.s/za.b/za.h spellings, offsets 0-7, Wv
// wrap-around modulo SVL_B / count), which alias the tiles: a group written through the array
// is read back through tile slices and the reverse.
// SVL 256. Output: all of ZA after the writes, then the registers read back.
// CHECK: exit == 0
        .text
        .global _start


_start:
        smstart
        adr     x20, out
        adr     x0, src                                 // byte i = (i * 37 + 11) mod 256
        mov     x1, #0
1:      mov     w2, #37
        mul     w2, w1, w2
        add     w2, w2, #11
        strb    w2, [x0, x1]
        add     x1, x1, #1
        cmp     x1, #512
        b.ne    1b
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        ldr     z3, [x0, #3, mul vl]
        ldr     z4, [x0, #4, mul vl]
        ldr     z5, [x0, #5, mul vl]
        ldr     z6, [x0, #6, mul vl]
        ldr     z7, [x0, #7, mul vl]
        ldr     z8, [x0, #8, mul vl]
        ldr     z9, [x0, #9, mul vl]
        ldr     z10, [x0, #10, mul vl]
        ldr     z11, [x0, #11, mul vl]
        ldr     z12, [x0, #12, mul vl]
        ldr     z13, [x0, #13, mul vl]
        ldr     z14, [x0, #14, mul vl]
        ldr     z15, [x0, #15, mul vl]
        zero    {za}

        mov     w12, #9
        mova    za1h.h[w12, 6:7], {z2.h, z3.h}          // 15 rounds down to 14: ZA1.H rows 14, 15
        mov     w13, #1
        mova    za3v.s[w13, 0:3], {z4.s-z7.s}           // columns 1-4 of ZA3.S
        mov     w14, #18
        mova    za0h.b[w14, 12:15], {z0.b-z3.b}         // 30 rounds down to 28: rows 28-31 of ZA0.B
        mov     w15, #3
        mova    za7v.d[w15, 0:1], {z8.d, z9.d}          // 3 rounds down to 2: columns 2, 3 of ZA7.D
        mov     w12, #2
        mov     za5h.d[w12, 0:3], {z12.d-z15.d}         // 2 rounds down to 0: rows 0-3 of ZA5.D
        mov     w15, #6
        mova    za0v.b[w15, 14:15], {z14.b, z15.b}      // columns 20, 21
        mov     w13, #7
        mova    za1v.h[w13, 4:7], {z8.h-z11.h}          // 11 rounds down to 8: columns 8-11 of ZA1.H
        mova    za2h.s[w13, 2:3], {z10.s, z11.s}        // 9 mod 8 = 1 rounds down to 0: rows 0, 1
        mov     w8, #20
        mova    za.d[w8, 7, vgx2], {z10.d, z11.d}       // ZA rows 11 and 27
        mov     w9, #6
        mova    za.s[w9, 3, vgx4], {z4.s-z7.s}          // rows 1, 9, 17, 25
        mov     w10, #0
        mov     za.b[w10, 0, vgx2], {z12.b, z13.b}      // rows 0, 16
        mov     w11, #7
        mova    za.h[w11, 4, vgx4], {z0.h-z3.h}         // (7+4) mod 8 = 3: rows 3, 11, 19, 27

        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b

        // read back
        mov     w12, #17
        mova    {z16.b-z19.b}, za0h.b[w12, 12:15]      // 29 rounds down to 28: rows 28-31
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        mov     w13, #30
        mova    {z20.h, z21.h}, za1v.h[w13, 2:3]       // 32 mod 16: columns 0, 1 of ZA1.H
        str     z20, [x20]
        addvl   x20, x20, #1
        str     z21, [x20]
        addvl   x20, x20, #1
        mov     w14, #0
        mov     {z22.s, z23.s}, za3h.s[w14, 2:3]
        str     z22, [x20]
        addvl   x20, x20, #1
        str     z23, [x20]
        addvl   x20, x20, #1
        mov     w15, #5
        mova    {z24.d-z27.d}, za5v.d[w15, 0:3]        // 5 rounds down to 4, mod 4: columns 0-3
        str     z24, [x20]
        addvl   x20, x20, #1
        str     z25, [x20]
        addvl   x20, x20, #1
        str     z26, [x20]
        addvl   x20, x20, #1
        str     z27, [x20]
        addvl   x20, x20, #1
        mova    {z28.d-z31.d}, za3h.d[w15, 0:3]
        str     z28, [x20]
        addvl   x20, x20, #1
        str     z29, [x20]
        addvl   x20, x20, #1
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     w12, #13
        mova    {z16.s-z19.s}, za3v.s[w12, 0:3]        // 13 rounds down to 12, mod 8: columns 4-7
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        mov     w8, #9
        mova    {z20.d, z21.d}, za.d[w8, 2, vgx2]       // rows 11, 27
        str     z20, [x20]
        addvl   x20, x20, #1
        str     z21, [x20]
        addvl   x20, x20, #1
        mov     w11, #-1
        mova    {z24.d-z27.d}, za.d[w11, 0, vgx4]       // 0xffffffff mod 8 = 7: rows 7, 15, 23, 31
        str     z24, [x20]
        addvl   x20, x20, #1
        str     z25, [x20]
        addvl   x20, x20, #1
        str     z26, [x20]
        addvl   x20, x20, #1
        str     z27, [x20]
        addvl   x20, x20, #1
        mov     w10, #5
        mov     {z28.s-z31.s}, za.s[w10, 4, vgx4]       // rows 1, 9, 17, 25
        str     z28, [x20]
        addvl   x20, x20, #1
        str     z29, [x20]
        addvl   x20, x20, #1
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     w9, #31
        mova    {z0.b, z1.b}, za.b[w9, 0, vgx2]         // 31 mod 16 = 15: rows 15, 31
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1

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
src:    .space  512
out:    .space  4096
