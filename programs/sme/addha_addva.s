// QEMU: compare
// Covers: ADDHA (add Zn to every active row: ZA[i][j] += zn[j]) and ADDVA (add Zn to every active
// column: ZA[i][j] += zn[i]) on .S tiles, modular 32-bit wrap, row/column predicates (inactive
// (i, j) pairs unchanged). SVL 256: 8x8 tiles.
// Hand values: ZA0.S = ADDHA of z0 = 0..7 over rows 0-4, cols 0-5, then ADDVA of z1 = 100*i over
// all rows, cols 0-2: ZA0.S[i][j] = (i<5 && j<6 ? j : 0) + (j<3 ? 100*i : 0).
// ZA1.S starts at 0xffffffff everywhere; ADDHA of 1s wraps the active part to 0.
// Output: ZA0.S and ZA1.S rows (ZA rows 4r and 4r+1), whole ZA dumped (1024 bytes).
// CHECK: exit == 0
        .text
        .global _start
_start:
        smstart
        ptrue   p7.s
        index   z0.s, #0, #1
        mov     w1, #100
        index   z1.s, #0, w1
        ptrue   p0.s, vl5
        mov     x1, #0
        mov     x2, #6
        whilelt p1.s, x1, x2
        ptrue   p2.s, vl3
        addha   za0.s, p0/m, p1/m, z0.s
        addva   za0.s, p7/m, p2/m, z1.s
        dup     z2.s, #-1
        mov     w12, #0
1:      mova    za1h.s[w12, 0], p7/m, z2.s
        add     w12, w12, #1
        cmp     w12, #8
        b.ne    1b
        dup     z3.s, #1
        addha   za1.s, p2/m, p7/m, z3.s                 // rows 0-2 wrap to 0
        ptrue   p3.s, pow2
        addva   za3.s, p3/m, p0/m, z1.s                 // ZA3.S[i][j] = 100*i for j < 5

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
        .data
        .balign 16
out:    .space  1024
