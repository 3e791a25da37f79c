// QEMU: compare
// Covers: flag-setting predicate logic ANDS/BICS/EORS/ORRS/ORNS/NORS/NANDS, MOVS and NOTS when the
// destination is also the governing predicate (Pd == Pg: PredTest must read the ORIGINAL Pg), or
// a source (Pd == Pn, Pd == Pm); NOT/NOTS; CNTP; INCP/DECP (scalar X and vector .H/.S/.D, with
// wrap-around); LD1RB/RH/RW to wider elements and the sign-extending LD1RSB/RSH/RSW, at VL 512.
// Output: for each logic case the 8-byte result predicate and a flag quad (bit0 N, bit1 Z,
// bit2 C); then the counts; then the broadcast vectors (64 bytes each). exit = cntp (5).
// CHECK: exit == 5
        .text
        .global _start
_start:
        adr     x20, out
        ptrue   p5.b, vl5               // Pg pattern: bytes 0-4
        ptrue   p6.h, vl3               // bytes 0, 2, 4
        ptrue   p7.b, vl2               // bytes 0, 1
        pfalse  p8.b

        // Pd == Pg: the flags test the result against the governing predicate before the write
        mov p1.b, p5.b ; ands  p1.b, p1/z, p6.b, p7.b ; bl rec
        mov p1.b, p5.b ; bics  p1.b, p1/z, p6.b, p7.b ; bl rec
        mov p1.b, p5.b ; eors  p1.b, p1/z, p6.b, p7.b ; bl rec
        mov p1.b, p5.b ; orrs  p1.b, p1/z, p6.b, p7.b ; bl rec
        mov p1.b, p5.b ; orns  p1.b, p1/z, p6.b, p7.b ; bl rec
        mov p1.b, p5.b ; nors  p1.b, p1/z, p6.b, p7.b ; bl rec
        mov p1.b, p5.b ; nands p1.b, p1/z, p6.b, p7.b ; bl rec
        mov p1.b, p5.b ; nors  p1.b, p1/z, p8.b, p8.b ; bl rec     // all active true
        mov p1.b, p5.b ; ands  p1.b, p1/z, p8.b, p6.b ; bl rec     // none true
        mov p1.b, p5.b ; movs  p1.b, p1/z, p6.b       ; bl rec
        mov p1.b, p6.b ; movs  p1.b, p1.b             ; bl rec
        mov p1.b, p5.b ; nots  p1.b, p1/z, p6.b       ; bl rec
        // Pd == Pn and Pd == Pm
        mov p1.b, p6.b ; ands  p1.b, p5/z, p1.b, p7.b ; bl rec
        mov p1.b, p7.b ; orns  p1.b, p5/z, p6.b, p1.b ; bl rec
        mov p1.b, p6.b ; nots  p1.b, p5/z, p1.b       ; bl rec
        mov p1.b, p6.b ; not   p1.b, p5/z, p1.b       ; bl rec
        mov p1.b, p7.b ; mov   p1.b, p6/z, p1.b       ; bl rec
        // the case found by differential fuzzing
        ptrue p3.b, vl2 ; ptrue p4.b, vl1
        eor p2.b, p3/z, p3.b, p4.b ; mov p1.b, p3.b
        ands p1.b, p1/z, p2.b, p2.b ; bl rec

        // CNTP, INCP/DECP
        ptrue   p9.s, vl7
        cntp    x19, p5, p9.s           ; str x19, [x20], #8   // s-elements 0, 1 (bytes 0-4): 2
        ptrue   p10.d
        cntp    x0, p10, p9.d           ; str x0, [x20], #8    // d-elements whose byte 0 is set: 4
        cntp    x0, p10, p6.b           ; str x0, [x20], #8    // only byte 0 in both: 1
        cntp    x19, p5, p5.b                                  // 5 (the exit status)
        mov     x1, #1
        incp    x1, p6.b                ; str x1, [x20], #8    // 4
        incp    x1, p9.s                ; str x1, [x20], #8    // 11
        decp    x1, p10.d               ; str x1, [x20], #8    // 3
        mov     x1, #1
        decp    x1, p5.b                ; str x1, [x20], #8    // -4 (wraps)
        dup     z0.h, #-2
        incp    z0.h, p6.h                                     // + 3: 1
        dup     z1.s, #7
        decp    z1.s, p9.s                                     // - 7: 0
        dup     z2.d, #1
        decp    z2.d, p5.d                                     // - 1 (byte 0): 0
        dup     z3.h, #-1
        incp    z3.h, p5.h                                     // + 3 (bytes 0, 2, 4): 2
        str     z0, [x20] ; add x20, x20, #64
        str     z1, [x20] ; add x20, x20, #64
        str     z2, [x20] ; add x20, x20, #64
        str     z3, [x20] ; add x20, x20, #64

        // LD1R and LD1RS to every element size (inactive elements zero)
        adr     x2, bytes
        ptrue   p0.b
        ptrue   p2.s, vl3
        pfalse  p4.b
        ld1rsb  {z4.h}, p0/z, [x2, #1]
        ld1rsb  {z5.s}, p2/z, [x2, #63]
        ld1rsb  {z6.d}, p0/z, [x2]
        ld1rsh  {z7.s}, p0/z, [x2, #2]
        ld1rsh  {z8.d}, p2/z, [x2, #126]
        ld1rsw  {z9.d}, p0/z, [x2, #4]
        ld1rb   {z10.h}, p0/z, [x2, #1]
        ld1rb   {z11.d}, p0/z, [x2, #63]
        ld1rh   {z12.s}, p2/z, [x2, #126]
        ld1rw   {z13.d}, p0/z, [x2, #252]
        ld1rsw  {z14.d}, p4/z, [x2, #252]                      // nothing active: zero, no access
        str z4, [x20] ; str z5, [x20, #1, mul vl] ; str z6, [x20, #2, mul vl]
        str z7, [x20, #3, mul vl] ; str z8, [x20, #4, mul vl] ; str z9, [x20, #5, mul vl]
        str z10, [x20, #6, mul vl] ; str z11, [x20, #7, mul vl] ; addvl x20, x20, #8
        str z12, [x20] ; str z13, [x20, #1, mul vl] ; str z14, [x20, #2, mul vl]
        addvl   x20, x20, #3

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, x19
        mov     x8, #93
        svc     #0

// rec: store p1 (8 bytes) and the flags as N | Z << 1 | C << 2 (8 bytes)
rec:    str     p1, [x20]
        cset    x9, mi
        cset    x10, eq
        cset    x11, cs
        orr     x9, x9, x10, lsl #1
        orr     x9, x9, x11, lsl #2
        str     x9, [x20, #8]
        add     x20, x20, #16
        ret

        .data
        .balign 8
bytes:  .byte   0x80, 0xfe, 0x01, 0x81, 0xff, 0x7f, 0x00, 0x90
        .fill   55, 1, 0x5a
        .byte   0xc3                    // offset 63
        .fill   62, 1, 0xa5
        .hword  0x8001
        .fill   124, 1, 0x33
        .word   0x80000001
out:    .space  2048
