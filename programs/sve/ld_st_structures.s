// QEMU: compare
// Covers: SVE LD2/LD3/LD4 and ST2/ST3/ST4 {B,H,W,D} (interleaved structures) with scalar plus
// immediate (#N, mul vl) and scalar plus scalar addressing, register lists wrapping past z31,
// all-true and partial predicates (inactive structures load zero and leave memory alone), and
// the single-vector LDNT1/STNT1 {B,H,W,D}, out of streaming mode (VL 512) and in it (SVL 256).
// Output: each loaded register and each stored area.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        ptrue   p0.b
        mov     x2, #0
        mov     x3, #5
        whilelt p1.b, x2, x3
        whilelt p2.h, x2, x3
        whilelt p3.s, x2, x3
        whilelt p4.d, x2, x3
        adr     x10, src
        ld2b    {z30.b, z31.b}, p0/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2b    {z0.b, z1.b}, p0/z, [x10, x11]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2b    {z0.b, z1.b}, p0, [x12]
        mov     x13, #2
        st2b    {z30.b, z31.b}, p0, [x12, x13]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2b    {z30.b, z31.b}, p1/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2b    {z0.b, z1.b}, p1/z, [x10, x11]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2b    {z0.b, z1.b}, p1, [x12]
        mov     x13, #2
        st2b    {z30.b, z31.b}, p1, [x12, x13]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3b    {z30.b, z31.b, z0.b}, p0/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3b    {z0.b, z1.b, z2.b}, p0/z, [x10, x11]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3b    {z0.b, z1.b, z2.b}, p0, [x12]
        mov     x13, #3
        st3b    {z30.b, z31.b, z0.b}, p0, [x12, x13]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3b    {z30.b, z31.b, z0.b}, p1/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3b    {z0.b, z1.b, z2.b}, p1/z, [x10, x11]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3b    {z0.b, z1.b, z2.b}, p1, [x12]
        mov     x13, #3
        st3b    {z30.b, z31.b, z0.b}, p1, [x12, x13]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4b    {z30.b, z31.b, z0.b, z1.b}, p0/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4b    {z0.b, z1.b, z2.b, z3.b}, p0/z, [x10, x11]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4b    {z0.b, z1.b, z2.b, z3.b}, p0, [x12]
        mov     x13, #4
        st4b    {z30.b, z31.b, z0.b, z1.b}, p0, [x12, x13]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4b    {z30.b, z31.b, z0.b, z1.b}, p1/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4b    {z0.b, z1.b, z2.b, z3.b}, p1/z, [x10, x11]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4b    {z0.b, z1.b, z2.b, z3.b}, p1, [x12]
        mov     x13, #4
        st4b    {z30.b, z31.b, z0.b, z1.b}, p1, [x12, x13]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1b  {z5.b}, p0/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1b  {z30.b}, p0, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1b  {z5.b}, p1/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1b  {z30.b}, p1, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2h    {z30.h, z31.h}, p0/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2h    {z0.h, z1.h}, p0/z, [x10, x11, lsl #1]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2h    {z0.h, z1.h}, p0, [x12]
        mov     x13, #2
        st2h    {z30.h, z31.h}, p0, [x12, x13, lsl #1]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2h    {z30.h, z31.h}, p2/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2h    {z0.h, z1.h}, p2/z, [x10, x11, lsl #1]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2h    {z0.h, z1.h}, p2, [x12]
        mov     x13, #2
        st2h    {z30.h, z31.h}, p2, [x12, x13, lsl #1]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3h    {z30.h, z31.h, z0.h}, p0/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3h    {z0.h, z1.h, z2.h}, p0/z, [x10, x11, lsl #1]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3h    {z0.h, z1.h, z2.h}, p0, [x12]
        mov     x13, #3
        st3h    {z30.h, z31.h, z0.h}, p0, [x12, x13, lsl #1]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3h    {z30.h, z31.h, z0.h}, p2/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3h    {z0.h, z1.h, z2.h}, p2/z, [x10, x11, lsl #1]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3h    {z0.h, z1.h, z2.h}, p2, [x12]
        mov     x13, #3
        st3h    {z30.h, z31.h, z0.h}, p2, [x12, x13, lsl #1]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4h    {z30.h, z31.h, z0.h, z1.h}, p0/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4h    {z0.h, z1.h, z2.h, z3.h}, p0/z, [x10, x11, lsl #1]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4h    {z0.h, z1.h, z2.h, z3.h}, p0, [x12]
        mov     x13, #4
        st4h    {z30.h, z31.h, z0.h, z1.h}, p0, [x12, x13, lsl #1]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4h    {z30.h, z31.h, z0.h, z1.h}, p2/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4h    {z0.h, z1.h, z2.h, z3.h}, p2/z, [x10, x11, lsl #1]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4h    {z0.h, z1.h, z2.h, z3.h}, p2, [x12]
        mov     x13, #4
        st4h    {z30.h, z31.h, z0.h, z1.h}, p2, [x12, x13, lsl #1]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1h  {z5.h}, p0/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1h  {z30.h}, p0, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1h  {z5.h}, p2/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1h  {z30.h}, p2, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2w    {z30.s, z31.s}, p0/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2w    {z0.s, z1.s}, p0/z, [x10, x11, lsl #2]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2w    {z0.s, z1.s}, p0, [x12]
        mov     x13, #2
        st2w    {z30.s, z31.s}, p0, [x12, x13, lsl #2]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2w    {z30.s, z31.s}, p3/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2w    {z0.s, z1.s}, p3/z, [x10, x11, lsl #2]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2w    {z0.s, z1.s}, p3, [x12]
        mov     x13, #2
        st2w    {z30.s, z31.s}, p3, [x12, x13, lsl #2]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3w    {z30.s, z31.s, z0.s}, p0/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3w    {z0.s, z1.s, z2.s}, p0/z, [x10, x11, lsl #2]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3w    {z0.s, z1.s, z2.s}, p0, [x12]
        mov     x13, #3
        st3w    {z30.s, z31.s, z0.s}, p0, [x12, x13, lsl #2]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3w    {z30.s, z31.s, z0.s}, p3/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3w    {z0.s, z1.s, z2.s}, p3/z, [x10, x11, lsl #2]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3w    {z0.s, z1.s, z2.s}, p3, [x12]
        mov     x13, #3
        st3w    {z30.s, z31.s, z0.s}, p3, [x12, x13, lsl #2]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4w    {z30.s, z31.s, z0.s, z1.s}, p0/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4w    {z0.s, z1.s, z2.s, z3.s}, p0/z, [x10, x11, lsl #2]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4w    {z0.s, z1.s, z2.s, z3.s}, p0, [x12]
        mov     x13, #4
        st4w    {z30.s, z31.s, z0.s, z1.s}, p0, [x12, x13, lsl #2]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4w    {z30.s, z31.s, z0.s, z1.s}, p3/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4w    {z0.s, z1.s, z2.s, z3.s}, p3/z, [x10, x11, lsl #2]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4w    {z0.s, z1.s, z2.s, z3.s}, p3, [x12]
        mov     x13, #4
        st4w    {z30.s, z31.s, z0.s, z1.s}, p3, [x12, x13, lsl #2]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1w  {z5.s}, p0/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1w  {z30.s}, p0, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1w  {z5.s}, p3/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1w  {z30.s}, p3, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2d    {z30.d, z31.d}, p0/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2d    {z0.d, z1.d}, p0/z, [x10, x11, lsl #3]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2d    {z0.d, z1.d}, p0, [x12]
        mov     x13, #2
        st2d    {z30.d, z31.d}, p0, [x12, x13, lsl #3]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2d    {z30.d, z31.d}, p4/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2d    {z0.d, z1.d}, p4/z, [x10, x11, lsl #3]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2d    {z0.d, z1.d}, p4, [x12]
        mov     x13, #2
        st2d    {z30.d, z31.d}, p4, [x12, x13, lsl #3]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3d    {z30.d, z31.d, z0.d}, p0/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3d    {z0.d, z1.d, z2.d}, p0/z, [x10, x11, lsl #3]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3d    {z0.d, z1.d, z2.d}, p0, [x12]
        mov     x13, #3
        st3d    {z30.d, z31.d, z0.d}, p0, [x12, x13, lsl #3]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3d    {z30.d, z31.d, z0.d}, p4/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3d    {z0.d, z1.d, z2.d}, p4/z, [x10, x11, lsl #3]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3d    {z0.d, z1.d, z2.d}, p4, [x12]
        mov     x13, #3
        st3d    {z30.d, z31.d, z0.d}, p4, [x12, x13, lsl #3]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4d    {z30.d, z31.d, z0.d, z1.d}, p0/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4d    {z0.d, z1.d, z2.d, z3.d}, p0/z, [x10, x11, lsl #3]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4d    {z0.d, z1.d, z2.d, z3.d}, p0, [x12]
        mov     x13, #4
        st4d    {z30.d, z31.d, z0.d, z1.d}, p0, [x12, x13, lsl #3]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4d    {z30.d, z31.d, z0.d, z1.d}, p4/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4d    {z0.d, z1.d, z2.d, z3.d}, p4/z, [x10, x11, lsl #3]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4d    {z0.d, z1.d, z2.d, z3.d}, p4, [x12]
        mov     x13, #4
        st4d    {z30.d, z31.d, z0.d, z1.d}, p4, [x12, x13, lsl #3]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1d  {z5.d}, p0/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1d  {z30.d}, p0, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1d  {z5.d}, p4/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1d  {z30.d}, p4, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        smstart sm
        ptrue   p0.b
        mov     x2, #0
        mov     x3, #5
        whilelt p1.b, x2, x3
        whilelt p2.h, x2, x3
        whilelt p3.s, x2, x3
        whilelt p4.d, x2, x3
        adr     x10, src
        ld2b    {z30.b, z31.b}, p0/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2b    {z0.b, z1.b}, p0/z, [x10, x11]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2b    {z0.b, z1.b}, p0, [x12]
        mov     x13, #2
        st2b    {z30.b, z31.b}, p0, [x12, x13]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2b    {z30.b, z31.b}, p1/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2b    {z0.b, z1.b}, p1/z, [x10, x11]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2b    {z0.b, z1.b}, p1, [x12]
        mov     x13, #2
        st2b    {z30.b, z31.b}, p1, [x12, x13]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3b    {z30.b, z31.b, z0.b}, p0/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3b    {z0.b, z1.b, z2.b}, p0/z, [x10, x11]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3b    {z0.b, z1.b, z2.b}, p0, [x12]
        mov     x13, #3
        st3b    {z30.b, z31.b, z0.b}, p0, [x12, x13]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3b    {z30.b, z31.b, z0.b}, p1/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3b    {z0.b, z1.b, z2.b}, p1/z, [x10, x11]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3b    {z0.b, z1.b, z2.b}, p1, [x12]
        mov     x13, #3
        st3b    {z30.b, z31.b, z0.b}, p1, [x12, x13]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4b    {z30.b, z31.b, z0.b, z1.b}, p0/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4b    {z0.b, z1.b, z2.b, z3.b}, p0/z, [x10, x11]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4b    {z0.b, z1.b, z2.b, z3.b}, p0, [x12]
        mov     x13, #4
        st4b    {z30.b, z31.b, z0.b, z1.b}, p0, [x12, x13]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4b    {z30.b, z31.b, z0.b, z1.b}, p1/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4b    {z0.b, z1.b, z2.b, z3.b}, p1/z, [x10, x11]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4b    {z0.b, z1.b, z2.b, z3.b}, p1, [x12]
        mov     x13, #4
        st4b    {z30.b, z31.b, z0.b, z1.b}, p1, [x12, x13]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1b  {z5.b}, p0/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1b  {z30.b}, p0, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1b  {z5.b}, p1/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1b  {z30.b}, p1, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2h    {z30.h, z31.h}, p0/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2h    {z0.h, z1.h}, p0/z, [x10, x11, lsl #1]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2h    {z0.h, z1.h}, p0, [x12]
        mov     x13, #2
        st2h    {z30.h, z31.h}, p0, [x12, x13, lsl #1]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2h    {z30.h, z31.h}, p2/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2h    {z0.h, z1.h}, p2/z, [x10, x11, lsl #1]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2h    {z0.h, z1.h}, p2, [x12]
        mov     x13, #2
        st2h    {z30.h, z31.h}, p2, [x12, x13, lsl #1]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3h    {z30.h, z31.h, z0.h}, p0/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3h    {z0.h, z1.h, z2.h}, p0/z, [x10, x11, lsl #1]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3h    {z0.h, z1.h, z2.h}, p0, [x12]
        mov     x13, #3
        st3h    {z30.h, z31.h, z0.h}, p0, [x12, x13, lsl #1]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3h    {z30.h, z31.h, z0.h}, p2/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3h    {z0.h, z1.h, z2.h}, p2/z, [x10, x11, lsl #1]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3h    {z0.h, z1.h, z2.h}, p2, [x12]
        mov     x13, #3
        st3h    {z30.h, z31.h, z0.h}, p2, [x12, x13, lsl #1]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4h    {z30.h, z31.h, z0.h, z1.h}, p0/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4h    {z0.h, z1.h, z2.h, z3.h}, p0/z, [x10, x11, lsl #1]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4h    {z0.h, z1.h, z2.h, z3.h}, p0, [x12]
        mov     x13, #4
        st4h    {z30.h, z31.h, z0.h, z1.h}, p0, [x12, x13, lsl #1]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4h    {z30.h, z31.h, z0.h, z1.h}, p2/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4h    {z0.h, z1.h, z2.h, z3.h}, p2/z, [x10, x11, lsl #1]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4h    {z0.h, z1.h, z2.h, z3.h}, p2, [x12]
        mov     x13, #4
        st4h    {z30.h, z31.h, z0.h, z1.h}, p2, [x12, x13, lsl #1]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1h  {z5.h}, p0/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1h  {z30.h}, p0, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1h  {z5.h}, p2/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1h  {z30.h}, p2, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2w    {z30.s, z31.s}, p0/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2w    {z0.s, z1.s}, p0/z, [x10, x11, lsl #2]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2w    {z0.s, z1.s}, p0, [x12]
        mov     x13, #2
        st2w    {z30.s, z31.s}, p0, [x12, x13, lsl #2]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2w    {z30.s, z31.s}, p3/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2w    {z0.s, z1.s}, p3/z, [x10, x11, lsl #2]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2w    {z0.s, z1.s}, p3, [x12]
        mov     x13, #2
        st2w    {z30.s, z31.s}, p3, [x12, x13, lsl #2]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3w    {z30.s, z31.s, z0.s}, p0/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3w    {z0.s, z1.s, z2.s}, p0/z, [x10, x11, lsl #2]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3w    {z0.s, z1.s, z2.s}, p0, [x12]
        mov     x13, #3
        st3w    {z30.s, z31.s, z0.s}, p0, [x12, x13, lsl #2]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3w    {z30.s, z31.s, z0.s}, p3/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3w    {z0.s, z1.s, z2.s}, p3/z, [x10, x11, lsl #2]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3w    {z0.s, z1.s, z2.s}, p3, [x12]
        mov     x13, #3
        st3w    {z30.s, z31.s, z0.s}, p3, [x12, x13, lsl #2]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4w    {z30.s, z31.s, z0.s, z1.s}, p0/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4w    {z0.s, z1.s, z2.s, z3.s}, p0/z, [x10, x11, lsl #2]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4w    {z0.s, z1.s, z2.s, z3.s}, p0, [x12]
        mov     x13, #4
        st4w    {z30.s, z31.s, z0.s, z1.s}, p0, [x12, x13, lsl #2]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4w    {z30.s, z31.s, z0.s, z1.s}, p3/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4w    {z0.s, z1.s, z2.s, z3.s}, p3/z, [x10, x11, lsl #2]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4w    {z0.s, z1.s, z2.s, z3.s}, p3, [x12]
        mov     x13, #4
        st4w    {z30.s, z31.s, z0.s, z1.s}, p3, [x12, x13, lsl #2]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1w  {z5.s}, p0/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1w  {z30.s}, p0, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1w  {z5.s}, p3/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1w  {z30.s}, p3, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2d    {z30.d, z31.d}, p0/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2d    {z0.d, z1.d}, p0/z, [x10, x11, lsl #3]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2d    {z0.d, z1.d}, p0, [x12]
        mov     x13, #2
        st2d    {z30.d, z31.d}, p0, [x12, x13, lsl #3]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld2d    {z30.d, z31.d}, p4/z, [x10, #2, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        mov     x11, #6
        ld2d    {z0.d, z1.d}, p4/z, [x10, x11, lsl #3]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        st2d    {z0.d, z1.d}, p4, [x12]
        mov     x13, #2
        st2d    {z30.d, z31.d}, p4, [x12, x13, lsl #3]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3d    {z30.d, z31.d, z0.d}, p0/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3d    {z0.d, z1.d, z2.d}, p0/z, [x10, x11, lsl #3]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3d    {z0.d, z1.d, z2.d}, p0, [x12]
        mov     x13, #3
        st3d    {z30.d, z31.d, z0.d}, p0, [x12, x13, lsl #3]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld3d    {z30.d, z31.d, z0.d}, p4/z, [x10, #3, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        mov     x11, #9
        ld3d    {z0.d, z1.d, z2.d}, p4/z, [x10, x11, lsl #3]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        st3d    {z0.d, z1.d, z2.d}, p4, [x12]
        mov     x13, #3
        st3d    {z30.d, z31.d, z0.d}, p4, [x12, x13, lsl #3]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4d    {z30.d, z31.d, z0.d, z1.d}, p0/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4d    {z0.d, z1.d, z2.d, z3.d}, p0/z, [x10, x11, lsl #3]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4d    {z0.d, z1.d, z2.d, z3.d}, p0, [x12]
        mov     x13, #4
        st4d    {z30.d, z31.d, z0.d, z1.d}, p0, [x12, x13, lsl #3]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ld4d    {z30.d, z31.d, z0.d, z1.d}, p4/z, [x10, #4, mul vl]
        str     z30, [x20]
        addvl   x20, x20, #1
        str     z31, [x20]
        addvl   x20, x20, #1
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        mov     x11, #12
        ld4d    {z0.d, z1.d, z2.d, z3.d}, p4/z, [x10, x11, lsl #3]
        str     z0, [x20]
        addvl   x20, x20, #1
        str     z1, [x20]
        addvl   x20, x20, #1
        str     z2, [x20]
        addvl   x20, x20, #1
        str     z3, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12, #0, mul vl]
        str     z20, [x12, #1, mul vl]
        str     z20, [x12, #2, mul vl]
        str     z20, [x12, #3, mul vl]
        str     z20, [x12, #4, mul vl]
        st4d    {z0.d, z1.d, z2.d, z3.d}, p4, [x12]
        mov     x13, #4
        st4d    {z30.d, z31.d, z0.d, z1.d}, p4, [x12, x13, lsl #3]
        ldr     z21, [x12, #0, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #1, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #2, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #3, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldr     z21, [x12, #4, mul vl]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1d  {z5.d}, p0/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1d  {z30.d}, p0, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
        ldnt1d  {z5.d}, p4/z, [x10, #-1, mul vl]
        str     z5, [x20]
        addvl   x20, x20, #1
        adr     x12, dst
        mov     z20.b, #0x5a
        str     z20, [x12]
        stnt1d  {z30.d}, p4, [x12]
        ldr     z21, [x12]
        str     z21, [x20]
        addvl   x20, x20, #1
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
pre:    .space  64
src:
        .byte   0x3c, 0x4d, 0x1a, 0xb8, 0x65, 0x7a, 0x27, 0x17, 0x11, 0x05, 0x66, 0x8c, 0xea, 0x4a, 0xcc, 0xfd
        .byte   0xc3, 0x0f, 0x38, 0x85, 0x89, 0x5c, 0x46, 0xc7, 0x2c, 0xd3, 0x1b, 0x43, 0x36, 0xf1, 0xed, 0x06
        .byte   0xd4, 0xa4, 0xce, 0x42, 0xcc, 0x45, 0x31, 0x2a, 0x4f, 0x4a, 0xa0, 0xde, 0xbb, 0xf5, 0xda, 0xd9
        .byte   0xe1, 0x5f, 0x16, 0xd8, 0x9b, 0x56, 0xab, 0x63, 0x81, 0x3f, 0x2d, 0x3f, 0x79, 0x47, 0x16, 0xf1
        .byte   0xef, 0xd1, 0xdd, 0xf1, 0x8c, 0xd7, 0x4c, 0x01, 0xe8, 0x4a, 0x92, 0xb4, 0xe1, 0x4f, 0xd9, 0xc3
        .byte   0x82, 0x31, 0x69, 0x6c, 0x99, 0x49, 0x6e, 0x73, 0x29, 0x3b, 0x4e, 0x42, 0xd0, 0xcc, 0x0b, 0x14
        .byte   0x0b, 0x76, 0xa0, 0xff, 0x47, 0x84, 0x88, 0xa5, 0x78, 0xb3, 0x57, 0x25, 0xff, 0xac, 0x32, 0x11
        .byte   0x69, 0xe9, 0x33, 0xa2, 0xa1, 0x70, 0x46, 0x2f, 0x5b, 0x6f, 0xbf, 0x96, 0x52, 0xa2, 0x8e, 0x32
        .byte   0xe7, 0x52, 0x19, 0xd6, 0x0f, 0xb5, 0x3a, 0x47, 0xc3, 0x95, 0x9d, 0xdc, 0x3c, 0x1f, 0x54, 0xef
        .byte   0x2d, 0x4a, 0x75, 0x06, 0x0a, 0x5b, 0xb2, 0x15, 0xe5, 0xf6, 0xf4, 0x49, 0xbc, 0xac, 0xf5, 0x53
        .byte   0x04, 0x52, 0x49, 0x52, 0xf7, 0x27, 0xc6, 0xa6, 0x69, 0xdc, 0xf1, 0xde, 0x9e, 0xae, 0xd1, 0x13
        .byte   0x4b, 0x9e, 0x31, 0xe4, 0x71, 0x4a, 0x22, 0x40, 0x61, 0x99, 0xf6, 0x28, 0x54, 0x92, 0x02, 0x5d
        .byte   0x0b, 0x74, 0x2b, 0x5d, 0xc8, 0xcd, 0x5c, 0xff, 0x4a, 0x92, 0x18, 0x70, 0xfb, 0x35, 0x6c, 0xea
        .byte   0x35, 0x1d, 0x0f, 0x0f, 0x0e, 0xbc, 0x2b, 0x98, 0xad, 0xf8, 0x26, 0x9b, 0x0a, 0x8b, 0x7d, 0x95
        .byte   0x3f, 0x52, 0xff, 0x09, 0x1f, 0xd5, 0x87, 0x4a, 0xc6, 0xff, 0x68, 0xa6, 0xfc, 0x33, 0x7a, 0x33
        .byte   0x3d, 0x70, 0x69, 0x7d, 0x09, 0x38, 0x6b, 0x71, 0x3f, 0xa5, 0xe3, 0x6d, 0xd4, 0x37, 0x7f, 0x30
        .byte   0x08, 0x09, 0x41, 0x40, 0x3e, 0x86, 0x35, 0xc5, 0x3b, 0x6a, 0xde, 0x42, 0x24, 0x53, 0x0d, 0xe4
        .byte   0xed, 0x50, 0x90, 0x1d, 0xfd, 0x91, 0x67, 0xf6, 0xe6, 0xa7, 0xa7, 0xde, 0xca, 0xb7, 0xbe, 0x0a
        .byte   0x7e, 0x63, 0x17, 0x6e, 0x35, 0xee, 0xdf, 0x92, 0xe6, 0xf1, 0xec, 0x2a, 0x56, 0x4b, 0xa8, 0x78
        .byte   0xcc, 0xe6, 0xa4, 0x50, 0xd0, 0x6b, 0x87, 0x37, 0xa7, 0xcd, 0xaf, 0xcd, 0x44, 0x56, 0xec, 0x64
        .byte   0xf4, 0x7f, 0x13, 0xdb, 0xf8, 0x47, 0xf6, 0xa0, 0xab, 0x30, 0x0b, 0x65, 0xe6, 0x9e, 0x20, 0xc4
        .byte   0xf7, 0x44, 0xaa, 0xdb, 0x0f, 0xde, 0x2a, 0xb0, 0xa2, 0x76, 0x91, 0x78, 0xbf, 0x67, 0xed, 0x63
        .byte   0x37, 0xcc, 0x00, 0x36, 0xec, 0x28, 0x03, 0x9c, 0xe0, 0x41, 0x1d, 0x65, 0xcf, 0xc5, 0xc8, 0x61
        .byte   0xe0, 0x38, 0x8c, 0x0d, 0xe0, 0xf3, 0x33, 0x29, 0xab, 0x9b, 0x54, 0xd1, 0xe4, 0x8f, 0xc6, 0xc8
        .byte   0x78, 0xea, 0x86, 0x70, 0x06, 0x14, 0x08, 0xb2, 0x98, 0x1c, 0x7d, 0x8f, 0xdd, 0x41, 0x9b, 0xc6
        .byte   0x23, 0x0a, 0x5c, 0x14, 0xc4, 0xe1, 0x85, 0xe7, 0x02, 0x4c, 0xd6, 0x58, 0xd3, 0x13, 0x15, 0xf5
        .byte   0x8b, 0x74, 0x61, 0x34, 0xc9, 0xfa, 0x4f, 0x63, 0x3b, 0xc2, 0x7c, 0xdb, 0xf7, 0x66, 0x18, 0x13
        .byte   0x1d, 0xea, 0x9e, 0xcc, 0xe2, 0x5d, 0x83, 0xff, 0x6f, 0x6a, 0xdb, 0xb6, 0xc6, 0x71, 0x11, 0xa0
        .byte   0xe1, 0xf0, 0x32, 0xa3, 0x4d, 0xee, 0xd6, 0x7a, 0x6c, 0x1e, 0xcc, 0x8e, 0x2a, 0x5f, 0xdf, 0x29
        .byte   0x2d, 0xb4, 0x26, 0x53, 0x7e, 0xdc, 0x56, 0x42, 0x8a, 0xf9, 0xe7, 0x01, 0xb5, 0x2b, 0x01, 0xa5
        .byte   0x4f, 0x1e, 0x8b, 0x1c, 0x7c, 0xc9, 0xb7, 0x99, 0x7b, 0x86, 0x13, 0x85, 0x3e, 0x69, 0xd8, 0x4b
        .byte   0x5b, 0x3a, 0xc4, 0x2e, 0xfc, 0xdd, 0xa0, 0x00, 0xad, 0x0d, 0x9c, 0xe8, 0x50, 0x8b, 0xe9, 0xe8
        .byte   0x77, 0xc8, 0xe9, 0x91, 0x4e, 0xef, 0xde, 0x81, 0xc9, 0x70, 0x9c, 0x9e, 0x71, 0x64, 0x24, 0x40
        .byte   0xc5, 0x98, 0x5c, 0xfc, 0xa9, 0x57, 0x22, 0x6e, 0x15, 0x9b, 0x24, 0xac, 0xcf, 0x9f, 0x2d, 0x49
        .byte   0xe6, 0xf0, 0x5f, 0x32, 0x93, 0xcb, 0x59, 0xac, 0x9e, 0xe2, 0x17, 0x13, 0x67, 0xa5, 0xef, 0xe7
        .byte   0x2d, 0x54, 0xa7, 0x5f, 0x53, 0x2c, 0x4c, 0xe2, 0x05, 0x9a, 0x05, 0x86, 0xf3, 0xc1, 0xd4, 0x16
        .byte   0xcd, 0x5b, 0xce, 0xd0, 0xf4, 0x19, 0x28, 0x2e, 0x95, 0xfc, 0x7e, 0xa9, 0x92, 0xfe, 0xf0, 0x13
        .byte   0xc2, 0xec, 0xf7, 0xfc, 0x1d, 0x2c, 0xa6, 0x7a, 0xac, 0xe2, 0xbe, 0x38, 0x9e, 0xc9, 0xd4, 0xa9
        .byte   0x4d, 0xda, 0xed, 0xb0, 0x67, 0xe1, 0x99, 0x3c, 0xe5, 0x7d, 0xb4, 0x38, 0x4f, 0x5e, 0x3a, 0xbe
        .byte   0x53, 0x89, 0xa0, 0x87, 0xff, 0x73, 0xe6, 0xcd, 0x66, 0x81, 0x66, 0xf8, 0xd1, 0x50, 0x48, 0x70
        .byte   0x69, 0x96, 0x03, 0x40, 0x2f, 0xe5, 0x8a, 0x75, 0xb1, 0x8f, 0x9d, 0xd3, 0x5d, 0x67, 0xf3, 0x63
        .byte   0x9f, 0x07, 0x27, 0x82, 0x11, 0x75, 0xf9, 0xf7, 0xfc, 0xa1, 0xeb, 0x58, 0x9a, 0xcb, 0x4f, 0xe9
        .byte   0x17, 0xc1, 0x42, 0x7b, 0x38, 0xa3, 0xed, 0x7a, 0xe4, 0x9a, 0xc7, 0x10, 0x26, 0xec, 0x3d, 0x11
        .byte   0x4c, 0x21, 0xf2, 0x0c, 0x29, 0x65, 0xca, 0x94, 0xae, 0x9e, 0x8c, 0xb6, 0xf5, 0x89, 0x43, 0x04
        .byte   0x86, 0x3e, 0x28, 0xc0, 0x18, 0x34, 0x08, 0xf3, 0x51, 0x14, 0x1f, 0x45, 0x0f, 0xe0, 0xfe, 0xa4
        .byte   0x49, 0x9c, 0xe3, 0xa1, 0xb3, 0x2c, 0xbb, 0x26, 0xa7, 0x6a, 0xf3, 0x21, 0xe0, 0xb5, 0xb8, 0x14
        .byte   0x8f, 0x5d, 0xb1, 0x00, 0xb9, 0xe1, 0x8d, 0x27, 0x80, 0x69, 0x27, 0x37, 0xd8, 0x4c, 0x7b, 0x81
        .byte   0x11, 0x60, 0x2b, 0x29, 0xdf, 0xe3, 0x41, 0x83, 0x64, 0x89, 0xae, 0x4d, 0xdc, 0x66, 0x54, 0x2b
        .byte   0x63, 0x0f, 0x6c, 0xfa, 0x07, 0x47, 0xe0, 0xad, 0x04, 0x4d, 0xf5, 0xca, 0x27, 0x15, 0x28, 0x1d
        .byte   0xd9, 0x9b, 0xd2, 0x03, 0x3b, 0x3b, 0x8d, 0x02, 0x7a, 0xe9, 0xb7, 0x88, 0x2f, 0xe2, 0xd3, 0x73
        .byte   0xff, 0xbb, 0xb4, 0xde, 0xeb, 0xae, 0xef, 0xb2, 0x61, 0x56, 0xd8, 0x2c, 0xd5, 0x87, 0x96, 0x30
        .byte   0x1b, 0x79, 0x9e, 0xe7, 0xe9, 0x5b, 0x4e, 0xee, 0xa5, 0xd4, 0xe5, 0x69, 0x99, 0xbc, 0x09, 0xd2
        .byte   0xa1, 0x36, 0x41, 0x94, 0xdb, 0xcd, 0xa9, 0x97, 0x4e, 0xc8, 0xe5, 0x7a, 0xa0, 0xd5, 0x56, 0xce
        .byte   0xd5, 0x15, 0xe4, 0x3c, 0xe4, 0x50, 0xe2, 0x1a, 0xa8, 0xf9, 0xb2, 0x09, 0x9a, 0x52, 0x86, 0x79
        .byte   0xfc, 0xf4, 0x5a, 0xed, 0x14, 0x2d, 0xb6, 0x0b, 0x7f, 0x84, 0x8b, 0xd3, 0x99, 0xb6, 0x3f, 0x09
        .byte   0x33, 0xad, 0x12, 0x56, 0xc8, 0x9a, 0xe8, 0x23, 0xb2, 0x4e, 0x1d, 0x81, 0xfa, 0xe3, 0xd3, 0xd3
        .byte   0x82, 0xd6, 0x00, 0x12, 0xd8, 0x39, 0x9f, 0x46, 0x9f, 0xf4, 0x04, 0xe3, 0xbb, 0xf9, 0x08, 0x02
        .byte   0x7a, 0xb2, 0x25, 0x36, 0x5c, 0x3f, 0xe3, 0xbd, 0xbf, 0x58, 0xd0, 0xfb, 0x4c, 0xdb, 0x63, 0xa1
        .byte   0x9a, 0x67, 0x08, 0x2c, 0x69, 0x7e, 0xf9, 0x10, 0xc1, 0x82, 0xdc, 0x82, 0x4c, 0x8f, 0xb0, 0x48
        .byte   0xc9, 0x35, 0xb4, 0xb4, 0x6f, 0x52, 0x2c, 0x36, 0x04, 0x7a, 0xe3, 0x6f, 0xee, 0xf8, 0x46, 0x54
        .byte   0xc1, 0xe8, 0x68, 0xf3, 0xa0, 0xed, 0xd7, 0x68, 0x52, 0xc0, 0x9e, 0x35, 0x41, 0x47, 0x82, 0x16
        .byte   0x07, 0x67, 0x43, 0x9b, 0x49, 0xac, 0xea, 0xa4, 0x21, 0x9c, 0xc2, 0x50, 0x16, 0xef, 0xfc, 0xc8
        .byte   0x2a, 0x9e, 0x17, 0xb3, 0x36, 0xef, 0xee, 0x40, 0xab, 0x37, 0xe3, 0xa4, 0x7f, 0xc3, 0x1d, 0xa5
        .byte   0x57, 0x02, 0x74, 0x91, 0xfd, 0x34, 0x2a, 0x17, 0x3e, 0x84, 0xd7, 0x18, 0x1d, 0xcc, 0xf8, 0x50
dst:    .space  512
out:    .space  131072
