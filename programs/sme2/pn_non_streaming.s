// Predicate-as-counter and consecutive multi-vector LD1/ST1 outside streaming mode: SME2 *or*
// SVE2p1 instructions, which QEMU -cpu max (FEAT_SVE2p1) and tilesim's default machine run at VL.
// QEMU: compare
// assembler: clang
.text
.global _start
_start:
    mov     x0, #3
    mov     x1, #21
    whilelt pn8.s, x0, x1, vlx2        // 18 active .s elements over two vectors
    cntp    x2, pn8.s, vlx2
    pext    { p0.s, p1.s }, pn8[0]
    cntp    x3, p1, p1.s
    ptrue   pn9.d
    psel    p2, p0, p1.s[w12, 0]
    adr     x4, src
    ld1w    { z0.s, z1.s }, pn8/z, [x4]
    adr     x5, dst
    st1w    { z0.s, z1.s }, pn9, [x5]
    adr     x6, regs
    stp     x2, x3, [x6]
    mov     x0, #1
    adr     x1, regs
    mov     x2, #16 + 128
    mov     x8, #64
    svc     #0
    mov     x0, #0
    mov     x8, #93
    svc     #0
.data
.balign 64
src:
    .word 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
    .word 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32
regs: .quad 0, 0
dst:  .skip 128
