// Benchmark: an SVE axpy loop y += a*x over 4096 floats (ld1w, fmla, st1w, incw, whilelt, b.first).
// QEMU: compare
// CHECK: exit == 0
    .data
    .balign 64
xs: .fill 4096, 4, 0x3f800000     // 1.0
ys: .fill 4096, 4, 0x40000000     // 2.0
    .text
    .global _start
_start:
    adr     x0, xs
    adr     x1, ys
    mov     x2, #0
    mov     x3, #4096
    fmov    z2.s, #0.5
    mov     x9, #64               // repeat the pass 64 times
2:  mov     x2, #0
    whilelt p0.s, x2, x3
1:  ld1w    {z0.s}, p0/z, [x0, x2, lsl #2]
    ld1w    {z1.s}, p0/z, [x1, x2, lsl #2]
    fmla    z1.s, p0/m, z0.s, z2.s
    st1w    {z1.s}, p0, [x1, x2, lsl #2]
    incw    x2
    whilelt p0.s, x2, x3
    b.first 1b
    subs    x9, x9, #1
    b.ne    2b
    // every y is now 2 + 64*0.5 = 34.0 (0x42080000)
    ldr     w4, [x1, #4092]
    ldr     w5, =0x42080000
    cmp     w4, w5
    cset    x0, ne
    mov     x8, #93
    svc     #0
