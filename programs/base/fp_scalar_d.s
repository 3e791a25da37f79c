// QEMU: compare
// Covers: scalar floating point on d registers, every pair of 21 inputs (+-0, +-1.x, +-inf,
// quiet and signalling NaNs with payloads, the smallest and largest subnormals, the largest
// finite value, values at the integer-conversion limits): FADD FSUB FMUL FDIV FMAX FMIN FMAXNM
// FMINNM FNMUL, FMADD FMSUB FNMADD FNMSUB (third operand from the same table), FCMP/FCMPE and
// FCCMP flags (read back with CSET), FCSEL; per input: FABS FNEG FSQRT, FRINTN/P/M/Z/A/X/I,
// FCVT to the other two sizes, FCVTZS/FCVTZU to w and x (also #fbits), FCVTNS/NU/AS/AU/PS/PU/MS/MU
// (ties at +-0.5, +-2.5 and +-1.5 in the table), FMOV to a general register.
// Rounding: nearest-even, FPCR as Linux leaves it (no FZ, no DN).
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x21, vals
        mov     x22, #0                         // i
1:      mov     x23, #0                         // j
2:      ldr     d0, [x21, x22, lsl #3]
        ldr     d1, [x21, x23, lsl #3]
        add     x24, x22, x23
        mov     x25, #21
        udiv    x26, x24, x25
        msub    x24, x26, x25, x24              // k = (i + j) % n
        ldr     d2, [x21, x24, lsl #3]
        fadd    d3, d0, d1       ; str d3, [x20], #8
        fsub    d3, d0, d1       ; str d3, [x20], #8
        fmul    d3, d0, d1       ; str d3, [x20], #8
        fdiv    d3, d0, d1       ; str d3, [x20], #8
        fmax    d3, d0, d1       ; str d3, [x20], #8
        fmin    d3, d0, d1       ; str d3, [x20], #8
        fmaxnm  d3, d0, d1       ; str d3, [x20], #8
        fminnm  d3, d0, d1       ; str d3, [x20], #8
        fnmul   d3, d0, d1       ; str d3, [x20], #8
        fmadd   d3, d0, d1, d2   ; str d3, [x20], #8
        fmsub   d3, d0, d1, d2   ; str d3, [x20], #8
        fnmadd  d3, d0, d1, d2   ; str d3, [x20], #8
        fnmsub  d3, d0, d1, d2   ; str d3, [x20], #8
        fcmp    d0, d1
        cset    w4, mi ; cset w5, eq ; cset w6, cs ; cset w7, vs
        orr     w4, w5, w4, lsl #1 ; orr w4, w6, w4, lsl #1 ; orr w4, w7, w4, lsl #1
        fcsel   d3, d0, d1, gt           ; str d3, [x20], #8
        fcsel   d3, d0, d1, vs           ; str d3, [x20], #8
        fccmpe  d1, d2, #0x5, le
        cset    w5, mi ; cset w6, eq ; cset w7, cs ; cset w8, vs
        orr     w4, w5, w4, lsl #1 ; orr w4, w6, w4, lsl #1 ; orr w4, w7, w4, lsl #1
        orr     w4, w8, w4, lsl #1
        fcmpe   d0, #0.0
        cset    w5, mi ; cset w6, eq ; cset w7, cs ; cset w8, vs
        orr     w4, w5, w4, lsl #1 ; orr w4, w6, w4, lsl #1 ; orr w4, w7, w4, lsl #1
        orr     w4, w8, w4, lsl #1
        strh    w4, [x20], #2
        add     x23, x23, #1
        cmp     x23, #21
        b.lo    2b
        add     x22, x22, #1
        cmp     x22, #21
        b.lo    1b
        // one input at a time
        mov     x22, #0
3:      ldr     d0, [x21, x22, lsl #3]
        fabs    d3, d0                  ; str d3, [x20], #8
        fneg    d3, d0                  ; str d3, [x20], #8
        fsqrt   d3, d0                  ; str d3, [x20], #8
        frintn  d3, d0                  ; str d3, [x20], #8
        frintp  d3, d0                  ; str d3, [x20], #8
        frintm  d3, d0                  ; str d3, [x20], #8
        frintz  d3, d0                  ; str d3, [x20], #8
        frinta  d3, d0                  ; str d3, [x20], #8
        frintx  d3, d0                  ; str d3, [x20], #8
        frinti  d3, d0                  ; str d3, [x20], #8
        fcvt    h3, d0                  ; str h3, [x20], #2
        fcvt    s3, d0                  ; str s3, [x20], #4
        fcvtzs  w3, d0                  ; str w3, [x20], #4
        fcvtzs  x3, d0                  ; str x3, [x20], #8
        fcvtzs  w3, d0, #3              ; str w3, [x20], #4
        fcvtzs  x3, d0, #60             ; str x3, [x20], #8
        fcvtzu  w3, d0                  ; str w3, [x20], #4
        fcvtzu  x3, d0                  ; str x3, [x20], #8
        fcvtzu  w3, d0, #3              ; str w3, [x20], #4
        fcvtzu  x3, d0, #60             ; str x3, [x20], #8
        fcvtns  w3, d0 ; fcvtns x4, d0 ; stp x3, x4, [x20], #16
        fcvtnu  w3, d0 ; fcvtnu x4, d0 ; stp x3, x4, [x20], #16
        fcvtas  w3, d0 ; fcvtas x4, d0 ; stp x3, x4, [x20], #16
        fcvtau  w3, d0 ; fcvtau x4, d0 ; stp x3, x4, [x20], #16
        fcvtps  w3, d0 ; fcvtps x4, d0 ; stp x3, x4, [x20], #16
        fcvtpu  w3, d0 ; fcvtpu x4, d0 ; stp x3, x4, [x20], #16
        fcvtms  w3, d0 ; fcvtms x4, d0 ; stp x3, x4, [x20], #16
        fcvtmu  w3, d0 ; fcvtmu x4, d0 ; stp x3, x4, [x20], #16
        fmov    x3, d0                  ; str x3, [x20], #8
        add     x22, x22, #1
        cmp     x22, #21
        b.lo    3b
        // integers to floating point
        adr     x21, ints
        mov     x22, #0
4:      ldr     x3, [x21, x22, lsl #3]
        scvtf   d3, w3                  ; str d3, [x20], #8
        scvtf   d3, x3                  ; str d3, [x20], #8
        scvtf   d3, w3, #5              ; str d3, [x20], #8
        scvtf   d3, x3, #33             ; str d3, [x20], #8
        ucvtf   d3, w3                  ; str d3, [x20], #8
        ucvtf   d3, x3                  ; str d3, [x20], #8
        ucvtf   d3, w3, #5              ; str d3, [x20], #8
        ucvtf   d3, x3, #33             ; str d3, [x20], #8
        add     x22, x22, #1
        cmp     x22, #12
        b.lo    4b
        // immediates and register moves (the rest of the vector register is zeroed)
        fmov    d5, #-1.9375 ; str d5, [x20], #8
        fmov    d5, #0.125 ; fmov d6, d5 ; str q6, [x20], #16
        fmov    d7, #31.0 ; str q7, [x20], #16
        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 8
vals:
        .quad   0x0
        .quad   0x8000000000000000
        .quad   0x3ff0000000000000
        .quad   0xbff8000000000000
        .quad   0x7ff0000000000000
        .quad   0xfff0000000000000
        .quad   0x7ff8000000012345
        .quad   0x7ff0000000000123
        .quad   0xfff8000000000001
        .quad   0x1
        .quad   0x800fffffffffffff
        .quad   0x7fefffffffffffff
        .quad   0x4008000000000000
        .quad   0x3fb999999999999a
        .quad   0x43e0000000000000
        .quad   0xc3e0000000000001
        .quad   0x3fe0000000000000
        .quad   0xc004000000000000
        .quad   0x41efffffffe00000
        .quad   0xbfe0000000000000
        .quad   0x4004000000000000
        .balign 8
ints:   .quad   0, 1, -1, 0x7fffffff, 0x80000000, 0xffffffff, 0x7fffffffffffffff
        .quad   0x8000000000000000, 0x1000001, 0xfffffeffffffff01, 0x20000000000801, 65505
        .balign 16
out:    .space  65536
