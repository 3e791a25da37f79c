// QEMU: compare
// Covers: SME LD1B/LD1H/LD1W/LD1D/LD1Q into VERTICAL ZA slices and ST1B/H/W/D/Q from them, with
// partial predicates: inactive elements of the column are zeroed (ZA pre-filled with 0xff),
// inactive memory untouched (dst pre-filled with 0xee). Element r of column c of ZAk.T (esz
// bytes) is ZA row k + esz*r, bytes [c*esz, (c+1)*esz). SVL 256, src[i] = (3i + 1) mod 256.
// za0v.b[w12=2, 15] -> column 17 of all 32 rows; za1v.h[w13=0, 3] -> column 3 (bytes 6-7 of odd
// rows); za2v.s[w14=5, 3] -> column 0 (bytes 0-3 of rows 2, 6, .., 30); za5v.d[w15=1, 1] ->
// column 2 (bytes 16-23 of rows 5, 13, 21, 29); za4v.q[w12=7, 0] -> column 1 (bytes 16-31 of
// rows 4 and 20). Output: dst (256 bytes) then all of ZA (1024 bytes).
// CHECK: exit == 0
        .text
        .global _start
_start:
        smstart
        adr     x0, src
        ptrue   p7.b
        mov     x1, #0
1:      mov     w2, #3
        mul     w2, w1, w2
        add     w2, w2, #1
        index   z0.b, w2, #3
        st1b    {z0.b}, p7, [x0, x1]
        addsvl  x1, x1, #1
        cmp     x1, #256
        b.lo    1b
        dup     z0.b, #-1
        mov     w12, #0
1:      mova    za0h.b[w12, 0], p7/m, z0.b
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b

        adr     x6, preds                       // predicates with holes; last element active
        ldr     p0, [x6]                        // .b: 0,2,4-12, 31
        ldr     p1, [x6, #1, mul vl]            // .h: 0-5, 15
        ldr     p2, [x6, #2, mul vl]            // .s: 1, 2, 4, 7
        ldr     p3, [x6, #3, mul vl]            // .d: 0, 3
        ldr     p4, [x6, #4, mul vl]            // .q: 1 only
        ldr     p5, [x6, #5, mul vl]            // all false
        mov     w12, #2
        mov     w13, #0
        mov     w14, #5
        mov     w15, #1
        mov     x3, #8
        ld1b    {za0v.b[w12, 15]}, p0/z, [x0, x3]
        ld1h    {za1v.h[w13, 3]}, p1/z, [x0, x3, lsl #1]
        ld1w    {za2v.s[w14, 3]}, p2/z, [x0, x3, lsl #2]
        ld1d    {za5v.d[w15, 1]}, p3/z, [x0, x3, lsl #3]
        mov     w12, #7
        ld1q    {za4v.q[w12, 0]}, p4/z, [x0, x3, lsl #4]
        mov     x9, #0x10                       // unmapped: an all-false load touches no memory
        mov     w14, #6
        ld1w    {za1v.s[w14, 0]}, p5/z, [x9]    // ...but zeroes column 6 of ZA1.S

        adr     x4, dst
        mov     w12, #17
        st1b    {za0v.b[w12, 0]}, p7, [x4]                      // whole column: 32 bytes
        mov     x5, #16
        st1h    {za1v.h[w13, 3]}, p7, [x4, x5, lsl #1]          // 16 halfwords at +32
        mov     x5, #16
        mov     w14, #0
        st1w    {za2v.s[w14, 0]}, p2, [x4, x5, lsl #2]          // words 1,2,4,7 at +64
        mov     x5, #12
        st1d    {za5v.d[w15, 1]}, p1, [x4, x5, lsl #3]          // p1 as .d: elements 0, 1
        mov     x5, #9
        mov     w12, #1
        st1q    {za4v.q[w12, 0]}, p3, [x4, x5, lsl #4]          // p3 as .q: element 0 only

        adr     x20, zadump
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smstop
        mov     x0, #1
        adr     x1, dst
        mov     x2, #(256 + 1024)
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 16
src:    .space  512
//      one 4-byte predicate per line (SVL 256 -> P is 32 bits; bit k = byte k of the vector)
preds:  .byte   0xf5, 0x1f, 0x00, 0x80
        .byte   0x55, 0x05, 0x00, 0x40
        .byte   0x10, 0x01, 0x01, 0x10
        .byte   0x01, 0x00, 0x00, 0x01
        .byte   0x00, 0x00, 0x01, 0x00
        .byte   0x00, 0x00, 0x00, 0x00
        .balign 16
dst:    .fill   64, 4, 0xeeeeeeee
zadump: .space  1024
