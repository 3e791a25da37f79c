// QEMU: compare
// Covers: MOVA/MOV Z -> vertical slice and vertical slice -> Z for .b/.h/.s/.d/.q, merging,
// column index (Ws + imm) mod dim. A vertical slice of ZAk.T (esz bytes) at column c has its
// element r in ZA row k + esz*r, bytes [c*esz, (c+1)*esz). SVL = 256 (ZA 32 x 32 bytes).
// Targets: za0v.b[w12=33, 0] -> column 1 (byte 1 of every row), za1v.h[w13=14, 3] -> column 1
// (bytes 2-3 of odd rows), za3v.s[w14=0, 3] -> column 3 (bytes 12-15 of rows 3, 7, .., 31),
// za6v.d[w15=2, 1] -> column 3 (bytes 24-31 of rows 6, 14, 22, 30), za15v.q[w12=1, 0] ->
// column 1 (bytes 16-31 of rows 15 and 31).
// Output: ZA (1024 bytes), then slices read back into 0xee-filled Z registers.
// CHECK: exit == 0
        .text
        .global _start
_start:
        smstart
        index   z0.b, #1, #1
        ptrue   p0.b
        ptrue   p1.h, vl5
        mov     x1, #1
        mov     x2, #7
        whilelt p2.s, x1, x2                    // elements 0..5
        ptrue   p3.d, vl3
        ptrue   p4.b, vl16                      // .q element 0 only
        mov     w12, #33
        mova    za0v.b[w12, 0], p0/m, z0.b
        mov     w13, #14
        dup     z1.h, #-2
        mova    za1v.h[w13, 3], p1/m, z1.h
        mov     w14, #0
        mov     za3v.s[w14, 3], p2/m, z0.s
        mov     w15, #2
        mova    za6v.d[w15, 1], p3/m, z0.d
        mov     w12, #1
        mova    za15v.q[w12, 0], p4/m, z0.q
        // a vertical write over a horizontal one: column 0 of ZA0.S = byte 0-3 of rows 0,4,..,28
        mov     w12, #0
        dup     z3.s, #-1
        mova    za0h.s[w12, 2], p0/m, z3.s      // ZA row 8 all ones
        mova    za0v.s[w12, 0], p2/m, z0.s      // rows 0,4,8,..,20 byte 0-3

        adr     x20, out
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b

        mov     w12, #1
        dup     z2.b, #-18
        mova    z2.b, p0/m, za0v.b[w12, 0]      ; str z2, [x20] ; addvl x20, x20, #1
        mov     w13, #1
        dup     z2.b, #-18
        mova    z2.h, p0/m, za1v.h[w13, 0]      ; str z2, [x20] ; addvl x20, x20, #1
        dup     z2.b, #-18
        mov     z2.s, p1/m, za3v.s[w14, 3]      ; str z2, [x20] ; addvl x20, x20, #1
        dup     z2.b, #-18
        mova    z2.d, p0/m, za6v.d[w15, 1]      ; str z2, [x20] ; addvl x20, x20, #1
        dup     z2.b, #-18
        mov     w12, #3
        mova    z2.q, p0/m, za15v.q[w12, 0]     ; str z2, [x20] ; addvl x20, x20, #1
        dup     z2.b, #-18
        mov     w12, #4
        mova    z2.s, p0/m, za0v.s[w12, 0]      ; str z2, [x20] ; addvl x20, x20, #1   // col 4 mod 8

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
