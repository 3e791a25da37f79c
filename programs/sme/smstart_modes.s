// QEMU: compare
// Covers: SMSTART/SMSTOP with and without SM/ZA, streaming vs non-streaming lengths (VL 512,
// SVL 256): CNTB/CNTW/INCW/RDVL/PTRUE use SVL only while PSTATE.SM = 1, RDSVL/ADDSVL/ADDSPL
// always use SVL; any change of SM zeroes Z and P (but `smstart sm` when already streaming and
// `smstart za`/`smstop za` leave them alone); turning ZA on zeroes ZA, `smstart za` while ZA is
// already on keeps it; ZA contents survive `smstop sm`; the `msr svcrsm|svcrza|svcrsmza, #imm`
// spellings of the same instructions.
// Output: quads (counts), then stored Z/P snapshots; exit = CNTW in streaming mode (8).
// CHECK: exit == 8
        .text
        .global _start
_start:
        adr     x20, out
        cntb    x1                      ; str x1, [x20], #8     // 64
        cntw    x1                      ; str x1, [x20], #8     // 16
        rdsvl   x1, #1                  ; str x1, [x20], #8     // 32
        mov x1, #0 ; addsvl x1, x1, #3  ; str x1, [x20], #8     // 96
        mov x1, #0 ; addspl x1, x1, #-5 ; str x1, [x20], #8     // -20
        rdvl    x1, #1                  ; str x1, [x20], #8     // 64
        dup     z0.b, #0x5a
        ptrue   p0.b
        smstart                         // SM 0 -> 1: Z and P zeroed
        cntb    x1                      ; str x1, [x20], #8     // 32
        cntw    x19                     ; str x19, [x20], #8    // 8
        mov x1, #100 ; incw x1          ; str x1, [x20], #8     // 108
        rdvl    x1, #1                  ; str x1, [x20], #8     // 32
        mov x1, #0 ; addsvl x1, x1, #1  ; str x1, [x20], #8     // 32
        str     z0, [x20]               // 32 zero bytes
        str     p0, [x20, #8, mul vl]   // P slot = SVL/8 = 4 bytes, at +32: zero
        add     x20, x20, #36
        dup     z0.b, #0x11
        ptrue   p0.h
        smstart sm                      // already streaming: no change, registers kept
        str     z0, [x20]               // 0x11 x 32
        str     p0, [x20, #8, mul vl]   // 0x55555555
        add     x20, x20, #36
        mov     w12, #3
        mova    za0h.b[w12, 0], p0/m, z0.b      // ZA row 3, even bytes = 0x11
        smstart za                      // ZA already on: keeps its contents
        smstop  sm                      // SM 1 -> 0: Z, P zeroed; ZA stays on and kept
        str     z0, [x20]               // 64 zero bytes (VL 512 again)
        add     x20, x20, #64
        str     p0, [x20]               // 8 zero bytes
        add     x20, x20, #8
        mov     w13, #3
        str     za[w13, 0], [x20]       // row 3 kept: 11 00 11 00 ...
        add     x20, x20, #32
        dup     z1.d, #7
        smstop  za                      // ZA off: Z untouched
        str     z1, [x20]
        add     x20, x20, #64
        smstart za                      // ZA off -> on: zeroed
        str     za[w13, 0], [x20]       // 32 zero bytes
        add     x20, x20, #32
        str     z1, [x20]               // still 7s: ZA changes do not touch Z
        add     x20, x20, #64
        smstart
        smstop                          // leave both off
        cntw    x1                      ; str x1, [x20], #8     // 16 again
        // the MSR spellings of the same aliases (SVCRSM, SVCRZA, SVCRSMZA)
        msr     svcrsm, #1              // = smstart sm
        cntw    x1                      ; str x1, [x20], #8     // 8
        msr     svcrza, #1              // = smstart za: ZA zeroed
        mov     w12, #0
        mova    za0h.b[w12, 0], p0/m, z0.b      // P0 zeroed by the SM change: nothing moved
        dup     z2.b, #0x22
        ptrue   p1.b
        mova    za0h.b[w12, 1], p1/m, z2.b      // ZA row 1 = 0x22 x 32
        str     za[w12, 1], [x20, #1, mul vl]   // at x20 + 32
        add     x20, x20, #64
        msr     svcrsm, #0              // = smstop sm: ZA kept
        msr     svcrsmza, #1            // = smstart: SM on, ZA already on (kept)
        str     za[w12, 1], [x20, #1, mul vl]   // 0x22 x 32 again, at x20 + 32
        add     x20, x20, #64
        msr     svcrsmza, #0            // = smstop: both off
        cntw    x1                      ; str x1, [x20], #8     // 16

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, x19
        mov     x8, #93
        svc     #0
        .data
        .balign 16
out:    .space  1024
