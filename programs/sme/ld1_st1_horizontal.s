// QEMU: compare
// Covers: SME LD1B/LD1H/LD1W/LD1D/LD1Q into horizontal ZA slices and ST1B/H/W/D/Q from them,
// address Xn + (Xm << log2(esz)) (and plain [Xn]), partial predicates: inactive slice elements
// are ZEROED on load (ZA is pre-filled with 0xff to show it), inactive memory is untouched on
// store (dst pre-filled with 0xee), an all-false predicate touches no memory at all (a load and
// a store with an unmapped base address 0x10 do not fault; the load still zeroes its slice).
// Slice rows (SVL 256): za0h.b[w12=20, 15] -> row 3; za1h.h[w13=9, 7] -> 16 mod 16 = 0 -> ZA row 1;
// za3h.s[w14=7, 3] -> 10 mod 8 = 2 -> ZA row 11; za7h.d[w15=3, 1] -> 0 -> ZA row 7;
// za15h.q[w12=20, 0] -> 0 -> ZA row 15. src[i] = (3i + 1) mod 256.
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
        dup     z0.b, #-1                       // ZA := 0xff everywhere
        mov     w12, #0
1:      mova    za0h.b[w12, 0], p7/m, z0.b
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b

        mov     x1, #0
        mov     x2, #11
        whilelt p0.b, x1, x2                    // 11 bytes
        whilelt p1.h, x1, x2                    // 11 halfwords
        ptrue   p2.s, vl3
        ptrue   p3.d, pow2                      // all 4
        ptrue   p4.b, vl16                      // .q: element 0 only
        pfalse  p5.b
        mov     w12, #20
        mov     w13, #9
        mov     w14, #7
        mov     w15, #3
        mov     x3, #5
        ld1b    {za0h.b[w12, 15]}, p0/z, [x0, x3]
        ld1h    {za1h.h[w13, 7]}, p1/z, [x0, x3, lsl #1]
        ld1w    {za3h.s[w14, 3]}, p2/z, [x0, x3, lsl #2]
        ld1d    {za7h.d[w15, 1]}, p3/z, [x0, x3, lsl #3]
        ld1q    {za15h.q[w12, 0]}, p4/z, [x0]
        mov     x9, #0x10                       // unmapped
        mov     w13, #21
        ld1w    {za0h.s[w13, 0]}, p5/z, [x9]    // all false: no access, ZA row 4*(21 mod 8)=20 zeroed
        st1w    {za0h.s[w13, 0]}, p5, [x9, x3, lsl #2]  // all false: no access

        // stores: the whole slices through partial predicates into dst (0xee)
        adr     x4, dst
        mov     w12, #3
        mov     x5, #0
        st1b    {za0h.b[w12, 0]}, p2, [x4]              // bytes 0,4,8 of row 3
        mov     x5, #16
        mov     w13, #8
        st1h    {za1h.h[w13, 0]}, p1, [x4, x5, lsl #1]  // 11 halfwords at dst+32
        mov     x5, #24
        mov     w14, #2
        st1w    {za3h.s[w14, 0]}, p0, [x4, x5, lsl #2]  // p0 as .s: words 0,1,2 (bytes 0,4,8)
        mov     x5, #16
        mov     w15, #3
        st1d    {za7h.d[w15, 1]}, p2, [x4, x5, lsl #3]  // 4 mod 4 = 0 -> ZA row 7; p2 as .d: d0
        mov     w15, #2
        mov     x5, #11
        st1q    {za15h.q[w15, 0]}, p7, [x4, x5, lsl #4] // 2 mod 2 = 0: row 15, both quads

        adr     x20, zadump
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #24
        b.ne    1b
        smstop
        mov     x0, #1
        adr     x1, dst
        mov     x2, #(24 * 32 + 256)
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 16
src:    .space  256
dst:    .fill   64, 4, 0xeeeeeeee
zadump: .space  1024
