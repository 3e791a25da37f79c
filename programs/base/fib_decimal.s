// QEMU: compare
// Covers: BL/RET subroutines, STP/LDP pre/post-index stack frames, UDIV+MSUB decimal conversion,
// CBNZ/CBZ loops, numeric local labels (1:, 1b, 1f) and STRB post-index.
// Prints the Fibonacci numbers F(0)..F(15) in decimal, space separated; exit = F(13) mod 256.
// CHECK: stdout == "0 1 1 2 3 5 8 13 21 34 55 89 144 233 377 610\n"
// CHECK: exit == 233
        .text
        .global _start
_start:
        adr     x20, outbuf             // x20 = write cursor
        mov     x21, #0                 // F(i)
        mov     x22, #1                 // F(i+1)
        mov     x23, #16                // count
1:      mov     x0, x21
        bl      put_dec
        sub     x23, x23, #1
        cbz     x23, 2f
        mov     w0, #32                 // ' '
        strb    w0, [x20], #1
        add     x24, x21, x22           // advance the pair
        mov     x21, x22
        mov     x22, x24
        cmp     x21, #233
        b.ne    3f
        mov     x25, x21                // remember F(13) for the exit status
3:      b       1b
2:      mov     w0, #10
        strb    w0, [x20], #1
        mov     x0, #1
        adr     x1, outbuf
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, x25
        mov     x8, #93
        svc     #0

// put_dec(x0): append the decimal digits of x0 at x20 (advancing x20). Uses a stack buffer.
put_dec:
        stp     x29, x30, [sp, #-32]!
        mov     x29, sp
        add     x1, sp, #32             // digits are built backwards below the frame top
        mov     x2, #10
1:      udiv    x3, x0, x2
        msub    x4, x3, x2, x0          // x4 = x0 - q*10
        add     w4, w4, #48                 // '0'
        strb    w4, [x1, #-1]!
        mov     x0, x3
        cbnz    x0, 1b
        add     x5, sp, #32
1:      ldrb    w4, [x1], #1
        strb    w4, [x20], #1
        cmp     x1, x5
        b.lo    1b
        ldp     x29, x30, [sp], #32
        ret

        .bss
outbuf: .skip   128
