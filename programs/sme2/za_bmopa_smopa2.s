// QEMU: compare
// assembler: clang
// Covers: SME2 BMOPA/BMOPS (popcount of XNOR, 32-bit elements) and the 2-way 16-bit
// SMOPA/UMOPA/SMOPS/UMOPS into .S tiles, under full, partial (ptrue vl5 / vl7 .h: a half-active
// pair) and random predicates (bits inside an element are ignored except each element's first),
// beside the SME 4-way SMOPA and an FMLA group that aliases the tiles. Output: the whole ZA
// after each outer product.
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
        ptrue   p1.s, vl5
        ptrue   p2.h, vl7
        adr     x0, pp
        ldr     p3, [x0]
        ldr     p4, [x0, #1, mul vl]
        bmopa   za0.s, p0/m, p0/m, z0.s, z1.s
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bmopa   za1.s, p1/m, p3/m, z2.s, z3.s
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bmops   za2.s, p3/m, p4/m, z4.s, z5.s
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        bmops   za3.s, p0/m, p1/m, z31.s, z30.s
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smopa   za0.s, p0/m, p0/m, z6.h, z7.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        umopa   za1.s, p2/m, p3/m, z8.h, z9.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smops   za2.s, p3/m, p2/m, z10.h, z11.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        umops   za3.s, p4/m, p0/m, z12.h, z13.h
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smopa   za1.s, p3/m, p4/m, z14.b, z15.b
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        fmla    za.s[w9, 1, vgx4], {z16.s - z19.s}, z12.s
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smstop
        mov     x0, #1
        adr     x1, out
        ldr     x2, =10240
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 16
pi:
        .word   0x4af2c7ec, 0x0415d4e4, 0x616c4e97, 0xb9215b87, 0x03714431, 0xe6749e38, 0xfb151b06, 0x056b7fb5
        .word   0x6ebba083, 0x340ec55b, 0x5e9609c8, 0x379e2ca8, 0x905cbcf8, 0xf75edcc2, 0xf9a94892, 0xd0159250
        .word   0x7bb72d79, 0xac72ca97, 0xcc2e29a4, 0xac52882d, 0x953285d0, 0x6d19151d, 0xf0469109, 0x97d24792
        .word   0xe65e1b54, 0xe54e8a49, 0x378c74c7, 0x9e1b2642, 0xcbb51ec8, 0x543c7ed4, 0xbeeb248b, 0x62f21997
        .word   0x08f9732a, 0x646aa10e, 0x39cf2905, 0x38f903af, 0x0ef2bdce, 0x71fcf189, 0x045817bf, 0x7d60c9f9
        .word   0x43130931, 0xc1328c77, 0x4bf375ee, 0x8e1a1737, 0xb02ba687, 0x3dd08e8b, 0x2a6b1940, 0xc37103e6
        .word   0x6ae4a857, 0x9de52ad0, 0x1169cfb0, 0xe5d4f5b1, 0x8b3dbea3, 0x4c686c4b, 0x9c8edcc5, 0x48d30d8c
        .word   0x23a1061b, 0xba8ff755, 0x2a3f6ed5, 0x5614a9f3, 0x1d8ab08f, 0xf58fe33c, 0xfd73cc78, 0x560145b7
        .word   0xf4c90660, 0x66debf24, 0x07aecb34, 0xbe73a72c, 0x6b14f46c, 0x987a46b3, 0xb88afdb0, 0x88862d8e
        .word   0xfee6434c, 0x0fe03916, 0x607fe3dd, 0x74ac04c6, 0xae4a699a, 0xce596851, 0xeef5464d, 0x0a632957
        .word   0xaad1e36b, 0xe28dc17a, 0xb0478941, 0xe4376216, 0x25dafc43, 0x9e1c5e80, 0x471efd76, 0x0171c590
        .word   0xc84209db, 0xc33f1cd9, 0x78a290fb, 0x14ce680a, 0x905c3346, 0xc7d69f25, 0x82bc2e17, 0x5cad9c65
        .word   0x9f14fc4b, 0x9aa7b2ea, 0x1ef90a2b, 0xfc2ebee9, 0xae9c2204, 0x4bbbee23, 0x4bb5e578, 0x0cc5cb91
        .word   0xc29a0bd2, 0x07531a97, 0x28175922, 0xf73436db, 0xc151fd6d, 0x9688389e, 0xa96ff0db, 0x38a6885c
        .word   0xbdec8fbe, 0xa8e2744f, 0xa3fbf4fb, 0xfb615b21, 0xecd44fc6, 0x59657d0a, 0xa6c235b9, 0x50352988
        .word   0x0a0e6c68, 0x786dbc50, 0xee9629d2, 0xf43e5d6a, 0x4bab0850, 0x662cd172, 0x7f935ed2, 0xe68904f7
        .word   0xd06da19f, 0x70eb2e9b, 0xc5a930fb, 0x7410fb6e, 0xa36400d7, 0xbc0e4161, 0x59636b08, 0xabbdf1f9
        .word   0xdfabfab5, 0x242bb845, 0xc010fb9a, 0x7683cf96, 0xed1fc08a, 0xaf796c11, 0xcca4fa25, 0x049e1e4f
        .word   0x359b85c0, 0xda32a588, 0x4ffac858, 0x6e48b444, 0xf08be97e, 0x564b8aca, 0x3805bdf6, 0xc991abca
        .word   0x10278fe6, 0x23f2c7b0, 0xb21cedaa, 0x40f84feb, 0x95d3f41c, 0xf614d414, 0x7ab808cb, 0x09a1eff5
        .word   0x8b454382, 0xa2fe6b92, 0xebe001a5, 0xa8bceb32, 0xa812adbb, 0xd52d21d1, 0xbc0f7d37, 0x4224e5a9
        .word   0x9900edf9, 0x0bc262cf, 0x6b92c291, 0x04a20bcc, 0x03cb2523, 0xf095a55a, 0xf9e78e83, 0x7fda026a
        .word   0x49537414, 0x089cb7ab, 0x4e352ad5, 0x1dcbd7cd, 0xd1232824, 0x1cf9ab95, 0xc06dd69d, 0x2bcf3281
        .word   0xa589ad85, 0xe4ee9997, 0x10d634cc, 0x1999a844, 0xceb795d2, 0xc0ead6f3, 0x6e821d20, 0xad34105b
        .word   0x55fb6080, 0xb619cfc4, 0xa15e253f, 0x37756ce2, 0xcb8c8f28, 0x9009553f, 0x18fdf997, 0xddbc21c6
        .word   0x5f8f1127, 0x09c208a3, 0x290dd172, 0x5943e3ed, 0xb47634bd, 0x4c56acc7, 0xe96dcd17, 0x1acaca7a
        .word   0x60aa8867, 0x04bba460, 0xa6e1902c, 0x090611f1, 0x54c7eddb, 0xd91b25b1, 0xa7c5abbb, 0x55f6d9a0
        .word   0xf2a264f2, 0x6824b3ec, 0x4687204c, 0x98f38b85, 0x919fcfa2, 0x83f2a19f, 0x2dbdac66, 0xb9674499
        .word   0xd027ba56, 0xc956e402, 0xe1148c4c, 0xb7597a7c, 0x69c70ded, 0x14d8c1aa, 0x041d2d46, 0xe73a9c9c
        .word   0xe56c5dfc, 0x9a3ed5e2, 0x86a0d017, 0xf14142b1, 0x36f933ed, 0x89fb2caf, 0x7d25fbfb, 0xc5be52ba
        .word   0x5e5668bb, 0x6d96388b, 0xbf0dbed9, 0x9750e560, 0x101dbcca, 0x2f1d200f, 0x486fde1d, 0x2b5a20dd
        .word   0x5dabe719, 0xde924b55, 0xea74cfbf, 0x349effbb, 0x65c390da, 0x99bf99e6, 0x0981fd48, 0x29c8a7c5
pj:
        .word   0x09d7a3ba, 0x658a75d3, 0x200ba6a3, 0x5cba037a, 0xa3d9c8e9, 0x8b3ac770, 0xb6a824e2, 0x4709b431
        .word   0x3193cce0, 0x7cfd4e1c, 0x00c2e396, 0x7c4144ce, 0xd92c7b85, 0x6b6ffd9c, 0xb51d33ca, 0xf963ef34
        .word   0x1e68de00, 0x45ddbcf6, 0xd0d4442e, 0x013d3739, 0x834bafa3, 0xf6156a33, 0x3231692d, 0xce0af8e9
        .word   0x1236e68a, 0x2e0005b8, 0x92bc095f, 0xb3698306, 0xe07b9353, 0xe214c4a0, 0x0f4539dd, 0x0122e7c5
        .word   0x1b310f18, 0xf13fff15, 0xb116d923, 0x448770da, 0xb7827c7f, 0xdf0bcccf, 0x2baa8d0b, 0xd2815201
        .word   0xd2d9799f, 0x3d669200, 0xa9949b50, 0xeec15408, 0xd88c85f4, 0x81d5ecaa, 0x2dd1eed8, 0x34165d7c
        .word   0xecd749cb, 0xa350d3b3, 0xbf9fa9f9, 0xc1c94b4f, 0xa63d6b39, 0x130e08e7, 0xa16553de, 0x68b06092
        .word   0x9438eee7, 0x2883e517, 0xb16c3339, 0x72178a1c, 0x7a0daa91, 0xd2631344, 0xddce8618, 0x570839e6
        .word   0x882df5ce, 0xb40f62ba, 0x84eefabe, 0x342af242, 0x23dc2757, 0xd1288ac7, 0xb7bd5fe6, 0x7af9f1f5
        .word   0x64bac728, 0xe4310b06, 0x923b6d89, 0x255be937, 0x07eaed75, 0x998edd94, 0x39307bb8, 0x8bc3d3cd
        .word   0xc373edd0, 0x1913738a, 0xcba45975, 0x6be58ef3, 0x3ac11556, 0x29f651db, 0xdf544cae, 0x5a0431df
        .word   0x4a75ab91, 0x3e9fdee1, 0x992a1733, 0x0cc0f609, 0x145ff6c8, 0x178e1239, 0x1c866132, 0x9a513b57
        .word   0x5d3f1db0, 0x3f902054, 0xb32676f1, 0x1b45c04e, 0xe87cb550, 0x972e3cd1, 0x896eb8b8, 0x31804492
        .word   0xac2dde9a, 0x9f66b69d, 0xc09864c8, 0xddfc4e68, 0x7903642d, 0xcdb0971f, 0xcfbc9917, 0xdc4c0016
        .word   0xdf052f9f, 0x7bff206e, 0x4f6357ba, 0xc091abe8, 0xc558a3cf, 0x59b34161, 0x64b135c2, 0xf46ba526
        .word   0x213b6251, 0x68bfb41d, 0xea5ab024, 0x69b46204, 0xf71384a0, 0xcefeb5f3, 0x29ceeac0, 0x7405ffb4
        .word   0x903c1445, 0x97a32605, 0x1d5c4d97, 0x793b92bf, 0x7f1dda47, 0x6ad9cf3c, 0x01bc777d, 0x76aa30de
        .word   0x13f77f5c, 0xb0693a14, 0x12ae24e2, 0x0bd38c5a, 0x1db9b6c2, 0xb5aef344, 0xc6d704a7, 0x9fed1d83
        .word   0xee35ecb8, 0x78325a94, 0xfa53889e, 0x2057e1ff, 0xb1d538ca, 0x0296d65f, 0x02604f3b, 0xcdb6f570
        .word   0x04293982, 0xd6841ea6, 0xad72cb86, 0xd7a788dd, 0xd38021a9, 0x4b6dd466, 0xd470adad, 0x95385611
        .word   0x890ca60d, 0x82601f5b, 0x24333574, 0x1a722e3b, 0x4342804a, 0xcdc3fc7d, 0xd203190f, 0x7de44372
        .word   0x5f5d94a1, 0x38ad9bf9, 0xf6d759d3, 0xc231ae09, 0x72648cca, 0x0212b1e6, 0x6f9efff0, 0x15d40b69
        .word   0x50758089, 0xa2c8912f, 0x784cb625, 0x51040116, 0x7e0bdd4c, 0xfb585b78, 0x0076bc04, 0xe53b9649
        .word   0x1255c88a, 0x10eebb0d, 0xad3c3bf8, 0xf995fea8, 0xda89ab3f, 0xb2466643, 0x0e0b7574, 0x1afbf03a
        .word   0x9b5426c5, 0x3d544eff, 0x515213d9, 0x0773e4e4, 0xe223cfdf, 0xb8589864, 0x3fdd92c8, 0x4168c222
        .word   0xc910cd2c, 0xdf126821, 0x816e3d4d, 0x9ca647e7, 0xf3540ac2, 0x57698752, 0x3705483b, 0xd1edd246
        .word   0xde81e20d, 0x2bc37e3b, 0x9982dc09, 0x1e76c8b9, 0x2ae3b124, 0x49ed3004, 0x69e2b0d1, 0x815e71dd
        .word   0x697893a0, 0x7c61c295, 0x594e53da, 0xf911658f, 0x1ce2420f, 0xa25f475b, 0x50b803fc, 0xc08be927
        .word   0xbb9a737b, 0x84465145, 0xa5984cf1, 0x17b1298d, 0x2b2d6dc0, 0xdf7b48c8, 0x98512a26, 0x9ad859fd
        .word   0xfa8080e7, 0xb9656da2, 0xd18937bc, 0x8cfadb5b, 0x210a2e80, 0x0b18bfd0, 0xef73f647, 0x76732836
        .word   0x66870070, 0x8aaf2da6, 0xdd3c2a0c, 0x1b55e61d, 0xbdda0474, 0x83cf9603, 0xc7bd9927, 0xd3fc44d9
        .word   0xf10e4493, 0xa36f7d49, 0xbaf715ac, 0xdc1093e0, 0x47a61d20, 0x2995c435, 0xed8b5182, 0xade99659
pp:
        .word   0x025c144b, 0x9c4abd29, 0x79a34322, 0x1c3e7a05, 0x1dda56ce, 0xe7bc7856, 0x5fa661cf, 0x49c0aa9e
        .word   0x5d54db51, 0x223bb741, 0xc78a3683, 0x6f155830, 0x19363406, 0x979f7227, 0xdc883bcf, 0x5b6b94a4
        .balign 16
out:    .space  10240
