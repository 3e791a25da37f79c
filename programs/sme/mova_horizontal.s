// QEMU: compare
// Covers: MOVA/MOV Z -> horizontal slice and horizontal slice -> Z for .b/.h/.s/.d/.q, merging
// (inactive elements keep their old value in both directions), slice index (Ws + imm) taken
// modulo the tile dimension, W12-W15. SVL = 256: ZA is 32 rows x 32 bytes.
// Targets (by hand): za0h.b[w12=30, 5] -> row 35 mod 32 = 3; za1h.h[w13=17, 7] -> 24 mod 16 = 8
// -> ZA row 1+2*8 = 17; za2h.s[w14=6, 3] -> 9 mod 8 = 1 -> ZA row 6; za7h.d[w15=4, 1] -> 1 ->
// ZA row 15; za9h.q[w12=3, 0] -> 1 -> ZA row 25. Output: the whole ZA (1024 bytes), then the
// slices read back into Z registers pre-filled with 0xee (32 bytes each).
// CHECK: exit == 0
        .text
        .global _start
_start:
        smstart
        zero    {za}
        index   z0.b, #1, #1                    // 1, 2, 3, ...
        mov     x1, #0
        mov     x2, #20
        whilelt p0.b, x1, x2                    // 20 bytes
        whilelt p1.h, x1, x2                    // all 16 halfwords (16 < 20)
        ptrue   p2.s, vl3
        ptrue   p3.d, vl1
        ptrue   p4.b                            // all (.q uses bit 0 of each 16 bytes)
        mov     w12, #30
        mov     w13, #17
        mov     w14, #6
        mov     w15, #4
        mova    za0h.b[w12, 5], p0/m, z0.b
        dup     z1.h, #-1
        mov     za1h.h[w13, 7], p1/m, z1.h              // MOV alias, all 16 halfwords
        mova    za1h.h[w13, 7], p2/m, z0.h              // then merge 3 .s-spaced halfwords
        mova    za2h.s[w14, 3], p2/m, z0.s
        mova    za7h.d[w15, 1], p3/m, z0.d
        mov     w12, #3
        mova    za9h.q[w12, 0], p4/m, z0.q
        // an overlapping write to a row with .s granularity on ZA0.S: row 3 of ZA0.S = ZA row 12
        mov     w12, #3
        mova    za0h.s[w12, 0], p2/m, z1.s

        adr     x20, out
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        add     x20, x20, #32
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        // read back (merging into 0xee)
        mov     w12, #30
        dup     z2.b, #-18
        mova    z2.b, p0/m, za0h.b[w12, 5]      ; str z2, [x20] ; addvl x20, x20, #1
        dup     z2.b, #-18
        mov     z2.h, p2/m, za1h.h[w13, 7]      ; str z2, [x20] ; addvl x20, x20, #1
        dup     z2.b, #-18
        mova    z2.s, p4/m, za2h.s[w14, 3]      ; str z2, [x20] ; addvl x20, x20, #1
        dup     z2.b, #-18
        mov     w15, #8
        mova    z2.d, p4/m, za7h.d[w15, 1]      ; str z2, [x20] ; addvl x20, x20, #1   // 9 mod 4 = 1
        dup     z2.b, #-18
        mov     w12, #1
        mova    z2.q, p3/m, za9h.q[w12, 0]      ; str z2, [x20] ; addvl x20, x20, #1   // p3.d vl1: q0 only

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
out:    .space  2048
