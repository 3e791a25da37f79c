// QEMU: compare
// Covers: B, BL, BLR (function-pointer table), BR (computed jump), RET and RET Xn, CBZ/CBNZ,
// TBZ/TBNZ on W and X bits, NOP, recursive BL with STP/LDP pre/post-index frames,
// `ldr xN, =label` literal loads of addresses and `.quad label` tables.
// Output (text): recursive 10! in hex digits, then one letter per dispatched operation.
// CHECK: stdout == "00375f00 ABCA tz\n"
// CHECK: exit == 10
        .text
        .global _start
_start:
        adr     x20, out
        mov     x0, #10
        bl      fact                    // 3628800 = 0x375f00
        mov     x19, x0
        mov     x21, #32                // print 8 hex digits, most significant first
1:      sub     x21, x21, #4
        lsr     x1, x19, x21
        and     x1, x1, #0xf
        cmp     x1, #10
        add     x2, x1, #48             // '0'
        add     x3, x1, #87             // 'a' - 10
        csel    x1, x2, x3, lo
        strb    w1, [x20], #1
        cbnz    x21, 1b
        mov     w1, #32
        strb    w1, [x20], #1

        ldr     x22, =ops               // table of function pointers
        mov     x23, #0
2:      ldr     x9, [x22, x23, lsl #3]
        cbz     x9, 3f                  // table ends with 0
        blr     x9
        strb    w0, [x20], #1
        add     x23, x23, #1
        b       2b
3:      nop
        mov     w1, #32
        strb    w1, [x20], #1

        // computed jump: BR to one of two landing pads selected by a bit test
        mov     x4, #0x20               // bit 5 set
        adr     x5, pad_t
        adr     x6, pad_z
        tst     x4, #0x20
        csel    x7, x5, x6, ne
        br      x7
pad_z:  mov     w1, #122                // 'z'
        b       4f
pad_t:  mov     w1, #116                // 't'
4:      strb    w1, [x20], #1
        tbz     x4, #6, 5f              // bit 6 clear -> taken
        mov     w1, #33                 // '!' (skipped)
        strb    w1, [x20], #1
5:      tbnz    w4, #5, 6f              // bit 5 set -> taken
        strb    w1, [x20], #1
6:      mov     w1, #122
        tbnz    x4, #63, 7f             // not taken
        strb    w1, [x20], #1
7:      mov     w1, #10
        strb    w1, [x20], #1

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #10
        mov     x8, #93
        svc     #0

// fact(x0) recursive
fact:   stp     x29, x30, [sp, #-16]!
        str     x0, [sp, #-16]!
        cmp     x0, #1
        b.ls    1f
        sub     x0, x0, #1
        bl      fact
        ldr     x1, [sp]
        mul     x0, x0, x1
        b       2f
1:      mov     x0, #1
2:      add     sp, sp, #16
        ldp     x29, x30, [sp], #16
        ret

op_a:   mov     w0, #65
        ret
op_b:   mov     w0, #66
        mov     x10, x30
        ret     x10
op_c:   mov     w0, #67
        ret
        .ltorg

        .data
        .balign 8
ops:    .quad   op_a, op_b, op_c, op_a, 0
out:    .space  64
