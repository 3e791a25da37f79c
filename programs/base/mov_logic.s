// QEMU: compare
// Covers: MOV (register, wide immediate, bitmask immediate, negative), MOVZ/MOVK/MOVN with LSL,
// AND/ORR/EOR/BIC/ORN/ANDS (bitmask immediate and shifted register), TST, W-register writes
// zeroing the upper half. Each result is stored as 8 raw little-endian bytes.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        mov     x0, #0x1234                     // wide immediate
        str     x0, [x20], #8
        mov     x0, #-2                         // MOVN form: 0xffff_ffff_ffff_fffe
        str     x0, [x20], #8
        mov     x0, #0x5555555555555555         // bitmask immediate
        str     x0, [x20], #8
        mov     w0, #0xff00ff00                 // 32-bit bitmask
        str     x0, [x20], #8
        movz    x0, #0xbeef, lsl #16
        movk    x0, #0xdead, lsl #48
        movk    x0, #0x0001
        str     x0, [x20], #8                   // 0xdead0000beef0001
        movn    x0, #0x12, lsl #32              // ~(0x12 << 32)
        str     x0, [x20], #8
        movn    w0, #1                          // 0x00000000fffffffe
        str     x0, [x20], #8
        mov     x1, x0
        mov     w1, w1                          // writes W: upper half cleared anyway
        str     x1, [x20], #8

        ldr     x1, =0xf0f0f0f0aaaa5555
        and     x0, x1, #0x00ff00ff00ff00ff
        str     x0, [x20], #8
        orr     x0, x1, #0xf
        str     x0, [x20], #8
        eor     x0, x1, #0xffffffff00000000
        str     x0, [x20], #8
        and     x0, x1, x1, lsr #4
        str     x0, [x20], #8
        orr     x0, xzr, x1, lsl #8
        str     x0, [x20], #8
        eor     x0, x1, x1, ror #16
        str     x0, [x20], #8
        eor     w0, w1, w1, asr #3
        str     x0, [x20], #8
        bic     x0, x1, x1, lsl #1
        str     x0, [x20], #8
        orn     x0, xzr, x1                     // = MVN
        str     x0, [x20], #8
        orn     w0, w1, w1, lsr #31
        str     x0, [x20], #8
        // ANDS sets N and Z; capture them with CSET
        ands    x0, x1, #0x8000000000000000
        cset    x2, mi
        cset    x3, eq
        ands    w0, w1, #0x2000                 // bit 13 of 0x5555 is 0
        cset    x4, eq
        tst     x1, #1
        cset    x5, ne
        tst     w1, w1, lsl #31                 // 1 << 31 & ... : N set
        cset    x6, mi
        orr     x2, x2, x3, lsl #1
        orr     x2, x2, x4, lsl #2
        orr     x2, x2, x5, lsl #3
        orr     x2, x2, x6, lsl #4              // 0b11101 = 0x1d
        str     x2, [x20], #8

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
out:    .space  256
