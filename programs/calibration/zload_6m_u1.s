// Calibration: streaming LD1W Z over a 6 MiB buffer, unroll 1, pointer-increment loop (Apple M4 P-core, SVL 512).
// published: 62.8 B/cycle
// work-per-iteration: 6291456
// iterations: 0 1
// source: tzakharko/m4-sme-exploration, results/sme-memcpy.json (load, storage z, unroll 1, 1 thread, 6 MiB: median 245 GB/s at 3.9 GHz)
// The published loop is LD1W + ADD + CMP + B.LO: the compare reads the pointer the ADD just
// wrote, and an out-of-order core does not let that hold the loop back (CMP + B.LO is one
// predicted macro-op). A pass of 4-vector loads (LD1W {z0-z3}) brings the buffer into the L2;
// then ITERS passes of the published loop. The difference of ITERS = 1 and 0 is one steady pass.
// RUN: --svl 512 --machine m4
// CHECK: exit == 0
    .text
    .global _start
    .equ    ITERS, 0
    .equ    SIZE, 6 * 1024 * 1024
_start:
    smstart
    ptrue   p0.b
    ptrue   pn8.s
    adrp    x3, buf
    add     x3, x3, :lo12:buf
    ldr     x4, =buf + SIZE
    mov     x2, x3
1:
    ld1w {z0.s-z3.s}, pn8/z, [x2]
    add  x2, x2, #256
    cmp  x2, x4
    b.lo 1b
    mov     x1, #ITERS
    cbz     x1, 4f
2:
    mov     x2, x3
3:
    ld1w {z4.s}, p0/z, [x2]
    add  x2, x2, #64
    cmp  x2, x4
    b.lo 3b
    subs x1, x1, #1
    b.ne 2b
4:
    smstop
    mov     x0, #0
    mov     x8, #93
    svc     #0
    .bss
    .balign 256
buf: .space SIZE
