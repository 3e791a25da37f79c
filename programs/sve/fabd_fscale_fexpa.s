// QEMU: compare
// Covers: SVE FABD, FMULX ((+-0) * (+-inf) = +-2.0) and FSCALE (exponent adjustments into
// overflow, the subnormal range and underflow) on .h/.s/.d with NaN (quiet with payload,
// signalling), +-inf, +-0 and subnormal inputs, merging under all-true and partial predicates,
// out of streaming mode (VL 512) and in it (SVL 256); FEXPA (table coefficients, exponent
// bits) only out of streaming mode (it is not a streaming SVE instruction). Output: each result.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        ptrue   p0.b
        mov     x2, #0
        mov     x3, #6
        whilelt p1.h, x2, x3
        adr     x0, fh
        ldr     z0, [x0]
        ldr     z1, [x0, #1, mul vl]
        adr     x0, ih
        ldr     z2, [x0]
        mov     z10.d, z0.d
        fabd   z10.h, p0/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fabd   z10.h, p1/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fabd   z10.h, p0/m, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmulx   z10.h, p0/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmulx   z10.h, p1/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fmulx   z10.h, p0/m, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fscale   z10.h, p0/m, z10.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fscale   z10.h, p1/m, z10.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fscale   z10.h, p0/m, z10.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        fexpa   z10.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        fexpa   z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        index   z3.h, #0, #1
        fexpa   z10.h, z3.h
        str     z10, [x20]
        addvl   x20, x20, #1
        add     z3.h, z3.h, #32
        whilelt p1.s, x2, x3
        adr     x0, fs
        ldr     z0, [x0]
        ldr     z1, [x0, #1, mul vl]
        adr     x0, is
        ldr     z2, [x0]
        mov     z10.d, z0.d
        fabd   z10.s, p0/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fabd   z10.s, p1/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fabd   z10.s, p0/m, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmulx   z10.s, p0/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmulx   z10.s, p1/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fmulx   z10.s, p0/m, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fscale   z10.s, p0/m, z10.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fscale   z10.s, p1/m, z10.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fscale   z10.s, p0/m, z10.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        fexpa   z10.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        fexpa   z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        index   z3.s, #0, #1
        fexpa   z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        add     z3.s, z3.s, #16
        fexpa   z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        add     z3.s, z3.s, #16
        fexpa   z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        add     z3.s, z3.s, #16
        fexpa   z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        add     z3.s, z3.s, #16
        whilelt p1.d, x2, x3
        adr     x0, fd
        ldr     z0, [x0]
        ldr     z1, [x0, #1, mul vl]
        adr     x0, id
        ldr     z2, [x0]
        mov     z10.d, z0.d
        fabd   z10.d, p0/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fabd   z10.d, p1/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fabd   z10.d, p0/m, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmulx   z10.d, p0/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmulx   z10.d, p1/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fmulx   z10.d, p0/m, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fscale   z10.d, p0/m, z10.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fscale   z10.d, p1/m, z10.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fscale   z10.d, p0/m, z10.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        fexpa   z10.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        fexpa   z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        index   z3.d, #0, #1
        fexpa   z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        add     z3.d, z3.d, #8
        fexpa   z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        add     z3.d, z3.d, #8
        fexpa   z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        add     z3.d, z3.d, #8
        fexpa   z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        add     z3.d, z3.d, #8
        fexpa   z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        add     z3.d, z3.d, #8
        fexpa   z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        add     z3.d, z3.d, #8
        fexpa   z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        add     z3.d, z3.d, #8
        fexpa   z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        add     z3.d, z3.d, #8
        smstart sm
        ptrue   p0.b
        mov     x2, #0
        mov     x3, #6
        whilelt p1.h, x2, x3
        adr     x0, fh
        ldr     z0, [x0]
        ldr     z1, [x0, #1, mul vl]
        adr     x0, ih
        ldr     z2, [x0]
        mov     z10.d, z0.d
        fabd   z10.h, p0/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fabd   z10.h, p1/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fabd   z10.h, p0/m, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmulx   z10.h, p0/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmulx   z10.h, p1/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fmulx   z10.h, p0/m, z10.h, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fscale   z10.h, p0/m, z10.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fscale   z10.h, p1/m, z10.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fscale   z10.h, p0/m, z10.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.s, x2, x3
        adr     x0, fs
        ldr     z0, [x0]
        ldr     z1, [x0, #1, mul vl]
        adr     x0, is
        ldr     z2, [x0]
        mov     z10.d, z0.d
        fabd   z10.s, p0/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fabd   z10.s, p1/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fabd   z10.s, p0/m, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmulx   z10.s, p0/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmulx   z10.s, p1/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fmulx   z10.s, p0/m, z10.s, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fscale   z10.s, p0/m, z10.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fscale   z10.s, p1/m, z10.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fscale   z10.s, p0/m, z10.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        adr     x0, fd
        ldr     z0, [x0]
        ldr     z1, [x0, #1, mul vl]
        adr     x0, id
        ldr     z2, [x0]
        mov     z10.d, z0.d
        fabd   z10.d, p0/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fabd   z10.d, p1/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fabd   z10.d, p0/m, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmulx   z10.d, p0/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmulx   z10.d, p1/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fmulx   z10.d, p0/m, z10.d, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fscale   z10.d, p0/m, z10.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fscale   z10.d, p1/m, z10.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        fscale   z10.d, p0/m, z10.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        smstop  sm
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
fh:
        .hword  0x0, 0x8000, 0x7d01, 0xfe05, 0xd3e9, 0x7c00, 0x3c00, 0xcb2e
        .hword  0x7c00, 0x0, 0xca50, 0x52c4, 0x4200, 0x3c00, 0x0, 0x3c00
        .hword  0x0, 0xd4b0, 0xc8b0, 0x3c00, 0xfc00, 0x7e00, 0x8000, 0x7c00
        .hword  0x7bff, 0x54ed, 0x5292, 0x0, 0xa8, 0x8000, 0x3c00, 0x54d8
        .hword  0x3c00, 0x349b, 0x7d01, 0xfe05, 0xd443, 0x5608, 0x7c00, 0x0
        .hword  0xc740, 0x49a6, 0xd3fc, 0x3c00, 0xd031, 0x555f, 0xfc00, 0x8000
        .hword  0xbe00, 0x7bff, 0xa8, 0x55ba, 0xfc00, 0x4c87, 0xbf45, 0x0
        .hword  0xd25a, 0x4200, 0x52d9, 0x8000, 0x8000, 0x8000, 0x0, 0x7c00
ih:
        .hword  0x7fff, 0xf, 0xff38, 0x8000, 0xffff, 0xffff, 0x44c, 0x44c
        .hword  0x1e, 0x0, 0xfffb, 0xffff, 0xff38, 0xffe2, 0x8000, 0x44c
        .hword  0x1e, 0x0, 0x5, 0x8000, 0x7fff, 0xf, 0xfbb4, 0xffff
        .hword  0x8000, 0xf, 0xc8, 0xfbb4, 0xfff1, 0x1e, 0xc8, 0x8000
fs:
        .word  0xc2199e41, 0x80000000, 0x7f800101, 0xffc00505, 0x116c2, 0xc0e80000, 0x0, 0x4186f1be
        .word  0xbfc00000, 0x4279b858, 0xff800000, 0x7f800000, 0x477fe000, 0xff800000, 0x7f800000, 0xc2956387
        .word  0x3f800000, 0x0, 0x7f800101, 0xffc00505, 0x424da519, 0x3f79d776, 0xc2b154c9, 0xc1b3c35d
        .word  0xc1a34d08, 0x80000000, 0xc245acdd, 0xc2151b2e, 0xbfc00000, 0x116c2, 0xc223fa78, 0x3727c5ac
is:
        .word  0x1e, 0xc8, 0x1, 0xffffffe2, 0xc8, 0x0, 0xffffffe2, 0xc8
        .word  0x44c, 0xf, 0xffffffe2, 0xfffffffb, 0xfffffffb, 0x44c, 0xc8, 0xffffffe2
fd:
        .xword  0xc04f0b74adb4155a, 0xc0416d013cca165e, 0x7ff0000000000101, 0xfff8000000000505, 0x7ff0000000000000, 0x40394f36025bb500, 0x4057dfe14b8ce4ea, 0x7ff8000000000000
        .xword  0x404490a5ec887000, 0x3ee4f8b588e368f1, 0x7ff0000000000101, 0xfff8000000000505, 0xbff8000000000000, 0x8000000000000000, 0x404fbac8648eaa40, 0xc0219a677e1e7ff8
id:
        .xword  0x5, 0xfffffffffffffff1, 0xfffffffffffffff1, 0xf, 0x1e, 0x5, 0xffffffffffffff38, 0x8000000000000000
out:    .space  32768
