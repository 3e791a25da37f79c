// QEMU: compare
// assembler: clang
// Covers: SME2 multi-vector contiguous LD1B/H/W/D, LDNT1B/H/W/D, ST1B/H/W/D, STNT1B/H/W/D with
// two and four consecutive registers and the strided {z0, z8} / {z0, z4, z8, z12} groups,
// scalar+scalar ([x0, x1, lsl #k]) and scalar+immediate ([x0, #imm, mul vl], negative too)
// addresses, governed by predicate-as-counter values: all true, counts ending inside the first,
// second and fourth vector, a non-matching element size and none; loads zero inactive elements
// (the registers start as 0x55), stores leave inactive memory (0xee) alone. SVL 256.
// Output: the loaded registers, then the store buffer.
// CHECK: exit == 0
        .text
        .global _start


_start:
        // source: 1024 bytes, byte i = (i * 7 + 3) mod 256 (with the wrap into a 16-bit view)
        adr     x0, src
        mov     x1, #0
1:      mov     w2, #7
        mul     w2, w1, w2
        add     w2, w2, #3
        strb    w2, [x0, x1]
        add     x1, x1, #1
        cmp     x1, #1024
        b.ne    1b
        // store buffer: 0xee
        adr     x0, dst
        mov     x1, #0
        mov     w2, #0xee
1:      strb    w2, [x0, x1]
        add     x1, x1, #1
        cmp     x1, #1024
        b.ne    1b

        smstart
        adr     x20, out
        adr     x0, src
        add     x0, x0, #256                            // the middle: negative offsets stay inside
        mov     x10, #0
        mov     x1, #3

        dup     z0.b, #0x55
        dup     z1.b, #0x55
        dup     z2.b, #0x55
        dup     z3.b, #0x55
        dup     z4.b, #0x55
        dup     z8.b, #0x55
        dup     z12.b, #0x55
        dup     z16.b, #0x55
        dup     z17.b, #0x55
        dup     z18.b, #0x55
        dup     z19.b, #0x55
        dup     z23.b, #0x55
        dup     z27.b, #0x55
        dup     z31.b, #0x55
        ptrue   pn8.b
        ld1b    {z0.b, z1.b}, pn8/z, [x0, x1]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        dup     z0.b, #0x55
        dup     z1.b, #0x55
        dup     z2.b, #0x55
        dup     z3.b, #0x55
        dup     z4.b, #0x55
        dup     z8.b, #0x55
        dup     z12.b, #0x55
        dup     z16.b, #0x55
        dup     z17.b, #0x55
        dup     z18.b, #0x55
        dup     z19.b, #0x55
        dup     z23.b, #0x55
        dup     z27.b, #0x55
        dup     z31.b, #0x55
        mov     x11, #45
        whilelt pn9.b, x10, x11, vlx2
        ld1b    {z0.b-z3.b}, pn9/z, [x0, #-4, mul vl]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        dup     z0.b, #0x55
        dup     z1.b, #0x55
        dup     z2.b, #0x55
        dup     z3.b, #0x55
        dup     z4.b, #0x55
        dup     z8.b, #0x55
        dup     z12.b, #0x55
        dup     z16.b, #0x55
        dup     z17.b, #0x55
        dup     z18.b, #0x55
        dup     z19.b, #0x55
        dup     z23.b, #0x55
        dup     z27.b, #0x55
        dup     z31.b, #0x55
        mov     x11, #13
        whilelt pn10.h, x10, x11, vlx2
        ld1h    {z16.h, z17.h}, pn10/z, [x0, x1, lsl #1]
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        dup     z0.b, #0x55
        dup     z1.b, #0x55
        dup     z2.b, #0x55
        dup     z3.b, #0x55
        dup     z4.b, #0x55
        dup     z8.b, #0x55
        dup     z12.b, #0x55
        dup     z16.b, #0x55
        dup     z17.b, #0x55
        dup     z18.b, #0x55
        dup     z19.b, #0x55
        dup     z23.b, #0x55
        dup     z27.b, #0x55
        dup     z31.b, #0x55
        mov     x11, #29
        whilelt pn11.h, x10, x11, vlx4
        ldnt1h  {z0.h, z4.h, z8.h, z12.h}, pn11/z, [x0, #4, mul vl]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z4, [x20]
        addvl   x20, x20, #1
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z12, [x20]
        addvl   x20, x20, #1
        dup     z0.b, #0x55
        dup     z1.b, #0x55
        dup     z2.b, #0x55
        dup     z3.b, #0x55
        dup     z4.b, #0x55
        dup     z8.b, #0x55
        dup     z12.b, #0x55
        dup     z16.b, #0x55
        dup     z17.b, #0x55
        dup     z18.b, #0x55
        dup     z19.b, #0x55
        dup     z23.b, #0x55
        dup     z27.b, #0x55
        dup     z31.b, #0x55
        mov     x11, #5
        whilelt pn12.s, x10, x11, vlx2
        ld1w    {z23.s, z31.s}, pn12/z, [x0, #-2, mul vl]
        str     z23, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        dup     z0.b, #0x55
        dup     z1.b, #0x55
        dup     z2.b, #0x55
        dup     z3.b, #0x55
        dup     z4.b, #0x55
        dup     z8.b, #0x55
        dup     z12.b, #0x55
        dup     z16.b, #0x55
        dup     z17.b, #0x55
        dup     z18.b, #0x55
        dup     z19.b, #0x55
        dup     z23.b, #0x55
        dup     z27.b, #0x55
        dup     z31.b, #0x55
        mov     x11, #31
        whilelt pn13.s, x10, x11, vlx4
        ld1w    {z16.s-z19.s}, pn13/z, [x0, x1, lsl #2]
        str     z16, [x20]
        addvl   x20, x20, #1
        str     z17, [x20]
        addvl   x20, x20, #1
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        dup     z0.b, #0x55
        dup     z1.b, #0x55
        dup     z2.b, #0x55
        dup     z3.b, #0x55
        dup     z4.b, #0x55
        dup     z8.b, #0x55
        dup     z12.b, #0x55
        dup     z16.b, #0x55
        dup     z17.b, #0x55
        dup     z18.b, #0x55
        dup     z19.b, #0x55
        dup     z23.b, #0x55
        dup     z27.b, #0x55
        dup     z31.b, #0x55
        mov     x11, #7
        whilelt pn14.d, x10, x11, vlx2
        ldnt1d  {z18.d, z19.d}, pn14/z, [x0, #14, mul vl]
        str     z18, [x20]
        addvl   x20, x20, #1
        str     z19, [x20]
        addvl   x20, x20, #1
        dup     z0.b, #0x55
        dup     z1.b, #0x55
        dup     z2.b, #0x55
        dup     z3.b, #0x55
        dup     z4.b, #0x55
        dup     z8.b, #0x55
        dup     z12.b, #0x55
        dup     z16.b, #0x55
        dup     z17.b, #0x55
        dup     z18.b, #0x55
        dup     z19.b, #0x55
        dup     z23.b, #0x55
        dup     z27.b, #0x55
        dup     z31.b, #0x55
        mov     x11, #15
        whilelt pn15.d, x10, x11, vlx4
        ld1d    {z19.d, z23.d, z27.d, z31.d}, pn15/z, [x0, x1, lsl #3]
        str     z19, [x20]
        addvl   x20, x20, #1
        str     z23, [x20]
        addvl   x20, x20, #1
        str     z27, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        dup     z0.b, #0x55
        dup     z1.b, #0x55
        dup     z2.b, #0x55
        dup     z3.b, #0x55
        dup     z4.b, #0x55
        dup     z8.b, #0x55
        dup     z12.b, #0x55
        dup     z16.b, #0x55
        dup     z17.b, #0x55
        dup     z18.b, #0x55
        dup     z19.b, #0x55
        dup     z23.b, #0x55
        dup     z27.b, #0x55
        dup     z31.b, #0x55
        mov     x11, #11
        whilelt pn8.b, x10, x11, vlx4                   // a .b counter governing .s elements
        ld1w    {z0.s-z3.s}, pn8/z, [x0]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        dup     z0.b, #0x55
        dup     z1.b, #0x55
        dup     z2.b, #0x55
        dup     z3.b, #0x55
        dup     z4.b, #0x55
        dup     z8.b, #0x55
        dup     z12.b, #0x55
        dup     z16.b, #0x55
        dup     z17.b, #0x55
        dup     z18.b, #0x55
        dup     z19.b, #0x55
        dup     z23.b, #0x55
        dup     z27.b, #0x55
        dup     z31.b, #0x55
        mov     x11, #0
        whilelt pn8.s, x10, x11, vlx2                   // nothing active
        ldnt1b  {z8.b-z11.b}, pn8/z, [x0, #28, mul vl]
        str     z8, [x20]
        addvl   x20, x20, #1
        str     z11, [x20]
        addvl   x20, x20, #1

        // stores of the last loaded values and fresh ones
        adr     x0, src
        ldr     z0, [x0]
        ldr     z1, [x0, #1, mul vl]
        ldr     z2, [x0, #2, mul vl]
        ldr     z3, [x0, #3, mul vl]
        ldr     z4, [x0, #4, mul vl]
        ldr     z8, [x0, #5, mul vl]
        ldr     z12, [x0, #6, mul vl]
        ldr     z7, [x0, #7, mul vl]
        adr     x0, dst
        add     x0, x0, #256
        mov     x1, #5
        ptrue   pn8.h
        st1h    {z0.h, z1.h}, pn8, [x0, x1, lsl #1]
        mov     x11, #37
        whilelt pn9.b, x10, x11, vlx2
        st1b    {z2.b, z3.b}, pn9, [x0, #-8, mul vl]
        mov     x11, #19
        whilelt pn10.s, x10, x11, vlx4
        stnt1w  {z0.s, z4.s, z8.s, z12.s}, pn10, [x0, #4, mul vl]
        mov     x11, #3
        whilelt pn11.d, x10, x11, vlx2
        st1d    {z0.d, z8.d}, pn11, [x0, x1, lsl #3]
        mov     x11, #9
        whilelt pn12.d, x10, x11, vlx4
        st1d    {z4.d-z7.d}, pn12, [x0, #-4, mul vl]
        mov     x11, #60
        whilelt pn13.h, x10, x11, vlx4
        stnt1h  {z0.h-z3.h}, pn13, [x0, #12, mul vl]
        mov     x11, #0
        whilelt pn14.b, x10, x11, vlx2
        stnt1b  {z0.b, z1.b}, pn14, [x0]                // nothing stored
        adr     x1, dst
        mov     x2, #1024
1:      ldr     x3, [x1], #8
        str     x3, [x20], #8
        subs    x2, x2, #8
        b.ne    1b

        smstop
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
src:    .space  1024
dst:    .space  1024
out:    .space  4096
