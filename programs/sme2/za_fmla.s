// QEMU: compare
// assembler: clang
// Covers: SME2 FMLA/FMLS into ZA array vector groups, .S and .D: multi-and-single (Zn lists
// that wrap past z31), multiple and indexed forms, VGx2 and VGx4, Wv values that wrap modulo
// the group stride and use only their low 32 bits, the vgx suffix omitted, and an FMOPA tile
// update between them (rows alias tiles). Operands mix random values with quiet/signalling
// NaNs (payloads), +-inf, +-0, subnormals and the largest normals; ZA uses the default NaN.
// Output: the whole ZA (1024 bytes at SVL 256) after each instruction.
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
        adr     x0, pf32b
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
        fmla    za.s[w8, 0, vgx2], {z0.s, z1.s}, z2.s
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmls    za.s[w10, 3, vgx4], {z30.s, z31.s, z0.s, z1.s}, z5.s
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmla    za.s[w9, 1, vgx2], {z4.s, z5.s}, {z6.s, z7.s}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmls    za.s[w11, 7, vgx4], {z8.s - z11.s}, {z12.s - z15.s}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmla    za.s[w8, 2, vgx2], {z16.s, z17.s}, z3.s[1]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmls    za.s[w10, 5, vgx4], {z20.s - z23.s}, z15.s[3]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmopa   za1.s, p0/m, p0/m, z24.s, z25.s
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmla    za.s[w9, 0], {z24.s - z27.s}, z9.s[0]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmla    za.s[w11, 6, vgx4], {z28.s - z31.s}, {z24.s - z27.s}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        adr     x0, pf64
        mov     w12, #0
1:      ldr     za[w12, 0], [x0]
        addsvl  x0, x0, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        adr     x0, pf64b
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
        fmla    za.d[w8, 0, vgx2], {z0.d, z1.d}, z2.d
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmls    za.d[w10, 3, vgx4], {z31.d, z0.d, z1.d, z2.d}, z5.d
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmla    za.d[w9, 1, vgx2], {z4.d, z5.d}, {z6.d, z7.d}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmls    za.d[w11, 7, vgx4], {z8.d - z11.d}, {z12.d - z15.d}
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmla    za.d[w8, 2, vgx2], {z16.d, z17.d}, z3.d[1]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmls    za.d[w10, 5, vgx4], {z20.d - z23.d}, z15.d[0]
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmopa   za5.d, p0/m, p0/m, z24.d, z25.d
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmla    za.d[w11, 4, vgx2], {z26.d, z27.d}, z9.d
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smstop
        mov     x0, #1
        adr     x1, out
        ldr     x2, =17408
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 16
pf32:
        .word   0x45671660, 0x3844ab5a, 0x4767aa6f, 0x46af4f48, 0x44808679, 0xbcfeb3c1, 0x7f800000, 0xc37a1e23
        .word   0x4437b1bc, 0xbc9bff95, 0x401c3ac6, 0x448d05ce, 0x366b5141, 0xc3b7dd7b, 0xc6c395d8, 0xc00bbb96
        .word   0x41c82d0e, 0xb798b12c, 0x484038d0, 0xc577262d, 0x41d429cc, 0xc70d0b14, 0x36ecea53, 0x37de85dd
        .word   0xb7928784, 0x3801b5ea, 0x43dbac00, 0xc5fef828, 0x3d453766, 0x441c1b1b, 0xbad28f96, 0xb63347ae
        .word   0x439b6a81, 0x40d7d01f, 0xc308939b, 0x449dacd7, 0x3629ada5, 0xb6fc1ac3, 0xc4f6f4f7, 0x3aef3db9
        .word   0x446159bd, 0xc404fcf6, 0xc235107a, 0xb7ffe3f4, 0x36e18dca, 0x37f7f5fe, 0x3d2c8545, 0xb9fd5f75
        .word   0x4709ff8d, 0x44424f8f, 0xc60ddc6d, 0x48408242, 0xb6a86384, 0x39111ec8, 0x3bfc6027, 0x37a417e3
        .word   0x356aeb0c, 0xb765b221, 0x405e7c83, 0x332a31c4, 0xbd4c3999, 0x44e5c6c7, 0xba313541, 0x41fc9b49
        .word   0x3bb6c842, 0x00000000, 0x7f7fffff, 0x3597c9d0, 0xb545577e, 0xb9046055, 0xb5bde164, 0x45ca0b11
        .word   0xb9e156a8, 0x423c7085, 0xba1fad2b, 0x44ff9cd3, 0xbc844c9c, 0xc2e2fd0c, 0x4597eaa3, 0xbb898e7c
        .word   0x43152cee, 0x3aec223a, 0xb997db81, 0xc6112159, 0x3c648e4a, 0x3a8f05a9, 0xc6bc1979, 0x3868e577
        .word   0x3684aa6d, 0x3a157272, 0xbee49231, 0x3e5d173d, 0xbd5fce50, 0xbc2f0bcf, 0x7f800011, 0xbec1037b
        .word   0x4779e591, 0x3f0f3c48, 0xc8ec89d7, 0xc8119821, 0x383ef047, 0xbc633b2b, 0xc0627e3a, 0xb55fd092
        .word   0xb84fee6e, 0x47ce50d6, 0xbf9ae80f, 0x7f800011, 0xb8c3706b, 0x3f468f19, 0xbef141e4, 0xbf2d7831
        .word   0x41a67eca, 0x392fd44a, 0x45bc2985, 0x3d12bde4, 0xb5648644, 0x3d6abdc1, 0x483fcbd6, 0xc6ec8a1c
        .word   0x4523c520, 0x45825203, 0x3482ed3f, 0x36f0bd38, 0x39dabdd7, 0x41543e7a, 0x3afc460c, 0xba8047b1
        .word   0x4247ddce, 0xc740504e, 0xc23143cc, 0x4020a460, 0x42173a43, 0xb74dc974, 0xbd395d3b, 0x3408debe
        .word   0xc745edac, 0x00000000, 0x459fc496, 0xc54a47bc, 0xc0aa6228, 0x35f306a5, 0xbb2cf2ba, 0xc5db913c
        .word   0xc11f6316, 0x3531d27e, 0xc213ce5c, 0xc62881bb, 0xba3dc693, 0x35c63e17, 0x352f0f3a, 0x7f800000
        .word   0x38cbc4c8, 0x38785646, 0xb6734e2a, 0xb81bda90, 0x3763b571, 0x3fbbf059, 0xc71e9925, 0x7f800011
        .word   0xbe705426, 0xb9b332ab, 0xbf358fce, 0xc3c68393, 0xc38f45c7, 0x400484c0, 0xc6f26d38, 0x46a09b02
        .word   0xbd2f2192, 0x3daeaf29, 0x3838cc89, 0x3ff1cab1, 0xb86da8ff, 0xc84a4024, 0xff7fffff, 0xc1a7142e
        .word   0x44d12c63, 0x4408ba35, 0xbfe14391, 0xbafa9db9, 0xbd3d221a, 0xc7aeda69, 0x4433e1b0, 0xb56ccd61
        .word   0x38248864, 0xbf76e47c, 0x4174cd6a, 0xc0d78ee4, 0x4609b25a, 0xb92e18d0, 0xc396568d, 0xbed4d8f7
        .word   0x45397cd9, 0xb8718217, 0xb62125d7, 0x3c7a0f70, 0xbf20324d, 0xc3fa85a3, 0xbd6d33a2, 0xb39e471d
        .word   0xc39a3f86, 0xc148a282, 0x4239d270, 0x44ba6d07, 0x3ef649e0, 0x4572eb98, 0xc43a6f1c, 0xbad8077a
        .word   0x3a84c60d, 0x43a8483b, 0x3859dbb9, 0xb4143c90, 0x45360206, 0x3b955746, 0xc4ba0108, 0xbe8b863c
        .word   0x456c0135, 0x38daab60, 0x396a3b5e, 0xc760ba67, 0xb5e0e76d, 0xbab8bc43, 0xc03e782c, 0x3680b211
        .word   0x41909d51, 0x466a35fb, 0xc48b1a7c, 0x4338b945, 0xbf356de7, 0xc47c207b, 0x807fffff, 0xbcaf567a
        .word   0x00000001, 0xb69e05fa, 0xba048bd1, 0xc4931732, 0x42626a91, 0x4051f6a2, 0x48f42171, 0x45da55ad
        .word   0x7fa00033, 0x3883195e, 0x48406bb8, 0x3b107deb, 0xc2f06211, 0x491432e3, 0xbfd04722, 0x43c6025c
        .word   0x44f82b6a, 0x38745022, 0xc2fb1487, 0x36dc8887, 0x3f028305, 0xb61fcadd, 0x45a45598, 0xbd501eac
pf32b:
        .word   0x7fc00000, 0x80000000, 0x5b99283b, 0x6ce8209e, 0x204bdd91, 0x92dd8429, 0xba76a9d8, 0x7f800011
        .word   0xfe42b9ff, 0x4e5e734b, 0xf184178e, 0x704306a2, 0x7cb8ed70, 0x8134f9c6, 0xe91f6f67, 0x71b97353
        .word   0x80000112, 0x003c7e0e, 0xc40496f0, 0x3d08b263, 0x8012c181, 0x23e8073b, 0x571c9716, 0xa32ef3c9
        .word   0x141c42c5, 0x80000417, 0x3f800000, 0x3d5307e4, 0xffc00022, 0x821019ea, 0x16cc7d0d, 0x8193cb87
        .word   0x70ae89e8, 0x01e9f810, 0x291a0b07, 0x84d5b18b, 0x89622dae, 0x807fffff, 0x71d97e62, 0xff7fffff
        .word   0x22425ed7, 0xb29b1a33, 0xff800000, 0xdc135c66, 0x80002c49, 0x693310ac, 0xb5abbafa, 0xce4d25eb
        .word   0xa2829fa2, 0x7f800011, 0x1a76418a, 0x7d0ed3d6, 0x723dbb87, 0xcba609d2, 0x9cff3a75, 0x77845ef7
        .word   0x4d49b4d8, 0x00026792, 0x59c15de2, 0xa645c200, 0x80284e96, 0x6d3821b2, 0x718040be, 0x79dd911c
        .word   0x8a3ee308, 0xc8b46964, 0x8000e41b, 0x9ef36d91, 0x69b2b634, 0x00800000, 0x0a3109aa, 0x6909e4f3
        .word   0xc4ff105b, 0xe079db2f, 0xa44bf320, 0xad12c6eb, 0xe00ce0a2, 0xcc2b1220, 0xdbbe3bed, 0xde15acdd
        .word   0x594640df, 0xec83ce7f, 0x027092f6, 0xc5a90b86, 0x97e1fb2e, 0x77b94296, 0x0219687b, 0x452c3efd
        .word   0xfb5b93be, 0xfa196ca0, 0x5ad2fc35, 0x00000001, 0x563551ef, 0xd91338f5, 0x80649c45, 0x75f1335b
        .word   0xa004340e, 0x001737d0, 0x9690b7da, 0x510b2f14, 0x912b4985, 0x8000033a, 0xff800000, 0x6e026554
        .word   0x7f800011, 0x29bf9454, 0xf4a2ef84, 0x8e9d410d, 0x7066a846, 0x6501d62c, 0x0002f8d8, 0x87ee6b0d
        .word   0x80000000, 0x127ed2e1, 0x660fa96f, 0xb79a658d, 0xa47a628f, 0xc777ad96, 0x12c789f8, 0x8b375040
        .word   0xbc392db3, 0xc8883978, 0x2561d8ea, 0x375ff88e, 0xbb9589fd, 0xea2c8dc4, 0x4867c4be, 0xb87f0247
        .word   0x4ec9e7d5, 0x17a4df2f, 0x64e5ed51, 0x14738d40, 0x6702e776, 0x4b0e20e7, 0xd368c3ed, 0x39108def
        .word   0x00000000, 0x000ba337, 0x86c48729, 0xbaedb53d, 0xbafedb96, 0x8c8ad06e, 0xff800000, 0xedcb32ef
        .word   0x7c8802f4, 0xffc00022, 0xe40a8e76, 0x0a50cf79, 0x0b7f6b53, 0xdc6d2962, 0x00106949, 0x61d83257
        .word   0xe99ea21b, 0x7f800000, 0x225a4891, 0x893eead2, 0xf1f14aa9, 0x800000da, 0x988fde4d, 0x6d437d5a
        .word   0xcb2e7999, 0xc4f01bb3, 0xef6933c3, 0x0c37050d, 0x807fffff, 0x3e56df84, 0xbad07829, 0x1525f480
        .word   0x7fa00033, 0x5212b527, 0xa4b35e99, 0x96e09293, 0xf10c22ad, 0x26e0491e, 0x1afc55e4, 0x05fa67ff
        .word   0x32600b86, 0x01d59522, 0xec5bf50a, 0x93159797, 0xe35b3795, 0xc53cf472, 0x055a1844, 0xe851e177
        .word   0x2cdfd0d4, 0xff800000, 0xcacffc13, 0x7e2d30dd, 0xb16a1efc, 0x775f7bdd, 0xe6e01b4c, 0xd598a6cf
        .word   0x51185ff3, 0x0d0bbfc0, 0x800110db, 0x05925971, 0xffc00022, 0xf145c2a6, 0x546a35b0, 0xb61e5d73
        .word   0x4078f02d, 0x8000183d, 0xf218744f, 0x1aa10b2f, 0xc6242aae, 0xc11e7ace, 0xe7991fb0, 0x573f9039
        .word   0xf5f3ecc9, 0x35ed1935, 0x4c4c73ce, 0xbda0721b, 0x30e31d0b, 0x477a5db5, 0xed6a06e5, 0x42c6b84d
        .word   0x3faaccd0, 0x4ec80da8, 0x00000000, 0xfa8c4e86, 0x9042bb2a, 0x1752a3df, 0x9a017650, 0x4a65fa84
        .word   0xbe791343, 0x2386a511, 0xf3e2e025, 0x0c0897d2, 0xbc51a067, 0x0ff1edb4, 0x000007a3, 0x7fc00000
        .word   0x03015377, 0x8003d4eb, 0x7fc00000, 0x9366a87a, 0x3f800000, 0x9ded89cd, 0x8201abf1, 0x7fc00000
        .word   0xf7b8b86a, 0x11caf585, 0x5f3504ab, 0xc64b59b3, 0x8dfd6e59, 0x00000001, 0x82e682b2, 0xadfe3c60
        .word   0xffc00022, 0x6a6da00a, 0xf74d86bd, 0x26a0e0d4, 0x84562998, 0xe2f42320, 0x10909024, 0xea50b99c
pf64:
        .word   0xebfdb5c8, 0x40625a09, 0x16bdbb40, 0x4055a690, 0xbb247698, 0x3fe83aaf, 0x00000000, 0x7ff00000
        .word   0xc1483662, 0xbe8c11cf, 0xedc6225c, 0x3e579648, 0x450ebb3a, 0xc03820b2, 0x117fa964, 0xc0575684
        .word   0x732b78f8, 0x3e48292e, 0x23e96110, 0x41bf0c64, 0x00000000, 0x80000000, 0x5af9bdc8, 0xbef46057
        .word   0x3f187440, 0xbfa7cc73, 0xd1d6a7ba, 0x414ddfd4, 0x700d9570, 0xbf8af71c, 0x12c2da40, 0x4152a534
        .word   0x2ed7c0a0, 0x3ea4ef1a, 0xb17526fc, 0x3e7cc869, 0x46c608e0, 0xc166f178, 0x6b4cc7ec, 0x3e973660
        .word   0xb17c2e8e, 0xc0f1a6f2, 0xc6262f38, 0xbe7abc1e, 0x8b6b66e2, 0xbe151f94, 0xc4e4d9dc, 0x4126f433
        .word   0x53c7bb3a, 0xc0ef0cf7, 0x3112b014, 0x40dbfcd2, 0xa2f3043a, 0xbe961f43, 0x00000000, 0xfff00000
        .word   0x63d3d7be, 0xbee58f26, 0x9fa5f8d4, 0x3e089ae0, 0x1cc1ebe0, 0x405762d1, 0x1f4b0bf4, 0xbf714d82
        .word   0x00000000, 0x3ff00000, 0x042ad720, 0x405f1666, 0x7f4c0bd0, 0xbf09bcda, 0x2c4cacd6, 0xc1a84a12
        .word   0xc8d78bf6, 0x3ee482ef, 0x424a9248, 0x3f4006e0, 0xcd1263c0, 0xbf5dab99, 0x48a8bca0, 0xc1a01b2e
        .word   0xa7879e9c, 0x40029854, 0xd91f2852, 0x41a37617, 0x70868aa8, 0x4088f5e4, 0xc27e5ca6, 0xc169e336
        .word   0xf1bf44e4, 0x3ea078fe, 0xffffffff, 0x800fffff, 0x1e0d4d58, 0xbfb93495, 0x00000022, 0xfff80000
        .word   0x99e4e860, 0x40d65f39, 0x0cc137d0, 0xc17b7e5f, 0xbc74e834, 0xbe7eb36b, 0xc329d7a4, 0x4171b233
        .word   0x4f74b6b0, 0xbe36f7aa, 0xadf825bc, 0x3f7c5d86, 0x8b408eb8, 0x412d8252, 0x00000000, 0x7ff00000
        .word   0xb7c093b4, 0x3e3c1134, 0xaf01e682, 0x410ac7f2, 0xed284e72, 0x3e7d6297, 0x96e0021a, 0x3f1a12db
        .word   0xa5dac4e8, 0x3e30a009, 0x177f94d0, 0x3dfb979c, 0xe9f20270, 0x3f7cc3a8, 0x09d255c0, 0xbe6efaf3
        .word   0x77222c48, 0xbf8210d6, 0x00000000, 0x7ff00000, 0x383346b2, 0x3e9bb56c, 0x2ebf81ac, 0xbe6fe34a
        .word   0xeffc319a, 0xbf75dd84, 0x9f53ad34, 0xbf18758b, 0xeb30cf30, 0xc0973827, 0x4189c2c4, 0xc008863b
        .word   0xee24e3ac, 0xc03b05a4, 0xffffffff, 0x800fffff, 0xb0124650, 0xc0024b6a, 0xa10d8fcc, 0x41317b0c
        .word   0x510e7f8a, 0x40e32c82, 0x32178994, 0x3eac260f, 0xaa6298ee, 0xc1322b72, 0x1d515376, 0x40c8b2a9
        .word   0x34f80340, 0xc146b161, 0x5db2d110, 0x3fc08cf6, 0x6496e2c8, 0xbdfafe4c, 0x015efc76, 0x3f2a3020
        .word   0x580db2e0, 0x3f0414d7, 0x8df3cb1e, 0xbe86400d, 0xb764c0c0, 0xc131cda8, 0x9b48cd78, 0x3e914a54
        .word   0x66ca6538, 0x4089793e, 0xfbeb0ff8, 0xc0d843f9, 0x132a4258, 0xbe0898f1, 0xc75d3d06, 0x40ffb8b9
        .word   0xfb183568, 0xbee1ab68, 0x1ab4c7b8, 0xbf7cb54d, 0x16cec850, 0xbf8b90bf, 0x7f4ff1d0, 0xc017dfaf
        .word   0x692a6e9c, 0xbef4c419, 0x1e5f94fc, 0xc00163ea, 0x6ec63982, 0x40b26a0c, 0x0e994db0, 0xc14c7e38
        .word   0xbfeb333e, 0xc07901b8, 0x4cd746b8, 0x3f09ace9, 0x457adbd0, 0xc049b919, 0x185bcfe6, 0x4184354b
        .word   0x97c97cde, 0xbf4492be, 0x9171cada, 0xc1605fa9, 0x2b5df5dc, 0x3f84e446, 0x600873de, 0x3feac30e
        .word   0x5ee98200, 0x415f4cc2, 0x5cba4724, 0xc0eae4cb, 0x9400e514, 0xc03c47b9, 0x6ab56be6, 0xc1cd273f
        .word   0x6dc8b660, 0x3e8298ee, 0x0b5aaedc, 0xc08dd4bc, 0xe5c57f60, 0xc01df162, 0xde96fc58, 0x40ccede6
        .word   0xef19cfa6, 0xbe0a5709, 0xffffffff, 0x7fefffff, 0x03ff8cd4, 0x3fa24abe, 0x56976ab8, 0xc10e1d7f
        .word   0x86a9b9e0, 0xc167d29f, 0x00000001, 0x00000000, 0x00000011, 0x7ff00000, 0x8b650ccc, 0x407369a6
        .word   0x30aee3f0, 0x3eee2599, 0xf3fc71b2, 0x401f4f37, 0xe611cb84, 0x40d9d9c0, 0x9dc9ae2e, 0xc16630d9
pf64b:
        .word   0x89382280, 0xbfdbfcbe, 0x29332824, 0xc1ad0806, 0xcca3b634, 0xbe9d42d8, 0x948b7fa6, 0xc0c8c458
        .word   0xe3593600, 0xc03eff95, 0x7e8858c0, 0xc0bb5325, 0x21ba0c58, 0x416d1887, 0x9251b58c, 0x3f3faaa7
        .word   0x34d55b96, 0x40a28eb9, 0x32de3148, 0xbf677836, 0x63bee850, 0xc1abf605, 0xc99e725e, 0xbeddbc35
        .word   0x76fb69f0, 0xc0eb575b, 0x6fad2538, 0xbf8a97b1, 0x582eca20, 0xc185f188, 0x68b79ad4, 0x3ee57510
        .word   0xf6286316, 0x3e7d957d, 0x68bd5d98, 0x40d0bd94, 0x7d07568e, 0xc0aa304d, 0x00000000, 0x3ff00000
        .word   0x6c4782c0, 0x406fe4ef, 0x05cafc70, 0x3e1da592, 0x6d4f5b00, 0xbf850ccb, 0xdca7a180, 0xbfa0ecec
        .word   0x2c198c14, 0xc0c9c246, 0x2ac7ad68, 0xbe8a04ec, 0xd846cd58, 0x40d2fe19, 0x6423acfc, 0x3f3c136b
        .word   0x00000011, 0x7ff00000, 0x00000000, 0x00000000, 0x924bbc0c, 0x3fa05847, 0xffffffff, 0x7fefffff
        .word   0x52940164, 0xc071d0e7, 0xc42ba478, 0xc0f5dff6, 0x1c5546a6, 0xc08e35e2, 0xa966e000, 0x3e35fcbe
        .word   0x877cab70, 0x3dd62e4a, 0xe1e7a1d2, 0x3e4358f6, 0x5924fa10, 0xbe104599, 0x407733e0, 0x40275fbc
        .word   0xe0d49c68, 0xbfd350a0, 0xb892c442, 0x4069d2ff, 0x2c74129c, 0x40b24bb4, 0x1defd150, 0xc1843d98
        .word   0x878078ea, 0xbe7b7ee3, 0x5744797e, 0x415d6419, 0xc7906068, 0x3f29c486, 0x99f03f5c, 0xbe387ff3
        .word   0x92d6a4a6, 0x41bf8909, 0x9ab53bb4, 0x3eef06f6, 0x3224963c, 0x40f14901, 0x00000000, 0x3ff00000
        .word   0x16daed24, 0xc15ac93d, 0x25055552, 0x4076a1d0, 0x786b96c2, 0xc0957cfe, 0x6909cf10, 0x3fd9a4f8
        .word   0x6de6b942, 0x3e3990e2, 0x6a98fc78, 0x3eda904b, 0xaa6401b0, 0x3eb28efb, 0x33af2e08, 0x3ec02707
        .word   0x690f6c9c, 0x40f2a810, 0xc2555d34, 0xbe572f22, 0xa1b29f8c, 0xc1b6363d, 0xc89db338, 0xbf2d9d12
        .word   0xc82206b8, 0x3dfc0159, 0xa04008d8, 0xc05dd021, 0x360e6eec, 0x3f6dc904, 0x9ad48ab8, 0x41a66801
        .word   0xc63066d0, 0x3e83b307, 0xd3bbf3e8, 0xbf14662c, 0x037ace28, 0x3e41710a, 0xf7cdb44c, 0x3fa3716a
        .word   0x7f895864, 0xc08e8084, 0xee44acfa, 0xbf7aca96, 0xbfa1f634, 0xbf91b4b1, 0x7d7a3a1c, 0xbf9b4fb2
        .word   0x39f10a20, 0x4012944b, 0xf4e99b58, 0x4092c205, 0x2c4529b6, 0xc07b3bbe, 0x489e2584, 0xbf1ac7b8
        .word   0xc410ac88, 0xbf1e30a1, 0xa74dbc70, 0xbe9ceb80, 0x8c71636c, 0x40121268, 0x891281d0, 0x3e339636
        .word   0x442451c4, 0xc1188909, 0xbecc9904, 0xc00d3ab6, 0x20bd92d8, 0xc14bad74, 0xd535cbb2, 0x3f0f2f20
        .word   0x00000000, 0x80000000, 0xf93a75d4, 0xc1b7ce20, 0x1229f914, 0x3ece66c4, 0x6db0ac84, 0x4137ca1e
        .word   0xb4515be0, 0xbf8cb178, 0x5be924be, 0xbe38ea61, 0x0e1acbb0, 0x3f6b36af, 0x873b4130, 0x41701cd5
        .word   0x0584e6f6, 0x3f1d86ce, 0x96869e28, 0xbe29b550, 0xd80d5b38, 0xc1969d8a, 0x9bffe75c, 0xc1542101
        .word   0x7df26904, 0xc094de41, 0x046c995c, 0x3e1499c7, 0x05e015f8, 0x41865980, 0xfceb8c90, 0x4130d8d1
        .word   0x4411c680, 0x4121b945, 0xc1ac34e0, 0x3fb14630, 0xd26597b0, 0x40325184, 0xed555456, 0x3e717d58
        .word   0x9d601dc0, 0xc1454d4a, 0xdaefa6ec, 0xbfe3d753, 0x3fa1ef80, 0xc0d23301, 0xb61932ba, 0x3f2dbf41
        .word   0xa0b46fa6, 0xc163c74d, 0x9b36b5fc, 0x40a5108d, 0xdb33a090, 0x407e9908, 0x2baca618, 0xc02c3bff
        .word   0x5b067f00, 0x3e52422d, 0x00000022, 0xfff80000, 0x51ee9b64, 0xc009143e, 0x8c18d1c0, 0xbeb648fb
        .word   0x71981a62, 0x3fab99c2, 0xe16f0a84, 0xbecd4ea8, 0x337736ec, 0xbe5b6c68, 0x091a3f98, 0x407557ce
        .word   0x00000000, 0x00000000, 0xdd7f5e7c, 0xc01dfeed, 0x00000001, 0x00000000, 0xc7f8a8aa, 0x413e8255
        .balign 16
out:    .space  17408
