// QEMU: compare
// Covers: DUPM and MOV (bitmask immediate) at every element size, FDUP/FCPY and their FMOV
// spellings, ORN/EON/BIC (immediate) = ORR/EOR/AND with the inverted immediate, DUP/CPY
// immediates with LSL #8, and MOVPRFX (unpredicated, predicated merging and zeroing) before
// a destructive ADD/MUL/FADD/FMLA. Lanes: z0.s = 0, 3, 6, ... (INDEX); p1.s = first 3 lanes.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        ptrue   p0.b
        ptrue   p1.s, vl3
        index   z0.s, #0, #3
        dupm    z1.b, #0x1              ; str z1, [x20] ; addvl x20, x20, #1
        dupm    z1.h, #0x3ff0           ; str z1, [x20] ; addvl x20, x20, #1
        mov     z1.s, #0xff0000ff       ; str z1, [x20] ; addvl x20, x20, #1
        dupm    z1.d, #0xfffffffffffffffe ; str z1, [x20] ; addvl x20, x20, #1
        mov     z1.d, #0x00ff00ff00ff00ff ; str z1, [x20] ; addvl x20, x20, #1
        dup     z2.h, #-128, lsl #8     ; str z2, [x20] ; addvl x20, x20, #1
        mov     z2.s, p1/z, #127, lsl #8 ; str z2, [x20] ; addvl x20, x20, #1
        mov     z2.d, p1/m, #-1         ; str z2, [x20] ; addvl x20, x20, #1

        fdup    z3.h, #-1.9375          ; str z3, [x20] ; addvl x20, x20, #1
        fmov    z3.d, #31.0             ; str z3, [x20] ; addvl x20, x20, #1
        fcpy    z3.s, p1/m, #0.125      ; str z3, [x20] ; addvl x20, x20, #1
        fmov    z3.d, p1/m, #-2.0       ; str z3, [x20] ; addvl x20, x20, #1

        mov     z4.d, z0.d
        orn     z4.s, z4.s, #0xfffffff0 ; str z4, [x20] ; addvl x20, x20, #1    // | 0xf
        eon     z4.h, z4.h, #0xff00     ; str z4, [x20] ; addvl x20, x20, #1    // ^ 0x00ff
        bic     z4.b, z4.b, #0x7        ; str z4, [x20] ; addvl x20, x20, #1    // & 0xf8
        eor     z4.d, z4.d, #0x8000000000000000 ; str z4, [x20] ; addvl x20, x20, #1

        dup     z5.s, #-1
        movprfx z5, z0
        add     z5.s, z5.s, #200        ; str z5, [x20] ; addvl x20, x20, #1
        dup     z6.s, #-1
        movprfx z6.s, p1/m, z0.s
        mul     z6.s, p1/m, z6.s, z0.s  ; str z6, [x20] ; addvl x20, x20, #1    // inactive: -1
        dup     z7.s, #-1
        movprfx z7.s, p1/z, z0.s
        add     z7.s, p1/m, z7.s, z0.s  ; str z7, [x20] ; addvl x20, x20, #1    // inactive: 0
        fdup    z8.s, #1.5
        fdup    z9.s, #2.0
        movprfx z10, z8
        fmla    z10.s, p0/m, z8.s, z9.s ; str z10, [x20] ; addvl x20, x20, #1   // 4.5
        movprfx z11.s, p1/z, z9.s
        fadd    z11.s, p1/m, z11.s, #0.5 ; str z11, [x20] ; addvl x20, x20, #1

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
out:    .space  2048
