// QEMU: compare
// Covers: SIMD&FP literal loads: `ldr s/d/q, =expr` literal pools (4-, 8- and 16-byte entries,
// shared when equal, emitted at .ltorg and at the end of the section as GNU as does) and
// `ldr s/d/q, label` PC-relative loads; the rest of each vector register is zeroed.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        ldr     s0, =0x3f800000
        ldr     d1, =0x400921fb54442d18
        ldr     q2, =0x0102030405060708090a0b0c0d0e0f10
        ldr     s3, =0x3f800000                 // the same pool entry as s0
        ldr     w4, =0xdeadbeef
        stp     q0, q1, [x20], #32
        stp     q2, q3, [x20], #32
        str     x4, [x20], #8
        b       1f
        .ltorg
1:      ldr     q5, =-1
        ldr     d6, =-2
        ldr     s7, tab
        ldr     d8, tab + 8
        ldr     q9, tab
        stp     q5, q6, [x20], #32
        stp     q7, q8, [x20], #32
        str     q9, [x20], #16

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .balign 16
tab:    .quad   0x1122334455667788, 0x99aabbccddeeff00

        .data
        .balign 16
out:    .space  256
