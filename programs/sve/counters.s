// QEMU: compare
// Covers: CNTB/CNTH/CNTW/CNTD, INCB/INCH/INCW/INCD and DECB/DECH/DECW/DECD (scalar, with
// pattern and MUL #n), ADDVL/ADDPL/RDVL (negative multipliers, SP operand) at VL = 512 bits:
// cntb = 64, incw adds 16, addpl #1 adds 8, rdvl #-2 = -128.
// Output: one quad per result. exit = cntw (16).
// CHECK: exit == 16
        .text
        .global _start
_start:
        adr     x20, out
        mov     x1, #1000
        incb    x1                      ; str x1, [x20], #8     // 1064
        inch    x1, all, mul #2         ; str x1, [x20], #8     // +64
        incw    x1, vl4                 ; str x1, [x20], #8     // +4
        incd    x1, pow2, mul #16       ; str x1, [x20], #8     // +128
        decb    x1, vl16                ; str x1, [x20], #8     // -16
        dech    x1                      ; str x1, [x20], #8     // -32
        decw    x1, mul3, mul #5        ; str x1, [x20], #8     // -75
        decd    x1, vl1                 ; str x1, [x20], #8     // -1
        mov     x1, #2
        decd    x1, all, mul #3         ; str x1, [x20], #8     // 2 - 24 (wraps, no saturation)
        rdvl    x2, #1                  ; str x2, [x20], #8     // 64
        rdvl    x2, #-2                 ; str x2, [x20], #8     // -128
        rdvl    x2, #31                 ; str x2, [x20], #8     // 1984
        mov     x3, #0
        addvl   x3, x3, #-32            ; str x3, [x20], #8     // -2048
        addpl   x3, x3, #31             ; str x3, [x20], #8     // + 31*8
        mov     x4, sp
        addvl   sp, sp, #-1             // reserve one vector on the stack
        mov     x5, sp
        sub     x5, x4, x5              ; str x5, [x20], #8     // 64
        addpl   sp, sp, #8              // 8 * 8 = one vector back
        mov     x5, sp
        sub     x5, x4, x5              ; str x5, [x20], #8     // 0
        cnth    x6                      ; str x6, [x20], #8     // 32
        cntd    x6, vl2, mul #7         ; str x6, [x20], #8     // 14
        cntw    x19

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, x19
        mov     x8, #93
        svc     #0
        .data
out:    .space  256
