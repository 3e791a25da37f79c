// QEMU: compare
// Covers: PTRUE with every pattern (POW2, VL1-VL8, VL16-VL256, MUL4, MUL3, ALL) for .B/.H/.S/.D,
// PTRUES (sets flags), PFALSE, STR P (VL/8 bits = 8 bytes at VL 512), CNTB/CNTH/CNTW/CNTD with
// patterns and MUL #n. At VL = 512 bits: 64 bytes, so ptrue p.b, vl128 is all-false (pattern
// larger than the vector), mul3 of 16 words = 15, pow2 of 64 bytes = 64.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        ptrue p0.b, pow2  ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.b, vl1   ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.b, vl7   ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.h, vl3   ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.s, vl5   ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.d, vl8   ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.s, vl16  ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.d, vl16  ; str p0, [x20] ; add x20, x20, #8   // 8 doublewords < 16: none
        ptrue p0.b, vl32  ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.b, vl64  ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.b, vl128 ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.h, vl256 ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.b, mul4  ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.s, mul3  ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.d, mul3  ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.h, all   ; str p0, [x20] ; add x20, x20, #8
        ptrue p0.d        ; str p0, [x20] ; add x20, x20, #8
        pfalse p0.b       ; str p0, [x20] ; add x20, x20, #8
        // PTRUES sets NZCV like PTEST: vl2 -> first active (N), some active (!Z), last inactive (C)
        ptrues  p1.s, vl2
        cset    x1, mi
        cset    x2, eq
        cset    x3, cs
        ptrues  p1.b, vl128             // empty: Z set, C set, N clear
        cset    x4, mi
        cset    x5, eq
        cset    x6, cs
        orr     x1, x1, x2, lsl #1
        orr     x1, x1, x3, lsl #2
        orr     x1, x1, x4, lsl #3
        orr     x1, x1, x5, lsl #4
        orr     x1, x1, x6, lsl #5
        str     x1, [x20], #8           // 0b110001
        // element counters
        cntb    x1              ; str x1, [x20], #8     // 64
        cnth    x1, vl7         ; str x1, [x20], #8     // 7
        cntw    x1, pow2, mul #3; str x1, [x20], #8     // 48
        cntd    x1, all, mul #16; str x1, [x20], #8     // 128
        cntw    x1, vl32        ; str x1, [x20], #8     // 0
        cntb    x1, mul3        ; str x1, [x20], #8     // 63
        cnth    x1, mul4        ; str x1, [x20], #8     // 32
        cntd    x1, vl1         ; str x1, [x20], #8     // 1

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
out:    .space  512
