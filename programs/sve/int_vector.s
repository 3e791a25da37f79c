// QEMU: compare
// Covers: SVE integer ADD/SUB (unpredicated, predicated merging), MUL (predicated, unpredicated,
// immediate) with modular wrap, UADDV (all sizes) and SADDV (.b/.h/.s), reading the D result with
// FMOV Xd, Dn. Lanes: z0.b = 0..63 (INDEX), z1.b = 200 everywhere; adds wrap modulo 256.
// Sums by hand: UADDV .b of 0..63 = 2016; SADDV .b of 200 (-56) * 64 = -3584.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        ptrue   p0.b
        ptrue   p1.s, vl4
        index   z0.b, #0, #1
        dup     z1.b, #-56                      // 200
        add     z2.b, z0.b, z1.b        ; str z2, [x20] ; addvl x20, x20, #1
        sub     z2.h, z0.h, z1.h        ; str z2, [x20] ; addvl x20, x20, #1
        mov     z3.d, z0.d
        add     z3.s, p1/m, z3.s, z1.s  ; str z3, [x20] ; addvl x20, x20, #1   // 4 lanes only
        sub     z3.s, p1/m, z3.s, z0.s  ; str z3, [x20] ; addvl x20, x20, #1   // back to z1 + 0
        index   z4.s, #-8, #3
        mul     z5.s, z4.s, z4.s        ; str z5, [x20] ; addvl x20, x20, #1   // squares
        mov     z6.d, z4.d
        mul     z6.s, p1/m, z6.s, z1.s  ; str z6, [x20] ; addvl x20, x20, #1
        mov     z7.d, z0.d
        mul     z7.b, z7.b, #-3         ; str z7, [x20] ; addvl x20, x20, #1
        index   z8.d, #1, #1
        dup     z9.d, #-1
        mul     z8.d, z8.d, z9.d        ; str z8, [x20] ; addvl x20, x20, #1   // -1..-8

        uaddv   d10, p0, z0.b           ; fmov x1, d10 ; str x1, [x20], #8     // 2016
        saddv   d10, p0, z1.b           ; fmov x1, d10 ; str x1, [x20], #8     // -3584
        uaddv   d10, p0, z1.b           ; fmov x1, d10 ; str x1, [x20], #8     // 12800
        saddv   d10, p1, z4.s           ; fmov x1, d10 ; str x1, [x20], #8     // -8-5-2+1 = -14
        uaddv   d10, p1, z4.s           ; fmov x1, d10 ; str x1, [x20], #8     // unsigned words
        saddv   d10, p0, z4.h           ; fmov x1, d10 ; str x1, [x20], #8
        uaddv   d10, p0, z8.d           ; fmov x1, d10 ; str x1, [x20], #8     // -36 mod 2^64
        pfalse  p2.b
        uaddv   d10, p2, z8.d           ; fmov x1, d10 ; str x1, [x20], #8     // 0

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
out:    .space  1024
