// QEMU: compare
// Covers: CSEL/CSINC/CSINV/CSNEG/CSET/CSETM/CINC (X and W forms, true and false outcomes) and
// a branch-free max/min/abs/clamp built from them. Values are easy to derive by hand.
// Output: one byte per result (low byte), then the W results as 4-byte words.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        mov     x1, #7
        mov     x2, #-5
        cmp     x1, x2                  // 7 > -5 signed, 7 < 0xff..fb unsigned
        csel    x0, x1, x2, gt          // 7
        strb    w0, [x20], #1
        csel    x0, x1, x2, hi          // -5 -> 0xfb
        strb    w0, [x20], #1
        csinc   x0, x1, x2, lt          // false: x2 + 1 = -4 -> 0xfc
        strb    w0, [x20], #1
        csinc   x0, x1, x2, ge          // true: 7
        strb    w0, [x20], #1
        csinv   x0, x1, x2, eq          // false: ~(-5) = 4
        strb    w0, [x20], #1
        csneg   x0, x1, x2, ne          // true: 7
        strb    w0, [x20], #1
        csneg   x0, x1, x2, vs          // false: -(-5) = 5
        strb    w0, [x20], #1
        cset    x0, lo                  // 1
        strb    w0, [x20], #1
        csetm   x0, lt                  // 0 (lt false)
        strb    w0, [x20], #1
        csetm   x0, ge                  // -1 -> 0xff
        strb    w0, [x20], #1
        cinc    x0, x1, gt              // 8
        strb    w0, [x20], #1
        cinc    x0, x1, le              // 7
        strb    w0, [x20], #1
        // abs(x2) = 5, max(x1,x2) = 7, min = -5, clamp(100, 0, 50) = 50
        cmp     x2, #0
        csneg   x0, x2, x2, ge          // lt: -x2 = 5
        strb    w0, [x20], #1
        mov     x3, #100
        cmp     x3, #50
        mov     x4, #50
        csel    x0, x4, x3, gt
        cmp     x0, #0
        csel    x0, x0, xzr, ge
        strb    w0, [x20], #1
        // W forms: results are zero-extended to 64 bits
        mov     w5, #0xfffffff0
        cmp     w5, #0                  // negative as int32
        csinv   w0, wzr, w5, pl         // false: ~0xfffffff0 = 0xf
        str     w0, [x20], #4
        csetm   w0, mi                  // 0xffffffff
        str     w0, [x20], #4
        csneg   w0, w5, w5, pl          // false: -w5 = 16
        str     w0, [x20], #4
        cinc    w0, w5, mi              // 0xfffffff1
        str     w0, [x20], #4
        csetm   x0, mi
        add     x0, x0, #1              // X form: 0 -> ok, so this word is 0
        str     w0, [x20], #4

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
out:    .space  64
