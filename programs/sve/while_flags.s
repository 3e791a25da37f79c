// QEMU: compare
// Covers: WHILELT/WHILELE/WHILELO/WHILELS (X and W operands, signed vs unsigned, empty and full
// results, the counter wrapping past INT32_MAX / UINT32_MAX keeps the condition true) and the
// SVE branch aliases B.FIRST/B.NONE/B.ANY/B.LAST reading
// the flags WHILE sets. A strip-mined loop copies 37 words, 16 per step at VL 512 (3 passes).
// Output: each predicate (8 bytes) followed by a flag byte FNAL (bit0 first, bit1 none, bit2 any,
// bit3 last) padded to 8 bytes; then the loop's pass count and the copied words.
// CHECK: exit == 3
        .text
        .global _start
_start:
        adr     x20, out
        mov     x0, #0 ; mov x1, #3
        whilelt p0.s, x0, x1    ; bl rec        // 3 words
        mov     x0, #5 ; mov x1, #5
        whilelt p0.b, x0, x1    ; bl rec        // empty
        whilele p0.b, x0, x1    ; bl rec        // one byte (5 <= 5)
        mov     x0, #-2 ; mov x1, #1
        whilelt p0.d, x0, x1    ; bl rec        // signed: -2,-1,0 -> 3
        whilelo p0.d, x0, x1    ; bl rec        // unsigned: 0xff..fe < 1 false -> empty
        mov     x0, #0 ; mov x1, #100
        whilelo p0.h, x0, x1    ; bl rec        // all 32 halfwords
        mov     w0, #10 ; mov w1, #12
        whilels p0.h, w0, w1    ; bl rec        // 10, 11, 12 -> 3
        mov     w0, #0x7ffffffe ; mov w1, #0x7fffffff
        whilele p0.s, w0, w1    ; bl rec        // op1 wraps to INT32_MIN <= INT32_MAX: all 16
        mov     w0, #-1 ; mov w1, #-1
        whilels p0.b, w0, w1    ; bl rec        // 0xffffffff, then wraps to 0, 1, ...: all 64

        // strip-mined copy of n = 37 words
        adr     x2, src
        adr     x3, dst
        mov     x4, #0
        mov     x5, #37
        mov     x6, #0                  // passes
        whilelt p1.s, x4, x5
1:      ld1w    {z0.s}, p1/z, [x2, x4, lsl #2]
        st1w    {z0.s}, p1, [x3, x4, lsl #2]
        add     x6, x6, #1
        incw    x4
        whilelt p1.s, x4, x5
        b.first 1b
        str     x6, [x20], #8

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #1
        adr     x1, dst
        mov     x2, #160
        mov     x8, #64
        svc     #0
        mov     x0, x6
        mov     x8, #93
        svc     #0

// rec: store p0 and the FNAL flag byte (8 + 8 bytes); only reads the flags
rec:    str     p0, [x20]
        mov     x9, #0
        b.first 1f ; b 2f ; 1: orr x9, x9, #1 ; 2:
        b.none  1f ; b 2f ; 1: orr x9, x9, #2 ; 2:
        b.any   1f ; b 2f ; 1: orr x9, x9, #4 ; 2:
        b.last  1f ; b 2f ; 1: orr x9, x9, #8 ; 2:
        str     x9, [x20, #8]
        add     x20, x20, #16
        ret

        .data
        .balign 8
src:    .word   1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20
        .word   21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40
dst:    .fill   40, 4, 0xeeeeeeee
out:    .space  512
