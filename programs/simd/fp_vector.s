// QEMU: compare
// Covers: AdvSIMD floating point on .2s, .4s and .2d with +-0, +-inf, quiet and signalling
// NaNs with payloads, subnormals, overflow and cancellation: FADD FSUB FMUL FDIV FMAX FMIN
// FMAXNM FMINNM FMLA FMLS FADDP (vector and scalar), FMLA/FMLS/FMUL by element (every index),
// FMAXV FMINV FMAXNMV FMINNMV (pairwise order), FMOV (vector, immediate).
// Rounding: nearest-even, FPCR as Linux leaves it (no FZ, no DN).
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x21, fs
        adr     x22, fd
        mov     x23, #0
1:      ldr     q0, [x21, x23]
        add     x24, x23, #16
        and     x24, x24, #63
        ldr     q1, [x21, x24]
        add     x24, x23, #32
        and     x24, x24, #63
        ldr     q2, [x21, x24]
        ldr     q10, [x22, x23]
        add     x24, x23, #16
        and     x24, x24, #63
        ldr     q11, [x22, x24]
        add     x24, x23, #48
        and     x24, x24, #63
        ldr     q12, [x22, x24]
        fadd    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        fadd    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        fadd    v13.2d, v10.2d, v11.2d ; str q13, [x20], #16
        fsub    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        fsub    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        fsub    v13.2d, v10.2d, v11.2d ; str q13, [x20], #16
        fmul    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        fmul    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        fmul    v13.2d, v10.2d, v11.2d ; str q13, [x20], #16
        fdiv    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        fdiv    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        fdiv    v13.2d, v10.2d, v11.2d ; str q13, [x20], #16
        fmax    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        fmax    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        fmax    v13.2d, v10.2d, v11.2d ; str q13, [x20], #16
        fmin    v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        fmin    v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        fmin    v13.2d, v10.2d, v11.2d ; str q13, [x20], #16
        fmaxnm  v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        fmaxnm  v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        fmaxnm  v13.2d, v10.2d, v11.2d ; str q13, [x20], #16
        fminnm  v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        fminnm  v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        fminnm  v13.2d, v10.2d, v11.2d ; str q13, [x20], #16
        faddp   v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        faddp   v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        faddp   v13.2d, v10.2d, v11.2d ; str q13, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        mov     v13.16b, v12.16b ; fmla v13.2d, v10.2d, v11.2d ; str q13, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.2s, v0.2s, v1.2s ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.4s, v0.4s, v1.4s ; str q3, [x20], #16
        mov     v13.16b, v12.16b ; fmls v13.2d, v10.2d, v11.2d ; str q13, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.4s, v0.4s, v1.s[0] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.4s, v0.4s, v1.s[1] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.4s, v0.4s, v1.s[2] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.4s, v0.4s, v1.s[3] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.2s, v0.2s, v1.s[3] ; str q3, [x20], #16
        mov     v13.16b, v12.16b ; fmla v13.2d, v10.2d, v11.d[0] ; str q13, [x20], #16
        mov     v13.16b, v12.16b ; fmla v13.2d, v10.2d, v11.d[1] ; str q13, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.4s, v0.4s, v1.s[0] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.4s, v0.4s, v1.s[1] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.4s, v0.4s, v1.s[2] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.4s, v0.4s, v1.s[3] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.2s, v0.2s, v1.s[3] ; str q3, [x20], #16
        mov     v13.16b, v12.16b ; fmls v13.2d, v10.2d, v11.d[0] ; str q13, [x20], #16
        mov     v13.16b, v12.16b ; fmls v13.2d, v10.2d, v11.d[1] ; str q13, [x20], #16
        fmul v3.4s, v0.4s, v1.s[0] ; str q3, [x20], #16
        fmul v3.4s, v0.4s, v1.s[1] ; str q3, [x20], #16
        fmul v3.4s, v0.4s, v1.s[2] ; str q3, [x20], #16
        fmul v3.4s, v0.4s, v1.s[3] ; str q3, [x20], #16
        fmul v3.2s, v0.2s, v1.s[3] ; str q3, [x20], #16
        fmul v13.2d, v10.2d, v11.d[0] ; str q13, [x20], #16
        fmul v13.2d, v10.2d, v11.d[1] ; str q13, [x20], #16
        fmaxv   s3, v0.4s ; str q3, [x20], #16
        fminv   s3, v0.4s ; str q3, [x20], #16
        fmaxnmv s3, v0.4s ; str q3, [x20], #16
        fminnmv s3, v0.4s ; str q3, [x20], #16
        faddp   s3, v0.2s ; str q3, [x20], #16
        faddp   d13, v10.2d ; str q13, [x20], #16
        add     x23, x23, #16
        cmp     x23, #64
        b.lo    1b
        fmov v3.2s, #-1.5 ; str q3, [x20], #16
        fmov v3.4s, #31.0 ; str q3, [x20], #16
        fmov v3.2d, #0.125 ; str q3, [x20], #16
        fmov v3.2d, #-2.0 ; str q3, [x20], #16
        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 16
fs:     .word   0x00000000, 0x80000000, 0x3f800000, 0xbfc00000
        .word   0x7f800000, 0xff800000, 0x7fc12345, 0x7f800123
        .word   0xffc00001, 0x00000001, 0x807fffff, 0x7f7fffff
        .word   0x40400000, 0x3dcccccd, 0x7f800000, 0xbf800000
fd:     .quad   0x0000000000000000, 0x8000000000000000
        .quad   0x7ff0000000000000, 0x7ff8000000012345
        .quad   0x7ff0000000000123, 0x0000000000000001
        .quad   0x7fefffffffffffff, 0xbff0000000000000
        .balign 16
out:    .space  8192
