// QEMU: compare
// Covers: LDR ZA[Wv, #imm], [Xn, #imm, MUL VL] and STR likewise: whole unpredicated ZA rows,
// row (Wv + imm) mod SVL_B, address Xn + imm*SVL_B (the same imm in both places), W12-W15,
// legal with only PSTATE.ZA set (`smstart za`, SM = 0), ZERO {za} likewise. SVL_B = 32.
// Rows by hand: ldr za[w12=0, 0] -> row 0 from src+0; za[w13=30, 5] -> row 3 from src+160;
// za[w14=31, 15] -> row 14 from src+480; za[w15=64, 2] -> row 2 from src+64.
// Output: 16 rows of ZA stored with STR (row r at dst + 32r), then rows 3 and 14 stored again
// with offsets (at +64 and +128 of the 160 bytes that follow; the rest stays 0xee).
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x0, src
        mov     x1, #0
1:      strb    w1, [x0, x1]            // src[i] = i mod 256 (scalar loop, SVE not needed)
        add     x1, x1, #1
        cmp     x1, #512
        b.lo    1b

        smstart za                      // ZA only: SM stays 0
        zero    {za}
        mov     w12, #0
        mov     w13, #30
        mov     w14, #31
        mov     w15, #64
        ldr     za[w12, 0], [x0]
        ldr     za[w13, 5], [x0, #5, mul vl]
        ldr     za[w14, 15], [x0, #15, mul vl]
        ldr     za[w15, 2], [x0, #2, mul vl]
        add     x2, x0, #7
        mov     w12, #9
        ldr     za[w12, 0], [x2]                // unaligned source, row 9

        adr     x3, dst
        mov     w12, #0
1:      str     za[w12, 0], [x3]
        add     x3, x3, #32                     // ADDSVL is fine too, see below
        add     w12, w12, #1
        cmp     w12, #16
        b.ne    1b
        mov     w13, #1
        str     za[w13, 2], [x3, #2, mul vl]    // row 3 -> x3 + 64
        mov     x4, x3
        addsvl  x4, x4, #3
        mov     w14, #13
        str     za[w14, 1], [x4, #1, mul vl]    // row 14 -> x3 + 96 + 32
        smstop  za

        mov     x0, #1
        adr     x1, dst
        mov     x2, #(16 * 32 + 5 * 32)
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 16
src:    .space  512
dst:    .fill   176, 4, 0xeeeeeeee
