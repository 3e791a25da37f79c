// QEMU: compare
// Covers: 32-bit (W) forms reading X registers whose upper halves are dirty, with Xd == Xn
// aliasing: UBFIZ/SBFIZ/BFI/BFC/UBFX/SBFX/BFXIL and BFM/UBFM/SBFM, EXTR and ROR (immediate),
// UXTB/UXTH/UXTW with an X destination (GNU as), SXTW, REV/REV16/REV64/RBIT/CLZ/CLS, add/sub
// (shifted, extended), logic, shifts, multiply/divide, conditional select/compare; and the
// register names fp, lr, ip0, ip1. Each result is 8 raw bytes (flags as N:Z:C:V in bits 3..0);
// exit = low byte of the sum of all results.
        .text
        .global _start
_start:
        adr     x20, out
        mov     x1, #-59
        movk    x1, #0x1234                     // 0xffffffff_ffff1234
        ldr     x2, =0xdeadbeef80000005
        ldr     x3, =0x123456789abcdef0

        // bitfield inserts and extracts (the W source's upper half must be ignored)
        ubfiz   w0, w1, #28, #3
        str     x0, [x20], #8
        sbfiz   w0, w1, #28, #3
        str     x0, [x20], #8
        mov     x0, #0
        bfi     w0, w1, #28, #3
        str     x0, [x20], #8
        mov     x0, x3
        bfi     w0, w2, #4, #12                 // the destination's upper half is zeroed
        str     x0, [x20], #8
        ubfx    w0, w2, #28, #4
        str     x0, [x20], #8
        sbfx    w0, w2, #28, #4
        str     x0, [x20], #8
        mov     x0, x3
        bfxil   w0, w2, #1, #30
        str     x0, [x20], #8
        ubfm    w0, w3, #20, #4
        str     x0, [x20], #8
        sbfm    w0, w2, #31, #0
        str     x0, [x20], #8
        mov     x4, x2
        ubfiz   w4, w4, #16, #16                // Xd == Xn
        str     x4, [x20], #8
        mov     x4, x2
        sbfiz   w4, w4, #31, #1
        str     x4, [x20], #8
        mov     x4, x3
        bfi     w4, w4, #8, #8
        str     x4, [x20], #8
        mov     x4, x3
        bfm     w4, w4, #28, #3
        str     x4, [x20], #8
        mov     x4, x2
        bfc     w4, #0, #8
        str     x4, [x20], #8
        mov     x4, x3
        bfc     x4, #60, #4
        str     x4, [x20], #8
        mov     x4, x3
        bfc     w4, #31, #1
        str     x4, [x20], #8
        mov     x4, x2
        bfc     w4, #0, #32
        str     x4, [x20], #8

        // extends
        uxtw    x0, w2
        str     x0, [x20], #8
        uxtb    x0, w2
        str     x0, [x20], #8
        uxth    x0, w3
        str     x0, [x20], #8
        mov     x4, x2
        uxtw    x4, w4
        str     x4, [x20], #8
        mov     x4, x2
        sxtw    x4, w4
        str     x4, [x20], #8
        sxtb    w0, w3
        str     x0, [x20], #8
        sxth    w0, w1
        str     x0, [x20], #8

        // bit operations
        rev64   x0, x3
        str     x0, [x20], #8
        rev     w0, w3
        str     x0, [x20], #8
        rev16   w0, w2
        str     x0, [x20], #8
        rbit    w0, w2
        str     x0, [x20], #8
        clz     w0, w2
        str     x0, [x20], #8
        cls     w0, w1
        str     x0, [x20], #8
        mov     x4, x3
        rev     w4, w4
        str     x4, [x20], #8

        // extract and rotate
        extr    x0, x2, x3, #12
        str     x0, [x20], #8
        extr    w0, w2, w3, #12
        str     x0, [x20], #8
        mov     x4, x3
        extr    w4, w4, w2, #31
        str     x4, [x20], #8
        ror     w0, w2, #7
        str     x0, [x20], #8
        ror     x0, x3, #1
        str     x0, [x20], #8
        mov     x4, x2
        ror     w4, w4, #16
        str     x4, [x20], #8
        ror     w0, w1, #0
        str     x0, [x20], #8

        // register names
        mov     ip0, x2
        mov     ip1, x3
        add     x0, ip0, ip1
        str     x0, [x20], #8
        eor     fp, ip0, ip1, lsl #4
        str     x29, [x20], #8
        sub     lr, fp, ip1
        str     x30, [x20], #8
        stp     ip0, ip1, [sp, #-16]!
        ldp     fp, lr, [sp], #16
        sub     x0, fp, lr
        str     x0, [x20], #8

        // other W forms with dirty upper halves
        add     w0, w2, w3, lsl #3
        str     x0, [x20], #8
        sub     w0, w2, w3, asr #2
        str     x0, [x20], #8
        add     w0, w2, w3, uxtb #2
        str     x0, [x20], #8
        sub     w0, w2, w3, sxth #1
        str     x0, [x20], #8
        eor     w0, w2, w3, ror #5
        str     x0, [x20], #8
        orn     w0, w2, w3
        str     x0, [x20], #8
        and     w0, w2, #0xff0000ff
        str     x0, [x20], #8
        lsl     w0, w2, #5
        str     x0, [x20], #8
        lsr     w0, w2, w3
        str     x0, [x20], #8
        asr     w0, w2, #3
        str     x0, [x20], #8
        asr     w0, w2, w3
        str     x0, [x20], #8
        mul     w0, w2, w3
        str     x0, [x20], #8
        madd    w0, w2, w3, w1
        str     x0, [x20], #8
        udiv    w0, w2, w3
        str     x0, [x20], #8
        sdiv    w0, w3, w2
        str     x0, [x20], #8
        neg     w0, w2
        str     x0, [x20], #8
        mvn     w0, w3
        str     x0, [x20], #8
        mov     x4, x3
        movk    w4, #0xaaaa, lsl #16
        str     x4, [x20], #8
        mov     x4, x2
        add     w4, w4, w4
        str     x4, [x20], #8
        cmp     w2, #5
        csel    w0, w2, w3, eq
        str     x0, [x20], #8
        cinc    w0, w3, ne
        str     x0, [x20], #8
        cneg    w0, w2, eq
        str     x0, [x20], #8
        ccmp    w2, w3, #4, eq
        cset    w5, mi
        cset    w6, eq
        cset    w7, cs
        cset    w9, vs
        orr     w0, w9, w7, lsl #1
        orr     w0, w0, w6, lsl #2
        orr     w0, w0, w5, lsl #3
        str     x0, [x20], #8
        adds    w0, w2, w3
        cset    w5, mi
        cset    w6, eq
        cset    w7, cs
        cset    w9, vs
        orr     w0, w9, w7, lsl #1
        orr     w0, w0, w6, lsl #2
        orr     w0, w0, w5, lsl #3
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
out:    .space  1024
