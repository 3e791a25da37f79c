// QEMU: compare
// Covers: scalar floating point on h registers, every pair of 21 inputs (+-0, +-1.x, +-inf,
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
2:      ldr     h0, [x21, x22, lsl #1]
        ldr     h1, [x21, x23, lsl #1]
        add     x24, x22, x23
        mov     x25, #21
        udiv    x26, x24, x25
        msub    x24, x26, x25, x24              // k = (i + j) % n
        ldr     h2, [x21, x24, lsl #1]
        fadd    h3, h0, h1       ; str h3, [x20], #2
        fsub    h3, h0, h1       ; str h3, [x20], #2
        fmul    h3, h0, h1       ; str h3, [x20], #2
        fdiv    h3, h0, h1       ; str h3, [x20], #2
        fmax    h3, h0, h1       ; str h3, [x20], #2
        fmin    h3, h0, h1       ; str h3, [x20], #2
        fmaxnm  h3, h0, h1       ; str h3, [x20], #2
        fminnm  h3, h0, h1       ; str h3, [x20], #2
        fnmul   h3, h0, h1       ; str h3, [x20], #2
        fmadd   h3, h0, h1, h2   ; str h3, [x20], #2
        fmsub   h3, h0, h1, h2   ; str h3, [x20], #2
        fnmadd  h3, h0, h1, h2   ; str h3, [x20], #2
        fnmsub  h3, h0, h1, h2   ; str h3, [x20], #2
        fcmp    h0, h1
        cset    w4, mi ; cset w5, eq ; cset w6, cs ; cset w7, vs
        orr     w4, w5, w4, lsl #1 ; orr w4, w6, w4, lsl #1 ; orr w4, w7, w4, lsl #1
        fcsel   h3, h0, h1, gt           ; str h3, [x20], #2
        fcsel   h3, h0, h1, vs           ; str h3, [x20], #2
        fccmpe  h1, h2, #0x5, le
        cset    w5, mi ; cset w6, eq ; cset w7, cs ; cset w8, vs
        orr     w4, w5, w4, lsl #1 ; orr w4, w6, w4, lsl #1 ; orr w4, w7, w4, lsl #1
        orr     w4, w8, w4, lsl #1
        fcmpe   h0, #0.0
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
3:      ldr     h0, [x21, x22, lsl #1]
        fabs    h3, h0                  ; str h3, [x20], #2
        fneg    h3, h0                  ; str h3, [x20], #2
        fsqrt   h3, h0                  ; str h3, [x20], #2
        frintn  h3, h0                  ; str h3, [x20], #2
        frintp  h3, h0                  ; str h3, [x20], #2
        frintm  h3, h0                  ; str h3, [x20], #2
        frintz  h3, h0                  ; str h3, [x20], #2
        frinta  h3, h0                  ; str h3, [x20], #2
        frintx  h3, h0                  ; str h3, [x20], #2
        frinti  h3, h0                  ; str h3, [x20], #2
        fcvt    s3, h0                  ; str s3, [x20], #4
        fcvt    d3, h0                  ; str d3, [x20], #8
        fcvtzs  w3, h0                  ; str w3, [x20], #4
        fcvtzs  x3, h0                  ; str x3, [x20], #8
        fcvtzs  w3, h0, #3              ; str w3, [x20], #4
        fcvtzs  x3, h0, #60             ; str x3, [x20], #8
        fcvtzu  w3, h0                  ; str w3, [x20], #4
        fcvtzu  x3, h0                  ; str x3, [x20], #8
        fcvtzu  w3, h0, #3              ; str w3, [x20], #4
        fcvtzu  x3, h0, #60             ; str x3, [x20], #8
        fcvtns  w3, h0 ; fcvtns x4, h0 ; stp x3, x4, [x20], #16
        fcvtnu  w3, h0 ; fcvtnu x4, h0 ; stp x3, x4, [x20], #16
        fcvtas  w3, h0 ; fcvtas x4, h0 ; stp x3, x4, [x20], #16
        fcvtau  w3, h0 ; fcvtau x4, h0 ; stp x3, x4, [x20], #16
        fcvtps  w3, h0 ; fcvtps x4, h0 ; stp x3, x4, [x20], #16
        fcvtpu  w3, h0 ; fcvtpu x4, h0 ; stp x3, x4, [x20], #16
        fcvtms  w3, h0 ; fcvtms x4, h0 ; stp x3, x4, [x20], #16
        fcvtmu  w3, h0 ; fcvtmu x4, h0 ; stp x3, x4, [x20], #16
        fmov    w3, h0                  ; str w3, [x20], #4
        fmov    h4, w3 ; fmov x5, h4    ; str x5, [x20], #8
        add     x22, x22, #1
        cmp     x22, #21
        b.lo    3b
        // integers to floating point
        adr     x21, ints
        mov     x22, #0
4:      ldr     x3, [x21, x22, lsl #3]
        scvtf   h3, w3                  ; str h3, [x20], #2
        scvtf   h3, x3                  ; str h3, [x20], #2
        scvtf   h3, w3, #5              ; str h3, [x20], #2
        scvtf   h3, x3, #33             ; str h3, [x20], #2
        ucvtf   h3, w3                  ; str h3, [x20], #2
        ucvtf   h3, x3                  ; str h3, [x20], #2
        ucvtf   h3, w3, #5              ; str h3, [x20], #2
        ucvtf   h3, x3, #33             ; str h3, [x20], #2
        add     x22, x22, #1
        cmp     x22, #12
        b.lo    4b
        // immediates and register moves (the rest of the vector register is zeroed)
        fmov    h5, #-1.9375 ; str h5, [x20], #2
        fmov    h5, #0.125 ; fmov h6, h5 ; str q6, [x20], #16
        fmov    h7, #31.0 ; str q7, [x20], #16
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
        .hword   0x0
        .hword   0x8000
        .hword   0x3c00
        .hword   0xbe00
        .hword   0x7c00
        .hword   0xfc00
        .hword   0x7e45
        .hword   0x7c23
        .hword   0xfe01
        .hword   0x1
        .hword   0x83ff
        .hword   0x7bff
        .hword   0x4200
        .hword   0x2e66
        .hword   0x3800
        .hword   0xc100
        .hword   0x3900
        .hword   0xc500
        .hword   0x1400
        .hword   0xb800
        .hword   0x4100
        .balign 8
ints:   .quad   0, 1, -1, 0x7fffffff, 0x80000000, 0xffffffff, 0x7fffffffffffffff
        .quad   0x8000000000000000, 0x1000001, 0xfffffeffffffff01, 0x20000000000801, 65505
        .balign 16
out:    .space  65536
