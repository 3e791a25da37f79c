// QEMU: compare
// assembler: clang
// Covers: SME2 FMLAL/FMLSL and BFMLAL/BFMLSL (16 -> 32 widening into 2-row ZA slots, bottom
// halves into the first row, top halves into the second) and FDOT/BFDOT (2-way dot products),
// non-grouped, VGx2 and VGx4, single, multiple and indexed forms, on half-precision and
// bfloat16 pools with NaNs (quiet, signalling, payloads), +-inf, +-0, subnormals and the largest
// normals. Output: the whole ZA after each instruction.
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
        adr     x0, pf32
        mov     w12, #0
1:      ldr     za[w12, 0], [x0]
        addsvl  x0, x0, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        adr     x0, ph
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
        fmlal   za.s[w8, 0:1], z0.h, z1.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmlsl   za.s[w10, 14:15], z2.h, z3.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmlal   za.s[w9, 2:3, vgx2], {z31.h, z0.h}, z4.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmlsl   za.s[w11, 6:7, vgx4], {z5.h - z8.h}, z9.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmlal   za.s[w8, 4:5, vgx2], {z10.h, z11.h}, {z12.h, z13.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmlsl   za.s[w10, 0:1, vgx4], {z16.h - z19.h}, {z20.h - z23.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmlal   za.s[w9, 12:13], z24.h, z15.h[7]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmlsl   za.s[w11, 2:3, vgx2], {z26.h, z27.h}, z14.h[3]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmlal   za.s[w8, 6:7, vgx4], {z28.h - z31.h}, z13.h[0]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fdot    za.s[w8, 0, vgx2], {z1.h, z2.h}, z3.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fdot    za.s[w10, 7, vgx4], {z29.h, z30.h, z31.h, z0.h}, z4.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fdot    za.s[w9, 3, vgx2], {z6.h, z7.h}, {z8.h, z9.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fdot    za.s[w11, 1, vgx4], {z12.h - z15.h}, {z16.h - z19.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fdot    za.s[w8, 5, vgx2], {z20.h, z21.h}, z10.h[2]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fdot    za.s[w10, 2, vgx4], {z24.h - z27.h}, z11.h[3]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        adr     x0, pf32
        mov     w12, #0
1:      ldr     za[w12, 0], [x0]
        addsvl  x0, x0, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        adr     x0, pbf
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
        bfmlal  za.s[w8, 0:1], z0.h, z1.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfmlsl  za.s[w10, 14:15], z2.h, z3.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfmlal  za.s[w9, 2:3, vgx2], {z31.h, z0.h}, z4.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfmlsl  za.s[w11, 6:7, vgx4], {z5.h - z8.h}, z9.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfmlal  za.s[w8, 4:5, vgx2], {z10.h, z11.h}, {z12.h, z13.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfmlsl  za.s[w10, 0:1, vgx4], {z16.h - z19.h}, {z20.h - z23.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfmlal  za.s[w9, 12:13], z24.h, z15.h[7]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfmlsl  za.s[w11, 2:3, vgx2], {z26.h, z27.h}, z14.h[3]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfmlal  za.s[w8, 6:7, vgx4], {z28.h - z31.h}, z13.h[0]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfdot   za.s[w8, 0, vgx2], {z1.h, z2.h}, z3.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfdot   za.s[w10, 7, vgx4], {z29.h, z30.h, z31.h, z0.h}, z4.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfdot   za.s[w9, 3, vgx2], {z6.h, z7.h}, {z8.h, z9.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfdot   za.s[w11, 1, vgx4], {z12.h - z15.h}, {z16.h - z19.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfdot   za.s[w8, 5, vgx2], {z20.h, z21.h}, z10.h[2]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bfdot   za.s[w10, 2, vgx4], {z24.h - z27.h}, z11.h[3]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smstop
        mov     x0, #1
        adr     x1, out
        ldr     x2, =30720
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 16
pf32:
        .word   0xb8d766c7, 0x00800000, 0x3fa98cc2, 0xbbeccd5e, 0xb704c7d2, 0x36a75929, 0x3b85c2cd, 0x359de827
        .word   0xbc682651, 0xbd259a6e, 0xc6c41d57, 0xbacb3c48, 0xba82aa38, 0x3603d386, 0x4438bac5, 0xbd8ce50f
        .word   0xc04d09e1, 0xbcd6171a, 0x44c01206, 0x3d5f25e8, 0x00000001, 0xbfb22f15, 0x366c8dc4, 0x00000001
        .word   0xbea3b6f7, 0x43a3a019, 0x37e3ad3e, 0xb760eff0, 0x477c7712, 0x3dddd3ad, 0xc07472a2, 0x396329c9
        .word   0x3b8955d6, 0xbbd11b06, 0xc4d6be0c, 0xc6637e24, 0x42ba5c2c, 0x42791237, 0x416a5bbf, 0xbab28905
        .word   0xb2f65ee1, 0xbcdf4d8d, 0xc585e264, 0x38c310c5, 0x481eaf87, 0x43cc8f97, 0xc5dc6873, 0xb6175d75
        .word   0xbb5d849d, 0xba47b77a, 0xb87fe16c, 0x3865dc9d, 0x373fa87e, 0x3909a2aa, 0xc78b18bd, 0x44fc77f6
        .word   0xc3c0a9c9, 0x3f761ea2, 0x3805cff8, 0xc50d90c3, 0x35842b50, 0x3748e7cf, 0x40d10744, 0x3a857f9b
        .word   0x3f0bb76f, 0x3b1cb655, 0xbc19a45a, 0x35faad52, 0xc3f69aff, 0xbed827ca, 0x4068f5d8, 0xbc4bb20f
        .word   0xbf975c60, 0x48ae4d91, 0x40196ae8, 0x7f7fffff, 0x41108a01, 0x44472c73, 0xc8ab809c, 0xc016e4f9
        .word   0x3766319f, 0xb971e51e, 0x439cedd4, 0x4875eaa9, 0xc0302c3f, 0xb5f8b526, 0x3659c07f, 0x42f91d01
        .word   0xbbf1aace, 0xc504d805, 0x3bb5ab3f, 0x36d1edc1, 0x43265fcd, 0xc4a28da5, 0xc53d0c99, 0xc5766c51
        .word   0x39de51e5, 0xb9a7c22c, 0x376752fc, 0x43fbb5d6, 0x38443670, 0x7fa00033, 0x357cc5a7, 0xb5e8745f
        .word   0x44595eb7, 0xbc43310f, 0x417e034f, 0x45c0c942, 0x3d58772c, 0x3b2e1474, 0xb7dc7011, 0xbb92c32c
        .word   0x3e916010, 0x39e106c1, 0xc0b6cb75, 0xc38f922f, 0x41c515ec, 0xbc2d5452, 0xc444ff65, 0xbfb9d46f
        .word   0xb525e8a7, 0xb4ecdcc3, 0x3bc8e7c0, 0x3f800000, 0xb854f5ec, 0xba6b102e, 0x42b2fd2d, 0xbc409e6d
        .word   0x44109412, 0xb7623d7e, 0xb998f361, 0x7fc00000, 0xbd551fb3, 0xb6f133c2, 0xb4a4b566, 0x3cf93fa9
        .word   0xff7fffff, 0x38f03caa, 0xba98b1d5, 0x3cfea7bb, 0x3d39ceb0, 0x401b7bcf, 0xb678248e, 0x46f4c32f
        .word   0x3cde8982, 0x42204403, 0x41f0ccc9, 0x3bf70272, 0xc93876c7, 0x36ac89bc, 0x7f7fffff, 0xbc0dd7d1
        .word   0x7f7fffff, 0x44aea2e7, 0x3c454f5a, 0xffc00022, 0xc37e252a, 0x3ff1fba4, 0xbcee5d00, 0xbb12dbaa
        .word   0x00000000, 0x7f800000, 0xbb00eea1, 0xb7717dc4, 0x00000000, 0xc1f47ba6, 0xbc54beaf, 0x39215321
        .word   0xc7624530, 0xc4b37991, 0xb9e9949c, 0x4482635a, 0xc538acac, 0x440c3efb, 0x35a71f19, 0xbc546edc
        .word   0x7f7fffff, 0xb77caf90, 0x3602d562, 0xba2f66e6, 0x3f800000, 0x00000001, 0x37231f68, 0xff7fffff
        .word   0x3731386d, 0xbb89dcf4, 0xc0c64952, 0x445228b0, 0x356f9013, 0x364c3247, 0x3df81de3, 0xc460f10a
        .word   0x37c4cc31, 0x3dd5e242, 0xc209dff4, 0xc699fbe6, 0xc47709a8, 0x456fabe2, 0xbce7bc0e, 0xbbd9cc58
        .word   0xff7fffff, 0xc0bc1b30, 0xc4e1b8f4, 0xc0898817, 0xc3d8ec50, 0x4439f23c, 0xb8aba932, 0x38ae32c3
        .word   0x3f800000, 0xc1c289f1, 0x354d9a22, 0xc0debb4a, 0xc7d8e202, 0x3db560f2, 0x36ab5aa7, 0xb9805883
        .word   0xc4bcd2fe, 0x42c4be96, 0xc84cb6f5, 0x4549a374, 0x36ddef2c, 0x48815db4, 0xbbec5680, 0xc6bed10d
        .word   0xbf5f7df7, 0xbc40155b, 0x42eaca29, 0x3992a457, 0x00000001, 0x434e621e, 0x3ffe31fc, 0x37c3ba84
        .word   0xba21d67d, 0x7fa00033, 0xc71880dd, 0x00800000, 0x41fbbda0, 0xbd25ae16, 0x7f800000, 0xc0bf8d78
        .word   0x4914a3c3, 0xb76a7981, 0x41154a6c, 0x3eb286ab, 0xb5bed97a, 0x446fc290, 0xb65e2a30, 0x45b5ff34
        .word   0x3c90f36d, 0x37b73814, 0xc3d47a70, 0x35108972, 0x3594ff77, 0x38818212, 0x424b590f, 0xb6cc713d
ph:
        .word   0x003498ef, 0x64a01bf1, 0x535f2eba, 0x2995931d, 0x16cd7d55, 0x0dd84e44, 0x00a07c00, 0x944fd8cb
        .word   0x8045063b, 0x83ffbba7, 0x83ff8ad2, 0xc67281cb, 0x897701dd, 0x7bff2259, 0x8321216d, 0x136ee4c1
        .word   0x80451c4d, 0xa4e9bcde, 0x58fdba85, 0x3555abf7, 0x22607d55, 0xfbffc148, 0x431795df, 0x7d550112
        .word   0x2b43fbff, 0x0ed9629e, 0x592a3555, 0xd86ce439, 0x82061616, 0x6bafacb0, 0x86a87c01, 0xb1e033d1
        .word   0x58625192, 0x976f1d74, 0x9c3b94d0, 0x7c001903, 0xb26401e0, 0xb04db65d, 0xc7329f5b, 0x31dc00aa
        .word   0xc64f4c66, 0x91bd809a, 0x8098d763, 0x8e029dd3, 0x86fd8000, 0x8e8b0540, 0x80549b53, 0xdbb51c42
        .word   0x80318c5c, 0xe201857f, 0x0001085e, 0x83ff28e7, 0xb6ef0b98, 0x5ce1aaed, 0x8012817e, 0x5bb40117
        .word   0xde1d607e, 0xb26bb2ec, 0x67328481, 0xe3646224, 0x1811ab0d, 0x2d159223, 0x82b080a4, 0xb5205b97
        .word   0xb288a6ed, 0xd6af00a1, 0x000101c3, 0x45b758e3, 0x1e2c110a, 0x13130ea8, 0x9feefc00, 0xb3dedf33
        .word   0x8c16b797, 0x0e54996c, 0x205dd78b, 0x061fae03, 0x18c35892, 0x303c8432, 0x0c200076, 0x565543bf
        .word   0xc6b07e00, 0x8000567e, 0x83ff004e, 0x958ea64c, 0x80afc4bc, 0x8afb881a, 0x01de2884, 0x3d061bfa
        .word   0x82001379, 0x06968e04, 0xacd80001, 0xbd6d32eb, 0x57e89a1a, 0xa80e006e, 0x84637bff, 0x4ffd024e
        .word   0x22e380f2, 0x6adb1aad, 0x627a00c3, 0xa8ee571d, 0x4a2ce42c, 0x625328a7, 0x5e28fbff, 0x815000fb
        .word   0x89697c01, 0x4c498b82, 0x83ff7e00, 0x6541e0d0, 0x7d552aa1, 0x0208e775, 0xdde11836, 0xa3a5a0b8
        .word   0x5a91cef5, 0x5bdc4ba7, 0x8000d011, 0x413f04d9, 0xd6c680a9, 0xfbffb7ee, 0x3b51b50c, 0x17031f1a
        .word   0xbcf8ca3e, 0xa252a254, 0x93992bd9, 0xe3b9b49b, 0x58120b1a, 0xe184c375, 0xcfd516e1, 0x1629a04e
        .word   0x0980d771, 0x016b5799, 0x03a91b4b, 0x5fbe0d0e, 0x0235967c, 0x0000322a, 0x2c3c8c10, 0xce197c00
        .word   0x2bf951a5, 0x5063455f, 0x95e78c58, 0x5085666c, 0xb9bce57f, 0xc9123cac, 0x01e6e3d4, 0x3b0dd084
        .word   0x36f4318e, 0x1d8d3c00, 0x0038c184, 0x7c00434c, 0xc9168382, 0x37ba0148, 0xd95e2be8, 0xafe53c00
        .word   0x5c710909, 0x54ca958d, 0x4a89e0a6, 0x5ce384bb, 0xb3b99c15, 0xa64c2119, 0x859c0400, 0x7e00bcf5
        .word   0x8a609ed9, 0xe98fb108, 0x56ef386b, 0x609c3555, 0x2fbe80b5, 0x88418621, 0xb5b02b52, 0xe3e5c55e
        .word   0x25733245, 0x7bff5000, 0x1dd8004b, 0x0197b67f, 0x25c982b3, 0xaca13c75, 0xdea180fe, 0x8cf79552
        .word   0x06d220ac, 0xb6795850, 0x8191002e, 0xbb0a46be, 0x4d8f3f27, 0x7bff0dcb, 0x2de80434, 0x04004aa0
        .word   0x0dcd3c96, 0x0050a9cf, 0x3c0051ac, 0xabc62643, 0x9e494fe4, 0x80b2b6ac, 0x03bbcfda, 0xfbffb60f
        .word   0xdb33ca4d, 0xcaa7063c, 0x80fcafcc, 0x41f980fa, 0x5e687c00, 0x28cc1af9, 0x7bffdd56, 0x189434d4
        .word   0x43cc1447, 0x0074213d, 0x179f1679, 0xb04041ea, 0xe17c9bf9, 0x64fd1c88, 0x4e20e5a6, 0x97cd813a
        .word   0xab141401, 0xabda98b2, 0xaaffde99, 0xb5ba6a5a, 0x3c0090f9, 0x6479bc64, 0xca4db749, 0xb4f6a2b1
        .word   0x35db927f, 0xb272d895, 0x9365091a, 0x0001803e, 0x03483294, 0xa290023d, 0xe5144880, 0x9b625774
        .word   0x0159bf0d, 0x01f142d4, 0x4f08fc00, 0xa25029bf, 0x954e9f09, 0xfbff6aa1, 0xc4790cc8, 0x2b540a38
        .word   0x91ae2c1c, 0x0b8e041a, 0xad9c01b5, 0xda839982, 0x80908c9b, 0x3eceeb17, 0x2f8896d7, 0x7c0017f8
        .word   0xc69be168, 0x1d863c00, 0xa2d60400, 0xe11c1297, 0x5a715054, 0x0c2e83ff, 0x9ced4b32, 0x015dd6f3
        .word   0x35d598e0, 0xd5fd0000, 0x8841c007, 0x00015ccb, 0x5ede03c0, 0xd3975a9a, 0xa1528356, 0x83d63c00
pbf:
        .word   0x00718b22, 0xe8f40080, 0xa9643f9c, 0xc70f035e, 0x43448d61, 0xaf1b10b8, 0xe8224f26, 0x9c2584ed
        .word   0x271b695c, 0xd53404b1, 0x8bfab400, 0x1a2db55c, 0x823d6170, 0x3f806f44, 0x012d4dd5, 0x7f80c07f
        .word   0x85aaa4d9, 0xc9d43fe9, 0x32458db4, 0x807fdbe7, 0x1719d53b, 0x3967ef88, 0x2ccba8f0, 0x2767aa54
        .word   0x85119f8c, 0xd19b86ae, 0xdf158000, 0x11357f80, 0x69ee0f2c, 0x5ef90a2d, 0x0e54ce6c, 0x3cafb2cb
        .word   0x6d91117c, 0xd92ceb47, 0xa66cc096, 0xb1ec0080, 0x471a6317, 0x692f2824, 0x0169b432, 0xc24c7f7f
        .word   0x538d341d, 0x80098192, 0x4cee08ce, 0xb0216d97, 0x6476487f, 0x67f40000, 0x66c2d1a6, 0x64453111
        .word   0xc6611320, 0xb2eace16, 0x00067fc0, 0x16ac89d1, 0x41964689, 0x92419736, 0xffc30013, 0x059cb71c
        .word   0x2adc47bc, 0x7f7fce6f, 0x83ea7f80, 0xcbf7ded5, 0x2635920d, 0x6ed20001, 0x48331d66, 0xed74edc3
        .word   0xeefcaba7, 0x28be0b7c, 0x44d38dde, 0xa083a21e, 0x973d9122, 0xe2060e2b, 0xcdc2ab2e, 0xb78bba95
        .word   0xabf41f62, 0x0dbebe44, 0x2f0beb51, 0xaf410080, 0xd23760c7, 0x1684ac5d, 0xff80ff80, 0x393021dd
        .word   0x14df6c43, 0x70433f80, 0x317f5722, 0xcb6a1483, 0x345e02d9, 0x4d56ae49, 0xbd0ae924, 0x0c5fd485
        .word   0x48c0228d, 0xa6ec9d67, 0xdc295dd4, 0x28df67fd, 0x67f4a89b, 0x00803e80, 0xdfbe69b1, 0xc37467e7
        .word   0x85801c0f, 0x8ec1891c, 0xbf84b95e, 0xeecdd03b, 0x44211bb3, 0x384a54e1, 0xff809740, 0xa1e10001
        .word   0xa7c6a5c7, 0x801b220d, 0x00803c75, 0x00011f74, 0x89fbdfbe, 0x9cfe5b02, 0x00ff0080, 0x698dad35
        .word   0x5d290aba, 0xacb8cff7, 0x83056956, 0x582300ff, 0x8d7699e6, 0x00804d52, 0x8352cfb9, 0xe9fe97a8
        .word   0xd25d3f2a, 0xb5a50080, 0xa3abffc3, 0x969b00ff, 0x4e713eae, 0x059f4bf2, 0x2c11d1ac, 0x4d792396
        .word   0x55f57f80, 0x31e03f80, 0x9545b604, 0xff80dd98, 0xc22fd39f, 0x807f55a8, 0xb65a6988, 0x0c833b4d
        .word   0x3f803feb, 0x0f8c96a8, 0x801030f3, 0x345438e9, 0xdb45edd3, 0x5c1bdd29, 0x3ed70da6, 0xab160363
        .word   0x3f800c1b, 0x482dd615, 0x00ff3c15, 0x68ada333, 0x200542c0, 0xb952a9f8, 0x7f7f0299, 0x56ef2fb7
        .word   0x2a0becda, 0x187ff011, 0xa981b90e, 0xb8f5bb28, 0x202f4dde, 0x47969fdf, 0x0a4e027b, 0xe34d4f0c
        .word   0x87376d97, 0x1d345c86, 0x5351304f, 0x65c93bfa, 0x53c78e9a, 0x495bc55f, 0xc6fdff80, 0x7f8029df
        .word   0xb91694d7, 0x6958348c, 0x5dbe214c, 0x7fc0d7ed, 0x06fbcb19, 0xe5d70e6f, 0xc29f591a, 0xa793a778
        .word   0x28b7bc72, 0x3f8063ba, 0x6de14a8d, 0x05790000, 0x91d06857, 0x000067f1, 0xcb31479e, 0x5f58cd0a
        .word   0x580b3f80, 0x9de7c063, 0x00ff0001, 0x0983cd8c, 0x807f0cff, 0x90891f0e, 0x81ad6bbd, 0xcb0b3656
        .word   0x80b42fcd, 0x00ff0080, 0xae0bebc9, 0x9e0d5256, 0x98090080, 0x19fda098, 0x203d3b14, 0xbbaca43a
        .word   0x36c7a680, 0x2c44e265, 0xeca200ff, 0x7f8155df, 0xdc320f53, 0xa9513900, 0x02753029, 0xbeecce18
        .word   0x7fc05619, 0x7f810000, 0x9afe8ccf, 0x41fcdc34, 0xef118474, 0x8671d85a, 0x2ae7841b, 0x42b482b2
        .word   0xb3ececb7, 0xb16a9025, 0x7f7f4f4b, 0x9bfb56fa, 0x599108a7, 0x363d0080, 0x0080c73c, 0x1c7da7f0
        .word   0x2fd96d15, 0xcdb6d1ef, 0xe9734ba8, 0x0f104062, 0x3fc400ff, 0x38a4d389, 0x03bc6be5, 0x91c1ec0d
        .word   0x409babff, 0x56fe20a6, 0x5f183f80, 0x1a298efc, 0x97f662bf, 0xffc3ff80, 0xb5f025b6, 0x8e523f80
        .word   0x59d74d15, 0x3570d888, 0x0eb32b1f, 0xd282eb1d, 0xc0760838, 0xc9f2505f, 0xb9ae57de, 0x6541b0de
        .word   0x82497f80, 0x0d0aa7d2, 0xbdf87f81, 0xe5bb00ff, 0x5c4e3b58, 0x10be312b, 0x3f1f8009, 0xb04e9e3f
        .balign 16
out:    .space  30720
