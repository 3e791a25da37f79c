// QEMU: compare
// Covers: LDXR/STXR (success after a matching load-exclusive; failure with no monitor, after a
// load-exclusive of another address, after CLREX, and a second STXR after the monitor was used),
// LDAXR/STLXR, B/H exclusives, LDXP/STXP pairs; LDAR/LDAPR/STLR (B/H); LD<op> with every
// operation (ADD CLR EOR SET SMAX SMIN UMAX UMIN) on x, w, h and b with signed/unsigned limits,
// the A/L/AL forms, ST<op>; SWP; CAS (equal and unequal); ADC/ADCS/SBC/SBCS/NGC/NGCS carries.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x21, cell
        // exclusive pair of success and failure
        mov     x1, #0x1234
        ldxr    x2, [x21]
        stxr    w3, x1, [x21]           // succeeds: w3 = 0
        stxr    w4, x1, [x21]           // monitor already cleared: fails, w4 = 1
        stp     x2, x3, [x20], #16
        str     x4, [x20], #8
        ldxr    x2, [x21]
        clrex
        stxr    w4, x1, [x21]           // CLREX cleared the monitor: fails
        str     x4, [x20], #8
        ldaxr   x2, [x21]
        add     x5, x21, #8
        stlxr   w3, x1, [x5]            // another address: fails
        str     x3, [x20], #8
        ldxr    w2, [x21]               // 4-byte monitor
        stxr    w3, x1, [x21]           // 8-byte store: size mismatch, succeeds (as QEMU)
        str     x3, [x20], #8
        mov     w1, #0xab
        ldxrb   w2, [x21]
        stxrb   w3, w1, [x21]
        ldaxrh  w6, [x21]
        stlxrh  w7, w1, [x21]
        stp     x2, x3, [x20], #16
        stp     x6, x7, [x20], #16
        movz    x8, #0x1111
        movz    x9, #0x2222
        ldxp    x10, x11, [x21]
        stxp    w12, x8, x9, [x21]
        ldaxp   w13, w14, [x21]
        stlxp   w15, w9, w8, [x21]
        stp     x10, x11, [x20], #16
        stp     x12, x13, [x20], #16
        stp     x14, x15, [x20], #16
        ldp     x10, x11, [x21]
        stp     x10, x11, [x20], #16
        // acquire / release
        mov     x1, #-2
        stlr    x1, [x21]
        ldar    x2, [x21]
        ldarb   w3, [x21]
        ldaprh  w4, [x21]
        ldapr   w5, [x21]
        stlrb   wzr, [x21]
        add     x7, x21, #2
        stlrh   w4, [x7]
        ldapr   x6, [x21]
        stp     x2, x3, [x20], #16
        stp     x4, x5, [x20], #16
        str     x6, [x20], #8
        // LD<op>: every operation at every size; memory operand and register from tables
        adr     x22, ops
        mov     x23, #0
1:      ldr     x24, [x22, x23, lsl #3]        // memory value
        add     x25, x23, #1
        and     x25, x25, #7
        ldr     x25, [x22, x25, lsl #3]        // register value
        str     x24, [x21]
        ldadd   x25, x1, [x21]
        ldclra  x25, x1, [x21]  ; str x1, [x20], #8
        ldeorl  x25, x1, [x21]  ; str x1, [x20], #8
        ldsetal x25, x1, [x21]  ; str x1, [x20], #8
        ldsmax  x25, x1, [x21]  ; str x1, [x20], #8
        ldsmin  x24, x1, [x21]  ; str x1, [x20], #8
        ldumax  x25, x1, [x21]  ; str x1, [x20], #8
        ldumin  x24, x1, [x21]  ; str x1, [x20], #8
        ldr     x1, [x21]       ; str x1, [x20], #8
        str     x24, [x21]
        ldaddal w25, w1, [x21]  ; str x1, [x20], #8
        ldsmaxa w25, w1, [x21]  ; str x1, [x20], #8
        ldsminl w24, w1, [x21]  ; str x1, [x20], #8
        ldumaxal w24, w1, [x21] ; str x1, [x20], #8
        ldsmaxh w25, w1, [x21]  ; str x1, [x20], #8
        ldsminah w25, w1, [x21] ; str x1, [x20], #8
        lduminlh w25, w1, [x21] ; str x1, [x20], #8
        ldsmaxb w25, w1, [x21]  ; str x1, [x20], #8
        ldsminb w24, w1, [x21]  ; str x1, [x20], #8
        ldumaxb w25, w1, [x21]  ; str x1, [x20], #8
        ldeorab w25, w1, [x21]  ; str x1, [x20], #8
        ldaddlh w25, w1, [x21]  ; str x1, [x20], #8
        stadd   x25, [x21]
        stsmaxl w24, [x21]
        stuminb w25, [x21]
        steorh  w24, [x21]
        ldr     x1, [x21]       ; str x1, [x20], #8
        swp     x25, x1, [x21]  ; str x1, [x20], #8
        swpalb  w24, w1, [x21]  ; str x1, [x20], #8
        swpah   w25, w1, [x21]  ; str x1, [x20], #8
        swpl    w24, w1, [x21]  ; str x1, [x20], #8
        ldr     x1, [x21]       ; str x1, [x20], #8
        // CAS: first unequal (memory kept), then equal (swapped)
        mov     x2, x25
        cas     x2, x24, [x21]  ; str x2, [x20], #8
        ldr     x2, [x21]
        casal   x2, x25, [x21]  ; str x2, [x20], #8
        mov     w2, w24
        casab   w2, w24, [x21]  ; str x2, [x20], #8
        casalh  w2, w25, [x21]  ; str x2, [x20], #8
        casl    w2, w24, [x21]  ; str x2, [x20], #8
        ldr     x1, [x21]       ; str x1, [x20], #8
        // add/subtract with carry
        adds    xzr, x24, x25                   // sets C from the table values
        adc     x1, x24, x25    ; str x1, [x20], #8
        adcs    w1, w24, w25    ; str x1, [x20], #8
        cset    w1, mi ; cset w2, eq ; cset w3, cs ; cset w4, vs     // NZCV as 4 bits
        orr     w1, w2, w1, lsl #1 ; orr w1, w3, w1, lsl #1 ; orr w1, w4, w1, lsl #1
        str     x1, [x20], #8
        sbc     x1, x25, x24    ; str x1, [x20], #8
        sbcs    x1, x24, x25    ; str x1, [x20], #8
        cset    w1, mi ; cset w2, eq ; cset w3, cs ; cset w4, vs     // NZCV as 4 bits
        orr     w1, w2, w1, lsl #1 ; orr w1, w3, w1, lsl #1 ; orr w1, w4, w1, lsl #1
        str     x1, [x20], #8
        ngc     w1, w24         ; str x1, [x20], #8
        ngcs    x1, x25         ; str x1, [x20], #8
        cset    w1, mi ; cset w2, eq ; cset w3, cs ; cset w4, vs     // NZCV as 4 bits
        orr     w1, w2, w1, lsl #1 ; orr w1, w3, w1, lsl #1 ; orr w1, w4, w1, lsl #1
        str     x1, [x20], #8
        add     x23, x23, #1
        cmp     x23, #8
        b.lo    1b

        mov     x0, #1
        adr     x1, out
        sub     x2, x20, x1
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0

        .data
        .balign 16
cell:   .quad   0x0123456789abcdef, 0xfedcba9876543210
ops:    .quad   0, 1, -1, 0x7fffffffffffffff, 0x8000000000000000, 0x80, 0x7fff80007f, 0xffffffff
        .balign 16
out:    .space  8192
