// QEMU: compare
// assembler: clang
// Covers: SME2 saturating narrowing SQCVT/UQCVT/SQCVTU (concatenated) and SQCVTN/UQCVTN/SQCVTUN
// (interleaved), SQRSHR/UQRSHR/SQRSHRU and SQRSHRN/UQRSHRN/SQRSHRUN with the smallest, a middle
// and the largest shift: .s x2 -> .h, .s x4 -> .b, .d x4 -> .h. Inputs: 0, +-1, the signed and
// unsigned limits of every width and one beyond, rounding halfway points (383/384), random.
// CHECK: exit == 0
        .text
        .global _start
_start:
        smstart
        adr     x20, out
        adr     x0, ns
        ldr     z4, [x0, #2, mul vl]
        ldr     z5, [x0, #3, mul vl]
        sqcvt z1.h, {z4.s-z5.s}
        adr     x0, ns
        ldr     z8, [x0, #1, mul vl]
        ldr     z9, [x0, #2, mul vl]
        ldr     z10, [x0, #3, mul vl]
        ldr     z11, [x0, #4, mul vl]
        sqcvt z2.b, {z8.s-z11.s}
        adr     x0, nd
        ldr     z12, [x0, #1, mul vl]
        ldr     z13, [x0, #2, mul vl]
        ldr     z14, [x0, #3, mul vl]
        ldr     z15, [x0, #4, mul vl]
        sqcvt z3.h, {z12.d-z15.d}
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #5, mul vl]
        ldr     z5, [x0, #6, mul vl]
        uqcvt z1.h, {z4.s-z5.s}
        adr     x0, ns
        ldr     z8, [x0, #0, mul vl]
        ldr     z9, [x0, #1, mul vl]
        ldr     z10, [x0, #2, mul vl]
        ldr     z11, [x0, #3, mul vl]
        uqcvt z2.b, {z8.s-z11.s}
        adr     x0, nd
        ldr     z12, [x0, #3, mul vl]
        ldr     z13, [x0, #4, mul vl]
        ldr     z14, [x0, #5, mul vl]
        ldr     z15, [x0, #6, mul vl]
        uqcvt z3.h, {z12.d-z15.d}
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #0, mul vl]
        ldr     z5, [x0, #1, mul vl]
        sqcvtu z1.h, {z4.s-z5.s}
        adr     x0, ns
        ldr     z8, [x0, #2, mul vl]
        ldr     z9, [x0, #3, mul vl]
        ldr     z10, [x0, #4, mul vl]
        ldr     z11, [x0, #5, mul vl]
        sqcvtu z2.b, {z8.s-z11.s}
        adr     x0, nd
        ldr     z12, [x0, #1, mul vl]
        ldr     z13, [x0, #2, mul vl]
        ldr     z14, [x0, #3, mul vl]
        ldr     z15, [x0, #4, mul vl]
        sqcvtu z3.h, {z12.d-z15.d}
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #3, mul vl]
        ldr     z5, [x0, #4, mul vl]
        sqcvtn z1.h, {z4.s-z5.s}
        adr     x0, ns
        ldr     z8, [x0, #0, mul vl]
        ldr     z9, [x0, #1, mul vl]
        ldr     z10, [x0, #2, mul vl]
        ldr     z11, [x0, #3, mul vl]
        sqcvtn z2.b, {z8.s-z11.s}
        adr     x0, nd
        ldr     z12, [x0, #3, mul vl]
        ldr     z13, [x0, #4, mul vl]
        ldr     z14, [x0, #5, mul vl]
        ldr     z15, [x0, #6, mul vl]
        sqcvtn z3.h, {z12.d-z15.d}
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #0, mul vl]
        ldr     z5, [x0, #1, mul vl]
        uqcvtn z1.h, {z4.s-z5.s}
        adr     x0, ns
        ldr     z8, [x0, #1, mul vl]
        ldr     z9, [x0, #2, mul vl]
        ldr     z10, [x0, #3, mul vl]
        ldr     z11, [x0, #4, mul vl]
        uqcvtn z2.b, {z8.s-z11.s}
        adr     x0, nd
        ldr     z12, [x0, #1, mul vl]
        ldr     z13, [x0, #2, mul vl]
        ldr     z14, [x0, #3, mul vl]
        ldr     z15, [x0, #4, mul vl]
        uqcvtn z3.h, {z12.d-z15.d}
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #4, mul vl]
        ldr     z5, [x0, #5, mul vl]
        sqcvtun z1.h, {z4.s-z5.s}
        adr     x0, ns
        ldr     z8, [x0, #2, mul vl]
        ldr     z9, [x0, #3, mul vl]
        ldr     z10, [x0, #4, mul vl]
        ldr     z11, [x0, #5, mul vl]
        sqcvtun z2.b, {z8.s-z11.s}
        adr     x0, nd
        ldr     z12, [x0, #1, mul vl]
        ldr     z13, [x0, #2, mul vl]
        ldr     z14, [x0, #3, mul vl]
        ldr     z15, [x0, #4, mul vl]
        sqcvtun z3.h, {z12.d-z15.d}
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #1, mul vl]
        ldr     z5, [x0, #2, mul vl]
        sqrshr z1.h, {z4.s-z5.s}, #1
        adr     x0, ns
        ldr     z8, [x0, #0, mul vl]
        ldr     z9, [x0, #1, mul vl]
        ldr     z10, [x0, #2, mul vl]
        ldr     z11, [x0, #3, mul vl]
        sqrshr z2.b, {z8.s-z11.s}, #1
        adr     x0, nd
        ldr     z12, [x0, #3, mul vl]
        ldr     z13, [x0, #4, mul vl]
        ldr     z14, [x0, #5, mul vl]
        ldr     z15, [x0, #6, mul vl]
        sqrshr z3.h, {z12.d-z15.d}, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #2, mul vl]
        ldr     z5, [x0, #3, mul vl]
        sqrshr z1.h, {z4.s-z5.s}, #7
        adr     x0, ns
        ldr     z8, [x0, #3, mul vl]
        ldr     z9, [x0, #4, mul vl]
        ldr     z10, [x0, #5, mul vl]
        ldr     z11, [x0, #6, mul vl]
        sqrshr z2.b, {z8.s-z11.s}, #13
        adr     x0, nd
        ldr     z12, [x0, #3, mul vl]
        ldr     z13, [x0, #4, mul vl]
        ldr     z14, [x0, #5, mul vl]
        ldr     z15, [x0, #6, mul vl]
        sqrshr z3.h, {z12.d-z15.d}, #33
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #0, mul vl]
        ldr     z5, [x0, #1, mul vl]
        sqrshr z1.h, {z4.s-z5.s}, #16
        adr     x0, ns
        ldr     z8, [x0, #3, mul vl]
        ldr     z9, [x0, #4, mul vl]
        ldr     z10, [x0, #5, mul vl]
        ldr     z11, [x0, #6, mul vl]
        sqrshr z2.b, {z8.s-z11.s}, #32
        adr     x0, nd
        ldr     z12, [x0, #1, mul vl]
        ldr     z13, [x0, #2, mul vl]
        ldr     z14, [x0, #3, mul vl]
        ldr     z15, [x0, #4, mul vl]
        sqrshr z3.h, {z12.d-z15.d}, #64
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #1, mul vl]
        ldr     z5, [x0, #2, mul vl]
        uqrshr z1.h, {z4.s-z5.s}, #1
        adr     x0, ns
        ldr     z8, [x0, #1, mul vl]
        ldr     z9, [x0, #2, mul vl]
        ldr     z10, [x0, #3, mul vl]
        ldr     z11, [x0, #4, mul vl]
        uqrshr z2.b, {z8.s-z11.s}, #1
        adr     x0, nd
        ldr     z12, [x0, #1, mul vl]
        ldr     z13, [x0, #2, mul vl]
        ldr     z14, [x0, #3, mul vl]
        ldr     z15, [x0, #4, mul vl]
        uqrshr z3.h, {z12.d-z15.d}, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #3, mul vl]
        ldr     z5, [x0, #4, mul vl]
        uqrshr z1.h, {z4.s-z5.s}, #7
        adr     x0, ns
        ldr     z8, [x0, #1, mul vl]
        ldr     z9, [x0, #2, mul vl]
        ldr     z10, [x0, #3, mul vl]
        ldr     z11, [x0, #4, mul vl]
        uqrshr z2.b, {z8.s-z11.s}, #13
        adr     x0, nd
        ldr     z12, [x0, #3, mul vl]
        ldr     z13, [x0, #4, mul vl]
        ldr     z14, [x0, #5, mul vl]
        ldr     z15, [x0, #6, mul vl]
        uqrshr z3.h, {z12.d-z15.d}, #33
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #3, mul vl]
        ldr     z5, [x0, #4, mul vl]
        uqrshr z1.h, {z4.s-z5.s}, #16
        adr     x0, ns
        ldr     z8, [x0, #1, mul vl]
        ldr     z9, [x0, #2, mul vl]
        ldr     z10, [x0, #3, mul vl]
        ldr     z11, [x0, #4, mul vl]
        uqrshr z2.b, {z8.s-z11.s}, #32
        adr     x0, nd
        ldr     z12, [x0, #3, mul vl]
        ldr     z13, [x0, #4, mul vl]
        ldr     z14, [x0, #5, mul vl]
        ldr     z15, [x0, #6, mul vl]
        uqrshr z3.h, {z12.d-z15.d}, #64
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #2, mul vl]
        ldr     z5, [x0, #3, mul vl]
        sqrshru z1.h, {z4.s-z5.s}, #1
        adr     x0, ns
        ldr     z8, [x0, #0, mul vl]
        ldr     z9, [x0, #1, mul vl]
        ldr     z10, [x0, #2, mul vl]
        ldr     z11, [x0, #3, mul vl]
        sqrshru z2.b, {z8.s-z11.s}, #1
        adr     x0, nd
        ldr     z12, [x0, #0, mul vl]
        ldr     z13, [x0, #1, mul vl]
        ldr     z14, [x0, #2, mul vl]
        ldr     z15, [x0, #3, mul vl]
        sqrshru z3.h, {z12.d-z15.d}, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #3, mul vl]
        ldr     z5, [x0, #4, mul vl]
        sqrshru z1.h, {z4.s-z5.s}, #7
        adr     x0, ns
        ldr     z8, [x0, #2, mul vl]
        ldr     z9, [x0, #3, mul vl]
        ldr     z10, [x0, #4, mul vl]
        ldr     z11, [x0, #5, mul vl]
        sqrshru z2.b, {z8.s-z11.s}, #13
        adr     x0, nd
        ldr     z12, [x0, #1, mul vl]
        ldr     z13, [x0, #2, mul vl]
        ldr     z14, [x0, #3, mul vl]
        ldr     z15, [x0, #4, mul vl]
        sqrshru z3.h, {z12.d-z15.d}, #33
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #5, mul vl]
        ldr     z5, [x0, #6, mul vl]
        sqrshru z1.h, {z4.s-z5.s}, #16
        adr     x0, ns
        ldr     z8, [x0, #3, mul vl]
        ldr     z9, [x0, #4, mul vl]
        ldr     z10, [x0, #5, mul vl]
        ldr     z11, [x0, #6, mul vl]
        sqrshru z2.b, {z8.s-z11.s}, #32
        adr     x0, nd
        ldr     z12, [x0, #1, mul vl]
        ldr     z13, [x0, #2, mul vl]
        ldr     z14, [x0, #3, mul vl]
        ldr     z15, [x0, #4, mul vl]
        sqrshru z3.h, {z12.d-z15.d}, #64
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #0, mul vl]
        ldr     z5, [x0, #1, mul vl]
        sqrshrn z1.h, {z4.s-z5.s}, #1
        adr     x0, ns
        ldr     z8, [x0, #0, mul vl]
        ldr     z9, [x0, #1, mul vl]
        ldr     z10, [x0, #2, mul vl]
        ldr     z11, [x0, #3, mul vl]
        sqrshrn z2.b, {z8.s-z11.s}, #1
        adr     x0, nd
        ldr     z12, [x0, #3, mul vl]
        ldr     z13, [x0, #4, mul vl]
        ldr     z14, [x0, #5, mul vl]
        ldr     z15, [x0, #6, mul vl]
        sqrshrn z3.h, {z12.d-z15.d}, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #2, mul vl]
        ldr     z5, [x0, #3, mul vl]
        sqrshrn z1.h, {z4.s-z5.s}, #7
        adr     x0, ns
        ldr     z8, [x0, #3, mul vl]
        ldr     z9, [x0, #4, mul vl]
        ldr     z10, [x0, #5, mul vl]
        ldr     z11, [x0, #6, mul vl]
        sqrshrn z2.b, {z8.s-z11.s}, #13
        adr     x0, nd
        ldr     z12, [x0, #0, mul vl]
        ldr     z13, [x0, #1, mul vl]
        ldr     z14, [x0, #2, mul vl]
        ldr     z15, [x0, #3, mul vl]
        sqrshrn z3.h, {z12.d-z15.d}, #33
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #5, mul vl]
        ldr     z5, [x0, #6, mul vl]
        sqrshrn z1.h, {z4.s-z5.s}, #16
        adr     x0, ns
        ldr     z8, [x0, #0, mul vl]
        ldr     z9, [x0, #1, mul vl]
        ldr     z10, [x0, #2, mul vl]
        ldr     z11, [x0, #3, mul vl]
        sqrshrn z2.b, {z8.s-z11.s}, #32
        adr     x0, nd
        ldr     z12, [x0, #2, mul vl]
        ldr     z13, [x0, #3, mul vl]
        ldr     z14, [x0, #4, mul vl]
        ldr     z15, [x0, #5, mul vl]
        sqrshrn z3.h, {z12.d-z15.d}, #64
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #5, mul vl]
        ldr     z5, [x0, #6, mul vl]
        uqrshrn z1.h, {z4.s-z5.s}, #1
        adr     x0, ns
        ldr     z8, [x0, #3, mul vl]
        ldr     z9, [x0, #4, mul vl]
        ldr     z10, [x0, #5, mul vl]
        ldr     z11, [x0, #6, mul vl]
        uqrshrn z2.b, {z8.s-z11.s}, #1
        adr     x0, nd
        ldr     z12, [x0, #2, mul vl]
        ldr     z13, [x0, #3, mul vl]
        ldr     z14, [x0, #4, mul vl]
        ldr     z15, [x0, #5, mul vl]
        uqrshrn z3.h, {z12.d-z15.d}, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #1, mul vl]
        ldr     z5, [x0, #2, mul vl]
        uqrshrn z1.h, {z4.s-z5.s}, #7
        adr     x0, ns
        ldr     z8, [x0, #2, mul vl]
        ldr     z9, [x0, #3, mul vl]
        ldr     z10, [x0, #4, mul vl]
        ldr     z11, [x0, #5, mul vl]
        uqrshrn z2.b, {z8.s-z11.s}, #13
        adr     x0, nd
        ldr     z12, [x0, #2, mul vl]
        ldr     z13, [x0, #3, mul vl]
        ldr     z14, [x0, #4, mul vl]
        ldr     z15, [x0, #5, mul vl]
        uqrshrn z3.h, {z12.d-z15.d}, #33
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #5, mul vl]
        ldr     z5, [x0, #6, mul vl]
        uqrshrn z1.h, {z4.s-z5.s}, #16
        adr     x0, ns
        ldr     z8, [x0, #0, mul vl]
        ldr     z9, [x0, #1, mul vl]
        ldr     z10, [x0, #2, mul vl]
        ldr     z11, [x0, #3, mul vl]
        uqrshrn z2.b, {z8.s-z11.s}, #32
        adr     x0, nd
        ldr     z12, [x0, #2, mul vl]
        ldr     z13, [x0, #3, mul vl]
        ldr     z14, [x0, #4, mul vl]
        ldr     z15, [x0, #5, mul vl]
        uqrshrn z3.h, {z12.d-z15.d}, #64
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #3, mul vl]
        ldr     z5, [x0, #4, mul vl]
        sqrshrun z1.h, {z4.s-z5.s}, #1
        adr     x0, ns
        ldr     z8, [x0, #0, mul vl]
        ldr     z9, [x0, #1, mul vl]
        ldr     z10, [x0, #2, mul vl]
        ldr     z11, [x0, #3, mul vl]
        sqrshrun z2.b, {z8.s-z11.s}, #1
        adr     x0, nd
        ldr     z12, [x0, #2, mul vl]
        ldr     z13, [x0, #3, mul vl]
        ldr     z14, [x0, #4, mul vl]
        ldr     z15, [x0, #5, mul vl]
        sqrshrun z3.h, {z12.d-z15.d}, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #5, mul vl]
        ldr     z5, [x0, #6, mul vl]
        sqrshrun z1.h, {z4.s-z5.s}, #7
        adr     x0, ns
        ldr     z8, [x0, #2, mul vl]
        ldr     z9, [x0, #3, mul vl]
        ldr     z10, [x0, #4, mul vl]
        ldr     z11, [x0, #5, mul vl]
        sqrshrun z2.b, {z8.s-z11.s}, #13
        adr     x0, nd
        ldr     z12, [x0, #3, mul vl]
        ldr     z13, [x0, #4, mul vl]
        ldr     z14, [x0, #5, mul vl]
        ldr     z15, [x0, #6, mul vl]
        sqrshrun z3.h, {z12.d-z15.d}, #33
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x0, ns
        ldr     z4, [x0, #4, mul vl]
        ldr     z5, [x0, #5, mul vl]
        sqrshrun z1.h, {z4.s-z5.s}, #16
        adr     x0, ns
        ldr     z8, [x0, #3, mul vl]
        ldr     z9, [x0, #4, mul vl]
        ldr     z10, [x0, #5, mul vl]
        ldr     z11, [x0, #6, mul vl]
        sqrshrun z2.b, {z8.s-z11.s}, #32
        adr     x0, nd
        ldr     z12, [x0, #3, mul vl]
        ldr     z13, [x0, #4, mul vl]
        ldr     z14, [x0, #5, mul vl]
        ldr     z15, [x0, #6, mul vl]
        sqrshrun z3.h, {z12.d-z15.d}, #64
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        smstop
        adr     x1, out
        sub     x2, x20, x1
        mov     x0, #1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0

        .data
        .balign 16
ns:
        .byte   0xa9, 0xa8, 0x7a, 0xfe, 0x00, 0xc0, 0x56, 0x32, 0xe4, 0x7d, 0x01, 0x00, 0x80, 0xff, 0xff, 0xff
        .byte   0xd0, 0x11, 0xf2, 0xff, 0x9b, 0xf7, 0x05, 0x9f, 0x00, 0x80, 0x35, 0x1e, 0x75, 0x4f, 0xce, 0x5d
        .byte   0xac, 0xd0, 0xd0, 0x71, 0x00, 0x6c, 0x9d, 0xfe, 0x80, 0xb4, 0x70, 0x00, 0x65, 0x08, 0x04, 0x35
        .byte   0x6d, 0x56, 0xc8, 0x79, 0x00, 0xa0, 0x15, 0x12, 0x00, 0x0c, 0xac, 0xfd, 0x80, 0xff, 0xff, 0xff
        .byte   0xf2, 0x24, 0x4a, 0xab, 0xb8, 0x40, 0x2f, 0x22, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1a, 0xae, 0x00
        .byte   0xd7, 0x80, 0x6f, 0x29, 0xff, 0x7f, 0xff, 0xff, 0x00, 0x80, 0xff, 0xff, 0x00, 0x80, 0x0e, 0x04
        .byte   0xe8, 0x52, 0xff, 0xff, 0x0b, 0x90, 0xdb, 0x13, 0x39, 0xd8, 0xf6, 0xab, 0xff, 0x7f, 0xff, 0x7f
        .byte   0x00, 0x80, 0x18, 0x05, 0xa6, 0x8f, 0xa9, 0xda, 0x00, 0x58, 0x1b, 0x04, 0x00, 0x84, 0x46, 0x00
        .byte   0xae, 0x3a, 0x1d, 0xb5, 0x1b, 0x0b, 0x71, 0x0d, 0x00, 0xc0, 0xf7, 0xc4, 0x00, 0xb5, 0x6a, 0x00
        .byte   0x7f, 0x01, 0x00, 0x00, 0xf7, 0x39, 0x12, 0x2b, 0x00, 0x80, 0x36, 0x19, 0x0d, 0x93, 0x0b, 0x30
        .byte   0x10, 0x91, 0x7c, 0x68, 0x00, 0x0b, 0xc1, 0x00, 0x40, 0xf6, 0x34, 0x00, 0x12, 0xa0, 0x9b, 0x6d
        .byte   0xff, 0x7f, 0xff, 0xff, 0x88, 0x60, 0xfe, 0xff, 0x6d, 0xf9, 0x39, 0xf5, 0x7f, 0xe5, 0xaf, 0x72
        .byte   0x97, 0x30, 0x03, 0x62, 0x00, 0x6c, 0x99, 0xff, 0x6d, 0x57, 0x00, 0x00, 0x7f, 0x00, 0x00, 0x00
        .byte   0x7f, 0x00, 0x00, 0x00, 0xe6, 0x6b, 0x22, 0x31, 0x70, 0xa2, 0xfa, 0xff, 0x85, 0x2a, 0xe2, 0x5e
        .byte   0x00, 0xe0, 0x15, 0x03, 0xbe, 0xa4, 0xd4, 0xbb, 0x00, 0x9e, 0x0f, 0x02, 0x7f, 0x01, 0x00, 0x00
        .byte   0xff, 0x7f, 0xff, 0x7f, 0x4d, 0xda, 0x24, 0xa0, 0x7f, 0x01, 0x00, 0x00, 0x7f, 0xff, 0xff, 0xff
        .byte   0xff, 0xff, 0xff, 0x7f, 0x98, 0xdf, 0xa9, 0x0f, 0x8f, 0x02, 0xb7, 0xc3, 0xad, 0x9a, 0x7b, 0xe1
        .byte   0xf9, 0xe4, 0xe3, 0x3a, 0x7f, 0xfe, 0xff, 0xff, 0x00, 0xd0, 0x71, 0x05, 0xe3, 0x5f, 0x27, 0x73
        .byte   0xd7, 0x61, 0x62, 0xac, 0x00, 0x00, 0x01, 0x00, 0x90, 0xda, 0x4a, 0x8a, 0x68, 0x82, 0x54, 0xe3
        .byte   0x3a, 0x38, 0xda, 0xb2, 0x1b, 0x21, 0x65, 0xa0, 0x00, 0x80, 0xff, 0xff, 0x09, 0x5a, 0xb2, 0x93
        .byte   0x7f, 0xff, 0x00, 0x00, 0xcd, 0x64, 0x0e, 0x9c, 0x80, 0xff, 0xff, 0xff, 0x41, 0x84, 0x5b, 0x9c
        .byte   0x8e, 0x1e, 0xe4, 0xe4, 0xd5, 0xae, 0x3f, 0x3a, 0x00, 0xc3, 0xe0, 0xff, 0x12, 0xed, 0x86, 0x3d
        .byte   0x7f, 0xff, 0xff, 0xff, 0x00, 0x00, 0xf6, 0x29, 0x12, 0x61, 0xf9, 0x9e, 0xff, 0x7f, 0xff, 0x7f
        .byte   0x00, 0x01, 0x00, 0x00, 0x58, 0x31, 0x08, 0x00, 0x00, 0x20, 0x2d, 0x12, 0x00, 0xa0, 0xcd, 0x01
        .byte   0x7f, 0xff, 0xff, 0xff, 0x00, 0x1c, 0xfe, 0x00, 0x00, 0x00, 0x01, 0x00, 0xe4, 0x24, 0xac, 0xe1
        .byte   0x4e, 0x09, 0x00, 0x00, 0x78, 0x63, 0xfa, 0xff, 0x80, 0x01, 0x00, 0x00, 0x99, 0x3f, 0xfc, 0xc0
        .byte   0x5d, 0x32, 0x9a, 0x26, 0x95, 0x51, 0xb6, 0x2a, 0x86, 0x91, 0x2f, 0x06, 0x1c, 0x34, 0x86, 0x17
        .byte   0xe0, 0xa5, 0xe9, 0xff, 0x00, 0x00, 0x00, 0x00, 0x7a, 0xb8, 0xd9, 0xd2, 0x38, 0x19, 0x6b, 0xfe
        .byte   0x73, 0x01, 0x46, 0x99, 0x00, 0x50, 0xa6, 0xef, 0x00, 0x70, 0xfc, 0x08, 0xbc, 0x1e, 0xfc, 0x63
        .byte   0xff, 0x7f, 0xff, 0x7f, 0x00, 0x00, 0x00, 0x00, 0x9b, 0xcd, 0x00, 0x2e, 0xba, 0x1b, 0xcf, 0xf9
        .byte   0xff, 0x00, 0x00, 0x00, 0x01, 0x1f, 0x6c, 0x87, 0x7f, 0xff, 0x00, 0x00, 0x54, 0xa4, 0xd2, 0xfc
        .byte   0x3e, 0x16, 0x78, 0x2d, 0x20, 0x6d, 0x49, 0x25, 0x6e, 0x1c, 0x1a, 0xe3, 0x00, 0x96, 0x7a, 0xff
nd:
        .byte   0x00, 0x00, 0x00, 0xfa, 0xf7, 0x01, 0x00, 0x00, 0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        .byte   0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00
        .byte   0x00, 0x00, 0x00, 0x10, 0x76, 0xf1, 0xff, 0xff, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        .byte   0x00, 0x00, 0x00, 0xc0, 0x40, 0x20, 0x00, 0x00, 0x7e, 0x1d, 0x19, 0xeb, 0x61, 0x5d, 0x68, 0xd3
        .byte   0x46, 0xe4, 0xf0, 0x6b, 0xeb, 0x3c, 0x15, 0xb3, 0x60, 0x97, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00
        .byte   0x7f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x5e, 0x96, 0x9a, 0x7f, 0x19, 0x9a, 0x33, 0xc1
        .byte   0x00, 0x00, 0x80, 0xbf, 0xfe, 0xff, 0xff, 0xff, 0x98, 0x33, 0x37, 0xb2, 0xd0, 0xf3, 0xd3, 0x07
        .byte   0xc3, 0xc8, 0xf5, 0xfc, 0xde, 0xf9, 0xf1, 0x34, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80
        .byte   0xff, 0x7f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xd4, 0x79, 0xa6, 0xe4, 0x01, 0x36, 0x4e, 0x1e
        .byte   0x83, 0x2a, 0x36, 0x48, 0x20, 0xf4, 0xf3, 0x50, 0xae, 0xde, 0x89, 0x91, 0xd7, 0xbd, 0xe5, 0xf4
        .byte   0x32, 0x68, 0xee, 0x03, 0x14, 0x75, 0x18, 0x9d, 0x80, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
        .byte   0x08, 0x7a, 0x8b, 0x5d, 0x12, 0x28, 0x71, 0xb5, 0x00, 0x00, 0x00, 0x00, 0xc4, 0x12, 0x01, 0x00
        .byte   0x00, 0x00, 0xc0, 0x56, 0x03, 0x00, 0x00, 0x00, 0x10, 0xec, 0xa7, 0xe1, 0x7e, 0x58, 0x10, 0x91
        .byte   0xff, 0x7f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
        .byte   0xff, 0x7f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x45, 0x3e, 0xa0, 0x12, 0x1b, 0x8e, 0xed, 0x7e
        .byte   0x00, 0xef, 0xf7, 0x00, 0x00, 0x00, 0x00, 0x00, 0xd4, 0x03, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00
        .byte   0x46, 0xe4, 0xfd, 0xff, 0xff, 0xff, 0xff, 0xff, 0x80, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
        .byte   0x00, 0x80, 0xaf, 0xa6, 0xff, 0xff, 0xff, 0xff, 0x54, 0x4d, 0x46, 0x1d, 0x93, 0x7d, 0xcb, 0x28
        .byte   0xaf, 0x94, 0x22, 0x52, 0x14, 0xe1, 0x21, 0x03, 0x00, 0x80, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
        .byte   0x00, 0x00, 0x00, 0x00, 0x00, 0x6c, 0x0a, 0x00, 0xa3, 0x51, 0x7b, 0x5b, 0xca, 0xca, 0xc0, 0x26
        .byte   0xca, 0x46, 0x8d, 0xf2, 0xb7, 0xd3, 0xf2, 0x67, 0xfe, 0x13, 0x4a, 0x7f, 0x44, 0xa9, 0x16, 0x28
        .byte   0x7a, 0xe7, 0x9e, 0x3e, 0x2d, 0x17, 0x8a, 0x7c, 0x34, 0x52, 0xb7, 0xe8, 0x32, 0x93, 0x4e, 0xbc
        .byte   0x59, 0xe9, 0x78, 0xb9, 0x6a, 0x45, 0x99, 0x33, 0x00, 0x00, 0x70, 0x90, 0x09, 0x00, 0x00, 0x00
        .byte   0xce, 0xd1, 0xf9, 0xbb, 0x63, 0x51, 0x69, 0x44, 0x80, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        .byte   0xea, 0xe9, 0x26, 0x41, 0xea, 0xae, 0x8d, 0x0b, 0xbc, 0xe7, 0xfe, 0xff, 0xff, 0xff, 0xff, 0xff
        .byte   0x7b, 0x09, 0x3e, 0x2b, 0xf5, 0xc7, 0x3d, 0x0a, 0xd6, 0x83, 0x8c, 0x8a, 0xb8, 0x10, 0x3e, 0x57
        .byte   0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x42, 0x65, 0xa1, 0x97, 0xa0, 0x5a, 0x9a, 0xb1
        .byte   0x00, 0x80, 0xff, 0x7f, 0x00, 0x00, 0x00, 0x00, 0x00, 0xe0, 0x97, 0x10, 0x00, 0x00, 0x00, 0x00
        .byte   0xc9, 0x80, 0x02, 0xde, 0x68, 0xf1, 0x2a, 0xed, 0x5f, 0xba, 0xd5, 0x04, 0x11, 0xb8, 0xdc, 0xa3
        .byte   0x00, 0x00, 0xe0, 0x5a, 0xfa, 0xff, 0xff, 0xff, 0x6d, 0xc8, 0xaa, 0xa5, 0x94, 0xf9, 0x13, 0x10
        .byte   0x7f, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0x7f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
        .byte   0x00, 0x00, 0x9a, 0xda, 0xff, 0xff, 0xff, 0xff, 0x58, 0xd7, 0x6f, 0x30, 0x70, 0x9a, 0x0f, 0x1f
        .bss
        .balign 16
out:    .skip   65536
