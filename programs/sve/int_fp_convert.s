// QEMU: compare
// Covers: SVE SCVTF/UCVTF and FCVTZS/FCVTZU, every size pair (.h<-.h/.s/.d, .s<-.s/.d,
// .d<-.s/.d for int to FP; .h/.s/.d<-.h, .s/.d<-.s, .s/.d<-.d for FP to int), merging under
// all-true and partial (first 3 containers) predicates, out of streaming mode (VL 512) and in it
// (SVL 256): round to nearest even from 64-bit integers (2^53+1, 2^63+2^39+1), overflow to inf in
// .h, round toward zero with saturation at both ends, NaN (quiet, signalling) -> 0, +-inf, -0,
// subnormals. Output: each result register.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        ptrue   p0.b
        mov     x2, #0
        mov     x3, #3
        adr     x0, ih
        ldr     z2, [x0]
        adr     x0, fh
        ldr     z12, [x0]
        ldr     z22, [x0, #1, mul vl]
        adr     x0, is
        ldr     z4, [x0]
        adr     x0, fs
        ldr     z14, [x0]
        ldr     z24, [x0, #1, mul vl]
        adr     x0, id
        ldr     z8, [x0]
        adr     x0, fd
        ldr     z18, [x0]
        ldr     z28, [x0, #1, mul vl]
        whilelt p1.h, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.h, p0/m, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.h, p1/m, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.h, p0/m, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.h, p1/m, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.s, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.h, p0/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.h, p1/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.h, p0/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.h, p1/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.h, p0/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.h, p1/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.h, p0/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.h, p1/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.s, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.s, p0/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.s, p1/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.s, p0/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.s, p1/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.d, p0/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.d, p1/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.d, p0/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.d, p1/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.s, p0/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.s, p1/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.s, p0/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.s, p1/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.d, p0/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.d, p1/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.d, p0/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.d, p1/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.h, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.h, p0/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.h, p0/m, z22.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.h, p1/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.h, p0/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.h, p0/m, z22.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.h, p1/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.s, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.s, p0/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.s, p0/m, z22.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.s, p1/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p0/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p0/m, z22.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p1/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.d, p0/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.d, p0/m, z22.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.d, p1/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p0/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p0/m, z22.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p1/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.s, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.s, p0/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.s, p0/m, z24.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.s, p1/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p0/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p0/m, z24.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p1/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.d, p0/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.d, p0/m, z24.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.d, p1/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p0/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p0/m, z24.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p1/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.s, p0/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.s, p0/m, z28.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.s, p1/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p0/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p0/m, z28.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p1/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.d, p0/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.d, p0/m, z28.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.d, p1/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p0/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p0/m, z28.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p1/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        smstart sm
        ptrue   p0.b
        mov     x2, #0
        mov     x3, #3
        adr     x0, ih
        ldr     z2, [x0]
        adr     x0, fh
        ldr     z12, [x0]
        ldr     z22, [x0, #1, mul vl]
        adr     x0, is
        ldr     z4, [x0]
        adr     x0, fs
        ldr     z14, [x0]
        ldr     z24, [x0, #1, mul vl]
        adr     x0, id
        ldr     z8, [x0]
        adr     x0, fd
        ldr     z18, [x0]
        ldr     z28, [x0, #1, mul vl]
        whilelt p1.h, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.h, p0/m, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.h, p1/m, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.h, p0/m, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.h, p1/m, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.s, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.h, p0/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.h, p1/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.h, p0/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.h, p1/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.h, p0/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.h, p1/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.h, p0/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.h, p1/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.s, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.s, p0/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.s, p1/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.s, p0/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.s, p1/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.d, p0/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.d, p1/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.d, p0/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.d, p1/m, z4.s
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.s, p0/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.s, p1/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.s, p0/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.s, p1/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z12.d
        scvtf   z10.d, p0/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        scvtf   z10.d, p1/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.d, p0/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z12.d
        ucvtf   z10.d, p1/m, z8.d
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.h, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.h, p0/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.h, p0/m, z22.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.h, p1/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.h, p0/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.h, p0/m, z22.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.h, p1/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.s, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.s, p0/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.s, p0/m, z22.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.s, p1/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p0/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p0/m, z22.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p1/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.d, p0/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.d, p0/m, z22.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.d, p1/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p0/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p0/m, z22.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p1/m, z12.h
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.s, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.s, p0/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.s, p0/m, z24.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.s, p1/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p0/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p0/m, z24.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p1/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.d, p0/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.d, p0/m, z24.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.d, p1/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p0/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p0/m, z24.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p1/m, z14.s
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.s, p0/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.s, p0/m, z28.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.s, p1/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p0/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p0/m, z28.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.s, p1/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        whilelt p1.d, x2, x3
        mov     z10.d, z2.d
        fcvtzs  z10.d, p0/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.d, p0/m, z28.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzs  z10.d, p1/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p0/m, z18.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p0/m, z28.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        fcvtzu  z10.d, p1/m, z18.d
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
ih:
        .hword  0xfff7, 0x1001, 0x10c6, 0xe8a8, 0x4265, 0x8000, 0x7863, 0xfff7
        .hword  0x7fff, 0x7fff, 0x85ef, 0x0, 0x1064, 0x0, 0x0, 0x44f9
        .hword  0x801, 0xebcd, 0x1001, 0x2257, 0x18f2, 0x1001, 0x801, 0xdaf0
        .hword  0xfff7, 0x92f3, 0x801, 0x8001, 0xedcf, 0xffff, 0xabd8, 0xb2d8
fh:
        .hword  0x4ef8, 0x0, 0x47fb, 0x7d01, 0xfc00, 0xfc00, 0x8000, 0xfc00
        .hword  0x7c00, 0x58e8, 0xe3ed, 0x7c00, 0xfc00, 0xfc00, 0xb800, 0xe4e2
        .hword  0x7c00, 0xe382, 0x5b70, 0x7c00, 0x7c00, 0xcdf6, 0xfc00, 0xe626
        .hword  0x3e00, 0xfc00, 0xfc00, 0xd6f1, 0x7c00, 0xe3db, 0xbb14, 0x7c00
        .hword  0x7c00, 0xe99c, 0x7c00, 0x7d01, 0xfbff, 0xf800, 0x7c00, 0x7c00
        .hword  0x7e00, 0x7162, 0xbbec, 0xe568, 0xfc00, 0xce0b, 0x7bff, 0xf409
        .hword  0x7800, 0x5b38, 0x0, 0xb800, 0x7c00, 0x3e00, 0xfc00, 0x7c00
        .hword  0x8000, 0x7c00, 0xe55d, 0xca4a, 0xfc00, 0x7e00, 0x7c00, 0xb64d
is:
        .word  0x7fffff80, 0xa9b9876d, 0xf69f28d8, 0x1000001, 0xdc8d4dd1, 0x1000001, 0x1eb81432, 0xb8a276b
        .word  0xfffffffe, 0xe5856cfa, 0x6e0d0eb1, 0x0, 0x1, 0xffffffff, 0x0, 0xffffff
fs:
        .word  0x7149f2ca, 0x80000000, 0xdf000000, 0x7f800101, 0xbf000000, 0x0, 0x3fc00000, 0x483353a8
        .word  0x5f800000, 0xc528c68b, 0x7149f2ca, 0xcf000000, 0x477fe000, 0xc891f45a, 0xc884f423, 0x7f800000
        .word  0xc1c6a897, 0x3f000000, 0xc77fe000, 0x7f800101, 0xc77fe000, 0x477fe000, 0x80000000, 0x116c2
        .word  0x418dbd92, 0xc77fe000, 0xf149f2ca, 0xc78c5098, 0xc3cd381e, 0x44c30860, 0x116c2, 0x7fc00000
id:
        .xword  0xffffffff, 0x8000008000000001, 0x1000001, 0x7fffffffffffffff, 0x535838c4efbd6b85, 0xffffffff, 0x1f17692a431e35e8, 0x1
fd:
        .xword  0x402bc88635ef3127, 0x3ff015fe494db5ab, 0xc3e0000000000000, 0x7ff0000000000101, 0xc098cc918bde7300, 0xc110b01122308e15, 0x41efffffffe00000, 0xc1077fdeb23cac20
        .xword  0x0, 0x0, 0x409f845de8a10c31, 0x7ff0000000000101, 0xc0e0001000000000, 0x43e0000000000000, 0xc002e0555cac5886, 0xc3e0000000000000
out:    .space  65536
