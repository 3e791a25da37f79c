// QEMU: compare
// Covers: SME instructions written as .inst words, as Arm's KleidiAI kernels write them (each
// word with its instruction in a trailing comment; words from clang-19, text as llvm-objdump
// prints it up to the MOV/MOVA alias): SMSTART/SMSTOP and the MSR SVCR forms, RDSVL/ADDSVL/
// ADDSPL, ZERO, LD1B/H/W/D/Q and ST1B/H/W/D/Q slices (horizontal and vertical, W12-W15,
// register and no offset), LDR/STR ZA, MOVA both ways (.b, .s, .d, .q), FMOPA/FMOPS (.s, .d,
// .s <- .h), BFMOPA/BFMOPS, the eight integer outer products (.s <- .b, .d <- .h) and
// ADDHA/ADDVA (.s, .d). Inputs are exact small floats and pseudo-random bytes.
// Output: RDSVL/ADDSVL/ADDSPL results, moved Z registers, stored slices, the whole ZA, CNTB
// outside streaming mode and one reloaded row.
// CHECK: exit == 0
        .text
        .global _start
_start:
        .inst   0xd503477f             // smstart
        adr     x20, out
        adr     x0, fa                  // 8 .s floats x 8 rows (256 bytes)
        adr     x1, ib                  // 256 bytes
        adr     x5, fd                  // doubles
        adr     x6, fh                  // f16 / bf16 halfwords
        .inst   0x04bf5822             // rdsvl x2, #1
        str     x2, [x20], #8           // 32
        mov     x3, #0
        .inst   0x04235fa3             // addsvl x3, x3, #-3
        str     x3, [x20], #8           // -96
        .inst   0x04635be3             // addspl x3, x3, #31
        str     x3, [x20], #8           // -96 + 124 = 28
        ptrue   p0.s
        ptrue   p1.b
        ptrue   p2.h, vl5
        whilelo p3.d, xzr, x2           // all .d
        whilelo p4.s, xzr, x3           // all
        mov     x4, #8
        mov     w12, #0
        mov     w13, #1
        mov     w14, #2
        mov     w15, #3
        .inst   0xc00800ff             // zero {za}
        .inst   0xe09f0000             // ld1w {za0h.s[w12, 0]}, p0/z, [x0]
        .inst   0xe084a007             // ld1w {za1v.s[w13, 3]}, p0/z, [x0, x4, lsl #2]
        .inst   0xe01fc82f             // ld1b {za0v.b[w14, 15]}, p2/z, [x1]
        .inst   0xe044682f             // ld1h {za1h.h[w15, 7]}, p2/z, [x1, x4, lsl #1]
        .inst   0xe0c48caf             // ld1d {za7v.d[w12, 1]}, p3/z, [x5, x4, lsl #3]
        .inst   0xe1df202f             // ld1q {za15h.q[w13, 0]}, p0/z, [x1]
        .inst   0xe1004025             // ldr za[w14, 5], [x1, #5, mul vl]
        // MOVA both ways (printed as MOV)
        .inst   0xc082a0e2             // mova z2.s, p0/m, za1v.s[w13, 3]
        .inst   0xc0804049             // mova za2h.s[w14, 1], p0/m, z2.s
        .inst   0xc002c9e3             // mova z3.b, p2/m, za0v.b[w14, 15]
        .inst   0xc080e06e             // mova za3v.s[w15, 2], p0/m, z3.s
        .inst   0xc0c28dfe             // mova z30.d, p3/m, za7v.d[w12, 1]
        .inst   0xc0c183cc             // mova za12v.q[w12, 0], p0/m, z30.q
        str     z2, [x20]
        str     z3, [x20, #1, mul vl]
        str     z30, [x20, #2, mul vl]
        add     x20, x20, x2, lsl #2
        // outer products
        ld1w    z4.s, p0/z, [x0]
        ld1w    z5.s, p0/z, [x0, #1, mul vl]
        ld1d    z6.d, p3/z, [x5]
        ld1d    z7.d, p3/z, [x5, #1, mul vl]
        ld1h    z8.h, p1/z, [x6]
        ld1h    z9.h, p1/z, [x6, #1, mul vl]
        ld1b    z10.b, p1/z, [x1]
        ld1b    z11.b, p1/z, [x1, #1, mul vl]
        .inst   0x80858083             // fmopa za3.s, p0/m, p4/m, z4.s, z5.s
        .inst   0x808410b2             // fmops za2.s, p4/m, p0/m, z5.s, z4.s
        .inst   0x80c76cc4             // fmopa za4.d, p3/m, p3/m, z6.d, z7.d
        .inst   0x80c66cf5             // fmops za5.d, p3/m, p3/m, z7.d, z6.d
        .inst   0x81a92501             // fmopa za1.s, p1/m, p1/m, z8.h, z9.h
        .inst   0x81a82931             // fmops za1.s, p2/m, p1/m, z9.h, z8.h
        .inst   0x81892500             // bfmopa za0.s, p1/m, p1/m, z8.h, z9.h
        .inst   0x81884530             // bfmops za0.s, p1/m, p2/m, z9.h, z8.h
        .inst   0xa08b4543             // smopa za3.s, p1/m, p2/m, z10.b, z11.b
        .inst   0xa1aa2572             // umops za2.s, p1/m, p1/m, z11.b, z10.b
        .inst   0xa0ab2941             // sumopa za1.s, p2/m, p1/m, z10.b, z11.b
        .inst   0xa18a2570             // usmops za0.s, p1/m, p1/m, z11.b, z10.b
        .inst   0xa0cb2546             // smopa za6.d, p1/m, p1/m, z10.h, z11.h
        .inst   0xa1ea2967             // umopa za7.d, p2/m, p1/m, z11.h, z10.h
        .inst   0xa0eb2554             // sumops za4.d, p1/m, p1/m, z10.h, z11.h
        .inst   0xa1ca4565             // usmopa za5.d, p1/m, p2/m, z11.h, z10.h
        .inst   0xc0908143             // addha za3.s, p0/m, p4/m, z10.s
        .inst   0xc0911162             // addva za2.s, p4/m, p0/m, z11.s
        .inst   0xc0d06d46             // addha za6.d, p3/m, p3/m, z10.d
        .inst   0xc0d16d61             // addva za1.d, p3/m, p3/m, z11.d
        // stores of slices
        .inst   0xe0bf028d             // st1w {za3h.s[w12, 1]}, p0, [x20]
        .inst   0xe022e68c             // st1b {za0v.b[w15, 12]}, p1, [x20, x2]
        add     x20, x20, x2, lsl #1
        .inst   0xe064aa80             // st1h {za0v.h[w13, 0]}, p2, [x20, x4, lsl #1]
        .inst   0xe0e44e8d             // st1d {za6h.d[w14, 1]}, p3, [x20, x4, lsl #3]
        .inst   0xe1e4e289             // st1q {za9v.q[w15, 0]}, p0, [x20, x4, lsl #4]
        add     x20, x20, #512
        // the whole ZA, one row at a time
        mov     w12, #0
1:
        .inst   0xe1200280             // str za[w12, 0], [x20]
        add     x20, x20, x2
        add     w12, w12, #1
        cmp     w12, w2
        b.lo    1b
        .inst   0xe120228f             // str za[w13, 15], [x20, #15, mul vl]
        add     x20, x20, x2, lsl #4
        .inst   0xd503427f             // msr svcrsm, #0
        cntb    x3
        str     x3, [x20], #8           // 64: non-streaming VL
        .inst   0xd503447f             // msr svcrza, #0
        .inst   0xd503477f             // msr svcrsmza, #1
        mov     w14, #4
        .inst   0xe1004020             // ldr za[w14, 0], [x1]
        .inst   0xe1204280             // str za[w14, 0], [x20]
        add     x20, x20, x2
        .inst   0xd503467f             // smstop
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
fa:
        .float 5.625, -5.25, -7.625, 2.125, -2.25, -0.625, -6.75, -2.125
        .float 2.25, -2.375, 5.25, 4.625, 3.25, 6.375, 3.5, -5.25
        .float 5.625, 2.375, -6.5, -3.25, -5.375, 7.375, 3.625, 6.625
        .float -3.5, 2.125, 1.625, 4.0, -6.125, 0.125, 2.25, 5.125
        .float 2.375, -0.875, -0.75, -2.625, -5.5, -3.625, -5.75, -4.5
        .float 5.625, 0.375, -6.625, -1.125, -3.75, 2.5, 5.25, -7.875
        .float -0.625, -0.875, 7.75, -2.25, -5.375, -4.875, -0.375, 1.5
        .float -2.875, -1.125, 2.5, -3.25, 7.375, -4.75, 6.875, 5.875
fd:
        .double 3.625, 2.375, 0.1875, 0.8125
        .double -2.375, -1.25, -0.3125, 3.5625
        .double 2.3125, 0.5, 0.75, -0.5625
        .double -0.6875, 3.1875, -4.0, -1.5
fh:
        .hword 0xc200, 0x4640, 0xc200, 0xc600, 0xcac0, 0xc7c0, 0xca60, 0x4640
        .hword 0xc100, 0xc860, 0x3d00, 0xb400, 0xbc00, 0x4100, 0x4400, 0xc900
        .hword 0xc9a0, 0x4740, 0x4b80, 0x3e00, 0xbf00, 0x4380, 0xcb80, 0xc440
        .hword 0xc4c0, 0xc180, 0x47c0, 0xb400, 0x49a0, 0xbc00, 0xcb80, 0x4580
        .hword 0x4118, 0x4010, 0x4160, 0xc030, 0x4118, 0xc180, 0xc170, 0x4114
        .hword 0x413c, 0x3f00, 0x4100, 0xc0b8, 0x40e8, 0xbe80, 0xc0d0, 0xc154
        .hword 0xc128, 0x414c, 0xc000, 0x4178, 0xc098, 0xc164, 0xc100, 0xc098
        .hword 0x40c8, 0x40e8, 0x40f0, 0xc0c0, 0xc080, 0x4000, 0x4050, 0xc030
ib:
        .byte 0x61, 0x42, 0xb1, 0x30, 0x99, 0xc4, 0x32, 0xc6, 0xa8, 0x49, 0x50, 0x85, 0x48, 0xec, 0x5d, 0xf5
        .byte 0x87, 0xe6, 0x33, 0xf2, 0xf5, 0xe1, 0x6d, 0xe3, 0xa5, 0x4d, 0xf4, 0xf5, 0x6b, 0xa0, 0xf5, 0x9e
        .byte 0xe5, 0x59, 0x59, 0x4c, 0xc3, 0xbc, 0x07, 0x29, 0x00, 0xa2, 0xef, 0x1a, 0x23, 0xa9, 0x72, 0xf2
        .byte 0xfa, 0x6f, 0x34, 0x45, 0x5c, 0xc6, 0x0c, 0x06, 0xf7, 0x0e, 0x9c, 0x09, 0xdb, 0xaf, 0x36, 0x4c
        .byte 0xa5, 0xb4, 0xb8, 0xfa, 0x66, 0xd2, 0x17, 0x48, 0x05, 0xe9, 0x23, 0x1a, 0x9c, 0xc9, 0xfc, 0xab
        .byte 0x17, 0x13, 0x4a, 0x0f, 0x6e, 0xd3, 0xc3, 0x7c, 0x9c, 0x1e, 0x0d, 0x16, 0x3f, 0x8b, 0xc7, 0x17
        .byte 0x9b, 0x87, 0x30, 0x5c, 0x8f, 0xa7, 0x4a, 0x03, 0xa9, 0x6a, 0xc0, 0xd9, 0xd0, 0x6f, 0xb4, 0x9a
        .byte 0x1b, 0xc9, 0xf1, 0xee, 0x06, 0xda, 0xd1, 0x7d, 0x01, 0x54, 0x5e, 0x8e, 0xbf, 0x2d, 0xf4, 0x99
        .byte 0x53, 0x8d, 0x4d, 0x77, 0x31, 0xde, 0x63, 0x90, 0x07, 0xf0, 0x8b, 0x92, 0xcc, 0x20, 0xf5, 0xe3
        .byte 0x63, 0xe2, 0xa9, 0x4d, 0x75, 0x0e, 0x1c, 0xeb, 0x18, 0x6e, 0x26, 0x2c, 0x0e, 0x9f, 0x31, 0x30
        .byte 0xd9, 0x9f, 0x49, 0x41, 0x53, 0xd5, 0x2e, 0xf1, 0xd1, 0x21, 0xa9, 0x3e, 0xc2, 0x73, 0xa8, 0xc9
        .byte 0x9e, 0x47, 0x45, 0x95, 0x76, 0x39, 0x97, 0xa3, 0xfa, 0x69, 0xda, 0x13, 0x9a, 0x05, 0xdc, 0xa8
        .byte 0xaa, 0xd6, 0xca, 0x11, 0x6d, 0x9a, 0xca, 0x8b, 0x9d, 0x10, 0x7c, 0xc9, 0x81, 0xc4, 0xd1, 0xea
        .byte 0xd6, 0x05, 0x5d, 0xfd, 0x31, 0x23, 0xb7, 0x3b, 0xd7, 0xfb, 0x83, 0xc4, 0xda, 0xc5, 0x6c, 0x99
        .byte 0xe6, 0x17, 0xd0, 0xbb, 0xb9, 0x3b, 0x72, 0xd0, 0x7b, 0xc4, 0x67, 0x79, 0xfb, 0xb9, 0x7f, 0x22
        .byte 0xd1, 0x2a, 0xea, 0xc9, 0x44, 0xf3, 0x91, 0x9d, 0x9a, 0x75, 0x2f, 0x22, 0x3b, 0x18, 0x20, 0x67
        .balign 16
out:    .space  4096
