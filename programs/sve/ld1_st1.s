// QEMU: compare
// Covers: SVE LD1B/LD1H/LD1W/LD1D and ST1B/ST1H/ST1W/ST1D (scalar+scalar with LSL, scalar+imm
// MUL VL incl. negative), zeroing of inactive lanes on load (/z), stores leaving inactive memory
// untouched, LD1RW/LD1RD (broadcast, zero when the element is inactive), LDR/STR of Z and P with
// MUL VL offsets. The destination buffer is pre-filled with 0xee so untouched bytes show.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x1, src
        adr     x2, dst
        ptrue   p0.b
        mov     x6, #0                                  // src[i] = (i * 5 + 1) mod 256
1:      mov     w7, #5
        mul     w7, w6, w7
        add     w7, w7, #1
        index   z0.b, w7, #5
        st1b    {z0.b}, p0, [x1, x6]
        incb    x6
        cmp     x6, #512
        b.lo    1b
        ptrue   p1.s, vl3
        ptrue   p2.h, mul3
        ptrue   p3.d, vl5
        mov     x3, #2
        ld1b    {z0.b}, p0/z, [x1]                      // bytes 0..63
        ld1h    {z1.h}, p2/z, [x1, x3, lsl #1]          // from byte 4, 30 of 32 halfwords
        ld1w    {z2.s}, p1/z, [x1, x3, lsl #2]          // from byte 8, 3 words
        ld1d    {z3.d}, p3/z, [x1, #1, mul vl]          // from byte 64, 5 doublewords
        ld1rw   {z4.s}, p1/z, [x1, #12]                 // broadcast word at +12 into 3 lanes
        ld1rd   {z5.d}, p3/z, [x1, #504]                // broadcast doubleword at +504
        pfalse  p4.b
        ld1rd   {z6.d}, p4/z, [x1]                      // nothing active: all zero
        // stores
        st1b    {z2.b}, p1, [x2]                        // bytes 0,4,8 of z2 (p1 as byte pred)
        mov     x4, #8
        st1h    {z1.h}, p3, [x2, x4, lsl #1]            // halfwords 0,4,...,16 at +16
        st1w    {z4.s}, p1, [x2, #1, mul vl]            // 3 words at +64
        st1d    {z3.d}, p3, [x2, #2, mul vl]            // 5 doublewords at +128
        add     x5, x2, #256
        st1w    {z2.s}, p0, [x5, #-1, mul vl]           // whole vector at +192
        str     z5, [x2, #4, mul vl]                    // +256
        str     z6, [x2, #5, mul vl]                    // +320
        str     z0, [x2, #6, mul vl]                    // +384
        ldr     z7, [x1, #7, mul vl]                    // last 64 bytes of src
        str     z7, [x2, #7, mul vl]                    // +448
        str     p2, [x2, #64, mul vl]                   // P MUL VL is VL/8 = 8 bytes: +512
        ldr     p5, [x2, #64, mul vl]
        str     p5, [x2, #65, mul vl]                   // +520
        mov     x0, #1
        mov     x1, x2
        mov     x2, #528
        mov     x8, #64
        svc     #0
        mov     x0, #1
        adr     x1, regs
        str     z1, [x1]
        str     z2, [x1, #1, mul vl]
        str     z3, [x1, #2, mul vl]
        str     z4, [x1, #3, mul vl]
        mov     x2, #256
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0

        .data
        .balign 16
src:    .fill   128, 4, 0
dst:    .fill   136, 4, 0xeeeeeeee
regs:   .space  256
