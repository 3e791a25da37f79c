// QEMU: compare
// assembler: clang
// Covers: SME2 ZA-array arithmetic at SVL 128 (prctl(PR_SME_SET_VL = 63, 16)):
// vector groups of 8 (VGx2) and 4 (VGx4) rows, Wv wrapping modulo
// them, FMLA/FMLS .S/.D, FMLAL, BFDOT, SDOT, UMLALL, SMLALL, ADD and an FMOPA tile.
// Operands: float32 values with specials, then half-precision patterns. Output: the
// whole ZA after each instruction.
// CHECK: exit == 0
        .text
        .global _start
_start:
        mov     x0, #63                  // prctl(PR_SME_SET_VL, 16)
        mov     x1, #16
        mov     x8, #167
        svc     #0
        smstart
        adr     x20, out
        mov     w8, #0
        mov     w9, #5
        mov     w10, #37                 // wraps modulo the group stride
        mov     w11, #-3                 // 0xfffffffd: only the low 32 bits count
        ptrue   p0.b
        adr     x0, pf
        mov     w12, #0
1:      ldr     za[w12, 0], [x0]
        addsvl  x0, x0, #1
        add     w12, w12, #1
        cmp     w12, #16
        b.ne    1b
        adr     x0, pz
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
        fmla    za.s[w10, 3, vgx4], {z30.s, z31.s, z0.s, z1.s}, z5.s
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #16
        b.ne    1b
        fmls    za.d[w11, 1, vgx2], {z4.d, z5.d}, z6.d[1]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #16
        b.ne    1b
        fmlal   za.s[w9, 6:7, vgx4], {z8.h - z11.h}, {z12.h - z15.h}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #16
        b.ne    1b
        bfdot   za.s[w8, 3, vgx2], {z16.h, z17.h}, z7.h[1]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #16
        b.ne    1b
        sdot    za.s[w11, 2, vgx4], {z20.b - z23.b}, z9.b[3]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #16
        b.ne    1b
        umlall  za.d[w10, 4:7, vgx2], {z24.h, z25.h}, z10.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #16
        b.ne    1b
        smlall  za.s[w9, 12:15], z26.b, z11.b[13]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #16
        b.ne    1b
        add     za.d[w8, 7, vgx4], {z28.d - z31.d}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #16
        b.ne    1b
        fmopa   za3.s, p0/m, p0/m, z1.s, z2.s
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #16
        b.ne    1b
        smstop
        mov     x0, #1
        adr     x1, out
        ldr     x2, =2304
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 16
pf:
        .word   0x347c3628, 0x5a9f9e7f, 0xbeee8073, 0x000011ff, 0x80007c1f, 0x1f75bec0, 0x3a1e5def, 0x8842a71f
        .word   0x67bbd93b, 0xb05ac4c7, 0xf2bfff81, 0x98cd78aa, 0xa6e497c7, 0x000dd9b8, 0x874b5987, 0x8fbe1293
        .word   0x77381079, 0x8ebae7ee, 0xde983d43, 0x00615ec9, 0xcb25b825, 0x02e189be, 0x14f91b89, 0x621f2b57
        .word   0x634f4f58, 0x7fa00033, 0x556f05fe, 0x6213ede0, 0x7f7fffff, 0x2f5bad9a, 0x59cb7e84, 0x5a134705
        .word   0x696d95e3, 0xa312836c, 0x70aa8d1f, 0x7fa00033, 0x9dec5b1b, 0x5ab4506b, 0x6a4a36ba, 0xf75ba57c
        .word   0x3e24d5ff, 0x807fffff, 0x1f8da020, 0xa535c5e8, 0x8b6a8818, 0xd3125f66, 0xc75d3ddc, 0x59654e48
        .word   0x3ff941de, 0x601850de, 0xb64e09f2, 0xe988afdd, 0xf1d59383, 0x71e14510, 0x05e25ab2, 0x0020ebfe
        .word   0x629b2881, 0x55a34abd, 0x80011cdc, 0xfbcb9e6c, 0x807fffff, 0x80221f35, 0x0003a4e8, 0xb769ee39
        .word   0x4bb100d2, 0xf65f501c, 0x831ee27b, 0xf55349c5, 0xe97769db, 0xc5e3f435, 0x00800000, 0x4a2dbd03
        .word   0x55c4dc8e, 0x8a847bbe, 0xee276e8e, 0x8fde965f, 0x7f800000, 0xc8b4e622, 0x7fc00000, 0x174aef27
        .word   0x3dd6148f, 0xbe9dd459, 0x718af91c, 0xde045911, 0x3d94abe3, 0x379b42fa, 0x7f800000, 0x2a29e664
        .word   0xc17f3414, 0xbddb3c1f, 0x7f800000, 0xc7301198, 0x80002051, 0x58dbae31, 0xeb240704, 0xace095b2
        .word   0x80053b18, 0x0d226a05, 0x71b6e198, 0x17097194, 0x0ccd4536, 0x10201866, 0x8001a709, 0xbdc412b2
        .word   0x3e4a7613, 0x0f5a2918, 0xdfebbb0e, 0x57738861, 0x0f4c0e4a, 0xfbae9631, 0xada1babe, 0x3e18dfe7
        .word   0x8f82ba67, 0x002a20eb, 0x3f800000, 0x4c19f747, 0xa5be0fd5, 0xa41862b2, 0x80000000, 0x7f800011
        .word   0x15903da6, 0x90196dbf, 0x37661f88, 0xc5d550ea, 0x8a20955f, 0xaefe186b, 0x8d9bc39b, 0xf799a985
        .word   0x5190bd85, 0xc6b420a6, 0x80000000, 0xe5cbf242, 0x74a227b0, 0xb45282a8, 0x00000001, 0x3bb6560f
        .word   0x2fe188f2, 0x6efedf5b, 0x65d94856, 0xf80c76fc, 0xe6b0cf72, 0x9176f7d8, 0xb81c5597, 0x506d7aee
        .word   0x6348ee99, 0xdeeeb72a, 0xc69947f1, 0xa4ee9cd3, 0x5f4f1bf9, 0x04275c8d, 0xe4624307, 0xeab8e0e4
        .word   0x960602da, 0x80068dff, 0x866257cc, 0xfe6fc102, 0x6f6b6464, 0xcb03a17b, 0x0adcb454, 0x80000886
        .word   0x0e532c5d, 0x0000010a, 0x7bfb2f0d, 0xde66919d, 0x1001905e, 0x28e52430, 0xa8496f12, 0x5c07cc2d
        .word   0x90a53fbe, 0x00264d4b, 0xce581316, 0xbb63f4e9, 0x3fa2e34f, 0xea9d1c4c, 0x800001bb, 0x792d8682
        .word   0x3bd64fc8, 0xbcfb626f, 0x6bfba394, 0x3b04352d, 0x6b1f416e, 0x20281823, 0x098da798, 0x1fb49dc2
        .word   0x12925399, 0xfe8ee125, 0x6f01bf6e, 0x4d54449e, 0x46dd3218, 0xe365fc0e, 0x31b63239, 0x3e8dd1a6
        .word   0x00000a6b, 0x00800000, 0x4e706c84, 0x28e5f8cd, 0x532ee71a, 0x07914470, 0xa85f48dd, 0x3d25093c
        .word   0x24514294, 0x8dd60f32, 0xc076f536, 0x04937539, 0x690aae61, 0x00000062, 0x0c6033b8, 0x85ca65b6
        .word   0x0906b7a7, 0x3967bc87, 0x30e010bd, 0xf0dc1eac, 0x155345b4, 0xb6a691f3, 0x27cab0ed, 0x1f505243
        .word   0x2fb09911, 0x5f560a4b, 0x0033f2ad, 0x5707784b, 0x7f800011, 0xe39477fb, 0x324c502c, 0x2799e101
        .word   0x5d7a3979, 0xa99e4253, 0xe669c5c4, 0xb295ddba, 0x0e8dba03, 0x32992ebd, 0xd8a3584a, 0xd1d8335c
        .word   0x24d88424, 0x1a79d63b, 0x104f3e2e, 0xcba85046, 0x62784dcb, 0x97c39cc2, 0xbc913dc9, 0xd9744e6d
        .word   0xe20878ff, 0x412d6a76, 0xb2579edb, 0x9a149240, 0xe1255575, 0xa5499732, 0xa4c4eaae, 0xad5769ba
        .word   0x1d1b0fe9, 0x80ce97f5, 0x4b86a3ab, 0x1ff8d5a3, 0x988de414, 0x59db1a10, 0xdf623f0c, 0xf7afbb52
pz:
        .word   0x3a74b008, 0xc2477dba, 0xff7fffff, 0xbc156b54, 0x42e305d8, 0x7fc00000, 0xc3eceb55, 0xba82d1b8
        .word   0x35b687f8, 0xb82ba2c8, 0xb8b0062d, 0xc5a30301, 0xbc205d70, 0xc0885414, 0x3e631c58, 0x410e2053
        .word   0xc05c9a97, 0xb6e69db7, 0x371777d9, 0x3521e809, 0x00000001, 0xffc00022, 0xb580fb85, 0x00000001
        .word   0x4316e22b, 0x48be0052, 0xbbc40cc5, 0x38e9bfd9, 0xbe257ef4, 0x358ed4ab, 0x42a5660b, 0xff7fffff
        .word   0xff800000, 0x3fff235b, 0xbd753ada, 0xb566c6ff, 0xc6a14acd, 0xc04e4113, 0x36457702, 0x00800000
        .word   0xbac8e325, 0x3d6a2998, 0x36572a54, 0xc6d7e3e8, 0xc8d8487d, 0x00800000, 0x3c0310a5, 0x38a42b1f
        .word   0x3f87bcba, 0xb66a8d16, 0xc853f2a3, 0x457ae889, 0xc10ee413, 0xbe86a914, 0x3f800000, 0x4730629c
        .word   0xb7366252, 0x3b9ae032, 0x3a814c93, 0xbb37e5cb, 0xc83e1230, 0x46dd49f1, 0x42bf21a3, 0x807fffff
        .word   0xbf327b72, 0x3a23d083, 0x37f27859, 0x43e4941b, 0xc193f580, 0xbf53c806, 0x3c66da92, 0x7f800000
        .word   0xbe5b75b5, 0xc61513d5, 0x3a2fabec, 0x42249a18, 0xba7dcb1d, 0x3f800000, 0xb5a49acf, 0x3727b2ea
        .word   0x3f800000, 0xc31fe788, 0xbb712cfd, 0xbf72b318, 0xc67e07f1, 0xb877b490, 0x3d3f2dc5, 0xb7e3567f
        .word   0xbcdc530e, 0x41311a25, 0xb5e12df1, 0x35c1bc44, 0xb7d03860, 0x3f800000, 0xb9a8a918, 0x3fdb0926
        .word   0xbbc4d4fd, 0xc7b597f7, 0xc13c1de9, 0x3d22a638, 0xc3f41025, 0x43dc98e3, 0x455d5d6e, 0xb63ccf5e
        .word   0xc0c45c75, 0xbc5bd4d6, 0x466fcbb3, 0xba5ce75c, 0x44b59a3a, 0xb84d225f, 0x7f800000, 0x425b4936
        .word   0x391f9df3, 0x80000000, 0xc539b3c0, 0x3da368a2, 0x4531b3fc, 0x4329aeae, 0x456fd5db, 0xbc6e13da
        .word   0xbfdad844, 0x43997469, 0x00000001, 0x42672deb, 0x3c3ed293, 0x43bc7463, 0x4575db4b, 0x35cc95b2
        .word   0xcfadc1a0, 0x5252965a, 0x4e9d1bd2, 0xa67ac968, 0x1b064142, 0xae29abc4, 0x88c483ff, 0xa21d9f01
        .word   0xe893bb6a, 0xfc008167, 0xa4473c00, 0xc1387c01, 0x2b4b9afb, 0x025d5c46, 0x58d19e3f, 0xfe33dc2f
        .word   0xbb1939d4, 0x685924ad, 0x3826be6c, 0xbcc58037, 0x1722dde7, 0x55480251, 0x80000000, 0xbd5c32f1
        .word   0xac8a0000, 0xc4de0206, 0x00fcfc00, 0x83653c63, 0x0000afbf, 0x81ec51b1, 0x01ccc896, 0x12b5e0e6
        .word   0xdec5c558, 0x2786827d, 0x42d8bf60, 0x3f4dfe33, 0xe1a32de8, 0xb74dd6a4, 0x4d8e47d4, 0x571380a1
        .word   0x07592037, 0xfc0045b4, 0xd281924a, 0x7d558207, 0x8ade2468, 0xd4fc90c6, 0xd1f51ac0, 0xc5aebee6
        .word   0xe4c93a70, 0xc7ab80e3, 0x03c2b8b6, 0xd6fb1397, 0x4e537c00, 0x383a808d, 0x80ffaba4, 0x45e19292
        .word   0xcb578325, 0x451ebbb0, 0x1acc2088, 0xd64d9728, 0x7e0080ec, 0xfe3301c4, 0xb73a0fc0, 0x3c00492c
        .word   0x3de68106, 0x7c01c339, 0xbf449d49, 0xd366b1a1, 0x5bcce6fe, 0xfe330ebf, 0xd92c2df2, 0x2cf97bff
        .word   0xb5bf8085, 0xd60e7c00, 0x83618c02, 0x380b431e, 0xb6d199ac, 0x8a6383b0, 0x07f9ebe0, 0xa17215ff
        .word   0x022c67af, 0x4089d086, 0xc7ef6586, 0x80a942e4, 0xd4807c00, 0x83ff9ddb, 0xca047c01, 0x254f063c
        .word   0x2949b8ab, 0xac8a80a3, 0x1141041d, 0xce457bff, 0x9e62db3b, 0xb60d6be7, 0x03569e7f, 0x5abffbff
        .word   0x02d2b601, 0x294a8832, 0xc633ae39, 0x804c83cc, 0x00007e00, 0x2ed24a60, 0x1efc5ceb, 0x9aa45bcc
        .word   0x04005f7a, 0xc769b2e4, 0x004cce48, 0x3c0036b5, 0x4b3325d8, 0x82a6024a, 0x3f822c90, 0x00c0002e
        .word   0x31e0abfe, 0x695fba38, 0xbba2baa2, 0x82c7dd3b, 0xddeeb3ad, 0x5f770001, 0xa92a359f, 0x03660001
        .word   0xdb921a3d, 0x998cd033, 0xaaefc054, 0x9c4d541b, 0x4041bc5b, 0xacbabf73, 0xa59f84e5, 0x00012e4d
        .balign 16
out:    .space  2304
