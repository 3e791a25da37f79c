// QEMU: compare
// Covers: ADD/SUB (immediate with LSL #12, shifted register, extended register uxtb/uxth/uxtw/
// sxtb/sxth/sxtw/sxtx with shift, SP operand), NEG, MUL/MADD/MSUB, UMULL/SMULL, UMULH/SMULH,
// UDIV/SDIV incl. division by zero (= 0), INT64_MIN / -1 (= INT64_MIN), negative rounding toward
// zero, W-form wrap-around. Each result is 8 raw bytes; exit = low byte of the sum of all results.
        .text
        .global _start
_start:
        adr     x20, out
        mov     x1, #100
        mov     x2, #-3                         // 0xffff...fffd
        add     x0, x1, #1, lsl #12             // 100 + 4096
        str     x0, [x20], #8
        sub     x0, x1, #0x123
        str     x0, [x20], #8
        add     x0, x1, x2, lsl #4              // 100 - 48
        str     x0, [x20], #8
        sub     x0, x1, x2, asr #1              // 100 - (-2)
        str     x0, [x20], #8
        add     x0, x1, w2, uxtb                // 100 + 0xfd
        str     x0, [x20], #8
        add     x0, x1, w2, uxth #2             // 100 + 0xfffd*4
        str     x0, [x20], #8
        add     x0, x1, w2, uxtw                // 100 + 0xfffffffd
        str     x0, [x20], #8
        add     x0, x1, w2, sxtb #3             // 100 - 24
        str     x0, [x20], #8
        sub     x0, x1, w2, sxth                // 100 + 3
        str     x0, [x20], #8
        add     x0, x1, w2, sxtw #1             // 100 - 6
        str     x0, [x20], #8
        add     x0, x1, x2, sxtx #2             // 100 - 12
        str     x0, [x20], #8
        mov     x3, sp
        add     x4, sp, #16                     // SP as an operand
        sub     x0, x4, x3
        str     x0, [x20], #8                   // 16
        add     w0, w2, #5                      // 32-bit wrap: 2, upper half zero
        str     x0, [x20], #8
        neg     x0, x1
        str     x0, [x20], #8
        neg     w0, w1, lsl #1
        str     x0, [x20], #8

        ldr     x5, =0x123456789abcdef0
        ldr     x6, =0xfedcba9876543210
        mul     x0, x5, x6
        str     x0, [x20], #8
        madd    x0, x1, x2, x5                  // x5 - 300
        str     x0, [x20], #8
        msub    x0, x1, x2, x1                  // 100 + 300
        str     x0, [x20], #8
        umull   x0, w5, w6                      // 0x9abcdef0 * 0x76543210
        str     x0, [x20], #8
        smull   x0, w5, w6                      // negative * positive
        str     x0, [x20], #8
        umulh   x0, x5, x6
        str     x0, [x20], #8
        smulh   x0, x5, x6
        str     x0, [x20], #8
        smulh   x0, x2, x2                      // (-3)*(-3) high half = 0
        str     x0, [x20], #8

        udiv    x0, x5, x1
        str     x0, [x20], #8
        udiv    x0, x5, xzr                     // division by zero -> 0
        str     x0, [x20], #8
        sdiv    x0, x5, xzr
        str     x0, [x20], #8
        mov     x7, #0x8000000000000000
        mov     x8, #-1
        sdiv    x0, x7, x8                      // INT64_MIN / -1 = INT64_MIN
        str     x0, [x20], #8
        mov     w9, #0x80000000
        sdiv    w0, w9, w8                      // INT32_MIN / -1 = INT32_MIN (zero-extended)
        str     x0, [x20], #8
        mov     x9, #-7
        mov     x10, #2
        sdiv    x0, x9, x10                     // -3 (toward zero)
        str     x0, [x20], #8
        udiv    x0, x9, x10                     // huge unsigned
        str     x0, [x20], #8
        udiv    w0, w9, w10                     // 0xfffffff9 / 2
        str     x0, [x20], #8

        adr     x1, out
        sub     x2, x20, x1
        mov     x0, #0
        mov     x3, x1
1:      ldr     x4, [x3], #8
        add     x0, x0, x4
        cmp     x3, x20
        b.ne    1b
        and     x19, x0, #0xff
        mov     x0, #1
        mov     x8, #64
        svc     #0
        mov     x0, x19
        mov     x8, #93
        svc     #0
        .ltorg
        .data
out:    .space  512
