// QEMU: compare
// Covers: ZA tile aliasing across element sizes. ZA0.S row r is ZA row 4r; so after filling all
// 8 rows of ZA0.S (row r = words 100r + 0..7) we read: ZA0.D row 0 and row 1 (ZA rows 0, 8 =
// ZA0.S rows 0, 2), ZA4.D row 0 (ZA row 4 = ZA0.S row 1), ZA0.H row 2 (ZA row 4 again),
// ZA1.H row 0 (ZA row 1: untouched, zero), ZA0.B row 12 (= ZA0.S row 3), ZA0.Q row 1 (ZA row 16
// = ZA0.S row 4) and vertical slices across sizes: ZA0V.D col 0 (rows 0,8,16,24 bytes 0-7) and
// ZA0V.H col 0 (bytes 0-1 of even rows). SVL = 256. Each read is 32 bytes.
// CHECK: exit == 0
        .text
        .global _start
_start:
        smstart
        ptrue   p0.b
        mov     w12, #0
        mov     w1, #0
1:      index   z0.s, w1, #1                    // row r: 100r, 100r+1, ...
        mova    za0h.s[w12, 0], p0/m, z0.s
        add     w1, w1, #100
        add     w12, w12, #1
        cmp     w12, #8
        b.ne    1b

        adr     x20, out
        mov     w13, #0
        mov     w14, #1
        mov     w15, #2
        mova    z1.d, p0/m, za0h.d[w13, 0]      ; str z1, [x20] ; addvl x20, x20, #1
        mova    z1.d, p0/m, za0h.d[w14, 0]      ; str z1, [x20] ; addvl x20, x20, #1
        mova    z1.d, p0/m, za4h.d[w13, 0]      ; str z1, [x20] ; addvl x20, x20, #1
        mova    z1.h, p0/m, za0h.h[w15, 0]      ; str z1, [x20] ; addvl x20, x20, #1
        mova    z1.h, p0/m, za1h.h[w13, 0]      ; str z1, [x20] ; addvl x20, x20, #1
        mov     w12, #12
        mova    z1.b, p0/m, za0h.b[w12, 0]      ; str z1, [x20] ; addvl x20, x20, #1
        mova    z1.q, p0/m, za0h.q[w14, 0]      ; str z1, [x20] ; addvl x20, x20, #1
        mova    z1.d, p0/m, za0v.d[w13, 0]      ; str z1, [x20] ; addvl x20, x20, #1
        mova    z1.h, p0/m, za0v.h[w13, 0]      ; str z1, [x20] ; addvl x20, x20, #1
        mova    z1.s, p0/m, za2v.s[w15, 3]      ; str z1, [x20] ; addvl x20, x20, #1   // ZA2.S: zero
        // write through ZA3.D and see it in ZA0.B / ZA3.S / ZA1.H
        dup     z2.d, #-1
        ptrue   p1.d, vl1
        mova    za3h.d[w14, 0], p1/m, z2.d      // ZA row 3 + 8 = 11, bytes 0-7
        mov     w12, #11
        mova    z1.b, p0/m, za0h.b[w12, 0]      ; str z1, [x20] ; addvl x20, x20, #1
        mov     w12, #2
        mova    z1.s, p0/m, za3h.s[w12, 0]      ; str z1, [x20] ; addvl x20, x20, #1   // row 3+8
        mov     w12, #5
        mova    z1.h, p0/m, za1h.h[w12, 0]      ; str z1, [x20] ; addvl x20, x20, #1   // row 1+10

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
out:    .space  1024
