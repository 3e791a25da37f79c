// QEMU: compare
// Covers: INDEX (imm,imm / imm,reg / reg,imm / reg,reg, negative steps, .b/.h/.s/.d wrap),
// DUP (immediate with shift, scalar W/X, indexed element .b/.h/.s/.d/.q),
// FMOV (immediate, and #0.0), MOV (vector; predicated /m merging and /z zeroing from a scalar,
// an immediate and a vector; predicate), SEL (vector and predicate). VL = 512: each Z is 64 bytes.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        index   z0.b, #0, #3            ; str z0, [x20] ; addvl x20, x20, #1   // wraps mod 256
        mov     x1, #100
        index   z1.h, #-5, w1           ; str z1, [x20] ; addvl x20, x20, #1
        index   z2.s, w1, #-7           ; str z2, [x20] ; addvl x20, x20, #1
        mov     x2, #-1
        index   z3.d, x2, x1            ; str z3, [x20] ; addvl x20, x20, #1
        dup     z4.h, #-128             ; str z4, [x20] ; addvl x20, x20, #1
        dup     z4.s, #1, lsl #8        ; str z4, [x20] ; addvl x20, x20, #1
        ldr     w3, =0x1234abcd
        dup     z5.b, w3                ; str z5, [x20] ; addvl x20, x20, #1   // 0xcd
        ldr     x4, =0x0123456789abcdef
        dup     z5.d, x4                ; str z5, [x20] ; addvl x20, x20, #1
        dup     z6.s, z2.s[5]           ; str z6, [x20] ; addvl x20, x20, #1   // 100 - 35
        dup     z6.h, z1.h[31]          ; str z6, [x20] ; addvl x20, x20, #1   // last halfword
        dup     z6.q, z3.q[1]           ; str z6, [x20] ; addvl x20, x20, #1   // elements 2,3
        dup     z6.d, z3.d[7]           ; str z6, [x20] ; addvl x20, x20, #1   // last doubleword
        fmov    z7.s, #-1.25            ; str z7, [x20] ; addvl x20, x20, #1
        fmov    z7.d, #0.0              ; str z7, [x20] ; addvl x20, x20, #1
        fmov    z7.h, #31.0             ; str z7, [x20] ; addvl x20, x20, #1

        ptrue   p1.s, vl5
        mov     z8.d, z2.d                                                      // vector move
        mov     z8.s, p1/m, w3          ; str z8, [x20] ; addvl x20, x20, #1   // merging scalar
        mov     z8.s, p1/z, #7          ; str z8, [x20] ; addvl x20, x20, #1   // zeroing imm
        mov     z9.d, z0.d
        mov     z9.s, p1/m, #-2         ; str z9, [x20] ; addvl x20, x20, #1   // merging imm
        mov     z9.s, p1/m, z2.s        ; str z9, [x20] ; addvl x20, x20, #1   // merging vector
        ptrue   p2.h, vl3
        sel     z10.h, p2, z4.h, z1.h   ; str z10, [x20] ; addvl x20, x20, #1
        ptrue   p3.b, vl7
        mov     p4.b, p3.b              ; str p4, [x20] ; add x20, x20, #8
        sel     p5.b, p2, p3.b, p2.b    ; str p5, [x20] ; add x20, x20, #8
        mov     p6.b, p1/z, p3.b        ; str p6, [x20] ; add x20, x20, #8

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .ltorg
        .data
out:    .space  2048
