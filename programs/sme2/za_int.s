// QEMU: compare
// assembler: clang
// Covers: SME2 ADD/SUB into ZA array groups (accumulate {Zm...}, and results Zn + Zm single and
// multiple), SDOT/UDOT/USDOT/SUDOT (4-way .B -> .S, 2-way .H -> .S, 4-way .H -> .D), single,
// multiple and indexed, and the SMLALL/SMLSLL/UMLALL/UMLSLL/USMLALL/SUMLALL family (.B -> .S,
// .H -> .D; non-grouped, VGx2, VGx4, single, multiple and indexed), SMLAL/SMLSL/UMLAL/UMLSL
// (2-way .H -> .S, even halves into the first row of each pair) on random bytes: modular
// wrap-around, mixed signedness, Wv wrap. An SMOPA tile update sits between the groups.
// Output: the whole ZA after each instruction.
// CHECK: exit == 0
        .text
        .global _start
_start:
        smstart
        adr     x20, out
        mov     w8, #0
        mov     w9, #5
        mov     w10, #37                 // wraps modulo the group stride
        mov     w11, #-3                 // 0xfffffffd: only the low 32 bits count
        ptrue   p0.b
        adr     x0, pi
        mov     w12, #0
1:      ldr     za[w12, 0], [x0]
        addsvl  x0, x0, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        adr     x0, pj
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        ldr     z3, [x0, #3, mul vl]
        ldr     z4, [x0, #4, mul vl]
        ldr     z5, [x0, #5, mul vl]
        ldr     z6, [x0, #6, mul vl]
        ldr     z7, [x0, #7, mul vl]
        ldr     z8, [x0, #8, mul vl]
        ldr     z9, [x0, #9, mul vl]
        ldr     z10, [x0, #10, mul vl]
        ldr     z11, [x0, #11, mul vl]
        ldr     z12, [x0, #12, mul vl]
        ldr     z13, [x0, #13, mul vl]
        ldr     z14, [x0, #14, mul vl]
        ldr     z15, [x0, #15, mul vl]
        ldr     z16, [x0, #16, mul vl]
        ldr     z17, [x0, #17, mul vl]
        ldr     z18, [x0, #18, mul vl]
        ldr     z19, [x0, #19, mul vl]
        ldr     z20, [x0, #20, mul vl]
        ldr     z21, [x0, #21, mul vl]
        ldr     z22, [x0, #22, mul vl]
        ldr     z23, [x0, #23, mul vl]
        ldr     z24, [x0, #24, mul vl]
        ldr     z25, [x0, #25, mul vl]
        ldr     z26, [x0, #26, mul vl]
        ldr     z27, [x0, #27, mul vl]
        ldr     z28, [x0, #28, mul vl]
        ldr     z29, [x0, #29, mul vl]
        ldr     z30, [x0, #30, mul vl]
        ldr     z31, [x0, #31, mul vl]
        add     za.s[w8, 0, vgx2], {z0.s, z1.s}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        sub     za.d[w10, 3, vgx4], {z4.d - z7.d}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        add     za.d[w9, 1, vgx2], {z31.d, z0.d}, z2.d
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        sub     za.s[w11, 7, vgx4], {z8.s - z11.s}, {z12.s - z15.s}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        sdot    za.s[w8, 1, vgx2], {z31.b, z0.b}, z15.b
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        udot    za.s[w9, 2, vgx4], {z1.b - z4.b}, z5.b
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        usdot   za.s[w10, 3, vgx2], {z6.b, z7.b}, z8.b
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        sudot   za.s[w11, 4, vgx4], {z9.b - z12.b}, z13.b
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        sdot    za.s[w8, 5, vgx2], {z14.b, z15.b}, {z16.b, z17.b}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        udot    za.s[w9, 6, vgx4], {z20.b - z23.b}, {z24.b - z27.b}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        usdot   za.s[w10, 7, vgx4], {z28.b - z31.b}, {z0.b - z3.b}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        sdot    za.s[w11, 0, vgx2], {z2.b, z3.b}, z4.b[3]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        udot    za.s[w8, 1, vgx4], {z4.b - z7.b}, z5.b[1]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        usdot   za.s[w9, 2, vgx2], {z8.b, z9.b}, z6.b[2]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        sudot   za.s[w10, 3, vgx4], {z12.b - z15.b}, z7.b[0]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        sdot    za.s[w11, 4, vgx2], {z17.h, z18.h}, z9.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        udot    za.s[w8, 5, vgx4], {z16.h - z19.h}, {z20.h - z23.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        sdot    za.s[w9, 6, vgx2], {z22.h, z23.h}, z10.h[3]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        sdot    za.d[w10, 7, vgx4], {z29.h, z30.h, z31.h, z0.h}, z11.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        udot    za.d[w11, 0, vgx2], {z24.h, z25.h}, {z26.h, z27.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        udot    za.d[w8, 1, vgx4], {z28.h - z31.h}, z12.h[1]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smopa   za1.s, p1/m, p2/m, z3.b, z4.b
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        adr     x0, pj
        mov     w12, #0
1:      ldr     za[w12, 0], [x0]
        addsvl  x0, x0, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        adr     x0, pi
        ldr     z0, [x0, #0, mul vl]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        ldr     z3, [x0, #3, mul vl]
        ldr     z4, [x0, #4, mul vl]
        ldr     z5, [x0, #5, mul vl]
        ldr     z6, [x0, #6, mul vl]
        ldr     z7, [x0, #7, mul vl]
        ldr     z8, [x0, #8, mul vl]
        ldr     z9, [x0, #9, mul vl]
        ldr     z10, [x0, #10, mul vl]
        ldr     z11, [x0, #11, mul vl]
        ldr     z12, [x0, #12, mul vl]
        ldr     z13, [x0, #13, mul vl]
        ldr     z14, [x0, #14, mul vl]
        ldr     z15, [x0, #15, mul vl]
        ldr     z16, [x0, #16, mul vl]
        ldr     z17, [x0, #17, mul vl]
        ldr     z18, [x0, #18, mul vl]
        ldr     z19, [x0, #19, mul vl]
        ldr     z20, [x0, #20, mul vl]
        ldr     z21, [x0, #21, mul vl]
        ldr     z22, [x0, #22, mul vl]
        ldr     z23, [x0, #23, mul vl]
        ldr     z24, [x0, #24, mul vl]
        ldr     z25, [x0, #25, mul vl]
        ldr     z26, [x0, #26, mul vl]
        ldr     z27, [x0, #27, mul vl]
        ldr     z28, [x0, #28, mul vl]
        ldr     z29, [x0, #29, mul vl]
        ldr     z30, [x0, #30, mul vl]
        ldr     z31, [x0, #31, mul vl]
        smlall  za.s[w8, 0:3], z0.b, z1.b
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        umlsll  za.d[w9, 12:15], z2.h, z3.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        usmlall za.s[w10, 4:7], z4.b, z5.b
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smlsll  za.s[w11, 0:3, vgx2], {z31.b, z0.b}, z6.b
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        umlall  za.d[w8, 4:7, vgx4], {z7.h - z10.h}, z11.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        usmlall za.s[w9, 0:3, vgx2], {z12.b, z13.b}, z14.b
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        sumlall za.s[w10, 4:7, vgx4], {z15.b - z18.b}, z1.b
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        umlall  za.s[w11, 0:3, vgx2], {z20.b, z21.b}, {z22.b, z23.b}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smlall  za.d[w8, 4:7, vgx4], {z24.h - z27.h}, {z28.h - z31.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        usmlall za.s[w9, 0:3, vgx4], {z0.b - z3.b}, {z4.b - z7.b}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smlall  za.s[w10, 8:11], z8.b, z9.b[15]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        umlsll  za.d[w11, 12:15], z10.h, z11.h[5]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        sumlall za.s[w8, 4:7], z12.b, z13.b[6]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smlsll  za.s[w9, 0:3, vgx2], {z14.b, z15.b}, z2.b[9]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        usmlall za.s[w10, 4:7, vgx4], {z16.b - z19.b}, z3.b[0]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        umlall  za.d[w11, 0:3, vgx4], {z20.h - z23.h}, z4.h[7]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        sumlall za.s[w8, 0:3, vgx2], {z24.b, z25.b}, z5.b[12]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smlal   za.s[w9, 2:3], z0.h, z1.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        umlsl   za.s[w10, 14:15], z2.h, z3.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smlsl   za.s[w11, 4:5, vgx2], {z31.h, z0.h}, z4.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        umlal   za.s[w8, 6:7, vgx4], {z5.h - z8.h}, z9.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smlal   za.s[w9, 0:1, vgx2], {z10.h, z11.h}, {z12.h, z13.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        umlsl   za.s[w10, 2:3, vgx4], {z16.h - z19.h}, {z20.h - z23.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        umlal   za.s[w11, 8:9], z24.h, z14.h[7]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smlsl   za.s[w8, 4:5, vgx2], {z26.h, z27.h}, z15.h[2]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smlal   za.s[w9, 6:7, vgx4], {z28.h - z31.h}, z13.h[5]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smstop
        mov     x0, #1
        adr     x1, out
        ldr     x2, =49152
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 16
pi:
        .word   0xdb8fdd73, 0x7377c7ec, 0x3096da82, 0x7983cd2f, 0x2fcb9da1, 0x244d7218, 0xe3cf8917, 0x980aa2b1
        .word   0x73f665fb, 0xa69dbda7, 0xd4039f28, 0x090f1087, 0x993de130, 0x5376c707, 0x32d79770, 0x4ba33b84
        .word   0x15a9017f, 0x6847a775, 0xeefe8dff, 0x41b515d7, 0x833ac250, 0x90110749, 0x1b661bc4, 0x11624ad8
        .word   0xafd804f5, 0xed353600, 0x60780de9, 0x6b65b5fa, 0x32a19012, 0x5645acc7, 0x03554f16, 0xecc268f6
        .word   0xb43f221e, 0x770f0219, 0xae2d7ccc, 0x8272308f, 0xc4bbfc30, 0x62a46b21, 0xfd6b651d, 0xdd450036
        .word   0x97cdf9f8, 0x05e2ff4d, 0xfe642f35, 0x93a49ada, 0x25fd0a19, 0x02427136, 0xd4549cc5, 0x1312624b
        .word   0xa2953517, 0x5e99033e, 0x20749f5f, 0xd57b96f5, 0x62dd2293, 0x4f27a02e, 0x9cd13ae8, 0x2830b93f
        .word   0x8df0a1bd, 0x63f3af32, 0x149a7be1, 0x1b1a0c6b, 0x41f68309, 0x64b4bd3d, 0xe7d26b41, 0x854b7d98
        .word   0xfab8ed2c, 0x7a3a2011, 0x9ddaa78f, 0x3647129d, 0xbf34eaea, 0x69441104, 0x0b0f3f72, 0x875e482d
        .word   0x1721f992, 0x73e4235c, 0xbba854fb, 0xf29585b0, 0xec089723, 0x5be97904, 0x08f64fb3, 0x13a29905
        .word   0x4fbb117b, 0x12ff2251, 0x5e8b7313, 0xefe60bbc, 0x21b4bcbc, 0x57eaf6cb, 0x79af155a, 0xdbdf13e6
        .word   0x07caf16a, 0x03927fdd, 0x6161a99f, 0x129b0395, 0x1da31714, 0x6ae141fe, 0xef6354ba, 0x7594b1bc
        .word   0x8ad67670, 0x83c08415, 0x16994f07, 0xf53a057b, 0xc77f1cb2, 0x7ceba89d, 0x5e02e541, 0x9cad244d
        .word   0xc02b8433, 0xeea857e7, 0x3de47f71, 0x40aa6753, 0xcd6ea232, 0x33eac1ce, 0x386236e1, 0x3551eb95
        .word   0x597f2222, 0x0ad9e5d6, 0xfaf310b6, 0x1c2bd246, 0xec467873, 0x6169d436, 0xac7e85a0, 0xd7d6b750
        .word   0x52739ffb, 0x4708d413, 0xad0a9bdf, 0x5a9247b5, 0x90caa64f, 0x6722a404, 0xc4063074, 0xc73c44d4
        .word   0xfb0ccb24, 0x1b721da1, 0xa3a789a1, 0x13f55ece, 0xd23332af, 0xb62d4179, 0x8878c102, 0x392d09b6
        .word   0x8a58c745, 0x8085f2b2, 0x28c1ff9d, 0xb3cad964, 0x691639e7, 0x63b8e4ee, 0x32747321, 0x01e8e3a0
        .word   0xa7918c60, 0xd1cb80e1, 0x537657f1, 0x1934fba6, 0xccd1ddb8, 0x1fb7eca4, 0x63e63e36, 0x4ffa16fb
        .word   0xeecafa89, 0xb7e84352, 0x815904db, 0x57700915, 0x46c46b8c, 0x3707eb7c, 0x6d10decf, 0x882c08cc
        .word   0xeac9af55, 0xff267823, 0x84b9e684, 0x70b0add7, 0x947ee1f2, 0xc216b0f2, 0x8f867038, 0x8fbad44a
        .word   0x83852aa3, 0x418fe8d7, 0xf461ab4f, 0x9ce6ded8, 0x24d94d35, 0x45868bf7, 0x69337f92, 0x01801d89
        .word   0x8907609a, 0xea840bf8, 0xfdcd8b66, 0x177d1f90, 0xee102ab0, 0xeb697589, 0x67ecccf4, 0x7e793f44
        .word   0xe66f5620, 0xebe6efd0, 0x1b518679, 0x079e6b31, 0xb32142ec, 0x0905fac7, 0x033a2731, 0xb95248af
        .word   0x7f9e3e5a, 0x95bb7f1a, 0x9f82da1f, 0xb332b740, 0x056fe087, 0xd369a260, 0x89289d87, 0x88a1dd34
        .word   0x378737a3, 0x969c8ad9, 0xea3b22db, 0x58cfa0bd, 0x9a502ee7, 0x31ece450, 0x31ffc737, 0xe32218e3
        .word   0x16ba213d, 0x6f186342, 0x8b6bf0d5, 0x3320b4ca, 0xccafa067, 0x91331804, 0xd2e95bae, 0xb41d5cf7
        .word   0x57c2a281, 0xd5afff80, 0x7b12cd30, 0xc309061b, 0xe7839d8d, 0x30257b91, 0x2c341d2f, 0x48fd28d7
        .word   0x9418aced, 0xaef3220f, 0x18c31376, 0x6d776453, 0x356e5a83, 0xa2035f99, 0x33d80ab3, 0x5c74682e
        .word   0xeb675ebd, 0x182a9a31, 0x5203ca83, 0xd7cd15e4, 0xe8dce0b4, 0x9167f0a1, 0x95813099, 0xc3ce57fb
        .word   0x1de94742, 0x28c7bebe, 0x2267efd0, 0x89e154e5, 0x6ec45eb1, 0x34672ec3, 0xcc122fb8, 0x19784d57
        .word   0xfd5be302, 0x0c9fe7a3, 0xf6f1453b, 0x37564caa, 0x2e9167a8, 0x83631388, 0x36a47fff, 0x65c31eb3
pj:
        .word   0x1d0593fa, 0x3cbd1b9d, 0x81667141, 0xa532c20c, 0x42190260, 0x57e74640, 0x6a828a8c, 0xd89185f7
        .word   0x71a319fe, 0x8c13a5cf, 0xf4c2ab98, 0xf0ee620b, 0xf8786228, 0x8a7edb2b, 0x6d0e989c, 0x486b7ef1
        .word   0x4f996686, 0x7b49875d, 0xed8f45a7, 0xbfb7a948, 0xc503064b, 0xa20a953e, 0xafc16828, 0x50e50d63
        .word   0x940c65bf, 0x51f1b9fd, 0x39e7cc12, 0x407ab86d, 0x0b3ec1f9, 0xcfef1985, 0x2477e8b9, 0x3ed1f5fa
        .word   0x0c1db49a, 0x1e746a9f, 0x5b0ddc34, 0x5d1f2787, 0x6aaa2371, 0xa3439974, 0x5d6bae95, 0xd087bec7
        .word   0x4af323ff, 0x7b3d20bb, 0x4fe4801d, 0xd89f81c8, 0x9c45465b, 0xb290b9af, 0x47a23097, 0xf3303dc0
        .word   0xa7fa803f, 0xaee032ea, 0x020fa00a, 0x066c4245, 0x381a099f, 0xc112478a, 0x29ade916, 0xfba13c8c
        .word   0x5a7a7b5f, 0x7e575635, 0xded622be, 0x721ecd13, 0xd69fd2cf, 0x7136c4c4, 0x6342bf6c, 0x275e26cf
        .word   0x98fdd6a7, 0xc28c4a53, 0x2febd3bf, 0x945ea76d, 0x52e07618, 0x6e158b14, 0xd07c9190, 0xd24c76af
        .word   0x4f1302c6, 0x9aa9e936, 0x7e4db114, 0x53b1c3b9, 0x3824e148, 0x53b9a85b, 0x521ee85d, 0x989170b5
        .word   0xaff0e7eb, 0x877047e9, 0x754efecd, 0xf7663851, 0x84e5baef, 0xd45c153f, 0xad5d065d, 0xcb639565
        .word   0x5e90bd31, 0x278a63cc, 0x2d9097d6, 0x74c2162d, 0xcf48dae1, 0x0e843805, 0x4b91288b, 0xd7a605f7
        .word   0x94106ccd, 0x8bc94e8b, 0x46145515, 0x50e61abc, 0xa7a20615, 0xd0be1824, 0xb63e6ca6, 0xe8c37d38
        .word   0x75c35685, 0xce565964, 0x22ac55f7, 0xce897c7e, 0x9eb512b8, 0xc1690bea, 0x59aafcd3, 0x60ce00da
        .word   0x76e316d5, 0x06a38af5, 0x02b55c86, 0xec6b1ccd, 0x3e25ea6b, 0xa2fd29bd, 0x522aaf60, 0x876c6334
        .word   0xe2f8464a, 0xbb4e780f, 0x27a54d1d, 0xe92debc6, 0x0475c00f, 0xcce87b95, 0x321b5009, 0x96375b2f
        .word   0x78b7993c, 0x71398298, 0x6747e42f, 0xefc1e92c, 0xf18ca04f, 0xda7a8cd1, 0x67e37c42, 0xa957f4ea
        .word   0x17f4c58c, 0x6638dc7b, 0x22f2370c, 0xf962cccd, 0xc684cb87, 0x0efdc946, 0xe43ceca8, 0xe778df02
        .word   0x3fcb735f, 0xdf9b6bb6, 0xc5286a28, 0xe8422552, 0x2184cfde, 0x9efebda3, 0x0d888444, 0x2dc59226
        .word   0xead23400, 0x20d226d8, 0x9d455a15, 0xe31887b7, 0x1577b17a, 0x8b96bff4, 0x044d81db, 0x316a30ca
        .word   0xc817aeea, 0x093570d3, 0x7e86698b, 0xf6d4f228, 0x674f504f, 0xff4e8e13, 0x11b7aa77, 0x23af135c
        .word   0xad64aa1b, 0xc8f7bf76, 0x71a71fd4, 0xb660dd03, 0x4b3c79b5, 0xc5751d90, 0xd8fddb02, 0xe634b8cc
        .word   0xa04a269d, 0xbf8aef60, 0xc156f44c, 0x16aa8e64, 0x60333041, 0x4f541cbb, 0x789046f1, 0x7254a3b9
        .word   0x1a1761d3, 0x21189f24, 0x2db5a1ad, 0x0966312e, 0xb49776d6, 0x083a1917, 0x6f1ffc28, 0x5712c568
        .word   0xed6dd2eb, 0x34a52382, 0xb0d225c4, 0xeb547b62, 0xba039f69, 0x51b39c66, 0x3ecac9fb, 0x879bfca9
        .word   0x30544204, 0x70a64e57, 0x34608e1b, 0x4bc95582, 0xb69c1ad3, 0x89c44028, 0x3b8c4ce7, 0x83809c5a
        .word   0x32b69224, 0xff84eefc, 0xefd5b4b7, 0x06f19132, 0xc632a8a0, 0x7a3e2215, 0x55b26a93, 0xdfed1754
        .word   0xe276445c, 0xbaf9731f, 0x91e73d22, 0x108f8b8b, 0x2b43ea8f, 0xe5fdbee8, 0x259955d1, 0x00d3ef1f
        .word   0x5de5af49, 0x5c92c23d, 0x982f2ad4, 0x7413cf8c, 0xc82e6708, 0xfff0eefc, 0xc14e23a8, 0xe8bcd8ab
        .word   0xa3979d61, 0x2804c3cd, 0x08776933, 0x1e628724, 0x562c6791, 0x3e432185, 0x0d55ee91, 0xb809c8a4
        .word   0x6725c9ab, 0x1a997ff5, 0xe5695878, 0x90b0e99f, 0x48c068c2, 0x76fee37c, 0xb0dae7d6, 0x1e6fd368
        .word   0xf0e71d90, 0x85865486, 0x06e76b6e, 0x4b0de852, 0x6ee69db9, 0x529860bb, 0xe14ecac0, 0x3e11e097
        .balign 16
out:    .space  49152
