// QEMU: compare
// Covers: SVE integer forms that SME kernels use, out of streaming mode (VL 512) and in it
// (SVL 256): SMAX/UMAX/SMIN/UMIN (predicated and #imm), SQADD/UQADD/SQSUB/UQSUB (vectors and
// #imm, saturating at both ends), SUBR, MLA/MLS/MAD/MSB, ABS/NEG/CNOT/NOT, ASR/LSR/LSL (#imm
// at the bounds, vectors with amounts beyond the element size, wide .d amounts, reversed
// ASRR/LSRR/LSLR), SDOT/UDOT (vectors and indexed); CMP<cc> (vectors, wide, signed and unsigned
// immediates, swapped aliases) with NZCV, PTEST, BRKA/BRKB (/z, /m, S), BRKN(S), BRKPA/BRKPB(S),
// PFIRST, PNEXT. Partial predicates: the first 5 elements. Output: each result register,
// predicate and NZCV.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x0, zin
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        ldr     z3, [x0, #3, mul vl]
        mov     x2, #0
        mov     x3, #5
        whilelt p1.b, x2, x3      // first 5 .b elements
        whilelt p2.h, x2, x3      // first 5 .h elements
        whilelt p3.s, x2, x3      // first 5 .s elements
        whilelt p4.d, x2, x3      // first 5 .d elements
        ptrue   p0.b
        mov     z10.d, z0.d
        smax z10.b, p1/m, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.b, p1/m, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.b, p1/m, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.b, p1/m, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.b, z10.b, #-3
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.b, z10.b, #100
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.b, z10.b, #200
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.b, z10.b, #7
        str     z10, [x20]
        addvl   x20, x20, #1
        sqadd   z10.b, z0.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqadd z10.b, z10.b, #255
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqadd z10.b, z10.b, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqadd   z10.b, z0.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqadd z10.b, z10.b, #255
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqadd z10.b, z10.b, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        sqsub   z10.b, z0.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqsub z10.b, z10.b, #255
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqsub z10.b, z10.b, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqsub   z10.b, z0.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqsub z10.b, z10.b, #255
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqsub z10.b, z10.b, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.b, p1/m, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.b, z10.b, #250
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mla z10.b, p1/m, z1.b, z2.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mls z10.b, p0/m, z1.b, z2.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mad z10.b, p1/m, z1.b, z2.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        msb z10.b, p0/m, z1.b, z2.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        abs z10.b, p1/m, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        neg z10.b, p1/m, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        cnot z10.b, p1/m, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        not z10.b, p1/m, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.b, z0.b, #8
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.b, z0.b, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.b, p1/m, z10.b, #4
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.b, p0/m, z10.b, z3.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        asrr z10.b, p1/m, z10.b, z3.b
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.b, z0.b, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.b, p1/m, z10.b, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.b, z0.b, #8
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.b, z0.b, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.b, p1/m, z10.b, #4
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.b, p0/m, z10.b, z3.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lsrr z10.b, p1/m, z10.b, z3.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.b, z0.b, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.b, p1/m, z10.b, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.b, z0.b, #7
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.b, z0.b, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.b, p1/m, z10.b, #3
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.b, p0/m, z10.b, z3.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lslr z10.b, p1/m, z10.b, z3.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.b, z0.b, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.b, p1/m, z10.b, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.h, p2/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.h, p2/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.h, p2/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.h, p2/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.h, z10.h, #-3
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.h, z10.h, #100
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.h, z10.h, #200
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.h, z10.h, #7
        str     z10, [x20]
        addvl   x20, x20, #1
        sqadd   z10.h, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqadd z10.h, z10.h, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqadd z10.h, z10.h, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqadd   z10.h, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqadd z10.h, z10.h, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqadd z10.h, z10.h, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        sqsub   z10.h, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqsub z10.h, z10.h, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqsub z10.h, z10.h, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqsub   z10.h, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqsub z10.h, z10.h, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqsub z10.h, z10.h, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.h, p2/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.h, z10.h, #250
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mla z10.h, p2/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mls z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mad z10.h, p2/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        msb z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        abs z10.h, p2/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        neg z10.h, p2/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        cnot z10.h, p2/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        not z10.h, p2/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.h, z0.h, #16
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.h, z0.h, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.h, p2/m, z10.h, #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.h, p0/m, z10.h, z3.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        asrr z10.h, p2/m, z10.h, z3.h
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.h, z0.h, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.h, p2/m, z10.h, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.h, z0.h, #16
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.h, z0.h, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.h, p2/m, z10.h, #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.h, p0/m, z10.h, z3.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lsrr z10.h, p2/m, z10.h, z3.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.h, z0.h, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.h, p2/m, z10.h, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.h, z0.h, #15
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.h, z0.h, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.h, p2/m, z10.h, #7
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.h, p0/m, z10.h, z3.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lslr z10.h, p2/m, z10.h, z3.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.h, z0.h, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.h, p2/m, z10.h, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.s, p3/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.s, p3/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.s, p3/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.s, p3/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.s, z10.s, #-3
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.s, z10.s, #100
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.s, z10.s, #200
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.s, z10.s, #7
        str     z10, [x20]
        addvl   x20, x20, #1
        sqadd   z10.s, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqadd z10.s, z10.s, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqadd z10.s, z10.s, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqadd   z10.s, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqadd z10.s, z10.s, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqadd z10.s, z10.s, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        sqsub   z10.s, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqsub z10.s, z10.s, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqsub z10.s, z10.s, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqsub   z10.s, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqsub z10.s, z10.s, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqsub z10.s, z10.s, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.s, p3/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.s, z10.s, #250
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mla z10.s, p3/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mls z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mad z10.s, p3/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        msb z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        abs z10.s, p3/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        neg z10.s, p3/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        cnot z10.s, p3/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        not z10.s, p3/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.s, z0.s, #32
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.s, z0.s, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.s, p3/m, z10.s, #16
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.s, p0/m, z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        asrr z10.s, p3/m, z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.s, z0.s, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.s, p3/m, z10.s, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.s, z0.s, #32
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.s, z0.s, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.s, p3/m, z10.s, #16
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.s, p0/m, z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lsrr z10.s, p3/m, z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.s, z0.s, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.s, p3/m, z10.s, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.s, z0.s, #31
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.s, z0.s, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.s, p3/m, z10.s, #15
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.s, p0/m, z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lslr z10.s, p3/m, z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.s, z0.s, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.s, p3/m, z10.s, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.d, p4/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.d, p4/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.d, p4/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.d, p4/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.d, z10.d, #-3
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.d, z10.d, #100
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.d, z10.d, #200
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.d, z10.d, #7
        str     z10, [x20]
        addvl   x20, x20, #1
        sqadd   z10.d, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqadd z10.d, z10.d, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqadd z10.d, z10.d, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqadd   z10.d, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqadd z10.d, z10.d, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqadd z10.d, z10.d, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        sqsub   z10.d, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqsub z10.d, z10.d, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqsub z10.d, z10.d, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqsub   z10.d, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqsub z10.d, z10.d, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqsub z10.d, z10.d, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.d, p4/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.d, z10.d, #250
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mla z10.d, p4/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mls z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mad z10.d, p4/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        msb z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        abs z10.d, p4/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        neg z10.d, p4/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        cnot z10.d, p4/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        not z10.d, p4/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.d, z0.d, #64
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.d, z0.d, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.d, p4/m, z10.d, #32
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.d, p0/m, z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        asrr z10.d, p4/m, z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.d, z0.d, #64
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.d, z0.d, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.d, p4/m, z10.d, #32
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.d, p0/m, z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lsrr z10.d, p4/m, z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.d, z0.d, #63
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.d, z0.d, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.d, p4/m, z10.d, #31
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.d, p0/m, z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lslr z10.d, p4/m, z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        sdot z10.s, z0.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        sdot z10.d, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        sdot z10.s, z0.b, z1.b[3]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        sdot z10.s, z0.b, z1.b[1]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        sdot z10.d, z0.h, z1.h[1]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        sdot z10.d, z0.h, z1.h[0]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        udot z10.s, z0.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        udot z10.d, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        udot z10.s, z0.b, z1.b[3]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        udot z10.s, z0.b, z1.b[1]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        udot z10.d, z0.h, z1.h[1]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        udot z10.d, z0.h, z1.h[0]
        str     z10, [x20]
        addvl   x20, x20, #1
        cmpeq   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.b, p0/z, z0.b, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.b, p0/z, z0.b, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.b, p0/z, z0.b, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.b, p0/z, z0.b, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.b, p0/z, z0.b, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.b, p0/z, z0.b, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.b, p0/z, z0.b, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.b, p0/z, z0.b, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.b, p0/z, z0.b, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.b, p0/z, z0.b, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.b, p1/z, z0.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p6.b
        cmpeq   p5.b, p6/z, z0.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.h, p0/z, z0.h, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.h, p0/z, z0.h, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.h, p0/z, z0.h, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.h, p0/z, z0.h, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.h, p0/z, z0.h, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.h, p0/z, z0.h, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.h, p0/z, z0.h, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.h, p0/z, z0.h, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.h, p0/z, z0.h, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.h, p0/z, z0.h, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.h, p2/z, z0.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p6.b
        cmpeq   p5.h, p6/z, z0.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.s, p0/z, z0.s, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.s, p0/z, z0.s, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.s, p0/z, z0.s, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.s, p0/z, z0.s, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.s, p0/z, z0.s, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.s, p0/z, z0.s, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.s, p0/z, z0.s, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.s, p0/z, z0.s, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.s, p0/z, z0.s, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.s, p0/z, z0.s, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.s, p3/z, z0.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p6.b
        cmpeq   p5.s, p6/z, z0.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.d, p0/z, z0.d, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.d, p0/z, z0.d, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.d, p0/z, z0.d, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.d, p0/z, z0.d, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.d, p0/z, z0.d, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.d, p0/z, z0.d, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.d, p0/z, z0.d, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.d, p0/z, z0.d, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.d, p0/z, z0.d, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.d, p0/z, z0.d, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.d, p4/z, z0.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p6.b
        cmpeq   p5.d, p6/z, z0.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p6.b, p0/z, z0.b, #100
        cmplo   p7.b, p0/z, z1.b, #30
        ptest   p0, p6.b
        str     p6, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        ptest   p7, p6.b
        str     p6, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        ptest   p1, p7.b
        str     p7, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p7.b
        brka    p8.b, p6/z, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p7.b
        brkb    p8.b, p6/z, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p7.b
        brka    p8.b, p6/m, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p7.b
        brkb    p8.b, p6/m, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkas   p8.b, p6/z, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkas   p8.b, p0/z, p2.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkbs   p8.b, p6/z, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkbs   p8.b, p0/z, p2.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p6.b
        brkn   p8.b, p7/z, p7.b, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p6.b
        brkn   p8.b, p7/z, p6.b, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p6.b
        brkns   p8.b, p7/z, p7.b, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p6.b
        brkns   p8.b, p7/z, p6.b, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpa  p8.b, p6/z, p6.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpa  p8.b, p6/z, p7.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpa  p8.b, p6/z, p0.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpb  p8.b, p6/z, p6.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpb  p8.b, p6/z, p7.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpb  p8.b, p6/z, p0.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpas  p8.b, p6/z, p6.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpas  p8.b, p6/z, p7.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpas  p8.b, p6/z, p0.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpbs  p8.b, p6/z, p6.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpbs  p8.b, p6/z, p7.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpbs  p8.b, p6/z, p0.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p8.b
        pfirst  p8.b, p6, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfirst  p8.b, p7, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p8.b
        pnext   p8.b, p0, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.b, p0, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.b, p0, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p9.b, p0/z, z0.b, #0
        pfalse  p8.b
        pnext   p8.b, p9, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.b, p9, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.b, p9, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p8.b
        pnext   p8.h, p0, p8.h
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.h, p0, p8.h
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.h, p0, p8.h
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p9.h, p0/z, z0.h, #0
        pfalse  p8.b
        pnext   p8.h, p9, p8.h
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.h, p9, p8.h
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.h, p9, p8.h
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p8.b
        pnext   p8.s, p0, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.s, p0, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.s, p0, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p9.s, p0/z, z0.s, #0
        pfalse  p8.b
        pnext   p8.s, p9, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.s, p9, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.s, p9, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p8.b
        pnext   p8.d, p0, p8.d
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.d, p0, p8.d
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.d, p0, p8.d
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p9.d, p0/z, z0.d, #0
        pfalse  p8.b
        pnext   p8.d, p9, p8.d
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.d, p9, p8.d
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.d, p9, p8.d
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p8.b
        pfalse  p9.b
        pnext   p8.s, p9, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        smstart sm
        adr     x0, zin
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        ldr     z3, [x0, #3, mul vl]
        mov     x2, #0
        mov     x3, #5
        whilelt p1.b, x2, x3      // first 5 .b elements
        whilelt p2.h, x2, x3      // first 5 .h elements
        whilelt p3.s, x2, x3      // first 5 .s elements
        whilelt p4.d, x2, x3      // first 5 .d elements
        ptrue   p0.b
        mov     z10.d, z0.d
        smax z10.b, p1/m, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.b, p1/m, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.b, p1/m, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.b, p1/m, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.b, z10.b, #-3
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.b, z10.b, #100
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.b, z10.b, #200
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.b, z10.b, #7
        str     z10, [x20]
        addvl   x20, x20, #1
        sqadd   z10.b, z0.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqadd z10.b, z10.b, #255
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqadd z10.b, z10.b, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqadd   z10.b, z0.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqadd z10.b, z10.b, #255
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqadd z10.b, z10.b, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        sqsub   z10.b, z0.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqsub z10.b, z10.b, #255
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqsub z10.b, z10.b, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqsub   z10.b, z0.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqsub z10.b, z10.b, #255
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqsub z10.b, z10.b, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.b, p1/m, z10.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.b, z10.b, #250
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mla z10.b, p1/m, z1.b, z2.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mls z10.b, p0/m, z1.b, z2.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mad z10.b, p1/m, z1.b, z2.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        msb z10.b, p0/m, z1.b, z2.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        abs z10.b, p1/m, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        neg z10.b, p1/m, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        cnot z10.b, p1/m, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        not z10.b, p1/m, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.b, z0.b, #8
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.b, z0.b, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.b, p1/m, z10.b, #4
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.b, p0/m, z10.b, z3.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        asrr z10.b, p1/m, z10.b, z3.b
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.b, z0.b, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.b, p1/m, z10.b, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.b, z0.b, #8
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.b, z0.b, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.b, p1/m, z10.b, #4
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.b, p0/m, z10.b, z3.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lsrr z10.b, p1/m, z10.b, z3.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.b, z0.b, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.b, p1/m, z10.b, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.b, z0.b, #7
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.b, z0.b, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.b, p1/m, z10.b, #3
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.b, p0/m, z10.b, z3.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lslr z10.b, p1/m, z10.b, z3.b
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.b, z0.b, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.b, p1/m, z10.b, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.h, p2/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.h, p2/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.h, p2/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.h, p2/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.h, z10.h, #-3
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.h, z10.h, #100
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.h, z10.h, #200
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.h, z10.h, #7
        str     z10, [x20]
        addvl   x20, x20, #1
        sqadd   z10.h, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqadd z10.h, z10.h, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqadd z10.h, z10.h, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqadd   z10.h, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqadd z10.h, z10.h, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqadd z10.h, z10.h, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        sqsub   z10.h, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqsub z10.h, z10.h, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqsub z10.h, z10.h, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqsub   z10.h, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqsub z10.h, z10.h, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqsub z10.h, z10.h, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.h, p2/m, z10.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.h, z10.h, #250
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mla z10.h, p2/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mls z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mad z10.h, p2/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        msb z10.h, p0/m, z1.h, z2.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        abs z10.h, p2/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        neg z10.h, p2/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        cnot z10.h, p2/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        not z10.h, p2/m, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.h, z0.h, #16
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.h, z0.h, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.h, p2/m, z10.h, #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.h, p0/m, z10.h, z3.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        asrr z10.h, p2/m, z10.h, z3.h
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.h, z0.h, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.h, p2/m, z10.h, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.h, z0.h, #16
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.h, z0.h, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.h, p2/m, z10.h, #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.h, p0/m, z10.h, z3.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lsrr z10.h, p2/m, z10.h, z3.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.h, z0.h, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.h, p2/m, z10.h, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.h, z0.h, #15
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.h, z0.h, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.h, p2/m, z10.h, #7
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.h, p0/m, z10.h, z3.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lslr z10.h, p2/m, z10.h, z3.h
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.h, z0.h, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.h, p2/m, z10.h, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.s, p3/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.s, p3/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.s, p3/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.s, p3/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.s, z10.s, #-3
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.s, z10.s, #100
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.s, z10.s, #200
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.s, z10.s, #7
        str     z10, [x20]
        addvl   x20, x20, #1
        sqadd   z10.s, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqadd z10.s, z10.s, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqadd z10.s, z10.s, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqadd   z10.s, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqadd z10.s, z10.s, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqadd z10.s, z10.s, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        sqsub   z10.s, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqsub z10.s, z10.s, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqsub z10.s, z10.s, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqsub   z10.s, z0.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqsub z10.s, z10.s, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqsub z10.s, z10.s, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.s, p3/m, z10.s, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.s, z10.s, #250
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mla z10.s, p3/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mls z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mad z10.s, p3/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        msb z10.s, p0/m, z1.s, z2.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        abs z10.s, p3/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        neg z10.s, p3/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        cnot z10.s, p3/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        not z10.s, p3/m, z1.s
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.s, z0.s, #32
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.s, z0.s, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.s, p3/m, z10.s, #16
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.s, p0/m, z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        asrr z10.s, p3/m, z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.s, z0.s, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.s, p3/m, z10.s, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.s, z0.s, #32
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.s, z0.s, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.s, p3/m, z10.s, #16
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.s, p0/m, z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lsrr z10.s, p3/m, z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.s, z0.s, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.s, p3/m, z10.s, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.s, z0.s, #31
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.s, z0.s, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.s, p3/m, z10.s, #15
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.s, p0/m, z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lslr z10.s, p3/m, z10.s, z3.s
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.s, z0.s, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.s, p3/m, z10.s, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.d, p4/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.d, p4/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.d, p4/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.d, p4/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smax z10.d, z10.d, #-3
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        smin z10.d, z10.d, #100
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umax z10.d, z10.d, #200
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        umin z10.d, z10.d, #7
        str     z10, [x20]
        addvl   x20, x20, #1
        sqadd   z10.d, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqadd z10.d, z10.d, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqadd z10.d, z10.d, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqadd   z10.d, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqadd z10.d, z10.d, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqadd z10.d, z10.d, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        sqsub   z10.d, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        sqsub z10.d, z10.d, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        sqsub z10.d, z10.d, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        uqsub   z10.d, z0.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        uqsub z10.d, z10.d, #255, lsl #8
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z1.d
        uqsub z10.d, z10.d, #17
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.d, p4/m, z10.d, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        subr z10.d, z10.d, #250
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mla z10.d, p4/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mls z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        mad z10.d, p4/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        msb z10.d, p0/m, z1.d, z2.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        abs z10.d, p4/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        neg z10.d, p4/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        cnot z10.d, p4/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        not z10.d, p4/m, z1.d
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.d, z0.d, #64
        str     z10, [x20]
        addvl   x20, x20, #1
        asr     z10.d, z0.d, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.d, p4/m, z10.d, #32
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        asr z10.d, p0/m, z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        asrr z10.d, p4/m, z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.d, z0.d, #64
        str     z10, [x20]
        addvl   x20, x20, #1
        lsr     z10.d, z0.d, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.d, p4/m, z10.d, #32
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsr z10.d, p0/m, z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lsrr z10.d, p4/m, z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.d, z0.d, #63
        str     z10, [x20]
        addvl   x20, x20, #1
        lsl     z10.d, z0.d, #1
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.d, p4/m, z10.d, #31
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z0.d
        lsl z10.d, p0/m, z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z3.d
        lslr z10.d, p4/m, z10.d, z3.d
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        sdot z10.s, z0.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        sdot z10.d, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        sdot z10.s, z0.b, z1.b[3]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        sdot z10.s, z0.b, z1.b[1]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        sdot z10.d, z0.h, z1.h[1]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        sdot z10.d, z0.h, z1.h[0]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        udot z10.s, z0.b, z1.b
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        udot z10.d, z0.h, z1.h
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        udot z10.s, z0.b, z1.b[3]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        udot z10.s, z0.b, z1.b[1]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        udot z10.d, z0.h, z1.h[1]
        str     z10, [x20]
        addvl   x20, x20, #1
        mov     z10.d, z2.d
        udot z10.d, z0.h, z1.h[0]
        str     z10, [x20]
        addvl   x20, x20, #1
        cmpeq   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.b, p0/z, z0.b, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.b, p0/z, z0.b, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.b, p0/z, z0.b, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.b, p0/z, z0.b, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.b, p0/z, z0.b, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.b, p0/z, z0.b, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.b, p0/z, z0.b, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.b, p0/z, z0.b, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.b, p0/z, z0.b, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.b, p0/z, z0.b, z1.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.b, p1/z, z1.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.b, p0/z, z0.b, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.b, p0/z, z0.b, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.b, p1/z, z0.b, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.b, p1/z, z0.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p6.b
        cmpeq   p5.b, p6/z, z0.b, z0.b
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.h, p0/z, z0.h, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.h, p0/z, z0.h, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.h, p0/z, z0.h, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.h, p0/z, z0.h, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.h, p0/z, z0.h, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.h, p0/z, z0.h, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.h, p0/z, z0.h, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.h, p0/z, z0.h, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.h, p0/z, z0.h, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.h, p0/z, z0.h, z1.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.h, p2/z, z1.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.h, p0/z, z0.h, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.h, p0/z, z0.h, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.h, p2/z, z0.h, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.h, p2/z, z0.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p6.b
        cmpeq   p5.h, p6/z, z0.h, z0.h
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.s, p0/z, z0.s, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.s, p0/z, z0.s, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.s, p0/z, z0.s, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.s, p0/z, z0.s, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.s, p0/z, z0.s, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.s, p0/z, z0.s, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.s, p0/z, z0.s, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.s, p0/z, z0.s, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.s, p0/z, z0.s, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.s, p0/z, z0.s, z1.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.s, p3/z, z1.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.s, p0/z, z0.s, z2.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.s, p0/z, z0.s, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.s, p3/z, z0.s, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.s, p3/z, z0.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p6.b
        cmpeq   p5.s, p6/z, z0.s, z0.s
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.d, p0/z, z0.d, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.d, p0/z, z0.d, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.d, p0/z, z0.d, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpgt   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.d, p0/z, z0.d, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpge   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.d, p0/z, z0.d, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplt   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.d, p0/z, z0.d, #-1
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmple   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.d, p0/z, z0.d, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.d, p0/z, z0.d, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphs   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.d, p0/z, z0.d, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmplo   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.d, p0/z, z0.d, z1.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.d, p4/z, z1.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.d, p0/z, z0.d, #100
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpls   p5.d, p4/z, z0.d, #0
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpeq   p5.d, p4/z, z0.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p6.b
        cmpeq   p5.d, p6/z, z0.d, z0.d
        str     p5, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmphi   p6.b, p0/z, z0.b, #100
        cmplo   p7.b, p0/z, z1.b, #30
        ptest   p0, p6.b
        str     p6, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        ptest   p7, p6.b
        str     p6, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        ptest   p1, p7.b
        str     p7, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p7.b
        brka    p8.b, p6/z, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p7.b
        brkb    p8.b, p6/z, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p7.b
        brka    p8.b, p6/m, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p7.b
        brkb    p8.b, p6/m, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkas   p8.b, p6/z, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkas   p8.b, p0/z, p2.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkbs   p8.b, p6/z, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkbs   p8.b, p0/z, p2.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p6.b
        brkn   p8.b, p7/z, p7.b, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p6.b
        brkn   p8.b, p7/z, p6.b, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p6.b
        brkns   p8.b, p7/z, p7.b, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        mov     p8.b, p6.b
        brkns   p8.b, p7/z, p6.b, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpa  p8.b, p6/z, p6.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpa  p8.b, p6/z, p7.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpa  p8.b, p6/z, p0.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpb  p8.b, p6/z, p6.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpb  p8.b, p6/z, p7.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpb  p8.b, p6/z, p0.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpas  p8.b, p6/z, p6.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpas  p8.b, p6/z, p7.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpas  p8.b, p6/z, p0.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpbs  p8.b, p6/z, p6.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpbs  p8.b, p6/z, p7.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        brkpbs  p8.b, p6/z, p0.b, p7.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p8.b
        pfirst  p8.b, p6, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfirst  p8.b, p7, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p8.b
        pnext   p8.b, p0, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.b, p0, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.b, p0, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p9.b, p0/z, z0.b, #0
        pfalse  p8.b
        pnext   p8.b, p9, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.b, p9, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.b, p9, p8.b
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p8.b
        pnext   p8.h, p0, p8.h
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.h, p0, p8.h
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.h, p0, p8.h
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p9.h, p0/z, z0.h, #0
        pfalse  p8.b
        pnext   p8.h, p9, p8.h
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.h, p9, p8.h
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.h, p9, p8.h
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p8.b
        pnext   p8.s, p0, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.s, p0, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.s, p0, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p9.s, p0/z, z0.s, #0
        pfalse  p8.b
        pnext   p8.s, p9, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.s, p9, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.s, p9, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p8.b
        pnext   p8.d, p0, p8.d
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.d, p0, p8.d
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.d, p0, p8.d
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        cmpne   p9.d, p0/z, z0.d, #0
        pfalse  p8.b
        pnext   p8.d, p9, p8.d
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.d, p9, p8.d
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pnext   p8.d, p9, p8.d
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
        pfalse  p8.b
        pfalse  p9.b
        pnext   p8.s, p9, p8.s
        str     p8, [x20]
        addpl   x20, x20, #1
        cset    w9, mi
        strb    w9, [x20], #1
        cset    w9, eq
        strb    w9, [x20], #1
        cset    w9, cs
        strb    w9, [x20], #1
        cset    w9, vs
        strb    w9, [x20], #1
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
zin:
        .byte   0x00, 0x9f, 0x41, 0x80, 0xbd, 0x5b, 0x81, 0xcb, 0xb0, 0x01, 0xf1, 0xd7, 0xff, 0xbd, 0xa6, 0x40
        .byte   0xec, 0x87, 0x7f, 0x07, 0xd7, 0xfe, 0x77, 0xc6, 0x00, 0xf1, 0x3f, 0x80, 0xa6, 0x0d, 0x81, 0xe6
        .byte   0x28, 0x01, 0x1c, 0x5f, 0xff, 0x78, 0xde, 0x40, 0x3f, 0x61, 0x7f, 0x8b, 0x1a, 0xfe, 0x92, 0x3f
        .byte   0x00, 0x03, 0xbb, 0x80, 0x37, 0x68, 0x81, 0x47, 0x2e, 0x01, 0xea, 0xde, 0xff, 0xc4, 0x63, 0x40
        .byte   0x00, 0x28, 0xc3, 0x80, 0xcc, 0x12, 0x81, 0x23, 0x9e, 0x01, 0x9e, 0x71, 0xff, 0x20, 0x21, 0x40
        .byte   0x00, 0xf8, 0x7f, 0xdf, 0x01, 0xfe, 0x35, 0xc6, 0x00, 0x37, 0xf5, 0x80, 0xfb, 0x2a, 0x81, 0xdf
        .byte   0x2a, 0x01, 0x4a, 0x50, 0xff, 0xf6, 0x32, 0x40, 0x8a, 0xe0, 0x7f, 0xad, 0xa0, 0xfe, 0x34, 0x2e
        .byte   0x00, 0xf0, 0xf7, 0x80, 0xb0, 0x32, 0x81, 0xf7, 0xf7, 0x01, 0xe4, 0x62, 0xff, 0x4c, 0x05, 0x40
        .byte   0x00, 0x5c, 0x6a, 0x80, 0x2a, 0xef, 0x81, 0x25, 0x43, 0x01, 0x10, 0x54, 0xff, 0x4d, 0xd1, 0x40
        .byte   0x9a, 0x96, 0x7f, 0x00, 0x98, 0xfe, 0xad, 0xb5, 0x00, 0x56, 0x10, 0x80, 0x4f, 0x5a, 0x81, 0xd1
        .byte   0x4e, 0x01, 0x7b, 0xb2, 0xff, 0x50, 0x2f, 0x40, 0x7b, 0x78, 0x7f, 0xb4, 0x2d, 0xfe, 0x0e, 0x41
        .byte   0x00, 0xf9, 0xf0, 0x80, 0x05, 0xf3, 0x81, 0xbf, 0x5b, 0x01, 0xd8, 0x67, 0xff, 0x04, 0x8c, 0x40
        .byte   0x01, 0x00, 0x07, 0x00, 0x0f, 0x00, 0x21, 0x00, 0x3f, 0x00, 0x0f, 0x00, 0x03, 0x00, 0x0f, 0x00
        .byte   0x08, 0x00, 0xc8, 0x00, 0x21, 0x00, 0x01, 0x00, 0x08, 0x00, 0x40, 0x00, 0x0f, 0x00, 0x08, 0x00
        .byte   0x03, 0x00, 0x01, 0x00, 0x40, 0x00, 0x03, 0x00, 0xc8, 0x00, 0xc8, 0x00, 0x08, 0x00, 0x1f, 0x00
        .byte   0x03, 0x00, 0xc8, 0x00, 0x00, 0x00, 0x01, 0x00, 0x3f, 0x00, 0x21, 0x00, 0x10, 0x00, 0x00, 0x00
out:    .space  262144
