// QEMU: compare
// assembler: clang
// Top Byte Ignore: Linux runs user space with TCR_EL1.TBI0 = 1, so every data access through a
// pointer whose top byte is not zero uses bits 55:0, and a branch to such an address goes to
// the address without its tag (AArch64.BranchAddr: the PC never holds a tag). Tagged pointers
// (tags 0x5a, 0x3c, 0xff) reach every load/store path: scalar (offset, register, pre/post-index
// with writeback keeping the tag, pairs), SIMD&FP, SVE contiguous and replicating, SME ZA
// slices and LDR/STR ZA, SME2 multi-vector, exclusives (a different tag on the store still
// hits the monitor) and atomics; then BR/BLR/RET to tagged addresses. Output: what was read,
// the tags the writeback registers kept, and the data area after the stores.
// CHECK: exit == 0
        .text
        .global _start
_start:
        adr     x20, out
        adr     x21, buf
        mov     x9, #0x5a00000000000000
        mov     x10, #0x3c00000000000000
        mov     x11, #0xff00000000000000
        orr     x22, x21, x9            // buf tagged 0x5a
        orr     x23, x21, x10           // buf tagged 0x3c
        add     x24, x21, #2048
        orr     x24, x24, x11           // buf+2048 (the store area) tagged 0xff
        // ---- scalar loads and stores
        ldr     x0, [x22]
        ldr     w1, [x22, #12]
        ldrb    w2, [x23, #5]
        ldrsh   x3, [x22, #6]
        mov     x4, #24
        ldr     x5, [x23, x4]
        stp     x0, x1, [x20], #16
        stp     x2, x3, [x20], #16
        str     x5, [x20], #8
        mov     x6, x22
        ldr     x7, [x6, #8]!           // pre-index: the base keeps its tag
        ldr     x8, [x6], #8            // post-index
        lsr     x12, x6, #56
        stp     x7, x8, [x20], #16
        str     x12, [x20], #8
        ldp     x0, x1, [x23, #32]
        stp     x0, x1, [x24]           // a pair store through a tagged pointer
        str     w1, [x24, #16]
        strh    w0, [x24, #20]
        strb    w0, [x24, #22]
        stp     x0, x1, [x20], #16
        // ---- SIMD&FP
        ldr     q0, [x22, #16]
        ld1     {v1.4s, v2.4s}, [x23]
        ldr     d3, [x22, #40]
        str     q0, [x24, #32]
        st1     {v1.4s, v2.4s}, [x24], #32   // post-index: the tag stays
        lsr     x12, x24, #56
        str     x12, [x20], #8
        sub     x24, x24, #32
        st1     {v0.16b, v1.16b}, [x20], #32
        str     d3, [x20], #8
        // ---- exclusives: the store's pointer has another tag; the monitor holds the location
        add     x13, x22, #64
        add     x14, x23, #64
        ldxr    x0, [x13]
        add     x0, x0, #1
        stxr    w1, x0, [x14]
        ldaxp   x2, x3, [x13]
        stlxp   w4, x3, x2, [x14]
        ldxrb   w5, [x14]
        stxrb   w6, w5, [x13]
        stp     x1, x4, [x20], #16
        str     x6, [x20], #8
        ldp     x0, x1, [x21, #64]
        stp     x0, x1, [x20], #16
        // ---- atomics
        mov     x0, #5
        ldadd   x0, x1, [x13]
        mov     x2, #7
        swpal   x2, x3, [x14]
        mov     x4, #7
        mov     x5, #9
        casal   x4, x5, [x13]
        ldsetb  w0, w6, [x14]
        stp     x1, x3, [x20], #16
        stp     x4, x6, [x20], #16
        ldr     x0, [x21, #64]
        str     x0, [x20], #8
        // ---- SVE (VL as QEMU's default), outside streaming mode
        ptrue   p0.b
        ptrue   p1.d
        ld1w    {z0.s}, p0/z, [x22]
        ld1b    {z1.b}, p0/z, [x23, #1, mul vl]
        ldr     z2, [x22, #2, mul vl]
        ld1rd   {z4.d}, p1/z, [x23, #40]
        mov     x12, #16
        ld1d    {z5.d}, p1/z, [x23, x12, lsl #3]
        st1w    {z0.s}, p0, [x24]
        str     z1, [x24, #1, mul vl]
        add     x15, x24, #1024
        st1d    {z5.d}, p1, [x15, #-1, mul vl]
        rdvl    x16, #1
        str     z0, [x20]
        str     z1, [x20, #1, mul vl]
        str     z2, [x20, #2, mul vl]
        str     z4, [x20, #3, mul vl]
        str     z5, [x20, #4, mul vl]
        add     x20, x20, x16, lsl #2
        add     x20, x20, x16
        // ---- SME: ZA slices, LDR/STR ZA, SME2 multi-vector (SVL as QEMU's default)
        smstart
        mov     w12, #0
        ptrue   p2.s
        ld1w    {za0h.s[w12, 0]}, p2/z, [x22]
        ld1w    {za1v.s[w12, 1]}, p2/z, [x23, x12, lsl #2]
        ldr     za[w12, 2], [x22, #2, mul vl]
        st1w    {za0h.s[w12, 0]}, p2, [x24, x12, lsl #2]
        ptrue   pn8.s
        ld1w    {z0.s-z3.s}, pn8/z, [x23]
        rdsvl   x17, #1
        add     x18, x24, #512
        st1w    {z0.s-z3.s}, pn8, [x18]
        ld1b    {z4.b, z5.b}, pn8/z, [x22, #2, mul vl]
        str     za[w12, 3], [x24, #3, mul vl]
        str     za[w12, 0], [x20]
        str     za[w12, 1], [x20, #1, mul vl]
        str     za[w12, 2], [x20, #2, mul vl]
        add     x20, x20, x17
        add     x20, x20, x17, lsl #1
        str     z4, [x20]
        str     z5, [x20, #1, mul vl]
        add     x20, x20, x17, lsl #1
        smstop
        // ---- branches to tagged addresses: BR, BLR, RET
        adr     x0, 1f
        orr     x0, x0, x9
        br      x0
        brk     #1
1:      adr     x1, .
        lsr     x1, x1, #56             // the PC holds no tag
        adr     x0, 2f
        orr     x0, x0, x10
        blr     x0
        str     x1, [x20], #8
        b       3f
2:      lsr     x2, x30, #56            // nor does the link register BLR writes
        str     x2, [x20], #8
        orr     x30, x30, x11           // RET to a tagged return address
        ret
3:      // ---- write the results and the store area
        adr     x1, out
        sub     x2, x20, x1
        mov     x0, #1
        mov     x8, #64
        svc     #0
        mov     x0, #1
        add     x1, x21, #2048
        mov     x2, #2048
        mov     x8, #64
        svc     #0
        mov     x0, #0
        mov     x8, #93
        svc     #0
        .data
        .balign 64
buf:
        .irp    i, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31
        .quad   0x0706050403020100 + 0x0808080808080808 * \i, 0x1122334455667788 ^ (\i << 40)
        .endr
        .skip   4096
        .bss
        .balign 16
out:    .skip   16384
