// QEMU: compare
// Covers: scalar floating point on s registers, every pair of 21 inputs (+-0, +-1.x, +-inf,
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
2:      ldr     s0, [x21, x22, lsl #2]
        ldr     s1, [x21, x23, lsl #2]
        add     x24, x22, x23
        mov     x25, #21
        udiv    x26, x24, x25
        msub    x24, x26, x25, x24              // k = (i + j) % n
        ldr     s2, [x21, x24, lsl #2]
        fadd    s3, s0, s1       ; str s3, [x20], #4
        fsub    s3, s0, s1       ; str s3, [x20], #4
        fmul    s3, s0, s1       ; str s3, [x20], #4
        fdiv    s3, s0, s1       ; str s3, [x20], #4
        fmax    s3, s0, s1       ; str s3, [x20], #4
        fmin    s3, s0, s1       ; str s3, [x20], #4
        fmaxnm  s3, s0, s1       ; str s3, [x20], #4
        fminnm  s3, s0, s1       ; str s3, [x20], #4
        fnmul   s3, s0, s1       ; str s3, [x20], #4
        fmadd   s3, s0, s1, s2   ; str s3, [x20], #4
        fmsub   s3, s0, s1, s2   ; str s3, [x20], #4
        fnmadd  s3, s0, s1, s2   ; str s3, [x20], #4
        fnmsub  s3, s0, s1, s2   ; str s3, [x20], #4
        fcmp    s0, s1
        cset    w4, mi ; cset w5, eq ; cset w6, cs ; cset w7, vs
        orr     w4, w5, w4, lsl #1 ; orr w4, w6, w4, lsl #1 ; orr w4, w7, w4, lsl #1
        fcsel   s3, s0, s1, gt           ; str s3, [x20], #4
        fcsel   s3, s0, s1, vs           ; str s3, [x20], #4
        fccmpe  s1, s2, #0x5, le
        cset    w5, mi ; cset w6, eq ; cset w7, cs ; cset w8, vs
        orr     w4, w5, w4, lsl #1 ; orr w4, w6, w4, lsl #1 ; orr w4, w7, w4, lsl #1
        orr     w4, w8, w4, lsl #1
        fcmpe   s0, #0.0
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
3:      ldr     s0, [x21, x22, lsl #2]
        fabs    s3, s0                  ; str s3, [x20], #4
        fneg    s3, s0                  ; str s3, [x20], #4
        fsqrt   s3, s0                  ; str s3, [x20], #4
        frintn  s3, s0                  ; str s3, [x20], #4
        frintp  s3, s0                  ; str s3, [x20], #4
        frintm  s3, s0                  ; str s3, [x20], #4
        frintz  s3, s0                  ; str s3, [x20], #4
        frinta  s3, s0                  ; str s3, [x20], #4
        frintx  s3, s0                  ; str s3, [x20], #4
        frinti  s3, s0                  ; str s3, [x20], #4
        fcvt    h3, s0                  ; str h3, [x20], #2
        fcvt    d3, s0                  ; str d3, [x20], #8
        fcvtzs  w3, s0                  ; str w3, [x20], #4
        fcvtzs  x3, s0                  ; str x3, [x20], #8
        fcvtzs  w3, s0, #3              ; str w3, [x20], #4
        fcvtzs  x3, s0, #60             ; str x3, [x20], #8
        fcvtzu  w3, s0                  ; str w3, [x20], #4
        fcvtzu  x3, s0                  ; str x3, [x20], #8
        fcvtzu  w3, s0, #3              ; str w3, [x20], #4
        fcvtzu  x3, s0, #60             ; str x3, [x20], #8
        fcvtns  w3, s0 ; fcvtns x4, s0 ; stp x3, x4, [x20], #16
        fcvtnu  w3, s0 ; fcvtnu x4, s0 ; stp x3, x4, [x20], #16
        fcvtas  w3, s0 ; fcvtas x4, s0 ; stp x3, x4, [x20], #16
        fcvtau  w3, s0 ; fcvtau x4, s0 ; stp x3, x4, [x20], #16
        fcvtps  w3, s0 ; fcvtps x4, s0 ; stp x3, x4, [x20], #16
        fcvtpu  w3, s0 ; fcvtpu x4, s0 ; stp x3, x4, [x20], #16
        fcvtms  w3, s0 ; fcvtms x4, s0 ; stp x3, x4, [x20], #16
        fcvtmu  w3, s0 ; fcvtmu x4, s0 ; stp x3, x4, [x20], #16
        fmov    w3, s0                  ; str w3, [x20], #4
        add     x22, x22, #1
        cmp     x22, #21
        b.lo    3b
        // integers to floating point
        adr     x21, ints
        mov     x22, #0
4:      ldr     x3, [x21, x22, lsl #3]
        scvtf   s3, w3                  ; str s3, [x20], #4
        scvtf   s3, x3                  ; str s3, [x20], #4
        scvtf   s3, w3, #5              ; str s3, [x20], #4
        scvtf   s3, x3, #33             ; str s3, [x20], #4
        ucvtf   s3, w3                  ; str s3, [x20], #4
        ucvtf   s3, x3                  ; str s3, [x20], #4
        ucvtf   s3, w3, #5              ; str s3, [x20], #4
        ucvtf   s3, x3, #33             ; str s3, [x20], #4
        add     x22, x22, #1
        cmp     x22, #12
        b.lo    4b
        // immediates and register moves (the rest of the vector register is zeroed)
        fmov    s5, #-1.9375 ; str s5, [x20], #4
        fmov    s5, #0.125 ; fmov s6, s5 ; str q6, [x20], #16
        fmov    s7, #31.0 ; str q7, [x20], #16
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
        .word   0x0
        .word   0x80000000
        .word   0x3f800000
        .word   0xbfc00000
        .word   0x7f800000
        .word   0xff800000
        .word   0x7fc12345
        .word   0x7f800123
        .word   0xffc00001
        .word   0x1
        .word   0x807fffff
        .word   0x7f7fffff
        .word   0x40400000
        .word   0x3dcccccd
        .word   0x4f000000
        .word   0xcf000001
        .word   0x3f000000
        .word   0xc0200000
        .word   0x5f800000
        .word   0xbf000000
        .word   0x40200000
        .balign 8
ints:   .quad   0, 1, -1, 0x7fffffff, 0x80000000, 0xffffffff, 0x7fffffffffffffff
        .quad   0x8000000000000000, 0x1000001, 0xfffffeffffffff01, 0x20000000000801, 65505
        .balign 16
out:    .space  65536
