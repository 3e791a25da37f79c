// QEMU: compare
// Covers: SVE FMAD/FMSB/FNMAD/FNMSB/FNMLA/FNMLS (fused, merging; negation flips the sign bit
// before NaN selection), FRINTN/P/M/Z/A/X/I (ties, +-0.5, values near 2^23/2^52, -0 results,
// NaN quieting with payloads kept), FCM<cc> (vectors and #0.0), FCMUO, FACGE/FACGT and the
// swapped aliases FCMLT/FCMLE/FACLE/FACLT, on .h/.s/.d with NaN (quiet and signalling), +-inf,
// +-0 and subnormal inputs, all-true and partial (first 7 elements) predicates, out of
// streaming mode (VL 512) and in it (SVL 256). Output: each result register or predicate.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        mov     x2, #0
        mov     x3, #7
        ptrue   p0.b
        adr     x0, inh
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        whilelt p1.h, x2, x3
        mov     z10.d, z0.d
        fmad   z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmad   z10.h, p1/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fmad   z10.h, p0/m, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmsb   z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmsb   z10.h, p1/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fmsb   z10.h, p0/m, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmad   z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmad   z10.h, p1/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmad   z10.h, p0/m, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmsb   z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmsb   z10.h, p1/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmsb   z10.h, p0/m, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmla   z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmla   z10.h, p1/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmla   z10.h, p0/m, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmls   z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmls   z10.h, p1/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmls   z10.h, p0/m, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        fcmeq   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.h, p0/z, z0.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.h, p1/z, z1.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.h, p0/z, z0.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.h, p1/z, z1.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.h, p0/z, z0.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.h, p1/z, z1.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.h, p0/z, z0.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.h, p1/z, z1.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.h, p0/z, z0.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.h, p1/z, z1.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.h, p0/z, z0.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.h, p1/z, z1.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmuo   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmuo   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        facge   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        facge   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        facgt   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        facgt   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        facle   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        facle   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        faclt   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        faclt   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        adr     x0, ins
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        whilelt p1.s, x2, x3
        mov     z10.d, z0.d
        fmad   z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmad   z10.s, p1/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fmad   z10.s, p0/m, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmsb   z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmsb   z10.s, p1/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fmsb   z10.s, p0/m, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmad   z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmad   z10.s, p1/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmad   z10.s, p0/m, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmsb   z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmsb   z10.s, p1/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmsb   z10.s, p0/m, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmla   z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmla   z10.s, p1/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmla   z10.s, p0/m, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmls   z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmls   z10.s, p1/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmls   z10.s, p0/m, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        fcmeq   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.s, p0/z, z0.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.s, p1/z, z1.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.s, p0/z, z0.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.s, p1/z, z1.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.s, p0/z, z0.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.s, p1/z, z1.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.s, p0/z, z0.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.s, p1/z, z1.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.s, p0/z, z0.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.s, p1/z, z1.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.s, p0/z, z0.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.s, p1/z, z1.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmuo   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmuo   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        facge   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        facge   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        facgt   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        facgt   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        facle   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        facle   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        faclt   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        faclt   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        adr     x0, ind
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        whilelt p1.d, x2, x3
        mov     z10.d, z0.d
        fmad   z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmad   z10.d, p1/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fmad   z10.d, p0/m, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmsb   z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmsb   z10.d, p1/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fmsb   z10.d, p0/m, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmad   z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmad   z10.d, p1/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmad   z10.d, p0/m, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmsb   z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmsb   z10.d, p1/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmsb   z10.d, p0/m, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmla   z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmla   z10.d, p1/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmla   z10.d, p0/m, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmls   z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmls   z10.d, p1/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmls   z10.d, p0/m, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        fcmeq   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.d, p0/z, z0.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.d, p1/z, z1.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.d, p0/z, z0.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.d, p1/z, z1.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.d, p0/z, z0.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.d, p1/z, z1.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.d, p0/z, z0.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.d, p1/z, z1.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.d, p0/z, z0.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.d, p1/z, z1.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.d, p0/z, z0.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.d, p1/z, z1.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmuo   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmuo   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        facge   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        facge   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        facgt   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        facgt   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        facle   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        facle   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        faclt   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        faclt   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        smstart sm
        mov     x2, #0
        mov     x3, #7
        ptrue   p0.b
        adr     x0, inh
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        whilelt p1.h, x2, x3
        mov     z10.d, z0.d
        fmad   z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmad   z10.h, p1/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fmad   z10.h, p0/m, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmsb   z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmsb   z10.h, p1/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fmsb   z10.h, p0/m, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmad   z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmad   z10.h, p1/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmad   z10.h, p0/m, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmsb   z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmsb   z10.h, p1/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmsb   z10.h, p0/m, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmla   z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmla   z10.h, p1/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmla   z10.h, p0/m, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmls   z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmls   z10.h, p1/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmls   z10.h, p0/m, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.h, p0/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.h, p0/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.h, p1/m, z0.h
        str     z10, [x20]
        addvl   x20, x20, #1
        fcmeq   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.h, p0/z, z0.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.h, p1/z, z1.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.h, p0/z, z0.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.h, p1/z, z1.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.h, p0/z, z0.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.h, p1/z, z1.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.h, p0/z, z0.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.h, p1/z, z1.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.h, p0/z, z0.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.h, p1/z, z1.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.h, p0/z, z0.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.h, p1/z, z1.h, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmuo   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmuo   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        facge   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        facge   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        facgt   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        facgt   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        facle   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        facle   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        faclt   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        faclt   p5.h, p1/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        adr     x0, ins
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        whilelt p1.s, x2, x3
        mov     z10.d, z0.d
        fmad   z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmad   z10.s, p1/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fmad   z10.s, p0/m, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmsb   z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmsb   z10.s, p1/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fmsb   z10.s, p0/m, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmad   z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmad   z10.s, p1/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmad   z10.s, p0/m, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmsb   z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmsb   z10.s, p1/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmsb   z10.s, p0/m, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmla   z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmla   z10.s, p1/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmla   z10.s, p0/m, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmls   z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmls   z10.s, p1/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmls   z10.s, p0/m, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.s, p0/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.s, p0/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.s, p1/m, z0.s
        str     z10, [x20]
        addvl   x20, x20, #1
        fcmeq   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.s, p0/z, z0.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.s, p1/z, z1.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.s, p0/z, z0.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.s, p1/z, z1.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.s, p0/z, z0.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.s, p1/z, z1.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.s, p0/z, z0.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.s, p1/z, z1.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.s, p0/z, z0.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.s, p1/z, z1.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.s, p0/z, z0.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.s, p1/z, z1.s, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmuo   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmuo   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        facge   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        facge   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        facgt   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        facgt   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        facle   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        facle   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        faclt   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        faclt   p5.s, p1/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        adr     x0, ind
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        whilelt p1.d, x2, x3
        mov     z10.d, z0.d
        fmad   z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmad   z10.d, p1/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fmad   z10.d, p0/m, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmsb   z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fmsb   z10.d, p1/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fmsb   z10.d, p0/m, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmad   z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmad   z10.d, p1/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmad   z10.d, p0/m, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmsb   z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmsb   z10.d, p1/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmsb   z10.d, p0/m, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmla   z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmla   z10.d, p1/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmla   z10.d, p0/m, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmls   z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        fnmls   z10.d, p1/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fnmls   z10.d, p0/m, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintn  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintp  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintm  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintz  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinta  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frintx  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.d, p0/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.d, p0/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        frinti  z10.d, p1/m, z0.d
        str     z10, [x20]
        addvl   x20, x20, #1
        fcmeq   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.d, p0/z, z0.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmeq   p5.d, p1/z, z1.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.d, p0/z, z0.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmne   p5.d, p1/z, z1.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.d, p0/z, z0.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmge   p5.d, p1/z, z1.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.d, p0/z, z0.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmgt   p5.d, p1/z, z1.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.d, p0/z, z0.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmlt   p5.d, p1/z, z1.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.d, p0/z, z0.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmle   p5.d, p1/z, z1.d, #0.0
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmuo   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        fcmuo   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        facge   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        facge   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        facgt   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        facgt   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        facle   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        facle   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        faclt   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        faclt   p5.d, p1/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
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
inh:
        .hword  0xfc00, 0x7c22, 0x3bff, 0xba00, 0x37ff, 0xfe33, 0xfe33, 0x3bff
        .hword  0xba00, 0x1, 0x3aa4, 0x3e00, 0x1, 0xfc00, 0xfc00, 0xba00
        .hword  0x0, 0xba00, 0xcd1b, 0x4926, 0x3bff, 0x3800, 0x4100, 0x1
        .hword  0x43f6, 0x7bff, 0x3800, 0xc03e, 0xc100, 0x3800, 0x6401, 0xfe33
        .hword  0x51d8, 0xb800, 0xba00, 0xc450, 0xc825, 0x7bff, 0x5cee, 0x3e00
        .hword  0xca1f, 0x4500, 0x7c22, 0x7bff, 0x1, 0x6401, 0x4100, 0x83ff
        .hword  0x5a63, 0xc100, 0x4b4f, 0xc6fb, 0x1, 0xba00, 0x7bff, 0xc100
        .hword  0x4500, 0xfc00, 0x40f5, 0x4ccc, 0x5999, 0x44be, 0x7c00, 0x3e00
        .hword  0xfe33, 0xb8c0, 0x7c22, 0xba00, 0x7c00, 0x3c8d, 0x4090, 0x548e
        .hword  0x7c00, 0x6401, 0xc171, 0xfc00, 0x3800, 0xc6d7, 0x7e11, 0x37ff
        .hword  0x3bff, 0x492a, 0x5744, 0x35e3, 0x1, 0x37ff, 0x1, 0x59c5
        .hword  0x5a1f, 0x1, 0x6401, 0x7e11, 0x4dcd, 0x4500, 0xcc39, 0x4c8d
ins:
        .word  0x7f800000, 0x80000000, 0x4b000001, 0x43801942, 0xbf000000, 0xc304def2, 0x3fc00000, 0x41a01703
        .word  0xc1a926dd, 0x3fc00000, 0xffc00033, 0xc0d3329a, 0x3f7fffff, 0x40c42949, 0x40f56d88, 0xc1bf7a77
        .word  0x7fc00011, 0x7f800000, 0xff800000, 0x80000000, 0xc138eed3, 0xcb7fffff, 0x3f7fffff, 0x3effffff
        .word  0xff800000, 0xbf000000, 0x42cff7c1, 0xc14b310e, 0xff800000, 0x7fc00011, 0x4230f6c5, 0xff800000
        .word  0x4b000001, 0xc072fc0d, 0xcb7fffff, 0x4b000001, 0xc27c1708, 0x80000000, 0x7f800000, 0x3effffff
        .word  0xffc00033, 0xbf400000, 0x4007db32, 0xc0f3fd53, 0x3e1ec211, 0x4170fb93, 0x40fb5cf8, 0xc0683be5
ind:
        .xword  0xbfe0000000000000, 0x1, 0x8000000000000000, 0x4066b70277393736, 0x3ff8000000000000, 0xfff0000000000000, 0xc0066ed75a887e6f, 0x3fefffffffffffff
        .xword  0x1, 0x4330000000000001, 0xc01ec7e7ba6f7360, 0xbfe0000000000000, 0x3ff8000000000000, 0x3fdfffffffffffff, 0x7ff8000000000011, 0x3fe0000000000000
        .xword  0xfff8000000000033, 0x1, 0xc02f9e1d2928cd9c, 0x0, 0xfff0000000000000, 0x405bf78f071d3828, 0xc0134faff7f0c60a, 0x3fefffffffffffff
out:    .space  65536
