// Calibration: streaming ST1W Z to DRAM, unroll 1 (Apple M4 P-core, SVL 512).
// published: 13.05 B/cycle
// work-per-iteration: 64
// iterations: 4096 20480
// source: tzakharko/m4-sme-exploration, results/sme-memcpy.json (store, storage z, unroll 1, 1 thread, 48 MiB: 50.9 GB/s at 3.9 GHz)
// The published loop rewrites a 48 MiB buffer, so every line it allocates in the L2 evicts a
// dirty line to DRAM. Here 12 MiB are first written with 4-vector stores (ST1W {z0-z3}), which
// fills the model's 11.25 MiB L2 (m4.toml) with dirty lines; then the published loop stores
// ITERS x 64 bytes further on (256 KiB and 1.25 MiB). Each of those stores meets a full L2 of
// dirty lines, as at 48 MiB, so the difference of the two runs is the published steady state
// without simulating 48 MiB per pass.
// RUN: --svl 512 --machine m4
// CHECK: exit == 0
    .text
    .global _start
    .equ    ITERS, 4096
    .equ    FILL, 12 * 1024 * 1024
_start:
    smstart
    ptrue   p0.b
    ptrue   pn8.s
    fmov    z4.s, #1.0
    adrp    x2, buf
    add     x2, x2, :lo12:buf
    ldr     x4, =buf + FILL
0:
    st1w {z0.s-z3.s}, pn8, [x2]
    add  x2, x2, #256
    cmp  x2, x4
    b.lo 0b
    ldr     x4, =buf + FILL + ITERS * 64
1:
    st1w {z4.s}, p0, [x2, #0, mul vl]
    add  x2, x2, #64
    cmp  x2, x4
    b.lo 1b
    smstop
    mov     x0, #0
    mov     x8, #93
    svc     #0
    .bss
    .balign 256
buf: .space FILL + ITERS * 64
