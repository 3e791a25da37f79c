// QEMU: compare
// Covers: FMOV between X and D registers (bit-exact transfers of doubles, NaN payloads, -0.0),
// `ldr xN, =expr` literal pools with .ltorg, ADR/ADRP + `:lo12:`, expressions in immediates
// (symbols, << >> & | * /, unary minus).
// CHECK: exit == 0
        .text
        .global _start
        .equ    W, 6
        .equ    H, 3
_start:
        adrp    x20, out
        add     x20, x20, :lo12:out
        ldr     x1, =0x7ff4000000000123         // signalling NaN with payload
        fmov    d0, x1
        fmov    x2, d0                          // must be bit-identical
        str     x2, [x20], #8
        ldr     x1, =0x8000000000000000         // -0.0
        fmov    d3, x1
        fmov    x2, d3
        str     x2, [x20], #8
        mov     x1, #0x3ff0000000000000         // 1.0 (a bitmask immediate)
        fmov    d5, x1
        fmov    x2, d5
        str     x2, [x20], #8
        ldr     x2, =(W * H) << 4 | 1           // 0x121
        str     x2, [x20], #8
        ldr     x2, =-(1 << 40) / 3
        str     x2, [x20], #8
        mov     x2, #(W << 8) + (H & 1) * 7     // 0x607
        str     x2, [x20], #8
        ldr     w2, =0xcafef00d
        str     x2, [x20], #8
        mov     x2, #(out_end - out)            // an assembly-time constant: 80
        str     x2, [x20], #8
        adr     x2, _start
        ldr     x3, =_start
        sub     x2, x3, x2                      // 0: both give the same address
        str     x2, [x20], #8
        b       1f
        .ltorg                                  // literal pool dumped here, jumped over
1:      ldr     x2, =0x1122334455667788
        str     x2, [x20], #8

        mov     x0, #1
        adrp    x1, out
        add     x1, x1, :lo12:out
        mov     x2, #80
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0

        .data
out:    .space  80
out_end:
