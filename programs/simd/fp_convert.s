// QEMU: compare
// Covers: AdvSIMD FABS FNEG FSQRT FRINTN/M/P/Z/A/X/I, FCVT{N,M,A,P,Z}{S,U} and SCVTF/UCVTF
// (vector, integer) on .2s/.4s/.2d, FCVTN/FCVTN2/FCVTL/FCVTL2 (S<->D, H<->S), with +-0, +-inf,
// NaNs with payloads, subnormals, ties (+-0.5, +-1.5, +-2.5) and out-of-range values
// (saturation); LD1R at every element size with post-index #esize and Xm.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x21, fs
        adr     x22, fd
        mov     x23, #0
1:      ldr     q0, [x21, x23]
        ldr     q10, [x22, x23]
        fabs    v3.4s, v0.4s ; str q3, [x20], #16
        fabs    v3.2s, v0.2s ; str q3, [x20], #16
        fabs    v13.2d, v10.2d ; str q13, [x20], #16
        fneg    v3.4s, v0.4s ; str q3, [x20], #16
        fneg    v3.2s, v0.2s ; str q3, [x20], #16
        fneg    v13.2d, v10.2d ; str q13, [x20], #16
        fsqrt   v3.4s, v0.4s ; str q3, [x20], #16
        fsqrt   v3.2s, v0.2s ; str q3, [x20], #16
        fsqrt   v13.2d, v10.2d ; str q13, [x20], #16
        frintn  v3.4s, v0.4s ; str q3, [x20], #16
        frintn  v3.2s, v0.2s ; str q3, [x20], #16
        frintn  v13.2d, v10.2d ; str q13, [x20], #16
        frintm  v3.4s, v0.4s ; str q3, [x20], #16
        frintm  v3.2s, v0.2s ; str q3, [x20], #16
        frintm  v13.2d, v10.2d ; str q13, [x20], #16
        frintp  v3.4s, v0.4s ; str q3, [x20], #16
        frintp  v3.2s, v0.2s ; str q3, [x20], #16
        frintp  v13.2d, v10.2d ; str q13, [x20], #16
        frintz  v3.4s, v0.4s ; str q3, [x20], #16
        frintz  v3.2s, v0.2s ; str q3, [x20], #16
        frintz  v13.2d, v10.2d ; str q13, [x20], #16
        frinta  v3.4s, v0.4s ; str q3, [x20], #16
        frinta  v3.2s, v0.2s ; str q3, [x20], #16
        frinta  v13.2d, v10.2d ; str q13, [x20], #16
        frintx  v3.4s, v0.4s ; str q3, [x20], #16
        frintx  v3.2s, v0.2s ; str q3, [x20], #16
        frintx  v13.2d, v10.2d ; str q13, [x20], #16
        frinti  v3.4s, v0.4s ; str q3, [x20], #16
        frinti  v3.2s, v0.2s ; str q3, [x20], #16
        frinti  v13.2d, v10.2d ; str q13, [x20], #16
        fcvtns  v3.4s, v0.4s ; str q3, [x20], #16
        fcvtns  v3.2s, v0.2s ; str q3, [x20], #16
        fcvtns  v13.2d, v10.2d ; str q13, [x20], #16
        fcvtnu  v3.4s, v0.4s ; str q3, [x20], #16
        fcvtnu  v3.2s, v0.2s ; str q3, [x20], #16
        fcvtnu  v13.2d, v10.2d ; str q13, [x20], #16
        fcvtms  v3.4s, v0.4s ; str q3, [x20], #16
        fcvtms  v3.2s, v0.2s ; str q3, [x20], #16
        fcvtms  v13.2d, v10.2d ; str q13, [x20], #16
        fcvtmu  v3.4s, v0.4s ; str q3, [x20], #16
        fcvtmu  v3.2s, v0.2s ; str q3, [x20], #16
        fcvtmu  v13.2d, v10.2d ; str q13, [x20], #16
        fcvtas  v3.4s, v0.4s ; str q3, [x20], #16
        fcvtas  v3.2s, v0.2s ; str q3, [x20], #16
        fcvtas  v13.2d, v10.2d ; str q13, [x20], #16
        fcvtau  v3.4s, v0.4s ; str q3, [x20], #16
        fcvtau  v3.2s, v0.2s ; str q3, [x20], #16
        fcvtau  v13.2d, v10.2d ; str q13, [x20], #16
        fcvtps  v3.4s, v0.4s ; str q3, [x20], #16
        fcvtps  v3.2s, v0.2s ; str q3, [x20], #16
        fcvtps  v13.2d, v10.2d ; str q13, [x20], #16
        fcvtpu  v3.4s, v0.4s ; str q3, [x20], #16
        fcvtpu  v3.2s, v0.2s ; str q3, [x20], #16
        fcvtpu  v13.2d, v10.2d ; str q13, [x20], #16
        fcvtzs  v3.4s, v0.4s ; str q3, [x20], #16
        fcvtzs  v3.2s, v0.2s ; str q3, [x20], #16
        fcvtzs  v13.2d, v10.2d ; str q13, [x20], #16
        fcvtzu  v3.4s, v0.4s ; str q3, [x20], #16
        fcvtzu  v3.2s, v0.2s ; str q3, [x20], #16
        fcvtzu  v13.2d, v10.2d ; str q13, [x20], #16
        scvtf   v3.4s, v0.4s ; str q3, [x20], #16
        scvtf   v3.2s, v0.2s ; str q3, [x20], #16
        scvtf   v13.2d, v10.2d ; str q13, [x20], #16
        ucvtf   v3.4s, v0.4s ; str q3, [x20], #16
        ucvtf   v3.2s, v0.2s ; str q3, [x20], #16
        ucvtf   v13.2d, v10.2d ; str q13, [x20], #16
        movi    v3.2d, #0xffffffffffffffff
        fcvtn   v3.4h, v0.4s ; str q3, [x20], #16
        fcvtn2  v3.8h, v0.4s ; str q3, [x20], #16
        fcvtn   v3.2s, v10.2d ; str q3, [x20], #16
        fcvtn2  v3.4s, v10.2d ; str q3, [x20], #16
        fcvtl   v3.4s, v0.4h ; str q3, [x20], #16
        fcvtl2  v3.4s, v0.8h ; str q3, [x20], #16
        fcvtl   v13.2d, v0.2s ; str q13, [x20], #16
        fcvtl2  v13.2d, v0.4s ; str q13, [x20], #16
        add     x23, x23, #16
        cmp     x23, #112
        b.lo    1b
        // LD1R
        adr     x1, fs
        mov     x2, #3
        ld1r    {v3.16b}, [x1], #1 ; str q3, [x20], #16
        ld1r    {v3.8b}, [x1], x2 ; str q3, [x20], #16
        ld1r    {v3.8h}, [x1], #2 ; str q3, [x20], #16
        ld1r    {v3.4h}, [x1], x2 ; str q3, [x20], #16
        ld1r    {v3.4s}, [x1], #4 ; str q3, [x20], #16
        ld1r    {v3.2s}, [x1], x2 ; str q3, [x20], #16
        ld1r    {v3.2d}, [x1], #8 ; str q3, [x20], #16
        ld1r    {v3.1d}, [x1], x2 ; str q3, [x20], #16
        ld1r    {v3.4s}, [x1] ; str q3, [x20], #16
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
        .word   0x3f000000, 0xbf000000, 0x40200000, 0xc0200000
        .word   0x4f000000, 0xcf000000, 0x5f800000, 0xdf000001
        .word   0x4f800000, 0x3fc00000, 0x477fe000, 0x387fc000
        .word   0x33800001, 0xc77ff000, 0x4b800001, 0x3eaaaaab
fd:     .quad   0x0000000000000000, 0x8000000000000000
        .quad   0x7ff0000000000000, 0x7ff8000000012345
        .quad   0x7ff0000000000123, 0x0000000000000001
        .quad   0x7fefffffffffffff, 0xbff8000000000000
        .quad   0x3fe0000000000000, 0xc004000000000000
        .quad   0x43e0000000000000, 0xc3e0000000000001
        .quad   0x41efffffffe00000, 0x36a0000000000001
        .quad   0x3ff8000000000000, 0x4004000000000000
        .balign 16
out:    .space  16384
