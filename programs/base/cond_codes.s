// QEMU: compare
// Covers: all 16 condition codes through both B.cond and CSEL, flags from CMP/CMN/ADDS/SUBS/NEGS
// (carry, signed overflow, zero, negative). For each flag-setting case, two 16-bit masks are
// written (bit k = condition k holds, k in the encoding order eq ne hs lo mi pl vs vc hi ls ge lt
// gt le al nv): one computed with CSEL, one with B.cond. They must be equal; exit = #mismatches.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        mov     x19, #0                 // mismatch count
        mov     x11, #1

        mov     x0, #5
        cmp     x0, #5                  // Z C            (5 - 5)
        bl      record
        cmp     x0, #7                  // N              (5 - 7 borrows)
        bl      record
        mov     x1, #0x7fffffffffffffff
        adds    x2, x1, #1              // N V            (signed overflow)
        bl      record
        mov     x1, #-1
        cmn     x1, #1                  // Z C            (-1 + 1 carries out)
        bl      record
        mov     w1, #0x80000000
        cmp     w1, #1                  // C V            (INT32_MIN - 1)
        bl      record
        negs    x2, xzr                 // Z C            (0 - 0)
        bl      record
        mov     x1, #3
        subs    x2, x1, x1, lsl #2      // N              (3 - 12)
        bl      record
        mov     x1, #0x8000000000000000
        adds    x2, x1, x1              // Z C V
        bl      record

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, x19
        mov     x8, #93
        svc     #0

// record: store csel_mask (hword) and branch_mask (hword) for the current flags.
record:
        mov     x2, #0
        csel x3, x11, xzr, eq ; orr x2, x2, x3, lsl #0
        csel x3, x11, xzr, ne ; orr x2, x2, x3, lsl #1
        csel x3, x11, xzr, hs ; orr x2, x2, x3, lsl #2
        csel x3, x11, xzr, lo ; orr x2, x2, x3, lsl #3
        csel x3, x11, xzr, mi ; orr x2, x2, x3, lsl #4
        csel x3, x11, xzr, pl ; orr x2, x2, x3, lsl #5
        csel x3, x11, xzr, vs ; orr x2, x2, x3, lsl #6
        csel x3, x11, xzr, vc ; orr x2, x2, x3, lsl #7
        csel x3, x11, xzr, hi ; orr x2, x2, x3, lsl #8
        csel x3, x11, xzr, ls ; orr x2, x2, x3, lsl #9
        csel x3, x11, xzr, ge ; orr x2, x2, x3, lsl #10
        csel x3, x11, xzr, lt ; orr x2, x2, x3, lsl #11
        csel x3, x11, xzr, gt ; orr x2, x2, x3, lsl #12
        csel x3, x11, xzr, le ; orr x2, x2, x3, lsl #13
        csel x3, x11, xzr, al ; orr x2, x2, x3, lsl #14
        csel x3, x11, xzr, nv ; orr x2, x2, x3, lsl #15
        mov     x4, #0
        b.eq 1f ; b 2f ; 1: orr x4, x4, #(1 << 0) ; 2:
        b.ne 1f ; b 2f ; 1: orr x4, x4, #(1 << 1) ; 2:
        b.cs 1f ; b 2f ; 1: orr x4, x4, #(1 << 2) ; 2:
        b.cc 1f ; b 2f ; 1: orr x4, x4, #(1 << 3) ; 2:
        b.mi 1f ; b 2f ; 1: orr x4, x4, #(1 << 4) ; 2:
        b.pl 1f ; b 2f ; 1: orr x4, x4, #(1 << 5) ; 2:
        b.vs 1f ; b 2f ; 1: orr x4, x4, #(1 << 6) ; 2:
        b.vc 1f ; b 2f ; 1: orr x4, x4, #(1 << 7) ; 2:
        b.hi 1f ; b 2f ; 1: orr x4, x4, #(1 << 8) ; 2:
        b.ls 1f ; b 2f ; 1: orr x4, x4, #(1 << 9) ; 2:
        b.ge 1f ; b 2f ; 1: orr x4, x4, #(1 << 10) ; 2:
        b.lt 1f ; b 2f ; 1: orr x4, x4, #(1 << 11) ; 2:
        b.gt 1f ; b 2f ; 1: orr x4, x4, #(1 << 12) ; 2:
        b.le 1f ; b 2f ; 1: orr x4, x4, #(1 << 13) ; 2:
        b.al 1f ; b 2f ; 1: orr x4, x4, #(1 << 14) ; 2:
        b.nv 1f ; b 2f ; 1: orr x4, x4, #(1 << 15) ; 2:
        strh    w2, [x20], #2
        strh    w4, [x20], #2
        cmp     x2, x4
        cinc    x19, x19, ne
        ret

        .data
out:    .space  64
