// QEMU: compare
// Covers: SMOPA/UMOPA/SUMOPA/USMOPA and SMOPS/UMOPS/SUMOPS/USMOPS ZA.S <- .B x .B (4-way dot
// product of the 4 bytes of each 32-bit element, modular 32-bit accumulate), byte-granular
// predicates (an inactive byte contributes 0), signed/unsigned mixes. SVL 256: 8x8 tiles.
// NOTE: the predicates here only ever enable EVEN .S elements (bytes 0-3 of each 8-byte group).
// QEMU 7.2, the oracle when this was written, got odd rows/columns of the integer outer product
// wrong (do_imopa on 64-bit chunks; fixed upstream by do_imopa_s, as QEMU 11.1 has it).
// Hand values: n bytes = 1, 2, .., 32 (element i sums to 16i+10), m = all 0xff; rows/cols
// 0,2,4,6 active: SMOPA = -(16i+10), UMOPA = 255*(16i+10), SUMOPA (n signed, m unsigned)
// = 255*(16i+10), USMOPA (n unsigned, m signed) = -(16i+10); column 4 only uses bytes 0-2.
// Then the MOPS forms subtract 0x80 x 0x80 dot products (-128 signed, 128 unsigned: 4*16384),
// and ZA0.S[6][6] = 0x7fffffff + 4*127*127 wraps to 0x8000fc03.
// Output: whole ZA (1024 bytes): ZAk.S row r = ZA row k + 4r.
// CHECK: exit == 0
        .text
        .global _start
_start:
        smstart
        adr     x0, preds
        ldr     p0, [x0]                                // 0f 0f 0f 0f: elements 0,2,4,6
        ldr     p1, [x0, #1, mul vl]                    // 0f 0f 07 0f: element 4 bytes 0-2
        ldr     p2, [x0, #2, mul vl]                    // 00 0f 03 01
        index   z0.b, #1, #1
        dup     z1.b, #-1
        dup     z2.b, #-128
        smopa   za0.s, p0/m, p1/m, z0.b, z1.b
        umopa   za1.s, p0/m, p1/m, z0.b, z1.b
        sumopa  za2.s, p0/m, p1/m, z0.b, z1.b
        usmopa  za3.s, p0/m, p1/m, z0.b, z1.b
        smops   za0.s, p2/m, p0/m, z2.b, z2.b
        umops   za1.s, p2/m, p0/m, z2.b, z2.b
        sumops  za2.s, p0/m, p2/m, z2.b, z2.b
        usmops  za3.s, p0/m, p2/m, z2.b, z2.b
        // modular wrap on ZA0.S[6][6]
        ptrue   p3.s
        mov     w12, #6
        ldr     w3, =0x7fffffff
        dup     z3.s, w3
        mova    za0h.s[w12, 0], p3/m, z3.s
        dup     z4.b, #127
        ldr     p4, [x0, #3, mul vl]                    // 00 00 00 0f: element 6 only
        smopa   za0.s, p4/m, p4/m, z4.b, z4.b

        adr     x20, out
        mov     w12, #0
1:      str     za[w12, 0], [x20]
        addsvl  x20, x20, #1
        add     w12, w12, #1
        cmp     w12, #32
        b.ne    1b
        smstop
        mov     x0, #1
        adr     x1, out
        mov     x2, #1024
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .ltorg
        .data
        .balign 16
preds:  .byte   0x0f, 0x0f, 0x0f, 0x0f
        .byte   0x0f, 0x0f, 0x07, 0x0f
        .byte   0x00, 0x0f, 0x03, 0x01
        .byte   0x00, 0x00, 0x00, 0x0f
        .balign 16
out:    .space  1024
