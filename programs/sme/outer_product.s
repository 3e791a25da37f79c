// The SME outer product in one picture: ZA0.S += (1, 2, 3, …) ⊗ (1, 10, 100, 1000, …)
// Row i, column j of ZA0.S ends up as (i+1) * 10^j (exact in fp32 for SVL ≤ 512).
// Try: tilesim run programs/sme/outer_product.s --dump za0.s --svl 512
// QEMU: compare
// CHECK: exit == 0
// CHECK: stdout == "outer product: ZA0.S = a (x) b\n"
// CHECK: za0h.s[1] == [2.0, 20.0, 200.0, 2000.0, 20000.0, 200000.0, 2000000.0, 20000000.0, ...]
// CHECK: za0v.s[0] == [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, ...]
    .data
    .balign 64
a:  .float 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
b:  .float 1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15
msg: .ascii "outer product: ZA0.S = a (x) b\n"
msg_end:
    .text
    .global _start
_start:
    smstart                         // streaming mode + ZA on (ZA zeroed)
    ptrue   p0.s
    adr     x0, a
    adr     x1, b
    ld1w    {z0.s}, p0/z, [x0]      // z0 = a[0 .. SVL/32)
    ld1w    {z1.s}, p0/z, [x1]      // z1 = b[0 .. SVL/32)
    fmopa   za0.s, p0/m, p0/m, z0.s, z1.s
    mov     w12, #0
    mova    z2.s, p0/m, za0h.s[w12, 0]   // row 0 = b
    fmov    w3, s2                        // first element: 1.0
    smstop  sm                      // out of streaming mode; ZA stays on for --dump / CHECK
    mov     w4, #0x3f800000
    cmp     w3, w4
    cset    x19, ne
    mov     x0, #1
    adr     x1, msg
    mov     x2, #(msg_end - msg)
    mov     x8, #64
    svc     #0
    mov     x0, x19
    mov     x8, #93
    svc     #0
