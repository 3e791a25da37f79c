// MRS/MSR of NZCV and TPIDR2_EL0 (the SME lazy-save pointer): flags read back after CMP/ADDS,
// written with MSR and tested by conditional selects; TPIDR2_EL0 round-trips a value.
// QEMU: compare
.text
.global _start
_start:
    adr     x20, out
    mov     x1, #5
    cmp     x1, #7                  // N=1 C=0
    mrs     x2, nzcv
    str     x2, [x20]
    mov     x3, #-1
    adds    x3, x3, #1              // Z=1 C=1
    mrs     x2, nzcv
    str     x2, [x20, #8]
    mov     x4, #0x90000000         // N=1, C=1 written directly
    msr     nzcv, x4
    cset    x5, mi
    cset    x6, cs
    cset    x7, eq
    stp     x5, x6, [x20, #16]
    str     x7, [x20, #32]
    mov     x4, #0x50000000         // Z=1, V=1
    msr     nzcv, x4
    cset    x5, vs
    cset    x6, eq
    stp     x5, x6, [x20, #40]
    mrs     x2, nzcv
    str     x2, [x20, #56]
    movz    x8, #0xbeef
    movk    x8, #0xdead, lsl #48
    msr     tpidr2_el0, x8
    mrs     x9, tpidr2_el0
    str     x9, [x20, #64]
    mov     x0, #1
    mov     x1, x20
    mov     x2, #72
    mov     x8, #64
    svc     #0
    mov     x0, #0
    mov     x8, #93
    svc     #0
.data
.balign 8
out: .skip 72
