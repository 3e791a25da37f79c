// QEMU: compare
// Covers: LDR/STR (X and W; unsigned offset, pre-index, post-index, register offset with LSL,
// UXTW, SXTW), LDRB/LDRH/LDRSB/LDRSH/LDRSW, STRB/STRH, LDUR/STUR with negative offsets,
// LDP/STP (signed offset, pre-index, post-index, W pairs). The table is transformed in place and
// then written out, followed by the loaded values.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adrp    x1, table
        add     x1, x1, :lo12:table
        adrp    x20, res
        add     x20, x20, :lo12:res

        ldrb    w2, [x1]                        // 0x80
        ldrsb   x3, [x1]                        // -128
        ldrh    w4, [x1, #2]                    // 0xff81
        ldrsh   w5, [x1, #2]                    // sign-extended into W only
        ldrsw   x6, [x1, #4]                    // 0x80000001 -> negative
        ldr     w7, [x1, #4]
        stp     x2, x3, [x20], #16
        stp     x4, x5, [x20], #16
        stp     x6, x7, [x20], #16

        mov     x9, #3
        ldr     x0, [x1, x9, lsl #3]            // element 3 of the quads at table
        str     x0, [x20], #8
        mov     w9, #16
        ldr     x0, [x1, w9, uxtw]              // byte offset 16
        str     x0, [x20], #8
        add     x10, x1, #32
        mov     w9, #-2
        ldr     x0, [x10, w9, sxtw #3]          // table + 32 - 16 = element 2
        str     x0, [x20], #8
        ldrh    w0, [x10, w9, sxtw #1]          // halfword at table + 28
        str     x0, [x20], #8
        ldrb    w0, [x10, w9, sxtw]             // byte at table + 30
        str     x0, [x20], #8
        ldur    x0, [x10, #-9]                  // unaligned, negative offset
        str     x0, [x20], #8

        // in-place updates with pre/post-index
        mov     x11, x1
        ldr     x0, [x11, #8]!                  // x11 = table + 8
        add     x0, x0, #1
        str     x0, [x11], #8                   // x11 = table + 16
        mov     w12, #0x77
        strb    w12, [x11, #1]!                 // x11 = table + 17
        mov     w12, #0xabcd
        strh    w12, [x11, #3]                  // table + 20
        stur    w12, [x1, #-1 + 25]
        sub     x13, x11, x1
        str     x13, [x20], #8                  // 17

        ldp     x14, x15, [x1, #16]
        stp     x15, x14, [x1, #48]             // swapped copy into slots 6,7
        ldp     w14, w15, [x1, #40]!            // x1 = table + 40 (pre-index)
        stp     w15, w14, [x1], #-8             // post-index back to table + 32
        ldp     x14, x15, [x1, #-32]!           // x1 = table
        stp     x14, x15, [x20], #16

        mov     x0, #1
        adrp    x1, table
        add     x1, x1, :lo12:table
        mov     x2, #64
        mov     x8, #64
        svc     #0
        mov     x0, #1
        adrp    x1, res
        add     x1, x1, :lo12:res
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0

        .data
        .balign 8
table:  .byte   0x80, 0x7f, 0x81, 0xff
        .word   0x80000001
        .quad   0x1111111111111111, 0x2222222222222222, 0x3333333333333333
        .quad   0x4444444444444444, 0x5555555555555555, 0x6666666666666666
        .quad   0x7777777777777777
res:    .space  256
