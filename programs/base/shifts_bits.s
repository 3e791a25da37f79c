// QEMU: compare
// Covers: LSL/LSR/ASR/ROR (immediate and register; register amounts >= width wrap modulo the
// width: LSLV uses amount mod 64 / mod 32), UBFX/SBFX/UBFIZ/BFI, SXTW/SXTB/SXTH/UXTB/UXTH,
// CLZ, RBIT, REV (X and W). Each result is stored as 8 raw bytes.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        ldr     x1, =0x8123456789abcdef
        mov     x2, #4
        mov     x3, #68                         // 68 mod 64 = 4
        mov     x4, #64                         // 64 mod 64 = 0
        mov     x5, #35                         // W: 35 mod 32 = 3
        lsl     x0, x1, #8
        str     x0, [x20], #8
        lsr     x0, x1, #60
        str     x0, [x20], #8
        asr     x0, x1, #60
        str     x0, [x20], #8
        ror     x0, x1, #8
        str     x0, [x20], #8
        lsl     x0, x1, x2
        str     x0, [x20], #8
        lsl     x0, x1, x3                      // same as by 4
        str     x0, [x20], #8
        lsr     x0, x1, x4                      // by 0: unchanged
        str     x0, [x20], #8
        asr     x0, x1, x3
        str     x0, [x20], #8
        ror     x0, x1, x3
        str     x0, [x20], #8
        lsl     w0, w1, w5                      // 0x89abcdef << 3
        str     x0, [x20], #8
        lsr     w0, w1, w5
        str     x0, [x20], #8
        asr     w0, w1, w5
        str     x0, [x20], #8
        ror     w0, w1, w5
        str     x0, [x20], #8
        lsl     w0, w1, #31
        str     x0, [x20], #8

        ubfx    x0, x1, #4, #12                 // 0xcde
        str     x0, [x20], #8
        sbfx    x0, x1, #4, #12                 // 0xcde sign-extended
        str     x0, [x20], #8
        sbfx    w0, w1, #0, #4                  // 0xf -> -1 (W)
        str     x0, [x20], #8
        ubfiz   x0, x1, #40, #8                 // 0xef << 40
        str     x0, [x20], #8
        mov     x0, #-1
        bfi     x0, xzr, #8, #16                // clear bits 8..23
        str     x0, [x20], #8
        mov     x0, x1
        bfi     w0, w2, #28, #4                 // top nibble of W <- 4, upper half cleared
        str     x0, [x20], #8
        sxtw    x0, w1
        str     x0, [x20], #8
        sxtb    x0, w1
        str     x0, [x20], #8
        sxth    w0, w1
        str     x0, [x20], #8
        uxtb    w0, w1
        str     x0, [x20], #8
        uxth    w0, w1
        str     x0, [x20], #8

        clz     x0, x2                          // 61
        str     x0, [x20], #8
        clz     x0, xzr                         // 64
        str     x0, [x20], #8
        clz     w0, w2                          // 29
        str     x0, [x20], #8
        rbit    x0, x1
        str     x0, [x20], #8
        rbit    w0, w2                          // 0x20000000
        str     x0, [x20], #8
        rev     x0, x1
        str     x0, [x20], #8
        rev     w0, w1
        str     x0, [x20], #8

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .ltorg
        .data
out:    .space  512
