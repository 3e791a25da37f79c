// QEMU: compare
// Covers: half-precision AdvSIMD (FEAT_FP16) on .4h and .8h with +-0, +-inf, quiet and
// signalling NaNs with payloads, subnormals, the largest finite value and ties: FADD FSUB FMUL
// FDIV FMAX FMIN FMAXNM FMINNM FMLA FMLS FADDP, FMLA/FMLS/FMUL by element (v0-v15, every
// index), FABS FNEG FSQRT FRINT<r>, FCVT<r>S/U, SCVTF/UCVTF, FMAXV FMINV FMAXNMV FMINNMV.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x21, hv
        mov     x23, #0
1:      ldr     q0, [x21, x23]
        add     x24, x23, #16
        and     x24, x24, #63
        ldr     q1, [x21, x24]
        add     x24, x23, #32
        and     x24, x24, #63
        ldr     q2, [x21, x24]
        mov     v15.16b, v1.16b
        fadd    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        fadd    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        fsub    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        fsub    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        fmul    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        fmul    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        fdiv    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        fdiv    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        fmax    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        fmax    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        fmin    v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        fmin    v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        fmaxnm  v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        fmaxnm  v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        fminnm  v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        fminnm  v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        faddp   v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        faddp   v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.4h, v0.4h, v1.4h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.8h, v0.8h, v1.8h ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.8h, v0.8h, v1.h[0] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.8h, v0.8h, v1.h[1] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.8h, v0.8h, v1.h[2] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.8h, v0.8h, v1.h[3] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.8h, v0.8h, v1.h[4] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.8h, v0.8h, v1.h[5] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.8h, v0.8h, v1.h[6] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.8h, v0.8h, v1.h[7] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmla v3.4h, v0.4h, v15.h[5] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.8h, v0.8h, v1.h[0] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.8h, v0.8h, v1.h[1] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.8h, v0.8h, v1.h[2] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.8h, v0.8h, v1.h[3] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.8h, v0.8h, v1.h[4] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.8h, v0.8h, v1.h[5] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.8h, v0.8h, v1.h[6] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.8h, v0.8h, v1.h[7] ; str q3, [x20], #16
        mov     v3.16b, v2.16b ; fmls v3.4h, v0.4h, v15.h[5] ; str q3, [x20], #16
        fmul v3.8h, v0.8h, v1.h[0] ; str q3, [x20], #16
        fmul v3.8h, v0.8h, v1.h[1] ; str q3, [x20], #16
        fmul v3.8h, v0.8h, v1.h[2] ; str q3, [x20], #16
        fmul v3.8h, v0.8h, v1.h[3] ; str q3, [x20], #16
        fmul v3.8h, v0.8h, v1.h[4] ; str q3, [x20], #16
        fmul v3.8h, v0.8h, v1.h[5] ; str q3, [x20], #16
        fmul v3.8h, v0.8h, v1.h[6] ; str q3, [x20], #16
        fmul v3.8h, v0.8h, v1.h[7] ; str q3, [x20], #16
        fmul v3.4h, v0.4h, v15.h[5] ; str q3, [x20], #16
        fabs    v3.8h, v0.8h ; str q3, [x20], #16
        fabs    v3.4h, v0.4h ; str q3, [x20], #16
        fneg    v3.8h, v0.8h ; str q3, [x20], #16
        fneg    v3.4h, v0.4h ; str q3, [x20], #16
        fsqrt   v3.8h, v0.8h ; str q3, [x20], #16
        fsqrt   v3.4h, v0.4h ; str q3, [x20], #16
        frintn  v3.8h, v0.8h ; str q3, [x20], #16
        frintn  v3.4h, v0.4h ; str q3, [x20], #16
        frintm  v3.8h, v0.8h ; str q3, [x20], #16
        frintm  v3.4h, v0.4h ; str q3, [x20], #16
        frintp  v3.8h, v0.8h ; str q3, [x20], #16
        frintp  v3.4h, v0.4h ; str q3, [x20], #16
        frintz  v3.8h, v0.8h ; str q3, [x20], #16
        frintz  v3.4h, v0.4h ; str q3, [x20], #16
        frinta  v3.8h, v0.8h ; str q3, [x20], #16
        frinta  v3.4h, v0.4h ; str q3, [x20], #16
        frintx  v3.8h, v0.8h ; str q3, [x20], #16
        frintx  v3.4h, v0.4h ; str q3, [x20], #16
        frinti  v3.8h, v0.8h ; str q3, [x20], #16
        frinti  v3.4h, v0.4h ; str q3, [x20], #16
        fcvtns  v3.8h, v0.8h ; str q3, [x20], #16
        fcvtns  v3.4h, v0.4h ; str q3, [x20], #16
        fcvtnu  v3.8h, v0.8h ; str q3, [x20], #16
        fcvtnu  v3.4h, v0.4h ; str q3, [x20], #16
        fcvtms  v3.8h, v0.8h ; str q3, [x20], #16
        fcvtms  v3.4h, v0.4h ; str q3, [x20], #16
        fcvtmu  v3.8h, v0.8h ; str q3, [x20], #16
        fcvtmu  v3.4h, v0.4h ; str q3, [x20], #16
        fcvtas  v3.8h, v0.8h ; str q3, [x20], #16
        fcvtas  v3.4h, v0.4h ; str q3, [x20], #16
        fcvtau  v3.8h, v0.8h ; str q3, [x20], #16
        fcvtau  v3.4h, v0.4h ; str q3, [x20], #16
        fcvtps  v3.8h, v0.8h ; str q3, [x20], #16
        fcvtps  v3.4h, v0.4h ; str q3, [x20], #16
        fcvtpu  v3.8h, v0.8h ; str q3, [x20], #16
        fcvtpu  v3.4h, v0.4h ; str q3, [x20], #16
        fcvtzs  v3.8h, v0.8h ; str q3, [x20], #16
        fcvtzs  v3.4h, v0.4h ; str q3, [x20], #16
        fcvtzu  v3.8h, v0.8h ; str q3, [x20], #16
        fcvtzu  v3.4h, v0.4h ; str q3, [x20], #16
        scvtf   v3.8h, v0.8h ; str q3, [x20], #16
        scvtf   v3.4h, v0.4h ; str q3, [x20], #16
        ucvtf   v3.8h, v0.8h ; str q3, [x20], #16
        ucvtf   v3.4h, v0.4h ; str q3, [x20], #16
        fmaxv   h3, v0.8h ; str q3, [x20], #16
        fmaxv   h3, v0.4h ; str q3, [x20], #16
        fminv   h3, v0.8h ; str q3, [x20], #16
        fminv   h3, v0.4h ; str q3, [x20], #16
        fmaxnmv h3, v0.8h ; str q3, [x20], #16
        fmaxnmv h3, v0.4h ; str q3, [x20], #16
        fminnmv h3, v0.8h ; str q3, [x20], #16
        fminnmv h3, v0.4h ; str q3, [x20], #16
        add     x23, x23, #16
        cmp     x23, #64
        b.lo    1b
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
hv:     .hword  0x0000, 0x8000, 0x3c00, 0xbe00, 0x7c00, 0xfc00, 0x7e45, 0x7c23
        .hword  0xfe01, 0x0001, 0x83ff, 0x7bff, 0x3800, 0xb800, 0x4100, 0xc100
        .hword  0x4200, 0x2e66, 0x3e00, 0x7a00, 0x0400, 0x03ff, 0xfbff, 0x3555
        .hword  0x5640, 0xd640, 0x7c01, 0x0200, 0x4500, 0xc500, 0x3c01, 0x1400
        .balign 16
out:    .space  16384
