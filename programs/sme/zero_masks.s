// QEMU: compare
// Covers: ZERO {tile list}: the 8-bit mask selects ZAk.D tiles = ZA rows with (row mod 8) in the
// mask. Forms: {za}, {za0.h} (rows 0,2,4,..), {za1.d, za5.d} (rows 1,5,9,13,..), {za3.s}
// (rows 3,7,11,..), {za1.h} (odd rows), {za0.b} (everything), {za2.d}, and the empty list is not
// used. After filling ZA with 0x11..0x20 per row-class, each step dumps one byte per ZA row
// (byte 0 of row r, read with a vertical slice of ZA0.B) so the pattern of cleared rows is visible.
// CHECK: exit == 0
        .text
        .global _start
_start:
        smstart
        adr     x20, out
        ptrue   p0.b
        mov     w12, #0
        bl      fill
        zero    {za0.h}                 ; bl column
        bl      fill
        zero    {za1.d, za5.d}          ; bl column
        bl      fill
        zero    {za3.s}                 ; bl column
        bl      fill
        zero    {za1.h}                 ; bl column
        bl      fill
        zero    {za2.d}                 ; bl column
        bl      fill
        zero    {za0.s, za1.s}          ; bl column
        bl      fill
        zero    {za0.d, za2.d, za4.d, za6.d}    ; bl column    // same as {za0.h}
        bl      fill
        zero    {za0.b}                 ; bl column
        bl      fill
        zero    {za}                    ; bl column
        smstop
        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0

// fill: ZA row r = byte 0x11 + (r mod 16), all 32 bytes
fill:   mov     w13, #0
1:      and     w1, w13, #15
        add     w1, w1, #0x11
        dup     z0.b, w1
        mova    za0h.b[w13, 0], p0/m, z0.b
        add     w13, w13, #1
        cmp     w13, #32
        b.ne    1b
        ret
// column: byte 0 of every ZA row (vertical slice 0 of ZA0.B) -> 32 bytes of output
column: mov     w14, #0
        mova    z1.b, p0/m, za0v.b[w14, 0]
        str     z1, [x20]
        addvl   x20, x20, #1
        ret
        .data
        .balign 16
out:    .space  512
